#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# The router's firewall still drops what it should while tcpsplit splits
# connections through it, and conntrack keeps the two legs of a split
# connection apart (zones).  A splitting router is a router: splitting
# must not open a hole in its stateful firewall, and a firewall that drops
# invalid packets must not break the split.
#
#   cli 10.0.1.2 ---- 10.0.1.1 rtr 10.0.2.1 ---- 10.0.2.2 srv
#        c0         r0 (LAN)   (WAN) r1          s0
#
#   rtr: the nft router firewall of ts_fw_apply (lib.sh): input and forward
#        policy drop, invalid dropped, new connections forwarded from the
#        LAN only; flow 1 --dport 5000 with no address, so that it would
#        also match connections from the server's side.
#   srv: an nft counter of the SYN+FIN segments that reach it.
#   cli: listens on port 5000 too.
#
# While a split transfer cli -> srv:5000 is live:
#   - unsolicited connects from srv to the router's own address (ports
#     5000 and 22) time out: input's policy drops them;
#   - a TCP segment with SYN and FIN set from cli to srv:5000 is dropped as
#     invalid in forward and never reaches srv;
#   - a connect from srv to cli:5000, which flow 1 matches, is dropped by
#     forward's policy: it times out and is neither counted nor split;
#   - conns shows the conntrack zone of each leg (client 0, server 65535)
#     and conntrack has both entries; the ct-zone setting cannot change.
# The transfer then completes intact, and once it has ended the zone can be
# set: the next split connection's server leg is tracked in the new zone.
# A client that reuses its port while the router's last server leg of the
# same 4-tuple is in TIME_WAIT is split again (flow 2), then forwarded once
# the flow is deleted, intact, nothing invalid.  A late segment of a leg
# the router closed from LAST_ACK (no socket left) is dropped, not
# forwarded with that leg's sequence numbers (stats: late_dropped), also
# while the other leg is still closing (both peers closed at once).

# shellcheck source=lib.sh
source "$(dirname "$0")/lib.sh"

ts_module_load || { echo "Bail out! cannot load $TCPSPLIT_KO"; exit $KSFT_FAIL; }
ts_on_exit ts_module_unload

ts_setup_line || { echo "Bail out! cannot set up the namespaces"; exit $KSFT_FAIL; }
# for ts_paused and ts_paused_end (lib.sh)
DIAL=10.0.2.2
SRV=10.0.2.2
SEEN=10.0.1.2

R() { ts_splitctl -n "$rtr" "$@"; }

fw_loaded() {
	ts_fw_apply nft "$rtr" r0 r1 || return 1
	ts_fw_counters "$rtr"
}
ts_check "the nft router firewall loads in rtr and its counters read" fw_loaded
ts_fw_counter "$rtr" fwd-new > /dev/null || { echo "Bail out! no firewall in rtr"; exit $KSFT_FAIL; }

# srv counts the SYN+FIN segments that reach it (no conntrack in srv).
ip netns exec "$srv" nft -f - <<-EOF
table inet probe {
	chain prerouting {
		type filter hook prerouting priority raw; policy accept;
		tcp flags & (fin | syn) == (fin | syn) counter comment "synfin"
		tcp window 4242 tcp sequence 305419896 counter comment "late"
	}
}
EOF
# cli counts the crafted late segments (window 4242) that reach it.
ip netns exec "$cli" nft -f - <<-EOF
table inet probe {
	chain prerouting {
		type filter hook prerouting priority raw; policy accept;
		tcp window 4242 tcp sequence 305419896 counter comment "late"
	}
}
EOF

# The checks at the live transfer's pause take a minute or more on a slow
# machine (connects that must time out, a SYN retransmitted): the server's
# send, blocked while the client does not read, waits as long as the
# client's --timeout 300 (60 s is not enough on a busy host).
TS_BSERVE_TIMEOUT=300 ts_bserve 5000 "$srv" ||
	{ echo "Bail out! ts_bserve 5000 did not start"; exit $KSFT_FAIL; }
