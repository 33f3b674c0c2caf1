/* mtd.h - MT, the memory-enhanced test that MTD(f) (mtdf.c) and MT-SSS*
 * (sss.c) are both made of. */
#ifndef TREESTEP_MTD_H
#define TREESTEP_MTD_H

#include "search/search.h"

/* One null-window search of the root with the window (gamma - 1, gamma),
 * its own step (EV_PASS, EV_PASS_END), with the table in s->tt: returns
 * g, a lower bound on the root's value when g >= gamma (it failed high),
 * else an upper bound; lower and upper are the bounds known after it,
 * which the trace records. */
int mt_pass(struct search *s, int gamma, int *lower, int *upper);

#endif
