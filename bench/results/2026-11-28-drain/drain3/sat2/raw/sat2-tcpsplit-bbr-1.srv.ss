# 1795851695.349890215
# 1795851697.181246518
# 1795851698.743815749
# 1795851700.094034010
ESTAB 0      501008 10.0.3.2:80 10.0.1.1:54238
	 skmem:(r0,rb131072,t0,tb931328,f2416,w833168,o0,bl0,d0) cubic wscale:7,7 rto:208 rtt:6.474/2.989 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:107 bytes_sent:260882 bytes_retrans:1448 bytes_acked:242058 bytes_received:79 segs_out:182 segs_in:99 data_segs_out:181 data_segs_in:1 send 191456287bps lastrcv:560 pacing_rate 382897784bps delivery_rate 12024912bps delivered:170 busy:508ms rwnd_limited:488ms(96.1%) unacked:12 retrans:0/1 dsack_dups:1 rcv_space:14480 rcv_ssthresh:64088 notsent:483632 minrtt:2.973 snd_wnd:18176
# 1795851701.583003278
ESTAB 0      554328 10.0.3.2:80 10.0.1.1:54238
	 skmem:(r0,rb131072,t0,tb983552,f3688,w922008,o0,bl0,d0) cubic wscale:7,7 rto:212 rtt:10.996/1.465 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:113 ssthresh:107 bytes_sent:1722170 bytes_retrans:1448 bytes_acked:1717826 bytes_received:79 segs_out:1192 segs_in:620 data_segs_out:1191 data_segs_in:1 send 119042561bps lastrcv:1976 pacing_rate 142842952bps delivery_rate 35122376bps delivered:1190 busy:1924ms rwnd_limited:1892ms(98.3%) unacked:2 retrans:0/1 dsack_dups:1 rcv_space:14480 rcv_ssthresh:64088 notsent:551432 minrtt:2.479 snd_wnd:3328
# 1795851703.124850365
ESTAB 0      608752 10.0.3.2:80 10.0.1.1:54238
	 skmem:(r0,rb131072,t0,tb1801728,f2896,w1012912,o0,bl0,d0) cubic wscale:7,7 rto:220 rtt:18.403/0.815 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:211 ssthresh:107 bytes_sent:6030570 bytes_retrans:1448 bytes_acked:5797442 bytes_received:79 segs_out:4168 segs_in:1969 data_segs_out:4167 data_segs_in:1 send 132816606bps lastsnd:8 lastrcv:3352 lastack:8 pacing_rate 159376672bps delivery_rate 100494488bps delivered:4008 busy:3300ms rwnd_limited:3096ms(93.8%) unacked:160 retrans:0/1 dsack_dups:1 rcv_space:14480 rcv_ssthresh:64088 notsent:377072 minrtt:2.479 snd_wnd:232320
# 1795851704.675454731
FIN-WAIT-1 0      825593 10.0.3.2:80 10.0.1.1:54238
	 skmem:(r0,rb131072,t0,tb2176000,f2504,w1373752,o0,bl0,d0) cubic wscale:7,7 rto:228 rtt:26.974/1.747 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:247 ssthresh:187 bytes_sent:9661858 bytes_retrans:1448 bytes_acked:9660410 bytes_received:79 segs_out:6676 segs_in:3206 data_segs_out:6675 data_segs_in:1 send 106074294bps lastsnd:96 lastrcv:4920 lastack:88 pacing_rate 127289152bps delivery_rate 20839776bps delivered:6676 busy:4868ms rwnd_limited:4564ms(93.8%) retrans:0/1 dsack_dups:1 rcv_space:14480 rcv_ssthresh:64088 notsent:825593 minrtt:2.479 snd_wnd:1024
# 1795851706.070935831
FIN-WAIT-2 0      0      10.0.3.2:80 10.0.1.1:54238
	
# 1795851707.529610490
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:54238
	
