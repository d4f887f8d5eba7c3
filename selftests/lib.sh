#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# Shared helpers of the tcpsplit selftests: KTAP output, the module, network
# namespaces, waiting by polling.  Sourced by every test script.
#
# Environment (set by run.sh): TCPSPLIT_KO (module to load), SPLITCTL (the
# tool), TCPSPLIT_RESULTS (file collecting one line per check).

set -u

SELFTESTS_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
TOPDIR=$(dirname "$SELFTESTS_DIR")
: "${SPLITCTL:=$TOPDIR/tools/splitctl}"
: "${TCPSPLIT_KO:=$TOPDIR/tcpsplit.ko}"
: "${TCPSPLIT_RESULTS:=/dev/null}"
TEST_NAME=$(basename "$0" .sh)
NSPFX="ts$$"			# unique namespace prefix of this script
TMPD=$(mktemp -d /tmp/tcpsplit-test.XXXXXX)

KSFT_PASS=0
KSFT_FAIL=1
KSFT_SKIP=4

n_tests=0
n_pass=0
n_fail=0
n_skip=0
cleanup_hooks=()

echo "TAP version 13"

ktap_result() {		# STATUS DESCRIPTION [SKIP-REASON]
	local status=$1 desc=$2
	n_tests=$((n_tests + 1))
	case $status in
	PASS)
		n_pass=$((n_pass + 1))
		echo "ok $n_tests $desc" ;;
	FAIL)
		n_fail=$((n_fail + 1))
		echo "not ok $n_tests $desc" ;;
	SKIP)
		n_skip=$((n_skip + 1))
		echo "ok $n_tests $desc # SKIP ${3:-}" ;;
	esac
	echo "$status $TEST_NAME: $desc" >> "$TCPSPLIT_RESULTS"
}

diag() {
	sed 's/^/# /'
}

# check DESCRIPTION COMMAND...: one test point; the command's output is
# shown as diagnostics when it fails.
check() {
	local desc=$1
	shift
	if "$@" > "$TMPD/check.out" 2>&1; then
		ktap_result PASS "$desc"
	else
		ktap_result FAIL "$desc"
		diag < "$TMPD/check.out"
	fi
}

skip() {		# DESCRIPTION REASON
	ktap_result SKIP "$1" "$2"
}

# expect_fail DESCRIPTION EXIT-CODE MESSAGE-REGEX COMMAND...: the command
# must exit with EXIT-CODE and print a line matching MESSAGE-REGEX.
expect_fail() {
	local desc=$1 want_rc=$2 want_msg=$3 rc
	shift 3
	"$@" > "$TMPD/ef.out" 2>&1
	rc=$?
	if [ "$rc" -eq "$want_rc" ] && grep -Eq -- "$want_msg" "$TMPD/ef.out"; then
		ktap_result PASS "$desc"
	else
		ktap_result FAIL "$desc"
		{
			echo "command: $*"
			echo "exit code $rc, expected $want_rc; output:"
			cat "$TMPD/ef.out"
			echo "expected a line matching: $want_msg"
		} | diag
	fi
}

on_exit() {
	cleanup_hooks+=("$*")
}

cleanup() {
	local i
	for ((i = ${#cleanup_hooks[@]} - 1; i >= 0; i--)); do
		eval "${cleanup_hooks[$i]}" > /dev/null 2>&1
	done
	local ns
	for ns in $(ip netns list 2>/dev/null | awk '{print $1}'); do
		case $ns in "$NSPFX"-*) ip netns del "$ns" 2>/dev/null ;; esac
	done
	rm -rf "$TMPD"
}

# Prints the plan and totals, and exits with the kselftest code.
ktap_finish() {
	cleanup
	echo "1..$n_tests"
	echo "# Totals: pass:$n_pass fail:$n_fail xfail:0 xpass:0 skip:$n_skip error:0"
	if [ "$n_fail" -gt 0 ]; then
		exit $KSFT_FAIL
	elif [ "$n_pass" -eq 0 ] && [ "$n_skip" -gt 0 ]; then
		exit $KSFT_SKIP
	fi
	exit $KSFT_PASS
}

trap cleanup INT TERM

# --- the module ----------------------------------------------------------

module_loaded() {
	[ -d /sys/module/tcpsplit ]
}

# Loads a fresh copy of the module, with optional parameters.  insmod does
# not resolve dependencies: load the modules whose symbols tcpsplit uses.
module_load() {
	module_unload || return 1
	local dep
	for dep in $(modinfo -F depends "$TCPSPLIT_KO" | tr , ' '); do
		modprobe "$dep" || return 1
	done
	insmod "$TCPSPLIT_KO" "$@"
}

module_unload() {
	local i
	module_loaded || return 0
	for i in $(seq 50); do
		rmmod tcpsplit 2>/dev/null && return 0
		sleep 0.1
	done
	rmmod tcpsplit
}

splitctl() {
	"$SPLITCTL" "$@"
}

# --- namespaces ------------------------------------------------------------

# setup_ns NAME...: creates $NSPFX-NAME for each NAME, loopback up, and sets
# a shell variable NAME to the namespace's full name.
setup_ns() {
	local n full
	for n in "$@"; do
		full="$NSPFX-$n"
		ip netns add "$full" || return 1
		ip -n "$full" link set lo up || return 1
		eval "$n=$full"
	done
}

nodad() {		# ADDR: no duplicate address detection delay for IPv6
	case $1 in *:*) echo nodad ;; esac
}

# link_ns NS1 IF1 ADDR1/LEN NS2 IF2 ADDR2/LEN: a veth pair between two
# namespaces with an address on each end.
link_ns() {
	ip link add "$2" netns "$1" type veth peer name "$5" netns "$4" || return 1
	ip -n "$1" addr add "$3" dev "$2" $(nodad "$3") || return 1
	ip -n "$4" addr add "$6" dev "$5" $(nodad "$6") || return 1
	ip -n "$1" link set "$2" up || return 1
	ip -n "$4" link set "$5" up
}

# wait_for TIMEOUT-SECONDS COMMAND...: polls until the command succeeds.
wait_for() {
	local deadline=$((SECONDS + $1))
	shift
	until "$@" > /dev/null 2>&1; do
		[ $SECONDS -ge $deadline ] && return 1
		sleep 0.05
	done
}

# tcp_listening NS PORT
tcp_listening() {
	ip netns exec "$1" ss -Hltn "sport = :$2" | grep -q LISTEN
}

XFER="python3 $SELFTESTS_DIR/xfer.py"

# JSON helpers: json_get JSON PYTHON-EXPRESSION-ON-j
json_get() {
	python3 -c 'import json,sys; j=json.loads(sys.argv[1]); print(eval(sys.argv[2]))' "$1" "$2"
}
