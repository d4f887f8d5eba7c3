#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# The splitting benchmark, run inside the guest by bench/split-bench.sh:
#
#   cli 10.0.1.2 --(25 ms RTT)-- 10.0.1.1 rtr 10.0.2.1 --(25 ms RTT)-- 10.0.2.2 srv
#
# A server-to-client iperf3 transfer whose client receive buffer is capped
# (-w WINDOW), so that it is window-limited: its rate is about window/RTT.
# Split, each leg has half the RTT, so the ideal split/unsplit ratio is
# 2.0.  RUNS unsplit runs (no flow on the router) alternate with RUNS split
# runs (a flow added before the run, deleted after it).  Writes
# $RESULTS/results.md and $RESULTS/raw/ (iperf3 JSON, conns samples).

set -u
: "${SPLITCTL:?}" "${TCPSPLIT_KO:?}" "${RESULTS:?}"
export PATH="$PATH:/usr/sbin:/sbin"
P=sb$$
RUNS=${RUNS:-5}
SECS=${SECS:-8}
OMIT=${OMIT:-2}			# seconds of slow start left out of each figure
WINDOW=${WINDOW:-262144}	# client receive buffer: caps the window
DELAY=${DELAY:-25ms}		# one-way delay on each of the router's egresses
RAW=$RESULTS/raw
mkdir -p "$RAW"

iperf_pid=
source "$(dirname "$0")/lib.sh"
cleanup() {
	[ -n "$iperf_pid" ] && kill "$iperf_pid" 2>/dev/null
	bench_cleanup
}
trap cleanup EXIT
bench_setup || exit 1

ip netns exec "$P-srv" iperf3 -s -p 5201 > "$RAW/iperf3-server.log" 2>&1 &
iperf_pid=$!
for i in $(seq 100); do
	ip netns exec "$P-srv" ss -Hltn 'sport = :5201' | grep -q LISTEN && break
	sleep 0.1
done

R() { "$SPLITCTL" -n "$P-rtr" "$@"; }

rtt=$(ip netns exec "$P-cli" ping -c 5 -i 0.2 -q 10.0.2.2 | awk -F/ '/^rtt/ {print $5}')
kver=$(uname -r)
cpus=$(nproc)
mem=$(awk '/^MemTotal/ {printf "%.1f GiB", $2 / 1048576}' /proc/meminfo)
echo "== split benchmark: tcpsplit ${REV:-unknown}, kernel $kver, guest $cpus vCPUs, $mem (QEMU TCG)"
echo "== path: client - router - server, $DELAY each way on each router egress, RTT ${rtt} ms"
echo "== server-to-client iperf3, client window $WINDOW bytes, $SECS s per run (first $OMIT s left out), $RUNS runs each"
echo "== the ideal split/unsplit ratio is 2.0 (each leg has half the RTT); the target is >= 1.9"

# run KIND I: one transfer; appends "KIND I MBITS SPLIT" to $RAW/runs.txt
# (SPLIT: the connections the flow split during a split run, "-" if the
# module has no such counter, "" for unsplit runs).
run() {
	local kind=$1 i=$2 mbits split= sampler
	R flush
	if [ "$kind" = split ]; then
		R add-flow --id 1 --dst 10.0.2.0/24 --dport 5201 > /dev/null || exit 1
		# One look at the live connections in the middle of the run.
		( sleep $((OMIT + SECS / 2)); R conns > "$RAW/$kind-$i.conns" 2>&1 ) &
		sampler=$!
	fi
	ip netns exec "$P-cli" iperf3 -c 10.0.2.2 -p 5201 -R -t "$SECS" -O "$OMIT" \
		-w "$WINDOW" -J > "$RAW/$kind-$i.json"
	mbits=$(python3 - "$RAW/$kind-$i.json" <<'PY'
import json, sys
j = json.load(open(sys.argv[1]))
if "error" in j:
    sys.exit(f"iperf3: {j['error']}")
# The intervals after the omitted ones, as the receiver counted them.
iv = [i["sum"] for i in j["intervals"] if not i["sum"].get("omitted")]
secs = sum(s["seconds"] for s in iv)
print("%.2f" % (sum(s["bytes"] for s in iv) * 8 / secs / 1e6))
PY
	) || { echo "run $kind $i failed: $mbits"; exit 1; }
	if [ "$kind" = split ]; then
		wait "$sampler"
		split=$(R -j list-flows 1 | python3 -c 'import json,sys; print(json.load(sys.stdin)["stats"].get("split", "-"))')
		R -j list-flows 1 > "$RAW/$kind-$i.flow.json"
		R flush
	fi
	printf "== run %d %-8s %8s Mbit/s%s\n" "$i" "$kind" "$mbits" \
		"${split:+   (flow split: $split)}"
	echo "$kind $i $mbits ${split:-}" >> "$RAW/runs.txt"
}

