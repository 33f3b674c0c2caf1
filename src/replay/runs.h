/* runs.h - the searches run on one tree, each recorded once.
 *
 * Everything that shows a search (the stepper, its split view, a lesson)
 * asks a struct runs for the trace of an algorithm.  The first request
 * runs the search and records it; later requests return the same trace.
 * This is the one place where searches are run and kept for the stepper,
 * so that a tree that changes (a reload) has one cache to clear.  No
 * curses here. */
#ifndef TREESTEP_RUNS_H
#define TREESTEP_RUNS_H

#include <stdbool.h>

#include "search/algo.h"
#include "search/trace.h"
#include "tree/tree.h"

struct runs {
	const struct tree *tree;
	struct plan plan;       /* how every search is run; checked with plan_check */
	struct trace *traces;   /* one per entry of algorithms[], allocated on first use */
	bool *done;             /* which of them have been recorded */
};

/* An empty cache for t, which must stay where it is while the cache is
 * used, with searches to the leaves until runs_set_plan. */
void runs_init(struct runs *r, const struct tree *t);
void runs_set_plan(struct runs *r, const struct plan *p);
/* The trace of a on the tree, recorded now if it was not yet.  NULL only
 * when memory runs out. */
const struct trace *runs_get(struct runs *r, const struct algorithm *a);
/* The trace of a if it has been recorded, or NULL. */
const struct trace *runs_have(const struct runs *r, const struct algorithm *a);
/* Forgets every trace: the tree t (the same or another) is now the one
 * searched. */
void runs_reset(struct runs *r, const struct tree *t);
void runs_free(struct runs *r);

#endif
