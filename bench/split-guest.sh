#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# The splitting benchmark, run inside the guest by bench/split-bench.sh:
#
#   cli 10.0.1.2 --(25 ms RTT)-- 10.0.1.1 rtr 10.0.2.1 --(25 ms RTT)-- 10.0.2.2 srv
#       2001:db8:1::2            2001:db8:1::1 2001:db8:2::1           2001:db8:2::2
#
# A server-to-client iperf3 transfer whose client receive buffer is capped
# (-w WINDOW), so that it is window-limited: its rate is about window/RTT.
# Split, each leg has half the RTT, so the ideal split/unsplit ratio is
# 2.0.  Each round runs, for each family of FAMILIES ("4 6"), one unsplit
# run (no flow on the router) and one split run (a flow for that family's
# server prefix, added before the run, deleted after it): interleaved, so
# that drift in the emulated guest weighs on every configuration alike.
# Writes $RESULTS/results.md and $RESULTS/raw/ (iperf3 JSON, conns, stats
# and ss samples, one set per run, named KIND-vFAMILY-RUN).

set -u
: "${SPLITCTL:?}" "${TCPSPLIT_KO:?}" "${RESULTS:?}"
export PATH="$PATH:/usr/sbin:/sbin"
P=sb$$
RUNS=${RUNS:-5}
SECS=${SECS:-8}
OMIT=${OMIT:-2}			# seconds of slow start left out of each figure
WINDOW=${WINDOW:-262144}	# client receive buffer: caps the window
DELAY=${DELAY:-25ms}		# one-way delay on each of the router's egresses
FAMILIES=${FAMILIES:-4 6}
RAW=$RESULTS/raw
mkdir -p "$RAW"

# Per family: the server's address and the flow's prefix.
declare -A SRV=([4]=10.0.2.2 [6]=2001:db8:2::2)
declare -A PREFIX=([4]=10.0.2.0/24 [6]=2001:db8:2::/64)
for f in $FAMILIES; do
	[ -n "${SRV[$f]:-}" ] || { echo "FAMILIES: $f is not 4 or 6" >&2; exit 2; }
done

iperf_pid=
# shellcheck source=lib.sh
source "$(dirname "$0")/lib.sh"
cleanup() {
	[ -n "$iperf_pid" ] && kill "$iperf_pid" 2>/dev/null
	bench_cleanup
}
trap cleanup EXIT
bench_setup || exit 1
bench_setup6 || exit 1

# One server for both families: iperf3 listens on :: and takes IPv4 as
# mapped addresses.
ip netns exec "$P-srv" iperf3 -s -p 5201 > "$RAW/iperf3-server.log" 2>&1 &
iperf_pid=$!
for i in $(seq 100); do
	ip netns exec "$P-srv" ss -Hltn 'sport = :5201' | grep -q LISTEN && break
	sleep 0.1
done

R() { "$SPLITCTL" -n "$P-rtr" "$@"; }

# A first ping resolves the neighbours (ARP, ND: ND's wait would add to
# the figure of IPv6), then five measure the path's RTT.
declare -A RTT
rtts=
for f in $FAMILIES; do
	ip netns exec "$P-cli" ping -c 1 -W 5 -q "${SRV[$f]}" > /dev/null
	RTT[$f]=$(ip netns exec "$P-cli" ping -c 5 -i 0.2 -q "${SRV[$f]}" |
		awk -F/ '/^rtt/ {print $5}')
	rtts="$rtts${rtts:+, }IPv$f ${RTT[$f]} ms"
done
kver=$(uname -r)
cpus=$(nproc)
mem=$(awk '/^MemTotal/ {printf "%.1f GiB", $2 / 1048576}' /proc/meminfo)
echo "== split benchmark: tcpsplit ${REV:-unknown}, kernel $kver, guest $cpus vCPUs, $mem (QEMU TCG)"
echo "== path: client - router - server, $DELAY each way on each router egress, RTT $rtts"
echo "== server-to-client iperf3, client window $WINDOW bytes, $SECS s per run (first $OMIT s left out), $RUNS runs each, families: $FAMILIES"
echo "== the ideal split/unsplit ratio is 2.0 (each leg has half the RTT); the target is >= 1.9"

