# 1795846029.706093319
# 1795846031.586365669
# 1795846033.208520821
# 1795846034.720753826
ESTAB 0      0      10.0.1.1:33320 10.0.3.2:80
	 skmem:(r0,rb131072,t2,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:688 rtt:205.72/119.937 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:98706 segs_out:63 segs_in:71 data_segs_out:1 data_segs_in:69 send 563095bps lastsnd:864 pacing_rate 1126184bps delivery_rate 941784bps delivered:2 app_limited busy:16ms rcv_rtt:13.5 rcv_space:14722 rcv_ssthresh:76896 minrtt:12.3 snd_wnd:32768
# 1795846036.393309795
ESTAB 0      0      10.0.1.1:33320 10.0.3.2:80
	 skmem:(r0,rb1979425,t4,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:688 rtt:205.72/119.937 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:1698746 segs_out:617 segs_in:1176 data_segs_out:1 data_segs_in:1174 send 563095bps lastsnd:2576 pacing_rate 1126184bps delivery_rate 941784bps delivered:2 app_limited busy:16ms rcv_rtt:42.936 rcv_space:156384 rcv_ssthresh:1181576 minrtt:12.3 snd_wnd:32768
# 1795846038.146921724
ESTAB 0      0      10.0.1.1:33320 10.0.3.2:80
	 skmem:(r0,rb1979425,t2,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:688 rtt:205.72/119.937 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:3792554 segs_out:876 segs_in:2622 data_segs_out:1 data_segs_in:2620 send 563095bps lastsnd:4300 lastrcv:4 lastack:4 pacing_rate 1126184bps delivery_rate 941784bps delivered:2 app_limited busy:16ms rcv_rtt:12.359 rcv_space:195480 rcv_ssthresh:1181576 minrtt:12.3 rcv_ooopack:6 snd_wnd:32768
# 1795846039.845460801
ESTAB 0      0      10.0.1.1:33320 10.0.3.2:80
	 skmem:(r0,rb1979425,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:688 rtt:205.72/119.937 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:5311506 segs_out:1018 segs_in:3671 data_segs_out:1 data_segs_in:3669 send 563095bps lastsnd:5920 lastrcv:160 lastack:160 pacing_rate 1126184bps delivery_rate 941784bps delivered:2 app_limited busy:16ms rcv_rtt:12.687 rcv_space:195480 rcv_ssthresh:1181576 minrtt:12.3 rcv_ooopack:6 snd_wnd:32768
# 1795846041.472180689
ESTAB 0      0      10.0.1.1:33320 10.0.3.2:80
	 skmem:(r0,rb1979425,t6,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:688 rtt:205.72/119.937 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:7147570 segs_out:1248 segs_in:4939 data_segs_out:1 data_segs_in:4937 send 563095bps lastsnd:7668 pacing_rate 1126184bps delivery_rate 941784bps delivered:2 app_limited busy:16ms rcv_rtt:11 rcv_space:195480 rcv_ssthresh:1181576 minrtt:12.3 rcv_ooopack:6 snd_wnd:32768
# 1795846043.406436251
ESTAB 0      0      10.0.1.1:33320 10.0.3.2:80
	 skmem:(r0,rb1979425,t2,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:688 rtt:205.72/119.937 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:8751954 segs_out:1597 segs_in:6047 data_segs_out:1 data_segs_in:6045 send 563095bps lastsnd:9668 pacing_rate 1126184bps delivery_rate 941784bps delivered:2 app_limited busy:16ms rcv_rtt:12.234 rcv_space:195480 rcv_ssthresh:1183015 minrtt:12.3 rcv_ooopack:13 snd_wnd:32768
# 1795846045.373209203
ESTAB 0      0      10.0.1.1:33320 10.0.3.2:80
	 skmem:(r0,rb1979425,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:688 rtt:205.72/119.937 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:10168098 segs_out:1992 segs_in:7025 data_segs_out:1 data_segs_in:7023 send 563095bps lastsnd:11464 lastrcv:164 lastack:164 pacing_rate 1126184bps delivery_rate 941784bps delivered:2 app_limited busy:16ms rcv_rtt:14 rcv_space:195480 rcv_ssthresh:1183015 minrtt:12.3 rcv_ooopack:13 snd_wnd:32768
# 1795846047.004595414
