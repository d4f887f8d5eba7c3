/* SPDX-License-Identifier: GPL-2.0 */
/*
 * tcpsplit: differences between the kernels the module builds for
 * (Debian 12's 6.1 and 6.12).
 */
#ifndef _TCPSPLIT_COMPAT_H
#define _TCPSPLIT_COMPAT_H

#include <net/inet_sock.h>
#include <net/tcp.h>

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

/*
 * Receive buffer memory for @win bytes of window.  6.7 measures the
 * payload's share of truesize per socket (scaling_ratio) and has the
 * inverse; before, the share is fixed by the tcp_adv_win_scale sysctl.
 */
static inline u64 tcpsplit_space_from_win(const struct sock *sk, u32 win)
{
#ifdef TCPSPLIT_HAVE_TCP_SPACE_FROM_WIN
	/*
	 * tcp_space_from_win() computes in int: a budget of 256 MiB over
	 * a ratio below 64 (payload under a quarter of truesize) wraps.
	 */
	return div_u64((u64)win << TCP_RMEM_TO_WIN_SCALE,
		       tcp_sk(sk)->scaling_ratio);
#else
	int scale = READ_ONCE(sock_net(sk)->ipv4.sysctl_tcp_adv_win_scale);

	if (scale <= 0)
		return (u64)win << -scale;
	return div_u64((u64)win << scale, (1U << scale) - 1);
#endif
}

/* An ACK now, carrying the current window. */
static inline void tcpsplit_send_ack(struct sock *sk)
{
#ifdef TCPSPLIT_HAVE_SEND_ACK_FLAGS
	__tcp_send_ack(sk, tcp_sk(sk)->rcv_nxt, 0);
#else
	__tcp_send_ack(sk, tcp_sk(sk)->rcv_nxt);
#endif
}

#endif /* _TCPSPLIT_COMPAT_H */
