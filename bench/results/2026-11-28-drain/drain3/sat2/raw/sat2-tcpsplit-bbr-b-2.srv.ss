# 1795851750.957313632
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36158
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:54238
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:40754
	
# 1795851752.672324031
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36158
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:54238
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:40754
	
# 1795851754.397818037
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36158
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:54238
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:40754
	
# 1795851755.850102735
ESTAB     0      134664 10.0.3.2:80 10.0.1.1:55748
	 skmem:(r0,rb131072,t0,tb295936,f1336,w223944,o0,bl0,d0) cubic wscale:7,7 rto:212 rtt:8.014/1.925 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:34 ssthresh:23 bytes_sent:537450 bytes_retrans:1448 bytes_acked:534554 bytes_received:79 segs_out:373 segs_in:208 data_segs_out:372 data_segs_in:1 send 49145995bps lastsnd:4 lastrcv:836 lastack:4 pacing_rate 58973352bps delivery_rate 8924496bps delivered:372 busy:820ms rwnd_limited:768ms(93.7%) unacked:1 retrans:0/1 dsack_dups:1 rcv_space:14480 rcv_ssthresh:64088 notsent:133216 minrtt:2.354 snd_wnd:1920
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36158
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                              
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:54238
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                              
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:40754
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                              
# 1795851757.563813834
ESTAB     0      359104 10.0.3.2:80 10.0.1.1:55748
	 skmem:(r0,rb131072,t0,tb852992,f832,w597184,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:12.961/2.099 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:98 ssthresh:64 bytes_sent:8109042 bytes_retrans:11584 bytes_acked:8029402 bytes_received:79 segs_out:5602 segs_in:2707 data_segs_out:5601 data_segs_in:1 send 87588303bps lastrcv:2556 pacing_rate 105099880bps delivery_rate 71036032bps delivered:5555 busy:2540ms rwnd_limited:1948ms(76.7%) unacked:47 retrans:0/8 dsack_dups:8 reordering:33 reord_seen:22 rcv_space:14480 rcv_ssthresh:64088 notsent:291048 minrtt:2.354 snd_wnd:68864
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36158
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                    
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:54238
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                    
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:40754
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                    
# 1795851759.206189901
ESTAB     0      416896 10.0.3.2:80 10.0.1.1:55748
	 skmem:(r0,rb131072,t0,tb861696,f2944,w693376,o0,bl0,d0) cubic wscale:7,7 rto:212 backoff:2 rtt:9.309/5.738 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:99 ssthresh:64 bytes_sent:8627554 bytes_retrans:13032 bytes_acked:8614522 bytes_received:79 segs_out:5963 segs_in:2881 data_segs_out:5960 data_segs_in:1 send 123194328bps lastsnd:1252 lastrcv:4264 lastack:1032 pacing_rate 147825248bps delivery_rate 3614352bps delivered:5961 busy:4248ms rwnd_limited:3616ms(85.1%) retrans:0/9 dsack_dups:9 reordering:33 reord_seen:22 rcv_space:14480 rcv_ssthresh:64088 notsent:416896 minrtt:2.354
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36158
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                               
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:54238
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                               
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:40754
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                               
# 1795851760.739365973
ESTAB     0      403480 10.0.3.2:80 10.0.1.1:55748
	 skmem:(r0,rb131072,t0,tb896512,f424,w671320,o0,bl0,d0) cubic wscale:7,7 rto:220 rtt:17.059/11.009 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:103 ssthresh:73 bytes_sent:9379450 bytes_retrans:13032 bytes_acked:9366418 bytes_received:79 segs_out:6484 segs_in:3149 data_segs_out:6480 data_segs_in:1 send 69942670bps lastsnd:56 lastrcv:5704 lastack:4 pacing_rate 83927512bps delivery_rate 3332624bps delivered:6481 busy:5688ms rwnd_limited:5004ms(88.0%) retrans:0/9 dsack_dups:9 reordering:33 reord_seen:22 rcv_space:14480 rcv_ssthresh:64088 notsent:403480 minrtt:2.354 snd_wnd:640
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36158
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                            
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:54238
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                            
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:40754
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                            
# 1795851762.191707819
FIN-WAIT-2 0      0      10.0.3.2:80 10.0.1.1:55748
	
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:36158
	
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:54238
	
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:40754
	
# 1795851763.644539964
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55748
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36158
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:54238
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:40754
	
