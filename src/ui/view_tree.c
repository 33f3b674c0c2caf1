/* view_tree.c - the tree: nodes, their values and the lines between them,
 * in the textbook layout or the outline, scrolled to follow the search.
 * layout.c has placed every node; this file draws the part in view. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <ctype.h>
#include <string.h>

#include "words/narrate.h"
#include "replay/nodetype.h"
#include "tree/tree.h"
#include "tree/i18n.h"
#include "ui/ui.h"

static attr_t node_attr(const struct ui *ui, enum draw_state s)
{
	switch (s) {
	case DRAW_CURRENT:
		return A_REVERSE | A_BOLD | colour(ui, C_CURRENT);
	case DRAW_PATH:
		return A_BOLD | colour(ui, C_PATH);
	case DRAW_PRUNED:
		return A_DIM | colour(ui, C_PRUNED);
	case DRAW_DONE:
		return colour(ui, C_DONE);
	case DRAW_UNREACHED:
		return A_DIM;
	}
	return 0;
}

/* A node's value or bound as the search has established it, or for a leaf
 * not yet evaluated the value written in the file (*written is set then:
 * it is drawn dim, so that the two are never taken for each other).  With
 * leaf values hidden (L), a leaf shows nothing until it is evaluated. */
static void node_value(const struct ui *ui, const struct state *st, node_id n, char *v,
		       size_t len, bool *written)
{
	*written = false;
	narrate_node_value(v, len, st, ui->show.view, n);
	relabel(ui, n, v, len, written);
	if (!*v && !ui->tree->nodes[n].nchildren && ui->tree->nodes[n].same < 0 &&
	    !ui->show.hide_leaves) {
		narrate_leaf_value(v, len, st, ui->show.view, n);
		*written = true;
	}
}

/* The full level's second line (narrate_node_label), but a practice's
 * answers, or "?" for the node a question asks about. */
static void value_label(const struct ui *ui, const struct state *st, node_id n, char *buf,
			size_t len, bool *written)
{
	*written = false;
	narrate_node_label(buf, len, st, ui->show.view, n, !ui->show.hide_leaves, ui->look.g->times,
			   written);
	relabel(ui, n, buf, len, written);
}

/* ---- Labels at each zoom level ---------------------------------------------- */

const char *zoom_name(enum zoom z)
{
	static const char *const names[ZOOM_COUNT] = {
		/* TRANSLATORS: the zoom levels, in "Zoom: %s." and the title
		 * bar's "[zoom: %s]". */
		[ZOOM_FIT] = N_("fit"), [ZOOM_FULL] = N_("full labels"), [ZOOM_COMPACT] = N_("compact"),
		[ZOOM_TINY] = N_("one character a node"),
	};
	return _(names[z]);
}

static const char *marker(const struct ui *ui, node_id n)
{
	const struct node *nd = &ui->tree->nodes[n];
	return nd->is_chance ? ui->look.g->chance : nd->is_max ? ui->look.g->max : ui->look.g->min;
}

/* The compact label: a leaf's value; an inner node's side and its value or
 * bound once there is one.  A folded node adds the fold mark. */
static void compact_label(const struct ui *ui, const struct state *st, const struct layout *l,
			  node_id n, char *buf, size_t len, bool *written)
{
	char v[32];
	node_value(ui, st, n, v, sizeof v, written);
	if (!ui->tree->nodes[n].nchildren)
		snprintf(buf, len, "%s", *v ? v : marker(ui, n));
	else
		snprintf(buf, len, "%s%s%s", marker(ui, n), v, l->folded[n] ? ui->look.g->fold : "");
}

/* Columns a compact label may ever need, whatever the step: a leaf's own
 * value, an inner node's side, a bound sign and the widest value of the
 * tree (or an infinity), and the fold mark. */
static int compact_width(const struct ui *ui, node_id n, int widest, bool folding)
{
	const struct node *nd = &ui->tree->nodes[n];
	if (nd->nchildren)
		return 1 + (ui->look.utf8 ? 1 : 2) + widest + folding;      /* the sign is >= or a ≥ */
	/* The negamax view shows a MIN leaf's value negated. */
	long v = ui->show.view == VIEW_NEGAMAX && !nd->is_max ? -(long)nd->value : nd->value;
	int w = v < 0 ? 2 : 1;
	for (v = v < 0 ? -v : v; v >= 10; v /= 10)
		w++;
	return w;
}

/* The widest value a bound may show, in the view on screen. */
static int widest_value(const struct ui *ui)
{
	int w = ui->show.view == VIEW_NEGAMAX ? ui->tree->widest_negated : ui->tree->widest_value;
	return w > 2 ? w : 2;           /* "-inf" draws as two characters */
}

/* ---- Making the picture ------------------------------------------------------- */

/* Trees up to this size are folded to fit; larger ones scroll, since
 * folding remakes the picture at every step. */
#define FOLD_MAX_NODES 20000
/* Trees up to this size also try staggering their parents (worth_trying). */
#define STAGGER_MAX_NODES 5000

/* The rows of the step screen that are never the tree's: the title, the
 * rule, the counters, the keys, two of narration and four of panels. */
#define STEP_FIXED_ROWS 10

/* The widest window a node may show, "(-inf,+inf)" drawn as "(-∞,+∞)". */
static int window_width(const struct ui *ui)
{
	return 3 + 2 * widest_value(ui);
}

/* The widest node-type mark: "C→A", expected CUT and found ALL. */
#define TYPE_WIDTH 3

/* Are node types drawn: asked for (N), on a search with a window, at a
 * level with room for a row of them? */
static bool types_shown(const struct ui *ui, enum zoom level)
{
	return ui->show.types && level != ZOOM_TINY;
}

/* A level's shape: how wide each label is and how the rows go.  The full
 * and the compact level are the labelled layout (layout.h): a name row, a
 * value row and, with W, a window row; the full level is as wide as every
 * name needs, the compact one as its values need, with names written where
 * they fit.  A dense compact shape has no name row: the names it has room
 * for go on the value row, just left of the label ("N5▲≥3").  bands > 1
 * staggers the deepest leaves; stagger > 1 the levels of parents whose
 * labels are wider than their children (layout.h). */
struct shape {
	enum zoom level;
	int bands;
	int gap;
	bool dense;
	int stagger;
};

/* Columns a full label may ever need: the name with its side, or the
 * value row at its widest ("cut 5 x2"). */
