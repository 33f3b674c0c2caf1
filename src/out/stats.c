/* stats.c - statistics over many generated trees, as a table, JSON, TSV,
 * a plot in the terminal, and an SVG chart. */
#include <config.h>

#include <limits.h>
#include <math.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "tree/i18n.h"
#include "out/clock.h"
#include "tree/files.h"
#include "tree/load.h"
#include "out/json.h"
#include "tree/splitmix.h"
#include "out/stats.h"
#include "out/svg.h"
#include "out/width.h"
#include "words/text.h"

uint64_t stats_tree_seed(uint64_t seed, long i)
{
	if (i == 0)
		return seed;
	return splitmix64_mix(seed + SPLITMIX64_GAMMA * (uint64_t)i);
}

/* Tree i's count v into the summary.  The sum is exact (a run within a
 * day's work stays far below 2^63), so the mean is the same however the
 * trees are split up and merged again (--merge), as a running mean would
 * not be. */
static void add(struct summary *s, long v, long i)
{
	if (i == 0 || v < s->min)
		s->min = v;
	if (i == 0 || v > s->max)
		s->max = v;
	s->sum += v;
}

void stats_finish(struct summary *s, long n)
{
	s->mean = n > 0 ? (double)s->sum / (double)n : 0;
}

/* ---- The size of a run ------------------------------------------------------ */

double stats_full_visits(const struct stats_options *o, int depth)
{
	struct gen g = o->gen;
	g.depth = depth;
	return (double)o->trees * o->nalgos * gen_nodes_mean(&g);
}

/* The same over every depth, exactly, for a uniform tree: false when the
 * trees are irregular (their size is a mean) or the count passes 2^64. */
static bool full_visits_exact(const struct stats_options *o, uint64_t *visits)
{
	*visits = 0;
	if (o->gen.irregular)
		return false;
	for (int d = o->depth_from; d <= o->depth_to; d++) {
		uint64_t x = gen_nodes_full(o->gen.branching, d), y = (uint64_t)o->trees * (uint64_t)o->nalgos;
		if (x > (UINT64_MAX - *visits) / y)
			return false;
		*visits += x * y;
	}
	return true;
}

bool stats_check_size(const struct stats_options *o, char *err, size_t errlen)
{
	/* A game's trees are loaded as files are, each at most TREE_MAX_NODES
	 * nodes to search, and the random positions are mostly far smaller:
	 * there is no size to tell before they are drawn. */
	if (o->game)
		return true;
	/* MTD(f) and SSS* search a generated tree built in memory, for their
	 * table (algo.c): only trees up to ALGORITHM_GEN_TABLE_MAX nodes. */
	for (int a = 0; o->algos && a < o->nalgos; a++) {
		uint64_t n = gen_nodes_full(o->gen.branching, o->depth_to);
		if (!o->algos[a]->needs_table || n <= ALGORITHM_GEN_TABLE_MAX)
			continue;
		char nodes[48];
		text_count(nodes, sizeof nodes, n);
		if (o->gen.irregular)
			/* TRANSLATORS: %1$d,%2$d is --random's branching and depth,
			 * %3$s the algorithm (mtdf or sss), %4$d the most nodes,
			 * %5$s the nodes of a tree ("1,111"). */
			snprintf(err, errlen, _("--stats --random %1$d,%2$d: %3$s needs a transposition "
						"table of the nodes it has seen, so it searches each "
						"generated tree built in memory, of at most %4$d "
						"nodes, and a tree of depth %2$d may have up to %5$s "
						"nodes"), o->gen.branching, o->depth_to, o->algos[a]->name,
				 ALGORITHM_GEN_TABLE_MAX, nodes);
		else
			/* TRANSLATORS: %1$d,%2$d is --random's branching and depth,
			 * %3$s the algorithm (mtdf or sss), %4$d the most nodes,
			 * %5$s the nodes of a tree ("1,111"). */
			snprintf(err, errlen, _("--stats --random %1$d,%2$d: %3$s needs a transposition "
						"table of the nodes it has seen, so it searches each "
						"generated tree built in memory, of at most %4$d "
						"nodes, and a tree of depth %2$d has %5$s nodes"),
				 o->gen.branching, o->depth_to, o->algos[a]->name,
				 ALGORITHM_GEN_TABLE_MAX, nodes);
		return false;
	}
	double visits = 0;
	for (int d = o->depth_from; d <= o->depth_to; d++)
		visits += stats_full_visits(o, d);
	/* Below 2^53 every product and sum above is exact, so runs on either
	 * side of the limit are told apart exactly. */
	if (visits <= STATS_MAX_VISITS)
		return true;
	/* The size, named: the biggest tree (the deepest), then the run. */
	struct gen deepest = o->gen;
	deepest.depth = o->depth_to;
	bool range = o->depth_from < o->depth_to;
	char leaves[48], nodes[48], total[48], time[48];
	uint64_t exact;
	text_count(leaves, sizeof leaves, gen_leaves_full(o->gen.branching, o->depth_to));
	if (o->gen.irregular)           /* a mean: three figures say it */
		text_count_short(nodes, sizeof nodes, gen_nodes_mean(&deepest));
	else
		text_count(nodes, sizeof nodes, gen_nodes_full(o->gen.branching, o->depth_to));
	if (full_visits_exact(o, &exact))
		text_count(total, sizeof total, exact);
	else if (o->gen.irregular && visits < 1e18)
		text_count_short(total, sizeof total, visits);
	else                            /* past 2^64 */
		snprintf(total, sizeof total, "%.2g", visits);
	text_duration(time, sizeof time, visits * STATS_NS_PER_VISIT / 1e9);
	/* The run as the command line gave it, then what it would cost. */
	char run[128], trees[64], algos[48];
	if (o->first > 0)
		snprintf(run, sizeof run, "--stats %ld..%ld", o->first, o->first + o->trees - 1);
	else
		snprintf(run, sizeof run, "--stats %ld", o->trees);
	text_append(run, sizeof run, " --random %d,%d", o->gen.branching, o->depth_from);
	if (range)
		text_append(run, sizeof run, "..%d", o->depth_to);
	if (o->gen.irregular)
		text_append(run, sizeof run, " --random-shape");
	unsigned long t = (unsigned long)o->trees;
	if (range)
		/* TRANSLATORS: the trees of a --stats run of several depths. */
		snprintf(trees, sizeof trees, ngettext("%ld tree of each depth",
						       "%ld trees of each depth", t), o->trees);
	else
		/* TRANSLATORS: the trees of a --stats run. */
		snprintf(trees, sizeof trees, ngettext("%ld tree", "%ld trees", t), o->trees);
	/* TRANSLATORS: the algorithms of a --stats run. */
	snprintf(algos, sizeof algos, ngettext("%d algorithm", "%d algorithms",
					       (unsigned long)o->nalgos), o->nalgos);
	if (range && o->gen.irregular)
		/* TRANSLATORS: %1$s is the run, as typed ("--stats 100 --random
		 * 9,2..9"), %2$d the depth of its deepest trees, %3$s their nodes
		 * and %4$s their leaves ("1,111"), %5$s the trees ("100 trees of
		 * each depth"), %6$s the algorithms ("10 algorithms"), %7$s the
		 * visits, %8$s how long they would take ("3.2 days"), %9$d the
		 * nanoseconds a visit takes. */
		snprintf(err, errlen, _("%1$s: a tree of depth %2$d has about %3$s nodes on average "
					"(at most %4$s leaves); %5$s and %6$s, each visiting every "
					"node as minimax does, make about %7$s visits: about %8$s at "
					"%9$d ns a visit, and the limit is a day"), run, o->depth_to,
			 nodes, leaves, trees, algos, total, time, STATS_NS_PER_VISIT);
	else if (range)
		/* TRANSLATORS: %1$s is the run, as typed ("--stats 100 --random
		 * 9,2..9"), %2$d the depth of its deepest trees, %3$s their nodes
		 * and %4$s their leaves ("1,111"), %5$s the trees ("100 trees of
		 * each depth"), %6$s the algorithms ("10 algorithms"), %7$s the
		 * visits, %8$s how long they would take ("3.2 days"), %9$d the
		 * nanoseconds a visit takes. */
		snprintf(err, errlen, _("%1$s: a tree of depth %2$d has %3$s nodes (%4$s leaves); "
					"%5$s and %6$s, each visiting every node as minimax does, "
					"make %7$s visits: about %8$s at %9$d ns a visit, and the "
					"limit is a day"), run, o->depth_to, nodes, leaves, trees,
			 algos, total, time, STATS_NS_PER_VISIT);
	else if (o->gen.irregular)
		/* TRANSLATORS: %1$s is the run, as typed ("--stats 100 --random
		 * 9,9"), %2$s the nodes of a tree and %3$s its leaves ("1,111"),
		 * %4$s the trees ("100 trees"), %5$s the algorithms ("10
		 * algorithms"), %6$s the visits, %7$s how long they would take
		 * ("3.2 days"), %8$d the nanoseconds a visit takes. */
		snprintf(err, errlen, _("%1$s: a tree has about %2$s nodes on average (at most %3$s "
					"leaves); %4$s and %5$s, each visiting every node as minimax "
					"does, make about %6$s visits: about %7$s at %8$d ns a visit, "
					"and the limit is a day"), run, nodes, leaves, trees, algos,
			 total, time, STATS_NS_PER_VISIT);
	else
		/* TRANSLATORS: %1$s is the run, as typed ("--stats 100 --random
		 * 9,9"), %2$s the nodes of a tree and %3$s its leaves ("1,111"),
		 * %4$s the trees ("100 trees"), %5$s the algorithms ("10
		 * algorithms"), %6$s the visits, %7$s how long they would take
		 * ("3.2 days"), %8$d the nanoseconds a visit takes. */
		snprintf(err, errlen, _("%1$s: a tree has %2$s nodes (%3$s leaves); %4$s and %5$s, "
					"each visiting every node as minimax does, make %6$s visits: "
					"about %7$s at %8$d ns a visit, and the limit is a day"), run,
			 nodes, leaves, trees, algos, total, time, STATS_NS_PER_VISIT);
	return false;
}

