# 1795851728.522788007
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36158
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:54238
	
# 1795851730.190347434
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36158
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:54238
	
# 1795851731.802467792
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36158
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:54238
	
# 1795851733.248032500
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36158
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:54238
	
ESTAB     0      144800 10.0.3.2:80 10.0.1.1:40754
	 skmem:(r0,rb131072,t0,tb356864,f864,w240800,o0,bl0,d0) cubic wscale:7,7 rto:208 rtt:6.645/4.563 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:41 ssthresh:30 bytes_sent:534554 bytes_retrans:1448 bytes_acked:524418 bytes_received:79 segs_out:371 segs_in:208 data_segs_out:370 data_segs_in:1 send 71473890bps lastsnd:8 lastrcv:1148 lastack:4 pacing_rate 85760600bps delivery_rate 43365464bps delivered:365 busy:1148ms rwnd_limited:1112ms(96.9%) unacked:6 retrans:0/1 dsack_dups:1 rcv_space:14480 rcv_ssthresh:64088 notsent:136112 minrtt:2.521 snd_wnd:9600
# 1795851734.664223989
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36158
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:54238
	
ESTAB     0      311616 10.0.3.2:80 10.0.1.1:40754
	 skmem:(r0,rb131072,t0,tb617984,f1216,w518976,o0,bl0,d0) cubic wscale:7,7 rto:208 rtt:5.71/0.914 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:71 ssthresh:30 bytes_sent:1950402 bytes_retrans:1448 bytes_acked:1948954 bytes_received:79 segs_out:1349 segs_in:721 data_segs_out:1348 data_segs_in:1 send 144039229bps lastsnd:52 lastrcv:2656 lastack:48 pacing_rate 172820592bps delivery_rate 10014984bps delivered:1349 busy:2656ms rwnd_limited:2552ms(96.1%) retrans:0/1 dsack_dups:1 rcv_space:14480 rcv_ssthresh:64088 notsent:311616 minrtt:2.445 snd_wnd:512
# 1795851736.233213876
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36158
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:54238
	
ESTAB     0      477368 10.0.3.2:80 10.0.1.1:40754
	 skmem:(r0,rb131072,t0,tb800768,f456,w794168,o0,bl0,d0) cubic wscale:7,7 rto:212 rtt:10.947/10.378 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:92 ssthresh:30 bytes_sent:3071922 bytes_retrans:1448 bytes_acked:3024138 bytes_received:79 segs_out:2126 segs_in:1113 data_segs_out:2125 data_segs_in:1 send 97353430bps lastsnd:4 lastrcv:4196 lastack:4 pacing_rate 116818776bps delivery_rate 1287224bps delivered:2094 busy:4196ms rwnd_limited:4052ms(96.6%) unacked:32 retrans:0/1 dsack_dups:1 reordering:7 reord_seen:6 rcv_space:14480 rcv_ssthresh:64088 notsent:431032 minrtt:2.445 snd_wnd:47232
# 1795851737.878432088
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36158
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:54238
	
ESTAB     0      414208 10.0.3.2:80 10.0.1.1:40754
	 skmem:(r0,rb131072,t0,tb800768,f2496,w689728,o0,bl0,d17) cubic wscale:7,7 rto:212 rtt:8.707/0.943 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:74 ssthresh:69 bytes_sent:4551226 bytes_retrans:5792 bytes_acked:4545434 bytes_received:79 segs_out:3149 segs_in:1711 data_segs_out:3147 data_segs_in:1 send 98451361bps lastsnd:8 lastrcv:5992 pacing_rate 118133152bps delivery_rate 57514016bps delivered:3148 busy:5992ms rwnd_limited:5808ms(96.9%) retrans:0/4 dsack_dups:4 reordering:40 reord_seen:83 rcv_space:14480 rcv_ssthresh:64088 notsent:414208 minrtt:2.432 snd_wnd:1408
# 1795851739.550322032
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36158
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:54238
	
