// SPDX-License-Identifier: GPL-2.0
/*
 * splitctl - configure tcpsplit over generic netlink.
 *
 * Exit codes: 0 success, 1 the kernel refused or something failed at run
 * time, 2 usage error (nothing was sent).
 */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <inttypes.h>
#include <limits.h>
#include <net/if.h>
#include <sched.h>
#include <signal.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <libmnl/libmnl.h>
#include <linux/genetlink.h>
#include <linux/netlink.h>

#include <linux/tcpsplit.h>

#ifndef SPLITCTL_VERSION
#define SPLITCTL_VERSION "unknown"
#endif

#define EXIT_USAGE	2
#define ARRAY_SIZE(a)	(sizeof(a) / sizeof((a)[0]))

static bool json;
static bool pretty;
/* -4 or -6: AF_INET or AF_INET6, 0 if neither was given */
static int family_opt;

/* ------------------------------------------------------------------ */
/* Errors and usage                                                    */

static void __attribute__((noreturn, format(printf, 1, 2)))
usage_error(const char *fmt, ...)
{
	va_list ap;

	fputs("splitctl: ", stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputs("\nTry 'splitctl -h' for help.\n", stderr);
	exit(EXIT_USAGE);
}

static void __attribute__((noreturn, format(printf, 1, 2)))
fatal(const char *fmt, ...)
{
	va_list ap;

	fputs("splitctl: ", stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	exit(EXIT_FAILURE);
}

static const char usage_text[] =
"Usage: splitctl [OPTIONS] COMMAND [ARGS]\n"
"\n"
"Options:\n"
"  -j, --json           print JSON (an array for lists)\n"
"  -p, --pretty         indent JSON output\n"
"  -n, --netns NETNS    run in network namespace NETNS (like ip -n)\n"
"  -4, -6               add-flow: the flow's address family (without them\n"
"                       and without prefix: both, shown as \"any\");\n"
"                       list-flows, conns: show only that family\n"
"  -V, --version        print the version\n"
"  -h, --help           print this help; COMMAND -h for a command's help\n"
"\n"
"Commands:\n"
"  add-flow [--src PREFIX] [--dst PREFIX] [--dport PORT|LO-HI]\n"
"           [--sport PORT|LO-HI] [--iif IFNAME] [--id N]\n"
"           [--cc-client ALG] [--cc-server ALG] [--budget SIZE]\n"
"           [--nodelay]  add a flow; prints its ID\n"
"  del-flow ID          delete a flow\n"
"  flush                delete every flow\n"
"  list-flows [ID]      list flows in matching order, with counters\n"
"  conns                list live split connections\n"
"  stats                namespace counters and settings\n"
"  set ct-zone ZONE | mem-limit SIZE\n"
"                       change a namespace setting\n"
"  monitor              print flow and connection events until interrupted\n"
"\n"
"Exit status: 0 ok, 1 refused by the kernel or failed, 2 usage error.\n";

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

static const char usage_conns[] =
"Usage: splitctl [-4|-6] conns\n"
"\n"
"List the live split connections of the namespace (with -4 or -6, only\n"
"those of that family).\n";

static const char usage_stats[] =
"Usage: splitctl stats\n"
"\n"
"Print the namespace's counters and settings.  syns-unparsed counts the SYNs\n"
"forwarded unsplit because the module does not parse their headers (IPv4\n"
"or IPv6 fragments, IPv6 extension headers other than hop-by-hop options).\n";

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
"Usage: splitctl monitor\n"
"\n"
"Print flow and connection events of the namespace until interrupted.\n";

/* Handles -h and rejects any option or extra argument of a command. */
static void cmd_args(int argc, char **argv, const char *usage, int min_args,
		     int max_args)
{
	int i, n = 0;

	for (i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "-h") || !strcmp(argv[i], "--help")) {
			fputs(usage, stdout);
			exit(EXIT_SUCCESS);
		}
		if (argv[i][0] == '-' && argv[i][1])
			usage_error("%s: unknown option '%s'", argv[0], argv[i]);
		n++;
	}
	if (n < min_args)
		usage_error("%s: missing argument", argv[0]);
	if (n > max_args)
		usage_error("%s: unexpected argument '%s'", argv[0],
			    argv[argc - 1]);
}

/* ------------------------------------------------------------------ */
/* A small JSON writer                                                 */

static int jdepth;
static bool jfirst[32];

static void jindent(void)
{
	int i;

	if (!pretty)
		return;
	putchar('\n');
	for (i = 0; i < jdepth; i++)
		fputs("    ", stdout);
}

static void jsep(void)
{
	if (jdepth > 0) {
		if (!jfirst[jdepth])
			putchar(',');
		jfirst[jdepth] = false;
		jindent();
	}
}

static void jstring(const char *s)
{
	putchar('"');
	for (; *s; s++) {
		unsigned char c = *s;

		if (c == '"' || c == '\\')
			printf("\\%c", c);
		else if (c < 0x20)
			printf("\\u%04x", c);
		else
			putchar(c);
	}
	putchar('"');
}

static void jkey(const char *key)
{
	jsep();
	if (key) {
		jstring(key);
		fputs(pretty ? ": " : ":", stdout);
	}
}

static void jopen(const char *key, char c)
{
	jkey(key);
	putchar(c);
	jfirst[++jdepth] = true;
}

static void jclose(char c)
{
	bool empty = jfirst[jdepth];

	jdepth--;
	if (!empty)
		jindent();
	putchar(c);
	if (!jdepth)
		putchar('\n');
}

static void jstr(const char *key, const char *val)
{
	jkey(key);
	jstring(val);
}

static void jbool(const char *key, bool val)
{
	jkey(key);
	fputs(val ? "true" : "false", stdout);
}

static void ju64(const char *key, uint64_t val)
{
	jkey(key);
	printf("%" PRIu64, val);
}

/* ------------------------------------------------------------------ */
/* Netlink plumbing                                                    */

struct nl {
	struct mnl_socket *sk;
	uint32_t portid;
	uint32_t seq;
	uint16_t family;
	uint32_t events_group;
	const struct nlmsghdr *req;	/* last request, to name a bad attr */
};

static char nlbuf[1 << 16];

struct nl_err {
	int error;
	char msg[512];
	uint32_t bad_offset;		/* 0: none */
	uint32_t miss_type;		/* 0: none */
};

