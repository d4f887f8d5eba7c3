# 1795846137.641220144
# 1795846139.656816673
# 1795846141.432599760
# 1795846143.068466161
ESTAB 0      0      10.0.1.1:49276 10.0.3.2:80
	 skmem:(r0,rb131072,t2,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:616 rtt:184.534/107.142 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:53818 segs_out:41 segs_in:40 data_segs_out:1 data_segs_in:38 send 627743bps lastsnd:656 lastrcv:4 lastack:4 pacing_rate 1255480bps delivery_rate 758808bps delivered:2 app_limited busy:16ms rcv_rtt:14 rcv_space:14480 rcv_ssthresh:76896 minrtt:15.266 snd_wnd:32768
# 1795846144.641569790
ESTAB 0      0      10.0.1.1:49276 10.0.3.2:80
	 skmem:(r0,rb490934,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:616 rtt:184.534/107.142 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:2254778 segs_out:403 segs_in:1560 data_segs_out:1 data_segs_in:1558 send 627743bps lastsnd:2628 lastrcv:20 lastack:20 pacing_rate 1255480bps delivery_rate 758808bps delivered:2 app_limited busy:16ms rcv_rtt:11 rcv_space:97016 rcv_ssthresh:257646 minrtt:15.266 rcv_ooopack:1 snd_wnd:32768
# 1795846146.605141554
ESTAB 0      0      10.0.1.1:49276 10.0.3.2:80
	 skmem:(r0,rb713818,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:616 rtt:184.534/107.142 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:4590402 segs_out:671 segs_in:3173 data_segs_out:1 data_segs_in:3171 send 627743bps lastsnd:4420 lastrcv:180 lastack:180 pacing_rate 1255480bps delivery_rate 758808bps delivered:2 app_limited busy:16ms rcv_rtt:11 rcv_space:136112 rcv_ssthresh:426617 minrtt:15.266 rcv_ooopack:15 snd_wnd:32768
# 1795846148.334886040
ESTAB 0      0      10.0.1.1:49276 10.0.3.2:80
	 skmem:(r0,rb713818,t2,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:616 rtt:184.534/107.142 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:6692898 segs_out:847 segs_in:4625 data_segs_out:1 data_segs_in:4623 send 627743bps lastsnd:6120 lastrcv:4 lastack:4 pacing_rate 1255480bps delivery_rate 758808bps delivered:2 app_limited busy:16ms rcv_rtt:14.275 rcv_space:139008 rcv_ssthresh:426617 minrtt:15.266 rcv_ooopack:15 snd_wnd:32768
# 1795846150.041529105
ESTAB 0      0      10.0.1.1:49276 10.0.3.2:80
	 skmem:(r0,rb713818,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:616 rtt:184.534/107.142 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:8256738 segs_out:1126 segs_in:5705 data_segs_out:1 data_segs_in:5703 send 627743bps lastsnd:7692 lastrcv:164 lastack:164 pacing_rate 1255480bps delivery_rate 758808bps delivered:2 app_limited busy:16ms rcv_rtt:14.168 rcv_space:139008 rcv_ssthresh:426617 minrtt:15.266 rcv_ooopack:15 snd_wnd:32768
# 1795846151.571111356
ESTAB 0      0      10.0.1.1:49276 10.0.3.2:80
	 skmem:(r0,rb713818,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:616 rtt:184.534/107.142 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:9457130 segs_out:1252 segs_in:6534 data_segs_out:1 data_segs_in:6532 send 627743bps lastsnd:9020 lastrcv:216 lastack:216 pacing_rate 1255480bps delivery_rate 758808bps delivered:2 app_limited busy:16ms rcv_rtt:12 rcv_space:146248 rcv_ssthresh:426617 minrtt:15.266 rcv_ooopack:15 snd_wnd:32768
# 1795846153.080089217
