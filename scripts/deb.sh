#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# deb.sh: builds the Debian packages (make deb) with dpkg-buildpackage
# from a copy of the sources in build/deb/src, so that the checkout stays
# clean and the packages land in build/deb: tcpsplit-dkms (the module's
# source, built by DKMS on the target) and tcpsplit (splitctl, the man
# pages, the units).  Then lintian: any error or warning fails.
#
# deb.sh --check: only that VERSION, dkms.conf's PACKAGE_VERSION and
# debian/changelog's version agree.  The changelog is not generated: a
# release is a new entry there, written by hand, and a VERSION without
# one fails here rather than building a package that says otherwise.

set -eu
TOP=$(cd "$(dirname "$0")/.." && pwd)
OUT=$TOP/build/deb

check_versions() {
	local ver deb
	ver=$(cat "$TOP/VERSION")
	deb=$(dpkg-parsechangelog -l "$TOP/debian/changelog" -S Version)
	if [ "$deb" != "$ver" ]; then
		echo "debian/changelog's version $deb is not VERSION's $ver: add a changelog entry for $ver" >&2
		return 1
	fi
	if ! grep -q "^PACKAGE_VERSION=\"$ver\"$" "$TOP/dkms.conf"; then
		echo "dkms.conf's PACKAGE_VERSION is not VERSION's $ver" >&2
		return 1
	fi
}

if [ "${1:-}" = --check ]; then
	check_versions
	exit
fi
check_versions

rm -rf "$OUT"
mkdir -p "$OUT/src"
# What the packages are built from, without build products.
tar -C "$TOP" --exclude='*.o' --exclude='*.ko' --exclude='.*.cmd' -cf - \
	VERSION Kbuild Makefile LICENSE README.md dkms.conf debian etc systemd \
	kmod uapi tools scripts/dkms-src.sh | tar -C "$OUT/src" -xf -
(cd "$OUT/src" && dpkg-buildpackage --build=binary --no-sign)
ls -l "$OUT"/*.deb
lintian --fail-on error,warning --display-info "$OUT"/*.changes
