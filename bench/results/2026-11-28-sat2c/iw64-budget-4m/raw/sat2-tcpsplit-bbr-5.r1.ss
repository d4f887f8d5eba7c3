# 1795862801.188858721
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:47054
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:44642
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:45966
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57060
	
# 1795862802.976875462
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:47054
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:44642
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:45966
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57060
	
# 1795862804.723528993
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:47054
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:44642
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:45966
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57060
	
# 1795862806.135934978
ESTAB     0      0      10.0.3.2:80    10.0.1.1:55420
	 skmem:(r0,rb98304,t0,tb568106,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:13.639/1.981 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:29 bytes_sent:101602 bytes_acked:101602 bytes_received:79 segs_out:72 segs_in:44 data_segs_out:71 data_segs_in:1 send 24630545bps lastsnd:76 lastrcv:548 lastack:64 pacing_rate 49258832bps delivery_rate 10663856bps delivered:72 app_limited busy:128ms rcv_space:14480 rcv_ssthresh:24576 minrtt:10.7 snd_wnd:76928                                                                                  
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:47054
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                        
ESTAB     0      0      10.0.1.1:55420 10.0.3.2:80   
	 skmem:(r0,rb950556,t28,tb49152,f0,w0,o0,bl0,d0) bbr wscale:7,7 rto:612 rtt:203.046/79.229 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:65 bytes_sent:79 bytes_acked:80 bytes_received:101602 segs_out:63 segs_in:74 data_segs_out:1 data_segs_in:71 bbr:(bw:59376bps,mrtt:193.946,pacing_gain:2.88672,cwnd_gain:2.88672) send 3708322bps lastsnd:548 lastrcv:76 lastack:76 pacing_rate 10367360bps delivery_rate 59720bps delivered:2 app_limited busy:196ms rcv_rtt:191.734 rcv_space:40786 rcv_ssthresh:284053 minrtt:193.946 snd_wnd:65536
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:44642
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                        
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:45966
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                        
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:57060
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                        
# 1795862807.675740731
ESTAB     0      0      10.0.3.2:80    10.0.1.1:55420
	 skmem:(r0,rb65536,t0,tb7090572,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:14.485/2.728 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:390 ssthresh:366 bytes_sent:2920858 bytes_retrans:1448 bytes_acked:2919410 bytes_received:79 segs_out:2019 segs_in:724 data_segs_out:2018 data_segs_in:1 send 311892302bps lastsnd:152 lastrcv:2436 lastack:136 pacing_rate 374251384bps delivery_rate 107964912bps delivered:2019 app_limited busy:1132ms rwnd_limited:16ms(1.4%) retrans:0/1 dsack_dups:1 reordering:4 reord_seen:2 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.386 snd_wnd:1760128
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:47054
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                       
ESTAB     0      0      10.0.1.1:55420 10.0.3.2:80   
	 skmem:(r751296,rb11863962,t44,tb32768,f2368,w0,o0,bl0,d0) bbr wscale:7,7 rto:612 rtt:203.046/79.229 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:65 bytes_sent:79 bytes_acked:80 bytes_received:2919410 segs_out:963 segs_in:2333 data_segs_out:1 data_segs_in:2329 bbr:(bw:59376bps,mrtt:193.946,pacing_gain:2.88672,cwnd_gain:2.88672) send 3708322bps lastsnd:2436 lastrcv:152 pacing_rate 10367360bps delivery_rate 59720bps delivered:2 app_limited busy:196ms rcv_rtt:193.891 rcv_space:915136 rcv_ssthresh:3522118 minrtt:193.946 rcv_ooopack:1309 snd_wnd:65536                     
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:44642
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                       
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:45966
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                       
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:57060
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                       
# 1795862809.536464172
ESTAB     0      0      10.0.3.2:80    10.0.1.1:55420
	 skmem:(r0,rb65536,t0,tb7090572,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:15.64/2.7 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:369 ssthresh:366 bytes_sent:5805274 bytes_retrans:1448 bytes_acked:5803826 bytes_received:79 segs_out:4011 segs_in:930 data_segs_out:4010 data_segs_in:1 send 273305371bps lastsnd:204 lastrcv:4156 lastack:192 pacing_rate 327966440bps delivery_rate 107964912bps delivered:4011 app_limited busy:2108ms rwnd_limited:16ms(0.8%) retrans:0/1 dsack_dups:1 reordering:4 reord_seen:2 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.386 snd_wnd:1760128
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:47054
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                    
ESTAB     0      0      10.0.1.1:55420 10.0.3.2:80   
	 skmem:(r452704,rb11863962,t56,tb32768,f1952,w0,o0,bl0,d0) bbr wscale:7,7 rto:612 rtt:203.046/79.229 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:65 bytes_sent:79 bytes_acked:80 bytes_received:5803826 segs_out:1665 segs_in:4201 data_segs_out:1 data_segs_in:4197 bbr:(bw:59376bps,mrtt:193.946,pacing_gain:2.88672,cwnd_gain:2.88672) send 3708322bps lastsnd:4156 lastrcv:204 pacing_rate 10367360bps delivery_rate 59720bps delivered:2 app_limited busy:196ms rcv_rtt:191.883 rcv_space:915136 rcv_ssthresh:3525014 minrtt:193.946 rcv_ooopack:2336 snd_wnd:65536                 
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:45966
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                    
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:57060
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                    
# 1795862811.298444133
ESTAB     0      0      10.0.3.2:80    10.0.1.1:55420
	 skmem:(r0,rb65536,t0,tb7548398,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:15.63/4.117 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:369 ssthresh:366 bytes_sent:7923698 bytes_retrans:1448 bytes_acked:7922250 bytes_received:79 segs_out:5474 segs_in:1104 data_segs_out:5473 data_segs_in:1 send 273480230bps lastsnd:104 lastrcv:5656 lastack:92 pacing_rate 328163152bps delivery_rate 112234872bps delivered:5474 app_limited busy:2832ms rwnd_limited:16ms(0.6%) retrans:0/1 dsack_dups:1 reordering:4 reord_seen:2 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.386 snd_wnd:1760128
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:47054
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                      
ESTAB     0      0      10.0.1.1:55420 10.0.3.2:80   
	 skmem:(r235984,rb12629998,t70,tb32768,f1584,w0,o0,bl0,d0) bbr wscale:7,7 rto:612 rtt:203.046/79.229 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:65 bytes_sent:79 bytes_acked:80 bytes_received:7922250 segs_out:2227 segs_in:5574 data_segs_out:1 data_segs_in:5570 bbr:(bw:59376bps,mrtt:193.946,pacing_gain:2.88672,cwnd_gain:2.88672) send 3708322bps lastsnd:5656 lastrcv:104 pacing_rate 10367360bps delivery_rate 59720bps delivered:2 app_limited busy:196ms rcv_rtt:191.484 rcv_space:915136 rcv_ssthresh:3740895 minrtt:193.946 rcv_ooopack:3211 snd_wnd:65536                   
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:45966
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                      
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:57060
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                      
# 1795862812.970907384
ESTAB     0      13032  10.0.3.2:80    10.0.1.1:55420
	 skmem:(r0,rb65536,t0,tb7520256,f2904,w21672,o0,bl0,d0) cubic wscale:7,7 rto:228 rtt:26.144/6.295 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:367 ssthresh:366 bytes_sent:9798858 bytes_retrans:1448 bytes_acked:9784378 bytes_received:79 segs_out:6769 segs_in:1253 data_segs_out:6768 data_segs_in:1 send 162611995bps lastrcv:7152 lastack:4 pacing_rate 195134392bps delivery_rate 112234872bps delivered:6760 app_limited busy:3380ms rwnd_limited:16ms(0.5%) unacked:9 retrans:0/1 dsack_dups:1 reordering:4 reord_seen:2 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.386 snd_wnd:1760128
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:47054
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                           
ESTAB     0      0      10.0.1.1:55420 10.0.3.2:80   
	 skmem:(r0,rb12582912,t66,tb32768,f0,w0,o0,bl0,d0) bbr wscale:7,7 rto:612 rtt:203.046/79.229 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:65 bytes_sent:79 bytes_acked:80 bytes_received:9797410 segs_out:2759 segs_in:6771 data_segs_out:1 data_segs_in:6767 bbr:(bw:59376bps,mrtt:193.946,pacing_gain:2.88672,cwnd_gain:2.88672) send 3708322bps lastsnd:7152 pacing_rate 10367360bps delivery_rate 59720bps delivered:2 app_limited busy:196ms rcv_rtt:191.828 rcv_space:915136 rcv_ssthresh:3747096 minrtt:193.946 rcv_ooopack:4024 snd_wnd:65536                                            
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:45966
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                           
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:57060
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                           
# 1795862814.194581186
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55420
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:47054
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:45966
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57060
	
