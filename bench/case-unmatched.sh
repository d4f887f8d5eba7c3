#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# Benchmark case "unmatched" (issue 67, part 4): traffic that matches no
# flow must be forwarded at forwarding's cost.
#
#   cli 10.0.1.1 -- r1 -- 10.0.2.2 srv      (no added delay)
#
# Each run, curl in cli fetches $WWW/file100M from nginx in srv
# UNM_FETCHES times in a row (a new connection each, port 80), and r1
# forwards it: no flow matches port 80.  Three configurations of r1, runs
# interleaved (run i of each in turn):
#
#   unloaded  the tcpsplit module is not loaded (rmmod before the run)
#   loaded    the module is loaded; r1 has no flow and no connection
#   flows     the module is loaded; r1 has UNM_FLOWS flows (100), none of
#             which matches the fetches: flow 1 is 10.0.2.2/32 port
#             HOLD_PORT, the others alternately 10.0.2.2/32 on other ports
#             and other /24 prefixes on port 80, so that every fetch's SYN
#             is looked up against all of them.  Before the transfer,
#             connbench hold in cli opens UNM_CONNS (1000) connections to
#             connbench serve in srv on HOLD_PORT, which flow 1 splits,
#             and keeps them open, idle, until the run ends.  The run
#             fails unless splitctl stats counts them all live before and
#             after the transfer, splitctl conns lists them all, and the
#             namespace's matched SYNs did not grow over the transfer.
#
# The module's hooks run in every namespace while it is loaded; with
# flows (or connections) in r1, every packet r1 forwards goes through
# them.  The case measures what that costs.
#
# The router's CPU is measured on a CPU of its own, as in the cpu case
# (chain_steer of chain.sh): what r1 receives is processed on CPU 1, what
# cli and srv receive on CPU 0, and curl, nginx, both connbench processes
# and this script (with every command it runs) run on CPU 0, so that CPU
# 1 does r1's work and nothing else.  Each run records CPU 1's busy time
# over the transfer two ways: "router_cpu", the busy fields of its
# /proc/stat line, as the cpu case does -- counted by the tick, which
# does not run while the CPU idles between packets, so that a softirq
# run out of idle is counted only when a tick falls in it --, and
# "router_busy", the transfer's wall time minus the CPU's idle time,
# which the kernel measures exactly with NO_HZ (get_cpu_idle_time_us();
# /proc/stat gives it in 10 ms units), read with the clock in one look
# (cpu1_look).  The report takes router_busy: at 0.3 s/GB the tick count
# of a 2 GB run is a few dozen ticks, too coarse for a 5% target.  And
# the whole guest's busy time.  UNM_STEER=0 (the default with one CPU)
# leaves the router's softirq in whatever task sent the packet; only the
# guest-wide figure means anything then.
#
# Before the first run, 5 fetches go through the forwarding router
# unmeasured: the first transfer of a fresh guest ran slower
# (104 against about 150 MB/s, four times the router CPU).
#
# Every configuration waits UNM_SETTLE seconds (3) before its transfer,
# after its connections are open for flows: CPU 1's busy share over that
# pause ("idle_router_frac") is what the router spends doing nothing.
# cli and r1 keep no TIME_WAIT sockets (tcp_max_tw_buckets=0): the held
# connections' closes must not leave a thousand sockets in r1 for the
# next round's runs.
#
# Knobs: RUNS (5), UNM_FETCHES (50: 5 GB per run), UNM_FLOWS (100),
# UNM_CONNS (1000), UNM_CONFIGS (the configurations, in their order
# within a round: "unloaded loaded flows"), UNM_SETTLE, UNM_STEER.
#
# The module is loaded again when the case ends (bench-guest.sh unloads
# it after the last case, and a later case expects it).
#
# Appends one JSON object per run to $RAW/unmatched.jsonl.

