/* test_load.c - the loader: both syntaxes, level-order naming, and the
 * exact message and position of every error. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "testlib.h"

static void test_sample_matches_file(void **state)
{
	(void)state;
	char path[4096];
	snprintf(path, sizeof path, "%s/trees/gnuchess-pvs.tree", TOP_SRCDIR);
	FILE *f = fopen(path, "rb");
	assert_non_null(f);
	char buf[8192];
	size_t n = fread(buf, 1, sizeof buf - 1, f);
	fclose(f);
	buf[n] = '\0';
	assert_string_equal(buf, sample_tree_text);
}

/* The outline file and the same tree in bracket form load identically,
 * and level-order naming gives the bracket form the file's names. */
static void test_outline_equals_bracket(void **state)
{
	(void)state;
	struct tree a, b;
	load_path(&a, "trees/gnuchess-pvs.tree");
	load_text(&b, "(((3 5) (6 2)) ((9 1) (4 3)))");
	assert_int_equal(a.count, 15);
	assert_int_equal(b.count, 15);
	assert_int_equal(a.height, 3);
	for (int i = 0; i < 15; i++) {
		char name[8];
		snprintf(name, sizeof name, "N%d", i);
		assert_string_equal(tree_name(&a, i), name);
		assert_string_equal(tree_name(&b, i), name);
		assert_int_equal(a.nodes[i].value, b.nodes[i].value);
		assert_int_equal(a.nodes[i].parent, b.nodes[i].parent);
		assert_int_equal(a.nodes[i].is_max, b.nodes[i].is_max);
	}
	/* N0 MAX; N1, N2 MIN; N3-N6 MAX; the leaves as in seed 004. */
	assert_true(a.nodes[0].is_max);
	assert_false(a.nodes[1].is_max);
	assert_false(a.nodes[2].is_max);
	for (int i = 3; i <= 6; i++)
		assert_true(a.nodes[i].is_max);
	static const int leaves[] = { 3, 5, 6, 2, 9, 1, 4, 3 };
	for (int i = 7; i <= 14; i++) {
		assert_true(tree_is_leaf(&a, i));
		assert_int_equal(a.nodes[i].value, leaves[i - 7]);
	}
	assert_string_equal(a.title, "GNU Chess PVS sample");
	tree_free(&a);
	tree_free(&b);
}

/* A tree too large to name by hand is named N0, N1, ... in level order,
 * across every change of length (N9 to N10, ..., N9999 to N10000):
 * checked against snprintf, not against the loader's own counting. */
static void append_uniform(char **p, int branching, int depth)
{
	if (depth == 0) {
		*p += sprintf(*p, "%d ", depth);
		return;
	}
	*(*p)++ = '(';
	for (int i = 0; i < branching; i++)
		append_uniform(p, branching, depth - 1);
	*(*p)++ = ')';
	*(*p)++ = ' ';
}

static void test_level_order_names_of_a_large_tree(void **state)
{
	(void)state;
	char *text = malloc(200000), *p = text;
	assert_non_null(text);
	append_uniform(&p, 10, 4);
	*p = '\0';
	struct tree t;
	load_text(&t, text);
	assert_int_equal(t.count, 11111);
	for (int i = 0; i < t.count; i++) {
		char name[16];
		snprintf(name, sizeof name, "N%d", i);
		assert_string_equal(tree_name(&t, i), name);
	}
	assert_int_equal(t.widest_name, 6);     /* N11110 */
	tree_free(&t);
	free(text);
}

static void test_russell_norvig_level_order(void **state)
{
	(void)state;
	struct tree t;
	load_path(&t, "trees/russell-norvig.tree");
	assert_int_equal(t.count, 13);
	static const int leaves[] = { 3, 12, 8, 2, 4, 6, 14, 5, 2 };
	for (int i = 4; i <= 12; i++)
		assert_int_equal(t.nodes[i].value, leaves[i - 4]);
	assert_int_equal(t.nodes[find_node(&t, "N7")].parent, find_node(&t, "N2"));
	tree_free(&t);
}

