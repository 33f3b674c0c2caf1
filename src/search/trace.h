/* trace.h - the recorded steps of one search.
 *
 * A search appends one event per step.  The events are complete enough
 * that the state after any step k (the search stack with its windows, the
 * value or bound known at each node, the PV table, the counters) can be
 * rebuilt by replaying events 0..k-1, without running the search again:
 * that is what lets the stepper go backwards.
 *
 * Scores and windows are stored as the negamax search sees them, from the
 * point of view of the side to move at the event's node.  max_view() and
 * bound_max_view() (below) turn them into the textbook max/min form. */
#ifndef TREESTEP_TRACE_H
#define TREESTEP_TRACE_H

#include <stdbool.h>
#include <stdint.h>

#include "search/rules.h"
#include "tree/tree.h"

enum event_type {
	EV_ENTER,       /* a node is entered with the window (alpha, beta); its PV row empties */
	EV_LEAF,        /* a leaf is evaluated; value; this ends the leaf's visit */
	EV_RETURN,      /* an inner node returns value, a bound of kind bound; ends the visit
	                   (old: 1 where expectimax rounded value to hundredths) */
	EV_RAISE,       /* child's score raises alpha (or best) at node from old to value */
	EV_CUTOFF,      /* child's score value fails high over beta (>= beta; strict: >
	                   beta): the children in list are pruned */
	EV_PROBE,       /* node tests child with the null window (alpha, beta): beta is
	                   alpha + 1, or alpha in the strict convention (rules.h) */
	EV_RESEARCH,    /* the probe of child scored value, failing high over the window
	                   (old, old + 1): child is searched again with (alpha, beta) */
	EV_PV,          /* the PV row at ply becomes list; node is the node being searched,
	                   child the move just placed first (-1: the row was trimmed);
	                   old is the row's length before */
	/* Around the searches (struct plan): */
	EV_ITERATION,   /* a search from the root (node) to depth value begins with the
	                   window (alpha, beta); old is 1 when it repeats the search of
	                   that depth after a fail; list is the PV carried over from the
	                   previous depth, searched first (empty: none) */
	EV_ORDER,       /* node, on the carried PV, searches child first: the PV move,
	                   which is its child number value (from 0) in the tree */
	EV_FAIL,        /* the root's score value fell outside the aspiration window
	                   (alpha, beta): bound is BOUND_LOWER for a fail high
	                   (value >= beta), BOUND_UPPER for a fail low (value <= alpha) */
	/* With a transposition table (ttable.h): */
	EV_TT_PROBE,    /* node, just entered with (alpha, beta), looks itself up: how is a
	                   tt_probe; when its slot holds node, value, bound and old (the
	                   depth) are the entry's, and child is the move the entry makes
	                   the search try first (-1: none); with TT_OTHER, list holds the
	                   node the slot holds */
	EV_TT_STORE,    /* node's search ends with value, a bound of kind bound, searched
	                   old plies deep, best move child (-1: none): how is a tt_store;
	                   with TT_REPLACED or TT_KEPT, list holds the other node */
	/* MTD(f) and SSS* (mtdf.c, sss.c): a sequence of MT searches of the root. */
	EV_PASS,        /* MT search number value (from 1) of the root (node 0) begins with
	                   the null window (alpha, beta), beta = gamma = alpha + 1 */
	EV_PASS_END,    /* it ends with value g, a bound of kind bound (BOUND_LOWER: it failed
	                   high, g >= gamma, gamma is old); the root's value now lies in
	                   [alpha, beta] (lower, upper; +-INF: none yet), negamax at the root */
	/* With --root-last-null or --root-delay-research (rules.h): */
	EV_ROOT = 15,   /* the root (node) does not re-search a probe that failed high:
	                   how is an enum root_trick; (alpha, beta) is the probe's null
	                   window.  ROOT_KEEP_LAST, ROOT_KEEP_FIRST: child (also old), whose
	                   probe scored value, is kept as the best move without a
	                   re-search.  ROOT_SECOND: the probe of the move old scored value,
	                   a second fail high: child, the kept move, is searched again
	                   first (an EV_RESEARCH follows), then old is probed again */
};

enum tt_probe {
	TT_EMPTY,       /* the slot is empty */
	TT_OTHER,       /* the slot holds another position */
	TT_SHALLOW,     /* the entry was searched less deep than this search needs */
	TT_OPEN,        /* its bound does not settle this window */
	TT_ROOT,        /* it would settle the root, which is always searched */
	TT_IGNORED,     /* exact, but at a PV node with --tt-pv-exact ignore */
	TT_CUT,         /* it settles the node: no search below it */
};

