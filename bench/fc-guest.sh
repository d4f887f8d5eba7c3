#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# The flow-control benchmark (issue 4), run inside the guest by
# bench/fc-bench.sh.  Three cases (CASES, default "pep mixed cc"):
#
# pep: the PEP case of T. Shikama, "A Mechanism of a Flow Control in a
# Network using a PEP and Its Performance Evaluation"
#
#   cli 10.0.1.2 --(50 Mbit/s, 5 ms)-- rtr --(R Mbit/s, 40 ms)-- 10.0.2.2 srv
#
#   R in PEP_RATES (5 and 2).  One iperf3 connection per run, client to
#   server and server to client, relayed by tcpsplit (a flow, adaptive
#   budgets) and by HAProxy in transparent mode (TPROXY), runs alternating.
#   Sampled: the bytes held by the relay's sockets (every 50 ms), tcpsplit's
#   conns (every 100 ms), HAProxy's RSS; captured: the receiver's segments
#   at the sender (tcpdump, for zero windows).
#
# mixed: 9 classes (MIX_BWS x MIX_RTTS on the client leg), MIX_CONNS
#   connections each at once, server to client, through one router with a
#   memory limit (MIX_LIMIT) below what fixed 256 KiB budgets would need;
#   adaptive budgets and fixed 16k, 64k, 256k (one flow per run).
#
#   m1..m9 10.1.K.2 --(class K)-- rtr --(not shaped)-- 10.0.2.2 srv
#
# cc: cli --(CC_CLIENT_MBIT, 1 ms)-- rtr --(CC_SERVER_MBIT, 25 ms, 0.5% loss
#   each way)-- srv, client to server: unsplit (end-to-end CUBIC), split
#   with --cc-server cubic, split with --cc-server bbr.
#
# Every link is shaped with netem rate + delay on the egress of each of its
# two ends.  Data connections use client ports 20000-29999 (iperf3
# --cport), so the flows and the TPROXY rule take only them: iperf3's
# control connection is never relayed.  Writes $RESULTS/raw/ (per run:
# iperf3 JSON, sampler summaries, held-bytes series, captures; per case a
# .jsonl of reduced runs; meta.json).  fc-bench.sh writes results.md from
# them (bench/fc-tool.py report).

set -u
: "${SPLITCTL:?}" "${TCPSPLIT_KO:?}" "${RESULTS:?}"
export PATH="$PATH:/usr/sbin:/sbin"
HERE=$(cd "$(dirname "$0")" && pwd)
# The interpreter itself, not a wrapper script: the sampler runs in the
# background and is stopped by a signal sent to its PID.
PY=$(python3 -c 'import sys; print(sys.executable)')
TOOL="$PY $HERE/fc-tool.py"
P=fc$$
NSPFX=$P
# shellcheck source=../selftests/net_lib.sh
source "$HERE/../selftests/net_lib.sh"
RAW=$RESULTS/raw
mkdir -p "$RAW"

CASES=${CASES:-pep mixed cc}
RUNS=${RUNS:-5}
PEP_RATES=${PEP_RATES:-5 2}
PEP_SECS=${PEP_SECS:-20}
PEP_OMIT=${PEP_OMIT:-3}
PEP_CLIENT_MBIT=50 PEP_CLIENT_DELAY=5 PEP_SERVER_DELAY=40
PEP_DIRS=${PEP_DIRS:-c2s s2c}
PEP_SYSTEMS=${PEP_SYSTEMS:-tcpsplit haproxy}
MIX_BWS=${MIX_BWS:-1 4 16}
MIX_RTTS=${MIX_RTTS:-10 40 100}
MIX_CONNS=${MIX_CONNS:-2}
MIX_LIMIT=${MIX_LIMIT:-4m}
MIX_SECS=${MIX_SECS:-20}
MIX_OMIT=${MIX_OMIT:-4}
MIX_CONFIGS=${MIX_CONFIGS:-adaptive 16k 64k 256k}
CC_CLIENT_MBIT=${CC_CLIENT_MBIT:-100}
CC_SERVER_MBIT=${CC_SERVER_MBIT:-50}
CC_LOSS=${CC_LOSS:-0.5%}
CC_SECS=${CC_SECS:-20}
CC_OMIT=${CC_OMIT:-3}
CC_MODES=${CC_MODES:-unsplit split-cubic split-bbr}

