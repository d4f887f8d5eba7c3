// SPDX-License-Identifier: GPL-2.0
/*
 * tcpsplit: split connections.
 *
 * A split connection is one object that owns two kernel sockets and one
 * work item:
 *
 *   client ==(down)== [ listener's child | work | up socket ] ==(up)== server
 *
 * 1. The hook holds the client's SYN and starts the connection; the work
 *    connects "up" to the server from the client's address and port (a
 *    transparent socket).
 * 2. When the server answers, the work passes the held SYN on to the
 *    namespace's transparent listener (listener.c, steer.c), which answers
 *    the client as the server.  A refusal or an ICMP error is passed to
 *    the client instead; a silent server leaves the client to its own SYN
 *    retries.
 * 3. The accepted child becomes "down"; the work relays bytes both ways
 *    (relay.c) within each direction's budget (fc.c), and when both
 *    sockets are closed the connection is freed.
 *
 * Socket callbacks run in softirq: while both legs are up they relay the
 * bytes there (with both sockets' locks, as the work's pump does), else
 * they queue the work.  The work is the only place that changes a
 * connection's state after it started, so a connection's only lock,
 * conn->lock, orders the callbacks' queueing of the work against its
 * unlinking; conns_lock serialises changes to the namespace's tables (by
 * ID for dumps, by tuple for the hooks, which read it under RCU) and the
 * accept work's hand-over of a client leg (conn->accepted).
 */
#include <linux/inetdevice.h>
#include <linux/ip.h>
#include <linux/tcp.h>
#include <linux/rhashtable.h>
#include <linux/wait_bit.h>
#include <net/inet_hashtables.h>
#include <net/ip.h>
#include <net/addrconf.h>
#include <net/ip6_route.h>
#include <net/ipv6.h>
#include <net/netfilter/ipv4/nf_reject.h>
#include <net/netfilter/ipv6/nf_reject.h>
#include <net/netfilter/nf_tproxy.h>
#include <net/route.h>
#include <net/tcp.h>

#include "compat.h"
#include "tcpsplit.h"
#include "conn.h"
#include "flow.h"
#include "fc.h"
#include "netlink.h"
#include "ct.h"
#include "steer.h"
#include "relay.h"
#include "listener.h"
#include "sock.h"

struct workqueue_struct *tcpsplit_wq;
static struct kmem_cache *tcpsplit_conn_cache __read_mostly;
/* Set once the unload began: no connection starts any more. */
static bool tcpsplit_unloading;

/**
 * tcpsplit_conn_cache_init() - create the slab cache for connections
 *
 * A cache of its own makes a leaked connection visible: destroying the
 * cache at unload complains if an object is still allocated, where a
 * kzalloc()ed one would leak unseen.
 *
 * Return: 0 or -ENOMEM.
 */
int tcpsplit_conn_cache_init(void)
{
	tcpsplit_conn_cache = KMEM_CACHE(tcpsplit_conn, 0);
	return tcpsplit_conn_cache ? 0 : -ENOMEM;
}

/**
 * tcpsplit_conn_cache_exit() - destroy the slab cache for connections
 *
 * Context: module exit, after every connection's RCU callback ran.
 */
void tcpsplit_conn_cache_exit(void)
{
	kmem_cache_destroy(tcpsplit_conn_cache);
}

/* A client that does not complete its handshake within this is gone. */
#define TCPSPLIT_ACCEPT_TIMEOUT	(60 * HZ)

/*
 * The table's hash is seeded per table (rhashtable's own random seed): a
 * client cannot choose tuples that share a chain.
 */
static const struct rhashtable_params tcpsplit_conn_params = {
	.head_offset		= offsetof(struct tcpsplit_conn, hnode),
	.key_offset		= offsetof(struct tcpsplit_conn, tuple),
	.key_len		= sizeof(struct tcpsplit_tuple),
	.nelem_hint		= 12,	/* 16 buckets at first */
	.min_size		= 16,
	.automatic_shrinking	= true,
};

/**
 * tcpsplit_conn_lookup() - find a connection by its 4-tuple
 * @tn: the namespace's state
 * @t: the client's SYN's addresses and ports
 *
 * Context: rcu_read_lock().  The result is only valid inside it, or while
 * conns_lock is held (a linked connection is not freed).
 * Return: the connection, or NULL.
 */
struct tcpsplit_conn *tcpsplit_conn_lookup(struct tcpsplit_net *tn,
					   const struct tcpsplit_tuple *t)
{
	BUILD_BUG_ON(sizeof(*t) % sizeof(u32));
	return rhashtable_lookup(&tn->conn_table, t, tcpsplit_conn_params);
}

