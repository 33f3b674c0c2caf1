/* game.c - tic-tac-toe, Nim and Connect Four, and the trees they make.
 *
 * The rules are the usual ones; what is particular to treestep is how a
 * tree is written (game.h): each position once, under the first move
 * order that reaches it in the order the moves are tried, and every other
 * way to it a transposition. */
#include <config.h>

#include <stdarg.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "tree/files.h"
#include "tree/game.h"
#include "tree/i18n.h"
#include "tree/splitmix.h"

static const char *const kind_names[GAME_KINDS] = { "tictactoe", "nim", "connect4" };

const char *game_kind_name(enum game_kind k)
{
	return kind_names[k];
}

bool game_kind_parse(const char *name, enum game_kind *k)
{
	for (int i = 0; i < GAME_KINDS; i++)
		if (strcmp(name, kind_names[i]) == 0) {
			*k = (enum game_kind)i;
			return true;
		}
	return false;
}

const char *game_order_name(enum game_order o)
{
	return o == GAME_ORDER_CENTRE ? "centre" : "board";
}

bool game_order_parse(const char *name, enum game_order *o)
{
	if (strcmp(name, "board") == 0)
		*o = GAME_ORDER_BOARD;
	else if (strcmp(name, "centre") == 0 || strcmp(name, "center") == 0)
		*o = GAME_ORDER_CENTRE;
	else
		return false;
	return true;
}

/* ---- Positions ---------------------------------------------------------- */

static bool is_board(const struct game *g)
{
	return g->kind != GAME_NIM;
}

static int count_pieces(const struct game *g, int who)
{
	int n = 0;
	for (int i = 0; i < g->width * g->height; i++)
		n += g->cell[i] == who;
	return n;
}

/* How many in a row win: three in tic-tac-toe, four in Connect Four. */
static int run_length(const struct game *g)
{
	return g->kind == GAME_TICTACTOE ? 3 : 4;
}

/* Calls f on every line of run_length cells (rows, columns, both
 * diagonals) with the counts of X, O and empty cells in it. */
struct line_counts {
	int x, o, empty;
};
typedef void line_fn(const struct line_counts *lc, void *ctx);

static void each_line(const struct game *g, line_fn *f, void *ctx)
{
	static const int dirs[4][2] = { { 1, 0 }, { 0, 1 }, { 1, 1 }, { 1, -1 } };
	int len = run_length(g);
	for (int r = 0; r < g->height; r++)
		for (int c = 0; c < g->width; c++)
			for (int d = 0; d < 4; d++) {
				int er = r + dirs[d][1] * (len - 1), ec = c + dirs[d][0] * (len - 1);
				if (er < 0 || er >= g->height || ec >= g->width)
					continue;
				struct line_counts lc = { 0, 0, 0 };
				for (int k = 0; k < len; k++) {
					int v = g->cell[(r + dirs[d][1] * k) * g->width + c + dirs[d][0] * k];
					lc.x += v == 1;
					lc.o += v == 2;
					lc.empty += v == 0;
				}
				f(&lc, ctx);
			}
}

struct tally {
	int len;
	int x_won, o_won;               /* complete lines */
	int x_open, o_open;             /* lines the other side has no piece in */
	int x_threats, o_threats;       /* all but one cell, and that one empty */
};

static void tally_line(const struct line_counts *lc, void *ctx)
{
	struct tally *t = ctx;
	t->x_won += lc->x == t->len;
	t->o_won += lc->o == t->len;
	t->x_open += lc->o == 0;
	t->o_open += lc->x == 0;
	t->x_threats += lc->x == t->len - 1 && lc->empty == 1;
	t->o_threats += lc->o == t->len - 1 && lc->empty == 1;
}

static struct tally tally_of(const struct game *g)
{
	struct tally t = { .len = run_length(g) };
	each_line(g, tally_line, &t);
	return t;
}

static unsigned nim_sum(const struct game *g)
{
	unsigned s = 0;
	for (int i = 0; i < g->heaps; i++)
		s ^= g->heap[i];
	return s;
}

bool game_max_to_move(const struct game *g)
{
	if (is_board(g))
		return count_pieces(g, 1) == count_pieces(g, 2);
	return g->plies % 2 == 0;
}

const char *game_side_to_move(const struct game *g)
{
	bool max = game_max_to_move(g);
	if (is_board(g))
		return max ? "X" : "O";
	return tree_side_name(max);
}

bool game_over(const struct game *g, int *value)
{
	if (!is_board(g)) {
		for (int i = 0; i < g->heaps; i++)
			if (g->heap[i])
				return false;
		/* Whoever is to move finds nothing to take: the other side took
		 * the last object and won. */
		*value = game_max_to_move(g) ? -1 : 1;
		return true;
	}
	struct tally t = tally_of(g);
	if (t.x_won || t.o_won) {
		*value = t.x_won ? GAME_WIN : -GAME_WIN;
		return true;
	}
	if (count_pieces(g, 0) == 0) {
		*value = 0;
		return true;
	}
	return false;
}

