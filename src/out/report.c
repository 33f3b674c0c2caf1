/* report.c - the trace and comparison printers.
 *
 * Everything here speaks the textbook max/min language: the search runs in
 * negamax form, but a student reads "MIN node N1, beta 5" more easily than
 * "node N1, alpha -5", so scores, windows and bounds at MIN nodes are
 * turned around before they are printed. */
#include <config.h>

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "out/json.h"
#include "words/narrate.h"
#include "words/narrate_types.h"
#include "out/report.h"
#include "tree/i18n.h"
#include "tree/exact.h"
#include "out/width.h"
#include "replay/pvways.h"
#include "replay/state.h"
#include "words/text.h"
#include "search/rules.h"
#include "search/plan.h"

struct table;
static bool pv_way_rows(FILE *out, enum format f, const struct table *tb, int width,
			const struct tree *t, const struct plan *p,
			const struct algorithm *const *algos, int n, unsigned ways);

/* Ends a JSON document of --compare: with --pv, the PV of each way too. */
static bool json_end(FILE *out, const struct tree *t, const struct plan *p,
		     const struct algorithm *const *algos, int n, unsigned ways)
{
	bool ok = true;
	fprintf(out, "\n]");
	if (ways) {
		fprintf(out, ", \"pv_ways\": [");
		ok = pv_way_rows(out, FORMAT_JSON, NULL, 0, t, p, algos, n, ways);
		fprintf(out, "\n]");
	}
	fprintf(out, "}\n");
	return ok;
}

/* A root's value as the tables and JSON write it: a plain number in the
 * tree's units (4.99), never +inf, for a root's value is a tree's value. */
static void value_text(char *buf, size_t len, const struct tree *t, int v)
{
	tree_format_value(buf, len, t->decimals, v);
}

static const char *tree_label(const struct tree *t)
{
	return t->title ? t->title : t->source;
}

/* Both printers replay the trace into a state, one step at a time, so
 * the narrator can see the windows and where their bounds came from. */
/* "12 nodes" or "12 nodes (1 transposition)": positions, each once; a
 * reference is a second way to one of them. */
static const char *tree_size(const struct tree *t, char *buf, size_t len)
{
	int n = t->count - t->references;
	if (t->references == 0)
		snprintf(buf, len, ngettext("%d node", "%d nodes", (unsigned long)n), n);
	else
		/* TRANSLATORS: %1$d positions (always two or more), %2$d
		 * transpositions among them. */
		snprintf(buf, len, ngettext("%1$d nodes (%2$d transposition)",
					    "%1$d nodes (%2$d transpositions)",
					    (unsigned long)t->references), n, t->references);
	return buf;
}

/* With --node-types, what a return or a leaf's line adds: the node's
 * type found there, and the expected one where it differs (tag), or the
 * sentence on it; "" for every other step. */
static void type_words(const struct state *st, bool types, bool tag, char *buf, size_t len)
{
	const struct event *e = state_event(st);
	struct node_types nt;
	*buf = '\0';
	if (!types || !e || (e->type != EV_RETURN && e->type != EV_LEAF) ||
	    !node_types_apply(st->algo) || !node_types_at(st, &nt))
		return;
	if (tag) {
		char t[64];
		narrate_type_tag(t, sizeof t, &nt, node_types_move(st));
		snprintf(buf, len, "  [%s]", t);
	} else {
		buf[0] = ' ';
		narrate_node_type(buf + 1, len - 1, st, VIEW_MAXMIN, &nt, node_types_move(st));
	}
	node_types_free(&nt);
}

bool report_trace(FILE *out, const struct tree *t, const struct algorithm *a,
		 const struct trace *tr, bool types)
{
	char line[1024], more[1024];
	struct state st;
	if (!state_init(&st, t, a, tr))
		return false;
	char size[64];
	/* The lines starting "# " are for people, and are translated; the
	 * step lines under them are the interface, and are not. */
	fputs("# ", out);
	/* TRANSLATORS: --trace's first line, after "# ": %1$s is the
	 * algorithm, %2$s the tree's title, %3$s its file, %4$s its size
	 * ("15 nodes"). */
	fprintf(out, _("%1$s on %2$s (%3$s, %4$s)\n"), a->name, tree_label(t), t->source,
		tree_size(t, size, sizeof size));
	fprintf(out, "# %s\n", _("windows, values and bounds are from MAX's point of view"));
	if (types && !node_types_apply(a)) {
		fputs("# ", out);
		fprintf(out, _("node types: %s searches every node completely, with no window\n"),
			a->name);
	}
	if (narrate_convention(&tr->plan))
		fprintf(out, "# %s\n", narrate_convention(&tr->plan));
	char note[200];
	if (narrate_table_note(a, &tr->plan, t, note, sizeof note))
		fprintf(out, "# %s\n", note);
	if (tr->plan.window) {
		char lo[24], hi[24];
		plan_format(&tr->plan, lo, sizeof lo, tr->plan.window_lo);
		plan_format(&tr->plan, hi, sizeof hi, tr->plan.window_hi);
		fputs("# ", out);
		/* TRANSLATORS: the window's two ends. */
		fprintf(out, _("the root is searched with the window (%1$s, %2$s) given for it\n"), lo,
			hi);
	}
	if (narrate_root_header(&tr->plan))
		fprintf(out, "# %s\n", narrate_root_header(&tr->plan));
	for (int i = 0; i < tr->count; i++) {
		const struct event *e = &tr->events[i];
		state_goto(&st, i + 1);
		narrate_trace_line(&st, line, sizeof line);
		type_words(&st, types, true, more, sizeof more);
		fprintf(out, "%4d  %*s%s %s%s\n", i + 1, 2 * e->ply, "", tree_name(t, e->node), line,
			more);
	}
	state_free(&st);
	return true;
}

