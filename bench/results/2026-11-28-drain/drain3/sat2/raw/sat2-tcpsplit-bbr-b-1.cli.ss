# 1795851711.878526214
# 1795851713.872323761
# 1795851715.402664630
# 1795851716.618956966
ESTAB 1448   0      10.0.1.1:36158 10.0.3.2:80
	 skmem:(r2408,rb131072,t0,tb87040,f1688,w0,o0,bl0,d0) cubic wscale:7,7 rto:640 rtt:191.933/111.758 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:95810 segs_out:61 segs_in:69 data_segs_out:1 data_segs_in:67 send 603544bps lastsnd:836 lastrcv:4 lastack:4 pacing_rate 1207080bps delivery_rate 903792bps delivered:2 app_limited busy:16ms rcv_rtt:12 rcv_space:14722 rcv_ssthresh:76896 minrtt:12.817 snd_wnd:32768
# 1795851718.096305310
ESTAB 0      0      10.0.1.1:36158 10.0.3.2:80
	 skmem:(r0,rb1476490,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:640 rtt:191.933/111.758 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:2577682 segs_out:549 segs_in:1783 data_segs_out:1 data_segs_in:1781 send 603544bps lastsnd:2596 lastrcv:64 lastack:64 pacing_rate 1207080bps delivery_rate 903792bps delivered:2 app_limited busy:16ms rcv_rtt:13.203 rcv_space:159280 rcv_ssthresh:882433 minrtt:12.817 rcv_ooopack:6 snd_wnd:32768
# 1795851719.708730520
ESTAB 0      0      10.0.1.1:36158 10.0.3.2:80
	 skmem:(r0,rb1476490,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:640 rtt:191.933/111.758 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:4743890 segs_out:674 segs_in:3279 data_segs_out:1 data_segs_in:3277 send 603544bps lastsnd:3924 lastrcv:96 lastack:96 pacing_rate 1207080bps delivery_rate 903792bps delivered:2 app_limited busy:16ms rcv_rtt:14 rcv_space:185344 rcv_ssthresh:882433 minrtt:12.817 rcv_ooopack:7 snd_wnd:32768
# 1795851721.170968408
ESTAB 0      0      10.0.1.1:36158 10.0.3.2:80
	 skmem:(r0,rb1476490,t6,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:640 rtt:191.933/111.758 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:7341602 segs_out:916 segs_in:5073 data_segs_out:1 data_segs_in:5071 send 603544bps lastsnd:5400 pacing_rate 1207080bps delivery_rate 903792bps delivered:2 app_limited busy:16ms rcv_rtt:12 rcv_space:195480 rcv_ssthresh:882433 minrtt:12.817 rcv_ooopack:15 snd_wnd:32768
# 1795851722.591903025
ESTAB 0      0      10.0.1.1:36158 10.0.3.2:80
	 skmem:(r0,rb1476490,t10,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:640 rtt:191.933/111.758 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:8544890 segs_out:1113 segs_in:5904 data_segs_out:1 data_segs_in:5902 send 603544bps lastsnd:6544 lastrcv:4 lastack:4 pacing_rate 1207080bps delivery_rate 903792bps delivered:2 app_limited busy:16ms rcv_rtt:16 rcv_space:195480 rcv_ssthresh:882433 minrtt:12.817 rcv_ooopack:15 snd_wnd:32768
# 1795851723.816057098
