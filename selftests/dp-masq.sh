#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# The data path suite (datapath.sh) with the nftables firewall and
# masquerade on the server-facing interface (the servers see the router's
# address) in the splitting routers' namespaces: every test must pass
# unchanged.  See ts_fw_apply in lib.sh for the ruleset.  Named to sort after
# datapath.sh, whose variant (none) runs without nf_conntrack loaded.

TCPSPLIT_FW=masq TCPSPLIT_TEST_NAME=datapath-masq exec bash "$(dirname "$0")/datapath.sh"
