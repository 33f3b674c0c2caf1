/* test_node_types.c - PV, CUT and ALL nodes (replay/nodetype.h) against
 * computations written here, on thousands of random trees.
 *
 * The expected types come from a recursive walk that applies Knuth and
 * Moore's rule in max/min form.  The found types come from alpha-beta and
 * PVS written again here in max/min form (not negamax, so that they check
 * the product instead of repeating it), each logging every node's visit
 * as it ends, classified against the window it was entered with from the
 * side to move: MAX reaching beta, or MIN holding MAX to alpha, is a CUT
 * node; the other side of the window an ALL node; inside it a PV node.
 * On a perfectly ordered tree alpha-beta finds every node as expected.
 * Trees where a side may move twice (MIN after MIN) are checked too, with
 * the sides worked out in the test from what it wrote. */
#include <config.h>

#include <limits.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>

#include "replay/nodetype.h"
#include "replay/state.h"
#include "search/algo.h"
#include "testlib.h"

/* ---- Expected types, recursively --------------------------------------- */

static void expect_walk(const struct tree *t, node_id n, enum node_type type,
			unsigned char *out)
{
	out[n] = (unsigned char)type;
	const struct node *nd = &t->nodes[n];
	for (int i = 0; i < nd->nchildren; i++) {
		enum node_type c;
		if (type == NODE_PV)
			c = i == 0 ? NODE_PV : NODE_CUT;
		else
			c = type == NODE_CUT ? NODE_ALL : NODE_CUT;
		expect_walk(t, nd->first_child + i, c, out);
	}
}

/* ---- Found types: the searches again, logging each visit's end --------- */

struct log {
	node_id node[1 << 16];
	unsigned char type[1 << 16];
	int n;
};

static void log_visit(const struct tree *t, struct log *lg, node_id n, int v, int a, int b)
{
	enum node_type type;
	bool max = t->nodes[n].is_max;
	if (v > a && v < b)
		type = NODE_PV;
	else if (max ? v >= b : v <= a)
		type = NODE_CUT;
	else
		type = NODE_ALL;
	assert_true(lg->n < (int)(sizeof lg->node / sizeof lg->node[0]));
	lg->node[lg->n] = n;
	lg->type[lg->n++] = (unsigned char)type;
}

/* Fail-hard alpha-beta in max/min form. */
static int ab(const struct tree *t, struct log *lg, node_id n, int a, int b)
{
	const struct node *nd = &t->nodes[n];
	int a0 = a, b0 = b, v;
	if (!nd->nchildren) {
		v = nd->value;
		goto done;
	}
	for (int i = 0; i < nd->nchildren; i++) {
		int s = ab(t, lg, nd->first_child + i, a, b);
		if (nd->is_max) {
			if (s >= b) {
				v = b;
				goto done;
			}
			if (s > a)
				a = s;
		} else {
			if (s <= a) {
				v = a;
				goto done;
			}
			if (s < b)
				b = s;
		}
	}
	v = nd->is_max ? a : b;
done:
	log_visit(t, lg, n, v, a0, b0);
	return v;
}

/* Fail-hard PVS in max/min form: the first move with the full window,
 * each later one probed with the null window at the bound the side to
 * move has, and searched again with the full window when the probe says
 * it is better.  Full windows go on until a move improves the bound. */
static int pvs(const struct tree *t, struct log *lg, node_id n, int a, int b)
{
	const struct node *nd = &t->nodes[n];
	int a0 = a, b0 = b, v;
	bool full = true;
	if (!nd->nchildren) {
		v = nd->value;
		goto done;
	}
	for (int i = 0; i < nd->nchildren; i++) {
		node_id c = nd->first_child + i;
		int s;
		if (nd->is_max) {
			if (full) {
				s = pvs(t, lg, c, a, b);
			} else {
				s = pvs(t, lg, c, a, a + 1);
				if (s > a)
					s = pvs(t, lg, c, a, b);
			}
			if (s >= b) {
				v = b;
				goto done;
			}
			if (s > a) {
				a = s;
				full = false;
			}
		} else {
			if (full) {
				s = pvs(t, lg, c, a, b);
			} else {
				s = pvs(t, lg, c, b - 1, b);
				if (s < b)
					s = pvs(t, lg, c, a, b);
			}
			if (s <= a) {
				v = a;
				goto done;
			}
			if (s < b) {
				b = s;
				full = false;
			}
		}
	}
	v = nd->is_max ? a : b;
done:
	log_visit(t, lg, n, v, a0, b0);
	return v;
}

