# 1795862701.626236206
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57712
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:34822
	
# 1795862703.556233176
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57712
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:34822
	
# 1795862705.446863751
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57712
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:34822
	
# 1795862707.069388000
ESTAB     0      367792 10.0.3.2:80 10.0.1.1:49558
	 skmem:(r0,rb131072,t0,tb913920,f2768,w611632,o0,bl0,d0) cubic wscale:7,7 rto:212 rtt:8.132/2.054 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:105 ssthresh:56 bytes_sent:2079570 bytes_retrans:1448 bytes_acked:2072330 bytes_received:79 segs_out:1438 segs_in:718 data_segs_out:1437 data_segs_in:1 send 149572061bps lastsnd:4 lastrcv:1040 pacing_rate 179480952bps delivery_rate 10180152bps delivered:1434 busy:1032ms rwnd_limited:912ms(88.4%) unacked:4 retrans:0/1 dsack_dups:1 rcv_space:14480 rcv_ssthresh:64088 notsent:362000 minrtt:2.746 snd_wnd:7168
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57712
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                               
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:34822
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                               
# 1795862709.256772188
ESTAB     0      927656 10.0.3.2:80 10.0.1.1:49558
	 skmem:(r0,rb131072,t0,tb1618944,f1176,w1543016,o0,bl0,d31) cubic wscale:7,7 rto:220 backoff:2 rtt:17.427/13.741 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:186 ssthresh:139 bytes_sent:5409034 bytes_retrans:2896 bytes_acked:5406138 bytes_received:79 segs_out:3742 segs_in:1829 data_segs_out:3738 data_segs_in:1 send 123637115bps lastsnd:1108 lastrcv:3304 lastack:868 pacing_rate 148360280bps delivery_rate 1201408bps delivered:3739 busy:3296ms rwnd_limited:2952ms(89.6%) retrans:0/2 dsack_dups:2 reordering:48 reord_seen:32 rcv_space:14480 rcv_ssthresh:64088 notsent:927656 minrtt:2.746
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57712
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                    
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:34822
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                    
# 1795862711.261386827
ESTAB     0      972072 10.0.3.2:80 10.0.1.1:49558
	 skmem:(r0,rb131072,t0,tb1618944,f728,w1617192,o0,bl0,d31) cubic wscale:7,7 rto:224 rtt:22.07/8.291 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:178 ssthresh:139 bytes_sent:6625826 bytes_retrans:2896 bytes_acked:6622930 bytes_received:79 segs_out:4584 segs_in:2235 data_segs_out:4579 data_segs_in:1 send 93427821bps lastsnd:116 lastrcv:5260 lastack:68 pacing_rate 112110840bps delivery_rate 18274056bps delivered:4580 busy:5252ms rwnd_limited:4876ms(92.8%) retrans:0/2 dsack_dups:2 reordering:48 reord_seen:32 rcv_space:14480 rcv_ssthresh:64088 notsent:972072 minrtt:2.498 snd_wnd:896
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57712
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                 
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:34822
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                 
# 1795862713.353270144
ESTAB     0      839576 10.0.3.2:80 10.0.1.1:49558
	 skmem:(r0,rb131072,t0,tb1653760,f360,w1396376,o0,bl0,d31) cubic wscale:7,7 rto:208 rtt:7.914/2.444 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:190 ssthresh:139 bytes_sent:9121458 bytes_retrans:2896 bytes_acked:9114218 bytes_received:79 segs_out:6308 segs_in:3113 data_segs_out:6303 data_segs_in:1 send 278109679bps lastsnd:4 lastrcv:7320 lastack:4 pacing_rate 333715800bps delivery_rate 15184656bps delivered:6301 busy:7312ms rwnd_limited:6900ms(94.4%) unacked:3 retrans:0/2 dsack_dups:2 reordering:48 reord_seen:46 rcv_space:14480 rcv_ssthresh:64088 notsent:835232 minrtt:2.498 snd_wnd:5120
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57712
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                          
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:34822
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                          
# 1795862715.360388079
FIN-WAIT-2 0      0      10.0.3.2:80 10.0.1.1:49558
	
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:57712
	
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:34822
	
# 1795862717.193358351
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:49558
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57712
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:34822
	
