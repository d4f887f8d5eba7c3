// SPDX-License-Identifier: GPL-2.0
/*
 * tcpsplit: split connections and conntrack.
 *
 * Both legs of a split connection carry the same addresses and ports
 * (client:port <-> server:port), each with its own sequence numbers.  In
 * one conntrack zone they would make one confused entry whose packets are
 * INVALID, and the most common firewall rule, "ct state invalid drop",
 * would stall every split.  So each leg gets an entry of its own:
 *
 * - the client leg (the client's packets, and the answers of the socket
 *   the router accepted for it) is tracked as the client's SYN was: an
 *   ordinary entry, in the zone the ruleset gave the SYN (0 normally),
 *   with the destination NAT that was applied to the SYN;
 * - the server leg (between the router's upstream socket and the server)
 *   is tracked in a zone of its own, tcpsplit_net.ct_zone (65535 unless
 *   set otherwise): its packets get a template conntrack of that zone
 *   before conntrack sees them, as the CT target's "zone" does.  Source
 *   NAT on the server's side applies to this entry.
 *
 * Which packets are the server leg's, decided before conntrack (at
 * NF_IP_PRI_CONNTRACK - 1, so that a ruleset's own raw chains come first):
 *
 * - LOCAL_OUT: what the upstream socket sends (skb->sk), and what the
 *   stack sends in its name once it is in TIME_WAIT or gone (ACKs,
 *   resets): such a packet has the original tuple of an entry of the zone;
 * - PRE_ROUTING: a packet whose tuple is the reply tuple of an entry of
 *   the zone (the server's packets, translated or not), and an ICMP error
 *   about a packet in the original direction.
 *
 * A client's packet has the server leg's original tuple too, but arrives
 * in PRE_ROUTING: it stays where it is.
 *
 * The client's SYN goes to the listener past LOCAL_IN's hooks, its entry
 * confirmed here as LOCAL_IN's last hook would have (see hook.c): the
 * operator's forward chain accepted the connection already, and an input
 * chain with policy drop must not refuse it a second time.
 *
 * tcpsplit does not depend on conntrack and does not load it.  The few
 * functions it needs are looked up (symbol_get()) the first time it splits
 * a connection whose SYN conntrack saw; from then on the module holds
 * conntrack until it is unloaded itself.
 */
#include <linux/icmp.h>
#include <linux/ip.h>
#include <linux/module.h>
#include <linux/tcp.h>
#include <net/ip.h>
#include <net/tcp.h>
#include <net/netfilter/nf_conntrack.h>
#include <net/netfilter/nf_conntrack_core.h>
#include <net/netfilter/nf_conntrack_ecache.h>
#include <net/netfilter/nf_conntrack_zones.h>

#include "tcpsplit.h"
#include "ct.h"
#include "conn.h"
#include "packet.h"

/* Packets may still come for a server leg this long after its socket. */
#define TCPSPLIT_CT_LINGER	(2 * TCP_TIMEWAIT_LEN)

/* Conntrack's functions tcpsplit uses, found by symbol_get(). */
struct tcpsplit_ct_ops {
	struct nf_conn *(*tmpl_alloc)(struct net *net,
				      const struct nf_conntrack_zone *zone,
				      gfp_t flags);
	struct nf_conntrack_tuple_hash *
		(*find_get)(struct net *net,
			    const struct nf_conntrack_zone *zone,
			    const struct nf_conntrack_tuple *tuple);
	int (*confirm)(struct sk_buff *skb);
	bool (*delete)(struct nf_conn *ct, u32 portid, int report);
#ifdef CONFIG_NF_CONNTRACK_EVENTS
	void (*deliver_events)(struct nf_conn *ct);
#endif
};

static DEFINE_MUTEX(tcpsplit_ct_mutex);
static struct tcpsplit_ct_ops tcpsplit_ct_ops;
/* Set once, under the mutex, after tcpsplit_ct_ops is filled in. */
static bool tcpsplit_ct_bound;

