# 1795851695.325946384
# 1795851697.093549807
# 1795851698.675040582
# 1795851700.162294422
ESTAB 0      0      10.0.1.1:54238 10.0.3.2:80
	 skmem:(r0,rb131072,t2,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:640 rtt:191.267/111.251 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:50922 segs_out:36 segs_in:38 data_segs_out:1 data_segs_in:36 send 605646bps lastsnd:688 lastrcv:8 lastack:8 pacing_rate 1211288bps delivery_rate 832776bps delivered:2 app_limited busy:16ms rcv_rtt:17 rcv_space:14480 rcv_ssthresh:76896 minrtt:13.91 snd_wnd:32768
# 1795851701.689452174
ESTAB 0      0      10.0.1.1:54238 10.0.3.2:80
	 skmem:(r0,rb1398365,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:640 rtt:191.267/111.251 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:1194842 segs_out:408 segs_in:828 data_segs_out:1 data_segs_in:826 send 605646bps lastsnd:2564 lastrcv:280 lastack:280 pacing_rate 1211288bps delivery_rate 832776bps delivered:2 app_limited busy:16ms rcv_rtt:15.194 rcv_space:185344 rcv_ssthresh:834302 minrtt:13.91 snd_wnd:32768
# 1795851703.700502345
ESTAB 0      0      10.0.1.1:54238 10.0.3.2:80
	 skmem:(r0,rb4816825,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:640 rtt:191.267/111.251 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:5121818 segs_out:1147 segs_in:3540 data_segs_out:1 data_segs_in:3538 send 605646bps lastsnd:4224 lastrcv:28 lastack:28 pacing_rate 1211288bps delivery_rate 832776bps delivered:2 app_limited busy:16ms rcv_rtt:45.5 rcv_space:512592 rcv_ssthresh:2877366 minrtt:13.91 snd_wnd:32768
# 1795851705.230196113
ESTAB 0      0      10.0.1.1:54238 10.0.3.2:80
	 skmem:(r0,rb4816825,t0,tb87040,f0,w0,o0,bl0,d1) cubic wscale:7,7 rto:640 rtt:191.267/111.251 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:8353754 segs_out:1313 segs_in:5773 data_segs_out:1 data_segs_in:5771 send 605646bps lastsnd:5848 lastrcv:36 lastack:36 pacing_rate 1211288bps delivery_rate 832776bps delivered:2 app_limited busy:16ms rcv_rtt:64.997 rcv_space:512592 rcv_ssthresh:2877366 minrtt:13.91 rcv_ooopack:10 snd_wnd:32768
# 1795851706.780792045
ESTAB 0      0      10.0.1.1:54238 10.0.3.2:80
	 skmem:(r0,rb4816825,t0,tb87040,f0,w0,o0,bl0,d1) cubic wscale:7,7 rto:640 rtt:191.267/111.251 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:10483762 segs_out:1409 segs_in:7244 data_segs_out:1 data_segs_in:7242 send 605646bps lastsnd:7104 lastrcv:56 lastack:56 pacing_rate 1211288bps delivery_rate 832776bps delivered:2 app_limited busy:16ms rcv_rtt:14.875 rcv_space:512592 rcv_ssthresh:2877366 minrtt:13.91 rcv_ooopack:10 snd_wnd:32768
# 1795851707.966033567
