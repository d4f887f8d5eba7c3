#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# bbrprobe.sh: the probe of this record (README.md), run in a guest from
# the top of the tree:
#
#   cli --(190 ms RTT, netem loss 0.5% both ways)-- rtr --(2 ms)-- srv
#
# 100 Mbit/s netem rate on every link end, gso_max_segs 1 (netem drops
# segments, not 64 KB bursts), BBR as every namespace's default.  For each
# of ITER rounds, each mode of MODES: one iperf3 -R transfer of SECS
# seconds, the server sending:
#   fwd      from srv, forwarded by rtr
#   rtr      from an iperf3 in rtr's own namespace (a userspace BBR socket
#            over the lossy link: what the router's own stack carries)
#   split    from srv, split by rtr (a flow for port 5201, --cc-client bbr)
#   split16  the same with a fixed 16 MiB budget
# SAMPLE=0 samples nothing during the transfers; else every 2 s the
# senders' ss figures, /proc/stat and the connection's budget, into
# OUT/ss.MODE.ROUND (the sampler costs the emulated guest CPU: figures of
# runs with it compare with each other only).
#   scripts/guest.sh KVER DIR "OUT=DIR TCPSPLIT_KO=... SPLITCTL=tools/splitctl \
#       bench/results/2026-11-29-bbr-hosts/bbrprobe.sh"
set -u
export PATH="$PATH:/usr/sbin:/sbin"
P=x
NSPFX=$P
TOP=$(cd "$(dirname "$0")/../../.." && pwd)
OUT=${OUT:-/tmp}
SECS=${SECS:-30}
MODES=${MODES:-"fwd rtr split split16"}
ITER=${ITER:-2}
# shellcheck source=../../../selftests/net_lib.sh
source "$TOP/selftests/net_lib.sh"
ts_module_load || exit 1
ts_setup_line || exit 1
n() { local x=$1; shift; ip netns exec "$P-$x" "$@"; }
for e in cli:c0 rtr:r0 rtr:r1 srv:s0; do
	n "${e%:*}" python3 "$TOP/bench/fc-tool.py" gso-segs "${e#*:}" 1 || exit 1
done
for h in cli srv rtr; do n $h sysctl -qw net.ipv4.tcp_congestion_control=bbr; done
n cli tc qdisc replace dev c0 root netem rate 100mbit delay 95ms limit 3000 loss 0.5%
n rtr tc qdisc replace dev r0 root netem rate 100mbit delay 95ms limit 3000 loss 0.5%
n rtr tc qdisc replace dev r1 root netem rate 100mbit delay 1ms limit 3000
n srv tc qdisc replace dev s0 root netem rate 100mbit delay 1ms limit 3000
n srv iperf3 -s -D
n rtr iperf3 -s -D
sleep 0.5

sample() {	# NS [NS2]
	local ns
	for _ in $(seq $((SECS / 3))); do
		sleep 2
		echo "t $(date +%s.%N | cut -c1-14)"
		grep "^cpu[0-9]" /proc/stat
		for ns in "$@"; do
			echo "  [$ns]"
			n "$ns" ss -tinH state established '( sport = :5201 or dport = :5201 )' |
				awk '/cwnd/ { o = ""
					for (i = 1; i <= NF; i++)
						if ($i ~ /^(cwnd|rcv_space|rcv_ssthresh|snd_wnd|unacked|sacked|lost|retrans|notsent|bbr|app_limited|rwnd_limited|sndbuf_limited|busy|rtt)/)
							o = o " " $i
					print "  ss" o }'
		done
		[ "$1" = rtr ] && $SPLITCTL -n $P-rtr -j conns 2>/dev/null |
			python3 -c 'import json, sys
j = json.load(sys.stdin)
for c in j if isinstance(j, list) else j.get("conns", []):
    s = c["s2c"]
    print("  fc s2c budget", s["budget"], "waiting", s["waiting"], "zw", s.get("zero_windows"))'
	done
}

for it in $(seq "$ITER"); do
	for mode in $MODES; do
		dst=10.0.2.2
		ns=(srv)
		case $mode in
		rtr) dst=10.0.1.1; ns=(rtr);;
		split) $SPLITCTL -n $P-rtr add-flow --dport 5201 --cc-client bbr > /dev/null; ns=(rtr srv);;
		split16) $SPLITCTL -n $P-rtr add-flow --dport 5201 --cc-client bbr --budget 16m > /dev/null; ns=(rtr srv);;
		esac
		sp=
		if [ "${SAMPLE:-1}" != 0 ]; then
			sample "${ns[@]}" > "$OUT/ss.$mode.$it" &
			sp=$!
		fi
		n cli timeout $((SECS + 60)) iperf3 -c $dst -t "$SECS" -R -J > /tmp/ip.json 2>/dev/null
		bps=$(python3 -c 'import json; j = json.load(open("/tmp/ip.json")); print(round(j["end"]["sum_received"]["bits_per_second"] / 1e6, 1), [round(i["sum"]["bits_per_second"] / 1e6) for i in j["intervals"]])')
		[ -n "$sp" ] && wait "$sp"
		echo "RESULT it=$it $mode $bps"
		case $mode in split*) $SPLITCTL -n $P-rtr flush;; esac
		sleep 1
	done
done