/* ---- The progress line --------------------------------------------------------
 * On a terminal, a line on stderr tells how far a long run is: the trees
 * done, the visits so far against the estimate the limit is checked on
 * (every search visiting every node), and the time.  The searching
 * threads never print and never wait for it: each has a slot of its own,
 * on a cache line of its own, where its search stores the job's visits
 * as it goes (struct watcher, every SEARCH_WATCH_EVERY visits or so) and
 * where the job stores its counts after each search; one more thread
 * reads the slots and redraws the line four times a second.  Nothing of
 * it runs when stderr is no terminal. */

struct slot {
	_Alignas(64) atomic_long visits;        /* the job's visits at this depth */
	atomic_long trees;                      /* the trees it finished */
};

struct progress {
	const struct stats_options *o;
	int depth;
	double start;                   /* clock_seconds() when the run began */
	double full;                    /* stats_full_visits at this depth */
	struct slot slots[STATS_MAX_JOBS];
	pthread_mutex_t lock;
	pthread_cond_t wake;
	bool finished;                  /* the depth's searches are over */
	int drawn;                      /* characters of the line on screen, 0: none */
};

/* "45s", "2m13s", "1h02m". */
static void elapsed(char *buf, size_t len, double seconds)
{
	long s = (long)seconds;
	if (s < 60)
		/* TRANSLATORS: a time in the progress line of --stats: seconds. */
		snprintf(buf, len, _("%lds"), s);
	else if (s < 3600)
		/* TRANSLATORS: a time in the progress line of --stats: minutes
		 * and seconds. */
		snprintf(buf, len, _("%1$ldm%2$02lds"), s / 60, s % 60);
	else
		/* TRANSLATORS: a time in the progress line of --stats: hours and
		 * minutes. */
		snprintf(buf, len, _("%1$ldh%2$02ldm"), s / 3600, s / 60 % 60);
}

/* The terminal's width, so that the line never wraps: a wrapped line
 * cannot be drawn over with \r.  80 when it cannot be known. */
static int stderr_columns(void)
{
	int cols = width_terminal(STDERR_FILENO);
	return cols > 0 ? cols : WIDTH_DEFAULT;
}

