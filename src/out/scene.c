/* scene.c - a step of a search laid out for a 16:9 slide and drawn on a
 * canvas (scene.h).
 *
 * The picture is composed twice: once on a canvas that draws nothing, to
 * learn how much room it takes, and once on the real one, at the scale
 * that makes it fit.  So the measure and the drawing cannot disagree. */
#include <config.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tree/i18n.h"
#include "out/layout.h"
#include "out/scene.h"
#include "replay/nodetype.h"
#include "words/board.h"
#include "words/narrate.h"
#include "words/text.h"

#define MARGIN 40.0
#define GAP 40.0                /* between the parts of the picture */
#define PANEL 500.0             /* the stack, the PV table and the legend, beside a tree */
#define TITLE 30.0              /* font sizes, and the lines they take */
#define FONT 20.0
#define LINE 28.0
#define SAID 22.0
#define SAID_LINE 31.0
#define KEY 17.0
#define KEY_LINE 26.0
#define KEY_ICON 70.0           /* a legend's sample of its mark, before the words */
#define NODE 16.0               /* the names and values in the tree */
#define R 12.0                  /* a node's triangle: from its centre to its tip */
#define LEVEL 100.0             /* from one depth to the next ... */
#define LEVEL_STAGGERED 78.0    /* ... in a tree with staggered rows, taller already */
#define SLOT 16                 /* layout_tree's columns per leaf */
#define WIDEST_SLOT 150.0       /* units per leaf at most: a small tree is not stretched */
#define ROWS 4                  /* the rows a level's nodes may be staggered over */
#define APART 8.0               /* the least room between two labels */
#define BOARD 360.0             /* a game's board, with its move and words */
#define CELL 44.0               /* a square of the board */

#define RED "#c0392b"
#define GREY "#888888"
#define PURPLE "#8e44ad"
#define BLUE "#2c7fb8"

struct scene_side {
	const struct state *st;
	double *x, *y;          /* each node's centre, from the tree's top left */
	double *level_bottom;   /* each depth: below its lowest node and its labels */
	double width, height;   /* of the tree with every label */
	double r_leaf;          /* a leaf's triangle: smaller where leaves are close */
	double ox, oy;          /* where the tree is drawn (set as the picture is composed) */
};

/* ---- Measuring */

double scene_text_width(const char *utf8, double size, bool bold)
{
	/* Advance widths of DejaVu Sans, rounded up, in ems. */
	double em = 0;
	for (const unsigned char *p = (const unsigned char *)utf8; *p; p++) {
		if ((*p & 0xc0) == 0x80)
			continue;       /* inside a character of several bytes */
		if (*p >= 0x80)
			em += 0.84;     /* the symbols: ≥ ≤ × ∞ α β ▲ ▼ */
		else if (*p >= 'A' && *p <= 'Z')
			em += 0.74;
		else if (*p >= 'a' && *p <= 'z')
			em += 0.6;
		else if (*p >= '0' && *p <= '9')
			em += 0.64;
		else if (*p == ' ')
			em += 0.32;
		else if (strchr("+-=~<>", *p))
			em += 0.84;
		else
			em += 0.45;
	}
	return em * size * (bold ? 1.1 : 1.0);
}

/* The widest value text of the tree: leaves' values and static values,
 * either sign (the negamax view negates), one more in size (a null window
 * is one past a value). */
static void widest_value(const struct tree *t, char *buf, size_t len)
{
	int widest = 0;
	for (node_id n = 0; n < t->count; n++) {
		int v = t->nodes[n].value < 0 ? -t->nodes[n].value : t->nodes[n].value;
		if (v > widest)
			widest = v;
	}
	/* With decimals, as wide as a value with all of them can be. */
	int d = t->decimals, unit = tree_unit_scale(d);
	snprintf(buf, len, "-%d%s%.*s", (widest + 1) / unit, d ? "." : "", d, "99");
}

/* The room a node's labels take left and right of its centre, the widest
 * they can be at any step ("cut -17", "≥-104 ×2"): the tree keeps one
 * shape on every page of a handout. */
static void node_room(const struct tree *t, node_id n, const char *widest, double *left,
		      double *right)
{
	char a[64], b[64];
	const struct node *nd = &t->nodes[n];
	double name = scene_text_width(tree_name(t, n), NODE, false), label;
	if (nd->nchildren == 0) {
		char v[24];
		tree_format_value(v, sizeof v, t->decimals, nd->value);
		snprintf(a, sizeof a, "cut %s%s", nd->has_static ? "~" : "", v);
		snprintf(b, sizeof b, "%s \xc3\x97" "2", v);
		label = scene_text_width(a, NODE, false);
		if (scene_text_width(b, NODE, true) > label)
			label = scene_text_width(b, NODE, true);
		double w = (name > label ? name : label) / 2;
		*left = *right = w > R * 1.15 ? w : R * 1.15;
		return;
	}
	/* An inner node: the name, and under it the value, right of the
	 * triangle, above where its edges leave it. */
	snprintf(a, sizeof a, "\xe2\x89\xa5%s \xc3\x97" "2", widest);
	label = scene_text_width(a, NODE, true);
	*left = R * 1.15;
	*right = R * 1.15 + 5 + (name > label ? name : label);
}

/* The units per leaf that the nodes from to to (one depth, left to right)
 * need when staggered over rows rows: nodes rows apart share a row, and
 * their labels must not meet. */
static double level_need(const struct layout *l, const double *left, const double *right,
			 node_id from, node_id to, int rows)
{
	double need = 0;
	for (node_id a = from; a + rows < to; a++) {
		node_id b = a + rows;
		double slots = (double)(l->x[b] - l->x[a]) / SLOT;
		double n = (right[a] + left[b] + APART) / (slots > 0.5 ? slots : 0.5);
		if (n > need)
			need = n;
	}
	return need;
}

static void free_side(struct scene_side *s)
{
	if (!s)
		return;
	free(s->x);
	free(s->y);
	free(s->level_bottom);
	free(s);
}

/* Places st's tree in avail units of width if it can: leaves get equal
 * slots (layout_tree's order), a level whose labels would meet is
 * staggered over up to ROWS rows, and a tree that needs more room than
 * that is made wider than avail. */
