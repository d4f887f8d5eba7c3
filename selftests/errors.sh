#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# Rejected input: every malformed argument is a usage error (exit 2) that
# sends nothing; every kernel refusal carries an extack message (exit 1);
# refusals leave the existing flows untouched.

# shellcheck source=lib.sh
source "$(dirname "$0")/lib.sh"

RAW="python3 $SELFTESTS_DIR/nlraw.py"

# --- usage errors: exit 2, checked with the module unloaded, so that any
# attempt to talk to the kernel would fail differently (exit 1).
ts_module_unload
ts_expect_fail "usage: bad prefix address" 2 "invalid address '10.0.0.300'" \
	ts_splitctl add-flow --dst 10.0.0.300/24
ts_expect_fail "usage: prefix length over 32" 2 "prefix length 33 is over 32" \
	ts_splitctl add-flow --src 10.0.0.0/33
ts_expect_fail "usage: prefix length not a number" 2 "invalid prefix length" \
	ts_splitctl add-flow --dst 10.0.0.0/x
ts_expect_fail "usage: port 0" 2 "port out of range 1-65535" \
	ts_splitctl add-flow --dport 0
ts_expect_fail "usage: port 65536" 2 "port out of range 1-65535" \
	ts_splitctl add-flow --sport 65536
ts_expect_fail "usage: LO > HI" 2 "ends below its start" \
	ts_splitctl add-flow --dport 90-80
ts_expect_fail "usage: port not a number" 2 "invalid port" \
	ts_splitctl add-flow --dport http
ts_expect_fail "usage: unknown option" 2 "unknown option '--bogus'" \
	ts_splitctl add-flow --bogus
ts_expect_fail "usage: option without its argument" 2 "needs an argument" \
	ts_splitctl add-flow --dst
ts_expect_fail "usage: mixed address families" 2 "different address families" \
	ts_splitctl add-flow --src 10.0.0.0/8 --dst 2001:db8::/32
# IPv6 input: the same checks and messages as IPv4, and the spellings that
# are valid elsewhere (brackets, zone index) are explained.  Run again
# below with the module loaded, to show that they leave the flows alone.
V6_USAGE=(
	"usage: IPv6 prefix length 129|prefix length 129 is over 128|add-flow --dst 2001:db8::/129"
	"usage: IPv6 address with ':::'|invalid address '2001:db8:::'|add-flow --dst 2001:db8:::/64"
	"usage: IPv6 prefix with a zone index|invalid prefix 'fe80::/10%eth0': a prefix has no zone index|add-flow --dst fe80::/10%eth0"
	"usage: IPv6 address with a zone index|invalid prefix 'fe80::1%eth0': a prefix has no zone index|add-flow --src fe80::1%eth0"
	"usage: IPv6 address in brackets|invalid prefix '\\[2001:db8::1\\]': write IPv6 addresses without brackets|add-flow --dst [2001:db8::1]"
	"usage: IPv6 prefix length not a number|invalid prefix length 'x'|add-flow --dst 2001:db8::/x"
	"usage: -4 with an IPv6 prefix|--dst 2001:db8::/64 is an IPv6 prefix, but -4 asks for an IPv4 flow|-4 add-flow --dst 2001:db8::/64"
	"usage: -6 with an IPv4 prefix|--src 10.0.0.0/8 is an IPv4 prefix, but -6 asks for an IPv6 flow|-6 add-flow --src 10.0.0.0/8 --dport 80"
	"usage: -4 and -6 together|-4 and -6 exclude each other|-4 -6 list-flows"
	"usage: -6 flush (would not flush IPv6 only)|flush: -6 applies only to add-flow, list-flows and conns|-6 flush"
	"usage: -4 del-flow|del-flow: -4 applies only to add-flow, list-flows and conns|-4 del-flow 1"
	"usage: -6 stats|stats: -6 applies only to add-flow, list-flows and conns|-6 stats"
	"usage: -6 list-flows ID|list-flows: -6 filters the list of flows; it takes no ID|-6 list-flows 1"
)
v6_usage_errors() {	# PREFIX-OF-DESCRIPTION SPLITCTL-GLOBAL-OPTIONS...
	local what=$1 t desc msg args words
	shift
	for t in "${V6_USAGE[@]}"; do
		IFS='|' read -r desc msg args <<< "$t"
		read -r -a words <<< "$args"	# split, never globbed ([...])
		ts_expect_fail "$what$desc" 2 "$msg" ts_splitctl "$@" "${words[@]}"
	done
}
v6_usage_errors ""
ts_expect_fail "usage: del-flow without ID" 2 "missing argument" \
	ts_splitctl del-flow
