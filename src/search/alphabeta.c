/* alphabeta.c - fail-hard alpha-beta, in negamax form.
 *
 * alpha is the score the side to move is already sure of; beta is the
 * score the opponent is already sure of one ply up, so a move scoring
 * beta or more will never be allowed: the remaining moves need not be
 * searched (a cutoff).  "Fail-hard" means the value returned is clamped
 * to the window: beta after a cutoff, alpha when no move reached alpha.
 * In the strict convention (--strict, rules.h) a cutoff needs a score
 * above beta, and the window is closed, so an edge returned would read as
 * exact: the clamp is one unit outside instead, beta + 1 for "more than
 * beta" and alpha - 1 for "less than alpha" (reached remembers whether a
 * move scored alpha, which is then exact).
 * The PV is collected as in the triangular-table pseudocode: when a move
 * raises alpha, the row for this ply becomes that move followed by the
 * row the child left one ply deeper. */
#include <config.h>

#include "search/algo.h"
#include "search/search.h"

static int alphabeta(struct search *s, node_id n, int alpha, int beta, int ply)
{
	rec_enter(s, n, alpha, beta);
	if (is_leaf(s, n))
		return rec_leaf(s, evaluate(s, n));
	int known;
	if (tt_cut(s, &known))                   /* the table settles n: no search */
		return rec_return(s, known);

	bool reached = false;                    /* has a move scored alpha or more? */
	for (int i = 0; i < children(s, n); i++) {
		node_id child = child_of(s, n, i);
		/* the same side moving again (MIN after MIN) negates nothing */
		int score = turn_passes(s, n, child) ? -alphabeta(s, child, -beta, -alpha, ply + 1)
						     : alphabeta(s, child, alpha, beta, ply + 1);
		if (fails_high(s, score, beta)) {
			rec_cutoff(s, i, score, beta);
			return rec_return(s, tt_store(s, hard_high(s, beta))); /* fail hard: beta */
		}
		if (score > alpha) {
			rec_raise(s, child, alpha, score);
			alpha = score;                    /* alpha acts like max in minimax */
			pv_update(s, ply, child);
		} else if (!reached && ties_alpha(s, score, alpha)) {
			pv_update(s, ply, child);         /* strict: exactly alpha is exact, and best */
		}
		reached = reached || score >= alpha;
	}
	return rec_return(s, tt_store(s, hard_low(s, alpha, reached))); /* fail hard: alpha */
}

int alphabeta_search(struct search *s)
{
	/* (-inf, +inf), or an aspiration window */
	return alphabeta(s, 0, s->alpha, s->beta, 0);
}
