/* stats.c - statistics over many generated trees, as a table, JSON, TSV,
 * a plot in the terminal, and an SVG chart. */
#include <config.h>

#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "clock.h"
#include "files.h"
#include "json.h"
#include "splitmix.h"
#include "stats.h"

uint64_t stats_tree_seed(uint64_t seed, long i)
{
	if (i == 0)
		return seed;
	return splitmix64_mix(seed + SPLITMIX64_GAMMA * (uint64_t)i);
}

static void add(struct summary *s, long v, long i)
{
	if (i == 0 || v < s->min)
		s->min = v;
	if (i == 0 || v > s->max)
		s->max = v;
	s->mean += ((double)v - s->mean) / (double)(i + 1);     /* a running mean */
}

/* A progress line on stderr, only for runs long enough to need one. */
static void progress(const struct stats_options *o, double start, double *last, int depth,
		     long i)
{
	double t = clock_seconds();
	if (!o->progress || t - start < 1.0 || t - *last < 0.1)
		return;
	*last = t;
	fprintf(stderr, "\rtreestep: depth %d, tree %ld of %ld ", depth, i + 1, o->trees);
}

bool stats_collect(const struct stats_options *o, int depth, struct algo_stats *out)
{
	double start = clock_seconds(), last = 0;
	memset(out, 0, (size_t)o->nalgos * sizeof *out);
	for (long i = 0; i < o->trees; i++) {
		struct gen g = o->gen;
		g.depth = depth;
		g.seed = stats_tree_seed(o->gen.seed, i);
		for (int a = 0; a < o->nalgos; a++) {
			struct result r;
			if (!algorithm_run_gen(o->algos[a], &g, &r))
				return false;
			add(&out[a].nodes, r.counts.nodes, i);
			add(&out[a].visits, r.counts.visits, i);
			add(&out[a].leaves, r.counts.leaves, i);
			add(&out[a].researches, r.counts.researches, i);
		}
		progress(o, start, &last, depth, i);
	}
	if (o->progress && last > 0)
		fprintf(stderr, "\r%60s\r", "");
	return true;
}

/* ---- Output ---------------------------------------------------------------- */

static void print_header(const struct stats_options *o, int depth, FILE *out)
{
	char order[32];
	fprintf(out, "%ld generated %s tree%s: branching %d, depth %d, order %s, seed %llu\n",
		o->trees, o->gen.irregular ? "irregular" : "uniform", o->trees == 1 ? "" : "s",
		o->gen.branching, depth, gen_order_name(&o->gen, order, sizeof order),
		(unsigned long long)o->gen.seed);
	if (!o->gen.irregular)
		fprintf(out, "Knuth-Moore minimal tree: %.0f leaves\n",
			minimal_leaves(o->gen.branching, depth));
	fputc('\n', out);
}

static void print_text(const struct stats_options *o, int depth, const struct algo_stats *s,
		       FILE *out)
{
	char cell[64];
	print_header(o, depth, out);
	fprintf(out, "%-15s %-26s %-26s %-26s %s\n", "algorithm", "nodes: mean (min-max)",
		"visits: mean (min-max)", "leaves: mean (min-max)", "re-searches");
	for (int a = 0; a < o->nalgos; a++) {
		fprintf(out, "%-15s", o->algos[a]->name);
		const struct summary *m[] = { &s[a].nodes, &s[a].visits, &s[a].leaves };
		for (int k = 0; k < 3; k++) {
			snprintf(cell, sizeof cell, "%.1f (%ld-%ld)", m[k]->mean, m[k]->min, m[k]->max);
			fprintf(out, " %-26s", cell);
		}
		fprintf(out, " %.2f\n", s[a].researches.mean);
	}
}

static void print_tsv_row(const struct stats_options *o, int depth, const struct algo_stats *s,
			  FILE *out)
{
	for (int a = 0; a < o->nalgos; a++) {
		fprintf(out, "%d\t%s", depth, o->algos[a]->name);
		const struct summary *m[] = { &s[a].nodes, &s[a].visits, &s[a].leaves,
					      &s[a].researches };
		for (int k = 0; k < 4; k++)
			fprintf(out, "\t%.4f\t%ld\t%ld", m[k]->mean, m[k]->min, m[k]->max);
		if (o->gen.irregular)
			fprintf(out, "\t\n");
		else
			fprintf(out, "\t%.0f\n", minimal_leaves(o->gen.branching, depth));
	}
}

static void json_summary(FILE *out, const char *key, const struct summary *s, bool last)
{
	json_string(out, key);
	fprintf(out, ": {\"mean\": %.4f, \"min\": %ld, \"max\": %ld}%s", s->mean, s->min, s->max,
		last ? "" : ", ");
}

