# 1795862356.833614079
# 1795862358.549208535
# 1795862360.358670768
# 1795862362.038734961
ESTAB 0      79     10.0.1.1:43084 10.0.3.2:80
	 skmem:(r0,rb131072,t0,tb87040,f3057,w1039,o0,bl0,d0) cubic wscale:7,7 rto:624 rtt:207.04/103.52 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:1 segs_out:3 segs_in:1 data_segs_out:1 send 559505bps lastsnd:180 lastrcv:184 lastack:184 pacing_rate 1119008bps delivered:1 app_limited busy:180ms unacked:1 rcv_space:14480 rcv_ssthresh:64088 minrtt:207.04 snd_wnd:65160
# 1795862363.174887767
ESTAB 0      0      10.0.1.1:43084 10.0.3.2:80
	 skmem:(r345960,rb1822412,t0,tb87040,f2200,w0,o0,bl0,d0) cubic wscale:7,7 rto:624 rtt:207.193/77.946 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:511386 segs_out:342 segs_in:581 data_segs_out:1 data_segs_in:579 send 559092bps lastsnd:1344 lastrcv:68 lastack:36 pacing_rate 1118176bps delivery_rate 55616bps delivered:2 app_limited busy:208ms rcv_rtt:212.078 rcv_space:159280 rcv_ssthresh:1013622 minrtt:207.04 rcv_ooopack:225 snd_wnd:65152
# 1795862364.278385838
ESTAB 0      0      10.0.1.1:43084 10.0.3.2:80
	 skmem:(r159232,rb6291456,t0,tb87040,f4608,w0,o0,bl0,d7) cubic wscale:7,7 rto:624 rtt:207.193/77.946 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:2458946 segs_out:1168 segs_in:1812 data_segs_out:1 data_segs_in:1810 send 559092bps lastsnd:2628 lastrcv:20 lastack:4 pacing_rate 1118176bps delivery_rate 55616bps delivered:2 app_limited busy:208ms rcv_rtt:209 rcv_space:634224 rcv_ssthresh:3246438 minrtt:207.04 rcv_ooopack:1025 snd_wnd:65152
# 1795862365.543139121
ESTAB 0      0      10.0.1.1:43084 10.0.3.2:80
	 skmem:(r0,rb6291456,t0,tb87040,f0,w0,o0,bl0,d7) cubic wscale:7,7 rto:624 rtt:207.193/77.946 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:3332090 segs_out:1424 segs_in:2311 data_segs_out:1 data_segs_in:2309 send 559092bps lastsnd:3972 lastrcv:92 lastack:92 pacing_rate 1118176bps delivery_rate 55616bps delivered:2 app_limited busy:208ms rcv_rtt:209.983 rcv_space:634224 rcv_ssthresh:3760128 minrtt:207.04 rcv_ooopack:1378 snd_wnd:65152
# 1795862366.903475227
ESTAB 0      0      10.0.1.1:43084 10.0.3.2:80
	 skmem:(r0,rb6291456,t0,tb87040,f0,w0,o0,bl0,d7) cubic wscale:7,7 rto:624 rtt:207.193/77.946 ato:80 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:3686850 segs_out:1499 segs_in:2556 data_segs_out:1 data_segs_in:2554 send 559092bps lastsnd:5260 lastrcv:88 lastack:88 pacing_rate 1118176bps delivery_rate 55616bps delivered:2 app_limited busy:208ms rcv_rtt:207.677 rcv_space:634224 rcv_ssthresh:3760128 minrtt:207.04 rcv_ooopack:1470 snd_wnd:65152
# 1795862368.290605895
ESTAB 0      0      10.0.1.1:43084 10.0.3.2:80
	 skmem:(r20744,rb6291456,t0,tb87040,f3832,w0,o0,bl0,d7) cubic wscale:7,7 rto:624 rtt:207.193/77.946 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:3977898 segs_out:1558 segs_in:2770 data_segs_out:1 data_segs_in:2768 send 559092bps lastsnd:6720 lastrcv:136 lastack:124 pacing_rate 1118176bps delivery_rate 55616bps delivered:2 app_limited busy:208ms rcv_rtt:206.125 rcv_space:634224 rcv_ssthresh:3760128 minrtt:207.04 rcv_ooopack:1483 snd_wnd:65152
