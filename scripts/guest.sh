#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# guest.sh KVER RWDIR COMMAND: boots kernel KVER in QEMU with virtme-ng
# (TCG: KVM is not usable on the machines this runs on) with the host's
# root file system read-only and RWDIR writable, and runs COMMAND in it.
# GUEST_KERNEL=IMAGE boots that kernel image instead of /boot/vmlinuz-KVER
# (the debug kernel of check-debug; its drivers are built in).
#
# One guest at a time on a machine: two emulated guests share its cores,
# and each one's figures and timeouts suffer.  A second guest waits for
# the first (flock on /tmp/tcpsplit-guest.lock, held until this one ends).

set -u
TOP=$(cd "$(dirname "$0")/.." && pwd)
kver=$1 rwdir=$2
shift 2
exec 9> /tmp/tcpsplit-guest.lock
if ! flock -n 9; then
	echo "guest: another guest is running; waiting for it" >&2
	flock 9
fi
# vng runs helpers from its own install: its venv must be on PATH.
export PATH="$TOP/build/venv/bin:$PATH"
mkdir -p "$rwdir"
# slab_nomerge: the module's own caches stay separate, so a leaked object
# is reported when the cache is destroyed at unload.
# watchdog_thresh=60: under TCG the guest's clock is the host's, so a stall
# of the whole QEMU process on a busy host (tens of seconds) reads as a
# soft lockup at the default 20 s.  60 is
# the kernel's largest threshold: a soft lockup is reported after 120 s, so
# a CPU that really stops scheduling (a loop in the module) still is.
# no5lvl, for the debug kernel: TCG offers LA57, and 6.12's identify_cpu()
# clears the boot CPU's capabilities before it reads them again; a timer
# interrupt in between made KASAN take pgtable_l5_enabled() for false and
# report the 5-level direct map's irq_desc as a wild access (at boot,
# before any module).  Four-level paging has no such window.
append="slab_nomerge watchdog_thresh=60${GUEST_KERNEL:+ no5lvl}"
vng_cmd=(vng --disable-kvm --run "${GUEST_KERNEL:-/boot/vmlinuz-$kver}"
	--cpus "${GUEST_CPUS:-2}" --memory "${GUEST_MEM:-2G}"
	--append "$append" --rwdir "$rwdir")
if [ -z "${GUEST_CONSOLE:-}" ]; then
	exec timeout --foreground "${GUEST_TIMEOUT:-2700}" \
		"${vng_cmd[@]}" --exec "$*"
fi
# GUEST_CONSOLE=FILE: the kernel's console goes to FILE, so that a guest
# that dies without a word (a panic, a hang) still leaves its last kernel
# messages; they are told from the command's output by their timestamp.
timeout --foreground "${GUEST_TIMEOUT:-2700}" \
	"${vng_cmd[@]}" --verbose --exec "$*" 2>&1 |
	awk -v con="$GUEST_CONSOLE" '
		/^\[ *[0-9]+\.[0-9]+\] / { print > con; fflush(con); next }
		{ print; fflush() }'
exit "${PIPESTATUS[0]}"
