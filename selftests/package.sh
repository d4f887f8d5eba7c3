#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# The installed packages at work.  scripts/pkg-test.sh installed them in a
# throwaway root on the host (this machine's kernel cannot load modules)
# and kept that root's upper layer, $TCPSPLIT_PKG_ROOT.  Here it is laid
# over the guest's root (an overlay whose own upper layer is a tmpfs, in a
# mount namespace of this script's own), and the units' own command lines,
# read from the installed unit files, run in it by chroot, in a router's
# namespace, as systemd would run them:
#   start:   modprobe loads DKMS's build of the module; the shipped
#            /etc/tcpsplit.conf has no flows, an operator's has two
#   reload:  an edited file replaces the flows; a live split connection
#            carries on
#   stop:    no flows; the module stays, the connection carries on
#   restart: (stop, start) the file's flows again, the connection still
#            there; then it completes intact
#   the metrics unit: its command writes the textfile collector's file
#
#   cli 10.0.1.2 -c0---r0- 10.0.1.1 rtr 10.0.2.1 -r1---s0- 10.0.2.2 srv

if [ "${TS_PKG_NS:-}" != 1 ]; then
	exec unshare -m --propagation private env TS_PKG_NS=1 bash "$0" "$@"
fi
# shellcheck source=lib.sh
source "$(dirname "$0")/lib.sh"

ROOT=${TCPSPLIT_PKG_ROOT:-}
if [ -z "$ROOT" ] || [ ! -d "$ROOT/usr/src" ]; then
	ts_skip "installed packages" \
		"no installed root in TCPSPLIT_PKG_ROOT (scripts/pkg-test.sh makes it; check.sh passes it)"
	ts_ktap_finish
fi

ts_module_unload || { echo "Bail out! cannot unload tcpsplit"; exit $KSFT_FAIL; }
ts_on_exit ts_module_unload
ts_setup_line || { echo "Bail out! cannot set up the namespaces"; exit $KSFT_FAIL; }

# The root: what pkg-test.sh installed over the guest's own.  The mounts
# are this namespace's and go with it; they are outside $TMPD, which
# ts_cleanup removes recursively.  The installed layer is copied to a
# tmpfs first: a layer inside another (the guest's root) is refused.
M=$(mktemp -d /tmp/tcpsplit-pkg.XXXXXX) R=$M/root
ts_on_exit "umount -R '$M'; rmdir '$M'"
{
	mount -t tmpfs tmpfs "$M" && mkdir "$M/pkg" "$M/upper" "$M/work" "$R" &&
	cp -a "$ROOT/." "$M/pkg/" &&
	mount -t overlay overlay -o "lowerdir=$M/pkg:/,upperdir=$M/upper,workdir=$M/work" "$R" &&
	mount -t proc proc "$R/proc" && mount --rbind /sys "$R/sys" &&
	mount --rbind /dev "$R/dev" && mount -t tmpfs tmpfs "$R/run" &&
	mount -t tmpfs tmpfs "$R/tmp"
} || { echo "Bail out! cannot lay the installed root over the guest's"; exit $KSFT_FAIL; }
UNITS=$R/lib/systemd/system

# in_rtr COMMAND...: a command of the installed root, in the router
in_rtr() {
	ip netns exec "$rtr" chroot "$R" env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin "$@"
}

