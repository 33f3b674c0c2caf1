/* test_game.c - the trees --game makes (game.c), against what is known of
 * the games and against solvers written here.
 *
 * - Tic-tac-toe from the empty board: the numbers every course quotes
 *   (549,946 nodes in the full tree, 255,168 finished games, a draw).
 * - Nim: Bouton's theorem, that the side to move wins exactly when the
 *   nim-sum is not 0, on every position of up to four heaps of up to 4
 *   with at most 9 objects in all,
 *   searched to the end (the nim-sum is only the static evaluation, which
 *   a search to the end never uses).
 * - Connect Four on boards from 4x4 to 6x5: random positions near the end,
 *   each solved by a plain minimax written below on its own board, and by
 *   every algorithm of treestep on the tree.
 * - The shape: every child's name is its parent's and one legal move; a
 *   reference is one move away from its parent; no position is written
 *   twice at one depth. */
#include <config.h>

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "search/plan.h"
#include "tree/game.h"
#include "testlib.h"

/* The tree of a game position, as --game makes it. */
static void game_tree(struct tree *t, enum game_kind k, const char *position, int depth,
		      enum game_order order, long *nodes)
{
	struct game g;
	char err[256], *text = NULL;
	size_t len = 0;
	if (!game_start(k, position, &g, err, sizeof err))
		fail_msg("%s: %s", position ? position : "(start)", err);
	FILE *f = open_memstream(&text, &len);
	assert_non_null(f);
	bool ok = game_write(&g, depth, order, 0, f, nodes, err, sizeof err);
	fclose(f);
	if (!ok)
		fail_msg("%s: %s", position ? position : "(start)", err);
	load_text(t, text);
	free(text);
}

static void tictactoe_literature(void **state)
{
	(void)state;
	struct tree t;
	long nodes;
	struct trace tr;
	struct result r;
	game_tree(&t, GAME_TICTACTOE, NULL, -1, GAME_ORDER_BOARD, &nodes);
	assert_int_equal(nodes, 549946);
	trace_init(&tr);
	assert_true(algorithm_run(algorithm_find("minimax"), &t, NULL, &r));
	assert_int_equal(r.counts.visits, 549946);
	assert_int_equal(r.counts.leaves, 255168);
	assert_int_equal(r.value, 0);
	assert_int_equal(reference_value(&t, 0), 0);
	/* 5,478 positions, the empty board among them. */
	assert_int_equal(t.count - t.references, 5478);
	tree_free(&t);
}

/* Every algorithm that searches plain trees, to the leaves. */
static void every_algorithm_agrees(const struct tree *t, int value, const char *what)
{
	for (int i = 0; i < algorithm_count; i++) {
		const struct algorithm *a = &algorithms[i];
		struct result r;
		char err[256];
		if (!algorithm_fits(a, t, err, sizeof err))
			continue;
		assert_true(algorithm_run(a, t, NULL, &r));
		if (r.value != value || r.bound != BOUND_EXACT)
			fail_msg("%s: %s found %d, the solver %d", what, a->name, r.value, value);
	}
}

static void nim_bouton(void **state)
{
	(void)state;
	int checked = 0;
	for (int heaps = 1; heaps <= 4; heaps++) {
		int top = 1;
		for (int i = 0; i < heaps; i++)
			top *= 5;
		for (int code = 0; code < top; code++) {
			char pos[32] = "";
			unsigned sum = 0, total = 0;
			for (int i = 0, c = code; i < heaps; i++, c /= 5) {
				size_t at = strlen(pos);
				snprintf(pos + at, sizeof pos - at, "%s%d", i ? "," : "", c % 5);
				sum ^= (unsigned)(c % 5);
				total += (unsigned)(c % 5);
			}
			/* Nim's tree grows fast: ten objects make millions of
			 * nodes to search. */
			if (total > 9)
				continue;
			struct tree t;
			game_tree(&t, GAME_NIM, pos, -1, GAME_ORDER_BOARD, NULL);
			/* MAX moves first: a win for MAX is 1. */
			int expected = sum ? 1 : -1;
			if (reference_value(&t, 0) != expected)
				fail_msg("nim %s: nim-sum %u but the tree's value is %d", pos, sum,
					 reference_value(&t, 0));
			if (code % 37 == 0)
				every_algorithm_agrees(&t, expected, pos);
			tree_free(&t);
			checked++;
		}
	}
	assert_true(checked > 400);
}

/* ---- Connect Four, solved here ---------------------------------------- */

struct c4 {
	int w, h;
	char cell[6][7];        /* [row from the bottom][column]: ' ', 'X' or 'O' */
};

