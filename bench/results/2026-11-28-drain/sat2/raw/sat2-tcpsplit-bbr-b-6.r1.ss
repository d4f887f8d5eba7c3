# 1795846094.148445093
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:38142
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:33320
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:35718
	
# 1795846096.106426278
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:38142
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:33320
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:35718
	
# 1795846098.220995922
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:38142
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:33320
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:35718
	
# 1795846099.975149755
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:38142
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                         
ESTAB     0      15928  10.0.3.2:80    10.0.1.1:56344
	 skmem:(r0,rb65536,t0,tb1258584,f2184,w26488,o0,bl0,d0) cubic wscale:7,7 rto:220 rtt:17.8/4.252 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:28 bytes_sent:286946 bytes_acked:278258 bytes_received:79 segs_out:200 segs_in:122 data_segs_out:199 data_segs_in:1 send 18222022bps lastsnd:4 lastrcv:1156 lastack:4 pacing_rate 37986720bps delivery_rate 7285072bps delivered:194 app_limited busy:736ms unacked:6 reordering:53 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.793 snd_wnd:76928                                                 
ESTAB     0      0      10.0.1.1:56344 10.0.3.2:80   
	 skmem:(r0,rb2105866,t82,tb32768,f0,w0,o0,bl0,d0) bbr wscale:7,7 rto:600 rtt:198.172/76.494 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:286946 segs_out:181 segs_in:202 data_segs_out:1 data_segs_in:199 bbr:(bw:60064bps,mrtt:191.749,pacing_gain:2.88672,cwnd_gain:2.88672) send 642997bps lastsnd:1152 lastrcv:4 lastack:4 pacing_rate 1661456bps delivery_rate 60408bps delivered:2 app_limited busy:192ms rcv_rtt:191.947 rcv_space:85432 rcv_ssthresh:609020 minrtt:191.749 snd_wnd:65536
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:33320
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                         
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:35718
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                         
# 1795846101.958522951
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:38142
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                 
ESTAB     0      0      10.0.3.2:80    10.0.1.1:56344
	 skmem:(r0,rb65536,t0,tb7505256,f0,w0,o0,bl0,d8) cubic wscale:7,7 rto:228 rtt:25.551/4.043 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:206 ssthresh:144 bytes_sent:3917082 bytes_acked:3917082 bytes_received:79 segs_out:2708 segs_in:1300 data_segs_out:2706 data_segs_in:1 send 93393761bps lastsnd:40 lastrcv:3380 lastack:12 pacing_rate 112072512bps delivery_rate 111013328bps delivered:2707 app_limited busy:1872ms rwnd_limited:12ms(0.6%) reordering:53 reord_seen:59 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.371 snd_wnd:3446656                      
ESTAB     0      0      10.0.1.1:56344 10.0.3.2:80   
	 skmem:(r168560,rb12557812,t130,tb32768,f3472,w0,o0,bl0,d0) bbr wscale:7,7 rto:600 rtt:198.172/76.494 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:3917082 segs_out:1251 segs_in:2779 data_segs_out:1 data_segs_in:2776 bbr:(bw:60064bps,mrtt:191.749,pacing_gain:2.88672,cwnd_gain:2.88672) send 642997bps lastsnd:3376 lastrcv:60 pacing_rate 1661456bps delivery_rate 60408bps delivered:2 app_limited busy:192ms rcv_rtt:192.375 rcv_space:692144 rcv_ssthresh:3509364 minrtt:191.749 rcv_ooopack:1605 snd_wnd:65536
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:33320
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                 
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:35718
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                 
# 1795846104.159525483
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:38142
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                         
ESTAB     0      0      10.0.3.2:80    10.0.1.1:56344
	 skmem:(r0,rb65536,t0,tb7505256,f0,w0,o0,bl0,d8) cubic wscale:7,7 rto:216 rtt:14.611/2.078 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:243 ssthresh:144 bytes_sent:7260514 bytes_acked:7260514 bytes_received:79 segs_out:5017 segs_in:1645 data_segs_out:5015 data_segs_in:1 send 192657039bps lastsnd:20 lastrcv:5504 lastack:4 pacing_rate 231188440bps delivery_rate 111013328bps delivered:5016 app_limited busy:3112ms rwnd_limited:12ms(0.4%) reordering:53 reord_seen:59 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.343 snd_wnd:3446656                              
ESTAB     0      0      10.0.1.1:56344 10.0.3.2:80   
	 skmem:(r48160,rb12557812,t204,tb32768,f992,w0,o0,bl0,d2) bbr wscale:7,7 rto:600 rtt:198.172/76.494 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:7260514 segs_out:2598 segs_in:5040 data_segs_out:1 data_segs_in:5037 bbr:(bw:60064bps,mrtt:191.749,pacing_gain:2.88672,cwnd_gain:2.88672) send 642997bps lastsnd:5500 lastrcv:20 lastack:4 pacing_rate 1661456bps delivery_rate 60408bps delivered:2 app_limited busy:192ms rcv_rtt:191.453 rcv_space:786264 rcv_ssthresh:3716428 minrtt:191.749 rcv_ooopack:2844 snd_wnd:65536
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:33320
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                         
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:35718
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                         
# 1795846106.279873827
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:38142
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                          
ESTAB     0      17376  10.0.3.2:80    10.0.1.1:56344
	 skmem:(r0,rb65536,t0,tb7505256,f3872,w28896,o0,bl0,d9) cubic wscale:7,7 rto:220 rtt:16.354/3.154 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:243 ssthresh:144 bytes_sent:10068186 bytes_acked:10050810 bytes_received:79 segs_out:6957 segs_in:2007 data_segs_out:6954 data_segs_in:1 send 172123762bps lastrcv:7616 pacing_rate 206537456bps delivery_rate 111013328bps delivered:6943 app_limited busy:4324ms rwnd_limited:12ms(0.3%) unacked:12 reordering:53 reord_seen:59 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.343 snd_wnd:3446656
ESTAB     0      0      10.0.1.1:56344 10.0.3.2:80   
	 skmem:(r0,rb12557812,t78,tb32768,f0,w0,o0,bl0,d2) bbr wscale:7,7 rto:600 rtt:198.172/76.494 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:10068186 segs_out:3371 segs_in:6959 data_segs_out:1 data_segs_in:6956 bbr:(bw:60064bps,mrtt:191.749,pacing_gain:2.88672,cwnd_gain:2.88672) send 642997bps lastsnd:7612 pacing_rate 1661456bps delivery_rate 60408bps delivered:2 app_limited busy:192ms rcv_rtt:192 rcv_space:786264 rcv_ssthresh:3735252 minrtt:191.749 rcv_ooopack:3832 snd_wnd:65536
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:33320
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                          
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:35718
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                          
# 1795846108.411209297
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:38142
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:56344
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:35718
	