static int full_width(const struct ui *ui, node_id n, int widest, int mark)
{
	const struct node *nd = &ui->tree->nodes[n];
	int name = mark + (int)strlen(tree_name(ui->tree, n));
	/* "cut 5" or "5 x2": a pruned leaf is not searched twice. */
	int value = nd->nchildren ? 1 + widest + 3 : 4 + compact_width(ui, n, widest, false);
	return name > value ? name : value;
}

/* The label spec of a shape (spec->tidy.width is the caller's to free),
 * folding nothing: with folding, the labels have room for the fold mark,
 * and the caller sets spec->tidy.fold. */
/* How a shape's rows go, which needs no label's width. */
static struct label_spec rows_of(const struct ui *ui, const struct shape *sh)
{
	bool tiny = sh->level == ZOOM_TINY;
	return (struct label_spec){
		.tidy = { .rows_per_level = 2 },
		.label_rows = tiny ? 1 : 2 - sh->dense + (ui->show.windows || ui->show.types),
		.bands = sh->bands,
		.stagger = tiny ? 1 : sh->stagger,
	};
}

static bool spec_of(const struct ui *ui, const struct shape *sh, bool folding,
		    struct label_spec *spec)
{
	const struct tree *t = ui->tree;
	int *width = malloc((size_t)t->count * sizeof *width);
	if (!width)
		return false;
	int widest = widest_value(ui), leaves = 0;
	/* Both sides' marks are one column wide (a triangle, or ^ and v). */
	int mark = text_width(ui->look.g->max);
	bool tiny = sh->level == ZOOM_TINY;
	for (node_id n = 0; n < t->count; n++) {
		width[n] = tiny ? 1 : sh->level == ZOOM_FULL ? full_width(ui, n, widest, mark) :
			   compact_width(ui, n, widest, folding);
		/* Windows are written under the parents (a leaf's is its
		 * parent's, turned round). */
		if (ui->show.windows && !tiny && t->nodes[n].nchildren && width[n] < window_width(ui))
			width[n] = window_width(ui);
		/* The node type goes under every node, on a row of its own,
		 * or with W right of the window, on its row: room for it on
		 * both sides keeps the label centred. */
		int type_width = !types_shown(ui, sh->level) ? 0 :
				 ui->show.windows && t->nodes[n].nchildren ?
				 window_width(ui) + 2 * (1 + TYPE_WIDTH) : TYPE_WIDTH;
		if (width[n] < type_width)
			width[n] = type_width;
		if (!t->nodes[n].nchildren && t->nodes[n].depth == t->height && width[n] > leaves)
			leaves = width[n];
	}
	*spec = rows_of(ui, sh);
	/* Families apart a little more than brothers, so that they read as
	 * groups. */
	spec->tidy.width = width;
	spec->tidy.gap = tiny ? 1 : sh->gap;
	spec->tidy.gap_leaves = tiny ? 0 : 1;
	spec->leaf_room = (leaves + 1 + sh->bands - 1) / sh->bands;
	return true;
}

/* The shapes fit tries, best first: every name, in one row of leaves or
 * staggered; then values with names where they fit, over them and then
 * beside them; then the same with the parents' labels staggered too, down
 * to a column a leaf (five bands hold four-character values); then one
 * character a node. */
static const struct shape shapes[] = {
	{ ZOOM_FULL, 1, 2, false, 1 }, { ZOOM_FULL, 2, 2, false, 1 }, { ZOOM_FULL, 3, 2, false, 1 },
	{ ZOOM_COMPACT, 1, 2, false, 1 }, { ZOOM_COMPACT, 2, 2, false, 1 },
	{ ZOOM_COMPACT, 1, 1, false, 1 }, { ZOOM_COMPACT, 2, 1, false, 1 },
	{ ZOOM_COMPACT, 3, 1, false, 1 }, { ZOOM_COMPACT, 4, 1, false, 1 },
	{ ZOOM_COMPACT, 1, 1, true, 1 }, { ZOOM_COMPACT, 2, 1, true, 1 },
	{ ZOOM_COMPACT, 3, 1, true, 1 }, { ZOOM_COMPACT, 4, 1, true, 1 },
	{ ZOOM_COMPACT, 1, 1, false, 2 }, { ZOOM_COMPACT, 2, 1, false, 2 },
	{ ZOOM_COMPACT, 3, 1, false, 2 }, { ZOOM_COMPACT, 4, 1, false, 2 },
	{ ZOOM_COMPACT, 5, 1, false, 2 },
	{ ZOOM_COMPACT, 1, 1, true, 2 }, { ZOOM_COMPACT, 2, 1, true, 2 },
	{ ZOOM_COMPACT, 3, 1, true, 2 }, { ZOOM_COMPACT, 4, 1, true, 2 },
	{ ZOOM_COMPACT, 5, 1, true, 2 },
	{ ZOOM_TINY, 1, 1, false, 1 },
};
#define NSHAPES (int)(sizeof shapes / sizeof shapes[0])

/* ---- What every view of the tree shares ---------------------------------------
 * Measuring a shape is a pass over every node, and laying one out a few:
 * on a tree of a million nodes, 30 and 60 ms.  A shape's size depends on
 * the tree and on how nodes are labelled (the view, W, N, the marks), not
 * on the area, so every view of the tree (the step screen, the split
 * view's halves) and every question about it (tree_rows_wanted, fit) uses
 * one measurement; and the last picture made without folding is kept, so
 * that another view that wants the same one (the split view's halves
 * after the step screen, o back from the outline) copies it instead of
 * making it again. */
#define NSHAPES_MAX 32
_Static_assert(sizeof shapes / sizeof shapes[0] <= NSHAPES_MAX, "room for every shape's size");

struct pictures {
	/* How the nodes were labelled when these were made: a change of any
	 * empties them. */
	bool keyed;
	enum view view;
	bool windows, types, utf8;
	struct {
		bool known;
		int width, height;
	} size[NSHAPES_MAX];
	/* The last picture made without folding, with what it was made for. */
	bool has_layout;
	int shape, extra_rows, stretch;
	struct layout l;
	/* Each shape's rooms for folding around a path (layout.h), made the
	 * first time the shape is folded: with them a folded picture is
	 * measured, at every step and for every shape and distance fit
	 * tries, from the nodes on the path alone.  A staggered shape's
	 * are bounds (layout_fold_bounds). */
	struct fold_rooms *fold_rooms[NSHAPES_MAX];
};

struct pictures *pictures_new(void)
{
	return calloc(1, sizeof(struct pictures));
}

void pictures_forget(struct pictures *p)
{
	if (!p)
		return;
	layout_free(&p->l);
	for (int i = 0; i < NSHAPES_MAX; i++)
		layout_fold_rooms_free(p->fold_rooms[i]);
	memset(p, 0, sizeof *p);
}

