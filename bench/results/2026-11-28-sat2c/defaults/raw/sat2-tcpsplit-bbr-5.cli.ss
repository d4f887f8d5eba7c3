# 1795862589.035367562
# 1795862590.895780036
# 1795862592.744709176
# 1795862594.240385908
ESTAB 0      0      10.0.1.1:42132 10.0.3.2:80
	 skmem:(r0,rb131072,t2,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:648 rtt:194.61/113.175 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:247850 segs_out:135 segs_in:174 data_segs_out:1 data_segs_in:172 send 595242bps lastsnd:1160 lastack:4 pacing_rate 1190480bps delivery_rate 807416bps delivered:2 app_limited busy:16ms rcv_rtt:12.802 rcv_space:14480 rcv_ssthresh:76896 minrtt:14.347 snd_wnd:32768
# 1795862596.125663770
ESTAB 0      0      10.0.1.1:42132 10.0.3.2:80
	 skmem:(r0,rb3172552,t0,tb87040,f0,w0,o0,bl0,d11) cubic wscale:7,7 rto:648 rtt:194.61/113.175 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:3859162 segs_out:851 segs_in:2679 data_segs_out:1 data_segs_in:2677 send 595242bps lastsnd:3116 lastrcv:84 lastack:84 pacing_rate 1190480bps delivery_rate 807416bps delivered:2 app_limited busy:16ms rcv_rtt:16.285 rcv_space:314216 rcv_ssthresh:1896095 minrtt:14.347 rcv_ooopack:62 snd_wnd:32768
# 1795862598.001493547
ESTAB 10544  0      10.0.1.1:42132 10.0.3.2:80
	 skmem:(r19264,rb3172552,t0,tb87040,f1216,w0,o0,bl0,d11) cubic wscale:7,7 rto:648 rtt:194.61/113.175 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:6892722 segs_out:1048 segs_in:4774 data_segs_out:1 data_segs_in:4772 send 595242bps lastsnd:4936 lastrcv:24 lastack:32 pacing_rate 1190480bps delivery_rate 807416bps delivered:2 app_limited busy:16ms rcv_rtt:18 rcv_space:314216 rcv_ssthresh:1896095 minrtt:14.347 rcv_ooopack:65 snd_wnd:32768
# 1795862599.690084005
ESTAB 8688   0      10.0.1.1:42132 10.0.3.2:80
	 skmem:(r14448,rb3172552,t0,tb87040,f1936,w0,o0,bl0,d11) cubic wscale:7,7 rto:648 rtt:194.61/113.175 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:9073410 segs_out:1239 segs_in:6280 data_segs_out:1 data_segs_in:6278 send 595242bps lastsnd:6484 pacing_rate 1190480bps delivery_rate 807416bps delivered:2 app_limited busy:16ms rcv_rtt:13 rcv_space:314216 rcv_ssthresh:1896095 minrtt:14.347 rcv_ooopack:65 snd_wnd:32768
# 1795862601.229346443
# 1795862602.614662328
