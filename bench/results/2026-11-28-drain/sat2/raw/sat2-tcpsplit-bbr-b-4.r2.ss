# 1795846008.878787814
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:47296
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55766
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:42048
	
# 1795846010.745286236
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:47296
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55766
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:42048
	
# 1795846012.482448847
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:47296
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55766
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:42048
	
# 1795846014.082179579
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:47296
	                                                                                                                                                                                                                                                                                                                                                                                                                                                         
ESTAB     0      0      10.0.1.1:60514 10.0.3.2:80   
	 skmem:(r0,rb904406,t0,tb131072,f0,w0,o0,bl0,d1) cubic wscale:7,7 rto:204 rtt:3.01/1.219 ato:80 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:321698 segs_out:132 segs_in:226 data_segs_out:1 data_segs_in:224 send 38485050bps lastsnd:700 lastrcv:68 lastack:68 pacing_rate 76970096bps delivery_rate 4221568bps delivered:2 app_limited busy:4ms rcv_rtt:3 rcv_space:72400 minrtt:2.744 snd_wnd:65152
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:55766
	                                                                                                                                                                                                                                                                                                                                                                                                                                                         
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:42048
	                                                                                                                                                                                                                                                                                                                                                                                                                                                         
ESTAB     0      253400 10.0.3.2:80    10.0.1.1:60514
	 skmem:(r0,rb262144,t0,tb540524,f488,w421400,o0,bl0,d0) bbr wscale:7,7 rto:508 rtt:197.21/3.738 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:58 bytes_sent:132010 bytes_acked:68298 bytes_received:79 segs_out:94 segs_in:42 data_segs_out:92 data_segs_in:1 bbr:(bw:1272512bps,mrtt:190.869,pacing_gain:2.88672,cwnd_gain:2.88672) send 3406886bps lastrcv:700 pacing_rate 3636664bps delivery_rate 1235640bps delivered:49 busy:692ms unacked:44 rcv_space:14480 rcv_ssthresh:65536 notsent:189688 minrtt:190.869 snd_wnd:183424
# 1795846015.769884691
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:47296
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                    
ESTAB     0      0       10.0.1.1:60514 10.0.3.2:80   
	 skmem:(r0,rb8263004,t0,tb131072,f0,w0,o0,bl0,d1) cubic wscale:7,7 rto:204 rtt:3.01/1.219 ato:80 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:4600810 segs_out:1636 segs_in:3182 data_segs_out:1 data_segs_in:3180 send 38485050bps lastsnd:2528 lastrcv:84 lastack:84 pacing_rate 76970096bps delivery_rate 4221568bps delivered:2 app_limited busy:4ms rcv_rtt:3.375 rcv_space:253400 minrtt:2.744 snd_wnd:65152
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:55766
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                    
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:42048
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                    
ESTAB     0      2330104 10.0.3.2:80    10.0.1.1:60514
	 skmem:(r0,rb262144,t0,tb4938436,f4040,w3842104,o0,bl0,d0) bbr wscale:7,7 rto:412 rtt:195.747/0.975 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:306 bytes_sent:2778954 bytes_retrans:15928 bytes_acked:2270706 bytes_received:79 segs_out:1922 segs_in:718 data_segs_out:1920 data_segs_in:1 bbr:(bw:17601208bps,mrtt:190.354,pacing_gain:2.88672,cwnd_gain:2.88672) send 18108599bps lastrcv:2528 lastack:4 pacing_rate 50301648bps delivery_rate 16200816bps delivered:1606 busy:2520ms unacked:340 retrans:1/11 lost:1 sacked:36 rcv_space:14480 rcv_ssthresh:65536 notsent:1837784 minrtt:190.354 snd_wnd:3886848
