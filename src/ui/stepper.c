/* stepper.c - the stack of screens, and what every screen shares: moving
 * through the steps, switching algorithm, reloading and rebuilding after
 * the tree changed.
 *
 * ui.h says what a screen is.  Everything a key changes is in struct ui
 * or in a screen's own state; drawing reads them and changes nothing but
 * scroll positions.  The same code runs on a terminal (term.c's loop) and
 * on a virtual screen (script.c). */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui/display.h"
#include "replay/pvways.h"
#include "tree/i18n.h"
#include "ui/ui.h"

/* ---- The stack ---------------------------------------------------------- */

struct screen *screen_top(const struct ui *ui)
{
	return ui->depth ? ui->stack[ui->depth - 1] : NULL;
}

struct screen *screen_below(const struct ui *ui, const struct screen *s)
{
	for (int i = 1; i < ui->depth; i++)
		if (ui->stack[i] == s)
			return ui->stack[i - 1];
	return NULL;
}

struct screen *screen_find(const struct ui *ui, const struct screen_ops *ops)
{
	for (int i = 0; i < ui->depth; i++)
		if (ui->stack[i]->ops == ops)
			return ui->stack[i];
	return NULL;
}

struct stepping *stepping_of(const struct ui *ui)
{
	return (struct stepping *)ui->stack[0];
}

bool screen_push(struct ui *ui, struct screen *s)
{
	if (!s)
		return false;
	if (ui->depth == SCREEN_DEPTH) {
		s->ops->free(ui, s);
		return false;
	}
	ui->stack[ui->depth++] = s;
	return true;
}

void screen_pop(struct ui *ui)
{
	/* The session's screen stays: it is the stepper. */
	if (ui->depth <= 1)
		return;
	struct screen *s = ui->stack[--ui->depth];
	s->ops->free(ui, s);
}

/* ---- Moving ------------------------------------------------------------- */

/* Every screen on the stack has its say, the top one first: an overlay
 * or the split view over a lesson is still in the lesson. */
int allowed_step(struct ui *ui, const struct state *st, int target)
{
	for (int i = ui->depth - 1; i >= 0; i--) {
		struct screen *s = ui->stack[i];
		if (s->ops->navigate)
			target = s->ops->navigate(ui, s, st, target);
	}
	return target;
}

/* Every change of the main search's step goes through here: keys, Tab,
 * a click, autoplay, a reload or an edit. */
void go(struct ui *ui, int target)
{
	state_goto(&ui->st, allowed_step(ui, &ui->st, target));
}

static bool use_algorithm(struct ui *ui, int index)
{
	char err[LOAD_ERROR_MAX];
	if (!algorithm_fits(&algorithms[index], ui->tree, err, sizeof err)) {
		/* the tree is on screen: the message without its file and place */
		size_t n = strlen(ui->tree->source);
		const char *why = strncmp(err, ui->tree->source, n) == 0 ? strstr(err + n, ": ") : NULL;
		snprintf(ui->message, sizeof ui->message, "%s", why ? why + 2 : err);
		return false;
	}
	const struct trace *tr = runs_get(ui->runs, &algorithms[index]);
	if (!tr) {
		/* TRANSLATORS: %s is the algorithm. */
		snprintf(ui->message, sizeof ui->message, _("Out of memory running %s."),
			 algorithms[index].name);
		return false;
	}
	state_free(&ui->st);
	if (!state_init(&ui->st, ui->tree, &algorithms[index], tr))
		return false;
	ui->algo = index;
	return true;
}

/* Switching algorithms keeps the place: the new search is shown entering
 * the same node, the same number of times, as the old one had last
 * entered, as far as the screens let it go (a lesson's question of the
 * new algorithm stops it). */
bool switch_algorithm(struct ui *ui, int index, bool from_start)
{
	const struct trace *old = ui->st.trace;
	int k = ui->st.step;
	if (index == ui->algo || !use_algorithm(ui, index))
		return false;
	go(ui, from_start ? 0 : trace_same_point(old, k, ui->st.trace));
	/* TRANSLATORS: after a switch of algorithm: %1$s is its name, %2$s
	 * its summary ("alpha-beta, fail-hard: values clamped to the
	 * window"). */
	snprintf(ui->message, sizeof ui->message, _("Now %1$s: %2$s."), algorithms[index].name,
		 _(algorithms[index].summary));
	return true;
}