/* Draws the line, over the last one; the caller holds p->lock. */
static void draw_progress(struct progress *p)
{
	const struct stats_options *o = p->o;
	double now = clock_seconds();
	if (now - p->start < 1.0)       /* a short run needs no line */
		return;
	long visits = 0, trees = 0;
	for (int j = 0; j < STATS_MAX_JOBS; j++) {
		visits += atomic_load_explicit(&p->slots[j].visits, memory_order_relaxed);
		trees += atomic_load_explicit(&p->slots[j].trees, memory_order_relaxed);
	}
	char line[256], done[48], full[48], time[32];
	text_count_short(done, sizeof done, (double)visits);
	text_count_short(full, sizeof full, p->full);
	elapsed(time, sizeof time, now - p->start);
	snprintf(line, sizeof line, "treestep: ");
	long tree = trees < o->trees ? trees + 1 : o->trees;
	if (o->depth_from < o->depth_to && o->trees > 1)
		/* TRANSLATORS: --stats' progress line: %1$d is the depth, %2$ld
		 * the tree being searched, of %3$ld, %4$s the visits so far
		 * ("1.25 million"), of about %5$s, %6$s the time ("2m13s"). */
		text_append(line, sizeof line, _("depth %1$d, tree %2$ld of %3$ld, %4$s of about %5$s "
						 "visits, %6$s"), p->depth, tree, o->trees, done, full,
			    time);
	else if (o->depth_from < o->depth_to)
		/* TRANSLATORS: --stats' progress line: %1$d is the depth, %2$s
		 * the visits so far ("1.25 million"), of about %3$s, %4$s the
		 * time ("2m13s"). */
		text_append(line, sizeof line, _("depth %1$d, %2$s of about %3$s visits, %4$s"),
			    p->depth, done, full, time);
	else if (o->trees > 1)
		/* TRANSLATORS: --stats' progress line: %1$ld is the tree being
		 * searched, of %2$ld, %3$s the visits so far ("1.25 million"),
		 * of about %4$s, %5$s the time ("2m13s"). */
		text_append(line, sizeof line, _("tree %1$ld of %2$ld, %3$s of about %4$s visits, %5$s"),
			    tree, o->trees, done, full, time);
	else
		/* TRANSLATORS: --stats' progress line: %1$s is the visits so far
		 * ("1.25 million"), of about %2$s, %3$s the time ("2m13s"). */
		text_append(line, sizeof line, _("%1$s of about %2$s visits, %3$s"), done, full, time);
	/* Columns, not bytes: the line is cut between characters, and the
	 * spaces that clear a longer line before count the columns drawn. */
	int cols = text_chars(line), room = stderr_columns() - 1;
	if (cols > room)
		cols = room > 0 ? room : 0;
	int len = 0;
	for (int k = 0; k < cols; k++)
		do
			len++;
		while (((unsigned char)line[len] & 0xC0) == 0x80);
	/* Spaces over what is left of a longer line before. */
	fprintf(stderr, "\r%.*s%*s", len, line, p->drawn > cols ? p->drawn - cols : 0, "");
	if (cols > p->drawn)
		p->drawn = cols;
}

static void *progress_thread(void *arg)
{
	struct progress *p = arg;
	pthread_mutex_lock(&p->lock);
	while (!p->finished) {
		struct timespec until;
		clock_gettime(CLOCK_MONOTONIC, &until);
		until.tv_nsec += 250000000;
		if (until.tv_nsec >= 1000000000) {
			until.tv_sec++;
			until.tv_nsec -= 1000000000;
		}
		pthread_cond_timedwait(&p->wake, &p->lock, &until);
		if (!p->finished)
			draw_progress(p);
	}
	pthread_mutex_unlock(&p->lock);
	return NULL;
}

/* Starts the line's thread; false (no line, and no harm) when it cannot. */
static bool progress_start(struct progress *p, pthread_t *thread)
{
	pthread_condattr_t attr;
	if (pthread_condattr_init(&attr) != 0)
		return false;
	bool ok = pthread_condattr_setclock(&attr, CLOCK_MONOTONIC) == 0 &&
		  pthread_cond_init(&p->wake, &attr) == 0;
	pthread_condattr_destroy(&attr);
	if (!ok)
		return false;
	if (pthread_mutex_init(&p->lock, NULL) != 0) {
		pthread_cond_destroy(&p->wake);
		return false;
	}
	if (pthread_create(thread, NULL, progress_thread, p) == 0)
		return true;
	pthread_mutex_destroy(&p->lock);
	pthread_cond_destroy(&p->wake);
	return false;
}

/* Stops the thread and clears the line, before the results are printed. */
static void progress_stop(struct progress *p, pthread_t thread)
{
	pthread_mutex_lock(&p->lock);
	p->finished = true;
	pthread_cond_signal(&p->wake);
	pthread_mutex_unlock(&p->lock);
	pthread_join(thread, NULL);
	if (p->drawn > 0)
		fprintf(stderr, "\r%*s\r", p->drawn, "");
	pthread_mutex_destroy(&p->lock);
	pthread_cond_destroy(&p->wake);
}

/* ---- Searching the trees ------------------------------------------------------ */

/* The counts of one tree, for one algorithm. */
struct tree_counts {
	long nodes, visits, leaves, researches;
};

/* The trees are searched a batch at a time: the threads split a batch
 * between them, each tree's counts go into its own slot, and then the
 * slots are added into the summaries in the order of the trees, so that
 * any number of jobs gives the very same numbers, means included. */
#define BATCH 1024

struct batch {
	const struct stats_options *o;
	int depth;
	long first, count;              /* trees first .. first+count-1 of the whole run */
	struct tree_counts *counts;     /* count * nalgos */
	int jobs;
	struct progress *progress;      /* NULL: no progress line */
};

struct worker {
	struct batch *b;
	int index;                      /* takes trees index, index+jobs, ... */
	bool failed;                    /* out of memory */
};

static void *search_trees(void *arg)
{
	struct worker *w = arg;
	const struct batch *b = w->b;
	const struct stats_options *o = b->o;
	/* Job j of every batch adds to slot j, which it alone writes. */
	struct slot *slot = b->progress ? &b->progress->slots[w->index] : NULL;
	/* The search stores into the slot as it goes, on top of the job's
	 * visits before it (watcher.base). */
	struct watcher watcher = { slot ? &slot->visits : NULL, 0 };
	long trees = 0;
	if (slot) {
		watcher.base = atomic_load_explicit(&slot->visits, memory_order_relaxed);
		trees = atomic_load_explicit(&slot->trees, memory_order_relaxed);
	}
	for (long k = w->index; k < b->count && o->game; k += b->jobs) {
		struct tree t;
		char err[LOAD_ERROR_MAX];
		if (!stats_game_tree(o, b->first + k, &t, err, sizeof err)) {
			w->failed = true;
			return NULL;
		}
		for (int a = 0; a < o->nalgos; a++) {
			struct result r;
			if (!algorithm_run(o->algos[a], &t, NULL, &r)) {
				tree_free(&t);
				w->failed = true;
				return NULL;
			}
			b->counts[k * o->nalgos + a] = (struct tree_counts){ r.counts.nodes,
				r.counts.visits, r.counts.leaves, r.counts.researches };
			if (slot)
				atomic_fetch_add_explicit(&slot->visits, r.counts.visits,
							  memory_order_relaxed);
		}
		tree_free(&t);
		if (slot)
			atomic_store_explicit(&slot->trees, ++trees, memory_order_relaxed);
	}
	for (long k = w->index; k < b->count && !o->game; k += b->jobs) {
		struct gen g = o->gen;
		g.depth = b->depth;
		g.seed = stats_tree_seed(o->gen.seed, b->first + k);
		for (int a = 0; a < o->nalgos; a++) {
			struct result r;
			if (!algorithm_run_gen_watched(o->algos[a], &g, slot ? &watcher : NULL, &r)) {
				w->failed = true;
				return NULL;
			}
			b->counts[k * o->nalgos + a] = (struct tree_counts){ r.counts.nodes,
				r.counts.visits, r.counts.leaves, r.counts.researches };
			if (slot) {
				watcher.base += r.counts.visits;
				atomic_store_explicit(&slot->visits, watcher.base, memory_order_relaxed);
			}
		}
		if (slot)
			atomic_store_explicit(&slot->trees, ++trees, memory_order_relaxed);
	}
	if (w->index > 0)       /* a thread of its own, about to end */
		algorithm_release_memory();
	return NULL;
}

