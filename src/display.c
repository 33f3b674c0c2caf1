/* display.c - the interactive stepper: the one file that talks to curses.
 *
 * Everything shown is computed elsewhere: state.c replays the trace and
 * puts each step into words, layout.c places the nodes.  This file only
 * decides where things go on the screen and which key does what.  The
 * keys are described once, in the bindings[] table, which both the key
 * handler and the help screen read. */
#include <config.h>

#define NCURSES_WIDECHAR 1
#include <curses.h>
#include <ctype.h>
#include <errno.h>
#include <langinfo.h>
#include <locale.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <wchar.h>

#include "display.h"
#include "layout.h"
#include "load.h"
#include "sources.h"
#include "clock.h"
#include "lesson_session.h"
#include "text.h"
#include "narrate.h"
#include "state.h"

#define MIN_COLS 80
#define MIN_LINES 24
#define TEXT_ROWS 6             /* rule, counters, cut condition, narration (2), keys */
#define NARRATION_MAX_ROWS 3    /* the single view gives a long reason a third line */

enum action {
	ACT_NEXT, ACT_PREV, ACT_FIRST, ACT_LAST, ACT_PAGE_DOWN, ACT_PAGE_UP,
	ACT_NEXT_EVENT, ACT_PREV_EVENT, ACT_PLAY, ACT_FASTER, ACT_SLOWER,
	ACT_NEXT_ALGO, ACT_ALGO, ACT_VIEW, ACT_CODE, ACT_OUTLINE, ACT_RELOAD,
	ACT_LESSON_PANEL, ACT_CONTINUE, ACT_SPLIT, ACT_HELP, ACT_QUIT,
};

struct binding {
	enum action action;
	const char *keys;       /* as the help screen shows them */
	const char *help;       /* NULL: listed with the binding before it */
	int codes[6];           /* 0 ends the list */
};

static const struct binding bindings[] = {
	{ ACT_NEXT, "Right l Space n", "next step", { KEY_RIGHT, 'l', ' ', 'n' } },
	{ ACT_PREV, "Left h p Backspace", "previous step",
	  { KEY_LEFT, 'h', 'p', KEY_BACKSPACE, 127, 8 } },
	{ ACT_FIRST, "Home g", "first step (step 0)", { KEY_HOME, 'g' } },
	{ ACT_LAST, "End G", "last step", { KEY_END, 'G' } },
	{ ACT_PAGE_DOWN, "PgDn PgUp", "10 steps forward or back", { KEY_NPAGE } },
	{ ACT_PAGE_UP, "PgUp", NULL, { KEY_PPAGE } },
	{ ACT_NEXT_EVENT, "] [", "next or previous cutoff, re-search or root PV change", { ']' } },
	{ ACT_PREV_EVENT, "[", NULL, { '[' } },
	{ ACT_PLAY, "a", "autoplay on/off", { 'a' } },
	{ ACT_FASTER, "+ -", "autoplay faster or slower", { '+', '=' } },
	{ ACT_SLOWER, "-", NULL, { '-', '_' } },
	{ ACT_NEXT_ALGO, "Tab", "next algorithm, at the same point of the search", { '\t' } },
	{ ACT_ALGO, "1-6", "algorithm 1-6 (see the title bar)",
	  { '1', '2', '3', '4', '5', '6' } },
	{ ACT_VIEW, "v", "switch between the max/min and the negamax view", { 'v' } },
	{ ACT_CODE, "c", "show or hide the code panel", { 'c' } },
	{ ACT_OUTLINE, "o", "switch between the tree and the outline layout", { 'o' } },
	{ ACT_RELOAD, "r", "reload the tree file from disk", { 'r' } },
	{ ACT_CONTINUE, "Enter t", "lesson: next stop; t: lesson text or stack and PV",
	  { '\n', KEY_ENTER } },
	{ ACT_LESSON_PANEL, "t", NULL, { 't' } },
	{ ACT_SPLIT, "s", "split view: two algorithms side by side, visit by visit", { 's' } },
	{ ACT_HELP, "? F1", "this help", { '?', KEY_F(1) } },
	{ ACT_QUIT, "q", "quit", { 'q', 'Q' } },
};
#define NBINDINGS ((int)(sizeof bindings / sizeof bindings[0]))

static const int play_delays[] = { 2000, 1000, 600, 300, 150, 60 };
#define NDELAYS ((int)(sizeof play_delays / sizeof play_delays[0]))

enum colour { C_PATH = 1, C_CURRENT, C_PRUNED, C_DONE, C_TITLE, C_CHANGED, C_MESSAGE };

struct ui {
	struct tree *tree;
	char *file;                     /* what r reloads: the path the tree was found at */
	int algo;                       /* index into algorithms[] */
	struct trace traces[8];
	bool traced[8];
	struct state st;
	enum view view;
	bool show_code, outline, help, playing;
	int delay;                      /* index into play_delays */
	char message[LOAD_ERROR_MAX + 64];
	struct layout layout;
	int scroll_x, scroll_y;
	bool utf8, colour;
	int tree_top;           /* the screen row of the tree's first row, for clicks */
	/* Lesson mode. */
	struct lesson *lesson;
	struct lesson_session ls;       /* the stops, questions and score (lesson_session.c) */
	bool hide_lesson;       /* t: show the stack and PV table instead */
	/* The split view: the main algorithm on the left, another on the
	 * right, both at the same number of node visits. */
	bool split;
	int vs_algo;
	struct state vs;
	long visit;
	long split_total;       /* the larger of the two searches' node entries */
	struct layout split_layout;     /* narrower slots, for half a screen */
};

static volatile sig_atomic_t got_signal;

static void on_signal(int sig)
{
	got_signal = sig;
}

bool display_possible(char *why, size_t len)
{
	const char *term = getenv("TERM");
	if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO)) {
		snprintf(why, len, "standard %s is not a terminal",
			 isatty(STDIN_FILENO) ? "output" : "input");
		return false;
	}
	if (!term || !*term || strcmp(term, "dumb") == 0) {
		snprintf(why, len, "TERM is %s%s%s, which cannot draw a full screen",
			 term ? "'" : "unset", term ? term : "", term ? "'" : "");
		return false;
	}
	return true;
}

/* ---- Text on the screen ------------------------------------------------ */

static bool is_word_char(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}

/* In a UTF-8 locale, the ASCII spellings the state code uses become the
 * symbols a textbook uses: alpha, beta, infinity and the inequalities.
 * Only whole words change: "alpha-beta" and a node named "info" stay. */