/* ---- A changed tree ------------------------------------------------------- */

/* Everything built for the old tree goes, in every screen (the split
 * view's layout and state were once kept, and drew the new tree with the
 * old tree's arrays), and the searches run again, shown at the same point
 * of the search as at (NULL: from the start). */
static bool tree_replaced_at(struct ui *ui, const struct trace_point *at)
{
	state_free(&ui->st);
	runs_reset(ui->runs, ui->tree);
	pictures_forget(ui->pictures);
	if (!use_algorithm(ui, ui->algo))
		return false;
	if (at)
		go(ui, trace_point_step(ui->st.trace, ui->tree, at));
	for (int i = 0; i < ui->depth; i++)
		if (ui->stack[i]->ops->tree_changed &&
		    !ui->stack[i]->ops->tree_changed(ui, ui->stack[i]))
			return false;
	return true;
}

bool tree_replaced(struct ui *ui)
{
	return tree_replaced_at(ui, NULL);
}

/* After a reload or an edit. */
bool rebuild(struct ui *ui, const struct trace_point *at)
{
	if (tree_replaced_at(ui, at))
		return true;
	snprintf(ui->message, sizeof ui->message, "%s", _("Out of memory after the change."));
	return false;
}

void reload(struct ui *ui)
{
	char err[LOAD_ERROR_MAX];
	struct tree fresh;
	struct tree_source *src = &ui->source;
	if (!src->file) {
		snprintf(ui->message, sizeof ui->message, "%s",
			 _("Nothing to reload: this tree did not come from a file."));
		return;
	}
	if (src->editing && edit_dirty(&src->edit)) {
		/* TRANSLATORS: %1$s is the key that writes the tree (w), %2$s the
		 * one that undoes a change (u). */
		snprintf(ui->message, sizeof ui->message, _("The tree has changes a reload would lose: "
							    "%1$s writes them, or %2$s them away "
							    "first."), keys_name_of(KEYMAP_STEP, ACT_WRITE),
			 keys_name_of(KEYMAP_STEP, ACT_UNDO));
		return;
	}
	char *text = NULL;
	size_t len;
	struct file_stamp stamp;
	bool loaded = false;
	if (!load_read_file_stamped(src->file, LOAD_MAX_FILE_BYTES, &text, &len, &stamp, err,
				    sizeof err) ||
	    !(loaded = tree_load_string(text, len, src->file, &fresh, err, sizeof err)) ||
	    !plan_check(&ui->runs->plan, &fresh, &algorithms[ui->algo], err, sizeof err)) {
		/* The tree on screen, and the text it came from, stay as they were. */
		if (loaded)
			tree_free(&fresh);
		free(text);
		/* TRANSLATORS: %s is why ("FILE:LINE:COLUMN: message"). */
		snprintf(ui->message, sizeof ui->message, _("Reload failed, keeping the old tree: %s"),
			 err);
		return;
	}
	free(src->text);
	src->text = text;
	src->text_len = len;
	src->stamp = stamp;
	src->wrote_file = false;
	struct trace_point at;
	char selected[NODE_NAME_SIZE] = "";
	trace_point_at(ui->st.trace, ui->tree, ui->st.step, &at);
	if (ui->sel >= 0)
		snprintf(selected, sizeof selected, "%s", tree_name(ui->tree, ui->sel));
	tree_free(ui->tree);
	*ui->tree = fresh;
	/* The file is the text to edit now. */
	if (src->editing)
		edit_free(&src->edit);
	src->editing = false;
	ui->sel = *selected ? tree_find(ui->tree, selected, TREE_FIND_REFERENCES, NULL) : -1;
	if (rebuild(ui, &at))
		/* TRANSLATORS: %s is the tree's file. */
		snprintf(ui->message, sizeof ui->message, _("Reloaded %s."), src->file);
}

