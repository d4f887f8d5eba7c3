# 1795851767.424892833
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:40754
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55748
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36158
	
# 1795851769.296072118
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:40754
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55748
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36158
	
# 1795851770.906096420
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:40754
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55748
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36158
	
# 1795851772.313196919
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:40754
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                               
ESTAB     0      0      10.0.1.1:36590 10.0.3.2:80   
	 skmem:(r0,rb2144252,t0,tb32768,f0,w0,o0,bl0,d1) cubic wscale:7,7 rto:204 rtt:2.909/1.187 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:808226 segs_out:313 segs_in:562 data_segs_out:1 data_segs_in:560 send 39821244bps lastsnd:1016 lastrcv:40 lastack:40 pacing_rate 79632216bps delivery_rate 3483904bps delivered:2 app_limited busy:4ms rcv_rtt:2.234 rcv_space:52128 rcv_ssthresh:29707 minrtt:2.85 snd_wnd:65152                                                                                              
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:55748
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                               
ESTAB     0      611056 10.0.3.2:80    10.0.1.1:36590
	 skmem:(r0,rb65536,t0,tb1281526,f3728,w1016176,o0,bl0,d0) bbr wscale:7,7 rto:452 rtt:191.697/1.12 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:147 bytes_sent:362242 bytes_acked:197170 bytes_received:79 segs_out:252 segs_in:133 data_segs_out:251 data_segs_in:1 bbr:(bw:3827904bps,mrtt:190.495,pacing_gain:2.88672,cwnd_gain:2.88672) send 8883019bps lastrcv:1016 pacing_rate 10939600bps delivery_rate 3828304bps delivered:138 busy:1012ms rwnd_limited:20ms(2.0%) unacked:114 rcv_space:14480 rcv_ssthresh:16384 notsent:445984 minrtt:190.495 snd_wnd:222208
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:36158
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                               
# 1795851773.828789637
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:40754
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                    
ESTAB     0      0       10.0.1.1:36590 10.0.3.2:80   
	 skmem:(r0,rb7531760,t0,tb32768,f0,w0,o0,bl0,d4) cubic wscale:7,7 rto:204 rtt:2.909/1.187 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:5325946 segs_out:1840 segs_in:3686 data_segs_out:1 data_segs_in:3684 send 39821244bps lastsnd:2772 lastrcv:80 lastack:80 pacing_rate 79632216bps delivery_rate 3483904bps delivered:2 app_limited busy:4ms rcv_rtt:7 rcv_space:179552 minrtt:2.85 rcv_ooopack:5 snd_wnd:65152                                                                                                                                                                                       
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:55748
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                    
ESTAB     0      2261736 10.0.3.2:80    10.0.1.1:36590
	 skmem:(r0,rb65536,t0,tb4501404,f1240,w3627816,o0,bl0,d0) bbr wscale:7,7 rto:408 rtt:196.285/1.77 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:228 ssthresh:370 bytes_sent:3607210 bytes_retrans:11584 bytes_acked:3064210 bytes_received:79 segs_out:2493 segs_in:1233 data_segs_out:2492 data_segs_in:1 bbr:(bw:23597856bps,mrtt:190.263,pacing_gain:1,cwnd_gain:2) send 13455700bps lastrcv:2772 lastack:8 pacing_rate 23361872bps delivery_rate 14745304bps delivered:2261 busy:2768ms rwnd_limited:264ms(9.5%) unacked:367 retrans:1/8 lost:1 sacked:143 reord_seen:2 rcv_space:14480 rcv_ssthresh:16384 notsent:1730320 minrtt:190.263 snd_wnd:613248
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:36158
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                    
# 1795851775.703118588
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:40754
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                    
ESTAB     0      0       10.0.1.1:36590 10.0.3.2:80   
	 skmem:(r0,rb6143142,t0,tb32768,f0,w0,o0,bl0,d4) cubic wscale:7,7 rto:204 rtt:2.909/1.187 ato:80 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:7882266 segs_out:2704 segs_in:5453 data_segs_out:1 data_segs_in:5451 send 39821244bps lastsnd:4464 lastrcv:80 lastack:80 pacing_rate 79632216bps delivery_rate 3483904bps delivered:2 app_limited busy:4ms rcv_rtt:5 rcv_space:179552 minrtt:2.85 rcv_ooopack:5 snd_wnd:65152                                                                                                                                                                       
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:55748
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                    
ESTAB     0      1722232 10.0.3.2:80    10.0.1.1:36590
	 skmem:(r0,rb65536,t0,tb3671488,f2568,w2864632,o0,bl0,d0) bbr wscale:7,7 rto:396 rtt:193.23/1.618 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:838 ssthresh:370 bytes_sent:6548098 bytes_retrans:24616 bytes_acked:6160034 bytes_received:79 segs_out:4524 segs_in:1904 data_segs_out:4523 data_segs_in:1 bbr:(bw:23597856bps,mrtt:190.263,pacing_gain:1,cwnd_gain:2) send 50237499bps lastrcv:4464 lastack:4 pacing_rate 23361872bps delivery_rate 13073832bps delivered:4256 busy:4460ms rwnd_limited:288ms(6.5%) unacked:251 retrans:0/17 reord_seen:2 rcv_space:14480 rcv_ssthresh:16384 notsent:1358784 minrtt:190.263 snd_wnd:4080000
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:36158
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                    
# 1795851777.314982265
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:40754
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                            
ESTAB     0      0       10.0.1.1:36590 10.0.3.2:80   
	 skmem:(r0,rb6200882,t0,tb32768,f0,w0,o0,bl0,d4) cubic wscale:7,7 rto:204 rtt:2.909/1.187 ato:80 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:10184802 segs_out:3479 segs_in:7045 data_segs_out:1 data_segs_in:7043 send 39821244bps lastsnd:5936 lastrcv:172 lastack:172 pacing_rate 79632216bps delivery_rate 3483904bps delivered:2 app_limited busy:4ms rcv_rtt:4 rcv_space:179552 minrtt:2.85 rcv_ooopack:5 snd_wnd:65152                                                                                                                                                                            
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:55748
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                            
ESTAB     0      1858560 10.0.3.2:80    10.0.1.1:36590
	 skmem:(r0,rb65536,t0,tb3705996,f2752,w2913600,o0,bl0,d0) bbr wscale:7,7 rto:396 rtt:193.77/1.263 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:196 ssthresh:370 bytes_sent:8905442 bytes_retrans:41992 bytes_acked:8326242 bytes_received:79 segs_out:6152 segs_in:2510 data_segs_out:6151 data_segs_in:1 bbr:(bw:18844728bps,mrtt:190.263,pacing_gain:1,cwnd_gain:2) send 11717314bps lastrcv:5936 pacing_rate 18656280bps delivery_rate 11213240bps delivered:5943 busy:5932ms rwnd_limited:288ms(4.9%) unacked:371 retrans:2/29 lost:2 sacked:191 reord_seen:2 rcv_space:14480 rcv_ssthresh:16384 notsent:1321352 minrtt:190.263 snd_wnd:1927296
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:36158
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                            
# 1795851778.747710527
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:40754
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55748
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36590
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:36158
	
