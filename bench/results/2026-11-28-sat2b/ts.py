# SPDX-License-Identifier: GPL-2.0
# Reads the stderr.log of a run of this record (the ss-trace.patch lines).
import re,sys
f=sys.argv[1]; want=sys.argv[2] if len(sys.argv)>2 else None
runs={}
for l in open(f):
    m=re.match(r'## ssl (\S+) (r\d) (.*)',l.rstrip('\n'))
    if not m: continue
    name,r,rest=m.groups()
    if want and want not in name: continue
    d=runs.setdefault(name,{}).setdefault(r,[])
    if rest.startswith('# '):
        d.append([float(rest[2:]),None,None]); continue
    if not d: continue
    if not rest.startswith('\t') and not rest.startswith(' '):
        d[-1][1]=rest; d[-1].append(rest)
    else:
        hdr=d[-1][-1]
        if r=='r2' and re.search(r'10\.0\.3\.2:80\s+10\.0\.1\.1',hdr) and 'ESTAB' in hdr: d[-1][2]=('r2',rest)
        if r=='r1' and re.search(r'10\.0\.1\.1:\d+\s+10\.0\.3\.2:80',hdr) and 'ESTAB' in hdr: d[-1][2]=('r1',rest)
def g(p,s,conv=str):
    m=re.search(p,s); return conv(m.group(1)) if m else None
for name,rs in runs.items():
    print("==",name)
    t0=None
    rows={}
    for r,snaps in rs.items():
        for sn in snaps:
            if not sn[2]: continue
            t=sn[0]; t0=t if t0 is None else min(t0,t)
            rows.setdefault(round(t,1),{})[r]=sn[2][1]
    for t in sorted(rows):
        a=rows[t]; s2=a.get('r2',''); s1=a.get('r1','')
        out=f"{t-t0:5.1f}"
        if s2:
            bw=g(r'bw:(\d+)bps',s2,int) or 0
            vals=[g(p,s2) for p in (r'pacing_gain:([\d.]+)',r'cwnd:(\d+)',r'unacked:(\d+)',r'rwnd_limited:(\d+)ms',r'snd_wnd:(\d+)',r'notsent:(\d+)',r'bytes_acked:(\d+)',r'retrans:([\d/]+)')]
            out+=" r2 bw %5.1f gain %s cwnd %s unacked %s rwl %s sndwnd %s notsent %s acked %s retr %s" % tuple([bw/1e6]+vals)
        if s1:
            out+=" | r1 ssth %s rcvd %s" % (g(r'rcv_ssthresh:(\d+)',s1), g(r'bytes_received:(\d+)',s1))
        print(out)
