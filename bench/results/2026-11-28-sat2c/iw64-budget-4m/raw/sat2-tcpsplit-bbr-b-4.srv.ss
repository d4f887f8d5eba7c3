# 1795862784.719571310
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:39580
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:44642
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:45966
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:47054
	
# 1795862786.708942544
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:39580
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:44642
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:45966
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:47054
	
# 1795862788.443523117
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:39580
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:44642
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:45966
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:47054
	
# 1795862789.835936394
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:39580
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                              
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:44642
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                              
ESTAB     0      795248 10.0.3.2:80 10.0.1.1:57060
	 skmem:(r0,rb131072,t0,tb1505792,f3856,w1323248,o0,bl0,d0) cubic wscale:7,7 rto:212 rtt:9.266/0.366 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:173 ssthresh:22 bytes_sent:4646578 bytes_acked:4396074 bytes_received:79 segs_out:3211 segs_in:1507 data_segs_out:3210 data_segs_in:1 send 216278006bps lastsnd:4 lastrcv:844 lastack:4 pacing_rate 259512600bps delivery_rate 55925328bps delivered:3038 busy:840ms rwnd_limited:448ms(53.3%) unacked:173 reordering:55 reord_seen:14 rcv_space:14480 rcv_ssthresh:64088 notsent:544744 minrtt:2.491 snd_wnd:329088
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:45966
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                              
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:47054
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                              
# 1795862791.719739141
TIME-WAIT 0      0       10.0.3.2:80 10.0.1.1:39580
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                    
TIME-WAIT 0      0       10.0.3.2:80 10.0.1.1:44642
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                    
ESTAB     0      1307240 10.0.3.2:80 10.0.1.1:57060
	 skmem:(r0,rb131072,t0,tb2184704,f856,w2174120,o0,bl0,d0) cubic wscale:7,7 rto:232 rtt:30.585/6.999 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:251 ssthresh:22 bytes_sent:7606890 bytes_acked:7606890 bytes_received:79 segs_out:5256 segs_in:2479 data_segs_out:5255 data_segs_in:1 send 95065686bps lastsnd:148 lastrcv:2628 lastack:96 pacing_rate 114076952bps delivery_rate 4231312bps delivered:5256 busy:2624ms rwnd_limited:2176ms(82.9%) reordering:55 reord_seen:14 rcv_space:14480 rcv_ssthresh:64088 notsent:1307240 minrtt:2.491 snd_wnd:512
TIME-WAIT 0      0       10.0.3.2:80 10.0.1.1:45966
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                    
TIME-WAIT 0      0       10.0.3.2:80 10.0.1.1:47054
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                    
# 1795862793.478682471
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:39580
	
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:44642
	
FIN-WAIT-2 0      0      10.0.3.2:80 10.0.1.1:57060
	
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:45966
	
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:47054
	
# 1795862795.494294763
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:44642
	
FIN-WAIT-2 0      0      10.0.3.2:80 10.0.1.1:57060
	
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:45966
	
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:47054
	
# 1795862797.143479004
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:44642
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57060
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:45966
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:47054
	
