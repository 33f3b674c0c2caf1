/* view_lesson.c - the lesson screen: the step screen with the lesson's
 * panel (the stop's text, the question and the verdict), the keys that
 * type an answer, and the rule that no move shows a question's answer
 * before it is given.  What is asked, when, and whether an answer is right
 * is lesson_session.c's. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "words/text.h"
#include "tree/i18n.h"
#include "ui/ui.h"

/* The lesson screen's state, after the step screen's. */
struct lesson_screen {
	struct stepping base;
	struct lesson *lesson;
	struct lesson_session ls;       /* the stops, questions and score */
	bool hide_lesson;               /* t: show the stack and PV table instead */
	int scroll;                     /* lines of the text scrolled off (J, K) ... */
	int scroll_stop, scroll_step;   /* ... at this stop and step */
	bool cut;                       /* the text did not fit when last drawn */
};

static const struct screen_ops lesson_ops;

static struct lesson_screen *lesson_screen_of(const struct ui *ui)
{
	return ui->depth && ui->stack[0]->ops == &lesson_ops ? (struct lesson_screen *)ui->stack[0]
							       : NULL;
}

const struct lesson_session *lesson_session_of(const struct ui *ui)
{
	const struct lesson_screen *ls = lesson_screen_of(ui);
	return ls ? &ls->ls : NULL;
}

/* The question open now, or NULL. */
const struct stop *open_question(const struct ui *ui)
{
	const struct lesson_screen *l = lesson_screen_of(ui);
	return l && l->ls.asking >= 0 ? &l->lesson->stops[l->ls.asking] : NULL;
}

/* The panel's text under its heading: the question while one is open,
 * else the stop's text with the verdict before it and what comes next
 * after it.  True when a question is open (its answer line follows). */
static bool lesson_text(const struct ui *ui, const struct lesson_screen *lsc, char *text,
			size_t len)
{
	const struct lesson *l = lsc->lesson;
	const struct lesson_session *ls = &lsc->ls;
	const struct algorithm *a = &algorithms[ui->algo];
	int cur = ls->asking >= 0 ? ls->asking : lesson_session_shown_stop(ls, a, ui->st.step);
	int right, questions;
	char expected[256];

	text[0] = '\0';
	lesson_session_score(ls, &right, &questions);
	if (ls->asking >= 0) {
		lesson_prompt(l, &l->stops[ls->asking], text, len);
		if (ls->rejected)
			/* TRANSLATORS: after a lesson's question (note the space
			 * before); %s is what the student typed. */
			text_append(text, len, _(" (\"%s\" is not an answer to this: try again.)"),
				    ls->refused);
		return true;
	}
	if (cur < 0) {
		/* TRANSLATORS: Right and Enter are keys. */
		snprintf(text, len, "%s", _("Step forward (Right), or press Enter to go to the first "
					    "stop."));
		return false;
	}
	const struct stop *s = &l->stops[cur];
	lesson_answer(l, s, expected, sizeof expected);
	if (s->question != Q_NONE && ls->verdict[cur] == VERDICT_RIGHT)
		/* TRANSLATORS: the verdict on a lesson's question, before the
		 * stop's text (note the space after); %s is the student's
		 * answer. */
		snprintf(text, len, _("You said %s: right! "), ls->answer[cur]);
	else if (s->question != Q_NONE && ls->verdict[cur] == VERDICT_WRONG)
		/* TRANSLATORS: %1$s is the student's answer, %2$s the right one
		 * (note the space after). */
		snprintf(text, len, _("You said %1$s; the answer is %2$s. "), ls->answer[cur], expected);
	else if (s->question != Q_NONE && ls->verdict[cur] == VERDICT_SKIPPED)
		/* TRANSLATORS: %s is the right answer (note the space after). */
		snprintf(text, len, _("Skipped; the answer is %s. "), expected);
	char body[16384], err[256];
	if (!lesson_expand(l, s, body, sizeof body, err, sizeof err))
		snprintf(body, sizeof body, "(%s)", err);
	text_append(text, len, "%s", body);
	int next = lesson_session_next_stop(ls, a, ui->st.step);
	if (next < 0 && questions == 0)
		/* TRANSLATORS: after the last stop's text (note the space
		 * before); q is the key that quits. */
		text_append(text, len, "%s", _(" -- Lesson complete. q quits."));
	else if (next < 0)
		/* TRANSLATORS: after the last stop's text (note the space
		 * before): %1$d predictions right of %2$d (English keeps the
		 * plural even for one); q quits. */
		text_append(text, len, _(" -- Lesson complete: %1$d of %2$d predictions right. q "
					 "quits."), right, questions);
	else if (l->stops[next].algo != s->algo)
		/* TRANSLATORS: after a stop's text (note the space before); %s
		 * is the algorithm the lesson goes on with. */
		text_append(text, len, _(" -- Press Enter to go on with %s."), l->stops[next].algo->name);
	return false;
}

