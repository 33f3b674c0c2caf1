/* alphabeta_soft.c - fail-soft alpha-beta, in negamax form.
 *
 * The same pruning as fail-hard alpha-beta, but the value returned is the
 * best score actually seen, even when it lies outside the window.  A
 * cutoff returns the refuting move's score (a lower bound, possibly above
 * beta); a node where every move failed low returns its best score (an
 * upper bound, possibly below alpha).  Those tighter bounds are what
 * fail-soft PVS and NegaScout build on. */
#include <config.h>

#include "search/algo.h"
#include "search/search.h"

static int alphabeta_soft(struct search *s, node_id n, int alpha, int beta, int ply)
{
	rec_enter(s, n, alpha, beta);
	if (is_leaf(s, n))
		return rec_leaf(s, evaluate(s, n));
	int known;
	if (tt_cut(s, &known))                   /* the table settles n: no search */
		return rec_return(s, known);

	int best = -INF;
	for (int i = 0; i < children(s, n); i++) {
		node_id child = child_of(s, n, i);
		/* the same side moving again (MIN after MIN) negates nothing */
		int score = turn_passes(s, n, child) ? -alphabeta_soft(s, child, -beta, -alpha, ply + 1)
						     : alphabeta_soft(s, child, alpha, beta, ply + 1);
		if (fails_high(s, score, beta)) {
			rec_cutoff(s, i, score, beta);
			return rec_return(s, tt_store(s, score)); /* fail soft: the move's own score */
		}
		if (score > best) {
			best = score;
			if (score > alpha) {
				rec_raise(s, child, alpha, score);
				alpha = score;
				pv_update(s, ply, child);
			} else if (ties_alpha(s, score, alpha)) {
				pv_update(s, ply, child); /* strict: exactly alpha is exact, and best */
			}
		}
	}
	return rec_return(s, tt_store(s, best));
}

int alphabeta_soft_search(struct search *s)
{
	/* (-inf, +inf), or an aspiration window */
	return alphabeta_soft(s, 0, s->alpha, s->beta, 0);
}
