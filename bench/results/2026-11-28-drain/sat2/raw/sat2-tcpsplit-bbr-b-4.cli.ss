# 1795846008.872641559
# 1795846010.640931799
# 1795846012.471165290
# 1795846014.092119339
ESTAB 0      0      10.0.1.1:60514 10.0.3.2:80
	 skmem:(r0,rb131072,t2,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:612 rtt:183.688/106.817 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:68298 segs_out:45 segs_in:50 data_segs_out:1 data_segs_in:48 send 630635bps lastsnd:716 lastrcv:4 lastack:4 pacing_rate 1261256bps delivery_rate 851200bps delivered:2 app_limited busy:16ms rcv_rtt:17.303 rcv_space:14722 rcv_ssthresh:76896 minrtt:13.609 snd_wnd:32768
# 1795846015.631596335
ESTAB 0      0      10.0.1.1:60514 10.0.3.2:80
	 skmem:(r0,rb1102717,t4,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:612 rtt:183.688/106.817 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:2246090 segs_out:371 segs_in:1554 data_segs_out:1 data_segs_in:1552 send 630635bps lastsnd:2508 lastrcv:8 lastack:8 pacing_rate 1261256bps delivery_rate 851200bps delivered:2 app_limited busy:16ms rcv_rtt:14.754 rcv_space:176656 rcv_ssthresh:657606 minrtt:13.609 snd_wnd:32768
# 1795846017.379444661
ESTAB 0      0      10.0.1.1:60514 10.0.3.2:80
	 skmem:(r0,rb1318001,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:612 rtt:183.688/106.817 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:4674386 segs_out:587 segs_in:3232 data_segs_out:1 data_segs_in:3229 send 630635bps lastsnd:4132 lastrcv:224 lastack:224 pacing_rate 1261256bps delivery_rate 851200bps delivered:2 app_limited busy:16ms rcv_rtt:12 rcv_space:243264 rcv_ssthresh:786272 minrtt:13.609 rcv_ooopack:9 snd_wnd:32768
# 1795846019.085418538
ESTAB 0      0      10.0.1.1:60514 10.0.3.2:80
	 skmem:(r0,rb1318001,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:612 rtt:183.688/106.817 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:6342482 segs_out:751 segs_in:4384 data_segs_out:1 data_segs_in:4381 send 630635bps lastsnd:5456 lastrcv:180 lastack:180 pacing_rate 1261256bps delivery_rate 851200bps delivered:2 app_limited busy:16ms rcv_rtt:12.505 rcv_space:243264 rcv_ssthresh:786272 minrtt:13.609 rcv_ooopack:9 snd_wnd:32768
# 1795846020.356931955
ESTAB 5792   0      10.0.1.1:60514 10.0.3.2:80
	 skmem:(r9632,rb1318001,t2,tb87040,f2656,w0,o0,bl0,d0) cubic wscale:7,7 rto:612 rtt:183.688/106.817 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:8142346 segs_out:999 segs_in:5627 data_segs_out:1 data_segs_in:5624 send 630635bps lastsnd:7036 pacing_rate 1261256bps delivery_rate 851200bps delivered:2 app_limited busy:16ms rcv_rtt:12.756 rcv_space:243264 rcv_ssthresh:787711 minrtt:13.609 rcv_ooopack:32 snd_wnd:32768
# 1795846022.037854662
ESTAB 0      0      10.0.1.1:60514 10.0.3.2:80
	 skmem:(r0,rb1318001,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:612 rtt:183.688/106.817 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:9363010 segs_out:1163 segs_in:6470 data_segs_out:1 data_segs_in:6467 send 630635bps lastsnd:8692 lastrcv:200 lastack:200 pacing_rate 1261256bps delivery_rate 851200bps delivered:2 app_limited busy:16ms rcv_rtt:11.958 rcv_space:243264 rcv_ssthresh:787711 minrtt:13.609 rcv_ooopack:32 snd_wnd:32768
# 1795846023.526919156
