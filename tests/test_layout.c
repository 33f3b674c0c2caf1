/* test_layout.c - a tree folded around a path, measured and laid out from
 * the rooms kept for every fold (layout_folded_size, layout_folded), is
 * the very picture layout_labelled_size and layout_labelled give with the
 * fold marks: every size, and every node's place and marks; a staggered
 * picture is never smaller than its bounds say; and the height of one
 * not folded is what layout_labelled_height finds without measuring. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "out/layout.h"
#include "tree/game.h"
#include "testlib.h"

/* A label spec as the stepper's shapes make them, drawn at random: labels
 * 1 to 12 columns wide, families apart by a gap or two, the deepest leaves
 * in up to four bands, one to three rows a label. */
static struct label_spec random_spec(uint64_t *seed, const struct tree *t, int *width)
{
	int leaves = 0;
	for (node_id n = 0; n < t->count; n++) {
		width[n] = rng_range(seed, 1, 12);
		if (!t->nodes[n].nchildren && t->nodes[n].depth == t->height && width[n] > leaves)
			leaves = width[n];
	}
	int bands = rng_range(seed, 1, 4);
	return (struct label_spec){
		.tidy = { .width = width, .gap = rng_range(seed, 1, 2),
			  .gap_leaves = rng_range(seed, 0, 1), .rows_per_level = 2 },
		.label_rows = rng_range(seed, 1, 3),
		.bands = bands,
		.leaf_room = (leaves + bands) / bands,
		.stagger = 1,
	};
}

static void assert_same_layout(const struct layout *a, const struct layout *b,
			       const struct tree *t)
{
	assert_int_equal(a->width, b->width);
	assert_int_equal(a->height, b->height);
	assert_int_equal(a->natural_width, b->natural_width);
	assert_int_equal(a->rows_per_level, b->rows_per_level);
	assert_int_equal(a->label_rows, b->label_rows);
	assert_int_equal(a->bands, b->bands);
	assert_int_equal(a->levels, b->levels);
	for (int d = 0; d <= a->levels; d++) {
		assert_int_equal(a->level_start[d], b->level_start[d]);
		assert_int_equal(a->level_y[d], b->level_y[d]);
	}
	for (int d = 0; d < a->levels; d++)
		assert_int_equal(a->level_bands[d], b->level_bands[d]);
	for (node_id n = 0; n < t->count; n++) {
		/* A node left out sits at its parent's place. */
		if (a->hidden[n]) {
			assert_int_equal(a->x[n], a->x[t->nodes[n].parent]);
			assert_int_equal(a->y[n], a->y[t->nodes[n].parent]);
		}
		assert_int_equal(a->x[n], b->x[n]);
		assert_int_equal(a->y[n], b->y[n]);
		assert_int_equal(a->hidden[n], b->hidden[n]);
		assert_int_equal(a->folded[n], b->folded[n]);
	}
}

/* The two facts of the tree the layout asks without a pass over the
 * nodes (tree.h), against that pass: whether a node's children are all
 * leaves as drawn (a reference is one, however high its target), and
 * where each depth starts in level order. */
static void check_tree_facts(const struct tree *t)
{
	for (node_id n = 0; n < t->count; n++) {
		bool leaves = true;
		for (int i = 0; i < t->nodes[n].nchildren; i++)
			leaves &= t->nodes[t->nodes[n].first_child + i].nchildren == 0;
		assert_int_equal(tree_children_are_leaves(t, n), leaves);
	}
	node_id start[TREE_MAX_DEPTH + 2], want[TREE_MAX_DEPTH + 2];
	int levels = t->height + 1;
	for (int d = 0; d <= levels; d++)
		want[d] = t->count;
	for (node_id n = t->count - 1; n >= 0; n--)
		want[t->nodes[n].depth] = n;
	for (int d = levels - 1; d >= 0; d--)   /* a depth no node has starts where the next does */
		if (want[d] > want[d + 1])
			want[d] = want[d + 1];
	tree_level_starts(t, levels, start);
	assert_memory_equal(start, want, ((size_t)levels + 1) * sizeof *start);
}

/* For each node picked to be the path's end (about a hundred, spread over
 * the tree) and each distance from the path: the size and the picture
 * both ways. */
