/* test_search.c - the numbers a student will read, checked against the
 * hand-worked examples of the seed texts and against independent
 * reasoning: plain minimax values, Knuth and Moore's minimal tree, and the
 * fact that null-window searches never enter a node alpha-beta skips. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "search/pvtable.h"
#include "search/rules.h"
#include "search/plan.h"
#include "words/text.h"
#include "testlib.h"

/* Every test runs every algorithm in algorithms[] (algo.h), so an
 * algorithm added there is tested here at once: by the properties of its
 * kind (no window: minimax's; a window and no re-search: alpha-beta's;
 * re-searches: never entering a node alpha-beta skips), and the hand-
 * worked tables below fail until its counts are worked out too. */

/* The index of the algorithm named name in algorithms[]. */
static int algo_index(const char *name)
{
	const struct algorithm *a = algorithm_find(name);
	if (!a)
		fail_msg("no algorithm %s", name);
	return (int)(a - algorithms);
}

struct expect {
	const char *algo;
	int value;
	long nodes, visits, leaves, cutoffs, researches;
	const char *pv;
};

static void check_counts(const char *tree_file, const struct expect *e, int n)
{
	struct tree t;
	/* One row for each algorithm: a new one needs its numbers here. */
	assert_int_equal(n, algorithm_count);
	for (int a = 0; a < algorithm_count; a++) {
		int rows = 0;
		for (int i = 0; i < n; i++)
			rows += strcmp(e[i].algo, algorithms[a].name) == 0;
		if (rows != 1)
			fail_msg("%s has %d rows of counts for %s", tree_file, rows, algorithms[a].name);
	}
	load_path(&t, tree_file);
	for (int i = 0; i < n; i++) {
		struct trace tr;
		struct result r;
		char pv[256] = "";
		run_traced(e[i].algo, &t, &tr, &r);
		for (int k = 0; k < r.pvlen; k++) {
			strcat(pv, k ? " " : "");
			strcat(pv, tree_name(&t, r.pv[k]));
		}
		print_message("# %s %s\n", tree_file, e[i].algo);
		assert_int_equal(r.value, e[i].value);
		assert_int_equal(r.counts.nodes, e[i].nodes);
		assert_int_equal(r.counts.visits, e[i].visits);
		assert_int_equal(r.counts.leaves, e[i].leaves);
		assert_int_equal(r.counts.cutoffs, e[i].cutoffs);
		assert_int_equal(r.counts.researches, e[i].researches);
		assert_string_equal(pv, e[i].pv);
		trace_free(&tr);
	}
	tree_free(&t);
}

/* Worked by hand from the pseudocode of each algorithm (see the notes on
 * issue 2): seed 004 gives 15, 14 and 13 nodes for minimax, alpha-beta and
 * PVS.  Fail-hard PVS also re-searches the leaf N8, because its probe
 * scores 5 > alpha 3 and the pseudocode re-searches on score > alpha. */
static void test_gnuchess_sample(void **state)
{
	(void)state;
	static const struct expect e[] = {
		{ "minimax", 5, 15, 15, 8, 0, 0, "N1 N3 N8" },
		{ "expectimax", 5, 15, 15, 8, 0, 0, "N1 N3 N8" },     /* no chance node: minimax */
		{ "alphabeta", 5, 14, 14, 7, 1, 0, "N1 N3 N8" },
		{ "alphabeta-soft", 5, 14, 14, 7, 1, 0, "N1 N3 N8" },
		{ "pvs", 5, 13, 14, 7, 2, 1, "N1 N3 N8" },
		{ "pvs-soft", 5, 13, 14, 7, 2, 1, "N1 N3 N8" },
		{ "negascout", 5, 13, 13, 6, 2, 0, "N1 N3 N8" },
		{ "pvs-zws", 5, 13, 14, 7, 2, 1, "N1 N3 N8" },
		/* N2's first move N5 fails low inside the probe (5, 6), so
		 * footnote 1 probes N6 with that same window; the probe
		 * "fails high" and is searched again with it: 17 visits. */
		{ "pvs-footnote", 5, 13, 17, 9, 2, 2, "N1 N3 N8" },
		/* The study: 13 nodes in 14 visits, value 5; N8 is probed
		 * and searched again, as in fail-soft PVS. */
		{ "gnuchess", 5, 13, 14, 7, 2, 1, "N1 N3 N8" },
		/* Scout: N3 TESTs N8 (is it worth more than 3?), yes, and
		 * evaluates it; N1's TEST of N4 (5 or more?) is settled by N9
		 * (N10 cut); N0's TEST of N2 (more than 5?) is settled by N11
		 * at N5 (N12 cut) and N6's two leaves: no.  14 visits. */
		{ "scout", 5, 13, 14, 7, 2, 1, "N1 N3 N8" },
		/* MTD(f) from 0: three tests, (-1, 0), (3, 4) and (5, 6)
		 * (test_mtd.c); the last fails low, proving no move best, so
		 * the PV is empty (mtdf.c).  Leaves are kept in the table:
		 * 6 evaluations, each leaf at most once. */
		{ "mtdf", 5, 13, 23, 6, 6, 0, "" },
		/* SSS*: +inf, (8, 9), (4, 5); the last fails high through N1. */
		{ "sss", 5, 14, 24, 7, 5, 0, "N1" },
	};
	check_counts("trees/gnuchess-pvs.tree", e, (int)(sizeof e / sizeof e[0]));
}

/* With N12=10, N13=11, N14=11 the value is 10 (seed 004).  PVS probes N2,
 * the probe fails high, N2 is searched again, and inside it N12's probe
 * fails high too: three re-searches with N8's. */