static int extack_attr_cb(const struct nlattr *attr, void *data)
{
	struct nl_err *e = data;

	switch (mnl_attr_get_type(attr)) {
	case NLMSGERR_ATTR_MSG:
		if (mnl_attr_validate(attr, MNL_TYPE_NUL_STRING) == 0)
			snprintf(e->msg, sizeof(e->msg), "%s",
				 mnl_attr_get_str(attr));
		break;
	case NLMSGERR_ATTR_OFFS:
		if (mnl_attr_validate(attr, MNL_TYPE_U32) == 0)
			e->bad_offset = mnl_attr_get_u32(attr);
		break;
#ifdef NLMSGERR_ATTR_MISS_TYPE
	case NLMSGERR_ATTR_MISS_TYPE:
		if (mnl_attr_validate(attr, MNL_TYPE_U32) == 0)
			e->miss_type = mnl_attr_get_u32(attr);
		break;
#endif
	}
	return MNL_CB_OK;
}

/* NLMSG_ERROR and NLMSG_DONE: record the error and its extack. */
static int nl_error_cb(const struct nlmsghdr *nlh, void *data)
{
	struct nl_err *e = data;
	const struct nlmsgerr *err = mnl_nlmsg_get_payload(nlh);
	unsigned int off;

	if (nlh->nlmsg_type == NLMSG_DONE) {
		if (mnl_nlmsg_get_payload_len(nlh) >= sizeof(int) &&
		    *(int *)err < 0)
			e->error = -*(int *)err;
		else
			return MNL_CB_STOP;
		off = sizeof(int);
	} else {
		if (mnl_nlmsg_get_payload_len(nlh) < sizeof(*err)) {
			e->error = EBADMSG;
			return MNL_CB_ERROR;
		}
		if (!err->error)
			return MNL_CB_STOP;
		e->error = -err->error;
		off = sizeof(*err);
		if (!(nlh->nlmsg_flags & NLM_F_CAPPED))
			off += mnl_nlmsg_get_payload_len(&err->msg);
	}
	if ((nlh->nlmsg_flags & NLM_F_ACK_TLVS) &&
	    off <= mnl_nlmsg_get_payload_len(nlh))
		mnl_attr_parse(nlh, off, extack_attr_cb, e);
	errno = e->error;
	return MNL_CB_ERROR;
}

static const char * const flow_attr_names[] = {
	[TCPSPLIT_FLOW_A_ID] = "id",
	[TCPSPLIT_FLOW_A_FAMILY] = "family",
	[TCPSPLIT_FLOW_A_SRC_ADDR] = "src",
	[TCPSPLIT_FLOW_A_SRC_PLEN] = "src prefix length",
	[TCPSPLIT_FLOW_A_DST_ADDR] = "dst",
	[TCPSPLIT_FLOW_A_DST_PLEN] = "dst prefix length",
	[TCPSPLIT_FLOW_A_DPORT_MIN] = "dport",
	[TCPSPLIT_FLOW_A_DPORT_MAX] = "dport",
	[TCPSPLIT_FLOW_A_SPORT_MIN] = "sport",
	[TCPSPLIT_FLOW_A_SPORT_MAX] = "sport",
	[TCPSPLIT_FLOW_A_IIF] = "iif",
	[TCPSPLIT_FLOW_A_IIFNAME] = "iif",
	[TCPSPLIT_FLOW_A_CC_CLIENT] = "cc-client",
	[TCPSPLIT_FLOW_A_CC_SERVER] = "cc-server",
	[TCPSPLIT_FLOW_A_BUDGET] = "budget",
	[TCPSPLIT_FLOW_A_NODELAY] = "nodelay",
};

static const char * const ns_attr_names[] = {
	[TCPSPLIT_NS_A_CT_ZONE] = "ct-zone",
	[TCPSPLIT_NS_A_MEM_LIMIT] = "mem-limit",
};

/* Names the attribute of our request at byte @offset, if we know it. */
static const char *bad_attr_name(const struct nlmsghdr *req, uint32_t offset,
				 const char **str)
{
	const struct nlattr *attr, *inner;
	const char * const *names;
	size_t n;

	if (!req || !offset)
		return NULL;
	mnl_attr_for_each(attr, req, GENL_HDRLEN) {
		uint32_t start = (const char *)attr - (const char *)req;

		if (offset < start || offset >= start + attr->nla_len)
			continue;
		switch (mnl_attr_get_type(attr)) {
		case TCPSPLIT_A_FLOW:
			names = flow_attr_names;
			n = ARRAY_SIZE(flow_attr_names);
			break;
		case TCPSPLIT_A_NS:
			names = ns_attr_names;
			n = ARRAY_SIZE(ns_attr_names);
			break;
		default:
			return NULL;
		}
		mnl_attr_for_each_nested(inner, attr) {
			uint16_t t = mnl_attr_get_type(inner);

			start = (const char *)inner - (const char *)req;
			if (offset != start)
				continue;
			/* Names the request gave: quote them back. */
			if (names == flow_attr_names &&
			    (t == TCPSPLIT_FLOW_A_CC_CLIENT ||
			     t == TCPSPLIT_FLOW_A_CC_SERVER ||
			     t == TCPSPLIT_FLOW_A_IIFNAME) &&
			    !mnl_attr_validate(inner, MNL_TYPE_NUL_STRING))
				*str = mnl_attr_get_str(inner);
			return t < n ? names[t] : NULL;
		}
		return NULL;
	}
	return NULL;
}

/* Prints a kernel refusal the way iproute2 does: "Error: MSG." */
static void print_nl_error(const struct nl *nl, const struct nl_err *e)
{
	const char *str = NULL;
	const char *attr = bad_attr_name(nl->req, e->bad_offset, &str);
	const char *msg = e->msg[0] ? e->msg : strerror(e->error);

	if (attr && str)
		fprintf(stderr, "Error: %s (%s '%s').\n", msg, attr, str);
	else if (attr)
		fprintf(stderr, "Error: %s (%s).\n", msg, attr);
	else
		fprintf(stderr, "Error: %s.\n", msg);
}

struct talk {
	mnl_cb_t cb;
	void *data;
	struct nl_err e;
};

static int talk_data_cb(const struct nlmsghdr *nlh, void *data)
{
	struct talk *t = data;

	return t->cb ? t->cb(nlh, t->data) : MNL_CB_OK;
}

static int talk_error_cb(const struct nlmsghdr *nlh, void *data)
{
	return nl_error_cb(nlh, &((struct talk *)data)->e);
}

/*
 * Runs one request: sends it, passes every reply message to @cb, and
 * returns 0 or the positive errno the kernel answered with, printed
 * unless @quiet.
 */
