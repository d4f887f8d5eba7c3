// SPDX-License-Identifier: GPL-2.0
/*
 * tcpsplit: reading packets -- where the transport header is, the
 * addresses and ports of a TCP packet, the TCP packet an ICMP error is
 * about.  The hooks (hook.c, steer.c) and the conntrack zone hooks (ct.c)
 * read packets only through these.
 */
#include <linux/icmp.h>
#include <linux/icmpv6.h>
#include <linux/ip.h>
#include <linux/ipv6.h>
#include <net/ip.h>
#include <net/ipv6.h>

#include "tcpsplit.h"
#include "packet.h"

/*
 * The transport header of an IPv6 packet.  Hop-by-hop options are read
 * by every router, this one included (ip6_rcv_core() did); any other
 * extension header (routing, destination options, fragment, AH) makes the
 * packet one the router does not terminate: *@unsplittable.
 */
static int tcpsplit_packet_transport6(const struct sk_buff *skb, u8 *proto,
				      bool *unsplittable)
{
	int off = skb_network_offset(skb) + sizeof(struct ipv6hdr);
	u8 nexthdr = ipv6_hdr(skb)->nexthdr;
	struct ipv6_opt_hdr _hp;
	const struct ipv6_opt_hdr *hp;
	__be16 frag_off = 0;

	if (nexthdr == NEXTHDR_HOP) {
		hp = skb_header_pointer(skb, off, sizeof(_hp), &_hp);
		if (!hp)
			return -1;
		nexthdr = hp->nexthdr;
		off += ipv6_optlen(hp);
	}
	/* Conntrack reassembled it (and took its fragment header away). */
	*unsplittable = IP6CB(skb)->frag_max_size;
	if (!ipv6_ext_hdr(nexthdr)) {
		*proto = nexthdr;
		return off;
	}
	*unsplittable = true;
	off = ipv6_skip_exthdr(skb, off, &nexthdr, &frag_off);
	if (off < 0 || (frag_off & htons(~0x7)))
		return -1;	/* no transport header here */
	*proto = nexthdr;
	return off;
}

/**
 * tcpsplit_packet_transport() - where a packet's transport header is
 * @skb: an IPv4 or IPv6 packet, its network header set
 * @pf: NFPROTO_IPV4 or NFPROTO_IPV6
 * @proto: filled in with the transport protocol
 * @unsplittable: filled in: whether the packet is (or was, before conntrack
 *	reassembled it) a fragment, or has IPv6 extension headers other
 *	than hop-by-hop options; such a SYN is not split
 *
 * Return: the transport header's offset from skb->data, or -1 for a
 * fragment other than the first or a packet too short to tell.
 */
int tcpsplit_packet_transport(const struct sk_buff *skb, u8 pf, u8 *proto,
			      bool *unsplittable)
{
	const struct iphdr *iph;

	if (pf == NFPROTO_IPV6)
		return tcpsplit_packet_transport6(skb, proto, unsplittable);
	iph = ip_hdr(skb);
	if (iph->frag_off & htons(IP_OFFSET))
		return -1;
	*unsplittable = ip_is_fragment(iph) || IPCB(skb)->frag_max_size;
	*proto = iph->protocol;
	return skb_network_offset(skb) + ip_hdrlen(skb);
}

/* @nh: the network header the ports at @off are under */
static bool tcpsplit_packet_tuple_set(const struct sk_buff *skb, u8 pf,
				      const void *nh, int off,
			       struct tcpsplit_tuple *t)
{
	__be16 _ports[2];
	const __be16 *ports;

	ports = skb_header_pointer(skb, off, sizeof(_ports), _ports);
	if (!ports)
		return false;
	memset(t, 0, sizeof(*t));
	t->family = pf == NFPROTO_IPV6 ? AF_INET6 : AF_INET;
	if (t->family == AF_INET) {
		t->saddr.v4 = ((const struct iphdr *)nh)->saddr;
		t->daddr.v4 = ((const struct iphdr *)nh)->daddr;
	} else {
		t->saddr.v6 = ((const struct ipv6hdr *)nh)->saddr;
		t->daddr.v6 = ((const struct ipv6hdr *)nh)->daddr;
	}
	t->sport = ports[0];
	t->dport = ports[1];
	return true;
}