/* Outline children are laid out in level order even when written depth
 * first, and names are kept. */
static void test_outline_names_and_order(void **state)
{
	(void)state;
	struct tree t;
	load_text(&t, "root: min\n"
		  "start\n"
		  "  e4      # a comment\n"
		  "    e5 = 10\n"
		  "    c5 = -20\n"
		  "  d4 = +7\n");
	assert_int_equal(t.count, 5);
	assert_false(t.root_is_max);
	assert_string_equal(tree_name(&t, 1), "e4");
	assert_string_equal(tree_name(&t, 2), "d4");
	assert_string_equal(tree_name(&t, 3), "e5");
	assert_int_equal(t.nodes[find_node(&t, "c5")].value, -20);
	assert_int_equal(t.nodes[find_node(&t, "d4")].value, 7);
	assert_true(t.nodes[find_node(&t, "e4")].is_max);
	assert_int_equal(t.nodes[find_node(&t, "c5")].depth, 2);
	tree_free(&t);
}

static void test_crlf_bom_and_limits_accepted(void **state)
{
	(void)state;
	struct tree t;
	load_text(&t, "\xEF\xBB\xBFtitle: x\r\nA\r\n  B = 1000000\r\n  C = -1000000\r\n");
	assert_int_equal(t.count, 3);
	assert_int_equal(t.nodes[1].value, VALUE_LIMIT);
	assert_int_equal(t.nodes[2].value, -VALUE_LIMIT);
	assert_string_equal(t.title, "x");
	tree_free(&t);
	load_text(&t, "# bracket with comments\n(1 # first\n  (2 3))\n");
	assert_int_equal(t.count, 5);
	tree_free(&t);
}

struct bad {
	const char *text;
	const char *message;    /* the whole line the user sees */
};

/* One case per error the loader knows; the same cases run through the
 * command line in tests/errors.bats. */
