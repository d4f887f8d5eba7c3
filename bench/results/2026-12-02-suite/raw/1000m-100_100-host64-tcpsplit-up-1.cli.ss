# 1796172381.576764889
TIME-WAIT 0      0      10.0.1.1:47028 10.0.2.2:5201
	
# 1796172386.307128021
SYN-SENT  0      1      10.0.1.1:58064 10.0.2.2:5201
	 skmem:(r0,rb131072,t0,tb16384,f3136,w960,o0,bl0,d0) cubic rto:1000 mss:524 pmtu:1500 rcvmss:88 advmss:1460 cwnd:10 segs_out:1 lastsnd:4294750692 lastrcv:4294750692 lastack:4294750692 app_limited unacked:1 rcv_ssthresh:64240
TIME-WAIT 0      0      10.0.1.1:47028 10.0.2.2:5201
	                                                                                                                                                                                                                                
# 1796172390.356929959
ESTAB     0      1999784 10.0.1.1:20002 10.0.2.2:5201
	 skmem:(r0,rb131072,t0,tb39194112,f34392,w2038184,o0,bl0,d0) cubic wscale:7,11 rto:308 rtt:105.28/2.828 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:13489 bytes_sent:82509205 bytes_retrans:65160 bytes_acked:80083662 segs_out:56999 segs_in:1640 data_segs_out:56997 send 1484200000bps lastsnd:4 lastrcv:3740 lastack:4 pacing_rate 2987690296bps delivery_rate 559973360bps delivered:55367 app_limited busy:3508ms rwnd_limited:688ms(19.6%) unacked:1631 retrans:0/45 dsack_dups:45 reordering:300 reord_seen:15 rcv_space:14480 rcv_ssthresh:64088 notsent:280 minrtt:100.784 snd_wnd:8388480
ESTAB     0      0       10.0.1.1:58064 10.0.2.2:5201
	 skmem:(r0,rb131072,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,11 rto:836 rtt:215.661/147.322 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:10 bytes_sent:164 bytes_acked:165 bytes_received:4 segs_out:9 segs_in:8 data_segs_out:3 data_segs_in:4 send 537139bps lastsnd:4296 lastrcv:3408 lastack:3412 pacing_rate 1074272bps delivery_rate 225304bps delivered:4 app_limited busy:612ms rcv_space:14480 rcv_ssthresh:64088 minrtt:102.549 snd_wnd:32768                                                                                                                                     
TIME-WAIT 0      0       10.0.1.1:47028 10.0.2.2:5201
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                       
# 1796172396.117623825
ESTAB     0      0      10.0.1.1:58064 10.0.2.2:5201
	 skmem:(r0,rb131072,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,11 rto:768 rtt:179.094/117.201 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:10 bytes_sent:457 bytes_acked:458 bytes_received:5 segs_out:13 segs_in:12 data_segs_out:6 data_segs_in:5 send 646811bps lastsnd:320 lastrcv:344 lastack:216 pacing_rate 1293616bps delivery_rate 225304bps delivered:7 app_limited busy:824ms rcv_space:14480 rcv_ssthresh:64088 minrtt:102.549 snd_wnd:32512
TIME-WAIT 0      0      10.0.1.1:47028 10.0.2.2:5201
	                                                                                                                                                                                                                                                                                                                                                                                                                                                                 