static int nl_talk_q(struct nl *nl, struct nlmsghdr *req, mnl_cb_t cb,
		     void *data, bool quiet)
{
	struct talk t = { .cb = cb, .data = data };
	mnl_cb_t ctl[NLMSG_MIN_TYPE] = {
		[NLMSG_ERROR] = talk_error_cb,
		[NLMSG_DONE] = talk_error_cb,
	};
	int ret;

	req->nlmsg_seq = ++nl->seq;
	nl->req = req;
	if (mnl_socket_sendto(nl->sk, req, req->nlmsg_len) < 0)
		fatal("netlink send: %s", strerror(errno));

	for (;;) {
		ret = mnl_socket_recvfrom(nl->sk, nlbuf, sizeof(nlbuf));
		if (ret < 0)
			fatal("netlink receive: %s", strerror(errno));
		ret = mnl_cb_run2(nlbuf, ret, nl->seq, nl->portid,
				  talk_data_cb, &t, ctl, NLMSG_MIN_TYPE);
		if (ret == MNL_CB_STOP)
			return 0;
		if (ret == MNL_CB_ERROR)
			break;
	}
	if (!t.e.error)
		t.e.error = errno ? errno : EIO;
	if (!quiet)
		print_nl_error(nl, &t.e);
	return t.e.error;
}

static int nl_talk(struct nl *nl, struct nlmsghdr *req, mnl_cb_t cb, void *data)
{
	return nl_talk_q(nl, req, cb, data, false);
}

struct ctrl_info {
	uint16_t family;
	uint32_t events_group;
};

static int ctrl_grp_cb(const struct nlattr *grp, struct ctrl_info *ci)
{
	const struct nlattr *a;
	const char *name = NULL;
	uint32_t id = 0;

	mnl_attr_for_each_nested(a, grp) {
		if (mnl_attr_get_type(a) == CTRL_ATTR_MCAST_GRP_NAME &&
		    mnl_attr_validate(a, MNL_TYPE_NUL_STRING) == 0)
			name = mnl_attr_get_str(a);
		else if (mnl_attr_get_type(a) == CTRL_ATTR_MCAST_GRP_ID &&
			 mnl_attr_validate(a, MNL_TYPE_U32) == 0)
			id = mnl_attr_get_u32(a);
	}
	if (name && !strcmp(name, TCPSPLIT_MCGRP_EVENTS))
		ci->events_group = id;
	return MNL_CB_OK;
}

static int ctrl_cb(const struct nlmsghdr *nlh, void *data)
{
	struct ctrl_info *ci = data;
	const struct nlattr *a, *grp;

	mnl_attr_for_each(a, nlh, GENL_HDRLEN) {
		switch (mnl_attr_get_type(a)) {
		case CTRL_ATTR_FAMILY_ID:
			if (mnl_attr_validate(a, MNL_TYPE_U16) == 0)
				ci->family = mnl_attr_get_u16(a);
			break;
		case CTRL_ATTR_MCAST_GROUPS:
			mnl_attr_for_each_nested(grp, a)
				ctrl_grp_cb(grp, ci);
			break;
		}
	}
	return MNL_CB_OK;
}

static struct nlmsghdr *genl_msg(uint16_t type, uint8_t cmd, uint16_t flags)
{
	static char reqbuf[4096];
	struct nlmsghdr *nlh = mnl_nlmsg_put_header(reqbuf);
	struct genlmsghdr *g;

	nlh->nlmsg_type = type;
	nlh->nlmsg_flags = NLM_F_REQUEST | flags;
	g = mnl_nlmsg_put_extra_header(nlh, sizeof(*g));
	g->cmd = cmd;
	g->version = TCPSPLIT_FAMILY_VERSION;
	return nlh;
}

static void nl_open(struct nl *nl)
{
	struct ctrl_info ci = { 0 };
	struct nlmsghdr *nlh;
	int one = 1, err;

	nl->sk = mnl_socket_open(NETLINK_GENERIC);
	if (!nl->sk)
		fatal("cannot open a generic netlink socket: %s",
		      strerror(errno));
	if (mnl_socket_bind(nl->sk, 0, MNL_SOCKET_AUTOPID) < 0)
		fatal("cannot bind the netlink socket: %s", strerror(errno));
	/* Without these the kernel's reasons for a refusal are lost. */
	mnl_socket_setsockopt(nl->sk, NETLINK_EXT_ACK, &one, sizeof(one));
	mnl_socket_setsockopt(nl->sk, NETLINK_CAP_ACK, &one, sizeof(one));
	nl->portid = mnl_socket_get_portid(nl->sk);

	nlh = genl_msg(GENL_ID_CTRL, CTRL_CMD_GETFAMILY, NLM_F_ACK);
	((struct genlmsghdr *)mnl_nlmsg_get_payload(nlh))->version = 1;
	mnl_attr_put_strz(nlh, CTRL_ATTR_FAMILY_NAME, TCPSPLIT_FAMILY_NAME);
	err = nl_talk_q(nl, nlh, ctrl_cb, &ci, true);
	if (err == ENOENT || (!err && !ci.family))
		fatal("the generic netlink family \"%s\" does not exist: is the tcpsplit module loaded?",
		      TCPSPLIT_FAMILY_NAME);
	if (err)
		fatal("cannot resolve the generic netlink family \"%s\": %s",
		      TCPSPLIT_FAMILY_NAME, strerror(err));
	nl->family = ci.family;
	nl->events_group = ci.events_group;
}

/* ------------------------------------------------------------------ */
/* Attribute parsing of replies                                        */

struct attrs {
	const struct nlattr *a[64];
};

static void parse_nested(const struct nlattr *nest, struct attrs *tb)
{
	const struct nlattr *a;

	memset(tb, 0, sizeof(*tb));
	mnl_attr_for_each_nested(a, nest) {
		uint16_t t = mnl_attr_get_type(a);

		if (t < 64)
			tb->a[t] = a;
	}
}

static const struct nlattr *top_attr(const struct nlmsghdr *nlh, uint16_t type)
{
	const struct nlattr *a;

	mnl_attr_for_each(a, nlh, GENL_HDRLEN)
		if (mnl_attr_get_type(a) == type)
			return a;
	return NULL;
}

/* Parses the top-level nest @type of @nlh into @tb; false if it is absent. */
static bool parse_top_nest(const struct nlmsghdr *nlh, uint16_t type,
			   struct attrs *tb)
{
	const struct nlattr *nest = top_attr(nlh, type);

	if (!nest)
		return false;
	parse_nested(nest, tb);
	return true;
}

static uint64_t get_uint(const struct nlattr *a)
{
	switch (mnl_attr_get_payload_len(a)) {
	case 1: return mnl_attr_get_u8(a);
	case 2: return mnl_attr_get_u16(a);
	case 4: return mnl_attr_get_u32(a);
	case 8: return mnl_attr_get_u64(a);
	}
	return 0;
}

/* AF_UNSPEC is a flow of both families. */
static const char *family_name(unsigned int family)
{
	switch (family) {
	case AF_UNSPEC: return "any";
	case AF_INET: return "inet";
	case AF_INET6: return "inet6";
	}
	return "?";
}

