/* practice.h - exercises on fresh trees, graded against the search.
 *
 * A practice deals a small random tree and asks, for one algorithm, which
 * nodes the search never visits, what each visited inner node returns,
 * and (for the algorithms that probe) which probes fail high.  Every
 * answer is read off the recorded search, never written by hand; a
 * mistake comes with the step that decides it.  No curses here.
 *
 * What is asked is the teacher's choice (--ask), from the kinds in
 * ask_kinds[]: values (what each visited inner node returns, and how
 * each probe comes back), pruned (which nodes the search never visits:
 * the edge into each is pruned), windows (the window each visited inner
 * node is entered with, each entry its own question), evaluations (how
 * many leaves are evaluated, one number) and events (the nodes where the
 * cutoffs happen, in order, one answer graded as a sequence).  The
 * default, values and pruned, is what practice always asked.
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
#include "tree/game.h"
#include "tree/tree.h"

#define PRACTICE_ANSWER_MAX 16
#define PRACTICE_MAX_BRANCHING 4
#define PRACTICE_MAX_DEPTH 5

/* Windows one node may be given: as many as a node of a practice tree can
 * be entered (each of its four ancestors' re-searches may enter it again:
 * 2 to the 4th), each written in at most 16 bytes ("(-inf+1,-inf+2) "). */
#define PRACTICE_WINDOWS_CAP 16
#define PRACTICE_WINDOWS_MAX 256
#define PRACTICE_CUTOFFS_MAX 2048

/* The kinds of question a teacher can ask (--ask), in --ask's order.
 * One table (ask_kinds) says what each is, for --ask, the practice
 * screen and an exam sheet alike. */
enum ask {
	ASK_VALUES,             /* what visited inner nodes return; probes' verdicts */
	ASK_WINDOWS,            /* the window of each entry of a visited inner node */
	ASK_PRUNED,             /* which nodes are never visited (their edges pruned) */
	ASK_EVALUATIONS,        /* how many leaves are evaluated */
	ASK_EVENTS,             /* where the cutoffs happen, in order */
	ASK_COUNT
};
#define ASK_BIT(k) (1u << (k))
/* What practice asked before --ask: values and the never-visited marks. */
#define ASK_DEFAULT (ASK_BIT(ASK_VALUES) | ASK_BIT(ASK_PRUNED))

struct ask_info {
	const char *name;       /* --ask's word */
	const char *question;   /* what it asks, as an exam sheet says it */
	const char *topic;      /* a few words for it: "cutoff events" */
	const char *typed;      /* how the answer is written */
	bool needs_window;      /* only for algorithms that search with a window */
};
extern const struct ask_info ask_kinds[ASK_COUNT];

/* --ask's LIST ("values,windows") into a mask of ASK_BIT()s; false, with
 * why, for an unknown or repeated word or an empty list. */
bool practice_ask_parse(const char *list, unsigned *mask, char *why, size_t len);
/* Can a be asked what mask asks?  False, with the reason in plain words
 * (minimax has no window to ask about). */
bool practice_ask_possible(unsigned mask, const struct algorithm *a, char *why, size_t len);

/* How trees are dealt: branching and depth each from a range, leaf values
 * from lo to hi; the seed names the tree, so that a class can share it.
 * ask is what is asked of each tree (0: ASK_DEFAULT). */
struct practice_deal {
	int branch_min, branch_max;
	int depth_min, depth_max;
	int lo, hi;
	uint64_t seed;
	unsigned ask;
	/* --game: each deal is a position of the game, reached by random
	 * moves from start, whose tree to depth_max plies (or the game's
	 * end) has PRACTICE_GAME_MIN to PRACTICE_GAME_MAX nodes; a tree of
	 * the position's own moves, without transpositions, so that every
	 * question is about a node the search enters or skips. */
	bool game;
	struct game start;
	enum game_order order;
};
#define PRACTICE_GAME_MIN 8
#define PRACTICE_GAME_MAX 40

enum question_kind {
	QUESTION_VISITED,       /* is the node visited? */
	QUESTION_VALUE,         /* what does the visited inner node return? */
	QUESTION_PROBE,         /* does the probe of the node fail high? */
	QUESTION_WINDOW,        /* which window is the node entered with, that time? */
	QUESTION_EVALUATIONS,   /* how many leaves are evaluated? */
	QUESTION_CUTOFFS,       /* where do the cutoffs happen, in order? */
};

/* A question the student answered, graded. */
struct practice_question {
	enum question_kind kind;
	node_id node;           /* -1 for evaluations and cutoffs */
	bool right;
	int step;               /* the step that decides it */
	int entry;              /* QUESTION_WINDOW: which entry of node, from 0; it may be
	                           past the last, for a window given too many */
};

/* An entry of a visited inner node, as the trace records it: the window
 * in MAX's point of view. */
struct practice_entry {
	node_id node;
	int lo, hi;
	int step;               /* the step that enters it */
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
	/* What --ask adds: windows typed, one line a node ("(3,4) (3,+inf)"),
	 * the leaves counted and the cutoffs listed; and their truth. */
	char (*windows)[PRACTICE_WINDOWS_MAX];
	char evaluations[PRACTICE_ANSWER_MAX];
	char cutoffs[PRACTICE_CUTOFFS_MAX];     /* "N2 N5", or "none" */
	struct practice_entry *entries; /* the entries of inner nodes, in order */
	int nentries;
	int *nentered;                  /* a node's entries among them */
	long leaves;                    /* leaf evaluations, repeats included */
	int *cutoff_steps;              /* the steps of the cutoffs, in order */
	int ncutoffs;
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
/* Does this practice ask questions of kind k? */
bool practice_asks(const struct practice *p, enum ask k);
/* The windows typed for node n, checked and written the one way the tree
 * shows them ("(3,4) (3,+inf)"); "" clears them.  False: not windows (or
 * too many to keep), and nothing changes. */
bool practice_set_windows(struct practice *p, node_id n, const char *typed);
/* The count of leaves evaluated; false: not a count. */
bool practice_set_evaluations(struct practice *p, const char *typed);
/* The cutoffs, as node names in order, or "none"; false: a word names no
 * node of the tree (or the list is too long to keep). */
bool practice_set_cutoffs(struct practice *p, const char *typed);
/* The true windows of n, as practice_set_windows writes them. */
void practice_windows_truth(const struct practice *p, node_id n, char *buf, size_t len);
/* The true cutoffs, as practice_set_cutoffs writes them. */
void practice_cutoffs_truth(const struct practice *p, char *buf, size_t len);
/* Is this a value or bound a student may type ("5", ">=6", "≤ 4")? */
bool practice_answer_valid(const struct tree *t, const char *answer);
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