/* ---- Checks -------------------------------------------------------------- */

static struct log lg;

/* At step k of tr, every node's found type is the type of its last visit
 * ended by then in the log, and NODE_NONE for one not yet ended.  The
 * trace's returns and leaves are the log's visits in order. */
static void check_found(const struct tree *t, const struct algorithm *a, const struct trace *tr,
			int k, const char *text)
{
	unsigned char *want = calloc((size_t)t->count, 1);
	assert_non_null(want);
	int ended = 0;
	for (int i = 0; i < k; i++) {
		const struct event *e = &tr->events[i];
		if (e->type != EV_RETURN && e->type != EV_LEAF)
			continue;
		if (ended >= lg.n || lg.node[ended] != e->node)
			fail_msg("%s: visit %d ends at %s, the test's search ends %s, on %s", a->name,
				 ended, tree_name(t, e->node),
				 ended < lg.n ? tree_name(t, lg.node[ended]) : "nothing", text);
		want[e->node] = lg.type[ended++];
	}
	struct state st;
	struct node_types nt;
	assert_true(state_init(&st, t, a, tr));
	state_goto(&st, k);
	assert_true(node_types_at(&st, &nt));
	for (node_id n = 0; n < t->count; n++)
		if (nt.found[n] != want[n])
			fail_msg("%s at step %d: %s found %s, the test's search says %s, on %s", a->name,
				 k, tree_name(t, n), node_type_name(nt.found[n]),
				 node_type_name(want[n]), text);
	node_types_free(&nt);
	state_free(&st);
	free(want);
}

static void check_expected_types(const struct tree *t, const struct algorithm *a,
			   const struct trace *tr, const unsigned char *want, const char *text)
{
	struct state st;
	struct node_types nt;
	assert_true(state_init(&st, t, a, tr));
	for (int k = 0; k <= tr->count; k += tr->count > 0 ? tr->count : 1) {
		state_goto(&st, k);
		assert_true(node_types_at(&st, &nt));
		for (node_id n = 0; n < t->count; n++)
			if (nt.expected[n] != want[n])
				fail_msg("%s at step %d: %s expected %s, Knuth and Moore say %s, on %s",
					 a->name, k, tree_name(t, n), node_type_name(nt.expected[n]),
					 node_type_name(want[n]), text);
		node_types_free(&nt);
	}
	state_free(&st);
}

/* Every algorithm with a window, at step k: each node's found type is the
 * value its last visit ended with against the window that visit was
 * entered with, compared here from the trace's own events (negamax at the
 * node, as the trace stores them), whatever bound the return claims.  An
 * exact value a table gives may lie outside the window (MTD(f)'s and
 * SSS*'s later tests find a leaf's stored value, or a node's), and is then
 * what a bound there would say: no PV node.  Random trees have no
 * transpositions, so a visit's node is its place in the tree. */
static void check_found_by_window(const struct tree *t, const struct algorithm *a,
				  const struct trace *tr, int k, const char *text)
{
	unsigned char *want = calloc((size_t)t->count, 1);
	int alpha[TREE_MAX_DEPTH + 2], beta[TREE_MAX_DEPTH + 2], depth = 0;
	assert_non_null(want);
	for (int i = 0; i < k; i++) {
		const struct event *e = &tr->events[i];
		if (e->type == EV_ENTER) {
			assert_true(depth < TREE_MAX_DEPTH + 2);
			alpha[depth] = e->alpha;
			beta[depth++] = e->beta;
		} else if (e->type == EV_RETURN || e->type == EV_LEAF) {
			assert_true(depth > 0);
			depth--;
			int v = e->value, lo = alpha[depth], hi = beta[depth];
			want[e->node] = v > lo && v < hi ? NODE_PV : v >= hi ? NODE_CUT : NODE_ALL;
		}
	}
	struct state st;
	struct node_types nt;
	assert_true(state_init(&st, t, a, tr));
	state_goto(&st, k);
	assert_true(node_types_at(&st, &nt));
	for (node_id n = 0; n < t->count; n++)
		if (nt.found[n] != want[n])
			fail_msg("%s at step %d: %s found %s, its value against its window says %s, "
				 "on %s", a->name, k, tree_name(t, n), node_type_name(nt.found[n]),
				 node_type_name(want[n]), text);
	node_types_free(&nt);
	state_free(&st);
	free(want);
}

