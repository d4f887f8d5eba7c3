#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# build-module.sh KVER OUTDIR: builds tcpsplit.ko for KVER with W=1 into
# OUTDIR/tcpsplit.ko, the build log into OUTDIR/build.log.  Fails on any
# compiler warning.

set -u
TOP=$(cd "$(dirname "$0")/.." && pwd)
kver=$1 out=$2
kdir=/lib/modules/$kver/build
mkdir -p "$out"
make -C "$kdir" M="$TOP" clean > /dev/null 2>&1
if ! make -C "$kdir" M="$TOP" W=1 modules > "$out/build.log" 2>&1; then
	cat "$out/build.log"
	exit 1
fi
cp "$TOP/tcpsplit.ko" "$out/tcpsplit.ko"
make -C "$kdir" M="$TOP" clean > /dev/null 2>&1
if grep -q "warning:" "$out/build.log"; then
	grep -A3 "warning:" "$out/build.log"
	exit 1
fi
