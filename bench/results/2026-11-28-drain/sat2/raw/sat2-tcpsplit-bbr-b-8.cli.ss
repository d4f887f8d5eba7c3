# 1795846181.912440857
# 1795846183.889329355
# 1795846185.954849640
# 1795846187.545846664
ESTAB 0      0      10.0.1.1:43070 10.0.3.2:80
	 skmem:(r0,rb131072,t2,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:616 rtt:184.721/107.681 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:56714 segs_out:39 segs_in:42 data_segs_out:1 data_segs_in:40 send 627108bps lastsnd:668 pacing_rate 1254208bps delivery_rate 1036504bps delivered:2 app_limited busy:8ms rcv_rtt:14.578 rcv_space:14722 rcv_ssthresh:76896 minrtt:11.176 snd_wnd:32768
# 1795846189.160600860
ESTAB 0      0      10.0.1.1:43070 10.0.3.2:80
	 skmem:(r0,rb1714935,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:616 rtt:184.721/107.681 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:2419850 segs_out:514 segs_in:1674 data_segs_out:1 data_segs_in:1672 send 627108bps lastsnd:2436 lastrcv:24 lastack:24 pacing_rate 1254208bps delivery_rate 1036504bps delivered:2 app_limited busy:8ms rcv_rtt:11 rcv_space:231680 rcv_ssthresh:1023502 minrtt:11.176 snd_wnd:32768
# 1795846190.903978062
ESTAB 0      0      10.0.1.1:43070 10.0.3.2:80
	 skmem:(r0,rb2761259,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:616 rtt:184.721/107.681 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:4742442 segs_out:845 segs_in:3278 data_segs_out:1 data_segs_in:3276 send 627108bps lastsnd:3896 lastrcv:40 lastack:40 pacing_rate 1254208bps delivery_rate 1036504bps delivered:2 app_limited busy:8ms rcv_rtt:23 rcv_space:401096 rcv_ssthresh:1648844 minrtt:11.176 snd_wnd:32768
# 1795846192.667970140
ESTAB 0      0      10.0.1.1:43070 10.0.3.2:80
	 skmem:(r0,rb2761259,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:616 rtt:184.721/107.681 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:6944850 segs_out:1136 segs_in:4799 data_segs_out:1 data_segs_in:4797 send 627108bps lastsnd:5568 lastrcv:88 lastack:88 pacing_rate 1254208bps delivery_rate 1036504bps delivered:2 app_limited busy:8ms rcv_rtt:12 rcv_space:401096 rcv_ssthresh:1648844 minrtt:11.176 snd_wnd:32768
# 1795846194.129426924
ESTAB 0      0      10.0.1.1:43070 10.0.3.2:80
	 skmem:(r0,rb2761259,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:616 rtt:184.721/107.681 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:8766434 segs_out:1289 segs_in:6057 data_segs_out:1 data_segs_in:6055 send 627108bps lastsnd:7152 lastrcv:132 lastack:132 pacing_rate 1254208bps delivery_rate 1036504bps delivered:2 app_limited busy:8ms rcv_rtt:12.625 rcv_space:401096 rcv_ssthresh:1648844 minrtt:11.176 snd_wnd:32768
# 1795846195.697688825
ESTAB 0      0      10.0.1.1:43070 10.0.3.2:80
	 skmem:(r0,rb2761259,t2,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:616 rtt:184.721/107.681 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:10431634 segs_out:1552 segs_in:7207 data_segs_out:1 data_segs_in:7205 send 627108bps lastsnd:8760 lastrcv:4 lastack:4 pacing_rate 1254208bps delivery_rate 1036504bps delivered:2 app_limited busy:8ms rcv_rtt:11 rcv_space:401096 rcv_ssthresh:1648844 minrtt:11.176 snd_wnd:32768
# 1795846197.258071650
