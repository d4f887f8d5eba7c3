// SPDX-License-Identifier: GPL-2.0
/*
 * connbench - connection setup rate and idle-connection scale benchmark
 * (the "Connections" case of the benchmark suite, bench/case-conns.sh).
 *
 * Protocol: the client connects, writes SIZE bytes (1 KiB), the server
 * answers SIZE bytes once it has them all, the client closes after
 * reading them, the server closes on EOF.  The client closes first, so
 * a router in between sees the ordinary FIN teardown of both directions
 * (no RST: no SO_LINGER 0) and the client keeps the TIME_WAIT.
 *
 *   serve  accept loop, any number of connections
 *   rate   C connections in flight for S seconds; one JSON line
 *   hold   N connections, each does the exchange once and then stays open
 *          idle until SIGTERM/SIGINT (or EOF on a pipe or tty stdin)
 *
 * With --stream (serve and hold), a connection does not go idle after
 * the exchange: both ends write and read as fast as they can until the
 * end (a teardown test's transfers: thousands of them from one process,
 * where a thread per connection starves its own starts).
 *
 * One thread, level-triggered epoll, per-connection state indexed by fd.
 * The streams have an epoll set of their own, served STREAM_BATCH at a
 * time between rounds of the main set: a thousand streams always ready
 * would otherwise put every step of a new connection's setup behind a
 * round of all of them.
 * Exit codes: 0 ok, 1 run-time failure, 2 usage error.
 */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <errno.h>
#include <getopt.h>
#include <inttypes.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <signal.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#define EXIT_USAGE	2
#define MAX_SIZE	(1U << 20)
#define MAX_SRCS	64
#define NEVENTS		1024
#define STREAM_BATCH	64

static const char usage_text[] =
"Usage: connbench MODE [OPTIONS]\n"
"\n"
"Modes:\n"
"  serve --port P [--bind IP]\n"
"        accept connections; each: read SIZE bytes, write SIZE bytes,\n"
"        close on the client's EOF.  Runs until SIGTERM/SIGINT.\n"
"  rate --dst IP --port P [--secs S] [--concurrency C]\n"
"        keep C connections in flight for S seconds, each: connect,\n"
"        write SIZE, read SIZE, close.  Prints one JSON line:\n"
"        {\"conns\",\"secs\",\"rate\",\"errors\",\"lat_ms_median\",...}\n"
"  hold --dst IP --port P --count N [--concurrency C]\n"
"        open N connections (at most C connecting at once), each does the\n"
"        exchange once and then stays open idle.  Prints a JSON line\n"
"        {\"open\",\"failed\",\"secs\",...} when every one is open or has\n"
"        failed, then holds them until SIGTERM/SIGINT (or EOF on stdin if\n"
"        stdin is a pipe or a tty), prints a second line and closes all.\n"
"\n"
"Options:\n"
"  -d, --dst IP          server address, IPv4 or IPv6 (rate, hold)\n"
"  -p, --port P          server port\n"
"  -b, --bind IP         address to listen on (serve; default 0.0.0.0,\n"
"                        any IPv4 address; :: for any IPv6 one)\n"
"  -s, --secs S          rate: duration (default 10); hold: the most time\n"
"                        to open all of them (default 300)\n"
"  -c, --concurrency C   rate: connections in flight (default 100);\n"
"                        hold: connections connecting at once (default 200)\n"
"  -n, --count N         hold: connections to hold (default 10000)\n"
"  -S, --src IP[,IP...]  rate, hold: local addresses of --dst's family,\n"
"                        used in turn (more\n"
"                        4-tuples before the ephemeral ports run out)\n"
"  -z, --size BYTES      bytes each way (default 1024)\n"
"  -t, --timeout MS      a connection not done after MS ms is an error\n"
"                        (default 10000)\n"
"  -T, --stream          serve, hold: after the exchange, write and read\n"
"                        as fast as possible until the end\n"
"  -h, --help            print this help\n"
"\n"
"The file-descriptor limit is raised as far as allowed.  For high rates set\n"
"a wide net.ipv4.ip_local_port_range in the client's namespace (the client\n"
"keeps the TIME_WAIT of every connection).\n"
"Exit status: 0 ok, 1 failure, 2 usage error.\n";

/* ------------------------------------------------------------------ */
/* Helpers                                                             */

