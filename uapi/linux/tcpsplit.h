/* SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-note */
/*
 * tcpsplit: generic netlink interface.
 *
 * The family is described in uapi/tcpsplit.yaml (netlink spec format);
 * scripts/check-spec.py checks that the two agree.  Numbering of every
 * enum here is append-only: never reuse or renumber a value.
 */
#ifndef _UAPI_LINUX_TCPSPLIT_H
#define _UAPI_LINUX_TCPSPLIT_H

#define TCPSPLIT_FAMILY_NAME		"tcpsplit"
#define TCPSPLIT_FAMILY_VERSION		1
#define TCPSPLIT_MCGRP_EVENTS		"events"

/* Range of a flow's fixed budget (%TCPSPLIT_FLOW_A_BUDGET), bytes. */
#define TCPSPLIT_BUDGET_FIXED_MIN	4096
#define TCPSPLIT_BUDGET_FIXED_MAX	(256 << 20)
/* Smallest namespace memory limit (%TCPSPLIT_NS_A_MEM_LIMIT), bytes. */
#define TCPSPLIT_MEM_LIMIT_MIN		(64 << 10)

/**
 * enum tcpsplit_cmd - commands of the tcpsplit family
 * @TCPSPLIT_CMD_UNSPEC: unused, so that 0 is never valid
 * @TCPSPLIT_CMD_FLOW_NEW: add a flow (needs CAP_NET_ADMIN); the reply
 *	carries the new flow, with the ID the kernel chose if none was given
 * @TCPSPLIT_CMD_FLOW_DEL: delete the flow named by its ID
 * @TCPSPLIT_CMD_FLOW_GET: do: one flow by ID; dump: every flow, in
 *	matching order
 * @TCPSPLIT_CMD_FLOW_FLUSH: delete every flow of the namespace
 * @TCPSPLIT_CMD_CONN_GET: dump the live split connections
 * @TCPSPLIT_CMD_NS_GET: the namespace's counters and settings
 * @TCPSPLIT_CMD_FLOW_ADD_NTF: event: a flow was added
 * @TCPSPLIT_CMD_FLOW_DEL_NTF: event: a flow was removed (one per flow
 *	on flush)
 * @TCPSPLIT_CMD_CONN_OPEN_NTF: event: a split connection was opened
 * @TCPSPLIT_CMD_CONN_CLOSE_NTF: event: a split connection was closed
 * @TCPSPLIT_CMD_NS_SET: change the namespace's settings (needs
 *	CAP_NET_ADMIN); the request carries the settings to change in
 *	%TCPSPLIT_A_NS
 * @__TCPSPLIT_CMD_MAX: one past the highest command
 * @TCPSPLIT_CMD_MAX: the highest command
 */
enum tcpsplit_cmd {
	TCPSPLIT_CMD_UNSPEC,
	TCPSPLIT_CMD_FLOW_NEW,
	TCPSPLIT_CMD_FLOW_DEL,
	TCPSPLIT_CMD_FLOW_GET,
	TCPSPLIT_CMD_FLOW_FLUSH,
	TCPSPLIT_CMD_CONN_GET,
	TCPSPLIT_CMD_NS_GET,
	TCPSPLIT_CMD_FLOW_ADD_NTF,
	TCPSPLIT_CMD_FLOW_DEL_NTF,
	TCPSPLIT_CMD_CONN_OPEN_NTF,
	TCPSPLIT_CMD_CONN_CLOSE_NTF,
	TCPSPLIT_CMD_NS_SET,

	__TCPSPLIT_CMD_MAX,
	TCPSPLIT_CMD_MAX = __TCPSPLIT_CMD_MAX - 1
};

/**
 * enum tcpsplit_a - top-level attributes
 * @TCPSPLIT_A_UNSPEC: unused, so that 0 is never valid
 * @TCPSPLIT_A_FLOW: nest, &enum tcpsplit_flow_a
 * @TCPSPLIT_A_CONN: nest, &enum tcpsplit_conn_a
 * @TCPSPLIT_A_NS: nest, &enum tcpsplit_ns_a
 * @__TCPSPLIT_A_MAX: one past the highest attribute
 * @TCPSPLIT_A_MAX: the highest attribute
 */
enum tcpsplit_a {
	TCPSPLIT_A_UNSPEC,
	TCPSPLIT_A_FLOW,
	TCPSPLIT_A_CONN,
	TCPSPLIT_A_NS,