set -u
: "${RAW:?}" "${SPLITCTL:?}" "${WORK:?}" "${WWW:?}" "${TCPSPLIT_KO:?}" "${CONNBENCH:?}"
export PATH="$PATH:/usr/sbin:/sbin"
BENCH=${BENCH:-$(cd "$(dirname "$0")" && pwd)}
RUNS=${RUNS:-5}
FETCHES=${UNM_FETCHES:-50}
NFLOWS=${UNM_FLOWS:-100}
NCONNS=${UNM_CONNS:-1000}
CONFIGS=${UNM_CONFIGS:-unloaded loaded flows}
SETTLE=${UNM_SETTLE:-3}
NCPU=$(nproc)
STEER=${UNM_STEER:-$([ "$NCPU" -ge 2 ] && echo 1 || echo 0)}
HOLD_PORT=5001
HOLD_OPEN_SECS=120	# the most time connbench hold may take to open them
DRAIN_SECS=60		# the most time the split connections may take to go
P=unm$$
CHAIN_ROUTERS=1
FILE=file100M
OUT=$RAW/unmatched.jsonl
PY=/usr/bin/python3
HZ=$(getconf CLK_TCK)

# shellcheck source=chain.sh
source "$BENCH/chain.sh"
# shellcheck source=peers.sh
source "$BENCH/peers.sh"

hold_pid=
cleanup() {
	[ -n "$hold_pid" ] && stop_pids "$hold_pid"
	ts_module_loaded && "$SPLITCTL" -n "$P-r1" flush 2>/dev/null
	peers_cleanup
	chain_cleanup
	ts_module_loaded || ts_module_load ||
		echo "== unmatched: the module did not load again" >&2
}
trap cleanup EXIT

R() { "$SPLITCTL" -n "$P-r1" "$@"; }

# stat_get KEY: KEY of r1's `splitctl -j stats`, or null.
stat_get() {
	R -j stats 2>/dev/null | "$PY" -c \
		'import json, sys; print(json.load(sys.stdin).get(sys.argv[1], "null"))' "$1" 2>/dev/null ||
		echo null
}

# stats_line: r1's `splitctl -j stats` on one line, or {} without the
# module.
stats_line() {
	if ts_module_loaded; then R -j stats 2>/dev/null | tr -d '\n'; else echo '{}'; fi
}

# cpustat: the "cpu" line of /proc/stat in jiffies: user nice system idle
# iowait irq softirq steal.
cpustat() { awk '$1 == "cpu" { print $2, $3, $4, $5, $6, $7, $8, $9; exit }' /proc/stat; }

# cpubusy: each CPU's busy jiffies (all but idle and iowait), "cpuN:J"
# separated by commas.
cpubusy() {
	awk '$1 ~ /^cpu[0-9]+$/ { printf "%s%s:%d", sep, $1, $2 + $3 + $4 + $7 + $8 + $9; sep = "," }
	     END { print "" }' /proc/stat
}

# cpu1_look: "SECONDS IDLE", the monotonic clock and CPU 1's idle and
# iowait time in seconds (/proc/stat), read together.
cpu1_look() {
	"$PY" -S -c 'import sys, time
t = time.monotonic()
for line in open("/proc/stat"):
    f = line.split()
    if f[0] == "cpu1":
        print(t, (int(f[4]) + int(f[5])) / int(sys.argv[1]))
        break' "$HZ"
}

# ct_tracking: true if conntrack has entries in r1, else false.
ct_tracking() {
	local n
	n=$(ns r1 sysctl -n net.netfilter.nf_conntrack_count 2>/dev/null)
	if [ "${n:-0}" -gt 0 ] 2>/dev/null; then echo true; else echo false; fi
}

