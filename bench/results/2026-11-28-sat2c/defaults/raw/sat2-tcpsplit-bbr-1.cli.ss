# 1795862340.561537692
# 1795862342.491751437
# 1795862344.278887224
# 1795862345.833180128
ESTAB 0      0      10.0.1.1:54360 10.0.3.2:80
	 skmem:(r0,rb131072,t2,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:656 rtt:197.554/114.509 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:87122 segs_out:54 segs_in:63 data_segs_out:1 data_segs_in:61 send 586371bps lastsnd:980 lastrcv:4 lastack:4 pacing_rate 1172736bps delivery_rate 637248bps delivered:2 app_limited busy:20ms rcv_rtt:37.977 rcv_space:14722 rcv_ssthresh:76896 minrtt:18.178 snd_wnd:32768
# 1795862347.551276545
ESTAB 0      0      10.0.1.1:54360 10.0.3.2:80
	 skmem:(r0,rb693241,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:656 rtt:197.554/114.509 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:3054074 segs_out:396 segs_in:2112 data_segs_out:1 data_segs_in:2110 send 586371bps lastsnd:2988 lastrcv:72 lastack:72 pacing_rate 1172736bps delivery_rate 637248bps delivered:2 app_limited busy:20ms rcv_rtt:13 rcv_space:134664 rcv_ssthresh:412880 minrtt:18.178 snd_wnd:32768
# 1795862349.532951338
ESTAB 0      0      10.0.1.1:54360 10.0.3.2:80
	 skmem:(r0,rb906176,t4,tb87040,f0,w0,o0,bl0,d1) cubic wscale:7,7 rto:656 rtt:197.554/114.509 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:6047090 segs_out:829 segs_in:4180 data_segs_out:1 data_segs_in:4178 send 586371bps lastsnd:4736 pacing_rate 1172736bps delivery_rate 637248bps delivered:2 app_limited busy:20ms rcv_rtt:13 rcv_space:170864 rcv_ssthresh:540142 minrtt:18.178 rcv_ooopack:9 snd_wnd:32768
# 1795862351.332800591
ESTAB 0      0      10.0.1.1:54360 10.0.3.2:80
	 skmem:(r0,rb906176,t0,tb87040,f0,w0,o0,bl0,d1) cubic wscale:7,7 rto:656 rtt:197.554/114.509 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:8378370 segs_out:1010 segs_in:5790 data_segs_out:1 data_segs_in:5788 send 586371bps lastsnd:6464 lastrcv:208 lastack:208 pacing_rate 1172736bps delivery_rate 637248bps delivered:2 app_limited busy:20ms rcv_rtt:11.894 rcv_space:170864 rcv_ssthresh:540142 minrtt:18.178 rcv_ooopack:9 snd_wnd:32768
# 1795862353.043290920
