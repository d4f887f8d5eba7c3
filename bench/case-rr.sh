#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# Benchmark case "rr" (issue 17, benchmark): the latency a relay adds to
# request/response traffic.
#
#   cli 10.0.1.1 -- r1 -- 10.0.2.2 srv      (no added delay)
#
# Each run: the selftests' xfer.py pserve in srv (port 80, one
# connection) and its pping in cli through r1: the client asks for a
# 1 MiB answer (bulk data first, where a corked tail would show), then
# times RR_COUNT exchanges of 1 byte each way, TCP_NODELAY at both ends.
# Four peers on r1, runs alternating (as in case-cpu.sh):
#
#   plain     r1 only forwards (no flow, no relay)
#   tcpsplit  a flow on r1 for 10.0.2.2/32 port 80
#   haproxy   HAProxy on r1, transparent relay of port 80, splice-auto
#             (haproxy_start of peers.sh)
#   haproxy-splice  the same with splicing forced
#   tcpsplit-b  with bench.sh's B_TREE (TCPSPLIT_KO_B): the tcpsplit
#             peer on that tree's module, reloaded between runs (as in
#             the cpu case), so that a change's added latency is
#             measured against the module before it in one guest
#
# Knobs: RUNS (5), RR_COUNT (10000 exchanges per run), RR_ANSWER (bytes
# of the answer, 1048576), RR_TIMEOUT (seconds a receive may wait, 10),
# RR_STEER (1, the default with 2 or more CPUs: the router on a CPU of its
# own, chain_steer of chain.sh, pserve and pping on CPU 0, HAProxy on
# CPU 1, as in the cpu case; 0: every hop runs in the sender's context),
# RR_PERF (1: after the runs, if perf works in the guest, one more run of
# plain and of tcpsplit (and tcpsplit-b) under perf record -a -g, not
# measured, its report in $RAW/rr-perf-PEER.txt with the busy CPU time per
# exchange; 0: none), RR_PEERS (the peers to run, by default all four and
# tcpsplit-b with a B module; e.g. "plain tcpsplit" for an A/B of the
# module alone).
#
# Appends one JSON object per run to $RAW/rr.jsonl: peer, run, median_us,
# p99_us, max_us, first_us (the first exchange, right after the answer),
# error (null or pping's reason), and the relay's own count of the
# connection (tcpsplit: the flow's split counter; HAProxy: its frontend's
# sessions).  A failed run is recorded and the case goes on; it exits 1
# if any run failed.

set -u
: "${RAW:?}" "${SPLITCTL:?}" "${WORK:?}"
export PATH="$PATH:/usr/sbin:/sbin"
BENCH=${BENCH:-$(cd "$(dirname "$0")" && pwd)}
RUNS=${RUNS:-5}
RR_COUNT=${RR_COUNT:-10000}
RR_ANSWER=${RR_ANSWER:-1048576}
RR_TIMEOUT=${RR_TIMEOUT:-10}
RR_STEER=${RR_STEER:-$([ "$(nproc)" -ge 2 ] && echo 1 || echo 0)}
RR_PERF=${RR_PERF:-1}
RR_PEERS=${RR_PEERS:-plain tcpsplit haproxy haproxy-splice}
[ -z "${TCPSPLIT_KO_B:-}" ] || RR_PEERS+=" tcpsplit-b"
PORT=80
P=rr$$
CHAIN_ROUTERS=1
OUT=$RAW/rr.jsonl
PY=/usr/bin/python3
XFER=$BENCH/../selftests/xfer.py

# shellcheck source=chain.sh
source "$BENCH/chain.sh"
# shellcheck source=peers.sh
source "$BENCH/peers.sh"
# shellcheck source=perf.sh
source "$BENCH/perf.sh"

serve_pid=
cleanup() {
	[ -n "$serve_pid" ] && stop_pids "$serve_pid"
	"$SPLITCTL" -n "$P-r1" flush 2>/dev/null
	peers_cleanup
	chain_cleanup
}
trap cleanup EXIT

R() { "$SPLITCTL" -n "$P-r1" "$@"; }

[ -f "$XFER" ] || { echo "no $XFER" >&2; exit 1; }
mkdir -p "$WORK" "$RAW"
chain_setup || { echo "chain setup failed" >&2; exit 1; }
if [ "$RR_STEER" = 1 ]; then
	chain_steer || { echo "rr: RR_STEER=1 failed" >&2; exit 1; }
fi

