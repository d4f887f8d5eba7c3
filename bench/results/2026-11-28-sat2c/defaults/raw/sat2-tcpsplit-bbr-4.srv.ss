# 1795862504.743190073
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:58838
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:33578
	
# 1795862506.726993969
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:58838
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:33578
	
# 1795862508.520046084
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:58838
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:33578
	
# 1795862510.099841179
ESTAB     0      299736 10.0.3.2:80 10.0.1.1:52438
	 skmem:(r0,rb131072,t0,tb617984,f1256,w498456,o0,bl0,d0) cubic wscale:7,7 rto:212 rtt:9.639/0.277 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:71 ssthresh:71 bytes_sent:373826 bytes_retrans:1448 bytes_acked:370930 bytes_received:79 segs_out:260 segs_in:150 data_segs_out:259 data_segs_in:1 send 85326694bps lastsnd:24 lastrcv:708 lastack:24 pacing_rate 102389376bps delivery_rate 58981664bps delivered:259 busy:696ms rwnd_limited:676ms(97.1%) unacked:1 retrans:0/1 dsack_dups:1 rcv_space:14480 rcv_ssthresh:64088 notsent:298288 minrtt:2.693 snd_wnd:2048
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:58838
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                  
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:33578
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                  
# 1795862511.615424290
ESTAB     0      606072 10.0.3.2:80 10.0.1.1:52438
	 skmem:(r0,rb131072,t0,tb1044480,f3400,w1008312,o0,bl0,d10) cubic wscale:7,7 rto:212 rtt:10.994/5.298 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:120 ssthresh:85 bytes_sent:6934202 bytes_retrans:4344 bytes_acked:6756098 bytes_received:79 segs_out:4793 segs_in:2198 data_segs_out:4791 data_segs_in:1 send 126439876bps lastsnd:8 lastrcv:2676 lastack:8 pacing_rate 151715776bps delivery_rate 24712528bps delivered:4672 busy:2664ms rwnd_limited:2216ms(83.2%) unacked:120 retrans:0/3 dsack_dups:3 reordering:22 reord_seen:39 rcv_space:14480 rcv_ssthresh:64088 notsent:432312 minrtt:2.499 snd_wnd:429696
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:58838
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                               
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:33578
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                               
# 1795862513.708814180
ESTAB     0      539632 10.0.3.2:80 10.0.1.1:52438
	 skmem:(r0,rb131072,t0,tb1131520,f3408,w897712,o0,bl0,d10) cubic wscale:7,7 rto:216 rtt:15.595/10.316 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:115 ssthresh:97 bytes_sent:8334250 bytes_retrans:4344 bytes_acked:8329906 bytes_received:79 segs_out:5762 segs_in:2585 data_segs_out:5758 data_segs_in:1 send 85422251bps lastsnd:224 lastrcv:4604 lastack:176 pacing_rate 102501768bps delivery_rate 3859400bps delivered:5759 busy:4592ms rwnd_limited:4040ms(88.0%) retrans:0/3 dsack_dups:3 reordering:22 reord_seen:39 rcv_space:14480 rcv_ssthresh:64088 notsent:539632 minrtt:2.499 snd_wnd:1408
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:58838
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                   
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:33578
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                   
# 1795862515.604277465
ESTAB     0      611984 10.0.3.2:80 10.0.1.1:52438
	 skmem:(r0,rb131072,t0,tb1131520,f1840,w1018064,o0,bl0,d10) cubic wscale:7,7 rto:208 rtt:6.671/1.23 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:124 ssthresh:97 bytes_sent:9581026 bytes_retrans:5792 bytes_acked:9575234 bytes_received:79 segs_out:6625 segs_in:3030 data_segs_out:6620 data_segs_in:1 send 215322440bps lastsnd:200 lastrcv:6504 lastack:200 pacing_rate 258362720bps delivery_rate 3692696bps delivered:6621 busy:6492ms rwnd_limited:5876ms(90.5%) retrans:0/4 dsack_dups:4 reordering:22 reord_seen:47 rcv_space:14480 rcv_ssthresh:64088 notsent:611984 minrtt:2.499
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:58838
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                     
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:33578
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                     
# 1795862517.666640693
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:52438
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:58838
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:33578
	
