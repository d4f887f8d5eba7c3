# SPDX-License-Identifier: GPL-2.0
"""Report section of the "lfn" case (bench/case-lfn.sh): long fat paths.

section(records, outdir) -> Markdown.
Rendered by bench/report.py RESULTS_DIR with the other cases.
"""

import os
import statistics
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from verdict import HEADLINE, expected_runs, gaps, groups_by, judge  # noqa: E402

SYSTEMS = ("fwd", "tcpsplit", "tcpsplit-b", "tcpsplit-bbr", "tcpsplit-bbr-b", "haproxy")
# A system of the second module (bench.sh's B_TREE) and its system of the
# first: their ratio is the candidate's, in the same guest.
B_OF = {"tcpsplit-b": "tcpsplit", "tcpsplit-bbr-b": "tcpsplit-bbr"}
DIRS = (("up", "client → server"), ("down", "server → client"))


def _med(v):
    v = [x for x in v if x is not None]
    return statistics.median(v) if v else None


def _mmm(v, scale, nd=1):
    """median (min–max), or – without values."""
    v = [x for x in v if x is not None]
    if not v:
        return "–"
    return f"{statistics.median(v) / scale:.{nd}f} ({min(v) / scale:.{nd}f}–{max(v) / scale:.{nd}f})"


def _kib(x):
    return "–" if x is None else f"{x / 1024:.0f}"


def _num(x):
    return "–" if x is None else f"{x:.0f}"


def _describe(r):
    rtts = "+".join(str(x) for x in r["rtts_ms"])
    s = f"{r['rate_mbit']} Mbit/s, RTT {rtts} = {sum(r['rtts_ms'])} ms"
    if r.get("loss"):
        s += f", loss {r['loss']} on the server link"
    if r.get("mtu1"):
        s += f", MTU {r['mtu1']} on the client link"
    if r.get("routers", 1) > 1:
        s += f", {r['routers']} splitting routers"
    return s


def _evidence(sys_, rs):
    """Did the runs go through the system they name?  (text, all did)"""
    n = len(rs)
    if sys_.startswith("tcpsplit"):
        ok = sum(1 for r in rs if r.get("split"))
        return f"split {ok}/{n}", ok == n
    unsplit = sum(1 for r in rs if not r.get("split"))
    if sys_ == "haproxy":
        ok = sum(1 for r in rs if r.get("haproxy_sessions") and min(r["haproxy_sessions"]) > 0)
        return f"relayed {ok}/{n}, unsplit {unsplit}/{n}", ok == n and unsplit == n
    return f"unsplit {unsplit}/{n}", unsplit == n


def _router_list(rs, key, fn, scale):
    """Per-router medians of tcpsplit's figure KEY, "r1 / r2"."""
    n = max((len(r.get("tcpsplit") or []) for r in rs), default=0)
    if not n:
        return "–"
    out = []
    for k in range(n):
        v = [(r["tcpsplit"][k] or {}).get(key) for r in rs
             if len(r.get("tcpsplit") or []) > k and r["tcpsplit"][k]]
        v = [x for x in v if x is not None]
        out.append("–" if not v else f"{fn(v) / scale:.0f}")
    return " / ".join(out)


def _module_zw(rs):
    """Per router: the longest closing over the runs (the median number)."""
    n = max((len(r.get("tcpsplit") or []) for r in rs), default=0)
    out = []
    for k in range(n):
        ts = [r["tcpsplit"][k] for r in rs if len(r.get("tcpsplit") or []) > k and r["tcpsplit"][k]]
        mx = [t["zero_window_max_us"] for t in ts if t.get("zero_window_max_us") is not None]
        cnt = _med([t.get("zero_windows") for t in ts])
        out.append("–" if not mx else f"{max(mx) / 1000:.0f} ms ({cnt:.0f})")
    return " / ".join(out) or "–"


def _secs(recs):
    """How long the runs lasted: "8 s", or "8 s (30 s at the lossy points)"."""
    def secs(lossy):
        return sorted({r.get("secs") for r in recs if bool(r.get("loss")) == lossy})
    clean, lossy = secs(False), secs(True)
    text = "/".join(f"{s} s" for s in clean or lossy)
    if clean and lossy and lossy != clean:
        text += " (" + "/".join(f"{s} s" for s in lossy) + " at the lossy points)"
    return text


