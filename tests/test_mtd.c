/* test_mtd.c - MTD(f) and SSS* (as MT-SSS*) against implementations
 * written here, on thousands of random trees.
 *
 * The product's MT is negamax (src/search/mtdf.c); the one here is in
 * max/min form, with its own table of one entry per node, so that it
 * checks the product instead of repeating it:
 *   - every value equals minimax (testlib's reference_value, or the
 *     depth-limited minimax below);
 *   - the tests of the root (their windows, what each returned, and the
 *     bounds after it) and the visits and leaf evaluations are those of
 *     the MTD(f) and MT-SSS* drivers here;
 *   - each test evaluates only leaves that plain null-window alpha-beta
 *     with the same window and no table would evaluate;
 *   - Stockman: SSS* evaluates no leaf that alpha-beta in the same order
 *     skips (on trees; with transpositions the theorem says nothing). */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testlib.h"
#include "search/plan.h"
#include "tree/gen.h"

/* ---- Minimax to a horizon, in max/min form ------------------------------ */

static bool stops(const struct tree *t, node_id n, int horizon)
{
	return t->nodes[n].nchildren == 0 || (horizon >= 0 && t->nodes[n].depth >= horizon);
}

static int leaf_value(const struct tree *t, node_id n)
{
	const struct node *nd = &t->nodes[n];
	return nd->nchildren ? nd->static_value : nd->value;
}

static int minimax_to(const struct tree *t, node_id n, int horizon)
{
	if (stops(t, n, horizon))
		return leaf_value(t, n);
	int best = t->nodes[n].is_max ? -INF : INF;
	for (int i = 0; i < t->nodes[n].nchildren; i++) {
		int v = minimax_to(t, tree_resolve(t, tree_child(t, n, i)), horizon);
		best = t->nodes[n].is_max ? (v > best ? v : best) : (v < best ? v : best);
	}
	return best;
}

/* ---- MT with memory, max/min form --------------------------------------
 * mt(n, gamma) tests "is n worth gamma or more (MAX's view)": it returns
 * g >= gamma (a lower bound) or g < gamma (an upper bound).  The table has
 * one entry per node: its value, and whether it is exact (a leaf), a
 * lower or an upper bound. */
enum kind { NONE, EXACT, LOWER, UPPER };

struct memo {
	enum kind kind;
	int value;
};

struct mt {
	const struct tree *t;
	int horizon;                    /* -1: to the leaves */
	struct memo *table;
	long visits, leaves;
	unsigned char *evaluated;       /* leaves evaluated in the current test */
};

static int mt(struct mt *x, node_id n, int gamma, bool root)
{
	x->visits++;
	const struct memo *m = &x->table[n];
	if (!root && (m->kind == EXACT || (m->kind == LOWER && m->value >= gamma) ||
		      (m->kind == UPPER && m->value < gamma)))
		return m->value;
	if (stops(x->t, n, x->horizon)) {
		x->leaves++;
		x->evaluated[n] = 1;
		x->table[n] = (struct memo){ EXACT, leaf_value(x->t, n) };
		return leaf_value(x->t, n);
	}
	bool is_max = x->t->nodes[n].is_max;
	int g = is_max ? -INF : INF;
	for (int i = 0; i < x->t->nodes[n].nchildren; i++) {
		int v = mt(x, tree_resolve(x->t, tree_child(x->t, n, i)), gamma, false);
		if (is_max ? v > g : v < g)
			g = v;
		if (is_max ? g >= gamma : g < gamma)    /* the test is answered */
			break;
	}
	x->table[n] = (struct memo){ g >= gamma ? LOWER : UPPER, g };
	return g;
}

/* One test in the root's own view (the side to move there): "is the
 * root worth gamma or more to it?"  For a MIN root that is "is it worth
 * -gamma + 1 or less to MAX", and g comes back negated. */
static int mt_root(struct mt *x, int gamma)
{
	if (x->t->nodes[0].is_max)
		return mt(x, 0, gamma, true);
	return -mt(x, 0, -gamma + 1, true);
}

#define MAX_PASSES 4096

