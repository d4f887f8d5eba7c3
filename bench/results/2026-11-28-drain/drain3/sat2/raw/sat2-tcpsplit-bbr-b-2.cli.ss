# 1795851750.922653987
# 1795851752.510467059
# 1795851754.310638760
# 1795851755.678800884
ESTAB 0      0      10.0.1.1:55748 10.0.3.2:80
	 skmem:(r0,rb131072,t2,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:640 rtt:192.576/111.076 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:65402 segs_out:47 segs_in:48 data_segs_out:1 data_segs_in:46 send 601529bps lastsnd:708 lastrcv:4 lastack:4 pacing_rate 1203048bps delivery_rate 505072bps delivered:2 app_limited busy:24ms rcv_rtt:13.296 rcv_space:14480 rcv_ssthresh:76896 minrtt:22.935 snd_wnd:32768
# 1795851757.204352577
ESTAB 0      0      10.0.1.1:55748 10.0.3.2:80
	 skmem:(r0,rb896147,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:640 rtt:192.576/111.076 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:2639946 segs_out:528 segs_in:1826 data_segs_out:1 data_segs_in:1824 send 601529bps lastsnd:2524 lastrcv:8 lastack:8 pacing_rate 1203048bps delivery_rate 505072bps delivered:2 app_limited busy:24ms rcv_rtt:11.359 rcv_space:178104 rcv_ssthresh:534148 minrtt:22.935 rcv_ooopack:13 snd_wnd:32768
# 1795851758.941732567
ESTAB 0      0      10.0.1.1:55748 10.0.3.2:80
	 skmem:(r0,rb1046648,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:640 rtt:192.576/111.076 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:5020458 segs_out:818 segs_in:3471 data_segs_out:1 data_segs_in:3468 send 601529bps lastsnd:4064 lastrcv:152 lastack:152 pacing_rate 1203048bps delivery_rate 505072bps delivered:2 app_limited busy:24ms rcv_rtt:17.742 rcv_space:224440 rcv_ssthresh:624096 minrtt:22.935 rcv_ooopack:24 snd_wnd:32768
# 1795851760.465646903
ESTAB 0      0      10.0.1.1:55748 10.0.3.2:80
	 skmem:(r0,rb1204833,t4,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:640 rtt:192.576/111.076 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:7206938 segs_out:1098 segs_in:4981 data_segs_out:1 data_segs_in:4978 send 601529bps lastsnd:5312 lastrcv:8 lastack:8 pacing_rate 1203048bps delivery_rate 505072bps delivered:2 app_limited busy:24ms rcv_rtt:12.25 rcv_space:260640 rcv_ssthresh:718636 minrtt:22.935 rcv_ooopack:24 snd_wnd:32768
# 1795851761.775701103
ESTAB 0      0      10.0.1.1:55748 10.0.3.2:80
	 skmem:(r0,rb1231855,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:640 rtt:192.576/111.076 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:8555026 segs_out:1190 segs_in:5912 data_segs_out:1 data_segs_in:5909 send 601529bps lastsnd:6428 lastrcv:20 lastack:20 pacing_rate 1203048bps delivery_rate 505072bps delivered:2 app_limited busy:24ms rcv_rtt:37.671 rcv_space:289600 rcv_ssthresh:734786 minrtt:22.935 rcv_ooopack:24 snd_wnd:32768
# 1795851762.768285125
