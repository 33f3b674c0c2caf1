/* fuzz_stepper.c - libFuzzer target for the stepper itself: random keys,
 * resizes, clicks, reloads of a file that changes under it, the split
 * view, editing, lessons and practice, on small random trees, driven
 * through the same code a terminal drives (src/ui.h), on a virtual screen.
 *
 * After every key it checks what must always hold: the step lies within
 * the trace; the state on screen equals a fresh replay of the trace to
 * that step (stepping back must show what stepping forward showed); the
 * same for the split view's other half; and, following the search on a
 * screen large enough, the current node is drawn inside the tree's area.
 *
 * While editing, the tree on screen is the one the edit's text loads, even
 * after the file was rewritten under the stepper with no reload.
 *
 * Input: byte 0 the shape, 1-8 the seed, 9 the mode, then one key a byte
 * (some keys take the next bytes as arguments). */
#include <config.h>

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "teach/lesson.h"
#include "tree/game.h"
#include "tree/splitmix.h"
#include "ui/ui.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* ---- Trees ---------------------------------------------------------------- */

static void tree_text(FILE *f, uint64_t *rng, int branching, int depth, bool ragged)
{
	if (depth == 0 || (ragged && splitmix64_next(rng) % 4 == 0)) {
		fprintf(f, "%d", (int)(splitmix64_next(rng) % 41) - 20);
		return;
	}
	int k = 1 + (int)(splitmix64_next(rng) % (uint64_t)branching);
	fputc('(', f);
	for (int i = 0; i < k; i++) {
		if (i)
			fputc(' ', f);
		tree_text(f, rng, branching, depth - 1, ragged);
	}
	fputc(')', f);
}

/* The same kind of tree in the outline form, one node a line. */
static void outline_text(FILE *f, uint64_t *rng, int branching, int depth, bool ragged,
			 int indent, int *names)
{
	fprintf(f, "%*sM%d", indent, "", (*names)++);
	if (depth == 0 || (ragged && splitmix64_next(rng) % 4 == 0)) {
		fprintf(f, " = %d\n", (int)(splitmix64_next(rng) % 41) - 20);
		return;
	}
	fputc('\n', f);
	int k = 1 + (int)(splitmix64_next(rng) % (uint64_t)branching);
	for (int i = 0; i < k; i++)
		outline_text(f, rng, branching, depth - 1, ragged, indent + 2, names);
}

/* A game's tree (game.h), so that the board panel is drawn too: a
 * position a few random moves into tic-tac-toe, Nim or Connect Four, its
 * tree small (to the end, or two plies of Connect Four). */
static void game_text(FILE *f, uint64_t *rng)
{
	static const char *const starts[GAME_KINDS] = { NULL, "1,2,2", "4x4" };
	enum game_kind k = (enum game_kind)(splitmix64_next(rng) % GAME_KINDS);
	struct game g;
	struct game_move moves[GAME_MAX_MOVES];
	char err[256];
	if (!game_start(k, starts[k], &g, err, sizeof err))
		abort();
	for (int i = k == GAME_TICTACTOE ? 5 : 1; i > 0; i--) {
		int n = game_moves(&g, GAME_ORDER_BOARD, moves);
		if (n == 0)
			break;
		game_play(&g, moves[splitmix64_next(rng) % (uint64_t)n]);
	}
	if (!game_write(&g, k == GAME_CONNECT4 ? 2 : -1, (enum game_order)(splitmix64_next(rng) % 2 &&
			k != GAME_NIM), GAME_NO_HINT, f, NULL, err, sizeof err))
		abort();
}

/* Writes a random tree (or, now and then, a broken one) to path: in
 * either form, after a few comment lines, so that a file rewritten under
 * the stepper has its nodes on other lines and columns. */
static void write_tree(const char *path, uint64_t *rng, int shape)
{
	FILE *f = fopen(path, "w");
	if (!f)
		abort();
	for (int i = (int)(splitmix64_next(rng) % 4); i > 0; i--)
		fprintf(f, "# comment %d\n", i);
	int names = 0;
	if (splitmix64_next(rng) % 8 == 0)
		fputs("((1 2) (3", f);          /* a reload must keep the old tree */
	else if ((shape & 0x80) && splitmix64_next(rng) % 2)
		game_text(f, rng);
	else if (splitmix64_next(rng) % 2)
		outline_text(f, rng, 1 + shape % 3, 1 + (shape / 3) % 4, shape & 0x40, 0, &names);
	else
		tree_text(f, rng, 1 + shape % 3, 1 + (shape / 3) % 4, shape & 0x40);
	fclose(f);
}

