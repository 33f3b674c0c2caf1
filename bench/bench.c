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
#include <malloc.h>
#include <math.h>
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
#include "tree/gen.h"
#include "tree/load.h"

static double seconds(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

/* How long the stepper takes to show its first screen (running the search
 * and recording the trace included) and to answer keys, drawing on an
 * 80x24 virtual screen (script.c): the same code as on a terminal. */
struct stepper_timing {
	double first_screen;    /* seconds */
	double key_mean, key_max;       /* keys that move through the steps */
	const char *slowest;    /* the key that took key_max, and in which round */
	int slowest_round;
	int keys;
	double first_end;       /* the first End: replaying the whole trace */
	double ends_max;        /* End and Home after the first: from one end to the other */
	double other_max;       /* o and v: a new layout or view */
	double tab, split;      /* the slowest Tab (the next algorithm), and s (the split view) */
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
	double k0 = seconds();
	stepper_key(ui, key);
	stepper_draw(ui);
	refresh();
	return seconds() - k0;
}

static bool measure_stepper(struct tree *t, const struct algorithm *a, struct stepper_timing *out)
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
	SCREEN *screen = vscreen_open(MIN_COLS, MIN_LINES);
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
				if (k > out->key_max) {
					out->key_max = k;
					out->slowest = key_label(keys[i]);
					out->slowest_round = round + 1;
				}
				out->keys++;
			}
		out->key_mean /= out->keys;
		/* Tab through every algorithm: each is traced the first time. */
		for (int i = 0; i < algorithm_count; i++) {
			double k = key_time(&ui, '\t');
			if (k > out->tab)
				out->tab = k;
		}
		out->split = key_time(&ui, 's');
	}
	vscreen_close(screen);
	stepper_free(&ui);
	return ok;
}

/* The reference: fail-hard alpha-beta and PVS as tight as they can be
 * written, over the same generated trees (branching BRANCHING, random
 * order, no range of values), and independent of the code measured: its
 * own copy of the generator's definition (gen.h: SplitMix64 draws of the
 * seed and the node's number), each node's value passed down from its
 * parent in O(1), nothing recorded, nothing counted but visits.  It must
 * reproduce treestep's counts exactly before a ratio is printed. */
#define BRANCHING 8
#define DEPTH 8

struct ref {
	uint64_t seed;
	int depth;
	long visits;
};

