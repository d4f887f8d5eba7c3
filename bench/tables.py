#!/usr/bin/python3
# SPDX-License-Identifier: GPL-2.0
"""Each benchmark case's current table, from its record.

    bench/tables.py [CASE...]         print them (Markdown)
    bench/tables.py --check FILE      exit 1 if a table in FILE is not current
    bench/tables.py --update FILE     make the tables in FILE current

A record's results.md marks its summary table(s) with HEADLINE (see
bench/report.py).  In FILE a case's block lies between the lines
"<!-- bench-table CASE -->" and "<!-- end bench-table -->": a line of when,
at which commit and on which kernel the record was made, with a link to it
(relative to FILE), then the table(s).  Options in the opening line narrow
a block to what a short summary needs: "tables=1,3" keeps those of the
record's summary tables (counted from 1), "rows=REGEX" the rows whose
first cell matches REGEX (a table left without rows goes).
"""
import argparse
import difflib
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from verdict import HEADLINE  # noqa: E402

RESULTS = os.path.join(HERE, "results")
ORDER = ["segments", "placement", "cpu", "rr", "conns", "unmatched", "lfn", "fc", "split", "teardown"]
MEASURED = re.compile(r"^- Measured (\d{4}-\d\d-\d\d)\b.*? at commit (\S+) on kernel "
                      r"([^,:\s]+)(?:, (\S+) runs)?")
BLOCK = re.compile(r"^<!-- bench-table (\S+)((?: \S+=\S+)*) -->\n(.*?)^<!-- end bench-table -->$",
                   re.M | re.S)


def cases():
    found = [c for c in os.listdir(RESULTS)
             if os.path.exists(os.path.join(RESULTS, c, "results.md"))]
    return [c for c in ORDER if c in found] + sorted(set(found) - set(ORDER))


def block(case, base, opts=""):
    """The Markdown of CASE's tables, its record linked relative to the
    directory BASE, narrowed by OPTS (" tables=... rows=...")."""
    opt = dict(o.split("=", 1) for o in opts.split())
    keep = {int(n) for n in opt["tables"].split(",")} if "tables" in opt else None
    rows = re.compile(opt["rows"]) if "rows" in opt else None
    path = os.path.join(RESULTS, case, "results.md")
    with open(path) as f:
        lines = f.read().split("\n")
    runs = [m.groups() for m in map(MEASURED.match, lines) if m]
    if not runs:
        raise SystemExit(f"tables: {path}: no '- Measured ...' line")

    def each(i):
        return ", ".join(dict.fromkeys(r[i] for r in runs))
    dates = sorted({r[0] for r in runs})
    when = dates[0] if len(dates) == 1 else f"{dates[0]} to {dates[-1]}"
    link = os.path.relpath(path, base)
    runs_per = f", {each(3)} runs per configuration" if runs[0][3] else ""
    out = [f"Measured {when} at {each(1)}, kernel {each(2)}{runs_per}; the record: "
           f"[bench/results/{case}]({link}).", ""]
    tables = [i for i, line in enumerate(lines) if line == HEADLINE]
    shown = [i for n, i in enumerate(tables, 1) if keep is None or n in keep]
    for i in shown:
        j = i + 1
        table = []
        while j < len(lines) and lines[j].startswith("|"):
            cell = lines[j].strip("|").split("|")[0].strip()
            if len(table) < 2 or rows is None or rows.search(cell):
                table.append(lines[j])
            j += 1
        if len(table) <= 2:
            continue
        if len(shown) > 1:
            head = next((h for h in reversed(lines[:i]) if h.startswith("#")), None)
            if head:
                out += [f"*{head.lstrip('#').strip()}*", ""]
        out += table + [""]
    if not shown or len(out) == 2:
        raise SystemExit(f"tables: {case}{opts}: no table left")
    return "\n".join(out)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("cases", nargs="*", help="the cases to print (all by default)")
    g = ap.add_mutually_exclusive_group()
    g.add_argument("--check", metavar="FILE")
    g.add_argument("--update", metavar="FILE")
    a = ap.parse_args()
    path = a.check or a.update
    if not path:
        for c in a.cases or cases():
            print(f"<!-- bench-table {c} -->\n{block(c, os.getcwd())}<!-- end bench-table -->\n")
        return 0
    with open(path) as f:
        text = f.read()
    base = os.path.dirname(os.path.abspath(path))
    stale = []

    def current(m):
        case, opts, old = m.groups()
        new = block(case, base, opts)
        if new != old:
            stale.append(case)
        if new != old and a.check:
            sys.stdout.writelines(difflib.unified_diff(
                old.splitlines(True), new.splitlines(True),
                f"{path} ({case})", f"bench/results/{case}/results.md"))
        return f"<!-- bench-table {case}{opts} -->\n{new}<!-- end bench-table -->"
    new = BLOCK.sub(current, text)
    if not BLOCK.search(text):
        print(f"tables: {path} has no bench-table block", file=sys.stderr)
        return 1
    if a.update:
        if new != text:
            with open(path, "w") as f:
                f.write(new)
        return 0
    if stale:
        print(f"tables: {path}: not current: {', '.join(stale)} (bench/tables.py --update)",
              file=sys.stderr)
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())
