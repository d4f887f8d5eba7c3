# 1795851853.764216980
TIME-WAIT 0      0      10.0.1.1:50280 10.0.3.2:80
	
# 1795851855.532585405
TIME-WAIT 0      0      10.0.1.1:50280 10.0.3.2:80
	
# 1795851857.119948648
TIME-WAIT 0      0      10.0.1.1:50280 10.0.3.2:80
	
# 1795851858.591388620
TIME-WAIT 0      0      10.0.1.1:50280 10.0.3.2:80
	
ESTAB     0      0      10.0.1.1:57312 10.0.3.2:80
	 skmem:(r0,rb131072,t2,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:648 rtt:194.293/113.238 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:184138 segs_out:110 segs_in:130 data_segs_out:1 data_segs_in:128 send 596213bps lastsnd:1016 lastack:4 pacing_rate 1192416bps delivery_rate 967912bps delivered:2 app_limited busy:12ms rcv_rtt:12.125 rcv_space:14722 rcv_ssthresh:76896 minrtt:11.968 snd_wnd:32768
# 1795851860.176332477
TIME-WAIT 0      0      10.0.1.1:50280 10.0.3.2:80
	
ESTAB     0      0      10.0.1.1:57312 10.0.3.2:80
	 skmem:(r0,rb2665682,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:648 rtt:194.293/113.238 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:2622570 segs_out:774 segs_in:1814 data_segs_out:1 data_segs_in:1812 send 596213bps lastsnd:2724 lastrcv:156 lastack:156 pacing_rate 1192416bps delivery_rate 967912bps delivered:2 app_limited busy:12ms rcv_rtt:21 rcv_space:340280 rcv_ssthresh:1591722 minrtt:11.968 rcv_ooopack:14 snd_wnd:32768
# 1795851861.875989607
TIME-WAIT 0      0      10.0.1.1:50280 10.0.3.2:80
	
ESTAB     0      0      10.0.1.1:57312 10.0.3.2:80
	 skmem:(r0,rb2665682,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:648 rtt:194.293/113.238 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:5398386 segs_out:1026 segs_in:3731 data_segs_out:1 data_segs_in:3729 send 596213bps lastsnd:4412 lastrcv:48 lastack:48 pacing_rate 1192416bps delivery_rate 967912bps delivered:2 app_limited busy:12ms rcv_rtt:13 rcv_space:340280 rcv_ssthresh:1591722 minrtt:11.968 rcv_ooopack:14 snd_wnd:32768
# 1795851863.476027344
TIME-WAIT 0      0      10.0.1.1:50280 10.0.3.2:80
	
ESTAB     0      0      10.0.1.1:57312 10.0.3.2:80
	 skmem:(r0,rb2665682,t2,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:648 rtt:194.293/113.238 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:7752834 segs_out:1238 segs_in:5357 data_segs_out:1 data_segs_in:5355 send 596213bps lastsnd:5968 lastrcv:4 lastack:4 pacing_rate 1192416bps delivery_rate 967912bps delivered:2 app_limited busy:12ms rcv_rtt:43.699 rcv_space:340280 rcv_ssthresh:1591722 minrtt:11.968 rcv_ooopack:14 snd_wnd:32768
# 1795851865.023937947
TIME-WAIT 0      0      10.0.1.1:50280 10.0.3.2:80
	
ESTAB     0      0      10.0.1.1:57312 10.0.3.2:80
	 skmem:(r0,rb2665682,t2,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:648 rtt:194.293/113.238 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:9449890 segs_out:1412 segs_in:6529 data_segs_out:1 data_segs_in:6527 send 596213bps lastsnd:7536 pacing_rate 1192416bps delivery_rate 967912bps delivered:2 app_limited busy:12ms rcv_rtt:36.298 rcv_space:340280 rcv_ssthresh:1591722 minrtt:11.968 rcv_ooopack:14 snd_wnd:32768
# 1795851866.618951291
TIME-WAIT 0      0      10.0.1.1:50280 10.0.3.2:80
	
