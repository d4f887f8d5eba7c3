# 1795835001.524871880
# 1795835003.431761119
# 1795835005.228064733
# 1795835006.795501321
ESTAB 0      299608 10.0.3.2:80 10.0.1.1:49020
	 skmem:(r0,rb131072,t0,tb504832,f1384,w498328,o0,bl0,d0) cubic wscale:7,7 rto:212 rtt:9.953/10.306 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:58 bytes_sent:66978 bytes_retrans:1448 bytes_acked:65530 bytes_received:79 segs_out:49 segs_in:27 data_segs_out:48 data_segs_in:1 send 67504471bps lastsnd:32 lastrcv:352 lastack:28 pacing_rate 134997072bps delivery_rate 2934136bps delivered:49 busy:304ms rwnd_limited:272ms(89.5%) retrans:0/1 dsack_dups:1 rcv_space:14480 rcv_ssthresh:64088 notsent:299608 minrtt:2.509
# 1795835008.352375771
ESTAB 0      531288 10.0.3.2:80 10.0.1.1:49020
	 skmem:(r0,rb131072,t0,tb905216,f408,w888424,o0,bl0,d0) cubic wscale:7,7 rto:212 rtt:8.092/1.705 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:104 ssthresh:58 bytes_sent:2289658 bytes_retrans:1448 bytes_acked:2272282 bytes_received:79 segs_out:1584 segs_in:822 data_segs_out:1583 data_segs_in:1 send 148879881bps lastrcv:2024 pacing_rate 182728984bps delivery_rate 9889232bps delivered:1573 busy:1976ms rwnd_limited:1840ms(93.1%) unacked:11 retrans:0/1 dsack_dups:1 rcv_space:14480 rcv_ssthresh:64088 notsent:515360 minrtt:2.509 snd_wnd:16256
# 1795835010.053576343
ESTAB 0      975824 10.0.3.2:80 10.0.1.1:49020
	 skmem:(r0,rb131072,t0,tb1688576,f3248,w1622864,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:14.264/2.58 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:194 ssthresh:58 bytes_sent:5941514 bytes_retrans:1448 bytes_acked:5940066 bytes_received:79 segs_out:4106 segs_in:2057 data_segs_out:4105 data_segs_in:1 send 157550196bps lastsnd:212 lastrcv:3824 lastack:208 pacing_rate 189051944bps delivery_rate 33383280bps delivered:4106 busy:3776ms rwnd_limited:3508ms(92.9%) retrans:0/1 dsack_dups:1 rcv_space:14480 rcv_ssthresh:64088 notsent:975824 minrtt:2.462 snd_wnd:1280
# 1795835011.874062485
ESTAB 0      857936 10.0.3.2:80 10.0.1.1:49020
	 skmem:(r0,rb131072,t0,tb1836544,f2288,w1427216,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:14.044/1.01 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:187 ssthresh:157 bytes_sent:8035922 bytes_retrans:2896 bytes_acked:8033026 bytes_received:79 segs_out:5554 segs_in:2799 data_segs_out:5552 data_segs_in:1 send 154244375bps lastsnd:104 lastrcv:5544 lastack:100 pacing_rate 185081712bps delivery_rate 13989392bps delivered:5553 busy:5496ms rwnd_limited:5192ms(94.5%) retrans:0/2 dsack_dups:2 reordering:21 reord_seen:20 rcv_space:14480 rcv_ssthresh:64088 notsent:857936 minrtt:2.423 snd_wnd:768
# 1795835013.519586762
FIN-WAIT-1 0      318625 10.0.3.2:80 10.0.1.1:49020
	 skmem:(r0,rb131072,t0,tb1836544,f1696,w530784,o0,bl0,d0) cubic wscale:7,7 rto:224 rtt:22.49/1.643 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:206 ssthresh:157 bytes_sent:10170274 bytes_retrans:2896 bytes_acked:10167378 bytes_received:79 segs_out:7028 segs_in:3548 data_segs_out:7026 data_segs_in:1 send 106105113bps lastsnd:92 lastrcv:7080 lastack:88 pacing_rate 127326136bps delivery_rate 17142056bps delivered:7027 busy:7032ms rwnd_limited:6720ms(95.6%) retrans:0/2 dsack_dups:2 reordering:21 reord_seen:20 rcv_space:14480 rcv_ssthresh:64088 notsent:318625 minrtt:2.423 snd_wnd:1280
# 1795835015.168428394
FIN-WAIT-2 0      0      10.0.3.2:80 10.0.1.1:49020
	
