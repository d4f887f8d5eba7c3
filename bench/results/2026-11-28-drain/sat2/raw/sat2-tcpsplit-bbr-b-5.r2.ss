# 1795846053.289292341
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:33320
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:47296
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:60514
	
# 1795846055.081933122
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:33320
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:47296
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:60514
	
# 1795846057.148237147
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:33320
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:47296
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:60514
	
# 1795846059.036113483
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:33320
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                            
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:47296
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                            
ESTAB     0      0      10.0.1.1:38142 10.0.3.2:80   
	 skmem:(r0,rb788252,t0,tb131072,f0,w0,o0,bl0,d1) cubic wscale:7,7 rto:208 rtt:5.599/2.913 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:392098 segs_out:154 segs_in:275 data_segs_out:1 data_segs_in:273 send 20689409bps lastsnd:1036 lastrcv:8 lastack:8 pacing_rate 41375120bps delivery_rate 3617736bps delivered:2 app_limited busy:4ms rcv_rtt:4.127 rcv_space:50680 minrtt:3.202 snd_wnd:65152                                                                                                                               
ESTAB     0      231128 10.0.3.2:80    10.0.1.1:38142
	 skmem:(r0,rb262144,t0,tb471104,f296,w384728,o0,bl0,d0) bbr wscale:7,7 rto:460 rtt:194.001/1.825 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:86 bytes_sent:263778 bytes_retrans:1448 bytes_acked:160970 bytes_received:79 segs_out:185 segs_in:108 data_segs_out:183 data_segs_in:1 bbr:(bw:2185992bps,mrtt:190.691,pacing_gain:2.88672,cwnd_gain:2.88672) send 5135149bps lastrcv:1036 lastack:4 pacing_rate 6247248bps delivery_rate 2186528bps delivered:113 busy:1028ms unacked:70 retrans:0/1 rcv_space:14480 rcv_ssthresh:65536 notsent:129768 minrtt:190.691 snd_wnd:349952
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:60514
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                            
# 1795846060.733213211
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:33320
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:47296
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                
ESTAB     0      0       10.0.1.1:38142 10.0.3.2:80   
	 skmem:(r0,rb4952514,t0,tb131072,f0,w0,o0,bl0,d1) cubic wscale:7,7 rto:208 rtt:5.599/2.913 ato:80 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:4565362 segs_out:1571 segs_in:3158 data_segs_out:1 data_segs_in:3156 send 20689409bps lastsnd:3060 lastrcv:192 lastack:192 pacing_rate 41375120bps delivery_rate 3617736bps delivered:2 app_limited busy:4ms rcv_rtt:5 rcv_space:273672 minrtt:3.202 snd_wnd:65152                                                                                                                                                             
ESTAB     0      1677808 10.0.3.2:80    10.0.1.1:38142
	 skmem:(r0,rb262144,t0,tb2959902,f3984,w2605168,o0,bl0,d0) bbr wscale:7,7 rto:408 rtt:196.069/2.91 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:560 ssthresh:306 bytes_sent:3405938 bytes_retrans:14480 bytes_acked:2887554 bytes_received:79 segs_out:2355 segs_in:814 data_segs_out:2353 data_segs_in:1 bbr:(bw:17798680bps,mrtt:190.361,pacing_gain:1,cwnd_gain:2) send 33085495bps lastrcv:3060 lastack:4 pacing_rate 17620696bps delivery_rate 13731384bps delivered:2194 busy:3052ms unacked:348 retrans:2/10 lost:2 sacked:198 rcv_space:14480 rcv_ssthresh:65536 notsent:1173904 minrtt:190.361 snd_wnd:3668736
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:60514
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                
# 1795846062.597538852
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:33320
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                               
ESTAB     0      0       10.0.1.1:38142 10.0.3.2:80   
	 skmem:(r0,rb6256444,t0,tb131072,f0,w0,o0,bl0,d1) cubic wscale:7,7 rto:208 rtt:5.599/2.913 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:7052218 segs_out:2433 segs_in:4876 data_segs_out:1 data_segs_in:4874 send 20689409bps lastsnd:4740 lastrcv:12 lastack:12 pacing_rate 41375120bps delivery_rate 3617736bps delivered:2 app_limited busy:4ms rcv_rtt:2 rcv_space:273672 minrtt:3.202 snd_wnd:65152                                                                                                                                              
