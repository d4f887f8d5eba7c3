#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# Benchmark case "conns" (issue 5, part 4): connection setup rate and
# 10,000 concurrent idle connections through one router.
#
#   cli 10.0.1.1 -- r1 -- 10.0.2.2 srv      (no added delay)
#
# tools/connbench serve runs in srv on port 80 (HAProxy of peers.sh
# relays TCP port 80 only).  Every connection: connect, 1 KiB from the
# client, 1 KiB back, the client closes (a FIN, no RST), the server
# closes on EOF.  Peers on r1:
#
#   plain     r1 only forwards (no flow, no relay)
#   tcpsplit  a flow on r1 for $SRV_ADDR/32 port 80
#   haproxy   HAProxy on r1, transparent relay of port 80 (TPROXY)
#
# Phase "hold" (first, so that the TIME_WAIT sockets of the rate runs do
# not pollute its memory figures): for each of HOLD_PEERS, connbench hold
# opens HOLD_N connections (the exchange once each) and keeps them open
# idle.  Before and while they are held (after a settling pause, page
# cache and reclaimable slab dropped both times) the case records
# /proc/meminfo (MemFree, MemAvailable, Slab, SUnreclaim) and the totals
# of /proc/slabinfo; the deltas divided by the connections open are the
# guest's memory per connection.  The whole guest is counted: the
# client's and the server's sockets are in it too, so plain forwarding
# (client and server sockets plus r1's conntrack entries only) is the
# baseline and the report takes tcpsplit's (or HAProxy's) delta minus
# plain's as the router's share.  For tcpsplit it also records
# `splitctl -j stats` (conns, mem_reserved: the flow-control budgets
# reserved, an accounting bound, not allocated memory) and counts the
# entries of `splitctl -j conns` (and times that dump), to show that the
# connections really are split.  The namespace's mem-limit is raised to
# HOLD_MEM_LIMIT (1g): the default (1/16 of RAM, 128 MiB here) holds only
# 4096 connections at the minimum budgets of 2 x 16 KiB.  The client's
# and r1's TIME_WAIT sockets are disabled (tcp_max_tw_buckets=0) during
# this phase only, so that the 10,000 closes of one peer do not leave
# TIME_WAIT sockets expiring during the next peer's measurement.
#
# Phase "rate": RUNS runs of RATE_SECS seconds per peer, peers
# alternating, RATE_CONC connections in flight (connbench rate).  The
# client keeps the TIME_WAIT: its namespace gets a wide
# ip_local_port_range and tcp_tw_reuse=1 so that ephemeral ports do not
# run out (TIME_WAIT sockets beyond tcp_max_tw_buckets are not kept at
# all, which also bounds them).
#
# Appends one JSON object per run to $RAW/conns.jsonl: "phase" is "rate"
# or "hold".

set -u
: "${RAW:?}" "${SPLITCTL:?}" "${WORK:?}" "${CONNBENCH:?}"
export PATH="$PATH:/usr/sbin:/sbin"
BENCH=${BENCH:-$(cd "$(dirname "$0")" && pwd)}
WWW=${WWW:-$WORK}
RUNS=${RUNS:-5}
RATE_SECS=${RATE_SECS:-10}
RATE_CONC=${RATE_CONC:-50}
RATE_PEERS=${RATE_PEERS:-plain tcpsplit haproxy}
HOLD_N=${HOLD_N:-10000}
HOLD_CONC=${HOLD_CONC:-100}	# connections connecting at once
HOLD_OPEN_SECS=${HOLD_OPEN_SECS:-120}	# the most time to open them all
HOLD_SETTLE=${HOLD_SETTLE:-5}	# seconds between open and measured
HOLD_PEERS=${HOLD_PEERS:-plain tcpsplit haproxy}
HOLD_MEM_LIMIT=${HOLD_MEM_LIMIT:-1g}
PORT=80
P=conns$$
CHAIN_ROUTERS=1
OUT=$RAW/conns.jsonl
PY=/usr/bin/python3

# shellcheck source=chain.sh
source "$BENCH/chain.sh"
# shellcheck source=peers.sh
source "$BENCH/peers.sh"

hold_pid=
cleanup() {
	[ -n "$hold_pid" ] && stop_pids "$hold_pid"
	"$SPLITCTL" -n "$P-r1" flush 2>/dev/null
	peers_cleanup
	chain_cleanup
}
trap cleanup EXIT

R() { "$SPLITCTL" -n "$P-r1" "$@"; }

