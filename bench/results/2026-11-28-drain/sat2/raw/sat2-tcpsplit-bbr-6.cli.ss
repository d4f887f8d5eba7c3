# 1795846074.334489918
# 1795846076.168516200
# 1795846077.844309658
# 1795846079.602814004
ESTAB 0      0      10.0.1.1:35718 10.0.3.2:80
	 skmem:(r0,rb131072,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:672 rtt:202.513/117.183 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:21962 segs_out:12 segs_in:18 data_segs_out:1 data_segs_in:16 send 572013bps lastsnd:660 lastrcv:192 lastack:192 pacing_rate 1144016bps delivery_rate 563944bps delivered:2 app_limited busy:28ms rcv_rtt:20.125 rcv_space:14480 rcv_ssthresh:76896 minrtt:20.541 snd_wnd:32768
# 1795846081.278870991
ESTAB 157832 0      10.0.1.1:35718 10.0.3.2:80
	 skmem:(r262472,rb5379490,t146,tb87040,f3768,w0,o0,bl0,d1) cubic wscale:7,7 rto:672 rtt:202.513/117.183 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:1588698 segs_out:591 segs_in:1101 data_segs_out:1 data_segs_in:1099 send 572013bps lastsnd:2572 pacing_rate 1144016bps delivery_rate 563944bps delivered:2 app_limited busy:28ms rcv_rtt:35.5 rcv_space:237472 rcv_ssthresh:1344234 minrtt:20.541 rcv_ooopack:1 snd_wnd:32768
# 1795846083.171156045
ESTAB 0      0      10.0.1.1:35718 10.0.3.2:80
	 skmem:(r0,rb5379490,t0,tb87040,f0,w0,o0,bl0,d1) cubic wscale:7,7 rto:672 rtt:202.513/117.183 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:5204354 segs_out:1307 segs_in:3599 data_segs_out:1 data_segs_in:3596 send 572013bps lastsnd:4368 lastrcv:52 lastack:52 pacing_rate 1144016bps delivery_rate 563944bps delivered:2 app_limited busy:28ms rcv_rtt:57.818 rcv_space:359104 rcv_ssthresh:3213646 minrtt:20.541 rcv_ooopack:1 snd_wnd:32768
# 1795846085.016116540
ESTAB 0      0      10.0.1.1:35718 10.0.3.2:80
	 skmem:(r0,rb5379490,t0,tb87040,f0,w0,o0,bl0,d1) cubic wscale:7,7 rto:672 rtt:202.513/117.183 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:8265426 segs_out:1405 segs_in:5713 data_segs_out:1 data_segs_in:5710 send 572013bps lastsnd:5980 lastrcv:136 lastack:136 pacing_rate 1144016bps delivery_rate 563944bps delivered:2 app_limited busy:28ms rcv_rtt:13.865 rcv_space:399648 rcv_ssthresh:3213646 minrtt:20.541 rcv_ooopack:1 snd_wnd:32768
# 1795846086.742256614
ESTAB 0      0      10.0.1.1:35718 10.0.3.2:80
	 skmem:(r0,rb5379490,t0,tb87040,f0,w0,o0,bl0,d1) cubic wscale:7,7 rto:672 rtt:202.513/117.183 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:9939314 segs_out:1540 segs_in:6869 data_segs_out:1 data_segs_in:6866 send 572013bps lastsnd:7476 lastrcv:216 lastack:216 pacing_rate 1144016bps delivery_rate 563944bps delivered:2 app_limited busy:28ms rcv_rtt:11 rcv_space:399648 rcv_ssthresh:3213646 minrtt:20.541 rcv_ooopack:1 snd_wnd:32768
# 1795846088.081325387
