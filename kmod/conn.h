/* SPDX-License-Identifier: GPL-2.0 */
/*
 * tcpsplit: split connections: their life from SYN to close (conn.c).
 */
#ifndef _TCPSPLIT_CONN_H
#define _TCPSPLIT_CONN_H

#include <linux/rhashtable-types.h>

#include "tcpsplit.h"
#include "fc.h"

struct tcpsplit_flow;

/**
 * struct tcpsplit_saved_cb - a socket's callbacks before a connection took it
 * @data_ready: sk_data_ready
 * @write_space: sk_write_space
 * @state_change: sk_state_change
 * @attached: the connection's callbacks are in place
 */
struct tcpsplit_saved_cb {
	void	(*data_ready)(struct sock *sk);
	void	(*write_space)(struct sock *sk);
	void	(*state_change)(struct sock *sk);
	bool	attached;
};

/**
 * struct tcpsplit_conn - one split connection
 * @hnode: entry in &tcpsplit_net.conn_table by 4-tuple; RCU readers
 * @rcu: frees the connection after the hook's readers are done
 * @lock: protects @linked against socket callbacks
 * @linked: in the namespace's tables (&tcpsplit_net.conns by @id and
 *	&tcpsplit_net.conn_table); callbacks only queue the work of a linked
 *	connection
 * @tn: the namespace's state (kernel sockets do not pin a namespace: the
 *	namespace's exit tears every connection down first)
 * @flow: the flow that matched (a reference)
 * @id: connection ID, unique in the namespace
 * @tuple: the client's SYN's addresses and ports: the client is the
 *	source, the server the destination
 * @state: &enum tcpsplit_conn_state
 * @work: runs every step of the connection; socket callbacks queue it
 * @syn: the client's SYN, held until the server answers
 * @syn_ifindex: the SYN's input interface: the SYN holds no device
 *	reference, so that it never delays an interface's removal
 * @syn_okfn: what FORWARD would have called after its hooks: forwards the
 *	SYN unsplit if the router itself cannot split it
 * @up: server leg, the router's transparent client socket
 * @up_sk: @up's sock, for tcpsplit_conn_sk_leg() (compared, never followed)
 * @down: client leg, accepted from the namespace's listener
 * @accepted: the client leg, handed over by the accept work under
 *	conns_lock until the work takes it
 * @up_cb: @up's own callbacks
 * @down_cb: @down's own callbacks
 * @deadline: jiffies by which the client must finish its handshake;
 *	once a leg was reset, by which the other gets its reset
 * @draining: a leg was reset; what it had received still goes out
 * @c2s_fin: FIN passed on to the server
 * @s2c_fin: FIN passed on to the client
 * @bytes_c2s: bytes relayed from client to server
 * @bytes_s2c: bytes relayed from server to client
 * @ct_client: conntrack tracks the client leg (it saw the client's SYN)
 * @ct_client_zone: the client leg's conntrack zone, if @ct_client (the
 *	server leg's is the namespace's, tcpsplit_net.ct_zone)
 * @dir: flow control of each direction, %TCPSPLIT_C2S and %TCPSPLIT_S2C
 * @pump_seq: odd while a pump moves bytes from one leg to the other:
 *	the bytes are then in both legs' counters at once for a moment
 * @urg: per direction, an urgent byte not yet passed on, at @urg_seq of
 *	the receiving leg (relay.c); under that leg's lock
 * @urg_seq: its sequence number
 * @close_reason: why the connection ends (&enum tcpsplit_close_reason), 0
 *	until that is known; see tcpsplit_conn_end()
 */
struct tcpsplit_conn {
	struct rhash_head	hnode;
	struct rcu_head		rcu;
	spinlock_t		lock;	/* see above */
	bool			linked;
	struct tcpsplit_net	*tn;
	struct tcpsplit_flow	*flow;
	u64			id;
	struct tcpsplit_tuple	tuple;
	u8			state;
	struct delayed_work	work;
	struct sk_buff		*syn;
	int			syn_ifindex;
	int			(*syn_okfn)(struct net *net, struct sock *sk,
					    struct sk_buff *skb);
	struct socket		*up;
	struct sock		*up_sk;
	struct socket		*down;
	struct socket		*accepted;
	struct tcpsplit_saved_cb up_cb;
	struct tcpsplit_saved_cb down_cb;
	unsigned long		deadline;
	bool			draining;
	bool			c2s_fin;
	bool			s2c_fin;
	u64			bytes_c2s;
	u64			bytes_s2c;
	bool			ct_client;
	u16			ct_client_zone;
	struct tcpsplit_dir	dir[TCPSPLIT_NDIRS];
	seqcount_t		pump_seq;
	bool			urg[TCPSPLIT_NDIRS];
	u32			urg_seq[TCPSPLIT_NDIRS];
	u8			close_reason;
};

/**
 * enum tcpsplit_leg - what a socket is to the module
 * @TCPSPLIT_LEG_NONE: not a socket of a split connection
 * @TCPSPLIT_LEG_UP: a server leg (the router's upstream socket)
 * @TCPSPLIT_LEG_DOWN: a client leg (accepted from the listener)
 */
enum tcpsplit_leg {
	TCPSPLIT_LEG_NONE,
	TCPSPLIT_LEG_UP,
	TCPSPLIT_LEG_DOWN,
};

/**
 * tcpsplit_conn_end() - record why a connection ends, unless known already
 * @conn: the connection
 * @reason: &enum tcpsplit_close_reason
 *
 * The first cause stands: a reset that began the end is not replaced by
 * what cut the end short.  Only the connection's work writes it, and the
 * namespace's exit or the unload once the work is cancelled; the close
 * event reads it from the same context, and nothing else does.
 */
static inline void tcpsplit_conn_end(struct tcpsplit_conn *conn, u8 reason)
{
	if (!conn->close_reason)
		conn->close_reason = reason;
}

int tcpsplit_conn_cache_init(void);
void tcpsplit_conn_cache_exit(void);
extern struct workqueue_struct *tcpsplit_wq;
int tcpsplit_conn_net_init(struct tcpsplit_net *tn, struct net *net);
void tcpsplit_conn_net_exit(struct tcpsplit_net *tn);
void tcpsplit_conn_net_free(struct tcpsplit_net *tn);
u32 tcpsplit_conn_buckets(struct tcpsplit_net *tn);
void tcpsplit_conn_unload(void);
struct tcpsplit_conn *tcpsplit_conn_lookup(struct tcpsplit_net *tn,
					   const struct tcpsplit_tuple *t);
int tcpsplit_conn_start(struct tcpsplit_net *tn, struct tcpsplit_flow *flow,
			struct sk_buff *skb, const struct nf_hook_state *state,
			const struct tcpsplit_tuple *t);
enum tcpsplit_leg tcpsplit_conn_sk_leg(const struct sock *sk);
void tcpsplit_conn_info(const struct tcpsplit_conn *conn, u32 *queued_c2s,
			u32 *queued_s2c, u32 *crtt, u32 *ccwnd, u32 *srtt,
			u32 *scwnd);

#endif /* _TCPSPLIT_CONN_H */
