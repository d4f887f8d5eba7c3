#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# Benchmark case "lfn" (issue 14): long fat paths, end hosts at their
# default TCP settings (no buffer caps, autotuning on: no sysctl is set in
# cli or srv but at the -hostM points below), on the chain of
# bench/chain.sh:
#
#   cli -L1- r1 -L2- srv              (CHAIN_ROUTERS=1)
#   cli -L1- r1 -L2- r2 -L3- srv      (CHAIN_ROUTERS=2; r1 and r2 split)
#
# Every link is shaped by netem on the egress of both of its ends: rate R,
# delay D (one way: half the link's RTT) and, on lossy points, loss on the
# server-side link only (both ends: data and ACKs).  The netem limit
# (packets) is max(1000, 1.5 x R x total RTT / 1500 bytes): netem's
# limit counts the packets of its delay line too, which on any link is at
# most half the path's BDP (its one-way delay), so at least one BDP of
# the whole path is left for a queue, as on a bottleneck sized the
# textbook way; the floor keeps the short slow paths from a queue too
# small to fill the pipe.  On lossy points every link end gets
# gso_max_segs 1 (fc-tool.py gso-segs): netem drops what the device
# gets, which with segmentation offload is a packet of up to 64 KB of
# segments, so 0.5% would be 0.5% of bursts; with one segment per packet
# it is 0.5% of segments, as the point means.  (The lossless points keep
# the offloads: they cost far less CPU in the emulated guest.)
#
# Points (LFN_POINTS, default all; a name is RATEm-RTT+RTT[+RTT][-loss[K]]
# [-mtuN][-hostM][-rtrM][-qa], RTTs in ms from the client, loss on link K
# (default the last, the server's), -hostM: the end hosts' tcp_rmem and
# tcp_wmem maximum raised to M MiB, the one departure from their
# defaults, for a path whose BDP is beyond what Debian's 6 MB buffers
# fill (issue 14's 1 Gbit/s x 200 ms: 1000m-100+100-host64); -rtrM: the
# same for the routers' namespaces (the window scale a split's legs
# announce, and HAProxy's buffers, follow their tcp_rmem), as README
# tells operators of such paths to set; -qa: the end hosts' routes carry
# quickack 1, so that a receiving host ACKs every packet at once, as the
# split's receiving leg does when the relay empties it in softirq, to
# tell whether that ACK rate alone slows the sender; so other points can
# be asked for):
#   50m and 200m x 10+40, 25+25, 40+10 x no loss and -loss (0.5%)
#   200m-100+100          a 200 ms path, no loss
#   200m-25+25-mtu9000    MTU 9000 on both ends of L1 (the client link)
#   200m-17+17+16         three segments (two splitting routers)
#   sat                   the satellite download (below)
#   sat2                  the same with a router at each end of the
#                         satellite link (below)
#
# Systems, runs interleaved (each round runs every system once per
# direction, so that slow drifts of the machine hit all alike):
#   fwd           the routers only forward
#   tcpsplit      a flow on every router, TCP port 5201 (adaptive budgets)
#   tcpsplit-bbr  the same with BBR on the routers' legs over the lossy
#                 link (lossy points only): --cc-server bbr on the router
#                 at its client end, --cc-client bbr on the one at its
#                 server end.  With one router, whose server leg is
#                 lossy, in a download the lossy leg's sender is the
#                 server, not the router: it only changes the uploads)
#   haproxy       HAProxy on every router, transparent (TPROXY) relay of
#                 port 5201 (peers.sh haproxy_start, splice-auto as in the
#                 other cases); started once per point (it takes seconds
#                 to start in the emulated guest), its TPROXY rules on
#                 during its runs only
# Both relays take every connection to port 5201: iperf3's control
# connection too (HAProxy's second router sees connections from the
# first with ports of its own choosing, so no rule could tell them apart
# there); it carries a few hundred bytes.
#
# A run: one iperf3 connection for LFN_SECS seconds (LFN_LOSSY_SECS at a
# lossy point: with 0.5% random loss an 8 s run is mostly the sender's
# slow start and where its first loss fell, and the medians of 5 such
# runs of one module lie a quarter or more apart), up (client to server)
# or down (-R), client port from 20000-29999 (--cport, a fresh one each
# run: no TIME_WAIT clash anywhere); throughput = the receiver's bits/s of
# iperf3's JSON, retransmits = the sender's (through a relay: on the
# sender's own leg only).  Meanwhile, on every router, fc-tool.py sample
# sums the bytes held by its TCP sockets (/proc/net/tcp every 50 ms; all
# systems, so that its CPU cost hits all alike) and, for tcpsplit,
# samples `splitctl -j conns` (every second only: each sample costs CPU
# that the relay needs; the budget over time) while `splitctl -j monitor`
# keeps the connections' close events, with their final budget, peak and
# zero-window figures (the module keeps the peak and the longest zero
# window); and tcpdump captures the receiver's segments where the sender
# sees them (snaplen 96, port 5201 only), reduced by fc-tool.py zwin to
# the zero-window episodes the sender was told of (for a relay: those the
# router advertised).  The module's own zero-window figures, per router,
# are those each router advertised upstream (r2's: what r1 saw).
# Evidence per run: the flows' split counters (tcpsplit), the namespace's
# syns_matched (none for fwd and haproxy) and HAProxy's sessions.
#
# sat: cli -(LFN_SAT_RATE Mbit/s, 10 ms RTT)- r1 -(LFN_SAT_RATE, 190 ms
# RTT, 0.5% loss)- srv; curl downloads a 10 MB random file from nginx in
# srv, a new connection each run; fwd, tcpsplit-bbr and tcpsplit (CUBIC)
# with a flow for port 80; RUNS runs.  sat2: cli -(10 ms)- r1 -(190 ms,
# 0.5% loss)- r2 -(2 ms)- srv, both routers splitting: in a download r2
# is the sender over the lossy link (tcpsplit-bbr: with BBR), as a pair of
# satellite PEPs would be, one at each ground station.
#
# Appends one JSON object per run to $RAW/lfn.jsonl (bench/report_lfn.py
# renders it).  Knobs: RUNS (5), LFN_POINTS, LFN_SECS (8), LFN_LOSSY_SECS
# (30), LFN_SYSTEMS
# (fwd tcpsplit tcpsplit-bbr haproxy; with TCPSPLIT_KO_B, a second
# module -- bench.sh's B_TREE --, or LFN_B_OPTS, more add-flow options,
# also tcpsplit-b and tcpsplit-bbr-b: the same with that module, reloaded
# between runs, and those options), LFN_DIRS (up down), LFN_LOSS
# (0.5%), LFN_SAT_RATE (100), LFN_KEEP (1: keep the captures in $RAW),
# LFN_SS (seconds: ss -tinm of every node's sockets of the server's port,
# 5201 or HTTP's 80 at the satellite points, into $RAW, ss_loop;
# bench/lfn_ss.py sums them up), LFN_TRACE (1: the tcp:tcp_probe
# tracepoint of every socket of the server's port, each segment that a
# connected one receives -- cwnd, ssthresh, snd_una, srtt, send and
# receive windows --, into $RAW/NAME.trace; far cheaper than ss's looks,
# which at LFN_SS=0.5 cost the emulated guest half of sat2's pace;
# bench/lfn_trace.py sums it up per socket), LFN_LOSSY_ROUTE (route
# attributes, e.g. "initcwnd 64 initrwnd 64", that the routers at both
# ends of a lossy link put on their routes across it at lossy points, as
# the operator of a pair of satellite ground stations would; they act on
# the sockets the routers terminate -- split legs, HAProxy's --, not on
# forwarded packets; other points' routes are left without them),
# LFN_STEER (1: at one-router points, the router on a CPU of its own, as
# the cpu case's CPU_STEER: r1's packets processed on CPU 1, cli's and
# srv's and both iperf3 on CPU 0 -- chain_steer of chain.sh --, so that
# a relay's work does not take the sending host's CPU, as it cannot
# where the router is a box of its own; "steer" in the records).
# All points with RUNS=5: 510 transfers (240 of them at lossy points) and
# 15 downloads, about 4 h in the emulated guest (a run takes its LFN_SECS
# or LFN_LOSSY_SECS plus 5-15 s; a download 60-75 s); the case prints its
# estimate first, and each point's time.
#
# From the host: CASES=lfn make bench (bench/bench.sh, which makes the
# record bench/results/lfn).  Alone in a guest: RESULTS=DIR SPLITCTL=...
# TCPSPLIT_KO=... bash bench/case-lfn.sh (loads the module if it is not
# loaded, writes DIR/raw/lfn.jsonl).

