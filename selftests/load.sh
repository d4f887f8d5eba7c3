#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# Loading and unloading the module: repeated cycles, with and without
# flows in several namespaces, and the module parameter.

# shellcheck source=lib.sh
source "$(dirname "$0")/lib.sh"

# A cycle's leak or race shows in a failed load or the kernel log: a few
# cycles in make check, more on the debug kernel, whose detectors see
# what a stock kernel lets pass.
CYCLES=5
ts_debug_kernel && CYCLES=20
cycle() {
	local i
	for i in $(seq $CYCLES); do
		ts_module_load || { echo "load $i failed"; return 1; }
		ts_splitctl stats > /dev/null || { echo "family missing after load $i"; return 1; }
		ts_module_unload || { echo "unload $i failed"; return 1; }
	done
}
ts_check "$CYCLES load/unload cycles, family present each time" cycle

ts_check "family gone after unload" \
	bash -c "! $SPLITCTL stats"

ts_expect_fail "splitctl says the module is not loaded" 1 "is the tcpsplit module loaded" \
	ts_splitctl list-flows

stats_field() {		# FIELD: prints a field of "splitctl -j stats"
	ts_splitctl -j stats | python3 -c "import json,sys; print(json.load(sys.stdin)['$1'])"
}

max_flows_is() {		# EXPECTED [MODULE-PARAMETERS...]
	local want=$1
	shift
	ts_module_load "$@" || return 1
	[ "$(stats_field max_flows)" = "$want" ]
}
ts_check "default max_flows is 1024" max_flows_is 1024
ts_check "max_flows=7 at load time shows in stats" max_flows_is 7 max_flows=7

with_flows_cycle() {
	local i
	ts_setup_ns a b || return 1
	for i in $(seq 5); do
		ts_module_load || return 1
		ts_splitctl add-flow --dport 80 > /dev/null || return 1
		ts_splitctl -n "$a" add-flow --dst 10.0.0.0/8 > /dev/null || return 1
		ts_splitctl -n "$b" add-flow --sport 1000-2000 > /dev/null || return 1
		ts_splitctl -n "$b" add-flow --dport 443 > /dev/null || return 1
		ts_module_unload || return 1
	done
}
ts_check "5 unloads with flows in 3 namespaces" with_flows_cycle

# A monitor holds a socket subscribed to the family's group: unloading
# must still work (the group goes away with the family).
monitor_unload() {
	ts_module_load || return 1
	"$SPLITCTL" monitor > "$TMPD/mon.out" 2>&1 &
	local pid=$!
	sleep 0.5
	ts_module_unload || { kill "$pid"; return 1; }
	kill "$pid" 2>/dev/null
	wait "$pid" 2>/dev/null
	return 0
}
ts_check "unload while a monitor is subscribed" monitor_unload

ts_ktap_finish
