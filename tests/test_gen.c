/* test_gen.c - generated trees: their values are minimax values, their
 * ordering is what was asked for, and searching one directly counts
 * exactly what searching the same tree loaded from a file counts. */
#include <config.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tree/gen.h"
#include "search/search.h"
#include "out/stats.h"
#include "testlib.h"
#include "words/text.h"

/* The generated tree written out and loaded back like any tree file. */
static void materialise(struct gen *g, struct tree *t)
{
	char *text = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&text, &len);
	assert_non_null(f);
	assert_true(gen_write(g, f));
	fclose(f);
	load_text(t, text);
	free(text);
}

/* Every generated node's value is the minimax value of its subtree, and
 * the best child is where the order says.  Both are checked on the
 * written-out tree with the plain max/min evaluator. */
static void test_values_and_order(void **state)
{
	(void)state;
	for (int order = ORDER_RANDOM; order <= ORDER_WORST; order++)
	for (int irregular = 0; irregular < 2; irregular++)
	for (uint64_t seed = 1; seed <= 20; seed++) {
		struct gen g = { .branching = 3, .depth = 4, .irregular = irregular, .seed = seed,
				 .order = (enum gen_order)order };
		struct tree t;
		materialise(&g, &t);
		assert_int_equal(reference_value(&t, 0), gen_value(&g, 0));
		for (node_id n = 0; n < t.count; n++) {
			const struct node *nd = &t.nodes[n];
			if (nd->nchildren < 2)
				continue;
			int v = reference_value(&t, n);
			int first = reference_value(&t, nd->first_child);
			int last = reference_value(&t, nd->first_child + nd->nchildren - 1);
			if (order == ORDER_BEST)
				assert_int_equal(first, v);
			if (order == ORDER_WORST)
				assert_int_equal(last, v);
			/* The other moves are strictly worse, so the best is unique. */
			for (int i = 0; i < nd->nchildren; i++) {
				int c = reference_value(&t, nd->first_child + i);
				assert_true(nd->is_max ? c <= v : c >= v);
			}
		}
		tree_free(&t);
	}
}

/* With --values LO..HI every leaf lies in the range, the root's value
 * varies with the seed, and the ordering holds exactly as without: the
 * best move is unique, every other strictly worse. */
static void test_ranged_values(void **state)
{
	static const int ranges[][2] = { { 0, 20 }, { -9, 9 }, { 0, 5 }, { -1000, 1000 } };
	int roots[64] = { 0 }, distinct = 0;
	(void)state;
	for (size_t r = 0; r < sizeof ranges / sizeof ranges[0]; r++)
	for (int order = ORDER_RANDOM; order <= ORDER_WORST; order++)
	for (uint64_t seed = 1; seed <= 40; seed++) {
		int depth = 1 + (int)(seed % 5);
		if (ranges[r][1] - ranges[r][0] < depth)
			continue;
		struct gen g = { .branching = 2 + (int)(seed % 3), .depth = depth,
				 .irregular = seed % 2, .seed = seed, .order = (enum gen_order)order,
				 .ranged = true, .lo = ranges[r][0], .hi = ranges[r][1] };
		char err[200];
		assert_true(gen_check(&g, err, sizeof err));
		struct tree t;
		materialise(&g, &t);
		assert_int_equal(reference_value(&t, 0), gen_value(&g, 0));
		for (node_id n = 0; n < t.count; n++) {
			const struct node *nd = &t.nodes[n];
			if (!nd->nchildren) {
				assert_true(nd->value >= ranges[r][0] && nd->value <= ranges[r][1]);
				continue;
			}
			int v = reference_value(&t, n), best = 0;
			for (int i = 0; i < nd->nchildren; i++) {
				int c = reference_value(&t, nd->first_child + i);
				assert_true(nd->is_max ? c <= v : c >= v);
				best += c == v;
			}
			assert_int_equal(best, 1);
		}
		if (r == 0) {
			int root = reference_value(&t, 0);
			bool seen = false;
			for (int i = 0; i < distinct; i++)
				seen |= roots[i] == root;
			if (!seen && distinct < 64)
				roots[distinct++] = root;
		}
		tree_free(&t);
	}
	/* Not every tree is worth the same. */
	assert_true(distinct >= 5);
	/* A range too narrow for the depth is refused, and so is LO >= HI. */
	struct gen narrow = { .branching = 2, .depth = 6, .ranged = true, .lo = 0, .hi = 5 };
	char err[200];
	int lo, hi;
	assert_false(gen_check(&narrow, err, sizeof err));
	assert_false(gen_parse_values("5..5", &lo, &hi, err, sizeof err));
	assert_false(gen_parse_values("0..1000001", &lo, &hi, err, sizeof err));
	assert_false(gen_parse_values("0-20", &lo, &hi, err, sizeof err));
	assert_true(gen_parse_values("-9..9", &lo, &hi, err, sizeof err));
	assert_int_equal(lo, -9);
	assert_int_equal(hi, 9);
}

