#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# Shared helpers of the tcpsplit selftests: KTAP output, the module, network
# namespaces, waiting by polling.  Sourced by every test script.  Every
# function here and in net_lib.sh is named ts_*, with a header
# "# ts_NAME ARGS: what it does" (as mptcp_lib.sh's mptcp_lib_*).
#
# Environment (set by run.sh): TCPSPLIT_KO (module to load), SPLITCTL (the
# tool), TCPSPLIT_RESULTS (file collecting one line per check).  A script
# run under another name (a variant of a suite) sets TCPSPLIT_TEST_NAME,
# which names its results lines instead of the script's file name.

set -u

SELFTESTS_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
TOPDIR=$(dirname "$SELFTESTS_DIR")
: "${SPLITCTL:=$TOPDIR/tools/splitctl}"
: "${TCPSPLIT_KO:=$TOPDIR/tcpsplit.ko}"
: "${TCPSPLIT_RESULTS:=/dev/null}"
TEST_NAME=${TCPSPLIT_TEST_NAME:-$(basename "$0" .sh)}
NSPFX="ts$$"			# unique namespace prefix of this script
TMPD=$(mktemp -d /tmp/tcpsplit-test.XXXXXX)

KSFT_PASS=0
KSFT_FAIL=1
KSFT_SKIP=4

n_tests=0
n_pass=0
n_fail=0
n_skip=0
failed=()		# "N description" of each failed check, for the summary
cleanup_hooks=()
# The namespaces' full names, by the short names the scripts give ts_setup_ns
# (which sets them through eval), and ts_paused's background client.
# shellcheck disable=SC2034 # read by the scripts that source lib.sh
cli='' rtr='' srv='' mid='' other='' r='' a='' b='' gone='' fz='' \
	chc='' ch1='' ch2='' ch3='' chs='' bg=''

echo "TAP version 13"

# ts_ktap_result STATUS DESCRIPTION [SKIP-REASON]: one KTAP test point
# (STATUS: PASS, FAIL or SKIP), also recorded in $TCPSPLIT_RESULTS
ts_ktap_result() {
	local status=$1 desc=$2
	n_tests=$((n_tests + 1))
	case $status in
	PASS)
		n_pass=$((n_pass + 1))
		echo "ok $n_tests $desc" ;;
	FAIL)
		n_fail=$((n_fail + 1))
		failed+=("$n_tests $desc")
		echo "not ok $n_tests $desc" ;;
	SKIP)
		n_skip=$((n_skip + 1))
		echo "ok $n_tests $desc # SKIP ${3:-}" ;;
	esac
	echo "$status $TEST_NAME: $desc" >> "$TCPSPLIT_RESULTS"
}

# ts_diag: stdin as KTAP diagnostics ("# " before each line)
ts_diag() {
	sed 's/^/# /'
}

# ts_check DESCRIPTION COMMAND...: one test point; the command's output is
# shown as diagnostics when it fails.
ts_check() {
	local desc=$1
	shift
	if "$@" > "$TMPD/check.out" 2>&1; then
		ts_ktap_result PASS "$desc"
	else
		ts_ktap_result FAIL "$desc"
		ts_diag < "$TMPD/check.out"
		ts_fail_diag "$desc" < "$TMPD/check.out"
	fi
}

# ts_fail_diag DESCRIPTION: the first lines of a failed check's output (stdin)
# also go to $TCPSPLIT_RESULTS.diag, which make check prints at its end: CI
# keeps only the tail of a run's output, and a rare failure without its
# evidence cannot be traced.
ts_fail_diag() {
	[ "$TCPSPLIT_RESULTS" = /dev/null ] && return 0
	{
		echo "$TEST_NAME: $1"
		head -n 20 | sed 's/^/    /'
	} >> "$TCPSPLIT_RESULTS.diag"
}

# ts_checkv DESCRIPTION COMMAND...: ts_check, and the command's output is shown
# as diagnostics when it passes too
ts_checkv() {
	local fails=$n_fail
	ts_check "$@"
	[ "$n_fail" = "$fails" ] && ts_diag < "$TMPD/check.out"
	return 0
}