void pictures_free(struct pictures *p)
{
	pictures_forget(p);
	free(p);
}

/* The ui's pictures, emptied first if the labels have changed since
 * they were made; NULL when there are none. */
static struct pictures *pictures_of(const struct ui *ui)
{
	struct pictures *p = ui->pictures;
	if (!p)
		return NULL;
	if (!p->keyed || p->view != ui->show.view || p->windows != ui->show.windows ||
	    p->types != ui->show.types || p->utf8 != ui->look.utf8) {
		pictures_forget(p);
		*p = (struct pictures){ .keyed = true, .view = ui->show.view,
					.windows = ui->show.windows, .types = ui->show.types,
					.utf8 = ui->look.utf8 };
	}
	return p;
}

static bool measure(const struct ui *ui, const struct shape *sh, const unsigned char *fold,
		    int *width, int *height)
{
	struct label_spec spec;
	if (!spec_of(ui, sh, fold != NULL, &spec))
		return false;
	spec.tidy.fold = fold;
	bool ok = layout_labelled_size(ui->tree, &spec, width, height);
	free((int *)spec.tidy.width);
	return ok;
}

/* The size make_level would give before any stretching, found without
 * placing the nodes; measured once a tree (and labelling) without
 * folding. */
static bool level_size(const struct ui *ui, const struct shape *sh, const unsigned char *fold,
		       int *width, int *height)
{
	struct pictures *p = fold ? NULL : pictures_of(ui);
	int i = (int)(sh - shapes);
	if (p && p->size[i].known) {
		*width = p->size[i].width;
		*height = p->size[i].height;
		return true;
	}
	if (!measure(ui, sh, fold, width, height))
		return false;
	if (p)
		p->size[i].known = true, p->size[i].width = *width, p->size[i].height = *height;
	return true;
}

/* The room a picture height rows high leaves in rows goes to it: longer
 * edges down to the next level (at most three rows more), and wider gaps
 * (stretch). */
static int extra_rows(const struct ui *ui, const struct shape *sh, int height, int rows)
{
	int parents = ui->tree->height;         /* the levels with edges under them */
	if (!parents || height >= rows || sh->level == ZOOM_TINY)
		return 0;
	return (rows - height) / parents < 3 ? (rows - height) / parents : 3;
}

static bool make_level(const struct ui *ui, struct layout *l, const struct shape *sh,
		       const unsigned char *fold, int cols, int rows)
{
	struct label_spec spec = rows_of(ui, sh);
	layout_free(l);
	int width, height;
	/* Only its height is wanted here: where the rows alone give it,
	 * a big tree is not measured before it is laid out. */
	spec.tidy.fold = fold;
	if (!layout_labelled_height(ui->tree, &spec, &height) &&
	    !level_size(ui, sh, fold, &width, &height))
		return false;
	int extra = extra_rows(ui, sh, height, rows);
	/* The picture kept is this one if it was made for the same shape
	 * and rows, and spread over the same columns, or over none at
	 * either width (a picture wider than both areas). */
	struct pictures *p = fold ? NULL : pictures_of(ui);
	int i = (int)(sh - shapes);
	if (p && p->has_layout && p->shape == i && p->extra_rows == extra &&
	    (p->stretch == cols || (p->stretch <= p->l.natural_width && cols <= p->l.natural_width)))
		return layout_copy(l, &p->l, ui->tree);
	if (!spec_of(ui, sh, fold != NULL, &spec))
		return false;
	spec.tidy.fold = fold;
	spec.extra_rows = extra;
	spec.stretch = cols;
	bool ok = layout_labelled(l, ui->tree, &spec);
	free((int *)spec.tidy.width);
	if (ok && p) {
		p->has_layout = layout_copy(&p->l, l, ui->tree);
		p->shape = i;
		p->extra_rows = extra;
		p->stretch = cols;
	}
	return ok;
}


/* Staggering and narrow gaps are for trees a screen can show whole; a tree
 * too big to fold tries one shape a level, so that each try (a pass over
 * every node) is not made nine times.  Staggering the parents too is for
 * a tree whose leaves nearly fit a row.  (It was kept from larger trees
 * when folding measured every shape node by node at every step; the
 * limit stays, since it decides which picture a tree gets.) */
static bool worth_trying(const struct ui *ui, int i)
{
	if (shapes[i].stagger > 1 && ui->tree->count > STAGGER_MAX_NODES)
		return false;
	return ui->tree->count <= FOLD_MAX_NODES || i == 0 || shapes[i].level != shapes[i - 1].level;
}

/* The most nodes at one depth. */
static long widest_level(const struct tree *t)
{
	node_id start[TREE_MAX_DEPTH + 2];
	long most = 0;
	tree_level_starts(t, t->height + 1, start);
	for (int d = 0; d <= t->height; d++)
		if (start[d + 1] - start[d] > most)
			most = start[d + 1] - start[d];
	return most;
}

/* Can the shape, unfolded, not fit cols columns, whatever its labels?
 * The nodes at one depth lie side by side, a column each at least, or
 * spread over the shape's bands or staggered rows: on a big tree no shape
 * fits, and this spares a pass over every node for each (30 ms on a
 * million nodes). */
static bool too_wide(const struct tree *t, const struct shape *sh, int cols)
{
	long rows = sh->bands > sh->stagger ? sh->bands : sh->stagger;
	return widest_level(t) > (long)cols * rows;
}

/* The node the picture follows: where the search is, or what it last
 * touched. */
static node_id focus(const struct state *st)
{
	const struct event *e = state_event(st);
	node_id n = state_current(st);
	return n >= 0 ? n : e ? e->node : 0;
}

/* The shape's rooms for folding (made the first time; for a staggered
 * shape, bounds), or NULL where there are none (no pictures: then the
 * folded tree is measured node by node). */
static const struct fold_rooms *fold_rooms_of(const struct ui *ui, const struct shape *sh)
{
	struct pictures *p = pictures_of(ui);
	int i = (int)(sh - shapes);
	if (!p)
		return NULL;
	if (!p->fold_rooms[i]) {
		struct label_spec spec;
		if (!spec_of(ui, sh, true, &spec))
			return NULL;
		p->fold_rooms[i] = sh->stagger > 1 ? layout_fold_bounds(ui->tree, &spec) :
				   layout_fold_rooms(ui->tree, &spec);
		free((int *)spec.tidy.width);
	}
	return p->fold_rooms[i];
}

