/* pvs_soft.c - principal variation search, fail-soft (Diepeveen's form).
 *
 * The first move is searched with the full window.  Each later move is
 * probed with the null window (alpha, alpha + 1); because the search is
 * fail-soft, the probe's score is a real bound, so a move is searched
 * again only when that bound lands above alpha without failing high over
 * beta: a probe that fails high over beta is already a cutoff, and one
 * scoring alpha or less cannot matter.  In the strict convention the null
 * window is [alpha, alpha], and a probe scoring exactly alpha is exact. */
#include <config.h>

#include "search/algo.h"
#include "search/search.h"

static int pvs_soft(struct search *s, node_id n, int alpha, int beta, int ply)
{
	rec_enter(s, n, alpha, beta);
	if (is_leaf(s, n))
		return rec_leaf(s, evaluate(s, n));
	int known;
	if (tt_cut(s, &known))                   /* the table settles n: no search */
		return rec_return(s, known);

	node_id first = child_of(s, n, 0);
	int best = -pvs_soft(s, first, -beta, -alpha, ply + 1);
	if (best > alpha) {
		if (fails_high(s, best, beta)) {
			rec_cutoff(s, 0, best, beta);
			return rec_return(s, tt_store(s, best));
		}
		rec_raise(s, first, alpha, best);
		alpha = best;
		pv_update(s, ply, first);
	} else if (ties_alpha(s, best, alpha)) {
		pv_update(s, ply, first);                 /* strict: exactly alpha is exact, and best */
	}

	for (int i = 1; i < children(s, n); i = root_next(s, ply, i)) {
		node_id child = child_of(s, n, i);
		int score;
		if (root_resolves(s, ply, i, alpha, beta)) {    /* Belle: the kept move, now */
			score = -pvs_soft(s, child, -beta, -alpha, ply + 1);
			if (score > alpha) {
				rec_raise(s, child, alpha, score);
				alpha = score;
				pv_update(s, ply, child);
			}
		} else {
			rec_probe(s, child, alpha);
			score = -pvs_soft(s, child, -null_beta(s, alpha), -alpha, ply + 1);
			if (root_defers(s, ply, i, child, score, alpha, beta)) {
				best = score;     /* Fishburn's or Belle's trick: no re-search now */
				continue;
			}
			if (score > alpha && !fails_high(s, score, beta)) {
				rec_research(s, child, score, alpha, alpha, beta);
				score = -pvs_soft(s, child, -beta, -alpha, ply + 1);
				if (score > alpha) {
					rec_raise(s, child, alpha, score);
					alpha = score;
					pv_update(s, ply, child);
				}
			} else if (ties_alpha(s, score, alpha) && best < alpha) {
				pv_update(s, ply, child);         /* strict: exactly alpha is exact, and best */
			}
		}
		if (score > best) {
			if (fails_high(s, score, beta)) {
				rec_cutoff(s, i, score, beta);
				return rec_return(s, tt_store(s, score));
			}
			best = score;
		}
	}
	return rec_return(s, tt_store(s, root_value(s, ply, best)));
}

int pvs_soft_search(struct search *s)
{
	/* (-inf, +inf), or an aspiration window */
	return pvs_soft(s, 0, s->alpha, s->beta, 0);
}
