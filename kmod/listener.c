// SPDX-License-Identifier: GPL-2.0
/*
 * tcpsplit: the namespace's transparent listeners, one per address family.
 * The held SYN of a connection whose server answered is delivered to one
 * (steer.c); the child it accepts is handed to the connection by the
 * accept work, and the connection's own work takes it from there.
 */
#include <linux/ipv6.h>
#include <linux/net.h>
#include <linux/workqueue.h>
#include <net/inet_sock.h>
#include <net/ipv6.h>
#include <net/sock.h>
#include <net/tcp.h>

#include "compat.h"
#include "tcpsplit.h"
#include "listener.h"
#include "fc.h"
#include "conn.h"
#include "sock.h"

/* Backlog of the listener: also bounds its SYN queue. */
#define TCPSPLIT_LISTEN_BACKLOG	4096

/**
 * tcpsplit_listener_sk() - the namespace's listening socket of a family
 * @tn: the namespace's state
 * @family: AF_INET or AF_INET6
 *
 * Return: the listener's sock, or NULL before the first flow (or for
 * IPv6 in a kernel booted without it).
 */
struct sock *tcpsplit_listener_sk(struct tcpsplit_net *tn, u16 family)
{
	struct socket *l = READ_ONCE(tn->listener[TCPSPLIT_FIDX(family)].sock);

	return l ? l->sk : NULL;
}

/*
 * The listener's data_ready: a child is ready to accept.  Children inherit
 * the callback but not sk_user_data (SK_USER_DATA_NOCOPY), so on a child
 * it does nothing until the connection gives the child its own callbacks.
 */
static void tcpsplit_listen_data_ready(struct sock *sk)
{
	struct tcpsplit_net *tn;

	rcu_read_lock();
	tn = rcu_dereference_sk_user_data(sk);
	if (tn)
		queue_work(tcpsplit_wq, &tn->accept_work);
	rcu_read_unlock();
}

/* The child's addresses and ports, as its client's SYN had them. */
static void tcpsplit_child_tuple(const struct sock *sk,
				 struct tcpsplit_tuple *t)
{
	memset(t, 0, sizeof(*t));
	t->family = sk->sk_family;
	if (t->family == AF_INET) {
		t->saddr.v4 = sk->sk_daddr;
		t->daddr.v4 = sk->sk_rcv_saddr;
	} else {
		t->saddr.v6 = sk->sk_v6_daddr;
		t->daddr.v6 = sk->sk_v6_rcv_saddr;
	}
	t->sport = sk->sk_dport;
	t->dport = htons(sk->sk_num);
}

/* Hands each child @listener has ready to its connection. */
static void tcpsplit_accept(struct tcpsplit_net *tn, struct socket *listener)
{
	struct tcpsplit_conn *conn;
	struct tcpsplit_tuple t;
	struct socket *sock;

	while (!kernel_accept(listener, &sock, O_NONBLOCK)) {
		tcpsplit_child_tuple(sock->sk, &t);
		spin_lock_bh(&tn->conns_lock);
		rcu_read_lock();
		conn = tcpsplit_conn_lookup(tn, &t);
		rcu_read_unlock();
		if (conn && conn->state == TCPSPLIT_CONN_S_ACCEPTING &&
		    !conn->accepted && !conn->down) {
			conn->accepted = sock;
			/* Under the lock: a linked connection is not freed. */
			mod_delayed_work(tcpsplit_wq, &conn->work, 0);
			sock = NULL;
		}
		spin_unlock_bh(&tn->conns_lock);

		/* Not one of ours: someone connected to the port.  Reset. */
		if (sock)
			tcpsplit_sock_close(sock, true);
	}
}

/*
 * Hands each accepted child to its connection; the connection's own work
 * takes it from there (it is the only one that changes a connection).
 */
static void tcpsplit_accept_work(struct work_struct *work)
{
	struct tcpsplit_net *tn = container_of(work, struct tcpsplit_net,
					       accept_work);
	int i;

	for (i = 0; i < ARRAY_SIZE(tn->listener); i++) {
		if (tn->listener[i].sock)
			tcpsplit_accept(tn, tn->listener[i].sock);
	}
}

