/* pvtable.c - the triangular PV table. */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "search/pvtable.h"

bool pvtable_init(struct pvtable *pv, int n)
{
	pv->n = n;
	/* One spare entry so that a tree of height 0 still gets a valid pointer. */
	pv->moves = calloc((size_t)n * (n + 1) / 2 + 1, sizeof *pv->moves);
	pv->length = calloc((size_t)n + 1, sizeof *pv->length);
	if (!pv->moves || !pv->length) {
		pvtable_free(pv);
		return false;
	}
	return true;
}

void pvtable_free(struct pvtable *pv)
{
	free(pv->moves);
	free(pv->length);
	pv->moves = NULL;
	pv->length = NULL;
}

void pvtable_set(struct pvtable *pv, int ply, struct event_list line)
{
	node_id *row = pv->moves + pvtable_index(pv->n, ply);
	for (int i = 0; i < line.n; i++)
		row[i] = event_list_at(line, i);
	pv->length[ply] = line.n;
}
