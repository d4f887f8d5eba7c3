// SPDX-License-Identifier: GPL-2.0
/*
 * tcpsplit: flow control and memory budgets.
 *
 * Each direction of a split connection has a budget: the bytes waiting at
 * the router in that direction -- the receiving leg's unread queue plus
 * the sending leg's unsent and unacknowledged data -- never exceed it.
 * The receiving leg advertises the budget's free space as its window:
 *
 *   right edge of the window <= copied_seq(in) + budget - unacked(out)
 *
 * Relaying moves bytes from the first term to the last without changing
 * the bound; only the sending leg's ACKs (or a bigger budget) open it.
 * TCP never moves a right edge back, so the window is set before TCP
 * computes it: in the receiving socket's sk_data_ready, which TCP calls
 * after queueing in-order data and (off the header-prediction path,
 * which the socket is kept off) before it sends the ACK, through the
 * socket's window_clamp and rcv_ssthresh (the window is the free receive
 * space, capped by both).  Both sockets' buffers are locked to sizes
 * derived from the budgets, so that autotuning (tcp_rcv_space_adjust(),
 * tcp_sndbuf_expand()) cannot grow them.
 *
 * A closed window (room for less than a segment) is reopened with an
 * explicit window update once the budget's spare beyond the pipe through
 * the router is free again, within a sixteenth and a quarter of the
 * budget and at least two segments (tcpsplit_reopen_room()) -- the sender
 * does not wait for its zero-window probes -- and the sending leg is
 * marked SOCK_NOSPACE meanwhile, so that each of its ACKs wakes the
 * connection's work through sk_write_space.
 *
 * Budgets adapt to what the legs carry, unless the flow fixes them.  At
 * the end of each period, one round trip through the router (the sum of
 * both legs' minimum RTTs, 20 ms to 1 s), tcpsplit_fc_adapt() takes the
 * direction's rate (bytes the sending leg got acknowledged) and:
 *  - grows the budget when it held the sender back (the window closed, or
 *    the sender had three quarters of it -- after a doubling, of the
 *    budget before it, whose figures the period shows -- in flight to
 *    the router or waiting: rate times the receiving leg's current RTT
 *    estimate, plus the peak waiting; a minimum RTT here would starve a
 *    connection that shares a queue with a greedier one) and the sending
 *    leg ran dry having moved a good part of it (it could have sent more
 *    than the budget let through; not a request of a few bytes before
 *    the data).  Where that leg's path was clear of a queue in this
 *    period and the one before, and no loss response is under way, the
 *    budget grows two- to fourfold: a split ramps up as fast as its
 *    longer leg's slow start, no slower than a forwarded connection.
 *    Otherwise it grows by an eighth while the rate still grows (the
 *    sending leg's congestion control keeps a queue, and the bytes in it
 *    are in flight too); a slow leg that more budget would only give a
 *    longer queue gets no more;
 *  - holds it in the period after a doubling, whose rate is still the
 *    old budget's, unless the rate still grows by half, the sending leg
 *    is in slow start on a path with no queue at all, or its path shows
 *    room; so that a slow leg's budget stops within one doubling of its
 *    pipe.  It holds it too while it held the sender back and the
 *    sending leg, still in slow start, always had bytes to send, or ran
 *    dry, its rate no longer growing, on a path with no standing queue
 *    but not clear of one either;
 *  - otherwise shrinks it (not in a first idle period: a connection's
 *    first period, before its data, is one), by at most a quarter per
 *    period, towards the direction's pipe at the RTTs the legs see now
 *    plus an eighth, plus what losses held beyond it (data above a hole
 *    on the receiving leg, SACKed or lost data on the sending one): a
 *    slow sending leg gets what keeps it busy, not more.
 * These rules never grow a budget beyond what the sending leg's window
 * can carry (tcpsplit_fc_growth_cap()).  Between periods, a budget that
 * fills while its sending leg is still in slow start on a path without a
 * queue is raised at once to that cap (tcpsplit_fc_ramp()): a new
 * connection's ramp would otherwise wait a round trip through the router
 * behind its first, smallest budget.
 * A direction whose receiving leg is the longer one and whose sending
 * leg passes the bytes on at once holds next to nothing: its budget is
 * the receiving leg's window, and it gets at least what an ordinary
 * socket of the namespace would advertise there (tcpsplit_fc_rx_window()).
 * On a path that loses segments without a queue (a leg met a loss in the
 * last 32 periods), a budget is never below what ordinary sockets of the
 * two peers' sides would hold: twice what the receiving leg carries per
 * its round trip plus twice the sending leg's congestion window
 * (tcpsplit_fc_loss_floor()).
 * Growth is what the rule of Okamoto, Hasegawa and Murata ("Dynamic TCP
 * receive buffer allocation at Web proxy servers", IEICE) does when its
 * buffer limits a sender; its shrink rule (x0.1 when the rate drops) is
 * replaced by the pipe estimate, which cannot collapse a connection whose
 * rate merely wobbles.
 *
 * The reservations of a namespace's live connections (each direction's
 * budget, or the bytes waiting where more wait) sum to at most its
 * mem_limit.  A new connection gets the initial budgets if they fit,
 * smaller ones if at least the minimum fits, else it is not split at all;
 * a growth gets what is left.
 */
#include <linux/mm.h>
#include <linux/tcp.h>
#include <net/sock.h>
#include <net/tcp.h>

#include "compat.h"
#include "tcpsplit.h"
#include "fc.h"
#include "flow.h"
#include "conn.h"
#include "cc.h"

/* Adaptation period: the round trip through the router, bounded. */
#define TCPSPLIT_PERIOD_MIN_US	(20 * USEC_PER_MSEC)
#define TCPSPLIT_PERIOD_MAX_US	USEC_PER_SEC

/**
 * tcpsplit_fc_net_init() - initialise a namespace's memory accounting
 * @tn: the namespace's state
 *
 * The default limit is 1/16 of RAM, at least 16 MiB: a bound on what a
 * namespace's relays may hold, well under what TCP's own tcp_mem allows.
 */
void tcpsplit_fc_net_init(struct tcpsplit_net *tn)
{
	u64 ram = (u64)totalram_pages() << PAGE_SHIFT;

	tn->mem_limit = max_t(u64, ram >> 4, 16ULL << 20);
	atomic64_set(&tn->mem_reserved, 0);
}

/*
 * Reserves up to @want bytes of the namespace's limit, at least @min.
 * Returns what it reserved: 0 if not even @min fits.
 */
