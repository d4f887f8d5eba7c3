#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Sums up the ss -ti samples that case-lfn.sh takes with LFN_SS.

    lfn_ss.py RAW/NAME.ROUTER.ss...

For each file (one run of one relay on one router): the relay's sending
leg towards the server (peer port 5201) and its receiving leg from the
client (local port 5201), each the socket of the run's data connection
(the one with most bytes acknowledged or received; iperf3's control
connection carries a few hundred bytes): the medians over the samples
of RTT, congestion window, delivery rate, bytes in flight (unacked) and
not sent, send queue memory (wmem_queued, truesize) against the send
buffer, the share of samples in which the leg was application-limited
(it had sent all it was given: for a relay, the other leg's budget or
window), and at the last sample the share of bytes retransmitted and
tcp_info's busy, receive-window-limited and send-buffer-limited times.
"""
import re
import statistics
import sys

NUM = r"([0-9.]+)"


def socks(path):
    """Yields (time, [(local, peer, info)]) per sample."""
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


def field(info, name, conv=float):
    m = re.search(r"(?:^|\s)" + name + r"[:\s]" + NUM, info)
    return conv(m.group(1)) if m else None


def rate(info):
    m = re.search(r"delivery_rate ([0-9.]+)([KMG]?)bps", info)
    if not m:
        return None
    return float(m.group(1)) * {"": 1, "K": 1e3, "M": 1e6, "G": 1e9}[m.group(2)] / 1e6


def leg(samples, pick):
    """The samples of the data connection's socket that pick() chooses."""
    per = {}
    for t, ss in samples:
        for local, peer, info in ss:
            if pick(local, peer):
                per.setdefault((local, peer), []).append((t, info))
    if not per:
        return []

    def moved(k):
        last = per[k][-1][1]
        return max(field(last, "bytes_acked") or 0, field(last, "bytes_received") or 0)
    return per[max(per, key=moved)]


def med(xs):
    xs = [x for x in xs if x is not None]
    return statistics.median(xs) if xs else None


def fmt(x, nd=1):
    return "-" if x is None else f"{x:.{nd}f}"


def summary(name, rows):
    if not rows:
        return f"{name}: no samples"
    infos = [i for _, i in rows]
    rtt = med(field(i, "rtt") for i in infos)
    cwnd = med(field(i, "cwnd") for i in infos)
    dr = med(rate(i) for i in infos)
    unacked = med(field(i, "unacked") or 0 for i in infos)
    notsent = med(field(i, "notsent") or 0 for i in infos)
    last = infos[-1]
    sent, retr = field(last, "bytes_sent"), field(last, "bytes_retrans")
    share = 100 * retr / sent if sent and retr is not None else None
    mrtt = field(last, "minrtt")
    applim = 100 * sum(" app_limited" in i for i in infos) / len(infos)
    mem = [re.search(r"skmem:\(r(\d+),rb(\d+),t(\d+),tb(\d+),f(\d+),w(\d+)", i) for i in infos]
    mem = [tuple(int(x) for x in m.groups()) for m in mem if m]
    full = 100 * sum(w >= 0.9 * tb for r, rb, t, tb, f, w in mem) / len(mem) if mem else None
    wq = med(w for r, rb, t, tb, f, w in mem)
    tb = med(m[3] for m in mem)
    lim = " ".join(f"{k} {m.group(1)}" for k in ("busy", "rwnd_limited", "sndbuf_limited")
                   for m in [re.search(k + r":(\S+)", last)] if m)
    return (f"{name}: {len(rows)} samples, rtt {fmt(rtt)} ms (min {fmt(mrtt)}), cwnd {fmt(cwnd, 0)}, "
            f"delivery {fmt(dr)} Mbit/s, unacked {fmt(unacked, 0)}, notsent {fmt(notsent, 0)} B, "
            f"retrans {fmt(share, 2)}% of {fmt((sent or 0) / 1e6)} MB, app_limited in {applim:.0f}% "
            f"of samples, wmem_queued {fmt(wq, 0)} of sndbuf {fmt(tb, 0)} (>= 90% in {fmt(full, 0)}% "
            f"of samples); last: {lim or '-'}")


def main():
    for path in sys.argv[1:]:
        samples = list(socks(path))
        print(path)
        print("  " + summary("to server (peer :5201)", leg(samples, lambda l, p: p.endswith(":5201"))))
        print("  " + summary("from client (local :5201)", leg(samples, lambda l, p: l.endswith(":5201"))))


if __name__ == "__main__":
    main()
