#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# guest.sh KVER RWDIR COMMAND: boots kernel KVER in QEMU with virtme-ng
# (TCG: KVM is not usable on the machines this runs on) with the host's
# root file system read-only and RWDIR writable, and runs COMMAND in it.

set -u
TOP=$(cd "$(dirname "$0")/.." && pwd)
kver=$1 rwdir=$2
shift 2
# vng runs helpers from its own install: its venv must be on PATH.
export PATH="$TOP/build/venv/bin:$PATH"
mkdir -p "$rwdir"
# slab_nomerge: the module's own caches stay separate, so a leaked object
# is reported when the cache is destroyed at unload.
exec timeout --foreground "${GUEST_TIMEOUT:-2700}" \
	vng --disable-kvm --run "/boot/vmlinuz-$kver" \
	--cpus "${GUEST_CPUS:-2}" --memory "${GUEST_MEM:-2G}" \
	--append "slab_nomerge" \
	--rwdir "$rwdir" --exec "$*"
