#!/bin/bash
# sample ss -tin of r2's sockets toward r1 during sat2 tcpsplit-bbr runs
export PATH="$PATH:/usr/sbin:/sbin"
cd /work/wtx
(RESULTS=/tmp/xrun3/res SPLITCTL=$PWD/tools/splitctl TCPSPLIT_KO=$KO LFN_POINTS=sat2 LFN_SYSTEMS=tcpsplit-bbr RUNS=${RUNS:-2} bash bench/case-lfn.sh > /tmp/xrun3/case.txt 2>&1) &
cp=$!
while kill -0 $cp 2>/dev/null; do
	r2=$(ip netns list | awk '/-r2/{print $1; exit}')
	if [ -n "$r2" ]; then
		s=$(ip netns exec "$r2" ss -tinH state established '( sport = :80 or dport = :80 )' 2>/dev/null | tr -s ' \t\n' ' ')
		[ -n "$s" ] && echo "$(date +%s.%N | cut -c1-14) $s"
	fi
	sleep 0.2
done > /tmp/xrun3/ss.txt
dmesg | grep fcx > /tmp/xrun3/fcx.txt
