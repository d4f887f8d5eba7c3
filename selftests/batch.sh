#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# Configuration files: splitctl -b applies a file all or nothing, -c checks
# one, save prints one that restores the same state, and a replace under
# traffic keeps live connections and splits every new one by the old table
# or the new one, never by neither.
#
#   cli 10.0.1.2 -c0---r0- 10.0.1.1 rtr 10.0.2.1 -r1---s0- 10.0.2.2 srv

# shellcheck source=lib.sh
source "$(dirname "$0")/lib.sh"

ts_module_load || { echo "Bail out! cannot load $TCPSPLIT_KO"; exit $KSFT_FAIL; }
ts_on_exit ts_module_unload

ts_setup_line || { echo "Bail out! cannot set up the namespaces"; exit $KSFT_FAIL; }
ip -n "$rtr" link add dummy7 type dummy

R() { ts_splitctl -n "$rtr" "$@"; }

# same_as FILE: save prints exactly FILE (the configuration did not change)
same_as() {
	R save > "$TMPD/now" || return 1
	diff -u "$1" "$TMPD/now"
}

# flows_settings: -j list-flows without the counters, one flow a line
flows_settings() {
	R -j list-flows | $PY -c '
import json, sys
for f in json.load(sys.stdin):
    f.pop("stats", None)
    print(json.dumps(f, sort_keys=True))'
}

# --- all or nothing, save and restore (no traffic) ---------------------------

cat > "$TMPD/base.conf" <<'EOF'
# the base configuration
flush
set mem-limit 32m	# a comment after a command

add-flow --dst 10.0.2.0/24 --dport 80
-4 add-flow --dport 8080 --cc-client reno --nodelay
add-flow --id 7 --sport 1024-2047 --budget 64k
-6 add-flow --dport 443
add-flow --src 2001:db8::/32 --dst 2001:db8:2::1 --dport 22 --iif dummy7
add-flow --dport 9000-9100
del-flow 7
EOF
ts_check "-b applies a file with comments, blank lines, -4/-6 and del-flow" R -b "$TMPD/base.conf"
ids_are() {		# ID...: the flows' IDs, in order
	local ids
	ids=$(R -j list-flows | $PY -c 'import json,sys; print(*[f["id"] for f in json.load(sys.stdin)])')
	[ "$ids" = "$*" ] || { echo "flow IDs: $ids, expected $*"; return 1; }
}
ts_check "... its flows get the IDs add-flow would give (1, 2, 8, 9, 10)" ids_are 1 2 8 9 10
ts_check "... and its setting: mem-limit 32m" ts_ns_is "$rtr" mem_limit 33554432
R save > "$TMPD/save1"
flows_settings > "$TMPD/flows1"
printf 'flush\nset ct-zone 65535\nset mem-limit 33554432\n' > "$TMPD/head"
ts_check "save starts with flush and the settings" diff -u "$TMPD/head" <(head -3 "$TMPD/save1")
ts_check "save writes a flow of one family without a prefix as -4 add-flow" \
	grep -qx -- "-4 add-flow --id 2 --dport 8080 --cc-client reno --nodelay" "$TMPD/save1"
# list-flows prints each flow's options as add-flow takes them.
relist() {
	R list-flows | awk '$1 == "flow" {
		fam = $3 == "inet" ? "-4 " : $3 == "inet6" ? "-6 " : ""
		opts = ""
		for (i = 4; i <= NF; i++)
			opts = opts " " $i
		print fam "add-flow --id " $2 opts
	}' > "$TMPD/relist.conf"
	R flush && R -b "$TMPD/relist.conf" && flows_settings > "$TMPD/flows3" &&
		diff -u "$TMPD/flows1" "$TMPD/flows3"
}
ts_check "list-flows lines fed back to add-flow make the same flows" relist
R flush
R set mem-limit 64m
ts_check "flush and a new mem-limit changed what save prints" bash -c "! $SPLITCTL -n $rtr save | diff -q $TMPD/save1 -"
ts_check "save, flush, -b of the saved file: save prints the same, byte for byte" \
	eval 'R -b "$TMPD/save1" && same_as "$TMPD/save1"'
ts_check "... and -j list-flows shows the same flows and options" \
	eval 'flows_settings > "$TMPD/flows2" && diff -u "$TMPD/flows1" "$TMPD/flows2"'
R flush
ts_check "-b - reads standard input" eval 'R -b - < "$TMPD/save1" && same_as "$TMPD/save1"'

