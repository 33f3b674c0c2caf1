/* practice.h - exercises on fresh trees, graded against the search.
 *
 * A practice deals a small random tree and asks, for one algorithm, which
 * nodes the search never visits, what each visited inner node returns,
 * and (for the algorithms that probe) which probes fail high.  Every
 * answer is read off the recorded search, never written by hand; a
 * mistake comes with the step that decides it.  No curses here. */
#ifndef TREESTEP_PRACTICE_H
#define TREESTEP_PRACTICE_H

#include <stdbool.h>
#include <stdint.h>

#include "search/algo.h"
#include "search/trace.h"
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

enum mistake_kind { MISTAKE_VISITED, MISTAKE_NOT_VISITED, MISTAKE_VALUE, MISTAKE_PROBE };

struct mistake {
	enum mistake_kind kind;
	node_id node;
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
	int right, total;
	struct mistake *mistakes;
	int nmistakes;
};

/* Deals the tree of d.seed and runs a on it.  False, with a message, when
 * memory runs out. */
bool practice_start(struct practice *p, const struct practice_deal *d,
		    const struct algorithm *a, char *err, size_t errlen);
void practice_free(struct practice *p);
/* Does the algorithm ask "which probes fail high"? */
bool practice_asks_probes(const struct practice *p);
/* Is this a value or bound a student may type ("5", ">=6", "≤ 4")? */
bool practice_answer_valid(const char *answer);
void practice_grade(struct practice *p);
/* The right answer for node n, as the student would type it ("<=4"). */
void practice_truth(const struct practice *p, node_id n, char *buf, size_t len);
/* One line about mistake i: what was answered and what is true. */
void practice_explain(const struct practice *p, int i, char *buf, size_t len);

#endif