static bool c4_line(const struct c4 *b, char who)
{
	for (int r = 0; r < b->h; r++)
		for (int c = 0; c < b->w; c++) {
			/* right, up, up-right, down-right */
			int dr[4] = { 0, 1, 1, -1 }, dc[4] = { 1, 0, 1, 1 };
			for (int d = 0; d < 4; d++) {
				int k = 0;
				while (k < 4) {
					int rr = r + dr[d] * k, cc = c + dc[d] * k;
					if (rr < 0 || rr >= b->h || cc >= b->w || b->cell[rr][cc] != who)
						break;
					k++;
				}
				if (k == 4)
					return true;
			}
		}
	return false;
}

/* The value for X of the position with `who` to move: 100, 0, -100. */
static int c4_solve(struct c4 *b, char who)
{
	if (c4_line(b, 'X'))
		return 100;
	if (c4_line(b, 'O'))
		return -100;
	int best = who == 'X' ? -1000 : 1000;
	bool moved = false;
	for (int c = 0; c < b->w; c++) {
		int r = 0;
		while (r < b->h && b->cell[r][c] != ' ')
			r++;
		if (r == b->h)
			continue;
		moved = true;
		b->cell[r][c] = who;
		int v = c4_solve(b, who == 'X' ? 'O' : 'X');
		b->cell[r][c] = ' ';
		if (who == 'X' ? v > best : v < best)
			best = v;
	}
	return moved ? best : 0;
}

/* A random position of a game still going, `empty` cells left, written
 * as --position takes it. */
static bool c4_random(uint64_t *seed, int w, int h, int empty, struct c4 *b, char *pos)
{
	b->w = w;
	b->h = h;
	memset(b->cell, ' ', sizeof b->cell);
	char who = 'X';
	for (int moves = w * h - empty; moves > 0; moves--) {
		int c, tries = 0;
		do
			c = rng_range(seed, 0, w - 1);
		while (b->cell[h - 1][c] != ' ' && ++tries < 100);
		int r = 0;
		while (b->cell[r][c] != ' ')
			r++;
		b->cell[r][c] = who;
		if (c4_line(b, who))
			return false;
		who = who == 'X' ? 'O' : 'X';
	}
	int at = 0;
	for (int r = h - 1; r >= 0; r--) {
		for (int c = 0; c < w; c++)
			pos[at++] = b->cell[r][c] == ' ' ? '.' : (char)(b->cell[r][c] + 'a' - 'A');
		pos[at++] = r ? '/' : '\0';
	}
	return true;
}

static void connect4_solved(void **state)
{
	(void)state;
	static const int sizes[][3] = { { 4, 4, 10 }, { 5, 4, 9 }, { 6, 5, 8 }, { 7, 6, 7 } };
	uint64_t seed = 33;
	int solved = 0, wins = 0, draws = 0;
	for (int s = 0; s < 4; s++)
		for (int k = 0, tries = 0; k < 60 && tries < 10000; tries++) {
			struct c4 b;
			char pos[64];
			if (!c4_random(&seed, sizes[s][0], sizes[s][1], sizes[s][2], &b, pos))
				continue;
			k++;
			int pieces = sizes[s][0] * sizes[s][1] - sizes[s][2];
			int expected = c4_solve(&b, pieces % 2 ? 'O' : 'X');
			struct tree t;
			game_tree(&t, GAME_CONNECT4, pos, -1, k % 2 ? GAME_ORDER_CENTRE : GAME_ORDER_BOARD,
				  NULL);
			if (reference_value(&t, 0) != expected)
				fail_msg("connect4 %s: solved %d, the tree says %d", pos, expected,
					 reference_value(&t, 0));
			if (k % 6 == 0)
				every_algorithm_agrees(&t, expected, pos);
			wins += expected != 0;
			draws += expected == 0;
			tree_free(&t);
			solved++;
		}
	/* Positions of every kind were met, not only draws. */
	assert_int_equal(solved, 240);
	assert_true(wins >= 20 && draws >= 20);
}

/* ---- The shape of a game's tree ----------------------------------------- */

/* A position and its depth, with no padding to compare. */
struct key {
	unsigned char cell[GAME_MAX_CELLS], heap[GAME_MAX_HEAPS], depth;
};

static int compare_keys(const void *a, const void *b)
{
	return memcmp(a, b, sizeof(struct key));
}

