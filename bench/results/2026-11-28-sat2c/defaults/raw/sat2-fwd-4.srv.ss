# 1795862463.747074906
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:37612
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:58838
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:52186
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:43084
	
# 1795862465.407553533
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:37612
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:58838
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:52186
	
# 1795862467.116348943
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:37612
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:58838
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:52186
	
# 1795862468.830707027
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:37612
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:58838
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:52186
	
ESTAB     0      299736 10.0.3.2:80 10.0.1.1:33578
	 skmem:(r0,rb131072,t0,tb496128,f1256,w498456,o0,bl0,d0) cubic wscale:7,7 rto:564 rtt:215.535/3.786 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:80 bytes_sent:215994 bytes_acked:100154 bytes_received:79 segs_out:151 segs_in:54 data_segs_out:150 data_segs_in:1 send 4299627bps lastsnd:148 lastrcv:824 lastack:148 pacing_rate 8599224bps delivery_rate 2112272bps delivered:71 busy:800ms unacked:80 rcv_space:14480 rcv_ssthresh:64088 notsent:183896 minrtt:205.431 snd_wnd:165376
# 1795862470.253459469
TIME-WAIT 0      0       10.0.3.2:80 10.0.1.1:37612
	
TIME-WAIT 0      0       10.0.3.2:80 10.0.1.1:58838
	
TIME-WAIT 0      0       10.0.3.2:80 10.0.1.1:52186
	
ESTAB     0      1876608 10.0.3.2:80 10.0.1.1:33578
	 skmem:(r0,rb131072,t0,tb4194304,f1536,w2800128,o0,bl0,d0) cubic wscale:7,7 rto:448 rtt:212.989/2.314 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:174 ssthresh:174 bytes_sent:3191634 bytes_retrans:20272 bytes_acked:2422746 bytes_received:79 segs_out:2206 segs_in:1257 data_segs_out:2205 data_segs_in:1 send 9463475bps lastsnd:4 lastrcv:2372 lastack:4 pacing_rate 33611552bps delivery_rate 11876304bps delivered:2018 busy:2348ms rwnd_limited:12ms(0.5%) unacked:517 retrans:2/14 lost:2 sacked:343 rcv_space:14480 rcv_ssthresh:64088 notsent:1127992 minrtt:204.44 snd_wnd:3658112
# 1795862471.818710008
TIME-WAIT 0      0       10.0.3.2:80 10.0.1.1:37612
	
TIME-WAIT 0      0       10.0.3.2:80 10.0.1.1:58838
	
TIME-WAIT 0      0       10.0.3.2:80 10.0.1.1:52186
	
ESTAB     0      2523864 10.0.3.2:80 10.0.1.1:33578
	 skmem:(r0,rb131072,t0,tb4194304,f2664,w4187544,o0,bl0,d0) cubic wscale:7,7 rto:420 rtt:210.308/2.164 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:59 ssthresh:44 bytes_sent:4109666 bytes_retrans:30408 bytes_acked:3976450 bytes_received:79 segs_out:2840 segs_in:1422 data_segs_out:2839 data_segs_in:1 send 3249786bps lastsnd:100 lastrcv:3792 lastack:100 pacing_rate 4692904bps delivery_rate 3359160bps delivered:2760 busy:3768ms rwnd_limited:12ms(0.3%) unacked:71 retrans:2/21 lost:2 sacked:12 rcv_space:14480 rcv_ssthresh:64088 notsent:2421056 minrtt:203.371 snd_wnd:3753600
# 1795862473.222324778
TIME-WAIT 0      0       10.0.3.2:80 10.0.1.1:37612
	
TIME-WAIT 0      0       10.0.3.2:80 10.0.1.1:58838
	
TIME-WAIT 0      0       10.0.3.2:80 10.0.1.1:52186
	
