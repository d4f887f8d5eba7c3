#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# build-module.sh KVER OUTDIR: builds tcpsplit.ko for KVER with W=1 into
# OUTDIR/tcpsplit.ko, the build log into OUTDIR/build.log.  Fails on any
# compiler warning.  KDIR=DIR builds against that kernel tree instead of
# KVER's installed headers (the debug kernel of check-debug).
#
# The build runs in a copy of the module's sources under OUTDIR/src, so
# that builds for several kernels do not share objects, and so that no
# "make clean" of the checkout (which deletes every *.ko below it) can
# remove the result.

set -u
TOP=$(cd "$(dirname "$0")/.." && pwd)
kver=$1 out=$2
kdir=${KDIR:-/lib/modules/$kver/build}
mkdir -p "$out"
src=$("$TOP/scripts/dkms-src.sh" "$out/src") || exit 1
if ! make -C "$kdir" M="$src" W=1 modules > "$out/build.log" 2>&1; then
	cat "$out/build.log"
	exit 1
fi
cp "$src/tcpsplit.ko" "$out/tcpsplit.ko"
if grep -q "warning:" "$out/build.log"; then
	grep -A3 "warning:" "$out/build.log"
	exit 1
fi
