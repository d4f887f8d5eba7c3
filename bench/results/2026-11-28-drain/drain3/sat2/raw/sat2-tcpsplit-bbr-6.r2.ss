# 1795851871.179378245
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:38020
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:50280
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57312
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:44226
	
# 1795851873.062876406
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:38020
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:50280
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57312
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:44226
	
# 1795851874.731755345
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:50280
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57312
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:44226
	
# 1795851876.340279503
ESTAB     0      0      10.0.1.1:35892 10.0.3.2:80   
	 skmem:(r0,rb865476,t0,tb36864,f0,w0,o0,bl0,d1) cubic wscale:7,7 rto:204 rtt:2.995/1.178 ato:80 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:352106 segs_out:144 segs_in:247 data_segs_out:1 data_segs_in:245 send 38677796bps lastsnd:1012 lastrcv:96 lastack:96 pacing_rate 77332992bps delivery_rate 4087504bps delivered:2 app_limited rcv_rtt:3.363 rcv_space:53576 minrtt:2.834 snd_wnd:65152
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:50280
	                                                                                                                                                                                                                                                                                                                                                                                                                                                     
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:57312
	                                                                                                                                                                                                                                                                                                                                                                                                                                                     
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:44226
	                                                                                                                                                                                                                                                                                                                                                                                                                                                     
ESTAB     0      257744 10.0.3.2:80    10.0.1.1:35892
	 skmem:(r0,rb73728,t0,tb517258,f2160,w423824,o0,bl0,d0) bbr wscale:7,7 rto:476 rtt:193.385/1.761 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:20 bytes_sent:130562 bytes_retrans:1448 bytes_acked:94362 bytes_received:79 segs_out:92 segs_in:67 data_segs_out:91 data_segs_in:1 bbr:(bw:1476888bps,mrtt:190.882,pacing_gain:2.88672,cwnd_gain:2.88672) send 1198025bps lastsnd:92 lastrcv:1012 lastack:4 pacing_rate 4220744bps delivery_rate 1477512bps delivered:73 busy:1008ms rwnd_limited:364ms(36.1%) unacked:24 retrans:1/1 lost:1 sacked:6 rcv_space:14480 rcv_ssthresh:18432 notsent:222992 minrtt:190.882 snd_wnd:35200
# 1795851877.853759445
ESTAB     0      0      10.0.1.1:35892 10.0.3.2:80   
	 skmem:(r0,rb850270,t0,tb32768,f0,w0,o0,bl0,d2) cubic wscale:7,7 rto:204 rtt:2.995/1.178 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:837442 segs_out:335 segs_in:584 data_segs_out:1 data_segs_in:581 send 38677796bps lastsnd:2412 lastrcv:100 lastack:100 pacing_rate 77332992bps delivery_rate 4087504bps delivered:2 app_limited rcv_rtt:3 rcv_space:55024 minrtt:2.834 snd_wnd:65152
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:50280
	                                                                                                                                                                                                                                                                                                                                                                                                                                                   
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:57312
	                                                                                                                                                                                                                                                                                                                                                                                                                                                   
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:44226
	                                                                                                                                                                                                                                                                                                                                                                                                                                                   
ESTAB     0      328952 10.0.3.2:80    10.0.1.1:35892
	 skmem:(r0,rb65536,t0,tb508170,f1672,w526712,o0,bl0,d0) bbr wscale:7,7 rto:416 rtt:193.499/0.978 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:58 ssthresh:32 bytes_sent:628674 bytes_retrans:7240 bytes_acked:508490 bytes_received:79 segs_out:436 segs_in:352 data_segs_out:435 data_segs_in:1 bbr:(bw:3548272bps,mrtt:190.392,pacing_gain:1,cwnd_gain:2) send 3472225bps lastrcv:2416 pacing_rate 3512792bps delivery_rate 3184096bps delivered:376 busy:2412ms rwnd_limited:484ms(20.1%) unacked:78 retrans:1/5 lost:1 sacked:23 rcv_space:14480 rcv_ssthresh:16384 notsent:216008 minrtt:190.392 snd_wnd:563968
# 1795851879.398878615
ESTAB     0      0      10.0.1.1:35892 10.0.3.2:80   
	 skmem:(r0,rb1684654,t0,tb32768,f0,w0,o0,bl0,d2) cubic wscale:7,7 rto:204 rtt:2.995/1.178 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:1934858 segs_out:740 segs_in:1344 data_segs_out:1 data_segs_in:1341 send 38677796bps lastsnd:4200 lastrcv:28 lastack:28 pacing_rate 77332992bps delivery_rate 4087504bps delivered:2 app_limited rcv_rtt:2 rcv_space:105704 minrtt:2.834 snd_wnd:65152
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:50280
	                                                                                                                                                                                                                                                                                                                                                                                                                                                      
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:57312
	                                                                                                                                                                                                                                                                                                                                                                                                                                                      
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:44226
	                                                                                                                                                                                                                                                                                                                                                                                                                                                      