/* Searches one batch with b->jobs threads (the caller's among them). */
static bool search_batch(struct batch *b)
{
	struct worker w[STATS_MAX_JOBS];
	pthread_t thread[STATS_MAX_JOBS];
	bool started[STATS_MAX_JOBS] = { false };
	int jobs = b->count < b->jobs ? (int)b->count : b->jobs;
	b->jobs = jobs;
	for (int j = 0; j < jobs; j++)
		w[j] = (struct worker){ b, j, false };
	/* Where a thread cannot start, the caller searches its share. */
	for (int j = 1; j < jobs; j++)
		started[j] = pthread_create(&thread[j], NULL, search_trees, &w[j]) == 0;
	search_trees(&w[0]);
	bool ok = !w[0].failed;
	for (int j = 1; j < jobs; j++) {
		if (started[j])
			pthread_join(thread[j], NULL);
		else
			search_trees(&w[j]);
		ok &= !w[j].failed;
	}
	return ok;
}

/* Runs every algorithm on o->trees trees of one depth; start is when the
 * run began, for the progress line. */
static bool collect(const struct stats_options *o, int depth, double start,
		    struct algo_stats *out)
{
	long size = o->trees < BATCH ? o->trees : BATCH;
	struct tree_counts *counts = malloc((size_t)size * (size_t)o->nalgos * sizeof *counts);
	struct progress progress, *p = o->progress ? &progress : NULL;
	pthread_t drawer;
	bool drawing = false, ok = counts != NULL;
	if (p) {
		*p = (struct progress){ .o = o, .depth = depth, .start = start,
					.full = stats_full_visits(o, depth) };
		drawing = progress_start(p, &drawer);
	}
	if (ok)
		memset(out, 0, (size_t)o->nalgos * sizeof *out);
	for (long done = 0; ok && done < o->trees; done += size) {
		struct batch b = { o, depth, o->first + done,
				   o->trees - done < size ? o->trees - done : size,
				   counts, o->jobs > 0 ? o->jobs : 1, drawing ? p : NULL };
		if (!(ok = search_batch(&b)))
			break;
		for (long k = 0; k < b.count; k++) {
			long i = done + k;
			for (int a = 0; a < o->nalgos; a++) {
				const struct tree_counts *c = &counts[k * o->nalgos + a];
				add(&out[a].nodes, c->nodes, i);
				add(&out[a].visits, c->visits, i);
				add(&out[a].leaves, c->leaves, i);
				add(&out[a].researches, c->researches, i);
			}
		}
	}
	for (int a = 0; ok && a < o->nalgos; a++) {
		stats_finish(&out[a].nodes, o->trees);
		stats_finish(&out[a].visits, o->trees);
		stats_finish(&out[a].leaves, o->trees);
		stats_finish(&out[a].researches, o->trees);
	}
	if (drawing)
		progress_stop(p, drawer);
	free(counts);
	algorithm_release_memory();
	return ok;
}

bool stats_collect(const struct stats_options *o, int depth, struct algo_stats *out)
{
	return collect(o, depth, clock_seconds(), out);
}

/* ---- Output ---------------------------------------------------------------- */

/* "10 generated uniform trees: ...", and for a part of a run that does
 * not start at tree 0 (--stats 10..19), which trees: "numbers 10 to 19". */
bool stats_game_tree(const struct stats_options *o, long i, struct tree *t, char *err,
		     size_t errlen)
{
	uint64_t rng = stats_tree_seed(o->gen.seed, i);
	struct game g = *o->game;
	struct game_move moves[GAME_MAX_MOVES];
	int n = game_moves(&g, o->game_order, moves);
	long plies = n ? (long)(splitmix64_next(&rng) % (uint64_t)n) : 0;
	char *text = NULL;
	size_t len = 0;
	for (;;) {
		/* The moves that do not end the game. */
		int k = 0, value;
		for (int m = 0; m < n; m++) {
			struct game after = g;
			game_play(&after, moves[m]);
			if (!game_over(&after, &value))
				moves[k++] = moves[m];
		}
		if (plies <= 0 || k == 0) {
			FILE *f = open_memstream(&text, &len);
			bool ok = f && game_write(&g, o->game_depth, o->game_order, GAME_NO_HINT, f, NULL,
						  err, errlen);
			if (f && fclose(f) != 0 && ok) {
				snprintf(err, errlen, "%s", _("out of memory"));
				ok = false;
			}
			if (ok)
				break;
			free(text);
			text = NULL;
			if (k == 0)
				return false;
		}
		game_play(&g, moves[splitmix64_next(&rng) % (uint64_t)k]);
		n = game_moves(&g, o->game_order, moves);
		plies--;
	}
	char source[64];
	snprintf(source, sizeof source, "%s position %ld", game_kind_name(g.kind), i);
	bool ok = tree_load_string(text, len, source, t, err, errlen);
	free(text);
	return ok;
}