ip netns exec "$cli" $XFER serve 5000 > "$TMPD/cli5000.log" 2>&1 &
ts_on_exit "kill $!"
ts_wait_for 60 ts_tcp_listening "$cli" 5000 || { echo "Bail out! no listener in cli"; exit $KSFT_FAIL; }

R add-flow --id 1 --dport 5000 > /dev/null || { echo "Bail out! cannot add flow 1"; exit $KSFT_FAIL; }

# conn_ct_is NAME CLIENT-ZONE SERVER-ZONE: the paused transfer NAME is
# listed, relaying, with the conntrack zones of its legs
conn_ct_is() {
	local c
	ts_at_pause "$1" 1 || return 1
	c=$(ts_conn_is "$rtr" 10.0.1.2 "$(ts_paused_port "$1")" 10.0.2.2 5000 relaying 1) ||
		{ echo "$c"; return 1; }
	python3 - "$c" "$2" "$3" <<'PY'
import json, sys
c = json.loads(sys.argv[1])
want = {"client_zone": int(sys.argv[2]), "server_zone": int(sys.argv[3])}
if c.get("ct") != want:
    sys.exit(f'conns: "ct" is {json.dumps(c.get("ct"))}, expected {json.dumps(want)}: {json.dumps(c)}')
PY
}

# fw_moved NAME BEFORE OP N: firewall counter NAME is now BEFORE + N (OP
# -eq), or more (OP -ge)
fw_moved() {
	local v
	v=$(ts_fw_counter "$rtr" "$1") || return 1
	test "$v" "$3" $(($2 + $4)) && return 0
	echo "firewall counter $1 went from $2 to $v, expected $3 $(($2 + $4))"
	echo "all counters: $(ts_fw_counters "$rtr")"
	ts_fw_invalid_log
	return 1
}

ts_check "stats: ct_zone is 65535 by default" ts_ns_is "$rtr" ct_zone 65535

# --- a split connection is live ---------------------------------------------

# The client pauses after 1 MB of its 4 MB and reads only once it has sent
# everything, and the server has more to send than the buffers on the way
# hold: both directions stay open (the connection relaying, both conntrack
# entries ESTABLISHED) until the transfer goes on.  --timeout 300: the
# client waits that long at its pause, while the checks below run.
ts_paused live 5000 1048576 --bytes 4194304 --peer-bytes 33554432 --read-after-send --timeout 300
live_t0=$SECONDS
ts_check "a transfer cli -> srv:5000 is split: conns lists it, relaying, client leg in ct zone 0, server leg in 65535" \
	conn_ct_is live 0 65535
ts_check "conntrack: two entries of its client port, client leg in no zone, server leg in zone 65535, ESTABLISHED [ASSURED]" \
	eval 'ts_at_pause live 1 && ts_ct_split_is "$rtr" "$(ts_paused_port live)" 65535 "$TMPD/live.ct"'
sed 's/^/# conntrack: /' "$TMPD/live.ct" 2>/dev/null

# --- input: unsolicited connections to the router ----------------------------

# unsolicited PORT: srv connects to the router's WAN address: no answer (no
# RST either), and input's drop fall-through counts it
unsolicited() {
	local d0
	d0=$(ts_fw_counter "$rtr" in-drop) || return 1
	ip netns exec "$srv" timeout 30 $XFER connect 10.0.2.1 "$1" --timeout 3 \
		--expect timeout > "$TMPD/uns$1.out" 2>&1 ||
		{ echo "expected a timeout, got: $(cat "$TMPD/uns$1.out")"; return 1; }
	fw_moved in-drop "$d0" -ge 1
}
ts_check "input: srv -> 10.0.2.1:5000 (the flow's port, the router's own address) times out, dropped by input's policy" \
	unsolicited 5000
ts_check "input: srv -> 10.0.2.1:22 (ssh from the WAN side) times out, dropped by input's policy" \
	unsolicited 22

# --- forward: an invalid packet ---------------------------------------------------