have_tcpdump=$(command -v tcpdump)
bg_pids=()
cleanup() {
	local p
	for p in "${bg_pids[@]}"; do kill "$p" 2>/dev/null; done
	wait 2>/dev/null
	del_all_ns
	ts_module_unload 2>/dev/null
}
trap cleanup EXIT

# Background processes are started with "ip netns exec" itself (not
# through this function), so that $! is the process and not a subshell.
ns() { local n=$1; shift; ip netns exec "$P-$n" "$@"; }
R() { "$SPLITCTL" -n "$P-rtr" "$@"; }

del_all_ns() {
	local n
	for n in $(ip netns list | awk -v p="$P-" 'index($1, p) == 1 {print $1}'); do
		ip netns del "$n"
	done
}

# end_case: stop the case's servers (and HAProxy), delete its namespaces.
end_case() {
	local p
	for p in "${bg_pids[@]}"; do kill "$p" 2>/dev/null; done
	wait 2>/dev/null
	bg_pids=()
	del_all_ns
}

mkns() {
	ip netns add "$P-$1" || exit 1
	ns "$1" ip link set lo up
	ns "$1" sysctl -qw net.ipv4.tcp_congestion_control=cubic
}

# veth NS1 IF1 ADDR1/LEN NS2 IF2 ADDR2/LEN (short names: ts_link_ns's)
veth() {
	ts_link_ns "$P-$1" "$2" "$3" "$P-$4" "$5" "$6" || exit 1
}

# shape NS DEV MBIT DELAY_MS [LOSS]: netem rate + delay on DEV's egress.
# The queue limit (packets) is the delay line plus one RTT (2 x DELAY) of
# full-size frames at that rate: a bottleneck buffer of one BDP.
shape() {
	local limit
	limit=$(awk -v r="$3" -v d="$4" 'BEGIN {
		l = r * 1e6 / 8 / 1514 * 3 * d / 1000; l = int(l) + 1
		print (l < 10 ? 10 : l) }')
	ns "$1" tc qdisc replace dev "$2" root netem rate "${3}mbit" delay "${4}ms" \
		limit "$limit" ${5:+loss "$5"} || exit 1
}

# wait_listen NS PORT
wait_listen() {
	ts_wait_for 10 ts_tcp_listening "$P-$1" "$2" && return 0
	echo "no listener on port $2 in $1" >&2
	return 1
}

# stop_pid PID SIG: signal a background process, give it 5 s, then kill it.
stop_pid() {
	local i
	kill -"$2" "$1" 2>/dev/null
	for i in $(seq 50); do
		kill -0 "$1" 2>/dev/null || break
		sleep 0.1
	done
	kill -KILL "$1" 2>/dev/null
	wait "$1" 2>/dev/null
}

cport_next=20000
# next_cport N: a fresh block of N client ports (no TIME_WAIT reuse).
next_cport() {
	cport=$cport_next
	cport_next=$((cport_next + $1))
	[ "$cport_next" -gt 29900 ] && cport_next=20000
}

# start_sampler OUT ARGS...: the sampler in the router's namespace; returns
# once it has taken its first sample.
start_sampler() {
	local out=$1 i
	shift
	rm -f "$out.ready"
	ip netns exec "$P-rtr" $TOOL sample --out "$out" --ready "$out.ready" "$@" &
	sampler_pid=$!
	bg_pids+=("$sampler_pid")
	for i in $(seq 300); do
		[ -e "$out.ready" ] && break
		sleep 0.1
	done
	rm -f "$out.ready"
}
stop_sampler() { stop_pid "$sampler_pid" TERM; }

