// SPDX-License-Identifier: GPL-2.0
/*
 * tcpsplit: the netfilter hooks.
 *
 * In a namespace with flows or live split connections, for IPv4 and IPv6
 * alike:
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
 * - LOCAL_OUT, last: the listener's SYN-ACKs leave without telling TCP
 *   whether a queue on the way dropped them (tcpsplit_local_out());
 * - PRE_ROUTING and LOCAL_OUT, just before conntrack: the server legs'
 *   packets are put in their own conntrack zone (ct.c).
 *
 * Everything else goes on untouched.
 */
#include <linux/icmp.h>
#include <linux/icmpv6.h>
#include <linux/ip.h>
#include <linux/ipv6.h>
#include <linux/netfilter.h>
#include <linux/netfilter_ipv4.h>
#include <linux/netfilter_ipv6.h>
#include <linux/tcp.h>
#include <net/dst.h>
#include <net/inet_hashtables.h>
#include <net/ip.h>
#include <net/ipv6.h>
#include <net/netfilter/ipv4/nf_defrag_ipv4.h>
#include <net/netfilter/ipv6/nf_defrag_ipv6.h>
#include <net/netfilter/nf_tproxy.h>
#include <net/route.h>
#include <net/tcp.h>

#include "tcpsplit.h"
#include "hook.h"
#include "flow.h"
#include "conn.h"
#include "ct.h"
#include "packet.h"
#include "steer.h"
#include "listener.h"

/* A SYN that matched a flow: start the split, or say why not. */
static unsigned int tcpsplit_intercept(struct tcpsplit_net *tn,
				       struct tcpsplit_flow *flow,
				       struct sk_buff *skb,
				       const struct nf_hook_state *state,
				       const struct tcpsplit_tuple *t)
{
	struct tcpsplit_conn *conn;
	struct sock *lsk;
	int err;

	conn = tcpsplit_conn_lookup(tn, t);
	if (conn) {
		/*
		 * A retransmitted SYN.  While the server has not answered,
		 * the first SYN stands for it.  Once the listener has it, a
		 * retransmission means the client missed the SYN-ACK or the
		 * listener dropped the SYN: the listener gets it again.
		 */
		lsk = tcpsplit_listener_sk(tn, t->family);
		if (READ_ONCE(conn->state) != TCPSPLIT_CONN_S_ACCEPTING || !lsk ||
		    !tcpsplit_steer_syn_deliver(skb, lsk))
			return NF_DROP;
		return NF_STOLEN;
	}

	err = tcpsplit_conn_start(tn, flow, skb, state, t);
	if (err == -EEXIST)
		return NF_DROP;		/* lost a race with its twin */
	if (err == -ENOBUFS) {
		/* Never refused for lack of memory: forwarded unsplit. */
		tcpsplit_stat_inc(tn, TCPSPLIT_STAT_SYNS_MATCHED);
		return NF_ACCEPT;
	}
	if (err == -ENOENT || err == -EAGAIN)
		return NF_ACCEPT;	/* as if no flow had matched */
	if (err) {
		atomic64_inc(&flow->errors);
		return NF_DROP;		/* the client will try again */
	}
	atomic64_inc(&flow->syns);
	tcpsplit_stat_inc(tn, TCPSPLIT_STAT_SYNS_MATCHED);
	return NF_STOLEN;
}

/* PRE_ROUTING, after destination NAT: steer our sockets' packets. */
static unsigned int tcpsplit_prerouting(void *priv, struct sk_buff *skb,
					const struct nf_hook_state *state)
{
	struct tcpsplit_net *tn = tcpsplit_pernet(state->net);
	struct tcpsplit_tuple t;
	const struct tcphdr *th;
	struct tcphdr _th;
	bool unsplittable;
	int verdict, off;
	u8 proto;

	/*
	 * Every namespace runs this hook, including the client's and the
	 * server's in a test: without flows or connections the hook must
	 * not even look at the packet.
	 */
	if (!READ_ONCE(tn->nflows) && !atomic_read(&tn->nconns))
		return NF_ACCEPT;

	off = tcpsplit_packet_transport(skb, state->pf, &proto, &unsplittable);
	if (off < 0)
		return NF_ACCEPT;
	if (proto == tcpsplit_packet_icmp_proto(state->pf))
		return tcpsplit_steer_icmp(state->net, skb, state, off);
	if (proto != IPPROTO_TCP)
		return NF_ACCEPT;
	th = skb_header_pointer(skb, off, sizeof(_th), &_th);
	if (!th || !tcpsplit_packet_tuple_at(skb, state->pf, off, &t))
		return NF_ACCEPT;

	verdict = tcpsplit_steer(state->net, skb, state, &t, off, th);
	if (verdict >= 0)
		return verdict;
	/* A late segment of one of our legs, closed: not to be forwarded. */
	if (!th->syn && tcpsplit_ct_stray(tn, state->net, &t)) {
		tcpsplit_stat_inc(tn, TCPSPLIT_STAT_LATE_DROPPED);
		return NF_DROP;
	}
	return NF_ACCEPT;
}

