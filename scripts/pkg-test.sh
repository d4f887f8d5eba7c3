#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# pkg-test.sh OUT: the packages' life cycle in a throwaway root, on the
# host: install, upgrade, removal and purge of the packages of build/deb
# (make deb) as dpkg and DKMS do them on a router.  The root is an overlay
# over the host's / whose upper layer is a tmpfs, mounted in a mount
# namespace of this script's own and entered with chroot: dpkg and DKMS
# run natively, and nothing they write reaches the host's system.
#
# Witnesses: dkms status and the module files for each kernel; modprobe's
# own resolution of "tcpsplit"; systemd-analyze verify of the installed
# units; what the maintainer scripts asked of systemctl, modprobe and
# rmmod (stand-ins that log their calls, with /run/systemd/system present
# so that the scripts take their systemd paths); after the purge, the
# overlay's upper layer, which holds everything the packages' life left
# behind.
#
# Leaves OUT/root: the upper layer as it was after the installation,
# which selftests/package.sh lays over a guest's root to load the module
# with modprobe and run the units' commands (this machine's kernel cannot
# load modules).  Prints a line per check ("ok - ..." or "not ok - ..."
# with what was seen) and exits 1 if any failed.

set -u
TOP=$(cd "$(dirname "$0")/.." && pwd)
OUT=${1:?usage: pkg-test.sh OUT}
if [ "${PKG_TEST_NS:-}" != 1 ]; then
	[ "$(id -u)" = 0 ] || { echo "pkg-test: run as root" >&2; exit 1; }
	mkdir -p "$OUT"
	OUT=$(cd "$OUT" && pwd)
	exec unshare -m --propagation private env PKG_TEST_NS=1 "$0" "$OUT"
fi

ver=$(cat "$TOP/VERSION")
up=$ver+pkgtest1
DEBS=$TOP/build/deb
mapfile -t kvers < <("$TOP/scripts/kernels.sh")
newest=${kvers[${#kvers[@]} - 1]}
PATH_ROOT=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
fails=0
t0=$SECONDS

# check DESCRIPTION COMMAND...: one check; its output is shown if it fails
check() {
	local desc=$1 out
	shift
	if out=$("$@" 2>&1); then
		echo "ok - $desc"
	else
		echo "not ok - $desc"
		sed 's/^/#   /' <<< "$out"
		fails=$((fails + 1))
	fi
}

# in_root COMMAND...: runs COMMAND in the throwaway root
in_root() {
	chroot "$R" env -i PATH=$PATH_ROOT HOME=/root LANG=C.UTF-8 \
		DEBIAN_FRONTEND=noninteractive "$@"
}

phase() {
	echo "# $1 (at $((SECONDS - t0)) s)"
}

rm -rf "${OUT:?}/root" "${OUT:?}/mnt" "${OUT:?}/up" "${OUT:?}"/tcpsplit*
mkdir -p "$OUT/mnt"
T=$OUT/mnt
R=$T/root
mount -t tmpfs tmpfs "$T" || exit 1
mkdir "$T/upper" "$T/work" "$R" "$T/fake"
mount -t overlay overlay -o "lowerdir=/,upperdir=$T/upper,workdir=$T/work" "$R" || exit 1
mount -t proc proc "$R/proc" && mount --rbind /sys "$R/sys" &&
	mount --rbind /dev "$R/dev" && mount -t tmpfs tmpfs "$R/run" &&
	mount -t tmpfs tmpfs "$R/tmp" || exit 1

# The stand-ins, first on the maintainer scripts' PATH (a bind mount: not
# in the upper layer).  systemctl logs what would act on the running
# manager and does nothing; the rest (preset, enable, is-enabled: what
# deb-systemd-helper and deb-systemd-invoke do and ask) the real one does
# offline, on the unit files.
CALLS=$R/run/calls
cat > "$T/fake/systemctl" <<'EOF'
#!/bin/sh
echo "systemctl $*" >> /run/calls
for a; do
	case $a in
	--root=*) exec /bin/systemctl "$@" ;;
	is-enabled | preset | enable | disable | reenable | mask | unmask)
		for u; do :; done
		exec /bin/systemctl --root=/ "$a" "$u" ;;
	esac
done
case " $* " in
*" is-active "*) exit 3 ;;
esac
exit 0
EOF
for c in modprobe rmmod insmod; do
	printf '#!/bin/sh\necho "%s $*" >> /run/calls\nexit 1\n' "$c" > "$T/fake/$c"
