# 1795862588.689657423
# 1795862590.901255361
# 1795862592.651119447
# 1795862594.256806496
ESTAB 0      0      10.0.1.1:42132 10.0.3.2:80   
	 skmem:(r0,rb1548030,t74,tb32768,f0,w0,o0,bl0,d0) bbr wscale:7,7 rto:604 rtt:200.441/77.794 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:202962 segs_out:135 segs_in:144 data_segs_out:1 data_segs_in:141 bbr:(bw:60064bps,mrtt:192.693,pacing_gain:2.88672,cwnd_gain:2.88672) send 635718bps lastsnd:1092 pacing_rate 1641728bps delivery_rate 60112bps delivered:2 app_limited busy:196ms rcv_rtt:192.125 rcv_space:76744 rcv_ssthresh:453907 minrtt:192.693 snd_wnd:65536
ESTAB 0      8688   10.0.3.2:80    10.0.1.1:42132
	 skmem:(r0,rb65536,t0,tb925190,f1936,w14448,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:12.637/2.344 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:20 bytes_sent:204410 bytes_acked:195722 bytes_received:79 segs_out:143 segs_in:113 data_segs_out:142 data_segs_in:1 send 18333465bps lastrcv:1092 pacing_rate 36665840bps delivery_rate 7243616bps delivered:137 app_limited busy:616ms unacked:6 reordering:4 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.604 snd_wnd:76928                                                 
# 1795862596.032509794
ESTAB 0      0      10.0.1.1:42132 10.0.3.2:80   
	 skmem:(r667016,rb12992460,t54,tb32768,f632,w0,o0,bl0,d1) bbr wscale:7,7 rto:604 rtt:200.441/77.794 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:3859162 segs_out:971 segs_in:2947 data_segs_out:1 data_segs_in:2944 bbr:(bw:60064bps,mrtt:192.693,pacing_gain:2.88672,cwnd_gain:2.88672) send 635718bps lastsnd:3160 lastrcv:172 pacing_rate 1641728bps delivery_rate 60112bps delivered:2 app_limited busy:196ms rcv_rtt:193 rcv_space:971608 rcv_ssthresh:3371369 minrtt:192.693 rcv_ooopack:2543 snd_wnd:65536
ESTAB 0      0      10.0.3.2:80    10.0.1.1:42132
	 skmem:(r0,rb65536,t0,tb7765026,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:224 rtt:22.705/2.283 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:172 ssthresh:146 bytes_sent:3875090 bytes_retrans:15928 bytes_acked:3859162 bytes_received:79 segs_out:2678 segs_in:851 data_segs_out:2677 data_segs_in:1 send 87753711bps lastsnd:152 lastrcv:3160 lastack:128 pacing_rate 105304448bps delivery_rate 83501032bps delivered:2678 busy:1284ms retrans:0/11 dsack_dups:11 reordering:76 reord_seen:69 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.604 snd_wnd:1896192     
# 1795862598.082568353
ESTAB 0      0      10.0.1.1:42132 10.0.3.2:80   
	 skmem:(r476784,rb12582912,t68,tb32768,f2448,w0,o0,bl0,d1) bbr wscale:7,7 rto:604 rtt:200.441/77.794 ato:64 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:6966570 segs_out:2017 segs_in:5014 data_segs_out:1 data_segs_in:5011 bbr:(bw:60064bps,mrtt:192.693,pacing_gain:2.88672,cwnd_gain:2.88672) send 635718bps lastsnd:5064 lastrcv:12 pacing_rate 1641728bps delivery_rate 60112bps delivered:2 app_limited busy:196ms rcv_rtt:194 rcv_space:971608 rcv_ssthresh:3686280 minrtt:192.693 rcv_ooopack:4011 snd_wnd:65536
ESTAB 0      70952  10.0.3.2:80    10.0.1.1:42132
	 skmem:(r0,rb65536,t0,tb7520256,f792,w117992,o0,bl0,d0) cubic wscale:7,7 rto:224 rtt:23.833/13.139 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:171 ssthresh:146 bytes_sent:6982498 bytes_retrans:15928 bytes_acked:6895618 bytes_received:79 segs_out:4824 segs_in:1049 data_segs_out:4823 data_segs_in:1 send 83114337bps lastsnd:12 lastrcv:5064 pacing_rate 99736680bps delivery_rate 95480520bps delivered:4775 busy:2060ms unacked:49 retrans:0/11 dsack_dups:11 reordering:76 reord_seen:78 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.529 snd_wnd:1893248
# 1795862599.928071860
ESTAB 0      0      10.0.1.1:42132 10.0.3.2:80   
	 skmem:(r325080,rb12582912,t70,tb32768,f2600,w0,o0,bl0,d1) bbr wscale:7,7 rto:604 rtt:200.441/77.794 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:9128434 segs_out:2614 segs_in:6444 data_segs_out:1 data_segs_in:6441 bbr:(bw:60064bps,mrtt:192.693,pacing_gain:2.88672,cwnd_gain:2.88672) send 635718bps lastsnd:6692 lastrcv:180 pacing_rate 1641728bps delivery_rate 60112bps delivered:2 app_limited busy:196ms rcv_rtt:191.593 rcv_space:971608 rcv_ssthresh:3760128 minrtt:192.693 rcv_ooopack:5186 snd_wnd:65536
ESTAB 0      0      10.0.3.2:80    10.0.1.1:42132
	 skmem:(r0,rb65536,t0,tb7520256,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:15.436/3.639 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:176 ssthresh:146 bytes_sent:9144362 bytes_retrans:15928 bytes_acked:9128434 bytes_received:79 segs_out:6317 segs_in:1249 data_segs_out:6316 data_segs_in:1 send 132079813bps lastsnd:180 lastrcv:6692 lastack:168 pacing_rate 158490640bps delivery_rate 97493496bps delivered:6317 app_limited busy:2532ms retrans:0/11 dsack_dups:11 reordering:76 reord_seen:78 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.512 snd_wnd:1896192
# 1795862601.439861804
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:42132
	