/* FORWARD, last: a SYN the router forwards may start a split. */
static unsigned int tcpsplit_forward(void *priv, struct sk_buff *skb,
				     const struct nf_hook_state *state)
{
	struct tcpsplit_net *tn = tcpsplit_pernet(state->net);
	struct tcpsplit_flow *flow;
	struct tcpsplit_tuple t;
	const struct tcphdr *th;
	unsigned int verdict;
	struct tcphdr _th;
	bool unsplittable;
	int off;
	u8 proto;

	if (!READ_ONCE(tn->nflows))
		return NF_ACCEPT;
	off = tcpsplit_packet_transport(skb, state->pf, &proto, &unsplittable);
	if (off < 0 || proto != IPPROTO_TCP)
		return NF_ACCEPT;
	th = skb_header_pointer(skb, off, sizeof(_th), &_th);
	if (!th || !th->syn || th->ack || th->rst || th->fin)
		return NF_ACCEPT;
	if (unsplittable) {
		/*
		 * A routing header names other destinations than the one
		 * in the IPv6 header, destination options are for the
		 * server, fragments were never meant to be one packet:
		 * what the client sent goes on as it is.
		 */
		tcpsplit_stat_inc(tn, TCPSPLIT_STAT_SYNS_UNPARSED);
		return NF_ACCEPT;
	}
	if (!tcpsplit_packet_tuple_at(skb, state->pf, off, &t))
		return NF_ACCEPT;

	tcpsplit_stat_inc(tn, TCPSPLIT_STAT_SYNS_SEEN);
	/* Server legs of the namespace may be in TIME_WAIT only then. */
	if (atomic_read(&tn->nconns) ||
	    time_before(jiffies, READ_ONCE(tn->ct_quiet)))
		tcpsplit_steer_forget_tw(state->net, skb, off, &t, state->in);
	flow = tcpsplit_flow_match(tn, state->in->ifindex, &t);
	if (!flow)
		return NF_ACCEPT;
	/*
	 * Softirq, but for a packet that NFQUEUE reinjects from its verdict
	 * (a process): conns_lock and the listener's input are softirq's.
	 */
	local_bh_disable();
	verdict = tcpsplit_intercept(tn, flow, skb, state, &t);
	local_bh_enable();
	return verdict;
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
	if (skb->sk != tcpsplit_listener_sk(tn, state->pf == NFPROTO_IPV6 ?
					    AF_INET6 : AF_INET))
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
 * LOCAL_OUT, last: a SYN-ACK of one of the listener's request sockets.
 * TCP forgets a request socket whose retransmitted SYN-ACK could not be
 * sent (reqsk_timer_handler()), and a full device queue or a veth peer's
 * full backlog counts as that (NET_XMIT_DROP).  A server's client would
 * be reset and try again; but a client leg's request socket is what
 * steers the client's packets to the router: the client, which may hold
 * an earlier SYN-ACK and be sending already, would have its packets
 * forwarded to the server (which drops them: they are out of the server
 * leg's window) until the accept deadline.  Many connections starting at
 * once on one CPU fill such queues.  Sent from here, a SYN-ACK dropped on
 * its way out is a lost packet, as on the wire: the request socket stays
 * and retransmits.  What the rules before this hook drop still fails the
 * send, as they meant.
 */
static unsigned int tcpsplit_local_out(void *priv, struct sk_buff *skb,
				       const struct nf_hook_state *state)
{
	struct sock *sk = skb->sk;
	struct tcpsplit_net *tn;

	if (!sk || READ_ONCE(sk->sk_state) != TCP_NEW_SYN_RECV)
		return NF_ACCEPT;
	tn = tcpsplit_pernet(state->net);
	if (inet_reqsk(sk)->rsk_listener !=
	    tcpsplit_listener_sk(tn, sk->sk_family))
		return NF_ACCEPT;
	state->okfn(state->net, state->sk, skb);
	return NF_STOLEN;
}

/*
 * PRE_ROUTING after destination NAT (NF_IP_PRI_NAT_DST), so that packets
 * are steered by the addresses they really go to; FORWARD after every
 * filter; LOCAL_OUT after every rule that may refuse a SYN-ACK.  These
 * start connections and carry them.
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
	{
		.hook		= tcpsplit_local_out,
		.pf		= NFPROTO_IPV4,
		.hooknum	= NF_INET_LOCAL_OUT,
		.priority	= NF_IP_PRI_LAST,
	},
	{
		.hook		= tcpsplit_prerouting,
		.pf		= NFPROTO_IPV6,
		.hooknum	= NF_INET_PRE_ROUTING,
		.priority	= NF_IP6_PRI_NAT_DST + 1,
	},
	{
		.hook		= tcpsplit_forward,
		.pf		= NFPROTO_IPV6,
		.hooknum	= NF_INET_FORWARD,
		.priority	= NF_IP6_PRI_LAST,
	},
	{
		.hook		= tcpsplit_local_in,
		.pf		= NFPROTO_IPV6,
		.hooknum	= NF_INET_LOCAL_IN,
		.priority	= NF_IP6_PRI_FIRST,
	},
	{
		.hook		= tcpsplit_local_out,
		.pf		= NFPROTO_IPV6,
		.hooknum	= NF_INET_LOCAL_OUT,
		.priority	= NF_IP6_PRI_LAST,
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
	{
		.hook		= tcpsplit_ct_in,
		.pf		= NFPROTO_IPV6,
		.hooknum	= NF_INET_PRE_ROUTING,
		.priority	= NF_IP6_PRI_CONNTRACK - 1,
	},
	{
		.hook		= tcpsplit_ct_out,
		.pf		= NFPROTO_IPV6,
		.hooknum	= NF_INET_LOCAL_OUT,
		.priority	= NF_IP6_PRI_CONNTRACK - 1,
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
 * No packet enters them after this, but packets already in them may still
 * start connections: unregistering frees the hook entries after an RCU
 * grace period and does not wait for one (6.1 and 6.12).  The grace period
 * of tcpsplit_listener_net_stop(), which tcpsplit_conn_net_exit() calls
 * first, does: the hooks run under rcu_read_lock().
 */
void tcpsplit_hook_net_stop(struct net *net)
{
	nf_unregister_net_hooks(net, tcpsplit_nf_ops,
				ARRAY_SIZE(tcpsplit_nf_ops));
}

/**
 * tcpsplit_hook_defrag() - have the namespace's fragments reassembled
 * @tn: the namespace's state
 *
 * A segment of a split connection that arrives in fragments must reach
 * the router's socket whole: only the first fragment carries the ports
 * that steer it, and the others would be forwarded to the server.  As
 * TPROXY does, the namespace's IPv4 and IPv6 packets are reassembled
 * before the hooks (conntrack, when loaded, does it anyway), from its
 * first flow on; forwarded ones leave fragmented as they came.
 *
 * Context: process context, @tn->lock held.
 * Return: 0 or a negative error.
 */
int tcpsplit_hook_defrag(struct tcpsplit_net *tn)
{
	int err;

	lockdep_assert_held(&tn->lock);
	if (tn->defrag)
		return 0;
	err = nf_defrag_ipv4_enable(tn->net);
	if (err)
		return err;
	err = nf_defrag_ipv6_enable(tn->net);
	if (err) {
		nf_defrag_ipv4_disable(tn->net);
		return err;
	}
	tn->defrag = true;
	return 0;
}

/**
 * tcpsplit_hook_net_exit() - unregister the conntrack zone hooks
 * @net: the namespace
 *
 * Context: after tcpsplit_hook_net_stop() and the connections' teardown.
 */
void tcpsplit_hook_net_exit(struct net *net)
{
	struct tcpsplit_net *tn = tcpsplit_pernet(net);

	nf_unregister_net_hooks(net, tcpsplit_ct_nf_ops,
				ARRAY_SIZE(tcpsplit_ct_nf_ops));
	if (tn->defrag) {
		nf_defrag_ipv6_disable(net);
		nf_defrag_ipv4_disable(net);
		tn->defrag = false;
	}
}
