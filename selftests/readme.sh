#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# The README's shell examples, run as an operator would copy them, so that
# the README cannot drift from the tool.  Every ```sh block of README.md
# follows a marker line:
#   <!-- readme-test: router -->        run it in the router's namespace
#   <!-- readme-test: skip: REASON -->  not run here (installs, boots guests)
# and a plain ``` block marked
#   <!-- readme-test: conf -->          a file for splitctl -b: the router's
#                                       splitctl -c -b (the kernel's check too)
# accepts it.  A ```sh block without a marker fails.  Blocks run in order, with bash -e; each
# "## " or "### " section starts from a router without flows, nft rules or
# route attributes.  After a section, transfers through the router check
# what its flows must do, with the router's own socket table (ss) as the
# witness of a split: a server leg is a socket of the router whose local
# address is the client's.
#
#   cli 203.0.113.10 -c0--lan0- 203.0.113.1 rtr 198.51.100.1 -wan0--s0- 198.51.100.10 srv
#       2001:db8:1::10             2001:db8:1::1 2001:db8:100::1            2001:db8:100::10
#                                  rtr 192.0.2.2 -sat0--m0- 192.0.2.1 sat (the default route)

# shellcheck source=lib.sh
source "$(dirname "$0")/lib.sh"

README=${TCPSPLIT_README:-$TOPDIR/README.md}
[ -r "$README" ] || { echo "Bail out! no $README"; exit $KSFT_FAIL; }
ts_module_load || { echo "Bail out! cannot load $TCPSPLIT_KO"; exit $KSFT_FAIL; }
ts_on_exit ts_module_unload
ts_setup_ns cli rtr srv sat || exit $KSFT_FAIL
# shellcheck disable=SC2154 # set by ts_setup_ns
{
	ts_link_ns "$cli" c0 203.0.113.10/24 "$rtr" lan0 203.0.113.1/24 &&
	ts_link_ns "$rtr" wan0 198.51.100.1/24 "$srv" s0 198.51.100.10/24 &&
	ts_link_ns "$rtr" sat0 192.0.2.2/30 "$sat" m0 192.0.2.1/30 &&
	ip -n "$cli" addr add 2001:db8:1::10/64 dev c0 nodad &&
	ip -n "$rtr" addr add 2001:db8:1::1/64 dev lan0 nodad &&
	ip -n "$rtr" addr add 2001:db8:100::1/64 dev wan0 nodad &&
	ip -n "$srv" addr add 2001:db8:100::10/64 dev s0 nodad &&
	ip -n "$cli" route add default via 203.0.113.1 &&
	ip -n "$cli" -6 route add default via 2001:db8:1::1 &&
	ip -n "$srv" route add default via 198.51.100.1 &&
	ip -n "$srv" -6 route add default via 2001:db8:100::1 &&
	ip -n "$rtr" route add default via 192.0.2.1 dev sat0 &&
	ip netns exec "$rtr" sysctl -qw net.ipv4.ip_forward=1 \
		net.ipv6.conf.all.forwarding=1
} || { echo "Bail out! topology"; exit $KSFT_FAIL; }

# What a block runs with: the README's commands by their names.  modprobe
# of the module loads this build's, which the guest cannot install.
mkdir -p "$TMPD/bin"
ln -s "$SPLITCTL" "$TMPD/bin/splitctl"
cat > "$TMPD/preamble" <<EOF
export PATH="$TMPD/bin:\$PATH:/usr/sbin:/sbin"
modprobe() {
	if [ "\$1" = tcpsplit ]; then
		[ -d /sys/module/tcpsplit ] || insmod "$TCPSPLIT_KO"
	else
		command modprobe "\$@"
	fi
}
EOF

# The blocks, one file each: $TMPD/blocks/N.{kind,section,sh}
python3 - "$README" "$TMPD/blocks" <<'PY'
import os, re, sys
readme, out = sys.argv[1], sys.argv[2]
os.makedirs(out)
section, marker, fence, n = "", None, None, 0
for lineno, line in enumerate(open(readme), 1):
    if fence is not None:		# inside a fenced block
        if not line.startswith("```"):
            fence.append(line)
            continue
        if kind is not None:
            n += 1
            for ext, text in (("kind", kind), ("section", section),
                              ("line", str(start)), ("sh", "".join(fence))):
                with open(f"{out}/{n:02d}.{ext}", "w") as f:
                    f.write(text)
        fence = None
        continue
    if line.startswith("```"):
        fence, start = [], lineno
        kind = (marker or "unmarked") if line.strip() == "```sh" else None
        if line.strip() == "```" and marker == "conf":
            kind = "conf"
        marker = None
        continue
    m = re.match(r"#{2,3} (.*)", line)
    if m:
        section = m.group(1).strip()
    m = re.match(r"<!-- readme-test: (.*?) -->", line)
    if m:
        marker = m.group(1)
