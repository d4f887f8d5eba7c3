# 1795851695.435060577
# 1795851697.240171546
# 1795851698.814819847
# 1795851700.338581067
ESTAB 0      0      10.0.1.1:54238 10.0.3.2:80   
	 skmem:(r0,rb1816608,t24,tb36864,f0,w0,o0,bl0,d1) cubic wscale:7,7 rto:208 rtt:5.736/2.194 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:577994 segs_out:225 segs_in:403 data_segs_out:1 data_segs_in:401 send 20195258bps lastsnd:908 pacing_rate 40387872bps delivery_rate 1956424bps delivered:2 app_limited busy:8ms rcv_rtt:4.115 rcv_space:44888 rcv_ssthresh:82390 minrtt:5.71 snd_wnd:65152
ESTAB 0      459016 10.0.3.2:80    10.0.1.1:54238
	 skmem:(r0,rb73728,t0,tb1085708,f2616,w763336,o0,bl0,d0) bbr wscale:7,7 rto:476 rtt:193.032/1.571 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:93 bytes_sent:217442 bytes_acked:118978 bytes_received:79 segs_out:152 segs_in:79 data_segs_out:151 data_segs_in:1 bbr:(bw:2360680bps,mrtt:190.687,pacing_gain:2.88672,cwnd_gain:2.88672) send 5581002bps lastrcv:908 pacing_rate 6746480bps delivery_rate 2361208bps delivered:84 busy:848ms unacked:68 rcv_space:14480 rcv_ssthresh:18432 notsent:360552 minrtt:190.687 snd_wnd:217728
# 1795851701.951498240
ESTAB 0      0       10.0.1.1:54238 10.0.3.2:80   
	 skmem:(r0,rb9302976,t12,tb32768,f0,w0,o0,bl0,d1) cubic wscale:7,7 rto:208 rtt:5.736/2.194 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:4620386 segs_out:1578 segs_in:3196 data_segs_out:1 data_segs_in:3194 send 20195258bps lastsnd:2764 pacing_rate 40387872bps delivery_rate 1956424bps delivered:2 app_limited busy:8ms rcv_rtt:7 rcv_space:183896 rcv_ssthresh:36455 minrtt:5.71 snd_wnd:65152
ESTAB 0      2743536 10.0.3.2:80    10.0.1.1:54238
	 skmem:(r0,rb65536,t0,tb5559982,f208,w4562736,o0,bl0,d0) bbr wscale:7,7 rto:408 rtt:193.522/1.654 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:601 bytes_sent:2338762 bytes_retrans:11584 bytes_acked:1876850 bytes_received:79 segs_out:1617 segs_in:648 data_segs_out:1616 data_segs_in:1 bbr:(bw:13243712bps,mrtt:190.458,pacing_gain:2.88672,cwnd_gain:2.88672) send 35975155bps lastrcv:2764 lastack:4 pacing_rate 37848576bps delivery_rate 8747216bps delivered:1298 busy:2704ms rwnd_limited:308ms(11.4%) unacked:311 retrans:0/8 reordering:8 reord_seen:8 rcv_space:14480 rcv_ssthresh:16384 notsent:2293208 minrtt:190.458 snd_wnd:890880
# 1795851703.902667738
ESTAB 0      0       10.0.1.1:54238 10.0.3.2:80   
	 skmem:(r0,rb9884578,t0,tb32768,f0,w0,o0,bl0,d1) cubic wscale:7,7 rto:208 rtt:5.736/2.194 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:8937858 segs_out:2982 segs_in:6178 data_segs_out:1 data_segs_in:6176 send 20195258bps lastsnd:4540 lastrcv:4 lastack:4 pacing_rate 40387872bps delivery_rate 1956424bps delivered:2 app_limited busy:8ms rcv_rtt:4 rcv_space:240368 minrtt:5.71 snd_wnd:65152
ESTAB 0      2960272 10.0.3.2:80    10.0.1.1:54238
	 skmem:(r0,rb65536,t0,tb5907580,f3824,w4751632,o0,bl0,d0) bbr wscale:7,7 rto:400 rtt:195.968/1.187 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:1008 ssthresh:478 bytes_sent:6575610 bytes_retrans:33304 bytes_acked:5977586 bytes_received:79 segs_out:4543 segs_in:1329 data_segs_out:4542 data_segs_in:1 bbr:(bw:27996088bps,mrtt:190.334,pacing_gain:1,cwnd_gain:2) send 59584585bps lastrcv:4540 pacing_rate 27716128bps delivery_rate 13938480bps delivered:4314 busy:4480ms rwnd_limited:308ms(6.9%) unacked:390 retrans:1/23 lost:1 sacked:184 reordering:8 reord_seen:8 rcv_space:14480 rcv_ssthresh:16384 notsent:2395552 minrtt:190.334 snd_wnd:2280320
# 1795851705.662859036
CLOSE-WAIT 0      0       10.0.1.1:54238 10.0.3.2:80   
	 skmem:(r0,rb7666600,t0,tb32768,f0,w0,o0,bl0,d1) cubic wscale:7,7 rto:208 rtt:5.736/2.194 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:10486003 segs_out:3423 segs_in:7248 data_segs_out:1 data_segs_in:7246 send 20195258bps lastsnd:6096 lastrcv:476 lastack:476 pacing_rate 40387872bps delivery_rate 1956424bps delivered:2 app_limited busy:8ms rcv_rtt:3 rcv_space:240368 rcv_ssthresh:158747 minrtt:5.71 snd_wnd:65152
FIN-WAIT-1 0      1405353 10.0.3.2:80    10.0.1.1:54238
	 skmem:(r0,rb65536,t0,tb4581992,f1304,w2337512,o0,bl0,d0) bbr wscale:7,7 rto:396 rtt:194.218/3.153 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:768 ssthresh:478 bytes_sent:9431066 bytes_retrans:50680 bytes_acked:9080650 bytes_received:79 segs_out:6515 segs_in:1927 data_segs_out:6514 data_segs_in:1 bbr:(bw:22411640bps,mrtt:190.334,pacing_gain:1,cwnd_gain:2) send 45806836bps lastrcv:6096 pacing_rate 22187528bps delivery_rate 11610016bps delivered:6273 busy:6036ms rwnd_limited:308ms(5.1%) unacked:207 retrans:0/35 reordering:8 reord_seen:8 rcv_space:14480 rcv_ssthresh:16384 notsent:1105617 minrtt:190.334 snd_wnd:1713792
# 1795851707.123049343
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:54238
	
