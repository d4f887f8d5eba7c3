# 1795862405.803494596
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:54360
	
# 1795862407.832554340
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:54360
	
# 1795862409.884732457
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:54360
	
# 1795862411.562837002
ESTAB     0      0      10.0.1.1:37612 10.0.3.2:80   
	 skmem:(r0,rb553180,t6,tb49152,f0,w0,o0,bl0,d0) bbr wscale:7,7 rto:604 rtt:199.449/77.49 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:52370 segs_out:35 segs_in:40 data_segs_out:1 data_segs_in:37 bbr:(bw:60064bps,mrtt:191.502,pacing_gain:2.88672,cwnd_gain:2.88672) send 638880bps lastsnd:644 lastrcv:4 lastack:4 pacing_rate 1649616bps delivery_rate 60488bps delivered:2 app_limited busy:192ms rcv_rtt:193.753 rcv_space:28960 rcv_ssthresh:160962 minrtt:191.502 snd_wnd:65536
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:54360
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                 
ESTAB     0      2896   10.0.3.2:80    10.0.1.1:37612
	 skmem:(r0,rb98304,t0,tb330612,f3376,w4816,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:13.174/2.248 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:20 bytes_sent:52370 bytes_acked:49474 bytes_received:79 segs_out:38 segs_in:37 data_segs_out:37 data_segs_in:1 send 17586155bps lastsnd:4 lastrcv:644 lastack:4 pacing_rate 35170968bps delivery_rate 6019224bps delivered:36 app_limited busy:196ms unacked:2 rcv_space:14480 rcv_ssthresh:24576 minrtt:10.749 snd_wnd:76928                                                              
# 1795862413.073981756
ESTAB     0      0      10.0.1.1:37612 10.0.3.2:80   
	 skmem:(r24080,rb12393062,t104,tb32768,f496,w0,o0,bl0,d0) bbr wscale:7,7 rto:604 rtt:199.449/77.49 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:2440122 segs_out:772 segs_in:1699 data_segs_out:1 data_segs_in:1696 bbr:(bw:60064bps,mrtt:191.502,pacing_gain:2.88672,cwnd_gain:2.88672) send 638880bps lastsnd:2568 lastrcv:16 pacing_rate 1649616bps delivery_rate 60488bps delivered:2 app_limited busy:192ms rcv_rtt:194.906 rcv_space:522728 rcv_ssthresh:3681676 minrtt:191.502 rcv_ooopack:1319 snd_wnd:65536
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:54360
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                             
ESTAB     0      1448   10.0.3.2:80    10.0.1.1:37612
	 skmem:(r0,rb65536,t0,tb7406792,f1688,w2408,o0,bl0,d0) cubic wscale:7,7 rto:228 rtt:26.696/6.317 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:258 ssthresh:252 bytes_sent:2440122 bytes_acked:2438674 bytes_received:79 segs_out:1687 segs_in:733 data_segs_out:1686 data_segs_in:1 send 111952053bps lastsnd:16 lastrcv:2568 lastack:4 pacing_rate 134338056bps delivery_rate 76026248bps delivered:1686 app_limited busy:1212ms rwnd_limited:12ms(1.0%) unacked:1 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.529 snd_wnd:1564288                                
# 1795862415.038330331
ESTAB 0      0      10.0.1.1:37612 10.0.3.2:80   
	 skmem:(r346752,rb12393062,t62,tb32768,f1408,w0,o0,bl0,d0) bbr wscale:7,7 rto:604 rtt:199.449/77.49 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:4499178 segs_out:1590 segs_in:3255 data_segs_out:1 data_segs_in:3252 bbr:(bw:60064bps,mrtt:191.502,pacing_gain:2.88672,cwnd_gain:2.88672) send 638880bps lastsnd:4440 lastrcv:188 pacing_rate 1649616bps delivery_rate 60488bps delivered:2 app_limited busy:192ms rcv_rtt:192 rcv_space:663184 rcv_ssthresh:3684572 minrtt:191.502 rcv_ooopack:2506 snd_wnd:65536
ESTAB 0      0      10.0.3.2:80    10.0.1.1:37612
	 skmem:(r0,rb65536,t0,tb7406792,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:15.959/5.322 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:258 ssthresh:252 bytes_sent:4499178 bytes_acked:4499178 bytes_received:79 segs_out:3109 segs_in:899 data_segs_out:3108 data_segs_in:1 send 187271884bps lastsnd:188 lastrcv:4440 lastack:176 pacing_rate 224719216bps delivery_rate 76026248bps delivered:3109 app_limited busy:1900ms rwnd_limited:12ms(0.6%) rcv_space:14480 rcv_ssthresh:16384 minrtt:10.47 snd_wnd:1564288                                             
# 1795862416.930636617
ESTAB 0      0      10.0.1.1:37612 10.0.3.2:80   
	 skmem:(r272104,rb12393062,t58,tb32768,f2328,w0,o0,bl0,d0) bbr wscale:7,7 rto:604 rtt:199.449/77.49 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:6866658 segs_out:2308 segs_in:4859 data_segs_out:1 data_segs_in:4856 bbr:(bw:60064bps,mrtt:191.502,pacing_gain:2.88672,cwnd_gain:2.88672) send 638880bps lastsnd:6396 lastrcv:144 pacing_rate 1649616bps delivery_rate 60488bps delivered:2 app_limited busy:192ms rcv_rtt:191.828 rcv_space:663184 rcv_ssthresh:3675884 minrtt:191.502 rcv_ooopack:3574 snd_wnd:65536
ESTAB 0      0      10.0.3.2:80    10.0.1.1:37612
	 skmem:(r0,rb65536,t0,tb7406792,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:14.921/2.19 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:258 ssthresh:252 bytes_sent:6866658 bytes_acked:6866658 bytes_received:79 segs_out:4744 segs_in:1118 data_segs_out:4743 data_segs_in:1 send 200299712bps lastsnd:144 lastrcv:6396 lastack:132 pacing_rate 240357640bps delivery_rate 93547024bps delivered:4744 app_limited busy:2716ms rwnd_limited:12ms(0.4%) rcv_space:14480 rcv_ssthresh:16384 minrtt:10.47 snd_wnd:1564288                                                 
# 1795862418.913385375
ESTAB 0      0      10.0.1.1:37612 10.0.3.2:80   
	 skmem:(r161336,rb12393062,t52,tb32768,f2504,w0,o0,bl0,d0) bbr wscale:7,7 rto:604 rtt:199.449/77.49 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:8922818 segs_out:2957 segs_in:6233 data_segs_out:1 data_segs_in:6230 bbr:(bw:60064bps,mrtt:191.502,pacing_gain:2.88672,cwnd_gain:2.88672) send 638880bps lastsnd:8232 lastrcv:64 lastack:4 pacing_rate 1649616bps delivery_rate 60488bps delivered:2 app_limited busy:192ms rcv_rtt:192.796 rcv_space:663184 rcv_ssthresh:3703396 minrtt:191.502 rcv_ooopack:4162 snd_wnd:65536
ESTAB 0      0      10.0.3.2:80    10.0.1.1:37612
	 skmem:(r0,rb65536,t0,tb7406792,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:220 rtt:17.888/8.46 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:258 ssthresh:252 bytes_sent:8922818 bytes_acked:8922818 bytes_received:79 segs_out:6164 segs_in:1462 data_segs_out:6163 data_segs_in:1 send 167076923bps lastsnd:64 lastrcv:8232 lastack:36 pacing_rate 200483896bps delivery_rate 94347232bps delivered:6164 app_limited busy:3852ms rwnd_limited:12ms(0.3%) rcv_space:14480 rcv_ssthresh:16384 minrtt:10.406 snd_wnd:1564288                                                           
# 1795862420.616022270
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:37612
	
