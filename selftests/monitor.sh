#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# Events and metrics.
#
#   cli 10.0.1.2 -c0---r0- 10.0.1.1 rtr 10.0.2.1 -r1---s0- 10.0.2.2 srv
#   other: a namespace of its own, with its own monitor
#
# Events: "splitctl monitor" sees flows added, deleted and flushed, in its
# own namespace only; each JSON line carries its time (RFC 3339, UTC), and
# -t puts the local time in front of each text line.  Every connection
# whose SYN rtr took ends with a close event that says why, each checked
# against what the peers saw:
#
#   flow 1  10.0.2.2 ports 5000-5003   5001 closed (xfer send/serve: both
#                                      FINs, digests compared), 5002 reset
#                                      by the client, 5003 by the server
#                                      (the other peer saw ECONNRESET),
#                                      5000 cut by the unload (the client
#                                      saw a reset)
#   flow 2  10.0.2.2 port 6000         refused (client: ECONNREFUSED)
#   flow 3  10.0.4.0/24 (via srv)      unreachable (client: EHOSTUNREACH
#                                      from srv's unreachable route)
#   flow 4  10.0.2.2 port 7000         timeout (srv blackholes its answers;
#                                      rtr's tcp_syn_retries=1; the client
#                                      heard nothing)
#   flows 5-7                          matches only, for the metrics' labels
#                                      (5: an interface named d"q\x)
#
# Split ones were opened first, the others never.  Afterwards rtr's ss
# lists no socket of theirs but TIME_WAIT ones.
#
# Metrics: with the traffic over, "splitctl metrics" parsed by
# prometheus_client's text parser has the values of "-j stats" and
# "-j list-flows" read before and after it, its conventions (HELP and
# TYPE once per family, _total on counters only, a flow and a match label
# per flow, netns with -n), and --output replaces its file by a rename
# (a new inode, no temporary file left, mode 0644) or, when it cannot
# write (a full file system, a read-only one, the module gone), exits 1
# and leaves the old file as it was.

# shellcheck source=lib.sh
source "$(dirname "$0")/lib.sh"

ts_module_load || { echo "Bail out! cannot load $TCPSPLIT_KO"; exit $KSFT_FAIL; }
ts_on_exit ts_module_unload
ts_setup_line other || { echo "Bail out! cannot set up the namespaces"; exit $KSFT_FAIL; }
T0=$(date +%s)

R() { ts_splitctl -n "$rtr" "$@"; }

"$SPLITCTL" -n "$rtr" -j monitor >> "$TMPD/mon.json" 2> "$TMPD/mon.err" &
MON=$!
ts_on_exit "kill $MON"
"$SPLITCTL" -n "$rtr" monitor >> "$TMPD/mon.txt" 2>&1 &
ts_on_exit "kill $!"
# -t in a zone 5:30 east of UTC (a POSIX TZ: no tzdata needed)
TZ=IST-5:30 "$SPLITCTL" -n "$rtr" -t monitor >> "$TMPD/mon.ts" 2>&1 &
ts_on_exit "kill $!"
"$SPLITCTL" -n "$other" -j monitor >> "$TMPD/other.json" 2>&1 &
ts_on_exit "kill $!"
# Wait until the monitors have joined the group: add and remove probe flows
# until one is seen.
ready() {
	R add-flow --id 999 --dport 999 > /dev/null && R del-flow 999 &&
	grep -q '"id":999' "$TMPD/mon.json" && grep -q 'flow 999' "$TMPD/mon.txt" &&
	grep -q 'flow 999' "$TMPD/mon.ts"
}
ts_wait_for 10 ready
# The other namespace's monitor likewise, by a probe flow of its own.
ready_other() {
	ts_splitctl -n "$other" add-flow --id 998 --dport 998 > /dev/null &&
	ts_splitctl -n "$other" del-flow 998 &&
	grep -q '"id":998' "$TMPD/other.json"
}
ts_wait_for 10 ready_other
: > "$TMPD/mon.json"
: > "$TMPD/other.json"
sleep 0.2
: > "$TMPD/mon.json"
: > "$TMPD/other.json"
: > "$TMPD/mon.txt"
: > "$TMPD/mon.ts"

R add-flow --id 1 --dst 10.0.2.0/24 --dport 80 > /dev/null
R add-flow --id 2 --sport 1000-2000 > /dev/null
R del-flow 1
R add-flow --id 3 --dport 3 > /dev/null
R flush

