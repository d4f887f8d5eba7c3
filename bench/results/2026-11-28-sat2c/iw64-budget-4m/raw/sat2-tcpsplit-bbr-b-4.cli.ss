# 1795862784.749920256
# 1795862786.518523041
# 1795862788.135454085
# 1795862789.642837928
ESTAB 0      0      10.0.1.1:57060 10.0.3.2:80
	 skmem:(r0,rb1548649,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:652 rtt:195.035/113.716 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:91466 segs_out:41 segs_in:67 data_segs_out:1 data_segs_in:64 send 593945bps lastsnd:388 lastrcv:104 lastack:104 pacing_rate 1187888bps delivery_rate 1000424bps delivered:2 app_limited busy:12ms rcv_rtt:12.238 rcv_space:56472 rcv_ssthresh:120336 minrtt:11.579 snd_wnd:4194304
# 1795862791.207283755
ESTAB 0      0      10.0.1.1:57060 10.0.3.2:80
	 skmem:(r0,rb3727751,t6,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:652 rtt:195.035/113.716 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:2204098 segs_out:872 segs_in:1526 data_segs_out:1 data_segs_in:1523 send 593945bps lastsnd:1952 lastrcv:4 lastack:4 pacing_rate 1187888bps delivery_rate 1000424bps delivered:2 app_limited busy:12ms rcv_rtt:24 rcv_space:186792 rcv_ssthresh:2226474 minrtt:11.579 snd_wnd:4194304
# 1795862792.851242451
ESTAB 0      0      10.0.1.1:57060 10.0.3.2:80
	 skmem:(r0,rb3727751,t2,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:652 rtt:195.035/113.716 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:5046522 segs_out:1019 segs_in:3489 data_segs_out:1 data_segs_in:3486 send 593945bps lastsnd:3628 pacing_rate 1187888bps delivery_rate 1000424bps delivered:2 app_limited busy:12ms rcv_rtt:41.489 rcv_space:205616 rcv_ssthresh:2226474 minrtt:11.579 rcv_ooopack:5 snd_wnd:4194304
# 1795862794.386834608
ESTAB 0      0      10.0.1.1:57060 10.0.3.2:80
	 skmem:(r0,rb3727751,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:652 rtt:195.035/113.716 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:7340154 segs_out:1147 segs_in:5073 data_segs_out:1 data_segs_in:5070 send 593945bps lastsnd:5136 lastrcv:228 lastack:228 pacing_rate 1187888bps delivery_rate 1000424bps delivered:2 app_limited busy:12ms rcv_rtt:11.484 rcv_space:215752 rcv_ssthresh:2226474 minrtt:11.579 rcv_ooopack:5 snd_wnd:4194304
# 1795862795.823441138
ESTAB 0      0      10.0.1.1:57060 10.0.3.2:80
	 skmem:(r0,rb3727751,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:652 rtt:195.035/113.716 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:9606274 segs_out:1309 segs_in:6638 data_segs_out:1 data_segs_in:6635 send 593945bps lastsnd:6892 lastrcv:192 lastack:192 pacing_rate 1187888bps delivery_rate 1000424bps delivered:2 app_limited busy:12ms rcv_rtt:13 rcv_space:215752 rcv_ssthresh:2226474 minrtt:11.579 rcv_ooopack:5 snd_wnd:4194304
# 1795862797.518206412
