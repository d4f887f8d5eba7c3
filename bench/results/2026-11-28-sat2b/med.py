# SPDX-License-Identifier: GPL-2.0
# Reads the stderr.log of a run of this record (the ss-trace.patch lines).
import re,sys,statistics
for f in sys.argv[1:]:
    a=[];b=[]
    for l in open(f):
        m=re.match(r'== sat2 down (\S+) run (\d+):\s+(\d+) KB/s',l)
        if m: (b if m.group(1).endswith('-b') else a).append(int(m.group(3)))
    pairs=sum(1 for x,y in zip(a,b) if y>x)
    print(f, "A", sorted(a), statistics.median(a) if a else None, "| B", sorted(b), statistics.median(b) if b else None, f"| B ahead {pairs}/{min(len(a),len(b))}")
