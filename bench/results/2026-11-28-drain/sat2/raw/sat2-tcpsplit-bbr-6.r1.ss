# 1795846074.301378709
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:38142
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:60514
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:33320
	
# 1795846076.073285849
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:38142
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:60514
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:33320
	
# 1795846077.910000057
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:38142
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:60514
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:33320
	
# 1795846079.745109662
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:38142
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                       
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:60514
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                       
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:33320
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                       
ESTAB     0      0      10.0.3.2:80    10.0.1.1:35718
	 skmem:(r0,rb98304,t0,tb103868,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:220 rtt:16.371/2.462 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:35 bytes_sent:69746 bytes_acked:69746 bytes_received:79 segs_out:50 segs_in:32 data_segs_out:49 data_segs_in:1 send 24765744bps lastsnd:24 lastrcv:744 lastack:8 pacing_rate 49531104bps delivery_rate 11052808bps delivered:50 busy:152ms reordering:53 rcv_space:14480 rcv_ssthresh:24576 minrtt:10.978 snd_wnd:97280
ESTAB     0      0      10.0.1.1:35718 10.0.3.2:80   
	 skmem:(r0,rb173792,t18,tb49152,f0,w0,o0,bl0,d0) bbr wscale:7,7 rto:628 rtt:206.91/81.993 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:69746 segs_out:49 segs_in:51 data_segs_out:1 data_segs_in:49 bbr:(bw:59376bps,mrtt:193.936,pacing_gain:2.88672,cwnd_gain:2.88672) send 615843bps lastsnd:744 lastrcv:24 lastack:24 pacing_rate 1584504bps delivery_rate 59728bps delivered:2 app_limited busy:192ms rcv_rtt:193 rcv_space:41992 rcv_ssthresh:47590 minrtt:193.936 rcv_ooopack:23 snd_wnd:32768
# 1795846081.394727882
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:38142
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                              
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:60514
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                              
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:33320
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                              
ESTAB     0      0      10.0.3.2:80    10.0.1.1:35718
	 skmem:(r0,rb65536,t0,tb3305328,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:15.785/2.242 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:355 ssthresh:355 bytes_sent:1708882 bytes_retrans:1448 bytes_acked:1707434 bytes_received:79 segs_out:1182 segs_in:673 data_segs_out:1181 data_segs_in:1 send 260520748bps lastsnd:104 lastrcv:2664 lastack:88 pacing_rate 312622416bps delivery_rate 92446520bps delivered:1182 app_limited busy:1216ms retrans:0/1 dsack_dups:1 reordering:53 reord_seen:5 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.428 snd_wnd:1581824
ESTAB     0      0      10.0.1.1:35718 10.0.3.2:80   
	 skmem:(r113176,rb5530482,t36,tb32768,f1512,w0,o0,bl0,d3) bbr wscale:7,7 rto:628 rtt:206.91/81.993 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:1707434 segs_out:687 segs_in:1232 data_segs_out:1 data_segs_in:1230 bbr:(bw:59376bps,mrtt:193.936,pacing_gain:2.88672,cwnd_gain:2.88672) send 615843bps lastsnd:2664 lastrcv:104 pacing_rate 1584504bps delivery_rate 59728bps delivered:2 app_limited busy:192ms rcv_rtt:193.125 rcv_space:366344 rcv_ssthresh:1532480 minrtt:193.936 rcv_ooopack:626 snd_wnd:32768 
# 1795846083.379518718
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:38142
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                 
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:60514
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                 
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:33320
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                 
ESTAB     0      27512  10.0.3.2:80    10.0.1.1:35718
	 skmem:(r0,rb65536,t0,tb3358328,f3400,w45752,o0,bl0,d28) cubic wscale:7,7 rto:228 rtt:24.769/6.402 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:355 ssthresh:355 bytes_sent:6401850 bytes_retrans:1448 bytes_acked:6372890 bytes_received:79 segs_out:4424 segs_in:1344 data_segs_out:4422 data_segs_in:1 send 166026888bps lastsnd:36 lastrcv:4836 lastack:4 pacing_rate 199226232bps delivery_rate 125747816bps delivered:4404 app_limited busy:1988ms unacked:19 retrans:0/1 dsack_dups:1 reordering:53 reord_seen:5 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.428 snd_wnd:3213696
ESTAB     0      0      10.0.1.1:35718 10.0.3.2:80   
	 skmem:(r423808,rb5619162,t58,tb32768,f2176,w0,o0,bl0,d3) bbr wscale:7,7 rto:628 rtt:206.91/81.993 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:6400402 segs_out:1357 segs_in:4602 data_segs_out:1 data_segs_in:4600 bbr:(bw:59376bps,mrtt:193.936,pacing_gain:2.88672,cwnd_gain:2.88672) send 615843bps lastsnd:4844 lastrcv:44 lastack:4 pacing_rate 1584504bps delivery_rate 59728bps delivered:2 app_limited busy:192ms rcv_rtt:193 rcv_space:794952 rcv_ssthresh:1408388 minrtt:193.936 rcv_ooopack:3969 snd_wnd:32768             
# 1795846085.542367926
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:38142
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:33320
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                
ESTAB     0      0      10.0.3.2:80    10.0.1.1:35718
	 skmem:(r0,rb65536,t0,tb2843802,f0,w0,o0,bl0,d28) cubic wscale:7,7 rto:228 rtt:25.082/8.193 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:352 ssthresh:355 bytes_sent:9050242 bytes_retrans:1448 bytes_acked:9048794 bytes_received:79 segs_out:6253 segs_in:1463 data_segs_out:6251 data_segs_in:1 send 162569492bps lastsnd:48 lastrcv:6644 lastack:16 pacing_rate 195077552bps delivery_rate 125747816bps delivered:6252 app_limited busy:2548ms retrans:0/1 dsack_dups:1 reordering:53 reord_seen:5 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.428 snd_wnd:3213696
ESTAB     0      0      10.0.1.1:35718 10.0.3.2:80   
	 skmem:(r380464,rb4758256,t66,tb32768,f464,w0,o0,bl0,d3) bbr wscale:7,7 rto:628 rtt:206.91/81.993 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:9048794 segs_out:1900 segs_in:6413 data_segs_out:1 data_segs_in:6411 bbr:(bw:59376bps,mrtt:193.936,pacing_gain:2.88672,cwnd_gain:2.88672) send 615843bps lastsnd:6644 lastrcv:52 pacing_rate 1584504bps delivery_rate 59728bps delivered:2 app_limited busy:192ms rcv_rtt:192.593 rcv_space:794952 rcv_ssthresh:1168501 minrtt:193.936 rcv_ooopack:5525 snd_wnd:32768   
# 1795846087.314965345
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:38142
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:33320
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:35718
	