static void test_errors(void **state)
{
	(void)state;
	static const struct bad cases[] = {
		{ "((1 2) (3 4)", "test:1:1: unbalanced parenthesis: this '(' is never closed" },
		{ "(1 2))", "test:1:6: unbalanced parenthesis: ')' has no matching '('" },
		{ "A\n  B = 1\n C = 2\n", "test:3:2: bad indentation: 'C' must line up with its sibling at column 3" },
		{ "A\n\tB = 1\n", "test:2:1: tab in indentation (indent with spaces)" },
		{ "A\n  B =\n", "test:2:6: missing value after '='" },
		{ "A\n  B = 3.555\n", "test:2:7: value 3.555 has 3 decimals: at most 2 are allowed (values are exact to a hundredth)" },
		{ "A\n  B = 3.\n", "test:2:7: value must be a number (at most 2 decimals), found '3.'" },
		{ "(1 1.2.3)", "test:1:4: value must be a number (at most 2 decimals), found '1.2.'" },
		{ "(1 .5)", "test:1:4: value must be a number, found '.' (write a digit before the point: 0.5, not .5)" },
		{ "A\n  B = x\n", "test:2:7: value must be a number, found 'x'" },
		{ "(1 two)", "test:1:4: expected a number or '(', found 't'" },
		{ "A\n  B = 1000001\n", "test:2:7: value 1000001 out of range (-1000000 to 1000000)" },
		{ "(1 -99999999999999)", "test:1:4: value -99999999999999 out of range (-1000000 to 1000000)" },
		{ "A\n  B = 1\n  B = 2\n", "test:3:3: duplicate node name 'B' (first used on line 2)" },
		{ "A\n  B = 1\n    C = 2\n", "test:2:3: value on an inner node: 'B' has a value but also children (line 3)" },
		{ "A\n  B\n  C = 1\n", "test:2:3: missing value on leaf 'B' (write 'B = VALUE')" },
		{ "", "test:1:1: empty tree: no nodes found" },
		{ "# only a comment\n\n", "test:3:1: empty tree: no nodes found" },
		{ "()", "test:1:1: empty parentheses: an inner node needs at least one child" },
		{ "(1) (2)", "test:1:5: unexpected '(' after the tree (a tree has one root; wrap siblings in parentheses)" },
		{ "A\n  B = 1\nC = 2\n", "test:3:1: second root 'C': a tree has one root, indent this node under 'A'" },
		{ "A\x01\n", "test:1:2: unexpected control character U+0001 after the node name (write NAME, NAME = VALUE or NAME ~ VALUE)" },
		{ "A ~ 4\n", "test:1:1: 'A' has a static evaluation (~) but no children: a leaf is written 'A = VALUE'" },
		{ "A ~\n  B = 1\n", "test:1:4: missing value after '~'" },
		{ "A ~ 1000001\n  B = 1\n", "test:1:5: value 1000001 out of range (-1000000 to 1000000)" },
		{ "A ~ 4 = 3\n  B = 1\n", "test:1:7: unexpected '=' after the value" },
		{ "~4 (1 2)", "test:1:3: expected '(' after the static evaluation ~4, found ' ' (only an inner node has one)" },
		{ "(1 ~2 3)", "test:1:6: expected '(' after the static evaluation ~2, found ' ' (only an inner node has one)" },
		{ "(~x(1 2))", "test:1:3: value must be a number, found 'x'" },
		{ "title: a\x1b]0;owned\x07\n(1 2)\n", "test:1:9: control character U+001B in the title" },
		{ "title: \x07\n(1 2)\n", "test:1:8: control character U+0007 in the title" },
		{ "title: csi \xc2\x9b" "2J\n(1 2)\n", "test:1:12: control character U+009B in the title" },
		{ "title: caf\xe9\n(1 2)\n", "test:1:11: byte 0xe9 that is not UTF-8 in the title" },
		{ "title: x\x7f\n(1 2)\n", "test:1:9: control character U+007F in the title" },
		{ "A\n  B = 1 2\n", "test:2:9: unexpected '2' after the value" },
		{ "root: maybe\nA = 1\n", "test:1:7: root: must be 'max' or 'min'" },
		{ "colour: red\nA = 1\n", "test:1:1: unknown header 'colour:' (expected title:, root: or game:)" },
		{ "A\n  B = 1\ntitle: late\n", "test:3:1: header after the first node (put title: and root: at the top)" },
		{ "A\rB = 1\n", "test:1:2: carriage return in the middle of a line" },
		{ "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefg = 1\n", "test:1:1: node name longer than 32 characters" },
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		struct tree t;
		char err[LOAD_ERROR_MAX];
		bool ok = tree_load_string(cases[i].text, strlen(cases[i].text), "test",
					   &t, err, sizeof err);
		print_message("# case %zu\n", i);
		assert_false(ok);
		assert_string_equal(err, cases[i].message);
		assert_null(t.nodes);   /* nothing half-loaded */
	}
}

/* A leaf written as a whole number alone is read by a shorter way than
 * every other node (load.c's plain_leaf); what it reads is what the
 * general way reads of the same number written otherwise (+5 for 5):
 * the values, and the line and column each node was written at. */
static void test_plain_leaves(void **state)
{
	(void)state;
	struct tree a, b;
	load_text(&a, "(5 -7 (0 -0)\n  ( 1000000\t-1000000 ) # c\n 42)");
	load_text(&b, "(+5 -7 (+0 -0)\n  ( +1000000\t-1000000 ) # c\n +42)");
	assert_int_equal(a.count, b.count);
	static const int values[] = { 5, -7, 42, 0, 0, 1000000, -1000000 };
	static const int lines[] = { 1, 1, 3, 1, 1, 2, 2 }, columns[] = { 2, 4, 2, 8, 10, 5, 13 };
	for (int i = 0, k = 0; i < a.count; i++) {
		assert_int_equal(a.nodes[i].value, b.nodes[i].value);
		assert_int_equal(a.nodes[i].parent, b.nodes[i].parent);
		assert_int_equal(a.nodes[i].line, b.nodes[i].line);
		if (!tree_is_leaf(&a, i))
			continue;
		print_message("# leaf %d\n", k);
		assert_int_equal(a.nodes[i].value, values[k]);
		assert_int_equal(a.nodes[i].line, lines[k]);
		assert_int_equal(a.nodes[i].column, columns[k]);
		k++;
	}
	assert_int_equal(a.decimals, 0);
	tree_free(&a);
	tree_free(&b);
}

