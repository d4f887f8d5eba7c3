# 1795862752.529814929
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57712
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:39580
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:44642
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:49558
	
# 1795862754.204703990
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57712
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:39580
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:44642
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:49558
	
# 1795862756.166988137
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:57712
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:39580
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:44642
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:49558
	
# 1795862757.956595859
ESTAB     0      0      10.0.1.1:47054 10.0.3.2:80   
	 skmem:(r79464,rb16777216,t162,tb8388608,f2456,w0,o0,bl0,d0) bbr wscale:7,7 rto:584 rtt:194.432/73.532 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:65 bytes_sent:79 bytes_acked:80 bytes_received:1002258 segs_out:534 segs_in:729 data_segs_out:1 data_segs_in:726 bbr:(bw:60064bps,mrtt:192.605,pacing_gain:2.88672,cwnd_gain:2.88672) send 3872614bps lastsnd:1440 lastrcv:32 pacing_rate 10882376bps delivery_rate 60136bps delivered:2 app_limited busy:192ms rcv_rtt:191.74 rcv_space:292496 rcv_ssthresh:4172584 minrtt:192.605 rcv_ooopack:320 snd_wnd:4194304
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:39580
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                 
ESTAB     0      0      10.0.3.2:80    10.0.1.1:47054
	 skmem:(r0,rb16777216,t0,tb8388608,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:15.791/3.321 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:47 ssthresh:37 bytes_sent:1002258 bytes_acked:1002258 bytes_received:79 segs_out:695 segs_in:346 data_segs_out:693 data_segs_in:1 send 34478374bps lastsnd:32 lastrcv:1440 lastack:20 pacing_rate 41372408bps delivery_rate 25985576bps delivered:694 app_limited busy:616ms rcv_space:14480 rcv_ssthresh:4194304 minrtt:10.475 snd_wnd:752512                                                                               
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:44642
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                 
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:49558
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                 
# 1795862760.044606890
ESTAB     0      0      10.0.1.1:47054 10.0.3.2:80   
	 skmem:(r529760,rb16777216,t78,tb8388608,f2720,w0,o0,bl0,d0) bbr wscale:7,7 rto:584 rtt:194.432/73.532 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:65 bytes_sent:79 bytes_acked:80 bytes_received:4811946 segs_out:1959 segs_in:3547 data_segs_out:1 data_segs_in:3544 bbr:(bw:60064bps,mrtt:192.605,pacing_gain:2.88672,cwnd_gain:2.88672) send 3872614bps lastsnd:3400 lastrcv:192 pacing_rate 10882376bps delivery_rate 60136bps delivered:2 app_limited busy:192ms rcv_rtt:191.125 rcv_space:668976 rcv_ssthresh:4169688 minrtt:192.605 rcv_ooopack:1918 snd_wnd:4194304
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:39580
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                       
ESTAB     0      0      10.0.3.2:80    10.0.1.1:47054
	 skmem:(r0,rb16777216,t0,tb8388608,f0,w0,o0,bl0,d1) cubic wscale:7,7 rto:220 rtt:16.882/4.045 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:136 ssthresh:37 bytes_sent:4811946 bytes_acked:4811946 bytes_received:79 segs_out:3327 segs_in:673 data_segs_out:3324 data_segs_in:1 send 93319749bps lastsnd:192 lastrcv:3400 lastack:172 pacing_rate 111982864bps delivery_rate 92423408bps delivered:3325 app_limited busy:1672ms reordering:48 reord_seen:70 rcv_space:14480 rcv_ssthresh:4194304 minrtt:10.426 snd_wnd:754048                                                 
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:44642
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                       
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:49558
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                       
# 1795862762.220614460
ESTAB     0      0      10.0.1.1:47054 10.0.3.2:80   
	 skmem:(r0,rb16777216,t70,tb8388608,f0,w0,o0,bl0,d0) bbr wscale:7,7 rto:584 rtt:194.432/73.532 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:65 bytes_sent:79 bytes_acked:80 bytes_received:8010578 segs_out:2732 segs_in:5536 data_segs_out:1 data_segs_in:5533 bbr:(bw:60064bps,mrtt:192.605,pacing_gain:2.88672,cwnd_gain:2.88672) send 3872614bps lastsnd:5640 pacing_rate 10882376bps delivery_rate 60136bps delivered:2 app_limited busy:192ms rcv_rtt:193.181 rcv_space:668976 rcv_ssthresh:4077016 minrtt:192.605 rcv_ooopack:3130 snd_wnd:4194304
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:39580
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                   
ESTAB     0      117288 10.0.3.2:80    10.0.1.1:47054
	 skmem:(r0,rb16777216,t0,tb8388608,f1560,w195048,o0,bl0,d1) cubic wscale:7,7 rto:224 rtt:21.14/7.755 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:131 ssthresh:117 bytes_sent:8010578 bytes_acked:7893290 bytes_received:79 segs_out:5536 segs_in:933 data_segs_out:5533 data_segs_in:1 send 71783538bps lastrcv:5640 lastack:4 pacing_rate 86136680bps delivery_rate 47085224bps delivered:5453 app_limited busy:2744ms unacked:81 reordering:48 reord_seen:70 rcv_space:14480 rcv_ssthresh:4194304 minrtt:10.415 snd_wnd:754048                         
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:44642
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                   
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:49558
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                   
# 1795862764.047549383
ESTAB     0      0      10.0.1.1:47054 10.0.3.2:80   
	 skmem:(r0,rb16777216,t78,tb8388608,f0,w0,o0,bl0,d0) bbr wscale:7,7 rto:584 rtt:194.432/73.532 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:65 bytes_sent:79 bytes_acked:80 bytes_received:9913250 segs_out:3344 segs_in:6850 data_segs_out:1 data_segs_in:6847 bbr:(bw:60064bps,mrtt:192.605,pacing_gain:2.88672,cwnd_gain:2.88672) send 3872614bps lastsnd:7256 pacing_rate 10882376bps delivery_rate 60136bps delivered:2 app_limited busy:192ms rcv_rtt:192 rcv_space:668976 rcv_ssthresh:4174032 minrtt:192.605 rcv_ooopack:4154 snd_wnd:4194304
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:39580
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                               
ESTAB     0      13032  10.0.3.2:80    10.0.1.1:47054
	 skmem:(r0,rb16777216,t0,tb8388608,f2904,w21672,o0,bl0,d1) cubic wscale:7,7 rto:216 rtt:14.553/2.169 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:159 ssthresh:117 bytes_sent:9913250 bytes_acked:9900218 bytes_received:79 segs_out:6850 segs_in:1142 data_segs_out:6847 data_segs_in:1 send 126561946bps lastrcv:7256 pacing_rate 151871720bps delivery_rate 99187016bps delivered:6839 app_limited busy:3312ms unacked:9 reordering:48 reord_seen:114 rcv_space:14480 rcv_ssthresh:4194304 minrtt:10.415 snd_wnd:754048                            
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:44642
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                               
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:49558
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                               
# 1795862765.601400119
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:39580
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:47054
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:44642
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:49558
	