static const struct tcpsplit_ct_ops *tcpsplit_ct(void)
{
	/* Pairs with the release in tcpsplit_ct_bind(): ops filled in. */
	return smp_load_acquire(&tcpsplit_ct_bound) ? &tcpsplit_ct_ops : NULL;
}

static void tcpsplit_ct_put_syms(const struct tcpsplit_ct_ops *ops)
{
	if (ops->tmpl_alloc)
		symbol_put(nf_ct_tmpl_alloc);
	if (ops->find_get)
		symbol_put(nf_conntrack_find_get);
	if (ops->confirm)
		symbol_put(__nf_conntrack_confirm);
	if (ops->delete)
		symbol_put(nf_ct_delete);
#ifdef CONFIG_NF_CONNTRACK_EVENTS
	if (ops->deliver_events)
		symbol_put(nf_ct_deliver_cached_events);
#endif
}

/* Finds conntrack's functions, if conntrack is loaded. */
static const struct tcpsplit_ct_ops *tcpsplit_ct_bind(void)
{
	struct tcpsplit_ct_ops ops = {};

	if (tcpsplit_ct())
		return &tcpsplit_ct_ops;
	if (!rcu_access_pointer(nf_ct_hook))
		return NULL;		/* not loaded */

	mutex_lock(&tcpsplit_ct_mutex);
	if (tcpsplit_ct_bound)
		goto out;
	ops.tmpl_alloc = symbol_get(nf_ct_tmpl_alloc);
	ops.find_get = symbol_get(nf_conntrack_find_get);
	ops.confirm = symbol_get(__nf_conntrack_confirm);
	ops.delete = symbol_get(nf_ct_delete);
#ifdef CONFIG_NF_CONNTRACK_EVENTS
	ops.deliver_events = symbol_get(nf_ct_deliver_cached_events);
	if (!ops.deliver_events)
		goto fail;
#endif
	if (!ops.tmpl_alloc || !ops.find_get || !ops.confirm || !ops.delete)
		goto fail;
	tcpsplit_ct_ops = ops;
	/* Lockless readers see the ops before the flag (tcpsplit_ct()). */
	smp_store_release(&tcpsplit_ct_bound, true);
out:
	mutex_unlock(&tcpsplit_ct_mutex);
	return &tcpsplit_ct_ops;

fail:
	mutex_unlock(&tcpsplit_ct_mutex);
	tcpsplit_ct_put_syms(&ops);
	pr_warn_once("tcpsplit: conntrack is loaded but its functions were not found: split connections are not given conntrack zones\n");
	return NULL;
}

/**
 * tcpsplit_ct_exit() - let go of conntrack
 *
 * Context: module exit, after every namespace dropped its template.
 */
void tcpsplit_ct_exit(void)
{
	if (tcpsplit_ct_bound)
		tcpsplit_ct_put_syms(&tcpsplit_ct_ops);
}

static struct nf_conn *tcpsplit_ct_tmpl_new(const struct tcpsplit_ct_ops *ops,
					    struct net *net, u16 id)
{
	struct nf_conntrack_zone zone;
	struct nf_conn *tmpl;

	nf_ct_zone_init(&zone, id, NF_CT_DEFAULT_ZONE_DIR, 0);
	tmpl = ops->tmpl_alloc(net, &zone, GFP_KERNEL);
	if (tmpl)
		__set_bit(IPS_CONFIRMED_BIT, &tmpl->status);
	return tmpl;
}

/* Not nf_ct_put(): that would make the module depend on conntrack. */
static void tcpsplit_ct_tmpl_put(struct nf_conn *tmpl)
{
	if (tmpl)
		nf_conntrack_put(&tmpl->ct_general);
}

/**
 * tcpsplit_ct_conn_init() - record how conntrack sees a new connection
 * @conn: the connection, before its upstream socket connects
 *
 * If conntrack tracked the client's SYN, the namespace's server legs get
 * their zone from now on: the template is created with the first such
 * connection, before its upstream socket sends anything.
 *
 * Context: process context, the connection's work.
 */
