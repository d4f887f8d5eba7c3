# 1796172381.713325508
# 1796172386.367554608
SYN-RECV 0      0      10.0.2.2:5201  10.0.1.1:58064
	
ESTAB    0      0      10.0.1.1:58064 10.0.2.2:5201 
	 skmem:(r0,rb131072,t2,tb65536,f0,w0,o0,bl0,d0) cubic wscale:11,7 rto:316 rtt:104.378/52.189 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:10 bytes_acked:1 segs_out:2 segs_in:1 send 1109812bps lastsnd:48 lastrcv:48 lastack:48 pacing_rate 2219624bps delivered:1 app_limited rcv_space:14480 rcv_ssthresh:64088 minrtt:104.378 snd_wnd:65160
# 1796172391.184762180
ESTAB 0      2489448 10.0.1.1:20002 10.0.2.2:5201 
	 skmem:(r0,rb65536,t0,tb67108864,f3992,w2535528,o0,bl0,d0) cubic wscale:11,7 rto:308 rtt:107.453/6.294 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:13357 bytes_sent:105248901 bytes_acked:102759454 segs_out:72706 segs_in:985 data_segs_out:72704 send 1439955032bps lastsnd:20 lastrcv:4516 lastack:8 pacing_rate 2879906712bps delivery_rate 634919336bps delivered:70985 app_limited busy:4184ms rwnd_limited:104ms(2.5%) unacked:1720 rcv_space:14480 rcv_ssthresh:16384 minrtt:100.62 snd_wnd:44042240
ESTAB 0      0       10.0.2.2:5201  10.0.1.1:58064
	 skmem:(r0,rb65536,t0,tb32768,f0,w0,o0,bl0,d0) cubic wscale:11,7 rto:312 rtt:107.204/25.259 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:10 bytes_sent:4 bytes_acked:4 bytes_received:164 segs_out:7 segs_in:9 data_segs_out:4 data_segs_in:3 send 1080557bps lastsnd:4184 lastrcv:4968 lastack:4084 pacing_rate 2161088bps delivery_rate 114232bps delivered:5 app_limited busy:456ms rcv_space:14480 rcv_ssthresh:16384 minrtt:101.407 snd_wnd:65536                                                
ESTAB 0      0       10.0.2.2:5201  10.0.1.1:20002
	 skmem:(r0,rb89478484,t26,tb32768,f0,w0,o0,bl0,d45) cubic wscale:11,7 rto:308 rtt:102.326/51.163 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_received:105248901 segs_out:2027 segs_in:72751 data_segs_in:72749 send 1132068bps lastsnd:4412 lastrcv:20 lastack:20 pacing_rate 2264136bps delivered:1 app_limited rcv_rtt:103 rcv_space:7700680 rcv_ssthresh:30672576 minrtt:102.326 rcv_ooopack:90 snd_wnd:65536                                                                           
ESTAB 0      0       10.0.1.1:58064 10.0.2.2:5201 
	 skmem:(r0,rb65536,t0,tb32768,f0,w0,o0,bl0,d0) cubic wscale:11,7 rto:316 rtt:110.079/32.625 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:10 bytes_sent:164 bytes_acked:165 bytes_received:4 segs_out:9 segs_in:8 data_segs_out:3 data_segs_in:4 send 1052335bps lastsnd:4828 lastrcv:4284 lastack:4284 pacing_rate 2104656bps delivery_rate 110872bps delivered:4 app_limited busy:364ms rcv_space:14480 rcv_ssthresh:16382 minrtt:104.378 snd_wnd:65536                                              
# 1796172396.677318816
CLOSE-WAIT 0      0      10.0.2.2:5201  10.0.1.1:58064
	 skmem:(r0,rb65536,t2,tb32768,f0,w0,o0,bl0,d0) cubic wscale:11,7 rto:316 rtt:111.303/22.707 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:10 bytes_sent:333 bytes_acked:333 bytes_received:459 segs_out:14 segs_in:17 data_segs_out:7 data_segs_in:7 send 1040763bps lastsnd:188 lastrcv:28 lastack:28 pacing_rate 2081512bps delivery_rate 114720bps delivered:8 app_limited busy:820ms rcv_space:14480 rcv_ssthresh:16382 minrtt:100.97 snd_wnd:65536
FIN-WAIT-1 0      2      10.0.1.1:58064 10.0.2.2:5201 
	 skmem:(r0,rb65536,t0,tb32768,f2175,w1921,o0,bl0,d0) cubic wscale:11,7 rto:316 rtt:113.121/23.146 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:10 bytes_sent:458 bytes_acked:458 bytes_received:333 segs_out:18 segs_in:14 data_segs_out:7 data_segs_in:8 send 1024036bps lastsnd:36 lastrcv:352 lastack:352 pacing_rate 2048064bps delivery_rate 110872bps delivered:7 app_limited busy:756ms unacked:2 rcv_space:14480 rcv_ssthresh:16384 minrtt:104.378 snd_wnd:65536
