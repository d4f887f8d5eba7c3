# SPDX-License-Identifier: GPL-2.0
"""Report of the segments and placement cases (bench/case-segments.sh)."""
import os
import statistics
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from verdict import HEADLINE, expected_runs, gaps, judge  # noqa: E402

NAMES = {"none": "unsplit", "tcpsplit": "tcpsplit", "haproxy": "HAProxy", "dante": "dante"}
COLORS = {"none": "grey", "tcpsplit": "tab:blue", "haproxy": "tab:orange", "dante": "tab:green"}

# M. Masuya, T. Muroya, K. Shimozono, "Evaluation on Virtual Machine
# Environment of TCP Acceleration System by Dividing TCP Connection": the
# study's userspace chains (KVM, 50 ms, 100 MB), ratio to
# unsplit; and its placement results, MB/s (unsplit 10.4, FTP via dante).
STUDY_SEGMENTS = {"dante (FTP)": [1.00, 1.77, 2.51, 3.12, 3.86],
                  "squid (HTTP)": [1.00, 1.89, 2.58, 3.09, 3.15]}
STUDY_PLACEMENT = {40: 12.4, 30: 16.3, 25: 17.7, 20: 16.4, 10: 12.8}
STUDY_PLACEMENT_UNSPLIT = 10.4


def stats(vals):
    return statistics.median(vals), min(vals), max(vals)


def fmt(s):
    return f"{s[0]:.2f} ({s[1]:.2f}–{s[2]:.2f})"


def fit(ns, ratios):
    """Least squares of ratio = a + b n."""
    mn, mr = statistics.mean(ns), statistics.mean(ratios)
    sxx = sum((n - mn) ** 2 for n in ns)
    b = sum((n - mn) * (r - mr) for n, r in zip(ns, ratios)) / sxx
    return mr - b * mn, b


def peers_of(recs):
    order = ["tcpsplit", "haproxy", "dante"]
    have = {r["peer"] for r in recs if r["peer"] != "none"}
    return [p for p in order if p in have] + sorted(have - set(order))


def relayed_note(recs):
    """Runs in which a relay router did not take exactly one connection."""
    odd = [r for r in recs if "relayed" in r and any(x != 1 for x in r["relayed"])]
    if not odd:
        return ("Every relay router took exactly one connection in every relayed run "
                "(tcpsplit: the flow's split counter; HAProxy: its frontend's sessions); "
                "dante is addressed by curl, so it cannot be bypassed.\n")
    return ("**Runs where a relay router did not take exactly one connection:** " +
            "; ".join(f"{NAMES[r['peer']]} n={r['n']} run {r['run']}: {r['relayed']}" for r in odd) + "\n")


TARGET_PEERS = ("tcpsplit", "haproxy", "dante")
TARGET_NS = (2, 3, 4, 5)


def _segment_groups(peers):
    """The configurations a target compares: unsplit and PEERS at every n."""
    groups = {"unsplit": lambda r: r["peer"] == "none"}
    for p in peers:
        for n in TARGET_NS:
            groups[f"{NAMES[p]} n={n}"] = lambda r, p=p, n=n: r["peer"] == p and r["n"] == n
    return groups


def _verify(r):
    """A relayed run's routers each took exactly one connection (dante is
    addressed by curl and records nothing to check)."""
    want = [1] * (r["n"] - 1)
    if r["peer"] in ("tcpsplit", "haproxy") and r.get("relayed") != want:
        return f"relayed {r.get('relayed')}, not {want}"
    return None


def segment_targets(recs, tab, base, outdir):
    """The segments case's two targets (Markdown lines), judged from the
    complete and verified runs of every relay at every n of the study
    (2..5) only; tab: (peer, n) -> stats, base: the unsplit stats."""
    out = []
    runs = expected_runs(outdir, "segments")
    why_not = gaps(recs, _segment_groups(("tcpsplit",)), runs, _verify)
    # (Judged only when why_not is empty, that is, with every n present.)
    miss = [n for n in TARGET_NS
            if ("tcpsplit", n) in tab and tab[("tcpsplit", n)][0] / base[0] < 0.95 * n]
    out.append("\nTarget, tcpsplit's ratio >= 0.95·n for every n = 2..5: " +
               judge(not miss, why_not) +
               ("" if why_not or not miss else " at n = " + ", ".join(map(str, miss)) + " (ratios " +
                ", ".join(f"{tab[('tcpsplit', n)][0] / base[0]:.2f} < {0.95 * n:.2f}"
                          for n in miss) + ")") + ".")
    why_not = gaps(recs, _segment_groups(TARGET_PEERS), runs, _verify)
    behind = [(p, n) for p in TARGET_PEERS if p != "tcpsplit" for n in TARGET_NS
              if (p, n) in tab and ("tcpsplit", n) in tab
              and tab[(p, n)][0] >= tab[("tcpsplit", n)][0]]
    out.append("Target, ahead of HAProxy and dante at every n (medians): " +
               judge(not behind, why_not) +
               ("" if why_not or not behind else
                ": behind " + ", ".join(f"{NAMES[p]} at n = {n}" for p, n in behind)) + ".")

    return out


