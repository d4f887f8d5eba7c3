#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# dkms-build.sh KVER DIR: "dkms add" and "dkms build" of this checkout for
# kernel KVER in a private DKMS tree under DIR, leaving the system's DKMS
# state and /lib/modules alone.

set -eu
TOP=$(cd "$(dirname "$0")/.." && pwd)
kver=$1 dir=$2
ver=$(cat "$TOP/VERSION")
rm -rf "$dir"
mkdir -p "$dir/src" "$dir/tree"
"$TOP/scripts/dkms-src.sh" "$dir/src" > /dev/null
dkms add -m tcpsplit -v "$ver" --sourcetree "$dir/src" --dkmstree "$dir/tree"
dkms build -m tcpsplit -v "$ver" -k "$kver" --sourcetree "$dir/src" --dkmstree "$dir/tree"
ko=$(find "$dir/tree" -name 'tcpsplit.ko*' | head -n 1)
[ -n "$ko" ] || { echo "dkms built no tcpsplit.ko" >&2; exit 1; }
modinfo "$ko" | grep -q "^vermagic: *$kver " || { echo "$ko is not for $kver" >&2; exit 1; }
