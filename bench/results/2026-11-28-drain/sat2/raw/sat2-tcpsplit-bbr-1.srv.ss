# 1795845847.207983389
# 1795845849.018800286
# 1795845850.706280998
# 1795845852.458568815
ESTAB 0      0      10.0.3.2:80 10.0.1.1:52934
	 skmem:(r0,rb131072,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:212 rtt:9.656/4.828 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:10 segs_in:2 send 11996686bps lastsnd:100 lastrcv:100 lastack:100 pacing_rate 23993368bps delivered:1 app_limited rcv_space:14480 rcv_ssthresh:64088 minrtt:9.656 snd_wnd:64256
# 1795845854.352779082
ESTAB 0      227208 10.0.3.2:80 10.0.1.1:52934
	 skmem:(r0,rb131072,t0,tb400384,f3000,w377928,o0,bl0,d0) cubic wscale:7,7 rto:212 rtt:8.405/1.719 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:46 ssthresh:33 bytes_sent:776498 bytes_retrans:1448 bytes_acked:775050 bytes_received:79 segs_out:539 segs_in:302 data_segs_out:538 data_segs_in:1 send 63398453bps lastsnd:64 lastrcv:1584 lastack:56 pacing_rate 76074744bps delivery_rate 8556440bps delivered:539 busy:1544ms rwnd_limited:1492ms(96.6%) retrans:0/1 dsack_dups:1 rcv_space:14480 rcv_ssthresh:64088 notsent:227208 minrtt:2.554 snd_wnd:1152
# 1795845856.259903772
ESTAB 0      318600 10.0.3.2:80 10.0.1.1:52934
	 skmem:(r0,rb131072,t0,tb722432,f1720,w530760,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:12.47/9.312 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:83 ssthresh:33 bytes_sent:2576194 bytes_retrans:1448 bytes_acked:2574746 bytes_received:79 segs_out:1783 segs_in:948 data_segs_out:1782 data_segs_in:1 send 77102807bps lastsnd:200 lastrcv:3456 lastack:156 pacing_rate 92521512bps delivery_rate 7082928bps delivered:1783 busy:3416ms rwnd_limited:3276ms(95.9%) retrans:0/1 dsack_dups:1 rcv_space:14480 rcv_ssthresh:64088 notsent:318600 minrtt:2.503 snd_wnd:1152
# 1795845858.042217860
ESTAB 0      411904 10.0.3.2:80 10.0.1.1:52934
	 skmem:(r0,rb131072,t0,tb922624,f2624,w685504,o0,bl0,d0) cubic wscale:7,7 rto:212 rtt:9.96/0.204 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:106 ssthresh:33 bytes_sent:3941026 bytes_retrans:1448 bytes_acked:3935234 bytes_received:79 segs_out:2726 segs_in:1428 data_segs_out:2725 data_segs_in:1 send 123283534bps lastsnd:8 lastrcv:5144 lastack:8 pacing_rate 147934664bps delivery_rate 53843288bps delivered:2723 busy:5104ms rwnd_limited:4924ms(96.5%) unacked:3 retrans:0/1 dsack_dups:1 rcv_space:14480 rcv_ssthresh:64088 notsent:407560 minrtt:2.407 snd_wnd:4992
# 1795845859.715566861
ESTAB 0      595584 10.0.3.2:80 10.0.1.1:52934
	 skmem:(r0,rb131072,t0,tb992256,f128,w991104,o0,bl0,d0) cubic wscale:7,7 rto:212 rtt:8.141/3.491 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:114 ssthresh:33 bytes_sent:4857826 bytes_retrans:1448 bytes_acked:4856378 bytes_received:79 segs_out:3360 segs_in:1757 data_segs_out:3359 data_segs_in:1 send 162212996bps lastsnd:76 lastrcv:6800 lastack:60 pacing_rate 194640648bps delivery_rate 722592bps delivered:3360 busy:6760ms rwnd_limited:6568ms(97.2%) retrans:0/1 dsack_dups:1 rcv_space:14480 rcv_ssthresh:64088 notsent:595584 minrtt:2.407
# 1795845861.341443344
ESTAB 0      569088 10.0.3.2:80 10.0.1.1:52934
	 skmem:(r0,rb131072,t0,tb1053184,f2944,w947328,o0,bl0,d0) cubic wscale:7,7 rto:208 rtt:7.025/1.534 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:98 ssthresh:90 bytes_sent:5897922 bytes_retrans:1448 bytes_acked:5896474 bytes_received:79 segs_out:4080 segs_in:2136 data_segs_out:4078 data_segs_in:1 send 161598861bps lastsnd:8 lastrcv:8352 lastack:8 pacing_rate 193904832bps delivery_rate 1150912bps delivered:4079 busy:8312ms rwnd_limited:8104ms(97.5%) retrans:0/1 dsack_dups:1 rcv_space:14480 rcv_ssthresh:64088 notsent:569088 minrtt:2.407
# 1795845862.832158847
ESTAB 0      587056 10.0.3.2:80 10.0.1.1:52934
	 skmem:(r0,rb131072,t0,tb1096704,f2128,w976816,o0,bl0,d0) cubic wscale:7,7 rto:216 rtt:13.139/1.007 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:126 ssthresh:90 bytes_sent:6853010 bytes_retrans:1448 bytes_acked:6851562 bytes_received:79 segs_out:4741 segs_in:2478 data_segs_out:4739 data_segs_in:1 send 111087906bps lastsnd:100 lastrcv:9712 lastack:96 pacing_rate 133301680bps delivery_rate 3538176bps delivered:4740 busy:9672ms rwnd_limited:9444ms(97.6%) retrans:0/1 dsack_dups:1 rcv_space:14480 rcv_ssthresh:64088 notsent:587056 minrtt:2.407 snd_wnd:128
# 1795845864.339445916
ESTAB 0      775632 10.0.3.2:80 10.0.1.1:52934
	 skmem:(r0,rb131072,t0,tb1288192,f48,w1290192,o0,bl0,d0) cubic wscale:7,7 rto:208 rtt:7.636/1.667 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:148 ssthresh:90 bytes_sent:7915506 bytes_retrans:1448 bytes_acked:7912610 bytes_received:79 segs_out:5476 segs_in:2858 data_segs_out:5474 data_segs_in:1 send 224519644bps lastsnd:16 lastrcv:11348 lastack:12 pacing_rate 269401520bps delivery_rate 5022328bps delivered:5474 busy:11308ms rwnd_limited:11052ms(97.7%) unacked:1 retrans:0/1 dsack_dups:1 rcv_space:14480 rcv_ssthresh:64088 notsent:774184 minrtt:2.407 snd_wnd:1792
# 1795845866.014483421
ESTAB 0      723288 10.0.3.2:80 10.0.1.1:52934
	 skmem:(r0,rb131072,t0,tb1288192,f936,w1203288,o0,bl0,d0) cubic wscale:7,7 rto:212 rtt:8.545/1.39 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:120 ssthresh:111 bytes_sent:8829410 bytes_retrans:1448 bytes_acked:8799002 bytes_received:79 segs_out:6109 segs_in:3192 data_segs_out:6106 data_segs_in:1 send 162677589bps lastsnd:4 lastrcv:13016 pacing_rate 195193112bps delivery_rate 11308816bps delivered:6087 busy:12976ms rwnd_limited:12704ms(97.9%) unacked:20 retrans:0/1 dsack_dups:1 rcv_space:14480 rcv_ssthresh:64088 notsent:694328 minrtt:2.407 snd_wnd:29440
# 1795845867.565038428
ESTAB 0      541008 10.0.3.2:80 10.0.1.1:52934
	 skmem:(r0,rb131072,t0,tb1288192,f1072,w900048,o0,bl0,d0) cubic wscale:7,7 rto:212 rtt:10.801/10.682 ato:40 mss:1448 pmtu:1500 rcvmss:536 advmss:1448 cwnd:46 ssthresh:111 bytes_sent:9543106 bytes_retrans:1448 bytes_acked:9541658 bytes_received:79 segs_out:6604 segs_in:3461 data_segs_out:6600 data_segs_in:1 send 49334691bps lastsnd:76 lastrcv:14684 lastack:32 pacing_rate 98663672bps delivery_rate 2779024bps delivered:6601 busy:14644ms rwnd_limited:14372ms(98.1%) retrans:0/1 dsack_dups:1 rcv_space:14480 rcv_ssthresh:64088 notsent:541008 minrtt:2.407 snd_wnd:512
# 1795845869.234069940
FIN-WAIT-2 0      0      10.0.3.2:80 10.0.1.1:52934
	
# 1795845870.457720061
TIME-WAIT 0      0      10.0.3.2:80 10.0.1.1:52934
	
