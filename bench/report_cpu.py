# SPDX-License-Identifier: GPL-2.0
"""Report section of the "cpu" case (bench/case-cpu.sh): CPU per GB relayed.

section(records, outdir) -> Markdown; writes outdir/cpu-per-gb.png.
Standalone: report_cpu.py RESULTS_DIR (reads RESULTS_DIR/raw/cpu.jsonl).

Records are grouped by the router firewall of their run ("fw", CPU_FW of
the case; records without it are "none"), each setting reported on its
own: a relay's extra CPU is over plain forwarding under the same setting.
With no firewall alone the section is as before the setting existed; with
another setting, each has its subsection, plot (cpu-per-gb-FW.png, "none"
keeping cpu-per-gb.png) and profiles (raw/cpu-perf-PEER-FW.txt).
"""

import json
import math
import os
import statistics
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from verdict import HEADLINE, expected_runs, gaps, groups_by, judge  # noqa: E402

PEERS = ("plain", "tcpsplit", "haproxy", "haproxy-splice")
RELAYS = PEERS[1:]
# The module of bench.sh's B_TREE (case-cpu.sh), when it ran.
B_PEER = "tcpsplit-b"
# Spliced HAProxy whose server leg ACKs every packet (case-cpu.sh), when
# it ran: as many ACKs at the server as behind the split.
QA_PEER = "haproxy-splice-qa"
OPTIONAL = (B_PEER, QA_PEER)
ALL_PEERS = PEERS + OPTIONAL
TARGET = 0.5  # tcpsplit's router CPU per GB at most half HAProxy's
FW_LABELS = {"none": "no firewall", "nft": "stateful nft firewall, conntrack"}
LABELS = {"plain": "forwarding", "haproxy": "HAProxy (splice-auto)",
          "haproxy-splice": "HAProxy (spliced)",
          QA_PEER: "HAProxy (spliced, ACKing every packet)"}


def _per_gb(r, key):
    v = r.get(key)
    return None if v is None else v / (r["bytes"] / 1e9)


def _paired(by, p):
    """Throughput tcpsplit / P round by round: the runs alternate the peers
    (run i of each peer in turn), so a ratio within a round cancels the
    emulated guest's drift in pace over a set, which can move one peer's
    runs by half again and reverse an order of medians.  Returns ", per round: median
    (min-max), ahead in k of n" or ""."""
    rs = round_ratios(by["tcpsplit"], by[p])
    if not rs:
        return ""
    return (f" (per round: {_spread(rs)}; tcpsplit ahead in {sum(x >= 1 for x in rs)} "
            f"of {len(rs)})")


def round_ratios(ra, rb, key="mbps"):
    """r[key] of runs ra / runs rb, run i against run i (the runs alternate
    the peers, so each pair saw the same pace of the guest); [] with fewer
    than two pairs.  Shared with report_rr.py."""
    a = {r["run"]: r[key] for r in ra}
    b = {r["run"]: r[key] for r in rb}
    rs = [a[i] / b[i] for i in sorted(a) if i in b and b[i] > 0]
    return rs if len(rs) >= 2 else []


def _spread(rs):
    """ "median, min–max" of ratios rs."""
    return f"{statistics.median(rs):.2f}, {min(rs):.2f}–{max(rs):.2f}"


def _srv_acks(rs):
    """The ACKs nginx took per MB (the server's InSegs of a download), the
    median of the runs that recorded them, or None."""
    v = [r["segs"]["srv_in"] * 1e6 / r["bytes"] for r in rs if r.get("segs")]
    return statistics.median(v) if v else None


def _cpu0(rs):
    """The endpoints' CPU (CPU 0) per GB, median of the runs, or None."""
    v = [r["cpu_busy_frac"]["cpu0"] * r["secs"] / (r["bytes"] / 1e9)
         for r in rs if "cpu0" in r.get("cpu_busy_frac", {})]
    return statistics.median(v) if v else None