bool report_explain(FILE *out, const struct tree *t, const struct algorithm *a,
		   const struct trace *tr, bool types)
{
	char line[4096], more[2048];
	struct state st;
	if (!state_init(&st, t, a, tr))
		return false;
	char size[64];
	/* TRANSLATORS: --explain's first line: %1$s is the algorithm, %2$s
	 * the tree's title, %3$s its file, %4$s its size ("15 nodes"). */
	fprintf(out, _("%1$s on %2$s (%3$s, %4$s). Values are from MAX's point of view.\n"),
		a->name, tree_label(t), t->source, tree_size(t, size, sizeof size));
	if (narrate_convention(&tr->plan))
		fprintf(out, "%s\n", narrate_convention(&tr->plan));
	char note[200];
	if (narrate_table_note(a, &tr->plan, t, note, sizeof note))
		fprintf(out, "%s.\n", note);
	if (narrate_root_header(&tr->plan))
		fprintf(out, "%s\n", narrate_root_header(&tr->plan));
	for (int i = 0; i < tr->count; i++) {
		state_goto(&st, i + 1);
		narrate_step(&st, VIEW_MAXMIN, line, sizeof line);
		type_words(&st, types, false, more, sizeof more);
		fprintf(out, "%4d  %s%s\n", i + 1, line, more);
	}
	state_free(&st);
	return true;
}

/* Does the PV reach a node where the search stopped (rules.h), a leaf or
 * one at the depth it searched to when limited?  (The root alone, when it
 * is a leaf, does.) */
static bool pv_reaches(const struct tree *t, bool limited, int depth, const node_id *pv,
		       int pvlen)
{
	const struct node *end = &t->nodes[pvlen ? pv[pvlen - 1] : 0];
	/* expectimax's line stops where chance moves: no one chooses there */
	return end->is_chance || rule_stop(end->nchildren, end->depth, limited, depth) != STOP_NONE;
}

/* Iterative deepening's last search goes as deep as the plan's limit, or
 * to the leaves. */
static bool pv_complete(const struct tree *t, const struct plan *p, const struct result *r)
{
	return pv_reaches(t, p && p->limited, p ? p->depth : 0, r->pv, r->pvlen);
}


/* The value an algorithm returned, as a student reads it: expectimax's
 * are in hundredths ("4.67"), and a JSON number reads the same. */
static void value_cell(char *buf, size_t len, const struct tree *t, const struct algorithm *a,
		       int value)
{
	if (algorithm_in_hundredths(a, t))
		text_hundredths(buf, len, value);
	else
		value_text(buf, len, t, value);
}

/* With a root trick, what a row's run was: the trick's option, or none. */
static const char *root_label(const struct plan *p, bool with)
{
	if (!with)
		return "plain";
	return p->root_last_null && p->root_delay_research ? "both" :
	       p->root_last_null ? "last-null" : "delay-research";
}

/* The PV of a result as the tables write it: a root that kept a move
 * without a re-search proved that move best, and nothing below it. */
static bool pv_shown(const struct result *r)
{
	return r->bound == BOUND_EXACT || r->root_kept;
}

static bool print_json(FILE *out, const struct tree *t, const struct plan *p,
		       const struct algorithm *const *algos, const struct result *r, int n,
		       unsigned ways, const bool *with)
{
	fprintf(out, "{\"tree\": ");
	json_string(out, t->source);
	if (p && p->strict)
		fprintf(out, ", \"strict\": true");
	if (p && p->window) {
		char lo[24], hi[24];
		plan_format(p, lo, sizeof lo, p->window_lo);
		plan_format(p, hi, sizeof hi, p->window_hi);
		fprintf(out, ", \"window\": [%s, %s]", lo, hi);
	}
	fprintf(out, ", \"results\": [");
	for (int i = 0; i < n; i++) {
		const struct counts *c = &r[i].counts;
		fprintf(out, "%s\n  {\"algorithm\": ", i ? "," : "");
		json_string(out, algos[i]->name);
		if (with)
			fprintf(out, ", \"root\": \"%s\"", root_label(p, with[i]));
		char value[32];
		value_cell(value, sizeof value, t, algos[i], r[i].value);
		fprintf(out, ", \"value\": %s, \"nodes\": %ld, \"visits\": %ld, \"leaves\": %ld, "
			"\"cutoffs\": %ld, \"researches\": %ld, %s",
			value, c->nodes, c->visits, c->leaves, c->cutoffs, c->researches,
			r[i].bound == BOUND_LOWER ? "\"bound\": \"lower\", " :
			r[i].bound == BOUND_UPPER ? "\"bound\": \"upper\", " : "");
		if (algos[i]->needs_table)      /* MTD(f), SSS*: their tests of the root */
			fprintf(out, "\"passes\": %ld, ", c->passes);
		fprintf(out, "%s", p && p->tt_size > 0 ? "\"tt_hits\": " : "\"pv\": [");
		if (p && p->tt_size > 0)
			fprintf(out, "%ld, \"pv\": [", c->tt_hits);
		/* A bound proves no line: an empty PV, not complete. */
		bool exact = r[i].bound == BOUND_EXACT;
		for (int k = 0; pv_shown(&r[i]) && k < r[i].pvlen; k++) {
			fputs(k ? ", " : "", out);
			json_string(out, tree_name(t, r[i].pv[k]));
		}
		fprintf(out, "], \"pv_complete\": %s}", exact && pv_complete(t, p, &r[i]) ? "true" :
			"false");
	}
	return json_end(out, t, p, algos, n, ways);
}