done
chmod 755 "$T"/fake/*
mount --bind "$T/fake" "$R/usr/local/sbin" || exit 1
mkdir -p "$R/run/systemd/system"
# A host may forbid maintainer scripts to start services (a container's
# policy-rc.d): here what they ask is under test.  man-db's index is not.
rm -f "${R:?}/usr/sbin/policy-rc.d" "${R:?}/var/lib/man-db/auto-update"

# --- install -------------------------------------------------------------

cp "$DEBS"/tcpsplit_"${ver}"_*.deb "$DEBS/tcpsplit-dkms_${ver}_all.deb" "$R/tmp/" || exit 1
phase "install $ver"
check "dpkg installs tcpsplit-dkms and tcpsplit" \
	in_root sh -c "dpkg -i /tmp/tcpsplit-dkms_${ver}_all.deb /tmp/tcpsplit_${ver}_*.deb"
phase "installed"

dkms_installed() {	# VERSION KVER: dkms status says installed
	local s
	s=$(in_root dkms status -m tcpsplit -v "$1" -k "$2")
	echo "dkms status: $s"
	grep -q "^tcpsplit/$1, $2, [^:]*: installed" <<< "$s"
}

# module_is VERSION KVER: the module DKMS installed for KVER is VERSION's,
# built for KVER, and the one modprobe resolves "tcpsplit" to
module_is() {
	local ko v
	ko=$(in_root find "/lib/modules/$2/updates/dkms" -name 'tcpsplit.ko*')
	[ -n "$ko" ] || { echo "no tcpsplit.ko* in /lib/modules/$2/updates/dkms"; return 1; }
	v=$(in_root modinfo -F version "$ko")
	[ "$v" = "$1" ] || { echo "$ko: version $v, expected $1"; return 1; }
	in_root modinfo -F vermagic "$ko" | grep -q "^$2 " ||
		{ echo "$ko is not built for $2"; return 1; }
	in_root /sbin/modprobe -S "$2" --show-depends tcpsplit | grep -q "insmod $ko" ||
		{ echo "modprobe -S $2 tcpsplit resolves to:"; in_root /sbin/modprobe -S "$2" --show-depends tcpsplit; return 1; }
}

for k in "${kvers[@]}"; do
	check "dkms status: tcpsplit $ver installed for $k" dkms_installed "$ver" "$k"
	check "the module for $k is $ver's, built for $k, found by modprobe" module_is "$ver" "$k"
done

units="tcpsplit.service tcpsplit-metrics.service tcpsplit-metrics.timer"
verify_units() {
	local u out rc=0
	for u in $units; do
		[ -f "$R/lib/systemd/system/$u" ] || { echo "no /lib/systemd/system/$u"; rc=1; }
	done
	# shellcheck disable=SC2046 # a list of words
	out=$(in_root systemd-analyze verify $(printf '/lib/systemd/system/%s ' $units) 2>&1) || rc=1
	[ -z "$out" ] || { echo "$out"; rc=1; }
	return $rc
}
check "the units are installed and pass systemd-analyze verify" verify_units

enabled() {		# TARGET UNIT: the unit is enabled in TARGET
	[ -L "$R/etc/systemd/system/$1.wants/$2" ] && return 0
	echo "no /etc/systemd/system/$1.wants/$2"
	return 1
}
check "tcpsplit.service is enabled (sysinit.target)" enabled sysinit.target tcpsplit.service
check "tcpsplit-metrics.timer is not enabled" \
	test ! -e "$R/etc/systemd/system/timers.target.wants/tcpsplit-metrics.timer"

# calls_have / calls_lack REGEX: the maintainer scripts' calls so far
calls_have() {
	grep -Eq "$1" "$CALLS" 2>/dev/null && return 0
	echo "no call matching '$1'; the calls:"
	cat "$CALLS" 2>/dev/null
	return 1
}
calls_lack() {
	! grep -E "$1" "$CALLS" 2>/dev/null || { echo "(the calls above should not have been made)"; return 1; }
}
check "installation starts tcpsplit.service" calls_have ' start tcpsplit\.service$'
check "installation does not start the timer" calls_lack ' (start|restart) .*tcpsplit-metrics'
check "installation neither loads nor unloads a module" calls_lack '^(modprobe|rmmod|insmod)'

is_conffile() {
	in_root dpkg-query -W -f='${Conffiles}\n' tcpsplit | tee /dev/stderr |
		grep -q '^ /etc/tcpsplit.conf '
}
check "/etc/tcpsplit.conf is a conffile" is_conffile
check "splitctl -V says $ver" sh -c "chroot '$R' /usr/sbin/splitctl -V | grep -qx 'splitctl $ver'"

# The completion, with bash-completion's _init_completion as a stub.
complete_is() {		# WANT WORDS...: completing the last word gives WANT
	local want=$1
	shift
	in_root bash -c '
		_init_completion() {
			words=("${COMP_WORDS[@]}") cword=$COMP_CWORD
			cur=${words[cword]} prev=${words[cword - 1]}
		}
		source /usr/share/bash-completion/completions/splitctl
		COMP_WORDS=("$@") COMP_CWORD=$(($# - 1))
		_splitctl
		echo "${COMPREPLY[*]}"' _ "$@" > "$T/complete.out" || return 1
	[ "$(< "$T/complete.out")" = "$want" ] && return 0
	echo "completing '$*': '$(< "$T/complete.out")', expected '$want'"
	return 1
}
completions() {
	complete_is 'flush' splitctl fl &&
		complete_is '--cc-client --cc-server' splitctl -j add-flow --dst 10.0.0.0/8 --cc- &&
		complete_is 'ct-zone mem-limit' splitctl set ''
}
check "bash completion completes commands and add-flow's options" completions

# What the guest needs: the upper layer now, without the overlay's
# whiteouts (character devices), which only mean something to overlayfs.
phase "snapshot for the guest"
mkdir -p "$OUT/root"
(cd "$T/upper" && find . ! -type c -print0 |
	tar --null --no-recursion -T - -cf - | tar -C "$OUT/root" -xf -) ||
	{ echo "not ok - the installed root is kept for the guest"; fails=$((fails + 1)); }

# --- upgrade -------------------------------------------------------------

phase "build $up"
# The same sources as a newer version, as a release would be.
cp -a "$DEBS/src" "$OUT/up"
(
	cd "$OUT/up" || exit 1
	echo "$up" > VERSION
	sed -i "s/^PACKAGE_VERSION=.*/PACKAGE_VERSION=\"$up\"/" dkms.conf
	{
		printf 'tcpsplit (%s) bookworm; urgency=medium\n\n  * pkg-test.sh upgrade\n\n' "$up"
		printf ' -- pkg-test <root@localhost>  %s\n\n' "$(date -R)"
		cat debian/changelog
	} > debian/changelog.new && mv debian/changelog.new debian/changelog
	dpkg-buildpackage --build=binary --no-sign > ../up.log 2>&1
) || { echo "not ok - $up builds"; tail -n 30 "$OUT/up.log" | sed 's/^/#   /'; exit 1; }
cp "$OUT"/tcpsplit_"${up}"_*.deb "$OUT/tcpsplit-dkms_${up}_all.deb" "$R/tmp/" || exit 1

