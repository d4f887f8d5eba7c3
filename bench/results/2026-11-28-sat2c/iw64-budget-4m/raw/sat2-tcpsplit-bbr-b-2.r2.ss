# 1795862720.924626666
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:49558
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57712
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:34822
	
# 1795862723.100983928
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:49558
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57712
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:34822
	
# 1795862724.732174131
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:49558
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57712
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:34822
	
# 1795862726.413100335
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:49558
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                      
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:57712
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                      
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:34822
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                      
ESTAB     0      0       10.0.1.1:39580 10.0.3.2:80   
	 skmem:(r0,rb16777216,t0,tb8388608,f0,w0,o0,bl0,d7) cubic wscale:7,7 rto:208 rtt:5.826/2.473 ato:80 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:4621538 segs_out:1602 segs_in:3204 data_segs_out:1 data_segs_in:3201 send 19883282bps lastsnd:1124 lastrcv:64 lastack:64 pacing_rate 39763144bps delivery_rate 2327968bps delivered:2 app_limited busy:4ms rcv_rtt:3.125 rcv_space:247608 minrtt:4.976 rcv_ooopack:44 snd_wnd:65152
ESTAB     0      4017480 10.0.3.2:80    10.0.1.1:39580
	 skmem:(r0,rb16777216,t0,tb8388608,f3064,w6525960,o0,bl0,d0) bbr wscale:7,7 rto:476 rtt:194.964/1.782 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:267 bytes_sent:1113754 bytes_retrans:4344 bytes_acked:604058 bytes_received:79 segs_out:772 segs_in:409 data_segs_out:770 data_segs_in:1 bbr:(bw:10748392bps,mrtt:190.568,pacing_gain:2.88672,cwnd_gain:2.88672) send 15864098bps lastrcv:1124 lastack:4 pacing_rate 30717312bps delivery_rate 10455248bps delivered:585 busy:1092ms unacked:349 retrans:1/3 lost:1 sacked:166 reordering:10 rcv_space:14480 rcv_ssthresh:4194304 notsent:3512128 minrtt:190.568 snd_wnd:4146560
# 1795862728.513724559
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:49558
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                    
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:57712
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                    
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:34822
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                    
ESTAB     0      0       10.0.1.1:39580 10.0.3.2:80   
	 skmem:(r0,rb16777216,t0,tb8388608,f0,w0,o0,bl0,d7) cubic wscale:7,7 rto:208 rtt:5.826/2.473 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:8117394 segs_out:2744 segs_in:5620 data_segs_out:1 data_segs_in:5617 send 19883282bps lastsnd:2952 lastrcv:108 lastack:108 pacing_rate 39763144bps delivery_rate 2327968bps delivered:2 app_limited busy:4ms rcv_rtt:4 rcv_space:260640 minrtt:4.976 rcv_ooopack:44 snd_wnd:65152
ESTAB     0      3996144 10.0.3.2:80    10.0.1.1:39580
	 skmem:(r0,rb16777216,t0,tb8388608,f1744,w6502704,o0,bl0,d0) bbr wscale:7,7 rto:408 rtt:194.815/1.21 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:218 ssthresh:402 bytes_sent:4616466 bytes_retrans:21720 bytes_acked:4121250 bytes_received:79 segs_out:3191 segs_in:1342 data_segs_out:3189 data_segs_in:1 bbr:(bw:23437664bps,mrtt:190.36,pacing_gain:1,cwnd_gain:2) send 12962616bps lastrcv:2952 pacing_rate 23203288bps delivery_rate 11918280bps delivered:3001 busy:2920ms unacked:327 retrans:1/15 lost:1 sacked:153 reordering:10 rcv_space:14480 rcv_ssthresh:4194304 notsent:3522648 minrtt:190.36 snd_wnd:4091520