# flows_file FILE: the batch of the flows configuration.  Flow 1 matches
# the held connections; none matches the fetches (port 80 to 10.0.2.2).
flows_file() {
	local id
	{
		echo "flush"
		echo "add-flow --id 1 --dst $SRV_ADDR/32 --dport $HOLD_PORT"
		for id in $(seq 2 "$NFLOWS"); do
			if [ $((id % 2)) = 0 ]; then
				echo "add-flow --id $id --dst $SRV_ADDR/32 --dport $((HOLD_PORT + id))"
			else
				echo "add-flow --id $id --dst 10.$((100 + id / 256)).$((id % 256)).0/24 --dport 80"
			fi
		done
	} > "$1"
}

# hold_start: connbench hold opens NCONNS connections to HOLD_PORT and
# keeps them; fails unless all of them opened.
hold_start() {
	local out=$WORK/unm-hold.out line
	: > "$out"
	ip netns exec "$P-cli" "${CHAIN_PIN0[@]}" "$CONNBENCH" hold --dst "$SRV_ADDR" \
		--port "$HOLD_PORT" --count "$NCONNS" --concurrency 100 --secs "$HOLD_OPEN_SECS" \
		> "$out" 2> "$WORK/unm-hold.err" &
	hold_pid=$!
	for _ in $(seq $(((HOLD_OPEN_SECS + 20) * 2))); do
		[ -s "$out" ] && break
		kill -0 "$hold_pid" 2>/dev/null || break
		sleep 0.5
	done
	line=$(head -n 1 "$out")
	[ -n "$line" ] || { echo "connbench hold printed nothing: $(cat "$WORK/unm-hold.err")" >&2; return 1; }
	HELD=$(echo "$line" | "$PY" -c 'import json, sys; print(json.load(sys.stdin)["open"])')
	echo "== flows: connbench hold: $line"
	[ "$HELD" = "$NCONNS" ] || { echo "flows: $HELD of $NCONNS connections open" >&2; return 1; }
}

# hold_stop: closes the held connections and waits until r1 has no split
# connection left.
hold_stop() {
	local t0=$SECONDS left
	[ -n "$hold_pid" ] && stop_pids "$hold_pid"
	hold_pid=
	while left=$(stat_get conns) && [ "$left" != null ] && [ "$left" -gt 0 ]; do
		if [ $((SECONDS - t0)) -ge "$DRAIN_SECS" ]; then
			echo "flows: $left split connections still live $DRAIN_SECS s after the close" >&2
			return 1
		fi
		sleep 0.5
	done
}

config_start() {
	HELD=0
	case $1 in
	unloaded)
		ts_module_unload || return 1
		! ts_module_loaded ;;
	loaded)
		ts_module_loaded || ts_module_load || return 1
		[ "$(stat_get flows)" = 0 ] && [ "$(stat_get conns)" = 0 ] ;;
	flows)
		ts_module_loaded || ts_module_load || return 1
		R -b "$WORK/unm-flows.batch" > /dev/null || return 1
		[ "$(stat_get flows)" = "$NFLOWS" ] ||
			{ echo "flows: $(stat_get flows) flows in r1, $NFLOWS configured" >&2; return 1; }
		hold_start ;;
	*) echo "unknown configuration $1" >&2; return 1 ;;
	esac
}

config_stop() {
	case $1 in
	flows) hold_stop && R flush ;;
	esac
}

# fetch [N]: N (FETCHES) fetches of the file; prints the bytes received
# (%.0f: mawk's %d stops at 2^31 - 1).
fetch() {
	local urls=() i
	for i in $(seq "${1:-$FETCHES}"); do urls+=(-o /dev/null "http://$SRV_ADDR/$FILE"); done
	ns cli "${CHAIN_PIN0[@]}" curl -sS --fail -w '%{size_download}\n' "${urls[@]}" |
		awk '{ s += $1 } END { printf "%.0f\n", s }'
}

