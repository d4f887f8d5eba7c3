# 1795862737.372740171
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57712
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:34822
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:39580
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:49558
	
# 1795862739.293070684
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57712
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:34822
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:39580
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:49558
	
# 1795862741.089611231
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57712
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:34822
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:39580
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:49558
	
# 1795862742.625993436
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:57712
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                             
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:39580
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                             
ESTAB     0      0      10.0.1.1:44642 10.0.3.2:80   
	 skmem:(r170968,rb6578406,t106,tb32768,f1064,w0,o0,bl0,d0) bbr wscale:7,7 rto:588 rtt:194.568/74.217 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:65 bytes_sent:79 bytes_acked:80 bytes_received:1008050 segs_out:706 segs_in:771 data_segs_out:1 data_segs_in:768 bbr:(bw:60064bps,mrtt:190.872,pacing_gain:2.88672,cwnd_gain:2.88672) send 3869907bps lastsnd:1376 lastrcv:64 pacing_rate 10858696bps delivery_rate 60688bps delivered:2 app_limited busy:192ms rcv_rtt:191.812 rcv_space:293944 rcv_ssthresh:1912237 minrtt:190.872 rcv_ooopack:71 snd_wnd:65664
ESTAB     0      0      10.0.3.2:80    10.0.1.1:44642
	 skmem:(r0,rb65536,t0,tb3931626,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:228 rtt:27.477/17.607 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:76 bytes_sent:1008050 bytes_acked:1008050 bytes_received:79 segs_out:698 segs_in:204 data_segs_out:697 data_segs_in:1 send 32040761bps lastsnd:64 lastrcv:1376 lastack:20 pacing_rate 64080352bps delivery_rate 17273224bps delivered:698 app_limited busy:868ms rcv_space:14480 rcv_ssthresh:16384 minrtt:10.436 snd_wnd:194432                                                                                           
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:49558
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                             
# 1795862744.731020327
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:57712
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                 
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:39580
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                 
ESTAB     0      0      10.0.1.1:44642 10.0.3.2:80   
	 skmem:(r98728,rb12582912,t68,tb32768,f3672,w0,o0,bl0,d0) bbr wscale:7,7 rto:588 rtt:194.568/74.217 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:65 bytes_sent:79 bytes_acked:80 bytes_received:5372322 segs_out:1602 segs_in:3756 data_segs_out:1 data_segs_in:3752 bbr:(bw:60064bps,mrtt:190.872,pacing_gain:2.88672,cwnd_gain:2.88672) send 3869907bps lastsnd:3360 lastrcv:16 pacing_rate 10858696bps delivery_rate 60688bps delivered:2 app_limited busy:192ms rcv_rtt:194.296 rcv_space:999120 rcv_ssthresh:3340208 minrtt:190.872 rcv_ooopack:2669 snd_wnd:65664
ESTAB     0      333040 10.0.3.2:80    10.0.1.1:44642
	 skmem:(r0,rb65536,t0,tb7520256,f3216,w553840,o0,bl0,d0) cubic wscale:7,7 rto:224 rtt:23.312/4.25 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:262 ssthresh:201 bytes_sent:5372322 bytes_acked:5039282 bytes_received:79 segs_out:3712 segs_in:687 data_segs_out:3711 data_segs_in:1 send 130190803bps lastrcv:3360 pacing_rate 156227288bps delivery_rate 108630440bps delivered:3482 app_limited busy:1620ms rwnd_limited:12ms(0.7%) unacked:230 reordering:5 reord_seen:6 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.366 snd_wnd:1151360                           
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:49558
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                 
# 1795862746.685437521
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:57712
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                  
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:39580
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                  
ESTAB     0      0      10.0.1.1:44642 10.0.3.2:80   
	 skmem:(r0,rb12582912,t98,tb32768,f0,w0,o0,bl0,d0) bbr wscale:7,7 rto:588 rtt:194.568/74.217 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:65 bytes_sent:79 bytes_acked:80 bytes_received:8547786 segs_out:2328 segs_in:5908 data_segs_out:1 data_segs_in:5904 bbr:(bw:60064bps,mrtt:190.872,pacing_gain:2.88672,cwnd_gain:2.88672) send 3869907bps lastsnd:5332 pacing_rate 10858696bps delivery_rate 60688bps delivered:2 app_limited busy:192ms rcv_rtt:191.125 rcv_space:999120 rcv_ssthresh:3731168 minrtt:190.872 rcv_ooopack:4370 snd_wnd:65664                                   
ESTAB     0      28960  10.0.3.2:80    10.0.1.1:44642
	 skmem:(r0,rb65536,t0,tb7520256,f992,w48160,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:13.472/1.735 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:226 ssthresh:205 bytes_sent:8549234 bytes_retrans:1448 bytes_acked:8518826 bytes_received:79 segs_out:5906 segs_in:986 data_segs_out:5905 data_segs_in:1 send 194327791bps lastrcv:5332 pacing_rate 233191184bps delivery_rate 108630440bps delivered:5886 app_limited busy:2296ms rwnd_limited:12ms(0.5%) unacked:20 retrans:0/1 dsack_dups:1 reordering:36 reord_seen:73 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.366 snd_wnd:1152768
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:49558
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                  
# 1795862748.641825855
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57712
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:39580
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:44642
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:49558
	