static struct scene_side *place_tree(const struct state *st, double avail)
{
	const struct tree *t = st->tree;
	struct layout l = { 0 };
	struct scene_side *s = calloc(1, sizeof *s);
	double *left = malloc((size_t)t->count * sizeof *left);
	double *right = malloc((size_t)t->count * sizeof *right);
	int levels = t->height + 1;
	int *rows = calloc((size_t)levels, sizeof *rows);
	bool *leafy = calloc((size_t)levels, sizeof *leafy);
	double *sh = calloc((size_t)levels, sizeof *sh), *top = calloc((size_t)levels, sizeof *top);
	bool ok = s && left && right && rows && leafy && sh && top && layout_tree(&l, t, SLOT);
	if (ok) {
		s->st = st;
		s->x = calloc((size_t)t->count, sizeof *s->x);
		s->y = calloc((size_t)t->count, sizeof *s->y);
		s->level_bottom = calloc((size_t)levels, sizeof *s->level_bottom);
		ok = s->x && s->y && s->level_bottom;
	}
	if (ok) {
		char widest[24];
		widest_value(t, widest, sizeof widest);
		for (node_id n = 0; n < t->count; n++) {
			node_room(t, n, widest, &left[n], &right[n]);
			leafy[t->nodes[n].depth] |= t->nodes[n].nchildren == 0;
		}
		int leaves = l.width / SLOT > 0 ? l.width / SLOT : 1;
		double slot = avail / leaves > WIDEST_SLOT ? WIDEST_SLOT : avail / leaves, need = 0;
		double lo = 0, hi = 0;
		/* Each level as few rows as its labels allow at this slot; where
		 * even ROWS rows are not enough, wider slots.  Then the labels
		 * at the ends, which stick out of the outer slots, are made room
		 * for by narrower slots, as far as the rows allow. */
		for (int fit = 0; fit < 4; fit++) {
			for (int pass = 0; pass < 2; pass++) {
				need = 0;
				for (int d = 0; d < levels; d++) {
					node_id from = l.level_start[d], to = l.level_start[d + 1];
					rows[d] = 1;
					while (rows[d] < ROWS &&
					       level_need(&l, left, right, from, to, rows[d]) > slot)
						rows[d]++;
					double n = level_need(&l, left, right, from, to, rows[d]);
					need = n > need ? n : need;
				}
				if (need <= slot)
					break;
				slot = need;
			}
			for (node_id n = 0; n < t->count; n++) {
				s->x[n] = (l.x[n] - SLOT / 2.0) / SLOT * slot + slot / 2;
				if (n == 0 || s->x[n] - left[n] < lo)
					lo = s->x[n] - left[n];
				if (n == 0 || s->x[n] + right[n] > hi)
					hi = s->x[n] + right[n];
			}
			if (hi - lo <= avail + 1 || slot <= need)
				break;
			slot -= (hi - lo - avail) / (leaves > 1 ? leaves - 1 : 1);
			slot = slot > need ? slot : need;
		}
		for (node_id n = 0; n < t->count; n++)
			s->x[n] -= lo;
		s->width = hi - lo;
		/* A leaf's triangle fits between its neighbours in its row. */
		double r = R;
		for (int d = 0; d < levels; d++)
			if (leafy[d] && (slot * rows[d] - 4) / 2.3 < r)
				r = (slot * rows[d] - 4) / 2.3;
		s->r_leaf = r < 5 ? 5 : r;
		/* A row of leaves must clear the labels of the row above it; a
		 * row of inner nodes, the two lines beside the node above it. */
		double y = R + 6, level = LEVEL, bottom = 0;
		for (int d = 0; d < levels; d++)
			level = rows[d] > 1 ? LEVEL_STAGGERED : level;
		for (int d = 0; d < levels; d++) {
			sh[d] = leafy[d] ? 2 * s->r_leaf + 2 * NODE + 10 : 2 * NODE + R + 6;
			top[d] = y;
			y += (rows[d] - 1) * sh[d] + level;
		}
		for (node_id n = 0; n < t->count; n++) {
			int d = t->nodes[n].depth;
			node_id from = l.level_start[d];
			s->y[n] = top[d] + (double)((n - from) % rows[d]) * sh[d];
			double below = s->y[n] + (t->nodes[n].nchildren ? R + 4 :
						  s->r_leaf + 2 * NODE + 10);
			bottom = below > bottom ? below : bottom;
			if (below > s->level_bottom[d])
				s->level_bottom[d] = below;
		}
		/* Room under the tree for a transposition's line and the
		 * horizon's, where there are any. */
		bool more = st->limited;
		for (node_id n = 0; n < t->count && !more; n++)
			more = t->nodes[n].same >= 0;
		s->height = bottom + (more ? 30 : 6);
	}
	layout_free(&l);
	free(left);
	free(right);
	free(rows);
	free(leafy);
	free(sh);
	free(top);
	if (!ok) {
		free_side(s);
		return NULL;
	}
	return s;
}

/* ---- Drawing */

/* A canvas that draws nothing: for measuring. */
static void no_line(void *ctx, double x1, double y1, double x2, double y2, const struct ink *k)
{
	(void)ctx, (void)x1, (void)y1, (void)x2, (void)y2, (void)k;
}

static void no_shape(void *ctx, const double *xy, int n, bool closed, const struct ink *k)
{
	(void)ctx, (void)xy, (void)n, (void)closed, (void)k;
}

static void no_text(void *ctx, double x, double y, enum svg_anchor a, const struct type *ty,
		    const char *s)
{
	(void)ctx, (void)x, (void)y, (void)a, (void)ty, (void)s;
}

static const struct canvas nothing = { NULL, no_line, no_shape, no_text, NULL };

static void group(const struct canvas *c, const char *name)
{
	if (c->group)
		c->group(c->ctx, name);
}

/* Text in the library's ASCII ("-inf", ">=", "alpha") as a textbook
 * writes it (∞, ≥, α). */
static void say(const struct canvas *c, double x, double y, enum svg_anchor a,
		const struct type *ty, const char *ascii)
{
	char sym[1024];
	text_symbols(ascii, sym, sizeof sym);
	c->text(c->ctx, x, y, a, ty, sym);
}

