/* pvs.c - principal variation search, fail-hard.
 *
 * PVS bets that the first move is the best one.  It searches that move
 * with the full window (alpha, beta); every later move it only tests with
 * the null window (alpha, alpha + 1), which can answer nothing but "no
 * better than alpha" (fail low) or "better than alpha" (fail high), and
 * answers it cheaply.  Only a move that fails high is searched again with
 * the full window, to learn its score.
 *
 * This is the fail-hard pseudocode exactly as written, quirks included:
 * it re-searches whenever the probe scores above alpha, even when the
 * probe already showed the move reaches beta (a smarter version adds
 * "&& score < beta"), and it keeps searching with the full window until
 * a move raises alpha, not just for the first move. */
#include <config.h>

#include <stdbool.h>

#include "search/algo.h"
#include "search/search.h"

static int pvs(struct search *s, node_id n, int alpha, int beta, int ply)
{
	rec_enter(s, n, alpha, beta);
	if (is_leaf(s, n))
		return rec_leaf(s, evaluate(s, n));
	int known;
	if (tt_cut(s, &known))                   /* the table settles n: no search */
		return rec_return(s, known);

	bool search_pv = true;
	bool reached = false;                    /* has a move scored alpha or more? */
	for (int i = 0; i < children(s, n); i = root_next(s, ply, i)) {
		node_id child = child_of(s, n, i);
		int score;
		if (search_pv || root_resolves(s, ply, i, alpha, beta)) {
			score = -pvs(s, child, -beta, -alpha, ply + 1);
		} else {
			rec_probe(s, child, alpha);
			score = -pvs(s, child, -null_beta(s, alpha), -alpha, ply + 1);
			if (root_defers(s, ply, i, child, score, alpha, beta)) {
				reached = true;   /* Fishburn's or Belle's trick: no re-search now */
				continue;
			}
			if (score > alpha) {
				rec_research(s, child, score, alpha, alpha, beta);
				score = -pvs(s, child, -beta, -alpha, ply + 1);
			}
		}
		if (fails_high(s, score, beta)) {
			rec_cutoff(s, i, score, beta);
			return rec_return(s, tt_store(s, hard_high(s, beta))); /* fail-hard beta cutoff */
		}
		if (score > alpha) {
			rec_raise(s, child, alpha, score);
			alpha = score;                    /* alpha acts like max in minimax */
			pv_update(s, ply, child);
			search_pv = false;
		} else if (!reached && ties_alpha(s, score, alpha)) {
			pv_update(s, ply, child);         /* strict: exactly alpha is exact, and best */
		}
		reached = reached || score >= alpha;
	}
	return rec_return(s, tt_store(s, root_value(s, ply, hard_low(s, alpha, reached))));
}

int pvs_search(struct search *s)
{
	/* (-inf, +inf), or an aspiration window */
	return pvs(s, 0, s->alpha, s->beta, 0);
}