# No flow outlives a run (peer_stop): a module reloaded between peers
# (chain_module) loses nothing.
peer_start() {
	chain_module "$1" || return 1
	case $1 in
	plain) ;;
	tcpsplit*) R add-flow --id 1 --dst "$SRV_ADDR/32" --dport "$PORT" > /dev/null || return 1 ;;
	haproxy) haproxy_start r1 splice "$PORT" || return 1 ;;
	haproxy-splice) haproxy_start r1 splice-forced "$PORT" || return 1 ;;
	esac
	if [ "$RR_STEER" = 1 ] && [ "${1%-*}" = haproxy ]; then
		chain_pin r1 haproxy 1 || return 1
	fi
	return 0
}

peer_stop() {
	case $1 in
	tcpsplit*) R flush ;;
	haproxy*) relays_stop ;;
	esac
}

# split_count: flow 1's split counter (splitctl -j is compact JSON whose
# "stats" object holds only numbers), or null
split_count() {
	local re='"stats":\{[^}]*"split":([0-9]+)[,}]'
	[[ $(R -j list-flows 1 2>/dev/null) =~ $re ]] && { echo "${BASH_REMATCH[1]}"; return; }
	echo null
}

failed=0
# serve_start LOG: pserve in srv for one connection, listening when it
# returns, its output in LOG.  ip netns exec execs the program: the PID
# kept (serve_pid) is pserve's own.
serve_start() {
	ip netns exec "$P-srv" "${CHAIN_PIN0[@]}" "$PY" -S "$XFER" pserve "$PORT" --count 1 --answer "$RR_ANSWER" \
		--timeout 60 > "$1" 2>&1 &
	serve_pid=$!
	wait_listen srv "$PORT" || exit 1
}

# ipis: the rescheduling and function-call IPIs each CPU has taken
# (/proc/interrupts' RES and CAL: RPS hands a packet to another CPU with a
# function-call IPI), "res0=N res1=N cal0=N cal1=N".
ipis() {
	awk '$1 == "RES:" || $1 == "CAL:" {
		for (c = 0; c < ncpu; c++)
			printf "%s%d=%s ", tolower(substr($1, 1, 3)), c, $(c + 2)
	     }
	     END { print "" }' ncpu="$(nproc)" /proc/interrupts
}

run() {
	local peer=$1 i=$2 relayed=null log=$WORK/rr-$1-$2 s0 s1 i0 i1
	peer_start "$peer" || { echo "$peer: start failed" >&2; exit 1; }
	serve_start "$log.srv"
	s0=$(tcpsegs cli r1 srv)
	i0=$(ipis)
	ns cli "${CHAIN_PIN0[@]}" timeout 900 "$PY" -S "$XFER" pping "$SRV_ADDR" "$PORT" --count "$RR_COUNT" \
		--answer "$RR_ANSWER" --timeout "$RR_TIMEOUT" > "$log.cli" 2>&1
	s1=$(tcpsegs cli r1 srv)
	i1=$(ipis)
	# pserve ends with its one connection (or its timeout): a few
	# seconds for it to log that, then it is stopped
	for _ in $(seq 50); do
		kill -0 "$serve_pid" 2>/dev/null || break
		sleep 0.1
	done
	stop_pids "$serve_pid"
	serve_pid=
	case $peer in
	tcpsplit*) relayed=$(split_count) ;;
	haproxy*) relayed=$(haproxy_sessions r1) || relayed=null ;;
	esac
	peer_stop "$peer"
	"$PY" - "$peer" "$i" "$RR_COUNT" "$RR_ANSWER" "${relayed:-null}" "$log.cli" "$log.srv" \
		"$OUT" "$RR_STEER" "$s0" "$s1" "$i0" "$i1" <<-'PY' || failed=1
	import json, sys
	peer, i, count, answer, relayed, cli, srv, out, steer, s0, s1, i0, i1 = sys.argv[1:]
	text = open(cli).read()
	try:
	    res = json.loads(text.strip().splitlines()[-1])
	except (ValueError, IndexError):
	    res = {"error": f"pping: no result: {text.strip()[-200:]!r}"}
	rec = {"case": "rr", "peer": peer, "run": int(i), "count": int(count),
	       "answer": int(answer), "n": res.get("n")}
	for k in ("median_us", "p99_us", "max_us", "first_us", "error"):
	    rec[k] = res.get(k)
	rec["relayed"] = None if relayed == "null" else int(relayed)
	rec["steer"] = steer == "1"	# the router on a CPU of its own
	# TCP segments each node took and sent per exchange (the bulk answer
	# included: about 0.25 more per exchange at 10,000); forwarding's
	# router has none, a relay's takes and sends each byte once per leg
	# (none if a namespace's counters could not be read: a short list
	# would put the figures under the wrong names)
	keys = ("cli_in", "cli_out", "r1_in", "r1_out", "srv_in", "srv_out")
	if len(s0.split()) == len(s1.split()) == len(keys):
	    rec["segs"] = {k: round((int(b) - int(a)) / int(count), 2)
	                   for k, a, b in zip(keys, s0.split(), s1.split())}
	else:
	    rec["segs"] = {}
	# IPIs each CPU took per exchange, the whole guest (the bulk answer
	# and the client's start included)
	a, b = (dict(kv.split("=") for kv in x.split()) for x in (i0, i1))
	rec["ipis"] = {k: round((int(b[k]) - int(a[k])) / int(count), 2)
	               for k in sorted(a) if k in b}
	if rec["error"] is None and rec["n"] != int(count):
	    rec["error"] = f"{rec['n']} of {count} exchanges"
	with open(out, "a") as f:
	    print(json.dumps(rec), file=f)
	if rec["error"]:
	    print(f"== run {i} {peer:<14} FAILED: {rec['error']}; server: {open(srv).read().strip()}")
	    sys.exit(1)
	print(f"== run {i} {peer:<14} median {rec['median_us']:6d} us  p99 {rec['p99_us']:6d} us"
	      f"  max {rec['max_us']:7d} us  first {rec['first_us']:6d} us"
	      + ("" if rec["relayed"] is None else f"  relayed {rec['relayed']}")
	      + ("  segs/exchange " + " ".join(f"{k} {v:.2f}" for k, v in rec["segs"].items())
	         if rec["segs"] else "  segs/exchange: not read")
	      + ("  IPIs/exchange " + " ".join(f"{k} {v:.2f}" for k, v in rec["ipis"].items())
	         if rec["ipis"] else ""))
	PY
}

