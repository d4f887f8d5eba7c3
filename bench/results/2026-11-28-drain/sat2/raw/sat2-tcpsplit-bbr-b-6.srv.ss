# 1795846094.147856710
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:33320
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:38142
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:35718
	
# 1795846096.149286947
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:33320
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:38142
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:35718
	
# 1795846098.048216130
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:33320
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:38142
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:35718
	
# 1795846099.828686943
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:33320
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                             
ESTAB     0      247608 10.0.3.2:80 10.0.1.1:56344
	 skmem:(r0,rb131072,t0,tb452608,f1928,w411768,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:12.914/2.335 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:52 ssthresh:30 bytes_sent:996466 bytes_retrans:1448 bytes_acked:989226 bytes_received:79 segs_out:690 segs_in:362 data_segs_out:689 data_segs_in:1 send 46644572bps lastrcv:1056 pacing_rate 55973480bps delivery_rate 9405648bps delivered:686 busy:1052ms rwnd_limited:968ms(92.0%) unacked:4 retrans:0/1 dsack_dups:1 rcv_space:14480 rcv_ssthresh:64088 notsent:241816 minrtt:2.709 snd_wnd:6272
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:38142
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                             
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:35718
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                             
# 1795846102.143338875
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:33320
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                       
ESTAB     0      462336 10.0.3.2:80 10.0.1.1:56344
	 skmem:(r0,rb131072,t0,tb1035776,f512,w769536,o0,bl0,d0) cubic wscale:7,7 rto:220 rtt:19.601/1.271 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:119 ssthresh:73 bytes_sent:9097602 bytes_retrans:4344 bytes_acked:9091810 bytes_received:79 segs_out:6286 segs_in:3014 data_segs_out:6285 data_segs_in:1 send 70327840bps lastsnd:32 lastrcv:3416 lastack:24 pacing_rate 84391792bps delivery_rate 49833696bps delivered:6285 busy:3412ms rwnd_limited:2632ms(77.1%) unacked:1 retrans:0/3 dsack_dups:3 reordering:23 reord_seen:11 rcv_space:14480 rcv_ssthresh:64088 notsent:460888 minrtt:2.69 snd_wnd:2560
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:38142
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                       
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:35718
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                       
# 1795846104.345026664
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:33320
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                              
ESTAB     0      566888 10.0.3.2:80 10.0.1.1:56344
	 skmem:(r0,rb131072,t0,tb1035776,f2968,w943208,o0,bl0,d0) cubic wscale:7,7 rto:212 rtt:8.644/2.337 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:88 ssthresh:88 bytes_sent:9302922 bytes_retrans:4344 bytes_acked:9298578 bytes_received:79 segs_out:6431 segs_in:3075 data_segs_out:6427 data_segs_in:1 send 117930588bps lastsnd:68 lastrcv:5540 lastack:60 pacing_rate 141510560bps delivery_rate 27307192bps delivered:6428 busy:5536ms rwnd_limited:4720ms(85.3%) retrans:0/3 dsack_dups:3 reordering:23 reord_seen:11 rcv_space:14480 rcv_ssthresh:64088 notsent:566888 minrtt:2.69 snd_wnd:1280
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:38142
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                              
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:35718
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                              
# 1795846106.375426727
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:33320
	
FIN-WAIT-2 0      0      10.0.3.2:80 10.0.1.1:56344
	
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:38142
	
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:35718
	
# 1795846108.300050676
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:56344
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:38142
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:35718
	
