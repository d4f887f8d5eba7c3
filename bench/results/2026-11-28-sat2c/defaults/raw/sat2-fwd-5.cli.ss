# 1795862521.355826479
# 1795862523.176752053
# 1795862524.895681558
# 1795862526.492582160
ESTAB 0      0      10.0.1.1:36436 10.0.3.2:80
	 skmem:(r0,rb544279,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:624 rtt:208.517/79.733 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:100154 segs_out:61 segs_in:72 data_segs_out:1 data_segs_in:70 send 555542bps lastsnd:840 lastrcv:184 lastack:184 pacing_rate 1111080bps delivery_rate 53840bps delivered:2 app_limited busy:216ms rcv_rtt:213.125 rcv_space:43440 rcv_ssthresh:182487 minrtt:207.57 snd_wnd:65152
# 1795862528.011800214
ESTAB 0      0      10.0.1.1:36436 10.0.3.2:80
	 skmem:(r58864,rb6291456,t12,tb87040,f2576,w0,o0,bl0,d0) cubic wscale:7,7 rto:624 rtt:208.517/79.733 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:1668338 segs_out:856 segs_in:1193 data_segs_out:1 data_segs_in:1191 send 555542bps lastsnd:2392 lastrcv:24 lastack:4 pacing_rate 1111080bps delivery_rate 53840bps delivered:2 app_limited busy:216ms rcv_rtt:209.875 rcv_space:489424 rcv_ssthresh:2489120 minrtt:207.57 rcv_ooopack:523 snd_wnd:65152
# 1795862529.523238538
ESTAB 0      0      10.0.1.1:36436 10.0.3.2:80
	 skmem:(r0,rb6291456,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:624 rtt:208.517/79.733 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:2293874 segs_out:1237 segs_in:1587 data_segs_out:1 data_segs_in:1585 send 555542bps lastsnd:3728 lastrcv:76 lastack:76 pacing_rate 1111080bps delivery_rate 53840bps delivered:2 app_limited busy:216ms rcv_rtt:208 rcv_space:489424 rcv_ssthresh:3630144 minrtt:207.57 rcv_ooopack:745 snd_wnd:65152
# 1795862530.835377597
ESTAB 0      0      10.0.1.1:36436 10.0.3.2:80
	 skmem:(r0,rb6291456,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:624 rtt:208.517/79.733 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:2554514 segs_out:1320 segs_in:1767 data_segs_out:1 data_segs_in:1765 send 555542bps lastsnd:4832 lastrcv:80 lastack:84 pacing_rate 1111080bps delivery_rate 53840bps delivered:2 app_limited busy:216ms rcv_rtt:205 rcv_space:489424 rcv_ssthresh:3758688 minrtt:207.57 rcv_ooopack:792 snd_wnd:65152
# 1795862532.134465203
ESTAB 0      0      10.0.1.1:36436 10.0.3.2:80
	 skmem:(r0,rb6291456,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:624 rtt:208.517/79.733 ato:80 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:2915066 segs_out:1382 segs_in:2016 data_segs_out:1 data_segs_in:2014 send 555542bps lastsnd:6224 lastrcv:64 lastack:64 pacing_rate 1111080bps delivery_rate 53840bps delivered:2 app_limited busy:216ms rcv_rtt:205.609 rcv_space:489424 rcv_ssthresh:3758688 minrtt:207.57 rcv_ooopack:832 snd_wnd:65152
# 1795862533.320944809
ESTAB 0      0      10.0.1.1:36436 10.0.3.2:80
	 skmem:(r0,rb6291456,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:624 rtt:208.517/79.733 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:3195978 segs_out:1432 segs_in:2210 data_segs_out:1 data_segs_in:2208 send 555542bps lastsnd:7556 lastrcv:48 lastack:48 pacing_rate 1111080bps delivery_rate 53840bps delivered:2 app_limited busy:216ms rcv_rtt:206.696 rcv_space:489424 rcv_ssthresh:3758688 minrtt:207.57 rcv_ooopack:869 snd_wnd:65152
# 1795862534.675110276
ESTAB 0      0      10.0.1.1:36436 10.0.3.2:80
	 skmem:(r0,rb6291456,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:624 rtt:208.517/79.733 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:3442138 segs_out:1481 segs_in:2380 data_segs_out:1 data_segs_in:2378 send 555542bps lastsnd:8968 lastrcv:84 lastack:84 pacing_rate 1111080bps delivery_rate 53840bps delivered:2 app_limited busy:216ms rcv_rtt:206.361 rcv_space:489424 rcv_ssthresh:3758688 minrtt:207.57 rcv_ooopack:925 snd_wnd:65152
# 1795862536.009616780
ESTAB 0      0      10.0.1.1:36436 10.0.3.2:80
	 skmem:(r0,rb6291456,t2,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:624 rtt:208.517/79.733 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:3610106 segs_out:1518 segs_in:2496 data_segs_out:1 data_segs_in:2494 send 555542bps lastsnd:10304 pacing_rate 1111080bps delivery_rate 53840bps delivered:2 app_limited busy:216ms rcv_rtt:209.562 rcv_space:489424 rcv_ssthresh:3758688 minrtt:207.57 rcv_ooopack:925 snd_wnd:65152
# 1795862537.375751425
ESTAB 0      0      10.0.1.1:36436 10.0.3.2:80
	 skmem:(r0,rb6291456,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:624 rtt:208.517/79.733 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:3782418 segs_out:1555 segs_in:2615 data_segs_out:1 data_segs_in:2613 send 555542bps lastsnd:11680 lastrcv:52 lastack:52 pacing_rate 1111080bps delivery_rate 53840bps delivered:2 app_limited busy:216ms rcv_rtt:208 rcv_space:489424 rcv_ssthresh:3760128 minrtt:207.57 rcv_ooopack:946 snd_wnd:65152
# 1795862538.850590259
ESTAB 0      0      10.0.1.1:36436 10.0.3.2:80
	 skmem:(r0,rb6291456,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:624 rtt:208.517/79.733 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:3967762 segs_out:1593 segs_in:2743 data_segs_out:1 data_segs_in:2741 send 555542bps lastsnd:13220 lastrcv:12 lastack:12 pacing_rate 1111080bps delivery_rate 53840bps delivered:2 app_limited busy:216ms rcv_rtt:208.075 rcv_space:489424 rcv_ssthresh:3760128 minrtt:207.57 rcv_ooopack:965 snd_wnd:65152
# 1795862540.355079056
ESTAB 0      0      10.0.1.1:36436 10.0.3.2:80
	 skmem:(r0,rb6291456,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:624 rtt:208.517/79.733 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:4161794 segs_out:1630 segs_in:2877 data_segs_out:1 data_segs_in:2875 send 555542bps lastsnd:14760 lastrcv:80 lastack:80 pacing_rate 1111080bps delivery_rate 53840bps delivered:2 app_limited busy:216ms rcv_rtt:207.5 rcv_space:489424 rcv_ssthresh:3760128 minrtt:207.57 rcv_ooopack:965 snd_wnd:65152
# 1795862541.918920098
ESTAB 0      0      10.0.1.1:36436 10.0.3.2:80
	 skmem:(r0,rb6291456,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:624 rtt:208.517/79.733 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:4386234 segs_out:1667 segs_in:3032 data_segs_out:1 data_segs_in:3030 send 555542bps lastsnd:16300 lastrcv:28 lastack:28 pacing_rate 1111080bps delivery_rate 53840bps delivered:2 app_limited busy:216ms rcv_rtt:205 rcv_space:489424 rcv_ssthresh:3760128 minrtt:207.57 rcv_ooopack:987 snd_wnd:65152
# 1795862543.410802549
ESTAB 0      0      10.0.1.1:36436 10.0.3.2:80
	 skmem:(r0,rb6291456,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:624 rtt:208.517/79.733 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:4531034 segs_out:1698 segs_in:3133 data_segs_out:1 data_segs_in:3130 send 555542bps lastsnd:17936 lastrcv:12 lastack:12 pacing_rate 1111080bps delivery_rate 53840bps delivered:2 app_limited busy:216ms rcv_rtt:209.5 rcv_space:489424 rcv_ssthresh:3760128 minrtt:207.57 rcv_ooopack:1006 snd_wnd:65152
# 1795862545.129750737
ESTAB 0      0      10.0.1.1:36436 10.0.3.2:80
	 skmem:(r0,rb6291456,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:624 rtt:208.517/79.733 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:4691762 segs_out:1719 segs_in:3244 data_segs_out:1 data_segs_in:3241 send 555542bps lastsnd:19440 lastrcv:52 lastack:52 pacing_rate 1111080bps delivery_rate 53840bps delivered:2 app_limited busy:216ms rcv_rtt:205 rcv_space:489424 rcv_ssthresh:3760128 minrtt:207.57 rcv_ooopack:1006 snd_wnd:65152
# 1795862546.557986455
ESTAB 0      0      10.0.1.1:36436 10.0.3.2:80
	 skmem:(r0,rb6291456,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:624 rtt:208.517/79.733 ato:48 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:4855386 segs_out:1744 segs_in:3357 data_segs_out:1 data_segs_in:3354 send 555542bps lastsnd:20816 lastrcv:80 lastack:80 pacing_rate 1111080bps delivery_rate 53840bps delivered:2 app_limited busy:216ms rcv_rtt:205.75 rcv_space:489424 rcv_ssthresh:3760128 minrtt:207.57 rcv_ooopack:1006 snd_wnd:65152
# 1795862547.950504795
ESTAB 0      0      10.0.1.1:36436 10.0.3.2:80
	 skmem:(r0,rb6291456,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:624 rtt:208.517/79.733 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:5084170 segs_out:1779 segs_in:3515 data_segs_out:1 data_segs_in:3512 send 555542bps lastsnd:22280 lastrcv:80 lastack:80 pacing_rate 1111080bps delivery_rate 53840bps delivered:2 app_limited busy:216ms rcv_rtt:207.984 rcv_space:489424 rcv_ssthresh:3760128 minrtt:207.57 rcv_ooopack:1006 snd_wnd:65152
# 1795862549.430065706
ESTAB 0      0      10.0.1.1:36436 10.0.3.2:80
	 skmem:(r0,rb6291456,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:624 rtt:208.517/79.733 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:5386802 segs_out:1835 segs_in:3724 data_segs_out:1 data_segs_in:3721 send 555542bps lastsnd:23852 lastrcv:40 lastack:40 pacing_rate 1111080bps delivery_rate 53840bps delivered:2 app_limited busy:216ms rcv_rtt:206.679 rcv_space:489424 rcv_ssthresh:3760128 minrtt:207.57 rcv_ooopack:1039 snd_wnd:65152
# 1795862551.015780070
ESTAB 0      0      10.0.1.1:36436 10.0.3.2:80
	 skmem:(r0,rb6291456,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:624 rtt:208.517/79.733 ato:80 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:5708258 segs_out:1886 segs_in:3946 data_segs_out:1 data_segs_in:3943 send 555542bps lastsnd:25340 lastrcv:52 lastack:52 pacing_rate 1111080bps delivery_rate 53840bps delivered:2 app_limited busy:216ms rcv_rtt:208.152 rcv_space:489424 rcv_ssthresh:3760128 minrtt:207.57 rcv_ooopack:1039 snd_wnd:65152
# 1795862552.559776825
ESTAB 0      0      10.0.1.1:36436 10.0.3.2:80
	 skmem:(r0,rb6291456,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:624 rtt:208.517/79.733 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:5981930 segs_out:1929 segs_in:4135 data_segs_out:1 data_segs_in:4132 send 555542bps lastsnd:26876 lastrcv:56 lastack:56 pacing_rate 1111080bps delivery_rate 53840bps delivered:2 app_limited busy:216ms rcv_rtt:208.875 rcv_space:489424 rcv_ssthresh:3760128 minrtt:207.57 rcv_ooopack:1101 snd_wnd:65152
# 1795862554.043945975
ESTAB 0      0      10.0.1.1:36436 10.0.3.2:80
	 skmem:(r0,rb6291456,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:624 rtt:208.517/79.733 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:6206370 segs_out:1968 segs_in:4290 data_segs_out:1 data_segs_in:4287 send 555542bps lastsnd:28388 lastrcv:88 lastack:88 pacing_rate 1111080bps delivery_rate 53840bps delivered:2 app_limited busy:216ms rcv_rtt:207 rcv_space:489424 rcv_ssthresh:3760128 minrtt:207.57 rcv_ooopack:1101 snd_wnd:65152
# 1795862555.551586575
ESTAB 0      0      10.0.1.1:36436 10.0.3.2:80
	 skmem:(r0,rb6291456,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:624 rtt:208.517/79.733 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:6429362 segs_out:2016 segs_in:4444 data_segs_out:1 data_segs_in:4441 send 555542bps lastsnd:29960 lastrcv:24 lastack:24 pacing_rate 1111080bps delivery_rate 53840bps delivered:2 app_limited busy:216ms rcv_rtt:208.627 rcv_space:489424 rcv_ssthresh:3760128 minrtt:207.57 rcv_ooopack:1145 snd_wnd:65152
# 1795862557.083671889
ESTAB 0      0      10.0.1.1:36436 10.0.3.2:80
	 skmem:(r0,rb6291456,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:624 rtt:208.517/79.733 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:6527826 segs_out:2044 segs_in:4512 data_segs_out:1 data_segs_in:4509 send 555542bps lastsnd:31376 lastrcv:128 lastack:128 pacing_rate 1111080bps delivery_rate 53840bps delivered:2 app_limited busy:216ms rcv_rtt:208 rcv_space:489424 rcv_ssthresh:3760128 minrtt:207.57 rcv_ooopack:1160 snd_wnd:65152
# 1795862558.502250759
ESTAB 0      0      10.0.1.1:36436 10.0.3.2:80
	 skmem:(r0,rb6291456,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:624 rtt:208.517/79.733 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:6639322 segs_out:2068 segs_in:4589 data_segs_out:1 data_segs_in:4586 send 555542bps lastsnd:32784 lastrcv:76 lastack:76 pacing_rate 1111080bps delivery_rate 53840bps delivered:2 app_limited busy:216ms rcv_rtt:207.907 rcv_space:489424 rcv_ssthresh:3760128 minrtt:207.57 rcv_ooopack:1174 snd_wnd:65152
# 1795862559.968195632
ESTAB 0      0      10.0.1.1:36436 10.0.3.2:80
	 skmem:(r0,rb6291456,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:624 rtt:208.517/79.733 ato:48 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:6753714 segs_out:2089 segs_in:4668 data_segs_out:1 data_segs_in:4665 send 555542bps lastsnd:34252 lastrcv:72 lastack:72 pacing_rate 1111080bps delivery_rate 53840bps delivered:2 app_limited busy:216ms rcv_rtt:209.257 rcv_space:489424 rcv_ssthresh:3760128 minrtt:207.57 rcv_ooopack:1186 snd_wnd:65152
# 1795862561.497117982
ESTAB 0      0      10.0.1.1:36436 10.0.3.2:80
	 skmem:(r0,rb6291456,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:624 rtt:208.517/79.733 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:6885482 segs_out:2105 segs_in:4759 data_segs_out:1 data_segs_in:4756 send 555542bps lastsnd:35760 lastrcv:104 lastack:108 pacing_rate 1111080bps delivery_rate 53840bps delivered:2 app_limited busy:216ms rcv_rtt:205.125 rcv_space:489424 rcv_ssthresh:3760128 minrtt:207.57 rcv_ooopack:1186 snd_wnd:65152
# 1795862562.890604061
ESTAB 0      0      10.0.1.1:36436 10.0.3.2:80
	 skmem:(r0,rb6291456,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:624 rtt:208.517/79.733 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:7037522 segs_out:2128 segs_in:4864 data_segs_out:1 data_segs_in:4861 send 555542bps lastsnd:37156 lastrcv:16 lastack:16 pacing_rate 1111080bps delivery_rate 53840bps delivered:2 app_limited busy:216ms rcv_rtt:209.046 rcv_space:489424 rcv_ssthresh:3760128 minrtt:207.57 rcv_ooopack:1186 snd_wnd:65152
# 1795862564.317451687
ESTAB 0      0      10.0.1.1:36436 10.0.3.2:80
	 skmem:(r0,rb6291456,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:624 rtt:208.517/79.733 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:7218522 segs_out:2151 segs_in:4989 data_segs_out:1 data_segs_in:4986 send 555542bps lastsnd:38648 lastrcv:52 lastack:52 pacing_rate 1111080bps delivery_rate 53840bps delivered:2 app_limited busy:216ms rcv_rtt:207 rcv_space:489424 rcv_ssthresh:3760128 minrtt:207.57 rcv_ooopack:1186 snd_wnd:65152
# 1795862565.714815342
ESTAB 0      0      10.0.1.1:36436 10.0.3.2:80
	 skmem:(r0,rb6291456,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:624 rtt:208.517/79.733 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:7464682 segs_out:2177 segs_in:5159 data_segs_out:1 data_segs_in:5156 send 555542bps lastsnd:39976 lastrcv:124 lastack:124 pacing_rate 1111080bps delivery_rate 53840bps delivered:2 app_limited busy:216ms rcv_rtt:208.521 rcv_space:489424 rcv_ssthresh:3760128 minrtt:207.57 rcv_ooopack:1186 snd_wnd:65152
# 1795862567.093420579
ESTAB 0      0      10.0.1.1:36436 10.0.3.2:80
	 skmem:(r0,rb6291456,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:624 rtt:208.517/79.733 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:7831026 segs_out:2222 segs_in:5412 data_segs_out:1 data_segs_in:5409 send 555542bps lastsnd:41404 lastrcv:76 lastack:76 pacing_rate 1111080bps delivery_rate 53840bps delivered:2 app_limited busy:216ms rcv_rtt:206 rcv_space:489424 rcv_ssthresh:3760128 minrtt:207.57 rcv_ooopack:1279 snd_wnd:65152
# 1795862568.526562664
ESTAB 0      0      10.0.1.1:36436 10.0.3.2:80
	 skmem:(r0,rb6291456,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:624 rtt:208.517/79.733 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:8085874 segs_out:2254 segs_in:5588 data_segs_out:1 data_segs_in:5585 send 555542bps lastsnd:42760 lastrcv:164 lastack:164 pacing_rate 1111080bps delivery_rate 53840bps delivered:2 app_limited busy:216ms rcv_rtt:207 rcv_space:489424 rcv_ssthresh:3760128 minrtt:207.57 rcv_ooopack:1279 snd_wnd:65152
# 1795862569.869265062
ESTAB 0      0      10.0.1.1:36436 10.0.3.2:80
	 skmem:(r0,rb6291456,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:624 rtt:208.517/79.733 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:8347962 segs_out:2285 segs_in:5769 data_segs_out:1 data_segs_in:5766 send 555542bps lastsnd:44084 lastrcv:20 lastack:20 pacing_rate 1111080bps delivery_rate 53840bps delivered:2 app_limited busy:216ms rcv_rtt:207.292 rcv_space:489424 rcv_ssthresh:3760128 minrtt:207.57 rcv_ooopack:1310 snd_wnd:65152
# 1795862571.115381304
ESTAB 0      0      10.0.1.1:36436 10.0.3.2:80
	 skmem:(r0,rb6291456,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:624 rtt:208.517/79.733 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:8604258 segs_out:2318 segs_in:5946 data_segs_out:1 data_segs_in:5943 send 555542bps lastsnd:45348 lastrcv:28 lastack:28 pacing_rate 1111080bps delivery_rate 53840bps delivered:2 app_limited busy:216ms rcv_rtt:206.887 rcv_space:489424 rcv_ssthresh:3760128 minrtt:207.57 rcv_ooopack:1310 snd_wnd:65152
# 1795862572.430723327
ESTAB 0      0      10.0.1.1:36436 10.0.3.2:80
	 skmem:(r0,rb6291456,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:624 rtt:208.517/79.733 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:8848970 segs_out:2366 segs_in:6115 data_segs_out:1 data_segs_in:6112 send 555542bps lastsnd:46628 lastrcv:40 lastack:40 pacing_rate 1111080bps delivery_rate 53840bps delivered:2 app_limited busy:216ms rcv_rtt:209.933 rcv_space:489424 rcv_ssthresh:3760128 minrtt:207.57 rcv_ooopack:1341 snd_wnd:65152
# 1795862573.706733911
ESTAB 0      0      10.0.1.1:36436 10.0.3.2:80
	 skmem:(r0,rb6291456,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:624 rtt:208.517/79.733 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:9074858 segs_out:2408 segs_in:6271 data_segs_out:1 data_segs_in:6268 send 555542bps lastsnd:47956 lastrcv:8 lastack:8 pacing_rate 1111080bps delivery_rate 53840bps delivered:2 app_limited busy:216ms rcv_rtt:207.944 rcv_space:489424 rcv_ssthresh:3760128 minrtt:207.57 rcv_ooopack:1341 snd_wnd:65152
# 1795862575.055023603
ESTAB 0      0      10.0.1.1:36436 10.0.3.2:80
	 skmem:(r0,rb6291456,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:624 rtt:208.517/79.733 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:9336946 segs_out:2466 segs_in:6452 data_segs_out:1 data_segs_in:6449 send 555542bps lastsnd:49292 lastrcv:16 lastack:16 pacing_rate 1111080bps delivery_rate 53840bps delivered:2 app_limited busy:216ms rcv_rtt:204.904 rcv_space:489424 rcv_ssthresh:3760128 minrtt:207.57 rcv_ooopack:1372 snd_wnd:65152
# 1795862576.360510833
ESTAB 0      0      10.0.1.1:36436 10.0.3.2:80
	 skmem:(r0,rb6291456,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:624 rtt:208.517/79.733 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:9530978 segs_out:2509 segs_in:6586 data_segs_out:1 data_segs_in:6583 send 555542bps lastsnd:50628 lastrcv:52 lastack:52 pacing_rate 1111080bps delivery_rate 53840bps delivered:2 app_limited busy:216ms rcv_rtt:206 rcv_space:489424 rcv_ssthresh:3760128 minrtt:207.57 rcv_ooopack:1400 snd_wnd:65152
# 1795862577.649533432
ESTAB 0      0      10.0.1.1:36436 10.0.3.2:80
	 skmem:(r0,rb6291456,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:624 rtt:208.517/79.733 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:9696050 segs_out:2534 segs_in:6700 data_segs_out:1 data_segs_in:6697 send 555542bps lastsnd:51752 lastrcv:48 lastack:48 pacing_rate 1111080bps delivery_rate 53840bps delivered:2 app_limited busy:216ms rcv_rtt:205.593 rcv_space:489424 rcv_ssthresh:3760128 minrtt:207.57 rcv_ooopack:1400 snd_wnd:65152
# 1795862578.846233422
ESTAB 0      0      10.0.1.1:36436 10.0.3.2:80
	 skmem:(r18336,rb6291456,t0,tb87040,f2144,w0,o0,bl0,d0) cubic wscale:7,7 rto:624 rtt:208.517/79.733 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:9845194 segs_out:2562 segs_in:6815 data_segs_out:1 data_segs_in:6812 send 555542bps lastsnd:52784 lastrcv:120 pacing_rate 1111080bps delivery_rate 53840bps delivered:2 app_limited busy:216ms rcv_rtt:204 rcv_space:489424 rcv_ssthresh:3760128 minrtt:207.57 rcv_ooopack:1412 snd_wnd:65152
# 1795862579.868764647
ESTAB 0      0      10.0.1.1:36436 10.0.3.2:80
	 skmem:(r0,rb6291456,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:624 rtt:208.517/79.733 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:9962482 segs_out:2587 segs_in:6884 data_segs_out:1 data_segs_in:6881 send 555542bps lastsnd:53832 lastrcv:12 lastack:12 pacing_rate 1111080bps delivery_rate 53840bps delivered:2 app_limited busy:216ms rcv_rtt:204.375 rcv_space:489424 rcv_ssthresh:3760128 minrtt:207.57 rcv_ooopack:1440 snd_wnd:65152
# 1795862580.883977031
ESTAB 0      0      10.0.1.1:36436 10.0.3.2:80
	 skmem:(r0,rb6291456,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:624 rtt:208.517/79.733 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:10059498 segs_out:2607 segs_in:6951 data_segs_out:1 data_segs_in:6948 send 555542bps lastsnd:55052 lastrcv:84 lastack:84 pacing_rate 1111080bps delivery_rate 53840bps delivered:2 app_limited busy:216ms rcv_rtt:206 rcv_space:489424 rcv_ssthresh:3760128 minrtt:207.57 rcv_ooopack:1453 snd_wnd:65152
# 1795862582.104589455
ESTAB 0      0      10.0.1.1:36436 10.0.3.2:80
	 skmem:(r0,rb6291456,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:624 rtt:208.517/79.733 ato:96 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:10147826 segs_out:2632 segs_in:7012 data_segs_out:1 data_segs_in:7009 send 555542bps lastsnd:56332 lastrcv:104 lastack:104 pacing_rate 1111080bps delivery_rate 53840bps delivered:2 app_limited busy:216ms rcv_rtt:206.5 rcv_space:489424 rcv_ssthresh:3760128 minrtt:207.57 rcv_ooopack:1479 snd_wnd:65152
# 1795862583.434929585
ESTAB 0      0      10.0.1.1:36436 10.0.3.2:80
	 skmem:(r0,rb6291456,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:624 rtt:208.517/79.733 ato:48 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:10234706 segs_out:2653 segs_in:7072 data_segs_out:1 data_segs_in:7069 send 555542bps lastsnd:57728 lastrcv:28 lastack:28 pacing_rate 1111080bps delivery_rate 53840bps delivered:2 app_limited busy:216ms rcv_rtt:209.782 rcv_space:489424 rcv_ssthresh:3760128 minrtt:207.57 rcv_ooopack:1479 snd_wnd:65152
# 1795862584.776253843
ESTAB 0      0      10.0.1.1:36436 10.0.3.2:80
	 skmem:(r0,rb6291456,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:624 rtt:208.517/79.733 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:10334618 segs_out:2671 segs_in:7141 data_segs_out:1 data_segs_in:7138 send 555542bps lastsnd:59056 lastrcv:104 lastack:104 pacing_rate 1111080bps delivery_rate 53840bps delivered:2 app_limited busy:216ms rcv_rtt:206.5 rcv_space:489424 rcv_ssthresh:3760128 minrtt:207.57 rcv_ooopack:1479 snd_wnd:65152
# 1795862586.182666994
ESTAB 0      0      10.0.1.1:36436 10.0.3.2:80
	 skmem:(r4648,rb6291456,t0,tb87040,f3544,w0,o0,bl0,d0) cubic wscale:7,7 rto:624 rtt:208.517/79.733 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:10480866 segs_out:2698 segs_in:7245 data_segs_out:1 data_segs_in:7242 send 555542bps lastsnd:60472 lastrcv:36 lastack:28 pacing_rate 1111080bps delivery_rate 53840bps delivered:2 app_limited busy:216ms rcv_rtt:208.75 rcv_space:489424 rcv_ssthresh:3760128 minrtt:207.57 rcv_ooopack:1482 snd_wnd:65152
