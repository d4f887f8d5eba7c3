# 1795845964.729389275
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:42528
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:54942
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55766
	
# 1795845966.667155596
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:42528
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:54942
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55766
	
# 1795845968.408732607
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:42528
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:54942
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55766
	
# 1795845969.948160335
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:42528
	                                                                                                                                                                                                                                                                                                                                                                                                                                                             
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:54942
	                                                                                                                                                                                                                                                                                                                                                                                                                                                             
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:55766
	                                                                                                                                                                                                                                                                                                                                                                                                                                                             
ESTAB     0      0      10.0.1.1:42048 10.0.3.2:80   
	 skmem:(r0,rb2235826,t0,tb131072,f0,w0,o0,bl0,d1) cubic wscale:7,7 rto:208 rtt:5.779/2.278 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:802434 segs_out:308 segs_in:558 data_segs_out:1 data_segs_in:556 send 20044990bps lastsnd:968 lastrcv:8 lastack:8 pacing_rate 40087376bps delivery_rate 1851064bps delivered:2 app_limited busy:4ms rcv_rtt:3.812 rcv_space:56472 minrtt:5.711 snd_wnd:65152
ESTAB     0      650152 10.0.3.2:80    10.0.1.1:42048
	 skmem:(r0,rb262144,t0,tb1336256,f152,w1081192,o0,bl0,d0) bbr wscale:7,7 rto:476 rtt:192.237/1.333 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:116 bytes_sent:269570 bytes_acked:152282 bytes_received:79 segs_out:189 segs_in:98 data_segs_out:187 data_segs_in:1 bbr:(bw:2781168bps,mrtt:190.577,pacing_gain:2.88672,cwnd_gain:2.88672) send 6990038bps lastsnd:4 lastrcv:968 pacing_rate 7948176bps delivery_rate 2781504bps delivered:107 busy:952ms unacked:81 rcv_space:14480 rcv_ssthresh:65536 notsent:532864 minrtt:190.577 snd_wnd:345600
# 1795845971.798829193
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:42528
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:55766
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                
ESTAB     0      0       10.0.1.1:42048 10.0.3.2:80   
	 skmem:(r0,rb13176118,t0,tb131072,f0,w0,o0,bl0,d2) cubic wscale:7,7 rto:208 rtt:5.779/2.278 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:6841618 segs_out:2219 segs_in:4731 data_segs_out:1 data_segs_in:4728 send 20044990bps lastsnd:2976 lastrcv:72 lastack:72 pacing_rate 40087376bps delivery_rate 1851064bps delivered:2 app_limited busy:4ms rcv_rtt:6 rcv_space:234576 minrtt:5.711 rcv_ooopack:9 snd_wnd:65152
ESTAB     0      3819400 10.0.3.2:80    10.0.1.1:42048
	 skmem:(r0,rb262144,t0,tb7874790,f824,w6302920,o0,bl0,d0) bbr wscale:7,7 rto:408 rtt:195.364/2.159 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:270 ssthresh:316 bytes_sent:3365394 bytes_retrans:18824 bytes_acked:3022218 bytes_received:79 segs_out:2327 segs_in:1020 data_segs_out:2325 data_segs_in:1 bbr:(bw:18496040bps,mrtt:190.376,pacing_gain:1,cwnd_gain:2) send 16009500bps lastrcv:2976 pacing_rate 18311080bps delivery_rate 7269904bps delivered:2142 busy:2960ms unacked:224 retrans:1/13 lost:1 sacked:53 rcv_space:14480 rcv_ssthresh:65536 notsent:3495048 minrtt:190.376 snd_wnd:3650304
# 1795845973.814238597
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:42528
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                 
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:55766
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                 
ESTAB     0      0       10.0.1.1:42048 10.0.3.2:80   
	 skmem:(r0,rb5639502,t0,tb131072,f0,w0,o0,bl0,d5) cubic wscale:7,7 rto:208 rtt:5.779/2.278 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:7621498 segs_out:2412 segs_in:5273 data_segs_out:1 data_segs_in:5267 send 20044990bps lastsnd:4976 lastrcv:524 lastack:524 pacing_rate 40087376bps delivery_rate 1851064bps delivered:2 app_limited busy:4ms rcv_rtt:8 rcv_space:234576 minrtt:5.711 rcv_ooopack:9 snd_wnd:65152
