// SPDX-License-Identifier: GPL-2.0
/*
 * splitctl: batch files (-b, -c) and save.
 *
 * A batch file is a list of commands applied all or nothing.  Its lines
 * are parsed first, and a usage error in any of them sends nothing.  Then
 * the live configuration is read, the commands are played on a copy of
 * it, and the result goes to the kernel in one replace request: the
 * kernel checks all of it and swaps the whole flow table and the settings
 * at once, or changes nothing.  The request carries the generation the
 * copy was read at; if the configuration changed meanwhile, the kernel
 * refuses it and the file is played again on a fresh copy.
 */
#include "splitctl.h"

enum batch_op {
	BATCH_ADD,
	BATCH_DEL,
	BATCH_FLUSH,
	BATCH_ZONE,
	BATCH_MEM,
};

struct batch_cmd {
	enum batch_op op;
	unsigned int line;
	struct flow_spec f;		/* BATCH_ADD */
	unsigned long long val;		/* BATCH_DEL: ID, else the setting */
};

/* A flow of the configuration being built, and what gave it. */
struct batch_flow {
	struct flow_spec f;
	unsigned int line;		/* 0: kept from the live table */
	uint32_t start, end;		/* its nest in the request */
};

struct batch_conf {
	struct batch_flow *flows;	/* by ascending ID */
	size_t n, cap;
	uint32_t generation;
	bool have_generation;
	uint16_t ct_zone;
	uint64_t mem_limit;
	unsigned int zone_line, mem_line;	/* 0: not set by the file */
};

static const char *batch_file;
static struct batch_conf *batch_conf;
static uint32_t batch_ns_start, batch_ns_end;
static char batch_err_where[PATH_MAX + 64];

static void *batch_realloc(void *p, size_t n, size_t size)
{
	if (size && n > SIZE_MAX / size)
		fatal("out of memory");
	p = realloc(p, n * size);
	if (!p && n)
		fatal("out of memory");
	return p;
}

/* Splits @line into words at blanks; a word starting with # ends it. */
static int batch_words(char *line, char **w, int max)
{
	char *save = NULL, *tok;
	int n = 0;

	for (tok = strtok_r(line, " \t\r\n", &save); tok;
	     tok = strtok_r(NULL, " \t\r\n", &save)) {
		if (tok[0] == '#')
			break;
		if (n == max - 1)
			usage_error("more than %d words in a line", max - 2);
		w[n++] = tok;
	}
	w[n] = NULL;
	return n;
}

/* Parses one line into @c; false for a line with no command. */
static bool batch_parse_line(char *line, struct batch_cmd *c)
{
	char *w[64], **argv = w;
	int argc = batch_words(line, w, ARRAY_SIZE(w)), i, f;

	family_opt = 0;
	for (i = 0; i < argc; i++)
		if (!strcmp(w[i], "-h") || !strcmp(w[i], "--help"))
			usage_error("%s has no place in a batch file", w[i]);
	while (argc && (!strcmp(argv[0], "-4") || !strcmp(argv[0], "-6"))) {
		f = argv[0][1] == '4' ? AF_INET : AF_INET6;
		if (family_opt && family_opt != f)
			usage_error("-4 and -6 exclude each other");
		family_opt = f;
		argc--;
		argv++;
	}
	if (!argc) {
		if (family_opt)
			usage_error("missing command");
		return false;
	}
	if (family_opt && strcmp(argv[0], "add-flow"))
		usage_error("%s: %s applies only to add-flow in a batch file",
			    argv[0], args_family_opt_name(family_opt));

	if (!strcmp(argv[0], "add-flow")) {
		c->op = BATCH_ADD;
		flows_parse_add(argc, argv, &c->f);
	} else if (!strcmp(argv[0], "del-flow")) {
		c->op = BATCH_DEL;
		args_cmd(argc, argv, "", 1, 1);
		c->val = args_id("del-flow", argv[1]);
	} else if (!strcmp(argv[0], "flush")) {
		c->op = BATCH_FLUSH;
		args_cmd(argc, argv, "", 0, 0);
	} else if (!strcmp(argv[0], "set")) {
		c->op = ns_parse_set(argc, argv, &c->val) ? BATCH_ZONE : BATCH_MEM;
	} else if (!strcmp(argv[0], "list-flows") || !strcmp(argv[0], "conns") ||
		   !strcmp(argv[0], "stats") || !strcmp(argv[0], "monitor") ||
		   !strcmp(argv[0], "save")) {
		usage_error("%s has no place in a batch file: it takes add-flow, del-flow, flush and set",
			    argv[0]);
	} else {
		usage_error("unknown command '%s'", argv[0]);
	}
	return true;
}

