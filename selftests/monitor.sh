#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# Events: "splitctl monitor" sees flows added, deleted and flushed, in its
# own namespace only.

# shellcheck source=lib.sh
source "$(dirname "$0")/lib.sh"

ts_module_load || { echo "Bail out! cannot load $TCPSPLIT_KO"; exit $KSFT_FAIL; }
ts_on_exit ts_module_unload
ts_setup_ns r other

"$SPLITCTL" -n "$r" -j monitor >> "$TMPD/mon.json" 2> "$TMPD/mon.err" &
MON=$!
ts_on_exit "kill $MON"
"$SPLITCTL" -n "$r" monitor >> "$TMPD/mon.txt" 2>&1 &
ts_on_exit "kill $!"
"$SPLITCTL" -n "$other" -j monitor >> "$TMPD/other.json" 2>&1 &
ts_on_exit "kill $!"
# Wait until the monitors have joined the group: add and remove probe flows
# until one is seen.
ready() {
	ts_splitctl -n "$r" add-flow --id 999 --dport 999 > /dev/null &&
	ts_splitctl -n "$r" del-flow 999 &&
	grep -q '"id":999' "$TMPD/mon.json" && grep -q 'flow 999' "$TMPD/mon.txt"
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

ts_splitctl -n "$r" add-flow --id 1 --dst 10.0.2.0/24 --dport 80 > /dev/null
ts_splitctl -n "$r" add-flow --id 2 --sport 1000-2000 > /dev/null
ts_splitctl -n "$r" del-flow 1
ts_splitctl -n "$r" add-flow --id 3 --dport 3 > /dev/null
ts_splitctl -n "$r" flush

events_are() {
	python3 - "$TMPD/mon.json" <<'PY'
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
	grep -qx "added flow 1 inet dst 10.0.2.0/24 dport 80 syns 0 split 0 refused 0 unreachable 0 timeout 0 errors 0 live 0" "$TMPD/mon.txt"
# Then a flow of its own: the other monitor was listening all along, and
# saw that one only.
ts_splitctl -n "$other" add-flow --id 5 --dport 5 > /dev/null
other_only() {
	python3 - "$TMPD/other.json" <<'PY'
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

stop_on_signal() {
	kill -INT "$MON" && wait "$MON"
}
ts_check "monitor exits 0 on SIGINT" stop_on_signal

ts_ktap_finish
