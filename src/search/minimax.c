/* minimax.c - plain minimax, in negamax form.
 *
 * The baseline: it visits every node of the tree.  A node's value is the
 * best of its children's values, each negated because the child's value
 * is from the opponent's point of view (unless the file makes the same
 * side move again: then it is n's own).  There is no window, so the trace
 * shows (-inf, +inf) at every node, and "best" plays the part that alpha
 * plays in the other algorithms: a PV row changes whenever it rises. */
#include <config.h>

#include "search/algo.h"
#include "search/search.h"

static int minimax(struct search *s, node_id n, int ply)
{
	rec_enter(s, n, -INF, INF);
	if (is_leaf(s, n))
		return rec_leaf(s, evaluate(s, n));
	int known;
	if (tt_cut(s, &known))                   /* the table settles n: no search */
		return rec_return(s, known);

	int best = -INF;
	for (int i = 0; i < children(s, n); i++) {
		node_id child = child_of(s, n, i);
		/* the same side moving again (MIN after MIN) negates nothing */
		int score = turn_passes(s, n, child) ? -minimax(s, child, ply + 1)
						     : minimax(s, child, ply + 1);
		if (score > best) {
			rec_raise(s, child, best, score);
			best = score;
			pv_update(s, ply, child);
		}
	}
	return rec_return(s, tt_store(s, best));
}

int minimax_search(struct search *s)
{
	return minimax(s, 0, 0);
}
