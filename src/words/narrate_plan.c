/* narrate_plan.c - the steps around the searches in words: a new depth of
 * iterative deepening, the carried PV searched first, an aspiration
 * window that fails, and the horizon where a search stops. */
#include <config.h>

#include <stdio.h>
#include <string.h>

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
	if (p->id && st->iteration > 0)
		snprintf(buf, len, "[depth %d of %d]", st->iteration, plan_last_iteration(p, st->tree));
	else if (p->id)
		snprintf(buf, len, "[depths 1 to %d]", plan_last_iteration(p, st->tree));
	else if (p->limited)
		snprintf(buf, len, "[to depth %d]", p->depth);
	if (p->tt_size > 0)
		text_append(buf, len, "%s[table %d]", *buf ? " " : "", p->tt_size);
	if (p->strict)
		text_append(buf, len, "%s[strict]", *buf ? " " : "");
	if (p->window && !p->id) {
		char lo[24], hi[24];
		plan_format(p, lo, sizeof lo, p->window_lo);
		plan_format(p, hi, sizeof hi, p->window_hi);
		text_append(buf, len, "%s[window (%s, %s)]", *buf ? " " : "", lo, hi);
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
	return "Strict convention: a cutoff only when a score is strictly outside the window "
	       "(> beta), never on equality; a score equal to a bound is exact.";
}

void narrate_plan_describe(const struct plan *p, const struct tree *t, char *buf, size_t len)
{
	buf[0] = '\0';
	if (!p->id && p->limited)
		snprintf(buf, len, "One search to depth %d", p->depth);
	else if (!p->id && p->tt_size)
		snprintf(buf, len, "One search to the leaves");
	if (p->id) {
		snprintf(buf, len, "Iterative deepening to depth %d, %s", plan_last_iteration(p, t),
			 p->no_pv_first ? "every search in the tree's order" :
			 "each depth searching the last one's PV first");
		char w[24];
		plan_format(p, w, sizeof w, p->aspiration);
		if (p->aspiration)
			text_append(buf, len, ", with aspiration windows of +-%s from depth 2", w);
	}
	if (p->tt_size)
		text_append(buf, len, ", with a transposition table of %d entr%s (replace: %s%s)",
			    p->tt_size, p->tt_size == 1 ? "y" : "ies",
			    p->tt_depth_preferred ? "depth" : "always",
			    p->tt_pv_ignore_exact ? ", exact entries ignored at PV nodes" : "");
	if (p->strict)
		text_append(buf, len, "%s: cuts only when a score is strictly outside the window",
			    *buf ? ", strict" : "Strict");
	if (p->window && !p->id) {
		char lo[24], hi[24];
		plan_format(p, lo, sizeof lo, p->window_lo);
		plan_format(p, hi, sizeof hi, p->window_hi);
		text_append(buf, len, "%s the root searched with the window (%s, %s)",
			    *buf ? ", with" : "One search to the leaves, with", lo, hi);
	}
}

void narrate_iteration(const struct state *st, enum view v, const struct event *e,
		       char *buf, size_t len)
{
	const struct plan *p = &st->trace->plan;
	char w[64];
	narrate_window(w, sizeof w, st, v, e->node, e->alpha, e->beta);
	if (e->old) {
		text_append(buf, len, "Depth %d again: the aspiration window failed, so the root is "
			    "searched again with the window %s, opened on the side that failed.",
			    e->value, w);
		return;
	}
	/* Is there a node the search stops at before the leaves? */
	bool cut_short = false;
	for (int i = 0; i < st->tree->count && !cut_short; i++)
		cut_short = st->tree->nodes[i].depth == e->value && st->tree->nodes[i].nchildren > 0;
	text_append(buf, len, "Iteration %d: a new search from the root, to depth %d.", e->value,
		    e->value);
	if (cut_short)
		text_append(buf, len, " Nodes at depth %d are not searched deeper: their static "
			    "evaluations stand in for what lies below.", e->value);
	else
		text_append(buf, len, " That reaches every leaf, so no static evaluation is used.");
	if (e->has_list && !p->no_pv_first) {
		text_append(buf, len, " The principal variation of depth %d, ", e->value - 1);
		text_append_list(buf, len, st->tree, trace_list(st->trace, e), " ", " ");
		text_append(buf, len, ", is searched first at every node along it.");
	} else if (e->has_list) {
		text_append(buf, len, " The moves keep the tree's order (--no-pv-first).");
	}
	if (e->alpha > -INF || e->beta < INF) {
		char s[24];
		int prev = st->tree->root_is_max ? (e->alpha + e->beta) / 2 : -(e->alpha + e->beta) / 2;
		text_score(s, sizeof s, st->tree, v == VIEW_MAXMIN ? prev : (e->alpha + e->beta) / 2);
		char width[24];
		plan_format(p, width, sizeof width, p->aspiration);
		text_append(buf, len, " The root's window is the aspiration window %s: depth %d's "
			    "value %s, plus or minus %s.", w, e->value - 1, s, width);
	}
}

