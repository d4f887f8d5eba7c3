#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# ynl-gen.sh [--check]: writes uapi/linux/tcpsplit.h from the netlink spec
# uapi/tcpsplit.yaml with the kernel's YNL generator (tools/net/ynl of
# Debian's linux-source-6.12; its two directories that the generator needs
# are unpacked under build/ynl if /usr/src/linux-source-6.12 is not).
# --check: generates into a temporary file and compares: exits 1 and
# prints the difference if the committed header is not what the spec
# gives.  YNL_TREE=DIR: a kernel tree other than /usr/src/linux-source-6.12
# (a missing one takes the unpacking path).
#
# The generator finds the kernel tree by its MAINTAINERS file and the
# schema two directories above the spec, and names the spec by its path
# from that tree in the header's banner: so it runs on a copy of the spec
# in a small tree of that shape (uapi/tcpsplit.yaml, as in this one).  The
# 6.12 schema knows only the admin-perm operation flag: the copy says
# admin-perm where the spec says uns-admin-perm, which the uapi header
# does not depend on (the operations' flags are the kernel's, in
# kmod/netlink.c).

set -eu
TOP=$(cd "$(dirname "$0")/.." && pwd)
check=
[ "${1:-}" = --check ] && check=1

# linux-source-6.12 is in bookworm-security, or in bookworm-backports on
# mirrors without it (deps.sh enables backports then).
install_src() {
	local try
	for try in 1 2; do
		apt-get install -y -q linux-source-6.12 > /dev/null 2>&1 && return 0
		apt-get install -y -q -t bookworm-backports linux-source-6.12 > /dev/null 2>&1 &&
			return 0
		[ $try = 1 ] && apt-get update -q > /dev/null 2>&1
	done
	echo "ynl-gen.sh: cannot install linux-source-6.12 (its YNL generator)" >&2
	return 1
}

ynl=${YNL_TREE:-/usr/src/linux-source-6.12}
if [ ! -e "$ynl/tools/net/ynl/ynl-gen-c.py" ]; then
	tarball=/usr/src/linux-source-6.12.tar.xz
	[ -e "$tarball" ] || install_src || exit 1
	ynl=$TOP/build/ynl/linux-source-6.12
	if [ ! -e "$ynl/tools/net/ynl/ynl-gen-c.py" ]; then
		mkdir -p "$TOP/build/ynl"
		tar -C "$TOP/build/ynl" -xf "$tarball" \
			linux-source-6.12/tools/net/ynl linux-source-6.12/Documentation/netlink
	fi
fi

tree=$(mktemp -d)
trap 'rm -rf "$tree"' EXIT
mkdir "$tree/uapi"
: > "$tree/MAINTAINERS"
cp "$ynl/Documentation/netlink/genetlink-c.yaml" "$tree/"
sed 's/\buns-admin-perm\b/admin-perm/' "$TOP/uapi/tcpsplit.yaml" > "$tree/uapi/tcpsplit.yaml"
/usr/bin/python3 "$ynl/tools/net/ynl/ynl-gen-c.py" --mode uapi --header \
	--spec "$tree/uapi/tcpsplit.yaml" -o "$tree/tcpsplit.h" > "$tree/gen.log" 2>&1 ||
	{ cat "$tree/gen.log" >&2; exit 1; }

if [ -z "$check" ]; then
	cp "$tree/tcpsplit.h" "$TOP/uapi/linux/tcpsplit.h"
	exit 0
fi
if ! diff -u "$TOP/uapi/linux/tcpsplit.h" "$tree/tcpsplit.h"; then
	echo "uapi/linux/tcpsplit.h is not what uapi/tcpsplit.yaml gives: run make uapi"
	exit 1
fi