/* Room for a stop longer than any screen: one cut short here still fills
 * the panel and says there is more. */
#define LESSON_TEXT_MAX 20000
/* From this width on the text has the stack and PV table beside it. */
#define LESSON_BESIDE_COLS 120

/* The rows the lesson panel needs between columns x0 and x1 to show its
 * whole text: the heading, the text, and the answer line of a question. */
static int lesson_rows(const struct ui *ui, const struct lesson_screen *lsc, int x0, int x1)
{
	char text[LESSON_TEXT_MAX];
	bool asking = lesson_text(ui, lsc, text, sizeof text);
	return 1 + wrapped_lines(ui, text, x1 - x0) + asking;
}

/* The text's right edge: beside the stack and PV table where the screen
 * is wide enough for both, or beside the PV table a question asks about. */
static bool lesson_beside(const struct ui *ui)
{
	const struct stop *q = open_question(ui);
	return COLS >= LESSON_BESIDE_COLS || (q && q->question == Q_PV);
}

static int lesson_text_right(const struct ui *ui)
{
	return lesson_beside(ui) ? COLS / 2 - 1 : COLS - 1;
}

static void draw_lesson(const struct ui *ui, struct lesson_screen *lsc, int top, int rows,
			int x0, int x1)
{
	const struct lesson *l = lsc->lesson;
	const struct lesson_session *ls = &lsc->ls;
	const struct algorithm *a = &algorithms[ui->algo];
	int cur = ls->asking >= 0 ? ls->asking : lesson_session_shown_stop(ls, a, ui->st.step);
	int right, questions;
	char text[LESSON_TEXT_MAX];

	lesson_session_score(ls, &right, &questions);
	/* The title goes first when the line is short: never the numbers. */
	char head[128], title[1024];
	/* TRANSLATORS: the lesson panel's heading: %1$d is the stop, of
	 * %2$d, and %3$d/%4$d the questions answered right of those asked. */
	snprintf(head, sizeof head, _("stop %1$d of %2$d   score %3$d/%4$d"), cur + 1, l->nstops,
		 right, questions);
	/* TRANSLATORS: the lesson panel's heading: %1$s is the lesson's
	 * title, %2$s the stop and the score ("stop 2 of 6   score 1/3"). */
	snprintf(title, sizeof title, _("Lesson: %1$s   %2$s"), l->title, head);
	attron(A_BOLD);
	if (text_width(title) <= x1 - x0)
		put(ui, top, x0, x1, "%s", title);
	else
		put(ui, top, x0, x1, "%s", head);
	attroff(A_BOLD);
	bool asking = lesson_text(ui, lsc, text, sizeof text);
	int body = rows - 1 - asking;
	int lines = wrapped_lines(ui, text, x1 - x0);
	/* Another stop, or another step, is read from its start. */
	if (lsc->scroll_stop != cur || lsc->scroll_step != ui->st.step)
		lsc->scroll = 0;
	lsc->scroll_stop = cur;
	lsc->scroll_step = ui->st.step;
	lsc->cut = lines > body && body > 1;
	if (lsc->cut) {
		/* The last row says how to read on, rather than the text ending
		 * mid-sentence as if that were all. */
		int most = lines - (body - 1);
		if (lsc->scroll > most)
			lsc->scroll = most;
		put_wrapped_from(ui, top + 1, body - 1, lsc->scroll, x0, x1, text);
		char more[256];
		const char *down = asking ? "Down" : keys_name_of(KEYMAP_STEP, ACT_SCROLL_DOWN);
		const char *up = asking ? "Up" : keys_name_of(KEYMAP_STEP, ACT_SCROLL_UP);
		int left = most - lsc->scroll;
		if (left > 0 && lsc->scroll)
			/* TRANSLATORS: the lesson panel's last row when its text does
			 * not fit: %1$d lines more, %2$s the key that reads on, %3$s
			 * the key that goes back. */
			snprintf(more, sizeof more, ngettext("(%1$d more line: %2$s reads on, %3$s goes "
							     "back)",
							     "(%1$d more lines: %2$s reads on, %3$s goes "
							     "back)", (unsigned long)left), left, down, up);
		else if (left > 0)
			/* TRANSLATORS: the lesson panel's last row when its text does
			 * not fit: %1$d lines more, %2$s the key that reads on. */
			snprintf(more, sizeof more, ngettext("(%1$d more line: %2$s reads on)",
							     "(%1$d more lines: %2$s reads on)",
							     (unsigned long)left), left, down);
		else
			/* TRANSLATORS: the lesson panel's last row at the end of a
			 * text that does not fit: %s is the key that goes back. */
			snprintf(more, sizeof more, _("(the end: %s goes back up)"), up);
		attron(A_BOLD);
		put(ui, top + body, x0, x1, "%s", more);
		attroff(A_BOLD);
	} else {
		lsc->scroll = 0;
		put_wrapped(ui, top + 1, body, x0, x1, text);
	}
	if (asking) {
		char hint[128];
		attron(A_REVERSE);
		put(ui, top + rows - 1, x0, x1, "> %s_", ls->input);
		attroff(A_REVERSE);
		keys_hints(KEYMAP_LESSON, false, hint, sizeof hint);
		put(ui, top + rows - 1, x0 + 40, x1, "(%s)", hint);
	}
}

