/* lesson_session.c - a student playing a lesson. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "teach/lesson_session.h"

bool lesson_session_init(struct lesson_session *ls, const struct lesson *l)
{
	memset(ls, 0, sizeof *ls);
	ls->lesson = l;
	ls->asking = -1;
	ls->reached = -1;
	ls->shown = -1;
	ls->verdict = calloc((size_t)l->nstops, sizeof *ls->verdict);
	ls->answer = calloc((size_t)l->nstops, sizeof *ls->answer);
	if (!ls->verdict || !ls->answer) {
		lesson_session_free(ls);
		return false;
	}
	return true;
}

void lesson_session_free(struct lesson_session *ls)
{
	free(ls->verdict);
	free(ls->answer);
	memset(ls, 0, sizeof *ls);
	ls->asking = -1;
	ls->shown = -1;
}

int lesson_session_current_stop(const struct lesson_session *ls, const struct algorithm *a,
				int step)
{
	const struct lesson *l = ls->lesson;
	int found = -1, first_here = -1;
	for (int i = 0; i < l->nstops; i++) {
		if (l->stops[i].algo != a || l->stops[i].step > step)
			continue;
		found = i;
		if (l->stops[i].step == step && first_here < 0)
			first_here = i;
	}
	if (first_here < 0)
		return found;
	/* Several stops at this very step (lesson 01 asks what the root
	 * returns at the search's last step, which is also its end): the one
	 * put on show, so that showing the end cannot hide the verdict on
	 * the answer just given. */
	const struct stop *s = ls->shown >= 0 ? &l->stops[ls->shown] : NULL;
	return s && s->algo == a && s->step == step ? ls->shown : first_here;
}

int lesson_session_next_stop(const struct lesson_session *ls, const struct algorithm *a,
			     int step)
{
	const struct lesson *l = ls->lesson;
	int here = lesson_session_current_stop(ls, a, step), last_here = -1;
	for (int i = 0; i < l->nstops; i++) {
		if (l->stops[i].algo != a)
			continue;
		/* A stop after the one on show at the same step comes next,
		 * before any later step. */
		if (l->stops[i].step > step || (l->stops[i].step == step && i > here))
			return i;
		last_here = i;
	}
	if (last_here < 0)
		last_here = ls->reached;
	if (last_here < 0)
		return l->nstops ? 0 : -1;
	return last_here + 1 < l->nstops ? last_here + 1 : -1;
}

int lesson_session_shown_stop(const struct lesson_session *ls, const struct algorithm *a,
			      int step)
{
	int here = lesson_session_current_stop(ls, a, step);
	for (int i = 0; here < 0 && i < ls->lesson->nstops; i++)
		if (ls->lesson->stops[i].algo == a)
			return -1;      /* a has stops, and none is reached yet */
	return here >= 0 ? here : ls->reached;
}

/* Remembers the furthest stop shown, for the count across algorithms. */
static void reach(struct lesson_session *ls, const struct algorithm *a, int step)
{
	int here = lesson_session_current_stop(ls, a, step);
	if (here > ls->reached)
		ls->reached = here;
}

void lesson_session_score(const struct lesson_session *ls, int *right, int *questions)
{
	*right = *questions = 0;
	for (int i = 0; i < ls->lesson->nstops; i++) {
		*questions += ls->lesson->stops[i].question != Q_NONE;
		*right += ls->verdict[i] == VERDICT_RIGHT;
	}
}

int lesson_session_move(struct lesson_session *ls, const struct algorithm *a, int from,
			int target)
{
	const struct lesson *l = ls->lesson;
	for (int i = 0; target > from && i < l->nstops; i++) {
		const struct stop *s = &l->stops[i];
		if (s->algo != a || s->question == Q_NONE || ls->verdict[i] != VERDICT_UNASKED ||
		    s->ask < from || s->ask >= target)
			continue;
		ls->asking = i;
		ls->input[0] = '\0';
		ls->rejected = false;
		reach(ls, a, s->ask);
		return s->ask;
	}
	reach(ls, a, target);
	return target;
}

void lesson_session_show(struct lesson_session *ls, int i)
{
	ls->shown = i;
}

void lesson_session_type(struct lesson_session *ls, char c)
{
	answer_line_type(ls->input, sizeof ls->input, c);
}

void lesson_session_erase(struct lesson_session *ls, enum line_erase what)
{
	answer_line_erase(ls->input, what);
}

void lesson_session_set_input(struct lesson_session *ls, const char *text)
{
	snprintf(ls->input, sizeof ls->input, "%s", text);
}

int lesson_session_answer(struct lesson_session *ls, bool skip)
{
	int i = ls->asking;
	if (i < 0 || (!skip && ls->input[0] == '\0'))
		return -1;
	const struct stop *s = &ls->lesson->stops[i];
	if ((ls->rejected = !skip && !lesson_answer_valid(ls->lesson, s, ls->input))) {
		/* Typing on after "row 1" was refused would make "row 11": the
		 * line starts afresh, and the refusal says what it refused. */
		snprintf(ls->refused, sizeof ls->refused, "%s", ls->input);
		ls->input[0] = '\0';
		return -1;
	}
	snprintf(ls->answer[i], sizeof ls->answer[i], "%s", ls->input);
	ls->verdict[i] = skip ? VERDICT_SKIPPED :
			 lesson_check(ls->lesson, s, ls->input) ? VERDICT_RIGHT : VERDICT_WRONG;
	ls->asking = -1;
	ls->just_answered = true;
	ls->shown = i;          /* its verdict, before any other stop at its step */
	reach(ls, s->algo, s->step);
	return s->step;
}

bool lesson_session_swallow(struct lesson_session *ls, int key)
{
	if (!ls->just_answered)
		return false;
	if (key == ' ' || (key >= 'a' && key <= 'z') || (key >= 'A' && key <= 'Z') ||
	    key == '>' || key == '<' || key == '=')
		return true;
	ls->just_answered = false;
	return false;
}
