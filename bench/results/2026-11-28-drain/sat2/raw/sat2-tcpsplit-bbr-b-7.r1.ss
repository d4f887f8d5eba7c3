# 1795846137.615759981
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:56344
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:35718
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57138
	
# 1795846139.604981731
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:56344
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:35718
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57138
	
# 1795846141.430300956
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:56344
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:35718
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57138
	
# 1795846143.217509771
ESTAB     0      7240   10.0.3.2:80    10.0.1.1:49276
	 skmem:(r0,rb73728,t0,tb612776,f248,w12040,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:14.977/1.803 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:20 bytes_sent:136354 bytes_acked:129114 bytes_received:79 segs_out:96 segs_in:79 data_segs_out:95 data_segs_in:1 send 15469053bps lastrcv:912 pacing_rate 31102944bps delivery_rate 9471016bps delivered:91 app_limited busy:476ms unacked:5 reordering:53 rcv_space:14480 rcv_ssthresh:18432 minrtt:11.043 snd_wnd:76928
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:56344
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                               
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:35718
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                               
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:57138
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                               
ESTAB     0      0      10.0.1.1:49276 10.0.3.2:80   
	 skmem:(r0,rb1156128,t52,tb36864,f0,w0,o0,bl0,d0) bbr wscale:7,7 rto:588 rtt:195.969/73.935 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:136354 segs_out:89 segs_in:98 data_segs_out:1 data_segs_in:95 bbr:(bw:57992bps,mrtt:195.695,pacing_gain:2.88672,cwnd_gain:2.88672) send 650225bps lastsnd:912 pacing_rate 1691056bps delivery_rate 58536bps delivered:2 app_limited busy:200ms rcv_rtt:191 rcv_space:43440 rcv_ssthresh:338244 minrtt:195.695 snd_wnd:65536
# 1795846145.012060381
ESTAB     0      285256 10.0.3.2:80    10.0.1.1:49276
	 skmem:(r0,rb65536,t0,tb7520256,f760,w474376,o0,bl0,d0) cubic wscale:7,7 rto:220 rtt:18.904/4.505 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:84 ssthresh:39 bytes_sent:2835426 bytes_acked:2713794 bytes_received:79 segs_out:1960 segs_in:441 data_segs_out:1959 data_segs_in:1 send 51473551bps lastrcv:2968 lastack:44 pacing_rate 61766624bps delivery_rate 34149808bps delivered:1876 app_limited busy:1648ms unacked:84 reordering:53 reord_seen:4 rcv_space:14480 rcv_ssthresh:16384 notsent:163624 minrtt:10.493 snd_wnd:292096
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:56344
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                  
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:35718
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                  
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:57138
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                  
ESTAB     0      0      10.0.1.1:49276 10.0.3.2:80   
	 skmem:(r45752,rb12582912,t60,tb32768,f3400,w0,o0,bl0,d0) bbr wscale:7,7 rto:588 rtt:195.969/73.935 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:2999050 segs_out:1059 segs_in:2094 data_segs_out:1 data_segs_in:2091 bbr:(bw:57992bps,mrtt:195.695,pacing_gain:2.88672,cwnd_gain:2.88672) send 650225bps lastsnd:2968 lastrcv:4 lastack:4 pacing_rate 1691056bps delivery_rate 58536bps delivered:2 app_limited busy:200ms rcv_rtt:193.343 rcv_space:731240 rcv_ssthresh:3474872 minrtt:195.695 rcv_ooopack:1366 snd_wnd:65536
# 1795846146.944648202
ESTAB     0      0      10.0.3.2:80    10.0.1.1:49276
	 skmem:(r0,rb65536,t0,tb7520256,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:220 rtt:19.296/3.787 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:108 ssthresh:100 bytes_sent:4971226 bytes_acked:4971226 bytes_received:79 segs_out:3435 segs_in:684 data_segs_out:3434 data_segs_in:1 send 64835821bps lastsnd:84 lastrcv:4744 lastack:52 pacing_rate 77800464bps delivery_rate 62517648bps delivered:3435 busy:2292ms reordering:53 reord_seen:44 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.423 snd_wnd:426624
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:56344
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                   
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:35718
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                   
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:57138
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                   
ESTAB     0      0      10.0.1.1:49276 10.0.3.2:80   
	 skmem:(r443072,rb12582912,t62,tb32768,f3392,w0,o0,bl0,d0) bbr wscale:7,7 rto:588 rtt:195.969/73.935 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:4971226 segs_out:1648 segs_in:3621 data_segs_out:1 data_segs_in:3618 bbr:(bw:57992bps,mrtt:195.695,pacing_gain:2.88672,cwnd_gain:2.88672) send 650225bps lastsnd:4752 lastrcv:92 pacing_rate 1691056bps delivery_rate 58536bps delivered:2 app_limited busy:200ms rcv_rtt:195 rcv_space:731240 rcv_ssthresh:3642840 minrtt:195.695 rcv_ooopack:2644 snd_wnd:65536
# 1795846148.590179633
ESTAB     0      14480  10.0.3.2:80    10.0.1.1:49276
	 skmem:(r0,rb65536,t0,tb7520256,f496,w24080,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:15.291/1.449 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:108 ssthresh:100 bytes_sent:6999874 bytes_acked:6985394 bytes_received:79 segs_out:4836 segs_in:906 data_segs_out:4835 data_segs_in:1 send 81817540bps lastrcv:6388 pacing_rate 98179440bps delivery_rate 94583584bps delivered:4826 app_limited busy:3136ms unacked:10 reordering:53 reord_seen:44 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.423 snd_wnd:426624
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:56344
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                          
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:57138
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                          
ESTAB     0      0      10.0.1.1:49276 10.0.3.2:80   
	 skmem:(r0,rb12582912,t80,tb32768,f0,w0,o0,bl0,d0) bbr wscale:7,7 rto:588 rtt:195.969/73.935 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:6999874 segs_out:2208 segs_in:4838 data_segs_out:1 data_segs_in:4835 bbr:(bw:57992bps,mrtt:195.695,pacing_gain:2.88672,cwnd_gain:2.88672) send 650225bps lastsnd:6388 pacing_rate 1691056bps delivery_rate 58536bps delivered:2 app_limited busy:200ms rcv_rtt:191 rcv_space:731240 rcv_ssthresh:3745648 minrtt:195.695 rcv_ooopack:3305 snd_wnd:65536
# 1795846150.477737670
ESTAB     0      0      10.0.3.2:80    10.0.1.1:49276
	 skmem:(r0,rb65536,t0,tb7520256,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:14.799/2.612 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:111 ssthresh:100 bytes_sent:8660730 bytes_acked:8660730 bytes_received:79 segs_out:5983 segs_in:1149 data_segs_out:5982 data_segs_in:1 send 86885871bps lastsnd:172 lastrcv:8164 lastack:164 pacing_rate 104263040bps delivery_rate 83389736bps delivered:5983 app_limited busy:4040ms reordering:53 reord_seen:44 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.423 snd_wnd:426624
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:56344
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                   
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:57138
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                   
ESTAB     0      0      10.0.1.1:49276 10.0.3.2:80   
	 skmem:(r279328,rb12582912,t54,tb32768,f3296,w0,o0,bl0,d0) bbr wscale:7,7 rto:588 rtt:195.969/73.935 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:8660730 segs_out:2786 segs_in:6101 data_segs_out:1 data_segs_in:6098 bbr:(bw:57992bps,mrtt:195.695,pacing_gain:2.88672,cwnd_gain:2.88672) send 650225bps lastsnd:8164 lastrcv:172 pacing_rate 1691056bps delivery_rate 58536bps delivered:2 app_limited busy:200ms rcv_rtt:192.375 rcv_space:731240 rcv_ssthresh:3760128 minrtt:195.695 rcv_ooopack:4010 snd_wnd:65536
# 1795846152.105044733
ESTAB     0      0      10.0.3.2:80    10.0.1.1:49276
	 skmem:(r0,rb65536,t0,tb7520256,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:15.877/2.536 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:109 ssthresh:100 bytes_sent:10362130 bytes_acked:10362130 bytes_received:79 segs_out:7158 segs_in:1298 data_segs_out:7157 data_segs_in:1 send 79527367bps lastsnd:92 lastrcv:9884 lastack:80 pacing_rate 95429832bps delivery_rate 16838528bps delivered:7158 busy:4588ms reordering:53 reord_seen:44 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.423 snd_wnd:426624
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:56344
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                      
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:57138
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                      
ESTAB     0      0      10.0.1.1:49276 10.0.3.2:80   
	 skmem:(r204024,rb12582912,t60,tb32768,f776,w0,o0,bl0,d0) bbr wscale:7,7 rto:588 rtt:195.969/73.935 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:10362130 segs_out:3338 segs_in:7245 data_segs_out:1 data_segs_in:7242 bbr:(bw:57992bps,mrtt:195.695,pacing_gain:2.88672,cwnd_gain:2.88672) send 650225bps lastsnd:9884 lastrcv:120 lastack:16 pacing_rate 1691056bps delivery_rate 58536bps delivered:2 app_limited busy:200ms rcv_rtt:193.125 rcv_space:731240 rcv_ssthresh:3760128 minrtt:195.695 rcv_ooopack:4867 snd_wnd:65536
# 1795846153.820090151
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:49276
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:56344
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57138
	