# ts_skip DESCRIPTION REASON: a skipped test point
ts_skip() {
	ts_ktap_result SKIP "$1" "$2"
}

# ts_expect_fail DESCRIPTION EXIT-CODE MESSAGE-REGEX COMMAND...: the command
# must exit with EXIT-CODE and print a line matching MESSAGE-REGEX.
ts_expect_fail() {
	local desc=$1 want_rc=$2 want_msg=$3 rc
	shift 3
	"$@" > "$TMPD/ef.out" 2>&1
	rc=$?
	if [ "$rc" -eq "$want_rc" ] && grep -Eq -- "$want_msg" "$TMPD/ef.out"; then
		ts_ktap_result PASS "$desc"
	else
		ts_ktap_result FAIL "$desc"
		{
			echo "command: $*"
			echo "exit code $rc, expected $want_rc; output:"
			cat "$TMPD/ef.out"
			echo "expected a line matching: $want_msg"
		} > "$TMPD/ef.diag"
		ts_diag < "$TMPD/ef.diag"
		ts_fail_diag "$desc" < "$TMPD/ef.diag"
	fi
}

# ts_took NAME START: "# NAME took N s" since START (a $SECONDS value),
# with make check's clock when run under it (TCPSPLIT_T0, the host's
# epoch at its start; the guest's clock is the host's): a CI log keeps
# only its tail, and a run cut off by CI's time then says where it was.
ts_took() {
	local at=
	[ -n "${TCPSPLIT_T0:-}" ] && at=" (make check at $(($(date +%s) - TCPSPLIT_T0)) s)"
	echo "# $1 took $((SECONDS - $2)) s$at"
}

# ts_on_exit COMMAND...: ts_cleanup evals COMMAND (its words joined), the
# last registered first
ts_on_exit() {
	cleanup_hooks+=("$*")
}