static const char *fill_of(enum draw_state s)
{
	switch (s) {
	case DRAW_CURRENT:
		return "#ffd23f";
	case DRAW_PATH:
		return "#a8d5ff";
	case DRAW_DONE:
		return "#bfe6bf";
	case DRAW_PRUNED:
		return "#eeeeee";
	case DRAW_UNREACHED:
		break;
	}
	return "#ffffff";
}

static bool dim(enum draw_state s)
{
	return s == DRAW_UNREACHED || s == DRAW_PRUNED;
}

/* ▲ for MAX, ▼ for MIN, filled as the node's state says. */
static void triangle(const struct canvas *c, double x, double y, double r, bool max,
		     enum draw_state s)
{
	double up[] = { x, y - r, x + r * 1.15, y + r * 0.85, x - r * 1.15, y + r * 0.85 };
	double down[] = { x, y + r, x + r * 1.15, y - r * 0.85, x - r * 1.15, y - r * 0.85 };
	struct ink k = { fill_of(s), dim(s) ? "#999999" : "#222222", s == DRAW_CURRENT ? 3 : 1.5,
			 NULL };
	c->shape(c->ctx, max ? up : down, 3, true, &k);
}

/* ◆ for a chance node, where no side moves, filled the same way. */
static void diamond(const struct canvas *c, double x, double y, double r, enum draw_state s)
{
	double xy[] = { x, y - r * 1.1, x + r * 1.1, y, x, y + r * 1.1, x - r * 1.1, y };
	struct ink k = { fill_of(s), dim(s) ? "#999999" : "#222222", s == DRAW_CURRENT ? 3 : 1.5,
			 NULL };
	c->shape(c->ctx, xy, 4, true, &k);
}

static void cross(const struct canvas *c, double x, double y)
{
	struct ink k = { NULL, RED, 3, NULL };
	c->line(c->ctx, x - 6, y - 6, x + 6, y + 6, &k);
	c->line(c->ctx, x - 6, y + 6, x + 6, y - 6, &k);
}

static double radius(const struct scene_side *s, node_id n)
{
	return s->st->tree->nodes[n].nchildren ? R : s->r_leaf;
}

/* The edges to n's children: a cut one dashed and crossed, one below the
 * horizon (where this search never goes) dotted, those on the path
 * thick. */
static void draw_edges(const struct scene_side *s, const struct canvas *c, node_id n)
{
	const struct state *st = s->st;
	const struct tree *t = st->tree;
	double x = s->ox + s->x[n], y = s->oy + s->y[n];
	bool beyond = state_at_horizon(st, n);
	for (int i = 0; i < t->nodes[n].nchildren; i++) {
		node_id ch = t->nodes[n].first_child + i;
		enum draw_state cs = state_node(st, ch);
		double cx = s->ox + s->x[ch], cy = s->oy + s->y[ch] - radius(s, ch);
		bool cut = st->nodes[ch].cut;
		struct ink k = { NULL, cut ? RED : beyond || cs == DRAW_UNREACHED ? "#bbbbbb" :
				 "#555555", cs == DRAW_PATH || cs == DRAW_CURRENT ? 3 : 1.5,
				 cut ? "6 4" : beyond ? "2 4" : NULL };
		c->line(c->ctx, x, y + R, cx, cy, &k);
		if (cut)
			cross(c, (x + cx) / 2, (y + R + cy) / 2);
		if (t->nodes[n].is_chance && t->prob) {
			/* the move's probability, at the middle of its edge, on
			 * the side away from the parent, as the terminal shows it */
			char p[24];
			snprintf(p, sizeof p, "%d/%d", t->prob[ch].num, t->prob[ch].den);
			struct type ty = { NODE, false, false, true, "#555555" };
			double mx = (x + cx) / 2, my = (y + R + cy) / 2;
			c->text(c->ctx, cx < x ? mx - 4 : cx > x ? mx + 4 : mx + 6, my,
				cx < x ? SVG_END : SVG_START, &ty, p);
		}
	}
}

/* A node's name and its value or bound: under a leaf; beside an inner
 * node, clear of the edges that leave it from below. */
static void draw_labels(const struct scene_side *s, const struct canvas *c, enum view v,
			node_id n)
{
	const struct state *st = s->st;
	const struct tree *t = st->tree;
	enum draw_state ds = state_node(st, n);
	double x = s->ox + s->x[n], y = s->oy + s->y[n];
	char label[64];
	bool written;
	struct type name = { NODE, false, false, true, dim(ds) ? GREY : NULL };
	narrate_node_label(label, sizeof label, st, v, n, true, "\xc3\x97", &written);
	/* A value the file gives but the search has not used, and a pruned
	 * node's, in grey italics; what the search knows, in bold. */
	bool grey = written || ds == DRAW_PRUNED;
	struct type value = { NODE, !grey, grey, true, grey ? "#999999" : NULL };
	if (t->nodes[n].nchildren == 0) {
		double r = s->r_leaf;
		c->text(c->ctx, x, y + r + NODE + 1, SVG_MIDDLE, &name, tree_name(t, n));
		if (*label)
			say(c, x, y + r + 2 * NODE + 4, SVG_MIDDLE, &value, label);
	} else {
		c->text(c->ctx, x + R * 1.15 + 5, y - 5, SVG_START, &name, tree_name(t, n));
		if (*label)
			say(c, x + R * 1.15 + 5, y + R - 1, SVG_START, &value, label);
	}
}

/* Each node's type over it (nodetype.h), as the stepper marks it: the
 * expected type in grey lower case until the node returns, then the type
 * found in capitals, and where it is not the expected one both, "C→A",
 * in red. */