# send_synfin NS SRC DST SPORT DPORT: one TCP segment with SYN and FIN set,
# checksums correct, sent from NS through a raw socket (IP_HDRINCL)
send_synfin() {
	ip netns exec "$1" $XFER synfin "${@:2}"
}
synfin_counter() {		# srv's count of SYN+FIN segments
	ts_nft_counter "$srv" synfin
}
inv0=$(ts_fw_counter "$rtr" fwd-invalid)
syns0=$(ts_counter "$rtr" 1 syns)
synfin_dropped() {
	send_synfin "$cli" 10.0.1.2 10.0.2.2 40100 5000 || { echo "could not send it"; return 1; }
	ts_wait_for 5 fw_moved fwd-invalid "$inv0" -eq 1
	fw_moved fwd-invalid "$inv0" -eq 1
}
ts_check "forward: a SYN+FIN segment cli -> srv:5000 is dropped as invalid (fwd-invalid +1)" \
	synfin_dropped
synfin_none() {
	local v
	v=$(synfin_counter) || return 1
	[ "$v" = 0 ] || { echo "srv counted $v SYN+FIN segments, expected 0"; return 1; }
}
sleep 1			# time for the segment to reach srv, were it forwarded
ts_check "forward: ... it never reached srv (srv's SYN+FIN counter 0)" synfin_none
ts_check "forward: ... flow 1 did not count it (syns unchanged)" ts_stat_is "$rtr" 1 syns -eq "$syns0"

# --- forward: a connection from the server's side that the flow matches --------

# srv connects to cli:5000 from port 41000.  Flow 1 would match its SYN,
# but forward's policy drops it first: no answer, no split, no count.
drop0=$(ts_fw_counter "$rtr" fwd-drop)
syns0=$(ts_counter "$rtr" 1 syns)
retrans0=$(ts_tcpext "$srv" TCPSynRetrans)
ip netns exec "$srv" timeout 30 $XFER connect 10.0.1.2 5000 --sport 41000 --timeout 4 \
	> "$TMPD/rev.out" 2>&1 &
rev_pid=$!
ts_on_exit "kill $rev_pid"
rev_retransmitted() {	# srv's SYN went out again
	[ "$(ts_tcpext "$srv" TCPSynRetrans)" -gt "$retrans0" ]
}
rev_not_split() {	# conns during the attempt, after srv retransmitted its SYN
	# While the client lives, not a fixed time from its launch (on the
	# debug kernel 10 s from it were not enough once, for a client that
	# then timed out as it should).
	local t0=$SECONDS
	ts_wait_for 30 eval 'rev_retransmitted || ! kill -0 "$rev_pid"'
	rev_retransmitted || {
		echo "srv never retransmitted its SYN (TCPSynRetrans $retrans0 ->" \
			"$(ts_tcpext "$srv" TCPSynRetrans) after $((SECONDS - t0)) s)"
		return 1
	}
	local out
	out=$(ts_conns_json "$rtr") || return 1
	python3 - "$out" <<'PY'
import json, sys
conns = json.loads(sys.argv[1])
mine = [c for c in conns if c.get("client", {}).get("port") == 41000
        or c.get("server", {}).get("addr") == "10.0.1.2"]
if mine:
    sys.exit(f"conns lists the connection from srv: {json.dumps(mine)}")
PY
}
ts_check "forward: srv -> cli:5000 (flow 1 matches it): not in conns while srv retries its SYN" \
	rev_not_split
rev_timeout() {
	ts_reap "$rev_pid" 20
	python3 - "$TMPD/rev.out" <<'PY'
import json, sys
text = open(sys.argv[1]).read()
try:
    r = json.loads(text.splitlines()[-1])
except (ValueError, IndexError):
    sys.exit(f"no result from srv's connect: {text!r}")
if r["result"] != "timeout":
    sys.exit(f'srv got {r["result"]} after {r["ms"]} ms, expected nothing (its own 4 s timeout)')
PY
}
ts_check "forward: ... it times out (dropped, no answer)" rev_timeout
ts_check "forward: ... dropped by forward's policy (fwd-drop moved)" fw_moved fwd-drop "$drop0" -ge 1
ts_check "forward: ... flow 1 did not count it (syns unchanged)" ts_stat_is "$rtr" 1 syns -eq "$syns0"
cli_untouched() {
	! grep -q . "$TMPD/cli5000.log" && return 0
	echo "cli's listener accepted connections: $(cat "$TMPD/cli5000.log")"
	return 1
}
ts_check "forward: ... and nothing reached cli's listener" cli_untouched

