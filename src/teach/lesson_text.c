/* lesson_text.c - a lesson's numbers come from the search.
 *
 * A lesson's text may not write a number the search produces: it writes
 * a placeholder, and the number is read off the search at the stop.  So
 * a lesson cannot tell a student that a probe scored 6 while the screen
 * says 9.  The placeholders are documented in treestep(5):
 *
 *   {score} {bound} {window} {probe} {row} {visit}   the stop's event
 *   {line}                                           the PV row it writes
 *   {slot} {draft}                                   its table slot, depth searched
 *   {nodes} {visits} {leaves} {cutoffs} {researches} {passes} {step} {steps}
 *                                                    counters at the stop
 *   {value} {pv}                                     the root, at the stop
 *   {N4} {N4.window} {N4.visits} {N4.value}          a node (any name)
 *   {N4.type} {N4.expected}                          its node type (nodetype.h)
 *   {alphabeta.nodes} {pvs.value} {negascout.pv} ... any algorithm's
 *                                                    totals on the tree
 *   {alphabeta.tree-order.visits} {pvs.full-window.nodes} ... the same
 *                      without the PV first, or without aspiration
 *   {pvs.ignore-exact.pv} {pvs.no-table.visits}      ... with the table's exact
 *                      entries ignored at PV nodes, or without the table
 *   {hits} {pvs.hits}                                nodes the table settled
 *   {pv.single} {pv.tt.note} {pvs.pv.line}           the PV another way
 *   {pv.line.cells}    (pvways.h), at the stop or at the end, "full" or
 *                      why it is not, and the moves of memory it takes
 *   {tree.nodes} {tree.leaves}                       the tree itself
 *   {visits visit} {leaves leaf/leaves}              a count and its noun,
 *                      "1 visit", "14 visits": right for every count
 *   {lesson:negascout} {lesson:08-negascout}         another lesson, as
 *                      'lesson 8, "NegaScout against PVS"' (lesson.c finds it)
 *
 * Scores are written from MAX's point of view, bounds as ">=6" and "<=5",
 * exactly as the narrator writes them. */
#include <config.h>

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tree/i18n.h"
#include "teach/lesson.h"
#include "words/narrate.h"
#include "replay/nodetype.h"
#include "replay/pvways.h"
#include "replay/state.h"
#include "tree/exact.h"
#include "words/text.h"

static const char *const counter_names[] = { "nodes", "visits", "leaves", "cutoffs", "researches",
					     "hits", "passes" };

static long counter(const struct counts *c, int i)
{
	const long v[] = { c->nodes, c->visits, c->leaves, c->cutoffs, c->researches, c->tt_hits,
			   c->passes };
	return v[i];
}

static int counter_index(const char *word)
{
	for (int i = 0; i < (int)(sizeof counter_names / sizeof counter_names[0]); i++)
		if (strcmp(word, counter_names[i]) == 0)
			return i;
	return -1;
}

static void append_pv(char *buf, size_t len, const struct tree *t, const node_id *pv, int n)
{
	text_append_line(buf, len, t, pv, n);    /* a game's: the moves played */
	if (n == 0)
		/* TRANSLATORS: {pv} in a lesson when there is no PV yet. */
		text_append(buf, len, "%s", _("(none)"));
}

/* {pv.single}, {pv.tt.note}, {pv.line.cells}: the root's PV as a way
 * (pvways.h) holds it in st, "full" or why it is not, and the moves of
 * memory the way takes (a LINE's: those of the frames on the stack). */