/* ---- Invariants ----------------------------------------------------------- */

static bool same_frames(const struct stack_frame *a, const struct stack_frame *b)
{
	return a->node == b->node && a->alpha == b->alpha && a->beta == b->beta &&
	       a->kind == b->kind && a->research_alpha == b->research_alpha &&
	       a->research_child == b->research_child &&
	       a->alpha_from.kind == b->alpha_from.kind && a->alpha_from.node == b->alpha_from.node &&
	       a->beta_from.kind == b->beta_from.kind && a->beta_from.node == b->beta_from.node;
}

static bool same_nodes(const struct node_state *a, const struct node_state *b)
{
	return a->visits == b->visits && a->kind == b->kind && a->known == b->known &&
	       a->value == b->value && a->bound == b->bound && a->has_lower == b->has_lower &&
	       (!a->has_lower || a->lower == b->lower) && a->has_best == b->has_best &&
	       (!a->has_best || a->best == b->best) && a->cut == b->cut &&
	       a->cut_at == b->cut_at && a->entered_at == b->entered_at && a->forgot_at == b->forgot_at &&
	       a->seen == b->seen;
}

/* The state on screen is a fresh replay of its trace to its step. */
static void check_state(const struct state *st)
{
	struct state fresh;
	if (st->step < 0 || st->step > st->trace->count)
		__builtin_trap();
	if (!state_init(&fresh, st->tree, st->algo, st->trace))
		abort();
	state_goto(&fresh, st->step);
	if (fresh.depth != st->depth || fresh.pv.n != st->pv.n ||
	    fresh.pv_changed != st->pv_changed ||
	    memcmp(&fresh.counts, &st->counts, sizeof fresh.counts) != 0)
		__builtin_trap();
	for (int i = 0; i < st->depth; i++)
		if (!same_frames(&fresh.stack[i], &st->stack[i]))
			__builtin_trap();
	for (node_id n = 0; n < st->tree->count; n++)
		if (!same_nodes(&fresh.nodes[n], &st->nodes[n]))
			__builtin_trap();
	for (int p = 0; p < st->pv.n; p++) {
		if (fresh.pv.length[p] != st->pv.length[p])
			__builtin_trap();
		for (int k = 0; k < st->pv.length[p]; k++)
			if (pvtable_row(&fresh.pv, p)[k] != pvtable_row(&st->pv, p)[k])
				__builtin_trap();
	}
	state_free(&fresh);
}

/* Every node of a picture lies inside it, and, following the search, the
 * node the search is at is inside the area it was drawn in. */
static void check_picture(const struct ui *ui, const struct tree_view *tv, const struct state *st)
{
	const struct layout *l = &tv->l;
	if (!tv->made || l->outline)
		return;
	for (node_id n = 0; n < ui->tree->count; n++)
		if (!l->hidden[n] && (l->x[n] < 0 || l->x[n] >= l->width || l->y[n] < 0 ||
				      l->y[n] >= l->height))
			__builtin_trap();
	if (tv->panning || COLS < MIN_COLS || LINES < MIN_LINES)
		return;
	node_id n = state_current(st);
	if (n < 0 || l->hidden[n])
		return;
	int x = l->x[n] - tv->scroll_x, y = l->y[n] - tv->scroll_y;
	if (x < 0 || x >= tv->cols || y < 0 || y >= tv->rows)
		__builtin_trap();
}

/* While editing, the tree on screen is the tree the edit's text loads:
 * the edit never works on another text (a file rewritten under it). */
static void check_edit(const struct ui *ui)
{
	char err[LOAD_ERROR_MAX];
	struct tree t;
	if (!ui->source.editing)
		return;
	if (!tree_load_string(ui->source.edit.now.text, ui->source.edit.now.len, "edit", &t, err,
			      sizeof err))
		__builtin_trap();
	if (t.count != ui->tree->count)
		__builtin_trap();
	for (node_id n = 0; n < t.count; n++)
		if (strcmp(tree_name(&t, n), tree_name(ui->tree, n)) != 0 ||
		    t.nodes[n].nchildren != ui->tree->nodes[n].nchildren ||
		    t.nodes[n].parent != ui->tree->nodes[n].parent ||
		    (!t.nodes[n].nchildren && t.nodes[n].value != ui->tree->nodes[n].value))
			__builtin_trap();
	tree_free(&t);
}

