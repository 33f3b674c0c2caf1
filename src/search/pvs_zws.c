/* pvs_zws.c - principal variation search split in two: pvSearch for the
 * nodes searched with a full window, and zwSearch, a compact fail-hard
 * search for the null windows.
 *
 * zwSearch(beta) searches with the window (beta - 1, beta) and answers
 * only "at least beta" (an inner node returns beta) or "below beta"
 * (beta - 1); a leaf returns its own value, as it does in pvs.c.
 * Inside a null window no move can land strictly between the bounds, so
 * there is nothing to re-search, no alpha to raise and no PV to collect:
 * zwSearch leaves all of that out (but for a PV row in the strict
 * convention, where a score can land exactly on the window).  pvs.c does the same work when its
 * window is a null one, only with more code, so the two visit the same
 * nodes in the same order. */
#include <config.h>

#include <stdbool.h>

#include "search/algo.h"
#include "search/search.h"

/* Fail-hard zero-window search: beta or beta - 1 (a leaf: its value).
 * In the strict convention the null window is [beta, beta], and the
 * answers are three: more than beta (beta + 1), exactly beta, or less
 * (beta - 1), as rules.h's fail-hard returns say.  "Exactly beta" is an
 * exact score with a line below it, so there, and only there, zwSearch
 * collects the PV: the line of the first move to reach it. */
static int zw_search(struct search *s, node_id n, int beta, int ply)
{
	int alpha = null_alpha(s, beta);         /* beta - 1; strict: beta */
	rec_enter(s, n, alpha, beta);
	if (is_leaf(s, n))
		return rec_leaf(s, evaluate(s, n));
	int known;
	if (tt_cut(s, &known))                   /* the table settles n: no search */
		return rec_return(s, known);

	bool reached = false;                    /* has a move scored alpha or more? */
	for (int i = 0; i < children(s, n); i++) {
		node_id child = child_of(s, n, i);
		int score = -zw_search(s, child, -alpha, ply + 1);
		if (fails_high(s, score, beta)) {
			rec_cutoff(s, i, score, beta);
			return rec_return(s, tt_store(s, hard_high(s, beta))); /* fail-hard beta cutoff */
		}
		if (!reached && ties_alpha(s, score, alpha))
			pv_update(s, ply, child);         /* strict: exactly alpha is exact, and best */
		reached = reached || score >= alpha;
	}
	return rec_return(s, tt_store(s, hard_low(s, alpha, reached))); /* fail-hard: "below beta" */
}

static int pv_search(struct search *s, node_id n, int alpha, int beta, int ply)
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
			score = -pv_search(s, child, -beta, -alpha, ply + 1);
		} else {
			rec_probe(s, child, alpha);
			score = -zw_search(s, child, -alpha, ply + 1);
			if (root_defers(s, ply, i, child, score, alpha, beta)) {
				reached = true;   /* Fishburn's or Belle's trick: no re-search now */
				continue;
			}
			if (score > alpha) {
				rec_research(s, child, score, alpha, alpha, beta);
				score = -pv_search(s, child, -beta, -alpha, ply + 1);
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
			search_pv = false;
		} else if (!reached && ties_alpha(s, score, alpha)) {
			pv_update(s, ply, child);         /* strict: exactly alpha is exact, and best */
		}
		reached = reached || score >= alpha;
	}
	return rec_return(s, tt_store(s, root_value(s, ply, hard_low(s, alpha, reached))));
}

int pvs_zws_search(struct search *s)
{
	/* (-inf, +inf), or an aspiration window */
	return pv_search(s, 0, s->alpha, s->beta, 0);
}
