#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# kernels.sh [SERIES...]: prints, for each kernel series (default: 6.1
# 6.12), the newest installed version that has both an image and headers.
# Debian updates move the versions: they are never hard-coded.

series=("$@")
[ ${#series[@]} -gt 0 ] || series=(6.1 6.12)
for s in "${series[@]}"; do
	for v in $(ls /lib/modules 2>/dev/null | sort -V -r); do
		case $v in
		"$s".*)
			if [ -e "/boot/vmlinuz-$v" ] && [ -e "/lib/modules/$v/build/Makefile" ]; then
				echo "$v"
				break
			fi ;;
		esac
	done
done
