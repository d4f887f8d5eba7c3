# 1795846181.881006325
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:49276
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:39696
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57138
	
# 1795846183.861408917
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:49276
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:39696
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57138
	
# 1795846185.953630038
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:49276
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:39696
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57138
	
# 1795846187.739133512
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:49276
	                                                                                                                                                                                                                                                                                                                                                                                                                                                               
ESTAB     0      0      10.0.1.1:43070 10.0.3.2:80   
	 skmem:(r0,rb1398844,t0,tb131072,f0,w0,o0,bl0,d1) cubic wscale:7,7 rto:204 rtt:3.589/2.061 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:495458 segs_out:192 segs_in:346 data_segs_out:1 data_segs_in:344 send 32276400bps lastsnd:836 lastrcv:28 lastack:28 pacing_rate 64546056bps delivery_rate 1736208bps delivered:2 app_limited busy:8ms rcv_rtt:3.593 rcv_space:86880 minrtt:3.149 snd_wnd:65152
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:39696
	                                                                                                                                                                                                                                                                                                                                                                                                                                                               
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:57138
	                                                                                                                                                                                                                                                                                                                                                                                                                                                               
ESTAB     0      392408 10.0.3.2:80    10.0.1.1:43070
	 skmem:(r0,rb262144,t0,tb836028,f2792,w652568,o0,bl0,d0) bbr wscale:7,7 rto:476 rtt:192.378/0.878 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:81 bytes_sent:191378 bytes_acked:103050 bytes_received:79 segs_out:135 segs_in:65 data_segs_out:133 data_segs_in:1 bbr:(bw:1988520bps,mrtt:190.921,pacing_gain:2.88672,cwnd_gain:2.88672) send 4877398bps lastrcv:836 lastack:4 pacing_rate 5682904bps delivery_rate 1988600bps delivered:73 busy:824ms unacked:61 reordering:9 rcv_space:14480 rcv_ssthresh:65536 notsent:304080 minrtt:190.921 snd_wnd:264448
# 1795846189.587937742
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:49276
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                
ESTAB     0      0       10.0.1.1:43070 10.0.3.2:80   
	 skmem:(r0,rb10245550,t0,tb131072,f0,w0,o0,bl0,d2) cubic wscale:7,7 rto:204 rtt:3.589/2.061 ato:80 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:6154626 segs_out:2091 segs_in:4256 data_segs_out:1 data_segs_in:4254 send 32276400bps lastsnd:2808 lastrcv:76 lastack:76 pacing_rate 64546056bps delivery_rate 1736208bps delivered:2 app_limited busy:8ms rcv_rtt:3 rcv_space:233128 minrtt:3.149 rcv_ooopack:3 snd_wnd:65152
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:39696
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:57138
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                
ESTAB     0      3068696 10.0.3.2:80    10.0.1.1:43070
	 skmem:(r0,rb262144,t0,tb6123318,f2792,w5027096,o0,bl0,d0) bbr wscale:7,7 rto:408 rtt:196.816/4.668 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:192 ssthresh:366 bytes_sent:3492818 bytes_retrans:13032 bytes_acked:3085930 bytes_received:79 segs_out:2415 segs_in:932 data_segs_out:2413 data_segs_in:1 bbr:(bw:22490360bps,mrtt:190.374,pacing_gain:1.25,cwnd_gain:2) send 11300545bps lastsnd:4 lastrcv:2808 lastack:12 pacing_rate 27831816bps delivery_rate 9908976bps delivered:2215 busy:2796ms unacked:272 retrans:1/9 lost:1 sacked:82 reordering:9 rcv_space:14480 rcv_ssthresh:65536 notsent:2674840 minrtt:190.374 snd_wnd:3461888
