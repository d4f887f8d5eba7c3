# 1795851853.878685458
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:44226
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:38020
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:50280
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:46516
	
# 1795851855.605511093
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:44226
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:38020
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:50280
	
# 1795851857.158129318
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:44226
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:38020
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:50280
	
# 1795851858.652507209
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:44226
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:38020
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:50280
	
ESTAB     0      369240 10.0.3.2:80 10.0.1.1:57312
	 skmem:(r0,rb131072,t0,tb913920,f360,w614040,o0,bl0,d0) cubic wscale:7,7 rto:208 rtt:7.816/0.956 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:105 ssthresh:98 bytes_sent:913930 bytes_retrans:1448 bytes_acked:911034 bytes_received:79 segs_out:633 segs_in:350 data_segs_out:632 data_segs_in:1 send 155619243bps lastsnd:20 lastrcv:992 lastack:16 pacing_rate 186722184bps delivery_rate 79970360bps delivered:632 busy:984ms rwnd_limited:964ms(98.0%) unacked:1 retrans:0/1 dsack_dups:1 rcv_space:14480 rcv_ssthresh:64088 notsent:367792 minrtt:2.604 snd_wnd:2432
# 1795851860.225414010
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:44226
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:38020
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:50280
	
ESTAB     0      716800 10.0.3.2:80 10.0.1.1:57312
	 skmem:(r0,rb131072,t0,tb1331712,f3072,w1192960,o0,bl0,d0) cubic wscale:7,7 rto:224 rtt:23.949/6.904 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:153 ssthresh:114 bytes_sent:4774258 bytes_retrans:4344 bytes_acked:4769914 bytes_received:79 segs_out:3299 segs_in:1704 data_segs_out:3298 data_segs_in:1 send 74005261bps lastsnd:188 lastrcv:2736 lastack:140 pacing_rate 88803064bps delivery_rate 6980408bps delivered:3299 busy:2728ms rwnd_limited:2584ms(94.7%) retrans:0/3 dsack_dups:3 reordering:18 reord_seen:32 rcv_space:14480 rcv_ssthresh:64088 notsent:716800 minrtt:2.352 snd_wnd:640
# 1795851862.053419840
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:44226
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:38020
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:50280
	
ESTAB     0      571656 10.0.3.2:80 10.0.1.1:57312
	 skmem:(r0,rb131072,t0,tb1366528,f3512,w950856,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:15.511/1.358 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:157 ssthresh:114 bytes_sent:7546074 bytes_retrans:4344 bytes_acked:7541730 bytes_received:79 segs_out:5214 segs_in:2592 data_segs_out:5213 data_segs_in:1 send 117251499bps lastsnd:44 lastrcv:4508 lastack:40 pacing_rate 140700664bps delivery_rate 4059336bps delivered:5214 busy:4500ms rwnd_limited:4300ms(95.6%) retrans:0/3 dsack_dups:3 reordering:18 reord_seen:32 rcv_space:14480 rcv_ssthresh:64088 notsent:571656 minrtt:2.352 snd_wnd:256
# 1795851863.702753047
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:44226
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:38020
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:50280
	
ESTAB     0      759168 10.0.3.2:80 10.0.1.1:57312
	 skmem:(r0,rb131072,t0,tb1375232,f2496,w1263168,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:15.808/10.937 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:158 ssthresh:114 bytes_sent:9093266 bytes_retrans:4344 bytes_acked:9088922 bytes_received:79 segs_out:6283 segs_in:3102 data_segs_out:6282 data_segs_in:1 send 115781377bps lastsnd:76 lastrcv:6120 lastack:72 pacing_rate 138936552bps delivery_rate 2534232bps delivered:6283 busy:6112ms rwnd_limited:5900ms(96.5%) retrans:0/3 dsack_dups:3 reordering:18 reord_seen:32 rcv_space:14480 rcv_ssthresh:64088 notsent:759168 minrtt:2.352
# 1795851865.277432199
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:44226
	
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:38020
	
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:50280
	
FIN-WAIT-2 0      0      10.0.3.2:80 10.0.1.1:57312
	
# 1795851866.917577812
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:44226
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:38020
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:50280
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57312
	
