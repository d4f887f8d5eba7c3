/* SPDX-License-Identifier: GPL-2.0 */
/*
 * tcpsplit: conntrack zones of the server legs (ct.c).
 */
#ifndef _TCPSPLIT_CT_H
#define _TCPSPLIT_CT_H

#include "tcpsplit.h"

struct tcpsplit_conn;
struct netlink_ext_ack;

void tcpsplit_ct_exit(void);
void tcpsplit_ct_net_init(struct tcpsplit_net *tn);
void tcpsplit_ct_net_exit(struct tcpsplit_net *tn);
void tcpsplit_ct_conn_init(struct tcpsplit_conn *conn);
void tcpsplit_ct_conn_gone(struct tcpsplit_net *tn);
unsigned int tcpsplit_ct_in(void *priv, struct sk_buff *skb,
			    const struct nf_hook_state *state);
unsigned int tcpsplit_ct_out(void *priv, struct sk_buff *skb,
			     const struct nf_hook_state *state);
int tcpsplit_ct_confirm(struct sk_buff *skb);
bool tcpsplit_ct_stray(struct tcpsplit_net *tn, struct net *net,
		       const struct tcpsplit_tuple *t);
int tcpsplit_ct_set_zone(struct tcpsplit_net *tn, u16 zone,
			 struct netlink_ext_ack *extack);

#endif /* _TCPSPLIT_CT_H */
