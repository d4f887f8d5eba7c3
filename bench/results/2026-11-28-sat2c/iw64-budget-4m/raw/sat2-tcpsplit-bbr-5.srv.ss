# 1795862801.221602695
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:44642
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57060
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:45966
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:47054
	
# 1795862803.154331975
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:44642
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57060
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:45966
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:47054
	
# 1795862804.945731098
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:44642
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57060
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:45966
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:47054
	
# 1795862806.453036137
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:44642
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                
ESTAB     0      403992 10.0.3.2:80 10.0.1.1:55420
	 skmem:(r0,rb131072,t0,tb722432,f3048,w672792,o0,bl0,d0) cubic wscale:7,7 rto:208 rtt:5.062/0.911 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:83 ssthresh:72 bytes_sent:788850 bytes_retrans:1448 bytes_acked:786506 bytes_received:79 segs_out:547 segs_in:288 data_segs_out:546 data_segs_in:1 send 189939154bps lastsnd:4 lastrcv:916 lastack:216 pacing_rate 227904472bps delivery_rate 22234160bps delivered:546 busy:900ms rwnd_limited:856ms(95.1%) unacked:1 retrans:0/1 dsack_dups:1 reordering:55 rcv_space:14480 rcv_ssthresh:64088 notsent:403096 minrtt:2.617 snd_wnd:896
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57060
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:45966
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:47054
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                
# 1795862808.217828741
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:44642
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                           
ESTAB     0      674768 10.0.3.2:80 10.0.1.1:55420
	 skmem:(r0,rb131072,t0,tb1235968,f176,w1122128,o0,bl0,d2) cubic wscale:7,7 rto:212 rtt:8.715/1.261 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:142 ssthresh:105 bytes_sent:6477874 bytes_retrans:4344 bytes_acked:6472082 bytes_received:79 segs_out:4477 segs_in:2170 data_segs_out:4475 data_segs_in:1 send 188746758bps lastsnd:44 lastrcv:2860 lastack:36 pacing_rate 226486360bps delivery_rate 18511128bps delivered:4474 busy:2844ms rwnd_limited:2460ms(86.5%) unacked:1 retrans:0/3 dsack_dups:3 reordering:55 reord_seen:42 rcv_space:14480 rcv_ssthresh:64088 notsent:673320 minrtt:2.496 snd_wnd:1920
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57060
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                           
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:45966
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                           
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:47054
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                           
# 1795862810.234082474
ESTAB     0      735664 10.0.3.2:80 10.0.1.1:55420
	 skmem:(r0,rb131072,t0,tb1279488,f400,w1224304,o0,bl0,d2) cubic wscale:7,7 rto:224 rtt:21.061/9.261 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:147 ssthresh:105 bytes_sent:8937946 bytes_retrans:4344 bytes_acked:8933602 bytes_received:79 segs_out:6177 segs_in:3002 data_segs_out:6175 data_segs_in:1 send 80853141bps lastsnd:264 lastrcv:4732 lastack:216 pacing_rate 97022040bps delivery_rate 238408bps delivered:6175 busy:4716ms rwnd_limited:4196ms(89.0%) retrans:0/3 dsack_dups:3 reordering:55 reord_seen:42 rcv_space:14480 rcv_ssthresh:64088 notsent:735664 minrtt:2.496 snd_wnd:128
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57060
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                               
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:45966
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                               
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:47054
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                               
# 1795862812.067547666
FIN-WAIT-1 0      169729 10.0.3.2:80 10.0.1.1:55420
	 skmem:(r0,rb131072,t0,tb1296896,f2752,w283968,o0,bl0,d2) cubic wscale:7,7 rto:212 rtt:11.041/1.178 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:111 ssthresh:111 bytes_sent:10320618 bytes_retrans:4344 bytes_acked:10316274 bytes_received:79 segs_out:7135 segs_in:3441 data_segs_out:7132 data_segs_in:1 send 116459016bps lastsnd:88 lastrcv:6480 lastack:84 pacing_rate 139746072bps delivery_rate 1809568bps delivered:7132 busy:6464ms rwnd_limited:5900ms(91.3%) retrans:0/3 dsack_dups:3 reordering:55 reord_seen:42 rcv_space:14480 rcv_ssthresh:64088 notsent:169729 minrtt:2.496 snd_wnd:128
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:57060
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                  
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:45966
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                  
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:47054
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                  
# 1795862813.700785842
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55420
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57060
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:45966
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:47054
	