/* One try of fit with a shape, folding at distance d from the path (0:
 * none): true, with the picture made, when it fits the area (only its
 * width, with whole false).  The size is worked out first, so that a
 * large tree is laid out once, with the shape that is chosen; folded,
 * from the shape's rooms along the path alone, and for a staggered shape,
 * whose rooms only bound it, node by node where the bound fits.  The
 * picture made is measured too: with its parents staggered, a label at
 * its edge may need a column the size (found without placing a node)
 * missed, and then the next shape is tried. */
static bool try_shape(const struct ui *ui, struct tree_view *tv, const struct shape *sh, int d,
		      unsigned char *fold, int *branch, bool whole, bool *ok)
{
	int width, height;
	if (!d && too_wide(ui->tree, sh, tv->cols)) {
		*ok = true;
		return false;
	}
	const struct fold_rooms *r = d ? fold_rooms_of(ui, sh) : NULL;
	if (r) {
		layout_folded_size(ui->tree, r, tv->fold_at, d, &width, &height);
		*ok = true;
		if (width > tv->cols || (whole && height > tv->rows))
			return false;
	}
	/* A staggered shape's rooms gave only the least it could be: where
	 * that fits, it is measured. */
	bool exact = r && sh->stagger == 1;
	if (!exact) {
		if (d)
			layout_fold_marks(ui->tree, tv->fold_at, d, fold, branch);
		*ok = level_size(ui, sh, d ? fold : NULL, &width, &height);
		if (!*ok || width > tv->cols || (whole && height > tv->rows))
			return false;
	}
	if (exact) {
		layout_free(&tv->l);
		*ok = layout_folded(&tv->l, ui->tree, r, tv->fold_at, d,
				    extra_rows(ui, sh, height, tv->rows), tv->cols);
	} else {
		*ok = make_level(ui, &tv->l, sh, d ? fold : NULL, tv->cols, tv->rows);
	}
	tv->level = sh->level;
	tv->dense = sh->dense;
	tv->shape = (int)(sh - shapes);
	tv->fold_depth = d;
	return *ok && tv->l.width <= tv->cols;
}

/* Fit: the best shape at which the whole tree fits; failing that, the
 * compact and then the one-character level with the subtrees off the path
 * folded, as little as will fit.  A tree too deep for the area at any
 * level is fitted by its width, and scrolls to follow the search down. */
static bool make_fit(const struct ui *ui, struct tree_view *tv, node_id at, int again_shape,
		     int again_fold)
{
	const struct tree *t = ui->tree;
	bool foldable = t->count <= FOLD_MAX_NODES && t->height >= 2, ok = true;
	unsigned char *fold = foldable ? malloc((size_t)t->count) : NULL;
	int *branch = foldable ? malloc((size_t)t->count * sizeof *branch) : NULL;
	if (foldable && (!fold || !branch))
		foldable = ok = false;
	tv->fold_at = at;
	/* Only the path moved, in a folded picture: the shape and the folding
	 * it had are tried first, so that the picture stays as it was where
	 * it still fits (and a step costs one measurement of the tree, not
	 * one for every shape and distance). */
	if (foldable && again_fold > 0 &&
	    try_shape(ui, tv, &shapes[again_shape], again_fold, fold, branch, true, &ok))
		goto done;
	/* A tree too big to fold is bigger than any screen: only its width
	 * can fit. */
	for (int whole = t->count <= FOLD_MAX_NODES; ok && whole >= 0; whole--) {
		if (!whole && t->count <= FOLD_MAX_NODES) {
			/* Taller than the area at every level and folding: it
			 * will scroll, so as little as it can, at the best shape
			 * of the least height. */
			int best = -1, best_height = 0, width, height;
			for (int i = 0; ok && i < NSHAPES; i++) {
				if (!worth_trying(ui, i))
					continue;
				ok = level_size(ui, &shapes[i], NULL, &width, &height);
				if (ok && width <= tv->cols && (best < 0 || height < best_height)) {
					best = i;
					best_height = height;
				}
			}
			if (ok && best >= 0 && try_shape(ui, tv, &shapes[best], 0, fold, branch, false, &ok))
				goto done;
		}
		for (int i = 0; i < NSHAPES; i++)
			if ((worth_trying(ui, i) && try_shape(ui, tv, &shapes[i], 0, fold, branch, whole, &ok)) || !ok)
				goto done;
		for (int i = 0; foldable && i < NSHAPES; i++)
			for (int d = t->height - 1; shapes[i].level != ZOOM_FULL && worth_trying(ui, i) && d >= 1; d--)
				if (try_shape(ui, tv, &shapes[i], d, fold, branch, whole, &ok) || !ok)
					goto done;
	}
	/* None fits: the full level scrolls. */
	ok = make_level(ui, &tv->l, &shapes[0], NULL, tv->cols, tv->rows);
	tv->level = ZOOM_FULL;
	tv->dense = false;
	tv->fold_depth = 0;
done:
	free(fold);
	free(branch);
	return ok;
}

/* Remakes the picture if the area, the zoom, the layout or (while
 * folding) the node on the path has changed since it was made. */
static bool make(const struct ui *ui, struct tree_view *tv, const struct state *st, int rows,
		 int cols)
{
	node_id at = focus(st);
	/* The rows the area has change with the narration's length, step by
	 * step.  They only choose the picture of a tree small enough to fit
	 * whole: a larger one (it cannot fold either) is fitted by its width
	 * alone, and is not laid out again at every step. */
	bool rows_matter = ui->tree->count <= FOLD_MAX_NODES && !ui->show.outline;
	if (tv->made && tv->outline == ui->show.outline && tv->asked == ui->show.zoom &&
	    (tv->rows == rows || !rows_matter) &&
	    tv->view == ui->show.view && tv->windows == ui->show.windows &&
	    tv->types == ui->show.types &&
	    tv->cols == cols && (!tv->fold_depth || tv->fold_at == at))
		return true;
	/* Only the node on the path moved, in a folded picture (make_fit). */
	bool path_only = tv->made && tv->outline == ui->show.outline && tv->asked == ui->show.zoom &&
			 tv->rows == rows && tv->view == ui->show.view &&
			 tv->windows == ui->show.windows && tv->types == ui->show.types &&
			 tv->cols == cols && tv->fold_depth;
	int again_shape = tv->shape, again_fold = path_only ? tv->fold_depth : 0;
	/* The same tree: what tree_rows_wanted found for it still holds. */
	int want = tv->want_rows, least = tv->want_least;
	tree_view_forget(tv);
	tv->want_rows = want;
	tv->want_least = least;
	tv->outline = ui->show.outline;
	tv->asked = ui->show.zoom;
	tv->view = ui->show.view;
	tv->windows = ui->show.windows;
	tv->types = ui->show.types;
	tv->rows = rows;
	tv->cols = cols;
	bool ok;
	tv->dense = false;
	if (ui->show.outline) {
		ok = layout_outline(&tv->l, ui->tree);
		tv->level = ZOOM_FULL;
	} else if (ui->show.zoom == ZOOM_FIT) {
		ok = make_fit(ui, tv, at, again_shape, again_fold);
	} else {
		const struct shape *sh = &shapes[0];
		while (sh->level != ui->show.zoom)
			sh++;
		ok = make_level(ui, &tv->l, sh, NULL, cols, rows);
		tv->level = ui->show.zoom;
	}
	tv->made = ok;
	return ok;
}