	__TCPSPLIT_A_MAX,
	TCPSPLIT_A_MAX = __TCPSPLIT_A_MAX - 1
};

/**
 * enum tcpsplit_flow_a - a flow: which SYNs to split, and how
 *
 * Flows are matched in ascending ID order; the first match wins.  Every
 * match attribute but the family is optional; an absent one matches
 * everything.  Ports are in host byte order, addresses in network byte
 * order and 4 (AF_INET) or 16 (AF_INET6) bytes long.  A prefix must not
 * have bits set past its length.
 *
 * @TCPSPLIT_FLOW_A_UNSPEC: unused, so that 0 is never valid
 * @TCPSPLIT_FLOW_A_PAD: padding for 64-bit attributes
 * @TCPSPLIT_FLOW_A_ID: u32, 1..U32_MAX; absent on add: the kernel picks
 *	one above every existing ID
 * @TCPSPLIT_FLOW_A_FAMILY: u16, AF_INET, AF_INET6, or AF_UNSPEC (0) for a
 *	flow of both families, which cannot have address prefixes; required
 *	on add
 * @TCPSPLIT_FLOW_A_SRC_ADDR: binary, source prefix
 * @TCPSPLIT_FLOW_A_SRC_PLEN: u8, source prefix length (0 if absent)
 * @TCPSPLIT_FLOW_A_DST_ADDR: binary, destination prefix
 * @TCPSPLIT_FLOW_A_DST_PLEN: u8, destination prefix length
 * @TCPSPLIT_FLOW_A_DPORT_MIN: u16, low end of the destination port range
 * @TCPSPLIT_FLOW_A_DPORT_MAX: u16, high end (defaults to the low end)
 * @TCPSPLIT_FLOW_A_SPORT_MIN: u16, low end of the source port range
 * @TCPSPLIT_FLOW_A_SPORT_MAX: u16, high end (defaults to the low end)
 * @TCPSPLIT_FLOW_A_IIF: u32, input interface index
 * @TCPSPLIT_FLOW_A_IIFNAME: string, input interface name (on add: an
 *	alternative to @TCPSPLIT_FLOW_A_IIF, resolved in the namespace)
 * @TCPSPLIT_FLOW_A_CC_CLIENT: string, congestion control of the client
 *	leg (the router's socket towards the client); any algorithm the
 *	kernel has or can load, checked when the flow is added
 * @TCPSPLIT_FLOW_A_CC_SERVER: string, congestion control of the server
 *	leg (the router's socket towards the server)
 * @TCPSPLIT_FLOW_A_BUDGET: u32, fixed relay budget per direction in
 *	bytes, %TCPSPLIT_BUDGET_FIXED_MIN..%TCPSPLIT_BUDGET_FIXED_MAX;
 *	absent: budgets adapt to what the legs carry
 * @TCPSPLIT_FLOW_A_NODELAY: flag, TCP_NODELAY on both legs
 * @TCPSPLIT_FLOW_A_STATS: nest, &enum tcpsplit_flow_stats_a (read only)
 * @__TCPSPLIT_FLOW_A_MAX: one past the highest attribute
 * @TCPSPLIT_FLOW_A_MAX: the highest attribute
 */
enum tcpsplit_flow_a {
	TCPSPLIT_FLOW_A_UNSPEC,
	TCPSPLIT_FLOW_A_PAD,
	TCPSPLIT_FLOW_A_ID,
	TCPSPLIT_FLOW_A_FAMILY,
	TCPSPLIT_FLOW_A_SRC_ADDR,
	TCPSPLIT_FLOW_A_SRC_PLEN,
	TCPSPLIT_FLOW_A_DST_ADDR,
	TCPSPLIT_FLOW_A_DST_PLEN,
	TCPSPLIT_FLOW_A_DPORT_MIN,
	TCPSPLIT_FLOW_A_DPORT_MAX,
	TCPSPLIT_FLOW_A_SPORT_MIN,
	TCPSPLIT_FLOW_A_SPORT_MAX,
	TCPSPLIT_FLOW_A_IIF,
	TCPSPLIT_FLOW_A_IIFNAME,
	TCPSPLIT_FLOW_A_CC_CLIENT,
	TCPSPLIT_FLOW_A_CC_SERVER,
	TCPSPLIT_FLOW_A_BUDGET,
	TCPSPLIT_FLOW_A_NODELAY,
	TCPSPLIT_FLOW_A_STATS,

