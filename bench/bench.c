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
#include "display.h"
#include "gen.h"
#include "load.h"

static double seconds(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + ts.tv_nsec / 1e9;
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
		struct display_timing timing;
		double start = seconds();
		if (!tree_load_string(text, len, "bench", &t, err, sizeof err)) {
			fprintf(stderr, "%s\n", err);
			return 1;
		}
		double load = seconds() - start;
		if (!display_measure(&t, &algorithms[i], &timing))
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
