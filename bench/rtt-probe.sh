#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# Where the segments case loses time (a diagnostic, not part of the
# suite): the chain of bench/chain.sh with the segments case's 128 KiB
# client window, one 30 MB HTTP fetch each unsplit, with n = 2 and 5 for
# tcpsplit and with n = 5 for HAProxy, then the 10-40 placement; r1's view
# of its split connection (splitctl conns: leg RTTs, budget, bytes
# waiting) is sampled every 0.5 s.  A window-limited transfer runs at
# window / RTT, so the client leg's RTT under load (the netem delay plus
# every queue and processing delay on it) bounds the ratio whatever the
# relay does.  (The client's own ss -ti RTT is no use here: a socket that
# only receives measures its RTT once, at the request.)
#
# In a guest (as bench/bench-guest.sh sets it up):
#   BENCH=... SPLITCTL=... WORK=/tmp/x WWW=... bash bench/rtt-probe.sh

set -u
: "${SPLITCTL:?}" "${WORK:?}" "${WWW:?}" "${BENCH:?}"
export PATH="$PATH:/usr/sbin:/sbin"
P=rp$$
CHAIN_ROUTERS=4
# shellcheck source=chain.sh
source "$BENCH/chain.sh"
# shellcheck source=peers.sh
source "$BENCH/peers.sh"
trap 'peers_cleanup; chain_cleanup' EXIT
mkdir -p "$WORK" "$WWW"
[ -e "$WWW/file30M" ] || head -c 30M /dev/urandom > "$WWW/file30M"
chain_setup || exit 1
ns cli sysctl -qw net.ipv4.tcp_rmem="4096 131072 131072"
nginx_start srv || exit 1

sample_r1() {	# r1's view of its split connection every 0.5 s
	while sleep 0.5; do
		"$SPLITCTL" -n "$P-r1" conns | grep -o 'client_leg rtt [0-9.]*ms\|server_leg rtt [0-9.]*ms\|s2c budget [0-9]*\|queued-s2c [0-9]*' | tr '\n' ' '
		echo
	done
}

probe() {	# LABEL N PEER [CLIENT_SIDE_ONE_WAY_US: two segments, moved]
	local label=$1 n=$2 peer=$3 r routers s1='' w
	routers=$(chain_segments "$n" 50000)
	if [ -n "${4:-}" ]; then
		chain_delays "$4" $((25000 - $4)) 0 0 0
		routers=r1
	fi
	for r in $routers; do
		case $peer in
		tcpsplit) "$SPLITCTL" -n "$P-$r" add-flow --dst "$SRV_ADDR/32" --dport 80 > /dev/null ;;
		haproxy) haproxy_start "$r" splice ;;
		esac
	done
	if [ "$peer" = tcpsplit ]; then
		sample_r1 > "$WORK/r1-$label" &
		s1=$!
	fi
	w=$(ns cli curl -s -o /dev/null -w '%{speed_download}' "http://$SRV_ADDR/file30M")
	[ -n "$s1" ] && { kill "$s1"; wait "$s1" 2>/dev/null; }
	for r in $routers; do
		[ "$peer" = tcpsplit ] && "$SPLITCTL" -n "$P-$r" flush
	done
	relays_stop
	awk -v l="$label" -v w="$w" 'BEGIN { printf "%-14s %6.2f MB/s\n", l, w / 1e6 }'
	[ -n "$s1" ] && sed -n '3~4p' "$WORK/r1-$label" | sed "s/^/    r1 $label: /"
	return 0
}

for _ in 1 2; do
	probe unsplit 1 none
	probe tcpsplit-n2 2 tcpsplit
	probe tcpsplit-n5 5 tcpsplit
	probe haproxy-n5 5 haproxy
done
# The placement case's outlier: client side 10 ms, server side 40 ms, at
# its 256 KiB client window: only the client leg is capped by the client.
ns cli sysctl -qw net.ipv4.tcp_rmem="4096 262144 262144"
probe tcpsplit-10-40 2 tcpsplit 5000
probe haproxy-10-40 2 haproxy 5000
probe tcpsplit-40-10 2 tcpsplit 20000