static inline uint64_t ref_mix(uint64_t z)
{
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

static inline uint64_t ref_draw(const struct ref *r, uint64_t n, uint64_t purpose)
{
	return ref_mix(r->seed ^ ref_mix(n + 0x9e3779b97f4a7c15ULL * (purpose + 1)));
}

/* Child i of node n at depth d, and its value from n's value v (MAX's
 * point of view): the best child keeps v, the others are worse for the
 * side to move at n by 1 to 99. */
static inline uint64_t ref_child(uint64_t n, int d, int i)
{
	return ((uint64_t)(d + 1) << 58) | ((n & ((1ULL << 58) - 1)) * BRANCHING + (uint64_t)i);
}

static inline int ref_value(const struct ref *r, uint64_t c, int d, int v, bool best)
{
	if (best)
		return v;
	int delta = 1 + (int)(ref_draw(r, c, 5) % 99);
	return d % 2 == 0 ? v - delta : v + delta;
}

static int ref_alphabeta(struct ref *r, uint64_t n, int d, int v, int alpha, int beta)
{
	r->visits++;
	if (d == r->depth)
		return d % 2 == 0 ? v : -v;
	int best = (int)(ref_draw(r, n, 4) % BRANCHING);
	for (int i = 0; i < BRANCHING; i++) {
		uint64_t c = ref_child(n, d, i);
		int score = -ref_alphabeta(r, c, d + 1, ref_value(r, c, d, v, i == best), -beta, -alpha);
		if (score >= beta)
			return beta;
		if (score > alpha)
			alpha = score;
	}
	return alpha;
}

/* PVS as src/pvs.c searches: null-window probes after the first move that
 * raised alpha, a full re-search whenever a probe scores above alpha. */
static int ref_pvs(struct ref *r, uint64_t n, int d, int v, int alpha, int beta)
{
	r->visits++;
	if (d == r->depth)
		return d % 2 == 0 ? v : -v;
	int best = (int)(ref_draw(r, n, 4) % BRANCHING);
	bool search_pv = true;
	for (int i = 0; i < BRANCHING; i++) {
		uint64_t c = ref_child(n, d, i);
		int cv = ref_value(r, c, d, v, i == best), score;
		if (search_pv) {
			score = -ref_pvs(r, c, d + 1, cv, -beta, -alpha);
		} else {
			score = -ref_pvs(r, c, d + 1, cv, -alpha - 1, -alpha);
			if (score > alpha)
				score = -ref_pvs(r, c, d + 1, cv, -beta, -alpha);
		}
		if (score >= beta)
			return beta;
		if (score > alpha) {
			alpha = score;
			search_pv = false;
		}
	}
	return alpha;
}

/* Visits per second of a (NULL: the reference of that algorithm, pvs or
 * not) over trees seed 1, 2, ... for at least a second, at depth. */
static double speed(const struct algorithm *a, bool pvs, int depth, long *trees)
{
	long visits = 0;
	double start = seconds(), t;
	*trees = 0;
	do {
		uint64_t seed = (uint64_t)++*trees;
		if (a) {
			struct gen g = { .branching = BRANCHING, .depth = depth, .seed = seed };
			struct result r;
			if (!algorithm_run_gen(a, &g, &r))
				exit(1);
			visits += r.counts.visits;
		} else {
			struct ref r = { .seed = seed, .depth = depth };
			if (pvs)
				ref_pvs(&r, 0, 0, 0, -INF, INF);
			else
				ref_alphabeta(&r, 0, 0, 0, -INF, INF);
			visits += r.visits;
		}
	} while ((t = seconds() - start) < 1.0);
	return visits / t;
}

/* The reference counts what treestep counts, tree for tree, or the bench
 * stops: a ratio against a search of other trees would mean nothing. */
static void check_reference(int depth)
{
	const struct algorithm *ab = algorithm_find("alphabeta"), *pvs = algorithm_find("pvs");
	for (uint64_t seed = 1; seed <= 20; seed++) {
		struct gen g = { .branching = BRANCHING, .depth = depth, .seed = seed };
		struct result x, y;
		struct ref r = { .seed = seed, .depth = depth }, q = r;
		int vr = ref_alphabeta(&r, 0, 0, 0, -INF, INF), vq = ref_pvs(&q, 0, 0, 0, -INF, INF);
		if (!algorithm_run_gen(ab, &g, &x) || !algorithm_run_gen(pvs, &g, &y) ||
		    x.counts.visits != r.visits || y.counts.visits != q.visits || x.value != vr ||
		    y.value != vq) {
			fprintf(stderr, "bench: the reference does not count what treestep counts "
				"(seed %llu, depth %d)\n", (unsigned long long)seed, depth);
			exit(1);
		}
	}
}

/* Seconds of treestep --stats with --jobs jobs: the time until it exits. */
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
		execl(treestep, "treestep", "--stats", "300", "--random", "8,8", "--algo",
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

static bool bench_stepper(const char *only);
static bool bench_speed(void);
static bool bench_jobs(const char *treestep);

int main(int argc, char **argv)
{
	if (argc >= 3 && strcmp(argv[2], "stepper") == 0)     /* only the stepper's part */
		return bench_stepper(argc > 3 ? argv[3] : NULL) ? 0 : 1;
	if (argc == 3 && strcmp(argv[2], "speed") == 0)       /* only statistics mode's */
		return bench_speed() ? 0 : 1;
	if (argc != 2) {
		fprintf(stderr, "usage: bench PATH-TO-TREESTEP [speed | stepper [ALGORITHM]]\n");
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


	return bench_speed() && bench_jobs(argv[1]) && bench_stepper(NULL) ? 0 : 1;
}

/* Statistics mode against the reference, and its cost per visit by depth. */
static bool bench_speed(void)
{
	long trees;
	for (int d = 4; d <= 8; d += 2)
		check_reference(d);
	printf("\nStatistics mode: node visits per second, branching %d, depth %d, random order.\n"
	       "The reference is a tight alpha-beta or PVS over the same trees (bench/bench.c),\n"
	       "with its own copy of the generator, passing each value down: it counts what\n"
	       "treestep counts, tree for tree (checked before this table).\n\n",
	       BRANCHING, DEPTH);
	double ref_ab = speed(NULL, false, DEPTH, &trees);
	printf("%-26s %12.0f visits/s  (%ld trees)\n", "reference alpha-beta", ref_ab, trees);
	double ref_pv = speed(NULL, true, DEPTH, &trees);
	printf("%-26s %12.0f visits/s  (%ld trees)\n", "reference pvs", ref_pv, trees);
	for (int i = 0; i < algorithm_count; i++) {
		bool pvs_like = algorithms[i].researches;
		double v = speed(&algorithms[i], false, DEPTH, &trees);
		printf("%-26s %12.0f visits/s  %5.2f of the reference %s  (%ld trees)\n",
		       algorithms[i].name, v, v / (pvs_like ? ref_pv : ref_ab),
		       pvs_like ? "pvs" : "alpha-beta", trees);
	}
	printf("\nCost per visit by depth (ns; flat is the aim):\n\n");
	for (int d = 8; d <= 13; d++) {       /* the range */
		const struct algorithm *ab = algorithm_find("alphabeta"), *pvs = algorithm_find("pvs");
		double a = speed(ab, false, d, &trees), p = speed(pvs, false, d, &trees);
		double ra = speed(NULL, false, d, &trees), rp = speed(NULL, true, d, &trees);
		printf("depth %2d: alphabeta %5.1f (reference %5.1f), pvs %5.1f (reference %5.1f)\n",
		       d, 1e9 / a, 1e9 / ra, 1e9 / p, 1e9 / rp);
	}
	return true;
}

/* --stats in parallel: --jobs 1 against one job per processor. */
static bool bench_jobs(const char *treestep)
{

	long cpus = sysconf(_SC_NPROCESSORS_ONLN);
	int jobs = cpus < 2 ? 2 : cpus > 256 ? 256 : (int)cpus;
	double one = stats_seconds(treestep, 1), many = stats_seconds(treestep, jobs);
	printf("\ntreestep --stats 300 --random 8,8 --algo alphabeta,pvs: --jobs 1 %.2f s, "
	       "--jobs %d %.2f s: %.2f times as fast (%ld processors online)\n", one, jobs, many,
	       one / many, cpus);
	return true;
}

/* The stepper on the tree of the issue: a million nodes, minimax making
 * 2.9 million steps. */
static bool bench_stepper(const char *only)
{
	printf("\nThe stepper on a tree of 1,111,111 nodes (--random 10,6):\n\n");
	struct gen g = { .branching = 10, .depth = 6, .seed = 1 };
	char *text = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&text, &len);
	if (!f || !gen_write(&g, f))
		return false;
	fclose(f);
	static const char *const names[] = { "minimax", "alphabeta", "pvs" };
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
		if (i == 0)
			printf("loading the tree (%zu bytes of text): %.3f s, %.1f bytes per node\n\n",
			       len, load, ((double)m1.uordblks + (double)m1.hblkhd -
					   (double)m0.uordblks - (double)m0.hblkhd) / t.count);
		if (!measure_stepper(&t, algorithm_find(names[i]), &timing))
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
		tree_free(&t);
	}
	free(text);
	return true;
}
