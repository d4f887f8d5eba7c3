#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""What the receiver's ACKs covered, from the lfn case's captures.

usage: lfn_acks.py PCAP...   (LFN_KEEP=1 keeps them in raw/)

A capture holds the receiver's segments to the sender where the sender
sees them (for a relay: the router's).  Per capture: the segments, those
that advance the acknowledged sequence, window-only updates (the same
ACK, another window), the rest (duplicates); and the quartiles of the
bytes each advancing ACK acknowledged -- 65,160 is one 45-segment GSO
packet: a receiver that ACKs every packet at once shows it at every
quartile.  tcpdump in the emulated guest drops some packets at a
transfer's rates: bytes per ACK across a gap come out larger, so the
counts are lower bounds, the upper quartiles upper ones.
"""
import statistics
import subprocess
import sys

FILTER = "tcp and src port 5201 and dst portrange 20000-29999"


def acks(path):
    out = subprocess.run(["tcpdump", "-r", path, "-n", "-S", FILTER],
                         capture_output=True, text=True, check=True).stdout.splitlines()
    prev = prev_win = None
    adv, win_only, other = [], 0, 0
    for line in out:
        w = line.split()
        if "ack" not in w:
            continue
        a = int(w[w.index("ack") + 1].rstrip(","))
        win = w[w.index("win") + 1].rstrip(",") if "win" in w else None
        if prev is not None:
            if a > prev:
                adv.append(a - prev)
            elif a == prev and win != prev_win:
                win_only += 1
            else:
                other += 1
        prev, prev_win = a, win
    return len(out), adv, win_only, other


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    for path in sys.argv[1:]:
        n, adv, win_only, other = acks(path)
        q = statistics.quantiles(adv, n=4) if len(adv) > 4 else [0, 0, 0]
        print(f"{path}: {n} segments, {len(adv)} advancing, {win_only} window-only, {other} other; "
              f"bytes per advancing ACK p25 {q[0]:.0f}, median {q[1]:.0f}, p75 {q[2]:.0f}")


if __name__ == "__main__":
    main()
