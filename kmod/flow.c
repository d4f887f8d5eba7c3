// SPDX-License-Identifier: GPL-2.0
/*
 * tcpsplit: the per-namespace flow table.
 *
 * The table is an array sorted by ascending flow ID, which is also the
 * matching order: the first flow that matches a SYN wins.  Writers hold
 * tcpsplit_net.lock and publish a new array for every change, so that a
 * whole table can be replaced in one step; the netfilter hook reads the
 * array under RCU without taking any lock.  A few hundred flows are
 * expected per router; a linear walk over them costs less than the hash
 * lookups a SYN already needs, and a copy per change is cheap at that
 * size.
 */
#include <linux/mm.h>
#include <linux/slab.h>
#include <linux/sort.h>
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

/* The table of @tn, under tn->lock or RCU. */
static struct tcpsplit_flow_table *tcpsplit_flow_table(struct tcpsplit_net *tn)
{
	return rcu_dereference_check(tn->flows, lockdep_is_held(&tn->lock));
}

/* The flow of ID @id in table @t (NULL for none), by bisection. */
static struct tcpsplit_flow *
tcpsplit_flow_table_find(const struct tcpsplit_flow_table *t, u32 id)
{
	unsigned int lo = 0, hi = t ? t->n : 0;

	while (lo < hi) {
		unsigned int mid = lo + (hi - lo) / 2;

		if (t->flows[mid]->id == id)
			return t->flows[mid];
		if (t->flows[mid]->id < id)
			lo = mid + 1;
		else
			hi = mid;
	}
	return NULL;
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
	return tcpsplit_flow_table_find(tcpsplit_flow_table(tn), id);
}

/**
 * tcpsplit_flow_table_has() - whether a flow is in a table
 * @t: the table, or NULL
 * @flow: the flow
 *
 * Return: true if @flow itself (not an equal one) is in @t.
 */
bool tcpsplit_flow_table_has(const struct tcpsplit_flow_table *t,
			     const struct tcpsplit_flow *flow)
{
	return tcpsplit_flow_table_find(t, flow->id) == flow;
}

/**
 * tcpsplit_flow_table_alloc() - allocate an empty table for @n flows
 * @n: its size
 *
 * Return: the table, or NULL.
 */
struct tcpsplit_flow_table *tcpsplit_flow_table_alloc(unsigned int n)
{
	struct tcpsplit_flow_table *t;

	t = kvzalloc(struct_size(t, flows, n), GFP_KERNEL);
	if (t)
		t->n = n;
	return t;
}

/**
 * tcpsplit_flow_table_free() - free a table that was never published
 * @t: the table, or NULL
 *
 * The flows in it are not touched.
 */
void tcpsplit_flow_table_free(struct tcpsplit_flow_table *t)
{
	kvfree(t);
}

/*
 * Publishes @t (NULL for none) as the table and returns the old one, which
 * readers may still walk until a grace period has passed.  The flows move
 * from one to the other with their references: this takes or puts none.
 */
static struct tcpsplit_flow_table *
tcpsplit_flow_swap(struct tcpsplit_net *tn, struct tcpsplit_flow_table *t)
{
	struct tcpsplit_flow_table *old = tcpsplit_flow_table(tn);

	rcu_assign_pointer(tn->flows, t);
	WRITE_ONCE(tn->nflows, t ? t->n : 0);
	return old;
}

/* Frees a table replaced by another, once no reader can walk it. */
static void tcpsplit_flow_table_retire(struct tcpsplit_flow_table *t)
{
	if (t)
		kvfree_rcu(t, rcu);
}

