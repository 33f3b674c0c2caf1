/* summary.h - --results-summary: what a class's --results file says, for
 * the teacher.
 *
 * The file holds one row per answer (results.h): time, student, lesson or
 * practice seed, algorithm, question, answer, right answer, verdict.  The
 * summary gives each student's score on each lesson or practice tree (the
 * answers right, of those answered) and, for each question, the share of
 * the students who answered it who got it right, most missed first.
 *
 * A question is the same question for two students when the lesson or
 * practice seed, the algorithm, the question's words and its right answer
 * are the same (a lesson asks "Which node will be cut off next?" at
 * several stops, and a row does not name the stop).  A
 * student may meet a question twice (a lesson played again, a practice
 * tree dealt again): the first answer counts, the one given before the
 * student saw the right one, and the later ones are counted as repeats
 * and left out.  The verdict is the one the row holds, which the search
 * decided when the answer was graded; nothing is graded again here.
 * No curses here. */
#ifndef TREESTEP_SUMMARY_H
#define TREESTEP_SUMMARY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "out/report.h"
#include "teach/results.h"

/* Right of answered, for a student on one lesson or tree, or for the
 * class on one question. */
struct tally {
	const struct results_row *first;        /* the first row of it in the file */
	int right, answered;
};

struct results_summary {
	const char *path;
	struct results_table table;
	char *text;                     /* the file, which the rows point into */
	int repeats;                    /* later answers to a question, left out */
	int students;                   /* how many different students */
	struct tally *scores;           /* by student, then lesson or practice, then algorithm */
	int nscores;
	struct tally *questions;        /* most missed first */
	int nquestions;
};

/* Reads path and sums it up.  False with one line in err:
 * "PATH:LINE:COLUMN: message" for a row that is not one (results.h),
 * "PATH: REASON" when it cannot be read. */
bool summary_load(struct results_summary *s, const char *path, char *err, size_t errlen);
void summary_free(struct results_summary *s);

/* Prints the summary as text, csv or json (FORMAT_TSV is not one).
 * False when memory runs out part way. */
bool summary_print(FILE *out, const struct results_summary *s, enum format f);
/* The share right of each question, most missed first, as a bar chart,
 * for files_write_atomic. */
bool summary_write_svg(FILE *out, void *summary, char *err, size_t errlen);

/* The share as a whole percent, rounded down, so that 100% means all
 * right and 0% none. */
int summary_percent(const struct tally *t);

#endif
