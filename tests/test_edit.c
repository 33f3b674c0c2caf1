/* test_edit.c - editing a tree: every change gives the tree a file with
 * that change would give, undo and redo go back and forth exactly, and
 * what is written back keeps the file's comments, title and syntax. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "teach/edit.h"
#include "tree/load.h"
#include "testlib.h"

static char *slurp(const char *relative, size_t *len)
{
	char path[1024], err[LOAD_ERROR_MAX], *text;
	snprintf(path, sizeof path, "%s/%s", TOP_SRCDIR, relative);
	if (!load_read_file(path, 1 << 20, &text, len, err, sizeof err))
		fail_msg("%s", err);
	return text;
}

static void open_file(struct edit *e, struct tree *t, const char *relative)
{
	size_t len;
	char err[LOAD_ERROR_MAX], *text = slurp(relative, &len);
	assert_true(edit_open(e, text, len, relative, err, sizeof err));
	if (!tree_load_string(e->now.text, e->now.len, relative, t, err, sizeof err))
		fail_msg("%s", err);
	free(text);
}

static void counts(const struct tree *t, const char *algo, struct result *r)
{
	struct trace tr;
	trace_init(&tr);
	run_traced(algo, t, &tr, r);
	trace_free(&tr);
}

/* Every algorithm counts the same on two trees. */
static void assert_same_counts(const struct tree *a, const struct tree *b)
{
	for (int i = 0; i < algorithm_count; i++) {
		struct result ra, rb;
		counts(a, algorithms[i].name, &ra);
		counts(b, algorithms[i].name, &rb);
		assert_int_equal(ra.value, rb.value);
		assert_int_equal(ra.counts.nodes, rb.counts.nodes);
		assert_int_equal(ra.counts.visits, rb.counts.visits);
		assert_int_equal(ra.counts.leaves, rb.counts.leaves);
		assert_int_equal(ra.counts.cutoffs, rb.counts.cutoffs);
		assert_int_equal(ra.counts.researches, rb.counts.researches);
	}
}

/* The study's what-if: N12 = 10, N13 = 11, N14 = 11 is the re-search
 * variant, for every algorithm; three undos give the sample back. */
static void test_values_make_the_variant(void **state)
{
	struct edit e;
	struct tree t, variant, sample;
	char err[LOAD_ERROR_MAX];
	(void)state;
	open_file(&e, &t, "trees/gnuchess-pvs.tree");
	load_path(&variant, "trees/gnuchess-pvs-research.tree");
	load_path(&sample, "trees/gnuchess-pvs.tree");
	assert_false(edit_dirty(&e));
	assert_true(edit_set_value(&e, &t, find_node(&t, "N12"), 10, err, sizeof err));
	assert_true(edit_set_value(&e, &t, find_node(&t, "N13"), 11, err, sizeof err));
	assert_true(edit_set_value(&e, &t, find_node(&t, "N14"), 11, err, sizeof err));
	assert_true(edit_dirty(&e));
	assert_same_counts(&t, &variant);
	/* Only the three values changed in the text: the comments stay. */
	assert_non_null(strstr(e.now.text, "# The 15-node tree from the study"));
	assert_non_null(strstr(e.now.text, "      N12 = 10\n"));
	for (int i = 0; i < 3; i++)
		assert_true(edit_undo(&e, &t, err, sizeof err));
	assert_false(edit_undo(&e, &t, err, sizeof err));
	assert_false(edit_dirty(&e));
	assert_same_counts(&t, &sample);
	assert_true(edit_redo(&e, &t, err, sizeof err));
	assert_int_equal(t.nodes[find_node(&t, "N12")].value, 10);
	tree_free(&t);
	tree_free(&variant);
	tree_free(&sample);
	edit_free(&e);
}

/* Swapping N1 and N2 moves their whole subtrees, in the outline and in the
 * bracket form alike, and a value outside the range is refused. */
