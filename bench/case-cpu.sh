#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# Benchmark case "cpu" (issue 5, part 3): the CPU cost of relaying.
#
#   cli 10.0.1.1 -- r1 -- 10.0.2.2 srv      (no added delay)
#
# A bulk server-to-client transfer as fast as the guest allows: curl in cli
# fetches $WWW/file100M from nginx in srv FETCHES times in a row (each a
# new connection, port 80).  Four peers on r1, runs alternating:
#
#   plain     r1 only forwards (no flow, no relay)
#   tcpsplit  a flow on r1 for 10.0.2.2/32 port 80
#   haproxy   HAProxy on r1, transparent relay of port 80, splice-auto
#             (haproxy_start of peers.sh)
#   haproxy-splice  the same with splicing forced (splice-auto never
#             spliced here; peers.sh haproxy_start splice-forced)
#   haproxy-splice-qa  (only when named in CPU_PEERS) spliced HAProxy
#             whose server leg ACKs every packet it takes, as tcpsplit's
#             server leg does: r1's route to the server gets the quickack
#             metric for that peer's runs.  Tells whether the server's
#             extra ACKs behind the split are what its endpoints pay
#             (19 against 6 ACKs per MB at the server; issue 17).
#
# The relays' CPU cannot be taken from one process: tcpsplit works in
# softirq and in a kernel workqueue (neither belongs to a namespace or a
# process), HAProxy in its process plus its sockets' softirq.  So each run
# samples the whole guest's /proc/stat (all CPUs: user, system, softirq,
# ...) over the transfer and records the busy CPU time.  The client,
# server and forwarding work is the same for every peer, so the report
# takes a relay's cost as its busy CPU per GB minus plain forwarding's.
# HAProxy's own process CPU (utime+stime of /proc/PID/stat) is recorded
# as well.  After the runs, if perf works in the guest, one extra
# transfer per relay is profiled (perf record -a -g) and the top of
# perf report goes to $RAW; the profiled transfers are not measured runs
# (perf's own cost would be counted).
#
# CPU_FW=nft runs the case behind a router's firewall, as routers ship
# (issue 17): r1 gets the selftests' stateful nft ruleset (ts_fw_nft of
# selftests/net_lib.sh: input and forward policy drop, ct state rules;
# l1b, the client's side, is its LAN, l2a its WAN), whose ct expressions
# make conntrack track every connection in r1.  Each run records whether
# conntrack tracked anything in r1 (its entry count after the transfer),
# and the case fails if it did not under the firewall.  CPU_FW=none (the
# default): no ruleset, no conntrack in r1.  The profiles of an nft run
# are cpu-perf-PEER-nft.txt.
#
# CPU_FLOW_OPTS: more add-flow options for the tcpsplit peer (e.g.
# "--budget 4m", to tell a flow-control limit from a CPU one); recorded
# in each run's "flow_opts".
#
# With TCPSPLIT_KO_B (bench.sh's B_TREE: another tree's module) a fifth
# peer, tcpsplit-b, runs that module (reloaded between runs, as in the lfn
# case): an A/B comparison of two relays in one guest, whose figures
# differ from another guest's by more than most changes do.  CPU_B_OPTS:
# add-flow options of the tcpsplit-b peer instead of CPU_FLOW_OPTS; set
# without B_TREE, tcpsplit-b is this module with those options (e.g.
# CPU_B_OPTS="--budget 4m": a flow-control limit against the adaptive
# budgets, in one guest).
#
# CPU_STEER=1 (the default with 2 or more CPUs) gives the router a CPU of
# its own (chain_steer of chain.sh): r1's packets are processed on CPU 1,
# cli's and srv's on CPU 0, curl and nginx run on CPU 0, HAProxy (the
# router's process) on CPU 1.  Without it, the router's softirq runs in
# whatever task sent the packet -- a split's relay mostly in curl's,
# whose ACKs clock it -- so a relay's cost and the endpoints' share one
# CPU and the guest-wide figure is all there is.  With it each run also
# records CPU 1's busy time ("router_cpu"): what the router spent,
# measured rather than taken as a difference of whole-guest figures.
# CPU_STEER=0: the old setting.
#
# Appends one JSON object per run to $RAW/cpu.jsonl ("fw": the setting).

