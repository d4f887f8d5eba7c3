// SPDX-License-Identifier: GPL-2.0
/*
 * splitctl: add-flow, del-flow, flush, list-flows.
 */
#include "splitctl.h"

static const char usage_add_flow[] =
"Usage: splitctl [-4|-6] add-flow [--src PREFIX] [--dst PREFIX]\n"
"                                 [--dport PORT|LO-HI] [--sport PORT|LO-HI]\n"
"                                 [--iif IFNAME] [--id N]\n"
"                                 [--cc-client ALG] [--cc-server ALG]\n"
"                                 [--budget SIZE] [--nodelay]\n"
"\n"
"Split new TCP connections whose SYN matches every given criterion and is\n"
"forwarded through this namespace.  PREFIX is ADDR[/LEN], IPv4 or IPv6;\n"
"without LEN it is a single host.  The flow's address family is that of its\n"
"prefixes; without a prefix the flow covers IPv4 and IPv6 (family any)\n"
"unless splitctl -4 or -6 names one.  Flows match in ascending ID order;\n"
"without --id the new flow gets an ID above every existing one (it matches\n"
"last).  Prints the ID.\n"
"\n"
"Options of the split connections:\n"
"  --cc-client ALG  congestion control towards the client (any the kernel\n"
"                   has or can load, e.g. cubic, bbr, reno)\n"
"  --cc-server ALG  congestion control towards the server\n"
"  --budget SIZE    fixed budget per direction: the most bytes waiting at\n"
"                   the router (4k-256m; default: adapted to each\n"
"                   connection, within the namespace's mem-limit)\n"
"  --nodelay        TCP_NODELAY on both legs\n"
"SIZE is bytes, or a number with a k, m or g suffix (1024-based).\n";

static const char usage_del_flow[] =
"Usage: splitctl del-flow ID\n"
"\n"
"Delete a flow.  New connections are no longer matched against it.\n";

static const char usage_flush[] =
"Usage: splitctl flush\n"
"\n"
"Delete every flow of the namespace.\n";

static const char usage_list_flows[] =
"Usage: splitctl [-4|-6] list-flows [ID]\n"
"\n"
"List the flows of the namespace in matching order, or one flow, with their\n"
"counters.  With -4 or -6, only the flows of that family and those of\n"
"family any (not with an ID).\n";

