# 1795845964.706465480
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:54942
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55766
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:42528
	
# 1795845966.692771998
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:54942
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55766
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:42528
	
# 1795845968.426128099
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:54942
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55766
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:42528
	
# 1795845969.970105005
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:54942
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                              
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:55766
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                              
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:42528
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                              
ESTAB     0      13032  10.0.3.2:80    10.0.1.1:42048
	 skmem:(r0,rb65536,t0,tb902376,f2904,w21672,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:13.631/1.938 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:20 bytes_sent:198618 bytes_acked:185586 bytes_received:79 segs_out:139 segs_in:93 data_segs_out:138 data_segs_in:1 send 16996552bps lastrcv:1056 lastack:8 pacing_rate 33990920bps delivery_rate 7553960bps delivered:130 app_limited busy:608ms unacked:9 reordering:15 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.852 snd_wnd:76928
ESTAB     0      0      10.0.1.1:42048 10.0.3.2:80   
	 skmem:(r0,rb1509856,t70,tb32768,f0,w0,o0,bl0,d0) bbr wscale:7,7 rto:604 rtt:200.053/77.992 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:198618 segs_out:131 segs_in:141 data_segs_out:1 data_segs_in:138 bbr:(bw:60064bps,mrtt:191.292,pacing_gain:2.88672,cwnd_gain:2.88672) send 636951bps lastsnd:1056 pacing_rate 1643696bps delivery_rate 60552bps delivered:2 app_limited busy:192ms rcv_rtt:191 rcv_space:72400 rcv_ssthresh:438156 minrtt:191.292 snd_wnd:65536
# 1795845971.820809552
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:55766
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                     
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:42528
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                     
ESTAB     0      0      10.0.3.2:80    10.0.1.1:42048
	 skmem:(r0,rb65536,t0,tb7549216,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:220 rtt:19.953/6.75 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:231 ssthresh:195 bytes_sent:3023666 bytes_retrans:1448 bytes_acked:3022218 bytes_received:79 segs_out:2090 segs_in:758 data_segs_out:2089 data_segs_in:1 send 134110359bps lastsnd:44 lastrcv:3016 lastack:16 pacing_rate 160925368bps delivery_rate 79329336bps delivered:2090 app_limited busy:1424ms rwnd_limited:12ms(0.8%) retrans:0/1 dsack_dups:1 reordering:36 reord_seen:17 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.298 snd_wnd:1649792
ESTAB     0      0      10.0.1.1:42048 10.0.3.2:80   
	 skmem:(r231168,rb12631366,t44,tb32768,f2304,w0,o0,bl0,d0) bbr wscale:7,7 rto:604 rtt:200.053/77.992 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:3022218 segs_out:1035 segs_in:2187 data_segs_out:1 data_segs_in:2184 bbr:(bw:60064bps,mrtt:191.292,pacing_gain:2.88672,cwnd_gain:2.88672) send 636951bps lastsnd:3020 lastrcv:48 pacing_rate 1643696bps delivery_rate 60552bps delivered:2 app_limited busy:192ms rcv_rtt:192.125 rcv_space:794952 rcv_ssthresh:3650080 minrtt:191.292 rcv_ooopack:1526 snd_wnd:65536                     
# 1795845973.714757885
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:55766
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                        
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:42528
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                        
ESTAB     0      0      10.0.3.2:80    10.0.1.1:42048
	 skmem:(r0,rb65536,t0,tb7520256,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:224 rtt:20.001/8.699 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:243 ssthresh:195 bytes_sent:5478026 bytes_retrans:1448 bytes_acked:5476578 bytes_received:79 segs_out:3785 segs_in:983 data_segs_out:3784 data_segs_in:1 send 140738563bps lastsnd:184 lastrcv:4944 lastack:172 pacing_rate 168880992bps delivery_rate 97622544bps delivered:3785 app_limited busy:2252ms rwnd_limited:12ms(0.5%) retrans:0/1 dsack_dups:1 reordering:36 reord_seen:17 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.298 snd_wnd:1671296
ESTAB     0      0      10.0.1.1:42048 10.0.3.2:80   
	 skmem:(r363608,rb12582912,t62,tb32768,f936,w0,o0,bl0,d0) bbr wscale:7,7 rto:604 rtt:200.053/77.992 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:5476578 segs_out:1984 segs_in:3937 data_segs_out:1 data_segs_in:3934 bbr:(bw:60064bps,mrtt:191.292,pacing_gain:2.88672,cwnd_gain:2.88672) send 636951bps lastsnd:4944 lastrcv:184 pacing_rate 1643696bps delivery_rate 60552bps delivered:2 app_limited busy:192ms rcv_rtt:191 rcv_space:794952 rcv_ssthresh:3760128 minrtt:191.292 rcv_ooopack:2670 snd_wnd:65536                            
# 1795845975.722259645
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:55766
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                           
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:42528
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                           
ESTAB     0      0      10.0.3.2:80    10.0.1.1:42048
	 skmem:(r0,rb65536,t0,tb7520256,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:220 rtt:16.468/2.774 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:209 ssthresh:195 bytes_sent:7645682 bytes_retrans:1448 bytes_acked:7644234 bytes_received:79 segs_out:5282 segs_in:1325 data_segs_out:5281 data_segs_in:1 send 147015788bps lastsnd:88 lastrcv:6760 lastack:76 pacing_rate 176417600bps delivery_rate 85901072bps delivered:5282 busy:3104ms rwnd_limited:12ms(0.4%) retrans:0/1 dsack_dups:1 reordering:36 reord_seen:17 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.298 snd_wnd:1671296
ESTAB     0      0      10.0.1.1:42048 10.0.3.2:80   
	 skmem:(r115584,rb12582912,t56,tb32768,f3200,w0,o0,bl0,d0) bbr wscale:7,7 rto:604 rtt:200.053/77.992 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:7644234 segs_out:2752 segs_in:5331 data_segs_out:1 data_segs_in:5328 bbr:(bw:60064bps,mrtt:191.292,pacing_gain:2.88672,cwnd_gain:2.88672) send 636951bps lastsnd:6760 lastrcv:88 pacing_rate 1643696bps delivery_rate 60552bps delivered:2 app_limited busy:192ms rcv_rtt:191 rcv_space:794952 rcv_ssthresh:3747096 minrtt:191.292 rcv_ooopack:3465 snd_wnd:65536               
# 1795845977.585414706
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:55766
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                     
TIME-WAIT 0      0      10.0.3.2:80    10.0.1.1:42528
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                     
ESTAB     0      191136 10.0.3.2:80    10.0.1.1:42048
	 skmem:(r0,rb65536,t0,tb7520256,f1632,w317856,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:15.703/2.961 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:209 ssthresh:195 bytes_sent:9588898 bytes_retrans:1448 bytes_acked:9396314 bytes_received:79 segs_out:6624 segs_in:1509 data_segs_out:6623 data_segs_in:1 send 154177928bps lastrcv:8688 lastack:192 pacing_rate 185004672bps delivery_rate 85901072bps delivered:6492 busy:4000ms rwnd_limited:12ms(0.3%) unacked:132 retrans:0/1 dsack_dups:1 reordering:36 reord_seen:17 rcv_space:14480 rcv_ssthresh:16384 minrtt:10.298 snd_wnd:1671296
ESTAB     0      0      10.0.1.1:42048 10.0.3.2:80   
	 skmem:(r0,rb12582912,t44,tb32768,f0,w0,o0,bl0,d0) bbr wscale:7,7 rto:604 rtt:200.053/77.992 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:11 bytes_sent:79 bytes_acked:80 bytes_received:9587450 segs_out:3320 segs_in:6625 data_segs_out:1 data_segs_in:6622 bbr:(bw:60064bps,mrtt:191.292,pacing_gain:2.88672,cwnd_gain:2.88672) send 636951bps lastsnd:8692 lastrcv:4 lastack:4 pacing_rate 1643696bps delivery_rate 60552bps delivered:2 app_limited busy:192ms rcv_rtt:194.493 rcv_space:794952 rcv_ssthresh:3568992 minrtt:191.292 rcv_ooopack:4258 snd_wnd:65536                    
# 1795845979.528315674
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:55766
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:42528
	
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:42048
	
