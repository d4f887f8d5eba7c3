# 1795862588.991079624
# 1795862590.857871183
# 1795862592.521721417
# 1795862593.997189705
ESTAB 0      0      10.0.1.1:42132 10.0.3.2:80   
	 skmem:(r0,rb755490,t0,tb131072,f0,w0,o0,bl0,d1) cubic wscale:7,7 rto:208 rtt:6.177/2.744 ato:80 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:259434 segs_out:106 segs_in:183 data_segs_out:1 data_segs_in:181 send 18753440bps lastsnd:604 lastrcv:44 lastack:44 pacing_rate 37501568bps delivery_rate 2355904bps delivered:2 app_limited rcv_rtt:2 rcv_space:76744 minrtt:4.917 snd_wnd:65152
ESTAB 0      217200 10.0.3.2:80    10.0.1.1:42132
	 skmem:(r0,rb262144,t0,tb451524,f3344,w361200,o0,bl0,d0) bbr wscale:7,7 rto:544 rtt:194.675/3.417 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:40 bytes_sent:78434 bytes_acked:42234 bytes_received:79 segs_out:57 segs_in:32 data_segs_out:55 data_segs_in:1 bbr:(bw:725672bps,mrtt:190.984,pacing_gain:2.88672,cwnd_gain:2.88672) send 2380172bps lastsnd:4 lastrcv:604 lastack:36 pacing_rate 2073864bps delivery_rate 725760bps delivered:31 busy:556ms unacked:25 rcv_space:14480 rcv_ssthresh:65536 notsent:181000 minrtt:190.984 snd_wnd:146432
# 1795862595.534871256
ESTAB 0      0       10.0.1.1:42132 10.0.3.2:80   
	 skmem:(r0,rb8685346,t0,tb131072,f0,w0,o0,bl0,d1) cubic wscale:7,7 rto:208 rtt:6.177/2.744 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:4225506 segs_out:1445 segs_in:2924 data_segs_out:1 data_segs_in:2920 send 18753440bps lastsnd:2284 lastrcv:188 lastack:188 pacing_rate 37501568bps delivery_rate 2355904bps delivered:2 app_limited rcv_rtt:6 rcv_space:220096 minrtt:4.917 snd_wnd:65152
ESTAB 0      2617984 10.0.3.2:80    10.0.1.1:42132
	 skmem:(r0,rb262144,t0,tb5190852,f512,w3894784,o0,bl0,d0) bbr wscale:7,7 rto:424 rtt:195.464/2.055 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:359 bytes_sent:2705106 bytes_retrans:14480 bytes_acked:1607522 bytes_received:79 segs_out:1871 segs_in:647 data_segs_out:1869 data_segs_in:1 bbr:(bw:21500240bps,mrtt:190.476,pacing_gain:2.88672,cwnd_gain:2.88672) send 21275815bps lastrcv:2284 lastack:4 pacing_rate 61444488bps delivery_rate 21111664bps delivered:1603 busy:2236ms unacked:748 retrans:4/10 lost:4 sacked:490 dsack_dups:1 reordering:10 reord_seen:8 rcv_space:14480 rcv_ssthresh:65536 notsent:1534880 minrtt:190.476 snd_wnd:3133696
# 1795862597.281499334
ESTAB 0      0       10.0.1.1:42132 10.0.3.2:80   
	 skmem:(r0,rb7773778,t0,tb131072,f0,w0,o0,bl0,d2) cubic wscale:7,7 rto:208 rtt:6.177/2.744 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:7341138 segs_out:2363 segs_in:5077 data_segs_out:1 data_segs_in:5072 send 18753440bps lastsnd:3812 lastrcv:8 lastack:8 pacing_rate 37501568bps delivery_rate 2355904bps delivered:2 app_limited rcv_rtt:3.927 rcv_space:269328 minrtt:4.917 rcv_ooopack:4 snd_wnd:65152