static void test_gnuchess_research(void **state)
{
	(void)state;
	static const struct expect e[] = {
		{ "minimax", 10, 15, 15, 8, 0, 0, "N2 N5 N12" },
		{ "expectimax", 10, 15, 15, 8, 0, 0, "N2 N5 N12" },
		{ "alphabeta", 10, 13, 13, 6, 2, 0, "N2 N5 N12" },
		{ "alphabeta-soft", 10, 13, 13, 6, 2, 0, "N2 N5 N12" },
		{ "pvs", 10, 13, 20, 10, 4, 3, "N2 N5 N12" },
		{ "pvs-soft", 10, 13, 20, 10, 4, 3, "N2 N5 N12" },
		{ "negascout", 10, 13, 18, 8, 4, 1, "N2 N5 N12" },
		{ "pvs-zws", 10, 13, 20, 10, 4, 3, "N2 N5 N12" },
		{ "pvs-footnote", 10, 13, 20, 10, 4, 3, "N2 N5 N12" },
		/* The study: 13 nodes in 20 visits, 3 re-searches, value 10. */
		{ "gnuchess", 10, 13, 20, 10, 4, 3, "N2 N5 N12" },
		/* Scout: N8 passes its TEST and is evaluated, as above; then
		 * TEST(N2, 5, >) says yes (N11 at N5, N13 at N6), so N2 is
		 * evaluated, inside which N12 passes TEST(N12, 9, >) and N6
		 * answers TEST(N6, 10, >=) with N13 = 11: 20 visits, 3 EVALs
		 * after a TEST, 4 cutoffs (N10, N12, N14 twice). */
		{ "scout", 10, 13, 20, 10, 4, 3, "N2 N5 N12" },
		{ "mtdf", 10, 13, 35, 6, 8, 0, "" },
		/* SSS* evaluates 5 leaves where alpha-beta evaluates 6. */
		{ "sss", 10, 11, 17, 5, 3, 0, "N2" },
	};
	check_counts("trees/gnuchess-pvs-research.tree", e, (int)(sizeof e / sizeof e[0]));
}

static void test_russell_norvig(void **state)
{
	(void)state;
	struct tree t;
	load_path(&t, "trees/russell-norvig.tree");
	for (int i = 0; i < algorithm_count; i++) {
		struct trace tr;
		struct result r;
		run_traced(algorithms[i].name, &t, &tr, &r);
		assert_int_equal(r.value, 3);
		if (i == algo_index("alphabeta"))
			assert_int_equal(r.counts.leaves, 7);
		trace_free(&tr);
	}
	tree_free(&t);
}

/* The alpha-beta cutoff at N4: N9 scores 6 against beta 5 and N10 is pruned. */
static void test_alphabeta_cutoff_at_n4(void **state)
{
	(void)state;
	struct tree t;
	struct trace tr;
	struct result r;
	load_path(&t, "trees/gnuchess-pvs.tree");
	run_traced("alphabeta", &t, &tr, &r);
	const struct event *e = find_event(&tr, &t, EV_CUTOFF, "N4");
	assert_non_null(e);
	assert_int_equal(max_view(&t, e->node, e->value), 6);
	assert_int_equal(max_view(&t, e->node, e->beta), 5);
	assert_int_equal(trace_list(&tr, e).n, 1);
	assert_string_equal(tree_name(&t, event_list_at(trace_list(&tr, e), 0)), "N10");
	assert_null(find_event(&tr, &t, EV_ENTER, "N10"));
	trace_free(&tr);
	tree_free(&t);
}

/* PVS: N5 is searched inside the null-window probe of N2, with the window
 * (5, 6); N11's 9 >= 6 cuts and N12 is pruned. */
static void test_pvs_probe_at_n5(void **state)
{
	(void)state;
	struct tree t;
	struct trace tr;
	struct result r;
	load_path(&t, "trees/gnuchess-pvs.tree");
	run_traced("pvs", &t, &tr, &r);
	const struct event *probe = find_event(&tr, &t, EV_PROBE, "N0");
	assert_non_null(probe);
	assert_string_equal(tree_name(&t, probe->child), "N2");
	const struct event *enter = find_event(&tr, &t, EV_ENTER, "N5");
	assert_non_null(enter);
	assert_int_equal(enter->alpha, 5);     /* N5 is MAX: negamax = max/min view */
	assert_int_equal(enter->beta, 6);
	const struct event *cut = find_event(&tr, &t, EV_CUTOFF, "N5");
	assert_non_null(cut);
	assert_int_equal(cut->value, 9);
	assert_int_equal(cut->beta, 6);
	assert_int_equal(trace_list(&tr, cut).n, 1);
	assert_string_equal(tree_name(&t, event_list_at(trace_list(&tr, cut), 0)), "N12");
	assert_null(find_event(&tr, &t, EV_ENTER, "N12"));
	assert_null(find_event(&tr, &t, EV_RESEARCH, "N0"));
	trace_free(&tr);
	tree_free(&t);
}

/* The re-search variant: N2 is searched again after its probe fails high,
 * and N12 is entered with (9, +inf) in the max/min view. */
