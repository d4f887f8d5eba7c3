#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# The flow table: add, list (dump and by ID), delete and flush round trips
# checked against the expected JSON; matching order; namespaces.

# shellcheck source=lib.sh
source "$(dirname "$0")/lib.sh"

ts_module_load || { echo "Bail out! cannot load $TCPSPLIT_KO"; exit $KSFT_FAIL; }
ts_on_exit ts_module_unload

ts_setup_ns r other

S() { ts_splitctl -n "$r" "$@"; }

# json_eq EXPECTED-JSON COMMAND...: the command's JSON output equals it;
# a literal $Z in EXPECTED-JSON stands for the counters of an unused flow.
json_eq() {
	local want=${1//\$Z/$Z} out
	shift
	out=$("$@") || return 1
	python3 - "$want" "$out" <<'PY'
import json, sys
want, got = json.loads(sys.argv[1]), json.loads(sys.argv[2])
if want != got:
    print("expected:", json.dumps(want, sort_keys=True))
    print("got:     ", json.dumps(got, sort_keys=True))
    sys.exit(1)
PY
}

ip -n "$r" link add dummy7 type dummy
# The counters of a flow that never saw a SYN.
Z='{"syns":0,"split":0,"refused":0,"unreachable":0,"timeout":0,"errors":0,"live":0}'

ts_check "empty table lists as []" json_eq '[]' S -j list-flows
ts_check "add-flow prints ID 1 for the first flow" \
	bash -c "[ \"\$($SPLITCTL -n $r add-flow --dst 10.0.2.0/24 --dport 80)\" = 1 ]"
ts_check "add-flow with --id 10 prints 10" \
	bash -c "[ \"\$($SPLITCTL -n $r add-flow --id 10 --src 192.168.0.0/16 --dst 10.0.3.0/24 --dport 8000-8080 --sport 1024-65535 --iif dummy7)\" = 10 ]"
ts_check "add-flow without --id takes one above the highest (11)" \
	json_eq '{"id":11,"family":"inet","dst":"10.9.9.9/32","stats":$Z}' \
	S -j add-flow --dst 10.9.9.9
ts_check "add-flow --id 5 lands between 1 and 10" \
	bash -c "[ \"\$($SPLITCTL -n $r add-flow --id 5 --sport 5555)\" = 5 ]"

FULL='[
 {"id":1,"family":"inet","dst":"10.0.2.0/24","dport_min":80,"dport_max":80,"stats":$Z},
 {"id":5,"family":"any","sport_min":5555,"sport_max":5555,"stats":$Z},
 {"id":10,"family":"inet","src":"192.168.0.0/16","dst":"10.0.3.0/24",
  "dport_min":8000,"dport_max":8080,"sport_min":1024,"sport_max":65535,
  "iif":"dummy7","stats":$Z},
 {"id":11,"family":"inet","dst":"10.9.9.9/32","stats":$Z}
]'
ts_check "list-flows dumps every flow in ID order" json_eq "$FULL" S -j list-flows
ts_check "list-flows ID gets one flow" \
	json_eq '{"id":5,"family":"any","sport_min":5555,"sport_max":5555,"stats":$Z}' \
	S -j list-flows 5
ts_check "plain list-flows output" bash -c "
	$SPLITCTL -n $r list-flows > $TMPD/plain &&
	diff -u - $TMPD/plain <<'OUT'
flow 1 inet --dst 10.0.2.0/24 --dport 80
	syns 0 split 0 refused 0 unreachable 0 timeout 0 errors 0 live 0
flow 5 any --sport 5555
	syns 0 split 0 refused 0 unreachable 0 timeout 0 errors 0 live 0
flow 10 inet --src 192.168.0.0/16 --dst 10.0.3.0/24 --dport 8000-8080 --sport 1024-65535 --iif dummy7
	syns 0 split 0 refused 0 unreachable 0 timeout 0 errors 0 live 0
flow 11 inet --dst 10.9.9.9/32
	syns 0 split 0 refused 0 unreachable 0 timeout 0 errors 0 live 0
OUT"
ts_check "stats counts 4 flows" bash -c "$SPLITCTL -n $r -j stats | grep -q '\"flows\":4'"
ts_check "stats -j has syns_unparsed, 0 in a namespace that forwarded nothing" \
	ts_ns_is "$r" syns_unparsed 0