ESTAB     0      2004032 10.0.3.2:80 10.0.1.1:33578
	 skmem:(r0,rb131072,t0,tb4194304,f1472,w3332672,o0,bl0,d0) cubic wscale:7,7 rto:412 rtt:210.019/1.62 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:53 ssthresh:44 bytes_sent:4603434 bytes_retrans:30408 bytes_acked:4496282 bytes_received:79 segs_out:3181 segs_in:1513 data_segs_out:3180 data_segs_in:1 send 2923316bps lastsnd:4 lastrcv:5144 lastack:4 pacing_rate 3507960bps delivery_rate 2878928bps delivered:3107 busy:5120ms rwnd_limited:12ms(0.2%) unacked:53 retrans:0/21 rcv_space:14480 rcv_ssthresh:64088 notsent:1927288 minrtt:203.371 snd_wnd:3756800
# 1795862474.628530624
TIME-WAIT 0      0       10.0.3.2:80 10.0.1.1:37612
	
TIME-WAIT 0      0       10.0.3.2:80 10.0.1.1:58838
	
TIME-WAIT 0      0       10.0.3.2:80 10.0.1.1:52186
	
ESTAB     0      2390648 10.0.3.2:80 10.0.1.1:33578
	 skmem:(r0,rb131072,t0,tb4194304,f1608,w3975608,o0,bl0,d0) cubic wscale:7,7 rto:416 rtt:213.004/1.387 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:48 ssthresh:37 bytes_sent:5063898 bytes_retrans:33304 bytes_acked:4961090 bytes_received:79 segs_out:3499 segs_in:1587 data_segs_out:3498 data_segs_in:1 send 2610430bps lastsnd:36 lastrcv:6692 lastack:36 pacing_rate 3132512bps delivery_rate 2476832bps delivered:3428 busy:6668ms rwnd_limited:12ms(0.2%) unacked:48 retrans:0/23 rcv_space:14480 rcv_ssthresh:64088 notsent:2321144 minrtt:203.371 snd_wnd:3756800
# 1795862476.161401738
TIME-WAIT 0      0       10.0.3.2:80 10.0.1.1:37612
	
TIME-WAIT 0      0       10.0.3.2:80 10.0.1.1:58838
	
TIME-WAIT 0      0       10.0.3.2:80 10.0.1.1:52186
	
ESTAB     0      1911360 10.0.3.2:80 10.0.1.1:33578
	 skmem:(r0,rb131072,t0,tb4194304,f4032,w3178560,o0,bl0,d0) cubic wscale:7,7 rto:412 rtt:211.314/1.959 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:40 ssthresh:36 bytes_sent:5533050 bytes_retrans:34752 bytes_acked:5440378 bytes_received:79 segs_out:3823 segs_in:1654 data_segs_out:3822 data_segs_in:1 send 2192756bps lastsnd:8 lastrcv:8240 lastack:8 pacing_rate 2631304bps delivery_rate 2069008bps delivered:3759 busy:8216ms rwnd_limited:12ms(0.1%) unacked:40 retrans:0/24 rcv_space:14480 rcv_ssthresh:64088 notsent:1853440 minrtt:203.371 snd_wnd:3756800
# 1795862477.670943733
TIME-WAIT 0      0       10.0.3.2:80 10.0.1.1:37612
	
TIME-WAIT 0      0       10.0.3.2:80 10.0.1.1:58838
	
TIME-WAIT 0      0       10.0.3.2:80 10.0.1.1:52186
	
ESTAB     0      2345760 10.0.3.2:80 10.0.1.1:33578
	 skmem:(r0,rb131072,t0,tb4194304,f1056,w3894240,o0,bl0,d0) cubic wscale:7,7 rto:416 rtt:214.374/4.132 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:42 ssthresh:30 bytes_sent:5963106 bytes_retrans:36200 bytes_acked:5854506 bytes_received:79 segs_out:4120 segs_in:1723 data_segs_out:4119 data_segs_in:1 send 2269529bps lastsnd:20 lastrcv:9724 lastack:20 pacing_rate 2982800bps delivery_rate 2322520bps delivered:4053 busy:9700ms rwnd_limited:12ms(0.1%) unacked:50 retrans:1/25 lost:1 sacked:8 rcv_space:14480 rcv_ssthresh:64088 notsent:2273360 minrtt:203.371 snd_wnd:3753984
# 1795862479.159764840
TIME-WAIT 0      0       10.0.3.2:80 10.0.1.1:37612
	
TIME-WAIT 0      0       10.0.3.2:80 10.0.1.1:58838
	
