/* report.c - the trace and comparison printers.
 *
 * Everything here speaks the textbook max/min language: the search runs in
 * negamax form, but a student reads "MIN node N1, beta 5" more easily than
 * "node N1, alpha -5", so scores, windows and bounds at MIN nodes are
 * turned around before they are printed. */
#include <config.h>

#include <stdarg.h>
#include <string.h>

#include "out/json.h"
#include "words/narrate.h"
#include "out/report.h"
#include "replay/pvways.h"
#include "replay/state.h"
#include "words/text.h"
#include "search/rules.h"

static bool pv_way_rows(FILE *out, enum format f, const struct tree *t, const struct plan *p,
			const struct algorithm *const *algos, int n, unsigned ways);

/* Ends a JSON document of --compare: with --pv, the PV of each way too. */
static bool json_end(FILE *out, const struct tree *t, const struct plan *p,
		     const struct algorithm *const *algos, int n, unsigned ways)
{
	bool ok = true;
	fprintf(out, "\n]");
	if (ways) {
		fprintf(out, ", \"pv_ways\": [");
		ok = pv_way_rows(out, FORMAT_JSON, t, p, algos, n, ways);
		fprintf(out, "\n]");
	}
	fprintf(out, "}\n");
	return ok;
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
		snprintf(buf, len, "%d node%s", n, n == 1 ? "" : "s");
	else
		snprintf(buf, len, "%d nodes (%d transposition%s)", n, t->references,
			 t->references == 1 ? "" : "s");
	return buf;
}

bool report_trace(FILE *out, const struct tree *t, const struct algorithm *a,
		 const struct trace *tr)
{
	char line[1024];
	struct state st;
	if (!state_init(&st, t, a, tr))
		return false;
	char size[64];
	fprintf(out, "# %s on %s (%s, %s)\n", a->name, tree_label(t), t->source,
		tree_size(t, size, sizeof size));
	fprintf(out, "# windows, values and bounds are from MAX's point of view\n");
	for (int i = 0; i < tr->count; i++) {
		const struct event *e = &tr->events[i];
		state_goto(&st, i + 1);
		narrate_trace_line(&st, line, sizeof line);
		fprintf(out, "%4d  %*s%s %s\n", i + 1, 2 * e->ply, "", tree_name(t, e->node), line);
	}
	state_free(&st);
	return true;
}