set -u
export PATH="$PATH:/usr/sbin:/sbin"
: "${SPLITCTL:?}"
BENCH=${BENCH:-$(cd "$(dirname "$0")" && pwd)}
RAW=${RAW:-${RESULTS:?RAW or RESULTS}/raw}
RUNS=${RUNS:-5}
LFN_SECS=${LFN_SECS:-8}
LFN_LOSSY_SECS=${LFN_LOSSY_SECS:-30}
LFN_SYSTEMS=${LFN_SYSTEMS:-fwd tcpsplit tcpsplit-bbr haproxy}
LFN_DIRS=${LFN_DIRS:-up down}
LFN_LOSS=${LFN_LOSS:-0.5%}
LFN_SAT_RATE=${LFN_SAT_RATE:-100}
LFN_KEEP=${LFN_KEEP:-0}
LFN_SS=${LFN_SS:-0}
LFN_TRACE=${LFN_TRACE:-0}
LFN_STEER=${LFN_STEER:-0}
TRACEFS=/sys/kernel/tracing
LFN_LOSSY_ROUTE=${LFN_LOSSY_ROUTE:-}
ALL_POINTS=
for rate in 50 200; do
	for rtts in 10+40 25+25 40+10; do
		ALL_POINTS+="${rate}m-$rtts ${rate}m-$rtts-loss "
	done
done
ALL_POINTS+="200m-100+100 200m-25+25-mtu9000 sat sat2 200m-17+17+16"
LFN_POINTS=${LFN_POINTS:-$ALL_POINTS}
SAT_FILE=file10M
SAT_RTTS="10+190"
SAT2_RTTS="10+190+2"
# Per-run costs besides the transfer (samplers, capture, relays, the
# reduction; measured in the smoke runs, QEMU TCG): for the estimate.
RUN_OVERHEAD=8
SAT_RUN_SECS=75
PY=/usr/bin/python3
TOOL=$BENCH/fc-tool.py
OUT=$RAW/lfn.jsonl
P=lfn$$

own_work=
if [ -z "${WORK:-}" ]; then
	WORK=$(mktemp -d /tmp/lfn.XXXXXX)
	chmod 755 "$WORK"	# nginx's worker runs as nobody
	own_work=1
fi
WWW=${WWW:-$WORK/www}
mkdir -p "$RAW" "$WWW"
CAPDIR=$WORK
[ "$LFN_KEEP" = 1 ] && CAPDIR=$RAW

# shellcheck source=../selftests/net_lib.sh
source "$BENCH/../selftests/net_lib.sh"
# Alone in a guest: the suite has not loaded the module.
own_module=
if [ ! -d /sys/module/tcpsplit ]; then
	: "${TCPSPLIT_KO:?the module is not loaded: TCPSPLIT_KO}"
	ts_module_load || exit 1
	own_module=1
fi
# --cc-server bbr: loaded now rather than by the first flow's connection;
# without it, no tcpsplit-bbr runs (rather than a failed case).
modprobe tcp_bbr 2>/dev/null
if ! grep -qw bbr /proc/sys/net/ipv4/tcp_available_congestion_control; then
	echo "== lfn: no BBR in this kernel: no tcpsplit-bbr runs"
	LFN_SYSTEMS=$(echo " $LFN_SYSTEMS " | sed 's/ tcpsplit-bbr\(-b\)\? / /g')
fi
LFN_B_OPTS=${LFN_B_OPTS:-}
read -r -a b_opts <<< "$LFN_B_OPTS"
# For the report: what the -b systems' flows add.
[ -n "$LFN_B_OPTS" ] && echo "$LFN_B_OPTS" > "$RAW/lfn-b-opts"
if [ -z "${TCPSPLIT_KO_B:-}" ] && [ -z "$LFN_B_OPTS" ] && [[ " $LFN_SYSTEMS " = *-b\ * ]]; then
	echo "lfn: tcpsplit-b and tcpsplit-bbr-b need a second module (bench.sh's B_TREE) or LFN_B_OPTS" >&2
	exit 2
fi
# use_module SYSTEM: the module SYSTEM's runs need (chain_module).  The
# flows are gone after each run (relays_down), so nothing else is lost.
# The SYN counts are taken anew: a reloaded module counts from zero.
use_module() {
	local r
	chain_module "$1" || return 1
	for r in "${ROUTERS[@]}"; do SYNS[$r]=$(syns_matched "$r"); done
}

CHAIN_ROUTERS=1
# shellcheck source=chain.sh
source "$BENCH/chain.sh"
# shellcheck source=peers.sh
source "$BENCH/peers.sh"

RUN_PIDS=()		# samplers and captures of the run going on
MONITORS=()		# the run's splitctl monitor outputs
TOPO=			# routers of the chain that is up
ROUTERS=()		# its router nodes (every one splits)
NGINX=			# 1: nginx is up in srv
reducer_pid=		# the reducer coprocess (below)
declare -A SYNS=()	# each router's syns_matched after the last run
# shellcheck disable=SC2317 # the EXIT trap calls it
cleanup() {
	local r
	stop_pids "${RUN_PIDS[@]}"
	for r in "${ROUTERS[@]}"; do "$SPLITCTL" -n "$P-$r" flush 2>/dev/null; done
	peers_cleanup
	[ -n "$reducer_pid" ] && stop_pids "$reducer_pid"
	[ -n "$TOPO" ] && chain_cleanup
	[ -n "$own_module" ] && ts_module_unload
	[ -n "$own_work" ] && rm -rf "$WORK"
}
trap cleanup EXIT

