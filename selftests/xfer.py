#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Transfer random bytes over TCP and check them.

Urgent data (MSG_OOB):

oob ADDR PORT [--listen] [--result FILE]: with --listen, accept one
  connection on PORT; else connect to ADDR:PORT.  Either end, with
  SO_OOBINLINE, sends 64 KiB, one byte with MSG_OOB, 64 KiB more and
  half-closes, while it reads the peer's bytes to EOF; prints (or writes to
  FILE) one JSON line: bytes and digest sent and received, and the offsets
  of the received stream where the socket was at an urgent mark.  Exit 0
  if both ways ended without an error.

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
  --recv-pause-at B (one connection only): after reading B of the server's
  bytes, write READY.recv (JSON: local endpoint, B) and stop reading until
  GO.recv exists.
bcheck CLIENT-LOG SERVER-LOG [--conns K] [--client-addr A] [--server-addr A]
       [--wait S]:
  match each client connection with the server's (by the tag), and check
  byte counts and digests in both directions, that the server saw the
  client's address (or --client-addr A: the router's, behind source NAT)
  and port (unless the address was translated), and that the client is
  connected to the server's socket (with --server-addr A: to the same
  port, the server's address being A, behind destination NAT).  Waits up
  to S seconds for the server's records.  Exit 0 if everything matches.
  Addresses are compared normalised (an IPv4-mapped IPv6 address is its
  IPv4 address), and logged that way.
bsend ... --check SERVER-LOG [--client-addr A] [--server-addr A]: bcheck
  the connections against SERVER-LOG as soon as they are done, in the same
  process (a Python start less per transfer: seconds in a TCG guest).

  A JSON line: {"tag", "sent", "sent_sha", "recv", "recv_sha", "peer":
  [addr, port], "local": [addr, port], "ms", "error"} ("error": null or a
  reason such as "ECONNRESET", "timeout", "short: 10 of 20 bytes").

Request/response (the latency of single small exchanges):

pserve PORT [--count K] [--answer BYTES] [--timeout S]: accept K
  connections (default 1), one at a time; for each, with --answer B, read
  1 byte and send B random bytes (a bulk answer: the connection has
  carried bulk data before the exchanges, where a relay's corked tail
  would show); then read 1 byte and write 1 byte back until EOF, and
  close.  Each connection is logged to stdout as a JSON line {"peer",
  "exchanges", "error"}.  Exit 0 if none failed.
