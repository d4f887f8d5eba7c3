# 1795845964.731324000
# 1795845966.669826317
# 1795845968.446174913
# 1795845969.952685100
ESTAB 0      0      10.0.1.1:42048 10.0.3.2:80
	 skmem:(r0,rb131072,t4,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:636 rtt:191.22/111.066 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:234818 segs_out:111 segs_in:165 data_segs_out:1 data_segs_in:163 send 605794bps lastsnd:1120 pacing_rate 1211576bps delivery_rate 751520bps delivered:2 app_limited busy:16ms rcv_rtt:12.642 rcv_space:14480 rcv_ssthresh:76896 minrtt:15.414 snd_wnd:32768
# 1795845971.789501531
ESTAB 0      0      10.0.1.1:42048 10.0.3.2:80
	 skmem:(r0,rb2798812,t4,tb87040,f0,w0,o0,bl0,d1) cubic wscale:7,7 rto:636 rtt:191.22/111.066 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:3353810 segs_out:777 segs_in:2320 data_segs_out:1 data_segs_in:2318 send 605794bps lastsnd:3184 pacing_rate 1211576bps delivery_rate 751520bps delivered:2 app_limited busy:16ms rcv_rtt:13.403 rcv_space:273672 rcv_ssthresh:1671288 minrtt:15.414 rcv_ooopack:3 snd_wnd:32768
# 1795845973.929850878
ESTAB 0      0      10.0.1.1:42048 10.0.3.2:80
	 skmem:(r0,rb2798812,t0,tb87040,f0,w0,o0,bl0,d1) cubic wscale:7,7 rto:636 rtt:191.22/111.066 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:5640202 segs_out:989 segs_in:3899 data_segs_out:1 data_segs_in:3897 send 605794bps lastsnd:5056 lastrcv:76 lastack:76 pacing_rate 1211576bps delivery_rate 751520bps delivered:2 app_limited busy:16ms rcv_rtt:36 rcv_space:296840 rcv_ssthresh:1671288 minrtt:15.414 rcv_ooopack:3 snd_wnd:32768
# 1795845975.742309937
ESTAB 0      0      10.0.1.1:42048 10.0.3.2:80
	 skmem:(r0,rb2798812,t0,tb87040,f0,w0,o0,bl0,d1) cubic wscale:7,7 rto:636 rtt:191.22/111.066 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:7644234 segs_out:1325 segs_in:5283 data_segs_out:1 data_segs_in:5281 send 605794bps lastsnd:6828 lastrcv:148 lastack:148 pacing_rate 1211576bps delivery_rate 751520bps delivered:2 app_limited busy:16ms rcv_rtt:14.965 rcv_space:296840 rcv_ssthresh:1671288 minrtt:15.414 rcv_ooopack:3 snd_wnd:32768
# 1795845977.513998738
ESTAB 0      0      10.0.1.1:42048 10.0.3.2:80
	 skmem:(r0,rb2798812,t0,tb87040,f0,w0,o0,bl0,d1) cubic wscale:7,7 rto:636 rtt:191.22/111.066 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:9396314 segs_out:1509 segs_in:6493 data_segs_out:1 data_segs_in:6491 send 605794bps lastsnd:8616 lastrcv:124 lastack:124 pacing_rate 1211576bps delivery_rate 751520bps delivered:2 app_limited busy:16ms rcv_rtt:12.806 rcv_space:296840 rcv_ssthresh:1671288 minrtt:15.414 rcv_ooopack:3 snd_wnd:32768
# 1795845979.334772526