# --- the zone setting -----------------------------------------------------------

ts_expect_fail "set ct-zone 100 is refused while a split connection is live" 1 "Error: .+" \
	R set ct-zone 100
ts_check "... and ct_zone is still 65535" ts_ns_is "$rtr" ct_zone 65535

echo "# the checks at the live transfer's pause took $((SECONDS - live_t0)) s"
ts_check "the split transfer completes intact" ts_paused_end live 5000
echo "# rtr firewall counters: $(ts_fw_counters "$rtr")"

set_zone() {
	ts_wait_for 10 ts_no_conns "$rtr" || { ts_no_conns "$rtr"; return 1; }
	R set ct-zone 100 && ts_ns_is "$rtr" ct_zone 100
}
ts_check "set ct-zone 100 succeeds once no split connection is live (stats: ct_zone 100)" set_zone

ts_paused z100 5000 1048576 --bytes 2097152 --peer-bytes 33554432 --read-after-send --timeout 300
ts_check "a new split connection: conns shows client leg in ct zone 0, server leg in 100" \
	conn_ct_is z100 0 100
ts_check "conntrack: its server leg's entry is in zone 100, the client leg's in no zone" \
	eval 'ts_at_pause z100 1 && ts_ct_split_is "$rtr" "$(ts_paused_port z100)" 100 "$TMPD/z100.ct"'
sed 's/^/# conntrack: /' "$TMPD/z100.ct" 2>/dev/null
ts_check "... and it completes intact" ts_paused_end z100 5000

# --- a client reuses its port ------------------------------------------------
#
# A client whose connection has ended reuses its port for the next one to
# the same server (systems with tcp_tw_reuse, NAT gateways do).  The
# router's server leg of the last one closed first: it is in TIME_WAIT,
# its conntrack entry too.  End to end the 4-tuple is free: the server
# closed second and keeps nothing.  So the next connection is split again,
# and once the flow is deleted it is forwarded; in neither case may the
# old server leg's socket or conntrack entry take the server's answers
# (they were dropped as invalid).  The server does not use TCP timestamps,
# with which the new server leg could take over the old one's TIME_WAIT
# (without, it could not bind: the connection went unsplit).

ip netns exec "$srv" $XFER serve 5001 > "$TMPD/srv5001.log" 2>&1 &
ts_on_exit "kill $!"
ip netns exec "$cli" sysctl -qw net.ipv4.tcp_tw_reuse=1
ip netns exec "$srv" sysctl -qw net.ipv4.tcp_timestamps=0
ts_wait_for 60 ts_tcp_listening "$srv" 5001 || echo "# no listener on srv:5001"
R add-flow --id 2 --dport 5001 > /dev/null || echo "# cannot add flow 2"
# shellcheck disable=SC2034 # read in an eval below
inv_in=$(ts_fw_counter "$rtr" in-invalid)
# shellcheck disable=SC2034 # read in an eval below
inv_fwd=$(ts_fw_counter "$rtr" fwd-invalid)
# shellcheck disable=SC2034 # read in an eval below
inv_out=$(ts_fw_counter "$rtr" out-invalid)

