// SPDX-License-Identifier: GPL-2.0
/*
 * splitctl: what its files share.
 */
#ifndef SPLITCTL_H
#define SPLITCTL_H

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
#include <sys/stat.h>
#include <time.h>
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

struct nl {
	struct mnl_socket *sk;
	uint32_t portid;
	uint32_t seq;
	uint16_t family;
	uint32_t events_group;
	const struct nlmsghdr *req;	/* last request, to name a bad attr */
};

struct attrs {
	const struct nlattr *a[64];
};

struct prefix {
	int family;		/* 0: not given */
	unsigned char addr[16];
	unsigned int plen;
	const char *arg;	/* as given, for messages */
};

/* A flow as add-flow gives it or the kernel reports it. */
struct flow_spec {
	int family;			/* AF_UNSPEC: both */
	uint32_t id;			/* 0: not given */
	struct prefix src, dst;
	uint16_t dlo, dhi, slo, shi;	/* 0: any */
	char iif[IFNAMSIZ];		/* "": any */
	uint32_t iif_index;		/* from the kernel; 0 if by name */
	char cc_client[16], cc_server[16];
	uint32_t budget;
	bool nodelay;
};

/* splitctl.c */
extern bool json;
extern bool pretty;
extern bool timestamp;
extern int family_opt;
extern const char *netns_name;
extern char batch_where[PATH_MAX + 32];
void __attribute__((noreturn, format(printf, 1, 2)))
usage_error(const char *fmt, ...);
void __attribute__((noreturn, format(printf, 1, 2)))
fatal(const char *fmt, ...);

/* json.c */
void json_open(const char *key, char c);
void json_close(char c);
void json_str(const char *key, const char *val);
void json_bool(const char *key, bool val);
void json_u64(const char *key, uint64_t val);

/* netlink.c */
extern char nlbuf[1 << 16];
extern const char *(*nl_error_where)(uint32_t offset);
int nl_talk(struct nl *nl, struct nlmsghdr *req, mnl_cb_t cb, void *data);
int nl_talk_quiet(struct nl *nl, struct nlmsghdr *req, mnl_cb_t cb,
		  void *data, int quiet);
struct nlmsghdr *nl_genl_msg(uint16_t type, uint8_t cmd, uint16_t flags);
struct nlmsghdr *nl_genl_msg_in(void *buf, uint16_t type, uint8_t cmd,
				uint16_t flags);
struct nl *nl_try_get(void);
void nl_parse_nested(const struct nlattr *nest, struct attrs *tb);
bool nl_parse_top_nest(const struct nlmsghdr *nlh, uint16_t type,
		    struct attrs *tb);
uint64_t nl_get_uint(const struct nlattr *a);
struct nl *nl_get(void);

/* args.c */
void args_cmd(int argc, char **argv, const char *usage, int min_args,
	      int max_args);
bool args_uint(const char *s, unsigned long long max,
		unsigned long long *out);
bool args_size(const char *s, unsigned long long max,
		unsigned long long *out);
void args_cc(const char *opt, const char *arg);
void args_prefix(const char *opt, const char *arg, struct prefix *p);
void args_ports(const char *opt, const char *arg, uint16_t *lo,
		 uint16_t *hi);
uint32_t args_id(const char *what, const char *arg);
const char *args_family_opt_name(int family);
void args_check_prefix_family(const char *opt, const struct prefix *p);
void __attribute__((noreturn))
args_getopt_error(const char *cmd, const char *elem, int c,
		  const struct option *opts);

/* output.c */
const char *out_family_name(unsigned int family);
bool out_family_shown(unsigned int family);
void out_format_prefix(char *buf, size_t len, const struct nlattr *addr,
		   const struct nlattr *plen);
void out_ports(const char *name, const struct nlattr *lo,
		 const struct nlattr *hi);
void out_event_time(const struct timespec *ts);
void out_obj_begin(const char *event, const char *key, const char *name);
void out_obj_end(const char *event);
void out_str_attr(const struct attrs *tb, int type, const char *key,
		    const char *label);
void out_endpoint(const char *key, const struct nlattr *addr,
		    const struct nlattr *port);
void out_uint_attr(const struct attrs *tb, int type, const char *key,
		     const char *label);

/* flows.c */
void flows_print(const struct attrs *tb, const char *event);
void flows_spec_from_attrs(const struct attrs *tb, struct flow_spec *f);
void flows_print_opts(const struct flow_spec *f);
void flows_parse_add(int argc, char **argv, struct flow_spec *f);
void flows_put(struct nlmsghdr *nlh, const struct flow_spec *f);
int flows_add(int argc, char **argv);
int flows_del(int argc, char **argv);
int flows_flush(int argc, char **argv);
int flows_list(int argc, char **argv);

/* conns.c */
void conns_print(const struct attrs *tb, const char *event);
int conns_show(int argc, char **argv);

/* batch.c */
int batch_apply(const char *file, bool check);
int batch_save(int argc, char **argv);

/* metrics.c */
int metrics_print(int argc, char **argv);

/* ns.c */
int ns_stats(int argc, char **argv);
int ns_set(int argc, char **argv);
bool ns_parse_set(int argc, char **argv, unsigned long long *val);
int ns_monitor(int argc, char **argv);

#endif /* SPLITCTL_H */
