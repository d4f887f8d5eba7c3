/* SPDX-License-Identifier: GPL-2.0 */
/*
 * tcpsplit: the namespace's listeners (listener.c).
 */
#ifndef _TCPSPLIT_LISTENER_H
#define _TCPSPLIT_LISTENER_H

#include <linux/types.h>

struct sock;
struct tcpsplit_net;

struct sock *tcpsplit_listener_sk(struct tcpsplit_net *tn, u16 family);
int tcpsplit_listener_ensure(struct tcpsplit_net *tn);
void tcpsplit_listener_net_init(struct tcpsplit_net *tn);
void tcpsplit_listener_net_stop(struct tcpsplit_net *tn);
void tcpsplit_listener_net_exit(struct tcpsplit_net *tn);

#endif /* _TCPSPLIT_LISTENER_H */