# ts_cleanup: the kmemleak scan, the ts_on_exit commands, this script's
# namespaces and $TMPD removed
ts_cleanup() {
	local i
	ts_module_loaded && ts_kmemleak_check
	for ((i = ${#cleanup_hooks[@]} - 1; i >= 0; i--)); do
		eval "${cleanup_hooks[$i]}" > /dev/null 2>&1
	done
	local ns
	for ns in $(ip netns list 2>/dev/null | awk '{print $1}'); do
		case $ns in "$NSPFX"-*) ip netns del "$ns" 2>/dev/null ;; esac
	done
	rm -rf "$TMPD"
}

# ts_ktap_finish: cleans up, prints the plan and totals, and exits with
# the kselftest code.  The failed checks are named again next to the
# totals: a long log is often read only around its end or around the
# suite's "not ok" line.
ts_ktap_finish() {
	local f

	ts_cleanup
	echo "1..$n_tests"
	for f in "${failed[@]}"; do
		echo "# failed: $f"
	done
	echo "# Totals: pass:$n_pass fail:$n_fail xfail:0 xpass:0 skip:$n_skip error:0"
	if [ "$n_fail" -gt 0 ]; then
		exit $KSFT_FAIL
	elif [ "$n_pass" -eq 0 ] && [ "$n_skip" -gt 0 ]; then
		exit $KSFT_SKIP
	fi
	exit $KSFT_PASS
}

# A test killed by run.sh's timeout (TERM) or by hand (INT) cleans up and
# ends: returning would let the script run on from where it was.
trap 'ts_cleanup; exit $KSFT_FAIL' INT TERM

# shellcheck source=net_lib.sh
source "$SELFTESTS_DIR/net_lib.sh"

# --- kmemleak ---------------------------------------------------------

# ts_kmemleak_check: on a kernel with kmemleak (check-debug's), scans for
# unreferenced objects while the module is still loaded, so that their
# allocation traces name its functions; those that name tcpsplit go to
# the kernel log, which run.sh checks ("kmemleak" fails the run).  Other
# reports (the rest of the kernel's) are not the module's to judge.  A
# scan of the guest's memory takes minutes under emulation: ts_cleanup runs
# one at the end of each script (not at every unload), and kmemleak's own
# periodic scan is turned off.
ts_kmemleak_check() {
	local f=/sys/kernel/debug/kmemleak
	[ -e /sys/kernel/debug/kmemleak ] ||
		mount -t debugfs none /sys/kernel/debug 2>/dev/null
	[ -w "$f" ] || return 0
	echo scan=off > "$f"
	# Two scans: an object is reported only once found unreferenced in
	# both (kmemleak's own guard against a pointer in flight).
	echo scan > "$f" && echo scan > "$f" || return 0
	awk '/^unreferenced object/ { if (hit) print rec; rec = $0; hit = 0; next }
	     { rec = rec "\n" $0 } /tcpsplit/ { hit = 1 }
	     END { if (hit) print rec }' "$f" > "$TMPD/kmemleak"
	if [ -s "$TMPD/kmemleak" ]; then
		echo "tcpsplit selftests: kmemleak: unreferenced objects allocated by tcpsplit:" > /dev/kmsg
		sed 's/^/tcpsplit selftests: kmemleak: /' "$TMPD/kmemleak" | head -40 > /dev/kmsg
	fi
	echo clear > "$f"
}

# Python starts take about 0.6 s in a TCG guest, a quarter of it in site
# (whose paths the tests' helpers do not use): -S skips it.
PY="python3 -S"
XFER="$PY $SELFTESTS_DIR/xfer.py"

# ts_json_get JSON PYTHON-EXPRESSION-ON-j: prints the expression's value
# on j, the parsed JSON
ts_json_get() {
	python3 -c 'import json,sys; j=json.loads(sys.argv[1]); print(eval(sys.argv[2]))' "$1" "$2"
}

# --- transfers and split connections through a router -----------------------
#
# The data path scripts set cli (the client's namespace), DIAL (the address
# the client dials), SRV (the server's address) and SEEN (the address the
# server sees as its peer) before they use ts_paused and ts_paused_end.

# ts_bserve PORT NS [BIND]: a bidirectional server in NS, logging to
# $TMPD/srvPORT.log; bound to BIND (default 0.0.0.0; :: takes both families).
# Each socket operation gives up after $TS_BSERVE_TIMEOUT s (default 60).
ts_bserve() {
	# A server's reads give up after 60 s without data; on the debug
	# kernel (KASAN, kmemleak: several times slower) a paused client's
	# checks can take longer than that.  A script whose checks at a pause
	# take long everywhere sets TS_BSERVE_TIMEOUT.
	local t=${TS_BSERVE_TIMEOUT:-60}
	ts_debug_kernel && [ "$t" -lt 300 ] && t=300
	ip netns exec "$2" $XFER bserve "$1" --bind "${3:-0.0.0.0}" --timeout $t \
		--log "$TMPD/srv$1.log" > /dev/null 2>&1 &
	ts_on_exit "kill $!"
	# A Python start can take seconds in a guest (the first after boot,
	# or under the debug kernel): a wait, not a delay.
	ts_wait_for 60 ts_tcp_listening "$2" "$1"
}

# ts_paused NAME PORT PAUSES [BSEND-OPTIONS...]: one connection from the
# client's namespace $cli to $DIAL:PORT in the background that stops after
# sending each of PAUSES (comma separated byte counts), writes
# $TMPD/NAME.ready.I and waits for $TMPD/NAME.go.I.  Its PID is in $bg.
# When it is done, it checks both sides' digests against the server's log
# (ts_bserve PORT) and that the server at $SRV saw $SEEN as its peer.
ts_paused() {
	local name=$1 port=$2 pauses=$3 t=60
	shift 3
	rm -f "$TMPD/$name".*
	# As ts_bserve's: the checks made at a pause take longer than a minute
	# on the debug kernel (a later --timeout in the options wins).
	ts_debug_kernel && t=300
	ip netns exec "$cli" timeout 600 $XFER bsend "$DIAL" "$port" --timeout $t \
		--log "$TMPD/$name.log" --pause-at "$pauses" \
		--check "$TMPD/srv$port.log" --client-addr "$SEEN" --server-addr "$SRV" \
		--ready "$TMPD/$name.ready" --go "$TMPD/$name.go" "$@" \
		> "$TMPD/$name.out" 2>&1 &
	bg=$!
	ts_on_exit "kill $bg"
}

# ts_at_pause NAME I: waits until the paused transfer NAME reached pause I
ts_at_pause() {
	ts_wait_for 60 test -s "$TMPD/$1.ready.$2" && return 0
	echo "transfer $1 never reached pause $2; its output:"
	cat "$TMPD/$1.out" "$TMPD/$1.log" 2>/dev/null
	return 1
}

# ts_paused_port NAME: the client port of a paused transfer
ts_paused_port() {
	# {"local": ["ADDR", PORT], ...} (xfer.py's endpoint()), read without
	# a Python start
	local re='"local": \["[^"]*", ([0-9]+)\]'
	[[ $(< "$TMPD/$1.ready.1") =~ $re ]] || return 1
	echo "${BASH_REMATCH[1]}"
}

# ts_gone PID: the process has ended
ts_gone() {
	! kill -0 "$1" 2>/dev/null
}

# ts_reap PID SECONDS: waits at most SECONDS for a background job and returns
# its exit code; kills it and returns 124 if it is still running then.
ts_reap() {
	if ! ts_wait_for "$2" ts_gone "$1"; then
		kill "$1" 2>/dev/null
		wait "$1" 2>/dev/null
		return 124
	fi
	wait "$1"
}

# ts_xfer_rst NAME PORT DIAL SECONDS SRV-ARGS CLI-ARGS: xfer.py's rst-serve
# PORT in $srv and its rst-connect DIAL PORT in $cli, each with its ARGS
# (one string of words; the side that resets has --reset in them), both
# within SECONDS.  Prints both sides' logs; fails if either side failed.
ts_xfer_rst() {
	local name=$1 port=$2 dial=$3 t=$4 pid rc=0
	rm -f "$TMPD/$name".*
	# shellcheck disable=SC2086 # the ARGS are lists of words
	ip netns exec "$srv" timeout "$t" $XFER rst-serve "$port" $5 \
		--log "$TMPD/$name.srv" > "$TMPD/$name.srvout" 2>&1 &
	pid=$!
	if ! ts_wait_for 60 ts_tcp_listening "$srv" "$port"; then
		echo "rst-serve did not listen"
		ts_reap "$pid" 0
		return 1
	fi
	# shellcheck disable=SC2086
	ip netns exec "$cli" timeout "$t" $XFER rst-connect "$dial" "$port" $6 \
		--log "$TMPD/$name.cli" > "$TMPD/$name.cliout" 2>&1 || rc=1
	ts_reap "$pid" "$t" || rc=1
	echo "client: $(cat "$TMPD/$name.cli" "$TMPD/$name.cliout" 2>/dev/null)"
	echo "server: $(cat "$TMPD/$name.srv" "$TMPD/$name.srvout" 2>/dev/null)"
	return $rc
}

# ts_paused_end NAME PORT: lets NAME finish; it has checked both sides'
# digests and that the server (ts_bserve PORT, at $SRV) saw $SEEN as its peer
ts_paused_end() {
	local i rc=0
	for i in 1 2 3 4; do touch "$TMPD/$1.go.$i"; done
	ts_reap "$bg" 120 || rc=$?
	[ $rc = 124 ] && echo "(it hung: killed after 120 s)"
	cat "$TMPD/$1.out"
	return $rc
}

# ts_flow_stat NS ID COUNTER: prints one counter of a flow, or says on stderr
# why it cannot.  splitctl -j prints compact JSON whose "stats" object holds
# only numbers: a regular expression reads it (a Python start per counter
# cost more than half a second in a TCG guest).
ts_flow_stat() {
	local out re
	out=$(ts_splitctl -n "$1" -j list-flows "$2" 2>&1) ||
		{ echo "splitctl list-flows $2 failed: $out" >&2; return 1; }
	re='"stats":\{[^}]*"'"$3"'":([0-9]+)[,}]'
	[[ $out =~ $re ]] && { echo "${BASH_REMATCH[1]}"; return 0; }
	echo "flow $2 has no \"$3\" counter: $out" >&2
	return 1
}

# ts_stat_is NS ID COUNTER OP VALUE: e.g. ts_stat_is "$rtr" 2 refused -eq 1
ts_stat_is() {
	local v
	v=$(ts_flow_stat "$1" "$2" "$3") || return 1
	test "$v" "$4" "$5" && return 0
	echo "flow $2 in ${1#"$NSPFX"-}: $3 is $v, expected $4 $5"
	echo "the flow: $(ts_splitctl -n "$1" -j list-flows "$2")"
	return 1
}

# ts_counter NS ID COUNTER: the counter, 0 if it cannot be read (then the
# later ts_stat_is says why)
ts_counter() {
	ts_flow_stat "$@" 2> /dev/null || echo 0
}

# ts_ns_stat NS FIELD: prints a field of splitctl -j stats in NS (a
# number; read as ts_flow_stat does), or says on stderr why it cannot
ts_ns_stat() {
	local out re
	out=$(ts_splitctl -n "$1" -j stats 2>&1) ||
		{ echo "splitctl stats failed: $out" >&2; return 1; }
	re='"'"$2"'":([0-9]+)[,}]'
	[[ $out =~ $re ]] && { echo "${BASH_REMATCH[1]}"; return 0; }
	echo "stats has no \"$2\" field: $out" >&2
	return 1
}

# ts_ns_is NS FIELD VALUE: a field of splitctl -j stats in NS has that value
ts_ns_is() {
	local v
	v=$(ts_ns_stat "$1" "$2") || return 1
	[ "$v" = "$3" ] && return 0
	echo "stats: $2 is $v, expected $3: $(ts_splitctl -n "$1" -j stats)"
	return 1
}

# ts_conns_json NS: the live split connections, checked to be a JSON array
ts_conns_json() {
	local out
	out=$(ts_splitctl -n "$1" -j conns 2>&1) || { echo "splitctl conns failed: $out" >&2; return 1; }
	echo "$out"
}

# ts_conn_is NS CLIENT-ADDR CLIENT-PORT SERVER-ADDR SERVER-PORT STATE [FLOW]:
# conns lists exactly one connection of that client, with these endpoints
# and state (STATE may list several: "relaying|closing"); prints it as JSON
# on success.
ts_conn_is() {
	local out
	out=$(ts_conns_json "$1") || return 1
	$PY - "$out" "${@:2}" <<'PY'
import ipaddress, json, sys
conns = json.loads(sys.argv[1])
ca, cp, sa, sp, state = sys.argv[2], int(sys.argv[3]), sys.argv[4], int(sys.argv[5]), sys.argv[6]
flow = int(sys.argv[7]) if len(sys.argv) > 7 else None
mine = [c for c in conns if c.get("client", {}).get("port") == cp]
def fail(msg):
    print(msg)
    print(f"all {len(conns)} connections: {json.dumps(conns)}")
    sys.exit(1)
if len(mine) != 1:
    fail(f"conns lists {len(mine)} connections of client port {cp}, expected exactly 1")
c = mine[0]
def norm(ep):		# an endpoint with its address normalised
    if not isinstance(ep, dict) or "addr" not in ep:
        return ep
    try:
        return dict(ep, addr=str(ipaddress.ip_address(ep["addr"])))
    except ValueError:
        return ep
ca, sa = str(ipaddress.ip_address(ca)), str(ipaddress.ip_address(sa))
c = dict(c, client=norm(c.get("client")), server=norm(c.get("server")))
want = {"client": {"addr": ca, "port": cp}, "server": {"addr": sa, "port": sp}, "state": state}
if flow is not None:
    want["flow"] = flow
bad = {k: c.get(k) for k, v in want.items()
       if (c.get(k) not in v.split("|") if k == "state" else c.get(k) != v)}
if bad:
    fail(f"connection of client port {cp}: got {json.dumps(bad)}, expected "
         f"{json.dumps({k: want[k] for k in bad})}")
print(json.dumps(c))
PY
}

# ts_no_conns NS [SERVER-PORT]: conns lists nothing (to SERVER-PORT)
ts_no_conns() {
	local out n
	out=$(ts_conns_json "$1") || return 1
	# splitctl -j is compact: '"server":{"addr":"A","port":P}' per
	# connection.  grep, not a Python start: this is polled.
	if [ "${2:-0}" = 0 ]; then
		n=$(grep -o '"server":{' <<< "$out" | wc -l)
	else
		n=$(grep -o '"server":{"addr":"[^"]*","port":'"$2"'}' <<< "$out" | wc -l)
	fi
	[ "$n" = 0 ] && return 0
	echo "conns lists $n connections${2:+ to port $2}, expected none:"
	echo "$out"
	return 1
}

# ts_tcpext NS FIELD: a TcpExt counter of /proc/net/netstat in NS
ts_tcpext() {
	ip netns exec "$1" awk -v f="$2" '/^TcpExt:/ {
		if (!n) { split($0, k); n = 1 } else { for (i = 2; i <= NF; i++) if (k[i] == f) print $i } }' \
		/proc/net/netstat
}

# --- firewalls in a router's namespace ---------------------------------------
#
# A splitting router runs conntrack and a stateful firewall as any router
# does; the data path must work unchanged under each of these rulesets
# (ts_fw_apply VARIANT):
#
#   none  no rules (nf_conntrack need not be loaded)
#   ct    no rules, nf_conntrack loaded (with no user it tracks nothing)
#   nft   a typical router firewall in nftables (table inet filter: both
#         families): input policy drop: invalid dropped, established/
#         related, loopback, IPv6 neighbour discovery, ssh and ping from
#         the LAN accepted; forward policy
#         drop: invalid dropped, established/related and new connections
#         from LAN to WAN accepted; output: invalid dropped
#   ipt   the same firewall written with iptables-nft (conntrack match)
#   masq  nft, and masquerade on WAN (table ip nat), as on a home router
#   dnat  nft, and port forwards of the LAN side's SYNs (table ip nat)
#
# Counters the tests read, by name (a rule comment in both nft and ipt):
# in-invalid, fwd-invalid, out-invalid (the invalid drops), fwd-new (new
# connections accepted in forward), in-drop, fwd-drop (what falls through
# to the drop policy of input and forward).
FW_COUNTERS="in-invalid fwd-invalid out-invalid fwd-new in-drop fwd-drop"

# ts_fw_apply VARIANT NS LAN-IF WAN-IF [FORWARD...]: loads VARIANT in NS.
# Each FORWARD of dnat is DADDR:DPORT[-DPORT]=TOADDR[:TOPORT]: a SYN from
# LAN-IF to DADDR on those ports goes to TOADDR (and TOPORT, else the same
# port), e.g. 10.0.1.1:8003=10.0.3.1:80.
ts_fw_apply() {
	local variant=$1 ns=$2 lan=$3 wan=$4 fwd daddr dports to
	shift 4
	echo "$variant" > "$TMPD/fw.$ns"
	case $variant in
	none)
		return 0 ;;
	ct)
		modprobe nf_conntrack
		return ;;
	nft|masq|dnat)
		ts_fw_nft "$ns" "$lan" "$wan" || return 1 ;;
	ipt)
		ts_fw_ipt "$ns" "$lan" "$wan" && ts_fw_log_invalid "$ns"
		return ;;
	*)
		echo "ts_fw_apply: unknown variant '$variant'" >&2
		return 1 ;;
	esac
	case $variant in
	masq)
		ip netns exec "$ns" nft -f - <<-EOF
		table ip nat {
			chain postrouting {
				type nat hook postrouting priority srcnat; policy accept;
				oifname "$wan" masquerade
			}
		}
		EOF
		;;
	dnat)
		{
			echo "table ip nat {"
			echo "	chain prerouting {"
			echo "		type nat hook prerouting priority dstnat; policy accept;"
			for fwd in "$@"; do
				daddr=${fwd%%:*}
				dports=${fwd#*:}
				dports=${dports%%=*}
				to=${fwd#*=}
				echo "		iifname \"$lan\" ip daddr $daddr tcp dport $dports dnat to $to"
			done
			echo "	}"
			echo "}"
		} | ip netns exec "$ns" nft -f -
		;;
	esac || return 1
	ts_fw_log_invalid "$ns"
}

# ts_fw_log_invalid NS: conntrack in NS logs what it finds invalid to the
# kernel log, where ts_fw_invalid_log finds it when a check fails
ts_fw_log_invalid() {
	modprobe nf_log_syslog 2>/dev/null
	sysctl -qw net.netfilter.nf_log_all_netns=1 2>/dev/null
	ip netns exec "$1" sysctl -qw net.netfilter.nf_conntrack_log_invalid=255 2>/dev/null
	return 0
}

# ts_fw_invalid_log: the last packets conntrack logged as invalid
ts_fw_invalid_log() {
	dmesg | grep "nf_ct_proto" | tail -5
}

# ts_fw_ipt NS LAN-IF WAN-IF: the same firewall written with iptables-nft
ts_fw_ipt() {
	local lan=$2 wan=$3 ipt="ip netns exec $1 iptables-nft"
	$ipt -P INPUT DROP &&
	$ipt -P FORWARD DROP &&
	$ipt -P OUTPUT ACCEPT &&
	$ipt -A INPUT -m conntrack --ctstate INVALID -m comment --comment in-invalid -j DROP &&
	$ipt -A INPUT -m conntrack --ctstate ESTABLISHED,RELATED -j ACCEPT &&
	$ipt -A INPUT -i lo -j ACCEPT &&
	$ipt -A INPUT -i "$lan" -p tcp --dport 22 -j ACCEPT &&
	$ipt -A INPUT -i "$lan" -p icmp --icmp-type echo-request -j ACCEPT &&
	$ipt -A INPUT -m comment --comment in-drop &&
	$ipt -A FORWARD -m conntrack --ctstate INVALID -m comment --comment fwd-invalid -j DROP &&
	$ipt -A FORWARD -m conntrack --ctstate ESTABLISHED,RELATED -j ACCEPT &&
	$ipt -A FORWARD -i "$lan" -o "$wan" -m conntrack --ctstate NEW \
		-m comment --comment fwd-new -j ACCEPT &&
	$ipt -A FORWARD -m comment --comment fwd-drop &&
	$ipt -A OUTPUT -m conntrack --ctstate INVALID -m comment --comment out-invalid -j DROP &&
	$ipt -A OUTPUT -m conntrack --ctstate ESTABLISHED,RELATED -j ACCEPT
}

# ts_fw_has_rules NS: a firewall was loaded in NS by ts_fw_apply
ts_fw_has_rules() {
	case $(cat "$TMPD/fw.$1" 2>/dev/null) in
	nft|ipt|masq|dnat) return 0 ;;
	esac
	return 1
}

