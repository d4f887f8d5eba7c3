# SPDX-License-Identifier: GPL-2.0
"""Report section of the "unmatched" case (bench/case-unmatched.sh):
forwarding of traffic that matches no flow, with the module unloaded,
loaded without flows, and loaded with flows and live split connections.

section(records, outdir) -> Markdown; writes outdir/unmatched.png.
Standalone: report_unmatched.py RESULTS_DIR (reads
RESULTS_DIR/raw/unmatched.jsonl).
"""

import json
import os
import statistics
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from report_cpu import _fmt, _per_gb, _stats, round_ratios  # noqa: E402
from verdict import HEADLINE, expected_runs, gaps, groups_by, judge  # noqa: E402

CONFIGS = ("unloaded", "loaded", "flows")
BASE = "unloaded"
LABELS = {"unloaded": "module not loaded", "loaded": "module loaded, no flow",
          "flows": "module loaded, flows and live split connections"}
# Issue 67: against the router without the module, at least this much of
# its throughput and at most this much of its router CPU per GB.
THROUGHPUT_MIN = 0.98
CPU_MAX = 1.05


def _has(records, key):
    """Whether every run recorded key."""
    return bool(records) and all(r.get(key) is not None for r in records)


def _cost_key(records):
    """The router's CPU when it had its own -- its wall time minus idle
    time (router_busy) where recorded, else its ticks (router_cpu) --,
    else the whole guest's."""
    for k in ("router_busy", "router_cpu"):
        if _has(records, k):
            return k
    return "cpu_busy"


def _verify(r):
    """Why run r did not go the way its configuration says, or None."""
    cfg = r["config"]
    if cfg == "unloaded":
        return "the module was loaded" if r.get("module") else None
    if not r.get("module"):
        return "the module was not loaded"
    if cfg == "loaded":
        if r.get("flows") or r.get("conns_before") or r.get("conns_after"):
            return f"{r.get('flows')} flows, {r.get('conns_before')} connections in r1"
        return None
    want_f, want_c = r.get("flows_wanted"), r.get("conns_wanted")
    if r.get("flows") != want_f:
        return f"{r.get('flows')} flows of {want_f}"
    for k in ("held", "conns_before", "conns_after", "conns_listed"):
        if (r.get(k) or 0) < want_c:
            return f"{k} {r.get(k)} of {want_c} connections"
    if r.get("syns_matched") != 0:
        return f"{r.get('syns_matched')} SYNs matched a flow during the transfer"
    if (r.get("syns_seen") or 0) < r.get("fetches", 1):
        return f"{r.get('syns_seen')} SYNs seen of {r.get('fetches')} fetches"
    return None


def _spread(rs):
    """ "median, min–max" of ratios rs, to three places (the targets are
    within a few hundredths of 1)."""
    return f"{statistics.median(rs):.3f}, {min(rs):.3f}–{max(rs):.3f}"


def _ratio(by, cfg, f):
    """median of f over cfg's runs / median over BASE's runs, or None."""
    a = [v for v in (f(r) for r in by.get(cfg, [])) if v is not None]
    b = [v for v in (f(r) for r in by.get(BASE, [])) if v is not None]
    if not a or not b or statistics.median(b) <= 0:
        return None
    return statistics.median(a) / statistics.median(b)


def _plot(by, key, path):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    cfgs = [c for c in CONFIGS if by.get(c)]
    fig, axes = plt.subplots(1, 2, figsize=(11, 4.2))
    for ax, f, title in ((axes[0], lambda r: r["mbps"], "throughput, MB/s"),
                         (axes[1], lambda r: _per_gb(r, key),
                          "router CPU, s/GB" if key == "router_cpu" else "guest CPU, s/GB")):
        for x, c in enumerate(cfgs):
            vals = [f(r) for r in by[c]]
            ax.scatter([x] * len(vals), vals, s=14, alpha=0.6)
            ax.hlines(statistics.median(vals), x - 0.25, x + 0.25, color="black")
        ax.set_xticks(range(len(cfgs)), cfgs)
        ax.set_title(title + " (each run; bar: median)")
        ax.set_ylim(bottom=0)
    fig.suptitle("Traffic that matches no flow, through one router")
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)