ESTAB     0      485168 10.0.3.2:80    10.0.1.1:35892
	 skmem:(r0,rb65536,t0,tb1006844,f3280,w807728,o0,bl0,d0) bbr wscale:7,7 rto:400 rtt:195.854/1.963 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:172 ssthresh:32 bytes_sent:1564082 bytes_retrans:10136 bytes_acked:1449690 bytes_received:79 segs_out:1082 segs_in:744 data_segs_out:1081 data_segs_in:1 bbr:(bw:4857384bps,mrtt:190.392,pacing_gain:1,cwnd_gain:2) send 10173129bps lastrcv:4200 pacing_rate 4808808bps delivery_rate 4049488bps delivered:1003 busy:4196ms rwnd_limited:484ms(11.5%) unacked:72 retrans:0/7 rcv_space:14480 rcv_ssthresh:16384 notsent:380912 minrtt:190.392 snd_wnd:728064
# 1795851881.065296533
ESTAB     0      0      10.0.1.1:35892 10.0.3.2:80   
	 skmem:(r0,rb1147156,t2,tb32768,f0,w0,o0,bl0,d2) cubic wscale:7,7 rto:204 rtt:2.995/1.178 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:2585010 segs_out:1000 segs_in:1793 data_segs_out:1 data_segs_in:1790 send 38677796bps lastsnd:5624 lastrcv:72 lastack:72 pacing_rate 77332992bps delivery_rate 4087504bps delivered:2 app_limited rcv_rtt:3 rcv_space:105704 rcv_ssthresh:99451 minrtt:2.834 snd_wnd:65152
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:50280
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                          
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:57312
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                          
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:44226
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                          
ESTAB     0      243352 10.0.3.2:80    10.0.1.1:35892
	 skmem:(r0,rb65536,t0,tb685606,f3240,w394072,o0,bl0,d0) bbr wscale:7,7 rto:396 rtt:194.017/1.197 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:168 ssthresh:32 bytes_sent:2508178 bytes_retrans:18824 bytes_acked:2341658 bytes_received:79 segs_out:1734 segs_in:1145 data_segs_out:1733 data_segs_in:1 bbr:(bw:6309424bps,mrtt:190.392,pacing_gain:1,cwnd_gain:2) send 10030626bps lastrcv:5624 pacing_rate 6246328bps delivery_rate 4933784bps delivered:1632 busy:5620ms rwnd_limited:484ms(8.6%) unacked:102 retrans:1/13 lost:1 sacked:13 rcv_space:14480 rcv_ssthresh:16384 notsent:95656 minrtt:190.392 snd_wnd:802176
# 1795851882.497707390
ESTAB     0      0      10.0.1.1:35892 10.0.3.2:80   
	 skmem:(r0,rb2535290,t0,tb32768,f0,w0,o0,bl0,d2) cubic wscale:7,7 rto:204 rtt:2.995/1.178 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:4234626 segs_out:1580 segs_in:2933 data_segs_out:1 data_segs_in:2930 send 38677796bps lastsnd:7200 lastrcv:40 lastack:40 pacing_rate 77332992bps delivery_rate 4087504bps delivered:2 app_limited rcv_rtt:3 rcv_space:175208 minrtt:2.834 snd_wnd:65152
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:50280
	                                                                                                                                                                                                                                                                                                                                                                                                                                                       
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:57312
	                                                                                                                                                                                                                                                                                                                                                                                                                                                       
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:44226
	                                                                                                                                                                                                                                                                                                                                                                                                                                                       
ESTAB     0      724432 10.0.3.2:80    10.0.1.1:35892
	 skmem:(r0,rb65536,t0,tb1515232,f2928,w1205392,o0,bl0,d0) bbr wscale:7,7 rto:396 rtt:193.28/1.429 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:260 ssthresh:32 bytes_sent:3685402 bytes_retrans:21720 bytes_acked:3510194 bytes_received:79 segs_out:2547 segs_in:1597 data_segs_out:2546 data_segs_in:1 bbr:(bw:7358232bps,mrtt:190.392,pacing_gain:1,cwnd_gain:2) send 15582781bps lastsnd:4 lastrcv:7204 lastack:4 pacing_rate 7284648bps delivery_rate 6006496bps delivered:2426 busy:7200ms rwnd_limited:484ms(6.7%) unacked:106 retrans:0/15 rcv_space:14480 rcv_ssthresh:16384 notsent:570944 minrtt:190.392 snd_wnd:993536
