# 1795845985.420270654
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55766
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:42528
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:42048
	
# 1795845987.349010003
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55766
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:42528
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:42048
	
# 1795845989.501091108
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55766
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:42048
	
# 1795845991.173294312
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55766
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                    
ESTAB     0      477928 10.0.3.2:80 10.0.1.1:47296
	 skmem:(r0,rb131072,t0,tb905216,f4080,w794640,o0,bl0,d1) cubic wscale:7,7 rto:216 rtt:12.575/1.437 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:104 ssthresh:72 bytes_sent:1856578 bytes_retrans:1448 bytes_acked:1840650 bytes_received:79 segs_out:1285 segs_in:669 data_segs_out:1283 data_segs_in:1 send 95804056bps lastrcv:1292 pacing_rate 114962576bps delivery_rate 77534712bps delivered:1274 busy:1272ms rwnd_limited:1188ms(93.4%) unacked:10 retrans:0/1 dsack_dups:1 reordering:13 reord_seen:10 rcv_space:14480 rcv_ssthresh:64088 notsent:463448 minrtt:2.532 snd_wnd:14720
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:42048
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                    
# 1795845992.966778404
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55766
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                               
ESTAB     0      619912 10.0.3.2:80 10.0.1.1:47296
	 skmem:(r0,rb131072,t0,tb1070592,f440,w1031752,o0,bl0,d1) cubic wscale:7,7 rto:216 backoff:1 rtt:12.293/9.431 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:123 ssthresh:72 bytes_sent:3344954 bytes_retrans:1448 bytes_acked:3343506 bytes_received:79 segs_out:2315 segs_in:1177 data_segs_out:2312 data_segs_in:1 send 115905963bps lastsnd:600 lastrcv:2900 lastack:364 pacing_rate 139084320bps delivery_rate 1253000bps delivered:2313 busy:2880ms rwnd_limited:2772ms(96.2%) retrans:0/1 dsack_dups:1 reordering:13 reord_seen:10 rcv_space:14480 rcv_ssthresh:64088 notsent:619912 minrtt:2.532
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:42048
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                               
# 1795845994.494878255
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55766
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                       
ESTAB     0      616848 10.0.3.2:80 10.0.1.1:47296
	 skmem:(r0,rb131072,t0,tb1070592,f2288,w1025808,o0,bl0,d1) cubic wscale:7,7 rto:208 rtt:7.293/0.546 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:113 ssthresh:91 bytes_sent:4898826 bytes_retrans:1448 bytes_acked:4823530 bytes_received:79 segs_out:3390 segs_in:1695 data_segs_out:3386 data_segs_in:1 send 179486083bps lastrcv:4392 pacing_rate 215379600bps delivery_rate 27211648bps delivered:3336 busy:4372ms rwnd_limited:4200ms(96.1%) unacked:51 retrans:0/1 dsack_dups:1 reordering:13 reord_seen:10 rcv_space:14480 rcv_ssthresh:64088 notsent:543000 minrtt:2.532 snd_wnd:74240
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:42048
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                       
# 1795845996.089192040
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55766
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                        
ESTAB     0      460336 10.0.3.2:80 10.0.1.1:47296
	 skmem:(r0,rb131072,t0,tb1070592,f336,w765616,o0,bl0,d1) cubic wscale:7,7 rto:212 rtt:10.765/1.368 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:121 ssthresh:91 bytes_sent:6530850 bytes_retrans:1448 bytes_acked:6526506 bytes_received:79 segs_out:4519 segs_in:2290 data_segs_out:4514 data_segs_in:1 send 130205667bps lastsnd:4 lastrcv:6104 lastack:4 pacing_rate 156234096bps delivery_rate 51732048bps delivered:4513 busy:6084ms rwnd_limited:5856ms(96.3%) unacked:2 retrans:0/1 dsack_dups:1 reordering:13 reord_seen:10 rcv_space:14480 rcv_ssthresh:64088 notsent:457440 minrtt:2.532 snd_wnd:3456
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:42048
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                        
# 1795845997.733797683
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55766
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                   
ESTAB     0      541208 10.0.3.2:80 10.0.1.1:47296
	 skmem:(r0,rb131072,t0,tb1279488,f872,w900248,o0,bl0,d1) cubic wscale:7,7 rto:212 rtt:11.599/10.325 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:116 ssthresh:109 bytes_sent:7883498 bytes_retrans:1448 bytes_acked:7882050 bytes_received:79 segs_out:5455 segs_in:2751 data_segs_out:5450 data_segs_in:1 send 115849987bps lastsnd:208 lastrcv:7720 lastack:164 pacing_rate 139012488bps delivery_rate 6950240bps delivered:5451 busy:7700ms rwnd_limited:7436ms(96.6%) retrans:0/1 dsack_dups:1 reordering:13 reord_seen:10 rcv_space:14480 rcv_ssthresh:64088 notsent:541208 minrtt:2.428 snd_wnd:1152
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:42048
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                   
# 1795845999.445426700
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55766
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                           
ESTAB     0      596568 10.0.3.2:80 10.0.1.1:47296
	 skmem:(r0,rb131072,t0,tb1279488,f3240,w992088,o0,bl0,d1) cubic wscale:7,7 rto:212 rtt:8.327/2.491 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:115 ssthresh:109 bytes_sent:9310890 bytes_retrans:1448 bytes_acked:9307994 bytes_received:79 segs_out:6443 segs_in:3279 data_segs_out:6436 data_segs_in:1 send 159980785bps lastsnd:24 lastrcv:9480 lastack:20 pacing_rate 191971176bps delivery_rate 17050960bps delivered:6436 busy:9460ms rwnd_limited:9148ms(96.7%) unacked:1 retrans:0/1 dsack_dups:1 reordering:13 reord_seen:10 rcv_space:14480 rcv_ssthresh:64088 notsent:595120 minrtt:2.428 snd_wnd:1664
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:42048
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                           
# 1795846001.249761805
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:55766
	
FIN-WAIT-2 0      0      10.0.3.2:80 10.0.1.1:47296
	
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:42048
	
# 1795846002.865299264
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55766
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:47296
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:42048
	