	__TCPSPLIT_FLOW_A_MAX,
	TCPSPLIT_FLOW_A_MAX = __TCPSPLIT_FLOW_A_MAX - 1
};

/**
 * enum tcpsplit_flow_stats_a - per-flow counters (all u64)
 * @TCPSPLIT_FLOW_STATS_A_UNSPEC: unused, so that 0 is never valid
 * @TCPSPLIT_FLOW_STATS_A_PAD: padding for 64-bit attributes
 * @TCPSPLIT_FLOW_STATS_A_SYNS: SYNs being forwarded through this
 *	namespace that matched this flow first (retransmissions of a SYN
 *	being split are not counted again)
 * @TCPSPLIT_FLOW_STATS_A_SPLIT: connections split (both legs up)
 * @TCPSPLIT_FLOW_STATS_A_REFUSED: the server refused (RST); the client
 *	got a RST
 * @TCPSPLIT_FLOW_STATS_A_UNREACH: the server was unreachable (ICMP
 *	error); the client got the ICMP error
 * @TCPSPLIT_FLOW_STATS_A_TIMEOUT: the server never answered; the client
 *	got nothing
 * @TCPSPLIT_FLOW_STATS_A_ERRORS: splits that failed for another reason
 *	(no memory, no usable address, ...); the SYN was dropped
 * @TCPSPLIT_FLOW_STATS_A_LIVE: split connections of this flow now live
 * @__TCPSPLIT_FLOW_STATS_A_MAX: one past the highest attribute
 * @TCPSPLIT_FLOW_STATS_A_MAX: the highest attribute
 */
enum tcpsplit_flow_stats_a {
	TCPSPLIT_FLOW_STATS_A_UNSPEC,
	TCPSPLIT_FLOW_STATS_A_PAD,
	TCPSPLIT_FLOW_STATS_A_SYNS,
	TCPSPLIT_FLOW_STATS_A_SPLIT,
	TCPSPLIT_FLOW_STATS_A_REFUSED,
	TCPSPLIT_FLOW_STATS_A_UNREACH,
	TCPSPLIT_FLOW_STATS_A_TIMEOUT,
	TCPSPLIT_FLOW_STATS_A_ERRORS,
	TCPSPLIT_FLOW_STATS_A_LIVE,

	__TCPSPLIT_FLOW_STATS_A_MAX,
	TCPSPLIT_FLOW_STATS_A_MAX = __TCPSPLIT_FLOW_STATS_A_MAX - 1
};

/**
 * enum tcpsplit_conn_state - where a split connection is
 * @TCPSPLIT_CONN_S_CONNECTING: the client's SYN is held while the router
 *	connects to the server
 * @TCPSPLIT_CONN_S_ACCEPTING: the server answered; the client's SYN was
 *	passed on and its handshake with the router is under way
 * @TCPSPLIT_CONN_S_RELAYING: both legs are up; bytes flow both ways
 * @TCPSPLIT_CONN_S_CLOSING: one direction has ended (half-close), the
 *	other still flows
 */
enum tcpsplit_conn_state {
	TCPSPLIT_CONN_S_CONNECTING = 1,
	TCPSPLIT_CONN_S_ACCEPTING,
	TCPSPLIT_CONN_S_RELAYING,
	TCPSPLIT_CONN_S_CLOSING,
};

