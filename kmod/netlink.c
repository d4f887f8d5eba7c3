// SPDX-License-Identifier: GPL-2.0
/*
 * tcpsplit: the generic netlink family.
 *
 * Strict policies reject unknown attributes and bad lengths before any
 * handler runs; the handlers explain every other refusal in extack.
 * Changes need CAP_NET_ADMIN over the namespace's user namespace; reads
 * do not.
 */
#include <linux/netdevice.h>
#include <net/genetlink.h>
#include <net/sock.h>

#include "tcpsplit.h"
#include "netlink.h"
#include "flow.h"
#include "fc.h"
#include "conn.h"
#include "hook.h"
#include "ct.h"
#include "cc.h"
#include "listener.h"

enum tcpsplit_mcgrp {
	TCPSPLIT_MCGRP_EVENTS_ID,
};

static const struct genl_multicast_group tcpsplit_mcgrps[] = {
	[TCPSPLIT_MCGRP_EVENTS_ID] = { .name = TCPSPLIT_MCGRP_EVENTS, },
};

/*
 * Beyond the 16-bit bounds of NLA_POLICY_RANGE().  Not const: 6.1's
 * nla_policy points to a mutable one.
 */
static struct netlink_range_validation tcpsplit_budget_range = {
	.min = TCPSPLIT_BUDGET_FIXED_MIN,
	.max = TCPSPLIT_BUDGET_FIXED_MAX,
};

static struct netlink_range_validation tcpsplit_mem_limit_range = {
	.min = TCPSPLIT_MEM_LIMIT_MIN,
	.max = U64_MAX,
};

static const struct nla_policy tcpsplit_flow_policy[TCPSPLIT_FLOW_A_MAX + 1] = {
	[TCPSPLIT_FLOW_A_ID]		= NLA_POLICY_MIN(NLA_U32, 1),
	[TCPSPLIT_FLOW_A_FAMILY]	= { .type = NLA_U16 },
	[TCPSPLIT_FLOW_A_SRC_ADDR]	= { .type = NLA_BINARY,
					    .len = sizeof(struct in6_addr) },
	[TCPSPLIT_FLOW_A_SRC_PLEN]	= NLA_POLICY_MAX(NLA_U8, 128),
	[TCPSPLIT_FLOW_A_DST_ADDR]	= { .type = NLA_BINARY,
					    .len = sizeof(struct in6_addr) },
	[TCPSPLIT_FLOW_A_DST_PLEN]	= NLA_POLICY_MAX(NLA_U8, 128),
	[TCPSPLIT_FLOW_A_DPORT_MIN]	= NLA_POLICY_MIN(NLA_U16, 1),
	[TCPSPLIT_FLOW_A_DPORT_MAX]	= NLA_POLICY_MIN(NLA_U16, 1),
	[TCPSPLIT_FLOW_A_SPORT_MIN]	= NLA_POLICY_MIN(NLA_U16, 1),
	[TCPSPLIT_FLOW_A_SPORT_MAX]	= NLA_POLICY_MIN(NLA_U16, 1),
	[TCPSPLIT_FLOW_A_IIF]		= NLA_POLICY_MIN(NLA_U32, 1),
	[TCPSPLIT_FLOW_A_IIFNAME]	= { .type = NLA_NUL_STRING,
					    .len = IFNAMSIZ - 1 },
	[TCPSPLIT_FLOW_A_CC_CLIENT]	= { .type = NLA_NUL_STRING,
					    .len = TCPSPLIT_CC_NAME_MAX - 1 },
	[TCPSPLIT_FLOW_A_CC_SERVER]	= { .type = NLA_NUL_STRING,
					    .len = TCPSPLIT_CC_NAME_MAX - 1 },
	[TCPSPLIT_FLOW_A_BUDGET]	=
		NLA_POLICY_FULL_RANGE(NLA_U32, &tcpsplit_budget_range),
	[TCPSPLIT_FLOW_A_NODELAY]	= { .type = NLA_FLAG },
	[TCPSPLIT_FLOW_A_STATS]		= { .type = NLA_REJECT,
		.reject_message = "flow counters are read only" },
};

static const struct nla_policy tcpsplit_ns_policy[TCPSPLIT_NS_A_MAX + 1] = {
	[TCPSPLIT_NS_A_CT_ZONE]		= { .type = NLA_U16 },
	[TCPSPLIT_NS_A_FLOWS]		= { .type = NLA_REJECT,
		.reject_message = "read only" },
	[TCPSPLIT_NS_A_MAX_FLOWS]	= { .type = NLA_REJECT,
		.reject_message = "the flow limit is the module parameter max_flows" },
	[TCPSPLIT_NS_A_CONNS]		= { .type = NLA_REJECT,
		.reject_message = "read only" },
	[TCPSPLIT_NS_A_SYNS_SEEN]	= { .type = NLA_REJECT,
		.reject_message = "read only" },
	[TCPSPLIT_NS_A_SYNS_MATCHED]	= { .type = NLA_REJECT,
		.reject_message = "read only" },
	[TCPSPLIT_NS_A_CT_ACTIVE]	= { .type = NLA_REJECT,
		.reject_message = "read only" },
	[TCPSPLIT_NS_A_MEM_LIMIT]	=
		NLA_POLICY_FULL_RANGE(NLA_U64, &tcpsplit_mem_limit_range),
	[TCPSPLIT_NS_A_MEM_RESERVED]	= { .type = NLA_REJECT,
		.reject_message = "read only" },
	[TCPSPLIT_NS_A_MEM_WAITING]	= { .type = NLA_REJECT,
		.reject_message = "read only" },
	[TCPSPLIT_NS_A_BUDGET_REDUCED]	= { .type = NLA_REJECT,
		.reject_message = "read only" },
	[TCPSPLIT_NS_A_UNSPLIT_NOMEM]	= { .type = NLA_REJECT,
		.reject_message = "read only" },
	[TCPSPLIT_NS_A_BUDGET_CAPPED]	= { .type = NLA_REJECT,
		.reject_message = "read only" },
	[TCPSPLIT_NS_A_SYNS_UNPARSED]	= { .type = NLA_REJECT,
		.reject_message = "read only" },
	[TCPSPLIT_NS_A_LATE_DROPPED]	= { .type = NLA_REJECT,
		.reject_message = "read only" },
	[TCPSPLIT_NS_A_GENERATION]	= { .type = NLA_U32 },
	[TCPSPLIT_NS_A_CONN_BUCKETS]	= { .type = NLA_REJECT,
		.reject_message = "read only" },
};

static const struct nla_policy tcpsplit_policy[TCPSPLIT_A_MAX + 1] = {
	[TCPSPLIT_A_FLOW]	= NLA_POLICY_NESTED(tcpsplit_flow_policy),
	[TCPSPLIT_A_NS]		= NLA_POLICY_NESTED(tcpsplit_ns_policy),
	[TCPSPLIT_A_CHECK]	= { .type = NLA_FLAG },
};

static struct genl_family tcpsplit_genl_family __ro_after_init;

/* Messages are a few hundred bytes; genlmsg_new() rounds up anyway. */
#define TCPSPLIT_MSG_SIZE	NLMSG_GOODSIZE

