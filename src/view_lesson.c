/* view_lesson.c - a lesson in the stepper: the panel with the stop's text,
 * the question and the verdict, and the keys that type an answer.  What is
 * asked, when, and whether an answer is right is lesson_session.c's. */
#include <config.h>

#include <stdio.h>
#include <string.h>

#include "text.h"
#include "ui.h"

/* The question open now, or NULL. */
const struct stop *open_question(const struct ui *ui)
{
	return ui->lesson && ui->ls.asking >= 0 ? &ui->lesson->stops[ui->ls.asking] : NULL;
}

/* The panel's text under its heading: the question while one is open,
 * else the stop's text with the verdict before it and what comes next
 * after it.  True when a question is open (its answer line follows). */
static bool lesson_text(const struct ui *ui, char *text, size_t len)
{
	const struct lesson *l = ui->lesson;
	const struct lesson_session *ls = &ui->ls;
	const struct algorithm *a = &algorithms[ui->algo];
	int cur = ls->asking >= 0 ? ls->asking : lesson_session_shown_stop(ls, a, ui->st.step);
	int right, questions;
	char expected[256];

	text[0] = '\0';
	lesson_session_score(ls, &right, &questions);
	if (ls->asking >= 0) {
		lesson_prompt(l, &l->stops[ls->asking], text, len);
		if (ls->rejected)
			text_append(text, len, " (\"%s\" is not an answer to this: try again.)",
				    ls->input);
		return true;
	}
	if (cur < 0) {
		snprintf(text, len, "Step forward (Right), or press Enter to go to the first stop.");
		return false;
	}
	const struct stop *s = &l->stops[cur];
	lesson_answer(l, s, expected, sizeof expected);
	if (s->question != Q_NONE && ls->verdict[cur] == VERDICT_RIGHT)
		snprintf(text, len, "You said %s: right! ", ls->answer[cur]);
	else if (s->question != Q_NONE && ls->verdict[cur] == VERDICT_WRONG)
		snprintf(text, len, "You said %s; the answer is %s. ", ls->answer[cur], expected);
	else if (s->question != Q_NONE && ls->verdict[cur] == VERDICT_SKIPPED)
		snprintf(text, len, "Skipped; the answer is %s. ", expected);
	char body[16384], err[256];
	if (!lesson_expand(l, s, body, sizeof body, err, sizeof err))
		snprintf(body, sizeof body, "(%s)", err);
	text_append(text, len, "%s", body);
	int next = lesson_session_next_stop(ls, a, ui->st.step);
	if (next < 0 && questions == 0)
		text_append(text, len, " -- Lesson complete. q quits.");
	else if (next < 0)
		text_append(text, len, " -- Lesson complete: %d of %d predictions right. q quits.",
			    right, questions);
	else if (l->stops[next].algo != s->algo)
		text_append(text, len, " -- Press Enter to go on with %s.", l->stops[next].algo->name);
	return false;
}

/* Room for a stop longer than any screen: one cut short here still fills
 * the panel and says there is more. */
#define LESSON_TEXT_MAX 20000

int lesson_rows(const struct ui *ui, int x0, int x1)
{
	char text[LESSON_TEXT_MAX];
	bool asking = lesson_text(ui, text, sizeof text);
	return 1 + wrapped_lines(text, x1 - x0) + asking;
}

void draw_lesson(const struct ui *ui, int top, int rows, int x0, int x1)
{
	const struct lesson *l = ui->lesson;
	const struct lesson_session *ls = &ui->ls;
	const struct algorithm *a = &algorithms[ui->algo];
	int cur = ls->asking >= 0 ? ls->asking : lesson_session_shown_stop(ls, a, ui->st.step);
	int right, questions;
	char text[LESSON_TEXT_MAX];

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
	bool asking = lesson_text(ui, text, sizeof text);
	int body = rows - 1 - asking;
	/* On a screen too small for the whole text, the last line says so,
	 * rather than the text ending mid-sentence as if that were all. */
	if (wrapped_lines(text, x1 - x0) > body && body > 0) {
		put_wrapped(ui, top + 1, body - 1, x0, x1, text);
		attron(A_BOLD);
		put(ui, top + body, x0, x1, "(more: make the window taller to read the rest)");
		attroff(A_BOLD);
	} else {
		put_wrapped(ui, top + 1, body, x0, x1, text);
	}
	if (asking) {
		char hint[128];
		attron(A_REVERSE);
		put(ui, top + rows - 1, x0, x1, "> %s_", ls->input);
		attroff(A_REVERSE);
		keys_hints(KEYMAP_QUESTION, false, hint, sizeof hint);
		put(ui, top + rows - 1, x0 + 40, x1, "(%s)", hint);
	}
}

/* Keys while a question is open type the answer; the keymap's own keys
 * answer, skip or erase. */
void question_key(struct ui *ui, int key)
{
	const struct binding *b = binding_for(KEYMAP_QUESTION, key);
	if (b && (binding_action(b) == ACT_ANSWER || binding_action(b) == ACT_SKIP)) {
		/* Then the step that tells the answer; an answer of the wrong
		 * kind is asked again. */
		int stop = ui->ls.asking;
		int step = lesson_session_answer(&ui->ls, binding_action(b) == ACT_SKIP);
		if (step >= 0)
			state_goto(&ui->st, step);
		if (step >= 0 && ui->results.path) {
			const struct stop *s = &ui->lesson->stops[stop];
			char question[1024], want[256];
			lesson_prompt(ui->lesson, s, question, sizeof question);
			lesson_answer(ui->lesson, s, want, sizeof want);
			results_answer(&ui->results, ui->lesson->title, s->algo->name, question,
				       ui->ls.verdict[stop] == VERDICT_SKIPPED ? "" : ui->ls.answer[stop],
				       want, ui->ls.verdict[stop] == VERDICT_RIGHT);
			results_written(ui);
		}
	} else if (b && binding_action(b) == ACT_ERASE) {
		lesson_session_erase(&ui->ls);
	} else if (key == KEY_MOUSE) {
		MEVENT m;
		node_id node;
		if (getmouse(&m) == OK && (node = node_at(ui, &ui->tv, m.y, m.x)) >= 0)
			lesson_session_set_input(&ui->ls, tree_name(ui->tree, node));
	} else if (key >= ' ' && key < 256 && key != 127) {
		/* In a UTF-8 locale, bytes of 128 and up are UTF-8: the >= and
		 * <= the prompt shows.  In any other locale such a byte is part
		 * of a character this screen shows only in ASCII and the
		 * answers (UTF-8, like the lessons) cannot read: it is typed
		 * as '?', so the answer is shown as the screen can show it and
		 * asked again as not understood, never graded as the bytes of
		 * a >= that the student cannot see. */
		lesson_session_type(&ui->ls, key >= 128 && !ui->utf8 ? '?' : (char)key);
	}
}