static bool pv_way_fact(const struct state *st, const char *what, char *out, size_t len)
{
	char name[32];
	const char *dot = strchr(what, '.');
	snprintf(name, sizeof name, "%.*s", dot ? (int)(dot - what) : (int)strlen(what), what);
	int w = pv_way_find(name);
	if (w < 0 || (dot && strcmp(dot + 1, "note") != 0 && strcmp(dot + 1, "cells") != 0))
		return false;
	struct pv_read r;
	pv_read(st, w, false, &r);
	if (dot && strcmp(dot + 1, "cells") == 0)
		text_append(out, len, "%ld", pv_way_cells(st, w, st->depth));
	else if (!dot)
		append_pv(out, len, st->tree, r.moves, r.len);
	else if (r.end == PV_FULL)
		/* TRANSLATORS: {pv.WAY.note} in a lesson: the way holds the whole PV. */
		text_append(out, len, "%s", _("full"));
	else if (r.end == PV_SHORT)
		text_append(out, len, _("short: %s"), r.why);
	else if (r.end == PV_BROKEN)
		text_append(out, len, _("broken: %s"), r.why);
	else
		text_append(out, len, _("unavailable: %s"), r.why);
	return true;
}

/* An algorithm's totals on the lesson's tree, its searches run as the
 * lesson runs them: {pvs.visits}, {pvs.value}, {pvs.pv}.  Under iterative
 * deepening, {alphabeta.tree-order.visits} is the same without the last
 * PV searched first, and {pvs.full-window.visits} the same without
 * aspiration windows: what the lesson's choice saves or costs. */
static bool algorithm_fact(const struct lesson *l, const struct algorithm *a, const char *what,
			   char *out, size_t len)
{
	struct plan plan = l->runs.plan;
	const char *dot = strchr(what, '.');
	size_t n = dot ? (size_t)(dot - what) : 0;
	bool variant = true;
	if (dot && plan.id && !plan.no_pv_first && n == strlen("tree-order") &&
	    strncmp(what, "tree-order", n) == 0)
		plan.no_pv_first = true;
	else if (dot && plan.aspiration && n == strlen("full-window") &&
		 strncmp(what, "full-window", n) == 0)
		plan.aspiration = 0;
	else if (dot && plan.tt_size && !plan.tt_pv_ignore_exact &&
		 n == strlen("ignore-exact") && strncmp(what, "ignore-exact", n) == 0)
		plan.tt_pv_ignore_exact = true;
	else if (dot && plan.tt_size && n == strlen("no-table") && strncmp(what, "no-table", n) == 0)
		plan.tt_size = 0;
	else
		variant = false;
	if (variant)
		what = dot + 1;
	struct result r;
	if (strncmp(what, "pv.", 3) == 0) {
		/* The PV another way: replay the whole search. */
		struct trace tr;
		struct state st;
		trace_init(&tr);
		bool ok = algorithm_run_plan(a, &l->tree, &plan, &tr, &r) && state_init(&st, &l->tree, a, &tr);
		if (ok) {
			state_goto(&st, tr.count);
			ok = pv_way_fact(&st, what + 3, out, len);
			state_free(&st);
		}
		trace_free(&tr);
		return ok;
	}
	if (((plan.aspiration || plan.window) && a->no_window) || !algorithm_run_plan(a, &l->tree, &plan, NULL, &r))
		return false;
	int c = counter_index(what);
	if (c >= 0)
		text_append(out, len, "%ld", counter(&r.counts, c));
	else if (strcmp(what, "value") == 0) {
		char v[24];
		text_score(v, sizeof v, &l->tree, r.value);
		text_append(out, len, "%s", v);
	}
	else if (strcmp(what, "pv") == 0)
		append_pv(out, len, &l->tree, r.pv, r.pvlen);
	else
		return false;
	return true;
}

/* {N4.type}: the type N4 turned out to be by the stop (PV, CUT or ALL;
 * false while it has not returned), and {N4.expected}: the type Knuth
 * and Moore expect of it. */
static bool type_fact(const struct state *st, node_id n, bool found, char *out, size_t len)
{
	struct node_types nt;
	if (!node_types_apply(st->algo) || !node_types_at(st, &nt))
		return false;
	enum node_type t = found ? nt.found[n] : nt.expected[n];
	node_types_free(&nt);
	if (t == NODE_NONE)
		return false;
	text_append(out, len, "%s", node_type_name(t));
	return true;
}

/* A node's fact at the stop: {N4} (as drawn under it), {N4.window},
 * {N4.visits}, {N4.value} (its true minimax value). */
