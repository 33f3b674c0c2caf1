/* narrate.c - the search in words, with the reasons read off the trace.
 *
 * Two rules keep every sentence true.  A reason is computed, never
 * assumed: a cutoff names the place its bound came from (state.c tracks
 * the origin of every bound as windows are passed down), a probe's
 * verdict compares the score that came back with the probe's window, and
 * a fail-hard return says when it reports less than its moves showed.
 * And a sentence claims only what the numbers prove: a probe that failed
 * high proves a bound, so it is said as a fact, with its strength. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tree/i18n.h"
#include "words/narrate.h"
#include "words/text.h"
#include "search/rules.h"
#include "search/plan.h"

/* ---- Numbers in a view -------------------------------------------------- */

static bool flipped(const struct state *st, enum view v, node_id n)
{
	return v == VIEW_MAXMIN && !st->tree->nodes[n].is_max;
}

/* A number the algorithm recorded: in hundredths for expectimax. */
static void value_text(const struct state *st, char *buf, size_t len, int score)
{
	if (algorithm_in_hundredths(st->algo, st->tree))
		text_hundredths(buf, len, score);
	else
		text_score(buf, len, st->tree, score);
}

void narrate_score(char *buf, size_t len, const struct state *st, enum view v, node_id n, int score)
{
	value_text(st, buf, len, flipped(st, v, n) ? -score : score);
}

void narrate_window(char *buf, size_t len, const struct state *st, enum view v, node_id n,
		 int alpha, int beta)
{
	if (flipped(st, v, n))
		text_window(buf, len, st->tree, -beta, -alpha);
	else
		text_window(buf, len, st->tree, alpha, beta);
}

void narrate_node_window(char *buf, size_t len, const struct state *st, enum view v, node_id n)
{
	const struct node_state *ns = &st->nodes[n];
	int alpha = ns->alpha, beta = ns->beta;
	*buf = '\0';
	for (int i = st->depth - 1; i >= 0; i--)
		if (st->stack[i].node == n) {
			alpha = st->stack[i].alpha;
			beta = st->stack[i].beta;
			break;
		}
	if (ns->visits == 0 || state_pruned(st, n))
		return;
	char w[64];
	narrate_window(w, sizeof w, st, v, n, alpha, beta);
	/* "(3, 5)" as "(3,5)": the tree has no column to spare. */
	size_t o = 0;
	for (const char *p = w; *p && o + 1 < len; p++)
		if (*p != ' ')
			buf[o++] = *p;
	buf[o] = '\0';
}

static enum bound narrate_bound(const struct state *st, enum view v, node_id n, enum bound b)
{
	return v == VIEW_MAXMIN ? bound_max_view(st->tree, n, b) : b;
}

static void narrate_bounded(char *buf, size_t len, const struct state *st, enum view v, node_id n,
			 enum bound b, int score)
{
	char s[24];
	value_text(st, s, sizeof s, flipped(st, v, n) ? -score : score);
	snprintf(buf, len, "%s%s", text_bound_op(narrate_bound(st, v, n, b)), s);
}

void narrate_entry_value(char *buf, size_t len, const struct state *st, enum view v, node_id n,
			 enum bound b, int score)
{
	narrate_bounded(buf, len, st, v, n, b, score);
}

void narrate_node_value(char *buf, size_t len, const struct state *st, enum view v, node_id n)
{
	const struct node_state *ns = &st->nodes[n];
	buf[0] = '\0';
	if (ns->known)
		narrate_bounded(buf, len, st, v, n, ns->bound, ns->value);
	else if (ns->has_lower && state_node(st, n) >= DRAW_PATH)
		narrate_bounded(buf, len, st, v, n, BOUND_LOWER, ns->lower);
}

void narrate_leaf_value(char *buf, size_t len, const struct state *st, enum view v, node_id n)
{
	const struct node *nd = &st->tree->nodes[n];
	int value = nd->nchildren ? nd->static_value : nd->value;
	if (algorithm_in_hundredths(st->algo, st->tree))
		value *= 100;   /* as the search records it (expectimax.c) */
	narrate_score(buf, len, st, v, n, nd->is_max ? value : -value);
}

void narrate_node_label(char *buf, size_t len, const struct state *st, enum view v, node_id n,
			bool leaves, const char *times, bool *written)
{
	char val[32];
	narrate_node_value(val, sizeof val, st, v, n);
	*written = false;
	if (!*val && state_stops_at(st, n) && leaves) {
		/* "~4": a static evaluation, not a value the tree ends with */
		bool horizon = state_at_horizon(st, n);
		narrate_leaf_value(val + horizon, sizeof val - horizon, st, v, n);
		if (horizon)
			val[0] = '~';
		*written = true;
	}
	/* "cut" is a mark on the tree, as ~ and x2 are, and stays in
	 * English: the tree's layout keeps it room by the letter
	 * (ui/view_tree.c's full_width, out/scene.c's node_room), and the
	 * help and the legends say what it means in the reader's words. */
	if (state_node(st, n) == DRAW_PRUNED)
		snprintf(buf, len, "cut%s%s", *written ? " " : "", *written ? val : "");
	else
		snprintf(buf, len, "%s", val);
	if (st->nodes[n].visits > 1)
		text_append(buf, len, "%s%s%d", *buf ? " " : "", times, st->nodes[n].visits);
}

/* The comparison that makes a cutoff, as the side whose far bound it is
 * sees it (flip: MIN's alpha in max/min): ">=" or "<=", and ">" or "<" in
 * the strict convention (rules.h). */
const char *narrate_cut_op(const struct state *st, bool flip)
{
	if (st->trace->plan.strict)
		return flip ? "<" : ">";
	return flip ? "<=" : ">=";
}

/* "β 5" or "α 5": the bound a cutoff at n reached, named as in max/min. */
void narrate_far_bound(char *buf, size_t len, const struct state *st, enum view v, node_id n,
		       int beta)
{
	char s[24];
	narrate_score(s, sizeof s, st, v, n, beta);
	snprintf(buf, len, "%s %s", flipped(st, v, n) ? "alpha" : "beta", s);
}

static const char *name(const struct state *st, node_id n)
{
	return tree_name(st->tree, n);
}

/* ---- What a move brought back ------------------------------------------- */

/* A child's bound (not exact) as its parent p sees it: turned round
 * when the turn passes, as it is where the same side moves again. */
static enum bound up_bound(const struct state *st, node_id p, node_id child, enum bound b)
{
	if (!tree_turn_passes(st->tree, p, child))
		return b;
	return b == BOUND_LOWER ? BOUND_UPPER : BOUND_LOWER;
}

/* How sure the score is that child brought back to the node being
 * searched (the top frame), from that node's side: exact, or only a bound.
 * It is the child's own last return turned around (a child that failed
 * high for its side is only an upper bound for the mover), with one
 * exception read off the trace: a NegaScout re-search that starts at the
 * score its probe proved and fails low proves that score exact. */
enum bound narrate_move_bound(const struct state *st, node_id child)
{
	const struct node_state *cs = &st->nodes[child];
	if (!cs->known || cs->bound == BOUND_EXACT || st->depth < 1)
		return BOUND_EXACT;
	const struct stack_frame *f = &st->stack[st->depth - 1];
	int returned = -1;
	for (int i = st->step - 1; i >= st->nodes[f->node].entered_at; i--) {
		const struct event *r = &st->trace->events[i];
		if (returned < 0 && (r->type == EV_RETURN || r->type == EV_LEAF) && r->node == child)
			returned = i;
		if (r->type == EV_RESEARCH && r->node == f->node && r->child == child) {
			if (r->alpha == r->value && to_parent(st->tree, f->node, child, cs->value) <= r->alpha)
				return BOUND_EXACT;
			return up_bound(st, f->node, child, cs->bound);
		}
	}
	if (narrate_probe_kept(st, child, returned))
		return BOUND_EXACT;
	return up_bound(st, f->node, child, cs->bound);
}

bool narrate_probe_kept(const struct state *st, node_id child, int returned)
{
	const struct node_state *cs = &st->nodes[child];
	const struct trace *tr = st->trace;
	if (returned < 0 || st->depth < 1 || cs->kind != VISIT_PROBE || cs->bound != BOUND_UPPER)
		return false;
	/* failed high for the prober, short of its beta, and not searched again */
	const struct event *next = returned + 1 < tr->count ? &tr->events[returned + 1] : NULL;
	node_id p = st->stack[st->depth - 1].node;
	if (to_parent(st->tree, p, child, cs->value) >= st->stack[st->depth - 1].beta ||
	    (next && next->type == EV_RESEARCH && next->child == child))
		return false;
	return rule_probe_exact(state_stop(st, child), state_stop_below(st, child), st->tt.size > 0);
}

void narrate_move_score(char *buf, size_t len, const struct state *st, enum view v, node_id p,
		       enum bound b, int score)
{
	static const char *const how[] = { "", "at least ", "at most " };
	char s[24];
	narrate_score(s, sizeof s, st, v, p, score);
	snprintf(buf, len, "%s%s", how[narrate_bound(st, v, p, b)], s);
}

void narrate_move_words(char *buf, size_t len, const struct state *st, enum view v, node_id p,
			enum bound b, int score)
{
	char s[24];
	narrate_score(s, sizeof s, st, v, p, score);
	switch (narrate_bound(st, v, p, b)) {
	case BOUND_LOWER:
		/* TRANSLATORS: a score that is only a bound; %s is a number. */
		snprintf(buf, len, _("at least %s"), s);
		break;
	case BOUND_UPPER:
		/* TRANSLATORS: a score that is only a bound; %s is a number. */
		snprintf(buf, len, _("at most %s"), s);
		break;
	default:
		snprintf(buf, len, "%s", s);
		break;
	}
}

/* ---- Frames ------------------------------------------------------------- */

const char *narrate_frame_tag(const struct state *st, int i)
{
	const struct stack_frame *f = &st->stack[i];
	/* TRANSLATORS: the marks of a frame in the stack panel, short: a
	 * Scout TEST (the name of Pearl's procedure), Scout's second
	 * evaluation, a null-window probe, a re-search, and a frame inside a
	 * probe's null window. */
	if (f->kind == VISIT_TEST)              /* Pearl's Scout */
		return _("TEST");
	if (f->kind == VISIT_RESEARCH && st->algo->tests)
		return _("EVAL again");
	if (f->kind == VISIT_PROBE)
		return _("probe");
	if (f->kind == VISIT_RESEARCH)
		return _("re-search");
	if (rule_is_null(f->alpha, f->beta, st->trace->plan.strict) && state_probe_frame(st, i) >= 0)
		return _("null");
	return "";
}

/* ---- Steps -------------------------------------------------------------- */

/* Is the next step, read off the trace, an event of this type at n? */
static bool next_is(const struct state *st, enum event_type type, node_id n)
{
	const struct event *next = st->step < st->trace->count ? &st->trace->events[st->step] : NULL;
	return next && next->type == type && next->node == n;
}

/* Entered through a reference: say that the position is one the tree
 * holds elsewhere, and whether this search has been there before. */
static void transposition_note(const struct state *st, const struct event *e, char *buf,
			       size_t len)
{
	const struct tree *t = st->tree;
	const struct stack_frame *f = &st->stack[st->depth - 1];
	if (f->move == e->node || e->kind == VISIT_RESEARCH)
		return;
	text_append(buf, len, " ");
	/* TRANSLATORS: %1$s is the move, %2$s the position it reaches, %3$s
	 * the node the position is reached through elsewhere. */
	text_append(buf, len, _("The move %1$s is a transposition: it reaches %2$s, the position "
				"also reached through %3$s."), name(st, f->move), name(st, e->node),
		    name(st, t->nodes[e->node].parent));
	int before = st->nodes[e->node].visits - 1;
	/* "once" or "more than once": ngettext picks by the visits before. */
	unsigned long k = (unsigned long)before;
	if (before > 0)
		text_append(buf, len, " ");
	if (before > 0 && next_is(st, EV_TT_PROBE, e->node) && st->algo->no_window)
		/* minimax's own sentence has said that the table is asked */
		text_append(buf, len, "%s", ngettext("The search has been here once before.",
						     "The search has been here more than once before.",
						     k));
	else if (before > 0 && next_is(st, EV_TT_PROBE, e->node))
		text_append(buf, len, "%s", ngettext("The search has been here once before: the table "
						     "is asked next whether it still knows the result.",
						     "The search has been here more than once before: the "
						     "table is asked next whether it still knows the "
						     "result.", k));
	else if (before > 0 && st->tt.size > 0 && state_stops_at(st, e->node) &&
		 state_at_horizon(st, e->node))
		/* TRANSLATORS: %s is the node. */
		text_append(buf, len, ngettext("The search has been here once before, but nodes at the "
					       "horizon never look themselves up in the table, so %s is "
					       "evaluated again.",
					       "The search has been here more than once before, but nodes "
					       "at the horizon never look themselves up in the table, so "
					       "%s is evaluated again.", k), name(st, e->node));
	else if (before > 0 && st->tt.size > 0 && state_stops_at(st, e->node))
		/* TRANSLATORS: %s is the leaf. */
		text_append(buf, len, ngettext("The search has been here once before, but leaves never "
					       "look themselves up in the table, so %s is evaluated "
					       "again.",
					       "The search has been here more than once before, but "
					       "leaves never look themselves up in the table, so %s is "
					       "evaluated again.", k), name(st, e->node));
	else if (before > 0)
		text_append(buf, len, "%s", ngettext("The search has been here once before and, keeping "
						     "no table of results, searches it again.",
						     "The search has been here more than once before and, "
						     "keeping no table of results, searches it again.", k));
}