/**
 * tcpsplit_conn_buckets() - the size of a namespace's connection table
 * @tn: the namespace's state
 *
 * Return: its buckets now (a resize may be under way).
 */
u32 tcpsplit_conn_buckets(struct tcpsplit_net *tn)
{
	u32 size;

	rcu_read_lock();
	size = rcu_dereference(tn->conn_table.tbl)->size;
	rcu_read_unlock();
	return size;
}

/* ------------------------------------------------------------------ */
/* Socket callbacks: softirq, never sleep; relay or queue the work    */

/*
 * Queues the connection's work, unless the connection is unlinked: then
 * whoever unlinked it is tearing it down and must not see the work again.
 * New bytes received in softirq are relayed there if they can be.
 * Callbacks also run in process context (backlog processing, the socket
 * owned by the task that releases it), hence _bh.
 */
static void tcpsplit_conn_kick(struct sock *sk, bool data, bool relay)
{
	struct tcpsplit_conn *conn;

	read_lock_bh(&sk->sk_callback_lock);
	conn = sk->sk_user_data;
	if (conn) {
		if (data)
			tcpsplit_fc_data_ready(conn, sk);
		/*
		 * The read lock keeps both legs open: the connection closes
		 * them after detaching both.
		 */
		if (relay && !sock_owned_by_user_nocheck(sk) &&
		    tcpsplit_relay_inline(conn, sk, data))
			goto out;
		spin_lock(&conn->lock);
		if (conn->linked)
			mod_delayed_work(tcpsplit_wq, &conn->work, 0);
		spin_unlock(&conn->lock);
	}
out:
	read_unlock_bh(&sk->sk_callback_lock);
}

/* Called by TCP with the socket locked, before it ACKs what it queued. */
static void tcpsplit_sk_data_ready(struct sock *sk)
{
	tcpsplit_conn_kick(sk, true, true);
}

/*
 * TCP calls it on ACKs while SOCK_NOSPACE is set: by a full send buffer,
 * or by flow control waiting for room in a budget.  Cleared here, so
 * that only the ACKs someone waits for wake the work.
 */
static void tcpsplit_sk_write_space(struct sock *sk)
{
	if (sk->sk_socket)
		clear_bit(SOCK_NOSPACE, &sk->sk_socket->flags);
	tcpsplit_conn_kick(sk, false, true);
}

static void tcpsplit_sk_state_change(struct sock *sk)
{
	tcpsplit_conn_kick(sk, false, false);
}

static void tcpsplit_attach(struct sock *sk, struct tcpsplit_conn *conn,
			    struct tcpsplit_saved_cb *saved)
{
	write_lock_bh(&sk->sk_callback_lock);
	saved->data_ready = sk->sk_data_ready;
	saved->write_space = sk->sk_write_space;
	saved->state_change = sk->sk_state_change;
	saved->attached = true;
	sk->sk_user_data = conn;
	sk->sk_data_ready = tcpsplit_sk_data_ready;
	sk->sk_write_space = tcpsplit_sk_write_space;
	sk->sk_state_change = tcpsplit_sk_state_change;
	write_unlock_bh(&sk->sk_callback_lock);
}

/*
 * After this no callback of @sock sees the connection.  The callbacks it
 * had are put back, so that it behaves as it did while it closes.
 */
static void tcpsplit_detach(struct socket *sock,
			    struct tcpsplit_saved_cb *saved)
{
	struct sock *sk;

	if (!sock || !saved->attached)
		return;
	sk = sock->sk;
	write_lock_bh(&sk->sk_callback_lock);
	sk->sk_user_data = NULL;
	sk->sk_data_ready = saved->data_ready;
	sk->sk_write_space = saved->write_space;
	sk->sk_state_change = saved->state_change;
	saved->attached = false;
	write_unlock_bh(&sk->sk_callback_lock);
}

/**
 * tcpsplit_conn_sk_leg() - which leg of a split connection a socket is
 * @sk: a full socket
 *
 * Context: rcu_read_lock() (connections are freed after a grace period).
 * Return: %TCPSPLIT_LEG_UP, %TCPSPLIT_LEG_DOWN, or %TCPSPLIT_LEG_NONE if
 * @sk is not (or no longer) part of a split connection.
 */
enum tcpsplit_leg tcpsplit_conn_sk_leg(const struct sock *sk)
{
	const struct tcpsplit_conn *conn;

