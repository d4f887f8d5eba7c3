#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# perf.sh: the profile reports of the cpu and rr cases (sourced).
# perf_report DATA [N WHAT] prints, from DATA of a "perf record -a -g -F
# 999": the top DSOs and symbols (self, and inclusive of callees) and
# perf_summary's view of the samples; with N and WHAT, also the busy CPU
# time per WHAT (N of them in the recording, e.g. "10000 exchange").

# perf_report DATA [N WHAT]
perf_report() {
	echo "## by DSO (self)"
	perf report -i "$1" --stdio --no-children --sort dso -g none 2>/dev/null |
		grep '%' | head -n 10
	echo "## by symbol (self)"
	perf report -i "$1" --stdio --no-children --sort dso,sym -g none 2>/dev/null |
		grep '%' | head -n 45
	echo "## by symbol (inclusive of callees)"
	perf report -i "$1" --stdio --children --sort sym -g none 2>/dev/null |
		grep '%' | head -n 45
	# Where the relay's work goes: each sample's call chain, summarised.
	perf script -i "$1" -F comm,ip,sym,dso 2>/dev/null | perf_summary "${@:2}"
}

# perf_summary [N WHAT]: reads "perf script -F comm,ip,sym,dso" and prints the busy
# (not idle) samples by task, the samples under the module's functions by
# what the module called (softirq nested in them apart: the next hop's
# receive run in the relay's context), those sending an IPI by their
# callers, and HAProxy's by system call.
perf_summary() {
	/usr/bin/python3 -c "$(cat <<-'PY'
	import collections, re, sys

	# perf script -F comm,ip,sym,dso: a header line (the task), then one line
	# per frame, leaf first; blank line between samples.
	def samples(f):
	    comm, frames = None, []
	    for line in f:
	        line = line.rstrip("\n")
	        if not line.strip():
	            if comm is not None:
	                yield comm, frames
	            comm, frames = None, []
	        elif comm is None:
	            comm = line.strip()
	        else:
	            parts = line.split(None, 1)
	            rest = parts[1] if len(parts) > 1 else ""
	            sym, _, dso = rest.rpartition(" (")
	            frames.append((sym.split("+")[0], dso.rstrip(")")))
	    if comm is not None:
	        yield comm, frames

	SOFTIRQ = "handle_softirqs"
	total = busy = 0
	by_task = collections.Counter()
	mod = collections.Counter()
	mod_n = mod_soft = 0
	sysc = collections.Counter()
	ipis = collections.Counter()
	ipi_n = 0
	for comm, fr in samples(sys.stdin):
	    total += 1
	    names = [s for s, _ in fr]
	    if "do_idle" in names and SOFTIRQ not in names:
	        continue
	    busy += 1
	    task = "kworker" if comm.startswith("kworker") else comm
	    by_task[task] += 1
	    # perf names the module's DSO [tcpsplit] or, reading kallsyms in
	    # a guest, [kernel.vmlinux]: its functions all start tcpsplit_.
	    ismod = [i for i, (s, d) in enumerate(fr)
	             if d == "[tcpsplit]" or s.startswith("tcpsplit_")]
	    if ismod:
	        mod_n += 1
	        inner = ismod[0]
	        if SOFTIRQ in names[:inner]:
	            mod_soft += 1
	            mod["(softirq run nested: the next hop's receive)"] += 1
	        else:
	            callee = names[inner - 1] if inner > 0 else names[inner] + " (self)"
	            mod[f"{names[inner]} -> {callee}"] += 1
	    # Who sends the inter-processor interrupts (each a trap to the
	    # emulator in a TCG guest): the callers above the outermost IPI frame.
	    ipi = [i for i, n in enumerate(names) if re.search(r"send\w*ipi", n, re.I)]
	    if ipi:
	        ipi_n += 1
	        ipis[" < ".join(names[ipi[-1] + 1:ipi[-1] + 7])] += 1
	    if comm == "haproxy":
	        s = next((n for n in reversed(names) if n.startswith("__x64_sys_")), None)
	        if SOFTIRQ in names and (s is None or names.index(SOFTIRQ) < names.index(s)):
	            s = "(softirq run nested)"
	        sysc[s or "(user space)"] += 1

	pct = lambda n: 100.0 * n / busy if busy else 0.0
	print(f"# {total} samples, {busy} busy (not idle); percentages of the busy ones")
	if len(sys.argv) > 2:
	    # -F 999: a sample stands for about 1 ms of a CPU's time.
	    n = int(sys.argv[1])
	    print(f"# busy CPU per {sys.argv[2]}: {busy / 999 * 1e6 / n:.0f} us (all CPUs, {n} of them)")
	print("## busy samples by task (softirq counts for the task it interrupted)")
	for k, n in by_task.most_common(8):
	    print(f"  {pct(n):6.2f}%  {k}")
	if mod_n:
	    print(f"## samples with a tcpsplit function on the stack: {pct(mod_n):.2f}%, by what the module called")
	    for k, n in mod.most_common(12):
	        print(f"  {pct(n):6.2f}%  {k}")
	if ipi_n:
	    print(f"## samples sending an IPI: {pct(ipi_n):.2f}%, by the callers above it (innermost first)")
	    for k, n in ipis.most_common(10):
	        print(f"  {pct(n):6.2f}%  {k}")
	if sysc:
	    print("## HAProxy's samples by system call")
	    for k, n in sysc.most_common(10):
	        print(f"  {pct(n):6.2f}%  {k}")
	PY
	)" "$@"
}
