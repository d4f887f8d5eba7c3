#!/usr/bin/python3
# SPDX-License-Identifier: GPL-2.0
"""The bench reports judge a target only from complete, verified runs.

Synthetic records for each report (cpu, rr, segments, conns, lfn,
unmatched): a
complete set that the report judges, then the same set with a run
missing or unverified, which must read NOT JUDGED, never MEETS; and the
cpu case's HAProxy whose extra CPU is not above forwarding's, which must
not be left out of the comparison.  Needs no matplotlib (make check's
host check runs it; the plots are the reports' own business).

Prints KTAP-like lines and exits 1 on a failure.
"""

import json
import os
import shutil
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import report_conns  # noqa: E402
import report_cpu  # noqa: E402
import report_lfn  # noqa: E402
import report_rr  # noqa: E402
import report_segments  # noqa: E402
import report_unmatched  # noqa: E402
from verdict import HEADLINE  # noqa: E402

RUNS = 5
failed = 0
count = 0
dirs = []


def check(desc, cond):
    global failed, count
    count += 1
    print(f"{'ok' if cond else 'not ok'} {count} {desc}")
    if not cond:
        failed += 1


def outdir(case, runs=RUNS):
    d = tempfile.mkdtemp(prefix="verdicts.")
    dirs.append(d)
    os.makedirs(os.path.join(d, "raw"))
    with open(os.path.join(d, "raw", "meta.json"), "w") as f:
        json.dump({"date": "2026-11-26 00:00 UTC", "cases": [case], "runs": runs}, f)
    return d


def verdicts(text, word="Target"):
    return [line for line in text.split("\n") if word in line and "**" in line]


# ---- cpu: tcpsplit's extra 0.2 s/GB, HAProxy's 1.0 (default) and 0.5
# (splice) over plain's 2.0 s/GB: 0.2 <= 0.5 x each: MEETS.
def cpu_recs(splice_busy=2.5, drop=None, split=5):
    out = []
    busy = {"plain": 2.0, "tcpsplit": 2.2, "haproxy": 3.0, "haproxy-splice": splice_busy}
    for run in range(1, RUNS + 1):
        for p, b in busy.items():
            if (p, run) == drop:
                continue
            out.append({"case": "cpu", "peer": p, "run": run, "bytes": 1e9, "fetches": 5,
                        "mbps": 100.0, "cpus": 2, "cpu_busy": b, "cpu_user": 0.1,
                        "cpu_system": 0.1, "cpu_softirq": 0.1, "cpu_irq": 0.0,
                        "haproxy_cpu": 1.0 if p.startswith("haproxy") else None,
                        "haproxy_pipes": 2 if p == "haproxy-splice" else 0,
                        "kworker_cpu": 0.0, "split": split if p == "tcpsplit" else None,
                        "fw": "none"})
    return out


d = outdir("cpu")
v = verdicts(report_cpu.section(cpu_recs(), d))
check("cpu: complete runs are judged (MEETS)", len(v) == 1 and "**MEETS**" in v[0])
short = [r for r in cpu_recs() if r["run"] <= 3]
v = verdicts(report_cpu.section(short, outdir("cpu", runs=3)))
check("cpu: 3 complete runs (RUNS=3) are not judged", len(v) == 1 and "**NOT JUDGED**" in v[0]
      and "3 runs asked for" in v[0])
v = verdicts(report_cpu.section(cpu_recs(splice_busy=1.9), d))
check("cpu: a HAProxy cheaper than forwarding is compared, not left out (MISSES)",
      len(v) == 1 and "**MISSES**" in v[0])
v = verdicts(report_cpu.section(cpu_recs(drop=("haproxy-splice", 2)), d))
check("cpu: a missing run is NOT JUDGED", len(v) == 1 and "NOT JUDGED" in v[0])
v = verdicts(report_cpu.section(cpu_recs(split=4), d))
check("cpu: a run the flow did not split wholly is NOT JUDGED",
      len(v) == 1 and "NOT JUDGED" in v[0])

# The quickack peer (spliced HAProxy that ACKs every packet): compared with
# spliced HAProxy round by round; a run of it that never spliced is a gap.
qa = cpu_recs()
for r in [r for r in qa if r["peer"] == "haproxy-splice"]:
    qa.append(dict(r, peer="haproxy-splice-qa", mbps=90.0 if r["run"] % 2 else 110.0,
                   cpu_busy_frac={"cpu0": 0.5}, secs=10.0, segs={"srv_in": 19.0e3, "cli_in": 0,
                                                                   "cli_out": 0, "srv_out": 0}))
    r.update(cpu_busy_frac={"cpu0": 0.5}, secs=8.0,
             segs={"srv_in": 6.0e3, "cli_in": 0, "cli_out": 0, "srv_out": 0})
