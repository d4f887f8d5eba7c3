# 1795862445.268501439
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:37612
	
# 1795862447.155665668
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:37612
	
# 1795862449.168281185
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:37612
	
# 1795862450.759312887
ESTAB     0      0      10.0.1.1:58838 10.0.3.2:80   
	 skmem:(r0,rb1935724,t100,tb32768,f0,w0,o0,bl0,d0) bbr wscale:7,7 rto:588 rtt:195.573/74.246 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:260882 segs_out:175 segs_in:184 data_segs_out:1 data_segs_in:181 bbr:(bw:59376bps,mrtt:192.902,pacing_gain:2.88672,cwnd_gain:2.88672) send 651542bps lastsnd:1112 pacing_rate 1689080bps delivery_rate 60048bps delivered:2 app_limited busy:196ms rcv_rtt:191 rcv_space:76744 rcv_ssthresh:569761 minrtt:192.902 snd_wnd:65536
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:37612
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                  
ESTAB     0      8688   10.0.3.2:80    10.0.1.1:58838
	 skmem:(r0,rb65536,t0,tb1156898,f1936,w14448,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:14.554/2.051 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:27 bytes_sent:260882 bytes_acked:252194 bytes_received:79 segs_out:182 segs_in:114 data_segs_out:181 data_segs_in:1 send 21490175bps lastsnd:4 lastrcv:1116 lastack:4 pacing_rate 42978872bps delivery_rate 8175016bps delivered:176 app_limited busy:680ms unacked:6 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.354 snd_wnd:76928                                      
# 1795862452.482983614
ESTAB     0      0      10.0.1.1:58838 10.0.3.2:80   
	 skmem:(r231168,rb12619806,t64,tb32768,f2304,w0,o0,bl0,d0) bbr wscale:7,7 rto:588 rtt:195.573/74.246 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:2684834 segs_out:1065 segs_in:1954 data_segs_out:1 data_segs_in:1951 bbr:(bw:59376bps,mrtt:192.902,pacing_gain:2.88672,cwnd_gain:2.88672) send 651542bps lastsnd:2912 lastrcv:112 pacing_rate 1689080bps delivery_rate 60048bps delivered:2 app_limited busy:196ms rcv_rtt:191 rcv_space:558928 rcv_ssthresh:3755225 minrtt:192.902 rcv_ooopack:1202 snd_wnd:65536
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:37612
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                             
ESTAB     0      0      10.0.3.2:80    10.0.1.1:58838
	 skmem:(r0,rb65536,t0,tb7542306,f0,w0,o0,bl0,d3) cubic wscale:7,7 rto:216 rtt:14.609/2.315 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:185 ssthresh:164 bytes_sent:2684834 bytes_acked:2684834 bytes_received:79 segs_out:1858 segs_in:599 data_segs_out:1855 data_segs_in:1 send 146693134bps lastsnd:112 lastrcv:2912 lastack:96 pacing_rate 176028744bps delivery_rate 102596760bps delivered:1856 app_limited busy:1604ms rwnd_limited:48ms(3.0%) reordering:10 reord_seen:9 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.354 snd_wnd:974464                   
# 1795862454.323935709
ESTAB     0      0      10.0.1.1:58838 10.0.3.2:80   
	 skmem:(r397320,rb12612382,t60,tb32768,f4088,w0,o0,bl0,d0) bbr wscale:7,7 rto:588 rtt:195.573/74.246 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:4785882 segs_out:1891 segs_in:3474 data_segs_out:1 data_segs_in:3471 bbr:(bw:59376bps,mrtt:192.902,pacing_gain:2.88672,cwnd_gain:2.88672) send 651542bps lastsnd:4628 lastrcv:192 pacing_rate 1689080bps delivery_rate 60048bps delivered:2 app_limited busy:196ms rcv_rtt:192.281 rcv_space:558928 rcv_ssthresh:3754455 minrtt:192.902 rcv_ooopack:1919 snd_wnd:65536
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:37612
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                 
ESTAB     0      0      10.0.3.2:80    10.0.1.1:58838
	 skmem:(r0,rb65536,t0,tb7537870,f0,w0,o0,bl0,d3) cubic wscale:7,7 rto:216 rtt:14.025/1.138 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:198 ssthresh:164 bytes_sent:4785882 bytes_acked:4785882 bytes_received:79 segs_out:3309 segs_in:882 data_segs_out:3306 data_segs_in:1 send 163538824bps lastsnd:192 lastrcv:4628 lastack:180 pacing_rate 196237840bps delivery_rate 102596760bps delivered:3307 app_limited busy:2608ms rwnd_limited:48ms(1.8%) reordering:10 reord_seen:9 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.354 snd_wnd:974464                      
# 1795862456.272174847
ESTAB     0      0      10.0.1.1:58838 10.0.3.2:80   
	 skmem:(r130032,rb12609204,t60,tb32768,f1040,w0,o0,bl0,d0) bbr wscale:7,7 rto:588 rtt:195.573/74.246 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:7369114 segs_out:2660 segs_in:5152 data_segs_out:1 data_segs_in:5149 bbr:(bw:59376bps,mrtt:192.902,pacing_gain:2.88672,cwnd_gain:2.88672) send 651542bps lastsnd:6716 lastrcv:84 lastack:4 pacing_rate 1689080bps delivery_rate 60048bps delivered:2 app_limited busy:196ms rcv_rtt:192 rcv_space:558928 rcv_ssthresh:3749161 minrtt:192.902 rcv_ooopack:2593 snd_wnd:65536
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:37612
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                      
ESTAB     0      0      10.0.3.2:80    10.0.1.1:58838
	 skmem:(r0,rb65536,t0,tb7535970,f0,w0,o0,bl0,d3) cubic wscale:7,7 rto:224 rtt:20.89/10.659 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:205 ssthresh:164 bytes_sent:7369114 bytes_acked:7369114 bytes_received:79 segs_out:5093 segs_in:1361 data_segs_out:5090 data_segs_in:1 send 113677358bps lastsnd:84 lastrcv:6716 lastack:52 pacing_rate 136411192bps delivery_rate 102596760bps delivered:5091 app_limited busy:3992ms rwnd_limited:48ms(1.2%) reordering:10 reord_seen:9 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.354 snd_wnd:974464                            
# 1795862458.251722615
ESTAB     0      0      10.0.1.1:58838 10.0.3.2:80   
	 skmem:(r0,rb12609204,t60,tb32768,f0,w0,o0,bl0,d0) bbr wscale:7,7 rto:588 rtt:195.573/74.246 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:9422378 segs_out:3285 segs_in:6511 data_segs_out:1 data_segs_in:6508 bbr:(bw:59376bps,mrtt:192.902,pacing_gain:2.88672,cwnd_gain:2.88672) send 651542bps lastsnd:8472 pacing_rate 1689080bps delivery_rate 60048bps delivered:2 app_limited busy:196ms rcv_rtt:191.234 rcv_space:558928 rcv_ssthresh:3753505 minrtt:192.902 rcv_ooopack:3315 snd_wnd:65536
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:37612
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                             
ESTAB     0      11584  10.0.3.2:80    10.0.1.1:58838
	 skmem:(r0,rb65536,t0,tb7535970,f1216,w19264,o0,bl0,d3) cubic wscale:7,7 rto:216 rtt:15.372/4.37 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:205 ssthresh:164 bytes_sent:9422378 bytes_acked:9410794 bytes_received:79 segs_out:6511 segs_in:1665 data_segs_out:6508 data_segs_in:1 send 154483476bps lastsnd:4 lastrcv:8476 pacing_rate 185374136bps delivery_rate 102596760bps delivered:6501 app_limited busy:4960ms rwnd_limited:48ms(1.0%) unacked:8 reordering:10 reord_seen:9 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.354 snd_wnd:974464
# 1795862459.971322588
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:37612
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:58838
	
