/* SPDX-License-Identifier: GPL-2.0 */
/*
 * tcpsplit: flow control: budgets, zero windows, memory (fc.c).
 */
#ifndef _TCPSPLIT_FC_H
#define _TCPSPLIT_FC_H

#include "tcpsplit.h"

struct sock;
struct tcpsplit_conn;

/* Adaptive budgets, bytes per direction: smallest, first, largest. */
#define TCPSPLIT_BUDGET_MIN	(16U << 10)
#define TCPSPLIT_BUDGET_INIT	(32U << 10)
#define TCPSPLIT_BUDGET_MAX	(32U << 20)

/* The two directions of a connection, indices of tcpsplit_conn.dir */
enum {
	TCPSPLIT_C2S,
	TCPSPLIT_S2C,
	TCPSPLIT_NDIRS,
};

/**
 * struct tcpsplit_dir - flow control of one direction of a connection
 * @budget: the most bytes that may wait at the router in this direction
 *	(the receiving leg's unread bytes plus the sending leg's unsent and
 *	unacknowledged ones)
 * @reserved: the bytes of tcpsplit_net.mem_limit the direction holds: its
 *	budget, or the bytes waiting where more wait (within the limit)
 * @peak: the most bytes seen waiting
 * @zw_count: times the receiving leg's window was closed (budget full)
 * @zw_max_us: the longest of those episodes
 * @zw_start: tcp_clock_us() when the window closed, if @zw
 * @waiting: the bytes waiting at the last look under the socket lock
 * @zw: the receiving leg's window is closed
 * @period_start: tcp_clock_us() when the adaptation period began
 * @period_acked: the sending leg's bytes_acked then
 * @period_peak: the most bytes waiting during the period
 * @period_closed: the window was closed during the period
 * @period_dry: the sending leg ran out of bytes to send during the period,
 *	having moved a good part of the budget
 * @period_ofo: the most bytes the receiving leg had out of order above a
 *	hole during the period (the span, holes included)
 * @period_holes: the most bytes the sending leg had SACKed or marked lost
 *	during the period
 * @period_rate: bytes per second the sending leg delivered in the period
 *	before
 * @older_rate: the same for the two periods before that, latest first
 * @doubled_from: the budget before a doubling at the end of the period
 *	before, else 0
 * @queued: the sending leg's RTT was not clear of a queue in the period
 *	before
 * @idle: the period before relayed nothing and had nothing waiting
 * @settled: the start-up ramp is over (tcpsplit_fc_ramp()): a period ended
 *	with a queue on the sending leg's path, or with that leg out of slow
 *	start
 * @loss_stamp: tcp_clock_us() at the end of the last period in which a
 *	leg met a loss (data above a hole on the receiving leg; SACKed or
 *	lost data, or loss recovery, on the sending one), or 0
 * @rx_stamp: tcp_clock_us() when the receiving leg's current round trip
 *	began, for tcpsplit_fc_rx_window(); 0 before the first look
 * @rx_seq: the receiving leg's copied_seq then
 * @rx_best: the most bytes it passed on in one of its round trips
 * @rx_grown: the window an ordinary socket would have grown to then, two
 *	bytes per byte received
 * @rx_tuned: the most that such a socket's buffer autotuning allows
 * @pipe: what the legs carried in flight at the end of the period before
 *	(tcpsplit_reopen_room()), U32_MAX before the first period ends
 *
 * Written with the receiving leg's socket lock held (its data_ready, or
 * the connection's work holding both); dumps read it without.
 */
struct tcpsplit_dir {
	u32	budget;
	u32	reserved;
	u32	peak;
	u32	zw_count;
	u32	zw_max_us;
	u64	zw_start;
	u32	waiting;
	bool	zw;
	bool	period_closed;
	bool	period_dry;
	bool	queued;
	bool	idle;
	bool	settled;
	u32	period_peak;
	u64	period_start;
	u64	period_acked;
	u64	period_rate;
	u64	older_rate[2];
	u32	period_ofo;
	u32	period_holes;
	u32	doubled_from;
	u64	loss_stamp;
	u64	rx_stamp;
	u32	rx_seq;
	u32	rx_best;
	u32	rx_grown;
	u32	rx_tuned;
	u32	pipe;
};

void tcpsplit_fc_net_init(struct tcpsplit_net *tn);
int tcpsplit_fc_conn_init(struct tcpsplit_conn *conn);
void tcpsplit_fc_conn_exit(struct tcpsplit_conn *conn);
void tcpsplit_fc_leg_init(struct tcpsplit_conn *conn, struct sock *sk);
void tcpsplit_fc_leg_start(struct tcpsplit_conn *conn, struct sock *sk);
void tcpsplit_fc_data_ready(struct tcpsplit_conn *conn, struct sock *sk);
void tcpsplit_fc_step(struct tcpsplit_conn *conn, int d, struct sock *in,
		      struct sock *out);
bool tcpsplit_fc_idle_check(struct tcpsplit_conn *conn);
void tcpsplit_fc_info(const struct tcpsplit_conn *conn, int d, u32 *budget,
		      u32 *peak, u32 *zw_count, u32 *zw_max_us);

#endif /* _TCPSPLIT_FC_H */