# start_capture NS DEV FILE FILTER
capture_pid=
start_capture() {
	capture_pid=
	[ -n "$have_tcpdump" ] || return 0
	ip netns exec "$P-$1" tcpdump -i "$2" -s 96 -Z root -U -n -w "$3" "$4" 2> "$3.log" &
	capture_pid=$!
	bg_pids+=("$capture_pid")
	local i
	for i in $(seq 50); do
		grep -q "listening on" "$3.log" 2>/dev/null && return 0
		sleep 0.1
	done
}
stop_capture() { [ -z "$capture_pid" ] || stop_pid "$capture_pid" INT; }


# The three-node path of the pep and cc cases.
path3() {
	mkns cli
	mkns rtr
	mkns srv
	veth cli c0 10.0.1.2/24 rtr r0 10.0.1.1/24
	veth rtr r1 10.0.2.1/24 srv s0 10.0.2.2/24
	ns cli ip route add default via 10.0.1.1
	ns srv ip route add default via 10.0.2.1
	ns rtr sysctl -qw net.ipv4.ip_forward=1
}

iperf_server() {	# NS PORT
	# -J: the server's figures reach the client's JSON (--get-server-output).
	ip netns exec "$P-$1" iperf3 -s -J -p "$2" > "$RAW/iperf3-server-$2.log" 2>&1 &
	bg_pids+=("$!")
	wait_listen "$1" "$2" || exit 1
}

# ---------------------------------------------------------------- HAProxy

hap_pid=
haproxy_start() {
	cat > "$RAW/haproxy.cfg" <<-EOF
	# SPDX-License-Identifier: GPL-2.0
	# HAProxy as a transparent TCP relay (written by bench/fc-guest.sh).
	global
	    maxconn 2000
	defaults
	    mode tcp
	    timeout connect 10s
	    timeout client 120s
	    timeout server 120s
	frontend pep
	    bind 0.0.0.0:8080 transparent
	    default_backend srv
	backend srv
	    source 0.0.0.0 usesrc clientip
	    server s1 10.0.2.2:5201
	EOF
	ns rtr sysctl -qw net.ipv4.conf.all.rp_filter=0 net.ipv4.conf.default.rp_filter=0
	ns rtr ip rule add fwmark 1 lookup 100
	ns rtr ip route add local 0.0.0.0/0 dev lo table 100
	ip netns exec "$P-rtr" haproxy -db -f "$RAW/haproxy.cfg" > "$RAW/haproxy.log" 2>&1 &
	hap_pid=$!
	bg_pids+=("$hap_pid")
	wait_listen rtr 8080 || { cat "$RAW/haproxy.log" >&2; exit 1; }
}

# TPROXY: the client's data connections to the server go to HAProxy, and
# every packet of a transparent socket (both of HAProxy's legs) is
# delivered locally.
haproxy_divert_on() {
	ns rtr nft -f - <<-EOF || exit 1
	table ip fcbench {
		chain pre {
			type filter hook prerouting priority mangle; policy accept;
			meta l4proto tcp socket transparent 1 meta mark set 1 accept
			tcp sport 20000-29999 tcp dport 5201 tproxy to :8080 meta mark set 1 accept
		}
	}
	EOF
}
haproxy_divert_off() { ns rtr nft delete table ip fcbench; }

# ---------------------------------------------------------------- case pep