static void narrate_enter(const struct state *st, enum view v, const struct event *e,
			  char *buf, size_t len)
{
	const struct tree *t = st->tree;
	const char *n = name(st, e->node), *side = text_side(t, e->node);
	char w[64];
	bool leaf = state_stops_at(st, e->node), horizon = state_at_horizon(st, e->node);
	narrate_window(w, sizeof w, st, v, e->node, e->alpha, e->beta);
	bool strict = st->trace->plan.strict;

	if (st->algo->no_window) {
		const char *a = st->algo->name;
		if (horizon)
			/* TRANSLATORS: %1$s is the algorithm, %2$s the node, %3$s MAX
			 * or MIN, %4$d the depth. */
			text_append(buf, len, _("%1$s reaches %2$s (%3$s to move) at the horizon, depth "
						"%4$d; its static evaluation is used next."), a, n, side,
				    t->nodes[e->node].depth);
		else if (leaf)
			/* TRANSLATORS: %1$s is the algorithm, %2$s the leaf, %3$s MAX
			 * or MIN. */
			text_append(buf, len, _("%1$s reaches the leaf %2$s (%3$s to move); it is "
						"evaluated next."), a, n, side);
		else if (t->nodes[e->node].is_chance)
			/* TRANSLATORS: %1$s is the algorithm, %2$s the chance node. */
			text_append(buf, len, _("%1$s enters %2$s, where chance moves; it will search "
						"every move and take their average, weighted by their "
						"probabilities."), a, n);
		else if (next_is(st, EV_TT_PROBE, e->node))
			/* TRANSLATORS: %1$s is the algorithm, %2$s the node, %3$s MAX
			 * or MIN. */
			text_append(buf, len, _("%1$s enters %2$s (%3$s to move); it asks the table "
						"first, and searches every child unless the table "
						"settles %2$s."), a, n, side);
		else
			/* TRANSLATORS: %1$s is the algorithm, %2$s the node, %3$s MAX
			 * or MIN. */
			text_append(buf, len, _("%1$s enters %2$s (%3$s to move); it will search every "
						"child."), a, n, side);
		return;
	}
	int probe = state_probe_frame(st, st->depth - 1);
	switch (e->kind) {
	case VISIT_PROBE: {
		node_id p = st->stack[st->depth - 2].node;      /* the prober */
		char a[24];
		narrate_score(a, sizeof a, st, v, p, st->stack[st->depth - 2].alpha);
		if (strict)
			/* TRANSLATORS: %1$s is the node, %2$s MAX or MIN, %3$s the
			 * prober, %4$s the null window, %5$s the prober's side, %6$s
			 * the score to beat. */
			text_append(buf, len, _("%1$s (%2$s) is entered for %3$s's null-window probe "
						"%4$s: the probe asks only whether %1$s is better for "
						"%5$s than %6$s; in the strict convention a score of "
						"exactly that is a third answer, and exact."),
				    n, side, name(st, p), w, text_side(t, p), a);
		else
			/* TRANSLATORS: %1$s is the node, %2$s MAX or MIN, %3$s the
			 * prober, %4$s the null window, %5$s the prober's side, %6$s
			 * the score to beat. */
			text_append(buf, len, _("%1$s (%2$s) is entered for %3$s's null-window probe "
						"%4$s: the probe asks only whether %1$s is better for "
						"%5$s than %6$s."), n, side, name(st, p), w,
				    text_side(t, p), a);
		break;
	}
	case VISIT_RESEARCH: {
		const struct event *r = st->step >= 2 ? &st->trace->events[st->step - 2] : NULL;
		if (r && r->type == EV_RESEARCH && r->alpha == r->old &&
		    r->beta == rule_null_beta(r->old, strict))
			/* TRANSLATORS: %1$s is the node, %2$s MAX or MIN, %3$s the
			 * window. */
			text_append(buf, len, _("%1$s (%2$s) is searched again with %3$s, the same null "
						"window as its probe."), n, side, w);
		else
			/* TRANSLATORS: %1$s is the node, %2$s MAX or MIN, %3$s the
			 * window. */
			text_append(buf, len, _("%1$s (%2$s) is searched again, now with the window %3$s, "
						"to learn its value."), n, side, w);
		text_append(buf, len, " ");
		/* TRANSLATORS: %1$d counts the node's visits, %2$s is the node. */
		text_append(buf, len, _("This is visit %1$d of %2$s."), st->nodes[e->node].visits, n);
		break;
	}
	case VISIT_SEARCH:
		if (st->algo->needs_table && (leaf || horizon)) {    /* MTD(f), SSS*: the test */
			/* TRANSLATORS: %1$s is the node, %2$s MAX or MIN, %3$s the
			 * null window, %4$d the number of the search. */
			text_append(buf, len, _("%1$s (%2$s) is entered with the null window %3$s of "
						"search %4$d: like every node of the test, it only has "
						"to show which side of the window it is on. The search "
						"stops here: the table is asked next, and unless it "
						"already knows the value, the node is then evaluated."),
				    n, side, w, st->mtd.pass);
		} else if (st->algo->needs_table) {
			/* TRANSLATORS: %1$s is the node, %2$s MAX or MIN, %3$s the
			 * null window, %4$d the number of the search. */
			text_append(buf, len, _("%1$s (%2$s) is entered with the null window %3$s of "
						"search %4$d: like every node of the test, it only has "
						"to show which side of the window it is on."),
				    n, side, w, st->mtd.pass);
		} else if (rule_is_null(e->alpha, e->beta, strict) && probe >= 0) {
			node_id c = st->stack[probe].node;
			/* TRANSLATORS: %1$s is the node, %2$s MAX or MIN, %3$s the
			 * node probed, %4$s the null window. */
			text_append(buf, len, _("%1$s (%2$s) is searched inside the probe of %3$s and "
						"inherits its null window %4$s: it only has to show which "
						"side of that bound it is on."), n, side, name(st, c), w);
		} else if (rule_is_null(e->alpha, e->beta, strict) && strict) {
			/* TRANSLATORS: %1$s is the node, %2$s MAX or MIN, %3$s the
			 * window. */
			text_append(buf, len, _("%1$s (%2$s) is entered with the window %3$s. It is a null "
						"window by chance, because the bounds passed down happen "
						"to meet, not because of a probe."), n, side, w);
		} else if (rule_is_null(e->alpha, e->beta, strict)) {
			/* TRANSLATORS: %1$s is the node, %2$s MAX or MIN, %3$s the
			 * window. */
			text_append(buf, len, _("%1$s (%2$s) is entered with the window %3$s. It is one "
						"wide by chance, because the bounds passed down happen to "
						"lie one apart, not because of a probe."), n, side, w);
		} else if (horizon) {
			/* TRANSLATORS: %1$s is the node, %2$s MAX or MIN, %3$d its
			 * depth, %4$s its window. */
			text_append(buf, len, _("%1$s (%2$s to move) is at the horizon, depth %3$d, "
						"entered with the window %4$s; its static evaluation is "
						"used next."), n, side, t->nodes[e->node].depth, w);
		} else if (leaf) {
			/* TRANSLATORS: %1$s is the leaf, %2$s MAX or MIN, %3$s its
			 * window. */
			text_append(buf, len, _("%1$s (%2$s to move) is a leaf, entered with the window "
						"%3$s; it is evaluated next."), n, side, w);
		} else if (st->depth == 1 && st->trace->plan.window && !st->trace->plan.id) {
			/* The root, with the window given for it (algo.c). */
			/* TRANSLATORS: %1$s is the root, %2$s MAX or MIN, %3$s the
			 * window.  --window and 'window:' are as typed. */
			text_append(buf, len, _("%1$s (%2$s) is searched with the window %3$s given for "
						"it (--window, or 'window:' in a lesson): the values are "
						"known to lie in it, so a line that reaches its edge need "
						"not be told apart from a better one, and a value outside "
						"it comes back as only a bound."), n, side, w);
		} else if (strict) {
			/* TRANSLATORS: %1$s is the node, %2$s MAX or MIN, %3$s the
			 * window. */
			text_append(buf, len, _("%1$s (%2$s) is entered with the window %3$s: only scores "
						"inside it, its bounds included, can change the result "
						"above."), n, side, w);
		} else {
			/* TRANSLATORS: %1$s is the node, %2$s MAX or MIN, %3$s the
			 * window. */
			text_append(buf, len, _("%1$s (%2$s) is entered with the window %3$s: only scores "
						"inside it can change the result above."), n, side, w);
		}
		break;
	}
}

/* The window the root was entered with, as the reader sees it: where an
 * aspiration window or --window bound comes from. */
static void root_window(char *w, size_t len, const struct state *st, enum view v)
{
	const struct stack_frame *root = &st->stack[0];
	narrate_window(w, len, st, v, root->node, root->alpha_in, root->beta);
}

/* Why the cutoff at node n is safe: the origin of its far bound, said in
 * one sentence with the nodes cut (cut, ncut of them), which ends it.
 * English picks words inside these sentences (at least or at most, the
 * parent or a line further up, is or are): each choice is a sentence of
 * its own, so that a translation never has to fit a word into a
 * sentence built for English. */