static void draw_types(const struct scene_side *s, const struct canvas *c)
{
	const struct state *st = s->st;
	struct node_types nt;
	if (!node_types_apply(st->algo) || !node_types_at(st, &nt))
		return;
	for (node_id n = 0; n < st->tree->count; n++) {
		enum node_type want = nt.expected[n], got = nt.found[n];
		char mark[16];
		struct type ty = { NODE, true, false, true, NULL };
		if (got == NODE_NONE) {
			snprintf(mark, sizeof mark, "%c", node_type_letter(want) - 'A' + 'a');
			ty = (struct type){ NODE, false, true, true, GREY };
		} else if (got == want) {
			snprintf(mark, sizeof mark, "%c", node_type_letter(got));
		} else {
			snprintf(mark, sizeof mark, "%c\xe2\x86\x92%c", node_type_letter(want),
				 node_type_letter(got));
			ty.colour = RED;
		}
		/* Over an inner node, where its edge comes in; right of a
		 * leaf, whose labels are under it and whose neighbours'
		 * labels, staggered, may be over it. */
		double x = s->ox + s->x[n], y = s->oy + s->y[n], r = radius(s, n);
		if (st->tree->nodes[n].nchildren)
			c->text(c->ctx, x, y - r - 6, SVG_MIDDLE, &ty, mark);
		else
			c->text(c->ctx, x + r + 3, y + NODE * 0.35, SVG_START, &ty, mark);
	}
	node_types_free(&nt);
}

static void draw_tree(const struct scene_side *s, const struct canvas *c, enum view v,
		      bool types)
{
	const struct state *st = s->st;
	const struct tree *t = st->tree;
	group(c, "tree");
	for (node_id n = 0; n < t->count; n++)
		draw_edges(s, c, n);
	/* A transposition points at its position: a dashed line from the
	 * reference, under the level, to the node it names. */
	for (node_id n = 0; n < t->count; n++) {
		node_id to = t->nodes[n].same;
		if (to < 0)
			continue;
		double x1 = s->ox + s->x[n], x2 = s->ox + s->x[to];
		double y1 = s->oy + s->y[n] + radius(s, n) + 2, y2 = s->oy + s->y[to] + radius(s, to) + 2;
		double low = (y1 > y2 ? y1 : y2) + 16;
		double xy[] = { x1, y1, x1, low, x2, low, x2, y2 };
		struct ink k = { NULL, BLUE, 1.5, "4 3" };
		c->shape(c->ctx, xy, 4, false, &k);
	}
	for (node_id n = 0; n < t->count; n++)
		if (t->nodes[n].is_chance)
			diamond(c, s->ox + s->x[n], s->oy + s->y[n], radius(s, n), state_node(st, n));
		else
			triangle(c, s->ox + s->x[n], s->oy + s->y[n], radius(s, n), t->nodes[n].is_max,
				 state_node(st, n));
	for (node_id n = 0; n < t->count; n++)
		draw_labels(s, c, v, n);
	if (types)
		draw_types(s, c);
	/* Where a depth-limited search stops: a line under the level it
	 * evaluates statically instead of searching. */
	for (node_id n = 0; n < t->count; n++) {
		if (!state_at_horizon(st, n) || t->nodes[n].depth != st->horizon)
			continue;
		char line[48];
		double hy = s->oy + s->level_bottom[st->horizon] + 6;
		struct ink k = { NULL, PURPLE, 1.5, "8 5" };
		struct type ty = { NODE, false, false, true, PURPLE };
		c->line(c->ctx, s->ox, hy, s->ox + s->width, hy, &k);
		/* TRANSLATORS: under the line where a depth-limited search
		 * stops; %d is its depth. */
		snprintf(line, sizeof line, _("horizon: depth %d"), st->horizon);
		/* Under the line, where only the dotted edges pass: above it,
		 * the last node's labels may reach the end. */
		c->text(c->ctx, s->ox + s->width, hy + NODE + 2, SVG_END, &ty, line);
		break;
	}
	group(c, NULL);
}

/* The search stack from (x, y), the baseline of its heading; returns the
 * y under it.  It keeps room for the deepest stack the tree allows, so
 * that what follows it stays in place from step to step. */
static double draw_stack(const struct state *st, const struct canvas *c, enum view v, double x,
			 double y)
{
	struct type head = { FONT, true, false, false, NULL }, plain = { FONT, false, false, false,
									 NULL };
	char line[256];
	/* TRANSLATORS: a panel's title. */
	c->text(c->ctx, x, y, SVG_START, &head, _("Search stack"));
	if (st->depth == 0) {
		struct type none = { FONT, false, false, false, GREY };
		/* TRANSLATORS: the search stack, when the search has not begun
		 * or is over. */
		c->text(c->ctx, x, y + LINE, SVG_START, &none, _("(empty)"));
	}
	for (int i = 0; i < st->depth; i++) {
		struct type ty = plain;
		ty.bold = i == st->depth - 1;
		narrate_stack_line(line, sizeof line, st, v, i, false);
		say(c, x, y + LINE * (i + 1), SVG_START, &ty, line);
	}
	int frames = st->tree->height + 1 > st->depth ? st->tree->height + 1 : st->depth;
	return y + LINE * (frames + 1);
}

/* The PV table, a row for each ply; the row this step changed in purple. */
static double draw_pv(const struct state *st, const struct canvas *c, double x, double y)
{
	struct type head = { FONT, true, false, false, NULL };
	char line[1024];
	/* TRANSLATORS: a panel's title. */
	c->text(c->ctx, x, y, SVG_START, &head, _("PV table"));
	for (int p = 0; p < st->pv.n; p++) {
		struct type ty = { FONT, p == st->pv_changed, false, false,
				   p == st->pv_changed ? PURPLE : NULL };
		snprintf(line, sizeof line, "%d  ", p);
		for (int k = 0; k < st->pv.length[p]; k++)
			text_append(line, sizeof line, "%s ", tree_name(st->tree, pvtable_row(&st->pv, p)[k]));
		c->text(c->ctx, x, y + LINE * (p + 1), SVG_START, &ty, line);
	}
	return y + LINE * (st->pv.n + 1);
}

/* Lines of text wrapped to a width by the measure of the letters (the
 * rule draw_said follows); returns the y under them. */
