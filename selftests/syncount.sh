#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# The hook counts, and only counts: a matching connection through the
# router is counted once, other connections not at all, and every
# connection still works, unchanged.
#
#   cli 10.0.1.2 ---- 10.0.1.1 rtr 10.0.2.1 ---- 10.0.2.2 srv
#        c0             r0           r1            s0

# shellcheck source=lib.sh
source "$(dirname "$0")/lib.sh"

ts_module_load || { echo "Bail out! cannot load $TCPSPLIT_KO"; exit $KSFT_FAIL; }
ts_on_exit ts_module_unload

ts_setup_line || { echo "Bail out! cannot set up the namespaces"; exit $KSFT_FAIL; }

for port in 80 81 22; do
	ip netns exec "$srv" $XFER serve $port > "$TMPD/srv$port.log" 2>&1 &
	ts_on_exit "kill $!"
	ts_wait_for 60 ts_tcp_listening "$srv" $port
done
# The router itself serves port 80 too: a SYN to it is not forwarded.
ip netns exec "$rtr" $XFER serve 80 > "$TMPD/rtr80.log" 2>&1 &
ts_on_exit "kill $!"
ts_wait_for 60 ts_tcp_listening "$rtr" 80

R() { ts_splitctl -n "$rtr" "$@"; }
flow_syns() {		# ID
	R -j list-flows "$1" | python3 -c 'import json,sys; print(json.load(sys.stdin)["stats"]["syns"])'
}
syns_is() {		# ID EXPECTED
	local got
	got=$(flow_syns "$1") || return 1
	[ "$got" = "$2" ] || { echo "flow $1 counted $got SYNs, expected $2"; return 1; }
}
send() {		# PORT BYTES [DEST]
	ip netns exec "$cli" $XFER send "${3:-10.0.2.2}" "$1" --bytes "$2"
}

ts_check "a connection before any flow works" send 80 100000
ts_check "no flow: nothing counted" ts_ns_is "$rtr" syns_seen 0

R add-flow --id 1 --dst 10.0.2.0/24 --dport 80 --iif r0 > /dev/null
R add-flow --id 2 --dst 10.0.2.2 --dport 22 --iif r1 > /dev/null
R add-flow --id 3 --dst 10.0.2.0/24 --dport 80-81 > /dev/null

ts_check "matching connection (port 80) transfers 1 MB intact" send 80 1048576
ts_check "it is counted once, by the first matching flow" syns_is 1 1
ts_check "the later flow that also matches is not counted" syns_is 3 0
ts_check "port 81 connection works" send 81 65536
ts_check "port 81 is counted by flow 3" syns_is 3 1
ts_check "port 22 from the wrong interface works" send 22 65536
ts_check "... and is not counted (iif r1 only)" syns_is 2 0
ts_check "a connection to the router itself works" send 80 4096 10.0.1.1
ts_check "... and is not counted (not forwarded)" syns_is 1 1
# The SYN to the router itself is delivered locally: it never reaches
# FORWARD, where the flows are matched.
ts_check "namespace counters: 3 SYNs seen (forwarded ones only)" ts_ns_is "$rtr" syns_seen 3
ts_check "namespace counters: 2 SYNs matched" ts_ns_is "$rtr" syns_matched 2
# srv80.log has a line per connection: the first is the one before any
# flow, the second the split one, whose source the router must keep.
split_peer() {
	local p
	p=$(sed -n 2p "$TMPD/srv80.log")
	echo "the split connection's peer at the server: ${p:-none}"
	[[ $p == "peer 10.0.1.2 "* ]]
}
ts_check "the server saw the split connection come from the client's own address" split_peer
ts_check "the client and server namespaces counted nothing" bash -c "
	$SPLITCTL -n $cli -j stats | grep -q '\"syns_seen\":0' &&
	$SPLITCTL -n $srv -j stats | grep -q '\"syns_seen\":0'"

# A connection that is already open when its flow is added keeps working,
# and nothing is counted for it (only SYNs are looked at).
open_before_flow() {
	R flush || return 1
	ip netns exec "$cli" python3 - <<'PY' &
import socket, time, sys, hashlib
s = socket.create_connection(("10.0.2.2", 81))
s.sendall(b"a" * 1000)
open("/tmp/tcpsplit-open-before", "w").write("connected")
time.sleep(1.0)
s.sendall(b"b" * 1000)
s.shutdown(socket.SHUT_WR)
r = s.recv(4096).decode().split()
sys.exit(0 if r and r[0] == "2000" else 1)
PY
	local pid=$!
	ts_wait_for 10 test -e /tmp/tcpsplit-open-before || return 1
	R add-flow --id 1 --dst 10.0.2.0/24 --dport 81 > /dev/null || return 1
	wait "$pid" || return 1
	rm -f /tmp/tcpsplit-open-before
	[ "$(flow_syns 1)" = 0 ]
}
ts_check "a connection open before its flow was added keeps working, uncounted" open_before_flow

ts_ktap_finish
