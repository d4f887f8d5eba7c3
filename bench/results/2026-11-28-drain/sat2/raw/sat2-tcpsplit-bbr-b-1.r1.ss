# 1795845875.704913175
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:52934
	
# 1795845877.423955850
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:52934
	
# 1795845879.184272803
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:52934
	
# 1795845881.010825320
ESTAB     0      0      10.0.1.1:45566 10.0.3.2:80   
	 skmem:(r0,rb598886,t14,tb49152,f0,w0,o0,bl0,d0) bbr wscale:7,7 rto:596 rtt:197.926/76.334 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:63954 segs_out:39 segs_in:48 data_segs_out:1 data_segs_in:45 bbr:(bw:60064bps,mrtt:191.702,pacing_gain:2.88672,cwnd_gain:2.88672) send 643796bps lastsnd:692 pacing_rate 1663432bps delivery_rate 60424bps delivered:2 app_limited busy:192ms rcv_rtt:193.539 rcv_space:30408 rcv_ssthresh:176068 minrtt:191.702 snd_wnd:65536
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:52934
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                               
ESTAB     0      2896   10.0.3.2:80    10.0.1.1:45566
	 skmem:(r0,rb98304,t0,tb357928,f3376,w4816,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:14.225/2.336 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:20 bytes_sent:63954 bytes_acked:61058 bytes_received:79 segs_out:46 segs_in:43 data_segs_out:45 data_segs_in:1 send 16286819bps lastrcv:692 pacing_rate 32573632bps delivery_rate 4172760bps delivered:44 app_limited busy:272ms unacked:2 rcv_space:14480 rcv_ssthresh:24576 minrtt:10.888 snd_wnd:76928                                                                
# 1795845882.800574563
ESTAB     0      0      10.0.1.1:45566 10.0.3.2:80   
	 skmem:(r0,rb8329738,t120,tb32768,f0,w0,o0,bl0,d0) bbr wscale:7,7 rto:596 rtt:197.926/76.334 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:2739858 segs_out:1089 segs_in:1897 data_segs_out:1 data_segs_in:1893 bbr:(bw:60064bps,mrtt:191.702,pacing_gain:2.88672,cwnd_gain:2.88672) send 643796bps lastsnd:2600 pacing_rate 1663432bps delivery_rate 60424bps delivered:2 app_limited busy:192ms rcv_rtt:192.515 rcv_space:642912 rcv_ssthresh:1947608 minrtt:191.702 rcv_ooopack:964 snd_wnd:65536
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:52934
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                            
ESTAB     0      541552 10.0.3.2:80    10.0.1.1:45566
	 skmem:(r0,rb65536,t0,tb4978320,f528,w900592,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:14.531/1.925 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:43 ssthresh:40 bytes_sent:2263466 bytes_retrans:2896 bytes_acked:2198306 bytes_received:79 segs_out:1565 segs_in:419 data_segs_out:1564 data_segs_in:1 send 34279265bps lastsnd:8 lastrcv:2600 lastack:8 pacing_rate 41132640bps delivery_rate 33457608bps delivered:1522 busy:1696ms unacked:43 retrans:0/2 dsack_dups:2 reordering:7 reord_seen:3 rcv_space:14480 rcv_ssthresh:16384 notsent:479288 minrtt:10.343 snd_wnd:305536
# 1795845884.805548373
ESTAB     0      0      10.0.1.1:45566 10.0.3.2:80   
	 skmem:(r0,rb12494606,t100,tb32768,f0,w0,o0,bl0,d0) bbr wscale:7,7 rto:596 rtt:197.926/76.334 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:5659026 segs_out:2144 segs_in:3913 data_segs_out:1 data_segs_in:3909 bbr:(bw:60064bps,mrtt:191.702,pacing_gain:2.88672,cwnd_gain:2.88672) send 643796bps lastsnd:4952 pacing_rate 1663432bps delivery_rate 60424bps delivered:2 app_limited busy:192ms rcv_rtt:195.032 rcv_space:779024 rcv_ssthresh:3690300 minrtt:191.702 rcv_ooopack:1999 snd_wnd:65536
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:52934
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                              
ESTAB     0      23168  10.0.3.2:80    10.0.1.1:45566
	 skmem:(r0,rb65536,t0,tb7467480,f2432,w38528,o0,bl0,d0) cubic wscale:7,7 rto:220 rtt:19.974/7.421 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:66 ssthresh:46 bytes_sent:5661922 bytes_retrans:2896 bytes_acked:5635858 bytes_received:79 segs_out:3912 segs_in:641 data_segs_out:3911 data_segs_in:1 send 38276960bps lastrcv:4952 pacing_rate 45931488bps delivery_rate 22754696bps delivered:3896 busy:3160ms unacked:16 retrans:0/2 dsack_dups:2 reordering:7 reord_seen:3 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.343 snd_wnd:305536       
# 1795845887.019953003
ESTAB     0      0      10.0.1.1:45566 10.0.3.2:80   
	 skmem:(r178192,rb12494606,t68,tb32768,f2032,w0,o0,bl0,d0) bbr wscale:7,7 rto:596 rtt:197.926/76.334 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:7705050 segs_out:2817 segs_in:5400 data_segs_out:1 data_segs_in:5396 bbr:(bw:60064bps,mrtt:191.702,pacing_gain:2.88672,cwnd_gain:2.88672) send 643796bps lastsnd:6780 lastrcv:100 pacing_rate 1663432bps delivery_rate 60424bps delivered:2 app_limited busy:192ms rcv_rtt:191.343 rcv_space:779024 rcv_ssthresh:3712020 minrtt:191.702 rcv_ooopack:3212 snd_wnd:65536
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:52934
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                 
ESTAB     0      0      10.0.3.2:80    10.0.1.1:45566
	 skmem:(r0,rb65536,t0,tb7467480,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:14.782/3.409 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:74 ssthresh:49 bytes_sent:7707946 bytes_retrans:2896 bytes_acked:7705050 bytes_received:79 segs_out:5325 segs_in:817 data_segs_out:5324 data_segs_in:1 send 57990529bps lastsnd:100 lastrcv:6780 lastack:80 pacing_rate 69585688bps delivery_rate 50006472bps delivered:5325 app_limited busy:3872ms retrans:0/2 dsack_dups:2 reordering:7 reord_seen:3 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.343 snd_wnd:305536         
# 1795845888.752384651
ESTAB     0      0      10.0.1.1:45566 10.0.3.2:80   
	 skmem:(r334712,rb12494606,t52,tb32768,f1160,w0,o0,bl0,d0) bbr wscale:7,7 rto:596 rtt:197.926/76.334 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:9502018 segs_out:3397 segs_in:6706 data_segs_out:1 data_segs_in:6702 bbr:(bw:60064bps,mrtt:191.702,pacing_gain:2.88672,cwnd_gain:2.88672) send 643796bps lastsnd:8348 lastrcv:160 pacing_rate 1663432bps delivery_rate 60424bps delivered:2 app_limited busy:192ms rcv_rtt:191.675 rcv_space:779024 rcv_ssthresh:3719260 minrtt:191.702 rcv_ooopack:4058 snd_wnd:65536
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:52934
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                 
ESTAB     0      0      10.0.3.2:80    10.0.1.1:45566
	 skmem:(r0,rb65536,t0,tb7467480,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:12.703/1.417 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:80 ssthresh:58 bytes_sent:9504914 bytes_retrans:2896 bytes_acked:9502018 bytes_received:79 segs_out:6566 segs_in:1033 data_segs_out:6565 data_segs_in:1 send 72952846bps lastsnd:160 lastrcv:8348 lastack:148 pacing_rate 87537384bps delivery_rate 53389832bps delivered:6566 app_limited busy:4600ms retrans:0/2 dsack_dups:2 reordering:7 reord_seen:3 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.343 snd_wnd:305536       
# 1795845890.397135995
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:52934
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:45566
	