t = report_cpu.section(qa, d)
check("cpu: the quickack peer is set against spliced HAProxy round by round",
      "- haproxy-splice-qa / haproxy-splice (its server leg ACKs every packet, as the split's "
      "does): throughput per round 0.90, 0.90–1.10, ahead in 2 of 5; ACKs at the server 19.0 "
      "against 6.0 per MB; the endpoints' CPU 0 5.00 against 4.00 s/GB (1.25 x)" in t
      and "**MEETS**" in t)
qa[-1]["haproxy_pipes"] = 0
v = verdicts(report_cpu.section(qa, d))
check("cpu: a quickack run that never spliced is NOT JUDGED", len(v) == 1 and "NOT JUDGED" in v[0])
check("cpu: no quickack line without its peer", "haproxy-splice-qa" not in report_cpu.section(cpu_recs(), d))


# ---- rr
def rr_recs(drop=None, relayed=1):
    med = {"plain": 300, "tcpsplit": 320, "haproxy": 600, "haproxy-splice": 500}
    return [{"case": "rr", "peer": p, "run": run, "count": 10, "answer": 1, "n": 10,
             "median_us": m, "p99_us": 2 * m, "max_us": 3 * m, "first_us": m,
             "error": None, "relayed": relayed if p != "plain" else None}
            for run in range(1, RUNS + 1) for p, m in med.items() if (p, run) != drop]


d = outdir("rr")
v = verdicts(report_rr.section(rr_recs(), d), "target")
check("rr: complete runs are judged", len(v) == 3 and all("**MEETS**" in x for x in v))
v = verdicts(report_rr.section(rr_recs(drop=("plain", 3)), d), "target")
check("rr: a missing run is NOT JUDGED", len(v) == 1 and "NOT JUDGED" in v[0])
v = verdicts(report_rr.section(rr_recs(relayed=0), d), "target")
check("rr: a relay that relayed nothing is NOT JUDGED", len(v) == 1 and "NOT JUDGED" in v[0])


# ---- segments: tcpsplit at n x unsplit, HAProxy and dante below it.
def seg_recs(drop=None, relayed_ok=True):
    out = [{"case": "segments", "peer": "none", "n": 1, "run": run, "MBps": 1.0,
            "relayed": []} for run in range(1, RUNS + 1)]
    for p, f in (("tcpsplit", 1.0), ("haproxy", 0.8), ("dante", 0.7)):
        for n in (2, 3, 4, 5):
            for run in range(1, RUNS + 1):
                if (p, n, run) == drop:
                    continue
                rel = [1] * (n - 1) if p != "dante" else []
                if not relayed_ok and p == "tcpsplit" and n == 2 and run == 1:
                    rel = [0]
                out.append({"case": "segments", "peer": p, "n": n, "run": run,
                            "MBps": f * n, "relayed": rel})
    return out


def seg_verdicts(recs, d):
    import statistics
    base = (statistics.median(r["MBps"] for r in recs if r["peer"] == "none"), 0, 0)
    tab = {}
    for r in recs:
        if r["peer"] != "none":
            tab.setdefault((r["peer"], r["n"]), []).append(r["MBps"])
    tab = {k: (statistics.median(v), min(v), max(v)) for k, v in tab.items()}
    return verdicts("\n".join(report_segments.segment_targets(recs, tab, base, d)))


d = outdir("segments")
v = seg_verdicts(seg_recs(), d)
check("segments: complete runs are judged", len(v) == 2 and all("**MEETS**" in x for x in v))
v = seg_verdicts(seg_recs(drop=("dante", 5, 1)), d)
check("segments: dante's missing run leaves tcpsplit's own target judged, the other NOT JUDGED",
      len(v) == 2 and "**MEETS**" in v[0] and "NOT JUDGED" in v[1])
v = seg_verdicts([r for r in seg_recs() if not (r["peer"] == "tcpsplit" and r["n"] == 5)], d)
check("segments: an n never run is NOT JUDGED", len(v) == 2 and all("NOT JUDGED" in x for x in v))
v = seg_verdicts(seg_recs(relayed_ok=False), d)
check("segments: a run a router did not relay is NOT JUDGED",
      len(v) == 2 and all("NOT JUDGED" in x for x in v))


