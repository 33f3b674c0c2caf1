/* stepper.c - what the keys do: moving through the steps, switching
 * algorithm or screen, reloading the tree.
 *
 * The screens are in screens[], one {draw, key} pair each, and ui->screen
 * says which is up.  Everything a key changes is in struct ui; drawing
 * reads it and changes nothing but the scroll position.  The same code
 * runs on a terminal (term.c's loop) and on a virtual screen (script.c). */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "display.h"
#include "pvways.h"
#include "ui.h"

static const int play_delays[] = { 2000, 1000, 600, 300, 150, 60 };
#define NDELAYS ((int)(sizeof play_delays / sizeof play_delays[0]))

/* Every move goes through here.  In a lesson, moving forward past the step
 * where an unanswered question is asked stops at that step and asks it:
 * the student keeps every key, but predicts before seeing. */
void go(struct ui *ui, int target)
{
	if (ui->practice && !ui->practice->graded) {
		snprintf(ui->message, sizeof ui->message, "Grade your answers first (%s): the search "
			 "would give them away.", keys_name_of(KEYMAP_PRACTICE, ACT_SUBMIT));
		return;
	}
	if (ui->lesson) {
		target = lesson_session_move(&ui->ls, &algorithms[ui->algo], ui->st.step, target);
		if (ui->ls.asking >= 0)
			ui->hide_lesson = false;
	}
	state_goto(&ui->st, target);
}

/* The pictures of the tree, remade at the next draw. */
static void forget_pictures(struct ui *ui)
{
	tree_view_forget(&ui->tv);
	tree_view_forget(&ui->split_tv[0]);
	tree_view_forget(&ui->split_tv[1]);
}