static double wrapped(const struct canvas *c, double x, double y, double width,
		      const struct type *ty, double line_height, const char *text)
{
	char line[512];
	for (const char *s = text, *next; *s; s = next) {
		int chars = (int)(width / (ty->size * 0.3));
		size_t take;
		do {
			take = text_wrap_line(s, chars, &next);
			snprintf(line, sizeof line, "%.*s", (int)take, s);
			chars -= chars / 16 + 1;
		} while (chars > 8 && scene_text_width(line, ty->size, ty->bold) > width);
		c->text(c->ctx, x, y, SVG_START, ty, line);
		y += line_height;
	}
	return y;
}

/* A game's board (words/board.h) from (x, y), the baseline of its
 * heading, BOARD wide: the node, the move that led there, the board with
 * the move's square shaded, and at an evaluation how its value was
 * reached or who won, as the stepper's panel says them.  Returns the y
 * under it; nothing for a tree that is no game's. */
static double draw_board(const struct state *st, const struct canvas *c, double x, double y)
{
	struct board b;
	if (!board_at_step(st, true, &b))
		return y;
	struct type head = { FONT, true, false, false, NULL }, plain = { FONT, false, false, false,
									 NULL };
	struct type piece = { CELL * 0.6, true, false, false, NULL };
	struct type label = { KEY, false, false, false, GREY };
	struct ink grid = { "#ffffff", "#444444", 1.5, NULL };
	struct ink shade = { "#f6d365", "#444444", 3, NULL };
	char line[256];
	group(c, "board");
	/* TRANSLATORS: a panel's title; %s is a node. */
	snprintf(line, sizeof line, _("Board at %s"), tree_name(st->tree, b.node));
	c->text(c->ctx, x, y, SVG_START, &head, line);
	y = wrapped(c, x, y + LINE, BOARD, &plain, LINE, b.move);
	const struct game *g = &b.g;
	if (!b.known) {
		group(c, NULL);
		return y;
	}
	double top = y - LINE + 14, left = x + 30;
	if (g->kind == GAME_NIM) {
		/* A row for each heap: its letter, its count, its objects. */
		for (int h = 0; h < g->heaps; h++) {
			double cy = top + h * CELL + CELL / 2;
			struct type ty = plain;
			ty.bold = h == b.mark_line;
			snprintf(line, sizeof line, "%c  %d", 'A' + h, g->heap[h]);
			if (h == b.mark_line) {
				double xy[] = { x - 6, cy - CELL / 2 + 4, x + 46, cy - CELL / 2 + 4,
						x + 46, cy + CELL / 2 - 4, x - 6, cy + CELL / 2 - 4 };
				c->shape(c->ctx, xy, 4, true, &shade);
			}
			c->text(c->ctx, x, cy + FONT * 0.35, SVG_START, &ty, line);
			for (int k = 0; k < g->heap[h]; k++) {
				double ox = x + 70 + k * 30, r = 10, xy[16];
				for (int i = 0; i < 8; i++) {
					/* An octagon: a round object in any canvas. */
					double a = 3.14159265358979 * (2 * i + 1) / 8;
					xy[2 * i] = ox + r * cos(a);
					xy[2 * i + 1] = cy + r * sin(a);
				}
				struct ink obj = { "#555555", "#222222", 1, NULL };
				c->shape(c->ctx, xy, 8, true, &obj);
			}
		}
		y = top + g->heaps * CELL + 12;
	} else {
		bool ttt = g->kind == GAME_TICTACTOE;
		int mark_row = -1, mark_col = -1;
		if (b.mark_line >= 0) {
			mark_row = g->height - 1 - b.mark_line;
			mark_col = (b.mark_col - (ttt ? 2 : 0)) / 2;
		}
		for (int r = g->height - 1; r >= 0; r--) {
			double cy = top + (g->height - 1 - r) * CELL;
			if (ttt) {
				snprintf(line, sizeof line, "%d", r + 1);
				c->text(c->ctx, left - 12, cy + CELL / 2 + KEY * 0.35, SVG_END, &label, line);
			}
			for (int col = 0; col < g->width; col++) {
				double cx = left + col * CELL;
				double xy[] = { cx, cy, cx + CELL, cy, cx + CELL, cy + CELL, cx, cy + CELL };
				bool marked = r == mark_row && col == mark_col;
				c->shape(c->ctx, xy, 4, true, marked ? &shade : &grid);
				int v = g->cell[r * g->width + col];
				if (v)
					c->text(c->ctx, cx + CELL / 2, cy + CELL / 2 + piece.size * 0.36,
						SVG_MIDDLE, &piece, v == 1 ? "X" : "O");
			}
		}
		double under = top + g->height * CELL;
		for (int col = 0; col < g->width; col++) {
			snprintf(line, sizeof line, "%c", 'a' + col);
			c->text(c->ctx, left + col * CELL + CELL / 2, under + KEY + 4, SVG_MIDDLE, &label,
				line);
		}
		y = under + KEY + 16;
	}
	if (*b.said) {
		struct type said = plain;
		said.italic = true;
		y = wrapped(c, x, y + FONT, BOARD, &said, LINE, b.said) - LINE;
	}
	group(c, NULL);
	return y + 12;
}

/* The marks of the picture, each drawn as it is in the tree. */
enum mark {
	MARK_MAX, MARK_MIN, MARK_CURRENT, MARK_PATH, MARK_DONE, MARK_UNREACHED, MARK_PRUNED,
	MARK_CUT, MARK_VALUE, MARK_BOUND, MARK_FILE, MARK_TWICE, MARK_HORIZON, MARK_BEYOND,
	MARK_STATIC, MARK_SAME, MARK_CHANCE, MARK_FRAME, MARK_ROW, MARK_TYPE_EXPECTED,
	MARK_TYPE_FOUND, MARK_TYPES
};

