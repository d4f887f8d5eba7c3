# 1795862701.579953601
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57712
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:34822
	
# 1795862703.567609704
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57712
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:34822
	
# 1795862705.392094967
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57712
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:34822
	
# 1795862707.021721112
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:57712
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                   
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:34822
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                   
ESTAB     0      0      10.0.1.1:49558 10.0.3.2:80   
	 skmem:(r0,rb2919420,t128,tb36864,f0,w0,o0,bl0,d0) bbr wscale:7,7 rto:588 rtt:194.675/73.819 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:65 bytes_sent:79 bytes_acked:80 bytes_received:444778 segs_out:295 segs_in:311 data_segs_out:1 data_segs_in:308 bbr:(bw:60064bps,mrtt:192.27,pacing_gain:2.88672,cwnd_gain:2.88672) send 3867780bps lastsnd:1000 pacing_rate 10862640bps delivery_rate 60248bps delivered:2 app_limited busy:192ms rcv_rtt:192 rcv_space:196928 rcv_ssthresh:849237 minrtt:192.27 snd_wnd:65664
ESTAB     0      23168  10.0.3.2:80    10.0.1.1:49558
	 skmem:(r0,rb73728,t0,tb1744810,f2432,w38528,o0,bl0,d0) cubic wscale:7,7 rto:220 rtt:16.988/3.796 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:46 bytes_sent:444778 bytes_acked:421610 bytes_received:79 segs_out:309 segs_in:131 data_segs_out:308 data_segs_in:1 send 31367083bps lastrcv:1004 lastack:4 pacing_rate 62731392bps delivery_rate 10771952bps delivered:293 app_limited busy:512ms unacked:16 rcv_space:14480 rcv_ssthresh:18432 minrtt:10.496 snd_wnd:151552                                              
# 1795862709.149132353
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:57712
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:34822
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                
ESTAB     0      0      10.0.1.1:49558 10.0.3.2:80   
	 skmem:(r428624,rb12608040,t58,tb32768,f1456,w0,o0,bl0,d2) bbr wscale:7,7 rto:588 rtt:194.675/73.819 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:65 bytes_sent:79 bytes_acked:80 bytes_received:2877418 segs_out:1599 segs_in:2171 data_segs_out:1 data_segs_in:2168 bbr:(bw:60064bps,mrtt:192.27,pacing_gain:2.88672,cwnd_gain:2.88672) send 3867780bps lastsnd:3208 lastrcv:208 pacing_rate 10862640bps delivery_rate 60248bps delivered:2 app_limited busy:192ms rcv_rtt:192.622 rcv_space:489424 rcv_ssthresh:3767637 minrtt:192.27 rcv_ooopack:739 snd_wnd:65664
