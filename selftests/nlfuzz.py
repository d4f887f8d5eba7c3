#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Send random, mostly malformed requests to the tcpsplit genetlink family.

  nlfuzz.py N SEED

N requests, reproducible from SEED.  Half are well-formed requests of the
family's commands (a flow-new of either family with addresses, ports,
budget and options drawn in range, a flow-del or flow-get of a flow that
exists or not, an ns-set, a rare replace or flush) sent as they are or after one to
three mutations (a byte changed, the message cut short, a random
attribute added, an attribute's type changed).  The others are random: a
command number (mostly the family's own, some unknown), as a request or a
dump, with a payload built from attributes whose types, nesting, lengths
and values are drawn at random around the family's layout (the flow, connection and namespace nests,
their attribute numbers and one past them, integers of every width,
addresses, strings with and without their NUL, lengths that overrun the
message or are shorter than a header).  Every request must be answered:
an ACK, an error, or a dump's end, within 5 s.  Prints one JSON line of
the outcomes by errno and exits 1 if a request went unanswered.

It also keeps the flow table that the requests the kernel accepted make:
the table it found, plus each flow-new's reply (the flow as added, with
its ID), minus the flow each accepted flow-del names, emptied by each
accepted flow-flush.  An accepted replace (not a check) makes it the table
the kernel then lists, which must hold exactly the IDs of the request's
flows.  At the end the namespace's flows (a flow-get dump,
counters left out) must be exactly that table, or it exits 1 and prints
the difference.  Run it in a namespace where nothing else changes flows.

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
                   NLA_F_NESTED, TCPSPLIT_A_FLOW, TCPSPLIT_A_NS, CMDS, UAPI, attr,
                   msg, attrs, talk)

TCPSPLIT_A_CHECK = UAPI["tcpsplit_a"]["TCPSPLIT_A_CHECK"]

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


def flow_new(rnd, with_id=False):
    """A well-formed flow-new payload, its values drawn in range."""
    fam = rnd.choice([2, 2, 10, 0])                 # AF_INET, AF_INET6, both
    f = [attr(FLOW_A["TCPSPLIT_FLOW_A_FAMILY"], struct.pack("H", fam))]
    if with_id or rnd.random() < 0.5:
        f.append(attr(FLOW_A["TCPSPLIT_FLOW_A_ID"], struct.pack("I", rnd.randrange(1, 3000))))
    if fam and rnd.random() < 0.6:
        alen = 4 if fam == 2 else 16
        plen = rnd.randrange(alen * 8 + 1)
        a = int.from_bytes(bytes(rnd.randrange(256) for _ in range(alen)), "big")
        a &= ((1 << plen) - 1) << (alen * 8 - plen)     # no bits past the prefix
        f.append(attr(FLOW_A["TCPSPLIT_FLOW_A_DST_ADDR"], a.to_bytes(alen, "big")))
        f.append(attr(FLOW_A["TCPSPLIT_FLOW_A_DST_PLEN"], struct.pack("B", plen)))
    if rnd.random() < 0.5:
        lo = rnd.randrange(1, 65536)
        f.append(attr(FLOW_A["TCPSPLIT_FLOW_A_DPORT_MIN"], struct.pack("H", lo)))
        f.append(attr(FLOW_A["TCPSPLIT_FLOW_A_DPORT_MAX"],
                      struct.pack("H", rnd.randrange(lo, 65536))))
    if rnd.random() < 0.3:
        f.append(attr(FLOW_A["TCPSPLIT_FLOW_A_BUDGET"],
                      struct.pack("I", rnd.randrange(4096, 1 << 20))))
    if rnd.random() < 0.2:
        f.append(attr(FLOW_A["TCPSPLIT_FLOW_A_NODELAY"], b""))
    if rnd.random() < 0.2:
        f.append(attr(FLOW_A["TCPSPLIT_FLOW_A_CC_SERVER"], rnd.choice([b"reno\0", b"cubic\0"])))
    return attr(TCPSPLIT_A_FLOW | NLA_F_NESTED, b"".join(f))


def well_formed(rnd, model):
    """A well-formed request: (command, payload)."""
    r = rnd.random()
    if r < 0.5:
        return CMDS["flow-new"], flow_new(rnd)
    if r < 0.8:
        fid = rnd.choice(list(model)) if model and rnd.random() < 0.7 else rnd.randrange(1, 3000)
        cmd = CMDS["flow-del"] if r < 0.7 else CMDS["flow-get"]
        return cmd, attr(TCPSPLIT_A_FLOW | NLA_F_NESTED,
                         attr(FLOW_A["TCPSPLIT_FLOW_A_ID"], struct.pack("I", fid)))
    if r < 0.97:
        ns = attr(NS_A["TCPSPLIT_NS_A_MEM_LIMIT"], struct.pack("Q", rnd.randrange(1 << 16, 1 << 34)))
        return CMDS["ns-set"], attr(TCPSPLIT_A_NS | NLA_F_NESTED, ns)
    if r < 0.99:
        body = b"".join(flow_new(rnd, True) for _ in range(rnd.randrange(5)))
        if rnd.random() < 0.3:
            body += attr(TCPSPLIT_A_CHECK, b"")
        return CMDS["replace"], body
    return CMDS["flow-flush"], b""