pep_run() {	# SYS DIR RATE I
	local sys=$1 dir=$2 rate=$3 i=$4 name rev='' capns capdev filter
	name=pep-$rate-$dir-$sys-$i
	next_cport 1
	[ "$dir" = s2c ] && rev=-R
	if [ "$sys" = tcpsplit ]; then
		R add-flow --id 1 --dst 10.0.2.2/32 --dport 5201 --sport 20000-29999 > /dev/null || exit 1
		start_sampler "$RAW/$name.sample.json" --series "$RAW/$name.held" \
			--interval 0.05 --splitctl "$SPLITCTL" --conns-interval 0.1
	else
		haproxy_divert_on
		start_sampler "$RAW/$name.sample.json" --series "$RAW/$name.held" \
			--interval 0.05 --rss-pid "$hap_pid"
	fi
	# The receiver's segments, where the sender sees them.
	if [ "$dir" = c2s ]; then
		capns=cli capdev=c0 filter="tcp and src port 5201 and dst portrange 20000-29999"
	else
		capns=srv capdev=s0 filter="tcp and dst port 5201 and src portrange 20000-29999"
	fi
	start_capture $capns $capdev "$RAW/$name.pcap" "$filter"
	ns cli timeout $((PEP_SECS + 60)) iperf3 -c 10.0.2.2 -p 5201 --cport "$cport" $rev -t "$PEP_SECS" \
		-J --get-server-output > "$RAW/$name.json"
	sleep 1		# the relay drains and closes
	stop_capture
	stop_sampler
	if [ "$sys" = tcpsplit ]; then R flush; else haproxy_divert_off; fi
	printf "== pep %s Mbit/s %s %-8s run %d: " "$rate" "$dir" "$sys" "$i"
	$TOOL pep-run --iperf "$RAW/$name.json" --sample "$RAW/$name.sample.json" \
		--series "$RAW/$name.held" ${capture_pid:+--pcap "$RAW/$name.pcap"} --out "$RAW/pep.jsonl" \
		--sys "$sys" --dir "$dir" --rate "$rate" --run "$i" \
		--secs "$PEP_SECS" --omit "$PEP_OMIT"
	rm -f "$RAW/$name.pcap.log"
}

case_pep() {
	local rate dir i sys
	echo "== case pep: client leg $PEP_CLIENT_MBIT Mbit/s ${PEP_CLIENT_DELAY} ms, server leg R Mbit/s ${PEP_SERVER_DELAY} ms (R in $PEP_RATES), $PEP_SECS s per run, $RUNS runs"
	path3
	shape cli c0 $PEP_CLIENT_MBIT $PEP_CLIENT_DELAY
	shape rtr r0 $PEP_CLIENT_MBIT $PEP_CLIENT_DELAY
	iperf_server srv 5201
	case " $PEP_SYSTEMS " in *" haproxy "*) haproxy_start ;; esac
	for rate in $PEP_RATES; do
		shape rtr r1 "$rate" $PEP_SERVER_DELAY
		shape srv s0 "$rate" $PEP_SERVER_DELAY
		for dir in $PEP_DIRS; do
			for i in $(seq "$RUNS"); do
				for sys in $PEP_SYSTEMS; do
					pep_run "$sys" "$dir" "$rate" "$i"
				done
			done
		done
	done
	end_case
}

# ---------------------------------------------------------------- case mixed

mixed_classes=()	# "K NAME MBIT RTT"
mixed_run() {	# CONFIG I
	local cfg=$1 i=$2 pre k name rtt c pids=() order
	pre=mixed-$cfg-$i
	R flush
	if [ "$cfg" = adaptive ]; then
		R add-flow --id 1 --dst 10.0.2.2/32 --sport 20000-29999 > /dev/null || exit 1
	else
		R add-flow --id 1 --dst 10.0.2.2/32 --sport 20000-29999 --budget "$cfg" > /dev/null || exit 1
	fi
	R -j stats > "$RAW/$pre.stats0.json"
	start_sampler "$RAW/$pre.sample.json" --interval 0.2 --splitctl "$SPLITCTL" \
		--conns-interval 0.2 --stats
	# Classes start in a different order every run (a fixed budget that
	# does not fit the limit hurts the classes that come last).
	order=$(printf '%s\n' "${mixed_classes[@]}" | shuf --random-source=<(yes "$i$cfg"))
	echo "$order" | awk '{printf "%s ", $2} END {print ""}' > "$RAW/$pre.order"
	while read -r k name _ rtt; do
		next_cport "$MIX_CONNS"
		ip netns exec "$P-m$k" timeout $((MIX_SECS + 60)) iperf3 -c 10.0.2.2 -p $((5300 + k)) -R -P "$MIX_CONNS" --cport "$cport" \
			-t "$MIX_SECS" -J > "$RAW/$pre-$name.json" 2> "$RAW/$pre-$name.err" &
		pids+=("$!")
	done <<< "$order"
	for c in "${pids[@]}"; do wait "$c"; done
	sleep 1
	stop_sampler
	R -j stats > "$RAW/$pre.stats1.json"
	R flush
	printf "== mixed %-8s run %d: " "$cfg" "$i"
	$TOOL mixed-run --raw "$RAW" --prefix "$pre" --sample "$RAW/$pre.sample.json" \
		--out "$RAW/mixed.jsonl" --config "$cfg" --run "$i" \
		--classes "$(printf '%s\n' "${mixed_classes[@]}" |
			awk 'BEGIN {printf "["} {printf "%s[\"%s\", \"10.1.%d.\"]", (NR > 1 ? ", " : ""), $2, $1} END {print "]"}')" \
		--stats-before "$RAW/$pre.stats0.json" --stats-after "$RAW/$pre.stats1.json" \
		--conns "$MIX_CONNS" --secs "$MIX_SECS" --omit "$MIX_OMIT"
	for name in $(printf '%s\n' "${mixed_classes[@]}" | awk '{print $2}'); do
		[ -s "$RAW/$pre-$name.err" ] || rm -f "$RAW/$pre-$name.err"
	done
}

