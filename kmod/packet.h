/* SPDX-License-Identifier: GPL-2.0 */
/*
 * tcpsplit: reading packets (packet.c).
 */
#ifndef _TCPSPLIT_PACKET_H
#define _TCPSPLIT_PACKET_H

#include <linux/netfilter.h>
#include <linux/skbuff.h>

struct tcpsplit_tuple;

int tcpsplit_packet_transport(const struct sk_buff *skb, u8 pf, u8 *proto,
			      bool *unsplittable);
bool tcpsplit_packet_tuple(const struct sk_buff *skb, u8 pf,
			   struct tcpsplit_tuple *t);
bool tcpsplit_packet_tuple_at(const struct sk_buff *skb, u8 pf, int off,
			      struct tcpsplit_tuple *t);
bool tcpsplit_packet_icmp_inner(const struct sk_buff *skb, u8 pf, int off,
				struct tcpsplit_tuple *t);

/* The ICMP protocol of a netfilter family: IPv4's or IPv6's. */
static inline u8 tcpsplit_packet_icmp_proto(u8 pf)
{
	return pf == NFPROTO_IPV6 ? IPPROTO_ICMPV6 : IPPROTO_ICMP;
}

#endif /* _TCPSPLIT_PACKET_H */
