/* SPDX-License-Identifier: GPL-2.0 */
/*
 * tcpsplit: steering packets to the module's sockets (steer.c).
 */
#ifndef _TCPSPLIT_STEER_H
#define _TCPSPLIT_STEER_H

#include <linux/netdevice.h>
#include <linux/netfilter.h>
#include <linux/skbuff.h>

struct tcphdr;
struct tcpsplit_tuple;

bool tcpsplit_steer_local(struct sk_buff *skb, struct net_device *dev);
bool tcpsplit_steer_syn_deliver(struct sk_buff *skb, struct sock *lsk);
bool tcpsplit_steer_syn_route(struct sk_buff *skb);
int tcpsplit_steer(struct net *net, struct sk_buff *skb,
		   const struct nf_hook_state *state,
		   const struct tcpsplit_tuple *t, int thoff,
		   const struct tcphdr *th);
unsigned int tcpsplit_steer_icmp(struct net *net, struct sk_buff *skb,
				 const struct nf_hook_state *state, int off);
void tcpsplit_steer_forget_tw(struct net *net, struct sk_buff *skb,
			      int thoff, const struct tcpsplit_tuple *t,
			       const struct net_device *in);

#endif /* _TCPSPLIT_STEER_H */