struct passes {
	int n;
	int gamma[MAX_PASSES], g[MAX_PASSES], lower[MAX_PASSES], upper[MAX_PASSES];
};

/* Plaat's drivers, in the root's view. */
static int mtdf_driver(struct mt *x, int f, struct passes *p)
{
	int g = f, lower = -INF, upper = INF;
	while (lower < upper) {
		int beta = g == lower ? g + 1 : g;
		memset(x->evaluated, 0, (size_t)x->t->count);
		g = mt_root(x, beta);
		if (g < beta)
			upper = g;
		else
			lower = g;
		assert_true(p->n < MAX_PASSES);
		p->gamma[p->n] = beta;
		p->g[p->n] = g;
		p->lower[p->n] = lower;
		p->upper[p->n++] = upper;
	}
	return g;
}

static int sss_driver(struct mt *x, struct passes *p, unsigned char *all)
{
	int g = INF, gamma, lower = -INF, upper = INF;
	do {
		gamma = g;
		memset(x->evaluated, 0, (size_t)x->t->count);
		g = mt_root(x, gamma);
		if (g < gamma)
			upper = g;
		else
			lower = g;
		for (int i = 0; i < x->t->count; i++)
			all[i] |= x->evaluated[i];
		assert_true(p->n < MAX_PASSES);
		p->gamma[p->n] = gamma;
		p->g[p->n] = g;
		p->lower[p->n] = lower;
		p->upper[p->n++] = upper;
	} while (g != gamma);
	return g;
}

/* ---- Plain alpha-beta, fail-hard, max/min form, no table ---------------- */

static int alphabeta(const struct tree *t, node_id n, int a, int b, int horizon,
		     unsigned char *evaluated)
{
	if (stops(t, n, horizon)) {
		evaluated[n] = 1;
		return leaf_value(t, n);
	}
	for (int i = 0; i < t->nodes[n].nchildren; i++) {
		int v = alphabeta(t, tree_resolve(t, tree_child(t, n, i)), a, b, horizon, evaluated);
		if (t->nodes[n].is_max && v > a)
			a = v;
		if (!t->nodes[n].is_max && v < b)
			b = v;
		if (a >= b)
			break;
	}
	return t->nodes[n].is_max ? a : b;
}

/* ---- The product's trace, test by test ---------------------------------- */

struct traced {
	struct passes p;
	unsigned char **evaluated;      /* by test: the leaves it evaluated */
};

static void read_trace(const struct tree *t, const struct trace *tr, struct traced *out)
{
	out->p.n = 0;
	out->evaluated = NULL;
	for (int i = 0; i < tr->count; i++) {
		const struct event *e = &tr->events[i];
		if (e->type == EV_PASS) {
			assert_int_equal(e->value, out->p.n + 1);
			assert_int_equal(e->alpha, e->beta - 1);
			assert_true(out->p.n < MAX_PASSES);
			out->p.gamma[out->p.n] = e->beta;
			out->evaluated = realloc(out->evaluated, (size_t)(out->p.n + 1) * sizeof *out->evaluated);
			assert_non_null(out->evaluated);
			out->evaluated[out->p.n] = calloc((size_t)t->count, 1);
			assert_non_null(out->evaluated[out->p.n]);
		} else if (e->type == EV_PASS_END) {
			assert_int_equal(e->old, out->p.gamma[out->p.n]);
			assert_int_equal(e->bound, e->value >= e->old ? BOUND_LOWER : BOUND_UPPER);
			out->p.g[out->p.n] = e->value;
			out->p.lower[out->p.n] = e->alpha;
			out->p.upper[out->p.n++] = e->beta;
		} else if (e->type == EV_LEAF) {
			assert_non_null(out->evaluated);
			out->evaluated[out->p.n][e->node] = 1;
		}
	}
}

static void free_traced(struct traced *x)
{
	for (int i = 0; i < x->p.n; i++)
		free(x->evaluated[i]);
	free(x->evaluated);
}