/* No screen shows an answer before it is given: in a lesson the search
 * of each algorithm stays at or before the step of its first question not
 * yet asked; in a practice not yet graded neither search has moved. */
static void check_answers_hidden(const struct ui *ui)
{
	const struct lesson_session *ls = lesson_session_of(ui);
	const struct practice *p = practice_of(ui);
	const struct state *other = split_other(ui);
	if (p && !p->graded && (ui->st.step != 0 || (other && other->step != 0)))
		__builtin_trap();
	if (!ls)
		return;
	const struct lesson *l = ls->lesson;
	for (int i = 0; i < l->nstops; i++)
		if (l->stops[i].algo == ui->st.algo && l->stops[i].question != Q_NONE &&
		    ls->verdict[i] == VERDICT_UNASKED && ui->st.step > l->stops[i].step)
			__builtin_trap();
}

static void check(const struct ui *ui)
{
	if (ui->tree != ui->st.tree)
		__builtin_trap();
	check_edit(ui);
	check_answers_hidden(ui);
	check_state(&ui->st);
	const struct state *other = split_other(ui);
	if (other)
		check_state(other);
	const struct screen *top = screen_top(ui);
	if (top->ops->keymap == KEYMAP_SPLIT) {
		check_picture(ui, split_picture(ui, 0), &ui->st);
		check_picture(ui, split_picture(ui, 1), other);
	} else if (top == ui->stack[0] && stepping_of(ui)->tree_shown) {
		check_picture(ui, &stepping_of(ui)->tv, &ui->st);
	}
}

/* ---- Keys ------------------------------------------------------------------- */

static const int keys[] = {
	KEY_RIGHT, KEY_LEFT, KEY_HOME, KEY_END, KEY_NPAGE, KEY_PPAGE, ']', '[', 'a', '+', '-',
	'\t', '1', '2', '3', '4', '5', '6', 'v', 'c', 'o', 't', 's', '?', '\n', 27,
	KEY_BACKSPACE, 'z', 'L', KEY_SLEFT, KEY_SRIGHT, KEY_SR, KEY_SF, 'f', '/', 'm', 'e', '<',
	'>', 'A', 'D', 'u', 18, 'x', 'h', 'n', KEY_UP, KEY_DOWN, '0', '7', '9', 'N', 'y', '=',
	'l', 'p', 'g', 'G', KEY_F(1), ' ', 'j', 'k', 'w', 'Z',
};
#define NKEYS ((int)(sizeof keys / sizeof keys[0]))

enum { OP_RESIZE = NKEYS, OP_TICK, OP_CLICK, OP_RELOAD, OP_REWRITE, OP_COUNT };

