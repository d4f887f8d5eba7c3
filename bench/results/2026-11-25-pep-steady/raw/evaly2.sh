#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# A record of what ran: PEP 5 Mbit/s c2s x5 (20 s), then lfn-quick down twice.
export PATH="$PATH:/usr/sbin:/sbin"
cd /work/wtx
source selftests/net_lib.sh
KO=${KO:?}
OUT=${OUT:?}
mkdir -p $OUT
TCPSPLIT_KO=$KO ts_module_load || exit 1
dmesg -C
(dmesg -w | grep --line-buffered fct > $OUT/fct.txt) &
dmpid=$!
CASES=pep RUNS=5 PEP_SECS=20 PEP_RATES=5 PEP_DIRS=c2s PEP_SYSTEMS=tcpsplit RESULTS=$OUT/pep5 SPLITCTL=$PWD/tools/splitctl TCPSPLIT_KO=$KO bash bench/fc-guest.sh > $OUT/pep5.txt 2>&1
ip -all netns delete
for i in 1 2; do DIRS=-R TCPSPLIT_KO=$KO SPLITCTL=$PWD/tools/splitctl bash bench/lfn-quick-guest.sh 2>&1 | grep "RESULT"; ip -all netns delete; done > $OUT/lfn.txt
sleep 1; kill $dmpid; pkill -f 'dmesg -w'
dmesg | grep -E "WARNING|BUG|Oops|lockdep" | head