static void cutoff_reason(const struct state *st, enum view v, const struct event *e,
			  const char *cut, int ncut, char *buf, size_t len)
{
	const struct tree *t = st->tree;
	const struct stack_frame *f = &st->stack[st->depth - 1];
	const struct origin *o = &f->beta_from;
	/* The parent in this search: with transpositions, not always the tree's. */
	node_id n = e->node, parent = st->depth >= 2 ? st->stack[st->depth - 2].node : -1;
	/* What n is worth, as "worth at least 6 to MAX" says it. */
	char ws[24];
	narrate_score(ws, sizeof ws, st, v, n, e->value);
	const char *wside = v == VIEW_MAXMIN ? "MAX" : text_side(t, n);
	bool least = narrate_bound(st, v, n, BOUND_LOWER) == BOUND_LOWER;

	switch (o->kind) {
	case ORIGIN_MOVE: {
		/* The bound is the alpha of ancestor o->node, of the other side,
		 * set when its move o->child came back.  Its frame is on the
		 * stack, and its alpha is still the one it passed down.  "No
		 * reason to", not "never": with a tie either move is best. */
		const struct stack_frame *a = NULL;
		for (int i = 0; i < st->depth; i++)
			if (st->stack[i].node == o->node)
				a = &st->stack[i];
		char s[24];
		narrate_score(s, sizeof s, st, v, o->node, a ? a->alpha : -e->beta);
		if (v == VIEW_MAXMIN && !t->nodes[o->node].is_max && o->node == parent) {
			if (least)
				/* TRANSLATORS: %1$s is the node whose move set the bound, %2$s
				 * is the score it brings, %3$s is that move, %4$s is the node
				 * where the cutoff is, %5$s is that node's score, %6$s is MAX
				 * or MIN, %7$s is the nodes cut ("N10", or "N10 and N11"). */
				text_append(buf, len, ngettext(" MIN at %1$s can already hold MAX to %2$s with %3$s, "
					 "so it has no reason to let play reach %4$s, worth at "
					 "least %5$s to %6$s: %7$s is cut.",
					 " MIN at %1$s can already hold MAX to %2$s with %3$s, "
					 "so it has no reason to let play reach %4$s, worth at "
					 "least %5$s to %6$s: %7$s are cut.",
					 (unsigned long)ncut),
				    name(st, o->node), s, name(st, o->child), name(st, n), ws, wside, cut);
			else
				/* TRANSLATORS: %1$s is the node whose move set the bound, %2$s
				 * is the score it brings, %3$s is that move, %4$s is the node
				 * where the cutoff is, %5$s is that node's score, %6$s is MAX
				 * or MIN, %7$s is the nodes cut ("N10", or "N10 and N11"). */
				text_append(buf, len, ngettext(" MIN at %1$s can already hold MAX to %2$s with %3$s, "
					 "so it has no reason to let play reach %4$s, worth at "
					 "most %5$s to %6$s: %7$s is cut.",
					 " MIN at %1$s can already hold MAX to %2$s with %3$s, "
					 "so it has no reason to let play reach %4$s, worth at "
					 "most %5$s to %6$s: %7$s are cut.",
					 (unsigned long)ncut),
				    name(st, o->node), s, name(st, o->child), name(st, n), ws, wside, cut);
		} else if (v == VIEW_MAXMIN && !t->nodes[o->node].is_max) {
			if (least)
				/* TRANSLATORS: %1$s is the node whose move set the bound, %2$s
				 * is the score it brings, %3$s is that move, %4$s is the node
				 * where the cutoff is, %5$s is that node's score, %6$s is MAX
				 * or MIN, %7$s is the nodes cut ("N10", or "N10 and N11"). */
				text_append(buf, len, ngettext(" MIN at %1$s can already hold MAX to %2$s with %3$s, "
					 "so it has no reason to play a line through %4$s, worth "
					 "at least %5$s to %6$s: %7$s is cut.",
					 " MIN at %1$s can already hold MAX to %2$s with %3$s, "
					 "so it has no reason to play a line through %4$s, worth "
					 "at least %5$s to %6$s: %7$s are cut.",
					 (unsigned long)ncut),
				    name(st, o->node), s, name(st, o->child), name(st, n), ws, wside, cut);
			else
				/* TRANSLATORS: %1$s is the node whose move set the bound, %2$s
				 * is the score it brings, %3$s is that move, %4$s is the node
				 * where the cutoff is, %5$s is that node's score, %6$s is MAX
				 * or MIN, %7$s is the nodes cut ("N10", or "N10 and N11"). */
				text_append(buf, len, ngettext(" MIN at %1$s can already hold MAX to %2$s with %3$s, "
					 "so it has no reason to play a line through %4$s, worth "
					 "at most %5$s to %6$s: %7$s is cut.",
					 " MIN at %1$s can already hold MAX to %2$s with %3$s, "
					 "so it has no reason to play a line through %4$s, worth "
					 "at most %5$s to %6$s: %7$s are cut.",
					 (unsigned long)ncut),
				    name(st, o->node), s, name(st, o->child), name(st, n), ws, wside, cut);
		} else if (o->node == parent) {
			if (least)
				/* TRANSLATORS: %1$s is MAX or MIN, %2$s is the node whose move
				 * set the bound, %3$s is the score it brings, %4$s is that
				 * move, %5$s is the node where the cutoff is, %6$s is that
				 * node's score, %7$s is MAX or MIN, %8$s is the nodes cut
				 * ("N10", or "N10 and N11"). */
				text_append(buf, len, ngettext(" %1$s at %2$s can already get %3$s with %4$s, so it "
					 "has no reason to let play reach %5$s, worth at least "
					 "%6$s to %7$s: %8$s is cut.",
					 " %1$s at %2$s can already get %3$s with %4$s, so it "
					 "has no reason to let play reach %5$s, worth at least "
					 "%6$s to %7$s: %8$s are cut.",
					 (unsigned long)ncut),
				    text_side(t, o->node), name(st, o->node), s, name(st, o->child), name(st, n), ws, wside, cut);
			else
				/* TRANSLATORS: %1$s is MAX or MIN, %2$s is the node whose move
				 * set the bound, %3$s is the score it brings, %4$s is that
				 * move, %5$s is the node where the cutoff is, %6$s is that
				 * node's score, %7$s is MAX or MIN, %8$s is the nodes cut
				 * ("N10", or "N10 and N11"). */
				text_append(buf, len, ngettext(" %1$s at %2$s can already get %3$s with %4$s, so it "
					 "has no reason to let play reach %5$s, worth at most "
					 "%6$s to %7$s: %8$s is cut.",
					 " %1$s at %2$s can already get %3$s with %4$s, so it "
					 "has no reason to let play reach %5$s, worth at most "
					 "%6$s to %7$s: %8$s are cut.",
					 (unsigned long)ncut),
				    text_side(t, o->node), name(st, o->node), s, name(st, o->child), name(st, n), ws, wside, cut);
		} else {
			if (least)
				/* TRANSLATORS: %1$s is MAX or MIN, %2$s is the node whose move
				 * set the bound, %3$s is the score it brings, %4$s is that
				 * move, %5$s is the node where the cutoff is, %6$s is that
				 * node's score, %7$s is MAX or MIN, %8$s is the nodes cut
				 * ("N10", or "N10 and N11"). */
				text_append(buf, len, ngettext(" %1$s at %2$s can already get %3$s with %4$s, so it "
					 "has no reason to play a line through %5$s, worth at "
					 "least %6$s to %7$s: %8$s is cut.",
					 " %1$s at %2$s can already get %3$s with %4$s, so it "
					 "has no reason to play a line through %5$s, worth at "
					 "least %6$s to %7$s: %8$s are cut.",
					 (unsigned long)ncut),
				    text_side(t, o->node), name(st, o->node), s, name(st, o->child), name(st, n), ws, wside, cut);
			else
				/* TRANSLATORS: %1$s is MAX or MIN, %2$s is the node whose move
				 * set the bound, %3$s is the score it brings, %4$s is that
				 * move, %5$s is the node where the cutoff is, %6$s is that
				 * node's score, %7$s is MAX or MIN, %8$s is the nodes cut
				 * ("N10", or "N10 and N11"). */
				text_append(buf, len, ngettext(" %1$s at %2$s can already get %3$s with %4$s, so it "
					 "has no reason to play a line through %5$s, worth at "
					 "most %6$s to %7$s: %8$s is cut.",
					 " %1$s at %2$s can already get %3$s with %4$s, so it "
					 "has no reason to play a line through %5$s, worth at "
					 "most %6$s to %7$s: %8$s are cut.",
					 (unsigned long)ncut),
				    text_side(t, o->node), name(st, o->node), s, name(st, o->child), name(st, n), ws, wside, cut);
		}
		break;
	}
	case ORIGIN_PROBE: {
		/* Inside o->node's probe of o->child: n is on the prober's side,
		 * and its beta is the far bound of the null window at the
		 * prober's alpha (rules.h). */
		int a = rule_null_alpha(e->beta, st->trace->plan.strict);
		a = t->nodes[n].is_max == t->nodes[o->node].is_max ? a : -a;
		char as[24];
		narrate_score(as, sizeof as, st, v, o->node, a);
		if (least)
			/* TRANSLATORS: %1$s is the node whose move set the bound, %2$s is that
			 * move, %3$s is MAX or MIN, %4$s is a score, %5$s is the node where
			 * the cutoff is, %6$s is that node's score, %7$s is MAX or MIN, %8$s
			 * is MAX or MIN, %9$s is the cutoff node's parent, %10$s is the nodes
			 * cut ("N10", or "N10 and N11"). */
			text_append(buf, len, ngettext(" The bound is the null window of %1$s's probe of %2$s, which "
				 "only asks whether %2$s is better for %3$s than %4$s. %5$s, "
				 "worth at least %6$s to %7$s, cannot help %8$s at %9$s answer "
				 "no: %10$s is cut.",
				 " The bound is the null window of %1$s's probe of %2$s, which "
				 "only asks whether %2$s is better for %3$s than %4$s. %5$s, "
				 "worth at least %6$s to %7$s, cannot help %8$s at %9$s answer "
				 "no: %10$s are cut.",
				 (unsigned long)ncut),
			    name(st, o->node), name(st, o->child), text_side(t, o->node), as, name(st, n), ws, wside, text_side(t, parent), name(st, parent), cut);
		else
			/* TRANSLATORS: %1$s is the node whose move set the bound, %2$s is that
			 * move, %3$s is MAX or MIN, %4$s is a score, %5$s is the node where
			 * the cutoff is, %6$s is that node's score, %7$s is MAX or MIN, %8$s
			 * is MAX or MIN, %9$s is the cutoff node's parent, %10$s is the nodes
			 * cut ("N10", or "N10 and N11"). */
			text_append(buf, len, ngettext(" The bound is the null window of %1$s's probe of %2$s, which "
				 "only asks whether %2$s is better for %3$s than %4$s. %5$s, "
				 "worth at most %6$s to %7$s, cannot help %8$s at %9$s answer "
				 "no: %10$s is cut.",
				 " The bound is the null window of %1$s's probe of %2$s, which "
				 "only asks whether %2$s is better for %3$s than %4$s. %5$s, "
				 "worth at most %6$s to %7$s, cannot help %8$s at %9$s answer "
				 "no: %10$s are cut.",
				 (unsigned long)ncut),
			    name(st, o->node), name(st, o->child), text_side(t, o->node), as, name(st, n), ws, wside, text_side(t, parent), name(st, parent), cut);
		break;
	}
	case ORIGIN_RESEARCH: {
		/* Inside o->node's re-search of o->child, which starts from the
		 * score t its probe proved: n is on the child's side.  The
		 * re-search asks how much better than t the child is for the
		 * prober, so a score of n's that holds the prober to t ends it. */
		char s[24], ps[24];
		int tt = t->nodes[n].is_max == t->nodes[o->node].is_max ? e->beta : -e->beta;
		narrate_score(s, sizeof s, st, v, o->node, tt);
		/* What the probe proved of the child: "worth at most 5 to MAX". */
		narrate_score(ps, sizeof ps, st, v, o->child, -tt);
		const char *pwside = v == VIEW_MAXMIN ? "MAX" : text_side(t, o->child);
		bool proved_least = narrate_bound(st, v, o->child, BOUND_UPPER) == BOUND_LOWER;
		if (proved_least)
			/* TRANSLATORS: %1$s is the score it brings, %2$s is the node whose
			 * move set the bound, %3$s is that move, %4$s is a score, %5$s is MAX
			 * or MIN, %6$s is MAX or MIN. */
			text_append(buf, len, _(" The bound is the %1$s that %2$s's probe of %3$s proved: %3$s is "
			  "worth at least %4$s to %5$s. The re-search asks whether %3$s is "
			  "better for %6$s than %1$s, and by how much."),
			    s, name(st, o->node), name(st, o->child), ps, pwside, text_side(t, o->node));
		else
			/* TRANSLATORS: %1$s is the score it brings, %2$s is the node whose
			 * move set the bound, %3$s is that move, %4$s is a score, %5$s is MAX
			 * or MIN, %6$s is MAX or MIN. */
			text_append(buf, len, _(" The bound is the %1$s that %2$s's probe of %3$s proved: %3$s is "
			  "worth at most %4$s to %5$s. The re-search asks whether %3$s is better "
			  "for %6$s than %1$s, and by how much."),
			    s, name(st, o->node), name(st, o->child), ps, pwside, text_side(t, o->node));
		if (n == o->child) {
			/* The two bounds meet: the probe's and this one. */
			if (least)
				/* TRANSLATORS: %1$s is the move that scored, %2$s is the node
				 * where the cutoff is, %3$s is that node's score, %4$s is MAX
				 * or MIN, %5$s is the score it brings, %6$s is the nodes cut
				 * ("N10", or "N10 and N11"). */
				text_append(buf, len, ngettext(" %1$s makes %2$s worth at least %3$s to %4$s, so it is "
					 "not: with the probe's bound, %2$s is exactly %5$s: "
					 "%6$s is cut.",
					 " %1$s makes %2$s worth at least %3$s to %4$s, so it is "
					 "not: with the probe's bound, %2$s is exactly %5$s: "
					 "%6$s are cut.",
					 (unsigned long)ncut),
				    name(st, e->child), name(st, n), ws, wside, s, cut);
			else
				/* TRANSLATORS: %1$s is the move that scored, %2$s is the node
				 * where the cutoff is, %3$s is that node's score, %4$s is MAX
				 * or MIN, %5$s is the score it brings, %6$s is the nodes cut
				 * ("N10", or "N10 and N11"). */
				text_append(buf, len, ngettext(" %1$s makes %2$s worth at most %3$s to %4$s, so it is "
					 "not: with the probe's bound, %2$s is exactly %5$s: "
					 "%6$s is cut.",
					 " %1$s makes %2$s worth at most %3$s to %4$s, so it is "
					 "not: with the probe's bound, %2$s is exactly %5$s: "
					 "%6$s are cut.",
					 (unsigned long)ncut),
				    name(st, e->child), name(st, n), ws, wside, s, cut);
		} else {
			if (least)
				/* TRANSLATORS: %1$s is the node where the cutoff is, %2$s is
				 * that node's score, %3$s is MAX or MIN, %4$s is that move,
				 * %5$s is MAX or MIN, %6$s is the score it brings, %7$s is the
				 * nodes cut ("N10", or "N10 and N11"). */
				text_append(buf, len, ngettext(" %1$s, worth at least %2$s to %3$s, cannot make %4$s "
					 "better for %5$s than %6$s: %7$s is cut.",
					 " %1$s, worth at least %2$s to %3$s, cannot make %4$s "
					 "better for %5$s than %6$s: %7$s are cut.",
					 (unsigned long)ncut),
				    name(st, n), ws, wside, name(st, o->child), text_side(t, o->node), s, cut);
			else
				/* TRANSLATORS: %1$s is the node where the cutoff is, %2$s is
				 * that node's score, %3$s is MAX or MIN, %4$s is that move,
				 * %5$s is MAX or MIN, %6$s is the score it brings, %7$s is the
				 * nodes cut ("N10", or "N10 and N11"). */
				text_append(buf, len, ngettext(" %1$s, worth at most %2$s to %3$s, cannot make %4$s "
					 "better for %5$s than %6$s: %7$s is cut.",
					 " %1$s, worth at most %2$s to %3$s, cannot make %4$s "
					 "better for %5$s than %6$s: %7$s are cut.",
					 (unsigned long)ncut),
				    name(st, n), ws, wside, name(st, o->child), text_side(t, o->node), s, cut);
		}
		break;
	}
	case ORIGIN_ASPIRATION: {
		/* An edge of the root's aspiration window, at the root itself or
		 * passed down the line to n: the search only asks whether the
		 * root's value lies inside the window. */
		char w[64];
		root_window(w, sizeof w, st, v);
		if (st->algo->needs_table) {
			/* MTD(f), SSS*: the window is the test's (mtdf.c).  A MIN
			 * root's cutoff, in MAX's view, is a no. */
			if (parent < 0 && v == VIEW_MAXMIN && !t->root_is_max) {
				/* TRANSLATORS: %1$s is a window, %2$d is the number of the
				 * search, %3$s is the nodes cut ("N10", or "N10 and N11"). */
				text_append(buf, len, ngettext(" The bound is an edge of the null window %1$s of "
					 "search %2$d, a test that only asks whether the root is "
					 "worth more than the window's bottom: this move already "
					 "answers no: %3$s is cut.",
					 " The bound is an edge of the null window %1$s of "
					 "search %2$d, a test that only asks whether the root is "
					 "worth more than the window's bottom: this move already "
					 "answers no: %3$s are cut.",
					 (unsigned long)ncut),
				    w, st->mtd.pass, cut);
			} else if (parent < 0) {
				/* TRANSLATORS: %1$s is a window, %2$d is the number of the
				 * search, %3$s is the nodes cut ("N10", or "N10 and N11"). */
				text_append(buf, len, ngettext(" The bound is an edge of the null window %1$s of "
					 "search %2$d, a test that only asks whether the root is "
					 "worth more than the window's bottom: this move already "
					 "answers yes: %3$s is cut.",
					 " The bound is an edge of the null window %1$s of "
					 "search %2$d, a test that only asks whether the root is "
					 "worth more than the window's bottom: this move already "
					 "answers yes: %3$s are cut.",
					 (unsigned long)ncut),
				    w, st->mtd.pass, cut);
			} else {
				if (least)
					/* TRANSLATORS: %1$s is a window, %2$d is the number of
					 * the search, %3$s is the node where the cutoff is,
					 * %4$s is that node's score, %5$s is MAX or MIN, %6$s
					 * is the nodes cut ("N10", or "N10 and N11"). */
					text_append(buf, len, ngettext(" The bound is an edge of the null window %1$s "
						 "of search %2$d, a test that only asks whether "
						 "the root is worth more than the window's "
						 "bottom: %3$s, worth at least %4$s to %5$s, "
						 "already settles this line's answer: %6$s is "
						 "cut.",
						 " The bound is an edge of the null window %1$s "
						 "of search %2$d, a test that only asks whether "
						 "the root is worth more than the window's "
						 "bottom: %3$s, worth at least %4$s to %5$s, "
						 "already settles this line's answer: %6$s are "
						 "cut.",
						 (unsigned long)ncut),
					    w, st->mtd.pass, name(st, n), ws, wside, cut);
				else
					/* TRANSLATORS: %1$s is a window, %2$d is the number of
					 * the search, %3$s is the node where the cutoff is,
					 * %4$s is that node's score, %5$s is MAX or MIN, %6$s
					 * is the nodes cut ("N10", or "N10 and N11"). */
					text_append(buf, len, ngettext(" The bound is an edge of the null window %1$s "
						 "of search %2$d, a test that only asks whether "
						 "the root is worth more than the window's "
						 "bottom: %3$s, worth at most %4$s to %5$s, "
						 "already settles this line's answer: %6$s is "
						 "cut.",
						 " The bound is an edge of the null window %1$s "
						 "of search %2$d, a test that only asks whether "
						 "the root is worth more than the window's "
						 "bottom: %3$s, worth at most %4$s to %5$s, "
						 "already settles this line's answer: %6$s are "
						 "cut.",
						 (unsigned long)ncut),
					    w, st->mtd.pass, name(st, n), ws, wside, cut);
			}
			break;
		}
		if (parent < 0) {
			/* TRANSLATORS: %1$s is a window, %2$s is the nodes cut ("N10", or "N10
			 * and N11"). */
			text_append(buf, len, ngettext(" The bound is the edge of the root's aspiration window %1$s: "
				 "the root only asks whether its value lies inside the window, "
				 "and this move already answers no: %2$s is cut.",
				 " The bound is the edge of the root's aspiration window %1$s: "
				 "the root only asks whether its value lies inside the window, "
				 "and this move already answers no: %2$s are cut.",
				 (unsigned long)ncut),
			    w, cut);
		} else {
			if (least)
				/* TRANSLATORS: %1$s is a window, %2$s is the node where the
				 * cutoff is, %3$s is that node's score, %4$s is MAX or MIN,
				 * %5$s is the nodes cut ("N10", or "N10 and N11"). */
				text_append(buf, len, ngettext(" The bound is an edge of the root's aspiration window "
					 "%1$s, passed down to %2$s: the search only asks "
					 "whether the root's value lies inside that window, and "
					 "%2$s, worth at least %3$s to %4$s, already puts this "
					 "line outside it: %5$s is cut.",
					 " The bound is an edge of the root's aspiration window "
					 "%1$s, passed down to %2$s: the search only asks "
					 "whether the root's value lies inside that window, and "
					 "%2$s, worth at least %3$s to %4$s, already puts this "
					 "line outside it: %5$s are cut.",
					 (unsigned long)ncut),
				    w, name(st, n), ws, wside, cut);
			else
				/* TRANSLATORS: %1$s is a window, %2$s is the node where the
				 * cutoff is, %3$s is that node's score, %4$s is MAX or MIN,
				 * %5$s is the nodes cut ("N10", or "N10 and N11"). */
				text_append(buf, len, ngettext(" The bound is an edge of the root's aspiration window "
					 "%1$s, passed down to %2$s: the search only asks "
					 "whether the root's value lies inside that window, and "
					 "%2$s, worth at most %3$s to %4$s, already puts this "
					 "line outside it: %5$s is cut.",
					 " The bound is an edge of the root's aspiration window "
					 "%1$s, passed down to %2$s: the search only asks "
					 "whether the root's value lies inside that window, and "
					 "%2$s, worth at most %3$s to %4$s, already puts this "
					 "line outside it: %5$s are cut.",
					 (unsigned long)ncut),
				    w, name(st, n), ws, wside, cut);
		}
		break;
	}
	case ORIGIN_WINDOW: {
		/* An edge of the window given for the root: the tree's value is
		 * known to lie in it, so a line beyond it is not worth following. */
		char w[64];
		root_window(w, sizeof w, st, v);
		if (parent < 0) {
			/* TRANSLATORS: %1$s is a window, %2$s is the nodes cut ("N10", or "N10
			 * and N11"). */
			text_append(buf, len, ngettext(" The bound is an edge of the root's window %1$s, given for the "
				 "search: the value is known to lie in it, so nothing beyond it "
				 "needs to be told apart: %2$s is cut.",
				 " The bound is an edge of the root's window %1$s, given for the "
				 "search: the value is known to lie in it, so nothing beyond it "
				 "needs to be told apart: %2$s are cut.",
				 (unsigned long)ncut),
			    w, cut);
		} else if (st->trace->plan.strict) {
				if (least)
					/* TRANSLATORS: %1$s is a window, %2$s is the node
					 * where the cutoff is, %3$s is that node's score, %4$s
					 * is MAX or MIN, %5$s is the nodes cut ("N10", or "N10
					 * and N11"). */
					text_append(buf, len, ngettext(" The bound is an edge of the root's window "
						 "%1$s, given for the search and passed down to "
						 "%2$s: the value is known to lie in it, and "
						 "%2$s, worth at least %3$s to %4$s, already "
						 "lies beyond its edge: %5$s is cut.",
						 " The bound is an edge of the root's window "
						 "%1$s, given for the search and passed down to "
						 "%2$s: the value is known to lie in it, and "
						 "%2$s, worth at least %3$s to %4$s, already "
						 "lies beyond its edge: %5$s are cut.",
						 (unsigned long)ncut),
					    w, name(st, n), ws, wside, cut);
				else
					/* TRANSLATORS: %1$s is a window, %2$s is the node
					 * where the cutoff is, %3$s is that node's score, %4$s
					 * is MAX or MIN, %5$s is the nodes cut ("N10", or "N10
					 * and N11"). */
					text_append(buf, len, ngettext(" The bound is an edge of the root's window "
						 "%1$s, given for the search and passed down to "
						 "%2$s: the value is known to lie in it, and "
						 "%2$s, worth at most %3$s to %4$s, already lies "
						 "beyond its edge: %5$s is cut.",
						 " The bound is an edge of the root's window "
						 "%1$s, given for the search and passed down to "
						 "%2$s: the value is known to lie in it, and "
						 "%2$s, worth at most %3$s to %4$s, already lies "
						 "beyond its edge: %5$s are cut.",
						 (unsigned long)ncut),
					    w, name(st, n), ws, wside, cut);
		} else {
				if (least)
					/* TRANSLATORS: %1$s is a window, %2$s is the node
					 * where the cutoff is, %3$s is that node's score, %4$s
					 * is MAX or MIN, %5$s is the nodes cut ("N10", or "N10
					 * and N11"). */
					text_append(buf, len, ngettext(" The bound is an edge of the root's window "
						 "%1$s, given for the search and passed down to "
						 "%2$s: the value is known to lie in it, and "
						 "%2$s, worth at least %3$s to %4$s, already "
						 "reaches its edge: %5$s is cut.",
						 " The bound is an edge of the root's window "
						 "%1$s, given for the search and passed down to "
						 "%2$s: the value is known to lie in it, and "
						 "%2$s, worth at least %3$s to %4$s, already "
						 "reaches its edge: %5$s are cut.",
						 (unsigned long)ncut),
					    w, name(st, n), ws, wside, cut);
				else
					/* TRANSLATORS: %1$s is a window, %2$s is the node
					 * where the cutoff is, %3$s is that node's score, %4$s
					 * is MAX or MIN, %5$s is the nodes cut ("N10", or "N10
					 * and N11"). */
					text_append(buf, len, ngettext(" The bound is an edge of the root's window "
						 "%1$s, given for the search and passed down to "
						 "%2$s: the value is known to lie in it, and "
						 "%2$s, worth at most %3$s to %4$s, already "
						 "reaches its edge: %5$s is cut.",
						 " The bound is an edge of the root's window "
						 "%1$s, given for the search and passed down to "
						 "%2$s: the value is known to lie in it, and "
						 "%2$s, worth at most %3$s to %4$s, already "
						 "reaches its edge: %5$s are cut.",
						 (unsigned long)ncut),
					    w, name(st, n), ws, wside, cut);
		}
		break;
	}
	case ORIGIN_NONE:
	case ORIGIN_OTHER:
		/* TRANSLATORS: %1$s is the nodes cut ("N10", or "N10 and N11"). */
		text_append(buf, len, ngettext(" Its other moves cannot change the result above: %1$s is cut.",
			 " Its other moves cannot change the result above: %1$s are cut.",
			 (unsigned long)ncut),
		    cut);
		break;
	}
}

