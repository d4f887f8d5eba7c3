#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# A chain of dante SOCKS servers (Debian's dante-server, danted 1.4.2) as
# the userspace relay tcpsplit is compared with, sourced after
# bench/chain.sh and bench/peers.sh (uses ns, wait_listen, PEER_PIDS and
# RELAY_PIDS; relays_stop stops the servers started here).  Needs WORK.
#
#   dante_start NODE LISTEN_ADDR [NEXT_ADDR]
#       danted in NODE accepting SOCKS v5 clients (no authentication, from
#       10.0.0.0/8) on LISTEN_ADDR:1080.  With NEXT_ADDR, every CONNECT is
#       passed on to the SOCKS server on NEXT_ADDR:1080 ("server
#       chaining": a route { via: ... } entry); without it, danted
#       connects to the destination itself.
#
# The client names only the first server (curl --socks5 FIRST:1080 URL);
# the destination travels inside the SOCKS request from server to server,
# so a chain r1 -> r2 -> ... -> rK is started from its far end, each
# server given the address of the one after it:
#
#   cli --socks--> dante r1 --socks--> dante r2 ... dante rK --tcp--> srv
#
# Every hop is a separate TCP connection, relayed in userspace by dante's
# io processes (read/write, no splice).
#
# dante quirks met while writing this:
#   - The configuration parser wants one keyword per line inside a route
#     block: "via: A port = 1080 proxyprotocol: socks_v5" on one line is
#     a syntax error ("problem on line N near token ...").  The route's
#     authentication keyword is "method", not "socksmethod" (rejected
#     there, although it is the name in the socks/client rules).
#   - "external:" is the address danted binds its outgoing connections
#     to, whether to the next server or to the destination: it has to be
#     an address of NODE (else danted exits at start-up: "checkconfig():
#     cannot bind external address"), and the right one is the address
#     the kernel would pick toward the next hop: the router's right-hand
#     link.  It is taken from "ip route get" toward NEXT_ADDR, or toward
#     $SRV_ADDR (chain.sh) for the last server.
#   - "internal:" must be an address (or interface) of the namespace the
#     server runs in; it is the only place the port is given.
#   - The danted.conf manual warns that server chaining "does not scale
#     well" and is meant for small client loads: fine for one transfer at
#     a time, not a connection-rate benchmark.
#   - TMPDIR is where danted keeps its lock and shared-memory files,
#     which it mmap()s shared: on a file system without shared mmap
#     (the guest's 9p --rwdir, where a $WORK may live) it dies at once
#     with "shmem_setup(): failed to mmap shmeminfo: Invalid argument".
#     It is set to /tmp (RAM in the guest) whatever the caller's TMPDIR.
#
# Throughput: the defaults are kept (no socket.so_rcvbuf/so_sndbuf, no
# -N): setting SO_RCVBUF/SO_SNDBUF would switch off the kernel's buffer
# autotuning, and the research compared with a default dante.  A 20 MB
# transfer through 4 chained servers on host loopback ran at ~490 MB/s,
# so dante itself is not the bottleneck at the rates of these benchmarks.
#
# Logging: only errors ("log: error" in the rules, plus dante's own
# start-up and global errors) go to $WORK/dante-NODE.log; per-connection
# connect/disconnect lines would cost a write per hop per connection.

dante_start() {
	local node=$1 listen=$2 next=${3:-} conf=$WORK/dante-$1.conf
	local ext
	# The local address the kernel uses toward the next hop.
	ext=$(ns "$node" ip -o route get "${next:-$SRV_ADDR}" |
		sed -n 's/.* src \([0-9.]*\).*/\1/p')
	if [ -z "$ext" ]; then
		echo "dante_start: no route from $node to ${next:-$SRV_ADDR}" >&2
		return 1
	fi
	cat > "$conf" <<-EOF
	# danted for the benchmark (written by bench/dante.sh).
	logoutput: $WORK/dante-$node.log
	internal: $listen port = 1080
	external: $ext
	socksmethod: none
	clientmethod: none
	user.privileged: root
	user.unprivileged: nobody
	client pass {
		from: 10.0.0.0/8 to: 0.0.0.0/0
		log: error
	}
	socks pass {
		from: 10.0.0.0/8 to: 0.0.0.0/0
		log: error
	}
	EOF
	if [ -n "$next" ]; then
		# One keyword a line: the parser rejects them run together.
		cat >> "$conf" <<-EOF
		route {
			from: 0.0.0.0/0 to: 0.0.0.0/0 via: $next port = 1080
			proxyprotocol: socks_v5
			command: connect
			protocol: tcp
			method: none
		}
		EOF
	fi
	# Foreground (no -D), and exec'd (what ns does, spelt out): $! must
	# be danted's main process itself, which takes its children down
	# with it on SIGTERM.  "ns NODE danted &" would leave $! a subshell
	# of the function call, whose death orphans danted.
	(
		export TMPDIR=/tmp
		exec ip netns exec "$P-$node" /usr/sbin/danted -f "$conf" \
			-p "$WORK/dante-$node.pid"
	) &
	RELAY_PIDS+=($!)
	PEER_PIDS+=($!)
	wait_listen "$node" 1080 || { cat "$WORK/dante-$node.log" >&2; return 1; }
}
