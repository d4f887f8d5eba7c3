#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# dkms-src.sh DIR: copies what DKMS needs to build the module (and only
# that) to DIR/tcpsplit-VERSION, and prints that path.  Checks that
# dkms.conf and VERSION agree.

set -eu
TOP=$(cd "$(dirname "$0")/.." && pwd)
ver=$(cat "$TOP/VERSION")
grep -q "^PACKAGE_VERSION=\"$ver\"$" "$TOP/dkms.conf" || {
	echo "dkms.conf PACKAGE_VERSION does not match VERSION ($ver)" >&2
	exit 1
}
dst=$1/tcpsplit-$ver
rm -rf "$dst"
mkdir -p "$dst/kmod" "$dst/uapi/linux"
cp "$TOP/Kbuild" "$TOP/VERSION" "$TOP/dkms.conf" "$dst/"
cp "$TOP"/kmod/*.c "$TOP"/kmod/*.h "$dst/kmod/"
cp "$TOP/uapi/linux/tcpsplit.h" "$dst/uapi/linux/"
echo "$dst"
