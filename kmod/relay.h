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
u8 tcpsplit_relay_end_reason(struct sock *sk, bool up);
bool tcpsplit_relay_inline(struct tcpsplit_conn *conn, struct sock *sk,
			   bool rx);
void tcpsplit_relay_leg_init(struct sock *sk);

#endif /* _TCPSPLIT_RELAY_H */
