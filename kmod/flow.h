/* SPDX-License-Identifier: GPL-2.0 */
/*
 * tcpsplit: flows: what is split, their table and counters (flow.c).
 */
#ifndef _TCPSPLIT_FLOW_H
#define _TCPSPLIT_FLOW_H

#include "tcpsplit.h"

struct netlink_ext_ack;

/**
 * struct tcpsplit_match - what a flow matches, normalised
 * @family: AF_INET, AF_INET6, or AF_UNSPEC for both (then without prefixes)
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
 * @rcu: frees the flow after the readers of the table are done
 * @id: flow ID, unique in the namespace
 * @match: what the flow matches
 * @iifname: name of @match.iif when the flow was added, for display
 * @ref: one for the table it is in, one for each connection the flow
 *	split; the flow outlives its deletion until its last connection is
 *	gone
 * @syns: SYNs that matched this flow first and started a split
 * @split: connections split (both legs up)
 * @refused: the server answered with a RST
 * @unreach: the server was unreachable
 * @timeout: the server never answered
 * @errors: other failures
 * @live: connections of this flow now live
 * @cc_client: congestion control of the client leg, "" for the default
 * @cc_server: congestion control of the server leg, "" for the default
 * @budget: fixed budget per direction, 0 for adaptive budgets
 * @nodelay: TCP_NODELAY on both legs
 */
struct tcpsplit_flow {
	struct rcu_head		rcu;
	u32			id;
	struct tcpsplit_match	match;
	char			iifname[IFNAMSIZ];
	refcount_t		ref;
	atomic64_t		syns;
	atomic64_t		split;
	atomic64_t		refused;
	atomic64_t		unreach;
	atomic64_t		timeout;
	atomic64_t		errors;
	atomic_t		live;
	char			cc_client[TCPSPLIT_CC_NAME_MAX];
	char			cc_server[TCPSPLIT_CC_NAME_MAX];
	u32			budget;
	bool			nodelay;
};

/**
 * struct tcpsplit_flow_table - a namespace's flows, in matching order
 * @rcu: frees the table once readers are done with it
 * @n: number of flows
 * @flows: the flows by ascending ID; the table holds a reference to each
 */
struct tcpsplit_flow_table {
	struct rcu_head		rcu;
	unsigned int		n;
	struct tcpsplit_flow	*flows[] __counted_by(n);
};

int tcpsplit_flow_cache_init(void);
void tcpsplit_flow_cache_exit(void);
struct tcpsplit_flow *tcpsplit_flow_alloc(void);
void tcpsplit_flow_free(struct tcpsplit_flow *flow);
int tcpsplit_flow_insert(struct tcpsplit_net *tn, struct tcpsplit_flow *flow,
			 struct netlink_ext_ack *extack);
struct tcpsplit_flow *tcpsplit_flow_find(struct tcpsplit_net *tn, u32 id);
int tcpsplit_flow_unlink(struct tcpsplit_net *tn, struct tcpsplit_flow *flow);
struct tcpsplit_flow_table *tcpsplit_flow_table_alloc(unsigned int n);
void tcpsplit_flow_table_free(struct tcpsplit_flow_table *t);
bool tcpsplit_flow_table_has(const struct tcpsplit_flow_table *t,
			     const struct tcpsplit_flow *flow);
int tcpsplit_flow_table_prepare(struct tcpsplit_flow_table *t,
				unsigned int *bad,
				struct netlink_ext_ack *extack);
struct tcpsplit_flow_table *tcpsplit_flow_replace(struct tcpsplit_net *tn,
						  struct tcpsplit_flow_table *t);
void tcpsplit_flow_table_release(struct tcpsplit_flow_table *t);
struct tcpsplit_flow *tcpsplit_flow_match(struct tcpsplit_net *tn, int iif,
					  const struct tcpsplit_tuple *t);
void tcpsplit_flow_destroy_all(struct tcpsplit_net *tn);
void tcpsplit_flow_put(struct tcpsplit_flow *flow);

#endif /* _TCPSPLIT_FLOW_H */