int game_eval(const struct game *g)
{
	if (!is_board(g)) {
		/* Bouton's rule: the side to move wins exactly when the nim-sum
		 * is not 0.  It is exact, so Nim's evaluation is never wrong. */
		bool mover_wins = nim_sum(g) != 0;
		return mover_wins == game_max_to_move(g) ? 1 : -1;
	}
	struct tally t = tally_of(g);
	if (g->kind == GAME_TICTACTOE)
		return t.x_open - t.o_open;
	return t.x_threats - t.o_threats;
}

void game_eval_explain(const struct game *g, char *buf, size_t len)
{
	int v = game_eval(g);
	if (!is_board(g)) {
		unsigned s = nim_sum(g);
		/* "1 xor 2 xor 3": the heaps, in the notation of Bouton's rule. */
		char heaps[GAME_MAX_HEAPS * 8] = "";
		for (int i = 0, at = 0; i < g->heaps && at >= 0 && (size_t)at < sizeof heaps; i++)
			at += snprintf(heaps + at, sizeof heaps - (size_t)at, "%s%d", i ? " xor " : "",
				       g->heap[i]);
		if (s)
			/* TRANSLATORS: Nim's evaluation: %1$s is the heaps ("1 xor 2
			 * xor 3"), %2$u their nim-sum, %3$s X, O, MAX or MIN, %4$d
			 * the value. */
			snprintf(buf, len, _("nim-sum %1$s = %2$u: the side to move (%3$s) wins: %4$d"),
				 heaps, s, game_side_to_move(g), v);
		else
			/* TRANSLATORS: Nim's evaluation: %1$s is the heaps ("1 xor 2
			 * xor 3"), %2$u their nim-sum, %3$s X, O, MAX or MIN, %4$d
			 * the value. */
			snprintf(buf, len, _("nim-sum %1$s = %2$u: the side to move (%3$s) loses: %4$d"),
				 heaps, s, game_side_to_move(g), v);
		return;
	}
	struct tally t = tally_of(g);
	if (g->kind == GAME_TICTACTOE)
		/* TRANSLATORS: tic-tac-toe's evaluation: the lines each side
		 * can still make: %1$d X's, %2$d O's, %3$d the value. */
		snprintf(buf, len, _("open lines: X %1$d, O %2$d; %1$d - %2$d = %3$d"), t.x_open,
			 t.o_open, v);
	else
		/* TRANSLATORS: Connect Four's evaluation: the lines of four with
		 * three pieces and an empty cell: %1$d X's, %2$d O's, %3$d the
		 * value. */
		snprintf(buf, len, _("threats (3 of 4, 4th empty): X %1$d, O %2$d; %1$d - %2$d = %3$d"),
			 t.x_threats, t.o_threats, v);
}

/* ---- Reading a position --------------------------------------------------- */

static int piece_of(char ch)
{
	switch (ch) {
	case 'x': case 'X': return 1;
	case 'o': case 'O': return 2;
	case '.': case '-': return 0;
	default: return -1;
	}
}

/* "'POSITION': message", the position as typed (40 bytes at most) and the
 * message printf'd from fmt, into err; false. */
static bool bad(char *err, size_t errlen, const char *text, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));

static bool bad(char *err, size_t errlen, const char *text, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	error_after(err, errlen, snprintf(err, errlen, "'%.40s': ", text), fmt, ap);
	va_end(ap);
	return false;
}

