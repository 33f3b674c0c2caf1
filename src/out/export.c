/* export.c - one step of a search as an SVG picture, for slides.
 *
 * It shows what the stepper shows at that step, in the same words (the
 * labels and sentences come from narrate.c): the tree with MAX and MIN
 * drawn as the up and down triangles of the stepper and of Russell and
 * Norvig, each node's value or bound, the leaf values of the file in grey
 * until evaluated, pruned nodes greyed under a cut edge, the search stack
 * highlighted; beside it the stack with its windows and the PV table;
 * under it the step in words.  The picture is as large as the tree needs:
 * nothing is clipped. */
#include <config.h>

#include <stdio.h>
#include <string.h>

#include "out/export.h"
#include "out/layout.h"
#include "words/narrate.h"
#include "out/svg.h"
#include "words/text.h"

#define COL 10.0                /* pixels per column of the stepper's layout */
#define ROW 22.0                /* pixels per row */
#define MARGIN 30.0
#define PANEL 460.0             /* the stack and PV table */
#define FONT 15
#define SAID_WIDTH 100          /* characters a line of the step in words */

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
	return "white";
}

/* Text as the screen shows it: with alpha, beta, infinity and the
 * inequality signs. */
static void text(FILE *f, double x, double y, enum svg_anchor a, const char *style,
		 const char *ascii)
{
	char sym[1024];
	text_symbols(ascii, sym, sizeof sym);
	svg_text(f, x, y, a, style, sym);
}

static void draw_node(FILE *f, const struct state *st, enum view v, const struct layout *l,
		      node_id n, double ox, double oy)
{
	const struct tree *t = st->tree;
	enum draw_state s = state_node(st, n);
	double x = ox + l->x[n] * COL, y = oy + l->y[n] * ROW;
	double r = 11;
	char style[160], label[64];
	bool written;
	/* The edges to the children: cut ones dashed, with a cross; below
	 * the horizon, where this search never goes, dotted. */
	bool beyond = state_at_horizon(st, n);
	for (int i = 0; i < t->nodes[n].nchildren; i++) {
		node_id c = t->nodes[n].first_child + i;
		double cx = ox + l->x[c] * COL, cy = oy + l->y[c] * ROW;
		bool cut = st->nodes[c].cut;
		snprintf(style, sizeof style, "stroke=\"%s\" stroke-width=\"%s\"%s",
			 cut ? "#c0392b" : beyond || state_node(st, c) == DRAW_UNREACHED ? "#bbbbbb" :
			 "#555555",
			 state_node(st, c) == DRAW_PATH || state_node(st, c) == DRAW_CURRENT ? "3" : "1.5",
			 cut ? " stroke-dasharray=\"6 4\"" : beyond ? " stroke-dasharray=\"2 4\"" : "");
		svg_line(f, x, y + r, cx, cy - r, style);
		if (cut) {
			double mx = (x + cx) / 2, my = (y + r + cy - r) / 2;
			svg_line(f, mx - 6, my - 6, mx + 6, my + 6, "stroke=\"#c0392b\" stroke-width=\"3\"");
			svg_line(f, mx - 6, my + 6, mx + 6, my - 6, "stroke=\"#c0392b\" stroke-width=\"3\"");
		}
	}
	double up[] = { x, y - r, x + r * 1.15, y + r * 0.85, x - r * 1.15, y + r * 0.85 };
	double down[] = { x, y + r, x + r * 1.15, y - r * 0.85, x - r * 1.15, y - r * 0.85 };
	snprintf(style, sizeof style, "fill=\"%s\" stroke=\"%s\" stroke-width=\"%s\"", fill_of(s),
		 s == DRAW_UNREACHED || s == DRAW_PRUNED ? "#999999" : "#222222",
		 s == DRAW_CURRENT ? "3" : "1.5");
	svg_polygon(f, t->nodes[n].is_max ? up : down, 3, style);
	svg_text(f, x + r + 4, y - 4, SVG_START,
		 s == DRAW_UNREACHED || s == DRAW_PRUNED ? "fill=\"#888888\"" : "", tree_name(t, n));
	narrate_node_label(label, sizeof label, st, v, n, true, "\xc3\x97", &written);
	/* A leaf's value under it; an inner node's to its left, clear of the
	 * edges below. */
	const char *how = written || s == DRAW_PRUNED ? "fill=\"#999999\" font-style=\"italic\"" :
			  "font-weight=\"bold\"";
	if (*label && !t->nodes[n].nchildren)
		text(f, x, y + r + 16, SVG_MIDDLE, how, label);
	else if (*label)
		text(f, x - r - 6, y + 5, SVG_END, how, label);
}

