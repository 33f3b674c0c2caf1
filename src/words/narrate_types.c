/* narrate_types.c - PV, CUT and ALL nodes in words.  Every reason here is
 * read off the trace: the found types and the cutoffs from nodetype.c,
 * and what a parent did with a child's result from the parent's own next
 * event (a re-search, a cutoff, a raise). */
#include <config.h>

#include <stdio.h>
#include <string.h>

#include "words/narrate.h"
#include "words/narrate_types.h"
#include "words/text.h"

void narrate_type_tag(char *buf, size_t len, const struct node_types *nt, node_id n)
{
	enum node_type want = nt->expected[n], got = nt->found[n];
	if (got == NODE_NONE)
		snprintf(buf, len, "%s", "");
	else if (got == want)
		snprintf(buf, len, "%s", node_type_name(got));
	else
		snprintf(buf, len, "%s, expected %s", node_type_name(got), node_type_name(want));
}

void narrate_types_legend(char *buf, size_t len, const struct state *st, bool ascii)
{
	if (!node_types_apply(st->algo))
		snprintf(buf, len, "Node types: %s searches every node completely, with no window: "
			 "no node is PV, CUT or ALL.", st->algo->name);
	else
		snprintf(buf, len, "Node types (Knuth-Moore): p c a expected PV CUT ALL; "
			 "P C A found as expected; C%sA expected CUT, found ALL.", ascii ? ">" : "→");
}

/* What n's parent did with the result of n's last visit: the parent's
 * own event about n right after n returned (EV_RESEARCH, EV_CUTOFF or
 * EV_RAISE), or -1 when it did none of these.  It is read from the trace
 * even where it is the next step: the step that returns n says what its
 * result means to the parent, as the narrator's "the probe fails high"
 * does. */
static int parent_reaction(const struct state *st, const struct node_types *nt, node_id n,
			   node_id p)
{
	const struct trace *tr = st->trace;
	for (int i = nt->returned[n] + 1; i < tr->count; i++) {
		const struct event *e = &tr->events[i];
		if (e->type == EV_ENTER || e->type == EV_RETURN || e->type == EV_LEAF ||
		    e->type == EV_PROBE)
			return -1;
		if (e->child >= 0 && tree_resolve(st->tree, e->node) == tree_resolve(st->tree, p) &&
		    tree_resolve(st->tree, e->child) == tree_resolve(st->tree, n) &&
		    (e->type == EV_RESEARCH || e->type == EV_CUTOFF || e->type == EV_RAISE))
			return e->type;
	}
	return -1;
}

/* What a type means, for a node that searched its moves, and for a leaf
 * (its value against its window, as a node's return is classified). */
static void found_words(char *buf, size_t len, const struct state *st, enum view v,
			const struct node_types *nt, node_id n)
{
	const struct tree *t = st->tree;
	char w[64];
	narrate_window(w, sizeof w, st, v, n, nt->alpha[n], nt->beta[n]);
	const char *side = text_side(t, n);
	if (!t->nodes[tree_resolve(t, n)].nchildren) {
		char val[32];
		narrate_leaf_value(val, sizeof val, st, v, n);
		switch ((enum node_type)nt->found[n]) {
		case NODE_PV:
			snprintf(buf, len, "its value %s lies inside its window %s", val, w);
			break;
		case NODE_CUT:
			snprintf(buf, len, "its value %s reaches the edge of its window %s that is "
				 "good for %s, as a CUT node's result does", val, w, side);
			break;
		default:
			snprintf(buf, len, "its value %s is at or past the edge of its window %s that "
				 "is bad for %s, as an ALL node's result is", val, w, side);
			break;
		}
		return;
	}
	if (nt->settled[n]) {
		/* A table entry ended the visit: no move was searched, so
		 * the type is the entry's value against the window alone. */
		if (nt->found[n] == NODE_PV)
			snprintf(buf, len, "the table settled it with no move searched: its exact "
				 "value lies inside its window %s", w);
		else
			snprintf(buf, len, "the table settled it with no move searched: its entry is "
				 "at or past the edge of its window %s that is %s for %s", w,
				 nt->found[n] == NODE_CUT ? "good" : "bad", side);
		return;
	}
	const struct event *r = &st->trace->events[nt->returned[n]];
	switch ((enum node_type)nt->found[n]) {
	case NODE_PV:
		if (r->type == EV_RETURN && r->bound != BOUND_EXACT)
			/* The root's tricks: every move searched, none cut
			 * off, the value only a bound (rules.h). */
			snprintf(buf, len, "it searched every move, and its value lies inside its "
				 "window %s, although only as a bound: a move kept without a "
				 "re-search was never asked its exact value", w);
		else
			snprintf(buf, len, "it returned an exact value inside its window %s", w);
		break;
	case NODE_CUT:
		if (nt->refuter[n] >= 0 && nt->pruned[n])
			snprintf(buf, len, "it cut off: %s was good enough for %s to stop",
				 tree_name(t, nt->refuter[n]), side);
		else if (nt->refuter[n] >= 0)
			snprintf(buf, len, "its last move, %s, was good enough for %s to stop, "
				 "with nothing left to prune", tree_name(t, nt->refuter[n]), side);
		else
			snprintf(buf, len, "its value is a bound at or past the edge of its window %s "
				 "that is good for %s", w, side);
		break;
	default:
		snprintf(buf, len, "it searched every move, and none did better for %s than "
			 "the edge of its window %s", side, w);
		break;
	}
}

