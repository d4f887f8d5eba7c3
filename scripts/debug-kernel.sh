#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# debug-kernel.sh: builds (once) a 6.12 kernel with the kernel's own bug
# detectors -- KASAN, lockdep with RCU checking, atomic-sleep, list and
# object debugging (work items, timers, RCU heads), UBSAN bounds,
# DEBUG_NET, kmemleak (no automatic scans: selftests/lib.sh scans before
# each unload of the module, while its allocation traces can still be
# named) -- for `make check-debug`, and prints the directory of its build
# tree.
#
# The tree is cached under ${TCPSPLIT_CACHE:-~/.cache/tcpsplit}/debug-KVER
# and rebuilt only when this script or the source changes.  Sources come
# from Debian's linux-source-6.12 (installed if missing).  The config is
# virtme-ng's minimal one plus what the suite uses (netfilter, traffic
# control, veth, IPv6, congestion control modules) built in, so that the
# guest needs no module but tcpsplit's own.  On 2 cores the first build
# takes about half an hour; it runs at idle priority (SCHED_IDLE), so a
# guest running meanwhile keeps most of its CPUs (not all: throughput
# figures taken during the build were disturbed).

set -eu
TOP=$(cd "$(dirname "$0")/.." && pwd)
export PATH="$TOP/build/venv/bin:$PATH"
cache=${TCPSPLIT_CACHE:-$HOME/.cache/tcpsplit}
src=/usr/src/linux-source-6.12
if [ ! -e "$src/Makefile" ]; then
	if [ ! -e "$src.tar.xz" ]; then
		apt-get install -y -t bookworm-backports linux-source-6.12 >&2 ||
			apt-get install -y linux-source-6.12 >&2
	fi
	tar -C /usr/src -xf "$src.tar.xz" >&2
fi
out=$cache/debug-6.12
stamp=$(cat "$0" "$src/Makefile" | sha1sum | cut -c1-12)
if [ -e "$out/arch/x86/boot/bzImage" ] &&
   [ "$(cat "$out/.tcpsplit-stamp" 2>/dev/null)" = "$stamp" ]; then
	echo "$out"
	exit 0
fi
mkdir -p "$out"
frag=$out/tcpsplit.config
{
	# What the suite and the benchmarks' probes use, built in.
	grep -E '^CONFIG_(NETFILTER|NF_|NFT_|IP_NF_|IP6_NF_|NET_SCH|NET_CLS|NET_ACT|NET_EMATCH|VETH|TCP_CONG_|IPV6|INET|NETLINK_DIAG|NET_IPIP|IP_ADVANCED|IP_MULTIPLE|IP_ROUTE|NET_L3|DUMMY|IFB|NET_IP_TUNNEL|NET_UDP_TUNNEL|SYN_COOKIES|NET_NS|USER_NS)' \
		/boot/config-6.12.*-amd64 | grep -v -e '_DEBUG' | sed 's/=m$/=y/'
	cat <<-'EOF'
	CONFIG_LOCALVERSION="-tcpsplit-debug"
	CONFIG_MODULES=y
	CONFIG_MODULE_UNLOAD=y
	CONFIG_MODULE_SIG=n
	CONFIG_DEBUG_INFO_NONE=y
	CONFIG_DRM=n
	CONFIG_SOUND=n
	CONFIG_KASAN=y
	CONFIG_KASAN_GENERIC=y
	CONFIG_KASAN_INLINE=y
	CONFIG_PROVE_LOCKING=y
	CONFIG_PROVE_RCU=y
	CONFIG_DEBUG_ATOMIC_SLEEP=y
	CONFIG_DEBUG_LIST=y
	CONFIG_DEBUG_OBJECTS=y
	CONFIG_DEBUG_OBJECTS_WORK=y
	CONFIG_DEBUG_OBJECTS_RCU_HEAD=y
	CONFIG_DEBUG_OBJECTS_TIMERS=y
	CONFIG_DEBUG_OBJECTS_FREE=y
	CONFIG_DEBUG_NET=y
	CONFIG_UBSAN=y
	CONFIG_UBSAN_BOUNDS=y
	CONFIG_DEBUG_KMEMLEAK=y
	CONFIG_DEBUG_KMEMLEAK_AUTO_SCAN=n
	CONFIG_DEBUG_KMEMLEAK_MEM_POOL_SIZE=65536
	CONFIG_PANIC_ON_OOPS=n
	EOF
} > "$frag"
cd "$src"
virtme-configkernel --defconfig --custom "$frag" O="$out" >&2
# virtme's own choices that only cost build time here.
scripts/config --file "$out/.config" -d DEBUG_INFO -e DEBUG_INFO_NONE \
	-d DEBUG_INFO_DWARF_TOOLCHAIN_DEFAULT -d KVM -d DRM -d SOUND
make -s O="$out" olddefconfig >&2
# virtme-configkernel leaves what Kconfig could not satisfy out quietly:
# the detectors at least must be there.
for opt in KASAN PROVE_LOCKING DEBUG_ATOMIC_SLEEP DEBUG_OBJECTS_WORK \
	   DEBUG_NET DEBUG_KMEMLEAK NF_CONNTRACK NF_TABLES NET_SCH_NETEM VETH IPV6; do
	grep -q "^CONFIG_$opt=y" "$out/.config" ||
		{ echo "debug-kernel: CONFIG_$opt did not make it into $out/.config" >&2; exit 1; }
done
chrt -i 0 make -s O="$out" -j"$(nproc)" bzImage modules >&2
chrt -i 0 make -s O="$out" -j"$(nproc)" modules_prepare >&2
echo "$stamp" > "$out/.tcpsplit-stamp"
echo "$out"
