# 1795862684.926541276
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:34822
	
# 1795862686.854613509
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:34822
	
# 1795862688.657078373
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:34822
	
# 1795862690.409413343
ESTAB     0      0      10.0.3.2:80    10.0.1.1:57712
	 skmem:(r0,rb16777216,t0,tb8388608,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:220 rtt:16.934/3.134 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:60 ssthresh:47 bytes_sent:767682 bytes_acked:767682 bytes_received:79 segs_out:533 segs_in:174 data_segs_out:531 data_segs_in:1 send 41044053bps lastsnd:176 lastrcv:1400 lastack:156 pacing_rate 49250312bps delivery_rate 40265432bps delivered:532 busy:564ms rcv_space:14480 rcv_ssthresh:4194225 minrtt:10.808 snd_wnd:362624
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:34822
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                      
ESTAB     0      0      10.0.1.1:57712 10.0.3.2:80   
	 skmem:(r380464,rb16777216,t64,tb8388608,f464,w0,o0,bl0,d0) bbr wscale:7,7 rto:612 rtt:202.344/78.719 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:65 bytes_sent:79 bytes_acked:80 bytes_received:767682 segs_out:472 segs_in:692 data_segs_out:1 data_segs_in:689 bbr:(bw:59376bps,mrtt:193.973,pacing_gain:2.88672,cwnd_gain:2.88672) send 3721188bps lastsnd:1400 lastrcv:180 pacing_rate 10408800bps delivery_rate 59712bps delivered:2 app_limited busy:192ms rcv_rtt:190.125 rcv_space:218648 rcv_ssthresh:4181272 minrtt:193.973 rcv_ooopack:366 snd_wnd:4194304
# 1795862692.414720272
ESTAB     0      0      10.0.3.2:80    10.0.1.1:57712
	 skmem:(r0,rb16777216,t0,tb8388608,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:14.629/1.024 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:111 ssthresh:78 bytes_sent:4451394 bytes_retrans:1448 bytes_acked:4449946 bytes_received:79 segs_out:3077 segs_in:400 data_segs_out:3075 data_segs_in:1 send 87895550bps lastsnd:48 lastrcv:3288 lastack:36 pacing_rate 105470152bps delivery_rate 79684816bps delivered:3076 app_limited busy:1316ms retrans:0/1 dsack_dups:1 reordering:25 reord_seen:22 rcv_space:14480 rcv_ssthresh:4194304 minrtt:10.608 snd_wnd:402432
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:34822
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                
ESTAB     0      0      10.0.1.1:57712 10.0.3.2:80   
	 skmem:(r105952,rb16777216,t66,tb8388608,f544,w0,o0,bl0,d0) bbr wscale:7,7 rto:612 rtt:202.344/78.719 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:65 bytes_sent:79 bytes_acked:80 bytes_received:4449946 segs_out:1363 segs_in:3121 data_segs_out:1 data_segs_in:3118 bbr:(bw:59376bps,mrtt:193.973,pacing_gain:2.88672,cwnd_gain:2.88672) send 3721188bps lastsnd:3284 lastrcv:48 lastack:4 pacing_rate 10408800bps delivery_rate 59712bps delivered:2 app_limited busy:192ms rcv_rtt:192.125 rcv_space:1065728 rcv_ssthresh:4179824 minrtt:193.973 rcv_ooopack:2329 snd_wnd:4194304
# 1795862694.288276007
ESTAB     0      0      10.0.3.2:80    10.0.1.1:57712
	 skmem:(r0,rb16777216,t0,tb8388608,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:220 rtt:17.442/5.051 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:115 ssthresh:84 bytes_sent:6953538 bytes_retrans:1448 bytes_acked:6952090 bytes_received:79 segs_out:4805 segs_in:623 data_segs_out:4803 data_segs_in:1 send 76376562bps lastsnd:60 lastrcv:5116 lastack:40 pacing_rate 91647928bps delivery_rate 64381096bps delivered:4804 busy:2324ms retrans:0/1 dsack_dups:1 reordering:25 reord_seen:22 rcv_space:14480 rcv_ssthresh:4194304 minrtt:10.591 snd_wnd:402432
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:34822
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                   
ESTAB     0      0      10.0.1.1:57712 10.0.3.2:80   
	 skmem:(r187824,rb16777216,t60,tb8388608,f592,w0,o0,bl0,d0) bbr wscale:7,7 rto:612 rtt:202.344/78.719 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:65 bytes_sent:79 bytes_acked:80 bytes_received:6952090 segs_out:2108 segs_in:4883 data_segs_out:1 data_segs_in:4880 bbr:(bw:59376bps,mrtt:193.973,pacing_gain:2.88672,cwnd_gain:2.88672) send 3721188bps lastsnd:5116 lastrcv:84 pacing_rate 10408800bps delivery_rate 59712bps delivered:2 app_limited busy:192ms rcv_rtt:192.25 rcv_space:1065728 rcv_ssthresh:3861264 minrtt:193.973 rcv_ooopack:3300 snd_wnd:4194304
# 1795862696.038749326
ESTAB     0      0      10.0.3.2:80    10.0.1.1:57712
	 skmem:(r0,rb16777216,t0,tb8388608,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:14.946/2.77 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:117 ssthresh:84 bytes_sent:8995218 bytes_retrans:2896 bytes_acked:8992322 bytes_received:79 segs_out:6215 segs_in:872 data_segs_out:6213 data_segs_in:1 send 90681654bps lastsnd:108 lastrcv:6904 lastack:88 pacing_rate 108811608bps delivery_rate 61796312bps delivered:6214 busy:3208ms retrans:0/2 dsack_dups:2 reordering:25 reord_seen:22 rcv_space:14480 rcv_ssthresh:4194304 minrtt:10.523 snd_wnd:432256
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:34822
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                    
ESTAB     0      0      10.0.1.1:57712 10.0.3.2:80   
	 skmem:(r337120,rb16777216,t58,tb8388608,f2848,w0,o0,bl0,d0) bbr wscale:7,7 rto:612 rtt:202.344/78.719 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:65 bytes_sent:79 bytes_acked:80 bytes_received:8992322 segs_out:2736 segs_in:6354 data_segs_out:1 data_segs_in:6351 bbr:(bw:59376bps,mrtt:193.973,pacing_gain:2.88672,cwnd_gain:2.88672) send 3721188bps lastsnd:6904 lastrcv:112 lastack:4 pacing_rate 10408800bps delivery_rate 59712bps delivered:2 app_limited busy:192ms rcv_rtt:193.072 rcv_space:1065728 rcv_ssthresh:4084256 minrtt:193.973 rcv_ooopack:4235 snd_wnd:4194304
# 1795862697.842391189
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57712
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:34822
	