/* ---- Tables that fit the width -------------------------------------------
 * The text of --compare is tables of short cells (names, numbers and a
 * word or two), each column as wide as its heading or its widest cell,
 * one space apart, words to the left and numbers to the right.  Then,
 * two spaces on, comes the PV, the one cell that may be long: it wraps
 * under itself at the width (width.h), so that no line is wider and
 * nothing is cut off. */

enum { MAX_COLUMNS = 12, CELL = 24 };
/* A PV as text: every move, then " (incomplete)" or " (chance)" (pv_text). */
#define PV_TEXT (TREE_MAX_DEPTH * NODE_NAME_SIZE + sizeof " (incomplete)")

struct table {
	int n;                          /* columns before the PV */
	const char *heading[MAX_COLUMNS];
	bool left[MAX_COLUMNS];         /* words, to the left; else numbers, to the right */
	int width[MAX_COLUMNS];
	int pv;                         /* the widest PV */
};

/* The heading is kept as TSV writes it (N_() marks it) and shown, and
 * measured, translated. */
static void table_column(struct table *tb, const char *heading, bool left)
{
	tb->heading[tb->n] = heading;
	tb->left[tb->n] = left;
	tb->width[tb->n++] = text_chars(_(heading));
}

/* Widens the columns to hold a row. */
static void table_fit(struct table *tb, char cells[][CELL], const char *pv)
{
	for (int k = 0; k < tb->n; k++) {
		int w = text_chars(cells[k]);
		if (w > tb->width[k])
			tb->width[k] = w;
	}
	int w = text_chars(pv);
	if (w > tb->pv)
		tb->pv = w;
}

/* The widest line of columns from, from+1, ... and the PV, unwrapped. */
static int table_width(const struct table *tb, int from)
{
	int w = 1 + tb->pv;
	for (int k = from; k < tb->n; k++)
		w += tb->width[k] + 1;
	return w;
}

/* A row of columns from, from+1, ... and the PV, wrapped at width. */
static void table_row(FILE *out, const struct table *tb, int from, char cells[][CELL],
		      const char *pv, int width)
{
	int at = 1;
	for (int k = from; k < tb->n; k++) {
		int pad = tb->width[k] - text_chars(cells[k]);
		if (tb->left[k])
			fprintf(out, "%s%*s ", cells[k], pad, "");
		else
			fprintf(out, "%*s%s ", pad, "", cells[k]);
		at += tb->width[k] + 1;
	}
	fputc(' ', out);
	width_print_hanging(out, pv, at, width);
}

static void table_heading(FILE *out, const struct table *tb, int from, int width)
{
	char cells[MAX_COLUMNS][CELL];
	for (int k = 0; k < tb->n; k++)
		snprintf(cells[k], CELL, "%s", _(tb->heading[k]));
	/* TRANSLATORS: a column's heading: the principal variation. */
	table_row(out, tb, from, cells, _("pv"), width);
}

/* The counts both tables show, after the root's value, as TSV names them
 * too. */
static const char *const count_headings[] = { N_("value"), N_("nodes"), N_("visits"),
					      N_("leaves"), N_("cutoffs"), N_("researches") };
#define COUNT_COLUMNS ((int)(sizeof count_headings / sizeof count_headings[0]))

static void count_columns(struct table *tb)
{
	for (int k = 0; k < COUNT_COLUMNS; k++)
		table_column(tb, count_headings[k], false);
}

/* The value (as value_cell wrote it) and the counts into COUNT_COLUMNS
 * cells. */
static void count_cells(char cells[][CELL], const char *value, const struct counts *c)
{
	long counts[] = { c->nodes, c->visits, c->leaves, c->cutoffs, c->researches };
	snprintf(cells[0], CELL, "%s", value);
	for (int k = 1; k < COUNT_COLUMNS; k++)
		snprintf(cells[k], CELL, "%ld", counts[k - 1]);
}

/* The moves of a PV, and "(incomplete)" when it stops above the end of
 * the search. */
static const char *pv_text(char *buf, size_t len, const struct tree *t, const node_id *pv,
			   int pvlen, bool complete)
{
	buf[0] = '\0';
	text_append_line(buf, len, t, pv, pvlen);
	if (pvlen && t->nodes[pv[pvlen - 1]].is_chance)
		text_append(buf, len, " (chance)");
	else if (!complete)
		text_append(buf, len, "%s(incomplete)", pvlen ? " " : "");
	return buf;
}

/* The lines above a table: the tree, as a paragraph that fits. */
static bool tree_paragraph(FILE *out, int width, const struct tree *t)
{
	char size[64];
	int leaves = tree_leaves(t);
	/* TRANSLATORS: %1$s is the tree's title, %2$s its file, %3$s its size
	 * ("15 nodes"), %4$d its leaves, %5$s MAX or MIN. */
	return width_printf(out, width, ngettext("%1$s (%2$s): %3$s, %4$d leaf, %5$s at the root",
						 "%1$s (%2$s): %3$s, %4$d leaves, %5$s at the root",
						 (unsigned long)leaves),
			    tree_label(t), t->source, tree_size(t, size, sizeof size), leaves,
			    tree_side_name(t->root_is_max));
}

/* The lines under it that say how the searches were run, where that is
 * not the default: the cut rule in force, and a window given for the
 * root. */
