# 1795862445.298461111
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:37612
	
# 1795862447.325417205
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:37612
	
# 1795862449.303717358
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:37612
	
# 1795862450.885677073
ESTAB     0      0      10.0.1.1:58838 10.0.3.2:80   
	 skmem:(r0,rb3049628,t0,tb131072,f0,w0,o0,bl0,d1) cubic wscale:7,7 rto:204 rtt:3.663/1.64 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:1132578 segs_out:423 segs_in:786 data_segs_out:1 data_segs_in:784 send 31624352bps lastsnd:1068 pacing_rate 63235752bps delivery_rate 4025016bps delivered:2 app_limited busy:4ms rcv_rtt:3 rcv_space:92672 rcv_ssthresh:1971 minrtt:2.878 snd_wnd:65152
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:37612
	                                                                                                                                                                                                                                                                                                                                                                                                                                                        
ESTAB     0      909344 10.0.3.2:80    10.0.1.1:58838
	 skmem:(r0,rb262144,t0,tb1822630,f3296,w1512224,o0,bl0,d0) bbr wscale:7,7 rto:456 rtt:192.239/1.145 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:165 bytes_sent:395546 bytes_acked:223234 bytes_received:79 segs_out:276 segs_in:149 data_segs_out:274 data_segs_in:1 bbr:(bw:4183496bps,mrtt:190.603,pacing_gain:2.88672,cwnd_gain:2.88672) send 9942624bps lastrcv:1068 lastack:4 pacing_rate 11955816bps delivery_rate 4183864bps delivered:156 busy:1060ms unacked:119 rcv_space:14480 rcv_ssthresh:65536 notsent:737032 minrtt:190.603 snd_wnd:502528
# 1795862452.616058085
ESTAB     0      0       10.0.1.1:58838 10.0.3.2:80   
	 skmem:(r0,rb5675750,t0,tb131072,f0,w0,o0,bl0,d1) cubic wscale:7,7 rto:204 rtt:3.663/1.64 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:4358426 segs_out:1480 segs_in:3014 data_segs_out:1 data_segs_in:3012 send 31624352bps lastsnd:2812 lastrcv:12 lastack:12 pacing_rate 63235752bps delivery_rate 4025016bps delivered:2 app_limited busy:4ms rcv_rtt:6.923 rcv_space:134664 minrtt:2.878 snd_wnd:65152
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:37612
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                    
ESTAB     0      1673592 10.0.3.2:80    10.0.1.1:58838
	 skmem:(r0,rb262144,t0,tb3392148,f2376,w2774712,o0,bl0,d0) bbr wscale:7,7 rto:404 rtt:193.144/1.467 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:166 ssthresh:254 bytes_sent:2951266 bytes_retrans:13032 bytes_acked:2684834 bytes_received:79 segs_out:2041 segs_in:1027 data_segs_out:2039 data_segs_in:1 bbr:(bw:15821200bps,mrtt:190.383,pacing_gain:1,cwnd_gain:2) send 9956012bps lastrcv:2812 pacing_rate 15662992bps delivery_rate 7618112bps delivered:1866 busy:2804ms unacked:175 retrans:1/9 lost:1 sacked:10 rcv_space:14480 rcv_ssthresh:65536 notsent:1420192 minrtt:190.383 snd_wnd:3755392
# 1795862454.394382640
ESTAB     0      0       10.0.1.1:58838 10.0.3.2:80   
	 skmem:(r0,rb4526152,t0,tb131072,f0,w0,o0,bl0,d1) cubic wscale:7,7 rto:204 rtt:3.663/1.64 ato:80 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:6702738 segs_out:2284 segs_in:4633 data_segs_out:1 data_segs_in:4631 send 31624352bps lastsnd:4756 lastrcv:76 lastack:76 pacing_rate 63235752bps delivery_rate 4025016bps delivered:2 app_limited busy:4ms rcv_rtt:3 rcv_space:150592 minrtt:2.878 snd_wnd:65152
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:37612
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                
ESTAB     0      1554856 10.0.3.2:80    10.0.1.1:58838
	 skmem:(r0,rb262144,t0,tb2705084,f2776,w2585896,o0,bl0,d0) bbr wscale:7,7 rto:400 rtt:195.675/3.022 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:464 ssthresh:254 bytes_sent:5404178 bytes_retrans:18824 bytes_acked:5147882 bytes_received:79 segs_out:3735 segs_in:1925 data_segs_out:3733 data_segs_in:1 bbr:(bw:13484680bps,mrtt:190.347,pacing_gain:1,cwnd_gain:2) send 27468895bps lastrcv:4756 pacing_rate 13349840bps delivery_rate 8274408bps delivered:3557 busy:4748ms unacked:164 retrans:0/13 rcv_space:14480 rcv_ssthresh:65536 notsent:1317384 minrtt:190.347 snd_wnd:3758976
