# 1795845916.627170744
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:45566
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:52934
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:54942
	
# 1795845918.395376310
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:45566
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:52934
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:54942
	
# 1795845920.176668300
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:45566
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:52934
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:54942
	
# 1795845921.908736477
ESTAB     0      183896 10.0.3.2:80 10.0.1.1:42528
	 skmem:(r0,rb131072,t0,tb304640,f1384,w305816,o0,bl0,d0) cubic wscale:7,7 rto:208 rtt:4.854/1.556 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:35 ssthresh:30 bytes_sent:328938 bytes_retrans:1448 bytes_acked:327490 bytes_received:79 segs_out:229 segs_in:133 data_segs_out:228 data_segs_in:1 send 83526988bps lastsnd:52 lastrcv:748 lastack:48 pacing_rate 100224640bps delivery_rate 39401360bps delivered:229 busy:736ms rwnd_limited:716ms(97.3%) retrans:0/1 dsack_dups:1 rcv_space:14480 rcv_ssthresh:64088 notsent:183896 minrtt:2.713 snd_wnd:1152
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:45566
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                        
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:52934
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                        
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:54942
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                        
# 1795845923.565468676
ESTAB     0      353312 10.0.3.2:80 10.0.1.1:42528
	 skmem:(r0,rb131072,t0,tb757248,f2272,w587552,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:15.267/12.758 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:87 ssthresh:55 bytes_sent:5066794 bytes_retrans:2896 bytes_acked:5063898 bytes_received:79 segs_out:3501 segs_in:1760 data_segs_out:3500 data_segs_in:1 send 66012183bps lastsnd:88 lastrcv:2352 lastack:32 pacing_rate 79210072bps delivery_rate 6745032bps delivered:3501 busy:2340ms rwnd_limited:2032ms(86.8%) retrans:0/2 dsack_dups:2 reordering:8 reord_seen:7 rcv_space:14480 rcv_ssthresh:64088 notsent:353312 minrtt:2.432 snd_wnd:1408
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:45566
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                           
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:52934
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                           
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:54942
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                           
# 1795845925.394320264
ESTAB     0      454968 10.0.3.2:80 10.0.1.1:42528
	 skmem:(r0,rb131072,t0,tb905216,f392,w757368,o0,bl0,d0) cubic wscale:7,7 rto:220 rtt:16.83/0.826 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:104 ssthresh:75 bytes_sent:9537354 bytes_retrans:2896 bytes_acked:9533010 bytes_received:79 segs_out:6592 segs_in:3198 data_segs_out:6590 data_segs_in:1 send 71582650bps lastsnd:16 lastrcv:4276 lastack:12 pacing_rate 85897904bps delivery_rate 22272288bps delivered:6590 busy:4264ms rwnd_limited:3572ms(83.8%) unacked:1 retrans:0/2 dsack_dups:2 reordering:8 reord_seen:7 rcv_space:14480 rcv_ssthresh:64088 notsent:453520 minrtt:2.432 snd_wnd:1536
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:45566
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                    
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:52934
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                    
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:54942
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                    
# 1795845927.057782582
FIN-WAIT-2 0      0      10.0.3.2:80 10.0.1.1:42528
	
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:45566
	
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:52934
	
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:54942
	
# 1795845928.555784652
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:42528
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:45566
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:52934
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:54942
	