/* Searching the generated tree directly (counting only, count.h) and
 * searching its file give the same value and the same counts, for every
 * algorithm. */
static void test_generated_equals_loaded(void **state)
{
	(void)state;
	for (uint64_t seed = 1; seed <= 60; seed++) {
		/* Some with a range of values: the search works values out on the
		 * way down (gen_fixed_child_value), the file from gen_value. */
		struct gen g = { .branching = 1 + (int)(seed % 4), .depth = 1 + (int)(seed % 5),
				 .irregular = seed % 3 == 0, .seed = seed,
				 .order = seed % 2 ? ORDER_RANDOM : ORDER_PROBABILITY, .p = 0.7,
				 .ranged = seed % 4 == 1, .lo = -30, .hi = 40 };
		struct tree t;
		materialise(&g, &t);
		for (int a = 0; a < algorithm_count; a++) {
			struct result direct, loaded;
			assert_true(algorithm_run_gen(&algorithms[a], &g, &direct));
			assert_true(algorithm_run(&algorithms[a], &t, NULL, &loaded));
			assert_int_equal(direct.value, loaded.value);
			assert_memory_equal(&direct.counts, &loaded.counts, sizeof direct.counts);
			/* Statistics mode keeps no PV, but MT searches the tree in memory. */
			assert_int_equal(direct.pvlen, algorithms[a].count ? 0 : loaded.pvlen);
		}
		tree_free(&t);
	}
}

/* Statistics mode has two counting-only forms of each algorithm (count.c
 * and count_plain.c, for uniform trees with no range of values): each of
 * them, with every order and at five to seven plies, counts what the
 * search of the loaded tree counts. */
static void test_counting_forms(void **state)
{
	(void)state;
	enum { PLAIN, RANGED, IRREGULAR, FORMS };
	for (int order = ORDER_RANDOM; order <= ORDER_PROBABILITY; order++)
	for (int form = PLAIN; form < FORMS; form++)
	for (uint64_t seed = 1; seed <= 3; seed++) {
		struct gen g = { .branching = 3, .depth = 4 + (int)seed, .seed = seed * 104729,
				 .order = (enum gen_order)order, .p = 0.6,
				 .irregular = form == IRREGULAR, .ranged = form == RANGED,
				 .lo = -200, .hi = 300 };
		struct tree t;
		materialise(&g, &t);
		for (int a = 0; a < algorithm_count; a++) {
			struct result direct, loaded;
			assert_true(algorithm_run_gen(&algorithms[a], &g, &direct));
			assert_true(algorithm_run(&algorithms[a], &t, NULL, &loaded));
			assert_int_equal(direct.value, loaded.value);
			assert_memory_equal(&direct.counts, &loaded.counts, sizeof direct.counts);
		}
		tree_free(&t);
	}
}

/* Deeper trees, where probes nest inside probes and re-searches inside
 * re-searches: the record of visited nodes, which gives subtrees back as
 * soon as no search can enter them again, still counts every distinct node
 * once, as the loaded tree's plain array of flags does. */
