#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""What the end hosts spent and saw in the lfn case's runs.

usage: lfn_hosts.py [--runs] LFN_JSONL

From each iperf3 run's record (bench/case-lfn.sh: iperf3's own CPU, each
node's TCP segments and HyStart exits over the run), per point,
direction and system, medians over the runs: Mbit/s; the sending
iperf3's CPU (percent of one CPU, softirq work done while it ran
included) and that per 100 Mbit/s; the segments the sender took per MB
(ACKs and window updates: a receiver that ACKs more costs the sender
CPU); the receiver's iperf3 CPU and the segments it sent per MB; the
guest's busy share; and over all runs the sender's HyStart exits from
slow start (ack train + delay) with the mean cwnd they left it at --
an exit at a fraction of the path's BDP leaves CUBIC to grow by about a
segment per round trip for the rest of a short run.  --runs: a row per
run instead, with that run's budget (tcpsplit's close event) and
retransmits.  A Markdown table on stdout.
"""
import argparse
import json
import statistics


def load(path):
    out = []
    with open(path) as f:
        for line in f:
            r = json.loads(line)
            if r.get("kind") != "iperf" or r.get("error") or not r.get("segs"):
                continue
            out.append(r)
    return out


def figures(r):
    up = r["direction"] == "up"
    mbit = r["bits_per_second"] / 1e6
    mb = r["bytes"] / 1e6
    snd, rcv = ("cli", "srv") if up else ("srv", "cli")
    cs = r.get("iperf_cpu_client" if up else "iperf_cpu_server")
    cr = r.get("iperf_cpu_server" if up else "iperf_cpu_client")
    hs = (r.get("hystart") or {}).get(snd)  # None: not recorded
    return {
        "mbit": mbit,
        "cpu_snd": cs,
        "cpu_snd_per": 100 * cs / mbit if cs is not None and mbit else None,
        "segs_snd": r["segs"][snd][0] / mb if mb else None,
        "cpu_rcv": cr,
        "segs_rcv": r["segs"][rcv][1] / mb if mb else None,
        "busy": r.get("guest_cpu_busy"),
        "hs_exits": hs[0] + hs[2] if hs else None,
        "hs_cwnd": hs[1] + hs[3] if hs else None,
        # the routers' own legs (a split's senders on the far legs)
        "hs_routers": {n: v for n, v in (r.get("hystart") or {}).items() if n not in ("cli", "srv")},
    }


def fmt(v, spec=".1f"):
    return "–" if v is None else format(v, spec)


def med(vals):
    vals = [v for v in vals if v is not None]
    return statistics.median(vals) if vals else None


def hystart(g):
    """HyStart exits over figures G, with their mean cwnd ("–": none
    recorded)."""
    g = [f for f in g if f["hs_exits"] is not None]
    if not g:
        return "–"
    ex = sum(f["hs_exits"] for f in g)
    cw = sum(f["hs_cwnd"] for f in g)
    return f"{ex}" + (f" ({cw // ex})" if ex else "")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", action="store_true")
    ap.add_argument("jsonl")
    a = ap.parse_args()
    recs = load(a.jsonl)
    cols = ("Mbit/s | sender CPU % | per 100 Mbit/s | segs the sender took / MB | "
            "receiver CPU % | segs the receiver sent / MB | guest busy | sender HyStart exits (cwnd)")
    if a.runs:
        print(f"| point | dir | system | run | {cols} | routers' HyStart exits (cwnd) | budget KiB | retrans |")
        print("| --- | --- | --- | ---: |" + " ---: |" * 11)
        for r in sorted(recs, key=lambda r: (r["point"], r["direction"], r["system"], r["run"])):
            f = figures(r)
            tc = (r.get("tcpsplit") or [{}])[0]
            bud = tc.get("budget")
            hs = hystart([f])
            rh = ", ".join(f"{n} {v[0] + v[2]}" + (f" ({(v[1] + v[3]) // (v[0] + v[2])})" if v[0] + v[2] else "")
                           for n, v in sorted(f["hs_routers"].items())) or "–"
            print(f"| {r['point']} | {r['direction']} | {r['system']} | {r['run']} | {f['mbit']:.1f} | "
                  f"{fmt(f['cpu_snd'])} | {fmt(f['cpu_snd_per'])} | {fmt(f['segs_snd'])} | "
                  f"{fmt(f['cpu_rcv'])} | {fmt(f['segs_rcv'])} | {fmt(f['busy'] and 100 * f['busy'], '.0f')}% | "
                  f"{hs} | {rh} | {fmt(bud and bud / 1024, '.0f')} | {r.get('retransmits')} |")
        return
    groups = {}
    for r in recs:
        groups.setdefault((r["point"], r["direction"], r["system"]), []).append(figures(r))
    print(f"| point | dir | system | runs | {cols} |")
    print("| --- | --- | --- | ---: |" + " ---: |" * 8)
    for k in sorted(groups):
        g = groups[k]
        m = {c: med(f[c] for f in g) for c in g[0] if c != "hs_routers"}
        hs = hystart(g)
        print(f"| {k[0]} | {k[1]} | {k[2]} | {len(g)} | {m['mbit']:.1f} | {fmt(m['cpu_snd'])} | "
              f"{fmt(m['cpu_snd_per'])} | {fmt(m['segs_snd'])} | {fmt(m['cpu_rcv'])} | "
              f"{fmt(m['segs_rcv'])} | {fmt(m['busy'] and 100 * m['busy'], '.0f')}% | {hs} |")


if __name__ == "__main__":
    main()
