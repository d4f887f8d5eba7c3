# 1795851783.334224793
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36590
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55748
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36158
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:40754
	
# 1795851784.995223907
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36590
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55748
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36158
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:40754
	
# 1795851786.512487043
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36590
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55748
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:40754
	
# 1795851787.930461718
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36590
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55748
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:40754
	
ESTAB     0      435848 10.0.3.2:80 10.0.1.1:46516
	 skmem:(r0,rb131072,t0,tb722432,f184,w724808,o0,bl0,d0) cubic wscale:7,7 rto:212 rtt:8.273/6.912 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:83 ssthresh:83 bytes_sent:470842 bytes_retrans:1448 bytes_acked:386858 bytes_received:79 segs_out:327 segs_in:157 data_segs_out:326 data_segs_in:1 send 116218059bps lastsnd:4 lastrcv:764 lastack:4 pacing_rate 139451128bps delivery_rate 35525352bps delivered:270 busy:748ms rwnd_limited:732ms(97.9%) unacked:57 retrans:0/1 dsack_dups:1 rcv_space:14480 rcv_ssthresh:64088 notsent:353312 minrtt:2.468 snd_wnd:83328
# 1795851789.371960315
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36590
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55748
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:40754
	
ESTAB     0      760368 10.0.3.2:80 10.0.1.1:46516
	 skmem:(r0,rb131072,t0,tb1714688,f336,w1265328,o0,bl0,d0) cubic wscale:7,7 rto:212 rtt:9.988/10.031 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:197 ssthresh:145 bytes_sent:6698522 bytes_retrans:2896 bytes_acked:6695626 bytes_received:79 segs_out:4628 segs_in:2278 data_segs_out:4627 data_segs_in:1 send 228478975bps lastsnd:12 lastrcv:2348 lastack:8 pacing_rate 274157608bps delivery_rate 2594400bps delivered:4628 busy:2332ms rwnd_limited:1996ms(85.6%) retrans:0/2 dsack_dups:2 reordering:9 reord_seen:8 rcv_space:14480 rcv_ssthresh:64088 notsent:760368 minrtt:2.43
# 1795851791.087751667
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36590
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55748
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:40754
	
ESTAB     0      898608 10.0.3.2:80 10.0.1.1:46516
	 skmem:(r0,rb131072,t0,tb1740800,f272,w1494768,o0,bl0,d0) cubic wscale:7,7 rto:220 rtt:19.368/9.442 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:200 ssthresh:148 bytes_sent:9385330 bytes_retrans:2896 bytes_acked:9382434 bytes_received:79 segs_out:6485 segs_in:3136 data_segs_out:6483 data_segs_in:1 send 119619992bps lastsnd:264 lastrcv:3992 lastack:220 pacing_rate 143540280bps delivery_rate 2845808bps delivered:6484 busy:3976ms rwnd_limited:3520ms(88.5%) retrans:0/2 dsack_dups:2 reordering:20 reord_seen:34 rcv_space:14480 rcv_ssthresh:64088 notsent:898608 minrtt:2.43 snd_wnd:512
# 1795851792.592356504
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:36590
	
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:55748
	
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:40754
	
FIN-WAIT-2 0      0      10.0.3.2:80 10.0.1.1:46516
	
# 1795851794.125937150
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36590
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55748
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:40754
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:46516
	