/* Reads and parses every line of @file: usage errors exit before any I/O. */
static struct batch_cmd *batch_read(const char *file, size_t *ncmds)
{
	struct batch_cmd *cmds = NULL;
	size_t n = 0, cap = 0, len = 0;
	unsigned int lineno = 0;
	char *line = NULL;
	FILE *fp;

	fp = strcmp(file, "-") ? fopen(file, "r") : stdin;
	if (!fp)
		fatal("cannot open %s: %s", file, strerror(errno));
	while (getline(&line, &len, fp) >= 0) {
		lineno++;
		snprintf(batch_where, sizeof(batch_where), "%s:%u: ",
			 batch_file, lineno);
		if (n == cap) {
			cap = cap ? 2 * cap : 64;
			cmds = batch_realloc(cmds, cap, sizeof(*cmds));
		}
		memset(&cmds[n], 0, sizeof(cmds[n]));
		cmds[n].line = lineno;
		if (batch_parse_line(line, &cmds[n]))
			n++;
	}
	batch_where[0] = '\0';
	if (ferror(fp))
		fatal("cannot read %s: %s", file, strerror(errno));
	if (fp != stdin)
		fclose(fp);
	free(line);
	*ncmds = n;
	return cmds;
}

static void __attribute__((noreturn, format(printf, 2, 3)))
batch_fail(unsigned int line, const char *fmt, ...)
{
	va_list ap;

	fprintf(stderr, "splitctl: %s:%u: ", batch_file, line);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	exit(EXIT_FAILURE);
}

static int batch_ns_cb(const struct nlmsghdr *nlh, void *data)
{
	struct batch_conf *conf = data;
	struct attrs tb;

	if (!nl_parse_top_nest(nlh, TCPSPLIT_A_NS, &tb))
		return MNL_CB_OK;
	if (tb.a[TCPSPLIT_NS_A_GENERATION]) {
		conf->generation = nl_get_uint(tb.a[TCPSPLIT_NS_A_GENERATION]);
		conf->have_generation = true;
	}
	if (tb.a[TCPSPLIT_NS_A_CT_ZONE])
		conf->ct_zone = nl_get_uint(tb.a[TCPSPLIT_NS_A_CT_ZONE]);
	if (tb.a[TCPSPLIT_NS_A_MEM_LIMIT])
		conf->mem_limit = nl_get_uint(tb.a[TCPSPLIT_NS_A_MEM_LIMIT]);
	return MNL_CB_OK;
}

static int batch_flow_cb(const struct nlmsghdr *nlh, void *data)
{
	struct batch_conf *conf = data;
	struct attrs tb;

	if (!nl_parse_top_nest(nlh, TCPSPLIT_A_FLOW, &tb))
		return MNL_CB_OK;
	if (conf->n == conf->cap) {
		conf->cap = conf->cap ? 2 * conf->cap : 64;
		conf->flows = batch_realloc(conf->flows, conf->cap,
					    sizeof(*conf->flows));
	}
	memset(&conf->flows[conf->n], 0, sizeof(conf->flows[0]));
	flows_spec_from_attrs(&tb, &conf->flows[conf->n].f);
	conf->n++;
	return MNL_CB_OK;
}

/* The generation of the configuration now, or 0 without the attribute. */
static uint32_t batch_generation(struct nl *nl)
{
	struct batch_conf c = { 0 };

	if (nl_talk(nl, nl_genl_msg(nl->family, TCPSPLIT_CMD_NS_GET, NLM_F_ACK),
		    batch_ns_cb, &c))
		exit(EXIT_FAILURE);
	return c.generation;
}

/*
 * Reads the live configuration into @conf; the flow dump comes in ID
 * order.  It is read again if it changed while it was read, so that
 * the flows and settings are of one generation.
 */
static void batch_read_live(struct nl *nl, struct batch_conf *conf)
{
	int tries;

	for (tries = 0; tries < 10; tries++) {
		free(conf->flows);
		memset(conf, 0, sizeof(*conf));
		if (nl_talk(nl, nl_genl_msg(nl->family, TCPSPLIT_CMD_NS_GET,
					    NLM_F_ACK), batch_ns_cb, conf) ||
		    nl_talk(nl, nl_genl_msg(nl->family, TCPSPLIT_CMD_FLOW_GET,
					    NLM_F_DUMP), batch_flow_cb, conf))
			exit(EXIT_FAILURE);
		if (!conf->have_generation ||
		    batch_generation(nl) == conf->generation)
			return;
	}
	fatal("the configuration keeps changing while it is read");
}