# 1795846017.660992733
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:47296
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                    
ESTAB     0      0       10.0.1.1:60514 10.0.3.2:80   
	 skmem:(r0,rb6621324,t0,tb131072,f0,w0,o0,bl0,d2) cubic wscale:7,7 rto:204 rtt:3.01/1.219 ato:80 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:7153338 segs_out:2521 segs_in:4946 data_segs_out:1 data_segs_in:4943 send 38485050bps lastsnd:4428 lastrcv:116 lastack:116 pacing_rate 76970096bps delivery_rate 4221568bps delivered:2 app_limited busy:4ms rcv_rtt:4.78 rcv_space:253400 minrtt:2.744 rcv_ooopack:13 snd_wnd:65152
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:42048
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                    
ESTAB     0      1976496 10.0.3.2:80    10.0.1.1:60514
	 skmem:(r0,rb262144,t0,tb3957276,f2000,w3176496,o0,bl0,d0) bbr wscale:7,7 rto:400 rtt:195.209/2.424 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:195 ssthresh:326 bytes_sent:5660474 bytes_retrans:30408 bytes_acked:5176842 bytes_received:79 segs_out:3912 segs_in:1398 data_segs_out:3910 data_segs_in:1 bbr:(bw:19046344bps,mrtt:190.354,pacing_gain:1.25,cwnd_gain:2) send 11571598bps lastrcv:4428 lastack:4 pacing_rate 23569848bps delivery_rate 10933824bps delivered:3695 busy:4420ms unacked:313 retrans:1/21 lost:1 sacked:118 reord_seen:1 rcv_space:14480 rcv_ssthresh:65536 notsent:1523272 minrtt:190.354 snd_wnd:3754368
# 1795846019.517068019
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:47296
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                 
ESTAB     0      0       10.0.1.1:60514 10.0.3.2:80   
	 skmem:(r0,rb4174158,t0,tb131072,f0,w0,o0,bl0,d3) cubic wscale:7,7 rto:204 rtt:3.01/1.219 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:8617610 segs_out:3046 segs_in:5959 data_segs_out:1 data_segs_in:5955 send 38485050bps lastsnd:6248 lastrcv:232 lastack:232 pacing_rate 76970096bps delivery_rate 4221568bps delivered:2 app_limited busy:4ms rcv_rtt:4 rcv_space:253400 minrtt:2.744 rcv_ooopack:13 snd_wnd:65152
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:42048
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                 
ESTAB     0      1202160 10.0.3.2:80    10.0.1.1:60514
	 skmem:(r0,rb262144,t0,tb2494712,f3024,w1999920,o0,bl0,d0) bbr wscale:7,7 rto:396 rtt:194.481/2.479 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:426 ssthresh:326 bytes_sent:7654370 bytes_retrans:37648 bytes_acked:7415450 bytes_received:79 segs_out:5289 segs_in:2023 data_segs_out:5287 data_segs_in:1 bbr:(bw:12112736bps,mrtt:190.354,pacing_gain:1.25,cwnd_gain:2) send 25374119bps lastrcv:6248 pacing_rate 14989512bps delivery_rate 7169752bps delivered:5123 busy:6240ms unacked:139 retrans:0/26 reord_seen:1 rcv_space:14480 rcv_ssthresh:65536 notsent:1000888 minrtt:190.354 snd_wnd:3752960
# 1795846021.331548143
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:47296
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                     
ESTAB     0      0       10.0.1.1:60514 10.0.3.2:80   
	 skmem:(r0,rb3912676,t0,tb131072,f0,w0,o0,bl0,d3) cubic wscale:7,7 rto:204 rtt:3.01/1.219 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:10075706 segs_out:3537 segs_in:6966 data_segs_out:1 data_segs_in:6962 send 38485050bps lastsnd:8112 lastrcv:192 lastack:192 pacing_rate 76970096bps delivery_rate 4221568bps delivered:2 app_limited busy:4ms rcv_rtt:3.25 rcv_space:253400 minrtt:2.744 rcv_ooopack:13 snd_wnd:65152
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:42048
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                     
ESTAB     0      1170264 10.0.3.2:80    10.0.1.1:60514
	 skmem:(r0,rb262144,t0,tb2338436,f2344,w1832664,o0,bl0,d0) bbr wscale:7,7 rto:396 rtt:194.634/1.378 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:127 ssthresh:326 bytes_sent:9268890 bytes_retrans:43440 bytes_acked:8905442 bytes_received:79 segs_out:6404 segs_in:2570 data_segs_out:6402 data_segs_in:1 bbr:(bw:8989096bps,mrtt:190.354,pacing_gain:1,cwnd_gain:2) send 7558638bps lastsnd:4 lastrcv:8112 lastack:8 pacing_rate 8899208bps delivery_rate 7157072bps delivered:6275 busy:8104ms unacked:221 retrans:2/30 lost:2 sacked:123 reord_seen:1 rcv_space:14480 rcv_ssthresh:65536 notsent:850256 minrtt:190.354 snd_wnd:3760128
# 1795846023.175569248
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:47296
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:42048
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:60514
	
