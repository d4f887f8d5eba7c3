// SPDX-License-Identifier: GPL-2.0
/*
 * tcpsplit: steering.  A split connection's packets, and the ICMP errors
 * about them, are addressed to the other end host: in PRE_ROUTING they are
 * given the module's socket they belong to and a local input route, so
 * that the router delivers them to that socket instead of forwarding
 * them (what TPROXY does with a policy routing rule and a local route
 * table, here without either).
 */
#include <linux/inetdevice.h>
#include <linux/ip.h>
#include <linux/ipv6.h>
#include <linux/tcp.h>
#include <net/addrconf.h>
#include <net/dst.h>
#include <net/inet_hashtables.h>
#include <net/inet_timewait_sock.h>
#include <net/ip.h>
#include <net/ip6_route.h>
#include <net/ipv6.h>
#include <net/netfilter/nf_tproxy.h>
#include <net/route.h>
#include <net/tcp.h>

#include "tcpsplit.h"
#include "steer.h"
#include "packet.h"

static bool tcpsplit_steer_local4(struct sk_buff *skb, struct net_device *dev)
{
	const struct iphdr *iph = ip_hdr(skb);
	__be32 local;

	local = inet_select_addr(dev, iph->saddr, RT_SCOPE_UNIVERSE);
	if (!local)
		return false;
	skb_dst_drop(skb);
	if (ip_route_input_noref(skb, local, iph->saddr, iph->tos, dev))
		return false;
	if (skb_rtable(skb)->rt_type != RTN_LOCAL) {
		skb_dst_drop(skb);
		return false;
	}
	IPCB(skb)->flags |= IPSKB_MULTIPATH;
	return true;
}

/*
 * The input route of an IPv6 packet from @dev, looked up as if it were
 * addressed to @daddr (its own destination, or one of the router's).
 */
static struct dst_entry *tcpsplit_route_input6(struct sk_buff *skb,
					       struct net_device *dev,
					       const struct in6_addr *daddr)
{
	const struct ipv6hdr *ip6h = ipv6_hdr(skb);
	struct flowi6 fl6 = {
		.flowi6_iif = dev->ifindex,
		.flowi6_mark = skb->mark,
		.flowi6_proto = ip6h->nexthdr,
		.daddr = *daddr,
		.saddr = ip6h->saddr,
		.flowlabel = ip6_flowinfo(ip6h),
	};

	return ip6_route_input_lookup(dev_net(dev), dev, &fl6, skb,
				      RT6_LOOKUP_F_HAS_SADDR);
}

static u32 tcpsplit_rt6_flags(const struct dst_entry *dst)
{
	return container_of(dst, struct rt6_info, dst)->rt6i_flags;
}

static bool tcpsplit_steer_local6(struct sk_buff *skb, struct net_device *dev)
{
	struct dst_entry *dst;
	struct in6_addr local;

	if (ipv6_dev_get_saddr(dev_net(dev), dev, &ipv6_hdr(skb)->saddr, 0,
			       &local))
		return false;
	dst = tcpsplit_route_input6(skb, dev, &local);
	if (dst->error || !(tcpsplit_rt6_flags(dst) & RTF_LOCAL)) {
		dst_release(dst);
		return false;
	}
	skb_dst_drop(skb);
	skb_dst_set(skb, dst);
	IP6CB(skb)->flags |= IP6SKB_MULTIPATH;
	return true;
}

/**
 * tcpsplit_steer_local() - make a packet be delivered to a local socket
 * @skb: an IPv4 or IPv6 packet in PREROUTING, before the route lookup
 * @dev: its input device
 *
 * A split connection's packets are addressed to the other end host, so
 * routing would forward them.  Instead of a policy routing rule and a
 * local route table (what TPROXY users type by hand), the packet gets the
 * input route of one of the router's own addresses: ip_rcv_finish() (or
 * ip6_rcv_finish()) then skips the route lookup and delivers it locally,
 * where TCP takes the socket already assigned to it.  The packet's own
 * addresses are left alone.
 *
 * The list receive path lets a packet's route serve as a hint for the
 * next packets to the same destination; IPSKB_MULTIPATH (IP6SKB_MULTIPATH)
 * keeps this packet's local route from being handed to unrelated
 * forwarded traffic.
 *
 * Context: rcu_read_lock().
 * Return: true if the packet now has a local input route.
 */
bool tcpsplit_steer_local(struct sk_buff *skb, struct net_device *dev)
{
	if (skb->protocol == htons(ETH_P_IPV6))
		return tcpsplit_steer_local6(skb, dev);
	return tcpsplit_steer_local4(skb, dev);
}