/**
 * tcpsplit_packet_tuple() - the addresses and ports of a TCP packet
 * @skb: an IPv4 or IPv6 packet, its network header set
 * @pf: NFPROTO_IPV4 or NFPROTO_IPV6
 * @t: filled in
 *
 * Return: false if @skb is not TCP, or a fragment without the TCP header,
 * or too short to tell.
 */
bool tcpsplit_packet_tuple(const struct sk_buff *skb, u8 pf,
			   struct tcpsplit_tuple *t)
{
	bool unsplittable;
	int off;
	u8 proto;

	off = tcpsplit_packet_transport(skb, pf, &proto, &unsplittable);
	if (off < 0 || proto != IPPROTO_TCP)
		return false;
	return tcpsplit_packet_tuple_set(skb, pf, skb_network_header(skb), off, t);
}

/**
 * tcpsplit_packet_tuple_at() - the addresses and ports of a TCP packet
 * @skb: an IPv4 or IPv6 TCP packet, its network header set
 * @pf: NFPROTO_IPV4 or NFPROTO_IPV6
 * @off: its TCP header's offset (tcpsplit_packet_transport())
 * @t: filled in
 *
 * Return: false if @skb is too short to tell.
 */
bool tcpsplit_packet_tuple_at(const struct sk_buff *skb, u8 pf, int off,
			      struct tcpsplit_tuple *t)
{
	return tcpsplit_packet_tuple_set(skb, pf, skb_network_header(skb), off, t);
}

/**
 * tcpsplit_packet_icmp_inner() - the TCP packet an ICMP or ICMPv6 error is about
 * @skb: an ICMP (IPv4) or ICMPv6 (IPv6) packet, its network header set
 * @pf: NFPROTO_IPV4 or NFPROTO_IPV6
 * @off: its ICMP header's offset (tcpsplit_packet_transport())
 * @t: filled in with the embedded packet's addresses and ports
 *
 * Return: false if @skb is not an error about a TCP packet, or too short
 * to tell.
 */
bool tcpsplit_packet_icmp_inner(const struct sk_buff *skb, u8 pf, int off,
				struct tcpsplit_tuple *t)
{
	union {
		struct iphdr	v4;
		struct ipv6hdr	v6;
	} _inner;
	const void *inner;
	__be16 frag_off;
	u8 proto, type, _type;
	const u8 *tp;
	int ioff;

	/* The type is the first byte of both; the inner header follows 8. */
	tp = skb_header_pointer(skb, off, sizeof(_type), &_type);
	if (!tp)
		return false;
	type = *tp;
	off += sizeof(struct icmphdr);
	if (pf == NFPROTO_IPV4) {
		const struct iphdr *iph;

		if (!icmp_is_err(type))
			return false;
		iph = skb_header_pointer(skb, off, sizeof(_inner.v4),
					 &_inner.v4);
		if (!iph || iph->protocol != IPPROTO_TCP || iph->ihl < 5)
			return false;
		inner = iph;
		ioff = off + iph->ihl * 4;
	} else {
		const struct ipv6hdr *ip6h;

		if (type & ICMPV6_INFOMSG_MASK)
			return false;
		ip6h = skb_header_pointer(skb, off, sizeof(_inner.v6),
					  &_inner.v6);
		if (!ip6h)
			return false;
		proto = ip6h->nexthdr;
		ioff = ipv6_skip_exthdr(skb, off + sizeof(*ip6h), &proto,
					&frag_off);
		if (ioff < 0 || proto != IPPROTO_TCP)
			return false;
		inner = ip6h;
	}
	return tcpsplit_packet_tuple_set(skb, pf, inner, ioff, t);
}