/* Whether -4/-6 let an object of @family through; any passes both. */
static bool family_shown(unsigned int family)
{
	return !family_opt || family == AF_UNSPEC ||
	       family == (unsigned int)family_opt;
}

static void format_addr(char *buf, size_t len, const struct nlattr *a)
{
	int af = mnl_attr_get_payload_len(a) == 16 ? AF_INET6 : AF_INET;

	if (!inet_ntop(af, mnl_attr_get_payload(a), buf, len))
		snprintf(buf, len, "?");
}

static void format_prefix(char *buf, size_t len, const struct nlattr *addr,
			  const struct nlattr *plen)
{
	char a[INET6_ADDRSTRLEN];

	format_addr(a, sizeof(a), addr);
	snprintf(buf, len, "%s/%u", a, plen ? mnl_attr_get_u8(plen) : 0);
}

static void print_ports(const char *name, const struct nlattr *lo,
			const struct nlattr *hi)
{
	unsigned int l = mnl_attr_get_u16(lo), h = hi ? mnl_attr_get_u16(hi) : l;
	char key[32];

	if (json) {
		snprintf(key, sizeof(key), "%s_min", name);
		ju64(key, l);
		snprintf(key, sizeof(key), "%s_max", name);
		ju64(key, h);
	} else if (l == h) {
		printf(" %s %u", name, l);
	} else {
		printf(" %s %u-%u", name, l, h);
	}
}

/*
 * Starts one printed object: a JSON object (wrapped in an event object
 * with @key when @event is set) or a text line "[EVENT ]NAME".
 */
static void obj_begin(const char *event, const char *key, const char *name)
{
	if (json) {
		jopen(NULL, '{');
		if (event) {
			jstr("event", event);
			jopen(key, '{');
		}
		return;
	}
	if (event)
		printf("%s ", event);
	fputs(name, stdout);
}

static void obj_end(const char *event)
{
	if (json) {
		jclose('}');
		if (event)
			jclose('}');
	} else {
		putchar('\n');
	}
}

/* Prints the TCPSPLIT_A_FLOW nest of @nlh, one line or one JSON object. */
/* A string attribute, if present and well formed. */
static void print_str_attr(const struct attrs *tb, int type, const char *key,
			   const char *label)
{
	const struct nlattr *a = tb->a[type];

	if (!a || mnl_attr_validate(a, MNL_TYPE_NUL_STRING))
		return;
	if (json)
		jstr(key, mnl_attr_get_str(a));
	else
		printf(" %s %s", label, mnl_attr_get_str(a));
}

/* Prints a flow (the TCPSPLIT_A_FLOW nest, parsed), a line or an object. */
static void print_flow(const struct attrs *tb, const char *event)
{
	struct attrs st;
	char buf[128];

	obj_begin(event, "flow", "flow");

	if (tb->a[TCPSPLIT_FLOW_A_ID]) {
		if (json)
			ju64("id", get_uint(tb->a[TCPSPLIT_FLOW_A_ID]));
		else
			printf(" %" PRIu64, get_uint(tb->a[TCPSPLIT_FLOW_A_ID]));
	}
	if (tb->a[TCPSPLIT_FLOW_A_FAMILY]) {
		const char *f = family_name(get_uint(tb->a[TCPSPLIT_FLOW_A_FAMILY]));

		if (json)
			jstr("family", f);
		else
			printf(" %s", f);
	}
	if (tb->a[TCPSPLIT_FLOW_A_SRC_ADDR]) {
		format_prefix(buf, sizeof(buf), tb->a[TCPSPLIT_FLOW_A_SRC_ADDR],
			      tb->a[TCPSPLIT_FLOW_A_SRC_PLEN]);
		if (json)
			jstr("src", buf);
		else
			printf(" src %s", buf);
	}
	if (tb->a[TCPSPLIT_FLOW_A_DST_ADDR]) {
		format_prefix(buf, sizeof(buf), tb->a[TCPSPLIT_FLOW_A_DST_ADDR],
			      tb->a[TCPSPLIT_FLOW_A_DST_PLEN]);
		if (json)
			jstr("dst", buf);
		else
			printf(" dst %s", buf);
	}
	if (tb->a[TCPSPLIT_FLOW_A_DPORT_MIN])
		print_ports("dport", tb->a[TCPSPLIT_FLOW_A_DPORT_MIN],
			    tb->a[TCPSPLIT_FLOW_A_DPORT_MAX]);
	if (tb->a[TCPSPLIT_FLOW_A_SPORT_MIN])
		print_ports("sport", tb->a[TCPSPLIT_FLOW_A_SPORT_MIN],
			    tb->a[TCPSPLIT_FLOW_A_SPORT_MAX]);
	if (tb->a[TCPSPLIT_FLOW_A_IIFNAME] &&
	    mnl_attr_validate(tb->a[TCPSPLIT_FLOW_A_IIFNAME], MNL_TYPE_NUL_STRING) == 0) {
		const char *name = mnl_attr_get_str(tb->a[TCPSPLIT_FLOW_A_IIFNAME]);

		if (json)
			jstr("iif", name);
		else
			printf(" iif %s", name);
	}
	print_str_attr(tb, TCPSPLIT_FLOW_A_CC_CLIENT, "cc_client", "cc-client");
	print_str_attr(tb, TCPSPLIT_FLOW_A_CC_SERVER, "cc_server", "cc-server");
	if (tb->a[TCPSPLIT_FLOW_A_BUDGET]) {
		if (json)
			ju64("budget", get_uint(tb->a[TCPSPLIT_FLOW_A_BUDGET]));
		else
			printf(" budget %" PRIu64,
			       get_uint(tb->a[TCPSPLIT_FLOW_A_BUDGET]));
	}
	if (tb->a[TCPSPLIT_FLOW_A_NODELAY]) {
		if (json)
			jbool("nodelay", true);
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

		parse_nested(tb->a[TCPSPLIT_FLOW_A_STATS], &st);
		if (json)
			jopen("stats", '{');
		for (i = 0; i < ARRAY_SIZE(counters); i++) {
			const struct nlattr *a = st.a[counters[i].type];

			if (!a)
				continue;
			if (json)
				ju64(counters[i].name, get_uint(a));
			else
				printf(" %s %" PRIu64, counters[i].name, get_uint(a));
		}
		if (json)
			jclose('}');
	}

	obj_end(event);
}

static int flow_cb(const struct nlmsghdr *nlh, void *data)
{
	struct attrs tb;

	if (!parse_top_nest(nlh, TCPSPLIT_A_FLOW, &tb))
		return MNL_CB_OK;
	if (tb.a[TCPSPLIT_FLOW_A_FAMILY] &&
	    !family_shown(get_uint(tb.a[TCPSPLIT_FLOW_A_FAMILY])))
		return MNL_CB_OK;
	print_flow(&tb, NULL);
	return MNL_CB_OK;
}