ts_expect_fail "usage: del-flow ID 0" 2 "invalid flow ID '0'" \
	ts_splitctl del-flow 0
ts_expect_fail "usage: unknown command" 2 "unknown command 'frobnicate'" \
	ts_splitctl frobnicate
ts_expect_fail "usage: unknown global option" 2 "unknown option '-x'" \
	ts_splitctl -x list-flows
ts_expect_fail "usage: interface name too long" 2 "invalid interface name" \
	ts_splitctl add-flow --iif abcdefghijklmnopq
for b in 0 1 1k 4095 256m1 268435457 1t abc 64kk -1 ""; do
	ts_expect_fail "usage: --budget '$b' (not a size from 4k to 256m)" 2 \
		"--budget: '$b' is not a size from 4k to 256m" \
		ts_splitctl add-flow --budget "$b"
done
for m in 0 1k 65535 abc 1t ""; do
	ts_expect_fail "usage: set mem-limit '$m' (not a size of 64k or more)" 2 \
		"set mem-limit: '$m' is not a size of 64k or more" \
		ts_splitctl set mem-limit "$m"
done
ts_expect_fail "usage: set mem-limit without a size" 2 "missing argument" \
	ts_splitctl set mem-limit
ts_expect_fail "usage: --cc-server without an algorithm" 2 "needs an argument" \
	ts_splitctl add-flow --cc-server
ts_expect_fail "usage: --cc-client name longer than the kernel's 15 characters" 2 \
	"--cc-client: invalid algorithm name 'abcdefghijklmnop'" \
	ts_splitctl add-flow --cc-client abcdefghijklmnop
# What getopt refuses is named as written: one option of a cluster, a long
# option without its value; nothing is sent (the module is not loaded yet:
# a request would fail with exit 1).
ts_expect_fail "usage: an unknown option in a global cluster is named (-jx: '-x')" 2 \
	"^splitctl: unknown option '-x'" ts_splitctl -jx list-flows
ts_expect_fail "usage: an unknown option in a command's cluster is named (-xy: '-x')" 2 \
	"^splitctl: add-flow: unknown option '-x'" ts_splitctl add-flow -xy
ts_expect_fail "usage: an ambiguous long option lists its candidates" 2 \
	"^splitctl: add-flow: option '--d' is ambiguous: --dst, --dport" \
	ts_splitctl add-flow --d 80
ts_expect_fail "usage: a value given to a flag is refused by name" 2 \
	"^splitctl: add-flow: option '--nodelay' takes no argument" \
	ts_splitctl add-flow --nodelay=1
ts_expect_fail "usage: -4 after add-flow says it goes before the command" 2 \
	"add-flow: unknown option '-4': -4 and -6 go before the command" \
	ts_splitctl add-flow --dport 80 -4
ts_expect_fail "usage: -6 after list-flows says it goes before the command" 2 \
	"list-flows: unknown option '-6': -4 and -6 go before the command" \
	ts_splitctl list-flows -6
ts_expect_fail "usage: set ct-zone 0 is refused before anything is sent" 2 \
	"set ct-zone: '0' is not a zone of the server legs" \
	ts_splitctl set ct-zone 0
ts_expect_fail "usage: -c without -b" 2 "-c checks a batch file" \
	ts_splitctl -c list-flows
ts_expect_fail "usage: a batch line's usage error names FILE:LINE, sends nothing" 2 \
	"^splitctl: <stdin>:2: add-flow: option '--d' is ambiguous" \
	bash -c "printf 'flush\nadd-flow --d 80\n' | $SPLITCTL -b -"
ts_check "-h of a command prints its usage, exit 0" \
	bash -c "set -o pipefail; $SPLITCTL add-flow -h | grep -F 'Usage: splitctl [-4|-6] add-flow'"

# --- kernel refusals --------------------------------------------------------
ts_module_load max_flows=4 || { echo "Bail out! cannot load module"; exit $KSFT_FAIL; }
ts_on_exit ts_module_unload
ts_setup_ns r
S() { ts_splitctl -n "$r" "$@"; }
S add-flow --id 1 --dst 10.0.2.0/24 --dport 80 > /dev/null
S add-flow --id 2 --dport 443 > /dev/null
S -j list-flows > "$TMPD/before.json"
limit0=$(ts_ns_stat "$r" mem_limit)