echo "# an operator's flows" >> "$R/etc/tcpsplit.conf"
: > "$CALLS"
phase "upgrade to $up"
check "dpkg upgrades both packages to $up" \
	in_root sh -c "dpkg -i /tmp/tcpsplit-dkms_${up}_all.deb /tmp/tcpsplit_${up}_*.deb"
phase "upgraded"
check "the upgrade neither stops nor restarts tcpsplit.service" \
	calls_lack ' (stop|restart|try-restart|reload|reload-or-restart) tcpsplit\.service'
check "the upgrade neither loads nor unloads a module" calls_lack '^(modprobe|rmmod|insmod)'
# common.postinst builds an upgrade for the running kernel and the newest:
# in a chroot the running kernel is the host's, not installed here.
check "dkms status: $up installed for the newest kernel, $newest" dkms_installed "$up" "$newest"
check "the module for $newest is $up's" module_is "$up" "$newest"
check "dkms and /usr/src have no $ver left" \
	sh -c "! ls -d '$R/var/lib/dkms/tcpsplit/$ver' '$R/usr/src/tcpsplit-$ver' 2>/dev/null"
check "the operator's /etc/tcpsplit.conf is kept" grep -q "an operator's flows" "$R/etc/tcpsplit.conf"
check "tcpsplit.service is still enabled" enabled sysinit.target tcpsplit.service

