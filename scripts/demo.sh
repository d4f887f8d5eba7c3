#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# demo.sh: the main job, in a QEMU guest of the newest installed kernel:
# three paths through a router (window-limited, a clean long fat path, a
# satellite-like lossy one), each measured unsplit and split by a flow on
# the router, with the medians, ranges and ratios (bench/demo-guest.sh).

set -u
TOP=$(cd "$(dirname "$0")/.." && pwd)
"$TOP/scripts/deps.sh" || exit 1
make -s -C "$TOP/tools" || exit 1
kver=$("$TOP/scripts/kernels.sh" | sort -V | tail -n 1)
out=$TOP/build/demo/$kver
"$TOP/scripts/build-module.sh" "$kver" "$out" || exit 1
GUEST_TIMEOUT=900 "$TOP/scripts/guest.sh" "$kver" "$out" \
	"TCPSPLIT_KO=$out/tcpsplit.ko SPLITCTL=$TOP/tools/splitctl $TOP/bench/demo-guest.sh"
