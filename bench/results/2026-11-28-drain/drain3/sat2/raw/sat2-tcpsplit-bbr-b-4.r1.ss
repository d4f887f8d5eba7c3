# 1795851817.167988085
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:38020
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55748
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:46516
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36590
	
# 1795851818.868867293
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:38020
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55748
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:46516
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36590
	
# 1795851820.364827959
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:38020
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55748
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:46516
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36590
	
# 1795851821.617628718
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:38020
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                   
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:55748
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                   
ESTAB     0      5792   10.0.3.2:80    10.0.1.1:44226
	 skmem:(r0,rb98304,t0,tb440556,f2656,w9632,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:12.327/0.58 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:20 bytes_sent:81330 bytes_acked:75538 bytes_received:79 segs_out:58 segs_in:56 data_segs_out:57 data_segs_in:1 send 18794516bps lastsnd:4 lastrcv:752 lastack:12 pacing_rate 37587504bps delivery_rate 6767536bps delivered:54 app_limited busy:320ms unacked:4 reordering:42 rcv_space:14480 rcv_ssthresh:24576 minrtt:10.73 snd_wnd:76928                                                   
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:46516
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                   
ESTAB     0      0      10.0.1.1:44226 10.0.3.2:80   
	 skmem:(r0,rb737138,t28,tb49152,f0,w0,o0,bl0,d0) bbr wscale:7,7 rto:600 rtt:198.376/76.832 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:81330 segs_out:51 segs_in:60 data_segs_out:1 data_segs_in:57 bbr:(bw:60064bps,mrtt:191.181,pacing_gain:2.88672,cwnd_gain:2.88672) send 642336bps lastsnd:752 lastrcv:4 lastack:4 pacing_rate 1659488bps delivery_rate 60584bps delivered:2 app_limited busy:192ms rcv_rtt:192.636 rcv_space:28960 rcv_ssthresh:214486 minrtt:191.181 snd_wnd:65536
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:36590
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                   
# 1795851823.135408945
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:38020
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                          
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:55748
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                          
ESTAB     0      0      10.0.3.2:80    10.0.1.1:44226
	 skmem:(r0,rb65536,t0,tb6877656,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:220 rtt:16.865/1.713 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:98 ssthresh:26 bytes_sent:2574786 bytes_acked:2574786 bytes_received:79 segs_out:1780 segs_in:451 data_segs_out:1779 data_segs_in:1 send 67312897bps lastsnd:96 lastrcv:2452 lastack:76 pacing_rate 80772480bps delivery_rate 52351912bps delivered:1780 busy:1424ms reordering:42 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.353 snd_wnd:486016                                                                                       
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:46516
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                          
ESTAB     0      0      10.0.1.1:44226 10.0.3.2:80   
	 skmem:(r469560,rb11507712,t56,tb32768,f1480,w0,o0,bl0,d0) bbr wscale:7,7 rto:600 rtt:198.376/76.832 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:2574786 segs_out:874 segs_in:1977 data_segs_out:1 data_segs_in:1974 bbr:(bw:60064bps,mrtt:191.181,pacing_gain:2.88672,cwnd_gain:2.88672) send 642336bps lastsnd:2452 lastrcv:148 lastack:4 pacing_rate 1659488bps delivery_rate 60584bps delivered:2 app_limited busy:192ms rcv_rtt:193.25 rcv_space:1002016 rcv_ssthresh:3050764 minrtt:191.181 rcv_ooopack:1490 snd_wnd:65536
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:36590
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                          
# 1795851824.661141960
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:38020
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                              
ESTAB     0      0      10.0.3.2:80    10.0.1.1:44226
	 skmem:(r0,rb65536,t0,tb7520256,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:12.855/1.337 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:133 ssthresh:26 bytes_sent:4390578 bytes_acked:4390578 bytes_received:79 segs_out:3034 segs_in:621 data_segs_out:3033 data_segs_in:1 send 119850019bps lastsnd:192 lastrcv:3592 lastack:176 pacing_rate 143818624bps delivery_rate 68447448bps delivered:3034 busy:1932ms reordering:42 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.353 snd_wnd:488832                                                                      
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:46516
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                              
ESTAB     0      0      10.0.1.1:44226 10.0.3.2:80   
	 skmem:(r510496,rb12582912,t74,tb32768,f1504,w0,o0,bl0,d0) bbr wscale:7,7 rto:600 rtt:198.376/76.832 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:4390578 segs_out:1583 segs_in:3248 data_segs_out:1 data_segs_in:3245 bbr:(bw:60064bps,mrtt:191.181,pacing_gain:2.88672,cwnd_gain:2.88672) send 642336bps lastsnd:3592 lastrcv:192 pacing_rate 1659488bps delivery_rate 60584bps delivered:2 app_limited busy:192ms rcv_rtt:191 rcv_space:1002016 rcv_ssthresh:3760128 minrtt:191.181 rcv_ooopack:2277 snd_wnd:65536
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:36590
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                              
# 1795851826.017029057
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:38020
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                             
ESTAB     0      204168 10.0.3.2:80    10.0.1.1:44226
	 skmem:(r0,rb65536,t0,tb7520256,f440,w339528,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:13.888/1.138 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:171 ssthresh:26 bytes_sent:6655250 bytes_acked:6451082 bytes_received:79 segs_out:4598 segs_in:856 data_segs_out:4597 data_segs_in:1 send 142631336bps lastrcv:5060 pacing_rate 171146816bps delivery_rate 99734688bps delivered:4457 app_limited busy:2572ms unacked:141 reordering:42 reord_seen:20 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.353 snd_wnd:610560                                                
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:46516
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                             
ESTAB     0      0      10.0.1.1:44226 10.0.3.2:80   
	 skmem:(r9632,rb12582912,t88,tb32768,f2656,w0,o0,bl0,d0) bbr wscale:7,7 rto:600 rtt:198.376/76.832 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:6655250 segs_out:2169 segs_in:4604 data_segs_out:1 data_segs_in:4601 bbr:(bw:60064bps,mrtt:191.181,pacing_gain:2.88672,cwnd_gain:2.88672) send 642336bps lastsnd:5060 lastrcv:4 pacing_rate 1659488bps delivery_rate 60584bps delivered:2 app_limited busy:192ms rcv_rtt:192.32 rcv_space:1002016 rcv_ssthresh:3505280 minrtt:191.181 rcv_ooopack:3183 snd_wnd:65536
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:36590
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                             
# 1795851827.309570283
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:38020
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                              
ESTAB     0      0      10.0.3.2:80    10.0.1.1:44226
	 skmem:(r0,rb65536,t0,tb7520256,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:220 rtt:18.532/3.135 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:178 ssthresh:26 bytes_sent:8258186 bytes_acked:8258186 bytes_received:79 segs_out:5705 segs_in:1048 data_segs_out:5704 data_segs_in:1 send 111264408bps lastsnd:196 lastrcv:6568 lastack:180 pacing_rate 133510984bps delivery_rate 99734688bps delivered:5705 app_limited busy:3316ms reordering:42 reord_seen:20 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.353 snd_wnd:610560                                           
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:46516
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                              
ESTAB     0      0      10.0.1.1:44226 10.0.3.2:80   
	 skmem:(r406952,rb12582912,t82,tb32768,f2648,w0,o0,bl0,d0) bbr wscale:7,7 rto:600 rtt:198.376/76.832 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:8258186 segs_out:2737 segs_in:5876 data_segs_out:1 data_segs_in:5873 bbr:(bw:60064bps,mrtt:191.181,pacing_gain:2.88672,cwnd_gain:2.88672) send 642336bps lastsnd:6568 lastrcv:196 pacing_rate 1659488bps delivery_rate 60584bps delivered:2 app_limited busy:192ms rcv_rtt:191 rcv_space:1002016 rcv_ssthresh:3760128 minrtt:191.181 rcv_ooopack:3907 snd_wnd:65536
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:36590
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                              
# 1795851828.818988397
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:38020
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                   
ESTAB     0      0      10.0.3.2:80    10.0.1.1:44226
	 skmem:(r0,rb65536,t0,tb7520256,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:15.819/2.66 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:199 ssthresh:26 bytes_sent:10110178 bytes_acked:10110178 bytes_received:79 segs_out:6984 segs_in:1295 data_segs_out:6983 data_segs_in:1 send 145724509bps lastsnd:108 lastrcv:8080 lastack:92 pacing_rate 174869408bps delivery_rate 110752488bps delivered:6984 app_limited busy:4020ms reordering:42 reord_seen:20 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.353 snd_wnd:646528                                               
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:46516
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                   
ESTAB     0      0      10.0.1.1:44226 10.0.3.2:80   
	 skmem:(r180600,rb12582912,t68,tb32768,f3720,w0,o0,bl0,d0) bbr wscale:7,7 rto:600 rtt:198.376/76.832 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:10110178 segs_out:3311 segs_in:7061 data_segs_out:1 data_segs_in:7058 bbr:(bw:60064bps,mrtt:191.181,pacing_gain:2.88672,cwnd_gain:2.88672) send 642336bps lastsnd:8080 lastrcv:108 pacing_rate 1659488bps delivery_rate 60584bps delivered:2 app_limited busy:192ms rcv_rtt:191.425 rcv_space:1002016 rcv_ssthresh:3745648 minrtt:191.181 rcv_ooopack:4623 snd_wnd:65536
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:36590
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                   
# 1795851830.324909305
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:38020
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:44226
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:46516
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36590
	