# 1795846191.642609399
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:49276
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                 
ESTAB     0      0       10.0.1.1:43070 10.0.3.2:80   
	 skmem:(r0,rb7493744,t0,tb131072,f0,w0,o0,bl0,d4) cubic wscale:7,7 rto:204 rtt:3.589/2.061 ato:80 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:8024722 segs_out:2538 segs_in:5550 data_segs_out:1 data_segs_in:5547 send 32276400bps lastsnd:4748 lastrcv:236 lastack:236 pacing_rate 64546056bps delivery_rate 1736208bps delivered:2 app_limited busy:8ms rcv_rtt:3 rcv_space:233128 minrtt:3.149 rcv_ooopack:3 snd_wnd:65152
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:39696
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                 
ESTAB     0      2306328 10.0.3.2:80    10.0.1.1:43070
	 skmem:(r0,rb262144,t0,tb4478684,f2664,w3610008,o0,bl0,d0) bbr wscale:7,7 rto:400 rtt:195.432/1.134 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:252 ssthresh:366 bytes_sent:6341034 bytes_retrans:28960 bytes_acked:5718394 bytes_received:79 segs_out:4382 segs_in:1647 data_segs_out:4380 data_segs_in:1 bbr:(bw:22490360bps,mrtt:190.374,pacing_gain:1,cwnd_gain:2) send 14937001bps lastrcv:4748 pacing_rate 22265456bps delivery_rate 14832648bps delivered:4192 busy:4736ms unacked:410 retrans:2/20 lost:2 sacked:241 reordering:9 rcv_space:14480 rcv_ssthresh:65536 notsent:1712648 minrtt:190.374 snd_wnd:3781888
# 1795846193.507714851
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:49276
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                       
ESTAB     0      0       10.0.1.1:43070 10.0.3.2:80   
	 skmem:(r0,rb5012908,t0,tb131072,f0,w0,o0,bl0,d5) cubic wscale:7,7 rto:204 rtt:3.589/2.061 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:9655682 segs_out:3113 segs_in:6679 data_segs_out:1 data_segs_in:6675 send 32276400bps lastsnd:6640 lastrcv:40 lastack:40 pacing_rate 64546056bps delivery_rate 1736208bps delivered:2 app_limited busy:8ms rcv_rtt:5.702 rcv_space:233128 rcv_ssthresh:251094 minrtt:3.149 rcv_ooopack:3 snd_wnd:65152
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:39696
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                       
ESTAB     0      1251248 10.0.3.2:80    10.0.1.1:43070
	 skmem:(r0,rb262144,t0,tb2995996,f3216,w2081648,o0,bl0,d0) bbr wscale:7,7 rto:400 rtt:197.548/3.939 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:512 ssthresh:366 bytes_sent:8589778 bytes_retrans:37648 bytes_acked:8411674 bytes_received:79 segs_out:5935 segs_in:2336 data_segs_out:5933 data_segs_in:1 bbr:(bw:14832464bps,mrtt:190.374,pacing_gain:1,cwnd_gain:2) send 30023123bps lastrcv:6640 lastack:4 pacing_rate 14684136bps delivery_rate 10454112bps delivered:5811 busy:6628ms unacked:97 retrans:0/26 reordering:9 rcv_space:14480 rcv_ssthresh:65536 notsent:1110792 minrtt:190.374 snd_wnd:3504000
# 1795846195.230642999
TIME-WAIT  0      0      10.0.3.2:80    10.0.1.1:49276
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                          
CLOSE-WAIT 0      0      10.0.1.1:43070 10.0.3.2:80   
	 skmem:(r0,rb3950404,t0,tb131072,f0,w0,o0,bl0,d6) cubic wscale:7,7 rto:204 rtt:3.589/2.061 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:10486003 segs_out:3412 segs_in:7254 data_segs_out:1 data_segs_in:7249 send 32276400bps lastsnd:8448 lastrcv:936 lastack:936 pacing_rate 64546056bps delivery_rate 1736208bps delivered:2 app_limited busy:8ms rcv_rtt:6.863 rcv_space:233128 rcv_ssthresh:719235 minrtt:3.149 rcv_ooopack:3 snd_wnd:65152
TIME-WAIT  0      0      10.0.3.2:80    10.0.1.1:39696
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                          
FIN-WAIT-1 0      325145 10.0.3.2:80    10.0.1.1:43070
	 skmem:(r0,rb262144,t0,tb2360984,f3624,w541144,o0,bl0,d0) bbr wscale:7,7 rto:396 rtt:195.375/1.32 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:404 ssthresh:366 bytes_sent:10373714 bytes_retrans:46336 bytes_acked:10160858 bytes_received:79 segs_out:7167 segs_in:2894 data_segs_out:7165 data_segs_in:1 bbr:(bw:11571416bps,mrtt:190.374,pacing_gain:1,cwnd_gain:2) send 23953607bps lastrcv:8452 lastack:8 pacing_rate 11455704bps delivery_rate 8304584bps delivered:7019 busy:8440ms unacked:115 retrans:0/32 reordering:9 rcv_space:14480 rcv_ssthresh:65536 notsent:158625 minrtt:190.374 snd_wnd:3734272
# 1795846197.177568843
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:49276
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:39696
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:43070
	