ts_expect_fail "duplicate ID" 1 "^Error: flow ID already in use" \
	S add-flow --id 1 --dport 81
ts_expect_fail "duplicate match" 1 "^Error: a flow with the same match already exists" \
	S add-flow --dst 10.0.2.0/24 --dport 80
ts_expect_fail "deleting an unknown ID" 1 "^Error: no flow with this ID" \
	S del-flow 99
ts_expect_fail "getting an unknown ID" 1 "^Error: no flow with this ID" \
	S list-flows 99
ts_expect_fail "unknown interface" 1 "^Error: no such input interface in this namespace" \
	S add-flow --iif nosuch0
ts_expect_fail "prefix with host bits set" 1 "^Error: prefix has bits set past its length" \
	S add-flow --dst 10.0.2.1/24
ts_expect_fail "IPv6 prefix with host bits set" 1 "^Error: prefix has bits set past its length \\(dst\\)" \
	S add-flow --dst 2001:db8::1/64
ts_expect_fail "IPv6 source prefix with host bits set" 1 "^Error: prefix has bits set past its length \\(src\\)" \
	S add-flow --src 2001:db8:0:1::/48 --dport 80
v6_usage_errors "with flows loaded: " -n "$r"
# An algorithm the kernel does not have: refused when the flow is added,
# the message names it.
ts_expect_fail "unknown --cc-server algorithm" 1 \
	"^Error: .*congestion control.*'nosuchcc'" \
	S add-flow --dport 8080 --cc-server nosuchcc
ts_expect_fail "unknown --cc-client algorithm" 1 \
	"^Error: .*congestion control.*'nosuchcc2'" \
	S add-flow --dport 8081 --cc-client nosuchcc2
S add-flow --id 3 --dport 3 > /dev/null
S add-flow --id 4 --dport 4 > /dev/null
ts_expect_fail "the flow limit (max_flows=4)" 1 "^Error: flow limit of this namespace reached" \
	S add-flow --dport 5
raise_limit() {
	echo 5 > /sys/module/tcpsplit/parameters/max_flows &&
	S add-flow --id 5 --dport 5 > /dev/null &&
	S del-flow 3 && S del-flow 4 && S del-flow 5
}
ts_check "raising max_flows at run time admits one more" raise_limit

ts_expect_fail "no CAP_NET_ADMIN: add-flow gets EPERM" 1 "^Error: Operation not permitted" \
	setpriv --inh-caps=-net_admin --bounding-set=-net_admin "$SPLITCTL" -n "$r" add-flow --dport 9
ts_expect_fail "no CAP_NET_ADMIN: flush gets EPERM" 1 "^Error: Operation not permitted" \
	setpriv --inh-caps=-net_admin --bounding-set=-net_admin "$SPLITCTL" -n "$r" flush
# splitctl refuses zone 0 itself (above); the kernel does too.
ts_expect_fail "ns-set ct-zone 0: the kernel refuses the client legs' zone" 0 \
	"errno=22 .*msg=zone 0 is the client legs' zone: the server legs need a zone of their own" \
	ip netns exec "$r" $RAW ns-set --ns 7:u16=0	# ct-zone
ts_check "... and the zone is still the default (65535)" ts_ns_is "$r" ct_zone 65535
ts_expect_fail "no CAP_NET_ADMIN: set mem-limit gets EPERM" 1 "^Error: Operation not permitted" \
	setpriv --inh-caps=-net_admin --bounding-set=-net_admin "$SPLITCTL" -n "$r" set mem-limit 1m
ts_check "no CAP_NET_ADMIN: reading flows and stats works" \
	setpriv --inh-caps=-net_admin --bounding-set=-net_admin bash -c \
	"$SPLITCTL -n $r list-flows && $SPLITCTL -n $r stats"
# CAP_NET_ADMIN in a user namespace that does not own the network
# namespace is not enough ...
ts_expect_fail "CAP_NET_ADMIN of a foreign user namespace gets EPERM" 1 "^Error: Operation not permitted" \
	ip netns exec "$r" unshare --user --map-root-user "$SPLITCTL" add-flow --dport 9
# ... but it is over a network namespace that the user namespace owns.
ts_check "CAP_NET_ADMIN of the owning user namespace may add flows" \
	unshare --user --map-root-user --net "$SPLITCTL" add-flow --dport 9

