# 1795862817.526015995
# 1795862819.382691988
# 1795862821.122147812
# 1795862822.538070034
ESTAB 0      0      10.0.1.1:58080 10.0.3.2:80
	 skmem:(r0,rb982685,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:608 rtt:182.294/106.278 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:171106 segs_out:73 segs_in:123 data_segs_out:1 data_segs_in:119 send 635457bps lastsnd:544 lastrcv:68 lastack:68 pacing_rate 1270904bps delivery_rate 1061000bps delivered:2 app_limited busy:8ms rcv_rtt:13 rcv_space:49232 rcv_ssthresh:210112 minrtt:10.918 rcv_ooopack:3 snd_wnd:4194304
# 1795862824.073728134
ESTAB 0      0      10.0.1.1:58080 10.0.3.2:80
	 skmem:(r0,rb1848734,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:608 rtt:182.294/106.278 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:2545826 segs_out:544 segs_in:1763 data_segs_out:1 data_segs_in:1759 send 635457bps lastsnd:2212 lastrcv:40 lastack:40 pacing_rate 1270904bps delivery_rate 1061000bps delivered:2 app_limited busy:8ms rcv_rtt:11.276 rcv_space:220096 rcv_ssthresh:1103468 minrtt:10.918 rcv_ooopack:3 snd_wnd:4194304
# 1795862825.958713459
ESTAB 0      0      10.0.1.1:58080 10.0.3.2:80
	 skmem:(r0,rb4709215,t0,tb87040,f0,w0,o0,bl0,d2) cubic wscale:7,7 rto:608 rtt:182.294/106.278 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:5521466 segs_out:1185 segs_in:3821 data_segs_out:1 data_segs_in:3816 send 635457bps lastsnd:4080 lastrcv:236 lastack:236 pacing_rate 1270904bps delivery_rate 1061000bps delivered:2 app_limited busy:8ms rcv_rtt:13.844 rcv_space:447432 rcv_ssthresh:2813052 minrtt:10.918 rcv_ooopack:12 snd_wnd:4194304
# 1795862827.669123764
ESTAB 0      0      10.0.1.1:58080 10.0.3.2:80
	 skmem:(r0,rb4709215,t0,tb87040,f0,w0,o0,bl0,d2) cubic wscale:7,7 rto:608 rtt:182.294/106.278 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:8203162 segs_out:1377 segs_in:5673 data_segs_out:1 data_segs_in:5668 send 635457bps lastsnd:5784 lastrcv:60 lastack:60 pacing_rate 1270904bps delivery_rate 1061000bps delivered:2 app_limited busy:8ms rcv_rtt:52.567 rcv_space:447432 rcv_ssthresh:2813052 minrtt:10.918 rcv_ooopack:12 snd_wnd:4194304
# 1795862829.249886895
ESTAB 0      0      10.0.1.1:58080 10.0.3.2:80
	 skmem:(r0,rb4709215,t0,tb87040,f0,w0,o0,bl0,d2) cubic wscale:7,7 rto:608 rtt:182.294/106.278 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:10317242 segs_out:1592 segs_in:7133 data_segs_out:1 data_segs_in:7128 send 635457bps lastsnd:7368 lastrcv:60 lastack:60 pacing_rate 1270904bps delivery_rate 1061000bps delivered:2 app_limited busy:8ms rcv_rtt:11 rcv_space:447432 rcv_ssthresh:2813052 minrtt:10.918 rcv_ooopack:12 snd_wnd:4194304
# 1795862830.769798811