events_are() {
	$PY - "$TMPD/mon.json" <<'PY'
import json, sys
want = [("flow-add", 1), ("flow-add", 2), ("flow-del", 1), ("flow-add", 3),
        ("flow-del", 2), ("flow-del", 3)]
lines = [l for l in open(sys.argv[1]) if l.strip()]
got = [(e["event"], e["flow"]["id"]) for e in map(json.loads, lines)]
if got != want:
    print("got ", got)
    print("want", want)
    sys.exit(1)
first = json.loads(lines[0])["flow"]
assert first["dst"] == "10.0.2.0/24" and first["dport_min"] == 80, first
PY
}
ts_check "JSON monitor saw add, add, del, add and two flush deletions in order" \
	ts_wait_for 10 events_are
ts_check "plain monitor printed the same six events" \
	ts_wait_for 10 bash -c "[ \$(grep -c '^\(added\|deleted\) flow' $TMPD/mon.txt) = 6 ]"
ts_check "plain monitor line format" \
	grep -qx "added flow 1 inet --dst 10.0.2.0/24 --dport 80" "$TMPD/mon.txt"
# The times: JSON's in UTC, -t's local with its offset (+05:30); the same
# instant (within the time between two monitors' reads) since this script
# began.
event_times() {
	$PY - "$TMPD/mon.json" "$TMPD/mon.ts" "$T0" <<'PY'
import datetime as dt, json, re, sys, time
t0, now = int(sys.argv[3]), time.time()
utc = []
for line in open(sys.argv[1]):
    t = json.loads(line).get("time", "")
    if not re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z", t):
        sys.exit(f"JSON event without an RFC 3339 UTC time with microseconds: {line.strip()}")
    utc.append(dt.datetime.strptime(t, "%Y-%m-%dT%H:%M:%S.%f%z").timestamp())
local = []
for line in open(sys.argv[2]):
    m = re.fullmatch(r"\[(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}\+05:30)\] "
                     r"(added|deleted) flow .*\n", line)
    if not m:
        sys.exit(f"-t line without a leading [local time with offset]: {line!r}")
    local.append(dt.datetime.fromisoformat(m.group(1)).timestamp())
if len(utc) != 6 or len(local) != 6:
    sys.exit(f"{len(utc)} JSON and {len(local)} -t events, expected 6 each")
for u, l in zip(utc, local):
    if not (t0 - 1 <= u <= now + 1 and abs(u - l) < 2):
        sys.exit(f"times {u} (JSON) and {l} (-t) not both between {t0} and {now}, together")
print(open(sys.argv[2]).readline().strip())
PY
}
ts_checkv "every JSON event has its time (UTC), every -t line the same instant in local time" \
	event_times
# Then a flow of its own: the other monitor was listening all along, and
# saw that one only.
ts_splitctl -n "$other" add-flow --id 5 --dport 5 > /dev/null
other_only() {
	$PY - "$TMPD/other.json" <<'PY'
import json, sys
lines = [l for l in open(sys.argv[1]) if l.strip()]
got = [(e["event"], e["flow"]["id"]) for e in map(json.loads, lines)]
if got != [("flow-add", 5)]:
    sys.exit(f"got {got}, want [('flow-add', 5)]")
PY
}
# >> above: the files are emptied while their monitors write (O_APPEND
# writes at the new end, not at the old offset).
other_seen() {
	ts_wait_for 10 other_only
	other_only
}
ts_check "a monitor in another namespace saw none of them, then its own namespace's flow 5 only" \
	other_seen

# --- how connections end ---------------------------------------------------