int tree_rows_wanted(const struct ui *ui, struct tree_view *tv, int cols)
{
	if (ui->show.outline)
		return ui->tree->count;
	if (tv->want_cols == cols && tv->want_zoom == ui->show.zoom && tv->want_view == ui->show.view &&
	    tv->want_windows == ui->show.windows && tv->want_types == ui->show.types &&
	    tv->want_rows > 0)
		return tv->want_rows;
	/* The first shape whose width fits, and the one with names (any but
	 * the one-character level) that is shortest. */
	int width = 0, height = 0, first = 0, least = 0, last = -1;
	for (int i = 0; i < NSHAPES; i++)
		if ((ui->show.zoom == ZOOM_FIT || shapes[i].level == ui->show.zoom) && worth_trying(ui, i))
			last = i;
	for (int i = 0; i < NSHAPES; i++) {
		if ((ui->show.zoom != ZOOM_FIT && shapes[i].level != ui->show.zoom) || !worth_trying(ui, i))
			continue;
		/* A shape too wide to fit is not measured: only the last one
		 * tried gives its height when none fits, from its rows where
		 * they give it. */
		bool wide = ui->show.zoom == ZOOM_FIT && too_wide(ui->tree, &shapes[i], cols);
		struct label_spec rows = rows_of(ui, &shapes[i]);
		if (wide && i != last)
			continue;
		if (wide && layout_labelled_height(ui->tree, &rows, &height))
			width = cols + 1;
		else if (!level_size(ui, &shapes[i], NULL, &width, &height))
			return 0;
		/* A staggered shape is tall: it is wanted only where the
		 * screen could give it its rows, or the panels would give
		 * theirs up for a picture that is not drawn. */
		if (shapes[i].stagger > 1 && height > LINES - STEP_FIXED_ROWS)
			continue;
		bool fits = width <= cols || ui->show.zoom != ZOOM_FIT;
		if (fits && !first)
			first = height;
		if (fits && shapes[i].level != ZOOM_TINY && (!least || height < least))
			least = height;
		/* A huge tree is sized once: each try is a pass over it. */
		if (first && ui->tree->count > FOLD_MAX_NODES)
			break;
	}
	if (!first)
		first = height;         /* none fits: the last tried, which scrolls */
	tv->want_cols = cols;
	tv->want_zoom = ui->show.zoom;
	tv->want_view = ui->show.view;
	tv->want_windows = ui->show.windows;
	tv->want_types = ui->show.types;
	tv->want_rows = first;
	tv->want_least = least ? least : first;
	return first;
}

int tree_rows_least(const struct ui *ui, struct tree_view *tv, int cols)
{
	if (ui->show.outline)
		return ui->tree->count;
	tree_rows_wanted(ui, tv, cols);
	return tv->want_least;
}

void tree_view_forget(struct tree_view *tv)
{
	layout_free(&tv->l);
	tv->made = false;
	tv->fold_depth = 0;
	tv->want_rows = 0;
}

void tree_view_free(struct tree_view *tv)
{
	tree_view_forget(tv);
}

/* ---- Drawing ------------------------------------------------------------------ */

/* The lines from n down to its children: a row under n's level across
 * its children, and from there a line down to each child (longer where
 * the picture has rows to spare, or the child is staggered).  A parent in
 * an upper band of a staggered level reaches the row by a line between
 * the labels of the bands under it. */
/* The probability of each move of the chance node n, written on the row
 * of lines at y next to the corner over its child: after it for a child
 * left of n (and straight under it), before it for one to the right, so
 * that each fraction sits on its own edge.  One that would run into the
 * next corner or n's own line is left out: the narration gives every
 * probability when the node returns. */
static void draw_probabilities(const struct ui *ui, const struct tree_view *tv, node_id n,
			       int y, int x0, int x1)
{
	const struct tree *t = ui->tree;
	const struct node *nd = &t->nodes[n];
	int px = tv->l.x[n];
	for (int i = 0; i < nd->nchildren; i++) {
		node_id c = nd->first_child + i;
		char p[24];
		snprintf(p, sizeof p, "%d/%d", t->prob[c].num, t->prob[c].den);
		int w = (int)strlen(p), cx = tv->l.x[c], from;
		if (cx <= px) {         /* room up to the next corner, or n's line */
			int next = i + 1 < nd->nchildren ? tv->l.x[c + 1] : INT_MAX;
			int limit = cx < px && px < next ? px : next;
			if (cx + w >= limit)
				continue;
			from = cx + 1;
		} else {                /* room back to the corner before, or n's line */
			int prev = i > 0 ? tv->l.x[c - 1] : px;
			int limit = prev < px ? px : prev;
			if (cx - w <= limit)
				continue;
			from = cx - w;
		}
		put_clipped(y, from - tv->scroll_x + x0, x0, x1, p);
	}
}