def _qa_line(by):
    """Spliced HAProxy with and without an ACK for every packet at its
    server leg: what the server's extra ACKs cost the endpoints, in one
    guest ("" when the quickack peer did not run)."""
    a, b = by.get(QA_PEER), by.get("haproxy-splice")
    if not a or not b:
        return ""
    rs = round_ratios(a, b)
    parts = [f"throughput per round {_spread(rs)}, ahead in {sum(x >= 1 for x in rs)} "
             f"of {len(rs)}"] if rs else []
    acks = [_srv_acks(a), _srv_acks(b)]
    if None not in acks:
        parts.append(f"ACKs at the server {acks[0]:.1f} against {acks[1]:.1f} per MB")
    ends = [_cpu0(a), _cpu0(b)]
    if None not in ends:
        parts.append(f"the endpoints' CPU 0 {ends[0]:.2f} against {ends[1]:.2f} s/GB "
                     f"({ends[0] / ends[1]:.2f} x)")
    return (f"- {QA_PEER} / haproxy-splice (its server leg ACKs every packet, as the "
            "split's does): " + "; ".join(parts))


def _events_line(peers, by):
    """Events per MB (runs that recorded them, medians): curl's and nginx's
    sleeps (voluntary context switches), the endpoints' CPU 0's NET_RX
    softirqs and IPIs (RES + CAL), the router CPU 1's, and the guest's
    context switches: what a relay makes the endpoints do besides the
    packets they handle."""
    parts = []
    for p in peers:
        runs = [r for r in by[p] if r.get("events")]
        if not runs:
            continue

        def med(f):
            vals = [v for v in (f(r["events"]) for r in runs) if v is not None]
            mb = statistics.median(r["bytes"] for r in runs) / 1e6
            return statistics.median(vals) / mb if vals else None

        def cpu(name, c):
            return lambda e: e[name][c] if name in e and len(e[name]) > c else None

        def ipis(c):
            return lambda e: (e["RES"][c] + e["CAL"][c]
                              if "RES" in e and "CAL" in e and len(e["RES"]) > c else None)
        figs = [("curl sleeps", med(lambda e: e.get("curl_vcs"))),
                ("nginx sleeps", med(lambda e: e.get("nginx_vcs"))),
                ("CPU 0 NET_RX", med(cpu("NET_RX", 0))),
                ("CPU 0 IPIs", med(ipis(0))),
                ("CPU 1 NET_RX", med(cpu("NET_RX", 1))),
                ("CPU 1 IPIs", med(ipis(1))),
                ("context switches", med(lambda e: e.get("ctxt")))]
        parts.append(f"{p}: " + ", ".join(f"{n} {v:.1f}" for n, v in figs if v is not None))
    if not parts:
        return None
    return "- events per MB, medians: " + "; ".join(parts)


def _pct(vals, q):
    """The q-quantile of vals (nearest rank): the 90th percentile of a
    set's fetches, where a median hides the fetches that hoard."""
    v = sorted(vals)
    return v[max(0, math.ceil(q * len(v)) - 1)]


def _closes_line(peers, by):
    """What the module's close events say of each split fetch's server ->
    client direction (runs that recorded them): the peak of bytes waiting
    at the router (what the split holds where forwarding leaves the bytes
    in nginx's send buffer), the budget at close, and the server leg's
    zero windows per fetch; None without close events."""
    parts = []
    for p in peers:
        cs = [c for r in by[p] for c in (r.get("closes") or [])]
        peaks = [c["peak"] / 2**20 for c in cs if c.get("peak") is not None]
        if not peaks:
            continue
        txt = (f"{p} ({len(peaks)} fetches): peak waiting {statistics.median(peaks):.1f} MiB "
               f"median, {_pct(peaks, 0.9):.1f} 90th percentile, {max(peaks):.1f} max")
        budgets = [c["budget"] / 2**20 for c in cs if c.get("budget") is not None]
        if budgets:
            txt += (f"; budget at close {statistics.median(budgets):.2f} MiB "
                    f"({min(budgets):.2f}–{max(budgets):.2f})")
        zws = [c["zero_windows"] for c in cs if c.get("zero_windows") is not None]
        if zws:
            txt += (f"; zero windows per fetch {statistics.median(zws):.0f} "
                    f"({min(zws)}–{max(zws)})")
        zmax = [c["zero_window_max_us"] for c in cs if c.get("zero_window_max_us") is not None]
        if zmax:
            txt += f", longest {max(zmax) / 1000:.1f} ms"
        parts.append(txt)
    if not parts:
        return None
    return ("- close events of the split fetches (server -> client, the module's "
            "monitor): " + "; ".join(parts))