static void __attribute__((noreturn, format(printf, 1, 2)))
usage_error(const char *fmt, ...)
{
	va_list ap;

	fputs("connbench: ", stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputs("\nTry 'connbench -h' for help.\n", stderr);
	exit(EXIT_USAGE);
}

static void __attribute__((noreturn, format(printf, 1, 2)))
fatal(const char *fmt, ...)
{
	va_list ap;
	int err = errno;

	fputs("connbench: ", stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	if (err)
		fprintf(stderr, ": %s", strerror(err));
	fputc('\n', stderr);
	exit(1);
}

static uint64_t now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000000ULL + ts.tv_nsec;
}

static volatile sig_atomic_t stop;

static void on_signal(int sig)
{
	(void)sig;
	stop = 1;
}

static void signals_setup(void)
{
	struct sigaction sa = { .sa_handler = on_signal };

	/* No SA_RESTART: epoll_wait returns EINTR and the loop sees stop. */
	sigemptyset(&sa.sa_mask);
	sigaction(SIGTERM, &sa, NULL);
	sigaction(SIGINT, &sa, NULL);
	signal(SIGPIPE, SIG_IGN);
}

/*
 * Raises RLIMIT_NOFILE: to @want if allowed (root may raise the hard
 * limit up to fs.nr_open), else to the hard limit.  Returns the limit.
 */
static rlim_t raise_nofile(rlim_t want)
{
	struct rlimit rl;

	rl.rlim_cur = rl.rlim_max = want;
	if (setrlimit(RLIMIT_NOFILE, &rl) == 0)
		return want;
	if (getrlimit(RLIMIT_NOFILE, &rl) < 0)
		fatal("getrlimit");
	rl.rlim_cur = rl.rlim_max;
	if (setrlimit(RLIMIT_NOFILE, &rl) < 0)
		fatal("setrlimit");
	return rl.rlim_cur;
}

static unsigned long parse_num(const char *s, const char *what,
			       unsigned long lo, unsigned long hi)
{
	unsigned long v;
	char *end;

	errno = 0;
	v = strtoul(s, &end, 10);
	if (errno || end == s || *end || v < lo || v > hi)
		usage_error("bad %s '%s' (%lu..%lu)", what, s, lo, hi);
	return v;
}

/* An address of either family, by its form; the port is set later. */
struct addr {
	struct sockaddr_storage ss;
	socklen_t len;
};

static struct addr parse_addr(const char *s, const char *what)
{
	struct addr a = { 0 };
	struct sockaddr_in *sin = (struct sockaddr_in *)&a.ss;
	struct sockaddr_in6 *sin6 = (struct sockaddr_in6 *)&a.ss;

	if (inet_pton(AF_INET, s, &sin->sin_addr) == 1) {
		sin->sin_family = AF_INET;
		a.len = sizeof(*sin);
	} else if (inet_pton(AF_INET6, s, &sin6->sin6_addr) == 1) {
		sin6->sin6_family = AF_INET6;
		a.len = sizeof(*sin6);
	} else {
		usage_error("bad %s '%s' (an IPv4 or IPv6 address)", what, s);
	}
	return a;
}

static void addr_set_port(struct addr *a, int port)
{
	if (a->ss.ss_family == AF_INET)
		((struct sockaddr_in *)&a->ss)->sin_port = htons(port);
	else
		((struct sockaddr_in6 *)&a->ss)->sin6_port = htons(port);
}

/* ------------------------------------------------------------------ */
/* Per-connection state, indexed by fd                                 */

enum phase {
	PH_FREE,
	PH_CONNECTING,
	PH_WRITING,
	PH_READING,
	PH_HOLDING,
	PH_STREAMING,
	/* server */
	PH_SRV_READING,
	PH_SRV_WRITING,
	PH_SRV_DRAINING,
	PH_SRV_STREAMING,
};

struct conn {
	uint8_t phase;
	uint32_t done;		/* bytes written or read in this phase */
	uint64_t t0;		/* rate, hold: when connect() was called */
};

static struct conn *conns;
static size_t nconns;		/* entries allocated */
static char *buf;		/* SIZE bytes: the payload, and scratch */
static uint32_t size = 1024;
static int epfd;
static int sepfd = -1;		/* --stream: the streams' set, in epfd */
static bool streaming;		/* --stream */

static struct conn *conn_get(int fd)
{
	if ((size_t)fd >= nconns) {
		size_t n = nconns ? nconns : 1024;

		while (n <= (size_t)fd)
			n *= 2;
		conns = realloc(conns, n * sizeof(*conns));
		if (!conns)
			fatal("realloc");
		memset(conns + nconns, 0, (n - nconns) * sizeof(*conns));
		nconns = n;
	}
	return &conns[fd];
}

static void ep_ctl(int ep, int fd, int op, uint32_t events)
{
	struct epoll_event ev = { .events = events, .data.fd = fd };

	if (epoll_ctl(ep, op, fd, &ev) < 0)
		fatal("epoll_ctl(%d)", fd);
}

static void ep_set(int fd, int op, uint32_t events)
{
	ep_ctl(epfd, fd, op, events);
}

/* --stream: creates the streams' set, itself watched in the main one. */
static void streams_setup(void)
{
	sepfd = epoll_create1(EPOLL_CLOEXEC);
	if (sepfd < 0)
		fatal("epoll_create1");
	ep_set(sepfd, EPOLL_CTL_ADD, EPOLLIN);
}

/* Moves a connection from the main set to the streams' set. */
static void stream_begin(int fd, uint32_t events)
{
	ep_set(fd, EPOLL_CTL_DEL, 0);
	ep_ctl(sepfd, fd, EPOLL_CTL_ADD, events);
}

/*
 * Up to STREAM_BATCH ready streams, each handed to @fn; level-triggered,
 * so the next call goes on with the ones after them.
 */
static void streams_run(void (*fn)(int fd, void *arg), void *arg)
{
	struct epoll_event evs[STREAM_BATCH];
	int i, n;

	n = epoll_wait(sepfd, evs, STREAM_BATCH, 0);
	for (i = 0; i < n; i++)
		fn(evs[i].data.fd, arg);
}

/* Closes a connection: close(2) also takes it out of the epoll set. */
static void conn_close(int fd)
{
	conns[fd].phase = PH_FREE;
	close(fd);
}

/*
 * --stream, one way: reads (discarded) or writes SIZE-byte pieces until
 * the socket has no more, at most 16 so that one busy connection does not
 * keep the others waiting.  Returns -1 on EOF or an error.
 */
static int stream_way(int fd, bool wr, uint64_t *bytes)
{
	ssize_t n;
	int i;

	for (i = 0; i < 16; i++) {
		n = wr ? write(fd, buf, size) : read(fd, buf, size);
		if (n == 0 && !wr)
			return -1;
		if (n < 0) {
			if (errno == EAGAIN)
				return 0;
			if (errno == EINTR)
				continue;
			return -1;
		}
		*bytes += n;
	}
	return 0;
}

/* --stream: what has come, then as much as the socket takes. */
static int stream_io(int fd, uint64_t *in, uint64_t *out)
{
	if (stream_way(fd, false, in) < 0)
		return -1;
	return stream_way(fd, true, out);
}

/* ------------------------------------------------------------------ */
/* serve                                                               */

struct srv_stats {
	uint64_t accepted, completed, errors, accept_errors;
	uint64_t bytes_in, bytes_out;	/* --stream */
};

static void srv_accept(int lfd, struct srv_stats *st)
{
	int i, fd;

	/* A bounded batch per wake-up: the established ones get a turn. */
	for (i = 0; i < 256; i++) {
		fd = accept4(lfd, NULL, NULL, SOCK_NONBLOCK | SOCK_CLOEXEC);
		if (fd < 0) {
			if (errno == EAGAIN || errno == EINTR ||
			    errno == ECONNABORTED)
				return;
			/*
			 * EMFILE/ENFILE/ENOBUFS: the connection waits in the
			 * backlog; counted, and tried again on the next wake.
			 */
			st->accept_errors++;
			return;
		}
		st->accepted++;
		conn_get(fd)->phase = PH_SRV_READING;
		conns[fd].done = 0;
		ep_set(fd, EPOLL_CTL_ADD, EPOLLIN);
	}
}

/* Writes the rest of the answer; true when it is all out. */
static bool srv_write(int fd, struct srv_stats *st)
{
	struct conn *c = &conns[fd];
	ssize_t n;

	while (c->done < size) {
		n = write(fd, buf + c->done, size - c->done);
		if (n < 0) {
			if (errno == EAGAIN)
				return false;
			if (errno == EINTR)
				continue;
			st->errors++;
			conn_close(fd);
			return false;
		}
		c->done += n;
	}
	return true;
}

/* The answer is out: wait for EOF, or stream with --stream. */
static void srv_answered(int fd)
{
	if (streaming) {
		conns[fd].phase = PH_SRV_STREAMING;
		stream_begin(fd, EPOLLIN | EPOLLOUT);
	} else {
		conns[fd].phase = PH_SRV_DRAINING;
		ep_set(fd, EPOLL_CTL_MOD, EPOLLIN);
	}
}

/* A ready stream of the server (streams_run). */
static void srv_stream(int fd, void *arg)
{
	struct srv_stats *st = arg;

	if (conns[fd].phase != PH_SRV_STREAMING)
		return;
	if (stream_io(fd, &st->bytes_in, &st->bytes_out) < 0) {
		/* EOF or a reset: the end of a stream either way. */
		st->completed++;
		conn_close(fd);
	}
}

static void srv_event(int fd, uint32_t events, struct srv_stats *st)
{
	struct conn *c = &conns[fd];
	char scratch[4096];
	ssize_t n;

	(void)events;	/* read(2) and write(2) tell what happened */
	if (c->phase == PH_SRV_WRITING) {
		if (srv_write(fd, st))
			srv_answered(fd);
		return;
	}
	for (;;) {
		n = read(fd, scratch, sizeof(scratch));
		if (n < 0) {
			if (errno == EAGAIN)
				return;
			if (errno == EINTR)
				continue;
			st->errors++;	/* reset by the client or the path */
			conn_close(fd);
			return;
		}
		if (n == 0) {
			/* EOF: a normal end after the answer, else an error. */
			if (c->phase == PH_SRV_DRAINING)
				st->completed++;
			else
				st->errors++;
			conn_close(fd);
			return;
		}
		if (c->phase != PH_SRV_READING)
			continue;	/* more than SIZE: drained */
		c->done += n;
		if (c->done < size)
			continue;
		c->done = 0;
		if (srv_write(fd, st)) {
			if (streaming) {
				srv_answered(fd);
				return;
			}
			/* Already waiting for input: drain until EOF. */
			c->phase = PH_SRV_DRAINING;
		} else if (c->phase != PH_FREE) {
			c->phase = PH_SRV_WRITING;
			ep_set(fd, EPOLL_CTL_MOD, EPOLLOUT);
			return;
		} else {
			return;
		}
	}
}

static int do_serve(struct addr bind_addr, int port)
{
	struct epoll_event evs[NEVENTS];
	struct srv_stats st = { 0 };
	int lfd, one = 1, i, n;

	raise_nofile(1 << 20);
	addr_set_port(&bind_addr, port);
	lfd = socket(bind_addr.ss.ss_family,
		     SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
	if (lfd < 0)
		fatal("socket");
	setsockopt(lfd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof(one));
	if (bind(lfd, (struct sockaddr *)&bind_addr.ss, bind_addr.len) < 0)
		fatal("bind port %d", port);
	/* The kernel caps the backlog at net.core.somaxconn. */
	if (listen(lfd, 65535) < 0)
		fatal("listen");
	epfd = epoll_create1(EPOLL_CLOEXEC);
	if (epfd < 0)
		fatal("epoll_create1");
	ep_set(lfd, EPOLL_CTL_ADD, EPOLLIN);
	if (streaming)
		streams_setup();
	while (!stop) {
		n = epoll_wait(epfd, evs, NEVENTS, -1);
		if (n < 0) {
			if (errno == EINTR)
				continue;
			fatal("epoll_wait");
		}
		for (i = 0; i < n; i++) {
			if (evs[i].data.fd == lfd)
				srv_accept(lfd, &st);
			else if (evs[i].data.fd == sepfd)
				streams_run(srv_stream, &st);
			else if (conns[evs[i].data.fd].phase != PH_FREE)
				srv_event(evs[i].data.fd, evs[i].events, &st);
		}
	}
	fprintf(stderr, "{\"accepted\":%" PRIu64 ",\"completed\":%" PRIu64
		",\"errors\":%" PRIu64 ",\"accept_errors\":%" PRIu64
		",\"bytes_in\":%" PRIu64 ",\"bytes_out\":%" PRIu64 "}\n",
		st.accepted, st.completed, st.errors, st.accept_errors,
		st.bytes_in, st.bytes_out);
	return 0;
}

/* ------------------------------------------------------------------ */
/* Client side (rate, hold)                                            */

struct client {
	struct addr dst;
	struct addr srcs[MAX_SRCS];
	int nsrcs, next_src;
	uint64_t timeout_ns;
	bool hold;
	/* counters */
	uint64_t started, completed, inflight;
	uint64_t err_local, err_connect, err_reset, err_eof, err_timeout;
	uint64_t dropped;	/* hold: closed by the other side while held */
	uint64_t bytes_in, bytes_out;	/* hold --stream */
	int last_errno;
	/* latencies of completed exchanges, microseconds */
	uint32_t *lat;
	size_t nlat, alat;
};

static uint64_t cl_errors(const struct client *cl)
{
	return cl->err_local + cl->err_connect + cl->err_reset + cl->err_eof +
	       cl->err_timeout;
}

/*
 * Starts one connection.  Returns false on a local failure (no socket,
 * no port: EADDRNOTAVAIL once the ephemeral ports run out), after which
 * the caller stops starting more until the next epoll round.
 */
static bool cl_start(struct client *cl)
{
	int fd, one = 1;
	struct conn *c;

	fd = socket(cl->dst.ss.ss_family,
		    SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
	if (fd < 0)
		goto fail;
	if (cl->nsrcs) {
		const struct addr *sa = &cl->srcs[cl->next_src++ % cl->nsrcs];

		/* The port is chosen at connect(), for the whole 4-tuple. */
		setsockopt(fd, IPPROTO_IP, IP_BIND_ADDRESS_NO_PORT, &one,
			   sizeof(one));
		if (bind(fd, (const struct sockaddr *)&sa->ss, sa->len) < 0)
			goto fail_close;
	}
	c = conn_get(fd);
	c->t0 = now_ns();
	c->done = 0;
	cl->started++;
	if (connect(fd, (struct sockaddr *)&cl->dst.ss, cl->dst.len) < 0 &&
	    errno != EINPROGRESS) {
		if (errno == ECONNREFUSED || errno == ENETUNREACH ||
		    errno == EHOSTUNREACH) {
			cl->err_connect++;
			cl->last_errno = errno;
			close(fd);
			return true;
		}
		cl->started--;
		goto fail_close;
	}
	c->phase = PH_CONNECTING;
	cl->inflight++;
	ep_set(fd, EPOLL_CTL_ADD, EPOLLOUT);
	return true;

fail_close:
	cl->last_errno = errno;
	close(fd);
	cl->err_local++;
	return false;
fail:
	cl->last_errno = errno;
	cl->err_local++;
	return false;
}

static void cl_fail(struct client *cl, int fd, uint64_t *counter, int err)
{
	(*counter)++;
	cl->last_errno = err;
	cl->inflight--;
	conn_close(fd);
}

static void cl_done(struct client *cl, int fd)
{
	struct conn *c = &conns[fd];
	uint64_t us = (now_ns() - c->t0) / 1000;

	cl->completed++;
	cl->inflight--;
	if (cl->nlat == cl->alat) {
		cl->alat = cl->alat ? 2 * cl->alat : 65536;
		cl->lat = realloc(cl->lat, cl->alat * sizeof(*cl->lat));
		if (!cl->lat)
			fatal("realloc");
	}
	cl->lat[cl->nlat++] = us > UINT32_MAX ? UINT32_MAX : us;
	if (cl->hold && streaming) {
		c->phase = PH_STREAMING;
		stream_begin(fd, EPOLLIN | EPOLLOUT | EPOLLRDHUP);
	} else if (cl->hold) {
		/* Held: only a close or reset from the other side wakes it. */
		c->phase = PH_HOLDING;
		ep_set(fd, EPOLL_CTL_MOD, EPOLLIN | EPOLLRDHUP);
	} else {
		conn_close(fd);
	}
}

static void cl_event(struct client *cl, int fd, uint32_t events)
{
	struct conn *c = &conns[fd];
	ssize_t n;
	int err;
	socklen_t len = sizeof(err);

	(void)events;	/* read(2), write(2) and SO_ERROR tell what happened */
	switch (c->phase) {
	case PH_CONNECTING:
		if (getsockopt(fd, SOL_SOCKET, SO_ERROR, &err, &len) < 0)
			err = errno;
		if (err) {
			cl_fail(cl, fd, &cl->err_connect, err);
			return;
		}
		c->phase = PH_WRITING;
		/* fall through */
	case PH_WRITING:
		while (c->done < size) {
			n = write(fd, buf + c->done, size - c->done);
			if (n < 0) {
				if (errno == EAGAIN)
					return;	/* EPOLLOUT stays on */
				if (errno == EINTR)
					continue;
				cl_fail(cl, fd, &cl->err_reset, errno);
				return;
			}
			c->done += n;
		}
		c->phase = PH_READING;
		c->done = 0;
		ep_set(fd, EPOLL_CTL_MOD, EPOLLIN);
		return;
	case PH_READING:
		for (;;) {
			n = read(fd, buf, size - c->done);
			if (n < 0) {
				if (errno == EAGAIN)
					return;
				if (errno == EINTR)
					continue;
				cl_fail(cl, fd, &cl->err_reset, errno);
				return;
			}
			if (n == 0) {
				cl_fail(cl, fd, &cl->err_eof, 0);
				return;
			}
			c->done += n;
			if (c->done == size) {
				cl_done(cl, fd);
				return;
			}
		}
	case PH_HOLDING:
		/* Data, EOF or an error on an idle connection: it is gone. */
		cl->dropped++;
		conn_close(fd);
		return;
	case PH_STREAMING:
		if (stream_io(fd, &cl->bytes_in, &cl->bytes_out) < 0) {
			cl->dropped++;
			conn_close(fd);
		}
		return;
	default:
		return;
	}
}

/* A ready stream of the client (streams_run). */
static void cl_stream(int fd, void *arg)
{
	if (conns[fd].phase == PH_STREAMING)
		cl_event(arg, fd, 0);
}

/* Fails the connections older than the timeout (not the held ones). */
static void cl_timeouts(struct client *cl)
{
	uint64_t now = now_ns();	/* not older than any t0 */
	size_t fd;
	uint8_t ph;

	for (fd = 0; fd < nconns; fd++) {
		ph = conns[fd].phase;
		if ((ph == PH_CONNECTING || ph == PH_WRITING ||
		     ph == PH_READING) && now - conns[fd].t0 > cl->timeout_ns)
			cl_fail(cl, fd, &cl->err_timeout, ETIMEDOUT);
	}
}

/* One epoll round of at most @wait_ms. */
static void cl_poll(struct client *cl, int wait_ms, int stdin_fd)
{
	struct epoll_event evs[NEVENTS];
	int i, n;

	n = epoll_wait(epfd, evs, NEVENTS, wait_ms);
	if (n < 0) {
		if (errno == EINTR)
			return;
		fatal("epoll_wait");
	}
	for (i = 0; i < n; i++) {
		int fd = evs[i].data.fd;

		if (fd == stdin_fd) {
			char b[256];

			/* Only EOF (or an error) on stdin ends the hold. */
			if (read(fd, b, sizeof(b)) <= 0)
				stop = 1;
			continue;
		}
		if (fd == sepfd) {
			streams_run(cl_stream, cl);
			continue;
		}
		if ((size_t)fd < nconns && conns[fd].phase != PH_FREE)
			cl_event(cl, fd, evs[i].events);
	}
}

static int cmp_u32(const void *a, const void *b)
{
	uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;

	return x < y ? -1 : x > y;
}

/* The @q quantile of the latencies, in ms (-1 if none). */
static double lat_quantile_ms(struct client *cl, double q)
{
	size_t i;

	if (!cl->nlat)
		return -1;
	i = (size_t)(q * (cl->nlat - 1) + 0.5);
	return cl->lat[i] / 1000.0;
}

static void print_errors(const struct client *cl)
{
	printf("\"errors\":%" PRIu64 ",\"err_local\":%" PRIu64
	       ",\"err_connect\":%" PRIu64 ",\"err_reset\":%" PRIu64
	       ",\"err_eof\":%" PRIu64 ",\"err_timeout\":%" PRIu64
	       ",\"last_error\":\"%s\"",
	       cl_errors(cl), cl->err_local, cl->err_connect, cl->err_reset,
	       cl->err_eof, cl->err_timeout,
	       cl->last_errno ? strerror(cl->last_errno) : "");
}

static int do_rate(struct client *cl, double secs, unsigned long conc)
{
	uint64_t t_start, t_end, now, next_scan;
	double elapsed;
	unsigned long unfinished;
	size_t fd;

	raise_nofile(conc + 1024);
	t_start = now_ns();
	t_end = t_start + (uint64_t)(secs * 1e9);
	next_scan = t_start + 100000000ULL;
	while (!stop && (now = now_ns()) < t_end) {
		while (cl->inflight < conc)
			if (!cl_start(cl))
				break;
		if (now >= next_scan) {
			cl_timeouts(cl);
			next_scan = now + 100000000ULL;
		}
		cl_poll(cl, (int)((t_end - now) / 1000000 + 1 < 100 ?
				  (t_end - now) / 1000000 + 1 : 100), -1);
	}
	elapsed = (now_ns() - t_start) / 1e9;
	/* The ones still in flight are neither done nor errors. */
	unfinished = cl->inflight;
	for (fd = 0; fd < nconns; fd++)
		if (conns[fd].phase != PH_FREE)
			conn_close(fd);
	qsort(cl->lat, cl->nlat, sizeof(*cl->lat), cmp_u32);
	printf("{\"conns\":%" PRIu64 ",\"secs\":%.3f,\"rate\":%.1f,",
	       cl->completed, elapsed, cl->completed / elapsed);
	print_errors(cl);
	printf(",\"lat_ms_median\":%.3f,\"lat_ms_p99\":%.3f"
	       ",\"lat_ms_max\":%.3f,\"unfinished\":%lu,\"concurrency\":%lu"
	       ",\"size\":%u}\n",
	       lat_quantile_ms(cl, 0.5), lat_quantile_ms(cl, 0.99),
	       lat_quantile_ms(cl, 1.0), unfinished, conc, size);
	fflush(stdout);
	return 0;
}

static int do_hold(struct client *cl, unsigned long count, double secs,
		   unsigned long conc)
{
	uint64_t t_start, t_end, now, next_scan;
	int stdin_fd = -1;
	struct stat stb;
	double elapsed;
	size_t fd;

	raise_nofile(count + 1024);
	cl->hold = true;
	if (streaming)
		streams_setup();
	t_start = now_ns();
	t_end = t_start + (uint64_t)(secs * 1e9);
	next_scan = t_start + 100000000ULL;
	while (!stop && (now = now_ns()) < t_end &&
	       cl->completed + cl_errors(cl) < count) {
		while (cl->inflight < conc &&
		       cl->completed + cl_errors(cl) + cl->inflight < count)
			if (!cl_start(cl))
				break;
		if (now >= next_scan) {
			cl_timeouts(cl);
			next_scan = now + 100000000ULL;
		}
		cl_poll(cl, 100, -1);
	}
	elapsed = (now_ns() - t_start) / 1e9;
	qsort(cl->lat, cl->nlat, sizeof(*cl->lat), cmp_u32);
	printf("{\"open\":%" PRIu64 ",\"failed\":%" PRIu64
	       ",\"unfinished\":%" PRIu64 ",\"count\":%lu,\"secs\":%.3f,",
	       cl->completed - cl->dropped, cl_errors(cl), cl->inflight,
	       count, elapsed);
	print_errors(cl);
	printf(",\"dropped\":%" PRIu64 ",\"lat_ms_median\":%.3f}\n",
	       cl->dropped, lat_quantile_ms(cl, 0.5));
	fflush(stdout);

	/*
	 * Hold.  A background job of a non-interactive shell gets /dev/null
	 * as stdin: only a pipe, FIFO or tty is watched for EOF, so that
	 * such a job is not ended at once.
	 */
	if (fstat(0, &stb) == 0 &&
	    (S_ISFIFO(stb.st_mode) || S_ISSOCK(stb.st_mode) || isatty(0))) {
		stdin_fd = 0;
		ep_set(0, EPOLL_CTL_ADD, EPOLLIN);
	}
	while (!stop)
		cl_poll(cl, 1000, stdin_fd);
	elapsed = (now_ns() - t_start) / 1e9;
	printf("{\"closing\":%" PRIu64 ",\"dropped\":%" PRIu64
	       ",\"secs\":%.3f,\"bytes_in\":%" PRIu64 ",\"bytes_out\":%"
	       PRIu64 "}\n", cl->completed - cl->dropped, cl->dropped, elapsed,
	       cl->bytes_in, cl->bytes_out);
	fflush(stdout);
	for (fd = 0; fd < nconns; fd++)
		if (conns[fd].phase != PH_FREE)
			conn_close(fd);
	return 0;
}

/* ------------------------------------------------------------------ */
/* main                                                                */

static void parse_srcs(struct client *cl, char *list)
{
	char *tok, *save = NULL;

	for (tok = strtok_r(list, ",", &save); tok;
	     tok = strtok_r(NULL, ",", &save)) {
		if (cl->nsrcs == MAX_SRCS)
			usage_error("more than %d --src addresses", MAX_SRCS);
		cl->srcs[cl->nsrcs++] = parse_addr(tok, "--src");
	}
}

int main(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "dst", required_argument, NULL, 'd' },
		{ "port", required_argument, NULL, 'p' },
		{ "bind", required_argument, NULL, 'b' },
		{ "secs", required_argument, NULL, 's' },
		{ "concurrency", required_argument, NULL, 'c' },
		{ "count", required_argument, NULL, 'n' },
		{ "src", required_argument, NULL, 'S' },
		{ "size", required_argument, NULL, 'z' },
		{ "timeout", required_argument, NULL, 't' },
		{ "stream", no_argument, NULL, 'T' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	struct client cl = { 0 };
	struct addr bind_addr = parse_addr("0.0.0.0", "--bind");
	const char *mode;
	bool have_dst = false, have_secs = false, have_conc = false;
	unsigned long port = 0, conc = 0, count = 10000, timeout_ms = 10000;
	double secs = 0;
	char *end;
	int opt;

	if (argc < 2)
		usage_error("no mode");
	if (!strcmp(argv[1], "-h") || !strcmp(argv[1], "--help")) {
		fputs(usage_text, stdout);
		return 0;
	}
	mode = argv[1];
	optind = 2;
	while ((opt = getopt_long(argc, argv, "d:p:b:s:c:n:S:z:t:Th", opts,
				  NULL)) != -1) {
		switch (opt) {
		case 'd':
			cl.dst = parse_addr(optarg, "--dst");
			have_dst = true;
			break;
		case 'p':
			port = parse_num(optarg, "--port", 1, 65535);
			break;
		case 'b':
			bind_addr = parse_addr(optarg, "--bind");
			break;
		case 's':
			secs = strtod(optarg, &end);
			if (end == optarg || *end || !(secs > 0) || secs > 86400)
				usage_error("bad --secs '%s'", optarg);
			have_secs = true;
			break;
		case 'c':
			conc = parse_num(optarg, "--concurrency", 1, 1000000);
			have_conc = true;
			break;
		case 'n':
			count = parse_num(optarg, "--count", 1, 1000000);
			break;
		case 'S':
			parse_srcs(&cl, optarg);
			break;
		case 'z':
			size = parse_num(optarg, "--size", 1, MAX_SIZE);
			break;
		case 't':
			timeout_ms = parse_num(optarg, "--timeout", 1, 3600000);
			break;
		case 'T':
			streaming = true;
			break;
		case 'h':
			fputs(usage_text, stdout);
			return 0;
		default:
			usage_error("bad option");
		}
	}
	if (optind != argc)
		usage_error("unexpected argument '%s'", argv[optind]);
	if (!port)
		usage_error("--port is required");
	buf = malloc(size);
	if (!buf)
		fatal("malloc");
	memset(buf, 'x', size);
	signals_setup();
	if (!strcmp(mode, "serve"))
		return do_serve(bind_addr, port);

	if (!have_dst)
		usage_error("--dst is required");
	addr_set_port(&cl.dst, port);
	for (int i = 0; i < cl.nsrcs; i++)
		if (cl.srcs[i].ss.ss_family != cl.dst.ss.ss_family)
			usage_error("--src and --dst of different families");
	cl.timeout_ns = timeout_ms * 1000000ULL;
	epfd = epoll_create1(EPOLL_CLOEXEC);
	if (epfd < 0)
		fatal("epoll_create1");
	if (!strcmp(mode, "rate")) {
		if (streaming)
			usage_error("--stream is for serve and hold");
		return do_rate(&cl, have_secs ? secs : 10,
			       have_conc ? conc : 100);
	}
	if (!strcmp(mode, "hold"))
		return do_hold(&cl, count, have_secs ? secs : 300,
			       have_conc ? conc : 200);
	usage_error("unknown mode '%s'", mode);
}