static bool node_fact(const struct state *st, node_id n, const char *what, char *out, size_t len)
{
	char buf[64];
	if (!*what) {
		narrate_node_value(buf, sizeof buf, st, VIEW_MAXMIN, n);
		if (!buf[0])
			return false;           /* nothing is drawn under it yet */
		text_append(out, len, "%s", buf);
	} else if (strcmp(what, "window") == 0) {
		int i = st->depth - 1;
		while (i >= 0 && st->stack[i].node != n)
			i--;
		if (i < 0)
			return false;           /* it is not on the stack */
		narrate_window(buf, sizeof buf, st, VIEW_MAXMIN, n, st->stack[i].alpha, st->stack[i].beta);
		text_append(out, len, "%s", buf);
	} else if (strcmp(what, "visits") == 0) {
		text_append(out, len, "%d", st->nodes[n].visits);
	} else if (strcmp(what, "type") == 0 || strcmp(what, "expected") == 0) {
		return type_fact(st, n, strcmp(what, "type") == 0, out, len);
	} else if (strcmp(what, "value") == 0) {
		if (st->tree->chance_nodes) {   /* an average: in hundredths, as expectimax's */
			bool rounded;
			char h[32];
			text_hundredths(h, sizeof h, exact_round(tree_exact_value(st->tree, n, INT_MAX),
								 tree_hundredths_per_unit(st->tree),
								 &rounded));
			if (rounded)
				text_append(out, len, _("about %s"), h);
			else
				text_append(out, len, "%s", h);
		} else {
			text_score(buf, sizeof buf, st->tree, tree_value(st->tree, n, INT_MAX));
			text_append(out, len, "%s", buf);
		}
	} else {
		return false;
	}
	return true;
}

/* The stop's own event: what the narrator says at that step. */
static bool event_fact(const struct state *st, const char *what, char *out, size_t len)
{
	const struct event *e = state_event(st);
	char buf[64];
	if (!e)
		return false;
	if (strcmp(what, "score") == 0 && e->type != EV_ENTER && e->type != EV_PV &&
	    e->type != EV_PROBE && e->type != EV_PASS) {
		narrate_score(buf, sizeof buf, st, VIEW_MAXMIN, e->node, e->value);
	} else if (strcmp(what, "bound") == 0 && e->type == EV_CUTOFF) {
		narrate_score(buf, sizeof buf, st, VIEW_MAXMIN, e->node, e->beta);
	} else if (strcmp(what, "bound") == 0 && (e->type == EV_TT_PROBE || e->type == EV_TT_STORE)) {
		text_bounded(buf, sizeof buf, st->tree, bound_max_view(st->tree, e->node, e->bound),
			     max_view(st->tree, e->node, e->value));
	} else if (strcmp(what, "slot") == 0 && (e->type == EV_TT_PROBE || e->type == EV_TT_STORE)) {
		snprintf(buf, sizeof buf, "%d", ttable_slot(&st->tt, e->node));
	} else if (strcmp(what, "draft") == 0 && (e->type == EV_TT_PROBE || e->type == EV_TT_STORE)) {
		snprintf(buf, sizeof buf, "%d", e->old);
	} else if (strcmp(what, "bound") == 0 && (e->type == EV_RETURN || e->type == EV_PASS_END)) {
		text_bounded(buf, sizeof buf, st->tree, bound_max_view(st->tree, e->node, e->bound),
			     max_view(st->tree, e->node, e->value));
	} else if (strcmp(what, "window") == 0 &&
		   (e->type == EV_ENTER || e->type == EV_PROBE || e->type == EV_RESEARCH ||
		    e->type == EV_ITERATION || e->type == EV_FAIL || e->type == EV_TT_PROBE ||
		    e->type == EV_PASS)) {
		narrate_window(buf, sizeof buf, st, VIEW_MAXMIN, e->node, e->alpha, e->beta);
	} else if (strcmp(what, "window") == 0 && e->type == EV_PASS_END) {      /* the test's */
		narrate_window(buf, sizeof buf, st, VIEW_MAXMIN, e->node, e->old - 1, e->old);
	} else if (strcmp(what, "probe") == 0 && e->type == EV_RESEARCH) {
		narrate_window(buf, sizeof buf, st, VIEW_MAXMIN, e->node, e->old,
			       rule_null_beta(e->old, st->trace->plan.strict));
	} else if (strcmp(what, "row") == 0 && e->type == EV_PV) {
		snprintf(buf, sizeof buf, "%d", e->ply);
	} else if (strcmp(what, "line") == 0 && e->type == EV_PV) {
		text_append_list(out, len, st->tree, trace_list(st->trace, e), " ", " ");
		if (!e->has_list)
			text_append(out, len, "(none)");
		return true;
	} else if (strcmp(what, "visit") == 0) {
		snprintf(buf, sizeof buf, "%d", st->nodes[e->node].visits);
	} else {
		return false;
	}
	text_append(out, len, "%s", buf);
	return true;
}

