# 1795846114.280774112
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:56344
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:38142
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:35718
	
# 1795846116.302668638
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:56344
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:38142
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:35718
	
# 1795846118.028728304
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:56344
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:38142
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:35718
	
# 1795846119.716345812
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:56344
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:38142
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:35718
	
ESTAB     0      249056 10.0.3.2:80 10.0.1.1:57138
	 skmem:(r0,rb131072,t0,tb504832,f3616,w414176,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:12.588/12.478 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:58 ssthresh:58 bytes_sent:230474 bytes_retrans:1448 bytes_acked:229026 bytes_received:79 segs_out:161 segs_in:95 data_segs_out:160 data_segs_in:1 send 53374007bps lastsnd:88 lastrcv:624 lastack:36 pacing_rate 64046264bps delivery_rate 3313496bps delivered:161 busy:568ms rwnd_limited:540ms(95.1%) retrans:0/1 dsack_dups:1 rcv_space:14480 rcv_ssthresh:64088 notsent:249056 minrtt:2.789 snd_wnd:640
# 1795846121.699569177
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:56344
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:38142
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:35718
	
ESTAB     0      584992 10.0.3.2:80 10.0.1.1:57138
	 skmem:(r0,rb131072,t0,tb1392640,f2016,w972832,o0,bl0,d0) cubic wscale:7,7 rto:228 rtt:24.538/3.003 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:160 ssthresh:58 bytes_sent:4148762 bytes_retrans:1448 bytes_acked:4147314 bytes_received:79 segs_out:2867 segs_in:1408 data_segs_out:2866 data_segs_in:1 send 75533458bps lastsnd:128 lastrcv:2936 lastack:120 pacing_rate 90639224bps delivery_rate 62723408bps delivered:2867 busy:2880ms rwnd_limited:2652ms(92.1%) retrans:0/1 dsack_dups:1 rcv_space:14480 rcv_ssthresh:64088 notsent:584992 minrtt:2.501 snd_wnd:896
# 1795846123.807566925
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:56344
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:38142
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:35718
	
ESTAB     0      684472 10.0.3.2:80 10.0.1.1:57138
	 skmem:(r0,rb131072,t0,tb1601536,f136,w1138552,o0,bl0,d0) cubic wscale:7,7 rto:208 rtt:6.322/1.706 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:147 ssthresh:138 bytes_sent:5786882 bytes_retrans:1448 bytes_acked:5785434 bytes_received:79 segs_out:4000 segs_in:1993 data_segs_out:3999 data_segs_in:1 send 269352736bps lastsnd:12 lastrcv:4728 lastack:12 pacing_rate 323204112bps delivery_rate 4265088bps delivered:4000 busy:4672ms rwnd_limited:4416ms(94.5%) retrans:0/1 dsack_dups:1 rcv_space:14480 rcv_ssthresh:64088 notsent:684472 minrtt:2.426
# 1795846125.687744923
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:56344
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:38142
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:35718
	
ESTAB     0      663728 10.0.3.2:80 10.0.1.1:57138
	 skmem:(r0,rb131072,t0,tb1601536,f1552,w1104368,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:13.886/10.531 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:151 ssthresh:138 bytes_sent:7597354 bytes_retrans:1448 bytes_acked:7595906 bytes_received:79 segs_out:5251 segs_in:2638 data_segs_out:5250 data_segs_in:1 send 125967449bps lastsnd:16 lastrcv:6820 lastack:16 pacing_rate 151156856bps delivery_rate 4269808bps delivered:5251 busy:6764ms rwnd_limited:6492ms(96.0%) retrans:0/1 dsack_dups:1 rcv_space:14480 rcv_ssthresh:64088 notsent:663728 minrtt:2.426
# 1795846127.707548694
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:56344
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:38142
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:35718
	
ESTAB     0      714408 10.0.3.2:80 10.0.1.1:57138
	 skmem:(r0,rb131072,t0,tb1601536,f3288,w1188648,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:13.818/14.233 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:148 ssthresh:138 bytes_sent:9136578 bytes_retrans:1448 bytes_acked:9135130 bytes_received:79 segs_out:6314 segs_in:3191 data_segs_out:6313 data_segs_in:1 send 124072369bps lastsnd:272 lastrcv:8468 lastack:212 pacing_rate 148885496bps delivery_rate 1374160bps delivered:6314 busy:8412ms rwnd_limited:8128ms(96.6%) retrans:0/1 dsack_dups:1 rcv_space:14480 rcv_ssthresh:64088 notsent:714408 minrtt:2.426 snd_wnd:1152
# 1795846129.257098742
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:56344
	
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:35718
	
FIN-WAIT-2 0      0      10.0.3.2:80 10.0.1.1:57138
	
# 1795846131.059661940
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:56344
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:35718
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57138
	
