/* algo.c - the table of algorithms and the code that runs one. */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "algo.h"
#include "search.h"

const struct algorithm algorithms[] = {
	{ .name = "minimax", .search = minimax_search, .source = "minimax.c",
	  .summary = "plain minimax: every node is visited", .best_not_alpha = true,
	  .no_window = true, .mark = 'm', .colour = "#444444" },
	{ .name = "alphabeta", .search = alphabeta_search, .source = "alphabeta.c",
	  .summary = "alpha-beta, fail-hard: values clamped to the window",
	  .mark = 'a', .colour = "#1f77b4" },
	{ .name = "alphabeta-soft", .search = alphabeta_soft_search, .source = "alphabeta_soft.c",
	  .summary = "alpha-beta, fail-soft: values may fall outside the window",
	  .mark = 'h', .colour = "#17becf" },
	{ .name = "pvs", .search = pvs_search, .source = "pvs.c",
	  .summary = "principal variation search, fail-hard: null-window probes, full re-search",
	  .researches = true, .mark = 'p', .colour = "#d62728" },
	{ .name = "pvs-soft", .search = pvs_soft_search, .source = "pvs_soft.c",
	  .summary = "principal variation search, fail-soft: re-search only inside the window",
	  .researches = true, .mark = 's', .colour = "#ff7f0e" },
	{ .name = "negascout", .search = negascout_search, .source = "negascout.c",
	  .summary = "Reinefeld's NegaScout: re-search with (score, beta), none near the leaves",
	  .best_not_alpha = true, .researches = true, .mark = 'n', .colour = "#2ca02c" },
	{ .name = "pvs-zws", .search = pvs_zws_search, .source = "pvs_zws.c",
	  .summary = "PVS with a separate fail-hard zero-window search for the probes",
	  .researches = true, .mark = 'z', .colour = "#9467bd" },
	{ .name = "pvs-footnote", .search = pvs_footnote_search, .source = "pvs_footnote.c",
	  .summary = "fail-hard PVS that probes every move after the first (footnote 1)",
	  .researches = true, .mark = 'f', .colour = "#8c564b" },
	{ .name = "gnuchess", .search = gnuchess_search, .source = "gnuchess.c",
	  .summary = "the GNU Chess study's minimaxAB: max/min form, probes only at MAX nodes",
	  .best_not_alpha = true, .researches = true, .mark = 'g', .colour = "#e377c2" },
};
const int algorithm_count = sizeof algorithms / sizeof algorithms[0];

const struct algorithm *algorithm_find(const char *name)
{
	for (int i = 0; i < algorithm_count; i++)
		if (strcmp(algorithms[i].name, name) == 0)
			return &algorithms[i];
	return NULL;
}

/* Runs the search set up in s and collects its result. */
static bool run(const struct algorithm *a, struct search *s, int height, bool root_is_max,
		struct result *r)
{
	memset(r, 0, sizeof *r);
	if (!pvtable_init(&s->pv, height)) {
		search_free(s);
		return false;
	}
	int score = a->search(s);
	r->value = root_is_max ? score : -score;
	r->counts = s->counts;
	r->pvlen = s->pv.length[0];
	memcpy(r->pv, pvtable_row(&s->pv, 0), (size_t)r->pvlen * sizeof *r->pv);
	search_free(s);
	return !s->out_of_memory && !(s->trace && s->trace->out_of_memory);
}

bool algorithm_run(const struct algorithm *a, const struct tree *t,
		   struct trace *tr, struct result *r)
{
	struct search s = { .tree = t, .trace = tr };
	if (!(s.seen = calloc((size_t)t->count, 1)))
		return false;
	return run(a, &s, t->height, t->root_is_max, r);
}

bool algorithm_run_gen(const struct algorithm *a, struct gen *g, struct result *r)
{
	/* Without re-searches no node is entered twice (a tree has no
	 * transpositions), so distinct nodes are visits and no set is kept. */
	struct search s = { .gen = g, .visits_are_distinct = !a->researches };
	g->known = 0;
	return run(a, &s, g->depth, true, r);
}
