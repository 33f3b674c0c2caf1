/* gnuchess.c - the study's minimaxAB, the PVS code it wrote to understand
 * GNU Chess, as printed (seed 004), in its own textbook max/min form.
 *
 * Unlike the other files this is not negamax: every window (a, b) and
 * every score is from MAX's point of view, and a node looks at whose turn
 * it is.  A MAX node keeps the best score so far in its own alpha, a MIN
 * node in its own beta, starting at -inf and +inf (INT_MIN and INT_MAX in
 * the study).  A child is searched with the caller's bound on one side and
 * the better of the caller's and the node's own on the other, so the code
 * is fail-soft: a node returns its best score, which may lie outside
 * (a, b).
 *
 * The PVS part is where it differs from the wiki's code:
 * - found_pv is set only in the MAX branch.  The MIN branch has the same
 *   null-window code, but nothing there ever sets found_pv, so MIN nodes
 *   always search every move with the full window.
 * - A probe is searched again only when its score lies strictly between
 *   the null window's alpha and the far bound, as in fail-soft PVS.
 * The recording calls (rec_*_mm) take the max/min view and store it in
 * the trace's negamax form. */
#include <config.h>

#include <stdbool.h>

#include "search/algo.h"
#include "search/search.h"

static int minimax_ab(struct search *s, node_id n, int a, int b, int ply)
{
	rec_enter_mm(s, n, a, b);
	if (is_leaf(s, n))
		return rec_leaf_mm(s, max_value(s, n));
	int known;
	if (tt_cut_mm(s, &known))                /* the table settles n: no search */
		return rec_return_mm(s, known);

	bool found_pv = false;
	int n_alpha = -INF, n_beta = INF;       /* n->alpha = INT_MIN; n->beta = INT_MAX */
	if (!is_max(s, n)) {
		for (int i = 0; i < children(s, n); i++) {
			node_id r = child_of(s, n, i);
			int newb = min(b, n_beta), val;
			if (found_pv) {                 /* never true: see above */
				rec_probe_mm(s, r, a);
				val = minimax_ab(s, r, a, null_beta(s, a), ply + 1);
				if (val > a && !fails_high(s, val, newb)) {
					rec_research_mm(s, r, val, a, a, newb);
					val = minimax_ab(s, r, a, newb, ply + 1);
				}
			} else {
				val = minimax_ab(s, r, a, newb, ply + 1);
			}
			if (val < n_beta) {
				rec_raise_mm(s, r, n_beta, val);
				pv_update(s, ply, r);
			}
			n_beta = min(n_beta, val);
			if (fails_low(s, n_beta, a)) {  /* a >= n_beta */
				rec_cutoff_mm(s, i, n_beta, a);
				break;
			}
		}
		return rec_return_mm(s, tt_store_mm(s, n_beta));
	} else {
		for (int i = 0; i < children(s, n); i++) {
			node_id r = child_of(s, n, i);
			int newa = max(a, n_alpha), val;
			if (found_pv) {
				rec_probe_mm(s, r, newa);
				val = minimax_ab(s, r, newa, null_beta(s, newa), ply + 1);
				if (val > newa && !fails_high(s, val, b)) {
					rec_research_mm(s, r, val, newa, newa, b);
					val = minimax_ab(s, r, newa, b, ply + 1);
				}
			} else {
				val = minimax_ab(s, r, newa, b, ply + 1);
			}
			if (val > n_alpha) {            /* "Found PVNode" */
				rec_raise_mm(s, r, n_alpha, val);
				pv_update(s, ply, r);
				n_alpha = val;
				found_pv = true;
			}
			if (fails_high(s, n_alpha, b)) {  /* n_alpha >= b */
				rec_cutoff_mm(s, i, n_alpha, b);
				break;
			}
		}
		return rec_return_mm(s, tt_store_mm(s, n_alpha));
	}
}

int gnuchess_search(struct search *s)
{
	/* The root's window and the result are negamax to the caller. */
	if (is_max(s, 0))
		return minimax_ab(s, 0, s->alpha, s->beta, 0);
	return -minimax_ab(s, 0, -s->beta, -s->alpha, 0);
}
