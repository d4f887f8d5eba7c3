# 1795862424.571393697
# 1795862426.408654666
# 1795862428.055623371
# 1795862429.531450590
ESTAB 0      0      10.0.1.1:52186 10.0.3.2:80
	 skmem:(r0,rb556055,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:624 rtt:207.553/77.856 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:100154 segs_out:56 segs_in:72 data_segs_out:1 data_segs_in:70 send 558123bps lastsnd:844 lastrcv:176 lastack:176 pacing_rate 1116240bps delivery_rate 55824bps delivered:2 app_limited busy:208ms rcv_rtt:206.486 rcv_space:36200 rcv_ssthresh:172464 minrtt:207.484 snd_wnd:65152
# 1795862430.993343280
ESTAB 0      0      10.0.1.1:52186 10.0.3.2:80
	 skmem:(r476736,rb6291456,t0,tb87040,f2496,w0,o0,bl0,d0) cubic wscale:7,7 rto:624 rtt:207.553/77.856 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:5247794 segs_out:1330 segs_in:3939 data_segs_out:1 data_segs_in:3937 send 558123bps lastsnd:2524 lastrcv:108 lastack:44 pacing_rate 1116240bps delivery_rate 55824bps delivered:2 app_limited busy:208ms rcv_rtt:212 rcv_space:1414696 rcv_ssthresh:3670728 minrtt:207.484 rcv_ooopack:2910 snd_wnd:65152
# 1795862432.782582326
ESTAB 0      0      10.0.1.1:52186 10.0.3.2:80
	 skmem:(r77200,rb6291456,t0,tb87040,f624,w0,o0,bl0,d0) cubic wscale:7,7 rto:624 rtt:207.553/77.856 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:8123522 segs_out:1619 segs_in:5663 data_segs_out:1 data_segs_in:5661 send 558123bps lastsnd:4252 lastrcv:108 lastack:16 pacing_rate 1116240bps delivery_rate 55824bps delivered:2 app_limited busy:208ms rcv_rtt:211.027 rcv_space:1414696 rcv_ssthresh:3760128 minrtt:207.484 rcv_ooopack:4299 snd_wnd:65152
# 1795862434.334560797
ESTAB 0      0      10.0.1.1:52186 10.0.3.2:80
	 skmem:(r70448,rb6291456,t0,tb87040,f3280,w0,o0,bl0,d0) cubic wscale:7,7 rto:624 rtt:207.553/77.856 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:8696930 segs_out:1730 segs_in:6055 data_segs_out:1 data_segs_in:6053 send 558123bps lastsnd:5764 lastrcv:196 lastack:64 pacing_rate 1116240bps delivery_rate 55824bps delivered:2 app_limited busy:208ms rcv_rtt:207.739 rcv_space:1414696 rcv_ssthresh:3760128 minrtt:207.484 rcv_ooopack:4460 snd_wnd:65152
# 1795862435.792958157
ESTAB 0      0      10.0.1.1:52186 10.0.3.2:80
	 skmem:(r0,rb6291456,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:624 rtt:207.553/77.856 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:9161738 segs_out:1810 segs_in:6330 data_segs_out:1 data_segs_in:6328 send 558123bps lastsnd:7312 lastrcv:28 lastack:28 pacing_rate 1116240bps delivery_rate 55824bps delivered:2 app_limited busy:208ms rcv_rtt:208.375 rcv_space:1414696 rcv_ssthresh:3760128 minrtt:207.484 rcv_ooopack:4506 snd_wnd:65152
# 1795862437.380380126
ESTAB 0      0      10.0.1.1:52186 10.0.3.2:80
	 skmem:(r0,rb6291456,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:624 rtt:207.553/77.856 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:9377490 segs_out:1857 segs_in:6479 data_segs_out:1 data_segs_in:6477 send 558123bps lastsnd:8664 lastrcv:40 lastack:40 pacing_rate 1116240bps delivery_rate 55824bps delivered:2 app_limited busy:208ms rcv_rtt:205 rcv_space:1414696 rcv_ssthresh:3760128 minrtt:207.484 rcv_ooopack:4536 snd_wnd:65152
# 1795862438.730806375
ESTAB 0      0      10.0.1.1:52186 10.0.3.2:80
	 skmem:(r0,rb6291456,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:624 rtt:207.553/77.856 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:9620754 segs_out:1902 segs_in:6647 data_segs_out:1 data_segs_in:6645 send 558123bps lastsnd:10112 lastrcv:32 lastack:32 pacing_rate 1116240bps delivery_rate 55824bps delivered:2 app_limited busy:208ms rcv_rtt:207.371 rcv_space:1414696 rcv_ssthresh:3760128 minrtt:207.484 rcv_ooopack:4536 snd_wnd:65152
# 1795862440.209168716
ESTAB 0      0      10.0.1.1:52186 10.0.3.2:80
	 skmem:(r0,rb6291456,t2,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:624 rtt:207.553/77.856 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:9885738 segs_out:1951 segs_in:6830 data_segs_out:1 data_segs_in:6828 send 558123bps lastsnd:11536 lastrcv:4 lastack:4 pacing_rate 1116240bps delivery_rate 55824bps delivered:2 app_limited busy:208ms rcv_rtt:206.048 rcv_space:1414696 rcv_ssthresh:3760128 minrtt:207.484 rcv_ooopack:4536 snd_wnd:65152
# 1795862441.653971597
ESTAB 0      0      10.0.1.1:52186 10.0.3.2:80
	 skmem:(r0,rb6291456,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:624 rtt:207.553/77.856 ato:80 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:10194162 segs_out:2014 segs_in:7043 data_segs_out:1 data_segs_in:7041 send 558123bps lastsnd:12964 lastrcv:52 lastack:52 pacing_rate 1116240bps delivery_rate 55824bps delivered:2 app_limited busy:208ms rcv_rtt:204 rcv_space:1414696 rcv_ssthresh:3760128 minrtt:207.484 rcv_ooopack:4536 snd_wnd:65152
# 1795862443.016936263
LAST-ACK 0      1      10.0.1.1:52186 10.0.3.2:80
	 skmem:(r0,rb6291456,t0,tb87040,f3136,w960,o0,bl0,d1) cubic wscale:7,7 rto:624 rtt:207.553/77.856 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:10486003 segs_out:2081 segs_in:7246 data_segs_out:1 data_segs_in:7244 send 558123bps lastsnd:14348 lastrcv:204 lastack:204 pacing_rate 1116240bps delivery_rate 55824bps delivered:2 app_limited busy:412ms unacked:1 rcv_rtt:207.638 rcv_space:1414696 rcv_ssthresh:3760128 minrtt:207.484 rcv_ooopack:4574 snd_wnd:65152
