# 1795846074.329486726
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:33320
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:38142
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:60514
	
# 1795846076.219566358
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:33320
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:38142
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:60514
	
# 1795846077.916061416
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:33320
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:38142
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:60514
	
# 1795846079.810060431
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:33320
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                      
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:38142
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                      
ESTAB     0      208512 10.0.3.2:80 10.0.1.1:35718
	 skmem:(r0,rb131072,t0,tb496128,f1408,w346752,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:14.256/12.45 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:56 ssthresh:57 bytes_sent:263778 bytes_retrans:1448 bytes_acked:262330 bytes_received:79 segs_out:184 segs_in:114 data_segs_out:183 data_segs_in:1 send 45503928bps lastsnd:88 lastrcv:784 lastack:36 pacing_rate 54603272bps delivery_rate 2050144bps delivered:184 busy:776ms rwnd_limited:744ms(95.9%) retrans:0/1 dsack_dups:1 rcv_space:14480 rcv_ssthresh:64088 notsent:208512 minrtt:2.769 snd_wnd:768
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:60514
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                      
# 1795846081.739635584
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:33320
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                     
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:38142
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                     
ESTAB     0      657432 10.0.3.2:80 10.0.1.1:35718
	 skmem:(r0,rb131072,t0,tb1549312,f3496,w1094232,o0,bl0,d0) cubic wscale:7,7 rto:224 rtt:20.921/8.393 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:178 ssthresh:57 bytes_sent:4748194 bytes_retrans:1448 bytes_acked:4746746 bytes_received:79 segs_out:3281 segs_in:1635 data_segs_out:3280 data_segs_in:1 send 98558960bps lastsnd:136 lastrcv:2700 lastack:92 pacing_rate 118266512bps delivery_rate 9614952bps delivered:3281 busy:2692ms rwnd_limited:2472ms(91.8%) retrans:0/1 dsack_dups:1 rcv_space:14480 rcv_ssthresh:64088 notsent:657432 minrtt:2.426 snd_wnd:1024
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:60514
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                     
# 1795846083.548362472
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:33320
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                       
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:38142
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                       
FIN-WAIT-1 0      825169 10.0.3.2:80 10.0.1.1:35718
	 skmem:(r0,rb131072,t0,tb1993216,f2928,w1373328,o0,bl0,d16) cubic wscale:7,7 rto:232 rtt:30.276/5.845 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:229 ssthresh:168 bytes_sent:9675314 bytes_retrans:14480 bytes_acked:9660834 bytes_received:79 segs_out:6685 segs_in:3219 data_segs_out:6683 data_segs_in:1 send 87618444bps lastsnd:188 lastrcv:4784 lastack:144 pacing_rate 105139088bps delivery_rate 10230592bps delivered:6684 busy:4776ms rwnd_limited:4364ms(91.4%) retrans:0/10 dsack_dups:10 reordering:17 reord_seen:7 rcv_space:14480 rcv_ssthresh:64088 notsent:825169 minrtt:2.426 snd_wnd:1280
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:60514
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                       
# 1795846085.584587354
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:33320
	
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:38142
	
FIN-WAIT-2 0      0      10.0.3.2:80 10.0.1.1:35718
	
# 1795846087.380599339
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:33320
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:38142
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:35718
	
