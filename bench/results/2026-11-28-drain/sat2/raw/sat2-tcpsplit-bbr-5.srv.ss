# 1795846029.777716383
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:47296
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:42048
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:60514
	
# 1795846031.621546367
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:47296
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:42048
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:60514
	
# 1795846033.171356541
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:47296
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:42048
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:60514
	
# 1795846034.686566902
ESTAB     0      333040 10.0.3.2:80 10.0.1.1:33320
	 skmem:(r0,rb131072,t0,tb678912,f3216,w553840,o0,bl0,d0) cubic wscale:7,7 rto:212 rtt:9.539/0.829 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:78 ssthresh:78 bytes_sent:313010 bytes_retrans:1448 bytes_acked:310114 bytes_received:79 segs_out:218 segs_in:122 data_segs_out:217 data_segs_in:1 send 94721879bps lastsnd:44 lastrcv:684 lastack:40 pacing_rate 113663272bps delivery_rate 46820184bps delivered:217 busy:656ms rwnd_limited:648ms(98.8%) unacked:1 retrans:0/1 dsack_dups:1 rcv_space:14480 rcv_ssthresh:64088 notsent:331592 minrtt:2.736 snd_wnd:2688
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:47296
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                  
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:42048
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                  
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:60514
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                  
# 1795846036.325983514
ESTAB     0      820888 10.0.3.2:80 10.0.1.1:33320
	 skmem:(r0,rb131072,t0,tb1497088,f2856,w1365208,o0,bl0,d0) cubic wscale:7,7 rto:208 rtt:5.86/2.085 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:172 ssthresh:129 bytes_sent:4761394 bytes_retrans:5792 bytes_acked:4755602 bytes_received:79 segs_out:3291 segs_in:1671 data_segs_out:3290 data_segs_in:1 send 340008191bps lastsnd:144 lastrcv:2592 lastack:140 pacing_rate 407975016bps delivery_rate 3704504bps delivered:3291 busy:2564ms rwnd_limited:2360ms(92.0%) retrans:0/4 dsack_dups:4 reordering:43 reord_seen:80 rcv_space:14480 rcv_ssthresh:64088 notsent:820888 minrtt:2.43
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:47296
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                    
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:42048
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                    
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:60514
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                    
# 1795846038.230967807
ESTAB     0      764416 10.0.3.2:80 10.0.1.1:33320
	 skmem:(r0,rb131072,t0,tb1497088,f2560,w1271296,o0,bl0,d0) cubic wscale:7,7 rto:212 rtt:10.211/1.085 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:156 ssthresh:129 bytes_sent:5182762 bytes_retrans:5792 bytes_acked:5176970 bytes_received:79 segs_out:3585 segs_in:1823 data_segs_out:3581 data_segs_in:1 send 176976202bps lastsnd:48 lastrcv:4300 lastack:44 pacing_rate 212358440bps delivery_rate 10992248bps delivered:3582 busy:4272ms rwnd_limited:4048ms(94.8%) retrans:0/4 dsack_dups:4 reordering:43 reord_seen:80 rcv_space:14480 rcv_ssthresh:64088 notsent:764416 minrtt:2.43 snd_wnd:512
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:47296
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                 
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:42048
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                 
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:60514
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                 
# 1795846039.953919494
ESTAB     0      841624 10.0.3.2:80 10.0.1.1:33320
	 skmem:(r0,rb131072,t0,tb1497088,f488,w1400344,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:13.294/10.058 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:172 ssthresh:129 bytes_sent:6518802 bytes_retrans:5792 bytes_acked:6513010 bytes_received:79 segs_out:4509 segs_in:2288 data_segs_out:4505 data_segs_in:1 send 149875733bps lastsnd:192 lastrcv:5940 lastack:148 pacing_rate 179840728bps delivery_rate 2838704bps delivered:4506 busy:5912ms rwnd_limited:5664ms(95.8%) retrans:0/4 dsack_dups:4 reordering:43 reord_seen:80 rcv_space:14480 rcv_ssthresh:64088 notsent:841624 minrtt:2.43 snd_wnd:384
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:47296
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                  
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:42048
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                  
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:60514
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                  
# 1795846041.639376135
ESTAB     0      873096 10.0.3.2:80 10.0.1.1:33320
	 skmem:(r0,rb131072,t0,tb1514496,f2104,w1451976,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:12.928/10.458 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:158 ssthresh:130 bytes_sent:8130810 bytes_retrans:5792 bytes_acked:8125018 bytes_received:79 segs_out:5623 segs_in:2868 data_segs_out:5619 data_segs_in:1 send 141574257bps lastsnd:104 lastrcv:7636 lastack:60 pacing_rate 169880896bps delivery_rate 6753608bps delivered:5620 busy:7608ms rwnd_limited:7336ms(96.4%) retrans:0/4 dsack_dups:4 reordering:43 reord_seen:80 rcv_space:14480 rcv_ssthresh:64088 notsent:873096 minrtt:2.43 snd_wnd:640
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:47296
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                  
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:60514
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                  
# 1795846043.504024634
ESTAB     0      710152 10.0.3.2:80 10.0.1.1:33320
	 skmem:(r0,rb131072,t0,tb1514496,f2232,w1181512,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:15.359/11.327 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:158 ssthresh:130 bytes_sent:9634602 bytes_retrans:5792 bytes_acked:9628810 bytes_received:79 segs_out:6663 segs_in:3397 data_segs_out:6659 data_segs_in:1 send 119166092bps lastsnd:48 lastrcv:9704 pacing_rate 142995816bps delivery_rate 2629736bps delivered:6660 busy:9676ms rwnd_limited:9404ms(97.2%) retrans:0/4 dsack_dups:4 reordering:43 reord_seen:80 rcv_space:14480 rcv_ssthresh:64088 notsent:710152 minrtt:2.43 snd_wnd:512
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:47296
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                      
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:60514
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                      
# 1795846045.454432232
FIN-WAIT-2 0      0      10.0.3.2:80 10.0.1.1:33320
	
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:47296
	
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:60514
	
# 1795846047.255521063
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:33320
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:47296
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:60514
	