TIME-WAIT 0      0       10.0.3.2:80 10.0.1.1:52186
	
ESTAB     0      1946112 10.0.3.2:80 10.0.1.1:33578
	 skmem:(r0,rb131072,t0,tb4194304,f3584,w3236352,o0,bl0,d0) cubic wscale:7,7 rto:412 rtt:210.526/1.318 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:29 ssthresh:28 bytes_sent:6333794 bytes_retrans:37648 bytes_acked:6254154 bytes_received:79 segs_out:4376 segs_in:1781 data_segs_out:4375 data_segs_in:1 send 1595698bps lastsnd:12 lastrcv:11264 lastack:12 pacing_rate 1914832bps delivery_rate 1567024bps delivered:4321 busy:11240ms rwnd_limited:12ms(0.1%) unacked:29 retrans:0/26 rcv_space:14480 rcv_ssthresh:64088 notsent:1904120 minrtt:203.371 snd_wnd:3756800
# 1795862480.746545194
TIME-WAIT 0      0       10.0.3.2:80 10.0.1.1:37612
	
TIME-WAIT 0      0       10.0.3.2:80 10.0.1.1:58838
	
TIME-WAIT 0      0       10.0.3.2:80 10.0.1.1:52186
	
ESTAB     0      2457256 10.0.3.2:80 10.0.1.1:33578
	 skmem:(r0,rb131072,t0,tb4194304,f216,w4083496,o0,bl0,d0) cubic wscale:7,7 rto:412 rtt:210.831/2.261 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:33 ssthresh:23 bytes_sent:6676970 bytes_retrans:39096 bytes_acked:6584298 bytes_received:79 segs_out:4613 segs_in:1838 data_segs_out:4612 data_segs_in:1 send 1813168bps lastsnd:20 lastrcv:12820 lastack:20 pacing_rate 2373592bps delivery_rate 1787936bps delivered:4553 busy:12796ms rwnd_limited:12ms(0.1%) unacked:37 retrans:1/27 lost:1 sacked:4 rcv_space:14480 rcv_ssthresh:64088 notsent:2403680 minrtt:203.371 snd_wnd:3753984
# 1795862482.226435208
TIME-WAIT 0      0       10.0.3.2:80 10.0.1.1:58838
	
TIME-WAIT 0      0       10.0.3.2:80 10.0.1.1:52186
	
ESTAB     0      2206752 10.0.3.2:80 10.0.1.1:33578
	 skmem:(r0,rb131072,t0,tb4194304,f224,w3669792,o0,bl0,d0) cubic wscale:7,7 rto:416 rtt:214.44/6.671 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:22 ssthresh:20 bytes_sent:6907202 bytes_retrans:40544 bytes_acked:6834802 bytes_received:79 segs_out:4772 segs_in:1897 data_segs_out:4771 data_segs_in:1 send 1188435bps lastsnd:20 lastrcv:14232 lastack:20 pacing_rate 1426112bps delivery_rate 1143872bps delivered:4722 busy:14208ms rwnd_limited:12ms(0.1%) unacked:22 retrans:0/28 rcv_space:14480 rcv_ssthresh:64088 notsent:2174896 minrtt:203.371 snd_wnd:3756800
# 1795862483.713281584
TIME-WAIT 0      0       10.0.3.2:80 10.0.1.1:58838
	
TIME-WAIT 0      0       10.0.3.2:80 10.0.1.1:52186
	
ESTAB     0      1967832 10.0.3.2:80 10.0.1.1:33578
	 skmem:(r0,rb131072,t0,tb4194304,f232,w3272472,o0,bl0,d0) cubic wscale:7,7 rto:420 rtt:217.721/11.068 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:24 ssthresh:20 bytes_sent:7149018 bytes_retrans:40544 bytes_acked:7073722 bytes_received:79 segs_out:4939 segs_in:1936 data_segs_out:4938 data_segs_in:1 send 1276937bps lastsnd:52 lastrcv:15748 lastack:52 pacing_rate 1532320bps delivery_rate 1294000bps delivered:4887 busy:15724ms rwnd_limited:12ms(0.1%) unacked:24 retrans:0/28 rcv_space:14480 rcv_ssthresh:64088 notsent:1933080 minrtt:203.371 snd_wnd:3756800