static void draw_connectors(const struct ui *ui, const struct tree_view *tv,
			    const struct state *st, node_id n, int top, int rows, int x0, int x1)
{
	const struct glyphs *g = ui->look.g;
	const struct layout *l = &tv->l;
	const struct node *nd = &ui->tree->nodes[n];
	int px = l->x[n] - tv->scroll_x + x0;
	int first = l->x[nd->first_child] - tv->scroll_x + x0;
	int last = l->x[nd->first_child + nd->nchildren - 1] - tv->scroll_x + x0;
	int y = layout_lines_row(l, ui->tree, n) - tv->scroll_y + top;

	if (last < x0 || first >= x1)
		return;
	/* Below a node where the search stops, the horizon: a dotted line. */
	bool horizon = state_at_horizon(st, n);
	attr_t a = horizon ? A_DIM :
		   node_attr(ui, state_node(st, n) == DRAW_UNREACHED ? DRAW_UNREACHED : DRAW_DONE);
	attron(a);
	for (int cy = l->y[n] + l->label_rows - tv->scroll_y + top; cy < y; cy++)
		if (cy >= top && cy < top + rows)
			put_clipped(cy, px, x0, x1, g->vline);
	for (int i = 0; i < nd->nchildren; i++) {
		node_id c = nd->first_child + i;
		int cx = l->x[c] - tv->scroll_x + x0;
		for (int cy = y + 1; cy < l->y[c] - tv->scroll_y + top; cy++)
			if (cy >= top && cy < top + rows)
				put_clipped(cy, cx, x0, x1, g->vline);
	}
	if (y < top || y >= top + rows) {
		attroff(a);
		return;
	}
	for (int x = first > x0 ? first : x0; x <= last && x < x1; x++)
		put_clipped(y, x, x0, x1, horizon ? g->horizon : g->hline);
	for (int i = 0; i < nd->nchildren; i++) {
		node_id c = nd->first_child + i;
		const char *j = st->nodes[c].cut ? g->cut_edge :
				nd->nchildren == 1 ? g->vline :
				i == 0 ? g->corner_left :
				i == nd->nchildren - 1 ? g->corner_right : g->tee_down;
		put_clipped(y, l->x[c] - tv->scroll_x + x0, x0, x1, j);
	}
	if (nd->nchildren > 1) {
		/* Where the line from the parent meets the row; over a child
		 * whose edge is cut, the cut mark stays. */
		const char *j = g->tee_up;
		bool over_cut = false;
		for (int i = 0; i < nd->nchildren; i++) {
			node_id c = nd->first_child + i;
			if (l->x[c] != l->x[n])
				continue;
			j = i == 0 ? g->tee_right : i == nd->nchildren - 1 ? g->tee_left : g->cross;
			over_cut = st->nodes[c].cut;
		}
		if (!over_cut)
			put_clipped(y, px, x0, x1, j);
	}
	if (nd->is_chance && ui->tree->prob)
		draw_probabilities(ui, tv, n, y, x0, x1);
	attroff(a);
}

/* The scroll offset that shows position pos of a picture of the given
 * size through a view: a function of pos alone, so that a step looks the
 * same however it was reached.  pos is snapped to quarters of the view, so
 * the picture moves in jumps rather than on every step. */
static int scroll_for(int pos, int view, int size)
{
	if (size <= view)
		return 0;
	int quantum = view / 4 > 0 ? view / 4 : 1;
	int s = (pos / quantum) * quantum + quantum / 2 - view / 2;
	if (s > size - view)
		s = size - view;
	return s < 0 ? 0 : s;
}

static int clamp(int v, int lo, int hi)
{
	return v > hi ? hi : v < lo ? lo : v;
}

/* Keeps the node the search is at (or last touched) inside the area,
 * unless the student has moved the picture (Shift+arrows). */
static void scroll_to(struct tree_view *tv, const struct state *st, int rows, int cols)
{
	const struct layout *l = &tv->l;
	if (tv->panning) {
		tv->scroll_x = clamp(tv->pan_x, 0, l->width > cols ? l->width - cols : 0);
		tv->scroll_y = clamp(tv->pan_y, 0, l->height > rows ? l->height - rows : 0);
		return;
	}
	node_id n = focus(st);
	tv->scroll_x = scroll_for(l->x[n], cols, l->width);
	tv->scroll_y = scroll_for(l->y[n] + 1, rows, l->height);
}

/* How far a node reaches across the picture: its label, and the line to
 * its children.  Along one level of a tree layout both ends only grow
 * from left to right, which is what lets draw_tree search a level. */
static int reach_left(const struct tree *t, const struct layout *l, node_id n, int margin)
{
	const struct node *nd = &t->nodes[n];
	int left = l->x[n] - margin;
	return nd->nchildren && l->x[nd->first_child] < left ? l->x[nd->first_child] : left;
}

static int reach_right(const struct tree *t, const struct layout *l, node_id n, int margin)
{
	const struct node *nd = &t->nodes[n];
	int right = l->x[n] + margin;
	int last = nd->nchildren ? l->x[nd->first_child + nd->nchildren - 1] : right;
	return last > right ? last : right;
}

static void draw_label(int y, int x, int x0, int x1, const char *s, attr_t a, bool centred)
{
	attron(a);
	put_clipped(y, centred ? x - text_width(s) / 2 : x, x0, x1, s);
	attroff(a);
}

/* The nodes whose names the compact level writes before any other: those
 * the stack, the narration, a question or the selection names, so that
 * what the text talks of is on the tree; in the split view, those only
 * this half's search entered, which "only here" lists. */
static void mark_named(const struct ui *ui, const struct state *st, const struct state *other,
		       const node_id *shown, int count, unsigned char *named)
{
	const struct tree *t = ui->tree;
	/* Only the nodes in view are asked about: not every node of the
	 * tree at every frame. */
	for (int i = 0; other && i < count; i++)
		named[shown[i]] |= st->nodes[shown[i]].seen && !other->nodes[shown[i]].seen;
	for (int i = 0; i < st->depth; i++)
		named[st->stack[i].node] = 1;
	named[focus(st)] = 1;
	if (ui->sel >= 0)
		named[ui->sel] = 1;
	const struct stop *q = open_question(ui);
	if (q && q->node >= 0 && q->node < t->count)
		named[q->node] = 1;
	/* Looking each word up costs the tree's size: a huge tree's names
	 * come from the stack alone, so that a redraw stays quick. */
	if (t->count > 5000)
		return;
	char text[1024];
	narrate_step(st, ui->show.view, text, sizeof text);
	for (char *p = text; *p;) {
		size_t n = strcspn(p, " ,.;:()!?\"'");
		if (n > 0 && n <= NAME_MAX_LEN) {
			char word[NAME_MAX_LEN + 1];
			memcpy(word, p, n);
			word[n] = '\0';
			node_id id = tree_find(t, word, 0, NULL);
			if (id >= 0)
				named[id] = 1;
		}
		p += n;
		p += *p != '\0';
	}
}

/* One row's cells already written, so that a name never covers another
 * label or a line (the compact level writes names where they fit). */
struct cells {
	unsigned char *used;
	int top, rows, x0, cols;
};

/* Whether w cells from x are free, and a space either side (right:
 * false where the name is to touch what is right of it, its own label). */
static bool cells_free(const struct cells *c, int y, int x, int w, bool right)
{
	if (y < c->top || y >= c->top + c->rows || x < c->x0 || x + w > c->x0 + c->cols)
		return false;
	for (int i = x - 1; i < x + w + right; i++)
		if (i >= c->x0 && i < c->x0 + c->cols && c->used[(y - c->top) * c->cols + i - c->x0])
			return false;
	return true;
}