ts_check "plain stats shows syns-unparsed next to the other SYN counters" \
	bash -c "$SPLITCTL -n $r stats | grep -Eq ' syns-seen [0-9]+ syns-matched [0-9]+ syns-unparsed 0 '"

ts_check "flows of one namespace are invisible in another" json_eq '[]' ts_splitctl -n "$other" -j list-flows
ts_check "the initial namespace sees none of them" json_eq '[]' ts_splitctl -j list-flows
ts_check "the other namespace starts its own IDs at 1" \
	bash -c "[ \"\$($SPLITCTL -n $other add-flow --dst 10.0.2.0/24 --dport 80)\" = 1 ]"

ts_check "del-flow 5" S del-flow 5
ts_check "list after del-flow 5" json_eq "$(python3 -c "
import json,sys; l=json.loads(sys.argv[1]); print(json.dumps([f for f in l if f['id']!=5]))" "${FULL//\$Z/$Z}")" \
	S -j list-flows
ts_check "the other namespace still has its flow" \
	bash -c "$SPLITCTL -n $other -j list-flows | grep -q '\"id\":1'"
ts_check "flush" S flush
ts_check "list after flush is []" json_eq '[]' S -j list-flows
ts_check "flush of an empty table succeeds" S flush
ts_check "flush did not touch the other namespace" \
	bash -c "$SPLITCTL -n $other -j list-flows | grep -q '\"id\":1'"
ts_check "after flush IDs start again at 1" \
	bash -c "[ \"\$($SPLITCTL -n $r add-flow --dport 1)\" = 1 ]"

# --- IPv6 and flows of both families ---------------------------------------
# The family follows the prefixes; without one a flow covers both families
# (any) unless -4 or -6 names one.  Prefixes come back normalised.
S flush
ts_check "IPv6 flow: add-flow prints its ID" \
	bash -c "[ \"\$($SPLITCTL -n $r add-flow --id 20 --src 2001:DB8:1:0:0::5 --dst 2001:db8:2::/64 --dport 443)\" = 20 ]"
ts_check "IPv6 flow with -j: family inet6, prefix normalised" \
	json_eq '{"id":21,"family":"inet6","dst":"2001:db8:2::/48","sport_min":1024,"sport_max":2047,"stats":$Z}' \
	S -j add-flow --id 21 --dst 2001:0db8:0002:0000::/48 --sport 1024-2047
ts_check "-6 add-flow without a prefix: family inet6" \
	json_eq '{"id":22,"family":"inet6","dport_min":22,"dport_max":22,"stats":$Z}' \
	S -6 -j add-flow --id 22 --dport 22
ts_check "-4 add-flow --dport 80: family inet" \
	json_eq '{"id":23,"family":"inet","dport_min":80,"dport_max":80,"stats":$Z}' \
	S -4 -j add-flow --id 23 --dport 80
ts_check "add-flow --dport 80 without prefix or -4/-6: family any, no clash with the -4 one" \
	json_eq '{"id":24,"family":"any","dport_min":80,"dport_max":80,"stats":$Z}' \
	S -j add-flow --id 24 --dport 80
ts_check "--dst ::/0: an IPv6 flow of every IPv6 address (no prefix shown)" \
	json_eq '{"id":25,"family":"inet6","dport_min":25,"dport_max":25,"stats":$Z}' \
	S -j add-flow --id 25 --dst ::/0 --dport 25
S del-flow 25
S add-flow --id 26 --dst 10.0.5.0/24 > /dev/null
V6='[
 {"id":20,"family":"inet6","src":"2001:db8:1::5/128","dst":"2001:db8:2::/64",
  "dport_min":443,"dport_max":443,"stats":$Z},
 {"id":21,"family":"inet6","dst":"2001:db8:2::/48","sport_min":1024,"sport_max":2047,"stats":$Z},
 {"id":22,"family":"inet6","dport_min":22,"dport_max":22,"stats":$Z},
 {"id":23,"family":"inet","dport_min":80,"dport_max":80,"stats":$Z},
 {"id":24,"family":"any","dport_min":80,"dport_max":80,"stats":$Z},
 {"id":26,"family":"inet","dst":"10.0.5.0/24","stats":$Z}
]'
# only_ids JSON-ARRAY ID...: the flows of the array with these IDs
only_ids() {
	python3 -c '
import json, sys
want = set(map(int, sys.argv[2:]))
print(json.dumps([f for f in json.loads(sys.argv[1]) if f["id"] in want]))' "${V6//\$Z/$Z}" "$@"
}
ts_check "list-flows: IPv6, IPv4 and any flows side by side, in ID order" json_eq "$V6" S -j list-flows
ts_check "-6 list-flows: the IPv6 flows and those of both families" \
	json_eq "$(only_ids 20 21 22 24)" S -6 -j list-flows