def segments(recs, outdir):
    base = stats([r["MBps"] for r in recs if r["peer"] == "none"])
    peers = peers_of(recs)
    ns = sorted({r["n"] for r in recs if r["peer"] != "none"})
    tab = {(p, n): stats([r["MBps"] for r in recs if r["peer"] == p and r["n"] == n])
           for p in peers for n in ns
           if any(r["peer"] == p and r["n"] == n for r in recs)}
    nruns = len([r for r in recs if r["peer"] == "none"])
    w = recs[0]["window"]
    out = ["## Segments: a 50 ms path cut into n segments\n",
           "client — r1 — r2 — r3 — r4 — server; netem delay on both ends of a link; with n "
           "segments the relays run on r1..r(n-1) and each segment has an RTT of 50/n ms "
           "(the other routers forward). A 100 MB random file over HTTP (nginx, curl), the "
           f"client's receive buffer capped at {w} bytes (net.ipv4.tcp_rmem) so that the "
           "unsplit transfer is window-limited. tcpsplit: a flow on each relay router; "
           "HAProxy 2.6: transparent (TPROXY), `option splice-auto` (which never spliced in "
           "this guest: see the CPU case); dante 1.4: a SOCKS chain "
           f"(curl --socks5 to r1's, each dante connects to the next). {nruns} rounds, each "
           "running every configuration once. n = 1 is the same unsplit transfer for all.\n",
           "MB/s, median (min–max), and the ratio of the medians to n = 1:\n"]
    out.append(HEADLINE)
    out.append("| n | " + " | ".join(NAMES[p] for p in peers) + " |")
    out.append("| ---: |" + " ---: |" * len(peers))
    out.append("| 1 | " + " | ".join(f"{fmt(base)} (1.00)" for _ in peers) + " |")
    for n in ns:
        cells = []
        for p in peers:
            s = tab.get((p, n))
            cells.append(f"{fmt(s)} ({s[0] / base[0]:.2f})" if s else "–")
        out.append(f"| {n} | " + " | ".join(cells) + " |")
    out.append("\nFit of T_n = T·(a + b·n) to the median ratios (n = 1 included), and the "
               "study's dante/FTP fit for comparison (a = 0.3, b = 0.7):\n")
    out.append("| relay | a | b | per-relay overhead (1 − b) |")
    out.append("| --- | ---: | ---: | ---: |")
    for p in peers:
        pts = [(1, 1.0)] + [(n, tab[(p, n)][0] / base[0]) for n in ns if (p, n) in tab]
        if len(pts) < 2:
            continue
        a, b = fit([x for x, _ in pts], [y for _, y in pts])
        out.append(f"| {NAMES[p]} | {a:.2f} | {b:.2f} | {100 * (1 - b):.0f}% |")
    out += segment_targets(recs, tab, base, outdir)

    import matplotlib.pyplot as plt
    fig, (ax1, ax2) = plt.subplots(1, 2, figsize=(11, 4.2))
    allns = [1] + ns
    for p in peers:
        xs = [n for n in allns if n == 1 or (p, n) in tab]
        ss = [base if n == 1 else tab[(p, n)] for n in xs]
        ax1.errorbar(xs, [s[0] for s in ss], yerr=[[s[0] - s[1] for s in ss], [s[2] - s[0] for s in ss]],
                     marker="o", capsize=3, label=NAMES[p], color=COLORS[p])
        ax2.plot(xs, [s[0] / base[0] for s in ss], marker="o", label=NAMES[p], color=COLORS[p])
    ax1.plot(allns, [n * base[0] for n in allns], ls=":", color="black", label="n × unsplit")
    ax1.set_xlabel("segments n")
    ax1.set_ylabel("MB/s (median, min–max)")
    ax1.set_title("100 MB over HTTP, 50 ms total RTT")
    ax1.set_xticks(allns)
    ax1.legend()
    ax2.plot(allns, allns, ls=":", color="black", label="ideal n")
    ax2.plot(allns, [0.95 * n for n in allns], ls="--", color="tab:red", label="target 0.95 n")
    for (label, rs), c in zip(STUDY_SEGMENTS.items(), ("tab:purple", "tab:brown")):
        ax2.plot(range(1, 6), rs, ls="-.", marker="x", alpha=0.6, color=c, label="study: " + label)
    ax2.set_xlabel("segments n")
    ax2.set_ylabel("ratio to unsplit (medians)")
    ax2.set_xticks(allns)
    ax2.legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(os.path.join(outdir, "segments.png"), dpi=110)
    plt.close(fig)
    out.append("")
    out.append(relayed_note(recs))
    out.append("![segments](segments.png)\n")
    return "\n".join(out) + "\n"


