# 1795851817.184725296
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:38020
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:46516
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55748
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36590
	
# 1795851818.868994773
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:38020
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:46516
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55748
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36590
	
# 1795851820.437266917
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:38020
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:46516
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55748
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36590
	
# 1795851821.735345408
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:38020
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                          
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:46516
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                          
ESTAB     0      0      10.0.1.1:44226 10.0.3.2:80   
	 skmem:(r0,rb1213168,t0,tb131072,f0,w0,o0,bl0,d1) cubic wscale:7,7 rto:208 rtt:5.374/2.15 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:457810 segs_out:181 segs_in:320 data_segs_out:1 data_segs_in:318 send 21555638bps lastsnd:812 lastrcv:4 lastack:4 pacing_rate 43108264bps delivery_rate 2327032bps delivered:2 app_limited busy:4ms rcv_rtt:3 rcv_space:39096 rcv_ssthresh:4873 minrtt:4.978 snd_wnd:65152                                                                                
ESTAB     0      357656 10.0.3.2:80    10.0.1.1:44226
	 skmem:(r0,rb262144,t0,tb725058,f3240,w594776,o0,bl0,d0) bbr wscale:7,7 rto:476 rtt:193.274/1.429 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:80 bytes_sent:184138 bytes_acked:100154 bytes_received:79 segs_out:130 segs_in:64 data_segs_out:128 data_segs_in:1 bbr:(bw:2034088bps,mrtt:190.805,pacing_gain:2.88672,cwnd_gain:2.88672) send 4794851bps lastrcv:812 lastack:4 pacing_rate 5813136bps delivery_rate 2032840bps delivered:71 busy:800ms unacked:58 rcv_space:14480 rcv_ssthresh:65536 notsent:273672 minrtt:190.805 snd_wnd:243200
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:55748
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                          
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:36590
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                          
# 1795851823.296972683
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:38020
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                        
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:46516
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                        
ESTAB     0      0       10.0.1.1:44226 10.0.3.2:80   
	 skmem:(r0,rb6722016,t0,tb131072,f0,w0,o0,bl0,d4) cubic wscale:7,7 rto:208 rtt:5.374/2.15 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:5170498 segs_out:1718 segs_in:3579 data_segs_out:1 data_segs_in:3576 send 21555638bps lastsnd:2616 lastrcv:36 lastack:36 pacing_rate 43108264bps delivery_rate 2327032bps delivered:2 app_limited busy:4ms rcv_rtt:6.125 rcv_space:170864 minrtt:4.978 rcv_ooopack:9 snd_wnd:65152                                                                                                                      
ESTAB     0      2057056 10.0.3.2:80    10.0.1.1:44226
	 skmem:(r0,rb262144,t0,tb4017456,f3040,w3421216,o0,bl0,d0) bbr wscale:7,7 rto:408 rtt:191.648/0.572 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:684 ssthresh:328 bytes_sent:3442138 bytes_retrans:13032 bytes_acked:3113442 bytes_received:79 segs_out:2380 segs_in:1027 data_segs_out:2378 data_segs_in:1 bbr:(bw:19216888bps,mrtt:190.378,pacing_gain:1.25,cwnd_gain:2) send 41343797bps lastrcv:2616 pacing_rate 23780896bps delivery_rate 11921776bps delivered:2152 busy:2604ms unacked:218 retrans:0/9 rcv_space:14480 rcv_ssthresh:65536 notsent:1741392 minrtt:190.378 snd_wnd:3415680
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:55748
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                        
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:36590
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                        
# 1795851825.044496324
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:38020
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                         
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:46516
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                         
ESTAB     0      0       10.0.1.1:44226 10.0.3.2:80   
	 skmem:(r0,rb6460314,t12,tb131072,f0,w0,o0,bl0,d4) cubic wscale:7,7 rto:208 rtt:5.374/2.15 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:7657018 segs_out:2540 segs_in:5297 data_segs_out:1 data_segs_in:5294 send 21555638bps lastsnd:4392 pacing_rate 43108264bps delivery_rate 2327032bps delivered:2 app_limited busy:4ms rcv_rtt:4 rcv_space:196928 rcv_ssthresh:7828 minrtt:4.978 rcv_ooopack:17 snd_wnd:65152                                                                                                                             
