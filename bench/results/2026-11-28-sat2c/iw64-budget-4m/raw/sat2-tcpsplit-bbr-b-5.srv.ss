# 1795862817.723026095
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55420
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57060
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:45966
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:47054
	
# 1795862819.692302418
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55420
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57060
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:45966
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:47054
	
# 1795862821.400649192
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55420
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57060
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:45966
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:47054
	
# 1795862823.123253422
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55420
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57060
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:45966
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:47054
	
ESTAB     0      863728 10.0.3.2:80 10.0.1.1:58080
	 skmem:(r0,rb131072,t0,tb1558016,f848,w1436848,o0,bl0,d0) cubic wscale:7,7 rto:220 rtt:17.916/1.294 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:142 ssthresh:133 bytes_sent:4630226 bytes_acked:4630226 bytes_received:79 segs_out:3201 segs_in:1555 data_segs_out:3199 data_segs_in:1 send 91813351bps lastsnd:72 lastrcv:1280 lastack:60 pacing_rate 110171408bps delivery_rate 1072288bps delivered:3200 busy:1280ms rwnd_limited:908ms(70.9%) reordering:55 rcv_space:14480 rcv_ssthresh:64088 notsent:863728 minrtt:2.503
# 1795862825.202536918
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55420
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57060
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:45966
	
ESTAB     0      930336 10.0.3.2:80 10.0.1.1:58080
	 skmem:(r0,rb131072,t0,tb1584128,f672,w1547616,o0,bl0,d9) cubic wscale:7,7 rto:212 rtt:11.46/6.39 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:182 ssthresh:133 bytes_sent:9092962 bytes_retrans:8688 bytes_acked:9084274 bytes_received:79 segs_out:6284 segs_in:2911 data_segs_out:6281 data_segs_in:1 send 183969284bps lastsnd:128 lastrcv:3492 lastack:108 pacing_rate 220760728bps delivery_rate 2525120bps delivered:6282 busy:3492ms rwnd_limited:2956ms(84.7%) retrans:0/6 dsack_dups:6 reordering:55 reord_seen:14 rcv_space:14480 rcv_ssthresh:64088 notsent:930336 minrtt:2.503 snd_wnd:384
# 1795862827.181859186
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:55420
	
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:57060
	
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:45966
	
FIN-WAIT-2 0      0      10.0.3.2:80 10.0.1.1:58080
	
# 1795862828.908774409
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:55420
	
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:57060
	
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:45966
	
FIN-WAIT-2 0      0      10.0.3.2:80 10.0.1.1:58080
	
# 1795862830.572341460
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55420
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57060
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:45966
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:58080
	
