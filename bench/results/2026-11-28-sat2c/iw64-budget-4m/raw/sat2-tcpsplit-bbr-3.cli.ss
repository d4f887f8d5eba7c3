# 1795862737.354046964
# 1795862739.235886152
# 1795862741.063573463
# 1795862742.548520514
ESTAB 0      0      10.0.1.1:44642 10.0.3.2:80
	 skmem:(r0,rb327559,t2,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:612 rtt:182.753/106.33 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:829946 segs_out:188 segs_in:576 data_segs_out:1 data_segs_in:574 send 633861bps lastsnd:1224 pacing_rate 1267720bps delivery_rate 891280bps delivered:2 app_limited busy:12ms rcv_rtt:12 rcv_space:33304 rcv_ssthresh:194328 minrtt:12.997 snd_wnd:32768
# 1795862744.462304952
ESTAB 0      0      10.0.1.1:44642 10.0.3.2:80
	 skmem:(r0,rb1928754,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:612 rtt:182.753/106.33 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:4798914 segs_out:679 segs_in:3317 data_segs_out:1 data_segs_in:3315 send 633861bps lastsnd:3184 lastrcv:96 lastack:96 pacing_rate 1267720bps delivery_rate 891280bps delivered:2 app_limited busy:12ms rcv_rtt:23.5 rcv_space:320008 rcv_ssthresh:1151292 minrtt:12.997 rcv_ooopack:3 snd_wnd:32768
# 1795862746.395053664
ESTAB 0      0      10.0.1.1:44642 10.0.3.2:80
	 skmem:(r0,rb1928754,t0,tb87040,f0,w0,o0,bl0,d1) cubic wscale:7,7 rto:612 rtt:182.753/106.33 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:7933834 segs_out:930 segs_in:5483 data_segs_out:1 data_segs_in:5481 send 633861bps lastsnd:4932 lastrcv:48 lastack:48 pacing_rate 1267720bps delivery_rate 891280bps delivered:2 app_limited busy:12ms rcv_rtt:14.125 rcv_space:356208 rcv_ssthresh:1152731 minrtt:12.997 rcv_ooopack:18 snd_wnd:32768
# 1795862748.097871047
ESTAB 27512  0      10.0.1.1:44642 10.0.3.2:80
	 skmem:(r45752,rb1928754,t6,tb87040,f3400,w0,o0,bl0,d1) cubic wscale:7,7 rto:612 rtt:182.753/106.33 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:9612066 segs_out:1123 segs_in:6642 data_segs_out:1 data_segs_in:6640 send 633861bps lastsnd:6224 pacing_rate 1267720bps delivery_rate 891280bps delivered:2 app_limited busy:12ms rcv_rtt:33.67 rcv_space:356208 rcv_ssthresh:1152731 minrtt:12.997 rcv_ooopack:28 snd_wnd:32768
# 1795862749.426801290
