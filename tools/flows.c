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

/* Reads a flow (the TCPSPLIT_A_FLOW nest, parsed) into @f. */
void flows_spec_from_attrs(const struct attrs *tb, struct flow_spec *f)
{
	const struct nlattr *a;

	memset(f, 0, sizeof(*f));
	if (tb->a[TCPSPLIT_FLOW_A_ID])
		f->id = nl_get_uint(tb->a[TCPSPLIT_FLOW_A_ID]);
	if (tb->a[TCPSPLIT_FLOW_A_FAMILY])
		f->family = nl_get_uint(tb->a[TCPSPLIT_FLOW_A_FAMILY]);
	a = tb->a[TCPSPLIT_FLOW_A_SRC_ADDR];
	if (a && mnl_attr_get_payload_len(a) <= sizeof(f->src.addr)) {
		f->src.family = mnl_attr_get_payload_len(a) == 16 ? AF_INET6 : AF_INET;
		memcpy(f->src.addr, mnl_attr_get_payload(a), mnl_attr_get_payload_len(a));
		if (tb->a[TCPSPLIT_FLOW_A_SRC_PLEN])
			f->src.plen = nl_get_uint(tb->a[TCPSPLIT_FLOW_A_SRC_PLEN]);
	}
	a = tb->a[TCPSPLIT_FLOW_A_DST_ADDR];
	if (a && mnl_attr_get_payload_len(a) <= sizeof(f->dst.addr)) {
		f->dst.family = mnl_attr_get_payload_len(a) == 16 ? AF_INET6 : AF_INET;
		memcpy(f->dst.addr, mnl_attr_get_payload(a), mnl_attr_get_payload_len(a));
		if (tb->a[TCPSPLIT_FLOW_A_DST_PLEN])
			f->dst.plen = nl_get_uint(tb->a[TCPSPLIT_FLOW_A_DST_PLEN]);
	}
	if (tb->a[TCPSPLIT_FLOW_A_DPORT_MIN]) {
		f->dlo = nl_get_uint(tb->a[TCPSPLIT_FLOW_A_DPORT_MIN]);
		f->dhi = tb->a[TCPSPLIT_FLOW_A_DPORT_MAX] ?
			 nl_get_uint(tb->a[TCPSPLIT_FLOW_A_DPORT_MAX]) : f->dlo;
	}
	if (tb->a[TCPSPLIT_FLOW_A_SPORT_MIN]) {
		f->slo = nl_get_uint(tb->a[TCPSPLIT_FLOW_A_SPORT_MIN]);
		f->shi = tb->a[TCPSPLIT_FLOW_A_SPORT_MAX] ?
			 nl_get_uint(tb->a[TCPSPLIT_FLOW_A_SPORT_MAX]) : f->slo;
	}
	if (tb->a[TCPSPLIT_FLOW_A_IIF])
		f->iif_index = nl_get_uint(tb->a[TCPSPLIT_FLOW_A_IIF]);
	a = tb->a[TCPSPLIT_FLOW_A_IIFNAME];
	if (a && !mnl_attr_validate(a, MNL_TYPE_NUL_STRING))
		snprintf(f->iif, sizeof(f->iif), "%s", mnl_attr_get_str(a));
	a = tb->a[TCPSPLIT_FLOW_A_CC_CLIENT];
	if (a && !mnl_attr_validate(a, MNL_TYPE_NUL_STRING))
		snprintf(f->cc_client, sizeof(f->cc_client), "%s", mnl_attr_get_str(a));
	a = tb->a[TCPSPLIT_FLOW_A_CC_SERVER];
	if (a && !mnl_attr_validate(a, MNL_TYPE_NUL_STRING))
		snprintf(f->cc_server, sizeof(f->cc_server), "%s", mnl_attr_get_str(a));
	if (tb->a[TCPSPLIT_FLOW_A_BUDGET])
		f->budget = nl_get_uint(tb->a[TCPSPLIT_FLOW_A_BUDGET]);
	f->nodelay = !!tb->a[TCPSPLIT_FLOW_A_NODELAY];
}

