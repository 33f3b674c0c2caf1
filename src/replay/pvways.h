/* pvways.h - the principal variation, collected six ways.
 *
 * The search collects its PV in the triangular table (pvtable.h), and uses
 * that one to order the next iteration.  The other ways are worked out by
 * the state from the same events (state.c), so that a student can see,
 * step by step and side by side, what each would hold and where each goes
 * wrong; none changes the search. */
#ifndef TREESTEP_PVWAYS_H
#define TREESTEP_PVWAYS_H

#include "replay/state.h"

enum pv_way {
	PV_TRIANGULAR,  /* rows by ply, each one shorter: N(N+1)/2 cells */
	PV_QUADRATIC,   /* the same rows, all N long: N*N cells, simpler indexing */
	PV_LINE,        /* Moreland's LINE: a line in every frame, copied up when alpha rises */
	PV_SINGLE,      /* one array of N: the move that last raised alpha at each ply */
	PV_TT,          /* read after the search: best moves through exact table entries */
	PV_PVTT,        /* the same through a separate table only PV nodes write */
	PV_WAY_COUNT
};

struct pv_way_info {
	const char *name;       /* as typed after --pv */
	const char *title;      /* the panel's heading */
};
extern const struct pv_way_info pv_ways[PV_WAY_COUNT];

/* The way named name, or -1. */
int pv_way_find(const char *name);

enum pv_end {
	PV_FULL,        /* it reaches a node where the search stops: a leaf or the horizon */
	PV_SHORT,       /* it stops above that */
	PV_BROKEN,      /* a move in it is not a move of the node before it */
	PV_UNAVAILABLE, /* this way needs a transposition table (--tt) */
};

/* The root's principal variation as way w holds it now, with how it ends
 * and, when it is not full, why, in a sentence without a full stop: in
 * the reader's words (words), or in English, as --compare's table, TSV
 * and JSON write it and a lesson's {pv.tt.note} says it. */
struct pv_read {
	node_id moves[TREE_MAX_DEPTH + 1];
	int len;
	enum pv_end end;
	char why[160];
};
void pv_read(const struct state *st, enum pv_way w, bool words, struct pv_read *r);

/* The memory way w takes, in moves, on a tree whose searches go n plies
 * deep (the table's entries for PV_TT and PV_PVTT; depth: frames on the
 * stack now, for PV_LINE). */
long pv_way_cells(const struct state *st, enum pv_way w, int depth);

#endif
