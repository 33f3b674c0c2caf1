/* narrate_plan.c - the steps around the searches in words: a new depth of
 * iterative deepening, the carried PV searched first, an aspiration
 * window that fails, and the horizon where a search stops. */
#include <config.h>

#include <stdio.h>
#include <string.h>

#include "tree/i18n.h"
#include "words/narrate.h"
#include "words/text.h"
#include "search/plan.h"

static const char *name(const struct state *st, node_id n)
{
	return tree_name(st->tree, n);
}

void narrate_plan_tag(const struct state *st, char *buf, size_t len)
{
	const struct plan *p = &st->trace->plan;
	buf[0] = '\0';
	/* TRANSLATORS: the short tags after the algorithm's name in the
	 * stepper's title: the depth of iterative deepening now and the last
	 * one, and so on. */
	if (p->id && st->iteration > 0)
		/* TRANSLATORS: the short tags after the algorithm's name in the
		 * stepper's title: the depth of iterative deepening now and the last
		 * one, and so on. */
		snprintf(buf, len, _("[depth %1$d of %2$d]"), st->iteration,
			 plan_last_iteration(p, st->tree));
	else if (p->id)
		snprintf(buf, len, _("[depths 1 to %d]"), plan_last_iteration(p, st->tree));
	else if (p->limited)
		snprintf(buf, len, _("[to depth %d]"), p->depth);
	if (p->tt_size > 0) {
		text_append(buf, len, "%s", *buf ? " " : "");
		/* TRANSLATORS: a tag: a transposition table of %d entries. */
		text_append(buf, len, _("[table %d]"), p->tt_size);
	}
	if (p->strict)
		text_append(buf, len, "%s%s", *buf ? " " : "", _("[strict]"));
	if (p->window && !p->id) {
		char lo[24], hi[24];
		plan_format(p, lo, sizeof lo, p->window_lo);
		plan_format(p, hi, sizeof hi, p->window_hi);
		text_append(buf, len, "%s", *buf ? " " : "");
		/* TRANSLATORS: a tag: the window given for the root. */
		text_append(buf, len, _("[window (%1$s, %2$s)]"), lo, hi);
	}
	/* Tab reaches algorithms that do not take the root's tricks: they
	 * run without them, and their title says nothing of them. */
	if (st->algo->root_tricks)
		narrate_root_tag(p, buf, len);
}

const char *narrate_convention(const struct plan *p)
{
	if (!p || !p->strict)
		return NULL;
	return _("Strict convention: a cutoff only when a score is strictly outside the window "
		 "(> beta), never on equality; a score equal to a bound is exact.");
}

