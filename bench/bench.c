/* bench.c - make bench: how fast treestep searches in statistics mode,
 * how much memory a search of a billion-leaf tree takes, and how quickly
 * the stepper shows a large tree and answers its keys.
 *
 * Speeds are measured against a reference alpha-beta written as tightly
 * as it can be, on the same generated trees through the same generator:
 * the difference is what recording, counting and the shared algorithm
 * code cost.  Usage: bench PATH-TO-TREESTEP */
#include <config.h>

#include <stdbool.h>
#include <fcntl.h>
#include <malloc.h>
#include <math.h>
#include <spawn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "search/algo.h"
#include "ui/ui.h"
#include "tree/game.h"
#include "tree/gen.h"
#include "tree/load.h"

#include "ref.h"

static double seconds(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

/* How long the stepper takes to show its first screen (running the search
 * and recording the trace included) and to answer keys, drawing on a
 * virtual screen (script.c), 80x24 unless said: the same code as on a
 * terminal. */
struct stepper_timing {
	double first_screen;    /* seconds */
	double key_mean, key_max;       /* keys that move through the steps */
	/* The same keys' means: one step forward (->) and back (<-), and the
	 * jumps (PgDn, PgUp, ], [).  A step back, and a jump, replay the
	 * trace from the last step kept: on a long trace that can be most of
	 * a key's time, where a step forward is mostly the picture's. */
	double forward_mean, back_mean, jump_mean;
	const char *slowest;    /* the key that took key_max, and in which round */
	int slowest_round;
	int keys;
	double first_end;       /* the first End: replaying the whole trace */
	double ends_max;        /* End and Home after the first: from one end to the other */
	double other_max;       /* o and v: a new layout or view */
	double tab, split;      /* the slowest Tab (the next algorithm), and s (the split view) */
	/* The split view's own keys, which move both halves by node visit. */
	double split_mean, split_max;
	const char *split_slowest;
	int split_round, split_keys;
	double split_ends_max;  /* End and Home in the split view */
	double split_close;     /* s again: back to the step screen */
	double event_bytes;     /* the trace's memory per event */
	double journal_bytes;   /* the state's record for going back, per step, at the end */
	int events;
};

static const char *key_label(int key)
{
	switch (key) {
	case KEY_RIGHT: return "->";
	case KEY_LEFT: return "<-";
	case KEY_NPAGE: return "PgDn";
	case KEY_PPAGE: return "PgUp";
	case ']': return "]";
	case '[': return "[";
	default: return "?";
	}
}

static double key_time(struct ui *ui, int key)
{
	stepper_settle(ui);     /* as the terminal does after drawing, before a key */
	double k0 = seconds();
	stepper_key(ui, key);
	stepper_draw(ui);
	refresh();
	return seconds() - k0;
}

/* The split view on the same tree: s opens it (the right half's trace is
 * there already, Tab made it) and closes it, each the slowest of three;
 * then its step keys, which move both halves by node visit, as the plain
 * view's are measured, in ten rounds with End and Home once each. */
static void measure_split(struct ui *ui, struct stepper_timing *out)
{
	static const int keys[] = {
		KEY_RIGHT, KEY_RIGHT, KEY_RIGHT, KEY_NPAGE, ']', KEY_LEFT, KEY_LEFT,
		KEY_END, KEY_LEFT, KEY_LEFT, KEY_PPAGE, '[', KEY_LEFT, KEY_RIGHT, KEY_HOME,
	};
	for (int i = 0; i < 3; i++) {
		double open = key_time(ui, 's'), close = key_time(ui, 's');
		if (open > out->split)
			out->split = open;
		if (close > out->split_close)
			out->split_close = close;
	}
	key_time(ui, 's');
	for (int round = 0; round < 10; round++)
		for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++) {
			double k = key_time(ui, keys[i]);
			if (keys[i] == KEY_END || keys[i] == KEY_HOME) {
				if (k > out->split_ends_max)
					out->split_ends_max = k;
				continue;
			}
			out->split_mean += k;
			if (k > out->split_max) {
				out->split_max = k;
				out->split_slowest = key_label(keys[i]);
				out->split_round = round + 1;
			}
			out->split_keys++;
		}
	out->split_mean /= out->split_keys;
}

