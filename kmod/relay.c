// SPDX-License-Identifier: GPL-2.0
/*
 * tcpsplit: the relay.  The softirq that received them, or else the
 * connection's work, moves the bytes each leg received to the other with
 * tcp_read_sock(), handing TCP whole skbs' pages (no copy of the payload)
 * and consuming only what the other socket accepted, so the rest stays
 * queued on the receiving socket and its window closes (fc.c keeps it
 * within the direction's budget).  EOF becomes a half-close, a reset a
 * reset.
 */
#include <linux/bvec.h>
#include <linux/net.h>
#include <linux/uio.h>
#include <linux/tcp.h>
#include <net/sock.h>
#include <net/tcp.h>

#include "tcpsplit.h"
#include "relay.h"
#include "fc.h"
#include "conn.h"

/*
 * A reset leg's acknowledged bytes go on to the other peer for at most
 * this long (tcpsplit_conn_drain()): enough for a budget of 1 MB at a
 * few Mbit/s, not for a peer that stopped reading.
 */
#define TCPSPLIT_RESET_DRAIN	(5 * HZ)

/*
 * The two sockets of a direction, for tcpsplit_actor(), and whether it left
 * bytes that only the work can send.
 */
struct tcpsplit_pair {
	struct sock *from;
	struct sock *to;
	bool *urg;
	u32 *urg_seq;
	bool defer;
};

/* Sends @len bytes of @skb's linear part from @offset (copied, as TCP does). */
static int tcpsplit_send_head(struct sock *to, struct sk_buff *skb,
			      unsigned int offset, int len, int flags)
{
	struct kvec kv = {
		.iov_base = skb->data + offset,
		.iov_len = len,
	};
	struct msghdr msg = { .msg_flags = flags };

	return kernel_sendmsg_locked(to, &msg, &kv, 1, len);
}

#ifdef TCPSPLIT_HAVE_SENDPAGE_LOCKED
/*
 * Sends @len bytes of @skb's page fragments from @offset (counted from the
 * first fragment).  6.1 takes a page per call: every call but the last
 * says that more follows, so that TCP fills its segments and pushes once.
 */
static int tcpsplit_send_frags(struct sock *to, struct sk_buff *skb,
			       unsigned int offset, int len, int flags)
{
	const struct skb_shared_info *shinfo = skb_shinfo(skb);
	int i, n, ret, sent = 0;

	for (i = 0; i < shinfo->nr_frags && sent < len; i++) {
		const skb_frag_t *frag = &shinfo->frags[i];

		n = skb_frag_size(frag);
		if (offset >= n) {
			offset -= n;
			continue;
		}
		n = min_t(int, n - offset, len - sent);
		ret = kernel_sendpage_locked(to, skb_frag_page(frag),
					     skb_frag_off(frag) + offset, n,
					     sent + n < len ?
					     flags | MSG_MORE | MSG_SENDPAGE_NOTLAST :
					     flags);
		if (ret <= 0)
			return sent ? sent : ret;
		sent += ret;
		if (ret < n)
			break;		/* @to is full */
		offset = 0;
	}
	return sent;
}
#else
/*
 * Sends @len bytes of @skb's page fragments from @offset (counted from the
 * first fragment): one sendmsg for all of them, their pages spliced into
 * @to's write queue.
 */
static int tcpsplit_send_frags(struct sock *to, struct sk_buff *skb,
			       unsigned int offset, int len, int flags)
{
	const struct skb_shared_info *shinfo = skb_shinfo(skb);
	struct bio_vec bvec[MAX_SKB_FRAGS];
	struct msghdr msg = { .msg_flags = flags | MSG_SPLICE_PAGES };
	int i, n, nr = 0, total = 0;

	for (i = 0; i < shinfo->nr_frags && total < len; i++) {
		const skb_frag_t *frag = &shinfo->frags[i];

		n = skb_frag_size(frag);
		if (offset >= n) {
			offset -= n;
			continue;
		}
		n = min_t(int, n - offset, len - total);
		bvec_set_page(&bvec[nr++], skb_frag_page(frag), n,
			      skb_frag_off(frag) + offset);
		total += n;
		offset = 0;
	}
	iov_iter_bvec(&msg.msg_iter, ITER_SOURCE, bvec, nr, total);
	return tcp_sendmsg_locked(to, &msg, total);
}
#endif