/* Rows top to bottom separated by '/'; sets width and height. */
static bool read_rows(struct game *g, const char *text, bool slashes_needed, char *err,
		      size_t errlen)
{
	int rows[GAME_MAX_HEIGHT][GAME_MAX_WIDTH], nrows = 0, width = -1, w = 0;
	bool slashed = strchr(text, '/') != NULL;
	if (!slashed && !slashes_needed) {
		/* Tic-tac-toe as nine cells in a row. */
		if (strlen(text) != 9)
			/* TRANSLATORS: the messages about a position follow
			 * "'POSITION': "; x, o, . and / are as typed. */
			return bad(err, errlen, text, "%s", _("write 9 cells (rows top to bottom, x, o "
							      "and .), or 3 rows separated by /"));
		for (int i = 0; i < 9; i++) {
			int p = piece_of(text[i]);
			if (p < 0)
				/* TRANSLATORS: after "'POSITION': "; %c is what was
				 * typed; x, o and . are as typed. */
				return bad(err, errlen, text, _("'%c' is not x, o or ."), text[i]);
			g->cell[(2 - i / 3) * 3 + i % 3] = (unsigned char)p;
		}
		g->width = g->height = 3;
		return true;
	}
	for (const char *s = text;; s++) {
		if (*s == '/' || *s == '\0') {
			if (width >= 0 && w != width)
				/* TRANSLATORS: after "'POSITION': "; %1$d is a row,
				 * %2$d its cells, %3$d the first row's. */
				return bad(err, errlen, text, _("row %1$d has %2$d cells, row 1 has %3$d"),
					   nrows + 1, w, width);
			width = w;
			w = 0;
			if (++nrows > GAME_MAX_HEIGHT)
				break;
			if (*s == '\0')
				break;
			continue;
		}
		int p = piece_of(*s);
		if (p < 0)
			/* TRANSLATORS: after "'POSITION': "; %c is what was typed;
			 * x, o, . and / are as typed. */
			return bad(err, errlen, text, _("'%c' is not x, o, . or /"), *s);
		if (w >= GAME_MAX_WIDTH || nrows >= GAME_MAX_HEIGHT)
			/* TRANSLATORS: after "'POSITION': "; %1$d columns, %2$d rows. */
			return bad(err, errlen, text, _("a board has at most %1$d columns and %2$d rows"),
				   GAME_MAX_WIDTH, GAME_MAX_HEIGHT);
		rows[nrows][w++] = p;
	}
	if (nrows > GAME_MAX_HEIGHT || width < 1)
		/* TRANSLATORS: after "'POSITION': "; %d is the most rows. */
		return bad(err, errlen, text, _("a board has 1 to %d rows of cells"), GAME_MAX_HEIGHT);
	g->width = width;
	g->height = nrows;
	for (int r = 0; r < nrows; r++)
		for (int c = 0; c < width; c++)
			g->cell[(nrows - 1 - r) * width + c] = (unsigned char)rows[r][c];
	return true;
}

static bool check_board(const struct game *g, const char *text, char *err, size_t errlen)
{
	int x = count_pieces(g, 1), o = count_pieces(g, 2);
	if (x != o && x != o + 1)
		/* TRANSLATORS: after "'POSITION': "; %1$d is X's pieces, %2$d O's. */
		return bad(err, errlen, text, _("X moves first, so X has as many pieces as O or one "
						"more (here X %1$d, O %2$d)"), x, o);
	struct tally t = tally_of(g);
	if (t.x_won && t.o_won)
		/* TRANSLATORS: after "'POSITION': ". */
		return bad(err, errlen, text, "%s", _("X and O cannot both have a line"));
	if (t.x_won && x == o)
		/* TRANSLATORS: after "'POSITION': ". */
		return bad(err, errlen, text, "%s", _("X has a line, but O moved after it"));
	if (t.o_won && x > o)
		/* TRANSLATORS: after "'POSITION': ". */
		return bad(err, errlen, text, "%s", _("O has a line, but X moved after it"));
	if (g->kind == GAME_CONNECT4)
		for (int r = 1; r < g->height; r++)
			for (int c = 0; c < g->width; c++)
				if (g->cell[r * g->width + c] && !g->cell[(r - 1) * g->width + c])
					/* TRANSLATORS: after "'POSITION': "; %1$c is a column
					 * (a, b, ...), %2$d a row. */
					return bad(err, errlen, text, _("the piece in column %1$c, row %2$d "
									"has nothing under it"), 'a' + c,
						   r + 1);
	return true;
}

/* "WxH" with W and H of one digit each: an empty board. */
static bool read_size(struct game *g, const char *text)
{
	if (text[0] < '0' || text[0] > '9' || text[1] != 'x' || text[2] < '0' || text[2] > '9' ||
	    text[3])
		return false;
	g->width = text[0] - '0';
	g->height = text[2] - '0';
	return true;
}

static bool start_connect4(struct game *g, const char *text, char *err, size_t errlen)
{
	if (!read_size(g, text) && !read_rows(g, text, true, err, errlen))
		return false;
	if (g->width < 4 || g->width > GAME_MAX_WIDTH || g->height < 4 || g->height > GAME_MAX_HEIGHT)
		/* TRANSLATORS: after "'POSITION': "; %1$d columns, %2$d rows at
		 * most; %3$dx%4$d the board's columns and rows. */
		return bad(err, errlen, text, _("a Connect Four board has 4 to %1$d columns and 4 to "
						"%2$d rows (here %3$dx%4$d)"), GAME_MAX_WIDTH,
			   GAME_MAX_HEIGHT, g->width, g->height);
	return check_board(g, text, err, errlen);
}