def _iperf(recs, out, outdir=None):
    points = list(dict.fromkeys(r["point"] for r in recs))
    systems = [s for s in SYSTEMS if any(r["system"] == s for r in recs)]
    out.append(
        "Hosts at their default TCP settings (no buffer caps, autotuning, CUBIC); "
        "cli — r1 — srv (and cli — r1 — r2 — srv for the three-segment point), every link "
        "shaped by netem on the egress of both of its ends (rate, half the link's RTT of "
        "delay, and on lossy points the loss on the server-side link, both ways). The netem "
        "queue limit holds max(1000, 1.5 × rate × total RTT / 1500 B) packets (delay line "
        "included: at least one BDP of queue). On lossy points every link end has "
        "gso_max_segs 1, so that the loss rate is one of segments (netem drops a whole "
        "offload packet otherwise). A point's name is RATE-RTT+RTT (client side first, ms). "
        f"Each run: one iperf3 connection for {_secs(recs)}, one direction; throughput "
        "is the receiver's (iperf3 JSON, slow start included). Systems: **fwd** (the "
        "routers forward), **tcpsplit** (a flow on every router, adaptive budgets), "
        "**tcpsplit-bbr** (the flow with `--cc-server bbr`, lossy points only: it changes "
        "the router's sender on the lossy leg, which exists in uploads only; in downloads "
        "the lossy leg's sender is the server), **haproxy** (transparent TPROXY relay on "
        "every router). Runs interleaved: each round runs every system once.\n")
    if any(r["system"] in B_OF for r in recs):
        out.append(
            "**tcpsplit-b**, **tcpsplit-bbr-b**: tcpsplit and tcpsplit-bbr with a second "
            "module (bench.sh's B_TREE; the meta records its revision as rev_b, "
            "raw/module-b*.diff what its sources differ by), reloaded between runs; their "
            "cells add × the median of the same system with the first module (B / A).")
        try:
            with open(os.path.join(outdir or ".", "raw", "lfn-b-opts")) as f:
                out.append(f"Their flows also have `{f.read().strip()}` (LFN_B_OPTS); without "
                           "B_TREE they run the first module.")
        except OSError:
            pass
        out.append("")
    out.append("### Throughput\n")
    out.append("Mbit/s, median (min–max) over the runs, and × the median of fwd.\n")
    out.append(HEADLINE)
    out.append("| point | dir | " + " | ".join(systems) + " |")
    out.append("| --- | --- |" + " ---: |" * len(systems))
    below = {s: [0, 0] for s in systems if s.startswith("tcpsplit")}
    worse = []
    for p in points:
        for d, _ in DIRS:
            rs = [r for r in recs if r["point"] == p and r["direction"] == d]
            if not rs:
                continue
            bps = {s: [r["bits_per_second"] for r in rs if r["system"] == s
                       and r.get("bits_per_second") is not None] for s in systems}
            base = _med(bps.get("fwd", []))
            row = []
            for s in systems:
                if not any(r["system"] == s for r in rs):
                    row.append("")
                    continue
                cell = _mmm(bps[s], 1e6)
                m = _med(bps[s])
                if base and m is not None and s != "fwd":
                    cell += f" ×{m / base:.2f}"
                a = _med(bps.get(B_OF.get(s), []))
                if a and m is not None:
                    cell += f", B/A ×{m / a:.2f}"
                row.append(cell)
                if s in below and base:
                    below[s][0] += sum(1 for x in bps[s] if x < base)
                    below[s][1] += len(bps[s])
                    if m is not None and m < base:
                        worse.append(f"{s} {p} {d}")
            out.append(f"| {p} | {d} | " + " | ".join(row) + " |")
    out.append("")
    for s, (n, tot) in below.items():
        out.append(f"- {s} runs below fwd's median (same point and direction): "
                   f"**{n} of {tot}**.")
    if worse:
        out.append(f"- medians below fwd's: {', '.join(worse)}.")
    out.append("")

    out.append("### Held at the router and zero windows\n")
    out.append(
        "- **held**: the most bytes the router's TCP sockets held at once (Send-Q + Recv-Q "
        "of all of them, /proc/net/tcp every 50 ms; the larger router's with two), median "
        "and max over the runs, KiB. fwd: the same sampler (no sockets: 0). HAProxy's "
        "user-space buffers are not counted.\n"
        "- **budget, peak**: tcpsplit's own view of the data connection in the loaded "
        "direction (`splitctl -j conns`, the last sample before it closed): its budget and "
        "the most it had waiting, medians, KiB, per router (r1 / r2).\n"
        "- **zero window at the sender**: a capture of the receiver's segments on the "
        "sender's interface (for a relay: the window the router advertised to the sender); "
        "the longest episode, max over the runs (median), ms, and the median number of "
        "episodes. It counts segments that advertise a window of exactly 0 (what a Linux "
        "receiver such as HAProxy's advertises when its buffer is full). tcpsplit closes a "
        "window by holding its right edge (TCP never moves it back), which leaves the "
        "sender less than a segment, a stall, but seldom exactly 0: those closings are in "
        "**module zw**, each router's own count of the windows it closed upstream (room "
        "for less than a segment; r2's are what r1 saw): the longest, max over the runs, "
        "ms, and the median number of closings, per router.\n"
        "- **retrans**: the sender's retransmits (iperf3; through a relay, those on the "
        "sender's own leg only), median.\n")
    out.append("| point | dir | system | runs | held median (max) | budget | peak | "
               "zero window at the sender: longest (median) / episodes | module zw | "
               "retrans | evidence |")
    out.append("| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |")
    doubts = []
    for p in points:
        for d, _ in DIRS:
            for s in systems:
                rs = [r for r in recs if r["point"] == p and r["direction"] == d and r["system"] == s]
                if not rs:
                    continue
                ok = [r for r in rs if r.get("bits_per_second") is not None]
                held = [r.get("held_peak_bytes") for r in rs]
                hv = [h for h in held if h is not None]
                zw = [r.get("zw_max_us") for r in rs if r.get("zw_max_us") is not None]
                zwn = _med([r.get("zw_episodes") for r in rs])
                zws = ("–" if not zw else
                       f"{max(zw) / 1000:.0f} ({_med(zw) / 1000:.0f}) / {zwn:.0f}")
                ev, good = _evidence(s, rs)
                if not good:
                    doubts.append(f"{p} {d} {s}: {ev}")
                out.append(
                    f"| {p} | {d} | {s} | {len(ok)}/{len(rs)} | "
                    f"{_kib(_med(hv))} ({_kib(max(hv) if hv else None)}) | "
                    f"{_router_list(rs, 'budget', statistics.median, 1024)} | "
                    f"{_router_list(rs, 'peak', statistics.median, 1024)} | {zws} | "
                    f"{_module_zw(rs)} | "
                    f"{_num(_med([r.get('retransmits') for r in rs]))} | "
                    f"{ev} |")
    out.append("")
    for p in points:
        r = next(r for r in recs if r["point"] == p)
        out.append(f"- {p}: {_describe(r)}; netem limit {r.get('netem_limit')} packets; "
                   f"ping RTT {r.get('ping_rtt_ms')} ms")
        if r.get("mtu1"):
            mss = {s: sorted({x["mss"] for x in recs if x["point"] == p and x["system"] == s
                              and x.get("mss")}) for s in systems}
            out.append("  - the client's MSS (iperf3): " + ", ".join(
                f"{s} {'/'.join(map(str, v)) or '?'}" for s, v in mss.items()))
    out.append("")
    if doubts:
        out.append("**Runs that did not go the way their system says** (tcpsplit: the flow "
                   "split the connection on every router; fwd, haproxy: the module matched "
                   "no SYN; haproxy: every router's HAProxy accepted a connection): "
                   + "; ".join(doubts) + ".\n")
    else:
        out.append("Every tcpsplit run was split by every router's flow (its `split` "
                   "counter), no fwd or haproxy run matched a flow (`syns_matched`), and "
                   "every haproxy run was accepted by every router's HAProxy (its sessions).\n")