# 1795862369.651800593
ESTAB 0      0      10.0.1.1:43084 10.0.3.2:80
	 skmem:(r0,rb6291456,t2,tb87040,f0,w0,o0,bl0,d7) cubic wscale:7,7 rto:624 rtt:207.193/77.946 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:4281978 segs_out:1587 segs_in:2967 data_segs_out:1 data_segs_in:2965 send 559092bps lastsnd:8064 lastrcv:4 lastack:4 pacing_rate 1118176bps delivery_rate 55616bps delivered:2 app_limited busy:208ms rcv_rtt:208.92 rcv_space:634224 rcv_ssthresh:3760128 minrtt:207.04 rcv_ooopack:1504 snd_wnd:65152
# 1795862370.999534625
ESTAB 0      0      10.0.1.1:43084 10.0.3.2:80
	 skmem:(r0,rb6291456,t0,tb87040,f0,w0,o0,bl0,d7) cubic wscale:7,7 rto:624 rtt:207.193/77.946 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:4555650 segs_out:1625 segs_in:3156 data_segs_out:1 data_segs_in:3154 send 559092bps lastsnd:9500 lastrcv:24 lastack:24 pacing_rate 1118176bps delivery_rate 55616bps delivered:2 app_limited busy:208ms rcv_rtt:206 rcv_space:634224 rcv_ssthresh:3760128 minrtt:207.04 rcv_ooopack:1537 snd_wnd:65152
# 1795862372.504942703
ESTAB 0      0      10.0.1.1:43084 10.0.3.2:80
	 skmem:(r0,rb6291456,t0,tb87040,f0,w0,o0,bl0,d7) cubic wscale:7,7 rto:624 rtt:207.193/77.946 ato:68 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:4806154 segs_out:1672 segs_in:3329 data_segs_out:1 data_segs_in:3327 send 559092bps lastsnd:10944 lastrcv:12 lastack:12 pacing_rate 1118176bps delivery_rate 55616bps delivered:2 app_limited busy:208ms rcv_rtt:206.125 rcv_space:634224 rcv_ssthresh:3760128 minrtt:207.04 rcv_ooopack:1570 snd_wnd:65152
# 1795862373.978760036
ESTAB 0      0      10.0.1.1:43084 10.0.3.2:80
	 skmem:(r0,rb6291456,t0,tb87040,f0,w0,o0,bl0,d7) cubic wscale:7,7 rto:624 rtt:207.193/77.946 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:5107338 segs_out:1722 segs_in:3537 data_segs_out:1 data_segs_in:3535 send 559092bps lastsnd:12516 lastrcv:48 lastack:48 pacing_rate 1118176bps delivery_rate 55616bps delivered:2 app_limited busy:208ms rcv_rtt:206.125 rcv_space:634224 rcv_ssthresh:3760128 minrtt:207.04 rcv_ooopack:1570 snd_wnd:65152
# 1795862375.487174775
ESTAB 0      0      10.0.1.1:43084 10.0.3.2:80
	 skmem:(r0,rb6291456,t0,tb87040,f0,w0,o0,bl0,d7) cubic wscale:7,7 rto:624 rtt:207.193/77.946 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:5352050 segs_out:1754 segs_in:3706 data_segs_out:1 data_segs_in:3704 send 559092bps lastsnd:14028 lastrcv:88 lastack:88 pacing_rate 1118176bps delivery_rate 55616bps delivered:2 app_limited busy:208ms rcv_rtt:206 rcv_space:634224 rcv_ssthresh:3760128 minrtt:207.04 rcv_ooopack:1599 snd_wnd:65152
# 1795862377.006383946
ESTAB 0      0      10.0.1.1:43084 10.0.3.2:80
	 skmem:(r25088,rb6291456,t0,tb87040,f3584,w0,o0,bl0,d7) cubic wscale:7,7 rto:624 rtt:207.193/77.946 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:5576490 segs_out:1794 segs_in:3877 data_segs_out:1 data_segs_in:3875 send 559092bps lastsnd:15480 lastrcv:108 lastack:88 pacing_rate 1118176bps delivery_rate 55616bps delivered:2 app_limited busy:208ms rcv_rtt:206.504 rcv_space:634224 rcv_ssthresh:3760128 minrtt:207.04 rcv_ooopack:1641 snd_wnd:65152
# 1795862378.453475178
ESTAB 0      0      10.0.1.1:43084 10.0.3.2:80
	 skmem:(r0,rb6291456,t2,tb87040,f0,w0,o0,bl0,d7) cubic wscale:7,7 rto:624 rtt:207.193/77.946 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:5780658 segs_out:1826 segs_in:4002 data_segs_out:1 data_segs_in:4000 send 559092bps lastsnd:16872 lastrcv:4 lastack:4 pacing_rate 1118176bps delivery_rate 55616bps delivered:2 app_limited busy:208ms rcv_rtt:209.969 rcv_space:634224 rcv_ssthresh:3760128 minrtt:207.04 rcv_ooopack:1664 snd_wnd:65152
