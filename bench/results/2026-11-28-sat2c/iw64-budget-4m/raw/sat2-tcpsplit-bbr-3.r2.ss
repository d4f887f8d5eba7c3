# 1795862737.428869600
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:49558
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57712
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:34822
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:39580
	
# 1795862739.421792377
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:49558
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57712
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:34822
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:39580
	
# 1795862741.132746423
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:49558
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57712
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:34822
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:39580
	
# 1795862742.720933971
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:49558
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                   
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:57712
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                   
ESTAB     0      0       10.0.1.1:44642 10.0.3.2:80   
	 skmem:(r0,rb7860916,t0,tb131072,f0,w0,o0,bl0,d1) cubic wscale:7,7 rto:204 rtt:2.944/1.203 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:3068554 segs_out:1070 segs_in:2123 data_segs_out:1 data_segs_in:2121 send 39347826bps lastsnd:1156 pacing_rate 78685624bps delivery_rate 4366376bps delivered:2 app_limited rcv_rtt:3.125 rcv_space:157832 rcv_ssthresh:14887 minrtt:2.653 rcv_ooopack:1 snd_wnd:65152                                                                                                                                                            
ESTAB     0      2334176 10.0.3.2:80    10.0.1.1:44642
	 skmem:(r0,rb262144,t0,tb4698126,f1312,w3881696,o0,bl0,d0) bbr wscale:7,7 rto:456 rtt:193.061/0.786 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:502 bytes_sent:1074658 bytes_acked:734378 bytes_received:79 segs_out:745 segs_in:501 data_segs_out:743 data_segs_in:1 bbr:(bw:12151408bps,mrtt:190.491,pacing_gain:2.88672,cwnd_gain:2.88672) send 30120884bps lastrcv:1156 pacing_rate 34726920bps delivery_rate 12151424bps delivered:509 busy:1152ms rwnd_limited:116ms(10.1%) sndbuf_limited:172ms(14.9%) unacked:235 reordering:10 rcv_space:14480 rcv_ssthresh:65536 notsent:1993896 minrtt:190.491 snd_wnd:1517952
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:39580
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                   
# 1795862744.676299640
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:49558
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                         
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:57712
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                         
ESTAB     0      0       10.0.1.1:44642 10.0.3.2:80   
	 skmem:(r0,rb11260914,t0,tb131072,f0,w0,o0,bl0,d3) cubic wscale:7,7 rto:204 rtt:2.944/1.203 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:9297130 segs_out:3127 segs_in:6428 data_segs_out:1 data_segs_in:6425 send 39347826bps lastsnd:3396 lastrcv:76 lastack:76 pacing_rate 78685624bps delivery_rate 4366376bps delivered:2 app_limited rcv_rtt:4 rcv_space:372136 minrtt:2.653 rcv_ooopack:57 snd_wnd:65152                                                                                                                                                                                                                                 
ESTAB     0      3924808 10.0.3.2:80    10.0.1.1:44642
	 skmem:(r0,rb262144,t0,tb6730156,f3320,w6460168,o0,bl0,d9) bbr wscale:7,7 rto:404 rtt:196.461/1.287 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:705 ssthresh:530 bytes_sent:5798034 bytes_retrans:23168 bytes_acked:5372322 bytes_received:79 segs_out:4008 segs_in:1605 data_segs_out:4005 data_segs_in:1 bbr:(bw:30913280bps,mrtt:190.327,pacing_gain:1.25,cwnd_gain:2) send 41569166bps lastrcv:3396 pacing_rate 38255184bps delivery_rate 13357904bps delivered:3784 busy:3392ms rwnd_limited:116ms(3.4%) sndbuf_limited:172ms(5.1%) unacked:278 retrans:1/16 lost:1 sacked:72 reordering:10 reord_seen:2 rcv_space:14480 rcv_ssthresh:65536 notsent:3522264 minrtt:190.327 snd_wnd:3340288
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:39580
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                         
# 1795862746.892509271
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:49558
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                      
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:57712
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                      
ESTAB     0      0       10.0.1.1:44642 10.0.3.2:80   
	 skmem:(r0,rb6295008,t0,tb131072,f0,w0,o0,bl0,d6) cubic wscale:7,7 rto:204 rtt:2.944/1.203 ato:80 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:10434834 segs_out:3505 segs_in:7218 data_segs_out:1 data_segs_in:7212 send 39347826bps lastsnd:5420 lastrcv:72 lastack:72 pacing_rate 78685624bps delivery_rate 4366376bps delivered:2 app_limited rcv_rtt:6 rcv_space:372136 minrtt:2.653 rcv_ooopack:57 snd_wnd:65152                                                                                                                                                                                                                              
ESTAB     0      1881256 10.0.3.2:80    10.0.1.1:44642
	 skmem:(r0,rb262144,t0,tb3762252,f2392,w3040936,o0,bl0,d9) bbr wscale:7,7 rto:396 rtt:194.072/0.969 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:207 ssthresh:530 bytes_sent:9011146 bytes_retrans:37648 bytes_acked:8553578 bytes_received:79 segs_out:6227 segs_in:2352 data_segs_out:6224 data_segs_in:1 bbr:(bw:18534712bps,mrtt:190.327,pacing_gain:1,cwnd_gain:2) send 12355662bps lastrcv:5424 pacing_rate 18349360bps delivery_rate 12128096bps delivered:6005 busy:5420ms rwnd_limited:116ms(2.1%) sndbuf_limited:172ms(3.2%) unacked:290 retrans:2/26 lost:2 sacked:96 reordering:10 reord_seen:2 rcv_space:14480 rcv_ssthresh:65536 notsent:1461336 minrtt:190.327 snd_wnd:3735552
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:39580
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                      
# 1795862748.835974331
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:49558
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57712
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:44642
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:39580
	