/* Keys while a question is open type the answer; the keymap's own keys
 * answer, skip or erase. */
static void question_key(struct ui *ui, struct lesson_screen *lsc, int key)
{
	const struct binding *b = binding_for(KEYMAP_LESSON, key);
	enum line_erase erase;
	if (b && (binding_action(b) == ACT_ANSWER || binding_action(b) == ACT_SKIP)) {
		/* Then the step that tells the answer; an answer of the wrong
		 * kind is asked again. */
		int stop = lsc->ls.asking;
		int step = lesson_session_answer(&lsc->ls, binding_action(b) == ACT_SKIP);
		if (step >= 0)
			go(ui, step);
		struct results *r = &lsc->base.results;
		if (step >= 0 && r->path) {
			const struct stop *s = &lsc->lesson->stops[stop];
			char question[1024], want[256];
			lesson_prompt(lsc->lesson, s, question, sizeof question);
			lesson_answer(lsc->lesson, s, want, sizeof want);
			results_answer(r, lsc->lesson->title, s->algo->name, question,
				       lsc->ls.verdict[stop] == VERDICT_SKIPPED ? "" : lsc->ls.answer[stop],
				       want, lsc->ls.verdict[stop] == VERDICT_RIGHT);
			results_written(ui);
		}
	} else if ((key == KEY_DOWN || key == KEY_UP) && lsc->cut) {
		/* A question's text longer than its panel: the arrows read on
		 * (every letter is part of the answer). */
		lsc->scroll += key == KEY_DOWN ? 1 : -(lsc->scroll > 0);
	} else if (keys_line_erase(KEYMAP_LESSON, key, &erase)) {
		lesson_session_erase(&lsc->ls, erase);
	} else if (key == KEY_MOUSE) {
		MEVENT m;
		node_id node;
		if (getmouse(&m) == OK && (node = node_at(ui, &lsc->base.tv, m.y, m.x)) >= 0)
			lesson_session_set_input(&lsc->ls, tree_name(ui->tree, node));
	} else if (key >= ' ' && key < 256 && key != 127) {
		/* In a UTF-8 locale, bytes of 128 and up are UTF-8: the >= and
		 * <= the prompt shows.  In any other locale such a byte is part
		 * of a character this screen shows only in ASCII and the
		 * answers (UTF-8, like the lessons) cannot read: it is typed
		 * as '?', so the answer is shown as the screen can show it and
		 * asked again as not understood, never graded as the bytes of
		 * a >= that the student cannot see. */
		lesson_session_type(&lsc->ls, key >= 128 && !ui->look.utf8 ? '?' : (char)key);
	}
}