# 1795862730.283928113
TIME-WAIT  0      0       10.0.3.2:80    10.0.1.1:49558
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                               
TIME-WAIT  0      0       10.0.3.2:80    10.0.1.1:57712
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                               
TIME-WAIT  0      0       10.0.3.2:80    10.0.1.1:34822
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                               
CLOSE-WAIT 0      0       10.0.1.1:39580 10.0.3.2:80   
	 skmem:(r0,rb16777216,t0,tb8388608,f0,w0,o0,bl0,d10) cubic wscale:7,7 rto:208 rtt:5.826/2.473 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:10486003 segs_out:3498 segs_in:7261 data_segs_out:1 data_segs_in:7257 send 19883282bps lastsnd:4748 lastrcv:556 lastack:556 pacing_rate 39763144bps delivery_rate 2327968bps delivered:2 app_limited busy:4ms rcv_rtt:16.221 rcv_space:260640 rcv_ssthresh:269431 minrtt:4.976 rcv_ooopack:52 snd_wnd:65152
FIN-WAIT-1 0      3617897 10.0.3.2:80    10.0.1.1:39580
	 skmem:(r0,rb16777216,t0,tb8388608,f1432,w5929576,o0,bl0,d0) bbr wscale:7,7 rto:400 rtt:194.746/1.098 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:165 ssthresh:402 bytes_sent:7253274 bytes_retrans:33304 bytes_acked:6868106 bytes_received:79 segs_out:5012 segs_in:2093 data_segs_out:5010 data_segs_in:1 bbr:(bw:17231120bps,mrtt:190.36,pacing_gain:1,cwnd_gain:2) send 9814630bps lastrcv:4748 lastack:8 pacing_rate 17058808bps delivery_rate 9269136bps delivered:4838 busy:4716ms unacked:243 retrans:1/23 lost:1 sacked:93 reordering:10 rcv_space:14480 rcv_ssthresh:4194304 notsent:3266033 minrtt:190.36 snd_wnd:4078464
# 1795862732.269324619
TIME-WAIT  0      0       10.0.3.2:80    10.0.1.1:49558
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                 
TIME-WAIT  0      0       10.0.3.2:80    10.0.1.1:57712
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                 
TIME-WAIT  0      0       10.0.3.2:80    10.0.1.1:34822
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                 
CLOSE-WAIT 0      0       10.0.1.1:39580 10.0.3.2:80   
	 skmem:(r0,rb16777216,t0,tb8388608,f0,w0,o0,bl0,d10) cubic wscale:7,7 rto:208 rtt:5.826/2.473 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:10486003 segs_out:3498 segs_in:7261 data_segs_out:1 data_segs_in:7257 send 19883282bps lastsnd:6616 lastrcv:2424 lastack:2424 pacing_rate 39763144bps delivery_rate 2327968bps delivered:2 app_limited busy:4ms rcv_rtt:16.221 rcv_space:260640 rcv_ssthresh:269431 minrtt:4.976 rcv_ooopack:52 snd_wnd:65152
FIN-WAIT-1 0      1133129 10.0.3.2:80    10.0.1.1:39580
	 skmem:(r0,rb16777216,t0,tb8388608,f1464,w1747528,o0,bl0,d0) bbr wscale:7,7 rto:396 rtt:195.007/2.279 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:231 ssthresh:402 bytes_sent:9829266 bytes_retrans:41992 bytes_acked:9352874 bytes_received:79 segs_out:6791 segs_in:2836 data_segs_out:6789 data_segs_in:1 bbr:(bw:18115600bps,mrtt:190.351,pacing_gain:1.25,cwnd_gain:2) send 13722092bps lastrcv:6616 pacing_rate 22418056bps delivery_rate 9315088bps delivered:6608 busy:6584ms unacked:300 retrans:1/29 lost:1 sacked:147 reordering:10 rcv_space:14480 rcv_ssthresh:4194304 notsent:698729 minrtt:190.351 snd_wnd:4061184
# 1795862734.020949337
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:49558
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57712
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:34822
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:39580
	