# 1795862456.347777101
ESTAB     0      0       10.0.1.1:58838 10.0.3.2:80   
	 skmem:(r0,rb4366462,t0,tb131072,f0,w0,o0,bl0,d1) cubic wscale:7,7 rto:204 rtt:3.663/1.64 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:8585738 segs_out:2941 segs_in:5934 data_segs_out:1 data_segs_in:5932 send 31624352bps lastsnd:6580 lastrcv:28 lastack:28 pacing_rate 63235752bps delivery_rate 4025016bps delivered:2 app_limited busy:4ms rcv_rtt:4.5 rcv_space:150592 minrtt:2.878 snd_wnd:65152
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:37612
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                  
ESTAB     0      1262960 10.0.3.2:80    10.0.1.1:58838
	 skmem:(r0,rb262144,t0,tb2609644,f208,w2101040,o0,bl0,d0) bbr wscale:7,7 rto:396 rtt:194.977/2.241 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:446 ssthresh:254 bytes_sent:7542874 bytes_retrans:27512 bytes_acked:7322778 bytes_received:79 segs_out:5212 segs_in:2607 data_segs_out:5210 data_segs_in:1 bbr:(bw:12936456bps,mrtt:190.347,pacing_gain:1,cwnd_gain:2) send 26497813bps lastrcv:6580 pacing_rate 12807096bps delivery_rate 8636152bps delivered:5059 busy:6572ms unacked:133 retrans:0/19 rcv_space:14480 rcv_ssthresh:65536 notsent:1070376 minrtt:190.347 snd_wnd:3754496
# 1795862458.224270683
CLOSE-WAIT 0      0       10.0.1.1:58838 10.0.3.2:80   
	 skmem:(r0,rb4305444,t0,tb131072,f0,w0,o0,bl0,d1) cubic wscale:7,7 rto:204 rtt:3.663/1.64 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:10486003 segs_out:3609 segs_in:7247 data_segs_out:1 data_segs_in:7245 send 31624352bps lastsnd:8452 lastrcv:24 lastack:24 pacing_rate 63235752bps delivery_rate 4025016bps delivered:2 app_limited busy:4ms rcv_rtt:3.375 rcv_space:150592 rcv_ssthresh:170835 minrtt:2.878 snd_wnd:65152
TIME-WAIT  0      0       10.0.3.2:80    10.0.1.1:37612
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                         
FIN-WAIT-1 0      1086793 10.0.3.2:80    10.0.1.1:58838
	 skmem:(r0,rb262144,t0,tb2573176,f2680,w1807752,o0,bl0,d0) bbr wscale:7,7 rto:396 rtt:193.354/1.166 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:444 ssthresh:254 bytes_sent:9680122 bytes_retrans:36200 bytes_acked:9399210 bytes_received:79 segs_out:6688 segs_in:3260 data_segs_out:6686 data_segs_in:1 bbr:(bw:12559464bps,mrtt:190.347,pacing_gain:1.25,cwnd_gain:2) send 26600412bps lastrcv:8452 pacing_rate 15542344bps delivery_rate 8375904bps delivered:6493 busy:8444ms unacked:169 retrans:0/25 rcv_space:14480 rcv_ssthresh:65536 notsent:842081 minrtt:190.347 snd_wnd:3736320
# 1795862460.048586766
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:37612
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:58838
	
