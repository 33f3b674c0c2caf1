/* lesson.h - lessons: a tree, one or more algorithms, and stops at chosen
 * steps with an explanation and, optionally, a question.
 *
 * A stop names an event ("cutoff N4", "probe N2", "return N0"), not a step
 * number, so a lesson says what it means and cannot silently drift when a
 * trace changes: a stop that names an event the search never makes is an
 * error when the lesson loads.  The answer to every question is read off
 * the trace, never written by the lesson's author.  The format is
 * documented in treestep(5). */
#ifndef TREESTEP_LESSON_H
#define TREESTEP_LESSON_H

#include <stdbool.h>
#include <stdio.h>

#include "algo.h"
#include "runs.h"
#include "trace.h"
#include "tree.h"

enum question { Q_NONE, Q_CUT, Q_VALUE, Q_PROBE, Q_PV };

enum selector_kind {
	SEL_START, SEL_END, SEL_STEP, SEL_ENTER, SEL_LEAF, SEL_RETURN, SEL_RAISE,
	SEL_CUTOFF, SEL_PROBE, SEL_RESEARCH, SEL_PV,
};

struct selector {
	enum selector_kind kind;
	char node[NAME_MAX_LEN + 1];
	int number;             /* SEL_STEP: the step; SEL_PV: the ply */
	int nth;                /* which occurrence, from 1 */
};

struct stop {
	const struct algorithm *algo;
	char where[80];         /* the selector as written */
	struct selector at, ask_at;
	bool has_ask;
	int step;               /* the step that reveals the stop */
	int ask;                /* the step at which its question is asked */
	char *text;
	enum question question;
	node_id node;           /* the node the question is about */
	int line;
};

struct lesson {
	char *source;           /* the lesson file */
	char *title;
	struct tree tree;
	struct stop *stops;
	int nstops;
	struct runs runs;       /* the traces of its algorithms, and any the stepper adds */
};

/* Loads a lesson, its tree, and the traces of its algorithms, and finds
 * every stop.  On failure returns false with one line in err. */
bool lesson_load(const char *path, struct lesson *l, char *err, size_t errlen);
/* The same from an open stream; path names it in messages and is where
 * trees are looked for next to it. */
bool lesson_load_stream(FILE *f, const char *path, struct lesson *l, char *err, size_t errlen);
void lesson_free(struct lesson *l);
const struct trace *lesson_trace(const struct lesson *l, const struct algorithm *a);

/* The question in words, and the right answer as a student would type it. */
void lesson_prompt(const struct lesson *l, const struct stop *s, char *buf, size_t len);
void lesson_answer(const struct lesson *l, const struct stop *s, char *buf, size_t len);
bool lesson_check(const struct lesson *l, const struct stop *s, const char *answer);

/* The whole lesson as text: each stop with the step it shows, its question
 * and answer, and its explanation. */
void lesson_print(FILE *out, const struct lesson *l);

#endif
