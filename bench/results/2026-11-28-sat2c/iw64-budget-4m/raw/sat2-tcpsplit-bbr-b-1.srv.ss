# 1795862684.989651616
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:34822
	
# 1795862686.722206304
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:34822
	
# 1795862688.420479382
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:34822
	
# 1795862689.988499293
ESTAB     0      905424 10.0.3.2:80 10.0.1.1:57712
	 skmem:(r0,rb131072,t0,tb1505792,f944,w1506384,o0,bl0,d0) cubic wscale:7,7 rto:212 rtt:11.247/0.975 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:173 ssthresh:31 bytes_sent:4331602 bytes_acked:4331602 bytes_received:79 segs_out:2996 segs_in:1508 data_segs_out:2995 data_segs_in:1 send 178183693bps lastsnd:152 lastrcv:844 lastack:148 pacing_rate 213806168bps delivery_rate 2181952bps delivered:2996 busy:816ms rwnd_limited:392ms(48.0%) rcv_space:14480 rcv_ssthresh:64088 notsent:905424 minrtt:2.553
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:34822
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                          
# 1795862691.859111542
ESTAB     0      1028968 10.0.3.2:80 10.0.1.1:57712
	 skmem:(r0,rb131072,t0,tb1853952,f600,w1711528,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:13.121/13.129 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:213 ssthresh:129 bytes_sent:7282162 bytes_acked:7282162 bytes_received:79 segs_out:5035 segs_in:2464 data_segs_out:5033 data_segs_in:1 send 188049082bps lastsnd:96 lastrcv:2528 lastack:44 pacing_rate 225648144bps delivery_rate 665872bps delivered:5034 busy:2500ms rwnd_limited:1972ms(78.9%) rcv_space:14480 rcv_ssthresh:64088 notsent:1028968 minrtt:2.553 snd_wnd:128
TIME-WAIT 0      0       10.0.3.2:80 10.0.1.1:34822
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                         
# 1795862693.678926710
FIN-WAIT-1 0      475857 10.0.3.2:80 10.0.1.1:57712
	 skmem:(r0,rb131072,t0,tb2297856,f2928,w791696,o0,bl0,d0) cubic wscale:7,7 rto:208 rtt:7.856/3.026 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:210 ssthresh:198 bytes_sent:10010146 bytes_acked:10010146 bytes_received:79 segs_out:6920 segs_in:3342 data_segs_out:6918 data_segs_in:1 send 309653768bps lastsnd:60 lastrcv:4232 lastack:56 pacing_rate 371584520bps delivery_rate 3558832bps delivered:6919 busy:4204ms rwnd_limited:3604ms(85.7%) rcv_space:14480 rcv_ssthresh:64088 notsent:475857 minrtt:2.553 snd_wnd:128
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:34822
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                         
# 1795862695.289791910
FIN-WAIT-2 0      0      10.0.3.2:80 10.0.1.1:57712
	
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:34822
	
# 1795862696.853800765
FIN-WAIT-2 0      0      10.0.3.2:80 10.0.1.1:57712
	
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:34822
	
# 1795862698.234367699
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57712
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:34822
	
