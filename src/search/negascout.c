/* negascout.c - Reinefeld's NegaScout, fail-soft.
 *
 * Like PVS, NegaScout searches the first move with the full window and
 * tests the others with a null window, (a, a + 1) where a is the best of
 * alpha and the best score so far.  It differs in the re-search: when a
 * probe scores t with a < t < beta, t is already a lower bound on the
 * move's score, so the move is searched again with the narrower window
 * (t, beta), and the better of the two results is kept.
 *
 * Reinefeld's refinement skips the re-search when the search stops at
 * the move's node or at each of its children (a leaf or the horizon):
 * there a fail-soft null-window score is already exact.  With a
 * transposition table only the first holds: a node above may be settled
 * by a table entry, whose value is only a bound.  The rule is written
 * once, in rules.h, for the narrator to explain as well.
 *
 * Two consequences for the principal variation, both visible in the
 * trace.  Because a score from a failed-low probe near the leaves may be
 * trusted as exact, a node must remember its best move even when no move
 * reaches alpha, so the PV row here changes whenever the best score
 * (Reinefeld's m) rises.  And when a re-search with (t, beta) fails low,
 * the move's value was exactly t, and NegaScout keeps t; but a failed-low
 * search proves no line, so only the start of the row below that is
 * still proven survives (see search_pv_trim) and the PV may end early:
 * the "crippled PV" that PVS, re-searching with (alpha, beta), never has. */
#include <config.h>

#include "search/algo.h"
#include "search/search.h"

static int negascout(struct search *s, node_id n, int alpha, int beta, int ply)
{
	rec_enter(s, n, alpha, beta);
	if (is_leaf(s, n))
		return rec_leaf(s, evaluate(s, n));
	int known;
	if (tt_cut(s, &known))                   /* the table settles n: no search */
		return rec_return(s, known);

	int best = -INF;                /* fail-soft: the best score seen */
	int b = beta;                   /* the first move gets the full window */
	for (int i = 0; i < children(s, n); i++) {
		node_id child = child_of(s, n, i);
		int a = max(alpha, best);
		if (i > 0)
			rec_probe(s, child, a);
		int t = -negascout(s, child, -b, -a, ply + 1);
		if (t > a && !fails_high(s, t, beta) && i > 0 && !probe_is_exact(s, child)) {
			rec_research(s, child, t, a, t, beta);
			int t2 = -negascout(s, child, -beta, -t, ply + 1);
			if (fails_low(s, t2, t))  /* failed low: t was exact after all */
				pv_trim(s, ply + 1);
			t = max(t, t2);
		}
		if (t > best) {
			rec_raise(s, child, best, t);
			best = t;
			pv_update(s, ply, child);
		}
		if (fails_high(s, best, beta)) {
			rec_cutoff(s, i, best, beta);
			return rec_return(s, tt_store(s, best));
		}
		b = null_beta(s, max(alpha, best));     /* a new null window */
	}
	return rec_return(s, tt_store(s, best));
}

int negascout_search(struct search *s)
{
	/* (-inf, +inf), or an aspiration window */
	return negascout(s, 0, s->alpha, s->beta, 0);
}
