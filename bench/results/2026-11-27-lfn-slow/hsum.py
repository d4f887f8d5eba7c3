# SPDX-License-Identifier: GPL-2.0
# hsum.py DIR: per run, the server's and the router's HyStart exits (nstat deltas)
# next to the throughput; DIR holds lfn.jsonl and nstat-*.txt (trace.patch).
import json, re, sys
d = sys.argv[1]
recs = [json.loads(l) for l in open(d + '/lfn.jsonl')]
tot = []
for r in recs:
    n = ('%s-tcpsplit-down-%d' % (r['point'], r['run'])).replace('+', '_')
    ns = {}; cur = None
    for l in open('%s/nstat-%s.txt' % (d, n)):
        if l.startswith('#'): cur = l.split()[1]; continue
        k, v = l.split()[:2]; ns[(cur, k)] = int(float(v))
    g = lambda node, k: ns.get((node, k), 0)
    print('%-11s %2d %5.0f srv: retr=%3d hsDelay@%4d hsTrain@%4d | r1: hsDelay=%d@%4d hsTrain=%d@%d retr=%d | iv=%s' % (
        r['point'], r['run'], r['bits_per_second'] / 1e6, g('srv', 'TcpRetransSegs'),
        g('srv', 'TcpExtTCPHystartDelayCwnd'), g('srv', 'TcpExtTCPHystartTrainCwnd'),
        g('r1', 'TcpExtTCPHystartDelayDetect'), g('r1', 'TcpExtTCPHystartDelayCwnd'), g('r1', 'TcpExtTCPHystartTrainDetect'), g('r1', 'TcpExtTCPHystartTrainCwnd'), g('r1', 'TcpRetransSegs'),
        [round(x) for x in r['intervals_mbit'][:3]]))
