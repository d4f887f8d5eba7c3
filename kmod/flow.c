// SPDX-License-Identifier: GPL-2.0
/*
 * tcpsplit: the per-namespace flow table.
 *
 * The table is a list sorted by ascending flow ID, which is also the
 * matching order: the first flow that matches a SYN wins.  Writers hold
 * tcpsplit_net.lock; the netfilter hook reads the list under RCU without
 * taking any lock.  A few hundred flows are expected per router; a linear
 * walk over them costs less than the hash lookups a SYN already needs.
 */
#include <linux/slab.h>
#include <net/ipv6.h>

#include "tcpsplit.h"
#include "flow.h"

static struct kmem_cache *tcpsplit_flow_cache;

/**
 * tcpsplit_flow_cache_init() - create the slab cache for flows
 *
 * A cache of its own makes a leaked flow visible: destroying the cache at
 * unload complains if an object is still allocated.
 *
 * Return: 0 or -ENOMEM.
 */
int tcpsplit_flow_cache_init(void)
{
	tcpsplit_flow_cache = KMEM_CACHE(tcpsplit_flow, 0);
	return tcpsplit_flow_cache ? 0 : -ENOMEM;
}

/**
 * tcpsplit_flow_cache_exit() - destroy the slab cache for flows
 *
 * Waits for flows still queued for freeing after an RCU grace period.
 */
void tcpsplit_flow_cache_exit(void)
{
	rcu_barrier();
	kmem_cache_destroy(tcpsplit_flow_cache);
}

/**
 * tcpsplit_flow_alloc() - allocate a zeroed flow
 *
 * Return: the flow, or NULL.
 */
struct tcpsplit_flow *tcpsplit_flow_alloc(void)
{
	struct tcpsplit_flow *flow;

	flow = kmem_cache_zalloc(tcpsplit_flow_cache, GFP_KERNEL);
	if (flow)
		refcount_set(&flow->ref, 1);
	return flow;
}

/**
 * tcpsplit_flow_free() - free a flow that was never published
 * @flow: the flow
 */
void tcpsplit_flow_free(struct tcpsplit_flow *flow)
{
	kmem_cache_free(tcpsplit_flow_cache, flow);
}

static void tcpsplit_flow_free_rcu(struct rcu_head *head)
{
	tcpsplit_flow_free(container_of(head, struct tcpsplit_flow, rcu));
}

/**
 * tcpsplit_flow_put() - drop a reference to a flow
 * @flow: the flow
 *
 * The last reference frees the flow after an RCU grace period, so that a
 * SYN being matched against it right now is not disturbed.
 */
void tcpsplit_flow_put(struct tcpsplit_flow *flow)
{
	if (refcount_dec_and_test(&flow->ref))
		call_rcu(&flow->rcu, tcpsplit_flow_free_rcu);
}

/**
 * tcpsplit_flow_find() - look up a flow by ID
 * @tn: the namespace's state
 * @id: the flow ID
 *
 * Context: tn->lock held, or rcu_read_lock().
 * Return: the flow, or NULL.
 */
struct tcpsplit_flow *tcpsplit_flow_find(struct tcpsplit_net *tn, u32 id)
{
	struct tcpsplit_flow *flow;

	list_for_each_entry_rcu(flow, &tn->flows, list,
				lockdep_is_held(&tn->lock)) {
		if (flow->id == id)
			return flow;
		if (flow->id > id)
			break;
	}
	return NULL;
}

/* Lowest ID not in use, for when every ID above the last one is taken. */
static u32 tcpsplit_flow_free_id(struct tcpsplit_net *tn)
{
	struct tcpsplit_flow *flow;
	u32 id = 1;

	list_for_each_entry(flow, &tn->flows, list) {
		if (flow->id != id)
			break;
		id++;
	}
	return id;
}

/**
 * tcpsplit_flow_insert() - add a flow to the table
 * @tn: the namespace's state
 * @flow: the new flow; @flow->id 0 lets the table choose one
 * @extack: for the reason of a refusal
 *
 * A flow whose match equals an existing flow's is refused: it would never
 * match anything, which is surely not what the user meant.  A chosen ID is
 * one above the highest in use, so that a flow added without an ID is
 * matched after every existing one, as "append" suggests.
 *
 * Context: tn->lock held.
 * Return: 0, -ENOSPC when the namespace has max_flows flows, -EEXIST
 * when the ID or the match is already in use.
 */
int tcpsplit_flow_insert(struct tcpsplit_net *tn, struct tcpsplit_flow *flow,
			 struct netlink_ext_ack *extack)
{
	struct list_head *pos = &tn->flows;
	struct tcpsplit_flow *cur;

