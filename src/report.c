/* report.c - the trace and comparison printers.
 *
 * Everything here speaks the textbook max/min language: the search runs in
 * negamax form, but a student reads "MIN node N1, beta 5" more easily than
 * "node N1, alpha -5", so scores, windows and bounds at MIN nodes are
 * turned around before they are printed. */
#include <config.h>

#include <stdarg.h>
#include <string.h>

#include "report.h"

void format_score(char *buf, size_t len, int v)
{
	if (v >= INF)
		snprintf(buf, len, v == INF ? "+inf" : "+inf+%d", v - INF);
	else if (v <= -INF)
		snprintf(buf, len, v == -INF ? "-inf" : "-inf-%d", -INF - v);
	else if (v >= INF - VALUE_LIMIT * 4)
		snprintf(buf, len, "+inf-%d", INF - v);
	else if (v <= -INF + VALUE_LIMIT * 4)
		snprintf(buf, len, "-inf+%d", v + INF);
	else
		snprintf(buf, len, "%d", v);
}

/* The window (alpha, beta) of node n, in max/min form. */
static void format_window(char *buf, size_t len, const struct tree *t, node_id n,
			  int alpha, int beta)
{
	char a[24], b[24];
	bool is_max = t->nodes[n].is_max;
	format_score(a, sizeof a, is_max ? alpha : -beta);
	format_score(b, sizeof b, is_max ? beta : -alpha);
	snprintf(buf, len, "(%s, %s)", a, b);
}

void text_append(char *buf, size_t len, const char *fmt, ...)
{
	size_t used = strlen(buf);
	if (used >= len)
		return;
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(buf + used, len - used, fmt, ap);
	va_end(ap);
}

static void append_names(char *buf, size_t len, const struct tree *t,
			 const node_id *ids, int n)
{
	for (int i = 0; i < n; i++)
		text_append(buf, len, i ? " %s" : "%s", tree_name(t, ids[i]));
}

/* One event in words, from MAX's point of view, without the step number. */
static void describe_event(char *buf, size_t len, const struct tree *t,
			   const struct algorithm *a, const struct trace *tr,
			   const struct event *e)
{
	const struct node *n = &t->nodes[e->node];
	const char *child = e->child >= 0 ? tree_name(t, e->child) : "";
	char v[24], w[64], w2[64];

	buf[0] = '\0';
	format_score(v, sizeof v, max_view(t, e->node, e->value));
	switch (e->type) {
	case EV_ENTER:
		format_window(w, sizeof w, t, e->node, e->alpha, e->beta);
		text_append(buf, len, "enter %s %s", n->is_max ? "MAX" : "MIN", w);
		if (e->kind == VISIT_PROBE)
			text_append(buf, len, " null-window probe");
		else if (e->kind == VISIT_RESEARCH)
			text_append(buf, len, " re-search");
		else if (e->beta - e->alpha == 1)
			text_append(buf, len, " null window");
		break;
	case EV_LEAF:
		text_append(buf, len, "leaf = %s", v);
		break;
	case EV_RETURN: {
		static const char *const what[] = { "exact", "lower bound", "upper bound" };
		static const char *const op[] = { "", ">= ", "<= " };
		enum bound b = bound_max_view(t, e->node, e->bound);
		text_append(buf, len, "return %s%s (%s)", op[b], v, what[b]);
		break;
	}
	case EV_RAISE: {
		char old[24];
		format_score(old, sizeof old, max_view(t, e->node, e->old));
		const char *name = a->best_not_alpha ? "best" : n->is_max ? "alpha" : "beta";
		text_append(buf, len, "%s %s -> %s (from %s)", name, old, v, child);
		break;
	}
	case EV_CUTOFF: {
		char bound[24];
		format_score(bound, sizeof bound, max_view(t, e->node, e->beta));
		text_append(buf, len, "cutoff: %s scores %s %s %s %s", child, v,
		       n->is_max ? ">=" : "<=", n->is_max ? "beta" : "alpha", bound);
		if (e->nlist > 0) {
			text_append(buf, len, ", prunes ");
			append_names(buf, len, t, trace_list(tr, e), e->nlist);
		} else {
			text_append(buf, len, " (no moves left to prune)");
		}
		break;
	}
	case EV_PROBE:
		format_window(w, sizeof w, t, e->node, e->alpha, e->beta);
		text_append(buf, len, "probe %s with null window %s", child, w);
		break;
	case EV_RESEARCH:
		format_window(w, sizeof w, t, e->node, e->old, e->old + 1);
		format_window(w2, sizeof w2, t, e->node, e->alpha, e->beta);
		text_append(buf, len, "re-search %s with %s: the probe %s failed %s with %s",
		       child, w2, w, n->is_max ? "high" : "low", v);
		break;
	case EV_PV:
		text_append(buf, len, "pv[%d] = ", e->ply);
		append_names(buf, len, t, trace_list(tr, e), e->nlist);
		if (e->child < 0)
			text_append(buf, len, " (trimmed: the re-search failed low, the rest is unproven)");
		break;
	}
}

static const char *tree_label(const struct tree *t)
{
	return t->title ? t->title : t->source;
}

void print_trace(FILE *out, const struct tree *t, const struct algorithm *a,
		 const struct trace *tr)
{
	char line[1024];

	fprintf(out, "# %s on %s (%s, %d nodes)\n", a->name, tree_label(t), t->source, t->count);
	fprintf(out, "# windows, values and bounds are from MAX's point of view\n");
	for (int i = 0; i < tr->count; i++) {
		const struct event *e = &tr->events[i];
		describe_event(line, sizeof line, t, a, tr, e);
		fprintf(out, "%4d  %*s%s %s\n", i + 1, 2 * e->ply, "",
			tree_name(t, e->node), line);
	}
}

static void json_string(FILE *out, const char *s)
{
	fputc('"', out);
	for (; *s; s++) {
		unsigned char c = (unsigned char)*s;
		if (c == '"' || c == '\\')
			fprintf(out, "\\%c", c);
		else if (c < 0x20)
			fprintf(out, "\\u%04x", c);
		else
			fputc(c, out);
	}
	fputc('"', out);
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
		fprintf(out, "]}");
	}
	fprintf(out, "\n]}\n");
}

void print_compare(FILE *out, enum format f, const struct tree *t,
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
		if (f == FORMAT_TEXT && !tree_is_leaf(t, r[i].pvlen ? r[i].pv[r[i].pvlen - 1] : 0))
			fputs(" (incomplete)", out);
		fputc('\n', out);
	}
}
