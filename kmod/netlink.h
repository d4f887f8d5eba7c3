/* SPDX-License-Identifier: GPL-2.0 */
/*
 * tcpsplit: the generic netlink family (netlink.c).
 */
#ifndef _TCPSPLIT_NETLINK_H
#define _TCPSPLIT_NETLINK_H

#include "tcpsplit.h"

struct tcpsplit_conn;
struct tcpsplit_flow;

int tcpsplit_netlink_init(void);
void tcpsplit_netlink_exit(void);
void tcpsplit_netlink_notify_flow(struct net *net, const struct tcpsplit_flow *flow,
				  u8 cmd);
void tcpsplit_netlink_notify_conn(struct tcpsplit_conn *conn, u8 cmd);

#endif /* _TCPSPLIT_NETLINK_H */
