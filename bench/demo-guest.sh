#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# The demo, run inside the guest by scripts/demo.sh:
#
#   cli 10.0.1.2 --(client leg)-- 10.0.1.1 rtr 10.0.2.1 --(server leg)-- 10.0.2.2 srv
#
# Three paths, each measured forwarded and split by the router, the two
# alternating run by run (DEMO_RUNS pairs), each figure printed as the
# median with the range of its runs:
#
#  1. window-limited: 25 + 25 ms, the client's window capped at 256 KB,
#     a download.  TCP moves one window per round trip; split, the
#     client's leg has half the round trip: ideally twice the throughput.
#  2. long fat path, hosts at their defaults: 100 Mbit/s, 25 + 25 ms, no
#     loss, a download.  Autotuning already fills the link: a split must
#     carry the same, not less.
#  3. satellite-like: 50 Mbit/s, a 10 ms client leg and a 190 ms server
#     leg with 0.5% loss both ways, an upload.  Forwarded, the client's
#     CUBIC meets the loss over the whole 200 ms; split, the router sends
#     over the satellite leg with BBR (--cc-server bbr), which random loss
#     does not slow, and the client's leg is short and clean.
#
# Runs short enough for the whole demo to take about four minutes in an
# emulated guest: single short runs of a lossy path vary with where the
# first loss falls, so the third path's ratio is of medians, and its range
# is printed rather than hidden.

set -u
: "${SPLITCTL:?}" "${TCPSPLIT_KO:?}"
export PATH="$PATH:/usr/sbin:/sbin"
P=demo$$
RUNS=${DEMO_RUNS:-3}
DELAY=25ms		# bench_setup's: each leg's egress at the router
# shellcheck source=lib.sh
source "$(dirname "$0")/lib.sh"
trap bench_cleanup EXIT
bench_setup || exit 1

for port in 5201 5202 5203 5204 5205 5206; do
	ip netns exec "$P-srv" iperf3 -s -D -p "$port" > /dev/null || exit 1
done
# bench_cleanup deletes the namespaces; their iperf3 servers go with them
trap 'ip netns pids "$P-srv" | xargs -r kill; bench_cleanup' EXIT
sleep 1

# run PORT [IPERF3-ARG...]: Mbit/s the receiver of one transfer got
run() {
	local port=$1
	shift
	ip netns exec "$P-cli" iperf3 -c 10.0.2.2 -p "$port" "$@" -J |
		python3 -c 'import json, sys
j = json.load(sys.stdin)
print("%.1f" % (j["end"]["sum_received"]["bits_per_second"] / 1e6) if "end" in j and "sum_received" in j["end"] else "0")'
}

# summary NAME IDEAL UNSPLIT... -- SPLIT...: the medians, ranges and ratio
summary() {
	python3 - "$@" <<'PY'
import statistics, sys
name, ideal, rest = sys.argv[1], sys.argv[2], sys.argv[3:]
cut = rest.index("--")
u, s = [float(x) for x in rest[:cut]], [float(x) for x in rest[cut + 1:]]
def fig(v):
    return "%.1f Mbit/s (%.1f-%.1f, %d runs)" % (statistics.median(v), min(v), max(v), len(v))
print("== %s" % name)
print("   unsplit: %s" % fig(u))
print("   split:   %s" % fig(s))
mu = statistics.median(u)
pairs = [b / a for a, b in zip(u, s) if a > 0]
r = statistics.median(s) / mu if mu > 0 else float("nan")
line = "   ratio split/unsplit: %.2f" % r
if pairs:
    line += " (each pair: %.2f-%.2f)" % (min(pairs), max(pairs))
if ideal != "-":
    line += ", ideal %s" % ideal
print(line)
PY
}

# measure NAME IDEAL UNSPLIT-PORT SPLIT-PORT IPERF3-ARG...: RUNS pairs,
# alternating, then the summary
measure() {
	local name=$1 ideal=$2 uport=$3 sport=$4 i u=() s=()
	shift 4
	for i in $(seq "$RUNS"); do
		u+=("$(run "$uport" "$@")")
		s+=("$(run "$sport" "$@")")
		echo "   run $i: unsplit ${u[-1]}, split ${s[-1]} Mbit/s"
	done
	summary "$name" "$ideal" "${u[@]}" -- "${s[@]}"
}

# netem CLIENT-LEG-DELAY SERVER-LEG-DELAY RATE LOSS: every egress of the
# path (the legs' delay at the router's egresses; rate and loss on both
# ends of a leg; "-" for none)
netem() {
	local q extra
	for q in "cli c0 0ms $3 -" "rtr r0 $1 $3 -" "rtr r1 $2 $3 $4" "srv s0 0ms $3 $4"; do
		# shellcheck disable=SC2086 # q: five words
		set -- $q
		extra=()
		[ "$4" = - ] || extra+=(rate "$4")
		[ "$5" = - ] || extra+=(loss "$5")
		ip netns exec "$P-$1" tc qdisc replace dev "$2" root netem delay "$3" \
			limit 10000 "${extra[@]}" || return 1
	done
}

echo "== tcpsplit demo: client - router - server, $RUNS runs of each, unsplit and split alternating"
"$SPLITCTL" -n "$P-rtr" add-flow --dst 10.0.2.0/24 --dport 5202 > /dev/null &&
"$SPLITCTL" -n "$P-rtr" add-flow --dst 10.0.2.0/24 --dport 5204 > /dev/null &&
"$SPLITCTL" -n "$P-rtr" add-flow --dst 10.0.2.0/24 --dport 5206 --cc-server bbr > /dev/null ||
	exit 1
echo "== router: splitctl add-flow --dst 10.0.2.0/24 --dport 5202 (and 5204, and 5206 --cc-server bbr)"
echo "   (unsplit runs use the ports next to them, which no flow takes)"

netem 25ms 25ms - - || exit 1
measure "1. window-limited: 25 + 25 ms, client window 256 KB, download" 2.0 \
	5201 5202 -R -t 5 -w 262144

netem 25ms 25ms 100mbit - || exit 1
measure "2. long fat path: 100 Mbit/s, 25 + 25 ms, hosts at their defaults, download" 1.0 \
	5203 5204 -R -t 8

netem 10ms 190ms 50mbit 0.5% || exit 1
measure "3. satellite-like: 50 Mbit/s, 10 + 190 ms, 0.5% loss on the 190 ms leg, upload" - \
	5205 5206 -t 10

echo "== router: splitctl list-flows (each run opens a control and a data connection)"
"$SPLITCTL" -n "$P-rtr" list-flows
