#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# check.sh [--kver KVER] [TEST...]: the test suite.  Installs what is
# missing, builds splitctl and the module for each kernel (6.1 and 6.12 by
# default), runs selftests/ in a QEMU guest of each (a few scripts on one
# series only: ONE_SERIES below), and ends with the line
# "N passed, N failed, N skipped" over everything.  Exits non-zero on any
# failure, including a kernel warning in a guest.
#
# check.sh --debug [TEST...]: the same on a 6.12 kernel built with KASAN,
# lockdep, object and list debugging (scripts/debug-kernel.sh, built once
# and cached), into build/check-debug; without TESTS, the scripts of
# DEBUG_TESTS below: those that drive the module's teardown, netlink and
# data paths (the variants of datapath.sh repeat the same module code
# under other rulesets).
#
# check.sh --soak [TEST...]: the soak runs that make check leaves out for
# its time, on both series, into build/soak: fuzz.sh with 100,000
# requests (TCPSPLIT_FUZZ_N).

set -u
TOP=$(cd "$(dirname "$0")/.." && pwd)
DEBUG_TESTS="fuzz.sh flowctl.sh errors.sh setup.sh frag.sh firewall.sh load.sh monitor.sh datapath.sh batch.sh scale.sh"
kvers=()
debug=
soak=
auto=1
while [ $# -gt 0 ]; do
	case $1 in
	--kver) kvers+=("$2"); auto=; shift 2 ;;
	--debug) debug=1; shift ;;
	--soak) soak=1; shift ;;
	*) break ;;
	esac
done
tests=("$@")

# Each check runs on the kernel series and in the variant where it can
# fail, so that make check stays within 40 minutes (soak and scale runs
# are in make soak and bench/).  What differs between the series runs on
# both: the relay (6.1's sendpage, 6.12's MSG_SPLICE_PAGES), flow
# control's buffer arithmetic and window updates (kmod/compat.h), the
# kernel's genetlink, conntrack and nf_tables under the module
# (datapath.sh, errors.sh, firewall.sh, flowctl.sh, fuzz.sh, load.sh,
# setup.sh).  The rest runs on one series:
# - scripts (ONE_SERIES): the firewall and NAT variants of datapath.sh,
#   split between the series so that each has nf_tables' conntrack of
#   both families (6.1: dp6-nft.sh, whose table inet covers IPv4 too;
#   6.12: dp-nft.sh), NAT and xtables on 6.1, conntrack alone and port
#   forwards on 6.12; IPv6 without conntrack on 6.12; the flow table's
#   round trips and SYN counting (the module's own code; the kernel's
#   genetlink runs in errors.sh and fuzz.sh on both); the events' close
#   reasons and the metrics (the module's and the tool's own code; the
#   events group's multicast runs in datapath.sh's monitor group on
#   both); batch files and replace (the module's own code); the README's
#   examples (the tool's commands, which datapath.sh runs on both); the
#   installed packages (package.sh: modprobe and the units' commands;
#   the host's pkg-test.sh checks DKMS's build for both series);
# - groups (ONE_SERIES_GROUPS: SCRIPT:GROUP=SERIES, or VARIANT:GROUP for
#   datapath.sh's, left out where TCPSPLIT_OTHER_SERIES names them): the
#   module's own logic with no kernel code of its own per series.
#   flowctl's memlimit, hoard and quiet are its accounting of budgets
#   against the limit; jumbo its floor of three segments; loss and
#   pressure what it does when TCP retransmits or runs short of memory;
#   datapath's idle its periodic work.  check-debug runs them all.
ONE_SERIES="datapath6.sh=6.12 dp-ipt.sh=6.1 dp-masq.sh=6.1 dp6-nft.sh=6.1 dp-ct.sh=6.12 dp-dnat.sh=6.12 dp-nft.sh=6.12 flows.sh=6.12 syncount.sh=6.12 readme.sh=6.1 batch.sh=6.1 monitor.sh=6.1 package.sh=6.12 scale.sh=6.12"
ONE_SERIES_GROUPS="flowctl.sh:memlimit=6.1 flowctl.sh:hoard=6.12 flowctl.sh:quiet=6.1 flowctl.sh:jumbo=6.1 flowctl.sh:pressure=6.1 flowctl.sh:loss=6.12 datapath:idle=6.12"