pping ADDR PORT --count N [--answer BYTES] [--timeout S]: connect, with
  --answer B send 1 byte and read the B bytes; then N exchanges of 1 byte
  sent, 1 byte read, each timed (time.perf_counter); half-close and read
  EOF.  Prints one JSON line {"n", "median_us", "p99_us", "max_us",
  "first_us", "over_40ms", "error"}: the exchanges completed, their
  median, 99th percentile (the value at index ceil(0.99 n) - 1 sorted),
  longest and first (the lone segment right after the bulk answer), in
  whole microseconds (null without exchanges), how many took 40 ms or
  more (TCP's least delayed-ACK time: where a stuck cork starts), and
  null or a reason
  ("timeout": a receive waited S seconds, default 10).  Exit 0 if all N
  exchanges completed.  Both ends set TCP_NODELAY: no byte waits in
  either host's stack.

Resets:

rst-serve PORT [--reset] --bytes N --log FILE: accept one connection.
rst-connect ADDR PORT [--reset] --bytes N --log FILE: open one.
  The side given --reset sends N random bytes, waits for one byte from its
  peer and closes with SO_LINGER {1, 0}: a RST.  The other side reads the
  N bytes, sends one byte and reads until an error or EOF; it logs what it
  saw as "result" ("ECONNRESET", "EOF", "timeout", ...) with "ms", the time
  from its byte to the result, and exits 0 if it is --expect (default
  ECONNRESET).  --acked: the resetting side waits instead until its peer
  (or a router in between) acknowledged all N bytes (SIOCOUTQ 0), then
  resets at once.  --rcvbuf B (SO_RCVBUF before the handshake) and
  --delay S (seconds before the first read): the observing side's window
  is closed when the reset comes.

Connecting:

connect ADDR PORT [--bind ADDR] [--sport P] [--timeout S] [--expect R,...]:
  one connect() with a timeout; prints {"result": "ok" | errno name |
  "timeout", "ms": duration, "local": [addr, port]} and exits 0 if the
  result is one of --expect (any result without --expect).

Every client and server works with IPv4 and IPv6 alike: the family is the
address's (a server bound to "::" takes both).  bsend and connect take
--hopopts / --dstopts (IPv6): every packet of the socket, its SYN first,
carries a hop-by-hop / destination options header (8 bytes, one PadN
option; IPV6_HOPOPTS / IPV6_DSTOPTS, needs CAP_NET_RAW).

fragsyn SRC DST DPORT [--sport P] [--frag-at N]: sends one TCP SYN from SRC
  to DST:DPORT (IPv6) through a raw socket, split in two fragments (a
  fragment header in each): the first carries N bytes of the 40-byte TCP
  header (default 24: the fixed header and the first options, RFC 7112),
  the second the rest.  Nothing else: no connection follows.

synfin SRC DST SPORT DPORT: sends one IPv4 TCP segment with SYN and FIN set
  (checksums correct) from SRC to DST through a raw socket.
segment SRC DST SPORT DPORT [--flags F,...] [--seq N] [--ack N] [--window W]:
  sends one IPv4 TCP segment without payload through a raw socket, its
  flags among syn, fin, rst, psh, ack (default ack), the window W (default
  4242, a value to count the segment by).
"""
import argparse
import errno
import fcntl
import hashlib
import ipaddress
import json
import math
import os
import random
import select
import socket
import struct
import sys
import termios
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


def norm_addr(a):
    """An address as text, normalised: an IPv4-mapped IPv6 address (a
    dual-stack server's IPv4 peer) is its IPv4 address."""
    try:
        ip = ipaddress.ip_address(str(a).split("%")[0])
    except ValueError:
        return a
    if ip.version == 6 and ip.ipv4_mapped:
        return str(ip.ipv4_mapped)
    return str(ip)


def endpoint(addr):
    return [norm_addr(addr[0]), addr[1]]


def family(addr):
    return socket.AF_INET6 if ":" in addr else socket.AF_INET


def listener(bind, port, backlog, rcvbuf=0):
    """A listening socket on bind:port; "::" takes both families."""
    ls = socket.socket(family(bind))
    ls.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    if rcvbuf:      # before listen(): the window a child starts with
        ls.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, rcvbuf)
    if ls.family == socket.AF_INET6:
        ls.setsockopt(socket.IPPROTO_IPV6, socket.IPV6_V6ONLY, 0)
    ls.bind((bind, port))
    ls.listen(backlog)
    return ls


SIOCATMARK = 0x8905
IPV6_HOPOPTS = 54
IPV6_DSTOPTS = 59
# An options header of 8 bytes: next header and length (filled in by the
# kernel, length 0: 8 bytes), then one PadN option of 4 bytes.
PADN_OPTS = bytes([0, 0, 1, 4, 0, 0, 0, 0])


def client_socket(addr, args, bind=None, sport=0):
    """A TCP socket of addr's family with the options of args (--hopopts,
    --dstopts), bound to bind:sport if either is given; not connected."""
    s = socket.socket(family(addr))
    if getattr(args, "hopopts", False):
        s.setsockopt(socket.IPPROTO_IPV6, IPV6_HOPOPTS, PADN_OPTS)
    if getattr(args, "dstopts", False):
        s.setsockopt(socket.IPPROTO_IPV6, IPV6_DSTOPTS, PADN_OPTS)
    if bind or sport:
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        s.bind((bind or ("::" if s.family == socket.AF_INET6 else "0.0.0.0"), sport))
    return s


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


def recv_all(s, h, stop_at=None, on_stop=None):
    """Reads s to EOF into h; returns the count.  With stop_at, calls
    on_stop() once stop_at bytes were read, and reads on when it returns."""
    n = 0
    while True:
        want = CHUNK
        if stop_at is not None:
            if n >= stop_at:
                on_stop()
                stop_at = None
            else:
                want = min(want, stop_at - n)
        b = s.recv(want)
        if not b:
            return n
        h.update(b)
        n += len(b)


def reader_start(s, hr, wait=None, stop_at=None, on_stop=None):
    """A thread that reads s to EOF into hr (after the event wait, if
    given; stopping as recv_all() does); returns it and its state: "recv"
    bytes, "rerr" its error."""
    state = {"recv": 0, "rerr": None}

    def reader():
        if wait:
            wait.wait()
        try:
            state["recv"] = recv_all(s, hr, stop_at, on_stop)
        except Exception as e:		# noqa: BLE001 - logged
            state["rerr"] = err_name(e)

    t = threading.Thread(target=reader, daemon=True)
    t.start()
    return t, state


def duplex(s, nsend, rec, pauses=None, on_pause=None, read_after_send=False,
           recv_stop=None, on_recv_stop=None):
    """Sends nsend random bytes (then half-closes) while reading to EOF in
    another thread (or only once everything is sent, with read_after_send;
    stopping at recv_stop bytes for on_recv_stop(), as recv_all());
    fills rec with counts, digests and the first error."""
    hs, hr = hashlib.sha256(), hashlib.sha256()
    sent_all = threading.Event()
    t, state = reader_start(s, hr, sent_all if read_after_send else None,
                            recv_stop, on_recv_stop)
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
    ls = listener(args.bind, args.port, 128)
    done = 0
    while args.count == 0 or done < args.count:
        c, peer = ls.accept()
        peer = endpoint(peer)
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
    if args.sport:
        # A port of a connection in TIME_WAIT: SO_REUSEADDR to bind it,
        # net.ipv4.tcp_tw_reuse to connect from it.
        s = socket.socket(socket.AF_INET6 if ":" in args.addr else socket.AF_INET)
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        s.bind(("", args.sport))
        s.settimeout(args.timeout)
        s.connect((args.addr, args.port))
    else:
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
    ls = listener(args.bind, args.port, 1024)
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
    s = None
    try:
        s = client_socket(args.addr, args, args.bind)
        s.settimeout(args.timeout)
        s.connect((args.addr, args.port))
    except Exception as e:			# noqa: BLE001 - logged
        if s:
            s.close()
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

        def on_recv_stop():
            write_atomic(f"{args.ready}.recv",
                         json.dumps({"local": rec["local"], "recv": args.recv_pause_at}) + "\n")
            wait_file(f"{args.go}.recv", args.timeout)

        s.sendall(HDR.pack(nrecv, tag))
        duplex(s, nsend, rec, args.pause_at, on_pause, args.read_after_send,
               args.recv_pause_at, on_recv_stop)
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
    if args.recv_pause_at is not None and (args.conns != 1 or not (args.ready and args.go)):
        sys.exit("--recv-pause-at needs --conns 1, --ready and --go")
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
    rc = 0
    if bad:
        kinds = sorted({r["error"] for r in bad})
        print(f"{len(bad)} of {args.conns} connections failed: {', '.join(kinds[:5])}")
        rc = 1
    else:
        print(f"ok {args.conns} connections, {total_s} bytes sent, {total_r} received")
    if args.check:
        rc |= check_logs(args.log, args.check, args.conns, args.client_addr,
                         args.server_addr, args.wait)
    return rc


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
    return check_logs(args.client_log, args.server_log, args.conns, args.client_addr,
                      args.server_addr, args.wait)


def check_logs(client_log, server_log, conns, client_addr, server_addr, wait):
    deadline = time.monotonic() + wait
    client_addr = client_addr and norm_addr(client_addr)
    server_addr = server_addr and norm_addr(server_addr)
    while True:
        cl = read_log(client_log)
        sv = {}
        for r in read_log(server_log):
            if r.get("peer") and r.get("tag"):
                sv[r["tag"]] = r
        missing = [c for c in cl if c.get("local") and c["tag"] not in sv]
        if not missing or time.monotonic() > deadline:
            break
        time.sleep(0.1)
    problems = []
    if conns is not None and len(cl) != conns:
        problems.append(f"{len(cl)} client records, expected {conns}")
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
        speer = [norm_addr(s["peer"][0]), s["peer"][1]]
        slocal = s.get("local") and [norm_addr(s["local"][0]), s["local"][1]]
        if client_addr and speer[0] != client_addr:
            problems.append(f"{name}: the server saw peer {speer[0]} port {speer[1]}, "
                            f"not the address {client_addr}")
        if speer[0] == norm_addr(c["local"][0]) and speer[1] != c["local"][1]:
            problems.append(f"{name}: the server saw peer port {speer[1]}, not the "
                            f"client's {c['local'][1]}")
        want = [server_addr or norm_addr(c["peer"][0]), c["peer"][1]]
        if slocal != want:
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


# --- pserve / pping: request/response --------------------------------------

def pserve_conn(c, args):
    """Serves one connection of pping; returns its record."""
    rec = {"peer": endpoint(c.getpeername()), "exchanges": 0, "error": None}
    try:
        c.settimeout(args.timeout)
        c.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        if args.answer:
            recv_exact(c, 1)
            send_random(c, args.answer, hashlib.sha256())
        while True:
            b = c.recv(1)
            if not b:
                break
            c.sendall(b)
            rec["exchanges"] += 1
    except Exception as e:			# noqa: BLE001 - logged
        rec["error"] = err_name(e)
    finally:
        c.close()
    return rec


def pserve(args):
    ls = listener(args.bind, args.port, 8)
    failed = 0
    for _ in range(args.count):
        c, _peer = ls.accept()
        rec = pserve_conn(c, args)
        print(json.dumps(rec), flush=True)
        failed += rec["error"] is not None
    ls.close()
    return 1 if failed else 0


def pping(args):
    times = []
    err = None
    s = client_socket(args.addr, args)
    try:
        s.settimeout(args.timeout)
        s.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        s.connect((args.addr, args.port))
        if args.answer:
            s.sendall(b"a")
            n = 0
            while n < args.answer:
                b = s.recv(min(CHUNK, args.answer - n))
                if not b:
                    raise EOFError(f"EOF after {n} of {args.answer} bytes of the answer")
                n += len(b)
        for _ in range(args.count):
            t0 = time.perf_counter()
            s.sendall(b"p")
            recv_exact(s, 1)
            times.append(time.perf_counter() - t0)
        s.shutdown(socket.SHUT_WR)
        if s.recv(1):
            err = "data after the last exchange"
    except Exception as e:			# noqa: BLE001 - reported
        err = err_name(e)
    finally:
        s.close()
    us = sorted(round(t * 1e6) for t in times)
    rec = {"n": len(us),
           "median_us": round((us[(len(us) - 1) // 2] + us[len(us) // 2]) / 2) if us else None,
           "p99_us": us[math.ceil(0.99 * len(us)) - 1] if us else None,
           "max_us": us[-1] if us else None,
           "first_us": round(times[0] * 1e6) if times else None,
           "over_40ms": sum(u >= 40000 for u in us),
           "error": err}
    print(json.dumps(rec), flush=True)
    return 0 if err is None and len(us) == args.count else 1


# --- resets ----------------------------------------------------------------

def rst_role(s, args):
    """Runs the --reset or the observing side on a connected socket."""
    s.settimeout(args.timeout)
    rec = {"role": "reset" if args.reset else "observe",
           "local": endpoint(s.getsockname()), "peer": endpoint(s.getpeername())}
    try:
        if args.reset:
            send_random(s, args.bytes, hashlib.sha256())
            if args.acked:
                while outq(s):
                    time.sleep(0.005)
            elif not s.recv(1):
                rec["result"] = "EOF before the peer's byte"
                return rec
            s.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
            s.close()
            rec["result"] = "reset sent"
            return rec
        time.sleep(args.delay)
        recv_exact(s, args.bytes)
        t0 = time.monotonic()
        try:
            # An --acked peer may have reset already: then the byte
            # meets the reset, which came after all N bytes.
            s.sendall(b"k")
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


def outq(s):
    """Bytes sent but not yet acknowledged, or not yet sent (SIOCOUTQ)."""
    return struct.unpack("i", fcntl.ioctl(s.fileno(), termios.TIOCOUTQ,
                                          struct.pack("i", 0)))[0]


def rst_serve(args):
    ls = listener(args.bind, args.port, 8, args.rcvbuf)
    ls.settimeout(args.timeout)
    c, _ = ls.accept()
    ls.close()
    return rst_done(args, rst_role(c, args))


def rst_connect(args):
    s = socket.socket(family(args.addr))
    if args.rcvbuf:
        s.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, args.rcvbuf)
    s.settimeout(args.timeout)
    s.connect((args.addr, args.port))
    return rst_done(args, rst_role(s, args))


# --- connect ---------------------------------------------------------------

def connect(args):
    s = client_socket(args.addr, args, args.bind, args.sport)
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


# --- crafted packets: a fragmented SYN (IPv6), a SYN+FIN (IPv4) -------------

def inet_csum(data):
    if len(data) % 2:
        data += b"\0"
    total = sum(struct.unpack(f"!{len(data) // 2}H", data))
    while total >> 16:
        total = (total & 0xffff) + (total >> 16)
    return ~total & 0xffff


def tcp_segment(src, dst, sport, dport, seq, flags, window, opts=b"", ack=0):
    """A TCP header (no payload), its checksum over the IPv4 or IPv6
    pseudo-header of the packed addresses src and dst."""
    tcp = struct.pack("!HHIIBBHHH", sport, dport, seq, ack,
                      (20 + len(opts)) // 4 << 4, flags, window, 0, 0) + opts
    if len(src) == 4:
        pseudo = src + dst + struct.pack("!BBH", 0, socket.IPPROTO_TCP, len(tcp))
    else:
        pseudo = src + dst + struct.pack("!I", len(tcp)) + bytes([0, 0, 0, socket.IPPROTO_TCP])
    return tcp[:16] + struct.pack("!H", inet_csum(pseudo + tcp)) + tcp[18:]


def send_segment4(saddr, daddr, sport, dport, seq, flags, window, ack=0):
    """One IPv4 TCP segment without payload, sent whole through a raw
    socket."""
    src = socket.inet_aton(saddr)
    dst = socket.inet_aton(daddr)
    tcp = tcp_segment(src, dst, sport, dport, seq, flags, window, ack=ack)
    ip = struct.pack("!BBHHHBBH4s4s", 0x45, 0, 20 + len(tcp), 0, 0, 64,
                     socket.IPPROTO_TCP, 0, src, dst)
    # IPPROTO_RAW implies IP_HDRINCL; the kernel fills in the checksum.
    raw = socket.socket(socket.AF_INET, socket.SOCK_RAW, socket.IPPROTO_RAW)
    raw.sendto(ip + tcp, (daddr, 0))
    raw.close()


def synfin(args):
    """One IPv4 TCP segment with both SYN and FIN set, which conntrack
    calls invalid."""
    send_segment4(args.src, args.dst, args.sport, args.dport, 0x12345678, 0x03, 65535)
    return 0


TCP_FLAGS = {"fin": 0x01, "syn": 0x02, "rst": 0x04, "psh": 0x08, "ack": 0x10}


def segment(args):
    """One IPv4 TCP segment with the flags, numbers and window asked for."""
    flags = 0
    for name in args.flags.split(","):
        if name not in TCP_FLAGS:
            sys.exit(f"segment: unknown flag {name!r}")
        flags |= TCP_FLAGS[name]
    send_segment4(args.src, args.dst, args.sport, args.dport, args.seq, flags,
                  args.window, ack=args.ack)
    return 0


def fragsyn(args):
    if args.frag_at <= 0 or args.frag_at % 8 or args.frag_at >= 40:
        sys.exit("--frag-at must be a multiple of 8 below 40")
    src = socket.inet_pton(socket.AF_INET6, args.src)
    dst = socket.inet_pton(socket.AF_INET6, args.dst)
    sport = args.sport or random.randint(32768, 60999)
    # A SYN as Linux sends it: MSS, SACK permitted, timestamps, NOP, wscale.
    opts = (struct.pack("!BBH", 2, 4, 1440) + bytes([4, 2]) +
            struct.pack("!BBII", 8, 10, random.getrandbits(32), 0) + bytes([1, 3, 3, 7]))
    tcp = tcp_segment(src, dst, sport, args.dport, random.getrandbits(32), 0x02, 64800, opts)
    ident = random.getrandbits(32)
    # IPPROTO_RAW: the socket sends whole IPv6 packets (header included).
    raw = socket.socket(socket.AF_INET6, socket.SOCK_RAW, socket.IPPROTO_RAW)
    n = args.frag_at
    for off, chunk, more in ((0, tcp[:n], 1), (n, tcp[n:], 0)):
        payload = struct.pack("!BBHI", socket.IPPROTO_TCP, 0, (off // 8) << 3 | more,
                              ident) + chunk
        ip6 = struct.pack("!IHBB", 6 << 28, len(payload), 44, 64) + src + dst
        raw.sendto(ip6 + payload, (args.dst, 0))
    raw.close()
    print(json.dumps({"sport": sport, "fragments": 2, "id": ident}), flush=True)
    return 0


# --- oob: urgent data both ways -------------------------------------------

def oob(args):
    """See the module's docstring."""
    if args.listen:
        ls = listener(args.addr, args.port, 1)
        ls.settimeout(args.timeout)
        s, _ = ls.accept()
        ls.close()
    else:
        s = client_socket(args.addr, args)
        s.settimeout(args.timeout)
        s.connect((args.addr, args.port))
    s.settimeout(args.timeout)
    # Forwarded or relayed, the urgent byte is then part of the stream.
    s.setsockopt(socket.SOL_SOCKET, socket.SO_OOBINLINE, 1)
    hs, hr = hashlib.sha256(), hashlib.sha256()
    state = {"recv": 0, "rerr": None, "marks": []}

    def reader():
        # TCP records the mark before the byte is readable, and a read
        # stops short of a mark: looked at before each read, the mark
        # is seen where the peer's stream has it.
        p = select.poll()
        p.register(s, select.POLLIN | select.POLLPRI)
        try:
            while True:
                if not p.poll(args.timeout * 1000):
                    raise TimeoutError("nothing to read")
                if struct.unpack("i", fcntl.ioctl(s, SIOCATMARK, b"\0" * 4))[0]:
                    if state["recv"] not in state["marks"]:
                        state["marks"].append(state["recv"])
                b = s.recv(CHUNK)
                if not b:
                    return
                hr.update(b)
                state["recv"] += len(b)
        except Exception as e:		# noqa: BLE001 - logged
            state["rerr"] = err_name(e)

    t = threading.Thread(target=reader, daemon=True)
    t.start()
    rec = {"sent": 0, "error": None}
    try:
        a, u, b = os.urandom(65536), os.urandom(1), os.urandom(65536)
        s.sendall(a)
        if s.send(u, socket.MSG_OOB) != 1:
            raise OSError("the urgent byte was not sent")
        s.sendall(b)
        s.shutdown(socket.SHUT_WR)
        for x in (a, u, b):
            hs.update(x)
        rec["sent"] = len(a) + len(u) + len(b)
    except Exception as e:			# noqa: BLE001 - logged
        rec["error"] = f"send: {err_name(e)}"
    t.join()
    s.close()
    rec.update(sent_sha=hs.hexdigest(), recv=state["recv"], recv_sha=hr.hexdigest(),
               marks=state["marks"])
    if not rec["error"] and state["rerr"]:
        rec["error"] = f"recv: {state['rerr']}"
    line = json.dumps(rec)
    if args.result:
        write_atomic(args.result, line + "\n")
    print(line)
    return 1 if rec["error"] else 0


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
    s.add_argument("--sport", type=int, default=0)

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
    s.add_argument("--recv-pause-at", type=int,
                   help="stop reading after this many of the server's bytes, "
                        "write READY.recv, go on at GO.recv")
    s.add_argument("--log", required=True)
    s.add_argument("--check", metavar="SERVER-LOG",
                   help="bcheck the connections against the server's log when done")
    s.add_argument("--client-addr")
    s.add_argument("--server-addr")
    s.add_argument("--wait", type=float, default=10)
    s.add_argument("--hopopts", action="store_true")
    s.add_argument("--dstopts", action="store_true")

    s = sub.add_parser("bcheck")
    s.add_argument("client_log")
    s.add_argument("server_log")
    s.add_argument("--conns", type=int)
    s.add_argument("--client-addr")
    s.add_argument("--server-addr")
    s.add_argument("--wait", type=float, default=10)

    s = sub.add_parser("pserve")
    s.add_argument("port", type=int)
    s.add_argument("--bind", default="0.0.0.0")
    s.add_argument("--count", type=int, default=1)
    s.add_argument("--answer", type=int, default=0,
                   help="bytes sent after the client's first byte, before the exchanges")
    s.add_argument("--timeout", type=float, default=60,
                   help="socket timeout of each operation")

    s = sub.add_parser("pping")
    s.add_argument("addr")
    s.add_argument("port", type=int)
    s.add_argument("--count", type=int, required=True)
    s.add_argument("--answer", type=int, default=0,
                   help="bytes to ask for and read before the exchanges")
    s.add_argument("--timeout", type=float, default=10,
                   help="socket timeout of each operation (a receive)")

    for name in ("rst-serve", "rst-connect"):
        s = sub.add_parser(name)
        if name == "rst-connect":
            s.add_argument("addr")
        else:
            s.add_argument("--bind", default="0.0.0.0")
        s.add_argument("port", type=int)
        s.add_argument("--reset", action="store_true")
        s.add_argument("--acked", action="store_true")
        s.add_argument("--rcvbuf", type=int, default=0)
        s.add_argument("--delay", type=float, default=0)
        s.add_argument("--bytes", type=int, default=65536)
        s.add_argument("--expect", default="ECONNRESET")
        s.add_argument("--timeout", type=float, default=20)
        s.add_argument("--log", default="-")

    s = sub.add_parser("oob")
    s.add_argument("addr")
    s.add_argument("port", type=int)
    s.add_argument("--listen", action="store_true")
    s.add_argument("--result")
    s.add_argument("--timeout", type=float, default=20)

    s = sub.add_parser("connect")
    s.add_argument("addr")
    s.add_argument("port", type=int)
    s.add_argument("--bind")
    s.add_argument("--sport", type=int, default=0)
    s.add_argument("--timeout", type=float, default=4)
    s.add_argument("--expect")
    s.add_argument("--hopopts", action="store_true")
    s.add_argument("--dstopts", action="store_true")

    s = sub.add_parser("fragsyn")
    s.add_argument("src")
    s.add_argument("dst")
    s.add_argument("dport", type=int)
    s.add_argument("--sport", type=int, default=0)
    s.add_argument("--frag-at", type=int, default=24)

    s = sub.add_parser("synfin")
    s.add_argument("src")
    s.add_argument("dst")
    s.add_argument("sport", type=int)
    s.add_argument("dport", type=int)

    s = sub.add_parser("segment")
    s.add_argument("src")
    s.add_argument("dst")
    s.add_argument("sport", type=int)
    s.add_argument("dport", type=int)
    s.add_argument("--flags", default="ack")
    s.add_argument("--seq", type=int, default=0x12345678)
    s.add_argument("--ack", type=int, default=0x9abcdef0)
    s.add_argument("--window", type=int, default=4242)

    args = p.parse_args()
    return {"serve": serve, "send": send, "bserve": bserve, "bsend": bsend,
            "bcheck": bcheck, "pserve": pserve, "pping": pping,
            "rst-serve": rst_serve, "rst-connect": rst_connect,
            "connect": connect, "oob": oob, "fragsyn": fragsyn, "synfin": synfin,
            "segment": segment}[args.cmd](args)


if __name__ == "__main__":
    sys.exit(main())