static void symbolize(const struct ui *ui, const char *in, char *out, size_t len)
{
	static const struct { const char *ascii, *utf8; bool word; } subst[] = {
		{ "+inf", "+\xe2\x88\x9e", true }, { "-inf", "-\xe2\x88\x9e", true },
		{ "alpha", "\xce\xb1", true }, { "beta", "\xce\xb2", true },
		{ ">=", "\xe2\x89\xa5", false }, { "<=", "\xe2\x89\xa4", false },
	};
	size_t o = 0;
	for (size_t i = 0; in[i] && o + 8 < len;) {
		bool done = false;
		for (size_t k = 0; ui->utf8 && k < sizeof subst / sizeof subst[0]; k++) {
			size_t n = strlen(subst[k].ascii);
			if (strncmp(in + i, subst[k].ascii, n) != 0)
				continue;
			char before = i > 0 ? in[i - 1] : ' ', after = in[i + n];
			if (subst[k].word && (is_word_char(before) || is_word_char(after) ||
					      (isalpha((unsigned char)in[i]) && (before == '-' || after == '-'))))
				continue;
			o += (size_t)snprintf(out + o, len - o, "%s", subst[k].utf8);
			i += n;
			done = true;
			break;
		}
		if (!done)
			out[o++] = in[i++];
	}
	out[o] = '\0';
}

/* Draws s at (y, x), clipped to the columns [x0, x1). */
static void put_clipped(int y, int x, int x0, int x1, const char *s)
{
	wchar_t w[512];
	size_t n = mbstowcs(w, s, sizeof w / sizeof w[0] - 1);
	if (n == (size_t)-1)
		return;
	for (size_t i = 0; i < n; i++, x++) {
		if (x >= x1)
			break;
		if (x >= x0)
			mvaddnwstr(y, x, &w[i], 1);
	}
}

static int text_width(const char *s)
{
	wchar_t w[512];
	size_t n = mbstowcs(w, s, sizeof w / sizeof w[0] - 1);
	return n == (size_t)-1 ? (int)strlen(s) : (int)n;
}

static void put(const struct ui *ui, int y, int x, int x1, const char *fmt, ...)
	__attribute__((format(printf, 5, 6)));

static void put(const struct ui *ui, int y, int x, int x1, const char *fmt, ...)
{
	char raw[1024], text[2048];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(raw, sizeof raw, fmt, ap);
	va_end(ap);
	symbolize(ui, raw, text, sizeof text);
	put_clipped(y, x, x, x1, text);
}

/* Wraps text over rows [y, y + rows) between columns x and x1. */
static void put_wrapped(const struct ui *ui, int y, int rows, int x, int x1, const char *raw)
{
	char text[2048];
	symbolize(ui, raw, text, sizeof text);
	wchar_t w[1024];
	size_t n = mbstowcs(w, text, sizeof w / sizeof w[0] - 1);
	if (n == (size_t)-1)
		return;
	size_t width = (size_t)(x1 - x), at = 0;
	for (int r = 0; r < rows && at < n; r++) {
		size_t take = n - at;
		if (take > width) {
			take = width;
			while (take > 0 && w[at + take] != L' ')
				take--;
			if (take == 0)
				take = width;
		}
		mvaddnwstr(y + r, x, &w[at], (int)take);
		at += take;
		while (at < n && w[at] == L' ')
			at++;
	}
}

static attr_t colour(const struct ui *ui, enum colour c)
{
	return ui->colour ? COLOR_PAIR(c) : 0;
}

/* ---- The tree ------------------------------------------------------------ */

static const char *marker(const struct ui *ui, const struct tree *t, node_id n)
{
	if (t->nodes[n].is_max)
		return ui->utf8 ? "\xe2\x96\xb2" : "^";
	return ui->utf8 ? "\xe2\x96\xbc" : "v";
}

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

/* One tree on the screen: the main view has one pane, the split view two.
 * other, in the split view, is the other half's state, so that nodes one
 * search has visited and the other has not can be marked. */
struct pane {
	const struct state *st;
	const struct layout *l;
	const struct state *other;
	int scroll_x, scroll_y;
};

/* The second line of a node's label: its value or bound, "cut" when
 * pruned, and "x2" when it was searched more than once. */
/* The question open now, or NULL. */
static const struct stop *open_question(const struct ui *ui)
{
	return ui->lesson && ui->ls.asking >= 0 ? &ui->lesson->stops[ui->ls.asking] : NULL;
}

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
		snprintf(buf, len, "%s%s%s%d", v, *v ? " " : "", ui->utf8 ? "\xc3\x97" : "x",
			 st->nodes[n].visits);
	else
		snprintf(buf, len, "%s", v);
}

