#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# The module, network namespaces and the nft router firewall: the helpers
# (ts_*, as lib.sh's) that the selftests (through lib.sh) and the
# benchmarks (bench/lib.sh and the guest sides of bench/) share.  Sourcing
# it has no side effect.  The caller sets TCPSPLIT_KO (the module to
# load), SPLITCTL (the tool) and NSPFX (the prefix of its namespaces'
# names).

# --- the module ----------------------------------------------------------

# ts_module_loaded: the tcpsplit module is loaded
ts_module_loaded() {
	[ -d /sys/module/tcpsplit ]
}

# ts_module_load [PARAM=VALUE...]: loads a fresh copy of the module
# ($TCPSPLIT_KO), with these parameters.  insmod does not resolve
# dependencies: load the modules whose symbols tcpsplit uses.
ts_module_load() {
	ts_module_unload || return 1
	local dep
	for dep in $(modinfo -F depends "$TCPSPLIT_KO" | tr , ' '); do
		modprobe "$dep" || return 1
	done
	insmod "$TCPSPLIT_KO" "$@"
}

# ts_module_unload: unloads the module if it is loaded (retrying for 5 s
# while it is busy)
ts_module_unload() {
	ts_module_loaded || return 0
	for _ in $(seq 50); do
		rmmod tcpsplit 2>/dev/null && return 0
		sleep 0.1
	done
	rmmod tcpsplit
}

# ts_splitctl ARGS...: runs the tool, $SPLITCTL
ts_splitctl() {
	"$SPLITCTL" "$@"
}

# --- namespaces ------------------------------------------------------------

# ts_setup_ns NAME...: creates $NSPFX-NAME for each NAME, loopback up, and sets
# a shell variable NAME to the namespace's full name.
ts_setup_ns() {
	local n full
	for n in "$@"; do
		full="$NSPFX-$n"
		ip netns add "$full" || return 1
		ip -n "$full" link set lo up || return 1
		eval "$n=$full"
	done
}

# ts_nodad ADDR: prints nodad (no duplicate address detection delay) if
# ADDR is IPv6, else nothing
ts_nodad() {
	case $1 in *:*) echo nodad ;; esac
}

# ts_link_ns NS1 IF1 ADDR1/LEN NS2 IF2 ADDR2/LEN: a veth pair between two
# namespaces with an address on each end.
ts_link_ns() {
	ip link add "$2" netns "$1" type veth peer name "$5" netns "$4" || return 1
	# shellcheck disable=SC2046 # ts_nodad: nothing, or one word
	ip -n "$1" addr add "$3" dev "$2" $(ts_nodad "$3") || return 1
	# shellcheck disable=SC2046 # ts_nodad: nothing, or one word
	ip -n "$4" addr add "$6" dev "$5" $(ts_nodad "$6") || return 1
	ip -n "$1" link set "$2" up || return 1
	ip -n "$4" link set "$5" up
}

# ts_setup_line [NAME...]: the IPv4 line of most tests, plus namespaces NAME:
#   cli 10.0.1.2 -c0---r0- 10.0.1.1 rtr 10.0.2.1 -r1---s0- 10.0.2.2 srv
# with default routes through rtr, which forwards.
# shellcheck disable=SC2154 # cli, rtr and srv: set by ts_setup_ns
ts_setup_line() {
	ts_setup_ns cli rtr srv "$@" || return 1
	ts_link_ns "$cli" c0 10.0.1.2/24 "$rtr" r0 10.0.1.1/24 || return 1
	ts_link_ns "$rtr" r1 10.0.2.1/24 "$srv" s0 10.0.2.2/24 || return 1
	ip -n "$cli" route add default via 10.0.1.1 || return 1
	ip -n "$srv" route add default via 10.0.2.1 || return 1
	ip netns exec "$rtr" sysctl -qw net.ipv4.ip_forward=1
}

# ts_wait_for TIMEOUT-SECONDS COMMAND...: polls until the command succeeds.
ts_wait_for() {
	local deadline=$((SECONDS + $1))
	shift
	until "$@" > /dev/null 2>&1; do
		[ $SECONDS -ge $deadline ] && return 1
		sleep 0.05
	done
}

# ts_tcp_listening NS PORT: a TCP socket in NS listens on PORT
ts_tcp_listening() {
	ip netns exec "$1" ss -Hltn "sport = :$2" | grep -q LISTEN
}

# --- the router firewall ---------------------------------------------------
#
# The nft ruleset of lib.sh's ts_fw_apply (variants nft, masq, dnat; see
# there), here so that the benchmarks load the same one.

# ts_fw_nft NS LAN-IF WAN-IF: the nft router firewall (table inet filter)
# in NS
ts_fw_nft() {
	ip netns exec "$1" nft -f - <<-EOF
	table inet filter {
		chain input {
			type filter hook input priority filter; policy drop;
			ct state invalid counter drop comment "in-invalid"
			ct state established,related accept
			iif "lo" accept
			iifname "$2" tcp dport 22 accept
			iifname "$2" icmp type echo-request accept
			icmpv6 type { nd-neighbor-solicit, nd-neighbor-advert, nd-router-solicit } accept
			iifname "$2" icmpv6 type echo-request accept
			counter comment "in-drop"
		}
		chain forward {
			type filter hook forward priority filter; policy drop;
			ct state invalid counter drop comment "fwd-invalid"
			ct state established,related accept
			iifname "$2" oifname "$3" ct state new counter accept comment "fwd-new"
			counter comment "fwd-drop"
		}
		chain output {
			type filter hook output priority filter; policy accept;
			ct state invalid counter drop comment "out-invalid"
			ct state established,related accept
		}
	}
	EOF
}