	/* sk_user_data is someone else's unless the callbacks are ours. */
	if (READ_ONCE(sk->sk_data_ready) != tcpsplit_sk_data_ready)
		return TCPSPLIT_LEG_NONE;
	conn = READ_ONCE(sk->sk_user_data);
	if (!conn)
		return TCPSPLIT_LEG_NONE;
	return READ_ONCE(conn->up_sk) == sk ? TCPSPLIT_LEG_UP :
					      TCPSPLIT_LEG_DOWN;
}

/* ------------------------------------------------------------------ */
/* Teardown                                                            */

static void tcpsplit_conn_free_rcu(struct rcu_head *head)
{
	kmem_cache_free(tcpsplit_conn_cache,
			container_of(head, struct tcpsplit_conn, rcu));
}

/*
 * Unlinks the connection from the namespace's tables, unless someone did.
 * Whoever unlinks it owns its destruction: the connection's work, or the
 * namespace's exit.  Returns whether the caller did.
 */
static bool __tcpsplit_conn_unlink(struct tcpsplit_conn *conn)
{
	struct tcpsplit_net *tn = conn->tn;

	lockdep_assert_held(&tn->conns_lock);
	if (xa_erase(&tn->conns, conn->id) != conn)
		return false;
	rhashtable_remove_fast(&tn->conn_table, &conn->hnode,
			       tcpsplit_conn_params);
	spin_lock(&conn->lock);
	conn->linked = false;
	spin_unlock(&conn->lock);
	return true;
}

static bool tcpsplit_conn_unlink(struct tcpsplit_conn *conn)
{
	struct tcpsplit_net *tn = conn->tn;
	bool owner;

	spin_lock_bh(&tn->conns_lock);
	owner = __tcpsplit_conn_unlink(conn);
	spin_unlock_bh(&tn->conns_lock);
	return owner;
}

/*
 * Frees an unlinked connection whose callbacks are detached and whose work
 * is neither queued nor running (or is the caller).
 */
static void tcpsplit_conn_destroy(struct tcpsplit_conn *conn, bool abort)
{
	struct tcpsplit_net *tn = conn->tn;

	/* Every path to here gave a reason; this keeps the event whole. */
	tcpsplit_conn_end(conn, TCPSPLIT_CLOSE_ERROR);
	tcpsplit_netlink_notify_conn(conn, TCPSPLIT_CMD_CONN_CLOSE_NTF);
	tcpsplit_ct_conn_gone(tn);
	tcpsplit_fc_conn_exit(conn);
	tcpsplit_sock_close(conn->accepted, true);
	tcpsplit_sock_close(conn->down, abort);
	tcpsplit_sock_close(conn->up, abort);
	kfree_skb(conn->syn);
	atomic_dec(&conn->flow->live);
	tcpsplit_flow_put(conn->flow);
	call_rcu(&conn->rcu, tcpsplit_conn_free_rcu);
	/* The last touch of @tn: the namespace's exit waits for it. */
	if (atomic_dec_and_test(&tn->nconns))
		wake_up_var(&tn->nconns);
}

/* Called by the connection's own work when it is done with it. */
static void tcpsplit_conn_finish(struct tcpsplit_conn *conn, bool abort)
{
	if (!tcpsplit_conn_unlink(conn))
		return;		/* the namespace's exit owns it */
	tcpsplit_detach(conn->up, &conn->up_cb);
	tcpsplit_detach(conn->down, &conn->down_cb);
	/* Unlinked, no callback queues it: drop a pending instance. */
	cancel_delayed_work(&conn->work);
	tcpsplit_conn_destroy(conn, abort);
}

/* ------------------------------------------------------------------ */
/* Handshake                                                           */

/* Puts the held SYN's input device back, or returns false if it is gone. */
static bool tcpsplit_syn_dev(struct tcpsplit_conn *conn)
{
	struct net_device *dev;

	dev = dev_get_by_index_rcu(conn->tn->net, conn->syn_ifindex);
	if (!dev)
		return false;
	conn->syn->dev = dev;
	return true;
}

/* The ICMP or ICMPv6 code that tells of @err, or -1 for a reset. */
static int tcpsplit_unreach_code(u16 family, int err)
{
	switch (err) {
	case ECONNREFUSED:
		return -1;
	case ENETUNREACH:
		return family == AF_INET ? ICMP_NET_UNREACH : ICMPV6_NOROUTE;
	case EACCES:
		return family == AF_INET ? ICMP_PKT_FILTERED :
					   ICMPV6_ADM_PROHIBITED;
	case ENOPROTOOPT:
		if (family == AF_INET)
			return ICMP_PROT_UNREACH;
		fallthrough;
	default:	/* EHOSTUNREACH, EHOSTDOWN */
		return family == AF_INET ? ICMP_HOST_UNREACH :
					   ICMPV6_ADDR_UNREACH;
	}
}

