# 1795862752.532947611
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:39580
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:44642
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:49558
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57712
	
# 1795862754.489159143
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:39580
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:44642
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:49558
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57712
	
# 1795862756.315408146
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:39580
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:44642
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:49558
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57712
	
# 1795862758.038022714
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:39580
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:44642
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:49558
	
ESTAB     0      734176 10.0.3.2:80 10.0.1.1:47054
	 skmem:(r0,rb131072,t0,tb1740800,f2848,w1221856,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:14.035/14.056 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:157 ssthresh:150 bytes_sent:4895890 bytes_acked:4895890 bytes_received:79 segs_out:3383 segs_in:1564 data_segs_out:3382 data_segs_in:1 send 129582330bps lastsnd:196 lastrcv:1352 lastack:144 pacing_rate 155493256bps delivery_rate 2047560bps delivered:3383 busy:1352ms rwnd_limited:940ms(69.5%) reordering:55 reord_seen:3 rcv_space:14480 rcv_ssthresh:64088 notsent:734176 minrtt:2.772 snd_wnd:384
# 1795862760.017693383
TIME-WAIT 0      0       10.0.3.2:80 10.0.1.1:39580
	
TIME-WAIT 0      0       10.0.3.2:80 10.0.1.1:44642
	
TIME-WAIT 0      0       10.0.3.2:80 10.0.1.1:49558
	
ESTAB     0      1306304 10.0.3.2:80 10.0.1.1:47054
	 skmem:(r0,rb131072,t0,tb2193408,f1792,w2173184,o0,bl0,d0) cubic wscale:7,7 rto:212 rtt:10.087/2.962 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:252 ssthresh:150 bytes_sent:9006594 bytes_acked:9006594 bytes_received:79 segs_out:6224 segs_in:2891 data_segs_out:6223 data_segs_in:1 send 289399028bps lastsnd:52 lastrcv:3488 lastack:48 pacing_rate 347257312bps delivery_rate 1878992bps delivered:6224 busy:3488ms rwnd_limited:2944ms(84.4%) reordering:55 reord_seen:3 rcv_space:14480 rcv_ssthresh:64088 notsent:1306304 minrtt:2.56
# 1795862762.192519051
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:39580
	
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:44642
	
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:49558
	
FIN-WAIT-2 0      0      10.0.3.2:80 10.0.1.1:47054
	
# 1795862763.710039415
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:39580
	
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:44642
	
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:49558
	
FIN-WAIT-2 0      0      10.0.3.2:80 10.0.1.1:47054
	
# 1795862765.177142883
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:39580
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:44642
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:49558
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:47054
	
