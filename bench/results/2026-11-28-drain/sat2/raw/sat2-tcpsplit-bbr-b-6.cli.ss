# 1795846094.104395664
# 1795846096.006884824
# 1795846098.011385713
# 1795846099.880108248
ESTAB 0      0      10.0.1.1:56344 10.0.3.2:80
	 skmem:(r0,rb131072,t2,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:640 rtt:191.81/111.448 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:266674 segs_out:120 segs_in:187 data_segs_out:1 data_segs_in:185 send 603931bps lastsnd:1144 lastrcv:4 lastack:4 pacing_rate 1207856bps delivery_rate 767864bps delivered:2 app_limited busy:16ms rcv_rtt:14.2 rcv_space:17376 rcv_ssthresh:76896 minrtt:15.086 snd_wnd:32768
# 1795846102.051126557
ESTAB 0      0      10.0.1.1:56344 10.0.3.2:80
	 skmem:(r0,rb5769239,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:640 rtt:191.81/111.448 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:3917082 segs_out:1300 segs_in:2709 data_segs_out:1 data_segs_in:2706 send 603931bps lastsnd:3532 lastrcv:168 lastack:168 pacing_rate 1207856bps delivery_rate 767864bps delivered:2 app_limited busy:16ms rcv_rtt:17 rcv_space:304080 rcv_ssthresh:3446582 minrtt:15.086 rcv_ooopack:13 snd_wnd:32768
# 1795846104.227851102
ESTAB 0      0      10.0.1.1:56344 10.0.3.2:80
	 skmem:(r0,rb5769239,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:640 rtt:191.81/111.448 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:7260514 segs_out:1645 segs_in:5018 data_segs_out:1 data_segs_in:5015 send 603931bps lastsnd:5540 lastrcv:44 lastack:44 pacing_rate 1207856bps delivery_rate 767864bps delivered:2 app_limited busy:16ms rcv_rtt:11.375 rcv_space:311320 rcv_ssthresh:3446582 minrtt:15.086 rcv_ooopack:13 snd_wnd:32768
# 1795846106.280691155
ESTAB 2896   0      10.0.1.1:56344 10.0.3.2:80
	 skmem:(r4816,rb5769239,t4,tb87040,f3376,w0,o0,bl0,d0) cubic wscale:7,7 rto:640 rtt:191.81/111.448 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:9952346 segs_out:1991 segs_in:6878 data_segs_out:1 data_segs_in:6874 send 603931bps lastsnd:7532 pacing_rate 1207856bps delivery_rate 767864bps delivered:2 app_limited busy:16ms rcv_rtt:12.192 rcv_space:311320 rcv_ssthresh:3446582 minrtt:15.086 rcv_ooopack:13 snd_wnd:32768
# 1795846108.139630737
