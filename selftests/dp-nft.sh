#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# The data path suite (datapath.sh) with a typical router firewall in
# nftables (ct state, input and forward policy drop) in the splitting
# routers' namespaces: every test must pass unchanged.  See ts_fw_apply in
# lib.sh for the ruleset.  Named to sort after datapath.sh, whose variant
# (none) runs without nf_conntrack loaded.

TCPSPLIT_FW=nft TCPSPLIT_TEST_NAME=datapath-nft exec bash "$(dirname "$0")/datapath.sh"
