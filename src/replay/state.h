/* state.h - what the search looks like after step k of a trace.
 *
 * The stepper never runs a search: it replays the recorded events.  The
 * state after step k is a pure function of the first k events, built by
 * one apply() for every event, so stepping back to j shows exactly what
 * stepping forward to j showed.  Nothing here draws: the stepper's views
 * (src/view_*.c, src/ui.h) read a state, and put it on the screen in the
 * narrator's words (narrate.h). */
#ifndef TREESTEP_STATE_H
#define TREESTEP_STATE_H

#include <stdbool.h>
#include <stddef.h>

#include "search/algo.h"
#include "search/pvtable.h"
#include "search/trace.h"
#include "tree/tree.h"
#include "search/ttable.h"
#include "search/rules.h"

/* How scores are shown: the textbook max/min form (everything from MAX's
 * point of view) or the negamax form the code works in. */
enum view { VIEW_MAXMIN, VIEW_NEGAMAX };

/* One per node, kept small (32 bytes): a million-node tree has a million. */
struct node_state {
	int visits;             /* times entered so far */
	int value;              /* what it returned (negamax) */
	int lower;              /* (negamax) while on the stack: a proven lower bound
	                           from the children returned so far */
	int best;               /* (negamax) while on the stack: the best child score,
	                           bound or not */
	/* Pruning, by the step it happened at (step + 1 of the event; 0:
	 * never), so that a cutoff marks one node and not its whole subtree:
	 * a node is pruned when a cutoff pruned it or an ancestor after the
	 * node was last entered or forgotten (state_pruned). */
	int cut_at;             /* a cutoff pruned the subtree from here */
	int entered_at;         /* this node was last entered */
	int forgot_at;          /* entered again: everything below was forgotten */
	int alpha, beta;        /* (negamax) the window of its last visit: as it was
	                           entered with, and once it returns, as it left */
	unsigned char kind;     /* enum visit_kind: how it was last entered */
	unsigned char bound;    /* enum bound */
	bool known : 1;         /* it has returned in the current search of it */
	bool has_lower : 1;     /* lower holds something */
	bool has_best : 1;      /* best holds something */
	bool cut : 1;           /* the top of a pruned subtree: its edge is cut */
	bool seen : 1;          /* entered at least once in the whole run, whatever
	                           was forgotten since: counts.nodes counts these */
};

/* Where one bound of a window came from.  A window is handed down the
 * tree, negated at every ply, so a bound at a node was set by some move
 * higher up (or by a probe), and a true reason for a cutoff names that
 * place, not the parent.  apply() works it out as the windows are passed
 * down, from the windows alone. */
enum origin_kind {
	ORIGIN_NONE,            /* an infinite bound: nothing is known yet */
	ORIGIN_MOVE,            /* node's move child raised node's alpha (or best) to it */
	ORIGIN_PROBE,           /* the null window of node's probe of child: one past its alpha */
	ORIGIN_RESEARCH,        /* the score node's probe of child proved, where its
	                           re-search of child starts (NegaScout) */
	ORIGIN_ASPIRATION,      /* an edge of the root's aspiration window (node: the root) */
	ORIGIN_WINDOW,          /* an edge of the window given for the root (--window) */
	ORIGIN_OTHER,           /* a window no algorithm here passes down */
};

struct origin {
	enum origin_kind kind;
	node_id node, child;
};

struct stack_frame {
	node_id node;
	node_id move;           /* the parent's move that led here: node, or a
	                           reference to it (a transposition) */
	int alpha, beta;        /* the window now, negamax */
	enum visit_kind kind;
	struct origin alpha_from, beta_from;
	int research_alpha;     /* after EV_RESEARCH here: the re-search's alpha ... */
	node_id research_child; /* ... and the child searched again */
	int alpha_in;           /* the alpha it was entered with */
	node_id best;           /* the move that last raised alpha (or best) or cut off */
	node_id kept;           /* the root's move kept without a re-search (EV_ROOT), its
	                           probe's score a lower bound (negamax); -1: none */
	int kept_score;
};

