# SPDX-License-Identifier: GPL-2.0
import json,sys,statistics,collections
d=collections.defaultdict(list)
for f in sys.argv[1:]:
    for l in open(f):
        r=json.loads(l)
        if 'bits_per_second' in r: d[(r['point'],r['direction'],r['system'])].append((r['bits_per_second']/1e6, (r.get('held_peak_bytes') or 0)/1024))
for k in sorted(d):
    v=d[k]; print(k, "Mbit/s", [round(x[0],1) for x in v], "median %.1f"%statistics.median(x[0] for x in v), "held max %.0f KiB"%max(x[1] for x in v))