# 1795851884.031303537
ESTAB     0      0      10.0.1.1:35892 10.0.3.2:80   
	 skmem:(r0,rb2497046,t0,tb32768,f0,w0,o0,bl0,d3) cubic wscale:7,7 rto:204 rtt:2.995/1.178 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:5427738 segs_out:2013 segs_in:3758 data_segs_out:1 data_segs_in:3754 send 38677796bps lastsnd:8728 lastrcv:4 lastack:4 pacing_rate 77332992bps delivery_rate 4087504bps delivered:2 app_limited rcv_rtt:4.406 rcv_space:175208 rcv_ssthresh:17452 minrtt:2.834 snd_wnd:65152
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:50280
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                            
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:57312
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                            
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:44226
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                            
ESTAB     0      728736 10.0.3.2:80    10.0.1.1:35892
	 skmem:(r0,rb65536,t0,tb1492376,f3936,w1212576,o0,bl0,d0) bbr wscale:7,7 rto:396 rtt:195.309/1.206 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:256 ssthresh:32 bytes_sent:4853938 bytes_retrans:30408 bytes_acked:4699002 bytes_received:79 segs_out:3354 segs_in:2074 data_segs_out:3353 data_segs_in:1 bbr:(bw:7358232bps,mrtt:190.392,pacing_gain:1,cwnd_gain:2) send 15183653bps lastrcv:8728 pacing_rate 7284648bps delivery_rate 6183136bps delivered:3247 busy:8724ms rwnd_limited:484ms(5.5%) unacked:86 retrans:0/21 rcv_space:14480 rcv_ssthresh:16384 notsent:604208 minrtt:190.392 snd_wnd:1111680
# 1795851885.641248891
ESTAB     0      0      10.0.1.1:35892 10.0.3.2:80   
	 skmem:(r0,rb2342256,t0,tb32768,f0,w0,o0,bl0,d3) cubic wscale:7,7 rto:204 rtt:2.995/1.178 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:6582906 segs_out:2431 segs_in:4556 data_segs_out:1 data_segs_in:4552 send 38677796bps lastsnd:10520 lastrcv:16 lastack:16 pacing_rate 77332992bps delivery_rate 4087504bps delivered:2 app_limited rcv_rtt:3.5 rcv_space:175208 minrtt:2.834 snd_wnd:65152
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:50280
	                                                                                                                                                                                                                                                                                                                                                                                                                                                          
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:57312
	                                                                                                                                                                                                                                                                                                                                                                                                                                                          
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:44226
	                                                                                                                                                                                                                                                                                                                                                                                                                                                          
ESTAB     0      690752 10.0.3.2:80    10.0.1.1:35892
	 skmem:(r0,rb65536,t0,tb1399864,f1344,w1149632,o0,bl0,d0) bbr wscale:7,7 rto:552 rtt:197.384/2.935 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:270 ssthresh:32 bytes_sent:6061570 bytes_retrans:43440 bytes_acked:5892154 bytes_received:79 segs_out:4188 segs_in:2564 data_segs_out:4187 data_segs_in:1 bbr:(bw:6743720bps,mrtt:190.392,pacing_gain:1.25,cwnd_gain:2) send 15845661bps lastsnd:4 lastrcv:10520 lastack:8 pacing_rate 8345352bps delivery_rate 2523112bps delivered:4071 busy:10516ms rwnd_limited:484ms(4.6%) unacked:87 retrans:0/30 rcv_space:14480 rcv_ssthresh:16384 notsent:564776 minrtt:190.392 snd_wnd:804864
# 1795851887.407770829
ESTAB     0      0      10.0.1.1:35892 10.0.3.2:80   
	 skmem:(r0,rb2469150,t0,tb32768,f0,w0,o0,bl0,d3) cubic wscale:7,7 rto:204 rtt:2.995/1.178 ato:80 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:7957058 segs_out:2933 segs_in:5505 data_segs_out:1 data_segs_in:5501 send 38677796bps lastsnd:12008 lastrcv:240 lastack:240 pacing_rate 77332992bps delivery_rate 4087504bps delivered:2 app_limited rcv_rtt:3 rcv_space:175208 minrtt:2.834 snd_wnd:65152
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:50280
	                                                                                                                                                                                                                                                                                                                                                                                                                                                          
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:57312
	                                                                                                                                                                                                                                                                                                                                                                                                                                                          
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:44226
	                                                                                                                                                                                                                                                                                                                                                                                                                                                          
