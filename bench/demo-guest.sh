#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# The demo, run inside the guest by scripts/demo.sh:
#
#   cli 10.0.1.2 --(25 ms RTT)-- 10.0.1.1 rtr 10.0.2.1 --(25 ms RTT)-- 10.0.2.2 srv
#
# A window-limited transfer from srv to cli over the 50 ms path, first
# unsplit, then split by the router.  With the client's window capped, TCP
# moves one window per RTT: split, the client's leg has half the RTT, so
# the ideal is twice the throughput.

set -u
: "${SPLITCTL:?}" "${TCPSPLIT_KO:?}"
export PATH="$PATH:/usr/sbin:/sbin"
P=demo$$
WINDOW=${WINDOW:-262144}	# client receive buffer: caps the window
SECS=${SECS:-8}

DELAY=25ms		# each leg's RTT
# shellcheck source=lib.sh
source "$(dirname "$0")/lib.sh"
trap bench_cleanup EXIT
bench_setup || exit 1

ip netns exec "$P-srv" iperf3 -s -D -1 -p 5201 > /dev/null
ip netns exec "$P-srv" iperf3 -s -D -1 -p 5202 > /dev/null
sleep 1

# "rtt min/avg/max/mdev = MIN/AVG/MAX/MDEV ms": the minimum
rtt=$(ip netns exec "$P-cli" ping -c 4 -i 0.2 -q 10.0.2.2 |
	awk -F' = ' '/^rtt/ { split($2, v, "/"); print v[1] }')
echo "== path: client - router - server, min RTT ${rtt} ms, client window ${WINDOW} bytes"

run() {			# PORT: prints Mbit/s of a server-to-client transfer
	ip netns exec "$P-cli" iperf3 -c 10.0.2.2 -p "$1" -R -t "$SECS" -w "$WINDOW" -J |
		python3 -c 'import json,sys; j=json.load(sys.stdin); print("%.1f" % (j["end"]["sum_received"]["bits_per_second"] / 1e6))'
}

unsplit=$(run 5201)
echo "== unsplit: $unsplit Mbit/s"

"$SPLITCTL" -n "$P-rtr" add-flow --dst 10.0.2.0/24 --dport 5202 > /dev/null
echo "== router: splitctl add-flow --dst 10.0.2.0/24 --dport 5202"
( sleep $((SECS / 2)); echo "== router: splitctl conns (mid-transfer)"
  "$SPLITCTL" -n "$P-rtr" conns ) &
split=$(run 5202)
wait
echo "== split:   $split Mbit/s"
python3 -c "import sys; print('== ratio split/unsplit: %.2f (ideal 2.0)' % (float(sys.argv[2]) / float(sys.argv[1])))" "$unsplit" "$split"
echo "== router flows after the transfers (iperf3 opens a control and a data connection):"
"$SPLITCTL" -n "$P-rtr" list-flows
