# 1795862817.600004887
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55420
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:47054
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:45966
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57060
	
# 1795862819.492465261
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55420
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:47054
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:45966
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57060
	
# 1795862821.297140582
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55420
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:47054
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:45966
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57060
	
# 1795862823.053597283
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:55420
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                            
ESTAB     0      0      10.0.1.1:58080 10.0.3.2:80   
	 skmem:(r180600,rb16777216,t62,tb8388608,f3720,w0,o0,bl0,d0) bbr wscale:7,7 rto:588 rtt:194.633/73.118 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:65 bytes_sent:79 bytes_acked:80 bytes_received:611298 segs_out:327 segs_in:501 data_segs_out:1 data_segs_in:498 bbr:(bw:59376bps,mrtt:194.248,pacing_gain:2.88672,cwnd_gain:2.88672) send 3868614bps lastsnd:1176 lastrcv:100 lastack:4 pacing_rate 10882376bps delivery_rate 59632bps delivered:2 app_limited busy:196ms rcv_rtt:194.766 rcv_space:251952 rcv_ssthresh:4010408 minrtt:194.248 rcv_ooopack:352 snd_wnd:4194304
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:47054
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                            
ESTAB     0      0      10.0.3.2:80    10.0.1.1:58080
	 skmem:(r0,rb16777216,t0,tb8388608,f0,w0,o0,bl0,d14) cubic wscale:7,7 rto:228 rtt:26.761/1.68 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:254 bytes_sent:611298 bytes_acked:611298 bytes_received:79 segs_out:426 segs_in:330 data_segs_out:423 data_segs_in:1 send 109948657bps lastsnd:100 lastrcv:1176 lastack:68 pacing_rate 219897312bps delivery_rate 53085576bps delivered:424 app_limited busy:300ms reordering:26 reord_seen:6 rcv_space:14480 rcv_ssthresh:4194304 minrtt:10.529 snd_wnd:946560                                                                         
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:45966
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                            
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:57060
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                            
# 1795862824.605636714
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:55420
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                           
ESTAB     0      0      10.0.1.1:58080 10.0.3.2:80   
	 skmem:(r0,rb16777216,t114,tb8388608,f0,w0,o0,bl0,d0) bbr wscale:7,7 rto:588 rtt:194.633/73.118 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:65 bytes_sent:79 bytes_acked:80 bytes_received:4674386 segs_out:1625 segs_in:3233 data_segs_out:1 data_segs_in:3229 bbr:(bw:59376bps,mrtt:194.248,pacing_gain:2.88672,cwnd_gain:2.88672) send 3868614bps lastsnd:3192 lastrcv:4 lastack:4 pacing_rate 10882376bps delivery_rate 59632bps delivered:2 app_limited busy:196ms rcv_rtt:191.692 rcv_space:718208 rcv_ssthresh:4165344 minrtt:194.248 rcv_ooopack:1967 snd_wnd:4194304   
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:47054
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                           
ESTAB     0      27512  10.0.3.2:80    10.0.1.1:58080
	 skmem:(r0,rb16777216,t0,tb8388608,f3400,w45752,o0,bl0,d38) cubic wscale:7,7 rto:216 rtt:14.15/1.038 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:276 ssthresh:262 bytes_sent:4678730 bytes_retrans:2896 bytes_acked:4648322 bytes_received:79 segs_out:3236 segs_in:1117 data_segs_out:3232 data_segs_in:1 send 225949399bps lastrcv:3192 lastack:4 pacing_rate 271132088bps delivery_rate 129545304bps delivered:3214 app_limited busy:1376ms unacked:19 retrans:0/2 dsack_dups:2 reordering:26 reord_seen:27 rcv_space:14480 rcv_ssthresh:4194304 minrtt:10.411 snd_wnd:2813056
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:45966
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                           
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:57060
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                           
# 1795862826.753620556
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:55420
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                  
ESTAB     0      0      10.0.1.1:58080 10.0.3.2:80   
	 skmem:(r0,rb16777216,t108,tb8388608,f0,w0,o0,bl0,d0) bbr wscale:7,7 rto:588 rtt:194.633/73.118 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:65 bytes_sent:79 bytes_acked:80 bytes_received:7681882 segs_out:2407 segs_in:5310 data_segs_out:1 data_segs_in:5306 bbr:(bw:59376bps,mrtt:194.248,pacing_gain:2.88672,cwnd_gain:2.88672) send 3868614bps lastsnd:5168 pacing_rate 10882376bps delivery_rate 59632bps delivered:2 app_limited busy:196ms rcv_rtt:191.359 rcv_space:841288 rcv_ssthresh:4146520 minrtt:194.248 rcv_ooopack:3264 snd_wnd:4194304              
ESTAB     0      41992  10.0.3.2:80    10.0.1.1:58080
	 skmem:(r0,rb16777216,t0,tb8388608,f3896,w69832,o0,bl0,d38) cubic wscale:7,7 rto:216 rtt:14.164/1.723 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:275 ssthresh:262 bytes_sent:7684778 bytes_retrans:2896 bytes_acked:7639890 bytes_received:79 segs_out:5312 segs_in:1339 data_segs_out:5308 data_segs_in:1 send 224908218bps lastrcv:5168 pacing_rate 269882712bps delivery_rate 129545304bps delivered:5280 app_limited busy:2444ms unacked:29 retrans:0/2 dsack_dups:2 reordering:26 reord_seen:27 rcv_space:14480 rcv_ssthresh:4194304 minrtt:10.411 snd_wnd:2813056
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:45966
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                  
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:57060
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                  
# 1795862828.625297669
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:55420
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                       
ESTAB     0      0      10.0.1.1:58080 10.0.3.2:80   
	 skmem:(r12040,rb16777216,t62,tb8388608,f248,w0,o0,bl0,d0) bbr wscale:7,7 rto:588 rtt:194.633/73.118 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:65 bytes_sent:79 bytes_acked:80 bytes_received:10018954 segs_out:3121 segs_in:6929 data_segs_out:1 data_segs_in:6925 bbr:(bw:59376bps,mrtt:194.248,pacing_gain:2.88672,cwnd_gain:2.88672) send 3868614bps lastsnd:6988 lastrcv:12 lastack:4 pacing_rate 10882376bps delivery_rate 59632bps delivered:2 app_limited busy:196ms rcv_rtt:193.745 rcv_space:841288 rcv_ssthresh:4181272 minrtt:194.248 rcv_ooopack:4253 snd_wnd:4194304        
ESTAB     0      2896   10.0.3.2:80    10.0.1.1:58080
	 skmem:(r0,rb16777216,t0,tb8388608,f3376,w4816,o0,bl0,d38) cubic wscale:7,7 rto:220 rtt:17.084/2.861 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:266 ssthresh:262 bytes_sent:10021850 bytes_retrans:2896 bytes_acked:10016058 bytes_received:79 segs_out:6926 segs_in:1563 data_segs_out:6922 data_segs_in:1 send 180364317bps lastsnd:12 lastrcv:6988 lastack:4 pacing_rate 216437176bps delivery_rate 129545304bps delivered:6921 app_limited busy:3252ms unacked:2 retrans:0/2 dsack_dups:2 reordering:26 reord_seen:27 rcv_space:14480 rcv_ssthresh:4194304 minrtt:10.411 snd_wnd:2813056
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:45966
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                       
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:57060
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                       
# 1795862830.393614696
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55420
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:58080
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:45966
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57060
	
