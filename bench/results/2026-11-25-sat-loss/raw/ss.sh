#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# one-off: ss -tin of the sending socket on the lossy link, mid-run: the
# split's BBR leg against the router's own userspace BBR socket
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
# sample NAME: ss -tin of rtr's sockets to cli (the lossy link), 3 times
sample() {
	local i
	for i in 1 2 3; do
		sleep 5
		echo "  $1 ss $i: $(n rtr ss -tinH dst 10.0.1.2 | tr -s ' \t\n' ' ')"
		echo "  $1 ss-in $i: $(n rtr ss -tinH dst 10.0.2.2 | tr -s ' \t\n' ' ')"
	done
}
run() {		# NAME ARGS...
	local name=$1; shift
	sample "$name" &
	n rtr env NSTAT_HISTORY=/tmp/nstat.rtr nstat -n
	n cli timeout 100 iperf3 "$@" -t 30 -R -J > /tmp/ip.json
	wait
	echo "  $name rtr nstat: $(n rtr env NSTAT_HISTORY=/tmp/nstat.rtr nstat | grep -E 'BacklogDrop|WqueueTooBig|Retrans|Lost|RcvQDrop|PFMemalloc|Prune|OFODrop|ZeroWindow' | tr -s ' \n' ' ')"
	echo "RUN $name: $(python3 -c 'import json; j=json.load(open("/tmp/ip.json")); print(round(j["end"]["sum_received"]["bits_per_second"]/1e6,1))') Mbit/s"
}
run router-userspace -c 10.0.1.1 -p 5202
$SPLITCTL -n $P-rtr add-flow --dport 5201 --cc-client bbr > /dev/null
run split-rtr-default-bbr -c 10.0.2.2
# The router's default back to CUBIC: the module's leg is accepted with
# CUBIC and switched to BBR by --cc-client after the accept.
n rtr sysctl -qw net.ipv4.tcp_congestion_control=cubic
run split-after-accept -c 10.0.2.2