static void assert_same_passes(const struct passes *got, const struct passes *want,
			       const char *algo, const char *text)
{
	bool same = got->n == want->n;
	for (int i = 0; same && i < got->n; i++)
		same = got->gamma[i] == want->gamma[i] && got->g[i] == want->g[i] &&
		       got->lower[i] == want->lower[i] && got->upper[i] == want->upper[i];
	if (!same)
		fail_msg("%s: %d tests (first window (%d, %d) -> %d), the driver here %d (first "
			 "(%d, %d) -> %d) on %s", algo, got->n, got->gamma[0] - 1, got->gamma[0],
			 got->g[0], want->n, want->gamma[0] - 1, want->gamma[0], want->g[0], text);
}

/* One tree, one plan: mtdf (with guess, in MAX's view) and sss. */
static void check_tree(const struct tree *t, int horizon, int guess, const char *text,
		       bool is_tree, long *stockman_fewer)
{
	struct plan p = { 0 };
	if (horizon >= 0) {
		p.limited = true;
		p.depth = horizon;
	}
	p.has_guess = guess != 0;
	p.guess = guess;
	int expect = minimax_to(t, 0, horizon);
	if (horizon < 0)
		assert_int_equal(expect, reference_value(t, 0));
	int sign = t->nodes[0].is_max ? 1 : -1;
	struct memo *table = calloc((size_t)t->count, sizeof *table);
	unsigned char *evaluated = calloc((size_t)t->count, 1);
	assert_true(table && evaluated);

	for (int which = 0; which < 2; which++) {
		const struct algorithm *a = algorithm_find(which ? "sss" : "mtdf");
		char err[256];
		if (!plan_check(&p, t, a, err, sizeof err)) {
			/* --guess goes with mtdf only */
			assert_true(which == 1 && p.has_guess);
			continue;
		}
		struct trace tr;
		struct result r;
		struct counts replay;
		trace_init(&tr);
		assert_true(algorithm_run_plan(a, t, &p, &tr, &r));
		if (r.value != expect)
			fail_msg("%s returns %d, minimax %d, on %s", a->name, r.value, expect, text);
		assert_true(trace_counts(&tr, t, tr.count, &replay));
		assert_memory_equal(&replay, &r.counts, sizeof replay);

		struct traced got;
		read_trace(t, &tr, &got);
		assert_int_equal(got.p.n, r.counts.passes);
		memset(table, 0, (size_t)t->count * sizeof *table);
		struct mt x = { t, horizon, table, 0, 0, evaluated };
		struct passes want = { 0 };
		unsigned char *sss_leaves = calloc((size_t)t->count, 1);
		assert_non_null(sss_leaves);
		int v = which ? sss_driver(&x, &want, sss_leaves) : mtdf_driver(&x, sign * guess, &want);
		assert_int_equal(sign * v, expect);
		assert_same_passes(&got.p, &want, a->name, text);
		if (r.counts.visits != x.visits || r.counts.leaves != x.leaves)
			fail_msg("%s: %ld visits, %ld leaves; the driver here %ld, %ld on %s", a->name,
				 r.counts.visits, r.counts.leaves, x.visits, x.leaves, text);
		/* Each test evaluates only leaves plain null-window alpha-beta
		 * with its window evaluates (the root's view: a MIN root's
		 * window (gamma - 1, gamma) is (-gamma, -gamma + 1) for MAX). */
		unsigned char *ab = calloc((size_t)t->count, 1);
		assert_non_null(ab);
		for (int i = 0; i < got.p.n; i++) {
			int gamma = got.p.gamma[i];
			memset(ab, 0, (size_t)t->count);
			if (sign > 0)
				alphabeta(t, 0, gamma - 1, gamma, horizon, ab);
			else
				alphabeta(t, 0, -gamma, -gamma + 1, horizon, ab);
			for (node_id n = 0; n < t->count; n++)
				if (got.evaluated[i][n] && !ab[n])
					fail_msg("%s test %d (%d, %d) evaluates %s, which null-window "
						 "alpha-beta skips, on %s", a->name, i + 1, gamma - 1, gamma,
						 tree_name(t, n), text);
		}
		/* Stockman: SSS* evaluates no leaf alpha-beta (-inf, +inf) skips. */
		if (which == 1 && is_tree) {
			memset(ab, 0, (size_t)t->count);
			alphabeta(t, 0, -INF, INF, horizon, ab);
			long ours = 0, theirs = 0;
			for (node_id n = 0; n < t->count; n++) {
				if (sss_leaves[n] && !ab[n])
					fail_msg("sss evaluates %s, which alpha-beta skips, on %s",
						 tree_name(t, n), text);
				ours += sss_leaves[n];
				theirs += ab[n];
			}
			/* and the product's SSS* evaluates exactly the driver's */
			for (int i = 0; i < got.p.n; i++)
				for (node_id n = 0; n < t->count; n++)
					assert_true(!got.evaluated[i][n] || sss_leaves[n]);
			*stockman_fewer += ours < theirs;
		}
		free(ab);
		free(sss_leaves);
		free_traced(&got);
		trace_free(&tr);
	}
	free(table);
	free(evaluated);
}