static bool print_header(const struct stats_options *o, int depth, FILE *out)
{
	char order[32], which[64] = "";
	/* Which of a run's trees, for a part of it (--stats=A..B), said
	 * after the trees. */
	if (o->first > 0 && o->trees == 1)
		/* TRANSLATORS: which tree of a --stats run, said after "1
		 * generated uniform tree" (note the comma and space). */
		snprintf(which, sizeof which, _(", number %ld"), o->first);
	else if (o->first > 0)
		/* TRANSLATORS: which trees of a --stats run, said after "10
		 * generated uniform trees" (note the comma and space). */
		snprintf(which, sizeof which, _(", numbers %1$ld to %2$ld"), o->first,
			 o->first + o->trees - 1);
	unsigned long n = (unsigned long)o->trees;
	unsigned long long seed = (unsigned long long)o->gen.seed;
	if (o->game) {
		char pos[64];
		const char *game = game_kind_name(o->game->kind), *how = game_order_name(o->game_order);
		game_position_text(o->game, pos, sizeof pos);
		if (o->game_depth >= 0)
			/* TRANSLATORS: %1$ld counts the positions, %2$s says which
			 * (", numbers 10 to 19", or nothing), %3$s is the game
			 * (tictactoe, nim, connect4), %4$s its start, %5$d the depth
			 * searched, %6$s the order of moves (board or centre, as
			 * typed), %7$llu the seed. */
			return width_printf(out, o->width, ngettext("%1$ld random position%2$s of %3$s "
								     "from %4$s, each reached by random "
								     "moves and searched to depth %5$d; "
								     "moves in %6$s order, seed %7$llu",
								     "%1$ld random positions%2$s of %3$s "
								     "from %4$s, each reached by random "
								     "moves and searched to depth %5$d; "
								     "moves in %6$s order, seed %7$llu",
								     n), o->trees, which, game, pos,
					    o->game_depth, how, seed);
		/* TRANSLATORS: %1$ld counts the positions, %2$s says which (",
		 * numbers 10 to 19", or nothing), %3$s is the game (tictactoe,
		 * nim, connect4), %4$s its start, %5$s the order of moves (board
		 * or centre, as typed), %6$llu the seed. */
		return width_printf(out, o->width, ngettext("%1$ld random position%2$s of %3$s from "
							     "%4$s, each reached by random moves and "
							     "searched to the end of every game; moves "
							     "in %5$s order, seed %6$llu",
							     "%1$ld random positions%2$s of %3$s from "
							     "%4$s, each reached by random moves and "
							     "searched to the end of every game; moves "
							     "in %5$s order, seed %6$llu", n),
				    o->trees, which, game, pos, how, seed);
	}
	gen_order_name(&o->gen, order, sizeof order);
	bool ok = o->gen.irregular ?
		  /* TRANSLATORS: %1$ld counts the trees, %2$s says which (",
		   * numbers 10 to 19", or nothing), %3$d is the branching, %4$d
		   * the depth, %5$s the order (best, worst, random or a
		   * probability, as typed), %6$llu the seed. */
		  width_printf(out, o->width, ngettext("%1$ld generated irregular tree%2$s: branching "
						       "%3$d, depth %4$d, order %5$s, seed %6$llu",
						       "%1$ld generated irregular trees%2$s: branching "
						       "%3$d, depth %4$d, order %5$s, seed %6$llu", n),
			       o->trees, which, o->gen.branching, depth, order, seed) :
		  /* TRANSLATORS: %1$ld counts the trees, %2$s says which (",
		   * numbers 10 to 19", or nothing), %3$d is the branching, %4$d
		   * the depth, %5$s the order (best, worst, random or a
		   * probability, as typed), %6$llu the seed. */
		  width_printf(out, o->width, ngettext("%1$ld generated uniform tree%2$s: branching "
						       "%3$d, depth %4$d, order %5$s, seed %6$llu",
						       "%1$ld generated uniform trees%2$s: branching "
						       "%3$d, depth %4$d, order %5$s, seed %6$llu", n),
			       o->trees, which, o->gen.branching, depth, order, seed);
	if (!ok)
		return false;
	if (!o->gen.irregular)
		/* TRANSLATORS: %.0f is a number of leaves. */
		fprintf(out, _("Knuth-Moore minimal tree: %.0f leaves\n"),
			minimal_leaves(o->gen.branching, depth));
	return true;
}

/* The table of a depth.  Each count has a column for its mean over the
 * trees, and for nodes, visits and leaves one for the fewest and one for
 * the most of any tree, under a heading that spans them.  The counts
 * stand side by side as far as the width allows; those that do not fit
 * go into tables below, each with the algorithms' names again. */
enum { NODES, VISITS, LEAVES, RESEARCHES, COUNTS };
enum { MEAN, MIN, MAX, PARTS };
enum { CELL = 32 };             /* a number, "%.1f" of a long at the most */
/* TRANSLATORS: the headings of --stats' table: the counts, each over
 * its columns. */
static const char *const count_names[COUNTS] = { N_("nodes"), N_("visits"), N_("leaves"),
						 N_("re-searches") };
/* TRANSLATORS: the headings of --stats' table: each count's average, its
 * fewest and its most. */
static const char *const part_names[PARTS] = { N_("mean"), N_("min"), N_("max") };

/* printf's "%*s" and "%-*s" of a heading, in columns: a translated
 * heading may hold letters of more than one byte. */
static void pad_right(FILE *out, const char *s, int w)
{
	int n = text_chars(s);
	fprintf(out, "%*s%s", w > n ? w - n : 0, "", s);
}

static void pad_left(FILE *out, const char *s, int w)
{
	int n = text_chars(s);
	fprintf(out, "%s%*s", s, w > n ? w - n : 0, "");
}

/* Re-searches show their mean only, to two places, as they always have:
 * the fewest is nearly always 0. */
static int parts_of(int c)
{
	return c == RESEARCHES ? 1 : PARTS;
}

static void cell(char *buf, const struct algo_stats *s, int c, int part)
{
	const struct summary *m = c == NODES ? &s->nodes : c == VISITS ? &s->visits :
				  c == LEAVES ? &s->leaves : &s->researches;
	if (part == MEAN)
		snprintf(buf, CELL, c == RESEARCHES ? "%.2f" : "%.1f", m->mean);
	else
		snprintf(buf, CELL, "%ld", part == MIN ? m->min : m->max);
}

/* A count's heading over its columns, width w: "--- nodes ---", or the
 * name alone, to the right, when dashes would not show. */
static void spanning_heading(FILE *out, const char *name, int w)
{
	int room = w - text_chars(name);
	if (room < 4) {
		pad_right(out, name, w);
		return;
	}
	int left = (room - 2) / 2, right = room - 2 - left;
	for (int i = 0; i < left; i++)
		fputc('-', out);
	fprintf(out, " %s ", name);
	for (int i = 0; i < right; i++)
		fputc('-', out);
}

