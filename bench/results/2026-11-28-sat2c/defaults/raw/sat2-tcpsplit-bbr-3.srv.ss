# 1795862445.375756270
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:37612
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:52186
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:43084
	
# 1795862447.295395446
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:37612
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:52186
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:43084
	
# 1795862449.211768397
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:37612
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:52186
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:43084
	
# 1795862450.649389609
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:37612
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                     
ESTAB     0      288152 10.0.3.2:80 10.0.1.1:58838
	 skmem:(r0,rb131072,t0,tb626688,f40,w479192,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:14.369/13.154 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:72 ssthresh:72 bytes_sent:368034 bytes_retrans:1448 bytes_acked:366586 bytes_received:79 segs_out:256 segs_in:147 data_segs_out:255 data_segs_in:1 send 58044958bps lastsnd:72 lastrcv:744 lastack:16 pacing_rate 69649704bps delivery_rate 3728688bps delivered:256 busy:744ms rwnd_limited:732ms(98.4%) retrans:0/1 dsack_dups:1 rcv_space:14480 rcv_ssthresh:64088 notsent:288152 minrtt:3.028 snd_wnd:768
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:52186
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                     
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:43084
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                     
# 1795862452.288190446
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:37612
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                       
ESTAB     0      821312 10.0.3.2:80 10.0.1.1:58838
	 skmem:(r0,rb131072,t0,tb1383936,f1472,w1366592,o0,bl0,d0) cubic wscale:7,7 rto:220 rtt:19.604/4.781 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:159 ssthresh:72 bytes_sent:3947194 bytes_retrans:1448 bytes_acked:3945746 bytes_received:79 segs_out:2728 segs_in:1335 data_segs_out:2727 data_segs_in:1 send 93953071bps lastsnd:80 lastrcv:2480 lastack:76 pacing_rate 112739368bps delivery_rate 1219104bps delivered:2728 busy:2480ms rwnd_limited:2348ms(94.7%) retrans:0/1 dsack_dups:1 rcv_space:14480 rcv_ssthresh:64088 notsent:821312 minrtt:2.528
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:52186
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                       
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:43084
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                       
# 1795862454.082936391
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:37612
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                         
ESTAB     0      731536 10.0.3.2:80 10.0.1.1:58838
	 skmem:(r0,rb131072,t0,tb1470976,f3312,w1217296,o0,bl0,d0) cubic wscale:7,7 rto:212 rtt:8.956/1.627 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:148 ssthresh:126 bytes_sent:6382730 bytes_retrans:1448 bytes_acked:6376938 bytes_received:79 segs_out:4410 segs_in:2175 data_segs_out:4409 data_segs_in:1 send 191428316bps lastrcv:4400 pacing_rate 229694744bps delivery_rate 5386648bps delivered:4407 busy:4400ms rwnd_limited:4236ms(96.3%) unacked:3 retrans:0/1 dsack_dups:1 rcv_space:14480 rcv_ssthresh:64088 notsent:727192 minrtt:2.528 snd_wnd:5504
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:52186
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                         
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:43084
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                         
# 1795862455.983553337
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:37612
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                    
ESTAB     0      866240 10.0.3.2:80 10.0.1.1:58838
	 skmem:(r0,rb131072,t0,tb1470976,f512,w1441280,o0,bl0,d0) cubic wscale:7,7 rto:212 rtt:10.009/1.829 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:131 ssthresh:126 bytes_sent:8202826 bytes_retrans:1448 bytes_acked:8201378 bytes_received:79 segs_out:5667 segs_in:2811 data_segs_out:5666 data_segs_in:1 send 151613947bps lastsnd:72 lastrcv:6256 lastack:68 pacing_rate 181936736bps delivery_rate 4790736bps delivered:5667 busy:6256ms rwnd_limited:6056ms(96.8%) retrans:0/1 dsack_dups:1 rcv_space:14480 rcv_ssthresh:64088 notsent:866240 minrtt:2.358 snd_wnd:640
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:52186
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                    
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:43084
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                    
# 1795862457.625219473
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:37612
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                
FIN-WAIT-1 0      624577 10.0.3.2:80 10.0.1.1:58838
	 skmem:(r0,rb131072,t0,tb1470976,f1088,w1039296,o0,bl0,d0) cubic wscale:7,7 rto:208 rtt:7.685/2.326 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:142 ssthresh:126 bytes_sent:9864322 bytes_retrans:1448 bytes_acked:9861426 bytes_received:79 segs_out:6815 segs_in:3388 data_segs_out:6814 data_segs_in:1 send 214043982bps lastsnd:44 lastrcv:7652 lastack:40 pacing_rate 256831888bps delivery_rate 14985768bps delivered:6814 busy:7652ms rwnd_limited:7420ms(97.0%) unacked:1 retrans:0/1 dsack_dups:1 rcv_space:14480 rcv_ssthresh:64088 notsent:623129 minrtt:2.358 snd_wnd:2432
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:52186
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:43084
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                
# 1795862459.293611476
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:37612
	
FIN-WAIT-2 0      0      10.0.3.2:80 10.0.1.1:58838
	
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:52186
	
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:43084
	
# 1795862460.615288869
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:37612
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:58838
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:52186
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:43084
	