static u64 tcpsplit_mem_reserve(struct tcpsplit_net *tn, u64 want, u64 min)
{
	s64 cur = atomic64_read(&tn->mem_reserved);
	u64 limit = READ_ONCE(tn->mem_limit), grant;

	do {
		grant = limit > cur ? min_t(u64, want, limit - cur) : 0;
		if (!grant || grant < min)
			return 0;
	} while (!atomic64_try_cmpxchg(&tn->mem_reserved, &cur, cur + grant));
	return grant;
}

static void tcpsplit_mem_release(struct tcpsplit_net *tn, u64 bytes)
{
	atomic64_sub(bytes, &tn->mem_reserved);
}

/**
 * tcpsplit_fc_conn_init() - give a new connection its budgets
 * @conn: the connection, before it is linked
 *
 * Context: softirq (the hook).
 * Return: 0, or -ENOBUFS if not even the smallest budgets fit the
 * namespace's limit (the connection is then not split).
 */
int tcpsplit_fc_conn_init(struct tcpsplit_conn *conn)
{
	struct tcpsplit_net *tn = conn->tn;
	u32 want = conn->flow->budget ?: TCPSPLIT_BUDGET_INIT;
	u32 min = min(want, TCPSPLIT_BUDGET_MIN);
	u64 got;
	int d;

	got = tcpsplit_mem_reserve(tn, 2ULL * want, 2ULL * min);
	if (!got) {
		tcpsplit_stat_inc(tn, TCPSPLIT_STAT_UNSPLIT_NOMEM);
		return -ENOBUFS;
	}
	if (got < 2ULL * want)
		tcpsplit_stat_inc(tn, TCPSPLIT_STAT_BUDGET_REDUCED);
	for (d = 0; d < TCPSPLIT_NDIRS; d++) {
		conn->dir[d].budget = got / 2;
		conn->dir[d].reserved = got / 2;
		conn->dir[d].pipe = U32_MAX;
	}
	/* An odd byte is not worth a budget: give it back. */
	if (got & 1)
		tcpsplit_mem_release(tn, 1);
	return 0;
}

/**
 * tcpsplit_fc_conn_exit() - give a connection's budgets back
 * @conn: the connection, unlinked
 */
void tcpsplit_fc_conn_exit(struct tcpsplit_conn *conn)
{
	tcpsplit_mem_release(conn->tn, (u64)conn->dir[TCPSPLIT_C2S].reserved +
				       conn->dir[TCPSPLIT_S2C].reserved);
	this_cpu_sub(conn->tn->stats->v[TCPSPLIT_STAT_WAITING],
		     (u64)conn->dir[TCPSPLIT_C2S].waiting +
		     conn->dir[TCPSPLIT_S2C].waiting);
}

/*
 * Locks a socket's buffers to what its budgets need: the receive buffer
 * to twice the memory of @rcv_budget bytes of payload (the window clamp,
 * not the buffer, is the limit: the payload's share of an skb's truesize
 * varies), the send buffer to twice @snd_budget.  Neither grows after.
 */
static void tcpsplit_fc_buffers(struct sock *sk, u32 rcv_budget,
				u32 snd_budget)
{
	int rcvbuf = min_t(u64, 2ULL * tcpsplit_space_from_win(sk, rcv_budget),
			   INT_MAX);
	int sndbuf = min_t(u64, 2ULL * snd_budget, INT_MAX);

	sk->sk_userlocks |= SOCK_RCVBUF_LOCK | SOCK_SNDBUF_LOCK;
	WRITE_ONCE(sk->sk_rcvbuf, max_t(int, rcvbuf, SOCK_MIN_RCVBUF));
	WRITE_ONCE(sk->sk_sndbuf, max_t(int, sndbuf, SOCK_MIN_SNDBUF));
}

/* The direction @sk receives, and the socket that sends it on (or NULL). */
static int tcpsplit_fc_dir(struct tcpsplit_conn *conn, struct sock *sk,
			   struct sock **out)
{
	struct socket *other;

	if (sk == READ_ONCE(conn->up_sk)) {
		other = READ_ONCE(conn->down);
		*out = other ? other->sk : NULL;
		return TCPSPLIT_S2C;
	}
	other = READ_ONCE(conn->up);
	*out = other ? other->sk : NULL;
	return TCPSPLIT_C2S;
}

/**
 * tcpsplit_fc_leg_init() - apply a flow's options to a leg
 * @conn: the connection
 * @sk: its server leg before it connects, or its client leg once accepted
 *
 * Congestion control and nodelay; the budgets come with
 * tcpsplit_fc_leg_start().
 *
 * Context: process context, the connection's work; @sk not locked.
 */
void tcpsplit_fc_leg_init(struct tcpsplit_conn *conn, struct sock *sk)
{
	struct tcpsplit_flow *flow = conn->flow;
	bool up = sk == conn->up_sk;
	const char *cc = up ? flow->cc_server : flow->cc_client;

	if (flow->nodelay)
		tcp_sock_set_nodelay(sk);
	/* Checked when the flow was added; a module unloaded since is not. */
	if (cc[0] && tcpsplit_cc_set(sk, cc))
		atomic64_inc(&flow->errors);
}

/**
 * tcpsplit_fc_leg_start() - put a leg under the budgets of its directions
 * @conn: the connection
 * @sk: its server leg once its SYN is sent, or its client leg once accepted
 *
 * Not before the SYN: TCP chooses a connection's window scale once, from
 * the receive buffer at SYN time (tcp_connect_init() clamps it to a
 * locked buffer, tcp_select_initial_window()).  A leg locked to a small
 * budget before its SYN would announce that buffer's small scale, and
 * could never advertise more than 64 KiB shifted by it, whatever its
 * budget grows to.  The client leg was answered by the listener, whose
 * buffers are not locked; the server leg is locked here, after connect()
 * sent its SYN.  Either then announces the scale that an ordinary socket
 * of the namespace would.
 *
 * Context: process context, the connection's work; @sk not locked.
 */
void tcpsplit_fc_leg_start(struct tcpsplit_conn *conn, struct sock *sk)
{
	struct sock *out;
	int d;

	lock_sock(sk);
	d = tcpsplit_fc_dir(conn, sk, &out);
	tcpsplit_fc_buffers(sk, conn->dir[d].budget, conn->dir[!d].budget);
	conn->dir[d].period_start = tcp_clock_us();
	release_sock(sk);
}

