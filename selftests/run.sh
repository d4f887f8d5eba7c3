#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# Runs every test script of this directory inside the guest, kselftest
# style: a KTAP document whose subtests are the scripts' own documents.
#
#   run.sh OUTDIR [TEST...]
#
# Writes OUTDIR/results (one "PASS|FAIL|SKIP script: check" line per test
# point), OUTDIR/results.diag (the first lines of each failed check's
# output), OUTDIR/times (each script's seconds), OUTDIR/dmesg (the kernel
# log after the run) and OUTDIR/done.
# A script gets TS_SCRIPT_TIMEOUT seconds (1200 unless set).

set -u
DIR=$(cd "$(dirname "$0")" && pwd)
OUT=$1
shift
mkdir -p "$OUT"
: > "$OUT/results"
: > "$OUT/results.diag"
: > "$OUT/times"
export TCPSPLIT_RESULTS="$OUT/results"
export PATH="$PATH:/usr/sbin:/sbin"

if [ $# -gt 0 ]; then
	tests=("$@")
else
	tests=()
	for t in "$DIR"/*.sh; do
		case $(basename "$t") in lib.sh|net_lib.sh|run.sh) continue ;; esac
		tests+=("$(basename "$t")")
	done
fi

# The boot's own messages are not the tests', but a report there (seen:
# the debug kernel's KASAN at boot with 8 GB) turns lock debugging off for
# the whole run: kept for the last check.  Not the full pattern list:
# a debug kernel's boot says "lockdep" and "kmemleak" when it enables them.
dmesg > "$OUT/dmesg-boot"
dmesg -C
echo "TAP version 13"
echo "1..$((${#tests[@]} + 1))"
n=0
for t in "${tests[@]}"; do
	n=$((n + 1))
	echo "# selftests: tcpsplit: $t"
	before=$(grep -c . "$OUT/results")
	start=$SECONDS
	timeout "${TS_SCRIPT_TIMEOUT:-1200}" bash "$DIR/$t" 2>&1 | sed 's/^/# /'
	rc=${PIPESTATUS[0]}
	# Where the suite's time goes (make check must stay within 40 min).
	echo "$t $((SECONDS - start))" >> "$OUT/times"
	at=
	[ -n "${TCPSPLIT_T0:-}" ] && at=" (make check at $(($(date +%s) - TCPSPLIT_T0)) s)"
	echo "# $t took $((SECONDS - start)) s$at"
	after=$(grep -c . "$OUT/results")
	if [ "$rc" -ne 0 ] && [ "$rc" -ne 4 ] && ! grep -q '^FAIL' <(tail -n $((after - before)) "$OUT/results"); then
		# The script died without a failed test point: count it.
		echo "FAIL ${t%.sh}: script exited with $rc" >> "$OUT/results"
	fi
	case $rc in
	0) echo "ok $n selftests: tcpsplit: $t" ;;
	4) echo "ok $n selftests: tcpsplit: $t # SKIP" ;;
	*) echo "not ok $n selftests: tcpsplit: $t # exit=$rc" ;;
	esac
done

# Any warning, bug or lockdep report in the kernel log fails the run.
n=$((n + 1))
dmesg > "$OUT/dmesg"
pat=$(grep -v '^#' "$DIR/dmesg-patterns" | paste -sd'|')
boot_pat='BUG:|WARNING:|Oops|general protection fault|KASAN|UBSAN|Disabling lock debugging'
if grep -Eq "$pat" "$OUT/dmesg"; then
	echo "not ok $n kernel log clean"
	grep -E -A 40 "$pat" "$OUT/dmesg" | head -120 | sed 's/^/# /'
	echo "FAIL kernel: log clean" >> "$OUT/results"
elif grep -Eq "$boot_pat" "$OUT/dmesg-boot"; then
	echo "not ok $n kernel log clean # a report during boot, before the tests"
	grep -E -A 40 "$boot_pat" "$OUT/dmesg-boot" | head -120 | sed 's/^/# /'
	echo "FAIL kernel: log clean (boot)" >> "$OUT/results"
else
	echo "ok $n kernel log clean"
	echo "PASS kernel: log clean" >> "$OUT/results"
fi
uname -r > "$OUT/done"
