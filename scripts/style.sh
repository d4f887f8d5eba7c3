#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# style.sh checkpatch|shellcheck|sparse KVER: the suite's style checks,
# each clean or failing (check.sh runs them on the host):
#
#   checkpatch:  the kernel's checkpatch.pl --no-tree over kmod/ and the
#                uapi header; the script comes from Debian's
#                linux-source-6.1 (unpacked under /usr/src, or only
#                checkpatch's three files taken out of its tarball into
#                build/checkpatch)
#   the shell scripts: shellcheck at level warning over every one and
#                splitctl's bash completion (settings in .shellcheckrc;
#                each disabled warning says why where it is disabled)
#   sparse KVER: the module built with sparse (C=2) and W=1 for KVER: no
#                warning from either

set -u
TOP=$(cd "$(dirname "$0")/.." && pwd)
SRC61=/usr/src/linux-source-6.1

checkpatch_pl() {
	local dir=$TOP/build/checkpatch f
	if [ -e "$SRC61/scripts/checkpatch.pl" ]; then
		echo "$SRC61/scripts/checkpatch.pl"
		return
	fi
	if [ ! -e "$dir/scripts/checkpatch.pl" ]; then
		[ -e "$SRC61.tar.xz" ] || { echo "style: no $SRC61.tar.xz (linux-source-6.1)" >&2; return 1; }
		mkdir -p "$dir"
		for f in checkpatch.pl spelling.txt const_structs.checkpatch; do
			echo "linux-source-6.1/scripts/$f"
		done | tar -C "$dir" -xJf "$SRC61.tar.xz" --strip-components=1 -T - || return 1
	fi
	echo "$dir/scripts/checkpatch.pl"
}

case ${1:-} in
checkpatch)
	pl=$(checkpatch_pl) || exit 1
	rc=0
	for f in "$TOP"/kmod/*.[ch] "$TOP"/uapi/linux/tcpsplit.h; do
		out=$(perl "$pl" --no-tree -q --show-types -f "$f" 2>&1)
		[ -z "$out" ] && continue
		echo "$out"
		rc=1
	done
	exit $rc
	;;
shellcheck)
	cd "$TOP" || exit 1
	shellcheck -S warning selftests/*.sh selftests/stress/*.sh scripts/*.sh \
		bench/*.sh .ci/run tools/bash-completion/splitctl
	;;
sparse)
	[ -n "${2:-}" ] || { echo "usage: style.sh sparse KVER" >&2; exit 2; }
	out=$TOP/build/sparse/$2
	rm -rf "$out"
	src=$("$TOP/scripts/dkms-src.sh" "$out") || exit 1
	log=$(make -C "/lib/modules/$2/build" M="$src" C=2 W=1 modules 2>&1) ||
		{ echo "$log"; exit 1; }
	# What is neither a build step's name nor make's own chatter is a
	# warning of sparse or of the compiler.
	warn=$(echo "$log" | grep -Ev '^  [A-Z]+ |^make(\[[0-9]+\])?: |^Skipping BTF')
	[ -z "$warn" ] && exit 0
	echo "$warn"
	exit 1
	;;
*)
	echo "usage: style.sh checkpatch|shellcheck|sparse KVER" >&2
	exit 2
	;;
esac