R() { local r=$1; shift; "$SPLITCTL" -n "$P-$r" "$@"; }

# ------------------------------------------------------------ points

# point_parse NAME: sets PT_RATE (Mbit/s), PT_RTTS (ms, per link, from
# the client), PT_LOSS (empty: none) and PT_LOSS_LINK (its link), PT_MTU
# (of L1, empty: 1500), PT_HOSTMEM and PT_RTRMEM (MiB, empty: the hosts'
# and the routers' defaults), PT_QUICKACK (1: -qa), PT_ROUTERS, PT_HTTP
# (1 for sat and sat2).
point_parse() {
	local name=$1 spec
	PT_HTTP='' PT_LOSS='' PT_LOSS_LINK='' PT_MTU='' PT_HOSTMEM='' PT_RTRMEM='' PT_QUICKACK=''
	case $name in
	sat)
		spec="${LFN_SAT_RATE}m-$SAT_RTTS-loss"
		PT_HTTP=1 ;;
	sat2)
		spec="${LFN_SAT_RATE}m-$SAT2_RTTS-loss2"
		PT_HTTP=1 ;;
	*)
		spec=$name ;;
	esac
	[[ $spec =~ ^([0-9]+)m-([0-9]+(\+[0-9]+)+)(-loss([0-9])?)?(-mtu([0-9]+))?(-host([0-9]+))?(-rtr([0-9]+))?(-qa)?$ ]] ||
		return 1
	PT_RATE=${BASH_REMATCH[1]}
	IFS=+ read -r -a PT_RTTS <<< "${BASH_REMATCH[2]}"
	PT_MTU=${BASH_REMATCH[7]}
	PT_HOSTMEM=${BASH_REMATCH[9]}
	PT_RTRMEM=${BASH_REMATCH[11]}
	PT_QUICKACK=${BASH_REMATCH[12]:+1}
	PT_ROUTERS=$((${#PT_RTTS[@]} - 1))
	if [ -n "${BASH_REMATCH[4]}" ]; then
		PT_LOSS=$LFN_LOSS
		PT_LOSS_LINK=${BASH_REMATCH[5]:-$((PT_ROUTERS + 1))}
		[ "$PT_LOSS_LINK" -ge 1 ] && [ "$PT_LOSS_LINK" -le $((PT_ROUTERS + 1)) ] || return 1
	fi
	[ "$PT_ROUTERS" -le 4 ]	# chain.sh has four routers at most
}

# point_systems: the systems of the parsed point, LFN_SYSTEMS' order.
point_systems() {
	local s
	for s in $LFN_SYSTEMS; do
		case $s in
		fwd|tcpsplit|tcpsplit-b) ;;
		tcpsplit-bbr|tcpsplit-bbr-b) [ -n "$PT_LOSS" ] || continue ;;
		haproxy) [ -z "$PT_HTTP" ] || continue ;;
		*) continue ;;
		esac
		printf '%s ' "$s"
	done
}

# ------------------------------------------------------------ topology

IPERF_PID=
iperf_server() {
	# exec: the PID is iperf3's own (stop_pids signals it).
	(exec ip netns exec "$P-srv" "${CHAIN_PIN0[@]}" iperf3 -s -p 5201 \
		> "$WORK/iperf3-server.log" 2>&1) &
	IPERF_PID=$!
	PEER_PIDS+=("$IPERF_PID")
	wait_listen srv 5201
}

# topo_up N: the chain with N routers (torn down and rebuilt if another
# one is up), its iperf3 server and, with HTTP=1, nginx.
GSO='' MTU1='' ROUTES='' HOSTMEM='' RTRMEM='' HOST_RMEM='' HOST_WMEM=''
topo_up() {
	local n=$1 r
	if [ "$TOPO" != "$n" ]; then
		if [ -n "$TOPO" ]; then
			peers_cleanup
			chain_cleanup
		fi
		CHAIN_ROUTERS=$n
		# shellcheck source=chain.sh
		source "$BENCH/chain.sh"
		TOPO=$n
		ROUTERS=()
		for r in $(seq "$n"); do ROUTERS+=("r$r"); done
		chain_setup || { echo "chain setup failed" >&2; exit 1; }
		# chain.sh's CHAIN_PIN0 is empty unless chain_steer set it.
		if [ "$LFN_STEER" = 1 ] && [ "$n" = 1 ]; then
			chain_steer || { echo "LFN_STEER=1: chain_steer failed" >&2; exit 1; }
		fi
		iperf_server || exit 1
		NGINX=
		GSO=65535 MTU1=1500 ROUTES='' HOSTMEM='' RTRMEM=''
		HOST_RMEM=$(ns cli sysctl -n net.ipv4.tcp_rmem)
		HOST_WMEM=$(ns cli sysctl -n net.ipv4.tcp_wmem)
		for r in "${ROUTERS[@]}"; do SYNS[$r]=$(syns_matched "$r"); done
	fi
	if [ -n "${2:-}" ] && [ -z "$NGINX" ]; then
		nginx_start srv || exit 1
		NGINX=1
	fi
}

# link_ends K: "NODE DEV" of both ends of link K.
link_ends() {
	echo "$(chain_node $(($1 - 1))) l$1a"
	echo "$(chain_node "$1") l$1b"
}

# set_gso SEGS: gso_max_segs of every link end.
set_gso() {
	local k node dev
	[ "$GSO" = "$1" ] && return 0
	for k in $(seq "$CHAIN_LINKS"); do
		while read -r node dev; do
			ns "$node" "$PY" "$TOOL" gso-segs "$dev" "$1" || exit 1
		done < <(link_ends "$k")
	done
	GSO=$1
}

# route_set NODE J STRIP ATTRS: NODE's route to the subnet of link J
# replaced by itself without the attributes STRIP (sed) takes off, with
# ATTRS added.
route_set() {
	local spec
	spec=$(ns "$1" ip route show "10.0.$2.0/24" | sed "$3")
	# shellcheck disable=SC2086 # a route's words, and ATTRS's
	ns "$1" ip route change $spec $4 || exit 1
	echo "== $1: $(ns "$1" ip route show "10.0.$2.0/24")"
}

