#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# Benchmark case "placement": see bench/case-segments.sh.
MODE=placement exec bash "$(dirname "$0")/case-segments.sh"