/*
 * An established socket keeps the input route of the packets it received
 * (sk_rx_dst): the local route tcpsplit_steer_local() gave the first one.
 * Reusing it, as TCP's early demux does, spares every later packet of a
 * split connection a route lookup.
 */
static bool tcpsplit_steer_cached(struct sk_buff *skb, struct sock *sk)
{
	struct dst_entry *dst;
	u32 cookie = 0;

	if (!sk_fullsock(sk))
		return false;
	if (sk->sk_family == AF_INET6)
		cookie = READ_ONCE(sk->sk_rx_dst_cookie);
	dst = rcu_dereference(sk->sk_rx_dst);
	if (dst)
		dst = dst_check(dst, cookie);
	if (!dst || READ_ONCE(sk->sk_rx_dst_ifindex) != skb->skb_iif)
		return false;
	skb_dst_drop(skb);
	skb_dst_set_noref(skb, dst);
	/* See tcpsplit_steer_local(): no route hint from this packet. */
	if (sk->sk_family == AF_INET6)
		IP6CB(skb)->flags |= IP6SKB_MULTIPATH;
	else
		IPCB(skb)->flags |= IPSKB_MULTIPATH;
	return true;
}

/* An established (or request, or TIME_WAIT) socket of the tuple, if any. */
static struct sock *tcpsplit_sock_get(struct net *net, struct sk_buff *skb,
				      int thoff, const struct tcpsplit_tuple *t,
				      const struct net_device *in)
{
	if (t->family == AF_INET)
		return nf_tproxy_get_sock_v4(net, skb, IPPROTO_TCP,
					     t->saddr.v4, t->daddr.v4,
					     t->sport, t->dport, in,
					     NF_TPROXY_LOOKUP_ESTABLISHED);
	return nf_tproxy_get_sock_v6(net, skb, thoff, IPPROTO_TCP,
				     &t->saddr.v6, &t->daddr.v6, t->sport,
				     t->dport, in, NF_TPROXY_LOOKUP_ESTABLISHED);
}

/**
 * tcpsplit_steer() - steer a TCP packet to a socket of ours
 * @net: the packet's namespace
 * @skb: a TCP packet in PRE_ROUTING
 * @state: the hook's state
 * @t: its addresses and ports
 * @thoff: its TCP header's offset
 * @th: its TCP header
 *
 * Steers the packet to one of the module's transparent sockets, if it
 * belongs to one, and takes the socket reference the lookup gave.
 *
 * Context: rcu_read_lock().
 * Return: the verdict, or -1 if the packet is not ours.
 */
int tcpsplit_steer(struct net *net, struct sk_buff *skb,
		   const struct nf_hook_state *state,
		   const struct tcpsplit_tuple *t, int thoff,
		   const struct tcphdr *th)
{
	struct sock *sk;

	sk = tcpsplit_sock_get(net, skb, thoff, t, state->in);
	if (!sk)
		return -1;
	if (!inet_sk_transparent(sk)) {
		sock_gen_put(sk);	/* an ordinary local socket */
		return -1;
	}
	if (sk->sk_state == TCP_TIME_WAIT && th->syn && !th->ack) {
		/*
		 * The client reuses the 4-tuple of a split connection that
		 * ended: forget the old one, and split the new one anew.
		 */
		inet_twsk_deschedule_put(inet_twsk(sk));
		return -1;
	}
	if (!tcpsplit_steer_cached(skb, sk) &&
	    !tcpsplit_steer_local(skb, state->in)) {
		sock_gen_put(sk);
		return NF_DROP;
	}
	nf_tproxy_assign_sock(skb, sk);
	return NF_ACCEPT;
}

/**
 * tcpsplit_steer_icmp() - steer an ICMP error to the socket it is about
 * @net: the packet's namespace
 * @skb: an ICMP or ICMPv6 packet in PRE_ROUTING
 * @state: the hook's state
 * @off: its ICMP header's offset
 *
 * An ICMP error about a packet one of our sockets sent is addressed to the
 * address that socket borrowed (the client's, for the server leg): it
 * must reach the socket (tcp_v4_err, tcp_v6_err) rather than be
 * forwarded, or a server's "unreachable" would look like silence and path
 * MTU discovery would break.  The embedded header names the socket, as
 * xt_socket does.
 *
 * Context: rcu_read_lock().
 * Return: NF_ACCEPT.
 */