static void test_pvs_research_of_n2(void **state)
{
	(void)state;
	struct tree t;
	struct trace tr;
	struct result r;
	load_path(&t, "trees/gnuchess-pvs-research.tree");
	run_traced("pvs", &t, &tr, &r);
	const struct event *re = find_event(&tr, &t, EV_RESEARCH, "N0");
	assert_non_null(re);
	assert_string_equal(tree_name(&t, re->child), "N2");
	assert_int_equal(re->old, 5);          /* the probe's window was (5, 6) */
	/* It failed high, and fail-hard PVS clamps a score to its window, so
	 * the probe returns the window's top: 5 + 1. */
	assert_int_equal(re->value, 6);

	int n12_research = 0;
	for (int i = 0; i < tr.count; i++) {
		const struct event *e = &tr.events[i];
		if (e->type != EV_ENTER || strcmp(tree_name(&t, e->node), "N12") != 0 ||
		    e->kind != VISIT_RESEARCH)
			continue;
		/* N12 is a MIN node: negamax (a, b) is (-b, -a) for MAX. */
		assert_int_equal(-e->beta, 9);
		assert_int_equal(-e->alpha, INF);
		n12_research++;
	}
	assert_int_equal(n12_research, 1);
	trace_free(&tr);
	tree_free(&t);
}

/* The study's own words: "it has to now search N12 with alpha = 9, beta =
 * 2147483647 score = 10", after the probe (9, 10) of N12 at N5. */
static void test_gnuchess_research_of_n12(void **state)
{
	(void)state;
	struct tree t;
	struct trace tr;
	struct result r;
	load_path(&t, "trees/gnuchess-pvs-research.tree");
	run_traced("gnuchess", &t, &tr, &r);
	const struct event *re = find_event(&tr, &t, EV_RESEARCH, "N5");
	assert_non_null(re);
	assert_string_equal(tree_name(&t, re->child), "N12");
	assert_int_equal(re->old, 9);          /* N5 is MAX: negamax = max/min view */
	assert_int_equal(re->value, 10);       /* fail-soft: the leaf's own value */
	assert_int_equal(re->alpha, 9);
	assert_int_equal(re->beta, INF);
	/* MIN nodes never probe: found_pv is set only at MAX nodes. */
	for (int i = 0; i < tr.count; i++)
		if (tr.events[i].type == EV_PROBE)
			assert_true(t.nodes[tr.events[i].node].is_max);
	trace_free(&tr);
	tree_free(&t);
}

/* The study's minimaxAB once more, written straight from the printed
 * code with plain counters and no trace, to check the recording layer's
 * max/min to negamax conversion against it. */
struct study_counts {
	long visits, leaves, researches;
};

static int study_minimax_ab(const struct tree *t, node_id n, int a, int b, struct study_counts *c)
{
	const struct node *nd = &t->nodes[n];
	c->visits++;
	if (nd->nchildren == 0) {
		c->leaves++;
		return nd->value;
	}
	int alpha = -INF, beta = INF, val;
	bool found = false;
	for (int i = 0; i < nd->nchildren; i++) {
		node_id r = nd->first_child + i;
		if (!nd->is_max) {
			int newb = b < beta ? b : beta;
			val = study_minimax_ab(t, r, a, newb, c);
			beta = val < beta ? val : beta;
			if (a >= beta)
				break;
			continue;
		}
		int newa = a > alpha ? a : alpha;
		if (found) {
			val = study_minimax_ab(t, r, newa, newa + 1, c);
			if (val > newa && val < b) {
				c->researches++;
				val = study_minimax_ab(t, r, newa, b, c);
			}
		} else {
			val = study_minimax_ab(t, r, newa, b, c);
		}
		if (val > alpha) {
			alpha = val;
			found = true;
		}
		if (alpha >= b)
			break;
	}
	return nd->is_max ? alpha : beta;
}

/* Is the PV a line of best play?  Every move must go to a child whose
 * minimax value equals the root's.  Returns the PV's length. */
static int check_pv_is_optimal(const struct tree *t, const struct result *r)
{
	int root = reference_value(t, 0);
	node_id at = 0;
	for (int k = 0; k < r->pvlen; k++) {
		assert_int_equal(t->nodes[r->pv[k]].parent, at);
		assert_int_equal(reference_value(t, r->pv[k]), root);
		at = r->pv[k];
	}
	return tree_is_leaf(t, at);
}

static bool has_trimmed_row(const struct trace *tr)
{
	for (int i = 0; i < tr->count; i++)
		if (tr->events[i].type == EV_PV && tr->events[i].child < 0)
			return true;
	return false;
}

/* The set of nodes an algorithm entered, as a bitmap. */
static unsigned char *entered(const struct tree *t, const struct trace *tr)
{
	unsigned char *set = calloc((size_t)t->count, 1);
	for (int i = 0; i < tr->count; i++)
		if (tr->events[i].type == EV_ENTER)
			set[tr->events[i].node] = 1;
	return set;
}

static void assert_subset(const struct tree *t, const unsigned char *a, const unsigned char *b)
{
	for (int i = 0; i < t->count; i++)
		if (a[i] && !b[i])
			fail_msg("node %s entered but not by the reference", tree_name(t, i));
}

/* Alpha-beta as textbooks write it, in max/min form rather than negamax,
 * so that it checks alphabeta.c and alphabeta_soft.c instead of repeating
 * them.  It counts what --compare counts: the nodes entered (alpha-beta
 * never enters a node twice, so these are also its visits), the leaves
 * evaluated, and the cutoffs that leave a child unsearched; and it marks
 * the nodes it entered. */
struct reference_counts {
	long nodes, leaves, cutoffs;
	unsigned char *entered;
};

