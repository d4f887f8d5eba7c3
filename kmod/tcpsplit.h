/* SPDX-License-Identifier: GPL-2.0 */
/*
 * tcpsplit: what every file of the module uses -- a namespace's state
 * (struct tcpsplit_net), the addresses and ports of a connection (struct
 * tcpsplit_tuple) and the constants they need.  Each file's functions are
 * declared in the header of the same name, and their names begin with it
 * (tcpsplit_relay_step() is in relay.c, declared in relay.h).
 */
#ifndef _TCPSPLIT_H
#define _TCPSPLIT_H

#include <linux/atomic.h>
#include <linux/if.h>
#include <linux/in6.h>
#include <linux/list.h>
#include <linux/mutex.h>
#include <linux/netlink.h>
#include <linux/rcupdate.h>
#include <linux/seqlock.h>
#include <linux/types.h>
#include <linux/workqueue.h>
#include <linux/skbuff.h>
#include <linux/net.h>
#include <linux/refcount.h>
#include <net/net_namespace.h>
#include <net/netns/generic.h>
#include <linux/netfilter.h>

#include <linux/tcpsplit.h>

struct tcpsplit_net;
struct nf_conn;

/* TCP_CA_NAME_MAX, without all of net/tcp.h (checked in cc.c) */
#define TCPSPLIT_CC_NAME_MAX	16

union tcpsplit_addr {
	__be32		v4;
	struct in6_addr	v6;
};

/**
 * struct tcpsplit_tuple - addresses and ports of a TCP packet
 * @saddr: source address
 * @daddr: destination address
 * @sport: source port
 * @dport: destination port
 * @family: AF_INET or AF_INET6
 *
 * Always zeroed before it is filled: tuples are hashed and compared as
 * bytes, padding included.
 */
struct tcpsplit_tuple {
	union tcpsplit_addr	saddr;
	union tcpsplit_addr	daddr;
	__be16			sport;
	__be16			dport;
	u16			family;
};

/**
 * struct tcpsplit_listener - a namespace's listener of one address family
 * @sock: the listening socket
 * @data_ready: its own sk_data_ready
 */
struct tcpsplit_listener {
	struct socket	*sock;
	void		(*data_ready)(struct sock *sk);
};

/* Index of an address family (AF_INET or AF_INET6) in per-family arrays */
#define TCPSPLIT_FIDX(family)	((family) == AF_INET6)

/* Conntrack zone of the server legs unless the operator sets another. */
#define TCPSPLIT_CT_ZONE_DEFAULT	65535

#define TCPSPLIT_CONN_HASH_BITS	10

/**
 * struct tcpsplit_net - per network namespace state
 * @lock: serialises changes to the flow table
 * @flows: the flow table (struct tcpsplit_flow_table), NULL when empty;
 *	replaced whole under @lock, read under RCU
 * @nflows: number of entries in @flows; read without the lock by the hook
 *	to stay a strict no-op in namespaces without flows
 * @generation: changes with every change of the flows or the settings,
 *	under @lock: a replace can be made conditional on it
 * @syns_seen: SYNs compared with the flow table
 * @syns_matched: SYNs that matched a flow
 * @syns_unparsed: SYNs forwarded untouched because the hook does not split
 *	through their headers (fragments, IPv6 extension headers other than
 *	hop-by-hop options)
 * @late_dropped: late segments of closed legs dropped (tcpsplit_ct_stray())
 * @net: the namespace
 * @listener: transparent listeners that answer clients as their server,
 *	IPv4 and IPv6 (TCPSPLIT_FIDX()); created with the first flow, under
 *	@lock
 * @accept_work: accepts the listeners' new connections
 * @conns_lock: protects @conns and @conn_hash; taken in softirq
 * @conns: live connections in ID order
 * @conn_hash: live connections by 4-tuple (client, server)
 * @nconns: live connections; with @nflows, whether the hook has work
 * @next_conn_id: last connection ID given
 * @defrag: the namespace's fragments are reassembled before the hooks
 *	(tcpsplit_hook_defrag()); under @lock
 * @ct_zone: conntrack zone of the server legs; under @lock
 * @ct_zone_moving: @ct_zone is changing: no connection may start (they
 *	would straddle two zones); under @conns_lock
 * @ct_tmpl: template conntrack of @ct_zone, once conntrack tracked a
 *	split connection of the namespace; written under @lock
 * @ct_quiet: jiffies after which, while no connection is live, no server
 *	leg's packet is expected and no server leg is in TIME_WAIT
 * @mem_limit: the reservations of the live connections sum to at most
 *	this (a lowered limit takes effect as they shrink)
 * @mem_reserved: the sum of the live connections' reservations
 *	(tcpsplit_dir.reserved: each direction's budget, or the bytes
 *	waiting where more wait)
 * @budget_reduced: connections started with smaller budgets for lack of
 *	memory
 * @unsplit_nomem: SYNs of flows forwarded unsplit for lack of memory
 * @budget_capped: budget growths cut short by @mem_limit
 */
struct tcpsplit_net {
	struct mutex		lock;	/* see above: serialises changes */
	struct tcpsplit_flow_table __rcu *flows;
	unsigned int		nflows;
	u32			generation;
	atomic64_t		syns_seen;
	atomic64_t		syns_matched;
	atomic64_t		syns_unparsed;
	atomic64_t		late_dropped;
	struct net		*net;
	struct tcpsplit_listener listener[2];
	struct work_struct	accept_work;
	spinlock_t		conns_lock;	/* see above */
	struct list_head	conns;
	struct hlist_head	conn_hash[1 << TCPSPLIT_CONN_HASH_BITS];
	atomic_t		nconns;
	atomic64_t		next_conn_id;
	bool			defrag;
	u16			ct_zone;
	bool			ct_zone_moving;
	struct nf_conn __rcu	*ct_tmpl;
	unsigned long		ct_quiet;
	u64			mem_limit;
	atomic64_t		mem_reserved;
	atomic64_t		budget_reduced;
	atomic64_t		unsplit_nomem;
	atomic64_t		budget_capped;
};

extern unsigned int tcpsplit_net_id;

/* Marks a change of @tn's configuration; tn->lock held. */
static inline void tcpsplit_net_changed(struct tcpsplit_net *tn)
{
	WRITE_ONCE(tn->generation, tn->generation + 1);
}
extern unsigned int tcpsplit_max_flows;

static inline struct tcpsplit_net *tcpsplit_pernet(const struct net *net)
{
	return net_generic(net, tcpsplit_net_id);
}

#endif /* _TCPSPLIT_H */
