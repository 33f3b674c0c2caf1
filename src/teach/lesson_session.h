/* lesson_session.h - a student playing a lesson: the stop on show, the
 * questions asked and answered, and the score.
 *
 * The stepper moves through the steps as it always does; it asks the
 * session where a move must stop (a question comes before the step that
 * would give its answer away) and hands it what the student types.  No
 * curses here, so the whole play can be tested on its own. */
#ifndef TREESTEP_LESSON_SESSION_H
#define TREESTEP_LESSON_SESSION_H

#include <stdbool.h>

#include "search/algo.h"
#include "teach/answer.h"
#include "teach/lesson.h"

#define LESSON_ANSWER_MAX 64

enum verdict { VERDICT_UNASKED, VERDICT_RIGHT, VERDICT_WRONG, VERDICT_SKIPPED };

struct lesson_session {
	const struct lesson *lesson;
	enum verdict *verdict;                  /* one per stop */
	char (*answer)[LESSON_ANSWER_MAX];      /* what the student typed, one per stop */
	int asking;                     /* the stop whose question is open, or -1 */
	char input[LESSON_ANSWER_MAX];  /* the answer being typed */
	bool rejected;                  /* the last answer was not of the question's kind */
	char refused[LESSON_ANSWER_MAX];        /* ... and what it was: the line is cleared */
	int shown;                      /* the stop an answer or Enter put on show, or -1 */
	bool just_answered;             /* a question closed, and no key has come since */
	int reached;                    /* the furthest stop shown so far, or -1 */
};

/* A fresh session: nothing asked, score 0.  False when memory runs out. */
bool lesson_session_init(struct lesson_session *ls, const struct lesson *l);
void lesson_session_free(struct lesson_session *ls);

/* The stop on show at this step of algorithm a, or -1 before its first.
 * Stops may share a step (a question at the last return, and the end):
 * exactly at their step, the one an answer or Enter put on show (the
 * first, if neither did), so that each is read in turn; past it, the
 * last of them. */
int lesson_session_current_stop(const struct lesson_session *ls, const struct algorithm *a,
				int step);
/* The stop to count as on show ("stop 3 of 6"): the current stop of a,
 * or, for an algorithm the student switched to that has none yet, the
 * furthest stop reached, so the count goes on across a change. */
int lesson_session_shown_stop(const struct lesson_session *ls, const struct algorithm *a,
			      int step);
/* The stop Enter goes to: the next one of a after the one on show (at
 * this step, or after it), or else the first one of the lesson's next
 * algorithm (after an algorithm the lesson does not use, the stop after
 * the furthest reached); -1 after the last. */
int lesson_session_next_stop(const struct lesson_session *ls, const struct algorithm *a,
			     int step);
void lesson_session_score(const struct lesson_session *ls, int *right, int *questions);

/* A move of algorithm a from step `from` to step `target`.  Moving forward
 * past the step where an unanswered question is asked stops there and
 * opens the question: the student keeps every key, but predicts before
 * seeing.  Returns the step to show. */
int lesson_session_move(struct lesson_session *ls, const struct algorithm *a, int from,
			int target);

/* Enter went to stop i: it is the one on show at its step. */
void lesson_session_show(struct lesson_session *ls, int i);

/* Typing the answer to the open question (answer.h's line editor). */
void lesson_session_type(struct lesson_session *ls, char c);
void lesson_session_erase(struct lesson_session *ls, enum line_erase what);
void lesson_session_set_input(struct lesson_session *ls, const char *text);
/* Closes the open question with the answer typed (or as skipped) and
 * returns the step that tells the answer, where the answered stop is on
 * show with its verdict; -1, leaving the question open, when nothing is
 * typed, or when what is typed is not an answer of the question's kind at
 * all (rejected is then set and the line cleared, what it held kept in
 * refused: the player asks again rather than spend the question on a
 * typo, and what is typed next is a new answer, not more of the old). */
int lesson_session_answer(struct lesson_session *ls, bool skip);
/* Right after a question closes, letters and spaces are what a student
 * still typing the answer sends, not commands: true for such a key, which
 * the player drops.  Any other key (Enter, an arrow) ends this. */
bool lesson_session_swallow(struct lesson_session *ls, int key);

#endif