static bool start_nim(struct game *g, const char *text, char *err, size_t errlen)
{
	const char *s = text;
	for (;;) {
		if (*s < '0' || *s > '9' || (s[1] >= '0' && s[1] <= '9'))
			/* TRANSLATORS: after "'POSITION': "; %d is the largest heap. */
			return bad(err, errlen, text, _("write the heaps as numbers from 0 to %d "
							"separated by commas, like 1,2,3"), GAME_MAX_HEAP);
		if (g->heaps == GAME_MAX_HEAPS)
			/* TRANSLATORS: after "'POSITION': "; %d is the most heaps. */
			return bad(err, errlen, text, _("at most %d heaps"), GAME_MAX_HEAPS);
		g->heap[g->heaps++] = (unsigned char)(*s - '0');
		s++;
		if (*s == '\0')
			return true;
		if (*s++ != ',')
			/* TRANSLATORS: after "'POSITION': ". */
			return bad(err, errlen, text, "%s", _("heaps are separated by commas, like "
							      "1,2,3"));
	}
}

static bool start(enum game_kind k, const char *position, struct game *g, char *err,
		  size_t errlen);

bool game_start(enum game_kind k, const char *position, struct game *g, char *err,
		size_t errlen)
{
	/* A message quotes what was typed: nothing in it may drive the
	 * terminal it is printed on, so the position is read with '?' for
	 * every byte that is not printable ASCII (none is a cell or a digit:
	 * the message is the same, and the rest of it, translated, keeps
	 * its letters). */
	char *safe = position ? strdup(position) : NULL;
	if (position && !safe) {
		snprintf(err, errlen, "%s", _("out of memory"));
		return false;
	}
	for (char *s = safe; s && *s; s++)
		if ((unsigned char)*s < 0x20 || (unsigned char)*s >= 0x7f)
			*s = '?';
	bool ok = start(k, safe, g, err, errlen);
	free(safe);
	return ok;
}

static bool start(enum game_kind k, const char *position, struct game *g, char *err,
		  size_t errlen)
{
	static const char *const defaults[GAME_KINDS] = { "...", "1,2,3", "4x4" };
	memset(g, 0, sizeof *g);
	g->kind = k;
	const char *text = position ? position : defaults[k];
	switch (k) {
	case GAME_TICTACTOE:
		if (!position) {
			g->width = g->height = 3;
			return true;
		}
		return read_rows(g, text, false, err, errlen) &&
		       (g->width == 3 && g->height == 3 ? true :
			/* TRANSLATORS: after "'POSITION': ". */
			bad(err, errlen, text, "%s", _("a tic-tac-toe board is 3 rows of 3"))) &&
		       check_board(g, text, err, errlen);
	case GAME_CONNECT4:
		return start_connect4(g, text, err, errlen);
	case GAME_NIM:
		return start_nim(g, text, err, errlen);
	default:
		return false;
	}
}

void game_position_text(const struct game *g, char *buf, size_t len)
{
	size_t at = 0;
	if (!is_board(g)) {
		for (int i = 0; i < g->heaps && at + 3 < len; i++)
			at += (size_t)snprintf(buf + at, len - at, "%s%d", i ? "," : "", g->heap[i]);
		buf[at] = '\0';
		return;
	}
	static const char sym[] = ".xo";
	for (int r = g->height - 1; r >= 0 && at + 1 < len; r--) {
		for (int c = 0; c < g->width && at + 1 < len; c++)
			buf[at++] = sym[g->cell[r * g->width + c]];
		if (r > 0 && at + 1 < len)
			buf[at++] = '/';
	}
	buf[at] = '\0';
}

/* ---- Moves ----------------------------------------------------------------- */

/* The cells of tic-tac-toe, centre first: the centre, the corners, the
 * edges (cell numbers: row * 3 + column, row 0 at the bottom). */
static const int ttt_centre[9] = { 4, 0, 2, 6, 8, 1, 3, 5, 7 };

static int column_top(const struct game *g, int c)
{
	for (int r = 0; r < g->height; r++)
		if (!g->cell[r * g->width + c])
			return r;
	return -1;
}

int game_moves(const struct game *g, enum game_order order, struct game_move *moves)
{
	int value, n = 0;
	if (game_over(g, &value))
		return 0;
	switch (g->kind) {
	case GAME_TICTACTOE:
		for (int i = 0; i < 9; i++) {
			int cell = order == GAME_ORDER_CENTRE ? ttt_centre[i] : i;
			if (!g->cell[cell])
				moves[n++] = (struct game_move){ cell, 0 };
		}
		break;
	case GAME_CONNECT4:
		for (int i = 0; i < g->width; i++) {
			/* The middle columns first: for 7, d c e b f a g. */
			int c = i;
			if (order == GAME_ORDER_CENTRE) {
				int mid = (g->width - 1) / 2;
				c = i % 2 == 0 ? mid - i / 2 : mid + (i + 1) / 2;
				if (g->width % 2 == 0)
					c = i % 2 == 0 ? mid + 1 + i / 2 : mid - i / 2;
			}
			if (column_top(g, c) >= 0)
				moves[n++] = (struct game_move){ c, 0 };
		}
		break;
	case GAME_NIM:
		for (int h = 0; h < g->heaps; h++)
			for (int k = 1; k <= g->heap[h]; k++)
				moves[n++] = (struct game_move){ h, k };
		break;
	default:
		break;
	}
	return n;
}