static bool fact(const struct lesson *l, const struct stop *s, const struct state *st,
		 const char *name, char *out, size_t len)
{
	char head[64];
	const char *dot = strchr(name, '.');
	size_t n = dot ? (size_t)(dot - name) : strlen(name);
	const char *what = dot ? dot + 1 : "";
	if (n >= sizeof head)
		return false;
	memcpy(head, name, n);
	head[n] = '\0';

	if (dot && strcmp(head, "tree") == 0) {
		if (strcmp(what, "nodes") == 0)    /* positions: a reference is not one */
			text_append(out, len, "%d", l->tree.count - l->tree.references);
		else if (strcmp(what, "leaves") == 0)
			text_append(out, len, "%d", tree_leaves(&l->tree));
		else
			return false;
		return true;
	}
	const struct algorithm *a = algorithm_find(head);
	if (a && dot)
		return algorithm_fact(l, a, what, out, len);
	if (dot && strcmp(head, "pv") == 0)
		return pv_way_fact(st, what, out, len);
	/* The placeholders' own words come before node names, so a node
	 * called "score" cannot change what {score} means. */
	static const char *const words[] = { "step", "steps", "value", "pv", "score", "bound",
					     "window", "probe", "row", "line", "visit", "slot", "draft" };
	bool word = !dot && counter_index(name) >= 0;
	for (size_t i = 0; !dot && i < sizeof words / sizeof words[0]; i++)
		word |= strcmp(name, words[i]) == 0;
	/* A reference too: {@ac} is the label drawn under the move @ac. */
	node_id node = word ? -1 : tree_find(&l->tree, head, TREE_FIND_REFERENCES, NULL);
	if (node >= 0)
		return node_fact(st, node, what, out, len);
	if (dot)
		return false;
	int c = counter_index(name);
	if (c >= 0) {
		text_append(out, len, "%ld", counter(&st->counts, c));
	} else if (strcmp(name, "step") == 0) {
		text_append(out, len, "%d", st->step);
	} else if (strcmp(name, "steps") == 0) {
		text_append(out, len, "%d", st->trace->count);
	} else if (strcmp(name, "value") == 0) {
		char buf[64];
		narrate_node_value(buf, sizeof buf, st, VIEW_MAXMIN, 0);
		if (!buf[0])
			return false;
		text_append(out, len, "%s", buf);
	} else if (strcmp(name, "pv") == 0) {
		append_pv(out, len, &l->tree, pvtable_row(&st->pv, 0), st->pv.length[0]);
	} else {
		return event_fact(st, name, out, len);
	}
	(void)s;
	return true;
}

/* {lesson:NAME}: what the loader found the reference to be (lesson.c
 * finds the lesson and reads its title when the lesson loads). */
static bool lesson_ref_fact(const struct lesson *l, const char *name, char *out, size_t len)
{
	for (int i = 0; i < l->nrefs; i++)
		if (strcmp(l->refs[i].name, name) == 0) {
			text_append(out, len, "%s", l->refs[i].text);
			return true;
		}
	return false;
}

