# 1795851871.218961496
TIME-WAIT 0      0      10.0.1.1:50280 10.0.3.2:80
	
# 1795851873.182437790
TIME-WAIT 0      0      10.0.1.1:50280 10.0.3.2:80
	
# 1795851874.796333100
TIME-WAIT 0      0      10.0.1.1:50280 10.0.3.2:80
	
# 1795851876.314963468
ESTAB     0      0      10.0.1.1:35892 10.0.3.2:80
	 skmem:(r0,rb131072,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:620 rtt:185.156/107.761 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:94362 segs_out:64 segs_in:68 data_segs_out:1 data_segs_in:66 send 625635bps lastsnd:1048 lastrcv:128 lastack:128 pacing_rate 1251264bps delivery_rate 900984bps delivered:2 app_limited busy:16ms rcv_rtt:11.359 rcv_space:14722 rcv_ssthresh:76896 minrtt:12.857 snd_wnd:32768
TIME-WAIT 0      0      10.0.1.1:50280 10.0.3.2:80
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                  
# 1795851877.769994141
ESTAB     0      0      10.0.1.1:35892 10.0.3.2:80
	 skmem:(r0,rb940885,t4,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:620 rtt:185.156/107.761 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:599714 segs_out:261 segs_in:417 data_segs_out:1 data_segs_in:415 send 625635bps lastsnd:2568 lastrcv:4 lastack:4 pacing_rate 1251264bps delivery_rate 900984bps delivered:2 app_limited busy:16ms rcv_rtt:35.557 rcv_space:89776 rcv_ssthresh:560886 minrtt:12.857 snd_wnd:32768
TIME-WAIT 0      0      10.0.1.1:50280 10.0.3.2:80
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                   
# 1795851879.452851843
ESTAB     0      0      10.0.1.1:35892 10.0.3.2:80
	 skmem:(r0,rb940885,t4,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:620 rtt:185.156/107.761 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:1530778 segs_out:579 segs_in:1060 data_segs_out:1 data_segs_in:1058 send 625635bps lastsnd:4368 lastrcv:4 lastack:4 pacing_rate 1251264bps delivery_rate 900984bps delivered:2 app_limited busy:16ms rcv_rtt:12 rcv_space:125976 rcv_ssthresh:560886 minrtt:12.857 snd_wnd:32768
TIME-WAIT 0      0      10.0.1.1:50280 10.0.3.2:80
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                   
# 1795851881.112778399
ESTAB     0      0      10.0.1.1:35892 10.0.3.2:80
	 skmem:(r0,rb940885,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:620 rtt:185.156/107.761 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:2529898 segs_out:776 segs_in:1750 data_segs_out:1 data_segs_in:1748 send 625635bps lastsnd:5968 lastrcv:72 lastack:72 pacing_rate 1251264bps delivery_rate 900984bps delivered:2 app_limited busy:16ms rcv_rtt:12.628 rcv_space:160728 rcv_ssthresh:560886 minrtt:12.857 snd_wnd:32768
TIME-WAIT 0      0      10.0.1.1:50280 10.0.3.2:80
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                         
# 1795851882.727562117
ESTAB     0      0      10.0.1.1:35892 10.0.3.2:80
	 skmem:(r0,rb940885,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:620 rtt:185.156/107.761 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:3517434 segs_out:1075 segs_in:2432 data_segs_out:1 data_segs_in:2430 send 625635bps lastsnd:7412 lastrcv:188 lastack:188 pacing_rate 1251264bps delivery_rate 900984bps delivered:2 app_limited busy:16ms rcv_rtt:12.125 rcv_space:188240 rcv_ssthresh:560886 minrtt:12.857 snd_wnd:32768
TIME-WAIT 0      0      10.0.1.1:50280 10.0.3.2:80
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                            
# 1795851884.203695844
ESTAB     0      0      10.0.1.1:35892 10.0.3.2:80
	 skmem:(r0,rb940885,t2,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:620 rtt:185.156/107.761 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:4895930 segs_out:1331 segs_in:3384 data_segs_out:1 data_segs_in:3382 send 625635bps lastsnd:9036 pacing_rate 1251264bps delivery_rate 900984bps delivered:2 app_limited busy:16ms rcv_rtt:12.48 rcv_space:188240 rcv_ssthresh:560886 minrtt:12.857 snd_wnd:32768
TIME-WAIT 0      0      10.0.1.1:50280 10.0.3.2:80
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                   
# 1795851885.778987311
ESTAB     0      0      10.0.1.1:35892 10.0.3.2:80
	 skmem:(r0,rb940885,t4,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:620 rtt:185.156/107.761 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:6005098 segs_out:1471 segs_in:4150 data_segs_out:1 data_segs_in:4148 send 625635bps lastsnd:10708 pacing_rate 1251264bps delivery_rate 900984bps delivered:2 app_limited busy:16ms rcv_rtt:13 rcv_space:188240 rcv_ssthresh:560886 minrtt:12.857 rcv_ooopack:1 snd_wnd:32768
TIME-WAIT 0      0      10.0.1.1:50280 10.0.3.2:80
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                               
# 1795851887.469873916
ESTAB     0      0      10.0.1.1:35892 10.0.3.2:80
	 skmem:(r0,rb940885,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:620 rtt:185.156/107.761 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:7276442 segs_out:1853 segs_in:5028 data_segs_out:1 data_segs_in:5026 send 625635bps lastsnd:12212 lastrcv:76 lastack:76 pacing_rate 1251264bps delivery_rate 900984bps delivered:2 app_limited busy:16ms rcv_rtt:12.33 rcv_space:208512 rcv_ssthresh:560886 minrtt:12.857 rcv_ooopack:1 snd_wnd:32768
TIME-WAIT 0      0      10.0.1.1:50280 10.0.3.2:80
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                        
# 1795851888.960528405
ESTAB     0      0      10.0.1.1:35892 10.0.3.2:80
	 skmem:(r0,rb940885,t2,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:620 rtt:185.156/107.761 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:8783810 segs_out:2118 segs_in:6069 data_segs_out:1 data_segs_in:6067 send 625635bps lastsnd:13708 lastack:4 pacing_rate 1251264bps delivery_rate 900984bps delivered:2 app_limited busy:16ms rcv_rtt:12.812 rcv_space:208512 rcv_ssthresh:560886 minrtt:12.857 rcv_ooopack:1 snd_wnd:32768
TIME-WAIT 0      0      10.0.1.1:50280 10.0.3.2:80
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                             
# 1795851890.415793719
ESTAB     0      0      10.0.1.1:35892 10.0.3.2:80
	 skmem:(r0,rb940885,t4,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:620 rtt:185.156/107.761 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:10282490 segs_out:2353 segs_in:7104 data_segs_out:1 data_segs_in:7102 send 625635bps lastsnd:15164 pacing_rate 1251264bps delivery_rate 900984bps delivered:2 app_limited busy:16ms rcv_rtt:11.837 rcv_space:208512 rcv_ssthresh:560886 minrtt:12.857 rcv_ooopack:1 snd_wnd:32768
TIME-WAIT 0      0      10.0.1.1:50280 10.0.3.2:80
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                    
# 1795851891.881701436
TIME-WAIT 0      0      10.0.1.1:50280 10.0.3.2:80
	