static u32 tcpsplit_waiting(const struct sock *in, const struct sock *out)
{
	const struct tcp_sock *ti = tcp_sk(in);
	u32 n = READ_ONCE(ti->rcv_nxt) - READ_ONCE(ti->copied_seq);

	if (out)
		n += READ_ONCE(tcp_sk(out)->write_seq) -
		     READ_ONCE(tcp_sk(out)->snd_una);
	return n;
}

/*
 * The least budget a direction works with: a window closes at less than
 * a segment of room and reopens at two (tcpsplit_reopen_room()), so a
 * budget below three of the receiving leg's segments could close for
 * good, and TCPSPLIT_BUDGET_MIN is below that at a 9000-byte MTU.  Fixed
 * budgets and budgets reduced for lack of memory are raised to it too.
 */
static u32 tcpsplit_budget_floor(const struct sock *in)
{
	return 3 * inet_csk(in)->icsk_ack.rcv_mss;
}

/*
 * Free room that reopens a closed window: what the budget holds beyond
 * the pipe through the router, within a sixteenth and a quarter of it,
 * and no less than two segments (no silly window updates).  Of the
 * bytes waiting when the window reopens, the pipe's share of the sending
 * leg's is in flight, and the rest must keep that leg busy for a round
 * trip of the receiving one, until the bytes the update lets in arrive:
 * reopened at more room than the budget's spare, it runs dry (a quarter
 * of a slow leg's budget can be more than its spare).  Reopened at a
 * sixteenth of a budget that is mostly spare (a receiving leg's window
 * on legs of no delay), the window opens and closes four times as often
 * as it need, a window update and a wakeup of the relay each time.
 */
static u32 tcpsplit_reopen_room(const struct sock *in,
				const struct tcpsplit_dir *dir)
{
	u32 budget = dir->budget;
	u32 spare = budget > dir->pipe ? budget - dir->pipe : 0;

	u32 room = max(2 * inet_csk(in)->icsk_ack.rcv_mss,
		       clamp(spare, budget / 16, budget / 4));

	/*
	 * A budget below two segments (not raised to the floor for lack
	 * of memory) reopens once the direction is empty: room never
	 * exceeds the budget, and no later event would come.
	 */
	return min(room, budget);
}

static void tcpsplit_zw_end(struct tcpsplit_dir *dir, u64 now)
{
	u64 len = now - dir->zw_start;

	WRITE_ONCE(dir->zw, false);
	if (len > dir->zw_max_us)
		WRITE_ONCE(dir->zw_max_us, min_t(u64, len, U32_MAX));
}

/*
 * Caps the window @in advertises to the free space of the direction's
 * budget; a room of less than a segment closes it.  Returns the room.
 * Context: @in's socket lock held.
 */
static u32 tcpsplit_fc_window(struct tcpsplit_conn *conn, int d,
			      struct sock *in, struct sock *out, u64 now)
{
	struct tcpsplit_dir *dir = &conn->dir[d];
	struct tcp_sock *tp = tcp_sk(in);
	u32 waiting = tcpsplit_waiting(in, out);
	u32 budget = dir->budget;
	u32 room = budget > waiting ? budget - waiting : 0;

	if (waiting > dir->period_peak)
		dir->period_peak = waiting;
	/*
	 * For a dump that meets a move in progress (tcpsplit_conn_info()),
	 * and the namespace's sum (the connection's exit takes it back).
	 */
	this_cpu_add(conn->tn->stats->v[TCPSPLIT_STAT_WAITING],
		     (s64)waiting - dir->waiting);
	WRITE_ONCE(dir->waiting, waiting);
	/*
	 * Dry: the sending leg has sent all it was given, and has moved a
	 * good part of the budget in this period (in flight now or
	 * acknowledged) -- not merely a request of a few bytes before the
	 * data, nor idle.  Acknowledged bytes count because a fast leg
	 * behind a long receiving one has little in flight at any moment
	 * however much it carries.
	 */
	if (out) {
		const struct tcp_sock *to = tcp_sk(out);
		u32 mss = READ_ONCE(to->mss_cache);
		u32 flight = READ_ONCE(to->snd_nxt) - READ_ONCE(to->snd_una);
		u64 moved = flight + READ_ONCE(to->bytes_acked) -
			    dir->period_acked;
		u32 holes = (READ_ONCE(to->sacked_out) +
			     READ_ONCE(to->lost_out)) * mss;

		if (moved >= min(4 * mss, budget / 4) &&
		    waiting - flight < inet_csk(in)->icsk_ack.rcv_mss)
			dir->period_dry = true;
		if (holes > dir->period_holes)
			dir->period_holes = holes;
	}
	/* Sent above a hole: in the window, not yet in the rate. */
	if (!RB_EMPTY_ROOT(&tp->out_of_order_queue)) {
		u32 ofo = TCP_SKB_CB(tp->ooo_last_skb)->end_seq - tp->rcv_nxt;

		if (ofo > dir->period_ofo)
			dir->period_ofo = ofo;
	}
	if (waiting > dir->peak)
		WRITE_ONCE(dir->peak, waiting);

	if (dir->zw) {
		/* Still closed: the clamp again, TCP may have raised it. */
		if (room < tcpsplit_reopen_room(in, dir))
			room = 0;
		else
			tcpsplit_zw_end(dir, now);
	} else if (room < inet_csk(in)->icsk_ack.rcv_mss) {
		WRITE_ONCE(dir->zw, true);
		WRITE_ONCE(dir->zw_count, dir->zw_count + 1);
		dir->zw_start = now;
		dir->period_closed = true;
		room = 0;
	}
	WRITE_ONCE(tp->window_clamp, room);
	tp->rcv_ssthresh = room;
	/*
	 * The header-prediction path of tcp_rcv_established() ACKs before
	 * it calls sk_data_ready, with the cap set for the bytes before
	 * (up to a 64 KB GRO packet too generous).  The slow path ACKs
	 * after; tcp_data_queue() turns prediction back on before our
	 * callback, which turns it off again.
	 */
	tp->pred_flags = 0;
	return room;
}

/*
 * Bytes per second of @sk's delivery-rate sample (tcp_rate.c: the last
 * that was not application-limited, or the best that was; each spans at
 * least a round trip), as tcp_info reports it.
 */
static u64 tcpsplit_delivery_rate(const struct sock *sk)
{
	const struct tcp_sock *tp = tcp_sk(sk);

	if (!tp->rate_interval_us)
		return 0;
	return div_u64((u64)tp->rate_delivered * tp->mss_cache * USEC_PER_SEC,
		       tp->rate_interval_us);
}