static bool measure_stepper(struct tree *t, const struct algorithm *a, int cols, int lines,
			    struct stepper_timing *out)
{
	/* The keys a student presses most: forward, back, jumps, events;
	 * End and Home once a round, so that every step back starts far
	 * from step 0. */
	static const int keys[] = {
		KEY_RIGHT, KEY_RIGHT, KEY_RIGHT, KEY_NPAGE, ']', KEY_LEFT, KEY_LEFT,
		KEY_END, KEY_LEFT, KEY_LEFT, KEY_PPAGE, '[', KEY_LEFT, KEY_RIGHT, KEY_HOME,
		KEY_RIGHT, 'o', KEY_RIGHT, KEY_LEFT, 'o', 'v', KEY_RIGHT, 'v',
	};
	struct ui ui = { .tree = t };
	memset(out, 0, sizeof *out);
	term_set_locale(&ui);
	double start = seconds();
	SCREEN *screen = vscreen_open(cols, lines);
	int forward = 0, back = 0, jumps = 0;
	if (!screen)
		return false;
	bool ok = stepper_start(&ui, step_screen_new(), (int)(a - algorithms), -1);
	if (ok) {
		term_start(&ui);
		stepper_draw(&ui);
		refresh();
		out->first_screen = seconds() - start;
		const struct trace *tr = ui.st.trace;
		out->events = tr->count;
		out->event_bytes = ((double)tr->cap * sizeof *tr->events +
				    (double)tr->capids * sizeof *tr->ids) / tr->count;
		for (int round = 0; round < 10; round++)
			for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++) {
				double k = key_time(&ui, keys[i]);
				if (keys[i] == KEY_END && round == 0) {
					out->first_end = k;
					out->journal_bytes = (double)state_history_bytes(&ui.st) /
							     ui.st.step;
					continue;
				}
				if (keys[i] == 'o' || keys[i] == 'v') {
					if (k > out->other_max)
						out->other_max = k;
					continue;
				}
				if (keys[i] == KEY_END || keys[i] == KEY_HOME) {
					if (k > out->ends_max)
						out->ends_max = k;
					continue;
				}
				out->key_mean += k;
				if (keys[i] == KEY_RIGHT) {
					out->forward_mean += k;
					forward++;
				} else if (keys[i] == KEY_LEFT) {
					out->back_mean += k;
					back++;
				} else {
					out->jump_mean += k;
					jumps++;
				}
				if (k > out->key_max) {
					out->key_max = k;
					out->slowest = key_label(keys[i]);
					out->slowest_round = round + 1;
				}
				out->keys++;
			}
		out->key_mean /= out->keys;
		out->forward_mean /= forward;
		out->back_mean /= back;
		out->jump_mean /= jumps;
		/* Tab through every algorithm: each is traced the first time. */
		for (int i = 0; i < algorithm_count; i++) {
			double k = key_time(&ui, '\t');
			if (k > out->tab)
				out->tab = k;
		}
		measure_split(&ui, out);
	}
	vscreen_close(screen);
	stepper_free(&ui);
	return ok;
}

#define BRANCHING REF_BRANCHING
#define DEPTH 8

/* ---- Paired measurements ------------------------------------------------------
 * A ratio of two speeds measured one after the other on a shared machine
 * mixes the speeds with whatever else ran meanwhile.  So every ratio here
 * is measured in rounds of A B B A over the very same work (the same trees
 * for both sides), which cancels a load that drifts steadily within a
 * round; each round gives one ratio, and the median of ROUNDS rounds is
 * printed with the range of the rest, which says how far to trust it. */
#define ROUNDS 7
#define HALF_SECONDS 0.1        /* the least one side takes in a round */

/* One side of a pair: treestep's algorithm a, or with a NULL the reference
 * (alpha-beta, or PVS with pvs). */
struct side {
	const struct algorithm *a;
	bool pvs;
	bool free;              /* the reference alpha-beta with no generator */
	bool nodes;             /* the reference PVS that counts distinct nodes too */
};

/* One tree searched by the reference s asks for; its visits. */
static long ref_side(const struct side *s, uint64_t seed, int depth)
{
	long v, nodes;
	if (s->free)
		ref_search_free(seed, depth, &v);
	else if (s->nodes) {
		ref_search_nodes(seed, depth, &v, &nodes);
		if (nodes < 0) {
			fprintf(stderr, "bench: the reference ran out of records (seed %llu, "
				"depth %d)\n", (unsigned long long)seed, depth);
			exit(1);
		}
	} else
		ref_search(s->pvs, seed, depth, &v);
	return v;
}

/* Searches trees seed 1 .. trees at depth, passes times over; the visits. */
static long run_side(const struct side *s, int depth, long trees, int passes)
{
	long visits = 0;
	for (int pass = 0; pass < passes; pass++)
		for (uint64_t seed = 1; seed <= (uint64_t)trees; seed++) {
			if (s->a) {
				struct gen g = { .branching = BRANCHING, .depth = depth, .seed = seed };
				struct result r;
				if (!algorithm_run_gen(s->a, &g, &r))
					exit(1);
				visits += r.counts.visits;
			} else {
				visits += ref_side(s, seed, depth);
			}
		}
	return visits;
}