static int flow_id_cb(const struct nlmsghdr *nlh, void *data)
{
	struct attrs tb;

	if (!parse_top_nest(nlh, TCPSPLIT_A_FLOW, &tb))
		return MNL_CB_OK;
	if (tb.a[TCPSPLIT_FLOW_A_ID])
		*(uint32_t *)data = get_uint(tb.a[TCPSPLIT_FLOW_A_ID]);
	if (json)
		print_flow(&tb, NULL);
	return MNL_CB_OK;
}

/* ------------------------------------------------------------------ */
/* Argument parsing                                                    */

struct prefix {
	int family;		/* 0: not given */
	unsigned char addr[16];
	unsigned int plen;
	const char *arg;	/* as given, for messages */
};

static bool parse_uint(const char *s, unsigned long long max,
		       unsigned long long *out)
{
	char *end;

	if (!*s || *s == '-' || *s == '+' || *s == ' ')
		return false;
	errno = 0;
	*out = strtoull(s, &end, 10);
	return !errno && !*end && *out <= max;
}

/* Bytes, or a number with a k, m or g suffix (1024-based). */
static bool parse_size(const char *s, unsigned long long max,
		       unsigned long long *out)
{
	char buf[32], *suffix;
	unsigned int shift = 0;
	size_t len = strlen(s);

	if (!len || len >= sizeof(buf))
		return false;
	memcpy(buf, s, len + 1);
	suffix = &buf[len - 1];
	switch (*suffix) {
	case 'k': case 'K':
		shift = 10;
		break;
	case 'm': case 'M':
		shift = 20;
		break;
	case 'g': case 'G':
		shift = 30;
		break;
	}
	if (shift)
		*suffix = 0;
	if (!parse_uint(buf, max >> shift, out))
		return false;
	*out <<= shift;
	return true;
}

/* TCP_CA_NAME_MAX of the kernel, with its NUL */
#define CC_NAME_MAX	16

static void parse_cc(const char *opt, const char *arg)
{
	if (!*arg || strlen(arg) >= CC_NAME_MAX)
		usage_error("%s: invalid algorithm name '%s'", opt, arg);
}

static void parse_prefix(const char *opt, const char *arg, struct prefix *p)
{
	char buf[INET6_ADDRSTRLEN + 8];
	unsigned long long plen;
	char *slash;

	p->arg = arg;
	/*
	 * Two IPv6 spellings that are valid elsewhere but not in a prefix:
	 * say why, rather than only that the address is invalid.
	 */
	if (strchr(arg, '['))
		usage_error("%s: invalid prefix '%s': write IPv6 addresses without brackets",
			    opt, arg);
	if (strchr(arg, '%'))
		usage_error("%s: invalid prefix '%s': a prefix has no zone index (%%IFNAME); use --iif to match an interface",
			    opt, arg);
	if (snprintf(buf, sizeof(buf), "%s", arg) >= (int)sizeof(buf))
		usage_error("%s: invalid prefix '%s'", opt, arg);
	slash = strchr(buf, '/');
	if (slash)
		*slash++ = '\0';

	if (inet_pton(AF_INET, buf, p->addr) == 1)
		p->family = AF_INET;
	else if (inet_pton(AF_INET6, buf, p->addr) == 1)
		p->family = AF_INET6;
	else
		usage_error("%s: invalid address '%s'", opt, buf);

	p->plen = p->family == AF_INET ? 32 : 128;
	if (slash) {
		if (!parse_uint(slash, UINT_MAX, &plen))
			usage_error("%s: invalid prefix length '%s'", opt, slash);
		if (plen > p->plen)
			usage_error("%s: prefix length %llu is over %u", opt,
				    plen, p->plen);
		p->plen = plen;
	}
}

static void parse_ports(const char *opt, const char *arg, uint16_t *lo,
			uint16_t *hi)
{
	unsigned long long l, h;
	char buf[32], *dash;

	if (snprintf(buf, sizeof(buf), "%s", arg) >= (int)sizeof(buf))
		usage_error("%s: invalid port '%s'", opt, arg);
	dash = strchr(buf, '-');
	if (dash)
		*dash++ = '\0';
	if (!parse_uint(buf, ULLONG_MAX, &l) ||
	    (dash && !parse_uint(dash, ULLONG_MAX, &h)))
		usage_error("%s: invalid port '%s': use PORT or LO-HI", opt, arg);
	if (!dash)
		h = l;
	if (l < 1 || l > 65535 || h < 1 || h > 65535)
		usage_error("%s: port out of range 1-65535 in '%s'", opt, arg);
	if (l > h)
		usage_error("%s: port range '%s' ends below its start", opt, arg);
	*lo = l;
	*hi = h;
}

static uint32_t parse_id(const char *what, const char *arg)
{
	unsigned long long id;

	if (!parse_uint(arg, UINT32_MAX, &id) || !id)
		usage_error("%s: invalid flow ID '%s': use 1-%u", what, arg,
			    UINT32_MAX);
	return id;
}

static void enter_netns(const char *name)
{
	char path[PATH_MAX];
	int fd;

	if (strchr(name, '/'))
		snprintf(path, sizeof(path), "%s", name);
	else
		snprintf(path, sizeof(path), "/run/netns/%s", name);
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		fatal("cannot open network namespace \"%s\": %s", name,
		      strerror(errno));
	if (setns(fd, CLONE_NEWNET) < 0)
		fatal("cannot enter network namespace \"%s\": %s", name,
		      strerror(errno));
	close(fd);
}

static const char *netns_name;

/*
 * Opens the netlink socket in the right namespace.  Commands call it only
 * once their arguments are checked: a usage error sends nothing.
 */
static struct nl *nl_get(void)
{
	static struct nl nl;

	if (netns_name)
		enter_netns(netns_name);
	nl_open(&nl);
	return &nl;
}

static const char *family_opt_name(int family)
{
	return family == AF_INET ? "-4" : "-6";
}

/* A prefix of the other family than -4/-6 asked for is a usage error. */
static void check_prefix_family(const char *opt, const struct prefix *p)
{
	if (family_opt && p->family && p->family != family_opt)
		usage_error("add-flow: %s %s is an %s prefix, but %s asks for an %s flow",
			    opt, p->arg, p->family == AF_INET ? "IPv4" : "IPv6",
			    family_opt_name(family_opt),
			    family_opt == AF_INET ? "IPv4" : "IPv6");
}

/* ------------------------------------------------------------------ */
/* Commands                                                            */

