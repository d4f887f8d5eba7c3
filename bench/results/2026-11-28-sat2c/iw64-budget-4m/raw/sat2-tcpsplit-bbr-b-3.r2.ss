# 1795862752.471351715
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:49558
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57712
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:44642
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:39580
	
# 1795862754.369980174
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:49558
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57712
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:44642
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:39580
	
# 1795862756.090012377
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:49558
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57712
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:44642
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:39580
	
# 1795862757.978686686
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:49558
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                            
ESTAB     0      4081872 10.0.3.2:80    10.0.1.1:47054
	 skmem:(r0,rb16777216,t0,tb8388608,f3056,w6788112,o0,bl0,d0) bbr wscale:7,7 rto:440 rtt:192.398/0.685 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:478 bytes_sent:1326610 bytes_retrans:5792 bytes_acked:989226 bytes_received:79 segs_out:919 segs_in:510 data_segs_out:917 data_segs_in:1 bbr:(bw:9939168bps,mrtt:190.46,pacing_gain:2.88672,cwnd_gain:2.88672) send 28779675bps lastrcv:1400 pacing_rate 28404680bps delivery_rate 9628552bps delivered:685 busy:1392ms unacked:229 retrans:0/4 reordering:10 rcv_space:14480 rcv_ssthresh:4194304 notsent:3750280 minrtt:190.46 snd_wnd:4178560
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:44642
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                            
ESTAB     0      0       10.0.1.1:47054 10.0.3.2:80   
	 skmem:(r0,rb16777216,t14,tb8388608,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:204 rtt:2.905/1.091 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:5140602 segs_out:1638 segs_in:3553 data_segs_out:1 data_segs_in:3551 send 39876076bps lastsnd:1408 pacing_rate 79748712bps delivery_rate 3995856bps delivered:2 app_limited busy:4ms rcv_rtt:5.982 rcv_space:244712 rcv_ssthresh:48720 minrtt:2.899 rcv_ooopack:7 snd_wnd:65152                                                                                                                         
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:39580
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                            
# 1795862760.178005084
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:49558
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                  
ESTAB     0      4203336 10.0.3.2:80    10.0.1.1:47054
	 skmem:(r0,rb16777216,t0,tb8388608,f56,w6827976,o0,bl0,d0) bbr wscale:7,7 rto:404 rtt:197.194/0.877 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:451 ssthresh:452 bytes_sent:5753146 bytes_retrans:23168 bytes_acked:5220282 bytes_received:79 segs_out:3976 segs_in:2024 data_segs_out:3974 data_segs_in:1 bbr:(bw:26318960bps,mrtt:190.408,pacing_gain:1,cwnd_gain:2) send 26493626bps lastrcv:3648 lastack:4 pacing_rate 26055768bps delivery_rate 11641400bps delivered:3780 busy:3640ms unacked:352 retrans:1/16 lost:1 sacked:173 reordering:10 rcv_space:14480 rcv_ssthresh:4194304 notsent:3693640 minrtt:190.408 snd_wnd:3962624
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:44642
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                  
ESTAB     0      0       10.0.1.1:47054 10.0.3.2:80   
	 skmem:(r0,rb16777216,t0,tb8388608,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:204 rtt:2.905/1.091 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:9423618 segs_out:3022 segs_in:6513 data_segs_out:1 data_segs_in:6511 send 39876076bps lastsnd:3648 lastrcv:72 lastack:72 pacing_rate 79748712bps delivery_rate 3995856bps delivered:2 app_limited busy:4ms rcv_rtt:7 rcv_space:305528 minrtt:2.899 rcv_ooopack:7 snd_wnd:65152                                                                                                                                                                 
TIME-WAIT 0      0       10.0.3.2:80    10.0.1.1:39580
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                  
# 1795862762.247835215
TIME-WAIT  0      0       10.0.3.2:80    10.0.1.1:49558
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                         
FIN-WAIT-1 0      2917065 10.0.3.2:80    10.0.1.1:47054
	 skmem:(r0,rb16777216,t0,tb8388608,f2488,w4716104,o0,bl0,d0) bbr wscale:7,7 rto:432 rtt:194.187/1.442 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:554 ssthresh:452 bytes_sent:8058362 bytes_retrans:41992 bytes_acked:7568938 bytes_received:79 segs_out:5568 segs_in:2660 data_segs_out:5566 data_segs_in:1 bbr:(bw:13195384bps,mrtt:190.408,pacing_gain:1,cwnd_gain:2) send 33048227bps lastrcv:5456 pacing_rate 13063424bps delivery_rate 9228656bps delivered:5374 busy:5448ms unacked:309 retrans:2/29 lost:2 sacked:145 reordering:10 rcv_space:14480 rcv_ssthresh:4194304 notsent:2469633 minrtt:190.408 snd_wnd:4139392
TIME-WAIT  0      0       10.0.3.2:80    10.0.1.1:44642
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                         
CLOSE-WAIT 0      0       10.0.1.1:47054 10.0.3.2:80   
	 skmem:(r0,rb16777216,t0,tb8388608,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:204 rtt:2.905/1.091 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:10486003 segs_out:3324 segs_in:7248 data_segs_out:1 data_segs_in:7246 send 39876076bps lastsnd:5456 lastrcv:1132 lastack:1132 pacing_rate 79748712bps delivery_rate 3995856bps delivered:2 app_limited busy:4ms rcv_rtt:7.331 rcv_space:305528 rcv_ssthresh:347623 minrtt:2.899 rcv_ooopack:7 snd_wnd:65152                                                                                                                           
TIME-WAIT  0      0       10.0.3.2:80    10.0.1.1:39580
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                         
# 1795862763.964503326
TIME-WAIT  0      0      10.0.3.2:80    10.0.1.1:49558
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                               
FIN-WAIT-1 0      519177 10.0.3.2:80    10.0.1.1:47054
	 skmem:(r0,rb16777216,t0,tb8388608,f440,w863816,o0,bl0,d0) bbr wscale:7,7 rto:404 rtt:194.575/1.628 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:450 ssthresh:452 bytes_sent:10228914 bytes_retrans:59368 bytes_acked:9966826 bytes_received:79 segs_out:7067 segs_in:3353 data_segs_out:7065 data_segs_in:1 bbr:(bw:12910912bps,mrtt:190.408,pacing_gain:1,cwnd_gain:2) send 26790698bps lastrcv:7312 lastack:8 pacing_rate 12781800bps delivery_rate 9213096bps delivered:6885 busy:7304ms unacked:140 retrans:0/41 reordering:10 rcv_space:14480 rcv_ssthresh:4194304 notsent:316457 minrtt:190.408 snd_wnd:4177024
TIME-WAIT  0      0      10.0.3.2:80    10.0.1.1:44642
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                               
CLOSE-WAIT 0      0      10.0.1.1:47054 10.0.3.2:80   
	 skmem:(r0,rb16777216,t0,tb8388608,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:204 rtt:2.905/1.091 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:10486003 segs_out:3324 segs_in:7248 data_segs_out:1 data_segs_in:7246 send 39876076bps lastsnd:7312 lastrcv:2988 lastack:2988 pacing_rate 79748712bps delivery_rate 3995856bps delivered:2 app_limited busy:4ms rcv_rtt:7.331 rcv_space:305528 rcv_ssthresh:347623 minrtt:2.899 rcv_ooopack:7 snd_wnd:65152                                                                                                                 
TIME-WAIT  0      0      10.0.3.2:80    10.0.1.1:39580
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                               
# 1795862765.676047840
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:49558
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:47054
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:44642
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:39580
	
