/* view_split.c - two algorithms side by side on one tree, both at the
 * same number of node visits, so that a class sees where one search goes
 * and the other does not. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "words/narrate.h"
#include "ui/ui.h"

/* The split view's state: the algorithm on the right and its search, the
 * visit both halves are at, and their pictures.  The left half is the
 * main search, ui->st. */
struct split {
	struct screen screen;
	int vs_algo;
	struct state vs;
	long visit;
	long total;                     /* the larger of the two searches' node entries */
	struct tree_view tv[2];
};

static const struct screen_ops split_ops;

/* Node entries in the first k events of a trace: the visit step k is
 * part of (trace_step_of_visit the other way). */
static long visits_before(const struct trace *tr, int k)
{
	long v = 0;
	for (int i = 0; i < k && i < tr->count; i++)
		v += tr->events[i].type == EV_ENTER;
	return v;
}

/* Puts the halves at the steps given, both of visit v.  The screens below
 * have their say on each half (a practice not yet graded shows no step of
 * either); where they stopped a half, the visit is the one it shows. */
static void split_put(struct ui *ui, struct split *sv, long v, int left, int right)
{
	sv->visit = v;
	go(ui, left);
	state_goto(&sv->vs, allowed_step(ui, &sv->vs, right));
	long shown = ui->st.counts.visits > sv->vs.counts.visits ? ui->st.counts.visits :
		     sv->vs.counts.visits;
	if (shown < sv->visit && sv->visit <= sv->total)
		sv->visit = shown;
}

/* Puts both halves at visit v: each shows the step of its own v-th node
 * entry, or its last step when it made fewer.  One position past the last
 * visit shows both searches finished. */
static void split_goto(struct ui *ui, struct split *sv, long v)
{
	long most = sv->total + 1;
	v = v < 0 ? 0 : v > most ? most : v;
	split_put(ui, sv, v, trace_step_of_visit(ui->st.trace, v),
		  trace_step_of_visit(sv->vs.trace, v));
}

/* Is a half past the step that enters its node of the visit shown: at an
 * event ] found inside the visit? */
static bool inside_visit(const struct state *st, long v)
{
	return st->step > trace_step_of_visit(st->trace, v);
}

/* ] and [: the next (dir 1) or previous (-1) interesting step of either
 * side, as state_find_interesting finds them for the step screen.  No
 * interesting event is a node entry, so the halves cannot both sit on
 * entries: the side whose event comes first (last), counted in visits,
 * shows it, and the other the step it has at that visit: where it already
 * is, inside it, or else its entry of it.  Events of both sides in one
 * visit show side by side, the first of each, then the second..., so
 * that [ goes back through exactly the places ] went.  With none either
 * way, nothing moves, as on the step screen. */
static void split_event(struct ui *ui, struct split *sv, int dir)
{
	struct state *side[2] = { &ui->st, &sv->vs };
	int found[2], step[2];
	long at[2], v = -1;
	for (int i = 0; i < 2; i++) {
		found[i] = state_find_interesting(side[i], side[i]->step, dir);
		at[i] = found[i] == side[i]->step ? -1 : visits_before(side[i]->trace, found[i]);
		if (at[i] >= 0 && (v < 0 || (dir > 0 ? at[i] < v : at[i] > v)))
			v = at[i];
	}
	if (v < 0)
		return;
	for (int i = 0; i < 2; i++) {
		if (at[i] == v)
			step[i] = found[i];
		else if (visits_before(side[i]->trace, side[i]->step) == v)
			step[i] = side[i]->step;
		else
			step[i] = trace_step_of_visit(side[i]->trace, v);
	}
	split_put(ui, sv, v, step[0], step[1]);
}

/* The right half shows vs_algo; the visit stays. */
static bool split_show(struct ui *ui, struct split *sv, int vs_algo)
{
	const struct trace *tr = runs_get(ui->runs, &algorithms[vs_algo]);
	state_free(&sv->vs);
	if (!tr || !state_init(&sv->vs, ui->tree, &algorithms[vs_algo], tr))
		return false;
	sv->vs_algo = vs_algo;
	stepping_of(ui)->vs_algo = vs_algo;
	/* Counted once here, not on every key and every frame. */
	long a = trace_visits(ui->st.trace), b = trace_visits(sv->vs.trace);
	sv->total = a > b ? a : b;
	tree_view_forget(&sv->tv[0]);
	tree_view_forget(&sv->tv[1]);
	split_goto(ui, sv, ui->st.counts.visits);
	return true;
}

bool split_open(struct ui *ui, int vs_algo)
{
	struct split *sv = (struct split *)screen_find(ui, &split_ops);
	if (!sv) {
		if (!(sv = calloc(1, sizeof *sv)))
			return false;
		sv->screen.ops = &split_ops;
		if (!screen_push(ui, &sv->screen))
			return false;
	}
	if (split_show(ui, sv, vs_algo))
		return true;
	screen_pop(ui);
	return false;
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
	narrate_step(st, ui->show.view, text, sizeof text);
	put_wrapped(ui, y + 2, narration, x0, x1, text);
}

/* The narration's rows: as many as the longer sentence of the two needs
 * at half the width, so that no sentence is cut off. */
static int narration_rows(const struct ui *ui, const struct split *sv, int width)
{
	char text[1024];
	int rows = 2;
	const struct state *sides[2] = { &ui->st, &sv->vs };
	for (int i = 0; i < 2; i++) {
		narrate_step(sides[i], ui->show.view, text, sizeof text);
		int n = wrapped_lines(ui, text, width);
		if (n > rows)
			rows = n;
	}
	return rows > SPLIT_NARRATION_MAX ? SPLIT_NARRATION_MAX : rows;
}