void narrate_plan_describe(const struct plan *p, const struct tree *t, char *buf, size_t len)
{
	buf[0] = '\0';
	/* A list of clauses, each a message of its own (the first says
	 * what searches; each after it starts with ", "): a lesson's
	 * "Searches: ..." line.  TRANSLATORS: the clauses below are joined
	 * in this order into one sentence, without its full stop. */
	if (!p->id && p->limited)
		snprintf(buf, len, _("One search to depth %d"), p->depth);
	else if (!p->id && p->tt_size)
		snprintf(buf, len, "%s", _("One search to the leaves"));
	if (p->id) {
		snprintf(buf, len, p->no_pv_first ? _("Iterative deepening to depth %d, every search "
						      "in the tree's order") :
			 _("Iterative deepening to depth %d, each depth searching the last one's PV "
			   "first"), plan_last_iteration(p, t));
		char w[24];
		plan_format(p, w, sizeof w, p->aspiration);
		if (p->aspiration)
			/* TRANSLATORS: a clause joined to the one before; %s is
			 * the half width of the windows. */
			text_append(buf, len, _(", with aspiration windows of +-%s from depth 2"), w);
	}
	const char *how = p->tt_depth_preferred ? "depth" : "always";
	if (p->tt_size && p->tt_pv_ignore_exact)
		/* TRANSLATORS: a clause joined to the one before; %1$d entries,
		 * %2$s --tt-replace's word ("always" or "depth", as typed). */
		text_append(buf, len, ngettext(", with a transposition table of %1$d entry (replace: "
					       "%2$s, exact entries ignored at PV nodes)",
					       ", with a transposition table of %1$d entries (replace: "
					       "%2$s, exact entries ignored at PV nodes)",
					       (unsigned long)p->tt_size), p->tt_size, how);
	else if (p->tt_size)
		/* TRANSLATORS: a clause joined to the one before; %1$d entries,
		 * %2$s --tt-replace's word ("always" or "depth", as typed). */
		text_append(buf, len, ngettext(", with a transposition table of %1$d entry (replace: "
					       "%2$s)",
					       ", with a transposition table of %1$d entries (replace: "
					       "%2$s)", (unsigned long)p->tt_size), p->tt_size, how);
	if (p->strict)
		/* TRANSLATORS: the clause for --strict: joined to the ones
		 * before, or alone. */
		text_append(buf, len, "%s", *buf ? _(", strict: cuts only when a score is strictly "
						     "outside the window") :
			    _("Strict: cuts only when a score is strictly outside the window"));
	if (p->window && !p->id) {
		char lo[24], hi[24];
		plan_format(p, lo, sizeof lo, p->window_lo);
		plan_format(p, hi, sizeof hi, p->window_hi);
		/* TRANSLATORS: the clause for --window, joined to the ones
		 * before, or alone; the window's two ends. */
		text_append(buf, len, *buf ? _(", with the root searched with the window (%1$s, %2$s)") :
			    /* TRANSLATORS: the clause for --window, joined to the ones
			     * before, or alone; the window's two ends. */
			    _("One search to the leaves, with the root searched with the window "
			      "(%1$s, %2$s)"), lo, hi);
	}
}

void narrate_iteration(const struct state *st, enum view v, const struct event *e,
		       char *buf, size_t len)
{
	const struct plan *p = &st->trace->plan;
	char w[64];
	narrate_window(w, sizeof w, st, v, e->node, e->alpha, e->beta);
	if (e->old) {
		/* TRANSLATORS: %1$d is the depth, %2$s the new window. */
		text_append(buf, len, _("Depth %1$d again: the aspiration window failed, so the root "
					"is searched again with the window %2$s, opened on the side "
					"that failed."), e->value, w);
		return;
	}
	/* Is there a node the search stops at before the leaves? */
	bool cut_short = false;
	for (int i = 0; i < st->tree->count && !cut_short; i++)
		cut_short = st->tree->nodes[i].depth == e->value && st->tree->nodes[i].nchildren > 0;
	/* TRANSLATORS: %1$d counts the iterations, and is the depth. */
	text_append(buf, len, _("Iteration %1$d: a new search from the root, to depth %1$d."),
		    e->value);
	text_append(buf, len, " ");
	if (cut_short)
		text_append(buf, len, _("Nodes at depth %d are not searched deeper: their static "
					"evaluations stand in for what lies below."), e->value);
	else
		text_append(buf, len, "%s", _("That reaches every leaf, so no static evaluation is "
					      "used."));
	if (e->has_list && !p->no_pv_first) {
		char line[TREE_MAX_DEPTH * (NODE_NAME_SIZE + 1) + 1] = "";
		text_append_list(line, sizeof line, st->tree, trace_list(st->trace, e), " ", " ");
		text_append(buf, len, " ");
		/* TRANSLATORS: %1$d is the depth before, %2$s its PV, as moves
		 * ("N1 N3 N8"). */
		text_append(buf, len, _("The principal variation of depth %1$d, %2$s, is searched first "
					"at every node along it."), e->value - 1, line);
	} else if (e->has_list) {
		text_append(buf, len, " %s", _("The moves keep the tree's order (--no-pv-first)."));
	}
	if (e->alpha > -INF || e->beta < INF) {
		char s[24];
		int prev = st->tree->root_is_max ? (e->alpha + e->beta) / 2 : -(e->alpha + e->beta) / 2;
		text_score(s, sizeof s, st->tree, v == VIEW_MAXMIN ? prev : (e->alpha + e->beta) / 2);
		char width[24];
		plan_format(p, width, sizeof width, p->aspiration);
		text_append(buf, len, " ");
		/* TRANSLATORS: %1$s is the window, %2$d the depth before, %3$s
		 * its value, %4$s the half width of the window. */
		text_append(buf, len, _("The root's window is the aspiration window %1$s: depth %2$d's "
					"value %3$s, plus or minus %4$s."), w, e->value - 1, s, width);
	}
}