bool report_explain(FILE *out, const struct tree *t, const struct algorithm *a,
		   const struct trace *tr)
{
	char line[4096];
	struct state st;
	if (!state_init(&st, t, a, tr))
		return false;
	char size[64];
	fprintf(out, "%s on %s (%s, %s). Values are from MAX's point of view.\n",
		a->name, tree_label(t), t->source, tree_size(t, size, sizeof size));
	for (int i = 0; i < tr->count; i++) {
		state_goto(&st, i + 1);
		narrate_step(&st, VIEW_MAXMIN, line, sizeof line);
		fprintf(out, "%4d  %s\n", i + 1, line);
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
	return rule_stop(end->nchildren, end->depth, limited, depth) != STOP_NONE;
}

/* Iterative deepening's last search goes as deep as the plan's limit, or
 * to the leaves. */
static bool pv_complete(const struct tree *t, const struct plan *p, const struct result *r)
{
	return pv_reaches(t, p && p->limited, p ? p->depth : 0, r->pv, r->pvlen);
}


static bool print_json(FILE *out, const struct tree *t, const struct plan *p,
		       const struct algorithm *const *algos, const struct result *r, int n,
		       unsigned ways)
{
	fprintf(out, "{\"tree\": ");
	json_string(out, t->source);
	fprintf(out, ", \"results\": [");
	for (int i = 0; i < n; i++) {
		const struct counts *c = &r[i].counts;
		fprintf(out, "%s\n  {\"algorithm\": ", i ? "," : "");
		json_string(out, algos[i]->name);
		fprintf(out, ", \"value\": %d, \"nodes\": %ld, \"visits\": %ld, \"leaves\": %ld, "
			"\"cutoffs\": %ld, \"researches\": %ld, %s",
			r[i].value, c->nodes, c->visits, c->leaves, c->cutoffs, c->researches,
			p && p->tt_size > 0 ? "\"tt_hits\": " : "\"pv\": [");
		if (p && p->tt_size > 0)
			fprintf(out, "%ld, \"pv\": [", c->tt_hits);
		for (int k = 0; k < r[i].pvlen; k++) {
			fputs(k ? ", " : "", out);
			json_string(out, tree_name(t, r[i].pv[k]));
		}
		fprintf(out, "], \"pv_complete\": %s}", pv_complete(t, p, &r[i]) ? "true" : "false");
	}
	return json_end(out, t, p, algos, n, ways);
}

bool report_compare(FILE *out, enum format f, const struct tree *t, const struct plan *p,
		    const struct algorithm *const *algos, const struct result *r, int n,
		    unsigned ways)
{
	static const char *const columns[] = { "algorithm", "value", "nodes", "visits", "leaves",
					       "cutoffs", "researches", "pv" };
	if (f == FORMAT_JSON)
		return print_json(out, t, p, algos, r, n, ways);
	bool tt = p && p->tt_size > 0;
	if (f == FORMAT_TEXT) {
		char size[64];
		fprintf(out, "%s (%s): %s, %d leaves, %s at the root\n", tree_label(t),
			t->source, tree_size(t, size, sizeof size), tree_leaves(t),
			tree_side_name(t->root_is_max));
		if (p && p->limited)
			fprintf(out, "Searched to depth %d: nodes there count their static "
				"evaluations.\n", p->depth);
		if (tt)
			fprintf(out, "A transposition table of %d entr%s (replace: %s%s); tt: "
				"the nodes an entry settled.\n", p->tt_size, p->tt_size == 1 ? "y" : "ies",
				p->tt_depth_preferred ? "depth" : "always",
				p->tt_pv_ignore_exact ? ", exact entries ignored at PV nodes" : "");
		fputc('\n', out);
		fprintf(out, "%-15s %6s %6s %7s %7s %8s %11s  ", columns[0], columns[1],
			columns[2], columns[3], columns[4], columns[5], columns[6]);
		if (tt)
			fprintf(out, "%5s  ", "tt");
		fprintf(out, "%s\n", columns[7]);
	} else {
		for (int i = 0; i < 7; i++)
			fprintf(out, "%s\t", columns[i]);
		fprintf(out, "%s%s\n", tt ? "tt\t" : "", columns[7]);
	}
	for (int i = 0; i < n; i++) {
		const struct counts *c = &r[i].counts;
		const char *fmt = f == FORMAT_TEXT ?
			"%-15s %6d %6ld %7ld %7ld %8ld %11ld  " : "%s\t%d\t%ld\t%ld\t%ld\t%ld\t%ld\t";
		fprintf(out, fmt, algos[i]->name, r[i].value, c->nodes, c->visits, c->leaves,
			c->cutoffs, c->researches);
		if (tt)
			fprintf(out, f == FORMAT_TEXT ? "%5ld  " : "%ld\t", c->tt_hits);
		for (int k = 0; k < r[i].pvlen; k++)
			fprintf(out, k ? " %s" : "%s", tree_name(t, r[i].pv[k]));
		/* A PV can stop above a leaf: NegaScout's after a re-search that
		 * fails low, anyone's at a node a table entry settled. */
		if (f == FORMAT_TEXT && !pv_complete(t, p, &r[i]))
			fputs(" (incomplete)", out);
		fputc('\n', out);
	}
	return !ways || report_pv_ways(out, f, t, p, algos, n, ways);
}

/* ---- Iterative deepening ------------------------------------------------ */

static void id_json(FILE *out, const struct tree *t, const struct algorithm *a, bool pv_first,
		    const struct result *r, bool *comma)
{
	const struct counts *c = &r->counts;
	fprintf(out, "%s\n  {\"algorithm\": ", *comma ? "," : "");
	*comma = true;
	json_string(out, a->name);
	fprintf(out, ", \"pv_first\": %s, \"value\": %d, \"nodes\": %ld, \"visits\": %ld, "
		"\"leaves\": %ld, \"cutoffs\": %ld, \"researches\": %ld, \"tt_hits\": %ld, "
		"\"iterations\": [", pv_first ? "true" : "false", r->value, c->nodes, c->visits,
		c->leaves, c->cutoffs, c->researches, c->tt_hits);
	for (int k = 0; k < r->niterations; k++) {
		const struct iteration *it = &r->iterations[k];
		fprintf(out, "%s\n    {\"depth\": %d, \"value\": %d, \"nodes\": %ld, \"visits\": %ld, "
			"\"leaves\": %ld, \"cutoffs\": %ld, \"researches\": %ld, \"tt_hits\": %ld, "
			"\"fails_high\": %d, \"fails_low\": %d, \"pv\": [", k ? "," : "", it->depth,
			it->value, it->counts.nodes, it->counts.visits, it->counts.leaves,
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

/* One row: "depth" is a number, or "total". */
static void id_row(FILE *out, enum format f, const struct tree *t, const struct plan *p,
		   const char *algo, const char *order, const char *depth, int value,
		   const struct counts *c, const char *fails, const node_id *pv, int pvlen, int reach)
{
	if (f == FORMAT_TEXT)
		fprintf(out, "%-14s %-10s %5s %6d %6ld %7ld %7ld %8ld %11ld", algo, order, depth,
			value, c->nodes, c->visits, c->leaves, c->cutoffs, c->researches);
	else
		fprintf(out, "%s\t%s\t%s\t%d\t%ld\t%ld\t%ld\t%ld\t%ld", algo, order, depth, value,
			c->nodes, c->visits, c->leaves, c->cutoffs, c->researches);
	if (p->aspiration)
		fprintf(out, f == FORMAT_TEXT ? "  %-9s" : "\t%s", fails);
	if (p->tt_size)
		fprintf(out, f == FORMAT_TEXT ? " %5ld" : "\t%ld", c->tt_hits);
	fputs(f == FORMAT_TEXT ? "  " : "\t", out);
	for (int k = 0; k < pvlen; k++)
		fprintf(out, k ? " %s" : "%s", tree_name(t, pv[k]));
	if (f == FORMAT_TEXT && !pv_reaches(t, true, reach, pv, pvlen))
		fputs(" (incomplete)", out);
	fputc('\n', out);
}

static void id_rows(FILE *out, enum format f, const struct tree *t, const struct plan *p,
		    const struct algorithm *a, bool pv_first, const struct result *r)
{
	const char *order = pv_first ? "pv first" : "tree order";
	for (int k = 0; k < r->niterations; k++) {
		const struct iteration *it = &r->iterations[k];
		char depth[16], fails[32] = "";
		snprintf(depth, sizeof depth, "%d", it->depth);
		if (it->fails_high)
			text_append(fails, sizeof fails, "high");
		if (it->fails_low)
			text_append(fails, sizeof fails, "%slow", *fails ? "+" : "");
		id_row(out, f, t, p, a->name, order, depth, it->value, &it->counts, *fails ? fails : "-",
		       it->pv, it->pvlen, it->depth);
	}
	id_row(out, f, t, p, a->name, order, "total", r->value, &r->counts, "", r->pv, r->pvlen,
	       r->niterations ? r->iterations[r->niterations - 1].depth : 0);
}

bool report_compare_id(FILE *out, enum format f, const struct tree *t, const struct plan *p,
		       const struct algorithm *const *algos, const struct result *first,
		       const struct result *tree, int n, unsigned ways)
{
	if (f == FORMAT_JSON) {
		bool comma = false;
		fprintf(out, "{\"tree\": ");
		json_string(out, t->source);
		fprintf(out, ", \"depth\": %d, \"aspiration\": %d, \"results\": [",
			plan_depth(p, t), p->aspiration);
		for (int i = 0; i < n; i++) {
			if (first)
				id_json(out, t, algos[i], true, &first[i], &comma);
			if (tree)
				id_json(out, t, algos[i], false, &tree[i], &comma);
		}
		return json_end(out, t, p, algos, n, ways);
	}
	if (f == FORMAT_TEXT) {
		char size[64];
		fprintf(out, "%s (%s): %s, %d leaves, %s at the root\n", tree_label(t),
			t->source, tree_size(t, size, sizeof size), tree_leaves(t),
			tree_side_name(t->root_is_max));
		fprintf(out, "Iterative deepening to depth %d", plan_depth(p, t));
		if (p->aspiration)
			fprintf(out, ", with aspiration windows of +-%d from depth 2",
				p->aspiration);
		if (p->tt_size)
			fprintf(out, ", with a transposition table of %d entr%s (replace: %s%s) kept "
				"from one depth to the next; tt: the nodes an entry settled", p->tt_size,
				p->tt_size == 1 ? "y" : "ies", p->tt_depth_preferred ? "depth" : "always",
				p->tt_pv_ignore_exact ? ", exact entries ignored at PV nodes" : "");
		fprintf(out, ".\n\"pv first\" searches the last depth's PV first, \"tree order\" "
			"keeps the tree's order.\nA total adds up every search; its nodes are those "
			"entered at least once.\n\n");
		fprintf(out, "%-14s %-10s %5s %6s %6s %7s %7s %8s %11s", "algorithm", "order", "depth",
			"value", "nodes", "visits", "leaves", "cutoffs", "researches");
		if (p->aspiration)
			fprintf(out, "  %-9s", "fails");
		if (p->tt_size)
			fprintf(out, " %5s", "tt");
		fprintf(out, "  pv\n");
	} else {
		fprintf(out, "algorithm\torder\tdepth\tvalue\tnodes\tvisits\tleaves\tcutoffs\t"
			"researches%s%s\tpv\n", p->aspiration ? "\tfails" : "", p->tt_size ? "\ttt" : "");
	}
	for (int i = 0; i < n; i++) {
		if (first)
			id_rows(out, f, t, p, algos[i], true, &first[i]);
		if (tree)
			id_rows(out, f, t, p, algos[i], false, &tree[i]);
	}
	return !ways || report_pv_ways(out, f, t, p, algos, n, ways);
}

/* ---- The PV, six ways --------------------------------------------------- */

/* The first move (from 1) of a line of moves that does not keep the
 * root's value, or 0 when all do. */
static int first_wrong(const struct tree *t, const struct plan *p, const struct pv_read *r)
{
	int limit = plan_depth(p, t), root = tree_value(t, 0, limit);
	for (int i = 0; i < r->len; i++)
		if (tree_value(t, r->moves[i], limit) != root)
			return i + 1;
	return 0;
}

static void pv_way_note(const struct tree *t, const struct plan *p, const struct pv_read *r,
			char *buf, size_t len)
{
	int wrong = r->end == PV_BROKEN ? 0 : first_wrong(t, p, r);
	buf[0] = '\0';
	if (r->end == PV_UNAVAILABLE)
		snprintf(buf, len, "unavailable: %s", r->why);
	else if (r->end != PV_FULL)
		snprintf(buf, len, "%s: %s", r->end == PV_SHORT ? "short" : "broken", r->why);
	if (wrong)
		snprintf(buf + strlen(buf), len - strlen(buf), "%snot best play from move %d",
			 *buf ? "; " : "", wrong);
}

/* The rows (or JSON items) of report_pv_ways. */
static bool pv_way_rows(FILE *out, enum format f, const struct tree *t, const struct plan *p,
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
			char note[320], line[1024] = "";
			pv_read(&st, w, &pv);
			pv_way_note(t, p, &pv, note, sizeof note);
			for (int k = 0; k < pv.len; k++)
				snprintf(line + strlen(line), sizeof line - strlen(line), "%s%s", k ? " " : "",
					 tree_name(t, pv.moves[k]));
			if (f == FORMAT_TEXT) {
				fprintf(out, "%-15s %-11s %s%s%s%s\n", first ? algos[i]->name : "",
					pv_ways[w].name, line, !*note ? "" : *line ? "  (" : "(", note, *note ? ")" : "");
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

bool report_pv_ways(FILE *out, enum format f, const struct tree *t, const struct plan *p,
		    const struct algorithm *const *algos, int n, unsigned ways)
{
	if (f == FORMAT_JSON) {
		fprintf(out, "{\"tree\": ");
		json_string(out, t->source);
		fprintf(out, ", \"pv_ways\": [");
		bool ok = pv_way_rows(out, f, t, p, algos, n, ways);
		fprintf(out, "\n]}\n");
		return ok;
	}
	if (f == FORMAT_TEXT)
		fprintf(out, "\nThe PV, collected %s (the search itself uses the triangle):\n"
			"%-15s %-11s %s\n", ways == (1u << PV_WAY_COUNT) - 1 ? "six ways" : "one way",
			"algorithm", "way", "pv");
	else
		fprintf(out, "\nalgorithm\tway\tpv\tnote\n");
	return pv_way_rows(out, f, t, p, algos, n, ways);
}
