# 1795845933.803303809
# 1795845935.651967521
# 1795845937.454851713
# 1795845939.046679402
ESTAB 0      0      10.0.1.1:55766 10.0.3.2:80
	 skmem:(r0,rb131072,t2,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:620 rtt:185.268/108.025 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:103050 segs_out:69 segs_in:74 data_segs_out:1 data_segs_in:72 send 625256bps lastsnd:1044 lastrcv:4 lastack:4 pacing_rate 1250504bps delivery_rate 1056352bps delivered:2 app_limited busy:12ms rcv_rtt:23.129 rcv_space:14722 rcv_ssthresh:76896 minrtt:10.966 snd_wnd:32768
# 1795845940.495921316
ESTAB 0      0      10.0.1.1:55766 10.0.3.2:80
	 skmem:(r0,rb131072,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:620 rtt:185.268/108.025 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:521098 segs_out:285 segs_in:363 data_segs_out:1 data_segs_in:361 send 625256bps lastsnd:2452 lastrcv:188 lastack:188 pacing_rate 1250504bps delivery_rate 1056352bps delivered:2 app_limited busy:12ms rcv_rtt:12.988 rcv_space:14722 rcv_ssthresh:76896 minrtt:10.966 snd_wnd:32768
# 1795845941.998136799
ESTAB 0      0      10.0.1.1:55766 10.0.3.2:80
	 skmem:(r0,rb1369004,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:620 rtt:185.268/108.025 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:1473882 segs_out:727 segs_in:1021 data_segs_out:1 data_segs_in:1019 send 625256bps lastsnd:4328 lastrcv:84 lastack:88 pacing_rate 1250504bps delivery_rate 1056352bps delivered:2 app_limited busy:12ms rcv_rtt:12.673 rcv_space:104256 rcv_ssthresh:816754 minrtt:10.966 snd_wnd:32768
# 1795845943.773888235
ESTAB 0      0      10.0.1.1:55766 10.0.3.2:80
	 skmem:(r0,rb1369004,t8,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:620 rtt:185.268/108.025 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:2294898 segs_out:912 segs_in:1588 data_segs_out:1 data_segs_in:1586 send 625256bps lastsnd:5856 pacing_rate 1250504bps delivery_rate 1056352bps delivered:2 app_limited busy:12ms rcv_rtt:39.423 rcv_space:134664 rcv_ssthresh:816754 minrtt:10.966 snd_wnd:32768
# 1795845945.337934763
ESTAB 0      0      10.0.1.1:55766 10.0.3.2:80
	 skmem:(r0,rb1369004,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:620 rtt:185.268/108.025 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:3014554 segs_out:1138 segs_in:2085 data_segs_out:1 data_segs_in:2083 send 625256bps lastsnd:7184 lastrcv:96 lastack:96 pacing_rate 1250504bps delivery_rate 1056352bps delivered:2 app_limited busy:12ms rcv_rtt:13.888 rcv_space:134664 rcv_ssthresh:816754 minrtt:10.966 snd_wnd:32768
# 1795845946.672622076
ESTAB 0      0      10.0.1.1:55766 10.0.3.2:80
	 skmem:(r0,rb1369004,t6,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:620 rtt:185.268/108.025 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:3892042 segs_out:1311 segs_in:2691 data_segs_out:1 data_segs_in:2689 send 625256bps lastsnd:8680 pacing_rate 1250504bps delivery_rate 1056352bps delivered:2 app_limited busy:12ms rcv_rtt:13.806 rcv_space:134664 rcv_ssthresh:816754 minrtt:10.966 snd_wnd:32768
# 1795845948.243341758
ESTAB 0      0      10.0.1.1:55766 10.0.3.2:80
	 skmem:(r0,rb1369004,t2,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:620 rtt:185.268/108.025 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:4691338 segs_out:1542 segs_in:3243 data_segs_out:1 data_segs_in:3241 send 625256bps lastsnd:10284 lastrcv:4 lastack:4 pacing_rate 1250504bps delivery_rate 1056352bps delivered:2 app_limited busy:12ms rcv_rtt:14.484 rcv_space:134664 rcv_ssthresh:816754 minrtt:10.966 snd_wnd:32768
# 1795845949.703162058
ESTAB 0      0      10.0.1.1:55766 10.0.3.2:80
	 skmem:(r0,rb1369004,t2,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:620 rtt:185.268/108.025 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:5350178 segs_out:1695 segs_in:3698 data_segs_out:1 data_segs_in:3696 send 625256bps lastsnd:11476 pacing_rate 1250504bps delivery_rate 1056352bps delivered:2 app_limited busy:12ms rcv_rtt:12.125 rcv_space:134664 rcv_ssthresh:816754 minrtt:10.966 snd_wnd:32768
# 1795845950.942238491
ESTAB 0      0      10.0.1.1:55766 10.0.3.2:80
	 skmem:(r0,rb1369004,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:620 rtt:185.268/108.025 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:6153818 segs_out:1911 segs_in:4253 data_segs_out:1 data_segs_in:4251 send 625256bps lastsnd:12844 lastrcv:88 lastack:88 pacing_rate 1250504bps delivery_rate 1056352bps delivered:2 app_limited busy:12ms rcv_rtt:33 rcv_space:134664 rcv_ssthresh:816754 minrtt:10.966 snd_wnd:32768
# 1795845952.353237366
ESTAB 2896   0      10.0.1.1:55766 10.0.3.2:80
	 skmem:(r4816,rb1369004,t2,tb87040,f3376,w0,o0,bl0,d0) cubic wscale:7,7 rto:620 rtt:185.268/108.025 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:7108050 segs_out:2264 segs_in:4912 data_segs_out:1 data_segs_in:4910 send 625256bps lastsnd:14284 pacing_rate 1250504bps delivery_rate 1056352bps delivered:2 app_limited busy:12ms rcv_rtt:12 rcv_space:134664 rcv_ssthresh:816754 minrtt:10.966 snd_wnd:32768
# 1795845953.738242729
ESTAB 0      0      10.0.1.1:55766 10.0.3.2:80
	 skmem:(r0,rb1369004,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:620 rtt:185.268/108.025 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:7910242 segs_out:2496 segs_in:5466 data_segs_out:1 data_segs_in:5464 send 625256bps lastsnd:15644 lastrcv:204 lastack:204 pacing_rate 1250504bps delivery_rate 1056352bps delivered:2 app_limited busy:12ms rcv_rtt:11 rcv_space:150592 rcv_ssthresh:816754 minrtt:10.966 snd_wnd:32768
# 1795845955.177377679
ESTAB 0      0      10.0.1.1:55766 10.0.3.2:80
	 skmem:(r0,rb1369004,t6,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:620 rtt:185.268/108.025 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:9004930 segs_out:2702 segs_in:6222 data_segs_out:1 data_segs_in:6220 send 625256bps lastsnd:17144 pacing_rate 1250504bps delivery_rate 1056352bps delivered:2 app_limited busy:12ms rcv_rtt:11 rcv_space:150592 rcv_ssthresh:816754 minrtt:10.966 snd_wnd:32768
# 1795845956.625450133
ESTAB 0      0      10.0.1.1:55766 10.0.3.2:80
	 skmem:(r0,rb1369004,t2,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:620 rtt:185.268/108.025 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:9917170 segs_out:2887 segs_in:6852 data_segs_out:1 data_segs_in:6850 send 625256bps lastsnd:18628 lastrcv:4 lastack:4 pacing_rate 1250504bps delivery_rate 1056352bps delivered:2 app_limited busy:12ms rcv_rtt:11 rcv_space:150592 rcv_ssthresh:816754 minrtt:10.966 snd_wnd:32768
# 1795845958.220992741
