// SPDX-License-Identifier: GPL-2.0
/*
 * tcpsplit: transparent TCP connection splitting on a router.
 *
 * Module setup: parameters, per-namespace state, and the order in which
 * the pieces come and go.
 */
#include <linux/module.h>
#include <net/genetlink.h>

#include "tcpsplit.h"
#include "flow.h"
#include "fc.h"
#include "conn.h"
#include "netlink.h"
#include "hook.h"
#include "ct.h"

unsigned int tcpsplit_net_id __read_mostly;

unsigned int tcpsplit_max_flows __read_mostly = 1024;
module_param_named(max_flows, tcpsplit_max_flows, uint, 0644);
MODULE_PARM_DESC(max_flows, "Maximum number of flows per network namespace (default 1024)");

/**
 * tcpsplit_net_stats() - sum a namespace's per-CPU counters
 * @tn: the namespace's state
 * @sum: filled with the sums, indexed by &enum tcpsplit_stat
 *
 * Each counter is exact when its writers are quiet, else a moment's.
 */
void tcpsplit_net_stats(const struct tcpsplit_net *tn,
			u64 sum[TCPSPLIT_NSTATS])
{
	int cpu, i;

	memset(sum, 0, TCPSPLIT_NSTATS * sizeof(*sum));
	for_each_possible_cpu(cpu) {
		const struct tcpsplit_stats *s = per_cpu_ptr(tn->stats, cpu);

		for (i = 0; i < TCPSPLIT_NSTATS; i++)
			sum[i] += READ_ONCE(s->v[i]);
	}
	/* Per-CPU shares of a gauge: their sum dips below 0 only in a race. */
	if ((s64)sum[TCPSPLIT_STAT_WAITING] < 0)
		sum[TCPSPLIT_STAT_WAITING] = 0;
}

static int __net_init tcpsplit_net_init(struct net *net)
{
	struct tcpsplit_net *tn = tcpsplit_pernet(net);

	int err;

	mutex_init(&tn->lock);
	RCU_INIT_POINTER(tn->flows, NULL);
	tn->nflows = 0;
	tn->stats = alloc_percpu(struct tcpsplit_stats);
	if (!tn->stats)
		return -ENOMEM;
	err = tcpsplit_conn_net_init(tn, net);
	if (err)
		goto err_stats;
	tcpsplit_ct_net_init(tn);
	tcpsplit_fc_net_init(tn);

	err = tcpsplit_hook_net_init(net);
	if (err)
		goto err_conn;
	return 0;

err_conn:
	tcpsplit_conn_net_free(tn);
err_stats:
	free_percpu(tn->stats);
	return err;
}

/*
 * Before any subsystem's exit: a held SYN holds its conntrack entry, and
 * conntrack's exit waits for every entry of the namespace to be freed.
 */
static void __net_exit tcpsplit_net_pre_exit(struct net *net)
{
	/*
	 * No new packet in the hooks; those in them are waited for before
	 * the connections go (see tcpsplit_hook_net_stop()).
	 */
	tcpsplit_hook_net_stop(net);
	/* Their resets to the servers still get the server legs' zone. */
	tcpsplit_conn_net_exit(tcpsplit_pernet(net));
	tcpsplit_hook_net_exit(net);
}

static void __net_exit tcpsplit_net_exit(struct net *net)
{
	struct tcpsplit_net *tn = tcpsplit_pernet(net);

	tcpsplit_ct_net_exit(tn);
	tcpsplit_flow_destroy_all(tn);
	tcpsplit_conn_net_free(tn);
	free_percpu(tn->stats);
}

static struct pernet_operations tcpsplit_net_ops = {
	.init	= tcpsplit_net_init,
	.pre_exit = tcpsplit_net_pre_exit,
	.exit	= tcpsplit_net_exit,
	.id	= &tcpsplit_net_id,
	.size	= sizeof(struct tcpsplit_net),
};

static int __init tcpsplit_init(void)
{
	int err;

	err = tcpsplit_flow_cache_init();
	if (err)
		return err;
	err = tcpsplit_conn_cache_init();
	if (err)
		goto err_flow_cache;

	/* Relay work runs where the socket callback queued it. */
	tcpsplit_wq = alloc_workqueue("tcpsplit", WQ_MEM_RECLAIM, 0);
	if (!tcpsplit_wq) {
		err = -ENOMEM;
		goto err_cache;
	}

	err = register_pernet_subsys(&tcpsplit_net_ops);
	if (err)
		goto err_wq;

	/* Last: once the family exists, requests may come in. */
	err = tcpsplit_netlink_init();
	if (err)
		goto err_pernet;

	return 0;

err_pernet:
	unregister_pernet_subsys(&tcpsplit_net_ops);
err_wq:
	destroy_workqueue(tcpsplit_wq);
err_cache:
	tcpsplit_conn_cache_exit();
err_flow_cache:
	tcpsplit_flow_cache_exit();
	return err;
}

static void __exit tcpsplit_exit(void)
{
	/* While the family is there: their close events reach monitors. */
	tcpsplit_conn_unload();
	/* No request may touch a namespace's state after this. */
	tcpsplit_netlink_exit();
	unregister_pernet_subsys(&tcpsplit_net_ops);
	/*
	 * Connections are gone, but a work that destroyed its own may still
	 * be returning from it (after its call_rcu()): drained first.
	 */
	destroy_workqueue(tcpsplit_wq);
	/* Then their freeing RCU callbacks, and the flows'. */
	rcu_barrier();
	/* Every namespace dropped its template: conntrack may go. */
	tcpsplit_ct_exit();
	tcpsplit_conn_cache_exit();
	tcpsplit_flow_cache_exit();
}

module_init(tcpsplit_init);
module_exit(tcpsplit_exit);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("Transparent TCP connection splitting");
MODULE_VERSION(TCPSPLIT_VERSION);
MODULE_ALIAS_GENL_FAMILY(TCPSPLIT_FAMILY_NAME);
