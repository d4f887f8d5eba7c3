# SPDX-License-Identifier: GPL-2.0
"""Report section of benchmark case "conns" (bench/case-conns.sh).

section(records, outdir) -> Markdown; writes conns-rate.png in outdir.
Records: "phase" "rate" (one per run and peer) or "hold" (one per peer).
"""
import os
import statistics
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from verdict import HEADLINE, expected_runs, gaps, groups_by, judge  # noqa: E402

PEERS = ("plain", "tcpsplit", "haproxy")
LABELS = {"plain": "plain forwarding", "tcpsplit": "tcpsplit",
          "haproxy": "HAProxy (TPROXY)"}


def _fmt(v, nd=0):
    if v is None:
        return "-"
    return f"{v:,.{nd}f}"


def _kib(v):
    return "-" if v is None else f"{v / 1024:,.1f}"


def _rate_stats(records):
    """peer -> dict(median, min, max, runs, errors, lat) of the rate runs."""
    out = {}
    for p in PEERS:
        rs = [r for r in records if r.get("phase") == "rate" and r.get("peer") == p]
        if not rs:
            continue
        rates = [r["rate"] for r in rs]
        lats = [r["lat_ms_median"] for r in rs if r.get("lat_ms_median", -1) >= 0]
        out[p] = {"median": statistics.median(rates), "min": min(rates),
                  "max": max(rates), "runs": len(rs),
                  "errors": sum(r.get("errors", 0) for r in rs),
                  "conns": sum(r.get("conns", 0) for r in rs),
                  "lat": statistics.median(lats) if lats else None,
                  "conc": rs[0].get("concurrency"), "secs": rs[0].get("secs")}
    return out


def _plot(st, outdir):
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return None
    peers = [p for p in PEERS if p in st]
    med = [st[p]["median"] for p in peers]
    lo = [st[p]["median"] - st[p]["min"] for p in peers]
    hi = [st[p]["max"] - st[p]["median"] for p in peers]
    fig, ax = plt.subplots(figsize=(6, 4))
    ax.bar([LABELS[p] for p in peers], med, yerr=[lo, hi], capsize=6,
           color=["#999999", "#1f77b4", "#ff7f0e"][:len(peers)])
    ax.set_ylabel("connections per second")
    ax.set_title("Setup rate through one router (1 KiB each way)\n"
                 "median of runs, bars min..max")
    fig.tight_layout()
    name = "conns-rate.png"
    fig.savefig(os.path.join(outdir, name), dpi=100)
    plt.close(fig)
    return name


def _verify_rate(r):
    """A tcpsplit rate run's flow split every connection it completed."""
    if r["peer"] != "tcpsplit":
        return None
    split = (r.get("flow") or {}).get("split")
    if split is None or split < r.get("conns", 0):
        return f"the flow split {split} of {r.get('conns')} connections"
    return None


def _rate_section(records, outdir):
    st = _rate_stats(records)
    if not st:
        return ["No setup-rate runs were recorded.", ""]
    any_r = next(r for r in records if r.get("phase") == "rate")
    md = [f"Each run: `connbench rate` in the client keeps "
          f"{any_r.get('concurrency')} connections in flight for "
          f"{any_r.get('secs', 0):.0f} s; each connection connects, sends "
          f"{any_r.get('size', 1024)} bytes, reads {any_r.get('size', 1024)} "
          f"bytes back from `connbench serve` in the server and closes "
          f"(client first, FIN). Rate = completed connections / seconds; "
          f"connections still in flight at the end are not counted. "
          f"One router, no added delay, peers alternating run by run.", "",
          HEADLINE,
          "| peer | runs | median conn/s | min | max | ratio to plain | "
          "median latency ms | errors (all runs) |",
          "|---|---|---|---|---|---|---|---|"]
    base = st.get("plain", {}).get("median")
    for p in PEERS:
        if p not in st:
            continue
        s = st[p]
        ratio = f"{s['median'] / base:.2f}" if base else "-"
        md.append(f"| {LABELS[p]} | {s['runs']} | {_fmt(s['median'])} | "
                  f"{_fmt(s['min'])} | {_fmt(s['max'])} | {ratio} | "
                  f"{_fmt(s['lat'], 2)} | {s['errors']} of "
                  f"{s['conns'] + s['errors']} |")
    md.append("")
    rate = [r for r in records if r.get("phase") == "rate"]
    why_not = gaps(rate, groups_by("peer", PEERS), expected_runs(outdir, "conns"),
                   _verify_rate)
    t, h = st.get("tcpsplit"), st.get("haproxy")
    met = bool(t and h) and t["median"] > h["median"]
    if t and h and h["median"]:
        md.append(f"tcpsplit / HAProxy (medians): **{t['median'] / h['median']:.2f}**.")
    md.append("Target \"setup rate above HAProxy's\": " + judge(met, why_not)
              + ("" if why_not or not met or t["min"] > h["max"] else
                 " (the ranges of the runs overlap)") + ".")
    md.append("")
    left = [r for r in records if r.get("phase") == "rate"
            and r.get("left_live", 0) > 0]
    if left:
        md.append("After " + ", ".join(
            f"tcpsplit run {r['run']}: {r['left_live']}" for r in left) +
            " split connection(s) were still live when the case stopped "
            "waiting (15 s by default); probably connections the client "
            "abandoned "
            "mid-exchange at the end of the run (see "
            "raw/conns-leftover-*.json).")
        md.append("")
    png = _plot(st, outdir)
    if png:
        md += [f"![setup rate]({png})", ""]
    return md