/**
 * tcpsplit_fc_data_ready() - a leg received data: cap its next window
 * @conn: the connection
 * @sk: the leg; TCP calls sk_data_ready before it ACKs the data
 *
 * Context: softirq or the socket's owner; @sk's socket lock held.
 */
void tcpsplit_fc_data_ready(struct tcpsplit_conn *conn, struct sock *sk)
{
	struct sock *out;
	int d;

	d = tcpsplit_fc_dir(conn, sk, &out);
	tcpsplit_fc_window(conn, d, sk, out, tcp_clock_us());
}

static u32 tcpsplit_min_rtt_us(const struct sock *sk)
{
	const struct tcp_sock *tp = tcp_sk(sk);
	u32 rtt = tcp_min_rtt(tp);

	if (rtt == ~0U)
		rtt = tp->srtt_us >> 3;
	return rtt ?: USEC_PER_MSEC;
}

/*
 * Moves a budget towards @target as far as the namespace's limit lets.
 * A smaller budget keeps its reservation: what the old one let in still
 * waits (tcpsplit_fc_trim() gives it back as it drains).
 */
static void tcpsplit_fc_resize(struct tcpsplit_conn *conn, int d,
			       struct sock *in, struct sock *out, u32 target)
{
	struct tcpsplit_dir *dir = &conn->dir[d];
	struct tcpsplit_net *tn = conn->tn;
	u64 want, got;

	if (target > dir->reserved) {
		want = target - dir->reserved;
		got = tcpsplit_mem_reserve(tn, want, 1);
		if (got < want)
			tcpsplit_stat_inc(tn, TCPSPLIT_STAT_BUDGET_CAPPED);
		dir->reserved += got;
		target = dir->reserved;
	}
	if (target == dir->budget)
		return;
	WRITE_ONCE(dir->budget, target);
	tcpsplit_fc_buffers(in, target, conn->dir[!d].budget);
	tcpsplit_fc_buffers(out, conn->dir[!d].budget, target);
}

/*
 * The budget that keeps the sending leg busy at @rate: what is in flight
 * on both legs (the pipe through the router: @rate times @rtt_in and
 * @rtt_out), plus an eighth of it and at least four segments for the
 * time a window update takes to reach the sender.
 */
static u64 tcpsplit_fc_pipe_budget(u64 rate, u32 rtt_in, u32 rtt_out,
				   u32 mss)
{
	u64 pipe = div_u64(rate * (rtt_in + rtt_out), USEC_PER_SEC);

	return pipe + max_t(u64, pipe / 8, 4 * mss);
}

/*
 * The most a growing budget may reach: what the sending leg can carry at
 * its window over the round trip through the router (its window per its
 * own RTT, times both legs' RTTs), twice over, or four times while its
 * congestion window limits it in slow start, where that doubles per its
 * RTT.  Its window is the smaller of its congestion window and its
 * peer's receive window: a leg held by its peer's window carries no more
 * for a larger congestion window, which in slow start keeps growing to
 * twice what is in flight (tcp_is_cwnd_limited()) and, on a path that
 * never loses, never leaves slow start; the peer's window grows as the
 * peer reads, not per round trip.
 * A budget beyond that lets the other peer fill the router with bytes
 * the sending leg cannot send for a while, and that peer is then told a
 * closed window for as long as they take to drain.  The period's rules
 * alone do not prevent it: a lossy path shows no queue, and a leg that
 * ran dry once after a closed window looks held back by its budget.
 * The peer's window counts because a client that reads slower than the
 * server sends leaves its leg's congestion window growing: capped by
 * that alone, budgets grow to many times the client's window.
 */
static u64 tcpsplit_fc_growth_cap(const struct sock *out, u32 rtt_in,
				  u32 rtt_out)
{
	const struct tcp_sock *to = tcp_sk(out);
	u64 cwnd = (u64)tcp_snd_cwnd(to) * to->mss_cache;
	u64 wnd = min_t(u64, cwnd, max(to->snd_wnd, to->mss_cache));

	return div_u64(wnd * (rtt_in + rtt_out) *
		       (tcp_in_slow_start(to) && wnd == cwnd ? 4 : 2), rtt_out);
}

/*
 * How long a direction counts as lossy after a leg met a loss: about a
 * second at 20-50 ms periods (a 0.5% lossy leg at a few Mbit/s loses a
 * segment every half second or so).
 */
#define TCPSPLIT_LOSSY_PERIODS	32

/*
 * The least budget of a direction whose legs lose segments on a path
 * without a queue: what ordinary sockets of the two peers' sides hold,
 * the receiver's window about twice what arrives per its round trip
 * (tcp_rcv_space_adjust()), the sender's buffer twice its congestion
 * window (tcp_sndbuf_expand(): CUBIC's fast recovery needs 1.7 times
 * it).  A budget sized from the rate it let through is circular there:
 * a sending leg that runs out of bytes grows no congestion window
 * (tcp_is_cwnd_limited()), a remote sender held by the window grows none
 * either, and the rate stays what the budget allowed: a fraction of what
 * a budget of ordinary sockets' size carries.
 */
static u64 tcpsplit_fc_loss_floor(const struct sock *out, u64 rate,
				  u32 rtt_in)
{
	const struct tcp_sock *to = tcp_sk(out);

	return 2 * (div_u64(rate * rtt_in, USEC_PER_SEC) +
		    (u64)tcp_snd_cwnd(to) * to->mss_cache);
}

/*
 * A leg's RTT now: the smoothed one, or its latest sample where that is
 * longer (the smoothed one lags a slow-start burst by a round trip).
 */
static u32 tcpsplit_rtt_now(const struct sock *sk)
{
	const struct tcp_sock *tp = tcp_sk(sk);

	return max(tp->srtt_us >> 3, READ_ONCE(tp->rack.rtt_us));
}

/*
 * No queue at all on a leg's path (its RTT now within a thirty-second and
 * 1 ms of its minimum): what arrives leaves as fast.
 */
static bool tcpsplit_fc_bare(u32 rtt_now, u32 rtt_min)
{
	return rtt_now <= rtt_min + rtt_min / 32 + USEC_PER_MSEC;
}

/*
 * The bytes that a direction whose receiving leg @in is the longer one
 * passes on at once need no more than that leg's window: what waits
 * unsent or unread is less than half what a round trip of @in brings,
 * and the sending leg is not in loss recovery.  Longer by a path's
 * delay, twice the other's and 4 ms more: legs of no delay differ by
 * fractions of a millisecond, and counted as draining both ways, both
 * budgets would be raised to windows that only fill the legs' queues.
 */
