# 1795851817.132817161
# 1795851818.852937441
# 1795851820.438220067
# 1795851821.752162144
ESTAB 0      0      10.0.1.1:44226 10.0.3.2:80
	 skmem:(r0,rb131072,t2,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:636 rtt:190.199/110.553 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:127666 segs_out:82 segs_in:91 data_segs_out:1 data_segs_in:89 send 609046bps lastsnd:896 lastrcv:4 lastack:4 pacing_rate 1218088bps delivery_rate 795216bps delivered:2 app_limited busy:16ms rcv_rtt:12.25 rcv_space:14722 rcv_ssthresh:76896 minrtt:14.567 snd_wnd:32768
# 1795851823.242506722
ESTAB 0      0      10.0.1.1:44226 10.0.3.2:80
	 skmem:(r0,rb820224,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:636 rtt:190.199/110.553 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:3352362 segs_out:531 segs_in:2318 data_segs_out:1 data_segs_in:2316 send 609046bps lastsnd:2832 lastrcv:60 lastack:60 pacing_rate 1218088bps delivery_rate 795216bps delivered:2 app_limited busy:16ms rcv_rtt:13.116 rcv_space:131768 rcv_ssthresh:488772 minrtt:14.567 snd_wnd:32768
# 1795851825.152203716
ESTAB 0      0      10.0.1.1:44226 10.0.3.2:80
	 skmem:(r0,rb948203,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:636 rtt:190.199/110.553 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:5984826 segs_out:808 segs_in:4136 data_segs_out:1 data_segs_in:4134 send 609046bps lastsnd:4612 lastrcv:56 lastack:56 pacing_rate 1218088bps delivery_rate 795216bps delivered:2 app_limited busy:16ms rcv_rtt:13 rcv_space:195480 rcv_ssthresh:565260 minrtt:14.567 rcv_ooopack:3 snd_wnd:32768
# 1795851826.901411547
ESTAB 0      0      10.0.1.1:44226 10.0.3.2:80
	 skmem:(r0,rb1023856,t2,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:636 rtt:190.199/110.553 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:8184338 segs_out:1041 segs_in:5655 data_segs_out:1 data_segs_in:5653 send 609046bps lastsnd:6336 lastrcv:4 lastack:4 pacing_rate 1218088bps delivery_rate 795216bps delivered:2 app_limited busy:16ms rcv_rtt:14.534 rcv_space:236024 rcv_ssthresh:610474 minrtt:14.567 rcv_ooopack:14 snd_wnd:32768
# 1795851828.564911400
ESTAB 0      0      10.0.1.1:44226 10.0.3.2:80
	 skmem:(r0,rb1084014,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:636 rtt:190.199/110.553 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:9758314 segs_out:1267 segs_in:6742 data_segs_out:1 data_segs_in:6740 send 609046bps lastsnd:7740 lastrcv:20 lastack:20 pacing_rate 1218088bps delivery_rate 795216bps delivered:2 app_limited busy:16ms rcv_rtt:36.654 rcv_space:259192 rcv_ssthresh:646428 minrtt:14.567 rcv_ooopack:14 snd_wnd:32768
# 1795851829.940892553
