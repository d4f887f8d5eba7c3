# 1795846053.301100491
# 1795846055.195137339
# 1795846057.238810206
# 1795846059.048559709
ESTAB 0      0      10.0.1.1:38142 10.0.3.2:80
	 skmem:(r0,rb283962,t2,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:632 rtt:189.708/110.271 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:149386 segs_out:74 segs_in:106 data_segs_out:1 data_segs_in:104 send 610623bps lastsnd:1024 lastrcv:4 lastack:4 pacing_rate 1221232bps delivery_rate 799000bps delivered:2 app_limited busy:16ms rcv_rtt:13.25 rcv_space:24616 rcv_ssthresh:168272 minrtt:14.498 snd_wnd:32768
# 1795846060.600775214
ESTAB 0      0      10.0.1.1:38142 10.0.3.2:80
	 skmem:(r0,rb5717801,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:632 rtt:189.708/110.271 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:2586370 segs_out:1229 segs_in:1789 data_segs_out:1 data_segs_in:1787 send 610623bps lastsnd:2956 lastrcv:88 lastack:88 pacing_rate 1221232bps delivery_rate 799000bps delivered:2 app_limited busy:16ms rcv_rtt:35.625 rcv_space:321456 rcv_ssthresh:3376983 minrtt:14.498 snd_wnd:32768
# 1795846062.411448357
ESTAB 10136  0      10.0.1.1:38142 10.0.3.2:80
	 skmem:(r16856,rb5717801,t0,tb87040,f3624,w0,o0,bl0,d0) cubic wscale:7,7 rto:632 rtt:189.708/110.271 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:5142090 segs_out:1422 segs_in:3554 data_segs_out:1 data_segs_in:3552 send 610623bps lastsnd:4716 lastrcv:4 lastack:4 pacing_rate 1221232bps delivery_rate 799000bps delivered:2 app_limited busy:16ms rcv_rtt:12 rcv_space:321456 rcv_ssthresh:3415840 minrtt:14.498 snd_wnd:32768
# 1795846064.236721728
ESTAB 0      0      10.0.1.1:38142 10.0.3.2:80
	 skmem:(r0,rb5717801,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:632 rtt:189.708/110.271 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:7133090 segs_out:1615 segs_in:4929 data_segs_out:1 data_segs_in:4927 send 610623bps lastsnd:6428 lastrcv:64 lastack:64 pacing_rate 1221232bps delivery_rate 799000bps delivered:2 app_limited busy:16ms rcv_rtt:11.5 rcv_space:321456 rcv_ssthresh:3415840 minrtt:14.498 snd_wnd:32768
# 1795846065.918806946
ESTAB 0      0      10.0.1.1:38142 10.0.3.2:80
	 skmem:(r0,rb5717801,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:632 rtt:189.708/110.271 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:9344186 segs_out:1862 segs_in:6456 data_segs_out:1 data_segs_in:6454 send 610623bps lastsnd:8540 lastrcv:128 lastack:128 pacing_rate 1221232bps delivery_rate 799000bps delivered:2 app_limited busy:16ms rcv_rtt:12 rcv_space:321456 rcv_ssthresh:3415840 minrtt:14.498 snd_wnd:32768
# 1795846068.099478457
