# 1795851783.319275248
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:40754
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55748
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36590
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36158
	
# 1795851784.978714316
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:40754
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55748
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36590
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36158
	
# 1795851786.505599633
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:40754
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55748
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36590
	
# 1795851787.850440710
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:40754
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                 
ESTAB     0      222992 10.0.3.2:80    10.0.1.1:46516
	 skmem:(r0,rb262144,t0,tb472996,f1904,w370832,o0,bl0,d0) bbr wscale:7,7 rto:508 rtt:196.871/5.518 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:50 bytes_sent:114634 bytes_acked:56714 bytes_received:79 segs_out:82 segs_in:36 data_segs_out:80 data_segs_in:1 bbr:(bw:1234536bps,mrtt:190.678,pacing_gain:2.88672,cwnd_gain:2.88672) send 2942028bps lastsnd:4 lastrcv:664 lastack:8 pacing_rate 3528136bps delivery_rate 1189600bps delivered:41 busy:648ms unacked:40 rcv_space:14480 rcv_ssthresh:65536 notsent:165072 minrtt:190.678 snd_wnd:167040
ESTAB     0      0      10.0.1.1:46516 10.0.3.2:80   
	 skmem:(r0,rb791418,t0,tb131072,f0,w0,o0,bl0,d1) cubic wscale:7,7 rto:208 rtt:5.675/2.708 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:279706 segs_out:116 segs_in:197 data_segs_out:1 data_segs_in:195 send 20412335bps lastsnd:664 lastrcv:108 lastack:108 pacing_rate 40819272bps delivery_rate 2920824bps delivered:2 app_limited busy:4ms rcv_rtt:2.375 rcv_space:57920 minrtt:3.966 snd_wnd:65152                                                                                                 
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:55748
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                 
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:36590
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                 
# 1795851789.543891461
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:40754
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                         
ESTAB     0      4672528 10.0.3.2:80    10.0.1.1:46516
	 skmem:(r0,rb262144,t0,tb9318326,f1456,w7551568,o0,bl0,d7) bbr wscale:7,7 rto:412 rtt:200.283/4.52 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:286 bytes_sent:3946042 bytes_retrans:13032 bytes_acked:3237970 bytes_received:79 segs_out:2729 segs_in:1409 data_segs_out:2726 data_segs_in:1 bbr:(bw:25269456bps,mrtt:190.403,pacing_gain:2.88672,cwnd_gain:2.88672) send 16541713bps lastrcv:2692 lastack:4 pacing_rate 72216368bps delivery_rate 17861976bps delivered:2472 busy:2676ms unacked:480 retrans:2/9 lost:2 sacked:234 reordering:5 reord_seen:6 rcv_space:14480 rcv_ssthresh:65536 notsent:3977488 minrtt:190.403 snd_wnd:3128064
ESTAB     0      0       10.0.1.1:46516 10.0.3.2:80   
	 skmem:(r0,rb15591446,t0,tb131072,f0,w0,o0,bl0,d2) cubic wscale:7,7 rto:208 rtt:5.675/2.708 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:7910498 segs_out:2642 segs_in:5468 data_segs_out:1 data_segs_in:5466 send 20412335bps lastsnd:2696 lastrcv:80 lastack:80 pacing_rate 40819272bps delivery_rate 2920824bps delivered:2 app_limited busy:4ms rcv_rtt:23 rcv_space:276568 minrtt:3.966 rcv_ooopack:12 snd_wnd:65152                                                                                                                                                                       
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:55748
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                         
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:36590
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                         
# 1795851791.234981659
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:40754
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                     
ESTAB     0      3416944 10.0.3.2:80    10.0.1.1:46516
	 skmem:(r0,rb262144,t0,tb6816820,f4048,w5656624,o0,bl0,d7) bbr wscale:7,7 rto:400 rtt:194.624/1.607 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:1168 ssthresh:434 bytes_sent:7118610 bytes_retrans:24616 bytes_acked:6685658 bytes_received:79 segs_out:4920 segs_in:2165 data_segs_out:4917 data_segs_in:1 bbr:(bw:31973136bps,mrtt:190.403,pacing_gain:1,cwnd_gain:2) send 69519237bps lastrcv:4184 lastack:4 pacing_rate 31653408bps delivery_rate 13105808bps delivered:4647 busy:4168ms unacked:282 retrans:0/17 sacked:28 reordering:5 reord_seen:6 rcv_space:14480 rcv_ssthresh:65536 notsent:3008608 minrtt:190.403 snd_wnd:3258752
ESTAB     0      0       10.0.1.1:46516 10.0.3.2:80   
	 skmem:(r0,rb11405920,t0,tb131072,f0,w0,o0,bl0,d3) cubic wscale:7,7 rto:208 rtt:5.675/2.708 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:10102602 segs_out:3356 segs_in:6984 data_segs_out:1 data_segs_in:6981 send 20412335bps lastsnd:4184 lastrcv:8 lastack:8 pacing_rate 40819272bps delivery_rate 2920824bps delivered:2 app_limited busy:4ms rcv_rtt:3 rcv_space:276568 minrtt:3.966 rcv_ooopack:12 snd_wnd:65152                                                                                                                                                                     
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:55748
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                     
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:36590
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                     
# 1795851792.731642490
TIME-WAIT  0      0      10.0.3.2:80    10.0.1.1:40754
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                            
FIN-WAIT-1 0      465601 10.0.3.2:80    10.0.1.1:46516
	 skmem:(r0,rb262144,t0,tb6319620,f3520,w774720,o0,bl0,d7) bbr wscale:7,7 rto:396 rtt:192.947/0.827 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:802 ssthresh:434 bytes_sent:10380954 bytes_retrans:37648 bytes_acked:10020402 bytes_received:79 segs_out:7173 segs_in:2950 data_segs_out:7170 data_segs_in:1 bbr:(bw:23357576bps,mrtt:190.4,pacing_gain:1,cwnd_gain:2) send 48149844bps lastrcv:5864 pacing_rate 23124000bps delivery_rate 11626648bps delivered:6922 busy:5848ms unacked:223 retrans:0/26 reordering:5 reord_seen:6 rcv_space:14480 rcv_ssthresh:65536 notsent:142697 minrtt:190.4 snd_wnd:3673984
CLOSE-WAIT 0      0      10.0.1.1:46516 10.0.3.2:80   
	 skmem:(r0,rb10574004,t0,tb131072,f0,w0,o0,bl0,d3) cubic wscale:7,7 rto:208 rtt:5.675/2.708 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:10486003 segs_out:3480 segs_in:7250 data_segs_out:1 data_segs_in:7247 send 20412335bps lastsnd:5864 lastrcv:1000 lastack:1000 pacing_rate 40819272bps delivery_rate 2920824bps delivered:2 app_limited busy:4ms rcv_rtt:3 rcv_space:276568 rcv_ssthresh:2349585 minrtt:3.966 rcv_ooopack:12 snd_wnd:65152                                                                                                                 
TIME-WAIT  0      0      10.0.3.2:80    10.0.1.1:55748
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                            
TIME-WAIT  0      0      10.0.3.2:80    10.0.1.1:36590
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                            
# 1795851794.387729675
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:40754
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:46516
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55748
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36590
	
