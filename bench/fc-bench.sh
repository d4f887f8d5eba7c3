#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# fc-bench.sh: the flow-control benchmarks of issue 4, in a QEMU guest of
# the newest installed kernel (bench/fc-guest.sh does the work; see there
# for the paths):
#
#   pep    the PEP case (T. Shikama, "A Mechanism of a Flow Control in a
#          Network using a PEP and Its Performance Evaluation"): a 50 Mbit/s 5 ms leg and a
#          5 (and 2) Mbit/s 40 ms leg, both directions, tcpsplit with
#          adaptive budgets against HAProxy in transparent mode: peak bytes
#          held at the router, the slow leg's utilisation, the longest
#          zero-window stall;
#   mixed  9 classes of connections through one router with a memory limit:
#          adaptive budgets against fixed 16k, 64k and 256k;
#   cc     a lossy 50 ms server leg: end-to-end CUBIC against split with
#          --cc-server bbr (and cubic).
#
# Every figure is the median of RUNS runs (rates with min and max).  The
# record, bench/results/fc/ (bench/record.sh: results.md and raw.tar.xz,
# every run's data), replaces the earlier one when the guest's run
# succeeded; otherwise the report stays in build/bench-fc/KVER/results.
#
# Environment: REV (the revision to name; default: git describe), RUNS
# (5), CASES ("pep mixed cc"), RESULTS_DIR (bench/results), GUEST_CPUS
# (2), GUEST_MEM (2G), GUEST_TIMEOUT (5400 s), and the per-case knobs of
# fc-guest.sh (PEP_SECS, PEP_RATES, MIX_SECS, MIX_LIMIT, MIX_CONNS,
# CC_SECS, ...).
# Only one guest runs at a time on a machine (scripts/guest.sh waits for
# the one running).

set -u
TOP=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck source=record.sh
source "$TOP/bench/record.sh"
knobs='CASES|PEP_RATES|PEP_SECS|PEP_OMIT|PEP_DIRS|PEP_SYSTEMS|MIX_BWS|MIX_RTTS|MIX_CONNS|MIX_LIMIT|MIX_SECS|MIX_OMIT|MIX_CONFIGS|CC_CLIENT_MBIT|CC_SERVER_MBIT|CC_LOSS|CC_SECS|CC_OMIT|CC_MODES'
cmd=$(record_command bench/fc-bench.sh "RUNS|GUEST_CPUS|GUEST_MEM|$knobs")
"$TOP/scripts/deps.sh" --bench || exit 1
make -s -C "$TOP/tools" || exit 1
kver=$("$TOP/scripts/kernels.sh" | sort -V | tail -n 1)
[ -n "$kver" ] || { echo "fc-bench: no kernel with headers installed" >&2; exit 1; }
out=$TOP/build/bench-fc/$kver
"$TOP/scripts/build-module.sh" "$kver" "$out" || exit 1

rev=${REV:-$(git -C "$TOP" describe --always --dirty 2>/dev/null || echo unknown)}

# The knobs of fc-guest.sh that are set here go into the guest.
pass="REV=$rev RUNS=${RUNS:-5}"
for v in ${knobs//|/ }; do
	[ -n "${!v+x}" ] && pass+=" $v='${!v}'"
done

# The guest writes only below $out (its one writable directory).
rm -rf "$out/results"
mkdir -p "$out/results/raw"
# The guest's console is kept (raw/console.log), so that a guest that
# dies without a word (vng's exit 255; issue 15) leaves its last kernel
# messages.
GUEST_CONSOLE=${GUEST_CONSOLE:-$out/results/raw/console.log} \
GUEST_TIMEOUT=${GUEST_TIMEOUT:-5400} "$TOP/scripts/guest.sh" "$kver" "$out" \
	"$pass RESULTS=$out/results TCPSPLIT_KO=$out/tcpsplit.ko SPLITCTL=$TOP/tools/splitctl $TOP/bench/fc-guest.sh"
rc=$?
if [ ! -s "$out/results/raw/meta.json" ]; then
	echo "fc-bench: the guest wrote no results (exit $rc)" >&2
	exit 1
fi
res=$out/results
python3 "$TOP/bench/fc-tool.py" report "$res/raw" "$res/results.md" --command "$cmd" || exit 1

# Kept: everything the figures come from.  Not kept: the captures
# (reduced to pep.jsonl already) and the iperf3 servers' logs (the
# client JSON has the server's side).
find "$res/raw" -type f \( -name '*.pcap' -o -name 'iperf3-server-*.log' \) -delete
# A record is of a guest run that ended well, its kernel log clean.
if [ "$rc" -ne 0 ] || ! record_log_clean "$res/raw/dmesg"; then
	echo "== the guest failed (exit $rc) or its kernel log is not clean: no record made;" \
		"its report: ${res#"$TOP"/}/results.md"
	exit 1
fi
record_install "$res" fc || exit 1
echo "== record written to ${RESULTS_DIR#"$TOP"/}/fc/results.md"
