/* SPDX-License-Identifier: GPL-2.0 */
/*
 * tcpsplit: the netfilter hooks (hook.c).
 */
#ifndef _TCPSPLIT_HOOK_H
#define _TCPSPLIT_HOOK_H

#include "tcpsplit.h"

int tcpsplit_hook_net_init(struct net *net);
void tcpsplit_hook_net_stop(struct net *net);
void tcpsplit_hook_net_exit(struct net *net);
int tcpsplit_hook_defrag(struct tcpsplit_net *tn);

#endif /* _TCPSPLIT_HOOK_H */
