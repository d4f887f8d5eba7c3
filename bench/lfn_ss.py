#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Sums up the ss -tinm samples that case-lfn.sh takes with LFN_SS.

    lfn_ss.py RAW/NAME.NODE.ss...    each file: its two legs, in words
    lfn_ss.py --table RESULTS        a Markdown table of every run's
                                     sending leg (RESULTS/raw/lfn.jsonl)

A file holds one run's looks at one node (cli, r1.., srv).  Its sending
leg towards the server (peer port 5201, or 80 in the satellite points'
HTTP runs) and its leg from the client (local port 5201 or 80), each the
socket of the run's data connection (the one with most bytes
acknowledged or received; iperf3's control connection carries a few
hundred bytes): the medians over the looks of RTT,
congestion window, delivery rate, bytes in flight (unacked) and not
sent, send queue memory (wmem_queued, truesize) against the send buffer,
the share of looks in which the leg was application-limited (it had sent
all it was given: for a relay, the other leg's budget or window), and at
the last look the share of bytes retransmitted and tcp_info's busy,
receive-window-limited and send-buffer-limited times.

The table takes, per run, the data's sender: when forwarded the client
(uploads) or the server (downloads), with a relay r1's sending leg
(uploads: towards the server; downloads: towards the client).
"""
import json
import re
import statistics
import sys

NUM = r"([0-9.]+)"


def socks(path):
    """Yields (time, [(local, peer, info)]) per look."""
    t, cur, last = None, [], None
    for line in open(path, errors="replace"):
        if line.startswith("# "):
            if t is not None:
                yield t, cur
            t, cur, last = float(line[2:]), [], None
        elif line[:1].isspace() and last is not None:
            cur.append((last[0], last[1], line))
            last = None
        elif line.strip():
            f = line.split()
            # State Recv-Q Send-Q Local Peer (the state may be left out)
            if not f[0].isdigit():
                f = f[1:]
            if len(f) >= 4:
                last = (f[2], f[3])
    if t is not None:
        yield t, cur


def field(info, name):
    m = re.search(r"(?:^|\s)" + name + r"[:\s]" + NUM, info)
    return float(m.group(1)) if m else None


def rate(info):
    m = re.search(r"delivery_rate ([0-9.]+)([KMG]?)bps", info)
    if not m:
        return None
    return float(m.group(1)) * {"": 1, "K": 1e3, "M": 1e6, "G": 1e9}[m.group(2)] / 1e6


SERVER_PORTS = (":5201", ":80")


def to_server(local, peer):
    return peer.endswith(SERVER_PORTS)


def from_client(local, peer):
    return local.endswith(SERVER_PORTS)


def leg(samples, pick):
    """The looks (info lines with TCP figures) at the data connection's socket."""
    per = {}
    for _, ss in samples:
        for local, peer, info in ss:
            if pick(local, peer) and " cwnd:" in info:
                per.setdefault((local, peer), []).append(info)
    if not per:
        return []

    def moved(k):
        last = per[k][-1]
        return max(field(last, "bytes_acked") or 0, field(last, "bytes_received") or 0)
    return per[max(per, key=moved)]


def med(xs):
    xs = [x for x in xs if x is not None]
    return statistics.median(xs) if xs else None


def figures(infos):
    """A leg's figures over its looks (None where ss showed none)."""
    last = infos[-1]
    sent, retr = field(last, "bytes_sent"), field(last, "bytes_retrans")
    mem = [re.search(r"skmem:\(r\d+,rb\d+,t\d+,tb(\d+),f\d+,w(\d+)", i) for i in infos]
    mem = [(int(m.group(1)), int(m.group(2))) for m in mem if m]
    return {
        "looks": len(infos),
        "rtt": med(field(i, "rtt") for i in infos),
        "minrtt": field(last, "minrtt"),
        "cwnd": med(field(i, "cwnd") for i in infos),
        "delivery": med(rate(i) for i in infos),
        "unacked": med(field(i, "unacked") or 0 for i in infos),
        "notsent": med(field(i, "notsent") or 0 for i in infos),
        "sent": sent,
        "retrans": 100 * retr / sent if sent and retr is not None else None,
        "app_limited": 100 * sum(" app_limited" in i for i in infos) / len(infos),
        "wmem": med(w for _, w in mem),
        "sndbuf": med(tb for tb, _ in mem),
        "full": 100 * sum(w >= 0.9 * tb for tb, w in mem) / len(mem) if mem else None,
        "last": " ".join(f"{k} {m.group(1)}" for k in ("busy", "rwnd_limited", "sndbuf_limited")
                         for m in [re.search(k + r":(\S+)", last)] if m),
    }


def fmt(x, nd=1):
    return "-" if x is None else f"{x:.{nd}f}"


def summary(name, infos):
    if not infos:
        return f"{name}: no looks"
    f = figures(infos)
    return (f"{name}: {f['looks']} looks, rtt {fmt(f['rtt'])} ms (min {fmt(f['minrtt'])}), "
            f"cwnd {fmt(f['cwnd'], 0)}, delivery {fmt(f['delivery'])} Mbit/s, "
            f"unacked {fmt(f['unacked'], 0)}, notsent {fmt(f['notsent'], 0)} B, "
            f"retrans {fmt(f['retrans'], 2)}% of {fmt((f['sent'] or 0) / 1e6)} MB, "
            f"app_limited in {f['app_limited']:.0f}% of looks, wmem_queued {fmt(f['wmem'], 0)} "
            f"of sndbuf {fmt(f['sndbuf'], 0)} (>= 90% in {fmt(f['full'], 0)}% of looks); "
            f"last: {f['last'] or '-'}")


def table(results):
    print("| point | system | run | Mbit/s | sending leg: looks app-limited | unsent (median) "
          "| cwnd | srtt ms | retrans % |")
    print("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    runs = [json.loads(line) for line in open(f"{results}/raw/lfn.jsonl")]
    for r in sorted(runs, key=lambda r: (r["point"], r["direction"], r["system"], r["run"])):
        up = r["direction"] == "up"
        node = "cli" if r["system"] == "fwd" else "r1"
        if r["system"] == "fwd" and not up:
            node = "srv"
        # As case-lfn.sh names a run: an HTTP run (the satellite points)
        # has no direction, and its rate is its bytes over curl's time.
        if r.get("kind") == "http":
            if not r.get("time_s"):
                continue
            name = f"{r['point']}-{r['system']}-{r['run']}"
            bps = r["bytes"] * 8 / r["time_s"]
        else:
            name = f"{r['point'].replace('+', '_')}-{r['system']}-{r['direction']}-{r['run']}"
            bps = r["bits_per_second"]
        try:
            samples = list(socks(f"{results}/raw/{name}.{node}.ss"))
        except FileNotFoundError:
            continue
        infos = leg(samples, to_server if up else from_client)
        if not infos:
            continue
        f = figures(infos)
        print(f"| {r['point']} {r['direction']} | {r['system']} | {r['run']} "
              f"| {bps / 1e6:.1f} | {f['app_limited']:.0f}% of {f['looks']} "
              f"| {f['notsent'] / 1024:.0f} KiB | {fmt(f['cwnd'], 0)} | {fmt(f['rtt'])} "
              f"| {fmt(f['retrans'] or 0, 2)} |")


def main():
    if sys.argv[1:2] == ["--table"]:
        table(sys.argv[2])
        return
    for path in sys.argv[1:]:
        samples = list(socks(path))
        print(path)
        print("  " + summary("to server (peer :5201 or :80)", leg(samples, to_server)))
        print("  " + summary("from client (local :5201 or :80)", leg(samples, from_client)))


if __name__ == "__main__":
    main()