static void cells_take(struct cells *c, int y, int x, int w)
{
	if (y < c->top || y >= c->top + c->rows)
		return;
	for (int i = x; i < x + w; i++)
		if (i >= c->x0 && i < c->x0 + c->cols)
			c->used[(y - c->top) * c->cols + i - c->x0] = 1;
}

/* n's node-type mark (nt: NULL when types are not shown): the expected
 * type in lower case until the node returns, then the found type in
 * capitals, or where it is not the expected one both, "C→A"; *mismatch
 * says which.  While a lesson asks about n, only the expected type: its
 * found type is part of the answer. */
static void type_mark(const struct ui *ui, const struct node_types *nt, node_id n, char *buf,
		      size_t len, bool *mismatch)
{
	*mismatch = false;
	*buf = '\0';
	if (!nt)
		return;
	enum node_type want = nt->expected[n], got = nt->found[n];
	const struct stop *q = open_question(ui);
	if (q && q->node == n)
		got = NODE_NONE;
	if (got == NODE_NONE)
		snprintf(buf, len, "%c", node_type_letter(want) - 'A' + 'a');
	else if (got == want)
		snprintf(buf, len, "%c", node_type_letter(got));
	else {
		snprintf(buf, len, "%c%s%c", node_type_letter(want), ui->look.utf8 ? "→" : ">",
			 node_type_letter(got));
		*mismatch = true;
	}
}

static void draw_node(const struct ui *ui, const struct tree_view *tv, const struct state *st,
		      const struct state *other, const struct node_types *nt, node_id n, int top,
		      int rows, int x0, int x1)
{
	const struct tree *t = ui->tree;
	const struct layout *l = &tv->l;
	char name[64], value[64], sym[128];
	bool written;
	/* A node left out of a folded picture is not drawn: asked first,
	 * since what a node is at this step costs a look at the stack. */
	if (l->hidden[n])
		return;
	int y = l->y[n] - tv->scroll_y + top;
	int x = l->x[n] - tv->scroll_x + x0;
	enum draw_state s = state_node(st, n);
	/* Split view: marked when only this side has been here; the node
	 * selected for editing, bold and underlined. */
	attr_t only = other && st->nodes[n].seen && !other->nodes[n].seen ? A_UNDERLINE : 0;
	if (n == ui->sel)
		only |= A_UNDERLINE | A_BOLD;
	/* A value only written in the file is dim, and stays so when pruned. */
	attr_t shown = node_attr(ui, s == DRAW_CURRENT ? DRAW_PATH : s);

	snprintf(name, sizeof name, "%s%s", marker(ui, n), tree_name(t, n));
	char mark[16];
	bool mismatch;
	type_mark(ui, nt, n, mark, sizeof mark, &mismatch);
	/* A mismatch stands out without colour too; an expected type not yet
	 * checked is dim. */
	attr_t mark_attr = mismatch ? A_BOLD | A_UNDERLINE | colour(ui, C_CHANGED) :
			   islower((unsigned char)*mark) ? A_DIM : 0;
	if (l->outline) {
		value_label(ui, st, n, value, sizeof value, &written);
		symbolize(ui, value, sym, sizeof sym);
		if (written)
			shown = A_DIM | (s == DRAW_PRUNED ? colour(ui, C_PRUNED) : 0);
		draw_label(y, x, x0, x1, name, node_attr(ui, s) | only, false);
		draw_label(y, x + text_width(name) + 1, x0, x1, sym, shown, false);
		if (*mark)
			draw_label(y, x + text_width(name) + 2 + text_width(sym), x0, x1, mark,
				   mark_attr, false);
		return;
	}
	if (tv->level == ZOOM_FULL) {
		value_label(ui, st, n, value, sizeof value, &written);
		symbolize(ui, value, sym, sizeof sym);
		if (written)
			shown = A_DIM | (s == DRAW_PRUNED ? colour(ui, C_PRUNED) : 0);
		if (y >= top && y < top + rows)
			draw_label(y, x, x0, x1, name, node_attr(ui, s) | only, true);
		if (y + 1 >= top && y + 1 < top + rows)
			draw_label(y + 1, x, x0, x1, sym, shown, true);
	} else {
		int row = tv->level == ZOOM_TINY || tv->dense ? y : y + 1;
		if (tv->level == ZOOM_TINY) {
			snprintf(sym, sizeof sym, "%s", l->folded[n] ? ui->look.g->fold : marker(ui, n));
			written = false;
		} else {
			compact_label(ui, st, l, n, value, sizeof value, &written);
			symbolize(ui, value, sym, sizeof sym);
		}
		attr_t a = node_attr(ui, s) | only;
		if (written)
			a = A_DIM | (s == DRAW_PRUNED ? colour(ui, C_PRUNED) : 0) | only;
		if (row >= top && row < top + rows)
			draw_label(row, x, x0, x1, sym, a, true);
	}
	/* The window goes under the value, on the last of the label's rows,
	 * and the node type there too: right of the window, or alone. */
	int wy = y + l->label_rows - 1, type_x = x;
	bool type_centred = true;
	if (ui->show.windows && tv->level != ZOOM_TINY && !l->outline && t->nodes[n].nchildren &&
	    wy >= top && wy < top + rows) {
		narrate_node_window(value, sizeof value, st, ui->show.view, n);
		symbolize(ui, value, sym, sizeof sym);
		draw_label(wy, x, x0, x1, sym, A_DIM | colour(ui, C_PATH) * (s == DRAW_CURRENT ||
			   s == DRAW_PATH), true);
		type_x = x - text_width(sym) / 2 + text_width(sym) + 1;
		type_centred = false;
	}
	if (*mark && tv->level != ZOOM_TINY && wy >= top && wy < top + rows)
		draw_label(wy, type_x, x0, x1, mark, mark_attr, type_centred);
	if (t->nodes[n].nchildren && !l->folded[n])
		draw_connectors(ui, tv, st, n, top, rows, x0, x1);
}

/* The compact level's names, on the row over each value or, dense, just
 * left of it: first those the text names, then every other that fits
 * without touching a label or another name. */
