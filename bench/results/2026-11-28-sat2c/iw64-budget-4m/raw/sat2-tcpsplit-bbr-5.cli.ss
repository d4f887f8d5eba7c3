# 1795862801.289830282
# 1795862803.110484028
# 1795862804.871841533
# 1795862806.354820209
ESTAB 0      0      10.0.1.1:55420 10.0.3.2:80
	 skmem:(r0,rb131072,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:660 rtt:198.319/115.099 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:210202 segs_out:76 segs_in:148 data_segs_out:1 data_segs_in:146 send 584109bps lastsnd:948 lastrcv:196 lastack:196 pacing_rate 1168208bps delivery_rate 687472bps delivered:2 app_limited busy:16ms rcv_rtt:13 rcv_space:15928 rcv_ssthresh:76896 minrtt:16.85 snd_wnd:32768
# 1795862808.151946961
ESTAB 0      0      10.0.1.1:55420 10.0.3.2:80
	 skmem:(r0,rb2945007,t2,tb87040,f0,w0,o0,bl0,d1) cubic wscale:7,7 rto:660 rtt:198.319/115.099 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:4134282 segs_out:791 segs_in:2859 data_segs_out:1 data_segs_in:2857 send 584109bps lastsnd:2932 lastrcv:4 lastack:4 pacing_rate 1168208bps delivery_rate 687472bps delivered:2 app_limited busy:16ms rcv_rtt:16.609 rcv_space:360552 rcv_ssthresh:1760101 minrtt:16.85 rcv_ooopack:2 snd_wnd:32768
# 1795862810.142333474
ESTAB 0      0      10.0.1.1:55420 10.0.3.2:80
	 skmem:(r0,rb2945007,t0,tb87040,f0,w0,o0,bl0,d1) cubic wscale:7,7 rto:660 rtt:198.319/115.099 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:6695794 segs_out:986 segs_in:4628 data_segs_out:1 data_segs_in:4626 send 584109bps lastsnd:4844 lastrcv:208 lastack:208 pacing_rate 1168208bps delivery_rate 687472bps delivered:2 app_limited busy:16ms rcv_rtt:12 rcv_space:360552 rcv_ssthresh:1760101 minrtt:16.85 rcv_ooopack:2 snd_wnd:32768
# 1795862812.154872115
ESTAB 0      0      10.0.1.1:55420 10.0.3.2:80
	 skmem:(r0,rb2945007,t0,tb87040,f0,w0,o0,bl0,d1) cubic wscale:7,7 rto:660 rtt:198.319/115.099 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:9192146 segs_out:1217 segs_in:6352 data_segs_out:1 data_segs_in:6350 send 584109bps lastsnd:6728 lastrcv:28 lastack:28 pacing_rate 1168208bps delivery_rate 687472bps delivered:2 app_limited busy:16ms rcv_rtt:41.645 rcv_space:360552 rcv_ssthresh:1760101 minrtt:16.85 rcv_ooopack:2 snd_wnd:32768
# 1795862813.865228748