static int do_add_flow(int argc, char **argv)
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
			parse_prefix("--src", optarg, &src);
			break;
		case 'd':
			parse_prefix("--dst", optarg, &dst);
			break;
		case 'D':
			parse_ports("--dport", optarg, &dlo, &dhi);
			break;
		case 'S':
			parse_ports("--sport", optarg, &slo, &shi);
			break;
		case 'i':
			if (!*optarg || strlen(optarg) >= IFNAMSIZ)
				usage_error("--iif: invalid interface name '%s'",
					    optarg);
			iif = optarg;
			break;
		case 'I':
			id = parse_id("--id", optarg);
			break;
		case 'c':
			parse_cc("--cc-client", optarg);
			cc_client = optarg;
			break;
		case 'C':
			parse_cc("--cc-server", optarg);
			cc_server = optarg;
			break;
		case 'b':
			if (!parse_size(optarg, UINT32_MAX, &budget) ||
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
	check_prefix_family("--src", &src);
	check_prefix_family("--dst", &dst);
	/* No prefix and no -4/-6: the flow is for both families. */
	family = family_opt ? family_opt :
		 src.family ? src.family : dst.family ? dst.family : AF_UNSPEC;

	nl = nl_get();
	nlh = genl_msg(nl->family, TCPSPLIT_CMD_FLOW_NEW, NLM_F_ACK);
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

	err = nl_talk(nl, nlh, flow_id_cb, &new_id);
	if (err)
		return EXIT_FAILURE;
	if (!json)
		printf("%u\n", new_id);
	return 0;
}

static int do_del_flow(int argc, char **argv)
{
	struct nl *nl;
	struct nlmsghdr *nlh;
	struct nlattr *nest;
	uint32_t id;

	cmd_args(argc, argv, usage_del_flow, 1, 1);
	id = parse_id("del-flow", argv[argc - 1]);
	nl = nl_get();
	nlh = genl_msg(nl->family, TCPSPLIT_CMD_FLOW_DEL, NLM_F_ACK);
	nest = mnl_attr_nest_start(nlh, TCPSPLIT_A_FLOW);
	mnl_attr_put_u32(nlh, TCPSPLIT_FLOW_A_ID, id);
	mnl_attr_nest_end(nlh, nest);
	return nl_talk(nl, nlh, NULL, NULL) ? EXIT_FAILURE : 0;
}

static int do_flush(int argc, char **argv)
{
	struct nl *nl;

	cmd_args(argc, argv, usage_flush, 0, 0);
	nl = nl_get();
	return nl_talk(nl, genl_msg(nl->family, TCPSPLIT_CMD_FLOW_FLUSH,
				    NLM_F_ACK), NULL, NULL) ? EXIT_FAILURE : 0;
}

static int do_list_flows(int argc, char **argv)
{
	struct nl *nl;
	struct nlmsghdr *nlh;
	struct nlattr *nest;
	uint32_t id = 0;
	int err;

	cmd_args(argc, argv, usage_list_flows, 0, 1);
	if (argc > 1)
		id = parse_id("list-flows", argv[argc - 1]);
	/* One flow is asked for by ID: filtering it away would say nothing. */
	if (id && family_opt)
		usage_error("list-flows: %s filters the list of flows; it takes no ID",
			    family_opt_name(family_opt));
	nl = nl_get();
	if (id) {
		nlh = genl_msg(nl->family, TCPSPLIT_CMD_FLOW_GET, NLM_F_ACK);
		nest = mnl_attr_nest_start(nlh, TCPSPLIT_A_FLOW);
		mnl_attr_put_u32(nlh, TCPSPLIT_FLOW_A_ID, id);
		mnl_attr_nest_end(nlh, nest);
		return nl_talk(nl, nlh, flow_cb, NULL) ? EXIT_FAILURE : 0;
	}

	nlh = genl_msg(nl->family, TCPSPLIT_CMD_FLOW_GET, NLM_F_DUMP);
	if (json)
		jopen(NULL, '[');
	err = nl_talk(nl, nlh, flow_cb, NULL);
	if (json)
		jclose(']');
	return err ? EXIT_FAILURE : 0;
}

static void print_endpoint(const char *key, const struct nlattr *addr,
			   const struct nlattr *port)
{
	char a[INET6_ADDRSTRLEN] = "?", buf[INET6_ADDRSTRLEN + 16];
	unsigned int p = port ? mnl_attr_get_u16(port) : 0;

	if (addr)
		format_addr(a, sizeof(a), addr);
	if (json) {
		jopen(key, '{');
		jstr("addr", a);
		ju64("port", p);
		jclose('}');
		return;
	}
	if (addr && mnl_attr_get_payload_len(addr) == 16)
		snprintf(buf, sizeof(buf), "[%s]:%u", a, p);
	else
		snprintf(buf, sizeof(buf), "%s:%u", a, p);
	printf(" %s %s", key, buf);
}

static const char *conn_state_name(unsigned int state)
{
	switch (state) {
	case TCPSPLIT_CONN_S_CONNECTING: return "connecting";
	case TCPSPLIT_CONN_S_ACCEPTING: return "accepting";
	case TCPSPLIT_CONN_S_RELAYING: return "relaying";
	case TCPSPLIT_CONN_S_CLOSING: return "closing";
	}
	return "unknown";
}

/* Prints attribute @type of @tb as "key value" or a JSON number. */
static void print_uint_attr(const struct attrs *tb, int type, const char *key,
			    const char *label)
{
	if (!tb->a[type])
		return;
	if (json)
		ju64(key, get_uint(tb->a[type]));
	else
		printf(" %s %" PRIu64, label, get_uint(tb->a[type]));
}

static void print_leg(const struct attrs *tb, const char *name, int rtt,
		      int cwnd)
{
	if (!tb->a[rtt] && !tb->a[cwnd])
		return;
	if (json) {
		jopen(name, '{');
		print_uint_attr(tb, rtt, "rtt_us", NULL);
		print_uint_attr(tb, cwnd, "cwnd", NULL);
		jclose('}');
		return;
	}
	printf(" %s", name);
	if (tb->a[rtt])
		printf(" rtt %.1fms", get_uint(tb->a[rtt]) / 1000.0);
	print_uint_attr(tb, cwnd, NULL, "cwnd");
}

/* Which conntrack zone tracks each leg, if conntrack tracks them. */
static void print_ct_zones(const struct attrs *tb)
{
	if (!tb->a[TCPSPLIT_CONN_A_CLIENT_CT_ZONE] &&
	    !tb->a[TCPSPLIT_CONN_A_SERVER_CT_ZONE])
		return;
	if (json) {
		jopen("ct", '{');
		print_uint_attr(tb, TCPSPLIT_CONN_A_CLIENT_CT_ZONE,
				"client_zone", NULL);
		print_uint_attr(tb, TCPSPLIT_CONN_A_SERVER_CT_ZONE,
				"server_zone", NULL);
		jclose('}');
		return;
	}
	print_uint_attr(tb, TCPSPLIT_CONN_A_CLIENT_CT_ZONE, NULL,
			"client-ct-zone");
	print_uint_attr(tb, TCPSPLIT_CONN_A_SERVER_CT_ZONE, NULL,
			"server-ct-zone");
}