# run KIND FAM I: one transfer over IPv$FAM; appends "KIND FAM I MBITS
# SPLIT LIVE MSS RCVRTT" to $RAW/runs.txt.  SPLIT: the connections the
# flow split ("-" in unsplit runs, "?" if the module has no such counter);
# LIVE: the router's live split connections in the middle of the run (the
# evidence that an unsplit run was not split: 0); MSS and RCVRTT: the
# segment size the client's data socket received and its receive-side RTT
# estimate in ms (ss rcvmss, rcv_rtt; about one leg split, the whole path
# unsplit), "?" if ss showed none.
run() {
	local kind=$1 fam=$2 i=$3 name mbits split=- live sock sampler
	name=$kind-v$fam-$i
	R flush
	if [ "$kind" = split ]; then
		R add-flow --id 1 --dst "${PREFIX[$fam]}" --dport 5201 > /dev/null || exit 1
	fi
	# One look in the middle of the run, in every run, split or not: the
	# router's split connections and counters, the client's sockets.
	( sleep $((OMIT + SECS / 2))
	  R conns > "$RAW/$name.conns" 2>&1
	  R -j stats > "$RAW/$name.stats.json" 2>&1
	  ip netns exec "$P-cli" ss -Htin 'dport = :5201' > "$RAW/$name.ss" 2>&1 ) &
	sampler=$!
	ip netns exec "$P-cli" iperf3 -c "${SRV[$fam]}" -p 5201 -R -t "$SECS" -O "$OMIT" \
		-w "$WINDOW" -J > "$RAW/$name.json"
	mbits=$(python3 - "$RAW/$name.json" <<'PY'
import json, sys
j = json.load(open(sys.argv[1]))
if "error" in j:
    sys.exit(f"iperf3: {j['error']}")
# The intervals after the omitted ones, as the receiver counted them.
iv = [i["sum"] for i in j["intervals"] if not i["sum"].get("omitted")]
secs = sum(s["seconds"] for s in iv)
print("%.2f" % (sum(s["bytes"] for s in iv) * 8 / secs / 1e6))
PY
	) || { echo "run $name failed: $mbits"; exit 1; }
	wait "$sampler"
	live=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1])).get("conns", "?"))' \
		"$RAW/$name.stats.json" 2>/dev/null) || live="?"
	# The data socket is the one that received the most.
	sock=$(python3 - "$RAW/$name.ss" <<'PY'
import re, sys
best = (-1, "?", "?")
for line in open(sys.argv[1]):
    f = dict(re.findall(r"\b(bytes_received|rcvmss|rcv_rtt):([0-9.]+)", line))
    if "bytes_received" in f and int(f["bytes_received"]) > best[0]:
        best = (int(f["bytes_received"]), f.get("rcvmss", "?"), f.get("rcv_rtt", "?"))
print(best[1], best[2])
PY
	) || sock="? ?"
	if [ "$kind" = split ]; then
		R -j list-flows 1 > "$RAW/$name.flow.json"
		split=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["stats"].get("split", "?"))' \
			"$RAW/$name.flow.json")
		R flush
	fi
	printf "== run %d IPv%s %-8s %8s Mbit/s   (flow split: %s, live split conns mid-run: %s, client rcvmss, rcv_rtt: %s)\n" \
		"$i" "$fam" "$kind" "$mbits" "$split" "$live" "$sock"
	echo "$kind $fam $i $mbits $split $live $sock" >> "$RAW/runs.txt"
}

: > "$RAW/runs.txt"
for i in $(seq "$RUNS"); do
	for f in $FAMILIES; do
		run unsplit "$f" "$i"
		run split "$f" "$i"
	done
done