static char *tree_text(uint64_t *seed, int b, int d, bool uniform, int range, bool perfect,
		       bool min_root)
{
	char *body = random_tree(seed, b, d, uniform, range, perfect);
	char *text = malloc(strlen(body) + 32);
	assert_non_null(text);
	sprintf(text, "root: %s\n%s\n", min_root ? "min" : "max", body);
	free(body);
	return text;
}

/* Thousands of random trees: expected types for every algorithm with a
 * window, found types for alpha-beta and PVS at the end and at a step
 * drawn at random. */
static void test_random_trees(void **state)
{
	(void)state;
	uint64_t seed = 1975;
	int trees = 0, mismatched = 0;
	for (int b = 1; b <= 4; b++)
	for (int d = 1; d <= 5; d++)
	for (int k = 0; k < 100; k++) {
		char *text = tree_text(&seed, b, d, k % 3 == 0, k % 2 ? 3 : 1000, false, k % 4 == 1);
		struct tree t;
		load_text(&t, text);
		unsigned char *want = calloc((size_t)t.count, 1);
		assert_non_null(want);
		expect_walk(&t, 0, NODE_PV, want);
		for (int i = 0; i < algorithm_count; i++) {
			const struct algorithm *a = &algorithms[i];
			if (!node_types_apply(a))
				continue;
			struct trace tr;
			struct result r;
			run_traced(a->name, &t, &tr, &r);
			check_expected_types(&t, a, &tr, want, text);
			check_found_by_window(&t, a, &tr, tr.count, text);
			check_found_by_window(&t, a, &tr, rng_range(&seed, 0, tr.count), text);
			bool is_ab = strcmp(a->name, "alphabeta") == 0, is_pvs = strcmp(a->name, "pvs") == 0;
			if (is_ab || is_pvs) {
				lg.n = 0;
				(is_ab ? ab : pvs)(&t, &lg, 0, -INF, INF);
				check_found(&t, a, &tr, tr.count, text);
				check_found(&t, a, &tr, rng_range(&seed, 0, tr.count), text);
				for (int j = 0; j < lg.n; j++)
					mismatched += lg.type[j] != want[lg.node[j]];
			}
			trace_free(&tr);
			/* The root's tricks leave the root a bound inside its
			 * window (rules.h): no edge reached, no cutoff. */
			for (int trick = 1; a->root_tricks && trick <= 3; trick++) {
				struct plan p = { .root_last_null = trick & 1,
						  .root_delay_research = trick & 2 };
				trace_init(&tr);
				assert_true(algorithm_run_plan(a, &t, &p, &tr, &r));
				check_found_by_window(&t, a, &tr, tr.count, text);
				check_found_by_window(&t, a, &tr, rng_range(&seed, 0, tr.count), text);
				trace_free(&tr);
			}
		}
		trees++;
		free(want);
		tree_free(&t);
		free(text);
	}
	/* Random trees are badly ordered: a test that never met a mismatch
	 * would test nothing. */
	assert_true(mismatched > 1000);
	print_message("# %d random trees, %d visits of another type than expected\n", trees,
		      mismatched);
}

/* On a perfectly ordered tree (children best first for the side to move)
 * alpha-beta and PVS find every node they visit as Knuth and Moore
 * expect it. */
