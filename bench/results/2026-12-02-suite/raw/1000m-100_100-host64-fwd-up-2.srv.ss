# 1796172402.531896260
# 1796172407.031982295
# 1796172411.174766889
ESTAB 0      0      [::ffff:10.0.2.2]:5201 [::ffff:10.0.1.1]:20003
	 skmem:(r0,rb36841245,t16,tb87040,f0,w0,o0,bl0,d0) cubic wscale:11,11 rto:612 rtt:202.789/101.394 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_received:29622277 segs_out:675 segs_in:20463 data_segs_in:20461 send 571234bps lastsnd:2756 lastrcv:8 lastack:8 pacing_rate 1142464bps delivered:1 app_limited rcv_rtt:207 rcv_space:8454408 rcv_ssthresh:27630933 minrtt:202.789 rcv_ooopack:90 snd_wnd:65536
ESTAB 0      0      [::ffff:10.0.2.2]:5201 [::ffff:10.0.1.1]:40500
	 skmem:(r0,rb131072,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:11,11 rto:540 rtt:206.882/40.262 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:10 bytes_sent:4 bytes_acked:4 bytes_received:164 segs_out:6 segs_in:9 data_segs_out:4 data_segs_in:3 send 559933bps lastsnd:2720 lastrcv:3164 lastack:2520 pacing_rate 1119856bps delivery_rate 114296bps delivered:5 app_limited busy:644ms rcv_space:14480 rcv_ssthresh:64088 minrtt:202.45 snd_wnd:65536
# 1796172415.935207775
ESTAB 0      0      [::ffff:10.0.2.2]:5201 [::ffff:10.0.1.1]:20003
	 skmem:(r0,rb67108864,t12,tb87040,f0,w0,o0,bl0,d45) cubic wscale:11,11 rto:612 rtt:202.789/101.394 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_received:275446405 segs_out:2521 segs_in:190290 data_segs_in:190287 send 571234bps lastsnd:8020 pacing_rate 1142464bps delivered:1 app_limited rcv_rtt:210.545 rcv_space:15466160 rcv_ssthresh:50329842 minrtt:202.789 rcv_ooopack:180 snd_wnd:65536
ESTAB 0      0      [::ffff:10.0.2.2]:5201 [::ffff:10.0.1.1]:40500
	 skmem:(r0,rb131072,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:11,11 rto:540 rtt:206.882/40.262 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:10 bytes_sent:4 bytes_acked:4 bytes_received:164 segs_out:6 segs_in:9 data_segs_out:4 data_segs_in:3 send 559933bps lastsnd:7984 lastrcv:8428 lastack:7784 pacing_rate 1119856bps delivery_rate 114296bps delivered:5 app_limited busy:644ms rcv_space:14480 rcv_ssthresh:64088 minrtt:202.45 snd_wnd:65536
