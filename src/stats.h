/* stats.h - --stats: many generated trees, summarised per algorithm. */
#ifndef TREESTEP_STATS_H
#define TREESTEP_STATS_H

#include <stdbool.h>
#include <stdio.h>

#include "algo.h"
#include "gen.h"
#include "report.h"

#define STATS_MAX_JOBS 256      /* --jobs's largest number */

struct stats_options {
	struct gen gen;                 /* branching, shape, seed and order */
	int depth_from, depth_to;       /* one depth, or a range */
	long trees;
	const struct algorithm *const *algos;   /* nalgos of them, each once */
	int nalgos;
	enum format format;
	const char *export_svg;         /* NULL: no SVG */
	bool progress;                  /* report progress on stderr */
	int jobs;                       /* trees searched at once, each on a thread */
};

struct summary {
	double mean;
	long min, max;
};

struct algo_stats {
	struct summary nodes, visits, leaves, researches;
};

/* The seed of the i-th tree of a run: tree 0 uses the seed itself, so
 * that --stats 1 describes the same tree --save writes. */
uint64_t stats_tree_seed(uint64_t seed, long i);

/* Runs every algorithm on o->trees trees of one depth. */
bool stats_collect(const struct stats_options *o, int depth, struct algo_stats *out);

/* Runs and prints everything --stats asks for.  Returns the exit status. */
int stats_run(const struct stats_options *o, FILE *out);

#endif
