State Recv-Q Send-Q Local Address:Port Peer Address:PortProcess