static void narrate_cutoff(const struct state *st, enum view v, const struct event *e,
			   char *buf, size_t len)
{
	const struct tree *t = st->tree;
	char s[24], b[32];
	narrate_score(s, sizeof s, st, v, e->node, e->value);
	narrate_far_bound(b, sizeof b, st, v, e->node, e->beta);
	/* "scores at most 5" when the move came back with only a bound */
	enum bound got = narrate_bound(st, v, e->node, narrate_move_bound(st, e->child));
	const char *op = narrate_cut_op(st, flipped(st, v, e->node));

	if (!e->has_list) {
		if (got == BOUND_LOWER)
			/* TRANSLATORS: %1$s is the move, %2$s is its score, %3$s is the node,
			 * %4$s is a comparison (>=, <=, >, <), %5$s is the bound ("beta 5"). */
			text_append(buf, len, _("%1$s scores at least %2$s at %3$s: %2$s %4$s %5$s would end %3$s's "
			  "search, but %1$s was its last move. Nothing is left to prune, so this "
			  "is not a cutoff."),
			    name(st, e->child), s, name(st, e->node), op, b);
		else if (got == BOUND_UPPER)
			/* TRANSLATORS: %1$s is the move, %2$s is its score, %3$s is the node,
			 * %4$s is a comparison (>=, <=, >, <), %5$s is the bound ("beta 5"). */
			text_append(buf, len, _("%1$s scores at most %2$s at %3$s: %2$s %4$s %5$s would end %3$s's "
			  "search, but %1$s was its last move. Nothing is left to prune, so this "
			  "is not a cutoff."),
			    name(st, e->child), s, name(st, e->node), op, b);
		else
			/* TRANSLATORS: %1$s is the move, %2$s is its score, %3$s is the node,
			 * %4$s is a comparison (>=, <=, >, <), %5$s is the bound ("beta 5"). */
			text_append(buf, len, _("%1$s scores %2$s at %3$s: %2$s %4$s %5$s would end %3$s's search, but "
			  "%1$s was its last move. Nothing is left to prune, so this is not a "
			  "cutoff."),
			    name(st, e->child), s, name(st, e->node), op, b);
		return;
	}
	if (got == BOUND_LOWER)
		/* TRANSLATORS: %1$s is the move, %2$s is its score, %3$s is the node, %4$s is
		 * a comparison (>=, <=, >, <), %5$s is the bound ("beta 5"). */
		text_append(buf, len, _("%1$s scores at least %2$s at %3$s: %2$s %4$s %5$s."),
		    name(st, e->child), s, name(st, e->node), op, b);
	else if (got == BOUND_UPPER)
		/* TRANSLATORS: %1$s is the move, %2$s is its score, %3$s is the node, %4$s is
		 * a comparison (>=, <=, >, <), %5$s is the bound ("beta 5"). */
		text_append(buf, len, _("%1$s scores at most %2$s at %3$s: %2$s %4$s %5$s."),
		    name(st, e->child), s, name(st, e->node), op, b);
	else
		/* TRANSLATORS: %1$s is the move, %2$s is its score, %3$s is the node, %4$s is
		 * a comparison (>=, <=, >, <), %5$s is the bound ("beta 5"). */
		text_append(buf, len, _("%1$s scores %2$s at %3$s: %2$s %4$s %5$s."),
		    name(st, e->child), s, name(st, e->node), op, b);
	/* The nodes cut: "N10", "N10 and N11", "N10, N11 and N12", as long
	 * as the narration may be (a cutoff may prune a thousand). */
	char *cut = malloc(len);
	if (!cut)
		return;
	cut[0] = '\0';
	struct event_list l = trace_list(st->trace, e);
	/* TRANSLATORS: joins the last two of a list of nodes: "N10, N11 and
	 * N12" (note the spaces). */
	text_append_list(cut, len, t, l, ", ", _(" and "));
	cutoff_reason(st, v, e, cut, l.n, buf, len);
	free(cut);
}

