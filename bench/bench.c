/* bench.c - make bench: how fast treestep searches in statistics mode,
 * how much memory a search of a billion-leaf tree takes, and how quickly
 * the stepper shows a large tree and answers its keys.
 *
 * Speeds are measured against a reference alpha-beta written as tightly
 * as it can be, on the same generated trees through the same generator:
 * the difference is what recording, counting and the shared algorithm
 * code cost.  Usage: bench PATH-TO-TREESTEP */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "algo.h"
#include "ui.h"
#include "gen.h"
#include "load.h"

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
	int keys;
	double other_max;       /* o and v: a new layout or view */
};

static bool measure_stepper(struct tree *t, const struct algorithm *a, struct stepper_timing *out)
{
	/* The keys a student presses most: forward, back, jumps, events. */
	static const int keys[] = {
		KEY_RIGHT, KEY_RIGHT, KEY_RIGHT, KEY_NPAGE, ']', KEY_LEFT, KEY_LEFT,
		KEY_END, KEY_LEFT, KEY_PPAGE, '[', KEY_HOME, KEY_RIGHT, 'o',
		KEY_RIGHT, KEY_LEFT, 'o', 'v', KEY_RIGHT,
	};
	struct ui ui = { .tree = t };
	memset(out, 0, sizeof *out);
	term_set_locale(&ui);
	double start = seconds();
	SCREEN *screen = vscreen_open(MIN_COLS, MIN_LINES);
	if (!screen)
		return false;
	bool ok = stepper_start(&ui, (int)(a - algorithms), -1);
	if (ok) {
		term_start(&ui);
		stepper_draw(&ui);
		refresh();
		out->first_screen = seconds() - start;
		for (int round = 0; round < 20; round++)
			for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++) {
				double k0 = seconds();
				stepper_key(&ui, keys[i]);
				stepper_draw(&ui);
				refresh();
				double k = seconds() - k0;
				if (keys[i] == 'o' || keys[i] == 'v') {
					if (k > out->other_max)
						out->other_max = k;
					continue;
				}
				out->key_mean += k;
				if (k > out->key_max)
					out->key_max = k;
				out->keys++;
			}
		out->key_mean /= out->keys;
	}
	vscreen_close(screen);
	stepper_free(&ui);
	return ok;
}

/* The reference: plain fail-hard alpha-beta, nothing recorded, nothing
 * counted but visits. */
static long ref_visits;

static int ref_alphabeta(struct gen *g, node_id n, int alpha, int beta)
{
	ref_visits++;
	int k = gen_children(g, n);
	if (k == 0)
		return gen_depth_of(n) % 2 == 0 ? gen_value(g, n) : -gen_value(g, n);
	for (int i = 0; i < k; i++) {
		int score = -ref_alphabeta(g, gen_child(g, n, i), -beta, -alpha);
		if (score >= beta)
			return beta;
		if (score > alpha)
			alpha = score;
	}
	return alpha;
}

#define BRANCHING 8
#define DEPTH 8

/* Visits per second over trees seed 1, 2, ... for at least a second. */
static double speed(const struct algorithm *a, long *trees)
{
	long visits = 0;
	double start = seconds(), t;
	*trees = 0;
	do {
		struct gen g = { .branching = BRANCHING, .depth = DEPTH, .seed = (uint64_t)++*trees };
		if (a) {
			struct result r;
			if (!algorithm_run_gen(a, &g, &r))
				exit(1);
			visits += r.counts.visits;
		} else {
			ref_visits = 0;
			ref_alphabeta(&g, 0, -INF, INF);
			visits += ref_visits;
		}
	} while ((t = seconds() - start) < 1.0);
	return visits / t;
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

int main(int argc, char **argv)
{
	if (argc != 2) {
		fprintf(stderr, "usage: bench PATH-TO-TREESTEP\n");
		return 2;
	}
	long trees;
	printf("Statistics mode: node visits per second, branching %d, depth %d, random order\n\n",
	       BRANCHING, DEPTH);
	double ref = speed(NULL, &trees);
	printf("%-26s %12.0f visits/s  (%ld trees)\n", "reference alpha-beta", ref, trees);
	for (int i = 0; i < algorithm_count; i++) {
		double v = speed(&algorithms[i], &trees);
		printf("%-26s %12.0f visits/s  %5.2f of the reference  (%ld trees)\n",
		       algorithms[i].name, v, v / ref, trees);
	}

	printf("\nPeak memory of treestep --stats 1 --random %d,D (one tree):\n\n", BRANCHING);
	static const char *const algos[] = { "alphabeta", "pvs", "negascout" };
	for (int a = 0; a < 3; a++)
		for (int d = 6; d <= 10; d += 2) {
			double secs;
			long kib = peak_kib(argv[1], algos[a], d, &secs);
			printf("%-10s depth %2d (%.0f leaves): %7ld KiB, %.2f s\n", algos[a], d,
			       (double)(1L << (3 * d)), kib, secs);
		}

	printf("\nThe stepper on a tree of 111,111 nodes (--random 10,5):\n\n");
	struct gen g = { .branching = 10, .depth = 5, .seed = 1 };
	char *text = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&text, &len);
	if (!f || !gen_write(&g, f))
		return 1;
	fclose(f);
	for (int i = 0; i < algorithm_count; i++) {
		struct tree t;
		char err[LOAD_ERROR_MAX];
		struct stepper_timing timing;
		double start = seconds();
		if (!tree_load_string(text, len, "bench", &t, err, sizeof err)) {
			fprintf(stderr, "%s\n", err);
			return 1;
		}
		double load = seconds() - start;
		if (!measure_stepper(&t, &algorithms[i], &timing))
			return 1;
		printf("%-15s load %.3f s, trace and first screen %.3f s, step keys: mean %.2f ms, "
		       "slowest %.2f ms (%d keys); o or v %.1f ms\n", algorithms[i].name, load,
		       timing.first_screen, timing.key_mean * 1e3, timing.key_max * 1e3, timing.keys,
		       timing.other_max * 1e3);
		tree_free(&t);
	}
	free(text);
	return 0;
}
