# 1795862752.473258647
# 1795862754.259908353
# 1795862756.070603211
# 1795862757.529714550
ESTAB 0      0      10.0.1.1:47054 10.0.3.2:80
	 skmem:(r0,rb1261467,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:608 rtt:182.225/106.17 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:427402 segs_out:276 segs_in:299 data_segs_out:1 data_segs_in:296 send 635698bps lastsnd:1084 lastrcv:172 lastack:172 pacing_rate 1271392bps delivery_rate 1002160bps delivered:2 app_limited busy:12ms rcv_rtt:11.958 rcv_space:91224 rcv_ssthresh:752484 minrtt:11.559 snd_wnd:4194304
# 1795862759.366343480
ESTAB 0      0      10.0.1.1:47054 10.0.3.2:80
	 skmem:(r0,rb1261467,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:608 rtt:182.225/106.17 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:3226386 segs_out:563 segs_in:2232 data_segs_out:1 data_segs_in:2229 send 635698bps lastsnd:2556 lastrcv:108 lastack:108 pacing_rate 1271392bps delivery_rate 1002160bps delivered:2 app_limited busy:12ms rcv_rtt:12 rcv_space:131768 rcv_ssthresh:753923 minrtt:11.559 rcv_ooopack:10 snd_wnd:4194304
# 1795862761.207865497
ESTAB 0      0      10.0.1.1:47054 10.0.3.2:80
	 skmem:(r0,rb1261467,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:608 rtt:182.225/106.17 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:6831906 segs_out:892 segs_in:4723 data_segs_out:1 data_segs_in:4719 send 635698bps lastsnd:4896 lastrcv:200 lastack:200 pacing_rate 1271392bps delivery_rate 1002160bps delivered:2 app_limited busy:12ms rcv_rtt:12 rcv_space:170864 rcv_ssthresh:753923 minrtt:11.559 rcv_ooopack:14 snd_wnd:4194304
# 1795862763.239040379
ESTAB 0      0      10.0.1.1:47054 10.0.3.2:80
	 skmem:(r0,rb1261467,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:608 rtt:182.225/106.17 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:8111938 segs_out:958 segs_in:5607 data_segs_out:1 data_segs_in:5603 send 635698bps lastsnd:6116 lastrcv:364 lastack:364 pacing_rate 1271392bps delivery_rate 1002160bps delivered:2 app_limited busy:12ms rcv_rtt:12.125 rcv_space:170864 rcv_ssthresh:753923 minrtt:11.559 rcv_ooopack:14 snd_wnd:4194304
# 1795862764.370375343
ESTAB 0      0      10.0.1.1:47054 10.0.3.2:80
	 skmem:(r0,rb1261467,t6,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:608 rtt:182.225/106.17 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:10407018 segs_out:1197 segs_in:7192 data_segs_out:1 data_segs_in:7188 send 635698bps lastsnd:7724 pacing_rate 1271392bps delivery_rate 1002160bps delivered:2 app_limited busy:12ms rcv_rtt:11 rcv_space:207064 rcv_ssthresh:753923 minrtt:11.559 rcv_ooopack:17 snd_wnd:4194304
