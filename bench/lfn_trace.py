#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Sum up a tcp:tcp_probe trace of the lfn case (LFN_TRACE=1).

usage: lfn_trace.py [--step S] [--min-bytes N] TRACE...  (TRACE may be gzipped)

The tracepoint fires for every segment a connected socket receives; for
a sender that is every ACK.  Per socket (its cookie) that sent at least
--min-bytes (default 100 kB), a line of totals, then a row every --step
seconds (default 0.1) of its last event before that time: bytes
acknowledged so far, the rate over the step, cwnd (segments), ssthresh,
in flight (snd_nxt - snd_una), the peer's window (snd_wnd) and srtt.
A sender whose in-flight stands at its peer's window is held by that
receiver; one whose in-flight stands far below cwnd had nothing to send.
The tracepoint is in tcp_rcv_established(): a socket that sent its FIN
(FIN_WAIT1 on) is not traced any more, so a relay's sending leg often
ends its table before the transfer's end.
"""
import argparse
import gzip
import re
import sys

EV = re.compile(r"\s(\d+\.\d+): tcp_probe: (.*)$")
KV = re.compile(r"(\w+)=(\S+)")


def parse(path):
    socks = {}
    opener = gzip.open if path.endswith(".gz") else open
    with opener(path, "rt") as f:
        for line in f:
            m = EV.search(line)
            if not m:
                continue
            t = float(m.group(1))
            kv = dict(KV.findall(m.group(2)))
            try:
                ev = (t, int(kv["snd_una"], 16), int(kv["snd_nxt"], 16), int(kv["snd_cwnd"]),
                      int(kv["ssthresh"]), int(kv["snd_wnd"]), int(kv["srtt"]))
            except (KeyError, ValueError):
                continue
            s = socks.setdefault(kv.get("sock_cookie"), {"src": kv.get("src"), "dest": kv.get("dest"),
                                                         "ev": []})
            s["ev"].append(ev)
    return socks


def sub32(a, b):
    return (a - b) & 0xffffffff


def report(path, step, min_bytes, t0=None):
    socks = parse(path)
    if not socks:
        print(f"{path}: no tcp_probe events")
        return
    if t0 is None:
        t0 = min(s["ev"][0][0] for s in socks.values())
    print(f"# {path} (t = 0 at {t0:.6f})")
    for cookie, s in sorted(socks.items(), key=lambda kv: kv[1]["ev"][0][0]):
        ev = s["ev"]
        una0 = ev[0][1]
        total = sub32(ev[-1][1], una0)
        if total < min_bytes:
            continue
        srtt = [e[6] for e in ev if e[6]]
        print(f"{s['src']} -> {s['dest']} (cookie {cookie}): {total / 1e6:.2f} MB acknowledged "
              f"from {ev[0][0] - t0:.3f} to {ev[-1][0] - t0:.3f} s, {len(ev)} events, "
              f"srtt {min(srtt) / 1000:.1f}-{max(srtt) / 1000:.1f} ms, "
              f"max cwnd {max(e[3] for e in ev)}")
        print("      t s    acked MB   Mbit/s   cwnd  ssthresh  flight KB  snd_wnd KB  srtt ms")
        k, prev = 0, 0
        t = ev[0][0] - t0
        end = ev[-1][0] - t0
        while t <= end + step:
            last = None
            while k < len(ev) and ev[k][0] - t0 <= t:
                last = ev[k]
                k += 1
            if last is not None:
                acked = sub32(last[1], una0)
                ss = last[4] if last[4] < 0x7fffffff else "-"
                print(f"  {t:7.2f}  {acked / 1e6:9.3f}  {(acked - prev) * 8 / step / 1e6:7.1f}  "
                      f"{last[3]:5d}  {ss!s:>8}  {sub32(last[2], last[1]) / 1024:9.0f}  "
                      f"{last[5] / 1024:10.0f}  {last[6] / 1000:7.1f}")
                prev = acked
            t += step


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--step", type=float, default=0.1)
    ap.add_argument("--min-bytes", type=int, default=100000)
    ap.add_argument("trace", nargs="+")
    a = ap.parse_args()
    for p in a.trace:
        report(p, a.step, a.min_bytes)
    return 0


if __name__ == "__main__":
    sys.exit(main())
