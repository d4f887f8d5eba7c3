#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# The demo, run inside the guest by scripts/demo.sh:
#
#   cli 10.0.1.2 --(25 ms RTT)-- 10.0.1.1 rtr 10.0.2.1 --(25 ms RTT)-- 10.0.2.2 srv
#
# First the papers' setting: a window-limited transfer from srv to cli over
# the 50 ms path, unsplit, then split by the router.  With the client's
# window capped, TCP moves one window per RTT: split, the client's leg has
# half the RTT, so the ideal is twice the throughput.
#
# Then the field: the same path at 50 Mbit/s with 0.5% loss on the server
# leg (both ways), hosts at their defaults (receive autotuning, no cap).
# CUBIC's rate under loss goes with 1/RTT: split, the lossy leg has half
# the path's RTT, and the clean client leg keeps up.

set -u
: "${SPLITCTL:?}" "${TCPSPLIT_KO:?}"
export PATH="$PATH:/usr/sbin:/sbin"
P=demo$$
WINDOW=${WINDOW:-262144}	# client receive buffer: caps the window
SECS=${SECS:-8}

DELAY=25ms		# each leg's RTT
RATE=${RATE:-50mbit}	# the field case's links
LOSS=${LOSS:-0.5%}	# and the loss on its server leg
# shellcheck source=lib.sh
source "$(dirname "$0")/lib.sh"
trap bench_cleanup EXIT
bench_setup || exit 1

ip netns exec "$P-srv" iperf3 -s -D -1 -p 5201 > /dev/null
ip netns exec "$P-srv" iperf3 -s -D -1 -p 5202 > /dev/null
ip netns exec "$P-srv" iperf3 -s -D -1 -p 5203 > /dev/null
ip netns exec "$P-srv" iperf3 -s -D -1 -p 5204 > /dev/null
sleep 1

# "rtt min/avg/max/mdev = MIN/AVG/MAX/MDEV ms": the minimum
rtt=$(ip netns exec "$P-cli" ping -c 4 -i 0.2 -q 10.0.2.2 |
	awk -F' = ' '/^rtt/ { split($2, v, "/"); print v[1] }')
echo "== path: client - router - server, min RTT ${rtt} ms, client window ${WINDOW} bytes"

run() {			# PORT [IPERF3-ARG...]: Mbit/s of a server-to-client transfer
	local port=$1

	shift
	ip netns exec "$P-cli" iperf3 -c 10.0.2.2 -p "$port" -R -t "$SECS" "$@" -J |
		python3 -c 'import json,sys; j=json.load(sys.stdin); print("%.1f" % (j["end"]["sum_received"]["bits_per_second"] / 1e6))'
}

ratio() {		# UNSPLIT SPLIT [SUFFIX]: prints split / unsplit
	python3 -c "import sys; print('== ratio split/unsplit: %.2f%s' % (float(sys.argv[2]) / float(sys.argv[1]), sys.argv[3]))" \
		"$1" "$2" "${3:-}"
}

unsplit=$(run 5201 -w "$WINDOW")
echo "== unsplit: $unsplit Mbit/s"

"$SPLITCTL" -n "$P-rtr" add-flow --dst 10.0.2.0/24 --dport 5202 > /dev/null
echo "== router: splitctl add-flow --dst 10.0.2.0/24 --dport 5202"
( sleep $((SECS / 2)); echo "== router: splitctl conns (mid-transfer)"
  "$SPLITCTL" -n "$P-rtr" conns ) &
split=$(run 5202 -w "$WINDOW")
wait
echo "== split:   $split Mbit/s"
ratio "$unsplit" "$split" " (ideal 2.0)"

# The field case: rate on every egress, the legs' delay on the router's,
# loss on both egresses of the server leg.
for q in "cli c0" "rtr r0 $DELAY" "rtr r1 $DELAY $LOSS" "srv s0 0ms $LOSS"; do
	set -- $q
	ip netns exec "$P-$1" tc qdisc replace dev "$2" root netem rate "$RATE" \
		delay "${3:-0ms}" limit 1000 ${4:+loss "$4"} || exit 1
done
echo "== the field: $RATE links, loss $LOSS on the server leg, hosts at their defaults (no window cap)"
funsplit=$(run 5203)
echo "== unsplit: $funsplit Mbit/s"
"$SPLITCTL" -n "$P-rtr" add-flow --dst 10.0.2.0/24 --dport 5204 > /dev/null
echo "== router: splitctl add-flow --dst 10.0.2.0/24 --dport 5204"
fsplit=$(run 5204)
echo "== split:   $fsplit Mbit/s"
ratio "$funsplit" "$fsplit"

echo "== router flows after the transfers (iperf3 opens a control and a data connection):"
"$SPLITCTL" -n "$P-rtr" list-flows
