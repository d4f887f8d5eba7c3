#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# The data path suite (datapath.sh) for IPv6, dual stack, with the router
# firewall in nftables (table inet: one ruleset for both families) in the
# splitting routers' namespaces: every test must pass unchanged, and
# conntrack (which the ruleset loads) tracks the IPv6 legs.  See ts_fw_apply
# in lib.sh for the ruleset.

TCPSPLIT_FAMILY=6 TCPSPLIT_FW=nft TCPSPLIT_TEST_NAME=datapath6-nft exec bash "$(dirname "$0")/datapath.sh"
