#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
# fct-summary.py TRACE: per direction of each traced connection (lines of
# fc-trace.patch's pr_info), how often each branch of tcpsplit_fc_adapt
# ran, how often it grew the budget, and the largest budget.
import collections
import re
import sys

pat = re.compile(r'fct (\S+) d(\d) t(\d+) br(\d) b(\d+)->(\d+)')
dirs = collections.OrderedDict()
for line in open(sys.argv[1]):
    m = pat.search(line)
    if m:
        dirs.setdefault((m.group(1), m.group(2)), []).append(m.groups())
for (conn, d), rows in dirs.items():
    if len(rows) < 50 or all(r[3] == '7' and r[4] == r[5] for r in rows[5:]):
        continue
    ran, grew = collections.Counter(), collections.Counter()
    for r in rows:
        ran[int(r[3])] += 1
        if int(r[5]) > int(r[4]):
            grew[int(r[3])] += 1
    print(conn[-6:], 'd' + d, len(rows), 'periods; branches', dict(sorted(ran.items())),
          'grew', dict(sorted(grew.items())), 'max budget', max(int(r[5]) for r in rows))
