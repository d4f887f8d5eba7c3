#!/usr/bin/python3
# SPDX-License-Identifier: GPL-2.0
"""Writes RECORD/results.md (and the PNG plots) from RECORD/raw.

A record is one benchmark case (bench/results/CASE/): raw/ holds what the
guest wrote (CASE.jsonl, meta*.json, cases.jsonl, dmesg*, ...); in the
repository it is packed as raw.tar.xz, which this unpacks for the run and
removes again, so `bench/report.py bench/results/CASE` re-makes a kept
record's results.md from its data.

Each case's section comes from bench/report_NAME.py: section(records,
outdir) -> Markdown, where records are the lines of raw/NAME.jsonl.  A
section marks the table(s) that summarise it with HEADLINE on the line
before; bench/tables.py takes them from there.
"""
import glob
import importlib
import json
import os
import re
import shutil
import sys
import tarfile

import matplotlib

matplotlib.use("Agg")

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)


def load_jsonl(path):
    with open(path) as f:
        return [json.loads(line) for line in f if line.strip()]


def header(outdir, names):
    """The record's provenance: per guest run (raw/meta*.json) its date,
    commit, kernel, runs, command and the case's exit; the guest."""
    raw = os.path.join(outdir, "raw")

    def nth(path):  # meta.json, meta-2.json, ...: the guest runs in order
        m = re.search(r"-(\d+)\.json$", path)
        return int(m.group(1)) if m else 1
    metas = []
    for p in sorted(glob.glob(os.path.join(raw, "meta*.json")), key=nth):
        with open(p) as f:
            metas.append(json.load(f))
    cases = os.path.join(raw, "cases.jsonl")
    runs = load_jsonl(cases) if os.path.exists(cases) else []
    # One line of cases.jsonl per guest run, in the same order.
    paired = len(runs) == len(metas)
    out = [f"# tcpsplit benchmark: {', '.join(names) or os.path.basename(outdir)}\n"]
    lines = []
    for i, m in enumerate(metas):
        b = f"; second module (tcpsplit-b) at {m['rev_b']}" if m.get("rev_b") else ""
        cmd = f": `{m['command']}`" if m.get("command") else ""
        r = runs[i] if paired else None
        ex = f"; case {r['case']} exit {r['exit']} after {r['secs'] / 60:.1f} min" if r else ""
        lines.append((m["date"], f"- Measured {m['date']} at commit {m['rev']} on kernel "
                      f"{m['kernel']}, {m['runs']} runs per configuration{b}{cmd}{ex}"))
    out += [line for _, line in sorted(lines)]
    if not paired:
        out += [f"- Case {r['case']}: exit {r['exit']} after {r['secs'] / 60:.1f} min"
                for r in runs]
    if metas:
        m = metas[-1]
        out.append(f"- Guest: {m['cpus']} vCPUs ({m['cpu_model']}), "
                   f"{m['mem_kib'] / 1048576:.1f} GiB, {m['emulation']}; every peer in the "
                   "same guest, runs interleaved")
    dm = sorted(glob.glob(os.path.join(raw, "dmesg*")))
    if dm:
        out.append(f"- Guest kernel log: {', '.join('raw/' + os.path.basename(d) for d in dm)}"
                   " (checked for warnings by the suite)")
    name = os.path.basename(os.path.abspath(outdir))
    out.append("\nEvery figure is the median of the runs, with (min–max).  The raw data "
               f"is raw.tar.xz; `bench/report.py bench/results/{name}` writes this file "
               "from it again.\n")
    return out


def report(outdir):
    raw = os.path.join(outdir, "raw")
    names = sorted(os.path.basename(p)[:-6] for p in glob.glob(os.path.join(raw, "*.jsonl"))
                   if os.path.basename(p) != "cases.jsonl")
    out = header(outdir, names)
    failed = 0
    for name in names:
        path = os.path.join(raw, name + ".jsonl")
        try:
            mod = importlib.import_module("report_" + name)
        except ImportError:
            out.append(f"## {name}\n\nNo report module (bench/report_{name}.py); raw/{name}.jsonl.\n")
            continue
        try:
            out.append(mod.section(load_jsonl(path), outdir))
        except Exception as e:  # one broken section must not lose the others
            out.append(f"## {name}\n\nThe report of this case failed: {e!r}.\n")
            failed = 1
    text = "\n".join(out) + "\n"
    with open(os.path.join(outdir, "results.md"), "w") as f:
        f.write(text)
    print(text)
    return failed


def main():
    outdir = sys.argv[1]
    raw = os.path.join(outdir, "raw")
    packed = os.path.join(outdir, "raw.tar.xz")
    unpacked = not os.path.isdir(raw) and os.path.exists(packed)
    if unpacked:
        with tarfile.open(packed) as t:
            t.extractall(outdir, filter="data")
    try:
        return report(outdir)
    finally:
        if unpacked:
            shutil.rmtree(raw)


if __name__ == "__main__":
    sys.exit(main())