# 1795862485.171098521
TIME-WAIT 0      0       10.0.3.2:80 10.0.1.1:58838
	
TIME-WAIT 0      0       10.0.3.2:80 10.0.1.1:52186
	
ESTAB     0      1747736 10.0.3.2:80 10.0.1.1:33578
	 skmem:(r0,rb131072,t0,tb4194304,f1704,w2906456,o0,bl0,d0) cubic wscale:7,7 rto:416 rtt:212.63/3.2 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:21 ssthresh:18 bytes_sent:7366218 bytes_retrans:41992 bytes_acked:7293818 bytes_received:79 segs_out:5089 segs_in:1973 data_segs_out:5088 data_segs_in:1 send 1144072bps lastsnd:60 lastrcv:17128 lastack:60 pacing_rate 1372880bps delivery_rate 1019688bps delivered:5039 busy:17104ms rwnd_limited:12ms(0.1%) unacked:21 retrans:0/29 rcv_space:14480 rcv_ssthresh:64088 notsent:1717328 minrtt:203.371 snd_wnd:3756800
# 1795862486.583514613
TIME-WAIT 0      0       10.0.3.2:80 10.0.1.1:58838
	
TIME-WAIT 0      0       10.0.3.2:80 10.0.1.1:52186
	
ESTAB     0      2428296 10.0.3.2:80 10.0.1.1:33578
	 skmem:(r0,rb131072,t0,tb4194304,f440,w4038216,o0,bl0,d0) cubic wscale:7,7 rto:420 rtt:217.782/10.727 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:18 ssthresh:15 bytes_sent:7526946 bytes_retrans:43440 bytes_acked:7457442 bytes_received:79 segs_out:5200 segs_in:2013 data_segs_out:5199 data_segs_in:1 send 957434bps lastsnd:8 lastrcv:18440 lastack:8 pacing_rate 1148912bps delivery_rate 973584bps delivered:5152 busy:18416ms rwnd_limited:12ms(0.1%) unacked:18 retrans:0/30 rcv_space:14480 rcv_ssthresh:64088 notsent:2402232 minrtt:203.371 snd_wnd:3756800
# 1795862487.891819727
TIME-WAIT 0      0       10.0.3.2:80 10.0.1.1:58838
	
TIME-WAIT 0      0       10.0.3.2:80 10.0.1.1:52186
	
ESTAB     0      2290736 10.0.3.2:80 10.0.1.1:33578
	 skmem:(r0,rb131072,t0,tb4194304,f3920,w3809456,o0,bl0,d0) cubic wscale:7,7 rto:416 rtt:215.545/12.004 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:15 ssthresh:12 bytes_sent:7661610 bytes_retrans:44888 bytes_acked:7595002 bytes_received:79 segs_out:5293 segs_in:2046 data_segs_out:5292 data_segs_in:1 send 806143bps lastsnd:96 lastrcv:19872 lastack:96 pacing_rate 967368bps delivery_rate 644336bps delivered:5247 busy:19848ms rwnd_limited:12ms(0.1%) unacked:15 retrans:0/31 rcv_space:14480 rcv_ssthresh:64088 notsent:2269016 minrtt:203.371 snd_wnd:3756800
# 1795862489.356988055
TIME-WAIT 0      0       10.0.3.2:80 10.0.1.1:58838
	
TIME-WAIT 0      0       10.0.3.2:80 10.0.1.1:52186
	
ESTAB     0      2156072 10.0.3.2:80 10.0.1.1:33578
	 skmem:(r0,rb131072,t0,tb4194304,f2584,w3585512,o0,bl0,d0) cubic wscale:7,7 rto:412 rtt:211.764/2.807 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:9 ssthresh:9 bytes_sent:7790482 bytes_retrans:47784 bytes_acked:7729666 bytes_received:79 segs_out:5382 segs_in:2076 data_segs_out:5381 data_segs_in:1 send 492322bps lastsnd:80 lastrcv:21344 lastack:80 pacing_rate 590776bps delivery_rate 588216bps delivered:5340 busy:21320ms rwnd_limited:12ms(0.1%) unacked:9 retrans:0/33 rcv_space:14480 rcv_ssthresh:64088 notsent:2143040 minrtt:203.371 snd_wnd:3742080
