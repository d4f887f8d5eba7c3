import json,sys
for f in sys.argv[1:]:
    for l in open(f):
        d=json.loads(l); print(d['rate'],d['dir'],d['run'],'gp %.2f'%(d['goodput']/1e6),'held',d['held_ss'],'@%.1f'%d['held_ss_t'],'steady',d['held_ss_steady'],'budget',d['budget'],'zwmax',d['zw_max_us'],'pcapzw',d['pcap_zw_max_us'])