static int tcpsplit_put_addr(struct sk_buff *skb, int type, u16 family,
			     const union tcpsplit_addr *addr)
{
	if (family == AF_INET)
		return nla_put_in_addr(skb, type, addr->v4);
	return nla_put_in6_addr(skb, type, &addr->v6);
}

static int tcpsplit_put_flow(struct sk_buff *skb, const void *obj)
{
	const struct tcpsplit_flow *flow = obj;
	const struct tcpsplit_match *m = &flow->match;
	struct nlattr *nest, *stats;

	nest = nla_nest_start(skb, TCPSPLIT_A_FLOW);
	if (!nest)
		return -EMSGSIZE;

	if (nla_put_u32(skb, TCPSPLIT_FLOW_A_ID, flow->id) ||
	    nla_put_u16(skb, TCPSPLIT_FLOW_A_FAMILY, m->family))
		goto cancel;
	if (m->src_plen &&
	    (tcpsplit_put_addr(skb, TCPSPLIT_FLOW_A_SRC_ADDR, m->family, &m->src) ||
	     nla_put_u8(skb, TCPSPLIT_FLOW_A_SRC_PLEN, m->src_plen)))
		goto cancel;
	if (m->dst_plen &&
	    (tcpsplit_put_addr(skb, TCPSPLIT_FLOW_A_DST_ADDR, m->family, &m->dst) ||
	     nla_put_u8(skb, TCPSPLIT_FLOW_A_DST_PLEN, m->dst_plen)))
		goto cancel;
	if (m->dport_lo &&
	    (nla_put_u16(skb, TCPSPLIT_FLOW_A_DPORT_MIN, m->dport_lo) ||
	     nla_put_u16(skb, TCPSPLIT_FLOW_A_DPORT_MAX, m->dport_hi)))
		goto cancel;
	if (m->sport_lo &&
	    (nla_put_u16(skb, TCPSPLIT_FLOW_A_SPORT_MIN, m->sport_lo) ||
	     nla_put_u16(skb, TCPSPLIT_FLOW_A_SPORT_MAX, m->sport_hi)))
		goto cancel;
	if (m->iif &&
	    (nla_put_u32(skb, TCPSPLIT_FLOW_A_IIF, m->iif) ||
	     nla_put_string(skb, TCPSPLIT_FLOW_A_IIFNAME, flow->iifname)))
		goto cancel;
	if ((flow->cc_client[0] &&
	     nla_put_string(skb, TCPSPLIT_FLOW_A_CC_CLIENT, flow->cc_client)) ||
	    (flow->cc_server[0] &&
	     nla_put_string(skb, TCPSPLIT_FLOW_A_CC_SERVER, flow->cc_server)) ||
	    (flow->budget &&
	     nla_put_u32(skb, TCPSPLIT_FLOW_A_BUDGET, flow->budget)) ||
	    (flow->nodelay && nla_put_flag(skb, TCPSPLIT_FLOW_A_NODELAY)))
		goto cancel;

	stats = nla_nest_start(skb, TCPSPLIT_FLOW_A_STATS);
	if (!stats)
		goto cancel;
	if (nla_put_u64_64bit(skb, TCPSPLIT_FLOW_STATS_A_SYNS,
			      atomic64_read(&flow->syns),
			      TCPSPLIT_FLOW_STATS_A_PAD) ||
	    nla_put_u64_64bit(skb, TCPSPLIT_FLOW_STATS_A_SPLIT,
			      atomic64_read(&flow->split),
			      TCPSPLIT_FLOW_STATS_A_PAD) ||
	    nla_put_u64_64bit(skb, TCPSPLIT_FLOW_STATS_A_REFUSED,
			      atomic64_read(&flow->refused),
			      TCPSPLIT_FLOW_STATS_A_PAD) ||
	    nla_put_u64_64bit(skb, TCPSPLIT_FLOW_STATS_A_UNREACH,
			      atomic64_read(&flow->unreach),
			      TCPSPLIT_FLOW_STATS_A_PAD) ||
	    nla_put_u64_64bit(skb, TCPSPLIT_FLOW_STATS_A_TIMEOUT,
			      atomic64_read(&flow->timeout),
			      TCPSPLIT_FLOW_STATS_A_PAD) ||
	    nla_put_u64_64bit(skb, TCPSPLIT_FLOW_STATS_A_ERRORS,
			      atomic64_read(&flow->errors),
			      TCPSPLIT_FLOW_STATS_A_PAD) ||
	    nla_put_u64_64bit(skb, TCPSPLIT_FLOW_STATS_A_LIVE,
			      atomic_read(&flow->live),
			      TCPSPLIT_FLOW_STATS_A_PAD))
		goto cancel;
	nla_nest_end(skb, stats);

	nla_nest_end(skb, nest);
	return 0;

cancel:
	nla_nest_cancel(skb, nest);
	return -EMSGSIZE;
}

/* Writes one object's nest; see tcpsplit_put_flow() and tcpsplit_put_conn(). */
typedef int (*tcpsplit_put_t)(struct sk_buff *skb, const void *obj);

static int tcpsplit_fill(struct sk_buff *skb, tcpsplit_put_t put,
			 const void *obj, u32 portid, u32 seq, int flags, u8 cmd)
{
	void *hdr;

	hdr = genlmsg_put(skb, portid, seq, &tcpsplit_genl_family, flags, cmd);
	if (!hdr)
		return -EMSGSIZE;
	if (put(skb, obj)) {
		genlmsg_cancel(skb, hdr);
		return -EMSGSIZE;
	}
	genlmsg_end(skb, hdr);
	return 0;
}

/* Multicasts one object to the events group, if anyone listens. */
static void tcpsplit_notify(struct net *net, tcpsplit_put_t put,
			    const void *obj, u8 cmd)
{
	struct sk_buff *msg;

	if (!genl_has_listeners(&tcpsplit_genl_family, net,
				TCPSPLIT_MCGRP_EVENTS_ID))
		return;
	msg = genlmsg_new(TCPSPLIT_MSG_SIZE, GFP_KERNEL);
	if (!msg)
		return;
	if (tcpsplit_fill(msg, put, obj, 0, 0, 0, cmd)) {
		nlmsg_free(msg);
		return;
	}
	genlmsg_multicast_netns(&tcpsplit_genl_family, net, msg, 0,
				TCPSPLIT_MCGRP_EVENTS_ID, GFP_KERNEL);
}

static int tcpsplit_fill_flow(struct sk_buff *skb, const struct tcpsplit_flow *flow,
			      u32 portid, u32 seq, int flags, u8 cmd)
{
	return tcpsplit_fill(skb, tcpsplit_put_flow, flow, portid, seq, flags,
			     cmd);
}

/**
 * tcpsplit_netlink_notify_flow() - tell the events group about a flow
 * @net: the flow's namespace
 * @flow: the flow
 * @cmd: %TCPSPLIT_CMD_FLOW_ADD_NTF or %TCPSPLIT_CMD_FLOW_DEL_NTF
 *
 * Context: process context.
 */
