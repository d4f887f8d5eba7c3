# 1795851728.561300673
# 1795851730.249489273
# 1795851731.674206416
# 1795851733.004488813
ESTAB 0      0      10.0.1.1:40754 10.0.3.2:80
	 skmem:(r0,rb131072,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:628 rtt:188.072/109.603 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:94362 segs_out:57 segs_in:68 data_segs_out:1 data_segs_in:66 send 615934bps lastsnd:988 lastrcv:16 lastack:16 pacing_rate 1231864bps delivery_rate 992368bps delivered:2 app_limited busy:16ms rcv_rtt:38.375 rcv_space:14722 rcv_ssthresh:76896 minrtt:11.673 snd_wnd:32768
# 1795851734.332267618
ESTAB 0      0      10.0.1.1:40754 10.0.3.2:80
	 skmem:(r0,rb1684359,t6,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:628 rtt:188.072/109.603 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:961714 segs_out:418 segs_in:667 data_segs_out:1 data_segs_in:665 send 615934bps lastsnd:2364 lastrcv:4 lastack:4 pacing_rate 1231864bps delivery_rate 992368bps delivered:2 app_limited busy:16ms rcv_rtt:12 rcv_space:167968 rcv_ssthresh:925280 minrtt:11.673 snd_wnd:32768
# 1795851735.762498648
ESTAB 0      0      10.0.1.1:40754 10.0.3.2:80
	 skmem:(r0,rb1684359,t6,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:628 rtt:188.072/109.603 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:1781282 segs_out:669 segs_in:1233 data_segs_out:1 data_segs_in:1231 send 615934bps lastsnd:3488 pacing_rate 1231864bps delivery_rate 992368bps delivered:2 app_limited busy:16ms rcv_rtt:12.228 rcv_space:167968 rcv_ssthresh:1005228 minrtt:11.673 snd_wnd:32768
# 1795851736.974475988
ESTAB 0      0      10.0.1.1:40754 10.0.3.2:80
	 skmem:(r0,rb1684359,t0,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:628 rtt:188.072/109.603 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:2679042 segs_out:867 segs_in:1853 data_segs_out:1 data_segs_in:1851 send 615934bps lastsnd:4832 lastrcv:80 lastack:80 pacing_rate 1231864bps delivery_rate 992368bps delivered:2 app_limited busy:16ms rcv_rtt:11 rcv_space:179552 rcv_ssthresh:1005228 minrtt:11.673 snd_wnd:32768
# 1795851738.263916423
ESTAB 0      0      10.0.1.1:40754 10.0.3.2:80
	 skmem:(r0,rb1684359,t0,tb87040,f0,w0,o0,bl0,d2) cubic wscale:7,7 rto:628 rtt:188.072/109.603 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:3938802 segs_out:1180 segs_in:2725 data_segs_out:1 data_segs_in:2723 send 615934bps lastsnd:6360 lastrcv:88 lastack:88 pacing_rate 1231864bps delivery_rate 992368bps delivered:2 app_limited busy:16ms rcv_rtt:35.375 rcv_space:179552 rcv_ssthresh:1005228 minrtt:11.673 rcv_ooopack:3 snd_wnd:32768
# 1795851739.749386088
ESTAB 0      0      10.0.1.1:40754 10.0.3.2:80
	 skmem:(r0,rb1684359,t4,tb87040,f0,w0,o0,bl0,d2) cubic wscale:7,7 rto:628 rtt:188.072/109.603 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:5328882 segs_out:1375 segs_in:3685 data_segs_out:1 data_segs_in:3683 send 615934bps lastsnd:7856 pacing_rate 1231864bps delivery_rate 992368bps delivered:2 app_limited busy:16ms rcv_rtt:13.768 rcv_space:179552 rcv_ssthresh:1005228 minrtt:11.673 rcv_ooopack:12 snd_wnd:32768
# 1795851741.339455438
ESTAB 5792   0      10.0.1.1:40754 10.0.3.2:80
	 skmem:(r9632,rb1684359,t2,tb87040,f2656,w0,o0,bl0,d2) cubic wscale:7,7 rto:628 rtt:188.072/109.603 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:6688554 segs_out:1603 segs_in:4624 data_segs_out:1 data_segs_in:4622 send 615934bps lastsnd:9436 pacing_rate 1231864bps delivery_rate 992368bps delivered:2 app_limited busy:16ms rcv_rtt:12.107 rcv_space:179552 rcv_ssthresh:1005228 minrtt:11.673 rcv_ooopack:12 snd_wnd:32768
# 1795851742.918534832
ESTAB 0      0      10.0.1.1:40754 10.0.3.2:80
	 skmem:(r0,rb1684359,t0,tb87040,f0,w0,o0,bl0,d2) cubic wscale:7,7 rto:628 rtt:188.072/109.603 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:8232122 segs_out:1924 segs_in:5690 data_segs_out:1 data_segs_in:5688 send 615934bps lastsnd:11104 lastrcv:108 lastack:108 pacing_rate 1231864bps delivery_rate 992368bps delivered:2 app_limited busy:16ms rcv_rtt:11 rcv_space:179552 rcv_ssthresh:1005228 minrtt:11.673 rcv_ooopack:12 snd_wnd:32768
# 1795851744.564653914
ESTAB 0      0      10.0.1.1:40754 10.0.3.2:80
	 skmem:(r0,rb1684359,t4,tb87040,f0,w0,o0,bl0,d2) cubic wscale:7,7 rto:628 rtt:188.072/109.603 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:10046466 segs_out:2199 segs_in:6943 data_segs_out:1 data_segs_in:6941 send 615934bps lastsnd:12760 lastrcv:4 lastack:4 pacing_rate 1231864bps delivery_rate 992368bps delivered:2 app_limited busy:16ms rcv_rtt:12.703 rcv_space:179552 rcv_ssthresh:1006667 minrtt:11.673 rcv_ooopack:16 snd_wnd:32768
# 1795851746.211646904