static void flows_print_prefix(const char *opt, const struct prefix *p)
{
	char a[INET6_ADDRSTRLEN] = "?";

	inet_ntop(p->family, p->addr, a, sizeof(a));
	printf(" %s %s/%u", opt, a, p->plen);
}

static void flows_print_ports(const char *opt, uint16_t lo, uint16_t hi)
{
	if (lo == hi)
		printf(" %s %u", opt, lo);
	else
		printf(" %s %u-%u", opt, lo, hi);
}

/*
 * Prints the options of add-flow that make @f, without --id: what follows
 * "add-flow" in a line of a batch file.
 */
void flows_print_opts(const struct flow_spec *f)
{
	if (f->src.family)
		flows_print_prefix("--src", &f->src);
	if (f->dst.family)
		flows_print_prefix("--dst", &f->dst);
	if (f->dlo)
		flows_print_ports("--dport", f->dlo, f->dhi);
	if (f->slo)
		flows_print_ports("--sport", f->slo, f->shi);
	if (f->iif[0])
		printf(" --iif %s", f->iif);
	if (f->cc_client[0])
		printf(" --cc-client %s", f->cc_client);
	if (f->cc_server[0])
		printf(" --cc-server %s", f->cc_server);
	if (f->budget)
		printf(" --budget %u", f->budget);
	if (f->nodelay)
		printf(" --nodelay");
}

static const struct {
	int type;
	const char *name;
} flows_counters[] = {
	{ TCPSPLIT_FLOW_STATS_A_SYNS, "syns" },
	{ TCPSPLIT_FLOW_STATS_A_SPLIT, "split" },
	{ TCPSPLIT_FLOW_STATS_A_REFUSED, "refused" },
	{ TCPSPLIT_FLOW_STATS_A_UNREACH, "unreachable" },
	{ TCPSPLIT_FLOW_STATS_A_TIMEOUT, "timeout" },
	{ TCPSPLIT_FLOW_STATS_A_ERRORS, "errors" },
	{ TCPSPLIT_FLOW_STATS_A_LIVE, "live" },
};

/* The JSON object of a flow: its keys are an interface of their own. */
static void flows_print_json(const struct attrs *tb)
{
	struct attrs st;
	char buf[128];
	size_t i;

	if (tb->a[TCPSPLIT_FLOW_A_ID])
		json_u64("id", nl_get_uint(tb->a[TCPSPLIT_FLOW_A_ID]));
	if (tb->a[TCPSPLIT_FLOW_A_FAMILY])
		json_str("family",
			 out_family_name(nl_get_uint(tb->a[TCPSPLIT_FLOW_A_FAMILY])));
	if (tb->a[TCPSPLIT_FLOW_A_SRC_ADDR]) {
		out_format_prefix(buf, sizeof(buf), tb->a[TCPSPLIT_FLOW_A_SRC_ADDR],
				  tb->a[TCPSPLIT_FLOW_A_SRC_PLEN]);
		json_str("src", buf);
	}
	if (tb->a[TCPSPLIT_FLOW_A_DST_ADDR]) {
		out_format_prefix(buf, sizeof(buf), tb->a[TCPSPLIT_FLOW_A_DST_ADDR],
				  tb->a[TCPSPLIT_FLOW_A_DST_PLEN]);
		json_str("dst", buf);
	}
	if (tb->a[TCPSPLIT_FLOW_A_DPORT_MIN])
		out_ports("dport", tb->a[TCPSPLIT_FLOW_A_DPORT_MIN],
			  tb->a[TCPSPLIT_FLOW_A_DPORT_MAX]);
	if (tb->a[TCPSPLIT_FLOW_A_SPORT_MIN])
		out_ports("sport", tb->a[TCPSPLIT_FLOW_A_SPORT_MIN],
			  tb->a[TCPSPLIT_FLOW_A_SPORT_MAX]);
	out_str_attr(tb, TCPSPLIT_FLOW_A_IIFNAME, "iif", "iif");
	out_str_attr(tb, TCPSPLIT_FLOW_A_CC_CLIENT, "cc_client", "cc-client");
	out_str_attr(tb, TCPSPLIT_FLOW_A_CC_SERVER, "cc_server", "cc-server");
	if (tb->a[TCPSPLIT_FLOW_A_BUDGET])
		json_u64("budget", nl_get_uint(tb->a[TCPSPLIT_FLOW_A_BUDGET]));
	if (tb->a[TCPSPLIT_FLOW_A_NODELAY])
		json_bool("nodelay", true);
	if (!tb->a[TCPSPLIT_FLOW_A_STATS])
		return;
	nl_parse_nested(tb->a[TCPSPLIT_FLOW_A_STATS], &st);
	json_open("stats", '{');
	for (i = 0; i < ARRAY_SIZE(flows_counters); i++)
		if (st.a[flows_counters[i].type])
			json_u64(flows_counters[i].name,
				 nl_get_uint(st.a[flows_counters[i].type]));
	json_close('}');
}