/*
 * The server could not be reached: tell the client what the router was
 * told, from the held SYN, the way the server or a router on its path
 * would have.
 */
static void tcpsplit_conn_refuse(struct tcpsplit_conn *conn, int err)
{
	struct tcpsplit_flow *flow = conn->flow;
	struct net *net = conn->tn->net;
	u16 family = conn->tuple.family;
	int code;

	switch (err) {
	case ECONNREFUSED:
		atomic64_inc(&flow->refused);
		tcpsplit_conn_end(conn, TCPSPLIT_CLOSE_REFUSED);
		break;
	case ENETUNREACH:
	case EHOSTUNREACH:
	case EHOSTDOWN:
	case ENOPROTOOPT:
	case EACCES:
		atomic64_inc(&flow->unreach);
		tcpsplit_conn_end(conn, TCPSPLIT_CLOSE_UNREACHABLE);
		break;
	case ETIMEDOUT:
		/* Silent server: the client's own retries decide. */
		atomic64_inc(&flow->timeout);
		tcpsplit_conn_end(conn, TCPSPLIT_CLOSE_TIMEOUT);
		return;
	default:
		/*
		 * Another error the server leg's socket reported after its
		 * SYN left (local errors of bind or connect forward the SYN
		 * instead): no answer to make up, the client's retries
		 * decide, as for a silent server.
		 */
		atomic64_inc(&flow->errors);
		tcpsplit_conn_end(conn, TCPSPLIT_CLOSE_ERROR);
		return;
	}
	code = tcpsplit_unreach_code(family, err);

	rcu_read_lock();
	local_bh_disable();
	if (tcpsplit_syn_dev(conn)) {
		if (code < 0 && family == AF_INET)
			nf_send_reset(net, NULL, conn->syn,
				      NF_INET_PRE_ROUTING);
		else if (code < 0)
			nf_send_reset6(net, NULL, conn->syn,
				       NF_INET_PRE_ROUTING);
		else if (family == AF_INET)
			nf_send_unreach(conn->syn, code, NF_INET_PRE_ROUTING);
		else
			nf_send_unreach6(net, conn->syn, code,
					 NF_INET_PRE_ROUTING);
	}
	local_bh_enable();
	rcu_read_unlock();
}

/* The server answered: the held SYN goes on to the listener. */
static int tcpsplit_conn_pass_syn(struct tcpsplit_conn *conn)
{
	struct sock *lsk = tcpsplit_listener_sk(conn->tn, conn->tuple.family);
	int err = -ENODEV;

	rcu_read_lock();
	local_bh_disable();
	if (lsk && tcpsplit_syn_dev(conn) &&
	    tcpsplit_steer_syn_deliver(conn->syn, lsk)) {
		conn->syn = NULL;
		err = 0;
	}
	local_bh_enable();
	rcu_read_unlock();
	return err;
}

/*
 * The router could not open the server leg itself: its transparent bind
 * or connect failed at once, as when one of its own sockets holds the
 * client's port, a server leg of the same addresses and ports is in
 * TIME_WAIT, or its socket's route lookup differs from the forwarding
 * one (the SYN did reach FORWARD).  None of it is the server's answer:
 * the held SYN goes on unsplit, where FORWARD left it (its hook is the
 * chain's last), and the connection is forwarded as without a flow.
 * Dropped, the SYN's retries would meet the same error every time.
 */
static void tcpsplit_conn_forward_syn(struct tcpsplit_conn *conn)
{
	struct sk_buff *skb;

	rcu_read_lock();
	local_bh_disable();
	if (tcpsplit_syn_dev(conn) && tcpsplit_steer_syn_route(conn->syn)) {
		skb = conn->syn;
		conn->syn = NULL;
		conn->syn_okfn(conn->tn->net, NULL, skb);
	}
	local_bh_enable();
	rcu_read_unlock();
}

/*
 * Opens the server leg: a transparent socket bound to the client's
 * address and port, connecting to the server without waiting.  Returns 0
 * or a local error (the SYN then goes on unsplit).
 */
