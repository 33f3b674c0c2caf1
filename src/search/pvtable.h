/* pvtable.h - the triangular principal-variation table.
 *
 * A search of a tree of height N keeps, for every ply, the best line found
 * so far from the node being searched at that ply.  A line from ply p has
 * at most N - p moves, so the rows shrink by one per ply and fit in one
 * array of N(N+1)/2 entries: row p starts at index(p) = p(2N+1-p)/2.
 * A "move" here is the child node the move leads to. */
#ifndef TREESTEP_PVTABLE_H
#define TREESTEP_PVTABLE_H

#include <stdbool.h>

#include "search/trace.h"
#include "tree/tree.h"

struct pvtable {
	int n;                  /* N: the tree's height */
	node_id *moves;         /* n(n+1)/2 entries */
	int *length;            /* the length of each row, plies 0..n */
};

static inline int pvtable_index(int n, int ply)
{
	return ply * (2 * n + 1 - ply) / 2;
}

static inline const node_id *pvtable_row(const struct pvtable *pv, int ply)
{
	return pv->moves + pvtable_index(pv->n, ply);
}

bool pvtable_init(struct pvtable *pv, int n);
void pvtable_free(struct pvtable *pv);
/* Empties row ply: the node there has no line yet.  (Inline: every node
 * entered does it.) */
static inline void pvtable_clear(struct pvtable *pv, int ply)
{
	pv->length[ply] = 0;
}
/* Row ply becomes the move followed by the row one ply deeper, which holds
 * the line the child just found.  (Inline, with a plain loop: the rows
 * are short and a search does this at every move that raises alpha.) */
static inline void pvtable_update(struct pvtable *pv, int ply, node_id move)
{
	node_id *row = pv->moves + pvtable_index(pv->n, ply);
	const node_id *below = pv->moves + pvtable_index(pv->n, ply + 1);
	int len = pv->length[ply + 1];
	row[0] = move;
	for (int i = 0; i < len; i++)
		row[i + 1] = below[i];
	pv->length[ply] = len + 1;
}
/* Replaces row ply with a line from a trace, when replaying it. */
void pvtable_set(struct pvtable *pv, int ply, struct event_list line);

#endif
