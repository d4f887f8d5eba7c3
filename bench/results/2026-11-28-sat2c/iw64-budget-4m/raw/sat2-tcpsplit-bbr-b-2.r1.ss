# 1795862720.891012775
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57712
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:34822
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:49558
	
# 1795862723.082619335
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57712
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:34822
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:49558
	
# 1795862724.891124310
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57712
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:34822
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:49558
	
# 1795862726.519550319
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:57712
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                       
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:34822
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                       
ESTAB     0      52128  10.0.3.2:80    10.0.1.1:39580
	 skmem:(r0,rb16777216,t0,tb8388608,f3424,w86688,o0,bl0,d2) cubic wscale:7,7 rto:216 rtt:13.899/1.376 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:74 bytes_sent:556274 bytes_acked:504146 bytes_received:79 segs_out:387 segs_in:196 data_segs_out:385 data_segs_in:1 send 61674653bps lastsnd:8 lastrcv:1044 lastack:4 pacing_rate 123348192bps delivery_rate 34234568bps delivered:350 app_limited busy:508ms unacked:36 reordering:7 reord_seen:3 rcv_space:14480 rcv_ssthresh:4194304 minrtt:10.532 snd_wnd:548864                                                        
ESTAB     0      0      10.0.1.1:39580 10.0.3.2:80   
	 skmem:(r317856,rb16777216,t66,tb8388608,f1632,w0,o0,bl0,d0) bbr wscale:7,7 rto:608 rtt:200.584/78.071 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:65 bytes_sent:79 bytes_acked:80 bytes_received:556274 segs_out:382 segs_in:520 data_segs_out:1 data_segs_in:517 bbr:(bw:60064bps,mrtt:192.177,pacing_gain:2.88672,cwnd_gain:2.88672) send 3753839bps lastsnd:1044 lastrcv:24 lastack:4 pacing_rate 10499568bps delivery_rate 60272bps delivered:2 app_limited busy:192ms rcv_rtt:192 rcv_space:308424 rcv_ssthresh:4084256 minrtt:192.177 rcv_ooopack:207 snd_wnd:4194304
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:49558
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                       
# 1795862728.325737871
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:57712
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                       
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:34822
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                       
ESTAB     0      0      10.0.3.2:80    10.0.1.1:39580
	 skmem:(r0,rb16777216,t0,tb8388608,f0,w0,o0,bl0,d2) cubic wscale:7,7 rto:216 rtt:15.696/4.329 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:299 ssthresh:250 bytes_sent:4018442 bytes_acked:4018442 bytes_received:79 segs_out:2778 segs_in:819 data_segs_out:2776 data_segs_in:1 send 220668705bps lastsnd:124 lastrcv:2840 lastack:112 pacing_rate 264798224bps delivery_rate 101265296bps delivered:2777 app_limited busy:1372ms reordering:34 reord_seen:29 rcv_space:14480 rcv_ssthresh:4194304 minrtt:10.347 snd_wnd:2008704                                             
ESTAB     0      0      10.0.1.1:39580 10.0.3.2:80   
	 skmem:(r303408,rb16777216,t62,tb8388608,f3792,w0,o0,bl0,d0) bbr wscale:7,7 rto:608 rtt:200.584/78.071 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:65 bytes_sent:79 bytes_acked:80 bytes_received:4018442 segs_out:1314 segs_in:2905 data_segs_out:1 data_segs_in:2902 bbr:(bw:60064bps,mrtt:192.177,pacing_gain:2.88672,cwnd_gain:2.88672) send 3753839bps lastsnd:2840 lastrcv:124 pacing_rate 10499568bps delivery_rate 60272bps delivered:2 app_limited busy:192ms rcv_rtt:191.921 rcv_space:838392 rcv_ssthresh:4166792 minrtt:192.177 rcv_ooopack:2105 snd_wnd:4194304
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:49558
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                       
# 1795862730.157052835
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:57712
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                  
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:34822
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                  
ESTAB     0      0      10.0.3.2:80    10.0.1.1:39580
	 skmem:(r0,rb16777216,t0,tb8388608,f0,w0,o0,bl0,d2) cubic wscale:7,7 rto:216 rtt:12.735/0.675 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:299 ssthresh:250 bytes_sent:6752266 bytes_acked:6752266 bytes_received:79 segs_out:4666 segs_in:1076 data_segs_out:4664 data_segs_in:1 send 271976129bps lastsnd:116 lastrcv:4632 lastack:104 pacing_rate 326371352bps delivery_rate 103052368bps delivered:4665 app_limited busy:2296ms reordering:34 reord_seen:29 rcv_space:14480 rcv_ssthresh:4194304 minrtt:10.347 snd_wnd:2008704                                       
ESTAB     0      0      10.0.1.1:39580 10.0.3.2:80   
	 skmem:(r228760,rb16777216,t62,tb8388608,f616,w0,o0,bl0,d0) bbr wscale:7,7 rto:608 rtt:200.584/78.071 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:65 bytes_sent:79 bytes_acked:80 bytes_received:6752266 segs_out:2066 segs_in:4762 data_segs_out:1 data_segs_in:4759 bbr:(bw:60064bps,mrtt:192.177,pacing_gain:2.88672,cwnd_gain:2.88672) send 3753839bps lastsnd:4632 lastrcv:116 pacing_rate 10499568bps delivery_rate 60272bps delivered:2 app_limited busy:192ms rcv_rtt:191 rcv_space:838392 rcv_ssthresh:4181272 minrtt:192.177 rcv_ooopack:3128 snd_wnd:4194304
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:49558
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                  
# 1795862731.905806787
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:57712
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                 
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:34822
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                 
ESTAB     0      0      10.0.3.2:80    10.0.1.1:39580
	 skmem:(r0,rb16777216,t0,tb8388608,f0,w0,o0,bl0,d2) cubic wscale:7,7 rto:220 rtt:19.237/8.221 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:299 ssthresh:250 bytes_sent:9219658 bytes_acked:9219658 bytes_received:79 segs_out:6370 segs_in:1396 data_segs_out:6368 data_segs_in:1 send 180049696bps lastsnd:208 lastrcv:6528 lastack:196 pacing_rate 216058224bps delivery_rate 103052368bps delivered:6369 app_limited busy:3212ms reordering:34 reord_seen:29 rcv_space:14480 rcv_ssthresh:4194304 minrtt:10.274 snd_wnd:2008704                                                      
ESTAB     0      0      10.0.1.1:39580 10.0.3.2:80   
	 skmem:(r406952,rb16777216,t64,tb8388608,f2648,w0,o0,bl0,d0) bbr wscale:7,7 rto:608 rtt:200.584/78.071 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:65 bytes_sent:79 bytes_acked:80 bytes_received:9219658 segs_out:2822 segs_in:6540 data_segs_out:1 data_segs_in:6537 bbr:(bw:60064bps,mrtt:192.177,pacing_gain:2.88672,cwnd_gain:2.88672) send 3753839bps lastsnd:6528 lastrcv:208 lastack:4 pacing_rate 10499568bps delivery_rate 60272bps delivered:2 app_limited busy:192ms rcv_rtt:192.812 rcv_space:838392 rcv_ssthresh:4153760 minrtt:192.177 rcv_ooopack:4158 snd_wnd:4194304
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:49558
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                 
# 1795862733.802237525
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57712
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:34822
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:39580
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:49558
	