# profile PEER: one run's exchanges under perf record -a -g (perf runs
# pping itself, so that the whole of it is sampled; cpu-clock: TCG has no
# PMU), the report into $RAW/rr-perf-PEER.txt.
profile() {
	local peer=$1 data=$WORK/rr-perf-$1.data rep=$RAW/rr-perf-$1.txt log=$WORK/rr-perf-$1
	peer_start "$peer" || return 1
	serve_start "$log.srv"
	if ! perf record -a -g -e cpu-clock -F 999 -o "$data" -- \
		ip netns exec "$P-cli" "${CHAIN_PIN0[@]}" timeout 900 "$PY" -S "$XFER" pping "$SRV_ADDR" "$PORT" \
		--count "$RR_COUNT" --answer "$RR_ANSWER" --timeout "$RR_TIMEOUT" > "$log.cli" 2>&1; then
		echo "== perf record failed: $(tail -n 3 "$log.cli" | tr '\n' ' ')"
		stop_pids "$serve_pid"
		serve_pid=
		peer_stop "$peer"
		return 1
	fi
	stop_pids "$serve_pid"
	serve_pid=
	peer_stop "$peer"
	{
		echo "# perf record -a -g -e cpu-clock -F 999 over one run of pping ($RR_ANSWER-byte answer, $RR_COUNT exchanges), peer $peer"
		echo "# (whole guest: client, server, forwarding or the relay, and idle)"
		grep -h 'samples\|median' "$log.cli"
		perf_report "$data" "$RR_COUNT" exchange
	} > "$rep"
	rm -f "$data"
	echo "== profile of $peer in $rep: $(grep -h '^# busy CPU per' "$rep")"
}

echo "== rr: cli - r1 - srv, no added delay, a $RR_ANSWER-byte answer then $RR_COUNT exchanges of 1 byte per run, $RUNS runs per peer$([ "$RR_STEER" = 1 ] && echo ", the router on CPU 1 (RPS), the endpoints on CPU 0")"
for i in $(seq "$RUNS"); do
	for peer in $RR_PEERS; do
		run "$peer" "$i"
	done
done
if [ "$RR_PERF" = 1 ]; then
	if ! command -v perf > /dev/null; then
		echo "== no perf in the guest: no profile"
	else
		profile plain && profile tcpsplit &&
			{ [ -z "${TCPSPLIT_KO_B:-}" ] || profile tcpsplit-b; }
	fi
fi
exit $failed
