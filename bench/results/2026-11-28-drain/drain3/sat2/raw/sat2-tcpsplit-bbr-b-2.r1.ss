# 1795851750.932882605
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:40754
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:54238
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36158
	
# 1795851752.756515790
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:40754
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:54238
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36158
	
# 1795851754.494356797
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:40754
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:54238
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36158
	
# 1795851755.934913869
ESTAB     0      5792   10.0.3.2:80    10.0.1.1:55748
	 skmem:(r0,rb65536,t0,tb802440,f2656,w9632,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:13.802/1.03 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:20 bytes_sent:182690 bytes_acked:176898 bytes_received:79 segs_out:128 segs_in:100 data_segs_out:127 data_segs_in:1 send 16785973bps lastsnd:4 lastrcv:1008 pacing_rate 33570728bps delivery_rate 6233648bps delivered:124 app_limited busy:572ms unacked:4 reordering:42 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.809 snd_wnd:76928                                                            
ESTAB     0      0      10.0.1.1:55748 10.0.3.2:80   
	 skmem:(r0,rb1342644,t60,tb32768,f0,w0,o0,bl0,d0) bbr wscale:7,7 rto:604 rtt:199.336/77.356 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:182690 segs_out:121 segs_in:130 data_segs_out:1 data_segs_in:127 bbr:(bw:60064bps,mrtt:191.659,pacing_gain:2.88672,cwnd_gain:2.88672) send 639242bps lastsnd:1008 lastrcv:4 lastack:4 pacing_rate 1651592bps delivery_rate 60440bps delivered:2 app_limited busy:192ms rcv_rtt:193.749 rcv_space:81088 rcv_ssthresh:395428 minrtt:191.659 snd_wnd:65536
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:40754
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                         
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:54238
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                         
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:36158
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                         
# 1795851757.540021110
ESTAB     0      0      10.0.3.2:80    10.0.1.1:55748
	 skmem:(r0,rb65536,t0,tb7212244,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:13.844/1.221 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:142 ssthresh:101 bytes_sent:2639946 bytes_acked:2639946 bytes_received:79 segs_out:1825 segs_in:528 data_segs_out:1824 data_segs_in:1 send 118818838bps lastsnd:172 lastrcv:2668 lastack:160 pacing_rate 142577456bps delivery_rate 71852544bps delivered:1825 busy:1432ms reordering:64 reord_seen:15 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.323 snd_wnd:534272                                                     
ESTAB     0      0      10.0.1.1:55748 10.0.3.2:80   
	 skmem:(r638120,rb12067544,t58,tb32768,f856,w0,o0,bl0,d3) bbr wscale:7,7 rto:604 rtt:199.336/77.356 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:2639946 segs_out:1155 segs_in:2095 data_segs_out:1 data_segs_in:2092 bbr:(bw:60064bps,mrtt:191.659,pacing_gain:2.88672,cwnd_gain:2.88672) send 639242bps lastsnd:2668 lastrcv:172 pacing_rate 1651592bps delivery_rate 60440bps delivered:2 app_limited busy:192ms rcv_rtt:193 rcv_space:657392 rcv_ssthresh:3606122 minrtt:191.659 rcv_ooopack:1244 snd_wnd:65536
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:40754
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                            
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:54238
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                            
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:36158
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                            
# 1795851759.228435299
ESTAB     0      0      10.0.3.2:80    10.0.1.1:55748
	 skmem:(r0,rb65536,t0,tb7212244,f0,w0,o0,bl0,d2) cubic wscale:7,7 rto:216 rtt:12.678/1.509 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:187 ssthresh:101 bytes_sent:5514226 bytes_acked:5514226 bytes_received:79 segs_out:3811 segs_in:889 data_segs_out:3809 data_segs_in:1 send 170863543bps lastsnd:68 lastrcv:4360 lastack:56 pacing_rate 205032208bps delivery_rate 99364320bps delivered:3810 app_limited busy:2376ms reordering:64 reord_seen:34 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.323 snd_wnd:624128                                               
ESTAB     0      0      10.0.1.1:55748 10.0.3.2:80   
	 skmem:(r187824,rb12067544,t112,tb32768,f592,w0,o0,bl0,d3) bbr wscale:7,7 rto:604 rtt:199.336/77.356 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:5514226 segs_out:2289 segs_in:3893 data_segs_out:1 data_segs_in:3890 bbr:(bw:60064bps,mrtt:191.659,pacing_gain:2.88672,cwnd_gain:2.88672) send 639242bps lastsnd:4360 lastrcv:68 pacing_rate 1651592bps delivery_rate 60440bps delivered:2 app_limited busy:192ms rcv_rtt:191.907 rcv_space:657392 rcv_ssthresh:3580058 minrtt:191.659 rcv_ooopack:2222 snd_wnd:65536
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:40754
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:54238
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:36158
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                
# 1795851760.798708723
ESTAB     0      0      10.0.3.2:80    10.0.1.1:55748
	 skmem:(r0,rb65536,t0,tb7212244,f0,w0,o0,bl0,d2) cubic wscale:7,7 rto:224 rtt:23.855/7.467 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:213 ssthresh:101 bytes_sent:7606586 bytes_acked:7606586 bytes_received:79 segs_out:5256 segs_in:1151 data_segs_out:5254 data_segs_in:1 send 103432907bps lastsnd:168 lastrcv:5780 lastack:132 pacing_rate 124115584bps delivery_rate 114801320bps delivered:5255 app_limited busy:2964ms reordering:64 reord_seen:34 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.323 snd_wnd:718720                                       
ESTAB     0      0      10.0.1.1:55748 10.0.3.2:80   
	 skmem:(r363608,rb12067544,t54,tb32768,f936,w0,o0,bl0,d3) bbr wscale:7,7 rto:604 rtt:199.336/77.356 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:7606586 segs_out:3029 segs_in:5411 data_segs_out:1 data_segs_in:5408 bbr:(bw:60064bps,mrtt:191.659,pacing_gain:2.88672,cwnd_gain:2.88672) send 639242bps lastsnd:5780 lastrcv:168 pacing_rate 1651592bps delivery_rate 60440bps delivered:2 app_limited busy:192ms rcv_rtt:193 rcv_space:657392 rcv_ssthresh:3480146 minrtt:191.659 rcv_ooopack:3373 snd_wnd:65536
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:40754
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                            
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:54238
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                            
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:36158
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                            
# 1795851762.251711601
ESTAB     0      8688   10.0.3.2:80    10.0.1.1:55748
	 skmem:(r0,rb65536,t0,tb7212244,f1936,w14448,o0,bl0,d2) cubic wscale:7,7 rto:216 rtt:12.069/1.442 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:225 ssthresh:101 bytes_sent:10095698 bytes_acked:10087010 bytes_received:79 segs_out:6975 segs_in:1325 data_segs_out:6973 data_segs_in:1 send 215958240bps lastrcv:7372 pacing_rate 259131096bps delivery_rate 114801320bps delivered:6968 app_limited busy:3600ms unacked:6 reordering:64 reord_seen:34 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.323 snd_wnd:751104                              
ESTAB     0      0      10.0.1.1:55748 10.0.3.2:80   
	 skmem:(r0,rb12067544,t82,tb32768,f0,w0,o0,bl0,d3) bbr wscale:7,7 rto:604 rtt:199.336/77.356 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:10095698 segs_out:3706 segs_in:6979 data_segs_out:1 data_segs_in:6976 bbr:(bw:60064bps,mrtt:191.659,pacing_gain:2.88672,cwnd_gain:2.88672) send 639242bps lastsnd:7372 pacing_rate 1651592bps delivery_rate 60440bps delivered:2 app_limited busy:192ms rcv_rtt:193.461 rcv_space:657392 rcv_ssthresh:3590194 minrtt:191.659 rcv_ooopack:4558 snd_wnd:65536
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:40754
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                              
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:54238
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                              
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:36158
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                              
# 1795851763.811349433
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55748
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:40754
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:54238
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36158
	