/*
 * Sends @len bytes of @skb from @offset to @pair's out socket with
 * @flags, as few calls as the kernel allows.  Returns the bytes sent.
 */
static int tcpsplit_send_skb(struct tcpsplit_pair *pair, struct sk_buff *skb,
			     unsigned int offset, size_t len, int flags)
{
	unsigned int headlen = skb_headlen(skb);
	int ret = 0, sent = 0, n;

	if (skb_has_frag_list(skb)) {
		/*
		 * Rare on a TCP receive queue: the kernel's generic way, in
		 * the work only (it sends without MSG_NOSIGNAL).
		 */
		if (in_softirq()) {
			pair->defer = true;
			goto out;
		}
		ret = skb_send_sock_locked(pair->to, skb, offset, len);
		sent = max(ret, 0);
		goto out;
	}
	if (offset < headlen) {
		n = min_t(int, len, headlen - offset);
		ret = tcpsplit_send_head(pair->to, skb, offset, n,
					 n < len ? flags | MSG_MORE : flags);
		if (ret <= 0)
			goto out;
		sent = ret;
		if (ret < n)
			goto out;
	}
	if (sent < len) {
		ret = tcpsplit_send_frags(pair->to, skb,
					  offset + sent - headlen,
					  len - sent, flags);
		if (ret > 0)
			sent += ret;
	}
out:
	return sent;
}

/*
 * Sends the urgent byte at @offset of @skb as urgent data (MSG_OOB marks
 * the last byte of the call), so that the peer sees the mark it would
 * have seen end to end.
 */
static int tcpsplit_send_urgent(struct sock *to, struct sk_buff *skb,
				unsigned int offset)
{
	struct msghdr msg = {
		.msg_flags = MSG_OOB | MSG_DONTWAIT | MSG_NOSIGNAL,
	};
	struct kvec kv;
	u8 byte;

	if (skb_copy_bits(skb, offset, &byte, 1))
		return -EFAULT;
	kv.iov_base = &byte;
	kv.iov_len = 1;
	return kernel_sendmsg_locked(to, &msg, &kv, 1, 1);
}

/*
 * Hands @len bytes of @skb from @offset to the direction's out socket, as
 * few calls as the kernel allows.  Each says that more follows unless it
 * ends what @from has queued now: TCP then sends full segments and pushes
 * the last piece at once (a tail corked until the next write would delay
 * a reply by up to 200 ms).  What arrives meanwhile waits in @from's
 * backlog and wakes the work again when the pump releases @from.  An
 * urgent byte in the range goes on as urgent data of its own.
 */
static int tcpsplit_actor(read_descriptor_t *desc, struct sk_buff *skb,
			  unsigned int offset, size_t len)
{
	struct tcpsplit_pair *pair = desc->arg.data;
	u32 seq = TCP_SKB_CB(skb)->seq + offset;
	/*
	 * MSG_NOSIGNAL: an error would otherwise signal current, which in
	 * the softirq of tcpsplit_relay_inline() is whatever task it
	 * interrupted.
	 */
	int flags = MSG_DONTWAIT | MSG_NOSIGNAL, ret;
	size_t sent = 0, before;

	if (!skb_queue_is_last(&pair->from->sk_receive_queue, skb))
		flags |= MSG_MORE;
	if (unlikely(*pair->urg) && *pair->urg_seq - seq < len) {
		before = *pair->urg_seq - seq;
		if (before) {
			sent = tcpsplit_send_skb(pair, skb, offset, before,
						 flags | MSG_MORE);
			if (sent < before)
				goto out;
		}
		ret = tcpsplit_send_urgent(pair->to, skb, offset + before);
		if (ret <= 0)
			goto out;
		*pair->urg = false;
		sent++;
	}
	if (sent < len)
		sent += tcpsplit_send_skb(pair, skb, offset + sent, len - sent,
					  flags);
out:
	if (sent < len)
		desc->count = 0;	/* @to is full: stop, the rest stays */
	return sent;
}

/* @from has delivered everything it will ever deliver. */
static bool tcpsplit_eof(struct sock *from)
{
	return (READ_ONCE(from->sk_shutdown) & RCV_SHUTDOWN) &&
	       skb_queue_empty_lockless(&from->sk_receive_queue);
}