void game_play(struct game *g, struct game_move m)
{
	switch (g->kind) {
	case GAME_TICTACTOE:
		g->cell[m.where] = game_max_to_move(g) ? 1 : 2;
		break;
	case GAME_CONNECT4:
		g->cell[column_top(g, m.where) * g->width + m.where] = game_max_to_move(g) ? 1 : 2;
		break;
	case GAME_NIM:
		g->heap[m.where] = (unsigned char)(g->heap[m.where] - m.take);
		g->plies++;
		break;
	default:
		break;
	}
}

void game_move_code(const struct game *g, struct game_move m, char *buf, size_t len)
{
	if (g->kind == GAME_TICTACTOE)
		snprintf(buf, len, "%c%d", 'a' + m.where % 3, m.where / 3 + 1);
	else if (g->kind == GAME_CONNECT4)
		snprintf(buf, len, "%c", 'a' + m.where);
	else
		snprintf(buf, len, "%c%d", 'A' + m.where, m.take);
}

void game_move_words(const struct game *g, struct game_move m, char *buf, size_t len)
{
	char code[8];
	game_move_code(g, m, code, sizeof code);
	if (g->kind == GAME_TICTACTOE)
		/* TRANSLATORS: the board's move line: %1$s is X or O, %2$s a
		 * cell ("b2"). */
		snprintf(buf, len, _("%1$s on %2$s"), game_side_to_move(g), code);
	else if (g->kind == GAME_CONNECT4)
		/* TRANSLATORS: the board's move line: %1$s is X or O, %2$s a
		 * column ("c"). */
		snprintf(buf, len, _("%1$s in column %2$s"), game_side_to_move(g), code);
	else
		/* TRANSLATORS: the board's move line: %1$s is MAX or MIN, %2$d
		 * how many objects, %3$c the heap (A, B, ...). */
		snprintf(buf, len, _("%1$s takes %2$d from heap %3$c"), game_side_to_move(g), m.take,
			 'A' + m.where);
}

/* Reads one move's code at s, if it is a legal move in g: its length. */
static int move_parse(const struct game *g, const char *s, struct game_move *m)
{
	switch (g->kind) {
	case GAME_TICTACTOE:
		if (s[0] < 'a' || s[0] > 'c' || s[1] < '1' || s[1] > '3')
			return 0;
		*m = (struct game_move){ (s[1] - '1') * 3 + (s[0] - 'a'), 0 };
		return g->cell[m->where] ? 0 : 2;
	case GAME_CONNECT4:
		if (s[0] < 'a' || s[0] >= 'a' + g->width)
			return 0;
		*m = (struct game_move){ s[0] - 'a', 0 };
		return column_top(g, m->where) >= 0 ? 1 : 0;
	case GAME_NIM:
		if (s[0] < 'A' || s[0] >= 'A' + g->heaps || s[1] < '1' || s[1] > '9')
			return 0;
		*m = (struct game_move){ s[0] - 'A', s[1] - '0' };
		return m->take <= g->heap[m->where] ? 2 : 0;
	default:
		return 0;
	}
}

/* ---- The tree ------------------------------------------------------------- */

/* Every position written so far, by its key, with the name it was
 * written under and the nodes a search below it enters. */
struct entry {
	uint64_t k0, k1;
	uint32_t name;          /* offset in the pool; 0: the slot is free */
	long paths;
};

struct writer {
	FILE *out;
	enum game_order order;
	int depth;              /* plies to write; -1: to the end */
	struct entry *slots;
	size_t cap, used;
	char *pool;
	size_t pool_len, pool_cap;
	long written;           /* lines of nodes */
	bool too_big, no_memory;
	bool unfold;            /* no transpositions (GAME_UNFOLD) */
	char path[NAME_MAX_LEN + 1];    /* the name of the node being written */
};

/* Two cells a bit for a board; for Nim four bits a heap, and the plies:
 * Nim's same heaps at two depths are two positions of the tree. */
static void key_of(const struct game *g, uint64_t *k0, uint64_t *k1)
{
	*k0 = *k1 = 0;
	if (is_board(g)) {
		for (int i = 0; i < g->width * g->height; i++) {
			if (i < 32)
				*k0 |= (uint64_t)g->cell[i] << (2 * i);
			else
				*k1 |= (uint64_t)g->cell[i] << (2 * (i - 32));
		}
		return;
	}
	for (int i = 0; i < g->heaps; i++)
		*k0 |= (uint64_t)g->heap[i] << (4 * i);
	*k1 = (uint64_t)g->plies;
}