static bool print_text(const struct stats_options *o, int depth, const struct algo_stats *s,
		       FILE *out)
{
	if (!print_header(o, depth, out))
		return false;
	/* The widths: of the names, of each column, and of each count's
	 * columns together, which its heading may widen (the mean's). */
	/* TRANSLATORS: the heading of the algorithms' names. */
	const char *algorithm = _("algorithm");
	int key = text_chars(algorithm), part[COUNTS][PARTS], span[COUNTS];
	char buf[CELL];
	for (int a = 0; a < o->nalgos; a++)
		if ((int)strlen(o->algos[a]->name) > key)
			key = (int)strlen(o->algos[a]->name);
	for (int c = 0; c < COUNTS; c++) {
		span[c] = -1;
		for (int k = 0; k < parts_of(c); k++) {
			part[c][k] = text_chars(_(part_names[k]));
			for (int a = 0; a < o->nalgos; a++) {
				cell(buf, &s[a], c, k);
				if ((int)strlen(buf) > part[c][k])
					part[c][k] = (int)strlen(buf);
			}
			span[c] += part[c][k] + 1;
		}
		if (text_chars(_(count_names[c])) > span[c]) {
			part[c][MEAN] += text_chars(_(count_names[c])) - span[c];
			span[c] = text_chars(_(count_names[c]));
		}
	}
	/* TRANSLATORS: mean, min and max are the table's headings. */
	if (!width_printf(out, o->width, ngettext("mean: the average over the %ld tree; min, max: the "
						  "fewest and the most.",
						  "mean: the average over the %ld trees; min, max: "
						  "the fewest and the most.", (unsigned long)o->trees),
			  o->trees))
		return false;
	/* Counts c0 .. c1-1 in a table, two spaces apart; the first always,
	 * however wide. */
	for (int c0 = 0, c1; c0 < COUNTS; c0 = c1) {
		int used = key + 2 + span[c0];
		for (c1 = c0 + 1; c1 < COUNTS && used + 2 + span[c1] <= o->width; c1++)
			used += 2 + span[c1];
		fprintf(out, "\n%*s", key, "");
		for (int c = c0; c < c1; c++) {
			fputs("  ", out);
			spanning_heading(out, _(count_names[c]), span[c]);
		}
		fputc('\n', out);
		pad_left(out, algorithm, key);
		for (int c = c0; c < c1; c++)
			for (int k = 0; k < parts_of(c); k++) {
				fprintf(out, "%*s", k ? 1 : 2, "");
				pad_right(out, _(part_names[k]), part[c][k]);
			}
		fputc('\n', out);
		for (int a = 0; a < o->nalgos; a++) {
			fprintf(out, "%-*s", key, o->algos[a]->name);
			for (int c = c0; c < c1; c++)
				for (int k = 0; k < parts_of(c); k++) {
					cell(buf, &s[a], c, k);
					fprintf(out, "%*s%*s", k ? 1 : 2, "", part[c][k], buf);
				}
			fputc('\n', out);
		}
	}
	return true;
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
		if (o->gen.irregular || o->game)
			fprintf(out, "\t\n");
		else
			fprintf(out, "\t%.0f\n", minimal_leaves(o->gen.branching, depth));
	}
}

/* The mean as ever, and the exact sum it comes from, which --merge adds
 * up: a rounded mean could not give the merged run's mean exactly. */
static void json_summary(FILE *out, const char *key, const struct summary *s, bool last)
{
	json_string(out, key);
	fprintf(out, ": {\"mean\": %.4f, \"min\": %ld, \"max\": %ld, \"sum\": %lld}%s", s->mean,
		s->min, s->max, s->sum, last ? "" : ", ");
}

static void print_json_results(const struct stats_options *o, const struct algo_stats *s,
			       FILE *out);

static void print_json(const struct stats_options *o, int depth, const struct algo_stats *s,
		       FILE *out)
{
	char order[32];
	const char *ord = gen_order_name(&o->gen, order, sizeof order);
	if (o->game) {
		char pos[64];
		game_position_text(o->game, pos, sizeof pos);
		fprintf(out, "{\"trees\": %ld, \"first_tree\": %ld, \"game\": \"%s\", \"position\": ",
			o->trees, o->first, game_kind_name(o->game->kind));
		json_string(out, pos);
		if (o->game_depth >= 0)
			fprintf(out, ", \"depth\": %d", o->game_depth);
		else
			fprintf(out, ", \"depth\": null");
		fprintf(out, ", \"order\": \"%s\", \"seed\": %llu", game_order_name(o->game_order),
			(unsigned long long)o->gen.seed);
		print_json_results(o, s, out);
		return;
	}
	fprintf(out, "{\"trees\": %ld, \"first_tree\": %ld, \"branching\": %d, \"depth\": %d, "
		"\"order\": ", o->trees, o->first, o->gen.branching, depth);
	if (o->gen.order == ORDER_PROBABILITY)
		fprintf(out, "%s", ord);
	else
		json_string(out, ord);
	fprintf(out, ", \"seed\": %llu, \"minimal_leaves\": ", (unsigned long long)o->gen.seed);
	if (o->gen.irregular)
		fprintf(out, "null");
	else
		fprintf(out, "%.0f", minimal_leaves(o->gen.branching, depth));
	/* The rest of what makes the trees, so that --merge can tell shards
	 * of one run from shards of another. */
	fprintf(out, ", \"shape\": \"%s\", \"values\": ", o->gen.irregular ? "irregular" : "uniform");
	if (o->gen.ranged)
		fprintf(out, "[%d, %d]", o->gen.lo, o->gen.hi);
	else
		fprintf(out, "null");
	print_json_results(o, s, out);
}