/**
 * tcpsplit_relay_broken() - whether a leg was closed by an error
 * @sk: the leg
 *
 * Return: true if @sk was closed by an error (reset, timeout) rather than
 * by FINs.
 */
bool tcpsplit_relay_broken(struct sock *sk)
{
	return READ_ONCE(sk->sk_state) == TCP_CLOSE && READ_ONCE(sk->sk_err);
}

/**
 * tcpsplit_relay_end_reason() - why a broken leg ended
 * @sk: a leg that tcpsplit_relay_broken() found closed by an error
 * @up: @sk is the server leg
 *
 * A reset is its peer's (EPIPE: after that peer's FIN); ETIMEDOUT, or the
 * ICMP error that TCP reports in its place, means TCP gave up
 * retransmitting.
 *
 * Return: an &enum tcpsplit_close_reason.
 */
u8 tcpsplit_relay_end_reason(struct sock *sk, bool up)
{
	switch (READ_ONCE(sk->sk_err)) {
	case ECONNRESET:
	case EPIPE:
		return up ? TCPSPLIT_CLOSE_RESET_BY_SERVER :
			    TCPSPLIT_CLOSE_RESET_BY_CLIENT;
	case ETIMEDOUT:
	case ENETUNREACH:
	case EHOSTUNREACH:
	case EHOSTDOWN:
	case ENOPROTOOPT:
	case EACCES:
		return TCPSPLIT_CLOSE_TIMEOUT;
	default:
		return TCPSPLIT_CLOSE_ERROR;
	}
}

/* How a step found the sockets' ends: see tcpsplit_relay_step(). */
struct tcpsplit_ends {
	bool broken_from, broken_to;
	bool eof_from, eof_to;
};

/*
 * Moves what @to accepts of @from's received bytes, then runs the
 * direction's flow control (fc.c): the bytes stay within its budget
 * whether they wait in @from's receive queue or in @to's write queue.
 * Neither socket takes packets meanwhile: both are owned by the work, or
 * the softirq holds both spinlocks.
 */
static void tcpsplit_move(struct tcpsplit_conn *conn, int d,
			  struct tcpsplit_pair *pair)
{
	struct tcp_sock *tp = tcp_sk(pair->from);
	read_descriptor_t desc = {
		.arg.data = pair,
		.count = 1,
	};
	int n;

	/*
	 * tcp_read_sock() stops at an urgent mark for as long as urg_data
	 * is set, and only recvmsg() clears it: the direction would stop
	 * for good.  The mark is taken over here (the legs read urgent
	 * bytes inline, SOCK_URGINLINE), and tcpsplit_actor() sends the
	 * byte on as urgent data.  As TCP, only the latest mark counts: a
	 * mark whose byte has not arrived (TCP_URG_NOTYET) is taken over
	 * too, and TCP's retransmitted marks behind rcv_nxt are ignored.
	 */
	pair->urg = &conn->urg[d];
	pair->urg_seq = &conn->urg_seq[d];
	if (unlikely(tp->urg_data)) {
		conn->urg[d] = true;
		conn->urg_seq[d] = tp->urg_seq;
		WRITE_ONCE(tp->urg_data, 0);
	}
	raw_write_seqcount_begin(&conn->pump_seq);
	n = tcp_read_sock(pair->from, &desc, tcpsplit_actor);
	raw_write_seqcount_end(&conn->pump_seq);
	if (n > 0) {
		if (d == TCPSPLIT_C2S)
			conn->bytes_c2s += n;
		else
			conn->bytes_s2c += n;
	}
	tcpsplit_fc_step(conn, d, pair->from, pair->to);
}

/*
 * The work's move of one direction, with both sockets owned.  With @ends,
 * also looks at both sockets' ends while it owns both.
 */
static void tcpsplit_pump(struct tcpsplit_conn *conn, int d, struct sock *from,
			  struct sock *to, struct tcpsplit_ends *ends)
{
	struct tcpsplit_pair pair = { .from = from, .to = to };

	lock_sock(from);
	/* Always from first, so both directions take the locks alike. */
	lock_sock_nested(to, SINGLE_DEPTH_NESTING);
	if (from->sk_state != TCP_LISTEN && to->sk_state != TCP_CLOSE)
		tcpsplit_move(conn, d, &pair);
	if (ends) {
		ends->broken_from = tcpsplit_relay_broken(from);
		ends->broken_to = tcpsplit_relay_broken(to);
		ends->eof_from = tcpsplit_eof(from);
		ends->eof_to = tcpsplit_eof(to);
	}
	release_sock(to);
	release_sock(from);
}

