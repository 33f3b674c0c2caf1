/* view_panels.c - the step screen: the title, the tree or the code, and
 * under them the search stack, the PV table (or the lesson), the counters,
 * the cut condition, the narrator's sentence and the keys. */
#include <config.h>

#include <stdio.h>
#include <string.h>

#include "tree/i18n.h"
#include "words/board.h"
#include "words/narrate.h"
#include "words/narrate_types.h"
#include "replay/pvways.h"
#include "ui/sources.h"
#include "words/text.h"
#include "ui/ui.h"

#define CODE_STRIP_ROWS 4         /* a rule with the file name, and three lines */

/* The algorithm's own function, the line of the current step highlighted
 * and as near the middle as it can be; strip: no heading (the rule above
 * names the file). */
static void draw_code(const struct ui *ui, int top, int rows, int x0, int x1, bool strip)
{
	const struct algorithm *a = &algorithms[ui->algo];
	const struct source *src = source_find(a->source);
	const struct event *e = state_event(&ui->st);
	int n = 0, hl = -1;

	if (strip) {
		hrule(ui, top - 1, 0, COLS);
		put(ui, top - 1, 2, x1, " src/search/%s ", a->source);
		top--;
		rows++;
	} else {
		attron(A_BOLD);
		put(ui, top, x0, x1, "src/search/%s", a->source);
		attroff(A_BOLD);
	}
	if (!src)
		return;
	while (src->lines[n])
		n++;
	if (e)
		hl = e->line - src->first_line;
	int first = hl > (rows - 1) / 2 ? hl - (rows - 1) / 2 : 0;
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

void draw_stack(const struct ui *ui, const struct state *st, int top, int rows, int x0, int x1)
{
	attron(A_BOLD);
	if (ui->show.view == VIEW_NEGAMAX)
		/* TRANSLATORS: a panel's title, in the negamax view. */
		put(ui, top, x0, x1, "%s", _("Search stack (negamax)"));
	else
		/* TRANSLATORS: a panel's title. */
		put(ui, top, x0, x1, "%s", _("Search stack"));
	attroff(A_BOLD);
	int first = st->depth > rows - 1 ? st->depth - (rows - 2) : 0;
	int r = 1;
	if (first > 0)
		/* TRANSLATORS: the stack panel's first line when its top frames
		 * do not fit; %d counts them. */
		put(ui, top + r++, x0, x1, _("  ... %d more above"), first);
	for (int i = first; i < st->depth && r < rows; i++, r++) {
		char line[160];
		bool current = i == st->depth - 1;
		narrate_stack_line(line, sizeof line, st, ui->show.view, i, true);
		if (current)
			attron(A_BOLD);
		put(ui, top + r, x0, x1, "%s", line);
		if (current)
			attroff(A_BOLD);
	}
	if (st->depth == 0)
		/* TRANSLATORS: the stack panel when the search has not begun or
		 * is over (note the space before). */
		put(ui, top + 1, x0, x1, "%s", _(" (empty)"));
}

/* The triangular table: row p starts p cells in and has room for N - p
 * moves, so the rows draw the triangle the array is laid out as.  When the
 * triangle is wider than the panel, the rows start at the left, and a row
 * that still does not fit ends with the fold mark: never half a name. */
static void draw_pvrows(const struct ui *ui, const struct state *st, int top, int rows, int x0,
			int x1, bool square)
{
	const struct tree *t = ui->tree;
	int cell = t->widest_name + 1;
	attron(A_BOLD);
	char title[128];
	long taken = pv_way_cells(st, square ? PV_QUADRATIC : PV_TRIANGULAR, 0);
	if (square)
		/* TRANSLATORS: a panel's title: %1$ld cells the square takes,
		 * %2$ld the triangle's. */
		snprintf(title, sizeof title, ngettext("PV table, square: %1$ld cell, not %2$ld",
						       "PV table, square: %1$ld cells, not %2$ld",
						       (unsigned long)taken), taken,
			 pv_way_cells(st, PV_TRIANGULAR, 0));
	else
		/* TRANSLATORS: a panel's title: %ld cells the triangle takes. */
		snprintf(title, sizeof title, ngettext("PV table: %ld cell", "PV table: %ld cells",
						       (unsigned long)taken), taken);
	put(ui, top, x0, x1, "%s", title);
	attroff(A_BOLD);
	/* Row p holds its line from column p on, in the triangle as in the
	 * square (TSCP's pv[ply][ply]); the square's cells left of that are
	 * never used, and show as blanks. */
	bool shaped = 3 + st->pv.n * cell <= x1 - x0;
	for (int p = 0; p < st->pv.n && p + 1 < rows; p++) {
		attr_t a = p == st->pv_changed ? A_REVERSE | colour(ui, C_CHANGED) : 0;
		mvprintw(top + 1 + p, x0, "%2d ", p);
		if (square && shaped)
			for (int k = 0; k < p; k++)
				put_clipped(top + 1 + p, x0 + 3 + k * cell, x0, x1, "-");
		attron(a);
		int width = st->pv.n - p;
		int cells = shaped ? width : (x1 - x0 - 3) / cell;
		for (int k = 0; k < width; k++) {
			int x = x0 + 3 + ((shaped ? p : 0) + k) * cell;
			const char *s = k < st->pv.length[p] ? tree_name(t, pvtable_row(&st->pv, p)[k]) :
					ui->look.g->empty_cell;
			if (k == cells - 1 && k < width - 1) {
				put_clipped(top + 1 + p, x, x0, x1, ui->look.g->fold);
				break;
			}
			put_clipped(top + 1 + p, x, x0, x1, s);
		}
		attroff(a);
	}
	if (st->pv.n == 0)
		/* TRANSLATORS: the PV panel of a tree that is a leaf (note the
		 * space before). */
		put(ui, top + 1, x0, x1, "%s", _(" (the root is a leaf: no moves)"));
	else if (!square && st->step == st->trace->count && !narrate_pv_complete(st))
		/* A PV can end above a leaf: say so, as --compare does. */
		/* TRANSLATORS: after the PV panel's title at the end of a
		 * search whose PV ends above a leaf. */
		put(ui, top, x0 + 1 + text_width(title), x1, "%s", _("(row 0 incomplete)"));
}

void draw_pvtable(const struct ui *ui, const struct state *st, int top, int rows, int x0, int x1)
{
	draw_pvrows(ui, st, top, rows, x0, x1, false);
}

/* "reads: c ac e" and, when the line is not full, where and why it stops. */
static int draw_reading(const struct ui *ui, int y, int x0, int x1, const struct pv_read *r)
{
	char moves[512] = "", line[600];
	for (int i = 0; i < r->len; i++)
		text_append(moves, sizeof moves, " %s", tree_name(ui->tree, r->moves[i]));
	if (r->len == 0)
		/* TRANSLATORS: what a PV way reads when it holds no move yet
		 * (note the space before). */
		snprintf(moves, sizeof moves, "%s", _(" nothing yet"));
	if (r->end == PV_FULL)
		/* TRANSLATORS: what a PV way reads, %s its moves (" N2 N5"),
		 * when it reaches a leaf or the horizon. */
		snprintf(line, sizeof line, _("reads:%s  (full)"), moves);
	else
		/* TRANSLATORS: what a PV way reads, %s its moves (" N2 N5"). */
		snprintf(line, sizeof line, _("reads:%s"), moves);
	put(ui, y++, x0, x1, "%s", line);
	if (r->end != PV_FULL) {
		char why[256];
		if (r->end == PV_BROKEN)
			/* TRANSLATORS: why a PV way's line is not the PV; %s says
			 * why ("N3's entry is only a bound"). */
			snprintf(why, sizeof why, _("broken: %s"), r->why);
		else if (r->end == PV_SHORT)
			/* TRANSLATORS: why a PV way's line is not the PV; %s says
			 * why ("N3's entry is only a bound"). */
			snprintf(why, sizeof why, _("short: %s"), r->why);
		else
			/* TRANSLATORS: why a PV way's line is not the PV; %s says
			 * why ("no transposition table (--tt)"). */
			snprintf(why, sizeof why, _("none: %s"), r->why);
		int n = wrapped_lines(ui, why, x1 - x0);
		attron(colour(ui, C_CHANGED));
		put_wrapped(ui, y, n, x0, x1, why);
		attroff(colour(ui, C_CHANGED));
		y += n;
	}
	return y;
}

/* The entries of a table that make up its PV, slot by slot. */
static void draw_table_chain(const struct ui *ui, const struct ttable *tt, int y, int last,
			     int x0, int x1, const struct pv_read *r)
{
	node_id at = 0;
	for (int i = 0; i <= r->len && y < last; i++) {
		const struct tt_entry *e = &tt->slots[ttable_slot(tt, at)];
		if (e->node != at)
			break;
		put(ui, y++, x0, x1, "%2d  %-6s > %s", ttable_slot(tt, at), tree_name(ui->tree, at),
		    e->move >= 0 ? tree_name(ui->tree, e->move) : "-");
		if (i == r->len)
			break;
		at = r->moves[i];
	}
}

/* The PV panel of the way the student chose (P): the triangle and the
 * square as tables, the others as what they hold and what they read. */
static void draw_pvway(const struct ui *ui, int top, int rows, int x0, int x1)
{
	const struct state *st = &ui->st;
	const struct tree *t = ui->tree;
	struct pv_read r;
	int y = top + 1, last = top + rows;
	if (ui->show.pv_way == PV_TRIANGULAR || ui->show.pv_way == PV_QUADRATIC) {
		draw_pvrows(ui, st, top, rows, x0, x1, ui->show.pv_way == PV_QUADRATIC);
		return;
	}
	pv_read(st, ui->show.pv_way, true, &r);
	attron(A_BOLD);
	switch (ui->show.pv_way) {
	case PV_LINE:
		/* TRANSLATORS: a panel's title: a LINE is the name of the array
		 * each frame keeps (Marsland's); %1$d cells a frame, %2$ld in
		 * all now. */
		put(ui, top, x0, x1, ngettext("LINEs: %1$d cell a frame, %2$ld now",
					      "LINEs: %1$d cells a frame, %2$ld now",
					      (unsigned long)st->pv.n), st->pv.n,
		    pv_way_cells(st, PV_LINE, st->depth));
		attroff(A_BOLD);
		/* Frame i's line is row i of the triangle: what it has found,
		 * copied up to its parent when it raises the parent's alpha. */
		for (int i = 0; i < st->depth && y < last; i++) {
			char line[512] = "";
			for (int k = 0; k < st->pv.length[i]; k++)
				text_append(line, sizeof line, " %s", tree_name(t, pvtable_row(&st->pv, i)[k]));
			attr_t a = i == st->pv_changed ? A_REVERSE | colour(ui, C_CHANGED) : 0;
			attron(a);
			put(ui, y++, x0, x1, "%s%-5s%s", i == st->depth - 1 ? ">" : " ",
			    tree_name(t, st->stack[i].node), *line ? line : _(" (empty)"));
			attroff(a);
		}
		if (st->depth == 0 && y < last)
			draw_reading(ui, y, x0, x1, &r);
		return;
	case PV_SINGLE: {
		/* TRANSLATORS: a panel's title: %d cells the array takes. */
		put(ui, top, x0, x1, ngettext("One PV array: %d cell", "One PV array: %d cells",
					      (unsigned long)st->pv.n), st->pv.n);
		attroff(A_BOLD);
		char line[512] = "";
		for (int p = 0; p < st->pv.n; p++)
			text_append(line, sizeof line, "%s%s", p ? " " : "",
				    st->single[p] >= 0 ? tree_name(t, st->single[p]) : ui->look.g->empty_cell);
		put(ui, y++, x0, x1, "pv[] %s", line);
		y = draw_reading(ui, y, x0, x1, &r);
		/* Legal is not right: say where it parts from the triangle. */
		struct pv_read tri;
		pv_read(st, PV_TRIANGULAR, true, &tri);
		int k = 0;
		while (k < r.len && k < tri.len && r.moves[k] == tri.moves[k])
			k++;
		if (y < last && (k < r.len || (k < tri.len && r.end == PV_FULL)))
			/* TRANSLATORS: where the PV array's line parts from the
			 * triangle's; %d is a move, from 1. */
			put(ui, y++, x0, x1, _("the triangle's row 0 differs from move %d"), k + 1);
		return;
	}
	case PV_TT:
		/* TRANSLATORS: a panel's title. */
		put(ui, top, x0, x1, "%s", _("PV from the table: no cells of its own"));
		attroff(A_BOLD);
		y = draw_reading(ui, y, x0, x1, &r);
		if (r.end != PV_UNAVAILABLE)
			draw_table_chain(ui, &st->tt, y, last, x0, x1, &r);
		return;
	case PV_PVTT:
		/* TRANSLATORS: a panel's title: %d entries of the table. */
		put(ui, top, x0, x1, ngettext("PV-node table: %d entry", "PV-node table: %d entries",
					      (unsigned long)st->pvtt.size), st->pvtt.size);
		attroff(A_BOLD);
		y = draw_reading(ui, y, x0, x1, &r);
		draw_table_chain(ui, &st->pvtt, y, last, x0, x1, &r);
		return;
	default:
		attroff(A_BOLD);
		return;
	}
}

/* The transposition table: its entries in slot order, the slot this step
 * probes or stores marked, kept in sight when there are more entries than
 * rows.  An empty slot only shows when this step looks at it. */
static void draw_ttable(const struct ui *ui, int top, int rows, int x0, int x1)
{
	const struct state *st = &ui->st;
	const struct ttable *tt = &st->tt;
	const struct event *e = state_event(st);
	bool tt_event = e && (e->type == EV_TT_PROBE || e->type == EV_TT_STORE);
	int mark = tt_event ? ttable_slot(tt, e->node) : -1;
	attron(A_BOLD);
	if (st->trace->plan.tt_depth_preferred)
		/* TRANSLATORS: a panel's title: %d entries, and the entry a
		 * store keeps (--tt-replace=depth). */
		put(ui, top, x0, x1, ngettext("Table: %d entry, replace by depth",
					      "Table: %d entries, replace by depth",
					      (unsigned long)tt->size), tt->size);
	else
		/* TRANSLATORS: a panel's title: %d entries, and the entry a
		 * store keeps (--tt-replace=always). */
		put(ui, top, x0, x1, ngettext("Table: %d entry, replace always",
					      "Table: %d entries, replace always",
					      (unsigned long)tt->size), tt->size);
	attroff(A_BOLD);
	int shown[64], n = 0, at = -1;
	for (int i = 0; i < tt->size && n < 64; i++)
		if (tt->slots[i].node >= 0 || i == mark) {
			at = i == mark ? n : at;
			shown[n++] = i;
		}
	int first = at >= rows - 1 ? at - (rows - 2) : 0;
	for (int r = 1; r < rows && first + r - 1 < n; r++) {
		int i = shown[first + r - 1];
		const struct tt_entry *en = &tt->slots[i];
		char val[32] = "", line[160];
		if (en->node < 0) {
			/* TRANSLATORS: an empty slot of the table panel; %2d is
			 * its number, two wide. */
			snprintf(line, sizeof line, _("%2d  (empty)"), i);
		} else {
			narrate_entry_value(val, sizeof val, st, ui->show.view, en->node, en->bound, en->value);
			/* TRANSLATORS: a slot of the table panel: %1$2d its
			 * number, %2$-5s the node, %3$-5s its value (">=5"), %4$-2d
			 * the depth it was searched to, %5$-4s its best move;
			 * each padded to the width given. */
			snprintf(line, sizeof line, _("%1$2d %2$-5s %3$-5s depth %4$-2d %5$-4s"), i,
				 tree_name(ui->tree, en->node), val, en->depth,
				 en->move >= 0 ? tree_name(ui->tree, en->move) : "-");
		}
		if (i == mark) {
			/* What this step did to the slot, the entry it lost or kept. */
			const char *other = e->has_list ? tree_name(ui->tree, event_list_at(trace_list(st->trace, e), 0)) : "";
			if (e->type == EV_TT_PROBE && e->how == TT_CUT)
				/* TRANSLATORS: what this step did to a slot of the
				 * table panel, after the slot (note the space
				 * before): the table answered the probe, or not, a
				 * store replaced the node %s, kept the entry there,
				 * or stored one. */
				text_append(line, sizeof line, "%s", _(" < hit"));
			else if (e->type == EV_TT_PROBE)
				text_append(line, sizeof line, "%s", _(" < probe"));
			else if (e->how == TT_REPLACED)
				text_append(line, sizeof line, _(" < was %s"), other);
			else if (e->how == TT_KEPT)
				text_append(line, sizeof line, "%s", _(" < kept"));
			else
				text_append(line, sizeof line, "%s", _(" < store"));
			attron(A_REVERSE | colour(ui, C_CHANGED));
		}
		put(ui, top + r, x0, x1, "%s", line);
		if (i == mark)
			attroff(A_REVERSE | colour(ui, C_CHANGED));
	}
}

/* Rows for the stack and PV panels when there is room: 6 at 80x24,
 * growing with the terminal up to 12. */
int panel_rows(void)
{
	int rows = 6 + (LINES - MIN_LINES) / 2;
	return rows > 12 ? 12 : rows;
}

/* The fewest rows the panels give way to: a heading and three frames (the
 * stack says how many more are above). */
#define PANEL_MIN_ROWS 4
/* The fewest rows the tree gives way to before the text scrolls. */
#define TREE_MIN_ROWS 5

/* A game's tree has the board panel at the right of the tree's area
 * (words/board.h): its columns, 0 when there is none.  As narrow as its
 * board and move line at 80 columns, for the tree needs the columns;
 * wider on a wider screen, so that an evaluation's words wrap less. */
static int board_width(const struct ui *ui)
{
	if (ui->show.code == CODE_ONLY || !board_shown(ui->tree))
		return 0;
	int w = board_cols(ui->tree, ui->look.utf8) + (COLS - MIN_COLS) / 6;
	return w > 32 ? 32 : w;
}

/* The columns between the tree and the board: a space, a rule, a space. */
#define BOARD_GAP 3

/* The tree's columns: the screen's, less the board's. */
static int tree_cols(const struct ui *ui)
{
	int bw = board_width(ui);
	return COLS - 2 - (bw ? bw + BOARD_GAP : 0);
}

/* The rows the board panel needs beside the tree: the tree's area is
 * never made shorter than that. */
static int board_rows_wanted(const struct ui *ui)
{
	int bw = board_width(ui);
	return bw ? board_rows(ui->tree, ui->look.utf8, bw) : 0;
}

/* The board panel (words/board.h) in rows [top, top + rows) from column
 * x0 to x1: the node's name, the move that led there on the search's
 * path (the move's square in reverse video on the board), the board, and
 * at an evaluation how its value was reached or who won. */
static void draw_board(const struct ui *ui, int top, int rows, int x0, int x1)
{
	struct board b;
	if (!board_at_step(&ui->st, ui->look.utf8, &b))
		return;
	int y = top, last = top + rows;
	for (int r = top; r < last; r++)
		put_clipped(r, x0 - 2, 0, COLS, ui->look.g->vline);
	attron(A_BOLD);
	put_clipped(y++, x0, x0, x1, tree_name(ui->tree, b.node));
	attroff(A_BOLD);
	/* At the root the name says "start". */
	put_wrapped(ui, y, b.known ? 1 : last - y, x0, x1, b.node == 0 && b.known ? b.to_move : b.move);
	y++;
	for (int i = 0; i < b.nlines && y < last; i++, y++) {
		put_clipped(y, x0 + 1, x0, x1, b.lines[i]);
		if (i == b.mark_line) {
			char cell[GAME_BOARD_COLS];
			snprintf(cell, sizeof cell, "%.*s", b.mark_width, b.lines[i] + b.mark_col);
			attron(A_REVERSE | colour(ui, C_CHANGED));
			put_clipped(y, x0 + 1 + b.mark_col, x0, x1, cell);
			attroff(A_REVERSE | colour(ui, C_CHANGED));
		}
	}
	if (*b.said && y < last)
		put_wrapped(ui, y, last - y, x0, x1, b.said);
}

/* Where the step screen's rows go.  Text is read whole, so it comes
 * first: the cut condition and the narration get every line they wrap
 * to; the panels shrink to make room (down to PANEL_MIN_ROWS), then the
 * tree (its zoom gives way); only when the tree is down to TREE_MIN_ROWS
 * does the narration scroll, with the keys the footer then names.  A
 * screen's own panel (a lesson's text) gets the rows the tree can spare
 * at the level that keeps its names, and scrolls past them. */
struct budget {
	int tree, panel;
	int cut;                        /* the cut condition's lines */
	int narration, narration_lines; /* rows shown, and lines it wraps to */
	int top;                        /* the rule over the panels */
};

/* With node types on (N), what the step says about them: where a node
 * returns, its type and why; elsewhere the legend of the marks.  While a
 * lesson asks about the node, only the legend: its type is the answer. */
static void types_text(struct ui *ui, char *text, size_t len)
{
	const struct state *st = &ui->st;
	const struct event *e = state_event(st);
	char line[1024] = "";
	struct node_types nt;
	const struct stop *q = open_question(ui);
	if (e && (e->type == EV_RETURN || e->type == EV_LEAF) && node_types_apply(st->algo) &&
	    !(q && q->node == e->node) && node_types_at(st, &nt)) {
		narrate_node_type(line, sizeof line, st, ui->show.view, &nt, node_types_move(st));
		node_types_free(&nt);
	}
	if (!*line)
		narrate_types_legend(line, sizeof line, st, !ui->look.utf8);
	text_append(text, len, " %s", line);
}

static void narration_text(struct ui *ui, struct screen *s, char *text, size_t len)
{
	/* While a screen hides the search (a practice not yet graded), the
	 * narration is kept back. */
	if (s->ops->hides_search && s->ops->hides_search(ui, s)) {
		snprintf(text, len, "%s", _("The search is shown once your answers are graded."));
	} else {
		narrate_step(&ui->st, ui->show.view, text, len);
		if (ui->show.types)
			types_text(ui, text, len);
	}
}

static struct budget budget_of(struct ui *ui, struct screen *s)
{
	struct stepping *sp = (struct stepping *)s;
	char text[2048];
	struct budget b;
	narrate_cut_condition(&ui->st, ui->show.view, text, sizeof text);
	b.cut = wrapped_lines(ui, text, COLS);
	narration_text(ui, s, text, sizeof text);
	b.narration_lines = wrapped_lines(ui, text, COLS);
	/* Two rows at least, so that the screen does not jump at every step. */
	b.narration = b.narration_lines < 2 ? 2 : b.narration_lines;
	int avail = LINES - 4 - b.cut;  /* the title, the rule, the counters, the keys */
	int standard = panel_rows();
	int tree_want = ui->show.code != CODE_ONLY ?
			tree_rows_wanted(ui, &sp->tv, tree_cols(ui)) : TREE_MIN_ROWS;
	/* The board beside the tree is shown whole where there is room: the
	 * tree's area is as tall if it can be.  Text comes first, so when
	 * the narration needs the rows the board's words give way (the
	 * narration says the value too), but never the board itself. */
	int board_want = board_rows_wanted(ui);
	int board_least = board_want ? board_rows_least(ui->tree, ui->look.utf8) : 0;
	int tree_min = board_least > TREE_MIN_ROWS ? board_least : TREE_MIN_ROWS;
	if (tree_want < board_want)
		tree_want = board_want;
	if (ui->show.code == CODE_WITH_TREE && COLS < 130) {
		tree_want += CODE_STRIP_ROWS;
		tree_min += CODE_STRIP_ROWS;
	}
	/* The panel: the standard rows where the tree has its own, fewer
	 * down to the least, then a screen's own want (within what the tree
	 * can spare). */
	int spare = avail - b.narration - tree_want;
	b.panel = spare < standard ? spare : standard;
	if (s->ops->panel_rows) {
		/* A screen's text may take the tree down to its shortest
		 * picture that still has names (names beside the values). */
		int least = ui->show.code != CODE_ONLY ? tree_rows_least(ui, &sp->tv, tree_cols(ui)) :
			    TREE_MIN_ROWS;
		if (ui->show.code == CODE_WITH_TREE && COLS < 130)
			least += CODE_STRIP_ROWS;
		if (least < tree_min)
			least = tree_min;
		int room = avail - b.narration - least;
		int want = s->ops->panel_rows(ui, s, b.panel);
		b.panel = want > room ? (room > b.panel ? room : b.panel) : want;
	}
	if (b.panel < PANEL_MIN_ROWS)
		b.panel = PANEL_MIN_ROWS;
	b.tree = avail - b.narration - b.panel;
	if (b.tree < tree_min) {
		b.narration -= tree_min - b.tree;
		if (b.narration < 1)
			b.narration = 1;
		b.tree = avail - b.narration - b.panel;
	}
	b.top = 1 + b.tree;
	return b;
}

/* How many lines of the narration are scrolled off (J and K), kept to
 * what the text has. */
static int narration_skip(struct ui *ui, const struct budget *b)
{
	struct stepping *sp = stepping_of(ui);
	int most = b->narration_lines - b->narration;
	if (sp->text_step != ui->st.step || most <= 0)
		sp->text_scroll = 0;
	sp->text_step = ui->st.step;
	if (sp->text_scroll > most)
		sp->text_scroll = most > 0 ? most : 0;
	return sp->text_scroll;
}

void draw_search_panels(struct ui *ui, int top, int rows, int x0, int x1)
{
	int mid = (x0 + x1) / 2;
	if (ui->st.tt.size > 0 && x1 - x0 >= 118) {
		/* Wide enough for the stack, the PV table and the table. */
		int third = (x1 - x0 + 2) / 3;
		draw_stack(ui, &ui->st, top, rows, x0, x0 + third - 2);
		draw_pvway(ui, top, rows, x0 + third, x0 + 2 * third - 2);
		draw_ttable(ui, top, rows, x0 + 2 * third, x1);
	} else {
		draw_stack(ui, &ui->st, top, rows, x0, mid - 1);
		if (ui->show.table)
			draw_ttable(ui, top, rows, mid + 1, x1);
		else
			draw_pvway(ui, top, rows, mid + 1, x1);
	}
}

static void draw_bottom(struct ui *ui, struct screen *s, const struct budget *b)
{
	const struct state *st = &ui->st;
	char text[1024], said[2048];

	hrule(ui, b->top, 0, COLS);
	if (s->ops->draw_panel)
		s->ops->draw_panel(ui, s, b->top + 1, b->panel);
	else
		draw_search_panels(ui, b->top + 1, b->panel, 1, COLS - 1);

	int y = b->top + 1 + b->panel;
	bool hidden = s->ops->hides_search && s->ops->hides_search(ui, s);
	/* While the search is hidden, not even its length: "Step 0/34" would
	 * tell a student how many events are coming. */
	(hidden ? narrate_counters_only : narrate_counters)(st, COLS, text, sizeof text);
	put(ui, y++, 0, COLS, "%s", text);
	narrate_cut_condition(st, ui->show.view, text, sizeof text);
	put_wrapped(ui, y, b->cut, 0, COLS, text);
	y += b->cut;
	narration_text(ui, s, said, sizeof said);
	int skip = narration_skip(ui, b);
	attron(A_BOLD);
	put_wrapped_from(ui, y, b->narration, skip, 0, COLS, said);
	attroff(A_BOLD);
	keys_hints_of(hidden ? s->ops->keymap : KEYMAP_STEP, stepping_of(ui)->playing,
		      s->ops->key_shown, s, text, sizeof text);
	if (s->ops->hints) {
		/* The screen's own keys first: they are why it is on. */
		char own[1024];
		snprintf(own, sizeof own, "%s  ", s->ops->hints(ui, s));
		text_append(own, sizeof own, "%s", text);
		memcpy(text, own, sizeof text);
	}
	/* Text that does not fit says so where the eye is, and how to read on. */
	if (b->narration < b->narration_lines) {
		char more[64];
		int left = b->narration_lines - b->narration - skip;
		/* TRANSLATORS: the footer when the narration does not fit: %1$d
		 * lines more, %2$s the key that shows them. */
		snprintf(more, sizeof more, ngettext("(%1$d more line: %2$s)", "(%1$d more lines: %2$s)",
						     (unsigned long)left), left,
			 keys_name_of(KEYMAP_STEP, ACT_SCROLL_DOWN));
		if (skip >= b->narration_lines - b->narration)
			/* TRANSLATORS: the footer when the narration does not fit
			 * and its end is shown: %s is the key that goes back. */
			snprintf(more, sizeof more, _("(%s: back to the start)"),
				 keys_name_of(KEYMAP_STEP, ACT_SCROLL_UP));
		char hint[1200];
		snprintf(hint, sizeof hint, "%s  %s", more, text);
		message_line(ui, hint);
		return;
	}
	message_line(ui, text);
}

static void draw_title(const struct ui *ui, const struct stepping *sp)
{
	const struct algorithm *a = &algorithms[ui->algo];
	attron(A_REVERSE | colour(ui, C_TITLE));
	mvhline(0, 0, ' ', COLS);
	char tags[160] = "", plan[NARRATE_PLAN_TAG_MAX];
	narrate_plan_tag(&ui->st, plan, sizeof plan);
	if (*plan)
		text_append(tags, sizeof tags, "  %s", plan);
	if (ui->show.view == VIEW_NEGAMAX)
		/* TRANSLATORS: the title bar's tags for what the student
		 * changed (note the two spaces before each). */
		text_append(tags, sizeof tags, "%s", _("  [negamax view]"));
	if (ui->show.zoom != ZOOM_FIT)
		/* TRANSLATORS: a tag of the title bar; %s is the zoom level. */
		text_append(tags, sizeof tags, _("  [zoom: %s]"), zoom_name(ui->show.zoom));
	if (sp->tv.panning)
		/* TRANSLATORS: a tag of the title bar: the tree was moved, and f
		 * is the key that follows the search again. */
		text_append(tags, sizeof tags, "%s", _("  [moved: f follows]"));
	/* The tags are what the student changed: they go in whole, and the
	 * title gives way. */
	int room = COLS - 1 - text_width(tags);
	char title[1024];
	/* TRANSLATORS: the title bar: %1$d is the algorithm's number (its
	 * key), %2$s its name, %3$s the tree's title. */
	snprintf(title, sizeof title, _("treestep  %1$d:%2$s on %3$s"), ui->algo + 1, a->name,
		 ui->tree->title ? ui->tree->title : ui->tree->source);
	put(ui, 0, 1, room > 0 ? room + 1 : COLS, "%s", title);
	int at = 1 + text_width(title);
	put(ui, 0, at < room + 1 ? at : room + 1, COLS, "%s", tags);
	attroff(A_REVERSE | colour(ui, C_TITLE));
}

void draw_step(struct ui *ui, struct screen *s)
{
	struct stepping *sp = (struct stepping *)s;
	struct show *sh = &ui->show;
	struct budget b = budget_of(ui, s);
	int tree_rows = b.tree;
	draw_title(ui, sp);
	/* On a wide terminal the code sits beside the tree and takes the
	 * columns the tree does not need, but never fewer than 58. */
	bool side_by_side = sh->code == CODE_WITH_TREE && COLS >= 130;
	/* A game's board sits at the right of the tree's area, left of the
	 * code when the code is beside the tree. */
	int bw = board_width(ui), board = bw ? bw + BOARD_GAP : 0;
	int split = COLS - 1 - board;
	if (side_by_side) {
		split = sp->tv.made ? sp->tv.l.width + 2 : COLS / 2;
		if (split > COLS - 60 - board)
			split = COLS - 60 - board;
	}
	sp->tree_shown = sh->code != CODE_ONLY;
	/* On a narrower screen the code is a strip under the tree: the
	 * current line and the lines around it. */
	int strip = sh->code == CODE_WITH_TREE && !side_by_side ? CODE_STRIP_ROWS : 0;
	if (sp->tree_shown)
		draw_tree(ui, &sp->tv, &ui->st, NULL, 1, tree_rows - strip, 1, split);
	if (sp->tree_shown && bw)
		draw_board(ui, 1, tree_rows - strip, split + BOARD_GAP, split + board);
	if (sh->code == CODE_ONLY)
		draw_code(ui, 1, tree_rows, 1, COLS - 1, false);
	else if (side_by_side)
		draw_code(ui, 1, tree_rows, split + board + 2, COLS - 1, false);
	else if (strip)
		draw_code(ui, 2 + tree_rows - strip, strip - 1, 1, COLS - 1, true);
	draw_bottom(ui, s, &b);
}