static void test_distinct_nodes_on_deeper_trees(void **state)
{
	(void)state;
	for (uint64_t seed = 1; seed <= 24; seed++) {
		struct gen g = { .branching = 2 + (int)(seed % 3), .depth = 6 + (int)(seed % 3),
				 .irregular = seed % 2 == 0, .seed = seed * 7919,
				 .order = seed % 3 ? ORDER_RANDOM : ORDER_WORST };
		struct tree t;
		materialise(&g, &t);
		for (int a = 0; a < algorithm_count; a++) {
			if (!algorithms[a].researches)
				continue;
			struct result direct, loaded;
			assert_true(algorithm_run_gen(&algorithms[a], &g, &direct));
			assert_true(algorithm_run(&algorithms[a], &t, NULL, &loaded));
			assert_memory_equal(&direct.counts, &loaded.counts, sizeof direct.counts);
		}
		tree_free(&t);
	}
}

/* A billion leaves (8^10) with the best move first: alpha-beta evaluates
 * exactly Knuth and Moore's 8^5 + 8^5 - 1 = 65535 of them, with memory
 * for the nodes it visits only. */
static void test_billion_leaf_tree(void **state)
{
	(void)state;
	struct gen g = { .branching = 8, .depth = 10, .seed = 7, .order = ORDER_BEST };
	struct result r;
	assert_true(algorithm_run_gen(algorithm_find("alphabeta"), &g, &r));
	assert_int_equal(r.counts.leaves, 65535);
	assert_int_equal((long)minimal_leaves(8, 10), 65535);
	assert_int_equal(r.value, gen_value(&g, 0));
	assert_true(algorithm_run_gen(algorithm_find("pvs"), &g, &r));
	assert_int_equal(r.counts.leaves, 65535);
	assert_int_equal(r.counts.researches, 0);
}

static void test_seeds_and_checks(void **state)
{
	(void)state;
	char err[128];
	assert_true(stats_tree_seed(42, 0) == 42);
	assert_true(stats_tree_seed(42, 1) != stats_tree_seed(42, 2));
	struct gen g = { .branching = 64, .depth = 10 };
	assert_false(gen_check(&g, err, sizeof err));
	assert_string_equal(err, "branching 64 and depth 10 make too many leaves to number (at most 2^57)");
	g = (struct gen){ .branching = 0, .depth = 3 };
	assert_false(gen_check(&g, err, sizeof err));
	g = (struct gen){ .branching = 8, .depth = 19 };
	assert_true(gen_check(&g, err, sizeof err));
	/* The same seed gives the same tree: a fixed value, on every platform. */
	g = (struct gen){ .branching = 3, .depth = 3, .seed = 1, .order = ORDER_RANDOM };
	node_id leaf = gen_child(&g, gen_child(&g, gen_child(&g, 0, 2), 1), 0);
	int v = gen_value(&g, leaf);
	g.known = 0;
	assert_int_equal(gen_value(&g, leaf), v);
}

/* The size of a tree without walking it: exact for a uniform tree up to
 * the largest gen_check allows, saturated past 2^64, and for an irregular
 * tree the mean that walking many of them finds. */
static void test_sizes(void **state)
{
	(void)state;
	assert_true(gen_leaves_full(64, 9) == 18014398509481984ULL);            /* 2^54 */
	assert_true(gen_nodes_full(64, 9) == 18300341342965825ULL);             /* (64^10 - 1) / 63 */
	assert_true(gen_nodes_full(2, 30) == 2147483647ULL);
	assert_true(gen_leaves_full(2, 57) == 1ULL << 57);
	assert_true(gen_nodes_full(1, 30) == 31);
	assert_true(gen_nodes_full(7, 0) == 1 && gen_leaves_full(7, 0) == 1);
	assert_true(gen_leaves_full(64, 11) == UINT64_MAX);                     /* 2^66 */
	assert_true(gen_nodes_full(64, 11) == UINT64_MAX);
	assert_true(gen_nodes_full(2, 63) == UINT64_MAX);                       /* 2^64 - 1: fits */
	assert_true(gen_nodes_full(2, 64) == UINT64_MAX);
	assert_true(gen_nodes_full(2, 62) == UINT64_MAX / 2);                   /* 2^63 - 1 */
	struct gen g = { .branching = 5, .depth = 4 };
	assert_true(gen_nodes_mean(&g) == 781.0);
	for (int b = 1; b <= 6; b += 5) {
		const int trees = 4000;
		double sum = 0;
		g = (struct gen){ .branching = b, .depth = 6, .irregular = true };
		for (int i = 0; i < trees; i++) {
			g.seed = stats_tree_seed(99, i);
			sum += (double)gen_count(&g, 1000000);
		}
		/* 4000 trees: the mean is known to a few percent. */
		double mean = gen_nodes_mean(&g);
		assert_true(fabs(sum / trees - mean) < 0.05 * mean);
	}
	/* The root has 3.5 children on average, a node below it 3/4 of that. */
	g = (struct gen){ .branching = 6, .depth = 2, .irregular = true };
	assert_true(fabs(gen_nodes_mean(&g) - (1 + 3.5 + 3.5 * 2.625)) < 1e-9);
}