/* A static evaluation, in either form, is kept on its inner node and
 * changes nothing a full-depth search does. */
static void test_static_evaluations(void **state)
{
	struct tree a, b, plain;
	(void)state;
	load_text(&a, "~4((3 12 8) ~-1(2 4 6))");
	load_text(&b, "root: max\nR ~ 4\n  X\n    P = 3\n    Q = 12\n    S = 8\n"
		  "  Y ~ -1\n    T = 2\n    U = 4\n    V = 6\n");
	load_text(&plain, "((3 12 8) (2 4 6))");
	assert_true(a.nodes[0].has_static && a.nodes[0].static_value == 4);
	assert_false(a.nodes[1].has_static);
	assert_true(a.nodes[2].has_static && a.nodes[2].static_value == -1);
	assert_true(b.nodes[0].has_static && b.nodes[0].static_value == 4);
	assert_true(b.nodes[2].has_static && b.nodes[2].static_value == -1);
	for (node_id n = 3; n < a.count; n++)
		assert_false(a.nodes[n].has_static);
	assert_int_equal(reference_value(&a, 0), reference_value(&plain, 0));
	assert_int_equal(reference_value(&b, 0), reference_value(&plain, 0));
	tree_free(&a);
	tree_free(&b);
	tree_free(&plain);
}

/* Values with decimals: a tree keeps the most decimals any value was
 * written with, and every value in those units, in both forms and for
 * static evaluations; VALUE_LIMIT bounds the value as written. */
/* The widest value and negated value are counted without writing them
 * (tree_link): they must be what tree_format_value writes, with one
 * decimal, two and none, for signs, trailing zeros and the limits. */
static void test_widest_values(void **state)
{
	(void)state;
	static const char *const texts[] = {
		"(-1000000 -999.99 -0.5 0 0.01 4.5 10 99.9 1000000 -0.05 2.50)",
		"(-1000000 -0.5 0 4.5 10 99.9 123456.7)", "(0 1 -9 10 -99 100 999999 -1000000)",
		"(0.1 0.2)", "(-0.01 3)", "(7)", "(-7)",
	};
	for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++) {
		struct tree t;
		load_text(&t, texts[i]);
		int value = 0, negated = 0;
		for (node_id n = 0; n < t.count; n++) {
			int v = t.nodes[n].value;
			int w = tree_format_value(NULL, 0, t.decimals, v);
			int m = tree_format_value(NULL, 0, t.decimals, v > 0 ? -v : v);
			value = w > value ? w : value;
			negated = m > negated ? m : negated;
		}
		assert_int_equal(t.widest_value, value);
		assert_int_equal(t.widest_negated, negated);
		tree_free(&t);
	}
}

