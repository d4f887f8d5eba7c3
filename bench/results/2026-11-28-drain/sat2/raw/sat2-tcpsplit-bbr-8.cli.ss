# 1795846159.357977927
# 1795846161.307476965
# 1795846163.349439097
# 1795846165.172766241
ESTAB 0      0      10.0.1.1:39696 10.0.3.2:80
	 skmem:(r0,rb131072,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:664 rtt:199.693/115.631 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:194274 segs_out:99 segs_in:137 data_segs_out:1 data_segs_in:135 send 580090bps lastsnd:1280 lastrcv:192 lastack:192 pacing_rate 1160176bps delivery_rate 594384bps delivered:2 app_limited busy:32ms rcv_rtt:12.375 rcv_space:14480 rcv_ssthresh:76896 minrtt:19.489 snd_wnd:32768
# 1795846167.229386408
ESTAB 0      0      10.0.1.1:39696 10.0.3.2:80
	 skmem:(r0,rb3127971,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:664 rtt:199.693/115.631 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:2580578 segs_out:778 segs_in:1785 data_segs_out:1 data_segs_in:1783 send 580090bps lastsnd:3116 pacing_rate 1160176bps delivery_rate 594384bps delivered:2 app_limited busy:32ms rcv_rtt:13 rcv_space:251952 rcv_ssthresh:1868012 minrtt:19.489 snd_wnd:32768
# 1795846169.309638565
ESTAB 0      0      10.0.1.1:39696 10.0.3.2:80
	 skmem:(r0,rb3127971,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:664 rtt:199.693/115.631 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:5315850 segs_out:948 segs_in:3674 data_segs_out:1 data_segs_in:3672 send 580090bps lastsnd:5132 lastrcv:40 lastack:40 pacing_rate 1160176bps delivery_rate 594384bps delivered:2 app_limited busy:32ms rcv_rtt:38.632 rcv_space:311320 rcv_ssthresh:1868012 minrtt:19.489 rcv_ooopack:1 snd_wnd:32768
# 1795846171.051199847
ESTAB 0      0      10.0.1.1:39696 10.0.3.2:80
	 skmem:(r0,rb3127971,t2,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:664 rtt:199.693/115.631 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:7290922 segs_out:1169 segs_in:5038 data_segs_out:1 data_segs_in:5036 send 580090bps lastsnd:6844 pacing_rate 1160176bps delivery_rate 594384bps delivered:2 app_limited busy:32ms rcv_rtt:48.452 rcv_space:311320 rcv_ssthresh:1869451 minrtt:19.489 rcv_ooopack:3 snd_wnd:32768
# 1795846172.761100060
ESTAB 0      0      10.0.1.1:39696 10.0.3.2:80
	 skmem:(r0,rb3127971,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:664 rtt:199.693/115.631 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:8859106 segs_out:1328 segs_in:6121 data_segs_out:1 data_segs_in:6119 send 580090bps lastsnd:8512 lastrcv:32 lastack:32 pacing_rate 1160176bps delivery_rate 594384bps delivered:2 app_limited busy:32ms rcv_rtt:45.859 rcv_space:311320 rcv_ssthresh:1869451 minrtt:19.489 rcv_ooopack:3 snd_wnd:32768
# 1795846174.359912444
ESTAB 1448   0      10.0.1.1:39696 10.0.3.2:80
	 skmem:(r2408,rb3127971,t2,tb87040,f1688,w0,o0,bl0,d0) cubic wscale:7,7 rto:664 rtt:199.693/115.631 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:10178234 segs_out:1499 segs_in:7032 data_segs_out:1 data_segs_in:7030 send 580090bps lastsnd:10024 pacing_rate 1160176bps delivery_rate 594384bps delivered:2 app_limited busy:32ms rcv_rtt:11 rcv_space:311320 rcv_ssthresh:1869451 minrtt:19.489 rcv_ooopack:3 snd_wnd:32768
# 1795846175.939961632
