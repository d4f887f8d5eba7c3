// SPDX-License-Identifier: GPL-2.0
/*
 * splitctl: metrics: the namespace's and its flows' counters and gauges
 * in the Prometheus text exposition format (0.0.4), on standard output
 * or, for node_exporter's textfile collector, in a file replaced
 * atomically.
 *
 * Names follow Prometheus' conventions: the prefix tcpsplit_, base units
 * (_bytes), _total on counters; a flow's samples carry its ID and its
 * match (as add-flow options) as labels, and with -n every sample carries
 * the namespace.  Everything is read before anything is written, so that
 * a failure leaves no partial output behind.
 */
#include "splitctl.h"

static const char usage_metrics[] =
"Usage: splitctl [-n NETNS] metrics [-o|--output FILE]\n"
"\n"
"Print the namespace's and every flow's counters and gauges in the\n"
"Prometheus text format: names tcpsplit_*, counters ending in _total, sizes\n"
"in bytes; a flow's samples have the labels flow (its ID) and match (its\n"
"match as add-flow options); with -n, every sample has the label netns.\n"
"  -o, --output FILE  write them to FILE instead, atomically (a temporary\n"
"                     file in the same directory, then a rename; mode 0644),\n"
"                     for node_exporter's textfile collector (a *.prom\n"
"                     file in its directory); on failure FILE is left as\n"
"                     it was\n";

struct metric {
	int attr;
	const char *name;
	const char *type;
	const char *help;	/* no backslash or newline: printed as is */
};

/* The namespace's, from NS_GET; ct-zone is the label of tcpsplit_ct_info. */
static const struct metric ns_metrics[] = {
	{ TCPSPLIT_NS_A_FLOWS, "tcpsplit_flows", "gauge",
	  "Flows configured." },
	{ TCPSPLIT_NS_A_MAX_FLOWS, "tcpsplit_flows_max", "gauge",
	  "The most flows a namespace may have (module parameter max_flows)." },
	{ TCPSPLIT_NS_A_CONNS, "tcpsplit_connections", "gauge",
	  "Live split connections, those whose legs are being set up included." },
	{ TCPSPLIT_NS_A_SYNS_SEEN, "tcpsplit_syns_seen_total", "counter",
	  "Forwarded SYNs compared with the flows (only while there are flows)." },
	{ TCPSPLIT_NS_A_SYNS_MATCHED, "tcpsplit_syns_matched_total", "counter",
	  "Forwarded SYNs that matched a flow, split or forwarded unsplit for lack of memory." },
	{ TCPSPLIT_NS_A_SYNS_UNPARSED, "tcpsplit_syns_unparsed_total", "counter",
	  "SYNs forwarded untouched: fragments, IPv6 extension headers other than hop-by-hop options." },
	{ TCPSPLIT_NS_A_LATE_DROPPED, "tcpsplit_late_segments_dropped_total", "counter",
	  "Late segments of split connections' closed legs, dropped rather than forwarded." },
	{ TCPSPLIT_NS_A_CT_ACTIVE, "tcpsplit_ct_active", "gauge",
	  "1 once conntrack tracks the namespace's split connections, else 0." },
	{ TCPSPLIT_NS_A_MEM_LIMIT, "tcpsplit_mem_limit_bytes", "gauge",
	  "The bound on the memory reserved for the split connections' budgets (mem-limit)." },
	{ TCPSPLIT_NS_A_MEM_RESERVED, "tcpsplit_mem_reserved_bytes", "gauge",
	  "Memory reserved: the live connections' budgets, and bytes waiting beyond a budget that shrank." },
	{ TCPSPLIT_NS_A_MEM_WAITING, "tcpsplit_mem_waiting_bytes", "gauge",
	  "Bytes waiting at the router, all connections and directions, as flow control last measured them." },
	{ TCPSPLIT_NS_A_BUDGET_REDUCED, "tcpsplit_budget_reduced_total", "counter",
	  "Connections started with smaller budgets for lack of memory." },
	{ TCPSPLIT_NS_A_UNSPLIT_NOMEM, "tcpsplit_unsplit_nomem_total", "counter",
	  "SYNs of flows forwarded unsplit: not even the smallest budgets fit the memory limit." },
	{ TCPSPLIT_NS_A_BUDGET_CAPPED, "tcpsplit_budget_capped_total", "counter",
	  "Budget growths cut short by the memory limit." },
	{ TCPSPLIT_NS_A_CONN_BUCKETS, "tcpsplit_connection_table_buckets", "gauge",
	  "Buckets of the table of split connections (it grows and shrinks with them)." },
	{ TCPSPLIT_NS_A_GENERATION, "tcpsplit_config_generation", "gauge",
	  "The configuration's generation: it changes with every change of flows or settings." },
};