static int tcpsplit_conn_connect(struct tcpsplit_conn *conn)
{
	const struct tcpsplit_tuple *t = &conn->tuple;
	struct sockaddr_storage local, remote;
	int llen, rlen, err;
	struct socket *sock;

	llen = tcpsplit_sock_addr(&local, t->family, &t->saddr, t->sport);
	rlen = tcpsplit_sock_addr(&remote, t->family, &t->daddr, t->dport);
	err = sock_create_kern(conn->tn->net, t->family, SOCK_STREAM,
			       IPPROTO_TCP, &sock);
	if (err)
		return err;
	WRITE_ONCE(conn->up, sock);
	WRITE_ONCE(conn->up_sk, sock->sk);
	/* Transparent: it may use the client's address as its own. */
	tcpsplit_set_transparent(sock->sk);
	tcpsplit_relay_leg_init(sock->sk);
	sock_set_reuseaddr(sock->sk);
	/* Before connect(): the SYN starts the congestion control. */
	tcpsplit_fc_leg_init(conn, sock->sk);
	err = kernel_bind(sock, (struct sockaddr *)&local, llen);
	if (err)
		return err;
	tcpsplit_attach(sock->sk, conn, &conn->up_cb);
	err = kernel_connect(sock, (struct sockaddr *)&remote, rlen,
			     O_NONBLOCK);
	if (err && err != -EINPROGRESS)
		return err;
	/* After: the SYN announced an unlocked socket's window scale. */
	tcpsplit_fc_leg_start(conn, sock->sk);
	return 0;
}

/* CONNECTING: returns true when the connection is finished with. */
static bool tcpsplit_conn_step_connecting(struct tcpsplit_conn *conn)
{
	struct sock *sk;
	int err;

	if (!conn->up) {
		tcpsplit_ct_conn_init(conn);
		if (tcpsplit_conn_connect(conn)) {
			atomic64_inc(&conn->flow->errors);
			tcpsplit_conn_end(conn, TCPSPLIT_CLOSE_ERROR);
			tcpsplit_conn_forward_syn(conn);
			return true;
		}
	}
	sk = conn->up->sk;
	switch (READ_ONCE(sk->sk_state)) {
	case TCP_ESTABLISHED:
	case TCP_CLOSE_WAIT:
		/*
		 * Connected; in CLOSE_WAIT the server's FIN came before
		 * this work ran (its data and EOF are relayed once the
		 * client is accepted).
		 */
		WRITE_ONCE(conn->state, TCPSPLIT_CONN_S_ACCEPTING);
		conn->deadline = jiffies + TCPSPLIT_ACCEPT_TIMEOUT;
		if (tcpsplit_conn_pass_syn(conn)) {
			atomic64_inc(&conn->flow->errors);
			tcpsplit_conn_end(conn, TCPSPLIT_CLOSE_ERROR);
			return true;
		}
		/*
		 * Wakes up at the deadline unless accepted before.  Not
		 * mod_delayed_work(): the client's handshake may already
		 * have completed on another CPU, and the accept work's
		 * immediate kick must not be pushed back by a minute.
		 */
		queue_delayed_work(tcpsplit_wq, &conn->work,
				   TCPSPLIT_ACCEPT_TIMEOUT);
		return false;
	case TCP_CLOSE:
		err = sock_error(sk);
		tcpsplit_conn_refuse(conn, err ? -err : ECONNREFUSED);
		return true;
	default:
		/*
		 * An ICMP error that arrived while connect() held the socket
		 * is only recorded as a soft error (tcp_v4_err(),
		 * tcp_v6_err()); the attempt would wait for the next SYN
		 * retransmission.  In SYN_SENT it is as final as one that
		 * came a moment later.
		 */
		err = READ_ONCE(sk->sk_err_soft);
		switch (err) {
		case ECONNREFUSED:
		case ENETUNREACH:
		case EHOSTUNREACH:
		case EHOSTDOWN:
		case ENOPROTOOPT:
		case EACCES:
			tcpsplit_conn_refuse(conn, err);
			return true;
		}
		return false;	/* SYN_SENT: the state change wakes us */
	}
}

/*
 * ACCEPTING: takes the child the accept work handed over.  Returns true
 * when the connection must be given up.
 */