set -u
: "${RAW:?}" "${SPLITCTL:?}" "${WORK:?}" "${WWW:?}" "${TCPSPLIT_KO:?}"
export PATH="$PATH:/usr/sbin:/sbin"
BENCH=${BENCH:-$(cd "$(dirname "$0")" && pwd)}
RUNS=${RUNS:-5}
# 100 MB fetches per run (CPU_FETCHES through bench.sh): a run of 5 lasts
# 3-5 s, short against the emulated guest's swings of pace.
FETCHES=${CPU_FETCHES:-${FETCHES:-5}}
PROFILE_FETCHES=${PROFILE_FETCHES:-2}	# in the profiled transfer
PERF=${CPU_PERF:-${PERF:-1}}	# 0: no profile (CPU_PERF through bench.sh)
CPU_FW=${CPU_FW:-none}		# none, or nft: the router firewall in r1
CPU_FLOW_OPTS=${CPU_FLOW_OPTS:-}	# more add-flow options (tcpsplit peer)
CPU_B_OPTS=${CPU_B_OPTS-$CPU_FLOW_OPTS}	# the tcpsplit-b peer's
# CPU_PEERS: the peers to run, in this order (default all four).
PEERS=${CPU_PEERS:-plain tcpsplit haproxy haproxy-splice}
[ -n "${TCPSPLIT_KO_B:-}" ] || [ "$CPU_B_OPTS" != "$CPU_FLOW_OPTS" ] && PEERS+=" tcpsplit-b"
P=cpu$$
CPU_STEER=${CPU_STEER:-$([ "$(nproc)" -ge 2 ] && echo 1 || echo 0)}
CPU_SAMPLE=${CPU_SAMPLE:-0}	# 1: sample the split connections (perturbs)
CPU_CALLS=${CPU_CALLS:-0}	# 1: count the relay's calls (calls_arm)
CHAIN_ROUTERS=1
FILE=file100M
OUT=$RAW/cpu.jsonl
HZ=$(getconf CLK_TCK)
case $CPU_FW in
none) FW_DESC="no firewall"; PERF_SFX= ;;
nft) FW_DESC="stateful nft firewall in r1 (selftests' ts_fw_nft), conntrack"; PERF_SFX=-nft ;;
*) echo "CPU_FW=$CPU_FW: none or nft" >&2; exit 1 ;;
esac

# shellcheck source=chain.sh
source "$BENCH/chain.sh"
# shellcheck source=peers.sh
source "$BENCH/peers.sh"
# shellcheck source=perf.sh
source "$BENCH/perf.sh"

cleanup() {
	"$SPLITCTL" -n "$P-r1" flush 2>/dev/null
	peers_cleanup
	chain_cleanup
}
trap cleanup EXIT

R() { "$SPLITCTL" -n "$P-r1" "$@"; }

[ -f "$WWW/$FILE" ] || { echo "no $WWW/$FILE" >&2; exit 1; }
size=$(stat -c %s "$WWW/$FILE")
mkdir -p "$WORK" "$RAW"
chain_setup || { echo "chain setup failed" >&2; exit 1; }
if [ "$CPU_FW" = nft ]; then
	ts_fw_nft "$P-r1" l1b l2a || { echo "nft firewall failed" >&2; exit 1; }
	# Input drops (by policy) new connections to r1 but ssh and ping.
	# Forwarding and tcpsplit pass as they are (as in the selftests'
	# datapath-nft): forward accepts new connections LAN -> WAN;
	# tcpsplit takes a split connection's SYN in prerouting, before
	# input, and its server leg is r1's own (output accepts).  HAProxy's
	# TPROXY (tproxy_on, peers.sh) does not: the client's SYN, diverted
	# to HAProxy's listener and marked 1 in prerouting, reaches input as
	# a new connection to port 80 and would be dropped (the rest of
	# both legs is established by then).  So input accepts what TPROXY
	# marked, as on a router running a transparent proxy; nothing is
	# marked in plain and tcpsplit runs (the TPROXY table exists only
	# while HAProxy runs).  Appended after the "in-drop" counter (not a
	# verdict), which thus counts these SYNs too; nothing reads it here.
	ns r1 nft add rule inet filter input meta mark 1 accept ||
		{ echo "nft: the TPROXY accept rule failed" >&2; exit 1; }
fi
nginx_start srv || exit 1
if [ "$CPU_STEER" = 1 ]; then
	{ chain_steer && chain_pin srv nginx 0; } ||
		{ echo "cpu: CPU_STEER=1 failed" >&2; exit 1; }
fi
# Fetch once so that the file is in the page cache before the first run.
cat "$WWW/$FILE" > /dev/null

# cpustat: the "cpu" line of /proc/stat in jiffies: user nice system idle
# iowait irq softirq steal.
cpustat() { awk '$1 == "cpu" { print $2, $3, $4, $5, $6, $7, $8, $9; exit }' /proc/stat; }

# cpubusy: each CPU's busy jiffies (all but idle and iowait), "cpuN:J"
# separated by commas.  Whether one CPU is saturated while the other
# idles tells a serial pipeline from a relay short of CPU.
cpubusy() {
	awk '$1 ~ /^cpu[0-9]+$/ { printf "%s%s:%d", sep, $1, $2 + $3 + $4 + $7 + $8 + $9; sep = "," }
	     END { print "" }' /proc/stat
}

