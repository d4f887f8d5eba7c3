#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# The data path suite (datapath.sh) with the nftables firewall and port
# forwards (DNAT) of the router's own address to the servers in the
# splitting routers' namespaces: every test must pass unchanged.  See
# ts_fw_apply in lib.sh for the ruleset.  Named to sort after datapath.sh,
# whose variant (none) runs without nf_conntrack loaded.

TCPSPLIT_FW=dnat TCPSPLIT_TEST_NAME=datapath-dnat exec bash "$(dirname "$0")/datapath.sh"