ESTAB     0      447808 10.0.3.2:80 10.0.1.1:40754
	 skmem:(r0,rb131072,t0,tb800768,f64,w745408,o0,bl0,d17) cubic wscale:7,7 rto:208 rtt:7.814/1.092 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:78 ssthresh:69 bytes_sent:5948250 bytes_retrans:5792 bytes_acked:5941010 bytes_received:79 segs_out:4116 segs_in:2210 data_segs_out:4113 data_segs_in:1 send 115632455bps lastsnd:8 lastrcv:7632 lastack:4 pacing_rate 138745624bps delivery_rate 6119384bps delivered:4113 busy:7632ms rwnd_limited:7376ms(96.6%) unacked:1 retrans:0/4 dsack_dups:4 reordering:40 reord_seen:83 rcv_space:14480 rcv_ssthresh:64088 notsent:446360 minrtt:2.432 snd_wnd:2432
# 1795851741.252657488
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36158
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:54238
	
ESTAB     0      404408 10.0.3.2:80 10.0.1.1:40754
	 skmem:(r0,rb131072,t0,tb800768,f2632,w673208,o0,bl0,d17) cubic wscale:7,7 rto:212 rtt:8.768/0.357 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:82 ssthresh:69 bytes_sent:7439650 bytes_retrans:5792 bytes_acked:7432410 bytes_received:79 segs_out:5147 segs_in:2729 data_segs_out:5144 data_segs_in:1 send 108335766bps lastsnd:32 lastrcv:9376 lastack:28 pacing_rate 129989944bps delivery_rate 6999392bps delivered:5144 busy:9376ms rwnd_limited:9060ms(96.6%) unacked:1 retrans:0/4 dsack_dups:4 reordering:40 reord_seen:83 rcv_space:14480 rcv_ssthresh:64088 notsent:402960 minrtt:2.432 snd_wnd:1920
# 1795851742.830113371
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36158
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:54238
	
ESTAB     0      332432 10.0.3.2:80 10.0.1.1:40754
	 skmem:(r0,rb131072,t0,tb800768,f3824,w553232,o0,bl0,d17) cubic wscale:7,7 rto:216 rtt:12.768/12.181 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:85 ssthresh:69 bytes_sent:8997274 bytes_retrans:5792 bytes_acked:8991482 bytes_received:79 segs_out:6223 segs_in:3271 data_segs_out:6220 data_segs_in:1 send 77117794bps lastsnd:80 lastrcv:10804 lastack:28 pacing_rate 92535008bps delivery_rate 1102880bps delivered:6221 busy:10804ms rwnd_limited:10456ms(96.8%) retrans:0/4 dsack_dups:4 reordering:40 reord_seen:83 rcv_space:14480 rcv_ssthresh:64088 notsent:332432 minrtt:2.429 snd_wnd:512
# 1795851744.414188522
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:36158
	
TIME-WAIT  0      0      10.0.3.2:80 10.0.1.1:54238
	
FIN-WAIT-1 0      92513  10.0.3.2:80 10.0.1.1:40754
	 skmem:(r0,rb131072,t0,tb800768,f736,w154912,o0,bl0,d17) cubic wscale:7,7 rto:212 rtt:10.967/10.083 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:87 ssthresh:69 bytes_sent:10399282 bytes_retrans:5792 bytes_acked:10393490 bytes_received:79 segs_out:7193 segs_in:3777 data_segs_out:7189 data_segs_in:1 send 91894593bps lastsnd:120 lastrcv:12404 lastack:116 pacing_rate 110270992bps delivery_rate 3329688bps delivered:7190 busy:12404ms rwnd_limited:12008ms(96.8%) retrans:0/4 dsack_dups:4 reordering:40 reord_seen:83 rcv_space:14480 rcv_ssthresh:64088 notsent:92513 minrtt:2.429
# 1795851745.880038742
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36158
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:54238
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:40754
	