ESTAB     0      1858000 10.0.3.2:80    10.0.1.1:38142
	 skmem:(r0,rb262144,t0,tb3739204,f1840,w3090640,o0,bl0,d0) bbr wscale:7,7 rto:400 rtt:195.118/2.044 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:642 ssthresh:306 bytes_sent:5496850 bytes_retrans:26064 bytes_acked:5194218 bytes_received:79 segs_out:3799 segs_in:1372 data_segs_out:3797 data_segs_in:1 bbr:(bw:17798680bps,mrtt:190.361,pacing_gain:1,cwnd_gain:2) send 38115028bps lastrcv:4740 lastack:4 pacing_rate 17620696bps delivery_rate 9469872bps delivered:3589 busy:4732ms unacked:191 retrans:0/18 rcv_space:14480 rcv_ssthresh:65536 notsent:1581432 minrtt:190.361 snd_wnd:3658624
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:60514
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                               
# 1795846064.281064949
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:33320
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                
ESTAB     0      0       10.0.1.1:38142 10.0.3.2:80   
	 skmem:(r0,rb4816126,t0,tb131072,f0,w0,o0,bl0,d2) cubic wscale:7,7 rto:208 rtt:5.599/2.913 ato:80 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:8497410 segs_out:2899 segs_in:5876 data_segs_out:1 data_segs_in:5873 send 20689409bps lastsnd:6492 lastrcv:212 lastack:212 pacing_rate 41375120bps delivery_rate 3617736bps delivered:2 app_limited busy:4ms rcv_rtt:3.375 rcv_space:273672 minrtt:3.202 snd_wnd:65152                                                                                                                                                         
ESTAB     0      1364320 10.0.3.2:80    10.0.1.1:38142
	 skmem:(r0,rb262144,t0,tb2878388,f1376,w2173600,o0,bl0,d0) bbr wscale:7,7 rto:396 rtt:194.959/1.542 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:141 ssthresh:306 bytes_sent:7508122 bytes_retrans:39096 bytes_acked:7133090 bytes_received:79 segs_out:5188 segs_in:1998 data_segs_out:5186 data_segs_in:1 bbr:(bw:13756728bps,mrtt:190.352,pacing_gain:1,cwnd_gain:2) send 8377885bps lastrcv:6492 lastack:4 pacing_rate 13619160bps delivery_rate 8413232bps delivered:5031 busy:6484ms unacked:232 retrans:1/27 lost:1 sacked:103 rcv_space:14480 rcv_ssthresh:65536 notsent:1028384 minrtt:190.352 snd_wnd:3654272
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:60514
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                
# 1795846066.069094518
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:33320
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                              
ESTAB     0      0       10.0.1.1:38142 10.0.3.2:80   
	 skmem:(r0,rb4711684,t0,tb131072,f0,w0,o0,bl0,d2) cubic wscale:7,7 rto:208 rtt:5.599/2.913 ato:80 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:10402258 segs_out:3559 segs_in:7193 data_segs_out:1 data_segs_in:7190 send 20689409bps lastsnd:8248 lastrcv:188 lastack:188 pacing_rate 41375120bps delivery_rate 3617736bps delivered:2 app_limited busy:4ms rcv_rtt:6 rcv_space:273672 minrtt:3.202 snd_wnd:65152                                                                                                                                                          
ESTAB     0      1409936 10.0.3.2:80    10.0.1.1:38142
	 skmem:(r0,rb262144,t0,tb2815968,f48,w2207696,o0,bl0,d0) bbr wscale:7,7 rto:400 rtt:196.196/1.674 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:150 ssthresh:306 bytes_sent:9442650 bytes_retrans:50680 bytes_acked:8992322 bytes_received:79 segs_out:6524 segs_in:2588 data_segs_out:6522 data_segs_in:1 bbr:(bw:13693896bps,mrtt:190.352,pacing_gain:1,cwnd_gain:2) send 8856450bps lastrcv:8248 lastack:8 pacing_rate 13556952bps delivery_rate 8690040bps delivered:6359 busy:8240ms unacked:276 retrans:1/35 lost:1 sacked:147 rcv_space:14480 rcv_ssthresh:65536 notsent:1010288 minrtt:190.352 snd_wnd:3571712
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:60514
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                              
# 1795846067.959218739
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:33320
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:38142
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:60514
	
