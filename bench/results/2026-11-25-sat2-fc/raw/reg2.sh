#!/bin/bash
export PATH="$PATH:/usr/sbin:/sbin"
cd /work/wtx
source selftests/net_lib.sh
modprobe tcp_bbr
for v in new; do
	ko=/tmp/zmod612/tcpsplit.ko; [ $v = main ] && ko=/tmp/mainmod612/tcpsplit.ko
	rmmod tcpsplit 2>/dev/null
	TCPSPLIT_KO=$ko ts_module_load || exit 1
	if [ $v = new ]; then
		echo "######## $v sat2"
		RESULTS=/tmp/xreg/sat2-$v SPLITCTL=$PWD/tools/splitctl TCPSPLIT_KO=$ko LFN_POINTS=sat2 LFN_SYSTEMS=tcpsplit-bbr RUNS=5 bash bench/case-lfn.sh 2>&1 | grep "=="
		ip -all netns delete
		echo "######## $v pep"
		CASES=pep RUNS=3 PEP_SECS=12 PEP_SYSTEMS=tcpsplit RESULTS=/tmp/xreg/pep2-$v SPLITCTL=$PWD/tools/splitctl TCPSPLIT_KO=$ko bash bench/fc-guest.sh 2>&1 | grep "== pep" | sed 's/"sys".*"goodput"/ goodput/; s/"held_ss_t.*"budget"/ budget/; s/"zw_max_us": \([0-9]*\).*/zwmax \1/' 
		ip -all netns delete
	fi
	continue; echo "######## $v lfn-quick"
	for d in -R up; do DIRS=$d TCPSPLIT_KO=$ko SPLITCTL=$PWD/tools/splitctl bash bench/lfn-quick-guest.sh 2>&1 | grep "RESULT\|mid:"; ip -all netns delete; done
done