/* Lowest ID not in use, for when every ID above the last one is taken. */
static u32 tcpsplit_flow_free_id(const struct tcpsplit_flow_table *t)
{
	unsigned int i;

	for (i = 0; i < t->n; i++)
		if (t->flows[i]->id != i + 1)
			break;
	return i + 1;
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
 * when the ID or the match is already in use, -ENOMEM.
 */
int tcpsplit_flow_insert(struct tcpsplit_net *tn, struct tcpsplit_flow *flow,
			 struct netlink_ext_ack *extack)
{
	struct tcpsplit_flow_table *old = tcpsplit_flow_table(tn), *t;
	unsigned int i, n = old ? old->n : 0, pos = n;

	lockdep_assert_held(&tn->lock);

	if (n >= READ_ONCE(tcpsplit_max_flows)) {
		NL_SET_ERR_MSG(extack,
			       "flow limit of this namespace reached (module parameter max_flows)");
		return -ENOSPC;
	}

	for (i = 0; i < n; i++) {
		const struct tcpsplit_flow *cur = old->flows[i];

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
		if (!n)
			flow->id = 1;
		else if (old->flows[n - 1]->id < U32_MAX)
			flow->id = old->flows[n - 1]->id + 1;
		else
			flow->id = tcpsplit_flow_free_id(old);
	}

	t = tcpsplit_flow_table_alloc(n + 1);
	if (!t)
		return -ENOMEM;
	/* Before the first flow with a higher ID. */
	for (i = 0; i < n; i++) {
		if (old->flows[i]->id > flow->id) {
			pos = i;
			break;
		}
	}
	for (i = 0; i < pos; i++)
		t->flows[i] = old->flows[i];
	t->flows[pos] = flow;
	for (i = pos; i < n; i++)
		t->flows[i + 1] = old->flows[i];
	tcpsplit_flow_table_retire(tcpsplit_flow_swap(tn, t));
	return 0;
}

/**
 * tcpsplit_flow_unlink() - remove a flow from the table
 * @tn: the namespace's state
 * @flow: the flow, in the table
 *
 * New SYNs no longer match it; connections it split keep it (and their
 * counters) until they end.  The table's reference passes to the caller,
 * who puts it once done with the flow (its event).
 *
 * Context: tn->lock held.
 * Return: 0 or -ENOMEM (then the flow stays).
 */
int tcpsplit_flow_unlink(struct tcpsplit_net *tn, struct tcpsplit_flow *flow)
{
	struct tcpsplit_flow_table *old = tcpsplit_flow_table(tn), *t = NULL;
	unsigned int i, j = 0;

	lockdep_assert_held(&tn->lock);
	if (old->n > 1) {
		t = tcpsplit_flow_table_alloc(old->n - 1);
		if (!t)
			return -ENOMEM;
		for (i = 0; i < old->n; i++)
			if (old->flows[i] != flow)
				t->flows[j++] = old->flows[i];
	}
	tcpsplit_flow_table_retire(tcpsplit_flow_swap(tn, t));
	return 0;
}

/* Whether two flows are the same flow: ID, match and options. */
static bool tcpsplit_flow_equal(const struct tcpsplit_flow *a,
				const struct tcpsplit_flow *b)
{
	return a->id == b->id &&
	       !memcmp(&a->match, &b->match, sizeof(a->match)) &&
	       !strcmp(a->cc_client, b->cc_client) &&
	       !strcmp(a->cc_server, b->cc_server) &&
	       a->budget == b->budget && a->nodelay == b->nodelay;
}

static int tcpsplit_flow_cmp_id(const void *a, const void *b)
{
	const struct tcpsplit_flow *fa = *(const struct tcpsplit_flow **)a;
	const struct tcpsplit_flow *fb = *(const struct tcpsplit_flow **)b;

	return fa->id < fb->id ? -1 : fa->id > fb->id;
}

/**
 * tcpsplit_flow_table_prepare() - sort and check a whole new table
 * @t: the new table, its flows with IDs, in any order
 * @bad: set to the index (in @t as given) of a flow that is refused
 * @extack: for the reason of a refusal
 *
 * Context: any; touches only @t.
 * Return: 0, or -EEXIST for two flows with one ID or one match (@bad is
 * the second as given).
 */
int tcpsplit_flow_table_prepare(struct tcpsplit_flow_table *t,
				unsigned int *bad,
				struct netlink_ext_ack *extack)
{
	unsigned int i, j;

	for (i = 0; i < t->n; i++) {
		for (j = 0; j < i; j++) {
			if (t->flows[j]->id == t->flows[i]->id) {
				NL_SET_ERR_MSG(extack,
					       "two flows with the same ID");
				goto dup;
			}
			if (!memcmp(&t->flows[j]->match, &t->flows[i]->match,
				    sizeof(t->flows[i]->match))) {
				NL_SET_ERR_MSG(extack,
					       "two flows with the same match");
				goto dup;
			}
		}
	}
	sort(t->flows, t->n, sizeof(t->flows[0]), tcpsplit_flow_cmp_id, NULL);
	return 0;
dup:
	*bad = i;
	return -EEXIST;
}

/**
 * tcpsplit_flow_replace() - make a prepared table the namespace's table
 * @tn: the namespace's state
 * @t: the new table (tcpsplit_flow_table_prepare()), or NULL for none; it
 *	holds a reference to each of its flows
 *
 * A SYN is matched against the old table or the new one, never neither:
 * the switch is one pointer.  A new flow equal to an old one (same ID,
 * match and options) gives way to the old one, which keeps its counters
 * and the connections it split.  Tell added and deleted flows apart with
 * tcpsplit_flow_table_has(), then release the old table.
 *
 * Context: tn->lock held.  Cannot fail.
 * Return: the old table, for tcpsplit_flow_table_release(), or NULL.
 */
struct tcpsplit_flow_table *tcpsplit_flow_replace(struct tcpsplit_net *tn,
						  struct tcpsplit_flow_table *t)
{
	struct tcpsplit_flow_table *old = tcpsplit_flow_table(tn);
	unsigned int i, j = 0, n = t ? t->n : 0;

	lockdep_assert_held(&tn->lock);
	/* Both are sorted by ID: one pass pairs the equal flows. */
	for (i = 0; old && i < old->n; i++) {
		struct tcpsplit_flow *o = old->flows[i];

		while (j < n && t->flows[j]->id < o->id)
			j++;
		if (j < n && tcpsplit_flow_equal(o, t->flows[j])) {
			tcpsplit_flow_put(t->flows[j]);
			refcount_inc(&o->ref);
			t->flows[j] = o;
		}
	}
	if (t && !t->n) {
		tcpsplit_flow_table_free(t);
		t = NULL;
	}
	return tcpsplit_flow_swap(tn, t);
}

/**
 * tcpsplit_flow_table_release() - drop a table and its references
 * @t: a table no longer published, or NULL
 *
 * Context: process context.
 */
void tcpsplit_flow_table_release(struct tcpsplit_flow_table *t)
{
	unsigned int i;

	if (!t)
		return;
	for (i = 0; i < t->n; i++)
		tcpsplit_flow_put(t->flows[i]);
	tcpsplit_flow_table_retire(t);
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
	const struct tcpsplit_flow_table *table = rcu_dereference(tn->flows);
	u16 sport = ntohs(t->sport), dport = ntohs(t->dport);
	unsigned int i;

	for (i = 0; table && i < table->n; i++) {
		struct tcpsplit_flow *flow = table->flows[i];
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
	struct tcpsplit_flow_table *t = rcu_dereference_protected(tn->flows, 1);

	RCU_INIT_POINTER(tn->flows, NULL);
	tn->nflows = 0;
	tcpsplit_flow_table_release(t);
}
