# 1795845964.809384452
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55766
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:42528
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:54942
	
# 1795845966.652765307
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55766
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:42528
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:54942
	
# 1795845968.360612230
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55766
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:42528
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:54942
	
# 1795845969.957233910
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55766
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                 
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:42528
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                 
ESTAB     0      440192 10.0.3.2:80 10.0.1.1:42048
	 skmem:(r0,rb131072,t0,tb861696,f1152,w732032,o0,bl0,d0) cubic wscale:7,7 rto:212 rtt:8.829/0.746 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:99 ssthresh:99 bytes_sent:803882 bytes_retrans:1448 bytes_acked:800986 bytes_received:79 segs_out:557 segs_in:308 data_segs_out:556 data_segs_in:1 send 129891947bps lastsnd:4 lastrcv:956 lastack:4 pacing_rate 155868128bps delivery_rate 60596336bps delivered:556 busy:944ms rwnd_limited:932ms(98.7%) unacked:1 retrans:0/1 dsack_dups:1 rcv_space:14480 rcv_ssthresh:64088 notsent:438744 minrtt:2.555 snd_wnd:2304
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:54942
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                 
# 1795845971.801337939
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55766
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:42528
	
ESTAB     0      863432 10.0.3.2:80 10.0.1.1:42048
	 skmem:(r0,rb131072,t0,tb1436160,f1144,w1436552,o0,bl0,d8) cubic wscale:7,7 rto:220 rtt:19.011/2.048 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:165 ssthresh:118 bytes_sent:6844514 bytes_retrans:2896 bytes_acked:6841618 bytes_received:79 segs_out:4730 segs_in:2219 data_segs_out:4728 data_segs_in:1 send 100539688bps lastsnd:8 lastrcv:2908 lastack:4 pacing_rate 120644448bps delivery_rate 13693176bps delivered:4729 busy:2896ms rwnd_limited:2568ms(88.7%) retrans:0/2 dsack_dups:2 reordering:19 reord_seen:21 rcv_space:14480 rcv_ssthresh:64088 notsent:863432 minrtt:2.434 snd_wnd:1280
# 1795845973.696123309
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55766
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:42528
	
ESTAB     0      949456 10.0.3.2:80 10.0.1.1:42048
	 skmem:(r0,rb131072,t0,tb1636352,f1840,w1579216,o0,bl0,d8) cubic wscale:7,7 rto:216 backoff:1 rtt:14.19/9.778 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:188 ssthresh:124 bytes_sent:7624394 bytes_retrans:2896 bytes_acked:7621498 bytes_received:79 segs_out:5272 segs_in:2412 data_segs_out:5267 data_segs_in:1 send 153473714bps lastsnd:264 lastrcv:4712 lastack:32 pacing_rate 184168456bps delivery_rate 1403440bps delivered:5268 busy:4700ms rwnd_limited:4288ms(91.2%) retrans:0/2 dsack_dups:2 reordering:19 reord_seen:21 rcv_space:14480 rcv_ssthresh:64088 notsent:949456 minrtt:2.434
# 1795845975.427728549
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55766
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:42528
	
ESTAB     0      759128 10.0.3.2:80 10.0.1.1:42048
	 skmem:(r0,rb131072,t0,tb1636352,f2536,w1263128,o0,bl0,d8) cubic wscale:7,7 rto:224 rtt:23.361/8.905 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:168 ssthresh:141 bytes_sent:8910858 bytes_retrans:2896 bytes_acked:8907962 bytes_received:79 segs_out:6163 segs_in:2885 data_segs_out:6157 data_segs_in:1 send 83306023bps lastsnd:64 lastrcv:6680 lastack:16 pacing_rate 99966152bps delivery_rate 9155592bps delivered:6158 busy:6668ms rwnd_limited:6196ms(92.9%) retrans:0/2 dsack_dups:2 reordering:42 reord_seen:27 rcv_space:14480 rcv_ssthresh:64088 notsent:759128 minrtt:2.433 snd_wnd:1408
# 1795845977.487582441
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:55766
	
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:42528
	
FIN-WAIT-2 0      0      10.0.3.2:80 10.0.1.1:42048
	
# 1795845979.436310627
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55766
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:42528
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:42048
	
