/* SPDX-License-Identifier: GPL-2.0 */
/*
 * tcpsplit: kernel socket helpers (sock.c).
 */
#ifndef _TCPSPLIT_SOCK_H
#define _TCPSPLIT_SOCK_H

#include <linux/socket.h>
#include <linux/types.h>

struct socket;
union tcpsplit_addr;

void tcpsplit_sock_close(struct socket *sock, bool abort);
int tcpsplit_sock_addr(struct sockaddr_storage *ss, u16 family,
		       const union tcpsplit_addr *addr, __be16 port);

#endif /* _TCPSPLIT_SOCK_H */
