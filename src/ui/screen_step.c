/* screen_step.c - the step screen: the tree, the code, the stack and the
 * PV table, stepped through with the keys of KEYMAP_STEP.  The lesson and
 * practice screens are this screen with a panel of their own, and pass it
 * the keys they do not take. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "replay/pvways.h"
#include "tree/i18n.h"
#include "ui/ui.h"

/* Shift+arrows move the picture by a quarter of the screen across, or a
 * level down or up; it stays there until f. */
void pan(struct ui *ui, struct tree_view *tv, enum action a)
{
	(void)ui;
	if (!tv->panning) {
		tv->pan_x = tv->scroll_x;
		tv->pan_y = tv->scroll_y;
		tv->panning = true;
	}
	int across = tv->cols / 4 > 0 ? tv->cols / 4 : 1;
	int down = tv->l.rows_per_level > 0 ? tv->l.rows_per_level : 1;
	tv->pan_x += a == ACT_PAN_LEFT ? -across : a == ACT_PAN_RIGHT ? across : 0;
	tv->pan_y += a == ACT_PAN_UP ? -down : a == ACT_PAN_DOWN ? down : 0;
	/* Kept inside the picture, so that f is never needed just to undo an
	 * overshoot. */
	int max_x = tv->l.width - tv->cols, max_y = tv->l.height - tv->rows;
	tv->pan_x = tv->pan_x > max_x ? max_x : tv->pan_x;
	tv->pan_y = tv->pan_y > max_y ? max_y : tv->pan_y;
	tv->pan_x = tv->pan_x < 0 ? 0 : tv->pan_x;
	tv->pan_y = tv->pan_y < 0 ? 0 : tv->pan_y;
}

/* A click on a node jumps to the step where the search first enters it. */
static void click(struct ui *ui, struct stepping *sp)
{
	MEVENT m;
	if (getmouse(&m) != OK)
		return;
	node_id n = sp->tree_shown ? node_at(ui, &sp->tv, m.y, m.x) : -1;
	if (n < 0)
		return;
	ui->sel = n;
	int step = trace_first_move(ui->st.trace, ui->tree, n);
	if (step < 0)
		/* TRANSLATORS: after a click on a node: %1$s is the algorithm,
		 * %2$s the node. */
		snprintf(ui->message, sizeof ui->message, _("%1$s never searches %2$s."),
			 algorithms[ui->algo].name, tree_name(ui->tree, n));
	else
		go(ui, step);
}

/* The keys that change how trees and panels are shown: the same on every
 * screen that shows them.  False: not one of them. */
static bool show_key(struct ui *ui, enum action a)
{
	struct show *sh = &ui->show;
	switch (a) {
	case ACT_VIEW:
		sh->view = sh->view == VIEW_MAXMIN ? VIEW_NEGAMAX : VIEW_MAXMIN;
		return true;
	case ACT_CODE:
		sh->code = (sh->code + 1) % (CODE_ONLY + 1);
		return true;
	case ACT_PV_WAY:
		sh->pv_way = (sh->pv_way + 1) % PV_WAY_COUNT;
		/* TRANSLATORS: %s is the way the PV panel shows, as --pv takes it
		 * (triangular, quadratic, ...). */
		snprintf(ui->message, sizeof ui->message, _("The PV panel: --pv %s."),
			 pv_ways[sh->pv_way].name);
		return true;
	case ACT_TABLE:
		if (ui->st.tt.size == 0)
			snprintf(ui->message, sizeof ui->message, "%s",
				 _("No transposition table: run with --tt N."));
		sh->table = !sh->table && ui->st.tt.size > 0;
		return true;
	case ACT_OUTLINE:
		sh->outline = !sh->outline;
		return true;
	case ACT_ZOOM:
		sh->zoom = (sh->zoom + 1) % ZOOM_COUNT;
		if (sh->zoom == ZOOM_FIT)
			/* TRANSLATORS: %s is the zoom level, "fit". */
			snprintf(ui->message, sizeof ui->message, _("Zoom: %s (the largest level that "
								     "shows the whole tree, else "
								     "folded)."), zoom_name(sh->zoom));
		else
			/* TRANSLATORS: %s is the zoom level ("compact"). */
			snprintf(ui->message, sizeof ui->message, _("Zoom: %s."), zoom_name(sh->zoom));
		return true;
	case ACT_WINDOWS:
		sh->windows = !sh->windows;
		snprintf(ui->message, sizeof ui->message, "%s", sh->windows ?
			 _("Windows on the tree: each parent's (alpha, beta), now or as its search left "
			   "it.") :
			 _("Windows only in the stack."));
		return true;
	case ACT_NODE_TYPES:
		sh->types = !sh->types;
		snprintf(ui->message, sizeof ui->message, "%s", sh->types ?
			 _("Node types on the tree: expected as Knuth and Moore predict, and found.") :
			 _("Node types off."));
		return true;
	case ACT_LEAVES:
		sh->hide_leaves = !sh->hide_leaves;
		snprintf(ui->message, sizeof ui->message, "%s", sh->hide_leaves ?
			 _("Leaf values hidden until the search evaluates them: predict first.") :
			 _("Leaf values shown (dim until the search evaluates them)."));
		return true;
	default:
		return false;
	}
}

