# 1795851834.294561090
# 1795851836.141001802
# 1795851837.700559900
# 1795851839.052164513
ESTAB 0      0      10.0.1.1:50280 10.0.3.2:80
	 skmem:(r0,rb131072,t2,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:628 rtt:188.659/109.812 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:92914 segs_out:65 segs_in:67 data_segs_out:1 data_segs_in:65 send 614018bps lastsnd:968 lastrcv:4 lastack:4 pacing_rate 1228032bps delivery_rate 892312bps delivered:2 app_limited busy:16ms rcv_rtt:13.894 rcv_space:14480 rcv_ssthresh:76896 minrtt:12.982 snd_wnd:32768
# 1795851840.636874788
ESTAB 0      0      10.0.1.1:50280 10.0.3.2:80
	 skmem:(r0,rb396897,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:628 rtt:188.659/109.812 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:1810242 segs_out:391 segs_in:1253 data_segs_out:1 data_segs_in:1251 send 614018bps lastsnd:2764 lastrcv:160 lastack:160 pacing_rate 1228032bps delivery_rate 892312bps delivered:2 app_limited busy:16ms rcv_rtt:12.421 rcv_space:68056 rcv_ssthresh:235768 minrtt:12.982 snd_wnd:32768
# 1795851842.354819833
ESTAB 0      0      10.0.1.1:50280 10.0.3.2:80
	 skmem:(r0,rb544256,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:628 rtt:188.659/109.812 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:3685402 segs_out:642 segs_in:2548 data_segs_out:1 data_segs_in:2546 send 614018bps lastsnd:4196 lastrcv:12 lastack:12 pacing_rate 1228032bps delivery_rate 892312bps delivered:2 app_limited busy:16ms rcv_rtt:14.726 rcv_space:92672 rcv_ssthresh:235768 minrtt:12.982 snd_wnd:32768
# 1795851843.800201131
ESTAB 0      0      10.0.1.1:50280 10.0.3.2:80
	 skmem:(r0,rb649818,t2,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:628 rtt:188.659/109.812 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:5514226 segs_out:955 segs_in:3811 data_segs_out:1 data_segs_in:3809 send 614018bps lastsnd:5652 lastrcv:4 lastack:4 pacing_rate 1228032bps delivery_rate 892312bps delivered:2 app_limited busy:16ms rcv_rtt:13.767 rcv_space:130320 rcv_ssthresh:386928 minrtt:12.982 snd_wnd:32768
# 1795851845.283854030
ESTAB 5792   0      10.0.1.1:50280 10.0.3.2:80
	 skmem:(r9632,rb649818,t2,tb87040,f2656,w0,o0,bl0,d0) cubic wscale:7,7 rto:628 rtt:188.659/109.812 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:7069378 segs_out:1269 segs_in:4885 data_segs_out:1 data_segs_in:4883 send 614018bps lastsnd:7064 pacing_rate 1228032bps delivery_rate 892312bps delivered:2 app_limited busy:16ms rcv_rtt:12.701 rcv_space:134664 rcv_ssthresh:386928 minrtt:12.982 rcv_ooopack:8 snd_wnd:32768
# 1795851846.656057159
ESTAB 0      0      10.0.1.1:50280 10.0.3.2:80
	 skmem:(r0,rb918317,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:628 rtt:188.659/109.812 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:8067050 segs_out:1438 segs_in:5574 data_segs_out:1 data_segs_in:5572 send 614018bps lastsnd:8164 lastrcv:112 lastack:112 pacing_rate 1228032bps delivery_rate 892312bps delivered:2 app_limited busy:16ms rcv_rtt:11 rcv_space:189688 rcv_ssthresh:547398 minrtt:12.982 rcv_ooopack:8 snd_wnd:32768
# 1795851847.817368068
ESTAB 0      0      10.0.1.1:50280 10.0.3.2:80
	 skmem:(r0,rb934533,t2,tb87040,f0,w0,o0,bl0,d1) cubic wscale:7,7 rto:628 rtt:188.659/109.812 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:9570074 segs_out:1673 segs_in:6614 data_segs_out:1 data_segs_in:6611 send 614018bps lastsnd:9524 lastrcv:4 lastack:4 pacing_rate 1228032bps delivery_rate 892312bps delivered:2 app_limited busy:16ms rcv_rtt:12 rcv_space:212856 rcv_ssthresh:557090 minrtt:12.982 rcv_ooopack:10 snd_wnd:32768
# 1795851849.092721121
TIME-WAIT 0      0      10.0.1.1:50280 10.0.3.2:80
	
