/* text.h - how numbers, windows, bounds and lists of names are written.
 *
 * One place for every piece of formatting that the stepper, --trace,
 * --explain and lessons share, so that a window reads "(-inf, 5)" in the
 * trace exactly as it reads on the screen.  Everything writes into a
 * caller's buffer and never past its end. */
#ifndef TREESTEP_TEXT_H
#define TREESTEP_TEXT_H

#include <stddef.h>
#include <stdint.h>

#include "search/trace.h"
#include "tree/tree.h"

/* Drops a UTF-8 character that a cut left unfinished at the end of buf. */
void text_trim_partial_utf8(char *buf);

/* Appends printf-style text to the NUL-terminated buf of size len, cut
 * short, if it must be, at the end of a whole UTF-8 character. */
void text_append(char *buf, size_t len, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

/* A score of tree t as a student reads it: +inf and -inf for the window
 * bounds, and a value in t's units with the decimals it needs ("4.99",
 * "2.5", "3": tree_format_value).  The tree is passed, not its decimals
 * kept somewhere, for two trees (the split view) may have different
 * units. */
void text_score(char *buf, size_t len, const struct tree *t, int v);
/* A value recorded in hundredths of a whole value (expectimax's on a tree
 * with chance nodes: algo.h), as a student reads it: "4.33", "-0.50", and
 * "5" where it is whole.
 * The one place such values are written. */
void text_hundredths(char *buf, size_t len, int v);
/* "(a, b)". */
void text_window(char *buf, size_t len, const struct tree *t, int alpha, int beta);
/* ">=", "<=" or "" for a bound. */
const char *text_bound_op(enum bound b);
/* A value with its bound: "5", ">=6", "<=5". */
void text_bounded(char *buf, size_t len, const struct tree *t, enum bound b, int v);
/* Appends names: with ", " and " and " it writes "N10", "N10 and N11",
 * "N10, N11 and N12"; with " " and " " a plain list. */
void text_append_names(char *buf, size_t len, const struct tree *t, const node_id *ids, int n,
		       const char *separator, const char *last_separator);
/* The same for an event's list. */
/* A line of play from the root, pv[0] the root's move: the nodes' names,
 * or in a game's tree (game.h) the moves played, "b2 a1 c3", which a
 * transposition's name would not say. */
void text_append_line(char *buf, size_t len, const struct tree *t, const node_id *pv, int n);
void text_append_list(char *buf, size_t len, const struct tree *t, struct event_list l,
		      const char *separator, const char *last_separator);
/* Appends the words of a table's column as a message lists them: "a",
 * "a or b", "a, b or c" (last: " or " or " and "), skipping NULL and
 * empty words.  The words are at first, first + stride bytes, ... (n of
 * them): TEXT_COLUMN(table, field, n) gives those three arguments, and a
 * plain array of strings is its own column. */
void text_append_column(char *buf, size_t len, const char *const *first, size_t stride, int n,
			const char *last);
#define TEXT_COLUMN(table, field, n) &(table)[0].field, sizeof (table)[0], (n)

/* "MAX", "MIN" or "chance": who moves at n (tree_kind_name). */
const char *text_side(const struct tree *t, node_id n);

/* A count with its thousands set apart: "18,014,398,509,481,984". */
void text_count(char *buf, size_t len, uint64_t n);
/* A count to three figures, for a line that must stay short: "123,456"
 * up to a million, then "1.23 million", "165 billion", "8.64 trillion". */
void text_count_short(char *buf, size_t len, double n);
/* A span of time in words, rounded: "45 seconds", "25.9 hours", "5.8 years". */
void text_duration(char *buf, size_t len, double seconds);

/* Wrapping at width characters: the one rule the screen's text and the
 * picture's sentence (export.c) follow.  A line is as much of the text
 * as fits and is followed by a space, or all that is left; a word longer
 * than a line is cut at the width, so that nothing is ever lost off the
 * edge.  The spaces a line ends at are skipped, those inside it kept.
 * Characters are counted in UTF-8 (a symbol such as "\xe2\x89\xa5" is one).
 * text_wrap_line returns the length in bytes of the line that begins at
 * text, and sets *next to where the next begins (the NUL after the last). */
size_t text_wrap_line(const char *text, int width, const char **next);
/* The lines text_wrap_line makes of text: at least 1. */
int text_wrap_count(const char *text, int width);
/* The columns text takes, counted as text_wrap_line counts them: UTF-8
 * characters, not bytes. */
int text_chars(const char *text);

/* The ASCII spellings the library writes ("alpha", "beta", "+inf", ">=",
 * "<=", and the Spanish "alfa") as the symbols a textbook uses, for a
 * UTF-8 screen or a picture.  Only whole words change: "alpha-beta",
 * "alfa-beta" and a node named "info" stay. */
void text_symbols(const char *in, char *out, size_t len);

#endif
