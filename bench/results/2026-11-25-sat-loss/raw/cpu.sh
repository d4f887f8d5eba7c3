#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# one-off: per-CPU busy share during a split BBR transfer and during the
# router's own userspace BBR transfer, same lossy 190 ms link
cd "$(dirname "$0")/../../.." || exit 1	# bench/
RATE=100mbit; P=x; export NSPFX=$P
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
n srv iperf3 -s -D; n rtr iperf3 -s -p 5202 -D; sleep 1
cpus() { awk '/^cpu[0-9]/ { print $1, $2+$3+$4+$6+$7+$8, $5 }' /proc/stat; }
busy() {	# seconds: per-CPU busy % over that time
	local a b
	a=$(cpus); sleep "$1"; b=$(cpus)
	paste <(echo "$a") <(echo "$b") | awk '{ printf "%s %d%% ", $1, 100 * ($5 - $2) / (($5 - $2) + ($6 - $3)) }'
	echo
}
run() {		# NAME ARGS...
	local name=$1; shift
	( sleep 8; echo "  $name cpu busy (10 s mid-run): $(busy 10)" ) &
	n cli timeout 100 iperf3 "$@" -t 30 -R -J > /tmp/ip.json
	wait
	echo "RUN $name: $(python3 -c 'import json; j=json.load(open("/tmp/ip.json")); print(round(j["end"]["sum_received"]["bits_per_second"]/1e6,1))') Mbit/s"
}
run fwd -c 10.0.2.2
run router-userspace -c 10.0.1.1 -p 5202
$SPLITCTL -n $P-rtr add-flow --dport 5201 --cc-client bbr > /dev/null
run split -c 10.0.2.2