void tcpsplit_netlink_notify_flow(struct net *net, const struct tcpsplit_flow *flow,
				  u8 cmd)
{
	tcpsplit_notify(net, tcpsplit_put_flow, flow, cmd);
}

/* Parses the TCPSPLIT_A_FLOW nest of a request into @tb. */
static int tcpsplit_parse_flow(struct genl_info *info, struct nlattr **tb)
{
	if (GENL_REQ_ATTR_CHECK(info, TCPSPLIT_A_FLOW)) {
		GENL_SET_ERR_MSG(info, "missing flow attributes");
		return -EINVAL;
	}
	return nla_parse_nested(tb, TCPSPLIT_FLOW_A_MAX,
				info->attrs[TCPSPLIT_A_FLOW],
				tcpsplit_flow_policy, info->extack);
}

static int tcpsplit_parse_prefix(const struct nlattr *nest,
				 struct netlink_ext_ack *extack,
				 struct nlattr **tb, int addr_type,
				 int plen_type, u16 family,
				 union tcpsplit_addr *addr,
				 union tcpsplit_addr *mask, u8 *plen_out)
{
	unsigned int alen = family == AF_INET ? 4 : 16;
	unsigned int maxlen = alen * 8;
	u8 *a = (u8 *)addr, *mk = (u8 *)mask;
	unsigned int i, plen;

	if (!tb[addr_type] && !tb[plen_type])
		return 0;
	if (!tb[addr_type]) {
		NL_SET_ERR_MSG_ATTR(extack, tb[plen_type],
				    "prefix length without an address");
		return -EINVAL;
	}
	if (NL_REQ_ATTR_CHECK(extack, nest, tb, plen_type)) {
		NL_SET_ERR_MSG(extack, "address without a prefix length");
		return -EINVAL;
	}
	if (nla_len(tb[addr_type]) != alen) {
		NL_SET_ERR_MSG_ATTR(extack, tb[addr_type],
				    "address length does not match the address family");
		return -EINVAL;
	}
	plen = nla_get_u8(tb[plen_type]);
	if (plen > maxlen) {
		NL_SET_ERR_MSG_ATTR(extack, tb[plen_type],
				    "prefix length too long for the address family");
		return -EINVAL;
	}

	memcpy(addr, nla_data(tb[addr_type]), alen);
	for (i = 0; i < alen; i++) {
		unsigned int bits = plen > i * 8 ? min(plen - i * 8, 8U) : 0;

		mk[i] = bits ? 0xff << (8 - bits) : 0;
		if (a[i] & ~mk[i]) {
			NL_SET_ERR_MSG_ATTR(extack, tb[addr_type],
					    "prefix has bits set past its length");
			return -EINVAL;
		}
	}
	*plen_out = plen;
	return 0;
}

static int tcpsplit_parse_ports(struct netlink_ext_ack *extack,
				struct nlattr **tb, int lo_type, int hi_type,
				u16 *lo, u16 *hi)
{
	if (!tb[lo_type] && !tb[hi_type])
		return 0;
	if (!tb[lo_type]) {
		NL_SET_ERR_MSG_ATTR(extack, tb[hi_type],
				    "port range without its low end");
		return -EINVAL;
	}
	*lo = nla_get_u16(tb[lo_type]);
	*hi = tb[hi_type] ? nla_get_u16(tb[hi_type]) : *lo;
	if (*lo > *hi) {
		NL_SET_ERR_MSG_ATTR(extack, tb[hi_type],
				    "port range ends below its start");
		return -EINVAL;
	}
	return 0;
}

static int tcpsplit_parse_iif(struct net *net, struct netlink_ext_ack *extack,
			      struct nlattr **tb, struct tcpsplit_flow *flow)
{
	struct net_device *dev;
	int err = 0;

	if (tb[TCPSPLIT_FLOW_A_IIF] && tb[TCPSPLIT_FLOW_A_IIFNAME]) {
		NL_SET_ERR_MSG_ATTR(extack, tb[TCPSPLIT_FLOW_A_IIFNAME],
				    "give the input interface by index or by name, not both");
		return -EINVAL;
	}

	rcu_read_lock();
	if (tb[TCPSPLIT_FLOW_A_IIF]) {
		dev = dev_get_by_index_rcu(net, nla_get_u32(tb[TCPSPLIT_FLOW_A_IIF]));
		if (!dev) {
			NL_SET_ERR_MSG_ATTR(extack, tb[TCPSPLIT_FLOW_A_IIF],
					    "no such input interface in this namespace");
			err = -ENODEV;
			goto out;
		}
	} else if (tb[TCPSPLIT_FLOW_A_IIFNAME]) {
		dev = dev_get_by_name_rcu(net, nla_data(tb[TCPSPLIT_FLOW_A_IIFNAME]));
		if (!dev) {
			NL_SET_ERR_MSG_ATTR(extack, tb[TCPSPLIT_FLOW_A_IIFNAME],
					    "no such input interface in this namespace");
			err = -ENODEV;
			goto out;
		}
	} else {
		goto out;
	}
	flow->match.iif = dev->ifindex;
	strscpy(flow->iifname, dev->name, sizeof(flow->iifname));
out:
	rcu_read_unlock();
	return err;
}

/* A congestion control for a leg: checked now, so that splits need not. */
static int tcpsplit_parse_cc(struct net *net, struct netlink_ext_ack *extack,
			     const struct nlattr *attr, char *name)
{
	int err;

	if (!attr)
		return 0;
	nla_strscpy(name, attr, TCPSPLIT_CC_NAME_MAX);
	if (!name[0]) {
		NL_SET_ERR_MSG_ATTR(extack, attr,
				    "empty congestion control name");
		return -EINVAL;
	}
	err = tcpsplit_cc_check(net, name);
	if (err == -ENOENT)
		NL_SET_ERR_MSG_ATTR(extack, attr,
				    "no such congestion control algorithm in the kernel (see net.ipv4.tcp_available_congestion_control)");
	else if (err)
		NL_SET_ERR_MSG_ATTR(extack, attr,
				    "cannot use this congestion control algorithm");
	return err;
}

/*
 * A flow of both families (AF_UNSPEC) matches on ports and interface only:
 * a prefix is of one family, so it would leave the other family's SYNs
 * unmatched while the flow says it covers them.  The length attributes are
 * refused too, rather than read as a prefix of some family.
 */
static int tcpsplit_check_any_family(struct netlink_ext_ack *extack,
				     struct nlattr **tb)
{
	static const int prefix_attrs[] = {
		TCPSPLIT_FLOW_A_SRC_ADDR, TCPSPLIT_FLOW_A_SRC_PLEN,
		TCPSPLIT_FLOW_A_DST_ADDR, TCPSPLIT_FLOW_A_DST_PLEN,
	};
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(prefix_attrs); i++) {
		if (!tb[prefix_attrs[i]])
			continue;
		NL_SET_ERR_MSG_ATTR(extack, tb[prefix_attrs[i]],
				    "a flow for both address families cannot have address prefixes");
		return -EINVAL;
	}
	return 0;
}

/*
 * Fills @flow from the FLOW nest @nest of a request, parsed into @tb;
 * every refusal names its reason.
 */