static size_t slot_of(const struct writer *w, uint64_t k0, uint64_t k1)
{
	uint64_t h = splitmix64_mix(k0 ^ splitmix64_mix(k1 + 0x9e3779b97f4a7c15ULL));
	size_t i = (size_t)h & (w->cap - 1);
	while (w->slots[i].name && (w->slots[i].k0 != k0 || w->slots[i].k1 != k1))
		i = (i + 1) & (w->cap - 1);
	return i;
}

static bool grow(struct writer *w)
{
	size_t cap = w->cap ? w->cap * 2 : 1024;
	struct entry *old = w->slots;
	size_t oldcap = w->cap;
	w->slots = calloc(cap, sizeof *w->slots);
	if (!w->slots) {
		w->slots = old;
		return false;
	}
	w->cap = cap;
	for (size_t i = 0; i < oldcap; i++)
		if (old[i].name)
			w->slots[slot_of(w, old[i].k0, old[i].k1)] = old[i];
	free(old);
	return true;
}

static uint32_t pool_add(struct writer *w, const char *name)
{
	size_t n = strlen(name) + 1;
	if (w->pool_len + n > w->pool_cap) {
		size_t cap = w->pool_cap ? w->pool_cap * 2 : 4096;
		char *p = realloc(w->pool, cap);
		if (!p)
			return 0;
		w->pool = p;
		w->pool_cap = cap;
		if (w->pool_len == 0)
			w->pool[w->pool_len++] = '\0';  /* offset 0 means a free slot */
	}
	memcpy(w->pool + w->pool_len, name, n);
	w->pool_len += n;
	return (uint32_t)(w->pool_len - n);
}

static long add_paths(long a, long b)
{
	return a > TREE_MAX_NODES || b > TREE_MAX_NODES ? TREE_MAX_NODES + 1L : a + b;
}

static void write_value(FILE *out, int indent, const char *name, const char *sign, int v)
{
	fprintf(out, "%*s%s %s %d\n", indent, "", name, sign, v);
}

/* Writes g, reached at plies below the start, under the name in
 * w->path; returns the nodes a search below it enters (itself included). */
static long write_position(struct writer *w, const struct game *g, int plies)
{
	int indent = 2 * plies, value;
	const char *name = plies ? w->path : "start";
	if (++w->written > TREE_MAX_NODES) {
		w->too_big = true;
		return 0;
	}
	if (game_over(g, &value)) {
		write_value(w->out, indent, name, "=", value);
		return 1;
	}
	if (plies == w->depth) {
		write_value(w->out, indent, name, "=", game_eval(g));
		return 1;
	}
	write_value(w->out, indent, name, "~", game_eval(g));

	struct game_move moves[GAME_MAX_MOVES];
	int n = game_moves(g, w->order, moves);
	size_t len = strlen(w->path);
	long paths = 1;
	for (int i = 0; i < n && !w->too_big && !w->no_memory; i++) {
		struct game child = *g;
		char code[8];
		game_move_code(g, moves[i], code, sizeof code);
		game_play(&child, moves[i]);
		uint64_t k0, k1;
		key_of(&child, &k0, &k1);
		if ((w->used + 1) * 2 > w->cap && !grow(w)) {
			w->no_memory = true;
			break;
		}
		size_t s = slot_of(w, k0, k1);
		if (w->slots[s].name && !w->unfold) {
			/* A transposition: this position is written already, and at
			 * the same depth (the key holds what fixes the depth). */
			fprintf(w->out, "%*s@%s\n", indent + 2, "", w->pool + w->slots[s].name);
			if (++w->written > TREE_MAX_NODES)
				w->too_big = true;
			paths = add_paths(paths, w->slots[s].paths);
			continue;
		}
		memcpy(w->path + len, code, strlen(code) + 1);
		uint32_t at = pool_add(w, w->path);
		if (!at) {
			w->no_memory = true;
			break;
		}
		if (!w->slots[s].name)
			w->used++;
		w->slots[s] = (struct entry){ k0, k1, at, 0 };
		long below = write_position(w, &child, plies + 1);
		/* slot_of again: the table may have grown below. */
		w->slots[slot_of(w, k0, k1)].paths = below;
		paths = add_paths(paths, below);
		w->path[len] = '\0';
	}
	return paths;
}

/* The most plies the game can last from g: each adds a move's code to a
 * name, and a name holds NAME_MAX_LEN characters. */
static int plies_left(const struct game *g)
{
	if (is_board(g))
		return count_pieces(g, 0);
	int n = 0;
	for (int i = 0; i < g->heaps; i++)
		n += g->heap[i];
	return n;
}

static int code_length(const struct game *g)
{
	return g->kind == GAME_CONNECT4 ? 1 : 2;
}