# unreachable: rtr routes 10.0.4.0/24 to srv, whose route there is
# unreachable (srv forwards, so it answers with an ICMP error); timeout:
# srv's answers from port 7000 vanish, and rtr gives up after one
# retransmission of its SYN (3 s).
ip -n "$rtr" route add 10.0.4.0/24 via 10.0.2.2
ip -n "$srv" route add unreachable 10.0.4.0/24
ip netns exec "$srv" sysctl -qw net.ipv4.ip_forward=1 net.ipv4.icmp_ratelimit=0
ip -n "$srv" rule add ipproto tcp sport 7000 blackhole
ip netns exec "$rtr" sysctl -qw net.ipv4.tcp_syn_retries=1
IIF='d"q\x'
ip -n "$rtr" link add "$IIF" type dummy
flows_added() {
	R add-flow --id 1 --dst 10.0.2.2 --dport 5000-5003 &&
	R add-flow --id 2 --dst 10.0.2.2 --dport 6000 &&
	R add-flow --id 3 --dst 10.0.4.0/24 &&
	R add-flow --id 4 --dst 10.0.2.2 --dport 7000 &&
	R add-flow --id 5 --iif "$IIF" &&
	R -6 add-flow --id 6 --sport 1000-2000 &&
	R add-flow --id 7 --src 2001:db8::/32 --dport 443
}
ts_check "flows 1-7 added" flows_added
ip netns exec "$srv" $XFER serve 5001 > "$TMPD/srv5001.log" 2>&1 &
ts_on_exit "kill $!"
ts_bserve 5000 "$srv" ||
	{ echo "Bail out! the servers did not start"; exit $KSFT_FAIL; }
ts_wait_for 60 ts_tcp_listening "$srv" 5001 ||
	{ echo "Bail out! the servers did not start"; exit $KSFT_FAIL; }
DIAL=10.0.2.2 SRV=10.0.2.2 SEEN=10.0.1.2

# The silent server's client waits in the background meanwhile.
ip netns exec "$cli" timeout 30 $XFER connect 10.0.2.2 7000 --timeout 4 \
	--expect timeout > "$TMPD/silent.out" 2>&1 &
silent=$!
ts_on_exit "kill $silent"

# connect_is NAME EXPECT ADDR PORT: one connect() from cli whose result is
# EXPECT (an errno name)
connect_is() {
	ip netns exec "$cli" timeout 30 $XFER connect "$3" "$4" --timeout 4 \
		--expect "$2" > "$TMPD/$1.out" 2>&1 && return 0
	echo "expected $2, got: $(cat "$TMPD/$1.out")"
	return 1
}
ts_check "closed: 64 KB to the server, its answer after the client's FIN, both digests equal" \
	ip netns exec "$cli" timeout 60 $XFER send 10.0.2.2 5001 --bytes 65536
ts_check "reset by the client: the server saw ECONNRESET" \
	ts_xfer_rst rstc 5002 10.0.2.2 60 "" "--reset"
ts_check "reset by the server: the client saw ECONNRESET" \
	ts_xfer_rst rsts 5003 10.0.2.2 60 "--reset" ""
ts_check "refused: the client saw ECONNREFUSED" connect_is refused ECONNREFUSED 10.0.2.2 6000
ts_check "unreachable: the client saw EHOSTUNREACH" connect_is unreach EHOSTUNREACH 10.0.4.1 80
silent_client() {
	ts_reap "$silent" 20 || { echo "the client: $(cat "$TMPD/silent.out")"; return 1; }
	cat "$TMPD/silent.out"
}
ts_checkv "timeout: the client heard nothing (its connect timed out after 4 s)" silent_client

# closes_are: the JSON monitor's connection events, by server port (one
# connection each): a close with the reason each case gives, an open
# before it for the split ones only (the silent server's client may have
# started a second attempt: every close of port 7000 is a timeout).
closes_are() {
	$PY - "$TMPD/mon.json" <<'PY'
import json, sys
want = {5001: ("closed", True), 5002: ("reset-by-client", True),
        5003: ("reset-by-server", True), 6000: ("refused", False),
        80: ("unreachable", False), 7000: ("timeout", False)}
evs = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
bad = [f"no time: {e}" for e in evs if not e.get("time", "").endswith("Z")]
for port, (reason, split) in want.items():
    mine = [e for e in evs if e["event"].startswith("conn-")
            and e["conn"]["server"]["port"] == port]
    got = [(e["event"], e["conn"].get("reason")) for e in mine]
    exp = [("conn-open", None), ("conn-close", reason)] if split else [("conn-close", reason)]
    if (got != exp and port != 7000) or (port == 7000 and (not got or set(got) != set(exp))):
        bad.append(f"server port {port}: {got}, expected {exp}")
    ids = {e["conn"]["id"] for e in mine}
    if len(ids) != (1 if port != 7000 else len(got)):
        bad.append(f"server port {port}: connection IDs {ids}")
if bad:
    print("\n".join(bad))
    sys.exit(1)
PY
}
closes_seen() {
	ts_wait_for 15 closes_are
	closes_are
}
ts_check "monitor -j: closed, reset-by-client, reset-by-server (each opened first), refused, unreachable, timeout (never opened), each with its time" \
	closes_seen