ESTAB     0      1981296 10.0.3.2:80    10.0.1.1:42048
	 skmem:(r0,rb262144,t0,tb3370484,f2768,w3249456,o0,bl0,d0) bbr wscale:7,7 rto:396 rtt:193.338/1.869 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:161 ssthresh:316 bytes_sent:5954418 bytes_retrans:30408 bytes_acked:5640202 bytes_received:79 segs_out:4115 segs_in:1982 data_segs_out:4113 data_segs_in:1 bbr:(bw:14742704bps,mrtt:190.376,pacing_gain:1,cwnd_gain:2) send 9646443bps lastsnd:4 lastrcv:4976 lastack:8 pacing_rate 14595272bps delivery_rate 9139272bps delivered:3947 busy:4960ms unacked:196 retrans:1/21 lost:1 sacked:50 rcv_space:14480 rcv_ssthresh:65536 notsent:1697488 minrtt:190.376 snd_wnd:3596544
# 1795845975.741579463
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:42528
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:55766
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                
ESTAB     0      0       10.0.1.1:42048 10.0.3.2:80   
	 skmem:(r0,rb4366120,t0,tb131072,f0,w0,o0,bl0,d6) cubic wscale:7,7 rto:208 rtt:5.779/2.278 ato:80 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:9165706 segs_out:2984 segs_in:6342 data_segs_out:1 data_segs_in:6335 send 20044990bps lastsnd:7004 lastrcv:92 lastack:92 pacing_rate 40087376bps delivery_rate 1851064bps delivered:2 app_limited busy:4ms rcv_rtt:3 rcv_space:243264 minrtt:5.711 rcv_ooopack:15 snd_wnd:65152
ESTAB     0      1237664 10.0.3.2:80    10.0.1.1:42048
	 skmem:(r0,rb262144,t0,tb2609440,f1824,w2058464,o0,bl0,d0) bbr wscale:7,7 rto:396 rtt:194.763/1.414 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:446 ssthresh:316 bytes_sent:8149586 bytes_retrans:40544 bytes_acked:7928042 bytes_received:79 segs_out:5631 segs_in:2801 data_segs_out:5629 data_segs_in:1 bbr:(bw:12680992bps,mrtt:190.321,pacing_gain:1,cwnd_gain:2) send 26526928bps lastrcv:7004 lastack:12 pacing_rate 12554176bps delivery_rate 6987760bps delivered:5477 busy:6988ms unacked:125 retrans:0/28 rcv_space:14480 rcv_ssthresh:65536 notsent:1056664 minrtt:190.321 snd_wnd:3742848
# 1795845977.883757903
TIME-WAIT  0      0      10.0.3.2:80    10.0.1.1:42528
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                       
TIME-WAIT  0      0      10.0.3.2:80    10.0.1.1:55766
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                       
CLOSE-WAIT 0      0      10.0.1.1:42048 10.0.3.2:80   
	 skmem:(r0,rb4069048,t0,tb131072,f0,w0,o0,bl0,d6) cubic wscale:7,7 rto:208 rtt:5.779/2.278 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:10486003 segs_out:3424 segs_in:7255 data_segs_out:1 data_segs_in:7248 send 20044990bps lastsnd:8888 lastrcv:476 lastack:476 pacing_rate 40087376bps delivery_rate 1851064bps delivered:2 app_limited busy:4ms rcv_rtt:4 rcv_space:243264 rcv_ssthresh:126257 minrtt:5.711 rcv_ooopack:15 snd_wnd:65152
FIN-WAIT-1 0      755201 10.0.3.2:80    10.0.1.1:42048
	 skmem:(r0,rb262144,t0,tb2431892,f1152,w1256320,o0,bl0,d0) bbr wscale:7,7 rto:396 rtt:195.09/1.246 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:418 ssthresh:316 bytes_sent:9974066 bytes_retrans:49232 bytes_acked:9730802 bytes_received:79 segs_out:6891 segs_in:3348 data_segs_out:6889 data_segs_in:1 bbr:(bw:11715728bps,mrtt:190.321,pacing_gain:1.25,cwnd_gain:2) send 24819888bps lastrcv:8888 lastack:4 pacing_rate 14498208bps delivery_rate 5867808bps delivered:6722 busy:8872ms unacked:134 retrans:0/34 rcv_space:14480 rcv_ssthresh:65536 notsent:561169 minrtt:190.321 snd_wnd:3750016
# 1795845979.592936800
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:42528
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55766
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:42048
	