static void test_moves_and_refusals(void **state)
{
	struct edit e, b;
	struct tree t, tb;
	char err[LOAD_ERROR_MAX];
	const char *swapped =
		"(((9 1) (4 3)) ((3 5) (6 2)))\n";
	struct tree want;
	(void)state;
	open_file(&e, &t, "trees/gnuchess-pvs.tree");
	assert_true(edit_move(&e, &t, find_node(&t, "N1"), +1, err, sizeof err));
	assert_string_equal(tree_name(&t, 1), "N2");
	assert_string_equal(tree_name(&t, 3), "N5");
	load_text(&want, swapped);
	assert_same_counts(&t, &want);
	assert_false(edit_move(&e, &t, find_node(&t, "N1"), +1, err, sizeof err));
	assert_non_null(strstr(err, "already the last move"));
	assert_false(edit_set_value(&e, &t, find_node(&t, "N7"), VALUE_LIMIT + 1, err, sizeof err));
	assert_non_null(strstr(err, "out of range"));
	assert_false(edit_set_value(&e, &t, 0, 3, err, sizeof err));
	assert_false(edit_delete(&e, &t, 0, err, sizeof err));

	assert_true(edit_open(&b, "title: x\n((3 5) (6 2))", 22, "-e", err, sizeof err));
	load_text(&tb, b.now.text);
	assert_true(edit_move(&b, &tb, 1, +1, err, sizeof err));
	assert_string_equal(b.now.text, "title: x\n((6 2) (3 5))\n");
	assert_true(edit_add_leaf(&b, &tb, 4, 7, err, sizeof err));
	/* A leaf that gets a child is an inner node now: its value goes. */
	assert_string_equal(b.now.text, "title: x\n((6 (7)) (3 5))\n");
	assert_true(edit_delete(&b, &tb, 1, err, sizeof err));
	assert_string_equal(b.now.text, "title: x\n((3 5))\n");
	assert_false(edit_delete(&b, &tb, 1, err, sizeof err));
	assert_non_null(strstr(err, "only move"));
	tree_free(&t);
	tree_free(&tb);
	tree_free(&want);
	edit_free(&e);
	edit_free(&b);
}

/* In the outline form a new leaf lines up with its brothers, and a leaf
 * that gets a child loses its value; deleting takes the subtree's lines. */
static void test_outline_add_and_delete(void **state)
{
	struct edit e;
	struct tree t;
	char err[LOAD_ERROR_MAX];
	const char *text = "# c\nroot: max\nA\n  B = 1\n  C\n    D = 2 # d\n    E = 3\n";
	(void)state;
	assert_true(edit_open(&e, text, strlen(text), "t", err, sizeof err));
	load_text(&t, text);
	assert_true(edit_add_leaf(&e, &t, find_node(&t, "C"), 4, err, sizeof err));
	assert_string_equal(e.now.text,
			    "# c\nroot: max\nA\n  B = 1\n  C\n    D = 2 # d\n    E = 3\n    N5 = 4\n");
	assert_true(edit_add_leaf(&e, &t, find_node(&t, "B"), 9, err, sizeof err));
	assert_string_equal(e.now.text, "# c\nroot: max\nA\n  B\n    N6 = 9\n  C\n"
			    "    D = 2 # d\n    E = 3\n    N5 = 4\n");
	assert_true(edit_delete(&e, &t, find_node(&t, "C"), err, sizeof err));
	assert_string_equal(e.now.text, "# c\nroot: max\nA\n  B\n    N6 = 9\n");
	tree_free(&t);
	edit_free(&e);
}

/* Writing replaces the file whole, and makes the edits saved. */
static void test_write(void **state)
{
	struct edit e;
	struct tree t;
	char err[LOAD_ERROR_MAX], path[] = "/tmp/treestep-edit-XXXXXX";
	(void)state;
	int fd = mkstemp(path);
	assert_true(fd >= 0);
	close(fd);
	open_file(&e, &t, "trees/gnuchess-pvs.tree");
	assert_true(edit_set_value(&e, &t, find_node(&t, "N12"), 10, err, sizeof err));
	assert_true(edit_write(&e, path, NULL, err, sizeof err));
	assert_false(edit_dirty(&e));
	struct tree back;
	assert_true(tree_load_file(path, &back, err, sizeof err));
	assert_int_equal(back.nodes[find_node(&back, "N12")].value, 10);
	assert_string_equal(back.title, "GNU Chess PVS sample");
	unlink(path);
	tree_free(&back);
	tree_free(&t);
	edit_free(&e);
}

/* What edit_render gives for text after changing leaf N1 of a
 * two-leaf outline tree to 7. */
