/* game.h - game trees made from a position: tic-tac-toe, Nim and
 * Connect Four.
 *
 * A game tree is written out as an ordinary tree file (outline form) and
 * read back by the loader, exactly as a generated tree is (gen.h), so that
 * every algorithm, the editor, --save and the lessons take it as they take
 * any tree.  Three things make it a game's tree:
 *
 * - Each node is named by the moves that reach it from the start, one
 *   after another with nothing between: b2a1c3 is X on b2, O on a1, X on
 *   c3.  Names are unique, and a name is a recipe: replaying it from the
 *   start gives the node's position (game_at), which is how the board
 *   panel draws any node, even after an edit.
 * - A position reached again by another move order, at the same depth, is
 *   written once and the other move is a transposition, @NAME, so that a
 *   transposition table finds in a game the hits a real game produces.
 * - The header "game: KIND POSITION" names the game and its start, so a
 *   saved game tree still shows its boards.
 *
 * Values are from MAX's point of view.  In tic-tac-toe and Connect Four
 * MAX is X, the side that moves first, whoever is to move at the start; a
 * win is GAME_WIN, a loss -GAME_WIN, a draw 0.  In Nim MAX is the side to
 * move at the start, and whoever takes the last object wins (normal play):
 * a win is 1, a loss -1.  Where the tree is cut at --depth, a position that
 * is not over gets its static evaluation (game_eval), which is also every
 * inner node's "~" value, for iterative deepening. */
#ifndef TREESTEP_GAME_H
#define TREESTEP_GAME_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "tree/tree.h"

enum game_kind { GAME_TICTACTOE, GAME_NIM, GAME_CONNECT4, GAME_KINDS };

/* The order moves are tried in, which is the order of the children. */
enum game_order {
	GAME_ORDER_BOARD,       /* reading the board: a1 b1 c1 a2 ...; columns a b c ...; heap A first */
	GAME_ORDER_CENTRE,      /* the centre first, then corners, then edges; the middle columns first */
};

#define GAME_WIN 100            /* tic-tac-toe and Connect Four; Nim's win is 1 */
#define GAME_MAX_WIDTH 7
#define GAME_MAX_HEIGHT 6
#define GAME_MAX_CELLS (GAME_MAX_WIDTH * GAME_MAX_HEIGHT)
#define GAME_MAX_HEAPS 8
#define GAME_MAX_HEAP 9         /* objects in one heap: a move is a heap letter and one digit */
#define GAME_MAX_MOVES (GAME_MAX_CELLS + 1)

struct game {
	enum game_kind kind;
	/* Board games: cell[row * width + col], row 0 the bottom row, col 0
	 * column a; 0 empty, 1 X, 2 O. */
	int width, height;
	unsigned char cell[GAME_MAX_CELLS];
	/* Nim. */
	int heaps;
	unsigned char heap[GAME_MAX_HEAPS];
	/* Nim: moves made since the start (MAX moves when it is even).  Board
	 * games tell whose move it is from the pieces. */
	int plies;
};

/* A move: a cell (tic-tac-toe), a column (Connect Four), or a number of
 * objects taken from a heap (Nim). */
struct game_move {
	int where;              /* cell, column or heap */
	int take;               /* Nim only */
};

/* "tictactoe", "nim", "connect4": the names --game takes, in this order. */
const char *game_kind_name(enum game_kind k);
bool game_kind_parse(const char *name, enum game_kind *k);
/* "board" or "centre" (also "center"). */
const char *game_order_name(enum game_order o);
bool game_order_parse(const char *name, enum game_order *o);

/* The start position: text as --position takes it, or NULL for the
 * game's own (the empty 3x3 board; heaps 1,2,3; an empty 4x4 board).
 *   tic-tac-toe: rows top to bottom, "x.o/.x./..." (the slashes may be
 *     left out); x, o and . or - for empty.
 *   Connect Four: rows top to bottom, "..../..x./.ox./xoox", 4 to 7
 *     columns and 4 to 6 rows, every piece resting on one below; or
 *     "WxH" for an empty board.
 *   Nim: the heaps, "1,2,3", 1 to 8 heaps of 0 to 9.
 * Refuses what no game could reach with a one-line reason in err. */