# cpuevents: per-CPU event counts, one line of "NAME:n0,n1,..." words:
# the softirqs NET_RX, NET_TX, TIMER and SCHED (/proc/softirqs), the
# rescheduling and function-call IPIs (RES, CAL in /proc/interrupts: RPS
# hands a packet to another CPU with the latter), and the context
# switches of the whole guest (ctxt, one figure).  In the emulated guest
# each event costs about the same whatever carries it, so events per MB
# tell what makes the endpoints' CPU 0 pay more behind one relay than
# behind another when their packet counts (endsegs) are alike.
cpuevents() {
	awk 'FILENAME == "/proc/softirqs" && $1 ~ /^(NET_RX|NET_TX|TIMER|SCHED):$/ ||
	     FILENAME == "/proc/interrupts" && $1 ~ /^(RES|CAL):$/ {
		n = substr($1, 1, length($1) - 1); sep = ""; w = n ":"
		for (i = 2; i <= ncpu + 1; i++) { w = w sep $i; sep = "," }
		printf "%s ", w
	     }
	     FILENAME == "/proc/stat" && $1 == "ctxt" { printf "ctxt:%s ", $2 }
	     END { print "" }' ncpu="$(nproc)" /proc/softirqs /proc/interrupts /proc/stat
}

# nginx_switches: the voluntary and involuntary context switches of all
# nginx processes (srv's server, its master idle), "V I".  A voluntary
# one is a sleep: nginx's sendfile() waiting for room in its socket.
nginx_switches() {
	local pid v=0 c=0 a b
	for pid in $(pgrep -x nginx); do
		read -r a b < <(awk '/^voluntary_ctxt_switches/ { v = $2 }
			/^nonvoluntary_ctxt_switches/ { c = $2 } END { print v + 0, c + 0 }' \
			"/proc/$pid/status" 2>/dev/null) || continue
		v=$((v + a)) c=$((c + b))
	done
	echo "$v $c"
}

# ct_tracking: true if conntrack has entries in r1 (it tracked the
# transfer: the ruleset's ct expressions turned it on there; entries of
# closed connections linger for seconds), else false.  The per-netns
# sysctl needs no conntrack tool and is absent while nf_conntrack is not
# loaded at all.
ct_tracking() {
	local n
	n=$(ns r1 sysctl -n net.netfilter.nf_conntrack_count 2>/dev/null)
	if [ "${n:-0}" -gt 0 ] 2>/dev/null; then echo true; else echo false; fi
}

# haproxy_pid: the HAProxy process of r1 (the job PID of peers.sh is the
# shell around "ip netns exec", not HAProxy itself).
haproxy_pid() {
	local p
	for p in $(ip netns pids "$P-r1"); do
		[ "$(cat "/proc/$p/comm" 2>/dev/null)" = haproxy ] && { echo "$p"; return 0; }
	done
	return 1
}

# kworker_cpu: utime+stime of every kworker thread, jiffies.  tcpsplit's
# relay work runs in kworkers; in this otherwise idle guest the kworkers'
# CPU during a run is mostly its (softirq run there is counted apart when
# the kernel accounts IRQ time, as Debian's does).  Kworkers that exit
# during a run take their share with them: a lower bound.  Read through
# cat: a process that exits between the glob and its read is skipped
# (Debian's awk, mawk, gives up at the first file it cannot open, and the
# figure came out empty).
kworker_cpu() {
	cat /proc/[0-9]*/stat 2>/dev/null |
		awk '$2 ~ /^\(kworker/ { s += $14 + $15 } END { printf "%d\n", s }'
}

# endsegs: Tcp InSegs and OutSegs of each endpoint, "cliIn cliOut srvIn
# srvOut" (tcpsegs).  The endpoints' CPU is what limits this case's
# throughput: how many segments (ACKs among them) a relay makes them
# handle is part of their cost per GB.
endsegs() {
	tcpsegs cli srv
}

# calls_arm: with CPU_CALLS=1, kprobes with hist triggers count, for
# each split run, the connections' work items run (tcpsplit_conn_work()),
# the legs' sk_data_ready calls, and the inline relay's attempts by their
# result (tcpsplit_relay_inline(): 1 relayed in the softirq, 0 left to the
# work).  A run whose relay went through the work more often shows here.
# Armed once for the whole case, and each run only clears the counts
# (calls_clear) and reads them (calls_read): arming and disarming patch
# kernel text live, and in the TCG guest arming a set again can panic
# the guest (an int3 left in __schedule: the emulator's handling of
# cross-modified code).
# Each call costs a trap: for diagnosis, not for the split's figures.
# Not with a second module (TCPSPLIT_KO_B): reloading the module takes
# the probes on it away, and the next run's clear fails the case.
TRACEFS=/sys/kernel/tracing
CALL_EVENTS="work ready inline"
calls_arm() {
	local e
	[ "$CPU_CALLS" = 1 ] || return 0
	[ -d "$TRACEFS/events" ] || mount -t tracefs nodev "$TRACEFS" || return 1
	{
		echo 'p:tscalls/work tcpsplit_conn_work'
		echo 'p:tscalls/ready tcpsplit_sk_data_ready'
		# shellcheck disable=SC2016 # a fetch-arg of kprobe_events
		echo 'r:tscalls/inline tcpsplit_relay_inline ret=$retval:u8'
	} >> "$TRACEFS/kprobe_events" || return 1
	echo 'hist:keys=common_cpu' > "$TRACEFS/events/tscalls/work/trigger" &&
		echo 'hist:keys=common_cpu' > "$TRACEFS/events/tscalls/ready/trigger" &&
		echo 'hist:keys=ret' > "$TRACEFS/events/tscalls/inline/trigger" || return 1
	for e in $CALL_EVENTS; do echo 1 > "$TRACEFS/events/tscalls/$e/enable" || return 1; done
	echo 1 > "$TRACEFS/tracing_on"
}

# calls_clear: the counts back to zero (no text patching).
calls_clear() {
	local e
	[ "$CPU_CALLS" = 1 ] || return 0
	for e in $CALL_EVENTS; do
		# Appended: opened with O_TRUNC, a trigger file drops every trigger.
		sed -n 's/^\(hist:[^ ]*\).*/\1:clear/p' "$TRACEFS/events/tscalls/$e/trigger" \
			>> "$TRACEFS/events/tscalls/$e/trigger" || return 1
	done
}

# calls_read: prints the counts since calls_clear, "work=CPU:N,...
# ready=CPU:N,... inline=RET:N,...".
calls_read() {
	local e out=''
	[ "$CPU_CALLS" = 1 ] || return 0
	for e in $CALL_EVENTS; do
		# "{ common_cpu:          1 } hitcount:       1234"
		out+="$e=$(awk '/^{.*hitcount:/ { gsub(/[{}]/, ""); printf "%s%s:%s", sep, $2, $4; sep = "," }' \
			"$TRACEFS/events/tscalls/$e/hist") "
	done
	echo "$out"
}

# proc_cpu PID: utime+stime of the process (all its threads), jiffies.
proc_cpu() { awk '{ print $14 + $15 }' "/proc/$1/stat"; }

# haproxy_pipes: the pipes HAProxy has allocated (used + free), from its
# stats socket: more than 0 once it has spliced.
haproxy_pipes() {
	haproxy_cmd r1 "show info" 2>/dev/null |
		awk -F': ' '$1 == "PipesUsed" || $1 == "PipesFree" { s += $2 } END { printf "%d\n", s }'
}

# peer_flow_opts PEER: the add-flow options of a tcpsplit peer's flow.
peer_flow_opts() {
	if [ "$1" = tcpsplit-b ]; then echo "$CPU_B_OPTS"; else echo "$CPU_FLOW_OPTS"; fi
}

# No flow outlives a run (peer_stop): a module reloaded between peers
# (chain_module) loses nothing.
peer_start() {
	chain_module "$1" || return 1
	case $1 in
	plain) ;;
	tcpsplit*)
		local opts
		read -r -a opts <<< "$(peer_flow_opts "$1")"
		R add-flow --id 1 --dst "$SRV_ADDR/32" --dport 80 "${opts[@]}" > /dev/null || return 1 ;;
	haproxy) haproxy_start r1 splice || return 1 ;;
	haproxy-splice) haproxy_start r1 splice-forced || return 1 ;;
	haproxy-splice-qa)
		# A host route that shadows the link's: TCP's quickack metric
		# (tcp_in_quickack_mode()) makes a socket that uses it ACK each
		# packet at once; forwarded packets do not read it.
		ip -n "$P-r1" route replace "$SRV_ADDR/32" dev l2a quickack 1 || return 1
		haproxy_start r1 splice-forced || return 1 ;;
	esac
}

