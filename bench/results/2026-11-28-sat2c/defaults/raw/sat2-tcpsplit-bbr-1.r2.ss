# 1795862340.529114360
# 1795862342.453907601
# 1795862344.161238803
# 1795862345.689964370
ESTAB 0      0      10.0.1.1:54360 10.0.3.2:80   
	 skmem:(r0,rb760600,t0,tb131072,f0,w0,o0,bl0,d1) cubic wscale:7,7 rto:208 rtt:6.319/2.506 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:266674 segs_out:109 segs_in:188 data_segs_out:1 data_segs_in:186 send 18332015bps lastsnd:604 lastrcv:60 lastack:60 pacing_rate 36658952bps delivery_rate 1677136bps delivered:2 app_limited busy:8ms rcv_rtt:3 rcv_space:40544 minrtt:6.236 snd_wnd:65152
ESTAB 0      224440 10.0.3.2:80    10.0.1.1:54360
	 skmem:(r0,rb262144,t0,tb454578,f3592,w373240,o0,bl0,d0) bbr wscale:7,7 rto:544 rtt:193.461/3.009 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:40 bytes_sent:87122 bytes_acked:42234 bytes_received:79 segs_out:63 segs_in:32 data_segs_out:61 data_segs_in:1 bbr:(bw:740168bps,mrtt:190.802,pacing_gain:2.88672,cwnd_gain:2.88672) send 2395108bps lastrcv:604 lastack:60 pacing_rate 2115304bps delivery_rate 740528bps delivered:31 busy:580ms unacked:31 rcv_space:14480 rcv_ssthresh:65536 notsent:179552 minrtt:190.802 snd_wnd:136320
# 1795862347.322012383
ESTAB 0      0       10.0.1.1:54360 10.0.3.2:80   
	 skmem:(r0,rb11670026,t0,tb131072,f0,w0,o0,bl0,d1) cubic wscale:7,7 rto:208 rtt:6.319/2.506 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:6229498 segs_out:2135 segs_in:4306 data_segs_out:1 data_segs_in:4304 send 18332015bps lastsnd:2748 lastrcv:16 lastack:16 pacing_rate 36658952bps delivery_rate 1677136bps delivered:2 app_limited busy:8ms rcv_rtt:6 rcv_space:188240 minrtt:6.236 rcv_ooopack:3 snd_wnd:65152
ESTAB 0      3495432 10.0.3.2:80    10.0.1.1:54360
	 skmem:(r0,rb262144,t0,tb6974664,f1208,w5671752,o0,bl0,d0) bbr wscale:7,7 rto:412 rtt:197.665/2.818 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:553 ssthresh:336 bytes_sent:3311818 bytes_retrans:8688 bytes_acked:2734066 bytes_received:79 segs_out:2290 segs_in:771 data_segs_out:2288 data_segs_in:1 bbr:(bw:19601472bps,mrtt:190.397,pacing_gain:1,cwnd_gain:2) send 32408125bps lastrcv:2748 lastack:4 pacing_rate 19405456bps delivery_rate 12820360bps delivered:2041 busy:2724ms unacked:393 retrans:1/6 lost:1 sacked:151 reordering:15 reord_seen:4 rcv_space:14480 rcv_ssthresh:65536 notsent:2926368 minrtt:190.397 snd_wnd:3408384
# 1795862349.401665508
ESTAB 0      0       10.0.1.1:54360 10.0.3.2:80   
	 skmem:(r0,rb5299490,t0,tb131072,f0,w0,o0,bl0,d3) cubic wscale:7,7 rto:208 rtt:6.319/2.506 ato:80 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:7097322 segs_out:2444 segs_in:4908 data_segs_out:1 data_segs_in:4904 send 18332015bps lastsnd:4500 lastrcv:128 lastack:128 pacing_rate 36658952bps delivery_rate 1677136bps delivered:2 app_limited busy:8ms rcv_rtt:5 rcv_space:188240 minrtt:6.236 rcv_ooopack:3 snd_wnd:65152
ESTAB 0      1591784 10.0.3.2:80    10.0.1.1:54360
	 skmem:(r0,rb262144,t0,tb3167274,f3480,w2511464,o0,bl0,d0) bbr wscale:7,7 rto:400 rtt:194.558/0.716 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:296 ssthresh:336 bytes_sent:6021026 bytes_retrans:20272 bytes_acked:5505538 bytes_received:79 segs_out:4161 segs_in:1449 data_segs_out:4159 data_segs_in:1 bbr:(bw:21121864bps,mrtt:190.312,pacing_gain:1,cwnd_gain:2) send 17623865bps lastrcv:4500 pacing_rate 20910648bps delivery_rate 8815688bps delivered:3950 busy:4476ms unacked:342 retrans:1/14 lost:1 sacked:146 reordering:15 reord_seen:4 rcv_space:14480 rcv_ssthresh:65536 notsent:1096568 minrtt:190.312 snd_wnd:3760128
# 1795862351.249869248
ESTAB 0      0       10.0.1.1:54360 10.0.3.2:80   
	 skmem:(r0,rb5476966,t0,tb131072,f0,w0,o0,bl0,d3) cubic wscale:7,7 rto:208 rtt:6.319/2.506 ato:80 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:9946266 segs_out:3413 segs_in:6877 data_segs_out:1 data_segs_in:6873 send 18332015bps lastsnd:6348 lastrcv:152 lastack:152 pacing_rate 36658952bps delivery_rate 1677136bps delivered:2 app_limited busy:8ms rcv_rtt:2.81 rcv_space:230232 minrtt:6.236 rcv_ooopack:6 snd_wnd:65152
ESTAB 0      1567896 10.0.3.2:80    10.0.1.1:54360
	 skmem:(r0,rb262144,t0,tb3273344,f744,w2518296,o0,bl0,d0) bbr wscale:7,7 rto:396 rtt:193.712/0.717 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:201 ssthresh:336 bytes_sent:8830146 bytes_retrans:31856 bytes_acked:8378370 bytes_received:79 segs_out:6101 segs_in:2163 data_segs_out:6099 data_segs_in:1 bbr:(bw:15983456bps,mrtt:190.312,pacing_gain:1,cwnd_gain:2) send 12019823bps lastrcv:6348 pacing_rate 15823624bps delivery_rate 9944320bps delivered:5884 busy:6324ms unacked:290 retrans:1/22 lost:1 sacked:96 reordering:15 reord_seen:4 rcv_space:14480 rcv_ssthresh:65536 notsent:1147976 minrtt:190.312 snd_wnd:3739904
# 1795862353.045005577
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:54360
	
