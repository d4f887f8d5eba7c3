#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# Netlink fuzzing (issue 15): random, mostly malformed requests (nlfuzz.py)
# to the tcpsplit family, 20,000 in all (10,000 of other sequences on 6.1
# and on the debug kernel; TCPSPLIT_FUZZ_N sets the number).  Every one must be answered, and the
# namespace's flow table must end as the requests the kernel accepted made
# it (nlfuzz.py keeps that table): first from a namespace of its own, while
# the router's flows stay as they were; then in the router itself while a
# split transfer runs through it (flows may be deleted under it: a live
# connection keeps going); then as an unprivileged user (nobody) in a user
# namespace of its own and a network namespace that user namespace owns (the
# family's changes need CAP_NET_ADMIN there only).  Under check-debug, KASAN
# and lockdep watch the parsers and handlers; run.sh checks the kernel log
# in every run.
#
#   cli 10.0.1.2 ---- 10.0.1.1 rtr 10.0.2.1 ---- 10.0.2.2 srv     fz
#
#   rtr: flow 1 port 5000 (10 Mbit/s on r1 so that the transfer lasts)

# shellcheck source=lib.sh
source "$(dirname "$0")/lib.sh"

ts_module_load || { echo "Bail out! cannot load $TCPSPLIT_KO"; exit $KSFT_FAIL; }
ts_on_exit ts_module_unload

ts_setup_line fz || { echo "Bail out! cannot set up the namespaces"; exit $KSFT_FAIL; }
FUZZ="$PY $SELFTESTS_DIR/nlfuzz.py"

R() { ts_splitctl -n "$rtr" "$@"; }

R add-flow --id 1 --dst 10.0.2.2 --dport 5000 > /dev/null &&
R add-flow --id 2 --src 10.0.1.0/24 --dport 6000-6100 --budget 64k > /dev/null ||
	{ echo "Bail out! cannot add the flows"; exit $KSFT_FAIL; }
# shellcheck disable=SC2034 # read in an eval below
flows0=$(R -j list-flows | sed 's/"stats":{[^}]*}//g')

# fuzz_run SEED CMD...: CMD (a run of nlfuzz.py ending in SEED) with its
# summary line in $TMPD/fuzz.SEED, printed
fuzz_run() {
	local seed=$1 rc
	shift
	"$@" > "$TMPD/fuzz.$seed" 2>&1
	rc=$?
	cat "$TMPD/fuzz.$seed"
	return $rc
}
# fuzz NS N SEED: N requests from NS
fuzz() {
	fuzz_run "$3" ip netns exec "$1" $FUZZ "$2" "$3"
}

# 40% from another namespace, 20% in the router, 40% unprivileged.
# make check runs both series: 6.12 20,000; 6.1, where the module's
# policies and handlers are the same and only the kernel's genetlink and
# policy validation differ, 10,000 of other sequences (seeds 11-13), so
# that the two runs do not repeat each other.  The soak (make soak) sets
# TCPSPLIT_FUZZ_N: 100,000 on each series.
N=20000 S=0
case $(uname -r) in 6.1.*) N=10000 S=10 ;; esac
ts_debug_kernel && N=10000
N=${TCPSPLIT_FUZZ_N:-$N}
N1=$((N * 2 / 5)) N2=$((N / 5)) N3=$((N * 2 / 5))

ts_checkv "$N1 random requests from another namespace are all answered, its flow table is what the accepted ones made" \
	fuzz "$fz" $N1 $((S + 1))
ts_check "... the router's flows are as they were" \
	eval '[ "$(R -j list-flows | sed "s/\"stats\":{[^}]*}//g")" = "$flows0" ]'
ts_check "... and a well-formed add-flow there still works" \
	ts_splitctl -n "$fz" add-flow --id 9 --dst 192.0.2.0/24
ts_check "... and lists" eval 'ts_splitctl -n "$fz" -j list-flows 9 | grep -q "\"id\":9"'

# A transfer split through rtr, slow enough to be live during the fuzz.
tc -n "$rtr" qdisc add dev r1 root netem rate 10mbit limit 1000 ||
	echo "# tc qdisc failed"
ip netns exec "$srv" $XFER serve 5000 > "$TMPD/srv5000.log" 2>&1 &
ts_on_exit "kill $!"
ts_wait_for 60 ts_tcp_listening "$srv" 5000
ip netns exec "$cli" $XFER send 10.0.2.2 5000 --bytes $((8 << 20)) --timeout 60 \
	> "$TMPD/send.out" 2>&1 &
sender=$!
ts_on_exit "kill $sender 2>/dev/null"
live() { R -j conns | grep -q '"state":"relaying"'; }
# (A Python start takes seconds in the guest, more on the debug kernel.)
ts_check "a transfer is split and live before the fuzz" ts_wait_for 60 live
ts_checkv "$N2 random requests in the router during the transfer are all answered, its flow table is what the accepted ones made" \
	fuzz "$rtr" $N2 $((S + 2))
ts_check "... the transfer completes intact (8 MB, digests match)" \
	eval 'ts_reap "$sender" 60 && grep -q "^ok" "$TMPD/send.out" || { cat "$TMPD/send.out"; false; }'

# nobody runs the fuzzer from a copy that it can read (the checkout may be
# under a directory only root enters): nlraw.py finds the family's numbers
# in ../uapi/linux/tcpsplit.h.
pub=$(mktemp -d /tmp/tcpsplit-fuzz.XXXXXX)
ts_on_exit "rm -rf $pub"
mkdir -p "$pub/selftests" "$pub/uapi/linux"
cp "$SELFTESTS_DIR/nlfuzz.py" "$SELFTESTS_DIR/nlraw.py" "$pub/selftests/"
cp "$SELFTESTS_DIR/../uapi/linux/tcpsplit.h" "$pub/uapi/linux/"
chmod -R a+rX "$pub"
# fuzz_userns N SEED: N requests as nobody, root only in a user namespace
# of its own, in a network namespace that this user namespace owns
fuzz_userns() {
	fuzz_run "$2" setpriv --reuid=65534 --regid=65534 --clear-groups \
		unshare --user --map-root-user --net $PY "$pub/selftests/nlfuzz.py" "$1" "$2"
}
ts_checkv "$N3 random requests as an unprivileged user in its own user and network namespaces are all answered, its flow table is what the accepted ones made" \
	fuzz_userns $N3 $((S + 3))
userns_added() {	# the unprivileged run did add flows (uns-admin-perm)
	$PY -c 'import json, sys; j = json.load(open(sys.argv[1])); sys.exit(j["accepted"]["added"] == 0)' \
		"$TMPD/fuzz.$((S + 3))" || { echo "no flow-new of the unprivileged run was accepted: $(cat "$TMPD/fuzz.$((S + 3))")"; return 1; }
}
ts_check "... and some of its flow-new requests were accepted (it may change its own namespace)" userns_added

ts_ktap_finish