/* The ways state_goto takes to a step: replaying forward from the current
 * one; undoing the journal back to the checkpoint before it; from step 0;
 * from the copy of the end. */
enum goto_way { GOTO_FORWARD, GOTO_UNDO, GOTO_RESET, GOTO_END };

struct state {
	const struct tree *tree;
	const struct trace *trace;
	const struct algorithm *algo;
	int step;               /* events applied, 0 .. trace->count */
	struct node_state *nodes;
	struct stack_frame stack[TREE_MAX_DEPTH + 1];
	int depth;
	struct pvtable pv;
	int pv_changed;         /* the PV row this step changed, or -1 */
	struct counts counts;
	/* Where the search stops, and the plan's progress (trace.h). */
	bool limited;           /* nodes at depth horizon are evaluated statically */
	int horizon;
	int iteration;          /* the depth of the search under way (--id); 0: none */
	struct event_list carried;      /* the PV it carried over from the depth before */
	/* MTD(f) and SSS* (EV_PASS, EV_PASS_END): the test under way and the
	 * bounds on the root's value the tests so far proved, negamax at the
	 * root; pass 0: none yet in this search. */
	struct mtd_progress {
		int pass;               /* the test under way or just ended, from 1 */
		int gamma;              /* its window is (gamma - 1, gamma) */
		bool ended;             /* it ended with g, a bound of kind bound */
		int g;
		enum bound bound;
		int lower, upper;       /* -INF, INF: none yet */
	} mtd;
	node_id root_first;     /* the first move of the last non-empty line an EV_PV gave
	                           the root in this iteration (--id), or -1 ... */
	node_id root_before;    /* ... and what it was before the last EV_PV at the root */
	struct ttable tt;       /* the transposition table as the search left it; size 0: none */
	/* The other ways of collecting the PV (pvways.h), kept beside the
	 * triangle from the same events: */
	node_id single[TREE_MAX_DEPTH + 1];     /* one array: the move that last raised alpha
	                                           at each ply, -1: none yet */
	struct ttable pvtt;     /* a table only PV nodes write: exact results and best moves */

	/* Going back: a checkpoint every checkpoint_steps steps holds
	 * the small part of the state (the stack, the PV table, the counters)
	 * and where a journal of the large part begins: for each stretch
	 * between checkpoints, the old contents of every node and table slot
	 * the stretch changed, once each.  A stretch is journaled the first
	 * time it is replayed, and the journal is kept wherever the state goes.
	 * state_goto to an earlier step undoes the journal back to the
	 * checkpoint before it and replays at most one stretch, so a step back
	 * costs the same on any tree; to the end it copies the end (made the
	 * first time the state got there).  It takes the cheapest way. */
	struct journal_entry *journal;
	size_t njournal, capjournal;
	struct checkpoint *checkpoints;         /* checkpoint i is at step i * checkpoint_steps */
	int ncheckpoints, capcheckpoints;
	int journaled_to;                       /* the steps before it are journaled */
	bool journaling;                        /* the step being applied is journaled */
	unsigned epoch;                         /* the stretch being journaled, from 1 */
	unsigned *saved_node, *saved_tt, *saved_pvtt;   /* the stretch that saved each */
	struct end_copy *end;                   /* the state at the last step, or NULL */
	bool no_end;                            /* no copy of the end: End replays */
	enum goto_way last_way;                 /* how state_goto went (for the tests) */
	/* The steps whose events are interesting, in order: ] and [ search
	 * them.  Listed by state_list_interesting (the stepper's, once the
	 * state's first screen is drawn) or at the first question, not by
	 * state_init: the pass over every event takes a sixteenth of the
	 * first screen of a big tree, which does not need it.  Behind a
	 * pointer, so that a question through a const state can fill it in. */
	struct interesting_steps *interesting;
	int checkpoint_steps;                   /* state_checkpoint_steps when made */
	bool no_history;                        /* out of memory: going back replays from 0 */
};