# unit_run UNIT KEY...: the unit file's lines of each KEY (ExecStartPre,
# ExecStart, ...) in order, each run in the router as systemd runs them
# (without a shell), up to the first that fails; a failure of a line
# with systemd's "-" prefix is ignored, as systemd ignores it.  The
# units use none of systemd's quoting, specifiers or other prefixes: a
# line with any is refused, not misread.
unit_run() {
	local unit=$1 key line n=0 ignore
	shift
	for key; do
		while IFS= read -r line; do
			n=$((n + 1))
			echo "$unit $key: $line"
			ignore=
			[ "${line#-}" = "$line" ] || { ignore=1 line=${line#-}; }
			case $line in
			*[\"\'\\%\$]* | [-@:+!]*)
				echo "unit_run: cannot run this line as systemd would"
				return 1 ;;
			esac
			# shellcheck disable=SC2086 # split into words, as systemd does
			in_rtr $line || [ -n "$ignore" ] || return 1
		done < <(sed -n "s/^$key=//p" "$UNITS/$unit")
	done
	[ $n -gt 0 ] || { echo "$unit has no $* line"; return 1; }
}

# flows_are JSON: the router's flows, by their matches, are these
# (a list of [dport_min, dport_max] in ID order)
flows_are() {
	local out
	out=$(ts_splitctl -n "$rtr" -j list-flows) || return 1
	$PY - "$1" "$out" <<'PY'
import json, sys
want = json.loads(sys.argv[1])
got = [[f.get("dport_min"), f.get("dport_max")] for f in json.loads(sys.argv[2])]
if got != want:
    print(f"flows by port: {got}, expected {want}; all: {sys.argv[2]}")
    sys.exit(1)
PY
}

# dkms_module: the loaded module is the one modprobe finds in the
# installed root: DKMS's build, in updates/dkms
dkms_module() {
	local path want have
	path=$(chroot "$R" modinfo -n tcpsplit) || return 1
	want=$(chroot "$R" modinfo -F srcversion tcpsplit)
	have=$(cat /sys/module/tcpsplit/srcversion)
	echo "modprobe's tcpsplit: $path ($want); loaded: $have"
	case $path in */updates/dkms/tcpsplit.ko*) ;; *) return 1 ;; esac
	[ -n "$have" ] && [ "$have" = "$want" ]
}

# splitctl_knows ARGS...: the installed splitctl does not refuse ARGS as
# unknown (it may fail otherwise)
splitctl_knows() {
	local out
	out=$(in_rtr splitctl "$@" 2>&1)
	[ $? != 2 ] || ! grep -q "unknown" <<< "$out"
}

conf=$R/etc/tcpsplit.conf
operator_conf() {	# PORT...: an operator's file, one flow per port
	local p
	{
		echo "# an operator's flows"
		echo flush
		echo "set mem-limit 64m"
		for p; do echo "add-flow --dst 10.0.2.2/32 --dport $p"; done
	} > "$conf"
}

if ! splitctl_knows -c -b /etc/tcpsplit.conf; then
	ts_skip "the units' commands" "the installed splitctl has no -b"
	ts_ktap_finish
fi

ts_check "before start: the module is not loaded" bash -c '! test -d /sys/module/tcpsplit'
ts_check "start: the shipped /etc/tcpsplit.conf passes splitctl -c -b" \
	in_rtr splitctl -c -b /etc/tcpsplit.conf
ts_checkv "start: tcpsplit.service's ExecStartPre and ExecStart lines succeed" \
	unit_run tcpsplit.service ExecStartPre ExecStart
ts_checkv "start: the loaded module is DKMS's build, found by modprobe" dkms_module
ts_check "start: the shipped file leaves the router without flows" flows_are '[]'

operator_conf 5201 5202
ts_check "reload: an operator's file passes splitctl -c -b" in_rtr splitctl -c -b /etc/tcpsplit.conf
ts_check "reload: ExecReload succeeds" unit_run tcpsplit.service ExecReload
ts_check "reload: the file's flows are the router's" flows_are '[[5201, 5201], [5202, 5202]]'
ts_check "reload: the file's mem-limit is the router's" ts_ns_is "$rtr" mem_limit $((64 << 20))

# A split connection through the file's first flow, paused while the
# router's flows change under it (relaying, or closing: at its pause the
# server may have sent all and closed its side).
ts_bserve 5201 "$srv" || { echo "Bail out! server"; exit $KSFT_FAIL; }
DIAL=10.0.2.2 SRV=10.0.2.2 SEEN=10.0.1.2
ts_paused live 5201 65536 --bytes 262144
ts_check "a connection to port 5201 reaches its pause" ts_at_pause live 1
port=$(ts_paused_port live)
ts_check "it is split" ts_conn_is "$rtr" 10.0.1.2 "$port" 10.0.2.2 5201 "relaying|closing"

operator_conf 5203 5202
ts_check "reload: ExecReload of an edited file succeeds" unit_run tcpsplit.service ExecReload
ts_check "reload: the edited file's flows replaced the old" flows_are '[[5203, 5203], [5202, 5202]]'
ts_check "reload: the split connection carries on" \
	ts_conn_is "$rtr" 10.0.1.2 "$port" 10.0.2.2 5201 "relaying|closing"

ts_check "stop: ExecStop succeeds" unit_run tcpsplit.service ExecStop
ts_check "stop: no flows" flows_are '[]'
ts_check "stop: the module stays loaded" ts_module_loaded
ts_check "stop: the split connection carries on" \
	ts_conn_is "$rtr" 10.0.1.2 "$port" 10.0.2.2 5201 "relaying|closing"

ts_check "restart (stop, then start): ExecStartPre and ExecStart succeed" \
	unit_run tcpsplit.service ExecStartPre ExecStart
ts_check "restart: the file's flows again" flows_are '[[5203, 5203], [5202, 5202]]'
ts_check "restart: the module is still DKMS's" dkms_module
ts_check "restart: the split connection carries on" \
	ts_conn_is "$rtr" 10.0.1.2 "$port" 10.0.2.2 5201 "relaying|closing"
ts_check "the connection completes intact" ts_paused_end live 5201

# The metrics unit, in the directory Debian's prometheus-node-exporter
# ships.
PROM=/var/lib/prometheus/node-exporter
metrics_written() {
	local left
	unit_run tcpsplit-metrics.service ExecStart || return 1
	grep -q '^# TYPE ' "$R$PROM/tcpsplit.prom" ||
		{ echo "no TYPE line in $PROM/tcpsplit.prom:"; cat "$R$PROM/tcpsplit.prom"; return 1; }
	left=$(ls -A "$R$PROM")
	[ "$left" = tcpsplit.prom ] || { echo "$PROM holds: $left"; return 1; }
}
mkdir -p "$R$PROM"
if splitctl_knows metrics --output "$PROM/tcpsplit.prom"; then
	rm -f "$R$PROM"/*
	ts_check "metrics: the unit's command writes $PROM/tcpsplit.prom, nothing else" metrics_written
else
	ts_skip "metrics: the unit's command" "the installed splitctl has no metrics --output"
fi

ts_check "stop: ExecStop succeeds at the end" unit_run tcpsplit.service ExecStop
ts_ktap_finish
