# 1795845895.554223157
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:52934
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:45566
	
# 1795845897.392557051
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:52934
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:45566
	
# 1795845899.260748542
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:52934
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:45566
	
# 1795845901.029409806
ESTAB     0      0      10.0.1.1:54942 10.0.3.2:80   
	 skmem:(r0,rb776294,t48,tb32768,f0,w0,o0,bl0,d0) bbr wscale:7,7 rto:608 rtt:202.216/76.045 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:165314 segs_out:110 segs_in:117 data_segs_out:1 data_segs_in:115 bbr:(bw:56616bps,mrtt:202.085,pacing_gain:2.88672,cwnd_gain:2.88672) send 630138bps lastsnd:1064 lastrcv:4 lastack:4 pacing_rate 1637776bps delivery_rate 57024bps delivered:2 app_limited busy:208ms rcv_rtt:192.125 rcv_space:56472 rcv_ssthresh:223291 minrtt:202.085 snd_wnd:32768
ESTAB     0      5792   10.0.3.2:80    10.0.1.1:54942
	 skmem:(r0,rb65536,t0,tb463958,f2656,w9632,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:13.911/3.073 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:25 bytes_sent:165314 bytes_acked:159522 bytes_received:79 segs_out:116 segs_in:98 data_segs_out:115 data_segs_in:1 send 20818058bps lastrcv:1064 pacing_rate 41634240bps delivery_rate 5794600bps delivered:112 app_limited busy:592ms unacked:4 reordering:15 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.654 snd_wnd:76928                                                                     
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:52934
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                        
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:45566
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                        
# 1795845902.810725158
ESTAB     0      0      10.0.1.1:54942 10.0.3.2:80   
	 skmem:(r484008,rb2713446,t46,tb32768,f3416,w0,o0,bl0,d0) bbr wscale:7,7 rto:608 rtt:202.216/76.045 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:1762458 segs_out:737 segs_in:1421 data_segs_out:1 data_segs_in:1419 bbr:(bw:56616bps,mrtt:202.085,pacing_gain:2.88672,cwnd_gain:2.88672) send 630138bps lastsnd:2628 lastrcv:228 lastack:4 pacing_rate 1637776bps delivery_rate 57024bps delivered:2 app_limited busy:208ms rcv_rtt:193.25 rcv_space:346072 rcv_ssthresh:810854 minrtt:202.085 rcv_ooopack:917 snd_wnd:32768
ESTAB     0      0      10.0.3.2:80    10.0.1.1:54942
	 skmem:(r0,rb65536,t0,tb1621708,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:13.676/1.143 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:90 ssthresh:53 bytes_sent:1762458 bytes_acked:1762458 bytes_received:79 segs_out:1219 segs_in:482 data_segs_out:1218 data_segs_in:1 send 76232817bps lastsnd:212 lastrcv:2628 lastack:196 pacing_rate 91477704bps delivery_rate 58781304bps delivered:1219 busy:1384ms reordering:15 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.327 snd_wnd:619904                                                                                 
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:52934
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                      
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:45566
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                      
# 1795845904.533997637
ESTAB     0      0      10.0.1.1:54942 10.0.3.2:80   
	 skmem:(r211904,rb4075398,t64,tb32768,f1088,w0,o0,bl0,d0) bbr wscale:7,7 rto:608 rtt:202.216/76.045 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:4559994 segs_out:1383 segs_in:3241 data_segs_out:1 data_segs_in:3238 bbr:(bw:56616bps,mrtt:202.085,pacing_gain:2.88672,cwnd_gain:2.88672) send 630138bps lastsnd:4408 lastrcv:24 pacing_rate 1637776bps delivery_rate 57024bps delivered:2 app_limited busy:208ms rcv_rtt:193.375 rcv_space:515488 rcv_ssthresh:962996 minrtt:202.085 rcv_ooopack:2233 snd_wnd:32768
ESTAB     0      189688 10.0.3.2:80    10.0.1.1:54942
	 skmem:(r0,rb65536,t0,tb2435688,f4040,w315448,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:15.639/3.786 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:88 ssthresh:87 bytes_sent:4497730 bytes_acked:4370306 bytes_received:79 segs_out:3108 segs_in:709 data_segs_out:3107 data_segs_in:1 send 65182684bps lastrcv:4408 pacing_rate 78214840bps delivery_rate 56418976bps delivered:3020 app_limited busy:2312ms unacked:88 reordering:15 reord_seen:1 rcv_space:14480 rcv_ssthresh:16384 notsent:62264 minrtt:10.327 snd_wnd:602624                                       
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:52934
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                              
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:45566
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                              
# 1795845906.112971531
ESTAB     0      0      10.0.1.1:54942 10.0.3.2:80   
	 skmem:(r691096,rb3781360,t48,tb32768,f1128,w0,o0,bl0,d0) bbr wscale:7,7 rto:608 rtt:202.216/76.045 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:6652354 segs_out:2058 segs_in:4885 data_segs_out:1 data_segs_in:4882 bbr:(bw:56616bps,mrtt:202.085,pacing_gain:2.88672,cwnd_gain:2.88672) send 630138bps lastsnd:6068 lastrcv:360 pacing_rate 1637776bps delivery_rate 57024bps delivered:2 app_limited busy:208ms rcv_rtt:194.726 rcv_space:628432 rcv_ssthresh:1129977 minrtt:202.085 rcv_ooopack:3118 snd_wnd:32768
ESTAB     0      0      10.0.3.2:80    10.0.1.1:54942
	 skmem:(r0,rb65536,t0,tb2259954,f0,w0,o0,bl0,d1) cubic wscale:7,7 rto:220 rtt:17.09/4.554 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:105 ssthresh:87 bytes_sent:6652354 bytes_acked:6652354 bytes_received:79 segs_out:4597 segs_in:1027 data_segs_out:4595 data_segs_in:1 send 71171445bps lastsnd:360 lastrcv:6068 lastack:340 pacing_rate 85404480bps delivery_rate 50284112bps delivered:4596 app_limited busy:3156ms reordering:15 reord_seen:1 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.301 snd_wnd:621440                                                 
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:52934
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:45566
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                
# 1795845907.981510440
ESTAB     0      0      10.0.1.1:54942 10.0.3.2:80   
	 skmem:(r33712,rb5380604,t84,tb32768,f3152,w0,o0,bl0,d0) bbr wscale:7,7 rto:608 rtt:202.216/76.045 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:8863450 segs_out:2557 segs_in:6139 data_segs_out:1 data_segs_in:6136 bbr:(bw:56616bps,mrtt:202.085,pacing_gain:2.88672,cwnd_gain:2.88672) send 630138bps lastsnd:7864 lastrcv:28 pacing_rate 1637776bps delivery_rate 57024bps delivered:2 app_limited busy:208ms rcv_rtt:191.562 rcv_space:628432 rcv_ssthresh:1586156 minrtt:202.085 rcv_ooopack:3937 snd_wnd:32768
ESTAB     0      0      10.0.3.2:80    10.0.1.1:54942
	 skmem:(r0,rb65536,t0,tb3215752,f0,w0,o0,bl0,d1) cubic wscale:7,7 rto:216 rtt:14.254/1.925 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:107 ssthresh:87 bytes_sent:8863450 bytes_acked:8863450 bytes_received:79 segs_out:6124 segs_in:1282 data_segs_out:6122 data_segs_in:1 send 86957205bps lastsnd:28 lastrcv:7864 lastack:12 pacing_rate 104343152bps delivery_rate 68127032bps delivered:6123 busy:3920ms reordering:15 reord_seen:4 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.301 snd_wnd:621440                                                           
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:52934
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                              
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:45566
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                              
# 1795845909.716146166
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:54942
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:52934
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:45566
	