static bool plan_paragraph(FILE *out, int width, const struct plan *p)
{
	const char *c = narrate_convention(p);
	if (c && !width_printf(out, width, "%s", c))
		return false;
	const char *tricks = NULL;
	if (p && p->root_last_null && p->root_delay_research)
		tricks = _("Root: each search plain, and with both of Fishburn's (--root-last-null) "
			   "and Belle's (--root-delay-research) tricks. A root that keeps a move "
			   "without a re-search knows only that it is best, and a bound on its value "
			   "(>= at a MAX root, <= at a MIN root): its PV is that move alone.");
	else if (p && p->root_last_null)
		tricks = _("Root: each search plain, and with Fishburn's trick (--root-last-null): "
			   "a fail high on the last move is not searched again. A root that keeps a "
			   "move without a re-search knows only that it is best, and a bound on its "
			   "value (>= at a MAX root, <= at a MIN root): its PV is that move alone.");
	else if (p && p->root_delay_research)
		tricks = _("Root: each search plain, and with Belle's trick (--root-delay-research): "
			   "no re-search until a second fail high. A root that keeps a move without "
			   "a re-search knows only that it is best, and a bound on its value (>= at a "
			   "MAX root, <= at a MIN root): its PV is that move alone.");
	if (tricks && !width_printf(out, width, "%s", tricks))
		return false;
	if (!p || !p->window)
		return true;
	char lo[24], hi[24];
	plan_format(p, lo, sizeof lo, p->window_lo);
	plan_format(p, hi, sizeof hi, p->window_hi);
	/* TRANSLATORS: the window's two ends. */
	return width_printf(out, width, _("The root is searched with the window (%1$s, %2$s) given "
					  "for it (--window): a value outside it is only a bound (>= "
					  "or <=), with no line proven. Minimax, which has no window, "
					  "is left out."), lo, hi);
}

/* The sentence under --compare's table when a transposition table is
 * used: its size, how it replaces (--tt-replace's word, not translated)
 * and whether exact entries are ignored at PV nodes, each way a whole
 * sentence. */
static const char *table_sentence(const struct plan *p, char *buf, size_t len)
{
	const char *how = p->tt_depth_preferred ? "depth" : "always";
	unsigned long n = (unsigned long)p->tt_size;
	if (p->tt_pv_ignore_exact)
		/* TRANSLATORS: %1$d entries; %2$s is --tt-replace's word,
		 * "always" or "depth", as typed. */
		snprintf(buf, len, ngettext("A transposition table of %1$d entry (replace: %2$s, exact "
					    "entries ignored at PV nodes); tt: the nodes an entry "
					    "settled.",
					    "A transposition table of %1$d entries (replace: %2$s, exact "
					    "entries ignored at PV nodes); tt: the nodes an entry "
					    "settled.", n), p->tt_size, how);
	else
		/* TRANSLATORS: %1$d entries; %2$s is --tt-replace's word,
		 * "always" or "depth", as typed. */
		snprintf(buf, len, ngettext("A transposition table of %1$d entry (replace: %2$s); tt: "
					    "the nodes an entry settled.",
					    "A transposition table of %1$d entries (replace: %2$s); tt: "
					    "the nodes an entry settled.", n), p->tt_size, how);
	return buf;
}

/* --compare --id's sentence on how the searches ran: to what depth, with
 * aspiration windows of what width (%2$s), with what table kept from
 * one depth to the next.  Each combination is a whole sentence. */
static void id_sentence(const struct plan *p, const struct tree *t, char *buf, size_t len)
{
	char asp[24];
	plan_format(p, asp, sizeof asp, p->aspiration);
	int depth = plan_depth(p, t);
	const char *how = p->tt_depth_preferred ? "depth" : "always";
	unsigned long n = (unsigned long)p->tt_size;
	if (!p->tt_size && !p->aspiration)
		snprintf(buf, len, _("Iterative deepening to depth %d."), depth);
	else if (!p->tt_size)
		/* TRANSLATORS: %1$d is the depth, %2$s the aspiration window's
		 * half width. */
		snprintf(buf, len, _("Iterative deepening to depth %1$d, with aspiration windows "
				     "of +-%2$s from depth 2."), depth, asp);
	else if (!p->aspiration && p->tt_pv_ignore_exact)
		/* TRANSLATORS: %1$d is the depth, %2$d the table's entries, %3$s
		 * --tt-replace's word ("always" or "depth", as typed). */
		snprintf(buf, len, ngettext("Iterative deepening to depth %1$d, with a transposition "
					    "table of %2$d entry (replace: %3$s, exact entries ignored "
					    "at PV nodes) kept from one depth to the next; tt: the "
					    "nodes an entry settled.",
					    "Iterative deepening to depth %1$d, with a transposition "
					    "table of %2$d entries (replace: %3$s, exact entries "
					    "ignored at PV nodes) kept from one depth to the next; tt: "
					    "the nodes an entry settled.", n), depth, p->tt_size, how);
	else if (!p->aspiration)
		/* TRANSLATORS: %1$d is the depth, %2$d the table's entries, %3$s
		 * --tt-replace's word ("always" or "depth", as typed). */
		snprintf(buf, len, ngettext("Iterative deepening to depth %1$d, with a transposition "
					    "table of %2$d entry (replace: %3$s) kept from one depth to "
					    "the next; tt: the nodes an entry settled.",
					    "Iterative deepening to depth %1$d, with a transposition "
					    "table of %2$d entries (replace: %3$s) kept from one depth "
					    "to the next; tt: the nodes an entry settled.", n),
			 depth, p->tt_size, how);
	else if (p->tt_pv_ignore_exact)
		/* TRANSLATORS: %1$d is the depth, %2$s the aspiration window's
		 * half width, %3$d the table's entries, %4$s --tt-replace's word
		 * ("always" or "depth", as typed). */
		snprintf(buf, len, ngettext("Iterative deepening to depth %1$d, with aspiration windows "
					    "of +-%2$s from depth 2, with a transposition table of %3$d "
					    "entry (replace: %4$s, exact entries ignored at PV nodes) "
					    "kept from one depth to the next; tt: the nodes an entry "
					    "settled.",
					    "Iterative deepening to depth %1$d, with aspiration windows "
					    "of +-%2$s from depth 2, with a transposition table of %3$d "
					    "entries (replace: %4$s, exact entries ignored at PV nodes) "
					    "kept from one depth to the next; tt: the nodes an entry "
					    "settled.", n), depth, asp, p->tt_size, how);
	else
		/* TRANSLATORS: %1$d is the depth, %2$s the aspiration window's
		 * half width, %3$d the table's entries, %4$s --tt-replace's word
		 * ("always" or "depth", as typed). */
		snprintf(buf, len, ngettext("Iterative deepening to depth %1$d, with aspiration windows "
					    "of +-%2$s from depth 2, with a transposition table of %3$d "
					    "entry (replace: %4$s) kept from one depth to the next; tt: "
					    "the nodes an entry settled.",
					    "Iterative deepening to depth %1$d, with aspiration windows "
					    "of +-%2$s from depth 2, with a transposition table of %3$d "
					    "entries (replace: %4$s) kept from one depth to the next; "
					    "tt: the nodes an entry settled.", n), depth, asp, p->tt_size,
			 how);
}