peer_stop() {
	case $1 in
	tcpsplit*) R flush ;;
	haproxy*) relays_stop ;;
	esac
	[ "$1" != haproxy-splice-qa ] || ip -n "$P-r1" route del "$SRV_ADDR/32" dev l2a
}

# fetch FILE: FETCHES fetches of the file; prints the bytes received,
# and writes each fetch's bytes and seconds to FILE (a line each): a slow
# run shows whether one connection or all of them were slow.
fetch() {
	local urls=() i
	# One -o per URL: curl applies each -o to one URL only.
	for i in $(seq "$FETCHES"); do urls+=(-o /dev/null "http://$SRV_ADDR/$FILE"); done
	# /usr/bin/time: curl's voluntary and involuntary context switches
	# (its sleeps in recv waiting for data, and its preemptions), into
	# FILE.rusage; a fork and a wait4() more per run, alike for all peers.
	local timer=()
	[ -x /usr/bin/time ] && timer=(/usr/bin/time -o "$1.rusage" -f '%w %c')
	ns cli "${CHAIN_PIN0[@]}" "${timer[@]}" curl -sS --fail -w '%{size_download} %{time_total}\n' "${urls[@]}" |
		tee "$1" | awk '{ s += $1 } END { printf "%d\n", s }'
}

# conns_sampler FILE: r1's split connections (splitctl -j conns), one
# JSON array per line every 0.2 s, until killed: the budgets the flow's
# connections reached and the bytes waiting at the router; after each, a
# line "ss ..." with r1's client legs (ss -tinH on one line; local port
# 80, the server's address): whether curl's window held them
# (rwnd_limited, a share of their busy time), their send window and what
# waited unsent; then "ssin ..." with r1's server legs (remote port 80:
# the receiving leg's minimum RTT, which with the client leg's sets the
# growth cap of tcpsplit_fc_growth_cap()), each look after a line
# "t SECONDS" (the guest's clock); then "srvq ..." with the server's
# sockets in srv (ss -tnH, local port 80: the Send-Q nginx has queued).
# HAProxy peers are sampled too (no splitctl line then): what a relay
# holds in r1 is its sockets' Recv-Q + Send-Q in both ss lines (HAProxy's
# splice pipes not counted), beside the server's Send-Q.  Only with
# CPU_SAMPLE=1: each look is a few processes,
# which in the emulated guest cost as much CPU as the relay itself
# (router CPU 4-6 s/GB with it, 0.9 without) and take about a second.
# Kept as $RAW/cpu-samples-PEER-RUN.txt.
conns_sampler() {
	local split=$1
	while :; do
		if [ "$split" = 1 ]; then
			R -j conns 2>/dev/null | tr -d '\n'
			echo
		fi
		echo "t $(date +%s.%N)"
		echo "ss $(ns r1 ss -tinH state established '( sport = :80 )' 2>/dev/null | tr '\n' ' ')"
		echo "ssin $(ns r1 ss -tinH state established '( dport = :80 )' 2>/dev/null | tr '\n' ' ')"
		echo "srvq $(ns srv ss -tnH state established '( sport = :80 )' 2>/dev/null | tr '\n' ' ')"
		sleep 0.2
	done > "$2"
}

