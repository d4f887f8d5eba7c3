/* SPDX-License-Identifier: GPL-2.0 */
/*
 * tcpsplit: internal definitions shared by the module's files.
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
#include <linux/types.h>
#include <net/net_namespace.h>
#include <net/netns/generic.h>

#include <linux/tcpsplit.h>

union tcpsplit_addr {
	__be32		v4;
	struct in6_addr	v6;
};

/**
 * struct tcpsplit_match - what a flow matches, normalised
 * @family: AF_INET or AF_INET6
 * @src_plen: source prefix length, 0 for any
 * @dst_plen: destination prefix length, 0 for any
 * @iif: input interface index, 0 for any
 * @src: source prefix, host bits clear
 * @dst: destination prefix, host bits clear
 * @src_mask: mask of @src_plen bits
 * @dst_mask: mask of @dst_plen bits
 * @dport_lo: destination port range, 0-0 for any
 * @dport_hi: see @dport_lo
 * @sport_lo: source port range, 0-0 for any
 * @sport_hi: see @sport_lo
 *
 * Always zeroed before it is filled, so that two equal matches compare
 * equal with memcmp().
 */
struct tcpsplit_match {
	u16			family;
	u8			src_plen;
	u8			dst_plen;
	int			iif;
	union tcpsplit_addr	src;
	union tcpsplit_addr	dst;
	union tcpsplit_addr	src_mask;
	union tcpsplit_addr	dst_mask;
	u16			dport_lo;
	u16			dport_hi;
	u16			sport_lo;
	u16			sport_hi;
};

/**
 * struct tcpsplit_flow - one configured flow
 * @list: entry in &tcpsplit_net.flows, sorted by @id
 * @rcu: frees the flow after the readers of the table are done
 * @id: flow ID, unique in the namespace
 * @match: what the flow matches
 * @iifname: name of @match.iif when the flow was added, for display
 * @syns: SYNs that matched this flow first
 */
struct tcpsplit_flow {
	struct list_head	list;
	struct rcu_head		rcu;
	u32			id;
	struct tcpsplit_match	match;
	char			iifname[IFNAMSIZ];
	atomic64_t		syns;
};

/**
 * struct tcpsplit_net - per network namespace state
 * @lock: serialises changes to the flow table
 * @flows: the flow table in matching order (ascending ID); written under
 *	@lock, read under RCU
 * @nflows: number of entries in @flows; read without the lock by the hook
 *	to stay a strict no-op in namespaces without flows
 * @syns_seen: SYNs compared with the flow table
 * @syns_matched: SYNs that matched a flow
 */
struct tcpsplit_net {
	struct mutex		lock;	/* see above: serialises changes */
	struct list_head	flows;
	unsigned int		nflows;
	atomic64_t		syns_seen;
	atomic64_t		syns_matched;
};

extern unsigned int tcpsplit_net_id;
extern unsigned int tcpsplit_max_flows;

static inline struct tcpsplit_net *tcpsplit_pernet(const struct net *net)
{
	return net_generic(net, tcpsplit_net_id);
}

/* flow.c */
int tcpsplit_flow_cache_init(void);
void tcpsplit_flow_cache_exit(void);
struct tcpsplit_flow *tcpsplit_flow_alloc(void);
void tcpsplit_flow_free(struct tcpsplit_flow *flow);
int tcpsplit_flow_insert(struct tcpsplit_net *tn, struct tcpsplit_flow *flow,
			 struct netlink_ext_ack *extack);
struct tcpsplit_flow *tcpsplit_flow_find(struct tcpsplit_net *tn, u32 id);
void tcpsplit_flow_unlink(struct tcpsplit_net *tn, struct tcpsplit_flow *flow);
struct tcpsplit_flow *tcpsplit_flow_match_v4(struct tcpsplit_net *tn,
					     int iif, __be32 saddr,
					     __be32 daddr, u16 sport,
					     u16 dport);
void tcpsplit_flows_destroy(struct tcpsplit_net *tn);

/* netlink.c */
int tcpsplit_genl_init(void);
void tcpsplit_genl_exit(void);
void tcpsplit_notify_flow(struct net *net, const struct tcpsplit_flow *flow,
			  u8 cmd);

/* hook.c */
int tcpsplit_hook_net_init(struct net *net);
void tcpsplit_hook_net_exit(struct net *net);

#endif /* _TCPSPLIT_H */
