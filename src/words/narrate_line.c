/* narrate_line.c - the step in one line: the counters line the stepper
 * shows under the panels, and the terse line of --trace.  The sentences
 * are narrate.c's. */
#include <config.h>

#include <stdio.h>
#include <string.h>

#include "tree/i18n.h"
#include "words/narrate.h"
#include "words/text.h"
#include "search/rules.h"

static void counters(const struct state *st, int width, bool step, char *buf, size_t len)
{
	const struct counts *c = &st->counts;
	/* MTD(f) and SSS* never re-search a move: their test of the root
	 * instead, and the bounds on its value the tests have proved. */
	bool mt = st->algo->needs_table;
	const long values[] = { c->nodes, c->visits, c->leaves, c->cutoffs,
				mt ? st->mtd.pass : c->researches };
	static const char *const labels[][5] = {
		/* TRANSLATORS: the stepper's counters, in full and, on a narrow screen,
		 * short ("cut" for cutoffs, "res" for re-searches). */
		{ N_("nodes"), N_("visits"), N_("leaves"), N_("cutoffs"), N_("re-searches") },
		{ N_("nodes"), N_("visits"), N_("leaves"), N_("cut"), N_("res") },
	};
	char bounds[64] = "";
	if (mt)
		narrate_pass_bounds(st, bounds, sizeof bounds);
	static const char *const gaps[] = { "  ", " " };
	for (int tier = 0; tier < 2; tier++) {
		buf[0] = '\0';
		if (step)
			/* TRANSLATORS: the step shown, of the search's last. */
			text_append(buf, len, _("Step %1$d/%2$d"), st->step, st->trace->count);
		bool all = true;
		for (int i = 0; i < 5; i++) {
			char item[48];
			snprintf(item, sizeof item, "%s%s %ld%s%s", *buf ? gaps[tier] : "",
				 /* TRANSLATORS: MTD(f)'s and SSS*'s counter of
				  * their tests of the root. */
				 mt && i == 4 ? _("test") : _(labels[tier][i]), values[i],
				 mt && i == 4 ? ": " : "", mt && i == 4 ? bounds : "");
			/* Columns, not bytes: a translated label may hold
			 * accented letters. */
			if (text_chars(buf) + text_chars(item) <= width)
				text_append(buf, len, "%s", item);
			else
				all = false;
		}
		if (all)
			return;
	}
}

void narrate_counters(const struct state *st, int width, char *buf, size_t len)
{
	counters(st, width, true, buf, len);
}

void narrate_counters_only(const struct state *st, int width, char *buf, size_t len)
{
	counters(st, width, false, buf, len);
}

bool narrate_pv_complete(const struct state *st)
{
	int len = st->pv.length[0];
	node_id last = len ? pvtable_row(&st->pv, 0)[len - 1] : 0;
	/* expectimax's line stops where chance moves: no one chooses there */
	return len == 0 || state_stops_at(st, last) || st->tree->nodes[last].is_chance;
}

/* ---- The terse trace line ----------------------------------------------- */

/* A NegaScout re-search by the node being searched that proved its
 * probe's score exact: it failed low for the prober, which in the trace's
 * max/min words is a fail high at a MIN node. */
static const char *research_failed(const struct state *st)
{
	return st->tree->nodes[st->stack[st->depth - 1].node].is_max ? "low" : "high";
}

/* A NegaScout row l that a failed-low re-search left whole: why, as
 * search_pv_trim decided it (rules.h). */
static void kept_row_note(const struct state *st, struct event_list l, char *buf, size_t len)
{
	const char *m = l.n ? tree_name(st->tree, event_list_at(l, 0)) : "";
	text_append(buf, len, " (kept: the re-search failed %s", research_failed(st));
	if (l.n <= 1)
		text_append(buf, len, ", and the row has no moves below %s to drop)",
			    l.n ? m : "the node");
	else if (state_stop_below(st, event_list_at(l, 0)) == STOP_HORIZON)
		text_append(buf, len, ", but below %s is the horizon)", m);
	else if (state_stop_below(st, event_list_at(l, 0)) == STOP_LEAF)
		text_append(buf, len, ", but below %s are only leaves)", m);
	else
		text_append(buf, len, ")");
}

