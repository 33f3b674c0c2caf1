/* rules.h - the rules the search decides, each written once: where a
 * search stops, when NegaScout keeps a probe's score without searching
 * the move again, and how deep a table entry must be to be used.
 *
 * The search obeys them (search.h, search.c, negascout.c) and the state
 * and the narrator explain them (state.c, narrate*.c), all through the
 * functions here: what the screen says the search did is what it did, and
 * a change of rule is a change of this file alone.  Where a rule has more
 * than one reason (a leaf, or the horizon), it returns which one held, so
 * that a sentence can name the very reason the search acted on.
 *
 * Each rule takes the plain facts it reads: a node's depth (plies from
 * the root) and children, and how far the search looks (limited: only to
 * the nodes at depth horizon, the root being depth 0).  The search asks
 * them of trees in memory and of generated ones, the state of a tree and
 * a replayed trace.  Nothing here knows more than that. */
#ifndef TREESTEP_RULES_H
#define TREESTEP_RULES_H

#include <stdbool.h>

/* What a value a search returns says: exact, or only a bound (rule_bound). */
enum bound { BOUND_EXACT, BOUND_LOWER, BOUND_UPPER };

/* Why a search goes no deeper than a node, or that it goes on. */
enum stop_reason {
	STOP_NONE,      /* it searches the node's moves */
	STOP_LEAF,      /* a leaf: its value is the tree's, exact */
	STOP_HORIZON,   /* at the depth limit: its static evaluation is its value,
	                   exact for a search to that depth */
};

/* Where a search stops: at a leaf, and in a search limited to depth
 * horizon at every node that deep. */
static inline enum stop_reason rule_stop(int nchildren, int depth, bool limited, int horizon)
{
	if (nchildren == 0)
		return STOP_LEAF;
	if (limited && depth >= horizon)
		return STOP_HORIZON;
	return STOP_NONE;
}

/* Does the search stop at every child of a node at depth, one it does not
 * stop at (rule_stop says STOP_NONE)?  It does when all of them are leaves
 * (only_leaves: the node's height is 1), or when they lie at the horizon:
 * rule_stop of each child, said once for them all. */
static inline enum stop_reason rule_stop_below(bool only_leaves, int depth, bool limited, int horizon)
{
	if (only_leaves)
		return STOP_LEAF;
	if (limited && depth + 1 >= horizon)
		return STOP_HORIZON;
	return STOP_NONE;
}

/* NegaScout keeps the score of a probe that failed high, and does not
 * search the move again, when that score is already exact (Reinefeld's
 * refinement, the seeds' "depth > 1"): when the search stops at the child
 * itself (at), or at every one of the child's own moves (below).  A probe
 * fails high because the child failed low, and a node that fails low has
 * searched all of its moves: when the search stops at each, their scores
 * are exact, and fail-soft returns the best of them.  With a table only
 * the first holds: a node above the leaves may be settled by a table
 * entry, whose value is only a bound. */
static inline bool rule_probe_exact(enum stop_reason at, enum stop_reason below, bool table)
{
	return at != STOP_NONE || (below != STOP_NONE && !table);
}

/* The draft of a search of a node at depth: how many plies it looks
 * ahead.  A search limited to depth horizon looks horizon - depth plies
 * ahead, one to the leaves as far as the node's deepest leaf, its
 * height.  A table entry records the draft of the search that made it. */
static inline int rule_draft(int depth, int height, bool limited, int horizon)
{
	return limited ? horizon - depth : height;
}

/* A table entry may settle a node only when the search that made it
 * looked at least as far ahead as this one is to look. */
static inline bool rule_deep_enough(int entry_draft, int draft)
{
	return entry_draft >= draft;
}

/* ---- The cut rule, in two conventions ----------------------------------
 * By default a window (alpha, beta) is open: a move scoring beta or more
 * fails high and cuts the node off, and a node whose moves all score alpha
 * or less fails low; only a score strictly between is exact.  With
 * --strict (CS188's autograder: "you must not prune on equality") the
 * window is closed, [alpha, beta]: a move fails high only when it scores
 * more than beta, and a node fails low only below alpha, so a score equal
 * to either bound is exact.  Every algorithm cuts, and the narrator says
 * why it cut, through these functions alone. */

