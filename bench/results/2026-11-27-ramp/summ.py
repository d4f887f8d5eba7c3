# SPDX-License-Identifier: GPL-2.0
# summ.py LOG: per point, direction and mode of a ramp.sh log: the
# transfer's Mbit/s, and the mean of its first 5 and 10 intervals (1 s, 2 s).
import re,sys,statistics as st
rows={}
for l in open(sys.argv[1]):
    m=re.match(r'RESULT (\S+) dir=(\S+) (\S+) ([\d.]+) \[(.*)\]',l)
    if not m: continue
    pt,d,mode,tot,iv=m.groups(); iv=[float(x) for x in iv.split(',')]
    rows.setdefault((pt,d,mode),[]).append((float(tot),sum(iv[:5])/5,sum(iv[:10])/10))
for k in sorted(rows):
    v=rows[k]
    print("%-8s %-3s %-8s 4s: %s (med %.1f)  first 1s: %s (med %.1f)  first 2s med %.1f" % (k[0],k[1],k[2],' '.join('%.1f'%x[0] for x in v),st.median(x[0] for x in v),' '.join('%.0f'%x[1] for x in v),st.median(x[1] for x in v),st.median(x[2] for x in v)))