def _stats(vals):
    vals = [v for v in vals if v is not None]
    if not vals:
        return None
    return statistics.median(vals), min(vals), max(vals)


def _fmt(s, digits=2):
    if s is None:
        return "–"
    m, lo, hi = s
    return f"{m:.{digits}f} ({lo:.{digits}f}–{hi:.{digits}f})"


def _steered(records):
    """Whether every run had the router on a CPU of its own (CPU_STEER of
    case-cpu.sh) and recorded that CPU's busy time."""
    return bool(records) and all(r.get("router_cpu") is not None for r in records)


def _cost_key(records):
    """What a run's router cost is measured by: the router's own CPU when
    it had one, else the whole guest's busy CPU."""
    return "router_cpu" if _steered(records) else "cpu_busy"


def _extras(records):
    """Router extra CPU per GB of each relay run: its router cost per GB
    (_cost_key) minus that of the plain run of the same round (runs
    alternate, so the pair saw the same conditions of the host)."""
    key = _cost_key(records)
    plain = {r["run"]: _per_gb(r, key) for r in records if r["peer"] == "plain"}
    out = {p: [] for p in ALL_PEERS}
    for r in records:
        if r["peer"] in ALL_PEERS[1:] and r["run"] in plain:
            out[r["peer"]].append(_per_gb(r, key) - plain[r["run"]])
    out["plain"] = [0.0] * len(plain)
    return out


def _verify(r):
    """Why run r did not go the way its peer says, or None."""
    if r["peer"].startswith("tcpsplit") and (r.get("split") or 0) < r.get("fetches", 1):
        return f"split {r.get('split')} of {r.get('fetches')} fetches"
    if r["peer"].startswith("haproxy") and r.get("haproxy_cpu") is None:
        return "no HAProxy process measured"
    if r["peer"].startswith("haproxy-splice") and not r.get("haproxy_pipes"):
        return "HAProxy never spliced"
    return None


