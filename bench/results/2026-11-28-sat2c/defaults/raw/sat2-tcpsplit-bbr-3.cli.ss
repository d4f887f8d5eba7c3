# 1795862445.329458072
# 1795862447.177798348
# 1795862449.079101865
# 1795862450.530388896
ESTAB 0      0      10.0.1.1:58838 10.0.3.2:80
	 skmem:(r0,rb131072,t2,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:620 rtt:185.238/107.993 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:98706 segs_out:61 segs_in:71 data_segs_out:1 data_segs_in:69 send 625358bps lastsnd:832 lastrcv:8 lastack:8 pacing_rate 1250704bps delivery_rate 1043320bps delivered:2 app_limited busy:12ms rcv_rtt:12 rcv_space:14722 rcv_ssthresh:76896 minrtt:11.103 snd_wnd:32768
# 1795862452.277073389
ESTAB 0      0      10.0.1.1:58838 10.0.3.2:80
	 skmem:(r0,rb1632707,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:620 rtt:185.238/107.993 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:2230162 segs_out:561 segs_in:1545 data_segs_out:1 data_segs_in:1541 send 625358bps lastsnd:2552 lastrcv:160 lastack:160 pacing_rate 1250704bps delivery_rate 1043320bps delivered:2 app_limited busy:12ms rcv_rtt:13 rcv_space:188240 rcv_ssthresh:974358 minrtt:11.103 rcv_ooopack:4 snd_wnd:32768
# 1795862454.126074300
ESTAB 0      0      10.0.1.1:58838 10.0.3.2:80
	 skmem:(r0,rb1632707,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:620 rtt:185.238/107.993 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:4785882 segs_out:882 segs_in:3310 data_segs_out:1 data_segs_in:3306 send 625358bps lastsnd:4636 lastrcv:192 lastack:192 pacing_rate 1250704bps delivery_rate 1043320bps delivered:2 app_limited busy:12ms rcv_rtt:12.176 rcv_space:246160 rcv_ssthresh:974358 minrtt:11.103 rcv_ooopack:4 snd_wnd:32768
# 1795862456.341862411
ESTAB 0      0      10.0.1.1:58838 10.0.3.2:80
	 skmem:(r0,rb1632707,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:620 rtt:185.238/107.993 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:7369114 segs_out:1361 segs_in:5094 data_segs_out:1 data_segs_in:5090 send 625358bps lastsnd:6672 lastrcv:28 lastack:28 pacing_rate 1250704bps delivery_rate 1043320bps delivered:2 app_limited busy:12ms rcv_rtt:14.56 rcv_space:260640 rcv_ssthresh:974358 minrtt:11.103 rcv_ooopack:4 snd_wnd:32768
# 1795862458.152685293
ESTAB 0      0      10.0.1.1:58838 10.0.3.2:80
	 skmem:(r0,rb1632707,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:620 rtt:185.238/107.993 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:9163186 segs_out:1647 segs_in:6333 data_segs_out:1 data_segs_in:6329 send 625358bps lastsnd:8392 lastrcv:92 lastack:92 pacing_rate 1250704bps delivery_rate 1043320bps delivered:2 app_limited busy:12ms rcv_rtt:35.125 rcv_space:260640 rcv_ssthresh:974358 minrtt:11.103 rcv_ooopack:4 snd_wnd:32768
# 1795862459.795330810