/* --stats refuses more than a day of visits at 10 ns, counting every
 * node of every tree for every algorithm, and accepts what fits, however
 * big: the line between them falls exactly where the arithmetic says. */
static void test_size_limit(void **state)
{
	(void)state;
	char err[512];
	struct stats_options o = { .gen = { .branching = 2, .depth = 30 }, .depth_from = 30,
				   .depth_to = 30, .trees = 447, .nalgos = 9 };
	/* 447 * 9 * (2^31 - 1) = 8,639,326,711,881 <= 8.64e12 < 448 * 9 * (2^31 - 1). */
	assert_true(stats_check_size(&o, err, sizeof err));
	o.trees = 448;
	assert_false(stats_check_size(&o, err, sizeof err));
	assert_string_equal(err, "--stats 448 --random 2,30: a tree has 2,147,483,647 nodes "
			    "(1,073,741,824 leaves); 448 trees and 9 algorithms, each visiting every "
			    "node as minimax does, make 8,658,654,064,704 visits: about 24.1 hours at "
			    "10 ns a visit, and the limit is a day");
	/* Fewer algorithms, more trees. */
	o.nalgos = 1;
	o.trees = 4023;
	assert_true(stats_check_size(&o, err, sizeof err));
	/* Every depth of a range counts: 4023 trees of depth 30 alone fit,
	 * with depth 29 as well they do not. */
	o.depth_from = 29;
	assert_false(stats_check_size(&o, err, sizeof err));
	assert_non_null(strstr(err, "--stats 4023 --random 2,29..30: a tree of depth 30 has "
			       "2,147,483,647 nodes (1,073,741,824 leaves); 4023 trees of each depth "
			       "and 1 algorithm"));
	/* The review's case: 2^54 leaves, with every algorithm. */
	o = (struct stats_options){ .gen = { .branching = 64, .depth = 9 }, .depth_from = 9,
				    .depth_to = 9, .trees = 1, .nalgos = 9 };
	assert_false(stats_check_size(&o, err, sizeof err));
	assert_string_equal(err, "--stats 1 --random 64,9: a tree has 18,300,341,342,965,825 nodes "
			    "(18,014,398,509,481,984 leaves); 1 tree and 9 algorithms, each visiting "
			    "every node as minimax does, make 164,703,072,086,692,425 visits: about "
			    "52 years at 10 ns a visit, and the limit is a day");
	/* Past 2^64 visits the count is written as a float, never wrapped. */
	o.trees = 100000000;
	assert_false(stats_check_size(&o, err, sizeof err));
	assert_non_null(strstr(err, "make 1.6e+25 visits: about 5.2e+09 years"));
	/* An irregular tree is counted by its mean, not by the uniform tree
	 * it fits in: 64,7 has 4.5e12 nodes, but an irregular one 7.1e9 on
	 * average, and nine algorithms on it take minutes. */
	o = (struct stats_options){ .gen = { .branching = 64, .depth = 7, .irregular = true },
				    .depth_from = 7, .depth_to = 7, .trees = 1, .nalgos = 9 };
	assert_true(stats_check_size(&o, err, sizeof err));
	o.trees = 200;
	assert_false(stats_check_size(&o, err, sizeof err));
	assert_non_null(strstr(err, "--stats 200 --random 64,7 --random-shape: a tree has about "
			       "7.11 billion nodes on average (at most 4,398,046,511,104 leaves)"));
}

