# 1795851798.155985751
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36590
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55748
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:40754
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:46516
	
# 1795851799.920779855
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36590
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55748
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:40754
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:46516
	
# 1795851801.547565932
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36590
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55748
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:40754
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:46516
	
# 1795851802.986825021
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36590
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55748
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                
ESTAB     0      362000 10.0.3.2:80 10.0.1.1:38020
	 skmem:(r0,rb131072,t0,tb713728,f112,w602000,o0,bl0,d0) cubic wscale:7,7 rto:208 rtt:7.436/1.532 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:82 ssthresh:82 bytes_sent:511386 bytes_retrans:1448 bytes_acked:486770 bytes_received:79 segs_out:355 segs_in:196 data_segs_out:354 data_segs_in:1 send 127741797bps lastrcv:1072 pacing_rate 153277272bps delivery_rate 3917480bps delivered:339 busy:1072ms rwnd_limited:1060ms(98.9%) unacked:16 retrans:0/1 dsack_dups:1 rcv_space:14480 rcv_ssthresh:64088 notsent:338832 minrtt:2.495 snd_wnd:24576
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:40754
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:46516
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                
# 1795851804.449033546
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36590
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                   
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55748
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                   
ESTAB     0      532864 10.0.3.2:80 10.0.1.1:38020
	 skmem:(r0,rb131072,t0,tb1166336,f2688,w886144,o0,bl0,d0) cubic wscale:7,7 rto:224 rtt:20.482/7.748 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:134 ssthresh:82 bytes_sent:2878866 bytes_retrans:1448 bytes_acked:2877418 bytes_received:79 segs_out:1990 segs_in:1046 data_segs_out:1989 data_segs_in:1 send 75786349bps lastsnd:64 lastrcv:2588 lastack:20 pacing_rate 90941392bps delivery_rate 11368000bps delivered:1990 busy:2588ms rwnd_limited:2508ms(96.9%) retrans:0/1 dsack_dups:1 rcv_space:14480 rcv_ssthresh:64088 notsent:532864 minrtt:2.436 snd_wnd:1408
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:40754
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                   
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:46516
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                   
# 1795851806.213888988
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36590
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                   
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55748
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                   
ESTAB     0      820760 10.0.3.2:80 10.0.1.1:38020
	 skmem:(r0,rb131072,t0,tb1523200,f2984,w1365080,o0,bl0,d0) cubic wscale:7,7 rto:212 rtt:9.473/3.589 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:175 ssthresh:82 bytes_sent:5259634 bytes_retrans:1448 bytes_acked:5255290 bytes_received:79 segs_out:3635 segs_in:1882 data_segs_out:3634 data_segs_in:1 send 213997678bps lastsnd:4 lastrcv:4412 pacing_rate 256776880bps delivery_rate 27256464bps delivered:3633 busy:4412ms rwnd_limited:4288ms(97.2%) unacked:2 retrans:0/1 dsack_dups:1 rcv_space:14480 rcv_ssthresh:64088 notsent:817864 minrtt:2.436 snd_wnd:3840
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:46516
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                   
# 1795851807.745890606
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36590
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                       
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55748
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                       
ESTAB     0      906192 10.0.3.2:80 10.0.1.1:38020
	 skmem:(r0,rb131072,t0,tb1523200,f176,w1507152,o0,bl0,d0) cubic wscale:7,7 rto:212 rtt:8.607/0.955 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:141 ssthresh:130 bytes_sent:6846642 bytes_retrans:1448 bytes_acked:6845194 bytes_received:79 segs_out:4731 segs_in:2448 data_segs_out:4730 data_segs_in:1 send 189769258bps lastsnd:212 lastrcv:5880 lastack:208 pacing_rate 227716488bps delivery_rate 29973088bps delivered:4731 busy:5880ms rwnd_limited:5732ms(97.5%) retrans:0/1 dsack_dups:1 rcv_space:14480 rcv_ssthresh:64088 notsent:906192 minrtt:2.436 snd_wnd:1408
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:46516
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                       
# 1795851809.400086807
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36590
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                            
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55748
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                            
ESTAB     0      690480 10.0.3.2:80 10.0.1.1:38020
	 skmem:(r0,rb131072,t0,tb1523200,f2576,w1148400,o0,bl0,d0) cubic wscale:7,7 rto:208 rtt:6.191/2.54 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:138 ssthresh:130 bytes_sent:8742034 bytes_retrans:1448 bytes_acked:8740586 bytes_received:79 segs_out:6040 segs_in:3148 data_segs_out:6039 data_segs_in:1 send 258212244bps lastsnd:8 lastrcv:7604 lastack:4 pacing_rate 309810904bps delivery_rate 3610408bps delivered:6040 busy:7604ms rwnd_limited:7432ms(97.7%) retrans:0/1 dsack_dups:1 reordering:8 reord_seen:7 rcv_space:14480 rcv_ssthresh:64088 notsent:690480 minrtt:2.387 snd_wnd:1408
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:46516
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                            
# 1795851811.063989006
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:36590
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                        
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:55748
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                        
FIN-WAIT-1 0      223057 10.0.3.2:80 10.0.1.1:38020
	 skmem:(r0,rb131072,t0,tb1523200,f880,w371856,o0,bl0,d0) cubic wscale:7,7 rto:208 rtt:5.876/1.175 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:155 ssthresh:130 bytes_sent:10268738 bytes_retrans:1448 bytes_acked:10262946 bytes_received:79 segs_out:7095 segs_in:3687 data_segs_out:7094 data_segs_in:1 send 305568414bps lastsnd:4 lastrcv:9148 lastack:4 pacing_rate 366682096bps delivery_rate 12066664bps delivered:7092 busy:9148ms rwnd_limited:8960ms(97.9%) unacked:3 retrans:0/1 dsack_dups:1 reordering:8 reord_seen:7 rcv_space:14480 rcv_ssthresh:64088 notsent:218713 minrtt:2.387 snd_wnd:5504
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:46516
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                        
# 1795851812.572675222
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36590
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55748
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:38020
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:46516
	
