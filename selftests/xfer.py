#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Transfer random bytes over TCP and check them.

One way, the answer after EOF (a half-close test):

serve PORT [--count N]: accept N connections (default: forever), one at a
  time; read each to EOF, answer with "<bytes> <sha256> <peer-addr> <peer-port>"
  and close.  Each connection is logged to stdout as "peer ADDR PORT".
send ADDR PORT --bytes N: send N random bytes, half-close, read the answer
  and check that byte count and digest match.  Exit 0 on a match.

Both ways at once (each connection logs one JSON line, see below):

bserve PORT [--count K] --log FILE: accept connections, each served by
  its own threads.  A client begins with a 16-byte header: the number of
  bytes it wants back (8 bytes, big endian) and a random tag (8 bytes).
  The server sends that many random bytes while it reads the client's to
  EOF, half-closes when its bytes are sent, and logs the connection.  With
  --count K it exits after K connections, 0 if none failed.
bsend ADDR PORT --bytes N [--peer-bytes M] [--conns K] [--random-max R]
      --log FILE: K connections at once (default 1); each sends N random
  bytes (with --random-max, a random count up to R for each connection and
  direction instead of N and M) while reading the server's to EOF, and
  half-closes when done.  Exit 0 if every connection sent everything and
  received as many bytes as it asked for (the digests are compared by
  bcheck).  --pause-at B1,B2,... (one connection only): after sending Bi
  payload bytes, write READY.i (JSON: local endpoint, bytes sent) and wait
  for the file GO.i to exist (--ready READY --go GO).  --pause-at 0 pauses
  right after the connection is established.  --read-after-send: read the
  server's bytes only once all are sent (the server's direction stays open
  that long if the buffers on the way cannot hold its bytes).
bcheck CLIENT-LOG SERVER-LOG [--conns K] [--client-addr A] [--server-addr A]
       [--wait S]:
  match each client connection with the server's (by the tag), and check
  byte counts and digests in both directions, that the server saw the
  client's address (or --client-addr A: the router's, behind source NAT)
  and port (unless the address was translated), and that the client is
  connected to the server's socket (with --server-addr A: to the same
  port, the server's address being A, behind destination NAT).  Waits up
  to S seconds for the server's records.  Exit 0 if everything matches.

  A JSON line: {"tag", "sent", "sent_sha", "recv", "recv_sha", "peer":
  [addr, port], "local": [addr, port], "ms", "error"} ("error": null or a
  reason such as "ECONNRESET", "timeout", "short: 10 of 20 bytes").

Resets:

rst-serve PORT [--reset] --bytes N --log FILE: accept one connection.
rst-connect ADDR PORT [--reset] --bytes N --log FILE: open one.
  The side given --reset sends N random bytes, waits for one byte from its
  peer and closes with SO_LINGER {1, 0}: a RST.  The other side reads the
  N bytes, sends one byte and reads until an error or EOF; it logs what it
  saw as "result" ("ECONNRESET", "EOF", "timeout", ...) with "ms", the time
  from its byte to the result, and exits 0 if it is --expect (default
  ECONNRESET).

Connecting:

connect ADDR PORT [--bind ADDR] [--sport P] [--timeout S] [--expect R,...]:
  one connect() with a timeout; prints {"result": "ok" | errno name |
  "timeout", "ms": duration, "local": [addr, port]} and exits 0 if the
  result is one of --expect (any result without --expect).