static void check_shape(const struct tree *t)
{
	struct key *seen = calloc((size_t)t->count, sizeof *seen);
	assert_non_null(seen);
	int n = 0;
	for (node_id i = 0; i < t->count; i++) {
		struct game g, parent;
		char move[16];
		node_id p = t->nodes[i].parent;
		assert_true(game_at(t, i, &g, NULL, 0));
		if (p >= 0) {
			assert_true(game_at(t, p, &parent, NULL, 0));
			/* A child is its parent's position and one move. */
			assert_true(game_tree_move(t, p, i, move, sizeof move));
			if (t->nodes[i].same < 0) {
				size_t pl = p ? strlen(tree_name(t, p)) : 0;
				assert_int_equal(strncmp(tree_name(t, i), tree_name(t, p), pl), 0);
				assert_string_equal(tree_name(t, i) + pl, move);
			}
		}
		if (t->nodes[i].same < 0) {
			/* Positions with the depth they are at (Nim's plies). */
			memcpy(seen[n].cell, g.cell, sizeof g.cell);
			memcpy(seen[n].heap, g.heap, sizeof g.heap);
			seen[n].depth = t->nodes[i].depth;
			n++;
		}
	}
	qsort(seen, (size_t)n, sizeof *seen, compare_keys);
	for (int i = 1; i < n; i++)
		assert_true(memcmp(&seen[i - 1], &seen[i], sizeof *seen) != 0);
	free(seen);
}

static void shapes(void **state)
{
	(void)state;
	struct tree t;
	game_tree(&t, GAME_TICTACTOE, "x.o/.x./...", -1, GAME_ORDER_CENTRE, NULL);
	check_shape(&t);
	tree_free(&t);
	game_tree(&t, GAME_NIM, "2,3,1", -1, GAME_ORDER_BOARD, NULL);
	check_shape(&t);
	tree_free(&t);
	game_tree(&t, GAME_CONNECT4, "5x4", 5, GAME_ORDER_CENTRE, NULL);
	check_shape(&t);
	tree_free(&t);
}

/* At --depth the leaves that are not finished games hold the static
 * evaluation, which says how it was reached. */
static void evaluations(void **state)
{
	(void)state;
	struct game g;
	char err[200], why[200];
	/* X: b2 and a1, O: c1.  Lines without O: a1-a3, a2-c2, a3-c3, b1-b3,
	 * a1-c3, a3-c1... counted here by hand: X open 5, O open 2. */
	assert_true(game_start(GAME_TICTACTOE, ".../.x./x.o", &g, err, sizeof err));
	assert_int_equal(game_eval(&g), 5 - 2);
	game_eval_explain(&g, why, sizeof why);
	assert_string_equal(why, "open lines: X 5, O 2; 5 - 2 = 3");
	assert_true(game_start(GAME_NIM, "1,2,3", &g, err, sizeof err));
	assert_int_equal(game_eval(&g), -1);
	assert_true(game_start(GAME_NIM, "1,2,2", &g, err, sizeof err));
	assert_int_equal(game_eval(&g), 1);
	/* X has three in the bottom row with the fourth cell empty. */
	assert_true(game_start(GAME_CONNECT4, "..../..../ooo./xxx.", &g, err, sizeof err));
	assert_true(game_start(GAME_CONNECT4, "..../..../o.o./xxx.", &g, err, sizeof err));
	assert_int_equal(game_eval(&g), 1);
}

static void refused(void **state)
{
	(void)state;
	static const struct {
		enum game_kind k;
		const char *position, *says;
	} bad[] = {
		{ GAME_TICTACTOE, "xx./.../...", "here X 2, O 0" },
		{ GAME_TICTACTOE, "xxx/oo./o..", "O moved after" },
		{ GAME_TICTACTOE, "xq./.../...", "'q' is not x, o" },
		{ GAME_TICTACTOE, "x.../.../...", "row 1 has 4" },
		{ GAME_CONNECT4, "x.../..../..../....", "nothing under it" },
		{ GAME_CONNECT4, "3x4", "4 to 7 columns" },
		{ GAME_CONNECT4, "8x4", "4 to 7 columns" },
		{ GAME_NIM, "1,,2", "numbers from 0 to 9" },
		{ GAME_NIM, "10", "numbers from 0 to 9" },
		{ GAME_NIM, "1,1,1,1,1,1,1,1,1", "at most 8 heaps" },
	};
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		struct game g;
		char err[256] = "";
		if (game_start(bad[i].k, bad[i].position, &g, err, sizeof err))
			fail_msg("%s was taken", bad[i].position);
		if (!strstr(err, bad[i].says))
			fail_msg("%s: '%s' does not say '%s'", bad[i].position, err, bad[i].says);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(tictactoe_literature),
		cmocka_unit_test(nim_bouton),
		cmocka_unit_test(connect4_solved),
		cmocka_unit_test(shapes),
		cmocka_unit_test(evaluations),
		cmocka_unit_test(refused),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