# ---- conns
def conns_recs(drop=None, split=None):
    out = []
    for run in range(1, RUNS + 1):
        for p, rate in (("plain", 2000), ("tcpsplit", 1500), ("haproxy", 900)):
            if (p, run) == drop:
                continue
            r = {"case": "conns", "phase": "rate", "peer": p, "run": run, "conns": 100,
                 "secs": 1.0, "rate": rate, "errors": 0, "lat_ms_median": 1.0,
                 "concurrency": 5, "size": 1024, "left_live": 0}
            if p == "tcpsplit":
                r["flow"] = {"split": 100 if split is None else split}
            out.append(r)
    return out


d = outdir("conns")
v = verdicts(report_conns.section(conns_recs(), d), "setup rate above")
check("conns: complete runs are judged", len(v) == 1 and "**MEETS**" in v[0])
v = verdicts(report_conns.section(conns_recs(drop=("haproxy", 1)), d), "setup rate above")
check("conns: a missing run is NOT JUDGED", len(v) == 1 and "NOT JUDGED" in v[0])
v = verdicts(report_conns.section(conns_recs(split=0), d), "setup rate above")
check("conns: a flow that split nothing is NOT JUDGED", len(v) == 1 and "NOT JUDGED" in v[0])


# ---- lfn: one clean point, one lossy point.
def lfn_recs(drop=None, unsplit_run=None):
    out = []
    for point, loss, rates in (("200m-25+25", None, {"fwd": 180, "tcpsplit": 185, "haproxy": 184}),
                               ("50m-25+25-loss", "0.5%", {"fwd": 5, "tcpsplit": 10,
                                                           "tcpsplit-bbr": 40, "haproxy": 9})):
        for d_ in ("up", "down"):
            for s, mb in rates.items():
                for run in range(1, RUNS + 1):
                    if (point, s, run) == drop:
                        continue
                    split = s.startswith("tcpsplit") and (point, s, run) != unsplit_run
                    out.append({"case": "lfn", "kind": "iperf", "point": point,
                                "system": s, "direction": d_, "run": run, "rate_mbit": 200,
                                "rtts_ms": [25, 25], "loss": loss, "loss_link": 2 if loss else None,
                                "routers": 1, "secs": 8,
                                "bits_per_second": mb * 1e6, "split": split,
                                "haproxy_sessions": [2] if s == "haproxy" else None})
    return out


d = outdir("lfn")
t = report_lfn.section(lfn_recs(), d)
check("lfn: complete runs are judged at every point (8 verdicts, all MEETS)",
      t.count("**MEETS**") == 8 and "NOT JUDGED" not in t and "**MISSES**" not in t)
check("lfn: the lossy upload is judged on the better tcpsplit (bbr: the router sends over the loss)",
      "| 50m-25+25-loss | up | tcpsplit-bbr | 8.00 |" in t)
check("lfn: the lossy download on tcpsplit alone (the server sends over the loss: bbr is no option)",
      "| 50m-25+25-loss | down | tcpsplit | 2.00 |" in t)
t = report_lfn.section(lfn_recs(drop=("50m-25+25-loss", "haproxy", 2)), d)
check("lfn: HAProxy's missing run leaves only the HAProxy verdicts of that point NOT JUDGED",
      t.count("NOT JUDGED") == 2 and t.count("**MEETS**") == 6)
t = report_lfn.section(lfn_recs(unsplit_run=("200m-25+25", "tcpsplit", 1)), d)
check("lfn: a tcpsplit run that was not split is NOT JUDGED",
      t.count("NOT JUDGED") == 4 and "**MEETS**" in t)

# ---- unmatched: loaded and flows at 0.99 x unloaded's throughput and
# 1.02 x its router CPU per GB: MEETS; flows at 1.10 x the CPU: MISSES.
def unm_recs(drop=None, flows_cpu=0.204, conns=1000, matched=0):
    out = []
    for run in range(1, RUNS + 1):
        for c, mbps, cpu in (("unloaded", 100.0, 0.2), ("loaded", 99.0, 0.204),
                             ("flows", 99.0, flows_cpu)):
            if (c, run) == drop:
                continue
            mod = c != "unloaded"
            fl = c == "flows"
            out.append({"case": "unmatched", "config": c, "run": run, "bytes": 1e9,
                        "fetches": 5, "secs": 10.0, "mbps": mbps, "cpus": 2, "cpu_busy": 6.0,
                        "cpu_user": 0.5, "cpu_system": 4.0, "cpu_softirq": 1.0,
                        "cpu_irq": 0.0, "cpu_busy_frac": {"cpu0": 0.5, "cpu1": 0.02},
                        "steer": True, "router_cpu": cpu, "router_busy": cpu,
                        "idle_router_frac": 0.01,
                        "module": mod, "flows": (100 if fl else 0) if mod else None,
                        "conns_before": (conns if fl else 0) if mod else None,
                        "conns_after": (conns if fl else 0) if mod else None,
                        "syns_seen": (5 if fl else 0) if mod else None,
                        "syns_matched": (matched if fl else 0) if mod else None,
                        "held": conns if fl else None, "conns_listed": conns if fl else None,
                        "flows_wanted": 100 if fl else 0, "conns_wanted": 1000 if fl else 0,
                        "conntrack": False})
    return out