static void check_tree(uint64_t *seed, const struct tree *t)
{
	check_tree_facts(t);
	node_id step = t->count / 100 + 1;
	int *width = malloc((size_t)t->count * sizeof *width);
	unsigned char *fold = malloc((size_t)t->count);
	int *branch = malloc((size_t)t->count * sizeof *branch);
	assert_true(width && fold && branch);
	struct label_spec s = random_spec(seed, t, width);
	struct fold_rooms *r = layout_fold_rooms(t, &s);
	assert_non_null(r);
	for (node_id at = 0; at < t->count; at += step)
		for (int d = 1; d <= t->height + 1; d++) {
			layout_fold_marks(t, at, d, fold, branch);
			struct label_spec folded = s;
			folded.tidy.fold = fold;
			int w0, h0, w1, h1;
			assert_true(layout_labelled_size(t, &folded, &w0, &h0));
			layout_folded_size(t, r, at, d, &w1, &h1);
			assert_int_equal(w0, w1);
			assert_int_equal(h0, h1);
			/* Spread over more columns than it takes, or not. */
			folded.extra_rows = rng_range(seed, 0, 3);
			folded.stretch = rng_range(seed, 0, 1) ? w0 + rng_range(seed, 0, 40) : 0;
			struct layout a = { 0 }, b = { 0 };
			assert_true(layout_labelled(&a, t, &folded));
			assert_true(layout_folded(&b, t, r, at, d, folded.extra_rows, folded.stretch));
			assert_same_layout(&a, &b, t);
			layout_free(&a);
			layout_free(&b);
		}
	layout_fold_rooms_free(r);
	/* Not folded: the height from the rows alone, where that is given,
	 * is the measured one. */
	int whole_width, measured, from_rows;
	assert_true(layout_labelled_size(t, &s, &whole_width, &measured));
	assert_true(layout_labelled_height(t, &s, &from_rows) == (s.bands == 1));
	if (s.bands == 1)
		assert_int_equal(measured, from_rows);
	/* Staggered, the rooms are bounds: never more than the picture. */
	s.stagger = rng_range(seed, 2, 3);
	r = layout_fold_bounds(t, &s);
	assert_non_null(r);
	for (node_id at = 0; at < t->count; at += step)
		for (int d = 1; d <= t->height + 1; d++) {
			layout_fold_marks(t, at, d, fold, branch);
			struct label_spec folded = s;
			folded.tidy.fold = fold;
			int w0, h0, w1, h1;
			assert_true(layout_labelled_size(t, &folded, &w0, &h0));
			layout_folded_size(t, r, at, d, &w1, &h1);
			assert_true(w1 <= w0);
			assert_true(h1 <= h0);
		}
	layout_fold_rooms_free(r);
	free(width);
	free(fold);
	free(branch);
}

static void test_random_trees(void **state)
{
	(void)state;
	uint64_t seed = 33;
	for (int i = 0; i < 150; i++) {
		struct tree t;
		char *text = random_tree(&seed, rng_range(&seed, 1, 4), rng_range(&seed, 1, 6),
					 i % 3 == 0, 20, false);
		load_text(&t, text);
		check_tree(&seed, &t);
		tree_free(&t);
		free(text);
	}
}

/* References are leaves of the picture, however deep their positions. */
static void test_transpositions(void **state)
{
	(void)state;
	uint64_t seed = 6;
	for (int i = 0; i < 100; i++) {
		struct tree t;
		char *dag, *unfolded;
		random_transposed(&seed, 3, 4, 9, i % 2, &dag, &unfolded);
		load_text(&t, dag);
		check_tree(&seed, &t);
		tree_free(&t);
		free(dag);
		free(unfolded);
	}
}

/* The tree the rooms were made for: the whole game of tic-tac-toe. */
static void test_tictactoe(void **state)
{
	(void)state;
	struct game g;
	char err[LOAD_ERROR_MAX], *text = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&text, &len);
	assert_non_null(f);
	assert_true(game_start(GAME_TICTACTOE, NULL, &g, err, sizeof err));
	assert_true(game_write(&g, -1, GAME_ORDER_BOARD, 0, f, NULL, err, sizeof err));
	fclose(f);
	struct tree t;
	load_text(&t, text);
	uint64_t seed = 9;
	check_tree(&seed, &t);
	tree_free(&t);
	free(text);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_random_trees),
		cmocka_unit_test(test_transpositions),
		cmocka_unit_test(test_tictactoe),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
