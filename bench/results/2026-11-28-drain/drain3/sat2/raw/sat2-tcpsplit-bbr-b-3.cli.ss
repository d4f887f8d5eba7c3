# 1795851783.281053900
# 1795851784.833728500
# 1795851786.320032580
# 1795851787.634477661
ESTAB 0      0      10.0.1.1:46516 10.0.3.2:80
	 skmem:(r0,rb131072,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:640 rtt:192.14/111.725 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:13274 segs_out:13 segs_in:12 data_segs_out:1 data_segs_in:10 send 602894bps lastsnd:344 lastrcv:116 lastack:116 pacing_rate 1205776bps delivery_rate 809896bps delivered:2 app_limited busy:12ms rcv_space:14480 rcv_ssthresh:72776 minrtt:14.303 snd_wnd:32768
# 1795851788.756670310
ESTAB 1448   0      10.0.1.1:46516 10.0.3.2:80
	 skmem:(r7224,rb2062837,t36,tb87040,f968,w0,o0,bl0,d0) cubic wscale:7,7 rto:640 rtt:192.14/111.725 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:909586 segs_out:347 segs_in:631 data_segs_out:1 data_segs_in:629 send 602894bps lastsnd:1556 pacing_rate 1205776bps delivery_rate 809896bps delivered:2 app_limited busy:12ms rcv_rtt:13.008 rcv_space:133216 rcv_ssthresh:405206 minrtt:14.303 snd_wnd:32768
# 1795851790.249220830
ESTAB 0      0      10.0.1.1:46516 10.0.3.2:80
	 skmem:(r0,rb2156346,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:640 rtt:192.14/111.725 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:4471666 segs_out:838 segs_in:3091 data_segs_out:1 data_segs_in:3089 send 602894bps lastsnd:3220 lastrcv:20 lastack:20 pacing_rate 1205776bps delivery_rate 809896bps delivered:2 app_limited busy:12ms rcv_rtt:31 rcv_space:340280 rcv_ssthresh:1247347 minrtt:14.303 rcv_ooopack:3 snd_wnd:32768
# 1795851791.740742367
ESTAB 0      0      10.0.1.1:46516 10.0.3.2:80
	 skmem:(r0,rb2156346,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:640 rtt:192.14/111.725 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:6842042 segs_out:947 segs_in:4728 data_segs_out:1 data_segs_in:4726 send 602894bps lastsnd:4488 lastrcv:76 lastack:76 pacing_rate 1205776bps delivery_rate 809896bps delivered:2 app_limited busy:12ms rcv_rtt:49.009 rcv_space:377928 rcv_ssthresh:1287314 minrtt:14.303 rcv_ooopack:3 snd_wnd:32768
# 1795851792.952270894
ESTAB 0      0      10.0.1.1:46516 10.0.3.2:80
	 skmem:(r0,rb2156346,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:640 rtt:192.14/111.725 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:10184026 segs_out:1255 segs_in:7036 data_segs_out:1 data_segs_in:7034 send 602894bps lastsnd:6076 lastrcv:84 lastack:84 pacing_rate 1205776bps delivery_rate 809896bps delivered:2 app_limited busy:12ms rcv_rtt:11 rcv_space:380824 rcv_ssthresh:1288753 minrtt:14.303 rcv_ooopack:4 snd_wnd:32768
# 1795851794.532719322