# ts_nft_pick COMMENT: from `nft list ruleset` on stdin, the packets of the
# counter of the rule commented COMMENT, as a number; fails if there is no
# such rule or it has no counter.
ts_nft_pick() {
	# The text form, read with awk: a Python start per counter cost 0.6 s
	# in a TCG guest, and the firewall variants read dozens.  A rule is
	# one line, its comment last: '... counter packets N bytes M drop
	# comment "NAME"'.
	awk -v c="comment \"$1\"" '
		substr($0, length($0) - length(c) + 1) == c {
			for (i = 1; i < NF; i++)
				if ($i == "packets") { print $(i + 1); found = 1; exit }
			found = 2; exit
		}
		END {
			if (found == 2) print "the rule with " c " has no counter" > "/dev/stderr"
			if (!found) print "no rule with " c > "/dev/stderr"
			exit found != 1
		}'
}

# ts_ipt_pick COMMENT: the same from `iptables-nft -L -v -x -n` on stdin
# (-m comment)
ts_ipt_pick() {
	awk -v c="/* $1 */" 'index($0, c) && $1 ~ /^[0-9]+$/ { print $1; found = 1; exit }
		END { if (!found) { print "no rule commented " c > "/dev/stderr"; exit 1 } }'
}

# ts_nft_counter NS COMMENT: ts_nft_pick on NS's ruleset (any table)
ts_nft_counter() {
	local out
	out=$(ip netns exec "$1" nft list ruleset 2>&1) ||
		{ echo "nft list ruleset failed: $out" >&2; return 1; }
	ts_nft_pick "$2" <<< "$out"
}