/* What a key of KEYMAP_STEP does. */
static void act(struct ui *ui, struct stepping *sp, enum action a, int key)
{
	struct state *st = &ui->st;
	if (show_key(ui, a) || edit_action(ui, a))
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
		sp->playing = !sp->playing;
		if (sp->playing && st->step == st->trace->count)
			go(ui, 0);
		break;
	case ACT_FASTER:
	case ACT_SLOWER:
		/* TRANSLATORS: %d is a number of milliseconds. */
		snprintf(ui->message, sizeof ui->message, _("Autoplay: one step every %d ms."),
			 play_faster(ui, a == ACT_FASTER ? 1 : -1));
		break;
	case ACT_NEXT_ALGO:
		switch_algorithm(ui, algorithm_next_fit(ui->algo, -1, ui->tree), false);
		break;
	case ACT_ALGO:
		switch_algorithm(ui, key - '1', false);
		break;
	case ACT_PAN_LEFT:
	case ACT_PAN_RIGHT:
	case ACT_PAN_UP:
	case ACT_PAN_DOWN:
		pan(ui, &sp->tv, a);
		break;
	case ACT_FOLLOW:
		sp->tv.panning = false;
		break;
	case ACT_RELOAD:
		reload(ui);
		break;
	case ACT_SPLIT:
		/* The algorithm the split view last showed on the right. */
		if (!split_open(ui, sp->vs_algo == ui->algo ? algorithm_next_fit(ui->algo, -1, ui->tree) :
				sp->vs_algo))
			snprintf(ui->message, sizeof ui->message, "%s", _("Out of memory."));
		break;
	case ACT_CONTINUE:
		/* The lesson screen's key; here it only says so. */
		snprintf(ui->message, sizeof ui->message, "%s", _("Enter moves between the stops of a "
								  "lesson (treestep --lessons lists "
								  "them)."));
		break;
	case ACT_LESSON_PANEL:
		snprintf(ui->message, sizeof ui->message, "%s", _("t shows a lesson's text or the stack "
								  "(treestep --lessons lists them)."));
		break;
	case ACT_SCROLL_DOWN:
		sp->text_scroll++;      /* draw_step keeps it to the text's lines */
		break;
	case ACT_SCROLL_UP:
		sp->text_scroll -= sp->text_scroll > 0;
		break;
	case ACT_HELP:
		help_open(ui);
		break;
	default:
		break;
	}
}

/* The keys of the step screen, and of the screens built on it. */
enum key_result step_key(struct ui *ui, struct screen *s, int key)
{
	struct stepping *sp = (struct stepping *)s;
	if (key == KEY_MOUSE) {
		click(ui, sp);
		return KEY_TAKEN;
	}
	const struct binding *b = binding_for(KEYMAP_STEP, key);
	if (!b) {
		const char *name = keyname(key);
		/* TRANSLATORS: %s is the key's name, as curses says it; ? is the
		 * help's key. */
		snprintf(ui->message, sizeof ui->message, _("Unknown key %s: press ? for help."),
			 name ? name : "?");
		return KEY_TAKEN;
	}
	if (binding_action(b) == ACT_QUIT)
		return quit_asks(ui) ? KEY_TAKEN : KEY_QUIT;
	act(ui, sp, binding_action(b), key);
	return KEY_TAKEN;
}

/* The step screen's keys on a tree that stays as it is (a lesson's, a
 * practice's): the keys that would change it, or read it again from its
 * file, say so instead: refusal, "Editing is not part of lessons.". */
enum key_result step_key_fixed_tree(struct ui *ui, struct screen *s, int key, const char *refusal)
{
	const struct binding *b = binding_for(KEYMAP_STEP, key);
	switch (b ? binding_action(b) : ACT_QUIT) {
	case ACT_EDIT:
	case ACT_MOVE_LEFT:
	case ACT_MOVE_RIGHT:
	case ACT_ADD_LEAF:
	case ACT_DELETE:
	case ACT_UNDO:
	case ACT_REDO:
	case ACT_WRITE:
	case ACT_RELOAD:
		snprintf(ui->message, sizeof ui->message, "%s", refusal);
		return KEY_TAKEN;
	default:
		return step_key(ui, s, key);
	}
}

/* The bottom screens' picture was made for the old tree. */
bool stepping_tree_changed(struct ui *ui, struct screen *s)
{
	(void)ui;
	struct stepping *sp = (struct stepping *)s;
	tree_view_forget(&sp->tv);
	sp->tv.panning = false;
	return true;
}

static void step_free(struct ui *ui, struct screen *s)
{
	(void)ui;
	struct stepping *sp = (struct stepping *)s;
	tree_view_free(&sp->tv);
	free(sp);
}

static const enum keymap step_help[] = { KEYMAP_STEP, KEYMAP_SELECT, KEYMAP_PROMPT,
					  KEYMAP_COUNT };

const struct screen_ops step_ops = {
	.name = "step",
	.keymap = KEYMAP_STEP,
	.help = step_help,
	.draw = draw_step,
	.key = step_key,
	.tree_changed = stepping_tree_changed,
	.free = step_free,
};

struct screen *step_screen_new(void)
{
	struct stepping *sp = calloc(1, sizeof *sp);
	if (!sp)
		return NULL;
	sp->screen.ops = &step_ops;
	sp->delay = 1;
	return &sp->screen;
}