bool game_write(const struct game *g, int depth, enum game_order order, unsigned flags,
		FILE *out, long *nodes, char *err, size_t errlen)
{
	int plies = plies_left(g);
	if (depth >= 0 && depth < plies)
		plies = depth;
	if (plies * code_length(g) > NAME_MAX_LEN) {
		/* TRANSLATORS: %1$s is the game (tictactoe, nim, connect4), %2$d
		 * the moves it can last, %3$d the most a name holds. */
		snprintf(err, errlen, _("this %1$s position can last %2$d more moves, and a node's "
					"name (its moves) holds at most %3$d: use --depth %3$d or less"),
			 game_kind_name(g->kind), plies, NAME_MAX_LEN / code_length(g));
		return false;
	}
	char pos[GAME_MAX_CELLS + GAME_MAX_HEIGHT + 1];
	game_position_text(g, pos, sizeof pos);
	fprintf(out, "# Made by treestep --game %s --position %s", game_kind_name(g->kind), pos);
	if (depth >= 0)
		fprintf(out, " --depth %d", depth);
	fprintf(out, " --order %s\n", game_order_name(order));
	static const char *const titles[GAME_KINDS] = { "Tic-tac-toe", "Nim", "Connect Four" };
	fprintf(out, "title: %s from %s, %s to move\n", titles[g->kind], pos, game_side_to_move(g));
	fprintf(out, "game: %s %s\nroot: %s\n", game_kind_name(g->kind), pos,
		game_max_to_move(g) ? "max" : "min");

	struct writer w = { .out = out, .order = order, .depth = depth,
			    .unfold = flags & GAME_UNFOLD };
	long paths = write_position(&w, g, 0);
	free(w.slots);
	free(w.pool);
	if (w.no_memory) {
		snprintf(err, errlen, "%s", _("out of memory"));
		return false;
	}
	if (w.too_big || paths > TREE_MAX_NODES) {
		/* The deepest tree that fits, for the message: a user who gave
		 * no depth learns one that works. */
		int fits = -1;
		for (int d = 0; !(flags & GAME_NO_HINT) && d < plies && d < (depth < 0 ? plies : depth);
		     d++) {
			char *text = NULL;
			size_t len = 0;
			char why[8];
			FILE *f = open_memstream(&text, &len);
			bool ok = f && game_write(g, d, order, flags | GAME_NO_HINT, f, NULL, why,
						  sizeof why);
			if (f)
				fclose(f);
			free(text);
			if (!ok)
				break;
			fits = d;
		}
		const char *game = game_kind_name(g->kind);
		if (w.too_big && fits > 0)
			/* TRANSLATORS: %1$s is the game (tictactoe, nim, connect4),
			 * %2$d the most nodes, %3$d the deepest --depth that fits. */
			snprintf(err, errlen, _("this %1$s tree has more than %2$d nodes: give --depth "
						"%3$d or less"), game, TREE_MAX_NODES, fits);
		else if (w.too_big)
			/* TRANSLATORS: %1$s is the game (tictactoe, nim, connect4),
			 * %2$d the most nodes. */
			snprintf(err, errlen, _("this %1$s tree has more than %2$d nodes"), game,
				 TREE_MAX_NODES);
		else if (fits > 0)
			/* TRANSLATORS: %1$s is the game (tictactoe, nim, connect4),
			 * %2$d the most nodes, %3$d the deepest --depth that fits. */
			snprintf(err, errlen, _("this %1$s tree has more than %2$d nodes to search: give "
						"--depth %3$d or less"), game, TREE_MAX_NODES, fits);
		else
			/* TRANSLATORS: %1$s is the game (tictactoe, nim, connect4),
			 * %2$d the most nodes. */
			snprintf(err, errlen, _("this %1$s tree has more than %2$d nodes to search"), game,
				 TREE_MAX_NODES);
		return false;
	}
	if (nodes)
		*nodes = paths;
	return true;
}

/* ---- Positions at nodes ---------------------------------------------------- */

bool game_at(const struct tree *t, node_id n, struct game *g, char *last, size_t lastlen)
{
	char kind[16], err[128];
	const char *space;
	enum game_kind k;
	if (last && lastlen)
		last[0] = '\0';
	if (!t->game || !(space = strchr(t->game, ' ')) || (size_t)(space - t->game) >= sizeof kind)
		return false;
	memcpy(kind, t->game, (size_t)(space - t->game));
	kind[space - t->game] = '\0';
	if (!game_kind_parse(kind, &k) || !game_start(k, space + 1, g, err, sizeof err))
		return false;
	n = tree_resolve(t, n);
	if (t->nodes[n].parent < 0)
		return true;
	for (const char *s = tree_name(t, n); *s;) {
		struct game_move m;
		int len = move_parse(g, s, &m);
		int value;
		if (!len || game_over(g, &value))
			return false;
		if (last && !s[len])
			game_move_words(g, m, last, lastlen);
		game_play(g, m);
		s += len;
	}
	return true;
}

