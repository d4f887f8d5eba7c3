# 1795862666.826143731
# 1795862668.702142718
# 1795862670.490870321
# 1795862671.903964187
ESTAB 0      0      10.0.1.1:34822 10.0.3.2:80
	 skmem:(r0,rb131072,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:652 rtt:195.6/113.393 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 segs_out:3 segs_in:2 data_segs_out:1 send 592229bps lastsnd:172 lastrcv:200 lastack:152 pacing_rate 1184448bps delivery_rate 649360bps delivered:2 app_limited busy:20ms rcv_space:14480 rcv_ssthresh:64088 minrtt:17.839 snd_wnd:32768
# 1795862673.630590905
ESTAB 0      0      10.0.1.1:34822 10.0.3.2:80
	 skmem:(r0,rb494250,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:652 rtt:195.6/113.393 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:1204978 segs_out:217 segs_in:835 data_segs_out:1 data_segs_in:833 send 592229bps lastsnd:1816 lastrcv:12 lastack:12 pacing_rate 1184448bps delivery_rate 649360bps delivered:2 app_limited busy:20ms rcv_rtt:12 rcv_space:56472 rcv_ssthresh:293952 minrtt:17.839 snd_wnd:32768
# 1795862675.589416823
ESTAB 0      0      10.0.1.1:34822 10.0.3.2:80
	 skmem:(r0,rb743072,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:652 rtt:195.6/113.393 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:5354946 segs_out:454 segs_in:3701 data_segs_out:1 data_segs_in:3699 send 592229bps lastsnd:3848 lastrcv:112 lastack:112 pacing_rate 1184448bps delivery_rate 649360bps delivered:2 app_limited busy:20ms rcv_rtt:11.593 rcv_space:160728 rcv_ssthresh:442662 minrtt:17.839 snd_wnd:32768
# 1795862677.462804331
ESTAB 0      0      10.0.1.1:34822 10.0.3.2:80
	 skmem:(r0,rb743072,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:652 rtt:195.6/113.393 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:7684778 segs_out:575 segs_in:5310 data_segs_out:1 data_segs_in:5308 send 592229bps lastsnd:5688 lastrcv:76 lastack:76 pacing_rate 1184448bps delivery_rate 649360bps delivered:2 app_limited busy:20ms rcv_rtt:11 rcv_space:160728 rcv_ssthresh:442662 minrtt:17.839 snd_wnd:32768
# 1795862679.329449268
ESTAB 0      0      10.0.1.1:34822 10.0.3.2:80
	 skmem:(r0,rb743072,t0,tb87040,f0,w0,o0,bl0,d2) cubic wscale:7,7 rto:652 rtt:195.6/113.393 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:9587450 segs_out:699 segs_in:6626 data_segs_out:1 data_segs_in:6624 send 592229bps lastsnd:7500 lastrcv:148 lastack:148 pacing_rate 1184448bps delivery_rate 649360bps delivered:2 app_limited busy:20ms rcv_rtt:13.345 rcv_space:160728 rcv_ssthresh:444101 minrtt:17.839 rcv_ooopack:9 snd_wnd:32768
# 1795862680.985125017
