/* nodetype.h - PV, CUT and ALL nodes: the type Knuth and Moore expect of
 * each node, and the type the search found, at step k of a trace.
 *
 * The expected type comes from a node's position alone (rules.h's
 * rule_child_type): the root is PV, and down the tree each node's type
 * follows from its parent's and from whether it is the first move the
 * search tries there.  The first move is the tree's first child unless
 * the trace says the search put another first (a carried PV's move,
 * EV_ORDER, or a table's move, EV_TT_PROBE) in the search under way.
 *
 * The found type is read off the trace up to the step: what the node's
 * last completed visit returned against the window it was entered with
 * (rules.h's rule_found_type).  A leaf is classified the same way, by
 * its value against its window, and so is every return, whatever its
 * bound: an exact value a table entry gave may lie outside the window (a
 * leaf's value, stored by an earlier test of MTD(f)), and a root that
 * kept a move without a re-search returns a bound inside it.  A node searched twice (a probe, then a
 * re-search) shows its last visit, and keeps the one before for the
 * narration.  A new depth of iterative deepening starts afresh.  A
 * position reached through a transposition (a reference, @NAME) is typed
 * at the reference, whose place in the tree its expected type comes
 * from; its own node keeps the visits through its own place.
 *
 * The stepper, the narration, --trace and the tests all read the types
 * here.  No curses. */
#ifndef TREESTEP_NODETYPE_H
#define TREESTEP_NODETYPE_H

#include <stdbool.h>

#include "replay/state.h"
#include "search/rules.h"

struct node_types {
	int count;                      /* the tree's nodes */
	unsigned char *expected;        /* enum node_type, every node */
	unsigned char *found;           /* enum node_type of its last completed visit */
	unsigned char *before;          /* the completed visit before that one in this
	                                   search (a probe before its re-search), or NODE_NONE */
	int *returned;                  /* the event index of that last return, or -1 */
	node_id *first;                 /* each node's first move, as a child of the tree */
	node_id *refuter;               /* the move its last completed visit failed high with
	                                   (EV_CUTOFF), or -1 */
	bool *pruned;                   /* ... and whether that left moves unsearched */
	bool *settled;                  /* that visit ended at a table entry (EV_TT_PROBE,
	                                   TT_CUT): none of its moves was searched */
	int *alpha, *beta;              /* the window that visit was entered with (negamax) */
};

/* Does the algorithm search with a window, alpha-beta's or a TEST's?
 * Without one (minimax, expectimax) every node is searched completely and
 * has no found type. */
bool node_types_apply(const struct algorithm *a);

/* The types at st's step into nt (allocated here; node_types_free frees
 * it).  False when memory runs out. */
bool node_types_at(const struct state *st, struct node_types *nt);
void node_types_free(struct node_types *nt);

/* The move (a node, or a reference to it) whose visit the return or leaf
 * event of st's step ended: what that step's type belongs to. */
node_id node_types_move(const struct state *st);

/* "PV", "CUT", "ALL" (NODE_NONE: ""), and the one letter the tree shows. */
const char *node_type_name(enum node_type t);
char node_type_letter(enum node_type t);

/* The count of nodes found of another type than expected, by the
 * expected and the found type: mismatches[expected][found]. */
void node_types_mismatches(const struct node_types *nt, int mismatches[4][4]);

#endif
