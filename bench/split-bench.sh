#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# split-bench.sh: the splitting benchmark, in a QEMU guest of the newest
# installed kernel (bench/split-guest.sh does the work):
#
#   client --(25 ms RTT)-- router --(25 ms RTT)-- server
#
# a window-limited server-to-client transfer, RUNS times unsplit (no flow)
# and RUNS times split (a flow on the router), over IPv4 and IPv6 (dual
# stack, the same path), interleaved.  Prints every run, per family the
# median, minimum and maximum of each kind and the ratio of the split
# median to the unsplit one (ideal 2.0: each leg has half the RTT; target
# >= 1.9), and the IPv6/IPv4 ratio of the split medians.  The record,
# bench/results/split/ (bench/record.sh: results.md and raw.tar.xz, the
# iperf3 JSON of every run), replaces the earlier one when the guest's
# run succeeded.
#
# Environment: RUNS (5), SECS (8, seconds per run), WINDOW (262144, the
# client's receive buffer), FAMILIES ("4 6": the IP versions to run),
# RESULTS_DIR (bench/results), GUEST_CPUS (2), GUEST_MEM (2G).

set -u
TOP=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck source=record.sh
source "$TOP/bench/record.sh"
cmd=$(record_command bench/split-bench.sh 'RUNS|SECS|WINDOW|FAMILIES|GUEST_CPUS|GUEST_MEM')
"$TOP/scripts/deps.sh" || exit 1
make -s -C "$TOP/tools" || exit 1
kver=$("$TOP/scripts/kernels.sh" | sort -V | tail -n 1)
[ -n "$kver" ] || { echo "split-bench: no kernel with headers installed" >&2; exit 1; }
out=$TOP/build/bench/$kver
"$TOP/scripts/build-module.sh" "$kver" "$out" || exit 1

rev=$(git -C "$TOP" describe --always --dirty 2>/dev/null || echo unknown)

# The guest writes only below $out (its one writable directory).
rm -rf "$out/results"
mkdir -p "$out/results"
GUEST_TIMEOUT=${GUEST_TIMEOUT:-1800} "$TOP/scripts/guest.sh" "$kver" "$out" \
	"REV=$rev RUNS=${RUNS:-5} SECS=${SECS:-8} WINDOW=${WINDOW:-262144} FAMILIES='${FAMILIES:-4 6}' RESULTS=$out/results TCPSPLIT_KO=$out/tcpsplit.ko SPLITCTL=$TOP/tools/splitctl $TOP/bench/split-guest.sh"
rc=$?
if [ ! -s "$out/results/results.md" ]; then
	echo "split-bench: the guest wrote no results (exit $rc)" >&2
	exit 1
fi

# A record is of a guest run that ended well, its kernel log clean.
if [ "$rc" -ne 0 ] || ! record_log_clean "$out/results/raw/dmesg"; then
	echo "== the guest failed (exit $rc) or its kernel log is not clean: no record made;" \
		"its report: ${out#"$TOP"/}/results/results.md"
	exit 1
fi
# The command that made the runs, on the line that names the commit.
python3 - "$out/results/results.md" "$cmd" <<'EOF' || exit 1
import sys
path, cmd = sys.argv[1:]
with open(path) as f:
    lines = f.read().split("\n")
lines = [f"{l}: `{cmd}`" if l.startswith("- Measured ") else l for l in lines]
with open(path, "w") as f:
    f.write("\n".join(lines))
EOF
record_install "$out/results" split || exit 1
echo "== record written to ${RESULTS_DIR#"$TOP"/}/split/results.md"