/* Prints a flow (the TCPSPLIT_A_FLOW nest, parsed), a line or an object. */
void flows_print(const struct attrs *tb, const char *event)
{
	struct attrs st;
	char buf[128];

	out_obj_begin(event, "flow", "flow");

	if (tb->a[TCPSPLIT_FLOW_A_ID]) {
		if (json)
			json_u64("id", nl_get_uint(tb->a[TCPSPLIT_FLOW_A_ID]));
		else
			printf(" %" PRIu64, nl_get_uint(tb->a[TCPSPLIT_FLOW_A_ID]));
	}
	if (tb->a[TCPSPLIT_FLOW_A_FAMILY]) {
		const char *f = out_family_name(nl_get_uint(tb->a[TCPSPLIT_FLOW_A_FAMILY]));

		if (json)
			json_str("family", f);
		else
			printf(" %s", f);
	}
	if (tb->a[TCPSPLIT_FLOW_A_SRC_ADDR]) {
		out_format_prefix(buf, sizeof(buf), tb->a[TCPSPLIT_FLOW_A_SRC_ADDR],
			      tb->a[TCPSPLIT_FLOW_A_SRC_PLEN]);
		if (json)
			json_str("src", buf);
		else
			printf(" src %s", buf);
	}
	if (tb->a[TCPSPLIT_FLOW_A_DST_ADDR]) {
		out_format_prefix(buf, sizeof(buf), tb->a[TCPSPLIT_FLOW_A_DST_ADDR],
			      tb->a[TCPSPLIT_FLOW_A_DST_PLEN]);
		if (json)
			json_str("dst", buf);
		else
			printf(" dst %s", buf);
	}
	if (tb->a[TCPSPLIT_FLOW_A_DPORT_MIN])
		out_ports("dport", tb->a[TCPSPLIT_FLOW_A_DPORT_MIN],
			    tb->a[TCPSPLIT_FLOW_A_DPORT_MAX]);
	if (tb->a[TCPSPLIT_FLOW_A_SPORT_MIN])
		out_ports("sport", tb->a[TCPSPLIT_FLOW_A_SPORT_MIN],
			    tb->a[TCPSPLIT_FLOW_A_SPORT_MAX]);
	if (tb->a[TCPSPLIT_FLOW_A_IIFNAME] &&
	    mnl_attr_validate(tb->a[TCPSPLIT_FLOW_A_IIFNAME], MNL_TYPE_NUL_STRING) == 0) {
		const char *name = mnl_attr_get_str(tb->a[TCPSPLIT_FLOW_A_IIFNAME]);

		if (json)
			json_str("iif", name);
		else
			printf(" iif %s", name);
	}
	out_str_attr(tb, TCPSPLIT_FLOW_A_CC_CLIENT, "cc_client", "cc-client");
	out_str_attr(tb, TCPSPLIT_FLOW_A_CC_SERVER, "cc_server", "cc-server");
	if (tb->a[TCPSPLIT_FLOW_A_BUDGET]) {
		if (json)
			json_u64("budget", nl_get_uint(tb->a[TCPSPLIT_FLOW_A_BUDGET]));
		else
			printf(" budget %" PRIu64,
			       nl_get_uint(tb->a[TCPSPLIT_FLOW_A_BUDGET]));
	}
	if (tb->a[TCPSPLIT_FLOW_A_NODELAY]) {
		if (json)
			json_bool("nodelay", true);
		else
			printf(" nodelay");
	}
	if (tb->a[TCPSPLIT_FLOW_A_STATS]) {
		static const struct {
			int type;
			const char *name;
		} counters[] = {
			{ TCPSPLIT_FLOW_STATS_A_SYNS, "syns" },
			{ TCPSPLIT_FLOW_STATS_A_SPLIT, "split" },
			{ TCPSPLIT_FLOW_STATS_A_REFUSED, "refused" },
			{ TCPSPLIT_FLOW_STATS_A_UNREACH, "unreachable" },
			{ TCPSPLIT_FLOW_STATS_A_TIMEOUT, "timeout" },
			{ TCPSPLIT_FLOW_STATS_A_ERRORS, "errors" },
			{ TCPSPLIT_FLOW_STATS_A_LIVE, "live" },
		};
		size_t i;

		nl_parse_nested(tb->a[TCPSPLIT_FLOW_A_STATS], &st);
		if (json)
			json_open("stats", '{');
		for (i = 0; i < ARRAY_SIZE(counters); i++) {
			const struct nlattr *a = st.a[counters[i].type];

			if (!a)
				continue;
			if (json)
				json_u64(counters[i].name, nl_get_uint(a));
			else
				printf(" %s %" PRIu64, counters[i].name, nl_get_uint(a));
		}
		if (json)
			json_close('}');
	}

	out_obj_end(event);
}

static int flows_cb(const struct nlmsghdr *nlh, void *data)
{
	struct attrs tb;

	if (!nl_parse_top_nest(nlh, TCPSPLIT_A_FLOW, &tb))
		return MNL_CB_OK;
	if (tb.a[TCPSPLIT_FLOW_A_FAMILY] &&
	    !out_family_shown(nl_get_uint(tb.a[TCPSPLIT_FLOW_A_FAMILY])))
		return MNL_CB_OK;
	flows_print(&tb, NULL);
	return MNL_CB_OK;
}

static int flows_id_cb(const struct nlmsghdr *nlh, void *data)
{
	struct attrs tb;

	if (!nl_parse_top_nest(nlh, TCPSPLIT_A_FLOW, &tb))
		return MNL_CB_OK;
	if (tb.a[TCPSPLIT_FLOW_A_ID])
		*(uint32_t *)data = nl_get_uint(tb.a[TCPSPLIT_FLOW_A_ID]);
	if (json)
		flows_print(&tb, NULL);
	return MNL_CB_OK;
}