/*
 * Prints a flow (the TCPSPLIT_A_FLOW nest, parsed): a JSON object, or in
 * text "flow ID FAMILY" and the flow's add-flow options, then its counters
 * on an indented line of their own (not for events).
 */
void flows_print(const struct attrs *tb, const char *event)
{
	struct flow_spec f;
	struct attrs st;
	size_t i;

	out_obj_begin(event, "flow", "flow");
	if (json) {
		flows_print_json(tb);
		out_obj_end(event);
		return;
	}
	flows_spec_from_attrs(tb, &f);
	printf(" %u %s", f.id, out_family_name(f.family));
	flows_print_opts(&f);
	if (!event && tb->a[TCPSPLIT_FLOW_A_STATS]) {
		nl_parse_nested(tb->a[TCPSPLIT_FLOW_A_STATS], &st);
		putchar('\n');
		for (i = 0; i < ARRAY_SIZE(flows_counters); i++)
			if (st.a[flows_counters[i].type])
				printf("%s%s %" PRIu64, i ? " " : "\t",
				       flows_counters[i].name,
				       nl_get_uint(st.a[flows_counters[i].type]));
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

/**
 * flows_parse_add() - parse the arguments of add-flow
 * @argc: argument count, argv[0] being "add-flow"
 * @argv: the arguments
 * @f: the flow they make, family resolved; @f->id 0 if not given
 *
 * Usage errors exit with EXIT_USAGE, naming the offending argument.
 */
void flows_parse_add(int argc, char **argv, struct flow_spec *f)
{
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
	unsigned long long budget;
	int c, at;

	memset(f, 0, sizeof(*f));
	optind = 0;
	opterr = 0;
	for (;;) {
		at = optind ? optind : 1;
		c = getopt_long(argc, argv, "+:h", opts, NULL);
		if (c == -1)
			break;
		switch (c) {
		case 's':
			args_prefix("--src", optarg, &f->src);
			break;
		case 'd':
			args_prefix("--dst", optarg, &f->dst);
			break;
		case 'D':
			args_ports("--dport", optarg, &f->dlo, &f->dhi);
			break;
		case 'S':
			args_ports("--sport", optarg, &f->slo, &f->shi);
			break;
		case 'i':
			if (!*optarg || strlen(optarg) >= IFNAMSIZ)
				usage_error("--iif: invalid interface name '%s'",
					    optarg);
			snprintf(f->iif, sizeof(f->iif), "%s", optarg);
			break;
		case 'I':
			f->id = args_id("--id", optarg);
			break;
		case 'c':
			args_cc("--cc-client", optarg);
			snprintf(f->cc_client, sizeof(f->cc_client), "%s", optarg);
			break;
		case 'C':
			args_cc("--cc-server", optarg);
			snprintf(f->cc_server, sizeof(f->cc_server), "%s", optarg);
			break;
		case 'b':
			if (!args_size(optarg, UINT32_MAX, &budget) ||
			    budget < TCPSPLIT_BUDGET_FIXED_MIN ||
			    budget > TCPSPLIT_BUDGET_FIXED_MAX)
				usage_error("--budget: '%s' is not a size from 4k to 256m",
					    optarg);
			f->budget = budget;
			break;
		case 'N':
			f->nodelay = true;
			break;
		case 'h':
			fputs(usage_add_flow, stdout);
			exit(EXIT_SUCCESS);
		default:
			args_getopt_error("add-flow", argv[at], c, opts);
		}
	}
	if (optind < argc)
		usage_error("add-flow: unexpected argument '%s'", argv[optind]);
	if (f->src.family && f->dst.family && f->src.family != f->dst.family)
		usage_error("add-flow: --src and --dst are of different address families");
	args_check_prefix_family("--src", &f->src);
	args_check_prefix_family("--dst", &f->dst);
	/* No prefix and no -4/-6: the flow is for both families. */
	f->family = family_opt ? family_opt :
		    f->src.family ? f->src.family :
		    f->dst.family ? f->dst.family : AF_UNSPEC;
}

/**
 * flows_put() - put a flow into a request as a TCPSPLIT_A_FLOW nest
 * @nlh: the request
 * @f: the flow; its interface by index if it has one (a flow read from
 *	the kernel), else by name
 */
void flows_put(struct nlmsghdr *nlh, const struct flow_spec *f)
{
	struct nlattr *nest = mnl_attr_nest_start(nlh, TCPSPLIT_A_FLOW);

	mnl_attr_put_u16(nlh, TCPSPLIT_FLOW_A_FAMILY, f->family);
	if (f->id)
		mnl_attr_put_u32(nlh, TCPSPLIT_FLOW_A_ID, f->id);
	if (f->src.family) {
		mnl_attr_put(nlh, TCPSPLIT_FLOW_A_SRC_ADDR,
			     f->src.family == AF_INET ? 4 : 16, f->src.addr);
		mnl_attr_put_u8(nlh, TCPSPLIT_FLOW_A_SRC_PLEN, f->src.plen);
	}
	if (f->dst.family) {
		mnl_attr_put(nlh, TCPSPLIT_FLOW_A_DST_ADDR,
			     f->dst.family == AF_INET ? 4 : 16, f->dst.addr);
		mnl_attr_put_u8(nlh, TCPSPLIT_FLOW_A_DST_PLEN, f->dst.plen);
	}
	if (f->dlo) {
		mnl_attr_put_u16(nlh, TCPSPLIT_FLOW_A_DPORT_MIN, f->dlo);
		mnl_attr_put_u16(nlh, TCPSPLIT_FLOW_A_DPORT_MAX, f->dhi);
	}
	if (f->slo) {
		mnl_attr_put_u16(nlh, TCPSPLIT_FLOW_A_SPORT_MIN, f->slo);
		mnl_attr_put_u16(nlh, TCPSPLIT_FLOW_A_SPORT_MAX, f->shi);
	}
	if (f->iif_index)
		mnl_attr_put_u32(nlh, TCPSPLIT_FLOW_A_IIF, f->iif_index);
	else if (f->iif[0])
		mnl_attr_put_strz(nlh, TCPSPLIT_FLOW_A_IIFNAME, f->iif);
	if (f->cc_client[0])
		mnl_attr_put_strz(nlh, TCPSPLIT_FLOW_A_CC_CLIENT, f->cc_client);
	if (f->cc_server[0])
		mnl_attr_put_strz(nlh, TCPSPLIT_FLOW_A_CC_SERVER, f->cc_server);
	if (f->budget)
		mnl_attr_put_u32(nlh, TCPSPLIT_FLOW_A_BUDGET, f->budget);
	if (f->nodelay)
		mnl_attr_put(nlh, TCPSPLIT_FLOW_A_NODELAY, 0, NULL);
	mnl_attr_nest_end(nlh, nest);
}

int flows_add(int argc, char **argv)
{
	struct flow_spec f;
	struct nlmsghdr *nlh;
	uint32_t new_id = 0;
	struct nl *nl;

	flows_parse_add(argc, argv, &f);
	nl = nl_get();
	nlh = nl_genl_msg(nl->family, TCPSPLIT_CMD_FLOW_NEW, NLM_F_ACK);
	flows_put(nlh, &f);
	if (nl_talk(nl, nlh, flows_id_cb, &new_id))
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
