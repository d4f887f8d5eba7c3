#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# IPv4 fragments of a split connection reach the router's socket whole.
#
#   cli 10.0.1.2 -c0---m0- 10.0.1.1 mid 10.0.3.1 -m1---r0- 10.0.3.2 rtr
#   rtr 10.0.2.1 -r1---s0- 10.0.2.2 srv
#
# cli does not set DF (net.ipv4.ip_no_pmtu_disc=1) and sends full
# 1500-byte segments; mid's link to rtr has an MTU of 1000, so mid
# fragments them; rtr's end of that link has 1500 and advertises an MSS
# of 1460.  Only the first fragment of a segment carries its ports: a
# router that steered it to the split connection's socket and forwarded
# the others to the server stalled the connection for good (the socket
# never got the rest, the server got pieces of nothing).  With the
# module's flows, the namespace's fragments are reassembled before its
# hooks, as TPROXY has them.  No conntrack in rtr (checked): conntrack
# reassembles by itself and would hide the question.
#
# Only client to server carries data: rtr's 1460-byte segments to cli
# would not fit mid's link (veth drops what exceeds the MTU, without an
# ICMP error), so the server answers with one short line.

# shellcheck source=lib.sh
source "$(dirname "$0")/lib.sh"

ts_module_load || { echo "Bail out! cannot load $TCPSPLIT_KO"; exit $KSFT_FAIL; }
ts_on_exit ts_module_unload

frag_setup() {
	ts_setup_ns cli mid rtr srv || return 1
	ts_link_ns "$cli" c0 10.0.1.2/24 "$mid" m0 10.0.1.1/24 || return 1
	ts_link_ns "$mid" m1 10.0.3.1/24 "$rtr" r0 10.0.3.2/24 || return 1
	ts_link_ns "$rtr" r1 10.0.2.1/24 "$srv" s0 10.0.2.2/24 || return 1
	ip -n "$mid" link set m1 mtu 1000 || return 1
	ip -n "$cli" route add default via 10.0.1.1 || return 1
	ip -n "$mid" route add default via 10.0.3.2 || return 1
	ip -n "$rtr" route add 10.0.1.0/24 via 10.0.3.1 || return 1
	ip -n "$srv" route add default via 10.0.2.1 || return 1
	ip netns exec "$mid" sysctl -qw net.ipv4.ip_forward=1 &&
	ip netns exec "$rtr" sysctl -qw net.ipv4.ip_forward=1 &&
	ip netns exec "$cli" sysctl -qw net.ipv4.ip_no_pmtu_disc=1
}
frag_setup || { echo "Bail out! cannot set up the namespaces"; exit $KSFT_FAIL; }
R() { ts_splitctl -n "$rtr" "$@"; }

# Conntrack registers its hooks in a namespace only once a rule there
# needs it; loaded by an earlier test (or built in), it is not in rtr.
if ip netns exec "$rtr" nft list hooks ip 2>/dev/null | grep -q conntrack_in; then
	echo "Bail out! conntrack runs in rtr: it would reassemble the fragments itself"
	exit $KSFT_FAIL
fi

ip netns exec "$srv" $XFER serve 5000 > "$TMPD/srv5000.log" 2>&1 &
ts_on_exit "kill $!"
ip netns exec "$srv" $XFER serve 5001 > "$TMPD/srv5001.log" 2>&1 &
ts_on_exit "kill $!"
ts_wait_for 60 ts_tcp_listening "$srv" 5000 && ts_wait_for 60 ts_tcp_listening "$srv" 5001 ||
	{ echo "Bail out! the servers did not start"; exit $KSFT_FAIL; }
R add-flow --id 1 --dst 10.0.2.2 --dport 5000 > /dev/null ||
	{ echo "Bail out! cannot add flow 1"; exit $KSFT_FAIL; }

# frag_reasm NS: how many packets NS reassembled (IpReasmOKs)
frag_reasm() {
	ip netns exec "$1" nstat -az IpReasmOKs | awk '$1 == "IpReasmOKs" { print $2 }'
}

# send_frag PORT: 1 MB from cli to srv:PORT, intact, srv saw cli's address
send_frag() {
	local out
	out=$(ip netns exec "$cli" timeout 40 $XFER send 10.0.2.2 "$1" \
		--bytes 1048576 --timeout 30 2>&1)
	echo "$out"
	case $out in "ok 1048576 bytes, server saw peer 10.0.1.2 "*) return 0 ;; esac
	return 1
}

reasm0=$(frag_reasm "$rtr")
ts_check "1 MB in fragments through a split connection (flow 1), intact" send_frag 5000
ts_check "... it was split (flow 1: split 1, errors 0)" \
	eval 'ts_stat_is "$rtr" 1 split -eq 1 && ts_stat_is "$rtr" 1 errors -eq 0'
reasm1=$(frag_reasm "$rtr")
ts_check "... and it came in fragments: rtr reassembled packets (IpReasmOKs $reasm0 -> $reasm1)" \
	test "${reasm1:-0}" -gt "${reasm0:-0}"
ts_check "1 MB in fragments through a forwarded connection (no flow), intact" send_frag 5001
ts_check "... forwarded in fragments: rtr reassembled more (IpReasmOKs $reasm1 -> $(frag_reasm "$rtr"))" \
	test "$(frag_reasm "$rtr")" -gt "${reasm1:-0}"

ts_ktap_finish