/* Each flow's, from its stats nest. */
static const struct metric flow_metrics[] = {
	{ TCPSPLIT_FLOW_STATS_A_SYNS, "tcpsplit_flow_syns_total", "counter",
	  "SYNs that matched the flow first and started a split." },
	{ TCPSPLIT_FLOW_STATS_A_SPLIT, "tcpsplit_flow_split_total", "counter",
	  "Connections split: both legs came up." },
	{ TCPSPLIT_FLOW_STATS_A_REFUSED, "tcpsplit_flow_refused_total", "counter",
	  "Servers that refused the connection (RST); the client got a RST." },
	{ TCPSPLIT_FLOW_STATS_A_UNREACH, "tcpsplit_flow_unreachable_total", "counter",
	  "Servers that were unreachable (ICMP error); the client got the ICMP error." },
	{ TCPSPLIT_FLOW_STATS_A_TIMEOUT, "tcpsplit_flow_timeout_total", "counter",
	  "Servers that never answered; the client got nothing." },
	{ TCPSPLIT_FLOW_STATS_A_ERRORS, "tcpsplit_flow_errors_total", "counter",
	  "Splits that failed at the router, and legs whose congestion control could not be set." },
	{ TCPSPLIT_FLOW_STATS_A_LIVE, "tcpsplit_flow_connections", "gauge",
	  "Live split connections of the flow, those whose legs are being set up included." },
};

#define NS_N	ARRAY_SIZE(ns_metrics)
#define FLOW_N	ARRAY_SIZE(flow_metrics)

struct flow_sample {
	char id[16];
	char match[256];	/* add-flow options */
	bool has[FLOW_N];
	uint64_t val[FLOW_N];
};

struct sample_set {
	bool ns_has[NS_N];
	uint64_t ns_val[NS_N];
	bool has_zone;
	uint64_t zone;
	struct flow_sample *flows;
	size_t nflows, cap;
};

static int metrics_ns_cb(const struct nlmsghdr *nlh, void *data)
{
	struct sample_set *set = data;
	struct attrs tb;
	size_t i;

	if (!nl_parse_top_nest(nlh, TCPSPLIT_A_NS, &tb))
		return MNL_CB_OK;
	for (i = 0; i < NS_N; i++) {
		if (!tb.a[ns_metrics[i].attr])
			continue;
		set->ns_has[i] = true;
		set->ns_val[i] = nl_get_uint(tb.a[ns_metrics[i].attr]);
	}
	if (tb.a[TCPSPLIT_NS_A_CT_ZONE]) {
		set->has_zone = true;
		set->zone = nl_get_uint(tb.a[TCPSPLIT_NS_A_CT_ZONE]);
	}
	return MNL_CB_OK;
}

