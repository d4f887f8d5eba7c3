#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# Installs what building, testing and the demo need on Debian 12, and
# nothing that is already there:
#   - build tools, libmnl, the 6.1 and the 6.12 kernel images and headers;
#   - QEMU, iproute2, iperf3 and friends for the guests;
#   - python3-prometheus-client, whose parser reads splitctl metrics in
#     the tests;
#   - nftables, iptables (iptables-nft) and conntrack for the firewall
#     variants of the data path tests;
#   - sparse, shellcheck and linux-source-6.1 (its checkpatch.pl) for the
#     style checks (scripts/style.sh);
#   - virtme-ng in a venv under build/venv;
#   - debhelper, dh-dkms and lintian for the packages (make deb);
#   - with --deb: only what make deb needs, nothing else;
#   - with --bench: also what only the benchmarks use: HAProxy and
#     dante-server (the userspace relays tcpsplit is compared with),
#     nginx-light and curl (the HTTP transfer), tcpdump (the flow-control
#     benchmark's capture of zero windows), python3-matplotlib (the plots)
#     and linux-perf (profiles in the guest).  The benchmarks run their own
#     instances of the servers inside the guest, with their own
#     configurations: the packages' services are not started on
#     installation (a policy-rc.d for the time of the install, the
#     standard Debian way; an existing one is left alone).
#
# Debian 12 ships 6.12 as linux-image-6.12-amd64 in bookworm-security;
# older mirrors only have it in bookworm-backports, which is then enabled
# and used for the two versioned packages only (so that nothing else is
# upgraded from backports).

set -eu
TOP=$(cd "$(dirname "$0")/.." && pwd)
VENV=$TOP/build/venv
VNG_VERSION=1.42
bench=
[ "${1:-}" = --bench ] && bench=1
DEB_DEPS="build-essential pkg-config libmnl-dev debhelper dh-dkms lintian"

export DEBIAN_FRONTEND=noninteractive

log() { echo "deps: $*" >&2; }

apt_updated=
apt_update() {
	[ -n "$apt_updated" ] && return
	log "apt-get update"
	apt-get update -q > /dev/null
	apt_updated=1
}

apt_install() {
	local missing=() p
	for p in "$@"; do
		dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" ||
			missing+=("$p")
	done
	[ ${#missing[@]} -eq 0 ] && return
	apt_update
	log "installing ${missing[*]}"
	apt-get install -y -q --no-install-recommends "${missing[@]}" > /dev/null
}

have_kernel() {		# MAJOR.MINOR: an image with its headers is installed
	local v
	for v in /lib/modules/*; do
		v=${v##*/}
		case $v in
		"$1".*)
			[ -e "/boot/vmlinuz-$v" ] && [ -e "/lib/modules/$v/build/Makefile" ] &&
				return 0 ;;
		esac
	done
	return 1
}

if [ "${1:-}" = --deb ]; then
	if [ "$(id -u)" = 0 ]; then
		# shellcheck disable=SC2086 # a list of words
		apt_install $DEB_DEPS
	else
		for p in $DEB_DEPS; do
			dpkg-query -W "$p" > /dev/null 2>&1 || { log "run as root to install $p"; exit 1; }
		done
	fi
	exit 0
fi

if [ "$(id -u)" != 0 ]; then
	for p in qemu-system-x86 libmnl-dev ${bench:+haproxy dante-server nginx-light python3-matplotlib}; do
		dpkg-query -W "$p" > /dev/null 2>&1 || { log "run as root to install $p"; exit 1; }
	done
else
	apt_install build-essential pkg-config libmnl-dev kmod dkms \
		qemu-system-x86 busybox-static iproute2 iperf3 util-linux \
		procps iputils-ping python3 python3-venv python3-yaml python3-jsonschema \
		python3-prometheus-client \
		nftables iptables conntrack sparse shellcheck linux-source-6.1 \
		debhelper dh-dkms lintian
	if [ -n "$bench" ]; then
		rcd=
		if [ ! -e /usr/sbin/policy-rc.d ]; then
			printf '#!/bin/sh\n# tcpsplit deps.sh: no service starts\nexit 101\n' \
				> /usr/sbin/policy-rc.d
			chmod 755 /usr/sbin/policy-rc.d
			rcd=1
		fi
		rc=0
		apt_install haproxy dante-server nginx-light curl tcpdump \
			python3-matplotlib linux-perf || rc=$?
		[ -n "$rcd" ] && rm -f /usr/sbin/policy-rc.d
		[ "$rc" -eq 0 ] || exit 1
	fi

	if ! have_kernel 6.1; then
		apt_install linux-image-amd64 linux-headers-amd64
	fi
	if ! have_kernel 6.12; then
		apt_update
		if apt-cache show linux-image-6.12-amd64 > /dev/null 2>&1; then
			apt_install linux-image-6.12-amd64 linux-headers-6.12-amd64
		else
			log "enabling bookworm-backports for 6.12"
			cat > /etc/apt/sources.list.d/tcpsplit-backports.sources <<-SRC
			Types: deb
			URIs: http://deb.debian.org/debian
			Suites: bookworm-backports
			Components: main
			Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
			SRC
			apt_updated=
			apt_update
			img=$(apt-cache depends -t bookworm-backports linux-image-amd64 |
			      awk '/Depends: linux-image-6\.12/ {print $2; exit}')
			[ -n "$img" ] || { log "no 6.12 kernel found in bookworm-backports"; exit 1; }
			apt-get install -y -q --no-install-recommends -t bookworm-backports \
				"$img" "${img/linux-image/linux-headers}" > /dev/null
		fi
	fi
fi

if [ ! -x "$VENV/bin/vng" ]; then
	log "installing virtme-ng $VNG_VERSION in $VENV"
	mkdir -p "$TOP/build"
	python3 -m venv "$VENV"
	"$VENV/bin/pip" install -q "virtme-ng==$VNG_VERSION"
fi
