#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# Benchmark cases "segments" and "placement" (bench/case-placement.sh runs
# this with MODE=placement), inside the guest:
#
#   cli -L1- r1 -L2- r2 -L3- r3 -L4- r4 -L5- srv	(bench/chain.sh)
#
# A 100 MB random file fetched over HTTP (nginx on srv, curl on cli), the
# client's receive buffer capped (net.ipv4.tcp_rmem in its namespace) so
# that the unsplit transfer is window-limited: about window / RTT.
#
# segments: total RTT 50 ms (netem on the egress of both ends of a link),
#   cut into n = 1..5 segments of equal RTT by n-1 relays on r1..r(n-1)
#   (link j < n carries segment j, link n the last one; the routers after
#   it just forward).  n = 1 is the unsplit baseline, shared by all
#   relays.  Relays: tcpsplit (a flow on each splitting router), HAProxy
#   (transparent, TPROXY, splice on), a chain of dante SOCKS servers
#   (curl --socks5 to r1's; each dante connects to the next one).
# placement: two segments split at r1, client-side RTT 40, 30, 25, 20,
#   10 ms of the 50, tcpsplit and HAProxy, plus the unsplit baseline.
#
# Every run: one record in $RAW/$MODE.jsonl.  Rounds: each round runs
# every configuration once, so slow drifts of the machine hit all alike.

set -u
: "${RAW:?}" "${SPLITCTL:?}" "${WORK:?}" "${WWW:?}" "${BENCH:?}"
export PATH="$PATH:/usr/sbin:/sbin"
MODE=${MODE:-segments}
RUNS=${RUNS:-5}
TOTAL_RTT_US=${TOTAL_RTT_US:-50000}
# The client's receive buffer (tcp_rmem max): 128 KiB keeps five times
# the unsplit rate well inside what the guest relays through four
# splitting routers; placement (one relay) affords 256 KiB, which halves
# its run time.
WINDOW=${WINDOW:-131072}
PLACE_WINDOW=${PLACE_WINDOW:-262144}
[ "$MODE" = placement ] && WINDOW=$PLACE_WINDOW
FILE=${FILE:-file100M}
SEG_PEERS=${SEG_PEERS:-tcpsplit haproxy dante}
SEG_NS=${SEG_NS:-1 2 3 4 5}
PLACE_PEERS=${PLACE_PEERS:-tcpsplit haproxy}
PLACE_CLIENT_MS=${PLACE_CLIENT_MS:-40 30 25 20 10}
FLOW_OPTS=${FLOW_OPTS:-}	# more add-flow options (e.g. --budget 1m), for experiments

P=sg$$
CHAIN_ROUTERS=4
# shellcheck source=chain.sh
source "$BENCH/chain.sh"
# shellcheck source=peers.sh
source "$BENCH/peers.sh"
case " $SEG_PEERS " in *" dante "*) source "$BENCH/dante.sh" || exit 1 ;; esac

cleanup() {
	peers_cleanup
	chain_cleanup
}
trap cleanup EXIT

R() { local r=$1; shift; "$SPLITCTL" -n "$P-$r" "$@"; }

chain_setup || exit 1
ns cli sysctl -qw net.ipv4.tcp_rmem="4096 $WINDOW $WINDOW"
nginx_start srv || exit 1
size=$(stat -c %s "$WWW/$FILE")

# relays_up PEER ROUTER...: the relay on each of the routers, in order
# from the client; sets CURL_OPTS to what the client needs.  (Not in a
# subshell: peers.sh keeps the PIDs of what it starts.)
relays_up() {
	local peer=$1 r i next
	shift
	CURL_OPTS=
	case $peer in
	tcpsplit)
		for r in "$@"; do
			R "$r" add-flow --id 1 --dst "$SRV_ADDR/32" --dport 80 \
				$FLOW_OPTS > /dev/null || return 1
		done ;;
	haproxy)
		for r in "$@"; do haproxy_start "$r" splice || return 1; done ;;
	dante)
		# r_k listens on its left address 10.0.k.2 and chains to the
		# next dante's; the last connects to the server itself.
		for ((i = $#; i >= 1; i--)); do
			r=${!i}
			next=
			[ "$i" -lt $# ] && { next=${*:i+1:1}; next=10.0.${next#r}.2; }
			dante_start "$r" "10.0.${r#r}.2" $next || return 1
		done
		CURL_OPTS="--socks5 10.0.${1#r}.2:1080" ;;
	esac
}

# relays_down PEER ROUTER...: after a run, sets RELAYED to the JSON list
# of the connections each router relayed (tcpsplit: split by its flow;
# HAProxy: accepted; [] for dante) and removes the flows or stops the
# relays.
relays_down() {
	local peer=$1 r out=
	shift
	for r in "$@"; do
		case $peer in
		tcpsplit)
			out+=${out:+,}$(R "$r" -j list-flows 1 |
				grep -o '"split": *[0-9]*' | grep -o '[0-9]*$')
			R "$r" flush ;;
		haproxy)
			out+=${out:+,}$(haproxy_sessions "$r") ;;
		esac
	done
	relays_stop
	RELAYED="[$out]"
}

