# 1795846094.194970711
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:33320
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:35718
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:38142
	
# 1795846096.102832587
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:33320
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:35718
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:38142
	
# 1795846098.099677556
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:33320
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:35718
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:38142
	
# 1795846100.014770950
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:33320
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                       
ESTAB     0      1337952 10.0.3.2:80    10.0.1.1:56344
	 skmem:(r0,rb262144,t0,tb2778182,f2016,w2160672,o0,bl0,d0) bbr wscale:7,7 rto:444 rtt:194.479/1.139 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:156 bytes_sent:708314 bytes_retrans:1448 bytes_acked:383962 bytes_received:79 segs_out:492 segs_in:272 data_segs_out:490 data_segs_in:1 bbr:(bw:5726672bps,mrtt:190.671,pacing_gain:2.88672,cwnd_gain:2.88672) send 9292026bps lastrcv:1440 pacing_rate 16365992bps delivery_rate 5145424bps delivered:336 busy:1436ms unacked:223 retrans:1/1 lost:1 sacked:69 reordering:9 rcv_space:14480 rcv_ssthresh:65536 notsent:1015048 minrtt:190.671 snd_wnd:800256
ESTAB     0      0       10.0.1.1:56344 10.0.3.2:80   
	 skmem:(r0,rb4648460,t0,tb131072,f0,w0,o0,bl0,d1) cubic wscale:7,7 rto:208 rtt:5.041/1.989 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:1721914 segs_out:608 segs_in:1193 data_segs_out:1 data_segs_in:1191 send 22979568bps lastsnd:1440 lastrcv:188 lastack:188 pacing_rate 45955712bps delivery_rate 2438736bps delivered:2 app_limited busy:4ms rcv_rtt:3 rcv_space:107152 minrtt:4.75 snd_wnd:65152                                                                                                                                                      
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:35718
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                       
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:38142
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                       
# 1795846102.454488449
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:33320
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                               
ESTAB     0      4784192 10.0.3.2:80    10.0.1.1:56344
	 skmem:(r0,rb262144,t0,tb7738178,f128,w7905152,o0,bl0,d0) bbr wscale:7,7 rto:400 rtt:194.577/1.419 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:183 ssthresh:416 bytes_sent:4681626 bytes_retrans:26064 bytes_acked:4309490 bytes_received:79 segs_out:3236 segs_in:1374 data_segs_out:3234 data_segs_in:1 bbr:(bw:24289696bps,mrtt:190.444,pacing_gain:1,cwnd_gain:2) send 10894772bps lastrcv:3684 pacing_rate 24046800bps delivery_rate 9808536bps delivered:3036 busy:3680ms unacked:239 retrans:3/18 lost:3 sacked:56 dsack_dups:2 reordering:9 rcv_space:14480 rcv_ssthresh:65536 notsent:4438120 minrtt:190.444 snd_wnd:3739776
ESTAB     728    0       10.0.1.1:56344 10.0.3.2:80   
	 skmem:(r2112,rb12947538,t0,tb131072,f1984,w0,o0,bl0,d3) cubic wscale:7,7 rto:208 rtt:5.041/1.989 ato:80 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:9094410 segs_out:3016 segs_in:6288 data_segs_out:1 data_segs_in:6286 send 22979568bps lastsnd:3684 lastrcv:8 lastack:8 pacing_rate 45955712bps delivery_rate 2438736bps delivered:2 app_limited busy:4ms rcv_rtt:9.375 rcv_space:179552 minrtt:4.75 rcv_ooopack:35 snd_wnd:65152                                                                                                                                                       
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:35718
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                               
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:38142
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                               
# 1795846104.493668420
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:33320
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                          
ESTAB     0      1987384 10.0.3.2:80    10.0.1.1:56344
	 skmem:(r0,rb262144,t0,tb4040448,f904,w3226744,o0,bl0,d0) bbr wscale:7,7 rto:400 rtt:197.292/3.654 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:188 ssthresh:416 bytes_sent:8051122 bytes_retrans:39096 bytes_acked:7647130 bytes_received:79 segs_out:5563 segs_in:2691 data_segs_out:5561 data_segs_in:1 bbr:(bw:20171792bps,mrtt:190.331,pacing_gain:1,cwnd_gain:2) send 11038420bps lastrcv:5856 lastack:4 pacing_rate 19970072bps delivery_rate 10353480bps delivered:5369 busy:5852ms unacked:252 retrans:1/27 lost:1 sacked:84 dsack_dups:2 reordering:9 rcv_space:14480 rcv_ssthresh:65536 notsent:1622488 minrtt:190.331 snd_wnd:3752704
ESTAB     0      0       10.0.1.1:56344 10.0.3.2:80   
	 skmem:(r0,rb6760488,t0,tb131072,f0,w0,o0,bl0,d6) cubic wscale:7,7 rto:208 rtt:5.041/1.989 ato:80 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:9634514 segs_out:3193 segs_in:6664 data_segs_out:1 data_segs_in:6659 send 22979568bps lastsnd:5856 lastrcv:136 lastack:136 pacing_rate 45955712bps delivery_rate 2438736bps delivered:2 app_limited busy:4ms rcv_rtt:4 rcv_space:179552 minrtt:4.75 rcv_ooopack:35 snd_wnd:65152                                                                                                                                                                         
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:35718
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                          
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:38142
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                          
# 1795846106.688633549
TIME-WAIT  0      0      10.0.3.2:80    10.0.1.1:33320
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                               
FIN-WAIT-1 0      303425 10.0.3.2:80    10.0.1.1:56344
	 skmem:(r0,rb262144,t0,tb3451048,f2368,w497344,o0,bl0,d0) bbr wscale:7,7 rto:396 rtt:195.61/2.786 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:150 ssthresh:416 bytes_sent:10457698 bytes_retrans:49232 bytes_acked:10182578 bytes_received:79 segs_out:7225 segs_in:3393 data_segs_out:7223 data_segs_in:1 bbr:(bw:17029504bps,mrtt:190.331,pacing_gain:0.75,cwnd_gain:2) send 8882981bps lastrcv:7716 pacing_rate 12644408bps delivery_rate 9508600bps delivered:7045 busy:7712ms unacked:156 retrans:0/34 lost:1 sacked:9 dsack_dups:2 reordering:9 rcv_space:14480 rcv_ssthresh:65536 notsent:77537 minrtt:190.331 snd_wnd:3733888
CLOSE-WAIT 0      0      10.0.1.1:56344 10.0.3.2:80   
	 skmem:(r0,rb5774302,t0,tb131072,f0,w0,o0,bl0,d6) cubic wscale:7,7 rto:208 rtt:5.041/1.989 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:10486003 segs_out:3490 segs_in:7253 data_segs_out:1 data_segs_in:7248 send 22979568bps lastsnd:7716 lastrcv:1184 lastack:1184 pacing_rate 45955712bps delivery_rate 2438736bps delivered:2 app_limited busy:4ms rcv_rtt:4.375 rcv_space:179552 rcv_ssthresh:1235307 minrtt:4.75 rcv_ooopack:35 snd_wnd:65152                                                                                                                                  
TIME-WAIT  0      0      10.0.3.2:80    10.0.1.1:35718
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                               
TIME-WAIT  0      0      10.0.3.2:80    10.0.1.1:38142
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                               
# 1795846108.473255405
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:56344
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:35718
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:38142
	
