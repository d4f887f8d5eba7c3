#!/usr/bin/python3
# SPDX-License-Identifier: GPL-2.0
"""Writes RESULTS_DIR/results.md (and the PNG plots) from RESULTS_DIR/raw.

Each case's section comes from bench/report_NAME.py: section(records,
outdir) -> Markdown, where records are the lines of raw/NAME.jsonl.
"""
import glob
import importlib
import json
import os
import sys

import matplotlib

matplotlib.use("Agg")

ORDER = ["segments", "placement", "cpu", "rr", "conns", "lfn"]
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)


def load_jsonl(path):
    with open(path) as f:
        return [json.loads(line) for line in f if line.strip()]


def main():
    outdir = sys.argv[1]
    raw = os.path.join(outdir, "raw")
    metas = [json.load(open(p)) for p in sorted(glob.glob(os.path.join(raw, "meta*.json")))]
    runs = load_jsonl(os.path.join(raw, "cases.jsonl")) if os.path.exists(
        os.path.join(raw, "cases.jsonl")) else []
    out = ["# tcpsplit benchmark suite\n"]
    for m in metas:
        out.append(f"- {m['date']}: cases {', '.join(m['cases'])}; kernel {m['kernel']}; "
                   f"tcpsplit {m['rev']}"
                   f"{'; second module (tcpsplit-b) ' + m['rev_b'] if m.get('rev_b') else ''}; guest {m['cpus']} vCPUs ({m['cpu_model']}), "
                   f"{m['mem_kib'] / 1048576:.1f} GiB, {m['emulation']}; "
                   f"{m['runs']} runs per configuration")
    for r in runs:
        out.append(f"- case {r['case']}: exit {r['exit']}, {r['secs'] / 60:.1f} min")
    dm = sorted(glob.glob(os.path.join(raw, "dmesg*")))
    out.append(f"- guest kernel log: {', '.join('raw/' + os.path.basename(d) for d in dm)}"
               " (checked for warnings by the suite)")
    out.append("\nEvery figure is the median of the runs, with (min–max). Re-run: "
               "`make bench` (all cases) or `CASES=segments make bench`.\n")
    names = ORDER + sorted(os.path.basename(p)[:-6] for p in glob.glob(os.path.join(raw, "*.jsonl"))
                           if os.path.basename(p)[:-6] not in ORDER + ["cases"])
    failed = 0
    for name in names:
        path = os.path.join(raw, name + ".jsonl")
        if not os.path.exists(path):
            continue
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


if __name__ == "__main__":
    sys.exit(main())
