#!/usr/bin/python3
# SPDX-License-Identifier: GPL-2.0
"""Checks that uapi/tcpsplit.yaml and uapi/linux/tcpsplit.h agree.

Every attribute set and the operation list of the spec must have a twin
enum in the header with the same names at the same values, and no more.
"""
import os
import re
import sys

import yaml

TOP = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def header_enums(text):
    enums = {}
    for m in re.finditer(r"enum (\w+) \{(.*?)\};", text, re.S):
        vals, nxt = {}, 0
        body = re.sub(r"/\*.*?\*/", "", m.group(2), flags=re.S)
        for item in body.split(","):
            item = item.strip()
            if not item:
                continue
            name, _, val = item.partition("=")
            name = name.strip()
            if name.startswith("__") or "__" in val:
                continue  # the __X_MAX / X_MAX sentinels
            if val.strip():
                v = val.strip()
                nxt = vals[v] if v in vals else int(v, 0)
            vals[name] = nxt
            nxt += 1
        enums[m.group(1)] = {k: v for k, v in vals.items()
                             if not k.endswith("_UNSPEC")}
    return enums


def cname(prefix, name):
    return (prefix + name).upper().replace("-", "_")


def main():
    spec = yaml.safe_load(open(os.path.join(TOP, "uapi/tcpsplit.yaml")))
    hdr_text = open(os.path.join(TOP, "uapi/linux/tcpsplit.h")).read()
    enums = header_enums(hdr_text)
    errors = []

    def compare(what, want, enum_name):
        got = enums.get(enum_name)
        if got is None:
            errors.append(f"{what}: no enum {enum_name} in the header")
        elif got != want:
            for k in sorted(set(want) | set(got)):
                if want.get(k) != got.get(k):
                    errors.append(f"{what}: {k} is {want.get(k)} in the spec, "
                                  f"{got.get(k)} in the header")

    for aset in spec["attribute-sets"]:
        prefix = aset["name-prefix"]
        want, val = {}, 1
        for a in aset["attributes"]:
            val = a.get("value", val)
            want[cname(prefix, a["name"])] = val
            val += 1
        enum = {"tcpsplit": "tcpsplit_a", "flow": "tcpsplit_flow_a",
                "flow-stats": "tcpsplit_flow_stats_a", "conn": "tcpsplit_conn_a",
                "ns": "tcpsplit_ns_a"}.get(aset["name"])
        compare(f"attribute set {aset['name']}", want, enum)

    for d in spec["definitions"]:
        if d["type"] != "enum":
            continue
        want, val = {}, d.get("value-start", 0)
        for e in d["entries"]:
            want[cname(d["name-prefix"], e)] = val
            val += 1
        compare(f"enum {d['name']}", want, "tcpsplit_" + d["name"].replace("-", "_"))

    ops = spec["operations"]
    want, val = {}, 1
    for op in ops["list"]:
        val = op.get("value", val)
        want[cname(ops["name-prefix"], op["name"])] = val
        val += 1
    compare("operations", want, "tcpsplit_cmd")

    if f'#define TCPSPLIT_FAMILY_NAME\t\t"{spec["name"]}"' not in hdr_text:
        errors.append("family name differs")
    ver = [d for d in spec["definitions"] if d["name"] == "family-version"][0]
    if not re.search(rf"#define TCPSPLIT_FAMILY_VERSION\s+{ver['value']}\b", hdr_text):
        errors.append("family version differs")
    for g in spec["mcast-groups"]["list"]:
        if not re.search(rf'#define TCPSPLIT_MCGRP_{g["name"].upper()}\s+"{g["name"]}"', hdr_text):
            errors.append(f"multicast group {g['name']} missing from the header")

    for e in errors:
        print(e)
    if not errors:
        print("spec and header agree")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