/* The end of a JSON summary: each algorithm's counts. */
static void print_json_results(const struct stats_options *o, const struct algo_stats *s,
			       FILE *out)
{
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

/* Algorithms whose leaf counts are the same on every tree summarised
 * (alphabeta and alphabeta-soft, pvs and pvs-soft): the one a coincides
 * with, first in the list, or -1.  Read off the data, never assumed. */
static int coincides_with(const struct stats_options *o, const struct algo_stats *all, int a)
{
	int depths = o->depth_to - o->depth_from + 1;
	for (int b = 0; b < a; b++) {
		bool same = true;
		for (int d = 0; d < depths && same; d++) {
			const struct summary *x = &all[d * o->nalgos + a].leaves;
			const struct summary *y = &all[d * o->nalgos + b].leaves;
			same = x->mean == y->mean && x->min == y->min && x->max == y->max;
		}
		if (same)
			return b;
	}
	return -1;
}

/* "alphabeta-soft = alphabeta, pvs-soft = pvs", or "". */
static void coincidences(const struct stats_options *o, const struct algo_stats *all, char *buf,
			 size_t len)
{
	*buf = '\0';
	for (int a = 0; a < o->nalgos; a++) {
		int b = coincides_with(o, all, a);
		if (b >= 0)
			text_append(buf, len, "%s%s = %s", *buf ? ", " : "", o->algos[a]->name,
				    o->algos[b]->name);
	}
}

/* Leaves evaluated against depth, on a log scale: for each depth one
 * column per algorithm, side by side, with its mark at the mean and a bar
 * from the fewest to the most leaves over the trees; '*' the minimal tree.
 * As many depths as fit the width make a chart; the rest follow in charts
 * below it, on the same scale. */
static bool print_plot(const struct stats_options *o, const struct algo_stats *all, FILE *out)
{
	enum { ROWS = 21, AXIS = 11 };  /* AXIS: "%9.0f |" */
	int depths = o->depth_to - o->depth_from + 1, colw = o->nalgos + 3;
	int per = (o->width - AXIS) / colw;
	if (per < 1)
		per = 1;
	double top = 1;
	for (int i = 0; i < depths * o->nalgos; i++)
		top = fmax(top, (double)all[i].leaves.max);
	double decades = ceil(log10(top));
	if (decades < 1)
		decades = 1;
	fputc('\n', out);
	/* TRANSLATORS: '|' is the chart's bar. */
	fputs(_("Leaves evaluated against depth, log scale: each algorithm's mark at the mean,\n"
		"'|' from the fewest to the most over the trees:\n"), out);
	char (*grid)[WIDTH_MAX] = malloc(ROWS * sizeof *grid);
	if (!grid)
		return false;
#define ROW_OF(v) (ROWS - 1 - (int)lround(log10(fmax(v, 1)) / decades * (ROWS - 1)))
	for (int d0 = 0; d0 < depths; d0 += per) {
		int n = depths - d0 < per ? depths - d0 : per;
		memset(grid, ' ', ROWS * sizeof *grid);
		for (int d = 0; d < n; d++) {
			for (int a = 0; a < o->nalgos; a++) {
				const struct summary *sm = &all[(d0 + d) * o->nalgos + a].leaves;
				int x = d * colw + 1 + a;
				for (int r = ROW_OF((double)sm->max); r <= ROW_OF((double)sm->min); r++)
					grid[r][x] = '|';
				grid[ROW_OF(sm->mean)][x] = o->algos[a]->mark;
			}
			if (!o->gen.irregular)
				grid[ROW_OF(minimal_leaves(o->gen.branching, o->depth_from + d0 + d))]
				    [d * colw + 1 + o->nalgos] = '*';
		}
		fputc('\n', out);
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
			fprintf(out, "%.*s\n", n * colw, grid[r]);
		}
		fprintf(out, "%9s +", "");
		for (int i = 0; i < n * colw; i++)
			fputc('-', out);
		fputc('\n', out);
		/* TRANSLATORS: the chart's axis. */
		pad_right(out, _("depth"), 9);
		fputs("  ", out);
		for (int d = 0; d < n; d++)
			fprintf(out, "%*d%*s", colw / 2 + 1, o->depth_from + d0 + d, colw - colw / 2 - 1,
				"");
		fputc('\n', out);
	}
#undef ROW_OF
	free(grid);
	fputc('\n', out);
	/* The legend, wrapped to the width. */
	int col = 0;
	for (int a = 0; a <= o->nalgos; a++) {
		char item[64];
		if (a < o->nalgos)
			snprintf(item, sizeof item, "  %c %s", o->algos[a]->mark, o->algos[a]->name);
		else if (!o->gen.irregular)
			/* TRANSLATORS: the chart's legend: the mark of the minimal
			 * tree. */
			snprintf(item, sizeof item, "  * %s", _("minimal tree"));
		else
			break;
		if (col > 0 && col + text_chars(item) > o->width - 2) {
			fputc('\n', out);
			col = 0;
		}
		fputs(item, out);
		col += text_chars(item);
	}
	fputc('\n', out);
	char same[512], line[600];
	coincidences(o, all, same, sizeof same);
	if (*same) {
		/* TRANSLATORS: %s is the algorithms that count the same
		 * ("pvs = pvs-zws, negascout = pvs-soft"). */
		snprintf(line, sizeof line, _("The same counts on every tree: %s."), same);
		fputs("  ", out);
		width_print_hanging(out, line, 2, o->width);
	}
	return true;
}

struct svg_chart {
	const struct stats_options *o;
	const struct algo_stats *all;
};

/* The chart as SVG, for files_write_atomic: a line through the means of
 * each algorithm, with its own marker and a bar from the fewest to the
 * most leaves over the trees; algorithms that coincide are drawn a few
 * pixels apart and named in a note. */
static bool write_svg(FILE *f, void *ctx, char *err, size_t errlen)
{
	enum { W = 860, H = 480, L = 80, R = 230, T = 40, B = 70 };
	const struct stats_options *o = ((struct svg_chart *)ctx)->o;
	const struct algo_stats *all = ((struct svg_chart *)ctx)->all;
	int depths = o->depth_to - o->depth_from + 1;
	char text[512], style[160];
	(void)err, (void)errlen;        /* it always writes, and files.c checks the writes */
	double top = 1;
	for (int i = 0; i < depths * o->nalgos; i++)
		top = fmax(top, (double)all[i].leaves.max);
	double decades = fmax(1, ceil(log10(top)));
	double pw = W - L - R, ph = H - T - B;
#define X(d) (L + (depths > 1 ? (double)(d) / (depths - 1) * pw : pw / 2))
#define Y(v) (T + ph - log10(fmax(v, 1)) / decades * ph)
	svg_begin(f, W, H, 13);
	/* TRANSLATORS: the chart's title: %1$d is the branching, %2$ld the
	 * trees, %3$s the order (best, worst, random, as typed, or P). */
	snprintf(text, sizeof text, ngettext("Leaves evaluated against depth (branching %1$d, %2$ld "
					     "tree, order %3$s)",
					     "Leaves evaluated against depth (branching %1$d, %2$ld "
					     "trees, order %3$s)", (unsigned long)o->trees),
		 o->gen.branching, o->trees,
		 o->gen.order == ORDER_BEST ? "best" : o->gen.order == ORDER_WORST ? "worst" :
		 o->gen.order == ORDER_RANDOM ? "random" : "P");
	svg_text(f, L, 24, SVG_START, "font-size=\"16\"", text);
	for (int k = 0; k <= (int)decades; k++) {
		double y = T + ph - k / decades * ph;
		svg_line(f, L, y, L + pw, y, "stroke=\"#dddddd\"");
		snprintf(text, sizeof text, "%.0f", pow(10, k));
		svg_text(f, L - 8, y + 4, SVG_END, "", text);
	}
	for (int d = 0; d < depths; d++) {
		snprintf(text, sizeof text, "%d", o->depth_from + d);
		svg_text(f, X(d), H - B + 20, SVG_MIDDLE, "", text);
	}
	/* TRANSLATORS: the chart's axis. */
	svg_text(f, L + pw / 2, H - B + 40, SVG_MIDDLE, "", _("depth"));
	double *xy = malloc(sizeof *xy * 2 * (size_t)depths);
	if (!xy)
		return false;
	for (int a = -1; a < o->nalgos; a++) {
		if (a < 0 && o->gen.irregular)
			continue;
		const char *colour = a < 0 ? "#000000" : o->algos[a]->colour;
		/* Side by side, so that lines that coincide are both seen. */
		double dx = a < 0 ? 0 : (a - (o->nalgos - 1) / 2.0) * 4;
		for (int d = 0; d < depths; d++) {
			const struct summary *sm = a < 0 ? NULL : &all[d * o->nalgos + a].leaves;
			double v = a < 0 ? minimal_leaves(o->gen.branching, o->depth_from + d) : sm->mean;
			xy[2 * d] = X(d) + dx;
			xy[2 * d + 1] = Y(v);
			if (sm && sm->max > sm->min) {
				snprintf(style, sizeof style, "stroke=\"%s\" stroke-width=\"1.5\" "
					 "stroke-opacity=\"0.6\"", colour);
				svg_line(f, X(d) + dx, Y((double)sm->min), X(d) + dx, Y((double)sm->max),
					 style);
			}
		}
		snprintf(style, sizeof style, "stroke=\"%s\" stroke-width=\"2\"%s", colour,
			 a < 0 ? " stroke-dasharray=\"6 4\"" : "");
		svg_polyline(f, xy, depths, style);
		for (int d = 0; a >= 0 && d < depths; d++)
			svg_marker(f, a, xy[2 * d], xy[2 * d + 1], 4, colour);
		double ly = T + 10 + (a + 1) * 20;
		svg_line(f, W - R + 15, ly, W - R + 45, ly, style);
		if (a >= 0)
			svg_marker(f, a, W - R + 30, ly, 4, colour);
		svg_text(f, W - R + 52, ly + 4, SVG_START, "", a < 0 ? _("minimal tree") :
			 o->algos[a]->name);
	}
	free(xy);
	coincidences(o, all, text, sizeof text);
	double ny = T + 10 + (o->nalgos + 1) * 20 + 10;
	/* TRANSLATORS: the chart's legend: each bar goes from the fewest
	 * leaves to the most. */
	svg_text(f, W - R + 15, ny, SVG_START, "fill=\"#444444\"", _("bars: fewest to most"));
	if (*text) {
		svg_text(f, W - R + 15, ny + 20, SVG_START, "fill=\"#444444\"",
			 /* TRANSLATORS: the chart's legend, over a list of algorithms that count
			  * the same ("pvs = pvs-zws"). */
			 _("same counts on every tree:"));
		char *save = NULL;
		int i = 0;
		for (char *w = strtok_r(text, ",", &save); w; w = strtok_r(NULL, ",", &save), i++)
			svg_text(f, W - R + 25, ny + 40 + 18 * i, SVG_START, "fill=\"#444444\"",
				 w + (*w == ' '));
	}
	svg_end(f);
#undef X
#undef Y
	return true;
}

