# 1795851798.196204434
# 1795851799.949125852
# 1795851801.595662719
SYN-SENT 0      1      10.0.1.1:38020 10.0.3.2:80
	 skmem:(r0,rb131072,t0,tb16384,f3136,w960,o0,bl0,d0) cubic rto:1000 mss:524 pmtu:1500 rcvmss:88 advmss:1460 cwnd:10 segs_out:1 lastsnd:4294807456 lastrcv:4294807456 lastack:4294807456 app_limited unacked:1 rcv_ssthresh:64240
# 1795851803.091666188
ESTAB 0      0      10.0.1.1:38020 10.0.3.2:80
	 skmem:(r0,rb131072,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:628 rtt:187.424/109.28 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:142146 segs_out:89 segs_in:101 data_segs_out:1 data_segs_in:99 send 618064bps lastsnd:1196 lastrcv:60 lastack:60 pacing_rate 1236120bps delivery_rate 1042192bps delivered:2 app_limited busy:12ms rcv_rtt:12 rcv_space:14722 rcv_ssthresh:76896 minrtt:11.115 snd_wnd:32768
# 1795851804.453742574
ESTAB 0      0      10.0.1.1:38020 10.0.3.2:80
	 skmem:(r0,rb321127,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:628 rtt:187.424/109.28 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:1267242 segs_out:341 segs_in:878 data_segs_out:1 data_segs_in:876 send 618064bps lastsnd:2612 lastrcv:52 lastack:52 pacing_rate 1236120bps delivery_rate 1042192bps delivered:2 app_limited busy:12ms rcv_rtt:11.5 rcv_space:50680 rcv_ssthresh:190484 minrtt:11.115 snd_wnd:32768
# 1795851805.975292797
ESTAB 0      0      10.0.1.1:38020 10.0.3.2:80
	 skmem:(r0,rb708343,t4,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:628 rtt:187.424/109.28 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:3579698 segs_out:623 segs_in:2475 data_segs_out:1 data_segs_in:2473 send 618064bps lastsnd:4284 pacing_rate 1236120bps delivery_rate 1042192bps delivered:2 app_limited busy:12ms rcv_rtt:12.468 rcv_space:128872 rcv_ssthresh:421906 minrtt:11.115 rcv_ooopack:20 snd_wnd:32768
# 1795851807.616100055
ESTAB 0      0      10.0.1.1:38020 10.0.3.2:80
	 skmem:(r0,rb708343,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:628 rtt:187.424/109.28 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:5527258 segs_out:938 segs_in:3820 data_segs_out:1 data_segs_in:3818 send 618064bps lastsnd:5900 lastrcv:76 lastack:76 pacing_rate 1236120bps delivery_rate 1042192bps delivered:2 app_limited busy:12ms rcv_rtt:12 rcv_space:147696 rcv_ssthresh:421906 minrtt:11.115 rcv_ooopack:20 snd_wnd:32768
# 1795851809.188792131
ESTAB 0      0      10.0.1.1:38020 10.0.3.2:80
	 skmem:(r0,rb994959,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:628 rtt:187.424/109.28 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:7130194 segs_out:1233 segs_in:4927 data_segs_out:1 data_segs_in:4925 send 618064bps lastsnd:7416 lastrcv:20 lastack:20 pacing_rate 1236120bps delivery_rate 1042192bps delivered:2 app_limited busy:12ms rcv_rtt:29 rcv_space:189688 rcv_ssthresh:593204 minrtt:11.115 rcv_ooopack:24 snd_wnd:32768
# 1795851810.643279528
ESTAB 0      0      10.0.1.1:38020 10.0.3.2:80
	 skmem:(r0,rb994959,t0,tb87040,f0,w0,o0,bl0,d1) cubic wscale:7,7 rto:628 rtt:187.424/109.28 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:8481178 segs_out:1547 segs_in:5861 data_segs_out:1 data_segs_in:5859 send 618064bps lastsnd:8568 lastrcv:16 lastack:16 pacing_rate 1236120bps delivery_rate 1042192bps delivered:2 app_limited busy:12ms rcv_rtt:34.109 rcv_space:189688 rcv_ssthresh:594643 minrtt:11.115 rcv_ooopack:36 snd_wnd:32768
# 1795851811.972392360
ESTAB 0      0      10.0.1.1:38020 10.0.3.2:80
	 skmem:(r0,rb994959,t0,tb87040,f0,w0,o0,bl0,d1) cubic wscale:7,7 rto:628 rtt:187.424/109.28 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:10045018 segs_out:1979 segs_in:6942 data_segs_out:1 data_segs_in:6939 send 618064bps lastsnd:10008 lastrcv:52 lastack:52 pacing_rate 1236120bps delivery_rate 1042192bps delivered:2 app_limited busy:12ms rcv_rtt:11.25 rcv_space:189688 rcv_ssthresh:594643 minrtt:11.115 rcv_ooopack:42 snd_wnd:32768
# 1795851813.296603441