ESTAB     0      1922696 10.0.3.2:80    10.0.1.1:44226
	 skmem:(r0,rb262144,t0,tb3861048,f1400,w3197576,o0,bl0,d0) bbr wscale:7,7 rto:400 rtt:193.625/1.581 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:660 ssthresh:328 bytes_sent:6086186 bytes_retrans:27512 bytes_acked:5734322 bytes_received:79 segs_out:4206 segs_in:1894 data_segs_out:4204 data_segs_in:1 bbr:(bw:19216888bps,mrtt:190.378,pacing_gain:1.25,cwnd_gain:2) send 39485810bps lastrcv:4392 pacing_rate 23780896bps delivery_rate 11664152bps delivered:3962 busy:4380ms unacked:224 retrans:0/19 rcv_space:14480 rcv_ssthresh:65536 notsent:1598344 minrtt:190.378 snd_wnd:3740032
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:36590
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                         
# 1795851826.813063839
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:38020
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                       
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:46516
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                       
ESTAB     0      0       10.0.1.1:44226 10.0.3.2:80   
	 skmem:(r0,rb4946448,t0,tb131072,f0,w0,o0,bl0,d4) cubic wscale:7,7 rto:208 rtt:5.374/2.15 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:9369706 segs_out:3077 segs_in:6480 data_segs_out:1 data_segs_in:6477 send 21555638bps lastsnd:6128 lastrcv:20 lastack:20 pacing_rate 43108264bps delivery_rate 2327032bps delivered:2 app_limited busy:4ms rcv_rtt:3 rcv_space:196928 minrtt:4.978 rcv_ooopack:17 snd_wnd:65152                                                                                                                        
ESTAB     0      1454696 10.0.3.2:80    10.0.1.1:44226
	 skmem:(r0,rb262144,t0,tb2956276,f1240,w2419496,o0,bl0,d0) bbr wscale:7,7 rto:396 rtt:193.355/1.05 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:506 ssthresh:328 bytes_sent:8230674 bytes_retrans:40544 bytes_acked:7915010 bytes_received:79 segs_out:5687 segs_in:2538 data_segs_out:5685 data_segs_in:1 bbr:(bw:14011504bps,mrtt:190.378,pacing_gain:1.25,cwnd_gain:2) send 30314727bps lastrcv:6128 pacing_rate 17339240bps delivery_rate 9979880bps delivered:5468 busy:6116ms unacked:190 retrans:0/28 rcv_space:14480 rcv_ssthresh:65536 notsent:1179576 minrtt:190.378 snd_wnd:3739904
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:36590
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                       
# 1795851828.478752882
TIME-WAIT  0      0      10.0.3.2:80    10.0.1.1:38020
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                         
TIME-WAIT  0      0      10.0.3.2:80    10.0.1.1:46516
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                         
CLOSE-WAIT 0      0      10.0.1.1:44226 10.0.3.2:80   
	 skmem:(r0,rb3920220,t0,tb131072,f0,w0,o0,bl0,d4) cubic wscale:7,7 rto:208 rtt:5.374/2.15 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:10486003 segs_out:3453 segs_in:7252 data_segs_out:1 data_segs_in:7249 send 21555638bps lastsnd:7636 lastrcv:624 lastack:624 pacing_rate 43108264bps delivery_rate 2327032bps delivered:2 app_limited busy:4ms rcv_rtt:3 rcv_space:196928 rcv_ssthresh:290295 minrtt:4.978 rcv_ooopack:17 snd_wnd:65152                                                                                                                   
FIN-WAIT-1 0      881177 10.0.3.2:80    10.0.1.1:44226
	 skmem:(r0,rb262144,t0,tb2342944,f2344,w1369816,o0,bl0,d0) bbr wscale:7,7 rto:396 rtt:193.431/0.932 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:141 ssthresh:328 bytes_sent:10001578 bytes_retrans:47784 bytes_acked:9604826 bytes_received:79 segs_out:6910 segs_in:3142 data_segs_out:6908 data_segs_in:1 bbr:(bw:11531368bps,mrtt:190.335,pacing_gain:1.25,cwnd_gain:2) send 8444065bps lastrcv:7636 pacing_rate 14270072bps delivery_rate 7569456bps delivered:6738 busy:7624ms unacked:241 retrans:1/33 lost:1 sacked:103 rcv_space:14480 rcv_ssthresh:65536 notsent:532209 minrtt:190.335 snd_wnd:3760128
TIME-WAIT  0      0      10.0.3.2:80    10.0.1.1:36590
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                         
# 1795851830.009655542
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:38020
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:46516
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:44226
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36590
	
