# 1795862768.813543977
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:39580
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:44642
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:49558
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:47054
	
# 1795862770.603841622
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:39580
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:44642
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:49558
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:47054
	
# 1795862772.277276498
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:39580
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:44642
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:49558
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:47054
	
# 1795862773.779468833
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:39580
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                             
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:44642
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                             
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:49558
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                             
ESTAB     0      744272 10.0.3.2:80 10.0.1.1:45966
	 skmem:(r0,rb131072,t0,tb1340416,f3376,w1237712,o0,bl0,d0) cubic wscale:7,7 rto:212 rtt:9.636/1.513 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:154 ssthresh:151 bytes_sent:695282 bytes_retrans:1448 bytes_acked:693834 bytes_received:79 segs_out:482 segs_in:255 data_segs_out:481 data_segs_in:1 send 185132420bps lastsnd:136 lastrcv:620 lastack:132 pacing_rate 222141608bps delivery_rate 30447480bps delivered:482 busy:596ms rwnd_limited:552ms(92.6%) retrans:0/1 dsack_dups:1 reordering:55 rcv_space:14480 rcv_ssthresh:64088 notsent:744272 minrtt:2.623 snd_wnd:1024
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:47054
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                             
# 1795862775.495821634
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:39580
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                      
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:44642
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                      
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:49558
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                      
ESTAB     0      905296 10.0.3.2:80 10.0.1.1:45966
	 skmem:(r0,rb131072,t0,tb1645056,f1072,w1506256,o0,bl0,d0) cubic wscale:7,7 rto:212 rtt:11.202/9.557 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:189 ssthresh:151 bytes_sent:6203178 bytes_retrans:5792 bytes_acked:6197386 bytes_received:79 segs_out:4287 segs_in:1979 data_segs_out:4286 data_segs_in:1 send 195445099bps lastsnd:124 lastrcv:2760 lastack:120 pacing_rate 234534112bps delivery_rate 4261952bps delivered:4287 busy:2736ms rwnd_limited:2536ms(92.7%) retrans:0/4 dsack_dups:4 reordering:55 reord_seen:4 rcv_space:14480 rcv_ssthresh:64088 notsent:905296 minrtt:2.412
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:47054
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                      
# 1795862777.604982884
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:39580
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                   
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:44642
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                   
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:49558
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                   
ESTAB     0      758832 10.0.3.2:80 10.0.1.1:45966
	 skmem:(r0,rb131072,t0,tb1662464,f2832,w1262832,o0,bl0,d0) cubic wscale:7,7 rto:220 rtt:18.067/10.53 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:191 ssthresh:151 bytes_sent:8201634 bytes_retrans:5792 bytes_acked:8195842 bytes_received:79 segs_out:5669 segs_in:2618 data_segs_out:5667 data_segs_in:1 send 122463276bps lastsnd:188 lastrcv:4572 lastack:140 pacing_rate 146951856bps delivery_rate 7807408bps delivered:5668 busy:4548ms rwnd_limited:4304ms(94.6%) retrans:0/4 dsack_dups:4 reordering:55 reord_seen:6 rcv_space:14480 rcv_ssthresh:64088 notsent:758832 minrtt:2.412 snd_wnd:1152
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:47054
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                   
# 1795862779.497217551
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:39580
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                   
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:44642
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                   
FIN-WAIT-1 0      89793  10.0.3.2:80 10.0.1.1:45966
	 skmem:(r0,rb131072,t0,tb1679872,f1280,w150272,o0,bl0,d0) cubic wscale:7,7 rto:220 rtt:18.811/10.636 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:186 ssthresh:151 bytes_sent:10402002 bytes_retrans:5792 bytes_acked:10396210 bytes_received:79 segs_out:7190 segs_in:3384 data_segs_out:7188 data_segs_in:1 send 114540641bps lastsnd:216 lastrcv:6452 lastack:164 pacing_rate 137446936bps delivery_rate 232296bps delivered:7189 busy:6428ms rwnd_limited:6132ms(95.4%) retrans:0/4 dsack_dups:4 reordering:55 reord_seen:6 rcv_space:14480 rcv_ssthresh:64088 notsent:89793 minrtt:2.412 snd_wnd:1280
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:47054
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                   
# 1795862781.313368217
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:39580
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:44642
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:45966
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:47054
	