/* The move whose score the raise e replaces as e->node's best so far: the
 * move of the raise before it in the same visit, or -1 (none yet). */
static node_id raised_before(const struct state *st, const struct event *e)
{
	for (int i = st->step - 2; i >= st->nodes[e->node].entered_at; i--) {
		const struct event *r = &st->trace->events[i];
		if (r->type == EV_ENTER && r->node == e->node)
			break;
		if (r->type == EV_RAISE && r->node == e->node)
			return r->child;
	}
	return -1;
}

static void narrate_raise(const struct state *st, enum view v, const struct event *e,
			  char *buf, size_t len)
{
	const struct tree *t = st->tree;
	const char *n = name(st, e->node), *child = name(st, e->child);
	char now[24], old[24], was[40], got[40];
	narrate_score(now, sizeof now, st, v, e->node, e->value);
	narrate_score(old, sizeof old, st, v, e->node, e->old);
	/* The best so far it replaces may have been only a bound (fail-soft
	 * keeps one): say so, as that move's own raise did. */
	node_id before = raised_before(st, e);
	narrate_move_words(was, sizeof was, st, v, e->node,
			 before >= 0 ? narrate_move_bound(st, before) : BOUND_EXACT, e->old);
	enum bound b = narrate_move_bound(st, e->child);
	narrate_move_words(got, sizeof got, st, v, e->node, b, e->value);

	/* In these sentences a score that is only a bound is said as a value
	 * phrase, "at least 5" (narrate_move_words). */
	if (b == BOUND_UPPER && e->old <= -INF) {
		/* TRANSLATORS: %1$s is a move, %2$s its score ("at most 5"),
		 * %3$s the node it was played at. */
		text_append(buf, len, _("%1$s scores %2$s at %3$s: only a bound, but the first score "
					"%3$s has, so fail-soft keeps it as the best so far."),
			    child, got, n);
	} else if (b == BOUND_UPPER) {
		/* Fail-soft keeps the best score even when every move so far
		 * failed low: a bound above the ones before, which proves no
		 * move better than another. */
		/* TRANSLATORS: %1$s is a move, %2$s its score ("at most 5"),
		 * %3$s the node, %4$s MAX or MIN, %5$s the best score now, %6$s
		 * the one before ("at most 3"). */
		text_append(buf, len, _("%1$s scores %2$s at %3$s: only a bound, so %1$s is not proven "
					"better for %4$s than the moves before it. Fail-soft keeps its "
					"best score so far all the same, bound or not: %5$s (it was "
					"%6$s)."), child, got, n, text_side(t, e->node), now, was);
	} else if (st->algo->best_not_alpha) {
		/* Exact, or at least this much: better than every move before,
		 * each worth at most the best score it left. */
		/* TRANSLATORS: %1$s is a move, %2$s its score ("5" or "at least
		 * 5"), %3$s MAX or MIN, %4$s the node, %5$s the best score before. */
		text_append(buf, len, _("%1$s scores %2$s, the best for %3$s at %4$s so far (it was "
					"%5$s)."), child, got, text_side(t, e->node), n, was);
	} else if (!flipped(st, v, e->node)) {
		/* TRANSLATORS: %1$s is a move, %2$s its score ("5" or "at least
		 * 5"), %3$s the old alpha, %4$s MAX or MIN, %5$s the node, %6$s
		 * the new alpha.  "alpha" is shown as the Greek letter. */
		text_append(buf, len, _("%1$s scores %2$s > alpha %3$s: %4$s at %5$s is now sure of "
					"%6$s, so alpha rises to %6$s."), child, got, old,
			    text_side(t, e->node), n, now);
	} else {
		/* TRANSLATORS: %1$s is a move, %2$s its score ("5" or "at most
		 * 5"), %3$s the old beta, %4$s the MIN node, %5$s the new beta.
		 * "beta" is shown as the Greek letter. */
		text_append(buf, len, _("%1$s scores %2$s < beta %3$s: MIN at %4$s can now hold MAX to "
					"%5$s, so beta falls to %5$s."), child, got, old, n, now);
	}
}

/* How strong the probe's answer is: the score that came back, and whether
 * it is exact or a bound, from the prober's side. */
static void probe_strength(const struct state *st, enum view v, node_id p, int a, int score,
			   enum bound b, char *buf, size_t len)
{
	char s[24];
	narrate_score(s, sizeof s, st, v, p, score);
	bool strict = st->trace->plan.strict;
	if (b == BOUND_EXACT)
		/* TRANSLATORS: a parenthesis said inside the sentences about a probe's
		 * answer, with its space before it; %s is a number. */
		text_append(buf, len, _(" (in fact exactly %s)"), s);
	/* Beyond what fail-hard would have answered (rules.h). */
	else if ((b == BOUND_LOWER && score > rule_hard_high(rule_null_beta(a, strict), strict)) ||
		 (b == BOUND_UPPER && score < rule_hard_low(a, false, strict)))
		text_append(buf, len, narrate_bound(st, v, p, b) == BOUND_LOWER ?
			    /* TRANSLATORS: a parenthesis said inside the sentences
			     * about a probe's answer, with its space before it; %s
			     * is a number. */
			    _(" (fail-soft says how far: at least %s)") :
			    /* TRANSLATORS: as the one before: a parenthesis with its
			     * space before it; %s is a number. */
			    _(" (fail-soft says how far: at most %s)"), s);
}

/* The probe of c failed high, scoring less than the prober's beta, and no
 * re-search follows: NegaScout found the score exact (rules.h).  Say which
 * part of the rule did, with the facts it read: where the search stops,
 * at c or at each of c's moves.  Nothing when the rule does not hold. */
static void exact_probe_reason(const struct state *st, node_id c, char *buf, size_t len)
{
	const struct tree *t = st->tree;
	enum stop_reason at = state_stop(st, c), below = state_stop_below(st, c);
	if (!rule_probe_exact(at, below, st->tt.size > 0))
		return;
	if (at == STOP_LEAF)
		/* TRANSLATORS: sentences after a probe's answer (note the space before
		 * each): %1$s is the node probed, %2$d the horizon's depth or %2$s its
		 * side, MAX or MIN. */
		text_append(buf, len, _(" %s is a leaf, so this score is exact and is kept without a "
					"re-search."), name(st, c));
	else if (at == STOP_HORIZON)
		/* TRANSLATORS: sentences after a probe's answer (note the space
		 * before each): %1$s is the node probed, %2$d the horizon's depth or
		 * %2$s its side, MAX or MIN. */
		text_append(buf, len, _(" %1$s is at the horizon, so this score, its static "
					"evaluation, is exact for a search to depth %2$d and is kept "
					"without a re-search."), name(st, c), st->horizon);
	else if (below == STOP_LEAF)
		/* TRANSLATORS: sentences after a probe's answer (note the space
		 * before each): %1$s is the node probed, %2$d the horizon's depth or
		 * %2$s its side, MAX or MIN. */
		text_append(buf, len, _(" Below %1$s there are only leaves and, no move being good "
					"enough for %2$s to stop early, it searched them all, so this "
					"score is exact and is kept without a re-search."),
			    name(st, c), text_side(t, c));
	else
		/* TRANSLATORS: %1$s is the node probed, %2$d the horizon's depth,
		 * %3$s MAX or MIN. */
		text_append(buf, len, _(" %1$s is one ply above the horizon (depth %2$d): the search "
					"stops at each of %1$s's moves and, no move being good enough "
					"for %3$s to stop early, %1$s searched them all, so this score "
					"is exact for a search to depth %2$d and is kept without a "
					"re-search."), name(st, c), st->horizon, text_side(t, c));
}

/* A probe's child has just come back (its frame is gone): announce the
 * verdict, fail high or fail low, for both are events worth a sentence. */
static void probe_verdict(const struct state *st, enum view v, const struct event *e,
			  char *buf, size_t len)
{
	const struct stack_frame *pf = &st->stack[st->depth - 1];
	node_id p = pf->node, c = e->node;
	int a = pf->alpha, score = to_parent(st->tree, p, c, e->value);
	enum bound b = e->type == EV_LEAF || e->bound == BOUND_EXACT ? BOUND_EXACT :
		       up_bound(st, p, c, e->bound);
	bool high = score > a;
	bool maxmin_low = flipped(st, v, p);
	if (st->trace->plan.strict && score == a) {
		/* The closed null window's third answer (rules.h). */
		char s[24];
		narrate_score(s, sizeof s, st, v, p, a);
		text_append(buf, len, " ");
		/* TRANSLATORS: %1$s is the score, %2$s the node probed, %3$s MAX
		 * or MIN. */
		text_append(buf, len, _("The probe lands on its window, exactly %1$s: in the strict "
					"convention that is an exact score, not a fail, so %2$s is no "
					"better for %3$s than %1$s and no re-search is needed."),
			    s, name(st, c), text_side(st->tree, p));
		return;
	}

	/* One sentence for each answer and what follows it: %1$s is the node
	 * probed, %2$s MAX or MIN, %3$s the score it was probed against, %4$s
	 * how strong the answer is (probe_strength: " (in fact exactly 6)",
	 * or nothing), %5$s and %6$s the moves named after. */
	char as[24], strength[96] = "";
	narrate_score(as, sizeof as, st, v, p, a);
	probe_strength(st, v, p, a, score, b, strength, sizeof strength);
	const char *cn = name(st, c), *side = text_side(st->tree, p);
	bool says_high = high != maxmin_low;
	text_append(buf, len, " ");
	if (high) {
		/* TRANSLATORS: %1$s is the node probed, %2$s MAX or MIN, %3$s the
		 * score it was probed against, %4$s a parenthesis on how strong
		 * the answer is (" (in fact exactly 6)"), or nothing. */
		text_append(buf, len, says_high ? _("The probe fails high: it proves %1$s is better "
						    "for %2$s than %3$s%4$s.") :
			    /* TRANSLATORS: %1$s is the node probed, %2$s MAX or MIN, %3$s the
			     * score it was probed against, %4$s a parenthesis on how strong
			     * the answer is (" (in fact exactly 6)"), or nothing. */
			    _("The probe fails low: it proves %1$s is better for %2$s than %3$s%4$s."),
			    cn, side, as, strength);
		/* What comes next is in the trace: say why no re-search follows. */
		const struct event *next = st->step < st->trace->count ?
					   &st->trace->events[st->step] : NULL;
		if (next && next->type == EV_RESEARCH && next->child == c)
			return;
		if (next && next->type == EV_ROOT)
			return;         /* the root's trick says next why not (narrate_root.c) */
		if (rule_fails_high(score, pf->beta, st->trace->plan.strict))
			/* TRANSLATORS: %s is the prober. */
			text_append(buf, len, _(" That reaches the far bound of %s's window as well, so "
						"no re-search is needed."), name(st, p));
		else
			exact_probe_reason(st, c, buf, len);
		return;
	}
	if (pf->kept >= 0)
		/* A root trick keeps a move better than alpha's (rules.h):
		 * that move, not the one that set alpha, is the best. */
		text_append(buf, len, says_high ?
			    _("The probe fails high: it proves %1$s is no better for %2$s than "
			      "%3$s%4$s, so %5$s, kept without a re-search, stays %6$s's best move "
			      "and no re-search is needed.") :
			    _("The probe fails low: it proves %1$s is no better for %2$s than "
			      "%3$s%4$s, so %5$s, kept without a re-search, stays %6$s's best move "
			      "and no re-search is needed."),
			    cn, side, as, strength, name(st, pf->kept), name(st, p));
	else if (pf->alpha_from.kind == ORIGIN_MOVE && pf->alpha_from.node == p)
		text_append(buf, len, says_high ?
			    _("The probe fails high: it proves %1$s is no better for %2$s than "
			      "%3$s%4$s, so %5$s stays %6$s's best move and no re-search is "
			      "needed.") :
			    _("The probe fails low: it proves %1$s is no better for %2$s than "
			      "%3$s%4$s, so %5$s stays %6$s's best move and no re-search is "
			      "needed."),
			    cn, side, as, strength, name(st, pf->alpha_from.child), name(st, p));
	else
		text_append(buf, len, says_high ?
			    _("The probe fails high: it proves %1$s is no better for %2$s than "
			      "%3$s%4$s, so no re-search is needed.") :
			    _("The probe fails low: it proves %1$s is no better for %2$s than "
			      "%3$s%4$s, so no re-search is needed."), cn, side, as, strength);
}

