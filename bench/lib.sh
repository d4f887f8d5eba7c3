#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# Shared by the guest sides of the demo and the benchmarks: loads the
# module and builds the path (with the selftests' helpers, net_lib.sh)
#
#   $P-cli 10.0.1.2 -- 10.0.1.1 $P-rtr 10.0.2.1 -- 10.0.2.2 $P-srv
#
# with DELAY of netem delay on each of the router's egresses (so each leg
# has an RTT of DELAY).  The caller sets P (namespace prefix) and DELAY,
# and traps EXIT to bench_cleanup (plus its own cleanup).  bench_setup6,
# after bench_setup, adds IPv6 on the same links (dual stack).

# shellcheck source=../selftests/net_lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/../selftests/net_lib.sh"

bench_cleanup() {
	for ns in cli rtr srv; do ip netns del "$P-$ns" 2>/dev/null; done
	ts_module_unload 2>/dev/null
}

bench_setup() {
	NSPFX=$P
	ts_module_load || return 1
	ts_setup_line || return 1
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
