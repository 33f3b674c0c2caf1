/* stats.h - --stats: many generated trees, summarised per algorithm. */
#ifndef TREESTEP_STATS_H
#define TREESTEP_STATS_H

#include <stdbool.h>
#include <stdio.h>

#include "search/algo.h"
#include "tree/game.h"
#include "tree/gen.h"
#include "out/report.h"

#define STATS_MAX_JOBS 256      /* --jobs's largest number */

/* --stats refuses a run estimated at more than a day of work, counted as
 * if every algorithm visited every node of every tree once, as minimax
 * does (the others mostly visit far fewer; a re-search may visit a node
 * twice).  The whole run counts: every tree, depth and algorithm, however
 * many jobs share it, so the day is a day of processor time.  A visit is
 * taken to cost 10 ns, the optimistic end: on the project's machine the
 * tight reference alpha-beta and PVS of make bench take 10 ns a visit
 * and treestep's own algorithms 16 to 26 (README, Performance), so what
 * is refused would take more than a day with any of them there. */
#define STATS_NS_PER_VISIT 10
#define STATS_MAX_SECONDS 86400
#define STATS_MAX_VISITS (STATS_MAX_SECONDS * (1000000000.0 / STATS_NS_PER_VISIT))

struct stats_options {
	struct gen gen;                 /* branching, shape, seed and order */
	int depth_from, depth_to;       /* one depth, or a range */
	long first;                     /* the number of the first tree: --stats A..B */
	long trees;                     /* how many, from first on */
	const struct algorithm *const *algos;   /* nalgos of them, each once */
	int nalgos;
	enum format format;
	const char *export_svg;         /* NULL: no SVG */
	bool progress;                  /* report progress on stderr */
	int jobs;                       /* trees searched at once, each on a thread */
	int width;                      /* the columns text may take (width.h) */
	/* --game: random positions of a game in place of generated trees
	 * (NULL: generated trees).  Tree i is the position stats_game_tree
	 * reaches from game by random moves drawn from tree i's seed (gen's
	 * seed and stats_tree_seed), its tree cut at game_depth plies (-1:
	 * at the game's end). */
	const struct game *game;
	int game_depth;
	enum game_order game_order;
};

/* A count over the trees: its exact sum, from which the mean is worked
 * out (so that shards of a run merge into the very same mean), and the
 * fewest and the most. */
struct summary {
	double mean;                    /* sum / trees */
	long long sum;
	long min, max;
};

struct algo_stats {
	struct summary nodes, visits, leaves, researches;
};

/* The largest tree number --stats A..B takes: a run may be split over
 * many machines, each searching its own range of the same trees. */
#define STATS_MAX_TREE_NUMBER 999999999999L
/* The most trees one run searches. */
#define STATS_MAX_TREES 100000000L

/* The seed of the i-th tree of a run: tree 0 uses the seed itself, so
 * that --stats 1 describes the same tree --save writes. */
uint64_t stats_tree_seed(uint64_t seed, long i);

/* Tree number i of a game's run, loaded into t: random moves from the
 * start, as many as the seed draws below the moves left, never one that
 * ends the game, and then more while the position's tree is too big to
 * load.  False with the reason in err. */
bool stats_game_tree(const struct stats_options *o, long i, struct tree *t, char *err,
		     size_t errlen);

/* Runs every algorithm on o->trees trees of one depth. */
bool stats_collect(const struct stats_options *o, int depth, struct algo_stats *out);

/* The visits of one depth's searches if each visited every node once:
 * trees x algorithms x the mean size of a tree (gen_nodes_mean). */
double stats_full_visits(const struct stats_options *o, int depth);
/* Is the run within STATS_MAX_VISITS over all its depths?  If not, writes
 * into err a line that names the size of the trees and the run and how
 * long it would take, without "treestep: ". */
bool stats_check_size(const struct stats_options *o, char *err, size_t errlen);

/* Runs and prints everything --stats asks for.  Returns the exit status. */
int stats_run(const struct stats_options *o, FILE *out);

/* Prints, in o->format, the summaries of every depth of a run that was
 * searched elsewhere (--merge: all holds o->nalgos summaries a depth,
 * their means worked out), and writes o->export_svg.  What stats_run
 * prints for the same trees, byte for byte.  Returns the exit status. */
int stats_print(const struct stats_options *o, const struct algo_stats *all, FILE *out);

/* The mean of a summary of n trees, from its sum. */
void stats_finish(struct summary *s, long n);

#endif
