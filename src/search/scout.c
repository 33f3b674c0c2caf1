/* scout.c - Pearl's Scout, in the max/min form he wrote it in: J. Pearl,
 * "Asymptotic properties of minimax trees and game-searching procedures",
 * Artificial Intelligence 14 (1980), 113-138.
 *
 * Scout is PVS's ancestor.  It has two procedures, read them side by side
 * with the paper's:
 * - TEST(n, v, >) answers only yes or no: is n worth more than v?  A leaf
 *   compares its value with v.  A MAX node says yes as soon as one child
 *   says yes, and no if none does; a MIN node says no as soon as one child
 *   says no, and yes if none does.  TEST(n, v, >=) is the same question
 *   with >=.
 * - EVAL(n) finds n's exact value.  It evaluates the first child, and only
 *   TESTs each later one against the best value v so far: at a MAX node,
 *   is it worth more than v?  At a MIN node, is it worth v or more?  Only a
 *   child that could change v (a yes at MAX, a no at MIN) is evaluated, a
 *   second visit: the TEST's answer is all it learns the first time.
 *
 * There is no window: every value is from MAX's point of view.  TEST's
 * calls are recorded as what they are in the later algorithms' terms, the
 * null window that asks the same question ((v, v + 1) for "more than v",
 * (v - 1, v) for "v or more"), answered with fail-hard's bounds
 * (search.c).  PVS's null-window probe is this TEST, returning a score
 * instead of a yes or no. */
#include <config.h>

#include <stdbool.h>

#include "search/algo.h"
#include "search/search.h"

/* The comparison a TEST makes: > or >=. */
enum relation { GT, GE };

/* TEST(n, v, >) or TEST(n, v, >=): is n worth more than v (v or more)? */
static bool test(struct search *s, node_id n, int v, enum relation r)
{
	rec_test_mm(s, n, v, r == GE);
	if (is_leaf(s, n)) {
		int f = rec_leaf_mm(s, max_value(s, n));
		return r == GE ? f >= v : f > v;
	}
	for (int i = 0; i < children(s, n); i++) {
		bool yes = test(s, child_of(s, n, i), v, r);
		if (is_max(s, n) && yes) {      /* one yes is enough */
			rec_test_cut(s, i);
			return rec_answer_mm(s, true);
		}
		if (!is_max(s, n) && !yes) {    /* one no is enough */
			rec_test_cut(s, i);
			return rec_answer_mm(s, false);
		}
	}
	/* MAX: no move said yes; MIN: every move did */
	return rec_answer_mm(s, !is_max(s, n));
}

/* EVAL(n): n's exact value. */
static int eval(struct search *s, node_id n, int ply)
{
	rec_enter_mm(s, n, -INF, INF);
	if (is_leaf(s, n))
		return rec_leaf_mm(s, max_value(s, n));
	bool max_node = is_max(s, n);
	node_id c = child_of(s, n, 0);
	int v = eval(s, c, ply + 1);
	rec_raise_mm(s, c, max_node ? -INF : INF, v);
	pv_update(s, ply, c);
	for (int i = 1; i < children(s, n); i++) {
		c = child_of(s, n, i);
		if (max_node ? test(s, c, v, GT)
			     : !test(s, c, v, GE)) {
			rec_eval_again_mm(s, c, v, !max_node);
			int w = eval(s, c, ply + 1);
			rec_raise_mm(s, c, v, w);
			v = w;
			pv_update(s, ply, c);
		}
	}
	return rec_return_mm(s, v);
}

int scout_search(struct search *s)
{
	/* The result is negamax to the caller. */
	int v = eval(s, 0, 0);
	return is_max(s, 0) ? v : -v;
}