static void draw_split(struct ui *ui, struct screen *s)
{
	struct split *sv = (struct split *)s;
	int mid = COLS / 2, panel = panel_rows();
	int narration = narration_rows(ui, sv, COLS - 1 - (mid + 2));
	int bottom = 1 + panel + SPLIT_FIXED_ROWS + narration;
	int tree_rows = LINES - 1 - bottom;
	char hint[256];
	keys_hints(KEYMAP_SPLIT, false, hint, sizeof hint);
	attron(A_REVERSE | colour(ui, C_TITLE));
	mvhline(0, 0, ' ', COLS);
	if (sv->visit > sv->total)
		put(ui, 0, 1, COLS, "treestep  split view, both searches finished");
	else
		put(ui, 0, 1, COLS, "treestep  split view, visit %ld of %ld", sv->visit, sv->total);
	attroff(A_REVERSE | colour(ui, C_TITLE));
	for (int y = 1; y < LINES - 1; y++)
		put_clipped(y, mid, 0, COLS, ui->look.g->vline);
	hrule(ui, LINES - bottom, 0, mid);
	hrule(ui, LINES - bottom, mid + 1, COLS);
	draw_half(ui, &sv->tv[0], &ui->st, &sv->vs, 1, mid - 1, tree_rows, panel, narration);
	draw_half(ui, &sv->tv[1], &sv->vs, &ui->st, mid + 2, COLS - 1, tree_rows, panel,
		  narration);
	message_line(ui, hint);
}

/* Keys in the split view move by node visit; Tab puts another algorithm
 * on the right, s closes it.  The keys both views share (the show keys,
 * editing, reload, help, quit) are the step screen's. */
static enum key_result split_key(struct ui *ui, struct screen *s, int key)
{
	struct split *sv = (struct split *)s;
	const struct binding *b = binding_for(KEYMAP_SPLIT, key);
	if (!b) {
		if (binding_for(KEYMAP_STEP, key))
			keys_list(KEYMAP_SPLIT, "In the split view:", ui->message, sizeof ui->message);
		else
			return KEY_PASS;        /* the step screen says it is unknown */
		return KEY_TAKEN;
	}
	switch (binding_action(b)) {
	case ACT_NEXT:
		split_goto(ui, sv, sv->visit + 1);
		return KEY_TAKEN;
	case ACT_PREV:
		/* From an event ] showed inside a visit, back to its entry
		 * first, so that no step shown is passed over. */
		split_goto(ui, sv, inside_visit(&ui->st, sv->visit) ||
			   inside_visit(&sv->vs, sv->visit) ? sv->visit : sv->visit - 1);
		return KEY_TAKEN;
	case ACT_NEXT_EVENT:
		split_event(ui, sv, 1);
		return KEY_TAKEN;
	case ACT_PREV_EVENT:
		split_event(ui, sv, -1);
		return KEY_TAKEN;
	case ACT_FIRST:
		split_goto(ui, sv, 0);
		return KEY_TAKEN;
	case ACT_LAST:
		split_goto(ui, sv, 1L << 40);
		return KEY_TAKEN;
	case ACT_PAGE_DOWN:
		split_goto(ui, sv, sv->visit + 10);
		return KEY_TAKEN;
	case ACT_PAGE_UP:
		split_goto(ui, sv, sv->visit - 10);
		return KEY_TAKEN;
	case ACT_NEXT_ALGO: {
		int next = (sv->vs_algo + 1) % algorithm_count;
		if (next == ui->algo)
			next = (next + 1) % algorithm_count;
		if (!split_show(ui, sv, next))
			snprintf(ui->message, sizeof ui->message, "Out of memory.");
		return KEY_TAKEN;
	}
	case ACT_SPLIT:
		screen_pop(ui);
		return KEY_TAKEN;
	default:
		return KEY_PASS;
	}
}

/* The tree changed: the right half's search is run again, at the visit
 * the left half is now at. */
static bool split_tree_changed(struct ui *ui, struct screen *s)
{
	return split_show(ui, (struct split *)s, ((struct split *)s)->vs_algo);
}

static void split_free(struct ui *ui, struct screen *s)
{
	(void)ui;
	struct split *sv = (struct split *)s;
	state_free(&sv->vs);
	tree_view_free(&sv->tv[0]);
	tree_view_free(&sv->tv[1]);
	free(sv);
}

static const enum keymap split_help[] = { KEYMAP_SPLIT, KEYMAP_SELECT, KEYMAP_PROMPT,
					   KEYMAP_COUNT };

static const struct screen_ops split_ops = {
	.name = "split",
	.keymap = KEYMAP_SPLIT,
	.help = split_help,
	.draw = draw_split,
	.key = split_key,
	.tree_changed = split_tree_changed,
	.free = split_free,
};

/* For the stepper fuzzer: the picture of a half. */
const struct tree_view *split_picture(const struct ui *ui, int half)
{
	const struct split *sv = (const struct split *)screen_find(ui, &split_ops);
	return sv ? &sv->tv[half] : NULL;
}

/* For the stepper fuzzer and the tests: the right half, or NULL. */
const struct state *split_other(const struct ui *ui)
{
	const struct split *sv = (const struct split *)screen_find(ui, &split_ops);
	return sv ? &sv->vs : NULL;
}