static bool tcpsplit_fc_draining(const struct tcpsplit_dir *dir,
				 const struct sock *in, const struct sock *out)
{
	const struct tcp_sock *ti = tcp_sk(in), *to = tcp_sk(out);

	return tcpsplit_min_rtt_us(in) >= 2 * tcpsplit_min_rtt_us(out) +
					  4 * USEC_PER_MSEC &&
	       (to->write_seq - to->snd_nxt) + (ti->rcv_nxt - ti->copied_seq) <
	       max(2 * ti->advmss, dir->rx_best / 2) &&
	       inet_csk(out)->icsk_ca_state == TCP_CA_Open;
}

/*
 * What an ordinary socket of the namespace would advertise on @in by now
 * (tcpsplit_fc_rx_window()), as a budget: plus what the sending leg has
 * in flight, which counts in the budget and not in a window; and no more
 * than that leg can carry (tcpsplit_fc_growth_cap()): little waiting at
 * one look is no proof of a fast leg.  Without the cap, a slow lossy
 * sending leg would let in what the receiving leg brought in its best
 * round trip, megabytes that take it seconds to send, the window closed
 * meanwhile.
 */
static u64 tcpsplit_fc_rx_budget(const struct tcpsplit_dir *dir,
				 struct sock *in, struct sock *out)
{
	const struct tcp_sock *to = tcp_sk(out);
	u32 rtt_out = tcpsplit_min_rtt_us(out);
	u64 win = (u64)dir->rx_grown + 2ULL * (tcp_sk(in)->copied_seq -
					       dir->rx_seq);
	u64 flight;

	/*
	 * Of what is in flight, the pipe's share: the rest is the sending
	 * leg's queue, which would grow with the budget that counted it.
	 */
	flight = div_u64((u64)(to->snd_nxt - to->snd_una) * rtt_out,
			 max(to->srtt_us >> 3, rtt_out));
	win = min_t(u64, win, dir->rx_tuned) + flight;
	win = min(win, tcpsplit_fc_growth_cap(out, tcpsplit_min_rtt_us(in),
					      rtt_out));
	return min_t(u64, win, TCPSPLIT_BUDGET_MAX);
}

/* At the end of a period: the budget that the period's figures call for. */
static void tcpsplit_fc_adapt(struct tcpsplit_conn *conn, int d,
			      struct sock *in, struct sock *out, u64 now)
{
	struct tcpsplit_dir *dir = &conn->dir[d];
	u32 rtt_in = tcpsplit_min_rtt_us(in), rtt_out = tcpsplit_min_rtt_us(out);
	u64 period = clamp_t(u64, rtt_in + rtt_out, TCPSPLIT_PERIOD_MIN_US,
			     TCPSPLIT_PERIOD_MAX_US);
	u64 acked = tcp_sk(out)->bytes_acked, dt = now - dir->period_start;
	u32 budget = dir->budget, fixed = conn->flow->budget;
	u32 srtt_out, rtt_in_now, rtt_out_now, queue_rtt, judged;
	u64 rate, before, used, target, loss_floor = 0;
	bool room, queue, clear, bare, limited, idle, doubling = false;

	if (dt < period)
		return;
	/* Bytes per second the sending leg delivered in the period. */
	rate = div64_u64((acked - dir->period_acked) * USEC_PER_SEC, dt);
	/* And the best of the three periods before. */
	before = max3(dir->period_rate, dir->older_rate[0], dir->older_rate[1]);
	/*
	 * What the sender had in flight to the router (at the RTT it sees
	 * now, queues included: the receiver's estimate) plus what waited.
	 */
	rtt_in_now = max(tcp_sk(in)->rcv_rtt_est.rtt_us >> 3, rtt_in);
	used = div_u64(rate * rtt_in_now, USEC_PER_SEC) + dir->period_peak;
	srtt_out = max(tcp_sk(out)->srtt_us >> 3, rtt_out);
	queue_rtt = rtt_out + max(rtt_out / 8 + 2 * USEC_PER_MSEC, rtt_in / 4);
	queue = srtt_out > queue_rtt;
	/*
	 * Clear of a queue, as a doubling needs: the smoothed RTT and the
	 * latest sample (the smoothed one lags a slow-start burst by a
	 * round trip) within a sixteenth and 4 ms of the minimum.  At a
	 * slow leg's capacity a queue of an eighth is the few KB that a
	 * budget at its pipe adds; doubling there overshoots it twice.
	 */
	rtt_out_now = max(tcpsplit_rtt_now(out), rtt_out);
	/*
	 * Room on the sending leg's path: it delivered, over at least one
	 * of its round trips, twice the period's mean rate.  A leg at its
	 * path's capacity delivers at the period's rate all the time (a
	 * slow leg behind a fast one); a leg with room delivers what a
	 * grown budget let through at the pace of its path, and the burst
	 * queues there for a moment: no sign of a full path, though its
	 * RTT rises (a short leg behind a long one, as a doubled budget's
	 * bytes come at once) and would turn a doubling into an eighth.
	 * Not in a period whose rate fell: a leg at capacity behind a
	 * sender that paused delivers twice the period's rate too.
	 */
	room = rate >= dir->period_rate &&
	       tcpsplit_delivery_rate(out) >= 2 * rate;
	clear = room || rtt_out_now <=
		min(queue_rtt, rtt_out + rtt_out / 16 + 4 * USEC_PER_MSEC);
	/*
	 * No queue at all (within a thirty-second and 1 ms): what arrives
	 * leaves as fast, the sending leg's path is not slower than the
	 * receiving one's.  A slower one queues every burst the receiving
	 * leg delivers, a few ms at a few Mbit/s, well before its pipe is
	 * full.
	 */
	bare = tcpsplit_fc_bare(rtt_out_now, rtt_out);