/**
 * enum tcpsplit_conn_a - a live split connection
 * @TCPSPLIT_CONN_A_UNSPEC: unused, so that 0 is never valid
 * @TCPSPLIT_CONN_A_PAD: padding for 64-bit attributes
 * @TCPSPLIT_CONN_A_ID: u64, connection ID, unique in the namespace
 * @TCPSPLIT_CONN_A_FLOW_ID: u32, the flow that matched its SYN
 * @TCPSPLIT_CONN_A_FAMILY: u16, AF_INET or AF_INET6
 * @TCPSPLIT_CONN_A_CLIENT_ADDR: binary, the client's address
 * @TCPSPLIT_CONN_A_CLIENT_PORT: u16, the client's port
 * @TCPSPLIT_CONN_A_SERVER_ADDR: binary, the server's address
 * @TCPSPLIT_CONN_A_SERVER_PORT: u16, the server's port
 * @TCPSPLIT_CONN_A_STATE: u8, &enum tcpsplit_conn_state
 * @TCPSPLIT_CONN_A_BYTES_C2S: u64, bytes relayed from client to server
 * @TCPSPLIT_CONN_A_BYTES_S2C: u64, bytes relayed from server to client
 * @TCPSPLIT_CONN_A_QUEUED_C2S: u32, bytes waiting at the router from
 *	client to server (received, not yet acknowledged by the server)
 * @TCPSPLIT_CONN_A_QUEUED_S2C: u32, bytes waiting from server to client
 * @TCPSPLIT_CONN_A_CLIENT_RTT: u32, smoothed RTT of the client leg, us
 * @TCPSPLIT_CONN_A_CLIENT_CWND: u32, congestion window of the client
 *	leg (router to client), segments
 * @TCPSPLIT_CONN_A_SERVER_RTT: u32, smoothed RTT of the server leg, us
 * @TCPSPLIT_CONN_A_SERVER_CWND: u32, congestion window of the server
 *	leg (router to server), segments
 * @TCPSPLIT_CONN_A_CLIENT_CT_ZONE: u16, the conntrack zone of the client
 *	leg's entry (the zone the client's SYN was tracked in); absent if
 *	conntrack did not track the client's SYN
 * @TCPSPLIT_CONN_A_SERVER_CT_ZONE: u16, the conntrack zone of the server
 *	leg's entry; absent if the server leg is not put in a zone of its
 *	own (conntrack not in use in the namespace)
 * @TCPSPLIT_CONN_A_BUDGET_C2S: u32, the client-to-server budget: the most
 *	bytes that may wait at the router in that direction
 * @TCPSPLIT_CONN_A_BUDGET_S2C: u32, the server-to-client budget
 * @TCPSPLIT_CONN_A_PEAK_C2S: u32, the most bytes seen waiting from client
 *	to server
 * @TCPSPLIT_CONN_A_PEAK_S2C: u32, the same from server to client
 * @TCPSPLIT_CONN_A_ZERO_WIN_C2S: u32, times the client leg's receive
 *	window was closed because the client-to-server budget was full
 * @TCPSPLIT_CONN_A_ZERO_WIN_S2C: u32, the same for the server leg
 * @TCPSPLIT_CONN_A_ZERO_WIN_MAX_C2S: u32, the longest of those episodes on
 *	the client leg, us
 * @TCPSPLIT_CONN_A_ZERO_WIN_MAX_S2C: u32, the longest on the server leg, us
 * @__TCPSPLIT_CONN_A_MAX: one past the highest attribute
 * @TCPSPLIT_CONN_A_MAX: the highest attribute
 */
enum tcpsplit_conn_a {
	TCPSPLIT_CONN_A_UNSPEC,
	TCPSPLIT_CONN_A_PAD,
	TCPSPLIT_CONN_A_ID,
	TCPSPLIT_CONN_A_FLOW_ID,
	TCPSPLIT_CONN_A_FAMILY,
	TCPSPLIT_CONN_A_CLIENT_ADDR,
	TCPSPLIT_CONN_A_CLIENT_PORT,
	TCPSPLIT_CONN_A_SERVER_ADDR,
	TCPSPLIT_CONN_A_SERVER_PORT,
	TCPSPLIT_CONN_A_STATE,
	TCPSPLIT_CONN_A_BYTES_C2S,
	TCPSPLIT_CONN_A_BYTES_S2C,
	TCPSPLIT_CONN_A_QUEUED_C2S,
	TCPSPLIT_CONN_A_QUEUED_S2C,
	TCPSPLIT_CONN_A_CLIENT_RTT,
	TCPSPLIT_CONN_A_CLIENT_CWND,
	TCPSPLIT_CONN_A_SERVER_RTT,
	TCPSPLIT_CONN_A_SERVER_CWND,
	TCPSPLIT_CONN_A_CLIENT_CT_ZONE,
	TCPSPLIT_CONN_A_SERVER_CT_ZONE,
	TCPSPLIT_CONN_A_BUDGET_C2S,
	TCPSPLIT_CONN_A_BUDGET_S2C,
	TCPSPLIT_CONN_A_PEAK_C2S,
	TCPSPLIT_CONN_A_PEAK_S2C,
	TCPSPLIT_CONN_A_ZERO_WIN_C2S,
	TCPSPLIT_CONN_A_ZERO_WIN_S2C,
	TCPSPLIT_CONN_A_ZERO_WIN_MAX_C2S,
	TCPSPLIT_CONN_A_ZERO_WIN_MAX_S2C,