static void print_json(const struct stats_options *o, int depth, const struct algo_stats *s,
		       FILE *out)
{
	char order[32];
	const char *ord = gen_order_name(&o->gen, order, sizeof order);
	fprintf(out, "{\"trees\": %ld, \"branching\": %d, \"depth\": %d, \"order\": ", o->trees,
		o->gen.branching, depth);
	if (o->gen.order == ORDER_PROBABILITY)
		fprintf(out, "%s", ord);
	else
		json_string(out, ord);
	fprintf(out, ", \"seed\": %llu, \"minimal_leaves\": ", (unsigned long long)o->gen.seed);
	if (o->gen.irregular)
		fprintf(out, "null");
	else
		fprintf(out, "%.0f", minimal_leaves(o->gen.branching, depth));
	fprintf(out, ", \"results\": [");
	for (int a = 0; a < o->nalgos; a++) {
		fprintf(out, "%s\n  {\"algorithm\": ", a ? "," : "");
		json_string(out, o->algos[a]->name);
		fputs(", ", out);
		json_summary(out, "nodes", &s[a].nodes, false);
		json_summary(out, "visits", &s[a].visits, false);
		json_summary(out, "leaves", &s[a].leaves, false);
		json_summary(out, "researches", &s[a].researches, true);
		fputc('}', out);
	}
	fprintf(out, "\n]}");
}

/* ---- Charts ---------------------------------------------------------------- */


/* Leaves evaluated against depth, on a log scale, one line of marks per
 * algorithm and '*' for the minimal tree. */
static void print_plot(const struct stats_options *o, const struct algo_stats *all, FILE *out)
{
	enum { ROWS = 21, COLW = 6 };
	int depths = o->depth_to - o->depth_from + 1;
	double top = 1;
	for (int d = 0; d < depths; d++)
		for (int a = 0; a < o->nalgos; a++)
			top = fmax(top, all[d * o->nalgos + a].leaves.mean);
	double decades = ceil(log10(top));
	if (decades < 1)
		decades = 1;
	char grid[ROWS][128];
	memset(grid, ' ', sizeof grid);
	for (int d = 0; d < depths; d++) {
		int x = d * COLW + COLW / 2;
		for (int a = -1; a < o->nalgos; a++) {
			double v = a < 0 ? (o->gen.irregular ? 0 : minimal_leaves(o->gen.branching,
								o->depth_from + d))
				   : all[d * o->nalgos + a].leaves.mean;
			if (v < 1)
				continue;
			int y = (int)lround(log10(v) / decades * (ROWS - 1));
			char mark = a < 0 ? '*' : o->algos[a]->mark;
			char *cellp = &grid[ROWS - 1 - y][x];
			*cellp = *cellp == ' ' ? mark : '+';   /* '+': marks on top of each other */
		}
	}
	fprintf(out, "\nLeaves evaluated (mean) against depth, log scale:\n\n");
	for (int r = 0; r < ROWS; r++) {
		/* Label the row nearest each power of ten. */
		int power = -1;
		for (int k = 0; k <= (int)decades; k++)
			if (ROWS - 1 - (int)lround(k / decades * (ROWS - 1)) == r)
				power = k;
		if (power >= 0)
			fprintf(out, "%9.0f |", pow(10, power));
		else
			fprintf(out, "%9s |", "");
		fprintf(out, "%.*s\n", depths * COLW, grid[r]);
	}
	fprintf(out, "%9s +", "");
	for (int i = 0; i < depths * COLW; i++)
		fputc('-', out);
	fprintf(out, "\n%9s  ", "depth");
	for (int d = 0; d < depths; d++)
		fprintf(out, "%*d%*s", COLW / 2 + 1, o->depth_from + d, COLW - COLW / 2 - 1, "");
	fprintf(out, "\n\n");
	for (int a = 0; a < o->nalgos; a++)
		fprintf(out, "  %c %s", o->algos[a]->mark, o->algos[a]->name);
	fprintf(out, "%s  + overlapping\n", o->gen.irregular ? "" : "  * minimal tree");
}

struct svg {
	const struct stats_options *o;
	const struct algo_stats *all;
};