/* What the PV column says for a root value that is only a bound. */
static const char *no_line(enum bound b)
{
	return b == BOUND_LOWER ? _("(fail high)") : _("(fail low)");
}

/* The table of --compare; with (NULL: none) says of each row whether it
 * was run with the plan's root trick, in a column of its own. */
static bool compare(FILE *out, enum format f, int width, const struct tree *t,
		    const struct plan *p, const struct algorithm *const *algos,
		    const struct result *r, int n, unsigned ways, const bool *with)
{
	if (f == FORMAT_JSON)
		return print_json(out, t, p, algos, r, n, ways, with);
	bool tt = p && p->tt_size > 0, passes = false;
	char sentence[256];
	for (int i = 0; i < n; i++)     /* MTD(f), SSS*: a column of their tests */
		passes |= algos[i]->needs_table;
	if (f == FORMAT_TSV) {
		fprintf(out, "algorithm\t%s", with ? "root\t" : "");
		for (int k = 0; k < COUNT_COLUMNS; k++)
			fprintf(out, "%s\t", count_headings[k]);
		/* (passes last, so that the columns before keep their places) */
		fprintf(out, "%spv%s\n", tt ? "tt\t" : "", passes ? "\tpasses" : "");
		for (int i = 0; i < n; i++) {
			const struct counts *c = &r[i].counts;
			char value[CELL];
			value_cell(value, sizeof value, t, algos[i], r[i].value);
			fprintf(out, "%s\t", algos[i]->name);
			if (with)
				fprintf(out, "%s\t", root_label(p, with[i]));
			fprintf(out, "%s%s\t%ld\t%ld\t%ld\t%ld\t%ld\t",
				text_bound_op(r[i].bound), value,
				c->nodes, c->visits, c->leaves, c->cutoffs, c->researches);
			if (tt)
				fprintf(out, "%ld\t", c->tt_hits);
			for (int k = 0; pv_shown(&r[i]) && k < r[i].pvlen; k++)
				fprintf(out, k ? " %s" : "%s", tree_name(t, r[i].pv[k]));
			if (passes && algos[i]->needs_table)
				fprintf(out, "\t%ld", c->passes);
			else if (passes)
				fprintf(out, "\t-");
			fputc('\n', out);
		}
		return !ways || report_pv_ways(out, f, width, t, p, algos, n, ways);
	}
	if (!tree_paragraph(out, width, t) || !plan_paragraph(out, width, p) ||
	    (p && p->limited &&
	     !width_printf(out, width, _("Searched to depth %d: nodes there count their static "
					 "evaluations."), p->depth)) ||
	    (tt && !width_printf(out, width, "%s", table_sentence(p, sentence, sizeof sentence))))
		return false;
	fputc('\n', out);
	struct table tb = { 0 };
	table_column(&tb, N_("algorithm"), true);
	if (with)
		table_column(&tb, N_("root"), true);
	count_columns(&tb);
	if (tt)
		table_column(&tb, N_("tt"), false);
	char cells[MAX_COLUMNS][CELL], pv[PV_TEXT];
	/* Measured first, then printed. */
	for (int print = 0; print < 2; print++) {
		if (print)
			table_heading(out, &tb, 0, width);
		for (int i = 0; i < n; i++) {
			int col = 0;
			snprintf(cells[col++], CELL, "%s", algos[i]->name);
			if (with)
				snprintf(cells[col++], CELL, "%s", root_label(p, with[i]));
			char value[CELL];
			value_cell(value, sizeof value, t, algos[i], r[i].value);
			count_cells(cells + col, value, &r[i].counts);
			/* Outside a window given for the root: only a bound. */
			snprintf(cells[col], CELL, "%s%s", text_bound_op(r[i].bound), value);
			if (tt)
				snprintf(cells[col + COUNT_COLUMNS], CELL, "%ld", r[i].counts.tt_hits);
			/* A PV can stop above a leaf: NegaScout's after a
			 * re-search that fails low, anyone's at a node a table
			 * entry settled. */
			pv_text(pv, sizeof pv, t, r[i].pv, r[i].pvlen,
				r[i].root_kept || pv_complete(t, p, &r[i]));
			if (r[i].root_kept)
				text_append(pv, sizeof pv, " %s", no_line(r[i].bound));
			else if (r[i].bound != BOUND_EXACT)
				snprintf(pv, sizeof pv, "%s", no_line(r[i].bound));
			if (print)
				table_row(out, &tb, 0, cells, pv, width);
			else
				table_fit(&tb, cells, pv);
		}
	}
	/* MTD(f), SSS*: their visits are those of all their tests of the
	 * root, and the tests are counted here. */
	if (passes) {
		char note[256] = "";
		for (int i = 0; i < n; i++)
			if (algos[i]->needs_table)
				text_append(note, sizeof note, "%s%s %ld", *note ? ", " : "", algos[i]->name,
					    r[i].counts.passes);
		fputc('\n', out);
		/* TRANSLATORS: %s lists "mtdf 5, sss 3": an algorithm and its tests. */
		if (!width_printf(out, width, _("Null-window tests of the root (their visits are all "
						"the tests' together): %s."), note))
			return false;
	}
	return !ways || report_pv_ways(out, f, width, t, p, algos, n, ways);
}