# A bad line in the middle: nothing of the file is applied, and the error
# names the file and the line.
bad_file() {		# LINE: writes $TMPD/bad.conf, a flush, two flows and LINE
	printf 'flush\nadd-flow --dport 81\n%s\nadd-flow --dport 82\n' "$1" > "$TMPD/bad.conf"
}
bad_file "add-flow --dport 83 --budget 1x"
ts_expect_fail "a usage error on line 3 exits 2, naming bad.conf:3" \
	2 "bad\.conf:3: .*--budget" R -b "$TMPD/bad.conf"
ts_check "... and changes nothing" same_as "$TMPD/save1"
bad_file "add-flow --dport 83 --cc-server nosuchcc"
ts_expect_fail "a kernel refusal of line 3's flow exits 1, naming bad.conf:3 and the reason" \
	1 "bad\.conf:3: Error: no such congestion control" R -b "$TMPD/bad.conf"
ts_check "... and changes nothing" same_as "$TMPD/save1"
bad_file "add-flow --dport 84 --iif nosuchdev"
ts_expect_fail "an unknown --iif on line 3 is refused, naming the line" \
	1 "bad\.conf:3: Error: no such input interface" R -b "$TMPD/bad.conf"
bad_file "add-flow --dport 81 --nodelay"
ts_expect_fail "a flow of the same match as line 2's, on line 3, is refused naming line 3" \
	1 "bad\.conf:3: Error: two flows with the same match" R -b "$TMPD/bad.conf"
bad_file "del-flow 99"
ts_expect_fail "del-flow of a flow the file does not leave is refused, naming line 3" \
	1 "bad\.conf:3: del-flow: no flow with ID 99" R -b "$TMPD/bad.conf"
bad_file "set ct-zone 0"
ts_expect_fail "set ct-zone 0 on line 3 is a usage error naming the line" \
	2 "bad\.conf:3: set ct-zone" R -b "$TMPD/bad.conf"
bad_file "list-flows"
ts_expect_fail "a command that has no place in a file is refused, naming the line" \
	2 "bad\.conf:3: list-flows has no place in a batch file" R -b "$TMPD/bad.conf"
ts_check "after every refusal the configuration is unchanged" same_as "$TMPD/save1"

bad_file "add-flow --dport 83"
ts_check "-c -b of a good file exits 0" R -c -b "$TMPD/bad.conf"
ts_check "... and changes nothing" same_as "$TMPD/save1"
bad_file "add-flow --dport 83 --cc-server nosuchcc"
ts_expect_fail "-c -b has the kernel check the flows: the bad one is named by its line" \
	1 "bad\.conf:3: Error: no such congestion control" R -c -b "$TMPD/bad.conf"
ts_expect_fail "-b with a command after it is a usage error" \
	2 "unexpected command 'flush'" R -b "$TMPD/bad.conf" flush
ts_expect_fail "a missing file exits 1 and names it" \
	1 "cannot open $TMPD/none.conf" R -b "$TMPD/none.conf"

# --- a replace under traffic --------------------------------------------------
#
# Table A and table B split the same connections by other flows: port 80
# by flow 1 (A) or 2 (B), port 81 by flow 3 without or with --nodelay (a
# new flow of the same ID), port 82 by flow 5 in both (the same flow).
printf 'flush\nadd-flow --id 1 --dst 10.0.2.0/24 --dport 80\nadd-flow --id 3 --dport 81\nadd-flow --id 5 --dport 82\n' > "$TMPD/a.conf"
printf 'flush\nadd-flow --id 2 --dport 79-80\nadd-flow --id 3 --dport 81 --nodelay\nadd-flow --id 5 --dport 82\n' > "$TMPD/b.conf"
R -b "$TMPD/a.conf"
R set mem-limit 64m

# The server's own view of each SYN it gets: one the router forwarded has
# lost a hop (TTL 63), one from the router's own socket has not (64).
ip netns exec "$srv" nft -f - <<'EOF'
table inet syns {
	counter split { }
	counter forwarded { }
	chain in {
		type filter hook input priority 0;
		tcp dport 80-82 tcp flags & (syn | ack) == syn ip ttl 64 counter name split
		tcp dport 80-82 tcp flags & (syn | ack) == syn ip ttl 63 counter name forwarded
	}
}
EOF
syn_count() {		# NAME
	ip netns exec "$srv" nft -j list counter inet syns "$1" |
		$PY -c 'import json,sys; print([o["counter"]["packets"] for o in json.load(sys.stdin)["nftables"] if "counter" in o][0])'
}

for port in 80 81 82; do
	ip netns exec "$srv" $XFER serve $port > "$TMPD/srv$port.log" 2>&1 &
	ts_on_exit "kill $!"
	ts_wait_for 60 ts_tcp_listening "$srv" $port
