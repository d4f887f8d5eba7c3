// SPDX-License-Identifier: GPL-2.0
/*
 * splitctl: a small JSON writer (-j, -p).
 */
#include "splitctl.h"

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

void jopen(const char *key, char c)
{
	jkey(key);
	putchar(c);
	jfirst[++jdepth] = true;
}

void jclose(char c)
{
	bool empty = jfirst[jdepth];

	jdepth--;
	if (!empty)
		jindent();
	putchar(c);
	if (!jdepth)
		putchar('\n');
}

void jstr(const char *key, const char *val)
{
	jkey(key);
	jstring(val);
}

void jbool(const char *key, bool val)
{
	jkey(key);
	fputs(val ? "true" : "false", stdout);
}

void ju64(const char *key, uint64_t val)
{
	jkey(key);
	printf("%" PRIu64, val);
}
