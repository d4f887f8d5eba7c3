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
#include <linux/percpu.h>
#include <linux/rhashtable-types.h>
#include <linux/mutex.h>
#include <linux/netlink.h>
#include <linux/rcupdate.h>
#include <linux/seqlock.h>
#include <linux/types.h>
#include <linux/workqueue.h>
#include <linux/xarray.h>
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

/**
 * enum tcpsplit_stat - a namespace's per-CPU counters (tcpsplit_net.stats)
 * @TCPSPLIT_STAT_SYNS_SEEN: SYNs compared with the flow table
 * @TCPSPLIT_STAT_SYNS_MATCHED: SYNs that matched a flow
 * @TCPSPLIT_STAT_SYNS_UNPARSED: SYNs forwarded untouched because the hook
 *	does not split through their headers (fragments, IPv6 extension
 *	headers other than hop-by-hop options)
 * @TCPSPLIT_STAT_LATE_DROPPED: late segments of closed legs dropped
 *	(tcpsplit_ct_stray())
 * @TCPSPLIT_STAT_BUDGET_REDUCED: connections started with smaller budgets
 *	for lack of memory
 * @TCPSPLIT_STAT_UNSPLIT_NOMEM: SYNs of flows forwarded unsplit for lack
 *	of memory
 * @TCPSPLIT_STAT_BUDGET_CAPPED: budget growths cut short by the memory
 *	limit
 * @TCPSPLIT_STAT_WAITING: bytes waiting at the router, as each direction's
 *	flow control last measured them (tcpsplit_dir.waiting): one CPU's
 *	share may be negative, the sum is not
 * @TCPSPLIT_NSTATS: number of counters
 */
enum tcpsplit_stat {
	TCPSPLIT_STAT_SYNS_SEEN,
	TCPSPLIT_STAT_SYNS_MATCHED,
	TCPSPLIT_STAT_SYNS_UNPARSED,
	TCPSPLIT_STAT_LATE_DROPPED,
	TCPSPLIT_STAT_BUDGET_REDUCED,
	TCPSPLIT_STAT_UNSPLIT_NOMEM,
	TCPSPLIT_STAT_BUDGET_CAPPED,
	TCPSPLIT_STAT_WAITING,
	TCPSPLIT_NSTATS,
};

/**
 * struct tcpsplit_stats - one CPU's share of a namespace's counters
 * @v: indexed by &enum tcpsplit_stat
 *
 * Written with this_cpu ops from any context, summed by readers
 * (tcpsplit_net_stats()).  64-bit kernels only: a u64 is read whole.
 */
struct tcpsplit_stats {
	u64	v[TCPSPLIT_NSTATS];
};

/**
 * struct tcpsplit_net - per network namespace state
 * @flows: the flow table (struct tcpsplit_flow_table), NULL when empty;
 *	replaced whole under @lock, read under RCU
 * @nflows: number of entries in @flows; read without the lock by the hook
 *	to stay a strict no-op in namespaces without flows
 * @net: the namespace
 * @listener: transparent listeners that answer clients as their server,
 *	IPv4 and IPv6 (TCPSPLIT_FIDX()); created with the first flow, under
 *	@lock
 * @ct_tmpl: template conntrack of @ct_zone, once conntrack tracked a
 *	split connection of the namespace; written under @lock
 * @stats: per-CPU counters (&enum tcpsplit_stat)
 * @mem_limit: the reservations of the live connections sum to at most
 *	this (a lowered limit takes effect as they shrink)
 * @ct_zone: conntrack zone of the server legs; under @lock
 * @defrag: the namespace's fragments are reassembled before the hooks
 *	(tcpsplit_hook_defrag()); under @lock
 * @conns_lock: protects @conns, @conn_table's changes, @last_conn_id,
 *	@ct_zone_moving and the hand-over of accepted legs; taken in softirq
 * @ct_zone_moving: @ct_zone is changing: no connection may start (they
 *	would straddle two zones)
 * @nconns: live connections; with @nflows, whether the hook has work
 * @last_conn_id: last connection ID given
 * @conns: live connections by ID: dumps resume from an ID in O(log n)
 * @ct_quiet: jiffies after which, while no connection is live, no server
 *	leg's packet is expected and no server leg is in TIME_WAIT
 * @mem_reserved: the sum of the live connections' reservations
 *	(tcpsplit_dir.reserved: each direction's budget, or the bytes
 *	waiting where more wait)
 * @conn_table: live connections by 4-tuple (client, server); looked up
 *	under RCU by the hooks, resized as connections come and go
 * @lock: serialises changes to the flow table and the settings
 * @generation: changes with every change of the flows or the settings,
 *	under @lock: a replace can be made conditional on it
 * @accept_work: accepts the listeners' new connections
 *
 * Each group starts a cache line: what the hooks read on every packet and
 * only configuration changes write; what changes as connections come and
 * go; the connection table, whose element count changes with each of
 * them; the configuration's own.  Counters written per packet are per CPU.
 */
struct tcpsplit_net {
	struct tcpsplit_flow_table __rcu *flows;
	unsigned int		nflows;
	struct net		*net;
	struct tcpsplit_listener listener[2];
	struct nf_conn __rcu	*ct_tmpl;
	struct tcpsplit_stats __percpu *stats;
	u64			mem_limit;
	u16			ct_zone;
	bool			defrag;

	spinlock_t		conns_lock ____cacheline_aligned_in_smp; /* above */
	bool			ct_zone_moving;
	atomic_t		nconns;
	u64			last_conn_id;
	struct xarray		conns;
	unsigned long		ct_quiet;
	atomic64_t		mem_reserved;

	struct rhashtable	conn_table ____cacheline_aligned_in_smp;

	struct mutex		lock ____cacheline_aligned_in_smp; /* above */
	u32			generation;
	struct work_struct	accept_work;
};

/* Counts an event of @tn (&enum tcpsplit_stat); any context. */
static inline void tcpsplit_stat_inc(struct tcpsplit_net *tn, int stat)
{
	this_cpu_inc(tn->stats->v[stat]);
}

void tcpsplit_net_stats(const struct tcpsplit_net *tn,
			u64 sum[TCPSPLIT_NSTATS]);

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
