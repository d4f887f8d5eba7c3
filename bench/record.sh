#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# Host side of the benchmarks (sourced by bench.sh, fc-bench.sh and
# split-bench.sh): how a finished case becomes its record.  A record is
# bench/results/CASE/ (RESULTS_DIR/CASE): results.md, its plots, and
# raw.tar.xz, the raw data packed.  A new record replaces the case's old
# one whole, so that the folder never mixes two runs' files.

RESULTS_DIR=${RESULTS_DIR:-$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/results}

# record_command SCRIPT PATTERN: the command line that made a record, for
# its results.md: the variables of the environment whose names match the
# extended regex PATTERN (single-quoted where the shell needs it), then
# SCRIPT.
record_command() {
	local v val cmd=
	for v in $(compgen -e | grep -E "^($2)\$" | sort); do
		val=${!v}
		case $val in
		*[!A-Za-z0-9_./:+,=@%-]*) val="'${val//\'/\'\\\'\'}'" ;;
		esac
		cmd+="$v=$val "
	done
	printf '%s%s\n' "$cmd" "$1"
}

# record_log_clean FILE: the guest's kernel log FILE exists and matches
# none of selftests/dmesg-patterns (a run with a warning makes no record)
record_log_clean() {
	local pat
	pat=$(grep -v '^#' "$(dirname "${BASH_SOURCE[0]}")/../selftests/dmesg-patterns" | paste -sd'|')
	[ -e "$1" ] && ! grep -Eq "$pat" "$1"
}

# record_install DIR CASE: DIR (results.md, plots, raw/) becomes the
# record of CASE.  raw/ is packed first (raw.tar.xz, names sorted, no
# owners or times: the same data packs the same); the record is copied
# beside the old one and swapped in by rename, so that a failure on the
# way leaves the old record as it was.
record_install() {
	local src=$1 dest=$RESULTS_DIR/$2 new old
	mkdir -p "$RESULTS_DIR" || return 1
	new=$(mktemp -d "$RESULTS_DIR/.$2.new.XXXXXX") || return 1
	chmod 755 "$new"
	if ! { cp -r "$src/." "$new/" &&
	       { [ ! -d "$new/raw" ] ||
		 { tar -C "$new" --sort=name --owner=0 --group=0 --numeric-owner \
		       --mtime=@0 -cJf "$new/raw.tar.xz" raw && rm -rf "$new/raw"; }; }; }; then
		echo "record: could not make the record of $2 from $src" >&2
		rm -rf "$new"
		return 1
	fi
	old=$RESULTS_DIR/.$2.old.$$
	if [ -e "$dest" ]; then
		mv "$dest" "$old" || { rm -rf "$new"; return 1; }
	fi
	mv "$new" "$dest" || { [ -e "$old" ] && mv "$old" "$dest"; return 1; }
	rm -rf "$old"
}
