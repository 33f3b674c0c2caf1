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
	l->level_bands = malloc((size_t)l->levels * sizeof *l->level_bands);
	l->bands = 1;
	l->label_rows = 1;
	if (!l->x || !l->y || !l->level_start || !l->by_row || !l->folded || !l->hidden ||
	    !l->level_y || !l->level_bands) {
		layout_free(l);
		return false;
	}
	for (int d = 0; d < l->levels; d++)
		l->level_bands[d] = 1;
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
	tree_level_starts(t, l->levels, l->level_start);
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

/* The gap between the children of n: brothers that are all leaves sit
 * closer, and with no gap at all where they are staggered.  (Whatever is
 * folded: a folded node still has children.) */
static int children_gap(const struct tree *t, const struct tidy_spec *s, node_id n)
{
	return !tree_children_are_leaves(t, n) ? s->gap :
	       t->nodes[n].depth + 1 == s->packed_depth ? 0 : s->gap_leaves;
}

/* The columns the children of n take side by side, with the gaps
 * between them; -1 when n has none in the picture (a leaf, or folded);
 * *gap (if not NULL) is the gap. */
static int children_room(const struct tree *t, const struct tidy_spec *s, const int *room,
			 node_id n, int *gap)
{
	const struct node *nd = &t->nodes[n];
	if (!nd->nchildren || (s->fold && s->fold[n]))
		return -1;
	int sum = 0;
	for (int i = 0; i < nd->nchildren; i++)
		sum += room[nd->first_child + i];
	int g = children_gap(t, s, n);
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

/* layout_tidy's picture, the room of each subtree in it known (room:
 * that of every node shown, which is all place_tidy reads). */
static bool tidy_with_rooms(struct layout *l, const struct tree *t, const struct tidy_spec *s,
			    const int *room)
{
	l->outline = false;
	l->slot = 0;
	l->rows_per_level = s->rows_per_level;
	if (!alloc(l, t))
		return false;
	/* These passes are over every node, a folded picture's at every
	 * step: the arrays in locals, which a store to a byte array would
	 * otherwise make the compiler read again at each node. */
	const struct node *nodes = t->nodes;
	node_id count = t->count;
	unsigned char *hidden = l->hidden, *folded = l->folded;
	int *x = l->x, *y = l->y;
	/* Folded nodes, and everything under a folded or hidden node, in
	 * level order (parents first); hidden nodes take their parent's
	 * place, which keeps every level sorted by x.  Nothing folded,
	 * nothing is (alloc cleared both). */
	for (node_id n = 0; s->fold && n < count; n++) {
		node_id p = nodes[n].parent;
		hidden[n] = p >= 0 && (hidden[p] || folded[p]);
		folded[n] = !hidden[n] && s->fold[n] && nodes[n].nchildren;
	}
	place_tidy(l, t, s, room, 0, 0);
	for (node_id n = 0; s->fold && n < count; n++)
		if (hidden[n]) {
			x[n] = x[nodes[n].parent];
			y[n] = y[nodes[n].parent];
		}
	tree_level_starts(t, l->levels, l->level_start);
	l->width = room[0];
	/* The deepest node shown: the last in level order that is. */
	node_id last = count - 1;
	while (last > 0 && hidden[last])
		last--;
	l->height = nodes[last].depth * s->rows_per_level + 1;
	for (int d = 0; d <= l->levels; d++)
		l->level_y[d] = d * s->rows_per_level;
	return true;
}

bool layout_tidy(struct layout *l, const struct tree *t, const struct tidy_spec *s)
{
	int *room = malloc((size_t)t->count * sizeof *room);
	if (!room)
		return false;
	measure(t, s, room);
	bool ok = tidy_with_rooms(l, t, s, room);
	free(room);
	return ok;
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

/* Which nodes are under a folded node (the picture leaves them out), in
 * level order: parents first. */
static void hidden_marks(const struct tree *t, const unsigned char *fold, unsigned char *hidden)
{
	hidden[0] = 0;
	for (node_id n = 1; n < t->count; n++) {
		node_id p = t->nodes[n].parent;
		hidden[n] = hidden[p] || (fold && fold[p] && t->nodes[p].nchildren);
	}
}

/* The bands of the levels, and the columns each node needs in the
 * compact layout: a staggered node its share of its level's widest
 * label, everything else its label.  The deepest leaves are staggered as
 * the spec says.  With stagger, so is every level above them where a
 * parent's label is wider than its children's room, from the bottom up
 * (the room of a level depends on the levels under it): there the labels
 * decide the picture's width, and alternating over rows halves it.  A
 * staggered label is wider than its share, and may reach past the
 * picture's edges: margin[0] and margin[1] are the most columns it could
 * need there, which layout_labelled_size counts with stagger (the
 * picture layout_labelled makes takes only those it needs). */
static int *labelled_widths(const struct tree *t, const struct label_spec *s,
			    struct tidy_spec *tidy, int *bands, int *margin)
{
	margin[0] = margin[1] = 0;
	int *width = malloc((size_t)t->count * sizeof *width);
	if (!width)
		return NULL;
	for (int d = 0; d <= t->height; d++)
		bands[d] = 1;
	if (s->bands > 1)
		bands[t->height] = s->bands;
	for (node_id n = 0; n < t->count; n++)
		width[n] = s->bands > 1 && t->nodes[n].depth == t->height ? s->leaf_room :
			   s->tidy.width[n];
	*tidy = s->tidy;
	tidy->width = width;
	/* Neighbouring leaves sit leaf_room apart, each in the next band:
	 * leaves in one band are bands * leaf_room > widest apart.  (Leaves
	 * higher up are not staggered, and keep their gap.) */
	if (s->bands > 1)
		tidy->packed_depth = t->height;
	/* A staggered leaf is wider than its share too, and the first or the
	 * last may reach past the picture's edges. */
	for (node_id n = 0; s->bands > 1 && n < t->count; n++) {
		int real = s->tidy.width[n], share = width[n];
		if (t->nodes[n].depth != t->height)
			continue;
		if (real / 2 - share / 2 > margin[0])
			margin[0] = real / 2 - share / 2;
		if (real - real / 2 - (share - share / 2) > margin[1])
			margin[1] = real - real / 2 - (share - share / 2);
	}
	if (s->stagger < 2 || t->height < 1)
		return width;
	int *room = malloc((size_t)t->count * sizeof *room);
	unsigned char *hidden = malloc((size_t)t->count);
	if (!room || !hidden) {
		free(room);
		free(hidden);
		free(width);
		return NULL;
	}
	hidden_marks(t, s->tidy.fold, hidden);
	node_id end = t->count;
	for (int d = t->height; d >= 0; d--) {
		node_id start = end;
		while (start > 0 && t->nodes[start - 1].depth == d)
			start--;
		bool wide = false;
		int widest = 0, shown = 0;
		for (node_id n = start; d < t->height && n < end; n++) {
			if (hidden[n])
				continue;
			int sum = children_room(t, tidy, room, n, NULL);
			wide |= sum >= 0 && width[n] > sum;
			widest = width[n] > widest ? width[n] : widest;
			shown++;
		}
		/* Each label is then at least (widest + 1) / stagger
		 * columns from the next, so that labels stagger rows apart
		 * are more than the widest apart and never touch. */
		if (wide && shown > 1) {
			bands[d] = s->stagger;
			for (node_id n = start; n < end; n++)
				width[n] = (widest + s->stagger) / s->stagger;
		}
		for (node_id n = start; bands[d] > 1 && n < end; n++) {
			int real = s->tidy.width[n], share = width[n];
			if (hidden[n])
				continue;
			if (real / 2 - share / 2 > margin[0])
				margin[0] = real / 2 - share / 2;
			if (real - real / 2 - (share - share / 2) > margin[1])
				margin[1] = real - real / 2 - (share - share / 2);
		}
		for (node_id n = start; n < end; n++) {
			int sum = children_room(t, tidy, room, n, NULL);
			room[n] = sum > width[n] ? sum : width[n];
		}
		end = start;
	}
	free(room);
	free(hidden);
	return width;
}

/* The rows of the levels: a level of parents is its bands of labels, the
 * row of lines under them and the longer edges; the deepest level shown
 * holds its bands of labels. */
static int labelled_rows(const struct tree *t, const struct label_spec *s, const int *bands,
			 int deepest, int *level_y)
{
	int y = 0;
	for (int d = 0; d <= t->height; d++) {
		if (level_y)
			level_y[d] = y;
		if (d < deepest)
			y += s->label_rows * bands[d] + 1 + s->extra_rows;
		else if (d == deepest)
			y += s->label_rows * bands[d];
	}
	if (level_y)
		level_y[t->height + 1] = y;
	return y;
}

bool layout_labelled_size(const struct tree *t, const struct label_spec *s, int *width,
			  int *height)
{
	struct tidy_spec tidy;
	int margin[2];
	int *bands = malloc(((size_t)t->height + 1) * sizeof *bands);
	int *w = bands ? labelled_widths(t, s, &tidy, bands, margin) : NULL;
	if (!w) {
		free(bands);
		return false;
	}
	int h;
	bool ok = layout_tidy_size(t, &tidy, width, &h);
	free(w);
	*width += margin[0] + margin[1];
	/* layout_tidy_size's height is (deepest level) * rows + 1. */
	int deepest = (h - 1) / tidy.rows_per_level;
	*height = labelled_rows(t, s, bands, deepest, NULL);
	free(bands);
	if (*width < s->stretch)
		*width = s->stretch;
	return ok;
}

bool layout_labelled_height(const struct tree *t, const struct label_spec *s, int *height)
{
	if (s->tidy.fold || s->bands > 1 || s->stagger > 1)
		return false;
	int bands[TREE_MAX_DEPTH + 1];
	for (int d = 0; d <= t->height; d++)
		bands[d] = 1;
	*height = labelled_rows(t, s, bands, t->height, NULL);
	return true;
}

/* The columns the labels (width[n] wide, centred) reach past the left
 * and the right edge of the picture, as it is or spread over stretch
 * columns (0: as it is). */
static void overhang(const struct layout *l, const struct tree *t, const int *width, int stretch,
		     int *over)
{
	int w = stretch ? stretch : l->width;
	over[0] = over[1] = 0;
	for (node_id n = 0; n < t->count; n++) {
		if (l->hidden[n])
			continue;
		int x = stretch ? (int)(((long)l->x[n] * 2 + 1) * stretch / (2L * l->width)) : l->x[n];
		int left = x - width[n] / 2;
		if (-left > over[0])
			over[0] = -left;
		if (left + width[n] - w > over[1])
			over[1] = left + width[n] - w;
	}
}

/* The labelled layout from the compact layout of its columns (l, made
 * one row a level): its rows, and its columns spread.  bands: the levels'
 * bands (labelled_widths). */
static void labelled_rows_and_columns(struct layout *l, const struct tree *t,
				      const struct label_spec *s, const int *bands)
{
	int over[2];
	int deepest = l->height - 1;
	l->natural_width = l->width;
	l->label_rows = s->label_rows;
	l->bands = s->bands;
	l->rows_per_level = s->label_rows + 1 + s->extra_rows;
	memcpy(l->level_bands, bands, (size_t)l->levels * sizeof *bands);
	l->height = labelled_rows(t, s, l->level_bands, deepest, l->level_y);
	/* The nodes of a staggered level take its bands in turn, left to
	 * right (level order), so that two neighbours are never in one band;
	 * the nodes left out under a folded one take no turn.  The line down
	 * to a lower band passes behind the labels above it. */
	const struct node *nodes = t->nodes;   /* in locals: see tidy_with_rooms */
	const unsigned char *hidden = l->hidden;
	int *x = l->x, *y = l->y;
	for (int d = 0; d < l->levels; d++) {
		int next = 0, turns = l->level_bands[d], top = l->level_y[d];
		for (node_id n = l->level_start[d]; n < l->level_start[d + 1]; n++) {
			int band = turns > 1 && !hidden[n] ? next++ % turns : 0;
			y[n] = hidden[n] ? y[nodes[n].parent] : top + band * s->label_rows;
		}
	}
	/* With stagger, a staggered label is wider than its share of its
	 * row, and may reach past the picture's edges: the picture takes in
	 * the columns it needs there (at most margin), unless spreading it
	 * already brings the label in.  (Without, the picture is as it always
	 * was.) */
	bool spread = s->stretch > l->width && l->width > 0;
	over[0] = over[1] = 0;
	if (s->stagger > 1 || s->bands > 1)
		overhang(l, t, s->tidy.width, 0, over);
	if ((over[0] || over[1]) && spread) {
		int after[2];
		overhang(l, t, s->tidy.width, s->stretch, after);
		if (!after[0] && !after[1])
			over[0] = over[1] = 0;
	}
	for (node_id n = 0; over[0] && n < t->count; n++)
		l->x[n] += over[0];
	l->width += over[0] + over[1];
	/* Spread over the room there is: the same order, wider gaps.  A node
	 * left out keeps its parent's place (parents come first); that costs
	 * no division, and a tree folded to a few dozen nodes shown has
	 * thousands left out. */
	if (s->stretch > l->width && l->width > 0) {
		for (node_id n = 0; n < t->count; n++)
			x[n] = hidden[n] ? x[nodes[n].parent] :
			       (int)(((long)x[n] * 2 + 1) * s->stretch / (2L * l->width));
		l->width = s->stretch;
	}
}

bool layout_labelled(struct layout *l, const struct tree *t, const struct label_spec *s)
{
	struct tidy_spec tidy;
	int margin[2];
	int *bands = malloc(((size_t)t->height + 1) * sizeof *bands);
	int *w = bands ? labelled_widths(t, s, &tidy, bands, margin) : NULL;
	if (!w) {
		free(bands);
		return false;
	}
	tidy.rows_per_level = 1;
	bool ok = layout_tidy(l, t, &tidy);
	free(w);
	if (ok)
		labelled_rows_and_columns(l, t, s, bands);
	free(bands);
	return ok;
}

/* ---- Folding around a path ---------------------------------------------------
 * Folding at distance d draws each subtree that leaves the path d plies
 * deep: its top is a child of a node on the path, and it is folded d - 1
 * plies below its top, wherever the path runs.  So the room of every
 * subtree folded k plies below its top is worked out once, for every k
 * (layout_fold_rooms), and a path's picture is measured by summing along
 * the path alone: a few dozen nodes, not the whole tree. */

void layout_fold_marks(const struct tree *t, node_id at, int d, unsigned char *fold,
		       int *branch_depth)
{
	const struct node *nodes = t->nodes;   /* in locals: see tidy_with_rooms */
	node_id count = t->count;
	memset(fold, 0, (size_t)count);
	for (node_id n = 0; n < count; n++)
		branch_depth[n] = -1;
	for (node_id n = at; n >= 0; n = nodes[n].parent)
		branch_depth[n] = nodes[n].depth;
	for (node_id n = 1; n < count; n++) {
		if (branch_depth[n] < 0)
			branch_depth[n] = branch_depth[nodes[n].parent];
		fold[n] = nodes[n].depth - branch_depth[n] == d && nodes[n].nchildren;
	}
}

struct fold_rooms {
	struct label_spec spec;         /* its widths are real_width */
	int *real_width;                /* each node's label */
	struct tidy_spec tidy;          /* labelled_widths's: its widths are width */
	int *width;
	int *bands;                     /* of each level */
	int margin[2];
	/* room[first[n] + k]: the columns n's subtree takes folded k plies
	 * below n, for k = 0 up to plies[n], the plies under n (from there
	 * nothing is left to fold: it is the whole subtree's). */
	unsigned char *plies;
	int *first, *room;
};

static int folded_room(const struct fold_rooms *r, node_id n, int k)
{
	return r->room[r->first[n] + (k < r->plies[n] ? k : r->plies[n])];
}

void layout_fold_rooms_free(struct fold_rooms *r)
{
	if (!r)
		return;
	free(r->real_width);
	free(r->width);
	free(r->bands);
	free(r->plies);
	free(r->first);
	free(r->room);
	free(r);
}

struct fold_rooms *layout_fold_rooms(const struct tree *t, const struct label_spec *s)
{
	struct fold_rooms *r = calloc(1, sizeof *r);
	size_t count = (size_t)t->count;
	if (!r || s->stagger > 1)
		goto fail;
	r->spec = *s;
	r->spec.tidy.fold = NULL;
	r->real_width = malloc(count * sizeof *r->real_width);
	r->bands = malloc(((size_t)t->height + 1) * sizeof *r->bands);
	r->plies = malloc(count);
	r->first = malloc((count + 1) * sizeof *r->first);
	if (!r->real_width || !r->bands || !r->plies || !r->first)
		goto fail;
	memcpy(r->real_width, s->tidy.width, count * sizeof *r->real_width);
	r->spec.tidy.width = r->real_width;
	r->width = labelled_widths(t, &r->spec, &r->tidy, r->bands, r->margin);
	if (!r->width)
		goto fail;
	/* Children come after their parents (level order). */
	for (node_id n = t->count - 1; n >= 0; n--) {
		const struct node *nd = &t->nodes[n];
		int most = -1;
		for (int i = 0; i < nd->nchildren; i++)
			if (r->plies[nd->first_child + i] > most)
				most = r->plies[nd->first_child + i];
		r->plies[n] = (unsigned char)(most + 1);
	}
	r->first[0] = 0;
	for (node_id n = 0; n < t->count; n++)
		r->first[n + 1] = r->first[n] + r->plies[n] + 1;
	r->room = malloc((size_t)r->first[t->count] * sizeof *r->room);
	if (!r->room)
		goto fail;
	/* As measure() finds them, with the nodes k plies below n folded. */
	for (node_id n = t->count - 1; n >= 0; n--) {
		const struct node *nd = &t->nodes[n];
		int *room = &r->room[r->first[n]];
		room[0] = r->width[n];          /* a leaf, or n folded */
		if (!nd->nchildren)
			continue;
		int gaps = (nd->nchildren - 1) * children_gap(t, &r->tidy, n);
		for (int k = 1; k <= r->plies[n]; k++) {
			int sum = gaps;
			for (int i = 0; i < nd->nchildren; i++)
				sum += folded_room(r, nd->first_child + i, k - 1);
			room[k] = sum > r->width[n] ? sum : r->width[n];
		}
	}
	return r;
fail:
	layout_fold_rooms_free(r);
	return NULL;
}

struct fold_rooms *layout_fold_bounds(const struct tree *t, const struct label_spec *s)
{
	int *least = malloc((size_t)t->count * sizeof *least);
	if (!least)
		return NULL;
	/* labelled_widths gives a node of a staggered level (above the
	 * deepest) the share (widest + stagger) / stagger of its level's
	 * widest label shown, which is at least its own label's share; and
	 * rooms and rows only grow with the widths and the bands. */
	for (node_id n = 0; n < t->count; n++) {
		int w = s->tidy.width[n], share = (w + s->stagger) / s->stagger;
		least[n] = t->nodes[n].depth < t->height && share < w ? share : w;
	}
	struct label_spec unstaggered = *s;
	unstaggered.tidy.width = least;
	unstaggered.stagger = 1;
	struct fold_rooms *r = layout_fold_rooms(t, &unstaggered);
	free(least);
	return r;
}

/* The room of each node on the path to at, folding at d (into room, if
 * not NULL), and of the root; *deepest: the deepest level left shown. */
static int path_rooms(const struct tree *t, const struct fold_rooms *r, node_id at, int d,
		      int *room, int *deepest)
{
	int below_room = 0;
	*deepest = t->nodes[at].depth;
	for (node_id n = at, below = -1; n >= 0; below = n, n = t->nodes[n].parent) {
		const struct node *nd = &t->nodes[n];
		int sum = nd->nchildren ? (nd->nchildren - 1) * children_gap(t, &r->tidy, n) : -1;
		for (int i = 0; i < nd->nchildren; i++) {
			node_id c = nd->first_child + i;
			if (c == below) {
				sum += below_room;
				continue;
			}
			sum += folded_room(r, c, d - 1);
			int shown = nd->depth + 1 + (r->plies[c] < d - 1 ? r->plies[c] : d - 1);
			if (shown > *deepest)
				*deepest = shown;
		}
		below_room = sum > r->width[n] ? sum : r->width[n];
		if (room)
			room[n] = below_room;
	}
	return below_room;
}

void layout_folded_size(const struct tree *t, const struct fold_rooms *r, node_id at, int d,
			int *width, int *height)
{
	int deepest;
	*width = path_rooms(t, r, at, d, NULL, &deepest) + r->margin[0] + r->margin[1];
	*height = labelled_rows(t, &r->spec, r->bands, deepest, NULL);
}

bool layout_folded(struct layout *l, const struct tree *t, const struct fold_rooms *r,
		   node_id at, int d, int extra_rows, int stretch)
{
	unsigned char *fold = malloc((size_t)t->count);
	int *branch_depth = malloc((size_t)t->count * sizeof *branch_depth);
	int *room = malloc((size_t)t->count * sizeof *room);
	bool ok = fold && branch_depth && room;
	if (ok) {
		layout_fold_marks(t, at, d, fold, branch_depth);
		/* A node off the path is folded d - (its plies from the path)
		 * plies below it; one further down is not shown, and its room
		 * is not asked. */
		for (node_id n = 0; n < t->count; n++) {
			int from_path = t->nodes[n].depth - branch_depth[n];
			room[n] = from_path > 0 && from_path <= d ? folded_room(r, n, d - from_path) : 0;
		}
		int deepest;
		path_rooms(t, r, at, d, room, &deepest);
		struct tidy_spec tidy = r->tidy;
		tidy.fold = fold;
		tidy.rows_per_level = 1;
		struct label_spec s = r->spec;
		s.tidy.fold = fold;
		s.extra_rows = extra_rows;
		s.stretch = stretch;
		ok = tidy_with_rooms(l, t, &tidy, room);
		if (ok)
			labelled_rows_and_columns(l, t, &s, r->bands);
	}
	free(fold);
	free(branch_depth);
	free(room);
	return ok;
}

int layout_lines_row(const struct layout *l, const struct tree *t, node_id n)
{
	int d = t->nodes[n].depth;
	return l->level_y[d] + l->level_bands[d] * l->label_rows;
}

bool layout_copy(struct layout *to, const struct layout *from, const struct tree *t)
{
	layout_free(to);
	struct layout l = *from;
	if (!alloc(&l, t))
		return false;
	size_t n = (size_t)t->count, levels = (size_t)l.levels;
	memcpy(l.x, from->x, n * sizeof *l.x);
	memcpy(l.y, from->y, n * sizeof *l.y);
	if (from->outline)      /* only an outline fills it: 4 MB on a million nodes */
		memcpy(l.by_row, from->by_row, n * sizeof *l.by_row);
	memcpy(l.folded, from->folded, n);
	memcpy(l.hidden, from->hidden, n);
	memcpy(l.level_start, from->level_start, (levels + 1) * sizeof *l.level_start);
	memcpy(l.level_y, from->level_y, (levels + 1) * sizeof *l.level_y);
	memcpy(l.level_bands, from->level_bands, levels * sizeof *l.level_bands);
	/* alloc set these for a fresh layout: from's are the ones. */
	l.bands = from->bands;
	l.label_rows = from->label_rows;
	*to = l;
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
	free(l->level_bands);
	l->x = l->y = NULL;
	l->level_start = l->by_row = NULL;
	l->level_y = l->level_bands = NULL;
}