int flows_add(int argc, char **argv)
{
	struct nl *nl;
	static const struct option opts[] = {
		{ "src",   required_argument, NULL, 's' },
		{ "dst",   required_argument, NULL, 'd' },
		{ "dport", required_argument, NULL, 'D' },
		{ "sport", required_argument, NULL, 'S' },
		{ "iif",   required_argument, NULL, 'i' },
		{ "id",    required_argument, NULL, 'I' },
		{ "cc-client", required_argument, NULL, 'c' },
		{ "cc-server", required_argument, NULL, 'C' },
		{ "budget", required_argument, NULL, 'b' },
		{ "nodelay", no_argument,     NULL, 'N' },
		{ "help",  no_argument,       NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	struct prefix src = { 0 }, dst = { 0 };
	uint16_t dlo = 0, dhi = 0, slo = 0, shi = 0;
	const char *iif = NULL, *cc_client = NULL, *cc_server = NULL;
	unsigned long long budget = 0;
	bool nodelay = false;
	uint32_t id = 0, new_id = 0;
	struct nlmsghdr *nlh;
	struct nlattr *nest;
	int c, family, err;

	optind = 1;
	opterr = 0;
	while ((c = getopt_long(argc, argv, "+:h", opts, NULL)) != -1) {
		switch (c) {
		case 's':
			args_prefix("--src", optarg, &src);
			break;
		case 'd':
			args_prefix("--dst", optarg, &dst);
			break;
		case 'D':
			args_ports("--dport", optarg, &dlo, &dhi);
			break;
		case 'S':
			args_ports("--sport", optarg, &slo, &shi);
			break;
		case 'i':
			if (!*optarg || strlen(optarg) >= IFNAMSIZ)
				usage_error("--iif: invalid interface name '%s'",
					    optarg);
			iif = optarg;
			break;
		case 'I':
			id = args_id("--id", optarg);
			break;
		case 'c':
			args_cc("--cc-client", optarg);
			cc_client = optarg;
			break;
		case 'C':
			args_cc("--cc-server", optarg);
			cc_server = optarg;
			break;
		case 'b':
			if (!args_size(optarg, UINT32_MAX, &budget) ||
			    budget < TCPSPLIT_BUDGET_FIXED_MIN ||
			    budget > TCPSPLIT_BUDGET_FIXED_MAX)
				usage_error("--budget: '%s' is not a size from 4k to 256m",
					    optarg);
			break;
		case 'N':
			nodelay = true;
			break;
		case 'h':
			fputs(usage_add_flow, stdout);
			exit(EXIT_SUCCESS);
		case ':':
			usage_error("add-flow: option '%s' needs an argument",
				    argv[optind - 1]);
		default:
			usage_error("add-flow: unknown option '%s'",
				    argv[optind - 1]);
		}
	}
	if (optind < argc)
		usage_error("add-flow: unexpected argument '%s'", argv[optind]);
	if (src.family && dst.family && src.family != dst.family)
		usage_error("add-flow: --src and --dst are of different address families");
	args_check_prefix_family("--src", &src);
	args_check_prefix_family("--dst", &dst);
	/* No prefix and no -4/-6: the flow is for both families. */
	family = family_opt ? family_opt :
		 src.family ? src.family : dst.family ? dst.family : AF_UNSPEC;

	nl = nl_get();
	nlh = nl_genl_msg(nl->family, TCPSPLIT_CMD_FLOW_NEW, NLM_F_ACK);
	nest = mnl_attr_nest_start(nlh, TCPSPLIT_A_FLOW);
	mnl_attr_put_u16(nlh, TCPSPLIT_FLOW_A_FAMILY, family);
	if (id)
		mnl_attr_put_u32(nlh, TCPSPLIT_FLOW_A_ID, id);
	if (src.family) {
		mnl_attr_put(nlh, TCPSPLIT_FLOW_A_SRC_ADDR,
			     src.family == AF_INET ? 4 : 16, src.addr);
		mnl_attr_put_u8(nlh, TCPSPLIT_FLOW_A_SRC_PLEN, src.plen);
	}
	if (dst.family) {
		mnl_attr_put(nlh, TCPSPLIT_FLOW_A_DST_ADDR,
			     dst.family == AF_INET ? 4 : 16, dst.addr);
		mnl_attr_put_u8(nlh, TCPSPLIT_FLOW_A_DST_PLEN, dst.plen);
	}
	if (dlo) {
		mnl_attr_put_u16(nlh, TCPSPLIT_FLOW_A_DPORT_MIN, dlo);
		mnl_attr_put_u16(nlh, TCPSPLIT_FLOW_A_DPORT_MAX, dhi);
	}
	if (slo) {
		mnl_attr_put_u16(nlh, TCPSPLIT_FLOW_A_SPORT_MIN, slo);
		mnl_attr_put_u16(nlh, TCPSPLIT_FLOW_A_SPORT_MAX, shi);
	}
	if (iif)
		mnl_attr_put_strz(nlh, TCPSPLIT_FLOW_A_IIFNAME, iif);
	if (cc_client)
		mnl_attr_put_strz(nlh, TCPSPLIT_FLOW_A_CC_CLIENT, cc_client);
	if (cc_server)
		mnl_attr_put_strz(nlh, TCPSPLIT_FLOW_A_CC_SERVER, cc_server);
	if (budget)
		mnl_attr_put_u32(nlh, TCPSPLIT_FLOW_A_BUDGET, budget);
	if (nodelay)
		mnl_attr_put(nlh, TCPSPLIT_FLOW_A_NODELAY, 0, NULL);
	mnl_attr_nest_end(nlh, nest);

	err = nl_talk(nl, nlh, flows_id_cb, &new_id);
	if (err)
		return EXIT_FAILURE;
	if (!json)
		printf("%u\n", new_id);
	return 0;
}

int flows_del(int argc, char **argv)
{
	struct nl *nl;
	struct nlmsghdr *nlh;
	struct nlattr *nest;
	uint32_t id;

	args_cmd(argc, argv, usage_del_flow, 1, 1);
	id = args_id("del-flow", argv[argc - 1]);
	nl = nl_get();
	nlh = nl_genl_msg(nl->family, TCPSPLIT_CMD_FLOW_DEL, NLM_F_ACK);
	nest = mnl_attr_nest_start(nlh, TCPSPLIT_A_FLOW);
	mnl_attr_put_u32(nlh, TCPSPLIT_FLOW_A_ID, id);
	mnl_attr_nest_end(nlh, nest);
	return nl_talk(nl, nlh, NULL, NULL) ? EXIT_FAILURE : 0;
}

int flows_flush(int argc, char **argv)
{
	struct nl *nl;

	args_cmd(argc, argv, usage_flush, 0, 0);
	nl = nl_get();
	return nl_talk(nl, nl_genl_msg(nl->family, TCPSPLIT_CMD_FLOW_FLUSH,
				    NLM_F_ACK), NULL, NULL) ? EXIT_FAILURE : 0;
}

int flows_list(int argc, char **argv)
{
	struct nl *nl;
	struct nlmsghdr *nlh;
	struct nlattr *nest;
	uint32_t id = 0;
	int err;

	args_cmd(argc, argv, usage_list_flows, 0, 1);
	if (argc > 1)
		id = args_id("list-flows", argv[argc - 1]);
	/* One flow is asked for by ID: filtering it away would say nothing. */
	if (id && family_opt)
		usage_error("list-flows: %s filters the list of flows; it takes no ID",
			    args_family_opt_name(family_opt));
	nl = nl_get();
	if (id) {
		nlh = nl_genl_msg(nl->family, TCPSPLIT_CMD_FLOW_GET, NLM_F_ACK);
		nest = mnl_attr_nest_start(nlh, TCPSPLIT_A_FLOW);
		mnl_attr_put_u32(nlh, TCPSPLIT_FLOW_A_ID, id);
		mnl_attr_nest_end(nlh, nest);
		return nl_talk(nl, nlh, flows_cb, NULL) ? EXIT_FAILURE : 0;
	}

	nlh = nl_genl_msg(nl->family, TCPSPLIT_CMD_FLOW_GET, NLM_F_DUMP);
	if (json)
		json_open(NULL, '[');
	err = nl_talk(nl, nlh, flows_cb, NULL);
	if (json)
		json_close(']');
	return err ? EXIT_FAILURE : 0;
}
