// SPDX-License-Identifier: GPL-2.0
/*
 * splitctl: netlink plumbing: the socket in its namespace, requests and
 * their acknowledgements, extack messages, parsing replies.
 */
#include "splitctl.h"

char nlbuf[1 << 16];

/*
 * Where an error of the request lies, as a prefix of its message ("" for
 * none): the batch names the line of the file that gave the attribute at
 * @offset.
 */
const char *(*nl_error_where)(uint32_t offset);

struct nl_err {
	int error;
	char msg[512];
	uint32_t bad_offset;		/* 0: none */
	uint32_t miss_type;		/* 0: none */
};

static int nl_extack_attr_cb(const struct nlattr *attr, void *data)
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
		mnl_attr_parse(nlh, off, nl_extack_attr_cb, e);
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
	[TCPSPLIT_NS_A_GENERATION] = "generation",
};

/* Names the attribute of our request at byte @offset, if we know it. */
static const char *nl_bad_attr_name(const struct nlmsghdr *req, uint32_t offset,
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
static void nl_print_error(const struct nl *nl, const struct nl_err *e)
{
	const char *str = NULL;
	const char *attr = nl_bad_attr_name(nl->req, e->bad_offset, &str);
	const char *msg = e->msg[0] ? e->msg : strerror(e->error);
	const char *where = nl_error_where ? nl_error_where(e->bad_offset) : "";

	if (attr && str)
		fprintf(stderr, "%sError: %s (%s '%s').\n", where, msg, attr, str);
	else if (attr)
		fprintf(stderr, "%sError: %s (%s).\n", where, msg, attr);
	else
		fprintf(stderr, "%sError: %s.\n", where, msg);
}

struct talk {
	mnl_cb_t cb;
	void *data;
	struct nl_err e;
};

static int nl_talk_data_cb(const struct nlmsghdr *nlh, void *data)
{
	struct talk *t = data;

	return t->cb ? t->cb(nlh, t->data) : MNL_CB_OK;
}

static int nl_talk_error_cb(const struct nlmsghdr *nlh, void *data)
{
	return nl_error_cb(nlh, &((struct talk *)data)->e);
}

/*
 * Runs one request: sends it, passes every reply message to @cb, and
 * returns 0 or the positive errno the kernel answered with, printed
 * unless it is @quiet (-1: any).
 */
static int nl_talk_q(struct nl *nl, struct nlmsghdr *req, mnl_cb_t cb,
		     void *data, int quiet)
{
	struct talk t = { .cb = cb, .data = data };
	mnl_cb_t ctl[NLMSG_MIN_TYPE] = {
		[NLMSG_ERROR] = nl_talk_error_cb,
		[NLMSG_DONE] = nl_talk_error_cb,
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
				  nl_talk_data_cb, &t, ctl, NLMSG_MIN_TYPE);
		if (ret == MNL_CB_STOP)
			return 0;
		if (ret == MNL_CB_ERROR)
			break;
	}
	if (!t.e.error)
		t.e.error = errno ? errno : EIO;
	if (quiet != -1 && quiet != t.e.error)
		nl_print_error(nl, &t.e);
	return t.e.error;
}

int nl_talk(struct nl *nl, struct nlmsghdr *req, mnl_cb_t cb, void *data)
{
	return nl_talk_q(nl, req, cb, data, 0);
}

/* nl_talk(), printing no refusal with errno @quiet. */
int nl_talk_quiet(struct nl *nl, struct nlmsghdr *req, mnl_cb_t cb,
		  void *data, int quiet)
{
	return nl_talk_q(nl, req, cb, data, quiet);
}

struct ctrl_info {
	uint16_t family;
	uint32_t events_group;
};

static int nl_ctrl_grp_cb(const struct nlattr *grp, struct ctrl_info *ci)
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

static int nl_ctrl_cb(const struct nlmsghdr *nlh, void *data)
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
				nl_ctrl_grp_cb(grp, ci);
			break;
		}
	}
	return MNL_CB_OK;
}

