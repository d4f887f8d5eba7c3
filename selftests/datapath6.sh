#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# The data path suite (datapath.sh) for IPv6, dual stack (both families
# through one router and one chain, extension headers), variant none: no
# rules, nf_conntrack not loaded.  Named to sort before dp-*.sh, which
# load nf_conntrack (run.sh runs the scripts in name order).

TCPSPLIT_FAMILY=6 TCPSPLIT_TEST_NAME=datapath6 exec bash "$(dirname "$0")/datapath.sh"