run() {
	local peer=$1 i=$2 hp='' hp0=0 hp1=0 c0 c1 b0 b1 t0 t1 k0 k1 e0 e1 bytes split=null pipes=null ct calls
	local v0 v1 n0 n1
	local sampler='' samples=$WORK/conns-$peer-$i.jsonl monitor='' mon=''
	local times=$WORK/fetch-$peer-$i.txt
	peer_start "$peer" || { echo "$peer: start failed" >&2; exit 1; }
	if [[ $peer = haproxy* ]]; then
		hp=$(haproxy_pid) || { echo "no HAProxy process in r1" >&2; exit 1; }
		if [ "$CPU_STEER" = 1 ]; then
			chain_pin r1 haproxy 1 || { echo "cannot pin HAProxy" >&2; exit 1; }
		fi
		hp0=$(proc_cpu "$hp")
	fi
	if [ "$CPU_SAMPLE" = 1 ] && [[ $peer = tcpsplit* || $peer = haproxy* ]]; then
		conns_sampler "$([[ $peer = tcpsplit* ]] && echo 1 || echo 0)" "$samples" &
		sampler=$!
	fi
	# The split connections' close events: each one's s2c figures (the
	# module keeps its peak and zero windows).  One process that sleeps
	# in recv: no cost per look, unlike the sampler.
	if [ "${peer%-b}" = tcpsplit ]; then
		mon=$WORK/mon-$peer-$i.jsonl
		ip netns exec "$P-r1" "$SPLITCTL" -j monitor > "$mon" 2>/dev/null &
		monitor=$!
	fi
	calls=
	if [ "${peer%-b}" = tcpsplit ]; then
		calls_clear || { echo "$peer run $i: the call counters did not clear" >&2; exit 1; }
	fi
	k0=$(kworker_cpu)
	e0=$(endsegs)
	n0=$(nginx_switches)
	v0=$(cpuevents)
	c0=$(cpustat)
	b0=$(cpubusy)
	t0=$(date +%s.%N)
	bytes=$(fetch "$times")
	t1=$(date +%s.%N)
	b1=$(cpubusy)
	c1=$(cpustat)
	v1=$(cpuevents)
	n1=$(nginx_switches)
	e1=$(endsegs)
	k1=$(kworker_cpu)
	[ "${peer%-b}" = tcpsplit ] && calls=$(calls_read)
	if [ -n "$sampler" ]; then
		kill "$sampler"
		wait "$sampler" 2>/dev/null
		cp "$samples" "$RAW/cpu-samples-$peer-$i.txt"
	fi
	if [ -n "$monitor" ]; then
		# The last close event follows curl's end by a FIN exchange.
		for _ in $(seq 20); do
			[ "$(grep -c conn-close "$mon")" -ge "$FETCHES" ] && break
			sleep 0.1
		done
		kill "$monitor"
		wait "$monitor" 2>/dev/null
	fi
	ct=$(ct_tracking)
	[ -n "$hp" ] && hp1=$(proc_cpu "$hp") && pipes=$(haproxy_pipes)
	if [ "${peer%-b}" = tcpsplit ]; then
		split=$(R -j list-flows 1 | /usr/bin/python3 -c \
			'import json,sys; print(json.load(sys.stdin)["stats"].get("split", "null"))')
	fi
	peer_stop "$peer"
	if [ "$bytes" -ne $((size * FETCHES)) ]; then
		echo "$peer run $i: $bytes bytes received, $((size * FETCHES)) expected" >&2
		exit 1
	fi
	if [ "$CPU_FW" = nft ] && [ "$ct" != true ]; then
		echo "$peer run $i: CPU_FW=nft, but conntrack tracked nothing in r1" >&2
		exit 1
	fi
	/usr/bin/python3 - "$peer" "$i" "$bytes" "$t0" "$t1" "$HZ" "$hp0" "$hp1" "$split" \
		"$c0" "$c1" "$FETCHES" "$(nproc)" "$OUT" "$k0" "$k1" "$pipes" "$CPU_FW" "$ct" \
		"$(peer_flow_opts "$peer")" \
		"$b0" "$b1" "$CPU_STEER" "$([ -n "$sampler" ] && echo "$samples")" "$e0" "$e1" \
		"$times" "$mon" "$calls" "$v0" "$v1" "$n0" "$n1" <<-'PY' || exit 1
	import json, os, re, sys
	(peer, i, nbytes, t0, t1, hz, hp0, hp1, split, c0, c1, fetches, ncpu, out,
	 k0, k1, pipes, fw, ct, flow_opts, b0, b1, steer, samples, e0, e1,
	 times, mon, calls, v0, v1, n0, n1) = sys.argv[1:]
	hz = int(hz)
	names = ["user", "nice", "system", "idle", "iowait", "irq", "softirq", "steal"]
	d = dict(zip(names, (int(b) - int(a) for a, b in zip(c0.split(), c1.split()))))
	busy = sum(v for k, v in d.items() if k not in ("idle", "iowait"))
	pcpu = lambda s: dict(x.split(":") for x in s.split(","))
	p0, p1 = pcpu(b0), pcpu(b1)
	secs = float(t1) - float(t0)
	rec = {
	    "case": "cpu", "peer": peer, "run": int(i),
	    "bytes": int(nbytes), "fetches": int(fetches), "secs": round(secs, 3),
	    "mbps": round(int(nbytes) / secs / 1e6, 2),
	    "cpus": int(ncpu),
	    # whole guest, CPU seconds over the transfer
	    "cpu_busy": busy / hz,
	    "cpu_user": (d["user"] + d["nice"]) / hz,
	    "cpu_system": d["system"] / hz,
	    "cpu_softirq": d["softirq"] / hz,
	    "cpu_irq": d["irq"] / hz,
	    "cpu_idle": (d["idle"] + d["iowait"]) / hz,
	    # each CPU's busy fraction of the transfer's wall time
	    "cpu_busy_frac": {c: round((int(p1[c]) - int(p0[c])) / hz / secs, 3)
	                      for c in sorted(p1) if c in p0},
	    # CPU_STEER: the router on CPU 1, and CPU 1's busy CPU seconds
	    "steer": steer == "1",
	    "router_cpu": (int(p1["cpu1"]) - int(p0["cpu1"])) / hz if steer == "1" else None,
	}
	# The split connections seen every 0.2 s (tcpsplit peers): the largest
	# budget and bytes waiting of the server-to-client direction, and its
	# zero windows (the most any connection counted).
	def jsonl(path):
	    """The JSON values of PATH, one a line; a line cut short is skipped."""
	    for line in open(path):
	        try:
	            yield json.loads(line)
	        except ValueError:
	            pass
	fc = {"looks": 0, "budget_max": 0, "waiting_max": 0, "zero_windows": 0,
	      "rwnd_limited_pct": [], "notsent_max": 0, "held": [], "srv_sendq": []}
	# Recv-Q + Send-Q of each socket of an ss line (after "ss ", "ssin "
	# or "srvq "): "Recv-Q Send-Q local peer" opens each socket.
	queues = lambda line: sum(int(a) + int(b) for a, b in
	                          re.findall(r"(?:^|\s)(\d+)\s+(\d+)\s+\S+:\d+\s+\S+:\d+", line))
	if samples:
	    # The client legs: the share of their busy time that curl's
	    # window held them, each look.  Each look's bytes held in r1
	    # (both ss lines) and queued by the server (srvq).
	    held = 0
	    for line in open(samples):
	        if line.startswith("ss "):
	            held = queues(line[3:])
	        elif line.startswith("ssin "):
	            fc["held"].append(held + queues(line[5:]))
	        elif line.startswith("srvq "):
	            fc["srv_sendq"].append(queues(line[5:]))
	        if line.startswith("ss "):
	            fc["rwnd_limited_pct"] += [float(x) for x in
	                                       re.findall(r"rwnd_limited:\d+ms\(([\d.]+)%\)", line)]
	            fc["notsent_max"] = max([fc["notsent_max"]] +
	                                    [int(x) for x in re.findall(r"notsent:(\d+)", line)])
	    for conns in jsonl(samples):
	        for c in conns if isinstance(conns, list) else []:
	            d = c.get("s2c") or {}
	            fc["looks"] += 1
	            fc["budget_max"] = max(fc["budget_max"], d.get("budget", 0))
	            fc["waiting_max"] = max(fc["waiting_max"], d.get("waiting", 0))
	            fc["zero_windows"] = max(fc["zero_windows"], d.get("zero_windows", 0))
	# Each fetch's seconds, in order.
	fetch_secs = []
	for line in open(times):
	    w = line.split()
	    if len(w) == 2:
	        fetch_secs.append(round(float(w[1]), 3))
	# Each split connection's s2c at its close: the bytes, the final
	# budget, the peak waiting and its zero windows (count, longest).
	closes = []
	if mon:
	    for ev in jsonl(mon):
	        c = ev.get("conn") if ev.get("event") == "conn-close" else None
	        d = (c or {}).get("s2c") or {}
	        if c:
	            closes.append({"bytes": c.get("bytes_s2c"), "budget": d.get("budget"),
	                           "peak": d.get("peak"), "zero_windows": d.get("zero_windows"),
	                           "zero_window_max_us": d.get("zero_window_max_us")})
	# CPU_CALLS: {"work": {cpu: n}, "ready": {cpu: n}, "inline": {ret: n}}
	counts = {}
	for w in calls.split():
	    k, _, v = w.partition("=")
	    counts[k] = {a: int(b) for a, b in (x.split(":") for x in v.split(",") if x)}
	rec.update({
	    "calls": counts or None,
	    "fetch_secs": fetch_secs,
	    "closes": closes if mon else None,
	    "s2c_fc": fc if samples else None,
	    "haproxy_cpu": (int(hp1) - int(hp0)) / hz if peer.startswith("haproxy") else None,
	    # pipes HAProxy allocated: 0 means it never spliced
	    "haproxy_pipes": None if pipes == "null" else int(pipes),
	    "kworker_cpu": (int(k1) - int(k0)) / hz,
	    "split": None if split == "null" else int(split),
	    # the router firewall in r1 (CPU_FW), and whether conntrack
	    # tracked the transfer there
	    "fw": fw,
	    "conntrack": ct == "true",
	    # CPU_FLOW_OPTS (tcpsplit), CPU_B_OPTS (tcpsplit-b)
	    "flow_opts": flow_opts if peer.startswith("tcpsplit") else None,
	    # TCP segments the endpoints received and sent during the run
	    "segs": dict(zip(("cli_in", "cli_out", "srv_in", "srv_out"),
	                     (int(b) - int(a) for a, b in zip(e0.split(), e1.split())))),
	})
	# Events during the run (cpuevents): per CPU, and the guest's
	# context switches; nginx's and curl's own context switches.
	def words(s):
	    return {k: [int(x) for x in v.split(",")]
	            for k, _, v in (w.partition(":") for w in s.split())}
	w0, w1 = words(v0), words(v1)
	ev = {k: [b - a for a, b in zip(w0[k], w1[k])] for k in w1 if k in w0}
	if "ctxt" in ev:
	    ev["ctxt"] = ev["ctxt"][0]
	(nv0, nc0), (nv1, nc1) = (map(int, x.split()) for x in (n0, n1))
	ev["nginx_vcs"], ev["nginx_ivcs"] = nv1 - nv0, nc1 - nc0
	if os.path.exists(times + ".rusage"):
	    ru = open(times + ".rusage").read().split()
	    if len(ru) == 2:
	        ev["curl_vcs"], ev["curl_ivcs"] = int(ru[0]), int(ru[1])
	rec["events"] = ev
	with open(out, "a") as f:
	    print(json.dumps(rec), file=f)
	gb = int(nbytes) / 1e9
	print(f"== run {i} {peer:<8} {rec['mbps']:8.1f} MB/s  busy {busy / hz:6.2f} s"
	      f" = {busy / hz / gb:6.2f} s/GB (user {rec['cpu_user']:.2f} sys {rec['cpu_system']:.2f}"
	      f" softirq {rec['cpu_softirq']:.2f})"
	      + " per CPU " + "/".join(f"{v:.2f}" for v in rec["cpu_busy_frac"].values())
	      + (f"  router CPU {rec['router_cpu'] / gb:.2f} s/GB" if rec["steer"] else "")
	      + (f"  haproxy {rec['haproxy_cpu'] / gb:.2f} s/GB pipes {pipes}" if peer.startswith("haproxy") else "")
	      + f"  kworkers {rec['kworker_cpu'] / gb:.2f} s/GB"
	      + "  segs/MB " + " ".join(f"{k} {v / gb / 1000:.1f}" for k, v in rec["segs"].items())
	      + (f"  split {split}" if peer.startswith("tcpsplit") else "")
	      + "  fetches " + "/".join(f"{t:.2f}" for t in fetch_secs) + " s"
	      + ("  per MB: work %.1f ready %.1f inline %.1f of %.1f" % (
	          sum(counts["work"].values()) / gb / 1000, sum(counts["ready"].values()) / gb / 1000,
	          counts["inline"].get("1", 0) / gb / 1000, sum(counts["inline"].values()) / gb / 1000)
	         if counts else "")
	      + ("  s2c zero windows " + "/".join(str(c["zero_windows"]) for c in closes)
	         + " peak KiB " + "/".join(str((c["peak"] or 0) // 1024) for c in closes) if closes else "")
	      + (f"  s2c budget max {fc['budget_max'] // 1024} KiB waiting max {fc['waiting_max'] // 1024}"
	         f" KiB zero windows {fc['zero_windows']} ({fc['looks']} looks)"
	         f" client leg rwnd_limited {'/'.join(f'{p:.0f}' for p in fc['rwnd_limited_pct'])} %"
	         f" notsent max {fc['notsent_max'] // 1024} KiB" if samples else "")
	      + (f"  fw {fw} conntrack {ct}" if fw != "none" else ""))
	PY
}

# profile PEER: one transfer under perf record -a -g, the top of the
# report into $RAW/cpu-perf-PEER.txt.  perf runs the transfer itself as
# its workload: it starts it only once its events are set up, so the
# whole transfer is sampled.  cpu-clock: TCG has no PMU for "cycles".
profile() {
	local peer=$1 data=$WORK/perf-$1.data rep=$RAW/cpu-perf-$1$PERF_SFX.txt t0=$SECONDS urls=() i
	for i in $(seq "$PROFILE_FETCHES"); do urls+=(-o /dev/null "http://$SRV_ADDR/$FILE"); done
	peer_start "$peer" || return 1
	if ! perf record -a -g -e cpu-clock -F 999 -o "$data" -- \
		ip netns exec "$P-cli" curl -sS --fail "${urls[@]}" > "$WORK/perf-$peer.log" 2>&1; then
		peer_stop "$peer"
		echo "== perf record failed: $(tail -n 3 "$WORK/perf-$peer.log" | tr '\n' ' ')"
		cp "$WORK/perf-$peer.log" "$rep"
		return 1
	fi
	peer_stop "$peer"
	{
		echo "# perf record -a -g -e cpu-clock -F 999 over one $PROFILE_FETCHES x 100 MB transfer, peer $peer"
		echo "# (whole guest: client, server, forwarding, the relay, and idle)"
		[ "$CPU_FW" = none ] || echo "# $FW_DESC"
		grep -h 'samples' "$WORK/perf-$peer.log"
		perf_report "$data"
	} > "$rep"
	[ "${KEEP_PERF:-0}" = 1 ] || rm -f "$data"
	echo "== profile of $peer in $rep ($((SECONDS - t0)) s)"
}

echo "== cpu: cli - r1 - srv, no added delay, $FW_DESC, curl fetching $FETCHES x $FILE from nginx per run, $RUNS runs per peer ($(nproc) vCPUs, HZ $HZ)$([ "$CPU_STEER" = 1 ] && echo ", the router on CPU 1 (RPS), curl and nginx on CPU 0")"
calls_arm || { echo "== cpu: the call counters (CPU_CALLS) did not start" >&2; exit 1; }
for i in $(seq "$RUNS"); do
	for peer in $PEERS; do
		run "$peer" "$i"
	done
done

if [ "$PERF" = 1 ]; then
	if ! command -v perf > /dev/null; then
		echo "== no perf in the guest: no profile"
	else
		# The profiled peers among those that ran.
		for peer in tcpsplit haproxy-splice; do
			[[ " $PEERS " = *" $peer "* ]] || continue
			profile "$peer" || break
		done
		[ -z "${TCPSPLIT_KO_B:-}" ] || profile tcpsplit-b
	fi
fi
exit 0