static int tcpsplit_flow_from_attrs(struct net *net, const struct nlattr *nest,
				    struct netlink_ext_ack *extack,
				    struct nlattr **tb, struct tcpsplit_flow *flow)
{
	struct tcpsplit_match *m = &flow->match;
	int err;

	if (NL_REQ_ATTR_CHECK(extack, nest, tb, TCPSPLIT_FLOW_A_FAMILY)) {
		NL_SET_ERR_MSG(extack, "missing address family");
		return -EINVAL;
	}
	m->family = nla_get_u16(tb[TCPSPLIT_FLOW_A_FAMILY]);
	switch (m->family) {
	case AF_INET:
	case AF_INET6:
		break;
	case AF_UNSPEC:
		err = tcpsplit_check_any_family(extack, tb);
		if (err)
			return err;
		break;
	default:
		NL_SET_ERR_MSG_ATTR(extack, tb[TCPSPLIT_FLOW_A_FAMILY],
				    "address family must be AF_INET, AF_INET6 or AF_UNSPEC (both)");
		return -EAFNOSUPPORT;
	}

	if (tb[TCPSPLIT_FLOW_A_ID])
		flow->id = nla_get_u32(tb[TCPSPLIT_FLOW_A_ID]);

	err = tcpsplit_parse_prefix(nest, extack, tb, TCPSPLIT_FLOW_A_SRC_ADDR,
				    TCPSPLIT_FLOW_A_SRC_PLEN, m->family,
				    &m->src, &m->src_mask, &m->src_plen);
	if (err)
		return err;
	err = tcpsplit_parse_prefix(nest, extack, tb, TCPSPLIT_FLOW_A_DST_ADDR,
				    TCPSPLIT_FLOW_A_DST_PLEN, m->family,
				    &m->dst, &m->dst_mask, &m->dst_plen);
	if (err)
		return err;
	err = tcpsplit_parse_ports(extack, tb, TCPSPLIT_FLOW_A_DPORT_MIN,
				   TCPSPLIT_FLOW_A_DPORT_MAX,
				   &m->dport_lo, &m->dport_hi);
	if (err)
		return err;
	err = tcpsplit_parse_ports(extack, tb, TCPSPLIT_FLOW_A_SPORT_MIN,
				   TCPSPLIT_FLOW_A_SPORT_MAX,
				   &m->sport_lo, &m->sport_hi);
	if (err)
		return err;
	err = tcpsplit_parse_iif(net, extack, tb, flow);
	if (err)
		return err;
	if (tb[TCPSPLIT_FLOW_A_BUDGET])
		flow->budget = nla_get_u32(tb[TCPSPLIT_FLOW_A_BUDGET]);
	flow->nodelay = nla_get_flag(tb[TCPSPLIT_FLOW_A_NODELAY]);
	err = tcpsplit_parse_cc(net, extack, tb[TCPSPLIT_FLOW_A_CC_CLIENT],
				flow->cc_client);
	if (err)
		return err;
	return tcpsplit_parse_cc(net, extack, tb[TCPSPLIT_FLOW_A_CC_SERVER],
				 flow->cc_server);
}

static int tcpsplit_flow_new_doit(struct sk_buff *skb, struct genl_info *info)
{
	struct nlattr *tb[TCPSPLIT_FLOW_A_MAX + 1];
	struct net *net = genl_info_net(info);
	struct tcpsplit_net *tn = tcpsplit_pernet(net);
	struct tcpsplit_flow *flow;
	struct sk_buff *reply;
	int err;

	err = tcpsplit_parse_flow(info, tb);
	if (err)
		return err;

	flow = tcpsplit_flow_alloc();
	if (!flow)
		return -ENOMEM;
	err = tcpsplit_flow_from_attrs(net, info->attrs[TCPSPLIT_A_FLOW],
				       info->extack, tb, flow);
	if (err)
		goto free_flow;

	reply = genlmsg_new(TCPSPLIT_MSG_SIZE, GFP_KERNEL);
	if (!reply) {
		err = -ENOMEM;
		goto free_flow;
	}

	mutex_lock(&tn->lock);
	err = tcpsplit_listener_ensure(tn);
	if (err) {
		NL_SET_ERR_MSG(info->extack,
			       "cannot create the namespace's transparent listener");
	} else {
		err = tcpsplit_hook_defrag(tn);
		if (err)
			NL_SET_ERR_MSG(info->extack,
				       "cannot have the namespace's IP fragments reassembled");
		else
			err = tcpsplit_flow_insert(tn, flow, info->extack);
	}
	if (err) {
		mutex_unlock(&tn->lock);
		nlmsg_free(reply);
		goto free_flow;
	}
	/* A new flow's message always fits in an empty NLMSG_GOODSIZE skb. */
	err = tcpsplit_fill_flow(reply, flow, info->snd_portid, info->snd_seq,
				 0, TCPSPLIT_CMD_FLOW_NEW);
	tcpsplit_netlink_notify_flow(net, flow, TCPSPLIT_CMD_FLOW_ADD_NTF);
	tcpsplit_net_changed(tn);
	mutex_unlock(&tn->lock);

	if (err) {
		nlmsg_free(reply);
		return 0;
	}
	return genlmsg_reply(reply, info);

free_flow:
	tcpsplit_flow_free(flow);
	return err;
}

/* The flow named by the ID in a request's FLOW nest, or NULL with extack. */
static struct tcpsplit_flow *tcpsplit_flow_from_id(struct tcpsplit_net *tn,
						   struct genl_info *info,
						   struct nlattr **tb)
{
	struct tcpsplit_flow *flow;

	if (NL_REQ_ATTR_CHECK(info->extack, info->attrs[TCPSPLIT_A_FLOW], tb,
			      TCPSPLIT_FLOW_A_ID)) {
		NL_SET_ERR_MSG(info->extack, "missing flow ID");
		return NULL;
	}
	flow = tcpsplit_flow_find(tn, nla_get_u32(tb[TCPSPLIT_FLOW_A_ID]));
	if (!flow)
		NL_SET_ERR_MSG_ATTR(info->extack, tb[TCPSPLIT_FLOW_A_ID],
				    "no flow with this ID");
	return flow;
}

static int tcpsplit_flow_del_doit(struct sk_buff *skb, struct genl_info *info)
{
	struct nlattr *tb[TCPSPLIT_FLOW_A_MAX + 1];
	struct net *net = genl_info_net(info);
	struct tcpsplit_net *tn = tcpsplit_pernet(net);
	struct tcpsplit_flow *flow;
	int err;

	err = tcpsplit_parse_flow(info, tb);
	if (err)
		return err;

	mutex_lock(&tn->lock);
	flow = tcpsplit_flow_from_id(tn, info, tb);
	if (!flow) {
		err = tb[TCPSPLIT_FLOW_A_ID] ? -ENOENT : -EINVAL;
		goto unlock;
	}
	err = tcpsplit_flow_unlink(tn, flow);
	if (!err) {
		tcpsplit_netlink_notify_flow(net, flow, TCPSPLIT_CMD_FLOW_DEL_NTF);
		tcpsplit_net_changed(tn);
		tcpsplit_flow_put(flow);
	}
unlock:
	mutex_unlock(&tn->lock);
	return err;
}