static void draw_names(const struct ui *ui, const struct tree_view *tv, const struct state *st,
		       const struct state *other,
		       const node_id *shown, int count, int top, int rows, int x0, int x1)
{
	const struct tree *t = ui->tree;
	const struct layout *l = &tv->l;
	unsigned char *named = calloc((size_t)t->count, 1);
	int *left = tv->dense ? malloc((size_t)count * sizeof *left) : NULL;
	struct cells c = { calloc((size_t)rows * (size_t)(x1 - x0), 1), top, rows, x0, x1 - x0 };
	if (!named || !c.used || (tv->dense && !left))
		goto out;
	mark_named(ui, st, other, shown, count, named);
	for (int i = 0; i < count; i++) {
		node_id n = shown[i];
		int y = l->y[n] - tv->scroll_y + top, x = l->x[n] - tv->scroll_x + x0;
		/* The lines down to staggered nodes, and from staggered
		 * parents, cross the name rows. */
		node_id p = t->nodes[n].parent;
		for (int cy = p >= 0 ? layout_lines_row(l, t, p) - tv->scroll_y + top + 1 : y; cy < y; cy++)
			cells_take(&c, cy, x, 1);
		if (!l->hidden[n] && !l->folded[n] && t->nodes[n].nchildren)
			for (int cy = y + l->label_rows; cy < layout_lines_row(l, t, n) - tv->scroll_y + top; cy++)
				cells_take(&c, cy, x, 1);
		/* Dense, the names share the labels' row. */
		if (left && !l->hidden[n]) {
			char value[64], sym[128];
			bool written;
			compact_label(ui, st, l, n, value, sizeof value, &written);
			symbolize(ui, value, sym, sizeof sym);
			int w = text_width(sym);
			left[i] = x - w / 2;
			cells_take(&c, y, left[i], w);
		}
	}
	for (int pass = 0; pass < 2; pass++)
		for (int i = 0; i < count; i++) {
			node_id n = shown[i];
			if (named[n] != !pass || l->hidden[n])
				continue;
			char name[64];
			snprintf(name, sizeof name, "%s", tree_name(t, n));
			int w = text_width(name);
			int y = l->y[n] - tv->scroll_y + top, x = l->x[n] - tv->scroll_x + x0 - w / 2;
			/* Beside a leaf's value a space, or "N7" and "3" would
			 * read as "N73"; an inner node's label starts with its
			 * side's mark. */
			if (left)
				x = left[i] - w - !t->nodes[n].nchildren;
			/* The names the text talks of go first; two names never
			 * touch, or they would read as one. */
			if (!cells_free(&c, y, x, w, !left))
				continue;
			cells_take(&c, y, x, w);
			draw_label(y, x, x0, x1, name, node_attr(ui, state_node(st, n)) |
				   (pass ? A_DIM : A_BOLD), false);
		}
out:
	free(named);
	free(left);
	free(c.used);
}

/* Draws the part of the tree inside the area, visiting only the nodes that
 * can show there, so that a tree of a million nodes draws as fast as one
 * of fifteen: in the outline the rows on screen, in a tree layout the
 * levels on screen and, by binary search, the stretch of each level that
 * reaches into view. */
void draw_tree(const struct ui *ui, struct tree_view *tv, const struct state *st,
	       const struct state *other, int top, int rows, int x0, int x1)
{
	const struct tree *t = ui->tree;
	int margin = NAME_MAX_LEN + 16;
	if (!make(ui, tv, st, rows, x1 - x0))
		return;
	const struct layout *l = &tv->l;
	scroll_to(tv, st, rows, x1 - x0);
	tv->top = top;
	tv->x0 = x0;
	/* The types at this step, worked out once for the whole picture. */
	struct node_types nt;
	const struct node_types *ntp = NULL;
	if (ui->show.types && node_types_apply(st->algo) && node_types_at(st, &nt))
		ntp = &nt;
	if (l->outline) {
		for (int r = tv->scroll_y; r < tv->scroll_y + rows && r < l->height; r++)
			draw_node(ui, tv, st, other, ntp, l->by_row[r], top, rows, x0, x1);
		if (ntp)
			node_types_free(&nt);
		return;
	}
	/* The nodes in view, for the names: at most a screenful of labels
	 * (seen of them scanned, count drawn). */
	int cap = 4096, seen = 0, count = 0;
	node_id *shown = tv->level == ZOOM_COMPACT ? malloc((size_t)cap * sizeof *shown) : NULL;
	int lo = tv->scroll_x, hi = tv->scroll_x + (x1 - x0);
	for (int d = 0; d < l->levels; d++) {
		int y = l->level_y[d] - tv->scroll_y;
		if (l->level_y[d + 1] - tv->scroll_y <= 0 || y >= rows)
			continue;
		node_id first = l->level_start[d], end = l->level_start[d + 1];
		while (first < end) {           /* the first node reaching right of lo */
			node_id mid = first + (end - first) / 2;
			if (reach_right(t, l, mid, margin) < lo)
				first = mid + 1;
			else
				end = mid;
		}
		for (node_id n = first; n < l->level_start[d + 1] &&
		     reach_left(t, l, n, margin) <= hi; n++) {
			if (l->hidden[n]) {
				/* Left out under a folded node, at its place, and
				 * so are its brothers: in a folded picture, most
				 * of a level, passed over a family at a time.
				 * They count toward the cap on names all the same,
				 * as they always have: the names drawn stay so. */
				const struct node *p = &t->nodes[t->nodes[n].parent];
				node_id last = p->first_child + p->nchildren - 1;
				seen += (int)(last - n + 1);
				n = last;
				continue;
			}
			draw_node(ui, tv, st, other, ntp, n, top, rows, x0, x1);
			if (shown && seen++ < cap)
				shown[count++] = n;
		}
	}
	if (shown)
		draw_names(ui, tv, st, other, shown, count, top, rows, x0, x1);
	free(shown);
	if (ntp)
		node_types_free(&nt);
}

/* The node whose label is drawn at screen cell (y, x) of a tree view, or
 * -1. */
node_id node_at(const struct ui *ui, const struct tree_view *tv, int y, int x)
{
	const struct layout *l = &tv->l;
	if (!tv->made)
		return -1;
	int widest = widest_value(ui);
	for (node_id n = 0; n < ui->tree->count; n++) {
		if (l->hidden[n])
			continue;
		int ny = l->y[n] - tv->scroll_y + tv->top;
		int nx = l->x[n] - tv->scroll_x + tv->x0;
		int width = tv->level == ZOOM_TINY ? 1 : tv->level == ZOOM_COMPACT ?
			    compact_width(ui, n, widest, tv->fold_depth > 0) :
			    (int)strlen(tree_name(ui->tree, n)) + 1;      /* the marker too */
		bool two_rows = tv->level != ZOOM_TINY && !tv->dense && !l->outline;
		if (ny != y && !(two_rows && ny + 1 == y))
			continue;
		int start = l->outline ? nx : nx - width / 2;
		if (x >= start && x < start + width)
			return n;
	}
	return -1;
}
