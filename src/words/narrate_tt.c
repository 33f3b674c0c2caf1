/* narrate_tt.c - the transposition table's steps in words: a node looking
 * itself up, and a node's result going into the table. */
#include <config.h>

#include <stdio.h>
#include <string.h>

#include "words/narrate.h"
#include "words/text.h"
#include "search/rules.h"

static const char *name(const struct state *st, node_id n)
{
	return tree_name(st->tree, n);
}

/* "exactly 5", "at least 5" or "at most 5": an entry's value, in view v. */
static void worth(char *buf, size_t len, const struct state *st, enum view v, node_id n,
		  enum bound b, int value)
{
	char s[24];
	narrate_score(s, sizeof s, st, v, n, value);
	if (v == VIEW_MAXMIN)
		b = bound_max_view(st->tree, n, b);
	snprintf(buf, len, "%s %s", b == BOUND_EXACT ? "exactly" : b == BOUND_LOWER ? "at least" :
		 "at most", s);
}

static int slot(const struct state *st, node_id n)
{
	return ttable_slot(&st->tt, n);
}

/* The draft the search asked of e's entry (rules.h): "searched 2 plies
 * deep" means the same with or without a depth limit. */
static int needed(const struct state *st, const struct event *e)
{
	return rule_draft(e->ply, st->tree->nodes[e->node].height, st->limited, st->horizon);
}

/* What the move an entry keeps is, by the entry's bound (negamax): an
 * exact entry's is a best move; a lower bound's is the move that reached
 * the window's edge and stopped the search; an upper bound's, the best of moves that all
 * failed low. */
static const char *stored_move(enum bound b)
{
	return b == BOUND_EXACT ? "Its best move" : b == BOUND_LOWER ?
	       "The move that reached the window's edge before" : "The move the entry keeps";
}

void narrate_tt_probe(const struct state *st, enum view v, const struct event *e, char *buf,
		      size_t len)
{
	const char *n = name(st, e->node);
	char val[48], w[64];
	worth(val, sizeof val, st, v, e->node, e->bound, e->value);
	narrate_window(w, sizeof w, st, v, e->node, e->alpha, e->beta);
	int k = slot(st, e->node);
	switch ((enum tt_probe)e->how) {
	case TT_EMPTY:
		text_append(buf, len, "%s looks itself up in the table: slot %d is empty, so %s is "
			    "searched.", n, k, n);
		return;
	case TT_OTHER:
		text_append(buf, len, "%s looks itself up in the table: slot %d holds %s, another "
			    "position, so %s is searched.", n, k, name(st, event_list_at(trace_list(st->trace, e), 0)), n);
		return;
	case TT_SHALLOW:
		text_append(buf, len, "%s is in the table (slot %d): %s, but from a search %d pl%s "
			    "deep, and this one looks %d ahead: too shallow to settle it.", n, k, val,
			    e->old, e->old == 1 ? "y" : "ies", needed(st, e));
		break;
	case TT_OPEN:
		text_append(buf, len, "%s is in the table (slot %d): %s, which does not settle the "
			    "window %s, so %s is searched.", n, k, val, w, n);
		break;
	case TT_ROOT:
		text_append(buf, len, "%s is in the table (slot %d): %s, but the root is always "
			    "searched.", n, k, val);
		break;
	case TT_IGNORED:
		text_append(buf, len, "%s is in the table (slot %d): %s, but its window %s is wider "
			    "than a null window: %s is a PV node, and --tt-pv-exact ignore searches it "
			    "on to collect its line.", n, k, val, w, n);
		break;
	case TT_CUT:
		text_append(buf, len, "%s is in the table (slot %d): %s, from a search %d pl%s deep", n,
			    k, val, e->old, e->old == 1 ? "y" : "ies");
		if (e->bound == BOUND_EXACT)
			text_append(buf, len, ", as deep as this one needs. A hit: %s is not searched "
				    "again, and its PV row stays empty, so a principal variation "
				    "through %s ends there.", n, n);
		else
			text_append(buf, len, ", outside the window %s. A hit: %s is not searched "
				    "again.", w, n);
		return;
	}
	if (e->child >= 0)
		text_append(buf, len, " %s, %s, is searched first.", stored_move(e->bound),
			    name(st, e->child));
}