static int tcpsplit_flow_get_doit(struct sk_buff *skb, struct genl_info *info)
{
	struct nlattr *tb[TCPSPLIT_FLOW_A_MAX + 1];
	struct tcpsplit_net *tn = tcpsplit_pernet(genl_info_net(info));
	struct tcpsplit_flow *flow;
	struct sk_buff *reply;
	int err;

	err = tcpsplit_parse_flow(info, tb);
	if (err)
		return err;

	reply = genlmsg_new(TCPSPLIT_MSG_SIZE, GFP_KERNEL);
	if (!reply)
		return -ENOMEM;

	rcu_read_lock();
	flow = tcpsplit_flow_from_id(tn, info, tb);
	if (flow)
		err = tcpsplit_fill_flow(reply, flow, info->snd_portid,
					 info->snd_seq, 0,
					 TCPSPLIT_CMD_FLOW_GET);
	else
		err = tb[TCPSPLIT_FLOW_A_ID] ? -ENOENT : -EINVAL;
	rcu_read_unlock();

	if (err) {
		nlmsg_free(reply);
		return err;
	}
	return genlmsg_reply(reply, info);
}

/*
 * cb->args[0]: ID of the last flow dumped, so a dump spread over several
 * messages resumes after it even if flows were added or removed between.
 */
static int tcpsplit_flow_get_dumpit(struct sk_buff *skb,
				    struct netlink_callback *cb)
{
	struct tcpsplit_net *tn = tcpsplit_pernet(sock_net(skb->sk));
	const struct tcpsplit_flow_table *t;
	u32 last = cb->args[0];
	unsigned int i;
	int err = 0;

	rcu_read_lock();
	t = rcu_dereference(tn->flows);
	for (i = 0; t && i < t->n; i++) {
		const struct tcpsplit_flow *flow = t->flows[i];

		if (flow->id <= last)
			continue;
		err = tcpsplit_fill_flow(skb, flow,
					 NETLINK_CB(cb->skb).portid,
					 cb->nlh->nlmsg_seq, NLM_F_MULTI,
					 TCPSPLIT_CMD_FLOW_GET);
		if (err)
			break;
		cb->args[0] = flow->id;
	}
	rcu_read_unlock();

	/* A full skb ends this part of the dump; the next one resumes. */
	return err ? skb->len : 0;
}

/*
 * Tells the events group what a replace changed: @old's flows that are
 * not in @new were deleted, @new's that are not in @old were added.
 */
static void tcpsplit_notify_replace(struct net *net,
				    const struct tcpsplit_flow_table *old,
				    const struct tcpsplit_flow_table *new)
{
	unsigned int i;

	for (i = 0; old && i < old->n; i++)
		if (!tcpsplit_flow_table_has(new, old->flows[i]))
			tcpsplit_netlink_notify_flow(net, old->flows[i],
						     TCPSPLIT_CMD_FLOW_DEL_NTF);
	for (i = 0; new && i < new->n; i++)
		if (!tcpsplit_flow_table_has(old, new->flows[i]))
			tcpsplit_netlink_notify_flow(net, new->flows[i],
						     TCPSPLIT_CMD_FLOW_ADD_NTF);
}

static int tcpsplit_flow_flush_doit(struct sk_buff *skb, struct genl_info *info)
{
	struct net *net = genl_info_net(info);
	struct tcpsplit_net *tn = tcpsplit_pernet(net);
	struct tcpsplit_flow_table *old;

	mutex_lock(&tn->lock);
	old = tcpsplit_flow_replace(tn, NULL);
	tcpsplit_notify_replace(net, old, NULL);
	tcpsplit_flow_table_release(old);
	tcpsplit_net_changed(tn);
	mutex_unlock(&tn->lock);
	return 0;
}

/* One direction's flow control; the attribute types alternate C2S, S2C. */
static int tcpsplit_put_fc(struct sk_buff *skb,
			   const struct tcpsplit_conn *conn, int d)
{
	u32 budget, peak, zw, zw_max;

	tcpsplit_fc_info(conn, d, &budget, &peak, &zw, &zw_max);
	return nla_put_u32(skb, TCPSPLIT_CONN_A_BUDGET_C2S + d, budget) ||
	       nla_put_u32(skb, TCPSPLIT_CONN_A_PEAK_C2S + d, peak) ||
	       nla_put_u32(skb, TCPSPLIT_CONN_A_ZERO_WIN_C2S + d, zw) ||
	       nla_put_u32(skb, TCPSPLIT_CONN_A_ZERO_WIN_MAX_C2S + d, zw_max);
}

/*
 * @closed: a close event's, with the reason; dumps and open events leave
 * it out (only the connection's own teardown may read it).
 */
static int __tcpsplit_put_conn(struct sk_buff *skb,
			       const struct tcpsplit_conn *conn, bool closed)
{
	const struct tcpsplit_tuple *t = &conn->tuple;
	u32 qc2s, qs2c, crtt, ccwnd, srtt, scwnd;
	struct nlattr *nest;

	tcpsplit_conn_info(conn, &qc2s, &qs2c, &crtt, &ccwnd, &srtt, &scwnd);
	nest = nla_nest_start(skb, TCPSPLIT_A_CONN);
	if (!nest)
		return -EMSGSIZE;
	if (nla_put_u64_64bit(skb, TCPSPLIT_CONN_A_ID, conn->id,
			      TCPSPLIT_CONN_A_PAD) ||
	    nla_put_u32(skb, TCPSPLIT_CONN_A_FLOW_ID, conn->flow->id) ||
	    nla_put_u16(skb, TCPSPLIT_CONN_A_FAMILY, t->family) ||
	    tcpsplit_put_addr(skb, TCPSPLIT_CONN_A_CLIENT_ADDR, t->family,
			      &t->saddr) ||
	    nla_put_u16(skb, TCPSPLIT_CONN_A_CLIENT_PORT, ntohs(t->sport)) ||
	    tcpsplit_put_addr(skb, TCPSPLIT_CONN_A_SERVER_ADDR, t->family,
			      &t->daddr) ||
	    nla_put_u16(skb, TCPSPLIT_CONN_A_SERVER_PORT, ntohs(t->dport)) ||
	    nla_put_u8(skb, TCPSPLIT_CONN_A_STATE, READ_ONCE(conn->state)) ||
	    nla_put_u64_64bit(skb, TCPSPLIT_CONN_A_BYTES_C2S,
			      READ_ONCE(conn->bytes_c2s), TCPSPLIT_CONN_A_PAD) ||
	    nla_put_u64_64bit(skb, TCPSPLIT_CONN_A_BYTES_S2C,
			      READ_ONCE(conn->bytes_s2c), TCPSPLIT_CONN_A_PAD) ||
	    nla_put_u32(skb, TCPSPLIT_CONN_A_QUEUED_C2S, qc2s) ||
	    nla_put_u32(skb, TCPSPLIT_CONN_A_QUEUED_S2C, qs2c)) {
		nla_nest_cancel(skb, nest);
		return -EMSGSIZE;
	}
	if ((conn->ct_client &&
	     nla_put_u16(skb, TCPSPLIT_CONN_A_CLIENT_CT_ZONE,
			 conn->ct_client_zone)) ||
	    (rcu_access_pointer(conn->tn->ct_tmpl) &&
	     nla_put_u16(skb, TCPSPLIT_CONN_A_SERVER_CT_ZONE,
			 READ_ONCE(conn->tn->ct_zone))) ||
	    (READ_ONCE(conn->down) &&
	     (nla_put_u32(skb, TCPSPLIT_CONN_A_CLIENT_RTT, crtt) ||
	      nla_put_u32(skb, TCPSPLIT_CONN_A_CLIENT_CWND, ccwnd))) ||
	    (READ_ONCE(conn->up) &&
	     (nla_put_u32(skb, TCPSPLIT_CONN_A_SERVER_RTT, srtt) ||
	      nla_put_u32(skb, TCPSPLIT_CONN_A_SERVER_CWND, scwnd))) ||
	    tcpsplit_put_fc(skb, conn, TCPSPLIT_C2S) ||
	    tcpsplit_put_fc(skb, conn, TCPSPLIT_S2C) ||
	    (closed && nla_put_u8(skb, TCPSPLIT_CONN_A_CLOSE_REASON,
				  conn->close_reason))) {
		nla_nest_cancel(skb, nest);
		return -EMSGSIZE;
	}
	nla_nest_end(skb, nest);
	return 0;
}