: > "$RAW/runs.txt"
for i in $(seq "$RUNS"); do
	run unsplit "$i"
	run split "$i"
done

python3 - "$RAW/runs.txt" "$RESULTS/results.md" "$kver" "$cpus" "$mem" "$rtt" \
	"$WINDOW" "$SECS" "$OMIT" "$DELAY" "${REV:-unknown}" <<'PY'
import statistics, sys, time
runs_file, md, kver, cpus, mem, rtt, window, secs, omit, delay, rev = sys.argv[1:]
runs = {"unsplit": [], "split": []}
splits = []
for line in open(runs_file):
    f = line.split()
    runs[f[0]].append(float(f[2]))
    if f[0] == "split":
        splits.append(f[3] if len(f) > 3 else "-")
summ = {k: (statistics.median(v), min(v), max(v)) for k, v in runs.items()}
ratio = summ["split"][0] / summ["unsplit"][0]
verdict = "meets the target" if ratio >= 1.9 else "BELOW the target"
if all(s in ("-", "0") for s in splits):
    note = ("The flow split no connection in any split run (its split counter is "
            + ("missing: the module only counts SYNs" if "-" in splits else "0")
            + "): both series are unsplit transfers, and a ratio near 1.0 is expected.")
else:
    note = f"Connections split by the flow in each split run (iperf3 opens 2): {', '.join(splits)}."

out = []
out.append(f"# Split benchmark, {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}\n")
out.append("client --(25 ms RTT)-- router --(25 ms RTT)-- server: a server-to-client "
           "iperf3 transfer, window-limited by the client's receive buffer, unsplit "
           "(no flow) and split (a flow on the router), runs alternating.\n")
out.append(f"- kernel: {kver}; tcpsplit: {rev}")
out.append(f"- guest: {cpus} vCPUs, {mem}, QEMU TCG (virtme-ng --disable-kvm)")
out.append(f"- path: netem delay {delay} on each of the router's two egresses; measured RTT {rtt} ms")
out.append(f"- client window (iperf3 -R -w): {window} bytes")
out.append(f"- {secs} s per run, the first {omit} s (slow start) left out; "
           f"{len(runs['unsplit'])} runs of each kind\n")
out.append("## Runs (Mbit/s)\n")
out.append("| run | unsplit | split | flow split |")
out.append("| ---: | ---: | ---: | ---: |")
for i, (u, s) in enumerate(zip(runs["unsplit"], runs["split"])):
    out.append(f"| {i + 1} | {u:.2f} | {s:.2f} | {splits[i]} |")
out.append("\n## Summary (Mbit/s)\n")
out.append("| | median | min | max |")
out.append("| --- | ---: | ---: | ---: |")
for k in ("unsplit", "split"):
    m, lo, hi = summ[k]
    out.append(f"| {k} | {m:.2f} | {lo:.2f} | {hi:.2f} |")
out.append(f"\n**Ratio split/unsplit (medians): {ratio:.2f}** — ideal 2.0, target >= 1.9: {verdict}.\n")
out.append(note)
text = "\n".join(out) + "\n"
open(md, "w").write(text)

print("== summary (Mbit/s):      median      min      max")
for k in ("unsplit", "split"):
    m, lo, hi = summ[k]
    print(f"==   {k:<8}            {m:8.2f} {lo:8.2f} {hi:8.2f}")
print(f"== ratio split/unsplit (medians): {ratio:.2f}   (ideal 2.0, target >= 1.9: {verdict})")
print(f"== {note}")
PY
