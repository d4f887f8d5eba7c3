# 1796172402.564860746
TIME-WAIT 0      0      10.0.1.1:58064 10.0.2.2:5201
	
TIME-WAIT 0      0      10.0.1.1:47028 10.0.2.2:5201
	
# 1796172407.246302694
TIME-WAIT 0      0      10.0.1.1:58064 10.0.2.2:5201
	
TIME-WAIT 0      0      10.0.1.1:47028 10.0.2.2:5201
	
# 1796172411.401258957
ESTAB     0      6489144 10.0.1.1:20003 10.0.2.2:5201
	 skmem:(r0,rb131072,t0,tb18260992,f1944,w6678632,o0,bl960,d0) cubic wscale:11,11 rto:412 rtt:207.622/1.729 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:16352 bytes_sent:53280429 bytes_retrans:65160 bytes_acked:45547182 segs_out:36804 segs_in:787 data_segs_out:36802 send 912338615bps lastrcv:3448 pacing_rate 1808104688bps delivery_rate 380594752bps delivered:31507 app_limited busy:3412ms rwnd_limited:404ms(11.8%) unacked:5296 retrans:0/45 dsack_dups:45 reordering:300 reord_seen:9 rcv_space:14480 rcv_ssthresh:64088 minrtt:202.011 snd_wnd:27631616
TIME-WAIT 0      0       10.0.1.1:58064 10.0.2.2:5201
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                        
TIME-WAIT 0      0       10.0.1.1:47028 10.0.2.2:5201
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                        
ESTAB     0      0       10.0.1.1:40500 10.0.2.2:5201
	 skmem:(r0,rb131072,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:11,11 rto:568 rtt:203.285/57.248 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:10 bytes_sent:164 bytes_acked:165 bytes_received:4 segs_out:9 segs_in:7 data_segs_out:3 data_segs_in:4 send 569840bps lastsnd:3860 lastrcv:3212 lastack:3212 pacing_rate 1139680bps delivery_rate 113800bps delivered:4 app_limited busy:408ms rcv_space:14480 rcv_ssthresh:64088 minrtt:203.241 snd_wnd:65536                                                                                                      
# 1796172416.480408795
TIME-WAIT 0      0      10.0.1.1:58064 10.0.2.2:5201
	
TIME-WAIT 0      0      10.0.1.1:47028 10.0.2.2:5201
	
ESTAB     0      291    10.0.1.1:40500 10.0.2.2:5201
	 skmem:(r0,rb131072,t2,tb87040,f1885,w2211,o0,bl0,d0) cubic wscale:11,11 rto:528 rtt:204.456/45.28 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:10 bytes_sent:456 bytes_acked:166 bytes_received:5 segs_out:13 segs_in:8 data_segs_out:6 data_segs_in:5 send 566577bps lastsnd:36 lastrcv:44 lastack:44 pacing_rate 1133144bps delivery_rate 113800bps delivered:5 app_limited busy:656ms unacked:2 rcv_space:14480 rcv_ssthresh:64088 minrtt:203.241 snd_wnd:65536