/*
 * One direction's flow control; @d is 0 for client to server, 1 for
 * server to client (the attributes alternate).
 */
static void print_fc(const struct attrs *tb, const char *name, int queued,
		     int d)
{
	int budget = TCPSPLIT_CONN_A_BUDGET_C2S + d;
	int peak = TCPSPLIT_CONN_A_PEAK_C2S + d;
	int zw = TCPSPLIT_CONN_A_ZERO_WIN_C2S + d;
	int zw_max = TCPSPLIT_CONN_A_ZERO_WIN_MAX_C2S + d;

	if (!tb->a[budget])
		return;
	if (json) {
		jopen(name, '{');
		print_uint_attr(tb, budget, "budget", NULL);
		print_uint_attr(tb, queued, "waiting", NULL);
		print_uint_attr(tb, peak, "peak", NULL);
		print_uint_attr(tb, zw, "zero_windows", NULL);
		print_uint_attr(tb, zw_max, "zero_window_max_us", NULL);
		jclose('}');
		return;
	}
	printf(" %s", name);
	print_uint_attr(tb, budget, NULL, "budget");
	print_uint_attr(tb, peak, NULL, "peak");
	print_uint_attr(tb, zw, NULL, "zero-windows");
	if (tb->a[zw_max])
		printf(" (max %.1fms)", get_uint(tb->a[zw_max]) / 1000.0);
}

/* A connection's family; from its address if the kernel did not say. */
static unsigned int conn_family(const struct attrs *tb)
{
	const struct nlattr *a = tb->a[TCPSPLIT_CONN_A_CLIENT_ADDR];

	if (tb->a[TCPSPLIT_CONN_A_FAMILY])
		return get_uint(tb->a[TCPSPLIT_CONN_A_FAMILY]);
	if (a)
		return mnl_attr_get_payload_len(a) == 16 ? AF_INET6 : AF_INET;
	return AF_UNSPEC;
}

/* Prints a connection (the TCPSPLIT_A_CONN nest, parsed), a line or an object. */
static void print_conn(const struct attrs *tb, const char *event)
{

	obj_begin(event, "conn", "conn");
	if (tb->a[TCPSPLIT_CONN_A_ID]) {
		if (json)
			ju64("id", get_uint(tb->a[TCPSPLIT_CONN_A_ID]));
		else
			printf(" %" PRIu64, get_uint(tb->a[TCPSPLIT_CONN_A_ID]));
	}
	print_uint_attr(tb, TCPSPLIT_CONN_A_FLOW_ID, "flow", "flow");
	/* Text shows the family by the endpoints' notation ([v6]:port). */
	if (json)
		jstr("family", family_name(conn_family(tb)));
	print_endpoint("client", tb->a[TCPSPLIT_CONN_A_CLIENT_ADDR],
		       tb->a[TCPSPLIT_CONN_A_CLIENT_PORT]);
	print_endpoint("server", tb->a[TCPSPLIT_CONN_A_SERVER_ADDR],
		       tb->a[TCPSPLIT_CONN_A_SERVER_PORT]);
	if (tb->a[TCPSPLIT_CONN_A_STATE]) {
		const char *st = conn_state_name(get_uint(tb->a[TCPSPLIT_CONN_A_STATE]));

		if (json)
			jstr("state", st);
		else
			printf(" %s", st);
	}
	print_uint_attr(tb, TCPSPLIT_CONN_A_BYTES_C2S, "bytes_c2s", "bytes-c2s");
	print_uint_attr(tb, TCPSPLIT_CONN_A_BYTES_S2C, "bytes_s2c", "bytes-s2c");
	print_uint_attr(tb, TCPSPLIT_CONN_A_QUEUED_C2S, "queued_c2s", "queued-c2s");
	print_uint_attr(tb, TCPSPLIT_CONN_A_QUEUED_S2C, "queued_s2c", "queued-s2c");
	print_leg(tb, "client_leg", TCPSPLIT_CONN_A_CLIENT_RTT,
		  TCPSPLIT_CONN_A_CLIENT_CWND);
	print_leg(tb, "server_leg", TCPSPLIT_CONN_A_SERVER_RTT,
		  TCPSPLIT_CONN_A_SERVER_CWND);
	print_ct_zones(tb);
	print_fc(tb, "c2s", TCPSPLIT_CONN_A_QUEUED_C2S, 0);
	print_fc(tb, "s2c", TCPSPLIT_CONN_A_QUEUED_S2C, 1);
	obj_end(event);
}

static int conn_cb(const struct nlmsghdr *nlh, void *data)
{
	struct attrs tb;

	if (!parse_top_nest(nlh, TCPSPLIT_A_CONN, &tb))
		return MNL_CB_OK;
	if (!family_shown(conn_family(&tb)))
		return MNL_CB_OK;
	print_conn(&tb, NULL);
	return MNL_CB_OK;
}

static int do_conns(int argc, char **argv)
{
	struct nl *nl;
	int err;

	cmd_args(argc, argv, usage_conns, 0, 0);
	nl = nl_get();
	if (json)
		jopen(NULL, '[');
	err = nl_talk(nl, genl_msg(nl->family, TCPSPLIT_CMD_CONN_GET,
				   NLM_F_DUMP), conn_cb, NULL);
	if (json)
		jclose(']');
	return err ? EXIT_FAILURE : 0;
}

static int stats_cb(const struct nlmsghdr *nlh, void *data)
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
		{ TCPSPLIT_NS_A_CT_ZONE, "ct_zone", "ct-zone" },
		{ TCPSPLIT_NS_A_CT_ACTIVE, "ct_active", "ct-active" },
		{ TCPSPLIT_NS_A_MEM_LIMIT, "mem_limit", "mem-limit" },
		{ TCPSPLIT_NS_A_MEM_RESERVED, "mem_reserved", "mem-reserved" },
		{ TCPSPLIT_NS_A_MEM_WAITING, "mem_waiting", "mem-waiting" },
		{ TCPSPLIT_NS_A_BUDGET_REDUCED, "budget_reduced", "budget-reduced" },
		{ TCPSPLIT_NS_A_UNSPLIT_NOMEM, "unsplit_nomem", "unsplit-nomem" },
		{ TCPSPLIT_NS_A_BUDGET_CAPPED, "budget_capped", "budget-capped" },
	};
	struct attrs tb;
	size_t i;

	if (!parse_top_nest(nlh, TCPSPLIT_A_NS, &tb))
		return MNL_CB_OK;
	if (json)
		jopen(NULL, '{');
	for (i = 0; i < ARRAY_SIZE(fields); i++) {
		const struct nlattr *a = tb.a[fields[i].type];

		if (!a)
			continue;
		if (json)
			ju64(fields[i].key, get_uint(a));
		else
			printf("%s%s %" PRIu64, i ? " " : "", fields[i].label,
			       get_uint(a));
	}
	if (json)
		jclose('}');
	else
		putchar('\n');
	return MNL_CB_OK;
}