mkdir -p "$WORK" "$RAW"
chain_setup || { echo "chain setup failed" >&2; exit 1; }
# Deep accept queues: a burst of connects must not overflow them.
for n in srv r1; do
	ns "$n" sysctl -qw net.core.somaxconn=65535 net.ipv4.tcp_max_syn_backlog=65535
done
ns cli sysctl -qw net.ipv4.ip_local_port_range="1024 65535" net.ipv4.tcp_tw_reuse=1
TW_CLI=$(ns cli sysctl -n net.ipv4.tcp_max_tw_buckets)
TW_R1=$(ns r1 sysctl -n net.ipv4.tcp_max_tw_buckets)

# The job PID of a background "ns NODE cmd &" is the subshell around the
# command, not the command: background jobs run "ip netns exec" directly
# (it execs the command), so that the PID kept is the program's own.
ip netns exec "$P-srv" "$CONNBENCH" serve --port "$PORT" 2> "$WORK/conns-serve.log" &
PEER_PIDS+=($!)
wait_listen srv "$PORT" || exit 1

peer_start() {
	case $1 in
	plain) ;;
	tcpsplit) R add-flow --id 1 --dst "$SRV_ADDR/32" --dport "$PORT" > /dev/null || return 1 ;;
	haproxy) haproxy_start r1 || return 1 ;;
	*) echo "unknown peer $1" >&2; return 1 ;;
	esac
}

# split_conns: the live split connections on r1 (stats' "conns").
split_conns() { R -j stats | grep -o '"conns":[0-9]*' | cut -d: -f2; }

# Stops a peer.  For tcpsplit, first waits (DRAIN_SECS at most) for the
# flow's connections to be gone, so that the next peer starts from a
# clean router; sets DRAIN (seconds it took, or -1) and LEFT.
HOLD_DRAIN_SECS=${HOLD_DRAIN_SECS:-60}
RATE_DRAIN_SECS=${RATE_DRAIN_SECS:-15}
peer_stop() {
	local t0=$SECONDS
	DRAIN=0 LEFT=0
	case $1 in
	tcpsplit)
		while LEFT=$(split_conns) && [ "${LEFT:-0}" -gt 0 ]; do
			[ $((SECONDS - t0)) -ge "$DRAIN_SECS" ] && break
			sleep 0.5
		done
		DRAIN=$((SECONDS - t0))
		if [ "${LEFT:-0}" -gt 0 ]; then
			DRAIN=-1
			echo "== tcpsplit: $LEFT connections still live after $DRAIN_SECS s (listed in $RAW/conns-leftover-$2.json)"
			R -j conns > "$RAW/conns-leftover-$2.json"
		fi
		R flush
		;;
	haproxy) relays_stop ;;
	esac
}

# json_get KEY: the value of KEY in the JSON object on stdin.
json_get() { "$PY" -c 'import json,sys; print(json.load(sys.stdin).get(sys.argv[1], ""))' "$1"; }

# cpustat: busy and total jiffies of the whole guest.
cpustat() { awk '$1 == "cpu" { t = 0; for (i = 2; i <= 9; i++) t += $i; print t - $5 - $6, t; exit }' /proc/stat; }

# memsnap FILE: /proc/meminfo and /proc/slabinfo, after dropping the page
# cache and reclaimable slab (fewer unrelated changes in the deltas).
memsnap() {
	sync
	echo 3 > /proc/sys/vm/drop_caches
	sleep 1
	{ cat /proc/meminfo; echo '#slabinfo'; cat /proc/slabinfo 2>/dev/null; } > "$1"
}

# ---------------------------------------------------------------- hold

