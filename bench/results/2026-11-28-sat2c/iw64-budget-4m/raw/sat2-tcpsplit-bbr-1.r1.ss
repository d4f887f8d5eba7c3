# 1795862666.831709035
# 1795862668.826948080
# 1795862670.698678148
# 1795862672.447289527
ESTAB 0      11584  10.0.3.2:80    10.0.1.1:34822
	 skmem:(r0,rb73728,t0,tb608020,f1216,w19264,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:12.294/1.343 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:26 ssthresh:26 bytes_sent:197170 bytes_acked:185586 bytes_received:79 segs_out:138 segs_in:112 data_segs_out:137 data_segs_in:1 send 24498455bps lastsnd:4 lastrcv:792 lastack:8 pacing_rate 29396944bps delivery_rate 10785840bps delivered:130 app_limited busy:212ms unacked:8 rcv_space:14480 rcv_ssthresh:18432 minrtt:10.471 snd_wnd:294016
ESTAB 0      0      10.0.1.1:34822 10.0.3.2:80   
	 skmem:(r0,rb1017340,t124,tb36864,f0,w0,o0,bl0,d0) bbr wscale:7,7 rto:608 rtt:201.009/77.664 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:65 bytes_sent:79 bytes_acked:80 bytes_received:198618 segs_out:133 segs_in:141 data_segs_out:1 data_segs_in:138 bbr:(bw:59376bps,mrtt:194.274,pacing_gain:2.88672,cwnd_gain:2.88672) send 3745902bps lastsnd:796 pacing_rate 10489704bps delivery_rate 59624bps delivered:2 app_limited busy:200ms rcv_rtt:193 rcv_space:59368 rcv_ssthresh:296770 minrtt:194.274 snd_wnd:65536
# 1795862674.381685669
ESTAB 0      94120  10.0.3.2:80    10.0.1.1:34822
	 skmem:(r0,rb65536,t0,tb7549674,f3224,w156520,o0,bl0,d0) cubic wscale:7,7 rto:224 rtt:21.277/6.345 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:102 ssthresh:66 bytes_sent:3518882 bytes_acked:3424762 bytes_received:79 segs_out:2432 segs_in:341 data_segs_out:2431 data_segs_in:1 send 55532641bps lastrcv:2868 lastack:8 pacing_rate 66637992bps delivery_rate 43510968bps delivered:2367 busy:1284ms unacked:65 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.471 snd_wnd:433024
ESTAB 0      0      10.0.1.1:34822 10.0.3.2:80   
	 skmem:(r816312,rb12632134,t48,tb32768,f2888,w0,o0,bl0,d1) bbr wscale:7,7 rto:608 rtt:201.009/77.664 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:65 bytes_sent:79 bytes_acked:80 bytes_received:3518882 segs_out:1338 segs_in:2775 data_segs_out:1 data_segs_in:2771 bbr:(bw:59376bps,mrtt:194.274,pacing_gain:2.88672,cwnd_gain:2.88672) send 3745902bps lastsnd:2868 pacing_rate 10489704bps delivery_rate 59624bps delivered:2 app_limited busy:200ms rcv_rtt:193.234 rcv_space:852872 rcv_ssthresh:3680717 minrtt:194.274 rcv_ooopack:1824 snd_wnd:65536
# 1795862676.565845346
ESTAB 0      0      10.0.3.2:80    10.0.1.1:34822
	 skmem:(r0,rb65536,t0,tb7520256,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:220 rtt:18.737/2.745 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:119 ssthresh:96 bytes_sent:6453978 bytes_acked:6453978 bytes_received:79 segs_out:4459 segs_in:499 data_segs_out:4458 data_segs_in:1 send 73570796bps lastsnd:44 lastrcv:4860 lastack:24 pacing_rate 88282592bps delivery_rate 99354504bps delivered:4459 app_limited busy:1832ms rcv_space:14480 rcv_ssthresh:16384 minrtt:10.471 snd_wnd:442752
ESTAB 0      0      10.0.1.1:34822 10.0.3.2:80   
	 skmem:(r645344,rb12582912,t60,tb32768,f1824,w0,o0,bl0,d1) bbr wscale:7,7 rto:608 rtt:201.009/77.664 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:65 bytes_sent:79 bytes_acked:80 bytes_received:6453978 segs_out:2023 segs_in:4731 data_segs_out:1 data_segs_in:4727 bbr:(bw:59376bps,mrtt:194.274,pacing_gain:2.88672,cwnd_gain:2.88672) send 3745902bps lastsnd:4860 lastrcv:44 pacing_rate 10489704bps delivery_rate 59624bps delivered:2 app_limited busy:200ms rcv_rtt:193 rcv_space:852872 rcv_ssthresh:3666008 minrtt:194.274 rcv_ooopack:3624 snd_wnd:65536
# 1795862678.406218213
ESTAB 0      312768 10.0.3.2:80    10.0.1.1:34822
	 skmem:(r0,rb65536,t0,tb7520256,f64,w520128,o0,bl0,d0) cubic wscale:7,7 rto:220 rtt:16.411/1.676 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:102 ssthresh:102 bytes_sent:8620186 bytes_acked:8472490 bytes_received:79 segs_out:5955 segs_in:597 data_segs_out:5954 data_segs_in:1 send 71998538bps lastsnd:4 lastrcv:6592 lastack:52 pacing_rate 86395608bps delivery_rate 70577520bps delivered:5853 app_limited busy:2316ms unacked:102 rcv_space:14480 rcv_ssthresh:16384 notsent:165072 minrtt:10.471 snd_wnd:442752
ESTAB 0      0      10.0.1.1:34822 10.0.3.2:80   
	 skmem:(r0,rb12582912,t68,tb32768,f0,w0,o0,bl0,d1) bbr wscale:7,7 rto:608 rtt:201.009/77.664 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:65 bytes_sent:79 bytes_acked:80 bytes_received:8793946 segs_out:2551 segs_in:6079 data_segs_out:1 data_segs_in:6075 bbr:(bw:59376bps,mrtt:194.274,pacing_gain:2.88672,cwnd_gain:2.88672) send 3745902bps lastsnd:6604 pacing_rate 10489704bps delivery_rate 59624bps delivered:2 app_limited busy:200ms rcv_rtt:191.828 rcv_space:852872 rcv_ssthresh:3438672 minrtt:194.274 rcv_ooopack:4789 snd_wnd:65536
# 1795862680.086753723
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:34822
	
LAST-ACK  0      1      10.0.1.1:34822 10.0.3.2:80   
	 skmem:(r0,rb12582912,t0,tb32768,f3136,w960,o0,bl0,d1) bbr wscale:7,7 rto:608 rtt:201.009/77.664 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:65 bytes_sent:79 bytes_acked:80 bytes_received:10486003 segs_out:3065 segs_in:7248 data_segs_out:1 data_segs_in:7244 send 3745902bps lastsnd:8436 lastrcv:220 lastack:220 pacing_rate 10489704bps delivery_rate 59624bps delivered:2 app_limited busy:392ms unacked:1 rcv_rtt:191.68 rcv_space:852872 rcv_ssthresh:3750647 minrtt:194.274 rcv_ooopack:5592 snd_wnd:65536
# 1795862681.882301364
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:34822
	