static bool use_algorithm(struct ui *ui, int index)
{
	const struct trace *tr = runs_get(ui->runs, &algorithms[index]);
	if (!tr) {
		snprintf(ui->message, sizeof ui->message, "Out of memory running %s.",
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
 * the same node, the same number of times, as the old one had last entered. */
static void switch_algorithm(struct ui *ui, int index, bool from_start)
{
	const struct trace *old = ui->st.trace;
	int k = ui->st.step;
	if (index == ui->algo || !use_algorithm(ui, index))
		return;
	state_goto(&ui->st, from_start ? 0 : trace_same_point(old, k, ui->st.trace));
	snprintf(ui->message, sizeof ui->message, "Now %s: %s.", algorithms[index].name,
		 algorithms[index].summary);
}

/* After the tree has changed (a reload, an edit): everything built for the
 * old tree goes, in every mode (the split view's layout and state were
 * once kept, and drew the new tree with the old tree's arrays), and the
 * searches run again, shown at the same point of the search as at. */
bool rebuild(struct ui *ui, const struct trace_point *at)
{
	state_free(&ui->st);
	state_free(&ui->vs);
	runs_reset(ui->runs, ui->tree);
	forget_pictures(ui);
	ui->panning = false;
	if (!use_algorithm(ui, ui->algo)) {
		snprintf(ui->message, sizeof ui->message, "Out of memory after the change.");
		return false;
	}
	state_goto(&ui->st, trace_point_step(ui->st.trace, ui->tree, at));
	if (ui->screen == SCREEN_SPLIT && !split_open(ui, ui->vs_algo)) {
		snprintf(ui->message, sizeof ui->message, "Out of memory after the change.");
		return false;
	}
	return true;
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
	if (ui->editing && edit_dirty(&ui->edit)) {
		snprintf(ui->message, sizeof ui->message, "The tree has changes a reload would lose: "
			 "%s writes them, or %s them away first.", keys_name_of(KEYMAP_STEP, ACT_WRITE),
			 keys_name_of(KEYMAP_STEP, ACT_UNDO));
		return;
	}
	char *text = NULL;
	size_t len;
	struct file_stamp stamp;
	bool loaded = false;
	if (!load_read_file_stamped(ui->file, LOAD_MAX_FILE_BYTES, &text, &len, &stamp, err,
				    sizeof err) ||
	    !(loaded = tree_load_string(text, len, ui->file, &fresh, err, sizeof err)) ||
	    !plan_check(&ui->runs->plan, &fresh, &algorithms[ui->algo], err, sizeof err)) {
		/* The tree on screen, and the text it came from, stay as they were. */
		if (loaded)
			tree_free(&fresh);
		free(text);
		snprintf(ui->message, sizeof ui->message, "Reload failed, keeping the old tree: %s", err);
		return;
	}
	free(ui->text);
	ui->text = text;
	ui->text_len = len;
	ui->stamp = stamp;
	ui->wrote_file = false;
	struct trace_point at;
	char selected[NODE_NAME_SIZE] = "";
	trace_point_at(ui->st.trace, ui->tree, ui->st.step, &at);
	if (ui->sel >= 0)
		snprintf(selected, sizeof selected, "%s", tree_name(ui->tree, ui->sel));
	tree_free(ui->tree);
	*ui->tree = fresh;
	/* The file is the text to edit now. */
	if (ui->editing)
		edit_free(&ui->edit);
	ui->editing = false;
	ui->sel = -1;
	for (node_id n = 0; *selected && n < ui->tree->count; n++)
		if (strcmp(tree_name(ui->tree, n), selected) == 0)
			ui->sel = n;
	if (rebuild(ui, &at))
		snprintf(ui->message, sizeof ui->message, "Reloaded %s.", ui->file);
}

/* Shift+arrows move the picture by a quarter of the screen across, or a
 * level down or up; it stays there until f. */
static void pan(struct ui *ui, enum action a)
{
	if (!ui->panning) {
		ui->pan_x = ui->tv.scroll_x;
		ui->pan_y = ui->tv.scroll_y;
		ui->panning = true;
	}
	int across = ui->tv.cols / 4 > 0 ? ui->tv.cols / 4 : 1;
	int down = ui->tv.l.rows_per_level > 0 ? ui->tv.l.rows_per_level : 1;
	ui->pan_x += a == ACT_PAN_LEFT ? -across : a == ACT_PAN_RIGHT ? across : 0;
	ui->pan_y += a == ACT_PAN_UP ? -down : a == ACT_PAN_DOWN ? down : 0;
	/* Kept inside the picture, so that f is never needed just to undo an
	 * overshoot. */
	int max_x = ui->tv.l.width - ui->tv.cols, max_y = ui->tv.l.height - ui->tv.rows;
	ui->pan_x = ui->pan_x > max_x ? max_x : ui->pan_x;
	ui->pan_y = ui->pan_y > max_y ? max_y : ui->pan_y;
	ui->pan_x = ui->pan_x < 0 ? 0 : ui->pan_x;
	ui->pan_y = ui->pan_y < 0 ? 0 : ui->pan_y;
}

static void act(struct ui *ui, enum action a, int key)
{
	struct state *st = &ui->st;
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
	case ACT_SLOWER:
		ui->delay += a == ACT_FASTER ? ui->delay < NDELAYS - 1 : -(ui->delay > 0);
		snprintf(ui->message, sizeof ui->message, "Autoplay: one step every %d ms.",
			 play_delays[ui->delay]);
		break;
	case ACT_NEXT_ALGO:
		switch_algorithm(ui, (ui->algo + 1) % algorithm_count, false);
		break;
	case ACT_ALGO:
		switch_algorithm(ui, key - '1', false);
		break;
	case ACT_VIEW:
		ui->view = ui->view == VIEW_MAXMIN ? VIEW_NEGAMAX : VIEW_MAXMIN;
		break;
	case ACT_CODE:
		ui->code = (ui->code + 1) % (CODE_ONLY + 1);
		break;
	case ACT_PV_WAY:
		ui->pv_way = (ui->pv_way + 1) % PV_WAY_COUNT;
		snprintf(ui->message, sizeof ui->message, "The PV panel: --pv %s.",
			 pv_ways[ui->pv_way].name);
		break;
	case ACT_TABLE:
		if (ui->st.tt.size == 0)
			snprintf(ui->message, sizeof ui->message, "No transposition table: run with --tt N.");
		ui->show_table = !ui->show_table && ui->st.tt.size > 0;
		break;
	case ACT_OUTLINE:
		ui->outline = !ui->outline;
		break;
	case ACT_ZOOM:
		ui->zoom = (ui->zoom + 1) % ZOOM_COUNT;
		snprintf(ui->message, sizeof ui->message, "Zoom: %s%s.", zoom_name(ui->zoom),
			 ui->zoom == ZOOM_FIT ? " (the largest level that shows the whole tree, else folded)" : "");
		break;
	case ACT_LEAVES:
		ui->hide_leaves = !ui->hide_leaves;
		snprintf(ui->message, sizeof ui->message, "%s", ui->hide_leaves ?
			 "Leaf values hidden until the search evaluates them: predict first." :
			 "Leaf values shown (dim until the search evaluates them).");
		break;
	case ACT_PAN_LEFT:
	case ACT_PAN_RIGHT:
	case ACT_PAN_UP:
	case ACT_PAN_DOWN:
		pan(ui, a);
		break;
	case ACT_FOLLOW:
		ui->panning = false;
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
		if (!ui->lesson) {
			snprintf(ui->message, sizeof ui->message, "Enter moves between the stops of a "
				 "lesson (treestep --lessons lists them).");
		} else if (next < 0) {
			snprintf(ui->message, sizeof ui->message, "That was the last stop.");
		} else {
			/* After Tab to another algorithm, Enter goes on where the
			 * lesson was: straight to that stop, asking on the way. */
			if (ui->lesson->stops[next].algo != &algorithms[ui->algo])
				switch_algorithm(ui, (int)(ui->lesson->stops[next].algo - algorithms),
						 true);
			go(ui, ui->lesson->stops[next].step);
		}
		break;
	}
	case ACT_HELP:
		ui->back = ui->screen;
		ui->screen = SCREEN_HELP;
		ui->help_top = 0;
		break;
	case ACT_FIND:
	case ACT_SELECT:
	case ACT_EDIT:
	case ACT_MOVE_LEFT:
	case ACT_MOVE_RIGHT:
	case ACT_ADD_LEAF:
	case ACT_DELETE:
	case ACT_UNDO:
	case ACT_REDO:
	case ACT_WRITE:
	case ACT_EXPORT:
		edit_action(ui, a);
		break;
	case ACT_SEL_PARENT:
	case ACT_SEL_CHILD:
	case ACT_SEL_PREV:
	case ACT_SEL_NEXT:
	case ACT_SEL_DONE:
		select_action(ui, a);
		break;
	case ACT_MARK_NEVER:
	case ACT_MARK_HIGH:
	case ACT_ANSWER_VALUE:
	case ACT_SUBMIT:
	case ACT_DEAL:
		if (ui->practice)
			practice_action(ui, a);
		break;
	case ACT_QUIT:
	case ACT_PROMPT_OK:
	case ACT_PROMPT_CANCEL:
	case ACT_ANSWER:
	case ACT_SKIP:
	case ACT_ERASE:
	case ACT_SCROLL_DOWN:
	case ACT_SCROLL_UP:
		break;
	}
}

/* A click on a node jumps to the step where the search first enters it. */
static void click(struct ui *ui)
{
	MEVENT m;
	if (getmouse(&m) != OK)
		return;
	node_id n = ui->tree_shown ? node_at(ui, &ui->tv, m.y, m.x) : -1;
	if (n < 0)
		return;
	ui->sel = n;
	if (ui->practice && !ui->practice->graded) {
		/* In practice a click selects, to answer about the node. */
		snprintf(ui->message, sizeof ui->message, "Selected %s.", tree_name(ui->tree, n));
		return;
	}
	int step = trace_first_move(ui->st.trace, ui->tree, n);
	if (step < 0)
		snprintf(ui->message, sizeof ui->message, "%s never searches %s.",
			 algorithms[ui->algo].name, tree_name(ui->tree, n));
	else
		go(ui, step);
}

/* The keys of the step and split screens.  False: quit. */
static bool key_main(struct ui *ui, int key)
{
	enum keymap map = keymap_of(ui);
	if (map == KEYMAP_QUESTION) {
		question_key(ui, key);
		return true;
	}
	if (map == KEYMAP_PROMPT)
		return prompt_key(ui, key);
	if (map == KEYMAP_SELECT) {
		const struct binding *b = binding_for(KEYMAP_SELECT, key);
		if (b) {
			select_action(ui, binding_action(b));
			return true;
		}
		/* Every other key works as it does without selecting. */
		map = ui->screen == SCREEN_SPLIT ? KEYMAP_SPLIT : KEYMAP_STEP;
	}
	/* In practice its own keys come first. */
	if (ui->practice && map == KEYMAP_STEP) {
		const struct binding *b = binding_for(KEYMAP_PRACTICE, key);
		if (b && binding_action(b) == ACT_QUIT)
			return false;
		if (b && practice_action(ui, binding_action(b)))
			return true;
	}
	/* The rest of an answer typed after its question closed. */
	if (ui->lesson && lesson_session_swallow(&ui->ls, key)) {
		snprintf(ui->message, sizeof ui->message, "The question is answered: press Enter "
			 "for the next stop, or an arrow to step.");
		return true;
	}
	if (key == KEY_MOUSE) {
		if (map == KEYMAP_STEP)
			click(ui);
		return true;
	}
	const struct binding *b = binding_for(map, key);
	if (!b) {
		const char *name = keyname(key);
		if (map == KEYMAP_SPLIT && binding_for(KEYMAP_STEP, key))
			keys_list(KEYMAP_SPLIT, "In the split view:", ui->message, sizeof ui->message);
		else
			snprintf(ui->message, sizeof ui->message, "Unknown key %s: press ? for help.",
				 name ? name : "?");
		return true;
	}
	if (binding_action(b) == ACT_QUIT)
		return quit_asks(ui);
	if (map == KEYMAP_SPLIT && split_key(ui, binding_action(b)))
		return true;
	act(ui, binding_action(b), key);
	return true;
}

/* The help scrolls with its own keys; any other key closes it. */
static bool key_help(struct ui *ui, int key)
{
	const struct binding *b = binding_for(KEYMAP_HELP, key);
	if (!b)
		ui->screen = ui->back;
	else if (binding_action(b) == ACT_SCROLL_DOWN)
		ui->help_top += key == KEY_NPAGE ? LINES - 2 : 1;
	else if (ui->help_top > 0)
		ui->help_top -= key == KEY_PPAGE ? (ui->help_top < LINES - 2 ? ui->help_top :
						    LINES - 2) : 1;
	return true;
}

static const struct {
	void (*draw)(struct ui *ui);
	bool (*key)(struct ui *ui, int key);
} screens[] = {
	[SCREEN_STEP] = { draw_step, key_main },
	[SCREEN_SPLIT] = { draw_split, key_main },
	[SCREEN_HELP] = { draw_help, key_help },
};

void stepper_draw(struct ui *ui)
{
	erase();
	if (ui->screen != SCREEN_HELP && (COLS < MIN_COLS || LINES < MIN_LINES)) {
		mvprintw(LINES / 2 > 0 ? LINES / 2 - 1 : 0, 0, "Enlarge the terminal");
		mvprintw(LINES / 2, 0, "to at least %dx%d", MIN_COLS, MIN_LINES);
		mvprintw(LINES / 2 + 1, 0, "(now %dx%d); q quits.", COLS, LINES);
	} else {
		screens[ui->screen].draw(ui);
	}
}

bool stepper_key(struct ui *ui, int key)
{
	if (key == KEY_RESIZE)
		return true;
	ui->message[0] = '\0';
	return screens[ui->screen].key(ui, key);
}

/* Autoplay's clock: one step each time it runs out, until the end or a
 * question. */
void stepper_tick(struct ui *ui)
{
	if (!ui->playing)
		return;
	go(ui, ui->st.step + 1);
	ui->playing = ui->st.step < ui->st.trace->count && !open_question(ui);
}

int stepper_delay(const struct ui *ui)
{
	return ui->playing ? play_delays[ui->delay] : -1;
}

/* The first screen's state: algo's search recorded, laid out, and with
 * vs >= 0 the split view open against that algorithm. */
bool stepper_start(struct ui *ui, int algo, int vs)
{
	ui->sel = -1;
	if (ui->lesson) {
		ui->runs = &ui->lesson->runs;
	} else {
		ui->runs = &ui->own_runs;
		runs_init(ui->runs, ui->tree);
		runs_set_plan(ui->runs, &ui->plan);
	}
	ui->delay = 1;
	ui->vs_algo = algo;
	if (!use_algorithm(ui, algo))
		return false;
	/* Before the first screen, not on Tab: Tab's budget is the search. */
	state_record(&ui->st);
	return vs < 0 || split_open(ui, vs);
}

void stepper_free(struct ui *ui)
{
	state_free(&ui->st);
	state_free(&ui->vs);
	forget_pictures(ui);
	if (ui->runs == &ui->own_runs)
		runs_free(ui->runs);
	if (ui->editing)
		edit_free(&ui->edit);
	ui->editing = false;
	free(ui->file);
	ui->file = NULL;
	free(ui->text);
	ui->text = NULL;
}

/* The stepper on a terminal, or with script set on a virtual screen. */
static int stepper_run(struct ui *ui, int algo, int vs, const struct display_args *args)
{
	term_set_locale(ui);
	if (!stepper_start(ui, algo, vs)) {
		fprintf(stderr, "treestep: out of memory\n");
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
	struct ui ui = { .tree = t, .text_len = args->text_len, .stamp = args->stamp,
			 .plan = args->plan, .pv_way = args->pv_way };
	if ((args->file && !(ui.file = strdup(args->file))) ||
	    (args->text && !(ui.text = malloc(args->text_len + 1)))) {
		free(ui.file);
		fprintf(stderr, "treestep: out of memory\n");
		return 1;
	}
	if (args->text) {
		memcpy(ui.text, args->text, args->text_len);
		ui.text[args->text_len] = '\0';
	}
	int status = stepper_run(&ui, (int)(args->algo - algorithms),
				 args->vs ? (int)(args->vs - algorithms) : -1, args);
	stepper_free(&ui);
	return status;
}

/* A fresh tree for practice: the next seed, and everything made for the
 * old tree made again. */
bool practice_deal_next(struct ui *ui)
{
	char err[LOAD_ERROR_MAX];
	struct practice_deal d = ui->practice->deal;
	const struct algorithm *a = ui->practice->algo;
	d.seed++;
	state_free(&ui->st);
	state_free(&ui->vs);
	practice_free(ui->practice);
	if (!practice_start(ui->practice, &d, a, err, sizeof err)) {
		snprintf(ui->message, sizeof ui->message, "Cannot deal: %s", err);
		return false;
	}
	ui->tree = &ui->practice->tree;
	ui->sel = -1;
	ui->mistake = -1;
	runs_reset(ui->runs, ui->tree);
	forget_pictures(ui);
	if (!use_algorithm(ui, ui->algo))
		return false;
	snprintf(ui->message, sizeof ui->message, "Seed %llu: a new tree.",
		 (unsigned long long)d.seed);
	return true;
}

/* --results: answers lost during the session are said again at exit,
 * on standard error, where a script or the teacher's wrapper sees them,
 * and in the exit status. */
static int results_finish(struct results *r, int status)
{
	if (r->lost > 0) {
		fprintf(stderr, "treestep: %s: %d answer%s could not be written: %s\n", r->path,
			r->lost, r->lost == 1 ? "" : "s", r->why);
		if (status == 0)
			status = 1;
	}
	results_free(r);
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
	struct ui ui = { .tree = &p.tree, .practice = &p, .mistake = -1,
			 .results = { .path = args->results, .student = args->student } };
	int status = stepper_run(&ui, (int)(a - algorithms), -1, args);
	status = results_finish(&ui.results, status);
	stepper_free(&ui);
	practice_free(&p);
	return status;
}

int display_lesson(struct lesson *l, const struct display_args *args)
{
	struct ui ui = { .tree = &l->tree, .lesson = l,
			 .results = { .path = args ? args->results : NULL,
				      .student = args ? args->student : NULL },
			 .hide_leaves = l->hide_leaves, .pv_way = l->pv_way };
	int status = 1;
	if (lesson_session_init(&ui.ls, l))
		status = stepper_run(&ui, (int)(l->stops[0].algo - algorithms), -1, args);
	else
		fprintf(stderr, "treestep: out of memory\n");
	status = results_finish(&ui.results, status);
	stepper_free(&ui);
	lesson_session_free(&ui.ls);
	return status;
}
