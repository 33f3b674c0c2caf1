/* test_transpose.c - trees with transpositions (@NAME) and the
 * transposition table.
 *
 * The check that matters is independent of how treestep follows a
 * reference: a tree with transpositions searches exactly like the same
 * tree written out in full, each reference replaced by a copy of its
 * position's subtree.  So every algorithm must enter, in the same order
 * and with the same windows, the same positions in both; and the count
 * of nodes must be the number of distinct positions among those entries,
 * read off the copies' names. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testlib.h"

/* "P12.3" and "P12" and "@P12" all name position P12. */
static void position_of(const char *name, char *out, size_t len)
{
	snprintf(out, len, "%s", name + (name[0] == '@'));
	char *dot = strchr(out, '.');
	if (dot)
		*dot = '\0';
}

static bool same_position(const char *a, const char *b)
{
	char x[NODE_NAME_SIZE], y[NODE_NAME_SIZE];
	position_of(a, x, sizeof x);
	position_of(b, y, sizeof y);
	return strcmp(x, y) == 0;
}

static long distinct_positions(const struct tree *t, const struct trace *tr)
{
	char (*seen)[NODE_NAME_SIZE] = calloc((size_t)t->count, sizeof *seen);
	long n = 0;
	for (int i = 0; i < tr->count; i++) {
		if (tr->events[i].type != EV_ENTER)
			continue;
		char p[NODE_NAME_SIZE];
		position_of(tree_name(t, tr->events[i].node), p, sizeof p);
		bool found = false;
		for (long k = 0; k < n && !found; k++)
			found = strcmp(seen[k], p) == 0;
		if (!found)
			snprintf(seen[n++], sizeof seen[0], "%s", p);
	}
	free(seen);
	return n;
}

/* Event by event, the two searches do the same thing at the same
 * positions; the pruned moves name the same positions too. */
static void assert_same_search(const struct tree *a, const struct trace *x, const struct tree *b,
			       const struct trace *y, const char *algo, const char *text)
{
	if (x->count != y->count)
		fail_msg("%s: %d events with transpositions, %d unfolded, on\n%s", algo, x->count,
			 y->count, text);
	for (int i = 0; i < x->count; i++) {
		const struct event *e = &x->events[i], *f = &y->events[i];
		if (e->type != f->type || !same_position(tree_name(a, e->node), tree_name(b, f->node)) ||
		    e->alpha != f->alpha || e->beta != f->beta || e->value != f->value ||
		    e->nlist != f->nlist || e->ply != f->ply)
			fail_msg("%s: event %d differs (%s and %s) on\n%s", algo, i + 1,
				 tree_name(a, e->node), tree_name(b, f->node), text);
		for (int k = 0; k < e->nlist; k++)
			if (!same_position(tree_name(a, trace_list(x, e)[k]),
					   tree_name(b, trace_list(y, f)[k])))
				fail_msg("%s: event %d lists %s against %s on\n%s", algo, i + 1,
					 tree_name(a, trace_list(x, e)[k]),
					 tree_name(b, trace_list(y, f)[k]), text);
	}
}