/* How many trees side s searches in HALF_SECONDS (at least one). */
static long trees_for(const struct side *s, int depth)
{
	long trees = 0;
	double start = seconds();
	do {
		trees++;
		if (s->a) {
			struct gen g = { .branching = BRANCHING, .depth = depth, .seed = (uint64_t)trees };
			struct result r;
			if (!algorithm_run_gen(s->a, &g, &r))
				exit(1);
		} else {
			ref_side(s, (uint64_t)trees, depth);
		}
	} while (seconds() - start < HALF_SECONDS);
	return trees;
}

/* How many passes over the trees make side s take HALF_SECONDS: the
 * faster side goes over the same trees again, so that it is timed over
 * as long as the slower (minimax visits a thousand times as many nodes
 * as alpha-beta on the same trees). */
static int passes_for(const struct side *s, int depth, long trees)
{
	double start = seconds();
	run_side(s, depth, trees, 1);
	double once = seconds() - start;
	int passes = once > 0 ? (int)ceil(HALF_SECONDS / once) : 1;
	return passes < 1 ? 1 : passes > 100000 ? 100000 : passes;
}

static int by_value(const void *x, const void *y)
{
	double a = *(const double *)x, b = *(const double *)y;
	return (a > b) - (a < b);
}

/* The median of n values, which it sorts. */
static double median(double *v, int n)
{
	qsort(v, (size_t)n, sizeof *v, by_value);
	return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

/* A paired measurement: B's speed (visits per second) over A's. */
struct paired {
	double ratio, lo, hi;           /* the median ratio, the fewest and the most */
	double ns_a, ns_b;              /* the median cost of a visit of each side, ns */
	long trees;
};

static struct paired pair(const struct side *a, const struct side *b, int depth)
{
	struct paired p;
	long ta = trees_for(a, depth), tb = trees_for(b, depth);
	p.trees = ta < tb ? ta : tb;
	int pa = passes_for(a, depth, p.trees), pb = passes_for(b, depth, p.trees);
	double ratio[ROUNDS], ns_a[ROUNDS], ns_b[ROUNDS];
	for (int r = 0; r < ROUNDS; r++) {
		long va = 0, vb = 0;
		double t0 = seconds();
		va += run_side(a, depth, p.trees, pa);
		double t1 = seconds();
		vb += run_side(b, depth, p.trees, pb);
		vb += run_side(b, depth, p.trees, pb);
		double t2 = seconds();
		va += run_side(a, depth, p.trees, pa);
		double t3 = seconds(), time_a = (t1 - t0) + (t3 - t2), time_b = t2 - t1;
		ratio[r] = ((double)vb / time_b) / ((double)va / time_a);
		ns_a[r] = time_a / (double)va * 1e9;
		ns_b[r] = time_b / (double)vb * 1e9;
	}
	p.ratio = median(ratio, ROUNDS);        /* sorted: the ends are the range */
	p.lo = ratio[0];
	p.hi = ratio[ROUNDS - 1];
	p.ns_a = median(ns_a, ROUNDS);
	p.ns_b = median(ns_b, ROUNDS);
	return p;
}

/* The load average after a part, so that figures from a busy machine are
 * known to be: own is how many processors the bench itself kept busy
 * (the 1-minute figure counts it), and more than half a processor of
 * other work on top is said to make the figures less sure. */
static void print_load(const char *when, double own)
{
	double load[3];
	long cpus = sysconf(_SC_NPROCESSORS_ONLN);
	if (getloadavg(load, 3) != 3) {
		printf("(the load average %s could not be read)\n", when);
		return;
	}
	printf("Load average %s: %.2f %.2f %.2f (1, 5, 15 minutes; %ld processors; the bench's "
	       "own share about %.0f)%s\n", when, load[0], load[1], load[2], cpus, own,
	       load[0] > own + 0.5 ? "\n  The machine was busy with other work: the figures vary "
	       "more than on a quiet one." : "");
}

/* The reference makes the visits treestep makes, tree for tree, and finds
 * the same value, and the PVS that counts distinct nodes counts the ones
 * treestep counts, or the bench stops: a ratio against a search of other
 * trees would mean nothing. */
static void check_reference(int depth)
{
	const struct algorithm *ab = algorithm_find("alphabeta"), *pvs = algorithm_find("pvs");
	for (uint64_t seed = 1; seed <= 20; seed++) {
		struct gen g = { .branching = BRANCHING, .depth = depth, .seed = seed };
		struct result x, y;
		long vr, vq, vn, nodes;
		int ar = ref_search(false, seed, depth, &vr), aq = ref_search(true, seed, depth, &vq);
		int an = ref_search_nodes(seed, depth, &vn, &nodes);
		if (!algorithm_run_gen(ab, &g, &x) || !algorithm_run_gen(pvs, &g, &y) ||
		    x.counts.visits != vr || y.counts.visits != vq || x.value != ar || y.value != aq ||
		    y.counts.visits != vn || y.value != an || y.counts.nodes != nodes) {
			fprintf(stderr, "bench: the reference does not make the visits or count the "
				"nodes treestep does (seed %llu, depth %d)\n", (unsigned long long)seed,
				depth);
			exit(1);
		}
	}
}

/* Seconds of treestep --stats JOBS_TREES with --jobs jobs: the time until
 * it exits. */
#define JOBS_TREES 100
static double stats_seconds(const char *treestep, int jobs)
{
	char j[16];
	snprintf(j, sizeof j, "%d", jobs);
	double start = seconds();
	fflush(stdout);
	pid_t pid = fork();
	if (pid == 0) {
		if (!freopen("/dev/null", "w", stdout))
			_exit(127);
		char trees[16];
		snprintf(trees, sizeof trees, "%d", JOBS_TREES);
		execl(treestep, "treestep", "--stats", trees, "--random", "8,8", "--algo",
		      "alphabeta,pvs", "--jobs", j, (char *)NULL);
		_exit(127);
	}
	int status;
	if (pid < 0 || waitpid(pid, &status, 0) < 0 || !WIFEXITED(status) ||
	    WEXITSTATUS(status) != 0) {
		fprintf(stderr, "bench: %s failed\n", treestep);
		exit(1);
	}
	return seconds() - start;
}

/* Peak resident memory (KiB) and time of treestep --stats 1 on one tree. */
static long peak_kib(const char *treestep, const char *algo, int depth, double *secs)
{
	char random[32];
	snprintf(random, sizeof random, "%d,%d", BRANCHING, depth);
	double start = seconds();
	fflush(stdout);         /* or the child would print it again */
	pid_t pid = fork();
	if (pid == 0) {
		if (!freopen("/dev/null", "w", stdout))
			_exit(127);
		execl(treestep, "treestep", "--stats", "1", "--random", random, "--algo", algo,
		      (char *)NULL);
		_exit(127);
	}
	int status;
	struct rusage ru;
	if (pid < 0 || wait4(pid, &status, 0, &ru) < 0 || !WIFEXITED(status) ||
	    WEXITSTATUS(status) != 0) {
		fprintf(stderr, "bench: %s failed\n", treestep);
		exit(1);
	}
	*secs = seconds() - start;
	return ru.ru_maxrss;
}

static bool bench_stepper(const char *treestep, const char *only);
static bool bench_games(const char *treestep);
static bool bench_speed(void);
static bool bench_jobs(const char *treestep);

int main(int argc, char **argv)
{
	if (argc >= 3 && strcmp(argv[2], "stepper") == 0)     /* only the stepper's part */
		return bench_stepper(argv[1], argc > 3 ? argv[3] : NULL) ? 0 : 1;
	if (argc == 3 && strcmp(argv[2], "speed") == 0)       /* only statistics mode's */
		return bench_speed() ? 0 : 1;
	if (argc == 3 && strcmp(argv[2], "games") == 0)       /* only the games' */
		return bench_games(argv[1]) ? 0 : 1;
	if (argc != 2) {
		fprintf(stderr, "usage: bench PATH-TO-TREESTEP [speed | games | stepper [ALGORITHM]]\n");
		return 2;
	}
	/* First, while this process is small: a forked child starts with its
	 * memory, and its peak would count it. */
	printf("Peak memory of treestep --stats 1 --random %d,D (one tree):\n\n", BRANCHING);
	static const char *const algos[] = { "alphabeta", "pvs", "negascout" };
	long peak[3][7] = { { 0 } };
	for (int a = 0; a < 3; a++)
		for (int d = 6; d <= 12; d += 2) {
			double secs;
			long kib = peak[a][d / 2] = peak_kib(argv[1], algos[a], d, &secs);
			printf("%-10s depth %2d (%.0f leaves): %7ld KiB, %.2f s\n", algos[a], d,
			       pow(BRANCHING, d), kib, secs);
		}
	/* Alpha-beta keeps no record of the nodes visited: what PVS and
	 * NegaScout take beyond it is their record, per distinct node. */
	printf("\n");
	for (int a = 1; a < 3; a++) {
		struct gen g = { .branching = BRANCHING, .depth = 12, .seed = 1 };
		struct result r;
		if (!algorithm_run_gen(algorithm_find(algos[a]), &g, &r))
			return 1;
		printf("%-10s depth 12: %.2f bytes per distinct node for its record of the nodes "
		       "visited (%ld nodes)\n", algos[a],
		       (double)(peak[a][6] - peak[0][6]) * 1024 / (double)r.counts.nodes, r.counts.nodes);
	}
	algorithm_release_memory();


	return bench_speed() && bench_jobs(argv[1]) && bench_stepper(argv[1], NULL) &&
	       bench_games(argv[1]) ? 0 : 1;
}

/* Statistics mode against the reference, and its cost per visit by depth:
 * every ratio paired (pair() above). */
static bool bench_speed(void)
{
	for (int d = 4; d <= 10; d += 2)
		check_reference(d);
	printf("\nStatistics mode: treestep's visits per second over the reference's, branching %d,\n"
	       "depth %d, random order.  The reference is a tight alpha-beta or PVS (bench/ref.c),\n"
	       "with its own copy of the generator, passing each value down: it makes the\n"
	       "visits treestep makes, tree for tree (checked before this table), and counts\n"
	       "nothing else; treestep also counts leaves, cutoffs and re-searches, and the\n"
	       "algorithms that re-search keep a record to count distinct nodes.  Each ratio is\n"
	       "measured in %d rounds of reference, treestep, treestep, reference over the same\n"
	       "trees: the median, and the fewest and the most of the rounds.\n",
	       BRANCHING, DEPTH, ROUNDS);
	print_load("before", 0);
	printf("\n%-15s %6s %10s %10s  %s\n", "", "", "reference", "treestep", "");
	printf("%-15s %6s %10s %10s  %s\n", "algorithm", "trees", "ns/visit", "ns/visit",
	       "ratio: median (range)");
	for (int i = 0; i < algorithm_count; i++) {
		if (algorithms[i].needs_table || algorithms[i].chance)
			continue;       /* MTD(f), SSS*: trees built in memory; expectimax */
		bool pvs_like = algorithms[i].researches;
		struct side ref = { .pvs = pvs_like }, own = { .a = &algorithms[i] };
		struct paired p = pair(&ref, &own, DEPTH);
		printf("%-15s %6ld %10.1f %10.1f  %.2f (%.2f to %.2f) of the reference %s\n",
		       algorithms[i].name, p.trees, p.ns_a, p.ns_b, p.ratio, p.lo, p.hi,
		       pvs_like ? "pvs" : "alpha-beta");
		fflush(stdout);
	}
	printf("\nCost per visit by depth (ns, medians of the rounds; flat is the aim):\n\n");
	const struct algorithm *ab = algorithm_find("alphabeta"), *pvs = algorithm_find("pvs");
	for (int d = 8; d <= 13; d++) {       /* the range */
		struct side ra = { .pvs = false }, rp = { .pvs = true };
		struct side a = { .a = ab }, p = { .a = pvs };
		struct paired x = pair(&ra, &a, d), y = pair(&rp, &p, d);
		printf("depth %2d: alphabeta %5.1f (reference %5.1f; %.2f, %.2f to %.2f), "
		       "pvs %5.1f (reference %5.1f; %.2f, %.2f to %.2f)\n", d, x.ns_b, x.ns_a, x.ratio,
		       x.lo, x.hi, y.ns_b, y.ns_a, y.ratio, y.lo, y.hi);
		fflush(stdout);
	}
	/* The reference PVS above counts visits only; statistics mode also
	 * counts PVS's distinct nodes, which takes a record of the nodes
	 * entered.  Against a reference that keeps one too: */
	printf("\nPVS against a reference PVS that counts distinct nodes too (bench/ref.c,\n"
	       "ref_search_nodes: its own record of the nodes entered, checked to count what\n"
	       "treestep counts), by depth:\n\n");
	for (int d = 8; d <= 13; d++) {
		struct side rn = { .pvs = true, .nodes = true }, p = { .a = pvs };
		struct paired z = pair(&rn, &p, d);
		printf("depth %2d: pvs %5.1f ns/visit (reference %5.1f): %.2f (%.2f to %.2f)\n", d,
		       z.ns_b, z.ns_a, z.ratio, z.lo, z.hi);
		fflush(stdout);
	}
	/* What the generator costs: the floor a search without one stands on. */
	printf("\nAgainst the reference alpha-beta with no generator (bench/ref.c, ref_search_free:\n"
	       "a node's draw one multiplication of its number, no SplitMix64; other trees, so only\n"
	       "the cost of a visit compares), depth %d:\n\n", DEPTH);
	struct side none = { .free = true }, a = { .a = ab }, p = { .a = pvs };
	struct paired x = pair(&none, &a, DEPTH), y = pair(&none, &p, DEPTH);
	printf("alphabeta %5.1f ns/visit, pvs %5.1f (no generator %5.1f): alphabeta %.2f (%.2f to %.2f), "
	       "pvs %.2f (%.2f to %.2f)\n", x.ns_b, y.ns_b, x.ns_a, x.ratio, x.lo, x.hi, y.ratio, y.lo,
	       y.hi);
	print_load("after", 1);
	ref_release();
	return true;
}

/* --stats in parallel: --jobs 1 against one job per processor, paired as
 * the speeds are (1 N N 1, ROUNDS rounds), over the same trees. */
static bool bench_jobs(const char *treestep)
{
	long cpus = sysconf(_SC_NPROCESSORS_ONLN);
	int jobs = cpus < 2 ? 2 : cpus > 256 ? 256 : (int)cpus;
	double ratio[ROUNDS], one[ROUNDS], many[ROUNDS];
	for (int r = 0; r < ROUNDS; r++) {
		double a = stats_seconds(treestep, 1), b = stats_seconds(treestep, jobs);
		b += stats_seconds(treestep, jobs);
		a += stats_seconds(treestep, 1);
		one[r] = a / 2;
		many[r] = b / 2;
		ratio[r] = a / b;
	}
	double m = median(ratio, ROUNDS);
	printf("\ntreestep --stats %d --random 8,8 --algo alphabeta,pvs: --jobs 1 %.2f s, --jobs %d "
	       "%.2f s (medians): %.2f times as fast (%.2f to %.2f over %d rounds; %ld processors "
	       "online)\n", JOBS_TREES, median(one, ROUNDS), jobs, median(many, ROUNDS), m, ratio[0],
	       ratio[ROUNDS - 1], ROUNDS, cpus);
	print_load("after", jobs);
	return true;
}

/* The peak memory of loading text, per node: in a child, so that what
 * this process took before does not count, and nothing it freed is
 * used again.  (A child's peak starts at its size when forked.) */
static double load_peak_bytes(const char *text, size_t len)
{
	int fds[2];
	double bytes = -1;
	if (pipe(fds) != 0)
		return -1;
	fflush(stdout);
	pid_t pid = fork();
	if (pid == 0) {
		long pages = 0, resident = 0;
		FILE *statm = fopen("/proc/self/statm", "r");
		if (!statm || fscanf(statm, "%ld %ld", &pages, &resident) != 2)
			_exit(1);
		fclose(statm);
		struct tree t;
		char err[LOAD_ERROR_MAX];
		struct rusage ru;
		if (!tree_load_string(text, len, "bench", &t, err, sizeof err) ||
		    getrusage(RUSAGE_SELF, &ru) != 0)
			_exit(1);
		bytes = ((double)ru.ru_maxrss * 1024 - (double)resident * sysconf(_SC_PAGESIZE)) /
			t.count;
		_exit(write(fds[1], &bytes, sizeof bytes) == sizeof bytes ? 0 : 1);
	}
	close(fds[1]);
	if (pid < 0 || read(fds[0], &bytes, sizeof bytes) != sizeof bytes)
		bytes = -1;
	close(fds[0]);
	if (pid > 0)
		waitpid(pid, NULL, 0);
	return bytes;
}

/* The time to load text, per node, as a process's first load: in a
 * child, so that no memory this process took and gave back before is
 * there to be used again. */
static double load_once_ns(const char *text, size_t len)
{
	int fds[2];
	double ns = 0;
	if (pipe(fds) != 0)
		return 0;
	fflush(stdout);
	pid_t pid = fork();
	if (pid == 0) {
		struct tree t;
		char err[LOAD_ERROR_MAX];
		double start = seconds();
		if (!tree_load_string(text, len, "bench", &t, err, sizeof err)) {
			fprintf(stderr, "%s\n", err);
			_exit(1);
		}
		ns = (seconds() - start) * 1e9 / t.count;
		_exit(write(fds[1], &ns, sizeof ns) == sizeof ns ? 0 : 1);
	}
	close(fds[1]);
	if (pid < 0 || read(fds[0], &ns, sizeof ns) != sizeof ns)
		ns = 0;
	close(fds[0]);
	if (pid > 0)
		waitpid(pid, NULL, 0);
	return ns;
}

/* The median of ROUNDS such loads, with the fewest and the most in *lo
 * and *hi; zero on a failure. */
static double load_ns(const char *text, size_t len, double *lo, double *hi)
{
	double ns[ROUNDS];
	for (int r = 0; r < ROUNDS; r++)
		if ((ns[r] = load_once_ns(text, len)) <= 0)
			return 0;
	double m = median(ns, ROUNDS);
	*lo = ns[0];
	*hi = ns[ROUNDS - 1];
	return m;
}

/* The first screen as a student gets it: treestep started afresh on the
 * tree's file, with a script of no keys (the screen printed, then exit).
 * Started with posix_spawn, as a shell would: a fork of the bench, which
 * holds hundreds of megabytes by now, would time the copy of its page
 * tables too. */
static double cold_first_screen(const char *treestep, const char *algo, const char *tree,
				const char *keys)
{
	char *argv[] = { "treestep", "--algo", (char *)algo, "--script", (char *)keys,
			 (char *)tree, NULL };
	posix_spawn_file_actions_t actions;
	pid_t pid;
	int status;
	fflush(stdout);
	double start = seconds();
	bool ok = posix_spawn_file_actions_init(&actions) == 0 &&
		  posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0) == 0 &&
		  posix_spawn(&pid, treestep, &actions, NULL, argv, environ) == 0 &&
		  waitpid(pid, &status, 0) == pid && WIFEXITED(status) && WEXITSTATUS(status) == 0;
	double took = seconds() - start;
	posix_spawn_file_actions_destroy(&actions);
	if (!ok) {
		fprintf(stderr, "bench: %s --script failed\n", treestep);
		exit(1);
	}
	return took;
}