static void test_decimals(void **state)
{
	struct tree a, b, c, w;
	(void)state;
	load_text(&a, "((4.99 -3.01) ~2.5(2.5 1))");
	load_text(&b, "R\n  X\n    P = 4.99\n    Q = -3.01\n  Y ~ 2.5\n    S = 2.50\n    T = 1\n");
	load_text(&c, "((0.5 -1) 2)");
	load_text(&w, "(1000000 -1000000.00)");
	assert_int_equal(a.decimals, 2);
	assert_int_equal(b.decimals, 2);
	assert_int_equal(a.nodes[find_node(&a, "N3")].value, 499);
	assert_int_equal(a.nodes[find_node(&a, "N4")].value, -301);
	assert_int_equal(a.nodes[find_node(&a, "N2")].static_value, 250);
	assert_int_equal(a.nodes[find_node(&a, "N5")].value, 250);
	assert_int_equal(a.nodes[find_node(&a, "N6")].value, 100);
	assert_int_equal(b.nodes[find_node(&b, "P")].value, 499);
	assert_int_equal(b.nodes[find_node(&b, "Y")].static_value, 250);
	assert_int_equal(b.nodes[find_node(&b, "S")].value, 250);
	assert_int_equal(b.nodes[find_node(&b, "T")].value, 100);
	assert_int_equal(reference_value(&a, 0), reference_value(&b, 0));
	assert_int_equal(reference_value(&a, 0), 100);
	/* One decimal: tenths. */
	assert_int_equal(c.decimals, 1);
	assert_int_equal(c.nodes[find_node(&c, "N3")].value, 5);
	assert_int_equal(c.nodes[find_node(&c, "N4")].value, -10);
	assert_int_equal(c.nodes[find_node(&c, "N2")].value, 20);
	/* 2.50 has two decimals as written: units of hundredths. */
	assert_int_equal(w.decimals, 2);
	assert_int_equal(w.nodes[2].value, -100000000);
	/* The widths a view leaves for values are those of the values as
	 * they print: "-3.01" and, negated, "-4.99". */
	assert_int_equal(a.widest_value, 5);
	assert_int_equal(a.widest_negated, 5);
	tree_free(&a);
	tree_free(&b);
	tree_free(&c);
	tree_free(&w);
}

/* A NUL byte cannot sit in a C string literal's measured length, so this
 * case gets its own test. */
static void test_nul_byte(void **state)
{
	(void)state;
	struct tree t;
	char err[LOAD_ERROR_MAX];
	assert_false(tree_load_string("A\0B", 3, "test", &t, err, sizeof err));
	assert_string_equal(err, "test:1:2: NUL byte in input (is this a binary file?)");
}

/* A title reaches the terminal, so it may hold any UTF-8 text but no
 * control character; comments are never shown and may hold anything. */
static void test_title_text(void **state)
{
	(void)state;
	struct tree t;
	load_text(&t, "title: Caf\xc3\xa9 \xe2\x89\xa5 5\tand \xf0\x9f\x8c\xb3\n# \x1b[2J \xe9\n(1 2)\n");
	assert_string_equal(t.title, "Caf\xc3\xa9 \xe2\x89\xa5 5\tand \xf0\x9f\x8c\xb3");
	tree_free(&t);
	/* Overlong forms, surrogates and truncated sequences are not UTF-8. */
	static const char *const bad[] = {
		"title: \xc0\xaf\n1\n", "title: \xed\xa0\x80\n1\n", "title: \xf4\x90\x80\x80\n1\n",
		"title: \xe2\x89\n1\n", "title: \xe2\x89",
	};
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		char err[LOAD_ERROR_MAX], want[64];
		assert_false(tree_load_string(bad[i], strlen(bad[i]), "test", &t, err, sizeof err));
		snprintf(want, sizeof want, "test:1:8: byte 0x%02x that is not UTF-8 in the title",
			 (unsigned char)bad[i][7]);
		assert_string_equal(err, want);
	}
}

