# 1795862463.739909567
# 1795862465.403261624
# 1795862467.134158475
# 1795862468.701755461
ESTAB 0      0      10.0.1.1:33578 10.0.3.2:80
	 skmem:(r0,rb447303,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:648 rtt:215.613/81.756 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:100154 segs_out:54 segs_in:72 data_segs_out:1 data_segs_in:70 send 537259bps lastsnd:756 lastrcv:80 lastack:80 pacing_rate 1074512bps delivery_rate 52768bps delivered:2 app_limited busy:220ms rcv_rtt:209.991 rcv_space:36200 rcv_ssthresh:165296 minrtt:215.059 snd_wnd:65152
# 1795862470.055171643
ESTAB 0      0      10.0.1.1:33578 10.0.3.2:80
	 skmem:(r479144,rb6285703,t0,tb87040,f4184,w0,o0,bl0,d0) cubic wscale:7,7 rto:648 rtt:215.613/81.756 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:2422746 segs_out:1261 segs_in:1989 data_segs_out:1 data_segs_in:1987 send 537259bps lastsnd:2228 lastrcv:228 lastack:12 pacing_rate 1074512bps delivery_rate 52768bps delivered:2 app_limited busy:220ms rcv_rtt:208.281 rcv_space:334488 rcv_ssthresh:3658062 minrtt:215.059 rcv_ooopack:1476 snd_wnd:65152
# 1795862471.513151927
ESTAB 0      0      10.0.1.1:33578 10.0.3.2:80
	 skmem:(r107120,rb6285703,t0,tb87040,f3472,w0,o0,bl0,d0) cubic wscale:7,7 rto:648 rtt:215.613/81.756 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:3804138 segs_out:1416 segs_in:2700 data_segs_out:1 data_segs_in:2698 send 537259bps lastsnd:3544 lastrcv:92 lastack:52 pacing_rate 1074512bps delivery_rate 52768bps delivered:2 app_limited busy:220ms rcv_rtt:206.609 rcv_space:508248 rcv_ssthresh:3756689 minrtt:215.059 rcv_ooopack:1982 snd_wnd:65152
# 1795862472.795404925
ESTAB 0      0      10.0.1.1:33578 10.0.3.2:80
	 skmem:(r0,rb6285703,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:648 rtt:215.613/81.756 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:4279082 segs_out:1492 segs_in:2958 data_segs_out:1 data_segs_in:2956 send 537259bps lastsnd:4600 lastrcv:72 lastack:72 pacing_rate 1074512bps delivery_rate 52768bps delivered:2 app_limited busy:220ms rcv_rtt:204.841 rcv_space:508248 rcv_ssthresh:3756689 minrtt:215.059 rcv_ooopack:2068 snd_wnd:65152
# 1795862473.990419825
ESTAB 0      0      10.0.1.1:33578 10.0.3.2:80
	 skmem:(r43424,rb6285703,t0,tb87040,f1632,w0,o0,bl0,d0) cubic wscale:7,7 rto:648 rtt:215.613/81.756 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:4626602 segs_out:1554 segs_in:3226 data_segs_out:1 data_segs_in:3224 send 537259bps lastsnd:5752 lastrcv:188 lastack:44 pacing_rate 1074512bps delivery_rate 52768bps delivered:2 app_limited busy:220ms rcv_rtt:203 rcv_space:508248 rcv_ssthresh:3756689 minrtt:215.059 rcv_ooopack:2096 snd_wnd:65152
# 1795862475.029718391
ESTAB 0      0      10.0.1.1:33578 10.0.3.2:80
	 skmem:(r0,rb6285703,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:648 rtt:215.613/81.756 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:5097202 segs_out:1611 segs_in:3523 data_segs_out:1 data_segs_in:3521 send 537259bps lastsnd:7072 lastrcv:16 lastack:16 pacing_rate 1074512bps delivery_rate 52768bps delivered:2 app_limited busy:220ms rcv_rtt:210.453 rcv_space:508248 rcv_ssthresh:3756689 minrtt:215.059 rcv_ooopack:2131 snd_wnd:65152
# 1795862476.379959700
ESTAB 0      0      10.0.1.1:33578 10.0.3.2:80
	 skmem:(r0,rb6285703,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:648 rtt:215.613/81.756 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:5498298 segs_out:1672 segs_in:3800 data_segs_out:1 data_segs_in:3798 send 537259bps lastsnd:8460 lastrcv:12 lastack:12 pacing_rate 1074512bps delivery_rate 52768bps delivered:2 app_limited busy:220ms rcv_rtt:206.617 rcv_space:508248 rcv_ssthresh:3756689 minrtt:215.059 rcv_ooopack:2182 snd_wnd:65152
# 1795862477.741502374
ESTAB 0      0      10.0.1.1:33578 10.0.3.2:80
	 skmem:(r0,rb6285703,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:648 rtt:215.613/81.756 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:5926906 segs_out:1747 segs_in:4096 data_segs_out:1 data_segs_in:4094 send 537259bps lastsnd:9936 lastrcv:16 lastack:16 pacing_rate 1074512bps delivery_rate 52768bps delivered:2 app_limited busy:220ms rcv_rtt:209.222 rcv_space:508248 rcv_ssthresh:3756689 minrtt:215.059 rcv_ooopack:2227 snd_wnd:65152
# 1795862479.191854134
ESTAB 0      0      10.0.1.1:33578 10.0.3.2:80
	 skmem:(r0,rb6285703,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:648 rtt:215.613/81.756 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:6258498 segs_out:1796 segs_in:4325 data_segs_out:1 data_segs_in:4323 send 537259bps lastsnd:11288 lastrcv:16 lastack:16 pacing_rate 1074512bps delivery_rate 52768bps delivered:2 app_limited busy:220ms rcv_rtt:205.75 rcv_space:508248 rcv_ssthresh:3756689 minrtt:215.059 rcv_ooopack:2268 snd_wnd:65152
# 1795862480.682925073
ESTAB 0      0      10.0.1.1:33578 10.0.3.2:80
	 skmem:(r0,rb6285703,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:648 rtt:215.613/81.756 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:6581402 segs_out:1848 segs_in:4548 data_segs_out:1 data_segs_in:4546 send 537259bps lastsnd:12792 lastrcv:36 lastack:36 pacing_rate 1074512bps delivery_rate 52768bps delivered:2 app_limited busy:220ms rcv_rtt:207.621 rcv_space:508248 rcv_ssthresh:3756689 minrtt:215.059 rcv_ooopack:2268 snd_wnd:65152
# 1795862482.134790574
ESTAB 0      0      10.0.1.1:33578 10.0.3.2:80
	 skmem:(r0,rb6285703,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:648 rtt:215.613/81.756 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:6842042 segs_out:1912 segs_in:4728 data_segs_out:1 data_segs_in:4726 send 537259bps lastsnd:14296 lastrcv:12 lastack:12 pacing_rate 1074512bps delivery_rate 52768bps delivered:2 app_limited busy:220ms rcv_rtt:206.494 rcv_space:508248 rcv_ssthresh:3756689 minrtt:215.059 rcv_ooopack:2333 snd_wnd:65152
# 1795862483.632672679
ESTAB 0      0      10.0.1.1:33578 10.0.3.2:80
	 skmem:(r0,rb6285703,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:648 rtt:215.613/81.756 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:7073722 segs_out:1950 segs_in:4888 data_segs_out:1 data_segs_in:4886 send 537259bps lastsnd:15744 lastrcv:40 lastack:40 pacing_rate 1074512bps delivery_rate 52768bps delivered:2 app_limited busy:220ms rcv_rtt:210.12 rcv_space:508248 rcv_ssthresh:3756689 minrtt:215.059 rcv_ooopack:2333 snd_wnd:65152
# 1795862485.079949532
ESTAB 0      0      10.0.1.1:33578 10.0.3.2:80
	 skmem:(r3856,rb6285703,t0,tb87040,f240,w0,o0,bl0,d0) cubic wscale:7,7 rto:648 rtt:215.613/81.756 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:7303954 segs_out:1990 segs_in:5049 data_segs_out:1 data_segs_in:5047 send 537259bps lastsnd:17192 lastrcv:12 lastack:12 pacing_rate 1074512bps delivery_rate 52768bps delivered:2 app_limited busy:220ms rcv_rtt:210 rcv_space:508248 rcv_ssthresh:3756689 minrtt:215.059 rcv_ooopack:2362 snd_wnd:65152
# 1795862486.549676273
ESTAB 0      0      10.0.1.1:33578 10.0.3.2:80
	 skmem:(r0,rb6285703,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:648 rtt:215.613/81.756 ato:80 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:7463234 segs_out:2029 segs_in:5157 data_segs_out:1 data_segs_in:5155 send 537259bps lastsnd:18592 lastrcv:60 lastack:60 pacing_rate 1074512bps delivery_rate 52768bps delivered:2 app_limited busy:220ms rcv_rtt:209.625 rcv_space:508248 rcv_ssthresh:3756689 minrtt:215.059 rcv_ooopack:2383 snd_wnd:65152
# 1795862487.898795227
ESTAB 0      0      10.0.1.1:33578 10.0.3.2:80
	 skmem:(r0,rb6285703,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:648 rtt:215.613/81.756 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:7615274 segs_out:2064 segs_in:5262 data_segs_out:1 data_segs_in:5260 send 537259bps lastsnd:19976 lastrcv:28 lastack:28 pacing_rate 1074512bps delivery_rate 52768bps delivered:2 app_limited busy:220ms rcv_rtt:206.538 rcv_space:508248 rcv_ssthresh:3756689 minrtt:215.059 rcv_ooopack:2402 snd_wnd:65152
# 1795862489.324638751
ESTAB 0      0      10.0.1.1:33578 10.0.3.2:80
	 skmem:(r0,rb6285703,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:648 rtt:215.613/81.756 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:7741250 segs_out:2093 segs_in:5349 data_segs_out:1 data_segs_in:5347 send 537259bps lastsnd:21440 lastrcv:12 lastack:16 pacing_rate 1074512bps delivery_rate 52768bps delivered:2 app_limited busy:220ms rcv_rtt:207.375 rcv_space:508248 rcv_ssthresh:3756689 minrtt:215.059 rcv_ooopack:2434 snd_wnd:65152
# 1795862491.010353029
ESTAB 0      0      10.0.1.1:33578 10.0.3.2:80
	 skmem:(r0,rb6285703,t2,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:648 rtt:215.613/81.756 ato:88 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:7881706 segs_out:2126 segs_in:5446 data_segs_out:1 data_segs_in:5444 send 537259bps lastsnd:23172 lastrcv:48 lastack:48 pacing_rate 1074512bps delivery_rate 52768bps delivered:2 app_limited busy:220ms rcv_rtt:205.984 rcv_space:508248 rcv_ssthresh:3756689 minrtt:215.059 rcv_ooopack:2434 snd_wnd:65152
# 1795862492.526838632
ESTAB 0      0      10.0.1.1:33578 10.0.3.2:80
	 skmem:(r0,rb6285703,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:648 rtt:215.613/81.756 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:8027954 segs_out:2146 segs_in:5547 data_segs_out:1 data_segs_in:5545 send 537259bps lastsnd:24656 lastrcv:60 lastack:60 pacing_rate 1074512bps delivery_rate 52768bps delivered:2 app_limited busy:220ms rcv_rtt:207 rcv_space:508248 rcv_ssthresh:3756689 minrtt:215.059 rcv_ooopack:2434 snd_wnd:65152
# 1795862493.927876180
ESTAB 0      0      10.0.1.1:33578 10.0.3.2:80
	 skmem:(r0,rb6285703,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:648 rtt:215.613/81.756 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:8198818 segs_out:2170 segs_in:5665 data_segs_out:1 data_segs_in:5663 send 537259bps lastsnd:25992 lastrcv:24 lastack:24 pacing_rate 1074512bps delivery_rate 52768bps delivered:2 app_limited busy:220ms rcv_rtt:207.046 rcv_space:508248 rcv_ssthresh:3756689 minrtt:215.059 rcv_ooopack:2434 snd_wnd:65152
# 1795862495.325861316
ESTAB 0      0      10.0.1.1:33578 10.0.3.2:80
	 skmem:(r0,rb6285703,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:648 rtt:215.613/81.756 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:8463802 segs_out:2198 segs_in:5848 data_segs_out:1 data_segs_in:5846 send 537259bps lastsnd:27484 lastrcv:24 lastack:24 pacing_rate 1074512bps delivery_rate 52768bps delivered:2 app_limited busy:220ms rcv_rtt:210.236 rcv_space:508248 rcv_ssthresh:3756689 minrtt:215.059 rcv_ooopack:2434 snd_wnd:65152
# 1795862496.790386706
ESTAB 0      0      10.0.1.1:33578 10.0.3.2:80
	 skmem:(r0,rb6285703,t4,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:648 rtt:215.613/81.756 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:8944538 segs_out:2245 segs_in:6180 data_segs_out:1 data_segs_in:6178 send 537259bps lastsnd:28844 lastrcv:4 lastack:8 pacing_rate 1074512bps delivery_rate 52768bps delivered:2 app_limited busy:220ms rcv_rtt:210.958 rcv_space:508248 rcv_ssthresh:3756689 minrtt:215.059 rcv_ooopack:2501 snd_wnd:65152
# 1795862498.170148724
ESTAB 0      0      10.0.1.1:33578 10.0.3.2:80
	 skmem:(r0,rb6285703,t2,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:648 rtt:215.613/81.756 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:9416586 segs_out:2292 segs_in:6506 data_segs_out:1 data_segs_in:6504 send 537259bps lastsnd:30120 lastrcv:8 lastack:8 pacing_rate 1074512bps delivery_rate 52768bps delivered:2 app_limited busy:220ms rcv_rtt:207.262 rcv_space:508248 rcv_ssthresh:3756689 minrtt:215.059 rcv_ooopack:2501 snd_wnd:65152
# 1795862499.557627216
ESTAB 0      0      10.0.1.1:33578 10.0.3.2:80
	 skmem:(r0,rb6285703,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:648 rtt:215.613/81.756 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:9816234 segs_out:2339 segs_in:6782 data_segs_out:1 data_segs_in:6780 send 537259bps lastsnd:31328 lastrcv:36 lastack:36 pacing_rate 1074512bps delivery_rate 52768bps delivered:2 app_limited busy:220ms rcv_rtt:205 rcv_space:508248 rcv_ssthresh:3756689 minrtt:215.059 rcv_ooopack:2565 snd_wnd:65152
# 1795862500.635413728
ESTAB 0      0      10.0.1.1:33578 10.0.3.2:80
	 skmem:(r0,rb6285703,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:648 rtt:215.613/81.756 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:10152170 segs_out:2386 segs_in:7014 data_segs_out:1 data_segs_in:7012 send 537259bps lastsnd:32612 lastrcv:52 lastack:52 pacing_rate 1074512bps delivery_rate 52768bps delivered:2 app_limited busy:220ms rcv_rtt:206 rcv_space:508248 rcv_ssthresh:3756689 minrtt:215.059 rcv_ooopack:2615 snd_wnd:65152
# 1795862501.948116676
LAST-ACK 0      1      10.0.1.1:33578 10.0.3.2:80
	 skmem:(r0,rb6285703,t0,tb87040,f3136,w960,o0,bl0,d0) cubic wscale:7,7 rto:648 rtt:215.613/81.756 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:10486003 segs_out:2443 segs_in:7245 data_segs_out:1 data_segs_in:7243 send 537259bps lastsnd:34088 lastrcv:180 lastack:180 pacing_rate 1074512bps delivery_rate 52768bps delivered:2 app_limited busy:396ms unacked:1 rcv_rtt:207.812 rcv_space:508248 rcv_ssthresh:3756689 minrtt:215.059 rcv_ooopack:2657 snd_wnd:65152
