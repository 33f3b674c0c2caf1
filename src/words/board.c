/* board.c - the board panel's words and lines (board.h). */
#include <config.h>

#include <stdio.h>
#include <string.h>

#include "tree/i18n.h"
#include "words/board.h"
#include "words/text.h"

bool board_shown(const struct tree *t)
{
	struct game g;
	return t->game && t->count > 0 && game_at(t, 0, &g, NULL, 0);
}

/* The move from the node above n on the path: its own name may have
 * reached the position in another order (a transposition). */
static void move_line(const struct tree *t, node_id parent, struct board *b, const char *own)
{
	struct game from;
	struct game_move m;
	if (parent < 0) {
		/* TRANSLATORS: the board's move line at the root; %s is X, O,
		 * MAX or MIN. */
		snprintf(b->move, sizeof b->move, _("start, %s to move"), game_side_to_move(&b->g));
		return;
	}
	if (game_at(t, parent, &from, NULL, 0) && game_move_between(&from, &b->g, &m)) {
		game_move_words(&from, m, b->move, sizeof b->move);
		game_board_mark(&b->g, m, &b->mark_line, &b->mark_col, &b->mark_width);
		return;
	}
	snprintf(b->move, sizeof b->move, "%s", own);
}

bool board_at_step(const struct state *st, bool utf8, struct board *b)
{
	const struct tree *t = st->tree;
	char own[96];
	node_id parent;
	memset(b, 0, sizeof *b);
	b->mark_line = -1;
	if (!board_shown(t))
		return false;
	b->node = state_step_node(st, &parent);
	b->known = game_at(t, b->node, &b->g, own, sizeof own);
	if (!b->known) {
		/* An edit may add a node whose name is no list of moves. */
		/* TRANSLATORS: %s is a node whose name is not a list of moves. */
		snprintf(b->move, sizeof b->move, _("%s: no position (its name is no list of moves)"),
			 tree_name(t, b->node));
		return true;
	}
	move_line(t, parent, b, own);
	/* TRANSLATORS: %s is X, O, MAX or MIN. */
	snprintf(b->to_move, sizeof b->to_move, _("%s to move"), game_side_to_move(&b->g));
	b->nlines = game_board_lines(&b->g, utf8, b->lines);
	const struct event *e = state_event(st);
	int value;
	if (e && e->type == EV_LEAF) {
		if (game_over(&b->g, &value))
			game_over_words(&b->g, b->said, sizeof b->said);
		else
			game_eval_explain(&b->g, b->said, sizeof b->said);
	}
	return true;
}

int board_rows(const struct tree *t, bool utf8, int width)
{
	struct game g;
	char said[256];
	if (!board_shown(t) || !game_at(t, 0, &g, NULL, 0))
		return 0;
	/* The name, the move, the board, and the words at an evaluation:
	 * as long as the root's evaluation or a game's end. */
	game_eval_explain(&g, said, sizeof said);
	int words = text_wrap_count(said, width);
	game_over_words(&g, said, sizeof said);
	if (text_wrap_count(said, width) > words)
		words = text_wrap_count(said, width);
	return board_rows_least(t, utf8) + words;
}

int board_rows_least(const struct tree *t, bool utf8)
{
	struct game g;
	char lines[GAME_BOARD_LINES][GAME_BOARD_COLS];
	if (!board_shown(t) || !game_at(t, 0, &g, NULL, 0))
		return 0;
	return 2 + game_board_lines(&g, utf8, lines);     /* the name, the move, the board */
}

/* The widest a panel is made for its evaluation's words alone. */
#define BOARD_WORDS_COLS 24

int board_cols(const struct tree *t, bool utf8)
{
	struct game g;
	char lines[GAME_BOARD_LINES][GAME_BOARD_COLS], words[96];
	struct game_move moves[GAME_MAX_MOVES];
	if (!board_shown(t) || !game_at(t, 0, &g, NULL, 0))
		return 0;
	/* The move line: "MAX to move" at the root (under "start"), and
	 * every move of a kind is as long as the root's. */
	snprintf(words, sizeof words, _("%s to move"), game_side_to_move(&g));
	int widest = text_chars(words);
	int n = game_moves(&g, GAME_ORDER_BOARD, moves);
	for (int i = 0; i < n; i++) {
		game_move_words(&g, moves[i], words, sizeof words);
		if (text_chars(words) > widest)
			widest = text_chars(words);
	}
	/* Nim's widest line is its fullest heap; the others are all as wide.
	 * The board is drawn a column in. */
	n = game_board_lines(&g, utf8, lines);
	for (int i = 0; i < n; i++)
		if (1 + text_chars(lines[i]) > widest)
			widest = 1 + text_chars(lines[i]);
	/* An evaluation's words in three lines, where a little more width
	 * does it (Connect Four's "threats (3 of 4, 4th empty): ..."). */
	game_eval_explain(&g, words, sizeof words);
	while (widest < BOARD_WORDS_COLS && text_wrap_count(words, widest) > 3)
		widest++;
	return widest;
}
