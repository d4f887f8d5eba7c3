# 1795845895.572114699
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:45566
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:52934
	
# 1795845897.475548293
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:45566
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:52934
	
# 1795845899.220204407
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:45566
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:52934
	
# 1795845900.879000027
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:45566
	                                                                                                                                                                                                                                                                                                                                                                                                                                                         
ESTAB     0      0      10.0.1.1:54942 10.0.3.2:80   
	 skmem:(r0,rb196952,t0,tb36864,f0,w0,o0,bl0,d1) cubic wscale:7,7 rto:208 rtt:4.958/4.708 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:139250 segs_out:78 segs_in:100 data_segs_out:1 data_segs_in:98 send 23364260bps lastsnd:808 lastrcv:8 lastack:8 pacing_rate 46724984bps delivery_rate 672232bps delivered:2 app_limited busy:16ms rcv_rtt:2.755 rcv_space:26064 minrtt:3.205 snd_wnd:65152
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:52934
	                                                                                                                                                                                                                                                                                                                                                                                                                                                         
ESTAB     0      56472  10.0.3.2:80    10.0.1.1:54942
	 skmem:(r0,rb73728,t0,tb117710,f296,w93912,o0,bl0,d0) bbr wscale:7,7 rto:512 rtt:193.698/2.081 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:67 bytes_sent:139250 bytes_acked:82778 bytes_received:79 segs_out:98 segs_in:52 data_segs_out:97 data_segs_in:1 bbr:(bw:1369176bps,mrtt:190.71,pacing_gain:2.88672,cwnd_gain:2.88672) send 4006897bps lastsnd:8 lastrcv:808 lastack:8 pacing_rate 3912920bps delivery_rate 1369824bps delivered:59 busy:776ms unacked:39 rcv_space:14480 rcv_ssthresh:18432 minrtt:190.71 snd_wnd:107392
# 1795845902.689620452
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:45566
	                                                                                                                                                                                                                                                                                                                                                                                                                                                               
ESTAB     0      0       10.0.1.1:54942 10.0.3.2:80   
	 skmem:(r0,rb5742110,t18,tb32768,f0,w0,o0,bl0,d1) cubic wscale:7,7 rto:208 rtt:4.958/4.708 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:3227834 segs_out:1145 segs_in:2233 data_segs_out:1 data_segs_in:2231 send 23364260bps lastsnd:2456 pacing_rate 46724984bps delivery_rate 672232bps delivered:2 app_limited busy:16ms rcv_rtt:6 rcv_space:230232 rcv_ssthresh:250528 minrtt:3.205 snd_wnd:65152
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:52934
	                                                                                                                                                                                                                                                                                                                                                                                                                                                               
ESTAB     0      1476960 10.0.3.2:80    10.0.1.1:54942
	 skmem:(r0,rb65536,t0,tb3431808,f2016,w2418720,o0,bl0,d0) bbr wscale:7,7 rto:412 rtt:197.141/2.513 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:212 bytes_sent:2124458 bytes_retrans:8688 bytes_acked:1762458 bytes_received:79 segs_out:1469 segs_in:701 data_segs_out:1468 data_segs_in:1 bbr:(bw:14725440bps,mrtt:190.378,pacing_gain:2.88672,cwnd_gain:2.88672) send 12457114bps lastrcv:2460 pacing_rate 42083128bps delivery_rate 6561744bps delivered:1260 busy:2428ms rwnd_limited:104ms(4.3%) unacked:244 retrans:1/6 lost:1 sacked:41 reordering:4 reord_seen:1 rcv_space:14480 rcv_ssthresh:16384 notsent:1123648 minrtt:190.378 snd_wnd:673920