static int reference_alphabeta(const struct tree *t, node_id n, int alpha, int beta,
			       struct reference_counts *c)
{
	const struct node *nd = &t->nodes[n];
	c->nodes++;
	c->entered[n] = 1;
	if (nd->nchildren == 0) {
		c->leaves++;
		return nd->value;
	}
	int v = nd->is_max ? -INF : INF;
	for (int i = 0; i < nd->nchildren; i++) {
		int score = reference_alphabeta(t, nd->first_child + i, alpha, beta, c);
		if (nd->is_max) {
			v = score > v ? score : v;
			alpha = v > alpha ? v : alpha;
		} else {
			v = score < v ? score : v;
			beta = v < beta ? v : beta;
		}
		if (alpha >= beta) {
			c->cutoffs += i < nd->nchildren - 1;
			break;
		}
	}
	return v;
}

/* Two traces enter the same nodes in the same order, each with the same
 * window. */
static void assert_same_entries(const struct trace *a, const struct trace *b, const char *text)
{
	int i = 0, k = 0;
	for (;;) {
		while (i < a->count && a->events[i].type != EV_ENTER)
			i++;
		while (k < b->count && b->events[k].type != EV_ENTER)
			k++;
		if (i == a->count || k == b->count)
			break;
		const struct event *x = &a->events[i++], *y = &b->events[k++];
		if (x->node != y->node || x->alpha != y->alpha || x->beta != y->beta)
			fail_msg("entries differ: node %d (%d, %d) against node %d (%d, %d) on %s",
				 x->node, x->alpha, x->beta, y->node, y->alpha, y->beta, text);
	}
	if (i != a->count || k != b->count)
		fail_msg("one trace enters more nodes than the other on %s", text);
}

static long count_leaves(const struct tree *t)
{
	long leaves = 0;
	for (int i = 0; i < t->count; i++)
		leaves += tree_is_leaf(t, i);
	return leaves;
}

/* Thousands of seeded random trees of branching 1-5 and depth 1-6, some
 * with MIN at the root, some with many ties (values in -3..3). */
static void test_random_trees(void **state)
{
	(void)state;
	uint64_t seed = 20261122;
	int trees = 0, crippled = 0;

	for (int branching = 1; branching <= 5; branching++)
	for (int depth = 1; depth <= 6; depth++)
	for (int k = 0; k < 100; k++) {
		int range = k % 2 ? 3 : 1000;
		char *body = random_tree(&seed, branching, depth, k % 3 == 0, range, false);
		char *text = malloc(strlen(body) + 32);
		sprintf(text, "root: %s\n%s\n", k % 4 == 1 ? "min" : "max", body);
		struct tree t;
		load_text(&t, text);
		int expect = reference_value(&t, 0);
		int n = algorithm_count;
		struct trace *tr = calloc((size_t)n, sizeof *tr);
		struct counts *counts = calloc((size_t)n, sizeof *counts);
		unsigned char **sets = calloc((size_t)n, sizeof *sets);
		assert_true(tr && counts && sets);

		for (int a = 0; a < n; a++) {
			struct result r;
			struct counts replay;
			run_traced(algorithms[a].name, &t, &tr[a], &r);
			if (r.value != expect)
				fail_msg("%s returns %d, minimax value %d, on %s", algorithms[a].name,
					 r.value, expect, text);
			/* The trace alone gives the same counters as the search. */
			assert_true(trace_counts(&tr[a], &t, tr[a].count, &replay));
			assert_memory_equal(&replay, &r.counts, sizeof replay);
			bool full = check_pv_is_optimal(&t, &r);
			if (a == algo_index("negascout") && has_trimmed_row(&tr[a]))
				crippled += !full;
			else if (!full && !algorithms[a].needs_table)  /* MT: see mtdf.c, the PV */
				fail_msg("%s: PV does not reach a leaf on %s", algorithms[a].name, text);
			sets[a] = entered(&t, &tr[a]);
			counts[a] = r.counts;
		}
		/* An algorithm without a window is minimax: it enters every
		 * node once and evaluates every leaf.  (Not Scout, which has
		 * none either: its TESTs are its windows; test_scout.c.) */
		for (int a = 0; a < n; a++) {
			if (!algorithms[a].no_window || algorithms[a].tests)
				continue;
			assert_int_equal(counts[a].nodes, t.count);
			assert_int_equal(counts[a].visits, t.count);
			assert_int_equal(counts[a].leaves, count_leaves(&t));
			assert_int_equal(counts[a].cutoffs, 0);
			assert_int_equal(counts[a].researches, 0);
			for (int i = 0; i < t.count; i++)
				assert_int_equal(sets[a][i], 1);
		}
		/* One with a window that never searches a node again is an
		 * alpha-beta: it enters exactly the nodes the textbook one
		 * enters, with the same counts. */
		struct reference_counts ref = { 0, 0, 0, calloc((size_t)t.count, 1) };
		assert_int_equal(reference_alphabeta(&t, 0, -INF, INF, &ref), expect);
		for (int a = 0; a < n; a++) {
			const struct counts *c = &counts[a];
			if (algorithms[a].no_window || algorithms[a].researches)
				continue;
			if (c->nodes != ref.nodes || c->visits != ref.nodes || c->leaves != ref.leaves ||
			    c->cutoffs != ref.cutoffs || c->researches != 0 ||
			    memcmp(sets[a], ref.entered, (size_t)t.count) != 0)
				fail_msg("%s: nodes %ld, visits %ld, leaves %ld, cutoffs %ld, re-searches %ld; "
					 "the textbook alpha-beta: nodes %ld, leaves %ld, cutoffs %ld%s; on %s",
					 algorithms[a].name, c->nodes, c->visits, c->leaves, c->cutoffs,
					 c->researches, ref.nodes, ref.leaves, ref.cutoffs,
					 memcmp(sets[a], ref.entered, (size_t)t.count) ? ", other nodes" : "",
					 text);
		}
		/* pvs-zws does exactly what pvs does, with less code: the same
		 * nodes entered in the same order with the same windows. */
		int pvs = algo_index("pvs"), zws = algo_index("pvs-zws"), gnu = algo_index("gnuchess");
		assert_memory_equal(&counts[zws], &counts[pvs], sizeof counts[pvs]);
		assert_memory_equal(sets[zws], sets[pvs], (size_t)t.count);
		assert_same_entries(&tr[zws], &tr[pvs], text);
		/* gnuchess counts what the study's printed code counts. */
		struct study_counts sc = { 0, 0, 0 };
		assert_int_equal(study_minimax_ab(&t, 0, -INF, INF, &sc), expect);
		if (sc.visits != counts[gnu].visits || sc.leaves != counts[gnu].leaves ||
		    sc.researches != counts[gnu].researches)
			fail_msg("gnuchess: visits %ld, leaves %ld, re-searches %ld; the printed "
				 "code: %ld, %ld, %ld; on %s", counts[gnu].visits,
				 counts[gnu].leaves, counts[gnu].researches,
				 sc.visits, sc.leaves, sc.researches, text);
		/* The null-window algorithms, which may search a node again,
		 * never enter a node alpha-beta skips.  Scout may: its TEST
		 * knows only its parent's value, not the bounds above, and its
		 * EVAL none at all (test_scout.c checks it leaf by leaf). */
		for (int a = 0; a < n; a++)
			if (algorithms[a].researches && !algorithms[a].tests)
				assert_subset(&t, sets[a], ref.entered);
		free(ref.entered);
		for (int a = 0; a < n; a++) {
			free(sets[a]);
			trace_free(&tr[a]);
		}
		free(tr);
		free(counts);
		free(sets);
		tree_free(&t);
		free(text);
		free(body);
		trees++;
	}
	print_message("# %d random trees; negascout's PV ended early on %d\n", trees, crippled);
}

