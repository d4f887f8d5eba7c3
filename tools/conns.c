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

static const char *conns_state_name(unsigned int state)
{
	switch (state) {
	case TCPSPLIT_CONN_S_CONNECTING: return "connecting";
	case TCPSPLIT_CONN_S_ACCEPTING: return "accepting";
	case TCPSPLIT_CONN_S_RELAYING: return "relaying";
	case TCPSPLIT_CONN_S_CLOSING: return "closing";
	}
	return "unknown";
}

/* enum tcpsplit_close_reason, as monitor prints it */
static const char *conns_reason_name(unsigned int reason)
{
	switch (reason) {
	case TCPSPLIT_CLOSE_CLOSED: return "closed";
	case TCPSPLIT_CLOSE_RESET_BY_CLIENT: return "reset-by-client";
	case TCPSPLIT_CLOSE_RESET_BY_SERVER: return "reset-by-server";
	case TCPSPLIT_CLOSE_REFUSED: return "refused";
	case TCPSPLIT_CLOSE_UNREACHABLE: return "unreachable";
	case TCPSPLIT_CLOSE_TIMEOUT: return "timeout";
	case TCPSPLIT_CLOSE_UNLOAD: return "unload";
	case TCPSPLIT_CLOSE_NETNS_DELETED: return "netns-deleted";
	case TCPSPLIT_CLOSE_ERROR: return "error";
	}
	return "unknown";
}

static void conns_print_leg(const struct attrs *tb, const char *name, int rtt,
		      int cwnd)
{
	if (!tb->a[rtt] && !tb->a[cwnd])
		return;
	if (json) {
		json_open(name, '{');
		out_uint_attr(tb, rtt, "rtt_us", NULL);
		out_uint_attr(tb, cwnd, "cwnd", NULL);
		json_close('}');
		return;
	}
	printf(" %s", name);
	if (tb->a[rtt])
		printf(" rtt %.1fms", nl_get_uint(tb->a[rtt]) / 1000.0);
	out_uint_attr(tb, cwnd, NULL, "cwnd");
}

/* Which conntrack zone tracks each leg, if conntrack tracks them. */
static void conns_print_ct_zones(const struct attrs *tb)
{
	if (!tb->a[TCPSPLIT_CONN_A_CLIENT_CT_ZONE] &&
	    !tb->a[TCPSPLIT_CONN_A_SERVER_CT_ZONE])
		return;
	if (json) {
		json_open("ct", '{');
		out_uint_attr(tb, TCPSPLIT_CONN_A_CLIENT_CT_ZONE,
				"client_zone", NULL);
		out_uint_attr(tb, TCPSPLIT_CONN_A_SERVER_CT_ZONE,
				"server_zone", NULL);
		json_close('}');
		return;
	}
	out_uint_attr(tb, TCPSPLIT_CONN_A_CLIENT_CT_ZONE, NULL,
			"client-ct-zone");
	out_uint_attr(tb, TCPSPLIT_CONN_A_SERVER_CT_ZONE, NULL,
			"server-ct-zone");
}

/*
 * One direction's flow control; @d is 0 for client to server, 1 for
 * server to client (the attributes alternate).
 */
static void conns_print_fc(const struct attrs *tb, const char *name, int queued,
		     int d)
{
	int budget = TCPSPLIT_CONN_A_BUDGET_C2S + d;
	int peak = TCPSPLIT_CONN_A_PEAK_C2S + d;
	int zw = TCPSPLIT_CONN_A_ZERO_WIN_C2S + d;
	int zw_max = TCPSPLIT_CONN_A_ZERO_WIN_MAX_C2S + d;

	if (!tb->a[budget])
		return;
	if (json) {
		json_open(name, '{');
		out_uint_attr(tb, budget, "budget", NULL);
		out_uint_attr(tb, queued, "waiting", NULL);
		out_uint_attr(tb, peak, "peak", NULL);
		out_uint_attr(tb, zw, "zero_windows", NULL);
		out_uint_attr(tb, zw_max, "zero_window_max_us", NULL);
		json_close('}');
		return;
	}
	printf(" %s", name);
	out_uint_attr(tb, budget, NULL, "budget");
	out_uint_attr(tb, peak, NULL, "peak");
	out_uint_attr(tb, zw, NULL, "zero-windows");
	if (tb->a[zw_max])
		printf(" (max %.1fms)", nl_get_uint(tb->a[zw_max]) / 1000.0);
}

