/* mtdf.c - MT and MTD(f): Plaat, Schaeffer, Pijls and de Bruin,
 * "Best-first fixed-depth minimax algorithms", Artificial Intelligence 87
 * (1996), and Plaat's MTD(f) page.
 *
 * MT(n, gamma), the Memory-enhanced Test, is fail-soft alpha-beta with the
 * null window (gamma - 1, gamma) and a transposition table: it answers
 * whether n is worth gamma or more (it fails high, returning a lower bound
 * g >= gamma) or less (it fails low, returning an upper bound g < gamma).
 * One test says little; a sequence of them, each from the root, closes in
 * on the value.  MTD(f) starts at a first guess f and moves gamma to the
 * bound each test returns, until the lower and the upper bound meet:
 *
 *     g = f; lower = -inf; upper = +inf
 *     while lower < upper:
 *         beta = g + 1 if g == lower else g
 *         g = MT(root, beta)
 *         if g < beta: upper = g  else: lower = g
 *
 * Every test searches the tree again from the root; what makes that cheap
 * is the table, where the earlier tests left a bound for each node they
 * searched, so a node whose bound already answers this test is not
 * searched again.  Without a table MTD(f) would repeat each test's work.
 *
 * MT searches the tree's own order (search.h's tree_order: no table move
 * first), as Plaat's pseudocode does: that is what makes MT-SSS* (sss.c)
 * evaluate only leaves that alpha-beta in the same order evaluates.
 *
 * One bound per entry (struct tt_entry), where Plaat keeps both a lower
 * and an upper bound for a node, is enough for the values: a test that
 * finds only the bound it cannot use searches the node again, which costs
 * visits, never a wrong value.  For MT-SSS* it loses nothing either: gamma
 * only goes down, so once a node has a lower bound >= gamma it answers
 * every later test by itself, and an upper bound is replaced only by a
 * search of the node that the old bound could not have answered.  With a
 * small table (--tt N) entries are lost to other nodes: more visits, the
 * same values.
 *
 * The PV: a test proves a move best only where it fails high (the move
 * is worth gamma or more); where it fails low it proves upper bounds, and
 * the move with the highest of them need not be the best.  So only the
 * move that cuts a node off enters its PV row, and the PV after the last
 * test is the root's move when that test failed high (the value is then
 * at least gamma, through that move), else empty.
 *
 * As in Plaat's MT, a leaf's value goes into the table too (exact), so
 * that a later test does not evaluate it again: with a table that holds
 * the tree, every leaf is evaluated at most once.
 *
 * SSS* (sss.c) runs this file's MT, so its code panel shows this file. */
#include <config.h>

#include "search/algo.h"
#include "search/mtd.h"
#include "search/search.h"

/* MT(n, gamma): is n worth gamma or more to the side to move there?  The
 * table answers first where it can; else the moves in the tree's order,
 * until one reaches gamma (a fail high: g is a lower bound) or none does
 * (a fail low: g, the best of them, is an upper bound).  Either way g is
 * stored for the next test. */
static int mt(struct search *s, node_id n, int gamma, int ply)
{
	rec_enter(s, n, gamma - 1, gamma);
	int known;
	if (tt_cut(s, &known))                   /* a bound already answers the test */
		return rec_return(s, known);
	if (is_leaf(s, n))                       /* kept exact: never evaluated again */
		return rec_leaf(s, tt_store(s, evaluate(s, n)));

	int g = -INF;
	for (int i = 0; i < children(s, n); i++) {
		node_id child = child_of(s, n, i);
		/* the child's test is of -gamma + 1: (-gamma, -gamma + 1) */
		int score = turn_passes(s, n, child) ? -mt(s, child, -gamma + 1, ply + 1)
						     : mt(s, child, gamma, ply + 1);
		if (score > g) {
			rec_raise(s, child, g, score);
			g = score;
		}
		if (g >= gamma) {                    /* fails high: n is worth gamma or more */
			rec_cutoff(s, i, score, gamma);
			pv_update(s, ply, child);        /* only a proven move enters the PV */
			break;
		}
	}
	return rec_return(s, tt_store(s, g));  /* a lower bound if g >= gamma, else upper */
}

/* MTD(f): tests from the first guess f until the bounds meet.  After a
 * lower bound the next test is just above it, after an upper bound at it,
 * so that every test moves one bound. */
static int mtdf(struct search *s, int f)
{
	int g = f, lower = -INF, upper = INF;
	while (lower < upper) {
		int beta = g == lower ? g + 1 : g;
		g = mt_pass(s, beta, &lower, &upper);   /* g < beta: upper = g; else lower = g */
	}
	return g;
}

/* One test of the root, as a step of its own (the code panel shows the
 * functions above: MT's steps are its events). */
int mt_pass(struct search *s, int gamma, int *lower, int *upper)
{
	rec_pass(s, gamma);
	int g = mt(s, 0, gamma, 0);
	if (g < gamma)
		*upper = g;
	else
		*lower = g;
	rec_pass_end(s, g, gamma, *lower, *upper);
	return g;
}

int mtdf_search(struct search *s)
{
	return mtdf(s, s->guess);
}
