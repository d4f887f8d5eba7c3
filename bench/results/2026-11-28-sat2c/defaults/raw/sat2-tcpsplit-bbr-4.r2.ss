# 1795862504.851145899
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:58838
	
# 1795862506.831906138
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:58838
	
# 1795862508.714241866
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:58838
	
# 1795862510.255313642
ESTAB     0      612504 10.0.3.2:80    10.0.1.1:52438
	 skmem:(r0,rb262144,t0,tb1233492,f1320,w1018584,o0,bl0,d0) bbr wscale:7,7 rto:476 rtt:193.906/2.12 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:121 bytes_sent:285498 bytes_acked:159522 bytes_received:79 segs_out:200 segs_in:105 data_segs_out:198 data_segs_in:1 bbr:(bw:3109832bps,mrtt:190.651,pacing_gain:2.88672,cwnd_gain:2.88672) send 7228575bps lastrcv:972 lastack:4 pacing_rate 8887440bps delivery_rate 3110408bps delivered:112 busy:952ms unacked:87 rcv_space:14480 rcv_ssthresh:65536 notsent:486528 minrtt:190.651 snd_wnd:375680
ESTAB     0      0      10.0.1.1:52438 10.0.3.2:80   
	 skmem:(r0,rb2424560,t4,tb131072,f0,w0,o0,bl0,d1) cubic wscale:7,7 rto:208 rtt:6.75/3.025 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:774922 segs_out:300 segs_in:539 data_segs_out:1 data_segs_in:537 send 17161481bps lastsnd:972 pacing_rate 34321688bps delivery_rate 1304504bps delivered:2 app_limited busy:8ms rcv_rtt:3 rcv_space:73848 rcv_ssthresh:109127 minrtt:6.446 snd_wnd:65152                                                                                                      
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:58838
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                              
# 1795862512.192659412
ESTAB     0      3878680 10.0.3.2:80    10.0.1.1:52438
	 skmem:(r0,rb262144,t0,tb8491206,f2920,w6284440,o0,bl0,d0) bbr wscale:7,7 rto:404 rtt:193.93/0.941 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:376 ssthresh:366 bytes_sent:4396370 bytes_retrans:23168 bytes_acked:3772282 bytes_received:79 segs_out:3039 segs_in:1152 data_segs_out:3037 data_segs_in:1 bbr:(bw:21264792bps,mrtt:190.333,pacing_gain:1,cwnd_gain:2) send 22459568bps lastrcv:3192 pacing_rate 21052144bps delivery_rate 15056720bps delivered:2785 busy:3172ms unacked:415 retrans:1/16 lost:1 sacked:178 reordering:18 reord_seen:4 rcv_space:14480 rcv_ssthresh:65536 notsent:3337128 minrtt:190.333 snd_wnd:3384320
ESTAB     0      0       10.0.1.1:52438 10.0.3.2:80   
	 skmem:(r0,rb14207508,t16,tb131072,f0,w0,o0,bl0,d3) cubic wscale:7,7 rto:208 rtt:6.75/3.025 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:7710330 segs_out:2471 segs_in:5333 data_segs_out:1 data_segs_in:5330 send 17161481bps lastsnd:3192 pacing_rate 34321688bps delivery_rate 1304504bps delivered:2 app_limited busy:8ms rcv_rtt:5 rcv_space:283808 rcv_ssthresh:307555 minrtt:6.446 rcv_ooopack:14 snd_wnd:65152                                                                                                                                                                   
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:58838
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                  
# 1795862514.110257770
ESTAB     0      2117704 10.0.3.2:80    10.0.1.1:52438
	 skmem:(r0,rb262144,t0,tb4258824,f376,w3522184,o0,bl0,d0) bbr wscale:7,7 rto:400 rtt:195.533/1.702 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:544 ssthresh:366 bytes_sent:6798602 bytes_retrans:36200 bytes_acked:6571266 bytes_received:79 segs_out:4698 segs_in:1775 data_segs_out:4696 data_segs_in:1 bbr:(bw:15830864bps,mrtt:190.333,pacing_gain:1,cwnd_gain:2) send 32228299bps lastrcv:4916 lastack:4 pacing_rate 15672560bps delivery_rate 7504448bps delivered:4540 busy:4896ms unacked:132 retrans:0/25 reordering:18 reord_seen:4 rcv_space:14480 rcv_ssthresh:65536 notsent:1926568 minrtt:190.333 snd_wnd:3562496
ESTAB     0      0       10.0.1.1:52438 10.0.3.2:80   
	 skmem:(r0,rb7125874,t0,tb131072,f0,w0,o0,bl0,d5) cubic wscale:7,7 rto:208 rtt:6.75/3.025 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:8688970 segs_out:2707 segs_in:6011 data_segs_out:1 data_segs_in:6006 send 17161481bps lastsnd:4916 lastrcv:4 lastack:4 pacing_rate 34321688bps delivery_rate 1304504bps delivered:2 app_limited busy:8ms rcv_rtt:4.69 rcv_space:283808 rcv_ssthresh:11708 minrtt:6.446 rcv_ooopack:14 snd_wnd:65152                                                                                                                                      
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:58838
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                         
# 1795862515.928106460
ESTAB     0      1414064 10.0.3.2:80    10.0.1.1:52438
	 skmem:(r0,rb262144,t0,tb2814784,f80,w2289584,o0,bl0,d0) bbr wscale:7,7 rto:400 rtt:196.126/3.449 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:201 ssthresh:366 bytes_sent:9018386 bytes_retrans:52128 bytes_acked:8672314 bytes_received:79 segs_out:6231 segs_in:2426 data_segs_out:6229 data_segs_in:1 bbr:(bw:13849248bps,mrtt:190.333,pacing_gain:1,cwnd_gain:2) send 11871878bps lastrcv:6836 pacing_rate 13710752bps delivery_rate 8516088bps delivered:6058 busy:6816ms unacked:203 retrans:1/36 lost:1 sacked:67 reordering:18 reord_seen:4 rcv_space:14480 rcv_ssthresh:65536 notsent:1120120 minrtt:190.333 snd_wnd:3326464
ESTAB     0      0       10.0.1.1:52438 10.0.3.2:80   
	 skmem:(r0,rb4709702,t0,tb131072,f0,w0,o0,bl0,d8) cubic wscale:7,7 rto:208 rtt:6.75/3.025 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:10086378 segs_out:3217 segs_in:6980 data_segs_out:1 data_segs_in:6973 send 17161481bps lastsnd:6836 lastrcv:40 lastack:40 pacing_rate 34321688bps delivery_rate 1304504bps delivered:2 app_limited busy:8ms rcv_rtt:7 rcv_space:283808 minrtt:6.446 rcv_ooopack:17 snd_wnd:65152                                                                                                                                                               
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:58838
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                               
# 1795862517.842737747
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:52438
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:58838
	