void narrate_order(const struct state *st, const struct event *e, char *buf, size_t len)
{
	/* With a table the node looks itself up before any move (the next
	 * step, in the trace), and an entry may settle it: then no move is
	 * searched at all, first or not. */
	const struct event *next = st->step < st->trace->count ? &st->trace->events[st->step] : NULL;
	if (next && next->type == EV_TT_PROBE && next->node == e->node) {
		/* TRANSLATORS: %1$s is a node, %2$d the depth before, %3$s the
		 * node's move on that PV, %4$s its first move in the tree. */
		text_append(buf, len, _("%1$s is on the principal variation carried over from depth "
					"%2$d, so if %1$s's moves are searched, its move there, %3$s, "
					"goes first, ahead of %4$s; the other moves keep their order. "
					"But %1$s asks the table first."),
			    name(st, e->node), st->iteration - 1, name(st, e->child),
			    name(st, tree_child(st->tree, e->node, 0)));
		return;
	}
	/* TRANSLATORS: %1$s is a node, %2$d the depth before, %3$s the node's
	 * move on that PV, %4$s its first move in the tree. */
	text_append(buf, len, _("%1$s is on the principal variation carried over from depth %2$d, "
				"so its move there, %3$s, is searched first, ahead of %4$s; the other "
				"moves keep their order."), name(st, e->node), st->iteration - 1,
		    name(st, e->child), name(st, tree_child(st->tree, e->node, 0)));
}

void narrate_fail(const struct state *st, enum view v, const struct event *e,
		  char *buf, size_t len)
{
	char w[64], s[24];
	narrate_window(w, sizeof w, st, v, e->node, e->alpha, e->beta);
	narrate_score(s, sizeof s, st, v, e->node, e->value);
	/* High or low as the view shows it: in max/min a MIN root's negamax
	 * fail high is a score at or below the window. */
	bool high = e->bound == BOUND_LOWER;
	if (v == VIEW_MAXMIN && !st->tree->root_is_max)
		high = !high;
	/* In the strict convention the window's edges are inside it (rules.h). */
	bool strict = st->trace->plan.strict;
	/* TRANSLATORS: %1$s is the root's score, %2$s the aspiration window. */
	if (high && strict)
		/* TRANSLATORS: %1$s is the root's score, %2$s the aspiration window. */
		text_append(buf, len, _("The root scored %1$s, above the top of the aspiration window "
					"%2$s: a fail high. %1$s is only a bound: the root is worth at "
					"least %1$s, so its value is not inside the window."), s, w);
	else if (high)
		/* TRANSLATORS: %1$s is the root's score, %2$s the aspiration window. */
		text_append(buf, len, _("The root scored %1$s, at or above the top of the aspiration "
					"window %2$s: a fail high. %1$s is only a bound: the root is "
					"worth at least %1$s, so its value is not inside the window."),
			    s, w);
	else if (strict)
		/* TRANSLATORS: %1$s is the root's score, %2$s the aspiration window. */
		text_append(buf, len, _("The root scored %1$s, below the bottom of the aspiration "
					"window %2$s: a fail low. %1$s is only a bound: the root is "
					"worth at most %1$s, so its value is not inside the window."),
			    s, w);
	else
		/* TRANSLATORS: %1$s is the root's score, %2$s the aspiration window. */
		text_append(buf, len, _("The root scored %1$s, at or below the bottom of the "
					"aspiration window %2$s: a fail low. %1$s is only a bound: the "
					"root is worth at most %1$s, so its value is not inside the "
					"window."), s, w);
	if (st->pv.length[0] > 0)
		return;
	/* Why there is no best move, from the trace: the move that reached
	 * the window's edge at the root, if one did (a fail high), with or
	 * without moves left to prune. */
	const struct event *cut = NULL;
	for (int i = st->step - 2; i >= 0 && !cut; i--) {
		const struct event *x = &st->trace->events[i];
		if (x->type == EV_ITERATION)
			break;
		if (x->type == EV_CUTOFF && x->node == e->node)
			cut = x;
	}
	text_append(buf, len, " ");
	if (cut && cut->has_list)
		/* TRANSLATORS: %s is the root's move that reached the edge. */
		text_append(buf, len, _("%s reached the edge and cut the search off before any move "
					"entered the PV, so there is no PV until the search is "
					"repeated."), name(st, cut->child));
	else if (cut)
		/* TRANSLATORS: %s is the root's move that reached the edge. */
		text_append(buf, len, _("%s, the root's last move, reached the edge before any move "
					"was recorded as best; a move that reaches the edge is not "
					"recorded, for its score is only a bound, so there is no PV "
					"until the search is repeated."), name(st, cut->child));
	else
		text_append(buf, len, "%s", _("No move scored inside the window, so none entered the "
					      "PV, and there is no PV until the search is repeated."));
}

