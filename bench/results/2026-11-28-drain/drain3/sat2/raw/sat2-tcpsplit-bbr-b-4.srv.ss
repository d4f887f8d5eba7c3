# 1795851817.284998907
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36590
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55748
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:38020
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:46516
	
# 1795851818.978883979
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36590
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55748
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:38020
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:46516
	
# 1795851820.472945247
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36590
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55748
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:38020
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:46516
	
# 1795851821.836154409
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36590
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                  
ESTAB     0      225888 10.0.3.2:80 10.0.1.1:44226
	 skmem:(r0,rb131072,t0,tb374272,f1184,w375648,o0,bl0,d0) cubic wscale:7,7 rto:208 rtt:7.06/1.893 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:43 ssthresh:25 bytes_sent:870490 bytes_retrans:1448 bytes_acked:867594 bytes_received:79 segs_out:603 segs_in:329 data_segs_out:602 data_segs_in:1 send 70554108bps lastsnd:44 lastrcv:1004 lastack:44 pacing_rate 84660432bps delivery_rate 71759288bps delivered:602 busy:1000ms rwnd_limited:928ms(92.8%) unacked:1 retrans:0/1 dsack_dups:1 rcv_space:14480 rcv_ssthresh:64088 notsent:224440 minrtt:2.553 snd_wnd:1792
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55748
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                  
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:38020
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                  
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:46516
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                  
# 1795851823.472592577
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36590
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                
ESTAB     0      757856 10.0.3.2:80 10.0.1.1:44226
	 skmem:(r0,rb131072,t0,tb1288192,f672,w1260896,o0,bl0,d1) cubic wscale:7,7 rto:208 rtt:6.764/1.984 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:148 ssthresh:109 bytes_sent:5364530 bytes_retrans:5792 bytes_acked:5358738 bytes_received:79 segs_out:3708 segs_in:1783 data_segs_out:3706 data_segs_in:1 send 253464222bps lastsnd:24 lastrcv:2784 lastack:20 pacing_rate 304145824bps delivery_rate 16115336bps delivered:3707 busy:2780ms rwnd_limited:2480ms(89.2%) retrans:0/4 dsack_dups:4 reordering:12 reord_seen:5 rcv_space:14480 rcv_ssthresh:64088 notsent:757856 minrtt:2.375 snd_wnd:1408
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55748
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:38020
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:46516
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                
# 1795851825.210743973
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36590
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                
ESTAB     0      693840 10.0.3.2:80 10.0.1.1:44226
	 skmem:(r0,rb131072,t0,tb1314304,f432,w1154640,o0,bl0,d1) cubic wscale:7,7 rto:216 rtt:15.521/10.277 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:151 ssthresh:112 bytes_sent:7671498 bytes_retrans:5792 bytes_acked:7665706 bytes_received:79 segs_out:5302 segs_in:2544 data_segs_out:5300 data_segs_in:1 send 112697893bps lastsnd:64 lastrcv:4460 lastack:20 pacing_rate 135235288bps delivery_rate 742688bps delivered:5301 busy:4456ms rwnd_limited:4060ms(91.1%) retrans:0/4 dsack_dups:4 reordering:21 reord_seen:19 rcv_space:14480 rcv_ssthresh:64088 notsent:693840 minrtt:2.375 snd_wnd:128
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:38020
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:46516
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                
# 1795851826.867316226
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36590
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                        
ESTAB     0      633320 10.0.3.2:80 10.0.1.1:44226
	 skmem:(r0,rb131072,t0,tb1323008,f2968,w1053800,o0,bl0,d1) cubic wscale:7,7 rto:212 rtt:10.308/2.054 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:151 ssthresh:114 bytes_sent:9546362 bytes_retrans:5792 bytes_acked:9530434 bytes_received:79 segs_out:6597 segs_in:3135 data_segs_out:6595 data_segs_in:1 send 169691890bps lastrcv:6232 pacing_rate 203612976bps delivery_rate 17252760bps delivered:6589 busy:6228ms rwnd_limited:5808ms(93.3%) unacked:7 retrans:0/4 dsack_dups:4 reordering:21 reord_seen:19 rcv_space:14480 rcv_ssthresh:64088 notsent:623184 minrtt:2.375 snd_wnd:10752
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:38020
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                        
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:46516
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                        
# 1795851828.629097997
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:36590
	
FIN-WAIT-2 0      0      10.0.3.2:80 10.0.1.1:44226
	
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:38020
	
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:46516
	
# 1795851830.162748129
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36590
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:44226
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:38020
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:46516
	
