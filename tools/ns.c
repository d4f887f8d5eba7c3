// SPDX-License-Identifier: GPL-2.0
/*
 * splitctl: the namespace's stats and settings, and the event monitor
 * (stats, set, monitor).
 */
#include "splitctl.h"

static const char usage_stats[] =
"Usage: splitctl stats\n"
"\n"
"Print the namespace's counters and settings.  syns-unparsed counts the SYNs\n"
"forwarded unsplit because the module does not split through their headers\n"
"(IPv4 or IPv6 fragments, IPv6 extension headers other than hop-by-hop\n"
"options).\n";

static const char usage_set[] =
"Usage: splitctl set ct-zone ZONE\n"
"       splitctl set mem-limit SIZE\n"
"\n"
"Change a setting of the namespace:\n"
"  ct-zone ZONE   conntrack zone (1-65535, default 65535) in which the\n"
"                 server legs of split connections are tracked, apart\n"
"                 from their client legs (zone 0); pick one the ruleset\n"
"                 does not use.  Only while no split connection is live.\n"
"  mem-limit SIZE the budgets of all split connections together stay\n"
"                 within SIZE (at least 64k; default 1/16 of RAM, at least\n"
"                 16m).  When it is reached, new connections get smaller\n"
"                 budgets, or are forwarded unsplit; never refused.\n"
"SIZE is bytes, or a number with a k, m or g suffix (1024-based).\n";

static const char usage_monitor[] =
"Usage: splitctl [-j|-t] monitor\n"
"\n"
"Print the events of the namespace until interrupted: flows added and\n"
"deleted (one event per flow on flush), connections split (opened: both legs\n"
"up) and ended (closed, with the reason: closed, reset-by-client,\n"
"reset-by-server, refused, unreachable, timeout, unload, netns-deleted,\n"
"error; a connection that was never split is closed without being opened).\n"
"With -j, one JSON object per line with its time (\"time\", UTC); with -t,\n"
"each line begins with the local time.\n";

static int ns_stats_cb(const struct nlmsghdr *nlh, void *data)
{
	static const struct {
		int type;
		const char *key;
		const char *label;
	} fields[] = {
		{ TCPSPLIT_NS_A_FLOWS, "flows", "flows" },
		{ TCPSPLIT_NS_A_MAX_FLOWS, "max_flows", "max-flows" },
		{ TCPSPLIT_NS_A_CONNS, "conns", "conns" },
		{ TCPSPLIT_NS_A_SYNS_SEEN, "syns_seen", "syns-seen" },
		{ TCPSPLIT_NS_A_SYNS_MATCHED, "syns_matched", "syns-matched" },
		{ TCPSPLIT_NS_A_SYNS_UNPARSED, "syns_unparsed", "syns-unparsed" },
		{ TCPSPLIT_NS_A_LATE_DROPPED, "late_dropped", "late-dropped" },
		{ TCPSPLIT_NS_A_CT_ZONE, "ct_zone", "ct-zone" },
		{ TCPSPLIT_NS_A_CT_ACTIVE, "ct_active", "ct-active" },
		{ TCPSPLIT_NS_A_MEM_LIMIT, "mem_limit", "mem-limit" },
		{ TCPSPLIT_NS_A_MEM_RESERVED, "mem_reserved", "mem-reserved" },
		{ TCPSPLIT_NS_A_MEM_WAITING, "mem_waiting", "mem-waiting" },
		{ TCPSPLIT_NS_A_BUDGET_REDUCED, "budget_reduced", "budget-reduced" },
		{ TCPSPLIT_NS_A_UNSPLIT_NOMEM, "unsplit_nomem", "unsplit-nomem" },
		{ TCPSPLIT_NS_A_BUDGET_CAPPED, "budget_capped", "budget-capped" },
		{ TCPSPLIT_NS_A_CONN_BUCKETS, "conn_buckets", "conn-buckets" },
		{ TCPSPLIT_NS_A_GENERATION, "generation", "generation" },
	};
	struct attrs tb;
	size_t i;

	if (!nl_parse_top_nest(nlh, TCPSPLIT_A_NS, &tb))
		return MNL_CB_OK;
	if (json)
		json_open(NULL, '{');
	for (i = 0; i < ARRAY_SIZE(fields); i++) {
		const struct nlattr *a = tb.a[fields[i].type];

		if (!a)
			continue;
		if (json)
			json_u64(fields[i].key, nl_get_uint(a));
		else
			printf("%s%s %" PRIu64, i ? " " : "", fields[i].label,
			       nl_get_uint(a));
	}
	if (json)
		json_close('}');
	else
		putchar('\n');
	return MNL_CB_OK;
}

int ns_stats(int argc, char **argv)
{
	struct nl *nl;

	args_cmd(argc, argv, usage_stats, 0, 0);
	nl = nl_get();
	return nl_talk(nl, nl_genl_msg(nl->family, TCPSPLIT_CMD_NS_GET, NLM_F_ACK),
		       ns_stats_cb, NULL) ? EXIT_FAILURE : 0;
}

