# 1795851711.936118096
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:54238
	
# 1795851713.928615594
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:54238
	
# 1795851715.514513177
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:54238
	
# 1795851716.873631502
ESTAB     0      257744 10.0.3.2:80 10.0.1.1:36158
	 skmem:(r0,rb131072,t0,tb435200,f1456,w428624,o0,bl0,d0) cubic wscale:7,7 rto:208 rtt:6.544/0.925 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:50 ssthresh:23 bytes_sent:1326610 bytes_retrans:1448 bytes_acked:1258554 bytes_received:79 segs_out:918 segs_in:456 data_segs_out:917 data_segs_in:1 send 88508557bps lastrcv:1120 pacing_rate 106198096bps delivery_rate 20376424bps delivered:872 busy:1112ms rwnd_limited:1016ms(91.4%) unacked:46 retrans:0/1 dsack_dups:1 rcv_space:14480 rcv_ssthresh:64088 notsent:191136 minrtt:2.559 snd_wnd:67584
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:54238
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                   
# 1795851718.459186926
ESTAB     0      958576 10.0.3.2:80 10.0.1.1:36158
	 skmem:(r0,rb131072,t0,tb1601536,f3344,w1594096,o0,bl0,d0) cubic wscale:7,7 rto:208 rtt:7.397/3.446 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:184 ssthresh:136 bytes_sent:7267754 bytes_retrans:2896 bytes_acked:7264858 bytes_received:79 segs_out:5021 segs_in:2442 data_segs_out:5020 data_segs_in:1 send 288151413bps lastsnd:152 lastrcv:2640 lastack:148 pacing_rate 345781688bps delivery_rate 39347824bps delivered:5021 busy:2632ms rwnd_limited:2164ms(82.2%) retrans:0/2 dsack_dups:2 reordering:21 reord_seen:20 rcv_space:14480 rcv_ssthresh:64088 notsent:958576 minrtt:2.468 snd_wnd:1024
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:54238
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                    
# 1795851720.008108036
ESTAB     0      957552 10.0.3.2:80 10.0.1.1:36158
	 skmem:(r0,rb131072,t0,tb1601536,f272,w1593072,o0,bl0,d0) cubic wscale:7,7 rto:208 backoff:2 rtt:7.061/3.256 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:184 ssthresh:136 bytes_sent:7268778 bytes_retrans:2896 bytes_acked:7265882 bytes_received:79 segs_out:5024 segs_in:2444 data_segs_out:5021 data_segs_in:1 send 301863192bps lastsnd:1464 lastrcv:4172 lastack:1248 pacing_rate 362229416bps delivery_rate 2459440bps delivered:5022 busy:4164ms rwnd_limited:3696ms(88.8%) retrans:0/2 dsack_dups:2 reordering:21 reord_seen:20 rcv_space:14480 rcv_ssthresh:64088 notsent:957552 minrtt:2.468
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:54238
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                 
# 1795851721.526747410
ESTAB     0      763048 10.0.3.2:80 10.0.1.1:36158
	 skmem:(r0,rb131072,t0,tb1627648,f792,w1268968,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:13.18/12.48 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:187 ssthresh:138 bytes_sent:9620802 bytes_retrans:2896 bytes_acked:9617906 bytes_received:79 segs_out:6650 segs_in:3234 data_segs_out:6647 data_segs_in:1 send 164355690bps lastsnd:56 lastrcv:5852 lastack:4 pacing_rate 197221216bps delivery_rate 1120480bps delivered:6648 busy:5844ms rwnd_limited:5288ms(90.5%) retrans:0/2 dsack_dups:2 reordering:21 reord_seen:20 rcv_space:14480 rcv_ssthresh:64088 notsent:763048 minrtt:2.402 snd_wnd:384
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:54238
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                              
# 1795851723.099151698
FIN-WAIT-2 0      0      10.0.3.2:80 10.0.1.1:36158
	
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:54238
	
# 1795851724.596116551
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36158
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:54238
	