/* ---- The strict convention (--strict, rules.h) --------------------------
 * Berkeley CS188's multi-agent search project (project 2) checks its
 * students' alpha-beta against max_value/min_value written as below, and
 * its autograder says "you must not prune on equality" (test
 * 6-tied-root).  That code, written here in max/min form, is the
 * reference: it records the leaves it evaluates, in order. */
struct leaf_order {
	node_id *leaves;
	int n;
};

static int cs188_value(const struct tree *t, node_id n, int alpha, int beta, struct leaf_order *o)
{
	const struct node *nd = &t->nodes[n];
	if (nd->nchildren == 0) {
		o->leaves[o->n++] = n;
		return nd->value;
	}
	if (nd->is_max) {
		int v = -INF;
		for (int i = 0; i < nd->nchildren; i++) {
			int c = cs188_value(t, nd->first_child + i, alpha, beta, o);
			v = c > v ? c : v;
			if (v > beta)
				return v;
			alpha = v > alpha ? v : alpha;
		}
		return v;
	}
	int v = INF;
	for (int i = 0; i < nd->nchildren; i++) {
		int c = cs188_value(t, nd->first_child + i, alpha, beta, o);
		v = c < v ? c : v;
		if (v < alpha)
			return v;
		beta = v < beta ? v : beta;
	}
	return v;
}

/* The leaves a trace evaluates, in order. */
static void traced_leaves(const struct trace *tr, struct leaf_order *o)
{
	o->n = 0;
	for (int i = 0; i < tr->count; i++)
		if (tr->events[i].type == EV_LEAF)
			o->leaves[o->n++] = tr->events[i].node;
}

static void assert_same_leaves(const struct leaf_order *a, const struct leaf_order *b,
			       const char *what, const char *text)
{
	if (a->n != b->n || memcmp(a->leaves, b->leaves, (size_t)a->n * sizeof *a->leaves) != 0)
		fail_msg("%s: %d leaves against %d, or in another order, on %s", what, a->n, b->n, text);
}

/* Thousands of random trees, many with ties (values in -3..3), searched
 * by every algorithm in the strict convention: each finds the minimax
 * value; strict fail-soft alpha-beta evaluates exactly CS188's leaves in
 * CS188's order, and strict fail-hard alpha-beta (clamping one unit
 * outside the window) the same leaves as fail-soft; and the strict
 * convention never evaluates fewer leaves than the default one. */