def _plot(by, extras, path, title=None, steered=False):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, axes = plt.subplots(1, 2, figsize=(12, 4.5))
    # Left: whole-guest busy CPU per GB, by kind of CPU time (medians),
    # whiskers the min and max of the total.
    ax = axes[0]
    peers = [p for p in ALL_PEERS if by.get(p)]
    bottom = [0.0] * len(peers)
    for key, label in (("cpu_user", "user"), ("cpu_system", "system"),
               ("cpu_softirq", "softirq"), ("cpu_irq", "irq")):
        vals = [statistics.median(_per_gb(r, key) for r in by[p]) for p in peers]
        ax.bar(peers, vals, bottom=bottom, label=label)
        bottom = [b + v for b, v in zip(bottom, vals)]
    tot = [_stats(_per_gb(r, "cpu_busy") for r in by[p]) for p in peers]
    ax.errorbar(peers, [t[0] for t in tot],
            yerr=[[t[0] - t[1] for t in tot], [t[2] - t[0] for t in tot]],
            fmt="k_", capsize=6, label="total: median, min–max")
    ax.set_ylabel("guest CPU seconds per GB")
    ax.set_title("Whole guest (client, server, router)")
    ax.legend(fontsize=8)
    # Right: the router's extra CPU over plain forwarding, and HAProxy's
    # own process.
    ax = axes[1]
    names, med, lo, hi = [], [], [], []
    colors = []
    for label, vals, color in (
            ("tcpsplit\nextra", extras.get("tcpsplit"), "tab:green"),
            ("tcpsplit-b\nextra", extras.get("tcpsplit-b"), "tab:olive"),
            ("haproxy\nextra", extras.get("haproxy"), "tab:red"),
            ("haproxy-splice\nextra", extras.get("haproxy-splice"), "tab:purple"),
            ("haproxy-splice-qa\nextra", extras.get(QA_PEER), "tab:pink"),
            ("haproxy\nprocess", [_per_gb(r, "haproxy_cpu") for r in by.get("haproxy", [])], "salmon"),
            ("haproxy-splice\nprocess", [_per_gb(r, "haproxy_cpu") for r in by.get("haproxy-splice", [])],
             "plum")):
        s = _stats(vals or [])
        if s is None:
            continue
        names.append(label)
        colors.append(color)
        med.append(s[0])
        lo.append(s[0] - s[1])
        hi.append(s[2] - s[0])
    ax.bar(names, med, yerr=[lo, hi], capsize=6, color=colors)
    ax.tick_params(axis="x", labelsize=8)
    ax.set_ylabel("CPU seconds per GB (median, min–max)")
    ax.set_title("Router cost over plain forwarding"
                 + (" (the router's CPU)" if steered else " (whole guest)"))
    if title:
        fig.suptitle(title)
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)


def section(records, outdir):
    records = [r for r in records if r.get("case") == "cpu"]
    out = ["## CPU cost of relaying (one router, no added delay)\n"]
    if not records:
        out.append("No records: the case did not run. Target: **MISSES** (not shown).\n")
        return "\n".join(out)
    r0 = records[0]
    out.append(
        "cli — r1 — srv, no added delay; each run, curl in cli fetches a 100 MB random "
        f"file from nginx in srv {r0.get('fetches')} times (a new connection each, port 80). "
        "Peers on r1, runs alternating: **plain** (forwarding only), **tcpsplit** "
        "(a flow for the server, port 80), **haproxy** (transparent TPROXY relay, "
        "`option splice-auto`, as in the other cases), **haproxy-splice** (the same "
        "with `option splice-request` and `splice-response`: splicing forced).\n")
    if _steered(records):
        how = (
            "Method: **the router on a CPU of its own** (CPU_STEER): the packets r1 "
            "receives are processed on CPU 1 (RPS on r1's two links; veth hands a packet "
            "to the receiving side with netif_rx(), which honours RPS), the endpoints' on "
            "CPU 0, curl and nginx are pinned to CPU 0 and HAProxy, the router's process, "
            "to CPU 1. Each run samples each CPU's busy time in `/proc/stat` (all but idle "
            "and iowait): CPU 1's is what the router spent (its softirq, the relay's work "
            "items, HAProxy's process), and a relay's **router extra** is CPU 1's busy CPU "
            "per GB minus that of the plain run of the same round. The whole guest's "
            "figures are shown beside it. Throughput is whatever limits first: CPU 0 (the "
            "endpoints) or the router's CPU. ")
    else:
        how = (
            "Method: tcpsplit relays in softirq and in a kernel workqueue, which belong to "
            "no process or namespace, so each run samples the whole guest's `/proc/stat` "
            f"(all {r0.get('cpus', '?')} vCPUs) over the transfer; busy = all but idle and "
            "iowait. Client, server and forwarding are common to all peers, so a "
            "relay's **router extra** CPU is its busy CPU per GB minus that of the plain "
            "run of the same round; the relay's softirq then runs in the task whose "
            "packet clocks it (a split's in curl's, whose ACKs do), so this also carries "
            "how each relay changes the endpoints' own work. ")
    out.append(
        how + "Either way the extra leaves out the forwarding work the relay makes "
        "unnecessary (a relayed packet is not forwarded), so it slightly understates "
        "what each relay itself costs, for all relays alike. HAProxy's own process "
        "CPU (utime+stime) and the kworkers' CPU (where tcpsplit relays) are shown "
        "for reference; neither includes softirq work (accounted apart). "
        "Pipes: the pipes HAProxy had allocated after the run (0: it never spliced).\n")
    groups = {}
    for r in records:
        groups.setdefault(r.get("fw", "none"), []).append(r)
    settings = [fw for fw in FW_LABELS if fw in groups] + sorted(set(groups) - set(FW_LABELS))
    if settings == ["none"]:
        out += _setting(records, outdir, "none")
        return "\n".join(out) + "\n"
    out.append("Each firewall setting of r1 is reported on its own: a relay's router extra is "
               "over plain forwarding under the same setting.\n")
    for fw in settings:
        label = FW_LABELS.get(fw, f"firewall {fw}")
        if not out[-1].endswith("\n"):
            out.append("")  # after the profile lines of the setting before
        out.append(f"### {label}\n")
        if fw == "nft":
            rs = groups[fw]
            ct = sum(1 for r in rs if r.get("conntrack"))
            out.append(
                "r1 runs the selftests' stateful router firewall (`ts_fw_nft` of "
                "selftests/net_lib.sh: table inet filter, input and forward policy drop, "
                "ct state rules; the client's side is its LAN), plus one input rule that "
                "accepts what HAProxy's TPROXY diverts (`meta mark 1 accept`), so conntrack "
                f"tracks every connection in r1: it had entries there after {ct} of "
                f"{len(rs)} runs.\n")
            if ct < len(rs):
                out.append("**Warning:** in some runs conntrack tracked nothing in r1: those "
                           "runs did not measure the firewall's conntrack.\n")
        out += _setting(groups[fw], outdir, fw, label)
    return "\n".join(out) + "\n"


