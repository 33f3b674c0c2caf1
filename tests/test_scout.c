/* test_scout.c - Pearl's Scout (scout.c) against a Scout written here.
 *
 * Thousands of random trees, some where the same side moves twice (MIN
 * after MIN), some searched to a depth limit with static values, are
 * written in the outline form from the test's own record of them.  The
 * Scout below is Pearl's two procedures as plain recursion with booleans,
 * over that record: it knows nothing of windows, traces or treestep's
 * tree.  treestep's scout must find minimax's value and evaluate exactly
 * the same leaves in the same order; its counters (nodes, visits, leaves,
 * cutoffs, re-searches), in the stepper's replay and in statistics mode on
 * generated trees, must be the ones counted here. */
#include <config.h>

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "search/plan.h"
#include "replay/state.h"
#include "tree/gen.h"
#include "testlib.h"

#define MAXN 2048

/* The test's own tree: node i's children are kids[first[i]] ..
 * + count[i]; value is a leaf's value, or an inner node's static one. */
struct rtree {
	int n, nkids;
	int count[MAXN], first[MAXN], kids[MAXN], depth[MAXN];
	int value[MAXN];
	bool is_max[MAXN];
	bool same_side_move;
};

static struct rtree rt;
static char *text;
static size_t len, cap;

static void put(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void put(const char *fmt, ...)
{
	va_list ap;
	char line[128];
	va_start(ap, fmt);
	int k = vsnprintf(line, sizeof line, fmt, ap);
	va_end(ap);
	if (len + (size_t)k + 1 > cap) {
		cap = (len + (size_t)k + 1) * 2;
		text = realloc(text, cap);
		assert_non_null(text);
	}
	memcpy(text + len, line, (size_t)k + 1);
	len += (size_t)k;
}

/* Node i and its subtree; before_max: the side that moved to it.  With
 * kinds, some nodes say who moves there (MIN may follow MIN); with
 * statics, every inner node has a static value. */
static int grow(uint64_t *seed, int depth, int max_depth, bool before_max, bool kinds,
		bool statics, int range)
{
	int i = rt.n++;
	bool leaf = depth == max_depth || (depth > 0 && rng_range(seed, 0, 4) == 0) ||
		    rt.n > MAXN - 8;
	const char *kind = "";
	rt.is_max[i] = !before_max;
	if (!leaf && kinds && rng_range(seed, 0, 2) == 0) {
		rt.is_max[i] = rng_range(seed, 0, 1);
		kind = rt.is_max[i] ? " max" : " min";
	}
	if (depth > 0 && rt.is_max[i] == before_max)
		rt.same_side_move = true;
	rt.depth[i] = depth;
	rt.count[i] = 0;
	rt.value[i] = rng_range(seed, -range, range);
	if (leaf) {
		put("%*sn%d = %d\n", 2 * depth, "", i, rt.value[i]);
		return i;
	}
	if (statics)
		put("%*sn%d%s ~ %d\n", 2 * depth, "", i, kind, rt.value[i]);
	else
		put("%*sn%d%s\n", 2 * depth, "", i, kind);
	int k = rng_range(seed, 1, 4), mine[4];
	for (int c = 0; c < k; c++)
		mine[c] = grow(seed, depth + 1, max_depth, rt.is_max[i], kinds, statics, range);
	rt.first[i] = rt.nkids;
	for (int c = 0; c < k; c++)
		rt.kids[rt.nkids++] = mine[c];
	rt.count[i] = k;
	return i;
}

static int kid(int i, int c)
{
	return rt.kids[rt.first[i] + c];
}

/* ---- Pearl's Scout, written apart -------------------------------------- */

static int horizon;             /* -1: to the leaves */
struct tally {
	int leaves[4 * MAXN], nleaves;
	bool answers[4 * MAXN];         /* every TEST's answer, in the order they end */
	int nanswers;
	long visits, cutoffs, researches;
	bool seen[MAXN];
};
static struct tally ref;

static bool stops(int i)
{
	return rt.count[i] == 0 || (horizon >= 0 && rt.depth[i] >= horizon);
}

static int leaf_value(int i)
{
	ref.leaves[ref.nleaves++] = i;
	return rt.value[i];
}

static void entered(int i)
{
	ref.visits++;
	ref.seen[i] = true;
}

/* TEST(i, v, >), or >= with or_equal. */
static bool ref_test(int i, int v, bool or_equal)
{
	entered(i);
	bool yes = !rt.is_max[i];       /* if no move decides: MAX no, MIN yes */
	if (stops(i)) {
		int f = leaf_value(i);
		yes = or_equal ? f >= v : f > v;
	}
	for (int c = 0; !stops(i) && c < rt.count[i]; c++) {
		if (ref_test(kid(i, c), v, or_equal) == rt.is_max[i]) {  /* MAX: a yes; MIN: a no */
			ref.cutoffs += c + 1 < rt.count[i];
			yes = rt.is_max[i];
			break;
		}
	}
	ref.answers[ref.nanswers++] = yes;
	return yes;
}

static int ref_eval(int i)
{
	entered(i);
	if (stops(i))
		return leaf_value(i);
	int v = ref_eval(kid(i, 0));
	for (int c = 1; c < rt.count[i]; c++) {
		int k = kid(i, c);
		if (rt.is_max[i] ? ref_test(k, v, false) : !ref_test(k, v, true)) {
			ref.researches++;
			v = ref_eval(k);
		}
	}
	return v;
}

static int ref_minimax(int i)
{
	if (stops(i))
		return rt.value[i];
	int best = ref_minimax(kid(i, 0));
	for (int c = 1; c < rt.count[i]; c++) {
		int v = ref_minimax(kid(i, c));
		best = rt.is_max[i] ? (v > best ? v : best) : (v < best ? v : best);
	}
	return best;
}

static int index_of(const struct tree *t, node_id n)
{
	int i = -1;
	assert_int_equal(sscanf(tree_name(t, n), "n%d", &i), 1);
	return i;
}

/* ---- The tests ------------------------------------------------------------ */

static const struct algorithm *scout(void)
{
	const struct algorithm *a = algorithm_find("scout");
	assert_non_null(a);
	return a;
}

/* One random tree, searched by treestep's scout and by the Scout here. */
static void check_tree(uint64_t *seed, int max_depth, bool kinds, bool statics, int range,
		       int depth_limit, int *same_side)
{
	len = 0;
	rt.n = rt.nkids = 0;
	rt.same_side_move = false;
	grow(seed, 0, max_depth, false, kinds, statics, range);
	*same_side += rt.same_side_move;
	struct tree t;
	load_text(&t, text);

	struct plan p = { 0 };
	if (depth_limit >= 0) {
		p.limited = true;
		p.depth = depth_limit;
	}
	horizon = depth_limit;
	memset(&ref, 0, sizeof ref);
	int want = ref_eval(0);
	assert_int_equal(want, ref_minimax(0));

	struct trace tr;
	struct result r;
	trace_init(&tr);
	assert_true(algorithm_run_plan(scout(), &t, &p, &tr, &r));
	if (r.value != want)
		fail_msg("value %d, Pearl's Scout %d, on\n%s", r.value, want, text);
	/* the same leaves, in the same order */
	int k = 0;
	for (int e = 0; e < tr.count; e++) {
		if (tr.events[e].type != EV_LEAF)
			continue;
		if (k >= ref.nleaves || index_of(&t, tr.events[e].node) != ref.leaves[k])
			fail_msg("leaf %d differs on\n%s", k, text);
		k++;
	}
	assert_int_equal(k, ref.nleaves);
	long nodes = 0;
	for (int i = 0; i < rt.n; i++)
		nodes += ref.seen[i];
	assert_int_equal(r.counts.nodes, nodes);
	assert_int_equal(r.counts.visits, ref.visits);
	assert_int_equal(r.counts.leaves, ref.nleaves);
	assert_int_equal(r.counts.cutoffs, ref.cutoffs);
	assert_int_equal(r.counts.researches, ref.researches);

	/* The stepper's replay counts the same, and every TEST's entry is
	 * one, with the null window that asks Pearl's question. */
	struct state st;
	assert_true(state_init(&st, &t, scout(), &tr));
	state_goto(&st, tr.count);
	assert_int_equal(st.counts.visits, ref.visits);
	assert_int_equal(st.counts.researches, ref.researches);
	assert_int_equal(st.counts.cutoffs, ref.cutoffs);
	assert_int_equal(st.counts.nodes, nodes);
	state_free(&st);
	long tests = 0;
	for (int e = 0; e < tr.count; e++)
		tests += tr.events[e].type == EV_ENTER && tr.events[e].kind == VISIT_TEST;
	long evals = 0;
	for (int e = 0; e < tr.count; e++)
		evals += tr.events[e].type == EV_ENTER && tr.events[e].kind != VISIT_TEST;
	assert_int_equal(tests + evals, ref.visits);
	/* Each TEST's end says its answer as the null window it was entered
	 * with reads it: more than the window's low edge (MAX's view) is a
	 * yes.  And a cutoff inside a TEST records the score the child just
	 * returned, as its parent sees it. */
	node_id at[TREE_MAX_DEPTH + 1];
	int lo[TREE_MAX_DEPTH + 1];
	bool testing[TREE_MAX_DEPTH + 1];
	int answers = 0;
	for (int e = 0; e < tr.count; e++) {
		const struct event *x = &tr.events[e];
		bool max_node = t.nodes[x->node].is_max;
		if (x->type == EV_ENTER) {
			at[x->ply] = x->node;
			lo[x->ply] = max_node ? x->alpha : -x->beta;
			testing[x->ply] = x->kind == VISIT_TEST;
		} else if ((x->type == EV_LEAF || x->type == EV_RETURN) && testing[x->ply]) {
			assert_int_equal(at[x->ply], x->node);
			bool yes = (max_node ? x->value : -x->value) > lo[x->ply];
			assert_true(answers < ref.nanswers);
			if (yes != ref.answers[answers])
				fail_msg("TEST answer %d of %s differs on\n%s", answers,
					 tree_name(&t, x->node), text);
			answers++;
		} else if (x->type == EV_CUTOFF) {
			const struct event *back = x - 1;
			assert_true(back->type == EV_LEAF || back->type == EV_RETURN);
			assert_int_equal(back->node, x->child);
			assert_int_equal(x->value, to_parent(&t, x->node, x->child, back->value));
		}
	}
	assert_int_equal(answers, ref.nanswers);
	trace_free(&tr);
	tree_free(&t);
}

static void test_random_trees(void **state)
{
	(void)state;
	uint64_t seed = 0x5c07;
	int trees = 0, same_side = 0;
	for (int k = 0; k < 4000; k++, trees++)
		check_tree(&seed, 1 + k % 6, k % 3 == 0, false, k % 2 ? 3 : 40, -1, &same_side);
	print_message("# %d random trees; %d with MIN after MIN or MAX after MAX\n", trees,
		      same_side);
	assert_true(same_side > 100);
}

/* Depth limits: the search stops at depth d, on static values. */
static void test_depth_limits(void **state)
{
	(void)state;
	uint64_t seed = 0xde97;
	int same_side = 0;
	for (int k = 0; k < 2000; k++)
		check_tree(&seed, 2 + k % 5, k % 4 == 0, true, 9, k % 5, &same_side);
}

/* The hand-worked sample: TEST's answers, by hand from the tree in
 * trees/gnuchess-pvs.tree.  N3 (MAX) evaluates N7 = 3, then asks
 * TEST(N8, 3, >): N8 = 5, yes, so N8 is evaluated.  N1 (MIN, v = 5) asks
 * TEST(N4, 5, >=): N9 = 6 says yes at once, N10 untested: N4 is not
 * evaluated.  N0 (v = 5) asks TEST(N2, 5, >): N5 passes on N11 = 9 (N12
 * untested), N6 fails (N13 = 4, N14 = 3), so MIN at N2 says no. */
static void test_sample_by_hand(void **state)
{
	(void)state;
	struct tree t;
	load_path(&t, "trees/gnuchess-pvs.tree");
	struct trace tr;
	struct result r;
	run_traced("scout", &t, &tr, &r);
	assert_int_equal(r.value, 5);
	assert_int_equal(r.counts.researches, 1);
	assert_int_equal(r.counts.cutoffs, 2);
	assert_int_equal(r.counts.leaves, 7);
	const char *tested[] = { "N8", "N4", "N9", "N2", "N5", "N11", "N6", "N13", "N14" };
	int k = 0;
	for (int e = 0; e < tr.count; e++)
		if (tr.events[e].type == EV_ENTER && tr.events[e].kind == VISIT_TEST) {
			assert_true(k < 9);
			assert_string_equal(tree_name(&t, tr.events[e].node), tested[k]);
			k++;
		}
	assert_int_equal(k, 9);
	/* TEST(N8, 3, >) enters N8 (MIN) with MAX's (3, 4): negamax (-4, -3) */
	const struct event *e = find_event(&tr, &t, EV_ENTER, "N8");
	assert_int_equal(e->kind, VISIT_TEST);
	assert_int_equal(e->alpha, -4);
	assert_int_equal(e->beta, -3);
	/* TEST(N4, 5, >=) enters N4 (MAX) with (4, 5) and answers yes: 5 */
	e = find_event(&tr, &t, EV_RETURN, "N4");
	assert_int_equal(e->value, 5);
	assert_int_equal(e->bound, BOUND_LOWER);
	trace_free(&tr);
	tree_free(&t);
}

/* Statistics mode: on generated trees, scout's counts (distinct nodes
 * through the visited records, which keep a TEST's subtree for the EVAL
 * after it) are the Scout's here, run over the tree written out. */
static void test_generated_counts(void **state)
{
	(void)state;
	int searched = 0;
	for (uint64_t seed = 1; seed <= 40; seed++) {
		struct gen g = { .branching = 2 + (int)(seed % 3), .depth = 3 + (int)(seed % 5),
				 .irregular = seed % 2 == 0, .seed = seed * 104729,
				 .order = seed % 3 ? ORDER_RANDOM : ORDER_WORST };
		char *buf = NULL;
		size_t n = 0;
		FILE *f = open_memstream(&buf, &n);
		assert_non_null(f);
		assert_true(gen_write(&g, f));
		fclose(f);
		struct tree t;
		load_text(&t, buf);
		free(buf);
		if (t.count > MAXN) {
			tree_free(&t);
			continue;
		}
		/* the test's record, from the loaded tree's shape and values */
		rt.n = t.count;
		rt.nkids = 0;
		for (node_id i = 0; i < t.count; i++) {
			const struct node *nd = &t.nodes[i];
			rt.count[i] = nd->nchildren;
			rt.first[i] = nd->first_child;
			rt.depth[i] = nd->depth;
			rt.value[i] = nd->value;
			rt.is_max[i] = nd->depth % 2 == 0;
		}
		for (int i = 0; i < MAXN; i++)
			rt.kids[i] = i;
		horizon = -1;
		memset(&ref, 0, sizeof ref);
		int want = ref_eval(0);
		struct result r;
		assert_true(algorithm_run_gen(scout(), &g, &r));
		assert_int_equal(r.value, want);
		long nodes = 0;
		for (int i = 0; i < rt.n; i++)
			nodes += ref.seen[i];
		assert_int_equal(r.counts.nodes, nodes);
		assert_int_equal(r.counts.visits, ref.visits);
		assert_int_equal(r.counts.leaves, ref.nleaves);
		assert_int_equal(r.counts.cutoffs, ref.cutoffs);
		assert_int_equal(r.counts.researches, ref.researches);
		searched++;
		tree_free(&t);
	}
	algorithm_release_memory();
	print_message("# %d generated trees\n", searched);
	assert_true(searched >= 30);
}

/* Options Scout cannot take are refused with their reason. */
static void test_refusals(void **state)
{
	(void)state;
	struct tree t;
	load_path(&t, "trees/gnuchess-pvs.tree");
	char err[400];
	struct plan p = { .strict = true };
	assert_false(plan_check(&p, &t, scout(), err, sizeof err));
	assert_non_null(strstr(err, "yes or no"));
	p = (struct plan){ .tt_size = 64 };
	assert_false(plan_check(&p, &t, scout(), err, sizeof err));
	assert_non_null(strstr(err, "keeps none"));
	p = (struct plan){ .window = true, .window_lo = 1, .window_hi = 9 };
	assert_false(plan_check(&p, &t, scout(), err, sizeof err));
	assert_non_null(strstr(err, "has none"));
	tree_free(&t);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_sample_by_hand),
		cmocka_unit_test(test_random_trees),
		cmocka_unit_test(test_depth_limits),
		cmocka_unit_test(test_generated_counts),
		cmocka_unit_test(test_refusals),
	};
	int failed = cmocka_run_group_tests(tests, NULL, NULL);
	free(text);
	return failed;
}