/* Thousands of random trees: uniform and not, MAX or MIN at the root, wide
 * and narrow values, first guesses at, below and above the value. */
static void test_random_trees(void **state)
{
	(void)state;
	uint64_t seed = 20261125;
	int trees = 0;
	long fewer = 0;
	for (int branching = 1; branching <= 5; branching++)
	for (int depth = 1; depth <= 6; depth++)
	for (int k = 0; k < 60; k++) {
		int range = k % 2 ? 3 : 1000;
		char *body = random_tree(&seed, branching, depth, k % 3 == 0, range, false);
		char *text = malloc(strlen(body) + 32);
		assert_non_null(text);
		sprintf(text, "root: %s\n%s\n", k % 4 == 1 ? "min" : "max", body);
		struct tree t;
		load_text(&t, text);
		int v = reference_value(&t, 0);
		int guesses[] = { 0, v, v - 1 - k % 7, v + 1 + k % 5 };
		check_tree(&t, -1, guesses[k % 4], text, true, &fewer);
		tree_free(&t);
		free(text);
		free(body);
		trees++;
	}
	print_message("# %d random trees; SSS* evaluated fewer leaves than alpha-beta on %ld\n",
		      trees, fewer);
	assert_true(fewer > 0);         /* Stockman's inequality is sometimes strict */
}

/* Trees with static values searched to every depth: the horizon's nodes
 * are the leaves. */
static void test_horizons(void **state)
{
	(void)state;
	uint64_t seed = 7;
	int runs = 0;
	long fewer = 0;
	for (int k = 0; k < 600; k++) {
		char *text = random_static_tree(&seed, 2 + k % 4, 2 + k % 3, k % 2 ? 9 : 500, k % 5 == 2);
		struct tree t;
		load_text(&t, text);
		for (int d = 0; d <= t.height; d++, runs++)
			check_tree(&t, d, (k + d) % 3 - 1, text, true, &fewer);
		tree_free(&t);
		free(text);
	}
	print_message("# %d searches to a horizon\n", runs);
}

/* Trees with transpositions: the table is shared by every path to a
 * position, and the values and the tests are still the driver's. */
static void test_transpositions(void **state)
{
	(void)state;
	uint64_t seed = 11;
	long fewer = 0;
	for (int k = 0; k < 600; k++) {
		char *dag, *unfolded;
		random_transposed(&seed, 2 + k % 3, 2 + k % 4, k % 2 ? 3 : 100, k % 4 != 1, &dag,
				  &unfolded);
		struct tree t;
		load_text(&t, dag);
		check_tree(&t, -1, k % 5 - 2, dag, false, &fewer);
		tree_free(&t);
		free(dag);
		free(unfolded);
	}
}

/* A small table (--tt N) loses entries: more work, the same value. */
static void test_small_tables(void **state)
{
	(void)state;
	uint64_t seed = 3;
	for (int k = 0; k < 500; k++) {
		char *body = random_tree(&seed, 2 + k % 3, 2 + k % 4, k % 2, k % 3 ? 5 : 100, false);
		char *text = malloc(strlen(body) + 32);
		assert_non_null(text);
		sprintf(text, "root: %s\n%s\n", k % 3 ? "max" : "min", body);
		struct tree t;
		load_text(&t, text);
		for (int which = 0; which < 2; which++) {
			struct plan p = { .tt_size = 1 + k % 7 };
			struct result r;
			assert_true(algorithm_run_plan(algorithm_find(which ? "sss" : "mtdf"), &t, &p,
						       NULL, &r));
			if (r.value != reference_value(&t, 0))
				fail_msg("--tt %d %s: %d, minimax %d, on %s", p.tt_size,
					 which ? "sss" : "mtdf", r.value, reference_value(&t, 0), text);
		}
		tree_free(&t);
		free(text);
		free(body);
	}
}