# 1795862490.944415816
TIME-WAIT 0      0       10.0.3.2:80 10.0.1.1:58838
	
TIME-WAIT 0      0       10.0.3.2:80 10.0.1.1:52186
	
ESTAB     0      2012720 10.0.3.2:80 10.0.1.1:33578
	 skmem:(r0,rb131072,t0,tb4194304,f3408,w3347120,o0,bl0,d0) cubic wscale:7,7 rto:424 rtt:223.547/22.627 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:14 ssthresh:9 bytes_sent:7941074 bytes_retrans:47784 bytes_acked:7873018 bytes_received:79 segs_out:5486 segs_in:2108 data_segs_out:5485 data_segs_in:1 send 725467bps lastsnd:64 lastrcv:23064 lastack:64 pacing_rate 870552bps delivery_rate 785216bps delivered:5439 busy:23040ms rwnd_limited:12ms(0.1%) unacked:14 retrans:0/33 rcv_space:14480 rcv_ssthresh:64088 notsent:1992448 minrtt:203.371 snd_wnd:3756800
# 1795862492.534053014
TIME-WAIT 0      0       10.0.3.2:80 10.0.1.1:58838
	
TIME-WAIT 0      0       10.0.3.2:80 10.0.1.1:52186
	
ESTAB     0      1865024 10.0.3.2:80 10.0.1.1:33578
	 skmem:(r0,rb131072,t0,tb4194304,f3264,w3101504,o0,bl0,d0) cubic wscale:7,7 rto:416 rtt:213.311/4.465 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:16 ssthresh:9 bytes_sent:8091666 bytes_retrans:47784 bytes_acked:8020714 bytes_received:79 segs_out:5590 segs_in:2131 data_segs_out:5589 data_segs_in:1 send 868891bps lastsnd:68 lastrcv:24548 lastack:68 pacing_rate 1042664bps delivery_rate 863248bps delivered:5541 busy:24524ms rwnd_limited:12ms(0.0%) unacked:16 retrans:0/33 rcv_space:14480 rcv_ssthresh:64088 notsent:1841856 minrtt:203.371 snd_wnd:3756800
# 1795862494.044330514
TIME-WAIT 0      0       10.0.3.2:80 10.0.1.1:58838
	
TIME-WAIT 0      0       10.0.3.2:80 10.0.1.1:52186
	
ESTAB     0      1686920 10.0.3.2:80 10.0.1.1:33578
	 skmem:(r0,rb131072,t0,tb4194304,f440,w2805320,o0,bl0,d0) cubic wscale:7,7 rto:428 rtt:224.051/12.718 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:20 ssthresh:9 bytes_sent:8275562 bytes_retrans:47784 bytes_acked:8198818 bytes_received:79 segs_out:5717 segs_in:2156 data_segs_out:5716 data_segs_in:1 send 1034050bps lastsnd:72 lastrcv:26040 lastack:72 pacing_rate 1240856bps delivery_rate 1014304bps delivered:5664 busy:26016ms rwnd_limited:12ms(0.0%) unacked:20 retrans:0/33 rcv_space:14480 rcv_ssthresh:64088 notsent:1657960 minrtt:203.371 snd_wnd:3756800
# 1795862495.533781369
TIME-WAIT  0      0       10.0.3.2:80 10.0.1.1:58838
	
TIME-WAIT  0      0       10.0.3.2:80 10.0.1.1:52186
	
FIN-WAIT-1 0      1994689 10.0.3.2:80 10.0.1.1:33578
	 skmem:(r0,rb131072,t0,tb4194304,f192,w3317568,o0,bl0,d0) cubic wscale:7,7 rto:424 rtt:223.137/12.462 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:41 ssthresh:9 bytes_sent:8598466 bytes_retrans:47784 bytes_acked:8491314 bytes_received:79 segs_out:5940 segs_in:2186 data_segs_out:5939 data_segs_in:1 send 2128486bps lastsnd:36 lastrcv:27588 lastack:36 pacing_rate 2554176bps delivery_rate 1959664bps delivered:5866 busy:27564ms rwnd_limited:12ms(0.0%) unacked:41 retrans:0/33 rcv_space:14480 rcv_ssthresh:64088 notsent:1935321 minrtt:203.371 snd_wnd:3756800
