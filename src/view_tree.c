/* view_tree.c - the tree: nodes, their values and the lines between them,
 * in the textbook layout or the outline, scrolled to follow the search.
 * layout.c has placed every node; this file draws the part in view. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "narrate.h"
#include "ui.h"

/* One tree on the screen: the main view has one pane, the split view two.
 * other, in the split view, is the other half's state, so that nodes one
 * search has visited and the other has not can be marked. */
struct pane {
	const struct state *st;
	const struct layout *l;
	const struct state *other;
	int scroll_x, scroll_y;
};

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

/* The second line of a node's label: its value or bound, "cut" when
 * pruned, and "x2" when it was searched more than once. */
static void value_label(const struct ui *ui, const struct state *st, node_id n, char *buf,
			size_t len)
{
	char v[32];
	narrate_node_value(v, sizeof v, st, ui->view, n);
	/* While a question asks what n returns, its bound so far is the
	 * answer half given away. */
	const struct stop *q = open_question(ui);
	if (q && q->question == Q_VALUE && q->node == n && *v)
		snprintf(v, sizeof v, "?");
	if (state_node(st, n) == DRAW_PRUNED)
		snprintf(v, sizeof v, "cut");
	if (st->nodes[n].visits > 1)
		snprintf(buf, len, "%s%s%s%d", v, *v ? " " : "", ui->g->times, st->nodes[n].visits);
	else
		snprintf(buf, len, "%s", v);
}

static void draw_connectors(const struct ui *ui, const struct pane *p, node_id n, int y,
			    int x0, int x1)
{
	const struct glyphs *g = ui->g;
	const struct layout *l = p->l;
	const struct node *nd = &ui->tree->nodes[n];
	int px = l->x[n] - p->scroll_x + x0;
	int first = l->x[nd->first_child] - p->scroll_x + x0;
	int last = l->x[nd->first_child + nd->nchildren - 1] - p->scroll_x + x0;

	if (last < x0 || first >= x1)
		return;
	attr_t a = node_attr(ui, state_node(p->st, n) == DRAW_UNREACHED ? DRAW_UNREACHED : DRAW_DONE);
	attron(a);
	for (int x = first > x0 ? first : x0; x <= last && x < x1; x++)
		put_clipped(y, x, x0, x1, g->hline);
	for (int i = 0; i < nd->nchildren; i++) {
		node_id c = nd->first_child + i;
		const char *j = p->st->nodes[c].cut ? g->cut_edge :
				nd->nchildren == 1 ? g->vline :
				i == 0 ? g->corner_left :
				i == nd->nchildren - 1 ? g->corner_right : g->tee_down;
		put_clipped(y, l->x[c] - p->scroll_x + x0, x0, x1, j);
	}
	if (nd->nchildren > 1) {
		bool on_child = false;
		for (int i = 0; i < nd->nchildren; i++)
			on_child |= l->x[nd->first_child + i] == l->x[n];
		put_clipped(y, px, x0, x1, on_child ? g->cross : g->tee_up);
	}
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

/* Keeps the node the search is at (or last touched) inside the area. */
static void follow(struct pane *p, int rows, int cols)
{
	const struct event *e = state_event(p->st);
	node_id n = state_current(p->st);
	if (n < 0)
		n = e ? e->node : 0;
	p->scroll_x = scroll_for(p->l->x[n], cols, p->l->width);
	p->scroll_y = scroll_for(p->l->y[n] + 1, rows, p->l->height);
}

/* How far a node reaches across the picture: its label, and the line to
 * its children.  Along one level of the textbook layout both ends only grow
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

static void draw_node(const struct ui *ui, struct pane *p, node_id n, int top, int rows,
		      int x0, int x1)
{
	const struct tree *t = ui->tree;
	const struct layout *l = p->l;
	char name[64], value[64], sym[128];
	int y = l->y[n] - p->scroll_y + top;
	int x = l->x[n] - p->scroll_x + x0;
	enum draw_state s = state_node(p->st, n);
	/* Split view: marked when only this side has been here. */
	attr_t only = p->other && p->st->nodes[n].visits && !p->other->nodes[n].visits ?
		      A_UNDERLINE : 0;
	snprintf(name, sizeof name, "%s%s", t->nodes[n].is_max ? ui->g->max : ui->g->min,
		 tree_name(t, n));
	value_label(ui, p->st, n, value, sizeof value);
	symbolize(ui, value, sym, sizeof sym);
	if (l->outline) {
		attron(node_attr(ui, s) | only);
		put_clipped(y, x, x0, x1, name);
		attroff(node_attr(ui, s) | only);
		put_clipped(y, x + text_width(name) + 1, x0, x1, sym);
		return;
	}
	if (y >= top && y < top + rows) {
		attron(node_attr(ui, s) | only);
		put_clipped(y, x - text_width(name) / 2, x0, x1, name);
		attroff(node_attr(ui, s) | only);
	}
	if (y + 1 >= top && y + 1 < top + rows) {
		attron(node_attr(ui, s == DRAW_CURRENT ? DRAW_PATH : s));
		put_clipped(y + 1, x - text_width(sym) / 2, x0, x1, sym);
		attroff(node_attr(ui, s == DRAW_CURRENT ? DRAW_PATH : s));
	}
	if (t->nodes[n].nchildren && y + 2 >= top && y + 2 < top + rows)
		draw_connectors(ui, p, n, y + 2, x0, x1);
}

