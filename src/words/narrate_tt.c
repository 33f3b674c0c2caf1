/* narrate_tt.c - the transposition table's steps in words: a node looking
 * itself up, and a node's result going into the table. */
#include <config.h>

#include <stdio.h>
#include <string.h>

#include "tree/i18n.h"
#include "words/narrate.h"
#include "words/text.h"
#include "search/rules.h"

static const char *name(const struct state *st, node_id n)
{
	return tree_name(st->tree, n);
}

/* "exactly 5", "at least 5" or "at most 5": an entry's value, in view v.
 * The sentences below take it whole, as their value. */
static void worth(char *buf, size_t len, const struct state *st, enum view v, node_id n,
		  enum bound b, int value)
{
	char s[24];
	narrate_score(s, sizeof s, st, v, n, value);
	if (v == VIEW_MAXMIN)
		b = bound_max_view(st->tree, n, b);
	/* TRANSLATORS: a table entry's value, %s a number; said where the
	 * sentences about the table say "its value". */
	snprintf(buf, len, b == BOUND_EXACT ? _("exactly %s") : b == BOUND_LOWER ? _("at least %s") :
		 _("at most %s"), s);
}

/* The same, as the one line of --trace writes it: never translated. */
static void worth_line(char *buf, size_t len, const struct state *st, node_id n, enum bound b,
		       int value)
{
	char s[24];
	narrate_score(s, sizeof s, st, VIEW_MAXMIN, n, value);
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
 * failed low.  A sentence each, %s the move. */
static const char *stored_move(enum bound b)
{
	/* TRANSLATORS: said after a probe of the table; %s is a move (a node). */
	return b == BOUND_EXACT ? _("Its best move, %s, is searched first.") : b == BOUND_LOWER ?
	       _("The move that reached the window's edge before, %s, is searched first.") :
	       _("The move the entry keeps, %s, is searched first.");
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
		/* TRANSLATORS: %1$s is a node, %2$d a slot of the table. */
		text_append(buf, len, _("%1$s looks itself up in the table: slot %2$d is empty, so %1$s "
					"is searched."), n, k);
		return;
	case TT_OTHER:
		/* TRANSLATORS: %1$s is a node, %2$d a slot of the table, %3$s the
		 * other node the slot holds. */
		text_append(buf, len, _("%1$s looks itself up in the table: slot %2$d holds %3$s, "
					"another position, so %1$s is searched."), n, k,
			    name(st, event_list_at(trace_list(st->trace, e), 0)));
		return;
	case TT_SHALLOW:
		/* TRANSLATORS: %1$s is a node, %2$d its slot, %3$s the entry's
		 * value ("at least 5"), %4$d the plies the entry's search looked
		 * ahead, %5$d the plies this one needs. */
		text_append(buf, len, ngettext("%1$s is in the table (slot %2$d): %3$s, but from a "
					       "search %4$d ply deep, and this one looks %5$d ahead: "
					       "too shallow to settle it.",
					       "%1$s is in the table (slot %2$d): %3$s, but from a "
					       "search %4$d plies deep, and this one looks %5$d ahead: "
					       "too shallow to settle it.", (unsigned long)e->old),
			    n, k, val, e->old, needed(st, e));
		break;
	case TT_OPEN:
		/* TRANSLATORS: %1$s is a node, %2$d its slot, %3$s the entry's
		 * value ("at least 5"), %4$s the node's window. */
		text_append(buf, len, _("%1$s is in the table (slot %2$d): %3$s, which does not settle "
					"the window %4$s, so %1$s is searched."), n, k, val, w);
		break;
	case TT_ROOT:
		/* TRANSLATORS: %1$s is the root, %2$d its slot, %3$s the entry's
		 * value ("at least 5"). */
		text_append(buf, len, _("%1$s is in the table (slot %2$d): %3$s, but the root is always "
					"searched."), n, k, val);
		break;
	case TT_IGNORED:
		/* TRANSLATORS: %1$s is a node, %2$d its slot, %3$s the entry's
		 * value ("exactly 5"), %4$s the node's window.  "--tt-pv-exact
		 * ignore" is the option as typed. */
		text_append(buf, len, _("%1$s is in the table (slot %2$d): %3$s, but its window %4$s "
					"is wider than a null window: %1$s is a PV node, and "
					"--tt-pv-exact ignore searches it on to collect its line."),
			    n, k, val, w);
		break;
	case TT_CUT:
		if (e->bound == BOUND_EXACT)
			/* TRANSLATORS: %1$s is a node, %2$d its slot, %3$s the
			 * entry's value ("exactly 5"), %4$d the plies its search
			 * looked ahead. */
			text_append(buf, len, ngettext("%1$s is in the table (slot %2$d): %3$s, from a "
						       "search %4$d ply deep, as deep as this one needs. "
						       "A hit: %1$s is not searched again, and its PV row "
						       "stays empty, so a principal variation through %1$s "
						       "ends there.",
						       "%1$s is in the table (slot %2$d): %3$s, from a "
						       "search %4$d plies deep, as deep as this one needs. "
						       "A hit: %1$s is not searched again, and its PV row "
						       "stays empty, so a principal variation through %1$s "
						       "ends there.", (unsigned long)e->old),
				    n, k, val, e->old);
		else
			/* TRANSLATORS: %1$s is a node, %2$d its slot, %3$s the
			 * entry's value ("at least 5"), %4$d the plies its search
			 * looked ahead, %5$s the node's window. */
			text_append(buf, len, ngettext("%1$s is in the table (slot %2$d): %3$s, from a "
						       "search %4$d ply deep, outside the window %5$s. A "
						       "hit: %1$s is not searched again.",
						       "%1$s is in the table (slot %2$d): %3$s, from a "
						       "search %4$d plies deep, outside the window %5$s. A "
						       "hit: %1$s is not searched again.",
						       (unsigned long)e->old),
				    n, k, val, e->old, w);
		return;
	}
	if (e->child >= 0) {
		text_append(buf, len, " ");
		text_append(buf, len, stored_move(e->bound), name(st, e->child));
	}
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
		/* TRANSLATORS: %1$s is a node, %2$s its value ("at least 5"),
		 * %3$d the plies its search looked ahead, %4$d a slot, %5$s the
		 * node the slot keeps, %6$d the plies that one's search did. */
		text_append(buf, len, ngettext("%1$s's result (%2$s, %3$d ply deep) is not stored: slot "
					       "%4$d keeps %5$s, searched deeper (%6$d plies).",
					       "%1$s's result (%2$s, %3$d plies deep) is not stored: slot "
					       "%4$d keeps %5$s, searched deeper (%6$d plies).",
					       (unsigned long)e->old),
			    n, val, e->old, k, name(st, kept->node), kept->depth);
		return;
	}
	/* The same head, and a whole sentence for each kind of move the entry
	 * keeps: %1$s the node, %2$d the slot, %3$s its value ("at least 5"),
	 * %4$d the plies searched, %5$s the move. */
	unsigned long plies = (unsigned long)e->old;
	const char *move = e->child >= 0 ? name(st, e->child) : "";
	if (e->child >= 0 && e->bound == BOUND_EXACT)
		/* TRANSLATORS: %1$s is a node, %2$d a slot, %3$s the value
		 * stored ("exactly 5"), %4$d the plies searched, %5$s a move. */
		text_append(buf, len, ngettext("%1$s's result goes into slot %2$d: %3$s, searched %4$d "
					       "ply deep, best move %5$s.",
					       "%1$s's result goes into slot %2$d: %3$s, searched %4$d "
					       "plies deep, best move %5$s.", plies),
			    n, k, val, e->old, move);
	else if (e->child >= 0 && e->bound == BOUND_LOWER)
		/* TRANSLATORS: %1$s is a node, %2$d a slot, %3$s the value
		 * stored ("at least 5"), %4$d the plies searched, %5$s a move. */
		text_append(buf, len, ngettext("%1$s's result goes into slot %2$d: %3$s, searched %4$d "
					       "ply deep, and %5$s, the move whose score reached the "
					       "window's edge: enough to stop the search, not a proven "
					       "best move.",
					       "%1$s's result goes into slot %2$d: %3$s, searched %4$d "
					       "plies deep, and %5$s, the move whose score reached the "
					       "window's edge: enough to stop the search, not a proven "
					       "best move.", plies),
			    n, k, val, e->old, move);
	else if (e->child >= 0)
		/* TRANSLATORS: %1$s is a node, %2$d a slot, %3$s the value
		 * stored ("at most 5"), %4$d the plies searched, %5$s a move. */
		text_append(buf, len, ngettext("%1$s's result goes into slot %2$d: %3$s, searched %4$d "
					       "ply deep, and %5$s, the move with the best score among "
					       "moves none of which scored inside the window, not a "
					       "proven best move.",
					       "%1$s's result goes into slot %2$d: %3$s, searched %4$d "
					       "plies deep, and %5$s, the move with the best score among "
					       "moves none of which scored inside the window, not a "
					       "proven best move.", plies),
			    n, k, val, e->old, move);
	else if (state_stop(st, e->node) != STOP_NONE)    /* MT keeps leaves too (mtdf.c) */
		/* TRANSLATORS: %1$s is a node, %2$d a slot, %3$s the value
		 * stored ("exactly 5"), %4$d the plies searched. */
		text_append(buf, len, ngettext("%1$s's result goes into slot %2$d: %3$s, searched %4$d "
					       "ply deep, no move: the search stops at %1$s, whose value "
					       "is exact whatever the window: while the entry stays, no "
					       "later search evaluates it again.",
					       "%1$s's result goes into slot %2$d: %3$s, searched %4$d "
					       "plies deep, no move: the search stops at %1$s, whose value "
					       "is exact whatever the window: while the entry stays, no "
					       "later search evaluates it again.", plies),
			    n, k, val, e->old);
	else
		/* TRANSLATORS: %1$s is a node, %2$d a slot, %3$s the value
		 * stored ("at most 5"), %4$d the plies searched. */
		text_append(buf, len, ngettext("%1$s's result goes into slot %2$d: %3$s, searched %4$d "
					       "ply deep, no best move (no move improved on the window).",
					       "%1$s's result goes into slot %2$d: %3$s, searched %4$d "
					       "plies deep, no best move (no move improved on the "
					       "window).", plies),
			    n, k, val, e->old);
	node_id gone = e->how == TT_REPLACED ? event_list_at(trace_list(st->trace, e), 0) : -1;
	if (e->how == TT_UPDATED) {
		text_append(buf, len, " ");
		/* TRANSLATORS: follows the sentence above; %s is the node. */
		text_append(buf, len, _("It replaces %s's older entry."), n);
	} else if (e->how == TT_REPLACED) {
		text_append(buf, len, " ");
		/* TRANSLATORS: follows the sentence above; %s is the node whose
		 * entry is lost. */
		text_append(buf, len, _("It overwrites %1$s's entry: the table forgets %1$s."),
			    name(st, gone));
	}
}

void narrate_tt_line(const struct state *st, const struct event *e, char *buf, size_t len)
{
	char val[48];
	worth_line(val, sizeof val, st, e->node, e->bound, e->value);
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
