# 1795845916.578622393
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:45566
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:52934
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:54942
	
# 1795845918.361449194
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:45566
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:52934
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:54942
	
# 1795845920.287785876
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:45566
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:52934
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:54942
	
# 1795845921.991375379
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:45566
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                              
ESTAB     0      0      10.0.1.1:42528 10.0.3.2:80   
	 skmem:(r0,rb874448,t0,tb131072,f0,w0,o0,bl0,d1) cubic wscale:7,7 rto:208 rtt:5.491/3.114 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:327490 segs_out:133 segs_in:230 data_segs_out:1 data_segs_in:228 send 21096339bps lastsnd:764 lastrcv:64 lastack:64 pacing_rate 42189792bps delivery_rate 1154128bps delivered:2 app_limited busy:12ms rcv_rtt:2.234 rcv_space:36200 minrtt:4.842 snd_wnd:65152                                                                               
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:52934
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                              
ESTAB     0      246160 10.0.3.2:80    10.0.1.1:42528
	 skmem:(r0,rb262144,t0,tb522620,f240,w409360,o0,bl0,d0) bbr wscale:7,7 rto:508 rtt:194.642/2.225 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:67 bytes_sent:156626 bytes_acked:81330 bytes_received:79 segs_out:111 segs_in:51 data_segs_out:109 data_segs_in:1 bbr:(bw:1366416bps,mrtt:190.551,pacing_gain:2.88672,cwnd_gain:2.88672) send 3987464bps lastrcv:764 pacing_rate 3905024bps delivery_rate 1367096bps delivered:58 busy:748ms unacked:52 rcv_space:14480 rcv_ssthresh:65536 notsent:170864 minrtt:190.551 snd_wnd:210944
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:54942
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                              
# 1795845923.611708427
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:45566
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                       
ESTAB     0      0       10.0.1.1:42528 10.0.3.2:80   
	 skmem:(r0,rb10291158,t0,tb131072,f0,w0,o0,bl0,d2) cubic wscale:7,7 rto:208 rtt:5.491/3.114 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:5434586 segs_out:1886 segs_in:3758 data_segs_out:1 data_segs_in:3756 send 21096339bps lastsnd:2460 lastrcv:32 lastack:32 pacing_rate 42189792bps delivery_rate 1154128bps delivered:2 app_limited busy:12ms rcv_rtt:4 rcv_space:133216 minrtt:4.842 rcv_ooopack:2 snd_wnd:65152                                                                                                                                      
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:52934
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                       
ESTAB     0      3084240 10.0.3.2:80    10.0.1.1:42528
	 skmem:(r0,rb262144,t0,tb6150576,f1904,w4724880,o0,bl0,d0) bbr wscale:7,7 rto:420 rtt:196.558/1.936 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:1249 bytes_sent:3378426 bytes_retrans:17376 bytes_acked:2350346 bytes_received:79 segs_out:2336 segs_in:805 data_segs_out:2334 data_segs_in:1 bbr:(bw:27779968bps,mrtt:190.359,pacing_gain:2.88672,cwnd_gain:2.88672) send 73608889bps lastrcv:2460 pacing_rate 79391040bps delivery_rate 26944584bps delivered:2056 busy:2444ms unacked:698 retrans:3/12 lost:3 sacked:431 rcv_space:14480 rcv_ssthresh:65536 notsent:2073536 minrtt:190.359 snd_wnd:3751552
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:54942
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                       
# 1795845925.508278237
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:45566
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                               
ESTAB     0      0       10.0.1.1:42528 10.0.3.2:80   
	 skmem:(r0,rb9978390,t0,tb131072,f0,w0,o0,bl0,d3) cubic wscale:7,7 rto:208 rtt:5.491/3.114 ato:80 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:9534458 segs_out:3199 segs_in:6593 data_segs_out:1 data_segs_in:6590 send 21096339bps lastsnd:4428 lastrcv:160 lastack:160 pacing_rate 42189792bps delivery_rate 1154128bps delivered:2 app_limited busy:12ms rcv_rtt:6 rcv_space:143352 minrtt:4.842 rcv_ooopack:2 snd_wnd:65152                                                                                                                                                                             
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:52934
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                               
ESTAB     0      2967536 10.0.3.2:80    10.0.1.1:42528
	 skmem:(r0,rb262144,t0,tb5963648,f272,w4722416,o0,bl0,d10) bbr wscale:7,7 rto:404 rtt:197.21/1.437 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:207 ssthresh:478 bytes_sent:7201146 bytes_retrans:40544 bytes_acked:6566922 bytes_received:79 segs_out:4977 segs_in:1520 data_segs_out:4974 data_segs_in:1 bbr:(bw:27922896bps,mrtt:190.359,pacing_gain:1,cwnd_gain:2) send 12159059bps lastrcv:4428 pacing_rate 27643672bps delivery_rate 13224008bps delivered:4767 busy:4412ms unacked:410 retrans:1/28 lost:1 sacked:227 dsack_dups:3 reordering:14 reord_seen:1 rcv_space:14480 rcv_ssthresh:65536 notsent:2373856 minrtt:190.359 snd_wnd:3760128
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:54942
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                               
# 1795845927.353466345
TIME-WAIT  0      0      10.0.3.2:80    10.0.1.1:45566
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                 
CLOSE-WAIT 0      0      10.0.1.1:42528 10.0.3.2:80   
	 skmem:(r0,rb5383966,t0,tb131072,f0,w0,o0,bl0,d3) cubic wscale:7,7 rto:208 rtt:5.491/3.114 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:10486003 segs_out:3545 segs_in:7252 data_segs_out:1 data_segs_in:7249 send 21096339bps lastsnd:6168 lastrcv:1128 lastack:1128 pacing_rate 42189792bps delivery_rate 1154128bps delivered:2 app_limited busy:12ms rcv_rtt:3.125 rcv_space:153488 rcv_ssthresh:640824 minrtt:4.842 rcv_ooopack:2 snd_wnd:65152                                                                                                                                                    
TIME-WAIT  0      0      10.0.3.2:80    10.0.1.1:52934
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                 
FIN-WAIT-1 0      968057 10.0.3.2:80    10.0.1.1:42528
	 skmem:(r0,rb262144,t2408,tb3217762,f1864,w1493176,o0,bl0,d10) bbr wscale:7,7 rto:396 rtt:193.775/1.468 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:198 ssthresh:478 bytes_sent:10034882 bytes_retrans:52128 bytes_acked:9517946 bytes_received:79 segs_out:6934 segs_in:2345 data_segs_out:6931 data_segs_in:1 bbr:(bw:20791824bps,mrtt:190.31,pacing_gain:1,cwnd_gain:2) send 11836573bps lastrcv:6168 pacing_rate 20583904bps delivery_rate 9696024bps delivered:6704 busy:6152ms unacked:321 retrans:1/36 lost:1 sacked:126 dsack_dups:3 reordering:14 reord_seen:1 rcv_space:14480 rcv_ssthresh:65536 notsent:503249 minrtt:190.31 snd_wnd:3741440
TIME-WAIT  0      0      10.0.3.2:80    10.0.1.1:54942
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                 
# 1795845929.005524938
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:45566
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:52934
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:42528
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:54942
	