/* The stepper on the tree of the issue: a million nodes, minimax making
 * 2.9 million steps. */
static bool bench_stepper(const char *treestep, const char *only)
{
	printf("\nThe stepper on a tree of 1,111,111 nodes (--random 10,6):\n\n");
	struct gen g = { .branching = 10, .depth = 6, .seed = 1 };
	char *text = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&text, &len);
	if (!f || !gen_write(&g, f))
		return false;
	fclose(f);
	/* The tree's file and an empty script, for treestep started cold. */
	char tree[] = "/tmp/treestep-bench-XXXXXX", keys[] = "/tmp/treestep-keys-XXXXXX";
	int tfd = mkstemp(tree), kfd = tfd >= 0 ? mkstemp(keys) : -1;
	bool written = kfd >= 0 && write(tfd, text, len) == (ssize_t)len;
	if (tfd >= 0)
		close(tfd);
	if (kfd >= 0)
		close(kfd);
	if (!written)
		return false;
	double peak = load_peak_bytes(text, len), load_lo, load_hi;
	double load_median = load_ns(text, len, &load_lo, &load_hi);
	if (load_median <= 0)
		return false;
	static const char *const names[] = { "minimax", "alphabeta", "pvs" };
	bool first = true;
	for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
		if (only && strcmp(only, names[i]) != 0)
			continue;
		struct tree t;
		char err[LOAD_ERROR_MAX];
		struct stepper_timing timing;
		struct mallinfo2 m0 = mallinfo2();
		double start = seconds();
		if (!tree_load_string(text, len, "bench", &t, err, sizeof err)) {
			fprintf(stderr, "%s\n", err);
			return false;
		}
		double load = seconds() - start;
		struct mallinfo2 m1 = mallinfo2();
		if (first)
			printf("loading the tree (%zu bytes of text): %.0f ns a node (%.3f s; the "
			       "median of %d loads, %.0f to %.0f),\n%.1f bytes per node kept, a peak "
			       "of %.1f\n\n", len, load_median, load_median * t.count / 1e9, ROUNDS,
			       load_lo, load_hi, ((double)m1.uordblks + (double)m1.hblkhd -
					   (double)m0.uordblks - (double)m0.hblkhd) / t.count, peak);
		first = false;
		if (!measure_stepper(&t, algorithm_find(names[i]), MIN_COLS, MIN_LINES, &timing))
			return false;
		printf("%-9s %d steps, %.1f bytes per step in the trace; first screen %.3f s "
		       "(the load included: %.3f s)\n"
		       "          step keys: mean %.2f ms, slowest %.2f ms (%s in round %d; %d keys);\n"
		       "          End or Home at most "
		       "%.0f ms\n          the first End %.0f ms (%.1f bytes per step kept for jumps "
		       "back and to the end)\n"
		       "          Tab (the slowest, through all nine) %.0f ms, s %.0f ms, o or v %.0f ms\n",
		       names[i], timing.events, timing.event_bytes, timing.first_screen,
		       load + timing.first_screen, timing.key_mean * 1e3, timing.key_max * 1e3,
		       timing.slowest, timing.slowest_round,
		       timing.keys, timing.ends_max * 1e3, timing.first_end * 1e3, timing.journal_bytes,
		       timing.tab * 1e3,
		       timing.split * 1e3, timing.other_max * 1e3);
		printf("          split view: step keys mean %.2f ms, slowest %.2f ms (%s in round %d; "
		       "%d keys);\n          End or Home at most %.0f ms; s to close it %.0f ms\n",
		       timing.split_mean * 1e3, timing.split_max * 1e3, timing.split_slowest,
		       timing.split_round, timing.split_keys, timing.split_ends_max * 1e3,
		       timing.split_close * 1e3);
		tree_free(&t);
		double cold[ROUNDS];
		for (int r = 0; r < ROUNDS; r++)
			cold[r] = cold_first_screen(treestep, names[i], tree, keys);
		double m = median(cold, ROUNDS);
		printf("          first screen of treestep started afresh on the file: %.3f s "
		       "(the median of %d, %.3f to %.3f)\n", m, ROUNDS, cold[0], cold[ROUNDS - 1]);
	}
	unlink(tree);
	unlink(keys);
	free(text);
	return true;
}