static int do_stats(int argc, char **argv)
{
	struct nl *nl;

	cmd_args(argc, argv, usage_stats, 0, 0);
	nl = nl_get();
	return nl_talk(nl, genl_msg(nl->family, TCPSPLIT_CMD_NS_GET, NLM_F_ACK),
		       stats_cb, NULL) ? EXIT_FAILURE : 0;
}

static int do_set(int argc, char **argv)
{
	unsigned long long val;
	struct nlmsghdr *nlh;
	struct nlattr *nest;
	bool zone = false;
	struct nl *nl;

	cmd_args(argc, argv, usage_set, 2, 2);
	if (!strcmp(argv[1], "ct-zone")) {
		if (!parse_uint(argv[2], 65535, &val))
			usage_error("set ct-zone: '%s' is not a zone (0-65535)",
				    argv[2]);
		zone = true;
	} else if (!strcmp(argv[1], "mem-limit")) {
		if (!parse_size(argv[2], UINT64_MAX, &val) ||
		    val < TCPSPLIT_MEM_LIMIT_MIN)
			usage_error("set mem-limit: '%s' is not a size of 64k or more",
				    argv[2]);
	} else {
		usage_error("set: unknown setting '%s'", argv[1]);
	}
	nl = nl_get();
	nlh = genl_msg(nl->family, TCPSPLIT_CMD_NS_SET, NLM_F_ACK);
	nest = mnl_attr_nest_start(nlh, TCPSPLIT_A_NS);
	if (zone)
		mnl_attr_put_u16(nlh, TCPSPLIT_NS_A_CT_ZONE, val);
	else
		mnl_attr_put_u64(nlh, TCPSPLIT_NS_A_MEM_LIMIT, val);
	mnl_attr_nest_end(nlh, nest);
	return nl_talk(nl, nlh, NULL, NULL) ? EXIT_FAILURE : 0;
}

static volatile sig_atomic_t stop;

static void on_signal(int sig)
{
	stop = 1;
}

static int event_cb(const struct nlmsghdr *nlh, void *data)
{
	const struct genlmsghdr *g = mnl_nlmsg_get_payload(nlh);
	struct attrs tb;

	switch (g->cmd) {
	case TCPSPLIT_CMD_FLOW_ADD_NTF:
		if (parse_top_nest(nlh, TCPSPLIT_A_FLOW, &tb))
			print_flow(&tb, json ? "flow-add" : "added");
		break;
	case TCPSPLIT_CMD_FLOW_DEL_NTF:
		if (parse_top_nest(nlh, TCPSPLIT_A_FLOW, &tb))
			print_flow(&tb, json ? "flow-del" : "deleted");
		break;
	case TCPSPLIT_CMD_CONN_OPEN_NTF:
		if (parse_top_nest(nlh, TCPSPLIT_A_CONN, &tb))
			print_conn(&tb, json ? "conn-open" : "opened");
		break;
	case TCPSPLIT_CMD_CONN_CLOSE_NTF:
		if (parse_top_nest(nlh, TCPSPLIT_A_CONN, &tb))
			print_conn(&tb, json ? "conn-close" : "closed");
		break;
	default:
		break;
	}
	fflush(stdout);
	return MNL_CB_OK;
}

static int do_monitor(int argc, char **argv)
{
	struct nl *nl;
	struct sigaction sa = { .sa_handler = on_signal };
	int ret;

	cmd_args(argc, argv, usage_monitor, 0, 0);
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
		ret = mnl_socket_recvfrom(nl->sk, nlbuf, sizeof(nlbuf));
		if (ret < 0) {
			if (errno == EINTR)
				continue;
			if (errno == ENOBUFS) {
				fprintf(stderr, "splitctl: events lost (receive buffer overrun)\n");
				continue;
			}
			fatal("netlink receive: %s", strerror(errno));
		}
		if (mnl_cb_run(nlbuf, ret, 0, 0, event_cb, NULL) == MNL_CB_ERROR)
			fatal("bad event message: %s", strerror(errno));
	}
	return 0;
}

/* ------------------------------------------------------------------ */

/*
 * @family: the command takes -4/-6.  Elsewhere they are refused rather
 * than ignored: "splitctl -6 flush" must not delete the IPv4 flows too.
 */
static const struct {
	const char *name;
	int (*fn)(int argc, char **argv);
	bool family;
} commands[] = {
	{ "add-flow", do_add_flow, true },
	{ "del-flow", do_del_flow, false },
	{ "flush", do_flush, false },
	{ "list-flows", do_list_flows, true },
	{ "conns", do_conns, true },
	{ "stats", do_stats, false },
	{ "set", do_set, false },
	{ "monitor", do_monitor, false },
};

int main(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "json",    no_argument,       NULL, 'j' },
		{ "pretty",  no_argument,       NULL, 'p' },
		{ "netns",   required_argument, NULL, 'n' },
		{ "version", no_argument,       NULL, 'V' },
		{ "help",    no_argument,       NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	const char *netns = NULL;
	size_t i;
	int c, f;

	opterr = 0;
	while ((c = getopt_long(argc, argv, "+:jpn:Vh46", opts, NULL)) != -1) {
		switch (c) {
		case '4':
		case '6':
			f = c == '4' ? AF_INET : AF_INET6;
			if (family_opt && family_opt != f)
				usage_error("-4 and -6 exclude each other");
			family_opt = f;
			break;
		case 'j':
			json = true;
			break;
		case 'p':
			pretty = true;
			break;
		case 'n':
			netns = optarg;
			break;
		case 'V':
			printf("splitctl %s\n", SPLITCTL_VERSION);
			return 0;
		case 'h':
			fputs(usage_text, stdout);
			return 0;
		case ':':
			usage_error("option '%s' needs an argument",
				    argv[optind - 1]);
		default:
			usage_error("unknown option '%s'", argv[optind - 1]);
		}
	}
	if (optind >= argc)
		usage_error("missing command");

	for (i = 0; i < ARRAY_SIZE(commands); i++) {
		if (strcmp(argv[optind], commands[i].name))
			continue;
		if (family_opt && !commands[i].family)
			usage_error("%s: %s applies only to add-flow, list-flows and conns",
				    commands[i].name, family_opt_name(family_opt));
		netns_name = netns;
		return commands[i].fn(argc - optind, argv + optind);
	}
	usage_error("unknown command '%s'", argv[optind]);
}
