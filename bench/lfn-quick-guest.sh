#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# lfn-quick-guest.sh: the quick long-fat-path probe behind issue 14's fix
# (the full benchmark is the lfn case of make bench, bench/case-lfn.sh).
# Runs in a guest:
#
#   cli 10.0.1.2 --(c ms RTT)-- rtr --(s ms RTT)-- 10.0.2.2 srv
#
# netem "rate RATE delay" on both ends of both links (limit 3000 packets),
# hosts at their default sysctls; for each point c+s of POINTS, one iperf3
# transfer of SECS seconds forwarded, then one split (a flow for port
# 5201 on rtr, FLOWOPTS added); prints each one's Mbit/s with its
# per-second figures and, for the split, the window scales of the
# router's sockets and the connection's budgets mid-run.  SERIES=1 also
# prints budgets and the legs' ss figures every second.  Knobs: RATE
# (200mbit), POINTS ("25+25 10+40 40+10"), SECS (8), DIRS (-R: server to
# client; up: client to server), LOSS (netem loss on the server leg),
# LOSS1 (on the client leg; with either, every link end gets
# gso_max_segs 1, as in the lfn case: netem then drops segments, not
# 64 KB bursts), MTU1 (client link MTU), HOSTCC (the hosts' congestion
# control: the forwarded baseline with that of the split's legs), FLOWOPTS.
# From the host:
#   scripts/guest.sh KVER DIR "TCPSPLIT_KO=... SPLITCTL=... bench/lfn-quick-guest.sh"
set -u
export PATH="$PATH:/usr/sbin:/sbin"
P=x
RATE=${RATE:-200mbit}
POINTS=${POINTS:-"25+25 10+40 40+10"}
SECS=${SECS:-8}
DIRS=${DIRS:-"-R"}
LOSS=${LOSS:-}
LOSS1=${LOSS1:-}
HOSTCC=${HOSTCC:-}
NSPFX=$P
# shellcheck source=../selftests/net_lib.sh
source "$(dirname "$0")/../selftests/net_lib.sh"
ts_module_load || exit 1
ts_setup_line || exit 1
n() { local x=$1; shift; ip netns exec "$P-$x" "$@"; }
[ -n "${MTU1:-}" ] && { n cli ip link set c0 mtu $MTU1; n rtr ip link set r0 mtu $MTU1; }
if [ -n "$LOSS$LOSS1" ]; then
	for e in cli:c0 rtr:r0 rtr:r1 srv:s0; do
		n "${e%:*}" python3 "$(dirname "$0")/fc-tool.py" gso-segs "${e#*:}" 1 || exit 1
	done
fi
if [ -n "$HOSTCC" ]; then
	for h in cli srv; do n $h sysctl -qw net.ipv4.tcp_congestion_control="$HOSTCC" || exit 1; done
fi
n srv iperf3 -s -D
sleep 0.5
for pt in $POINTS; do
	c=${pt%+*}; s=${pt#*+}
	ch=$((c * 500)); sh=$((s * 500))
	n cli tc qdisc replace dev c0 root netem rate $RATE delay ${ch}us limit 3000 ${LOSS1:+loss $LOSS1}
	n rtr tc qdisc replace dev r0 root netem rate $RATE delay ${ch}us limit 3000 ${LOSS1:+loss $LOSS1}
	n rtr tc qdisc replace dev r1 root netem rate $RATE delay ${sh}us limit 3000 ${LOSS:+loss $LOSS}
	n srv tc qdisc replace dev s0 root netem rate $RATE delay ${sh}us limit 3000 ${LOSS:+loss $LOSS}
	for d in $DIRS; do
	[ "$d" = up ] && d=
	for mode in fwd split; do
		if [ $mode = split ]; then $SPLITCTL -n $P-rtr add-flow --dport 5201 ${FLOWOPTS:-} >/dev/null; fi
		( sleep $((SECS/2)); n rtr ss -tin > /tmp/ss.$mode; $SPLITCTL -n $P-rtr -j conns > /tmp/conns.$mode ) &
		# The series costs the emulated guest CPU that the forwarded run
		# does not pay, enough to turn a level result into a deficit:
		# only when asked for.
		if [ $mode = split ] && [ -n "${SERIES:-}" ]; then ( for _ in $(seq $((SECS))); do sleep 1; $SPLITCTL -n $P-rtr -j conns | python3 -c 'import json,sys
j=json.load(sys.stdin)
for c in j if isinstance(j,list) else j.get("conns",[]):
    if c.get("bytes_s2c",0)+c.get("bytes_c2s",0) < 100000: continue
    print("  t s2c", c["s2c"]["budget"], c["s2c"]["waiting"], "c2s", c["c2s"]["budget"], c["c2s"]["waiting"], "cl", c.get("client_leg"), "sl", c.get("server_leg"))' 2>/dev/null;
    n rtr ss -tinH state established '( sport = :5201 or dport = :5201 )' | awk '/^ / && /bytes_acked|bytes_received/ { o=""; for (i=1;i<=NF;i++) if ($i ~ /^(rtt|minrtt|cwnd|unacked|notsent|rcv_space|rcv_rtt|snd_wnd|delivery_rate|rwnd_limited|cwnd_limited|sndbuf_limited|app_limited)/) o=o" "$i; print "   ss" o }'; done > /tmp/series ) & fi
		if ! n cli timeout $((SECS + 60)) iperf3 -c 10.0.2.2 -t $SECS $d -J > /tmp/ip.json 2>/dev/null; then
			# A transfer that did not end: what the router holds
			echo "STALL $pt dir=${d:-up} $mode: iperf3 did not end within $((SECS + 60)) s"
			$SPLITCTL -n $P-rtr -j conns
			n rtr ss -tin
			n cli ss -tin
			n srv ss -tin
		fi
		bps=$(python3 -c 'import json,sys; j=json.load(open("/tmp/ip.json")); print(round(j["end"]["sum_received"]["bits_per_second"]/1e6,1), [round(i["sum"]["bits_per_second"]/1e6) for i in j["intervals"]])')
		wait
		$SPLITCTL -n $P-rtr -j conns > /tmp/conns2.$mode
		extra='' ws=''
		if [ $mode = split ]; then
			extra=$(python3 - /tmp/conns.$mode <<'PY'
import json,sys
j=json.load(open(sys.argv[1]))
for c in j if isinstance(j,list) else j.get("conns",[]):
    if c.get("bytes_c2s",0)+c.get("bytes_s2c",0) < 100000: continue
    print("c2s",c["c2s"],"s2c",c["s2c"])
PY
)
			ws=$(grep -o 'wscale:[0-9,]*' /tmp/ss.$mode | sort | uniq -c | tr '\n' ' ')
			$SPLITCTL -n $P-rtr flush
		fi
		echo "RESULT $pt dir=${d:-up} $mode ${bps} Mbit/s $ws"
		[ -n "$extra" ] && echo "  mid: $extra"
		[ $mode = split ] && [ -n "${SERIES:-}" ] && cat /tmp/series
		sleep 1
	done
	done
done