/**
 * ns_parse_set() - parse the arguments of set
 * @argc: argument count, argv[0] being "set"
 * @argv: the arguments
 * @val: the value
 *
 * Usage errors exit with EXIT_USAGE.
 * Return: true for ct-zone, false for mem-limit.
 */
bool ns_parse_set(int argc, char **argv, unsigned long long *val)
{
	args_cmd(argc, argv, usage_set, 2, 2);
	if (!strcmp(argv[1], "ct-zone")) {
		if (!args_uint(argv[2], 65535, val) || !*val)
			usage_error("set ct-zone: '%s' is not a zone of the server legs (1-65535; 0 is the client legs' zone)",
				    argv[2]);
		return true;
	}
	if (!strcmp(argv[1], "mem-limit")) {
		if (!args_size(argv[2], UINT64_MAX, val) ||
		    *val < TCPSPLIT_MEM_LIMIT_MIN)
			usage_error("set mem-limit: '%s' is not a size of 64k or more",
				    argv[2]);
		return false;
	}
	usage_error("set: unknown setting '%s'", argv[1]);
}

int ns_set(int argc, char **argv)
{
	unsigned long long val;
	struct nlmsghdr *nlh;
	struct nlattr *nest;
	struct nl *nl;
	bool zone;

	zone = ns_parse_set(argc, argv, &val);
	nl = nl_get();
	nlh = nl_genl_msg(nl->family, TCPSPLIT_CMD_NS_SET, NLM_F_ACK);
	nest = mnl_attr_nest_start(nlh, TCPSPLIT_A_NS);
	if (zone)
		mnl_attr_put_u16(nlh, TCPSPLIT_NS_A_CT_ZONE, val);
	else
		mnl_attr_put_u64(nlh, TCPSPLIT_NS_A_MEM_LIMIT, val);
	mnl_attr_nest_end(nlh, nest);
	return nl_talk(nl, nlh, NULL, NULL) ? EXIT_FAILURE : 0;
}

static volatile sig_atomic_t stop;

static void ns_on_signal(int sig)
{
	stop = 1;
}

static int ns_event_cb(const struct nlmsghdr *nlh, void *data)
{
	const struct genlmsghdr *g = mnl_nlmsg_get_payload(nlh);
	struct attrs tb;

	switch (g->cmd) {
	case TCPSPLIT_CMD_FLOW_ADD_NTF:
		if (nl_parse_top_nest(nlh, TCPSPLIT_A_FLOW, &tb))
			flows_print(&tb, json ? "flow-add" : "added");
		break;
	case TCPSPLIT_CMD_FLOW_DEL_NTF:
		if (nl_parse_top_nest(nlh, TCPSPLIT_A_FLOW, &tb))
			flows_print(&tb, json ? "flow-del" : "deleted");
		break;
	case TCPSPLIT_CMD_CONN_OPEN_NTF:
		if (nl_parse_top_nest(nlh, TCPSPLIT_A_CONN, &tb))
			conns_print(&tb, json ? "conn-open" : "opened");
		break;
	case TCPSPLIT_CMD_CONN_CLOSE_NTF:
		if (nl_parse_top_nest(nlh, TCPSPLIT_A_CONN, &tb))
			conns_print(&tb, json ? "conn-close" : "closed");
		break;
	default:
		break;
	}
	fflush(stdout);
	return MNL_CB_OK;
}

int ns_monitor(int argc, char **argv)
{
	struct nl *nl;
	struct sigaction sa = { .sa_handler = ns_on_signal };
	int ret;

	args_cmd(argc, argv, usage_monitor, 0, 0);
	nl = nl_get();
	if (!nl->events_group)
		fatal("the tcpsplit family has no events group");
	if (mnl_socket_setsockopt(nl->sk, NETLINK_ADD_MEMBERSHIP,
				  &nl->events_group,
				  sizeof(nl->events_group)) < 0)
		fatal("cannot join the events group: %s", strerror(errno));

	/* No SA_RESTART: a signal must interrupt the blocking receive. */
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
	setvbuf(stdout, NULL, _IOLBF, 0);
	while (!stop) {
		struct timespec now;

		ret = mnl_socket_recvfrom(nl->sk, nlbuf, sizeof(nlbuf));
		clock_gettime(CLOCK_REALTIME, &now);
		out_event_time(&now);
		if (ret < 0) {
			if (errno == EINTR)
				continue;
			if (errno == ENOBUFS) {
				fprintf(stderr, "splitctl: events lost (receive buffer overrun)\n");
				continue;
			}
			fatal("netlink receive: %s", strerror(errno));
		}
		if (mnl_cb_run(nlbuf, ret, 0, 0, ns_event_cb, NULL) == MNL_CB_ERROR)
			fatal("bad event message: %s", strerror(errno));
	}
	return 0;
}