static void check_layout(const char *text, const char *want)
{
	struct edit e;
	struct tree t;
	struct edit_text out;
	char err[LOAD_ERROR_MAX];
	assert_true(edit_open(&e, text, strlen(text), "t", err, sizeof err));
	if (!tree_load_string(e.now.text, e.now.len, "t", &t, err, sizeof err))
		fail_msg("%s", err);
	assert_true(edit_set_value(&e, &t, find_node(&t, "N1"), 7, err, sizeof err));
	assert_true(edit_render(&e, &out));
	assert_int_equal(out.len, strlen(want));
	assert_memory_equal(out.text, want, out.len);
	free(out.text);
	tree_free(&t);
	edit_free(&e);
}

/* A file written back keeps its byte order mark, its CR LF line ends and
 * a last line with no line end, as it came: only the change differs. */
static void test_write_keeps_the_layout(void **state)
{
	(void)state;
	check_layout("# a\nroot: max\nN0\n  N1 = 3\n  N2 = 5\n", "# a\nroot: max\nN0\n  N1 = 7\n  N2 = 5\n");
	check_layout("\xef\xbb\xbf# a\r\nroot: max\r\nN0\r\n  N1 = 3\r\n  N2 = 5\r\n",
		     "\xef\xbb\xbf# a\r\nroot: max\r\nN0\r\n  N1 = 7\r\n  N2 = 5\r\n");
	check_layout("root: max\r\nN0\r\n  N1 = 3\r\n  N2 = 5", "root: max\r\nN0\r\n  N1 = 7\r\n  N2 = 5");
	check_layout("\xef\xbb\xbfroot: max\nN0\n  N1 = 3\n  N2 = 5", "\xef\xbb\xbfroot: max\nN0\n  N1 = 7\n  N2 = 5");
	/* Mixed line ends: the kind most lines have. */
	check_layout("root: max\r\nN0\r\n  N1 = 3\r\n  N2 = 5\n", "root: max\r\nN0\r\n  N1 = 7\r\n  N2 = 5\r\n");
}

/* A static evaluation can be changed, and survives a rewrite of the
 * bracket form. */
static void test_static_evaluations(void **state)
{
	struct edit e, o;
	struct tree t, u;
	char err[LOAD_ERROR_MAX];
	const char *outline = "A ~ 4\n  B ~ 2 # b\n    C = 1\n  D = 3\n";
	(void)state;
	assert_true(edit_open(&e, "~4((3 5) ~1(2 6))", 17, "-e", err, sizeof err));
	load_text(&t, e.now.text);
	assert_true(edit_set_value(&e, &t, 2, 7, err, sizeof err));
	assert_string_equal(e.now.text, "~4((3 5) ~7(2 6))\n");
	assert_true(edit_move(&e, &t, 1, +1, err, sizeof err));
	assert_string_equal(e.now.text, "~4(~7(2 6) (3 5))\n");
	assert_true(edit_open(&o, outline, strlen(outline), "t", err, sizeof err));
	load_text(&u, outline);
	assert_true(edit_set_value(&o, &u, find_node(&u, "B"), -5, err, sizeof err));
	assert_string_equal(o.now.text, "A ~ 4\n  B ~ -5 # b\n    C = 1\n  D = 3\n");
	assert_int_equal(u.nodes[find_node(&u, "B")].static_value, -5);
	tree_free(&t);
	tree_free(&u);
	edit_free(&e);
	edit_free(&o);
}

/* A tree with decimals, written back by the editor, loads as the same
 * tree: the bracket writer and a changed value print values as written,
 * and a value's place in the text includes its decimals. */