static bool tcpsplit_conn_step_accepting(struct tcpsplit_conn *conn)
{
	struct tcpsplit_net *tn = conn->tn;
	struct socket *sock;

	spin_lock_bh(&tn->conns_lock);
	sock = conn->accepted;
	conn->accepted = NULL;
	spin_unlock_bh(&tn->conns_lock);

	if (!sock) {
		/*
		 * The server reset meanwhile.  Bytes it sent before still
		 * go to the client once it is accepted, then the reset
		 * (tcpsplit_conn_drain()): end to end, the client would
		 * have read them.
		 */
		if (tcpsplit_relay_broken(conn->up->sk) &&
		    skb_queue_empty_lockless(&conn->up->sk->sk_receive_queue)) {
			tcpsplit_conn_end(conn,
					  tcpsplit_relay_end_reason(conn->up->sk, true));
			return true;
		}
		if (time_after_eq(jiffies, conn->deadline)) {
			atomic64_inc(&conn->flow->errors);
			tcpsplit_conn_end(conn, TCPSPLIT_CLOSE_TIMEOUT);
			return true;
		}
		/* A kick replaced the deadline's timer: set it again. */
		queue_delayed_work(tcpsplit_wq, &conn->work,
				   conn->deadline - jiffies);
		return false;
	}
	tcpsplit_relay_leg_init(sock->sk);
	WRITE_ONCE(conn->down, sock);
	/*
	 * After @down: the server leg's softirq relays once it reads this
	 * (tcpsplit_relay_inline()).
	 */
	smp_store_release(&conn->state, TCPSPLIT_CONN_S_RELAYING);
	tcpsplit_fc_leg_init(conn, sock->sk);
	tcpsplit_fc_leg_start(conn, sock->sk);
	/* Replaces the listener's callbacks the child inherited. */
	tcpsplit_attach(sock->sk, conn, &conn->down_cb);
	atomic64_inc(&conn->flow->split);
	tcpsplit_netlink_notify_conn(conn, TCPSPLIT_CMD_CONN_OPEN_NTF);
	/* Bytes may have arrived before the callbacks changed. */
	mod_delayed_work(tcpsplit_wq, &conn->work, 0);
	return false;
}

static void tcpsplit_conn_work(struct work_struct *work)
{
	struct tcpsplit_conn *conn = container_of(to_delayed_work(work),
						  struct tcpsplit_conn, work);
	int ret;

	switch (conn->state) {
	case TCPSPLIT_CONN_S_CONNECTING:
		if (tcpsplit_conn_step_connecting(conn))
			tcpsplit_conn_finish(conn, true);
		break;
	case TCPSPLIT_CONN_S_ACCEPTING:
		ret = tcpsplit_conn_step_accepting(conn);
		if (ret)
			tcpsplit_conn_finish(conn, true);
		break;
	default:
		ret = tcpsplit_relay_step(conn);
		if (ret)
			tcpsplit_conn_finish(conn, ret < 0);
		break;
	}
}

/**
 * tcpsplit_conn_start() - start splitting a connection from its SYN
 * @tn: the namespace's state
 * @flow: the flow the SYN matched
 * @skb: the client's SYN; on success the connection holds it (the hook
 *	returns NF_STOLEN)
 * @state: the hook's state
 * @t: the SYN's addresses and ports
 *
 * Context: softirq, rcu_read_lock().
 * Return: 0, -EEXIST if the connection is being split already (a
 * retransmitted SYN), -ENOENT if @flow was deleted since it matched,
 * -EAGAIN while the conntrack zone changes (tcpsplit_ct_set_zone()) or
 * once the module is being unloaded (tcpsplit_conn_unload()),
 * -ENOBUFS if the namespace's memory limit leaves no room for its budgets
 * (it is then not split), or -ENOMEM.
 */
