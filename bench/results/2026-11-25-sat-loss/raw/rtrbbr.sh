#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# one-off: BBR from the router's own namespace over the lossy 190 ms link
cd "$(dirname "$0")/../../.." || exit 1	# bench/
RATE=100mbit
P=x
export NSPFX=$P
export PATH="$PATH:/usr/sbin:/sbin"
source ../selftests/net_lib.sh
ts_module_load || exit 1
ts_setup_line || exit 1
n() { local x=$1; shift; ip netns exec "$P-$x" "$@"; }
for e in cli:c0 rtr:r0 rtr:r1 srv:s0; do n "${e%:*}" python3 fc-tool.py gso-segs "${e#*:}" 1; done
for h in cli srv rtr; do n $h sysctl -qw net.ipv4.tcp_congestion_control=bbr; done
n cli tc qdisc replace dev c0 root netem rate $RATE delay 95000us limit 3000 loss 0.5%
n rtr tc qdisc replace dev r0 root netem rate $RATE delay 95000us limit 3000 loss 0.5%
n rtr tc qdisc replace dev r1 root netem rate $RATE delay 1000us limit 3000
n srv tc qdisc replace dev s0 root netem rate $RATE delay 1000us limit 3000
n srv iperf3 -s -D; n rtr iperf3 -s -D; sleep 1
for _ in 1 2; do
for who in 10.0.2.2 10.0.1.1; do
	n cli timeout 100 iperf3 -c $who -t 30 -R -J > /tmp/ip.json
	echo "FROM $who: $(python3 -c 'import json; j=json.load(open("/tmp/ip.json")); print(round(j["end"]["sum_received"]["bits_per_second"]/1e6,1))') Mbit/s"
done
done
