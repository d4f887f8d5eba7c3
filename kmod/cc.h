/* SPDX-License-Identifier: GPL-2.0 */
/*
 * tcpsplit: congestion control per leg (cc.c).
 */
#ifndef _TCPSPLIT_CC_H
#define _TCPSPLIT_CC_H

struct net;
struct sock;

int tcpsplit_cc_check(struct net *net, const char *name);
int tcpsplit_cc_set(struct sock *sk, const char *name);

#endif /* _TCPSPLIT_CC_H */
