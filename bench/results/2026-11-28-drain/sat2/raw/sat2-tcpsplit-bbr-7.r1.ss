# 1795846114.078702875
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:38142
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:56344
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:35718
	
# 1795846116.244693097
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:38142
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:56344
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:35718
	
# 1795846117.983459057
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:38142
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:56344
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:35718
	
# 1795846119.779784775
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:38142
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                        
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:56344
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                        
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:35718
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                        
ESTAB     0      0      10.0.1.1:57138 10.0.3.2:80   
	 skmem:(r0,rb892646,t58,tb32768,f0,w0,o0,bl0,d0) bbr wscale:7,7 rto:624 rtt:205.994/82.286 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:188482 segs_out:127 segs_in:133 data_segs_out:1 data_segs_in:131 bbr:(bw:60064bps,mrtt:191.143,pacing_gain:2.88672,cwnd_gain:2.88672) send 618581bps lastsnd:1088 lastrcv:8 lastack:8 pacing_rate 1590424bps delivery_rate 60600bps delivered:2 app_limited busy:196ms rcv_rtt:192.125 rcv_space:76744 rcv_ssthresh:259508 minrtt:191.143 snd_wnd:32768
ESTAB     0      4344   10.0.3.2:80    10.0.1.1:57138
	 skmem:(r0,rb65536,t0,tb533496,f968,w7224,o0,bl0,d0) cubic wscale:7,7 rto:220 rtt:16.338/4.65 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:39 bytes_sent:188482 bytes_acked:184138 bytes_received:79 segs_out:132 segs_in:81 data_segs_out:131 data_segs_in:1 send 27651855bps lastsnd:8 lastrcv:1088 lastack:4 pacing_rate 55302432bps delivery_rate 4413672bps delivered:129 app_limited busy:620ms unacked:3 reordering:53 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.737 snd_wnd:97280                                                   
# 1795846121.918768521
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:38142
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                       
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:56344
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                       
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:35718
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                       
ESTAB     0      0      10.0.1.1:57138 10.0.3.2:80   
	 skmem:(r0,rb3001282,t112,tb32768,f0,w0,o0,bl0,d0) bbr wscale:7,7 rto:624 rtt:205.994/82.286 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:2518314 segs_out:1042 segs_in:1742 data_segs_out:1 data_segs_in:1740 bbr:(bw:60064bps,mrtt:191.143,pacing_gain:2.88672,cwnd_gain:2.88672) send 618581bps lastsnd:3128 pacing_rate 1590424bps delivery_rate 60600bps delivered:2 app_limited busy:196ms rcv_rtt:193 rcv_space:476392 rcv_ssthresh:879492 minrtt:191.143 rcv_ooopack:913 snd_wnd:32768
