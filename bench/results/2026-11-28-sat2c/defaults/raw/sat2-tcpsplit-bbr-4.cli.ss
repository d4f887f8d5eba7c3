# 1795862504.748179515
# 1795862506.794358308
# 1795862508.608853179
# 1795862510.221788069
ESTAB 0      0      10.0.1.1:52438 10.0.3.2:80
	 skmem:(r0,rb131072,t4,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:656 rtt:196.581/114.391 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:159522 segs_out:103 segs_in:113 data_segs_out:1 data_segs_in:111 send 589274bps lastsnd:984 lastrcv:4 lastack:4 pacing_rate 1178544bps delivery_rate 837232bps delivered:2 app_limited busy:16ms rcv_rtt:13.627 rcv_space:14480 rcv_ssthresh:76896 minrtt:13.836 snd_wnd:32768
# 1795862511.884089952
ESTAB 0      0      10.0.1.1:52438 10.0.3.2:80
	 skmem:(r0,rb2946874,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:656 rtt:196.581/114.391 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:3581146 segs_out:804 segs_in:2476 data_segs_out:1 data_segs_in:2474 send 589274bps lastsnd:3180 lastrcv:32 lastack:32 pacing_rate 1178544bps delivery_rate 837232bps delivered:2 app_limited busy:16ms rcv_rtt:21 rcv_space:448880 rcv_ssthresh:1759778 minrtt:13.836 snd_wnd:32768
# 1795862513.957668176
ESTAB 7240   0      10.0.1.1:52438 10.0.3.2:80
	 skmem:(r12040,rb2946874,t6,tb87040,f248,w0,o0,bl0,d0) cubic wscale:7,7 rto:656 rtt:196.581/114.391 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:6326554 segs_out:910 segs_in:4372 data_segs_out:1 data_segs_in:4370 send 589274bps lastsnd:4852 pacing_rate 1178544bps delivery_rate 837232bps delivered:2 app_limited busy:16ms rcv_rtt:53.099 rcv_space:448880 rcv_ssthresh:1759778 minrtt:13.836 snd_wnd:32768
# 1795862515.863073390
ESTAB 0      0      10.0.1.1:52438 10.0.3.2:80
	 skmem:(r0,rb2946874,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:656 rtt:196.581/114.391 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:8672314 segs_out:1051 segs_in:5992 data_segs_out:1 data_segs_in:5990 send 589274bps lastsnd:6848 lastrcv:36 lastack:36 pacing_rate 1178544bps delivery_rate 837232bps delivered:2 app_limited busy:16ms rcv_rtt:54.625 rcv_space:448880 rcv_ssthresh:1759778 minrtt:13.836 rcv_ooopack:2 snd_wnd:32768
# 1795862517.828364403
