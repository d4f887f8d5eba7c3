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
# >= 1.9), and the IPv6/IPv4 ratio of the split medians.  The figures go
# to bench/results/DATE-split/results.md, the iperf3 JSON of every run to
# its raw/ directory.
#
# Environment: RUNS (5), SECS (8, seconds per run), WINDOW (262144, the
# client's receive buffer), FAMILIES ("4 6": the IP versions to run),
# GUEST_CPUS (2), GUEST_MEM (2G).

set -u
TOP=$(cd "$(dirname "$0")/.." && pwd)
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

dest=$TOP/bench/results/$(date +%Y-%m-%d)-split
n=2
while [ -e "$dest" ]; do
	dest=$TOP/bench/results/$(date +%Y-%m-%d)-split-$n
	n=$((n + 1))
done
mkdir -p "$dest"
cp "$out/results/results.md" "$dest/"
cp -r "$out/results/raw" "$dest/raw"
echo "== results written to ${dest#"$TOP"/}/results.md"
exit $rc