static void draw_connectors(const struct ui *ui, const struct pane *p, node_id n, int y,
			    int x0, int x1)
{
	const struct tree *t = ui->tree;
	const struct layout *l = p->l;
	const struct node *nd = &t->nodes[n];
	const char *h = ui->utf8 ? "\xe2\x94\x80" : "-";
	int px = l->x[n] - p->scroll_x + x0;
	int first = l->x[nd->first_child] - p->scroll_x + x0;
	int last = l->x[nd->first_child + nd->nchildren - 1] - p->scroll_x + x0;

	if (last < x0 || first >= x1)
		return;
	attr_t a = node_attr(ui, state_node(p->st, n) == DRAW_UNREACHED ? DRAW_UNREACHED : DRAW_DONE);
	attron(a);
	for (int x = first > x0 ? first : x0; x <= last && x < x1; x++)
		put_clipped(y, x, x0, x1, h);
	for (int i = 0; i < nd->nchildren; i++) {
		node_id c = nd->first_child + i;
		int cx = l->x[c] - p->scroll_x + x0;
		const char *j;
		if (p->st->nodes[c].cut)
			j = ui->utf8 ? "\xe2\x95\xb3" : "x";       /* the pruned edge */
		else if (nd->nchildren == 1)
			j = ui->utf8 ? "\xe2\x94\x82" : "|";
		else if (i == 0)
			j = ui->utf8 ? "\xe2\x94\x8c" : "+";
		else if (i == nd->nchildren - 1)
			j = ui->utf8 ? "\xe2\x94\x90" : "+";
		else
			j = ui->utf8 ? "\xe2\x94\xac" : "+";
		put_clipped(y, cx, x0, x1, j);
	}
	if (nd->nchildren > 1) {
		bool on_child = false;
		for (int i = 0; i < nd->nchildren; i++)
			on_child |= l->x[nd->first_child + i] == l->x[n];
		put_clipped(y, px, x0, x1, on_child ? (ui->utf8 ? "\xe2\x94\xbc" : "+") :
			    (ui->utf8 ? "\xe2\x94\xb4" : "+"));
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
	snprintf(name, sizeof name, "%s%s", marker(ui, t, n), tree_name(t, n));
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
static void draw_main_tree(struct ui *ui, int top, int rows, int x0, int x1)
{
	struct pane p = { .st = &ui->st, .l = &ui->layout };
	draw_tree(ui, &p, top, rows, x0, x1);
	ui->tree_top = top;
	ui->scroll_x = p.scroll_x;
	ui->scroll_y = p.scroll_y;
}

/* The node whose name is drawn at screen cell (y, x), or -1. */
static node_id node_at(const struct ui *ui, int y, int x)
{
	const struct layout *l = &ui->layout;
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

/* ---- The code panel ------------------------------------------------------ */

static void draw_code(const struct ui *ui, int top, int rows, int x0, int x1)
{
	const struct algorithm *a = &algorithms[ui->algo];
	const struct source *src = source_find(a->source);
	const struct event *e = state_event(&ui->st);
	int n = 0, hl = -1;

	attron(A_BOLD);
	put(ui, top, x0, x1, "src/%s", a->source);
	attroff(A_BOLD);
	if (!src)
		return;
	while (src->lines[n])
		n++;
	if (e)
		hl = e->line - src->first_line;
	int first = hl > rows / 2 ? hl - rows / 2 : 0;
	if (first > n - (rows - 1))
		first = n - (rows - 1) > 0 ? n - (rows - 1) : 0;
	for (int r = 1; r < rows && first + r - 1 < n; r++) {
		int i = first + r - 1;
		char line[512];
		size_t o = 0;
		/* Tabs become four spaces, so that long lines still fit. */
		for (const char *p = src->lines[i]; *p && o + 5 < sizeof line; p++) {
			if (*p == '\t') {
				memcpy(line + o, "    ", 4);
				o += 4;
			} else {
				line[o++] = *p;
			}
		}
		line[o] = '\0';
		if (i == hl)
			attron(A_REVERSE | colour(ui, C_CHANGED));
		mvhline(top + r, x0, ' ', i == hl ? x1 - x0 : 0);
		mvprintw(top + r, x0, "%4d ", src->first_line + i);
		put_clipped(top + r, x0 + 5, x0, x1, line);
		if (i == hl)
			attroff(A_REVERSE | colour(ui, C_CHANGED));
	}
}

static void draw_stack(const struct ui *ui, const struct state *st, int top, int rows, int x0,
		       int x1);

/* ---- The split view -------------------------------------------------------- */

static const struct trace *trace_for(struct ui *ui, int index)
{
	if (!ui->traced[index]) {
		struct result r;
		trace_init(&ui->traces[index]);
		if (!algorithm_run(&algorithms[index], ui->tree, &ui->traces[index], &r)) {
			trace_free(&ui->traces[index]);
			return NULL;
		}
		ui->traced[index] = true;
	}
	return &ui->traces[index];
}

static long total_visits(const struct trace *tr)
{
	long v = 0;
	for (int i = 0; i < tr->count; i++)
		v += tr->events[i].type == EV_ENTER;
	return v;
}

static long split_visits(const struct ui *ui)
{
	return ui->split_total;
}

/* Puts both halves at visit v: each shows the step of its own v-th node
 * entry, or its last step when it made fewer.  One position past the last
 * visit shows both searches finished. */
static void split_goto(struct ui *ui, long v)
{
	long most = split_visits(ui) + 1;
	ui->visit = v < 0 ? 0 : v > most ? most : v;
	state_goto(&ui->st, trace_step_of_visit(ui->st.trace, ui->visit));
	state_goto(&ui->vs, trace_step_of_visit(ui->vs.trace, ui->visit));
}

static bool split_open(struct ui *ui, int vs_algo)
{
	const struct trace *tr = trace_for(ui, vs_algo);
	state_free(&ui->vs);
	if (!tr || !state_init(&ui->vs, ui->tree, &algorithms[vs_algo], tr))
		return false;
	if (!ui->split_layout.x) {
		int slot = 5;
		for (node_id n = 0; n < ui->tree->count; n++)
			if ((int)strlen(tree_name(ui->tree, n)) + 2 > slot)
				slot = (int)strlen(tree_name(ui->tree, n)) + 2;
		if (!layout_tree(&ui->split_layout, ui->tree, slot))
			return false;
	}
	ui->vs_algo = vs_algo;
	ui->split = true;
	/* Counted once here, not on every key and every frame. */
	long a = total_visits(ui->st.trace), b = total_visits(ui->vs.trace);
	ui->split_total = a > b ? a : b;
	split_goto(ui, ui->st.counts.visits);
	return true;
}

/* "only here: N12 N14": the nodes one side has entered and the other not. */
static void only_here(const struct ui *ui, const struct state *a, const struct state *b,
		      char *buf, size_t len)
{
	size_t o = (size_t)snprintf(buf, len, "only here:");
	int n = 0;
	for (node_id i = 0; i < ui->tree->count && o + NAME_MAX_LEN + 2 < len; i++)
		if (a->nodes[i].visits && !b->nodes[i].visits) {
			o += (size_t)snprintf(buf + o, len - o, " %s", tree_name(ui->tree, i));
			n++;
		}
	if (n == 0)
		snprintf(buf + o, len - o, " none");
}

static void draw_split_half(struct ui *ui, const struct state *st, const struct state *other,
			    int x0, int x1, int tree_rows, int panel)
{
	char text[1024];
	struct pane p = { .st = st, .l = &ui->split_layout, .other = other };
	draw_tree(ui, &p, 1, tree_rows, x0, x1);
	int top = LINES - (panel + TEXT_ROWS);
	draw_stack(ui, st, top + 1, panel, x0, x1);
	attron(A_BOLD);
	put(ui, top + 1, x0 + 14, x1, "%d:%s  step %d/%d", (int)(st->algo - algorithms) + 1,
	    st->algo->name, st->step, st->trace->count);
	attroff(A_BOLD);
	int y = top + 1 + panel;
	put(ui, y, x0, x1, "nodes %ld visits %ld leaves %ld cut %ld re %ld", st->counts.nodes,
	    st->counts.visits, st->counts.leaves, st->counts.cutoffs, st->counts.researches);
	only_here(ui, st, other, text, sizeof text);
	attron(A_UNDERLINE);
	put(ui, y + 1, x0, x1, "%s", text);
	attroff(A_UNDERLINE);
	narrate_step(st, ui->view, text, sizeof text);
	put_wrapped(ui, y + 2, 2, x0, x1, text);
}

static void draw_split(struct ui *ui, int tree_rows, int panel)
{
	int mid = COLS / 2;
	attron(A_REVERSE | colour(ui, C_TITLE));
	mvhline(0, 0, ' ', COLS);
	if (ui->visit > split_visits(ui))
		put(ui, 0, 1, COLS, "treestep  split view, both searches finished  (s closes, Tab "
		    "changes the right side)");
	else
		put(ui, 0, 1, COLS, "treestep  split view, visit %ld of %ld  (s closes, Tab changes "
		    "the right side)", ui->visit, split_visits(ui));
	attroff(A_REVERSE | colour(ui, C_TITLE));
	for (int y = 1; y < LINES - 1; y++)
		put_clipped(y, mid, 0, COLS, ui->utf8 ? "\xe2\x94\x82" : "|");
	for (int x = 0; x < COLS; x++)
		if (x != mid)
			put_clipped(LINES - (panel + TEXT_ROWS), x, 0, COLS,
				    ui->utf8 ? "\xe2\x94\x80" : "-");
	draw_split_half(ui, &ui->st, &ui->vs, 1, mid - 1, tree_rows, panel);
	draw_split_half(ui, &ui->vs, &ui->st, mid + 2, COLS - 1, tree_rows, panel);
	if (ui->message[0]) {
		/* As below the single view: a reload's word, or a key's. */
		attron(A_REVERSE | colour(ui, C_MESSAGE));
		mvhline(LINES - 1, 0, ' ', COLS);
		put(ui, LINES - 1, 0, COLS, "%s", ui->message);
		attroff(A_REVERSE | colour(ui, C_MESSAGE));
	} else {
		attron(A_DIM);
		put(ui, LINES - 1, 0, COLS, "<- -> visit  Home End  Tab right side  s close  r reload  "
		    "? help  q quit");
		attroff(A_DIM);
	}
}

/* Keys in the split view move by node visit. */
static bool split_key(struct ui *ui, enum action a)
{
	switch (a) {
	case ACT_NEXT:
		split_goto(ui, ui->visit + 1);
		return true;
	case ACT_PREV:
		split_goto(ui, ui->visit - 1);
		return true;
	case ACT_FIRST:
		split_goto(ui, 0);
		return true;
	case ACT_LAST:
		split_goto(ui, 1L << 40);
		return true;
	case ACT_PAGE_DOWN:
		split_goto(ui, ui->visit + 10);
		return true;
	case ACT_PAGE_UP:
		split_goto(ui, ui->visit - 10);
		return true;
	case ACT_NEXT_ALGO: {
		int next = (ui->vs_algo + 1) % algorithm_count;
		if (next == ui->algo)
			next = (next + 1) % algorithm_count;
		if (!split_open(ui, next))
			snprintf(ui->message, sizeof ui->message, "Out of memory.");
		return true;
	}
	case ACT_SPLIT:
		ui->split = false;
		return true;
	case ACT_HELP:
	case ACT_QUIT:
	case ACT_VIEW:
	case ACT_RELOAD:
		return false;
	default:
		snprintf(ui->message, sizeof ui->message, "In the split view: arrows, Home, End, "
			 "PgUp/PgDn, Tab, v, r; s goes back.");
		return true;
	}
}

/* ---- Lessons -------------------------------------------------------------- */

/* Every move goes through here.  In a lesson, moving forward past the step
 * where an unanswered question is asked stops at that step and asks it:
 * the student keeps every key, but predicts before seeing. */
static void go(struct ui *ui, int target)
{
	if (ui->lesson) {
		target = lesson_session_move(&ui->ls, &algorithms[ui->algo], ui->st.step, target);
		if (ui->ls.asking >= 0)
			ui->hide_lesson = false;
	}
	state_goto(&ui->st, target);
}

/* Takes the answer (or a skip), then shows the step that tells; an answer
 * of the wrong kind is asked again. */
static void answer_question(struct ui *ui, bool skip)
{
	int step = lesson_session_answer(&ui->ls, skip);
	if (step >= 0)
		state_goto(&ui->st, step);
}

static void draw_lesson(const struct ui *ui, int top, int rows, int x0, int x1)
{
	const struct lesson *l = ui->lesson;
	const struct lesson_session *ls = &ui->ls;
	const struct algorithm *a = &algorithms[ui->algo];
	int cur = ls->asking >= 0 ? ls->asking : lesson_session_shown_stop(ls, a, ui->st.step);
	int right, questions;
	char text[4096] = "", expected[256];

	lesson_session_score(ls, &right, &questions);
	/* The title goes first when the line is short: never the numbers. */
	char head[64];
	snprintf(head, sizeof head, "stop %d of %d   score %d/%d", cur + 1, l->nstops, right,
		 questions);
	attron(A_BOLD);
	if (text_width(l->title) + 11 + (int)strlen(head) <= x1 - x0)
		put(ui, top, x0, x1, "Lesson: %s   %s", l->title, head);
	else
		put(ui, top, x0, x1, "%s", head);
	attroff(A_BOLD);
	if (ls->asking >= 0) {
		lesson_prompt(l, &l->stops[ls->asking], text, sizeof text);
		if (ls->rejected)
			text_append(text, sizeof text, " (\"%s\" is not an answer to this: try again.)",
				    ls->input);
		put_wrapped(ui, top + 1, rows - 2, x0, x1, text);
		attron(A_REVERSE);
		put(ui, top + rows - 1, x0, x1, "> %s_", ls->input);
		attroff(A_REVERSE);
		put(ui, top + rows - 1, x0 + 40, x1, "(Enter answers, Esc skips)");
		return;
	}
	if (cur < 0) {
		snprintf(text, sizeof text, "Step forward (Right), or press Enter to go to the "
			 "first stop.");
	} else {
		const struct stop *s = &l->stops[cur];
		lesson_answer(l, s, expected, sizeof expected);
		if (s->question != Q_NONE && ls->verdict[cur] == VERDICT_RIGHT)
			snprintf(text, sizeof text, "You said %s: right! ", ls->answer[cur]);
		else if (s->question != Q_NONE && ls->verdict[cur] == VERDICT_WRONG)
			snprintf(text, sizeof text, "You said %s; the answer is %s. ",
				 ls->answer[cur], expected);
		else if (s->question != Q_NONE && ls->verdict[cur] == VERDICT_SKIPPED)
			snprintf(text, sizeof text, "Skipped; the answer is %s. ", expected);
		char body[2048], err[256];
		if (!lesson_expand(l, s, body, sizeof body, err, sizeof err))
			snprintf(body, sizeof body, "(%s)", err);
		snprintf(text + strlen(text), sizeof text - strlen(text), "%s", body);
		int next = lesson_session_next_stop(ls, a, ui->st.step);
		if (next < 0)
			snprintf(text + strlen(text), sizeof text - strlen(text),
				 " -- Lesson complete: %d of %d predictions right. q quits.",
				 right, questions);
		else if (l->stops[next].algo != s->algo)
			snprintf(text + strlen(text), sizeof text - strlen(text),
				 " -- Press Enter to go on with %s.", l->stops[next].algo->name);
	}
	put_wrapped(ui, top + 1, rows - 1, x0, x1, text);
}

/* Keys while a question is open type the answer. */
static void question_key(struct ui *ui, int key)
{
	if (key == 27) {
		answer_question(ui, true);
	} else if (key == '\n' || key == '\r' || key == KEY_ENTER) {
		answer_question(ui, false);
	} else if (key == KEY_BACKSPACE || key == 127 || key == 8) {
		/* A whole character: the bytes of a UTF-8 >= go together. */
		char *in = ui->ls.input;
		size_t n = strlen(in);
		while (n > 0 && ((unsigned char)in[n - 1] & 0xc0) == 0x80)
			in[--n] = '\0';
		lesson_session_erase(&ui->ls);
	} else if (key == KEY_MOUSE) {
		MEVENT m;
		node_id node;
		if (getmouse(&m) == OK && (node = node_at(ui, m.y, m.x - 1)) >= 0)
			lesson_session_set_input(&ui->ls, tree_name(ui->tree, node));
	} else if (key >= ' ' && key < 256 && key != 127) {
		/* Bytes of 128 and up are UTF-8: the >= and <= the prompt shows. */
		lesson_session_type(&ui->ls, (char)key);
	}
}

/* ---- The bottom panels ----------------------------------------------------- */

static void draw_stack(const struct ui *ui, const struct state *st, int top, int rows, int x0,
		       int x1)
{
	char w[64];
	attron(A_BOLD);
	put(ui, top, x0, x1, "Search stack%s", ui->view == VIEW_NEGAMAX ? " (negamax)" : "");
	attroff(A_BOLD);
	int first = st->depth > rows - 1 ? st->depth - (rows - 2) : 0;
	int r = 1;
	if (first > 0)
		put(ui, top + r++, x0, x1, "  ... %d more above", first);
	for (int i = first; i < st->depth && r < rows; i++, r++) {
		const struct stack_frame *f = &st->stack[i];
		narrate_window(w, sizeof w, st, ui->view, f->node, f->alpha, f->beta);
		bool current = i == st->depth - 1;
		if (current)
			attron(A_BOLD);
		put(ui, top + r, x0, x1, "%s%-4s %s %-16s %s", current ? ">" : " ",
		    tree_name(ui->tree, f->node), ui->tree->nodes[f->node].is_max ? "MAX" : "MIN",
		    st->algo->no_window ? "(no window)" : w,
		    narrate_frame_tag(st, i));
		if (current)
			attroff(A_BOLD);
	}
	if (st->depth == 0)
		put(ui, top + 1, x0, x1, " (empty)");
}

/* The triangular table: row p starts p cells in and has room for N - p
 * moves, so the rows draw the triangle the array is laid out as. */
static void draw_pvtable(const struct ui *ui, int top, int rows, int x0, int x1)
{
	const struct state *st = &ui->st;
	const struct tree *t = ui->tree;
	int cell = 1;
	for (node_id n = 0; n < t->count; n++)
		if ((int)strlen(tree_name(t, n)) + 1 > cell)
			cell = (int)strlen(tree_name(t, n)) + 1;
	attron(A_BOLD);
	put(ui, top, x0, x1, "PV table");
	attroff(A_BOLD);
	for (int p = 0; p < st->pv.n && p + 1 < rows; p++) {
		attr_t a = p == st->pv_changed ? A_REVERSE | colour(ui, C_CHANGED) : 0;
		mvprintw(top + 1 + p, x0, "%2d ", p);
		attron(a);
		for (int k = 0; k < st->pv.n - p; k++) {
			int x = x0 + 3 + (p + k) * cell;
			const char *s = k < st->pv.length[p] ? tree_name(t, pvtable_row(&st->pv, p)[k]) :
					ui->utf8 ? "\xc2\xb7" : ".";
			put_clipped(top + 1 + p, x, x0, x1, s);
		}
		attroff(a);
	}
	if (st->pv.n == 0)
		put(ui, top + 1, x0, x1, " (the root is a leaf: no moves)");
	else if (st->step == st->trace->count && !narrate_pv_complete(st))
		/* NegaScout's PV can end above a leaf: say so, as --compare does. */
		put(ui, top, x0 + 9, x1, "(row 0 incomplete)");
}

/* Rows for the stack and PV panels: 6 at 80x24, growing with the terminal
 * up to 12. */
static int panel_rows(void)
{
	int rows = 6 + (LINES - MIN_LINES) / 2;
	return rows > 12 ? 12 : rows;
}

/* Lines that text needs at width columns, wrapped at spaces. */
static int wrapped_lines(const char *text, int width)
{
	int lines = 1, col = 0;
	for (const char *p = text; *p;) {
		int n = (int)strcspn(p, " ");
		if (col > 0 && col + 1 + n > width) {
			lines++;
			col = 0;
		}
		col += (col > 0) + n;
		p += n;
		p += strspn(p, " ");
	}
	return lines;
}

/* The rows under the panels: the rule, counters, cut condition, the
 * narration (two lines, or three for a long reason, so that a sentence is
 * never cut off), and the keys. */
static int text_rows(const struct ui *ui)
{
	char text[1024];
	narrate_step(&ui->st, ui->view, text, sizeof text);
	int n = wrapped_lines(text, COLS);
	return TEXT_ROWS - 2 + (n < 2 ? 2 : n > NARRATION_MAX_ROWS ? NARRATION_MAX_ROWS : n);
}

/* The panels' rows in the single view: a third line of narration comes
 * out of the panels (down to a heading and four frames), not the tree. */
static int single_panel_rows(const struct ui *ui)
{
	int panel = panel_rows() - (text_rows(ui) - TEXT_ROWS);
	return panel < 5 ? 5 : panel;
}

static void draw_bottom(struct ui *ui)
{
	const struct state *st = &ui->st;
	int mid = COLS / 2, panel = single_panel_rows(ui);
	int narration = text_rows(ui) - (TEXT_ROWS - 2);
	int top = LINES - (panel + text_rows(ui));
	char text[1024];

	for (int x = 0; x < COLS; x++)
		put_clipped(top, x, 0, COLS, ui->utf8 ? "\xe2\x94\x80" : "-");
	const struct stop *q = open_question(ui);
	if (ui->lesson && !ui->hide_lesson && q && q->question == Q_PV) {
		/* The question is about the PV table: keep it in sight. */
		draw_lesson(ui, top + 1, panel, 1, mid - 1);
		draw_pvtable(ui, top + 1, panel, mid + 1, COLS - 1);
	} else if (ui->lesson && !ui->hide_lesson) {
		draw_lesson(ui, top + 1, panel, 1, COLS - 1);
	} else {
		draw_stack(ui, &ui->st, top + 1, panel, 1, mid - 1);
		draw_pvtable(ui, top + 1, panel, mid + 1, COLS - 1);
	}

	int y = top + 1 + panel;
	narrate_counters(st, COLS, text, sizeof text);
	put(ui, y, 0, COLS, "%s", text);
	narrate_cut_condition(st, ui->view, text, sizeof text);
	put(ui, y + 1, 0, COLS, "%s", text);
	narrate_step(st, ui->view, text, sizeof text);
	attron(A_BOLD);
	put_wrapped(ui, y + 2, narration, 0, COLS, text);
	attroff(A_BOLD);
	if (ui->message[0]) {
		/* A message (a reload error names a file and a position) may need
		 * more than one line: it covers the narration above if it must. */
		int rows = (text_width(ui->message) + COLS - 1) / COLS;
		rows = rows < 1 ? 1 : rows > 3 ? 3 : rows;
		attron(A_REVERSE | colour(ui, C_MESSAGE));
		for (int r = 0; r < rows; r++)
			mvhline(LINES - rows + r, 0, ' ', COLS);
		put_wrapped(ui, LINES - rows, rows, 0, COLS, ui->message);
		attroff(A_REVERSE | colour(ui, C_MESSAGE));
	} else {
		attron(A_DIM);
		put(ui, LINES - 1, 0, COLS, "%s",
		    ui->playing ? "Autoplay: a stops, + and - change the speed, q quits" :
		    "<- -> step  [ ] events  Tab algorithm  v view  c code  o outline  ? help  q quit");
		attroff(A_DIM);
	}
}

static void draw_title(const struct ui *ui)
{
	const struct algorithm *a = &algorithms[ui->algo];
	attron(A_REVERSE | colour(ui, C_TITLE));
	mvhline(0, 0, ' ', COLS);
	put(ui, 0, 1, COLS, "treestep  %d:%s on %s%s", ui->algo + 1, a->name,
	    ui->tree->title ? ui->tree->title : ui->tree->source,
	    ui->view == VIEW_NEGAMAX ? "  [negamax view]" : "");
	attroff(A_REVERSE | colour(ui, C_TITLE));
}

static void draw_help(const struct ui *ui)
{
	erase();
	attron(A_BOLD);
	put(ui, 0, 2, COLS, "treestep keys (any key closes this help)");
	attroff(A_BOLD);
	int y = 2;
	for (int i = 0; i < NBINDINGS; i++)
		if (bindings[i].help)
			put(ui, y++, 2, COLS, "%-20s %s", bindings[i].keys, bindings[i].help);
	y++;
	put(ui, y++, 2, COLS, "%s MAX node   %s MIN node   bold: on the search stack   "
	    "reverse: current node", ui->utf8 ? "\xe2\x96\xb2" : "^",
	    ui->utf8 ? "\xe2\x96\xbc" : "v");
	put(ui, y++, 2, COLS, "dim: not reached yet   cut: pruned   x2: searched twice   "
	    "click a node to jump to it");
	put(ui, y, 2, COLS, "1 minimax  2 alphabeta  3 alphabeta-soft  4 pvs  5 pvs-soft  "
	    "6 negascout");
}

static void draw(struct ui *ui)
{
	if (ui->help) {
		draw_help(ui);
		refresh();
		return;
	}
	erase();
	if (COLS < MIN_COLS || LINES < MIN_LINES) {
		mvprintw(LINES / 2 > 0 ? LINES / 2 - 1 : 0, 0, "Enlarge the terminal");
		mvprintw(LINES / 2, 0, "to at least %dx%d", MIN_COLS, MIN_LINES);
		mvprintw(LINES / 2 + 1, 0, "(now %dx%d); q quits.", COLS, LINES);
		refresh();
		return;
	}
	int tree_rows = LINES - 1 - (ui->split ? panel_rows() + TEXT_ROWS :
				     single_panel_rows(ui) + text_rows(ui));
	if (ui->split) {
		draw_split(ui, tree_rows, panel_rows());
		refresh();
		return;
	}
	draw_title(ui);
	/* On a wide terminal the code sits beside the tree and takes the
	 * columns the tree does not need, but never fewer than 58. */
	bool side_by_side = ui->show_code && COLS >= 130;
	int split = COLS - 1;
	if (side_by_side) {
		split = ui->layout.width + 2;
		if (split > COLS - 60)
			split = COLS - 60;
	}
	if (ui->show_code && !side_by_side)
		draw_code(ui, 1, tree_rows, 1, COLS - 1);
	else
		draw_main_tree(ui, 1, tree_rows, 1, split);
	if (side_by_side)
		draw_code(ui, 1, tree_rows, split + 2, COLS - 1);
	draw_bottom(ui);
	refresh();
}

/* ---- Acting on keys -------------------------------------------------------- */

static bool use_algorithm(struct ui *ui, int index)
{
	if (!ui->traced[index]) {
		trace_init(&ui->traces[index]);
		struct result r;
		if (!algorithm_run(&algorithms[index], ui->tree, &ui->traces[index], &r)) {
			trace_free(&ui->traces[index]);
			snprintf(ui->message, sizeof ui->message, "Out of memory running %s.",
				 algorithms[index].name);
			return false;
		}
		ui->traced[index] = true;
	}
	state_free(&ui->st);
	if (!state_init(&ui->st, ui->tree, &algorithms[index], &ui->traces[index]))
		return false;
	ui->algo = index;
	return true;
}

/* Switching algorithms keeps the place: the new search is shown entering
 * the same node, the same number of times, as the old one had last entered. */
static void switch_algorithm(struct ui *ui, int index, bool from_start)
{
	const struct trace *old = ui->st.trace;
	int k = ui->st.step, count = old->count;
	node_id n = -1;
	int visit = 0;
	for (int i = k - 1; i >= 0 && n < 0; i--)
		if (old->events[i].type == EV_ENTER)
			n = old->events[i].node;
	for (int i = 0; i < k && n >= 0; i++)
		visit += old->events[i].type == EV_ENTER && old->events[i].node == n;
	if (index == ui->algo || !use_algorithm(ui, index))
		return;
	const struct trace *tr = ui->st.trace;
	int target = k == 0 ? 0 : k >= count ? tr->count : -1, seen = 0;
	for (int i = 0; i < tr->count && target < 0 && n >= 0; i++)
		if (tr->events[i].type == EV_ENTER && tr->events[i].node == n && ++seen == visit)
			target = i + 1;
	if (target < 0 && seen > 0)
		target = trace_first_enter(tr, n);
	if (target < 0)
		target = (int)((long)k * tr->count / (count ? count : 1));
	state_goto(&ui->st, from_start ? 0 : target);
	snprintf(ui->message, sizeof ui->message, "Now %s: %s.", algorithms[index].name,
		 algorithms[index].summary);
}

static bool relayout(struct ui *ui)
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

static void reload(struct ui *ui)
{
	char err[LOAD_ERROR_MAX];
	struct tree fresh;
	if (!ui->file) {
		snprintf(ui->message, sizeof ui->message,
			 "Nothing to reload: this tree did not come from a file.");
		return;
	}
	if (!tree_load_file(ui->file, &fresh, err, sizeof err)) {
		/* The tree on screen stays as it was. */
		snprintf(ui->message, sizeof ui->message, "Reload failed, keeping the old tree: %s", err);
		return;
	}
	for (int i = 0; i < algorithm_count; i++)
		if (ui->traced[i]) {
			trace_free(&ui->traces[i]);
			ui->traced[i] = false;
		}
	tree_free(ui->tree);
	*ui->tree = fresh;
	/* Everything built for the old tree goes, in every mode: the split
	 * view's layout and state were once kept and drawn the new tree
	 * with the old tree's arrays. */
	int step = ui->st.step;
	state_free(&ui->vs);
	layout_free(&ui->split_layout);
	if (!use_algorithm(ui, ui->algo) || !relayout(ui) ||
	    (ui->split && !split_open(ui, ui->vs_algo))) {
		snprintf(ui->message, sizeof ui->message, "Out of memory after reload.");
		return;
	}
	if (!ui->split)
		state_goto(&ui->st, step);
	snprintf(ui->message, sizeof ui->message, "Reloaded %s.", ui->file);
}

static void act(struct ui *ui, enum action a, int key)
{
	struct state *st = &ui->st;
	if (ui->split && split_key(ui, a))
		return;
	switch (a) {
	case ACT_NEXT:
		go(ui, st->step + 1);
		break;
	case ACT_PREV:
		go(ui, st->step - 1);
		break;
	case ACT_FIRST:
		go(ui, 0);
		break;
	case ACT_LAST:
		go(ui, st->trace->count);
		break;
	case ACT_PAGE_DOWN:
		go(ui, st->step + 10);
		break;
	case ACT_PAGE_UP:
		go(ui, st->step - 10);
		break;
	case ACT_NEXT_EVENT:
		go(ui, state_find_interesting(st, st->step, 1));
		break;
	case ACT_PREV_EVENT:
		go(ui, state_find_interesting(st, st->step, -1));
		break;
	case ACT_PLAY:
		ui->playing = !ui->playing;
		if (ui->playing && st->step == st->trace->count)
			state_goto(st, 0);
		break;
	case ACT_FASTER:
		ui->delay += ui->delay < NDELAYS - 1;
		snprintf(ui->message, sizeof ui->message, "Autoplay: one step every %d ms.",
			 play_delays[ui->delay]);
		break;
	case ACT_SLOWER:
		ui->delay -= ui->delay > 0;
		snprintf(ui->message, sizeof ui->message, "Autoplay: one step every %d ms.",
			 play_delays[ui->delay]);
		break;
	case ACT_NEXT_ALGO:
		switch_algorithm(ui, (ui->algo + 1) % algorithm_count, false);
		break;
	case ACT_ALGO:
		if (key - '1' < algorithm_count)
			switch_algorithm(ui, key - '1', false);
		break;
	case ACT_VIEW:
		ui->view = ui->view == VIEW_MAXMIN ? VIEW_NEGAMAX : VIEW_MAXMIN;
		break;
	case ACT_CODE:
		ui->show_code = !ui->show_code;
		break;
	case ACT_OUTLINE:
		ui->outline = !ui->outline;
		if (!relayout(ui))
			snprintf(ui->message, sizeof ui->message, "Out of memory.");
		break;
	case ACT_RELOAD:
		reload(ui);
		break;
	case ACT_LESSON_PANEL:
		ui->hide_lesson = !ui->hide_lesson;
		break;
	case ACT_SPLIT:
		if (ui->lesson)
			snprintf(ui->message, sizeof ui->message, "The split view is not part of lessons.");
		else if (!split_open(ui, ui->vs_algo == ui->algo ? (ui->algo + 1) % algorithm_count :
				     ui->vs_algo))
			snprintf(ui->message, sizeof ui->message, "Out of memory.");
		break;
	case ACT_CONTINUE: {
		int next = ui->lesson ? lesson_session_next_stop(&ui->ls, &algorithms[ui->algo],
							       ui->st.step) : -1;
		if (!ui->lesson)
			snprintf(ui->message, sizeof ui->message, "Enter moves between the stops of a "
				 "lesson (treestep --lessons lists them).");
		else if (next < 0)
			snprintf(ui->message, sizeof ui->message, "That was the last stop.");
		else if (ui->lesson->stops[next].algo != &algorithms[ui->algo])
		{
			/* Straight on to that stop (asking on the way): after Tab to
			 * another algorithm, Enter goes on where the lesson was. */
			switch_algorithm(ui, (int)(ui->lesson->stops[next].algo - algorithms), true);
			go(ui, ui->lesson->stops[next].step);
		}
		else
			go(ui, ui->lesson->stops[next].step);
		break;
	}
	case ACT_HELP:
		ui->help = true;
		break;
	case ACT_QUIT:
		break;
	}
}

static const struct binding *binding_for(int key)
{
	for (int i = 0; i < NBINDINGS; i++)
		for (int k = 0; k < 6 && bindings[i].codes[k]; k++)
			if (bindings[i].codes[k] == key)
				return &bindings[i];
	return NULL;
}

static void click(struct ui *ui)
{
	MEVENT m;
	if (getmouse(&m) != OK || ui->show_code)
		return;
	node_id n = node_at(ui, m.y, m.x - 1);
	if (n < 0)
		return;
	int step = trace_first_enter(ui->st.trace, n);
	if (step < 0)
		snprintf(ui->message, sizeof ui->message, "%s never searches %s.",
			 algorithms[ui->algo].name, tree_name(ui->tree, n));
	else
		state_goto(&ui->st, step);
}

static void setup_colours(struct ui *ui)
{
	const char *no = getenv("NO_COLOR");
	ui->colour = has_colors() && !(no && *no);
	if (!ui->colour)
		return;
	start_color();
	use_default_colors();
	init_pair(C_PATH, COLOR_CYAN, -1);
	init_pair(C_CURRENT, COLOR_YELLOW, -1);
	init_pair(C_PRUNED, COLOR_RED, -1);
	init_pair(C_DONE, COLOR_GREEN, -1);
	init_pair(C_TITLE, COLOR_BLUE, -1);
	init_pair(C_CHANGED, COLOR_MAGENTA, -1);
	init_pair(C_MESSAGE, COLOR_YELLOW, -1);
}

/* The stepper's main loop, for a tree or a lesson. */
static int run(struct ui *ui, int algo, int vs)
{
	struct sigaction sa = { .sa_handler = on_signal };
	int status = 0;

	setlocale(LC_ALL, "");
	ui->utf8 = strcmp(nl_langinfo(CODESET), "UTF-8") == 0;
	if (!use_algorithm(ui, algo) || !relayout(ui) || (vs >= 0 && !split_open(ui, vs))) {
		fprintf(stderr, "treestep: out of memory\n");
		return 1;
	}
	SCREEN *screen = newterm(NULL, stdout, stdin);
	if (!screen) {
		fprintf(stderr, "treestep: cannot use the terminal '%s'; try --trace or --compare\n",
			getenv("TERM"));
		return 1;
	}
	sigemptyset(&sa.sa_mask);
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
	sigaction(SIGHUP, &sa, NULL);
	sigaction(SIGQUIT, &sa, NULL);
	cbreak();
	noecho();
	keypad(stdscr, TRUE);
	curs_set(0);
	set_escdelay(100);
	mousemask(BUTTON1_CLICKED | BUTTON1_PRESSED, NULL);
	mouseinterval(0);
	setup_colours(ui);

	for (;;) {
		draw(ui);
		/* Wake up now and then even when idle, so that a signal ends
		 * the program through endwin() below. */
		timeout(ui->playing ? play_delays[ui->delay] : 250);
		int key = getch();
		if (got_signal) {
			status = 128 + got_signal;
			break;
		}
		if (key == ERR) {
			if (ui->playing) {
				go(ui, ui->st.step + 1);
				ui->playing = ui->st.step < ui->st.trace->count && !open_question(ui);
			}
			continue;
		}
		if (key == KEY_RESIZE)
			continue;
		ui->message[0] = '\0';
		if (ui->help) {
			ui->help = false;
			continue;
		}
		if (open_question(ui)) {
			question_key(ui, key);
			continue;
		}
		/* The rest of an answer typed after its question closed. */
		if (ui->lesson && lesson_session_swallow(&ui->ls, key)) {
			snprintf(ui->message, sizeof ui->message, "The question is answered: press Enter "
				 "for the next stop, or an arrow to step.");
			continue;
		}
		if (key == KEY_MOUSE) {
			click(ui);
			continue;
		}
		const struct binding *b = binding_for(key);
		if (!b) {
			const char *name = keyname(key);
			snprintf(ui->message, sizeof ui->message, "Unknown key %s: press ? for help.",
				 name ? name : "?");
			continue;
		}
		if (b->action == ACT_QUIT)
			break;
		act(ui, b->action, key);
	}
	endwin();
	delscreen(screen);
	return status;
}

static void cleanup(struct ui *ui)
{
	state_free(&ui->st);
	state_free(&ui->vs);
	layout_free(&ui->layout);
	layout_free(&ui->split_layout);
	for (int i = 0; i < algorithm_count; i++)
		if (ui->traced[i])
			trace_free(&ui->traces[i]);
}

int display_run(struct tree *t, const struct display_args *args)
{
	/* The file is copied: a reload frees the tree, and with it the
	 * path it was loaded from. */
	struct ui ui = { .tree = t, .delay = 1 };
	if (args->file && !(ui.file = strdup(args->file))) {
		fprintf(stderr, "treestep: out of memory\n");
		return 1;
	}
	int status = run(&ui, (int)(args->algo - algorithms),
			 args->vs ? (int)(args->vs - algorithms) : -1);
	cleanup(&ui);
	free(ui.file);
	return status;
}

int display_lesson(struct lesson *l)
{
	struct ui ui = { .tree = &l->tree, .lesson = l, .delay = 1 };
	int status = 1;
	if (lesson_session_init(&ui.ls, l))
		status = run(&ui, (int)(l->stops[0].algo - algorithms), -1);
	else
		fprintf(stderr, "treestep: out of memory\n");
	cleanup(&ui);
	lesson_session_free(&ui.ls);
	return status;
}

/* Only make bench's build defines TREESTEP_BENCH: the hook is not in the
 * installed program. */
#ifdef TREESTEP_BENCH
#define seconds clock_seconds

bool display_measure(struct tree *t, const struct algorithm *a, struct display_timing *out)
{
	/* The keys a student presses most: forward, back, jumps, events. */
	static const enum action keys[] = {
		ACT_NEXT, ACT_NEXT, ACT_NEXT, ACT_PAGE_DOWN, ACT_NEXT_EVENT, ACT_PREV, ACT_PREV,
		ACT_LAST, ACT_PREV, ACT_PAGE_UP, ACT_PREV_EVENT, ACT_FIRST, ACT_NEXT, ACT_OUTLINE,
		ACT_NEXT, ACT_PREV, ACT_OUTLINE, ACT_VIEW, ACT_NEXT,
	};
	struct ui ui = { .tree = t, .delay = 1 };
	FILE *null_out = fopen("/dev/null", "w"), *null_in = fopen("/dev/null", "r");
	bool ok = false;
	memset(out, 0, sizeof *out);
	if (!null_out || !null_in)
		goto done;
	setlocale(LC_ALL, "");
	ui.utf8 = strcmp(nl_langinfo(CODESET), "UTF-8") == 0;
	double start = seconds();
	SCREEN *screen = newterm("xterm-256color", null_out, null_in);
	if (!screen)
		goto done;
	resize_term(MIN_LINES, MIN_COLS);
	if (use_algorithm(&ui, (int)(a - algorithms)) && relayout(&ui)) {
		draw(&ui);
		out->first_screen = seconds() - start;
		for (int round = 0; round < 20; round++)
			for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++) {
				double k0 = seconds();
				act(&ui, keys[i], 0);
				draw(&ui);
				double k = seconds() - k0;
				if (keys[i] == ACT_OUTLINE || keys[i] == ACT_VIEW) {
					if (k > out->other_max)
						out->other_max = k;
					continue;
				}
				out->key_mean += k;
				if (k > out->key_max)
					out->key_max = k;
				out->keys++;
			}
		out->key_mean /= out->keys;
		ok = true;
	}
	endwin();
	delscreen(screen);
done:
	if (null_out)
		fclose(null_out);
	if (null_in)
		fclose(null_in);
	cleanup(&ui);
	return ok;
}
#endif
