# 1795862701.528392684
# 1795862703.487944382
# 1795862705.371931142
# 1795862707.171476717
ESTAB 0      0      10.0.1.1:49558 10.0.3.2:80
	 skmem:(r0,rb255846,t2,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:608 rtt:182.807/106.281 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:608402 segs_out:163 segs_in:423 data_segs_out:1 data_segs_in:421 send 633674bps lastsnd:1164 lastrcv:4 lastack:4 pacing_rate 1267336bps delivery_rate 841184bps delivered:2 app_limited busy:16ms rcv_rtt:13 rcv_space:26064 rcv_ssthresh:151468 minrtt:13.771 snd_wnd:32768
# 1795862709.268059053
ESTAB 0      0      10.0.1.1:49558 10.0.3.2:80
	 skmem:(r0,rb2267407,t2,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:608 rtt:182.807/106.281 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:2967194 segs_out:729 segs_in:2052 data_segs_out:1 data_segs_in:2050 send 633674bps lastsnd:3324 lastrcv:4 lastack:4 pacing_rate 1267336bps delivery_rate 841184bps delivered:2 app_limited busy:16ms rcv_rtt:46.75 rcv_space:282360 rcv_ssthresh:1353690 minrtt:13.771 rcv_ooopack:3 snd_wnd:32768
# 1795862711.253269364
ESTAB 0      0      10.0.1.1:49558 10.0.3.2:80
	 skmem:(r0,rb2267407,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:608 rtt:182.807/106.281 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:5476578 segs_out:1035 segs_in:3785 data_segs_out:1 data_segs_in:3783 send 633674bps lastsnd:5496 lastrcv:84 lastack:84 pacing_rate 1267336bps delivery_rate 841184bps delivered:2 app_limited busy:16ms rcv_rtt:40.331 rcv_space:306976 rcv_ssthresh:1355129 minrtt:13.771 rcv_ooopack:13 snd_wnd:32768
# 1795862713.414310084
ESTAB 0      0      10.0.1.1:49558 10.0.3.2:80
	 skmem:(r0,rb2267407,t2,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:608 rtt:182.807/106.281 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:7972930 segs_out:1279 segs_in:5509 data_segs_out:1 data_segs_in:5507 send 633674bps lastsnd:7448 lastrcv:4 lastack:4 pacing_rate 1267336bps delivery_rate 841184bps delivered:2 app_limited busy:16ms rcv_rtt:12.983 rcv_space:308424 rcv_ssthresh:1355129 minrtt:13.771 rcv_ooopack:13 snd_wnd:32768
# 1795862715.266944034
ESTAB 0      0      10.0.1.1:49558 10.0.3.2:80
	 skmem:(r0,rb2267407,t6,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:608 rtt:182.807/106.281 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:9906010 segs_out:1439 segs_in:6844 data_segs_out:1 data_segs_in:6842 send 633674bps lastsnd:9280 lastrcv:4 lastack:4 pacing_rate 1267336bps delivery_rate 841184bps delivered:2 app_limited busy:16ms rcv_rtt:11.785 rcv_space:308424 rcv_ssthresh:1355129 minrtt:13.771 rcv_ooopack:13 snd_wnd:32768
# 1795862717.190677279