def _headline(peers, by, extras):
    """The case in one table: each peer's throughput and router CPU per GB
    over forwarding, and tcpsplit's ratios to it: throughput round by
    round (median, range, rounds tcpsplit led) and the extras' medians."""
    out = ["Throughput, median (min–max) over runs; router CPU over forwarding in seconds "
           "per GB relayed, median; tcpsplit / peer: throughput round by round (median, "
           "range, rounds in which tcpsplit was ahead) and router CPU over forwarding.\n",
           HEADLINE,
           "| peer | MB/s | router CPU over forwarding, s/GB | tcpsplit / peer, MB/s "
           "per round | tcpsplit / peer, router CPU over forwarding |",
           "| --- | ---: | ---: | ---: | ---: |"]
    ts = _stats(extras.get("tcpsplit") or [])
    for p in peers:
        rs = by[p]
        if not rs:
            continue
        ex = None if p == "plain" else _stats(extras.get(p) or [])
        thr = cpu = "–"
        if p != "tcpsplit" and by["tcpsplit"]:
            rr = round_ratios(by["tcpsplit"], rs)
            if rr:
                thr = (f"{_spread(rr).replace(', ', ' (', 1)}), ahead in "
                       f"{sum(x >= 1 for x in rr)} of {len(rr)}")
            if ts and ex and ts[0] > 0 and ex[0] > 0:
                cpu = f"{ts[0] / ex[0]:.2f}"
        out.append(f"| {LABELS.get(p, p)} | {_fmt(_stats(r['mbps'] for r in rs), 1)} "
                   f"| {'–' if ex is None else f'{ex[0]:.2f}'} | {thr} | {cpu} |")
    out.append("")
    return out


