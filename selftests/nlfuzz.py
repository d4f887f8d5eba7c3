#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Send random, mostly malformed requests to the tcpsplit genetlink family.

  nlfuzz.py N SEED

N requests, reproducible from SEED: a command number (mostly the family's
own, some unknown), as a request or a dump, with a payload built from
attributes whose types, nesting, lengths and values are drawn at random
around the family's layout (the flow, connection and namespace nests,
their attribute numbers and one past them, integers of every width,
addresses, strings with and without their NUL, lengths that overrun the
message or are shorter than a header).  Every request must be answered:
an ACK, an error, or a dump's end, within 5 s.  Prints one JSON line of
the outcomes by errno and exits 1 if a request went unanswered.

This reaches the parsers and handlers with what splitctl never sends; the
kernel side is judged by the kernel log (KASAN and lockdep under
check-debug) and by the tests that follow it in fuzz.sh.
"""
import json
import random
import re
import socket
import struct
import sys

from nlraw import (GENL_ID_CTRL, CTRL_CMD_GETFAMILY, CTRL_ATTR_FAMILY_NAME,
                   CTRL_ATTR_FAMILY_ID, NETLINK_GENERIC, NETLINK_EXT_ACK,
                   SOL_NETLINK, NLM_F_REQUEST, NLM_F_ACK, NLMSG_ERROR,
                   NLA_F_NESTED, CMDS, UAPI, attr, msg, attrs, talk)

NLMSG_DONE = 3
NLM_F_DUMP = 0x300
# The family's requests (from the generated uapi header); 0, the events
# and a few past the last are not requests, and get less of the draws.
REQUESTS = sorted(CMDS.values())
DUMPS = [CMDS["flow-get"], CMDS["conn-get"]]
# The top-level attributes, 0 and one past them.
TOP = [0] + sorted(UAPI["tcpsplit_a"].values())
TOP.append(TOP[-1] + 1)
# One past every nest's highest attribute.
INNER_MAX = max(max(v.values()) for k, v in UAPI.items()
                if re.fullmatch(r"tcpsplit_\w+_a", k)) + 1


def value(rnd):
    """A random attribute payload."""
    kind = rnd.randrange(9)
    if kind == 0:
        return b""
    if kind == 1:
        return struct.pack("B", rnd.randrange(256))
    if kind == 2:
        return struct.pack("H", rnd.choice([0, 1, 80, 65535, rnd.randrange(65536)]))
    if kind == 3:
        return struct.pack("I", rnd.choice([0, 1, 32, 128, 0xffffffff,
                                            rnd.randrange(1 << 32)]))
    if kind == 4:
        return struct.pack("Q", rnd.choice([0, 1, 1 << 63, (1 << 64) - 1,
                                            rnd.randrange(1 << 64)]))
    if kind == 5:                                   # an address
        return bytes(rnd.randrange(256) for _ in range(rnd.choice([4, 16])))
    if kind == 6:                                   # a string, NUL or not
        s = "".join(rnd.choice("abcz09_-.") for _ in range(rnd.randrange(40)))
        return s.encode() + (b"\0" if rnd.random() < 0.5 else b"")
    return bytes(rnd.randrange(256) for _ in range(rnd.randrange(1, 80)))


def attribute(rnd, depth):
    """One attribute, at times a nest, at times with a broken length."""
    if depth < 2 and rnd.random() < 0.3:
        inner = b"".join(attribute(rnd, depth + 1)
                         for _ in range(rnd.randrange(6)))
        t = rnd.randrange(INNER_MAX) | (NLA_F_NESTED if rnd.random() < 0.7 else 0)
        a = attr(t, inner)
    else:
        t = rnd.randrange(1, 13) if rnd.random() < 0.7 else rnd.randrange(INNER_MAX)
        a = attr(t, value(rnd))
    r = rnd.random()
    if r < 0.05:                    # a length past the end
        a = struct.pack("H", len(a) + rnd.randrange(1, 200)) + a[2:]
    elif r < 0.08:                  # shorter than an attribute header
        a = struct.pack("H", rnd.randrange(4)) + a[2:]
    return a


def payload(rnd):
    out = b""
    for _ in range(rnd.randrange(4)):
        t = rnd.choice(TOP)
        if rnd.random() < 0.85:
            inner = b"".join(attribute(rnd, 1) for _ in range(rnd.randrange(10)))
            out += attr(t | (NLA_F_NESTED if rnd.random() < 0.8 else 0), inner)
        else:
            out += attr(t, value(rnd))
    if rnd.random() < 0.03:         # trailing bytes that are no attribute
        out += bytes(rnd.randrange(256) for _ in range(rnd.randrange(1, 4)))
    return out


def answered(s, m, seq):
    """Sends @m; returns the errno of its answer (0: ACK or dump end).
    Messages of earlier requests (an ACK after a dump's end) are skipped."""
    s.send(m)
    while True:
        data = s.recv(1 << 16)
        while len(data) >= 16:
            ln, mtype, _, mseq = struct.unpack_from("IHHI", data)
            if mseq == seq and mtype == NLMSG_ERROR:
                return -struct.unpack_from("i", data, 16)[0]
            if mseq == seq and mtype == NLMSG_DONE:
                return 0
            if ln < 16:
                break
            data = data[(ln + 3) & ~3:]


def main():
    n, seed = int(sys.argv[1]), int(sys.argv[2])
    rnd = random.Random(seed)
    s = socket.socket(socket.AF_NETLINK, socket.SOCK_RAW, NETLINK_GENERIC)
    s.setsockopt(SOL_NETLINK, NETLINK_EXT_ACK, 1)
    s.bind((0, 0))
    fam = None
    for mtype, _, body in talk(s, msg(GENL_ID_CTRL, NLM_F_REQUEST | NLM_F_ACK, 1,
                                      CTRL_CMD_GETFAMILY,
                                      attr(CTRL_ATTR_FAMILY_NAME, b"tcpsplit\0"))):
        if mtype == GENL_ID_CTRL:
            fam = struct.unpack("H", attrs(body[4:])[CTRL_ATTR_FAMILY_ID][:2])[0]
    if fam is None:
        sys.exit("tcpsplit family not found")
    s.settimeout(5)
    outcomes = {}
    for i in range(n):
        flags = NLM_F_REQUEST | NLM_F_ACK
        cmd = rnd.choice(REQUESTS) if rnd.random() < 0.85 else rnd.randrange(15)
        if rnd.random() < (0.5 if cmd in DUMPS else 0.05):
            flags |= NLM_F_DUMP
        m = msg(fam, flags, i + 2, cmd, payload(rnd))
        try:
            err = answered(s, m, i + 2)
        except socket.timeout:
            print(json.dumps({"unanswered": i, "request": m.hex()}))
            return 1
        outcomes[str(err)] = outcomes.get(str(err), 0) + 1
    print(json.dumps({"requests": n, "seed": seed, "errno": outcomes}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
