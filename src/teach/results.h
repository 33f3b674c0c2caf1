/* results.h - the --results file: one CSV row per question a student
 * answers in a lesson or in practice, in a file a whole class shares.
 *
 * The fields are time, student, lesson title or "practice SEED",
 * algorithm, question, the answer given, the right answer, and "correct"
 * or "wrong", each in double quotes.  Rows are made in memory, with no
 * limit on their length, and appended by files_append: whole or not at
 * all, so that a row that fails (a full disk) leaves nothing that the
 * next student's row would be glued to.  A row that could not be written
 * is counted, and the session says so on the screen at once and on
 * standard error at exit.  No curses here: the unit tests use it as is. */
#ifndef TREESTEP_RESULTS_H
#define TREESTEP_RESULTS_H

#include <stdbool.h>
#include <stddef.h>

#define RESULTS_FIELDS 8

struct results {
	const char *path;       /* --results; NULL: answers are not recorded */
	const char *student;    /* --student, or the login name */
	char *rows;             /* rows made and not yet written */
	size_t len, cap;
	int pending;            /* how many rows that is */
	int lost;               /* rows that could not be made or written, in all */
	int lost_before;        /* lost at the end of the last results_write */
	char why[320];          /* why the last of them could not */
};

/* Makes a row of the fields (time, student, ...) and keeps it for
 * results_write.  Returns false when it cannot be made (out of memory);
 * it then counts as a row that could not be written. */
bool results_add(struct results *r, const char *const fields[RESULTS_FIELDS]);
/* The same for an answer given now by r->student. */
bool results_answer(struct results *r, const char *source, const char *algo,
		    const char *question, const char *given, const char *want, bool right);
/* Appends the rows kept since the last call to r->path, all in one go,
 * whole or not at all.  Returns false when any of them is lost, with
 * r->why saying why. */
bool results_write(struct results *r);
void results_free(struct results *r);

/* A student's name is one line of text: no control character (a newline
 * would break the row, an escape sequence would run when the file is
 * shown with cat), tab included, and UTF-8 only, as any text treestep
 * shows (text_unsafe_at).  Returns the offset of the first byte that is
 * not, with what it is in what ("control character U+001B"), or
 * strlen(name) when all is well. */
size_t results_name_unsafe_at(const char *name, char *what, size_t whatlen);

/* A field as the file holds it: in double quotes, each double quote in
 * it doubled (RFC 4180), and a single quote in front when a spreadsheet
 * would run it as a formula (results.c says which).  Every CSV treestep
 * writes quotes its fields with this.  out needs RESULTS_QUOTED_ROOM(n)
 * bytes for a field of n; no NUL is added.  Returns the bytes written. */
#define RESULTS_QUOTED_ROOM(n) (2 * (n) + 3)
size_t results_quote(char *out, const char *s);

/* Reading the file back (--results-summary). */
struct results_row {
	char *field[RESULTS_FIELDS];    /* as they were before results_quote */
	int line;                       /* in the file, from 1 */
};
struct results_table {
	struct results_row *rows;
	int n;
};
/* Reads the rows of text (the whole file, NUL-terminated, with no CR or
 * other control character but tabs and newlines: text_normalise), in
 * place: the fields point into text.  Each line holds one row of eight
 * fields, each quoted or not, the last of them correct or wrong; a blank
 * line is skipped.  Anything else (a row cut short, a stray quote) is
 * refused whole, with "PATH:LINE:COLUMN: message" in err. */
bool results_parse(char *text, const char *path, struct results_table *t, char *err,
		   size_t errlen);
void results_table_free(struct results_table *t);

#endif