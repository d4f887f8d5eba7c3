// SPDX-License-Identifier: GPL-2.0
/*
 * tcpsplit: helpers for the module's kernel sockets (connections' legs,
 * listeners).
 */
#include <linux/in.h>
#include <linux/in6.h>
#include <linux/net.h>
#include <linux/socket.h>
#include <net/sock.h>

#include "tcpsplit.h"
#include "sock.h"

/**
 * tcpsplit_sock_close() - release a kernel socket
 * @sock: the socket, or NULL
 * @abort: with a reset (no linger) rather than FINs
 */
void tcpsplit_sock_close(struct socket *sock, bool abort)
{
	if (!sock)
		return;
	if (abort)
		sock_no_linger(sock->sk);
	sock_release(sock);
}

/**
 * tcpsplit_sock_addr() - a socket address from an address and a port
 * @ss: filled in
 * @family: AF_INET or AF_INET6
 * @addr: the address
 * @port: the port
 *
 * Return: the length of the address in @ss.
 */
int tcpsplit_sock_addr(struct sockaddr_storage *ss, u16 family,
		       const union tcpsplit_addr *addr, __be16 port)
{
	struct sockaddr_in6 *sin6 = (struct sockaddr_in6 *)ss;
	struct sockaddr_in *sin = (struct sockaddr_in *)ss;

	memset(ss, 0, sizeof(*ss));
	if (family == AF_INET) {
		sin->sin_family = AF_INET;
		sin->sin_addr.s_addr = addr->v4;
		sin->sin_port = port;
		return sizeof(*sin);
	}
	sin6->sin6_family = AF_INET6;
	sin6->sin6_addr = addr->v6;
	sin6->sin6_port = port;
	return sizeof(*sin6);
}