# ts_fw_values NS NAME...: the named counters of the firewall ts_fw_apply loaded
# in NS, as NAME=VALUE on one line, from one listing of the ruleset (a
# listing is a process start or two in a TCG guest, and the firewall
# variants read a few hundred counters); fails if one cannot be read (its
# value is then "?(the reason)")
ts_fw_values() {
	local ns=$1 fw out pick c v line='' rc=0
	shift
	fw=$(cat "$TMPD/fw.$ns" 2>/dev/null)
	case $fw in
	ipt)
		out=$(ip netns exec "$ns" iptables-nft -L -v -x -n 2>&1) ||
			{ echo "iptables-nft -L failed: $out" >&2; return 1; }
		pick=ts_ipt_pick ;;
	nft|masq|dnat)
		out=$(ip netns exec "$ns" nft list ruleset 2>&1) ||
			{ echo "nft list ruleset failed: $out" >&2; return 1; }
		pick=ts_nft_pick ;;
	*) echo "no firewall in ${ns#"$NSPFX"-}" >&2; return 1 ;;
	esac
	for c in "$@"; do
		v=$($pick "$c" 2>&1 <<< "$out") || { v="?($v)"; rc=1; }
		line+="$c=$v "
	done
	echo "${line% }"
	return $rc
}

# ts_fw_counter NS NAME: one of $FW_COUNTERS of the firewall ts_fw_apply loaded
ts_fw_counter() {
	local v
	v=$(ts_fw_values "$1" "$2") || { [ -z "$v" ] || echo "$v" >&2; return 1; }
	echo "${v#*=}"
}

