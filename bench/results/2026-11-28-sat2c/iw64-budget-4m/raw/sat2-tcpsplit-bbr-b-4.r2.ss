# 1795862784.920743703
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:47054
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:45966
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:44642
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:39580
	
# 1795862786.787456776
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:47054
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:45966
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:44642
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:39580
	
# 1795862788.584484772
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:47054
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:45966
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:44642
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:39580
	
# 1795862790.150373132
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:47054
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                       
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:45966
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                       
ESTAB     0      0       10.0.1.1:57060 10.0.3.2:80   
	 skmem:(r0,rb16777216,t0,tb8388608,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:204 rtt:2.976/1.178 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:4763866 segs_out:1591 segs_in:3293 data_segs_out:1 data_segs_in:3291 send 38924731bps lastsnd:1052 lastrcv:176 lastack:176 pacing_rate 77842920bps delivery_rate 3570896bps delivered:2 app_limited busy:4ms rcv_rtt:3.234 rcv_space:208512 minrtt:2.938 rcv_ooopack:1 snd_wnd:65152
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:44642
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                       
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:39580
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                       
ESTAB     0      3991840 10.0.3.2:80    10.0.1.1:57060
	 skmem:(r0,rb16777216,t0,tb8388608,f1056,w6638560,o0,bl0,d0) bbr wscale:7,7 rto:456 rtt:193.292/0.6 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:426 bytes_sent:1068866 bytes_retrans:1448 bytes_acked:772026 bytes_received:79 segs_out:741 segs_in:443 data_segs_out:739 data_segs_in:1 bbr:(bw:9339848bps,mrtt:190.432,pacing_gain:2.88672,cwnd_gain:2.88672) send 25530203bps lastrcv:1052 lastack:4 pacing_rate 26691912bps delivery_rate 9340464bps delivered:535 busy:1048ms unacked:204 retrans:0/1 reordering:10 rcv_space:14480 rcv_ssthresh:4194304 notsent:3696448 minrtt:190.432 snd_wnd:4177024
# 1795862791.932598349
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:47054
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                   
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:45966
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                   
ESTAB     0      0       10.0.1.1:57060 10.0.3.2:80   
	 skmem:(r0,rb16777216,t0,tb8388608,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:204 rtt:2.976/1.178 ato:80 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:7918210 segs_out:2570 segs_in:5472 data_segs_out:1 data_segs_in:5470 send 38924731bps lastsnd:2800 lastrcv:132 lastack:132 pacing_rate 77842920bps delivery_rate 3570896bps delivered:2 app_limited busy:4ms rcv_rtt:8 rcv_space:251952 minrtt:2.938 rcv_ooopack:1 snd_wnd:65152
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:44642
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                   
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:39580
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                   
ESTAB     0      4200952 10.0.3.2:80    10.0.1.1:57060
	 skmem:(r0,rb16777216,t0,tb8388608,f3464,w6656632,o0,bl0,d0) bbr wscale:7,7 rto:412 rtt:195.047/0.99 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:800 ssthresh:390 bytes_sent:4512210 bytes_retrans:18824 bytes_acked:3717258 bytes_received:79 segs_out:3119 segs_in:1218 data_segs_out:3117 data_segs_in:1 bbr:(bw:22761016bps,mrtt:190.337,pacing_gain:1,cwnd_gain:2) send 47512651bps lastrcv:2800 lastack:4 pacing_rate 22533408bps delivery_rate 15914480bps delivered:2922 busy:2796ms unacked:536 retrans:2/13 lost:2 sacked:353 reordering:17 reord_seen:12 rcv_space:14480 rcv_ssthresh:4194304 notsent:3424824 minrtt:190.337 snd_wnd:3880192
# 1795862793.782150466
TIME-WAIT  0      0       10.0.3.2:80    10.0.1.1:47054
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                         
TIME-WAIT  0      0       10.0.3.2:80    10.0.1.1:45966
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                         
CLOSE-WAIT 0      0       10.0.1.1:57060 10.0.3.2:80   
	 skmem:(r0,rb16777216,t0,tb8388608,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:204 rtt:2.976/1.178 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:10486003 segs_out:3411 segs_in:7247 data_segs_out:1 data_segs_in:7245 send 38924731bps lastsnd:4556 lastrcv:388 lastack:388 pacing_rate 77842920bps delivery_rate 3570896bps delivered:2 app_limited busy:4ms rcv_rtt:35 rcv_space:306313 rcv_ssthresh:488079 minrtt:2.938 rcv_ooopack:3 snd_wnd:65152
TIME-WAIT  0      0       10.0.3.2:80    10.0.1.1:44642
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                         
TIME-WAIT  0      0       10.0.3.2:80    10.0.1.1:39580
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                         
FIN-WAIT-1 0      3564321 10.0.3.2:80    10.0.1.1:57060
	 skmem:(r0,rb16777216,t0,tb8388608,f3168,w5927840,o0,bl0,d0) bbr wscale:7,7 rto:400 rtt:194.925/1.364 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:706 ssthresh:390 bytes_sent:7163498 bytes_retrans:31856 bytes_acked:6921682 bytes_received:79 segs_out:4950 segs_in:1846 data_segs_out:4948 data_segs_in:1 bbr:(bw:20609544bps,mrtt:190.337,pacing_gain:1,cwnd_gain:2) send 41956157bps lastrcv:4556 lastack:4 pacing_rate 20403448bps delivery_rate 9327224bps delivered:4782 busy:4552ms unacked:145 retrans:0/22 reordering:17 reord_seen:12 rcv_space:14480 rcv_ssthresh:4194304 notsent:3354361 minrtt:190.337 snd_wnd:4178432
# 1795862795.464974291
TIME-WAIT  0      0       10.0.3.2:80    10.0.1.1:47054
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                           
TIME-WAIT  0      0       10.0.3.2:80    10.0.1.1:45966
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                           
CLOSE-WAIT 0      0       10.0.1.1:57060 10.0.3.2:80   
	 skmem:(r0,rb16777216,t0,tb8388608,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:204 rtt:2.976/1.178 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:10486003 segs_out:3411 segs_in:7247 data_segs_out:1 data_segs_in:7245 send 38924731bps lastsnd:6492 lastrcv:2324 lastack:2324 pacing_rate 77842920bps delivery_rate 3570896bps delivered:2 app_limited busy:4ms rcv_rtt:35 rcv_space:306313 rcv_ssthresh:488079 minrtt:2.938 rcv_ooopack:3 snd_wnd:65152
TIME-WAIT  0      0       10.0.3.2:80    10.0.1.1:44642
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                           
FIN-WAIT-1 0      1211321 10.0.3.2:80    10.0.1.1:57060
	 skmem:(r0,rb16777216,t0,tb8388608,f2504,w1939000,o0,bl0,d0) bbr wscale:7,7 rto:396 rtt:193.637/0.843 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:154 ssthresh:390 bytes_sent:9649714 bytes_retrans:39096 bytes_acked:9274682 bytes_received:79 segs_out:6667 segs_in:2611 data_segs_out:6665 data_segs_in:1 bbr:(bw:13042096bps,mrtt:190.337,pacing_gain:1,cwnd_gain:2) send 9212785bps lastrcv:6492 pacing_rate 12911680bps delivery_rate 8472304bps delivered:6488 busy:6488ms unacked:232 retrans:1/27 lost:1 sacked:81 reordering:17 reord_seen:12 rcv_space:14480 rcv_ssthresh:4194304 notsent:875385 minrtt:190.337 snd_wnd:4178432
# 1795862797.397168484
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:47054
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:45966
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:44642
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57060
	