enum tt_store {
	TT_NEW,         /* into an empty slot */
	TT_UPDATED,     /* over the position's own older entry */
	TT_REPLACED,    /* over another position's entry, which is lost */
	TT_KEPT,        /* not stored: depth-preferred keeps the deeper entry there */
};

/* How a node was entered: searched, probed with a null window, searched
 * again after a probe, or (Pearl's Scout, scout.c) by a call of TEST, a
 * yes-or-no question recorded as the null window that asks it. */
enum visit_kind { VISIT_SEARCH, VISIT_PROBE, VISIT_RESEARCH, VISIT_TEST };

/* A million-node tree makes millions of events, so an event is 28 bytes:
 * the small fields share one word, nodes are 32 bits (only explicit
 * trees, at most TREE_MAX_NODES, are ever traced), and an event's list
 * is kept apart, with its length (trace_list). */
struct event {
	unsigned type : 4;      /* enum event_type */
	unsigned kind : 2;      /* enum visit_kind: EV_ENTER */
	unsigned bound : 2;     /* enum bound: EV_RETURN, EV_FAIL, EV_TT_* */
	unsigned how : 3;       /* EV_TT_PROBE: enum tt_probe; EV_TT_STORE: enum tt_store */
	unsigned ply : 7;       /* the ply of node: 0 .. TREE_MAX_DEPTH */
	unsigned has_list : 1;  /* EV_CUTOFF, EV_PV, ...: its list is not empty */
	unsigned line : 13;     /* the source line of the algorithm that recorded it */
	int32_t node;
	int32_t child;          /* -1 where no child is involved */
	int value;
	int old;
	int alpha, beta;
};

/* An event's list: n nodes, from ids or, where they are consecutive
 * (a cutoff's pruned moves in the tree's order, most often), first,
 * first + 1, ...  Read it with event_list_at. */
struct event_list {
	const int32_t *ids;     /* NULL: consecutive */
	int32_t first;
	int n;
};

static inline node_id event_list_at(struct event_list l, int k)
{
	return l.ids ? l.ids[k] : (node_id)l.first + k;
}

/* Does the cutoff event e prune anything?  A score at or above beta at a
 * node's last move is recorded too, with nothing to prune: it is no
 * cutoff, and the counters do not count it. */
static inline bool event_prunes(const struct event *e)
{
	return e->type == EV_CUTOFF && e->has_list;
}

/* How a search is run around the algorithm (the seeds' "iterative
 * deepening", "aspiration windows").  The zero plan is one search to the
 * leaves. */
struct plan {
	bool limited;           /* stop at depth: nodes there are evaluated statically */
	int depth;              /* the root is depth 0 */
	bool id;                /* iterative deepening: depths 1, 2, ... up to depth (or the
	                           tree's height when not limited) */
	bool no_pv_first;       /* with id: keep the tree's order at the carried PV */
	/* aspiration, window_lo and window_hi are values as the user wrote
	 * them, in units of 10^-decimals (decimals below), for the plan is
	 * read before any tree: plan_units turns them into a tree's units,
	 * and plan_fits_tree refuses one written with more decimals than the
	 * tree has.  A plan of whole numbers has decimals 0. */
	int aspiration;         /* with id, from the second depth on: search the root with
	                           (v - aspiration, v + aspiration); 0: no aspiration */
	int tt_size;            /* a transposition table of this many entries; 0: none */
	bool tt_depth_preferred;        /* keep a deeper entry rather than overwrite it */
	bool tt_pv_ignore_exact;        /* search a PV node on despite an exact entry */
	bool strict;            /* cut only when a score is strictly outside the window,
	                           [alpha, beta] closed (rules.h) */
	bool window;            /* search the root with (window_lo, window_hi), MAX's point
	                           of view, instead of (-inf, +inf): known bounds */
	bool root_last_null;    /* Fishburn's and Belle's root tricks (rules.h) */
	bool root_delay_research;
	int window_lo, window_hi;
	int decimals;           /* the most decimals those three (and guess) were written
	                           with (0 to 2) */
	/* MTD(f)'s first guess (--guess), MAX's point of view, in the same
	 * units as the window; without has_guess, 0. */
	bool has_guess;
	int guess;
	/* The table was not asked for (tt_size 0) but the algorithm needs one
	 * (MTD(f), SSS*): the trace's plan has tt_size = the tree's nodes and
	 * this set, a table with a slot for every node (struct ttable's
	 * direct). */
	bool tt_direct;
};

/* The deepest depth a plan searches to on tree t. */
static inline int plan_depth(const struct plan *p, const struct tree *t)
{
	return p->limited && p->depth < t->height ? p->depth : t->height;
}

/* The depth of iterative deepening's last search: at least 1, even on a
 * tree that is a single leaf. */