static struct batch_flow *batch_find(struct batch_conf *conf, uint32_t id)
{
	size_t i;

	for (i = 0; i < conf->n; i++)
		if (conf->flows[i].f.id == id)
			return &conf->flows[i];
	return NULL;
}

/* The ID add-flow without --id gets: the kernel's rule, on the copy. */
static uint32_t batch_next_id(const struct batch_conf *conf)
{
	size_t i;

	if (!conf->n)
		return 1;
	if (conf->flows[conf->n - 1].f.id < UINT32_MAX)
		return conf->flows[conf->n - 1].f.id + 1;
	for (i = 0; i < conf->n; i++)
		if (conf->flows[i].f.id != i + 1)
			break;
	return i + 1;
}

/* Plays the commands on @conf, the live configuration. */
static void batch_play(struct batch_conf *conf, const struct batch_cmd *cmds,
		       size_t ncmds)
{
	struct batch_flow *bf;
	size_t i, pos;

	for (i = 0; i < ncmds; i++) {
		const struct batch_cmd *c = &cmds[i];

		switch (c->op) {
		case BATCH_ADD:
			if (c->f.id && batch_find(conf, c->f.id))
				batch_fail(c->line, "add-flow: flow ID %u already in use",
					   c->f.id);
			if (conf->n == conf->cap) {
				conf->cap = conf->cap ? 2 * conf->cap : 64;
				conf->flows = batch_realloc(conf->flows, conf->cap,
							    sizeof(*conf->flows));
			}
			bf = &(struct batch_flow){ .f = c->f, .line = c->line };
			if (!bf->f.id)
				bf->f.id = batch_next_id(conf);
			for (pos = 0; pos < conf->n; pos++)
				if (conf->flows[pos].f.id > bf->f.id)
					break;
			memmove(&conf->flows[pos + 1], &conf->flows[pos],
				(conf->n - pos) * sizeof(conf->flows[0]));
			conf->flows[pos] = *bf;
			conf->n++;
			break;
		case BATCH_DEL:
			bf = batch_find(conf, c->val);
			if (!bf)
				batch_fail(c->line, "del-flow: no flow with ID %llu",
					   c->val);
			pos = bf - conf->flows;
			memmove(bf, bf + 1,
				(conf->n - pos - 1) * sizeof(conf->flows[0]));
			conf->n--;
			break;
		case BATCH_FLUSH:
			conf->n = 0;
			break;
		case BATCH_ZONE:
			conf->ct_zone = c->val;
			conf->zone_line = c->line;
			break;
		case BATCH_MEM:
			conf->mem_limit = c->val;
			conf->mem_line = c->line;
			break;
		}
	}
}

/* nl_error_where for the replace: the line that gave the bad attribute. */
static const char *batch_where_cb(uint32_t offset)
{
	const struct batch_conf *conf = batch_conf;
	size_t i;

	snprintf(batch_err_where, sizeof(batch_err_where), "%s: ", batch_file);
	if (!offset)
		return batch_err_where;
	for (i = 0; i < conf->n; i++) {
		const struct batch_flow *bf = &conf->flows[i];

		if (offset < bf->start || offset >= bf->end)
			continue;
		if (bf->line)
			snprintf(batch_err_where, sizeof(batch_err_where),
				 "%s:%u: ", batch_file, bf->line);
		else
			snprintf(batch_err_where, sizeof(batch_err_where),
				 "%s: flow %u (not in the file, kept from the live table): ",
				 batch_file, bf->f.id);
		return batch_err_where;
	}
	if (offset >= batch_ns_start && offset < batch_ns_end) {
		unsigned int line = conf->zone_line > conf->mem_line ?
				    conf->zone_line : conf->mem_line;

		if (line)
			snprintf(batch_err_where, sizeof(batch_err_where),
				 "%s:%u: ", batch_file, line);
	}
	return batch_err_where;
}

