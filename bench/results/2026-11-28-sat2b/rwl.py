# SPDX-License-Identifier: GPL-2.0
# Reads the stderr.log of a run of this record (the ss-trace.patch lines).
import re,sys,statistics
for f in sys.argv[1:]:
    lim={}
    for l in open(f):
        m=re.match(r'## lim (\S+) r2 rwnd_limited:(\d+)ms',l)
        if m: lim[m.group(1)]=int(m.group(2))
    runs=set()
    for l in open(f):
        m=re.match(r'== sat2 down (\S+) run (\d+):',l)
        if m: runs.add(f"sat2-{m.group(1)}-{m.group(2)}")
    a=sorted(lim.get(n,0) for n in runs if not '-b-' in n); b=sorted(lim.get(n,0) for n in runs if '-b-' in n)
    print(f,"rwl ms A",a,"median",statistics.median(a) if a else '-',"| B",b,"median",statistics.median(b) if b else '-')