done
# The two long transfers last through the replaces: 16 Mbit/s to the server.
tc -n "$rtr" qdisc add dev r1 root netem rate 16mbit
ip netns exec "$cli" $XFER send 10.0.2.2 81 --bytes 4000000 --timeout 120 > "$TMPD/long81" 2>&1 &
long81=$!
ip netns exec "$cli" $XFER send 10.0.2.2 82 --bytes 4000000 --timeout 120 > "$TMPD/long82" 2>&1 &
long82=$!
ts_on_exit "kill $long81 $long82"
ts_wait_for 60 ts_ns_is "$rtr" conns 2
# Short connections to port 80 until told to stop.
ip netns exec "$cli" $PY - "$TMPD/stop" > "$TMPD/short" 2>&1 <<'PY' &
import os, socket, sys
n = fails = 0
while not os.path.exists(sys.argv[1]):
    try:
        s = socket.create_connection(("10.0.2.2", 80), timeout=30)
        s.sendall(b"x" * 1000)
        s.shutdown(socket.SHUT_WR)
        if not s.recv(100).startswith(b"1000 "):
            raise OSError("the server did not see 1000 bytes")
        s.close()
        n += 1
    except OSError as e:
        fails += 1
        print("failed:", e)
print(n, fails)
PY
short=$!
ts_on_exit "kill $short"

replaces=0 replace_fail=0
for i in $(seq 20); do
	R -b "$TMPD/b.conf" || replace_fail=$((replace_fail + 1))
	R -b "$TMPD/a.conf" || replace_fail=$((replace_fail + 1))
	replaces=$((replaces + 2))
done
touch "$TMPD/stop"
ts_reap $short 60
read -r nshort nfail < <(tail -1 "$TMPD/short")
ts_diag "$replaces replaces; $nshort short connections during them, $nfail failed"
ts_check "every replace under traffic succeeded" test "$replace_fail" = 0
short_ok() {
	cat "$TMPD/short"
	[ "${nfail:-x}" = 0 ] && [ "${nshort:-0}" -gt 0 ]
}
ts_check "the short connections during the replaces all succeeded" short_ok
# long_ok PID FILE: the transfer ended, its bytes intact, from the client
long_ok() {
	ts_reap "$1" 120
	cat "$2"
	grep -q '^ok 4000000 bytes, server saw peer 10.0.1.2 ' "$2"
}
ts_check "the long transfer whose flow was replaced 40 times arrived intact" long_ok $long81 "$TMPD/long81"
ts_check "the long transfer whose flow stayed arrived intact" long_ok $long82 "$TMPD/long82"
all=$(( ${nshort:-0} + ${nfail:-0} + 2 ))
ts_check "the module matched every SYN it saw ($all): none fell between two tables" \
	eval 'ts_ns_is "$rtr" syns_seen $all && ts_ns_is "$rtr" syns_matched $all'
server_syns() {
	local f s
	f=$(syn_count forwarded) && s=$(syn_count split) || return 1
	echo "server: $s SYNs from the router, $f forwarded"
	[ "$f" = 0 ] && [ "$s" -ge "$all" ]
}
ts_check "the server saw every SYN come from the router's socket (TTL 64), none forwarded" server_syns
ts_check "flow 5, in every table, kept its counters: 1 split" ts_stat_is "$rtr" 5 split -eq 1
ts_check "after 40 replaces the table is a.conf's" \
	eval 'diff -u <(grep add-flow "$TMPD/a.conf") <(R save | grep add-flow)'

# A setting the kernel refuses makes the whole file fail: the zone cannot
# change while connections are live.
# A connection held open until $TMPD/stop2 exists.
ip netns exec "$cli" $PY - "$TMPD/stop2" <<'PY' &
import os, socket, sys, time
s = socket.create_connection(("10.0.2.2", 82), timeout=300)
s.sendall(b"x")
while not os.path.exists(sys.argv[1]):
    time.sleep(0.1)
s.close()
PY
ts_on_exit "kill $!"
ts_wait_for 60 ts_ns_is "$rtr" conns 1
R save > "$TMPD/save2"
printf 'add-flow --id 9 --dport 90\nset ct-zone 100\n' > "$TMPD/zone.conf"
ts_expect_fail "set ct-zone under live connections fails the file, naming its line" \
	1 "zone\.conf:2: Error: split connections are live" R -b "$TMPD/zone.conf"
ts_check "... and flow 9 of its line 1 was not added" same_as "$TMPD/save2"
touch "$TMPD/stop2"

ts_ktap_finish
