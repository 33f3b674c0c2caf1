/* width.h - how wide the text of --compare and --stats may be, and
 * printing that keeps to it.
 *
 * Text output fits WIDTH_DEFAULT columns: a pipe, a file and a terminal
 * of unknown or smaller width all get 80.  Only a terminal that says it
 * is wider, or --width, gives more; COLUMNS is not read, because a shell
 * seldom exports it, and when it does, a file written in a pipe should
 * not change with it.  The tables choose their layout from the width
 * (report.c, stats.c); sentences and lists of moves wrap at it. */
#ifndef TREESTEP_WIDTH_H
#define TREESTEP_WIDTH_H

#include <stdbool.h>
#include <stdio.h>

#define WIDTH_DEFAULT 80
#define WIDTH_MAX 1000          /* --width's largest, and the most a terminal gets */

/* The columns of the terminal on fd, or 0 when fd is no terminal or its
 * width is not known. */
int width_terminal(int fd);
/* The width for text written to fd: the terminal's when it is wider than
 * WIDTH_DEFAULT (up to WIDTH_MAX), else WIDTH_DEFAULT. */
int width_for(int fd);

/* Prints text on a line where at columns are already taken, wrapped
 * (text_wrap_line) to end by column width, each line after the first
 * indented by at spaces, and ends the last line.  At least 10 columns are
 * kept for the text, past the width if need be, so that a line is never
 * cut into pieces of a character or two. */
void width_print_hanging(FILE *out, const char *text, int at, int width);
/* printf as a paragraph wrapped at width, ended with a newline.  False
 * when memory runs out. */
bool width_printf(FILE *out, int width, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

#endif