ts_check "-4 list-flows: the IPv4 flows and those of both families" \
	json_eq "$(only_ids 23 24 26)" S -4 -j list-flows
ts_check "list-flows 20 gets the IPv6 flow by ID" json_eq "$(only_ids 20 | python3 -c 'import json,sys; print(json.dumps(json.load(sys.stdin)[0]))')" \
	S -j list-flows 20
ts_check "plain list-flows of IPv6, IPv4 and any flows" bash -c "
	$SPLITCTL -n $r list-flows > $TMPD/plain6 &&
	diff -u - $TMPD/plain6 <<'OUT'
flow 20 inet6 --src 2001:db8:1::5/128 --dst 2001:db8:2::/64 --dport 443
	syns 0 split 0 refused 0 unreachable 0 timeout 0 errors 0 live 0
flow 21 inet6 --dst 2001:db8:2::/48 --sport 1024-2047
	syns 0 split 0 refused 0 unreachable 0 timeout 0 errors 0 live 0
flow 22 inet6 --dport 22
	syns 0 split 0 refused 0 unreachable 0 timeout 0 errors 0 live 0
flow 23 inet --dport 80
	syns 0 split 0 refused 0 unreachable 0 timeout 0 errors 0 live 0
flow 24 any --dport 80
	syns 0 split 0 refused 0 unreachable 0 timeout 0 errors 0 live 0
flow 26 inet --dst 10.0.5.0/24
	syns 0 split 0 refused 0 unreachable 0 timeout 0 errors 0 live 0
OUT"
ts_check "plain -4 list-flows lists flows 23, 24 and 26" \
	bash -c "[ \"\$($SPLITCTL -n $r -4 list-flows | awk '\$1 == \"flow\" { printf \"%s \", \$2 }')\" = '23 24 26 ' ]"
ts_expect_fail "an equal IPv6 match, spelt differently, is refused" 1 \
	"^Error: a flow with the same match already exists" \
	S add-flow --dst 2001:db8:2:0::/48 --sport 1024-2047
ts_check "del-flow of an IPv6 flow" S del-flow 20
ts_check "list after deleting the IPv6 flow" json_eq "$(only_ids 21 22 23 24 26)" S -j list-flows
ts_check "-4 conns and -6 conns list nothing, exit 0" \
	bash -c "[ \"\$($SPLITCTL -n $r -4 -j conns)\" = '[]' ] && [ \"\$($SPLITCTL -n $r -6 -j conns)\" = '[]' ]"

# A dump larger than one netlink message must come out whole and in order.
many_flows() {
	local i
	S flush || return 1
	for i in $(seq 300); do
		echo "$i"
	done | xargs -P 4 -I{} "$SPLITCTL" -n "$r" add-flow --id {} --dport {} > /dev/null || return 1
	S -j list-flows | python3 -c '
import json, sys
ids = [f["id"] for f in json.load(sys.stdin)]
assert ids == list(range(1, 301)), ids[:5]'
}
ts_check "300 flows added in parallel dump complete and ordered" many_flows

# Deleting a namespace with flows frees them: the cache check at unload
# (kmem_cache_destroy) reports any leftover in the kernel log.
del_ns_with_flows() {
	local n
	ts_setup_ns gone || return 1
	for n in 1 2 3; do
		ts_splitctl -n "$gone" add-flow --dport "$n" > /dev/null || return 1
	done
	ip netns del "$gone"
}
ts_check "deleting a namespace with flows" del_ns_with_flows
ts_check "unload after namespace deletion" ts_module_unload

ts_ktap_finish