	/*
	 * A doubling shows in the rate a round trip later: the period after
	 * one shows the budget before it, and it is that budget that the
	 * sender did or did not use up.  Judged by the doubled one, a ramp
	 * still held back would look unlimited and shrink back every other
	 * period: half the pace of a forwarded slow start, slow enough for a
	 * BBR sender on the other side to leave its startup early.
	 */
	judged = dir->doubled_from ?: budget;
	limited = dir->period_closed || 4 * used >= 3ULL * judged;
	/* Nothing relayed and nothing waiting. */
	idle = acked == dir->period_acked && !dir->period_peak;
	if (dir->period_ofo || dir->period_holes ||
	    inet_csk(out)->icsk_ca_state >= TCP_CA_Recovery)
		dir->loss_stamp = now;
	/*
	 * Losses on a path without a queue: random ones, not a full path's.
	 * (A queue means that the sending leg's path is full; there, more
	 * budget would only make the queue longer.)
	 */
	if (!fixed && !idle && !queue && dir->loss_stamp &&
	    now - dir->loss_stamp < TCPSPLIT_LOSSY_PERIODS * period)
		loss_floor = tcpsplit_fc_loss_floor(out, rate, rtt_in_now);
	if (fixed) {
		target = fixed;
	} else if (dir->doubled_from && 2 * rate < 3 * dir->period_rate &&
		   !(tcp_in_slow_start(tcp_sk(out)) && bare) && !room) {
		/*
		 * A doubling shows in the rate one round trip later: this
		 * period's rate is still the old budget's.  Unless the rate
		 * still doubles with the budgets before (a ramp that goes
		 * on), doubling again now would double blindly (at a slow
		 * leg's capacity, to twice its pipe); shrinking to the old
		 * budget's pipe would undo it.  A sending leg still in slow
		 * start on a path that shows no queue at all may double
		 * again: it doubles its own window every round trip, and
		 * holding the budget every other period would ramp at half
		 * its pace.  Slow start alone is no sign of room: a leg
		 * held back by the budget stays in it (its window grows
		 * only when it is the limit), and a slow leg behind a fast
		 * one would double to several times its pipe.  Room on its
		 * path is: the doubling shows in what it delivers before it
		 * shows in the period's mean (without it, a ramp would be
		 * held every other period once its shorter leg left slow
		 * start).
		 */
		target = budget;
	} else if (limited && dir->period_dry && clear && !dir->queued &&
		   inet_csk(out)->icsk_ca_state <= TCP_CA_Disorder) {
		/*
		 * The sending leg sent all it had and its path shows no
		 * queue: the budget, not a leg, held the transfer back (a
		 * queue means that the sending leg's path is full, and that
		 * more budget would only make it longer).  Not while that
		 * leg is in CWR, recovery or loss: its loss response is
		 * about to cut what it carries, and a budget that doubles
		 * then lets the other peer send megabytes into the router,
		 * which then tells it a closed window for seconds.
		 * Each leg's slow start doubles its window once per its
		 * own round trip, so a split can ramp up as fast as its
		 * longer leg: the budget, revised once per round trip
		 * through the router (the sum of both RTTs), grows by
		 * 2^(sum / longer RTT), here by 2 x sum / longer RTT (x2
		 * next to a much shorter leg, x4 between equal ones).
		 * Doubling once per period would only keep up with a
		 * forwarded connection's slow start, behind a proxy whose
		 * legs each ramp on their own.
		 */
		target = div_u64(2ULL * budget * (rtt_in + rtt_out),
				 max(rtt_in, rtt_out));
		target = min_t(u64, target, TCPSPLIT_BUDGET_MAX);
		doubling = true;
	} else if (limited && dir->period_dry &&
		   32 * rate >= 33 * before) {
		/*
		 * The same with a queue on the sending leg's path, which
		 * its congestion control keeps there and the budget must
		 * hold too: grow by an eighth while the rate still grows.
		 * The rate grows if by a thirty-second: near a leg's
		 * capacity it grows by a few percent per period at most,
		 * and a stricter test would stop the budget short of the
		 * pipe; a slow path that a bigger budget would only give a
		 * longer queue does not grow at all, and gets no more.
		 * Growth is over the best of the three periods before: at
		 * a slow leg's capacity one period's rate varies by a few
		 * percent, and the period after each dip would "grow", the
		 * budget swinging well above its pipe.
		 */
		target = min_t(u64, budget + budget / 8, TCPSPLIT_BUDGET_MAX);
	} else if (limited && !dir->period_dry && tcp_in_slow_start(tcp_sk(out))) {
		/* Still ramping up: what waits is what it will send next. */
		target = budget;
	} else if (limited && dir->period_dry && !queue) {
		/*
		 * The budget holds the sender back, the path shows no
		 * queue but is not clear of one either, and the rate did
		 * not grow: keep it.  The pipe estimate below would take a
		 * budget-limited rate's noise for a smaller pipe, and
		 * ratchet the budget down.
		 */
		target = budget;
	} else {
		/*
		 * What the legs had in flight at the RTTs they see now
		 * (Little's law: a target at minimum RTTs would shrink a
		 * budget that holds the sender back until the transfer
		 * stalls), at the best rate of this period and the three
		 * before (one loss on the sending leg does not take away
		 * the budget its recovery needs, nor one or two slow
		 * periods a slow leg's pipe, below which the leg idles),
		 * plus what losses held beyond that pipe: the receiving
		 * leg's data above a hole and the sending leg's SACKed or
		 * lost data, each in the budget until a cumulative ACK (on
		 * a lossy leg that can be a pipe's worth, and a budget cut
		 * to the pipe would close the window of a leg with room).
		 */
		target = tcpsplit_fc_pipe_budget(max(rate, before), rtt_in_now,
						 dir->period_dry ?
						 min(srtt_out, queue_rtt) :
						 srtt_out,
						 tcp_sk(out)->mss_cache) +
			 dir->period_ofo + dir->period_holes;
		target = clamp_t(u64, target, TCPSPLIT_BUDGET_MIN,
				 TCPSPLIT_BUDGET_MAX);
		/*
		 * Gently, and only down: waiting bytes above the new budget
		 * close the window until they drain, a quarter of a budget
		 * takes at most about one round trip of the sending leg.
		 */
		if (target < budget && !(idle && !dir->idle))
			target = max_t(u64, target, budget - budget / 4);
		else
			target = budget;
		/*
		 * Not below an ordinary receiver's window where that is all
		 * the budget is: a window cut to the pipe of the moment
		 * caps the remote sender's probing for more (BBR's gain of
		 * 1.25 over its estimate, a CUBIC window's growth).
		 */
		if (dir->rx_stamp && !idle &&
		    tcpsplit_fc_draining(dir, in, out))
			target = max_t(u64, target,
				       min_t(u64, budget,
					     tcpsplit_fc_rx_budget(dir, in,
								   out)));
	}
	/*
	 * Growth, never beyond what the sending leg could carry (a fixed
	 * budget is the operator's: it comes back in full once memory
	 * allows).  A doubling that the cap stopped is none: the next
	 * period need not wait for its effect.
	 */
	if (!fixed && target > budget) {
		target = min(target, tcpsplit_fc_growth_cap(out, rtt_in,
							     rtt_out));
		if (target <= budget) {
			target = budget;
			doubling = false;
		}
	}
	/* Sized by the sending leg's window already: not capped again. */
	if (loss_floor > target)
		target = min_t(u64, loss_floor, TCPSPLIT_BUDGET_MAX);
	target = max_t(u64, target, tcpsplit_budget_floor(in));
	if (target != budget)
		tcpsplit_fc_resize(conn, d, in, out, target);