static int tcpsplit_put_conn(struct sk_buff *skb, const void *obj)
{
	return __tcpsplit_put_conn(skb, obj, false);
}

static int tcpsplit_put_conn_closed(struct sk_buff *skb, const void *obj)
{
	return __tcpsplit_put_conn(skb, obj, true);
}

static int tcpsplit_fill_conn(struct sk_buff *skb,
			      const struct tcpsplit_conn *conn,
			      u32 portid, u32 seq, int flags, u8 cmd)
{
	return tcpsplit_fill(skb, tcpsplit_put_conn, conn, portid, seq, flags,
			     cmd);
}

/**
 * tcpsplit_netlink_notify_conn() - tell the events group about a connection
 * @conn: the connection
 * @cmd: %TCPSPLIT_CMD_CONN_OPEN_NTF or %TCPSPLIT_CMD_CONN_CLOSE_NTF (with
 *	its close reason)
 *
 * Context: process context, from the connection's work or its teardown.
 */
void tcpsplit_netlink_notify_conn(struct tcpsplit_conn *conn, u8 cmd)
{
	tcpsplit_notify(conn->tn->net,
			cmd == TCPSPLIT_CMD_CONN_CLOSE_NTF ?
			tcpsplit_put_conn_closed : tcpsplit_put_conn,
			conn, cmd);
}

/*
 * Connections dumped per hold of conns_lock: softirq on this CPU and SYNs
 * on the others wait for no more than that many at a time.
 */
#define TCPSPLIT_DUMP_BATCH	16

/*
 * cb->args[0]: ID of the last connection dumped.  IDs only grow, so a
 * dump resumed from it sees every connection that lived throughout, once.
 */
static int tcpsplit_conn_get_dumpit(struct sk_buff *skb,
				    struct netlink_callback *cb)
{
	struct tcpsplit_net *tn = tcpsplit_pernet(sock_net(skb->sk));
	struct tcpsplit_conn *conn;
	unsigned long id;
	int err = 0, n;

	do {
		n = 0;
		id = cb->args[0] + 1;
		spin_lock_bh(&tn->conns_lock);
		/* Linked, a connection's legs stay open until we unlock. */
		xa_for_each_start(&tn->conns, id, conn, id) {
			err = tcpsplit_fill_conn(skb, conn,
						 NETLINK_CB(cb->skb).portid,
						 cb->nlh->nlmsg_seq,
						 NLM_F_MULTI,
						 TCPSPLIT_CMD_CONN_GET);
			if (err)
				break;
			cb->args[0] = id;
			if (++n == TCPSPLIT_DUMP_BATCH)
				break;
		}
		spin_unlock_bh(&tn->conns_lock);
		cond_resched();
	} while (!err && n == TCPSPLIT_DUMP_BATCH);
	return err ? skb->len : 0;
}

static int tcpsplit_ns_get_doit(struct sk_buff *skb, struct genl_info *info)
{
	struct tcpsplit_net *tn = tcpsplit_pernet(genl_info_net(info));
	u64 st[TCPSPLIT_NSTATS];
	struct sk_buff *reply;
	struct nlattr *nest;
	void *hdr;

	tcpsplit_net_stats(tn, st);
	reply = genlmsg_new(TCPSPLIT_MSG_SIZE, GFP_KERNEL);
	if (!reply)
		return -ENOMEM;

	hdr = genlmsg_put_reply(reply, info, &tcpsplit_genl_family, 0,
				TCPSPLIT_CMD_NS_GET);
	if (!hdr)
		goto nospace;
	nest = nla_nest_start(reply, TCPSPLIT_A_NS);
	if (!nest)
		goto nospace;
	if (nla_put_u32(reply, TCPSPLIT_NS_A_FLOWS, READ_ONCE(tn->nflows)) ||
	    nla_put_u32(reply, TCPSPLIT_NS_A_MAX_FLOWS,
			READ_ONCE(tcpsplit_max_flows)) ||
	    nla_put_u32(reply, TCPSPLIT_NS_A_CONNS, atomic_read(&tn->nconns)) ||
	    nla_put_u64_64bit(reply, TCPSPLIT_NS_A_SYNS_SEEN,
			      st[TCPSPLIT_STAT_SYNS_SEEN],
			      TCPSPLIT_NS_A_PAD) ||
	    nla_put_u64_64bit(reply, TCPSPLIT_NS_A_SYNS_MATCHED,
			      st[TCPSPLIT_STAT_SYNS_MATCHED],
			      TCPSPLIT_NS_A_PAD) ||
	    nla_put_u64_64bit(reply, TCPSPLIT_NS_A_SYNS_UNPARSED,
			      st[TCPSPLIT_STAT_SYNS_UNPARSED],
			      TCPSPLIT_NS_A_PAD) ||
	    nla_put_u64_64bit(reply, TCPSPLIT_NS_A_LATE_DROPPED,
			      st[TCPSPLIT_STAT_LATE_DROPPED],
			      TCPSPLIT_NS_A_PAD) ||
	    nla_put_u16(reply, TCPSPLIT_NS_A_CT_ZONE, READ_ONCE(tn->ct_zone)) ||
	    nla_put_u8(reply, TCPSPLIT_NS_A_CT_ACTIVE,
		       !!rcu_access_pointer(tn->ct_tmpl)) ||
	    nla_put_u64_64bit(reply, TCPSPLIT_NS_A_MEM_LIMIT,
			      READ_ONCE(tn->mem_limit), TCPSPLIT_NS_A_PAD) ||
	    nla_put_u64_64bit(reply, TCPSPLIT_NS_A_MEM_RESERVED,
			      atomic64_read(&tn->mem_reserved),
			      TCPSPLIT_NS_A_PAD) ||
	    nla_put_u64_64bit(reply, TCPSPLIT_NS_A_MEM_WAITING,
			      st[TCPSPLIT_STAT_WAITING],
			      TCPSPLIT_NS_A_PAD) ||
	    nla_put_u64_64bit(reply, TCPSPLIT_NS_A_BUDGET_REDUCED,
			      st[TCPSPLIT_STAT_BUDGET_REDUCED],
			      TCPSPLIT_NS_A_PAD) ||
	    nla_put_u64_64bit(reply, TCPSPLIT_NS_A_UNSPLIT_NOMEM,
			      st[TCPSPLIT_STAT_UNSPLIT_NOMEM],
			      TCPSPLIT_NS_A_PAD) ||
	    nla_put_u64_64bit(reply, TCPSPLIT_NS_A_BUDGET_CAPPED,
			      st[TCPSPLIT_STAT_BUDGET_CAPPED],
			      TCPSPLIT_NS_A_PAD) ||
	    nla_put_u32(reply, TCPSPLIT_NS_A_GENERATION,
			READ_ONCE(tn->generation)) ||
	    nla_put_u32(reply, TCPSPLIT_NS_A_CONN_BUCKETS,
			tcpsplit_conn_buckets(tn)))
		goto nospace;
	nla_nest_end(reply, nest);
	genlmsg_end(reply, hdr);
	return genlmsg_reply(reply, info);

nospace:
	nlmsg_free(reply);
	return -EMSGSIZE;
}

