// SPDX-License-Identifier: GPL-2.0
/*
 * splitctl: conns.
 */
#include "splitctl.h"

static const char usage_conns[] =
"Usage: splitctl [-4|-6] conns\n"
"\n"
"List the live split connections of the namespace (with -4 or -6, only\n"
"those of that family).\n";

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
void print_conn(const struct attrs *tb, const char *event)
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

int do_conns(int argc, char **argv)
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
