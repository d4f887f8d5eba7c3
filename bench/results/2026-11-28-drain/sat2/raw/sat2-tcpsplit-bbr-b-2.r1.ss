# 1795845916.580476692
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:54942
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:52934
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:45566
	
# 1795845918.310393569
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:54942
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:52934
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:45566
	
# 1795845920.043083490
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:54942
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:52934
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:45566
	
# 1795845921.674136935
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:54942
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                  
ESTAB     0      0      10.0.3.2:80    10.0.1.1:42528
	 skmem:(r0,rb98304,t0,tb148932,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:15.621/2.052 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:20 bytes_sent:13274 bytes_acked:13274 bytes_received:79 segs_out:11 segs_in:13 data_segs_out:10 data_segs_in:1 send 14831317bps lastsnd:96 lastrcv:308 lastack:80 pacing_rate 29661680bps delivery_rate 6236000bps delivered:11 app_limited busy:20ms reordering:15 rcv_space:14480 rcv_ssthresh:24576 minrtt:12.623 snd_wnd:65664
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:52934
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                  
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:45566
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                  
ESTAB     0      0      10.0.1.1:42528 10.0.3.2:80   
	 skmem:(r0,rb249192,t0,tb49152,f0,w0,o0,bl0,d0) bbr wscale:7,7 rto:600 rtt:198.719/77.07 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:13274 segs_out:13 segs_in:13 data_segs_out:1 data_segs_in:10 bbr:(bw:60064bps,mrtt:191.203,pacing_gain:2.88672,cwnd_gain:2.88672) send 641227bps lastsnd:308 lastrcv:96 lastack:96 pacing_rate 1655536bps delivery_rate 60584bps delivered:2 app_limited busy:192ms rcv_space:14480 rcv_ssthresh:74466 minrtt:191.203 snd_wnd:65536
# 1795845922.970229507
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:54942
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                
ESTAB     0      194032 10.0.3.2:80    10.0.1.1:42528
	 skmem:(r0,rb65536,t0,tb3615928,f912,w322672,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:13.334/1.662 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:59 bytes_sent:719898 bytes_acked:634466 bytes_received:79 segs_out:499 segs_in:282 data_segs_out:498 data_segs_in:1 send 51256637bps lastsnd:8 lastrcv:1620 lastack:192 pacing_rate 102513272bps delivery_rate 16800576bps delivered:440 app_limited busy:1016ms unacked:59 reordering:15 rcv_space:14480 rcv_ssthresh:16384 notsent:108600 minrtt:10.432 snd_wnd:321792
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:52934
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:45566
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                
ESTAB     0      0      10.0.1.1:42528 10.0.3.2:80   
	 skmem:(r305816,rb6050180,t44,tb32768,f1384,w0,o0,bl0,d0) bbr wscale:7,7 rto:600 rtt:198.719/77.07 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:828498 segs_out:489 segs_in:703 data_segs_out:1 data_segs_in:700 bbr:(bw:60064bps,mrtt:191.203,pacing_gain:2.88672,cwnd_gain:2.88672) send 641227bps lastsnd:1620 lastrcv:8 lastack:4 pacing_rate 1655536bps delivery_rate 60584bps delivered:2 app_limited busy:192ms rcv_rtt:192 rcv_space:266432 rcv_ssthresh:1613932 minrtt:191.203 rcv_ooopack:260 snd_wnd:65536
# 1795845924.561120823
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:54942
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                     
ESTAB     0      0      10.0.3.2:80    10.0.1.1:42528
	 skmem:(r0,rb65536,t0,tb7520256,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:220 rtt:18.213/3.256 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:264 ssthresh:213 bytes_sent:4486146 bytes_acked:4486146 bytes_received:79 segs_out:3100 segs_in:855 data_segs_out:3099 data_segs_in:1 send 167911711bps lastsnd:184 lastrcv:3280 lastack:172 pacing_rate 201487136bps delivery_rate 110280936bps delivered:3100 app_limited busy:1596ms reordering:46 reord_seen:40 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.432 snd_wnd:1405056
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:52934
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                     
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:45566
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                     
ESTAB     0      0      10.0.1.1:42528 10.0.3.2:80   
	 skmem:(r958384,rb12582912,t62,tb32768,f80,w0,o0,bl0,d0) bbr wscale:7,7 rto:600 rtt:198.719/77.07 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:4486146 segs_out:1164 segs_in:3501 data_segs_out:1 data_segs_in:3497 bbr:(bw:60064bps,mrtt:191.203,pacing_gain:2.88672,cwnd_gain:2.88672) send 641227bps lastsnd:3280 lastrcv:184 pacing_rate 1655536bps delivery_rate 60584bps delivered:2 app_limited busy:192ms rcv_rtt:191 rcv_space:761648 rcv_ssthresh:3683384 minrtt:191.203 rcv_ooopack:2825 snd_wnd:65536
# 1795845926.110168902
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:54942
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                        
ESTAB     0      23168  10.0.3.2:80    10.0.1.1:42528
	 skmem:(r0,rb65536,t0,tb7520256,f2432,w38528,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:13.858/1.845 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:223 ssthresh:213 bytes_sent:7570386 bytes_acked:7547218 bytes_received:79 segs_out:5230 segs_in:996 data_segs_out:5229 data_segs_in:1 send 186407274bps lastrcv:4904 lastack:4 pacing_rate 223686704bps delivery_rate 94246288bps delivered:5214 app_limited busy:2040ms unacked:16 reordering:46 reord_seen:40 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.432 snd_wnd:1405056
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:52934
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                        
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:45566
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                        
ESTAB     0      0      10.0.1.1:42528 10.0.3.2:80   
	 skmem:(r0,rb12582912,t192,tb32768,f0,w0,o0,bl0,d3) bbr wscale:7,7 rto:600 rtt:198.719/77.07 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:7571834 segs_out:1734 segs_in:5237 data_segs_out:1 data_segs_in:5233 bbr:(bw:60064bps,mrtt:191.203,pacing_gain:2.88672,cwnd_gain:2.88672) send 641227bps lastsnd:4904 pacing_rate 1655536bps delivery_rate 60584bps delivered:2 app_limited busy:192ms rcv_rtt:191 rcv_space:935408 rcv_ssthresh:3735512 minrtt:191.203 rcv_ooopack:4403 snd_wnd:65536
# 1795845927.640255612
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:54942
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                      
ESTAB     0      105704 10.0.3.2:80    10.0.1.1:42528
	 skmem:(r0,rb65536,t0,tb7520256,f344,w175784,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:13.491/1.677 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:126 ssthresh:213 bytes_sent:9623650 bytes_acked:9517946 bytes_received:79 segs_out:6648 segs_in:1142 data_segs_out:6647 data_segs_in:1 send 108189460bps lastsnd:12 lastrcv:6324 lastack:292 pacing_rate 259652296bps delivery_rate 94246288bps delivered:6575 app_limited busy:2572ms unacked:73 reordering:46 reord_seen:40 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.432 snd_wnd:1405056
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:52934
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                      
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:45566
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                      
ESTAB     0      0      10.0.1.1:42528 10.0.3.2:80   
	 skmem:(r517720,rb12582912,t76,tb32768,f2472,w0,o0,bl0,d3) bbr wscale:7,7 rto:600 rtt:198.719/77.07 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:9623650 segs_out:2422 segs_in:6869 data_segs_out:1 data_segs_in:6865 bbr:(bw:60064bps,mrtt:191.203,pacing_gain:2.88672,cwnd_gain:2.88672) send 641227bps lastsnd:6324 lastrcv:12 lastack:4 pacing_rate 1655536bps delivery_rate 60584bps delivered:2 app_limited busy:192ms rcv_rtt:193 rcv_space:935408 rcv_ssthresh:3654424 minrtt:191.203 rcv_ooopack:5636 snd_wnd:65536
# 1795845929.190897986
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:54942
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:42528
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:52934
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:45566
	
