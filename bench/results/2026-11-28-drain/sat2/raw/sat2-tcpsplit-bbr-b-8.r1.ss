# 1795846181.972992074
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:49276
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:39696
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57138
	
# 1795846183.864651051
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:49276
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:39696
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57138
	
# 1795846186.023277851
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:49276
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:39696
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57138
	
# 1795846187.759621913
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:49276
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                 
ESTAB     0      0      10.0.1.1:43070 10.0.3.2:80   
	 skmem:(r0,rb1151282,t56,tb36864,f0,w0,o0,bl0,d0) bbr wscale:7,7 rto:592 rtt:196.02/74.895 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:140698 segs_out:92 segs_in:101 data_segs_out:1 data_segs_in:98 bbr:(bw:60064bps,mrtt:191.931,pacing_gain:2.88672,cwnd_gain:2.88672) send 650056bps lastsnd:928 pacing_rate 1683160bps delivery_rate 60352bps delivered:2 app_limited busy:192ms rcv_rtt:193.997 rcv_space:41992 rcv_ssthresh:339692 minrtt:191.931 snd_wnd:65536
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:39696
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                 
ESTAB     0      4344   10.0.3.2:80    10.0.1.1:43070
	 skmem:(r0,rb73728,t0,tb688072,f968,w7224,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:13.106/1.569 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:20 bytes_sent:140698 bytes_acked:136354 bytes_received:79 segs_out:99 segs_in:82 data_segs_out:98 data_segs_in:1 send 17677400bps lastrcv:928 lastack:4 pacing_rate 35352432bps delivery_rate 6745664bps delivered:96 app_limited busy:500ms unacked:3 reordering:53 rcv_space:14480 rcv_ssthresh:18432 minrtt:10.627 snd_wnd:76928                                         
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:57138
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                 
# 1795846189.548316753
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:49276
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                               
ESTAB     0      0      10.0.1.1:43070 10.0.3.2:80   
	 skmem:(r476784,rb12723434,t58,tb32768,f2448,w0,o0,bl0,d0) bbr wscale:7,7 rto:592 rtt:196.02/74.895 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:3085930 segs_out:968 segs_in:2333 data_segs_out:1 data_segs_in:2330 bbr:(bw:60064bps,mrtt:191.931,pacing_gain:2.88672,cwnd_gain:2.88672) send 650056bps lastsnd:2908 lastrcv:212 pacing_rate 1683160bps delivery_rate 60352bps delivered:2 app_limited busy:192ms rcv_rtt:196.806 rcv_space:809432 rcv_ssthresh:3802120 minrtt:191.931 rcv_ooopack:1617 snd_wnd:65536
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:39696
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                               
ESTAB     0      0      10.0.3.2:80    10.0.1.1:43070
	 skmem:(r0,rb65536,t0,tb7604240,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:236 rtt:34.297/13.499 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:490 ssthresh:487 bytes_sent:3085930 bytes_acked:3085930 bytes_received:79 segs_out:2133 segs_in:531 data_segs_out:2132 data_segs_in:1 send 165500190bps lastsnd:212 lastrcv:2908 lastack:184 pacing_rate 198598776bps delivery_rate 93511160bps delivered:2133 app_limited busy:1408ms rwnd_limited:12ms(0.9%) reordering:53 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.417 snd_wnd:1023616                                
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:57138
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                               
# 1795846191.527966527
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:49276
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                         
ESTAB     0      0      10.0.1.1:43070 10.0.3.2:80   
	 skmem:(r223944,rb12655594,t56,tb32768,f1336,w0,o0,bl0,d0) bbr wscale:7,7 rto:592 rtt:196.02/74.895 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:6032610 segs_out:1671 segs_in:4263 data_segs_out:1 data_segs_in:4260 bbr:(bw:60064bps,mrtt:191.931,pacing_gain:2.88672,cwnd_gain:2.88672) send 650056bps lastsnd:4816 lastrcv:52 lastack:4 pacing_rate 1683160bps delivery_rate 60352bps delivered:2 app_limited busy:192ms rcv_rtt:193.658 rcv_space:809432 rcv_ssthresh:3467632 minrtt:191.931 rcv_ooopack:2940 snd_wnd:65536
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:39696
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                         
ESTAB     0      0      10.0.3.2:80    10.0.1.1:43070
	 skmem:(r0,rb65536,t0,tb7563696,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:228 rtt:26.839/12.095 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:501 ssthresh:487 bytes_sent:6032610 bytes_acked:6032610 bytes_received:79 segs_out:4168 segs_in:975 data_segs_out:4167 data_segs_in:1 send 216236969bps lastsnd:52 lastrcv:4816 lastack:12 pacing_rate 259478312bps delivery_rate 100906992bps delivered:4168 app_limited busy:2280ms rwnd_limited:12ms(0.5%) reordering:53 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.417 snd_wnd:1648896                                           
# 1795846193.469544949
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:49276
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                            
ESTAB     0      0      10.0.1.1:43070 10.0.3.2:80   
	 skmem:(r0,rb12582912,t50,tb32768,f0,w0,o0,bl0,d0) bbr wscale:7,7 rto:592 rtt:196.02/74.895 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:8453666 segs_out:2361 segs_in:5842 data_segs_out:1 data_segs_in:5839 bbr:(bw:60064bps,mrtt:191.931,pacing_gain:2.88672,cwnd_gain:2.88672) send 650056bps lastsnd:6684 pacing_rate 1683160bps delivery_rate 60352bps delivered:2 app_limited busy:192ms rcv_rtt:192.562 rcv_space:809432 rcv_ssthresh:3736960 minrtt:191.931 rcv_ooopack:3727 snd_wnd:65536
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:39696
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                            
ESTAB     0      23168  10.0.3.2:80    10.0.1.1:43070
	 skmem:(r0,rb65536,t0,tb7520256,f2432,w38528,o0,bl0,d0) cubic wscale:7,7 rto:220 rtt:19.836/11.222 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:488 ssthresh:487 bytes_sent:8453666 bytes_acked:8430498 bytes_received:79 segs_out:5840 segs_in:1253 data_segs_out:5839 data_segs_in:1 send 284986489bps lastrcv:6684 lastack:4 pacing_rate 341968696bps delivery_rate 100906992bps delivered:5824 app_limited busy:3336ms rwnd_limited:12ms(0.4%) unacked:16 reordering:53 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.417 snd_wnd:1545344       
# 1795846195.193891208
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:49276
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                             
ESTAB     0      0      10.0.1.1:43070 10.0.3.2:80   
	 skmem:(r0,rb12582912,t66,tb32768,f0,w0,o0,bl0,d0) bbr wscale:7,7 rto:592 rtt:196.02/74.895 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:10198506 segs_out:2920 segs_in:7047 data_segs_out:1 data_segs_in:7044 bbr:(bw:60064bps,mrtt:191.931,pacing_gain:2.88672,cwnd_gain:2.88672) send 650056bps lastsnd:8488 pacing_rate 1683160bps delivery_rate 60352bps delivered:2 app_limited busy:192ms rcv_rtt:192.783 rcv_space:809432 rcv_ssthresh:3742752 minrtt:191.931 rcv_ooopack:4384 snd_wnd:65536
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:39696
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                             
ESTAB     0      17376  10.0.3.2:80    10.0.1.1:43070
	 skmem:(r0,rb65536,t0,tb7520256,f3872,w28896,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:14.552/1.485 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:381 ssthresh:487 bytes_sent:10198506 bytes_acked:10181130 bytes_received:79 segs_out:7045 segs_in:1487 data_segs_out:7044 data_segs_in:1 send 303291919bps lastrcv:8488 lastack:4 pacing_rate 363940920bps delivery_rate 101797352bps delivered:7033 app_limited busy:4344ms rwnd_limited:12ms(0.3%) unacked:12 reordering:53 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.417 snd_wnd:1648896       
# 1795846197.089347513
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:49276
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:39696
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:43070
	
