// SPDX-License-Identifier: GPL-2.0
/*
 * splitctl - configure tcpsplit over generic netlink: options, the
 * command table, errors.
 *
 * Exit codes: 0 success, 1 the kernel refused or something failed at run
 * time, 2 usage error (nothing was sent).
 */
#include "splitctl.h"

bool json;
bool pretty;
bool timestamp;

/* -4 or -6: AF_INET or AF_INET6, 0 if neither was given */
int family_opt;

/* "FILE:LINE: " while a batch file's line is parsed, else "" */
char batch_where[PATH_MAX + 32];

void __attribute__((noreturn, format(printf, 1, 2)))
usage_error(const char *fmt, ...)
{
	va_list ap;

	fprintf(stderr, "splitctl: %s", batch_where);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputs("\nTry 'splitctl -h' for help.\n", stderr);
	exit(EXIT_USAGE);
}

void __attribute__((noreturn, format(printf, 1, 2)))
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
"Options (before COMMAND):\n"
"  -j, --json           print JSON (an array for lists)\n"
"  -p, --pretty         with -j, indent the JSON output\n"
"  -n, --netns NETNS    run in network namespace NETNS (like ip -n)\n"
"  -t, --timestamp      monitor: each event line begins with the local time\n"
"  -4, -6               add-flow: the flow's address family (without them\n"
"                       and without prefix: both, shown as \"any\");\n"
"                       list-flows, conns: show only that family\n"
"  -b, --batch FILE     apply the commands of FILE (- for standard input)\n"
"                       all or nothing, in one step; see tcpsplit.conf(5)\n"
"  -c, --check          with -b: check FILE, change nothing\n"
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
"  save                 print the configuration as a batch file (flows and\n"
"                       settings), for -b\n"
"  monitor              print flow and connection events until interrupted\n"
"  metrics [-o FILE]    counters and gauges in the Prometheus text format\n"
"SIZE is bytes, or a number with a k, m or g suffix (1024-based).\n"
"\n"
"Exit status: 0 ok, 1 refused by the kernel or failed, 2 usage error.\n";

const char *netns_name;

/*
 * @family: the command takes -4/-6.  Elsewhere they are refused rather
 * than ignored: "splitctl -6 flush" must not delete the IPv4 flows too.
 */
static const struct {
	const char *name;
	int (*fn)(int argc, char **argv);
	bool family;
} commands[] = {
	{ "add-flow", flows_add, true },
	{ "del-flow", flows_del, false },
	{ "flush", flows_flush, false },
	{ "list-flows", flows_list, true },
	{ "conns", conns_show, true },
	{ "stats", ns_stats, false },
	{ "set", ns_set, false },
	{ "monitor", ns_monitor, false },
	{ "save", batch_save, false },
	{ "metrics", metrics_print, false },
};

int main(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "json",    no_argument,       NULL, 'j' },
		{ "pretty",  no_argument,       NULL, 'p' },
		{ "netns",   required_argument, NULL, 'n' },
		{ "batch",   required_argument, NULL, 'b' },
		{ "check",   no_argument,       NULL, 'c' },
		{ "timestamp", no_argument,     NULL, 't' },
		{ "version", no_argument,       NULL, 'V' },
		{ "help",    no_argument,       NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	const char *netns = NULL, *batch = NULL;
	bool check = false;
	int c, f, at;
	size_t i;

	opterr = 0;
	for (;;) {
		at = optind ? optind : 1;
		c = getopt_long(argc, argv, "+:jpn:b:ctVh46", opts, NULL);
		if (c == -1)
			break;
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
		case 'b':
			batch = optarg;
			break;
		case 'c':
			check = true;
			break;
		case 't':
			timestamp = true;
			break;
		case 'V':
			printf("splitctl %s\n", SPLITCTL_VERSION);
			return 0;
		case 'h':
			fputs(usage_text, stdout);
			return 0;
		default:
			args_getopt_error(NULL, argv[at], c, opts);
		}
	}
	netns_name = netns;
	if (batch) {
		if (optind < argc)
			usage_error("-b reads its commands from %s: unexpected command '%s'",
				    batch, argv[optind]);
		if (family_opt || json)
			usage_error("-b: give -4 and -6 in the file's lines; -j does not apply");
		return batch_apply(batch, check);
	}
	if (check)
		usage_error("-c checks a batch file: use it with -b FILE");
	if (optind >= argc)
		usage_error("missing command");

	for (i = 0; i < ARRAY_SIZE(commands); i++) {
		if (strcmp(argv[optind], commands[i].name))
			continue;
		if (family_opt && !commands[i].family)
			usage_error("%s: %s applies only to add-flow, list-flows and conns",
				    commands[i].name, args_family_opt_name(family_opt));
		return commands[i].fn(argc - optind, argv + optind);
	}
	usage_error("unknown command '%s'", argv[optind]);
}
