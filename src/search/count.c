/* count.c - the algorithms compiled a second time, for statistics mode
 * on generated trees: with SEARCH_COUNTING, search.h gives them the calls
 * of count.h, which only count, and each algorithm's entry point takes the
 * name algo.h's table knows it by (NAME_count).  Nothing here is an
 * algorithm of its own: each is its file in src/search, word for word.
 * MTD(f) and SSS* search a tree built in memory, with a table
 * (algo.c), so they have no counting-only form. */
#include <config.h>

#define SEARCH_COUNTING

#define minimax_search minimax_count
#include "search/minimax.c"
#define alphabeta_search alphabeta_count
#include "search/alphabeta.c"
#define alphabeta_soft_search alphabeta_soft_count
#include "search/alphabeta_soft.c"
#define pvs_search pvs_count
#include "search/pvs.c"
#define pvs_soft_search pvs_soft_count
#include "search/pvs_soft.c"
#define negascout_search negascout_count
#include "search/negascout.c"
#define pvs_zws_search pvs_zws_count
#include "search/pvs_zws.c"
#define pvs_footnote_search pvs_footnote_count
#include "search/pvs_footnote.c"
#define gnuchess_search gnuchess_count
#include "search/gnuchess.c"
#define expectimax_search expectimax_count
#include "search/expectimax.c"
#define scout_search scout_count
#include "search/scout.c"