# --- hand-made netlink messages (python) ------------------------------------
# Attribute numbers from uapi/linux/tcpsplit.h: flow nest members.
A_ID=2 A_FAMILY=3 A_SRC=4 A_SRC_PLEN=5 A_DST=6 A_DST_PLEN=7 A_DPORT_MIN=8
A_DPORT_MAX=9 A_IIFNAME=13 A_CC_CLIENT=14 A_CC_SERVER=15 A_BUDGET=16 A_STATS=18
NS_MEM_LIMIT=9 NS_MEM_RESERVED=10 NS_SYNS_UNPARSED=15 NS_CONN_BUCKETS=18
RAWNS() { ip netns exec "$r" $RAW "$@"; }

ts_expect_fail "raw: missing family" 0 "errno=22 .*msg=missing address family.*missing-type=$A_FAMILY" \
	RAWNS flow-new $A_DPORT_MIN:u16=80
ts_expect_fail "raw: a replace's flow without its ID is refused" 0 \
	"errno=22 .*msg=every flow of a replace needs its ID.*missing-type=$A_ID" \
	RAWNS replace $A_FAMILY:u16=2 $A_DPORT_MIN:u16=80
ts_expect_fail "raw: bad family" 0 "errno=97 .*msg=address family must be AF_INET, AF_INET6 or AF_UNSPEC \\(both\\)" \
	RAWNS flow-new $A_FAMILY:u16=7
# A flow of both families (AF_UNSPEC) names no prefix: each prefix attribute is refused.
ANY_PREFIX="errno=22 .*msg=a flow for both address families cannot have address prefixes.*offset="
ts_expect_fail "raw: both families (AF_UNSPEC) with a destination prefix" 0 "$ANY_PREFIX" \
	RAWNS flow-new $A_FAMILY:u16=0 $A_DST:hex=0a000000 $A_DST_PLEN:u8=8
ts_expect_fail "raw: both families (AF_UNSPEC) with an IPv6 source prefix" 0 "$ANY_PREFIX" \
	RAWNS flow-new $A_FAMILY:u16=0 $A_SRC:hex=20010db8000000000000000000000000 $A_SRC_PLEN:u8=32
ts_expect_fail "raw: both families (AF_UNSPEC) with a prefix length alone" 0 "$ANY_PREFIX" \
	RAWNS flow-new $A_FAMILY:u16=0 $A_DST_PLEN:u8=0 $A_DPORT_MIN:u16=80
ts_expect_fail "raw: IPv6 family with a 4-byte address" 0 "errno=22 .*msg=address length does not match the address family" \
	RAWNS flow-new $A_FAMILY:u16=10 $A_DST:hex=0a000000 $A_DST_PLEN:u8=8
ts_expect_fail "raw: IPv6 prefix length 129" 0 "errno=34 .*msg=integer out of range.*offset=" \
	RAWNS flow-new $A_FAMILY:u16=10 $A_DST:hex=20010db8000000000000000000000000 $A_DST_PLEN:u8=129
ts_expect_fail "raw: IPv6 prefix with host bits set" 0 "errno=22 .*msg=prefix has bits set past its length" \
	RAWNS flow-new $A_FAMILY:u16=10 $A_DST:hex=20010db8000000000000000000000001 $A_DST_PLEN:u8=127
ts_expect_fail "raw: syns_unparsed is read only" 0 "errno=22 .*msg=read only" \
	RAWNS ns-set --ns $NS_SYNS_UNPARSED:u64=0
ts_expect_fail "raw: unknown attribute in the flow nest" 0 "errno=22 .*msg=Unknown attribute type" \
	RAWNS flow-new $A_FAMILY:u16=2 200:u32=1
ts_expect_fail "raw: unknown top-level attribute" 0 "errno=22 .*msg=Unknown attribute type" \
	RAWNS flow-new --no-nest 77:u32=1
ts_expect_fail "raw: oversized interface name" 0 "errno=(22|34) .*offset=" \
	RAWNS flow-new $A_FAMILY:u16=2 $A_IIFNAME:str=abcdefghijklmnopqrstuvwxyz0123456789
ts_expect_fail "raw: oversized address (20 bytes)" 0 "errno=(22|34) .*offset=" \
	RAWNS flow-new $A_FAMILY:u16=2 $A_DST:hex=0a00000000000000000000000000000000000000 $A_DST_PLEN:u8=8