def _verify(r):
    """Why run r is not a measurement of its system, or None."""
    if r.get("error") or (r.get("bits_per_second") is None and r.get("kbytes_per_second") is None):
        return f"failed ({r.get('error')})"
    ev, good = _evidence(r["system"], [r])
    return None if good else ev


# Issue 14's targets for the lfn case.
CLEAN_MIN = 0.95	# tcpsplit >= 0.95 x forwarding at every clean point
LOSSY_MIN = 1.5		# >= 1.5 x forwarding at the lossy points
SAT_PEP_KBPS = 3784	# the 2025 in-kernel PEP's 10 MB download, 200 ms, 0.5%,
SAT_PEP_RATIO = 14.8	# and its gain over the same download unsplit


def _router_sends_lossy(r, d):
    """Whether a router sends over the lossy link in direction d, so that
    --cc-server/--cc-client bbr changes the sender there: the link after
    a router in an upload, the link before one in a download (with one
    router and loss on the server's link: uploads only).  Elsewhere
    tcpsplit-bbr is tcpsplit under another name, and the better of two
    samples of one configuration is no figure."""
    if not r.get("loss"):
        return False
    k, n = r.get("loss_link") or r.get("routers", 1) + 1, r.get("routers", 1)
    return (d == "up" and k >= 2) or (d == "down" and k <= n)


