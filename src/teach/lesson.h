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

#include "search/algo.h"
#include "replay/runs.h"
#include "search/trace.h"
#include "tree/tree.h"

/* Limits, documented in treestep(5): a lesson is a page or two of text,
 * and these keep a hostile file from taking minutes or gigabytes. */
#define LESSON_MAX_FILE_BYTES ((size_t)4 * 1024 * 1024)
#define LESSON_MAX_STOPS 1000

enum question { Q_NONE, Q_CUT, Q_VALUE, Q_PROBE, Q_PV };
#define QUESTION_COUNT (Q_PV + 1)
/* As 'question:' names them (NULL for Q_NONE). */
extern const char *const lesson_question_words[QUESTION_COUNT];

enum selector_kind {
	SEL_START, SEL_END, SEL_STEP, SEL_ENTER, SEL_LEAF, SEL_RETURN, SEL_RAISE,
	SEL_CUTOFF, SEL_PROBE, SEL_RESEARCH, SEL_PV,
	SEL_ITERATION, SEL_ORDER, SEL_FAIL_HIGH, SEL_FAIL_LOW,
	SEL_LOOKUP, SEL_HIT, SEL_STORE,         /* the transposition table's steps */
	SEL_PASS, SEL_PASS_END,                 /* MTD(f)'s and SSS*'s tests of the root */
};

struct selector {
	enum selector_kind kind;
	node_id node;           /* the node it names, or -1 */
	int number;             /* SEL_STEP: the step; SEL_PV: the ply; SEL_ITERATION
	                           and SEL_FAIL_*: the depth of the search; SEL_PASS
	                           and SEL_PASS_END: the test's number (from 1) */
	int nth;                /* which occurrence, from 1 */
};

struct stop {
	const struct algorithm *algo;
	char *where;            /* the selector as written */
	struct selector at, ask_at;
	bool has_ask;
	int step;               /* the step that reveals the stop */
	int ask;                /* the step at which its question is asked */
	char *text;
	enum question question;
	node_id node;           /* the node the question is about */
	int line;
};

/* A reference from a lesson's text to another lesson, {lesson:NAME}: the
 * lesson file is found and its title read when the lesson loads, so the
 * text names it as it is now, and a reference to a lesson that is gone
 * is an error there rather than a sentence that has gone stale. */
struct lesson_ref {
	char *name;             /* NAME as the text writes it */
	char *text;             /* what it reads as: lesson 8, "NegaScout against PVS" */
};

struct lesson {
	char *source;           /* the lesson file */
	char *title;
	struct tree tree;
	struct stop *stops;
	int nstops;
	struct runs runs;       /* the traces of its algorithms, and any the stepper adds */
	bool hide_leaves;       /* "leaves: hidden": leaf values only once evaluated */
	int pv_way;             /* "pv:": the PV panel's way (pvways.h) */
	struct lesson_ref *refs;        /* the lessons its text refers to */
	int nrefs;
};

/* Loads a lesson, its tree, and the traces of its algorithms, and finds
 * every stop.  On failure returns false with one line in err. */
bool lesson_load(const char *path, struct lesson *l, char *err, size_t errlen);
/* The same from the text of a lesson file; path names it in messages, and
 * a tree named by the lesson is looked for next to it. */
bool lesson_load_text(const char *text, size_t len, const char *path, struct lesson *l,
		      char *err, size_t errlen);
void lesson_free(struct lesson *l);
const struct trace *lesson_trace(const struct lesson *l, const struct algorithm *a);

/* The question in words, and the right answer as a student would type it. */
void lesson_prompt(const struct lesson *l, const struct stop *s, char *buf, size_t len);
/* lesson_answer returns the length of the whole answer, as snprintf does,
 * so a caller can make room for a long list of nodes. */
size_t lesson_answer(const struct lesson *l, const struct stop *s, char *buf, size_t len);
/* Is answer of the question's kind at all (a node, a number, high or
 * low)?  The player asks again rather than grade one that is not. */
bool lesson_answer_valid(const struct lesson *l, const struct stop *s, const char *answer);
bool lesson_check(const struct lesson *l, const struct stop *s, const char *answer);

/* A stop's text with its placeholders ({score}, {N4}, {pvs.visits},
 * {visits visit}, {lesson:pvs}, ...) filled in from the search at the stop
 * and the lessons it refers to (lesson_text.c, treestep(5)).  False, with
 * a message in err, when a placeholder names nothing known there. */
bool lesson_expand(const struct lesson *l, const struct stop *s, char *out, size_t len,
		   char *err, size_t errlen);

/* The whole lesson as text: each stop with the step it shows, its question
 * and answer, and its explanation.  False if memory ran out. */
bool lesson_print(FILE *out, const struct lesson *l);

/* --lessons: every NAME.lesson in tutorials/ of the data directories, with
 * its title, to out; a name in an earlier directory hides the same name
 * in a later one.  A lesson that cannot be read is named on stderr and
 * left out.  Returns the exit status: 1 if any was left out or none was
 * found. */
int lesson_list(FILE *out);

#endif
