# 1796172361.166259963
# 1796172365.816370679
# 1796172370.195424509
ESTAB 0      0      [::ffff:10.0.2.2]:5201 [::ffff:10.0.1.1]:20001
	 skmem:(r0,rb28397053,t16,tb87040,f0,w0,o0,bl0,d0) cubic wscale:11,11 rto:620 rtt:205.733/102.866 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_received:15183765 segs_out:524 segs_in:10489 data_segs_in:10487 send 563060bps lastsnd:2420 lastrcv:44 lastack:44 pacing_rate 1126112bps delivered:1 app_limited rcv_rtt:219.46 rcv_space:2910592 rcv_ssthresh:19146845 minrtt:205.733 snd_wnd:65536
ESTAB 0      0      [::ffff:10.0.2.2]:5201 [::ffff:10.0.1.1]:47028
	 skmem:(r0,rb131072,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:11,11 rto:572 rtt:217.842/43.368 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:10 bytes_sent:4 bytes_acked:4 bytes_received:164 segs_out:6 segs_in:9 data_segs_out:4 data_segs_in:3 send 531762bps lastsnd:2384 lastrcv:2848 lastack:2172 pacing_rate 1063520bps delivery_rate 109232bps delivered:5 app_limited busy:668ms rcv_space:14480 rcv_ssthresh:64088 minrtt:206.314 snd_wnd:65536
# 1796172375.528741708
ESTAB 131768 0      [::ffff:10.0.2.2]:5201 [::ffff:10.0.1.1]:20001
	 skmem:(r132728,rb67108864,t18,tb87040,f2440,w0,o0,bl0,d45) cubic wscale:11,11 rto:620 rtt:205.733/102.866 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_received:227933573 segs_out:2132 segs_in:157473 data_segs_in:157471 send 563060bps lastsnd:7880 pacing_rate 1126112bps delivered:1 app_limited rcv_rtt:207.785 rcv_space:15468272 rcv_ssthresh:50330256 minrtt:205.733 rcv_ooopack:90 snd_wnd:65536
ESTAB 0      0      [::ffff:10.0.2.2]:5201 [::ffff:10.0.1.1]:47028
	 skmem:(r0,rb131072,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:11,11 rto:572 rtt:217.842/43.368 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:10 bytes_sent:4 bytes_acked:4 bytes_received:164 segs_out:6 segs_in:9 data_segs_out:4 data_segs_in:3 send 531762bps lastsnd:7856 lastrcv:8320 lastack:7644 pacing_rate 1063520bps delivery_rate 109232bps delivered:5 app_limited busy:668ms rcv_space:14480 rcv_ssthresh:64088 minrtt:206.314 snd_wnd:65536