static void test_decimals_round_trip(void **state)
{
	struct edit e, o;
	struct tree t, u, back;
	char err[LOAD_ERROR_MAX], *text;
	size_t len;
	const char *outline = "A ~ 0.5\n  B = 4.99\n  C ~ -3.01\n    D = 2.5\n";
	(void)state;
	load_text(&t, "~1.25((4.99 -3.01) (2.5 7))");
	assert_true(edit_bracket(&t, &text, &len));
	assert_string_equal(text, "~1.25((4.99 -3.01) (2.5 7))");
	load_text(&back, text);
	assert_int_equal(back.decimals, t.decimals);
	assert_int_equal(back.count, t.count);
	for (node_id n = 0; n < t.count; n++) {
		assert_int_equal(back.nodes[n].value, t.nodes[n].value);
		assert_int_equal(back.nodes[n].static_value, t.nodes[n].static_value);
	}
	free(text);
	tree_free(&back);
	tree_free(&t);
	assert_true(edit_open(&e, "((4.99 -3.01) (2.5 7))", 22, "-e", err, sizeof err));
	load_text(&t, e.now.text);
	assert_true(edit_set_value(&e, &t, find_node(&t, "N3"), 498, err, sizeof err));
	assert_string_equal(e.now.text, "((4.98 -3.01) (2.5 7))\n");
	assert_true(edit_move(&e, &t, 1, +1, err, sizeof err));
	assert_string_equal(e.now.text, "((2.5 7) (4.98 -3.01))\n");
	assert_true(edit_open(&o, outline, strlen(outline), "t", err, sizeof err));
	load_text(&u, outline);
	assert_true(edit_set_value(&o, &u, find_node(&u, "C"), -302, err, sizeof err));
	assert_true(edit_set_value(&o, &u, find_node(&u, "B"), 500, err, sizeof err));
	assert_string_equal(o.now.text, "A ~ 0.5\n  B = 5\n  C ~ -3.02\n    D = 2.5\n");
	assert_int_equal(u.decimals, 2);
	assert_int_equal(u.nodes[find_node(&u, "C")].static_value, -302);
	tree_free(&t);
	tree_free(&u);
	edit_free(&e);
	edit_free(&o);
}

/* A transposition is edited where its position is written; the position
 * stays while another move leads to it; and the bracket form, which names
 * it by number, keeps its shape. */
static void test_transpositions(void **state)
{
	struct edit e, b;
	struct tree t, u;
	char err[LOAD_ERROR_MAX];
	const char *text = "R\n  A\n    X\n      x = 1\n  B\n    @X\n    Y = 2\n";
	(void)state;
	assert_true(edit_open(&e, text, strlen(text), "t", err, sizeof err));
	load_text(&t, text);
	node_id r = find_node(&t, "@X");
	assert_false(edit_set_value(&e, &t, r, 5, err, sizeof err));
	assert_string_equal(err, "@X is a transposition, with no value of its own: change X's");
	assert_false(edit_add_leaf(&e, &t, r, 5, err, sizeof err));
	assert_string_equal(err, "@X is a transposition: its moves are X's; add the move there");
	assert_false(edit_delete(&e, &t, find_node(&t, "A"), err, sizeof err));
	assert_string_equal(err, "X is also reached as @X under B: delete that move first");
	assert_true(edit_move(&e, &t, r, +1, err, sizeof err));
	assert_string_equal(e.now.text, "R\n  A\n    X\n      x = 1\n  B\n    Y = 2\n    @X\n");
	assert_true(edit_delete(&e, &t, find_node(&t, "@X"), err, sizeof err));
	assert_true(edit_delete(&e, &t, find_node(&t, "A"), err, sizeof err));
	assert_string_equal(e.now.text, "R\n  B\n    Y = 2\n");

	assert_true(edit_open(&b, "((3 5) (@N3 4))", 15, "-e", err, sizeof err));
	load_text(&u, b.now.text);
	assert_false(edit_add_leaf(&b, &u, 1, 7, err, sizeof err));
	assert_string_equal(err, "this tree's transpositions name nodes by number (@N...), which the "
			    "change would renumber; write it in the outline form to change its shape");
	assert_true(edit_set_value(&b, &u, find_node(&u, "N5"), 9, err, sizeof err));
	assert_string_equal(b.now.text, "((3 5) (@N3 9))\n");
	tree_free(&t);
	tree_free(&u);
	edit_free(&e);
	edit_free(&b);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_values_make_the_variant),
		cmocka_unit_test(test_moves_and_refusals),
		cmocka_unit_test(test_outline_add_and_delete),
		cmocka_unit_test(test_write),
		cmocka_unit_test(test_write_keeps_the_layout),
		cmocka_unit_test(test_static_evaluations),
		cmocka_unit_test(test_decimals_round_trip),
		cmocka_unit_test(test_transpositions),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
