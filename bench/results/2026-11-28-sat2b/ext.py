# SPDX-License-Identifier: GPL-2.0
# Reads the stderr.log of a run of this record (the ss-trace.patch lines).
import re,sys
for f in sys.argv[1:]:
    print("==",f)
    cur={}
    lines=open(f).read().splitlines()
    lim={}; bw={}; busy={}
    for l in lines:
        m=re.match(r'## lim (\S+) r2 rwnd_limited:(\d+)ms\(([\d.]+)%\)',l)
        if m: lim[m.group(1)]=(int(m.group(2)),m.group(3))
        m=re.match(r'## ss (\S+) r2 .*bbr:\(bw:(\d+)bps.*busy:(\d+)ms',l)
        if m: bw[m.group(1)]=int(m.group(2))/1e6; busy[m.group(1)]=int(m.group(3))
        m=re.match(r'== sat2 down (\S+) run (\d+):\s+(\d+) KB/s \(([\d.]+) s\).*ts budget (\S+)',l)
        if m:
            n=f"sat2-{m.group(1)}-{m.group(2)}"
            print(f"{n:24s} {m.group(3):>5s} KB/s {m.group(4):>5s}s  r2 rwnd_lim {lim.get(n)}  bbr bw {bw.get(n,0):.1f} Mbit/s busy {busy.get(n)}  budget {m.group(5)}")
