/* SPDX-License-Identifier: ((GPL-2.0 WITH Linux-syscall-note) OR BSD-3-Clause) */
/* Do not edit directly, auto-generated from: */
/*	uapi/tcpsplit.yaml */
/* YNL-GEN uapi header */

#ifndef _UAPI_LINUX_TCPSPLIT_H
#define _UAPI_LINUX_TCPSPLIT_H

#define TCPSPLIT_FAMILY_NAME	"tcpsplit"
#define TCPSPLIT_FAMILY_VERSION	1

#define TCPSPLIT_BUDGET_FIXED_MIN	4096
#define TCPSPLIT_BUDGET_FIXED_MAX	268435456
#define TCPSPLIT_MEM_LIMIT_MIN		65536

/**
 * enum tcpsplit_conn_state - where a split connection is
 * @TCPSPLIT_CONN_S_CONNECTING: the client's SYN is held while the router
 *   connects to the server
 * @TCPSPLIT_CONN_S_ACCEPTING: the server answered; the client's SYN was passed
 *   on and its handshake with the router is under way
 * @TCPSPLIT_CONN_S_RELAYING: both legs are up; bytes flow both ways
 * @TCPSPLIT_CONN_S_CLOSING: one direction has ended (half-close), the other
 *   still flows
 */
enum tcpsplit_conn_state {
	TCPSPLIT_CONN_S_CONNECTING = 1,
	TCPSPLIT_CONN_S_ACCEPTING,
	TCPSPLIT_CONN_S_RELAYING,
	TCPSPLIT_CONN_S_CLOSING,
};

/**
 * enum tcpsplit_close_reason - why a connection ended (conn attribute
 *   close-reason); the first cause seen stands (a reset that began the end is
 *   not replaced by the unload that cut it short)
 * @TCPSPLIT_CLOSE_CLOSED: both directions ended with a FIN and both legs
 *   closed
 * @TCPSPLIT_CLOSE_RESET_BY_CLIENT: the client reset its connection; what it
 *   had sent before still went to the server, then the server leg was reset
 * @TCPSPLIT_CLOSE_RESET_BY_SERVER: the server reset its connection (or reset
 *   it while the client's handshake was under way); what it had sent before
 *   still went to the client, then the client leg was reset
 * @TCPSPLIT_CLOSE_REFUSED: the server refused the router's SYN with a RST; the
 *   client got a RST (never split)
 * @TCPSPLIT_CLOSE_UNREACHABLE: an ICMP error answered the router's SYN; the
 *   client got the matching ICMP error (never split)
 * @TCPSPLIT_CLOSE_TIMEOUT: the server never answered the router's SYN (the
 *   client got nothing), the client did not complete its handshake within 60
 *   s, or TCP gave up retransmitting on a leg
 * @TCPSPLIT_CLOSE_UNLOAD: the module was unloaded; both legs were reset
 * @TCPSPLIT_CLOSE_NETNS_DELETED: the namespace was deleted; both legs were
 *   reset. A monitor's socket keeps its namespace alive, so no event of the
 *   namespace carries it
 * @TCPSPLIT_CLOSE_ERROR: the router failed: it could not open the server leg
 *   (the SYN went on unsplit), could not pass the client's SYN to its
 *   listener, or a leg failed with another error
 */
enum tcpsplit_close_reason {
	TCPSPLIT_CLOSE_CLOSED = 1,
	TCPSPLIT_CLOSE_RESET_BY_CLIENT,
	TCPSPLIT_CLOSE_RESET_BY_SERVER,
	TCPSPLIT_CLOSE_REFUSED,
	TCPSPLIT_CLOSE_UNREACHABLE,
	TCPSPLIT_CLOSE_TIMEOUT,
	TCPSPLIT_CLOSE_UNLOAD,
	TCPSPLIT_CLOSE_NETNS_DELETED,
	TCPSPLIT_CLOSE_ERROR,
};

enum tcpsplit_a {
	TCPSPLIT_A_FLOW = 1,
	TCPSPLIT_A_CONN,
	TCPSPLIT_A_NS,
	TCPSPLIT_A_CHECK,

	__TCPSPLIT_A_MAX,
	TCPSPLIT_A_MAX = (__TCPSPLIT_A_MAX - 1)
};

enum tcpsplit_flow_a {
	TCPSPLIT_FLOW_A_PAD = 1,
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
	TCPSPLIT_FLOW_A_MAX = (__TCPSPLIT_FLOW_A_MAX - 1)
};

enum tcpsplit_flow_stats_a {
	TCPSPLIT_FLOW_STATS_A_PAD = 1,
	TCPSPLIT_FLOW_STATS_A_SYNS,
	TCPSPLIT_FLOW_STATS_A_SPLIT,
	TCPSPLIT_FLOW_STATS_A_REFUSED,
	TCPSPLIT_FLOW_STATS_A_UNREACH,
	TCPSPLIT_FLOW_STATS_A_TIMEOUT,
	TCPSPLIT_FLOW_STATS_A_ERRORS,
	TCPSPLIT_FLOW_STATS_A_LIVE,

	__TCPSPLIT_FLOW_STATS_A_MAX,
	TCPSPLIT_FLOW_STATS_A_MAX = (__TCPSPLIT_FLOW_STATS_A_MAX - 1)
};

enum tcpsplit_conn_a {
	TCPSPLIT_CONN_A_PAD = 1,
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
	TCPSPLIT_CONN_A_CLOSE_REASON,

	__TCPSPLIT_CONN_A_MAX,
	TCPSPLIT_CONN_A_MAX = (__TCPSPLIT_CONN_A_MAX - 1)
};

enum tcpsplit_ns_a {
	TCPSPLIT_NS_A_PAD = 1,
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
	TCPSPLIT_NS_A_GENERATION,
	TCPSPLIT_NS_A_CONN_BUCKETS,

	__TCPSPLIT_NS_A_MAX,
	TCPSPLIT_NS_A_MAX = (__TCPSPLIT_NS_A_MAX - 1)
};

enum tcpsplit_cmd {
	TCPSPLIT_CMD_FLOW_NEW = 1,
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
	TCPSPLIT_CMD_REPLACE,

	__TCPSPLIT_CMD_MAX,
	TCPSPLIT_CMD_MAX = (__TCPSPLIT_CMD_MAX - 1)
};

#define TCPSPLIT_MCGRP_EVENTS	"events"

#endif /* _UAPI_LINUX_TCPSPLIT_H */