# hold PEER: one hold run; appends its record.
hold() {
	local peer=$1 out=$WORK/conns-hold-$1.out i line c0 c1 st="{}" \
		listed=null dump_secs=null est_cli est_srv est_r1 t0 t1
	peer_start "$peer" || { echo "$peer: start failed" >&2; return 1; }
	[ "$peer" = tcpsplit ] && { R set mem-limit "$HOLD_MEM_LIMIT" || return 1; }
	memsnap "$WORK/conns-mem0-$peer"
	: > "$out"
	ip netns exec "$P-cli" "$CONNBENCH" hold --dst "$SRV_ADDR" --port "$PORT" --count "$HOLD_N" \
		--concurrency "$HOLD_CONC" --secs "$HOLD_OPEN_SECS" \
		> "$out" 2> "$WORK/conns-hold-$peer.err" &
	hold_pid=$!
	for i in $(seq $(((HOLD_OPEN_SECS + 20) * 2))); do
		[ -s "$out" ] && break
		kill -0 "$hold_pid" 2>/dev/null || break
		sleep 0.5
	done
	line=$(head -n 1 "$out")
	[ -n "$line" ] || { echo "$peer: connbench hold printed nothing" >&2; cat "$WORK/conns-hold-$peer.err" >&2; return 1; }
	echo "== hold $peer: $line"
	sleep "$HOLD_SETTLE"
	# The guest's CPU while the connections sit idle (timers, work).
	c0=$(cpustat)
	sleep 3
	c1=$(cpustat)
	memsnap "$WORK/conns-mem1-$peer"
	est_cli=$(ns cli ss -Htn state established "( dport = :$PORT )" | wc -l)
	est_srv=$(ns srv ss -Htn state established "( sport = :$PORT )" | wc -l)
	est_r1=$(ns r1 ss -Htn state established | wc -l)
	if [ "$peer" = tcpsplit ]; then
		st=$(R -j stats)
		# The dump alone is timed (one netlink dump of every connection).
		t0=$(date +%s.%N)
		R -j conns > "$WORK/conns-dump.json"
		t1=$(date +%s.%N)
		listed=$("$PY" -c 'import json,sys; print(len(json.load(open(sys.argv[1]))))' "$WORK/conns-dump.json")
		dump_secs=$(awk -v a="$t0" -v b="$t1" 'BEGIN { print b - a }')
		echo "== hold $peer: splitctl stats $st; conns listed $listed in $dump_secs s"
	fi
	stop_pids "$hold_pid"
	hold_pid=
	DRAIN_SECS=$HOLD_DRAIN_SECS peer_stop "$peer" hold
	"$PY" - "$WORK/conns-mem0-$peer" "$WORK/conns-mem1-$peer" "$peer" "$HOLD_N" \
		"$out" "$st" "$listed" "$dump_secs" "$est_cli" "$est_srv" "$est_r1" \
		"$c0" "$c1" "$HOLD_MEM_LIMIT" "$DRAIN" >> "$OUT" <<-'PY' || return 1
	import json, sys
	(f0, f1, peer, n, out, st, listed, dump, ecli, esrv, er1, c0, c1,
	 limit, drain) = sys.argv[1:]

	def snap(path):
	    mem, slab = {}, {}
	    part = "mem"
	    for l in open(path):
	        if l.startswith("#slabinfo"):
	            part = "slab"
	            continue
	        if part == "mem":
	            k, v = l.split(":", 1)
	            mem[k] = int(v.split()[0]) * 1024
	        elif not l.startswith(("slabinfo", "#")):
	            f = l.split()
	            # name active_objs num_objs objsize objperslab pagesperslab
	            # : tunables ... : slabdata active_slabs num_slabs ...
	            active, objsize, pps = int(f[1]), int(f[3]), int(f[5])
	            nslabs = int(f[f.index("slabdata") + 2])
	            slab[f[0]] = (active * objsize, nslabs * pps * 4096)
	    return mem, slab

	m0, s0 = snap(f0)
	m1, s1 = snap(f1)
	lines = [json.loads(l) for l in open(out) if l.strip()]
	h = lines[0]
	opened = h["open"]
	rec = {"case": "conns", "phase": "hold", "peer": peer, "run": 1,
	       "count": int(n), "open": opened, "failed": h["failed"],
	       "unfinished": h["unfinished"], "open_secs": h["secs"],
	       "errors": h["errors"], "last_error": h["last_error"],
	       "dropped": lines[-1].get("dropped", h["dropped"]),
	       "lat_ms_median": h["lat_ms_median"],
	       "established_cli": int(ecli), "established_srv": int(esrv),
	       "established_r1": int(er1)}
	for k in ("MemFree", "MemAvailable", "Slab", "SUnreclaim", "Percpu"):
	    if k in m0 and k in m1:
	        # Memory used: a drop of MemFree/MemAvailable, a rise of the rest.
	        d = m1[k] - m0[k]
	        if k in ("MemFree", "MemAvailable"):
	            d = -d
	        rec["d_" + k] = d
	if s0 and s1:
	    names = set(s0) | set(s1)
	    z = (0, 0)
	    rec["d_slab_objs"] = sum(s1.get(x, z)[0] - s0.get(x, z)[0] for x in names)
	    rec["d_slab_pages"] = sum(s1.get(x, z)[1] - s0.get(x, z)[1] for x in names)
	    top = sorted(((s1.get(x, z)[0] - s0.get(x, z)[0], x) for x in names),
	                 reverse=True)[:10]
	    rec["slab_top"] = {x: d for d, x in top if d > 0}
	if opened > 0:
	    for k in list(rec):
	        if k.startswith("d_"):
	            rec["per_conn_" + k[2:]] = round(rec[k] / opened, 1)
	b0, t0 = map(int, c0.split())
	b1, t1 = map(int, c1.split())
	rec["idle_cpu_busy_pct"] = round(100.0 * (b1 - b0) / max(t1 - t0, 1), 1)
	if peer == "tcpsplit":
	    rec["splitctl_stats"] = json.loads(st)
	    rec["conns_split"] = rec["splitctl_stats"].get("conns")
	    rec["conns_listed"] = int(listed)
	    rec["conns_dump_secs"] = round(float(dump), 3)
	    rec["mem_limit"] = limit
	    # Seconds until every split connection was gone after the client
	    # closed them all (-1: not within DRAIN_SECS).
	    rec["drain_secs"] = int(drain)
	print(json.dumps(rec))
	PY
	tail -n 1 "$OUT" | "$PY" -c '
import json, sys
r = json.load(sys.stdin)
print("== hold %s: open %d failed %d; per conn: MemAvailable %s B, Slab %s B, slab objects %s B" % (
    r["peer"], r["open"], r["failed"], r.get("per_conn_MemAvailable"),
    r.get("per_conn_Slab"), r.get("per_conn_slab_objs")))'
	if [ "$(tail -n 1 "$OUT" | json_get open)" -lt "$HOLD_N" ]; then
		echo "== hold $peer: only $(tail -n 1 "$OUT" | json_get open) of $HOLD_N open"
		return 2
	fi
	return 0
}

