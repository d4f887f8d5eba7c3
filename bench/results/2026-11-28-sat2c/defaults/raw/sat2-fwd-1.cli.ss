# 1795862278.004439332
# 1795862279.942638122
# 1795862281.761436176
# 1795862283.367839069
ESTAB 0      0      10.0.1.1:44944 10.0.3.2:80
	 skmem:(r0,rb434219,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:648 rtt:215.902/83.261 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:100154 segs_out:45 segs_in:72 data_segs_out:1 data_segs_in:70 send 536540bps lastsnd:892 lastrcv:168 lastack:168 pacing_rate 1073072bps delivery_rate 51296bps delivered:2 app_limited busy:228ms rcv_rtt:205 rcv_space:39096 rcv_ssthresh:132390 minrtt:214.488 snd_wnd:65152
# 1795862285.062478851
ESTAB 0      0      10.0.1.1:44944 10.0.3.2:80
	 skmem:(r0,rb3668356,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:648 rtt:215.902/83.261 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:1826170 segs_out:789 segs_in:1264 data_segs_out:1 data_segs_in:1262 send 536540bps lastsnd:2516 lastrcv:44 lastack:44 pacing_rate 1073072bps delivery_rate 51296bps delivered:2 app_limited busy:228ms rcv_rtt:207.653 rcv_space:414128 rcv_ssthresh:2190976 minrtt:214.488 rcv_ooopack:643 snd_wnd:65152
# 1795862286.683098268
ESTAB 0      0      10.0.1.1:44944 10.0.3.2:80
	 skmem:(r0,rb3668356,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:648 rtt:215.902/83.261 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:2686282 segs_out:915 segs_in:1858 data_segs_out:1 data_segs_in:1856 send 536540bps lastsnd:4192 lastrcv:24 lastack:24 pacing_rate 1073072bps delivery_rate 51296bps delivered:2 app_limited busy:228ms rcv_rtt:210.593 rcv_space:414128 rcv_ssthresh:2190976 minrtt:214.488 rcv_ooopack:914 snd_wnd:65152
# 1795862288.236912755
ESTAB 0      0      10.0.1.1:44944 10.0.3.2:80
	 skmem:(r0,rb3668356,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:648 rtt:215.902/83.261 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:3051178 segs_out:960 segs_in:2110 data_segs_out:1 data_segs_in:2108 send 536540bps lastsnd:5604 lastrcv:168 lastack:168 pacing_rate 1073072bps delivery_rate 51296bps delivered:2 app_limited busy:228ms rcv_rtt:208 rcv_space:414128 rcv_ssthresh:2192415 minrtt:214.488 rcv_ooopack:961 snd_wnd:65152
# 1795862289.677587521
ESTAB 0      0      10.0.1.1:44944 10.0.3.2:80
	 skmem:(r0,rb3668356,t2,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:648 rtt:215.902/83.261 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:3353810 segs_out:1010 segs_in:2319 data_segs_out:1 data_segs_in:2317 send 536540bps lastsnd:6920 pacing_rate 1073072bps delivery_rate 51296bps delivered:2 app_limited busy:228ms rcv_rtt:206.5 rcv_space:414128 rcv_ssthresh:2192415 minrtt:214.488 rcv_ooopack:998 snd_wnd:65152
# 1795862290.962095906
ESTAB 0      0      10.0.1.1:44944 10.0.3.2:80
	 skmem:(r0,rb3668356,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:648 rtt:215.902/83.261 ato:80 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:3618794 segs_out:1045 segs_in:2502 data_segs_out:1 data_segs_in:2500 send 536540bps lastsnd:8308 lastrcv:124 lastack:124 pacing_rate 1073072bps delivery_rate 51296bps delivered:2 app_limited busy:228ms rcv_rtt:207.888 rcv_space:414128 rcv_ssthresh:2192415 minrtt:214.488 rcv_ooopack:998 snd_wnd:65152
# 1795862292.410829088
ESTAB 0      0      10.0.1.1:44944 10.0.3.2:80
	 skmem:(r0,rb3668356,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:648 rtt:215.902/83.261 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:3902602 segs_out:1092 segs_in:2698 data_segs_out:1 data_segs_in:2696 send 536540bps lastsnd:9728 lastrcv:64 lastack:64 pacing_rate 1073072bps delivery_rate 51296bps delivered:2 app_limited busy:228ms rcv_rtt:206.031 rcv_space:414128 rcv_ssthresh:2192415 minrtt:214.488 rcv_ooopack:1031 snd_wnd:65152
# 1795862293.805757059
ESTAB 0      0      10.0.1.1:44944 10.0.3.2:80
	 skmem:(r0,rb3668356,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:648 rtt:215.902/83.261 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:4122698 segs_out:1144 segs_in:2850 data_segs_out:1 data_segs_in:2848 send 536540bps lastsnd:11180 lastrcv:44 lastack:44 pacing_rate 1073072bps delivery_rate 51296bps delivered:2 app_limited busy:228ms rcv_rtt:205 rcv_space:414128 rcv_ssthresh:2192415 minrtt:214.488 rcv_ooopack:1074 snd_wnd:65152
# 1795862295.250747121
ESTAB 0      0      10.0.1.1:44944 10.0.3.2:80
	 skmem:(r0,rb3668356,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:648 rtt:215.902/83.261 ato:80 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:4318178 segs_out:1180 segs_in:2985 data_segs_out:1 data_segs_in:2983 send 536540bps lastsnd:12532 lastrcv:96 lastack:96 pacing_rate 1073072bps delivery_rate 51296bps delivered:2 app_limited busy:228ms rcv_rtt:206.727 rcv_space:414128 rcv_ssthresh:2192415 minrtt:214.488 rcv_ooopack:1074 snd_wnd:65152
# 1795862296.626173322
ESTAB 0      0      10.0.1.1:44944 10.0.3.2:80
	 skmem:(r0,rb3668356,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:648 rtt:215.902/83.261 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:4565786 segs_out:1227 segs_in:3156 data_segs_out:1 data_segs_in:3154 send 536540bps lastsnd:13968 lastrcv:100 lastack:100 pacing_rate 1073072bps delivery_rate 51296bps delivered:2 app_limited busy:228ms rcv_rtt:209.587 rcv_space:414128 rcv_ssthresh:2192415 minrtt:214.488 rcv_ooopack:1074 snd_wnd:65152
# 1795862298.079588538
ESTAB 0      0      10.0.1.1:44944 10.0.3.2:80
	 skmem:(r27984,rb3668356,t0,tb87040,f4784,w0,o0,bl0,d0) cubic wscale:7,7 rto:648 rtt:215.902/83.261 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:4809050 segs_out:1272 segs_in:3342 data_segs_out:1 data_segs_in:3340 send 536540bps lastsnd:15456 lastrcv:160 lastack:92 pacing_rate 1073072bps delivery_rate 51296bps delivered:2 app_limited busy:228ms rcv_rtt:211.382 rcv_space:414128 rcv_ssthresh:2192415 minrtt:214.488 rcv_ooopack:1122 snd_wnd:65152
# 1795862299.522523267
ESTAB 0      0      10.0.1.1:44944 10.0.3.2:80
	 skmem:(r0,rb3668356,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:648 rtt:215.902/83.261 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:4997290 segs_out:1299 segs_in:3454 data_segs_out:1 data_segs_in:3452 send 536540bps lastsnd:16848 lastrcv:8 lastack:8 pacing_rate 1073072bps delivery_rate 51296bps delivered:2 app_limited busy:228ms rcv_rtt:205 rcv_space:414128 rcv_ssthresh:2192415 minrtt:214.488 rcv_ooopack:1126 snd_wnd:65152
# 1795862300.923767693
ESTAB 0      0      10.0.1.1:44944 10.0.3.2:80
	 skmem:(r0,rb3668356,t2,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:648 rtt:215.902/83.261 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:5129058 segs_out:1317 segs_in:3545 data_segs_out:1 data_segs_in:3543 send 536540bps lastsnd:18028 lastrcv:4 lastack:4 pacing_rate 1073072bps delivery_rate 51296bps delivered:2 app_limited busy:228ms rcv_rtt:207.465 rcv_space:414128 rcv_ssthresh:2192415 minrtt:214.488 rcv_ooopack:1126 snd_wnd:65152
# 1795862302.077043324
ESTAB 0      0      10.0.1.1:44944 10.0.3.2:80
	 skmem:(r19784,rb3668356,t0,tb87040,f4792,w0,o0,bl0,d0) cubic wscale:7,7 rto:648 rtt:215.902/83.261 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:5226074 segs_out:1337 segs_in:3625 data_segs_out:1 data_segs_in:3623 send 536540bps lastsnd:19048 lastrcv:192 lastack:92 pacing_rate 1073072bps delivery_rate 51296bps delivered:2 app_limited busy:228ms rcv_rtt:206 rcv_space:414128 rcv_ssthresh:2192415 minrtt:214.488 rcv_ooopack:1160 snd_wnd:65152
# 1795862303.084100002
ESTAB 0      0      10.0.1.1:44944 10.0.3.2:80
	 skmem:(r0,rb3668356,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:648 rtt:215.902/83.261 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:5324538 segs_out:1356 segs_in:3680 data_segs_out:1 data_segs_in:3678 send 536540bps lastsnd:20064 lastrcv:56 lastack:56 pacing_rate 1073072bps delivery_rate 51296bps delivered:2 app_limited busy:228ms rcv_rtt:205.75 rcv_space:414128 rcv_ssthresh:2192415 minrtt:214.488 rcv_ooopack:1163 snd_wnd:65152
# 1795862304.104591708
ESTAB 0      0      10.0.1.1:44944 10.0.3.2:80
	 skmem:(r0,rb3668356,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:648 rtt:215.902/83.261 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:5408522 segs_out:1379 segs_in:3738 data_segs_out:1 data_segs_in:3736 send 536540bps lastsnd:21160 lastrcv:16 lastack:16 pacing_rate 1073072bps delivery_rate 51296bps delivered:2 app_limited busy:228ms rcv_rtt:205.468 rcv_space:414128 rcv_ssthresh:2192415 minrtt:214.488 rcv_ooopack:1175 snd_wnd:65152
# 1795862305.116526601
ESTAB 0      0      10.0.1.1:44944 10.0.3.2:80
	 skmem:(r0,rb3668356,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:648 rtt:215.902/83.261 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:5501194 segs_out:1393 segs_in:3802 data_segs_out:1 data_segs_in:3800 send 536540bps lastsnd:22284 lastrcv:92 lastack:92 pacing_rate 1073072bps delivery_rate 51296bps delivered:2 app_limited busy:228ms rcv_rtt:204.125 rcv_space:414128 rcv_ssthresh:2192415 minrtt:214.488 rcv_ooopack:1175 snd_wnd:65152
# 1795862306.305633198
ESTAB 0      0      10.0.1.1:44944 10.0.3.2:80
	 skmem:(r0,rb3668356,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:648 rtt:215.902/83.261 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:5619930 segs_out:1420 segs_in:3884 data_segs_out:1 data_segs_in:3882 send 536540bps lastsnd:23480 lastrcv:32 lastack:32 pacing_rate 1073072bps delivery_rate 51296bps delivered:2 app_limited busy:228ms rcv_rtt:209.165 rcv_space:414128 rcv_ssthresh:2192415 minrtt:214.488 rcv_ooopack:1175 snd_wnd:65152
# 1795862307.468600826
ESTAB 0      0      10.0.1.1:44944 10.0.3.2:80
	 skmem:(r0,rb3668356,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:648 rtt:215.902/83.261 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:5744458 segs_out:1445 segs_in:3970 data_segs_out:1 data_segs_in:3968 send 536540bps lastsnd:24608 lastrcv:20 lastack:20 pacing_rate 1073072bps delivery_rate 51296bps delivered:2 app_limited busy:228ms rcv_rtt:205.25 rcv_space:414128 rcv_ssthresh:2192415 minrtt:214.488 rcv_ooopack:1175 snd_wnd:65152
# 1795862308.604851790
ESTAB 0      0      10.0.1.1:44944 10.0.3.2:80
	 skmem:(r0,rb3668356,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:648 rtt:215.902/83.261 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:5900842 segs_out:1476 segs_in:4078 data_segs_out:1 data_segs_in:4076 send 536540bps lastsnd:25812 lastrcv:64 lastack:64 pacing_rate 1073072bps delivery_rate 51296bps delivered:2 app_limited busy:228ms rcv_rtt:206.625 rcv_space:414128 rcv_ssthresh:2192415 minrtt:214.488 rcv_ooopack:1175 snd_wnd:65152
# 1795862309.852000536
ESTAB 0      0      10.0.1.1:44944 10.0.3.2:80
	 skmem:(r0,rb3668356,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:648 rtt:215.902/83.261 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:6152794 segs_out:1526 segs_in:4252 data_segs_out:1 data_segs_in:4250 send 536540bps lastsnd:27016 lastrcv:16 lastack:16 pacing_rate 1073072bps delivery_rate 51296bps delivered:2 app_limited busy:228ms rcv_rtt:208 rcv_space:414128 rcv_ssthresh:2192415 minrtt:214.488 rcv_ooopack:1175 snd_wnd:65152
# 1795862311.043957299
ESTAB 0      0      10.0.1.1:44944 10.0.3.2:80
	 skmem:(r30880,rb3668356,t4,tb87040,f1888,w0,o0,bl0,d0) cubic wscale:7,7 rto:648 rtt:215.902/83.261 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:6517690 segs_out:1590 segs_in:4524 data_segs_out:1 data_segs_in:4522 send 536540bps lastsnd:28136 lastrcv:92 pacing_rate 1073072bps delivery_rate 51296bps delivered:2 app_limited busy:228ms rcv_rtt:205.578 rcv_space:414128 rcv_ssthresh:2192415 minrtt:214.488 rcv_ooopack:1195 snd_wnd:65152
# 1795862312.157213457
ESTAB 0      0      10.0.1.1:44944 10.0.3.2:80
	 skmem:(r0,rb3668356,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:648 rtt:215.902/83.261 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:6885482 segs_out:1648 segs_in:4758 data_segs_out:1 data_segs_in:4756 send 536540bps lastsnd:29212 lastrcv:48 lastack:48 pacing_rate 1073072bps delivery_rate 51296bps delivered:2 app_limited busy:228ms rcv_rtt:204.359 rcv_space:414128 rcv_ssthresh:2192415 minrtt:214.488 rcv_ooopack:1298 snd_wnd:65152
# 1795862313.224565219
ESTAB 0      0      10.0.1.1:44944 10.0.3.2:80
	 skmem:(r0,rb3668356,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:648 rtt:215.902/83.261 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:7112818 segs_out:1698 segs_in:4915 data_segs_out:1 data_segs_in:4913 send 536540bps lastsnd:30256 lastrcv:76 lastack:76 pacing_rate 1073072bps delivery_rate 51296bps delivered:2 app_limited busy:228ms rcv_rtt:206 rcv_space:414128 rcv_ssthresh:2192415 minrtt:214.488 rcv_ooopack:1369 snd_wnd:65152
# 1795862314.238527974
ESTAB 0      0      10.0.1.1:44944 10.0.3.2:80
	 skmem:(r0,rb3668356,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:648 rtt:215.902/83.261 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:7250378 segs_out:1738 segs_in:5010 data_segs_out:1 data_segs_in:5008 send 536540bps lastsnd:31264 lastrcv:8 lastack:8 pacing_rate 1073072bps delivery_rate 51296bps delivered:2 app_limited busy:228ms rcv_rtt:205 rcv_space:414128 rcv_ssthresh:2192415 minrtt:214.488 rcv_ooopack:1393 snd_wnd:65152
# 1795862315.274153450
ESTAB 0      0      10.0.1.1:44944 10.0.3.2:80
	 skmem:(r0,rb3668356,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:648 rtt:215.902/83.261 ato:44 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:7372010 segs_out:1768 segs_in:5094 data_segs_out:1 data_segs_in:5092 send 536540bps lastsnd:32324 lastrcv:4 lastack:4 pacing_rate 1073072bps delivery_rate 51296bps delivered:2 app_limited busy:228ms rcv_rtt:205.375 rcv_space:414128 rcv_ssthresh:2192415 minrtt:214.488 rcv_ooopack:1414 snd_wnd:65152
# 1795862316.376458398
ESTAB 0      0      10.0.1.1:44944 10.0.3.2:80
	 skmem:(r0,rb3668356,t2,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:648 rtt:215.902/83.261 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:7511018 segs_out:1797 segs_in:5190 data_segs_out:1 data_segs_in:5188 send 536540bps lastsnd:33520 lastrcv:8 lastack:8 pacing_rate 1073072bps delivery_rate 51296bps delivered:2 app_limited busy:228ms rcv_rtt:205.55 rcv_space:414128 rcv_ssthresh:2192415 minrtt:214.488 rcv_ooopack:1414 snd_wnd:65152
# 1795862317.574152355
ESTAB 0      0      10.0.1.1:44944 10.0.3.2:80
	 skmem:(r0,rb3668356,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:648 rtt:215.902/83.261 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:7657266 segs_out:1839 segs_in:5291 data_segs_out:1 data_segs_in:5289 send 536540bps lastsnd:34720 lastrcv:36 lastack:36 pacing_rate 1073072bps delivery_rate 51296bps delivered:2 app_limited busy:228ms rcv_rtt:206.824 rcv_space:414128 rcv_ssthresh:2192415 minrtt:214.488 rcv_ooopack:1435 snd_wnd:65152
# 1795862318.727773153
ESTAB 0      0      10.0.1.1:44944 10.0.3.2:80
	 skmem:(r0,rb3668356,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:648 rtt:215.902/83.261 ato:44 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:7776002 segs_out:1875 segs_in:5373 data_segs_out:1 data_segs_in:5371 send 536540bps lastsnd:35944 lastrcv:16 lastack:16 pacing_rate 1073072bps delivery_rate 51296bps delivered:2 app_limited busy:228ms rcv_rtt:206 rcv_space:414128 rcv_ssthresh:2192415 minrtt:214.488 rcv_ooopack:1453 snd_wnd:65152
# 1795862319.994206950
ESTAB 0      0      10.0.1.1:44944 10.0.3.2:80
	 skmem:(r0,rb3668356,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:648 rtt:215.902/83.261 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:7891842 segs_out:1906 segs_in:5453 data_segs_out:1 data_segs_in:5451 send 536540bps lastsnd:37156 lastrcv:76 lastack:76 pacing_rate 1073072bps delivery_rate 51296bps delivered:2 app_limited busy:228ms rcv_rtt:205 rcv_space:414128 rcv_ssthresh:2192415 minrtt:214.488 rcv_ooopack:1453 snd_wnd:65152
# 1795862321.166481188
ESTAB 0      0      10.0.1.1:44944 10.0.3.2:80
	 skmem:(r0,rb3668356,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:648 rtt:215.902/83.261 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:8009130 segs_out:1932 segs_in:5534 data_segs_out:1 data_segs_in:5532 send 536540bps lastsnd:38160 lastrcv:44 lastack:44 pacing_rate 1073072bps delivery_rate 51296bps delivered:2 app_limited busy:228ms rcv_rtt:204.734 rcv_space:414128 rcv_ssthresh:2192415 minrtt:214.488 rcv_ooopack:1453 snd_wnd:65152
# 1795862322.191327181
ESTAB 0      0      10.0.1.1:44944 10.0.3.2:80
	 skmem:(r0,rb3668356,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:648 rtt:215.902/83.261 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:8126418 segs_out:1962 segs_in:5615 data_segs_out:1 data_segs_in:5613 send 536540bps lastsnd:39188 lastrcv:36 lastack:36 pacing_rate 1073072bps delivery_rate 51296bps delivered:2 app_limited busy:228ms rcv_rtt:205 rcv_space:414128 rcv_ssthresh:2192415 minrtt:214.488 rcv_ooopack:1472 snd_wnd:65152
# 1795862323.194165708
ESTAB 0      0      10.0.1.1:44944 10.0.3.2:80
	 skmem:(r0,rb3668356,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:648 rtt:215.902/83.261 ato:80 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:8240810 segs_out:1997 segs_in:5694 data_segs_out:1 data_segs_in:5692 send 536540bps lastsnd:40256 lastrcv:60 lastack:60 pacing_rate 1073072bps delivery_rate 51296bps delivered:2 app_limited busy:228ms rcv_rtt:206 rcv_space:414128 rcv_ssthresh:2192415 minrtt:214.488 rcv_ooopack:1492 snd_wnd:65152
# 1795862324.250700700
ESTAB 0      0      10.0.1.1:44944 10.0.3.2:80
	 skmem:(r0,rb3668356,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:648 rtt:215.902/83.261 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:8372578 segs_out:2022 segs_in:5785 data_segs_out:1 data_segs_in:5783 send 536540bps lastsnd:41420 lastrcv:36 lastack:36 pacing_rate 1073072bps delivery_rate 51296bps delivered:2 app_limited busy:228ms rcv_rtt:208 rcv_space:414128 rcv_ssthresh:2192415 minrtt:214.488 rcv_ooopack:1492 snd_wnd:65152
# 1795862325.496734737
ESTAB 0      0      10.0.1.1:44944 10.0.3.2:80
	 skmem:(r0,rb3668356,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:648 rtt:215.902/83.261 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:8536202 segs_out:2054 segs_in:5898 data_segs_out:1 data_segs_in:5896 send 536540bps lastsnd:42672 lastrcv:40 lastack:40 pacing_rate 1073072bps delivery_rate 51296bps delivered:2 app_limited busy:228ms rcv_rtt:204 rcv_space:414128 rcv_ssthresh:2192415 minrtt:214.488 rcv_ooopack:1492 snd_wnd:65152
# 1795862326.661898801
ESTAB 0      0      10.0.1.1:44944 10.0.3.2:80
	 skmem:(r0,rb3668356,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:648 rtt:215.902/83.261 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:8681002 segs_out:2083 segs_in:5998 data_segs_out:1 data_segs_in:5996 send 536540bps lastsnd:43836 lastrcv:72 lastack:72 pacing_rate 1073072bps delivery_rate 51296bps delivered:2 app_limited busy:228ms rcv_rtt:207.439 rcv_space:414128 rcv_ssthresh:2192415 minrtt:214.488 rcv_ooopack:1513 snd_wnd:65152
# 1795862327.876146164
ESTAB 0      0      10.0.1.1:44944 10.0.3.2:80
	 skmem:(r0,rb3668356,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:648 rtt:215.902/83.261 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:8846074 segs_out:2109 segs_in:6112 data_segs_out:1 data_segs_in:6110 send 536540bps lastsnd:45140 lastrcv:64 lastack:64 pacing_rate 1073072bps delivery_rate 51296bps delivered:2 app_limited busy:228ms rcv_rtt:208.359 rcv_space:414128 rcv_ssthresh:2192415 minrtt:214.488 rcv_ooopack:1513 snd_wnd:65152
# 1795862329.155285463
ESTAB 0      0      10.0.1.1:44944 10.0.3.2:80
	 skmem:(r0,rb3668356,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:648 rtt:215.902/83.261 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:9003906 segs_out:2134 segs_in:6221 data_segs_out:1 data_segs_in:6219 send 536540bps lastsnd:46256 lastrcv:12 lastack:12 pacing_rate 1073072bps delivery_rate 51296bps delivered:2 app_limited busy:228ms rcv_rtt:205 rcv_space:414128 rcv_ssthresh:2192415 minrtt:214.488 rcv_ooopack:1513 snd_wnd:65152
# 1795862330.292625693
ESTAB 0      0      10.0.1.1:44944 10.0.3.2:80
	 skmem:(r0,rb3668356,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:648 rtt:215.902/83.261 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:9148706 segs_out:2148 segs_in:6321 data_segs_out:1 data_segs_in:6319 send 536540bps lastsnd:47260 lastrcv:72 lastack:72 pacing_rate 1073072bps delivery_rate 51296bps delivered:2 app_limited busy:228ms rcv_rtt:205 rcv_space:414128 rcv_ssthresh:2192415 minrtt:214.488 rcv_ooopack:1513 snd_wnd:65152
# 1795862331.324512412
ESTAB 0      0      10.0.1.1:44944 10.0.3.2:80
	 skmem:(r0,rb3668356,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:648 rtt:215.902/83.261 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:9338394 segs_out:2179 segs_in:6452 data_segs_out:1 data_segs_in:6450 send 536540bps lastsnd:48416 lastrcv:84 lastack:84 pacing_rate 1073072bps delivery_rate 51296bps delivered:2 app_limited busy:228ms rcv_rtt:205.63 rcv_space:414128 rcv_ssthresh:2192415 minrtt:214.488 rcv_ooopack:1513 snd_wnd:65152
# 1795862332.427731220
ESTAB 0      0      10.0.1.1:44944 10.0.3.2:80
	 skmem:(r20744,rb3668356,t2,tb87040,f3832,w0,o0,bl0,d0) cubic wscale:7,7 rto:648 rtt:215.902/83.261 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:9603378 segs_out:2228 segs_in:6648 data_segs_out:1 data_segs_in:6646 send 536540bps lastsnd:49696 lastrcv:124 lastack:4 pacing_rate 1073072bps delivery_rate 51296bps delivered:2 app_limited busy:228ms rcv_rtt:207 rcv_space:414128 rcv_ssthresh:2192415 minrtt:214.488 rcv_ooopack:1526 snd_wnd:65152
# 1795862333.797917134
ESTAB 0      0      10.0.1.1:44944 10.0.3.2:80
	 skmem:(r0,rb3668356,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:648 rtt:215.902/83.261 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:9879946 segs_out:2281 segs_in:6826 data_segs_out:1 data_segs_in:6824 send 536540bps lastsnd:51088 lastrcv:40 lastack:40 pacing_rate 1073072bps delivery_rate 51296bps delivered:2 app_limited busy:228ms rcv_rtt:208.679 rcv_space:414128 rcv_ssthresh:2192415 minrtt:214.488 rcv_ooopack:1587 snd_wnd:65152
# 1795862335.110867951
ESTAB 0      0      10.0.1.1:44944 10.0.3.2:80
	 skmem:(r27984,rb3668356,t0,tb87040,f4784,w0,o0,bl0,d0) cubic wscale:7,7 rto:648 rtt:215.902/83.261 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:10069634 segs_out:2327 segs_in:6975 data_segs_out:1 data_segs_in:6973 send 536540bps lastsnd:52388 lastrcv:164 lastack:88 pacing_rate 1073072bps delivery_rate 51296bps delivered:2 app_limited busy:228ms rcv_rtt:208.125 rcv_space:414128 rcv_ssthresh:2192415 minrtt:214.488 rcv_ooopack:1605 snd_wnd:65152
# 1795862336.498488923
ESTAB 0      0      10.0.1.1:44944 10.0.3.2:80
	 skmem:(r0,rb3668356,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:648 rtt:215.902/83.261 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:10314346 segs_out:2382 segs_in:7126 data_segs_out:1 data_segs_in:7124 send 536540bps lastsnd:53832 lastrcv:40 lastack:40 pacing_rate 1073072bps delivery_rate 51296bps delivered:2 app_limited busy:228ms rcv_rtt:205.056 rcv_space:414128 rcv_ssthresh:2192415 minrtt:214.488 rcv_ooopack:1614 snd_wnd:65152
# 1795862337.877359284