static void narrate_research(const struct state *st, enum view v, const struct event *e,
			     char *buf, size_t len)
{
	const char *n = name(st, e->node), *child = name(st, e->child);
	char w[64], s[24];
	narrate_window(w, sizeof w, st, v, e->node, e->alpha, e->beta);
	narrate_score(s, sizeof s, st, v, e->node, e->value);
	/* The child's own return, just before this step, says how strong
	 * the probe's answer was. */
	const struct event *r = st->step >= 2 ? &st->trace->events[st->step - 2] : NULL;
	enum bound b = BOUND_LOWER;
	if (r && r->node == e->child && (r->type == EV_LEAF || r->bound == BOUND_EXACT))
		b = BOUND_EXACT;

	char old[24], strength[96] = "";
	narrate_score(old, sizeof old, st, v, e->node, e->old);
	probe_strength(st, v, e->node, e->old, e->value, b, strength, sizeof strength);
	bool low = flipped(st, v, e->node);
	/* TRANSLATORS: the first sentence about a re-search: %1$s is the
	 * move, %2$s MAX or MIN, %3$s the score it was probed against, %4$s
	 * a parenthesis on how strong the answer was (" (in fact exactly
	 * 6)"), or nothing. */
	text_append(buf, len, low ? _("The probe of %1$s failed low: %1$s is better for %2$s than "
				      "%3$s%4$s.") :
		    /* TRANSLATORS: the first sentence about a re-search: %1$s is the
		     * move, %2$s MAX or MIN, %3$s the score it was probed against, %4$s
		     * a parenthesis on how strong the answer was (" (in fact exactly
		     * 6)"), or nothing. */
		    _("The probe of %1$s failed high: %1$s is better for %2$s than %3$s%4$s."),
		    child, text_side(st->tree, e->node), old, strength);
	text_append(buf, len, " ");
	/* TRANSLATORS: the second sentence about a re-search: %1$s is the
	 * node, %2$s its move, %3$s the window, %4$s the score the probe
	 * proved. */
	if (e->alpha == e->old && e->beta == rule_null_beta(e->old, st->trace->plan.strict)) {
		/* TRANSLATORS: the second sentence about a re-search: %1$s is the
		 * node, %2$s its move, %3$s the window, %4$s the score the probe
		 * proved. */
		text_append(buf, len, _("So %1$s searches %2$s again with %3$s, the very window of the "
					"probe: %1$s's own window is a null window, so there is no "
					"wider one to search with, and the re-search can only repeat "
					"the probe's work."), n, child, w);
		return;
	}
	if (e->alpha != e->old)
		/* TRANSLATORS: the second sentence about a re-search: %1$s is the
		 * node, %2$s its move, %3$s the window, %4$s the score the probe
		 * proved. */
		text_append(buf, len, _("So %1$s searches %2$s again with %3$s, starting from the %4$s "
					"the probe proved."), n, child, w, s);
	else
		/* TRANSLATORS: the second sentence about a re-search: %1$s is the
		 * node, %2$s its move, %3$s the window, %4$s the score the probe
		 * proved. */
		text_append(buf, len, _("So %1$s searches %2$s again with %3$s to learn its value."),
			    n, child, w);
	narrate_root_research_note(st, e, buf, len);     /* Belle's kept move, at last */
	if (b == BOUND_EXACT)
		/* TRANSLATORS: %s is the score the probe proved. */
		text_append(buf, len, _(" The probe's %s was already exact, so this re-search learns "
					"nothing new."), s);
}

/* A return or leaf: is the value less than what the node's moves showed,
 * because a fail-hard search clamps to its window?  In the strict
 * convention the edge itself would read as exact: the clamp is one unit
 * outside the window (rules.h), and the sentence says so in words. */
static void clamp_note(const struct state *st, enum view v, const struct event *e,
		       char *buf, size_t len)
{
	/* The step before, passing over the table's store of this result. */
	int i = st->step - 2;
	while (i >= 0 && st->trace->events[i].type == EV_TT_STORE)
		i--;
	const struct event *prev = i >= 0 ? &st->trace->events[i] : NULL;
	const struct node_state *ns = &st->nodes[e->node];
	char shown[32], val[32], edge[32];
	narrate_node_value(val, sizeof val, st, v, e->node);
	bool strict = st->trace->plan.strict, flip = flipped(st, v, e->node);
	if (e->bound == BOUND_LOWER && prev && prev->type == EV_CUTOFF && prev->node == e->node &&
	    prev->value > e->value) {
		narrate_bounded(shown, sizeof shown, st, v, e->node, BOUND_LOWER, prev->value);
		narrate_score(edge, sizeof edge, st, v, e->node, ns->beta);
		const char *by = name(st, prev->child), *above = name(st, st->stack[st->depth - 1].node);
		text_append(buf, len, " ");
		if (!strict)
			/* TRANSLATORS: %1$s is the value reported (">=5"), %2$s the
			 * move that scored more, %3$s what it showed (">=7"), %4$s the
			 * node the value goes to. */
			text_append(buf, len, _("Fail-hard returns the window's edge, so it reports %1$s "
						"although %2$s showed %3$s: a weaker bound, but still "
						"true, and all %4$s needs."), val, by, shown, above);
		else if (flip)
			/* TRANSLATORS: %1$s is the window's edge, %2$s the value
			 * reported, %3$s the move that scored less, %4$s what it
			 * showed ("<=1"), %5$s the node the value goes to. */
			text_append(buf, len, _("Fail-hard in the strict convention answers 'less than "
						"%1$s' with the greatest value below %1$s, so it reports "
						"%2$s although %3$s showed %4$s: a weaker bound, but still "
						"true, and all %5$s needs."), edge, val, by, shown, above);
		else
			/* TRANSLATORS: %1$s is the window's edge, %2$s the value
			 * reported, %3$s the move that scored more, %4$s what it
			 * showed (">=7"), %5$s the node the value goes to. */
			text_append(buf, len, _("Fail-hard in the strict convention answers 'more than "
						"%1$s' with the least value above %1$s, so it reports %2$s "
						"although %3$s showed %4$s: a weaker bound, but still "
						"true, and all %5$s needs."), edge, val, by, shown, above);
	} else if (e->bound == BOUND_UPPER && ns->has_best && ns->best < e->value) {
		narrate_score(shown, sizeof shown, st, v, e->node, ns->best);
		narrate_score(edge, sizeof edge, st, v, e->node, ns->alpha);
		text_append(buf, len, " ");
		if (!strict && flip)
			/* TRANSLATORS: %1$s is the value reported ("<=5"), %2$s the
			 * best score its moves showed. */
			text_append(buf, len, _("Fail-hard returns the window's edge, so it reports %1$s "
						"although no move scored less than %2$s: a weaker bound, "
						"but still true."), val, shown);
		else if (!strict)
			/* TRANSLATORS: %1$s is the value reported ("<=5"), %2$s the
			 * best score its moves showed. */
			text_append(buf, len, _("Fail-hard returns the window's edge, so it reports %1$s "
						"although no move scored more than %2$s: a weaker bound, "
						"but still true."), val, shown);
		else if (flip)
			/* TRANSLATORS: %1$s is the window's edge, %2$s the value
			 * reported, %3$s the best score its moves showed. */
			text_append(buf, len, _("Fail-hard in the strict convention answers 'more than "
						"%1$s' with the least value above %1$s, so it reports %2$s "
						"although no move scored less than %3$s: a weaker bound, "
						"but still true."), edge, val, shown);
		else
			/* TRANSLATORS: %1$s is the window's edge, %2$s the value
			 * reported, %3$s the best score its moves showed. */
			text_append(buf, len, _("Fail-hard in the strict convention answers 'less than "
						"%1$s' with the greatest value below %1$s, so it reports "
						"%2$s although no move scored more than %3$s: a weaker "
						"bound, but still true."), edge, val, shown);
	}
}

/* Was n's last visit (before this step) settled by a table entry? */
static bool settled_by_table(const struct state *st, node_id n)
{
	for (int i = st->step - 1; i >= 0; i--) {
		const struct event *e = &st->trace->events[i];
		if (e->type == EV_ENTER && e->node == n)
			return i + 1 < st->trace->count && e[1].type == EV_TT_PROBE && e[1].how == TT_CUT;
	}
	return false;
}

/* expectimax's value val as the sentences say it: "about 4.67" where it
 * was rounded to hundredths (the event's old: trace.h). */
static void about_value(char *buf, size_t len, const char *val, bool rounded)
{
	if (rounded)
		/* TRANSLATORS: a value rounded to hundredths; %s is a number. */
		snprintf(buf, len, _("about %s"), val);
	else
		snprintf(buf, len, "%s", val);
}

/* expectimax's return: a value in hundredths, "about" where rounded, and
 * at a chance node the sum that made it, read off its moves' returns. */
static void chance_return(const struct state *st, enum view v, const struct event *e,
			  node_id parent, char *buf, size_t len)
{
	const struct tree *t = st->tree;
	const struct node *nd = &t->nodes[e->node];
	char val[32], about[64];
	narrate_score(val, sizeof val, st, v, e->node, e->value);
	about_value(about, sizeof about, val, e->old);
	const char *n = name(st, e->node), *to = name(st, parent);
	if (!nd->is_chance) {
		/* its best move: the last that raised its best, in this visit */
		node_id best = -1;
		for (int i = st->step - 1; best < 0 && i >= st->nodes[e->node].entered_at; i--)
			if (st->trace->events[i].type == EV_RAISE && st->trace->events[i].node == e->node)
				best = st->trace->events[i].child;
		if (best >= 0)
			/* TRANSLATORS: %1$s is a node, %2$s its value ("4.50" or
			 * "about 4.67"), %3$s the node it goes to, %4$s its best
			 * move. */
			text_append(buf, len, _("%1$s returns %2$s to %3$s: the value of its best move, "
						"%4$s."), n, about, to, name(st, best));
		else
			/* TRANSLATORS: %1$s is a node, %2$s its value ("4.50" or
			 * "about 4.67"), %3$s the node it goes to. */
			text_append(buf, len, _("%1$s returns %2$s to %3$s."), n, about, to);
		return;
	}
	/* The sum, "1/2 x 3 + 1/2 x 5", as long as the narration may be. */
	char *sum = malloc(len);
	if (!sum)
		return;
	sum[0] = '\0';
	for (int k = 0; k < nd->nchildren; k++) {
		node_id c = nd->first_child + k, to_c = tree_resolve(t, c);
		const struct probability *p = &t->prob[c];
		char cv[32];
		narrate_score(cv, sizeof cv, st, v, to_c, st->nodes[to_c].value);
		if (p->num == p->den)
			text_append(sum, len, "%s%s", k ? " " : "", cv);
		else
			text_append(sum, len, "%s%d/%d x %s", k ? " + " : "", p->num, p->den, cv);
	}
	if (e->old)
		/* TRANSLATORS: %1$s is a chance node, %2$s its value ("about
		 * 4.67"), %3$s the node it goes to, %4$s the sum ("1/3 x 4 + 2/3
		 * x 5"). */
		text_append(buf, len, _("%1$s returns %2$s to %3$s: the average of its moves' values, "
					"weighted by their probabilities: %4$s, rounded to "
					"hundredths."), n, about, to, sum);
	else
		/* TRANSLATORS: %1$s is a chance node, %2$s its value, %3$s the
		 * node it goes to, %4$s the sum ("1/2 x 4 + 1/2 x 5"). */
		text_append(buf, len, _("%1$s returns %2$s to %3$s: the average of its moves' values, "
					"weighted by their probabilities: %4$s."), n, about, to, sum);
	free(sum);
}

/* The root's return: the search (to the depth of this iteration) is
 * over, and what it proved. */
