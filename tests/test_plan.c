/* test_plan.c - depth limits, iterative deepening and aspiration windows,
 * checked against a plain depth-limited minimax written here, on
 * thousands of random trees with a static evaluation at every inner node;
 * and the hand-worked examples of trees/. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "words/narrate.h"
#include "replay/state.h"
#include "testlib.h"

/* Depth-limited minimax in the textbook max/min form, MAX's view. */
static int reference(const struct tree *t, node_id n, int depth)
{
	const struct node *nd = &t->nodes[n];
	if (nd->nchildren == 0)
		return nd->value;
	if (nd->depth >= depth)
		return nd->static_value;
	int v = nd->is_max ? -INF : INF;
	for (int i = 0; i < nd->nchildren; i++) {
		int c = reference(t, nd->first_child + i, depth);
		v = nd->is_max ? (c > v ? c : v) : (c < v ? c : v);
	}
	return v;
}

/* Every move of the PV keeps the root's value at that depth, and the PV
 * ends where the search stops (NegaScout may end it early: allowed). */
static void check_pv(const struct tree *t, int depth, int value, const node_id *pv, int pvlen,
		     bool may_end_early, const char *what, const char *text)
{
	node_id n = 0;
	for (int k = 0; k < pvlen; k++) {
		if (t->nodes[pv[k]].parent != n || reference(t, pv[k], depth) != value)
			fail_msg("%s: PV move %d (%s) is not a best move at depth %d on %s", what, k,
				 tree_name(t, pv[k]), depth, text);
		n = pv[k];
	}
	if (!may_end_early && t->nodes[n].nchildren && t->nodes[n].depth < depth)
		fail_msg("%s: the PV stops at %s, above depth %d, on %s", what, tree_name(t, n),
			 depth, text);
}

static void test_random_plans(void **state)
{
	(void)state;
	uint64_t seed = 20261122;
	int trees = 0, fails = 0;
	for (int k = 0; k < 3000; k++) {
		int height = 1 + k % 5, range = k % 3 ? 9 : 1000;
		char *text = random_static_tree(&seed, height, 1 + k % 4, range, k % 4 == 3);
		struct tree t;
		load_text(&t, text);
		bool strict_tree = k % 2;       /* every second tree in the strict convention (rules.h) */
		for (int a = 0; a < algorithm_count; a++) {
			const struct algorithm *al = &algorithms[a];
			/* MT (mtdf, sss) proves only the moves that fail high: its PV
			 * may end early too.  It refuses --strict and --aspiration. */
			bool crippled = strcmp(al->name, "negascout") == 0 || al->needs_table;
			bool strict = strict_tree && !al->needs_table;
			if (strict && al->tests)        /* Scout refuses --strict (plan.c) */
				continue;
			/* --depth D for every D */
			for (int d = 0; d <= t.height + 1; d++) {
				struct plan p = { .limited = true, .depth = d, .strict = strict };
				struct result r;
				struct trace tr;
				struct counts replay;
				char err[256];
				trace_init(&tr);
				assert_true(plan_check(&p, &t, al, err, sizeof err));
				assert_true(algorithm_run_plan(al, &t, &p, &tr, &r));
				if (r.value != reference(&t, 0, d))
					fail_msg("%s --depth %d: %d, minimax %d on %s", al->name, d, r.value,
						 reference(&t, 0, d), text);
				check_pv(&t, d, r.value, r.pv, r.pvlen, crippled, al->name, text);
				assert_true(trace_counts(&tr, &t, tr.count, &replay));
				assert_memory_equal(&replay, &r.counts, sizeof replay);
				trace_free(&tr);
			}
			/* --id, with and without the PV first, with and without
			 * aspiration windows of several widths */
			static const int widths[] = { 0, 1, 3, 50 };
			for (int order = 0; order < 2; order++)
			for (int w = 0; w < 4; w++) {
				if (widths[w] && (al->no_window || al->needs_table))
					continue;
				struct plan p = { .id = true, .no_pv_first = order, .aspiration = widths[w],
						  .strict = strict };
				struct result r;
				struct trace tr;
				struct counts replay, sum = { 0 };
				trace_init(&tr);
				assert_true(algorithm_run_plan(al, &t, &p, &tr, &r));
				assert_int_equal(r.niterations, t.height ? t.height : 1);
				for (int i = 0; i < r.niterations; i++) {
					const struct iteration *it = &r.iterations[i];
					assert_int_equal(it->depth, i + 1);
					if (it->value != reference(&t, 0, it->depth))
						fail_msg("%s --id (order %d, aspiration %d) depth %d: %d, "
							 "minimax %d on %s", al->name, order, widths[w],
							 it->depth, it->value, reference(&t, 0, it->depth), text);
					check_pv(&t, it->depth, it->value, it->pv, it->pvlen, crippled,
						 al->name, text);
					if (!widths[w] || i == 0)
						assert_int_equal(it->fails_high + it->fails_low, 0);
					fails += it->fails_high + it->fails_low;
					sum.visits += it->counts.visits;
					sum.leaves += it->counts.leaves;
				}
				assert_int_equal(r.value, reference(&t, 0, t.height));
				assert_true(trace_counts(&tr, &t, tr.count, &replay));
				assert_memory_equal(&replay, &r.counts, sizeof replay);
				assert_int_equal(sum.visits, r.counts.visits);
				assert_int_equal(sum.leaves, r.counts.leaves);
				trace_free(&tr);
			}
		}
		tree_free(&t);
		free(text);
		trees++;
	}
	print_message("# %d random trees with static values; %d aspiration fails\n", trees, fails);
	assert_true(fails > 0);
}