/* A request's generation precondition (ns attribute generation), if any. */
static int tcpsplit_check_generation(struct tcpsplit_net *tn,
				     struct nlattr **ns_tb,
				     struct netlink_ext_ack *extack)
{
	const struct nlattr *gen = ns_tb[TCPSPLIT_NS_A_GENERATION];

	if (!gen || nla_get_u32(gen) == tn->generation)
		return 0;
	NL_SET_ERR_MSG_ATTR(extack, gen,
			    "the configuration changed since it was read; read it again");
	return -EAGAIN;
}

/*
 * Applies the settings of a request's ns nest; the zone may be refused
 * (tcpsplit_ct_set_zone()), the memory limit cannot be.
 */
static int tcpsplit_ns_apply(struct tcpsplit_net *tn, struct nlattr **tb,
			     struct netlink_ext_ack *extack)
{
	int err;

	if (tb[TCPSPLIT_NS_A_CT_ZONE]) {
		err = tcpsplit_ct_set_zone(tn,
					   nla_get_u16(tb[TCPSPLIT_NS_A_CT_ZONE]),
					   extack);
		if (err) {
			NL_SET_BAD_ATTR(extack, tb[TCPSPLIT_NS_A_CT_ZONE]);
			return err;
		}
	}
	/*
	 * A limit below what is reserved now takes effect as budgets shrink
	 * and connections close: live budgets are not taken away.
	 */
	if (tb[TCPSPLIT_NS_A_MEM_LIMIT])
		WRITE_ONCE(tn->mem_limit,
			   nla_get_u64(tb[TCPSPLIT_NS_A_MEM_LIMIT]));
	if (tb[TCPSPLIT_NS_A_CT_ZONE] || tb[TCPSPLIT_NS_A_MEM_LIMIT])
		tcpsplit_net_changed(tn);
	return 0;
}

static int tcpsplit_ns_set_doit(struct sk_buff *skb, struct genl_info *info)
{
	struct tcpsplit_net *tn = tcpsplit_pernet(genl_info_net(info));
	struct nlattr *tb[TCPSPLIT_NS_A_MAX + 1];
	int err;

	if (GENL_REQ_ATTR_CHECK(info, TCPSPLIT_A_NS))
		return -EINVAL;
	err = nla_parse_nested(tb, TCPSPLIT_NS_A_MAX, info->attrs[TCPSPLIT_A_NS],
			       tcpsplit_ns_policy, info->extack);
	if (err)
		return err;
	if (!tb[TCPSPLIT_NS_A_CT_ZONE] && !tb[TCPSPLIT_NS_A_MEM_LIMIT]) {
		NL_SET_ERR_MSG_ATTR(info->extack, info->attrs[TCPSPLIT_A_NS],
				    "nothing to set");
		return -EINVAL;
	}

	mutex_lock(&tn->lock);
	err = tcpsplit_check_generation(tn, tb, info->extack);
	if (!err)
		err = tcpsplit_ns_apply(tn, tb, info->extack);
	mutex_unlock(&tn->lock);
	return err;
}

/* The @i-th flow attribute of a request, to point a refusal at it. */
static const struct nlattr *tcpsplit_nth_flow(struct genl_info *info,
					      unsigned int i)
{
	const struct nlattr *attr;
	int rem;

	nla_for_each_attr(attr, genlmsg_data(info->genlhdr),
			  genlmsg_len(info->genlhdr), rem)
		if (nla_type(attr) == TCPSPLIT_A_FLOW && !i--)
			return attr;
	return NULL;
}

/*
 * Builds the table of a replace request: every flow attribute, each
 * checked as flow-new checks one, and the two rules of a table (one flow
 * per ID and per match).  Returns the table, sorted, or an ERR_PTR().
 */
static struct tcpsplit_flow_table *
tcpsplit_replace_table(struct net *net, struct genl_info *info)
{
	struct nlattr *tb[TCPSPLIT_FLOW_A_MAX + 1];
	struct tcpsplit_flow_table *t;
	const struct nlattr *attr;
	unsigned int n = 0, i = 0;
	int rem, err = 0;

	nla_for_each_attr(attr, genlmsg_data(info->genlhdr),
			  genlmsg_len(info->genlhdr), rem)
		n += nla_type(attr) == TCPSPLIT_A_FLOW;
	if (n > READ_ONCE(tcpsplit_max_flows)) {
		NL_SET_ERR_MSG(info->extack,
			       "more flows than the limit of a namespace (module parameter max_flows)");
		return ERR_PTR(-ENOSPC);
	}
	t = tcpsplit_flow_table_alloc(n);
	if (!t)
		return ERR_PTR(-ENOMEM);

	nla_for_each_attr(attr, genlmsg_data(info->genlhdr),
			  genlmsg_len(info->genlhdr), rem) {
		struct tcpsplit_flow *flow;

		if (nla_type(attr) != TCPSPLIT_A_FLOW)
			continue;
		err = nla_parse_nested(tb, TCPSPLIT_FLOW_A_MAX, attr,
				       tcpsplit_flow_policy, info->extack);
		if (err)
			break;
		/* IDs make the order of the table: it is spelled out. */
		if (NL_REQ_ATTR_CHECK(info->extack, attr, tb,
				      TCPSPLIT_FLOW_A_ID)) {
			NL_SET_ERR_MSG(info->extack,
				       "every flow of a replace needs its ID");
			err = -EINVAL;
			break;
		}
		flow = tcpsplit_flow_alloc();
		if (!flow) {
			err = -ENOMEM;
			break;
		}
		err = tcpsplit_flow_from_attrs(net, attr, info->extack, tb,
					       flow);
		if (err) {
			tcpsplit_flow_free(flow);
			break;
		}
		t->flows[i++] = flow;
	}
	if (!err) {
		err = tcpsplit_flow_table_prepare(t, &i, info->extack);
		if (err)
			NL_SET_BAD_ATTR(info->extack, tcpsplit_nth_flow(info, i));
		else
			return t;
		i = n;
	}
	while (i--)
		tcpsplit_flow_put(t->flows[i]);
	tcpsplit_flow_table_free(t);
	return ERR_PTR(err);
}