/* How the sizes read. */
static void test_size_words(void **state)
{
	(void)state;
	char buf[64];
	text_count(buf, sizeof buf, 0);
	assert_string_equal(buf, "0");
	text_count(buf, sizeof buf, 999);
	assert_string_equal(buf, "999");
	text_count(buf, sizeof buf, 1000);
	assert_string_equal(buf, "1,000");
	text_count(buf, sizeof buf, UINT64_MAX);
	assert_string_equal(buf, "18,446,744,073,709,551,615");
	text_count_short(buf, sizeof buf, 999999);
	assert_string_equal(buf, "999,999");
	text_count_short(buf, sizeof buf, 999999.5);
	assert_string_equal(buf, "1.00 million");
	text_count_short(buf, sizeof buf, 153391689);
	assert_string_equal(buf, "153 million");
	text_count_short(buf, sizeof buf, 999.6e6);
	assert_string_equal(buf, "1.00 billion");
	text_count_short(buf, sizeof buf, 8.64e12);
	assert_string_equal(buf, "8.64 trillion");
	text_duration(buf, sizeof buf, 89);
	assert_string_equal(buf, "89 seconds");
	text_duration(buf, sizeof buf, 86400);
	assert_string_equal(buf, "24.0 hours");
	text_duration(buf, sizeof buf, 5 * 86400);
	assert_string_equal(buf, "5 days");
	text_duration(buf, sizeof buf, 1.8e8);
	assert_string_equal(buf, "5.7 years");
}

/* A watched search shows base + its visits after every SEARCH_WATCH_EVERY
 * of them (at the next node with children), and counts exactly what an
 * unwatched one counts. */
static void test_watcher(void **state)
{
	(void)state;
	/* 4^9: 349,525 nodes, all of which minimax visits. */
	struct gen g = { .branching = 4, .depth = 9, .seed = 3 };
	for (int a = 0; a < algorithm_count; a++) {
		atomic_long shown = -1;
		struct watcher w = { &shown, 1000 };
		struct result watched, plain;
		assert_true(algorithm_run_gen_watched(&algorithms[a], &g, &w, &watched));
		assert_true(algorithm_run_gen(&algorithms[a], &g, &plain));
		assert_memory_equal(&watched.counts, &plain.counts, sizeof plain.counts);
		long every = SEARCH_WATCH_EVERY, times = plain.counts.visits / every;
		if (times == 0) {
			assert_int_equal(atomic_load(&shown), -1);
		} else {
			assert_true(atomic_load(&shown) >= 1000 + times * every);
			assert_true(atomic_load(&shown) <= 1000 + plain.counts.visits);
		}
	}
	atomic_long shown = -1;
	struct watcher w = { &shown, 1000 };
	struct result r;
	assert_true(algorithm_run_gen_watched(algorithm_find("minimax"), &g, &w, &r));
	assert_int_equal(r.counts.visits, 349525);
	/* The fifth time, at 327,680 visits: a node with children comes
	 * within the next 5 visits. */
	assert_true(atomic_load(&shown) >= 1000 + 5 * 65536);
	assert_true(atomic_load(&shown) <= 1000 + 5 * 65536 + 5);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_values_and_order),
		cmocka_unit_test(test_ranged_values),
		cmocka_unit_test(test_generated_equals_loaded),
		cmocka_unit_test(test_counting_forms),
		cmocka_unit_test(test_distinct_nodes_on_deeper_trees),
		cmocka_unit_test(test_billion_leaf_tree),
		cmocka_unit_test(test_seeds_and_checks),
		cmocka_unit_test(test_sizes),
		cmocka_unit_test(test_size_limit),
		cmocka_unit_test(test_size_words),
		cmocka_unit_test(test_watcher),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
