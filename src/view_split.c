/* view_split.c - two algorithms side by side on one tree, both at the
 * same number of node visits, so that a class sees where one search goes
 * and the other does not. */
#include <config.h>

#include <stdio.h>
#include <string.h>

#include "narrate.h"
#include "ui.h"

/* Puts both halves at visit v: each shows the step of its own v-th node
 * entry, or its last step when it made fewer.  One position past the last
 * visit shows both searches finished. */
static void split_goto(struct ui *ui, long v)
{
	long most = ui->split_total + 1;
	ui->visit = v < 0 ? 0 : v > most ? most : v;
	state_goto(&ui->st, trace_step_of_visit(ui->st.trace, ui->visit));
	state_goto(&ui->vs, trace_step_of_visit(ui->vs.trace, ui->visit));
}

bool split_open(struct ui *ui, int vs_algo)
{
	const struct trace *tr = runs_get(ui->runs, &algorithms[vs_algo]);
	state_free(&ui->vs);
	if (!tr || !state_init(&ui->vs, ui->tree, &algorithms[vs_algo], tr))
		return false;
	ui->vs_algo = vs_algo;
	ui->screen = SCREEN_SPLIT;
	/* Counted once here, not on every key and every frame. */
	long a = trace_visits(ui->st.trace), b = trace_visits(ui->vs.trace);
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

/* Rows under the panels: the counters, "only here", the narration and the
 * keys. */
#define SPLIT_FIXED_ROWS 4         /* the counters take two */
#define SPLIT_NARRATION_MAX 5

static void draw_half(struct ui *ui, struct tree_view *tv, const struct state *st,
		      const struct state *other, int x0, int x1, int tree_rows, int panel,
		      int narration)
{
	char text[1024];
	draw_tree(ui, tv, st, other, 1, tree_rows, x0, x1);
	int top = 1 + tree_rows;
	attron(A_BOLD | A_REVERSE);
	mvhline(top + 1, x0, ' ', x1 - x0);
	put(ui, top + 1, x0, x1, "%d:%s  step %d/%d", (int)(st->algo - algorithms) + 1,
	    st->algo->name, st->step, st->trace->count);
	attroff(A_BOLD | A_REVERSE);
	draw_stack(ui, st, top + 2, panel - 1, x0, x1);
	int y = top + 1 + panel;
	/* The counters whole, on two rows: never one left out. */
	narrate_counters_only(st, 1 << 20, text, sizeof text);
	char *second = strstr(text, "  cutoffs");
	if (second)
		*second = '\0';
	put(ui, y, x0, x1, "%s", text);
	if (second)
		put(ui, ++y, x0, x1, "%s", second + 2);
	only_here(ui, st, other, text, sizeof text);
	attron(A_UNDERLINE);
	put(ui, y + 1, x0, x1, "%s", text);
	attroff(A_UNDERLINE);
	narrate_step(st, ui->view, text, sizeof text);
	put_wrapped(ui, y + 2, narration, x0, x1, text);
}

/* The narration's rows: as many as the longer sentence of the two needs
 * at half the width, so that no sentence is cut off. */
static int narration_rows(const struct ui *ui, int width)
{
	char text[1024];
	int rows = 2;
	const struct state *sides[2] = { &ui->st, &ui->vs };
	for (int i = 0; i < 2; i++) {
		narrate_step(sides[i], ui->view, text, sizeof text);
		int n = wrapped_lines(text, width);
		if (n > rows)
			rows = n;
	}
	return rows > SPLIT_NARRATION_MAX ? SPLIT_NARRATION_MAX : rows;
}

void draw_split(struct ui *ui)
{
	int mid = COLS / 2, panel = panel_rows();
	int narration = narration_rows(ui, COLS - 1 - (mid + 2));
	int bottom = 1 + panel + SPLIT_FIXED_ROWS + narration;
	int tree_rows = LINES - 1 - bottom;
	char hint[256];
	keys_hints(KEYMAP_SPLIT, false, hint, sizeof hint);
	attron(A_REVERSE | colour(ui, C_TITLE));
	mvhline(0, 0, ' ', COLS);
	if (ui->visit > ui->split_total)
		put(ui, 0, 1, COLS, "treestep  split view, both searches finished");
	else
		put(ui, 0, 1, COLS, "treestep  split view, visit %ld of %ld", ui->visit,
		    ui->split_total);
	attroff(A_REVERSE | colour(ui, C_TITLE));
	for (int y = 1; y < LINES - 1; y++)
		put_clipped(y, mid, 0, COLS, ui->g->vline);
	hrule(ui, LINES - bottom, 0, mid);
	hrule(ui, LINES - bottom, mid + 1, COLS);
	draw_half(ui, &ui->split_tv[0], &ui->st, &ui->vs, 1, mid - 1, tree_rows, panel, narration);
	draw_half(ui, &ui->split_tv[1], &ui->vs, &ui->st, mid + 2, COLS - 1, tree_rows, panel,
		  narration);
	if (ui->prompt.kind != PROMPT_NONE)
		draw_prompt(ui);
	else
		message_line(ui, hint);
}

/* Keys in the split view move by node visit.  False: not a key of its
 * own, for the stepper to act on (help, view, reload, quit). */
bool split_key(struct ui *ui, enum action a)
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
		ui->screen = SCREEN_STEP;
		return true;
	default:
		return false;
	}
}
