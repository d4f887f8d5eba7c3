# 1795846181.964269369
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:49276
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:39696
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57138
	
# 1795846184.113571596
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:49276
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:39696
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57138
	
# 1795846186.205681759
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:49276
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:39696
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57138
	
# 1795846187.757384266
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:49276
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                 
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:39696
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                 
ESTAB     0      382272 10.0.3.2:80 10.0.1.1:43070
	 skmem:(r0,rb131072,t0,tb635392,f3264,w635712,o0,bl0,d0) cubic wscale:7,7 rto:212 rtt:9.596/2.56 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:73 ssthresh:73 bytes_sent:421610 bytes_retrans:1448 bytes_acked:418714 bytes_received:79 segs_out:293 segs_in:165 data_segs_out:292 data_segs_in:1 send 88123385bps lastsnd:28 lastrcv:764 lastack:24 pacing_rate 105738416bps delivery_rate 85930240bps delivered:292 busy:760ms rwnd_limited:748ms(98.4%) unacked:1 retrans:0/1 dsack_dups:1 rcv_space:14480 rcv_ssthresh:64088 notsent:380824 minrtt:2.662 snd_wnd:2304
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57138
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                 
# 1795846189.459983766
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:49276
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:39696
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                
ESTAB     0      567232 10.0.3.2:80 10.0.1.1:43070
	 skmem:(r0,rb131072,t0,tb1410048,f2624,w943552,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:14.311/14.8 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:162 ssthresh:120 bytes_sent:5484202 bytes_retrans:2896 bytes_acked:5481306 bytes_received:79 segs_out:3790 segs_in:1864 data_segs_out:3789 data_segs_in:1 send 131130459bps lastsnd:264 lastrcv:2660 lastack:208 pacing_rate 157353800bps delivery_rate 1470312bps delivered:3790 busy:2656ms rwnd_limited:2456ms(92.5%) retrans:0/2 dsack_dups:2 reordering:21 reord_seen:20 rcv_space:14480 rcv_ssthresh:64088 notsent:567232 minrtt:2.46 snd_wnd:512
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57138
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                
# 1795846191.644592504
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:49276
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:39696
	
ESTAB     0      634560 10.0.3.2:80 10.0.1.1:43070
	 skmem:(r0,rb131072,t0,tb1436160,f768,w1056000,o0,bl0,d0) cubic wscale:7,7 rto:220 rtt:17.755/10.259 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:165 ssthresh:123 bytes_sent:8029066 bytes_retrans:4344 bytes_acked:8024722 bytes_received:79 segs_out:5549 segs_in:2538 data_segs_out:5547 data_segs_in:1 send 107651929bps lastsnd:152 lastrcv:4660 lastack:104 pacing_rate 129179584bps delivery_rate 6541888bps delivered:5548 busy:4656ms rwnd_limited:4364ms(93.7%) retrans:0/3 dsack_dups:3 reordering:21 reord_seen:20 rcv_space:14480 rcv_ssthresh:64088 notsent:634560 minrtt:2.46 snd_wnd:768
# 1795846193.297097082
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:49276
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:39696
	
ESTAB     0      773056 10.0.3.2:80 10.0.1.1:43070
	 skmem:(r0,rb131072,t0,tb1453568,f448,w1285696,o0,bl0,d0) cubic wscale:7,7 rto:208 rtt:6.034/1.65 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:167 ssthresh:123 bytes_sent:9542738 bytes_retrans:4344 bytes_acked:9531154 bytes_received:79 segs_out:6597 segs_in:3060 data_segs_out:6594 data_segs_in:1 send 320604574bps lastsnd:4 lastrcv:6360 lastack:4 pacing_rate 384677672bps delivery_rate 5859376bps delivered:6590 busy:6356ms rwnd_limited:6028ms(94.8%) unacked:5 retrans:0/3 dsack_dups:3 reordering:21 reord_seen:20 rcv_space:14480 rcv_ssthresh:64088 notsent:765816 minrtt:2.46 snd_wnd:7936
# 1795846194.984124982
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:49276
	
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:39696
	
FIN-WAIT-2 0      0      10.0.3.2:80 10.0.1.1:43070
	
# 1795846196.667585143
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:49276
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:39696
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:43070
	