/* Does score fail high over beta: a cutoff, or a probe that succeeded? */
static inline bool rule_fails_high(int score, int beta, bool strict)
{
	return strict ? score > beta : score >= beta;
}

/* Does score fail low under alpha? */
static inline bool rule_fails_low(int score, int alpha, bool strict)
{
	return strict ? score < alpha : score <= alpha;
}

/* What a value returned from a search with the window (alpha, beta)
 * says: exact, or only a bound. */
static inline enum bound rule_bound(int value, int alpha, int beta, bool strict)
{
	if (rule_fails_low(value, alpha, strict))
		return BOUND_UPPER;
	if (rule_fails_high(value, beta, strict))
		return BOUND_LOWER;
	return BOUND_EXACT;
}

/* The far bound of the null window at alpha, which can only answer
 * "better than alpha" or "not": (alpha, alpha + 1) by default, and
 * [alpha, alpha] in the strict convention, where a score of exactly
 * alpha is a third, exact answer. */
static inline int rule_null_beta(int alpha, bool strict)
{
	return strict ? alpha : alpha + 1;
}

/* The low edge of the null window whose far bound is beta. */
static inline int rule_null_alpha(int beta, bool strict)
{
	return strict ? beta : beta - 1;
}

/* Is (alpha, beta) a null window? */
static inline bool rule_is_null(int alpha, int beta, bool strict)
{
	return beta == rule_null_beta(alpha, strict);
}

/* What fail-hard returns after a cutoff.  By default beta, read as "beta
 * or more".  In the strict convention beta itself would read as exact,
 * and no parent could cut on it; "more than beta" is said with the least
 * value above it, beta + 1. */
static inline int rule_hard_high(int beta, bool strict)
{
	return strict ? beta + 1 : beta;
}

/* What fail-hard returns when no move cut off: alpha, which by default
 * reads "alpha or less".  In the strict convention alpha is exact, so it
 * is returned only when some move reached it (reached); a node all of
 * whose moves scored less answers "less than alpha" with alpha - 1. */
static inline int rule_hard_low(int alpha, bool reached, bool strict)
{
	return strict && !reached ? alpha - 1 : alpha;
}

/* Does a score tie alpha, exactly, in the strict convention?  Then it is
 * exact, and the first move to reach alpha is the node's best so far: its
 * line goes into the PV although it raises nothing (a node whose value is
 * exactly alpha returns it as exact, and a parent may take it as best). */
static inline bool rule_ties_alpha(int score, int alpha, bool strict)
{
	return strict && score == alpha;
}

/* A value clamped to the window as fail-hard clamps it: to the window's
 * edges, or one unit outside them in the strict convention, so that a
 * value outside the window still reads as a bound on the same side. */
static inline int rule_clamp(int value, int alpha, int beta, bool strict)
{
	if (rule_fails_high(value, beta, strict))
		return rule_hard_high(beta, strict);
	if (rule_fails_low(value, alpha, strict))
		return rule_hard_low(alpha, false, strict);
	return value;
}

/* Does the turn pass to the other side at a move from a node where
 * mover_is_max says who moves to one where next_is_max does?  In a tree
 * whose sides alternate it always does.  A file may say who moves at a
 * node, so that MIN can follow MIN (CS188's Pacman with two ghosts), and
 * then it does not: the same side moves again, so in negamax form the
 * child's score is its parent's as it is, not negated, and the window is
 * passed down as it is, not turned round. */
static inline bool rule_turn_passes(bool mover_is_max, bool next_is_max)
{
	return mover_is_max != next_is_max;
}

