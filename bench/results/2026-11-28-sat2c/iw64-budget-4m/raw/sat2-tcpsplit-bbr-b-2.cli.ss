# 1795862720.924942701
# 1795862723.133190546
# 1795862724.855641463
# 1795862726.520952300
ESTAB 0      0      10.0.1.1:39580 10.0.3.2:80
	 skmem:(r0,rb920663,t4,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:656 rtt:196.369/114.154 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:604058 segs_out:201 segs_in:421 data_segs_out:1 data_segs_in:418 send 589910bps lastsnd:1128 lastrcv:4 lastack:4 pacing_rate 1179816bps delivery_rate 777600bps delivered:2 app_limited busy:16ms rcv_rtt:18.16 rcv_space:44888 rcv_ssthresh:548800 minrtt:14.897 rcv_ooopack:1 snd_wnd:4194304
# 1795862728.483852526
ESTAB 26064  0      10.0.1.1:39580 10.0.3.2:80
	 skmem:(r50568,rb3360955,t6,tb87040,f2680,w0,o0,bl0,d0) cubic wscale:7,7 rto:656 rtt:196.369/114.154 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:4322522 segs_out:827 segs_in:2989 data_segs_out:1 data_segs_in:2986 send 589910bps lastsnd:3024 pacing_rate 1179816bps delivery_rate 777600bps delivered:2 app_limited busy:16ms rcv_rtt:40.184 rcv_space:317112 rcv_ssthresh:2008695 minrtt:14.897 rcv_ooopack:30 snd_wnd:4194304
# 1795862730.366621069
ESTAB 0      0      10.0.1.1:39580 10.0.3.2:80
	 skmem:(r0,rb3360955,t2,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:656 rtt:196.369/114.154 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:7166394 segs_out:1100 segs_in:4953 data_segs_out:1 data_segs_in:4950 send 589910bps lastsnd:4904 lastack:4 pacing_rate 1179816bps delivery_rate 777600bps delivered:2 app_limited busy:16ms rcv_rtt:11.824 rcv_space:317112 rcv_ssthresh:2008695 minrtt:14.897 rcv_ooopack:30 snd_wnd:4194304
# 1795862732.072865835
ESTAB 0      0      10.0.1.1:39580 10.0.3.2:80
	 skmem:(r0,rb3360955,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:656 rtt:196.369/114.154 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:9352874 segs_out:1400 segs_in:6463 data_segs_out:1 data_segs_in:6460 send 589910bps lastsnd:6584 lastrcv:28 lastack:28 pacing_rate 1179816bps delivery_rate 777600bps delivered:2 app_limited busy:16ms rcv_rtt:37.375 rcv_space:317112 rcv_ssthresh:2008695 minrtt:14.897 rcv_ooopack:30 snd_wnd:4194304
# 1795862733.827187701
