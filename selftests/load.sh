#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# Loading and unloading the module: repeated cycles, with and without
# flows in several namespaces, and the module parameter.

# shellcheck source=lib.sh
source "$(dirname "$0")/lib.sh"

cycle() {
	local i
	for i in $(seq 20); do
		module_load || { echo "load $i failed"; return 1; }
		splitctl stats > /dev/null || { echo "family missing after load $i"; return 1; }
		module_unload || { echo "unload $i failed"; return 1; }
	done
}
check "20 load/unload cycles, family present each time" cycle

check "family gone after unload" \
	bash -c "! $SPLITCTL stats"

expect_fail "splitctl says the module is not loaded" 1 "is the tcpsplit module loaded" \
	splitctl list-flows

stats_field() {		# FIELD: prints a field of "splitctl -j stats"
	splitctl -j stats | python3 -c "import json,sys; print(json.load(sys.stdin)['$1'])"
}

max_flows_is() {		# EXPECTED [MODULE-PARAMETERS...]
	local want=$1
	shift
	module_load "$@" || return 1
	[ "$(stats_field max_flows)" = "$want" ]
}
check "default max_flows is 1024" max_flows_is 1024
check "max_flows=7 at load time shows in stats" max_flows_is 7 max_flows=7

with_flows_cycle() {
	local i
	setup_ns a b || return 1
	for i in $(seq 5); do
		module_load || return 1
		splitctl add-flow --dport 80 > /dev/null || return 1
		splitctl -n "$a" add-flow --dst 10.0.0.0/8 > /dev/null || return 1
		splitctl -n "$b" add-flow --sport 1000-2000 > /dev/null || return 1
		splitctl -n "$b" add-flow --dport 443 > /dev/null || return 1
		module_unload || return 1
	done
}
check "5 unloads with flows in 3 namespaces" with_flows_cycle

# A monitor holds a socket subscribed to the family's group: unloading
# must still work (the group goes away with the family).
monitor_unload() {
	module_load || return 1
	"$SPLITCTL" monitor > "$TMPD/mon.out" 2>&1 &
	local pid=$!
	sleep 0.5
	module_unload || { kill "$pid"; return 1; }
	kill "$pid" 2>/dev/null
	wait "$pid" 2>/dev/null
	return 0
}
check "unload while a monitor is subscribed" monitor_unload

ktap_finish
