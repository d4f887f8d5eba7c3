#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# dkms-install.sh: registers this checkout with DKMS (source copied to
# /usr/src/tcpsplit-VERSION) and builds and installs the module for every
# installed kernel that has headers, of the series dkms.conf names (6.1 to
# 6.12).  DKMS rebuilds it on kernel updates.

set -eu
TOP=$(cd "$(dirname "$0")/.." && pwd)
ver=$(cat "$TOP/VERSION")
[ "$(id -u)" = 0 ] || { echo "dkms-install: run as root" >&2; exit 1; }
command -v dkms > /dev/null || { echo "dkms-install: install the dkms package first" >&2; exit 1; }

if dkms status -m tcpsplit -v "$ver" | grep -q tcpsplit; then
	dkms remove -m tcpsplit -v "$ver" --all
fi
"$TOP/scripts/dkms-src.sh" /usr/src > /dev/null
dkms add -m tcpsplit -v "$ver"
for k in /lib/modules/*; do
	k=${k##*/}
	[ -e "/lib/modules/$k/build/Makefile" ] || continue
	# 77: a kernel outside dkms.conf's BUILD_EXCLUSIVE_KERNEL, skipped
	rc=0
	dkms build -m tcpsplit -v "$ver" -k "$k" || rc=$?
	[ "$rc" = 77 ] && continue
	[ "$rc" = 0 ] || exit "$rc"
	dkms install -m tcpsplit -v "$ver" -k "$k"
done
dkms status -m tcpsplit
