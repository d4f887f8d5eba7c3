// SPDX-License-Identifier: GPL-2.0
/*
 * tcpsplit: the netfilter hooks.
 *
 * In a namespace with flows or live split connections:
 *
 * - PRE_ROUTING, after destination NAT: a packet of one of the module's
 *   transparent sockets (either leg of a split connection, or a client's
 *   request socket) is given that socket and delivered locally, although
 *   it is addressed to another host; so is an ICMP error about a packet
 *   such a socket sent;
 * - FORWARD, last: a SYN that matches a flow is held, and the split
 *   starts (conn.c).  Last, so that the split happens only to connections
 *   that routing and the operator's forward chain let through, as they
 *   were given to the router;
 * - LOCAL_IN, first: the held SYN, once the server answered, goes on to
 *   the listener past the input chain (see tcpsplit_local_in());
 * - PRE_ROUTING and LOCAL_OUT, just before conntrack: the server legs'
 *   packets are put in their own conntrack zone (ct.c).
 *
 * Everything else goes on untouched.
 */
#include <linux/icmp.h>
#include <linux/ip.h>
#include <linux/netfilter.h>
#include <linux/netfilter_ipv4.h>
#include <linux/tcp.h>
#include <net/dst.h>
#include <net/inet_hashtables.h>
#include <net/ip.h>
#include <net/netfilter/nf_tproxy.h>
#include <net/route.h>
#include <net/tcp.h>

#include "tcpsplit.h"

/*
 * An established socket keeps the input route of the packets it received
 * (sk_rx_dst): the local route tcpsplit_steer_local() gave the first one.
 * Reusing it, as TCP's early demux does, spares every later packet of a
 * split connection a route lookup.
 */
static bool tcpsplit_steer_cached(struct sk_buff *skb, struct sock *sk)
{
	struct dst_entry *dst;

	if (!sk_fullsock(sk))
		return false;
	dst = rcu_dereference(sk->sk_rx_dst);
	if (dst)
		dst = dst_check(dst, 0);
	if (!dst || READ_ONCE(sk->sk_rx_dst_ifindex) != skb->skb_iif)
		return false;
	skb_dst_drop(skb);
	skb_dst_set_noref(skb, dst);
	/* See tcpsplit_steer_local(): no route hint from this packet. */
	IPCB(skb)->flags |= IPSKB_MULTIPATH;
	return true;
}

/*
 * Steers a packet to a socket of ours, if it belongs to one.  Takes the
 * socket reference the lookup gave.  Returns the verdict, or -1 if the
 * packet is not ours.
 */
