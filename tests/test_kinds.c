/* test_kinds.c - trees whose nodes say who moves there, so that MIN can
 * follow MIN (issue 31; CS188 project 2's Pacman with two ghosts, levels
 * max, min, min, in its q2 minimax and q3 alpha-beta).
 *
 * Thousands of random trees with random kinds are written in the outline
 * form, loaded, and searched.  What the algorithms return is checked
 * against a max/min minimax and a max/min alpha-beta written here, over
 * the test's own record of the tree: which side moves where is worked out
 * in the test from the kinds it wrote, not read from treestep's tree. */
#include <config.h>

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "replay/state.h"
#include "teach/edit.h"
#include "words/narrate.h"
#include "testlib.h"

#define MAXN 4096

/* The test's own tree: children of i are kid[first[i]] .. + count[i]. */
struct rtree {
	int n;
	int count[MAXN], first[MAXN], kids[MAXN];
	int nkids;              /* kids used */
	int value[MAXN];
	bool is_max[MAXN];
	int kind[MAXN];         /* what the file says: KIND_AUTO, KIND_MAX, KIND_MIN */
	bool same_side_move;    /* some node's side is its parent's */
};

static char *text;
static size_t len, cap;

static void put(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void put(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	char line[256];
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

/* Node i, side parent_max moved last; writes it and its subtree. */
static int grow(struct rtree *r, uint64_t *seed, int depth, int max_depth, bool before_max,
		int indent)
{
	int i = r->n++;
	bool leaf = depth == max_depth || (depth > 0 && rng_range(seed, 0, 4) == 0) || r->n > MAXN - 8;
	int kind = KIND_AUTO;
	if (!leaf && rng_range(seed, 0, 2) == 0)
		kind = rng_range(seed, 0, 1) ? KIND_MAX : KIND_MIN;
	r->kind[i] = kind;
	r->is_max[i] = kind == KIND_MAX ? true : kind == KIND_MIN ? false : !before_max;
	if (depth > 0 && r->is_max[i] == before_max)
		r->same_side_move = true;
	r->count[i] = 0;
	if (leaf) {
		r->value[i] = rng_range(seed, -9, 9);
		put("%*sn%d = %d\n", indent, "", i, r->value[i]);
		return i;
	}
	put("%*sn%d%s\n", indent, "", i, kind == KIND_MAX ? " max" : kind == KIND_MIN ? " min" : "");
	int k = rng_range(seed, 1, 3);
	int mine[3];
	for (int c = 0; c < k; c++)
		mine[c] = grow(r, seed, depth + 1, max_depth, r->is_max[i], indent + 2);
	r->first[i] = r->nkids;
	for (int c = 0; c < k; c++)
		r->kids[r->nkids++] = mine[c];
	r->count[i] = k;
	return i;
}

static int kid(const struct rtree *r, int i, int c)
{
	return r->kids[r->first[i] + c];
}

static int minimax_mm(const struct rtree *r, int i)
{
	if (r->count[i] == 0)
		return r->value[i];
	int best = minimax_mm(r, kid(r, i, 0));
	for (int c = 1; c < r->count[i]; c++) {
		int v = minimax_mm(r, kid(r, i, c));
		best = r->is_max[i] ? (v > best ? v : best) : (v < best ? v : best);
	}
	return best;
}

/* Textbook alpha-beta in max/min form (AIMA's ALPHA-BETA-SEARCH), cutting
 * when a value reaches the far bound, or with strict (CS188's max_value
 * and min_value) only when it passes it; *leaves collects the leaves it
 * evaluates, in order. */
static bool strict;

static int alphabeta_mm(const struct rtree *r, int i, int a, int b, int *leaves, int *nleaves)
{
	if (r->count[i] == 0) {
		leaves[(*nleaves)++] = i;
		return r->value[i];
	}
	int v = r->is_max[i] ? -INF : INF;
	for (int c = 0; c < r->count[i]; c++) {
		int w = alphabeta_mm(r, kid(r, i, c), a, b, leaves, nleaves);
		if (r->is_max[i]) {
			v = w > v ? w : v;
			if (strict ? v > b : v >= b)
				return v;
			a = v > a ? v : a;
		} else {
			v = w < v ? w : v;
			if (strict ? v < a : v <= a)
				return v;
			b = v < b ? v : b;
		}
	}
	return v;
}

static struct rtree rt;
static int want_leaves[MAXN];

static void random_kinds_tree(uint64_t *seed, struct tree *t)
{
	len = 0;
	rt.n = rt.nkids = 0;
	rt.same_side_move = false;
	bool root_max = rng_range(seed, 0, 1);
	put("root: %s\n", root_max ? "max" : "min");
	/* the root's side is the header's unless it is written otherwise:
	 * grow is told the side "before" the root */
	grow(&rt, seed, 0, rng_range(seed, 1, 6), !root_max, 0);
	if (rt.kind[0] != KIND_AUTO && rt.is_max[0] != root_max) {
		/* a root written against the header is an error (test_kind_errors):
		 * say the root's side in the header instead */
		memcpy(text + 6, rt.is_max[0] ? "max" : "min", 3);
	}
	char err[LOAD_ERROR_MAX];
	if (!tree_load_string(text, len, "random", t, err, sizeof err))
		fail_msg("%s\n%s", err, text);
}

/* Every algorithm that accepts the tree returns minimax's value; those
 * written for alternating sides refuse exactly the trees where a side
 * moves twice; alphabeta and alphabeta-soft evaluate exactly the leaves
 * the max/min alpha-beta above evaluates.  Every second tree is searched
 * in the strict convention (--strict), where a same-side move passes the
 * closed window down and fail-hard's one-unit-outside bounds must still
 * cut where CS188's max_value and min_value cut. */
static void test_random_kinds(void **state)
{
	(void)state;
	uint64_t seed = 31;
	int refused = 0, twice = 0;
	for (int round = 0; round < 3000; round++) {
		struct tree t;
		random_kinds_tree(&seed, &t);
		strict = round % 2;
		int want = minimax_mm(&rt, 0);
		int nleaves = 0;
		alphabeta_mm(&rt, 0, -INF, INF, want_leaves, &nleaves);
		twice += rt.same_side_move;
		/* The tree's first same-side node, found as it was loaded, is
		 * the first in level order on its parent's side. */
		node_id first = -1;
		for (node_id n = 1; n < t.count && first < 0; n++)
			if (t.nodes[n].is_max == t.nodes[t.nodes[n].parent].is_max)
				first = n;
		assert_int_equal(t.same_side_at, first);
		assert_int_equal(first >= 0, rt.same_side_move);
		for (int a = 0; a < algorithm_count; a++) {
			const struct algorithm *al = &algorithms[a];
			char err[LOAD_ERROR_MAX];
			bool fits = algorithm_fits(al, &t, err, sizeof err);
			if (!fits) {
				refused++;
				assert_true(rt.same_side_move);
				assert_false(al->same_side);
				assert_non_null(strstr(err, "cannot search a tree where a side moves twice"));
				assert_false(plan_check(&(struct plan){ 0 }, &t, al, err, sizeof err));
				continue;
			}
			assert_true(al->same_side || !rt.same_side_move);
			struct trace tr;
			struct result r;
			trace_init(&tr);
			/* (MTD(f) and SSS* refuse --strict: plan.c) */
			assert_true(algorithm_run_plan(al, &t, &(struct plan){ .strict = strict &&
						       !al->needs_table }, &tr, &r));
			/* (expectimax too: no chance node, so whole values) */
			if (r.value != want)
				fail_msg("%s: %d, minimax says %d\n%s", al->name, r.value, want, text);
			if (strcmp(al->name, "alphabeta") == 0 || strcmp(al->name, "alphabeta-soft") == 0) {
				int k = 0;
				for (int i = 0; i < tr.count; i++) {
					if (tr.events[i].type != EV_LEAF)
						continue;
					char name[16];
					snprintf(name, sizeof name, "n%d", k < nleaves ? want_leaves[k] : -1);
					if (k >= nleaves || strcmp(tree_name(&t, tr.events[i].node), name) != 0)
						fail_msg("%s evaluates %s as leaf %d, the max/min alpha-beta %s\n%s",
							 al->name, tree_name(&t, tr.events[i].node), k + 1,
							 k < nleaves ? name : "no more", text);
					k++;
				}
				assert_int_equal(k, nleaves);
			}
			trace_free(&tr);
		}
		tree_free(&t);
	}
	/* the generator makes both kinds of tree */
	assert_true(twice > 500 && twice < 2900);
	assert_true(refused > 0);
}

/* Replaying alphabeta's trace: at every cutoff the bound that cut was set
 * by a move of an ancestor of the other side, still on the stack, whose
 * alpha it is (turned round once for each time the turn passed); the
 * narrator names that move. */
static void test_cutoff_origins(void **state)
{
	(void)state;
	uint64_t seed = 3131;
	int cutoffs = 0, same_side_cutoffs = 0;
	for (int round = 0; round < 1500; round++) {
		struct tree t;
		random_kinds_tree(&seed, &t);
		struct trace tr;
		struct result r;
		run_traced("alphabeta", &t, &tr, &r);
		struct state st;
		assert_true(state_init(&st, &t, algorithm_find("alphabeta"), &tr));
		for (int k = 1; k <= tr.count; k++) {
			state_goto(&st, k);
			const struct event *e = state_event(&st);
			if (e->type != EV_CUTOFF)
				continue;
			cutoffs++;
			if (st.depth >= 2 && !tree_turn_passes(&t, st.stack[st.depth - 2].node, e->node))
				same_side_cutoffs++;
			const struct stack_frame *f = &st.stack[st.depth - 1];
			assert_int_equal(f->node, e->node);
			assert_int_equal(f->beta_from.kind, ORIGIN_MOVE);
			const struct stack_frame *a = NULL;
			for (int i = 0; i < st.depth - 1; i++)
				if (st.stack[i].node == f->beta_from.node)
					a = &st.stack[i];
			assert_non_null(a);
			assert_int_not_equal(t.nodes[a->node].is_max, t.nodes[e->node].is_max);
			assert_int_equal(-a->alpha, e->beta);
			char buf[2048];
			narrate_step(&st, VIEW_MAXMIN, buf, sizeof buf);
			assert_null(strstr(buf, "cannot change the result above"));
			/* (a score at the far bound on the last move prunes nothing,
			 * and is said so, without a reason) */
			if (e->has_list && !strstr(buf, tree_name(&t, f->beta_from.child)))
				fail_msg("%s\n%s", buf, text);
		}
		state_free(&st);
		trace_free(&tr);
		tree_free(&t);
	}
	assert_true(cutoffs > 1000);
	assert_true(same_side_cutoffs > 100);
}

/* The two ghosts of CS188's Pacman: levels max, min, min.  A worked
 * example small enough to check by hand (values are this test's own). */
static void test_two_ghosts(void **state)
{
	(void)state;
	struct tree t;
	load_text(&t, "root: max\n"
		  "pacman\n"
		  "  west\n"
		  "    w1 min\n"
		  "      a = 3\n"
		  "      b = 12\n"
		  "    w2 min\n"
		  "      c = 8\n"
		  "      d = 2\n"
		  "  east\n"
		  "    e1 min\n"
		  "      e = 1\n"
		  "      f = 6\n"
		  "    e2 min\n"
		  "      g = 14\n"
		  "      h = 5\n");
	/* west = min(min(3, 12), min(8, 2)) = 2, east = min(1, 5) = 1 */
	assert_false(t.nodes[find_node(&t, "w1")].is_max);
	assert_false(t.nodes[find_node(&t, "west")].is_max);
	assert_true(t.nodes[find_node(&t, "a")].is_max);
	assert_int_equal(t.nodes[find_node(&t, "a")].depth, 3);
	assert_int_equal(t.height, 3);
	struct trace tr;
	struct result r;
	run_traced("alphabeta", &t, &tr, &r);
	assert_int_equal(r.value, 2);
	/* e = 1 <= alpha 2 at e1 cuts f, and e1's bound cuts e2 at east */
	const struct event *cut = find_event(&tr, &t, EV_CUTOFF, "e1");
	assert_non_null(cut);
	assert_int_equal(r.counts.leaves, 5);
	assert_non_null(find_event(&tr, &t, EV_CUTOFF, "east"));
	trace_free(&tr);
	run_traced("minimax", &t, &tr, &r);
	assert_int_equal(r.value, 2);
	assert_int_equal(r.counts.leaves, 8);
	trace_free(&tr);
	tree_free(&t);
}

/* Both forms say the same; the bracket form written back (the editor's
 * and --lesson-skeleton's) loads as the same tree. */
static void test_kind_syntax(void **state)
{
	(void)state;
	struct tree a, b;
	load_text(&a, "r\n  x min\n    y min\n      p = 1\n      q = 2\n    z = 3\n  w ~ 4\n    s = 5\n");
	load_text(&b, "(min(min(1 2) 3) ~4(5))");
	assert_int_equal(a.count, b.count);
	for (node_id n = 0; n < a.count; n++) {
		node_id m = n;
		assert_int_equal(a.nodes[n].depth, b.nodes[m].depth);
	}
	assert_false(b.nodes[1].is_max);
	assert_false(b.nodes[3].is_max);       /* N3: min(1 2), MIN after MIN */
	char *text2;
	size_t len2;
	assert_true(edit_bracket(&b, &text2, &len2));
	/* N1 is MIN by alternation: only N3 needs its kind written */
	assert_string_equal(text2, "((min(1 2) 3) ~4(5))");
	free(text2);
	/* a kind the alternation gives anyway is not written back */
	struct tree c;
	load_text(&c, "max(min(1 2) max(3))");
	assert_true(edit_bracket(&c, &text2, &len2));
	assert_string_equal(text2, "((1 2) max(3))");
	free(text2);
	/* root: min and a root written min agree */
	tree_free(&c);
	load_text(&c, "root: min\nmin(max(1 2) 3)");
	assert_false(c.nodes[0].is_max);
	assert_true(c.nodes[1].is_max);
	assert_false(c.nodes[3].is_max);      /* a leaf under MAX at N1 */
	tree_free(&c);
	tree_free(&a);
	tree_free(&b);
}

static void expect_error(const char *text_in, const char *want)
{
	struct tree t;
	char err[LOAD_ERROR_MAX];
	assert_false(tree_load_string(text_in, strlen(text_in), "k", &t, err, sizeof err));
	assert_string_equal(err, want);
}

static void test_kind_errors(void **state)
{
	(void)state;
	expect_error("r\n  x min = 3\n", "k:2:5: 'x' is a leaf: no one moves there, so it takes no 'min'");
	expect_error("(1 min 2)", "k:1:4: 'min' must come right before a node's '(' (a leaf has no "
		     "one to move, so no kind)");
	expect_error("root: max\nmin(1 2)", "k:2:1: the root is written min, but line 1 says root: max");
	expect_error("r\n  x maximum\n    y = 1\n", "k:2:5: unexpected 'm' after the node name (write "
		     "NAME, NAME = VALUE or NAME ~ VALUE)");
	/* A transposition must stand where a node of its own kind moves. */
	expect_error("r\n  a\n    P min\n      p = 1\n  b\n    @P\n",
		     "k:6:5: '@P' stands where MAX is to move, but P is a MIN node");
	struct tree t;
	load_text(&t, "r\n  a\n    P min\n      p = 1\n  b\n    @P min\n");
	assert_int_equal(t.nodes[find_node(&t, "@P")].same, find_node(&t, "P"));
	tree_free(&t);
}

/* ---- Chance nodes and expectimax ---------------------------------------
 * Random trees with MAX, MIN and chance nodes; each chance node's
 * probabilities are k/12 for whole k (written as fractions, as decimals
 * where they are 0.25, 0.5 or 0.75, or left out for equal shares).  The
 * test's own value of a node is its exact value times 12^4, a whole
 * number as long as no path meets more than four chance nodes: each
 * chance node divides by 12 once.  So it is exact with no fractions. */

#define SCALE (12 * 12 * 12 * 12)

struct ctree {
	int n, nkids;
	int count[MAXN], first[MAXN], kids[MAXN];
	int value[MAXN], twelfths[MAXN];        /* a leaf's; a move's probability x 12 */
	bool is_max[MAXN], is_chance[MAXN];
};
static struct ctree ct;

static int grow_chance(uint64_t *seed, int depth, int max_depth, bool before_max, int chances,
		       int indent, int twelfths, const char *how)
{
	int i = ct.n++;
	bool leaf = depth == max_depth || (depth > 0 && rng_range(seed, 0, 4) == 0) ||
		    ct.n > MAXN - 8;
	ct.twelfths[i] = twelfths;
	ct.count[i] = 0;
	ct.is_chance[i] = !leaf && chances < 4 && rng_range(seed, 0, 2) == 0;
	const char *kind = "";
	if (ct.is_chance[i]) {
		kind = " chance";
		ct.is_max[i] = before_max;      /* its unmarked children: the other side */
	} else if (!leaf && rng_range(seed, 0, 3) == 0) {
		ct.is_max[i] = rng_range(seed, 0, 1);
		kind = ct.is_max[i] ? " max" : " min";
	} else {
		ct.is_max[i] = !before_max;
	}
	if (leaf) {
		ct.value[i] = rng_range(seed, -9, 9);
		put("%*s%sn%d = %d\n", indent, "", how, i, ct.value[i]);
		return i;
	}
	put("%*s%sn%d%s\n", indent, "", how, i, kind);
	int k = rng_range(seed, 1, 3), share[3] = { 12, 0, 0 };
	char hows[3][16] = { "", "", "" };
	if (ct.is_chance[i]) {
		int style = rng_range(seed, 0, 2);
		if (style == 0) {                       /* equal shares, left out */
			for (int c = 0; c < k; c++)
				share[c] = 12 / k;
		} else {
			int left = 12;
			for (int c = 0; c < k - 1; c++) {
				share[c] = rng_range(seed, 1, left - (k - 1 - c));
				left -= share[c];
			}
			share[k - 1] = left;
			for (int c = 0; c < k; c++) {
				if (style == 2 && share[c] % 3 == 0)
					snprintf(hows[c], sizeof hows[c], "%s: ", share[c] == 3 ? "0.25" :
						 share[c] == 6 ? ".5" : share[c] == 9 ? "0.75" : "1");
				else
					snprintf(hows[c], sizeof hows[c], "%d/12: ", share[c]);
			}
		}
	}
	int mine[3];
	for (int c = 0; c < k; c++)
		mine[c] = grow_chance(seed, depth + 1, max_depth, ct.is_max[i],
				      chances + ct.is_chance[i], indent + 2, share[c], hows[c]);
	ct.first[i] = ct.nkids;
	for (int c = 0; c < k; c++)
		ct.kids[ct.nkids++] = mine[c];
	ct.count[i] = k;
	return i;
}

/* The exact value times SCALE, from the test's own record. */
static int64_t exact_scaled(int i)
{
	if (ct.count[i] == 0)
		return (int64_t)ct.value[i] * SCALE;
	if (ct.is_chance[i]) {
		int64_t sum = 0;
		for (int c = 0; c < ct.count[i]; c++) {
			int k = ct.kids[ct.first[i] + c];
			sum += ct.twelfths[k] * exact_scaled(k);
		}
		assert_int_equal(sum % 12, 0);
		return sum / 12;
	}
	int64_t best = exact_scaled(ct.kids[ct.first[i]]);
	for (int c = 1; c < ct.count[i]; c++) {
		int64_t v = exact_scaled(ct.kids[ct.first[i] + c]);
		if (ct.is_max[i] ? v > best : v < best)
			best = v;
	}
	return best;
}

/* v / SCALE in hundredths, rounded half away from zero. */
static int hundredths(int64_t v)
{
	int64_t h = v * 100, q = h / SCALE, r = h % SCALE;
	if (2 * (r < 0 ? -r : r) >= SCALE)
		q += h < 0 ? -1 : 1;
	return (int)q;
}

/* expectimax's value (in hundredths), its first move, and the rounded
 * mark of each chance node's return are the test's own; every other
 * algorithm refuses a tree with a chance node. */
static void test_expectimax_random(void **state)
{
	(void)state;
	uint64_t seed = 55;
	int with_chance = 0, rounded = 0;
	for (int round = 0; round < 3000; round++) {
		len = 0;
		ct.n = ct.nkids = 0;
		put("root: max\n");
		/* (a chance root: the header's side moves after it) */
		grow_chance(&seed, 0, rng_range(&seed, 1, 6), false, 0, 0, 12, "");
		if (!ct.is_chance[0] && !ct.is_max[0])
			memcpy(text + 6, "min", 3);
		struct tree t;
		char err[LOAD_ERROR_MAX];
		if (!tree_load_string(text, len, "random", &t, err, sizeof err))
			fail_msg("%s\n%s", err, text);
		bool chance = false;
		for (int i = 0; i < ct.n; i++)
			chance |= ct.is_chance[i];
		with_chance += chance;
		assert_int_equal(t.chance_nodes > 0, chance);
		for (int a = 0; a < algorithm_count; a++) {
			char why[LOAD_ERROR_MAX];
			bool fits = algorithm_fits(&algorithms[a], &t, why, sizeof why);
			if (chance && !algorithms[a].chance) {
				assert_false(fits);
				assert_non_null(strstr(why, "cannot search chance nodes"));
			}
		}
		struct trace tr;
		struct result r;
		run_traced("expectimax", &t, &tr, &r);
		/* hundredths where there is chance, else whole values */
		int want = chance ? hundredths(exact_scaled(0)) : (int)(exact_scaled(0) / SCALE);
		if (r.value != want)
			fail_msg("expectimax: %d hundredths, want %d\n%s", r.value, want, text);
		if (!ct.is_chance[0] && ct.count[0] > 0) {
			/* the first best move, from the test's own values */
			int best = ct.kids[ct.first[0]];
			for (int c = 1; c < ct.count[0]; c++) {
				int k = ct.kids[ct.first[0] + c];
				if (ct.is_max[0] ? exact_scaled(k) > exact_scaled(best) :
				    exact_scaled(k) < exact_scaled(best))
					best = k;
			}
			char name[16];
			snprintf(name, sizeof name, "n%d", best);
			assert_true(r.pvlen > 0);
			assert_string_equal(tree_name(&t, r.pv[0]), name);
		}
		if (!chance) {          /* without chance nodes it is minimax */
			struct trace tm;
			struct result m;
			run_traced("minimax", &t, &tm, &m);
			assert_int_equal(r.value, m.value);
			trace_free(&tm);
		}
		/* every return: the node's own value, marked where rounded */
		for (int i = 0; i < tr.count; i++) {
			const struct event *e = &tr.events[i];
			if (e->type != EV_RETURN)
				continue;
			int id = atoi(tree_name(&t, e->node) + 1);
			int64_t v = exact_scaled(id);
			assert_int_equal(max_view(&t, e->node, e->value),
					 chance ? hundredths(v) : (int)(v / SCALE));
			assert_int_equal(e->old, (v * 100) % SCALE != 0);
			rounded += e->old;
		}
		trace_free(&tr);
		tree_free(&t);
	}
	assert_true(with_chance > 1000);
	assert_true(rounded > 100);
}

/* The loader's checks of probabilities, exact in rationals. */
static void test_probability_errors(void **state)
{
	(void)state;
	expect_error("chance(1/3:3 1/3:4)", "k:1:1: the probabilities of this chance node's moves "
		     "add up to 2/3, not 1");
	expect_error("chance(0.1:3 0.2:4 0.7:5 0.0001:1)", "k:1:1: the probabilities of this chance "
		     "node's moves add up to 10001/10000, not 1");
	expect_error("chance(1/3:3 4)", "k:1:14: this move has no probability, but the other moves "
		     "of its chance node have: give each move one, or none for equal shares");
	expect_error("(1/2:3 4)", "k:1:2: a probability on a move from a node that is not a chance "
		     "node (write 'chance' there to make it one)");
	expect_error("1/2:chance(3 4)", "k:1:1: a probability on the root: it is the position the "
		     "search starts from, no move's outcome");
	expect_error("chance(0/3:3 1:4)", "k:1:8: probability 0/3 must be more than 0 and at most 1, "
		     "with a denominator of at most 1000000");
	expect_error("chance(3/2:3 4)", "k:1:8: probability 3/2 must be more than 0 and at most 1, "
		     "with a denominator of at most 1000000");
	expect_error("chance(1/0:3 4)", "k:1:8: probability '1/0' must be a fraction such as 1/3 or "
		     "a decimal such as 0.25");
	expect_error("r chance\n  x chance = 3\n", "k:2:5: 'x' is a leaf: no one moves there, so it "
		     "takes no 'chance'");
	/* exact: 0.1 + 0.2 + 0.7 is 1, as it is not in floating point */
	struct tree t;
	load_text(&t, "root: max\nr chance\n  0.1: a = 1\n  0.2: b = 2\n  0.7: c = 3\n");
	assert_int_equal(t.prob[find_node(&t, "b")].num, 1);
	assert_int_equal(t.prob[find_node(&t, "b")].den, 5);
	tree_free(&t);
	/* written back in the bracket form (the editor, --lesson-skeleton):
	 * probabilities where they are not equal shares */
	load_text(&t, "root: max\nr chance\n  0.25: a = 1\n  3/4: b\n    c min\n      d = 2\n"
		  "      e = 3\n    f = 4\n");
	char *back;
	size_t blen;
	assert_true(edit_bracket(&t, &back, &blen));
	/* (c is MIN under MAX's b: no kind written) */
	assert_string_equal(back, "chance(1/4:1 3/4:((2 3) 4))");
	free(back);
	tree_free(&t);
	load_text(&t, "chance(5 (6 7) 8)");
	assert_true(edit_bracket(&t, &back, &blen));
	assert_string_equal(back, "chance(5 (6 7) 8)");
	free(back);
	assert_int_equal(t.prob[1].num, 1);
	assert_int_equal(t.prob[1].den, 3);
	struct trace tr;
	struct result r;
	run_traced("expectimax", &t, &tr, &r);
	/* MAX (the header's side) moves after the roll: (5 + max(6, 7) + 8) / 3 = 20/3 */
	assert_int_equal(r.value, 667);
	trace_free(&tr);
	tree_free(&t);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_random_kinds),
		cmocka_unit_test(test_cutoff_origins),
		cmocka_unit_test(test_two_ghosts),
		cmocka_unit_test(test_kind_syntax),
		cmocka_unit_test(test_kind_errors),
		cmocka_unit_test(test_expectimax_random),
		cmocka_unit_test(test_probability_errors),
	};
	int status = cmocka_run_group_tests(tests, NULL, NULL);
	free(text);
	return status;
}