unsigned int tcpsplit_steer_icmp(struct net *net, struct sk_buff *skb,
				 const struct nf_hook_state *state, int off)
{
	struct tcpsplit_tuple t;
	struct sock *sk;

	if (!tcpsplit_packet_icmp_inner(skb, state->pf, off, &t))
		return NF_ACCEPT;
	/* The socket sent inner; it receives from inner's destination. */
	swap(t.saddr, t.daddr);
	swap(t.sport, t.dport);
	/* The header offset only serves listener lookups: none here. */
	sk = tcpsplit_sock_get(net, skb, 0, &t, state->in);
	if (!sk)
		return NF_ACCEPT;
	/* Delivered locally, the ICMP layer finds the socket again itself. */
	if (inet_sk_transparent(sk))
		tcpsplit_steer_local(skb, state->in);
	sock_gen_put(sk);
	return NF_ACCEPT;
}

/**
 * tcpsplit_steer_forget_tw() - end a server leg's TIME_WAIT on a new SYN
 * @net: the SYN's namespace
 * @skb: a client's SYN that matched a flow
 * @thoff: its TCP header's offset
 * @t: its addresses and ports
 * @in: its input device
 *
 * The server leg of an earlier connection of the same addresses and ports
 * may still be in TIME_WAIT on the router (it closed first).  The client
 * reusing its port says that its side of the old connection is over, and
 * the server, which closed second, keeps no TIME_WAIT: end to end the
 * 4-tuple is free.  Only the router's leftover stands in the way: a new
 * server leg to a server without TCP timestamps cannot take its place
 * (EADDRNOTAVAIL: the connection went unsplit), and the server's answers
 * to a connection forwarded unsplit would go to it.  So it is forgotten,
 * as tcpsplit_steer() forgets the client leg's.  The new server leg's
 * initial sequence number is a new clock reading: above the old
 * connection's.
 *
 * Context: rcu_read_lock().
 */
void tcpsplit_steer_forget_tw(struct net *net, struct sk_buff *skb,
			      int thoff, const struct tcpsplit_tuple *t,
			       const struct net_device *in)
{
	struct tcpsplit_tuple r = {
		.saddr = t->daddr,
		.daddr = t->saddr,
		.sport = t->dport,
		.dport = t->sport,
		.family = t->family,
	};
	struct sock *sk;

	sk = tcpsplit_sock_get(net, skb, thoff, &r, in);
	if (!sk)
		return;
	if (sk->sk_state == TCP_TIME_WAIT && inet_sk_transparent(sk))
		inet_twsk_deschedule_put(inet_twsk(sk));
	else
		sock_gen_put(sk);
}

/**
 * tcpsplit_steer_syn_deliver() - hand a client's SYN to the listener
 * @skb: the SYN, with its input device
 * @lsk: the namespace's listener
 *
 * The SYN gets a local input route and the listener, and is delivered
 * (dst_input()): tcpsplit_local_in() takes it from LOCAL_IN's first hook
 * to TCP, which creates the client's request socket and answers the
 * client as the server.
 *
 * Context: rcu_read_lock(), BHs disabled.
 * Return: true if the SYN was delivered (and consumed); false, and @skb
 * untouched, if it could not be routed locally.
 */
bool tcpsplit_steer_syn_deliver(struct sk_buff *skb, struct sock *lsk)
{
	if (!tcpsplit_steer_local(skb, skb->dev))
		return false;
	/* It was on its way out (FORWARD) and now stays. */
	if (skb->protocol == htons(ETH_P_IP))
		IPCB(skb)->flags &= ~IPSKB_FORWARDED;
	sock_hold(lsk);
	nf_tproxy_assign_sock(skb, lsk);
	dst_input(skb);
	return true;
}

/**
 * tcpsplit_steer_syn_route() - give a held SYN its forward route
 * @skb: the client's SYN, with its input device
 *
 * The forward route, as the router's routing gives it, for a SYN that
 * goes on unsplit.
 *
 * Context: rcu_read_lock().
 * Return: false if routing would not forward it (local, anycast, or no
 * route).
 */
bool tcpsplit_steer_syn_route(struct sk_buff *skb)
{
	struct net_device *dev = skb->dev;

	if (skb->protocol == htons(ETH_P_IPV6)) {
		struct dst_entry *dst;

		dst = tcpsplit_route_input6(skb, dev, &ipv6_hdr(skb)->daddr);
		if (dst->error ||
		    (tcpsplit_rt6_flags(dst) & (RTF_LOCAL | RTF_ANYCAST))) {
			dst_release(dst);
			return false;
		}
		skb_dst_set(skb, dst);
		return true;
	}
	if (ip_route_input_noref(skb, ip_hdr(skb)->daddr, ip_hdr(skb)->saddr,
				 ip_hdr(skb)->tos, dev))
		return false;
	if (skb_rtable(skb)->rt_type != RTN_UNICAST) {
		skb_dst_drop(skb);
		return false;
	}
	return true;
}
