# 1796172421.143050106
# 1796172425.739819376
# 1796172429.776508606
ESTAB 2556168 0      [::ffff:10.0.2.2]:5201 [::ffff:10.0.1.1]:20004
	 skmem:(r2604392,rb61193368,t8,tb87040,f664,w0,o0,bl0,d0) cubic wscale:7,11 rto:612 rtt:102.407/51.203 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_received:47447237 segs_out:726 segs_in:32780 data_segs_in:32778 send 1131173bps lastsnd:2816 lastrcv:4 lastack:4 pacing_rate 2262344bps delivered:1 app_limited rcv_rtt:103 rcv_space:5309072 rcv_ssthresh:45851228 minrtt:102.407 snd_wnd:64256
ESTAB 0       0      [::ffff:10.0.2.2]:5201 [::ffff:10.0.1.1]:40710
	 skmem:(r0,rb131072,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,11 rto:320 rtt:106.534/21.562 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:10 bytes_sent:4 bytes_acked:4 bytes_received:164 segs_out:7 segs_in:9 data_segs_out:4 data_segs_in:3 send 1087352bps lastsnd:2704 lastrcv:3148 lastack:2600 pacing_rate 2174696bps delivery_rate 226728bps delivered:5 app_limited busy:312ms rcv_space:14480 rcv_ssthresh:64088 minrtt:101.421 snd_wnd:64256
# 1796172434.906621465
ESTAB 327248 0      [::ffff:10.0.2.2]:5201 [::ffff:10.0.1.1]:20004
	 skmem:(r333008,rb61193368,t18,tb87040,f2864,w0,o0,bl0,d0) cubic wscale:7,11 rto:612 rtt:102.407/51.203 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_received:248773853 segs_out:1998 segs_in:171841 data_segs_in:171839 send 1131173bps lastsnd:8084 lastrcv:16 lastack:16 pacing_rate 2262344bps delivered:1 app_limited rcv_rtt:103.25 rcv_space:8979032 rcv_ssthresh:45893676 minrtt:102.407 rcv_ooopack:361 snd_wnd:64256
ESTAB 0      0      [::ffff:10.0.2.2]:5201 [::ffff:10.0.1.1]:40710
	 skmem:(r0,rb131072,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,11 rto:320 rtt:106.534/21.562 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:10 bytes_sent:4 bytes_acked:4 bytes_received:164 segs_out:7 segs_in:9 data_segs_out:4 data_segs_in:3 send 1087352bps lastsnd:7956 lastrcv:8400 lastack:7852 pacing_rate 2174696bps delivery_rate 226728bps delivered:5 app_limited busy:312ms rcv_space:14480 rcv_ssthresh:64088 minrtt:101.421 snd_wnd:64256
