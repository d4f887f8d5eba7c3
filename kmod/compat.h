/* SPDX-License-Identifier: GPL-2.0 */
/*
 * tcpsplit: differences between the kernels the module builds for
 * (Debian 12's 6.1 and 6.12).
 */
#ifndef _TCPSPLIT_COMPAT_H
#define _TCPSPLIT_COMPAT_H

#include <net/inet_sock.h>

/*
 * The TCPSPLIT_HAVE_* macros come from the probes in Kbuild.
 *
 * 6.6 turned the inet_sock bit fields into atomic flags.
 */
static inline void tcpsplit_set_transparent(struct sock *sk)
{
#ifdef TCPSPLIT_HAVE_INET_FLAGS
	inet_set_bit(TRANSPARENT, sk);
#else
	inet_sk(sk)->transparent = 1;
#endif
}

#endif /* _TCPSPLIT_COMPAT_H */