static const struct {
	enum mark mark;
	const char *words;
} legend[] = {
	/* TRANSLATORS: the legend of a picture, a line after each mark;
	 * MAX, MIN, PV, CUT and ALL stay as they are, and "cut" is the mark
	 * written on the tree. */
	{ MARK_MAX, N_("\xe2\x96\xb2 MAX node: MAX to move") },
	{ MARK_MIN, N_("\xe2\x96\xbc MIN node: MIN to move") },
	{ MARK_CURRENT, N_("the node being searched") },
	{ MARK_PATH, N_("on the stack (thick: its path)") },
	{ MARK_DONE, N_("searched: value or bound known") },
	{ MARK_UNREACHED, N_("dim: not reached yet") },
	{ MARK_PRUNED, N_("dim, cut: pruned, not searched") },
	{ MARK_CUT, N_("an edge a cutoff cut") },
	{ MARK_VALUE, N_("a value the search found") },
	{ MARK_BOUND, N_("bounds: at least 6, at most 5") },
	{ MARK_FILE, N_("file's value, not evaluated yet") },
	{ MARK_TWICE, N_("searched twice (a re-search)") },
	{ MARK_HORIZON, N_("horizon: the search stops here") },
	{ MARK_BEYOND, N_("below the horizon: not searched") },
	{ MARK_STATIC, N_("a static value, at the horizon") },
	{ MARK_SAME, N_("a transposition: same position") },
	{ MARK_CHANCE, N_("\xe2\x97\x86 chance node; 1/3: a probability") },
	{ MARK_FRAME, N_("stack: the current frame") },
	{ MARK_ROW, N_("PV table: the row just changed") },
	{ MARK_TYPE_EXPECTED, N_("type expected: PV, CUT, ALL") },
	{ MARK_TYPE_FOUND, N_("type found, as expected") },
	{ MARK_TYPES, N_("expected CUT, found ALL") },
};
#define MARKS ((int)(sizeof legend / sizeof legend[0]))

/* Marks that only some searches make are listed where they are drawn;
 * the node types where they are asked for (types), on a search with a
 * window. */
static bool mark_shown(enum mark m, const struct state *st, bool types)
{
	switch (m) {
	case MARK_TYPE_EXPECTED:
	case MARK_TYPE_FOUND:
	case MARK_TYPES:
		return types && node_types_apply(st->algo);
	case MARK_HORIZON:
	case MARK_BEYOND:
	case MARK_STATIC:
		return st->limited;
	case MARK_CHANCE:
		return st->tree->chance_nodes > 0;
	case MARK_SAME:
		for (node_id n = 0; n < st->tree->count; n++)
			if (st->tree->nodes[n].same >= 0)
				return true;
		return false;
	default:
		return true;
	}
}

/* The sample of mark m, in the KEY_ICON units left of x, on the
 * baseline y. */
static void draw_mark(const struct canvas *c, enum mark m, double x, double y)
{
	double cx = x + KEY_ICON / 2 - 6, cy = y - KEY * 0.35;
	struct type bold = { NODE, true, false, false, NULL };
	struct type grey = { NODE, false, true, false, "#999999" };
	struct ink edge = { NULL, "#555555", 1.5, NULL };
	switch (m) {
	case MARK_MAX:
	case MARK_MIN:
		triangle(c, cx, cy, 9, m == MARK_MAX, DRAW_UNREACHED);
		break;
	case MARK_CHANCE:
		diamond(c, cx, cy, 9, DRAW_UNREACHED);
		break;
	case MARK_CURRENT:
		triangle(c, cx, cy, 9, true, DRAW_CURRENT);
		break;
	case MARK_PATH:
		edge.width = 3;
		c->line(c->ctx, cx - 22, cy - 6, cx, cy - 6, &edge);
		triangle(c, cx + 14, cy, 9, true, DRAW_PATH);
		break;
	case MARK_DONE:
		triangle(c, cx, cy, 9, true, DRAW_DONE);
		break;
	case MARK_UNREACHED:
		triangle(c, cx, cy, 9, true, DRAW_UNREACHED);
		break;
	case MARK_PRUNED:
		triangle(c, cx - 12, cy, 9, true, DRAW_PRUNED);
		c->text(c->ctx, cx + 4, y, SVG_START, &grey, "cut");
		break;
	case MARK_CUT:
		edge.stroke = RED;
		edge.dash = "6 4";
		c->line(c->ctx, cx - 24, cy - 9, cx + 24, cy + 9, &edge);
		cross(c, cx, cy);
		break;
	case MARK_VALUE:
		c->text(c->ctx, cx, y, SVG_MIDDLE, &bold, "5");
		break;
	case MARK_BOUND:
		c->text(c->ctx, cx, y, SVG_MIDDLE, &bold, "\xe2\x89\xa5" "6 \xe2\x89\xa4" "5");
		break;
	case MARK_FILE:
		c->text(c->ctx, cx, y, SVG_MIDDLE, &grey, "3");
		break;
	case MARK_TWICE:
		c->text(c->ctx, cx, y, SVG_MIDDLE, &bold, "5 \xc3\x97" "2");
		break;
	case MARK_HORIZON: {
		struct ink k = { NULL, PURPLE, 1.5, "8 5" };
		c->line(c->ctx, cx - 26, cy, cx + 26, cy, &k);
		break;
	}
	case MARK_BEYOND: {
		struct ink k = { NULL, "#bbbbbb", 1.5, "2 4" };
		c->line(c->ctx, cx - 20, cy - 9, cx + 20, cy + 9, &k);
		break;
	}
	case MARK_STATIC:
		c->text(c->ctx, cx, y, SVG_MIDDLE, &grey, "~4");
		break;
	case MARK_SAME: {
		double xy[] = { cx - 24, cy - 9, cx - 24, cy + 5, cx + 24, cy + 5, cx + 24, cy - 9 };
		struct ink k = { NULL, BLUE, 1.5, "4 3" };
		c->shape(c->ctx, xy, 4, false, &k);
		break;
	}
	case MARK_FRAME:
		/* TRANSLATORS: the legend's sample of a name drawn in bold (a
		 * node on the search stack): the word "bold", drawn so. */
		c->text(c->ctx, cx, y, SVG_MIDDLE, &bold, _("bold"));
		break;
	case MARK_ROW: {
		struct type row = { NODE, true, false, false, PURPLE };
		/* TRANSLATORS: the legend's sample of a name drawn in purple (a
		 * node on the PV table's row): the word "purple", drawn so. */
		c->text(c->ctx, cx, y, SVG_MIDDLE, &row, _("purple"));
		break;
	}
	case MARK_TYPE_EXPECTED:
		c->text(c->ctx, cx, y, SVG_MIDDLE, &grey, "p c a");
		break;
	case MARK_TYPE_FOUND:
		c->text(c->ctx, cx, y, SVG_MIDDLE, &bold, "P C A");
		break;
	case MARK_TYPES: {
		struct type found = { NODE, true, false, false, RED };
		c->text(c->ctx, cx, y, SVG_MIDDLE, &found, "C\xe2\x86\x92" "A");
		break;
	}
	}
}