# 1795862379.881121163
ESTAB 0      0      10.0.1.1:43084 10.0.3.2:80
	 skmem:(r0,rb6291456,t0,tb87040,f0,w0,o0,bl0,d7) cubic wscale:7,7 rto:624 rtt:207.193/77.946 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:5939938 segs_out:1855 segs_in:4112 data_segs_out:1 data_segs_in:4110 send 559092bps lastsnd:18244 lastrcv:68 lastack:68 pacing_rate 1118176bps delivery_rate 55616bps delivered:2 app_limited busy:208ms rcv_rtt:207.915 rcv_space:634224 rcv_ssthresh:3760128 minrtt:207.04 rcv_ooopack:1664 snd_wnd:65152
# 1795862381.103264932
ESTAB 0      0      10.0.1.1:43084 10.0.3.2:80
	 skmem:(r0,rb6291456,t0,tb87040,f0,w0,o0,bl0,d7) cubic wscale:7,7 rto:624 rtt:207.193/77.946 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:6109354 segs_out:1883 segs_in:4229 data_segs_out:1 data_segs_in:4227 send 559092bps lastsnd:19752 lastrcv:76 lastack:76 pacing_rate 1118176bps delivery_rate 55616bps delivered:2 app_limited busy:208ms rcv_rtt:209.468 rcv_space:634224 rcv_ssthresh:3760128 minrtt:207.04 rcv_ooopack:1685 snd_wnd:65152
# 1795862382.681536449
ESTAB 0      0      10.0.1.1:43084 10.0.3.2:80
	 skmem:(r0,rb6291456,t0,tb87040,f0,w0,o0,bl0,d7) cubic wscale:7,7 rto:624 rtt:207.193/77.946 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:6283114 segs_out:1906 segs_in:4349 data_segs_out:1 data_segs_in:4347 send 559092bps lastsnd:21052 lastrcv:96 lastack:96 pacing_rate 1118176bps delivery_rate 55616bps delivered:2 app_limited busy:208ms rcv_rtt:211.713 rcv_space:634224 rcv_ssthresh:3760128 minrtt:207.04 rcv_ooopack:1685 snd_wnd:65152
# 1795862383.985515746
ESTAB 0      0      10.0.1.1:43084 10.0.3.2:80
	 skmem:(r0,rb6291456,t0,tb87040,f0,w0,o0,bl0,d7) cubic wscale:7,7 rto:624 rtt:207.193/77.946 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:6436602 segs_out:1926 segs_in:4455 data_segs_out:1 data_segs_in:4453 send 559092bps lastsnd:22184 lastrcv:68 lastack:68 pacing_rate 1118176bps delivery_rate 55616bps delivered:2 app_limited busy:208ms rcv_rtt:206.509 rcv_space:634224 rcv_ssthresh:3760128 minrtt:207.04 rcv_ooopack:1685 snd_wnd:65152
# 1795862385.083590008
ESTAB 0      0      10.0.1.1:43084 10.0.3.2:80
	 skmem:(r0,rb6291456,t0,tb87040,f0,w0,o0,bl0,d7) cubic wscale:7,7 rto:624 rtt:207.193/77.946 ato:44 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:6604570 segs_out:1952 segs_in:4571 data_segs_out:1 data_segs_in:4569 send 559092bps lastsnd:23168 lastrcv:8 lastack:8 pacing_rate 1118176bps delivery_rate 55616bps delivered:2 app_limited busy:208ms rcv_rtt:205 rcv_space:634224 rcv_ssthresh:3760128 minrtt:207.04 rcv_ooopack:1685 snd_wnd:65152
# 1795862386.082604283
ESTAB 0      0      10.0.1.1:43084 10.0.3.2:80
	 skmem:(r0,rb6291456,t0,tb87040,f0,w0,o0,bl0,d7) cubic wscale:7,7 rto:624 rtt:207.193/77.946 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:6805842 segs_out:1976 segs_in:4710 data_segs_out:1 data_segs_in:4708 send 559092bps lastsnd:24224 lastrcv:16 lastack:16 pacing_rate 1118176bps delivery_rate 55616bps delivered:2 app_limited busy:208ms rcv_rtt:209.253 rcv_space:634224 rcv_ssthresh:3760128 minrtt:207.04 rcv_ooopack:1685 snd_wnd:65152
