#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# The programs the benchmark cases run on the chain of bench/chain.sh
# (sourced after it): the HTTP server and the userspace relays tcpsplit
# is compared with.  Every one runs in the foreground of a background job
# whose PID is kept, so that the case stops exactly what it started.
#
#   nginx_start NODE          nginx serving $WWW on port 80 in NODE
#   haproxy_start NODE [splice|splice-forced|""] [PORT]
#                             HAProxy on NODE as a transparent relay of TCP
#                             port PORT (80 by default; TPROXY); splice:
#                             option splice-auto (HAProxy's heuristic
#                             decides; it never spliced in our guest),
#                             splice-forced: options splice-request and
#                             splice-response
#   haproxy_cmd NODE CMD      NODE's HAProxy's answer to CMD (stats socket)
#   haproxy_sessions NODE     connections NODE's HAProxy accepted so far
#   relays_stop               stops every relay started (not nginx)
#   peers_cleanup             stops everything started here
#
# The caller sets WORK (a writable directory for configurations and logs)
# and WWW (the directory nginx serves).

PEER_PIDS=()		# every background job started here
RELAY_PIDS=()		# the relays among them
RELAY_NODES=()		# nodes whose TPROXY rules the relays need

# wait_listen NODE PORT: until something listens on PORT in NODE (10 s).
wait_listen() {
	local _
	for _ in $(seq 100); do
		ns "$1" ss -Hltn "sport = :$2" | grep -q LISTEN && return 0
		sleep 0.1
	done
	echo "no listener on port $2 in $1" >&2
	return 1
}

# stop_pids PID...: SIGTERM, 5 s, then SIGKILL.
stop_pids() {
	local p
	[ $# -eq 0 ] && return 0
	kill "$@" 2>/dev/null
	for p in "$@"; do
		for _ in $(seq 50); do
			kill -0 "$p" 2>/dev/null || break
			sleep 0.1
		done
		kill -9 "$p" 2>/dev/null
		wait "$p" 2>/dev/null
	done
	return 0
}

nginx_start() {
	local node=$1 conf=$WORK/nginx-$1.conf
	mkdir -p "$WORK/nginx-tmp"
	cat > "$conf" <<-EOF
	# nginx for the benchmark (written by bench/peers.sh).
	daemon off;
	worker_processes 1;
	pid $WORK/nginx-$node.pid;
	error_log $WORK/nginx-$node.log;
	events { worker_connections 4096; }
	http {
	    access_log off;
	    sendfile on;
	    keepalive_timeout 0;
	    client_body_temp_path $WORK/nginx-tmp;
	    proxy_temp_path $WORK/nginx-tmp;
	    fastcgi_temp_path $WORK/nginx-tmp;
	    uwsgi_temp_path $WORK/nginx-tmp;
	    scgi_temp_path $WORK/nginx-tmp;
	    server { listen 80; root $WWW; }
	}
	EOF
	# exec: $! is the server itself, not a subshell around it.
	(exec ip netns exec "$P-$node" nginx -c "$conf") &
	PEER_PIDS+=($!)
	wait_listen "$node" 80
}

# tproxy_on NODE [PORT]: TPROXY on a router: new connections to port PORT
# (80 by default) go to the local relay on 8080; every packet of a
# transparent socket (the relay's two legs) is delivered locally.
tproxy_on() {
	local node=$1 port=${2:-80}
	ns "$node" sysctl -qw net.ipv4.conf.all.rp_filter=0 net.ipv4.conf.default.rp_filter=0
	ns "$node" ip rule add fwmark 1 lookup 100
	ns "$node" ip route add local 0.0.0.0/0 dev lo table 100
	ns "$node" nft -f - <<-EOF
	table ip tsbench {
		chain pre {
			type filter hook prerouting priority mangle; policy accept;
			meta l4proto tcp socket transparent 1 meta mark set 1 accept
			tcp dport $port tproxy to :8080 meta mark set 1 accept
		}
	}
	EOF
}

tproxy_off() {
	local node=$1
	ns "$node" nft delete table ip tsbench
	ns "$node" ip rule del fwmark 1 lookup 100
	ns "$node" ip route del local 0.0.0.0/0 dev lo table 100
}

haproxy_start() {
	local node=$1 splice='' conf=$WORK/haproxy-$1.cfg port=${3:-80}
	case ${2:-} in
	splice) splice="    option splice-auto" ;;
	splice-forced) splice="    option splice-request
	    option splice-response" ;;
	esac
	cat > "$conf" <<-EOF
	# HAProxy as a transparent TCP relay (written by bench/peers.sh).
	global
	    maxconn 30000
	    stats socket $WORK/haproxy-$node.sock mode 600
	defaults
	    mode tcp
	$splice
	    timeout connect 10s
	    timeout client 300s
	    timeout server 300s
	frontend relay
	    bind 0.0.0.0:8080 transparent
	    default_backend orig
	backend orig
	    # 0.0.0.0 and no port: the address and port the client connected
	    # to; its own address as the source (TPROXY): transparent both
	    # ways.
	    source 0.0.0.0 usesrc clientip
	    server orig 0.0.0.0
	EOF
	tproxy_on "$node" "$port" || return 1
	RELAY_NODES+=("$node")
	(exec ip netns exec "$P-$node" haproxy -db -f "$conf" > "$WORK/haproxy-$node.log" 2>&1) &
	RELAY_PIDS+=($!)
	PEER_PIDS+=($!)
	wait_listen "$node" 8080 || { cat "$WORK/haproxy-$node.log" >&2; return 1; }
}

# haproxy_cmd NODE COMMAND: the answer of NODE's HAProxy to COMMAND on its
# stats socket.
haproxy_cmd() {
	/usr/bin/python3 - "$WORK/haproxy-$1.sock" "$2" <<-'PY'
	import socket, sys
	s = socket.socket(socket.AF_UNIX)
	s.connect(sys.argv[1])
	s.sendall(sys.argv[2].encode() + b"\n")
	while chunk := s.recv(65536):
	    sys.stdout.write(chunk.decode())
	PY
}

# haproxy_sessions NODE: the connections NODE's HAProxy has accepted (its
# frontend's stot).
haproxy_sessions() {
	haproxy_cmd "$1" "show stat" | awk -F, '
		NR == 1 { for (i = 1; i <= NF; i++) col[$i] = i }
		$1 == "relay" && $2 == "FRONTEND" { print $col["stot"] }'
}

relays_stop() {
	local n
	stop_pids "${RELAY_PIDS[@]}"
	RELAY_PIDS=()
	for n in "${RELAY_NODES[@]}"; do tproxy_off "$n"; done
	RELAY_NODES=()
}

peers_cleanup() {
	relays_stop
	stop_pids "${PEER_PIDS[@]}"
	PEER_PIDS=()
}