run() {
	local cfg=$1 i=$2 b0 b1 c0 c1 s0 s1 t0 t1 l0 l1 w0 idle bytes listed=null live ct
	config_start "$cfg" || { echo "$cfg run $i: start failed" >&2; exit 1; }
	w0=$(cpu1_look)
	sleep "$SETTLE"
	idle=$(cpu1_look)
	idle=$(awk -v a="$w0" -v b="$idle" 'BEGIN { split(a, x, " "); split(b, y, " ")
		printf "%.3f\n", 1 - (y[2] - x[2]) / (y[1] - x[1]) }')
	s0=$(stats_line)
	c0=$(cpustat)
	b0=$(cpubusy)
	l0=$(cpu1_look)
	t0=$(date +%s.%N)
	bytes=$(fetch)
	t1=$(date +%s.%N)
	l1=$(cpu1_look)
	b1=$(cpubusy)
	c1=$(cpustat)
	s1=$(stats_line)
	ct=$(ct_tracking)
	# After the transfer, not during it: a dump costs the router CPU.
	if [ "$cfg" = flows ]; then
		listed=$(R -j conns | "$PY" -c 'import json, sys; print(len(json.load(sys.stdin)))') ||
			listed=null
	fi
	live=$(ts_module_loaded && echo true || echo false)
	config_stop "$cfg" || { echo "$cfg run $i: stop failed" >&2; exit 1; }
	if [ "$bytes" -ne $(($(stat -c %s "$WWW/$FILE") * FETCHES)) ]; then
		echo "$cfg run $i: $bytes bytes received" >&2
		exit 1
	fi
	"$PY" - "$cfg" "$i" "$bytes" "$t0" "$t1" "$HZ" "$c0" "$c1" "$b0" "$b1" "$FETCHES" \
		"$NCPU" "$STEER" "$s0" "$s1" "$listed" "$HELD" "$live" "$idle" "$ct" \
		"$NFLOWS" "$NCONNS" "$OUT" "$l0" "$l1" <<-'PY' || exit 1
	import json, sys
	(cfg, i, nbytes, t0, t1, hz, c0, c1, b0, b1, fetches, ncpu, steer, s0, s1,
	 listed, held, live, idle, ct, nflows, nconns, out, l0, l1) = sys.argv[1:]
	hz = int(hz)
	names = ["user", "nice", "system", "idle", "iowait", "irq", "softirq", "steal"]
	d = dict(zip(names, (int(b) - int(a) for a, b in zip(c0.split(), c1.split()))))
	busy = sum(v for k, v in d.items() if k not in ("idle", "iowait"))
	pcpu = lambda s: dict(x.split(":") for x in s.split(","))
	p0, p1 = pcpu(b0), pcpu(b1)
	secs = float(t1) - float(t0)
	st0, st1 = json.loads(s0 or "{}"), json.loads(s1 or "{}")
	delta = lambda k: st1[k] - st0[k] if k in st0 and k in st1 else None
	rec = {
	    "case": "unmatched", "config": cfg, "run": int(i),
	    "bytes": int(nbytes), "fetches": int(fetches), "secs": round(secs, 3),
	    "mbps": round(int(nbytes) / secs / 1e6, 2),
	    "cpus": int(ncpu),
	    # the whole guest, CPU seconds over the transfer
	    "cpu_busy": busy / hz,
	    "cpu_user": (d["user"] + d["nice"]) / hz,
	    "cpu_system": d["system"] / hz,
	    "cpu_softirq": d["softirq"] / hz,
	    "cpu_irq": d["irq"] / hz,
	    "cpu_busy_frac": {c: round((int(p1[c]) - int(p0[c])) / hz / secs, 3)
	                      for c in sorted(p1) if c in p0},
	    # UNM_STEER: the router on CPU 1, and CPU 1's busy CPU seconds
	    "steer": steer == "1",
	    "router_cpu": (int(p1["cpu1"]) - int(p0["cpu1"])) / hz if steer == "1" else None,
	    # the same, as wall time minus CPU 1's idle time (exact with NO_HZ)
	    "router_busy": (round((float(l1.split()[0]) - float(l0.split()[0]))
	                          - (float(l1.split()[1]) - float(l0.split()[1])), 3)
	                    if steer == "1" else None),
	    # CPU 1's busy share over the pause before the transfer (wall
	    # time minus idle time)
	    "idle_router_frac": float(idle),
	    # the module loaded during the run; r1's splitctl stats before and
	    # after the transfer ({} without the module)
	    "module": live == "true",
	    "stats_before": st0, "stats_after": st1,
	    "flows": st0.get("flows"),
	    "conns_before": st0.get("conns"), "conns_after": st1.get("conns"),
	    "syns_seen": delta("syns_seen"), "syns_matched": delta("syns_matched"),
	    # flows: the connections connbench held open and splitctl conns listed
	    "held": int(held) if cfg == "flows" else None,
	    "conns_listed": None if listed == "null" else int(listed),
	    "flows_wanted": int(nflows) if cfg == "flows" else 0,
	    "conns_wanted": int(nconns) if cfg == "flows" else 0,
	    "conntrack": ct == "true",
	}
	with open(out, "a") as f:
	    print(json.dumps(rec), file=f)
	gb = int(nbytes) / 1e9
	print(f"== run {i} {cfg:<8} {rec['mbps']:8.1f} MB/s  guest {busy / hz / gb:6.2f} s/GB"
	      + (f"  router CPU {rec['router_busy'] / gb:.3f} s/GB (ticks {rec['router_cpu'] / gb:.3f})"
	         if rec["steer"] else "")
	      + " per CPU " + "/".join(f"{v:.2f}" for v in rec["cpu_busy_frac"].values())
	      + f"  idle router {rec['idle_router_frac']:.3f}"
	      + (f"  flows {rec['flows']} conns {rec['conns_before']}/{rec['conns_after']}"
	         f" listed {rec['conns_listed']} SYNs seen {rec['syns_seen']} matched {rec['syns_matched']}"
	         if rec["module"] else "  (module not loaded)"))
	PY
}

