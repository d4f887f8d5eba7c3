# 1795846137.686423479
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:56344
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:35718
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57138
	
# 1795846139.616786606
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:56344
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:35718
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57138
	
# 1795846141.548466211
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:56344
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:35718
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57138
	
# 1795846143.176328473
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:56344
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                       
ESTAB     0      427160 10.0.3.2:80 10.0.1.1:49276
	 skmem:(r0,rb131072,t0,tb852992,f2344,w710360,o0,bl0,d0) cubic wscale:7,7 rto:208 rtt:7.771/1.879 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:98 bytes_sent:294186 bytes_retrans:1448 bytes_acked:291290 bytes_received:79 segs_out:205 segs_in:121 data_segs_out:204 data_segs_in:1 send 146085703bps lastsnd:16 lastrcv:632 lastack:12 pacing_rate 292138512bps delivery_rate 25818720bps delivered:204 busy:616ms rwnd_limited:600ms(97.4%) unacked:1 retrans:0/1 dsack_dups:1 rcv_space:14480 rcv_ssthresh:64088 notsent:425712 minrtt:2.721 snd_wnd:2048
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:35718
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                       
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57138
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                       
# 1795846144.927698207
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:56344
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                   
ESTAB     0      579496 10.0.3.2:80 10.0.1.1:49276
	 skmem:(r0,rb131072,t0,tb1357824,f2200,w964456,o0,bl0,d0) cubic wscale:7,7 rto:220 rtt:18.43/10.15 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:156 ssthresh:98 bytes_sent:4061586 bytes_retrans:1448 bytes_acked:4060138 bytes_received:79 segs_out:2807 segs_in:1433 data_segs_out:2806 data_segs_in:1 send 98052306bps lastsnd:236 lastrcv:2608 lastack:192 pacing_rate 117662760bps delivery_rate 5165056bps delivered:2807 busy:2592ms rwnd_limited:2484ms(95.8%) retrans:0/1 dsack_dups:1 rcv_space:14480 rcv_ssthresh:64088 notsent:579496 minrtt:2.491 snd_wnd:768
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:35718
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                   
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57138
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                   
# 1795846146.701357004
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:56344
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                       
ESTAB     0      648784 10.0.3.2:80 10.0.1.1:49276
	 skmem:(r0,rb131072,t0,tb1558016,f1520,w1079824,o0,bl0,d0) cubic wscale:7,7 rto:208 rtt:6.334/1.545 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:165 ssthresh:133 bytes_sent:6361226 bytes_retrans:1448 bytes_acked:6359778 bytes_received:79 segs_out:4398 segs_in:2187 data_segs_out:4396 data_segs_in:1 send 301761920bps lastsnd:164 lastrcv:4400 lastack:160 pacing_rate 362114296bps delivery_rate 25977944bps delivered:4397 busy:4384ms rwnd_limited:4196ms(95.7%) retrans:0/1 dsack_dups:1 rcv_space:14480 rcv_ssthresh:64088 notsent:648784 minrtt:2.484 snd_wnd:896
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:35718
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                       
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57138
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                       
# 1795846148.537804729
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:56344
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                           
ESTAB     0      738168 10.0.3.2:80 10.0.1.1:49276
	 skmem:(r0,rb131072,t0,tb1705984,f1032,w1227768,o0,bl0,d0) cubic wscale:7,7 rto:212 rtt:11.637/2.194 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:196 ssthresh:133 bytes_sent:8162930 bytes_retrans:2896 bytes_acked:8151346 bytes_received:79 segs_out:5643 segs_in:2790 data_segs_out:5641 data_segs_in:1 send 195107330bps lastrcv:6316 pacing_rate 260318336bps delivery_rate 11567976bps delivered:5636 busy:6300ms rwnd_limited:6084ms(96.6%) unacked:6 retrans:0/2 dsack_dups:2 rcv_space:14480 rcv_ssthresh:64088 notsent:712144 minrtt:2.484 snd_wnd:9472
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57138
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                           
# 1795846150.439256948
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:56344
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                    
FIN-WAIT-1 0      662001 10.0.3.2:80 10.0.1.1:49276
	 skmem:(r0,rb131072,t0,tb1801728,f144,w1101680,o0,bl0,d0) cubic wscale:7,7 rto:228 rtt:24.761/9.575 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:207 ssthresh:133 bytes_sent:9826898 bytes_retrans:2896 bytes_acked:9824002 bytes_received:79 segs_out:6793 segs_in:3356 data_segs_out:6791 data_segs_in:1 send 96841323bps lastsnd:116 lastrcv:8088 lastack:64 pacing_rate 116208408bps delivery_rate 5632480bps delivered:6792 busy:8072ms rwnd_limited:7856ms(97.3%) retrans:0/2 dsack_dups:2 rcv_space:14480 rcv_ssthresh:64088 notsent:662001 minrtt:2.33 snd_wnd:1408
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:57138
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                    
# 1795846152.118452137
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:56344
	
FIN-WAIT-2 0      0      10.0.3.2:80 10.0.1.1:49276
	
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:57138
	
# 1795846153.643294053
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:56344
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:49276
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57138
	