bool report_compare(FILE *out, enum format f, int width, const struct tree *t,
		    const struct plan *p, const struct algorithm *const *algos,
		    const struct result *r, int n, unsigned ways)
{
	return compare(out, f, width, t, p, algos, r, n, ways, NULL);
}

bool report_compare_root(FILE *out, enum format f, int width, const struct tree *t,
			 const struct plan *p, const struct algorithm *const *algos,
			 const struct result *plain, const struct result *tricked, int n)
{
	const struct algorithm **a = calloc((size_t)(2 * n + 1), sizeof *a);
	struct result *r = calloc((size_t)(2 * n + 1), sizeof *r);
	bool *with = calloc((size_t)(2 * n + 1), sizeof *with);
	bool ok = a && r && with;
	for (int i = 0; ok && i < n; i++) {
		a[2 * i] = a[2 * i + 1] = algos[i];
		r[2 * i] = plain[i];
		r[2 * i + 1] = tricked[i];
		with[2 * i + 1] = true;
	}
	ok = ok && compare(out, f, width, t, p, a, r, 2 * n, 0, with);
	free(a);
	free(r);
	free(with);
	return ok;
}

/* ---- Iterative deepening ------------------------------------------------ */

static void id_json(FILE *out, const struct tree *t, const struct algorithm *a, bool pv_first,
		    const struct result *r, bool *comma)
{
	const struct counts *c = &r->counts;
	char value[24];
	value_text(value, sizeof value, t, r->value);
	fprintf(out, "%s\n  {\"algorithm\": ", *comma ? "," : "");
	*comma = true;
	json_string(out, a->name);
	fprintf(out, ", \"pv_first\": %s, \"value\": %s, \"nodes\": %ld, \"visits\": %ld, "
		"\"leaves\": %ld, \"cutoffs\": %ld, \"researches\": %ld, \"tt_hits\": %ld, ",
		pv_first ? "true" : "false", value, c->nodes, c->visits, c->leaves, c->cutoffs,
		c->researches, c->tt_hits);
	if (a->needs_table)             /* MTD(f), SSS*: their tests of the root, all depths */
		fprintf(out, "\"passes\": %ld, ", c->passes);
	fprintf(out, "\"iterations\": [");
	for (int k = 0; k < r->niterations; k++) {
		const struct iteration *it = &r->iterations[k];
		value_text(value, sizeof value, t, it->value);
		fprintf(out, "%s\n    {\"depth\": %d, \"value\": %s, \"nodes\": %ld, \"visits\": %ld, "
			"\"leaves\": %ld, \"cutoffs\": %ld, \"researches\": %ld, \"tt_hits\": %ld, "
			"\"fails_high\": %d, \"fails_low\": %d, \"pv\": [", k ? "," : "", it->depth,
			value, it->counts.nodes, it->counts.visits, it->counts.leaves,
			it->counts.cutoffs, it->counts.researches, it->counts.tt_hits, it->fails_high,
			it->fails_low);
		for (int j = 0; j < it->pvlen; j++) {
			fputs(j ? ", " : "", out);
			json_string(out, tree_name(t, it->pv[j]));
		}
		fprintf(out, "]}");
	}
	fprintf(out, "]}");
}

/* The orders a search of --compare --id takes its moves in, as its rows
 * name them. */
static const char *const id_orders[] = { "pv first", "tree order" };

/* Iteration k of r (k == r->niterations: the total) as a TSV line, or as
 * cells and a PV for the text table: the algorithm, the order, the depth,
 * the value and counts, with an aspiration window whether it failed, with
 * a table its hits. */
static void id_cells(const struct tree *t, const struct plan *p, const struct algorithm *a,
		     const char *order, const struct result *r, int k, char cells[][CELL],
		     char *pv, size_t pvlen)
{
	bool total = k == r->niterations;
	const struct iteration *it = total ? NULL : &r->iterations[k];
	const struct counts *c = total ? &r->counts : &it->counts;
	int col = 0;
	snprintf(cells[col++], CELL, "%s", a->name);
	snprintf(cells[col++], CELL, "%s", order);
	if (total)
		snprintf(cells[col++], CELL, "total");
	else
		snprintf(cells[col++], CELL, "%d", it->depth);
	char value[CELL];
	value_cell(value, sizeof value, t, a, total ? r->value : it->value);
	count_cells(cells + col, value, c);
	col += COUNT_COLUMNS;
	if (p->aspiration) {
		char *fails = cells[col++];
		snprintf(fails, CELL, "%s", total ? "" : it->fails_high || it->fails_low ? "" : "-");
		if (!total && it->fails_high)
			text_append(fails, CELL, "high");
		if (!total && it->fails_low)
			text_append(fails, CELL, "%slow", it->fails_high ? "+" : "");
	}
	if (p->tt_size)
		snprintf(cells[col++], CELL, "%ld", c->tt_hits);
	int reach = total ? (r->niterations ? r->iterations[r->niterations - 1].depth : 0) :
		    it->depth;
	const node_id *moves = total ? r->pv : it->pv;
	int moves_len = total ? r->pvlen : it->pvlen;
	pv_text(pv, pvlen, t, moves, moves_len, pv_reaches(t, true, reach, moves, moves_len));
}