static char dir[] = "/tmp/treestep-fuzz-XXXXXX";

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static bool ready;
	char path[sizeof dir + 16], err[LOAD_ERROR_MAX];
	if (size < 10)
		return 0;
	if (!ready) {
		/* w may write files under names typed at random: keep them here. */
		if (!mkdtemp(dir) || chdir(dir) != 0)
			abort();
		ready = true;
	}
	snprintf(path, sizeof path, "%s/t.tree", dir);
	/* Checkpoints every few steps, so that going back goes through them
	 * (check_state compares with a replay from step 0). */
	state_checkpoint_steps = 1 + data[0] % 5;
	uint64_t seed;
	memcpy(&seed, data + 1, sizeof seed);
	uint64_t rng = seed;
	int shape = data[0], mode = data[9];
	data += 10;
	size -= 10;

	struct ui ui = { 0 };
	struct tree t;
	struct lesson lesson;
	struct practice practice;
	struct results results = { 0 };
	struct screen *base;
	bool have_lesson = false, have_practice = false;
	int algo = mode % algorithm_count;
	if (mode / algorithm_count % 4 == 1) {
		/* A lesson: the stops, questions and typed answers. */
		static const char *const names[] = { "01-minimax", "02-alphabeta", "03-pvs",
						     "04-pvs-research", "05-move-ordering",
						     "06-pv-table", "07-fail-soft", "08-negascout" };
		char lpath[4096];
		const char *top = getenv("TREESTEP_DATA");
		snprintf(lpath, sizeof lpath, "%s/tutorials/%s.lesson", top ? top : ".",
			 names[seed % 8]);
		if (!lesson_load(lpath, &lesson, err, sizeof err))
			return 0;
		have_lesson = true;
		ui.tree = &lesson.tree;
		ui.runs = &lesson.runs;
		algo = (int)(lesson.stops[0].algo - algorithms);
		base = lesson_screen_new(&lesson, &results);
	} else if (mode / algorithm_count % 4 == 2) {
		/* Practice refuses MTD(f) and SSS* (practice.c): alpha-beta. */
		if (algorithms[algo].needs_table)
			algo = 1;
		/* Half of the practices ask every kind of question the
		 * algorithm can be asked. */
		unsigned all = (ASK_BIT(ASK_COUNT) - 1) &
			       ~(algorithms[algo].no_window ? ASK_BIT(ASK_WINDOWS) : 0u);
		struct practice_deal d = { .branch_min = 1, .branch_max = 3, .depth_min = 1, .depth_max = 3,
					 .lo = 0, .hi = 20, .seed = seed, .ask = seed % 2 ? all : 0 };
		if (!practice_start(&practice, &d, &algorithms[algo], err, sizeof err))
			abort();
		have_practice = true;
		ui.tree = &practice.tree;
		base = practice_screen_new(&practice, &results);
	} else {
		write_tree(path, &rng, shape);
		if (!load_read_file_stamped(path, LOAD_MAX_FILE_BYTES, &ui.source.text,
					    &ui.source.text_len, &ui.source.stamp, err, sizeof err))
			abort();
		if (!tree_load_string(ui.source.text, ui.source.text_len, path, &t, err, sizeof err)) {
			free(ui.source.text);
			return 0;
		}
		ui.tree = &t;
		if (!(ui.source.file = strdup(path)))
			abort();
		base = step_screen_new();
	}
	term_set_locale(&ui);
	SCREEN *screen = vscreen_open(MIN_COLS, MIN_LINES);
	if (!screen)
		abort();
	int vs = mode / algorithm_count % 4 == 3 ? (algo + 1) % algorithm_count : -1;
	if (!stepper_start(&ui, base, algo, vs))
		abort();
	term_start(&ui);
	stepper_draw(&ui);
	check(&ui);
	for (size_t i = 0; i < size && i < 400; i++) {
		stepper_settle(&ui);    /* as the terminal does after drawing, before a key */
		int op = data[i] % OP_COUNT;
		bool go_on = true;
		if (op < NKEYS) {
			ungetch(keys[op]);
			go_on = stepper_key(&ui, getch());
		} else if (op == OP_RESIZE && i + 2 < size) {
			resize_term(8 + data[i + 2] % 60, 20 + data[i + 1] % 180);
			go_on = stepper_key(&ui, KEY_RESIZE);
			i += 2;
		} else if (op == OP_TICK) {
			stepper_tick(&ui);
		} else if (op == OP_CLICK && i + 2 < size) {
			MEVENT m = { .x = data[i + 1] % COLS, .y = data[i + 2] % LINES,
				     .bstate = BUTTON1_CLICKED };
			ungetmouse(&m);
			go_on = stepper_key(&ui, getch());
			i += 2;
		} else if (op == OP_RELOAD && ui.source.file) {
			write_tree(path, &rng, shape + data[i]);
			ungetch('r');
			go_on = stepper_key(&ui, getch());
		} else if (op == OP_REWRITE && ui.source.file && i + 1 < size) {
			/* The file changes under the stepper, and an edit key
			 * follows at once, with no reload: the edit must work
			 * on the text that was loaded. */
			static const int edit_keys[] = { '>', '<', 'e', 'A', 'D', 'u', 'w' };
			write_tree(path, &rng, shape + data[i + 1]);
			ungetch(edit_keys[data[i + 1] % 7]);
			go_on = stepper_key(&ui, getch());
			i++;
		}
		if (!go_on)
			break;
		stepper_draw(&ui);
		check(&ui);
	}
	vscreen_close(screen);
	stepper_free(&ui);
	if (have_lesson) {
		lesson_free(&lesson);
	} else if (have_practice) {
		practice_free(&practice);
	} else {
		tree_free(ui.tree);
	}
	return 0;
}
