# 1795845875.745384041
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:52934
	
# 1795845877.415193691
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:52934
	
# 1795845879.152542514
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:52934
	
# 1795845881.101343321
ESTAB     0      275120 10.0.3.2:80 10.0.1.1:45566
	 skmem:(r0,rb131072,t0,tb609280,f1232,w457520,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:13.326/13.518 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:70 ssthresh:70 bytes_sent:262330 bytes_retrans:1448 bytes_acked:260882 bytes_received:79 segs_out:183 segs_in:106 data_segs_out:182 data_segs_in:1 send 60849467bps lastsnd:84 lastrcv:612 lastack:28 pacing_rate 73017304bps delivery_rate 1962128bps delivered:183 busy:596ms rwnd_limited:580ms(97.3%) retrans:0/1 dsack_dups:1 rcv_space:14480 rcv_ssthresh:64088 notsent:275120 minrtt:2.744 snd_wnd:384
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:52934
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                       
# 1795845882.911687686
ESTAB     0      700448 10.0.3.2:80 10.0.1.1:45566
	 skmem:(r0,rb131072,t0,tb1645056,f1312,w1166048,o0,bl0,d15) cubic wscale:7,7 rto:208 rtt:6.959/1.413 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:189 ssthresh:70 bytes_sent:5205122 bytes_retrans:1448 bytes_acked:5203290 bytes_received:79 segs_out:3599 segs_in:1632 data_segs_out:3597 data_segs_in:1 send 314610720bps lastsnd:4 lastrcv:2556 lastack:216 pacing_rate 377498960bps delivery_rate 22498664bps delivered:3597 busy:2540ms rwnd_limited:2300ms(90.6%) unacked:1 retrans:0/1 dsack_dups:1 reordering:4 reord_seen:3 rcv_space:14480 rcv_ssthresh:64088 notsent:700064 minrtt:2.456 snd_wnd:384
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:52934
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                         
# 1795845884.790884562
ESTAB     0      882296 10.0.3.2:80 10.0.1.1:45566
	 skmem:(r0,rb131072,t0,tb1810432,f2568,w1467896,o0,bl0,d15) cubic wscale:7,7 rto:220 rtt:19.063/10.474 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:185 ssthresh:156 bytes_sent:7242674 bytes_retrans:1448 bytes_acked:7241226 bytes_received:79 segs_out:5010 segs_in:2241 data_segs_out:5006 data_segs_in:1 send 112418822bps lastsnd:60 lastrcv:4764 lastack:12 pacing_rate 134901696bps delivery_rate 723800bps delivered:5007 busy:4748ms rwnd_limited:4424ms(93.2%) retrans:0/1 dsack_dups:1 reordering:4 reord_seen:3 rcv_space:14480 rcv_ssthresh:64088 notsent:882296 minrtt:2.456 snd_wnd:640
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:52934
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                
# 1795845886.857400890
ESTAB     0      915768 10.0.3.2:80 10.0.1.1:45566
	 skmem:(r0,rb131072,t0,tb1810432,f264,w1523448,o0,bl0,d15) cubic wscale:7,7 rto:208 rtt:7.001/1.654 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:191 ssthresh:156 bytes_sent:8903362 bytes_retrans:1448 bytes_acked:8849786 bytes_received:79 segs_out:6158 segs_in:2824 data_segs_out:6153 data_segs_in:1 send 316032567bps lastrcv:6480 pacing_rate 226709592bps delivery_rate 54564288bps delivered:6118 busy:6464ms rwnd_limited:6108ms(94.5%) unacked:36 retrans:0/1 dsack_dups:1 reordering:25 reord_seen:25 rcv_space:14480 rcv_ssthresh:64088 notsent:825992 minrtt:2.456 snd_wnd:52608
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:52934
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                        
# 1795845888.450226310
FIN-WAIT-1 0      68073  10.0.3.2:80 10.0.1.1:45566
	 skmem:(r0,rb131072,t0,tb1810432,f536,w114152,o0,bl0,d15) cubic wscale:7,7 rto:212 rtt:8.823/7.298 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:217 ssthresh:156 bytes_sent:10487450 bytes_retrans:1448 bytes_acked:10429514 bytes_received:79 segs_out:7254 segs_in:3377 data_segs_out:7249 data_segs_in:1 send 284906268bps lastsnd:4 lastrcv:7788 pacing_rate 252171336bps delivery_rate 21080976bps delivered:7210 busy:7772ms rwnd_limited:7392ms(95.1%) unacked:40 retrans:0/1 dsack_dups:1 reordering:25 reord_seen:25 rcv_space:14480 rcv_ssthresh:64088 minrtt:2.409 snd_wnd:85120
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:52934
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                    
# 1795845889.788532150
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:45566
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:52934
	