text_reasons() {
	local r
	for r in closed reset-by-client reset-by-server refused unreachable timeout; do
		grep -q "^closed conn .* reason $r " "$TMPD/mon.txt" ||
			{ echo "no text line 'closed conn ... reason $r'"; cat "$TMPD/mon.txt"; return 1; }
	done
}
ts_check "plain monitor: the same reasons as 'reason REASON'" text_reasons
counted() {
	ts_stat_is "$rtr" 1 split -eq 3 && ts_stat_is "$rtr" 2 refused -eq 1 &&
	ts_stat_is "$rtr" 3 unreachable -eq 1 && ts_stat_is "$rtr" 4 timeout -ge 1
}
ts_check "the flows counted them: split 3, refused 1, unreachable 1, timeout >= 1" counted
# Nothing of theirs is left on the router but TIME_WAIT sockets.
rtr_quiet() {
	local left
	ts_no_conns "$rtr" || return 1
	left=$(ip netns exec "$rtr" ss -Htn state connected exclude time-wait)
	[ -z "$left" ] && return 0
	echo "rtr's sockets:"
	echo "$left"
	return 1
}
quiet() {
	ts_wait_for 15 rtr_quiet
	rtr_quiet
}
ts_check "then conns lists nothing, and rtr's ss no socket but TIME_WAIT" quiet
ip netns exec "$rtr" sysctl -qw net.ipv4.tcp_syn_retries=6

# --- metrics --------------------------------------------------------------