static void test_strict_random_trees(void **state)
{
	(void)state;
	uint64_t seed = 20261125;
	int trees = 0, differ = 0;
	struct plan strict = { .strict = true };

	for (int branching = 1; branching <= 5; branching++)
	for (int depth = 1; depth <= 6; depth++)
	for (int k = 0; k < 100; k++) {
		int range = k % 3 ? 3 : 1000;
		char *body = random_tree(&seed, branching, depth, k % 3 == 0, range, false);
		char *text = malloc(strlen(body) + 32);
		sprintf(text, "root: %s\n%s\n", k % 4 == 1 ? "min" : "max", body);
		struct tree t;
		load_text(&t, text);
		int expect = reference_value(&t, 0);
		struct leaf_order ref = { calloc((size_t)t.count, sizeof (node_id)), 0 };
		struct leaf_order got = { calloc((size_t)t.count * 2 + 2, sizeof (node_id)), 0 };
		assert_int_equal(cs188_value(&t, 0, -INF, INF, &ref), expect);

		struct trace all[algorithm_count];
		for (int a = 0; a < algorithm_count; a++) {
			if (algorithms[a].tests) {      /* Scout refuses --strict (plan.c) */
				trace_init(&all[a]);
				continue;
			}
			struct trace tr;
			struct result r;
			struct counts replay;
			if (algorithms[a].needs_table) {        /* MT refuses --strict (plan.c) */
				trace_init(&all[a]);
				continue;
			}
			trace_init(&tr);
			assert_true(algorithm_run_plan(&algorithms[a], &t, &strict, &tr, &r));
			if (r.value != expect)
				fail_msg("strict %s returns %d, minimax value %d, on %s", algorithms[a].name,
					 r.value, expect, text);
			assert_true(trace_counts(&tr, &t, tr.count, &replay));
			assert_memory_equal(&replay, &r.counts, sizeof replay);
			traced_leaves(&tr, &got);
			/* Both against CS188's leaves, so the same as each other. */
			if (a == algo_index("alphabeta-soft"))
				assert_same_leaves(&got, &ref, "strict alphabeta-soft against CS188", text);
			if (a == algo_index("alphabeta"))
				assert_same_leaves(&got, &ref, "strict alphabeta (fail-hard) against CS188",
						   text);
			all[a] = tr;
		}
		/* pvs-zws does what pvs does, and the null-window algorithms
		 * never enter a node alpha-beta skips, in this convention too. */
		assert_same_entries(&all[algo_index("pvs-zws")], &all[algo_index("pvs")], text);
		unsigned char *ab = entered(&t, &all[algo_index("alphabeta")]);
		for (int a = 0; a < algorithm_count; a++) {
			if (algorithms[a].researches && !algorithms[a].tests) {
				unsigned char *set = entered(&t, &all[a]);
				assert_subset(&t, set, ab);
				free(set);
			}
			trace_free(&all[a]);
		}
		free(ab);
		/* The default convention prunes on equality as well, so it
		 * never evaluates more leaves. */
		struct trace tr;
		struct result r;
		run_traced("alphabeta-soft", &t, &tr, &r);
		assert_true(r.counts.leaves <= ref.n);
		differ += r.counts.leaves < ref.n;
		trace_free(&tr);
		free(ref.leaves);
		free(got.leaves);
		tree_free(&t);
		free(text);
		free(body);
		trees++;
	}
	print_message("# %d random trees in the strict convention; it evaluated more leaves than "
		      "the default on %d\n", trees, differ);
	assert_true(differ > 0);
}

/* --window LO,HI: the root searched with a window given for it.  On
 * thousands of random trees and windows, in both conventions, every
 * algorithm with a window finds the minimax value v exactly when v lies
 * inside the window, and otherwise a bound on the side v lies on, which v
 * obeys: at least the value when it failed high, at most when low. */
static void test_window_random_trees(void **state)
{
	(void)state;
	uint64_t seed = 31;
	int trees = 0, bounds = 0;
	for (int k = 0; k < 2000; k++) {
		int range = k % 2 ? 3 : 20;
		char *body = random_tree(&seed, 1 + k % 4, 1 + k % 5, k % 3 == 0, range, false);
		char *text = malloc(strlen(body) + 32);
		sprintf(text, "root: %s\n%s\n", k % 4 == 1 ? "min" : "max", body);
		struct tree t;
		load_text(&t, text);
		int v = reference_value(&t, 0);
		/* A window around, below or above v, of widths 1 to 6. */
		int lo = v - range + (int)(rng_next(&seed) % (uint64_t)(2 * range + 1));
		int hi = lo + 1 + (int)(rng_next(&seed) % 6);
		bool strict = k % 3 == 1;
		struct plan p = { .window = true, .window_lo = lo, .window_hi = hi, .strict = strict };
		enum bound want = rule_bound(v, lo, hi, strict);
		for (int a = 0; a < algorithm_count; a++) {
			if (algorithms[a].no_window || algorithms[a].needs_table)     /* (plan.c) */
				continue;
			struct trace tr;
			struct result r;
			struct counts replay;
			trace_init(&tr);
			assert_true(algorithm_run_plan(&algorithms[a], &t, &p, &tr, &r));
			bool sound = r.bound == BOUND_EXACT ? r.value == v :
				     r.bound == BOUND_LOWER ? v >= r.value : v <= r.value;
			if (r.bound != want || !sound || r.bound != rule_bound(r.value, lo, hi, strict))
				fail_msg("%s%s --window %d,%d: %d (bound %d), minimax %d, on %s",
					 algorithms[a].name, strict ? " --strict" : "", lo, hi, r.value,
					 r.bound, v, text);
			assert_true(trace_counts(&tr, &t, tr.count, &replay));
			assert_memory_equal(&replay, &r.counts, sizeof replay);
			trace_free(&tr);
		}
		bounds += want != BOUND_EXACT;
		tree_free(&t);
		free(text);
		free(body);
		trees++;
	}
	print_message("# %d random trees and windows; the value outside the window on %d\n", trees,
		      bounds);
	assert_true(bounds > 0 && bounds < trees);
}

/* v hundredths as a student reads them, written here without treestep's
 * formatter: "4.99", "-0.5", "3". */
static void hundredths_text(char *buf, size_t len, long v)
{
	long a = v < 0 ? -v : v;
	const char *sign = v < 0 ? "-" : "";
	if (a % 100 == 0)
		snprintf(buf, len, "%s%ld", sign, a / 100);
	else if (a % 10 == 0)
		snprintf(buf, len, "%s%ld.%ld", sign, a / 100, a % 100 / 10);
	else
		snprintf(buf, len, "%s%ld.%02ld", sign, a / 100, a % 100);
}