	__TCPSPLIT_CONN_A_MAX,
	TCPSPLIT_CONN_A_MAX = __TCPSPLIT_CONN_A_MAX - 1
};

/**
 * enum tcpsplit_ns_a - namespace counters and settings
 * @TCPSPLIT_NS_A_UNSPEC: unused, so that 0 is never valid
 * @TCPSPLIT_NS_A_PAD: padding for 64-bit attributes
 * @TCPSPLIT_NS_A_FLOWS: u32, flows configured
 * @TCPSPLIT_NS_A_MAX_FLOWS: u32, the flow limit (module parameter
 *	max_flows)
 * @TCPSPLIT_NS_A_CONNS: u32, live split connections
 * @TCPSPLIT_NS_A_SYNS_SEEN: u64, TCP SYNs the hook compared with the
 *	flow table: those the namespace forwards, past its forward chain
 *	(only while the namespace has flows)
 * @TCPSPLIT_NS_A_SYNS_MATCHED: u64, of those, SYNs being forwarded that
 *	matched a flow
 * @TCPSPLIT_NS_A_CT_ZONE: u16, the conntrack zone of the server legs
 *	(default 65535); settable with %TCPSPLIT_CMD_NS_SET while no split
 *	connection is live
 * @TCPSPLIT_NS_A_CT_ACTIVE: u8, 1 once split connections of the
 *	namespace are tracked by conntrack (server legs in
 *	%TCPSPLIT_NS_A_CT_ZONE), else 0 (read only)
 * @TCPSPLIT_NS_A_MEM_LIMIT: u64, bytes: the budgets of the live split
 *	connections sum to at most this (settable with %TCPSPLIT_CMD_NS_SET,
 *	%TCPSPLIT_MEM_LIMIT_MIN or more; default 1/16 of RAM, at least
 *	16 MiB)
 * @TCPSPLIT_NS_A_MEM_RESERVED: u64, the sum of the live connections'
 *	budgets (read only)
 * @TCPSPLIT_NS_A_MEM_WAITING: u64, bytes waiting at the router now, all
 *	connections and directions (read only)
 * @TCPSPLIT_NS_A_BUDGET_REDUCED: u64, connections started with budgets
 *	smaller than they would have had, for lack of memory (read only)
 * @TCPSPLIT_NS_A_UNSPLIT_NOMEM: u64, SYNs of flows forwarded unsplit
 *	because not even the smallest budgets fit (read only)
 * @TCPSPLIT_NS_A_BUDGET_CAPPED: u64, budget growths cut short by the
 *	limit (read only)
 * @TCPSPLIT_NS_A_SYNS_UNPARSED: u64, SYNs forwarded untouched because the
 *	hook does not split through their headers: IPv4 or IPv6 fragments,
 *	IPv6 extension headers other than hop-by-hop options (read only)
 * @TCPSPLIT_NS_A_LATE_DROPPED: u64, late segments of a split connection's
 *	leg that had closed, dropped instead of forwarded (read only)
 * @__TCPSPLIT_NS_A_MAX: one past the highest attribute
 * @TCPSPLIT_NS_A_MAX: the highest attribute
 */
enum tcpsplit_ns_a {
	TCPSPLIT_NS_A_UNSPEC,
	TCPSPLIT_NS_A_PAD,
	TCPSPLIT_NS_A_FLOWS,
	TCPSPLIT_NS_A_MAX_FLOWS,
	TCPSPLIT_NS_A_CONNS,
	TCPSPLIT_NS_A_SYNS_SEEN,
	TCPSPLIT_NS_A_SYNS_MATCHED,
	TCPSPLIT_NS_A_CT_ZONE,
	TCPSPLIT_NS_A_CT_ACTIVE,
	TCPSPLIT_NS_A_MEM_LIMIT,
	TCPSPLIT_NS_A_MEM_RESERVED,
	TCPSPLIT_NS_A_MEM_WAITING,
	TCPSPLIT_NS_A_BUDGET_REDUCED,
	TCPSPLIT_NS_A_UNSPLIT_NOMEM,
	TCPSPLIT_NS_A_BUDGET_CAPPED,
	TCPSPLIT_NS_A_SYNS_UNPARSED,
	TCPSPLIT_NS_A_LATE_DROPPED,

	__TCPSPLIT_NS_A_MAX,
	TCPSPLIT_NS_A_MAX = __TCPSPLIT_NS_A_MAX - 1
};

#endif /* _UAPI_LINUX_TCPSPLIT_H */
