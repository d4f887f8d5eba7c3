/* SPDX-License-Identifier: GPL-2.0 */
/*
 * tcpsplit: internal definitions shared by the module's files.
 */
#ifndef _TCPSPLIT_H
#define _TCPSPLIT_H

#include <linux/atomic.h>
#include <linux/if.h>
#include <linux/in6.h>
#include <linux/list.h>
#include <linux/mutex.h>
#include <linux/netlink.h>
#include <linux/rcupdate.h>
#include <linux/seqlock.h>
#include <linux/types.h>
#include <linux/workqueue.h>
#include <linux/skbuff.h>
#include <linux/net.h>
#include <linux/refcount.h>
#include <net/net_namespace.h>
#include <net/netns/generic.h>
#include <linux/netfilter.h>

#include <linux/tcpsplit.h>

struct tcpsplit_net;
struct nf_conn;

/* TCP_CA_NAME_MAX, without all of net/tcp.h (checked in cc.c) */
#define TCPSPLIT_CC_NAME_MAX	16

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
 *	unacknowledged ones); reserved from tcpsplit_net.mem_limit
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
 *	with a good part of the budget in flight
 * @period_rate: bytes per second the sending leg delivered in the period
 *	before
 * @doubled: the budget was doubled at the end of the period before
 * @queued: the sending leg's RTT was not clear of a queue in the period
 *	before
 * @idle: the period before relayed nothing and had nothing waiting
 *
 * Written with the receiving leg's socket lock held (its data_ready, or
 * the connection's work holding both); dumps read it without.
 */
struct tcpsplit_dir {
	u32	budget;
	u32	peak;
	u32	zw_count;
	u32	zw_max_us;
	u64	zw_start;
	u32	waiting;
	bool	zw;
	bool	period_closed;
	bool	period_dry;
	bool	doubled;
	bool	queued;
	bool	idle;
	u32	period_peak;
	u64	period_start;
	u64	period_acked;
	u64	period_rate;
};

union tcpsplit_addr {
	__be32		v4;
	struct in6_addr	v6;
};

/**
 * struct tcpsplit_tuple - addresses and ports of a TCP packet
 * @saddr: source address
 * @daddr: destination address
 * @sport: source port
 * @dport: destination port
 * @family: AF_INET or AF_INET6
 *
 * Always zeroed before it is filled: tuples are hashed and compared as
 * bytes, padding included.
 */
struct tcpsplit_tuple {
	union tcpsplit_addr	saddr;
	union tcpsplit_addr	daddr;
	__be16			sport;
	__be16			dport;
	u16			family;
};

/**
 * struct tcpsplit_match - what a flow matches, normalised
 * @family: AF_INET, AF_INET6, or AF_UNSPEC for both (then without prefixes)
 * @src_plen: source prefix length, 0 for any
 * @dst_plen: destination prefix length, 0 for any
 * @iif: input interface index, 0 for any
 * @src: source prefix, host bits clear
 * @dst: destination prefix, host bits clear
 * @src_mask: mask of @src_plen bits
 * @dst_mask: mask of @dst_plen bits
 * @dport_lo: destination port range, 0-0 for any
 * @dport_hi: see @dport_lo
 * @sport_lo: source port range, 0-0 for any
 * @sport_hi: see @sport_lo
 *
 * Always zeroed before it is filled, so that two equal matches compare
 * equal with memcmp().
 */
struct tcpsplit_match {
	u16			family;
	u8			src_plen;
	u8			dst_plen;
	int			iif;
	union tcpsplit_addr	src;
	union tcpsplit_addr	dst;
	union tcpsplit_addr	src_mask;
	union tcpsplit_addr	dst_mask;
	u16			dport_lo;
	u16			dport_hi;
	u16			sport_lo;
	u16			sport_hi;
};

/**
 * struct tcpsplit_flow - one configured flow
 * @list: entry in &tcpsplit_net.flows, sorted by @id
 * @rcu: frees the flow after the readers of the table are done
 * @id: flow ID, unique in the namespace
 * @match: what the flow matches
 * @iifname: name of @match.iif when the flow was added, for display
 * @ref: one for the table, one for each connection the flow split; the
 *	flow outlives its deletion until its last connection is gone
 * @syns: SYNs that matched this flow first and started a split
 * @split: connections split (both legs up)
 * @refused: the server answered with a RST
 * @unreach: the server was unreachable
 * @timeout: the server never answered
 * @errors: other failures
 * @live: connections of this flow now live
 * @cc_client: congestion control of the client leg, "" for the default
 * @cc_server: congestion control of the server leg, "" for the default
 * @budget: fixed budget per direction, 0 for adaptive budgets
 * @nodelay: TCP_NODELAY on both legs
 */
