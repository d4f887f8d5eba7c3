# 1795862721.006660754
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:49558
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57712
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:34822
	
# 1795862723.069134270
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:49558
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57712
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:34822
	
# 1795862724.766203857
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:49558
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57712
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:34822
	
# 1795862726.438590577
ESTAB     0      903848 10.0.3.2:80 10.0.1.1:39580
	 skmem:(r0,rb131072,t0,tb1549312,f3480,w1503848,o0,bl0,d22) cubic wscale:7,7 rto:220 rtt:16.856/12.17 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:178 ssthresh:133 bytes_sent:4631674 bytes_retrans:10136 bytes_acked:4621538 bytes_received:79 segs_out:3203 segs_in:1602 data_segs_out:3201 data_segs_in:1 send 122327480bps lastsnd:68 lastrcv:1128 lastack:60 pacing_rate 146789704bps delivery_rate 1101448bps delivered:3202 busy:1100ms rwnd_limited:656ms(59.6%) retrans:0/7 dsack_dups:7 reordering:64 reord_seen:30 rcv_space:14480 rcv_ssthresh:64088 notsent:903848 minrtt:2.534
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:49558
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                      
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57712
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                      
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:34822
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                      
# 1795862728.661937627
ESTAB     0      794864 10.0.3.2:80 10.0.1.1:39580
	 skmem:(r0,rb131072,t0,tb1627648,f1104,w1321904,o0,bl0,d22) cubic wscale:7,7 rto:220 rtt:16.146/10.38 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:187 ssthresh:133 bytes_sent:8685010 bytes_retrans:10136 bytes_acked:8674874 bytes_received:79 segs_out:6004 segs_in:2918 data_segs_out:6002 data_segs_in:1 send 134163756bps lastsnd:184 lastrcv:3240 lastack:140 pacing_rate 160992760bps delivery_rate 764032bps delivered:6003 busy:3212ms rwnd_limited:2600ms(80.9%) retrans:0/7 dsack_dups:7 reordering:64 reord_seen:30 rcv_space:14480 rcv_ssthresh:64088 notsent:794864 minrtt:2.534 snd_wnd:1408
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:49558
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                     
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57712
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                     
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:34822
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                     
# 1795862730.474162139
FIN-WAIT-2 0      0      10.0.3.2:80 10.0.1.1:39580
	
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:49558
	
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:57712
	
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:34822
	
# 1795862732.337795937
FIN-WAIT-2 0      0      10.0.3.2:80 10.0.1.1:39580
	
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:49558
	
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:57712
	
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:34822
	
# 1795862734.074550508
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:39580
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:49558
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57712
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:34822
	
