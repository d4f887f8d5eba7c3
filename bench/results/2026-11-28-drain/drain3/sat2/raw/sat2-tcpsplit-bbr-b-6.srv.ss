# 1795851895.694747275
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:50280
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:35892
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57312
	
# 1795851897.463045901
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:50280
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:35892
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57312
	
# 1795851899.189072707
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:50280
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:35892
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57312
	
# 1795851900.597851906
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:50280
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:35892
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57312
	
ESTAB     0      305528 10.0.3.2:80 10.0.1.1:38566
	 skmem:(r0,rb131072,t0,tb557056,f3912,w508088,o0,bl0,d0) cubic wscale:7,7 rto:212 rtt:8.337/0.967 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:64 ssthresh:64 bytes_sent:326042 bytes_retrans:1448 bytes_acked:324594 bytes_received:79 segs_out:227 segs_in:132 data_segs_out:226 data_segs_in:1 send 88925993bps lastsnd:64 lastrcv:772 lastack:60 pacing_rate 106703184bps delivery_rate 14302832bps delivered:227 busy:760ms rwnd_limited:744ms(97.9%) retrans:0/1 dsack_dups:1 rcv_space:14480 rcv_ssthresh:64088 notsent:305528 minrtt:2.768 snd_wnd:1280
# 1795851902.210364258
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:50280
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:35892
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57312
	
ESTAB     0      878936 10.0.3.2:80 10.0.1.1:38566
	 skmem:(r0,rb131072,t0,tb1462272,f616,w1461656,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:12.292/11.414 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:168 ssthresh:64 bytes_sent:4227786 bytes_retrans:1448 bytes_acked:4226338 bytes_received:79 segs_out:2922 segs_in:1484 data_segs_out:2921 data_segs_in:1 send 158323462bps lastsnd:244 lastrcv:2508 lastack:196 pacing_rate 189986216bps delivery_rate 1179152bps delivered:2922 busy:2496ms rwnd_limited:2296ms(92.0%) retrans:0/1 dsack_dups:1 reordering:14 reord_seen:5 rcv_space:14480 rcv_ssthresh:64088 notsent:878936 minrtt:2.341 snd_wnd:768
# 1795851903.972097716
TIME-WAIT 0      0       10.0.3.2:80 10.0.1.1:50280
	
TIME-WAIT 0      0       10.0.3.2:80 10.0.1.1:35892
	
TIME-WAIT 0      0       10.0.3.2:80 10.0.1.1:57312
	
ESTAB     0      1179352 10.0.3.2:80 10.0.1.1:38566
	 skmem:(r0,rb131072,t0,tb2471936,f232,w1961752,o0,bl0,d0) cubic wscale:7,7 rto:224 rtt:22.921/4.827 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:284 ssthresh:64 bytes_sent:8643506 bytes_retrans:1448 bytes_acked:8642058 bytes_received:79 segs_out:5972 segs_in:2976 data_segs_out:5971 data_segs_in:1 send 143530212bps lastsnd:208 lastrcv:4240 lastack:204 pacing_rate 172232496bps delivery_rate 6505912bps delivered:5972 busy:4228ms rwnd_limited:3880ms(91.8%) retrans:0/1 dsack_dups:1 reordering:14 reord_seen:5 rcv_space:14480 rcv_ssthresh:64088 notsent:1179352 minrtt:2.341 snd_wnd:640
# 1795851905.600248453
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:50280
	
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:35892
	
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:57312
	
FIN-WAIT-2 0      0      10.0.3.2:80 10.0.1.1:38566
	
# 1795851907.132748201
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:50280
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:35892
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57312
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:38566
	