/* Draws the part of the tree inside the area, visiting only the nodes that
 * can show there, so that a tree of a million nodes draws as fast as one
 * of fifteen: in the outline the rows on screen, in the textbook layout
 * the levels on screen and, by binary search, the stretch of each level
 * that reaches into view. */
static void draw_tree(const struct ui *ui, struct pane *p, int top, int rows, int x0, int x1)
{
	const struct tree *t = ui->tree;
	const struct layout *l = p->l;
	int margin = NAME_MAX_LEN + 16;

	follow(p, rows, x1 - x0);
	if (l->outline) {
		for (int r = p->scroll_y; r < p->scroll_y + rows && r < l->height; r++)
			draw_node(ui, p, l->by_row[r], top, rows, x0, x1);
		return;
	}
	int lo = p->scroll_x, hi = p->scroll_x + (x1 - x0);
	for (int d = 0; d < l->levels; d++) {
		int y = d * LAYOUT_ROWS_PER_LEVEL - p->scroll_y;
		if (y + 2 < 0 || y >= rows)
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
		     reach_left(t, l, n, margin) <= hi; n++)
			draw_node(ui, p, n, top, rows, x0, x1);
	}
}

/* The main pane: the tree of the algorithm being stepped. */
void draw_main_tree(struct ui *ui, int top, int rows, int x0, int x1)
{
	struct pane p = { .st = &ui->st, .l = &ui->layout };
	draw_tree(ui, &p, top, rows, x0, x1);
	ui->tree_top = top;
	ui->scroll_x = p.scroll_x - x0;
	ui->scroll_y = p.scroll_y;
}

void draw_split_tree(const struct ui *ui, const struct state *st, const struct state *other,
		     int top, int rows, int x0, int x1)
{
	struct pane p = { .st = st, .l = &ui->split_layout, .other = other };
	draw_tree(ui, &p, top, rows, x0, x1);
}

/* The node whose name or value is drawn at screen cell (y, x) of the main
 * tree, or -1. */
node_id node_at(const struct ui *ui, int y, int x)
{
	const struct layout *l = &ui->layout;
	if (!ui->tree_shown)
		return -1;
	for (node_id n = 0; n < ui->tree->count; n++) {
		int ny = l->y[n] - ui->scroll_y + ui->tree_top;
		int nx = l->x[n] - ui->scroll_x;
		int width = (int)strlen(tree_name(ui->tree, n)) + 1;     /* the marker too */
		if (ny != y && !(ny + 1 == y && !l->outline))
			continue;
		int start = l->outline ? nx : nx - width / 2;
		if (x >= start && x < start + width)
			return n;
	}
	return -1;
}

/* The slot of a leaf: room for the widest name or value, and a space. */
bool relayout(struct ui *ui)
{
	int slot = 4;
	for (node_id n = 0; n < ui->tree->count; n++) {
		int w = (int)strlen(tree_name(ui->tree, n)) + 2;
		int v = text_width(ui->utf8 ? "\xe2\x89\xa5" : ">=") +
			snprintf(NULL, 0, "%d", ui->tree->nodes[n].value < 0 ?
				 ui->tree->nodes[n].value : -ui->tree->nodes[n].value) + 4;
		if (w > slot)
			slot = w;
		if (v > slot)
			slot = v;
	}
	layout_free(&ui->layout);
	return ui->outline ? layout_outline(&ui->layout, ui->tree) :
			     layout_tree(&ui->layout, ui->tree, slot);
}

/* The split view's halves are narrower: slots just wide enough for names. */
bool split_layout(struct ui *ui)
{
	if (ui->split_layout.x)
		return true;
	int slot = 5;
	for (node_id n = 0; n < ui->tree->count; n++)
		if ((int)strlen(tree_name(ui->tree, n)) + 2 > slot)
			slot = (int)strlen(tree_name(ui->tree, n)) + 2;
	return layout_tree(&ui->split_layout, ui->tree, slot);
}