/* The chart as SVG, for files_write_atomic. */
static bool write_svg(FILE *f, void *ctx, char *err, size_t errlen)
{
	enum { W = 720, H = 440, L = 80, R = 170, T = 40, B = 50 };
	const struct stats_options *o = ((struct svg *)ctx)->o;
	const struct algo_stats *all = ((struct svg *)ctx)->all;
	int depths = o->depth_to - o->depth_from + 1;
	(void)err, (void)errlen;        /* it always writes, and files.c checks the writes */
	double top = 1;
	for (int i = 0; i < depths * o->nalgos; i++)
		top = fmax(top, all[i].leaves.mean);
	double decades = fmax(1, ceil(log10(top)));
	double pw = W - L - R, ph = H - T - B;
#define X(d) (L + (depths > 1 ? (double)(d) / (depths - 1) * pw : pw / 2))
#define Y(v) (T + ph - log10(fmax(v, 1)) / decades * ph)
	fprintf(f, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
		"font-family=\"sans-serif\" font-size=\"12\">\n", W, H);
	fprintf(f, "<rect width=\"%d\" height=\"%d\" fill=\"white\"/>\n", W, H);
	fprintf(f, "<text x=\"%d\" y=\"24\" font-size=\"15\">Leaves evaluated against depth "
		"(branching %d, %ld trees, order %s)</text>\n", L, o->gen.branching, o->trees,
		o->gen.order == ORDER_BEST ? "best" : o->gen.order == ORDER_WORST ? "worst" :
		o->gen.order == ORDER_RANDOM ? "random" : "P");
	for (int k = 0; k <= (int)decades; k++) {
		double y = T + ph - k / decades * ph;
		fprintf(f, "<line x1=\"%d\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#ddd\"/>\n",
			L, y, L + pw, y);
		fprintf(f, "<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%.0f</text>\n", L - 8,
			y + 4, pow(10, k));
	}
	for (int d = 0; d < depths; d++)
		fprintf(f, "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%d</text>\n", X(d),
			H - B + 20, o->depth_from + d);
	fprintf(f, "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">depth</text>\n",
		L + pw / 2, H - 10);
	for (int a = -1; a < o->nalgos; a++) {
		if (a < 0 && o->gen.irregular)
			continue;
		const char *colour = a < 0 ? "#000000" : o->algos[a]->colour;
		fprintf(f, "<polyline fill=\"none\" stroke=\"%s\" stroke-width=\"2\"%s points=\"",
			colour, a < 0 ? " stroke-dasharray=\"6 4\"" : "");
		for (int d = 0; d < depths; d++) {
			double v = a < 0 ? minimal_leaves(o->gen.branching, o->depth_from + d) :
				   all[d * o->nalgos + a].leaves.mean;
			fprintf(f, "%.1f,%.1f ", X(d), Y(v));
		}
		fprintf(f, "\"/>\n");
		int ly = T + 10 + (a + 1) * 18;
		fprintf(f, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"%s\" "
			"stroke-width=\"2\"%s/>\n", W - R + 15, ly, W - R + 40, ly, colour,
			a < 0 ? " stroke-dasharray=\"6 4\"" : "");
		fprintf(f, "<text x=\"%d\" y=\"%d\">%s</text>\n", W - R + 46, ly + 4,
			a < 0 ? "minimal tree" : o->algos[a]->name);
	}
	fprintf(f, "</svg>\n");
#undef X
#undef Y
	return true;
}

int stats_run(const struct stats_options *o, FILE *out)
{
	int depths = o->depth_to - o->depth_from + 1;
	char err[PATH_MAX + 128];
	/* A chart that cannot be written is known before minutes of searching. */
	if (o->export_svg && !files_check_writable(o->export_svg, err, sizeof err)) {
		fprintf(stderr, "treestep: %s\n", err);
		return 1;
	}
	struct algo_stats *all = calloc((size_t)depths * (size_t)o->nalgos, sizeof *all);
	if (!all) {
		fprintf(stderr, "treestep: out of memory\n");
		return 1;
	}
	if (o->format == FORMAT_TSV) {
		fprintf(out, "depth\talgorithm");
		static const char *const m[] = { "nodes", "visits", "leaves", "researches" };
		for (int k = 0; k < 4; k++)
			fprintf(out, "\t%s_mean\t%s_min\t%s_max", m[k], m[k], m[k]);
		fprintf(out, "\tminimal_leaves\n");
	}
	if (o->format == FORMAT_JSON && depths > 1)
		fputc('[', out);
	for (int d = 0; d < depths; d++) {
		struct algo_stats *s = &all[d * o->nalgos];
		if (!stats_collect(o, o->depth_from + d, s)) {
			fprintf(stderr, "treestep: out of memory\n");
			free(all);
			return 1;
		}
		switch (o->format) {
		case FORMAT_TEXT:
			if (d > 0)
				fputc('\n', out);
			print_text(o, o->depth_from + d, s, out);
			break;
		case FORMAT_TSV:
			print_tsv_row(o, o->depth_from + d, s, out);
			break;
		case FORMAT_JSON:
			if (d > 0)
				fprintf(out, ",\n");
			print_json(o, o->depth_from + d, s, out);
			break;
		}
		files_flush(out);       /* each depth's results as soon as they are known */
	}
	if (o->format == FORMAT_JSON)
		fprintf(out, depths > 1 ? "]\n" : "\n");
	if (o->format == FORMAT_TEXT && depths > 1)
		print_plot(o, all, out);
	int status = 0;
	struct svg svg = { o, all };
	if (o->export_svg && !files_write_atomic(o->export_svg, write_svg, &svg, err, sizeof err)) {
		fprintf(stderr, "treestep: %s\n", err);
		status = 1;
	}
	free(all);
	return status;
}
