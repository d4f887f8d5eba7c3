# 1795862768.749143662
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:39580
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:47054
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:44642
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:49558
	
# 1795862770.536081298
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:39580
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:47054
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:44642
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:49558
	
# 1795862772.268515028
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:39580
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:47054
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:44642
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:49558
	
# 1795862773.889279899
ESTAB     0      0      10.0.1.1:45966 10.0.3.2:80   
	 skmem:(r127624,rb1708694,t62,tb36864,f3448,w0,o0,bl0,d0) bbr wscale:7,7 rto:596 rtt:197.615/76.15 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:65 bytes_sent:79 bytes_acked:80 bytes_received:249298 segs_out:196 segs_in:229 data_segs_out:1 data_segs_in:226 bbr:(bw:60064bps,mrtt:191.59,pacing_gain:2.88672,cwnd_gain:2.88672) send 3810237bps lastsnd:892 lastrcv:88 lastack:4 pacing_rate 10673208bps delivery_rate 60456bps delivered:2 app_limited busy:192ms rcv_rtt:193.045 rcv_space:144800 rcv_ssthresh:504814 minrtt:191.59 rcv_ooopack:53 snd_wnd:65536
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:39580
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:47054
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:44642
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                
ESTAB     0      0      10.0.3.2:80    10.0.1.1:45966
	 skmem:(r0,rb73728,t0,tb1021212,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:14.957/2.184 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:52 bytes_sent:249298 bytes_acked:249298 bytes_received:79 segs_out:174 segs_in:81 data_segs_out:173 data_segs_in:1 send 40273317bps lastsnd:88 lastrcv:892 lastack:72 pacing_rate 80543264bps delivery_rate 11037632bps delivered:174 app_limited busy:308ms rcv_space:14480 rcv_ssthresh:18432 minrtt:10.527 snd_wnd:83584                                                                                                    
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:49558
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                
# 1795862775.664571220
ESTAB     0      0      10.0.1.1:45966 10.0.3.2:80   
	 skmem:(r45752,rb12582912,t76,tb32768,f3400,w0,o0,bl0,d0) bbr wscale:7,7 rto:596 rtt:197.615/76.15 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:65 bytes_sent:79 bytes_acked:80 bytes_received:3699882 segs_out:1113 segs_in:2578 data_segs_out:1 data_segs_in:2575 bbr:(bw:60064bps,mrtt:191.59,pacing_gain:2.88672,cwnd_gain:2.88672) send 3810237bps lastsnd:2796 lastrcv:24 pacing_rate 10673208bps delivery_rate 60456bps delivered:2 app_limited busy:192ms rcv_rtt:192.14 rcv_space:952784 rcv_ssthresh:3742752 minrtt:191.59 rcv_ooopack:1561 snd_wnd:65536
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:39580
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                             
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:47054
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                             
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:44642
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                             
ESTAB     0      0      10.0.3.2:80    10.0.1.1:45966
	 skmem:(r0,rb65536,t0,tb7520256,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:14.465/0.874 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:216 ssthresh:154 bytes_sent:3699882 bytes_acked:3699882 bytes_received:79 segs_out:2557 segs_in:681 data_segs_out:2556 data_segs_in:1 send 172979191bps lastsnd:24 lastrcv:2796 lastack:12 pacing_rate 207567848bps delivery_rate 86205296bps delivered:2557 busy:1320ms rwnd_limited:16ms(1.2%) reord_seen:1 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.332 snd_wnd:1356032                                              
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:49558
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                             
# 1795862777.542345902
ESTAB     347520 0      10.0.1.1:45966 10.0.3.2:80   
	 skmem:(r446400,rb12582912,t56,tb32768,f64,w0,o0,bl0,d0) bbr wscale:7,7 rto:596 rtt:197.615/76.15 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:65 bytes_sent:79 bytes_acked:80 bytes_received:6416330 segs_out:1833 segs_in:4435 data_segs_out:1 data_segs_in:4432 bbr:(bw:60064bps,mrtt:191.59,pacing_gain:2.88672,cwnd_gain:2.88672) send 3810237bps lastsnd:4644 pacing_rate 10673208bps delivery_rate 60456bps delivered:2 app_limited busy:192ms rcv_rtt:194 rcv_space:952784 rcv_ssthresh:3412608 minrtt:191.59 rcv_ooopack:2573 snd_wnd:65536                            
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:39580
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                          
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:47054
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                          
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:44642
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                          
ESTAB     0      350416 10.0.3.2:80    10.0.1.1:45966
	 skmem:(r0,rb65536,t0,tb7520256,f2992,w582736,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:13.471/1.287 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:84 ssthresh:162 bytes_sent:6190442 bytes_acked:6068810 bytes_received:79 segs_out:4277 segs_in:997 data_segs_out:4276 data_segs_in:1 send 72233390bps lastsnd:12 lastrcv:4656 lastack:248 pacing_rate 174385568bps delivery_rate 84156000bps delivered:4193 app_limited busy:2248ms rwnd_limited:16ms(0.7%) unacked:84 reordering:12 reord_seen:9 rcv_space:14480 rcv_ssthresh:16384 notsent:236024 minrtt:10.332 snd_wnd:1356032
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:49558
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                          
# 1795862779.498130544
ESTAB     0      0      10.0.1.1:45966 10.0.3.2:80   
	 skmem:(r308224,rb12582912,t58,tb32768,f3072,w0,o0,bl0,d0) bbr wscale:7,7 rto:596 rtt:197.615/76.15 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:65 bytes_sent:79 bytes_acked:80 bytes_received:8759194 segs_out:2522 segs_in:6181 data_segs_out:1 data_segs_in:6178 bbr:(bw:60064bps,mrtt:191.59,pacing_gain:2.88672,cwnd_gain:2.88672) send 3810237bps lastsnd:6412 lastrcv:132 pacing_rate 10673208bps delivery_rate 60456bps delivered:2 app_limited busy:192ms rcv_rtt:191.5 rcv_space:952784 rcv_ssthresh:3760128 minrtt:191.59 rcv_ooopack:4027 snd_wnd:65536
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:39580
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                              
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:47054
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                              
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:44642
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                              
ESTAB     0      0      10.0.3.2:80    10.0.1.1:45966
	 skmem:(r0,rb65536,t0,tb7520256,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:14.691/2.757 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:172 ssthresh:162 bytes_sent:8759194 bytes_acked:8759194 bytes_received:79 segs_out:6051 segs_in:1177 data_segs_out:6050 data_segs_in:1 send 135623715bps lastsnd:132 lastrcv:6412 lastack:120 pacing_rate 162747072bps delivery_rate 72073288bps delivered:6051 app_limited busy:2776ms rwnd_limited:16ms(0.6%) reordering:17 reord_seen:20 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.332 snd_wnd:1357440                 
# 1795862781.077206987
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:39580
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:47054
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:44642
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:45966
	