/* The bracket text with every number n written as n / 100 with two
 * decimals ("(~5 (499 -3))" becomes "(~0.05 (4.99 -0.03))"). */
static char *in_hundredths(const char *text)
{
	char *out = malloc(strlen(text) * 3 + 16), *o = out;
	for (const char *p = text; *p;) {
		if (*p == '-' || (*p >= '0' && *p <= '9')) {
			char *end;
			long v = strtol(p, &end, 10);
			long a = v < 0 ? -v : v;
			o += sprintf(o, "%s%ld.%02ld", v < 0 ? "-" : "", a / 100, a % 100);
			p = end;
		} else {
			*o++ = *p++;
		}
	}
	*o = '\0';
	return out;
}

/* Fixed point: a tree whose values are v, and the same tree with every
 * value (leaves and static evaluations) written as v / 100 with two
 * decimals, are searched exactly alike by every algorithm, in both
 * conventions, to the leaves and to a depth, and with a window given in
 * the same values: the same events at the same nodes, the same counts,
 * the same PV and bound, and a value that prints as the first tree's
 * divided by 100.  The tree's units are what a window's step is, so this
 * holds only if every + 1 on a score is one unit of the tree. */
static void test_decimal_trees(void **state)
{
	(void)state;
	uint64_t seed = 5;
	int trees = 0, runs = 0;
	for (int k = 0; k < 1500; k++) {
		int range = k % 3 == 0 ? 3 : k % 3 == 1 ? 40 : 2500;
		char *body = k % 2 ? random_tree(&seed, 1 + k % 4, 1 + k % 5, k % 7 == 0, range, false) :
			     random_static_tree(&seed, 1 + k % 4, 1 + k % 3, range, k % 4 == 2);
		char *cents = in_hundredths(body);
		struct tree whole, dec;
		load_text(&whole, body);
		load_text(&dec, cents);
		assert_int_equal(whole.decimals, 0);
		for (int a = 0; a < algorithm_count; a++)
			for (int variant = 0; variant < 4; variant++) {
				struct plan p = { .strict = variant & 1 }, q;
				if (p.strict && algorithms[a].tests)    /* refused (plan.c) */
					continue;
				/* A window is written in the second tree with qd
				 * decimals, at most the tree's: one of its units is
				 * div hundredths. */
				int qd = rng_range(&seed, 0, dec.decimals), div = 100 / tree_unit_scale(qd);
				if (variant & 2) {
					if (algorithms[a].no_window)
						continue;
					/* A window near the value, the same in both trees. */
					int v = reference_value(&whole, 0);
					int lo = v - rng_range(&seed, -2, 2 * range / 3 + 1) - 1;
					p.window = true;
					p.window_lo = (lo - (lo % div + div) % div);
					p.window_hi = p.window_lo + div * rng_range(&seed, 1, range / div + 1);
				}
				if (k % 2 == 0 && k % 5 == 0) {
					p.limited = true;
					p.depth = rng_range(&seed, 0, whole.height);
				}
				q = p;
				if (p.window) {
					q.decimals = qd;
					q.window_lo = p.window_lo / div;
					q.window_hi = p.window_hi / div;
				}
				char why[200];
				assert_true(plan_fits_tree(&q, &dec, PLAN_COMMAND_LINE, why, sizeof why));
				struct trace ta, tb;
				struct result ra, rb;
				trace_init(&ta);
				trace_init(&tb);
				assert_true(algorithm_run_plan(&algorithms[a], &whole, &p, &ta, &ra));
				assert_true(algorithm_run_plan(&algorithms[a], &dec, &q, &tb, &rb));
				assert_int_equal(ta.count, tb.count);
				for (int i = 0; i < ta.count; i++) {
					const struct event *x = &ta.events[i], *y = &tb.events[i];
					if (x->type != y->type || x->node != y->node || x->child != y->child)
						fail_msg("%s: event %d differs on %s", algorithms[a].name, i, body);
				}
				assert_memory_equal(&ra.counts, &rb.counts, sizeof ra.counts);
				assert_int_equal(ra.bound, rb.bound);
				assert_int_equal(ra.pvlen, rb.pvlen);
				for (int i = 0; i < ra.pvlen; i++)
					assert_int_equal(ra.pv[i], rb.pv[i]);
				char want[32], got[32];
				hundredths_text(want, sizeof want, ra.value);
				text_score(got, sizeof got, &dec, rb.value);
				if (strcmp(want, got) != 0)
					fail_msg("%s: %s, not %s, on %s", algorithms[a].name, got, want, cents);
				trace_free(&ta);
				trace_free(&tb);
				runs++;
			}
		tree_free(&whole);
		tree_free(&dec);
		free(body);
		free(cents);
		trees++;
	}
	print_message("# %d random trees, each also in hundredths: %d searches alike\n", trees, runs);
}

/* Knuth and Moore: on a uniform tree of branching b and depth d where the
 * best move always comes first, alpha-beta evaluates exactly
 * b^ceil(d/2) + b^floor(d/2) - 1 leaves, the fewest any algorithm can.
 * The null-window algorithms find the same minimal tree, with no
 * re-search, because no probe can fail high. */