def _targets(recs, runs, out):
    """Issue 14's targets per point and direction, each judged only from
    complete, verified runs of the systems it compares.  tcpsplit is the
    flow with adaptive budgets as an operator adds it; at lossy points the
    operator may also choose BBR for the router's legs (tcpsplit-bbr): where
    a router sends over the lossy link, the better of the two is what
    "tcpsplit" is judged by, and named."""
    out.append("### Targets (issue 14)\n")
    out.append(f"Per point and direction, from the medians: tcpsplit >= {CLEAN_MIN} × fwd "
               f"at clean points, >= {LOSSY_MIN} × fwd at lossy points, >= HAProxy at every "
               "point. A verdict needs every compared system's runs 1..RUNS, each verified "
               "(split, relayed or forwarded as its system says).\n")
    out.append("| point | dir | split (system) | × fwd | fwd target | × HAProxy | HAProxy target |")
    out.append("| --- | --- | --- | ---: | --- | ---: | --- |")
    tally = {"fwd": [0, 0, 0], "haproxy": [0, 0, 0]}	# met, missed, not judged
    for p in dict.fromkeys(r["point"] for r in recs):
        for d, _ in DIRS:
            rs = [r for r in recs if r["point"] == p and r["direction"] == d]
            if not rs:
                continue
            lossy = bool(rs[0].get("loss"))
            cands = ("tcpsplit", "tcpsplit-bbr") if _router_sends_lossy(rs[0], d) \
                else ("tcpsplit",)

            def med(s):
                return _med([r.get("bits_per_second") for r in rs if r["system"] == s])

            have = [s for s in cands if med(s) is not None]
            best = max(have, key=med) if have else "tcpsplit"

            cells = []
            for ref, want in (("fwd", LOSSY_MIN if lossy else CLEAN_MIN), ("haproxy", 1.0)):
                wn = gaps(rs, groups_by("system", cands + (ref,)), runs, _verify)
                ratio = med(best) / med(ref) if med(best) and med(ref) else None
                v = judge(ratio is not None and ratio >= want, wn)
                tally[ref][0 if v == "**MEETS**" else 1 if v == "**MISSES**" else 2] += 1
                cells += ["–" if ratio is None else f"{ratio:.2f}", v]
            out.append(f"| {p} | {d} | {best} | " + " | ".join(cells) + " |")
    out.append("")
    for ref, (m, x, n) in tally.items():
        out.append(f"- against {ref}: met at {m}, missed at {x}, not judged at {n} "
                   "point-directions.")
    out.append("")


def _sat_target(recs, runs, out):
    """The satellite point's target: beat the 2025 in-kernel PEP's
    download rate, judged on tcpsplit-bbr's complete, verified runs."""
    wn = gaps(recs, groups_by("system", ("fwd", "tcpsplit-bbr")), runs, _verify)
    m = _med([r.get("kbytes_per_second") for r in recs if r["system"] == "tcpsplit-bbr"])
    f = _med([r.get("kbytes_per_second") for r in recs if r["system"] == "fwd"])
    ratio = m / f if m and f else None
    out.append(f"Target: beat the PEP's download (above {SAT_PEP_KBPS:,} KB/s and above "
               f"{SAT_PEP_RATIO} × unsplit), tcpsplit-bbr's median: "
               f"{judge(ratio is not None and m > SAT_PEP_KBPS and ratio > SAT_PEP_RATIO, wn)}"
               + ("" if ratio is None else f" ({m:,.0f} KB/s, × {ratio:.1f})") + ".\n")