/* A tree written inside another file reports positions in that file. */
static void test_positions_from_an_origin(void **state)
{
	(void)state;
	static const struct { const char *text; const char *message; } cases[] = {
		{ "(1 (2 3)", "x.lesson:4:7: unbalanced parenthesis: this '(' is never closed" },
		{ "(1 (2 x))", "x.lesson:4:13: expected a number or '(', found 'x'" },
		{ "(1 2))", "x.lesson:4:12: unbalanced parenthesis: ')' has no matching '('" },
		{ "(1\n (2 y))", "x.lesson:5:5: expected a number or '(', found 'y'" },
		{ "(1 \0)", "x.lesson:4:10: NUL byte in input (is this a binary file?)" },
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		struct tree t;
		char err[LOAD_ERROR_MAX];
		size_t len = strlen(cases[i].text);
		if (len == 3)
			len = 5;        /* the case with a NUL */
		assert_false(tree_load_string_at(cases[i].text, len, "x.lesson", 4, 7, &t, err,
						 sizeof err));
		assert_string_equal(err, cases[i].message);
	}
}

/* Only regular files are read: a FIFO, a directory or a device is refused
 * at once, and a FIFO with no writer must not block. */
static void test_only_regular_files(void **state)
{
	(void)state;
	char dir[] = "/tmp/treestep-load-XXXXXX", path[64], err[LOAD_ERROR_MAX], want[128];
	struct tree t;
	assert_non_null(mkdtemp(dir));
	snprintf(path, sizeof path, "%s/fifo.tree", dir);
	assert_int_equal(mkfifo(path, 0600), 0);
	alarm(10);              /* a blocked open fails the test instead of hanging */
	assert_false(tree_load_file(path, &t, err, sizeof err));
	snprintf(want, sizeof want, "%s: not a regular file (a FIFO)", path);
	assert_string_equal(err, want);
	assert_false(tree_load_file(dir, &t, err, sizeof err));
	snprintf(want, sizeof want, "%s: not a regular file (a directory)", dir);
	assert_string_equal(err, want);
	assert_false(tree_load_file("/dev/zero", &t, err, sizeof err));
	assert_string_equal(err, "/dev/zero: not a regular file (a character device)");
	alarm(0);
	remove(path);
	rmdir(dir);
}

/* The limits are enforced with a message, never with a crash. */
static void test_too_deep_and_too_large(void **state)
{
	(void)state;
	struct tree t;
	char err[LOAD_ERROR_MAX];
	size_t n = TREE_MAX_DEPTH + 2;
	char *deep = malloc(2 * n + 2);
	memset(deep, '(', n);
	deep[n] = '1';
	memset(deep + n + 1, ')', n);
	deep[2 * n + 1] = '\0';
	assert_false(tree_load_string(deep, strlen(deep), "test", &t, err, sizeof err));
	assert_string_equal(err, "test:1:66: tree too deep (more than 64 levels below the root)");
	/* Exactly the limit is fine: drop two levels, leaving the leaf at 64. */
	deep[0] = deep[1] = ' ';
	deep[2 * n] = deep[2 * n - 1] = ' ';
	assert_true(tree_load_string(deep, strlen(deep), "test", &t, err, sizeof err));
	assert_int_equal(t.height, TREE_MAX_DEPTH);
	tree_free(&t);
	free(deep);

	/* An outline nested too deep. */
	size_t cap = 70 * 140, len = 0;
	char *outline = malloc(cap);
	for (int d = 0; d <= TREE_MAX_DEPTH + 1; d++)
		len += (size_t)sprintf(outline + len, "%*sn%d\n", 2 * d, "", d);
	assert_false(tree_load_string(outline, len, "test", &t, err, sizeof err));
	assert_string_equal(err, "test:66:131: tree too deep (more than 64 levels below the root)");
	free(outline);

	size_t big = (size_t)TREE_MAX_NODES * 2 + 16;
	char *wide = malloc(big);
	len = 0;
	wide[len++] = '(';
	for (int i = 0; i < TREE_MAX_NODES; i++) {
		wide[len++] = '0';
		wide[len++] = ' ';
	}
	wide[len++] = ')';
	assert_false(tree_load_string(wide, len, "test", &t, err, sizeof err));
	assert_string_equal(err, "test:1:4000000: tree too large (more than 2000000 nodes)");
	free(wide);
}

