// SPDX-License-Identifier: GPL-2.0
/*
 * splitctl: a small JSON writer (-j, -p).
 */
#include "splitctl.h"

static int jdepth;
static bool jfirst[32];

static void json_indent(void)
{
	int i;

	if (!pretty)
		return;
	putchar('\n');
	for (i = 0; i < jdepth; i++)
		fputs("    ", stdout);
}

static void json_sep(void)
{
	if (jdepth > 0) {
		if (!jfirst[jdepth])
			putchar(',');
		jfirst[jdepth] = false;
		json_indent();
	}
}

static void json_string(const char *s)
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

static void json_key(const char *key)
{
	json_sep();
	if (key) {
		json_string(key);
		fputs(pretty ? ": " : ":", stdout);
	}
}

void json_open(const char *key, char c)
{
	json_key(key);
	putchar(c);
	jfirst[++jdepth] = true;
}

void json_close(char c)
{
	bool empty = jfirst[jdepth];

	jdepth--;
	if (!empty)
		json_indent();
	putchar(c);
	if (!jdepth)
		putchar('\n');
}

void json_str(const char *key, const char *val)
{
	json_key(key);
	json_string(val);
}

void json_bool(const char *key, bool val)
{
	json_key(key);
	fputs(val ? "true" : "false", stdout);
}

void json_u64(const char *key, uint64_t val)
{
	json_key(key);
	printf("%" PRIu64, val);
}
