/* pvs_footnote.c - principal variation search, fail-hard, with the
 * footnote applied.
 *
 * The same code as pvs.c but for one line.  The wiki's pseudocode clears
 * bSearchPv only when a move raises alpha, and recommends in a footnote
 * to clear it after the first move whatever that move scored.  Here the
 * recommendation is followed: the first move alone gets the full window.
 * When the first move does not raise alpha, pvs.c goes on searching with
 * the full window, while this version starts probing with null windows at
 * once; the lesson "PVS three ways" shows when that saves work and when
 * it costs re-searches. */
#include <config.h>

#include <stdbool.h>

#include "search/algo.h"
#include "search/search.h"

static int pvs_footnote(struct search *s, node_id n, int alpha, int beta, int ply)
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
			score = -pvs_footnote(s, child, -beta, -alpha, ply + 1);
		} else {
			rec_probe(s, child, alpha);
			score = -pvs_footnote(s, child, -null_beta(s, alpha), -alpha, ply + 1);
			if (root_defers(s, ply, i, child, score, alpha, beta)) {
				reached = true;   /* Fishburn's or Belle's trick: no re-search now */
				continue;
			}
			if (score > alpha) {
				rec_research(s, child, score, alpha, alpha, beta);
				score = -pvs_footnote(s, child, -beta, -alpha, ply + 1);
			}
		}
		if (fails_high(s, score, beta)) {
			rec_cutoff(s, i, score, beta);
			return rec_return(s, tt_store(s, hard_high(s, beta))); /* fail-hard beta cutoff */
		}
		if (score > alpha) {
			rec_raise(s, child, alpha, score);
			alpha = score;
			pv_update(s, ply, child);
		} else if (!reached && ties_alpha(s, score, alpha)) {
			pv_update(s, ply, child);         /* strict: exactly alpha is exact, and best */
		}
		reached = reached || score >= alpha;
		search_pv = false;                        /* footnote 1: after the first move */
	}
	return rec_return(s, tt_store(s, root_value(s, ply, hard_low(s, alpha, reached))));
}

int pvs_footnote_search(struct search *s)
{
	/* (-inf, +inf), or an aspiration window */
	return pvs_footnote(s, 0, s->alpha, s->beta, 0);
}