/* The loader counts the nodes at each depth in the text before reading
 * them, and the builder puts each where level order wants it.  A number
 * or @NAME right before a '(' is a node of its own (a leaf, then the
 * node the '(' opens), as a kind, ~VALUE or P: there is not.  Counted
 * right or (then read again) wrong, the tree must be the one written
 * with spaces. */
static void test_counted_before_read(void **state)
{
	(void)state;
	static const char *const pairs[][2] = {
		{ "(5(1 2) ~3(4) min(6 7))", "(5 (1 2) ~3(4) min(6 7))" },
		{ "((1 2) (@N3(5) 4))", "((1 2) (@N3 (5) 4))" },
		{ "chance(1/2:5 1/2:min~1(1 2))", "chance(1/2: 5 1/2: min~1(1 2))" },
	};
	for (size_t i = 0; i < sizeof pairs / sizeof pairs[0]; i++) {
		struct tree a, b;
		load_text(&a, pairs[i][0]);
		load_text(&b, pairs[i][1]);
		assert_int_equal(a.count, b.count);
		for (node_id n = 0; n < a.count; n++) {
			assert_string_equal(tree_name(&a, n), tree_name(&b, n));
			assert_int_equal(a.nodes[n].parent, b.nodes[n].parent);
			assert_int_equal(a.nodes[n].value, b.nodes[n].value);
			assert_int_equal(a.nodes[n].is_max, b.nodes[n].is_max);
		}
		tree_free(&a);
		tree_free(&b);
	}
}

/* A builder given counts that the nodes added do not fit says so, and
 * one given the right counts lays the tree out as one given none. */
static void test_builder_plan(void **state)
{
	(void)state;
	struct builder b = { 0 };
	int wrong[] = { 1, 1 };
	assert_true(builder_plan(&b, wrong, 2, 0));
	int root = builder_add(&b, -1, NULL, false, 0, 1, 1);
	assert_int_equal(root, 0);
	assert_int_equal(builder_add(&b, root, NULL, true, 3, 1, 2), 1);
	assert_int_equal(builder_add(&b, root, NULL, true, 4, 1, 4), -2);
	assert_false(builder_as_planned(&b));
	builder_free(&b);

	/* Depth first: r, a, a1, a2, b, b1; level order: r, a, b, a1, a2, b1. */
	struct tree t[2] = { { 0 } };     /* builder_finish fills in the shape, not the title */
	for (int planned = 0; planned < 2; planned++) {
		int right[] = { 1, 2, 3 };
		b = (struct builder){ 0 };
		if (planned)
			assert_true(builder_plan(&b, right, 3, 16));
		int r = builder_add(&b, -1, "r", false, 0, 1, 1);
		int a = builder_add(&b, r, "a", false, 0, 2, 1);
		builder_add(&b, a, NULL, true, 1, 3, 1);
		builder_add(&b, a, NULL, true, 2, 4, 1);
		int bb = builder_add(&b, r, "b", false, 0, 5, 1);
		builder_add(&b, bb, "b1", true, 3, 6, 1);
		assert_true(builder_as_planned(&b));
		assert_true(builder_finish(&b, &t[planned], true));
	}
	static const char *const names[] = { "r", "a", "b", "N3", "N4", "b1" };
	static const int parents[] = { -1, 0, 0, 1, 1, 2 }, heights[] = { 2, 1, 1, 0, 0, 0 };
	for (int planned = 0; planned < 2; planned++) {
		assert_int_equal(t[planned].count, 6);
		assert_int_equal(t[planned].height, 2);
		for (node_id n = 0; n < 6; n++) {
			assert_string_equal(tree_name(&t[planned], n), names[n]);
			assert_int_equal(t[planned].nodes[n].parent, parents[n]);
			assert_int_equal(t[planned].nodes[n].height, heights[n]);
		}
		tree_free(&t[planned]);
	}
}

