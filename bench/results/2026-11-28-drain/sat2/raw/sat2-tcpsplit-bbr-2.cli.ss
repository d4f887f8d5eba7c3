# 1795845895.484665633
# 1795845897.355661423
# 1795845898.981469530
# 1795845900.612368746
ESTAB 0      0      10.0.1.1:54942 10.0.3.2:80
	 skmem:(r0,rb131072,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:660 rtt:199.113/115.184 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:42234 segs_out:31 segs_in:32 data_segs_out:1 data_segs_in:30 send 581780bps lastsnd:624 lastrcv:36 lastack:36 pacing_rate 1163552bps delivery_rate 565232bps delivered:2 app_limited busy:20ms rcv_rtt:11.984 rcv_space:14722 rcv_ssthresh:76896 minrtt:20.494 snd_wnd:32768
# 1795845902.249442509
ESTAB 0      0      10.0.1.1:54942 10.0.3.2:80
	 skmem:(r0,rb1039597,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:660 rtt:199.113/115.184 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:1086242 segs_out:442 segs_in:753 data_segs_out:1 data_segs_in:751 send 581780bps lastsnd:2148 lastrcv:76 lastack:76 pacing_rate 1163552bps delivery_rate 565232bps delivered:2 app_limited busy:20ms rcv_rtt:13 rcv_space:73848 rcv_ssthresh:619882 minrtt:20.494 snd_wnd:32768
# 1795845903.793575477
ESTAB 0      0      10.0.1.1:54942 10.0.3.2:80
	 skmem:(r0,rb1039597,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:660 rtt:199.113/115.184 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:2697866 segs_out:551 segs_in:1866 data_segs_out:1 data_segs_in:1864 send 581780bps lastsnd:3296 lastrcv:96 lastack:96 pacing_rate 1163552bps delivery_rate 565232bps delivered:2 app_limited busy:20ms rcv_rtt:11 rcv_space:118736 rcv_ssthresh:619882 minrtt:20.494 snd_wnd:32768
# 1795845904.998548296
ESTAB 0      0      10.0.1.1:54942 10.0.3.2:80
	 skmem:(r0,rb1039597,t4,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:660 rtt:199.113/115.184 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:5173946 segs_out:772 segs_in:3576 data_segs_out:1 data_segs_in:3574 send 581780bps lastsnd:4804 pacing_rate 1163552bps delivery_rate 565232bps delivered:2 app_limited busy:20ms rcv_rtt:12.046 rcv_space:128872 rcv_ssthresh:621321 minrtt:20.494 rcv_ooopack:2 snd_wnd:32768
# 1795845906.509228430
ESTAB 0      0      10.0.1.1:54942 10.0.3.2:80
	 skmem:(r0,rb1039597,t2,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:660 rtt:199.113/115.184 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:7177978 segs_out:1056 segs_in:4961 data_segs_out:1 data_segs_in:4958 send 581780bps lastsnd:6416 pacing_rate 1163552bps delivery_rate 565232bps delivered:2 app_limited busy:20ms rcv_rtt:26.783 rcv_space:144800 rcv_ssthresh:621321 minrtt:20.494 rcv_ooopack:2 snd_wnd:32768
# 1795845908.119977815
ESTAB 4344   0      10.0.1.1:54942 10.0.3.2:80
	 skmem:(r7224,rb1039597,t8,tb87040,f968,w0,o0,bl0,d3) cubic wscale:7,7 rto:660 rtt:199.113/115.184 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:9167530 segs_out:1354 segs_in:6338 data_segs_out:1 data_segs_in:6335 send 581780bps lastsnd:8156 pacing_rate 1163552bps delivery_rate 565232bps delivered:2 app_limited busy:20ms rcv_rtt:11 rcv_space:152040 rcv_ssthresh:621321 minrtt:20.494 rcv_ooopack:10 snd_wnd:32768
# 1795845909.834326091
