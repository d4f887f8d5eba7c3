#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# Shared by the guest sides of the demo and the benchmarks: loads the
# module and builds the path
#
#   $P-cli 10.0.1.2 -- 10.0.1.1 $P-rtr 10.0.2.1 -- 10.0.2.2 $P-srv
#
# with DELAY of netem delay on each of the router's egresses (so each leg
# has an RTT of DELAY).  The caller sets P (namespace prefix) and DELAY,
# and traps EXIT to bench_cleanup (plus its own cleanup).  bench_setup6,
# after bench_setup, adds IPv6 on the same links (dual stack).

bench_cleanup() {
	for ns in cli rtr srv; do ip netns del "$P-$ns" 2>/dev/null; done
	rmmod tcpsplit 2>/dev/null
}

bench_setup() {
	local dep l
	for dep in $(modinfo -F depends "$TCPSPLIT_KO" | tr , ' '); do
		modprobe "$dep" || return 1
	done
	insmod "$TCPSPLIT_KO" || return 1
	for ns in cli rtr srv; do
		ip netns add "$P-$ns" || return 1
		ip -n "$P-$ns" link set lo up
	done
	ip link add c0 netns "$P-cli" type veth peer name r0 netns "$P-rtr"
	ip link add r1 netns "$P-rtr" type veth peer name s0 netns "$P-srv"
	ip -n "$P-cli" addr add 10.0.1.2/24 dev c0
	ip -n "$P-rtr" addr add 10.0.1.1/24 dev r0
	ip -n "$P-rtr" addr add 10.0.2.1/24 dev r1
	ip -n "$P-srv" addr add 10.0.2.2/24 dev s0
	for l in "cli c0" "rtr r0" "rtr r1" "srv s0"; do
		set -- $l
		ip -n "$P-$1" link set "$2" up
	done
	ip -n "$P-cli" route add default via 10.0.1.1
	ip -n "$P-srv" route add default via 10.0.2.1
	ip netns exec "$P-rtr" sysctl -qw net.ipv4.ip_forward=1
	ip netns exec "$P-rtr" tc qdisc add dev r0 root netem delay "$DELAY" limit 10000
	ip netns exec "$P-rtr" tc qdisc add dev r1 root netem delay "$DELAY" limit 10000
}

# The IPv6 addresses mirror the IPv4 ones (10.0.N.H: 2001:db8:N::H), on
# the same links, so that both families share the path and its netem.
bench_setup6() {
	local a
	for a in "cli c0 2001:db8:1::2" "rtr r0 2001:db8:1::1" \
		 "rtr r1 2001:db8:2::1" "srv s0 2001:db8:2::2"; do
		set -- $a
		# nodad: usable at once, not after a second of duplicate
		# address detection.
		ip -n "$P-$1" addr add "$3/64" dev "$2" nodad || return 1
	done
	ip -n "$P-cli" -6 route add default via 2001:db8:1::1 || return 1
	ip -n "$P-srv" -6 route add default via 2001:db8:2::1 || return 1
	ip netns exec "$P-rtr" sysctl -qw net.ipv6.conf.all.forwarding=1
}