ESTAB 0      2464032 10.0.3.2:80    10.0.1.1:42132
	 skmem:(r0,rb262144,t0,tb4646048,f4064,w3850272,o0,bl0,d0) bbr wscale:7,7 rto:404 rtt:194.776/2.125 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:257 ssthresh:378 bytes_sent:5641650 bytes_retrans:26064 bytes_acked:4877106 bytes_received:79 segs_out:3899 segs_in:1281 data_segs_out:3897 data_segs_in:1 bbr:(bw:22067104bps,mrtt:190.476,pacing_gain:1.25,cwnd_gain:2) send 15284676bps lastrcv:3812 pacing_rate 27308040bps delivery_rate 14164784bps delivered:3637 busy:3764ms unacked:510 retrans:4/18 lost:4 sacked:266 dsack_dups:1 reordering:10 reord_seen:8 rcv_space:14480 rcv_ssthresh:65536 notsent:1725552 minrtt:190.476 snd_wnd:3760128
# 1795862598.803742350
ESTAB 0      0       10.0.1.1:42132 10.0.3.2:80   
	 skmem:(r0,rb5180066,t0,tb131072,f0,w0,o0,bl0,d3) cubic wscale:7,7 rto:208 rtt:6.177/2.744 ato:80 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:9204290 segs_out:2974 segs_in:6366 data_segs_out:1 data_segs_in:6360 send 18753440bps lastsnd:5376 lastrcv:188 lastack:188 pacing_rate 37501568bps delivery_rate 2355904bps delivered:2 app_limited rcv_rtt:4.125 rcv_space:269328 minrtt:4.917 rcv_ooopack:4 snd_wnd:65152
ESTAB 0      1558608 10.0.3.2:80    10.0.1.1:42132
	 skmem:(r0,rb262144,t0,tb3095900,f240,w2592528,o0,bl0,d0) bbr wscale:7,7 rto:396 rtt:192.326/0.987 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:532 ssthresh:378 bytes_sent:8000442 bytes_retrans:39096 bytes_acked:7645682 bytes_received:79 segs_out:5528 segs_in:2122 data_segs_out:5526 data_segs_in:1 bbr:(bw:15458712bps,mrtt:190.378,pacing_gain:1,cwnd_gain:2) send 32042927bps lastrcv:5376 pacing_rate 15304120bps delivery_rate 9276280bps delivered:5283 busy:5328ms unacked:218 retrans:0/27 dsack_dups:1 reordering:10 reord_seen:9 rcv_space:14480 rcv_ssthresh:65536 notsent:1242944 minrtt:190.378 snd_wnd:3434368
# 1795862600.363438891
CLOSE-WAIT 0      0       10.0.1.1:42132 10.0.3.2:80   
	 skmem:(r0,rb5263492,t0,tb131072,f0,w0,o0,bl0,d4) cubic wscale:7,7 rto:208 rtt:6.177/2.744 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:10486003 segs_out:3423 segs_in:7253 data_segs_out:1 data_segs_in:7246 send 18753440bps lastsnd:6952 lastrcv:496 lastack:496 pacing_rate 37501568bps delivery_rate 2355904bps delivered:2 app_limited rcv_rtt:6 rcv_space:269328 rcv_ssthresh:215311 minrtt:4.917 rcv_ooopack:4 snd_wnd:65152
FIN-WAIT-1 0      1004257 10.0.3.2:80    10.0.1.1:42132
	 skmem:(r0,rb262144,t0,tb3145760,f1760,w1579296,o0,bl0,d0) bbr wscale:7,7 rto:396 rtt:193.272/0.987 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:189 ssthresh:378 bytes_sent:9948002 bytes_retrans:52128 bytes_acked:9481746 bytes_received:79 segs_out:6873 segs_in:2683 data_segs_out:6871 data_segs_in:1 bbr:(bw:15458712bps,mrtt:190.378,pacing_gain:1,cwnd_gain:2) send 11327952bps lastrcv:6952 pacing_rate 15304120bps delivery_rate 8748976bps delivered:6649 busy:6904ms unacked:286 retrans:1/36 lost:1 sacked:98 dsack_dups:1 reordering:10 reord_seen:9 rcv_space:14480 rcv_ssthresh:65536 notsent:590129 minrtt:190.378 snd_wnd:3534336
# 1795862601.768630121
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:42132
	
