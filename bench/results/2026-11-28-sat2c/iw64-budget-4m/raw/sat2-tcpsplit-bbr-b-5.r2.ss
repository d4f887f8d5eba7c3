# 1795862817.577032559
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:47054
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:45966
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55420
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57060
	
# 1795862819.329876471
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:47054
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:45966
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55420
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57060
	
# 1795862821.158672764
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:47054
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:45966
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55420
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57060
	
# 1795862822.925238305
ESTAB     0      4018032 10.0.3.2:80    10.0.1.1:58080
	 skmem:(r0,rb16777216,t0,tb8388608,f592,w6651312,o0,bl0,d0) bbr wscale:7,7 rto:476 rtt:194.133/0.948 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:191 bytes_sent:939994 bytes_retrans:7240 bytes_acked:611298 bytes_received:79 segs_out:652 segs_in:311 data_segs_out:650 data_segs_in:1 bbr:(bw:7470776bps,mrtt:190.483,pacing_gain:2.88672,cwnd_gain:2.88672) send 11397053bps lastrcv:1124 pacing_rate 21350376bps delivery_rate 7353296bps delivered:457 busy:1120ms unacked:222 retrans:1/5 lost:1 sacked:33 reordering:10 rcv_space:14480 rcv_ssthresh:4194304 notsent:3696576 minrtt:190.483 snd_wnd:4010496
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:47054
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                             
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:45966
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                             
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:55420
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                             
ESTAB     0      0       10.0.1.1:58080 10.0.3.2:80   
	 skmem:(r0,rb16777216,t0,tb8388608,f0,w0,o0,bl0,d1) cubic wscale:7,7 rto:204 rtt:2.922/1.167 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:4629330 segs_out:1554 segs_in:3201 data_segs_out:1 data_segs_in:3198 send 39644079bps lastsnd:1124 lastrcv:140 lastack:140 pacing_rate 79284760bps delivery_rate 3585264bps delivered:2 app_limited busy:4ms rcv_rtt:7 rcv_space:234576 minrtt:2.878 snd_wnd:65152                                                                                                                                                        
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:57060
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                             
# 1795862824.861523861
ESTAB     0      4185448 10.0.3.2:80    10.0.1.1:58080
	 skmem:(r0,rb16777216,t0,tb8388608,f1672,w6965624,o0,bl0,d8) bbr wscale:7,7 rto:400 rtt:193.716/0.782 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:840 ssthresh:388 bytes_sent:5195666 bytes_retrans:15928 bytes_acked:4868418 bytes_received:79 segs_out:3592 segs_in:1684 data_segs_out:3589 data_segs_in:1 bbr:(bw:22667112bps,mrtt:190.373,pacing_gain:1.25,cwnd_gain:2) send 50231060bps lastrcv:3344 lastack:4 pacing_rate 28050552bps delivery_rate 11071280bps delivered:3364 busy:3340ms unacked:215 retrans:0/11 reordering:10 reord_seen:1 rcv_space:14480 rcv_ssthresh:4194304 notsent:3868336 minrtt:190.373 snd_wnd:4177152
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:45966
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                  
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:55420
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                  
ESTAB     0      0       10.0.1.1:58080 10.0.3.2:80   
	 skmem:(r0,rb16777216,t0,tb8388608,f0,w0,o0,bl0,d7) cubic wscale:7,7 rto:204 rtt:2.922/1.167 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:9048074 segs_out:2898 segs_in:6260 data_segs_out:1 data_segs_in:6256 send 39644079bps lastsnd:3344 lastrcv:4 lastack:4 pacing_rate 79284760bps delivery_rate 3585264bps delivered:2 app_limited busy:4ms rcv_rtt:4.125 rcv_space:257744 rcv_ssthresh:14648 minrtt:2.878 rcv_ooopack:18 snd_wnd:65152                                                                                                                                           
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:57060
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                  
# 1795862826.939618551
FIN-WAIT-1 0      2828737 10.0.3.2:80    10.0.1.1:58080
	 skmem:(r0,rb16777216,t0,tb8388608,f1728,w4704576,o0,bl0,d8) bbr wscale:7,7 rto:396 rtt:192.519/1.014 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:566 ssthresh:388 bytes_sent:7957002 bytes_retrans:28960 bytes_acked:7657266 bytes_received:79 segs_out:5499 segs_in:2389 data_segs_out:5496 data_segs_in:1 bbr:(bw:16484736bps,mrtt:190.373,pacing_gain:1.25,cwnd_gain:2) send 34056607bps lastrcv:5156 pacing_rate 20399856bps delivery_rate 11438248bps delivered:5290 busy:5152ms unacked:187 retrans:0/20 reordering:10 reord_seen:1 rcv_space:14480 rcv_ssthresh:4194304 notsent:2557961 minrtt:190.373 snd_wnd:4164096