	lockdep_assert_held(&tn->lock);

	if (tn->nflows >= READ_ONCE(tcpsplit_max_flows)) {
		NL_SET_ERR_MSG(extack,
			       "flow limit of this namespace reached (module parameter max_flows)");
		return -ENOSPC;
	}

	list_for_each_entry(cur, &tn->flows, list) {
		if (!memcmp(&cur->match, &flow->match, sizeof(flow->match))) {
			NL_SET_ERR_MSG(extack,
				       "a flow with the same match already exists");
			return -EEXIST;
		}
		if (flow->id && cur->id == flow->id) {
			NL_SET_ERR_MSG(extack, "flow ID already in use");
			return -EEXIST;
		}
	}

	if (!flow->id) {
		cur = list_empty(&tn->flows) ? NULL :
		      list_last_entry(&tn->flows, struct tcpsplit_flow, list);
		if (!cur)
			flow->id = 1;
		else if (cur->id < U32_MAX)
			flow->id = cur->id + 1;
		else
			flow->id = tcpsplit_flow_free_id(tn);
	}

	/* Insert before the first flow with a higher ID. */
	list_for_each_entry(cur, &tn->flows, list) {
		if (cur->id > flow->id) {
			pos = &cur->list;
			break;
		}
	}
	list_add_tail_rcu(&flow->list, pos);
	WRITE_ONCE(tn->nflows, tn->nflows + 1);
	return 0;
}

/**
 * tcpsplit_flow_unlink() - remove a flow from the table
 * @tn: the namespace's state
 * @flow: the flow
 *
 * New SYNs no longer match it; connections it split keep it (and their
 * counters) until they end.
 *
 * Context: tn->lock held.
 */
void tcpsplit_flow_unlink(struct tcpsplit_net *tn, struct tcpsplit_flow *flow)
{
	lockdep_assert_held(&tn->lock);
	list_del_rcu(&flow->list);
	WRITE_ONCE(tn->nflows, tn->nflows - 1);
	tcpsplit_flow_put(flow);
}

static bool tcpsplit_port_in(u16 port, u16 lo, u16 hi)
{
	return !lo || (port >= lo && port <= hi);
}

static bool tcpsplit_prefix_in(const struct tcpsplit_match *m,
			       const union tcpsplit_addr *addr,
			       const union tcpsplit_addr *prefix,
			       const union tcpsplit_addr *mask, u16 family)
{
	if (!m->family)
		return true;	/* both families: no prefixes */
	if (family == AF_INET)
		return (addr->v4 & mask->v4) == prefix->v4;
	return !ipv6_masked_addr_cmp(&addr->v6, &mask->v6, &prefix->v6);
}

/**
 * tcpsplit_flow_match() - first flow that matches a SYN
 * @tn: the namespace's state
 * @iif: input interface index
 * @t: the SYN's addresses and ports
 *
 * Context: rcu_read_lock().
 * Return: the flow, or NULL.
 */
struct tcpsplit_flow *tcpsplit_flow_match(struct tcpsplit_net *tn, int iif,
					  const struct tcpsplit_tuple *t)
{
	u16 sport = ntohs(t->sport), dport = ntohs(t->dport);
	struct tcpsplit_flow *flow;

	list_for_each_entry_rcu(flow, &tn->flows, list) {
		const struct tcpsplit_match *m = &flow->match;

		if (m->family && m->family != t->family)
			continue;
		if (!tcpsplit_prefix_in(m, &t->daddr, &m->dst, &m->dst_mask,
					t->family) ||
		    !tcpsplit_prefix_in(m, &t->saddr, &m->src, &m->src_mask,
					t->family))
			continue;
		if (!tcpsplit_port_in(dport, m->dport_lo, m->dport_hi) ||
		    !tcpsplit_port_in(sport, m->sport_lo, m->sport_hi))
			continue;
		if (m->iif && m->iif != iif)
			continue;
		return flow;
	}
	return NULL;
}

/**
 * tcpsplit_flow_destroy_all() - free every flow of a namespace going away
 * @tn: the namespace's state
 *
 * Context: the namespace's hook is unregistered, its connections are
 * gone, and no netlink request can reach it any more.
 */
void tcpsplit_flow_destroy_all(struct tcpsplit_net *tn)
{
	struct tcpsplit_flow *flow, *tmp;

	list_for_each_entry_safe(flow, tmp, &tn->flows, list) {
		list_del(&flow->list);
		tcpsplit_flow_put(flow);
	}
	tn->nflows = 0;
}