/* The order the carried PV imposes: its move first, the rest as they are. */
static void test_pv_first_order(void **state)
{
	(void)state;
	struct tree t;
	struct trace tr;
	struct result r;
	load_text(&t, "root: max\n~0(~1(1 2) ~2(3 4) ~9(5 6))\n");
	struct plan p = { .id = true };
	trace_init(&tr);
	assert_true(algorithm_run_plan(&algorithms[0], &t, &p, &tr, &r));
	/* depth 1: N3 (static 9) is best; depth 2 searches it first. */
	assert_int_equal(r.iterations[0].value, 9);
	assert_string_equal(tree_name(&t, r.iterations[0].pv[0]), "N3");
	const struct event *order = find_event(&tr, &t, EV_ORDER, "N0");
	assert_non_null(order);
	assert_string_equal(tree_name(&t, order->child), "N3");
	assert_int_equal(order->value, 2);
	const char *expect[] = { "N3", "N1", "N2" };
	int seen = 0;
	bool second = false;
	for (int i = 0; i < tr.count; i++) {
		const struct event *e = &tr.events[i];
		if (e->type == EV_ITERATION)
			second = e->value == 2;
		if (second && e->type == EV_ENTER && e->ply == 1)
			assert_string_equal(tree_name(&t, e->node), expect[seen++]);
	}
	assert_int_equal(seen, 3);
	assert_int_equal(r.value, 5);   /* min(5, 6) */
	trace_free(&tr);
	tree_free(&t);
}

/* A missing static evaluation where a search stops is a located error. */
static void test_plan_errors(void **state)
{
	(void)state;
	struct tree t;
	char err[256];
	load_text(&t, "root: max\nR\n  A ~ 3\n    a = 1\n  B\n    b = 2\n");
	struct plan depth1 = { .limited = true, .depth = 1 }, id = { .id = true };
	assert_false(plan_check(&depth1, &t, NULL, err, sizeof err));
	assert_string_equal(err, "test:5:3: B is at depth 1, where --depth 1 stops, and has "
			    "children but no static evaluation (write B ~ VALUE)");
	assert_false(plan_check(&id, &t, NULL, err, sizeof err));
	struct plan deep = { .limited = true, .depth = 2 }, asp = { .id = true, .aspiration = 2 };
	assert_true(plan_check(&deep, &t, NULL, err, sizeof err));
	assert_false(plan_check(&asp, &t, algorithm_find("minimax"), err, sizeof err));
	tree_free(&t);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_random_plans),
		cmocka_unit_test(test_pv_first_order),
		cmocka_unit_test(test_plan_errors),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