# ts_fw_counters NS: every counter of $FW_COUNTERS as NAME=VALUE on one line
# (ts_fw_values)
ts_fw_counters() {
	# shellcheck disable=SC2086 # a list of names
	ts_fw_values "$1" $FW_COUNTERS
}

# ts_nf_conntrack_loaded: the conntrack module is loaded (or built in)
ts_nf_conntrack_loaded() {
	grep -q '^nf_conntrack ' /proc/modules || [ -d /sys/module/nf_conntrack ]
}

# ts_debug_kernel: the guest runs check-debug's kernel (KASAN, lockdep), whose
# speed no performance figure may be judged by
ts_debug_kernel() {
	case $(uname -r) in *-tcpsplit-debug) return 0 ;; esac
	return 1
}

# ts_nf_conntrack_builtin: conntrack is part of the kernel image (the debug
# kernel of check-debug), not a module: no refcnt in sysfs
ts_nf_conntrack_builtin() {
	[ -d /sys/module/nf_conntrack ] && [ ! -e /sys/module/nf_conntrack/refcnt ]
}

# ts_ct_entries NS PORT: conntrack's TCP entries (IPv4 and IPv6) in NS whose
# original direction has source port PORT, one per line
ts_ct_entries() {
	{
		ip netns exec "$1" conntrack -L -f ipv4 -p tcp
		ip netns exec "$1" conntrack -L -f ipv6 -p tcp
	} 2>/dev/null |
		awk -v p="sport=$2" '{ for (i = 1; i <= NF; i++) if ($i ~ /^sport=/) { if ($i == p) print; break } }'
}