# 1795862497.018514265
TIME-WAIT  0      0       10.0.3.2:80 10.0.1.1:58838
	
TIME-WAIT  0      0       10.0.3.2:80 10.0.1.1:52186
	
FIN-WAIT-1 0      1473409 10.0.3.2:80 10.0.1.1:33578
	 skmem:(r0,rb131072,t0,tb4194304,f2816,w2450688,o0,bl0,d0) cubic wscale:7,7 rto:416 rtt:212.208/2.838 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:51 ssthresh:46 bytes_sent:9135674 bytes_retrans:49232 bytes_acked:9012594 bytes_received:79 segs_out:6311 segs_in:2235 data_segs_out:6310 data_segs_in:1 send 2783986bps lastsnd:92 lastrcv:29140 lastack:96 pacing_rate 3340776bps delivery_rate 2518792bps delivered:6226 busy:29116ms rwnd_limited:12ms(0.0%) unacked:51 retrans:0/34 rcv_space:14480 rcv_ssthresh:64088 notsent:1399561 minrtt:203.371 snd_wnd:3756800
# 1795862498.563360570
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:58838
	
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:52186
	
FIN-WAIT-1 0      943441 10.0.3.2:80 10.0.1.1:33578
	 skmem:(r0,rb131072,t0,tb4194304,f3312,w1520400,o0,bl0,d0) cubic wscale:7,7 rto:416 rtt:215.257/7.712 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:44 ssthresh:44 bytes_sent:9733698 bytes_retrans:50680 bytes_acked:9542562 bytes_received:79 segs_out:6724 segs_in:2293 data_segs_out:6723 data_segs_in:1 send 2367849bps lastsnd:16 lastrcv:30668 lastack:16 pacing_rate 5682824bps delivery_rate 3155592bps delivered:6645 busy:30644ms rwnd_limited:12ms(0.0%) unacked:97 retrans:1/35 lost:1 sacked:53 rcv_space:14480 rcv_ssthresh:64088 notsent:802985 minrtt:203.371 snd_wnd:3754496
# 1795862500.162967023
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:58838
	
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:52186
	
FIN-WAIT-1 0      445329 10.0.3.2:80 10.0.1.1:33578
	 skmem:(r0,rb131072,t0,tb4194304,f368,w741008,o0,bl0,d0) cubic wscale:7,7 rto:412 rtt:210.491/1.974 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:38 ssthresh:34 bytes_sent:10147826 bytes_retrans:52128 bytes_acked:10040674 bytes_received:79 segs_out:7010 segs_in:2354 data_segs_out:7009 data_segs_in:1 send 2091263bps lastsnd:4 lastrcv:32136 lastack:4 pacing_rate 2509512bps delivery_rate 2007256bps delivered:6936 busy:32112ms rwnd_limited:12ms(0.0%) unacked:38 retrans:0/36 rcv_space:14480 rcv_ssthresh:64088 notsent:390305 minrtt:203.371 snd_wnd:3756800
# 1795862501.621755116
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:58838
	
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:52186
	
FIN-WAIT-1 0      36993  10.0.3.2:80 10.0.1.1:33578
	 skmem:(r0,rb131072,t0,tb4194304,f3584,w61952,o0,bl0,d0) cubic wscale:7,7 rto:412 rtt:211.972/3.11 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:32 ssthresh:28 bytes_sent:10539578 bytes_retrans:53576 bytes_acked:10449010 bytes_received:79 segs_out:7281 segs_in:2419 data_segs_out:7280 data_segs_in:1 send 1748759bps lastsnd:4 lastrcv:33692 lastack:4 pacing_rate 2098504bps delivery_rate 1562648bps delivered:7218 busy:33668ms rwnd_limited:12ms(0.0%) unacked:26 retrans:0/37 rcv_space:14480 rcv_ssthresh:64088 minrtt:203.371 snd_wnd:3756800
