#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# Scale: the connection table and the conns dump with thousands of split
# connections.
#
#   cli 10.0.1.2 -c0---r0- 10.0.1.1 rtr 10.0.2.1 -r1---s0- 10.0.2.2 srv
#
# SCALE_N (3000) idle connections held open by tools/connbench hold, all
# split (the router's own sockets, counted with ss, say so as well as the
# module's count).  The table grows past its first 16 buckets.  Then, while
# connbench rate opens and closes more connections through the same flow,
# DUMPS dumps of conns, each spread over many netlink messages: every
# dump lists each held connection exactly once with its addresses, and
# no ID twice, in ascending order.  After the held connections close, the
# table shrinks back to 16 buckets, and a new connection is split.

# shellcheck source=lib.sh
source "$(dirname "$0")/lib.sh"

# The debug kernel opens connections about ten times slower.
if ts_debug_kernel; then N=${SCALE_N:-1000}; else N=${SCALE_N:-3000}; fi
DUMPS=${SCALE_DUMPS:-5}
CONNBENCH=$TOPDIR/tools/connbench
[ -x "$CONNBENCH" ] || { echo "Bail out! $CONNBENCH is not built (make -C tools)"; exit $KSFT_FAIL; }

ts_module_load || { echo "Bail out! cannot load $TCPSPLIT_KO"; exit $KSFT_FAIL; }
ts_on_exit ts_module_unload
ts_setup_line || { echo "Bail out! cannot set up the namespaces"; exit $KSFT_FAIL; }

R() { ts_splitctl -n "$rtr" "$@"; }

R add-flow --dst 10.0.2.2/32 --dport 5000 > /dev/null
# The default limit (1/16 of the guest's RAM) holds about 4,000 idle
# connections at their smallest budgets; the churn comes on top.
R set mem-limit 1g
ip netns exec "$cli" sysctl -qw net.ipv4.ip_local_port_range="10000 65000"
ip netns exec "$cli" sysctl -qw net.ipv4.tcp_tw_reuse=1
ip netns exec "$srv" prlimit --nofile=65536 "$CONNBENCH" serve --port 5000 \
	> /dev/null 2>&1 &
ts_wait_for 60 ts_tcp_listening "$srv" 5000

ts_check "16 buckets in the connection table before any connection" \
	ts_ns_is "$rtr" conn_buckets 16

# --- N held connections ---------------------------------------------------

# A pipe as stdin: connbench holds until it is closed (fd 8 here).
mkfifo "$TMPD/hold.in"
ip netns exec "$cli" prlimit --nofile=65536 "$CONNBENCH" hold --dst 10.0.2.2 \
	--port 5000 --count "$N" --concurrency 100 --secs 1200 --timeout 120000 \
	< "$TMPD/hold.in" > "$TMPD/hold.out" 2> "$TMPD/hold.err" &
hold_pid=$!
exec 8> "$TMPD/hold.in"
held() {
	ts_wait_for 1200 test -s "$TMPD/hold.out" || { echo "connbench hold printed nothing"; cat "$TMPD/hold.err"; return 1; }
	head -n 1 "$TMPD/hold.out"
	grep -q "\"open\":$N,\"failed\":0," "$TMPD/hold.out"
}
ts_checkv "$N connections open, each after its 1 KiB exchange both ways" held

# rtr_socks: the router's established TCP sockets (both legs of each)
rtr_socks() {
	ip netns exec "$rtr" ss -Htn state established | wc -l
}
ts_checkv "... every one split: the router holds 2 x $N established sockets" \
	eval 'n=$(rtr_socks); echo "router sockets: $n"; [ "$n" = $((2 * N)) ]'
ts_check "... and the module counts $N live connections" ts_ns_is "$rtr" conns "$N"
# shellcheck disable=SC2034 # read in the eval below
buckets=$(ts_ns_stat "$rtr" conn_buckets)
ts_checkv "the table grew with them (to more buckets than 3/4 of $N)" \
	eval 'echo "buckets: $buckets"; [ "$buckets" -ge $((N * 3 / 4)) ]'

