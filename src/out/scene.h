/* scene.h - one step of a search as a picture: the drawing that the SVG
 * export (export.c) and the PDF handout (handout.c) share.
 *
 * The picture is what the stepper shows at the step, in the same words
 * (narrate.c): the tree, the search stack with its windows, the PV table,
 * the step in words, and a legend of the marks.  It is laid out for a
 * 16:9 slide of SCENE_WIDTH by SCENE_HEIGHT units.  A wide tree gets its
 * leaves staggered over up to four rows, so that their labels stay apart
 * at full size; a tree still too large makes the whole picture larger
 * by one factor (scene.scale), still 16:9, and a viewer fits it to the
 * slide.  The tree's places come from layout_tree (layout.h), the
 * stepper's own order of leaves.  Everything is drawn through a canvas,
 * which each output format implements. */
#ifndef TREESTEP_SCENE_H
#define TREESTEP_SCENE_H

#include <stdbool.h>

#include "out/svg.h"
#include "replay/state.h"

#define SCENE_WIDTH 1920.0
#define SCENE_HEIGHT 1080.0

/* How a line or a shape is drawn. */
struct ink {
	const char *fill;       /* "#rrggbb", or NULL: not filled */
	const char *stroke;     /* "#rrggbb", or NULL: no outline */
	double width;
	const char *dash;       /* "6 4": lengths drawn and skipped; NULL: solid */
};

/* How text is drawn.  A label drawn over the tree's lines gets a white
 * halo, so that a line passing behind it does not hide it. */
struct type {
	double size;
	bool bold, italic, halo;
	const char *colour;     /* "#rrggbb", or NULL: black */
};

struct canvas {
	void *ctx;
	void (*line)(void *ctx, double x1, double y1, double x2, double y2, const struct ink *k);
	/* n points; closed: a polygon, else an open line */
	void (*shape)(void *ctx, const double *xy, int n, bool closed, const struct ink *k);
	/* UTF-8 text on the baseline y */
	void (*text)(void *ctx, double x, double y, enum svg_anchor a, const struct type *ty,
		     const char *utf8);
	/* Opens a named part of the picture ("tree", "legend"), or with
	 * NULL closes it; a format without names may ignore it (NULL). */
	void (*group)(void *ctx, const char *name);
};

struct scene_side;

struct scene {
	int n;                          /* searches shown: 1, or 2 side by side */
	const struct state *st[2];
	enum view view;
	struct scene_side *side[2];
	bool below;                     /* one search: its panels under the tree */
	double scale;                   /* 1: the slide's own size; more: larger */
	double width, height;           /* SCENE_WIDTH and SCENE_HEIGHT times scale */
	bool types;                     /* --node-types: each node's type over it, and
	                                   the legend says how (replay/nodetype.h) */
};

/* Lays out the step each state is at (n: 1 or 2, on one tree), with the
 * node types marked when types is set.  False when out of memory. */
bool scene_make(struct scene *sc, const struct state *const *st, int n, enum view v,
		bool types);
void scene_draw(const struct scene *sc, const struct canvas *c);
void scene_free(struct scene *sc);

/* About how wide text is at size, in DejaVu Sans (the handout's font, and
 * the one a viewer most often picks for sans-serif): what the layout
 * keeps labels apart by.  It errs on the wide side. */
double scene_text_width(const char *utf8, double size, bool bold);

#endif
