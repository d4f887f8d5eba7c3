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
#   lfn        long fat paths (50-200 Mbit/s, 50-200 ms, loss, jumbo
#              frames, three segments, a satellite download), default
#              TCP settings: tcpsplit, HAProxy, forwarding (about 2.5 h)
#
# and writes bench/results/DATE-suite/ (DATE-suite-2, ... if taken):
# raw/ (every run's record, the guest's description and kernel log),
# results.md (bench/report.py: tables, ratios, fits, targets) and PNG
# plots.  Environment: CASES (all six), RUNS (5, at least 5 for figures
# worth quoting), DEST (an existing results folder to add the cases to,
# e.g. to re-run one case: CASES=lfn DEST=bench/results/... make bench),
# KVER (the guest's kernel: the newest installed one with headers by
# default), GUEST_CPUS (2), GUEST_MEM (2G), GUEST_TIMEOUT (seconds, 21600: the
# six cases take about 3.5 h), and each case's own knobs (see the
# case-*.sh; e.g. CASES=lfn LFN_POINTS='200m-25+25 sat' make bench).
#
# B_TREE=DIR (another checkout of tcpsplit, e.g. a worktree with a
# candidate change to kmod/) builds its module too: the lfn case then
# offers the systems tcpsplit-b and tcpsplit-bbr-b, which reload the
# module between runs, so that a candidate and the module of this tree
# are compared in one guest, their runs interleaved (guests on this
# machine differ by more than many a change does).  raw/module-b.diff
# records what B_TREE's module sources differ by from this tree's.

set -u
TOP=$(cd "$(dirname "$0")/.." && pwd)
CASES=${CASES:-segments placement cpu rr conns lfn}
RUNS=${RUNS:-5}
# Before the guest, not after its hours of runs.
[ -z "${DEST:-}" ] || [ -d "$DEST/raw" ] ||
	{ echo "bench: DEST=$DEST: not a results folder (no raw/ in it)" >&2; exit 1; }
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
for v in $(compgen -e | grep -E '^(WINDOW|FILE|FLOW_OPTS|SEG_|PLACE_|CPU_|CONNS_|LFN_|RR_)'); do
	knobs+="$v=$(printf %q "${!v}") "
done

# The guest writes only below $out (its one writable directory).
rm -rf "$out/results"
mkdir -p "$out/results/raw"
if [ -n "${B_TREE:-}" ]; then
	# The sources only: not what in-tree builds left beside them.
	for d in kmod uapi; do
		diff -ruN -x '.*' -x '*.o' -x '*.ko' -x '*.mod' -x '*.mod.c' \
			-x modules.order -x Module.symvers "$TOP/$d" "$B_TREE/$d"
	done > "$out/results/raw/module-b.diff"
	[ -s "$out/results/raw/module-b.diff" ] ||
		echo "bench: B_TREE's module sources are this tree's" >&2
fi
# The guest's kernel console goes to raw/console.log (scripts/guest.sh):
# a guest that dies (a panic, a hang cut by the timeout) writes no dmesg
# of its own, and its last kernel messages are all there is.
GUEST_CONSOLE=${GUEST_CONSOLE:-$out/results/raw/console.log} \
GUEST_TIMEOUT=${GUEST_TIMEOUT:-21600} "$TOP/scripts/guest.sh" "$kver" "$out" \
	"REV=$rev CASES='$CASES' RUNS=$RUNS RESULTS=$out/results TCPSPLIT_KO=$out/tcpsplit.ko SPLITCTL=$TOP/tools/splitctl CONNBENCH=$TOP/tools/connbench $b_env $knobs $TOP/bench/bench-guest.sh"
rc=$?
[ -d "$out/results/raw" ] || { echo "bench: the guest wrote nothing (exit $rc)" >&2; exit 1; }
[ -e "$out/results/raw/dmesg" ] ||
	echo "bench: the guest ended (exit $rc) without its kernel log; its console: raw/console.log" >&2

if [ -n "${DEST:-}" ]; then
	# A second guest run into an earlier folder: its cases' records
	# replace theirs (the cpu case's: those of its CPU_FW setting); its
	# description and kernel log are kept beside the first ones
	# (meta-N.json, dmesg-N).
	dest=$DEST
	n=2
	while [ -e "$dest/raw/meta-$n.json" ]; do n=$((n + 1)); done
	mv "$out/results/raw/meta.json" "$out/results/raw/meta-$n.json"
	mv "$out/results/raw/dmesg" "$out/results/raw/dmesg-$n"
	[ -e "$out/results/raw/console.log" ] &&
		mv "$out/results/raw/console.log" "$out/results/raw/console-$n.log"
	[ -e "$out/results/raw/module-b.diff" ] &&
		mv "$out/results/raw/module-b.diff" "$out/results/raw/module-b-$n.diff"
	cat "$out/results/raw/cases.jsonl" >> "$dest/raw/cases.jsonl"
	rm "$out/results/raw/cases.jsonl"
	# The cpu case's report has a section per firewall setting (CPU_FW):
	# a run under another setting adds its section, it replaces only the
	# records of its own setting.
	if [ -e "$out/results/raw/cpu.jsonl" ] && [ -e "$dest/raw/cpu.jsonl" ]; then
		/usr/bin/python3 - "$dest/raw/cpu.jsonl" "$out/results/raw/cpu.jsonl" <<-'EOF' ||
		import json, sys
		old, new = ([json.loads(l) for l in open(f) if l.strip()] for f in sys.argv[1:])
		fws = {r.get("fw", "none") for r in new}
		with open(sys.argv[2], "w") as f:
		    for r in [r for r in old if r.get("fw", "none") not in fws] + new:
		        f.write(json.dumps(r) + "\n")
		EOF
			{ echo "bench: could not merge cpu.jsonl into $dest" >&2; rc=1; }
	fi
else
	dest=$TOP/bench/results/$(date +%Y-%m-%d)-suite
	n=2
	while [ -e "$dest" ]; do
		dest=$TOP/bench/results/$(date +%Y-%m-%d)-suite-$n
		n=$((n + 1))
	done
	mkdir -p "$dest/raw"
fi
cp -r "$out/results/raw/." "$dest/raw/"
/usr/bin/python3 "$TOP/bench/report.py" "$dest" || rc=1
echo "== results written to ${dest#"$TOP"/}/results.md"
exit $rc