/* A connection's family; from its address if the kernel did not say. */
static unsigned int conns_family(const struct attrs *tb)
{
	const struct nlattr *a = tb->a[TCPSPLIT_CONN_A_CLIENT_ADDR];

	if (tb->a[TCPSPLIT_CONN_A_FAMILY])
		return nl_get_uint(tb->a[TCPSPLIT_CONN_A_FAMILY]);
	if (a)
		return mnl_attr_get_payload_len(a) == 16 ? AF_INET6 : AF_INET;
	return AF_UNSPEC;
}

/* Prints a connection (the TCPSPLIT_A_CONN nest, parsed), a line or an object. */
void conns_print(const struct attrs *tb, const char *event)
{

	out_obj_begin(event, "conn", "conn");
	if (tb->a[TCPSPLIT_CONN_A_ID]) {
		if (json)
			json_u64("id", nl_get_uint(tb->a[TCPSPLIT_CONN_A_ID]));
		else
			printf(" %" PRIu64, nl_get_uint(tb->a[TCPSPLIT_CONN_A_ID]));
	}
	out_uint_attr(tb, TCPSPLIT_CONN_A_FLOW_ID, "flow", "flow");
	/* Text shows the family by the endpoints' notation ([v6]:port). */
	if (json)
		json_str("family", out_family_name(conns_family(tb)));
	out_endpoint("client", tb->a[TCPSPLIT_CONN_A_CLIENT_ADDR],
		       tb->a[TCPSPLIT_CONN_A_CLIENT_PORT]);
	out_endpoint("server", tb->a[TCPSPLIT_CONN_A_SERVER_ADDR],
		       tb->a[TCPSPLIT_CONN_A_SERVER_PORT]);
	if (tb->a[TCPSPLIT_CONN_A_STATE]) {
		const char *st = conns_state_name(nl_get_uint(tb->a[TCPSPLIT_CONN_A_STATE]));

		if (json)
			json_str("state", st);
		else
			printf(" %s", st);
	}
	if (tb->a[TCPSPLIT_CONN_A_CLOSE_REASON]) {
		const char *r = conns_reason_name(nl_get_uint(tb->a[TCPSPLIT_CONN_A_CLOSE_REASON]));

		if (json)
			json_str("reason", r);
		else
			printf(" reason %s", r);
	}
	out_uint_attr(tb, TCPSPLIT_CONN_A_BYTES_C2S, "bytes_c2s", "bytes-c2s");
	out_uint_attr(tb, TCPSPLIT_CONN_A_BYTES_S2C, "bytes_s2c", "bytes-s2c");
	out_uint_attr(tb, TCPSPLIT_CONN_A_QUEUED_C2S, "queued_c2s", "queued-c2s");
	out_uint_attr(tb, TCPSPLIT_CONN_A_QUEUED_S2C, "queued_s2c", "queued-s2c");
	conns_print_leg(tb, "client_leg", TCPSPLIT_CONN_A_CLIENT_RTT,
		  TCPSPLIT_CONN_A_CLIENT_CWND);
	conns_print_leg(tb, "server_leg", TCPSPLIT_CONN_A_SERVER_RTT,
		  TCPSPLIT_CONN_A_SERVER_CWND);
	conns_print_ct_zones(tb);
	conns_print_fc(tb, "c2s", TCPSPLIT_CONN_A_QUEUED_C2S, 0);
	conns_print_fc(tb, "s2c", TCPSPLIT_CONN_A_QUEUED_S2C, 1);
	out_obj_end(event);
}

static int conns_cb(const struct nlmsghdr *nlh, void *data)
{
	struct attrs tb;

	if (!nl_parse_top_nest(nlh, TCPSPLIT_A_CONN, &tb))
		return MNL_CB_OK;
	if (!out_family_shown(conns_family(&tb)))
		return MNL_CB_OK;
	conns_print(&tb, NULL);
	return MNL_CB_OK;
}

int conns_show(int argc, char **argv)
{
	struct nl *nl;
	int err;

	args_cmd(argc, argv, usage_conns, 0, 0);
	nl = nl_get();
	if (json)
		json_open(NULL, '[');
	err = nl_talk(nl, nl_genl_msg(nl->family, TCPSPLIT_CMD_CONN_GET,
				   NLM_F_DUMP), conns_cb, NULL);
	if (json)
		json_close(']');
	return err ? EXIT_FAILURE : 0;
}