# routes_link L ATTRS: the routes of the routers at both ends of link L
# that cross it -- the left end's to the subnets of links L and on, the
# right end's to those of links L and before -- replaced with ATTRS added
# (none: as they were set up).
routes_link() {
	local l=$1 j strip='' w
	# ip route show lists the attributes set before: off with them.
	for w in $(echo "$LFN_LOSSY_ROUTE" | awk '{ for (i = 1; i <= NF; i += 2) print $i }'); do
		strip+="s/ $w [^ ]*//;"
	done
	for j in $(seq "$CHAIN_LINKS"); do
		if [ "$j" -ge "$l" ] && [ "$l" -ge 2 ]; then
			route_set "$(chain_node $((l - 1)))" "$j" "$strip" "$2"
		fi
		if [ "$j" -le "$l" ] && [ "$l" -le "$CHAIN_ROUTERS" ]; then
			route_set "$(chain_node "$l")" "$j" "$strip" "$2"
		fi
	done
}

# set_routes ATTRS: the lossy link's routes with ATTRS (none: the last
# lossy link's back as they were), once per topology and setting; ROUTES
# is "ATTRS@LINK" of the last call.  Only with LFN_LOSSY_ROUTE.
set_routes() {
	local old=${ROUTES##*@}
	local l=${PT_LOSS_LINK:-$old}
	[ -n "$LFN_LOSSY_ROUTE" ] && [ -n "$l" ] || return 0
	[ "$ROUTES" = "$1@$l" ] && return 0
	# Another lossy link's routes go back as they were first.
	if [ -n "$old" ] && [ "$old" != "$l" ]; then routes_link "$old" ""; fi
	routes_link "$l" "$1"
	ROUTES="$1@$l"
}

# set_mem MIB NODE...: the NODEs' tcp_rmem and tcp_wmem with their
# maximum at MIB MiB; none: back to what the namespaces had (cli's at
# setup: every namespace starts with the same).
set_mem() {
	local mib=$1 node r=$HOST_RMEM w=$HOST_WMEM
	shift
	if [ -n "$mib" ]; then
		r="$(echo "$HOST_RMEM" | awk '{ print $1, $2 }') $((mib << 20))"
		w="$(echo "$HOST_WMEM" | awk '{ print $1, $2 }') $((mib << 20))"
	fi
	for node in "$@"; do
		ns "$node" sysctl -qw net.ipv4.tcp_rmem="$r" net.ipv4.tcp_wmem="$w" || exit 1
	done
}

# set_hostmem MIB: the end hosts' (cli, srv); set_rtrmem MIB: the
# routers' (set_mem).
set_hostmem() {
	[ "$HOSTMEM" = "$1" ] && return 0
	set_mem "$1" cli srv
	HOSTMEM=$1
}
set_rtrmem() {
	[ "$RTRMEM" = "$1" ] && return 0
	set_mem "$1" "${ROUTERS[@]}"
	RTRMEM=$1
}

# set_quickack [1]: every route of the end hosts with quickack 1, or
# without it (empty).
QUICKACK=''
set_quickack() {
	local node line
	[ "$QUICKACK" = "$1" ] && return 0
	for node in cli srv; do
		while read -r line; do
			line=${line/ quickack [01]/}
			# shellcheck disable=SC2086 # a route's words
			ns "$node" ip route change $line ${1:+quickack 1} || exit 1
		done < <(ns "$node" ip -4 route show)
		echo "== $node: $(ns "$node" ip -4 route show | paste -sd';')"
	done
	QUICKACK=$1
}

# set_mtu1 MTU: the MTU of both ends of L1.
set_mtu1() {
	local node dev
	[ "$MTU1" = "$1" ] && return 0
	while read -r node dev; do
		ns "$node" ip link set "$dev" mtu "$1" || exit 1
	done < <(link_ends 1)
	MTU1=$1
}

# point_up: the parsed point's shaping on the chain; sets LIMIT and
# PING_MS (the smallest of three pings, which also resolves every
# neighbour before the first run).
point_up() {
	local k total=0 node dev loss
	for k in "${PT_RTTS[@]}"; do total=$((total + k)); done
	LIMIT=$(awk -v r="$PT_RATE" -v t="$total" 'BEGIN {
		l = int(1.5 * r * 1e6 * t / 1000 / (1500 * 8)) + 1
		print (l < 1000 ? 1000 : l) }')
	for k in $(seq "$CHAIN_LINKS"); do
		loss=
		[ "$k" = "$PT_LOSS_LINK" ] && loss=$PT_LOSS
		while read -r node dev; do
			ns "$node" tc qdisc replace dev "$dev" root netem rate "${PT_RATE}mbit" \
				delay "$((PT_RTTS[k - 1] * 500))us" limit "$LIMIT" ${loss:+loss "$loss"} ||
				exit 1
		done < <(link_ends "$k")
	done
	if [ -n "$PT_LOSS" ]; then set_gso 1; else set_gso 65535; fi
	set_mtu1 "${PT_MTU:-1500}"
	set_hostmem "$PT_HOSTMEM"
	set_rtrmem "$PT_RTRMEM"
	set_quickack "$PT_QUICKACK"
	if [ -n "$PT_LOSS" ]; then set_routes "$LFN_LOSSY_ROUTE"; else set_routes ""; fi
	# "rtt min/avg/max/mdev = MIN/AVG/MAX/MDEV ms"
	PING_MS=$(ns cli ping -c 3 -i 0.2 -q "$SRV_ADDR" |
		awk -F/ '/^rtt/ { sub(/.*= */, "", $4); print $4 }')
}

# ------------------------------------------------------------ a run

syns_matched() {
	R "$1" -j stats 2>/dev/null | grep -o '"syns_matched": *[0-9]*' | grep -o '[0-9]*$'
}

# haproxy_point_up: HAProxy on every router for the whole point, its
# TPROXY rules off: a haproxy run turns them on and off (tproxy_on and
# tproxy_off of peers.sh), as starting HAProxy takes seconds in the
# emulated guest.  The rules being off, relays_stop (at the end of the
# point) must not delete them: the routers leave RELAY_NODES.
declare -A SESS=()	# each HAProxy's sessions after the last run
haproxy_point_up() {
	local r
	for r in "${ROUTERS[@]}"; do
		haproxy_start "$r" splice 5201 || return 1
		tproxy_off "$r"
		SESS[$r]=$(haproxy_sessions "$r")
	done
	RELAY_NODES=()
}

# relays_up SYSTEM PORT: the system's relay on every router.  Router k's
# client leg is link k, its server leg link k + 1: tcpsplit-bbr puts BBR
# on whichever of them is the lossy link.
relays_up() {
	local r k=0 cc
	for r in "${ROUTERS[@]}"; do
		k=$((k + 1))
		cc=()
		[ "$k" = "$PT_LOSS_LINK" ] && cc+=(--cc-client bbr)
		[ "$((k + 1))" = "$PT_LOSS_LINK" ] && cc+=(--cc-server bbr)
		[[ $1 = tcpsplit-bbr* ]] || cc=()
		[[ $1 = *-b ]] && cc+=("${b_opts[@]}")
		case $1 in
		tcpsplit*) R "$r" add-flow --id 1 --dst "$SRV_ADDR/32" --dport "$2" \
			"${cc[@]}" > /dev/null ;;
		haproxy) tproxy_on "$r" "$2" ;;
		esac || return 1
	done
}