#define STATE_CHECKPOINT_STEPS 2048
/* What state_init sets checkpoint_steps to: STATE_CHECKPOINT_STEPS, unless
 * a test or a fuzzer makes it small to go through checkpoints often. */
extern int state_checkpoint_steps;

struct interesting_steps {
	int *steps;
	int n;
	bool listed;            /* steps and n are made (false: not yet, or no memory) */
};

enum draw_state { DRAW_UNREACHED, DRAW_PATH, DRAW_CURRENT, DRAW_DONE, DRAW_PRUNED };

bool state_init(struct state *st, const struct tree *t, const struct algorithm *a,
		const struct trace *tr);
void state_free(struct state *st);
/* Moves to step k (clamped to 0 .. trace->count). */
void state_goto(struct state *st, int k);
/* Replays the whole trace once, recording the journal and the copy of
 * the end, and goes back to step 0: the stepper does it straight after
 * its first screen, so that no key pays for it (on a million-node tree,
 * a jump through the first 300,000 steps would take half as long
 * again). */
void state_record(struct state *st);

/* The memory held for going back and forth (checkpoints, journal, the
 * copy of the end), in bytes. */
size_t state_history_bytes(const struct state *st);

/* The event that made this step, or NULL at step 0. */
const struct event *state_event(const struct state *st);
/* The node being searched (top of the stack), or -1. */
node_id state_current(const struct state *st);
/* The node the step is about: the node entered, evaluated or returned
 * at it, or the node whose search made it (a raise, a cutoff, a probe);
 * the root at step 0.  The current node is the top of the stack, which a
 * leaf or a return has just left: this is the node itself.  *parent: the
 * node above it on the search's path (which is not its parent in the
 * tree when it was reached through a transposition), -1 at the root. */
node_id state_step_node(const struct state *st, node_id *parent);
enum draw_state state_node(const struct state *st, node_id n);
/* Is n inside a subtree a cutoff pruned (and not searched since)? */
bool state_pruned(const struct state *st, node_id n);
/* Why the search stops at n, a leaf or the horizon, or that it goes on
 * (rules.h's rule_stop, for the search under way).  A reference is not a
 * position: the search goes on at its node. */
enum stop_reason state_stop(const struct state *st, node_id n);
/* Does the search stop at every child of n, a node it goes on at, and
 * why (rules.h's rule_stop_below)? */
enum stop_reason state_stop_below(const struct state *st, node_id n);
/* Does the search stop at n: a leaf, or a node at the depth limit? */
bool state_stops_at(const struct state *st, node_id n);
/* Is n an inner node where the search stops, evaluated statically? */
bool state_at_horizon(const struct state *st, node_id n);
/* The stack index of the innermost null-window probe at or above stack
 * index i (the frame of the child being probed), or -1 when frame i is
 * not inside a probe. */
int state_probe_frame(const struct state *st, int i);

/* Is this event worth stopping at with ] and [, and a page of a handout:
 * a cutoff that prunes, the answer of a null-window probe (the end of a
 * visit entered as one: entered is how the event's node was last
 * entered; for Scout, the answer of a TEST an EVAL asked, entered as
 * VISIT_TEST, whose caller reports one inside a TEST as VISIT_SEARCH), a
 * re-search, a change of the root's PV, and around the
 * searches a new depth, a move put first and an aspiration window's
 * fail?  The one definition: the state lists the steps by it. */
bool event_is_interesting(const struct event *e, enum visit_kind entered);
/* The first step after (dir 1) or before (dir -1) step k whose event is
 * interesting, or k when there is none (or memory ran out listing them). */
int state_find_interesting(const struct state *st, int k, int dir);
/* Lists the interesting steps, if they are not listed yet; false when
 * memory runs out. */
bool state_list_interesting(const struct state *st);
/* How many steps are interesting; -1 when memory ran out listing them. */
int state_interesting_steps(const struct state *st);

#endif
