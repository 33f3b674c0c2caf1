/* narrate_mtd.c - the sentences for MTD(f)'s and SSS*'s searches of the
 * root (EV_PASS, EV_PASS_END; mtdf.c, sss.c): each is a test, and each
 * narrows the bounds on the root's value. */
#include <config.h>

#include "search/algo.h"
#include "words/narrate.h"
#include "words/text.h"

/* Is the root's score high in view v: a negamax lower bound is an upper
 * bound at a MIN root in max/min. */
static bool flips(const struct state *st, enum view v)
{
	return v == VIEW_MAXMIN && !st->tree->root_is_max;
}

/* The bounds known on the root's value after a search, in view v:
 * "3 <= value <= 4", "value >= 3", "value <= 4", "value = 4". */
static void bounds(char *buf, size_t len, const struct state *st, enum view v, int lower,
		   int upper)
{
	if (flips(st, v)) {
		int l = -upper;
		upper = -lower;
		lower = l;
	}
	char lo[24], hi[24];
	text_score(lo, sizeof lo, st->tree, lower);
	text_score(hi, sizeof hi, st->tree, upper);
	if (lower == upper)
		text_append(buf, len, "value = %s", lo);
	else if (lower > -INF && upper < INF)
		text_append(buf, len, "%s <= value <= %s", lo, hi);
	else if (lower > -INF)
		text_append(buf, len, "value >= %s", lo);
	else if (upper < INF)
		text_append(buf, len, "value <= %s", hi);
	else
		text_append(buf, len, "no bound yet");
}

/* "window (4, 5): fails low: the value is at most 4" */
static void outcome(char *buf, size_t len, const struct state *st, enum view v,
		    const struct event *e)
{
	char w[64], g[24];
	narrate_window(w, sizeof w, st, v, 0, e->old - 1, e->old);
	narrate_score(g, sizeof g, st, v, 0, e->value);
	bool high = (e->bound == BOUND_LOWER) != flips(st, v);
	text_append(buf, len, "window %s: fails %s: the value is at %s %s", w,
		    high ? "high" : "low", high ? "least" : "most", g);
}

bool narrate_table_note(const struct algorithm *a, const struct plan *p, const struct tree *t,
			char *buf, size_t len)
{
	buf[0] = '\0';
	if (!a->needs_table)
		return false;
	const char *who = a->search == sss_search ? "SSS*" : "MTD(f)";
	if (p->tt_direct)
		text_append(buf, len, "%s needs a table: it uses one with a slot for each of the "
			    "tree's %d nodes", who, t->count);
	else
		text_append(buf, len, "%s uses the table of %d entr%s given with --tt: an entry "
			    "lost to another node costs a search again, never a wrong value", who,
			    p->tt_size, p->tt_size == 1 ? "y" : "ies");
	return true;
}

void narrate_pass_bounds(const struct state *st, char *buf, size_t len)
{
	buf[0] = '\0';
	bounds(buf, len, st, VIEW_MAXMIN, st->mtd.lower, st->mtd.upper);
}

void narrate_pass_line(const struct state *st, enum view v, const struct event *e,
		       char *buf, size_t len)
{
	char w[64];
	if (e->type == EV_PASS) {
		narrate_window(w, sizeof w, st, v, 0, e->alpha, e->beta);
		text_append(buf, len, "search %d: window %s", e->value, w);
		return;
	}
	text_append(buf, len, "search %d: ", st->mtd.pass);
	outcome(buf, len, st, v, e);
	text_append(buf, len, "; ");
	bounds(buf, len, st, v, e->alpha, e->beta);
}

void narrate_pass(const struct state *st, enum view v, const struct event *e,
		  char *buf, size_t len)
{
	bool sss = st->algo->search == sss_search;
	char w[64];
	if (e->type == EV_PASS) {
		narrate_window(w, sizeof w, st, v, 0, e->alpha, e->beta);
		text_append(buf, len, "Search %d: a null-window test of the root with the window %s",
			    e->value, w);
		if (e->value == 1 && sss)       /* (a MIN root's, in MAX's view, is below) */
			text_append(buf, len, flips(st, v) ? ", below every value: every node fails "
				    "high." : ", above every value: every node fails low.");
		else if (e->value == 1)
			text_append(buf, len, ", at MTD(f)'s first guess.");
		else
			text_append(buf, len, ". The table keeps what the earlier searches proved: a "
				    "node it settles is not searched again.");
		char note[200];
		if (e->value == 1 && narrate_table_note(st->algo, &st->trace->plan, st->tree, note,
							 sizeof note))
			text_append(buf, len, " %s.", note);
		return;
	}
	text_append(buf, len, "Search %d: ", st->mtd.pass);
	outcome(buf, len, st, v, e);
	text_append(buf, len, ". Now ");
	bounds(buf, len, st, v, e->alpha, e->beta);
	if (e->alpha == e->beta)
		text_append(buf, len, ": the bounds meet, and the search is over.");
	else
		/* After a lower bound g the window is (g, g + 1), after an upper
		 * bound (g - 1, g), in either view (a MIN root's bounds swap in
		 * MAX's view, and so do the drivers' windows). */
		text_append(buf, len, ": the next search tests %s.",
			    (e->bound == BOUND_LOWER) != flips(st, v) ? "just above the new lower bound" :
			    "the new upper bound");
}
