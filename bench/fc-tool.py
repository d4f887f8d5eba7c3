#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Helpers of the flow-control benchmark (bench/fc-bench.sh, fc-guest.sh).

sample --out FILE [--interval S] [--splitctl PATH [--conns-interval S]
       [--stats]] [--rss-pid PID] [--series FILE] [--ready FILE]
    Run in the router's namespace until SIGTERM or SIGINT.  Every interval
    (default 0.05 s) it reads /proc/net/tcp (the namespace's TCP sockets:
    only the relay's, in the benchmark's router) and sums the bytes held by
    every connected socket: tx_queue (unsent + unacknowledged, ss's Send-Q)
    plus rx_queue (received, not yet read: ss's Recv-Q).  Every
    conns-interval (default 0.1 s; a thread of its own) it also reads
    `splitctl -j conns` (and `splitctl -j stats` with --stats).  With
    --ready, FILE is created after the first sample.  With --rss-pid, the
    resident size of that process (HAProxy) is read too.  Writes a JSON
    summary to FILE (see the end of cmd_sample) and, with --series,
    "seconds held_bytes" lines.

zwin PCAP
    Zero-window episodes in a capture of the receiver's segments (what the
    sender saw): from a segment advertising a zero window to the next one
    advertising room.  Prints {"episodes": N, "max_us": N, "max_at": S}
    (S: when the longest began, seconds after the first packet).

gso-segs DEV N
    Set DEV's gso_max_segs (in the namespace it runs in) to N: with 1, TCP
    hands the device one segment per packet.  netem drops whole packets, so
    a loss rate is a rate of segments only then (the lfn case).  The
    iproute2 of Debian 12 cannot set it on an existing device.

pep-run, mixed-run, cc-run (see their arguments below)
    Reduce one run's raw files to one JSON line appended to a .jsonl file.

report RAW OUT.md
    Write results.md from RAW/{meta.json,pep.jsonl,mixed.jsonl,cc.jsonl}.
"""

import argparse
import json
import os
import re
import signal
import socket
import statistics
import struct
import subprocess
import sys
import threading
import time

from verdict import HEADLINE  # bench/: the marker of a summary table (bench/tables.py)

# ---------------------------------------------------------------- sampling

def proc_net_tcp():
    """Bytes held by the namespace's connected TCP sockets (IPv4 and IPv6)."""
    total = 0
    socks = 0
    for name in ("/proc/net/tcp", "/proc/net/tcp6"):
        try:
            with open(name) as f:
                next(f)
                for line in f:
                    fld = line.split()
                    if fld[3] == "0A":        # LISTEN: the queues mean backlog
                        continue
                    tx, rx = fld[4].split(":")
                    total += int(tx, 16) + int(rx, 16)
                    socks += 1
        except FileNotFoundError:
            pass
    return total, socks


def rss_kb(pid):
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return None


def run_json(cmd):
    try:
        out = subprocess.run(cmd, capture_output=True, text=True, timeout=5)
        return json.loads(out.stdout) if out.returncode == 0 else None
    except (subprocess.TimeoutExpired, ValueError):
        return None


def addr_of(ep):
    if isinstance(ep, dict):
        return ep.get("addr"), ep.get("port")
    m = re.match(r"\[?([0-9a-fA-F.:]+?)\]?:(\d+)$", str(ep))
    return (m.group(1), int(m.group(2))) if m else (None, None)


class ConnSampler(threading.Thread):
    """splitctl conns (and stats) in a thread of its own: under QEMU TCG one
    run of splitctl takes a few hundred ms, which must not thin out the
    /proc/net/tcp samples."""

    def __init__(self, a, t0):
        super().__init__(daemon=True)
        self.a, self.t0 = a, t0
        self.stop = threading.Event()
        self.conns = {}        # id -> {"client", "last", "n", sums...}
        self.nsamples = 0
        self.stats_first = self.stats_last = None
        self.mem_reserved = []
        self.mem_waiting = []

    def run(self):
        a = self.a
        k = 0
        while not self.stop.is_set():
            t = time.monotonic() - self.t0
            cl = run_json([a.splitctl, "-j", "conns"])
            if a.stats:
                st = run_json([a.splitctl, "-j", "stats"])
                if st is not None:
                    self.stats_first = self.stats_first or st
                    self.stats_last = st
                    if "mem_reserved" in st:
                        self.mem_reserved.append(st["mem_reserved"])
                    if "mem_waiting" in st:
                        self.mem_waiting.append(st["mem_waiting"])
            for c in cl or []:
                e = self.conns.setdefault(c.get("id"), {
                    "client": list(addr_of(c.get("client"))), "n": 0,
                    "budget_sum": {"c2s": 0, "s2c": 0}, "budget_n": 0,
                    "first_t": round(t, 3)})
                e["n"] += 1
                e["last"] = c
                e["last_t"] = round(t, 3)
                if isinstance(c.get("c2s"), dict) and isinstance(c.get("s2c"), dict):
                    for d in ("c2s", "s2c"):
                        e["budget_sum"][d] += c[d].get("budget", 0)
                    e["budget_n"] += 1
            self.nsamples += 1
            k += 1
            # The next tick of the grid, or at once if this one ran late.
            delay = self.t0 + k * a.conns_interval - time.monotonic()
            if delay < 0:
                k = int((time.monotonic() - self.t0) / a.conns_interval)
                delay = 0.0
            self.stop.wait(delay)


def cmd_sample(a):
    stop = []
    signal.signal(signal.SIGTERM, lambda *_: stop.append(1))
    signal.signal(signal.SIGINT, lambda *_: stop.append(1))
    t0 = time.monotonic()
    held_max = 0
    held_max_t = None
    series = []
    rss0 = rss_kb(a.rss_pid) if a.rss_pid else None
    rss_max = rss0
    cs = ConnSampler(a, t0) if a.splitctl else None
    if cs:
        cs.start()
    tick = 0
    while not stop:
        t = time.monotonic() - t0
        held, _ = proc_net_tcp()
        series.append((round(t, 3), held))
        if held > held_max:
            held_max, held_max_t = held, t
        if a.rss_pid:
            r = rss_kb(a.rss_pid)
            if r is not None and (rss_max is None or r > rss_max):
                rss_max = r
        if tick == 0 and a.ready:
            open(a.ready, "w").close()
        tick += 1
        # Sleep to the next tick of the grid; skip the ticks already past.
        now = time.monotonic()
        if t0 + tick * a.interval < now:
            tick = int((now - t0) / a.interval) + 1
        time.sleep(max(0.0, t0 + tick * a.interval - now))
    if cs:
        cs.stop.set()
        cs.join(10)
    conns = list(cs.conns.values()) if cs else []
    for e in conns:
        n = e.pop("budget_n")
        sums = e.pop("budget_sum")
        e["budget_mean"] = {d: sums[d] / n for d in sums} if n else None
    mr = cs.mem_reserved if cs else []
    mw = cs.mem_waiting if cs else []
    out = {
        "duration": round(time.monotonic() - t0, 3), "interval": a.interval,
        "samples": len(series),
        "held_max": held_max, "held_max_t": held_max_t,
        "rss_kb_start": rss0, "rss_kb_max": rss_max,
        "conn_samples": cs.nsamples if cs else 0, "conns": conns,
        "stats_first": cs.stats_first if cs else None,
        "stats_last": cs.stats_last if cs else None,
        "mem_reserved_max": max(mr) if mr else None,
        "mem_reserved_mean": statistics.mean(mr) if mr else None,
        "mem_waiting_max": max(mw) if mw else None,
    }
    with open(a.out, "w") as f:
        json.dump(out, f)
    if a.series:
        with open(a.series, "w") as f:
            f.writelines(f"{t} {h}\n" for t, h in series)

# ---------------------------------------------------------------- captures

def zwin(path):
    """Zero-window episodes in a pcap: count, the longest (µs), and when
    the longest began (s after the capture's first packet)."""
    res = {"episodes": 0, "max_us": 0, "max_at": None}
    t0 = None
    try:
        data = open(path, "rb").read()
    except OSError:
        return None
    if len(data) < 24:
        return None
    magic = struct.unpack("<I", data[:4])[0]
    if magic in (0xA1B2C3D4, 0xA1B23C4D):
        e = "<"
    else:
        e = ">"
        magic = struct.unpack(">I", data[:4])[0]
    scale = 1e-9 if magic == 0xA1B23C4D else 1e-6
    link = struct.unpack(e + "I", data[20:24])[0] & 0xFFFF
    l2 = {1: 14, 113: 16, 276: 20, 101: 0, 228: 0}.get(link)
    if l2 is None:
        return None
    opened = {}
    off = 24
    while off + 16 <= len(data):
        sec, frac, incl, _ = struct.unpack(e + "IIII", data[off:off + 16])
        off += 16
        pkt = data[off:off + incl]
        off += incl
        t = sec + frac * scale
        if t0 is None:
            t0 = t
        ip = pkt[l2:]
        if link == 1 and pkt[12:14] != b"\x08\x00":
            continue
        if len(ip) < 20 or ip[0] >> 4 != 4 or ip[9] != 6:
            continue
        tcp = ip[(ip[0] & 15) * 4:]
        if len(tcp) < 16:
            continue
        flags = tcp[13]
        if flags & 0x06:                       # SYN or RST
            continue
        key = (ip[12:20], tcp[0:4])
        win = struct.unpack("!H", tcp[14:16])[0]
        if win == 0:
            if key not in opened:
                opened[key] = t
                res["episodes"] += 1
        elif key in opened:
            start = opened.pop(key)
            us = int((t - start) * 1e6)
            if us > res["max_us"]:
                res["max_us"], res["max_at"] = us, round(start - t0, 3)
    # An episode still open when the capture ends (or the connection is
    # reset) lasts until the test stops the sender, not until a window
    # opens: counted, not measured.
    res["open_at_end"] = len(opened)
    return res

# ---------------------------------------------------------------- devices

def set_gso_max_segs(dev, segs):
    """RTM_NEWLINK with IFLA_GSO_MAX_SEGS for an existing device."""
    ifla_gso_max_segs = 40
    rtm_newlink, nlm_f_request, nlm_f_ack, nlmsg_error = 16, 1, 4, 2
    body = (struct.pack("=BxHiII", socket.AF_UNSPEC, 0, socket.if_nametoindex(dev), 0, 0)
            + struct.pack("=HHI", 8, ifla_gso_max_segs, segs))
    msg = struct.pack("=IHHII", 16 + len(body), rtm_newlink, nlm_f_request | nlm_f_ack,
                      1, 0) + body
    with socket.socket(socket.AF_NETLINK, socket.SOCK_RAW, socket.NETLINK_ROUTE) as s:
        s.send(msg)
        resp = s.recv(65536)
    _, typ, _, _, _ = struct.unpack("=IHHII", resp[:16])
    if typ == nlmsg_error:
        err = struct.unpack("=i", resp[16:20])[0]
        if err:
            raise OSError(-err, f"{dev}: gso_max_segs {segs}: {os.strerror(-err)}")

# ---------------------------------------------------------------- iperf3

def iperf_rates(path, secs, omit, receiver_is_server):
    """Receiver-side goodput (bit/s) over [omit, secs]: total and per stream."""
    j = json.load(open(path))
    if "error" in j:
        raise ValueError(f"iperf3: {j['error']}")
    if receiver_is_server:
        j = j.get("server_output_json") or {}
        if "error" in j:
            raise ValueError(f"iperf3 server: {j['error']}")
    ivs = [iv for iv in j.get("intervals", [])
           if iv["sum"]["start"] >= omit - 0.05 and iv["sum"]["end"] <= secs + 0.6]
    if not ivs:
        raise ValueError("iperf3: no receiver intervals after the omitted ones")
    sec = sum(iv["sum"]["seconds"] for iv in ivs)
    total = sum(iv["sum"]["bytes"] for iv in ivs) * 8 / sec
    per = {}
    for iv in ivs:
        for s in iv["streams"]:
            b, sc = per.get(s["socket"], (0, 0))
            per[s["socket"]] = (b + s["bytes"], sc + s["seconds"])
    return total, [b * 8 / sc for b, sc in per.values() if sc]


def append(path, rec):
    with open(path, "a") as f:
        f.write(json.dumps(rec) + "\n")


def load(path):
    try:
        return json.load(open(path))
    except (OSError, ValueError):
        return None


def data_conn(sample, direction):
    """The split connection that carried the data (most bytes that way)."""
    best = None
    for c in (sample or {}).get("conns", []):
        n = c["last"].get("bytes_" + direction, 0)
        if best is None or n > best["last"].get("bytes_" + direction, 0):
            best = c
    return best


def cmd_pep_run(a):
    rec = {"rate": a.rate, "dir": a.dir, "sys": a.sys, "run": a.run}
    try:
        rec["goodput"], _ = iperf_rates(a.iperf, a.secs, a.omit, a.dir == "c2s")
    except (OSError, ValueError, KeyError) as e:
        rec["error"] = str(e)
    s = load(a.sample) or {}
    rec["held_ss"] = s.get("held_max")
    rec["held_ss_t"] = s.get("held_max_t")
    # The most held once the first omit seconds (slow start) are over.
    try:
        ser = [tuple(map(float, line.split())) for line in open(a.series)]
        t0 = next((t for t, h in ser if h > 0), None)
        if t0 is not None:
            rec["held_ss_steady"] = int(max((h for t, h in ser if t >= t0 + a.omit), default=0))
    except (OSError, TypeError, ValueError):
        pass
    if s.get("rss_kb_start") is not None and s.get("rss_kb_max") is not None:
        rec["rss_growth"] = (s["rss_kb_max"] - s["rss_kb_start"]) * 1024
    c = data_conn(s, a.dir)
    if c is not None:
        d = c["last"].get(a.dir)
        if isinstance(d, dict):
            rec["peak"] = d.get("peak")
            rec["budget"] = d.get("budget")
            rec["zw_n"] = d.get("zero_windows")
            rec["zw_max_us"] = d.get("zero_window_max_us")
    elif a.sys == "tcpsplit":
        rec["note"] = "no split connection seen"
    z = zwin(a.pcap) if a.pcap else None
    if z is not None:
        rec["pcap_zw_n"], rec["pcap_zw_max_us"] = z["episodes"], z["max_us"]
        rec["pcap_zw_max_at"] = z["max_at"]
    append(a.out, rec)
    print(json.dumps(rec))


def cmd_mixed_run(a):
    rec = {"config": a.config, "run": a.run, "classes": {}, "failed": 0,
           "streams_missing": 0}
    classes = json.loads(a.classes)          # [[name, subnet_prefix], ...]
    for name, _ in classes:
        path = os.path.join(a.raw, f"{a.prefix}-{name}.json")
        try:
            _, per = iperf_rates(path, a.secs, a.omit, False)
            rec["streams_missing"] += max(0, a.conns - len(per))
            rec["classes"][name] = {"tput": per}
        except (OSError, ValueError, KeyError) as e:
            rec["failed"] += 1
            rec["classes"][name] = {"tput": [], "error": str(e)}
    s = load(a.sample) or {}
    for c in s.get("conns", []):
        addr = c["client"][0] or ""
        for name, pfx in classes:
            if addr.startswith(pfx) and c.get("budget_mean"):
                rec["classes"][name].setdefault("budget", []).append(
                    c["budget_mean"]["s2c"])
    st0, st1 = s.get("stats_first") or {}, s.get("stats_last") or {}
    for k in ("budget_reduced", "unsplit_nomem", "budget_capped"):
        if k in st1:
            rec[k] = st1[k] - st0.get(k, 0)
    before = load(a.stats_before) or {}
    after = load(a.stats_after) or {}
    for k in ("budget_reduced", "unsplit_nomem", "budget_capped"):
        if k in after and k in before:
            rec[k] = after[k] - before[k]
    rec["mem_reserved_max"] = s.get("mem_reserved_max")
    rec["mem_reserved_mean"] = s.get("mem_reserved_mean")
    rec["mem_waiting_max"] = s.get("mem_waiting_max")
    rec["split_conns"] = len(s.get("conns", []))
    append(a.out, rec)
    print(json.dumps({k: v for k, v in rec.items() if k != "classes"}))


def cmd_cc_run(a):
    rec = {"mode": a.mode, "run": a.run}
    try:
        rec["goodput"], _ = iperf_rates(a.iperf, a.secs, a.omit, True)
    except (OSError, ValueError, KeyError) as e:
        rec["error"] = str(e)
    if a.ss:
        try:
            txt = open(a.ss).read()
            rec["ss_cc"] = sorted(set(re.findall(r"\b(cubic|bbr|reno|bbr2|htcp|vegas)\b", txt)))
        except OSError:
            pass
    append(a.out, rec)
    print(json.dumps(rec))

# ---------------------------------------------------------------- report

def med(v):
    return statistics.median(v) if v else None


def fmt(x, scale=1.0, nd=1, unit=""):
    return "n/a" if x is None else f"{x / scale:.{nd}f}{unit}"


def kib(x):
    return "n/a" if x is None else f"{x / 1024:.0f} KiB"


def mms(vals, scale, nd=2):
    """median (min–max) of a rate."""
    v = [x for x in vals if x is not None]
    if not v:
        return "n/a"
    return f"{med(v) / scale:.{nd}f} ({min(v) / scale:.{nd}f}–{max(v) / scale:.{nd}f})"




def read_jsonl(path):
    try:
        return [json.loads(line) for line in open(path) if line.strip()]
    except OSError:
        return []


def report_pep(meta, recs, out):
    p = meta["pep"]
    eff = 1448 / 1514
    cl_rtt = 2 * p["client_delay_ms"]
    sl_rtt = 2 * p["server_delay_ms"]
    rtt = cl_rtt + sl_rtt
    out.append("## 1. The PEP case (T. Shikama, \"A Mechanism of a Flow Control in a Network using a PEP and Its Performance Evaluation\")\n")
    out.append(f"client --({p['client_mbit']} Mbit/s, {p['client_delay_ms']} ms one way)-- router "
               f"--(R Mbit/s, {p['server_delay_ms']} ms one way)-- server; netem rate and delay on "
               f"each egress of each link, queue limit = the delay line plus one RTT of that "
               f"link's rate (`limit` in packets).  One iperf3 connection per run, {p['secs']} s, "
               f"goodput counted by the receiver over [{p['omit']} s, {p['secs']} s]; peak held "
               f"over the whole run.  {p['runs']} runs of each; figures are medians, rates with "
               f"(min–max).\n")
    out.append("- **held (ss)**: the largest sum of Send-Q + Recv-Q of the relay's sockets in the "
               "router's namespace, read from /proc/net/tcp every "
               f"{int(p['interval'] * 1000)} ms (same method for both relays; HAProxy also holds up "
               "to its buffer size, 16 KiB per direction, in user space, not counted here: see "
               "RSS growth).")
    out.append("- **held after start**: the same, from the omitted seconds after the first byte "
               "was held to the end (the start excluded: where the overshoot is).")
    out.append("- **peak (conns)**: tcpsplit's own `peak` of the loaded direction (`splitctl -j conns`).")
    out.append("- **utilisation**: goodput / slow link rate.  The link also carries headers: with "
               f"1448-byte payloads in 1514-byte frames the most a TCP flow can reach is {eff:.1%}, "
               "so the second figure is goodput / (rate × 1448/1514), the share of the link's "
               "time used.  The target (>= 99%: issue 14's; the first flow control's was 95%) is "
               "checked against the second.")
    out.append("- **zero-window stalls**: the longest span in which the sender was told a zero "
               "window, from tcpsplit's `zero_window_max_us` and, for both relays, from a tcpdump "
               "capture of the receiver's segments at the sender's interface (episodes / longest). "
               f"Target: none longer than one RTT of the path ({rtt} ms).")
    out.append("")
    first = len(out)
    summary = []
    for rate in p["rates"]:
        bdp = rate * 1e6 / 8 * sl_rtt / 1000
        # Issue 14's bound (the first flow control's was 2 x BDP + 64 KiB):
        # the floor is about BDP + the slow rate x the fast leg's RTT.
        target = bdp + 32768
        for d in ("c2s", "s2c"):
            rs = [r for r in recs if r["rate"] == rate and r["dir"] == d]
            if not rs:
                continue
            what = ("client → server (fast leg first)" if d == "c2s"
                    else "server → client (slow leg first)")
            out.append(f"### {rate} Mbit/s slow leg, {what}\n")
            out.append(f"Slow-leg BDP {bdp / 1024:.1f} KiB; target peak held <= BDP + 32 KiB "
                       f"= {target / 1024:.0f} KiB.\n")
            out.append("Medians over the runs; the verdict takes the longest stall of any run.\n")
            out.append("| relay | runs ok | held (ss) | held after start | peak (conns) | "
                       "goodput Mbit/s | utilisation (of rate / of link time) | "
                       "zero-window: episodes / longest (conns) | "
                       "zero-window: episodes / longest (capture) | RSS growth | verdict |")
            out.append("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |")
            for sysname in ("tcpsplit", "haproxy"):
                ok = [r for r in rs if r["sys"] == sysname and "goodput" in r]
                bad = [r for r in rs if r["sys"] == sysname and "goodput" not in r]
                if not ok and not bad:
                    continue
                gp = [r["goodput"] for r in ok]
                held = med([r["held_ss"] for r in ok if r.get("held_ss") is not None])
                peak = med([r["peak"] for r in ok if r.get("peak") is not None])
                zw = med([r["zw_max_us"] for r in ok if r.get("zw_max_us") is not None])
                zwn = med([r["zw_n"] for r in ok if r.get("zw_n") is not None])
                zws = ("n/a" if zwn is None and zw is None
                       else f"{fmt(zwn, nd=0)} / {fmt(zw, 1000, 0, ' ms')}")
                steady = med([r["held_ss_steady"] for r in ok
                              if r.get("held_ss_steady") is not None])
                pz = [r for r in ok if r.get("pcap_zw_n") is not None]
                pzs = (f"{med([r['pcap_zw_n'] for r in pz]):.0f} / "
                       f"{med([r['pcap_zw_max_us'] for r in pz]) / 1000:.0f} ms" if pz else "n/a")
                rss = med([r["rss_growth"] for r in ok if r.get("rss_growth") is not None])
                u = med(gp) / (rate * 1e6) if gp else None
                ul = u / eff if u is not None else None
                stall = max([r.get("pcap_zw_max_us") or 0 for r in ok] +
                            [r.get("zw_max_us") or 0 for r in ok] + [0]) / 1000
                hv = max([x for x in (held, peak) if x is not None], default=None)
                v = []
                if hv is not None:
                    v.append("held ok" if hv <= target else "held OVER")
                if ul is not None:
                    v.append("util ok" if ul >= 0.99 else "util LOW")
                v.append("stalls ok" if stall <= rtt
                         else f"stall {stall:.0f} ms (longest, any run) > RTT")
                umin = min(gp) / (rate * 1e6) if gp else None
                umax = max(gp) / (rate * 1e6) if gp else None
                summary.append((rate, d, target, sysname, held, ok, ul))
                out.append(
                    f"| {sysname} | {len(ok)}/{len(ok) + len(bad)} | {kib(held)} | {kib(steady)} | "
                    f"{kib(peak)} | {mms(gp, 1e6)} | "
                    + (f"{u:.1%} ({umin:.1%}–{umax:.1%}) / {ul:.1%}" if u is not None else "n/a")
                    + f" | {zws} | {pzs} | {kib(rss)} | "
                    f"{', '.join(v)} |")
            out.append("")
            # The worst run too: a median can hide one bad run.
            worst = [r for r in rs if r.get("held_ss") is not None]
            if worst:
                out.append("Largest held (ss) in any run: " + ", ".join(
                    f"{sn} {max(r['held_ss'] for r in worst if r['sys'] == sn) / 1024:.0f} KiB"
                    for sn in ("tcpsplit", "haproxy") if any(r["sys"] == sn for r in worst)) +
                    "; longest zero-window stall in any run: " + ", ".join(
                    f"{sn} {max(max(r.get('zw_max_us') or 0, r.get('pcap_zw_max_us') or 0) for r in rs if r['sys'] == sn) / 1000:.0f} ms"
                    for sn in ("tcpsplit", "haproxy") if any(r["sys"] == sn for r in rs)) + ".\n")
            for r in rs:
                if "error" in r or r.get("note"):
                    out.append(f"- {r['sys']} run {r['run']}: {r.get('error') or r.get('note')}")
            out.append("")
    out[first:first] = pep_summary(summary, rtt)


def pep_summary(rows, rtt):
    """The PEP case in one table (the headline of the record): per slow
    rate and direction the bound on what is held, what each relay held
    (median of the runs, largest of any), the slow leg's share of link
    time used by the split, and the longest zero window each relay told
    its sender (capture, median of the runs)."""
    out = ["Summary: held at the router (ss; median of the runs, largest in any run), the "
           "slow leg's link time used, and the longest closed window each relay told its "
           f"sender (capture, median of the runs; one RTT is {rtt} ms).\n", HEADLINE,
           "| slow leg, direction | bound | tcpsplit held | HAProxy held | slow leg busy, "
           "tcpsplit | longest closed window told, tcpsplit / HAProxy |",
           "| --- | ---: | ---: | ---: | ---: | ---: |"]
    keys = list(dict.fromkeys((r[0], r[1], r[2]) for r in rows))
    for rate, d, target in keys:
        cell = {}
        for _, _, _, sysname, held, ok, ul in (r for r in rows if r[:3] == (rate, d, target)):
            top = max([r["held_ss"] for r in ok if r.get("held_ss") is not None], default=None)
            pz = [r["pcap_zw_max_us"] for r in ok if r.get("pcap_zw_max_us") is not None]
            cell[sysname] = (f"{kib(held)} ({kib(top)})", ul,
                             "n/a" if not pz else f"{med(pz) / 1000:.0f} ms")
        ts, hp = cell.get("tcpsplit"), cell.get("haproxy")
        what = "client → server" if d == "c2s" else "server → client"
        out.append(f"| {rate} Mbit/s, {what} | {kib(target)} | {ts[0] if ts else 'n/a'} | "
                   f"{hp[0] if hp else 'n/a'} | "
                   f"{'n/a' if not ts or ts[1] is None else f'{ts[1]:.1%}'} | "
                   f"{ts[2] if ts else 'n/a'} / {hp[2] if hp else 'n/a'} |")
    out.append("")
    return out


def report_mixed(meta, recs, out):
    m = meta["mixed"]
    out.append("## 2. Mixed connections sharing a memory limit (T. Okamoto, G. Hasegawa, M. Murata, \"Dynamic TCP receive buffer allocation at Web proxy servers\")\n")
    n = len(m["classes"]) * m["conns"]
    out.append(f"{len(m['classes'])} classes (client-leg rate × RTT), {m['conns']} connections each "
               f"({n} at once, server → client, iperf3 -R -P {m['conns']}), each class's clients in "
               f"their own namespace behind their own link (netem rate and delay both ways); the "
               f"server's link is not shaped.  Router memory limit {m['limit']} "
               f"({m['limit_bytes'] / 1048576:.1f} MiB); fixed 256 KiB budgets would need "
               f"{n} × 2 × 256 KiB = {n * 2 * 256 / 1024:.1f} MiB.  {m['secs']} s per run, "
               f"rates over [{m['omit']} s, {m['secs']} s]; {m['runs']} runs per configuration, "
               f"configurations interleaved.  Budget: the server→client budget of each "
               f"connection sampled every {int(m['interval'] * 1000)} ms and averaged; a class's "
               f"figure is the mean over its connections, then the median over runs.  Throughput: "
               f"mean per connection, median over runs (min–max).\n")
    configs = [c for c in m["configs"] if any(r["config"] == c for r in recs)]
    names = [c[0] for c in m["classes"]]
    out.append("| class | " + " | ".join(f"{c} budget | {c} Mbit/s" for c in configs) +
               " | adaptive vs best fixed |")
    out.append("| --- | " + " | ".join("---: | ---:" for _ in configs) + " | --- |")
    worst_ok = True
    for name in names:
        row = [name]
        best_fixed = None
        ad = None
        for c in configs:
            rs = [r for r in recs if r["config"] == c]
            bud = [statistics.mean(r["classes"][name]["budget"]) for r in rs
                   if r["classes"].get(name, {}).get("budget")]
            tp = [statistics.mean(r["classes"][name]["tput"]) for r in rs
                  if r["classes"].get(name, {}).get("tput")]
            row.append(kib(med(bud)))
            row.append(mms(tp, 1e6))
            if tp:
                if c == "adaptive":
                    ad = med(tp)
                elif best_fixed is None or med(tp) > best_fixed[1]:
                    best_fixed = (c, med(tp))
        if ad is not None and best_fixed is not None:
            rel = ad / best_fixed[1]
            ok = rel >= 0.95
            worst_ok &= ok
            row.append(f"{rel:.1%} of {best_fixed[0]} ({'ok' if ok else 'BELOW 95%'})")
        else:
            row.append("n/a")
        out.append("| " + " | ".join(row) + " |")
    out.append("\nPer configuration (median over runs; max over runs for the failures):\n")
    out.append("| config | clients failed | streams missing | split conns | budget_reduced | "
               "unsplit_nomem | budget_capped | peak mem_reserved | mean mem_reserved | "
               "peak mem_waiting | total Mbit/s |")
    out.append("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for c in configs:
        rs = [r for r in recs if r["config"] == c]

        def mx(k):
            v = [r[k] for r in rs if r.get(k) is not None]
            return max(v) if v else None

        def md(k):
            return med([r[k] for r in rs if r.get(k) is not None])
        tot = [sum(sum(x["tput"]) for x in r["classes"].values()) for r in rs]
        out.append(f"| {c} | {mx('failed')} | {mx('streams_missing')} | {fmt(md('split_conns'), nd=0)} | "
                   f"{fmt(md('budget_reduced'), nd=0)} | {fmt(md('unsplit_nomem'), nd=0)} | "
                   f"{fmt(md('budget_capped'), nd=0)} | {kib(md('mem_reserved_max'))} | "
                   f"{kib(md('mem_reserved_mean'))} | {kib(md('mem_waiting_max'))} | {mms(tot, 1e6)} |")
    out.append("")
    out.append("Connections forwarded unsplit because their budget did not fit (unsplit_nomem) "
               "run end to end: with this fast, lossless server side they lose no throughput by "
               "it, so a configuration's throughput columns mix split and unsplit connections, "
               "and its budget column covers only the split ones (n/a: none was split).\n")
    out.append("Target: adaptive throughput within 5% of the best fixed size in every class "
               f"({'met' if worst_ok else 'NOT met'} by these medians), with less memory "
               "(compare mem_reserved), and no connection refused (clients failed = 0).\n")
    for r in recs:
        for name, cl in r["classes"].items():
            if cl.get("error"):
                out.append(f"- {r['config']} run {r['run']} class {name}: {cl['error']}")
    out.append("")


def report_cc(meta, recs, out):
    c = meta["cc"]
    out.append("## 3. Congestion control per leg\n")
    out.append(f"client --({c['client_mbit']} Mbit/s, {c['client_delay_ms']} ms one way)-- router "
               f"--({c['server_mbit']} Mbit/s, {c['server_delay_ms']} ms one way, {c['loss']} loss "
               f"each way)-- server; client → server iperf3, {c['secs']} s, goodput counted by the "
               f"server over [{c['omit']} s, {c['secs']} s]; {c['runs']} runs each, interleaved.  "
               "End hosts use CUBIC.  `ss -ti` in the router's namespace in the middle of each "
               "split run shows the algorithms its sockets used.\n")
    out.append(HEADLINE)
    out.append("| mode | goodput Mbit/s median (min–max) | runs ok | CC seen on the router |")
    out.append("| --- | ---: | ---: | --- |")
    base = None
    for mode in c["modes"]:
        rs = [r for r in recs if r["mode"] == mode]
        gp = [r["goodput"] for r in rs if "goodput" in r]
        if mode == "unsplit" and gp:
            base = med(gp)
        seen = sorted({x for r in rs for x in r.get("ss_cc", [])})
        rel = f" (× {med(gp) / base:.2f})" if base and gp and mode != "unsplit" else ""
        out.append(f"| {mode} | {mms(gp, 1e6)}{rel} | {len(gp)}/{len(rs)} | "
                   f"{', '.join(seen) if seen else '-'} |")
    out.append("")
    for r in recs:
        if "error" in r:
            out.append(f"- {r['mode']} run {r['run']}: {r['error']}")
    out.append("")


def cmd_report(a):
    meta = load(os.path.join(a.raw, "meta.json")) or {}
    runs = sorted({meta[k]["runs"] for k in ("pep", "mixed", "cc") if k in meta})
    date = meta.get("date", time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()))
    out = ["# tcpsplit benchmark: fc (flow control)\n"]
    out.append(f"- Measured {date} at commit {meta.get('rev')} on kernel {meta.get('kernel')}, "
               f"{'/'.join(map(str, runs)) or '?'} runs per configuration"
               + (f": `{a.command}`" if a.command else ""))
    out.append(f"- Guest: {meta.get('cpus')} vCPUs, {meta.get('mem')}, QEMU TCG "
               "(virtme-ng --disable-kvm); HAProxy " + str(meta.get("haproxy")))
    out.append("- Guest side bench/fc-guest.sh, figures by bench/fc-tool.py; the raw data is "
               "raw.tar.xz (`fc-tool.py report RAW OUT` writes this file from it again)\n")
    for key, fn in (("pep", report_pep), ("mixed", report_mixed), ("cc", report_cc)):
        recs = read_jsonl(os.path.join(a.raw, f"{key}.jsonl"))
        if key in meta and recs:
            fn(meta, recs, out)
        elif key in meta:
            out.append(f"## {key}: no runs recorded\n")
    text = "\n".join(out) + "\n"
    open(a.out, "w").write(text)
    sys.stdout.write(text)


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("sample")
    s.add_argument("--out", required=True)
    s.add_argument("--series")
    s.add_argument("--interval", type=float, default=0.05)
    s.add_argument("--splitctl")
    s.add_argument("--conns-interval", type=float, default=0.1)
    s.add_argument("--stats", action="store_true")
    s.add_argument("--ready")
    s.add_argument("--rss-pid", type=int)
    s = sub.add_parser("zwin")
    s.add_argument("pcap")
    s = sub.add_parser("gso-segs")
    s.add_argument("dev")
    s.add_argument("segs", type=int)
    s = sub.add_parser("pep-run")
    for k in ("iperf", "sample", "out", "sys", "dir"):
        s.add_argument("--" + k, required=True)
    s.add_argument("--series")
    s.add_argument("--pcap")
    s.add_argument("--rate", type=float, required=True)
    s.add_argument("--run", type=int, required=True)
    s.add_argument("--secs", type=float, required=True)
    s.add_argument("--omit", type=float, required=True)
    s = sub.add_parser("mixed-run")
    for k in ("raw", "prefix", "sample", "out", "config", "classes"):
        s.add_argument("--" + k, required=True)
    s.add_argument("--stats-before")
    s.add_argument("--stats-after")
    s.add_argument("--conns", type=int, required=True)
    s.add_argument("--run", type=int, required=True)
    s.add_argument("--secs", type=float, required=True)
    s.add_argument("--omit", type=float, required=True)
    s = sub.add_parser("cc-run")
    for k in ("iperf", "out", "mode"):
        s.add_argument("--" + k, required=True)
    s.add_argument("--ss")
    s.add_argument("--run", type=int, required=True)
    s.add_argument("--secs", type=float, required=True)
    s.add_argument("--omit", type=float, required=True)
    s = sub.add_parser("report")
    s.add_argument("raw")
    s.add_argument("out")
    s.add_argument("--command", help="the command line that made the runs, for the header")
    a = ap.parse_args()
    if a.cmd == "sample":
        cmd_sample(a)
    elif a.cmd == "zwin":
        print(json.dumps(zwin(a.pcap)))
    elif a.cmd == "gso-segs":
        set_gso_max_segs(a.dev, a.segs)
    elif a.cmd == "pep-run":
        cmd_pep_run(a)
    elif a.cmd == "mixed-run":
        cmd_mixed_run(a)
    elif a.cmd == "cc-run":
        cmd_cc_run(a)
    else:
        cmd_report(a)


if __name__ == "__main__":
    main()