static void narrate_end(const struct state *st, enum view v, const struct event *e, char *buf,
			size_t len)
{
	const char *n = name(st, e->node);
	char val[32];
	narrate_node_value(val, sizeof val, st, v, e->node);
	int depth = st->iteration;      /* 0: not iterative deepening */
	if (narrate_root_end(st, v, e, buf, len))
		return;         /* a bound because the root kept a move (rules.h) */
	if (e->bound != BOUND_EXACT && st->trace->plan.window && !st->trace->plan.id) {
		/* Only --window, or an aspiration window, gives the root a
		 * finite bound. */
		char edge[24];
		const struct tree *t = st->tree;
		const struct plan *p = &st->trace->plan;
		bool high = bound_max_view(t, e->node, e->bound) == BOUND_LOWER;  /* for MAX */
		narrate_score(edge, sizeof edge, st, v, e->node,
			      max_view(t, e->node, plan_units(p, t, high ? p->window_hi : p->window_lo)));
		/* --window does not go with --id (plan_option_unfit): this is
		 * the end of the whole search. */
		if (high)
			/* TRANSLATORS: %1$s is the root, %2$s its value (">=5"), %3$s
			 * the window's edge. */
			text_append(buf, len, _("The search is over, and it failed high over the window "
						"given for the root: %1$s is worth %2$s, only a bound, "
						"and no line is proven. If the values truly lie in the "
						"window, that makes %1$s exactly %3$s."), n, val, edge);
		else
			/* TRANSLATORS: %1$s is the root, %2$s its value ("<=5"), %3$s
			 * the window's edge. */
			text_append(buf, len, _("The search is over, and it failed low under the window "
						"given for the root: %1$s is worth %2$s, only a bound, "
						"and no line is proven. If the values truly lie in the "
						"window, that makes %1$s exactly %3$s."), n, val, edge);
		return;
	}
	if (e->bound != BOUND_EXACT && st->algo->needs_table) {
		/* MTD(f), SSS*: a test of the root returns a bound (mtdf.c). */
		/* TRANSLATORS: %1$d is the number of the search (a test), %2$s
		 * the root, %3$s its value (">=5"). */
		text_append(buf, len, _("Search %1$d is over: %2$s is worth %3$s, only a bound, which "
					"is all a null-window test can say."), st->mtd.pass, n, val);
		return;
	}
	if (e->bound != BOUND_EXACT) {
		/* Only an aspiration window gives the root a finite bound, and
		 * aspiration goes with --id: the search is one of its depths. */
		/* TRANSLATORS: %1$d is the depth of this iteration, %2$s the
		 * root, %3$s its value (">=5"). */
		text_append(buf, len, _("The search to depth %1$d is over, outside its aspiration "
					"window: %2$s is worth %3$s, only a bound."), depth, n, val);
		return;
	}
	char about[64];
	about_value(about, sizeof about, val, st->algo->chance && e->old);
	if (depth > 0)
		/* TRANSLATORS: %1$d is the depth of this iteration, %2$s the
		 * root, %3$s its value ("5", or "about 4.67"). */
		text_append(buf, len, _("The search to depth %1$d is over: %2$s is worth %3$s."), depth,
			    n, about);
	else
		/* TRANSLATORS: %1$s is the root, %2$s its value ("5", or "about
		 * 4.67"). */
		text_append(buf, len, _("The search is over: %1$s is worth %2$s."), n, about);
	text_append(buf, len, " ");
	if (!st->pv.length[0]) {
		text_append(buf, len, "%s", _("Principal variation: none, the root is a leaf."));
		return;
	}
	/* In a game, the moves played (text_append_line). */
	char *line = malloc(len);
	if (!line)
		return;
	line[0] = '\0';
	text_append_line(line, len, st->tree, pvtable_row(&st->pv, 0), st->pv.length[0]);
	node_id last = pvtable_row(&st->pv, 0)[st->pv.length[0] - 1];
	if (!narrate_pv_complete(st) && settled_by_table(st, last))
		/* TRANSLATORS: %1$s is the line of moves ("N2 N5 N11"), %2$s
		 * its last node. */
		text_append(buf, len, _("Principal variation: %1$s, incomplete: %2$s's value came from "
					"the transposition table, so no line below it was "
					"collected."), line, name(st, last));
	else if (st->tree->nodes[last].is_chance)
		/* TRANSLATORS: %1$s is the line of moves ("N2 N5"), %2$s its
		 * last node, a chance node. */
		text_append(buf, len, _("Principal variation: %1$s. It ends at %2$s, where chance "
					"moves: no one chooses the move there."), line, name(st, last));
	else if (!narrate_pv_complete(st))
		/* TRANSLATORS: %1$s is the line of moves ("N2 N5"), %2$s its
		 * last node. */
		text_append(buf, len, _("Principal variation: %1$s, incomplete: no line below %2$s is "
					"proven."), line, name(st, last));
	else
		/* TRANSLATORS: %s is the line of moves ("N2 N5 N11", or in a
		 * game the moves played, "b2 a1"). */
		text_append(buf, len, _("Principal variation: %s."), line);
	free(line);
}

static void narrate_return(const struct state *st, enum view v, const struct event *e,
			   char *buf, size_t len)
{
	const char *n = name(st, e->node);
	node_id parent = st->depth > 0 ? st->stack[st->depth - 1].node : -1;  /* e->node is off */
	if (parent < 0) {
		narrate_end(st, v, e, buf, len);
		return;
	}
	if (st->algo->chance) {
		chance_return(st, v, e, parent, buf, len);
		return;
	}
	char val[32];
	narrate_node_value(val, sizeof val, st, v, e->node);
	enum bound b = narrate_bound(st, v, e->node, e->bound);
	const char *to = name(st, parent);
	if (b != BOUND_EXACT && narrate_probe_kept(st, e->node, st->step - 1))
		/* the verdict that follows says why the bound is exact */
		/* TRANSLATORS: %1$s is the node, %2$s its value ("5", or ">=5"), %3$s the
		 * node it goes to. */
		text_append(buf, len, _("%1$s returns %2$s to %3$s, a bound as the probe returns it."),
			    n, val, to);
	else if (b == BOUND_EXACT)
		/* TRANSLATORS: %1$s is the node, %2$s its value ("5", or ">=5"), %3$s the
		 * node it goes to. */
		text_append(buf, len, _("%1$s returns %2$s to %3$s: its exact value."), n, val, to);
	else if (b == BOUND_LOWER)
		/* TRANSLATORS: %1$s is the node, %2$s its value ("5", or ">=5"), %3$s the
		 * node it goes to. */
		text_append(buf, len, _("%1$s returns %2$s to %3$s: only a bound, %1$s is worth at "
					"least that."), n, val, to);
	else
		/* TRANSLATORS: %1$s is the node, %2$s its value ("5", or ">=5"), %3$s the
		 * node it goes to. */
		text_append(buf, len, _("%1$s returns %2$s to %3$s: only a bound, %1$s is worth at "
					"most that."), n, val, to);
	clamp_note(st, v, e, buf, len);
}

/* A NegaScout re-search by the node being searched (the top frame) that
 * proved its probe's score exact failed low, in negamax, at the prober;
 * in max/min, at a MIN prober, that is a fail high.  True: high. */
static bool research_failed_high(const struct state *st, enum view v)
{
	return flipped(st, v, st->stack[st->depth - 1].node);
}

/* NegaScout's re-search of c failed low (in max/min at a MIN node, high:
 * research_failed_high), so c is worth exactly what its probe proved, and
 * its PV row from c's best move m on (search_pv_trim): dropped below m,
 * or whole because the search stops at each of m's moves (rules.h, as
 * search_pv_trim asks it), which makes the rest of the row exact scores.
 * Each case is a sentence of its own, which starts as narrate_pv's do:
 * "PV row 2 (the line from N3) is now N5 N12". */
static void trimmed_row(const struct state *st, enum view v, const struct event *e,
			const char *from, const char *moves, struct event_list l, char *buf,
			size_t len)
{
	const struct stack_frame *f = &st->stack[st->depth - 1];
	const char *c = name(st, f->research_child);
	const char *m = l.n ? name(st, event_list_at(l, 0)) : "";
	bool high = research_failed_high(st, v);
	enum stop_reason below = l.n > 1 ? state_stop_below(st, event_list_at(l, 0)) : STOP_NONE;
	if (l.n == 0)
		/* A row that was empty: no moves to name. */
		text_append(buf, len, high ?
			    /* TRANSLATORS: %1$d is the row, %2$s the node it starts from,
			     * %3$s the move re-searched. */
			    _("PV row %1$d (the line from %2$s) is now empty: the re-search of %3$s "
			      "failed high, so %3$s is worth exactly what the probe proved.") :
			    /* TRANSLATORS: %1$d is the row, %2$s the node it starts from,
			     * %3$s the move re-searched. */
			    _("PV row %1$d (the line from %2$s) is now empty: the re-search of %3$s "
			      "failed low, so %3$s is worth exactly what the probe proved."),
			    e->ply, from, c);
	else if (l.n < e->old)
		text_append(buf, len, high ?
			    /* TRANSLATORS: %1$d is the row, %2$s the node it starts from,
			     * %3$s the row's moves, %4$s the move re-searched, %5$s its
			     * best move, the row's first. */
			    _("PV row %1$d (the line from %2$s) is now %3$s: the re-search of %4$s "
			      "failed high, so %4$s is worth exactly what the probe proved, and %5$s "
			      "is a best move there; the rest of the row came from bounds and is "
			      "dropped, for nothing below %5$s is proven.") :
			    /* TRANSLATORS: %1$d is the row, %2$s the node it starts from,
			     * %3$s the row's moves, %4$s the move re-searched, %5$s its
			     * best move, the row's first. */
			    _("PV row %1$d (the line from %2$s) is now %3$s: the re-search of %4$s "
			      "failed low, so %4$s is worth exactly what the probe proved, and %5$s "
			      "is a best move there; the rest of the row came from bounds and is "
			      "dropped, for nothing below %5$s is proven."),
			    e->ply, from, moves, c, m);
	else if (below == STOP_LEAF)
		text_append(buf, len, high ?
			    /* TRANSLATORS: %1$d is the row, %2$s the node it starts from,
			     * %3$s the row's moves, %4$s the move re-searched, %5$s its
			     * best move, the row's first. */
			    _("PV row %1$d (the line from %2$s) is now %3$s: the re-search of %4$s "
			      "failed high, so %4$s is worth exactly what the probe proved; the row "
			      "stays, because below %5$s there are only leaves, whose scores are "
			      "exact.") :
			    /* TRANSLATORS: %1$d is the row, %2$s the node it starts from,
			     * %3$s the row's moves, %4$s the move re-searched, %5$s its
			     * best move, the row's first. */
			    _("PV row %1$d (the line from %2$s) is now %3$s: the re-search of %4$s "
			      "failed low, so %4$s is worth exactly what the probe proved; the row "
			      "stays, because below %5$s there are only leaves, whose scores are "
			      "exact."),
			    e->ply, from, moves, c, m);
	else if (below == STOP_HORIZON)
		text_append(buf, len, high ?
			    /* TRANSLATORS: %1$d is the row, %2$s the node it starts from,
			     * %3$s the row's moves, %4$s the move re-searched, %5$s its
			     * best move, the row's first, %6$d the horizon's depth. */
			    _("PV row %1$d (the line from %2$s) is now %3$s: the re-search of %4$s "
			      "failed high, so %4$s is worth exactly what the probe proved; the row "
			      "stays, because every move from %5$s reaches the horizon (depth %6$d), "
			      "where the search stops: their scores are exact for a search to that "
			      "depth.") :
			    /* TRANSLATORS: %1$d is the row, %2$s the node it starts from,
			     * %3$s the row's moves, %4$s the move re-searched, %5$s its
			     * best move, the row's first, %6$d the horizon's depth. */
			    _("PV row %1$d (the line from %2$s) is now %3$s: the re-search of %4$s "
			      "failed low, so %4$s is worth exactly what the probe proved; the row "
			      "stays, because every move from %5$s reaches the horizon (depth %6$d), "
			      "where the search stops: their scores are exact for a search to that "
			      "depth."),
			    e->ply, from, moves, c, m, st->horizon);
	else if (l.n > 1)
		text_append(buf, len, high ?
			    /* TRANSLATORS: %1$d is the row, %2$s the node it starts from,
			     * %3$s the row's moves, %4$s the move re-searched. */
			    _("PV row %1$d (the line from %2$s) is now %3$s: the re-search of %4$s "
			      "failed high, so %4$s is worth exactly what the probe proved; the row "
			      "stays.") :
			    /* TRANSLATORS: %1$d is the row, %2$s the node it starts from,
			     * %3$s the row's moves, %4$s the move re-searched. */
			    _("PV row %1$d (the line from %2$s) is now %3$s: the re-search of %4$s "
			      "failed low, so %4$s is worth exactly what the probe proved; the row "
			      "stays."),
			    e->ply, from, moves, c);
	else
		text_append(buf, len, high ?
			    /* TRANSLATORS: %1$d is the row, %2$s the node it starts from,
			     * %3$s the row's move, %4$s the move re-searched. */
			    _("PV row %1$d (the line from %2$s) is now %3$s: the re-search of %4$s "
			      "failed high, so %4$s is worth exactly what the probe proved.") :
			    /* TRANSLATORS: %1$d is the row, %2$s the node it starts from,
			     * %3$s the row's move, %4$s the move re-searched. */
			    _("PV row %1$d (the line from %2$s) is now %3$s: the re-search of %4$s "
			      "failed low, so %4$s is worth exactly what the probe proved."),
			    e->ply, from, moves, c);
}