# send_40001 NAME: 100 KB from cli's port 40001 to srv:5001 and the
# server's answer; srv saw the client's address and port
send_40001() {
	ip netns exec "$cli" timeout 40 $XFER send 10.0.2.2 5001 --bytes 100000 \
		--sport 40001 --timeout 30 > "$TMPD/$1.out" 2>&1
	grep -q "^ok 100000 bytes, server saw peer 10.0.1.2 40001$" "$TMPD/$1.out" && return 0
	echo "client: $(cat "$TMPD/$1.out")"
	return 1
}
# The router's server leg of cli:40001 -> srv:5001 is in TIME_WAIT.
up_timewait() {
	ip netns exec "$rtr" ss -Htan state time-wait "( sport = :40001 )" |
		grep -q "10.0.2.2:5001"
}
ts_check "a connection from cli's port 40001 to srv:5001 is split and intact (flow 2: split 1)" \
	eval 'send_40001 reuse1 && ts_stat_is "$rtr" 2 split -eq 1'
ts_check "... its server leg closed first: the router holds it in TIME_WAIT" \
	ts_wait_for 10 up_timewait
# tcp_tw_reuse takes a TIME_WAIT port over a second after its last segment.
sleep 2
ts_check "the client reuses port 40001: split again, intact (flow 2: split 2, errors 0)" \
	eval 'send_40001 reuse2 && ts_stat_is "$rtr" 2 split -eq 2 && ts_stat_is "$rtr" 2 errors -eq 0'
ts_check "... and that server leg is in TIME_WAIT in turn" ts_wait_for 10 up_timewait
R del-flow 2 > /dev/null || echo "# cannot delete flow 2"
sleep 2
ts_check "flow 2 deleted, the client reuses port 40001 again: forwarded, intact" \
	send_40001 reuse3
ts_check "... no packet of these connections was dropped as invalid" \
	eval 'fw_moved in-invalid "$inv_in" -eq 0 && fw_moved fwd-invalid "$inv_fwd" -eq 0 &&
		fw_moved out-invalid "$inv_out" -eq 0'

# --- late segments of a leg that closed -------------------------------------
#
# A leg that closed from LAST_ACK keeps no TIME_WAIT on the router: a segment
# its peer sent just before the ACK that closed it, overtaken by that ACK
# (veth queues packets on the sending CPU), finds no socket.  It carries the
# leg's sequence numbers: forwarded, the next hop's conntrack finds it
# invalid (seen now and then in the middle router of datapath.sh's chain).
# The router drops it (stats: late_dropped).  Each case runs a split
# transfer in which one leg's peer closes first (it sends 1 byte, the other
# side 1 MB), so that the router closes that leg from LAST_ACK, then sends
# such a segment from the peer's namespace: a pure ACK (window 4242, counted
# in cli and srv).

# late_xfer NAME BYTES PEER-BYTES: a split transfer cli -> srv:5000, intact;
# its client port in $TMPD/NAME.port
late_xfer() {
	ip netns exec "$cli" timeout 120 $XFER bsend 10.0.2.2 5000 --bytes "$2" \
		--peer-bytes "$3" --log "$TMPD/$1.log" --check "$TMPD/srv5000.log" \
		--client-addr 10.0.1.2 --server-addr 10.0.2.2 > "$TMPD/$1.out" 2>&1 ||
		{ echo "client: $(cat "$TMPD/$1.out" "$TMPD/$1.log")"; return 1; }
	$PY -c 'import json, sys; print(json.loads(open(sys.argv[1]).readline())["local"][1])' \
		"$TMPD/$1.log" > "$TMPD/$1.port"
}
# no_sock LPORT RPORT: the router has no socket of these ports (none in
# TIME_WAIT either)
no_sock() {
	local out
	out=$(ip netns exec "$rtr" ss -Htan "( sport = :$1 and dport = :$2 )")
	[ -z "$out" ] && return 0
	echo "rtr still has: $out"
	return 1
}
# late_dropped NS SRC DST SPORT DPORT OTHER-NS: a late pure ACK from NS is
# dropped by the router: stats late_dropped +1, no packet dropped as
# invalid by its firewall, nothing reached OTHER-NS
late_dropped() {
	local ns=$1 other=$6 late0 inv0 got0 v rc=0
	late0=$(ts_ns_stat "$rtr" late_dropped) || late0=
	inv0=$(ts_fw_counter "$rtr" fwd-invalid) || return 1
	got0=$(ts_nft_counter "$other" late) || return 1
	ip netns exec "$ns" $XFER segment "$2" "$3" "$4" "$5" --flags ack ||
		{ echo "could not send it"; return 1; }
	[ -n "$late0" ] && ts_wait_for 5 ts_ns_is "$rtr" late_dropped $((late0 + 1))
	sleep 1		# time for it to reach the other end, were it forwarded
	# Each condition is reported, so that a failure says where it went.
	[ -n "$late0" ] && ts_ns_is "$rtr" late_dropped $((late0 + 1)) || rc=1
	fw_moved fwd-invalid "$inv0" -eq 0 || rc=1
	v=$(ts_nft_counter "$other" late) || return 1
	[ "$v" = "$got0" ] || { echo "it reached the other end (its counter $got0 -> $v)"; rc=1; }
	return $rc
}

