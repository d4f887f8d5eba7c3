# 1795862784.720508159
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:39580
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:47054
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:44642
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:45966
	
# 1795862786.644442740
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:39580
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:47054
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:44642
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:45966
	
# 1795862788.511334224
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:39580
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:47054
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:44642
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:45966
	
# 1795862790.084629505
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:39580
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                            
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:47054
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                            
ESTAB     0      0      10.0.1.1:57060 10.0.3.2:80   
	 skmem:(r48160,rb16777216,t176,tb8388608,f992,w0,o0,bl0,d0) bbr wscale:7,7 rto:588 rtt:195.825/73.646 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:65 bytes_sent:79 bytes_acked:80 bytes_received:889314 segs_out:534 segs_in:638 data_segs_out:1 data_segs_in:635 bbr:(bw:58688bps,mrtt:195.201,pacing_gain:2.88672,cwnd_gain:2.88672) send 3845066bps lastsnd:1144 lastrcv:16 pacing_rate 10813312bps delivery_rate 59336bps delivered:2 app_limited busy:196ms rcv_rtt:191 rcv_space:266432 rcv_ssthresh:4178376 minrtt:195.201 rcv_ooopack:183 snd_wnd:4194304
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:44642
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                            
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:45966
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                            
ESTAB     0      0      10.0.3.2:80    10.0.1.1:57060
	 skmem:(r0,rb16777216,t0,tb8388608,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:14.191/1.665 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:132 ssthresh:126 bytes_sent:889314 bytes_acked:889314 bytes_received:79 segs_out:617 segs_in:544 data_segs_out:615 data_segs_in:1 send 107750546bps lastsnd:24 lastrcv:1152 lastack:12 pacing_rate 129297232bps delivery_rate 71608456bps delivered:616 busy:624ms rcv_space:14480 rcv_ssthresh:4194225 minrtt:10.352 snd_wnd:1574400                                                                                   
# 1795862791.928943530
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:39580
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                      
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:47054
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                      
ESTAB     0      0      10.0.1.1:57060 10.0.3.2:80   
	 skmem:(r553840,rb16777216,t52,tb8388608,f3216,w0,o0,bl0,d0) bbr wscale:7,7 rto:588 rtt:195.825/73.646 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:65 bytes_sent:79 bytes_acked:80 bytes_received:4169034 segs_out:1281 segs_in:3113 data_segs_out:1 data_segs_in:3110 bbr:(bw:58688bps,mrtt:195.201,pacing_gain:2.88672,cwnd_gain:2.88672) send 3845066bps lastsnd:2996 lastrcv:72 pacing_rate 10813312bps delivery_rate 59336bps delivered:2 app_limited busy:196ms rcv_rtt:192.125 rcv_space:758752 rcv_ssthresh:4087152 minrtt:195.201 rcv_ooopack:2420 snd_wnd:4194304
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:44642
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                      
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:45966
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                      
ESTAB     0      0      10.0.3.2:80    10.0.1.1:57060
	 skmem:(r0,rb16777216,t0,tb8388608,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:224 rtt:21.642/2.978 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:176 ssthresh:132 bytes_sent:4169034 bytes_acked:4169034 bytes_received:79 segs_out:2882 segs_in:942 data_segs_out:2880 data_segs_in:1 send 94204972bps lastsnd:72 lastrcv:2996 lastack:52 pacing_rate 113045960bps delivery_rate 89183416bps delivered:2881 app_limited busy:1188ms reordering:8 reord_seen:11 rcv_space:14480 rcv_ssthresh:4194304 minrtt:10.352 snd_wnd:2226560                                                 
# 1795862793.791203654
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:39580
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:47054
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                
ESTAB     0      0      10.0.1.1:57060 10.0.3.2:80   
	 skmem:(r0,rb16777216,t92,tb8388608,f0,w0,o0,bl0,d0) bbr wscale:7,7 rto:588 rtt:195.825/73.646 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:65 bytes_sent:79 bytes_acked:80 bytes_received:7234450 segs_out:1961 segs_in:5000 data_segs_out:1 data_segs_in:4997 bbr:(bw:58688bps,mrtt:195.201,pacing_gain:2.88672,cwnd_gain:2.88672) send 3845066bps lastsnd:4824 pacing_rate 10813312bps delivery_rate 59336bps delivered:2 app_limited busy:196ms rcv_rtt:191 rcv_space:1007808 rcv_ssthresh:4176928 minrtt:195.201 rcv_ooopack:3741 snd_wnd:4194304
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:44642
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:45966
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                
ESTAB     0      17376  10.0.3.2:80    10.0.1.1:57060
	 skmem:(r0,rb16777216,t0,tb8388608,f3872,w28896,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:15.883/2.29 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:151 ssthresh:141 bytes_sent:7234450 bytes_acked:7217074 bytes_received:79 segs_out:4999 segs_in:1132 data_segs_out:4997 data_segs_in:1 send 110129321bps lastrcv:4824 lastack:4 pacing_rate 132153104bps delivery_rate 77088872bps delivered:4986 busy:1960ms unacked:12 reordering:8 reord_seen:11 rcv_space:14480 rcv_ssthresh:4194304 minrtt:10.352 snd_wnd:2226560                                
# 1795862795.550118176
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:47054
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                    
ESTAB     0      0      10.0.1.1:57060 10.0.3.2:80   
	 skmem:(r0,rb16777216,t66,tb8388608,f0,w0,o0,bl0,d0) bbr wscale:7,7 rto:588 rtt:195.825/73.646 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:65 bytes_sent:79 bytes_acked:80 bytes_received:9570074 segs_out:2669 segs_in:6613 data_segs_out:1 data_segs_in:6610 bbr:(bw:58688bps,mrtt:195.201,pacing_gain:2.88672,cwnd_gain:2.88672) send 3845066bps lastsnd:6648 lastrcv:4 lastack:4 pacing_rate 10813312bps delivery_rate 59336bps delivered:2 app_limited busy:196ms rcv_rtt:192 rcv_space:1007808 rcv_ssthresh:3993032 minrtt:195.201 rcv_ooopack:4827 snd_wnd:4194304
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:44642
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                    
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:45966
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                    
ESTAB     0      201272 10.0.3.2:80    10.0.1.1:57060
	 skmem:(r0,rb16777216,t0,tb8388608,f1160,w334712,o0,bl0,d0) cubic wscale:7,7 rto:220 rtt:16.045/2.228 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:137 ssthresh:141 bytes_sent:9567178 bytes_acked:9368802 bytes_received:79 segs_out:6610 segs_in:1305 data_segs_out:6608 data_segs_in:1 send 98909816bps lastsnd:4 lastrcv:6648 lastack:4 pacing_rate 118685304bps delivery_rate 67232200bps delivered:6472 busy:2696ms unacked:137 reordering:8 reord_seen:11 rcv_space:14480 rcv_ssthresh:4194304 notsent:2896 minrtt:10.352 snd_wnd:2226560                           
# 1795862797.399859946
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:47054
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:44642
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:45966
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57060
	