static void test_perfect_order(void **state)
{
	(void)state;
	uint64_t seed = 2026;
	int trees = 0;
	for (int b = 1; b <= 4; b++)
	for (int d = 1; d <= 6; d++)
	for (int k = 0; k < 20; k++) {
		char *text = tree_text(&seed, b, d, k % 2 == 0, 1000, true, false);
		struct tree t;
		load_text(&t, text);
		for (int i = 0; i < 2; i++) {
			const char *name = i ? "pvs" : "alphabeta";
			struct trace tr;
			struct result r;
			struct state st;
			struct node_types nt;
			run_traced(name, &t, &tr, &r);
			assert_true(state_init(&st, &t, algorithm_find(name), &tr));
			state_goto(&st, tr.count);
			assert_true(node_types_at(&st, &nt));
			int counts[4][4];
			node_types_mismatches(&nt, counts);
			for (int x = 0; x < 4; x++)
				for (int y = 0; y < 4; y++)
					if (counts[x][y])
						fail_msg("%s: %d nodes expected %s found %s on %s", name,
							 counts[x][y], node_type_name(x), node_type_name(y),
							 text);
			node_types_free(&nt);
			state_free(&st);
			trace_free(&tr);
		}
		trees++;
		tree_free(&t);
		free(text);
	}
	print_message("# %d perfectly ordered trees, no node of another type than expected\n",
		      trees);
}

/* ---- Trees where a side may move twice (MIN after MIN) ----------------- */

#define KMAX 2048

/* The test's own record of such a tree: who moves at each node, worked
 * out here from the sides it writes, not read from treestep's tree. */
static struct {
	bool max[KMAX];
	int n;
	char *text;
	size_t len;
} kt;

static void kput(const char *line)
{
	size_t n = strlen(line);
	char *grown = realloc(kt.text, kt.len + n + 1);
	assert_non_null(grown);
	kt.text = grown;
	memcpy(kt.text + kt.len, line, n + 1);
	kt.len += n;
}

/* Writes node k<i> and its subtree, one line each in the outline form:
 * a leaf with a value, an inner node with the side moving there written
 * out half of the time (else the other side's, as plies alternate). */
static void kgrow(uint64_t *seed, int depth, int max_depth, bool before_max)
{
	char line[64];
	int i = kt.n++;
	bool leaf = depth == max_depth || (depth > 0 && rng_range(seed, 0, 4) == 0) ||
		    kt.n > KMAX - 8;
	bool said = !leaf && depth > 0 && rng_range(seed, 0, 1);
	kt.max[i] = said ? rng_range(seed, 0, 1) : !before_max;
	if (leaf) {
		snprintf(line, sizeof line, "%*sk%d = %d\n", 2 * depth, "", i, rng_range(seed, -9, 9));
		kput(line);
		return;
	}
	snprintf(line, sizeof line, "%*sk%d%s\n", 2 * depth, "", i,
		 said ? (kt.max[i] ? " max" : " min") : "");
	kput(line);
	for (int c = rng_range(seed, 1, 3); c > 0; c--)
		kgrow(seed, depth + 1, max_depth, kt.max[i]);
}

/* Knuth and Moore's types, said from each node's own side: a CUT node
 * needs a move good for its side, an ALL node finds every move bad for
 * it, and a move good for the parent is good for a child of the same
 * side and bad for a child of the other. */
static void kexpect(const struct tree *t, const bool *max, node_id n, enum node_type type,
		    unsigned char *out)
{
	out[n] = (unsigned char)type;
	const struct node *nd = &t->nodes[n];
	for (int i = 0; i < nd->nchildren; i++) {
		node_id c = nd->first_child + i;
		bool same = max[c] == max[n];
		enum node_type ct;
		if (type == NODE_PV && i == 0)
			ct = NODE_PV;
		else if (type == NODE_CUT)      /* its first move is to be good for it */
			ct = same ? NODE_CUT : NODE_ALL;
		else                            /* the move is to be bad for it */
			ct = same ? NODE_ALL : NODE_CUT;
		kexpect(t, max, c, ct, out);
	}
}

/* Fail-hard alpha-beta in max/min form over the test's sides. */
static int kab(const struct tree *t, const bool *max, node_id n, int a, int b)
{
	const struct node *nd = &t->nodes[n];
	int a0 = a, b0 = b, v;
	if (!nd->nchildren) {
		v = nd->value;
		goto done;
	}
	for (int i = 0; i < nd->nchildren; i++) {
		int s = kab(t, max, nd->first_child + i, a, b);
		if (max[n] ? s >= b : s <= a) {
			v = max[n] ? b : a;
			goto done;
		}
		if (max[n] && s > a)
			a = s;
		if (!max[n] && s < b)
			b = s;
	}
	v = max[n] ? a : b;
done:;
	enum node_type type = v > a0 && v < b0 ? NODE_PV :
			      (max[n] ? v >= b0 : v <= a0) ? NODE_CUT : NODE_ALL;
	lg.node[lg.n] = n;
	lg.type[lg.n++] = (unsigned char)type;
	return v;
}