static void metrics_append(char *buf, size_t len, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

/* Appends to a string of @len bytes, with a space before all but the first. */
static void metrics_append(char *buf, size_t len, const char *fmt, ...)
{
	size_t used = strlen(buf);
	va_list ap;

	if (used && used + 1 < len)
		buf[used++] = ' ';
	va_start(ap, fmt);
	vsnprintf(buf + used, len - used, fmt, ap);
	va_end(ap);
}

static void metrics_ports(char *buf, size_t len, const char *opt,
			  const struct nlattr *lo, const struct nlattr *hi)
{
	unsigned int l = mnl_attr_get_u16(lo), h = hi ? mnl_attr_get_u16(hi) : l;

	if (l == h)
		metrics_append(buf, len, "%s %u", opt, l);
	else
		metrics_append(buf, len, "%s %u-%u", opt, l, h);
}

/*
 * A flow's match as the add-flow options that make it: -4 or -6 only
 * where no prefix gives the family; empty for a flow that matches every
 * SYN.
 */
static void metrics_match(char *buf, size_t len, const struct attrs *tb)
{
	unsigned int family = tb->a[TCPSPLIT_FLOW_A_FAMILY] ?
			      nl_get_uint(tb->a[TCPSPLIT_FLOW_A_FAMILY]) : AF_UNSPEC;
	char p[INET6_ADDRSTRLEN + 8];

	buf[0] = '\0';
	if (family != AF_UNSPEC && !tb->a[TCPSPLIT_FLOW_A_SRC_ADDR] &&
	    !tb->a[TCPSPLIT_FLOW_A_DST_ADDR])
		metrics_append(buf, len, "%s", family == AF_INET6 ? "-6" : "-4");
	if (tb->a[TCPSPLIT_FLOW_A_SRC_ADDR]) {
		out_format_prefix(p, sizeof(p), tb->a[TCPSPLIT_FLOW_A_SRC_ADDR],
				  tb->a[TCPSPLIT_FLOW_A_SRC_PLEN]);
		metrics_append(buf, len, "--src %s", p);
	}
	if (tb->a[TCPSPLIT_FLOW_A_DST_ADDR]) {
		out_format_prefix(p, sizeof(p), tb->a[TCPSPLIT_FLOW_A_DST_ADDR],
				  tb->a[TCPSPLIT_FLOW_A_DST_PLEN]);
		metrics_append(buf, len, "--dst %s", p);
	}
	if (tb->a[TCPSPLIT_FLOW_A_DPORT_MIN])
		metrics_ports(buf, len, "--dport", tb->a[TCPSPLIT_FLOW_A_DPORT_MIN],
			      tb->a[TCPSPLIT_FLOW_A_DPORT_MAX]);
	if (tb->a[TCPSPLIT_FLOW_A_SPORT_MIN])
		metrics_ports(buf, len, "--sport", tb->a[TCPSPLIT_FLOW_A_SPORT_MIN],
			      tb->a[TCPSPLIT_FLOW_A_SPORT_MAX]);
	if (tb->a[TCPSPLIT_FLOW_A_IIFNAME] &&
	    !mnl_attr_validate(tb->a[TCPSPLIT_FLOW_A_IIFNAME], MNL_TYPE_NUL_STRING))
		metrics_append(buf, len, "--iif %s",
			       mnl_attr_get_str(tb->a[TCPSPLIT_FLOW_A_IIFNAME]));
}

static int metrics_flow_cb(const struct nlmsghdr *nlh, void *data)
{
	struct sample_set *set = data;
	struct flow_sample *f;
	struct attrs tb, st;
	size_t i;

	if (!nl_parse_top_nest(nlh, TCPSPLIT_A_FLOW, &tb) ||
	    !tb.a[TCPSPLIT_FLOW_A_ID])
		return MNL_CB_OK;
	if (set->nflows == set->cap) {
		set->cap = set->cap ? 2 * set->cap : 64;
		set->flows = realloc(set->flows, set->cap * sizeof(*set->flows));
		if (!set->flows)
			fatal("metrics: out of memory");
	}
	f = &set->flows[set->nflows++];
	memset(f, 0, sizeof(*f));
	snprintf(f->id, sizeof(f->id), "%" PRIu64,
		 nl_get_uint(tb.a[TCPSPLIT_FLOW_A_ID]));
	metrics_match(f->match, sizeof(f->match), &tb);
	if (!tb.a[TCPSPLIT_FLOW_A_STATS])
		return MNL_CB_OK;
	nl_parse_nested(tb.a[TCPSPLIT_FLOW_A_STATS], &st);
	for (i = 0; i < FLOW_N; i++) {
		if (!st.a[flow_metrics[i].attr])
			continue;
		f->has[i] = true;
		f->val[i] = nl_get_uint(st.a[flow_metrics[i].attr]);
	}
	return MNL_CB_OK;
}

/* A label value, escaped as the text format wants: \\, \" and \n. */
static void metrics_label(FILE *out, bool *first, const char *name,
			  const char *value)
{
	fprintf(out, "%s%s=\"", *first ? "{" : ",", name);
	*first = false;
	for (; *value; value++) {
		if (*value == '\\' || *value == '"')
			fprintf(out, "\\%c", *value);
		else if (*value == '\n')
			fputs("\\n", out);
		else
			fputc(*value, out);
	}
	fputc('"', out);
}

/* One sample: NAME{netns,flow,match or zone} VALUE. */
static void metrics_sample(FILE *out, const char *name, const char *flow,
			   const char *match, const char *zone, uint64_t val)
{
	bool first = true;

	fputs(name, out);
	if (netns_name)
		metrics_label(out, &first, "netns", netns_name);
	if (flow) {
		metrics_label(out, &first, "flow", flow);
		metrics_label(out, &first, "match", match);
	}
	if (zone)
		metrics_label(out, &first, "zone", zone);
	if (!first)
		fputc('}', out);
	fprintf(out, " %" PRIu64 "\n", val);
}

static void metrics_family(FILE *out, const struct metric *m)
{
	fprintf(out, "# HELP %s %s\n# TYPE %s %s\n", m->name, m->help,
		m->name, m->type);
}

static void metrics_format(FILE *out, const struct sample_set *set)
{
	static const struct metric ct_info = {
		0, "tcpsplit_ct_info", "gauge",
		"Always 1; zone: the conntrack zone of the server legs (ct-zone).",
	};
	char zone[16];
	size_t i, j;

	for (i = 0; i < NS_N; i++) {
		if (!set->ns_has[i])
			continue;
		metrics_family(out, &ns_metrics[i]);
		metrics_sample(out, ns_metrics[i].name, NULL, NULL, NULL,
			       set->ns_val[i]);
	}
	if (set->has_zone) {
		snprintf(zone, sizeof(zone), "%" PRIu64, set->zone);
		metrics_family(out, &ct_info);
		metrics_sample(out, ct_info.name, NULL, NULL, zone, 1);
	}
	/* A family's samples together, after its HELP and TYPE. */
	for (i = 0; i < FLOW_N; i++) {
		bool any = false;

		for (j = 0; j < set->nflows; j++) {
			const struct flow_sample *f = &set->flows[j];

			if (!f->has[i])
				continue;
			if (!any)
				metrics_family(out, &flow_metrics[i]);
			any = true;
			metrics_sample(out, flow_metrics[i].name, f->id,
				       f->match, NULL, f->val[i]);
		}
	}
}

/*
 * Replaces @path with @len bytes of @buf at once: a reader sees the old
 * file or the new one, whole.  The temporary file is hidden and does not
 * end in .prom (the textfile collector reads only *.prom), in the same
 * directory (a rename does not cross file systems); it is synced before
 * the rename, so that a crash cannot leave an empty file behind the new
 * name.
 */
static void metrics_write_file(const char *path, const char *buf, size_t len)
{
	const char *base = strrchr(path, '/');
	char tmp[PATH_MAX];
	size_t off = 0;
	ssize_t n;
	int fd, err;

	if (base)
		n = snprintf(tmp, sizeof(tmp), "%.*s/.%s.XXXXXX",
			     (int)(base - path), path, base + 1);
	else
		n = snprintf(tmp, sizeof(tmp), ".%s.XXXXXX", path);
	if (n < 0 || (size_t)n >= sizeof(tmp))
		fatal("metrics: cannot write %s: %s", path, strerror(ENAMETOOLONG));
	fd = mkstemp(tmp);
	if (fd < 0)
		fatal("metrics: cannot write %s: cannot create a temporary file: %s",
		      path, strerror(errno));
	while (off < len) {
		n = write(fd, buf + off, len - off);
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0)
			goto fail;
		off += n;
	}
	/* mkstemp() made it 0600; node_exporter need not run as root. */
	if (fchmod(fd, 0644) || fsync(fd))
		goto fail;
	err = close(fd);
	fd = -1;
	if (err || rename(tmp, path))
		goto fail;
	return;
fail:
	err = errno;
	if (fd >= 0)
		close(fd);
	unlink(tmp);
	fatal("metrics: cannot write %s: %s", path, strerror(err));
}