case_mixed() {
	local k=0 bw rtt name cfg i
	mkns rtr
	mkns srv
	veth rtr r1 10.0.2.1/24 srv s0 10.0.2.2/24
	ns srv ip route add default via 10.0.2.1
	ns rtr sysctl -qw net.ipv4.ip_forward=1
	for bw in $MIX_BWS; do
		for rtt in $MIX_RTTS; do
			k=$((k + 1))
			name=${bw}M-${rtt}ms
			mixed_classes+=("$k $name $bw $rtt")
			mkns "m$k"
			veth "m$k" c0 "10.1.$k.2/24" rtr "m$k" "10.1.$k.1/24"
			ns "m$k" ip route add default via "10.1.$k.1"
			shape "m$k" c0 "$bw" "$(awk -v r="$rtt" 'BEGIN {print r / 2}')"
			shape rtr "m$k" "$bw" "$(awk -v r="$rtt" 'BEGIN {print r / 2}')"
			iperf_server srv $((5300 + k))
		done
	done
	R set mem-limit "$MIX_LIMIT" || exit 1
	echo "== case mixed: ${#mixed_classes[@]} classes x $MIX_CONNS connections, mem-limit $MIX_LIMIT, configs: $MIX_CONFIGS, $MIX_SECS s per run, $RUNS runs"
	R -j stats > "$RAW/mixed-stats-start.json"
	for i in $(seq "$RUNS"); do
		for cfg in $MIX_CONFIGS; do
			mixed_run "$cfg" "$i"
		done
	done
	end_case
}

# ---------------------------------------------------------------- case cc

cc_run() {	# MODE I
	local mode=$1 i=$2 name sp
	name=cc-$mode-$i
	next_cport 1
	R flush
	case $mode in
	split-*)
		R add-flow --id 1 --dst 10.0.2.2/32 --dport 5201 --sport 20000-29999 \
			--cc-server "${mode#split-}" > /dev/null 2> "$RAW/$name.err" || {
			printf "== cc %-12s run %d: add-flow failed: %s\n" "$mode" "$i" "$(cat "$RAW/$name.err")"
			echo "{\"mode\": \"$mode\", \"run\": $i, \"error\": \"add-flow failed\"}" >> "$RAW/cc.jsonl"
			return
		}
		rm -f "$RAW/$name.err"
		;;
	esac
	( sleep $((CC_SECS / 2)); ns rtr ss -tin > "$RAW/$name.ss" ) &
	sp=$!
	ns cli timeout $((CC_SECS + 60)) iperf3 -c 10.0.2.2 -p 5201 --cport "$cport" -t "$CC_SECS" \
		-J --get-server-output > "$RAW/$name.json"
	wait "$sp"
	R flush
	printf "== cc %-12s run %d: " "$mode" "$i"
	$TOOL cc-run --iperf "$RAW/$name.json" --out "$RAW/cc.jsonl" --mode "$mode" \
		--run "$i" --secs "$CC_SECS" --omit "$CC_OMIT" --ss "$RAW/$name.ss"
}

