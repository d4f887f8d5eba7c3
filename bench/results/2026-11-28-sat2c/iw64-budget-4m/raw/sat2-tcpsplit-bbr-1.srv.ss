# 1795862666.862146428
# 1795862668.900581339
# 1795862670.706193402
# 1795862672.267817529
ESTAB 0      340280 10.0.3.2:80 10.0.1.1:34822
	 skmem:(r0,rb131072,t0,tb818176,f3464,w565880,o0,bl0,d0) cubic wscale:7,7 rto:208 rtt:7.505/1.705 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:94 ssthresh:83 bytes_sent:520074 bytes_retrans:1448 bytes_acked:515730 bytes_received:79 segs_out:361 segs_in:195 data_segs_out:360 data_segs_in:1 send 145089407bps lastrcv:516 pacing_rate 174107288bps delivery_rate 37992784bps delivered:359 busy:420ms rwnd_limited:368ms(87.6%) unacked:2 retrans:0/1 dsack_dups:1 rcv_space:14480 rcv_ssthresh:64088 notsent:337384 minrtt:2.539 snd_wnd:3712
# 1795862674.333019420
ESTAB 0      687456 10.0.3.2:80 10.0.1.1:34822
	 skmem:(r0,rb131072,t0,tb1235968,f3424,w1143456,o0,bl0,d3) cubic wscale:7,7 rto:220 rtt:17.881/11.775 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:102 ssthresh:99 bytes_sent:8132554 bytes_retrans:31856 bytes_acked:7953002 bytes_received:79 segs_out:5621 segs_in:2638 data_segs_out:5619 data_segs_in:1 send 66079526bps lastsnd:4 lastrcv:2932 lastack:4 pacing_rate 79294320bps delivery_rate 5767216bps delivered:5518 busy:2836ms rwnd_limited:2388ms(84.2%) unacked:102 retrans:0/22 dsack_dups:22 reordering:40 reord_seen:40 rcv_space:14480 rcv_ssthresh:64088 notsent:539760 minrtt:2.476 snd_wnd:608896
# 1795862676.684151900
ESTAB 0      687624 10.0.3.2:80 10.0.1.1:34822
	 skmem:(r0,rb131072,t0,tb1235968,f3256,w1143624,o0,bl0,d3) cubic wscale:7,7 rto:216 backoff:2 rtt:14.069/1.019 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:104 ssthresh:99 bytes_sent:8911410 bytes_retrans:31856 bytes_acked:8879554 bytes_received:79 segs_out:6161 segs_in:2945 data_segs_out:6157 data_segs_in:1 send 85630535bps lastsnd:1548 lastrcv:5008 lastack:1328 pacing_rate 102752984bps delivery_rate 3051632bps delivered:6158 busy:4912ms rwnd_limited:4408ms(89.7%) retrans:0/22 dsack_dups:22 reordering:40 reord_seen:42 rcv_space:14480 rcv_ssthresh:64088 notsent:687624 minrtt:2.476
# 1795862678.594698942
FIN-WAIT-1 0      272369 10.0.3.2:80 10.0.1.1:34822
	 skmem:(r0,rb131072,t0,tb1235968,f848,w453808,o0,bl0,d3) cubic wscale:7,7 rto:212 rtt:9.038/0.939 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:107 ssthresh:99 bytes_sent:10246938 bytes_retrans:31856 bytes_acked:10213634 bytes_received:79 segs_out:7086 segs_in:3420 data_segs_out:7080 data_segs_in:1 send 137141846bps lastsnd:28 lastrcv:6712 lastack:24 pacing_rate 164556552bps delivery_rate 32954280bps delivered:7080 busy:6616ms rwnd_limited:6036ms(91.2%) unacked:1 retrans:0/22 dsack_dups:22 reordering:40 reord_seen:42 rcv_space:14480 rcv_ssthresh:64088 notsent:270921 minrtt:2.476 snd_wnd:2048
# 1795862680.385924855
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:34822
	