int metrics_print(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "output", required_argument, NULL, 'o' },
		{ "help",   no_argument,       NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	struct sample_set set = { 0 };
	const char *output = NULL;
	struct nl *nl;
	size_t len;
	char *buf;
	FILE *out;
	int c, at;

	optind = 0;
	opterr = 0;
	for (;;) {
		at = optind ? optind : 1;
		c = getopt_long(argc, argv, "+:ho:", opts, NULL);
		if (c == -1)
			break;
		switch (c) {
		case 'o':
			if (!*optarg)
				usage_error("metrics: --output needs a file name");
			output = optarg;
			break;
		case 'h':
			fputs(usage_metrics, stdout);
			exit(EXIT_SUCCESS);
		default:
			args_getopt_error("metrics", argv[at], c, opts);
		}
	}
	if (optind < argc)
		usage_error("metrics: unexpected argument '%s'", argv[optind]);
	if (json)
		usage_error("metrics: -j does not apply: the output is the Prometheus text format");

	nl = nl_get();
	if (nl_talk(nl, nl_genl_msg(nl->family, TCPSPLIT_CMD_NS_GET, NLM_F_ACK),
		    metrics_ns_cb, &set) ||
	    nl_talk(nl, nl_genl_msg(nl->family, TCPSPLIT_CMD_FLOW_GET, NLM_F_DUMP),
		    metrics_flow_cb, &set))
		return EXIT_FAILURE;

	out = open_memstream(&buf, &len);
	if (!out)
		fatal("metrics: out of memory");
	metrics_format(out, &set);
	if (fclose(out))
		fatal("metrics: out of memory");
	free(set.flows);

	if (output) {
		metrics_write_file(output, buf, len);
	} else if (fwrite(buf, 1, len, stdout) != len || fflush(stdout)) {
		fatal("metrics: cannot write the output: %s", strerror(errno));
	}
	free(buf);
	return 0;
}
