# 1795846053.282953666
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:60514
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:47296
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:33320
	
# 1795846054.992031481
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:60514
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:47296
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:33320
	
# 1795846057.115798331
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:60514
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:47296
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:33320
	
# 1795846058.656010952
ESTAB     0      0      10.0.1.1:38142 10.0.3.2:80   
	 skmem:(r0,rb1054370,t32,tb36864,f0,w0,o0,bl0,d0) bbr wscale:7,7 rto:608 rtt:201.515/76.312 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:123322 segs_out:83 segs_in:89 data_segs_out:1 data_segs_in:86 bbr:(bw:57992bps,mrtt:199.324,pacing_gain:2.88672,cwnd_gain:2.88672) send 632330bps lastsnd:924 lastrcv:4 lastack:4 pacing_rate 1639752bps delivery_rate 58112bps delivered:2 app_limited busy:200ms rcv_rtt:192.5 rcv_space:62264 rcv_ssthresh:313628 minrtt:199.324 rcv_ooopack:38 snd_wnd:65536
ESTAB     0      1448   10.0.3.2:80    10.0.1.1:38142
	 skmem:(r0,rb73728,t0,tb630152,f1688,w2408,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:12.496/0.932 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:40 bytes_sent:123322 bytes_acked:121874 bytes_received:79 segs_out:87 segs_in:55 data_segs_out:86 data_segs_in:1 send 37080666bps lastsnd:4 lastrcv:924 lastack:4 pacing_rate 74156880bps delivery_rate 12573360bps delivered:86 app_limited busy:308ms unacked:1 reordering:53 rcv_space:14480 rcv_ssthresh:18432 minrtt:10.785 snd_wnd:123264                                                             
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:60514
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                  
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:47296
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                  
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:33320
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                  
# 1795846060.299977072
ESTAB     0      0      10.0.1.1:38142 10.0.3.2:80   
	 skmem:(r549024,rb12276768,t68,tb32768,f3936,w0,o0,bl0,d0) bbr wscale:7,7 rto:608 rtt:201.515/76.312 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:2359034 segs_out:752 segs_in:1861 data_segs_out:1 data_segs_in:1858 bbr:(bw:57992bps,mrtt:199.324,pacing_gain:2.88672,cwnd_gain:2.88672) send 632330bps lastsnd:2804 lastrcv:164 pacing_rate 1639752bps delivery_rate 58112bps delivered:2 app_limited busy:200ms rcv_rtt:192 rcv_space:551688 rcv_ssthresh:3668644 minrtt:199.324 rcv_ooopack:1108 snd_wnd:65536
ESTAB     0      0      10.0.3.2:80    10.0.1.1:38142
	 skmem:(r0,rb65536,t0,tb7337288,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:13.12/0.353 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:312 ssthresh:312 bytes_sent:2359034 bytes_acked:2359034 bytes_received:79 segs_out:1631 segs_in:1200 data_segs_out:1630 data_segs_in:1 send 275473171bps lastsnd:164 lastrcv:2804 lastack:152 pacing_rate 330558352bps delivery_rate 113142368bps delivered:1631 app_limited busy:1412ms rwnd_limited:24ms(1.7%) reordering:53 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.547 snd_wnd:3296000                             
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:60514
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                            
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:47296
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                            
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:33320
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                            
# 1795846062.289204614
ESTAB     0      0      10.0.1.1:38142 10.0.3.2:80   
	 skmem:(r341936,rb12276768,t46,tb32768,f2128,w0,o0,bl0,d0) bbr wscale:7,7 rto:608 rtt:201.515/76.312 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:4680178 segs_out:1279 segs_in:3378 data_segs_out:1 data_segs_in:3375 bbr:(bw:57992bps,mrtt:199.324,pacing_gain:2.88672,cwnd_gain:2.88672) send 632330bps lastsnd:4448 lastrcv:188 pacing_rate 1639752bps delivery_rate 58112bps delivered:2 app_limited busy:200ms rcv_rtt:192.546 rcv_space:582096 rcv_ssthresh:3668644 minrtt:199.324 rcv_ooopack:2355 snd_wnd:65536
ESTAB     0      0      10.0.3.2:80    10.0.1.1:38142
	 skmem:(r0,rb65536,t0,tb7337288,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:15.534/3.835 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:312 ssthresh:312 bytes_sent:4680178 bytes_acked:4680178 bytes_received:79 segs_out:3234 segs_in:1389 data_segs_out:3233 data_segs_in:1 send 232664349bps lastsnd:188 lastrcv:4448 lastack:168 pacing_rate 279190472bps delivery_rate 113142368bps delivered:3234 app_limited busy:1952ms rwnd_limited:24ms(1.2%) reordering:53 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.44 snd_wnd:3415936                                  
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:60514
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                 
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:47296
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                 
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:33320
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                 
# 1795846063.922870710
ESTAB     0      0      10.0.1.1:38142 10.0.3.2:80   
	 skmem:(r286552,rb12276768,t46,tb32768,f168,w0,o0,bl0,d0) bbr wscale:7,7 rto:608 rtt:201.515/76.312 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:6843490 segs_out:1926 segs_in:4849 data_segs_out:1 data_segs_in:4846 bbr:(bw:57992bps,mrtt:199.324,pacing_gain:2.88672,cwnd_gain:2.88672) send 632330bps lastsnd:6224 lastrcv:164 lastack:4 pacing_rate 1639752bps delivery_rate 58112bps delivered:2 app_limited busy:200ms rcv_rtt:192 rcv_space:582096 rcv_ssthresh:3651268 minrtt:199.324 rcv_ooopack:3383 snd_wnd:65536
ESTAB     0      0      10.0.3.2:80    10.0.1.1:38142
	 skmem:(r0,rb65536,t0,tb7337288,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:14.736/1.813 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:312 ssthresh:312 bytes_sent:6843490 bytes_acked:6843490 bytes_received:79 segs_out:4728 segs_in:1596 data_segs_out:4727 data_segs_in:1 send 245263844bps lastsnd:164 lastrcv:6224 lastack:156 pacing_rate 294306624bps delivery_rate 113142368bps delivered:4728 app_limited busy:2644ms rwnd_limited:24ms(0.9%) reordering:53 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.375 snd_wnd:3415936                                      
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:60514
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                      
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:33320
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                      
# 1795846065.892043603
ESTAB     0      0      10.0.1.1:38142 10.0.3.2:80   
	 skmem:(r151704,rb12276768,t40,tb32768,f3944,w0,o0,bl0,d0) bbr wscale:7,7 rto:608 rtt:201.515/76.312 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:9344186 segs_out:2672 segs_in:6520 data_segs_out:1 data_segs_in:6517 bbr:(bw:57992bps,mrtt:199.324,pacing_gain:2.88672,cwnd_gain:2.88672) send 632330bps lastsnd:8500 lastrcv:104 lastack:8 pacing_rate 1639752bps delivery_rate 58112bps delivered:2 app_limited busy:200ms rcv_rtt:191.959 rcv_space:582096 rcv_ssthresh:3654164 minrtt:199.324 rcv_ooopack:4504 snd_wnd:65536
ESTAB     0      0      10.0.3.2:80    10.0.1.1:38142
	 skmem:(r0,rb65536,t0,tb7337288,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:220 rtt:16.537/2.106 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:318 ssthresh:312 bytes_sent:9344186 bytes_acked:9344186 bytes_received:79 segs_out:6455 segs_in:1862 data_segs_out:6454 data_segs_in:1 send 222755760bps lastsnd:104 lastrcv:8500 lastack:92 pacing_rate 267302864bps delivery_rate 113142368bps delivered:6455 app_limited busy:3556ms rwnd_limited:24ms(0.7%) reordering:53 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.375 snd_wnd:3415936                                            
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:60514
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                           
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:33320
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                           
# 1795846068.117129965
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:38142
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:60514
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:33320
	