static int tcpsplit_steer(struct net *net, struct sk_buff *skb,
			  const struct nf_hook_state *state,
			  const struct iphdr *iph, const struct tcphdr *th)
{
	struct sock *sk;

	sk = nf_tproxy_get_sock_v4(net, skb, IPPROTO_TCP, iph->saddr,
				   iph->daddr, th->source, th->dest, state->in,
				   NF_TPROXY_LOOKUP_ESTABLISHED);
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

static void tcpsplit_tuple_set(struct tcpsplit_tuple *t,
			       const struct iphdr *iph, const __be16 *ports)
{
	t->saddr = iph->saddr;
	t->daddr = iph->daddr;
	t->sport = ports[0];
	t->dport = ports[1];
}

/**
 * tcpsplit_tcp_tuple() - the addresses and ports of a TCP packet
 * @skb: an IPv4 packet, not a fragment, with its network header set
 * @t: filled in
 *
 * Return: false if the packet is too short to tell.
 */
bool tcpsplit_tcp_tuple(const struct sk_buff *skb, struct tcpsplit_tuple *t)
{
	const struct iphdr *iph = ip_hdr(skb);
	__be16 _ports[2];
	const __be16 *ports;

	ports = skb_header_pointer(skb, ip_hdrlen(skb), sizeof(_ports),
				   _ports);
	if (!ports)
		return false;
	tcpsplit_tuple_set(t, iph, ports);
	return true;
}

/**
 * tcpsplit_icmp_inner() - the TCP packet an ICMP error is about
 * @skb: an ICMP packet, not a fragment
 * @t: filled in with the embedded packet's addresses and ports
 *
 * Return: false if @skb is not an ICMP error about a TCP packet, or too
 * short to tell.
 */
bool tcpsplit_icmp_inner(const struct sk_buff *skb, struct tcpsplit_tuple *t)
{
	unsigned int off = ip_hdrlen(skb);
	struct icmphdr _icmph;
	const struct icmphdr *icmph;
	struct iphdr _inner;
	const struct iphdr *inner;
	__be16 _ports[2];
	const __be16 *ports;

	icmph = skb_header_pointer(skb, off, sizeof(_icmph), &_icmph);
	if (!icmph || !icmp_is_err(icmph->type))
		return false;
	off += sizeof(_icmph);
	inner = skb_header_pointer(skb, off, sizeof(_inner), &_inner);
	if (!inner || inner->protocol != IPPROTO_TCP || inner->ihl < 5)
		return false;
	off += inner->ihl * 4;
	ports = skb_header_pointer(skb, off, sizeof(_ports), _ports);
	if (!ports)
		return false;
	tcpsplit_tuple_set(t, inner, ports);
	return true;
}

/*
 * An ICMP error about a packet one of our sockets sent is addressed to the
 * address that socket borrowed (the client's, for the server leg): it
 * must reach the socket (tcp_v4_err) rather than be forwarded, or a
 * server's "unreachable" would look like silence and path MTU discovery
 * would break.  The embedded header names the socket, as xt_socket does.
 */
static unsigned int tcpsplit_steer_icmp(struct net *net, struct sk_buff *skb,
					const struct nf_hook_state *state)
{
	struct tcpsplit_tuple t;
	struct sock *sk;

	if (!tcpsplit_icmp_inner(skb, &t))
		return NF_ACCEPT;
	/* The socket sent inner; it receives from inner's destination. */
	sk = nf_tproxy_get_sock_v4(net, skb, IPPROTO_TCP, t.daddr, t.saddr,
				   t.dport, t.sport, state->in,
				   NF_TPROXY_LOOKUP_ESTABLISHED);
	if (!sk)
		return NF_ACCEPT;
	/* Delivered locally, icmp_rcv() finds the socket again itself. */
	if (inet_sk_transparent(sk))
		tcpsplit_steer_local(skb, state->in);
	sock_gen_put(sk);
	return NF_ACCEPT;
}

/* A SYN that matched a flow: start the split, or say why not. */
static unsigned int tcpsplit_intercept(struct tcpsplit_net *tn,
				       struct tcpsplit_flow *flow,
				       struct sk_buff *skb,
				       const struct nf_hook_state *state,
				       const struct iphdr *iph,
				       const struct tcphdr *th)
{
	struct tcpsplit_conn *conn;
	struct sock *lsk;
	int err;

	conn = tcpsplit_conn_lookup(tn, iph->saddr, th->source, iph->daddr,
				    th->dest);
	if (conn) {
		/*
		 * A retransmitted SYN.  While the server has not answered,
		 * the first SYN stands for it.  Once the listener has it, a
		 * retransmission means the client missed the SYN-ACK or the
		 * listener dropped the SYN: the listener gets it again.
		 */
		lsk = tcpsplit_listener_sk(tn);
		if (READ_ONCE(conn->state) != TCPSPLIT_CONN_S_ACCEPTING || !lsk ||
		    !tcpsplit_syn_deliver(skb, lsk))
			return NF_DROP;
		return NF_STOLEN;
	}

	err = tcpsplit_conn_start(tn, flow, skb, state);
	if (err == -EEXIST)
		return NF_DROP;		/* lost a race with its twin */
	if (err == -ENOBUFS) {
		/* Never refused for lack of memory: forwarded unsplit. */
		atomic64_inc(&tn->syns_matched);
		return NF_ACCEPT;
	}
	if (err) {
		atomic64_inc(&flow->errors);
		return NF_DROP;		/* the client will try again */
	}
	atomic64_inc(&flow->syns);
	atomic64_inc(&tn->syns_matched);
	return NF_STOLEN;
}

/* PRE_ROUTING, after destination NAT: steer our sockets' packets. */
static unsigned int tcpsplit_prerouting(void *priv, struct sk_buff *skb,
					const struct nf_hook_state *state)
{
	struct tcpsplit_net *tn = tcpsplit_pernet(state->net);
	const struct tcphdr *th;
	const struct iphdr *iph;
	struct tcphdr _th;
	int verdict;

	/*
	 * Every namespace runs this hook, including the client's and the
	 * server's in a test: without flows or connections the hook must
	 * not even look at the packet.
	 */
	if (!READ_ONCE(tn->nflows) && !atomic_read(&tn->nconns))
		return NF_ACCEPT;

	iph = ip_hdr(skb);
	if (ip_is_fragment(iph))
		return NF_ACCEPT;
	if (iph->protocol == IPPROTO_ICMP)
		return tcpsplit_steer_icmp(state->net, skb, state);
	if (iph->protocol != IPPROTO_TCP)
		return NF_ACCEPT;
	th = skb_header_pointer(skb, ip_hdrlen(skb), sizeof(_th), &_th);
	if (!th)
		return NF_ACCEPT;

	verdict = tcpsplit_steer(state->net, skb, state, iph, th);
	return verdict >= 0 ? verdict : NF_ACCEPT;
}

/* FORWARD, last: a SYN the router forwards may start a split. */
static unsigned int tcpsplit_forward(void *priv, struct sk_buff *skb,
				     const struct nf_hook_state *state)
{
	struct tcpsplit_net *tn = tcpsplit_pernet(state->net);
	const struct tcphdr *th;
	struct tcpsplit_flow *flow;
	const struct iphdr *iph;
	struct tcphdr _th;

	if (!READ_ONCE(tn->nflows))
		return NF_ACCEPT;
	iph = ip_hdr(skb);
	if (iph->protocol != IPPROTO_TCP || ip_is_fragment(iph))
		return NF_ACCEPT;
	th = skb_header_pointer(skb, ip_hdrlen(skb), sizeof(_th), &_th);
	if (!th || !th->syn || th->ack || th->rst || th->fin)
		return NF_ACCEPT;

	atomic64_inc(&tn->syns_seen);
	flow = tcpsplit_flow_match_v4(tn, state->in->ifindex, iph->saddr,
				      iph->daddr, ntohs(th->source),
				      ntohs(th->dest));
	if (!flow)
		return NF_ACCEPT;
	return tcpsplit_intercept(tn, flow, skb, state, iph, th);
}

/*
 * LOCAL_IN, first: the client's SYN on its way to the listener (only the
 * module assigns the listener to a packet).  The connection it opens is
 * forwarded traffic that the forward chain has accepted already; the
 * input chain, which typically drops new connections to the router, must
 * not see it.  It goes straight on to TCP, its conntrack entry confirmed
 * as LOCAL_IN's last hook would have done.  Its later packets are
 * ESTABLISHED for the input chain.
 */
static unsigned int tcpsplit_local_in(void *priv, struct sk_buff *skb,
				      const struct nf_hook_state *state)
{
	struct tcpsplit_net *tn;

	if (!skb->sk)
		return NF_ACCEPT;
	tn = tcpsplit_pernet(state->net);
	if (skb->sk != tcpsplit_listener_sk(tn))
		return NF_ACCEPT;
	switch (tcpsplit_ct_confirm(skb)) {
	case NF_ACCEPT:
		break;
	case NF_DROP:
		return NF_DROP;
	default:
		return NF_ACCEPT;	/* conntrack not at hand: the long way */
	}
	state->okfn(state->net, state->sk, skb);
	return NF_STOLEN;
}

/*
 * PRE_ROUTING after destination NAT (NF_IP_PRI_NAT_DST), so that packets
 * are steered by the addresses they really go to; FORWARD after every
 * filter.  These start connections and carry them.
 */
static const struct nf_hook_ops tcpsplit_nf_ops[] = {
	{
		.hook		= tcpsplit_prerouting,
		.pf		= NFPROTO_IPV4,
		.hooknum	= NF_INET_PRE_ROUTING,
		.priority	= NF_IP_PRI_NAT_DST + 1,
	},
	{
		.hook		= tcpsplit_forward,
		.pf		= NFPROTO_IPV4,
		.hooknum	= NF_INET_FORWARD,
		.priority	= NF_IP_PRI_LAST,
	},
	{
		.hook		= tcpsplit_local_in,
		.pf		= NFPROTO_IPV4,
		.hooknum	= NF_INET_LOCAL_IN,
		.priority	= NF_IP_PRI_FIRST,
	},
};

/*
 * Right before conntrack, after the ruleset's raw chains.  Apart, so that
 * the resets of the connections torn down at exit still get their zone.
 */
static const struct nf_hook_ops tcpsplit_ct_nf_ops[] = {
	{
		.hook		= tcpsplit_ct_in,
		.pf		= NFPROTO_IPV4,
		.hooknum	= NF_INET_PRE_ROUTING,
		.priority	= NF_IP_PRI_CONNTRACK - 1,
	},
	{
		.hook		= tcpsplit_ct_out,
		.pf		= NFPROTO_IPV4,
		.hooknum	= NF_INET_LOCAL_OUT,
		.priority	= NF_IP_PRI_CONNTRACK - 1,
	},
};

/**
 * tcpsplit_hook_net_init() - register the hooks in a namespace
 * @net: the namespace
 *
 * Return: 0 or a negative errno.
 */
int tcpsplit_hook_net_init(struct net *net)
{
	int err;

	err = nf_register_net_hooks(net, tcpsplit_ct_nf_ops,
				    ARRAY_SIZE(tcpsplit_ct_nf_ops));
	if (err)
		return err;
	err = nf_register_net_hooks(net, tcpsplit_nf_ops,
				    ARRAY_SIZE(tcpsplit_nf_ops));
	if (err)
		nf_unregister_net_hooks(net, tcpsplit_ct_nf_ops,
					ARRAY_SIZE(tcpsplit_ct_nf_ops));
	return err;
}

/**
 * tcpsplit_hook_net_stop() - unregister the hooks that carry connections
 * @net: the namespace
 *
 * Returns after every packet in them has left them: no connection starts
 * after this.
 */
void tcpsplit_hook_net_stop(struct net *net)
{
	nf_unregister_net_hooks(net, tcpsplit_nf_ops,
				ARRAY_SIZE(tcpsplit_nf_ops));
}

/**
 * tcpsplit_hook_net_exit() - unregister the conntrack zone hooks
 * @net: the namespace
 *
 * Context: after tcpsplit_hook_net_stop() and the connections' teardown.
 */
void tcpsplit_hook_net_exit(struct net *net)
{
	nf_unregister_net_hooks(net, tcpsplit_ct_nf_ops,
				ARRAY_SIZE(tcpsplit_ct_nf_ops));
}
