/* layout.c - textbook and outline layouts of a tree. */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "out/layout.h"

static bool alloc(struct layout *l, const struct tree *t)
{
	l->x = calloc((size_t)t->count, sizeof *l->x);
	l->y = calloc((size_t)t->count, sizeof *l->y);
	l->levels = t->height + 1;
	l->level_start = calloc((size_t)l->levels + 1, sizeof *l->level_start);
	l->by_row = calloc((size_t)t->count, sizeof *l->by_row);
	l->folded = calloc((size_t)t->count, 1);
	l->hidden = calloc((size_t)t->count, 1);
	l->level_y = calloc((size_t)l->levels + 1, sizeof *l->level_y);
	l->bands = 1;
	l->label_rows = 1;
	if (!l->x || !l->y || !l->level_start || !l->by_row || !l->folded || !l->hidden ||
	    !l->level_y) {
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
	l->rows_per_level = LAYOUT_ROWS_PER_LEVEL;
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
	l->label_rows = 2;
	for (int d = 0; d <= l->levels; d++)
		l->level_y[d] = d * LAYOUT_ROWS_PER_LEVEL;
	return true;
}

void layout_tree_size(const struct tree *t, int slot, int *width, int *height)
{
	int leaves = 0;
	for (node_id n = 0; n < t->count; n++)
		leaves += t->nodes[n].nchildren == 0;
	*width = leaves * slot;
	*height = t->height * LAYOUT_ROWS_PER_LEVEL + 2;
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

/* The columns the children of n take side by side, with the gaps
 * between them; -1 when n has none in the picture (a leaf, or folded).
 * Brothers that are all leaves sit closer, and with no gap at all where
 * they are staggered; *gap (if not NULL) is the gap. */
static int children_room(const struct tree *t, const struct tidy_spec *s, const int *room,
			 node_id n, int *gap)
{
	const struct node *nd = &t->nodes[n];
	if (!nd->nchildren || (s->fold && s->fold[n]))
		return -1;
	bool leaves = true;
	int sum = 0;
	for (int i = 0; i < nd->nchildren; i++) {
		sum += room[nd->first_child + i];
		leaves &= t->nodes[nd->first_child + i].nchildren == 0;
	}
	int g = !leaves ? s->gap : nd->depth + 1 == s->packed_depth ? 0 : s->gap_leaves;
	if (gap)
		*gap = g;
	return sum + (nd->nchildren - 1) * g;
}

/* The room each subtree needs, children before parents: the tree is in
 * level order, so walking it backwards sees every child first. */
static void measure(const struct tree *t, const struct tidy_spec *s, int *room)
{
	for (node_id n = t->count - 1; n >= 0; n--) {
		int sum = children_room(t, s, room, n, NULL);
		room[n] = sum > s->width[n] ? sum : s->width[n];
	}
}

/* Moves the subtree of n by dx columns. */
static void shift(struct layout *l, const struct tree *t, node_id n, int dx)
{
	l->x[n] += dx;
	if (!l->folded[n])
		for (int i = 0; i < t->nodes[n].nchildren; i++)
			shift(l, t, t->nodes[n].first_child + i, dx);
}

/* Places the subtree of n in the columns [left, left + room[n]). */
static void place_tidy(struct layout *l, const struct tree *t, const struct tidy_spec *s,
		       const int *room, node_id n, int left)
{
	const struct node *nd = &t->nodes[n];
	int w = s->width[n];
	l->y[n] = nd->depth * l->rows_per_level;
	if (nd->nchildren == 0 || l->folded[n]) {
		l->x[n] = left + room[n] / 2;
		return;
	}
	int gap;
	int sum = children_room(t, s, room, n, &gap);
	int at = left + (room[n] - sum) / 2;     /* the children's block, centred */
	for (int i = 0; i < nd->nchildren; i++) {
		place_tidy(l, t, s, room, nd->first_child + i, at);
		at += room[nd->first_child + i] + gap;
	}
	/* Over the middle child when there is one, so that the lines meet. */
	int x = nd->nchildren % 2 ? l->x[nd->first_child + nd->nchildren / 2] :
		(l->x[nd->first_child] + l->x[nd->first_child + nd->nchildren - 1]) / 2;
	/* A label is drawn from x - w / 2.  When it is wider than its
	 * children, they move under it, so that it stays over them and inside
	 * the room (the room is at least w wide, and they fit in it). */
	int dx = 0, block = left + (room[n] - sum) / 2;
	if (x - w / 2 < left)
		dx = left + w / 2 - x;
	if (x - w / 2 + w > left + room[n])
		dx = left + room[n] - w + w / 2 - x;
	/* ... as far as the children stay inside the room themselves. */
	if (dx > left + room[n] - (block + sum))
		dx = left + room[n] - (block + sum);
	if (dx < left - block)
		dx = left - block;
	for (int i = 0; dx && i < nd->nchildren; i++)
		shift(l, t, nd->first_child + i, dx);
	x += dx;
	/* The label inside the room, and the parent over its children. */
	if (x - w / 2 < left)
		x = left + w / 2;
	if (x - w / 2 + w > left + room[n])
		x = left + room[n] - w + w / 2;
	node_id first = nd->first_child, last = first + nd->nchildren - 1;
	x = x < l->x[first] ? l->x[first] : x > l->x[last] ? l->x[last] : x;
	l->x[n] = x;
}

bool layout_tidy(struct layout *l, const struct tree *t, const struct tidy_spec *s)
{
	int *room = malloc((size_t)t->count * sizeof *room);
	l->outline = false;
	l->slot = 0;
	l->rows_per_level = s->rows_per_level;
	if (!room || !alloc(l, t)) {
		free(room);
		return false;
	}
	measure(t, s, room);
	/* Folded nodes, and everything under a folded or hidden node, in
	 * level order (parents first); hidden nodes take their parent's
	 * place, which keeps every level sorted by x. */
	for (node_id n = 0; n < t->count; n++) {
		node_id p = t->nodes[n].parent;
		l->hidden[n] = p >= 0 && (l->hidden[p] || l->folded[p]);
		l->folded[n] = !l->hidden[n] && s->fold && s->fold[n] && t->nodes[n].nchildren;
	}
	place_tidy(l, t, s, room, 0, 0);
	for (node_id n = 0; n < t->count; n++)
		if (l->hidden[n]) {
			l->x[n] = l->x[t->nodes[n].parent];
			l->y[n] = l->y[t->nodes[n].parent];
		}
	for (int d = 0; d <= l->levels; d++)
		l->level_start[d] = t->count;
	for (node_id n = t->count - 1; n >= 0; n--)
		l->level_start[t->nodes[n].depth] = n;
	l->width = room[0];
	int deepest = 0;
	for (node_id n = 0; n < t->count; n++)
		if (!l->hidden[n] && t->nodes[n].depth > deepest)
			deepest = t->nodes[n].depth;
	l->height = deepest * s->rows_per_level + 1;
	for (int d = 0; d <= l->levels; d++)
		l->level_y[d] = d * s->rows_per_level;
	free(room);
	return true;
}

bool layout_tidy_size(const struct tree *t, const struct tidy_spec *s, int *width, int *height)
{
	int *room = malloc((size_t)t->count * sizeof *room);
	unsigned char *hidden = calloc((size_t)t->count, 1);
	if (!room || !hidden) {
		free(room);
		free(hidden);
		return false;
	}
	measure(t, s, room);
	int deepest = 0;
	for (node_id n = 1; n < t->count; n++) {
		node_id p = t->nodes[n].parent;
		hidden[n] = hidden[p] || (s->fold && s->fold[p] && t->nodes[p].nchildren);
		if (!hidden[n] && t->nodes[n].depth > deepest)
			deepest = t->nodes[n].depth;
	}
	*width = room[0];
	*height = deepest * s->rows_per_level + 1;
	free(room);
	free(hidden);
	return true;
}

/* ---- The labelled layout ------------------------------------------------------ */

/* Is n one of the leaves that are staggered? */
static bool banded(const struct tree *t, const struct label_spec *s, node_id n)
{
	return s->bands > 1 && t->nodes[n].nchildren == 0 && t->nodes[n].depth == t->height;
}

/* The columns each node needs in the compact layout: a staggered leaf's
 * share of its band, everything else its label. */
static int *labelled_widths(const struct tree *t, const struct label_spec *s,
			    struct tidy_spec *tidy)
{
	int *width = malloc((size_t)t->count * sizeof *width);
	if (!width)
		return NULL;
	for (node_id n = 0; n < t->count; n++)
		width[n] = banded(t, s, n) ? s->leaf_room : s->tidy.width[n];
	*tidy = s->tidy;
	tidy->width = width;
	/* Neighbouring leaves sit leaf_room apart, each in the next band:
	 * leaves in one band are bands * leaf_room > widest apart.  (Leaves
	 * higher up are not staggered, and keep their gap.) */
	if (s->bands > 1)
		tidy->packed_depth = t->height;
	return width;
}

/* The rows of the levels: a level of parents is its labels, the row of
 * lines under them and the longer edges; the deepest level holds its
 * bands of leaves. */
static int labelled_rows(const struct tree *t, const struct label_spec *s, int deepest,
			 int *level_y)
{
	int y = 0;
	for (int d = 0; d <= t->height; d++) {
		if (level_y)
			level_y[d] = y;
		if (d < deepest)
			y += s->label_rows + 1 + s->extra_rows;
		else if (d == deepest)
			y += s->label_rows * (deepest == t->height ? s->bands : 1);
	}
	if (level_y)
		level_y[t->height + 1] = y;
	return y;
}

bool layout_labelled_size(const struct tree *t, const struct label_spec *s, int *width,
			  int *height)
{
	struct tidy_spec tidy;
	int *w = labelled_widths(t, s, &tidy);
	if (!w)
		return false;
	int h;
	bool ok = layout_tidy_size(t, &tidy, width, &h);
	free(w);
	/* layout_tidy_size's height is (deepest level) * rows + 1. */
	int deepest = (h - 1) / tidy.rows_per_level;
	*height = labelled_rows(t, s, deepest, NULL);
	if (*width < s->stretch)
		*width = s->stretch;
	return ok;
}

bool layout_labelled(struct layout *l, const struct tree *t, const struct label_spec *s)
{
	struct tidy_spec tidy;
	int *w = labelled_widths(t, s, &tidy);
	if (!w)
		return false;
	tidy.rows_per_level = 1;
	bool ok = layout_tidy(l, t, &tidy);
	free(w);
	if (!ok)
		return false;
	int deepest = l->height - 1;
	l->label_rows = s->label_rows;
	l->bands = s->bands;
	l->rows_per_level = s->label_rows + 1 + s->extra_rows;
	l->height = labelled_rows(t, s, deepest, l->level_y);
	/* The staggered leaves take the bands in turn, left to right (level
	 * order), so that two neighbours are never in one band.  The line
	 * down to a lower band passes behind the labels above it. */
	int next = 0;
	for (node_id n = 0; n < t->count; n++) {
		node_id p = t->nodes[n].parent;
		int band = banded(t, s, n) ? next++ % s->bands : 0;
		l->y[n] = l->level_y[t->nodes[n].depth] + band * s->label_rows;
		if (l->hidden[n])
			l->y[n] = l->y[p];
	}
	/* Spread over the room there is: the same order, wider gaps. */
	if (s->stretch > l->width && l->width > 0) {
		for (node_id n = 0; n < t->count; n++)
			l->x[n] = (int)(((long)l->x[n] * 2 + 1) * s->stretch / (2L * l->width));
		l->width = s->stretch;
	}
	return true;
}

void layout_free(struct layout *l)
{
	free(l->folded);
	free(l->hidden);
	l->folded = l->hidden = NULL;
	free(l->x);
	free(l->y);
	free(l->level_start);
	free(l->by_row);
	free(l->level_y);
	l->x = l->y = NULL;
	l->level_start = l->by_row = NULL;
	l->level_y = NULL;
}
