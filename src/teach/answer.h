/* answer.h - what a student types, read the way students write it, and
 * the line it is typed on.
 *
 * Lessons (lesson_grade.c) and practice (practice.c) read a value or a
 * bound here, one way for both, so that "at least 5" cannot be right in
 * one and refused in the other.  The readers only say what was written:
 * whether it is right stays with the caller, which compares what is read
 * with the search.  Every reader takes the same spellings around the
 * answer: any case, white space at either end and between words, and a
 * full stop at the end.  treestep(1), ANSWERS, lists what is accepted;
 * tests/test_answer.c holds the table of spellings.  No curses here. */
#ifndef TREESTEP_ANSWER_H
#define TREESTEP_ANSWER_H

#include <stdbool.h>
#include <stddef.h>

#include "search/trace.h"
#include "tree/tree.h"

/* A value or a bound: "5", "+5", "05", "=5", "exactly 5" (exact);
 * ">=5", ">= +5", "=>5", "≥ 5", "⩾5", "at least 5" (at least); "<=4",
 * "=<4", "≤4", "⩽4", "at most 4" (at most).  The minus sign may be '-'
 * or U+2212.  False for anything else ("> 5", "five", "5x", "1 2").  A
 * number beyond VALUE_LIMIT either way is read as VALUE_LIMIT + 1 (or
 * its negative): no tree holds it, so it is never right, and practice,
 * which keeps answers short, refuses it.
 *
 * Numbers here and in windows are read in the units of a tree with
 * decimals (its struct tree's): "4.5" is 450 when decimals is 2, and is
 * refused (false) when the tree's values are whole numbers, for no value
 * of that tree can be 4.5. */
bool answer_read_bound(const char *typed, int decimals, enum bound *b, long *v);

/* A row of the PV table: "2", "row 2", "Row 2", "ply 2", "row2". */
bool answer_read_row(const char *typed, long *row);

/* A probe's verdict: 'h' for "h", "high", "fail high", "fails high",
 * "failed high", "fail-high", "it fails high", "it will fail high"; 'l'
 * for the same with "l" or "low"; 0 for anything else. */
char answer_read_probe(const char *typed);

/* One window or several, in MAX's point of view as the screen writes
 * them: "(3, 4)", "(-inf, 5)", "[3,4]", "3,4"; a bound may be "inf",
 * "+inf", "-inf", "infinity" or U+221E, with a few steps after it
 * ("-inf+1").  Several are written one after another ("(3, 4) (3, 20)"),
 * or with ';', ',' or "then" between them; without brackets, with ';'
 * ("3,4; 3,20").  At most cap windows; false for anything else.  A bound
 * of infinity is read as INF (or -INF) plus its steps. */
bool answer_read_windows(const char *typed, int decimals, long *lo, long *hi, int *n, int cap);

/* A count: "7", "07", "7 leaves", "7 evaluations".  No sign. */
bool answer_read_count(const char *typed, long *count);

/* Node names in t, one or several: "N8", "n8", "N8.", "N8 N9", "N8, N9",
 * "N8 and N9", "N8 or N9", "N8 & N9".  A word is the node of that exact
 * name; else the one node whose name matches it in another case (when
 * two names differ only in case, such a word names neither); else,
 * without the full stops at its end, the same.  At most cap nodes; false
 * when a word names no node, or none is named. */
bool answer_read_nodes(const struct tree *t, const char *typed, node_id *ids, int *n, int cap);

/* ---- The line an answer is typed on ------------------------------------
 *
 * One editor for a lesson's answer and the stepper's prompt (a practice
 * answer, a node's name, a file): the cursor is always at the end. */

/* Appends the byte c; false, and nothing added, when the line (size
 * bytes with its '\0') is full. */
bool answer_line_type(char *line, size_t size, char c);

enum line_erase {
	LINE_ERASE_CHAR,        /* Backspace: a whole character, UTF-8 or not */
	LINE_ERASE_WORD,        /* Ctrl-W: the word before the cursor, as a shell does */
	LINE_ERASE_ALL,         /* Ctrl-U: the whole line */
};
void answer_line_erase(char *line, enum line_erase what);

#endif
