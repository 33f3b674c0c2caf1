/* layout.h - where each node goes on the screen, in picture coordinates.
 *
 * The textbook layout puts the root on top and each level three rows
 * lower (a row for names, one for values, one for the connecting lines);
 * leaves take one slot each, left to right, and a parent sits centred
 * over its children.  The outline layout is one node per row, indented by
 * depth, for trees too big to draw.  The display scrolls over these
 * coordinates; nothing here knows about curses. */
#ifndef TREESTEP_LAYOUT_H
#define TREESTEP_LAYOUT_H

#include <stdbool.h>

#include "tree/tree.h"

#define LAYOUT_ROWS_PER_LEVEL 3

struct layout {
	bool outline;
	int rows_per_level;     /* tree layouts: rows from one depth to the next */
	/* A folded node is drawn as one cell and its subtree is not drawn:
	 * hidden[n] is set for the nodes under it, which get their folded
	 * ancestor's place so that each level stays in left-to-right order. */
	unsigned char *folded, *hidden;
	int *x;                 /* tree: the centre column; outline: the indent */
	int *y;                 /* the row of the node's name */
	int width, height;      /* of the whole picture */
	int slot;               /* columns per leaf (tree layout) */
	/* Tree layout: the nodes of depth d are level_start[d] up to
	 * level_start[d + 1], left to right (level order). */
	node_id *level_start;
	int levels;
	/* Outline layout: the node on each row. */
	node_id *by_row;
	/* Tree layouts: the first row of each depth (levels + 1 of them, the
	 * last the picture's height), and the rows a label takes. */
	int *level_y;
	int label_rows;
	int bands;              /* the deepest leaves are staggered over this many rows
	                           of labels (1: one row) */
	/* Tree layouts: the rows of labels each depth is staggered over
	 * (levels of them; 1: one row). */
	int *level_bands;
	/* The labelled layout: its width before it was spread over stretch
	 * columns.  Made with any stretch up to this, it is the same picture,
	 * which is what lets a view reuse it at another width. */
	int natural_width;
};

bool layout_tree(struct layout *l, const struct tree *t, int slot);
/* The width and height layout_tree would give, without making it. */
void layout_tree_size(const struct tree *t, int slot, int *width, int *height);

/* The compact layout: every node n needs width[n] columns for its label,
 * and each subtree gets just the room its labels need, so that no two
 * labels on a row ever touch (gap columns at least between neighbours;
 * leaves of one parent may sit gap_leaves apart, and those of depth
 * packed_depth, if not 0, side by side).  A parent is centred
 * over its children, moved in only as far as its label must be to stay
 * inside its subtree's room.  With fold (NULL: none), the nodes it marks
 * are drawn as one cell and their subtrees are left out. */
struct tidy_spec {
	const int *width;
	int gap, gap_leaves;
	int packed_depth;
	int rows_per_level;
	const unsigned char *fold;
};
bool layout_tidy(struct layout *l, const struct tree *t, const struct tidy_spec *s);
/* The width and height layout_tidy would give, without placing a node:
 * how a view tries levels on a large tree.  False when memory runs out. */
bool layout_tidy_size(const struct tree *t, const struct tidy_spec *s, int *width, int *height);
/* The labelled layout, for the stepper: the compact layout's columns,
 * each node label_rows rows high (name, value, window), a row of lines
 * under a parent's level and extra rows of longer edges; the leaves of
 * the deepest level in bands staggered rows of labels where one row
 * cannot hold them (each leaf then needs only leaf_room columns).  With
 * stagger > 1, a level of parents whose labels are wider than their
 * children (the parents of the leaves, most often) is staggered over
 * that many rows too, each node then needing its share of the widest
 * label of the level.  The picture is spread over stretch columns when
 * it is narrower (0: not). */
struct label_spec {
	struct tidy_spec tidy;
	int label_rows, extra_rows;
	int bands, leaf_room;
	int stagger;
	int stretch;
};
bool layout_labelled(struct layout *l, const struct tree *t, const struct label_spec *s);
bool layout_labelled_size(const struct tree *t, const struct label_spec *s, int *width,
			  int *height);
/* Its height alone where that needs no pass over the nodes (a picture
 * not folded, with no bands of leaves and no level staggered: every
 * level's rows down to the deepest); false where it does.  Only the
 * fields of s that say how the rows go are read, not the widths. */
bool layout_labelled_height(const struct tree *t, const struct label_spec *s, int *height);
/* Folding around a path (the stepper's fit): the subtrees that leave the
 * path from the root to at are folded d plies below where they leave it
 * (d >= 1): fold[n] is set for a node with children that many plies
 * below its nearest ancestor on the path (branch_depth[n]'s depth). */
void layout_fold_marks(const struct tree *t, node_id at, int d, unsigned char *fold,
		       int *branch_depth);
/* What measures a labelled layout folded around any path quickly: made
 * once for a tree and a label_spec (its fold and stretch unused; not
 * with stagger > 1, where a level's labels depend on which nodes the
 * path leaves shown).  NULL when memory runs out. */
struct fold_rooms;
struct fold_rooms *layout_fold_rooms(const struct tree *t, const struct label_spec *s);
void layout_fold_rooms_free(struct fold_rooms *r);
/* For a spec with stagger > 1: rooms that measure, for any path, a
 * picture no wider and no taller than the staggered one (no level
 * staggered, each label at the least share staggering could give it):
 * enough to pass over a staggered shape that cannot fit without
 * measuring it node by node.  NULL when memory runs out. */
struct fold_rooms *layout_fold_bounds(const struct tree *t, const struct label_spec *s);
/* What layout_labelled_size gives with the spec's fold the marks of at and
 * d, in time proportional to the nodes on the path and their children. */
void layout_folded_size(const struct tree *t, const struct fold_rooms *r, node_id at, int d,
			int *width, int *height);
/* What layout_labelled gives with those marks, extra_rows and stretch. */
bool layout_folded(struct layout *l, const struct tree *t, const struct fold_rooms *r,
		   node_id at, int d, int extra_rows, int stretch);
/* The row of the lines from n down to its children (tree layouts): under
 * the last band of n's level, so that a staggered parent's line passes
 * between the labels of the band under it. */
int layout_lines_row(const struct layout *l, const struct tree *t, node_id n);
bool layout_outline(struct layout *l, const struct tree *t);
/* A copy of from, a layout of t, into to (which is freed first). */
bool layout_copy(struct layout *to, const struct layout *from, const struct tree *t);
void layout_free(struct layout *l);

#endif
