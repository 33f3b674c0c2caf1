/* count.c - the algorithms compiled a second time, for statistics mode
 * on generated trees: with SEARCH_COUNTING, search.h gives them the calls
 * of count.h, which only count, and each algorithm's entry point takes the
 * name algo.h's table knows it by (NAME_count).  Nothing here is an
 * algorithm of its own: each is its file in src/search, word for word.
 * MTD(f) and SSS* search a tree built in memory, with a table
 * (algo.c), so they have no counting-only form. */
#include <config.h>

#define SEARCH_COUNTING
#ifndef COUNT_PLAIN             /* count_plain.c: for uniform trees, no range of values */
#define COUNT_PLAIN 0
#define COUNTED(name) name##_count
#endif

#define minimax_search COUNTED(minimax)
#include "search/minimax.c"
#define alphabeta_search COUNTED(alphabeta)
#include "search/alphabeta.c"
#define alphabeta_soft_search COUNTED(alphabeta_soft)
#include "search/alphabeta_soft.c"
#define pvs_search COUNTED(pvs)
#include "search/pvs.c"
#define pvs_soft_search COUNTED(pvs_soft)
#include "search/pvs_soft.c"
#define negascout_search COUNTED(negascout)
#include "search/negascout.c"
#define pvs_zws_search COUNTED(pvs_zws)
#include "search/pvs_zws.c"
#define pvs_footnote_search COUNTED(pvs_footnote)
#include "search/pvs_footnote.c"
#define gnuchess_search COUNTED(gnuchess)
#include "search/gnuchess.c"
#define expectimax_search COUNTED(expectimax)
#include "search/expectimax.c"
#define scout_search COUNTED(scout)
#include "search/scout.c"