/**
 * tcpsplit_relay_inline() - relay in the softirq that made room for it
 * @conn: the connection; @sk's callbacks found it
 * @sk: a leg whose spinlock TCP holds in softirq, owned by no task
 * @rx: @sk received bytes (its sk_data_ready); else it got ACKs that
 *	freed room its sender waited for (its sk_write_space)
 *
 * Waking the connection's work for every packet costs a wakeup, a task
 * switch and both sockets' lock_sock() round trips, more than the send
 * itself, and delays each reply by a scheduling latency.  Here the bytes
 * go on at once, if the other leg's spinlock is free and no task owns
 * it: TCP takes the other leg's packets in softirq under that lock, so
 * neither leg changes meanwhile.  Only a trylock: the other leg's
 * softirq may hold its own lock and want this one.  EOFs, resets and
 * closes stay the work's.
 *
 * Context: softirq, @sk's spinlock held.
 * Return: true if the direction was relayed and the work need not run.
 */
bool tcpsplit_relay_inline(struct tcpsplit_conn *conn, struct sock *sk,
			   bool rx)
{
	struct tcpsplit_pair pair = {};
	struct sock *up = conn->up_sk, *other;
	bool c2s;
	gfp_t gfp;
	u8 state;

	/* Pairs with tcpsplit_conn_step_accepting(): @conn->down is set. */
	state = smp_load_acquire(&conn->state);
	if (state != TCPSPLIT_CONN_S_RELAYING &&
	    state != TCPSPLIT_CONN_S_CLOSING)
		return false;
	other = sk == up ? READ_ONCE(conn->down)->sk : up;
	c2s = (sk != up) == rx;
	pair.from = rx ? sk : other;
	pair.to = rx ? other : sk;
	if (!spin_trylock(&other->sk_lock.slock))
		return false;
	if (sock_owned_by_user_nocheck(other) || pair.to->sk_err ||
	    (pair.to->sk_shutdown & SEND_SHUTDOWN) ||
	    pair.to->sk_state == TCP_CLOSE ||
	    pair.from->sk_state == TCP_LISTEN) {
		spin_unlock(&other->sk_lock.slock);
		return false;
	}
	/* The send path allocates with it: it must not sleep here. */
	gfp = pair.to->sk_allocation;
	pair.to->sk_allocation = GFP_ATOMIC | __GFP_NOWARN;
	tcpsplit_move(conn, c2s ? TCPSPLIT_C2S : TCPSPLIT_S2C, &pair);
	pair.to->sk_allocation = gfp;
	spin_unlock(&other->sk_lock.slock);
	/*
	 * Closing, the work looks at the ends after every move.  An EOF or
	 * reset is the work's to pass on: its look may have come while
	 * bytes before it were queued, and this move may have taken the
	 * last of them.
	 */
	return state == TCPSPLIT_CONN_S_RELAYING && !pair.defer &&
	       !(READ_ONCE(pair.from->sk_shutdown) & RCV_SHUTDOWN);
}

/**
 * tcpsplit_relay_leg_init() - make a leg fit for the relay
 * @sk: a leg, before its callbacks are the connection's
 *
 * Its send path takes page fragments from the socket's own cache, never
 * from current's (sk_page_frag()): in softirq (tcpsplit_relay_inline()),
 * current is any task.  It reads urgent bytes inline.
 *
 * Context: process, @sk not owned.
 */
void tcpsplit_relay_leg_init(struct sock *sk)
{
	sk->sk_use_task_frag = false;
	/*
	 * Urgent bytes stay in the stream: see tcpsplit_move().  Owned, as
	 * a leg already connected takes packets, and TCP sets sk_flags
	 * bits (SOCK_DONE) with no atomic operation.
	 */
	lock_sock(sk);
	sock_set_flag(sk, SOCK_URGINLINE);
	release_sock(sk);
}

/*
 * One leg was reset (@reset): the bytes the router had acknowledged on it
 * still go to the other peer, as they would have end to end (the reset
 * came after them), and then the reset.  Bounded: a peer that stopped
 * reading does not keep the connection for longer than
 * TCPSPLIT_RESET_DRAIN.  Returns -1 to reset @other now, 0 to wait.
 */
