/* sss.c - SSS* as MT-SSS*: Plaat, Schaeffer, Pijls and de Bruin,
 * "Best-first fixed-depth minimax algorithms", Artificial Intelligence 87
 * (1996); Stockman, "A minimax algorithm better than alpha-beta?",
 * Artificial Intelligence 12 (1979).
 *
 * Stockman's SSS* is best-first: it keeps an OPEN list of states, each a
 * node with an upper bound on what the root can still be worth through
 * it, sorted by that bound, and always works on the most promising one
 * first, the way A* does.  Stockman proved that it never evaluates a leaf
 * that alpha-beta, searching the same tree in the same order, skips.  It
 * was thought impractical all the same: the OPEN list can hold a number
 * of states exponential in the depth, and keeping it sorted costs time on
 * every step.
 *
 * Plaat et al. showed that the same leaves, in the same order, are
 * evaluated by a sequence of null-window alpha-beta searches with memory
 * (MT, mtdf.c) whose test value starts at +infinity and goes down to each
 * upper bound the last search returned: MTD with a first guess of
 * +infinity.  The OPEN list becomes an ordinary transposition table, and
 * the best-first order comes from the depth-first tests:
 *
 *     g = +inf
 *     repeat:
 *         gamma = g
 *         g = MT(root, gamma)
 *     until g == gamma
 *
 * Each test that fails low lowers the upper bound; the first that fails
 * high proves the value equals it (a value at least and at most gamma is
 * gamma).  Why the table's one bound per node is enough here, and what a
 * small table costs: mtdf.c.  The code panel shows mtdf.c's MT, where
 * every step of the search is recorded. */
#include <config.h>

#include "search/algo.h"
#include "search/mtd.h"
#include "search/search.h"

int sss_search(struct search *s)
{
	int g = INF, gamma, lower = -INF, upper = INF;
	do {
		gamma = g;
		g = mt_pass(s, gamma, &lower, &upper);
	} while (g != gamma);
	return g;
}
