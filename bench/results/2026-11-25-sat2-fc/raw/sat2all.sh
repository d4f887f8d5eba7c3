#!/bin/bash
export PATH="$PATH:/usr/sbin:/sbin"
cd /work/wtx
source selftests/net_lib.sh
modprobe tcp_bbr
TCPSPLIT_KO=/tmp/zmod612/tcpsplit.ko ts_module_load || exit 1
RESULTS=/tmp/xreg/sat2all SPLITCTL=$PWD/tools/splitctl TCPSPLIT_KO=/tmp/zmod612/tcpsplit.ko LFN_POINTS=sat2 LFN_SYSTEMS="fwd tcpsplit tcpsplit-bbr" RUNS=5 bash bench/case-lfn.sh 2>&1 | grep "=="
dmesg | grep -E "WARNING|BUG|Oops|lockdep" | head
