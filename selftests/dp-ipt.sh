#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# The data path suite (datapath.sh) with the same router firewall written
# with iptables-nft (conntrack match) in the splitting routers' namespaces:
# every test must pass unchanged.  See ts_fw_apply in lib.sh for the ruleset.
# Named to sort after datapath.sh, whose variant (none) runs without
# nf_conntrack loaded.

TCPSPLIT_FW=ipt TCPSPLIT_TEST_NAME=datapath-ipt exec bash "$(dirname "$0")/datapath.sh"