ts_expect_fail "raw: IPv4 family with a 16-byte address" 0 "errno=22 .*msg=address length does not match the address family" \
	RAWNS flow-new $A_FAMILY:u16=2 $A_DST:hex=20010db8000000000000000000000000 $A_DST_PLEN:u8=32
ts_expect_fail "raw: prefix length 33 for IPv4" 0 "errno=22 .*msg=prefix length too long for the address family" \
	RAWNS flow-new $A_FAMILY:u16=2 $A_DST:hex=0a000000 $A_DST_PLEN:u8=33
ts_expect_fail "raw: address without prefix length" 0 "errno=22 .*msg=address without a prefix length" \
	RAWNS flow-new $A_FAMILY:u16=2 $A_DST:hex=0a000000
ts_expect_fail "raw: port 0" 0 "errno=34 .*offset=" \
	RAWNS flow-new $A_FAMILY:u16=2 $A_DPORT_MIN:u16=0
ts_expect_fail "raw: LO > HI" 0 "errno=22 .*msg=port range ends below its start" \
	RAWNS flow-new $A_FAMILY:u16=2 $A_DPORT_MIN:u16=90 $A_DPORT_MAX:u16=80
ts_expect_fail "raw: unknown congestion control" 0 "errno=2 .*msg=.*congestion control.*offset=" \
	RAWNS flow-new $A_FAMILY:u16=2 $A_CC_CLIENT:str=nosuchcc
ts_expect_fail "raw: empty congestion control name" 0 "errno=22 .*msg=empty congestion control name" \
	RAWNS flow-new $A_FAMILY:u16=2 $A_CC_SERVER:str=
ts_expect_fail "raw: congestion control name of 16 characters" 0 "errno=(22|34) .*offset=" \
	RAWNS flow-new $A_FAMILY:u16=2 $A_CC_SERVER:str=abcdefghijklmnop
ts_expect_fail "raw: budget 4095 (below 4 KiB)" 0 "errno=34 .*offset=" \
	RAWNS flow-new $A_FAMILY:u16=2 $A_BUDGET:u32=4095
ts_expect_fail "raw: budget 256 MiB + 1" 0 "errno=34 .*offset=" \
	RAWNS flow-new $A_FAMILY:u16=2 $A_BUDGET:u32=268435457
ts_expect_fail "raw: budget as a u16" 0 "errno=(22|34) .*offset=" \
	RAWNS flow-new $A_FAMILY:u16=2 $A_BUDGET:u16=8192
ts_expect_fail "raw: mem-limit 65535 (below 64 KiB)" 0 "errno=34 .*offset=" \
	RAWNS ns-set --ns $NS_MEM_LIMIT:u64=65535
ts_expect_fail "raw: mem_reserved is read only" 0 "errno=22 .*msg=read only" \
	RAWNS ns-set --ns $NS_MEM_RESERVED:u64=0
ts_expect_fail "raw: conn_buckets is read only" 0 "errno=22 .*msg=read only" \
	RAWNS ns-set --ns $NS_CONN_BUCKETS:u32=64
ts_expect_fail "raw: read-only counters in a request" 0 "errno=22 .*msg=flow counters are read only" \
	RAWNS flow-new $A_FAMILY:u16=2 $A_STATS:hex=
ts_expect_fail "raw: flow-new without the flow nest" 0 "errno=22 .*msg=missing flow attributes" \
	RAWNS flow-new --no-nest
ts_expect_fail "raw: flow-del without an ID" 0 "errno=22 .*msg=missing flow ID.*missing-type=$A_ID" \
	RAWNS flow-del $A_FAMILY:u16=2
ts_expect_fail "raw: attribute on flush (takes none)" 0 "errno=22" \
	RAWNS flow-flush --no-nest 1:u32=1
ts_expect_fail "raw: unknown command" 0 "errno=95" \
	RAWNS 99 --no-nest
ts_expect_fail "raw: a valid request is accepted" 0 "errno=0" \
	RAWNS flow-new $A_FAMILY:u16=2 $A_DPORT_MIN:u16=7777

# The refusals changed nothing: the table is what it was, plus the one
# valid raw request; the memory limit is still the default.
tables_intact() {
	S del-flow 3 > /dev/null	# the valid raw request got ID 3
	S -j list-flows > "$TMPD/after.json"
	diff -u "$TMPD/before.json" "$TMPD/after.json"
}
ts_check "refused requests left the flow table unchanged" tables_intact
ts_check "refused requests left the memory limit unchanged" ts_ns_is "$r" mem_limit "$limit0"

ts_ktap_finish