void narrate_trace_line(const struct state *st, char *buf, size_t len)
{
	const struct event *e = state_event(st);
	const struct tree *t = st->tree;
	const enum view v = VIEW_MAXMIN;
	char s[24], w[64], w2[64], b[32];

	buf[0] = '\0';
	if (!e || narrate_scout_line(st, buf, len))
		return;
	narrate_score(s, sizeof s, st, v, e->node, e->value);
	switch (e->type) {
	case EV_ENTER:
		narrate_window(w, sizeof w, st, v, e->node, e->alpha, e->beta);
		text_append(buf, len, "enter %s %s", text_side(t, e->node), w);
		if (e->kind == VISIT_PROBE)
			text_append(buf, len, " null-window probe");
		else if (e->kind == VISIT_RESEARCH)
			text_append(buf, len, " re-search");
		else if (rule_is_null(e->alpha, e->beta, st->trace->plan.strict) &&
			 state_probe_frame(st, st->depth - 1) >= 0)
			text_append(buf, len, " null window (in the probe of %s)",
				    tree_name(st->tree, st->stack[state_probe_frame(st, st->depth - 1)].node));
		else if (st->algo->needs_table)
			text_append(buf, len, " (MT, test %d)", st->mtd.pass);
		else if (rule_is_null(e->alpha, e->beta, st->trace->plan.strict))
			text_append(buf, len, st->trace->plan.strict ? " (null by chance, not a probe)" :
				    " (one wide by chance, not a probe)");
		break;
	case EV_LEAF:
		text_append(buf, len, "%s = %s", state_at_horizon(st, e->node) ? "horizon: static" : "leaf", s);
		break;
	case EV_RETURN: {
		static const char *const what[] = { "exact", "lower bound", "upper bound" };
		enum bound bd = bound_max_view(t, e->node, e->bound);
		if (st->algo->chance && e->old)        /* expectimax: rounded to hundredths */
			text_append(buf, len, "return about %s (rounded)", s);
		else
			text_append(buf, len, "return %s%s%s (%s)", text_bound_op(bd), bd ? " " : "", s,
				    what[bd]);
		break;
	}
	case EV_RAISE: {
		char old[24];
		narrate_score(old, sizeof old, st, v, e->node, e->old);
		const char *what = st->algo->best_not_alpha ? "best" : t->nodes[e->node].is_max ?
				   "alpha" : "beta";
		text_append(buf, len, "%s %s -> %s (from %s%s)", what, old, s, tree_name(st->tree, e->child),
			    narrate_move_bound(st, e->child) == BOUND_UPPER ? ", only a bound" : "");
		break;
	}
	case EV_CUTOFF: {
		/* "scores at most 5" when the move came back with only a bound */
		char got[40];
		narrate_move_score(got, sizeof got, st, v, e->node, narrate_move_bound(st, e->child),
				   e->value);
		narrate_far_bound(b, sizeof b, st, v, e->node, e->beta);
		if (e->has_list) {
			text_append(buf, len, "cutoff: %s scores %s %s %s, prunes ",
				    tree_name(st->tree, e->child), got,
				    narrate_cut_op(st, !t->nodes[e->node].is_max), b);
			text_append_list(buf, len, t, trace_list(st->trace, e), " ", " ");
		} else {
			text_append(buf, len, "last move %s scores %s %s %s: nothing left to prune, "
				    "no cutoff", tree_name(st->tree, e->child), got,
				    narrate_cut_op(st, !t->nodes[e->node].is_max), b);
		}
		break;
	}
	case EV_PROBE:
		narrate_window(w, sizeof w, st, v, e->node, e->alpha, e->beta);
		text_append(buf, len, "probe %s with null window %s", tree_name(st->tree, e->child), w);
		break;
	case EV_RESEARCH:
		narrate_window(w, sizeof w, st, v, e->node, e->old,
			       rule_null_beta(e->old, st->trace->plan.strict));
		narrate_window(w2, sizeof w2, st, v, e->node, e->alpha, e->beta);
		text_append(buf, len, "re-search %s with %s: the probe %s failed %s with %s",
			    tree_name(st->tree, e->child), w2, w, t->nodes[e->node].is_max ? "high" : "low", s);
		break;
	case EV_PV:
		text_append(buf, len, "pv[%d] = ", e->ply);
		text_append_list(buf, len, t, trace_list(st->trace, e), " ", " ");
		if (e->child < 0 && trace_list(st->trace, e).n < e->old)
			text_append(buf, len, " (trimmed: the re-search failed %s, the rest is unproven)",
				    research_failed(st));
		else if (e->child < 0)
			kept_row_note(st, trace_list(st->trace, e), buf, len);
		break;
	case EV_ITERATION:
		narrate_window(w, sizeof w, st, v, e->node, e->alpha, e->beta);
		if (st->algo->needs_table) {    /* MT's tests bring their own windows */
			text_append(buf, len, "iteration: depth %d%s", e->value, e->value > 1 ?
				    ", MTD from the last depth's value" : "");
			break;
		}
		text_append(buf, len, "%s depth %d, window %s", e->old ? "again at" : "iteration:",
			    e->value, w);
		if (e->has_list && !e->old) {
			text_append(buf, len, st->trace->plan.no_pv_first ? ", last PV " :
				    ", PV first: ");
			text_append_list(buf, len, t, trace_list(st->trace, e), " ", " ");
		}
		break;
	case EV_ORDER:
		text_append(buf, len, "order: %s first (the carried PV's move), ahead of %s",
			    tree_name(t, e->child), tree_name(t, tree_child(t, e->node, 0)));
		break;
	case EV_FAIL:
		narrate_window(w, sizeof w, st, v, e->node, e->alpha, e->beta);
		text_append(buf, len, "aspiration %s: %s outside %s",
			    (e->bound == BOUND_LOWER) == t->root_is_max ? "fail high" : "fail low", s, w);
		break;
	case EV_TT_PROBE:
	case EV_TT_STORE:
		narrate_tt_line(st, e, buf, len);
		break;
	case EV_PASS:
	case EV_PASS_END:
		narrate_pass_line(st, v, e, buf, len);
		break;
	case EV_ROOT:
		narrate_root_line(st, e, buf, len);
		break;
	}
}