/* --stats: the generated tree, built in memory, gives the counts the
 * drivers here give on the same tree written out and loaded. */
static void test_generated(void **state)
{
	(void)state;
	for (uint64_t s = 1; s <= 60; s++) {
		struct gen g = { .branching = 2 + (int)(s % 3), .depth = 2 + (int)(s % 4), .seed = s,
				 .order = s % 2 ? ORDER_RANDOM : ORDER_WORST };
		char *text = NULL;
		size_t len = 0;
		FILE *f = open_memstream(&text, &len);
		assert_non_null(f);
		assert_true(gen_write(&g, f));
		assert_int_equal(fclose(f), 0);
		struct tree t;
		load_text(&t, text);
		for (int which = 0; which < 2; which++) {
			struct result r;
			assert_true(algorithm_run_gen(algorithm_find(which ? "sss" : "mtdf"), &g, &r));
			struct memo *table = calloc((size_t)t.count, sizeof *table);
			unsigned char *ev = calloc((size_t)t.count, 1), *all = calloc((size_t)t.count, 1);
			assert_true(table && ev && all);
			struct mt x = { &t, -1, table, 0, 0, ev };
			struct passes p = { 0 };
			int v = which ? sss_driver(&x, &p, all) : mtdf_driver(&x, 0, &p);
			assert_int_equal(r.value, v);
			assert_int_equal(r.value, gen_value(&g, 0));
			assert_int_equal(r.counts.visits, x.visits);
			assert_int_equal(r.counts.leaves, x.leaves);
			assert_int_equal(r.counts.passes, p.n);
			free(table);
			free(ev);
			free(all);
		}
		tree_free(&t);
		free(text);
	}
}

/* The sample (seed 004's N0..N14), worked by hand from the drivers. */
static void test_sample_passes(void **state)
{
	(void)state;
	struct tree t;
	load_path(&t, "trees/gnuchess-pvs.tree");
	struct trace tr;
	struct result r;
	/* MTD(f) from 0: (-1, 0) fails high with 3 (N1's N3 is worth at
	 * least 3, and N2 is not needed); (3, 4) fails high with 5; (5, 6)
	 * fails low with 5: the value is 5, in three tests. */
	run_traced("mtdf", &t, &tr, &r);
	struct traced got;
	read_trace(&t, &tr, &got);
	assert_int_equal(r.value, 5);
	assert_int_equal(got.p.n, 3);
	int gammas[] = { 0, 4, 6 }, gs[] = { 3, 5, 5 };
	for (int i = 0; i < 3; i++) {
		assert_int_equal(got.p.gamma[i], gammas[i]);
		assert_int_equal(got.p.g[i], gs[i]);
	}
	free_traced(&got);
	trace_free(&tr);
	/* SSS*: +inf gives the upper bound 9 (N2's N5 through N11 = 9 is
	 * the highest of the bounds), then (8, 9) gives 5, then (4, 5)
	 * fails high with 5. */
	run_traced("sss", &t, &tr, &r);
	read_trace(&t, &tr, &got);
	assert_int_equal(r.value, 5);
	assert_int_equal(got.p.n, 3);
	int sg[] = { INF, 9, 5 }, sv[] = { 9, 5, 5 };
	for (int i = 0; i < 3; i++) {
		assert_int_equal(got.p.gamma[i], sg[i]);
		assert_int_equal(got.p.g[i], sv[i]);
	}
	free_traced(&got);
	trace_free(&tr);
	tree_free(&t);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_sample_passes),
		cmocka_unit_test(test_random_trees),
		cmocka_unit_test(test_horizons),
		cmocka_unit_test(test_transpositions),
		cmocka_unit_test(test_small_tables),
		cmocka_unit_test(test_generated),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
