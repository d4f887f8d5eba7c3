// SPDX-License-Identifier: GPL-2.0
/*
 * splitctl: output helpers shared by the commands: addresses, ports,
 * one object per line or per JSON object.
 */
#include "splitctl.h"

/* AF_UNSPEC is a flow of both families. */
const char *out_family_name(unsigned int family)
{
	switch (family) {
	case AF_UNSPEC: return "any";
	case AF_INET: return "inet";
	case AF_INET6: return "inet6";
	}
	return "?";
}

/* Whether -4/-6 let an object of @family through; any passes both. */
bool out_family_shown(unsigned int family)
{
	return !family_opt || family == AF_UNSPEC ||
	       family == (unsigned int)family_opt;
}

static void out_format_addr(char *buf, size_t len, const struct nlattr *a)
{
	int af = mnl_attr_get_payload_len(a) == 16 ? AF_INET6 : AF_INET;

	if (!inet_ntop(af, mnl_attr_get_payload(a), buf, len))
		snprintf(buf, len, "?");
}

void out_format_prefix(char *buf, size_t len, const struct nlattr *addr,
		   const struct nlattr *plen)
{
	char a[INET6_ADDRSTRLEN];

	out_format_addr(a, sizeof(a), addr);
	snprintf(buf, len, "%s/%u", a, plen ? mnl_attr_get_u8(plen) : 0);
}

void out_ports(const char *name, const struct nlattr *lo,
		 const struct nlattr *hi)
{
	unsigned int l = mnl_attr_get_u16(lo), h = hi ? mnl_attr_get_u16(hi) : l;
	char key[32];

	if (json) {
		snprintf(key, sizeof(key), "%s_min", name);
		json_u64(key, l);
		snprintf(key, sizeof(key), "%s_max", name);
		json_u64(key, h);
	} else if (l == h) {
		printf(" %s %u", name, l);
	} else {
		printf(" %s %u-%u", name, l, h);
	}
}

/* When the event being printed was received, in JSON's form and text's. */
static char out_time_json[80], out_time_text[80];

/*
 * Sets the time of the events printed next, as RFC 3339 with
 * microseconds: UTC in JSON (machines compare and sort it across hosts
 * and clock changes), local time with its offset in text (-t; what
 * "ip -ts monitor" and journalctl show people, made unambiguous).
 */
void out_event_time(const struct timespec *ts)
{
	int us = ts->tv_nsec / 1000, off;
	char date[32];
	struct tm tm;

	gmtime_r(&ts->tv_sec, &tm);
	strftime(date, sizeof(date), "%Y-%m-%dT%H:%M:%S", &tm);
	snprintf(out_time_json, sizeof(out_time_json), "%s.%06dZ", date, us);
	localtime_r(&ts->tv_sec, &tm);
	strftime(date, sizeof(date), "%Y-%m-%dT%H:%M:%S", &tm);
	off = tm.tm_gmtoff / 60;
	snprintf(out_time_text, sizeof(out_time_text), "%s.%06d%c%02d:%02d",
		 date, us, off < 0 ? '-' : '+', abs(off) / 60, abs(off) % 60);
}

/*
 * Starts one printed object: a JSON object (wrapped in an event object
 * with @key and the event's time when @event is set) or a text line
 * "[[TIME] EVENT ]NAME" (the time with -t).
 */
void out_obj_begin(const char *event, const char *key, const char *name)
{
	if (json) {
		json_open(NULL, '{');
		if (event) {
			json_str("event", event);
			if (out_time_json[0])
				json_str("time", out_time_json);
			json_open(key, '{');
		}
		return;
	}
	if (event && timestamp && out_time_text[0])
		printf("[%s] ", out_time_text);
	if (event)
		printf("%s ", event);
	fputs(name, stdout);
}

void out_obj_end(const char *event)
{
	if (json) {
		json_close('}');
		if (event)
			json_close('}');
	} else {
		putchar('\n');
	}
}

/* A string attribute, if present and well formed. */
void out_str_attr(const struct attrs *tb, int type, const char *key,
		    const char *label)
{
	const struct nlattr *a = tb->a[type];

	if (!a || mnl_attr_validate(a, MNL_TYPE_NUL_STRING))
		return;
	if (json)
		json_str(key, mnl_attr_get_str(a));
	else
		printf(" %s %s", label, mnl_attr_get_str(a));
}

void out_endpoint(const char *key, const struct nlattr *addr,
		    const struct nlattr *port)
{
	char a[INET6_ADDRSTRLEN] = "?", buf[INET6_ADDRSTRLEN + 16];
	unsigned int p = port ? mnl_attr_get_u16(port) : 0;

	if (addr)
		out_format_addr(a, sizeof(a), addr);
	if (json) {
		json_open(key, '{');
		json_str("addr", a);
		json_u64("port", p);
		json_close('}');
		return;
	}
	if (addr && mnl_attr_get_payload_len(addr) == 16)
		snprintf(buf, sizeof(buf), "[%s]:%u", a, p);
	else
		snprintf(buf, sizeof(buf), "%s:%u", a, p);
	printf(" %s %s", key, buf);
}

/* Prints attribute @type of @tb as "key value" or a JSON number. */
void out_uint_attr(const struct attrs *tb, int type, const char *key,
		     const char *label)
{
	if (!tb->a[type])
		return;
	if (json)
		json_u64(key, nl_get_uint(tb->a[type]));
	else
		printf(" %s %" PRIu64, label, nl_get_uint(tb->a[type]));
}