"""
import argparse
import errno
import hashlib
import json
import os
import random
import socket
import struct
import sys
import threading
import time

CHUNK = 1 << 16
HDR = struct.Struct("!QQ")	# bytes wanted back, tag


def err_name(e):
    """A short name for an exception: errno name, "timeout" or the text."""
    if isinstance(e, TimeoutError) and e.errno is None:
        return "timeout"
    if isinstance(e, OSError) and e.errno:
        return errno.errorcode.get(e.errno, str(e.errno))
    return f"{type(e).__name__}: {e}"


def ms_since(t0):
    return round((time.monotonic() - t0) * 1000, 1)


class Log:
    """Appends JSON lines to a file (or stdout), one writer at a time."""

    def __init__(self, path):
        self.f = open(path, "a") if path and path != "-" else sys.stdout
        self.lock = threading.Lock()

    def write(self, rec):
        with self.lock:
            self.f.write(json.dumps(rec) + "\n")
            self.f.flush()


def endpoint(addr):
    return [addr[0], addr[1]]


def recv_exact(s, n):
    buf = b""
    while len(buf) < n:
        b = s.recv(n - len(buf))
        if not b:
            raise EOFError(f"EOF after {len(buf)} of {n} bytes")
        buf += b
    return buf


def send_random(s, n, h, pauses=None, on_pause=None, progress=None):
    """Sends n random bytes, hashing them into h; returns the count sent
    (also kept in progress["sent"] as it goes, for a failed send).
    pauses: sorted byte offsets at which on_pause(index, sent) is called."""
    progress = {} if progress is None else progress
    sent = progress["sent"] = 0
    pauses = list(pauses or [])
    idx = 0
    while True:
        while pauses and pauses[0] <= sent:
            pauses.pop(0)
            idx += 1
            on_pause(idx, sent)
        if sent >= n:
            return sent
        want = min(n - sent, CHUNK)
        if pauses:
            want = min(want, pauses[0] - sent)
        b = os.urandom(want)
        s.sendall(b)
        h.update(b)
        sent += len(b)
        progress["sent"] = sent


def recv_all(s, h):
    n = 0
    while True:
        b = s.recv(CHUNK)
        if not b:
            return n
        h.update(b)
        n += len(b)


def duplex(s, nsend, rec, pauses=None, on_pause=None, read_after_send=False):
    """Sends nsend random bytes (then half-closes) while reading to EOF in
    another thread (or only once everything is sent, with read_after_send);
    fills rec with counts, digests and the first error."""
    hs, hr = hashlib.sha256(), hashlib.sha256()
    state = {"recv": 0, "rerr": None}
    sent_all = threading.Event()

    def reader():
        if read_after_send:
            sent_all.wait()
        try:
            state["recv"] = recv_all(s, hr)
        except Exception as e:		# noqa: BLE001 - logged
            state["rerr"] = err_name(e)

    t = threading.Thread(target=reader, daemon=True)
    t.start()
    serr = None
    progress = {"sent": 0}
    try:
        send_random(s, nsend, hs, pauses, on_pause, progress)
        s.shutdown(socket.SHUT_WR)
    except Exception as e:			# noqa: BLE001 - logged
        serr = err_name(e)
    sent_all.set()
    # The reader ends at EOF, on an error, or after the socket timeout.
    t.join()
    rec.update(sent=progress["sent"], sent_sha=hs.hexdigest(),
               recv=state["recv"], recv_sha=hr.hexdigest())
    if serr:
        rec["error"] = f"send: {serr}"
    elif state["rerr"]:
        rec["error"] = f"recv: {state['rerr']}"


# --- serve / send: one way, answer after EOF ------------------------------

def serve(args):
    ls = socket.socket(socket.AF_INET6 if ":" in args.bind else socket.AF_INET)
    ls.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    ls.bind((args.bind, args.port))
    ls.listen(128)
    done = 0
    while args.count == 0 or done < args.count:
        c, peer = ls.accept()
        h = hashlib.sha256()
        n = 0
        while True:
            b = c.recv(1 << 16)
            if not b:
                break
            h.update(b)
            n += len(b)
        c.sendall(f"{n} {h.hexdigest()} {peer[0]} {peer[1]}\n".encode())
        c.close()
        print(f"peer {peer[0]} {peer[1]}", flush=True)
        done += 1


def send(args):
    s = socket.create_connection((args.addr, args.port), timeout=args.timeout)
    h = hashlib.sha256()
    left = args.bytes
    while left:
        b = os.urandom(min(left, 1 << 16))
        h.update(b)
        s.sendall(b)
        left -= len(b)
    s.shutdown(socket.SHUT_WR)
    reply = b""
    while True:
        b = s.recv(4096)
        if not b:
            break
        reply += b
    s.close()
    fields = reply.decode().split()
    if len(fields) < 2 or int(fields[0]) != args.bytes or fields[1] != h.hexdigest():
        print(f"mismatch: sent {args.bytes} {h.hexdigest()}, server saw {reply!r}")
        return 1
    print(f"ok {args.bytes} bytes, server saw peer {' '.join(fields[2:])}")
    return 0


# --- bserve / bsend / bcheck: both ways at once ---------------------------

def bserve_conn(c, peer, args, log, failures):
    t0 = time.monotonic()
    rec = {"tag": None, "peer": endpoint(peer), "local": None, "error": None}
    try:
        c.settimeout(args.timeout)
        rec["local"] = endpoint(c.getsockname())
        want, tag = HDR.unpack(recv_exact(c, HDR.size))
        rec["tag"] = f"{tag:016x}"
        rec["want"] = want
        duplex(c, want, rec)
    except Exception as e:			# noqa: BLE001 - logged
        rec["error"] = f"header: {err_name(e)}"
    finally:
        c.close()
    rec["ms"] = ms_since(t0)
    if rec["error"]:
        failures.append(rec)
    log.write(rec)


def bserve(args):
    log = Log(args.log)
    ls = socket.socket(socket.AF_INET6 if ":" in args.bind else socket.AF_INET)
    ls.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    ls.bind((args.bind, args.port))
    ls.listen(1024)
    threads, failures = [], []
    done = 0
    while args.count == 0 or done < args.count:
        c, peer = ls.accept()
        t = threading.Thread(target=bserve_conn, args=(c, peer, args, log, failures),
                             daemon=True)
        t.start()
        threads.append(t)
        threads = [t for t in threads if t.is_alive()]
        done += 1
    for t in threads:
        t.join()
    return 1 if failures else 0


def write_atomic(path, text):
    tmp = f"{path}.tmp{os.getpid()}"
    with open(tmp, "w") as f:
        f.write(text)
    os.rename(tmp, path)


def wait_file(path, timeout):
    deadline = time.monotonic() + timeout
    while not os.path.exists(path):
        if time.monotonic() > deadline:
            raise TimeoutError(f"no {path} after {timeout} s")
        time.sleep(0.02)


def bsend_conn(args, idx, nsend, nrecv, log, results):
    t0 = time.monotonic()
    tag = random.getrandbits(64)
    rec = {"conn": idx, "tag": f"{tag:016x}", "want": nrecv, "peer": None,
           "local": None, "error": None}
    try:
        src = (args.bind, 0) if args.bind else None
        s = socket.create_connection((args.addr, args.port), timeout=args.timeout,
                                     source_address=src)
    except Exception as e:			# noqa: BLE001 - logged
        rec.update(error=f"connect: {err_name(e)}", sent=0, recv=0, ms=ms_since(t0))
        results.append(rec)
        log.write(rec)
        return
    try:
        rec["local"] = endpoint(s.getsockname())
        rec["peer"] = endpoint(s.getpeername())

        def on_pause(i, sent):
            write_atomic(f"{args.ready}.{i}",
                         json.dumps({"local": rec["local"], "sent": sent}) + "\n")
            wait_file(f"{args.go}.{i}", args.timeout)

        s.sendall(HDR.pack(nrecv, tag))
        duplex(s, nsend, rec, args.pause_at, on_pause, args.read_after_send)
        if not rec["error"] and rec["recv"] != nrecv:
            rec["error"] = f"short: {rec['recv']} of {nrecv} bytes"
    except Exception as e:			# noqa: BLE001 - logged
        rec["error"] = err_name(e)
    finally:
        s.close()
    rec["ms"] = ms_since(t0)
    results.append(rec)
    log.write(rec)


def bsend(args):
    if args.pause_at and args.conns != 1:
        sys.exit("--pause-at needs --conns 1")
    if args.pause_at and not (args.ready and args.go):
        sys.exit("--pause-at needs --ready and --go")
    log = Log(args.log)
    results, threads = [], []
    for i in range(args.conns):
        if args.random_max is not None:
            nsend = random.randint(0, args.random_max)
            nrecv = random.randint(0, args.random_max)
        else:
            nsend = args.bytes
            nrecv = args.bytes if args.peer_bytes is None else args.peer_bytes
        t = threading.Thread(target=bsend_conn, args=(args, i, nsend, nrecv, log, results),
                             daemon=True)
        t.start()
        threads.append(t)
    for t in threads:
        t.join()
    bad = [r for r in results if r["error"]]
    total_s = sum(r.get("sent") or 0 for r in results)
    total_r = sum(r.get("recv") or 0 for r in results)
    if bad:
        kinds = sorted({r["error"] for r in bad})
        print(f"{len(bad)} of {args.conns} connections failed: {', '.join(kinds[:5])}")
        return 1
    print(f"ok {args.conns} connections, {total_s} bytes sent, {total_r} received")
    return 0


def read_log(path):
    recs = []
    try:
        with open(path) as f:
            for line in f:
                line = line.strip()
                if line:
                    try:
                        recs.append(json.loads(line))
                    except ValueError:
                        pass	# a line being written
    except FileNotFoundError:
        pass
    return recs


def bcheck(args):
    deadline = time.monotonic() + args.wait
    while True:
        cl = read_log(args.client_log)
        sv = {}
        for r in read_log(args.server_log):
            if r.get("peer") and r.get("tag"):
                sv[r["tag"]] = r
        missing = [c for c in cl if c.get("local") and c["tag"] not in sv]
        if not missing or time.monotonic() > deadline:
            break
        time.sleep(0.1)
    problems = []
    if args.conns is not None and len(cl) != args.conns:
        problems.append(f"{len(cl)} client records, expected {args.conns}")
    c2s = s2c = 0
    for c in cl:
        name = f"client conn {c.get('conn')} port {c['local'][1] if c.get('local') else '?'}"
        if c.get("error"):
            problems.append(f"{name}: client error: {c['error']}")
        if not c.get("local"):
            continue
        s = sv.get(c["tag"])
        if s is None:
            problems.append(f"{name}: no server record (tag {c['tag']})")
            continue
        if s.get("error"):
            problems.append(f"{name}: server error: {s['error']}")
        if c.get("sent") != s.get("recv") or c.get("sent_sha") != s.get("recv_sha"):
            problems.append(f"{name}: client->server: sent {c.get('sent')} bytes "
                            f"{str(c.get('sent_sha'))[:16]}, server got {s.get('recv')} "
                            f"{str(s.get('recv_sha'))[:16]}")
        if s.get("sent") != c.get("recv") or s.get("sent_sha") != c.get("recv_sha"):
            problems.append(f"{name}: server->client: sent {s.get('sent')} bytes "
                            f"{str(s.get('sent_sha'))[:16]}, client got {c.get('recv')} "
                            f"{str(c.get('recv_sha'))[:16]}")
        if args.client_addr and s["peer"][0] != args.client_addr:
            problems.append(f"{name}: the server saw peer {s['peer'][0]}:{s['peer'][1]}, "
                            f"not the address {args.client_addr}")
        if s["peer"][0] == c["local"][0] and s["peer"][1] != c["local"][1]:
            problems.append(f"{name}: the server saw peer port {s['peer'][1]}, not the "
                            f"client's {c['local'][1]}")
        want = [args.server_addr or c["peer"][0], c["peer"][1]]
        if s.get("local") != want:
            problems.append(f"{name}: the client is connected to {c['peer']}, the server's "
                            f"socket is {s.get('local')}, expected {want}")
        c2s += c.get("sent") or 0
        s2c += s.get("sent") or 0
    if problems:
        for p in problems[:20]:
            print(p)
        if len(problems) > 20:
            print(f"... and {len(problems) - 20} more")
        return 1
    print(f"ok: {len(cl)} connections, {c2s} bytes client->server and {s2c} "
          f"server->client, digests match on both sides")
    return 0


# --- resets ----------------------------------------------------------------

def rst_role(s, args):
    """Runs the --reset or the observing side on a connected socket."""
    s.settimeout(args.timeout)
    rec = {"role": "reset" if args.reset else "observe",
           "local": endpoint(s.getsockname()), "peer": endpoint(s.getpeername())}
    try:
        if args.reset:
            send_random(s, args.bytes, hashlib.sha256())
            if not s.recv(1):
                rec["result"] = "EOF before the peer's byte"
                return rec
            s.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
            s.close()
            rec["result"] = "reset sent"
            return rec
        recv_exact(s, args.bytes)
        s.sendall(b"k")
        t0 = time.monotonic()
        try:
            while True:
                if not s.recv(CHUNK):
                    rec["result"] = "EOF"
                    break
        except Exception as e:			# noqa: BLE001 - logged
            rec["result"] = err_name(e)
        rec["ms"] = ms_since(t0)
    except Exception as e:				# noqa: BLE001 - logged
        rec["result"] = f"before the reset: {err_name(e)}"
    finally:
        s.close()
    return rec


def rst_done(args, rec):
    Log(args.log).write(rec)
    if args.reset:
        return 0 if rec["result"] == "reset sent" else 1
    return 0 if rec["result"] == args.expect else 1


def rst_serve(args):
    ls = socket.socket()
    ls.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    ls.bind((args.bind, args.port))
    ls.listen(8)
    ls.settimeout(args.timeout)
    c, _ = ls.accept()
    ls.close()
    return rst_done(args, rst_role(c, args))


def rst_connect(args):
    s = socket.create_connection((args.addr, args.port), timeout=args.timeout)
    return rst_done(args, rst_role(s, args))


# --- connect ---------------------------------------------------------------

def connect(args):
    s = socket.socket()
    if args.bind or args.sport:
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        s.bind((args.bind or "0.0.0.0", args.sport))
    s.settimeout(args.timeout)
    t0 = time.monotonic()
    try:
        s.connect((args.addr, args.port))
        result = "ok"
    except Exception as e:			# noqa: BLE001 - reported
        result = err_name(e)
    rec = {"result": result, "ms": ms_since(t0), "local": endpoint(s.getsockname())}
    s.close()
    print(json.dumps(rec), flush=True)
    if args.expect and result not in args.expect.split(","):
        return 1
    return 0


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = p.add_subparsers(dest="cmd", required=True)

    s = sub.add_parser("serve")
    s.add_argument("port", type=int)
    s.add_argument("--bind", default="0.0.0.0")
    s.add_argument("--count", type=int, default=0)

    s = sub.add_parser("send")
    s.add_argument("addr")
    s.add_argument("port", type=int)
    s.add_argument("--bytes", type=int, default=1 << 20)
    s.add_argument("--timeout", type=float, default=30)

    s = sub.add_parser("bserve")
    s.add_argument("port", type=int)
    s.add_argument("--bind", default="0.0.0.0")
    s.add_argument("--count", type=int, default=0)
    s.add_argument("--timeout", type=float, default=60,
                   help="socket timeout of each operation")
    s.add_argument("--log", required=True)

    s = sub.add_parser("bsend")
    s.add_argument("addr")
    s.add_argument("port", type=int)
    s.add_argument("--bytes", type=int, default=1 << 20)
    s.add_argument("--peer-bytes", type=int)
    s.add_argument("--conns", type=int, default=1)
    s.add_argument("--random-max", type=int)
    s.add_argument("--bind")
    s.add_argument("--timeout", type=float, default=60,
                   help="socket timeout of each operation")
    s.add_argument("--pause-at", type=lambda v: sorted(int(x) for x in v.split(",")),
                   default=[])
    s.add_argument("--ready")
    s.add_argument("--go")
    s.add_argument("--read-after-send", action="store_true",
                   help="read the server's bytes only once all are sent")
    s.add_argument("--log", required=True)

    s = sub.add_parser("bcheck")
    s.add_argument("client_log")
    s.add_argument("server_log")
    s.add_argument("--conns", type=int)
    s.add_argument("--client-addr")
    s.add_argument("--server-addr")
    s.add_argument("--wait", type=float, default=10)

    for name in ("rst-serve", "rst-connect"):
        s = sub.add_parser(name)
        if name == "rst-connect":
            s.add_argument("addr")
        else:
            s.add_argument("--bind", default="0.0.0.0")
        s.add_argument("port", type=int)
        s.add_argument("--reset", action="store_true")
        s.add_argument("--bytes", type=int, default=65536)
        s.add_argument("--expect", default="ECONNRESET")
        s.add_argument("--timeout", type=float, default=20)
        s.add_argument("--log", default="-")

    s = sub.add_parser("connect")
    s.add_argument("addr")
    s.add_argument("port", type=int)
    s.add_argument("--bind")
    s.add_argument("--sport", type=int, default=0)
    s.add_argument("--timeout", type=float, default=4)
    s.add_argument("--expect")

    args = p.parse_args()
    return {"serve": serve, "send": send, "bserve": bserve, "bsend": bsend,
            "bcheck": bcheck, "rst-serve": rst_serve, "rst-connect": rst_connect,
            "connect": connect}[args.cmd](args)


if __name__ == "__main__":
    sys.exit(main())
