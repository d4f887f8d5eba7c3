# 1796172381.657065352
# 1796172386.453489998
ESTAB 0      0      [::ffff:10.0.2.2]:5201 [::ffff:10.0.1.1]:58064
	 skmem:(r0,rb131072,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,11 rto:648 rtt:104.778/52.389 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:10 segs_in:2 send 1105576bps lastsnd:32 lastrcv:32 lastack:32 pacing_rate 2211144bps delivered:1 app_limited rcv_space:14480 rcv_ssthresh:64088 minrtt:104.778 snd_wnd:64256
# 1796172391.295335520
ESTAB 0      0      [::ffff:10.0.2.2]:5201 [::ffff:10.0.1.1]:58064
	 skmem:(r0,rb131072,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,11 rto:312 rtt:104.627/17.755 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:10 bytes_sent:4 bytes_acked:4 bytes_received:164 segs_out:7 segs_in:9 data_segs_out:4 data_segs_in:3 send 1107171bps lastsnd:4388 lastrcv:4824 lastack:4284 pacing_rate 2214336bps delivery_rate 223264bps delivered:5 app_limited busy:320ms rcv_space:14480 rcv_ssthresh:64088 minrtt:103.195 snd_wnd:64256
ESTAB 0      0      [::ffff:10.0.2.2]:5201 [::ffff:10.0.1.1]:20002
	 skmem:(r0,rb58788336,t10,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,11 rto:648 rtt:101.507/50.753 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_received:105248901 segs_out:997 segs_in:72706 data_segs_in:72704 send 1141202bps lastsnd:4512 lastrcv:20 lastack:20 pacing_rate 2282400bps delivered:1 app_limited rcv_rtt:104.75 rcv_space:7777424 rcv_ssthresh:44089506 minrtt:101.507 snd_wnd:64256                                          
# 1796172396.841985419