static int tcpsplit_listener_new(struct tcpsplit_net *tn, u16 family)
{
	struct tcpsplit_listener *l = &tn->listener[TCPSPLIT_FIDX(family)];
	union tcpsplit_addr lo = {};
	struct sockaddr_storage ss;
	struct socket *sock;
	int len, err;

	err = sock_create_kern(tn->net, family, SOCK_STREAM, IPPROTO_TCP,
			       &sock);
	if (err)
		return err;
	tcpsplit_set_transparent(sock->sk);
	/*
	 * A SYN-ACK offers the listener's free space (up to 64 KB), and
	 * TCP never takes an offered window back: the client could send
	 * that much before the child's window follows the budget.  Offer
	 * about the initial budget instead.  Not locked (SOCK_RCVBUF_LOCK
	 * would also clamp the window scale to it); children get their
	 * buffers from their budgets.
	 */
	lock_sock(sock->sk);
	WRITE_ONCE(sock->sk->sk_rcvbuf, 2 * TCPSPLIT_BUDGET_INIT);
	release_sock(sock->sk);
	/* Its port is the IPv4 listener's business, not this one's. */
	if (family == AF_INET6)
		ip6_sock_set_v6only(sock->sk);
	/*
	 * On the loopback address, not the wildcard: a wildcard listener's
	 * port clashes with the transparent bind of every server leg whose
	 * client happens to use that port as its own (EADDRINUSE, and the
	 * client's retries fail alike).  The listener is assigned its SYNs,
	 * never looked up by address, so any address does; a transparent
	 * socket may bind it with lo down.
	 */
	if (family == AF_INET)
		lo.v4 = htonl(INADDR_LOOPBACK);
	else
		lo.v6 = in6addr_loopback;
	len = tcpsplit_sock_addr(&ss, family, &lo, 0);
	err = kernel_bind(sock, (struct sockaddr *)&ss, len);
	if (!err)
		err = kernel_listen(sock, TCPSPLIT_LISTEN_BACKLOG);
	if (err) {
		sock_release(sock);
		return err;
	}
	write_lock_bh(&sock->sk->sk_callback_lock);
	__rcu_assign_sk_user_data_with_flags(sock->sk, tn, SK_USER_DATA_NOCOPY);
	l->data_ready = sock->sk->sk_data_ready;
	sock->sk->sk_data_ready = tcpsplit_listen_data_ready;
	write_unlock_bh(&sock->sk->sk_callback_lock);
	WRITE_ONCE(l->sock, sock);
	return 0;
}

/**
 * tcpsplit_listener_ensure() - create the namespace's listeners if needed
 * @tn: the namespace's state
 *
 * One listener per address family.  A listener is transparent, so the
 * request sockets it creates take the addresses of the SYN they were
 * given: the client talks to its server's address and port.  It is bound
 * to the loopback address and an ephemeral port that nothing but its own
 * SYNs should reach; anything else it accepts is reset.  A kernel booted
 * with IPv6 disabled gets no IPv6 listener (and sees no IPv6 SYN).
 *
 * Context: tn->lock held.
 * Return: 0 or a negative errno.
 */
int tcpsplit_listener_ensure(struct tcpsplit_net *tn)
{
	int err;

	lockdep_assert_held(&tn->lock);
	if (!tn->listener[TCPSPLIT_FIDX(AF_INET)].sock) {
		err = tcpsplit_listener_new(tn, AF_INET);
		if (err)
			return err;
	}
	if (!tn->listener[TCPSPLIT_FIDX(AF_INET6)].sock) {
		err = tcpsplit_listener_new(tn, AF_INET6);
		if (err && err != -EAFNOSUPPORT)
			return err;
	}
	return 0;
}

/**
 * tcpsplit_listener_net_init() - initialise a namespace's listener state
 * @tn: the namespace's state
 */
void tcpsplit_listener_net_init(struct tcpsplit_net *tn)
{
	memset(tn->listener, 0, sizeof(tn->listener));
	INIT_WORK(&tn->accept_work, tcpsplit_accept_work);
}

/**
 * tcpsplit_listener_net_stop() - stop the listeners' accepting
 * @tn: the namespace's state
 *
 * The listeners get their own callbacks back and the accept work is not
 * queued any more; their sockets stay (tcpsplit_listener_net_exit()).
 *
 * Context: namespace exit, before its connections are torn down.
 */
void tcpsplit_listener_net_stop(struct tcpsplit_net *tn)
{
	struct sock *lsk;
	int i;

	for (i = 0; i < ARRAY_SIZE(tn->listener); i++) {
		if (!tn->listener[i].sock)
			continue;
		lsk = tn->listener[i].sock->sk;
		write_lock_bh(&lsk->sk_callback_lock);
		rcu_assign_sk_user_data(lsk, NULL);
		lsk->sk_data_ready = tn->listener[i].data_ready;
		write_unlock_bh(&lsk->sk_callback_lock);
	}
	/*
	 * The accept work uses the listeners: done before they go.  A
	 * data_ready that saw @tn before the callbacks were restored may
	 * still queue it: wait for those first.  The same grace period
	 * waits for packets still in the hooks that tcpsplit_hook_net_stop()
	 * unregistered: no connection starts after it.
	 */
	synchronize_rcu();
	cancel_work_sync(&tn->accept_work);
}

/**
 * tcpsplit_listener_net_exit() - close a namespace's listeners
 * @tn: the namespace's state
 *
 * Context: namespace exit, after tcpsplit_listener_net_stop() and after
 * the connections are gone.
 */
void tcpsplit_listener_net_exit(struct tcpsplit_net *tn)
{
	int i;

	for (i = 0; i < ARRAY_SIZE(tn->listener); i++) {
		if (tn->listener[i].sock)
			sock_release(tn->listener[i].sock);
		tn->listener[i].sock = NULL;
	}
}
