/* practice.h - exercises on fresh trees, graded against the search.
 *
 * A practice deals a small random tree and asks, for one algorithm, which
 * nodes the search never visits, what each visited inner node returns,
 * and (for the algorithms that probe) which probes fail high.  Every
 * answer is read off the recorded search, never written by hand; a
 * mistake comes with the step that decides it.  No curses here.
 *
 * The questions are the ones the search decides: at each node it visits,
 * which of the children it enters (each child is a question) and what the
 * node returns, and how each probe comes back.  Below a node the search
 * never visits nothing more is asked: the cut is one answer, at its root.
 * Only what the student answered is graded; the rest is neither right nor
 * wrong.  With one key that marks "never visited", a node left unmarked
 * says nothing by itself, so what counts as an answer is:
 *
 *   - a node marked never visited answers for itself and for everything
 *     below it: nothing below it is asked (marks there change nothing),
 *     and if the search does visit it, that is one mistake, not one more
 *     for every node below;
 *   - a value typed for a node says that the search visits it, and says
 *     which of its children the search enters: the ones left unmarked
 *     (working out what a node returns decides that);
 *   - a child marked never visited says the same of its siblings: the
 *     student has decided which of that node's children are cut;
 *   - a probe is answered by marking it high, or, left unmarked (fails
 *     low), once its parent's value is typed or a sibling's probe is
 *     marked high. */
#ifndef TREESTEP_PRACTICE_H
#define TREESTEP_PRACTICE_H

#include <stdbool.h>
#include <stdint.h>

#include "search/algo.h"
#include "search/trace.h"
#include "teach/results.h"
#include "tree/tree.h"

#define PRACTICE_ANSWER_MAX 16
#define PRACTICE_MAX_BRANCHING 4
#define PRACTICE_MAX_DEPTH 5

/* How trees are dealt: branching and depth each from a range, leaf values
 * from lo to hi; the seed names the tree, so that a class can share it. */
struct practice_deal {
	int branch_min, branch_max;
	int depth_min, depth_max;
	int lo, hi;
	uint64_t seed;
};

enum question_kind {
	QUESTION_VISITED,       /* is the node visited? */
	QUESTION_VALUE,         /* what does the visited inner node return? */
	QUESTION_PROBE,         /* does the probe of the node fail high? */
};

/* A question the student answered, graded. */
struct practice_question {
	enum question_kind kind;
	node_id node;
	bool right;
	int step;               /* the step that decides it */
};

struct practice {
	struct practice_deal deal;
	const struct algorithm *algo;
	struct tree tree;
	char *text;                     /* the tree in bracket form */
	struct trace trace;
	/* The student's answers, one per node. */
	unsigned char *never;           /* marked as never visited */
	unsigned char *high;            /* marked: its probe fails high */
	char (*answer)[PRACTICE_ANSWER_MAX];
	/* The truth, from the trace. */
	unsigned char *visited, *probed, *failed_high;
	int *value;                     /* the last return, MAX's point of view */
	enum bound *bound;              /* ... and its kind, MAX's point of view */
	/* After grading. */
	bool graded;
	/* The questions answered, in order: visits, values, probes, each
	 * in the order of the nodes. */
	struct practice_question *questions;
	int answered;                   /* how many */
	int right;                      /* of them, answered right */
	int total;                      /* questions asked, answered or not: a node's
	                                   mark takes those below it out */
	int *mistakes;                  /* the questions answered wrong, by index */
	int nmistakes;
};

/* Deals the tree of d.seed and runs a on it.  False, with a message, when
 * memory runs out. */
bool practice_start(struct practice *p, const struct practice_deal *d,
		    const struct algorithm *a, char *err, size_t errlen);
/* The same on a tree given as text (taken over: freed with p, and on
 * failure), named source in messages: the exam sheets' trees (exam.h),
 * asked the same questions.  p->deal is left empty. */
bool practice_start_text(struct practice *p, char *text, size_t len, const char *source,
			 const struct algorithm *a, char *err, size_t errlen);
void practice_free(struct practice *p);
/* Does the algorithm ask "which probes fail high"? */
bool practice_asks_probes(const struct practice *p);
/* Is this a value or bound a student may type ("5", ">=6", "≤ 4")? */
bool practice_answer_valid(const char *answer);
/* Grades what the student answered (see the top of this file); what was
 * not answered counts neither way. */
void practice_grade(struct practice *p);
/* The right answer for node n, as the student would type it ("<=4"). */
void practice_truth(const struct practice *p, node_id n, char *buf, size_t len);
/* Mistake i (of nmistakes): the question. */
const struct practice_question *practice_mistake(const struct practice *p, int i);
/* One line about mistake i: what was answered and what is true. */
void practice_explain(const struct practice *p, int i, char *buf, size_t len);
/* The grade in words, no full stop: "12 of 15 answered right; 35 left
 * unanswered", "Nothing answered; 18 questions left unanswered". */
void practice_score(const struct practice *p, char *buf, size_t len);
/* A --results row for each question answered, none for the others.
 * Returns how many rows it made. */
int practice_record(const struct practice *p, struct results *r);

#endif
