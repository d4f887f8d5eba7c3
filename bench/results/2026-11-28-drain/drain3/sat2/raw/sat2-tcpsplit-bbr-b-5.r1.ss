# 1795851853.762739980
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:38020
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:50280
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:44226
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:46516
	
# 1795851855.525053382
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:38020
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:50280
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:44226
	
# 1795851857.122945237
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:38020
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:50280
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:44226
	
# 1795851858.482014875
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:38020
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                            
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:50280
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                            
ESTAB     0      0      10.0.1.1:57312 10.0.3.2:80   
	 skmem:(r0,rb937512,t52,tb36864,f0,w0,o0,bl0,d0) bbr wscale:7,7 rto:600 rtt:198.677/76.779 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:121874 segs_out:79 segs_in:88 data_segs_out:1 data_segs_in:85 bbr:(bw:60064bps,mrtt:191.971,pacing_gain:2.88672,cwnd_gain:2.88672) send 641363bps lastsnd:864 pacing_rate 1657512bps delivery_rate 60336bps delivered:2 app_limited busy:192ms rcv_rtt:192 rcv_space:46336 rcv_ssthresh:274363 minrtt:191.971 snd_wnd:65536
ESTAB     0      4344   10.0.3.2:80    10.0.1.1:57312
	 skmem:(r0,rb73728,t0,tb560310,f968,w7224,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:13.429/1.696 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:20 bytes_sent:121874 bytes_acked:117530 bytes_received:79 segs_out:86 segs_in:77 data_segs_out:85 data_segs_in:1 send 17252215bps lastrcv:868 pacing_rate 34502824bps delivery_rate 6901808bps delivered:83 app_limited busy:432ms unacked:3 reordering:42 rcv_space:14480 rcv_ssthresh:18432 minrtt:10.869 snd_wnd:76928                                              
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:44226
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                            
# 1795851859.888960574
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:38020
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                          
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:50280
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                          
ESTAB     0      0      10.0.1.1:57312 10.0.3.2:80   
	 skmem:(r272104,rb13164466,t72,tb32768,f2328,w0,o0,bl0,d0) bbr wscale:7,7 rto:600 rtt:198.677/76.779 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:2273602 segs_out:910 segs_in:1687 data_segs_out:1 data_segs_in:1684 bbr:(bw:60064bps,mrtt:191.971,pacing_gain:2.88672,cwnd_gain:2.88672) send 641363bps lastsnd:2420 lastrcv:104 lastack:4 pacing_rate 1657512bps delivery_rate 60336bps delivered:2 app_limited busy:192ms rcv_rtt:192.289 rcv_space:807984 rcv_ssthresh:3910745 minrtt:191.971 rcv_ooopack:1064 snd_wnd:65536
ESTAB     0      0      10.0.3.2:80    10.0.1.1:57312
	 skmem:(r0,rb65536,t0,tb7867826,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:14.846/1.627 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:263 ssthresh:226 bytes_sent:2273602 bytes_acked:2273602 bytes_received:79 segs_out:1572 segs_in:759 data_segs_out:1571 data_segs_in:1 send 205212987bps lastsnd:104 lastrcv:2424 lastack:88 pacing_rate 246247288bps delivery_rate 59204864bps delivered:1572 app_limited busy:1228ms rwnd_limited:16ms(1.3%) reordering:42 reord_seen:18 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.415 snd_wnd:1591808                               
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:44226
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                          
# 1795851861.388495203
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:38020
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:50280
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                
ESTAB     0      0      10.0.1.1:57312 10.0.3.2:80   
	 skmem:(r0,rb12582912,t110,tb32768,f0,w0,o0,bl0,d0) bbr wscale:7,7 rto:600 rtt:198.677/76.779 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:4109666 segs_out:1326 segs_in:2842 data_segs_out:1 data_segs_in:2839 bbr:(bw:60064bps,mrtt:191.971,pacing_gain:2.88672,cwnd_gain:2.88672) send 641363bps lastsnd:3432 pacing_rate 1657512bps delivery_rate 60336bps delivered:2 app_limited busy:192ms rcv_rtt:192 rcv_space:807984 rcv_ssthresh:3377856 minrtt:191.971 rcv_ooopack:2181 snd_wnd:65536                      
ESTAB     0      382272 10.0.3.2:80    10.0.1.1:57312
	 skmem:(r0,rb65536,t0,tb7520256,f3264,w635712,o0,bl0,d0) cubic wscale:7,7 rto:224 rtt:21.474/2.191 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:263 ssthresh:226 bytes_sent:4108218 bytes_acked:3727394 bytes_received:79 segs_out:2839 segs_in:857 data_segs_out:2838 data_segs_in:1 send 141873521bps lastrcv:3436 lastack:64 pacing_rate 170241288bps delivery_rate 79599824bps delivered:2576 app_limited busy:1468ms rwnd_limited:16ms(1.1%) unacked:263 reordering:42 reord_seen:18 rcv_space:14480 rcv_ssthresh:16384 notsent:1448 minrtt:10.415 snd_wnd:1591808
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:44226
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                
# 1795851862.555971989
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:38020
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                         
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:50280
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                         
ESTAB     0      0      10.0.1.1:57312 10.0.3.2:80   
	 skmem:(r0,rb12582912,t90,tb32768,f0,w0,o0,bl0,d0) bbr wscale:7,7 rto:600 rtt:198.677/76.779 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:6328002 segs_out:2001 segs_in:4374 data_segs_out:1 data_segs_in:4371 bbr:(bw:60064bps,mrtt:191.971,pacing_gain:2.88672,cwnd_gain:2.88672) send 641363bps lastsnd:4932 pacing_rate 1657512bps delivery_rate 60336bps delivered:2 app_limited busy:192ms rcv_rtt:191 rcv_space:807984 rcv_ssthresh:3736960 minrtt:191.971 rcv_ooopack:2780 snd_wnd:65536
ESTAB     0      18824  10.0.3.2:80    10.0.1.1:57312
	 skmem:(r0,rb65536,t0,tb7520256,f1464,w31304,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:12.168/0.559 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:277 ssthresh:226 bytes_sent:6328002 bytes_acked:6309178 bytes_received:79 segs_out:4372 segs_in:1112 data_segs_out:4371 data_segs_in:1 send 263705457bps lastrcv:4936 pacing_rate 316423792bps delivery_rate 98252752bps delivered:4359 app_limited busy:2512ms rwnd_limited:16ms(0.6%) unacked:13 reordering:42 reord_seen:18 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.415 snd_wnd:1591808  
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:44226
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                         
# 1795851864.077270662
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:38020
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                             
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:50280
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                             
ESTAB     0      0      10.0.1.1:57312 10.0.3.2:80   
	 skmem:(r317856,rb12582912,t74,tb32768,f1632,w0,o0,bl0,d0) bbr wscale:7,7 rto:600 rtt:198.677/76.779 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:8100354 segs_out:2577 segs_in:5730 data_segs_out:1 data_segs_in:5727 bbr:(bw:60064bps,mrtt:191.971,pacing_gain:2.88672,cwnd_gain:2.88672) send 641363bps lastsnd:6404 lastrcv:144 pacing_rate 1657512bps delivery_rate 60336bps delivered:2 app_limited busy:192ms rcv_rtt:191 rcv_space:807984 rcv_ssthresh:3745648 minrtt:191.971 rcv_ooopack:3757 snd_wnd:65536
ESTAB     0      0      10.0.3.2:80    10.0.1.1:57312
	 skmem:(r0,rb65536,t0,tb7520256,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:13.274/1.546 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:277 ssthresh:226 bytes_sent:8100354 bytes_acked:8100354 bytes_received:79 segs_out:5596 segs_in:1289 data_segs_out:5595 data_segs_in:1 send 241733313bps lastsnd:144 lastrcv:6408 lastack:132 pacing_rate 290074512bps delivery_rate 98252752bps delivered:5596 app_limited busy:3132ms rwnd_limited:16ms(0.5%) reordering:42 reord_seen:18 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.415 snd_wnd:1591808                
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:44226
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                             
# 1795851865.441599072
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:38020
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                       
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:50280
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                       
ESTAB     0      0      10.0.1.1:57312 10.0.3.2:80   
	 skmem:(r293776,rb12582912,t62,tb32768,f1136,w0,o0,bl0,d0) bbr wscale:7,7 rto:600 rtt:198.677/76.779 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:9875602 segs_out:3143 segs_in:6946 data_segs_out:1 data_segs_in:6943 bbr:(bw:60064bps,mrtt:191.971,pacing_gain:2.88672,cwnd_gain:2.88672) send 641363bps lastsnd:7888 lastrcv:164 lastack:4 pacing_rate 1657512bps delivery_rate 60336bps delivered:2 app_limited busy:192ms rcv_rtt:191 rcv_space:807984 rcv_ssthresh:3760128 minrtt:191.971 rcv_ooopack:4498 snd_wnd:65536
ESTAB     0      0      10.0.3.2:80    10.0.1.1:57312
	 skmem:(r0,rb65536,t0,tb7520256,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:14.736/2.86 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:277 ssthresh:226 bytes_sent:9875602 bytes_acked:9875602 bytes_received:79 segs_out:6822 segs_in:1456 data_segs_out:6821 data_segs_in:1 send 217750271bps lastsnd:164 lastrcv:7892 lastack:152 pacing_rate 261300320bps delivery_rate 98252752bps delivered:6822 app_limited busy:3824ms rwnd_limited:16ms(0.4%) reordering:42 reord_seen:18 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.415 snd_wnd:1591808                           
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:44226
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                       
# 1795851866.914616853
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:38020
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:50280
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57312
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:44226
	