/* Thousands of random trees where a side may move twice: expected types
 * against the walk above, found types against its alpha-beta. */
static void test_same_side(void **state)
{
	(void)state;
	uint64_t seed = 31;
	int trees = 0, same_side = 0;
	for (int k = 0; k < 2000; k++) {
		bool root_max = rng_range(&seed, 0, 1);
		kt.n = 0;
		kt.len = 0;
		kput(root_max ? "root: max\n" : "root: min\n");
		kgrow(&seed, 0, rng_range(&seed, 1, 6), !root_max);
		struct tree t;
		load_text(&t, kt.text);
		bool twice = false, *max = calloc((size_t)t.count, sizeof *max);
		assert_non_null(max);
		for (int i = 0; i < kt.n; i++) {
			char name[16];
			snprintf(name, sizeof name, "k%d", i);
			max[find_node(&t, name)] = kt.max[i];
		}
		for (node_id n = 1; n < t.count; n++)
			twice |= max[n] == max[t.nodes[n].parent];
		same_side += twice;
		unsigned char *want = calloc((size_t)t.count, 1);
		assert_non_null(want);
		kexpect(&t, max, 0, NODE_PV, want);
		const struct algorithm *a = algorithm_find("alphabeta");
		struct trace tr;
		struct result r;
		run_traced(a->name, &t, &tr, &r);
		check_expected_types(&t, a, &tr, want, kt.text);
		lg.n = 0;
		kab(&t, max, 0, -INF, INF);
		check_found(&t, a, &tr, tr.count, kt.text);
		check_found(&t, a, &tr, rng_range(&seed, 0, tr.count), kt.text);
		trace_free(&tr);
		free(want);
		free(max);
		tree_free(&t);
		trees++;
	}
	free(kt.text);
	kt.text = NULL;
	assert_true(same_side > 500);
	print_message("# %d trees with kinds, %d where a side moves twice\n", trees, same_side);
}

/* The sample tree, by hand: PVS re-searches N8, expected CUT and found
 * ALL by its probe, then PV; N5, expected ALL, cuts off. */
static void test_sample(void **state)
{
	(void)state;
	struct tree t;
	load_path(&t, "trees/gnuchess-pvs.tree");
	struct trace tr;
	struct result r;
	struct state st;
	struct node_types nt;
	run_traced("pvs", &t, &tr, &r);
	assert_true(state_init(&st, &t, algorithm_find("pvs"), &tr));
	state_goto(&st, tr.count);
	assert_true(node_types_at(&st, &nt));
	node_id n8 = find_node(&t, "N8"), n5 = find_node(&t, "N5"), n11 = find_node(&t, "N11");
	assert_int_equal(nt.expected[n8], NODE_CUT);
	assert_int_equal(nt.found[n8], NODE_PV);
	assert_int_equal(nt.before[n8], NODE_ALL);
	assert_int_equal(nt.expected[n5], NODE_ALL);
	assert_int_equal(nt.found[n5], NODE_CUT);
	assert_int_equal(nt.refuter[n5], n11);
	assert_int_equal(nt.found[find_node(&t, "N10")], NODE_NONE);
	int counts[4][4];
	node_types_mismatches(&nt, counts);
	assert_int_equal(counts[NODE_CUT][NODE_PV], 1);         /* N8 */
	assert_int_equal(counts[NODE_ALL][NODE_CUT], 1);        /* N5 */
	assert_int_equal(counts[NODE_CUT][NODE_ALL], 1);        /* N11 */
	node_types_free(&nt);
	state_free(&st);
	trace_free(&tr);
	tree_free(&t);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_sample),
		cmocka_unit_test(test_random_trees),
		cmocka_unit_test(test_perfect_order),
		cmocka_unit_test(test_same_side),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
