/* algo.h - the search algorithms treestep can show, and how to run one. */
#ifndef TREESTEP_ALGO_H
#define TREESTEP_ALGO_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>

#include "search/trace.h"
#include "tree/tree.h"

/* The search context and a generated tree are the algorithms' own
 * business (search.h, gen.h): callers only pass them along. */
struct search;
struct gen;

struct algorithm {
	const char *name;       /* as typed after --algo */
	const char *summary;    /* one line for --help and the screen */
	int (*search)(struct search *s);   /* searches from the root; negamax score */
	/* The same search compiled to count only, on a generated tree
	 * (count.c): statistics mode's.  NULL: none (MTD(f) and SSS* search a
	 * tree built in memory). */
	int (*count)(struct search *s);
	int (*count_plain)(struct search *s);   /* the same for a uniform tree with no
	                                           range of values (count_plain.c) */
	const char *source;     /* its file in src/ */
	bool best_not_alpha;    /* its EV_RAISE events track the best score, not alpha */
	bool no_window;         /* it searches without an (alpha, beta) window */
	bool researches;        /* it may enter a node twice (re-searches) */
	bool same_side;         /* it searches trees where a side moves twice in a row
	                           (MIN after MIN: rules.h's rule_turn_passes) */
	bool chance;            /* it searches chance nodes, and records every value
	                           in hundredths where there are some (below) */
	bool tests;             /* Pearl's Scout: its null windows are yes-or-no TESTs
	                           (VISIT_TEST), which a closed window or a table
	                           cannot serve (plan.c) */
	bool needs_table;       /* it searches with a transposition table, always: without
	                           --tt it gets one with a slot for every node */
	bool root_tricks;       /* it takes --root-last-null and --root-delay-research:
	                           a PVS whose root probes every move after the first */
	char mark;              /* its mark in the terminal chart of --stats */
	const char *colour;     /* its line in the SVG chart */
};

/* Are a's values on t recorded in hundredths (text_hundredths shows
 * them)?  expectimax's are on a tree with chance nodes, whose averages
 * are often not whole; elsewhere it records whole values, as minimax. */
static inline bool algorithm_in_hundredths(const struct algorithm *a, const struct tree *t)
{
	return a->chance && t && t->chance_nodes > 0;
}

/* The algorithms, in the order --compare lists them. */
extern const struct algorithm algorithms[];
extern const int algorithm_count;

const struct algorithm *algorithm_find(const char *name);

/* One depth of iterative deepening: its searches of the root (more than
 * one when an aspiration window failed) taken together. */
struct iteration {
	int depth;
	int value;                      /* MAX's point of view */
	struct counts counts;           /* nodes: distinct within this depth */
	int fails_high, fails_low;      /* aspiration windows that failed */
	node_id pv[TREE_MAX_DEPTH];
	int pvlen;
};

struct result {
	int value;                      /* the root's value, MAX's point of view */
	enum bound bound;               /* only a bound: the value fell outside a window the
	                                   root was searched with (--window), or the root
	                                   kept a move (root_kept); MAX's view */
	bool root_kept;                 /* the root kept a move without a re-search (rules.h):
	                                   pv is that move alone, proven best, value a bound */
	struct counts counts;           /* nodes: distinct over every search */
	node_id pv[TREE_MAX_DEPTH];     /* from the root's child down */
	int pvlen;
	int niterations;                /* with plan.id; else 0 */
	struct iteration iterations[TREE_MAX_DEPTH + 1];
};

/* Runs a on t, recording into tr when tr is not NULL.  False only when
 * memory runs out. */
bool algorithm_run(const struct algorithm *a, const struct tree *t,
		   struct trace *tr, struct result *r);
/* The same, run as plan p says (NULL: to the leaves).  The tree must pass
 * plan_check. */
bool algorithm_run_plan(const struct algorithm *a, const struct tree *t, const struct plan *p,
			struct trace *tr, struct result *r);
/* Can p be run on t?  Every node where one of its searches stops that has
 * children needs a static evaluation; an aspiration window needs an
 * algorithm with a window; and a window or an aspiration written with
 * decimals needs a tree with as many (plan_fits_tree), which an edit or a
 * reload can take away.  Else false, with "SOURCE:LINE:COLUMN: message"
 * in err (a is NULL: any algorithm). */
bool plan_check(const struct plan *p, const struct tree *t, const struct algorithm *a,
		char *err, size_t errlen);
/* Can a search t at all?  Only an algorithm for chance nodes searches a
 * tree with one.  An algorithm written for sides that take turns at every
 * move cannot search a tree where MIN follows MIN.  Else
 * false, with "SOURCE:LINE:COLUMN: message" in err, at the first such
 * node, naming the algorithms that can.  plan_check asks it too. */
bool algorithm_fits(const struct algorithm *a, const struct tree *t, char *err, size_t errlen);
/* The first algorithm after index i in the table, going round, that can
 * search t and is not skip (-1: none to skip); i when there is none.
 * expectimax only where t has chance nodes (elsewhere it is minimax). */
int algorithm_next_fit(int i, int skip, const struct tree *t);
/* Runs a on a generated tree, counting only: the value and the counts,
 * no PV (pvlen 0).  Some memory is kept for the calling thread's next
 * run, until algorithm_release_memory. */
bool algorithm_run_gen(const struct algorithm *a, struct gen *g, struct result *r);

/* Where a long search shows how far it is, for another thread to read
 * (--stats's progress line): base + its visits so far, stored at the
 * first node with children after each SEARCH_WATCH_EVERY visits
 * (search.h).  A store, not a call, so that the search's own code is the
 * same watched or not. */
struct watcher {
	atomic_long *visits;
	long base;
};
/* The largest generated tree an algorithm that needs a table (MTD(f),
 * SSS*) searches: it is built in memory first. */
#define ALGORITHM_GEN_TABLE_MAX 100000
/* algorithm_run_gen with a watcher (NULL: none, the same as above). */
bool algorithm_run_gen_watched(const struct algorithm *a, struct gen *g,
			       const struct watcher *w, struct result *r);
void algorithm_release_memory(void);

int minimax_search(struct search *s);
int alphabeta_search(struct search *s);
int alphabeta_soft_search(struct search *s);
int pvs_search(struct search *s);
int pvs_soft_search(struct search *s);
int negascout_search(struct search *s);
int pvs_zws_search(struct search *s);
int pvs_footnote_search(struct search *s);
int gnuchess_search(struct search *s);
int expectimax_search(struct search *s);
int scout_search(struct search *s);
int mtdf_search(struct search *s);
int sss_search(struct search *s);
int minimax_count(struct search *s);
int alphabeta_count(struct search *s);
int alphabeta_soft_count(struct search *s);
int pvs_count(struct search *s);
int pvs_soft_count(struct search *s);
int negascout_count(struct search *s);
int pvs_zws_count(struct search *s);
int pvs_footnote_count(struct search *s);
int gnuchess_count(struct search *s);
int expectimax_count(struct search *s);
int scout_count(struct search *s);
int minimax_count_plain(struct search *s);
int alphabeta_count_plain(struct search *s);
int alphabeta_soft_count_plain(struct search *s);
int pvs_count_plain(struct search *s);
int pvs_soft_count_plain(struct search *s);
int negascout_count_plain(struct search *s);
int pvs_zws_count_plain(struct search *s);
int pvs_footnote_count_plain(struct search *s);
int gnuchess_count_plain(struct search *s);
int expectimax_count_plain(struct search *s);
int scout_count_plain(struct search *s);

#endif