# fetch LABEL PEER N CLIENT_US ROUTERS...: one transfer, one record.
fetch() {
	local label=$1 peer=$2 n=$3 cus=$4 w rc
	shift 4
	relays_up "$peer" "$@" || { echo "== $label: relays did not start" >&2; exit 1; }
	# curl: size, time, HTTP code; --max-time: a stuck run fails, not hangs.
	w=$(ns cli curl -s -o /dev/null --max-time 600 $CURL_OPTS \
		-w '%{size_download} %{time_total} %{http_code}' "http://$SRV_ADDR/$FILE")
	rc=$?
	relays_down "$peer" "$@"
	set -- $w
	if [ "$rc" -ne 0 ] || [ "${3:-}" != 200 ] || [ "${1:-0}" -ne "$size" ]; then
		echo "== $label: curl exit $rc, '$w' (want $size bytes, 200)" >&2
		exit 1
	fi
	# One record (printf, not python: the guest is slow to start one).
	printf '{"case": "%s", "peer": "%s", "n": %d, "run": %d, "bytes": %d, "secs": %s, "MBps": %s, "window": %d, "total_rtt_us": %d, "client_rtt_ms": %s, "relayed": %s}\n' \
		"$MODE" "$peer" "$n" "$run" "$1" "$2" "$(awk -v b="$1" -v s="$2" 'BEGIN {printf "%.4f", b / s / 1e6}')" \
		"$WINDOW" "$TOTAL_RTT_US" "$(awk -v u="$cus" 'BEGIN {print u * 2 / 1000}')" "$RELAYED" >> "$RAW/$MODE.jsonl"
	echo "== $label: $(awk -v b="$1" -v s="$2" 'BEGIN {printf "%.2f MB/s (%.1f s)", b / s / 1e6, s}')"
}

chain_segments 1 "$TOTAL_RTT_US" > /dev/null || exit 1
ns cli ping -c 2 -q "$SRV_ADDR" > /dev/null	# ARP on every link first
rtt=$(ns cli ping -c 5 -i 0.2 -q "$SRV_ADDR" | awk -F/ '/^rtt/ {print $5}')
echo "== $MODE: client window $WINDOW bytes, $FILE ($size bytes), RTT $rtt ms, $RUNS rounds"
echo "{\"case\": \"$MODE-meta\", \"ping_rtt_ms\": $rtt, \"window\": $WINDOW}" > "$RAW/$MODE-meta.json"

for run in $(seq "$RUNS"); do
	if [ "$MODE" = segments ]; then
		for n in $SEG_NS; do
			routers=$(chain_segments "$n" "$TOTAL_RTT_US") || exit 1
			if [ "$n" -eq 1 ]; then
				fetch "round $run n=1 unsplit" none 1 0
				continue
			fi
			for peer in $SEG_PEERS; do
				fetch "round $run n=$n $peer" "$peer" "$n" 0 $routers
			done
		done
	else
		chain_segments 1 "$TOTAL_RTT_US" > /dev/null || exit 1
		fetch "round $run unsplit" none 1 0
		for ms in $PLACE_CLIENT_MS; do
			cus=$((ms * 1000 / 2))
			chain_delays "$cus" $((TOTAL_RTT_US / 2 - cus)) 0 0 0 || exit 1
			for peer in $PLACE_PEERS; do
				fetch "round $run $ms-$((TOTAL_RTT_US / 1000 - ms)) $peer" "$peer" 2 "$cus" r1
			done
		done
	fi
done
