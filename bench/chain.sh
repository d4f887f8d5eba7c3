#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# The chain of the benchmark suite (sourced by the bench/case-*.sh):
#
#   cli -L1- r1 -L2- r2 -L3- r3 -L4- r4 -L5- srv
#
# with CHAIN_ROUTERS routers (4 by default; 1 gives cli -L1- r1 -L2- srv).
# Link k joins node k-1 and node k (node 0 is cli, the last node srv) with
# 10.0.k.1 on its left end and 10.0.k.2 on its right end: the client is
# 10.0.1.1, the server 10.0.(CHAIN_ROUTERS+1).2 ($SRV_ADDR).  Every router
# forwards; the caller decides which of them split.  Delays are netem on
# the egress of both ends of a link (so a link with delay D has an RTT of
# 2 D).
#
# The caller sets P (namespace prefix) and CHAIN_ROUTERS before sourcing
# this, and traps EXIT to chain_cleanup.

# shellcheck source=../selftests/net_lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/../selftests/net_lib.sh"

CHAIN_ROUTERS=${CHAIN_ROUTERS:-4}
CHAIN_LINKS=$((CHAIN_ROUTERS + 1))
CHAIN_NODES="cli $(for k in $(seq "$CHAIN_ROUTERS"); do printf 'r%d ' "$k"; done)srv"
# shellcheck disable=SC2034 # read by the scripts that source this file
CLI_ADDR=10.0.1.1
# shellcheck disable=SC2034 # read by the scripts that source this file
SRV_ADDR=10.0.$CHAIN_LINKS.2

ns() { local n=$1; shift; ip netns exec "$P-$n" "$@"; }

# tcpsegs NODE...: Tcp InSegs and OutSegs of each node, "in out" in turn
# (/proc/net/snmp of its namespace; InSegs counts the packets TCP took, a
# GRO packet once, OutSegs the segments sent).
tcpsegs() {
	local n

	for n in "$@"; do
		ns "$n" awk '$1 == "Tcp:" && $2 ~ /^[0-9]/ { printf "%s %s ", $11, $12 }' /proc/net/snmp
	done
	echo
}

# chain_steer: one router (CHAIN_ROUTERS=1) gets a CPU of its own, as a
# router box is a machine of its own: the packets r1 receives are
# processed on CPU 1 (RPS on l1b and l2a; veth hands a packet to the
# receiving side with netif_rx(), which honours RPS), those cli and srv
# receive on CPU 0 (RPS on l1a and l2b).  The caller runs the endpoints'
# processes on CPU 0 (CHAIN_PIN0 before the command, or chain_pin) and
# the router's own processes on CPU 1.  Without it, the router's softirq
# runs in whatever task sent the packet, and its cost mixes with the
# endpoints'.
# shellcheck disable=SC2034 # read by the scripts that source this file
CHAIN_PIN0=()
chain_steer() {
	local spec n dev mask
	[ "$CHAIN_ROUTERS" = 1 ] && [ "$(nproc)" -ge 2 ] || return 1
	for spec in r1:l1b:2 r1:l2a:2 cli:l1a:1 srv:l2b:1; do
		IFS=: read -r n dev mask <<< "$spec"
		ns "$n" sh -c "echo $mask > /sys/class/net/$dev/queues/rx-0/rps_cpus" || return 1
	done
	# shellcheck disable=SC2034 # read by the scripts that source this file
	CHAIN_PIN0=(taskset -c 0)
}

# chain_pin NODE COMM CPU: NODE's processes named COMM (all their
# threads) run on CPU only; fails if there is none.
chain_pin() {
	local p n=0
	for p in $(ip netns pids "$P-$1"); do
		[ "$(cat "/proc/$p/comm" 2>/dev/null)" = "$2" ] || continue
		taskset -a -p -c "$3" "$p" > /dev/null || return 1
		n=$((n + 1))
	done
	[ "$n" -gt 0 ]
}

# chain_module SYSTEM: the module SYSTEM runs is loaded -- TCPSPLIT_KO_B
# (bench.sh's B_TREE) for a system named *-b if given, else TCPSPLIT_KO --,
# reloaded if the other one is in.
CHAIN_MODULE=${TCPSPLIT_KO:-}
chain_module() {
	local ko=${TCPSPLIT_KO:-}
	[[ $1 = *-b ]] && ko=${TCPSPLIT_KO_B:-$ko}
	[ "$CHAIN_MODULE" = "$ko" ] && return 0
	TCPSPLIT_KO=$ko ts_module_load || return 1
	CHAIN_MODULE=$ko
}

chain_node() {		# INDEX: the node's name
	set -- $CHAIN_NODES "$1"
	shift "${!#}"
	echo "$1"
}

chain_cleanup() {
	local n
	for n in $CHAIN_NODES; do ip netns del "$P-$n" 2>/dev/null; done
}

chain_setup() {
	local k n left right j
	for n in $CHAIN_NODES; do
		ip netns add "$P-$n" || return 1
		ns "$n" ip link set lo up
	done
	for k in $(seq "$CHAIN_LINKS"); do
		left=$(chain_node $((k - 1)))
		right=$(chain_node "$k")
		ts_link_ns "$P-$left" "l${k}a" "10.0.$k.1/24" "$P-$right" "l${k}b" "10.0.$k.2/24" ||
			return 1
	done
	ns cli ip route add default via 10.0.1.2
	ns srv ip route add default via "10.0.$CHAIN_LINKS.1"
	for k in $(seq "$CHAIN_ROUTERS"); do
		n=$(chain_node "$k")
		ns "$n" sysctl -qw net.ipv4.ip_forward=1
		for j in $(seq "$CHAIN_LINKS"); do
			if [ "$j" -lt "$k" ]; then
				ns "$n" ip route add "10.0.$j.0/24" via "10.0.$k.1"
			elif [ "$j" -gt $((k + 1)) ]; then
				ns "$n" ip route add "10.0.$j.0/24" via "10.0.$((k + 1)).2"
			fi
		done
	done
}

# chain_delay K USECS: a one-way delay of USECS microseconds each way on
# link K (0 removes it).
chain_delay() {
	local k=$1 us=$2 left right
	left=$(chain_node $((k - 1)))
	right=$(chain_node "$k")
	if [ "$us" -eq 0 ]; then
		ns "$left" tc qdisc del dev "l${k}a" root 2>/dev/null
		ns "$right" tc qdisc del dev "l${k}b" root 2>/dev/null
		return 0
	fi
	ns "$left" tc qdisc replace dev "l${k}a" root netem delay "${us}us" limit 100000 &&
		ns "$right" tc qdisc replace dev "l${k}b" root netem delay "${us}us" limit 100000
}

# chain_delays US1 ... US(CHAIN_LINKS): one-way delays of the links.
chain_delays() {
	local k
	for k in $(seq "$CHAIN_LINKS"); do
		chain_delay "$k" "$1" || return 1
		shift
	done
}

# chain_segments N TOTAL_RTT_US: N equal segments (routers r1..r(N-1) are
# the split points): link j < N carries segment j, link N carries the last
# segment, the links after it none.  Prints the splitting routers.
chain_segments() {
	local n=$1 total=$2 k d=() seg
	seg=$((total / 2 / n))
	for k in $(seq "$CHAIN_LINKS"); do
		if [ "$k" -le "$n" ]; then d+=("$seg"); else d+=(0); fi
	done
	chain_delays "${d[@]}" || return 1
	for k in $(seq $((n - 1))); do chain_node "$k"; done
}