int tcpsplit_conn_start(struct tcpsplit_net *tn, struct tcpsplit_flow *flow,
			struct sk_buff *skb, const struct nf_hook_state *state,
			const struct tcpsplit_tuple *t)
{
	struct tcpsplit_conn *conn;
	int err;

	conn = kmem_cache_zalloc(tcpsplit_conn_cache, GFP_ATOMIC);
	if (!conn)
		return -ENOMEM;
	INIT_DELAYED_WORK(&conn->work, tcpsplit_conn_work);
	spin_lock_init(&conn->lock);
	seqcount_init(&conn->pump_seq);
	conn->linked = true;
	conn->tn = tn;
	conn->tuple = *t;
	conn->state = TCPSPLIT_CONN_S_CONNECTING;
	conn->syn_ifindex = state->in->ifindex;
	conn->syn_okfn = state->okfn;

	/*
	 * The flow was matched under RCU without a reference: a FLOW_DEL
	 * or FLUSH may have dropped its last one since (it is freed after
	 * this grace period).  Such a flow splits nothing more.
	 */
	if (!refcount_inc_not_zero(&flow->ref)) {
		kmem_cache_free(tcpsplit_conn_cache, conn);
		return -ENOENT;
	}
	conn->flow = flow;

	/* Tables change under conns_lock only: no twin can appear below. */
	spin_lock(&tn->conns_lock);
	err = -EAGAIN;
	if (tn->ct_zone_moving || READ_ONCE(tcpsplit_unloading))
		goto unlock;
	err = -EEXIST;
	if (tcpsplit_conn_lookup(tn, t))
		goto unlock;
	err = -ENOBUFS;
	if (tcpsplit_fc_conn_init(conn))
		goto unlock;
	conn->id = ++tn->last_conn_id;
	/* Readers of @conns hold conns_lock: none sees it if we fail. */
	err = xa_insert(&tn->conns, conn->id, conn,
			GFP_ATOMIC | __GFP_NOWARN);
	if (err)
		goto unreserve;
	/* Last: from here the hooks on other CPUs may find it. */
	err = rhashtable_insert_fast(&tn->conn_table, &conn->hnode,
				     tcpsplit_conn_params);
	if (err) {
		xa_erase(&tn->conns, conn->id);
		goto unreserve;
	}
	atomic_inc(&flow->live);
	atomic_inc(&tn->nconns);
	/* Held without device or route: see tcpsplit_conn.syn_ifindex. */
	skb_dst_drop(skb);
	skb->dev = NULL;
	conn->syn = skb;
	queue_delayed_work(tcpsplit_wq, &conn->work, 0);
	spin_unlock(&tn->conns_lock);
	return 0;

unreserve:
	tcpsplit_fc_conn_exit(conn);
	err = -ENOMEM;
unlock:
	spin_unlock(&tn->conns_lock);
	tcpsplit_flow_put(flow);
	kmem_cache_free(tcpsplit_conn_cache, conn);
	return err;
}

/**
 * tcpsplit_conn_info() - a connection's queues and legs, for dumps
 * @conn: the connection; its legs stay open meanwhile: the caller holds
 *	conns_lock with @conn linked, or is @conn's work
 * @queued_c2s: bytes waiting at the router from client to server
 * @queued_s2c: bytes waiting from server to client
 * @crtt: smoothed RTT of the client leg, us
 * @ccwnd: congestion window of the client leg
 * @srtt: smoothed RTT of the server leg, us
 * @scwnd: congestion window of the server leg
 *
 * Reads the sockets without their locks: the figures are a snapshot.
 */
void tcpsplit_conn_info(const struct tcpsplit_conn *conn, u32 *queued_c2s,
			u32 *queued_s2c, u32 *crtt, u32 *ccwnd, u32 *srtt,
			u32 *scwnd)
{
	struct socket *down = READ_ONCE(conn->down), *up = READ_ONCE(conn->up);
	const struct tcp_sock *d = down ? tcp_sk(down->sk) : NULL;
	const struct tcp_sock *u = up ? tcp_sk(up->sk) : NULL;
	unsigned int seq = raw_read_seqcount(&conn->pump_seq);

	*queued_c2s = 0;
	*queued_s2c = 0;
	*crtt = 0;
	*ccwnd = 0;
	*srtt = 0;
	*scwnd = 0;
	if (d) {
		*queued_c2s += READ_ONCE(d->rcv_nxt) - READ_ONCE(d->copied_seq);
		*queued_s2c += READ_ONCE(d->write_seq) - READ_ONCE(d->snd_una);
		*crtt = READ_ONCE(d->srtt_us) >> 3;
		*ccwnd = tcp_snd_cwnd(d);
	}
	if (u && d) {	/* before, "up" holds nothing but its SYN */
		*queued_s2c += READ_ONCE(u->rcv_nxt) - READ_ONCE(u->copied_seq);
		*queued_c2s += READ_ONCE(u->write_seq) - READ_ONCE(u->snd_una);
	}
	if (u) {
		*srtt = READ_ONCE(u->srtt_us) >> 3;
		*scwnd = tcp_snd_cwnd(u);
	}
	/*
	 * Relaying, the bytes being moved are in the sender's write_seq
	 * before they leave the receiver's copied_seq: counted twice.  The
	 * figure of the last look under the locks is exact then (neither
	 * leg takes packets while the work holds both).
	 */
	if ((seq & 1) || read_seqcount_retry(&conn->pump_seq, seq)) {
		*queued_c2s = min(*queued_c2s,
				  READ_ONCE(conn->dir[TCPSPLIT_C2S].waiting));
		*queued_s2c = min(*queued_s2c,
				  READ_ONCE(conn->dir[TCPSPLIT_S2C].waiting));
	}
}

