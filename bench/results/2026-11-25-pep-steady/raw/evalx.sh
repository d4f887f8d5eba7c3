#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# A record of what ran (this machine's paths: /work/wtx the trace build's tree, /tmp/s6 its outputs).
# eval a build: PEP c2s 5 Mbit/s x3 (20 s), 2 Mbit/s x2, lfn-quick both directions, sat2 bbr x5
export PATH="$PATH:/usr/sbin:/sbin"
cd /work/wtx
source selftests/net_lib.sh
modprobe tcp_bbr
KO=${KO:?}
OUT=${OUT:?}
mkdir -p $OUT
TCPSPLIT_KO=$KO ts_module_load || exit 1
dmesg -C
(dmesg -w | grep --line-buffered fct > $OUT/fct.txt) &
dmpid=$!
if [ -n "${DO_PEP:-1}" ]; then
CASES=pep RUNS=3 PEP_SECS=20 PEP_RATES=5 PEP_DIRS=c2s PEP_SYSTEMS=tcpsplit RESULTS=$OUT/pep5 SPLITCTL=$PWD/tools/splitctl TCPSPLIT_KO=$KO bash bench/fc-guest.sh > $OUT/pep5.txt 2>&1
ip -all netns delete
CASES=pep RUNS=2 PEP_SECS=20 PEP_RATES=2 PEP_DIRS=c2s PEP_SYSTEMS=tcpsplit RESULTS=$OUT/pep2 SPLITCTL=$PWD/tools/splitctl TCPSPLIT_KO=$KO bash bench/fc-guest.sh > $OUT/pep2.txt 2>&1
ip -all netns delete
fi
if [ -n "${DO_LFN:-1}" ]; then
for d in -R up; do DIRS=$d TCPSPLIT_KO=$KO SPLITCTL=$PWD/tools/splitctl bash bench/lfn-quick-guest.sh 2>&1 | grep "RESULT\|mid:"; ip -all netns delete; done > $OUT/lfn.txt
fi
if [ -n "${DO_SAT:-1}" ]; then
RESULTS=$OUT/sat2 SPLITCTL=$PWD/tools/splitctl TCPSPLIT_KO=$KO LFN_POINTS=sat2 LFN_SYSTEMS=tcpsplit-bbr RUNS=${SATRUNS:-5} bash bench/case-lfn.sh > $OUT/sat2.txt 2>&1
ip -all netns delete
fi
sleep 1; kill $dmpid; pkill -f 'dmesg -w'
dmesg | grep -E "WARNING|BUG|Oops|lockdep" | head