def section(records, outdir):
    by = {c: [r for r in records if r["config"] == c] for c in CONFIGS}
    key = _cost_key(records)
    cpu_name = "guest CPU" if key == "cpu_busy" else "router CPU"
    fl = next((r for r in by["flows"]), {})
    fetches = next((r.get("fetches") for r in records), "?")
    out = ["## Unmatched traffic (one router, no added delay)\n"]
    out.append(
        f"cli — r1 — srv, no added delay; each run, curl in cli fetches a 100 MB random file "
        f"from nginx in srv {fetches} times (a new connection each, port 80), and r1 "
        "forwards it: no flow matches. Configurations of r1, runs interleaved: "
        "**unloaded** (the tcpsplit module not loaded), **loaded** (loaded, no flow in r1), "
        f"**flows** ({fl.get('flows_wanted', '?')} flows in r1, none matching the fetches, "
        f"and {fl.get('conns_wanted', '?')} idle split connections held open through r1 "
        "on a port that flow 1 matches, counted live by `splitctl stats` before and after "
        "the transfer and listed by `splitctl conns`).\n")
    if key != "cpu_busy":
        how = ("the transfer's wall time minus CPU 1's idle time, which the kernel "
               "measures exactly (NO_HZ; `/proc/stat` in 10 ms units)" if key == "router_busy"
               else "the busy fields of CPU 1's line in `/proc/stat`, counted by the tick")
        out.append(
            "Method: the router on a CPU of its own, as in the cpu case: what r1 receives "
            "is processed on CPU 1, the endpoints' packets and every process of the case "
            f"on CPU 0. The router CPU is CPU 1's busy time over the transfer, {how}, per "
            "GB forwarded; it includes whatever the held connections cost meanwhile. "
            "Idle router: CPU 1's busy share in the pause before the transfer.\n")
    else:
        out.append("Method: the router had no CPU of its own (UNM_STEER=0): the CPU figure "
                   "is the whole guest's busy time per GB.\n")
    out.append(f"Throughput and {cpu_name} per GB, median (min–max) over runs; each "
               "configuration against unloaded: the ratio of the medians, then round by "
               "round (median, range).\n")
    out.append(HEADLINE)
    out.append(f"| configuration | runs | MB/s | {cpu_name} s/GB | MB/s / unloaded "
               f"| {cpu_name} per GB / unloaded |")
    out.append("| --- | ---: | ---: | ---: | ---: | ---: |")
    for c in CONFIGS:
        rs = by[c]
        if not rs:
            out.append(f"| {c} | 0 | – | – | – | – |")
            continue
        thr = cpu = "–"
        if c != BASE and by[BASE]:
            t = _ratio(by, c, lambda r: r["mbps"])
            k = _ratio(by, c, lambda r: _per_gb(r, key))
            rt = round_ratios(rs, by[BASE])
            rk = round_ratios([dict(r, cost=_per_gb(r, key)) for r in rs],
                              [dict(r, cost=_per_gb(r, key)) for r in by[BASE]], "cost")
            if t is not None:
                thr = f"{t:.3f}" + (f" ({_spread(rt)})" if rt else "")
            if k is not None:
                cpu = f"{k:.3f}" + (f" ({_spread(rk)})" if rk else "")
        out.append(f"| {c} | {len(rs)} | {_fmt(_stats(r['mbps'] for r in rs), 1)} "
                   f"| {_fmt(_stats(_per_gb(r, key) for r in rs), 3)} | {thr} | {cpu} |")
    out.append("")
    out.append("Median (min–max) over runs; CPU in seconds per GB forwarded.\n")
    out.append("| configuration | guest CPU s/GB | user | system | softirq | endpoints' "
               "CPU 0 s/GB | router CPU by the tick s/GB | idle router, CPU 1 busy "
               "| split connections live before / after | SYNs seen / matched per run |")
    out.append("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for c in CONFIGS:
        rs = by[c]
        if not rs:
            continue

        def med(k):
            return statistics.median(_per_gb(r, k) for r in rs)
        cpu0 = _stats(r["cpu_busy_frac"]["cpu0"] * r["secs"] / (r["bytes"] / 1e9)
                      for r in rs if "cpu0" in r.get("cpu_busy_frac", {}))
        idle = _stats(r.get("idle_router_frac") for r in rs)
        conns = "–"
        if c == "flows":
            conns = (f"{min(r.get('conns_before') or 0 for r in rs)} / "
                     f"{min(r.get('conns_after') or 0 for r in rs)} (fewest)")
        syns = "–"
        if c != "unloaded":
            seen = _stats(r.get("syns_seen") for r in rs)
            matched = max((r.get("syns_matched") or 0) for r in rs)
            syns = f"{seen[0]:.0f} / {matched}" if seen else "–"
        out.append(f"| {c} | {_fmt(_stats(_per_gb(r, 'cpu_busy') for r in rs))} "
                   f"| {med('cpu_user'):.2f} | {med('cpu_system'):.2f} "
                   f"| {med('cpu_softirq'):.2f} | {_fmt(cpu0)} "
                   f"| {_fmt(_stats(_per_gb(r, 'router_cpu') for r in rs), 3)} | {_fmt(idle, 3)} "
                   f"| {conns} | {syns} |")
    out.append("")
    if any(r.get("conntrack") for r in records):
        out.append("Note: conntrack had entries in r1 after some runs "
                   f"({', '.join(sorted({r['config'] for r in records if r.get('conntrack')}))}).\n")
    why_not = gaps(records, groups_by("config", CONFIGS), expected_runs(outdir, "unmatched"),
                   _verify)
    for c in CONFIGS[1:]:
        t = _ratio(by, c, lambda r: r["mbps"])
        k = _ratio(by, c, lambda r: _per_gb(r, key))
        tt = "–" if t is None else f"{t:.3f}"
        kt = "–" if k is None else f"{k:.3f}"
        out.append(f"- Target: {c} / unloaded, throughput at least {THROUGHPUT_MIN} "
                   f"(medians: {tt}): {judge(t is not None and t >= THROUGHPUT_MIN, why_not)}.")
        out.append(f"- Target: {c} / unloaded, {cpu_name} per GB at most {CPU_MAX} "
                   f"(medians: {kt}): {judge(k is not None and k <= CPU_MAX, why_not)}.")
    out.append("")
    try:
        _plot(by, key, os.path.join(outdir, "unmatched.png"))
        out.append("![Unmatched traffic](unmatched.png)\n")
    except Exception as e:  # the tables stand without the plot
        out.append(f"(plot not made: {e})\n")
    return "\n".join(out) + "\n"


def main():
    d = sys.argv[1]
    with open(os.path.join(d, "raw", "unmatched.jsonl")) as f:
        recs = [json.loads(line) for line in f if line.strip()]
    print(section(recs, d))


if __name__ == "__main__":
    main()