void narrate_order(const struct state *st, const struct event *e, char *buf, size_t len)
{
	/* With a table the node looks itself up before any move (the next
	 * step, in the trace), and an entry may settle it: then no move is
	 * searched at all, first or not. */
	const struct event *next = st->step < st->trace->count ? &st->trace->events[st->step] : NULL;
	if (next && next->type == EV_TT_PROBE && next->node == e->node) {
		text_append(buf, len, "%s is on the principal variation carried over from depth %d, so "
			    "if %s's moves are searched, its move there, %s, goes first, ahead of %s; "
			    "the other moves keep their order. But %s asks the table first.",
			    name(st, e->node), st->iteration - 1, name(st, e->node), name(st, e->child),
			    name(st, tree_child(st->tree, e->node, 0)), name(st, e->node));
		return;
	}
	text_append(buf, len, "%s is on the principal variation carried over from depth %d, so "
		    "its move there, %s, is searched first, ahead of %s; the other moves keep their "
		    "order.", name(st, e->node), st->iteration - 1, name(st, e->child),
		    name(st, tree_child(st->tree, e->node, 0)));
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
	const char *at = st->trace->plan.strict ? "" : "at or ";
	if (high)
		text_append(buf, len, "The root scored %s, %sabove the top of the aspiration window "
			    "%s: a fail high. %s is only a bound: the root is worth at least %s, so "
			    "its value is not inside the window.", s, at, w, s, s);
	else
		text_append(buf, len, "The root scored %s, %sbelow the bottom of the aspiration "
			    "window %s: a fail low. %s is only a bound: the root is worth at most %s, "
			    "so its value is not inside the window.", s, at, w, s, s);
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
	if (cut && cut->has_list)
		text_append(buf, len, " %s reached the edge and cut the search off before any move "
			    "entered the PV, so there is no PV until the search is repeated.",
			    name(st, cut->child));
	else if (cut)
		text_append(buf, len, " %s, the root's last move, reached the edge before any move "
			    "was recorded as best; a move that reaches the edge is not recorded, for its "
			    "score is only a bound, so there is no PV until the search is repeated.",
			    name(st, cut->child));
	else
		text_append(buf, len, " No move scored inside the window, so none entered the PV, "
			    "and there is no PV until the search is repeated.");
}

void narrate_horizon(const struct state *st, enum view v, const struct event *e,
		     char *buf, size_t len)
{
	char s[24];
	narrate_score(s, sizeof s, st, v, e->node, e->value);
	text_append(buf, len, "%s is at depth %d, the horizon of this search: it is not searched "
		    "deeper, and its static evaluation, %s, is used as its value.", name(st, e->node),
		    st->tree->nodes[e->node].depth, s);
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
		text_append(buf, len, " The root PV changed: %s -> %s. No move has reached the window "
			    "yet, and both scores are only bounds: %s's bound is the better one for %s, "
			    "so fail-soft keeps %s as its best move so far, though neither move is "
			    "proven better than the other.", name(st, was), name(st, now), name(st, now),
			    text_side(st->tree, e->node), name(st, now));
	} else if (was >= 0 && was != now) {
		text_append(buf, len, " The root PV changed: %s -> %s, which scores better than %s did.",
			    name(st, was), name(st, now), name(st, was));
	} else if (was < 0 && st->carried.n > 0 && !st->trace->plan.no_pv_first &&
		   event_list_at(st->carried, 0) != now) {
		was = event_list_at(st->carried, 0);
		text_append(buf, len, " The root PV changed: %s -> %s. %s, the best move at depth %d, "
			    "was searched first but did not reach the window; %s does.", name(st, was),
			    name(st, now), name(st, was), st->iteration - 1, name(st, now));
	}
}