bool game_start(enum game_kind k, const char *position, struct game *g, char *err,
		size_t errlen);
/* The position as game_start reads it (for the header and titles). */
void game_position_text(const struct game *g, char *buf, size_t len);

bool game_max_to_move(const struct game *g);
/* "X" or "O" (board games), "MAX" or "MIN" (Nim): the side to move. */
const char *game_side_to_move(const struct game *g);
/* When the game is over: true, and its value from MAX's point of view. */
bool game_over(const struct game *g, int *value);
/* The static evaluation of a position that is not over, from MAX's point
 * of view; game_eval_explain says how it was reached, in words a student
 * can check on the board ("open lines: X 5, O 3; 5 - 3 = 2"). */
int game_eval(const struct game *g);
void game_eval_explain(const struct game *g, char *buf, size_t len);

/* The legal moves in order; returns how many (0 when the game is over). */
int game_moves(const struct game *g, enum game_order order, struct game_move *moves);
void game_play(struct game *g, struct game_move m);
/* A move as it stands in a node's name ("b2", "d", "B2"), and in words
 * ("X on b2", "X in column d", "take 2 from heap B"). */
void game_move_code(const struct game *g, struct game_move m, char *buf, size_t len);
void game_move_words(const struct game *g, struct game_move m, char *buf, size_t len);

/* Writes the tree of g's game, depth plies deep (or to every game's end
 * when depth < 0), as a tree file.  Refuses, with the reason in err, a
 * tree of more than TREE_MAX_NODES nodes written or to search.  *nodes:
 * the nodes a search to the leaves enters, counting a position once for
 * each way to it (the number the literature gives); may be NULL.  With
 * GAME_UNFOLD, a position reached twice is written twice, each under the
 * name of its own move order (practice's trees, whose questions are about
 * nodes a search enters). */
enum {
	GAME_UNFOLD = 1,        /* no transpositions: every path its own node */
	GAME_NO_HINT = 2,       /* a tree too big is refused without naming a depth that fits
	                           (which costs a tree written for each depth) */
};
bool game_write(const struct game *g, int depth, enum game_order order, unsigned flags,
		FILE *out, long *nodes, char *err, size_t errlen);

/* The position at node n of t (a reference stands for its target), if t
 * was made from a game ("game:" header) and n's name is a list of moves
 * from the start.  last: the move that led there, in words ("" at the
 * root); may be NULL. */
bool game_at(const struct tree *t, node_id n, struct game *g, char *last, size_t lastlen);

/* The move's code (as in game_move_code) that leads from node parent's
 * position to node child's, in a tree made from a game; false when
 * there is none (or t is no game's).  A PV is a list of moves, and a
 * child reached by a transposition has a name that is another move
 * order, so this is how a PV is written as the moves played. */
bool game_tree_move(const struct tree *t, node_id parent, node_id child, char *buf, size_t len);

/* The board as lines of text: at most GAME_BOARD_LINES lines of at most
 * GAME_BOARD_COLS bytes each, UTF-8 symbols when utf8 (Nim's objects),
 * ASCII otherwise.  Returns how many lines. */
#define GAME_BOARD_LINES 9
#define GAME_BOARD_COLS 64
int game_board_lines(const struct game *g, bool utf8, char rows[][GAME_BOARD_COLS]);

/* The move that leads from position from to position to, when to is one
 * move after from (a node and its parent on a search's path; a
 * transposition's own name may say another move order). */
bool game_move_between(const struct game *from, const struct game *to, struct game_move *m);
/* Where move m, just played, shows in game_board_lines(after): the line,
 * its first column (in characters) and how many it takes: the piece's
 * cell, or a Nim heap's letter and count. */
void game_board_mark(const struct game *after, struct game_move m, int *line, int *col,
		     int *width);
/* Who won a game that is over, and its value: "X has three in a row:
 * 100", "a draw: the board is full, 0", "MAX took the last object: 1"
 * (Nim: and wins).  Said of a game not over, the draw's words (the
 * longest, for measuring). */
void game_over_words(const struct game *g, char *buf, size_t len);

#endif