rtt_args=()
for f in $FAMILIES; do rtt_args+=("$f=${RTT[$f]}"); done
# The kernel log, which the host judges (bench/record.sh)
dmesg > "$RAW/dmesg"
python3 - "$RAW/runs.txt" "$RESULTS/results.md" "$kver" "$cpus" "$mem" \
	"$WINDOW" "$SECS" "$OMIT" "$DELAY" "${REV:-unknown}" "${rtt_args[@]}" <<'PY'
import statistics, sys, time
runs_file, md, kver, cpus, mem, window, secs, omit, delay, rev = sys.argv[1:11]
rtt = dict(a.split("=", 1) for a in sys.argv[11:])
fams = list(rtt)
srv = {"4": "10.0.2.2", "6": "2001:db8:2::2"}
prefix = {"4": "10.0.2.0/24", "6": "2001:db8:2::/64"}

# runs[fam][kind]: (run, mbits, split, live, mss, rcv_rtt) in run order
runs = {f: {"unsplit": [], "split": []} for f in fams}
for line in open(runs_file):
    kind, fam, i, mbits, split, live, mss, rcvrtt = line.split()
    runs[fam][kind].append((int(i), float(mbits), split, live, mss, rcvrtt))

def summ(fam, kind):
    v = [r[1] for r in runs[fam][kind]]
    return statistics.median(v), min(v), max(v)

ratio = {f: summ(f, "split")[0] / summ(f, "unsplit")[0] for f in fams}
def verdict(r):
    return "meets the target" if r >= 1.9 else "BELOW the target"

def mss_of(fam):
    m = {r[4] for k in runs[fam] for r in runs[fam][k]} - {"?"}
    return "/".join(sorted(m)) if m else "?"

# The evidence, per family: every split run split the transfer (its
# flow's split counter above 0), no unsplit run had a split connection.
notes = []
for f in fams:
    splits = [r[2] for r in runs[f]["split"]]
    bad_split = [str(r[0]) for r in runs[f]["split"] if r[2] in ("?", "0")]
    bad_unsplit = [str(r[0]) for r in runs[f]["unsplit"] if r[3] != "0"]
    n = (f"IPv{f}: connections split by the flow in each split run (iperf3 opens 2): "
         f"{', '.join(splits)}; live split connections in the middle of the unsplit runs: "
         f"{', '.join(r[3] for r in runs[f]['unsplit'])}.")
    rr = {k: sorted(float(r[5]) for r in runs[f][k] if r[5] != "?") for k in runs[f]}
    if rr["unsplit"] and rr["split"]:
        n += (" The client's receive-side RTT estimate (ss rcv_rtt, mid-run): unsplit "
              f"{rr['unsplit'][0]:g}-{rr['unsplit'][-1]:g} ms, split "
              f"{rr['split'][0]:g}-{rr['split'][-1]:g} ms.")
    if bad_split:
        n += (f" **Split run(s) {', '.join(bad_split)} show no split connection: "
              "they are unsplit transfers.**")
    if bad_unsplit:
        n += (f" **Unsplit run(s) {', '.join(bad_unsplit)} had split connections "
              "(or no sample).**")
    notes.append(n)

v6v4 = None
if "4" in fams and "6" in fams:
    s4, s6 = summ("4", "split"), summ("6", "split")
    u4, u6 = summ("4", "unsplit"), summ("6", "unsplit")
    v6v4 = s6[0] / s4[0]
    u6u4 = u6[0] / u4[0]
    # IPv6's header is 20 bytes longer: at the same packet size a segment
    # carries 20 bytes less (MSS 1440 vs 1460, 1428 vs 1448 with
    # timestamps), 1.4% less data in the same window of buffer space.
    expect = 1428 / 1448
    # "Close": nearer the prediction than to no difference at all.
    if abs(v6v4 - expect) <= (1 - expect) / 2:
        cmp = (f"close to the {expect:.3f} that IPv6's 20 more header bytes per "
               "packet predict (MSS 1440 vs 1460: 1.4% less payload)")
    else:
        cmp = (f"not the {expect:.3f} that IPv6's 20 more header bytes per packet "
               "predict (MSS 1440 vs 1460: 1.4% less payload)")
    overlap = s6[1] <= s4[2] and s4[1] <= s6[2]
    v6note = (f"IPv6/IPv4, split medians: **{v6v4:.3f}**, {cmp}; unsplit medians: "
              f"{u6u4:.3f}. Segment size received by the client (ss rcvmss): "
              f"IPv4 {mss_of('4')}, IPv6 {mss_of('6')} bytes.")
    if overlap:
        v6note += (" The split ranges (min-max) of the two families overlap: "
                   f"{len(runs['4']['split'])} runs do not resolve a difference this small.")