void tcpsplit_ct_conn_init(struct tcpsplit_conn *conn)
{
	struct tcpsplit_net *tn = conn->tn;
	const struct tcpsplit_ct_ops *ops;
	enum ip_conntrack_info ctinfo;
	struct nf_conn *ct;

	ct = nf_ct_get(conn->syn, &ctinfo);
	if (!ct || nf_ct_is_template(ct))
		return;
	conn->ct_client = true;
	conn->ct_client_zone = nf_ct_zone(ct)->id;

	if (rcu_access_pointer(tn->ct_tmpl))
		return;
	ops = tcpsplit_ct_bind();
	if (!ops)
		return;
	mutex_lock(&tn->lock);
	if (!rcu_access_pointer(tn->ct_tmpl))
		rcu_assign_pointer(tn->ct_tmpl,
				   tcpsplit_ct_tmpl_new(ops, tn->net,
							tn->ct_zone));
	mutex_unlock(&tn->lock);
}

/**
 * tcpsplit_ct_conn_gone() - a connection's sockets are closed
 * @tn: the namespace's state
 *
 * Late packets of its server leg (a FIN retransmitted to a socket in
 * TIME_WAIT) must still find their zone for a while.
 */
void tcpsplit_ct_conn_gone(struct tcpsplit_net *tn)
{
	WRITE_ONCE(tn->ct_quiet, jiffies + TCPSPLIT_CT_LINGER);
}

/*
 * The zone's template, if server legs of this namespace may be about:
 * the hooks pay for a conntrack lookup only then.
 */
static struct nf_conn *tcpsplit_ct_active(struct tcpsplit_net *tn)
{
	struct nf_conn *tmpl = rcu_dereference(tn->ct_tmpl);

	if (!tmpl)
		return NULL;
	if (!atomic_read(&tn->nconns) &&
	    time_after(jiffies, READ_ONCE(tn->ct_quiet)))
		return NULL;
	return tmpl;
}

static void tcpsplit_ct_attach(struct sk_buff *skb, struct nf_conn *tmpl)
{
	nf_conntrack_get(&tmpl->ct_general);
	nf_ct_set(skb, tmpl, IP_CT_NEW);
}

/*
 * The zone's entry with this tuple, in either direction (*@dir), with a
 * reference.  The tuple is built by hand (nf_ct_get_tuplepr() would be one
 * more symbol) and only for TCP, the only protocol the zone holds.  A
 * template exists, so conntrack's functions were found.
 */
static struct nf_conn *tcpsplit_ct_lookup(struct net *net,
					  struct nf_conn *tmpl,
					  const struct tcpsplit_tuple *pt,
					  enum ip_conntrack_dir *dir)
{
	struct nf_conntrack_tuple_hash *h;
	struct nf_conntrack_tuple t;

	memset(&t, 0, sizeof(t));
	if (pt->family == AF_INET) {
		t.src.l3num = NFPROTO_IPV4;
		t.src.u3.ip = pt->saddr.v4;
		t.dst.u3.ip = pt->daddr.v4;
	} else {
		t.src.l3num = NFPROTO_IPV6;
		t.src.u3.in6 = pt->saddr.v6;
		t.dst.u3.in6 = pt->daddr.v6;
	}
	t.src.u.tcp.port = pt->sport;
	t.dst.u.tcp.port = pt->dport;
	t.dst.protonum = IPPROTO_TCP;
	h = tcpsplit_ct_ops.find_get(net, nf_ct_zone(tmpl), &t);
	if (!h)
		return NULL;
	*dir = NF_CT_DIRECTION(h);
	return nf_ct_tuplehash_to_ctrack(h);
}