def placement(recs, outdir):
    base = stats([r["MBps"] for r in recs if r["peer"] == "none"])
    peers = peers_of(recs)
    cms = sorted({r["client_rtt_ms"] for r in recs if r["peer"] != "none"}, reverse=True)
    total = recs[0]["total_rtt_us"] / 1000
    tab = {(p, c): stats([r["MBps"] for r in recs if r["peer"] == p and r.get("client_rtt_ms") == c])
           for p in peers for c in cms
           if any(r["peer"] == p and r.get("client_rtt_ms") == c for r in recs)}
    nruns = len([r for r in recs if r["peer"] == "none"])
    out = ["## Placement: two segments, the split point moved\n",
           f"The same chain and transfer as above; one relay on r1, the client-side segment "
           f"has an RTT of c ms and the server side {total:g} − c ms. {nruns} rounds. "
           f"Unsplit: {fmt(base)} MB/s.\n",
           HEADLINE,
           "| client–server RTT (ms) | " + " | ".join(NAMES[p] for p in peers) +
           " | study, dante/FTP |",
           "| --- |" + " ---: |" * (len(peers) + 1)]
    for c in cms:
        cells = []
        for p in peers:
            s = tab.get((p, c))
            cells.append(f"{fmt(s)} ({s[0] / base[0]:.2f})" if s else "–")
        st = STUDY_PLACEMENT.get(int(c))
        cells.append(f"({st / STUDY_PLACEMENT_UNSPLIT:.2f})" if st else "–")
        out.append(f"| {c:g}–{total - c:g} | " + " | ".join(cells) + " |")
    out.append("\nMB/s, median (min–max), (ratio to unsplit). Only the client's receive buffer "
               "is capped: it bounds the client leg at about window / c, a ratio of about "
               f"{total:g} / c. The server leg is bounded by the relay's own receive window "
               "(tcpsplit: its adaptive budget; HAProxy: Linux autotuning, up to tcp_rmem's "
               "6 MB), so the ratio exceeds 2 when the client side is the shorter one, as far "
               "as the relay's window lets it. In the study every host, proxies included, had "
               f"the same default buffers: its ideal was {total:g} / max(c, {total:g} − c).\n")
    import matplotlib.pyplot as plt
    fig, ax = plt.subplots(figsize=(6, 4.2))
    for p in peers:
        xs = [c for c in cms if (p, c) in tab]
        ax.plot(xs, [tab[(p, c)][0] / base[0] for c in xs], marker="o", label=NAMES[p], color=COLORS[p])
    ax.plot(cms, [total / c for c in cms], ls=":", color="black", label="client-leg bound 50/c")
    ax.plot(cms, [total / max(c, total - c) for c in cms], ls="--", color="grey",
            label="equal windows: 50/max(c, 50-c)")
    sx = [c for c in cms if int(c) in STUDY_PLACEMENT]
    ax.plot(sx, [STUDY_PLACEMENT[int(c)] / STUDY_PLACEMENT_UNSPLIT for c in sx], ls="-.", marker="x",
            alpha=0.6, color="tab:purple", label="study: dante (FTP)")
    ax.set_xlabel("client-side segment RTT (ms) of 50")
    ax.set_ylabel("ratio to unsplit (medians)")
    ax.legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(os.path.join(outdir, "placement.png"), dpi=110)
    plt.close(fig)
    out.append(relayed_note(recs))
    out.append("![placement](placement.png)\n")
    return "\n".join(out) + "\n"


def section(recs, outdir):
    return segments(recs, outdir)