void relabel(const struct ui *ui, node_id n, char *label, size_t len, bool *written)
{
	for (int i = 0; i < ui->depth; i++)
		if (ui->stack[i]->ops->relabel)
			ui->stack[i]->ops->relabel(ui, ui->stack[i], n, label, len, written);
}

/* ---- Starting, drawing, keys ------------------------------------------------ */

bool stepper_start(struct ui *ui, struct screen *base, int algo, int vs)
{
	/* A lesson brings its runs (ui->runs); otherwise the plan the caller
	 * put in own_runs is the searches' plan. */
	if (!ui->runs) {
		struct plan plan = ui->own_runs.plan;
		ui->runs = &ui->own_runs;
		runs_init(ui->runs, ui->tree);
		runs_set_plan(ui->runs, &plan);
	}
	ui->sel = -1;
	ui->depth = 0;
	ui->pictures = pictures_new();  /* without, every view measures for itself */
	if (!screen_push(ui, base) || !use_algorithm(ui, algo))
		return false;
	stepping_of(ui)->vs_algo = algo;
	ui->unrecorded = true;
	return vs < 0 || split_open(ui, vs);
}

/* The first search replayed once from start to end, with the way back
 * kept (state_record), so that End and every jump back are quick from the
 * first key on.  On a big tree it takes as long as the search (minimax
 * on a million nodes: 2.9 million steps), so it comes after the first
 * screen is drawn, which does not need it, while the class reads the
 * screen; and not on Tab, whose budget is the search.  The steps ] and [
 * stop at are listed then too, for every new search (Tab's as well): a
 * pass over the trace that no screen needs before a key. */
void stepper_settle(struct ui *ui)
{
	if (ui->unrecorded)
		state_record(&ui->st);
	ui->unrecorded = false;
	state_list_interesting(&ui->st);
}

void stepper_free(struct ui *ui)
{
	while (ui->depth > 1)
		screen_pop(ui);
	if (ui->depth == 1) {
		ui->stack[0]->ops->free(ui, ui->stack[0]);
		ui->depth = 0;
	}
	state_free(&ui->st);
	pictures_free(ui->pictures);
	ui->pictures = NULL;
	if (ui->runs == &ui->own_runs)
		runs_free(ui->runs);
	if (ui->source.editing)
		edit_free(&ui->source.edit);
	ui->source.editing = false;
	free(ui->source.file);
	ui->source.file = NULL;
	free(ui->source.text);
	ui->source.text = NULL;
}

void stepper_draw(struct ui *ui)
{
	erase();
	struct screen *top = screen_top(ui);
	if (!top->ops->any_size && (COLS < MIN_COLS || LINES < MIN_LINES)) {
		/* TRANSLATORS: on a terminal too small for the stepper, three
		 * lines: %1$dx%2$d is the least columns and rows, then the
		 * terminal's; q is the key that quits. */
		mvprintw(LINES / 2 > 0 ? LINES / 2 - 1 : 0, 0, "%s", _("Enlarge the terminal"));
		/* TRANSLATORS: the second of the three lines above. */
		mvprintw(LINES / 2, 0, _("to at least %1$dx%2$d"), MIN_COLS, MIN_LINES);
		/* TRANSLATORS: the third of the three lines above. */
		mvprintw(LINES / 2 + 1, 0, _("(now %1$dx%2$d); q quits."), COLS, LINES);
		return;
	}
	/* From the topmost screen that fills the screen, up. */
	int from = ui->depth - 1;
	while (from > 0 && ui->stack[from]->ops->overlay)
		from--;
	for (int i = from; i < ui->depth; i++)
		ui->stack[i]->ops->draw(ui, ui->stack[i]);
}

/* A key goes to the top screen, and down the stack while no screen takes
 * it.  False: quit. */
bool stepper_key(struct ui *ui, int key)
{
	if (key == KEY_RESIZE)
		return true;
	ui->message[0] = '\0';
	for (int i = ui->depth - 1; i >= 0; i--) {
		struct screen *s = ui->stack[i];
		switch (s->ops->key(ui, s, key)) {
		case KEY_TAKEN:
			return true;
		case KEY_QUIT:
			return false;
		case KEY_PASS:
			break;
		}
	}
	return true;
}

