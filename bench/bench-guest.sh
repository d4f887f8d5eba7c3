#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# The benchmark suite inside the guest (started by bench/bench.sh): loads
# the module once, makes the files the HTTP server serves, runs each case
# of CASES (bench/case-NAME.sh, one after the other: one guest, two vCPUs,
# nothing else running).  Each case writes its own RESULTS/NAME/raw (its
# records, the guest's description, its exit and the kernel log of its
# time), which bench.sh makes that case's record.  Environment: RESULTS,
# SPLITCTL, TCPSPLIT_KO, CONNBENCH, CASES, RUNS, REV, and with bench.sh's
# B_TREE, TCPSPLIT_KO_B and REV_B.

set -u
: "${RESULTS:?}" "${SPLITCTL:?}" "${TCPSPLIT_KO:?}" "${CASES:?}"
export PATH="$PATH:/usr/sbin:/sbin"
BENCH=$(cd "$(dirname "$0")" && pwd)
WORK=$(mktemp -d /tmp/tsbench.XXXXXX)
WWW=$WORK/www
chmod 755 "$WORK"	# nginx's worker runs as nobody
export BENCH WORK WWW RESULTS SPLITCTL TCPSPLIT_KO CONNBENCH RUNS
export TCPSPLIT_KO_B REV_B
mkdir -p "$RESULTS" "$WWW"

# shellcheck source=../selftests/net_lib.sh
source "$BENCH/../selftests/net_lib.sh"
ts_module_load || exit 1
dmesg -C

# Random bytes: nothing on the way can compress them.
head -c 100M /dev/urandom > "$WWW/file100M"
head -c 1024 /dev/urandom > "$WWW/file1k"

/usr/bin/python3 - "$RESULTS/meta.json" "${REV:-unknown}" "$CASES" "${RUNS:-5}" "${REV_B:-}" <<'PY'
import json, os, platform, sys, time
out, rev, cases, runs, rev_b = sys.argv[1:]
mem = next(int(l.split()[1]) for l in open("/proc/meminfo") if l.startswith("MemTotal"))
model = next((l.split(":", 1)[1].strip() for l in open("/proc/cpuinfo")
              if l.startswith("model name")), "?")
json.dump({"date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
           "kernel": platform.release(), "rev": rev, "cpus": os.cpu_count(),
           "cpu_model": model, "mem_kib": mem, "cases": cases.split(),
           "runs": int(runs), "emulation": "QEMU TCG (virtme-ng --disable-kvm)"},
          open(out, "w"), indent=1)
PY

pat=$(grep -v '^#' "$BENCH/../selftests/dmesg-patterns" | paste -sd'|')
# check_log FILE: whether the kernel log FILE is free of warnings.
check_log() {
	grep -Eq "$pat" "$1" || return 0
	echo "== the kernel log has a warning or worse ($1):"
	grep -E -A 30 "$pat" "$1" | head -60
	return 1
}

rc=0
for c in $CASES; do
	RAW=$RESULTS/$c/raw
	export RAW
	mkdir -p "$RAW"
	cp "$RESULTS/meta.json" "$RAW/"
	echo "== case $c: start $(date -u +%H:%M:%S)"
	start=$(date +%s)
	bash "$BENCH/case-$c.sh"
	crc=$?
	echo "{\"case\": \"$c\", \"exit\": $crc, \"secs\": $(($(date +%s) - start))}" > "$RAW/cases.jsonl"
	echo "== case $c: exit $crc after $(($(date +%s) - start)) s"
	[ "$crc" -ne 0 ] && rc=1
	# A case that ran tcpsplit-b may leave B_TREE's module in; the next
	# case starts from this tree's (chain.sh's CHAIN_MODULE assumes it).
	if [ -n "${TCPSPLIT_KO_B:-}" ]; then
		ts_module_load || { echo "== reloading the module after case $c failed"; rc=1; }
	fi
	dmesg -c > "$RAW/dmesg"
	check_log "$RAW/dmesg" || rc=1
done

# The unload's messages (leaks, warnings) concern every case's module.
rmmod tcpsplit || rc=1
dmesg > "$RESULTS/dmesg-unload"
check_log "$RESULTS/dmesg-unload" || rc=1
for c in $CASES; do
	cat "$RESULTS/dmesg-unload" >> "$RESULTS/$c/raw/dmesg"
done
rm -rf "$WORK"
exit $rc
