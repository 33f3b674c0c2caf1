/* algo.h - the search algorithms treestep can show, and how to run one. */
#ifndef TREESTEP_ALGO_H
#define TREESTEP_ALGO_H

#include <stdbool.h>

#include "trace.h"
#include "tree.h"

/* The search context and a generated tree are the algorithms' own
 * business (search.h, gen.h): callers only pass them along. */
struct search;
struct gen;

struct algorithm {
	const char *name;       /* as typed after --algo */
	const char *summary;    /* one line for --help and the screen */
	int (*search)(struct search *s);   /* searches from the root; negamax score */
	const char *source;     /* its file in src/ */
	bool best_not_alpha;    /* its EV_RAISE events track the best score, not alpha */
	bool no_window;         /* it searches without an (alpha, beta) window */
	bool researches;        /* it may enter a node twice (re-searches) */
	char mark;              /* its mark in the terminal chart of --stats */
	const char *colour;     /* its line in the SVG chart */
};

/* The algorithms, in the order --compare lists them. */
extern const struct algorithm algorithms[];
extern const int algorithm_count;

const struct algorithm *algorithm_find(const char *name);

struct result {
	int value;                      /* the root's value, MAX's point of view */
	struct counts counts;
	node_id pv[TREE_MAX_DEPTH];     /* from the root's child down */
	int pvlen;
};

/* Runs a on t, recording into tr when tr is not NULL.  False only when
 * memory runs out. */
bool algorithm_run(const struct algorithm *a, const struct tree *t,
		   struct trace *tr, struct result *r);
/* Runs a on a generated tree, counting only. */
bool algorithm_run_gen(const struct algorithm *a, struct gen *g, struct result *r);

int minimax_search(struct search *s);
int alphabeta_search(struct search *s);
int alphabeta_soft_search(struct search *s);
int pvs_search(struct search *s);
int pvs_soft_search(struct search *s);
int negascout_search(struct search *s);
int pvs_zws_search(struct search *s);
int pvs_footnote_search(struct search *s);
int gnuchess_search(struct search *s);

#endif
