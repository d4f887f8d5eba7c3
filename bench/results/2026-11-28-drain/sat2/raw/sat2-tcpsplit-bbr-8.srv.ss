# 1795846159.369653154
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:56344
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:49276
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57138
	
# 1795846161.168933984
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:56344
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:49276
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57138
	
# 1795846163.014203155
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:56344
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:49276
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57138
	
# 1795846164.915689469
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:56344
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                   
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:49276
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                   
ESTAB     0      415576 10.0.3.2:80 10.0.1.1:39696
	 skmem:(r0,rb131072,t0,tb739840,f1128,w691096,o0,bl0,d0) cubic wscale:7,7 rto:208 rtt:4.371/1.253 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:85 ssthresh:85 bytes_sent:255090 bytes_retrans:1448 bytes_acked:252194 bytes_received:79 segs_out:178 segs_in:107 data_segs_out:177 data_segs_in:1 send 225266529bps lastsnd:48 lastrcv:580 lastack:48 pacing_rate 270312104bps delivery_rate 27443008bps delivered:177 busy:552ms rwnd_limited:540ms(97.8%) unacked:1 retrans:0/1 dsack_dups:1 rcv_space:14480 rcv_ssthresh:64088 notsent:414128 minrtt:2.847 snd_wnd:1792
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57138
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                   
# 1795846166.617539364
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:56344
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                     
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:49276
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                     
ESTAB     0      511440 10.0.3.2:80 10.0.1.1:39696
	 skmem:(r0,rb131072,t0,tb1122816,f688,w851280,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:12.781/0.672 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:129 ssthresh:85 bytes_sent:2664266 bytes_retrans:1448 bytes_acked:2662818 bytes_received:79 segs_out:1842 segs_in:951 data_segs_out:1841 data_segs_in:1 send 116918551bps lastsnd:168 lastrcv:2296 lastack:160 pacing_rate 140295400bps delivery_rate 19910904bps delivered:1842 busy:2268ms rwnd_limited:2168ms(95.6%) retrans:0/1 dsack_dups:1 rcv_space:14480 rcv_ssthresh:64088 notsent:511440 minrtt:2.447 snd_wnd:1024
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57138
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                     
# 1795846168.621652113
TIME-WAIT 0      0       10.0.3.2:80 10.0.1.1:56344
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                     
TIME-WAIT 0      0       10.0.3.2:80 10.0.1.1:49276
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                     
ESTAB     0      1107800 10.0.3.2:80 10.0.1.1:39696
	 skmem:(r0,rb131072,t0,tb1845248,f40,w1843160,o0,bl0,d0) cubic wscale:7,7 rto:228 rtt:25.229/10.964 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:212 ssthresh:85 bytes_sent:6239594 bytes_retrans:1448 bytes_acked:6238146 bytes_received:79 segs_out:4313 segs_in:2082 data_segs_out:4312 data_segs_in:1 send 97340679bps lastsnd:204 lastrcv:3960 lastack:152 pacing_rate 116807072bps delivery_rate 1165320bps delivered:4313 busy:3932ms rwnd_limited:3672ms(93.4%) retrans:0/1 dsack_dups:1 rcv_space:14480 rcv_ssthresh:64088 notsent:1107800 minrtt:2.447 snd_wnd:256
TIME-WAIT 0      0       10.0.3.2:80 10.0.1.1:57138
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                     
# 1795846170.017238272
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:49276
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                    
ESTAB     0      790216 10.0.3.2:80 10.0.1.1:39696
	 skmem:(r0,rb131072,t0,tb1845248,f440,w1314376,o0,bl0,d0) cubic wscale:7,7 rto:208 rtt:7.715/3.12 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:194 ssthresh:159 bytes_sent:8096402 bytes_retrans:1448 bytes_acked:8094954 bytes_received:79 segs_out:5597 segs_in:2708 data_segs_out:5596 data_segs_in:1 send 291289177bps lastsnd:16 lastrcv:5680 lastack:12 pacing_rate 349518696bps delivery_rate 18672080bps delivered:5597 busy:5652ms rwnd_limited:5348ms(94.6%) retrans:0/1 dsack_dups:1 rcv_space:14480 rcv_ssthresh:64088 notsent:790216 minrtt:2.447 snd_wnd:1280
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57138
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                    
# 1795846171.828834637
TIME-WAIT 0      0       10.0.3.2:80 10.0.1.1:49276
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                     
ESTAB     0      1004944 10.0.3.2:80 10.0.1.1:39696
	 skmem:(r0,rb131072,t0,tb1845248,f3120,w1672144,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:12.096/9.848 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:166 ssthresh:159 bytes_sent:9444066 bytes_retrans:1448 bytes_acked:9442618 bytes_received:79 segs_out:6530 segs_in:3150 data_segs_out:6528 data_segs_in:1 send 158973545bps lastsnd:48 lastrcv:7588 lastack:4 pacing_rate 190756424bps delivery_rate 2932584bps delivered:6529 busy:7560ms rwnd_limited:7224ms(95.6%) retrans:0/1 dsack_dups:1 rcv_space:14480 rcv_ssthresh:64088 notsent:1004944 minrtt:2.447 snd_wnd:512
TIME-WAIT 0      0       10.0.3.2:80 10.0.1.1:57138
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                     
# 1795846173.631606033
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:49276
	
FIN-WAIT-2 0      0      10.0.3.2:80 10.0.1.1:39696
	
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:57138
	
# 1795846175.236818156
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:49276
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:39696
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57138
	