/* Seconds until treestep --game tictactoe --compare --algo all exits: the
 * whole game from the empty board, made, loaded and searched by every
 * algorithm, as a class runs it. */
static double compare_game_seconds(const char *treestep)
{
	double start = seconds();
	fflush(stdout);
	pid_t pid = fork();
	if (pid == 0) {
		if (!freopen("/dev/null", "w", stdout))
			_exit(127);
		execl(treestep, "treestep", "--game", "tictactoe", "--compare", "--algo", "all",
		      (char *)NULL);
		_exit(127);
	}
	int status;
	if (pid < 0 || waitpid(pid, &status, 0) < 0 || !WIFEXITED(status) ||
	    WEXITSTATUS(status) != 0) {
		fprintf(stderr, "bench: %s --game tictactoe failed\n", treestep);
		exit(1);
	}
	return seconds() - start;
}

/* The whole tic-tac-toe tree (issue 33): --compare with every algorithm
 * within a second, and the stepper on it within the step keys' targets. */
static bool bench_games(const char *treestep)
{
	double t[ROUNDS];
	for (int i = 0; i < ROUNDS; i++)
		t[i] = compare_game_seconds(treestep);
	double mid = median(t, ROUNDS);
	printf("\ntreestep --game tictactoe --compare --algo all (549,946 nodes to search, every "
	       "algorithm):\n%.3f s, the median of %d runs (%.3f to %.3f); the target is within "
	       "1 s\n", mid, ROUNDS, t[0], t[ROUNDS - 1]);

	struct game g;
	char err[LOAD_ERROR_MAX], *text = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&text, &len);
	if (!f || !game_start(GAME_TICTACTOE, NULL, &g, err, sizeof err) ||
	    !game_write(&g, -1, GAME_ORDER_BOARD, 0, f, NULL, err, sizeof err)) {
		if (f)
			fclose(f);
		free(text);
		return false;
	}
	fclose(f);
	/* At the least screen, where the tree folds to one character a
	 * node, and at a large one, where it keeps its values and folds less. */
	printf("\nThe stepper on the whole tic-tac-toe tree (%zu bytes of text):\n", len);
	static const char *const names[] = { "minimax", "alphabeta", "pvs" };
	static const int screens[][2] = { { MIN_COLS, MIN_LINES }, { 160, 45 } };
	for (size_t s = 0; s < sizeof screens / sizeof screens[0]; s++) {
		printf("\nat %dx%d:\n", screens[s][0], screens[s][1]);
		for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
			struct tree tr;
			struct stepper_timing timing;
			double start = seconds();
			if (!tree_load_string(text, len, "tictactoe", &tr, err, sizeof err)) {
				fprintf(stderr, "%s\n", err);
				free(text);
				return false;
			}
			double load = seconds() - start;
			if (!measure_stepper(&tr, algorithm_find(names[i]), screens[s][0], screens[s][1],
					     &timing)) {
				tree_free(&tr);
				free(text);
				return false;
			}
			printf("%-9s %d steps; first screen %.3f s (the load included: %.3f s)\n"
			       "          step keys: mean %.2f ms (-> %.2f, <- %.2f, PgDn PgUp ] [ "
			       "%.2f), slowest %.2f ms (%s);\n          End or Home at most %.0f ms; "
			       "Tab %.0f ms, s %.0f ms, o or v %.0f ms\n"
			       "          split view: step keys mean %.2f ms, slowest %.2f ms\n",
			       names[i], timing.events, timing.first_screen, load + timing.first_screen,
			       timing.key_mean * 1e3, timing.forward_mean * 1e3,
			       timing.back_mean * 1e3, timing.jump_mean * 1e3, timing.key_max * 1e3,
			       timing.slowest,
			       timing.ends_max * 1e3, timing.tab * 1e3, timing.split * 1e3,
			       timing.other_max * 1e3, timing.split_mean * 1e3,
			       timing.split_max * 1e3);
			tree_free(&tr);
		}
	}
	print_load("after", 1);
	free(text);
	return true;
}
