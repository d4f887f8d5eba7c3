# 1795862589.031885101
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36436
	
# 1795862590.957312808
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36436
	
# 1795862592.755961404
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36436
	
# 1795862594.245670591
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36436
	
ESTAB     0      403992 10.0.3.2:80 10.0.1.1:42132
	 skmem:(r0,rb131072,t0,tb678912,f4008,w671832,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:15.513/10.195 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:78 ssthresh:73 bytes_sent:758994 bytes_retrans:1448 bytes_acked:757546 bytes_received:79 segs_out:526 segs_in:291 data_segs_out:525 data_segs_in:1 send 58244827bps lastsnd:56 lastrcv:1024 lastack:8 pacing_rate 69890976bps delivery_rate 3796288bps delivered:526 busy:976ms rwnd_limited:952ms(97.5%) retrans:0/1 dsack_dups:1 rcv_space:14480 rcv_ssthresh:64088 notsent:403992 minrtt:2.683 snd_wnd:1152
# 1795862596.172294105
TIME-WAIT 0      0       10.0.3.2:80 10.0.1.1:36436
	
ESTAB     0      1271344 10.0.3.2:80 10.0.1.1:42132
	 skmem:(r0,rb131072,t0,tb2245632,f3408,w2114224,o0,bl0,d27) cubic wscale:7,7 rto:232 rtt:30.206/2.752 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:258 ssthresh:73 bytes_sent:7027386 bytes_retrans:1448 bytes_acked:7025938 bytes_received:79 segs_out:4857 segs_in:2256 data_segs_out:4854 data_segs_in:1 send 98942991bps lastsnd:76 lastrcv:3072 lastack:52 pacing_rate 118729128bps delivery_rate 86847072bps delivered:4855 busy:3024ms rwnd_limited:2696ms(89.2%) retrans:0/1 dsack_dups:1 reordering:16 reord_seen:17 rcv_space:14480 rcv_ssthresh:64088 notsent:1271344 minrtt:2.489 snd_wnd:1280
# 1795862598.174385832
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36436
	
ESTAB     0      965512 10.0.3.2:80 10.0.1.1:42132
	 skmem:(r0,rb131072,t0,tb2245632,f3896,w1605832,o0,bl0,d27) cubic wscale:7,7 rto:228 rtt:26.438/1.515 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:213 ssthresh:193 bytes_sent:9205482 bytes_retrans:1448 bytes_acked:9202586 bytes_received:79 segs_out:6364 segs_in:2972 data_segs_out:6359 data_segs_in:1 send 93327483bps lastsnd:28 lastrcv:4924 lastack:24 pacing_rate 111989800bps delivery_rate 17759896bps delivered:6359 busy:4876ms rwnd_limited:4508ms(92.5%) unacked:1 retrans:0/1 dsack_dups:1 reordering:16 reord_seen:17 rcv_space:14480 rcv_ssthresh:64088 notsent:964064 minrtt:2.489 snd_wnd:1664
# 1795862599.909271089
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:36436
	
FIN-WAIT-2 0      0      10.0.3.2:80 10.0.1.1:42132
	
# 1795862601.552808463
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36436
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:42132
	