case_cc() {
	local i mode
	modprobe tcp_bbr 2>/dev/null
	path3
	shape cli c0 "$CC_CLIENT_MBIT" 1
	shape rtr r0 "$CC_CLIENT_MBIT" 1
	shape rtr r1 "$CC_SERVER_MBIT" 25 "$CC_LOSS"
	shape srv s0 "$CC_SERVER_MBIT" 25 "$CC_LOSS"
	iperf_server srv 5201
	echo "== case cc: client leg $CC_CLIENT_MBIT Mbit/s 1 ms, server leg $CC_SERVER_MBIT Mbit/s 25 ms $CC_LOSS loss, modes: $CC_MODES, $CC_SECS s per run, $RUNS runs"
	echo "== available congestion control: $(sysctl -n net.ipv4.tcp_available_congestion_control)"
	for i in $(seq "$RUNS"); do
		for mode in $CC_MODES; do
			cc_run "$mode" "$i"
		done
	done
	end_case
}

# ---------------------------------------------------------------- main

ts_module_load || exit 1
: > "$RAW/pep.jsonl"
: > "$RAW/mixed.jsonl"
: > "$RAW/cc.jsonl"
kver=$(uname -r)
echo "== flow-control benchmark: tcpsplit ${REV:-unknown}, kernel $kver, $(nproc) vCPUs (QEMU TCG), cases: $CASES"
python3 - "$RAW/meta.json" <<PY
import json, sys, time, os
def words(s): return s.split()
def lim(s):
    m = {"k": 1 << 10, "m": 1 << 20, "g": 1 << 30}
    return int(float(s[:-1]) * m[s[-1].lower()]) if s[-1].lower() in m else int(s)
cases = words("$CASES")
meta = {
    "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
    "kernel": "$kver", "rev": "${REV:-unknown}", "cpus": os.cpu_count(),
    "mem": "%.1f GiB" % (int(open("/proc/meminfo").readline().split()[1]) / 1048576),
    "haproxy": "$(haproxy -v 2>/dev/null | head -n 1 | awk '{print $3}')" or None,
    "tcpdump": bool("$have_tcpdump"),
}
if "pep" in cases:
    meta["pep"] = {"rates": [float(x) if "." in x else int(x) for x in words("$PEP_RATES")],
                   "secs": $PEP_SECS, "omit": $PEP_OMIT, "runs": $RUNS, "interval": 0.05,
                   "client_mbit": $PEP_CLIENT_MBIT, "client_delay_ms": $PEP_CLIENT_DELAY,
                   "server_delay_ms": $PEP_SERVER_DELAY}
if "mixed" in cases:
    meta["mixed"] = {"classes": [[f"{b}M-{r}ms", int(b), int(r)] for b in words("$MIX_BWS")
                                 for r in words("$MIX_RTTS")],
                     "conns": $MIX_CONNS, "limit": "$MIX_LIMIT", "limit_bytes": lim("$MIX_LIMIT"),
                     "secs": $MIX_SECS, "omit": $MIX_OMIT, "runs": $RUNS, "interval": 0.2,
                     "configs": words("$MIX_CONFIGS")}
if "cc" in cases:
    meta["cc"] = {"client_mbit": $CC_CLIENT_MBIT, "client_delay_ms": 1,
                  "server_mbit": $CC_SERVER_MBIT, "server_delay_ms": 25, "loss": "$CC_LOSS",
                  "secs": $CC_SECS, "omit": $CC_OMIT, "runs": $RUNS, "modes": words("$CC_MODES")}
json.dump(meta, open(sys.argv[1], "w"), indent=1)
PY
for c in $CASES; do
	case $c in
	pep) case_pep ;;
	mixed) case_mixed ;;
	cc) case_cc ;;
	*) echo "unknown case $c" >&2; exit 2 ;;
	esac
done
# The kernel log, which the host judges (bench/record.sh)
dmesg > "$RAW/dmesg"
echo "== guest done"