# snapshot NAME: metrics (with -n and without) between two reads of
# -j stats and -j list-flows
snapshot() {
	R -j stats > "$TMPD/$1.stats1" && R -j list-flows > "$TMPD/$1.flows1" &&
	R metrics > "$TMPD/$1.prom" &&
	ip netns exec "$rtr" "$SPLITCTL" metrics > "$TMPD/$1.nonetns.prom" &&
	R -j stats > "$TMPD/$1.stats2" && R -j list-flows > "$TMPD/$1.flows2"
}
# metrics_match NAME NETNS: the metrics of snapshot NAME (-n) say what -j
# stats and -j list-flows said (the same before and after), as the
# Prometheus text format with its conventions; every sample has the label
# netns=NETNS.  The parser is the system Python's (Debian's
# python3-prometheus-client).
metrics_match() {
	/usr/bin/python3 - "$TMPD/$1" "$2" "$IIF" <<'PY'
import json, re, sys
from prometheus_client.parser import text_string_to_metric_families
base, netns, iif = sys.argv[1], sys.argv[2], sys.argv[3]
prom = sys.argv[1] + ".prom"
load = lambda s: json.load(open(base + s))
stats, flows = load(".stats1"), load(".flows1")
if stats != load(".stats2") or flows != load(".flows2"):
    sys.exit("stats or list-flows changed around the metrics: not quiet")
text = open(prom).read()
bad = []
fams = list(text_string_to_metric_families(text))
names = [f.name for f in fams]
if len(names) != len(set(names)):
    bad.append(f"a family appears twice: {names}")
for f in fams:
    full = f.name + ("_total" if f.type == "counter" else "")
    if text.count(f"# HELP {full} ") != 1 or text.count(f"# TYPE {full} {f.type}\n") != 1:
        bad.append(f"{full}: not one HELP and one TYPE line")
    if not f.name.startswith("tcpsplit_") or f.type not in ("counter", "gauge") or not f.documentation:
        bad.append(f"{full}: name, type {f.type} or help {f.documentation!r}")
    for s in f.samples:
        if s.name.endswith("_total") != (f.type == "counter"):
            bad.append(f"{s.name}: _total on counters, and only there")
        if s.labels.get("netns", "") != netns:
            bad.append(f"{s.name}{s.labels}: netns label, expected {netns!r}")
samples = {}
for f in fams:
    for s in f.samples:
        key = (s.name, s.labels.get("flow"))
        if key in samples:
            bad.append(f"{key}: two samples")
        samples[key] = s
ns_names = {"flows": "tcpsplit_flows", "max_flows": "tcpsplit_flows_max",
            "conns": "tcpsplit_connections", "syns_seen": "tcpsplit_syns_seen_total",
            "syns_matched": "tcpsplit_syns_matched_total",
            "syns_unparsed": "tcpsplit_syns_unparsed_total",
            "late_dropped": "tcpsplit_late_segments_dropped_total",
            "ct_active": "tcpsplit_ct_active", "mem_limit": "tcpsplit_mem_limit_bytes",
            "mem_reserved": "tcpsplit_mem_reserved_bytes",
            "mem_waiting": "tcpsplit_mem_waiting_bytes",
            "budget_reduced": "tcpsplit_budget_reduced_total",
            "unsplit_nomem": "tcpsplit_unsplit_nomem_total",
            "budget_capped": "tcpsplit_budget_capped_total",
            "conn_buckets": "tcpsplit_connection_table_buckets",
            "generation": "tcpsplit_config_generation"}
for k, v in stats.items():
    if k == "ct_zone":
        s = samples.get(("tcpsplit_ct_info", None))
        if not s or s.labels.get("zone") != str(v) or s.value != 1:
            bad.append(f"ct_zone {v}: tcpsplit_ct_info {s}")
        continue
    s = samples.get((ns_names.get(k), None))
    if not s or s.value != v:
        bad.append(f"stats {k} {v}: metric {ns_names.get(k)} is {s and s.value}")
flow_names = {"syns": "tcpsplit_flow_syns_total", "split": "tcpsplit_flow_split_total",
              "refused": "tcpsplit_flow_refused_total",
              "unreachable": "tcpsplit_flow_unreachable_total",
              "timeout": "tcpsplit_flow_timeout_total",
              "errors": "tcpsplit_flow_errors_total", "live": "tcpsplit_flow_connections"}
matches = {1: "--dst 10.0.2.2/32 --dport 5000-5003", 2: "--dst 10.0.2.2/32 --dport 6000",
           3: "--dst 10.0.4.0/24", 4: "--dst 10.0.2.2/32 --dport 7000",
           5: f"--iif {iif}", 6: "-6 --sport 1000-2000",
           7: "--src 2001:db8::/32 --dport 443"}
if sorted(f["id"] for f in flows) != sorted(matches):
    bad.append(f"list-flows has flows {[f['id'] for f in flows]}")
for fl in flows:
    for k, v in fl["stats"].items():
        s = samples.get((flow_names.get(k), str(fl["id"])))
        if not s or s.value != v:
            bad.append(f"flow {fl['id']} {k} {v}: metric {flow_names.get(k)} is {s and s.value}")
        elif s.labels.get("match") != matches.get(fl["id"]):
            bad.append(f"flow {fl['id']}: match label {s.labels.get('match')!r}, "
                       f"expected {matches.get(fl['id'])!r}")
if '--iif d\\"q\\\\x"' not in text:
    bad.append("the match of flow 5 is not escaped as --iif d\\\"q\\\\x")
if bad:
    print("\n".join(bad))
    print(text)
    sys.exit(1)
print(f"{len(fams)} families, {len(samples)} samples; e.g. "
      + next(l for l in text.splitlines() if l.startswith("tcpsplit_flow_split_total")))
PY
}
ts_check "metrics: read between two reads of -j stats and -j list-flows" snapshot quiet
ts_checkv "metrics -n: parsed by prometheus_client: the values of stats and list-flows, HELP and TYPE once per family, _total on counters, flow and match labels, netns on every sample" \
	metrics_match quiet "$rtr"
# Without -n: the same text without the netns label.
no_netns() {
	sed -e "s/{netns=\"$rtr\"}//" -e "s/{netns=\"$rtr\",/{/" "$TMPD/quiet.prom" |
		diff - "$TMPD/quiet.nonetns.prom"
}
ts_check "metrics without -n: the same, without a netns label" no_netns

# --output: a rename in the same directory, nothing else left there
D=$TMPD/prom
mkdir "$D"
output_renames() {
	local i1 i2
	R metrics --output "$D/tcpsplit.prom" || return 1
	cmp "$D/tcpsplit.prom" "$TMPD/quiet.prom" || return 1
	i1=$(stat -c %i "$D/tcpsplit.prom")
	R metrics -o "$D/tcpsplit.prom" || return 1
	i2=$(stat -c %i "$D/tcpsplit.prom")
	[ "$i1" != "$i2" ] || { echo "inode $i1 both times: not replaced by a rename"; return 1; }
	[ "$(stat -c %a "$D/tcpsplit.prom")" = 644 ] ||
		{ echo "mode $(stat -c %a "$D/tcpsplit.prom"), expected 644"; return 1; }
	[ "$(ls -A "$D")" = tcpsplit.prom ] || { echo "left in the directory: $(ls -A "$D")"; return 1; }
	cmp "$D/tcpsplit.prom" "$TMPD/quiet.prom"
}
ts_check "metrics --output: the file is what metrics prints, replaced by a rename (new inode), mode 0644, no temporary file left" \
	output_renames
