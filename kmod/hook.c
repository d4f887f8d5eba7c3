// SPDX-License-Identifier: GPL-2.0
/*
 * tcpsplit: the netfilter hook.
 *
 * For now the hook only counts the SYNs that would be split; every
 * packet is accepted unchanged.
 */
#include <linux/ip.h>
#include <linux/netfilter.h>
#include <linux/netfilter_ipv4.h>
#include <linux/tcp.h>
#include <net/ip.h>
#include <net/route.h>

#include "tcpsplit.h"

static unsigned int tcpsplit_hook_v4(void *priv, struct sk_buff *skb,
				     const struct nf_hook_state *state)
{
	struct tcpsplit_net *tn = tcpsplit_pernet(state->net);
	const struct tcphdr *th;
	struct tcpsplit_flow *flow;
	const struct iphdr *iph;
	struct tcphdr _th;

	/*
	 * Every namespace runs this hook, including the client's and the
	 * server's in a test and the router's own upstream traffic: without
	 * a flow the hook must not even look at the packet.
	 */
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

	/*
	 * Only a connection routed through this namespace is split: a SYN
	 * to one of its own addresses, or to a broadcast or multicast
	 * address, is left alone.  The lookup is only paid for matches.
	 */
	if (inet_addr_type_dev_table(state->net, state->in, iph->daddr) !=
	    RTN_UNICAST)
		return NF_ACCEPT;

	atomic64_inc(&flow->syns);
	atomic64_inc(&tn->syns_matched);
	return NF_ACCEPT;
}

/*
 * After destination NAT (NF_IP_PRI_NAT_DST), so that a port-forwarded SYN
 * is matched against the address it is really going to.
 */
static const struct nf_hook_ops tcpsplit_nf_ops[] = {
	{
		.hook		= tcpsplit_hook_v4,
		.pf		= NFPROTO_IPV4,
		.hooknum	= NF_INET_PRE_ROUTING,
		.priority	= NF_IP_PRI_NAT_DST + 1,
	},
};

/**
 * tcpsplit_hook_net_init() - register the hook in a namespace
 * @net: the namespace
 *
 * Return: 0 or a negative errno.
 */
int tcpsplit_hook_net_init(struct net *net)
{
	return nf_register_net_hooks(net, tcpsplit_nf_ops,
				     ARRAY_SIZE(tcpsplit_nf_ops));
}

/**
 * tcpsplit_hook_net_exit() - unregister the hook from a namespace
 * @net: the namespace
 *
 * Returns after every packet in the hook has left it.
 */
void tcpsplit_hook_net_exit(struct net *net)
{
	nf_unregister_net_hooks(net, tcpsplit_nf_ops,
				ARRAY_SIZE(tcpsplit_nf_ops));
}
