# 1795851711.877888176
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:54238
	
# 1795851713.935519692
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:54238
	
# 1795851715.427632461
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:54238
	
# 1795851716.793467392
ESTAB     0      0      10.0.1.1:36158 10.0.3.2:80   
	 skmem:(r0,rb1891866,t98,tb32768,f0,w0,o0,bl0,d0) bbr wscale:7,7 rto:600 rtt:198.677/76.912 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:278258 segs_out:187 segs_in:196 data_segs_out:1 data_segs_in:193 bbr:(bw:60064bps,mrtt:191.58,pacing_gain:2.88672,cwnd_gain:2.88672) send 641363bps lastsnd:1148 pacing_rate 1657512bps delivery_rate 60464bps delivered:2 app_limited busy:196ms rcv_rtt:191 rcv_space:70952 rcv_ssthresh:555207 minrtt:191.58 snd_wnd:65536
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:54238
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                               
ESTAB     0      10136  10.0.3.2:80    10.0.1.1:36158
	 skmem:(r0,rb65536,t0,tb1130686,f3624,w16856,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:13.176/1.528 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:31 bytes_sent:278258 bytes_acked:268122 bytes_received:79 segs_out:194 segs_in:128 data_segs_out:193 data_segs_in:1 send 27254402bps lastsnd:4 lastrcv:1152 lastack:4 pacing_rate 54508800bps delivery_rate 7307096bps delivered:187 app_limited busy:720ms unacked:7 reordering:42 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.74 snd_wnd:76928                      
# 1795851718.476863992
ESTAB     0      0      10.0.1.1:36158 10.0.3.2:80   
	 skmem:(r577920,rb12582912,t76,tb32768,f3712,w0,o0,bl0,d0) bbr wscale:7,7 rto:600 rtt:198.677/76.912 ato:48 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:2851354 segs_out:1283 segs_in:2214 data_segs_out:1 data_segs_in:2210 bbr:(bw:60064bps,mrtt:191.58,pacing_gain:2.88672,cwnd_gain:2.88672) send 641363bps lastsnd:2820 lastrcv:32 pacing_rate 1657512bps delivery_rate 60464bps delivered:2 app_limited busy:196ms rcv_rtt:193.95 rcv_space:574856 rcv_ssthresh:3638496 minrtt:191.58 rcv_ooopack:1205 snd_wnd:65536
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:54238
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                             
ESTAB     0      41992  10.0.3.2:80    10.0.1.1:36158
	 skmem:(r0,rb65536,t0,tb7520256,f3896,w69832,o0,bl0,d0) cubic wscale:7,7 rto:220 rtt:19.892/5.359 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:116 ssthresh:110 bytes_sent:2851354 bytes_acked:2809362 bytes_received:79 segs_out:1971 segs_in:561 data_segs_out:1970 data_segs_in:1 send 67551981bps lastsnd:16 lastrcv:2820 pacing_rate 81061864bps delivery_rate 95779160bps delivered:1942 app_limited busy:1616ms rwnd_limited:12ms(0.7%) unacked:29 reordering:42 reord_seen:28 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.368 snd_wnd:882560               
# 1795851720.099546190
ESTAB     0      0      10.0.1.1:36158 10.0.3.2:80   
	 skmem:(r14448,rb12582912,t138,tb32768,f1936,w0,o0,bl0,d0) bbr wscale:7,7 rto:600 rtt:198.677/76.912 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:5554770 segs_out:1904 segs_in:3847 data_segs_out:1 data_segs_in:3843 bbr:(bw:60064bps,mrtt:191.58,pacing_gain:2.88672,cwnd_gain:2.88672) send 641363bps lastsnd:4312 lastrcv:4 pacing_rate 1657512bps delivery_rate 60464bps delivered:2 app_limited busy:196ms rcv_rtt:192.125 rcv_space:624088 rcv_ssthresh:3722480 minrtt:191.58 rcv_ooopack:2665 snd_wnd:65536
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:54238
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                             
ESTAB     0      13032  10.0.3.2:80    10.0.1.1:36158
	 skmem:(r0,rb65536,t0,tb7520256,f2904,w21672,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:15.042/2.595 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:158 ssthresh:110 bytes_sent:5554770 bytes_acked:5541738 bytes_received:79 segs_out:3838 segs_in:715 data_segs_out:3837 data_segs_in:1 send 121677437bps lastsnd:4 lastrcv:4312 pacing_rate 146012920bps delivery_rate 86027800bps delivered:3829 app_limited busy:2080ms rwnd_limited:12ms(0.6%) unacked:9 reordering:42 reord_seen:37 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.368 snd_wnd:882560               
# 1795851721.496203991
ESTAB     0      0      10.0.1.1:36158 10.0.3.2:80   
	 skmem:(r0,rb12620666,t88,tb32768,f0,w0,o0,bl0,d0) bbr wscale:7,7 rto:600 rtt:198.677/76.912 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:7961346 segs_out:2832 segs_in:5503 data_segs_out:1 data_segs_in:5499 bbr:(bw:60064bps,mrtt:191.58,pacing_gain:2.88672,cwnd_gain:2.88672) send 641363bps lastsnd:5860 pacing_rate 1657512bps delivery_rate 60464bps delivered:2 app_limited busy:196ms rcv_rtt:191.9 rcv_space:731240 rcv_ssthresh:3758378 minrtt:191.58 rcv_ooopack:3346 snd_wnd:65536
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:54238
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                         
ESTAB     0      13032  10.0.3.2:80    10.0.1.1:36158
	 skmem:(r0,rb65536,t0,tb7542820,f2904,w21672,o0,bl0,d0) cubic wscale:7,7 rto:220 rtt:16.124/3.09 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:136 ssthresh:118 bytes_sent:7961346 bytes_acked:7948314 bytes_received:79 segs_out:5500 segs_in:1034 data_segs_out:5499 data_segs_in:1 send 97706773bps lastrcv:5860 pacing_rate 117247216bps delivery_rate 57227416bps delivered:5491 busy:3136ms rwnd_limited:12ms(0.4%) unacked:9 reordering:42 reord_seen:58 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.368 snd_wnd:882560                  
# 1795851723.254508116
ESTAB     0      0      10.0.1.1:36158 10.0.3.2:80   
	 skmem:(r211904,rb12582912,t64,tb32768,f1088,w0,o0,bl0,d0) bbr wscale:7,7 rto:600 rtt:198.677/76.912 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:10228914 segs_out:3530 segs_in:7157 data_segs_out:1 data_segs_in:7153 bbr:(bw:60064bps,mrtt:191.58,pacing_gain:2.88672,cwnd_gain:2.88672) send 641363bps lastsnd:7624 lastrcv:20 lastack:4 pacing_rate 1657512bps delivery_rate 60464bps delivered:2 app_limited busy:196ms rcv_rtt:192.918 rcv_space:731240 rcv_ssthresh:3586368 minrtt:191.58 rcv_ooopack:4538 snd_wnd:65536
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:54238
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                         
ESTAB     0      159280 10.0.3.2:80    10.0.1.1:36158
	 skmem:(r0,rb65536,t0,tb7520256,f1360,w264880,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:15.695/2.772 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:85 ssthresh:118 bytes_sent:10195610 bytes_retrans:2896 bytes_acked:10069634 bytes_received:79 segs_out:7043 segs_in:1273 data_segs_out:7042 data_segs_in:1 send 62735903bps lastsnd:4 lastrcv:7624 lastack:4 pacing_rate 75282480bps delivery_rate 103115280bps delivered:6958 app_limited busy:3936ms rwnd_limited:12ms(0.3%) unacked:85 retrans:0/2 dsack_dups:2 reordering:42 reord_seen:63 rcv_space:14480 rcv_ssthresh:16384 notsent:36200 minrtt:10.368 snd_wnd:882560
# 1795851724.824259700
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:54238
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36158
	
