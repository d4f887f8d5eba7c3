#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# acktrace: who calls tcp_send_ack in the cpu case (stop 63 experiment).
set -u
export PATH="$PATH:/usr/sbin:/sbin"
OUT=$1
BENCH=/work/main/bench
export BENCH RAW=$OUT/raw WORK=$(mktemp -d /tmp/tsb.XXXXXX) RESULTS=$OUT
export WWW=$WORK/www RUNS=1 CPU_FETCHES=${CPU_FETCHES:-5} CPU_PERF=0
export CPU_PEERS=${CPU_PEERS:-tcpsplit}
chmod 755 "$WORK"; mkdir -p "$RAW" "$WWW"
source "$BENCH/../selftests/net_lib.sh"
ts_module_load || exit 1
head -c 100M /dev/urandom > "$WWW/file100M"
head -c 1024 /dev/urandom > "$WWW/file1k"
T=/sys/kernel/tracing
[ -e $T/kprobe_events ] || mount -t tracefs none $T
echo 'p:tsack tcp_send_ack' >> $T/kprobe_events
echo 'hist:keys=common_stacktrace:vals=hitcount:sort=hitcount.descending:size=8192' > $T/events/kprobes/tsack/trigger 2>/dev/null ||
	echo 'hist:keys=stacktrace:vals=hitcount:sort=hitcount.descending:size=8192' > $T/events/kprobes/tsack/trigger
bash "$BENCH/case-cpu.sh" > "$OUT/case.log" 2>&1
cat $T/events/kprobes/tsack/hist > "$OUT/hist.txt"
rmmod tcpsplit
dmesg > "$OUT/dmesg"
