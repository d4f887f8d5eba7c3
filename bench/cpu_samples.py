# SPDX-License-Identifier: GPL-2.0
"""The cpu case's samples (CPU_SAMPLE=1, bench/case-cpu.sh): each split
connection's server -> client direction over time, beside what ss saw
of its two legs in r1, and the growth cap (tcpsplit_fc_growth_cap() of
kmod/fc.c) recomputed from ss's figures.

    cpu_samples.py RESULTS_DIR/raw/cpu-samples-PEER-RUN.txt

Prints every look in which ss saw both legs of a connection (by curl's
port; time in s since the first look): the client leg's minimum and
smoothed RTT, cwnd, send window, unsent bytes, the share of its busy
time that curl's window held it and whether it is in slow start, the
server leg's minimum RTT and receiver RTT estimate, and the cap, which
needs both legs' minimum RTTs.  Then, from splitctl's looks, each
connection's look of its most bytes waiting (budget, waiting, peak).
"""

import json
import re
import sys

# One socket of ss -tinH on one line: "Recv-Q Send-Q local:port peer:port".
SOCK = re.compile(r"(\d+)\s+(\d+)\s+\[?([0-9a-fA-F.:]+?)\]?:(\d+)\s+\[?([0-9a-fA-F.:]+?)\]?:(\d+)\s")


def _num(pat, text, conv=float):
    m = re.search(pat, text)
    return conv(m.group(1)) if m else None


def parse_ss(text):
    """{port: fields} of one ss line, keyed by curl's port (the client
    leg's peer port, the server leg's local port: the router's upstream
    socket takes the client's address and port)."""
    out = {}
    ms = list(SOCK.finditer(text))
    for i, m in enumerate(ms):
        body = text[m.end():ms[i + 1].start() if i + 1 < len(ms) else len(text)]
        lport, pport = int(m.group(4)), int(m.group(6))
        f = {"minrtt": _num(r"minrtt:([\d.]+)", body),
             "rtt": _num(r"\brtt:([\d.]+)/", body),
             "rcv_rtt": _num(r"rcv_rtt:([\d.]+)", body),
             "cwnd": _num(r"cwnd:(\d+)", body, int),
             "mss": _num(r"\bmss:(\d+)", body, int),
             "snd_wnd": _num(r"snd_wnd:(\d+)", body, int),
             "notsent": _num(r"notsent:(\d+)", body, int) or 0,
             "rwnd_limited": _num(r"rwnd_limited:\d+ms\(([\d.]+)%\)", body),
             "slow_start": "ssthresh" not in body}
        out[pport if lport == 80 else lport] = f
    return out


def looks(path):
    """[(t, conns, client legs, server legs)] of a samples file."""
    res, conns, t = [], None, None
    cli = {}
    for line in open(path):
        line = line.rstrip("\n")
        if line.startswith("t "):
            t = float(line[2:])
        elif line.startswith("ssin "):
            res.append((t, conns or [], cli, parse_ss(line[5:])))
            conns, t, cli = None, None, {}
        elif line.startswith("ss "):
            cli = parse_ss(line[3:])
        elif line.startswith("["):
            try:
                conns = json.loads(line)
            except ValueError:
                conns = None
    return res


def cap(c, s):
    """The growth cap, bytes, from the client leg c (the sending one) and
    the server leg s, or None."""
    if not c or not s or None in (c["minrtt"], s["minrtt"], c["cwnd"], c["mss"]):
        return None
    cwnd = c["cwnd"] * c["mss"]
    wnd = min(cwnd, max(c["snd_wnd"] or 0, c["mss"]))
    mult = 4 if c["slow_start"] and wnd == cwnd else 2
    return wnd * (s["minrtt"] + c["minrtt"]) * mult / c["minrtt"]


def fmt(v, div=1, digits=0):
    return "-" if v is None else f"{v / div:.{digits}f}"


def main():
    ls = looks(sys.argv[1])
    t0 = next((t for t, *_ in ls if t is not None), 0)
    # A look takes longer than a fetch: splitctl's view and ss's rarely
    # show the same connection, so each is printed on its own.
    print("ss, both legs of a connection in one look: port t(s) | client leg minrtt rtt "
          "(ms) cwnd snd_wnd notsent (KiB) rwnd% slow-start | server leg minrtt rcv_rtt "
          "(ms) | growth cap (KiB)")
    for t, _, cli, srv in ls:
        for port in sorted(set(cli) & set(srv)):
            c, s = cli[port], srv[port]
            print(f"{port} {(t or t0) - t0:.1f} | {fmt(c['minrtt'], 1, 3)} {fmt(c['rtt'], 1, 3)} "
                  f"{fmt(c['cwnd'])} {fmt(c['snd_wnd'], 1024)} {fmt(c['notsent'], 1024)} "
                  f"{fmt(c['rwnd_limited'], 1, 1)} {'y' if c['slow_start'] else 'n'} "
                  f"| {fmt(s['minrtt'], 1, 3)} {fmt(s['rcv_rtt'], 1, 3)} | {fmt(cap(c, s), 1024)}")
    print("splitctl, each connection's look of its most bytes waiting: port t(s) "
          "s2c budget waiting peak (KiB)")
    best = {}
    for t, conns, _, _ in ls:
        for conn in conns:
            port = (conn.get("client") or {}).get("port")
            d = conn.get("s2c") or {}
            if port is not None and d.get("waiting", -1) > best.get(port, (0, {}))[1].get("waiting", -1):
                best[port] = ((t or t0) - t0, d)
    for port, (t, d) in best.items():
        print(f"{port} {t:.1f} {fmt(d.get('budget'), 1024)} {fmt(d.get('waiting'), 1024)} "
              f"{fmt(d.get('peak'), 1024)}")


if __name__ == "__main__":
    main()