struct tcpsplit_flow {
	struct list_head	list;
	struct rcu_head		rcu;
	u32			id;
	struct tcpsplit_match	match;
	char			iifname[IFNAMSIZ];
	refcount_t		ref;
	atomic64_t		syns;
	atomic64_t		split;
	atomic64_t		refused;
	atomic64_t		unreach;
	atomic64_t		timeout;
	atomic64_t		errors;
	atomic_t		live;
	char			cc_client[TCPSPLIT_CC_NAME_MAX];
	char			cc_server[TCPSPLIT_CC_NAME_MAX];
	u32			budget;
	bool			nodelay;
};

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
 * @node: entry in &tcpsplit_net.conns (ID order), under conns_lock
 * @hnode: entry in &tcpsplit_net.conn_hash by 4-tuple; RCU readers
 * @rcu: frees the connection after the hook's readers are done
 * @lock: protects @linked against socket callbacks
 * @linked: in the namespace's tables; callbacks only queue the work of a
 *	linked connection
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
 * @up_sk: @up's sock, for tcpsplit_sk_leg() (compared, never followed)
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
 * @pump_seq: odd while the work moves bytes from one leg to the other:
 *	the bytes are then in both legs' counters at once for a moment
 */
struct tcpsplit_conn {
	struct list_head	node;
	struct hlist_node	hnode;
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
 * struct tcpsplit_listener - a namespace's listener of one address family
 * @sock: the listening socket
 * @data_ready: its own sk_data_ready
 */
struct tcpsplit_listener {
	struct socket	*sock;
	void		(*data_ready)(struct sock *sk);
};

/* Index of an address family (AF_INET or AF_INET6) in per-family arrays */
#define TCPSPLIT_FIDX(family)	((family) == AF_INET6)

/* Conntrack zone of the server legs unless the operator sets another. */
#define TCPSPLIT_CT_ZONE_DEFAULT	65535

#define TCPSPLIT_CONN_HASH_BITS	10

/**
 * struct tcpsplit_net - per network namespace state
 * @lock: serialises changes to the flow table
 * @flows: the flow table in matching order (ascending ID); written under
 *	@lock, read under RCU
 * @nflows: number of entries in @flows; read without the lock by the hook
 *	to stay a strict no-op in namespaces without flows
 * @syns_seen: SYNs compared with the flow table
 * @syns_matched: SYNs that matched a flow
 * @syns_unparsed: SYNs forwarded untouched because the hook does not split
 *	through their headers (fragments, IPv6 extension headers other than
 *	hop-by-hop options)
 * @late_dropped: late segments of closed legs dropped (tcpsplit_ct_stray())
 * @net: the namespace
 * @listener: transparent listeners that answer clients as their server,
 *	IPv4 and IPv6 (TCPSPLIT_FIDX()); created with the first flow, under
 *	@lock
 * @accept_work: accepts the listeners' new connections
 * @conns_lock: protects @conns and @conn_hash; taken in softirq
 * @conns: live connections in ID order
 * @conn_hash: live connections by 4-tuple (client, server)
 * @nconns: live connections; with @nflows, whether the hook has work
 * @next_conn_id: last connection ID given
 * @defrag: the namespace's fragments are reassembled before the hooks
 *	(tcpsplit_hook_defrag()); under @lock
 * @ct_zone: conntrack zone of the server legs; under @lock
 * @ct_zone_moving: @ct_zone is changing: no connection may start (they
 *	would straddle two zones); under @conns_lock
 * @ct_tmpl: template conntrack of @ct_zone, once conntrack tracked a
 *	split connection of the namespace; written under @lock
 * @ct_quiet: jiffies after which, while no connection is live, no server
 *	leg's packet is expected and no server leg is in TIME_WAIT
 * @mem_limit: the budgets of the live connections sum to at most this
 * @mem_reserved: the sum of the live connections' budgets
 * @budget_reduced: connections started with smaller budgets for lack of
 *	memory
 * @unsplit_nomem: SYNs of flows forwarded unsplit for lack of memory
 * @budget_capped: budget growths cut short by @mem_limit
 */
struct tcpsplit_net {
	struct mutex		lock;	/* see above: serialises changes */
	struct list_head	flows;
	unsigned int		nflows;
	atomic64_t		syns_seen;
	atomic64_t		syns_matched;
	atomic64_t		syns_unparsed;
	atomic64_t		late_dropped;
	struct net		*net;
	struct tcpsplit_listener listener[2];
	struct work_struct	accept_work;
	spinlock_t		conns_lock;	/* see above */
	struct list_head	conns;
	struct hlist_head	conn_hash[1 << TCPSPLIT_CONN_HASH_BITS];
	atomic_t		nconns;
	atomic64_t		next_conn_id;
	bool			defrag;
	u16			ct_zone;
	bool			ct_zone_moving;
	struct nf_conn __rcu	*ct_tmpl;
	unsigned long		ct_quiet;
	u64			mem_limit;
	atomic64_t		mem_reserved;
	atomic64_t		budget_reduced;
	atomic64_t		unsplit_nomem;
	atomic64_t		budget_capped;
};

extern unsigned int tcpsplit_net_id;
extern unsigned int tcpsplit_max_flows;

static inline struct tcpsplit_net *tcpsplit_pernet(const struct net *net)
{
	return net_generic(net, tcpsplit_net_id);
}

/* flow.c */
int tcpsplit_flow_cache_init(void);
void tcpsplit_flow_cache_exit(void);
struct tcpsplit_flow *tcpsplit_flow_alloc(void);
void tcpsplit_flow_free(struct tcpsplit_flow *flow);
int tcpsplit_flow_insert(struct tcpsplit_net *tn, struct tcpsplit_flow *flow,
			 struct netlink_ext_ack *extack);
struct tcpsplit_flow *tcpsplit_flow_find(struct tcpsplit_net *tn, u32 id);
void tcpsplit_flow_unlink(struct tcpsplit_net *tn, struct tcpsplit_flow *flow);
struct tcpsplit_flow *tcpsplit_flow_match(struct tcpsplit_net *tn, int iif,
					  const struct tcpsplit_tuple *t);
void tcpsplit_flows_destroy(struct tcpsplit_net *tn);
void tcpsplit_flow_put(struct tcpsplit_flow *flow);

/* netlink.c */
int tcpsplit_genl_init(void);
void tcpsplit_genl_exit(void);
void tcpsplit_notify_flow(struct net *net, const struct tcpsplit_flow *flow,
			  u8 cmd);
void tcpsplit_notify_conn(struct tcpsplit_conn *conn, u8 cmd);

/* conn.c */
int tcpsplit_conn_cache_init(void);
void tcpsplit_conn_cache_exit(void);
extern struct workqueue_struct *tcpsplit_wq;
int tcpsplit_conn_net_init(struct tcpsplit_net *tn, struct net *net);
void tcpsplit_conn_net_exit(struct tcpsplit_net *tn);
struct tcpsplit_conn *tcpsplit_conn_lookup(struct tcpsplit_net *tn,
					   const struct tcpsplit_tuple *t);
int tcpsplit_conn_start(struct tcpsplit_net *tn, struct tcpsplit_flow *flow,
			struct sk_buff *skb, const struct nf_hook_state *state,
			const struct tcpsplit_tuple *t);
enum tcpsplit_leg tcpsplit_sk_leg(const struct sock *sk);
void tcpsplit_conn_info(const struct tcpsplit_conn *conn, u32 *queued_c2s,
			u32 *queued_s2c, u32 *crtt, u32 *ccwnd, u32 *srtt,
			u32 *scwnd);

/* fc.c */
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

/* hook.c */
int tcpsplit_hook_net_init(struct net *net);
void tcpsplit_hook_net_stop(struct net *net);
void tcpsplit_hook_net_exit(struct net *net);
int tcpsplit_hook_defrag(struct tcpsplit_net *tn);

/* ct.c */
void tcpsplit_ct_exit(void);
void tcpsplit_ct_net_init(struct tcpsplit_net *tn);
void tcpsplit_ct_net_exit(struct tcpsplit_net *tn);
void tcpsplit_ct_conn_init(struct tcpsplit_conn *conn);
void tcpsplit_ct_conn_gone(struct tcpsplit_net *tn);
unsigned int tcpsplit_ct_in(void *priv, struct sk_buff *skb,
			    const struct nf_hook_state *state);
unsigned int tcpsplit_ct_out(void *priv, struct sk_buff *skb,
			     const struct nf_hook_state *state);
int tcpsplit_ct_confirm(struct sk_buff *skb);
bool tcpsplit_ct_stray(struct tcpsplit_net *tn, struct net *net,
		       const struct tcpsplit_tuple *t);
int tcpsplit_ct_set_zone(struct tcpsplit_net *tn, u16 zone,
			 struct netlink_ext_ack *extack);

#endif /* _TCPSPLIT_H */