[ -f "$WWW/$FILE" ] || { echo "no $WWW/$FILE" >&2; exit 1; }
mkdir -p "$WORK" "$RAW"
chain_setup || { echo "chain setup failed" >&2; exit 1; }
for n in cli r1; do
	ns "$n" sysctl -qw net.ipv4.tcp_max_tw_buckets=0
done
flows_file "$WORK/unm-flows.batch"
nginx_start srv || exit 1
ip netns exec "$P-srv" "$CONNBENCH" serve --port "$HOLD_PORT" 2> "$WORK/unm-serve.log" &
PEER_PIDS+=($!)
wait_listen srv "$HOLD_PORT" || exit 1
if [ "$STEER" = 1 ]; then
	{ chain_steer && chain_pin srv nginx 0 && chain_pin srv connbench 0; } ||
		{ echo "unmatched: UNM_STEER=1 failed" >&2; exit 1; }
	# This script and all it starts on CPU 0 (CPU 1 is the router's);
	# after chain_steer, which asks nproc for two CPUs.
	taskset -p -c 0 $$ > /dev/null || { echo "unmatched: cannot pin the case to CPU 0" >&2; exit 1; }
fi
cat "$WWW/$FILE" > /dev/null

echo "== unmatched: cli - r1 - srv, no added delay, curl fetching $FETCHES x $FILE (port 80, no flow matches) per run; configurations: $CONFIGS ($NFLOWS flows, $NCONNS held split connections); $RUNS runs each ($NCPU vCPUs, HZ $HZ)$([ "$STEER" = 1 ] && echo ", the router on CPU 1 (RPS), the endpoints on CPU 0")"
ts_module_unload || exit 1
bytes=$(fetch 5)
echo "== unmatched: warm-up: $bytes bytes forwarded, not measured"
for i in $(seq "$RUNS"); do
	for cfg in $CONFIGS; do
		run "$cfg" "$i"
	done
done
exit 0
