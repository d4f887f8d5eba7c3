# 1795862737.427951596
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:39580
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:49558
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57712
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:34822
	
# 1795862739.270644807
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:39580
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:49558
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57712
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:34822
	
# 1795862741.064177416
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:39580
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:49558
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57712
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:34822
	
# 1795862742.610134792
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:39580
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                           
ESTAB     0      762272 10.0.3.2:80 10.0.1.1:44642
	 skmem:(r0,rb131072,t0,tb2236928,f1568,w1268192,o0,bl71040,d7) cubic wscale:7,7 rto:228 rtt:26.83/7.676 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:264 ssthresh:241 bytes_sent:4127042 bytes_retrans:2896 bytes_acked:4100978 bytes_received:79 segs_out:2853 segs_in:1423 data_segs_out:2851 data_segs_in:1 send 113983451bps lastrcv:1312 pacing_rate 82346456bps delivery_rate 32680376bps delivered:2836 busy:1312ms rwnd_limited:1236ms(94.2%) unacked:16 retrans:0/2 dsack_dups:2 reordering:44 reord_seen:13 rcv_space:14480 rcv_ssthresh:64088 notsent:1322024 minrtt:2.47 snd_wnd:23808
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:49558
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                           
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57712
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                           
# 1795862744.869558998
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:39580
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                       
ESTAB     0      944816 10.0.3.2:80 10.0.1.1:44642
	 skmem:(r0,rb131072,t0,tb2323968,f1168,w1571696,o0,bl0,d7) cubic wscale:7,7 rto:224 rtt:22.333/2.507 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:267 ssthresh:241 bytes_sent:9301474 bytes_retrans:4344 bytes_acked:9297130 bytes_received:79 segs_out:6427 segs_in:3127 data_segs_out:6425 data_segs_in:1 send 138491380bps lastsnd:160 lastrcv:3480 lastack:156 pacing_rate 166189656bps delivery_rate 1611120bps delivered:6426 busy:3480ms rwnd_limited:3236ms(93.0%) retrans:0/3 dsack_dups:3 reordering:55 reord_seen:60 rcv_space:14480 rcv_ssthresh:64088 notsent:944816 minrtt:2.409
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:49558
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                       
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57712
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                       
# 1795862746.897602007
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:39580
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                          
FIN-WAIT-1 0      203209 10.0.3.2:80 10.0.1.1:44642
	 skmem:(r0,rb131072,t1,tb2323968,f1400,w338568,o0,bl0,d7) cubic wscale:7,7 rto:212 rtt:10.757/10.569 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:129 ssthresh:241 bytes_sent:10405874 bytes_retrans:4344 bytes_acked:10282794 bytes_received:79 segs_out:7194 segs_in:3446 data_segs_out:7189 data_segs_in:1 send 138917542bps lastrcv:5324 pacing_rate 333390472bps delivery_rate 3089888bps delivered:7108 busy:5324ms rwnd_limited:5052ms(94.9%) unacked:82 retrans:0/3 dsack_dups:3 reordering:55 reord_seen:60 rcv_space:14480 rcv_ssthresh:64088 notsent:84473 minrtt:2.409 snd_wnd:120064
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:49558
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                          
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:57712
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                          
# 1795862748.754864795
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:39580
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:44642
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:49558
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57712
	