static inline int plan_last_iteration(const struct plan *p, const struct tree *t)
{
	return plan_depth(p, t) > 0 ? plan_depth(p, t) : 1;
}

struct trace {
	struct plan plan;       /* how the searches were run */
	struct event *events;
	int count, cap;
	int32_t *ids;           /* the events' non-empty lists, one after another,
	                           each its length and then its nodes, or, when
	                           they are consecutive, minus its length and the
	                           first */
	int nids, capids;
	int *list_at;           /* where the lists of events 16 k on start in ids */
	int *visits_at;         /* node entries before event 16 k: what the split
	                           view asks at every key (trace_step_of_visit) */
	long visits;            /* node entries in the whole trace */
	bool out_of_memory;
};

struct counts {
	long nodes;             /* distinct nodes visited, the root included */
	long visits;            /* node entries, re-searches included */
	long leaves;            /* leaf evaluations, repeats included */
	long cutoffs;           /* node visits that stopped with children unsearched */
	long researches;        /* re-searches started */
	long tt_hits;           /* nodes a transposition table entry settled */
	long passes;            /* MT searches of the root (MTD(f), SSS*); else 0 */
};

void trace_init(struct trace *tr);
void trace_free(struct trace *tr);
/* Appends an event; ids (may be NULL when n is 0) become its list. */
void trace_push(struct trace *tr, const struct event *ev, const node_id *ids, int n);
/* Gives back the room the arrays grew into but did not use: a finished
 * trace is kept, often beside others, for as long as its tree is shown. */
void trace_shrink(struct trace *tr);

/* An event's list (EV_CUTOFF, EV_PV, ...).  ev must be one of tr's
 * events. */
struct event_list trace_list(const struct trace *tr, const struct event *ev);

/* The counters as they stand after the first k events. */
bool trace_counts(const struct trace *tr, const struct tree *t, int k, struct counts *c);

/* ---- Questions about a trace (steps count from 0: step k shows event k-1) */

/* The first step that enters node n, or -1. */
int trace_first_enter(const struct trace *tr, node_id n);
/* The same for a move drawn in the tree: for a transposition (@NAME), the
 * first step that enters its node through it. */
int trace_first_move(const struct trace *tr, const struct tree *t, node_id move);
/* Node entries in the whole search, re-searches included. */
long trace_visits(const struct trace *tr);
/* Node entries in the first k events: the visit step k shows (the
 * other way from trace_step_of_visit). */
long trace_visits_before(const struct trace *tr, int k);
/* The step of the v-th node entry (from 1), 0 for v = 0, and the last step
 * when the search makes fewer than v entries: how the split view keeps two
 * searches in step, visit for visit. */
int trace_step_of_visit(const struct trace *tr, long v);
/* The step of trace to at the same point of the search as step k of trace
 * from: entering the node from last entered, for the same time; else its
 * first entry; else as far through as k is through from.  Step 0 and the
 * last step map to step 0 and the last step.  How switching algorithms
 * keeps the student's place. */
int trace_same_point(const struct trace *from, int k, const struct trace *to);

/* The same across a change of the tree (an edit, a reload), where node
 * numbers change but names stay: a point of a search, by name, ... */
struct trace_point {
	char name[NODE_NAME_SIZE];      /* the node last entered; "" before any */
	int visit;                      /* which entry of it */
	int k, count;                   /* the step, of how many */
};
void trace_point_at(const struct trace *tr, const struct tree *t, int k, struct trace_point *p);
/* ... and the step of tr on t at that point (as trace_same_point). */
int trace_point_step(const struct trace *tr, const struct tree *t, const struct trace_point *p);

/* Does the turn pass at the move from node from to node to (rules.h)?
 * to_parent turns to's negamax score into from's: negated when the turn
 * passes, as it is when the same side moves again. */
static inline bool tree_turn_passes(const struct tree *t, node_id from, node_id to)
{
	return rule_turn_passes(t->nodes[from].is_max, t->nodes[to].is_max);
}

static inline int to_parent(const struct tree *t, node_id from, node_id to, int v)
{
	return tree_turn_passes(t, from, to) ? -v : v;
}

/* From negamax to the max/min view: a score at a MIN node is negated, a
 * window (a, b) at a MIN node becomes (-b, -a), and bounds swap. */
static inline int max_view(const struct tree *t, node_id n, int v)
{
	return t->nodes[n].is_max ? v : -v;
}

static inline enum bound bound_max_view(const struct tree *t, node_id n, enum bound b)
{
	if (t->nodes[n].is_max || b == BOUND_EXACT)
		return b;
	return b == BOUND_LOWER ? BOUND_UPPER : BOUND_LOWER;
}

#endif
