#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Send one hand-made request to the tcpsplit generic netlink family.

Used by the tests for requests that splitctl would never build (unknown or
oversized attributes, missing ones).  Usage:

  nlraw.py CMD [--no-nest | --ns] ATTR...

CMD is a command number or name (flow-new, flow-del, flow-get, flow-flush,
conn-get, ns-get, ns-set).  Each ATTR is TYPE:FORMAT=VALUE, put inside the
TCPSPLIT_A_FLOW nest (the TCPSPLIT_A_NS nest with --ns) unless --no-nest;
FORMAT is u8, u16, u32, u64, str (NUL terminated), or hex (raw bytes).
Prints "errno=N msg=TEXT" and the offset or missing type the kernel
reported, then exits 0.

The family's numbers come from uapi/linux/tcpsplit.h, which make uapi
generates from the netlink spec.
"""
import os
import re
import socket
import struct
import sys

NETLINK_GENERIC = 16
NETLINK_EXT_ACK = 11
SOL_NETLINK = 270
GENL_ID_CTRL = 0x10
CTRL_CMD_GETFAMILY = 3
CTRL_ATTR_FAMILY_ID = 1
CTRL_ATTR_FAMILY_NAME = 2
NLM_F_REQUEST = 1
NLM_F_ACK = 4
NLMSG_ERROR = 2
NLM_F_CAPPED = 0x100
NLM_F_ACK_TLVS = 0x200
NLMSGERR_ATTR_MSG = 1
NLMSGERR_ATTR_OFFS = 2
NLMSGERR_ATTR_MISS_TYPE = 5
NLA_F_NESTED = 1 << 15


def uapi_enums():
    """Every enum of the generated uapi header: {enum name: {NAME: value}},
    without the __X_MAX / X_MAX sentinels."""
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                        "uapi", "linux", "tcpsplit.h")
    with open(path) as f:
        text = re.sub(r"/\*.*?\*/", "", f.read(), flags=re.S)
    enums = {}
    for m in re.finditer(r"enum (\w+) \{(.*?)\};", text, re.S):
        vals, nxt = {}, 0
        for item in m.group(2).split(","):
            name, _, val = (x.strip() for x in item.partition("="))
            if not name or name.startswith("__") or "__" in val:
                continue
            nxt = int(val, 0) if val else nxt
            vals[name] = nxt
            nxt += 1
        enums[m.group(1)] = vals
    return enums


UAPI = uapi_enums()
TCPSPLIT_A_FLOW = UAPI["tcpsplit_a"]["TCPSPLIT_A_FLOW"]
TCPSPLIT_A_NS = UAPI["tcpsplit_a"]["TCPSPLIT_A_NS"]
# The requests by name (flow-new, ..., ns-set); events are no requests.
CMDS = {k[len("TCPSPLIT_CMD_"):].lower().replace("_", "-"): v
        for k, v in UAPI["tcpsplit_cmd"].items() if not k.endswith("_NTF")}


def attr(t, payload):
    a = struct.pack("HH", 4 + len(payload), t) + payload
    return a + b"\0" * ((4 - len(a) % 4) % 4)


def msg(mtype, flags, seq, cmd, payload):
    body = struct.pack("BBH", cmd, 1, 0) + payload
    return struct.pack("IHHII", 16 + len(body), mtype, flags, seq, 0) + body


def attrs(data):
    out = {}
    while len(data) >= 4:
        ln, t = struct.unpack_from("HH", data)
        if ln < 4:
            break
        out[t & 0x3FFF] = data[4:ln]
        data = data[(ln + 3) & ~3:]
    return out


def talk(s, m):
    s.send(m)
    replies = []
    while True:
        data = s.recv(65536)
        while data:
            ln, mtype, flags = struct.unpack_from("IHH", data)
            replies.append((mtype, flags, data[16:ln]))
            data = data[(ln + 3) & ~3:]
            if mtype == NLMSG_ERROR:
                return replies


def main():
    argv = sys.argv[1:]
    cmd = CMDS.get(argv[0]) or int(argv[0])
    nest = "--no-nest" not in argv
    nest_type = TCPSPLIT_A_NS if "--ns" in argv else TCPSPLIT_A_FLOW
    payload = b""
    for spec in argv[1:]:
        if spec in ("--no-nest", "--ns"):
            continue
        t, rest = spec.split(":", 1)
        fmt, val = rest.split("=", 1)
        if fmt in ("u8", "u16", "u32", "u64"):
            p = struct.pack({"u8": "B", "u16": "H", "u32": "I", "u64": "Q"}[fmt], int(val, 0))
        elif fmt == "str":
            p = val.encode() + b"\0"
        elif fmt == "hex":
            p = bytes.fromhex(val)
        else:
            sys.exit(f"unknown format {fmt}")
        payload += attr(int(t), p)
    if nest:
        payload = attr(nest_type | NLA_F_NESTED, payload)

    s = socket.socket(socket.AF_NETLINK, socket.SOCK_RAW, NETLINK_GENERIC)
    s.setsockopt(SOL_NETLINK, NETLINK_EXT_ACK, 1)
    s.bind((0, 0))
    r = talk(s, msg(GENL_ID_CTRL, NLM_F_REQUEST | NLM_F_ACK, 1,
                    CTRL_CMD_GETFAMILY,
                    attr(CTRL_ATTR_FAMILY_NAME, b"tcpsplit\0")))
    fam = None
    for mtype, flags, body in r:
        if mtype == GENL_ID_CTRL:
            a = attrs(body[4:])
            fam = struct.unpack("H", a[CTRL_ATTR_FAMILY_ID][:2])[0]
    if fam is None:
        sys.exit("tcpsplit family not found")

    for mtype, flags, body in talk(s, msg(fam, NLM_F_REQUEST | NLM_F_ACK, 2,
                                          cmd, payload)):
        if mtype != NLMSG_ERROR:
            continue
        err = -struct.unpack_from("i", body)[0]
        off = 20 if flags & NLM_F_CAPPED else 4 + struct.unpack_from("I", body, 4)[0]
        ext = attrs(body[off:]) if flags & NLM_F_ACK_TLVS else {}
        out = f"errno={err} ({os.strerror(err) if err else 'ok'})"
        if NLMSGERR_ATTR_MSG in ext:
            out += " msg=" + ext[NLMSGERR_ATTR_MSG].rstrip(b"\0").decode()
        if NLMSGERR_ATTR_OFFS in ext:
            out += " offset=%d" % struct.unpack("I", ext[NLMSGERR_ATTR_OFFS])[0]
        if NLMSGERR_ATTR_MISS_TYPE in ext:
            out += " missing-type=%d" % struct.unpack("I", ext[NLMSGERR_ATTR_MISS_TYPE])[0]
        print(out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