# relays_down SYSTEM: the evidence, then the relays gone.  Sets SPLITS
# (the flows' split counters), MATCHED (SYNs matched since the run
# before) and SESSIONS (HAProxy's since the run before), a number per
# router.
relays_down() {
	local r now
	SPLITS='' MATCHED='' SESSIONS=''
	for r in "${ROUTERS[@]}"; do
		case $1 in
		tcpsplit*)
			SPLITS+="$(R "$r" -j list-flows | grep -o '"split": *[0-9]*' |
				grep -o '[0-9]*$' | awk '{ s += $1 } END { print s + 0 }') "
			R "$r" flush ;;
		haproxy)
			now=$(haproxy_sessions "$r")
			SESSIONS+="$((${now:-0} - ${SESS[$r]:-0})) "
			SESS[$r]=${now:-0}
			tproxy_off "$r" ;;
		esac
		now=$(syns_matched "$r")
		MATCHED+="$((${now:-0} - ${SYNS[$r]:-0})) "
		SYNS[$r]=${now:-0}
	done
	return 0
}

# ss_loop NS: with LFN_SS, every LFN_SS seconds a timestamp line ("# T")
# and `ss -tinm` of NS's connected sockets of the server's port (the end
# hosts' and both relays' legs: cwnd, RTT, retransmissions, delivery
# rate), to compare the senders; the figures of a run are not reduced
# (lfn_ss.py sums them up).
ss_loop() {
	while :; do
		echo "# $(date +%s.%N)"
		ip netns exec "$1" ss -tinmH state connected \
			'( sport = :5201 or dport = :5201 or sport = :80 or dport = :80 )'
		sleep "$LFN_SS"
	done
}

