/* report.c - the trace and comparison printers.
 *
 * Everything here speaks the textbook max/min language: the search runs in
 * negamax form, but a student reads "MIN node N1, beta 5" more easily than
 * "node N1, alpha -5", so scores, windows and bounds at MIN nodes are
 * turned around before they are printed. */
#include <config.h>

#include <stdarg.h>
#include <string.h>

#include "json.h"
#include "narrate.h"
#include "report.h"
#include "state.h"
#include "text.h"

static const char *tree_label(const struct tree *t)
{
	return t->title ? t->title : t->source;
}

/* Both printers replay the trace into a state, one step at a time, so
 * the narrator can see the windows and where their bounds came from. */
bool report_trace(FILE *out, const struct tree *t, const struct algorithm *a,
		 const struct trace *tr)
{
	char line[1024];
	struct state st;
	if (!state_init(&st, t, a, tr))
		return false;
	fprintf(out, "# %s on %s (%s, %d nodes)\n", a->name, tree_label(t), t->source, t->count);
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
	fprintf(out, "%s on %s (%s, %d nodes). Values are from MAX's point of view.\n",
		a->name, tree_label(t), t->source, t->count);
	for (int i = 0; i < tr->count; i++) {
		state_goto(&st, i + 1);
		narrate_step(&st, VIEW_MAXMIN, line, sizeof line);
		fprintf(out, "%4d  %s\n", i + 1, line);
	}
	state_free(&st);
	return true;
}

/* Does the PV reach a leaf?  (The root alone, when it is a leaf, does.) */
static bool pv_complete(const struct tree *t, const struct result *r)
{
	return tree_is_leaf(t, r->pvlen ? r->pv[r->pvlen - 1] : 0);
}


static void print_json(FILE *out, const struct tree *t, const struct algorithm *const *algos,
		       const struct result *r, int n)
{
	fprintf(out, "{\"tree\": ");
	json_string(out, t->source);
	fprintf(out, ", \"results\": [");
	for (int i = 0; i < n; i++) {
		const struct counts *c = &r[i].counts;
		fprintf(out, "%s\n  {\"algorithm\": ", i ? "," : "");
		json_string(out, algos[i]->name);
		fprintf(out, ", \"value\": %d, \"nodes\": %ld, \"visits\": %ld, \"leaves\": %ld, "
			"\"cutoffs\": %ld, \"researches\": %ld, \"pv\": [",
			r[i].value, c->nodes, c->visits, c->leaves, c->cutoffs, c->researches);
		for (int k = 0; k < r[i].pvlen; k++) {
			fputs(k ? ", " : "", out);
			json_string(out, tree_name(t, r[i].pv[k]));
		}
		fprintf(out, "], \"pv_complete\": %s}", pv_complete(t, &r[i]) ? "true" : "false");
	}
	fprintf(out, "\n]}\n");
}

void report_compare(FILE *out, enum format f, const struct tree *t,
		   const struct algorithm *const *algos, const struct result *r, int n)
{
	static const char *const columns[] = { "algorithm", "value", "nodes", "visits", "leaves",
					       "cutoffs", "researches", "pv" };
	if (f == FORMAT_JSON) {
		print_json(out, t, algos, r, n);
		return;
	}
	if (f == FORMAT_TEXT) {
		int leaves = 0;
		for (int i = 0; i < t->count; i++)
			leaves += tree_is_leaf(t, i);
		fprintf(out, "%s (%s): %d nodes, %d leaves, %s at the root\n\n", tree_label(t),
			t->source, t->count, leaves, t->root_is_max ? "MAX" : "MIN");
		fprintf(out, "%-15s %6s %6s %7s %7s %8s %11s  %s\n", columns[0], columns[1],
			columns[2], columns[3], columns[4], columns[5], columns[6], columns[7]);
	} else {
		for (int i = 0; i < 8; i++)
			fprintf(out, "%s%s", columns[i], i < 7 ? "\t" : "\n");
	}
	for (int i = 0; i < n; i++) {
		const struct counts *c = &r[i].counts;
		const char *fmt = f == FORMAT_TEXT ?
			"%-15s %6d %6ld %7ld %7ld %8ld %11ld  " : "%s\t%d\t%ld\t%ld\t%ld\t%ld\t%ld\t";
		fprintf(out, fmt, algos[i]->name, r[i].value, c->nodes, c->visits, c->leaves,
			c->cutoffs, c->researches);
		for (int k = 0; k < r[i].pvlen; k++)
			fprintf(out, k ? " %s" : "%s", tree_name(t, r[i].pv[k]));
		/* Only NegaScout's PV can stop above a leaf; say so in words. */
		if (f == FORMAT_TEXT && !pv_complete(t, &r[i]))
			fputs(" (incomplete)", out);
		fputc('\n', out);
	}
}
