# 1795835001.380042559
# 1795835003.443492000
# 1795835005.197016340
# 1795835006.692922650
ESTAB 0      0      10.0.1.1:49020 10.0.3.2:80
	 skmem:(r0,rb131072,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:656 rtt:196.329/114.345 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:1690 segs_out:5 segs_in:4 data_segs_out:1 data_segs_in:2 send 590030bps lastsnd:356 lastrcv:88 lastack:88 pacing_rate 1180056bps delivery_rate 901120bps delivered:2 app_limited busy:16ms rcv_space:14480 rcv_ssthresh:66984 minrtt:12.855 snd_wnd:32768
# 1795835008.236330171
ESTAB 0      0      10.0.1.1:49020 10.0.3.2:80
	 skmem:(r0,rb253473,t2,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:656 rtt:196.329/114.345 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:1316474 segs_out:353 segs_in:912 data_segs_out:1 data_segs_in:910 send 590030bps lastsnd:2280 pacing_rate 1180056bps delivery_rate 901120bps delivered:2 app_limited busy:16ms rcv_rtt:12.189 rcv_space:47784 rcv_ssthresh:150050 minrtt:12.855 snd_wnd:32768
# 1795835010.162836706
ESTAB 0      0      10.0.1.1:49020 10.0.3.2:80
	 skmem:(r0,rb1966869,t2,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:656 rtt:196.329/114.345 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:3804138 segs_out:898 segs_in:2630 data_segs_out:1 data_segs_in:2628 send 590030bps lastsnd:3936 lastrcv:8 lastack:8 pacing_rate 1180056bps delivery_rate 901120bps delivered:2 app_limited busy:16ms rcv_rtt:35.558 rcv_space:247608 rcv_ssthresh:1174072 minrtt:12.855 rcv_ooopack:6 snd_wnd:32768
# 1795835011.890982176
ESTAB 0      0      10.0.1.1:49020 10.0.3.2:80
	 skmem:(r0,rb1966869,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:656 rtt:196.329/114.345 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:6323658 segs_out:1198 segs_in:4370 data_segs_out:1 data_segs_in:4368 send 590030bps lastsnd:5532 lastrcv:76 lastack:76 pacing_rate 1180056bps delivery_rate 901120bps delivered:2 app_limited busy:16ms rcv_rtt:14 rcv_space:264984 rcv_ssthresh:1174072 minrtt:12.855 rcv_ooopack:6 snd_wnd:32768
# 1795835013.300140577
ESTAB 0      0      10.0.1.1:49020 10.0.3.2:80
	 skmem:(r0,rb1966869,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:656 rtt:196.329/114.345 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:8221986 segs_out:1546 segs_in:5681 data_segs_out:1 data_segs_in:5679 send 590030bps lastsnd:6860 lastrcv:76 lastack:76 pacing_rate 1180056bps delivery_rate 901120bps delivered:2 app_limited busy:16ms rcv_rtt:13 rcv_space:264984 rcv_ssthresh:1174072 minrtt:12.855 rcv_ooopack:6 snd_wnd:32768
# 1795835014.725847696
ESTAB 0      0      10.0.1.1:49020 10.0.3.2:80
	 skmem:(r0,rb1966869,t4,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:656 rtt:196.329/114.345 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:10060946 segs_out:1742 segs_in:6951 data_segs_out:1 data_segs_in:6949 send 590030bps lastsnd:8484 pacing_rate 1180056bps delivery_rate 901120bps delivered:2 app_limited busy:16ms rcv_rtt:12 rcv_space:264984 rcv_ssthresh:1174072 minrtt:12.855 rcv_ooopack:6 snd_wnd:32768
# 1795835016.343595556
