#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# bench.sh (make bench): the benchmark suite, in a QEMU guest of the newest
# installed kernel (bench/bench-guest.sh runs bench/case-NAME.sh there):
#
#   segments   a 50 ms path cut into 1..5 segments: tcpsplit, HAProxy, dante
#   placement  two segments, the split point moved: tcpsplit, HAProxy
#   cpu        one router, no delay: throughput and CPU per GB relayed
#   rr         one router, no delay: request/response latency, 1 byte
#              each way after a bulk answer
#   conns      connection setup rate, and 10,000 idle split connections
#   unmatched  one router, no delay: forwarding traffic that matches no
#              flow with the module unloaded, loaded, and loaded with 100
#              flows and 1,000 live split connections
#   lfn        long fat paths (50-200 Mbit/s, 50-200 ms, loss, jumbo
#              frames, three segments, a satellite download), default
#              TCP settings: tcpsplit, HAProxy, forwarding (about 4 h)
#
# and makes each case's record: bench/results/CASE/ (results.md by
# bench/report.py: tables, ratios, fits, targets; PNG plots; raw.tar.xz:
# every run's record, the guest's description, kernel log and console),
# which replaces that case's earlier record (bench/record.sh).  A case
# that failed leaves the records alone; its report stays in
# build/bench/KVER/results/CASE.  Environment: CASES (all seven), RUNS (5,
# at least 5 for figures worth quoting), RESULTS_DIR (bench/results: where
# the records go), KVER (the guest's kernel: the newest installed one with
# headers by default), GUEST_CPUS (2), GUEST_MEM (2G), GUEST_TIMEOUT
# (seconds, 21600: the seven cases take about 5 h), and each case's own
# knobs (see the case-*.sh; e.g. CASES=lfn LFN_POINTS='200m-25+25 sat'
# make bench).  A record states the command that made it: these
# variables as set, then bench/bench.sh.
#
# B_TREE=DIR (another checkout of tcpsplit, e.g. a worktree with a
# candidate change to kmod/) builds its module too: the lfn case then
# offers the systems tcpsplit-b and tcpsplit-bbr-b, the cpu and rr cases
# the peer tcpsplit-b, which reload the module between runs, so that a
# candidate and the module of this tree are compared in one guest, their
# runs interleaved (guests on this machine differ by more than many a
# change does).  raw/module-b.diff records what B_TREE's module sources
# differ by from this tree's.  Such a run measures a module that is not
# this tree's: its records stay in build/bench/KVER/results unless
# RESULTS_DIR names where they go.

set -u
TOP=$(cd "$(dirname "$0")/.." && pwd)
CASES=${CASES:-segments placement cpu rr conns unmatched lfn}
RUNS=${RUNS:-5}
install=1
[ -n "${B_TREE:-}" ] && [ -z "${RESULTS_DIR:-}" ] && install=0
# shellcheck source=record.sh
source "$TOP/bench/record.sh"
# The variables that make a run what it is, for its records.
cmd=$(record_command bench/bench.sh \
	'CASES|RUNS|KVER|B_TREE|GUEST_CPUS|GUEST_MEM|WINDOW|FILE|FLOW_OPTS|(SEG|PLACE|CPU|CONNS|LFN|RR|UNM)_.*')
"$TOP/scripts/deps.sh" --bench || exit 1
make -s -C "$TOP/tools" || exit 1
kver=${KVER:-$("$TOP/scripts/kernels.sh" | sort -V | tail -n 1)}
[ -n "$kver" ] || { echo "bench: no kernel with headers installed" >&2; exit 1; }
"$TOP/scripts/kernels.sh" | grep -qxF "$kver" ||
	{ echo "bench: KVER=$kver: not an installed kernel with headers" >&2; exit 1; }
