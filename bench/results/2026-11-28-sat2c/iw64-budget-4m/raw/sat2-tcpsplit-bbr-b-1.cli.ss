# 1795862684.948758670
# 1795862686.808692958
# 1795862688.589984069
# 1795862690.152108229
ESTAB 4344   0      10.0.1.1:57712 10.0.3.2:80
	 skmem:(r7224,rb609069,t0,tb87040,f968,w0,o0,bl0,d0) cubic wscale:7,7 rto:668 rtt:200.135/116.492 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:754650 segs_out:170 segs_in:525 data_segs_out:1 data_segs_in:522 send 578809bps lastsnd:1216 pacing_rate 1157616bps delivery_rate 841432bps delivered:2 app_limited busy:12ms rcv_rtt:14.3 rcv_space:76744 rcv_ssthresh:362574 minrtt:13.767 snd_wnd:4194304
# 1795862692.158498888
ESTAB 53576  0      10.0.1.1:57712 10.0.3.2:80
	 skmem:(r89096,rb675699,t2,tb87040,f1016,w0,o0,bl0,d1) cubic wscale:7,7 rto:668 rtt:200.135/116.492 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:4098082 segs_out:366 segs_in:2835 data_segs_out:1 data_segs_in:2832 send 578809bps lastsnd:3124 pacing_rate 1157616bps delivery_rate 841432bps delivered:2 app_limited busy:12ms rcv_rtt:31.125 rcv_space:152040 rcv_ssthresh:402396 minrtt:13.767 rcv_ooopack:3 snd_wnd:4194304
# 1795862694.069378662
ESTAB 0      0      10.0.1.1:57712 10.0.3.2:80
	 skmem:(r0,rb675699,t0,tb87040,f0,w0,o0,bl0,d1) cubic wscale:7,7 rto:668 rtt:200.135/116.492 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:6619050 segs_out:612 segs_in:4576 data_segs_out:1 data_segs_in:4573 send 578809bps lastsnd:4928 lastrcv:108 lastack:108 pacing_rate 1157616bps delivery_rate 841432bps delivered:2 app_limited busy:12ms rcv_rtt:12.5 rcv_space:156384 rcv_ssthresh:402396 minrtt:13.767 rcv_ooopack:3 snd_wnd:4194304
# 1795862695.821783127
ESTAB 0      0      10.0.1.1:57712 10.0.3.2:80
	 skmem:(r0,rb725540,t0,tb87040,f0,w0,o0,bl0,d1) cubic wscale:7,7 rto:668 rtt:200.135/116.492 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:8560818 segs_out:842 segs_in:5917 data_segs_out:1 data_segs_in:5914 send 578809bps lastsnd:6500 lastrcv:152 lastack:152 pacing_rate 1157616bps delivery_rate 841432bps delivered:2 app_limited busy:12ms rcv_rtt:11 rcv_space:175208 rcv_ssthresh:432184 minrtt:13.767 rcv_ooopack:3 snd_wnd:4194304
# 1795862697.477262633
# 1795862699.041500870