static int tcpsplit_replace_doit(struct sk_buff *skb, struct genl_info *info)
{
	struct nlattr *ns_tb[TCPSPLIT_NS_A_MAX + 1] = {};
	struct net *net = genl_info_net(info);
	struct tcpsplit_net *tn = tcpsplit_pernet(net);
	struct tcpsplit_flow_table *t, *old;
	bool check = nla_get_flag(info->attrs[TCPSPLIT_A_CHECK]);
	int err;

	if (info->attrs[TCPSPLIT_A_NS]) {
		err = nla_parse_nested(ns_tb, TCPSPLIT_NS_A_MAX,
				       info->attrs[TCPSPLIT_A_NS],
				       tcpsplit_ns_policy, info->extack);
		if (err)
			return err;
	}
	if (ns_tb[TCPSPLIT_NS_A_CT_ZONE] &&
	    !nla_get_u16(ns_tb[TCPSPLIT_NS_A_CT_ZONE])) {
		NL_SET_ERR_MSG_ATTR(info->extack, ns_tb[TCPSPLIT_NS_A_CT_ZONE],
				    "zone 0 is the client legs' zone: the server legs need a zone of their own");
		return -EINVAL;
	}
	t = tcpsplit_replace_table(net, info);
	if (IS_ERR(t))
		return PTR_ERR(t);

	mutex_lock(&tn->lock);
	err = tcpsplit_check_generation(tn, ns_tb, info->extack);
	if (err)
		goto out;
	if (check) {
		/* What tcpsplit_ct_set_zone() would refuse, without the change. */
		if (ns_tb[TCPSPLIT_NS_A_CT_ZONE] &&
		    nla_get_u16(ns_tb[TCPSPLIT_NS_A_CT_ZONE]) != tn->ct_zone &&
		    atomic_read(&tn->nconns)) {
			NL_SET_ERR_MSG_ATTR(info->extack,
					    ns_tb[TCPSPLIT_NS_A_CT_ZONE],
					    "split connections are live: the conntrack zone can only change without any");
			err = -EBUSY;
		}
		goto out;
	}
	if (t->n) {
		err = tcpsplit_listener_ensure(tn);
		if (err) {
			NL_SET_ERR_MSG(info->extack,
				       "cannot create the namespace's transparent listener");
			goto out;
		}
		err = tcpsplit_hook_defrag(tn);
		if (err) {
			NL_SET_ERR_MSG(info->extack,
				       "cannot have the namespace's IP fragments reassembled");
			goto out;
		}
	}
	/* The last step that can fail: the table goes in after it. */
	err = tcpsplit_ns_apply(tn, ns_tb, info->extack);
	if (err)
		goto out;
	old = tcpsplit_flow_replace(tn, t);
	tcpsplit_notify_replace(net, old, rcu_dereference_protected(tn->flows,
					lockdep_is_held(&tn->lock)));
	tcpsplit_flow_table_release(old);
	tcpsplit_net_changed(tn);
	t = NULL;
out:
	mutex_unlock(&tn->lock);
	tcpsplit_flow_table_release(t);
	return err;
}

static const struct genl_ops tcpsplit_genl_ops[] = {
	{
		.cmd	= TCPSPLIT_CMD_FLOW_NEW,
		.doit	= tcpsplit_flow_new_doit,
		.policy	= tcpsplit_policy,
		.maxattr = TCPSPLIT_A_MAX,
		.flags	= GENL_UNS_ADMIN_PERM,
	},
	{
		.cmd	= TCPSPLIT_CMD_FLOW_DEL,
		.doit	= tcpsplit_flow_del_doit,
		.policy	= tcpsplit_policy,
		.maxattr = TCPSPLIT_A_MAX,
		.flags	= GENL_UNS_ADMIN_PERM,
	},
	{
		.cmd	= TCPSPLIT_CMD_FLOW_GET,
		.doit	= tcpsplit_flow_get_doit,
		.dumpit	= tcpsplit_flow_get_dumpit,
		.policy	= tcpsplit_policy,
		.maxattr = TCPSPLIT_A_MAX,
	},
	{
		.cmd	= TCPSPLIT_CMD_FLOW_FLUSH,
		.doit	= tcpsplit_flow_flush_doit,
		/* Takes no attribute; the policy makes others errors. */
		.policy	= tcpsplit_policy,
		.maxattr = TCPSPLIT_A_MAX,
		.flags	= GENL_UNS_ADMIN_PERM,
	},
	{
		.cmd	= TCPSPLIT_CMD_CONN_GET,
		.dumpit	= tcpsplit_conn_get_dumpit,
		.policy	= tcpsplit_policy,
		.maxattr = TCPSPLIT_A_MAX,
	},
	{
		.cmd	= TCPSPLIT_CMD_NS_GET,
		.doit	= tcpsplit_ns_get_doit,
		.policy	= tcpsplit_policy,
		.maxattr = TCPSPLIT_A_MAX,
	},
	{
		.cmd	= TCPSPLIT_CMD_NS_SET,
		.doit	= tcpsplit_ns_set_doit,
		.policy	= tcpsplit_policy,
		.maxattr = TCPSPLIT_A_MAX,
		.flags	= GENL_UNS_ADMIN_PERM,
	},
	{
		.cmd	= TCPSPLIT_CMD_REPLACE,
		.doit	= tcpsplit_replace_doit,
		.policy	= tcpsplit_policy,
		.maxattr = TCPSPLIT_A_MAX,
		.flags	= GENL_UNS_ADMIN_PERM,
	},
};

static struct genl_family tcpsplit_genl_family __ro_after_init = {
	.name		= TCPSPLIT_FAMILY_NAME,
	.version	= TCPSPLIT_FAMILY_VERSION,
	.netnsok	= true,
	.parallel_ops	= true,
	.module		= THIS_MODULE,
	.ops		= tcpsplit_genl_ops,
	.n_ops		= ARRAY_SIZE(tcpsplit_genl_ops),
	.mcgrps		= tcpsplit_mcgrps,
	.n_mcgrps	= ARRAY_SIZE(tcpsplit_mcgrps),
};

/**
 * tcpsplit_netlink_init() - register the generic netlink family
 *
 * Return: 0 or a negative errno.
 */
int __init tcpsplit_netlink_init(void)
{
	return genl_register_family(&tcpsplit_genl_family);
}

/**
 * tcpsplit_netlink_exit() - unregister the generic netlink family
 *
 * Returns once no request is being handled any more.
 */
void tcpsplit_netlink_exit(void)
{
	genl_unregister_family(&tcpsplit_genl_family);
}