out=$TOP/build/bench/$kver
"$TOP/scripts/build-module.sh" "$kver" "$out" || exit 1
rev=$(git -C "$TOP" describe --always --dirty 2>/dev/null || echo unknown)
b_env=
if [ -n "${B_TREE:-}" ]; then
	B_TREE=$(cd "$B_TREE" && pwd) || exit 1
	"$B_TREE/scripts/build-module.sh" "$kver" "$out/b" || exit 1
	b_rev=$(git -C "$B_TREE" describe --always --dirty 2>/dev/null || echo unknown)
	b_env="TCPSPLIT_KO_B=$out/b/tcpsplit.ko REV_B=$b_rev"
fi

# The cases' knobs, passed on quoted.
knobs=
for v in $(compgen -e | grep -E '^(WINDOW|FILE|FLOW_OPTS|SEG_|PLACE_|CPU_|CONNS_|LFN_|RR_|UNM_)'); do
	knobs+="$v=$(printf %q "${!v}") "
done

# The guest writes only below $out (its one writable directory).
rm -rf "$out/results"
mkdir -p "$out/results"
if [ -n "${B_TREE:-}" ]; then
	# The sources only: not what in-tree builds left beside them.
	for d in kmod uapi; do
		diff -ruN -x '.*' -x '*.o' -x '*.ko' -x '*.mod' -x '*.mod.c' \
			-x modules.order -x Module.symvers "$TOP/$d" "$B_TREE/$d"
	done > "$out/results/module-b.diff"
	[ -s "$out/results/module-b.diff" ] ||
		echo "bench: B_TREE's module sources are this tree's" >&2
fi
# The guest's kernel console goes to each record's raw/console.log
# (scripts/guest.sh): a guest that dies (a panic, a hang cut by the
# timeout) writes no dmesg of its own, and its last kernel messages are
# all there is.
GUEST_CONSOLE=${GUEST_CONSOLE:-$out/results/console.log} \
GUEST_TIMEOUT=${GUEST_TIMEOUT:-21600} "$TOP/scripts/guest.sh" "$kver" "$out" \
	"REV=$rev CASES='$CASES' RUNS=$RUNS RESULTS=$out/results TCPSPLIT_KO=$out/tcpsplit.ko SPLITCTL=$TOP/tools/splitctl CONNBENCH=$TOP/tools/connbench $b_env $knobs $TOP/bench/bench-guest.sh"
rc=$?
[ -s "$out/results/meta.json" ] || { echo "bench: the guest wrote nothing (exit $rc)" >&2; exit 1; }

for c in $CASES; do
	rec=$out/results/$c
	if [ ! -d "$rec/raw" ]; then
		echo "bench: case $c wrote nothing (guest exit $rc); its console: $out/results/console.log" >&2
		rc=1
		continue
	fi
	for f in console.log module-b.diff; do
		[ -e "$out/results/$f" ] && cp "$out/results/$f" "$rec/raw/"
	done
	[ -e "$rec/raw/dmesg" ] ||
		echo "bench: case $c ended without its kernel log; the guest's console: raw/console.log" >&2
	/usr/bin/python3 - "$rec/raw/meta.json" "$cmd" <<-'EOF' || rc=1
	import json, sys
	path, cmd = sys.argv[1:]
	with open(path) as f:
	    meta = json.load(f)
	meta["command"] = cmd
	with open(path, "w") as f:
	    json.dump(meta, f, indent=1)
	EOF
	report=0
	/usr/bin/python3 "$TOP/bench/report.py" "$rec" || report=1
	# A record is of a case that ran to its end, the kernel quiet, and
	# has its report.
	if [ "$report" != 0 ] || [ ! -s "$rec/results.md" ] ||
	   ! grep -q '"exit": 0' "$rec/raw/cases.jsonl" 2>/dev/null ||
	   ! record_log_clean "$rec/raw/dmesg"; then
		echo "== case $c failed: no record made; its report: ${rec#"$TOP"/}/results.md"
		rc=1
	elif [ "$install" = 0 ]; then
		echo "== case $c (B_TREE, no RESULTS_DIR): its report: ${rec#"$TOP"/}/results.md"
	elif record_install "$rec" "$c"; then
		echo "== case $c: record written to ${RESULTS_DIR#"$TOP"/}/$c/results.md"
	else
		rc=1
	fi
done
exit $rc