ESTAB     0      0      10.0.3.2:80    10.0.1.1:49558
	 skmem:(r0,rb65536,t0,tb7535274,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:220 rtt:16.536/3.976 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:236 ssthresh:228 bytes_sent:2877418 bytes_acked:2877418 bytes_received:79 segs_out:1989 segs_in:726 data_segs_out:1988 data_segs_in:1 send 165325593bps lastsnd:208 lastrcv:3212 lastack:196 pacing_rate 198384712bps delivery_rate 76922448bps delivered:1989 app_limited busy:2028ms reordering:20 reord_seen:19 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.295 snd_wnd:1353728                                            
# 1795862711.155762184
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:57712
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                               
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:34822
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                               
ESTAB     0      0      10.0.1.1:49558 10.0.3.2:80   
	 skmem:(r491232,rb12582912,t54,tb32768,f288,w0,o0,bl0,d2) bbr wscale:7,7 rto:588 rtt:194.675/73.819 ato:48 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:65 bytes_sent:79 bytes_acked:80 bytes_received:5270962 segs_out:2335 segs_in:3850 data_segs_out:1 data_segs_in:3847 bbr:(bw:60064bps,mrtt:192.27,pacing_gain:2.88672,cwnd_gain:2.88672) send 3867780bps lastsnd:5300 lastrcv:32 pacing_rate 10862640bps delivery_rate 60248bps delivered:2 app_limited busy:192ms rcv_rtt:192.481 rcv_space:661736 rcv_ssthresh:3703656 minrtt:192.27 rcv_ooopack:2031 snd_wnd:65664
ESTAB     0      0      10.0.3.2:80    10.0.1.1:49558
	 skmem:(r0,rb65536,t0,tb7520256,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:224 rtt:20.277/4.227 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:229 ssthresh:228 bytes_sent:5270962 bytes_acked:5270962 bytes_received:79 segs_out:3642 segs_in:1028 data_segs_out:3641 data_segs_in:1 send 130824875bps lastsnd:32 lastrcv:5304 lastack:16 pacing_rate 156986944bps delivery_rate 94909872bps delivered:3642 app_limited busy:2724ms reordering:30 reord_seen:68 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.295 snd_wnd:1355136                                            
# 1795862713.139664572
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:57712
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                            
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:34822
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                            
ESTAB     0      0      10.0.1.1:49558 10.0.3.2:80   
	 skmem:(r0,rb12582912,t76,tb32768,f0,w0,o0,bl0,d2) bbr wscale:7,7 rto:588 rtt:194.675/73.819 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:65 bytes_sent:79 bytes_acked:80 bytes_received:7660162 segs_out:2997 segs_in:5296 data_segs_out:1 data_segs_in:5293 bbr:(bw:60064bps,mrtt:192.27,pacing_gain:2.88672,cwnd_gain:2.88672) send 3867780bps lastsnd:7120 pacing_rate 10862640bps delivery_rate 60248bps delivered:2 app_limited busy:192ms rcv_rtt:191.25 rcv_space:661736 rcv_ssthresh:3739856 minrtt:192.27 rcv_ooopack:3029 snd_wnd:65664
ESTAB     0      17376  10.0.3.2:80    10.0.1.1:49558
	 skmem:(r0,rb65536,t0,tb7520256,f3872,w28896,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:14.949/1.542 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:235 ssthresh:228 bytes_sent:7660162 bytes_acked:7642786 bytes_received:79 segs_out:5292 segs_in:1221 data_segs_out:5291 data_segs_in:1 send 182101813bps lastrcv:7124 pacing_rate 218518520bps delivery_rate 94909872bps delivered:5280 app_limited busy:3556ms unacked:12 reordering:30 reord_seen:68 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.295 snd_wnd:1355136                             
# 1795862715.025860172
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:57712
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:34822
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                
ESTAB     0      0      10.0.1.1:49558 10.0.3.2:80   
	 skmem:(r411768,rb12582912,t66,tb32768,f1928,w0,o0,bl0,d2) bbr wscale:7,7 rto:588 rtt:194.675/73.819 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:65 bytes_sent:79 bytes_acked:80 bytes_received:9525186 segs_out:3683 segs_in:6755 data_segs_out:1 data_segs_in:6752 bbr:(bw:60064bps,mrtt:192.27,pacing_gain:2.88672,cwnd_gain:2.88672) send 3867780bps lastsnd:9132 lastrcv:24 pacing_rate 10862640bps delivery_rate 60248bps delivered:2 app_limited busy:192ms rcv_rtt:193.212 rcv_space:661736 rcv_ssthresh:3705104 minrtt:192.27 rcv_ooopack:3994 snd_wnd:65664
ESTAB     0      0      10.0.3.2:80    10.0.1.1:49558
	 skmem:(r0,rb65536,t0,tb7520256,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:220 rtt:17.728/2.615 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:175 ssthresh:228 bytes_sent:9525186 bytes_acked:9525186 bytes_received:79 segs_out:6580 segs_in:1416 data_segs_out:6579 data_segs_in:1 send 114350181bps lastsnd:32 lastrcv:9144 lastack:12 pacing_rate 137214408bps delivery_rate 94909872bps delivered:6580 app_limited busy:4408ms reordering:30 reord_seen:68 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.295 snd_wnd:1355136                                             
# 1795862716.978922865
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57712
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:34822
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:49558
	