static const int play_delays[] = { 2000, 1000, 600, 300, 150, 60 };
#define NDELAYS ((int)(sizeof play_delays / sizeof play_delays[0]))

/* Autoplay's pace: + and -. */
int play_faster(struct ui *ui, int by)
{
	struct stepping *sp = stepping_of(ui);
	sp->delay += by > 0 ? sp->delay < NDELAYS - 1 : -(sp->delay > 0);
	return play_delays[sp->delay];
}

/* Autoplay's clock: one step each time it runs out, until the end or
 * until the screens stop it (a question). */
void stepper_tick(struct ui *ui)
{
	struct stepping *sp = stepping_of(ui);
	if (!sp->playing)
		return;
	int before = ui->st.step;
	go(ui, ui->st.step + 1);
	sp->playing = ui->st.step < ui->st.trace->count && ui->st.step != before &&
		      !open_question(ui);
}

int stepper_delay(const struct ui *ui)
{
	const struct stepping *sp = stepping_of(ui);
	return sp->playing ? play_delays[sp->delay] : -1;
}

/* ---- The sessions ------------------------------------------------------------- */

/* The stepper on a terminal, or with script set on a virtual screen. */
static int stepper_run(struct ui *ui, struct screen *base, int algo, int vs,
		       const struct display_args *args)
{
	term_set_locale(ui);
	if (!stepper_start(ui, base, algo, vs)) {
		fprintf(stderr, "treestep: %s\n", _("out of memory"));
		return 1;
	}
	if (args && args->script)
		return script_run(ui, args->script, args->cols, args->rows);
	return term_run(ui);
}

int display_run(struct tree *t, const struct display_args *args)
{
	/* The file is copied: a reload frees the tree, and with it the
	 * path it was loaded from. */
	struct ui ui = { .tree = t, .show = { .pv_way = args->pv_way, .windows = args->windows,
						.types = args->node_types } };
	struct tree_source *src = &ui.source;
	ui.own_runs.plan = args->plan;
	src->text_len = args->text_len;
	src->stamp = args->stamp;
	if ((args->file && !(src->file = strdup(args->file))) ||
	    (args->text && !(src->text = malloc(args->text_len + 1)))) {
		free(src->file);
		fprintf(stderr, "treestep: %s\n", _("out of memory"));
		return 1;
	}
	if (args->text) {
		memcpy(src->text, args->text, args->text_len);
		src->text[args->text_len] = '\0';
	}
	int status = stepper_run(&ui, step_screen_new(), (int)(args->algo - algorithms),
				 args->vs ? (int)(args->vs - algorithms) : -1, args);
	stepper_free(&ui);
	return status;
}

int display_practice(const struct practice_deal *d, const struct algorithm *a,
		     const struct display_args *args)
{
	char err[LOAD_ERROR_MAX];
	struct practice p;
	if (!practice_start(&p, d, a, err, sizeof err)) {
		fprintf(stderr, "treestep: %s\n", err);
		return 1;
	}
	struct results r = { .path = args->results, .student = args->student };
	struct ui ui = { .tree = &p.tree, .show = { .windows = args && args->windows,
						    .types = args && args->node_types } };
	int status = stepper_run(&ui, practice_screen_new(&p, &r), (int)(a - algorithms), -1,
				 args);
	status = screen_results_finish(&ui, status);
	stepper_free(&ui);
	practice_free(&p);
	return status;
}

int display_lesson(struct lesson *l, const struct display_args *args)
{
	struct results r = { .path = args ? args->results : NULL,
			     .student = args ? args->student : NULL };
	struct ui ui = { .tree = &l->tree, .runs = &l->runs,
			 .show = { .hide_leaves = l->hide_leaves, .pv_way = l->pv_way,
				   .windows = args && args->windows,
				   .types = args && args->node_types } };
	int status = stepper_run(&ui, lesson_screen_new(l, &r),
				 (int)(l->stops[0].algo - algorithms), -1, args);
	status = screen_results_finish(&ui, status);
	stepper_free(&ui);
	return status;
}
