# 1795845875.747297035
# 1795845877.604589082
# 1795845879.246942678
# 1795845881.218580116
ESTAB 0      0      10.0.1.1:45566 10.0.3.2:80
	 skmem:(r0,rb131072,t2,tb87040,f0,w0,o0,bl0,d0) cubic wscale:7,7 rto:628 rtt:188.389/109.813 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:85674 segs_out:57 segs_in:62 data_segs_out:1 data_segs_in:60 send 614898bps lastsnd:796 lastrcv:8 lastack:8 pacing_rate 1229792bps delivery_rate 1011696bps delivered:2 app_limited busy:12ms rcv_rtt:11.25 rcv_space:14722 rcv_ssthresh:76896 minrtt:11.45 snd_wnd:32768
# 1795845882.904311325
ESTAB 0      0      10.0.1.1:45566 10.0.3.2:80
	 skmem:(r0,rb513633,t2,tb87040,f0,w0,o0,bl0,d2) cubic wscale:7,7 rto:628 rtt:188.389/109.813 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:2994706 segs_out:466 segs_in:2073 data_segs_out:1 data_segs_in:2071 send 614898bps lastsnd:2788 lastrcv:4 lastack:4 pacing_rate 1229792bps delivery_rate 1011696bps delivered:2 app_limited busy:12ms rcv_rtt:12 rcv_space:70952 rcv_ssthresh:305536 minrtt:11.45 rcv_ooopack:4 snd_wnd:32768
# 1795845885.236300387
ESTAB 0      0      10.0.1.1:45566 10.0.3.2:80
	 skmem:(r0,rb513633,t0,tb87040,f0,w0,o0,bl0,d2) cubic wscale:7,7 rto:628 rtt:188.389/109.813 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:5703914 segs_out:649 segs_in:3944 data_segs_out:1 data_segs_in:3942 send 614898bps lastsnd:5196 lastrcv:188 lastack:188 pacing_rate 1229792bps delivery_rate 1011696bps delivered:2 app_limited busy:12ms rcv_rtt:14.25 rcv_space:83984 rcv_ssthresh:305536 minrtt:11.45 rcv_ooopack:4 snd_wnd:32768
# 1795845887.185098541
ESTAB 0      0      10.0.1.1:45566 10.0.3.2:80
	 skmem:(r0,rb513633,t0,tb87040,f0,w0,o0,bl0,d2) cubic wscale:7,7 rto:628 rtt:188.389/109.813 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:7705050 segs_out:817 segs_in:5326 data_segs_out:1 data_segs_in:5324 send 614898bps lastsnd:6796 lastrcv:96 lastack:96 pacing_rate 1229792bps delivery_rate 1011696bps delivered:2 app_limited busy:12ms rcv_rtt:12 rcv_space:101360 rcv_ssthresh:305536 minrtt:11.45 rcv_ooopack:4 snd_wnd:32768
# 1795845888.743225360
ESTAB 0      0      10.0.1.1:45566 10.0.3.2:80
	 skmem:(r0,rb513633,t0,tb87040,f0,w0,o0,bl0,d2) cubic wscale:7,7 rto:628 rtt:188.389/109.813 ato:40 mss:1448 pmtu:1500 rcvmss:1448 advmss:1448 cwnd:10 bytes_sent:79 bytes_acked:80 bytes_received:9502018 segs_out:1033 segs_in:6567 data_segs_out:1 data_segs_in:6565 send 614898bps lastsnd:8288 lastrcv:88 lastack:88 pacing_rate 1229792bps delivery_rate 1011696bps delivered:2 app_limited busy:12ms rcv_rtt:12 rcv_space:102808 rcv_ssthresh:305536 minrtt:11.45 rcv_ooopack:4 snd_wnd:32768
# 1795845890.229240660