def _sat(recs, out):
    r0 = recs[0]
    if r0.get("routers", 1) == 2:
        out.append("### Satellite download, a splitting router at each end of the satellite link\n")
        out.append(
            f"cli —({r0['rate_mbit']} Mbit/s, {r0['rtts_ms'][0]} ms RTT)— r1 —({r0['rate_mbit']} "
            f"Mbit/s, {r0['rtts_ms'][1]} ms RTT, {r0.get('loss')} loss both ways)— r2 "
            f"—({r0['rate_mbit']} Mbit/s, {r0['rtts_ms'][2]} ms RTT)— srv; curl in cli downloads "
            "a 10 MiB random file from nginx in srv, a new connection each run. tcpsplit: a flow "
            "for port 80 on both routers (CUBIC everywhere); tcpsplit-bbr: the same with BBR on "
            "the legs over the satellite link (`--cc-server bbr` on r1, `--cc-client bbr` on r2): "
            "in a download r2 is the sender over the lossy link, as a pair of satellite PEPs "
            "would be, one at each ground station. Held: r1's sockets. KB/s = 1000 bytes per "
            "second.\n")
    else:
        out.append("### Satellite download\n")
        out.append(
            f"cli —({r0['rate_mbit']} Mbit/s, {r0['rtts_ms'][0]} ms RTT)— r1 —({r0['rate_mbit']} "
            f"Mbit/s, {r0['rtts_ms'][1]} ms RTT, {r0.get('loss')} loss both ways)— srv; curl in "
            "cli downloads a 10 MiB random file from nginx in srv, a new connection each run. "
            "tcpsplit-bbr: a flow for port 80 with `--cc-server bbr`; tcpsplit: the same with "
            "CUBIC. In a download the router's server-side socket only receives: the sender "
            "that meets the loss is the server's CUBIC whatever the flow's `--cc-server` says "
            "(it takes effect in uploads). KB/s = 1000 bytes per second.\n")
    out.append(HEADLINE)
    out.append("| system | runs | KB/s median (min–max) | × fwd | time s (median) | "
               "held median (max) KiB | evidence |")
    out.append("| --- | ---: | ---: | ---: | ---: | ---: | --- |")
    base = _med([r.get("kbytes_per_second") for r in recs if r["system"] == "fwd"])
    # The -b systems (bench.sh's B_TREE or LFN_B_OPTS) beside the ones
    # they are compared with: an A/B set is all they are run for.
    for s in ("fwd", "tcpsplit-bbr", "tcpsplit-bbr-b", "tcpsplit", "tcpsplit-b"):
        rs = [r for r in recs if r["system"] == s]
        if not rs:
            continue
        v = [r.get("kbytes_per_second") for r in rs if r.get("kbytes_per_second") is not None]
        m = _med(v)
        held = [r.get("held_peak_bytes") for r in rs if r.get("held_peak_bytes") is not None]
        ev, _ = _evidence(s, rs)
        t = _med([r.get("time_s") for r in rs])
        out.append(f"| {s} | {len(v)}/{len(rs)} | {_mmm(v, 1, 0)} | "
                   f"{'–' if not base or m is None or s == 'fwd' else f'{m / base:.2f}'} | "
                   f"{'–' if t is None else f'{t:.1f}'} | "
                   f"{_kib(_med(held))} ({_kib(max(held) if held else None)}) | {ev} |")
    out.append("")
    out.append(
        "For comparison: a 2025 in-kernel PEP, \"pep_accelerator\" (RFC 3135 style: ACK "
        "spoofing and local retransmission at the PEP), reports 255 → 3,784 KB/s (14.8×) for "
        "a 10 MB download over a 200 ms path with 0.5% loss, and about 100 Mbit/s against "
        "about 140 Mbit/s unsplit on a clean path. Those figures are its own, from its own "
        "testbed, not measured here.\n")


def section(records, outdir):
    records = [r for r in records if r.get("case") == "lfn"]
    out = ["## Long fat paths (issue 14)\n"]
    if not records:
        out.append("No records: the case did not run.\n")
        return "\n".join(out)
    iperf = [r for r in records if r.get("kind") == "iperf"]
    sat = [r for r in records if r.get("kind") == "http"]
    runs = expected_runs(outdir, "lfn")
    if iperf:
        _iperf(iperf, out, outdir)
        _targets(iperf, runs, out)
    for point in dict.fromkeys(r.get("point") for r in sat):
        _sat([r for r in sat if r.get("point") == point], out)
        _sat_target([r for r in sat if r.get("point") == point], runs, out)
    errs = [r for r in records if r.get("error")]
    if errs:
        out.append("Failed runs:\n")
        for r in errs:
            out.append(f"- {r['point']} {r['direction']} {r['system']} run {r['run']}: {r['error']}")
        out.append("")
    return "\n".join(out) + "\n"

