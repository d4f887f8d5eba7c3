# 1795862340.562868041
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:44944
	
# 1795862342.361147586
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:44944
	
# 1795862344.046036101
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:44944
	
# 1795862345.563501629
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:44944
	
ESTAB     0      131768 10.0.3.2:80 10.0.1.1:54360
	 skmem:(r0,rb131072,t0,tb287232,f2056,w219128,o0,bl0,d0) cubic wscale:7,7 rto:208 rtt:5.785/1.883 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:33 ssthresh:30 bytes_sent:224682 bytes_retrans:1448 bytes_acked:223234 bytes_received:79 segs_out:157 segs_in:93 data_segs_out:156 data_segs_in:1 send 66079862bps lastsnd:32 lastrcv:528 lastack:28 pacing_rate 79295832bps delivery_rate 15524680bps delivered:157 busy:504ms rwnd_limited:472ms(93.7%) retrans:0/1 dsack_dups:1 rcv_space:14480 rcv_ssthresh:64088 notsent:131768 minrtt:2.884 snd_wnd:512
# 1795862347.150873114
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:44944
	
ESTAB     0      894904 10.0.3.2:80 10.0.1.1:54360
	 skmem:(r0,rb131072,t0,tb1610240,f1800,w1489144,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:12.767/12.629 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:185 ssthresh:30 bytes_sent:5590930 bytes_retrans:1448 bytes_acked:5589482 bytes_received:79 segs_out:3863 segs_in:1909 data_segs_out:3862 data_segs_in:1 send 167857758bps lastsnd:236 lastrcv:2544 lastack:192 pacing_rate 201417472bps delivery_rate 2769784bps delivered:3863 busy:2520ms rwnd_limited:2168ms(86.0%) retrans:0/1 dsack_dups:1 reordering:10 reord_seen:9 rcv_space:14480 rcv_ssthresh:64088 notsent:894904 minrtt:2.39 snd_wnd:1152
# 1795862349.195814519
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:44944
	
ESTAB     0      966832 10.0.3.2:80 10.0.1.1:54360
	 skmem:(r0,rb131072,t0,tb1610240,f1616,w1608112,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:13.43/11.723 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:150 ssthresh:138 bytes_sent:6732426 bytes_retrans:1448 bytes_acked:6730978 bytes_received:79 segs_out:4653 segs_in:2314 data_segs_out:4651 data_segs_in:1 send 129381981bps lastsnd:192 lastrcv:4208 lastack:192 pacing_rate 155251144bps delivery_rate 3416096bps delivered:4652 busy:4184ms rwnd_limited:3764ms(90.0%) retrans:0/1 dsack_dups:1 reordering:10 reord_seen:9 rcv_space:14480 rcv_ssthresh:64088 notsent:966832 minrtt:2.39
# 1795862350.802497842
TIME-WAIT 0      0       10.0.3.2:80 10.0.1.1:44944
	
ESTAB     0      1086504 10.0.3.2:80 10.0.1.1:54360
	 skmem:(r0,rb131072,t0,tb1810432,f2968,w1807464,o0,bl0,d0) cubic wscale:7,7 rto:220 rtt:16.039/0.959 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:167 ssthresh:156 bytes_sent:9275626 bytes_retrans:1448 bytes_acked:9274178 bytes_received:79 segs_out:6411 segs_in:3194 data_segs_out:6408 data_segs_in:1 send 120614003bps lastsnd:160 lastrcv:5584 lastack:152 pacing_rate 144733416bps delivery_rate 14942272bps delivered:6409 busy:5560ms rwnd_limited:5008ms(90.1%) retrans:0/1 dsack_dups:1 reordering:19 reord_seen:13 rcv_space:14480 rcv_ssthresh:64088 notsent:1086504 minrtt:2.39 snd_wnd:1024
# 1795862352.405777079
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:44944
	
FIN-WAIT-2 0      0      10.0.3.2:80 10.0.1.1:54360
	
# 1795862353.636545407
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:44944
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:54360
	
