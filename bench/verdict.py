# SPDX-License-Identifier: GPL-2.0
"""Verdicts from complete, verified runs only (issue 15).

A report says MEETS or MISSES of a target only when every configuration
the target compares has all of its runs (1..RUNS, each once, RUNS from the
guest run that recorded the case) and every one of them went the way its
configuration says (a relay relayed, a split was split).  Otherwise it
says NOT JUDGED, and why: a partial run must never read as a result.
Nor must a short one: the issues' targets are stated over 5 runs
(MIN_RUNS), and a case run with RUNS=1 or 3 gives figures to look at,
not a verdict: single runs of one module in one guest differ by more
than most targets' margins.
"""

import glob
import json
import os

MIN_RUNS = 5
# The line before a section's summary table(s): bench/tables.py takes each
# case's current table from there for the README and docs/benchmarks.md.
HEADLINE = "<!-- headline -->"


def expected_runs(outdir, case):
    """RUNS of the newest guest run (raw/meta*.json) that recorded CASE,
    or None when no description names it."""
    runs = None
    when = None
    for p in glob.glob(os.path.join(outdir, "raw", "meta*.json")):
        try:
            with open(p) as f:
                m = json.load(f)
        except (OSError, ValueError):
            continue
        if case in m.get("cases", []) and (when is None or m.get("date", "") >= when):
            when, runs = m.get("date", ""), m.get("runs")
    return runs


def groups_by(key, values):
    """{value: predicate} selecting the records whose KEY is each value:
    the groups of gaps() when every configuration is one value of a key
    (a peer, a system)."""
    return {v: (lambda r, v=v: r[key] == v) for v in values}


def gaps(records, groups, runs, verify=None):
    """What keeps the runs of GROUPS from being complete and verified.

    records: the case's records; groups: {label: predicate(record)};
    runs: the number of runs each group must have (None: unknown, itself
    a gap); verify: record -> None when the run went as its configuration
    says, else a short reason.  Returns a list of strings, empty when
    every group has runs 1..runs, each once, all verified."""
    out = []
    if not runs:
        return ["the number of runs asked for is not recorded (raw/meta*.json)"]
    if runs < MIN_RUNS:
        return [f"{runs} run{'s' if runs != 1 else ''} asked for, a verdict needs {MIN_RUNS}"]
    for label, pred in groups.items():
        rs = [r for r in records if pred(r)]
        seen = [r.get("run") for r in rs]
        missing = [n for n in range(1, runs + 1) if n not in seen]
        twice = sorted({n for n in seen if seen.count(n) > 1})
        extra = sorted({n for n in seen if n not in range(1, runs + 1)}, key=str)
        if missing:
            out.append(f"{label}: run {', '.join(map(str, missing))} missing")
        if twice:
            out.append(f"{label}: run {', '.join(map(str, twice))} recorded twice")
        if extra:
            out.append(f"{label}: unexpected run {', '.join(map(str, extra))}")
        if verify:
            for r in rs:
                why = verify(r)
                if why:
                    out.append(f"{label} run {r.get('run')}: {why}")
    return out


def judge(ok, why_not):
    """MEETS / MISSES in bold, or NOT JUDGED with the first reasons."""
    if why_not:
        more = f" and {len(why_not) - 3} more" if len(why_not) > 3 else ""
        return f"**NOT JUDGED** ({'; '.join(why_not[:3])}{more})"
    return "**MEETS**" if ok else "**MISSES**"
