#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# units-check.sh: systemd-analyze verify of the units in systemd/, placed
# where the tcpsplit package puts them, with what they name (splitctl in
# /usr/sbin, its man pages) in a throwaway root: an overlay over the
# host's / with a tmpfs upper layer, in a mount namespace of its own, so
# that the host's system is untouched while the check sees its systemd,
# targets, modprobe and man.  Fails on any message from verify, warnings
# (an unknown key, a missing man page) included.  scripts/pkg-test.sh
# verifies the units again as the package installed them.

set -u
TOP=$(cd "$(dirname "$0")/.." && pwd)
if [ "${UNITS_CHECK_NS:-}" != 1 ]; then
	[ -x "$TOP/tools/splitctl" ] || make -s -C "$TOP/tools" splitctl || exit 1
	exec unshare -m --propagation private env UNITS_CHECK_NS=1 "$0"
fi

T=$TOP/build/units-check
R=$T/root
mkdir -p "$T"
mount -t tmpfs tmpfs "$T" && mkdir "$T/upper" "$T/work" "$R" &&
	mount -t overlay overlay -o "lowerdir=/,upperdir=$T/upper,workdir=$T/work" "$R" &&
	mount -t proc proc "$R/proc" && mount --rbind /dev "$R/dev" &&
	mount -t tmpfs tmpfs "$R/run" && mount -t tmpfs tmpfs "$R/tmp" || exit 1

install -m 755 "$TOP/tools/splitctl" "$R/usr/sbin/splitctl" &&
	install -m 644 "$TOP"/systemd/*.service "$TOP"/systemd/*.timer "$R/lib/systemd/system/" &&
	install -D -m 644 "$TOP/tools/splitctl.8" "$R/usr/share/man/man8/splitctl.8" || exit 1
# The format's page comes with its own change; verify names it if missing.
if [ -e "$TOP/tools/tcpsplit.conf.5" ]; then
	install -D -m 644 "$TOP/tools/tcpsplit.conf.5" "$R/usr/share/man/man5/tcpsplit.conf.5" || exit 1
fi

units=()
for u in "$TOP"/systemd/*.service "$TOP"/systemd/*.timer; do
	units+=("/lib/systemd/system/${u##*/}")
done
echo "systemd-analyze verify ${units[*]}"
out=$(chroot "$R" systemd-analyze verify "${units[@]}" 2>&1)
rc=$?
[ -z "$out" ] || echo "$out"
[ "$rc" -eq 0 ] && [ -z "$out" ]