	dir->period_start = now;
	dir->period_acked = acked;
	dir->older_rate[1] = dir->older_rate[0];
	dir->older_rate[0] = dir->period_rate;
	dir->period_rate = rate;
	dir->pipe = min_t(u64, div_u64(max(rate, before) *
				       (rtt_in_now + srtt_out), USEC_PER_SEC),
			  U32_MAX);
	dir->period_peak = tcpsplit_waiting(in, out);
	dir->period_closed = dir->zw;
	dir->period_dry = false;
	dir->period_ofo = 0;
	dir->period_holes = 0;
	dir->doubled_from = doubling ? budget : 0;
	dir->queued = !clear;
	dir->idle = idle;
	if (!bare || !tcp_in_slow_start(tcp_sk(out)))
		dir->settled = true;
}

/*
 * A budget full while its sending leg is still in slow start on a path
 * with no queue: the budget, not a leg, holds the transfer back, and the
 * period's end is too late to say so.  A fresh connection's budget fills
 * in the second round trip of its sender (TCPSPLIT_BUDGET_INIT against
 * an initial window of ten segments and then twenty); waiting for the
 * period's end would leave the whole path idle for a round trip through
 * the router, a period (the sum of both RTTs) behind a proxy whose legs
 * each ramp on their own.  The budget is raised at once to what that leg
 * can carry while its window doubles (tcpsplit_fc_growth_cap()); the
 * period's rules take over from there.  Only before a period ended with
 * a queue on that leg's path or with the leg out of slow start
 * (dir->settled), not during its loss recovery, and not before an
 * initial window of its data was acknowledged: until then its RTT is the
 * handshake's, which no burst queued, and a slow leg looks as clear as a
 * fast one (its first burst would raise its budget to several times its
 * pipe).
 */
static void tcpsplit_fc_ramp(struct tcpsplit_conn *conn, int d,
			     struct sock *in, struct sock *out)
{
	struct tcpsplit_dir *dir = &conn->dir[d];
	const struct tcp_sock *to = tcp_sk(out);
	u32 rtt_in, rtt_out;
	u64 cap;

	if (dir->settled || conn->flow->budget || !tcp_in_slow_start(to) ||
	    inet_csk(out)->icsk_ca_state != TCP_CA_Open ||
	    to->bytes_acked < TCP_INIT_CWND * to->mss_cache ||
	    tcpsplit_waiting(in, out) + inet_csk(in)->icsk_ack.rcv_mss <
	    dir->budget)
		return;
	rtt_out = tcpsplit_min_rtt_us(out);
	if (!tcpsplit_fc_bare(tcpsplit_rtt_now(out), rtt_out))
		return;
	rtt_in = tcpsplit_min_rtt_us(in);
	cap = min_t(u64, tcpsplit_fc_growth_cap(out, rtt_in, rtt_out),
		    TCPSPLIT_BUDGET_MAX);
	if (cap > dir->budget)
		tcpsplit_fc_resize(conn, d, in, out, cap);
}

/*
 * Where a budget is nothing but the receiving leg's window (a draining
 * direction, tcpsplit_fc_draining()), at least the window an ordinary
 * socket of the namespace would advertise there: from what tcp_rmem[1]
 * gives it at first, grown by two bytes per byte received
 * (tcp_grow_window()), up to what its buffer's autotuning allows, once
 * per round trip of the leg (tcp_rcv_space_adjust(): twice the most it
 * passed on in one, plus sixteen segments, plus twice that again for
 * each doubling of the rate) and tcp_rmem[2].  The period's rules, which
 * judge a budget by the rate it let through, cap a remote sender's ramp
 * there: behind a long receiving leg (a satellite link), the router would
 * offer less than a host's initial window in the first round trips and
 * trail the sender's window for several more, and a BBR sender held so
 * for three rounds takes the rate of the moment for the link's and
 * leaves its startup early.
 */
static void tcpsplit_fc_rx_window(struct tcpsplit_conn *conn, int d,
				  struct sock *in, struct sock *out, u64 now)
{
	struct tcpsplit_dir *dir = &conn->dir[d];
	const struct tcp_sock *ti = tcp_sk(in);
	struct net *net = sock_net(in);
	u32 cap = tcp_win_from_space(in,
				     READ_ONCE(net->ipv4.sysctl_tcp_rmem[2]));
	u64 win, limit, used;
	u32 copied;

	if (conn->flow->budget)
		return;
	if (!dir->rx_stamp) {
		dir->rx_stamp = now;
		dir->rx_seq = ti->copied_seq;
		dir->rx_grown = min_t(u32, cap, tcp_win_from_space(in,
				READ_ONCE(net->ipv4.sysctl_tcp_rmem[1])));
		dir->rx_tuned = dir->rx_grown;
		return;
	}
	if (now - dir->rx_stamp >= max(ti->rcv_rtt_est.rtt_us >> 3,
				       tcpsplit_min_rtt_us(in))) {
		copied = ti->copied_seq - dir->rx_seq;
		dir->rx_grown = min_t(u64, cap,
				      dir->rx_grown + 2ULL * copied);
		dir->rx_stamp = now;
		dir->rx_seq = ti->copied_seq;
		if (copied > dir->rx_best) {
			win = 2ULL * copied + 16 * ti->advmss;
			if (dir->rx_best)
				win += div_u64(2 * win * (copied - dir->rx_best),
					       dir->rx_best);
			dir->rx_tuned = max_t(u64, dir->rx_tuned,
					      min_t(u64, win, cap));
			dir->rx_best = copied;
		}
	}
	if (!tcpsplit_fc_draining(dir, in, out))
		return;
	/*
	 * An ordinary receiver's window is a want, not a need: it never
	 * takes the last quarter of the namespace's limit, which the
	 * connections that come next (and growth that waiting bytes show
	 * a need for) still get.  In steps of an eighth: each costs a
	 * reservation and two buffers.
	 */
	win = tcpsplit_fc_rx_budget(dir, in, out);
	limit = READ_ONCE(conn->tn->mem_limit);
	used = atomic64_read(&conn->tn->mem_reserved) + limit / 4;
	win = min(win, dir->budget + (limit > used ? limit - used : 0));
	if (win > dir->budget + dir->budget / 8)
		tcpsplit_fc_resize(conn, d, in, out, win);
}