ESTAB     0      776184 10.0.3.2:80    10.0.1.1:35892
	 skmem:(r0,rb65536,t0,tb1475704,f2632,w1291704,o0,bl0,d0) bbr wscale:7,7 rto:412 rtt:193.953/0.846 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:336 ssthresh:32 bytes_sent:7390834 bytes_retrans:46336 bytes_acked:7180874 bytes_received:79 segs_out:5106 segs_in:3020 data_segs_out:5105 data_segs_in:1 bbr:(bw:8797152bps,mrtt:190.369,pacing_gain:1,cwnd_gain:2) send 20067872bps lastrcv:12008 lastack:4 pacing_rate 8709176bps delivery_rate 6802496bps delivered:4961 busy:12004ms rwnd_limited:484ms(4.0%) unacked:113 retrans:0/32 rcv_space:14480 rcv_ssthresh:16384 notsent:612560 minrtt:190.369 snd_wnd:1356928
# 1795851888.788068600
ESTAB     0      0      10.0.1.1:35892 10.0.3.2:80   
	 skmem:(r0,rb3351664,t0,tb32768,f0,w0,o0,bl0,d4) cubic wscale:7,7 rto:204 rtt:2.995/1.178 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:9331938 segs_out:3422 segs_in:6456 data_segs_out:1 data_segs_in:6451 send 38677796bps lastsnd:13280 lastrcv:76 lastack:76 pacing_rate 77332992bps delivery_rate 4087504bps delivered:2 app_limited rcv_rtt:2 rcv_space:175208 minrtt:2.834 snd_wnd:65152
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:50280
	                                                                                                                                                                                                                                                                                                                                                                                                                                                        
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:57312
	                                                                                                                                                                                                                                                                                                                                                                                                                                                        
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:44226
	                                                                                                                                                                                                                                                                                                                                                                                                                                                        
ESTAB     0      949224 10.0.3.2:80    10.0.1.1:35892
	 skmem:(r0,rb65536,t0,tb2003144,f2072,w1578984,o0,bl0,d0) bbr wscale:7,7 rto:400 rtt:193.719/1.188 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:344 ssthresh:32 bytes_sent:8625978 bytes_retrans:56472 bytes_acked:8382714 bytes_received:79 segs_out:5959 segs_in:3485 data_segs_out:5958 data_segs_in:1 bbr:(bw:9816960bps,mrtt:190.347,pacing_gain:1,cwnd_gain:2) send 20570496bps lastrcv:13280 pacing_rate 9718792bps delivery_rate 7224872bps delivered:5791 busy:13276ms rwnd_limited:484ms(3.6%) unacked:129 retrans:0/39 rcv_space:14480 rcv_ssthresh:16384 notsent:762432 minrtt:190.347 snd_wnd:1354880
# 1795851890.082134975
CLOSE-WAIT 0      0      10.0.1.1:35892 10.0.3.2:80   
	 skmem:(r0,rb3782528,t0,tb32768,f0,w0,o0,bl0,d5) cubic wscale:7,7 rto:204 rtt:2.995/1.178 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:10486003 segs_out:3809 segs_in:7255 data_segs_out:1 data_segs_in:7249 send 38677796bps lastsnd:14444 lastrcv:24 lastack:24 pacing_rate 77332992bps delivery_rate 4087504bps delivered:2 app_limited rcv_rtt:8.375 rcv_space:215752 rcv_ssthresh:137653 minrtt:2.834 snd_wnd:65152
TIME-WAIT  0      0      10.0.3.2:80    10.0.1.1:50280
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                 
TIME-WAIT  0      0      10.0.3.2:80    10.0.1.1:57312
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                 
FIN-WAIT-1 0      992673 10.0.3.2:80    10.0.1.1:35892
	 skmem:(r0,rb65536,t0,tb2260652,f2592,w1590752,o0,bl0,d0) bbr wscale:7,7 rto:396 rtt:193.734/1.738 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:384 ssthresh:32 bytes_sent:9852434 bytes_retrans:63712 bytes_acked:9493330 bytes_received:79 segs_out:6806 segs_in:3927 data_segs_out:6805 data_segs_in:1 bbr:(bw:11090856bps,mrtt:190.347,pacing_gain:1,cwnd_gain:2) send 22960637bps lastrcv:14444 lastack:4 pacing_rate 10979952bps delivery_rate 10123592bps delivered:6623 busy:14440ms rwnd_limited:484ms(3.4%) unacked:204 retrans:1/44 lost:1 sacked:65 rcv_space:14480 rcv_ssthresh:16384 notsent:697281 minrtt:190.347 snd_wnd:1046272
# 1795851891.393739294
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:50280
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57312
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:35892
	