def _hold_section(records):
    hs = {r["peer"]: r for r in records if r.get("phase") == "hold"}
    if not hs:
        return ["No idle-connection (hold) run was recorded.", ""]
    n = next(iter(hs.values())).get("count")
    md = [f"`connbench hold` opens {n:,} connections (1 KiB exchange once "
          f"each) and holds them idle. Before and while they are held the "
          f"case drops the page cache and reclaimable slab and reads "
          f"/proc/meminfo and /proc/slabinfo; the tables give the deltas "
          f"divided by the connections open. The whole guest is counted "
          f"(client and server sockets included): plain forwarding is the "
          f"baseline (client + server sockets, r1's conntrack entries), so "
          f"a relay's share on the router is its delta minus plain's.", "",
          "| peer | open | failed | open in s | MemAvailable B/conn | "
          "Slab B/conn | SUnreclaim B/conn | slab objects B/conn | "
          "idle CPU busy % |",
          "|---|---|---|---|---|---|---|---|---|"]
    for p in PEERS:
        if p not in hs:
            continue
        r = hs[p]
        md.append(f"| {LABELS[p]} | {r['open']:,} | {r['failed']} | "
                  f"{r.get('open_secs', 0):.1f} | "
                  f"{_fmt(r.get('per_conn_MemAvailable'))} | "
                  f"{_fmt(r.get('per_conn_Slab'))} | "
                  f"{_fmt(r.get('per_conn_SUnreclaim'))} | "
                  f"{_fmt(r.get('per_conn_slab_objs'))} | "
                  f"{_fmt(r.get('idle_cpu_busy_pct'), 1)} |")
    md.append("")
    base = hs.get("plain")
    if base:
        md += ["Router's share (peer minus plain forwarding), bytes per "
               "connection:", "",
               HEADLINE,
               "| peer | MemAvailable | Slab | slab objects |",
               "|---|---|---|---|"]
        for p in ("tcpsplit", "haproxy"):
            if p not in hs:
                continue
            r = hs[p]
            row = []
            for k in ("per_conn_MemAvailable", "per_conn_Slab",
                      "per_conn_slab_objs"):
                a, b = r.get(k), base.get(k)
                row.append(_fmt(a - b) if a is not None and b is not None
                           else "-")
            md.append(f"| {LABELS[p]} | " + " | ".join(row) + " |")
        md.append("")
    t = hs.get("tcpsplit")
    if t:
        s = t.get("splitctl_stats", {})
        ok = t["open"] >= t["count"] and t.get("conns_split", 0) >= t["count"]
        md.append(f"tcpsplit: `splitctl stats` showed {s.get('conns', '?'):,} "
                  f"split connections, `splitctl conns` listed "
                  f"{t.get('conns_listed', '?'):,} (the dump took "
                  f"{t.get('conns_dump_secs', '?')} s); mem_reserved "
                  f"{_kib(s.get('mem_reserved'))} KiB = "
                  f"{_kib(s['mem_reserved'] / max(s.get('conns') or 1, 1)) if 'mem_reserved' in s else '-'}"
                  f" KiB per connection of flow-control budget (an "
                  f"accounting bound, not allocated memory) under a "
                  f"mem-limit raised to {t.get('mem_limit', '?')} "
                  f"(budget_reduced {s.get('budget_reduced', '?')}, "
                  f"unsplit_nomem {s.get('unsplit_nomem', '?')}).")
        d = t.get("drain_secs")
        if d is not None:
            md.append("After the client closed them all, every split "
                      "connection was gone " +
                      (f"within {d} s." if d >= 0 else
                       "**not** within the case's wait (a leak or a stuck "
                       "teardown)."))
        top = t.get("slab_top") or {}
        if top:
            md.append("Largest slab growth with tcpsplit (bytes per "
                      "connection): " + ", ".join(
                          f"{k} {v / max(t['open'], 1):,.0f}"
                          for k, v in list(top.items())[:6]) + ".")
        md.append("")
        md.append(f"Target \"{t['count']:,} concurrent connections with a "
                  f"stated memory per connection\": **"
                  f"{'MEETS' if ok else 'MISSES'}**"
                  + ("" if ok else f" ({t['open']:,} open, "
                     f"{t.get('conns_split')} split, {t['failed']} failed)")
                  + ".")
        md.append("")
    return md


def section(records, outdir):
    md = ["## Connections: setup rate and 10,000 idle connections", "",
          "### Setup rate", ""]
    md += _rate_section(records, outdir)
    md += ["### Idle connections held open", ""]
    md += _hold_section(records)
    return "\n".join(md)


if __name__ == "__main__":
    import json
    import sys
    d = sys.argv[1]
    recs = [json.loads(l) for l in open(os.path.join(d, "raw", "conns.jsonl"))
            if l.strip()]
    print(section(recs, d))
