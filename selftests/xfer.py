#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Transfer random bytes over TCP and check them.

serve PORT [--count N]: accept N connections (default: forever), one at a
  time; read each to EOF, answer with "<bytes> <sha256> <peer-addr> <peer-port>"
  and close.  Each connection is logged to stdout as "peer ADDR PORT".
send ADDR PORT --bytes N: send N random bytes, half-close, read the answer
  and check that byte count and digest match.  Exit 0 on a match.
"""
import argparse
import hashlib
import os
import socket
import sys


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


def main():
    p = argparse.ArgumentParser()
    sub = p.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("serve")
    s.add_argument("port", type=int)
    s.add_argument("--bind", default="0.0.0.0")
    s.add_argument("--count", type=int, default=0)
    c = sub.add_parser("send")
    c.add_argument("addr")
    c.add_argument("port", type=int)
    c.add_argument("--bytes", type=int, default=1 << 20)
    c.add_argument("--timeout", type=float, default=30)
    args = p.parse_args()
    return serve(args) if args.cmd == "serve" else send(args)


if __name__ == "__main__":
    sys.exit(main())
