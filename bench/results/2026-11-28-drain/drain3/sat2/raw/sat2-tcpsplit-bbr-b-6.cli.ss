# 1795851895.736593047
TIME-WAIT 0      0      10.0.1.1:50280 10.0.3.2:80
	
# 1795851897.444162579
TIME-WAIT 0      0      10.0.1.1:50280 10.0.3.2:80
	
# 1795851899.138031958
TIME-WAIT 0      0      10.0.1.1:50280 10.0.3.2:80
	
# 1795851900.549665434
ESTAB     0      0      10.0.1.1:38566 10.0.3.2:80
	 skmem:(r0,rb131072,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:624 rtt:186.719/108.758 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:63954 segs_out:46 segs_in:47 data_segs_out:1 data_segs_in:45 send 620397bps lastsnd:812 lastrcv:104 lastack:104 pacing_rate 1240792bps delivery_rate 955376bps delivered:2 app_limited busy:12ms rcv_rtt:12.125 rcv_space:14722 rcv_ssthresh:76896 minrtt:12.125 snd_wnd:32768
TIME-WAIT 0      0      10.0.1.1:50280 10.0.3.2:80
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                 
# 1795851902.143246076
ESTAB     0      0      10.0.1.1:38566 10.0.3.2:80
	 skmem:(r0,rb997653,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:624 rtt:186.719/108.758 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:2304010 segs_out:457 segs_in:1594 data_segs_out:1 data_segs_in:1592 send 620397bps lastsnd:2660 lastrcv:88 lastack:88 pacing_rate 1240792bps delivery_rate 955376bps delivered:2 app_limited busy:12ms rcv_rtt:11.58 rcv_space:150592 rcv_ssthresh:594814 minrtt:12.125 rcv_ooopack:5 snd_wnd:32768
TIME-WAIT 0      0      10.0.1.1:50280 10.0.3.2:80
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                      
# 1795851903.937844381
ESTAB     10136  0      10.0.1.1:38566 10.0.3.2:80
	 skmem:(r16856,rb997653,t0,tb87040,f3624,w0,o0,bl0,d0) cubic wscale:7,7 rto:624 rtt:186.719/108.758 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:6356962 segs_out:694 segs_in:4393 data_segs_out:1 data_segs_in:4391 send 620397bps lastsnd:4372 pacing_rate 1240792bps delivery_rate 955376bps delivered:2 app_limited busy:12ms rcv_rtt:11 rcv_space:230232 rcv_ssthresh:594814 minrtt:12.125 rcv_ooopack:19 snd_wnd:32768
TIME-WAIT 0      0      10.0.1.1:50280 10.0.3.2:80
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                     
# 1795851905.601268622
ESTAB     0      0      10.0.1.1:38566 10.0.3.2:80
	 skmem:(r0,rb997653,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:624 rtt:186.719/108.758 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:8612946 segs_out:879 segs_in:5951 data_segs_out:1 data_segs_in:5949 send 620397bps lastsnd:5852 lastrcv:72 lastack:72 pacing_rate 1240792bps delivery_rate 955376bps delivered:2 app_limited busy:12ms rcv_rtt:11.125 rcv_space:230232 rcv_ssthresh:594814 minrtt:12.125 rcv_ooopack:19 snd_wnd:32768
TIME-WAIT 0      0      10.0.1.1:50280 10.0.3.2:80
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                        
# 1795851907.118864390
TIME-WAIT 0      0      10.0.1.1:50280 10.0.3.2:80
	