rc=0
if [ "$HOLD_N" -gt 0 ]; then
	ns cli sysctl -qw net.ipv4.tcp_max_tw_buckets=0
	ns r1 sysctl -qw net.ipv4.tcp_max_tw_buckets=0
	for peer in $HOLD_PEERS; do
		echo "== hold $peer: $HOLD_N connections"
		hold "$peer"
		case $? in
		0) ;;
		2) rc=1 ;;	# recorded, but short of the target
		*) echo "== hold $peer failed" >&2; exit 1 ;;
		esac
	done
	ns cli sysctl -qw net.ipv4.tcp_max_tw_buckets="$TW_CLI"
	ns r1 sysctl -qw net.ipv4.tcp_max_tw_buckets="$TW_R1"
fi

# ---------------------------------------------------------------- rate

# Each run connects from its own client address (10.0.1.10 and up): the
# TIME_WAIT sockets a relay leaves on r1 (its server-side legs, with the
# client's address) outlive the run by 60 s, and (probably through r1's
# early demux) they catch the next run's forwarded packets of a reused
# 4-tuple
# (seen: plain forwarding after HAProxy stalled at 29 conn/s).
src=10
for i in $(seq "$RUNS"); do
	for peer in $RATE_PEERS; do
		ns cli ip addr add "10.0.1.$src/24" dev l1a || exit 1
		peer_start "$peer" || { echo "$peer: start failed" >&2; exit 1; }
		line=$(ns cli "$CONNBENCH" rate --dst "$SRV_ADDR" --port "$PORT" \
			--secs "$RATE_SECS" --concurrency "$RATE_CONC" --src "10.0.1.$src")
		src=$((src + 1))
		if [ -z "$line" ]; then
			echo "$peer: connbench rate failed" >&2
			exit 1
		fi
		split=null
		[ "$peer" = tcpsplit ] && split=$(R -j list-flows 1 |
			"$PY" -c 'import json,sys; f=json.load(sys.stdin); f=f[0] if isinstance(f,list) else f; print(json.dumps(f.get("stats", f)))')
		DRAIN_SECS=$RATE_DRAIN_SECS peer_stop "$peer" "rate$i"
		"$PY" - "$peer" "$i" "$line" "$split" "$TW_CLI" "$LEFT" >> "$OUT" <<-'PY' || exit 1
		import json, sys
		peer, run, line, split, tw, left = sys.argv[1:]
		rec = {"case": "conns", "phase": "rate", "peer": peer, "run": int(run)}
		rec.update(json.loads(line))
		# Split connections still live RATE_DRAIN_SECS after the run.
		rec["left_live"] = int(left or 0)
		rec["tw_buckets_cli"] = int(tw)
		if split != "null":
		    rec["flow"] = json.loads(split)
		print(json.dumps(rec))
		PY
		echo "== rate $peer run $i: $line"
	done
done
exit $rc