void narrate_tt_store(const struct state *st, enum view v, const struct event *e, char *buf,
		      size_t len)
{
	const char *n = name(st, e->node);
	char val[48];
	worth(val, sizeof val, st, v, e->node, e->bound, e->value);
	int k = slot(st, e->node);
	if (e->how == TT_KEPT) {
		const struct tt_entry *kept = &st->tt.slots[k];
		text_append(buf, len, "%s's result (%s, %d pl%s deep) is not stored: slot %d keeps "
			    "%s, searched deeper (%d plies).", n, val, e->old, e->old == 1 ? "y" : "ies",
			    k, name(st, kept->node), kept->depth);
		return;
	}
	text_append(buf, len, "%s's result goes into slot %d: %s, searched %d pl%s deep, ", n, k,
		    val, e->old, e->old == 1 ? "y" : "ies");
	if (e->child >= 0 && e->bound == BOUND_EXACT)
		text_append(buf, len, "best move %s.", name(st, e->child));
	else if (e->child >= 0 && e->bound == BOUND_LOWER)
		text_append(buf, len, "and %s, the move whose score reached the window's edge: enough to "
			    "stop the search, not a proven best move.", name(st, e->child));
	else if (e->child >= 0)
		text_append(buf, len, "and %s, the move with the best score among moves none of "
			    "which scored inside the window, not a proven best move.", name(st, e->child));
	else if (state_stop(st, e->node) != STOP_NONE)    /* MT keeps leaves too (mtdf.c) */
		text_append(buf, len, "no move: the search stops at %s, whose value is exact "
			    "whatever the window: while the entry stays, no later search evaluates it again.", n);
	else
		text_append(buf, len, "no best move (no move improved on the window).");
	if (e->how == TT_UPDATED)
		text_append(buf, len, " It replaces %s's older entry.", n);
	else if (e->how == TT_REPLACED)
		text_append(buf, len, " It overwrites %s's entry: the table forgets %s.",
			    name(st, event_list_at(trace_list(st->trace, e), 0)), name(st, event_list_at(trace_list(st->trace, e), 0)));
}

void narrate_tt_line(const struct state *st, const struct event *e, char *buf, size_t len)
{
	const enum view v = VIEW_MAXMIN;
	char val[48];
	worth(val, sizeof val, st, v, e->node, e->bound, e->value);
	int k = slot(st, e->node);
	if (e->type == EV_TT_STORE) {
		if (e->how == TT_KEPT)
			text_append(buf, len, "tt store refused: slot %d keeps the deeper %s", k,
				    name(st, st->tt.slots[k].node));
		else
			text_append(buf, len, "tt store slot %d: %s, depth %d, move %s%s%s", k, val,
				    e->old, e->child >= 0 ? name(st, e->child) : "-",
				    e->how == TT_REPLACED ? ", overwrites " : "",
				    e->how == TT_REPLACED ? name(st, event_list_at(trace_list(st->trace, e), 0)) : "");
		return;
	}
	static const char *const what[] = {
		[TT_EMPTY] = "empty", [TT_OTHER] = "holds another position",
		[TT_SHALLOW] = "too shallow", [TT_OPEN] = "does not settle the window",
		[TT_ROOT] = "the root is searched anyway", [TT_IGNORED] = "exact ignored at a PV node",
		[TT_CUT] = "hit",
	};
	text_append(buf, len, "tt probe slot %d: %s", k, what[e->how]);
	if (e->how == TT_OTHER)
		text_append(buf, len, " (%s)", name(st, event_list_at(trace_list(st->trace, e), 0)));
	else if (e->how != TT_EMPTY)
		text_append(buf, len, ", %s, depth %d", val, e->old);
	if (e->child >= 0)
		text_append(buf, len, ", %s first", name(st, e->child));
}