static void test_knuth_moore(void **state)
{
	(void)state;
	uint64_t seed = 1975;
	for (int b = 1; b <= 5; b++)
	for (int d = 1; d <= 6; d++) {
		long hi = 1, lo = 1;
		for (int i = 0; i < (d + 1) / 2; i++)
			hi *= b;
		for (int i = 0; i < d / 2; i++)
			lo *= b;
		char *text = random_tree(&seed, b, d, true, VALUE_LIMIT, true);
		struct tree t;
		load_text(&t, text);
		for (int a = 0; a < algorithm_count; a++) {
			struct trace tr;
			struct result r;
			if (algorithms[a].no_window)
				continue;       /* minimax has no cutoffs to make */
			run_traced(algorithms[a].name, &t, &tr, &r);
			print_message("# b=%d d=%d %s\n", b, d, algorithms[a].name);
			assert_int_equal(r.counts.leaves, hi + lo - 1);
			assert_int_equal(r.counts.researches, 0);
			trace_free(&tr);
		}
		tree_free(&t);
		free(text);
	}
}

/* The PV row events replay into the final PV, and every ENTER empties
 * the row of its ply, so a viewer that replays events sees the table the
 * search saw. */
static void test_pv_events_replay(void **state)
{
	(void)state;
	struct tree t;
	load_path(&t, "trees/gnuchess-pvs-research.tree");
	for (int a = 0; a < algorithm_count; a++) {
		struct trace tr;
		struct result r;
		struct pvtable pv;
		run_traced(algorithms[a].name, &t, &tr, &r);
		assert_true(pvtable_init(&pv, t.height));
		for (int i = 0; i < tr.count; i++) {
			const struct event *e = &tr.events[i];
			if (e->type == EV_ENTER)
				pvtable_clear(&pv, e->ply);
			else if (e->type == EV_PV)
				pvtable_set(&pv, e->ply, trace_list(&tr, e));
		}
		assert_int_equal(pv.length[0], r.pvlen);
		assert_memory_equal(pvtable_row(&pv, 0), r.pv, (size_t)r.pvlen * sizeof *r.pv);
		pvtable_free(&pv);
		trace_free(&tr);
	}
	tree_free(&t);
}

/* A single leaf is a whole tree: value, one node, an empty PV. */
/* trace_list gives back every list as it was pushed, whether it is kept
 * node by node or, when consecutive, as a first node and a count: random
 * lists, some consecutive, one very long, across many groups of events. */
static void test_trace_lists(void **state)
{
	(void)state;
	uint64_t seed = 7;
	enum { EVENTS = 3000, LONGEST = 100000 };
	node_id *ids = malloc(LONGEST * sizeof *ids);
	int *len = malloc(EVENTS * sizeof *len);
	node_id *kept = malloc((size_t)EVENTS * 40 * sizeof *kept);
	int *at = malloc(EVENTS * sizeof *at);
	struct trace tr;
	trace_init(&tr);
	int nkept = 0, consecutive = 0;
	node_id long_first = -1;
	for (int k = 0; k < EVENTS; k++) {
		int shape = rng_range(&seed, 0, 3);
		int n = k == EVENTS / 2 ? LONGEST : shape == 0 ? 0 : rng_range(&seed, 1, 40);
		node_id first = rng_range(&seed, 0, 1000000);
		for (int i = 0; i < n; i++)
			ids[i] = shape == 1 || n == LONGEST ? first + i : rng_range(&seed, 0, 2000000);
		consecutive += shape == 1 && n > 1;
		trace_push(&tr, &(struct event){ .type = EV_CUTOFF, .node = k }, ids, n);
		len[k] = n;
		at[k] = nkept;
		if (n == LONGEST)
			long_first = first;
		else
			for (int i = 0; i < n; i++)
				kept[nkept++] = ids[i];
	}
	assert_false(tr.out_of_memory);
	assert_true(consecutive > 100);
	for (int k = 0; k < EVENTS; k++) {
		struct event_list l = trace_list(&tr, &tr.events[k]);
		assert_int_equal(l.n, len[k]);
		assert_int_equal(tr.events[k].has_list, len[k] > 0);
		for (int i = 0; i < l.n; i++)
			assert_int_equal(event_list_at(l, i),
					 len[k] == LONGEST ? long_first + i : kept[at[k] + i]);
	}
	/* The long list is kept as its first node and its length. */
	assert_true(tr.nids < nkept + 2 * EVENTS);
	trace_free(&tr);
	free(ids);
	free(len);
	free(kept);
	free(at);
}

static void test_single_leaf(void **state)
{
	(void)state;
	struct tree t;
	load_text(&t, "root: min\n7\n");
	for (int a = 0; a < algorithm_count; a++) {
		struct trace tr;
		struct result r;
		run_traced(algorithms[a].name, &t, &tr, &r);
		assert_int_equal(r.value, 7);
		assert_int_equal(r.counts.nodes, 1);
		assert_int_equal(r.pvlen, 0);
		trace_free(&tr);
	}
	tree_free(&t);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_gnuchess_sample),
		cmocka_unit_test(test_gnuchess_research),
		cmocka_unit_test(test_russell_norvig),
		cmocka_unit_test(test_alphabeta_cutoff_at_n4),
		cmocka_unit_test(test_pvs_probe_at_n5),
		cmocka_unit_test(test_pvs_research_of_n2),
		cmocka_unit_test(test_gnuchess_research_of_n12),
		cmocka_unit_test(test_random_trees),
		cmocka_unit_test(test_strict_random_trees),
		cmocka_unit_test(test_window_random_trees),
		cmocka_unit_test(test_decimal_trees),
		cmocka_unit_test(test_knuth_moore),
		cmocka_unit_test(test_pv_events_replay),
		cmocka_unit_test(test_single_leaf),
		cmocka_unit_test(test_trace_lists),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