/* Whether the zone has an entry with this tuple in direction @dir. */
static bool tcpsplit_ct_find(struct net *net, struct nf_conn *tmpl,
			     const struct tcpsplit_tuple *pt,
			     enum ip_conntrack_dir dir)
{
	enum ip_conntrack_dir found;
	struct nf_conn *ct;

	ct = tcpsplit_ct_lookup(net, tmpl, pt, &found);
	if (!ct)
		return false;
	nf_conntrack_put(&ct->ct_general);
	return found == dir;
}

/*
 * A packet from the client's side with a server leg's tuple: it stays in
 * the client's zone.  If it is a SYN and that server leg is over (its
 * entry in TIME_WAIT or CLOSE), the client reopens the 4-tuple, and the
 * old entry goes, as conntrack ends an entry that a SYN reopens in its
 * own zone: left, it would take the server's answers to the new
 * connection, and it is a connection the router may not split (memory
 * limit, flow deleted, a local error), whose answers then belong to the
 * client's zone.
 */
static void tcpsplit_ct_reopen(struct sk_buff *skb, int off, struct nf_conn *ct)
{
	const struct tcphdr *th;
	struct tcphdr _th;
	u8 state;

	th = skb_header_pointer(skb, off, sizeof(_th), &_th);
	if (!th || !th->syn || th->ack || th->rst)
		return;
	state = READ_ONCE(ct->proto.tcp.state);
	if (state == TCP_CONNTRACK_TIME_WAIT || state == TCP_CONNTRACK_CLOSE)
		tcpsplit_ct_ops.delete(ct, 0, 0);
}

/**
 * tcpsplit_ct_stray() - whether a packet is a late one of a leg that closed
 * @tn: the namespace's state
 * @net: the namespace
 * @t: the packet's addresses and ports, in either direction
 *
 * A leg that closed from LAST_ACK keeps no TIME_WAIT: a segment its peer
 * sent before the ACK that closed it, overtaken on the way (veth queues
 * its packets on the sending CPU), finds no socket of the router.  It is
 * the leg's (its sequence numbers are the leg's), not the connection's
 * beyond the router: forwarded, the next hop's conntrack finds it invalid
 * (the next router of a chain, or a firewall in front of the server).
 * The server leg's entry tells such a 4-tuple: it ended here (TIME_WAIT,
 * or CLOSE after a reset), or it is closing (a FIN seen either way) and
 * the packet found no socket of either leg.  A leg closes only after
 * both of its FINs, and the router sends its FIN on the client leg only
 * after the server's FIN, so once the client leg is gone the server leg
 * is at least in CLOSE_WAIT; when both peers close at once both legs end
 * from LAST_ACK and the client leg may go first, with the server leg's
 * entry still in LAST_ACK.  No SYN has reopened the 4-tuple since
 * (tcpsplit_ct_reopen() deletes the entry).
 *
 * Context: rcu_read_lock(), a hook, for a TCP packet no socket took.
 * Return: true if the packet is such a late one.
 */
bool tcpsplit_ct_stray(struct tcpsplit_net *tn, struct net *net,
		       const struct tcpsplit_tuple *t)
{
	enum ip_conntrack_dir dir;
	struct nf_conn *tmpl, *ct;
	u8 state;

	tmpl = tcpsplit_ct_active(tn);
	if (!tmpl)
		return false;
	ct = tcpsplit_ct_lookup(net, tmpl, t, &dir);
	if (!ct)
		return false;
	state = READ_ONCE(ct->proto.tcp.state);
	nf_conntrack_put(&ct->ct_general);
	return state >= TCP_CONNTRACK_FIN_WAIT && state <= TCP_CONNTRACK_CLOSE;
}

/**
 * tcpsplit_ct_in() - PRE_ROUTING, before conntrack: zone the server's packets
 * @priv: unused
 * @skb: the packet
 * @state: the hook's state
 *
 * Return: NF_ACCEPT.
 */