# fails_keeps DIR WHAT [REGEX]: metrics --output DIR/tcpsplit.prom exits 1
# with a message matching REGEX (default: one naming the file); the file
# stays as it was ($TMPD/old.prom), alone in DIR
fails_keeps() {
	local f=$1/tcpsplit.prom
	ts_expect_fail "$2" 1 "${3:-cannot write $f: }" R metrics -o "$f"
	keeps() {
		cmp "$f" "$TMPD/old.prom" && [ "$(ls -A "$1")" = tcpsplit.prom ] && return 0
		echo "left in $1: $(ls -A "$1"); the file: $(head -c 200 "$f")"
		return 1
	}
	ts_check "... and leaves the old file as it was, and nothing else" keeps "$1"
}
head -c 4096 /dev/zero | tr '\0' x > "$TMPD/old.prom"
# A full file system: the temporary file is created, its write fails.
mkdir "$TMPD/full" "$TMPD/ro"
mount -t tmpfs -o size=4k tmpfs "$TMPD/full" && ts_on_exit "umount $TMPD/full"
cp "$TMPD/old.prom" "$TMPD/full/tcpsplit.prom"
fails_keeps "$TMPD/full" "metrics --output on a full file system exits 1"
# A directory it cannot write to (root can write to any mode: read-only).
mount -t tmpfs tmpfs "$TMPD/ro" && ts_on_exit "umount $TMPD/ro"
cp "$TMPD/old.prom" "$TMPD/ro/tcpsplit.prom"
mount -o remount,ro "$TMPD/ro"
fails_keeps "$TMPD/ro" "metrics --output in a read-only directory exits 1"

# --- unload with a live split connection -----------------------------------

ts_paused cut 5000 65536 --bytes 1048576
cut_live() {
	ts_at_pause cut 1 &&
	ts_conn_is "$rtr" 10.0.1.2 "$(ts_paused_port cut)" 10.0.2.2 5000 "relaying|closing" 1
}
ts_check "unload: a connection of flow 1 is split and waits mid-transfer" cut_live
ts_check "unload: rmmod tcpsplit succeeds with it and the monitors running" ts_module_unload
unload_close() {
	$PY - "$TMPD/mon.json" "$(ts_paused_port cut)" <<'PY'
import json, sys
port = int(sys.argv[2])
evs = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
got = [(e["event"], e["conn"].get("reason")) for e in evs
       if e["event"].startswith("conn-") and e["conn"]["client"]["port"] == port
       and e["conn"]["server"]["port"] == 5000]
if got != [("conn-open", None), ("conn-close", "unload")]:
    sys.exit(f"client port {port}: {got}, expected an open, then a close with reason unload")
PY
}
unload_seen() {
	ts_wait_for 10 unload_close
	unload_close
}
ts_check "unload: the monitor saw its close, reason unload" unload_seen
cut_reset() {
	ts_paused_end cut 5000 && { echo "the transfer completed"; return 1; }
	grep -Eq '"error": "(send|recv): (ECONNRESET|EPIPE)"' "$TMPD/cut.log" && return 0
	echo "expected ECONNRESET or EPIPE in the client's log"
	return 1
}
ts_checkv "unload: the client saw a reset" cut_reset
rtr_empty() {
	local left
	left=$(ip netns exec "$rtr" ss -Htn exclude time-wait)
	[ -z "$left" ] && return 0
	echo "rtr's sockets:"
	echo "$left"
	return 1
}
ts_check "unload: rtr's ss lists no socket left, listeners included, but TIME_WAIT ones" rtr_empty
cp "$D/tcpsplit.prom" "$TMPD/old.prom"
fails_keeps "$D" "metrics --output without the module exits 1" "is the tcpsplit module loaded"

stop_on_signal() {
	kill -INT "$MON" && wait "$MON"
}
ts_check "monitor exits 0 on SIGINT" stop_on_signal

ts_ktap_finish
