# 1795846008.900287444
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55766
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:47296
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:42048
	
# 1795846010.841518506
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55766
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:47296
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:42048
	
# 1795846012.657946753
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55766
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:47296
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:42048
	
# 1795846014.272454564
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55766
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:47296
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:42048
	
ESTAB     0      348968 10.0.3.2:80 10.0.1.1:60514
	 skmem:(r0,rb131072,t0,tb852992,f1304,w580328,o0,bl0,d0) cubic wscale:7,7 rto:212 rtt:8.83/3.856 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:98 ssthresh:98 bytes_sent:896554 bytes_retrans:1448 bytes_acked:753202 bytes_received:79 segs_out:621 segs_in:295 data_segs_out:620 data_segs_in:1 send 128565345bps lastsnd:8 lastrcv:1080 lastack:8 pacing_rate 154271856bps delivery_rate 16137448bps delivered:523 busy:1076ms rwnd_limited:1060ms(98.5%) unacked:98 retrans:0/1 dsack_dups:1 rcv_space:14480 rcv_ssthresh:64088 notsent:207064 minrtt:2.674 snd_wnd:417536
# 1795846016.084106557
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55766
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:47296
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:42048
	
ESTAB     0      965816 10.0.3.2:80 10.0.1.1:60514
	 skmem:(r0,rb131072,t0,tb1758208,f3592,w1606136,o0,bl0,d0) cubic wscale:7,7 rto:212 rtt:11.318/2.402 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:169 ssthresh:151 bytes_sent:5197386 bytes_retrans:1448 bytes_acked:5194490 bytes_received:79 segs_out:3592 segs_in:1851 data_segs_out:3591 data_segs_in:1 send 172971903bps lastsnd:12 lastrcv:2764 lastack:12 pacing_rate 207554816bps delivery_rate 28346296bps delivered:3591 busy:2760ms rwnd_limited:2552ms(92.5%) unacked:1 retrans:0/1 dsack_dups:1 rcv_space:14480 rcv_ssthresh:64088 notsent:964368 minrtt:2.461 snd_wnd:2048
# 1795846017.953430944
TIME-WAIT 0      0       10.0.3.2:80 10.0.1.1:47296
	
TIME-WAIT 0      0       10.0.3.2:80 10.0.1.1:42048
	
ESTAB     0      1067472 10.0.3.2:80 10.0.1.1:60514
	 skmem:(r0,rb131072,t0,tb1775616,f1712,w1775952,o0,bl0,d0) cubic wscale:7,7 rto:212 rtt:9.161/1.529 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:164 ssthresh:153 bytes_sent:7608010 bytes_retrans:1448 bytes_acked:7606562 bytes_received:79 segs_out:5258 segs_in:2680 data_segs_out:5256 data_segs_in:1 send 207376487bps lastsnd:16 lastrcv:4640 lastack:8 pacing_rate 248844992bps delivery_rate 8646616bps delivered:5257 busy:4636ms rwnd_limited:4332ms(93.4%) retrans:0/1 dsack_dups:1 reordering:19 reord_seen:9 rcv_space:14480 rcv_ssthresh:64088 notsent:1067472 minrtt:2.461 snd_wnd:1024
# 1795846019.730579275
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:47296
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:42048
	
ESTAB     0      816624 10.0.3.2:80 10.0.1.1:60514
	 skmem:(r0,rb131072,t0,tb1775616,f1808,w1358064,o0,bl0,d0) cubic wscale:7,7 rto:212 backoff:1 rtt:9.157/1.841 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:162 ssthresh:153 bytes_sent:8619058 bytes_retrans:1448 bytes_acked:8617610 bytes_received:79 segs_out:5958 segs_in:3046 data_segs_out:5955 data_segs_in:1 send 204936988bps lastsnd:268 lastrcv:6284 lastack:48 pacing_rate 245914312bps delivery_rate 2805520bps delivered:5956 busy:6280ms rwnd_limited:5952ms(94.8%) retrans:0/1 dsack_dups:1 reordering:19 reord_seen:9 rcv_space:14480 rcv_ssthresh:64088 notsent:816624 minrtt:2.461
# 1795846021.306586487
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:47296
	
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:42048
	
FIN-WAIT-1 0      410297 10.0.3.2:80 10.0.1.1:60514
	 skmem:(r0,rb131072,t0,tb1775616,f1096,w682936,o0,bl0,d0) cubic wscale:7,7 rto:212 rtt:10.366/2.51 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:170 ssthresh:153 bytes_sent:10077154 bytes_retrans:1448 bytes_acked:10075706 bytes_received:79 segs_out:6965 segs_in:3537 data_segs_out:6962 data_segs_in:1 send 189974918bps lastsnd:16 lastrcv:7932 lastack:12 pacing_rate 227964400bps delivery_rate 39680936bps delivered:6963 busy:7928ms rwnd_limited:7572ms(95.5%) retrans:0/1 dsack_dups:1 reordering:19 reord_seen:9 rcv_space:14480 rcv_ssthresh:64088 notsent:410297 minrtt:2.461 snd_wnd:1152
# 1795846022.920580276
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:47296
	
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:42048
	
FIN-WAIT-2 0      0      10.0.3.2:80 10.0.1.1:60514
	
# 1795846024.393687960
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:47296
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:42048
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:60514
	
