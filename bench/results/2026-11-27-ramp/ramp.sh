#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# ramp.sh: the probe of this record (run from the repository's top, in a
# guest): cli -- rtr -- srv of selftests/net_lib.sh, netem RATE and
# c + s ms RTT on both ends of both links (LOSS on the server leg), one
# iperf3 transfer of SECS per mode in MODES, reported per 200 ms:
#   fwd      forwarded
#   haproxy  HAProxy, transparent, on rtr (bench/peers.sh)
#   split    the module KO_A (reloaded), a flow for port 5201
#   splitb..splite: the modules KO_B..KO_E
# After each split run: the connection's peak held and zero windows
# (splitctl -j conns), and any trace_printk() lines of a traced build
# (TRLINES of them).  SAMPLE=1 polls splitctl every 30 ms (it perturbs
# the run under TCG: do not use for figures).
# scripts/guest.sh KVER DIR "TCPSPLIT_KO=... KO_A=... KO_E=... \
#     SPLITCTL=tools/splitctl MODES='split splite haproxy' DIRS='-R up' \
#     POINTS='100+100 25+25 10+40' bench/results/2026-11-27-ramp/ramp.sh"
set -u
export PATH="$PATH:/usr/sbin:/sbin"
P=x
RATE=${RATE:-200mbit}
POINTS=${POINTS:-"100+100"}
SECS=${SECS:-4}
DIRS=${DIRS:-"-R"}
MODES=${MODES:-"fwd split"}
# shellcheck disable=SC2034 # read by net_lib.sh
NSPFX=$P
cd "$(dirname "$0")/../../.." || exit 1
source selftests/net_lib.sh
ts_module_load || exit 1
ts_setup_line || exit 1
n() { local x=$1; shift; ip netns exec "$P-$x" "$@"; }
mountpoint -q /sys/kernel/tracing || mount -t tracefs nodev /sys/kernel/tracing
echo 20000 > /sys/kernel/tracing/buffer_size_kb
ns() { local x=$1; shift; ip netns exec "$P-$x" "$@"; }
WORK=/dev/shm/work; mkdir -p $WORK
source bench/peers.sh
n srv iperf3 -s -D
sleep 0.5
for pt in $POINTS; do
	c=${pt%+*}; s=${pt#*+}
	ch=$((c * 500)); sh=$((s * 500))
	if [ -n "${LOSS:-}" ]; then
		for e in cli:c0 rtr:r0 rtr:r1 srv:s0; do
			n "${e%:*}" python3 bench/fc-tool.py gso-segs "${e#*:}" 1 || exit 1
		done
	fi
	n cli tc qdisc replace dev c0 root netem rate $RATE delay ${ch}us limit 3000
	n rtr tc qdisc replace dev r0 root netem rate $RATE delay ${ch}us limit 3000
	n rtr tc qdisc replace dev r1 root netem rate $RATE delay ${sh}us limit 3000 ${LOSS:+loss $LOSS}
	n srv tc qdisc replace dev s0 root netem rate $RATE delay ${sh}us limit 3000 ${LOSS:+loss $LOSS}
	for d in $DIRS; do
	[ "$d" = up ] && d=
	for mode in $MODES; do
		echo > /sys/kernel/tracing/trace
		case $mode in split) TCPSPLIT_KO=$KO_A ts_module_load || exit 1 ;; splitb) TCPSPLIT_KO=$KO_B ts_module_load || exit 1 ;; splitc) TCPSPLIT_KO=$KO_C ts_module_load || exit 1 ;; splitd) TCPSPLIT_KO=$KO_D ts_module_load || exit 1 ;; splite) TCPSPLIT_KO=$KO_E ts_module_load || exit 1 ;; esac
		if [ "${mode#split}" != "$mode" ]; then $SPLITCTL -n $P-rtr add-flow --dport 5201 ${FLOWOPTS:-} >/dev/null; fi
		if [ $mode = split ] && [ -n "${SAMPLE:-}" ]; then ( for _ in $(seq 60); do sleep 0.03; echo "T $(date +%s.%N)"; $SPLITCTL -n $P-rtr -j conns; done > /tmp/series ) & SP=$!; fi
		[ $mode = haproxy ] && { haproxy_start rtr splice 5201 || exit 1; }
		n cli timeout $((SECS + 60)) iperf3 -c 10.0.2.2 -t $SECS $d -i 0.2 -J > /tmp/ip.json 2>/dev/null
		bps=$(python3 -c 'import json,sys; j=json.load(open("/tmp/ip.json")); print(round(j["end"]["sum_received"]["bits_per_second"]/1e6,1), [round(i["sum"]["bits_per_second"]/1e6) for i in j["intervals"]])')
		[ -n "${SP:-}" ] && wait $SP; SP=
		[ $mode = haproxy ] && relays_stop
		if [ "${mode#split}" != "$mode" ]; then $SPLITCTL -n $P-rtr -j conns | python3 -c 'import json,sys
j=json.load(sys.stdin)
for c in j if isinstance(j,list) else j.get("conns",[]):
    if c.get("bytes_s2c",0)+c.get("bytes_c2s",0) < 100000: continue
    print("  FC", " ".join("%s peak %d zw %d max %d ms" % (d, c[d]["peak"], c[d]["zero_windows"], c[d]["zero_window_max_us"]//1000) for d in ("c2s","s2c")))'; fi
		[ "${mode#split}" != "$mode" ] && $SPLITCTL -n $P-rtr flush
		echo "RESULT $pt dir=${d:-up} $mode ${bps}"
		[ $mode = split ] && [ -n "${SAMPLE:-}" ] && cat /tmp/series
		[ "${mode#split}" != "$mode" ] && grep -o "[0-9.]*: .*TS.*" /sys/kernel/tracing/trace | sed 's/: [^:]*: TS/ TS/' | head -${TRLINES:-80}
		sleep 1
	done
	done
done