/*
 * Keeps a direction's reservation at its budget or, where more waits, at
 * the bytes waiting.  A smaller budget cannot send back what the old one
 * let in: those bytes wait until the sending leg's peer reads them, as
 * long as it likes.  Their memory stays reserved until they drain, or
 * other connections' budgets would grow into it and the namespace hold
 * more than its limit (a client that stops reading leaves its whole
 * window's worth at the router while its budget goes down to the
 * least).  The bytes that a window advertised before the shrink lets in
 * afterwards, and a segment that overshoots a window, are reserved as
 * they arrive, as far as the limit lets: held, they count, so the next
 * connection or growth sees the room that is really left.
 */
static void tcpsplit_fc_trim(struct tcpsplit_conn *conn, int d)
{
	struct tcpsplit_dir *dir = &conn->dir[d];
	u32 keep = max(dir->budget, dir->waiting);

	if (keep > dir->reserved) {
		dir->reserved += tcpsplit_mem_reserve(conn->tn,
						      keep - dir->reserved, 1);
	} else if (keep < dir->reserved) {
		tcpsplit_mem_release(conn->tn, dir->reserved - keep);
		dir->reserved = keep;
	}
}

/**
 * tcpsplit_fc_step() - flow control of one direction after relaying
 * @conn: the connection
 * @d: the direction, %TCPSPLIT_C2S or %TCPSPLIT_S2C
 * @in: the leg that receives it
 * @out: the leg that sends it on
 *
 * Adapts the budget at the end of a period (and raises a full one while
 * @out is in slow start on a clear path, and a draining direction's to
 * an ordinary receiver's window), caps @in's window, reopens a
 * closed one with a window update, and asks for @out's ACKs while the
 * window is closed or narrow.
 *
 * Context: the connection's work, or tcpsplit_relay_inline() in softirq;
 * both sockets locked.
 */
void tcpsplit_fc_step(struct tcpsplit_conn *conn, int d, struct sock *in,
		      struct sock *out)
{
	u64 now = tcp_clock_us();
	u32 floor = tcpsplit_budget_floor(in);
	u32 room, reopen;

	tcpsplit_fc_adapt(conn, d, in, out, now);
	tcpsplit_fc_ramp(conn, d, in, out);
	tcpsplit_fc_rx_window(conn, d, in, out, now);
	/* The receiving leg's segment size is known once data arrives. */
	if (conn->dir[d].budget < floor)
		tcpsplit_fc_resize(conn, d, in, out, floor);
	room = tcpsplit_fc_window(conn, d, in, out, now);
	tcpsplit_fc_trim(conn, d);
	reopen = tcpsplit_reopen_room(in, &conn->dir[d]);

	if (room >= reopen) {
		/*
		 * The peer may still be held by a window we advertised when
		 * the budget was fuller: tell it now, as tcp_cleanup_rbuf()
		 * does when a read doubles the window.
		 */
		if ((1 << in->sk_state) &
		    (TCPF_ESTABLISHED | TCPF_FIN_WAIT1 | TCPF_FIN_WAIT2) &&
		    !(in->sk_shutdown & RCV_SHUTDOWN) &&
		    2 * tcp_receive_window(tcp_sk(in)) <= room)
			tcpsplit_send_ack(in);
	} else if (out->sk_socket) {
		/* tcp_check_space() calls sk_write_space on ACKs if set. */
		set_bit(SOCK_NOSPACE, &out->sk_socket->flags);
	}
}

/*
 * Where an idle direction's adaptive budget settles (tcpsplit_fc_adapt()
 * with no rate in this period nor the three before): the pipe budget of
 * nothing, four of the sending leg's segments, and not below the floor.
 * Next to a large MTU that is above the first budget, which then stays.
 */
static u32 tcpsplit_fc_idle_budget(const struct sock *in,
				   const struct sock *out)
{
	u32 pipe = tcpsplit_fc_pipe_budget(0, 0, 0,
					   READ_ONCE(tcp_sk(out)->mss_cache));

	return max3(TCPSPLIT_BUDGET_MIN, pipe, tcpsplit_budget_floor(in));
}

/* @d must be looked at again although neither leg wakes the work. */
static bool tcpsplit_fc_unsettled(const struct tcpsplit_conn *conn, int d,
				  const struct sock *in, const struct sock *out)
{
	const struct tcpsplit_dir *dir = &conn->dir[d];

	/*
	 * Bytes waiting at the last look may have been acknowledged since
	 * without a callback (SOCK_NOSPACE is set only while the window is
	 * closed): the namespace's mem-waiting would keep them.
	 */
	if (dir->waiting)
		return true;
	return !conn->flow->budget &&
	       dir->budget > tcpsplit_fc_idle_budget(in, out);
}

/**
 * tcpsplit_fc_idle_check() - whether the work must wake up to adapt
 * @conn: the connection, relaying
 *
 * An idle connection's work is not woken by its sockets; its adaptive
 * budgets must still shrink to where idle ones settle, and the bytes it
 * last saw waiting be seen gone.  Then it does no periodic work at all.
 *
 * Return: true while a direction has not settled.
 */
bool tcpsplit_fc_idle_check(struct tcpsplit_conn *conn)
{
	struct sock *down = conn->down->sk, *up = conn->up->sk;

	return tcpsplit_fc_unsettled(conn, TCPSPLIT_C2S, down, up) ||
	       tcpsplit_fc_unsettled(conn, TCPSPLIT_S2C, up, down);
}

/**
 * tcpsplit_fc_info() - one direction's flow control, for dumps
 * @conn: the connection
 * @d: the direction
 * @budget: its budget
 * @peak: the most bytes seen waiting
 * @zw_count: zero-window episodes
 * @zw_max_us: the longest, including one going on
 */
void tcpsplit_fc_info(const struct tcpsplit_conn *conn, int d, u32 *budget,
		      u32 *peak, u32 *zw_count, u32 *zw_max_us)
{
	const struct tcpsplit_dir *dir = &conn->dir[d];
	u64 now = tcp_clock_us(), start = READ_ONCE(dir->zw_start);

	*budget = READ_ONCE(dir->budget);
	*peak = READ_ONCE(dir->peak);
	*zw_count = READ_ONCE(dir->zw_count);
	*zw_max_us = READ_ONCE(dir->zw_max_us);
	if (READ_ONCE(dir->zw) && now > start)
		*zw_max_us = max_t(u64, *zw_max_us,
				   min_t(u64, now - start, U32_MAX));
}