/* builder_finish honours a node's kind: unmarked nodes take the side
 * opposite their parent's, KIND_MIN under a MIN node gives MIN after MIN
 * (CS188's Pacman with two ghosts: max, min, min), and a chance node
 * passes its parent's side on, so its unmarked children are the other
 * side.  Depth still counts plies. */
static void test_builder_kinds(void **state)
{
	(void)state;
	struct builder b = { 0 };
	int root = builder_add(&b, -1, "pac", false, 0, 1, 1);
	int g1 = builder_add(&b, root, "g1", false, 0, 2, 1);
	int g2 = builder_add(&b, g1, "g2", false, 0, 3, 1);
	builder_set_kind(&b, g2, KIND_MIN);
	int roll = builder_add(&b, g2, "roll", false, 0, 4, 1);
	builder_set_kind(&b, roll, KIND_CHANCE);
	int after = builder_add(&b, roll, "after", false, 0, 5, 1);
	builder_add(&b, after, "leaf", true, 7, 6, 1);
	int up = builder_add(&b, root, "up", false, 0, 7, 1);
	builder_set_kind(&b, up, KIND_MAX);
	builder_add(&b, up, "auto", true, 1, 8, 1);
	int min_root_leaf = builder_add(&b, up, "m", true, 2, 9, 1);
	builder_set_kind(&b, min_root_leaf, KIND_MIN);
	struct tree t = { 0 };
	assert_true(builder_finish(&b, &t, true));
	static const struct { const char *name; bool is_max, is_chance; int depth; } want[] = {
		{ "pac", true, false, 0 }, { "g1", false, false, 1 }, { "up", true, false, 1 },
		{ "g2", false, false, 2 }, { "auto", false, false, 2 }, { "m", false, false, 2 },
		{ "roll", false, true, 3 }, { "after", true, false, 4 }, { "leaf", false, false, 5 },
	};
	for (size_t i = 0; i < sizeof want / sizeof want[0]; i++) {
		node_id n = find_node(&t, want[i].name);
		assert_int_equal(t.nodes[n].is_max, want[i].is_max);
		assert_int_equal(t.nodes[n].is_chance, want[i].is_chance);
		assert_int_equal(t.nodes[n].depth, want[i].depth);
	}
	assert_string_equal(tree_kind_name(&t.nodes[find_node(&t, "roll")]), "chance");
	assert_string_equal(tree_kind_name(&t.nodes[find_node(&t, "g2")]), "MIN");
	assert_int_equal(t.height, 5);
	tree_free(&t);

	/* A chance root: the header's side moves after the roll. */
	b = (struct builder){ 0 };
	root = builder_add(&b, -1, "dice", false, 0, 1, 1);
	builder_set_kind(&b, root, KIND_CHANCE);
	builder_add(&b, root, "x", true, 1, 2, 1);
	assert_true(builder_finish(&b, &t, false));
	assert_true(t.nodes[0].is_chance);
	assert_false(t.nodes[1].is_max);
	assert_false(t.nodes[1].is_chance);
	tree_free(&t);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_sample_matches_file),
		cmocka_unit_test(test_outline_equals_bracket),
		cmocka_unit_test(test_level_order_names_of_a_large_tree),
		cmocka_unit_test(test_russell_norvig_level_order),
		cmocka_unit_test(test_outline_names_and_order),
		cmocka_unit_test(test_crlf_bom_and_limits_accepted),
		cmocka_unit_test(test_errors),
		cmocka_unit_test(test_plain_leaves),
		cmocka_unit_test(test_static_evaluations),
		cmocka_unit_test(test_widest_values),
		cmocka_unit_test(test_decimals),
		cmocka_unit_test(test_nul_byte),
		cmocka_unit_test(test_title_text),
		cmocka_unit_test(test_positions_from_an_origin),
		cmocka_unit_test(test_only_regular_files),
		cmocka_unit_test(test_too_deep_and_too_large),
		cmocka_unit_test(test_counted_before_read),
		cmocka_unit_test(test_builder_plan),
		cmocka_unit_test(test_builder_kinds),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
