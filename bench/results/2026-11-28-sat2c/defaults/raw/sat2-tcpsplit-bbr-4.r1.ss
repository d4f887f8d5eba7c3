# 1795862504.783304009
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:58838
	
# 1795862506.739941813
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:58838
	
# 1795862508.603928817
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:58838
	
# 1795862510.209472752
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:58838
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                 
ESTAB     0      11584  10.0.3.2:80    10.0.1.1:52438
	 skmem:(r0,rb65536,t0,tb864630,f1216,w19264,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:15.073/1.459 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:20 bytes_sent:181242 bytes_acked:169658 bytes_received:79 segs_out:127 segs_in:107 data_segs_out:126 data_segs_in:1 send 15370530bps lastrcv:1012 lastack:4 pacing_rate 30741056bps delivery_rate 5023848bps delivered:119 app_limited busy:580ms unacked:8 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.694 snd_wnd:76928
ESTAB     0      0      10.0.1.1:52438 10.0.3.2:80   
	 skmem:(r0,rb1446700,t64,tb32768,f0,w0,o0,bl0,d0) bbr wscale:7,7 rto:608 rtt:200.531/78.279 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:181242 segs_out:120 segs_in:129 data_segs_out:1 data_segs_in:126 bbr:(bw:60064bps,mrtt:191.454,pacing_gain:2.88672,cwnd_gain:2.88672) send 635433bps lastsnd:1012 pacing_rate 1639752bps delivery_rate 60504bps delivered:2 app_limited busy:192ms rcv_rtt:192.375 rcv_space:79640 rcv_ssthresh:420731 minrtt:191.454 snd_wnd:65536
# 1795862511.994632127
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:58838
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                
ESTAB     0      52128  10.0.3.2:80    10.0.1.1:52438
	 skmem:(r0,rb65536,t0,tb7150678,f3424,w86688,o0,bl0,d0) cubic wscale:7,7 rto:236 rtt:33.649/8.561 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:636 bytes_sent:3395802 bytes_acked:3343674 bytes_received:79 segs_out:2347 segs_in:795 data_segs_out:2346 data_segs_in:1 send 218949270bps lastsnd:44 lastrcv:2924 pacing_rate 437887152bps delivery_rate 70251840bps delivered:2311 app_limited busy:1464ms unacked:36 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.549 snd_wnd:1759872
ESTAB     0      0      10.0.1.1:52438 10.0.3.2:80   
	 skmem:(r240800,rb11964532,t58,tb32768,f864,w0,o0,bl0,d0) bbr wscale:7,7 rto:608 rtt:200.531/78.279 ato:44 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:3395802 segs_out:1073 segs_in:2449 data_segs_out:1 data_segs_in:2446 bbr:(bw:60064bps,mrtt:191.454,pacing_gain:2.88672,cwnd_gain:2.88672) send 635433bps lastsnd:2924 lastrcv:48 pacing_rate 1639752bps delivery_rate 60504bps delivered:2 app_limited busy:192ms rcv_rtt:193 rcv_space:916584 rcv_ssthresh:3119219 minrtt:191.454 rcv_ooopack:1781 snd_wnd:65536
# 1795862513.868893723
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:58838
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                      
ESTAB     0      0      10.0.3.2:80    10.0.1.1:52438
	 skmem:(r0,rb65536,t0,tb7150678,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:220 rtt:18.754/6.995 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:283 ssthresh:636 bytes_sent:6191890 bytes_acked:6191890 bytes_received:79 segs_out:4278 segs_in:906 data_segs_out:4277 data_segs_in:1 send 174803882bps lastsnd:56 lastrcv:4740 lastack:24 pacing_rate 349605432bps delivery_rate 81523880bps delivered:4278 app_limited busy:1952ms rcv_space:14480 rcv_ssthresh:16384 minrtt:10.549 snd_wnd:1759872
ESTAB     0      0      10.0.1.1:52438 10.0.3.2:80   
	 skmem:(r351568,rb11964532,t40,tb32768,f688,w0,o0,bl0,d0) bbr wscale:7,7 rto:608 rtt:200.531/78.279 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:6191890 segs_out:1731 segs_in:4426 data_segs_out:1 data_segs_in:4423 bbr:(bw:60064bps,mrtt:191.454,pacing_gain:2.88672,cwnd_gain:2.88672) send 635433bps lastsnd:4748 lastrcv:64 lastack:8 pacing_rate 1639752bps delivery_rate 60504bps delivered:2 app_limited busy:192ms rcv_rtt:191 rcv_space:916584 rcv_ssthresh:3397235 minrtt:191.454 rcv_ooopack:3560 snd_wnd:65536
# 1795862515.854806008
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:58838
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                 
ESTAB     0      0      10.0.3.2:80    10.0.1.1:52438
	 skmem:(r0,rb65536,t0,tb7150678,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:236 rtt:32.168/23.032 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:346 ssthresh:636 bytes_sent:8672314 bytes_acked:8672314 bytes_received:79 segs_out:5991 segs_in:1051 data_segs_out:5990 data_segs_in:1 send 124597861bps lastsnd:88 lastrcv:6848 lastack:8 pacing_rate 149516264bps delivery_rate 84942248bps delivered:5991 app_limited busy:2568ms reordering:4 reord_seen:2 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.448 snd_wnd:1744000
ESTAB     0      0      10.0.1.1:52438 10.0.3.2:80   
	 skmem:(r192640,rb11964532,t44,tb32768,f3968,w0,o0,bl0,d0) bbr wscale:7,7 rto:608 rtt:200.531/78.279 ato:56 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:8672314 segs_out:2444 segs_in:6073 data_segs_out:1 data_segs_in:6070 bbr:(bw:60064bps,mrtt:191.454,pacing_gain:2.88672,cwnd_gain:2.88672) send 635433bps lastsnd:6848 lastrcv:88 pacing_rate 1639752bps delivery_rate 60504bps delivered:2 app_limited busy:192ms rcv_rtt:194 rcv_space:916584 rcv_ssthresh:3326283 minrtt:191.454 rcv_ooopack:4952 snd_wnd:65536
# 1795862517.814370350
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:58838
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:52438
	
