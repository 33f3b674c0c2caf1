/* layout.c - textbook and outline layouts of a tree. */
#include <config.h>

#include <stdlib.h>

#include "layout.h"

static bool alloc(struct layout *l, const struct tree *t)
{
	l->x = calloc((size_t)t->count, sizeof *l->x);
	l->y = calloc((size_t)t->count, sizeof *l->y);
	l->levels = t->height + 1;
	l->level_start = calloc((size_t)l->levels + 1, sizeof *l->level_start);
	l->by_row = calloc((size_t)t->count, sizeof *l->by_row);
	if (!l->x || !l->y || !l->level_start || !l->by_row) {
		layout_free(l);
		return false;
	}
	return true;
}

/* Leaves take the next free slot in depth-first order, which is left to
 * right on the screen; a parent is centred between its outer children. */
static void place(struct layout *l, const struct tree *t, node_id n, int *next_leaf)
{
	const struct node *nd = &t->nodes[n];
	l->y[n] = nd->depth * LAYOUT_ROWS_PER_LEVEL;
	if (nd->nchildren == 0) {
		l->x[n] = *next_leaf * l->slot + l->slot / 2;
		(*next_leaf)++;
		return;
	}
	for (int i = 0; i < nd->nchildren; i++)
		place(l, t, nd->first_child + i, next_leaf);
	l->x[n] = (l->x[nd->first_child] + l->x[nd->first_child + nd->nchildren - 1]) / 2;
}

bool layout_tree(struct layout *l, const struct tree *t, int slot)
{
	int leaves = 0;
	l->outline = false;
	l->slot = slot;
	if (!alloc(l, t))
		return false;
	place(l, t, 0, &leaves);
	/* Level order keeps each depth together. */
	for (int d = 0; d <= l->levels; d++)
		l->level_start[d] = t->count;
	for (node_id n = t->count - 1; n >= 0; n--)
		l->level_start[t->nodes[n].depth] = n;
	l->width = leaves * slot;
	l->height = t->height * LAYOUT_ROWS_PER_LEVEL + 2;
	return true;
}

static void place_outline(struct layout *l, const struct tree *t, node_id n, int *row)
{
	const struct node *nd = &t->nodes[n];
	l->x[n] = nd->depth * 2;
	l->by_row[*row] = n;
	l->y[n] = (*row)++;
	for (int i = 0; i < nd->nchildren; i++)
		place_outline(l, t, nd->first_child + i, row);
}

bool layout_outline(struct layout *l, const struct tree *t)
{
	int rows = 0;
	l->outline = true;
	l->slot = 0;
	if (!alloc(l, t))
		return false;
	place_outline(l, t, 0, &rows);
	l->height = rows;
	l->width = 0;
	for (int i = 0; i < t->count; i++)
		if (l->x[i] + NAME_MAX_LEN + 24 > l->width)
			l->width = l->x[i] + NAME_MAX_LEN + 24;
	return true;
}

void layout_free(struct layout *l)
{
	free(l->x);
	free(l->y);
	free(l->level_start);
	free(l->by_row);
	l->x = l->y = NULL;
	l->level_start = l->by_row = NULL;
}