# ts_ct_split_is NS PORT ZONE FILE: conntrack in NS lists exactly the two legs
# of the split connection of client port PORT: the client leg's entry in no
# zone, the server leg's in zone ZONE, both ESTABLISHED and ASSURED.  The
# entries are left in FILE (to be shown in any case).
ts_ct_split_is() {
	ts_ct_entries "$1" "$2" > "$4"
	$PY - "$4" "$2" "$3" <<'PY'
import re, sys
lines = [l.strip() for l in open(sys.argv[1]) if l.strip()]
port, zone = sys.argv[2], sys.argv[3]
def zone_of(l):
    z = re.findall(r"\bzone(?:-orig|-reply)?=(\d+)", l)
    return ",".join(z) if z else None
def fail(msg):
    print(msg)
    for l in lines:
        print(f"  {l}")
    sys.exit(1)
zones = sorted((zone_of(l) or "" for l in lines))
if zones != ["", zone]:
    fail(f"conntrack lists {len(lines)} entries of client port {port} in zones "
         f"{[z or 'none' for z in zones]}, expected 2: no zone (client leg) and "
         f"zone {zone} (server leg)")
for l in lines:
    if l.split()[3] != "ESTABLISHED" or "[ASSURED]" not in l:
        fail("expected both ESTABLISHED and [ASSURED]")
PY
}
