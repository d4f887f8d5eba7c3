# 1795862768.714388184
# 1795862770.709408233
# 1795862772.551488760
# 1795862774.101865138
ESTAB 0      0      10.0.1.1:45966 10.0.3.2:80
	 skmem:(r0,rb1726413,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:628 rtt:187.781/109.316 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:408578 segs_out:114 segs_in:285 data_segs_out:1 data_segs_in:283 send 616889bps lastsnd:1120 lastrcv:56 lastack:60 pacing_rate 1233776bps delivery_rate 906768bps delivered:2 app_limited busy:16ms rcv_rtt:11 rcv_space:72400 rcv_ssthresh:161700 minrtt:12.775 snd_wnd:32768
# 1795862775.819362861
ESTAB 39096  0      10.0.1.1:45966 10.0.3.2:80
	 skmem:(r65016,rb2271225,t2,tb87040,f520,w0,o0,bl0,d0) cubic wscale:7,7 rto:628 rtt:187.781/109.316 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:4161794 segs_out:700 segs_in:2877 data_segs_out:1 data_segs_in:2875 send 616889bps lastsnd:3092 pacing_rate 1233776bps delivery_rate 906768bps delivered:2 app_limited busy:16ms rcv_rtt:14 rcv_space:262088 rcv_ssthresh:1355972 minrtt:12.775 rcv_ooopack:6 snd_wnd:32768
# 1795862777.962726931
ESTAB 0      0      10.0.1.1:45966 10.0.3.2:80
	 skmem:(r0,rb2271225,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:628 rtt:187.781/109.316 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:6566922 segs_out:1022 segs_in:4538 data_segs_out:1 data_segs_in:4536 send 616889bps lastsnd:4996 lastrcv:208 lastack:208 pacing_rate 1233776bps delivery_rate 906768bps delivered:2 app_limited busy:16ms rcv_rtt:12.375 rcv_space:262088 rcv_ssthresh:1355972 minrtt:12.775 rcv_ooopack:6 snd_wnd:32768
# 1795862779.738738297
ESTAB 0      0      10.0.1.1:45966 10.0.3.2:80
	 skmem:(r0,rb2271225,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:628 rtt:187.781/109.316 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:9155946 segs_out:1187 segs_in:6326 data_segs_out:1 data_segs_in:6324 send 616889bps lastsnd:6712 lastrcv:36 lastack:36 pacing_rate 1233776bps delivery_rate 906768bps delivered:2 app_limited busy:16ms rcv_rtt:22.781 rcv_space:262088 rcv_ssthresh:1357411 minrtt:12.775 rcv_ooopack:12 snd_wnd:32768
# 1795862781.417097640