PY
[ $? = 0 ] || { echo "Bail out! cannot read $README"; exit $KSFT_FAIL; }

reset_router() {
	"$SPLITCTL" -n "$rtr" flush &&
	ip netns exec "$rtr" nft flush ruleset &&
	ip -n "$rtr" route replace default via 192.0.2.1 dev sat0
}

# split_is NAME PORT CLIENT YES|NO [CC]: the paused transfer NAME (to
# PORT): the router holds sockets of it, one bound to the client's
# CLIENT:port (YES; with CC, one of them runs that congestion control),
# or none at all (NO); then the transfer completes intact.
split_is() {
	local name=$1 port=$2 client=$3 want=$4 cc=${5:-} cport legs rc=0
	ts_at_pause "$name" 1 || return 1
	cport=$(ts_paused_port "$name") || return 1
	# Any state: at the pause the server may have sent its part and
	# closed its side already.
	legs=$(ip netns exec "$rtr" ss -Htn "( sport = :$cport or dport = :$cport )")
	if [ "$want" = YES ] && ! grep -qF "$client:$cport" <<< "$legs"; then
		echo "no socket of client port $cport in the router:"
		ip netns exec "$rtr" ss -tn
		rc=1
	fi
	if [ -n "$cc" ] && ! ip netns exec "$rtr" ss -Htin "( sport = :$cport or dport = :$cport )" |
			grep -qw "$cc"; then
		echo "no socket of client port $cport in the router runs $cc:"
		ip netns exec "$rtr" ss -tin "( sport = :$cport or dport = :$cport )"
		rc=1
	fi
	if [ "$want" = NO ] && [ -n "$legs" ]; then
		echo "the router holds sockets of a forwarded connection:"
		echo "$legs"
		rc=1
	fi
	ts_paused_end "$name" "$port" || rc=1
	return $rc
}

# transfer NAME DIAL PORT SERVER SEEN YES|NO [CC]: checks one connection
transfer() {
	local name=$1 port=$3 client=203.0.113.10
	DIAL=$2 SRV=$4 SEEN=$5
	case $DIAL in *:*) client="[2001:db8:1::10]" ;; esac
	ts_paused "$name" "$port" 65536 --bytes 262144
	ts_check "$name: $DIAL port $port $([ "$6" = YES ] && echo split${7:+ with $7 on a leg} || echo forwarded), intact" \
		split_is "$name" "$port" "$client" "$6" "${7:-}"
}

for p in 22 443 5001 5201; do
	ts_bserve "$p" "$srv" :: || { echo "Bail out! server on $p"; exit $KSFT_FAIL; }
done

# The section's transfers, after its last block
verify() {
	case $1 in
	Configure)
		transfer quickstart 198.51.100.10 5201 198.51.100.10 203.0.113.10 YES
		transfer quickstart-other 198.51.100.10 5001 198.51.100.10 203.0.113.10 NO ;;
	"Example 1"*)
		transfer sat 198.51.100.10 5001 198.51.100.10 203.0.113.10 YES bbr ;;
	"Example 2"*)
		transfer branch 198.51.100.10 5001 198.51.100.10 203.0.113.10 YES
		transfer branch-ssh 198.51.100.10 22 198.51.100.10 203.0.113.10 NO
		transfer branch6 2001:db8:100::10 5001 2001:db8:100::10 2001:db8:1::10 YES ;;
	"Example 3"*)
		transfer relay 203.0.113.1 443 198.51.100.10 198.51.100.1 YES ;;
	esac
}

prev=
ran=0
for f in "$TMPD"/blocks/*.sh; do
	b=${f%.sh}
	kind=$(< "$b.kind") section=$(< "$b.section") line=$(< "$b.line")
	if [ "$section" != "$prev" ]; then
		[ -n "$prev" ] && verify "$prev"
		ts_check "section $section: router reset" reset_router
		prev=$section
	fi
	case $kind in
	router)
		ts_check "README line $line ($section) runs" \
			ip netns exec "$rtr" bash -e -c "source '$TMPD/preamble'; $(< "$f")"
		ran=$((ran + 1)) ;;
	conf)
		ts_check "README line $line ($section): splitctl -c -b accepts the file" \
			ip netns exec "$rtr" "$SPLITCTL" -c -b "$f"
		ran=$((ran + 1)) ;;
	skip:*)
		echo "# README line $line ($section): not run here (${kind#skip: })" ;;
	*)
		ts_check "README line $line ($section) has a readme-test marker" false ;;
	esac
done
[ -n "$prev" ] && verify "$prev"
# Each section above that verify() knows must have been seen: a renamed
# section would otherwise drop its checks without a trace.
for s in Configure "Example 1" "Example 2" "Example 3"; do
	ts_check "README has a section '$s' with examples" \
		grep -q "^## $s\|^### $s" "$README"
done
ts_check "README: at least 6 example blocks ran (ran $ran)" test "$ran" -ge 6
ts_ktap_finish