/* Enter: the next stop, on the algorithm the lesson goes on with. */
static void next_stop(struct ui *ui, struct lesson_screen *lsc)
{
	int next = lesson_session_next_stop(&lsc->ls, &algorithms[ui->algo], ui->st.step);
	if (next < 0) {
		snprintf(ui->message, sizeof ui->message, "%s", _("That was the last stop."));
		return;
	}
	/* After Tab to another algorithm, Enter goes on where the lesson
	 * was: straight to that stop, asking on the way. */
	if (lsc->lesson->stops[next].algo != &algorithms[ui->algo])
		switch_algorithm(ui, (int)(lsc->lesson->stops[next].algo - algorithms), true);
	/* The next stop may be at this very step (the end, after a question
	 * at the last return): it is shown even when nothing moves. */
	lesson_session_show(&lsc->ls, next);
	go(ui, lsc->lesson->stops[next].step);
}

/* A question takes every key until it is answered or skipped; then the
 * lesson's own keys, and the step screen's. */
static enum key_result lesson_key(struct ui *ui, struct screen *s, int key)
{
	struct lesson_screen *lsc = (struct lesson_screen *)s;
	if (lsc->ls.asking >= 0) {
		question_key(ui, lsc, key);
		return KEY_TAKEN;
	}
	/* The rest of an answer typed after its question closed. */
	if (lesson_session_swallow(&lsc->ls, key)) {
		snprintf(ui->message, sizeof ui->message, "%s", _("The question is answered: press Enter "
								  "for the next stop, or an arrow to "
								  "step."));
		return KEY_TAKEN;
	}
	const struct binding *b = binding_for(KEYMAP_STEP, key);
	switch (b ? binding_action(b) : ACT_QUIT) {
	case ACT_CONTINUE:
		next_stop(ui, lsc);
		return KEY_TAKEN;
	case ACT_LESSON_PANEL:
		lsc->hide_lesson = !lsc->hide_lesson;
		return KEY_TAKEN;
	case ACT_SCROLL_DOWN:
	case ACT_SCROLL_UP:
		/* The lesson's text, when it is the text cut short. */
		if (!lsc->cut || lsc->hide_lesson)
			return step_key_fixed_tree(ui, s, key, _("Editing is not part of lessons."));
		lsc->scroll += binding_action(b) == ACT_SCROLL_DOWN ? 1 : -(lsc->scroll > 0);
		return KEY_TAKEN;
	case ACT_SPLIT:
		snprintf(ui->message, sizeof ui->message, "%s", _("The split view is not part of "
								  "lessons."));
		return KEY_TAKEN;
	default:
		return step_key_fixed_tree(ui, s, key, _("Editing is not part of lessons."));
	}
}

/* No move goes past the step of a question not yet answered: it stops
 * there and asks.  The student keeps every key, but predicts before
 * seeing, whichever key, Tab or click asked for the move. */
static int lesson_navigate(struct ui *ui, struct screen *s, const struct state *st, int target)
{
	(void)ui;
	struct lesson_screen *lsc = (struct lesson_screen *)s;
	target = lesson_session_move(&lsc->ls, st->algo, st->step, target);
	if (lsc->ls.asking >= 0)
		lsc->hide_lesson = false;
	return target;
}

/* While a question asks what n returns, its bound so far is the answer
 * half given away. */
static void lesson_relabel(const struct ui *ui, const struct screen *s, node_id n, char *label,
			   size_t len, bool *written)
{
	(void)s;
	const struct stop *q = open_question(ui);
	if (q && q->question == Q_VALUE && q->node == n && *label && !*written)
		snprintf(label, len, "?");
}