other_series_groups() {	# KVER: the groups that run on the other series
	local s
	for s in $ONE_SERIES_GROUPS; do
		case $1 in "${s#*=}".*) ;; *) echo "${s%%=*}" ;; esac
	done | paste -sd' '
}

series_tests() {	# KVER: the suite's scripts for KVER's series
	local t s want
	for t in "$TOP"/selftests/*.sh; do
		t=${t##*/}
		case $t in lib.sh|net_lib.sh|run.sh) continue ;; esac
		want=
		for s in $ONE_SERIES; do [ "${s%%=*}" = "$t" ] && want=${s#*=}; done
		if [ -n "$want" ]; then
			case $1 in "$want".*) ;; *) continue ;; esac
		fi
		echo "$t"
	done
}

# Where the time goes: the guests' scripts and groups stamp their lines
# with make check's clock (TCPSPLIT_T0: the host's epoch at its start),
# since CI keeps only the tail of a run it cuts off at its time limit.
t0_epoch=$(date +%s)
elapsed() { echo "$(($(date +%s) - t0_epoch))"; }
"$TOP/scripts/deps.sh" || { echo "0 passed, 1 failed"; exit 1; }
echo "# deps are in place (make check at $(elapsed) s)"
OUT=$TOP/build/check
if [ -n "$soak" ]; then
	OUT=$TOP/build/soak
	[ ${#tests[@]} -gt 0 ] || tests=(fuzz.sh)
fi
if [ -n "$debug" ]; then
	OUT=$TOP/build/check-debug
	debug_kdir=$("$TOP/scripts/debug-kernel.sh") ||
		{ echo "# the debug kernel did not build"; echo "0 passed, 1 failed"; exit 1; }
	kvers=(debug)
	[ ${#tests[@]} -gt 0 ] || read -ra tests <<< "$DEBUG_TESTS"
fi
[ ${#kvers[@]} -gt 0 ] || mapfile -t kvers < <("$TOP/scripts/kernels.sh")

rm -rf "$OUT"
mkdir -p "$OUT"
results=$OUT/results
: > "$results"

host_check() {		# DESCRIPTION COMMAND...
	local desc=$1 log=${HC_LOG:-$OUT/host.log}
	shift
	if "$@" > "$log" 2>&1; then
		echo "ok - $desc"
		echo "PASS host: $desc" >> "$results"
	else
		echo "not ok - $desc"
		sed 's/^/# /' "$log"
		echo "FAIL host: $desc" >> "$results"
		return 1
	fi
}

# host_checks DESCRIPTION COMMAND...: a command that prints its own checks
# ("ok - WHAT", "not ok - WHAT" and "# " lines), each a result; if it
# fails without a failed check, DESCRIPTION fails.
host_checks() {
	local desc=$1 log=$OUT/host-checks.log rc line
	shift
	"$@" > "$log" 2>&1
	rc=$?
	while IFS= read -r line; do
		case $line in
		"ok - "*) echo "PASS host: ${line#ok - }" >> "$results" ;;
		"not ok - "*) echo "FAIL host: ${line#not ok - }" >> "$results" ;;
		"#"*) ;;
		*) line="# $line" ;;
		esac
		echo "$line"
	done < "$log"
	if [ "$rc" -ne 0 ] && ! grep -q '^not ok - ' "$log"; then
		echo "not ok - $desc"
		echo "FAIL host: $desc" >> "$results"
	fi
}

# host_pkg: make deb, then the packages' life cycle in a throwaway root
# (scripts/pkg-test.sh), which leaves $OUT/pkg/root for package.sh
host_pkg() {
	host_check "make deb builds the packages, lintian clean" "$TOP/scripts/deb.sh" &&
		host_checks "packages: install, upgrade, removal and purge in a throwaway root" \
			"$TOP/scripts/pkg-test.sh" "$OUT/pkg"
}

# runs_package KVER: KVER's guest runs package.sh, which needs host_pkg's
# root before it starts
runs_package() {
	local t list=("${tests[@]}")
	[ -z "$debug" ] || return 1
	[ ${#tests[@]} -gt 0 ] || mapfile -t list < <(series_tests "$1")
	for t in "${list[@]}"; do [ "$t" = package.sh ] && return 0; done
	return 1
}

# host_build KVER: builds KVER's module (what its guest needs)
host_build() {
	local kver=$1 kout=$OUT/$1
	if [ "$kver" = debug ]; then
		host_check "module builds W=1 warning-free for the debug kernel" \
			env KDIR="$debug_kdir" "$TOP/scripts/build-module.sh" "$kver" "$kout"
		return
	fi
	host_check "module builds W=1 warning-free for $kver" \
		"$TOP/scripts/build-module.sh" "$kver" "$kout"
}

# host_phase KVER [--built]: the host's checks of KVER's module (its
# build unless --built, sparse, dkms), TAP on stdout, results to $results.
host_phase() {
	local kver=$1 kout=$OUT/$1
	[ "${2:-}" = --built ] || host_build "$kver"
	[ "$kver" = debug ] && return
	host_check "sparse (C=2) finds nothing in the module for $kver" \
		"$TOP/scripts/style.sh" sparse "$kver"
	[ -e "$kout/tcpsplit.ko" ] || return 0
	host_check "dkms builds the module for $kver" \
		"$TOP/scripts/dkms-build.sh" "$kver" "$kout/dkms"
}

# host_static: the checks of the sources that no guest needs
host_static() {
	host_check "uapi header is what the netlink spec generates (YNL)" "$TOP/scripts/ynl-gen.sh" --check
	[ -z "$debug" ] || return 0
	host_check "checkpatch: kmod/ and the uapi header are clean" "$TOP/scripts/style.sh" checkpatch
	host_check "VERSION, dkms.conf and debian/changelog agree" "$TOP/scripts/deb.sh" --check
	host_check "the systemd units pass systemd-analyze verify" "$TOP/scripts/units-check.sh"
	host_check "shellcheck: every shell script is clean at level warning" \
		"$TOP/scripts/style.sh" shellcheck
	host_check "bench reports judge targets from complete, verified runs only" \
		/usr/bin/python3 "$TOP/bench/test_verdicts.py"
	host_check "README.md's and docs/benchmarks.md's tables are bench/results'" \
		bash -c "python3 '$TOP/bench/tables.py' --check '$TOP/README.md' && python3 '$TOP/bench/tables.py' --check '$TOP/docs/benchmarks.md'"
}

echo "TAP version 13"
host_check "splitctl builds warning-free" \
	bash -c "make -s -C '$TOP/tools' clean && make -s -C '$TOP/tools' CFLAGS='-O2 -g -Werror'"
# Without --kver the suite is both series': a missing one is a failure,
# not a smaller run.
[ -n "$debug" ] || [ -z "$auto" ] || for want in 6.1 6.12; do
	found=
	for k in "${kvers[@]}"; do case $k in "$want".*) found=$k ;; esac; done
	[ -n "$found" ] || host_check "a $want kernel with headers is installed" false
done
[ ${#kvers[@]} -gt 0 ] || host_check "a kernel to run the suite on is installed" false

later=
wait_later() {		# the host's work in the background is done, TAP shown
	[ -n "$later" ] || return 0
	wait "$later"
	later=
	cat "$OUT/later.host-tap"
}
for i in "${!kvers[@]}"; do
	kver=${kvers[$i]}
	kout=$OUT/$kver
	guest_env=()
	if [ "$i" = 0 ]; then
		# The first guest waits only for its module, built on every
		# core.  The rest of the host's work (static checks, sparse,
		# DKMS, the later series' builds) runs during that guest,
		# which leaves the machine's cores idle a third of the time
		# (waiting on its tests' timers); its TAP and results wait
		# in files until the guest is done.
		# package.sh's guest needs host_pkg's root: before this
		# guest if it runs package.sh, else during it.
		pkg_later=
		if runs_package "$kver"; then
			host_pkg
		else
			for k in "${kvers[@]:1}"; do runs_package "$k" && pkg_later=1; done
		fi
		MAKEFLAGS="-j$(nproc)" host_build "$kver"
		{
			host_static
			host_phase "$kver" --built
			for k in "${kvers[@]:1}"; do
				host_phase "$k"
			done
			[ -z "$pkg_later" ] || host_pkg
		} > "$OUT/later.host-tap" &
		later=$!
	else
		wait_later
	fi
	# KASAN, lockdep and kmemleak under emulation make a script about
	# three times slower, and the slowest ones (flowctl.sh, datapath.sh)
	# come near run.sh's 1,200 s bound: a script gets twice it there.
	script_timeout=1200
	if [ "$kver" = debug ]; then
		guest_env=(GUEST_KERNEL="$debug_kdir/arch/x86/boot/bzImage"
			   GUEST_TIMEOUT=7200)
		script_timeout=2400
	fi
	[ -e "$kout/tcpsplit.ko" ] || continue

	ktests=("${tests[@]}")
	other=
	if [ ${#tests[@]} -eq 0 ]; then
		mapfile -t ktests < <(series_tests "$kver")
		[ "$kver" = debug ] || other=$(other_series_groups "$kver")
	fi
	echo "# guest: $kver (make check at $(elapsed) s)"
	env "${guest_env[@]}" GUEST_CONSOLE="$kout/kernel.log" \
		"$TOP/scripts/guest.sh" "$kver" "$kout" \
		"TCPSPLIT_KO=$kout/tcpsplit.ko SPLITCTL=$TOP/tools/splitctl TCPSPLIT_OTHER_SERIES='$other' TCPSPLIT_PKG_ROOT=$OUT/pkg/root TS_SCRIPT_TIMEOUT=$script_timeout TCPSPLIT_T0=$t0_epoch ${soak:+TCPSPLIT_FUZZ_N=100000 }$TOP/selftests/run.sh $kout/run ${ktests[*]}" \
		2>&1 | tee "$kout/console.log"
	echo "# guest $kver ended (make check at $(elapsed) s)"
	wait_later
	if [ ! -e "$kout/run/done" ]; then
		echo "not ok - guest $kver ran to completion"
		echo "# its last kernel messages ($kout/kernel.log):"
		tail -n 60 "$kout/kernel.log" 2>/dev/null | sed 's/^/#   /'
		echo "FAIL host: guest $kver ran to completion" >> "$results"
	fi
	[ -e "$kout/run/results" ] && sed "s/^\([A-Z]*\) /\1 $kver /" "$kout/run/results" >> "$results"
done
wait_later

pass=$(grep -c '^PASS' "$results")
fail=$(grep -c '^FAIL' "$results")
skip=$(grep -c '^SKIP' "$results")
if [ "$fail" -gt 0 ]; then
	# Each failed check's evidence once more, near the end: CI keeps only
	# the tail of this output.
	for kver in "${kvers[@]}"; do
		[ -s "$OUT/$kver/run/results.diag" ] || continue
		echo "# what the failed checks on $kver printed (first lines):"
		head -n 200 "$OUT/$kver/run/results.diag" | sed 's/^/#   /'
	done
	echo "# failed:"
	grep '^FAIL' "$results" | sed 's/^/#   /'
fi
if [ "$skip" -gt 0 ]; then
	echo "# skipped:"
	grep '^SKIP' "$results" | sed 's/^/#   /'
fi
echo "# make check took $(elapsed) s"
echo "$pass passed, $fail failed, $skip skipped"
[ "$fail" -eq 0 ] && [ "$pass" -gt 0 ]