/* A request in @buf, which must be large enough for what is put in it. */
struct nlmsghdr *nl_genl_msg_in(void *buf, uint16_t type, uint8_t cmd,
				uint16_t flags)
{
	struct nlmsghdr *nlh = mnl_nlmsg_put_header(buf);
	struct genlmsghdr *g;

	nlh->nlmsg_type = type;
	nlh->nlmsg_flags = NLM_F_REQUEST | flags;
	g = mnl_nlmsg_put_extra_header(nlh, sizeof(*g));
	g->cmd = cmd;
	g->version = TCPSPLIT_FAMILY_VERSION;
	return nlh;
}

/* A request in a buffer of 4 KiB: every command's but a batch's. */
struct nlmsghdr *nl_genl_msg(uint16_t type, uint8_t cmd, uint16_t flags)
{
	static char reqbuf[4096];

	return nl_genl_msg_in(reqbuf, type, cmd, flags);
}

/* Opens the socket; false if the module is not loaded and @missing_ok. */
static bool nl_open(struct nl *nl, bool missing_ok)
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

	nlh = nl_genl_msg(GENL_ID_CTRL, CTRL_CMD_GETFAMILY, NLM_F_ACK);
	((struct genlmsghdr *)mnl_nlmsg_get_payload(nlh))->version = 1;
	mnl_attr_put_strz(nlh, CTRL_ATTR_FAMILY_NAME, TCPSPLIT_FAMILY_NAME);
	err = nl_talk_q(nl, nlh, nl_ctrl_cb, &ci, -1);
	if (missing_ok && (err == ENOENT || (!err && !ci.family))) {
		mnl_socket_close(nl->sk);
		return false;
	}
	if (err == ENOENT || (!err && !ci.family))
		fatal("the generic netlink family \"%s\" does not exist: is the tcpsplit module loaded?",
		      TCPSPLIT_FAMILY_NAME);
	if (err)
		fatal("cannot resolve the generic netlink family \"%s\": %s",
		      TCPSPLIT_FAMILY_NAME, strerror(err));
	nl->family = ci.family;
	nl->events_group = ci.events_group;
	return true;
}

void nl_parse_nested(const struct nlattr *nest, struct attrs *tb)
{
	const struct nlattr *a;

	memset(tb, 0, sizeof(*tb));
	mnl_attr_for_each_nested(a, nest) {
		uint16_t t = mnl_attr_get_type(a);

		if (t < 64)
			tb->a[t] = a;
	}
}

static const struct nlattr *nl_top_attr(const struct nlmsghdr *nlh, uint16_t type)
{
	const struct nlattr *a;

	mnl_attr_for_each(a, nlh, GENL_HDRLEN)
		if (mnl_attr_get_type(a) == type)
			return a;
	return NULL;
}

/* Parses the top-level nest @type of @nlh into @tb; false if it is absent. */
bool nl_parse_top_nest(const struct nlmsghdr *nlh, uint16_t type,
		    struct attrs *tb)
{
	const struct nlattr *nest = nl_top_attr(nlh, type);

	if (!nest)
		return false;
	nl_parse_nested(nest, tb);
	return true;
}

uint64_t nl_get_uint(const struct nlattr *a)
{
	switch (mnl_attr_get_payload_len(a)) {
	case 1: return mnl_attr_get_u8(a);
	case 2: return mnl_attr_get_u16(a);
	case 4: return mnl_attr_get_u32(a);
	case 8: return mnl_attr_get_u64(a);
	}
	return 0;
}

static void nl_enter_netns(const char *name)
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

/*
 * Opens the netlink socket in the right namespace.  Commands call it only
 * once their arguments are checked: a usage error sends nothing.
 */
struct nl *nl_get(void)
{
	static struct nl nl;

	if (netns_name)
		nl_enter_netns(netns_name);
	nl_open(&nl, false);
	return &nl;
}

/* nl_get(), or NULL if the module is not loaded. */
struct nl *nl_try_get(void)
{
	static struct nl nl;

	if (netns_name)
		nl_enter_netns(netns_name);
	return nl_open(&nl, true) ? &nl : NULL;
}
