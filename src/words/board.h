/* board.h - the board panel: the position at the node a step is about.
 *
 * A game's tree (tree/game.h) names each node by its moves from the
 * start, so the position at any node can be shown beside the tree.  What
 * the panel says is worked out here, once, for the stepper
 * (ui/view_panels.c) and the pictures (out/scene.c): the node
 * (state_step_node), the move that led there on the search's path, the
 * board, and where the step evaluates a position, how its value was
 * reached or who won. */
#ifndef TREESTEP_BOARD_H
#define TREESTEP_BOARD_H

#include <stdbool.h>

#include "replay/state.h"
#include "tree/game.h"

struct board {
	node_id node;                   /* the node the step is about */
	bool known;                     /* its name is a list of moves: g is its position */
	struct game g;
	char move[96];                  /* "O on b3"; "start, X to move"; or why no board */
	char to_move[16];               /* "X to move" */
	char said[256];                 /* at an evaluation: how, or who won; else "" */
	char lines[GAME_BOARD_LINES][GAME_BOARD_COLS];
	int nlines;
	int mark_line, mark_col, mark_width;    /* the last move in lines; line -1: none */
};

/* Is t a game's tree, with a position at its root? */
bool board_shown(const struct tree *t);
/* The panel at st's step; false when the tree is no game's.  utf8: the
 * board's symbols (game_board_lines). */
bool board_at_step(const struct state *st, bool utf8, struct board *b);
/* The lines the panel takes at width columns, the same at every step of
 * t (so that the screen does not jump): the node's name, the move, the
 * board, and room for an evaluation's words as long as the root's or a
 * game's end. */
int board_rows(const struct tree *t, bool utf8, int width);
/* The rows without the words of an evaluation: the name, the move and
 * the board, which a screen short of rows keeps. */
int board_rows_least(const struct tree *t, bool utf8);
/* The columns the panel needs on t: its board, and the move line at
 * the root ("X to move", under the name "start") and after any move
 * (Nim's "MIN takes 9 from heap H"); and an evaluation's words in
 * three lines, where a few more columns do it. */
int board_cols(const struct tree *t, bool utf8);

#endif