void narrate_horizon(const struct state *st, enum view v, const struct event *e,
		     char *buf, size_t len)
{
	char s[24];
	narrate_score(s, sizeof s, st, v, e->node, e->value);
	/* TRANSLATORS: %1$s is a node, %2$d its depth, %3$s its static
	 * evaluation. */
	text_append(buf, len, _("%1$s is at depth %2$d, the horizon of this search: it is not "
				"searched deeper, and its static evaluation, %3$s, is used as its "
				"value."), name(st, e->node), st->tree->nodes[e->node].depth, s);
}

void narrate_root_change(const struct state *st, const struct event *e, char *buf, size_t len)
{
	/* Only iterative deepening has a PV from before to compare with:
	 * the root's line before this step in this iteration, else the one
	 * carried over from the depth before. */
	if (!st->iteration || !e->has_list)
		return;
	node_id now = event_list_at(trace_list(st->trace, e), 0), was = st->root_before;
	if (was >= 0 && was != now && narrate_move_bound(st, now) == BOUND_UPPER) {
		/* Fail-soft moved its best score to another move that failed
		 * low: a higher bound proves nothing about which is better. */
		text_append(buf, len, " ");
		/* TRANSLATORS: %1$s is the root's move before, %2$s the new one,
		 * %3$s MAX or MIN. */
		text_append(buf, len, _("The root PV changed: %1$s -> %2$s. No move has reached the "
					"window yet, and both scores are only bounds: %2$s's bound is "
					"the better one for %3$s, so fail-soft keeps %2$s as its best "
					"move so far, though neither move is proven better than the "
					"other."), name(st, was), name(st, now),
			    text_side(st->tree, e->node));
	} else if (was >= 0 && was != now) {
		text_append(buf, len, " ");
		/* TRANSLATORS: %1$s is the root's move before, %2$s the new one. */
		text_append(buf, len, _("The root PV changed: %1$s -> %2$s, which scores better than "
					"%1$s did."), name(st, was), name(st, now));
	} else if (was < 0 && st->carried.n > 0 && !st->trace->plan.no_pv_first &&
		   event_list_at(st->carried, 0) != now) {
		was = event_list_at(st->carried, 0);
		text_append(buf, len, " ");
		/* TRANSLATORS: %1$s is the root's move before, %2$s the new one,
		 * %3$d the depth before. */
		text_append(buf, len, _("The root PV changed: %1$s -> %2$s. %1$s, the best move at "
					"depth %3$d, was searched first but did not reach the window; "
					"%2$s does."), name(st, was), name(st, now), st->iteration - 1);
	}
}