unsigned int tcpsplit_ct_in(void *priv, struct sk_buff *skb,
			    const struct nf_hook_state *state)
{
	struct tcpsplit_net *tn = tcpsplit_pernet(state->net);
	enum ip_conntrack_dir dir;
	struct tcpsplit_tuple t;
	struct nf_conn *tmpl, *ct;
	bool unsplittable;
	int off;
	u8 proto;

	tmpl = tcpsplit_ct_active(tn);
	if (!tmpl || skb_nfct(skb))
		return NF_ACCEPT;	/* the ruleset's raw chain chose */
	off = tcpsplit_packet_transport(skb, state->pf, &proto, &unsplittable);
	if (off < 0)
		return NF_ACCEPT;
	if (proto == IPPROTO_TCP) {
		if (!tcpsplit_packet_tuple_at(skb, state->pf, off, &t))
			return NF_ACCEPT;
		ct = tcpsplit_ct_lookup(state->net, tmpl, &t, &dir);
		if (!ct)
			return NF_ACCEPT;
		if (dir == IP_CT_DIR_REPLY)
			tcpsplit_ct_attach(skb, tmpl);
		else
			tcpsplit_ct_reopen(skb, off, ct);
		nf_conntrack_put(&ct->ct_general);
		return NF_ACCEPT;
	}
	if (proto != tcpsplit_packet_icmp_proto(state->pf) ||
	    !tcpsplit_packet_icmp_inner(skb, state->pf, off, &t))
		return NF_ACCEPT;
	/* The error is about inner: look up inner's answer. */
	swap(t.saddr, t.daddr);
	swap(t.sport, t.dport);
	if (tcpsplit_ct_find(state->net, tmpl, &t, IP_CT_DIR_REPLY))
		tcpsplit_ct_attach(skb, tmpl);
	return NF_ACCEPT;
}

/**
 * tcpsplit_ct_out() - LOCAL_OUT, before conntrack: zone the upstream's packets
 * @priv: unused
 * @skb: the packet
 * @state: the hook's state
 *
 * Return: NF_ACCEPT.
 */
unsigned int tcpsplit_ct_out(void *priv, struct sk_buff *skb,
			     const struct nf_hook_state *state)
{
	struct tcpsplit_net *tn = tcpsplit_pernet(state->net);
	struct tcpsplit_tuple t;
	struct nf_conn *tmpl;
	struct sock *sk;

	tmpl = rcu_dereference(tn->ct_tmpl);
	if (!tmpl || skb_nfct(skb))
		return NF_ACCEPT;
	sk = skb->sk;
	if (sk && sk_fullsock(sk)) {
		switch (tcpsplit_conn_sk_leg(sk)) {
		case TCPSPLIT_LEG_UP:
			tcpsplit_ct_attach(skb, tmpl);
			return NF_ACCEPT;
		case TCPSPLIT_LEG_DOWN:
			return NF_ACCEPT;
		case TCPSPLIT_LEG_NONE:
			break;
		}
	}
	/* Sent by the stack for a socket in TIME_WAIT or gone. */
	if (!tcpsplit_ct_active(tn) || !tcpsplit_packet_tuple(skb, state->pf, &t))
		return NF_ACCEPT;
	if (tcpsplit_ct_find(state->net, tmpl, &t, IP_CT_DIR_ORIGINAL))
		tcpsplit_ct_attach(skb, tmpl);
	return NF_ACCEPT;
}

/**
 * tcpsplit_ct_confirm() - confirm the entry of a SYN that skips LOCAL_IN
 * @skb: the client's SYN, on its way to the listener
 *
 * Context: rcu_read_lock(), BHs disabled.
 * Return: NF_ACCEPT (confirmed, or nothing to confirm), NF_DROP (the
 * entry clashed with another), or -1 if the SYN must take LOCAL_IN's
 * hooks after all (conntrack's functions are not at hand).
 */
