# 1795845895.567137154
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:45566
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:52934
	
# 1795845897.422517679
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:45566
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:52934
	
# 1795845899.249147201
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:45566
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:52934
	
# 1795845900.905683512
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:45566
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:52934
	
ESTAB     0      305528 10.0.3.2:80 10.0.1.1:54942
	 skmem:(r0,rb131072,t0,tb739840,f3912,w508088,o0,bl0,d0) cubic wscale:7,7 rto:212 rtt:10.693/2.15 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:85 bytes_sent:210202 bytes_retrans:1448 bytes_acked:208754 bytes_received:79 segs_out:147 segs_in:106 data_segs_out:146 data_segs_in:1 send 92082671bps lastsnd:16 lastrcv:852 lastack:4 pacing_rate 184150272bps delivery_rate 39807560bps delivered:147 busy:820ms rwnd_limited:812ms(99.0%) retrans:0/1 dsack_dups:1 rcv_space:14480 rcv_ssthresh:64088 notsent:305528 minrtt:2.668 snd_wnd:1280
# 1795845902.696903957
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:45566
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:52934
	
ESTAB     0      718208 10.0.3.2:80 10.0.1.1:54942
	 skmem:(r0,rb131072,t0,tb1523200,f1664,w1194368,o0,bl0,d0) cubic wscale:7,7 rto:212 rtt:8.939/2.505 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:175 ssthresh:101 bytes_sent:3497642 bytes_retrans:1448 bytes_acked:3496194 bytes_received:79 segs_out:2418 segs_in:1222 data_segs_out:2417 data_segs_in:1 send 226781519bps lastsnd:24 lastrcv:2548 lastack:16 pacing_rate 272114992bps delivery_rate 58961024bps delivered:2418 app_limited busy:2516ms rwnd_limited:2316ms(92.1%) retrans:0/1 dsack_dups:1 rcv_space:14480 rcv_ssthresh:64088 notsent:718208 minrtt:2.431 snd_wnd:1280
# 1795845904.434686631
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:45566
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:52934
	
ESTAB     0      849336 10.0.3.2:80 10.0.1.1:54942
	 skmem:(r0,rb131072,t0,tb1993216,f264,w1412856,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:14.49/10.078 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:229 ssthresh:101 bytes_sent:6330570 bytes_retrans:1448 bytes_acked:6329122 bytes_received:79 segs_out:4375 segs_in:2205 data_segs_out:4374 data_segs_in:1 send 183073568bps lastsnd:4 lastrcv:4332 pacing_rate 219676904bps delivery_rate 2159576bps delivered:4375 busy:4300ms rwnd_limited:4028ms(93.7%) retrans:0/1 dsack_dups:1 rcv_space:14480 rcv_ssthresh:64088 notsent:849336 minrtt:2.431
# 1795845906.128507513
TIME-WAIT 0      0       10.0.3.2:80 10.0.1.1:45566
	
TIME-WAIT 0      0       10.0.3.2:80 10.0.1.1:52934
	
ESTAB     0      1404128 10.0.3.2:80 10.0.1.1:54942
	 skmem:(r0,rb131072,t0,tb2411008,f3488,w2335328,o0,bl0,d0) cubic wscale:7,7 rto:212 rtt:10.421/11.544 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:277 ssthresh:101 bytes_sent:8707978 bytes_retrans:1448 bytes_acked:8706530 bytes_received:79 segs_out:6018 segs_in:2975 data_segs_out:6017 data_segs_in:1 send 307913636bps lastsnd:144 lastrcv:6100 lastack:144 pacing_rate 369487496bps delivery_rate 3309712bps delivered:6018 busy:6068ms rwnd_limited:5760ms(94.9%) retrans:0/1 dsack_dups:1 rcv_space:14480 rcv_ssthresh:64088 notsent:1404128 minrtt:2.373
# 1795845907.955247762
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:45566
	
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:52934
	
FIN-WAIT-2 0      0      10.0.3.2:80 10.0.1.1:54942
	
# 1795845909.785739718
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:45566
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:52934
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:54942
	
