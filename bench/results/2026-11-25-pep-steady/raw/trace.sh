#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# A record of what ran (this machine's paths: /work/wtx the trace build's tree, /tmp/s6 its outputs).
export PATH="$PATH:/usr/sbin:/sbin"
cd /work/wtx
source selftests/net_lib.sh
KO=${KO:-/tmp/s6/m612t/tcpsplit.ko}
OUT=${OUT:-/tmp/s6/tpep}
mkdir -p $OUT
TCPSPLIT_KO=$KO ts_module_load || exit 1
dmesg -C
(dmesg -w | grep --line-buffered fct > $OUT/fct.txt) &
dmpid=$!
CASES=pep RUNS=${RUNS:-3} PEP_SECS=${SECS:-20} PEP_RATES="${PEP_RATES:-5}" PEP_DIRS="${PEP_DIRS:-c2s}" PEP_SYSTEMS=tcpsplit RESULTS=$OUT/res SPLITCTL=$PWD/tools/splitctl TCPSPLIT_KO=$KO bash bench/fc-guest.sh > $OUT/case.txt 2>&1
sleep 1; kill $dmpid; pkill -f 'dmesg -w'
dmesg | grep -E "WARNING|BUG|Oops|lockdep" | head