/* The output before the first depth: TSV's heading, JSON's list. */
static void print_begin(const struct stats_options *o, FILE *out)
{
	if (o->format == FORMAT_TSV) {
		fprintf(out, "depth\talgorithm");
		static const char *const m[] = { "nodes", "visits", "leaves", "researches" };
		for (int k = 0; k < 4; k++)
			fprintf(out, "\t%s_mean\t%s_min\t%s_max", m[k], m[k], m[k]);
		fprintf(out, "\tminimal_leaves\n");
	}
	if (o->format == FORMAT_JSON && o->depth_from < o->depth_to)
		fputc('[', out);
}

/* The summaries of depth number d of the run (0: the first). */
static bool print_depth(const struct stats_options *o, int d, const struct algo_stats *s, FILE *out)
{
	bool ok = true;
	switch (o->format) {
	case FORMAT_TEXT:
		if (d > 0)
			fputc('\n', out);
		ok = print_text(o, o->depth_from + d, s, out);
		break;
	case FORMAT_TSV:
		print_tsv_row(o, o->depth_from + d, s, out);
		break;
	case FORMAT_JSON:
		if (d > 0)
			fprintf(out, ",\n");
		print_json(o, o->depth_from + d, s, out);
		break;
	case FORMAT_CSV:        /* options.c keeps it to --results-summary */
		break;
	}
	files_flush(out);       /* each depth's results as soon as they are known */
	return ok;
}

/* What follows the last depth: JSON's end, the chart of a range of depths. */
static bool print_end(const struct stats_options *o, const struct algo_stats *all, FILE *out)
{
	if (o->format == FORMAT_JSON)
		fprintf(out, o->depth_from < o->depth_to ? "]\n" : "\n");
	if (o->format == FORMAT_TEXT && o->depth_from < o->depth_to)
		return print_plot(o, all, out);
	return true;
}

/* The SVG chart, when asked for; the exit status. */
static int export_chart(const struct stats_options *o, const struct algo_stats *all)
{
	char err[PATH_MAX + 128];
	struct svg_chart chart = { o, all };
	if (o->export_svg && !files_write_atomic(o->export_svg, write_svg, &chart, err, sizeof err)) {
		fprintf(stderr, "treestep: %s\n", err);
		return 1;
	}
	return 0;
}

/* A chart that cannot be written is known before minutes of searching. */
static bool chart_writable(const struct stats_options *o)
{
	char err[PATH_MAX + 128];
	if (o->export_svg && !files_check_writable(o->export_svg, err, sizeof err)) {
		fprintf(stderr, "treestep: %s\n", err);
		return false;
	}
	return true;
}

int stats_run(const struct stats_options *o, FILE *out)
{
	double start = clock_seconds();
	int depths = o->depth_to - o->depth_from + 1;
	if (!chart_writable(o))
		return 1;
	struct algo_stats *all = calloc((size_t)depths * (size_t)o->nalgos, sizeof *all);
	if (!all) {
		fprintf(stderr, "treestep: %s\n", _("out of memory"));
		return 1;
	}
	print_begin(o, out);
	bool ok = true;
	for (int d = 0; d < depths && ok; d++) {
		struct algo_stats *s = &all[d * o->nalgos];
		ok = collect(o, o->depth_from + d, start, s) && print_depth(o, d, s, out);
	}
	if (ok)
		ok = print_end(o, all, out);
	if (!ok) {
		fprintf(stderr, "treestep: %s\n", _("out of memory"));
		free(all);
		return 1;
	}
	int status = export_chart(o, all);
	free(all);
	return status;
}

int stats_print(const struct stats_options *o, const struct algo_stats *all, FILE *out)
{
	int depths = o->depth_to - o->depth_from + 1;
	if (!chart_writable(o))
		return 1;
	print_begin(o, out);
	bool ok = true;
	for (int d = 0; d < depths && ok; d++)
		ok = print_depth(o, d, &all[d * o->nalgos], out);
	if (!ok || !print_end(o, all, out)) {
		fprintf(stderr, "treestep: %s\n", _("out of memory"));
		return 1;
	}
	return export_chart(o, all);
}