bool export_step(FILE *f, const struct state *st, enum view v)
{
	const struct tree *t = st->tree;
	struct layout l = { 0 };
	int slot = 6;
	for (node_id n = 0; n < t->count; n++) {
		int w = (int)strlen(tree_name(t, n)) + 4;
		int val = snprintf(NULL, 0, "cut %d", t->nodes[n].value) + 3;
		slot = w > slot ? w : slot;
		slot = val > slot ? val : slot;
	}
	if (!layout_tree(&l, t, slot))
		return false;
	char line[1024];
	double tree_w = l.width * COL, tree_h = (l.height + 1) * ROW;
	double width = MARGIN * 3 + tree_w + PANEL;
	double stack_h = (st->depth + 3) * 22.0, pv_h = (st->pv.n + 3) * 22.0;
	double side_h = stack_h + pv_h;
	double body = tree_h > side_h ? tree_h : side_h;
	/* The sentence, wrapped at 100 characters a line. */
	char said[2048];
	narrate_step(st, v, said, sizeof said);
	int lines = text_wrap_count(said, SAID_WIDTH);
	double height = 70 + body + 30 + lines * 22.0 + MARGIN;

	svg_begin(f, width, height, FONT);
	char plan[48];
	narrate_plan_tag(st, plan, sizeof plan);
	snprintf(line, sizeof line, "%s on %s: step %d of %d%s%s", st->algo->name,
		 t->title ? t->title : t->source, st->step, st->trace->count, *plan ? "  " : "", plan);
	svg_text(f, MARGIN, 32, SVG_START, "font-size=\"20\" font-weight=\"bold\"", line);
	narrate_counters(st, 200, line, sizeof line);
	svg_text(f, MARGIN, 56, SVG_START, "fill=\"#444444\"", line);

	double oy = 70 + ROW;
	for (node_id n = 0; n < t->count; n++)
		draw_node(f, st, v, &l, n, MARGIN, oy);
	/* A transposition points at its position: a dashed curve from the
	 * reference, below the level, to the node it names. */
	for (node_id n = 0; n < t->count; n++) {
		node_id to = t->nodes[n].same;
		if (to < 0)
			continue;
		double x1 = MARGIN + l.x[n] * COL, x2 = MARGIN + l.x[to] * COL;
		double y = oy + l.y[n] * ROW + 14, low = y + 0.5 * ROW;
		double xy[] = { x1, y, x1, low, x2, low, x2, oy + l.y[to] * ROW + 14 };
		svg_polyline(f, xy, 4, "stroke=\"#2c7fb8\" stroke-width=\"1.5\" "
			     "stroke-dasharray=\"4 3\"");
	}
	/* Where a depth-limited search stops: a line under the first node it
	 * evaluates statically instead of searching. */
	for (node_id n = 0; n < t->count; n++) {
		if (!state_at_horizon(st, n) || t->nodes[n].depth != st->horizon)
			continue;
		double hy = oy + l.y[n] * ROW + 30;
		svg_line(f, MARGIN, hy, MARGIN + tree_w, hy,
			 "stroke=\"#8e44ad\" stroke-width=\"1.5\" stroke-dasharray=\"8 5\"");
		snprintf(line, sizeof line, "horizon: depth %d", st->horizon);
		svg_text(f, MARGIN + tree_w, hy - 5, SVG_END, "fill=\"#8e44ad\"", line);
		break;
	}

	/* The search stack and the PV table, beside the tree. */
	double px = MARGIN * 2 + tree_w, py = 90;
	svg_text(f, px, py, SVG_START, "font-weight=\"bold\"", "Search stack");
	if (st->depth == 0)
		svg_text(f, px, py + 22, SVG_START, "fill=\"#888888\"", "(empty)");
	for (int i = 0; i < st->depth; i++) {
		narrate_stack_line(line, sizeof line, st, v, i, false);
		text(f, px, py + 22 * (i + 1), SVG_START,
		     i == st->depth - 1 ? "font-weight=\"bold\"" : "", line);
	}
	py += stack_h;
	svg_text(f, px, py, SVG_START, "font-weight=\"bold\"", "PV table");
	for (int p = 0; p < st->pv.n; p++) {
		snprintf(line, sizeof line, "%d  ", p);
		for (int k = 0; k < st->pv.length[p]; k++)
			text_append(line, sizeof line, "%s ", tree_name(t, pvtable_row(&st->pv, p)[k]));
		svg_text(f, px, py + 22 * (p + 1), SVG_START,
			 p == st->pv_changed ? "fill=\"#8e44ad\" font-weight=\"bold\"" : "", line);
	}

	/* The step in words. */
	double sy = 70 + body + 30;
	for (const char *s = said, *next; *s; s = next) {
		size_t take = text_wrap_line(s, SAID_WIDTH, &next);
		snprintf(line, sizeof line, "%.*s", (int)take, s);
		text(f, MARGIN, sy, SVG_START, "", line);
		sy += 22;
	}
	svg_end(f);
	layout_free(&l);
	return !ferror(f);
}