# 1795862387.139520726
ESTAB 0      0      10.0.1.1:43084 10.0.3.2:80
	 skmem:(r0,rb6291456,t0,tb87040,f0,w0,o0,bl0,d7) cubic wscale:7,7 rto:624 rtt:207.193/77.946 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:7169290 segs_out:2024 segs_in:4961 data_segs_out:1 data_segs_in:4959 send 559092bps lastsnd:25476 lastrcv:8 lastack:8 pacing_rate 1118176bps delivery_rate 55616bps delivered:2 app_limited busy:208ms rcv_rtt:205.019 rcv_space:634224 rcv_ssthresh:3760128 minrtt:207.04 rcv_ooopack:1685 snd_wnd:65152
# 1795862388.474636392
ESTAB 0      0      10.0.1.1:43084 10.0.3.2:80
	 skmem:(r0,rb6291456,t2,tb87040,f0,w0,o0,bl0,d7) cubic wscale:7,7 rto:624 rtt:207.193/77.946 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:7613826 segs_out:2092 segs_in:5268 data_segs_out:1 data_segs_in:5266 send 559092bps lastsnd:26836 lastrcv:4 lastack:4 pacing_rate 1118176bps delivery_rate 55616bps delivered:2 app_limited busy:208ms rcv_rtt:206.984 rcv_space:634224 rcv_ssthresh:3760128 minrtt:207.04 rcv_ooopack:1801 snd_wnd:65152
# 1795862389.786253440
ESTAB 0      0      10.0.1.1:43084 10.0.3.2:80
	 skmem:(r0,rb6291456,t0,tb87040,f0,w0,o0,bl0,d7) cubic wscale:7,7 rto:624 rtt:207.193/77.946 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:7994650 segs_out:2123 segs_in:5531 data_segs_out:1 data_segs_in:5529 send 559092bps lastsnd:28236 lastrcv:32 lastack:32 pacing_rate 1118176bps delivery_rate 55616bps delivered:2 app_limited busy:208ms rcv_rtt:213 rcv_space:634224 rcv_ssthresh:3760128 minrtt:207.04 rcv_ooopack:1801 snd_wnd:65152
# 1795862391.166147708
ESTAB 0      0      10.0.1.1:43084 10.0.3.2:80
	 skmem:(r0,rb6291456,t0,tb87040,f0,w0,o0,bl0,d7) cubic wscale:7,7 rto:624 rtt:207.193/77.946 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:8366786 segs_out:2167 segs_in:5788 data_segs_out:1 data_segs_in:5786 send 559092bps lastsnd:29524 lastrcv:136 lastack:136 pacing_rate 1118176bps delivery_rate 55616bps delivered:2 app_limited busy:208ms rcv_rtt:207.542 rcv_space:634224 rcv_ssthresh:3760128 minrtt:207.04 rcv_ooopack:1801 snd_wnd:65152
# 1795862392.479408764
ESTAB 0      0      10.0.1.1:43084 10.0.3.2:80
	 skmem:(r0,rb6291456,t0,tb87040,f0,w0,o0,bl0,d7) cubic wscale:7,7 rto:624 rtt:207.193/77.946 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:8730234 segs_out:2218 segs_in:6039 data_segs_out:1 data_segs_in:6037 send 559092bps lastsnd:30868 lastrcv:16 lastack:16 pacing_rate 1118176bps delivery_rate 55616bps delivered:2 app_limited busy:208ms rcv_rtt:207.67 rcv_space:634224 rcv_ssthresh:3760128 minrtt:207.04 rcv_ooopack:1847 snd_wnd:65152
# 1795862393.760024839
ESTAB 0      0      10.0.1.1:43084 10.0.3.2:80
	 skmem:(r35224,rb6291456,t0,tb87040,f1640,w0,o0,bl0,d7) cubic wscale:7,7 rto:624 rtt:207.193/77.946 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:9005354 segs_out:2266 segs_in:6252 data_segs_out:1 data_segs_in:6250 send 559092bps lastsnd:32068 lastrcv:160 lastack:44 pacing_rate 1118176bps delivery_rate 55616bps delivered:2 app_limited busy:208ms rcv_rtt:206.5 rcv_space:634224 rcv_ssthresh:3760128 minrtt:207.04 rcv_ooopack:1870 snd_wnd:65152
# 1795862394.969818107
ESTAB 0      0      10.0.1.1:43084 10.0.3.2:80
	 skmem:(r0,rb6291456,t0,tb87040,f0,w0,o0,bl0,d7) cubic wscale:7,7 rto:624 rtt:207.193/77.946 ato:80 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:9347082 segs_out:2321 segs_in:6465 data_segs_out:1 data_segs_in:6463 send 559092bps lastsnd:33328 lastrcv:92 lastack:92 pacing_rate 1118176bps delivery_rate 55616bps delivered:2 app_limited busy:208ms rcv_rtt:206.203 rcv_space:634224 rcv_ssthresh:3760128 minrtt:207.04 rcv_ooopack:1891 snd_wnd:65152