bool game_tree_move(const struct tree *t, node_id parent, node_id child, char *buf, size_t len)
{
	struct game from, to;
	struct game_move m;
	if (!game_at(t, parent, &from, NULL, 0) || !game_at(t, child, &to, NULL, 0) ||
	    !game_move_between(&from, &to, &m))
		return false;
	game_move_code(&from, m, buf, len);
	return true;
}

int game_board_lines(const struct game *g, bool utf8, char lines[][GAME_BOARD_COLS])
{
	int n = 0;
	if (!is_board(g)) {
		for (int h = 0; h < g->heaps && n < GAME_BOARD_LINES; h++, n++) {
			int at = snprintf(lines[n], GAME_BOARD_COLS, "%c %d ", 'A' + h, g->heap[h]);
			for (int k = 0; k < g->heap[h]; k++)
				at += snprintf(lines[n] + at, GAME_BOARD_COLS - (size_t)at, "%s",
					       utf8 ? "● " : "o ");
			while (at > 0 && lines[n][at - 1] == ' ')
				lines[n][--at] = '\0';
		}
		return n;
	}
	static const char sym[] = ".XO";
	bool ttt = g->kind == GAME_TICTACTOE;
	for (int r = g->height - 1; r >= 0; r--, n++) {
		int at = ttt ? snprintf(lines[n], GAME_BOARD_COLS, "%d ", r + 1) : 0;
		for (int c = 0; c < g->width; c++) {
			lines[n][at++] = sym[g->cell[r * g->width + c]];
			lines[n][at++] = ' ';
		}
		lines[n][at - 1] = '\0';
	}
	int at = ttt ? snprintf(lines[n], GAME_BOARD_COLS, "  ") : 0;
	for (int c = 0; c < g->width; c++)
		at += snprintf(lines[n] + at, GAME_BOARD_COLS - (size_t)at, c ? " %c" : "%c", 'a' + c);
	return n + 1;
}

bool game_move_between(const struct game *from, const struct game *to, struct game_move *m)
{
	if (from->kind != to->kind)
		return false;
	if (!is_board(from)) {
		if (from->heaps != to->heaps || to->plies != from->plies + 1)
			return false;
		int changed = -1;
		for (int h = 0; h < from->heaps; h++)
			if (from->heap[h] != to->heap[h]) {
				if (changed >= 0 || to->heap[h] > from->heap[h])
					return false;
				changed = h;
			}
		if (changed < 0)
			return false;
		*m = (struct game_move){ changed, from->heap[changed] - to->heap[changed] };
		return true;
	}
	if (from->width != to->width || from->height != to->height)
		return false;
	int changed = -1;
	for (int i = 0; i < from->width * from->height; i++)
		if (from->cell[i] != to->cell[i]) {
			if (changed >= 0 || from->cell[i])
				return false;
			changed = i;
		}
	if (changed < 0 || to->cell[changed] != (game_max_to_move(from) ? 1 : 2))
		return false;
	/* A Connect Four piece falls: the column is the move. */
	*m = (struct game_move){ from->kind == GAME_CONNECT4 ? changed % from->width : changed, 0 };
	return from->kind != GAME_CONNECT4 || column_top(from, m->where) * from->width + m->where ==
	       changed;
}

void game_board_mark(const struct game *after, struct game_move m, int *line, int *col,
		     int *width)
{
	if (!is_board(after)) {
		/* "B 1": the heap's letter and what is left in it. */
		*line = m.where;
		*col = 0;
		*width = 3;
		return;
	}
	int row, c = m.where % after->width;
	if (after->kind == GAME_CONNECT4) {
		row = column_top(after, m.where);
		row = (row < 0 ? after->height : row) - 1;
		c = m.where;
	} else {
		row = m.where / after->width;
	}
	*line = after->height - 1 - row;
	*col = (after->kind == GAME_TICTACTOE ? 2 : 0) + 2 * c;
	*width = 1;
}

void game_over_words(const struct game *g, char *buf, size_t len)
{
	int value = 0;
	game_over(g, &value);
	if (!is_board(g)) {
		/* The side to move finds nothing left: the other took the last. */
		/* TRANSLATORS: Nim's end: %1$s is MAX or MIN, %2$d the value. */
		snprintf(buf, len, _("%1$s took the last object: %2$d"),
			 tree_side_name(!game_max_to_move(g)), value);
		return;
	}
	struct tally t = tally_of(g);
	const char *side = t.x_won ? "X" : "O";
	if ((t.x_won || t.o_won) && g->kind == GAME_TICTACTOE)
		/* TRANSLATORS: a game's end: %1$s is X or O, %2$d the value. */
		snprintf(buf, len, _("%1$s has three in a row: %2$d"), side, value);
	else if (t.x_won || t.o_won)
		/* TRANSLATORS: a game's end: %1$s is X or O, %2$d the value. */
		snprintf(buf, len, _("%1$s has four in a row: %2$d"), side, value);
	else
		snprintf(buf, len, "%s", _("a draw: the board is full, 0"));
}
