/* expectimax.c - expectiminimax, in max/min/chance form.
 *
 * Russell and Norvig, Artificial Intelligence: A Modern Approach, 3rd
 * edition, section 5.5 ("Stochastic games"), define
 *
 *   EXPECTIMINIMAX(s) = UTILITY(s)                          if s is terminal
 *                       max over a of EXPECTIMINIMAX(RESULT(s, a))  at MAX
 *                       min over a of EXPECTIMINIMAX(RESULT(s, a))  at MIN
 *                       sum over r of P(r) EXPECTIMINIMAX(RESULT(s, r))
 *                                                           at a chance node
 *
 * and this is that function, with every score from MAX's point of view
 * (not negamax: a chance node belongs to neither side).  It visits every
 * node, as minimax does: an average can be changed by any one of its
 * moves, so no bound lets a move go unsearched without more knowledge of
 * the values (AIMA's *-minimax pruning needs bounds on the leaves).
 *
 * Values are exact fractions (tree/exact.h) and moves are compared
 * exactly.  The trace holds whole numbers, so on a tree with chance
 * nodes every value is recorded in hundredths, rounded half away from
 * zero: a leaf of 5 as 500, a chance node worth 14/3 as 467, with a mark
 * that it was rounded (the screen then says "about 4.67").  On a tree
 * without one it records whole values, and is minimax.  The best line is the best move at each MAX
 * and MIN node; it stops at a chance node, where no one chooses. */
#include <config.h>

#include "search/algo.h"
#include "search/search.h"
#include "tree/exact.h"

/* What the trace records: hundredths of a whole value on a tree with
 * chance nodes (algorithm_in_hundredths), the tree's own units on any
 * other. */
static int scale(const struct search *s)
{
	return s->tree && s->tree->chance_nodes ? tree_hundredths_per_unit(s->tree) : 1;
}

static int recorded(const struct search *s, struct exact v)
{
	bool rounded;
	return exact_round(v, scale(s), &rounded);
}

static struct exact leaf(struct search *s, node_id n)
{
	int v = max_value(s, n);        /* a leaf's value, or a static evaluation */
	rec_leaf_mm(s, scale(s) * v);
	return exact_int(v);
}

static struct exact returned(struct search *s, struct exact v)
{
	bool rounded;
	int h = exact_round(v, scale(s), &rounded);
	rec_return_about_mm(s, h, rounded);
	return v;
}

static struct exact expectimax(struct search *s, node_id n, int ply)
{
	rec_enter_mm(s, n, -INF, INF);
	if (is_leaf(s, n))
		return leaf(s, n);

	if (is_chance(s, n)) {          /* the average, weighted by probability */
		struct exact sum = exact_int(0);
		for (int i = 0; i < children(s, n); i++) {
			node_id child = child_of(s, n, i);
			sum = exact_add_share(sum, probability_of(s, n, i), expectimax(s, child, ply + 1));
		}
		return returned(s, sum);
	}
	struct exact best = exact_int(0);
	for (int i = 0; i < children(s, n); i++) {
		node_id child = child_of(s, n, i);
		struct exact v = expectimax(s, child, ply + 1);
		int better = is_max(s, n) ? exact_cmp(v, best) : exact_cmp(best, v);
		if (i == 0 || better > 0) {
			rec_raise_mm(s, child, i == 0 ? (is_max(s, n) ? -INF : INF) : recorded(s, best),
				     recorded(s, v));
			best = v;
			pv_update(s, ply, child);
		}
	}
	return returned(s, best);
}

int expectimax_search(struct search *s)
{
	/* The result is negamax to the caller, as recorded. */
	int h = recorded(s, expectimax(s, 0, 0));
	return is_max(s, 0) ? h : -h;
}
