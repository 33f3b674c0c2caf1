/* narrate_types.c - PV, CUT and ALL nodes in words.  Every reason here is
 * read off the trace: the found types and the cutoffs from nodetype.c,
 * and what a parent did with a child's result from the parent's own next
 * event (a re-search, a cutoff, a raise). */
#include <config.h>

#include <stdio.h>
#include <string.h>

#include "tree/i18n.h"
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
		/* TRANSLATORS: %s is the algorithm.  PV, CUT and ALL are Knuth
		 * and Moore's names for the types, kept as they are. */
		snprintf(buf, len, _("Node types: %s searches every node completely, with no window: "
				     "no node is PV, CUT or ALL."), st->algo->name);
	else
		/* TRANSLATORS: the legend of the marks on the tree: p c a and
		 * P C A are the marks, %s an arrow; PV, CUT and ALL stay. */
		snprintf(buf, len, _("Node types (Knuth-Moore): p c a expected PV CUT ALL; "
				     "P C A found as expected; C%sA expected CUT, found ALL."),
			 ascii ? ">" : "→");
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
		/* TRANSLATORS: the clauses below say why a node is of its
		 * type; each is said after a colon ("N4 is a CUT node, as
		 * expected: ...").  %1$s is the node's value, %2$s its window,
		 * %3$s MAX or MIN. */
		case NODE_PV:
			/* TRANSLATORS: a clause after a colon; %1$s is the value,
			 * %2$s the window. */
			snprintf(buf, len, _("its value %1$s lies inside its window %2$s"), val, w);
			break;
		case NODE_CUT:
			/* TRANSLATORS: a clause after a colon; %1$s is the value,
			 * %2$s the window, %3$s MAX or MIN. */
			snprintf(buf, len, _("its value %1$s reaches the edge of its window %2$s that is "
					     "good for %3$s, as a CUT node's result does"), val, w, side);
			break;
		default:
			/* TRANSLATORS: a clause after a colon; %1$s is the value,
			 * %2$s the window, %3$s MAX or MIN. */
			snprintf(buf, len, _("its value %1$s is at or past the edge of its window %2$s "
					     "that is bad for %3$s, as an ALL node's result is"),
				 val, w, side);
			break;
		}
		return;
	}
	if (nt->settled[n]) {
		/* A table entry ended the visit: no move was searched, so
		 * the type is the entry's value against the window alone. */
		if (nt->found[n] == NODE_PV)
			/* TRANSLATORS: a clause after a colon; %s is the window. */
			snprintf(buf, len, _("the table settled it with no move searched: its exact "
					     "value lies inside its window %s"), w);
		else if (nt->found[n] == NODE_CUT)
			/* TRANSLATORS: a clause after a colon; %1$s is the window,
			 * %2$s MAX or MIN. */
			snprintf(buf, len, _("the table settled it with no move searched: its entry is "
					     "at or past the edge of its window %1$s that is good for "
					     "%2$s"), w, side);
		else
			/* TRANSLATORS: a clause after a colon; %1$s is the window,
			 * %2$s MAX or MIN. */
			snprintf(buf, len, _("the table settled it with no move searched: its entry is "
					     "at or past the edge of its window %1$s that is bad for "
					     "%2$s"), w, side);
		return;
	}
	const struct event *r = &st->trace->events[nt->returned[n]];
	switch ((enum node_type)nt->found[n]) {
	case NODE_PV:
		if (r->type == EV_RETURN && r->bound != BOUND_EXACT)
			/* The root's tricks: every move searched, none cut
			 * off, the value only a bound (rules.h). */
			/* TRANSLATORS: a clause after a colon; %s is the window. */
			snprintf(buf, len, _("it searched every move, and its value lies inside its "
					     "window %s, although only as a bound: a move kept without a "
					     "re-search was never asked its exact value"), w);
		else
			/* TRANSLATORS: a clause after a colon; %s is the window. */
			snprintf(buf, len, _("it returned an exact value inside its window %s"), w);
		break;
	case NODE_CUT:
		if (nt->refuter[n] >= 0 && nt->pruned[n])
			/* TRANSLATORS: a clause after a colon; %1$s is a move, %2$s
			 * MAX or MIN. */
			snprintf(buf, len, _("it cut off: %1$s was good enough for %2$s to stop"),
				 tree_name(t, nt->refuter[n]), side);
		else if (nt->refuter[n] >= 0)
			/* TRANSLATORS: a clause after a colon; %1$s is a move, %2$s
			 * MAX or MIN. */
			snprintf(buf, len, _("its last move, %1$s, was good enough for %2$s to stop, "
					     "with nothing left to prune"), tree_name(t, nt->refuter[n]),
				 side);
		else
			/* TRANSLATORS: a clause after a colon; %1$s is the window,
			 * %2$s MAX or MIN. */
			snprintf(buf, len, _("its value is a bound at or past the edge of its window "
					     "%1$s that is good for %2$s"), w, side);
		break;
	default:
		/* TRANSLATORS: a clause after a colon; %1$s is MAX or MIN, %2$s
		 * the window. */
		snprintf(buf, len, _("it searched every move, and none did better for %1$s than "
				     "the edge of its window %2$s"), side, w);
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
	/* A sentence for each type expected and found ([want][got]): English
	 * says "a PV" but "an ALL".  TRANSLATORS: %1$s is the node, %2$s why
	 * (a clause); PV, CUT and ALL are Knuth and Moore's names. */
	static const char *const is[4][4] = {
		/* TRANSLATORS: %1$s is the node, %2$s why (a clause). */
		[NODE_PV] = { [NODE_PV] = N_("%1$s is a PV node, as expected: %2$s."),
			      /* TRANSLATORS: %1$s is the node, %2$s why (a clause). */
			      [NODE_CUT] = N_("%1$s was expected to be a PV node but is a CUT node: "
					      "%2$s."),
			      /* TRANSLATORS: %1$s is the node, %2$s why (a clause). */
			      [NODE_ALL] = N_("%1$s was expected to be a PV node but is an ALL node: "
					      "%2$s.") },
		/* TRANSLATORS: %1$s is the node, %2$s why (a clause). */
		[NODE_CUT] = { [NODE_PV] = N_("%1$s was expected to be a CUT node but is a PV node: "
					      "%2$s."),
			       /* TRANSLATORS: %1$s is the node, %2$s why (a clause). */
			       [NODE_CUT] = N_("%1$s is a CUT node, as expected: %2$s."),
			       /* TRANSLATORS: %1$s is the node, %2$s why (a clause). */
			       [NODE_ALL] = N_("%1$s was expected to be a CUT node but is an ALL node: "
					       "%2$s.") },
		/* TRANSLATORS: %1$s is the node, %2$s why (a clause). */
		[NODE_ALL] = { [NODE_PV] = N_("%1$s was expected to be an ALL node but is a PV node: "
					      "%2$s."),
			       /* TRANSLATORS: %1$s is the node, %2$s why (a clause). */
			       [NODE_CUT] = N_("%1$s was expected to be an ALL node but is a CUT node: "
					       "%2$s."),
			       /* TRANSLATORS: %1$s is the node, %2$s why (a clause). */
			       [NODE_ALL] = N_("%1$s is an ALL node, as expected: %2$s.") },
	};
	/* TRANSLATORS: a sentence after the one above: the type the node
	 * was found to be on its visit before. */
	static const char *const before[4] = {
		/* TRANSLATORS: a sentence after the one saying the type. */
		[NODE_PV] = N_("Its visit before this one was a PV node's."),
		/* TRANSLATORS: a sentence after the one saying the type. */
		[NODE_CUT] = N_("Its visit before this one was a CUT node's."),
		/* TRANSLATORS: a sentence after the one saying the type. */
		[NODE_ALL] = N_("Its visit before this one was an ALL node's."),
	};
	snprintf(buf, len, _(is[want][got]), name, why);
	if (nt->before[n] != NODE_NONE && nt->before[n] != got)
		text_append(buf, len, " %s", _(before[nt->before[n]]));
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
		/* Each a sentence after the ones above. */
		if (r == EV_RESEARCH && st->algo->tests)       /* Scout: TEST, then EVAL */
			/* TRANSLATORS: %1$s is MAX or MIN, %2$s the parent, %3$s the
			 * node, %4$s the algorithm.  TEST is Scout's procedure. */
			text_append(buf, len, _(" The move to it is better for %1$s at %2$s than the "
						"moves before it: TEST(%3$s) is true, and %4$s must "
						"evaluate it exactly (its bet that %2$s's best move so "
						"far is best fails here)."),
				    text_side(t, p), pn, name, st->algo->name);
		else if (r == EV_RESEARCH)
			/* TRANSLATORS: %1$s is MAX or MIN, %2$s the parent, %3$s the
			 * node, %4$s the algorithm. */
			text_append(buf, len, _(" The move to it is better for %1$s at %2$s than the "
						"moves before it: the probe of %3$s fails high, and %4$s "
						"must search it again with a wider window (its bet that "
						"%2$s's best move so far is best fails here)."),
				    text_side(t, p), pn, name, st->algo->name);
		else if (r == EV_CUTOFF && first)
			/* TRANSLATORS: %s is the parent. */
			text_append(buf, len, _(" So %s cuts off at it, its first move."), pn);
		else if (r == EV_CUTOFF)
			/* TRANSLATORS: %1$s is MAX or MIN, %2$s the parent. */
			text_append(buf, len, _(" So the move to it is good enough for %1$s at %2$s "
						"to stop there: %2$s's first move was not its best."),
				    text_side(t, p), pn);
		else if (r == EV_RAISE && first)
			/* TRANSLATORS: %s is the parent. */
			text_append(buf, len, _(" So it is %s's best move so far."), pn);
		else if (r == EV_RAISE)
			/* TRANSLATORS: %s is the parent. */
			text_append(buf, len, _(" So it is %1$s's best move so far, better than %1$s's "
						"first move."), pn);
		else if (got == NODE_ALL && t->nodes[pos].nchildren && nt->first[pos] >= 0)
			/* TRANSLATORS: %s is the node's first move. */
			text_append(buf, len, _(" Its first move, %s, did not refute it, nor did any "
						"other."), tree_name(t, nt->first[pos]));
	} else if (want == NODE_ALL) {
		/* An ALL node's moves are all bet to be refuted: its cutoff
		 * says the move to it was no refutation of its parent.  A whole
		 * sentence for each: the first move or a later one, and what
		 * the parent did instead.  %1$s is the node, %2$s the parent,
		 * %3$s the move that refuted the parent. */
		const char *refuter = nt->refuter[p] >= 0 ? tree_name(t, nt->refuter[p]) : "";
		int k = nt->found[p] == NODE_CUT && nt->refuter[p] >= 0 && nt->refuter[p] != n ? 1 :
			nt->found[p] == NODE_ALL ? 2 :
			nt->returned[p] < 0 || nt->returned[p] < nt->returned[n] ? 3 : 0;
		/* TRANSLATORS: %1$s is a node, %2$s its parent, %3$s (where said)
		 * the parent's move that refuted the parent's parent. */
		static const char *const no_refute[2][4] = {
			/* TRANSLATORS: %1$s is a node, %2$s its parent, %3$s a move. */
			{ N_(" So %1$s, the later move %2$s tried, does not refute %2$s."),
			  /* TRANSLATORS: %1$s is a node, %2$s its parent, %3$s a move. */
			  N_(" So %1$s, the later move %2$s tried, does not refute %2$s: a later "
			     "move, %3$s, refuted %2$s."),
			  /* TRANSLATORS: %1$s is a node, %2$s its parent, %3$s a move. */
			  N_(" So %1$s, the later move %2$s tried, does not refute %2$s: no move of "
			     "%2$s refuted it."),
			  /* TRANSLATORS: %1$s is a node, %2$s its parent, %3$s a move. */
			  N_(" So %1$s, the later move %2$s tried, does not refute %2$s: %2$s must "
			     "search on.") },
			/* TRANSLATORS: %1$s is a node, %2$s its parent, %3$s a move. */
			{ N_(" So %1$s, the first move %2$s tried, does not refute %2$s."),
			  /* TRANSLATORS: %1$s is a node, %2$s its parent, %3$s a move. */
			  N_(" So %1$s, the first move %2$s tried, does not refute %2$s: a later "
			     "move, %3$s, refuted %2$s."),
			  /* TRANSLATORS: %1$s is a node, %2$s its parent, %3$s a move. */
			  N_(" So %1$s, the first move %2$s tried, does not refute %2$s: no move of "
			     "%2$s refuted it."),
			  /* TRANSLATORS: %1$s is a node, %2$s its parent, %3$s a move. */
			  N_(" So %1$s, the first move %2$s tried, does not refute %2$s: %2$s must "
			     "search on.") },
		};
		text_append(buf, len, _(no_refute[first][k]), name, pn, refuter);
	} else if (want == NODE_PV) {
		text_append(buf, len, "%s", _(" Its value lies outside the window it was searched "
					      "with."));
	}
}