ESTAB     0      17376  10.0.3.2:80    10.0.1.1:57138
	 skmem:(r0,rb65536,t0,tb1793736,f3872,w28896,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:13.335/2.094 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:83 ssthresh:39 bytes_sent:2518314 bytes_acked:2500938 bytes_received:79 segs_out:1741 segs_in:407 data_segs_out:1740 data_segs_in:1 send 72101387bps lastrcv:3128 pacing_rate 86516792bps delivery_rate 27262296bps delivered:1729 busy:1948ms unacked:12 reordering:53 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.57 snd_wnd:315008                                                         
# 1795846123.901313494
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:38142
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                           
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:56344
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                           
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:35718
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                           
ESTAB     0      0      10.0.1.1:57138 10.0.3.2:80   
	 skmem:(r0,rb4480832,t52,tb32768,f0,w0,o0,bl0,d0) bbr wscale:7,7 rto:624 rtt:205.994/82.286 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:4646874 segs_out:1915 segs_in:3212 data_segs_out:1 data_segs_in:3210 bbr:(bw:60064bps,mrtt:191.143,pacing_gain:2.88672,cwnd_gain:2.88672) send 618581bps lastsnd:4936 pacing_rate 1590424bps delivery_rate 60600bps delivered:2 app_limited busy:196ms rcv_rtt:192.26 rcv_space:476392 rcv_ssthresh:1276735 minrtt:191.143 rcv_ooopack:1750 snd_wnd:32768
ESTAB     0      62264  10.0.3.2:80    10.0.1.1:57138
	 skmem:(r0,rb65536,t0,tb2677998,f2952,w103544,o0,bl0,d0) cubic wscale:7,7 rto:220 rtt:17.777/4.116 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:120 ssthresh:39 bytes_sent:4646874 bytes_acked:4584610 bytes_received:79 segs_out:3211 segs_in:762 data_segs_out:3210 data_segs_in:1 send 78195421bps lastrcv:4936 lastack:4 pacing_rate 93833184bps delivery_rate 97186928bps delivered:3168 app_limited busy:2844ms unacked:43 reordering:53 reord_seen:14 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.493 snd_wnd:424832                      
# 1795846125.703167966
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:38142
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                           
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:56344
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                           
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:35718
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                           
ESTAB     0      0      10.0.1.1:57138 10.0.3.2:80   
	 skmem:(r248024,rb2643846,t60,tb32768,f1832,w0,o0,bl0,d0) bbr wscale:7,7 rto:624 rtt:205.994/82.286 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:6398954 segs_out:2546 segs_in:4525 data_segs_out:1 data_segs_in:4523 bbr:(bw:60064bps,mrtt:191.143,pacing_gain:2.88672,cwnd_gain:2.88672) send 618581bps lastsnd:6716 lastrcv:156 pacing_rate 1590424bps delivery_rate 60600bps delivered:2 app_limited busy:196ms rcv_rtt:192 rcv_space:476392 rcv_ssthresh:779920 minrtt:191.143 rcv_ooopack:2390 snd_wnd:32768
ESTAB     0      0      10.0.3.2:80    10.0.1.1:57138
	 skmem:(r0,rb65536,t0,tb1580112,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:14.222/2.306 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:136 ssthresh:39 bytes_sent:6398954 bytes_acked:6398954 bytes_received:79 segs_out:4421 segs_in:1114 data_segs_out:4420 data_segs_in:1 send 110773731bps lastsnd:156 lastrcv:6716 lastack:140 pacing_rate 132928472bps delivery_rate 97186928bps delivered:4421 app_limited busy:3796ms reordering:53 reord_seen:27 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.493 snd_wnd:484480                                        
# 1795846127.528717233
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:38142
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                           
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:56344
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                           
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:35718
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                           
ESTAB     0      0      10.0.1.1:57138 10.0.3.2:80   
	 skmem:(r0,rb2651462,t48,tb32768,f0,w0,o0,bl0,d0) bbr wscale:7,7 rto:624 rtt:205.994/82.286 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:8240810 segs_out:3091 segs_in:5694 data_segs_out:1 data_segs_in:5692 bbr:(bw:60064bps,mrtt:191.143,pacing_gain:2.88672,cwnd_gain:2.88672) send 618581bps lastsnd:8532 pacing_rate 1590424bps delivery_rate 60600bps delivered:2 app_limited busy:196ms rcv_rtt:194.453 rcv_space:476392 rcv_ssthresh:783644 minrtt:191.143 rcv_ooopack:3249 snd_wnd:32768
ESTAB     0      8688   10.0.3.2:80    10.0.1.1:57138
	 skmem:(r0,rb65536,t0,tb1584664,f1936,w14448,o0,bl0,d0) cubic wscale:7,7 rto:220 rtt:17.235/5.269 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:143 ssthresh:39 bytes_sent:8240810 bytes_acked:8232122 bytes_received:79 segs_out:5693 segs_in:1283 data_segs_out:5692 data_segs_in:1 send 96113258bps lastrcv:8532 pacing_rate 115335904bps delivery_rate 97186928bps delivered:5687 app_limited busy:4468ms unacked:6 reordering:53 reord_seen:27 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.493 snd_wnd:484480                                
# 1795846129.225111830
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:56344
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:35718
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                
ESTAB     0      0      10.0.1.1:57138 10.0.3.2:80   
	 skmem:(r0,rb3121218,t64,tb32768,f0,w0,o0,bl0,d0) bbr wscale:7,7 rto:624 rtt:205.994/82.286 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:9681570 segs_out:3573 segs_in:6689 data_segs_out:1 data_segs_in:6687 bbr:(bw:60064bps,mrtt:191.143,pacing_gain:2.88672,cwnd_gain:2.88672) send 618581bps lastsnd:10228 lastrcv:4 lastack:4 pacing_rate 1590424bps delivery_rate 60600bps delivered:2 app_limited busy:196ms rcv_rtt:192.256 rcv_space:476392 rcv_ssthresh:921124 minrtt:191.143 rcv_ooopack:3771 snd_wnd:32768
ESTAB     0      11584  10.0.3.2:80    10.0.1.1:57138
	 skmem:(r0,rb65536,t0,tb1865416,f1216,w19264,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:13.035/1.116 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:125 ssthresh:106 bytes_sent:9684466 bytes_acked:9672882 bytes_received:79 segs_out:6690 segs_in:1542 data_segs_out:6689 data_segs_in:1 send 111085539bps lastrcv:10228 pacing_rate 132603256bps delivery_rate 97186928bps delivered:6682 app_limited busy:5344ms unacked:8 reordering:53 reord_seen:27 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.488 snd_wnd:484480                                                  
# 1795846130.885839376
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:56344
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:35718
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57138
	
