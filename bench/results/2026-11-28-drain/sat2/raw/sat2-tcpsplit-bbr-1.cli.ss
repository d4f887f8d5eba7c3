# 1795845847.124336888
# 1795845849.065644832
# 1795845850.808036526
# 1795845852.547424021
SYN-SENT 0      1      10.0.1.1:52934 10.0.3.2:80
	 skmem:(r0,rb131072,t0,tb16384,f3136,w960,o0,bl0,d0) cubic rto:1000 mss:524 pmtu:1500 rcvmss:88 advmss:1460 cwnd:10 segs_out:1 lastsnd:4294722584 lastrcv:4294722584 lastack:4294722584 app_limited unacked:1 rcv_ssthresh:64240
# 1795845854.395041919
ESTAB 0      0      10.0.1.1:52934 10.0.3.2:80
	 skmem:(r0,rb1198722,t4,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:724 rtt:217.334/126.172 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:311562 segs_out:149 segs_in:218 data_segs_out:1 data_segs_in:216 send 533004bps lastsnd:1628 pacing_rate 1066000bps delivery_rate 639608bps delivered:2 app_limited busy:20ms rcv_rtt:22.265 rcv_space:66608 rcv_ssthresh:313362 minrtt:18.111 snd_wnd:32768
# 1795845856.256768264
ESTAB 0      0      10.0.1.1:52934 10.0.3.2:80
	 skmem:(r0,rb1314628,t2,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:724 rtt:217.334/126.172 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:1910154 segs_out:585 segs_in:1322 data_segs_out:1 data_segs_in:1320 send 533004bps lastsnd:3640 pacing_rate 1066000bps delivery_rate 639608bps delivered:2 app_limited busy:20ms rcv_rtt:13.19 rcv_space:128872 rcv_ssthresh:784256 minrtt:18.111 snd_wnd:32768
# 1795845858.195562587
ESTAB 0      0      10.0.1.1:52934 10.0.3.2:80
	 skmem:(r0,rb1314628,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:724 rtt:217.334/126.172 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:3135162 segs_out:889 segs_in:2168 data_segs_out:1 data_segs_in:2166 send 533004bps lastsnd:5356 lastrcv:116 lastack:116 pacing_rate 1066000bps delivery_rate 639608bps delivered:2 app_limited busy:20ms rcv_rtt:11 rcv_space:152040 rcv_ssthresh:784256 minrtt:18.111 snd_wnd:32768
# 1795845859.948391804
ESTAB 0      0      10.0.1.1:52934 10.0.3.2:80
	 skmem:(r0,rb1314628,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:724 rtt:217.334/126.172 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:4460082 segs_out:1201 segs_in:3083 data_segs_out:1 data_segs_in:3081 send 533004bps lastsnd:7100 lastrcv:80 lastack:80 pacing_rate 1066000bps delivery_rate 639608bps delivered:2 app_limited busy:20ms rcv_rtt:13.703 rcv_space:162176 rcv_ssthresh:784256 minrtt:18.111 snd_wnd:32768
# 1795845861.600926685
ESTAB 0      0      10.0.1.1:52934 10.0.3.2:80
	 skmem:(r0,rb1314628,t2,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:724 rtt:217.334/126.172 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:5567802 segs_out:1355 segs_in:3848 data_segs_out:1 data_segs_in:3846 send 533004bps lastsnd:8680 lastack:4 pacing_rate 1066000bps delivery_rate 639608bps delivered:2 app_limited busy:20ms rcv_rtt:11 rcv_space:165072 rcv_ssthresh:784256 minrtt:18.111 snd_wnd:32768
# 1795845863.133029008
ESTAB 0      0      10.0.1.1:52934 10.0.3.2:80
	 skmem:(r0,rb1314628,t0,tb87040,f0,w0,o0,bl0,d1) cubic wscale:7,7 rto:724 rtt:217.334/126.172 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:6465562 segs_out:1505 segs_in:4469 data_segs_out:1 data_segs_in:4467 send 533004bps lastsnd:10260 lastrcv:176 lastack:176 pacing_rate 1066000bps delivery_rate 639608bps delivered:2 app_limited busy:20ms rcv_rtt:12 rcv_space:165072 rcv_ssthresh:784256 minrtt:18.111 snd_wnd:32768
# 1795845864.656970971
ESTAB 0      0      10.0.1.1:52934 10.0.3.2:80
	 skmem:(r0,rb1314628,t0,tb87040,f0,w0,o0,bl0,d1) cubic wscale:7,7 rto:724 rtt:217.334/126.172 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:7492194 segs_out:1633 segs_in:5178 data_segs_out:1 data_segs_in:5176 send 533004bps lastsnd:11860 lastrcv:12 lastack:12 pacing_rate 1066000bps delivery_rate 639608bps delivered:2 app_limited busy:20ms rcv_rtt:45.413 rcv_space:165072 rcv_ssthresh:784256 minrtt:18.111 snd_wnd:32768
# 1795845866.325079169
ESTAB 0      0      10.0.1.1:52934 10.0.3.2:80
	 skmem:(r0,rb1314628,t0,tb87040,f0,w0,o0,bl0,d1) cubic wscale:7,7 rto:724 rtt:217.334/126.172 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:8466698 segs_out:1884 segs_in:5851 data_segs_out:1 data_segs_in:5849 send 533004bps lastsnd:13364 lastrcv:120 lastack:120 pacing_rate 1066000bps delivery_rate 639608bps delivered:2 app_limited busy:20ms rcv_rtt:12.359 rcv_space:165072 rcv_ssthresh:784256 minrtt:18.111 snd_wnd:32768
# 1795845868.145133270
ESTAB 0      0      10.0.1.1:52934 10.0.3.2:80
	 skmem:(r0,rb1314628,t2,tb87040,f0,w0,o0,bl0,d1) cubic wscale:7,7 rto:724 rtt:217.334/126.172 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:9613514 segs_out:2123 segs_in:6643 data_segs_out:1 data_segs_in:6641 send 533004bps lastsnd:15208 lastrcv:4 lastack:4 pacing_rate 1066000bps delivery_rate 639608bps delivered:2 app_limited busy:20ms rcv_rtt:12 rcv_space:165072 rcv_ssthresh:784256 minrtt:18.111 snd_wnd:32768
# 1795845869.613175319
ESTAB 8688   0      10.0.1.1:52934 10.0.3.2:80
	 skmem:(r14448,rb1314628,t10,tb87040,f1936,w0,o0,bl0,d1) cubic wscale:7,7 rto:724 rtt:217.334/126.172 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:10343306 segs_out:2332 segs_in:7147 data_segs_out:1 data_segs_in:7145 send 533004bps lastsnd:16492 pacing_rate 1066000bps delivery_rate 639608bps delivered:2 app_limited busy:20ms rcv_rtt:68.837 rcv_space:165072 rcv_ssthresh:784256 minrtt:18.111 snd_wnd:32768
# 1795845870.861210137