def mutate(rnd, body):
    """@body with one random change."""
    r = rnd.random()
    if r < 0.35 and body:                           # a byte changed
        i = rnd.randrange(len(body))
        return body[:i] + bytes([rnd.randrange(256)]) + body[i + 1:]
    if r < 0.55 and body:                           # cut short
        return body[:rnd.randrange(len(body))]
    if r < 0.8:                                     # a random attribute added
        return body + attribute(rnd, 1)
    if len(body) >= 8:                              # an inner attribute's type changed
        i = 4 + 4 * rnd.randrange((len(body) - 4) // 4)
        return body[:i + 2] + struct.pack("H", rnd.randrange(INNER_MAX)) + body[i + 4:]
    return body


def answered(s, m, seq, replies=None):
    """Sends @m; returns the errno of its answer (0: ACK or dump end).
    Messages of earlier requests (an ACK after a dump's end) are skipped;
    the bodies of the others (the family's replies) go to @replies."""
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
            if mseq == seq and replies is not None:
                replies.append(data[16:ln])
            data = data[(ln + 3) & ~3:]


FLOW_A = UAPI["tcpsplit_flow_a"]
NS_A = UAPI["tcpsplit_ns_a"]


def top_attrs(data):
    """A payload's top-level attributes in order, repeats kept:
    [(type, payload)]."""
    out, off = [], 0
    while off + 4 <= len(data):
        ln, t = struct.unpack_from("HH", data, off)
        if ln < 4 or off + ln > len(data):
            break
        out.append((t & 0x3fff, data[off + 4:off + ln]))
        off += (ln + 3) & ~3
    return out


def flow_of(top):
    """The flow nest of a request or reply's attributes (after the genl
    header), as {type: payload} without counters and padding; None if
    there is none."""
    nest = attrs(top).get(TCPSPLIT_A_FLOW)
    if nest is None:
        return None
    f = attrs(nest)
    f.pop(FLOW_A["TCPSPLIT_FLOW_A_STATS"], None)
    f.pop(FLOW_A["TCPSPLIT_FLOW_A_PAD"], None)
    return f


def flow_id(f):
    return struct.unpack("I", f[FLOW_A["TCPSPLIT_FLOW_A_ID"]][:4])[0]


def flow_table(s, fam, seq):
    """The namespace's flows, by ID (a flow-get dump)."""
    replies = []
    err = answered(s, msg(fam, NLM_F_REQUEST | NLM_F_ACK | NLM_F_DUMP, seq,
                          CMDS["flow-get"], b""), seq, replies)
    if err:
        sys.exit(f"flow-get dump failed: errno {err}")
    table = {}
    for body in replies:
        f = flow_of(body[4:])
        if f is not None:
            table[flow_id(f)] = f
    return table


def show(f):
    return {k: v.hex() for k, v in sorted(f.items())}


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
    model = flow_table(s, fam, 2)
    outcomes = {}
    changes = {"added": 0, "deleted": 0, "flushed": 0, "replaced": 0}
    for i in range(n):
        seq = i + 3
        flags = NLM_F_REQUEST | NLM_F_ACK
        if rnd.random() < 0.5:
            cmd, body = well_formed(rnd, model)
            for _ in range(rnd.choice([0, 0, 1, 2, 3])):
                body = mutate(rnd, body)
        else:
            cmd = rnd.choice(REQUESTS) if rnd.random() < 0.85 else rnd.randrange(15)
            if rnd.random() < (0.5 if cmd in DUMPS else 0.05):
                flags |= NLM_F_DUMP
            body = payload(rnd)
        m = msg(fam, flags, seq, cmd, body)
        replies = []
        try:
            err = answered(s, m, seq, replies)
        except socket.timeout:
            print(json.dumps({"unanswered": i, "request": m.hex()}))
            return 1
        outcomes[str(err)] = outcomes.get(str(err), 0) + 1
        if err or flags & NLM_F_DUMP == NLM_F_DUMP:
            continue
        if cmd == CMDS["flow-new"]:
            added = [f for f in (flow_of(r[4:]) for r in replies) if f is not None]
            if len(added) != 1:
                print(json.dumps({"flow-new accepted without one flow in its reply": i,
                                  "request": m.hex()}))
                return 1
            model[flow_id(added[0])] = added[0]
            changes["added"] += 1
        elif cmd == CMDS["flow-del"]:
            f = flow_of(body)
            if f is None or FLOW_A["TCPSPLIT_FLOW_A_ID"] not in f:
                print(json.dumps({"flow-del accepted without a flow ID": i,
                                  "request": m.hex()}))
                return 1
            model.pop(flow_id(f), None)
            changes["deleted"] += 1
        elif cmd == CMDS["flow-flush"]:
            model.clear()
            changes["flushed"] += 1
        elif cmd == CMDS["replace"]:
            top = top_attrs(body)
            if any(t == TCPSPLIT_A_CHECK for t, _ in top):
                continue
            ids = sorted(flow_id(attrs(p)) for t, p in top if t == TCPSPLIT_A_FLOW)
            model = flow_table(s, fam, 1000000 + i)
            if sorted(model) != ids:
                print(json.dumps({"replace accepted, the table is not its flows": i,
                                  "ids": ids, "table": sorted(model),
                                  "request": m.hex()}))
                return 1
            changes["replaced"] += 1
    table = flow_table(s, fam, n + 3)
    summary = {"requests": n, "seed": seed, "errno": outcomes, "accepted": changes,
               "flows": len(table)}
    if table != model:
        summary["flow table"] = {
            "missing": {i: show(f) for i, f in model.items() if table.get(i) != f},
            "unexpected": {i: show(f) for i, f in table.items() if model.get(i) != f}}
        print(json.dumps(summary))
        return 1
    print(json.dumps(summary))
    return 0


if __name__ == "__main__":
    sys.exit(main())