# 1795845904.279859927
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:45566
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                      
ESTAB     0      0       10.0.1.1:54942 10.0.3.2:80   
	 skmem:(r0,rb7153496,t0,tb32768,f0,w0,o0,bl0,d1) cubic wscale:7,7 rto:208 rtt:4.958/4.708 ato:80 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:6328482 segs_out:2204 segs_in:4375 data_segs_out:1 data_segs_in:4373 send 23364260bps lastsnd:4176 lastrcv:112 lastack:112 pacing_rate 46724984bps delivery_rate 672232bps delivered:2 app_limited busy:16ms rcv_rtt:4.468 rcv_space:263536 minrtt:3.205 snd_wnd:65152
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:52934
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                      
ESTAB     0      2023336 10.0.3.2:80    10.0.1.1:54942
	 skmem:(r0,rb65536,t0,tb4275332,f664,w3337576,o0,bl0,d1) bbr wscale:7,7 rto:400 rtt:194.442/1.449 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:734 ssthresh:252 bytes_sent:4657010 bytes_retrans:24616 bytes_acked:4305146 bytes_received:79 segs_out:3219 segs_in:1299 data_segs_out:3217 data_segs_in:1 bbr:(bw:20088248bps,mrtt:190.378,pacing_gain:1.25,cwnd_gain:2) send 43728495bps lastsnd:4 lastrcv:4176 lastack:8 pacing_rate 24859208bps delivery_rate 10924232bps delivered:3005 busy:4144ms rwnd_limited:104ms(2.5%) unacked:226 retrans:0/17 sacked:30 reordering:5 reord_seen:5 rcv_space:14480 rcv_ssthresh:16384 notsent:1696088 minrtt:190.378 snd_wnd:2105344
# 1795845905.969750421
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:45566
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                     
ESTAB     0      0       10.0.1.1:54942 10.0.3.2:80   
	 skmem:(r0,rb5201484,t0,tb32768,f0,w0,o0,bl0,d1) cubic wscale:7,7 rto:208 rtt:4.958/4.708 ato:80 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:8706018 segs_out:2974 segs_in:6018 data_segs_out:1 data_segs_in:6016 send 23364260bps lastsnd:5848 lastrcv:156 lastack:156 pacing_rate 46724984bps delivery_rate 672232bps delivered:2 app_limited busy:16ms rcv_rtt:3.33 rcv_space:306976 minrtt:3.205 snd_wnd:65152
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:52934
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                     
ESTAB     0      2053664 10.0.3.2:80    10.0.1.1:54942
	 skmem:(r0,rb65536,t0,tb3108700,f1888,w3303584,o0,bl0,d1) bbr wscale:7,7 rto:400 rtt:195.862/1.133 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:165 ssthresh:252 bytes_sent:7092546 bytes_retrans:33304 bytes_acked:6652354 bytes_received:79 segs_out:4901 segs_in:1998 data_segs_out:4899 data_segs_in:1 bbr:(bw:14855936bps,mrtt:190.378,pacing_gain:1.25,cwnd_gain:2) send 9758708bps lastrcv:5856 pacing_rate 18384224bps delivery_rate 9674520bps delivered:4717 busy:5824ms rwnd_limited:104ms(1.8%) unacked:281 retrans:1/23 lost:1 sacked:121 reordering:5 reord_seen:5 rcv_space:14480 rcv_ssthresh:16384 notsent:1646776 minrtt:190.378 snd_wnd:1489664
# 1795845907.917889532
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:45566
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                     
ESTAB     0      0       10.0.1.1:54942 10.0.3.2:80   
	 skmem:(r0,rb5712292,t0,tb32768,f0,w0,o0,bl0,d2) cubic wscale:7,7 rto:208 rtt:4.958/4.708 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:10460058 segs_out:3601 segs_in:7231 data_segs_out:1 data_segs_in:7228 send 23364260bps lastsnd:7788 lastrcv:36 lastack:36 pacing_rate 46724984bps delivery_rate 672232bps delivered:2 app_limited busy:16ms rcv_rtt:3.125 rcv_space:306976 minrtt:3.205 snd_wnd:65152
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:52934
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                     
ESTAB     0      1651632 10.0.3.2:80    10.0.1.1:54942
	 skmem:(r0,rb65536,t0,tb3413988,f1424,w2746992,o0,bl0,d1) bbr wscale:7,7 rto:444 rtt:193.729/0.821 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:582 ssthresh:252 bytes_sent:9084994 bytes_retrans:44888 bytes_acked:8808426 bytes_received:79 segs_out:6277 segs_in:2520 data_segs_out:6275 data_segs_in:1 bbr:(bw:14855936bps,mrtt:190.378,pacing_gain:1,cwnd_gain:2) send 34800613bps lastrcv:7792 pacing_rate 14707376bps delivery_rate 9129952bps delivered:6085 busy:7760ms rwnd_limited:104ms(1.3%) unacked:160 retrans:0/31 reordering:5 reord_seen:5 rcv_space:14480 rcv_ssthresh:16384 notsent:1419952 minrtt:190.378 snd_wnd:1589248
# 1795845909.664141789
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:45566
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:52934
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:54942
	