# --- removal and purge ---------------------------------------------------

: > "$CALLS"
phase "remove"
check "dpkg removes both packages" in_root dpkg -r tcpsplit tcpsplit-dkms
check "removal stops tcpsplit.service (its ExecStop flushes the flows)" \
	calls_have ' stop tcpsplit\.service$'
check "removal does not unload the module" calls_lack '^(modprobe|rmmod|insmod)'

no_module_left() {
	local rc=0 k f
	for k in "${kvers[@]}"; do
		f=$(find "$R/lib/modules/$k" -name 'tcpsplit.ko*')
		[ -z "$f" ] || { echo "left: $f"; rc=1; }
		! grep -q tcpsplit "$R/lib/modules/$k/modules.dep" ||
			{ echo "modules.dep of $k names tcpsplit"; rc=1; }
	done
	for f in /var/lib/dkms/tcpsplit /usr/src/tcpsplit-"$ver" /usr/src/tcpsplit-"$up" \
		 /usr/sbin/splitctl /usr/share/bash-completion/completions/splitctl; do
		[ ! -e "$R$f" ] || { echo "left: $f"; rc=1; }
	done
	for f in $units; do
		[ ! -e "$R/lib/systemd/system/$f" ] || { echo "left: /lib/systemd/system/$f"; rc=1; }
	done
	return $rc
}
check "after removal: no module, DKMS tree, source, tool or unit" no_module_left
check "after removal: /etc/tcpsplit.conf is kept (a conffile)" test -e "$R/etc/tcpsplit.conf"

phase "purge"
check "dpkg purges both packages" in_root dpkg -P tcpsplit tcpsplit-dkms
check "after purge: no /etc/tcpsplit.conf" sh -c "! ls -d '$R'/etc/tcpsplit.conf*"
check "after purge: tcpsplit.service is not enabled" \
	sh -c "! ls '$R'/etc/systemd/system/*.wants/tcpsplit* 2>/dev/null"

# Everything the overlay's upper layer holds now: dpkg's and the test's
# own bookkeeping, and files depmod rewrote, which must equal the host's.
left_behind() {
	local f rc=0
	while IFS= read -r -d '' f; do
		f=${f#.}
		case $f in
		/var/lib/dpkg/* | /var/log/* | /var/cache/debconf/* | /var/cache/man/* | \
		/var/lib/systemd/deb-systemd-helper-enabled | /var/lib/systemd/deb-systemd-helper-masked)
			continue ;;
		/var/lib/dkms/mok.key | /var/lib/dkms/mok.pub)
			continue ;;	# DKMS's signing key, made at its first build
		/lib/modules/*/modules.* | /usr/lib/modules/*/modules.*)
			cmp -s "$T/upper$f" "$f" && continue
			echo "differs from the host's: $f"
			rc=1
			continue ;;
		esac
		if [ -d "$T/upper$f" ]; then
			# A directory the lower layer has too holds the
			# changes under it; a new one is left behind.
			[ -d "$f" ] && continue
			echo "directory left behind: $f"
		elif [ -c "$T/upper$f" ]; then
			continue	# a whiteout: a file of the host deleted
		else
			echo "left behind: $f"
		fi
		rc=1
	done < <(cd "$T/upper" && find . -mindepth 1 -print0)
	return $rc
}
check "after purge: nothing of the packages is left in the root" left_behind
phase "done"

[ "$fails" -eq 0 ]