/* The columns of the text table of --compare --id. */
static void id_columns(struct table *tb, const struct plan *p)
{
	table_column(tb, N_("algorithm"), true);
	table_column(tb, N_("order"), true);
	table_column(tb, N_("depth"), false);
	count_columns(tb);
	if (p->aspiration)
		table_column(tb, N_("fails"), true);
	if (p->tt_size)
		table_column(tb, N_("tt"), false);
}
/* The algorithm and the order: the columns a grouped table leaves out. */
#define ID_KEY_COLUMNS 2

/* The results of --compare --id, first[i] and tree[i] for algos[i] (either
 * list may be NULL): in TSV; or in text, when out is NULL only measured
 * into tb, else printed as tb says, each row whole, or grouped, when the
 * rows are too wide for that: each algorithm and order then a title over
 * a table of its own, which leaves their columns out. */
static void id_rows(FILE *out, enum format f, struct table *tb, bool grouped, int width,
		    const struct tree *t, const struct plan *p, const struct algorithm *const *algos,
		    const struct result *first, const struct result *tree, int n)
{
	char cells[MAX_COLUMNS][CELL], pv[PV_TEXT];
	bool blank = false;
	for (int i = 0; i < n; i++) {
		for (int o = 0; o < 2; o++) {
			const struct result *r = o == 0 ? first : tree;
			/* MT keeps the tree's order (mtdf.c): no "pv first" rows */
			if (!r || (o == 0 && tree && algos[i]->needs_table))
				continue;
			r += i;
			if (out && grouped) {
				if (blank)
					fputc('\n', out);
				blank = true;
				fprintf(out, "%s, %s:\n", algos[i]->name, id_orders[o]);
				table_heading(out, tb, ID_KEY_COLUMNS, width);
			}
			for (int k = 0; k <= r->niterations; k++) {
				id_cells(t, p, algos[i], id_orders[o], r, k, cells, pv, sizeof pv);
				if (f == FORMAT_TSV) {
					for (int c = 0; c < tb->n; c++)
						fprintf(out, "%s\t", cells[c]);
					/* The marks are for the reader of the text. */
					int moves = k == r->niterations ? r->pvlen : r->iterations[k].pvlen;
					const node_id *pvs = k == r->niterations ? r->pv : r->iterations[k].pv;
					for (int m = 0; m < moves; m++)
						fprintf(out, m ? " %s" : "%s", tree_name(t, pvs[m]));
					fputc('\n', out);
				} else if (out) {
					table_row(out, tb, grouped ? ID_KEY_COLUMNS : 0, cells, pv, width);
				} else {
					table_fit(tb, cells, pv);
				}
			}
		}
	}
}

bool report_compare_id(FILE *out, enum format f, int width, const struct tree *t,
		       const struct plan *p, const struct algorithm *const *algos,
		       const struct result *first, const struct result *tree, int n, unsigned ways)
{
	if (f == FORMAT_JSON) {
		bool comma = false;
		fprintf(out, "{\"tree\": ");
		json_string(out, t->source);
		char asp[24];
		plan_format(p, asp, sizeof asp, p->aspiration);
		fprintf(out, ", \"depth\": %d, \"aspiration\": %s, %s\"results\": [",
			plan_depth(p, t), asp, p->strict ? "\"strict\": true, " : "");
		for (int i = 0; i < n; i++) {
			/* MT keeps the tree's order (mtdf.c): no "pv first" row */
			if (first && !(tree && algos[i]->needs_table))
				id_json(out, t, algos[i], true, &first[i], &comma);
			if (tree)
				id_json(out, t, algos[i], false, &tree[i], &comma);
		}
		return json_end(out, t, p, algos, n, ways);
	}
	struct table tb = { 0 };
	id_columns(&tb, p);
	if (f == FORMAT_TSV) {
		for (int k = 0; k < tb.n; k++)
			fprintf(out, "%s\t", tb.heading[k]);
		fprintf(out, "pv\n");
		id_rows(out, f, &tb, false, width, t, p, algos, first, tree, n);
		return !ways || report_pv_ways(out, f, width, t, p, algos, n, ways);
	}
	char plan[400];
	id_sentence(p, t, plan, sizeof plan);
	if (!tree_paragraph(out, width, t) || !plan_paragraph(out, width, p) ||
	    !width_printf(out, width, "%s", plan) ||
	    /* TRANSLATORS: "pv first" and "tree order" are the words the
	     * table's rows use, which stay as they are (TSV shares them). */
	    !width_printf(out, width, "%s", _("\"pv first\" searches the last depth's PV first, "
					      "\"tree order\" keeps the tree's order. A total adds "
					      "up every search; its nodes are those entered at least "
					      "once.")))
		return false;
	fputc('\n', out);
	id_rows(NULL, f, &tb, false, width, t, p, algos, first, tree, n);
	bool grouped = table_width(&tb, 0) > width;
	if (!grouped)
		table_heading(out, &tb, 0, width);
	id_rows(out, f, &tb, grouped, width, t, p, algos, first, tree, n);
	return !ways || report_pv_ways(out, f, width, t, p, algos, n, ways);
}

/* ---- The PV, six ways --------------------------------------------------- */

/* The first move (from 1) of a line of moves that does not keep the
 * root's value, or 0 when all do. */
