# SPDX-License-Identifier: GPL-2.0
#
# make                  build tcpsplit.ko and tools/splitctl (nothing else)
# make KDIR=DIR         build the module against another kernel tree
# make check [KVER=V]   run the test suite in QEMU guests (installs deps)
# make check-debug      the suite's module-heavy tests on a 6.12 kernel with
#                       KASAN, lockdep and object debugging (built once,
#                       cached in ~/.cache/tcpsplit; TESTS="a.sh b.sh")
# make soak             the soak runs make check leaves out (fuzz.sh's
#                       100,000 requests), on both series
# make demo             run the demo in a QEMU guest (installs deps)
# make bench            run the benchmark suite in a QEMU guest (installs
#                       deps): segments, placement, CPU cost, connections,
#                       unmatched traffic (bench/bench.sh; CASES=...
#                       RUNS=... to narrow it)
# make bench-fc         the flow-control benchmark (bench/fc-bench.sh)
# make bench-split      the demo's two-segment benchmark (bench/split-bench.sh)
# make uapi             regenerate uapi/linux/tcpsplit.h from the netlink spec
#                       uapi/tcpsplit.yaml (the kernel's YNL generator)
# make dkms-install     install the module for every kernel through DKMS
# make deb              build the Debian packages tcpsplit-dkms and tcpsplit
#                       into build/deb, lintian-checked (installs deps)
# make clean

VERSION := $(shell cat VERSION)

# Newest kernel whose build tree (headers) is installed.
KDIR ?= $(shell ls -d /lib/modules/*/build 2>/dev/null | sort -V | tail -n 1)

all: module tools

module:
	@test -n "$(KDIR)" || { echo "no kernel headers found: install linux-headers-$$(uname -r) or set KDIR=" >&2; exit 1; }
	$(MAKE) -C $(KDIR) M=$(CURDIR) modules

tools:
	$(MAKE) -C tools

check:
	scripts/check.sh $(if $(KVER),--kver $(KVER))

check-debug:
	scripts/check.sh --debug $(TESTS)

soak:
	scripts/check.sh --soak $(TESTS)

demo:
	scripts/demo.sh

bench:
	bench/bench.sh

bench-fc:
	bench/fc-bench.sh

bench-split:
	bench/split-bench.sh

uapi:
	scripts/ynl-gen.sh

dkms-install:
	scripts/dkms-install.sh $(VERSION)

deb:
	scripts/deps.sh --deb
	scripts/deb.sh

clean:
	@if [ -n "$(KDIR)" ]; then $(MAKE) -C $(KDIR) M=$(CURDIR) clean; fi
	$(MAKE) -C tools clean

.PHONY: all module tools check check-debug soak demo bench bench-fc bench-split uapi dkms-install deb clean
