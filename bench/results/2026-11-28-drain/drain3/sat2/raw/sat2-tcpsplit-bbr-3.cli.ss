# 1795851767.390533870
# 1795851769.299142796
# 1795851770.717643347
# 1795851772.064283506
ESTAB 0      0      10.0.1.1:36590 10.0.3.2:80
	 skmem:(r0,rb131072,t2,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:612 rtt:183.072/106.648 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:124770 segs_out:80 segs_in:89 data_segs_out:1 data_segs_in:87 send 632757bps lastsnd:908 pacing_rate 1265512bps delivery_rate 985536bps delivered:2 app_limited busy:16ms rcv_rtt:12 rcv_space:14480 rcv_ssthresh:76896 minrtt:11.754 snd_wnd:32768
# 1795851773.604665988
ESTAB 0      0      10.0.1.1:36590 10.0.3.2:80
	 skmem:(r0,rb447176,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:612 rtt:183.072/106.648 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:2389442 segs_out:402 segs_in:1653 data_segs_out:1 data_segs_in:1651 send 632757bps lastsnd:2508 lastrcv:160 lastack:160 pacing_rate 1265512bps delivery_rate 985536bps delivered:2 app_limited busy:16ms rcv_rtt:13.215 rcv_space:70952 rcv_ssthresh:265818 minrtt:11.754 snd_wnd:32768
# 1795851775.252829214
ESTAB 0      0      10.0.1.1:36590 10.0.3.2:80
	 skmem:(r0,rb768833,t2,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:612 rtt:183.072/106.648 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:5412866 segs_out:647 segs_in:3741 data_segs_out:1 data_segs_in:3739 send 632757bps lastsnd:4140 pacing_rate 1265512bps delivery_rate 985536bps delivered:2 app_limited busy:16ms rcv_rtt:12 rcv_space:144800 rcv_ssthresh:458058 minrtt:11.754 rcv_ooopack:1 snd_wnd:32768
# 1795851776.780576417
ESTAB 0      0      10.0.1.1:36590 10.0.3.2:80
	 skmem:(r0,rb768833,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:612 rtt:183.072/106.648 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:7778898 segs_out:802 segs_in:5375 data_segs_out:1 data_segs_in:5373 send 632757bps lastsnd:5444 lastrcv:32 lastack:32 pacing_rate 1265512bps delivery_rate 985536bps delivered:2 app_limited busy:16ms rcv_rtt:13.212 rcv_space:149144 rcv_ssthresh:458058 minrtt:11.754 rcv_ooopack:1 snd_wnd:32768
# 1795851778.057737005
ESTAB 0      0      10.0.1.1:36590 10.0.3.2:80
	 skmem:(r0,rb768833,t2,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:612 rtt:183.072/106.648 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:9685914 segs_out:937 segs_in:6692 data_segs_out:1 data_segs_in:6690 send 632757bps lastsnd:6684 pacing_rate 1265512bps delivery_rate 985536bps delivered:2 app_limited busy:16ms rcv_rtt:11.625 rcv_space:149144 rcv_ssthresh:458058 minrtt:11.754 rcv_ooopack:1 snd_wnd:32768
# 1795851779.379481433