static int first_wrong(const struct tree *t, const struct plan *p, const struct pv_read *r)
{
	/* exactly: a chance node's value is an average, often not whole */
	int limit = plan_depth(p, t);
	struct exact root = tree_exact_value(t, 0, limit);
	for (int i = 0; i < r->len; i++)
		if (exact_cmp(tree_exact_value(t, r->moves[i], limit), root) != 0)
			return i + 1;
	return 0;
}

static void pv_way_note(const struct tree *t, const struct plan *p, const struct pv_read *r,
			char *buf, size_t len)
{
	int wrong = r->end == PV_BROKEN ? 0 : first_wrong(t, p, r);
	buf[0] = '\0';
	if (r->end == PV_UNAVAILABLE)
		/* TRANSLATORS: why a PV way has no line; %s says why. */
		snprintf(buf, len, _("unavailable: %s"), r->why);
	else if (r->end == PV_SHORT)
		/* TRANSLATORS: why a PV way's line is not the PV; %s says
		 * why ("N3's entry is only a bound"). */
		snprintf(buf, len, _("short: %s"), r->why);
	else if (r->end == PV_BROKEN)
		/* TRANSLATORS: why a PV way's line is not the PV; %s says
		 * why ("N3's entry is only a bound"). */
		snprintf(buf, len, _("broken: %s"), r->why);
	if (wrong) {
		text_append(buf, len, "%s", *buf ? "; " : "");
		/* TRANSLATORS: a PV way's line leaves the best play at move %d
		 * (1 for the root's move). */
		text_append(buf, len, _("not best play from move %d"), wrong);
	}
}

/* The rows (or JSON items) of report_pv_ways; in text, in tb's columns. */
static bool pv_way_rows(FILE *out, enum format f, const struct table *tb, int width,
			const struct tree *t, const struct plan *p,
			const struct algorithm *const *algos, int n, unsigned ways)
{
	for (int i = 0; i < n; i++) {
		struct trace tr;
		struct result r;
		struct state st;
		trace_init(&tr);
		if (!algorithm_run_plan(algos[i], t, p, &tr, &r) || !state_init(&st, t, algos[i], &tr)) {
			trace_free(&tr);
			return false;
		}
		state_goto(&st, tr.count);
		bool first = true;
		for (int w = 0; w < PV_WAY_COUNT; w++) {
			if (!(ways >> w & 1))
				continue;
			struct pv_read pv;
			char note[320], line[PV_TEXT + sizeof note + 4] = "";
			pv_read(&st, w, false, &pv);
			pv_way_note(t, p, &pv, note, sizeof note);
			text_append_line(line, sizeof line, t, pv.moves, pv.len);
			if (f == FORMAT_TEXT) {
				char cells[MAX_COLUMNS][CELL];
				snprintf(cells[0], CELL, "%s", first ? algos[i]->name : "");
				snprintf(cells[1], CELL, "%s", pv_ways[w].name);
				if (*note)
					text_append(line, sizeof line, "%s(%s)", *line ? "  " : "", note);
				table_row(out, tb, 0, cells, line, width);
			} else if (f == FORMAT_TSV) {
				fprintf(out, "%s\t%s\t%s\t%s\n", algos[i]->name, pv_ways[w].name, line, note);
			} else {
				fprintf(out, "%s\n  {\"algorithm\": ", i || !first ? "," : "");
				json_string(out, algos[i]->name);
				fprintf(out, ", \"way\": ");
				json_string(out, pv_ways[w].name);
				fprintf(out, ", \"pv\": [");
				for (int k = 0; k < pv.len; k++) {
					fputs(k ? ", " : "", out);
					json_string(out, tree_name(t, pv.moves[k]));
				}
				fprintf(out, "], \"full\": %s, \"note\": ",
					pv.end == PV_FULL ? "true" : "false");
				json_string(out, note);
				fputc('}', out);
			}
			first = false;
		}
		state_free(&st);
		trace_free(&tr);
	}
	return true;
}

bool report_pv_ways(FILE *out, enum format f, int width, const struct tree *t,
		    const struct plan *p, const struct algorithm *const *algos, int n,
		    unsigned ways)
{
	if (f == FORMAT_JSON) {
		fprintf(out, "{\"tree\": ");
		json_string(out, t->source);
		fprintf(out, ", \"pv_ways\": [");
		bool ok = pv_way_rows(out, f, NULL, width, t, p, algos, n, ways);
		fprintf(out, "\n]}\n");
		return ok;
	}
	if (f == FORMAT_TSV) {
		fprintf(out, "\nalgorithm\tway\tpv\tnote\n");
		return pv_way_rows(out, f, NULL, width, t, p, algos, n, ways);
	}
	/* The columns fit the names they will show. */
	struct table tb = { 0 };
	table_column(&tb, N_("algorithm"), true);
	table_column(&tb, N_("way"), true);
	for (int i = 0; i < n; i++) {
		int w = text_chars(algos[i]->name);
		if (w > tb.width[0])
			tb.width[0] = w;
	}
	for (int w = 0; w < PV_WAY_COUNT; w++) {
		int len = text_chars(pv_ways[w].name);
		if ((ways >> w & 1) && len > tb.width[1])
			tb.width[1] = len;
	}
	putc('\n', out);
	fputs(ways == (1u << PV_WAY_COUNT) - 1 ?
	      _("The PV, collected six ways (the search itself uses the triangle):\n") :
	      _("The PV, collected one way (the search itself uses the triangle):\n"), out);
	table_heading(out, &tb, 0, width);
	return pv_way_rows(out, f, &tb, width, t, p, algos, n, ways);
}
