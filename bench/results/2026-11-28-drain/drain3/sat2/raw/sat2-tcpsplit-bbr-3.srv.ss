# 1795851767.435166219
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55748
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36158
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:40754
	
# 1795851769.089557061
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55748
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36158
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:40754
	
# 1795851770.597825659
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55748
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36158
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:40754
	
# 1795851771.851646069
ESTAB     0      110048 10.0.3.2:80 10.0.1.1:36590
	 skmem:(r0,rb131072,t0,tb295936,f1312,w183008,o0,bl0,d0) cubic wscale:7,7 rto:208 rtt:7.011/1.743 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:34 ssthresh:32 bytes_sent:156626 bytes_retrans:1448 bytes_acked:129114 bytes_received:79 segs_out:110 segs_in:56 data_segs_out:109 data_segs_in:1 send 56176865bps lastsnd:4 lastrcv:416 pacing_rate 67407424bps delivery_rate 44429560bps delivered:92 busy:412ms rwnd_limited:396ms(96.1%) unacked:18 retrans:0/1 dsack_dups:1 rcv_space:14480 rcv_ssthresh:64088 notsent:83984 minrtt:3.164 snd_wnd:26496
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55748
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                    
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36158
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                    
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:40754
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                    
# 1795851773.185192599
ESTAB     0      508672 10.0.3.2:80 10.0.1.1:36590
	 skmem:(r0,rb131072,t0,tb948736,f1280,w846592,o0,bl0,d0) cubic wscale:7,7 rto:220 rtt:16.263/8.209 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:109 ssthresh:81 bytes_sent:3508322 bytes_retrans:5792 bytes_acked:3344698 bytes_received:79 segs_out:2425 segs_in:1183 data_segs_out:2424 data_segs_in:1 send 77639796bps lastrcv:1868 pacing_rate 93167032bps delivery_rate 3981296bps delivered:2316 busy:1864ms rwnd_limited:1680ms(90.1%) unacked:109 retrans:0/4 dsack_dups:4 reordering:15 reord_seen:10 rcv_space:14480 rcv_ssthresh:64088 notsent:350840 minrtt:2.416 snd_wnd:438656
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55748
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                     
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36158
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                     
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:40754
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                     
# 1795851774.706645152
ESTAB     0      589376 10.0.3.2:80 10.0.1.1:36590
	 skmem:(r0,rb131072,t0,tb1009664,f1984,w981056,o0,bl0,d0) cubic wscale:7,7 rto:212 rtt:10.193/10.998 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:116 ssthresh:81 bytes_sent:6091938 bytes_retrans:5792 bytes_acked:6086146 bytes_received:79 segs_out:4210 segs_in:2102 data_segs_out:4209 data_segs_in:1 send 131830079bps lastsnd:168 lastrcv:3144 lastack:124 pacing_rate 158194152bps delivery_rate 2278912bps delivered:4210 busy:3140ms rwnd_limited:2820ms(89.8%) retrans:0/4 dsack_dups:4 reordering:15 reord_seen:10 rcv_space:14480 rcv_ssthresh:64088 notsent:589376 minrtt:2.416 snd_wnd:1024
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55748
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                   
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36158
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                   
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:40754
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                   
# 1795851775.861933669
ESTAB     0      530856 10.0.3.2:80 10.0.1.1:36590
	 skmem:(r0,rb131072,t0,tb1070592,f1560,w883176,o0,bl0,d0) cubic wscale:7,7 rto:208 rtt:6.432/2.504 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:123 ssthresh:81 bytes_sent:8861114 bytes_retrans:5792 bytes_acked:8855322 bytes_received:79 segs_out:6124 segs_in:3035 data_segs_out:6123 data_segs_in:1 send 221522388bps lastsnd:64 lastrcv:4664 lastack:60 pacing_rate 265795872bps delivery_rate 28825480bps delivered:6124 busy:4660ms rwnd_limited:4192ms(90.0%) retrans:0/4 dsack_dups:4 reordering:15 reord_seen:10 rcv_space:14480 rcv_ssthresh:64088 notsent:530856 minrtt:2.382 snd_wnd:512
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55748
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                               
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36158
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                               
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:40754
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                               
# 1795851777.415765455
FIN-WAIT-1 0      166537 10.0.3.2:80 10.0.1.1:36590
	 skmem:(r0,rb131072,t0,tb1105408,f632,w277896,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:13.173/10.124 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:112 ssthresh:96 bytes_sent:10325258 bytes_retrans:5792 bytes_acked:10319466 bytes_received:79 segs_out:7137 segs_in:3535 data_segs_out:7136 data_segs_in:1 send 98489942bps lastsnd:84 lastrcv:6084 lastack:40 pacing_rate 118180072bps delivery_rate 6669392bps delivered:7137 busy:6080ms rwnd_limited:5540ms(91.1%) retrans:0/4 dsack_dups:4 reordering:15 reord_seen:10 rcv_space:14480 rcv_ssthresh:64088 notsent:166537 minrtt:2.382 snd_wnd:1152
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:55748
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                 
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:36158
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                 
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:40754
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                 
# 1795851778.784730018
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36590
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55748
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36158
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:40754
	