void narrate_node_type(char *buf, size_t len, const struct state *st, enum view v,
		       const struct node_types *nt, node_id n)
{
	const struct tree *t = st->tree;
	enum node_type want = nt->expected[n], got = nt->found[n];
	*buf = '\0';
	if (got == NODE_NONE)
		return;
	char why[512];
	found_words(why, sizeof why, st, v, nt, n);
	const char *name = tree_name(t, n);
	const char *article = got == NODE_ALL ? "an" : "a";
	if (got == want) {
		snprintf(buf, len, "%s is %s %s node, as expected: %s.", name, article,
			 node_type_name(got), why);
	} else {
		snprintf(buf, len, "%s was expected to be %s %s node but is %s %s node: %s.", name,
			 want == NODE_ALL ? "an" : "a", node_type_name(want), article,
			 node_type_name(got), why);
	}
	if (nt->before[n] != NODE_NONE && nt->before[n] != got)
		text_append(buf, len, " Its visit before this one was %s %s node's.",
			    nt->before[n] == NODE_ALL ? "an" : "a", node_type_name(nt->before[n]));
	node_id p = t->nodes[n].parent;
	/* What a mismatch meant to the parent is said where the turn passes
	 * at the move: a result bad for one side is then good for the other.
	 * Where the same side moves again (MIN after MIN), the found words
	 * alone are true. */
	if (got == want || p < 0 || !tree_turn_passes(t, p, n))
		return;
	const char *pn = tree_name(t, p);
	bool first = nt->first[p] == n;
	node_id pos = tree_resolve(t, n);       /* n's position, when n is a reference */
	int r = parent_reaction(st, nt, n, p);
	if (want == NODE_CUT && got != NODE_CUT) {
		/* A CUT node is a refuted move: its parent's move to it was
		 * bet to be worse than the parent's first move. */
		if (r == EV_RESEARCH && st->algo->tests)       /* Scout: TEST, then EVAL */
			text_append(buf, len, " The move to it is better for %s at %s than the "
				    "moves before it: TEST(%s) is true, and %s must evaluate it "
				    "exactly (its bet that %s's best move so far is best fails here).",
				    text_side(t, p), pn, name, st->algo->name, pn);
		else if (r == EV_RESEARCH)
			text_append(buf, len, " The move to it is better for %s at %s than the "
				    "moves before it: the probe of %s fails high, and %s must search "
				    "it again with a wider window (its bet that %s's best move so far "
				    "is best fails here).", text_side(t, p), pn, name, st->algo->name, pn);
		else if (r == EV_CUTOFF && first)
			text_append(buf, len, " So %s cuts off at it, its first move.", pn);
		else if (r == EV_CUTOFF)
			text_append(buf, len, " So the move to it is good enough for %s at %s "
				    "to stop there: %s's first move was not its best.",
				    text_side(t, p), pn, pn);
		else if (r == EV_RAISE && first)
			text_append(buf, len, " So it is %s's best move so far.", pn);
		else if (r == EV_RAISE)
			text_append(buf, len, " So it is %s's best move so far, better than %s's "
				    "first move.", pn, pn);
		else if (got == NODE_ALL && t->nodes[pos].nchildren && nt->first[pos] >= 0)
			text_append(buf, len, " Its first move, %s, did not refute it, nor did any "
				    "other.", tree_name(t, nt->first[pos]));
	} else if (want == NODE_ALL) {
		/* An ALL node's moves are all bet to be refuted: its cutoff
		 * says the move to it was no refutation of its parent. */
		char rest[256] = "";
		if (nt->found[p] == NODE_CUT && nt->refuter[p] >= 0 && nt->refuter[p] != n)
			snprintf(rest, sizeof rest, ": a later move, %s, refuted %s",
				 tree_name(t, nt->refuter[p]), pn);
		else if (nt->found[p] == NODE_ALL)
			snprintf(rest, sizeof rest, ": no move of %s refuted it", pn);
		else if (nt->returned[p] < 0 || nt->returned[p] < nt->returned[n])
			snprintf(rest, sizeof rest, ": %s must search on", pn);
		text_append(buf, len, " So %s, the %s move %s tried, does not refute %s%s.", name,
			    first ? "first" : "later", pn, pn, rest);
	} else if (want == NODE_PV) {
		text_append(buf, len, " Its value lies outside the window it was searched "
			    "with.");
	}
}