/* ---- Node types (Knuth and Moore 1975; the names PV, CUT and ALL are
 * Marsland and Popowich's) ------------------------------------------------
 * In a perfectly ordered search every node has a type its position
 * decides: the root is a PV node; a PV node's first move leads to a PV
 * node and its other moves to CUT nodes (the first move of each refutes
 * it); every move of a CUT node leads to an ALL node (only its first is
 * searched there), and every move of an ALL node to a CUT node (all are
 * searched).  "First" is first in the order the search tries the moves,
 * which a carried PV or a table move changes.  What a node's search
 * returned says which type it turned out to be: an exact value inside its
 * window (PV), a fail high (CUT: a move reached beta) or a fail low (ALL:
 * every move searched, none reached alpha).  NODE_NONE: no type (not
 * returned yet, or a search without a window). */
enum node_type { NODE_NONE, NODE_PV, NODE_CUT, NODE_ALL };

/* The type Knuth and Moore expect of a child of a node of type parent,
 * the first move the search tries there or a later one.  Where the turn
 * does not pass (MIN after MIN, rule_turn_passes) the child's result is
 * its parent's score as it is, not negated: a child that fails high makes
 * its parent fail high, so CUT and ALL change places. */
static inline enum node_type rule_child_type(enum node_type parent, bool first, bool passes)
{
	enum node_type c = NODE_NONE;
	switch (parent) {
	case NODE_PV:
		c = first ? NODE_PV : NODE_CUT;
		break;
	case NODE_CUT:
		c = NODE_ALL;
		break;
	case NODE_ALL:
		c = NODE_CUT;
		break;
	case NODE_NONE:
		break;
	}
	if (!passes && c != NODE_PV)
		c = c == NODE_CUT ? NODE_ALL : c == NODE_ALL ? NODE_CUT : c;
	return c;
}

/* The type a node turned out to be, from the kind of value its search
 * returned (rule_bound, from the side to move there). */
static inline enum node_type rule_found_type(enum bound b)
{
	return b == BOUND_EXACT ? NODE_PV : b == BOUND_LOWER ? NODE_CUT : NODE_ALL;
}

/* ---- The root's tricks (the PVS family, --root-last-null and
 * --root-delay-research) ---------------------------------------------------
 * At the root every move after the first is probed with the null window
 * (alpha, alpha + 1), and a probe that fails high is normally searched
 * again with the full window, to learn the move's value: the moves after
 * it need that value as their alpha.  Two old programs skipped some of
 * those re-searches.
 * Fishburn: a probe that fails high on the root's LAST move need not be
 * searched again.  No move is left that needs its value as a window, and
 * "more than alpha" already proves it better than every move before it:
 * it is the best move, its value known only as a bound.
 * Belle: the first probe at the root that fails high is not searched
 * again either.  The move is the best so far, and the moves after it are
 * probed against the same alpha: as long as none of them fails high, it
 * stays the best.  Only a second fail high asks which of the two is
 * better: then the kept move is searched again with the full window (its
 * value becomes alpha), and the second move is probed once more against
 * that new alpha, as any probe is (and may be kept in its turn).
 * A root whose loop ends with a move kept knows its value only as a lower
 * bound, and its PV is that move alone (a probe proves no line). */
enum root_trick {
	ROOT_RESEARCH,  /* no trick: the probe is searched again at once */
	ROOT_KEEP_LAST, /* Fishburn: the last move's fail high is kept as best */
	ROOT_KEEP_FIRST,/* Belle: a first fail high is kept as best, for now */
	ROOT_SECOND,    /* Belle: a second fail high: the kept move is searched
	                   again first, and this one probed after it */
};

/* What the root does with a probe that failed high (not over beta, which
 * is a cutoff as always), with the tricks asked for (last_null:
 * Fishburn's, delay: Belle's), at its last move or not, with a move kept
 * already or not. */
static inline enum root_trick rule_root_probe(bool last_null, bool delay, bool last_move,
					      bool kept)
{
	if (kept)
		return ROOT_SECOND;     /* the kept move's value is not alpha: nothing is proven */
	if (last_null && last_move)
		return ROOT_KEEP_LAST;
	if (delay)
		return ROOT_KEEP_FIRST;
	return ROOT_RESEARCH;
}

#endif