# probes_start SYSTEM NAME [SENDER_NODE DEV FILTER]: a sampler on every
# router (with splitctl conns for tcpsplit) and the capture, started in
# the background: they take seconds to start in the emulated guest, the
# relays start meanwhile.
probes_start() {
	local sys=$1 name=$2 r conns=()
	case $sys in tcpsplit*) conns=(--splitctl "$SPLITCTL" --conns-interval 1) ;; esac
	RUN_PIDS=() PROBES_READY=() MONITORS=()
	for r in "${ROUTERS[@]}"; do
		rm -f "$WORK/$name.$r.ready"
		ip netns exec "$P-$r" "$PY" "$TOOL" sample --out "$WORK/$name.$r.json" \
			--interval 0.05 --ready "$WORK/$name.$r.ready" "${conns[@]}" &
		RUN_PIDS+=($!)
		PROBES_READY+=("$WORK/$name.$r.ready")
		[ ${#conns[@]} -gt 0 ] || continue
		# The connection's last figures, in the event of its close:
		# exact where a sample is up to a second old (each sample
		# costs CPU in the emulated guest: a sample a second).
		ip netns exec "$P-$r" "$SPLITCTL" -j monitor > "$WORK/$name.$r.mon" 2>&1 &
		RUN_PIDS+=($!)
		MONITORS+=("$WORK/$name.$r.mon")
	done
	[ "$LFN_SS" = 0 ] || for r in cli "${ROUTERS[@]}" srv; do
		ss_loop "$P-$r" > "$RAW/$name.$r.ss" 2>&1 &
		RUN_PIDS+=($!)
	done
	CAP='' CAPLOG=''
	if [ $# -ge 5 ]; then
		CAP=$CAPDIR/$name.pcap CAPLOG=$WORK/$name.tcpdump
		ip netns exec "$P-$3" tcpdump -i "$4" -s 96 -Z root -U -n -w "$CAP" "$5" \
			2> "$CAPLOG" &
		RUN_PIDS+=($!)
	fi
}

# cpu_stat: /proc/stat's cpu lines, joined by ";" (the reducer's cpu_busy).
cpu_stat() {
	grep '^cpu' /proc/stat | paste -sd';'
}

# segs_stat: each node's TCP InSegs and OutSegs (/proc/net/snmp) and its
# CUBIC's slow-start exits by HyStart (/proc/net/netstat: ack-train and
# delay detections, and the sums of the congestion windows they left slow
# start at), as "NODE IN OUT TRAIN TRAIN_CWND DELAY DELAY_CWND" joined by
# ";" (the reducer's segs and hystart): what the senders took per MB (the
# ACKs they processed), and which sender left slow start
# early; then each interface's packets and bytes sent, "IFACE:PKTS:BYTES"
# (/proc/net/dev: a GSO packet counts once), for the size of the packets
# a node hands its links.  Namespace counters: the samplers read files
# and netlink, and send no TCP segments.
segs_stat() {
	local n
	for n in cli "${ROUTERS[@]}" srv; do
		# Each file has a line of names, then one of values.
		echo "$n $(ns "$n" awk '
			/^Tcp:/ && ++t == 2 { segs = $11 " " $12 }
			/^TcpExt:/ && !h { for (i = 2; i <= NF; i++) f[$i] = i; h = 1; next }
			/^TcpExt:/ { hs = $f["TCPHystartTrainDetect"] " " $f["TCPHystartTrainCwnd"] " " \
				$f["TCPHystartDelayDetect"] " " $f["TCPHystartDelayCwnd"] }
			FILENAME ~ /dev$/ && /:/ { sub(/^ */, ""); split($0, d, /[: ]+/)
				if (d[1] != "lo") tx = tx " " d[1] ":" d[11] ":" d[10] }
			END { print segs, hs tx }' /proc/net/snmp /proc/net/netstat /proc/net/dev)"
	done | paste -sd';'
}

# trace_start PORT: with LFN_TRACE, tcp_probe of the sockets whose either
# port is PORT, into an emptied buffer.
trace_start() {
	[ "$LFN_TRACE" = 1 ] || return 0
	[ -d "$TRACEFS/events" ] || mount -t tracefs nodev "$TRACEFS" || return 1
	echo 0 > "$TRACEFS/tracing_on" &&
		echo 16384 > "$TRACEFS/buffer_size_kb" &&
		echo "sport == $1 || dport == $1" > "$TRACEFS/events/tcp/tcp_probe/filter" &&
		echo 1 > "$TRACEFS/events/tcp/tcp_probe/enable" &&
		: > "$TRACEFS/trace" &&
		echo 1 > "$TRACEFS/tracing_on"
}

# trace_stop NAME: the trace into $RAW/NAME.trace, the tracepoint off.
trace_stop() {
	[ "$LFN_TRACE" = 1 ] || return 0
	echo 0 > "$TRACEFS/tracing_on"
	echo 0 > "$TRACEFS/events/tcp/tcp_probe/enable"
	grep -v '^#' "$TRACEFS/trace" > "$RAW/$1.trace"
}

# probes_wait: until every sampler has taken its first sample and the
# capture listens (30 s at most).
probes_wait() {
	local i f missing
	for i in $(seq 300); do
		missing=0
		for f in "${PROBES_READY[@]}"; do [ -e "$f" ] || missing=1; done
		[ -n "$CAP" ] && ! grep -q "listening on" "$CAPLOG" 2>/dev/null && missing=1
		[ "$missing" = 0 ] && return 0
		sleep 0.1
	done
	echo "the samplers or the capture did not start" >&2
	return 1
}

# probes_stop: first, for tcpsplit, until every split connection has
# closed (the monitors have seen as many closes as opens; 3 s at most).
probes_stop() {
	local i f left
	for i in $(seq 30); do
		left=0
		for f in "${MONITORS[@]}"; do
			[ "$(grep -c '"conn-open"' "$f")" -gt "$(grep -c '"conn-close"' "$f")" ] && left=1
		done
		[ "$left" = 0 ] && break
		sleep 0.1
	done
	stop_pids "${RUN_PIDS[@]}"
	RUN_PIDS=()
}

# reduce KEY=VALUE...: one record appended to $OUT, one line printed, by
# the reducer (the Python part below): one process for the whole case,
# started once, as a Python start takes seconds in the emulated guest.
reduce() {
	local IFS=$'\t' line
	printf '%s\n' "$*" >&"${REDUCER[1]}"
	read -r line <&"${REDUCER[0]}" || { echo "lfn: the reducer died" >&2; return 1; }
	echo "$line"
	[ "${line#== }" != "$line" ]	# "!! ..." is a failure
}

# point_json: the parsed point's parameters, a JSON object (null: none).
point_json() {
	local loss=null gso=null route=null qa=false steer=false
	[ -n "$PT_QUICKACK" ] && qa=true
	[ ${#CHAIN_PIN0[@]} -gt 0 ] && steer=true
	[ -n "$PT_LOSS" ] && loss="\"$PT_LOSS\""
	[ -n "$PT_LOSS" ] && [ -n "$LFN_LOSSY_ROUTE" ] && route="\"$LFN_LOSSY_ROUTE\""
	[ "$GSO" = 1 ] && gso=1
	printf '{"rate_mbit": %d, "rtts_ms": [%s], "loss": %s, "loss_link": %s, "lossy_route": %s, "mtu1": %s, "host_mem_mib": %s, "router_mem_mib": %s, "quickack": %s, "steer": %s, "routers": %d, "netem_limit": %d, "gso_max_segs": %s, "ping_rtt_ms": %s}' \
		"$PT_RATE" "$(IFS=,; echo "${PT_RTTS[*]}")" "$loss" "${PT_LOSS_LINK:-null}" "$route" "${PT_MTU:-null}" \
		"${PT_HOSTMEM:-null}" "${PT_RTRMEM:-null}" "$qa" "$steer" "$PT_ROUTERS" "$LIMIT" "$gso" "${PING_MS:-null}"
}

CPORT=20000
# iperf_run POINT SYSTEM DIR RUN
iperf_run() {
	local point=$1 sys=$2 dir=$3 i=$4 name rev='' node dev filter rc
	local secs=$LFN_SECS
	[ -n "$PT_LOSS" ] && secs=$LFN_LOSSY_SECS
	name=$(echo "$point-$sys-$dir-$i" | tr + _)
	CPORT=$((CPORT + 1))
	[ "$CPORT" -gt 29999 ] && CPORT=20001
	# The receiver's segments where the sender sees them.
	if [ "$dir" = up ]; then
		node=cli dev=l1a filter="tcp and src port 5201"
	else
		rev=-R node=srv dev=l${CHAIN_LINKS}b filter="tcp and dst port 5201"
	fi
	use_module "$sys" || exit 1
	probes_start "$sys" "$name" "$node" "$dev" "$filter"
	relays_up "$sys" 5201 || { echo "== $name: $sys did not start" >&2; exit 1; }
	probes_wait || exit 1
	trace_start 5201 || exit 1
	segs0=$(segs_stat)
	cpu0=$(cpu_stat)
	ns cli "${CHAIN_PIN0[@]}" timeout $((secs + 60)) iperf3 -c "$SRV_ADDR" -p 5201 --cport "$CPORT" $rev \
		-t "$secs" -J > "$WORK/$name.iperf.json" 2> "$WORK/$name.iperf.err"
	rc=$?
	cpu1=$(cpu_stat)
	segs1=$(segs_stat)
	trace_stop "$name"
	probes_stop
	relays_down "$sys"
	reduce kind=iperf cpu0="$cpu0" cpu1="$cpu1" segs0="$segs0" segs1="$segs1" point="$point" system="$sys" direction="$dir" run="$i" \
		secs="$secs" params="$(point_json)" iperf="$WORK/$name.iperf.json" \
		iperf_rc="$rc" samples="$(for r in "${ROUTERS[@]}"; do printf '%s ' "$WORK/$name.$r.json"; done)" \
		pcap="$CAP" splits="$SPLITS" matched="$MATCHED" sessions="$SESSIONS" \
		monitors="${MONITORS[*]}" || exit 1
	[ "$LFN_KEEP" = 1 ] || rm -f "$CAP"
	rm -f "$WORK/$name".*
	# A client that timed out can leave the server inside its test.
	if [ "$rc" -ne 0 ]; then
		stop_pids "$IPERF_PID"
		iperf_server || exit 1
	fi
}

# http_run SYSTEM RUN: the satellite download.
http_run() {
	local sys=$1 i=$2 name w rc
	name=$point-$sys-$i
	use_module "$sys" || exit 1
	probes_start "$sys" "$name"
	relays_up "$sys" 80 || { echo "== $name: $sys did not start" >&2; exit 1; }
	probes_wait || exit 1
	trace_start 80 || exit 1
	cpu0=$(cpu_stat)
	# --max-time: a stuck run fails, not hangs.
	w=$(ns cli curl -s -o /dev/null --max-time 900 \
		-w '%{size_download} %{time_total} %{http_code}' "http://$SRV_ADDR/$SAT_FILE")
	rc=$?
	cpu1=$(cpu_stat)
	trace_stop "$name"
	probes_stop
	relays_down "$sys"
	reduce kind=http cpu0="$cpu0" cpu1="$cpu1" point="$point" system="$sys" direction=down run="$i" \
		params="$(point_json)" curl="$w" curl_rc="$rc" size="$SAT_SIZE" \
		samples="$WORK/$name.r1.json" splits="$SPLITS" matched="$MATCHED" \
		monitors="${MONITORS[*]}" || exit 1
	rm -f "$WORK/$name".*
}

# The reducer: reads a line of tab-separated KEY=VALUE per run, appends
# its record to OUT, answers with a line ("!! ..." if it failed).
REDUCE=$(cat <<'PY'
import importlib.util, json, sys, traceback
out, tool = sys.argv[1:3]
spec = importlib.util.spec_from_file_location("fc_tool", tool)
fc = importlib.util.module_from_spec(spec)
spec.loader.exec_module(fc)


def nums(s):
    return [int(x) for x in s.split()] if s.strip() else None


def closed_conn(path, d):
    """The connection with the most bytes in direction D among the closes
    `splitctl -j monitor` wrote to PATH (one JSON object a line)."""
    best = None
    try:
        lines = open(path).read().splitlines()
    except OSError:
        return None
    for line in lines:
        try:
            ev = json.loads(line)
        except ValueError:
            continue
        c = ev.get("conn") if ev.get("event") == "conn-close" else None
        if c and (best is None or c.get("bytes_" + d, 0) > best.get("bytes_" + d, 0)):
            best = c
    return best


def cpu_busy(a):
    """The guest's CPU busy share over the transfer, from /proc/stat's cpu
    lines before and after it: all CPUs', and the busiest one's (softirq
    work can pile up on one vCPU).  Near 1, the emulated guest's own pace
    and not the path may have set the figure."""
    def busy(x, y):
        d = [int(b) - int(a) for a, b in zip(x.split()[1:], y.split()[1:])]
        return 1 - (d[3] + d[4]) / sum(d) if sum(d) > 0 else None
    try:
        before, after = a["cpu0"].split(";"), a["cpu1"].split(";")
        v = [busy(x, y) for x, y in zip(before, after)]
    except (KeyError, ValueError, IndexError):
        return None, None
    if not v or None in v:
        return None, None
    return round(v[0], 3), round(max(v[1:] or v[:1]), 3)


def segs(a, fields):
    """Fields FIELDS (indices) of each node's segs_stat counters over the
    run (after minus before): {node: [...]}, or None."""
    try:
        b = {w[0]: w[1:] for w in (x.split() for x in a["segs0"].split(";"))}
        e = {w[0]: w[1:] for w in (x.split() for x in a["segs1"].split(";"))}
        return {n: [int(e[n][i]) - int(b[n][i]) for i in fields] for n in b}
    except (KeyError, ValueError, IndexError):
        return None


def dev_tx(a):
    """Each node's interfaces' packets and bytes sent over the run (the
    IFACE:PKTS:BYTES words of segs_stat): {node: {iface: [pkts, bytes]}},
    or None."""
    def words(x):
        out = {}
        for w in (v.split() for v in x.split(";")):
            out[w[0]] = {f[0]: (int(f[1]), int(f[2]))
                         for f in (t.split(":") for t in w[1:] if ":" in t)}
        return out
    try:
        b, e = words(a["segs0"]), words(a["segs1"])
        return {n: {i: [e[n][i][0] - b[n][i][0], e[n][i][1] - b[n][i][1]] for i in e[n]}
                for n in e}
    except (KeyError, ValueError, IndexError):
        return None


def run(a):
    rec = {"case": "lfn", "kind": a["kind"], "point": a["point"], "system": a["system"],
           "direction": a["direction"], "run": int(a["run"])}
    rec.update(json.loads(a["params"]))
    err = None
    if a["kind"] == "iperf":
        rec["secs"] = int(a["secs"])
        try:
            j = json.load(open(a["iperf"]))
            if "error" in j:
                raise ValueError(j["error"])
            end = j["end"]
            rec["bits_per_second"] = end["sum_received"]["bits_per_second"]
            rec["bytes"] = end["sum_received"]["bytes"]
            rec["retransmits"] = end["sum_sent"].get("retransmits")
            rec["mss"] = j["start"].get("tcp_mss_default")
            # Per second (the client's view: bytes written up, received
            # down): where in a run a relay lost its ground.
            rec["intervals_mbit"] = [round(iv["sum"]["bits_per_second"] / 1e6, 1)
                                     for iv in j.get("intervals", [])]
            # The iperf3 processes' own CPU (getrusage over the test,
            # percent of one CPU): the client's and the server's.  A
            # sender near 100 is the host's CPU, not the path, setting
            # the rate.
            u = end.get("cpu_utilization_percent") or {}
            rec["iperf_cpu_client"] = u.get("host_total")
            rec["iperf_cpu_server"] = u.get("remote_total")
        except (OSError, ValueError, KeyError, TypeError) as e:
            err = f"iperf3 (exit {a['iperf_rc']}): {e}"
    else:
        w = a["curl"].split()
        if a["curl_rc"] != "0" or len(w) != 3 or w[2] != "200" or int(w[0]) != int(a["size"]):
            err = f"curl exit {a['curl_rc']}, '{a['curl']}' (want {a['size']} bytes, 200)"
        else:
            rec["bytes"], rec["time_s"] = int(w[0]), float(w[1])
            rec["kbytes_per_second"] = int(w[0]) / float(w[1]) / 1000
    if err:
        rec["error"] = err
    rec["guest_cpu_busy"], rec["guest_cpu_busiest"] = cpu_busy(a)
    if a["kind"] == "iperf":
        # segments [in, out]; HyStart [train exits, their cwnd sum,
        # delay exits, their cwnd sum]
        rec["segs"] = segs(a, (0, 1))
        rec["hystart"] = segs(a, (2, 3, 4, 5))
        rec["dev_tx"] = dev_tx(a)
    # What every router held, and tcpsplit's own view of the data connection.
    d = "c2s" if a["direction"] == "up" else "s2c"
    held, ts = [], []
    mons = a.get("monitors", "").split()
    for k, path in enumerate(a["samples"].split()):
        s = fc.load(path) or {}
        held.append(s.get("held_max"))
        c = fc.data_conn(s, d)
        x = c["last"].get(d) if c is not None else None
        t = {"source": "sample"} if isinstance(x, dict) else None
        closed = closed_conn(mons[k], d) if k < len(mons) else None
        if closed is not None and isinstance(closed.get(d), dict):
            x, t = closed[d], {"source": "close"}
        if t is not None:
            t.update({"budget": x.get("budget"), "peak": x.get("peak"),
                      "zero_windows": x.get("zero_windows"),
                      "zero_window_max_us": x.get("zero_window_max_us"),
                      "budget_mean": (c.get("budget_mean") or {}).get(d) if c else None,
                      "conn_samples": c.get("n") if c else 0})
        if t is not None or a["system"].startswith("tcpsplit"):
            ts.append(t)
    rec["held_peak_per_router"] = held
    rec["held_peak_bytes"] = max((h for h in held if h is not None), default=None)
    if ts:
        rec["tcpsplit"] = ts
        first = ts[0] or {}
        rec["budget"], rec["peak"] = first.get("budget"), first.get("peak")
    if a.get("pcap"):
        z = fc.zwin(a["pcap"])
        if z is not None:
            rec["zw_episodes"], rec["zw_max_us"] = z["episodes"], z["max_us"]
    rec["split_counts"] = nums(a.get("splits", ""))
    rec["syns_matched"] = nums(a.get("matched", ""))
    rec["haproxy_sessions"] = nums(a.get("sessions", ""))
    if rec["system"].startswith("tcpsplit"):
        rec["split"] = bool(rec["split_counts"]) and min(rec["split_counts"]) > 0
    else:
        rec["split"] = any(rec["syns_matched"] or [])
    with open(out, "a") as f:
        print(json.dumps(rec), file=f)
    if err:
        line = f"ERROR {err}"
    elif rec["kind"] == "iperf":
        line = f"{rec['bits_per_second'] / 1e6:7.1f} Mbit/s  retrans {rec['retransmits']}"
    else:
        line = f"{rec['kbytes_per_second']:8.0f} KB/s ({rec['time_s']:.1f} s)"
    if rec["guest_cpu_busy"] is not None:
        line += f"  cpu {rec['guest_cpu_busy'] * 100:.0f}% (max {rec['guest_cpu_busiest'] * 100:.0f}%)"
    if rec.get("segs") and rec.get("bytes"):
        sender = "cli" if rec["direction"] == "up" else "srv"
        if sender in rec["segs"]:
            line += f"  sender took {rec['segs'][sender][0] / (rec['bytes'] / 1e6):.1f} segs/MB"
        hs = (rec.get("hystart") or {}).get(sender)
        if hs and hs[0] + hs[2]:
            line += f"  sender hystart train {hs[0]} delay {hs[2]} (cwnd {(hs[1] + hs[3]) // (hs[0] + hs[2])})"
    if rec.get("dev_tx"):
        # Each node's busiest interface: bytes per packet it sent there.
        sizes = []
        for n, ifs in rec["dev_tx"].items():
            if ifs:
                p, b = max(ifs.values(), key=lambda v: v[1])
                if p:
                    sizes.append(f"{n} {b / p / 1000:.1f}")
        if sizes:
            line += f"  KB/pkt {' '.join(sizes)}"
    if rec.get("iperf_cpu_client") is not None:
        line += f"  iperf3 cpu cli {rec['iperf_cpu_client']:.0f}% srv {rec['iperf_cpu_server'] or 0:.0f}%"
    hp = rec["held_peak_bytes"]
    line += f"  held {'-' if hp is None else f'{hp / 1024:.0f} KiB'}"
    if "zw_max_us" in rec:
        line += f"  zw {rec['zw_episodes']} / {rec['zw_max_us'] / 1000:.0f} ms"
    if ts:
        line += "  ts " + ", ".join("-" if t is None else
                                    f"budget {(t['budget'] or 0) / 1024:.0f}K peak {(t['peak'] or 0) / 1024:.0f}K "
                                    f"zw {t['zero_windows']}/{(t['zero_window_max_us'] or 0) / 1000:.0f}ms"
                                    for t in ts)
    line += f"  split {rec['split']} {rec['split_counts'] or rec['syns_matched']}"
    if rec["haproxy_sessions"] is not None:
        line += f" sessions {rec['haproxy_sessions']}"
    return f"== {rec['point']} {rec['direction']:<4} {rec['system']:<12} run {rec['run']}: {line}"


while True:
    req = sys.stdin.readline()
    if not req:
        break
    try:
        ans = run(dict(x.split("=", 1) for x in req.rstrip("\n").split("\t")))
    except Exception:
        ans = "!! reduce failed: " + traceback.format_exc().replace("\n", " | ")
    print(ans, flush=True)
PY
)

# ------------------------------------------------------------ main

coproc REDUCER { exec "$PY" -c "$REDUCE" "$OUT" "$TOOL"; }
# shellcheck disable=SC2153 # coproc sets it; bash unsets it once it ends
reducer_pid=$REDUCER_PID
[ -s "$WWW/$SAT_FILE" ] || head -c 10M /dev/urandom > "$WWW/$SAT_FILE"
SAT_SIZE=$(stat -c %s "$WWW/$SAT_FILE")

# The points by topology (the chain is rebuilt once per router count),
# in LFN_POINTS' order within one; unknown names stop the case at once.
read -r -a points <<< "$LFN_POINTS"
read -r -a dirs <<< "$LFN_DIRS"
n_iperf=0 n_http=0 iperf_secs=0 order=''
for point in "${points[@]}"; do
	point_parse "$point" || { echo "lfn: unknown point '$point'" >&2; exit 2; }
	read -r -a systems <<< "$(point_systems)"
	if [ -n "$PT_HTTP" ]; then
		n_http=$((n_http + ${#systems[@]} * RUNS))
	else
		k=$((${#systems[@]} * ${#dirs[@]} * RUNS)) secs=$LFN_SECS
		[ -n "$PT_LOSS" ] && secs=$LFN_LOSSY_SECS
		n_iperf=$((n_iperf + k))
		iperf_secs=$((iperf_secs + k * (secs + RUN_OVERHEAD)))
	fi
	order+="$PT_ROUTERS $point"$'\n'
done
mapfile -t order < <(printf '%s' "$order" | sort -s -n -k1,1)
est=$(( (iperf_secs + n_http * SAT_RUN_SECS + 59) / 60 ))
echo "== lfn: points: ${points[*]}; $RUNS rounds, $LFN_SECS s per transfer ($LFN_LOSSY_SECS s at lossy points)"
echo "== lfn: $n_iperf iperf3 runs ($((iperf_secs / 60)) min) + $n_http downloads x ~$SAT_RUN_SECS s: about $est min"

for line in "${order[@]}"; do
	read -r routers point <<< "$line"
	point_parse "$point"
	topo_up "$routers" $PT_HTTP
	point_up
	read -r -a systems <<< "$(point_systems)"
	t0=$SECONDS
	nruns=0
	if [[ " ${systems[*]} " = *" haproxy "* ]]; then
		haproxy_point_up || { echo "== $point: HAProxy did not start" >&2; exit 1; }
	fi
	echo "== point $point: $PT_RATE Mbit/s, RTTs ${PT_RTTS[*]} ms${PT_LOSS:+, loss $PT_LOSS on L$PT_LOSS_LINK}${PT_MTU:+, MTU $PT_MTU on L1}, netem limit $LIMIT, ping $PING_MS ms; ${systems[*]}"
	for i in $(seq "$RUNS"); do
		if [ -n "$PT_HTTP" ]; then
			for sys in "${systems[@]}"; do
				http_run "$sys" "$i"
				nruns=$((nruns + 1))
			done
			continue
		fi
		for dir in "${dirs[@]}"; do
			for sys in "${systems[@]}"; do
				iperf_run "$point" "$sys" "$dir" "$i"
				nruns=$((nruns + 1))
			done
		done
	done
	relays_stop
	echo "== point $point: $nruns runs in $((SECONDS - t0)) s"
done
# The cases after this one run on the module they were given.
use_module tcpsplit || exit 1
exit 0