static int tcpsplit_conn_drain(struct tcpsplit_conn *conn, struct sock *reset,
			       struct sock *other)
{
	const struct tcp_sock *tp = tcp_sk(other);

	if (!conn->draining) {
		conn->draining = true;
		conn->deadline = jiffies + TCPSPLIT_RESET_DRAIN;
		WRITE_ONCE(conn->state, TCPSPLIT_CONN_S_CLOSING);
	}
	if ((skb_queue_empty_lockless(&reset->sk_receive_queue) &&
	     READ_ONCE(tp->snd_una) == READ_ONCE(tp->write_seq)) ||
	    READ_ONCE(other->sk_state) == TCP_CLOSE ||
	    time_after_eq(jiffies, conn->deadline))
		return -1;
	/* Every ACK of @other wakes the work (tcp_check_space()). */
	if (other->sk_socket)
		set_bit(SOCK_NOSPACE, &other->sk_socket->flags);
	queue_delayed_work(tcpsplit_wq, &conn->work, conn->deadline - jiffies);
	return 0;
}

/**
 * tcpsplit_relay_step() - relay what both legs accept, pass on their ends
 * @conn: a connection RELAYING or CLOSING
 *
 * Moves the bytes both ways, passes an EOF on as a half-close and a reset
 * as a reset (after what was acknowledged before it).
 *
 * Context: the connection's work.
 * Return: 1 when both legs are closed, -1 to abort the connection, 0 to
 * go on.
 */
int tcpsplit_relay_step(struct tcpsplit_conn *conn)
{
	struct sock *down = conn->down->sk, *up = conn->up->sk;
	bool broken_down, broken_up, eof_down, eof_up;
	struct tcpsplit_ends ends;

	tcpsplit_pump(conn, TCPSPLIT_C2S, down, up, NULL);
	/*
	 * The ends are looked at with both sockets owned, so that nothing
	 * changes between the looks: TCP backlogs what arrives meanwhile.
	 * A reset leg has RCV_SHUTDOWN set and an empty queue too; a reset
	 * that came between a look for a reset and one for EOF would be
	 * passed on as a FIN, which tells the other peer that it got all
	 * there was.
	 */
	tcpsplit_pump(conn, TCPSPLIT_S2C, up, down, &ends);
	broken_up = ends.broken_from;
	broken_down = ends.broken_to;
	eof_up = ends.eof_from;
	eof_down = ends.eof_to;

	/*
	 * The first leg seen broken gives the reason; of two seen at once,
	 * the client's (which came first cannot be told).
	 */
	if (broken_down)
		tcpsplit_conn_end(conn, tcpsplit_relay_end_reason(down, false));
	if (broken_up)
		tcpsplit_conn_end(conn, tcpsplit_relay_end_reason(up, true));
	if (broken_down && broken_up)
		return -1;
	if (broken_up)
		return tcpsplit_conn_drain(conn, up, down);
	if (broken_down)
		return tcpsplit_conn_drain(conn, down, up);

	if (!conn->c2s_fin && eof_down) {
		kernel_sock_shutdown(conn->up, SHUT_WR);
		conn->c2s_fin = true;
		WRITE_ONCE(conn->state, TCPSPLIT_CONN_S_CLOSING);
	}
	if (!conn->s2c_fin && eof_up) {
		kernel_sock_shutdown(conn->down, SHUT_WR);
		conn->s2c_fin = true;
		WRITE_ONCE(conn->state, TCPSPLIT_CONN_S_CLOSING);
	}
	/*
	 * Done when both sockets are closed: then no orphan outlives the
	 * connection (and with it, possibly, the namespace).
	 */
	if (conn->c2s_fin && conn->s2c_fin &&
	    READ_ONCE(down->sk_state) == TCP_CLOSE &&
	    READ_ONCE(up->sk_state) == TCP_CLOSE) {
		tcpsplit_conn_end(conn, TCPSPLIT_CLOSE_CLOSED);
		return 1;
	}
	/*
	 * An idle connection's budgets shrink too, and what it last saw
	 * waiting may have been acknowledged without a callback: come back.
	 */
	if (tcpsplit_fc_idle_check(conn))
		queue_delayed_work(tcpsplit_wq, &conn->work, HZ / 4);
	return 0;
}