/* A move changed the PV row: "PV row %1$d (the line from %2$s) is now
 * %3$s", %4$s the move, %5$s the node it was played at, and %6$s, in the
 * strict convention, the bound the move tied. */
static void narrate_pv(const struct state *st, enum view v, const struct event *e, char *buf,
		       size_t len)
{
	const struct tree *t = st->tree;
	const char *n = name(st, e->node);
	struct event_list l = trace_list(st->trace, e);
	const char *from = e->ply == t->nodes[e->node].depth ? n :
			   name(st, st->stack[st->depth - 1].research_child);
	/* The row's moves, "N2 N5 N11", as long as the narration may be. */
	char *moves = malloc(len);
	if (!moves)
		return;
	moves[0] = '\0';
	text_append_list(moves, len, t, l, " ", " ");
	if (e->child < 0) {
		trimmed_row(st, v, e, from, moves, l, buf, len);
		free(moves);
		return;
	}
	const char *c = name(st, e->child);
	/* A move whose score is only an upper bound did not improve
	 * anything: it holds the best score so far (fail-soft).  A row
	 * written with no raise before it, in the strict convention: the
	 * move tied alpha exactly (rules.h). */
	const struct event *prev = st->step >= 2 ? &st->trace->events[st->step - 2] : NULL;
	bool tie = st->trace->plan.strict && !st->algo->best_not_alpha &&
		   !(prev && prev->type == EV_RAISE && prev->child == e->child);
	bool alone = l.n == 1;
	char a[24];
	narrate_score(a, sizeof a, st, v, e->node, st->stack[st->depth - 1].alpha);
	if (prev && prev->type == EV_ROOT && prev->child == e->child)
		/* TRANSLATORS: %1$d is the row, %2$s the node it starts from,
		 * %3$s the row's moves, %4$s the move, %5$s the root. */
		text_append(buf, len, _("PV row %1$d (the line from %2$s) is now %3$s: the root keeps "
					"%4$s as its best move without a re-search, and a probe "
					"proves no line below it, so %5$s's line is just %4$s."),
			    e->ply, from, moves, c, n);
	else if (narrate_move_bound(st, e->child) == BOUND_UPPER)
		text_append(buf, len, alone ?
			    /* TRANSLATORS: %1$d is the row, %2$s the node it starts from,
			     * %3$s the row's moves, %4$s the move, %5$s the node it was
			     * played at. */
			    _("PV row %1$d (the line from %2$s) is now %3$s: %4$s holds %5$s's best "
			      "score so far, though only a bound, so %5$s's line is now just %4$s.") :
			    /* TRANSLATORS: %1$d is the row, %2$s the node it starts from,
			     * %3$s the row's moves, %4$s the move, %5$s the node it was
			     * played at. */
			    _("PV row %1$d (the line from %2$s) is now %3$s: %4$s holds %5$s's best "
			      "score so far, though only a bound, so %5$s's line is %4$s followed "
			      "by %4$s's own line."),
			    e->ply, from, moves, c, n);
	else if (tie)
		text_append(buf, len, alone ?
			    /* TRANSLATORS: %1$d is the row, %2$s the node it starts from,
			     * %3$s the row's moves, %4$s the move, %5$s the node it was
			     * played at, %6$s the bound it tied. */
			    _("PV row %1$d (the line from %2$s) is now %3$s: %4$s scores exactly "
			      "%6$s, the bound %5$s already had; in the strict convention that score "
			      "is exact, and %4$s is the first move to reach it, so %5$s's line is "
			      "now just %4$s.") :
			    /* TRANSLATORS: %1$d is the row, %2$s the node it starts from,
			     * %3$s the row's moves, %4$s the move, %5$s the node it was
			     * played at, %6$s the bound it tied. */
			    _("PV row %1$d (the line from %2$s) is now %3$s: %4$s scores exactly "
			      "%6$s, the bound %5$s already had; in the strict convention that score "
			      "is exact, and %4$s is the first move to reach it, so %5$s's line is "
			      "%4$s followed by %4$s's own line."),
			    e->ply, from, moves, c, n, a);
	else
		text_append(buf, len, alone ?
			    /* TRANSLATORS: %1$d is the row, %2$s the node it starts from,
			     * %3$s the row's moves, %4$s the move, %5$s the node it was
			     * played at. */
			    _("PV row %1$d (the line from %2$s) is now %3$s: %4$s improved %5$s, so "
			      "%5$s's line is now just %4$s.") :
			    /* TRANSLATORS: %1$d is the row, %2$s the node it starts from,
			     * %3$s the row's moves, %4$s the move, %5$s the node it was
			     * played at. */
			    _("PV row %1$d (the line from %2$s) is now %3$s: %4$s improved %5$s, so "
			      "%5$s's line is %4$s followed by %4$s's own line."),
			    e->ply, from, moves, c, n);
	free(moves);
}

void narrate_step(const struct state *st, enum view v, char *buf, size_t len)
{
	const struct event *e = state_event(st);
	const struct tree *t = st->tree;
	char s[24], w[64];

	buf[0] = '\0';
	if (!e) {
		/* TRANSLATORS: %d is the search's last step.  Right, Space and ?
		 * are keys. */
		text_append(buf, len, _("Step 0 of %d: nothing searched yet. Press Right or Space to "
					"step forward, ? for help."), st->trace->count);
		return;
	}
	if (narrate_scout_step(st, v, buf, len))
		return;
	const char *n = name(st, e->node);
	switch (e->type) {
	case EV_ENTER:
		narrate_enter(st, v, e, buf, len);
		transposition_note(st, e, buf, len);
		break;
	case EV_LEAF:
		narrate_score(s, sizeof s, st, v, e->node, e->value);
		if (state_at_horizon(st, e->node)) {
			narrate_horizon(st, v, e, buf, len);
			if (st->nodes[e->node].kind == VISIT_PROBE && st->depth > 0)
				probe_verdict(st, v, e, buf, len);
			break;
		}
		if (v == VIEW_NEGAMAX && !t->nodes[e->node].is_max) {
			char m[24];
			text_score(m, sizeof m, t, -e->value);
			/* TRANSLATORS: %1$s is a leaf, %2$s its value to MIN,
			 * %3$s the same value for MAX. */
			text_append(buf, len, _("Leaf %1$s is worth %2$s to MIN, who moves there (%3$s "
						"for MAX)."), n, s, m);
		} else {
			/* TRANSLATORS: %1$s is a leaf, %2$s its value. */
			text_append(buf, len, _("Leaf %1$s is worth %2$s."), n, s);
		}
		if (st->nodes[e->node].kind == VISIT_PROBE && st->depth > 0)
			probe_verdict(st, v, e, buf, len);
		break;
	case EV_RETURN:
		narrate_return(st, v, e, buf, len);
		if (st->nodes[e->node].kind == VISIT_PROBE && st->depth > 0)
			probe_verdict(st, v, e, buf, len);
		break;
	case EV_RAISE:
		narrate_raise(st, v, e, buf, len);
		break;
	case EV_CUTOFF:
		narrate_cutoff(st, v, e, buf, len);
		break;
	case EV_PROBE:
		narrate_window(w, sizeof w, st, v, e->node, e->alpha, e->beta);
		narrate_score(s, sizeof s, st, v, e->node, e->alpha);
		if (flipped(st, v, e->node))
			/* TRANSLATORS: %1$s is the node, %2$s the move probed, %3$s
			 * the null window, %4$s MAX or MIN, %5$s the score to beat. */
			text_append(buf, len, _("%1$s tests %2$s with the null window %3$s: is %2$s "
						"better for %4$s than %5$s? A fail low means yes, a fail "
						"high means no."), n, name(st, e->child), w,
				    text_side(t, e->node), s);
		else
			/* TRANSLATORS: %1$s is the node, %2$s the move probed, %3$s
			 * the null window, %4$s MAX or MIN, %5$s the score to beat. */
			text_append(buf, len, _("%1$s tests %2$s with the null window %3$s: is %2$s "
						"better for %4$s than %5$s? A fail high means yes, a fail "
						"low means no."), n, name(st, e->child), w,
				    text_side(t, e->node), s);
		if (st->trace->plan.strict)
			text_append(buf, len, " %s", _("The window is closed (strict): a score equal to "
						       "its bound is neither, but exact."));
		break;
	case EV_RESEARCH:
		narrate_research(st, v, e, buf, len);
		break;
	case EV_PV:
		narrate_pv(st, v, e, buf, len);
		if (e->ply == 0)
			narrate_root_change(st, e, buf, len);
		break;
	case EV_ITERATION:
		narrate_iteration(st, v, e, buf, len);
		break;
	case EV_ORDER:
		narrate_order(st, e, buf, len);
		break;
	case EV_FAIL:
		narrate_fail(st, v, e, buf, len);
		break;
	case EV_PASS:
	case EV_PASS_END:
		narrate_pass(st, v, e, buf, len);
		break;
	case EV_TT_PROBE:
		narrate_tt_probe(st, v, e, buf, len);
		break;
	case EV_TT_STORE:
		narrate_tt_store(st, v, e, buf, len);
		break;
	case EV_ROOT:
		narrate_root(st, v, e, buf, len);
		break;
	}
}

void narrate_cut_condition(const struct state *st, enum view v, char *buf, size_t len)
{
	node_id n = state_current(st);
	const struct tree *t = st->tree;
	char w[64], b[24];

	buf[0] = '\0';
	if (n < 0) {
		/* At the end the narration already says the search is over. */
		if (st->step == 0)
			text_append(buf, len, "%s", _("The search starts at the root."));
		return;
	}
	if (narrate_scout_condition(st, buf, len))
		return;
	if (st->algo->no_window && t->nodes[n].is_chance) {
		/* TRANSLATORS: %1$s is a chance node, %2$s the algorithm. */
		text_append(buf, len, _("At %1$s (chance): %2$s averages every move, weighted by its "
					"probability; nothing is cut."), name(st, n), st->algo->name);
		return;
	}
	if (st->algo->no_window) {
		/* TRANSLATORS: %1$s is a node, %2$s MAX or MIN, %3$s the algorithm. */
		text_append(buf, len, _("At %1$s (%2$s): %3$s never cuts off; every child is searched."),
			    name(st, n), text_side(t, n), st->algo->name);
		return;
	}
	const struct stack_frame *f = &st->stack[st->depth - 1];
	narrate_window(w, sizeof w, st, v, n, f->alpha, f->beta);
	if (state_at_horizon(st, n)) {
		/* TRANSLATORS: %1$s is a node, %2$s MAX or MIN, %3$s its window. */
		text_append(buf, len, _("At %1$s (%2$s, window %3$s): at the horizon, its static "
					"evaluation is used."), name(st, n), text_side(t, n), w);
		return;
	}
	if (state_stop(st, n) == STOP_LEAF) {
		/* TRANSLATORS: %1$s is a leaf, %2$s MAX or MIN, %3$s its window. */
		text_append(buf, len, _("At %1$s (%2$s, window %3$s): a leaf, it is simply evaluated."),
			    name(st, n), text_side(t, n), w);
		return;
	}
	bool flip = flipped(st, v, n);
	if (f->beta >= INF) {
		/* TRANSLATORS: %1$s is a node, %2$s MAX or MIN, %3$s its window.
		 * alpha, beta, -inf and +inf are shown as symbols. */
		text_append(buf, len, flip ? _("At %1$s (%2$s, window %3$s): no cutoff is possible "
					       "while alpha is -inf.") :
			    /* TRANSLATORS: %1$s is a node, %2$s MAX or MIN, %3$s its window.
			     * alpha, beta, -inf and +inf are shown as symbols. */
			    _("At %1$s (%2$s, window %3$s): no cutoff is possible while beta is "
			      "+inf."), name(st, n), text_side(t, n), w);
		return;
	}
	narrate_score(b, sizeof b, st, v, n, f->beta);
	if (st->trace->plan.strict)
		/* TRANSLATORS: %1$s is a node, %2$s MAX or MIN, %3$s its window,
		 * %4$s a comparison (>, <), %5$s the bound. */
		text_append(buf, len, _("At %1$s (%2$s, window %3$s): cut if a child scores %4$s %5$s "
					"(strict: never on equality)."), name(st, n), text_side(t, n), w,
			    narrate_cut_op(st, flip), b);
	else
		/* TRANSLATORS: %1$s is a node, %2$s MAX or MIN, %3$s its window,
		 * %4$s a comparison (>=, <=), %5$s the bound. */
		text_append(buf, len, _("At %1$s (%2$s, window %3$s): cut if a child scores %4$s "
					"%5$s."), name(st, n), text_side(t, n), w,
			    narrate_cut_op(st, flip), b);
}
