# 1795846113.992111782
# 1795846116.140106519
# 1795846118.107950881
# 1795846119.972727998
ESTAB 0      0      10.0.1.1:57138 10.0.3.2:80
	 skmem:(r0,rb529408,t12,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:664 rtt:200.301/115.899 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:282602 segs_out:149 segs_in:198 data_segs_out:1 data_segs_in:196 send 578330bps lastsnd:1264 lastrcv:4 lastack:4 pacing_rate 1156648bps delivery_rate 569040bps delivered:2 app_limited busy:24ms rcv_rtt:15.026 rcv_space:33304 rcv_ssthresh:294096 minrtt:20.357 snd_wnd:32768
# 1795846122.055158463
ESTAB 4344   0      10.0.1.1:57138 10.0.3.2:80
	 skmem:(r7224,rb529408,t2,tb87040,f968,w0,o0,bl0,d0) cubic wscale:7,7 rto:664 rtt:200.301/115.899 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:2626914 segs_out:431 segs_in:1817 data_segs_out:1 data_segs_in:1815 send 578330bps lastsnd:3240 pacing_rate 1156648bps delivery_rate 569040bps delivered:2 app_limited busy:24ms rcv_rtt:14.343 rcv_space:86880 rcv_ssthresh:314964 minrtt:20.357 snd_wnd:32768
# 1795846123.987036713
ESTAB 0      0      10.0.1.1:57138 10.0.3.2:80
	 skmem:(r0,rb710686,t4,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:664 rtt:200.301/115.899 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:4709138 segs_out:776 segs_in:3255 data_segs_out:1 data_segs_in:3253 send 578330bps lastsnd:5008 pacing_rate 1156648bps delivery_rate 569040bps delivered:2 app_limited busy:24ms rcv_rtt:13.875 rcv_space:128872 rcv_ssthresh:424745 minrtt:20.357 rcv_ooopack:6 snd_wnd:32768
# 1795846125.916935201
ESTAB 0      0      10.0.1.1:57138 10.0.3.2:80
	 skmem:(r0,rb812848,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:664 rtt:200.301/115.899 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:6675522 segs_out:1124 segs_in:4613 data_segs_out:1 data_segs_in:4611 send 578330bps lastsnd:7028 lastrcv:144 lastack:144 pacing_rate 1156648bps delivery_rate 569040bps delivered:2 app_limited busy:24ms rcv_rtt:13 rcv_space:192584 rcv_ssthresh:484364 minrtt:20.357 rcv_ooopack:8 snd_wnd:32768
# 1795846127.784261801
ESTAB 0      0      10.0.1.1:57138 10.0.3.2:80
	 skmem:(r0,rb812848,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:664 rtt:200.301/115.899 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:8382714 segs_out:1323 segs_in:5792 data_segs_out:1 data_segs_in:5790 send 578330bps lastsnd:8812 lastrcv:72 lastack:72 pacing_rate 1156648bps delivery_rate 569040bps delivered:2 app_limited busy:24ms rcv_rtt:11.25 rcv_space:192584 rcv_ssthresh:484364 minrtt:20.357 rcv_ooopack:8 snd_wnd:32768
# 1795846129.500364356
ESTAB 7240   0      10.0.1.1:57138 10.0.3.2:80
	 skmem:(r12040,rb812848,t0,tb87040,f248,w0,o0,bl0,d0) cubic wscale:7,7 rto:664 rtt:200.301/115.899 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:9871258 segs_out:1601 segs_in:6820 data_segs_out:1 data_segs_in:6818 send 578330bps lastsnd:10472 pacing_rate 1156648bps delivery_rate 569040bps delivered:2 app_limited busy:24ms rcv_rtt:11.564 rcv_space:192584 rcv_ssthresh:484364 minrtt:20.357 rcv_ooopack:8 snd_wnd:32768
# 1795846131.145949412
