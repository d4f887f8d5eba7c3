# 1795845916.549442862
# 1795845918.305476243
# 1795845920.085875566
# 1795845921.877307758
ESTAB 0      0      10.0.1.1:42528 10.0.3.2:80
	 skmem:(r0,rb131072,t2,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:632 rtt:189.629/110.475 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:84226 segs_out:60 segs_in:61 data_segs_out:1 data_segs_in:59 send 610877bps lastsnd:784 lastrcv:4 lastack:4 pacing_rate 1221744bps delivery_rate 956088bps delivered:2 app_limited busy:12ms rcv_rtt:14.884 rcv_space:14480 rcv_ssthresh:76896 minrtt:12.116 snd_wnd:32768
# 1795845923.583239536
ESTAB 0      0      10.0.1.1:42528 10.0.3.2:80
	 skmem:(r0,rb2353188,t2,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:632 rtt:189.629/110.475 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:2884658 segs_out:704 segs_in:1995 data_segs_out:1 data_segs_in:1993 send 610877bps lastsnd:2636 pacing_rate 1221744bps delivery_rate 956088bps delivered:2 app_limited busy:12ms rcv_rtt:27 rcv_space:305528 rcv_ssthresh:1404958 minrtt:12.116 snd_wnd:32768
# 1795845925.470829502
ESTAB 0      0      10.0.1.1:42528 10.0.3.2:80
	 skmem:(r0,rb2353188,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:632 rtt:189.629/110.475 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:6566922 segs_out:924 segs_in:4538 data_segs_out:1 data_segs_in:4536 send 610877bps lastsnd:4380 lastrcv:120 lastack:120 pacing_rate 1221744bps delivery_rate 956088bps delivered:2 app_limited busy:12ms rcv_rtt:24 rcv_space:318560 rcv_ssthresh:1404958 minrtt:12.116 rcv_ooopack:6 snd_wnd:32768
# 1795845927.083047956
ESTAB 11584  0      10.0.1.1:42528 10.0.3.2:80
	 skmem:(r19264,rb2353188,t2,tb87040,f1216,w0,o0,bl0,d0) cubic wscale:7,7 rto:632 rtt:189.629/110.475 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:9480298 segs_out:1132 segs_in:6550 data_segs_out:1 data_segs_in:6548 send 610877bps lastsnd:5996 pacing_rate 1221744bps delivery_rate 956088bps delivered:2 app_limited busy:12ms rcv_rtt:12.796 rcv_space:318560 rcv_ssthresh:1404958 minrtt:12.116 rcv_ooopack:6 snd_wnd:32768
# 1795845928.626206271
