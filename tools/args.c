// SPDX-License-Identifier: GPL-2.0
/*
 * splitctl: argument parsing: numbers, sizes, prefixes, ports, flow IDs.
 */
#include "splitctl.h"

/* An unknown option @arg of command @cmd (NULL: before the command). */
static void __attribute__((noreturn))
args_unknown(const char *cmd, const char *arg)
{
	if (cmd && (!strcmp(arg, "-4") || !strcmp(arg, "-6")) &&
	    (!strcmp(cmd, "add-flow") || !strcmp(cmd, "list-flows") ||
	     !strcmp(cmd, "conns")))
		usage_error("%s: unknown option '%s': -4 and -6 go before the command, as in 'splitctl %s %s'",
			    cmd, arg, arg, cmd);
	if (cmd)
		usage_error("%s: unknown option '%s'", cmd, arg);
	usage_error("unknown option '%s'", arg);
}

/**
 * args_getopt_error() - report what getopt_long() refused, and exit
 * @cmd: the command whose options these are, NULL for splitctl's own
 * @elem: the argument getopt_long() was reading (argv[optind] before the
 *	call): getopt's own optind may already point past it, or still at
 *	it inside a cluster like -bx
 * @c: what getopt_long() returned (':' or '?')
 * @opts: the long options, to name the candidates of an ambiguous one
 */
void args_getopt_error(const char *cmd, const char *elem, int c,
		       const struct option *opts)
{
	const char *pre = cmd ? cmd : "", *sep = cmd ? ": " : "";
	char name[64], cands[256] = "";
	const struct option *o;
	size_t len;
	int n = 0;

	if (strncmp(elem, "--", 2) || !elem[2]) {
		snprintf(name, sizeof(name), "-%c", optopt);
		if (c == ':')
			usage_error("%s%soption '%s' needs an argument", pre,
				    sep, name);
		args_unknown(cmd, name);
	}
	len = strcspn(elem + 2, "=");
	snprintf(name, sizeof(name), "%.*s", (int)(len + 2), elem);
	if (c == ':')
		usage_error("%s%soption '%s' needs an argument", pre, sep, name);
	for (o = opts; o->name; o++) {
		if (strncmp(o->name, elem + 2, len))
			continue;
		if (strlen(o->name) == len) {
			n = 1;
			break;
		}
		n++;
		snprintf(cands + strlen(cands), sizeof(cands) - strlen(cands),
			 "%s--%s", n > 1 ? ", " : "", o->name);
	}
	if (n > 1)
		usage_error("%s%soption '%s' is ambiguous: %s", pre, sep, name,
			    cands);
	if (n == 1)
		usage_error("%s%soption '%s' takes no argument", pre, sep, name);
	args_unknown(cmd, name);
}

/* Handles -h and rejects any option or extra argument of a command. */
void args_cmd(int argc, char **argv, const char *usage, int min_args,
	      int max_args)
{
	int i, n = 0;

	for (i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "-h") || !strcmp(argv[i], "--help")) {
			fputs(usage, stdout);
			exit(EXIT_SUCCESS);
		}
		if (argv[i][0] == '-' && argv[i][1])
			args_unknown(argv[0], argv[i]);
		n++;
	}
	if (n < min_args)
		usage_error("%s: missing argument", argv[0]);
	if (n > max_args)
		usage_error("%s: unexpected argument '%s'", argv[0],
			    argv[argc - 1]);
}

bool args_uint(const char *s, unsigned long long max,
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
bool args_size(const char *s, unsigned long long max,
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
	if (!args_uint(buf, max >> shift, out))
		return false;
	*out <<= shift;
	return true;
}

/* TCP_CA_NAME_MAX of the kernel, with its NUL */
#define CC_NAME_MAX	16

void args_cc(const char *opt, const char *arg)
{
	if (!*arg || strlen(arg) >= CC_NAME_MAX)
		usage_error("%s: invalid algorithm name '%s'", opt, arg);
}

void args_prefix(const char *opt, const char *arg, struct prefix *p)
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
		if (!args_uint(slash, UINT_MAX, &plen))
			usage_error("%s: invalid prefix length '%s'", opt, slash);
		if (plen > p->plen)
			usage_error("%s: prefix length %llu is over %u", opt,
				    plen, p->plen);
		p->plen = plen;
	}
}

void args_ports(const char *opt, const char *arg, uint16_t *lo,
		 uint16_t *hi)
{
	unsigned long long l, h;
	char buf[32], *dash;

	if (snprintf(buf, sizeof(buf), "%s", arg) >= (int)sizeof(buf))
		usage_error("%s: invalid port '%s'", opt, arg);
	dash = strchr(buf, '-');
	if (dash)
		*dash++ = '\0';
	if (!args_uint(buf, ULLONG_MAX, &l) ||
	    (dash && !args_uint(dash, ULLONG_MAX, &h)))
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

uint32_t args_id(const char *what, const char *arg)
{
	unsigned long long id;

	if (!args_uint(arg, UINT32_MAX, &id) || !id)
		usage_error("%s: invalid flow ID '%s': use 1-%u", what, arg,
			    UINT32_MAX);
	return id;
}

const char *args_family_opt_name(int family)
{
	return family == AF_INET ? "-4" : "-6";
}

/* A prefix of the other family than -4/-6 asked for is a usage error. */
void args_check_prefix_family(const char *opt, const struct prefix *p)
{
	if (family_opt && p->family && p->family != family_opt)
		usage_error("add-flow: %s %s is an %s prefix, but %s asks for an %s flow",
			    opt, p->arg, p->family == AF_INET ? "IPv4" : "IPv6",
			    args_family_opt_name(family_opt),
			    family_opt == AF_INET ? "IPv4" : "IPv6");
}