def _setting(records, outdir, fw, title=None):
    """The tables, notes, verdict, plot and profiles of the runs of one
    firewall setting fw (records all of it): Markdown lines."""
    # The optional peers only where they ran: their absence is no gap.
    peers = PEERS + tuple(p for p in OPTIONAL if any(r["peer"] == p for r in records))
    by = {p: [r for r in records if r["peer"] == p] for p in peers}
    out = []
    extras = _extras(records)
    steered = _steered(records)
    out += _headline(peers, by, extras)
    out.append("Median (min–max) over runs; CPU in seconds per GB relayed.\n")
    out.append("| peer | runs | MB/s | guest CPU s/GB | user | system | softirq "
               "| router CPU s/GB | router extra s/GB | HAProxy process s/GB | kworkers s/GB "
               "| pipes |")
    out.append("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: "
               "| ---: |")
    for p in peers:
        rs = by[p]
        if not rs:
            out.append(f"| {p} | 0 | – | – | – | – | – | – | – | – | – | – |")
            continue

        def med(k):
            return statistics.median(_per_gb(r, k) for r in rs)
        hap = p.startswith("haproxy")
        pipes = ",".join(str(r.get("haproxy_pipes")) for r in rs) if hap else "–"
        out.append(
            f"| {p} | {len(rs)} | {_fmt(_stats(r['mbps'] for r in rs), 1)} "
            f"| {_fmt(_stats(_per_gb(r, 'cpu_busy') for r in rs))} "
            f"| {med('cpu_user'):.2f} | {med('cpu_system'):.2f} | {med('cpu_softirq'):.2f} "
            f"| {_fmt(_stats(_per_gb(r, 'router_cpu') for r in rs)) if steered else '–'} "
            f"| {'–' if p == 'plain' else _fmt(_stats(extras[p]))} "
            f"| {_fmt(_stats(_per_gb(r, 'haproxy_cpu') for r in rs)) if hap else '–'} "
            f"| {_fmt(_stats(_per_gb(r, 'kworker_cpu') for r in rs))} | {pipes} |")
    out.append("")
    splits = [r.get("split") for r in by["tcpsplit"]]
    if any(s is None or s < r["fetches"] for s, r in zip(splits, by["tcpsplit"])):
        out.append(f"**Warning:** some tcpsplit runs split fewer connections than they "
                   f"made (split counter per run: {splits}); those runs were partly plain "
                   "forwarding.\n")
    for p in ("haproxy", "haproxy-splice"):
        if by[p] and all(r.get("haproxy_pipes") == 0 for r in by[p]):
            out.append(f"Note: {p} never spliced (no pipe allocated in any run).\n")
    ts = _stats(extras["tcpsplit"])
    ratios = {}
    hps = {p: _stats(extras[p]) for p in ("haproxy", "haproxy-splice")}
    for p, hp in hps.items():
        # A ratio of two extras means something only when both are above
        # forwarding's cost: at or below 0 (noise around forwarding) it
        # would print a negative or infinite "ratio".
        if ts and hp and hp[0] > 0 and ts[0] > 0:
            ratios[p] = ts[0] / hp[0]
        if ts and hp:
            thr = (statistics.median(r["mbps"] for r in by["tcpsplit"])
                   / statistics.median(r["mbps"] for r in by[p]))
            low = [f"{n}'s extra median is {x:.2f} s/GB" for n, x in
                   (("tcpsplit", ts[0]), (p, hp[0])) if x <= 0]
            rtxt = f"**{ratios[p]:.2f}**" if p in ratios else \
                f"not a ratio ({', '.join(low)}, not above 0)"
            out.append(f"- router CPU per GB, tcpsplit / {p} (medians of the extras): "
                       f"{rtxt}; throughput tcpsplit / {p}: {thr:.2f}{_paired(by, p)}")
    if steered:
        # The endpoints' CPU 0 is what limits throughput here: its busy
        # time per GB, and the TCP segments they handled (runs that
        # recorded them), tell whether a relay makes them work more.
        ends = []
        for p in peers:
            m = _cpu0(by[p])
            seg = [r for r in by[p] if r.get("segs")]
            if m is None:
                continue
            txt = f"{p} {m:.2f} s/GB"
            if seg:
                per = {k: statistics.median(r["segs"][k] * 1e6 / r["bytes"] for r in seg)
                       for k in ("cli_in", "cli_out", "srv_in", "srv_out")}
                # InSegs counts packets (a GRO packet once), OutSegs
                # segments: a download's "server in" is the ACKs nginx took.
                txt += (f" (per MB: client in {per['cli_in']:.1f} packets, out "
                        f"{per['cli_out']:.1f} segments; server in {per['srv_in']:.1f}, "
                        f"out {per['srv_out']:.1f})")
            ends.append(txt)
        if ends:
            out.append("- the endpoints' CPU (CPU 0) per GB, medians: " + "; ".join(ends))
        evs = _events_line(peers, by)
        if evs:
            out.append(evs)
        # What one router CPU would carry if it were the limit: an
        # extrapolation from its busy time, not a measured throughput.
        ceil = []
        for p in peers:
            m = _stats(_per_gb(r, "router_cpu") for r in by[p])
            if m and m[0] > 0:
                ceil.append(f"{p} {1000 / m[0]:.0f}")
        out.append("- MB/s that one router CPU would carry if it were the limit (1 / its "
                   "median CPU per GB; extrapolated, not measured): " + ", ".join(ceil))
    closes = _closes_line(peers, by)
    if closes:
        out.append(closes)
    qa = _qa_line(by)
    if qa:
        out.append(qa)
    tb = _stats(extras[B_PEER])
    if ts and tb:
        thr = (statistics.median(r["mbps"] for r in by[B_PEER])
               / statistics.median(r["mbps"] for r in by["tcpsplit"]))
        cpu = f"{tb[0] / ts[0]:.2f}" if ts[0] > 0 else "not a ratio"
        bopts = {r.get("flow_opts") for r in by[B_PEER]} - {None, ""}
        what = f"flow options {', '.join(sorted(bopts))}" if bopts else "the B_TREE module"
        out.append(f"- B / A (tcpsplit-b, {what}, over tcpsplit): router extra "
                   f"CPU per GB {tb[0]:.2f} / {ts[0]:.2f} s/GB = **{cpu}**; throughput "
                   f"**{thr:.2f}**")
    out.append("")
    # The verdict against each HAProxy (the stricter test): tcpsplit's
    # extra at most TARGET x that HAProxy's, compared directly, so that a
    # HAProxy whose extra is not above 0 is a comparison tcpsplit must
    # still win, not one left out.  Only from every peer's complete runs.
    why_not = gaps(records, groups_by("peer", peers), expected_runs(outdir, "cpu"), _verify)
    met = bool(ts) and all(hp and ts[0] <= TARGET * hp[0] for hp in hps.values())
    out.append(f"Target: tcpsplit's router CPU per GB at most {TARGET} of each HAProxy's "
               f"(forced splice and default): {judge(met, why_not)}.\n")
    png_name = "cpu-per-gb.png" if fw == "none" else f"cpu-per-gb-{fw}.png"
    try:
        _plot(by, extras, os.path.join(outdir, png_name), title, steered)
        out.append(f"![CPU per GB]({png_name})\n")
    except Exception as e:  # the table stands without the plot
        out.append(f"(plot not made: {e})\n")
    sfx = "" if fw == "none" else f"-{fw}"
    for peer in ALL_PEERS[1:]:
        f = os.path.join(outdir, "raw", f"cpu-perf-{peer}{sfx}.txt")
        if os.path.exists(f):
            out.append(f"Profile of one {peer} transfer (perf, whole guest): `raw/cpu-perf-{peer}{sfx}.txt`.")
    return out


def main():
    d = sys.argv[1]
    with open(os.path.join(d, "raw", "cpu.jsonl")) as f:
        recs = [json.loads(l) for l in f if l.strip()]
    print(section(recs, d))


if __name__ == "__main__":
    main()