TIME-WAIT  0      0       10.0.3.2:80    10.0.1.1:45966
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                        
TIME-WAIT  0      0       10.0.3.2:80    10.0.1.1:55420
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                        
CLOSE-WAIT 0      0       10.0.1.1:58080 10.0.3.2:80   
	 skmem:(r0,rb16777216,t0,tb8388608,f0,w0,o0,bl0,d7) cubic wscale:7,7 rto:204 rtt:2.922/1.167 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:10486003 segs_out:3339 segs_in:7254 data_segs_out:1 data_segs_in:7250 send 39644079bps lastsnd:5160 lastrcv:740 lastack:740 pacing_rate 79284760bps delivery_rate 3585264bps delivered:2 app_limited busy:4ms rcv_rtt:16.39 rcv_space:257744 rcv_ssthresh:279567 minrtt:2.878 rcv_ooopack:18 snd_wnd:65152                                                                                                                           
TIME-WAIT  0      0       10.0.3.2:80    10.0.1.1:57060
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                        
# 1795862828.721224295
FIN-WAIT-1 0      467049 10.0.3.2:80    10.0.1.1:58080
	 skmem:(r0,rb16777216,t0,tb8388608,f2072,w776168,o0,bl0,d8) bbr wscale:7,7 rto:396 rtt:195.033/2.454 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:462 ssthresh:388 bytes_sent:10257874 bytes_retrans:39096 bytes_acked:10018954 bytes_received:79 segs_out:7088 segs_in:3107 data_segs_out:7085 data_segs_in:1 bbr:(bw:13423920bps,mrtt:190.373,pacing_gain:1,cwnd_gain:2) send 27440525bps lastrcv:6996 lastack:12 pacing_rate 13289688bps delivery_rate 9166120bps delivered:6923 busy:6992ms unacked:138 retrans:0/27 sacked:2 reordering:10 reord_seen:1 rcv_space:14480 rcv_ssthresh:4194304 notsent:267225 minrtt:190.373 snd_wnd:4181376
TIME-WAIT  0      0      10.0.3.2:80    10.0.1.1:45966
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                        
TIME-WAIT  0      0      10.0.3.2:80    10.0.1.1:55420
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                        
CLOSE-WAIT 0      0      10.0.1.1:58080 10.0.3.2:80   
	 skmem:(r0,rb16777216,t0,tb8388608,f0,w0,o0,bl0,d7) cubic wscale:7,7 rto:204 rtt:2.922/1.167 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:10486003 segs_out:3339 segs_in:7254 data_segs_out:1 data_segs_in:7250 send 39644079bps lastsnd:6996 lastrcv:2576 lastack:2576 pacing_rate 79284760bps delivery_rate 3585264bps delivered:2 app_limited busy:4ms rcv_rtt:16.39 rcv_space:257744 rcv_ssthresh:279567 minrtt:2.878 rcv_ooopack:18 snd_wnd:65152                                                                                                                                         
TIME-WAIT  0      0      10.0.3.2:80    10.0.1.1:57060
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                        
# 1795862830.577062506
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:58080
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:45966
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55420
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57060
	