out = []
out.append("# tcpsplit benchmark: split (two segments, IPv4 and IPv6)\n")
out.append(f"- Measured {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())} at commit {rev} "
           f"on kernel {kver}, {len(runs[fams[0]]['unsplit'])} runs per configuration")
out.append(f"- Guest: {cpus} vCPUs, {mem}, QEMU TCG (virtme-ng --disable-kvm)\n")
out.append("client --(25 ms RTT)-- router --(25 ms RTT)-- server: a server-to-client "
           "iperf3 transfer, window-limited by the client's receive buffer, unsplit "
           "(no flow) and split (a flow on the router), for "
           + " and ".join(f"IPv{f}" for f in fams)
           + " in the same guest, runs interleaved (each round: "
           + ", ".join(f"unsplit v{f}, split v{f}" for f in fams) + ").\n")
out.append(f"- path: netem delay {delay} on each of the router's two egresses; measured RTT "
           + ", ".join(f"IPv{f} {rtt[f]} ms" for f in fams))
out.append(f"- client window (iperf3 -R -w): {window} bytes")
out.append(f"- {secs} s per run, the first {omit} s (slow start) left out; the raw data "
           "(iperf3 JSON, conns, stats and ss samples of every run) is raw.tar.xz\n")
out.append("## Runs (Mbit/s)\n")
for f in fams:
    out.append(f"### IPv{f} (server {srv[f]}, flow --dst {prefix[f]} --dport 5201)\n")
    out.append("| run | unsplit | split | flow split | live split conns, unsplit / split "
               "| client rcv_rtt ms, unsplit / split |")
    out.append("| ---: | ---: | ---: | ---: | ---: | ---: |")
    for u, s in zip(runs[f]["unsplit"], runs[f]["split"]):
        out.append(f"| {u[0]} | {u[1]:.2f} | {s[1]:.2f} | {s[2]} | {u[3]} / {s[3]} "
                   f"| {u[5]} / {s[5]} |")
    out.append("")
out.append("## Summary\n")
out.append("Mbit/s, median (min–max) of the runs; the ratio of the medians.\n")
out.append("<!-- headline -->")
out.append("| family | unsplit | split | split / unsplit |")
out.append("| --- | ---: | ---: | ---: |")
for f in fams:
    cell = {k: "%.2f (%.2f–%.2f)" % summ(f, k) for k in ("unsplit", "split")}
    out.append(f"| IPv{f} | {cell['unsplit']} | {cell['split']} | {ratio[f]:.2f} |")
out.append("")
for f in fams:
    out.append(f"**IPv{f}: ratio split/unsplit (medians): {ratio[f]:.2f}** — ideal 2.0, "
               f"target >= 1.9: {verdict(ratio[f])}.\n")
if v6v4 is not None:
    out.append(v6note + "\n")
out.append("\n\n".join(notes))
text = "\n".join(out) + "\n"
open(md, "w").write(text)

print("== summary (Mbit/s):           median      min      max")
for f in fams:
    for k in ("unsplit", "split"):
        m, lo, hi = summ(f, k)
        print(f"==   IPv{f} {k:<8}            {m:8.2f} {lo:8.2f} {hi:8.2f}")
for f in fams:
    print(f"== IPv{f} ratio split/unsplit (medians): {ratio[f]:.2f}   "
          f"(ideal 2.0, target >= 1.9: {verdict(ratio[f])})")
if v6v4 is not None:
    print(f"== {v6note}")
for n in notes:
    print(f"== {n}")
PY
