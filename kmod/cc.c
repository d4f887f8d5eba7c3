// SPDX-License-Identifier: GPL-2.0
/*
 * tcpsplit: congestion control per leg (a flow's --cc-client and
 * --cc-server), set as TCP_CONGESTION sets it.
 */
#include <linux/net.h>
#include <linux/sockptr.h>
#include <net/sock.h>
#include <net/tcp.h>

#include "tcpsplit.h"
#include "cc.h"

static_assert(TCPSPLIT_CC_NAME_MAX == TCP_CA_NAME_MAX);

static int tcpsplit_cc_setsockopt(struct socket *sock, const char *name)
{
	return sock->ops->setsockopt(sock, SOL_TCP, TCP_CONGESTION,
				     KERNEL_SOCKPTR((char *)name),
				     strlen(name));
}

/**
 * tcpsplit_cc_set() - set a leg's congestion control
 * @sk: the leg
 * @name: the algorithm
 *
 * Context: process context, @sk not locked.
 * Return: 0 or a negative errno (-ENOENT: no such algorithm).
 */
int tcpsplit_cc_set(struct sock *sk, const char *name)
{
	return tcpsplit_cc_setsockopt(sk->sk_socket, name);
}

/**
 * tcpsplit_cc_check() - whether a congestion control can be used
 * @net: the namespace of the flow
 * @name: the algorithm
 *
 * Sets it on a throwaway socket, as the legs will: that loads its module
 * if needed (tcp_<name>, as TCP_CONGESTION does for an admin) and applies
 * the same rules.
 *
 * Context: process context, the netlink request of an admin.
 * Return: 0 or a negative errno.
 */
int tcpsplit_cc_check(struct net *net, const char *name)
{
	struct socket *sock;
	int err;

	err = sock_create_kern(net, AF_INET, SOCK_STREAM, IPPROTO_TCP, &sock);
	if (err)
		return err;
	err = tcpsplit_cc_setsockopt(sock, name);
	sock_release(sock);
	return err;
}