int tcpsplit_ct_confirm(struct sk_buff *skb)
{
	const struct tcpsplit_ct_ops *ops;
	enum ip_conntrack_info ctinfo;
	struct nf_conn *ct;
	int ret;

	ct = nf_ct_get(skb, &ctinfo);
	if (!ct || nf_ct_is_confirmed(ct))
		return NF_ACCEPT;
	ops = tcpsplit_ct();
	if (!ops)
		return -1;
	ret = ops->confirm(skb);
#ifdef CONFIG_NF_CONNTRACK_EVENTS
	if (ret == NF_ACCEPT) {
		ct = nf_ct_get(skb, &ctinfo);
		if (ct && nf_ct_ecache_exist(ct))
			ops->deliver_events(ct);
	}
#endif
	return ret;
}

/**
 * tcpsplit_ct_set_zone() - change the zone of the namespace's server legs
 * @tn: the namespace's state
 * @zone: the new zone
 * @extack: for the reason of a refusal
 *
 * Context: tn->lock held.
 * Return: 0, -EINVAL for zone 0, -EBUSY while split connections are
 * live, or -ENOMEM.
 */
int tcpsplit_ct_set_zone(struct tcpsplit_net *tn, u16 zone,
			 struct netlink_ext_ack *extack)
{
	const struct tcpsplit_ct_ops *ops = tcpsplit_ct();
	struct nf_conn *old, *tmpl;
	int busy, err = 0;

	lockdep_assert_held(&tn->lock);
	/*
	 * The client legs (and every unsplit connection) are tracked in the
	 * zone of the packets' own template, 0 unless the ruleset sets one:
	 * server legs there would collide with their client legs' entries.
	 */
	if (!zone) {
		NL_SET_ERR_MSG(extack,
			       "zone 0 is the client legs' zone: the server legs need a zone of their own");
		return -EINVAL;
	}
	if (zone == tn->ct_zone)
		return 0;
	/*
	 * Their server legs' entries are in the old zone.  The hook starts
	 * connections under conns_lock: none can start between this look
	 * and the new template (tcpsplit_conn_start() forwards their SYNs
	 * unsplit meanwhile).
	 */
	spin_lock_bh(&tn->conns_lock);
	busy = atomic_read(&tn->nconns);
	if (!busy)
		tn->ct_zone_moving = true;
	spin_unlock_bh(&tn->conns_lock);
	if (busy) {
		NL_SET_ERR_MSG(extack,
			       "split connections are live: the conntrack zone can only change without any");
		return -EBUSY;
	}
	old = rcu_dereference_protected(tn->ct_tmpl,
					lockdep_is_held(&tn->lock));
	if (old && ops) {
		tmpl = tcpsplit_ct_tmpl_new(ops, tn->net, zone);
		if (!tmpl) {
			err = -ENOMEM;
			goto out;
		}
		rcu_assign_pointer(tn->ct_tmpl, tmpl);
		/* The hooks take their references under RCU. */
		synchronize_net();
		tcpsplit_ct_tmpl_put(old);
	}
	tn->ct_zone = zone;
out:
	spin_lock_bh(&tn->conns_lock);
	tn->ct_zone_moving = false;
	spin_unlock_bh(&tn->conns_lock);
	return err;
}

/**
 * tcpsplit_ct_net_init() - a namespace's conntrack settings
 * @tn: the namespace's state
 */
void tcpsplit_ct_net_init(struct tcpsplit_net *tn)
{
	tn->ct_zone = TCPSPLIT_CT_ZONE_DEFAULT;
	RCU_INIT_POINTER(tn->ct_tmpl, NULL);
	tn->ct_quiet = jiffies;
}

/**
 * tcpsplit_ct_net_exit() - drop a namespace's template
 * @tn: the namespace's state
 *
 * Context: the namespace's hooks are unregistered (no reader is left).
 */
void tcpsplit_ct_net_exit(struct tcpsplit_net *tn)
{
	tcpsplit_ct_tmpl_put(rcu_dereference_protected(tn->ct_tmpl, 1));
	RCU_INIT_POINTER(tn->ct_tmpl, NULL);
}