# The held connections' IDs and addresses: every dump must list them.
R -j conns > "$TMPD/base.json"

# --- dumps while connections come and go ----------------------------------

ip netns exec "$cli" prlimit --nofile=65536 "$CONNBENCH" rate --dst 10.0.2.2 \
	--port 5000 --secs 600 --concurrency 20 > "$TMPD/rate.out" 2>&1 &
rate_pid=$!
# churning: the router has split more than the held ones since $1
churning() {
	[ "$(ts_ns_stat "$rtr" syns_matched)" -gt "$1" ]
}
m0=$(ts_ns_stat "$rtr" syns_matched)
ts_check "connections open and close through the flow" ts_wait_for 60 churning "$m0"

dump_ok() {
	local i
	for i in $(seq "$DUMPS"); do
		R -j conns > "$TMPD/dump$i.json" || return 1
	done
	$PY - "$TMPD/base.json" "$N" "$TMPD"/dump*.json <<'PY'
import json, sys
base = {c["id"]: c for c in json.load(open(sys.argv[1]))}
n = int(sys.argv[2])
key = lambda c: (c["client"]["addr"], c["client"]["port"], c["server"]["addr"], c["server"]["port"])
bad = []
if len(base) != n:
    bad.append(f"the baseline lists {len(base)} connections, not {n}")
extra = 0
for f in sys.argv[3:]:
    d = json.load(open(f))
    ids = [c["id"] for c in d]
    if ids != sorted(set(ids)):
        bad.append(f"{f}: IDs not unique and ascending")
    seen = {c["id"]: c for c in d}
    missing = [i for i in base if i not in seen]
    moved = [i for i in base if i in seen and key(seen[i]) != key(base[i])]
    if missing:
        bad.append(f"{f}: {len(missing)} held connections missing, e.g. {missing[:5]}")
    if moved:
        bad.append(f"{f}: {len(moved)} held connections with other addresses")
    extra += len(d) - n
print(f"{len(sys.argv) - 3} dumps of {n} held connections; "
      f"{extra} entries of the churn's in them")
if bad:
    print("\n".join(bad))
    sys.exit(1)
if extra <= 0:
    print("no dump met a connection of the churn")
    sys.exit(1)
PY
}
ts_checkv "$DUMPS dumps under churn: every held connection once, no ID twice, ascending" dump_ok
t0=$(date +%s.%N)
R -j conns > /dev/null
t1=$(date +%s.%N)
R -j stats > /dev/null
t2=$(date +%s.%N)
echo "conns dump of $N+ connections: $(echo "$t1 - $t0" | bc) s; stats: $(echo "$t2 - $t1" | bc) s" | ts_diag
kill "$rate_pid" 2>/dev/null
wait "$rate_pid"
ts_checkv "the churn's connections had no errors" \
	eval 'cat "$TMPD/rate.out"; grep -q "\"errors\":0," "$TMPD/rate.out"'

# --- back down ------------------------------------------------------------

exec 8>&-
wait "$hold_pid"
ts_checkv "connbench hold closed them all" \
	eval 'tail -n 1 "$TMPD/hold.out"; grep -q "\"closing\":$N,\"dropped\":0," "$TMPD/hold.out"'
ts_check "every connection ended" ts_wait_for 120 ts_ns_is "$rtr" conns 0
ts_checkv "the table shrank back to 16 buckets" \
	eval 'ts_wait_for 60 ts_ns_is "$rtr" conn_buckets 16 || ts_ns_stat "$rtr" conn_buckets'
m0=$(ts_ns_stat "$rtr" syns_matched)
ts_check "after it, a new connection is split and exchanges its bytes" \
	eval 'ip netns exec "$cli" "$CONNBENCH" rate --dst 10.0.2.2 --port 5000 --secs 1 --concurrency 1 | grep -q "\"errors\":0," &&
		[ "$(ts_ns_stat "$rtr" syns_matched)" -gt "$m0" ]'

ts_ktap_finish