static void test_random_transpositions(void **state)
{
	(void)state;
	uint64_t seed = 20261123;
	int trees = 0;
	long references = 0;
	for (int branching = 1; branching <= 4; branching++)
	for (int depth = 2; depth <= 6; depth++)
	for (int k = 0; k < 100; k++) {
		char *dag, *unfolded;
		random_transposed(&seed, branching, depth, k % 2 ? 3 : 100, k % 4 != 1, &dag,
				  &unfolded);
		struct tree t, u;
		load_text(&t, dag);
		load_text(&u, unfolded);
		references += t.references;
		int expect = reference_value(&u, 0);
		assert_int_equal(reference_value(&t, 0), expect);
		for (int a = 0; a < algorithm_count; a++) {
			struct trace x, y;
			struct result r, s;
			struct counts replay;
			run_traced(algorithms[a].name, &t, &x, &r);
			run_traced(algorithms[a].name, &u, &y, &s);
			if (r.value != expect)
				fail_msg("%s returns %d, minimax %d, on\n%s", algorithms[a].name, r.value,
					 expect, dag);
			assert_same_search(&t, &x, &u, &y, algorithms[a].name, dag);
			assert_int_equal(r.counts.visits, s.counts.visits);
			assert_int_equal(r.counts.leaves, s.counts.leaves);
			assert_int_equal(r.counts.cutoffs, s.counts.cutoffs);
			assert_int_equal(r.counts.researches, s.counts.researches);
			assert_int_equal(r.counts.nodes, distinct_positions(&u, &y));
			assert_true(trace_counts(&x, &t, x.count, &replay));
			assert_memory_equal(&replay, &r.counts, sizeof replay);
			assert_int_equal(r.pvlen, s.pvlen);
			for (int i = 0; i < r.pvlen; i++)
				assert_true(same_position(tree_name(&t, r.pv[i]), tree_name(&u, s.pv[i])));
			trace_free(&x);
			trace_free(&y);
		}
		tree_free(&t);
		tree_free(&u);
		free(dag);
		free(unfolded);
		trees++;
	}
	assert_true(references > trees);       /* the generator does make transpositions */
	print_message("# %d random trees with %ld transpositions\n", trees, references);
}

/* What the loader refuses, each with its place. */
static void test_reference_errors(void **state)
{
	(void)state;
	static const struct {
		const char *text, *message;
	} cases[] = {
		{ "R\n  A\n    a = 1\n  B\n    @C\n", "test:5:5: '@C': no node is named C" },
		{ "R\n  A\n    B\n      @A\n", "test:4:7: '@A' would make a cycle: A is on the path "
		  "to this move" },
		{ "R\n  A\n    a = 1\n  B\n    @A\n", "test:5:5: '@A' stands where MAX is to move, "
		  "but A is a MIN node" },
		{ "R\n  A\n    a = 1\n  B\n    C\n      D\n        @a\n", "test:7:9: '@a' is 4 moves "
		  "deep and a is 2: a transposition must be as many moves deep as its node" },
		{ "R\n  A\n    a = 1\n    @a\n", "test:4:5: '@a': this node already has a move to a" },
		{ "R\n  A\n    a = 1\n  B\n    @a\n    @a\n", "test:6:5: '@a': this node already "
		  "has a move to a" },
		{ "R\n  A\n    a = 1\n  B\n    @a = 3\n", "test:5:8: '@a' is a transposition: it has "
		  "no value of its own (a's is used)" },
		{ "R\n  A\n    a = 1\n  B\n    @a\n      b = 2\n", "test:6:7: 'b' is indented under "
		  "'@a', a transposition: its moves are a's, written there" },
		{ "@R\n", "test:1:1: the root cannot be a transposition ('@R')" },
		{ "@", "test:1:2: expected a node name after '@', found end of input" },
		{ "((1 2) (@ 3))", "test:1:10: expected a node name after '@', found ' '" },
		{ "((1 2) (@N9 3))", "test:1:9: '@N9': no node is named N9" },
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		struct tree t;
		char err[LOAD_ERROR_MAX];
		if (tree_load_string(cases[i].text, strlen(cases[i].text), "test", &t, err, sizeof err))
			fail_msg("loaded: %s", cases[i].text);
		assert_string_equal(err, cases[i].message);
	}
}

/* Both syntaxes; references take no number in the bracket form. */
static void test_reference_syntax(void **state)
{
	(void)state;
	struct tree t;
	load_text(&t, "((3 5) (@N3 4))");
	/* N0 root, N1 (3 5), N2 (@N3 4), N3 = 3, N4 = 5, the reference, N5 = 4 */
	assert_int_equal(t.count, 7);
	assert_int_equal(t.references, 1);
	node_id r = find_node(&t, "@N3");
	assert_int_equal(t.nodes[r].same, find_node(&t, "N3"));
	assert_int_equal(t.nodes[find_node(&t, "N5")].value, 4);
	assert_int_equal(reference_value(&t, 0), 3);
	tree_free(&t);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_reference_syntax),
		cmocka_unit_test(test_reference_errors),
		cmocka_unit_test(test_random_transpositions),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