/* The legend from (x, y), the baseline of its heading, in columns of the
 * width given; returns the y under it. */
static double draw_legend(const struct state *st, const struct canvas *c, double x, double y,
			  double width, int columns, bool types)
{
	struct type head = { FONT, true, false, false, NULL }, words = { KEY, false, false, false,
									  NULL };
	int shown = 0;
	for (int i = 0; i < MARKS; i++)
		shown += mark_shown(legend[i].mark, st, types);
	int rows = (shown + columns - 1) / columns;
	group(c, "legend");
	/* TRANSLATORS: a panel's title. */
	c->text(c->ctx, x, y, SVG_START, &head, _("Legend"));
	for (int i = 0, k = 0; i < MARKS; i++) {
		if (!mark_shown(legend[i].mark, st, types))
			continue;
		double lx = x + (k / rows) * (width / columns), ly = y + 8 + KEY_LINE * (k % rows + 1);
		draw_mark(c, legend[i].mark, lx, ly);
		c->text(c->ctx, lx + KEY_ICON, ly, SVG_START, &words, _(legend[i].words));
		k++;
	}
	group(c, NULL);
	return y + 8 + KEY_LINE * (rows + 1);
}

/* The step in words, wrapped to the width; returns the y under it. */
static double draw_said(const struct state *st, const struct canvas *c, enum view v, double x,
			double y, double width)
{
	char said[4096], line[1024], sym[1024];
	struct type ty = { SAID, false, false, false, NULL };
	narrate_step(st, v, said, sizeof said);
	group(c, "said");
	for (const char *s = said, *next; *s; s = next) {
		/* As many words as fit the width, by the measure of the letters
		 * (text_wrap_line's rule, at the most characters that fit). */
		int chars = (int)(width / (SAID * 0.3));
		size_t take;
		do {
			take = text_wrap_line(s, chars, &next);
			snprintf(line, sizeof line, "%.*s", (int)take, s);
			text_symbols(line, sym, sizeof sym);
			chars -= chars / 16 + 1;
		} while (chars > 20 && scene_text_width(sym, SAID, false) > width);
		c->text(c->ctx, x, y, SVG_START, &ty, sym);
		y += SAID_LINE;
	}
	group(c, NULL);
	return y;
}

/* "pvs: step 18 of 42  [depth 2 of 3]": the step, and the plan's tag
 * after two spaces. */
static void step_line(const struct state *st, char *buf, size_t len)
{
	char plan[NARRATE_PLAN_TAG_MAX];
	narrate_plan_tag(st, plan, sizeof plan);
	/* TRANSLATORS: a picture's step: %1$s is the algorithm, %2$d the
	 * step, %3$d the last. */
	snprintf(buf, len, _("%1$s: step %2$d of %3$d"), st->algo->name, st->step, st->trace->count);
	if (*plan)
		text_append(buf, len, "  %s", plan);
}

/* One search: the title, the tree with the step in words under it, and
 * beside them the stack, the PV table and the legend; or, for a tree too
 * wide for that, the tree across the picture, those three under it, and
 * the words under all.  Returns the height it takes. */
static double compose_one(const struct scene *sc, const struct canvas *c)
{
	const struct state *st = sc->st[0];
	struct scene_side *s = sc->side[0];
	const struct tree *t = st->tree;
	struct type title = { TITLE, true, false, false, NULL };
	struct type counters = { FONT, false, false, false, "#444444" };
	char line[1024], plan[NARRATE_PLAN_TAG_MAX];
	double w = sc->width, y = MARGIN + TITLE;
	/* TRANSLATORS: a picture's title: %1$s is the algorithm, %2$s the
	 * tree's title, %3$d the step, %4$d the last. */
	snprintf(line, sizeof line, _("%1$s on %2$s: step %3$d of %4$d"), st->algo->name,
		 t->title ? t->title : t->source, st->step, st->trace->count);
	narrate_plan_tag(st, plan, sizeof plan);
	if (*plan)
		text_append(line, sizeof line, "  %s", plan);
	c->text(c->ctx, MARGIN, y, SVG_START, &title, line);
	narrate_counters(st, 200, line, sizeof line);
	y += LINE + 6;
	c->text(c->ctx, MARGIN, y, SVG_START, &counters, line);
	double top = y + 26, bottom;
	if (!sc->below) {
		double room = w - 2 * MARGIN - GAP - PANEL;
		s->ox = MARGIN + (room > s->width ? (room - s->width) / 2 : 0);
		s->oy = top;
		draw_tree(s, c, sc->view, sc->types);
		double px = w - MARGIN - PANEL, py = top + FONT;
		py = draw_stack(st, c, sc->view, px, py) + 12;
		py = draw_pv(st, c, px, py) + 12;
		py = draw_legend(st, c, px, py, PANEL, 1, sc->types);
		/* The words under the tree, left of the panels; a game's board
		 * beside them, at the right. */
		double under = top + s->height + 20 + SAID, board = under;
		if (board_shown(t)) {
			board = draw_board(st, c, MARGIN + room - BOARD, under - SAID + FONT);
			room -= BOARD + GAP;
		}
		double said = draw_said(st, c, sc->view, MARGIN, under, room);
		said = said > board ? said : board;
		return (said > py ? said : py) + MARGIN;
	} else {
		s->ox = (w - s->width) / 2;
		s->oy = top;
		draw_tree(s, c, sc->view, sc->types);
		double py = top + s->height + 12 + FONT, b1, b2, b3;
		b1 = draw_stack(st, c, sc->view, MARGIN, py);
		b2 = draw_pv(st, c, MARGIN + 440, py);
		/* A game's board between the PV table and the legend. */
		double lx = MARGIN + 760;
		if (board_shown(t)) {
			double b4 = draw_board(st, c, lx, py);
			b2 = b4 > b2 ? b4 : b2;
			lx += BOARD + GAP;
		}
		b3 = draw_legend(st, c, lx, py, w - MARGIN - lx, lx > MARGIN + 760 ? 2 : 3,
				 sc->types);
		bottom = b1 > b2 ? b1 : b2;
		bottom = b3 > bottom ? b3 : bottom;
	}
	return draw_said(st, c, sc->view, MARGIN, bottom + 20 + SAID, w - 2 * MARGIN) + MARGIN;
}

