/* SPDX-License-Identifier: GPL-2.0 */
/*
 * tcpsplit: the relay pump (relay.c).
 */
#ifndef _TCPSPLIT_RELAY_H
#define _TCPSPLIT_RELAY_H

struct sock;
struct tcpsplit_conn;

int tcpsplit_relay_step(struct tcpsplit_conn *conn);
bool tcpsplit_relay_broken(struct sock *sk);

#endif /* _TCPSPLIT_RELAY_H */