/**
 * tcpsplit_conn_net_init() - initialise a namespace's connection state
 * @tn: the namespace's state
 * @net: the namespace
 *
 * The table starts at its smallest: a namespace without connections pays
 * for 16 buckets.
 *
 * Return: 0 or -ENOMEM.
 */
int tcpsplit_conn_net_init(struct tcpsplit_net *tn, struct net *net)
{
	/* Connection IDs are u64 and index @conns. */
	BUILD_BUG_ON(sizeof(unsigned long) < sizeof(u64));
	tn->net = net;
	tcpsplit_listener_net_init(tn);
	spin_lock_init(&tn->conns_lock);
	xa_init(&tn->conns);
	atomic_set(&tn->nconns, 0);
	tn->last_conn_id = 0;
	return rhashtable_init(&tn->conn_table, &tcpsplit_conn_params);
}

/*
 * Resets and frees every connection of a namespace, none starting any
 * more, and returns once the last is gone.  @reason: why, unless a
 * connection's end had begun already.
 */
static void tcpsplit_conn_cut_all(struct tcpsplit_net *tn, u8 reason)
{
	struct tcpsplit_conn *conn;
	unsigned long id;

	/*
	 * One at a time: a work running right now either finishes its
	 * connection itself or finds it unlinked and leaves it to us.
	 */
	for (;;) {
		id = 0;
		spin_lock_bh(&tn->conns_lock);
		conn = xa_find(&tn->conns, &id, ULONG_MAX, XA_PRESENT);
		if (conn)
			__tcpsplit_conn_unlink(conn);
		spin_unlock_bh(&tn->conns_lock);
		if (!conn)
			break;
		/*
		 * Unlinked, it is not queued by callbacks any more; a running
		 * work may still attach the client leg or queue itself: wait
		 * for it, then detach what it left attached.
		 */
		cancel_delayed_work_sync(&conn->work);
		tcpsplit_detach(conn->up, &conn->up_cb);
		tcpsplit_detach(conn->down, &conn->down_cb);
		tcpsplit_conn_end(conn, reason);
		tcpsplit_conn_destroy(conn, true);
	}
	/*
	 * Connections that their own works unlinked are still being
	 * destroyed by them, using @tn: wait until the last is done.
	 */
	wait_var_event(&tn->nconns, !atomic_read(&tn->nconns));
}

/**
 * tcpsplit_conn_net_exit() - tear down every connection of a namespace
 * @tn: the namespace's state
 *
 * Kernel sockets do not keep their namespace alive, so none may survive
 * it: every connection is reset and freed, and the listener closed.
 *
 * Context: the hooks that start connections are unregistered (the zone
 * hooks are not: the resets sent here need them) and no netlink request can
 * reach it any more.
 */
void tcpsplit_conn_net_exit(struct tcpsplit_net *tn)
{
	tcpsplit_listener_net_stop(tn);
	tcpsplit_conn_cut_all(tn, TCPSPLIT_CLOSE_NETNS_DELETED);
	tcpsplit_listener_net_exit(tn);
}

/**
 * tcpsplit_conn_net_free() - free a namespace's connection tables
 * @tn: the namespace's state, without connections
 *
 * Context: after tcpsplit_conn_net_exit() and once no hook can run (the
 * hooks look the table up under RCU).
 */
void tcpsplit_conn_net_free(struct tcpsplit_net *tn)
{
	WARN_ON_ONCE(!xa_empty(&tn->conns));
	xa_destroy(&tn->conns);
	rhashtable_destroy(&tn->conn_table);
}

/**
 * tcpsplit_conn_unload() - cut every connection of every namespace
 *
 * While the netlink family is still registered, so that the close events
 * reach the namespaces' monitors.  No connection starts afterwards: their
 * SYNs are forwarded unsplit until the hooks go.
 *
 * Context: module exit, before the netlink family and the namespaces'
 * state go.
 */
void tcpsplit_conn_unload(void)
{
	struct net *net;

	/* Seen by every tcpsplit_conn_start() after its conns_lock. */
	WRITE_ONCE(tcpsplit_unloading, true);
	/* Listed namespaces have not begun their exit, nor can meanwhile. */
	down_read(&net_rwsem);
	for_each_net(net)
		tcpsplit_conn_cut_all(tcpsplit_pernet(net), TCPSPLIT_CLOSE_UNLOAD);
	up_read(&net_rwsem);
}
