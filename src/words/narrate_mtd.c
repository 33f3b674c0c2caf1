/* narrate_mtd.c - the sentences for MTD(f)'s and SSS*'s searches of the
 * root (EV_PASS, EV_PASS_END; mtdf.c, sss.c): each is a test, and each
 * narrows the bounds on the root's value. */
#include <config.h>

#include "search/algo.h"
#include "tree/i18n.h"
#include "words/narrate.h"
#include "words/text.h"

/* Is the root's score high in view v: a negamax lower bound is an upper
 * bound at a MIN root in max/min. */
static bool flips(const struct state *st, enum view v)
{
	return v == VIEW_MAXMIN && !st->tree->root_is_max;
}

/* The bounds known on the root's value after a search, in view v:
 * "3 <= value <= 4", "value >= 3", "value <= 4", "value = 4": in the
 * reader's words (words), or as --trace writes them. */
static void bounds(char *buf, size_t len, const struct state *st, enum view v, int lower,
		   int upper, bool words)
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
		/* TRANSLATORS: the bounds known on the root's value, in the stepper's
		 * counters and in the sentences about MTD(f) and SSS*: %s is a number
		 * ("value" is the root's value). */
		text_append(buf, len, words ? _("value = %s") : "value = %s", lo);
	else if (lower > -INF && upper < INF)
		/* TRANSLATORS: %1$s is the lower bound, %2$s the upper. */
		text_append(buf, len, words ? _("%1$s <= value <= %2$s") : "%1$s <= value <= %2$s",
			    lo, hi);
	else if (lower > -INF)
		text_append(buf, len, words ? _("value >= %s") : "value >= %s", lo);
	else if (upper < INF)
		text_append(buf, len, words ? _("value <= %s") : "value <= %s", hi);
	else
		text_append(buf, len, "%s", words ? _("no bound yet") : "no bound yet");
}

/* "window (4, 5): fails low: the value is at most 4", as --trace writes
 * it (narrate_pass says it in whole sentences). */
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
		/* TRANSLATORS: %1$s is SSS* or MTD(f), %2$d the tree's nodes.
		 * No full stop: the caller adds it. */
		text_append(buf, len, _("%1$s needs a table: it uses one with a slot for each of the "
					"tree's %2$d nodes"), who, t->count);
	else
		/* TRANSLATORS: %1$s is SSS* or MTD(f), %2$d the table's entries.
		 * No full stop: the caller adds it. */
		text_append(buf, len, ngettext("%1$s uses the table of %2$d entry given with --tt: an "
					       "entry lost to another node costs a search again, never "
					       "a wrong value",
					       "%1$s uses the table of %2$d entries given with --tt: an "
					       "entry lost to another node costs a search again, never "
					       "a wrong value", (unsigned long)p->tt_size),
			    who, p->tt_size);
	return true;
}

void narrate_pass_bounds(const struct state *st, char *buf, size_t len)
{
	buf[0] = '\0';
	bounds(buf, len, st, VIEW_MAXMIN, st->mtd.lower, st->mtd.upper, true);
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
	bounds(buf, len, st, v, e->alpha, e->beta, false);
}

void narrate_pass(const struct state *st, enum view v, const struct event *e,
		  char *buf, size_t len)
{
	bool sss = st->algo->search == sss_search;
	char w[64];
	if (e->type == EV_PASS) {
		narrate_window(w, sizeof w, st, v, 0, e->alpha, e->beta);
		if (e->value == 1 && sss && flips(st, v))  /* (a MIN root's, in MAX's view) */
			/* TRANSLATORS: %1$d counts the searches, %2$s is the window. */
			text_append(buf, len, _("Search %1$d: a null-window test of the root with the "
						"window %2$s, below every value: every node fails high."),
				    e->value, w);
		else if (e->value == 1 && sss)
			/* TRANSLATORS: %1$d counts the searches, %2$s is the window. */
			text_append(buf, len, _("Search %1$d: a null-window test of the root with the "
						"window %2$s, above every value: every node fails low."),
				    e->value, w);
		else if (e->value == 1)
			/* TRANSLATORS: %1$d counts the searches, %2$s is the window. */
			text_append(buf, len, _("Search %1$d: a null-window test of the root with the "
						"window %2$s, at MTD(f)'s first guess."), e->value, w);
		else
			/* TRANSLATORS: %1$d counts the searches, %2$s is the window. */
			text_append(buf, len, _("Search %1$d: a null-window test of the root with the "
						"window %2$s. The table keeps what the earlier searches "
						"proved: a node it settles is not searched again."),
				    e->value, w);
		char note[200];
		if (e->value == 1 && narrate_table_note(st->algo, &st->trace->plan, st->tree, note,
							 sizeof note))
			text_append(buf, len, " %s.", note);
		return;
	}
	/* The end of a search: how the test came out, the bounds known now
	 * and what the next search tests, one sentence for each way. */
	char g[24], now[96] = "";
	narrate_window(w, sizeof w, st, v, 0, e->old - 1, e->old);
	narrate_score(g, sizeof g, st, v, 0, e->value);
	bounds(now, sizeof now, st, v, e->alpha, e->beta, true);
	bool high = (e->bound == BOUND_LOWER) != flips(st, v);
	int k = st->mtd.pass;
	/* After a lower bound g the window is (g, g + 1), after an upper
	 * bound (g - 1, g), in either view (a MIN root's bounds swap in
	 * MAX's view, and so do the drivers' windows): the next search tests
	 * just above the new lower bound, or the new upper bound. */
	if (e->alpha == e->beta && high)
		/* TRANSLATORS: %1$d counts the searches, %2$s is its window, %3$s
		 * a number, %4$s the bounds known now ("value = 4"). */
		text_append(buf, len, _("Search %1$d: window %2$s: fails high: the value is at least "
					"%3$s. Now %4$s: the bounds meet, and the search is over."),
			    k, w, g, now);
	else if (e->alpha == e->beta)
		/* TRANSLATORS: %1$d counts the searches, %2$s is its window, %3$s
		 * a number, %4$s the bounds known now ("value = 4"). */
		text_append(buf, len, _("Search %1$d: window %2$s: fails low: the value is at most "
					"%3$s. Now %4$s: the bounds meet, and the search is over."),
			    k, w, g, now);
	else if (high)
		/* TRANSLATORS: %1$d counts the searches, %2$s is its window, %3$s
		 * a number, %4$s the bounds known now ("3 <= value <= 5"). */
		text_append(buf, len, _("Search %1$d: window %2$s: fails high: the value is at least "
					"%3$s. Now %4$s: the next search tests just above the new "
					"lower bound."), k, w, g, now);
	else
		/* TRANSLATORS: %1$d counts the searches, %2$s is its window, %3$s
		 * a number, %4$s the bounds known now ("3 <= value <= 5"). */
		text_append(buf, len, _("Search %1$d: window %2$s: fails low: the value is at most "
					"%3$s. Now %4$s: the next search tests the new upper bound."),
			    k, w, g, now);
}
