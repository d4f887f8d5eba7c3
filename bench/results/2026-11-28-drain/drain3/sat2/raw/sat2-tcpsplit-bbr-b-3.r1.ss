# 1795851783.230916210
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55748
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:40754
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36158
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36590
	
# 1795851784.875301773
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55748
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:40754
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36158
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36590
	
# 1795851786.484421603
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55748
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:40754
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36590
	
# 1795851787.930608210
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:55748
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                               
ESTAB     0      4344   10.0.3.2:80    10.0.1.1:46516
	 skmem:(r0,rb73728,t0,tb440752,f968,w7224,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:13.347/1.705 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:20 bytes_sent:85674 bytes_acked:81330 bytes_received:79 segs_out:61 segs_in:59 data_segs_out:60 data_segs_in:1 send 17358208bps lastrcv:784 pacing_rate 34714784bps delivery_rate 7126416bps delivered:58 app_limited busy:340ms unacked:3 reordering:42 rcv_space:14480 rcv_ssthresh:18432 minrtt:10.965 snd_wnd:76928                                                   
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:40754
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                               
ESTAB     0      0      10.0.1.1:46516 10.0.3.2:80   
	 skmem:(r0,rb737466,t30,tb36864,f0,w0,o0,bl0,d0) bbr wscale:7,7 rto:600 rtt:198.931/76.247 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:85674 segs_out:54 segs_in:63 data_segs_out:1 data_segs_in:60 bbr:(bw:59376bps,mrtt:194.075,pacing_gain:2.88672,cwnd_gain:2.88672) send 640544bps lastsnd:784 pacing_rate 1657512bps delivery_rate 59688bps delivered:2 app_limited busy:196ms rcv_rtt:194.236 rcv_space:28960 rcv_ssthresh:216032 minrtt:194.075 snd_wnd:65536
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:36590
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                               
# 1795851789.328704799
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:55748
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                  
ESTAB     0      0      10.0.3.2:80    10.0.1.1:46516
	 skmem:(r0,rb65536,t0,tb7394062,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:220 rtt:19.245/5.218 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:275 ssthresh:270 bytes_sent:2531346 bytes_acked:2531346 bytes_received:79 segs_out:1750 segs_in:733 data_segs_out:1749 data_segs_in:1 send 165528709bps lastsnd:84 lastrcv:2492 lastack:68 pacing_rate 198634448bps delivery_rate 102107568bps delivered:1750 app_limited busy:1540ms rwnd_limited:12ms(0.8%) reordering:42 reord_seen:4 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.467 snd_wnd:1232896                        
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:40754
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                  
ESTAB     0      0      10.0.1.1:46516 10.0.3.2:80   
	 skmem:(r1006544,rb12371762,t64,tb32768,f1072,w0,o0,bl0,d0) bbr wscale:7,7 rto:600 rtt:198.931/76.247 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:2531346 segs_out:1369 segs_in:2171 data_segs_out:1 data_segs_in:2167 bbr:(bw:59376bps,mrtt:194.075,pacing_gain:2.88672,cwnd_gain:2.88672) send 640544bps lastsnd:2492 lastrcv:112 pacing_rate 1657512bps delivery_rate 59688bps delivered:2 app_limited busy:196ms rcv_rtt:192.919 rcv_space:476392 rcv_ssthresh:3349511 minrtt:194.075 rcv_ooopack:1014 snd_wnd:65536
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:36590
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                  
# 1795851791.040905684
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:55748
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                
ESTAB     0      43440  10.0.3.2:80    10.0.1.1:46516
	 skmem:(r0,rb65536,t0,tb7394062,f1488,w72240,o0,bl0,d0) cubic wscale:7,7 rto:220 rtt:16.967/2.046 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:142 ssthresh:270 bytes_sent:6122386 bytes_acked:6078946 bytes_received:79 segs_out:4230 segs_in:916 data_segs_out:4229 data_segs_in:1 send 96948665bps lastsnd:8 lastrcv:4060 lastack:236 pacing_rate 233485752bps delivery_rate 105895728bps delivered:4200 app_limited busy:2088ms rwnd_limited:12ms(0.6%) unacked:30 reordering:42 reord_seen:4 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.467 snd_wnd:1287424     
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:40754
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                
ESTAB     0      0      10.0.1.1:46516 10.0.3.2:80   
	 skmem:(r710360,rb12371762,t70,tb32768,f2344,w0,o0,bl0,d0) bbr wscale:7,7 rto:600 rtt:198.931/76.247 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:6122386 segs_out:2142 segs_in:4528 data_segs_out:1 data_segs_in:4524 bbr:(bw:59376bps,mrtt:194.075,pacing_gain:2.88672,cwnd_gain:2.88672) send 640544bps lastsnd:4060 lastrcv:12 pacing_rate 1657512bps delivery_rate 59688bps delivered:2 app_limited busy:196ms rcv_rtt:194.169 rcv_space:851424 rcv_ssthresh:3653591 minrtt:194.075 rcv_ooopack:3061 snd_wnd:65536
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:36590
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                
# 1795851792.502694878
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:55748
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                          
ESTAB     0      26064  10.0.3.2:80    10.0.1.1:46516
	 skmem:(r0,rb65536,t0,tb7394062,f1712,w43344,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:15.878/3.304 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:308 ssthresh:270 bytes_sent:9613514 bytes_acked:9587450 bytes_received:79 segs_out:6641 segs_in:1152 data_segs_out:6640 data_segs_in:1 send 224705379bps lastrcv:5584 pacing_rate 269631592bps delivery_rate 111893000bps delivered:6623 app_limited busy:2856ms rwnd_limited:12ms(0.4%) unacked:18 reordering:42 reord_seen:25 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.467 snd_wnd:1288832  
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:40754
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                          
ESTAB     0      0      10.0.1.1:46516 10.0.3.2:80   
	 skmem:(r0,rb12371762,t138,tb32768,f0,w0,o0,bl0,d0) bbr wscale:7,7 rto:600 rtt:198.931/76.247 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:9635234 segs_out:2840 segs_in:6659 data_segs_out:1 data_segs_in:6655 bbr:(bw:59376bps,mrtt:194.075,pacing_gain:2.88672,cwnd_gain:2.88672) send 640544bps lastsnd:5596 pacing_rate 1657512bps delivery_rate 59688bps delivered:2 app_limited busy:196ms rcv_rtt:191 rcv_space:851424 rcv_ssthresh:3662279 minrtt:194.075 rcv_ooopack:4650 snd_wnd:65536
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:36590
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                          
# 1795851794.122891761
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55748
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:46516
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:40754
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36590
	