# 1795862396.348673976
ESTAB 0      0      10.0.1.1:43084 10.0.3.2:80
	 skmem:(r0,rb6291456,t0,tb87040,f0,w0,o0,bl0,d7) cubic wscale:7,7 rto:624 rtt:207.193/77.946 ato:64 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:9672882 segs_out:2389 segs_in:6690 data_segs_out:1 data_segs_in:6688 send 559092bps lastsnd:34776 lastrcv:84 lastack:84 pacing_rate 1118176bps delivery_rate 55616bps delivered:2 app_limited busy:208ms rcv_rtt:206.747 rcv_space:634224 rcv_ssthresh:3760128 minrtt:207.04 rcv_ooopack:1968 snd_wnd:65152
# 1795862397.778453729
ESTAB 0      0      10.0.1.1:43084 10.0.3.2:80
	 skmem:(r0,rb6291456,t0,tb87040,f0,w0,o0,bl0,d7) cubic wscale:7,7 rto:624 rtt:207.193/77.946 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:9850986 segs_out:2431 segs_in:6813 data_segs_out:1 data_segs_in:6811 send 559092bps lastsnd:36244 lastrcv:84 lastack:84 pacing_rate 1118176bps delivery_rate 55616bps delivered:2 app_limited busy:208ms rcv_rtt:206.75 rcv_space:634224 rcv_ssthresh:3760128 minrtt:207.04 rcv_ooopack:1989 snd_wnd:65152
# 1795862399.255093444
ESTAB 0      0      10.0.1.1:43084 10.0.3.2:80
	 skmem:(r0,rb6291456,t2,tb87040,f0,w0,o0,bl0,d7) cubic wscale:7,7 rto:624 rtt:207.193/77.946 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:10027642 segs_out:2467 segs_in:6935 data_segs_out:1 data_segs_in:6933 send 559092bps lastsnd:37764 lastrcv:8 lastack:8 pacing_rate 1118176bps delivery_rate 55616bps delivered:2 app_limited busy:208ms rcv_rtt:206.945 rcv_space:634224 rcv_ssthresh:3760128 minrtt:207.04 rcv_ooopack:2007 snd_wnd:65152
# 1795862400.698620381
ESTAB 1448   0      10.0.1.1:43084 10.0.3.2:80
	 skmem:(r0,rb6291456,t0,tb87040,f0,w0,o0,bl0,d7) cubic wscale:7,7 rto:624 rtt:207.193/77.946 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:10197058 segs_out:2505 segs_in:7052 data_segs_out:1 data_segs_in:7050 send 559092bps lastsnd:39104 pacing_rate 1118176bps delivery_rate 55616bps delivered:2 app_limited busy:208ms rcv_rtt:204.718 rcv_space:634224 rcv_ssthresh:3760128 minrtt:207.04 rcv_ooopack:2007 snd_wnd:65152
# 1795862402.022715972
ESTAB 0      0      10.0.1.1:43084 10.0.3.2:80
	 skmem:(r0,rb6291456,t4,tb87040,f0,w0,o0,bl0,d7) cubic wscale:7,7 rto:624 rtt:207.193/77.946 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:10362130 segs_out:2546 segs_in:7166 data_segs_out:1 data_segs_in:7164 send 559092bps lastsnd:40468 pacing_rate 1118176bps delivery_rate 55616bps delivered:2 app_limited busy:208ms rcv_rtt:207.365 rcv_space:634224 rcv_ssthresh:3760128 minrtt:207.04 rcv_ooopack:2027 snd_wnd:65152
# 1795862403.384402221
LAST-ACK 0      1      10.0.1.1:43084 10.0.3.2:80
	 skmem:(r0,rb6291456,t0,tb87040,f3136,w960,o0,bl0,d7) cubic wscale:7,7 rto:624 rtt:207.193/77.946 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:10486003 segs_out:2573 segs_in:7252 data_segs_out:1 data_segs_in:7250 send 559092bps lastsnd:41684 lastrcv:168 lastack:168 pacing_rate 1118176bps delivery_rate 55616bps delivered:2 app_limited busy:372ms unacked:1 rcv_rtt:206.625 rcv_space:634224 rcv_ssthresh:3760128 minrtt:207.04 rcv_ooopack:2027 snd_wnd:65152
