# 1795862405.902747444
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:43084
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:54360
	
# 1795862407.679759804
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:43084
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:54360
	
# 1795862409.309747101
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:43084
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:54360
	
# 1795862411.131349341
ESTAB     0      0      10.0.3.2:80 10.0.1.1:37612
	 skmem:(r0,rb131072,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:624 rtt:6.451/3.225 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:10 segs_in:2 send 17956906bps lastsnd:80 lastrcv:80 lastack:80 pacing_rate 35913808bps delivered:1 app_limited rcv_space:14480 rcv_ssthresh:64088 minrtt:6.451 snd_wnd:64256
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:43084
	                                                                                                                                                                                                                                                                                                                    
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:54360
	                                                                                                                                                                                                                                                                                                                    
# 1795862412.397628148
ESTAB     0      241816 10.0.3.2:80 10.0.1.1:37612
	 skmem:(r0,rb131072,t0,tb609280,f3368,w402136,o0,bl0,d0) cubic wscale:7,7 rto:208 rtt:6.763/0.236 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:70 ssthresh:32 bytes_sent:1721914 bytes_retrans:1448 bytes_acked:1711778 bytes_received:79 segs_out:1191 segs_in:624 data_segs_out:1190 data_segs_in:1 send 119899453bps lastrcv:1204 pacing_rate 143863384bps delivery_rate 97867888bps delivered:1185 busy:1180ms rwnd_limited:1084ms(91.9%) unacked:6 retrans:0/1 dsack_dups:1 rcv_space:14480 rcv_ssthresh:64088 notsent:233128 minrtt:2.46 snd_wnd:9856
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:43084
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                    
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:54360
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                    
# 1795862413.714103644
ESTAB     0      503904 10.0.3.2:80 10.0.1.1:37612
	 skmem:(r0,rb131072,t0,tb1166336,f1696,w837984,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:12.356/2.036 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:134 ssthresh:32 bytes_sent:4211026 bytes_retrans:1448 bytes_acked:4209578 bytes_received:79 segs_out:2910 segs_in:1431 data_segs_out:2909 data_segs_in:1 send 125627711bps lastsnd:108 lastrcv:2884 lastack:108 pacing_rate 150750200bps delivery_rate 21872072bps delivered:2910 busy:2860ms rwnd_limited:2640ms(92.3%) retrans:0/1 dsack_dups:1 rcv_space:14480 rcv_ssthresh:64088 notsent:503904 minrtt:2.341 snd_wnd:1408
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:43084
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                       
# 1795862415.398870052
ESTAB     0      651088 10.0.3.2:80 10.0.1.1:37612
	 skmem:(r0,rb131072,t0,tb1453568,f2352,w1083088,o0,bl0,d0) cubic wscale:7,7 rto:224 rtt:20.369/1.916 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:167 ssthresh:32 bytes_sent:6505170 bytes_retrans:1448 bytes_acked:6483450 bytes_received:79 segs_out:4495 segs_in:2181 data_segs_out:4494 data_segs_in:1 send 94974127bps lastrcv:4640 pacing_rate 113964056bps delivery_rate 103236256bps delivered:4481 busy:4616ms rwnd_limited:4360ms(94.5%) unacked:14 retrans:0/1 dsack_dups:1 rcv_space:14480 rcv_ssthresh:64088 notsent:630816 minrtt:2.341 snd_wnd:20736
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:43084
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                            
# 1795862417.141515820
ESTAB     0      777312 10.0.3.2:80 10.0.1.1:37612
	 skmem:(r0,rb131072,t0,tb1662464,f1504,w1292832,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:15.78/9.96 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:191 ssthresh:32 bytes_sent:8119442 bytes_retrans:1448 bytes_acked:8117994 bytes_received:79 segs_out:5611 segs_in:2720 data_segs_out:5610 data_segs_in:1 send 140211914bps lastsnd:172 lastrcv:6432 lastack:124 pacing_rate 168244960bps delivery_rate 8797368bps delivered:5611 busy:6408ms rwnd_limited:6136ms(95.8%) retrans:0/1 dsack_dups:1 rcv_space:14480 rcv_ssthresh:64088 notsent:777312 minrtt:2.341 snd_wnd:1152
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:43084
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                     
# 1795862418.987113355
FIN-WAIT-1 0      604217 10.0.3.2:80 10.0.1.1:37612
	 skmem:(r0,rb131072,t0,tb1662464,f2120,w1005496,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:12.581/10.737 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:147 ssthresh:142 bytes_sent:9883234 bytes_retrans:1448 bytes_acked:9881786 bytes_received:79 segs_out:6830 segs_in:3329 data_segs_out:6829 data_segs_in:1 send 135350767bps lastsnd:192 lastrcv:8164 lastack:144 pacing_rate 162419304bps delivery_rate 2204232bps delivered:6830 busy:8140ms rwnd_limited:7864ms(96.6%) retrans:0/1 dsack_dups:1 rcv_space:14480 rcv_ssthresh:64088 notsent:604217 minrtt:2.341 snd_wnd:384
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:43084
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                        
# 1795862420.632595265
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:37612
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:43084
	