/* A lesson's text is read whole: its panel asks for every line, and the
 * step screen gives it what the tree can spare at the level that keeps
 * its names (view_panels.c); past that the text scrolls. */
static int lesson_panel_rows(struct ui *ui, struct screen *s, int standard)
{
	struct lesson_screen *lsc = (struct lesson_screen *)s;
	if (lsc->hide_lesson)
		return standard;
	int want = lesson_rows(ui, lsc, 1, lesson_text_right(ui));
	/* Beside the text, the stack and the PV table: a heading and a row a
	 * ply, and no more, so that rows the text does not need go to the
	 * tree. */
	int panels = lesson_beside(ui) ? 2 + ui->tree->height : 0;
	if (panels > standard)
		panels = standard;
	return want > panels ? want : panels;
}

static void lesson_draw_panel(struct ui *ui, struct screen *s, int top, int rows)
{
	struct lesson_screen *lsc = (struct lesson_screen *)s;
	const struct stop *q = open_question(ui);
	if (lsc->hide_lesson) {
		draw_search_panels(ui, top, rows, 1, COLS - 1);
		return;
	}
	draw_lesson(ui, lsc, top, rows, 1, lesson_text_right(ui));
	if (!lesson_beside(ui))
		return;
	/* The PV table a question asks about, or where there is room the
	 * stack and the PV table, as the step screen has them. */
	for (int y = top; y < top + rows; y++)
		put_clipped(y, COLS / 2, 0, COLS, ui->look.g->vline);
	if (q && q->question == Q_PV && COLS < LESSON_BESIDE_COLS)
		draw_pvtable(ui, &ui->st, top, rows, COLS / 2 + 2, COLS - 1);
	else
		draw_search_panels(ui, top, rows, COLS / 2 + 2, COLS - 1);
}

/* t is what brings the stack and PV table back on a narrow screen: the
 * footer says so, and what it shows now. */
static const char *lesson_hints(const struct ui *ui, const struct screen *s)
{
	const struct lesson_screen *lsc = (const struct lesson_screen *)s;
	static char hint[192];
	/* TRANSLATORS: the lesson's footer: %s is the key (Enter); the words
	 * after it are short, as the footer's are. */
	snprintf(hint, sizeof hint, _("%s next stop"), keys_name_of(KEYMAP_STEP, ACT_CONTINUE));
	if (lsc->hide_lesson || !lesson_beside(ui))
		text_append(hint, sizeof hint, "  %s %s", keys_name_of(KEYMAP_STEP, ACT_LESSON_PANEL),
			    /* TRANSLATORS: the lesson's footer: what t shows,
			     * short. */
			    lsc->hide_lesson ? _("lesson text") : _("stack & PV"));
	return hint;
}

static void lesson_screen_free(struct ui *ui, struct screen *s)
{
	struct lesson_screen *lsc = (struct lesson_screen *)s;
	lesson_session_free(&lsc->ls);
	results_free(&lsc->base.results);
	tree_view_free(&lsc->base.tv);
	(void)ui;
	free(lsc);
}

static const enum keymap lesson_help[] = { KEYMAP_STEP, KEYMAP_LESSON, KEYMAP_COUNT };

static const struct screen_ops lesson_ops = {
	.name = "lesson",
	.keymap = KEYMAP_STEP,
	.help = lesson_help,
	.draw = draw_step,
	.key = lesson_key,
	.navigate = lesson_navigate,
	.tree_changed = stepping_tree_changed,
	.relabel = lesson_relabel,
	.free = lesson_screen_free,
	.panel_rows = lesson_panel_rows,
	.draw_panel = lesson_draw_panel,
	.hints = lesson_hints,
};

struct screen *lesson_screen_new(struct lesson *l, const struct results *r)
{
	struct lesson_screen *lsc = calloc(1, sizeof *lsc);
	if (!lsc)
		return NULL;
	if (!lesson_session_init(&lsc->ls, l)) {
		free(lsc);
		return NULL;
	}
	lsc->base.screen.ops = &lesson_ops;
	lsc->base.delay = 1;
	lsc->base.results = *r;
	lsc->lesson = l;
	return &lsc->base.screen;
}