/* The replace request of @conf, in a buffer of its own (free() it). */
static struct nlmsghdr *batch_request(struct nl *nl, struct batch_conf *conf,
				      bool check)
{
	/* A flow's nest is at most about 200 bytes. */
	size_t size = MNL_SOCKET_BUFFER_SIZE + conf->n * 256;
	struct nlmsghdr *nlh;
	struct nlattr *nest;
	void *buf;
	size_t i;

	buf = calloc(1, size);
	if (!buf)
		fatal("out of memory");
	nlh = nl_genl_msg_in(buf, nl->family, TCPSPLIT_CMD_REPLACE, NLM_F_ACK);
	for (i = 0; i < conf->n; i++) {
		conf->flows[i].start = nlh->nlmsg_len;
		flows_put(nlh, &conf->flows[i].f);
		conf->flows[i].end = nlh->nlmsg_len;
	}
	batch_ns_start = nlh->nlmsg_len;
	nest = mnl_attr_nest_start(nlh, TCPSPLIT_A_NS);
	if (conf->zone_line)
		mnl_attr_put_u16(nlh, TCPSPLIT_NS_A_CT_ZONE, conf->ct_zone);
	if (conf->mem_line)
		mnl_attr_put_u64(nlh, TCPSPLIT_NS_A_MEM_LIMIT, conf->mem_limit);
	if (conf->have_generation)
		mnl_attr_put_u32(nlh, TCPSPLIT_NS_A_GENERATION, conf->generation);
	mnl_attr_nest_end(nlh, nest);
	batch_ns_end = nlh->nlmsg_len;
	if (check)
		mnl_attr_put(nlh, TCPSPLIT_A_CHECK, 0, NULL);
	return nlh;
}

/* The socket's send buffer must hold the request: netlink sends it whole. */
static void batch_sndbuf(struct nl *nl, size_t len)
{
	int fd = mnl_socket_get_fd(nl->sk), size = len + 4096;

	if (len < 200000)
		return;
	if (setsockopt(fd, SOL_SOCKET, SO_SNDBUFFORCE, &size, sizeof(size)))
		setsockopt(fd, SOL_SOCKET, SO_SNDBUF, &size, sizeof(size));
}

/**
 * batch_apply() - apply (or check) a batch file
 * @file: its path, "-" for standard input
 * @check: only check it
 *
 * Return: the exit status.
 */
int batch_apply(const char *file, bool check)
{
	struct batch_conf conf = { 0 };
	struct batch_cmd *cmds;
	struct nlmsghdr *nlh;
	size_t ncmds;
	struct nl *nl;
	int tries, err;

	batch_file = strcmp(file, "-") ? file : "<stdin>";
	cmds = batch_read(file, &ncmds);
	nl = check ? nl_try_get() : nl_get();
	if (!nl) {
		/* Without the module there is no live table to play on. */
		batch_play(&conf, cmds, ncmds);
		fprintf(stderr, "splitctl: %s: syntax checked; the module is not loaded, so the kernel did not check it\n",
			batch_file);
		return 0;
	}
	batch_conf = &conf;
	nl_error_where = batch_where_cb;
	for (tries = 0; tries < 10; tries++) {
		batch_read_live(nl, &conf);
		batch_play(&conf, cmds, ncmds);
		nlh = batch_request(nl, &conf, check);
		batch_sndbuf(nl, nlh->nlmsg_len);
		/* A changed configuration is played again, quietly. */
		err = nl_talk_quiet(nl, nlh, NULL, NULL,
				    tries < 9 ? EAGAIN : 0);
		free(nlh);
		if (err != EAGAIN || !conf.have_generation)
			break;
	}
	nl_error_where = NULL;
	free(conf.flows);
	free(cmds);
	return err ? EXIT_FAILURE : 0;
}

static const char usage_save[] =
"Usage: splitctl save\n"
"\n"
"Print the namespace's configuration as a batch file for splitctl -b: a\n"
"flush, every setting, and every flow with its ID and options.  Applied\n"
"with -b, it restores the flows and settings as they are now.\n";

/**
 * batch_save() - print the configuration as a batch file (save)
 * @argc: argument count
 * @argv: the arguments
 *
 * Return: the exit status.
 */
int batch_save(int argc, char **argv)
{
	struct batch_conf conf = { 0 };
	struct nl *nl;
	size_t i;

	args_cmd(argc, argv, usage_save, 0, 0);
	if (json)
		usage_error("save prints a batch file; -j list-flows and -j stats give JSON");
	nl = nl_get();
	batch_read_live(nl, &conf);
	printf("flush\n");
	printf("set ct-zone %u\n", conf.ct_zone);
	printf("set mem-limit %" PRIu64 "\n", conf.mem_limit);
	for (i = 0; i < conf.n; i++) {
		const struct flow_spec *f = &conf.flows[i].f;

		/* The family is that of the prefixes, if any. */
		if (f->family && !f->src.family && !f->dst.family)
			printf("%s ", args_family_opt_name(f->family));
		printf("add-flow --id %u", f->id);
		flows_print_opts(f);
		putchar('\n');
	}
	free(conf.flows);
	return 0;
}
