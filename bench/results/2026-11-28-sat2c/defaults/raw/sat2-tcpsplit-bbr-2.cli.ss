# 1795862405.802801488
# 1795862407.836349032
# 1795862409.919328091
# 1795862411.615204303
ESTAB 0      0      10.0.1.1:37612 10.0.3.2:80
	 skmem:(r0,rb131072,t2,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:636 rtt:190.322/110.735 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:45130 segs_out:34 segs_in:34 data_segs_out:1 data_segs_in:32 send 608653bps lastsnd:624 pacing_rate 1217296bps delivery_rate 856736bps delivered:2 app_limited busy:12ms rcv_rtt:18.782 rcv_space:14722 rcv_ssthresh:76896 minrtt:13.521 snd_wnd:32768
# 1795862413.115658022
ESTAB 44888  0      10.0.1.1:37612 10.0.3.2:80
	 skmem:(r74648,rb2619649,t0,tb87040,f3176,w0,o0,bl0,d0) cubic wscale:7,7 rto:636 rtt:190.322/110.735 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:2144730 segs_out:728 segs_in:1484 data_segs_out:1 data_segs_in:1482 send 608653bps lastsnd:2524 pacing_rate 1217296bps delivery_rate 856736bps delivered:2 app_limited busy:12ms rcv_rtt:39 rcv_space:280912 rcv_ssthresh:1564210 minrtt:13.521 snd_wnd:32768
# 1795862415.039368650
ESTAB 0      0      10.0.1.1:37612 10.0.3.2:80
	 skmem:(r0,rb2619649,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:636 rtt:190.322/110.735 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:4499178 segs_out:899 segs_in:3110 data_segs_out:1 data_segs_in:3108 send 608653bps lastsnd:4404 lastrcv:136 lastack:136 pacing_rate 1217296bps delivery_rate 856736bps delivered:2 app_limited busy:12ms rcv_rtt:12 rcv_space:280912 rcv_ssthresh:1564210 minrtt:13.521 snd_wnd:32768
# 1795862416.923567858
ESTAB 0      0      10.0.1.1:37612 10.0.3.2:80
	 skmem:(r0,rb2619649,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:636 rtt:190.322/110.735 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:6866658 segs_out:1118 segs_in:4745 data_segs_out:1 data_segs_in:4743 send 608653bps lastsnd:6280 lastrcv:16 lastack:16 pacing_rate 1217296bps delivery_rate 856736bps delivered:2 app_limited busy:12ms rcv_rtt:13 rcv_space:282360 rcv_ssthresh:1564210 minrtt:13.521 snd_wnd:32768
# 1795862418.644679355
ESTAB 0      0      10.0.1.1:37612 10.0.3.2:80
	 skmem:(r0,rb2619649,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:636 rtt:190.322/110.735 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:8751954 segs_out:1459 segs_in:6047 data_segs_out:1 data_segs_in:6045 send 608653bps lastsnd:8040 lastrcv:60 lastack:60 pacing_rate 1217296bps delivery_rate 856736bps delivered:2 app_limited busy:12ms rcv_rtt:10.468 rcv_space:282360 rcv_ssthresh:1564210 minrtt:13.521 snd_wnd:32768
# 1795862420.404005034
# 1795862422.245096146
