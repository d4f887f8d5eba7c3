# 1795845985.388568422
# 1795845987.383091453
# 1795845989.559704701
# 1795845991.169831528
ESTAB 0      0      10.0.1.1:47296 10.0.3.2:80
	 skmem:(r0,rb131851,t4,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:656 rtt:196.919/114.66 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:333282 segs_out:140 segs_in:233 data_segs_out:1 data_segs_in:231 send 588262bps lastsnd:1252 pacing_rate 1176512bps delivery_rate 879704bps delivered:2 app_limited busy:16ms rcv_rtt:12.58 rcv_space:17376 rcv_ssthresh:77362 minrtt:13.168 snd_wnd:32768
# 1795845992.925941058
ESTAB 0      0      10.0.1.1:47296 10.0.3.2:80
	 skmem:(r0,rb1465307,t8,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:656 rtt:196.919/114.66 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:1814586 segs_out:585 segs_in:1256 data_segs_out:1 data_segs_in:1254 send 588262bps lastsnd:2912 pacing_rate 1176512bps delivery_rate 879704bps delivered:2 app_limited busy:16ms rcv_rtt:11.781 rcv_space:147696 rcv_ssthresh:874310 minrtt:13.168 rcv_ooopack:5 snd_wnd:32768
# 1795845994.462251388
ESTAB 2896   0      10.0.1.1:47296 10.0.3.2:80
	 skmem:(r4816,rb1465307,t4,tb87040,f3376,w0,o0,bl0,d0) cubic wscale:7,7 rto:656 rtt:196.919/114.66 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:3682506 segs_out:933 segs_in:2546 data_segs_out:1 data_segs_in:2544 send 588262bps lastsnd:4548 pacing_rate 1176512bps delivery_rate 879704bps delivered:2 app_limited busy:16ms rcv_rtt:12 rcv_space:215752 rcv_ssthresh:874310 minrtt:13.168 rcv_ooopack:5 snd_wnd:32768
# 1795845996.195311323
ESTAB 0      0      10.0.1.1:47296 10.0.3.2:80
	 skmem:(r0,rb1465307,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:656 rtt:196.919/114.66 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:5340466 segs_out:1133 segs_in:3691 data_segs_out:1 data_segs_in:3689 send 588262bps lastsnd:6240 lastrcv:132 lastack:132 pacing_rate 1176512bps delivery_rate 879704bps delivered:2 app_limited busy:16ms rcv_rtt:12.125 rcv_space:215752 rcv_ssthresh:874310 minrtt:13.168 rcv_ooopack:5 snd_wnd:32768
# 1795845997.790221191
ESTAB 0      0      10.0.1.1:47296 10.0.3.2:80
	 skmem:(r0,rb1465307,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:656 rtt:196.919/114.66 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:7080962 segs_out:1294 segs_in:4893 data_segs_out:1 data_segs_in:4891 send 588262bps lastsnd:7936 lastrcv:64 lastack:64 pacing_rate 1176512bps delivery_rate 879704bps delivered:2 app_limited busy:16ms rcv_rtt:11.796 rcv_space:215752 rcv_ssthresh:874310 minrtt:13.168 rcv_ooopack:23 snd_wnd:32768
# 1795845999.504102747
ESTAB 0      0      10.0.1.1:47296 10.0.3.2:80
	 skmem:(r0,rb1465307,t2,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:656 rtt:196.919/114.66 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:8682450 segs_out:1580 segs_in:5999 data_segs_out:1 data_segs_in:5997 send 588262bps lastsnd:9620 pacing_rate 1176512bps delivery_rate 879704bps delivered:2 app_limited busy:16ms rcv_rtt:14.593 rcv_space:215752 rcv_ssthresh:874310 minrtt:13.168 rcv_ooopack:23 snd_wnd:32768
# 1795846001.224163305
ESTAB 0      0      10.0.1.1:47296 10.0.3.2:80
	 skmem:(r0,rb1465307,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:656 rtt:196.919/114.66 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:10078322 segs_out:1774 segs_in:6963 data_segs_out:1 data_segs_in:6961 send 588262bps lastsnd:11264 lastrcv:48 lastack:48 pacing_rate 1176512bps delivery_rate 879704bps delivered:2 app_limited busy:16ms rcv_rtt:21 rcv_space:215752 rcv_ssthresh:874310 minrtt:13.168 rcv_ooopack:23 snd_wnd:32768
# 1795846002.798971639
