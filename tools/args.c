// SPDX-License-Identifier: GPL-2.0
/*
 * splitctl: argument parsing: numbers, sizes, prefixes, ports, flow IDs.
 */
#include "splitctl.h"

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
			usage_error("%s: unknown option '%s'", argv[0], argv[i]);
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
