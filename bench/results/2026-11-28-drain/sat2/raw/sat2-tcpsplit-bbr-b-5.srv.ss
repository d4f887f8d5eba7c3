# 1795846053.369544948
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:33320
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:47296
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:60514
	
# 1795846055.090439234
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:33320
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:47296
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:60514
	
# 1795846057.132186167
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:33320
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:47296
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:60514
	
# 1795846058.899838504
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:33320
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                       
ESTAB     0      387168 10.0.3.2:80 10.0.1.1:38142
	 skmem:(r0,rb131072,t0,tb852992,f2720,w644448,o0,bl0,d0) cubic wscale:7,7 rto:208 rtt:7.496/1.025 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:98 ssthresh:98 bytes_sent:347210 bytes_retrans:1448 bytes_acked:345762 bytes_received:79 segs_out:242 segs_in:134 data_segs_out:241 data_segs_in:1 send 151445037bps lastsnd:76 lastrcv:924 lastack:76 pacing_rate 181715856bps delivery_rate 6768328bps delivered:242 busy:924ms rwnd_limited:912ms(98.7%) retrans:0/1 dsack_dups:1 rcv_space:14480 rcv_ssthresh:64088 notsent:387168 minrtt:2.696 snd_wnd:128
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:47296
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                       
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:60514
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                       
# 1795846060.632262674
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:33320
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                
ESTAB     0      947416 10.0.3.2:80 10.0.1.1:38142
	 skmem:(r0,rb131072,t0,tb1836544,f744,w1576216,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:14.565/0.573 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:211 ssthresh:98 bytes_sent:4563914 bytes_retrans:1448 bytes_acked:4439386 bytes_received:79 segs_out:3155 segs_in:1527 data_segs_out:3154 data_segs_in:1 send 167814899bps lastsnd:4 lastrcv:2856 lastack:4 pacing_rate 201372688bps delivery_rate 56709176bps delivered:3070 busy:2856ms rwnd_limited:2652ms(92.9%) unacked:85 retrans:0/1 dsack_dups:1 rcv_space:14480 rcv_ssthresh:64088 notsent:824336 minrtt:2.402 snd_wnd:123264
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:47296
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:60514
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                
# 1795846062.385289102
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:33320
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                       
ESTAB     0      864240 10.0.3.2:80 10.0.1.1:38142
	 skmem:(r0,rb131072,t0,tb1836544,f336,w1437360,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:13.133/11.549 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:186 ssthresh:157 bytes_sent:6577274 bytes_retrans:1448 bytes_acked:6575826 bytes_received:79 segs_out:4546 segs_in:2273 data_segs_out:4545 data_segs_in:1 send 164061829bps lastsnd:176 lastrcv:4420 lastack:128 pacing_rate 196861072bps delivery_rate 2216232bps delivered:4546 busy:4420ms rwnd_limited:4184ms(94.7%) retrans:0/1 dsack_dups:1 rcv_space:14480 rcv_ssthresh:64088 notsent:864240 minrtt:2.402 snd_wnd:384
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:47296
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                       
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:60514
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                       
# 1795846064.119091342
TIME-WAIT 0      0       10.0.3.2:80 10.0.1.1:33320
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                         
ESTAB     0      1111760 10.0.3.2:80 10.0.1.1:38142
	 skmem:(r0,rb131072,t0,tb1871360,f2352,w1849040,o0,bl0,d0) cubic wscale:7,7 rto:220 rtt:18.072/2.759 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:168 ssthresh:160 bytes_sent:8294690 bytes_retrans:1448 bytes_acked:8293242 bytes_received:79 segs_out:5734 segs_in:2827 data_segs_out:5732 data_segs_in:1 send 107686587bps lastsnd:116 lastrcv:6208 lastack:108 pacing_rate 129222112bps delivery_rate 10123656bps delivered:5733 busy:6208ms rwnd_limited:5928ms(95.5%) retrans:0/1 dsack_dups:1 rcv_space:14480 rcv_ssthresh:64088 notsent:1111760 minrtt:2.402 snd_wnd:640
TIME-WAIT 0      0       10.0.3.2:80 10.0.1.1:60514
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                         
# 1795846065.894007634
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:33320
	
FIN-WAIT-2 0      0      10.0.3.2:80 10.0.1.1:38142
	
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:60514
	
# 1795846068.059710865
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:33320
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:38142
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:60514
	