/* Two searches of one tree side by side (the split view), each with its
 * step, tree, stack, PV table and words; one legend under both. */
static double compose_two(const struct scene *sc, const struct canvas *c)
{
	struct type title = { TITLE, true, false, false, NULL };
	struct type sub = { FONT + 4, true, false, false, NULL };
	struct type counters = { FONT, false, false, false, "#444444" };
	const struct tree *t = sc->st[0]->tree;
	char line[1024];
	double w = sc->width, half = (w - 2 * MARGIN - GAP) / 2, y = MARGIN + TITLE;
	/* TRANSLATORS: the title of a picture of two searches: %1$s and
	 * %2$s are the algorithms, %3$s the tree's title. */
	snprintf(line, sizeof line, _("%1$s and %2$s on %3$s"), sc->st[0]->algo->name,
		 sc->st[1]->algo->name, t->title ? t->title : t->source);
	c->text(c->ctx, MARGIN, y, SVG_START, &title, line);
	double top = y + 14 + FONT + 4 + LINE + 36, panels = 0, words = 0;
	for (int i = 0; i < 2; i++) {
		const struct state *st = sc->st[i];
		struct scene_side *s = sc->side[i];
		double hx = MARGIN + i * (half + GAP);
		step_line(st, line, sizeof line);
		c->text(c->ctx, hx, y + 14 + FONT + 4, SVG_START, &sub, line);
		narrate_counters(st, 200, line, sizeof line);
		c->text(c->ctx, hx, y + 14 + FONT + 4 + LINE, SVG_START, &counters, line);
		s->ox = hx + (half > s->width ? (half - s->width) / 2 : 0);
		s->oy = top;
		draw_tree(s, c, sc->view, sc->types);
	}
	double tree_h = sc->side[0]->height > sc->side[1]->height ? sc->side[0]->height :
			sc->side[1]->height;
	for (int i = 0; i < 2; i++) {
		double hx = MARGIN + i * (half + GAP), py = top + tree_h + 12 + FONT;
		double b1 = draw_stack(sc->st[i], c, sc->view, hx, py);
		double b2 = draw_pv(sc->st[i], c, hx + half * 0.58, py);
		b1 = b1 > b2 ? b1 : b2;
		panels = b1 > panels ? b1 : panels;
	}
	for (int i = 0; i < 2; i++) {
		double b = draw_said(sc->st[i], c, sc->view, MARGIN + i * (half + GAP),
				     panels + 20 + SAID, half);
		words = b > words ? b : words;
	}
	struct ink divider = { NULL, "#cccccc", 1, NULL };
	c->line(c->ctx, MARGIN + half + GAP / 2, y + 14, MARGIN + half + GAP / 2, words, &divider);
	/* Both sides share the marks, and what one search shows the other may. */
	const struct state *both = sc->st[0]->limited ? sc->st[0] : sc->st[1];
	return draw_legend(both, c, MARGIN, words + 20 + FONT, w - 2 * MARGIN, 4, sc->types) +
	       MARGIN;
}

static double compose(const struct scene *sc, const struct canvas *c)
{
	return sc->n == 2 ? compose_two(sc, c) : compose_one(sc, c);
}

bool scene_make(struct scene *sc, const struct state *const *st, int n, enum view v,
		bool types)
{
	memset(sc, 0, sizeof *sc);
	sc->n = n == 2 ? 2 : 1;
	sc->view = v;
	sc->types = types;
	for (int i = 0; i < sc->n; i++)
		sc->st[i] = st[i];
	double need;
	if (sc->n == 2) {
		double half = (SCENE_WIDTH - 2 * MARGIN - GAP) / 2;
		for (int i = 0; i < 2; i++)
			if (!(sc->side[i] = place_tree(st[i], half))) {
				scene_free(sc);
				return false;
			}
		double widest = sc->side[0]->width > sc->side[1]->width ? sc->side[0]->width :
				sc->side[1]->width;
		need = 2 * MARGIN + GAP + 2 * widest;
	} else {
		/* Beside the panels if it fits there; else under them, with
		 * the whole width. */
		double room = SCENE_WIDTH - 2 * MARGIN - GAP - PANEL;
		if (!(sc->side[0] = place_tree(st[0], room)))
			return false;
		if (sc->side[0]->width > room + 1) {
			free_side(sc->side[0]);
			sc->below = true;
			if (!(sc->side[0] = place_tree(st[0], SCENE_WIDTH - 2 * MARGIN)))
				return false;
			need = 2 * MARGIN + sc->side[0]->width;
		} else {
			need = SCENE_WIDTH;
		}
	}
	/* The scale that fits it all in 16:9: the width the tree needs, then
	 * the height at that width (a wider picture wraps its words in fewer
	 * lines, so this settles at once). */
	sc->scale = need > SCENE_WIDTH + 1 ? need / SCENE_WIDTH : 1;
	for (int i = 0; i < 3; i++) {
		sc->width = SCENE_WIDTH * sc->scale;
		sc->height = SCENE_HEIGHT * sc->scale;
		double h = compose(sc, &nothing);
		if (h <= sc->height)
			break;
		sc->scale = h / SCENE_HEIGHT;
	}
	/* In whole 120ths, so that both sides are whole units: 16:9 exactly. */
	sc->scale = ceil(sc->scale * 120 - 1e-9) / 120;
	sc->width = SCENE_WIDTH * sc->scale;
	sc->height = SCENE_HEIGHT * sc->scale;
	return true;
}

void scene_draw(const struct scene *sc, const struct canvas *c)
{
	compose(sc, c);
}

void scene_free(struct scene *sc)
{
	for (int i = 0; i < 2; i++) {
		free_side(sc->side[i]);
		sc->side[i] = NULL;
	}
}
