# 1796172421.083064747
TIME-WAIT 0      0      10.0.1.1:58064 10.0.2.2:5201
	
TIME-WAIT 0      0      10.0.1.1:47028 10.0.2.2:5201
	
TIME-WAIT 0      0      10.0.1.1:40500 10.0.2.2:5201
	
# 1796172425.702409128
TIME-WAIT 0      0      10.0.1.1:58064 10.0.2.2:5201
	
TIME-WAIT 0      0      10.0.1.1:47028 10.0.2.2:5201
	
TIME-WAIT 0      0      10.0.1.1:40500 10.0.2.2:5201
	
# 1796172429.777327468
ESTAB     0      2294608 10.0.1.1:20004 10.0.2.2:5201
	 skmem:(r0,rb131072,t0,tb10253312,f1008,w2337808,o0,bl0,d0) cubic wscale:7,11 rto:312 rtt:108.884/3.366 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:8974 bytes_sent:53215269 bytes_acked:50985542 segs_out:36764 segs_in:1177 data_segs_out:36762 send 954729951bps lastrcv:3004 pacing_rate 1907561256bps delivery_rate 470228760bps delivered:35223 app_limited busy:2776ms rwnd_limited:532ms(19.2%) unacked:1540 rcv_space:14480 rcv_ssthresh:64088 minrtt:101.076 snd_wnd:8388480
ESTAB     0      0       10.0.1.1:40710 10.0.2.2:5201
	 skmem:(r0,rb131072,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,11 rto:636 rtt:184.375/106.665 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:10 bytes_sent:164 bytes_acked:165 bytes_received:4 segs_out:9 segs_in:8 data_segs_out:3 data_segs_in:4 send 628285bps lastsnd:3564 lastrcv:2672 lastack:2672 pacing_rate 1256560bps delivery_rate 225632bps delivered:4 app_limited busy:208ms rcv_space:14480 rcv_ssthresh:64088 minrtt:102.323 snd_wnd:32768                       
TIME-WAIT 0      0       10.0.1.1:58064 10.0.2.2:5201
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                         
TIME-WAIT 0      0       10.0.1.1:47028 10.0.2.2:5201
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                         
TIME-WAIT 0      0       10.0.1.1:40500 10.0.2.2:5201
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                         
# 1796172435.116243836
ESTAB     0      1834312 10.0.1.1:20004 10.0.2.2:5201
	 skmem:(r0,rb131072,t0,tb67108864,f3960,w1867912,o0,bl960,d7) cubic wscale:7,11 rto:308 rtt:106.457/3.929 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:11600 bytes_sent:251002861 bytes_acked:249232262 segs_out:173384 segs_in:4236 data_segs_out:173380 send 1262241093bps lastrcv:8096 pacing_rate 2538254496bps delivery_rate 660502728bps delivered:172158 app_limited busy:7868ms rwnd_limited:904ms(11.5%) unacked:1223 reordering:300 reord_seen:11 rcv_space:14480 rcv_ssthresh:64088 notsent:56 minrtt:100.748 snd_wnd:8388480
ESTAB     0      0       10.0.1.1:40710 10.0.2.2:5201
	 skmem:(r0,rb131072,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,11 rto:636 rtt:184.375/106.665 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:10 bytes_sent:164 bytes_acked:165 bytes_received:4 segs_out:9 segs_in:8 data_segs_out:3 data_segs_in:4 send 628285bps lastsnd:8656 lastrcv:7764 lastack:7764 pacing_rate 1256560bps delivery_rate 225632bps delivered:4 app_limited busy:208ms rcv_space:14480 rcv_ssthresh:64088 minrtt:102.323 snd_wnd:32768                                                                        
TIME-WAIT 0      0       10.0.1.1:58064 10.0.2.2:5201
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                          
TIME-WAIT 0      0       10.0.1.1:47028 10.0.2.2:5201
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                          
TIME-WAIT 0      0       10.0.1.1:40500 10.0.2.2:5201
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                          