d = outdir("unmatched")
v = verdicts(report_unmatched.section(unm_recs(), d))
check("unmatched: complete runs are judged (4 x MEETS)",
      len(v) == 4 and all("**MEETS**" in x for x in v))
v = verdicts(report_unmatched.section(unm_recs(flows_cpu=0.22), d))
check("unmatched: flows' router CPU 1.10 x unloaded's MISSES, the rest MEETS",
      len(v) == 4 and "**MISSES**" in v[3] and all("**MEETS**" in x for x in v[:3]))
v = verdicts(report_unmatched.section(unm_recs(drop=("unloaded", 2)), d))
check("unmatched: a missing run is NOT JUDGED", len(v) == 4 and all("NOT JUDGED" in x for x in v))
v = verdicts(report_unmatched.section(unm_recs(conns=999), d))
check("unmatched: connections short of 1,000 are NOT JUDGED",
      len(v) == 4 and all("NOT JUDGED" in x for x in v))
v = verdicts(report_unmatched.section(unm_recs(matched=1), d))
check("unmatched: a fetch that matched a flow is NOT JUDGED",
      len(v) == 4 and all("NOT JUDGED" in x for x in v))

# The cpu case's throughput round by round: run i of one peer against run
# i of the other, so a drift in the guest's pace over a set cancels.
by = {"tcpsplit": [{"run": 1, "mbps": 90.0}, {"run": 2, "mbps": 150.0}, {"run": 3, "mbps": 99.0}],
      "haproxy-splice": [{"run": 1, "mbps": 100.0}, {"run": 2, "mbps": 140.0}, {"run": 3, "mbps": 100.0}]}
t = report_cpu._paired(by, "haproxy-splice")
check("cpu: per-round ratios pair run i with run i (median 0.99, ahead in 1 of 3)",
      "per round: 0.99, 0.90–1.07; tcpsplit ahead in 1 of 3" in t)
by["haproxy-splice"] = by["haproxy-splice"][:1]
check("cpu: no per-round figure from a single pair", report_cpu._paired(by, "haproxy-splice") == "")

# The rr case's ratio to forwarding round by round, beside the verdict on
# the medians over runs (which it must not change).
ok = {"tcpsplit": [{"run": 1, "median_us": 1060}, {"run": 2, "median_us": 1000},
                   {"run": 3, "median_us": 990}],
      "plain": [{"run": 1, "median_us": 1590}, {"run": 2, "median_us": 720},
                {"run": 3, "median_us": 800}]}
check("rr: per-round ratios pair run i with run i (median 1.24, within 1.2 in 1 of 3)",
      report_rr._rounds(ok) == " (per round: 1.24, 0.67–1.39; within 1.2 in 1 of 3)")
ok["plain"] = ok["plain"][:1]
check("rr: no per-round figure from a single pair", report_rr._rounds(ok) == "")

# Each section marks its summary table, which bench/tables.py takes for
# the README and docs/benchmarks.md.
for name, text in (("cpu", report_cpu.section(cpu_recs(), outdir("cpu"))),
                   ("rr", report_rr.section(rr_recs(), outdir("rr"))),
                   ("conns", report_conns.section(conns_recs(), outdir("conns"))),
                   ("lfn", report_lfn.section(lfn_recs(), outdir("lfn"))),
                   ("unmatched", report_unmatched.section(unm_recs(), outdir("unmatched")))):
    check(f"{name}: a summary table follows the headline mark",
          f"{HEADLINE}\n| " in text)

for x in dirs:
    shutil.rmtree(x, ignore_errors=True)
print(f"{count - failed} passed, {failed} failed")
sys.exit(1 if failed else 0)