ts_check "late segments: a split transfer in which srv closes first is intact" \
	late_xfer late_s 1048576 1
lport=$(cat "$TMPD/late_s.port" 2>/dev/null || echo 0)
ts_check "... the router closed its server leg from LAST_ACK: no socket of it left" \
	ts_wait_for 10 no_sock "$lport" 5000
ts_check "... a late ACK from srv for it is dropped by the router (late_dropped +1), neither forwarded to cli nor dropped as invalid" \
	late_dropped "$srv" 10.0.2.2 10.0.1.2 5000 "$lport" "$cli"
ts_check "late segments: a split transfer in which cli closes first is intact" \
	late_xfer late_c 1 1048576
lport=$(cat "$TMPD/late_c.port" 2>/dev/null || echo 0)
ts_check "... the router closed its client leg from LAST_ACK: no socket of it left" \
	ts_wait_for 10 no_sock 5000 "$lport"
ts_check "... a late ACK from cli for it is dropped by the router (late_dropped +1), neither forwarded to srv nor dropped as invalid" \
	late_dropped "$cli" 10.0.1.2 10.0.2.2 "$lport" 5000 "$srv"

# A leg can also close while the other is still closing.  When both peers
# close at once, the router closes both legs from LAST_ACK, and the client
# leg may go first, its final ACK ahead of the server's: a late segment from
# cli then finds no socket of either leg while the server leg's entry is
# still in LAST_ACK (seen as one packet dropped as invalid in the next
# router of dp6-nft's chain, on 6.1).  Both FINs crossing in the router
# cannot be timed from here, so what the router sees then is made
# directly: a server-leg entry in LAST_ACK (conntrack -I, in the server
# legs' zone) for a 4-tuple of flow 1 that no socket has.
ct_lastack() {
	local zone
	zone=$(ts_ns_stat "$rtr" ct_zone) || return 1
	ip netns exec "$rtr" conntrack -I -p tcp -s 10.0.1.2 -d 10.0.2.2 --sport 40300 \
		--dport 5000 --state LAST_ACK -u SEEN_REPLY,ASSURED -t 60 -w "$zone" &&
		ip netns exec "$rtr" conntrack -L -w "$zone" 2>/dev/null | grep -q "LAST_ACK .*sport=40300"
}
ts_check "a server-leg conntrack entry in LAST_ACK for cli:40300 -> srv:5000, no socket of it" \
	eval 'ct_lastack && no_sock 5000 40300 && no_sock 40300 5000'
ts_check "... a late ACK from cli for it is dropped by the router (late_dropped +1), neither forwarded to srv nor dropped as invalid" \
	late_dropped "$cli" 10.0.1.2 10.0.2.2 40300 5000 "$srv"

echo "# rtr firewall counters: $(ts_fw_counters "$rtr")"
# Only the one crafted SYN+FIN was invalid.
only_synfin() {
	fw_moved in-invalid 0 -eq 0 && fw_moved out-invalid 0 -eq 0 &&
		fw_moved fwd-invalid "$inv0" -eq 1
}
ts_check "nothing else was dropped as invalid (input 0, output 0, forward only the SYN+FIN)" only_synfin

ts_ktap_finish
