# 1795851834.410707438
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36590
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:44226
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:38020
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:46516
	
# 1795851836.128331146
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36590
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:44226
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:38020
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:46516
	
# 1795851837.830151233
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36590
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:44226
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:38020
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:46516
	
# 1795851839.156726212
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:44226
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                      
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:38020
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                      
ESTAB     0      173632 10.0.3.2:80 10.0.1.1:50280
	 skmem:(r0,rb131072,t0,tb287232,f1984,w288832,o0,bl0,d0) cubic wscale:7,7 rto:208 rtt:7.759/3.389 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:33 ssthresh:32 bytes_sent:188610 bytes_retrans:1448 bytes_acked:187162 bytes_received:79 segs_out:133 segs_in:84 data_segs_out:132 data_segs_in:1 send 49268205bps lastsnd:32 lastrcv:916 lastack:24 pacing_rate 59117080bps delivery_rate 10692920bps delivered:133 busy:916ms rwnd_limited:908ms(99.1%) retrans:0/1 dsack_dups:1 rcv_space:14480 rcv_ssthresh:64088 notsent:173632 minrtt:2.313 snd_wnd:1024
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:46516
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                      
# 1795851840.671887702
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:44226
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                            
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:38020
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                            
ESTAB     0      298288 10.0.3.2:80 10.0.1.1:50280
	 skmem:(r0,rb131072,t0,tb652800,f3664,w496048,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:12.273/2.607 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:75 ssthresh:51 bytes_sent:3301682 bytes_retrans:4344 bytes_acked:3297338 bytes_received:79 segs_out:2283 segs_in:1196 data_segs_out:2282 data_segs_in:1 send 70789538bps lastsnd:28 lastrcv:2664 lastack:12 pacing_rate 84943984bps delivery_rate 14788472bps delivered:2283 busy:2664ms rwnd_limited:2436ms(91.4%) retrans:0/3 dsack_dups:3 reordering:18 reord_seen:16 rcv_space:14480 rcv_ssthresh:64088 notsent:298288 minrtt:2.313 snd_wnd:640
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:46516
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                            
# 1795851842.460175035
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:44226
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                            
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:38020
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                            
ESTAB     0      304080 10.0.3.2:80 10.0.1.1:50280
	 skmem:(r0,rb131072,t0,tb696320,f2224,w505680,o0,bl0,d0) cubic wscale:7,7 rto:220 rtt:16.691/10.344 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:80 ssthresh:57 bytes_sent:5263722 bytes_retrans:4344 bytes_acked:5259378 bytes_received:79 segs_out:3638 segs_in:1873 data_segs_out:3637 data_segs_in:1 send 55522138bps lastsnd:88 lastrcv:4376 lastack:40 pacing_rate 66624568bps delivery_rate 3613672bps delivered:3638 busy:4376ms rwnd_limited:4076ms(93.1%) retrans:0/3 dsack_dups:3 reordering:18 reord_seen:16 rcv_space:14480 rcv_ssthresh:64088 notsent:304080 minrtt:2.313 snd_wnd:640
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:46516
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                            
# 1795851844.065407784
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:44226
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:38020
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                
ESTAB     0      355568 10.0.3.2:80 10.0.1.1:50280
	 skmem:(r0,rb131072,t0,tb739840,f2192,w591728,o0,bl0,d0) cubic wscale:7,7 rto:208 rtt:7.987/1.053 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:85 ssthresh:60 bytes_sent:7149658 bytes_retrans:4344 bytes_acked:7145314 bytes_received:79 segs_out:4941 segs_in:2548 data_segs_out:4940 data_segs_in:1 send 123280331bps lastsnd:4 lastrcv:6004 pacing_rate 147929448bps delivery_rate 5569224bps delivered:4941 busy:6004ms rwnd_limited:5644ms(94.0%) retrans:0/3 dsack_dups:3 reordering:18 reord_seen:19 rcv_space:14480 rcv_ssthresh:64088 notsent:355568 minrtt:2.313 snd_wnd:128
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:46516
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                
# 1795851845.648890645
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:44226
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                            
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:38020
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                            
ESTAB     0      420472 10.0.3.2:80 10.0.1.1:50280
	 skmem:(r0,rb131072,t0,tb748544,f584,w699832,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:12.913/10.691 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:86 ssthresh:63 bytes_sent:8269218 bytes_retrans:4344 bytes_acked:8264874 bytes_received:79 segs_out:5715 segs_in:2950 data_segs_out:5714 data_segs_in:1 send 77148920bps lastsnd:112 lastrcv:7276 lastack:68 pacing_rate 92577800bps delivery_rate 1832616bps delivered:5715 busy:7276ms rwnd_limited:6896ms(94.8%) retrans:0/3 dsack_dups:3 reordering:18 reord_seen:19 rcv_space:14480 rcv_ssthresh:64088 notsent:420472 minrtt:2.313 snd_wnd:768
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:46516
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                            
# 1795851847.001387331
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:44226
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                               
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:38020
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                               
ESTAB     0      379928 10.0.3.2:80 10.0.1.1:50280
	 skmem:(r0,rb131072,t0,tb792064,f2472,w632408,o0,bl0,d0) cubic wscale:7,7 rto:208 rtt:6.488/1.284 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:91 ssthresh:63 bytes_sent:9750522 bytes_retrans:4344 bytes_acked:9746178 bytes_received:79 segs_out:6738 segs_in:3469 data_segs_out:6737 data_segs_in:1 send 162475956bps lastsnd:120 lastrcv:8736 lastack:116 pacing_rate 194948608bps delivery_rate 15424760bps delivered:6738 busy:8736ms rwnd_limited:8304ms(95.1%) retrans:0/3 dsack_dups:3 reordering:18 reord_seen:19 rcv_space:14480 rcv_ssthresh:64088 notsent:379928 minrtt:2.313 snd_wnd:384
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:46516
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                               
# 1795851848.541098083
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:44226
	
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:38020
	
FIN-WAIT-2 0      0      10.0.3.2:80 10.0.1.1:50280
	
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:46516
	