/* A count and its noun, "1 re-search" or "3 re-searches": a lesson writes
 * {researches re-search}, and the sentence reads right whatever number
 * the search gives.  The plural is the regular one ("visits", "plies",
 * "re-searches"), or the one written after a slash, {leaves leaf/leaves}. */
static void append_counted(char *out, size_t len, long n, const char *noun)
{
	const char *slash = strchr(noun, '/');
	size_t k = slash ? (size_t)(slash - noun) : strlen(noun);
	char last = noun[k - 1], before = k > 1 ? noun[k - 2] : 'a';

	if (n == 1)
		text_append(out, len, "%ld %.*s", n, (int)k, noun);
	else if (slash)
		text_append(out, len, "%ld %s", n, slash + 1);
	else if (strchr("sxz", last) || (last == 'h' && (before == 'c' || before == 's')))
		text_append(out, len, "%ld %ses", n, noun);
	else if (last == 'y' && !strchr("aeiou", before))
		text_append(out, len, "%ld %.*sies", n, (int)k - 1, noun);
	else
		text_append(out, len, "%ld %ss", n, noun);
}

/* One placeholder, the text between its braces, appended to out. */
static bool expand_one(const struct lesson *l, const struct stop *s, const struct state *st,
		       const char *name, char *out, size_t len, char *err, size_t errlen)
{
	if (strncmp(name, "lesson:", 7) == 0) {
		if (lesson_ref_fact(l, name + 7, out, len))
			return true;
		snprintf(err, errlen, _("{%s} refers to no lesson"), name);
		return false;
	}
	char head[256], count[64] = "", *end;
	const char *noun = strchr(name, ' ');
	snprintf(head, sizeof head, "%.*s", noun ? (int)(noun - name) : (int)strlen(name), name);
	if (!fact(l, s, st, head, noun ? count : out, noun ? sizeof count : len)) {
		/* TRANSLATORS: a placeholder of a lesson's text, the algorithm,
		 * and the step of the stop. */
		snprintf(err, errlen, _("{%s} names nothing known at this stop (%s, step %d); "
					"see treestep(5) for the placeholders"), head, s->algo->name, s->step);
		return false;
	}
	if (!noun)
		return true;
	noun++;
	const char *slash = strchr(noun, '/');
	long n = strtol(count, &end, 10);
	if (!*noun || *noun == '/' || (slash && !slash[1])) {
		snprintf(err, errlen, _("{%s}: a count takes a noun after one space, such as "
					"{visits visit} or {leaves leaf/leaves}"), name);
		return false;
	}
	if (end == count || *end) {
		/* TRANSLATORS: the placeholder, its name, and what it says here. */
		snprintf(err, errlen, _("{%s}: only a count takes a noun, and {%s} is %s here"), name,
			 head, count);
		return false;
	}
	append_counted(out, len, n, noun);
	return true;
}

bool lesson_expand(const struct lesson *l, const struct stop *s, char *out, size_t len,
		   char *err, size_t errlen)
{
	struct state st;
	const char *p = s->text ? s->text : "";
	bool ok = true;

	out[0] = '\0';
	if (!state_init(&st, &l->tree, s->algo, lesson_trace(l, s->algo))) {
		snprintf(err, errlen, "%s", _("out of memory"));
		return false;
	}
	state_goto(&st, s->step);
	while (*p && ok) {
		const char *open = strchr(p, '{');
		if (!open) {
			text_append(out, len, "%s", p);
			break;
		}
		text_append(out, len, "%.*s", (int)(open - p), p);
		const char *close = strchr(open, '}');
		char name[256];
		size_t n = close ? (size_t)(close - open - 1) : 0;
		if (!close || n == 0 || n >= sizeof name) {
			snprintf(err, errlen, "%s", _("a '{' with no placeholder name and '}' after it"));
			ok = false;
			break;
		}
		memcpy(name, open + 1, n);
		name[n] = '\0';
		ok = expand_one(l, s, &st, name, out, len, err, errlen);
		p = close + 1;
	}
	state_free(&st);
	return ok;
}
