/* test_lesson.c - every lesson that ships is played to its end: each stop
 * is found, each question's answer is read off the trace and accepted,
 * and a wrong answer is refused.  Also the lesson loader's errors. */
#include <config.h>

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "lesson.h"
#include "lesson_session.h"
#include "state.h"
#include "testlib.h"

/* A wrong answer of the right shape for each kind of question. */
static void wrong_answer(const struct lesson *l, const struct stop *s, char *buf, size_t len)
{
	char right[64];
	lesson_answer(l, s, right, sizeof right);
	switch (s->question) {
	case Q_CUT:
		snprintf(buf, len, "%s", tree_name(&l->tree, 0));      /* the root is never cut */
		break;
	case Q_VALUE:
		snprintf(buf, len, "%.60s1", right);                   /* 5 -> 51, >=5 -> >=51 */
		break;
	case Q_PROBE:
		snprintf(buf, len, "%s", right[0] == 'h' ? "low" : "high");
		break;
	case Q_PV:
		snprintf(buf, len, "%d", atoi(right) + 1);
		break;
	case Q_NONE:
		buf[0] = '\0';
		break;
	}
}

static void play(const char *path, int *questions)
{
	struct lesson l;
	char err[LOAD_ERROR_MAX], answer[256], wrong[256];
	if (!lesson_load(path, &l, err, sizeof err))
		fail_msg("%s", err);
	assert_non_null(l.title);
	assert_true(l.nstops >= 2);
	for (int i = 0; i < l.nstops; i++) {
		const struct stop *s = &l.stops[i];
		const struct trace *tr = lesson_trace(&l, s->algo);
		struct state st;
		assert_true(state_init(&st, &l.tree, s->algo, tr));
		/* The stop is where its selector says, in step order. */
		state_goto(&st, s->step);
		assert_int_equal(st.step, s->step);
		assert_non_null(s->text);
		if (s->question != Q_NONE) {
			(*questions)++;
			assert_true(s->ask < s->step);
			lesson_answer(&l, s, answer, sizeof answer);
			print_message("# %s stop %d: answer %s\n", path, i + 1, answer);
			assert_true(strlen(answer) > 0);
			/* "N17 or N18": a student types one of them. */
			answer[strcspn(answer, " ")] = '\0';
			assert_true(lesson_check(&l, s, answer));
			wrong_answer(&l, s, wrong, sizeof wrong);
			assert_false(lesson_check(&l, s, wrong));
		}
		state_free(&st);
	}
	/* The last stop is the end of its search: the lesson plays to the end. */
	const struct stop *last = &l.stops[l.nstops - 1];
	assert_int_equal(last->step, lesson_trace(&l, last->algo)->count);
	lesson_free(&l);
}

static void test_every_lesson_plays_to_the_end(void **state)
{
	(void)state;
	char dir[4096];
	snprintf(dir, sizeof dir, "%s/tutorials", TOP_SRCDIR);
	DIR *d = opendir(dir);
	assert_non_null(d);
	struct dirent *e;
	int lessons = 0, questions = 0;
	while ((e = readdir(d))) {
		size_t n = strlen(e->d_name);
		if (n < 8 || strcmp(e->d_name + n - 7, ".lesson") != 0)
			continue;
		char path[4400];
		snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
		play(path, &questions);
		lessons++;
	}
	closedir(d);
	print_message("# %d lessons, %d questions\n", lessons, questions);
	assert_true(lessons >= 8);
	assert_true(questions >= 16);
}

/* Answers are read the way a student types them. */
static void test_answers_are_forgiving(void **state)
{
	(void)state;
	struct lesson l;
	char err[LOAD_ERROR_MAX], path[4096];
	snprintf(path, sizeof path, "%s/tutorials/02-alphabeta.lesson", TOP_SRCDIR);
	if (!lesson_load(path, &l, err, sizeof err))
		fail_msg("%s", err);
	const struct stop *cut = NULL, *value = NULL;
	for (int i = 0; i < l.nstops; i++) {
		if (l.stops[i].question == Q_CUT)
			cut = &l.stops[i];
		if (l.stops[i].question == Q_VALUE && !value)
			value = &l.stops[i];
	}
	assert_true(lesson_check(&l, cut, "n10"));
	assert_true(lesson_check(&l, cut, " N10 "));
	assert_false(lesson_check(&l, cut, "N1"));
	assert_true(lesson_check(&l, value, ">=5"));
	assert_true(lesson_check(&l, value, ">= 5"));
	assert_false(lesson_check(&l, value, "5"));        /* a bound is not a value */
	assert_false(lesson_check(&l, value, "<=5"));
	lesson_free(&l);
}

/* A student plays 02-alphabeta: a move forward stops at each question,
 * answers are typed and judged, and the score adds up. */
static void test_session(void **state)
{
	(void)state;
	struct lesson l;
	struct lesson_session ls;
	char err[LOAD_ERROR_MAX], path[4096];
	snprintf(path, sizeof path, "%s/tutorials/02-alphabeta.lesson", TOP_SRCDIR);
	if (!lesson_load(path, &l, err, sizeof err))
		fail_msg("%s", err);
	assert_true(lesson_session_init(&ls, &l));
	const struct algorithm *ab = algorithm_find("alphabeta");
	int end = lesson_trace(&l, ab)->count, right, questions;
	assert_int_equal(lesson_session_current_stop(&ls, ab, 0), -1);
	assert_int_equal(lesson_session_next_stop(&ls, ab, 0), 0);
	/* Going to the end stops where the cut question is asked. */
	int k = lesson_session_move(&ls, ab, 0, end);
	assert_int_equal(ls.asking, 2);
	assert_int_equal(k, l.stops[2].ask);
	assert_int_equal(lesson_session_current_stop(&ls, ab, k), 1);
	/* Nothing typed: Enter does nothing; a typo is erased. */
	assert_int_equal(lesson_session_answer(&ls, false), -1);
	lesson_session_type(&ls, 'N');
	lesson_session_type(&ls, '9');
	lesson_session_erase(&ls);
	lesson_session_type(&ls, '1');
	lesson_session_type(&ls, '0');
	assert_string_equal(ls.input, "N10");
	assert_int_equal(lesson_session_answer(&ls, false), l.stops[2].step);
	assert_int_equal(ls.verdict[2], VERDICT_RIGHT);
	assert_int_equal(ls.asking, -1);
	/* An answered question is not asked again. */
	k = lesson_session_move(&ls, ab, 0, l.stops[2].step);
	assert_int_equal(k, l.stops[2].step);
	/* The next question: a wrong answer, then a skip. */
	k = lesson_session_move(&ls, ab, k, end);
	assert_int_equal(ls.asking, 3);
	lesson_session_set_input(&ls, "6");
	lesson_session_answer(&ls, false);
	assert_int_equal(ls.verdict[3], VERDICT_WRONG);
	assert_string_equal(ls.answer[3], "6");
	k = lesson_session_move(&ls, ab, l.stops[3].step, end);
	assert_int_equal(ls.asking, 4);
	assert_int_equal(lesson_session_answer(&ls, true), l.stops[4].step);
	assert_int_equal(ls.verdict[4], VERDICT_SKIPPED);
	/* Moving back never asks. */
	assert_int_equal(lesson_session_move(&ls, ab, end, 0), 0);
	assert_int_equal(ls.asking, -1);
	lesson_session_score(&ls, &right, &questions);
	assert_int_equal(right, 1);
	assert_int_equal(questions, 3);
	assert_int_equal(lesson_session_next_stop(&ls, ab, end), -1);
	lesson_session_free(&ls);
	lesson_free(&l);
}

struct bad {
	const char *text;
	const char *message;
};

static void test_errors(void **state)
{
	(void)state;
	static const struct bad cases[] = {
		{ "tree: russell-norvig\nalgorithm: minimax\nstop: end\n  x\n",
		  ":5:1: the lesson has no 'title:'" },
		{ "title: t\nalgorithm: minimax\n",
		  ":2:1: 'tree:' must come before 'algorithm:'" },
		{ "title: t\ntree: russell-norvig\nalgorithm: chess\n",
		  ":3:12: unknown algorithm 'chess'" },
		{ "title: t\ntree: no-such-tree\n",
		  ":2:7: tree 'no-such-tree' not found (looked for trees/no-such-tree.tree in the data directories)" },
		{ "title: t\ntree: (1 2\n",
		  ":2:7: the tree does not load: " },
		{ "title: t\ntree: russell-norvig\nalgorithm: alphabeta\nstop: cutoff N9\n  x\n",
		  ":4:7: 'cutoff N9' never happens in alphabeta on this tree" },
		{ "title: t\ntree: russell-norvig\nalgorithm: minimax\nstop: end\n  x\nstop: start\n  y\n",
		  ":6:7: 'start' (step 0) comes before the previous stop (step 38)" },
		{ "title: t\ntree: russell-norvig\nalgorithm: minimax\nstop: return N1\nquestion: cut\n  x\n",
		  ":4:1: a 'cut' question needs a stop at a cutoff that prunes" },
		{ "title: t\ntree: russell-norvig\nalgorithm: minimax\nstop: fly N1\n",
		  ":4:7: unknown stop 'fly'" },
		{ "title: t\ntree: russell-norvig\nalgorithm: minimax\nstop: end\n",
		  ":4:1: stop 'end' has no text" },
		{ "title: t\ntree: russell-norvig\n  stray text\n",
		  ":3:3: text before the first 'stop:'" },
		{ "title: t\ncolour: red\n", ":2:1: unknown key 'colour:'" },
		{ "title: t\ntree: russell-norvig\nalgorithm: minimax\nstop: end\nquestion: maybe\n",
		  ":5:11: unknown question 'maybe' (expected cut, value, probe or pv)" },
	};
	/* Lessons find trees in ../trees next to them or in the data
	 * directories: point those at the source tree. */
	char dir[] = "/tmp/treestep-lesson-XXXXXX", sub[64];
	assert_non_null(mkdtemp(dir));
	snprintf(sub, sizeof sub, "%s/tutorials", dir);
	assert_int_equal(mkdir(sub, 0700), 0);
	setenv("TREESTEP_DATA", TOP_SRCDIR, 1);
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		char path[256], err[LOAD_ERROR_MAX], want[1024];
		struct lesson l;
		snprintf(path, sizeof path, "%s/test-%zu.lesson", sub, i);
		FILE *f = fopen(path, "w");
		assert_non_null(f);
		fputs(cases[i].text, f);
		fclose(f);
		print_message("# case %zu\n", i);
		assert_false(lesson_load(path, &l, err, sizeof err));
		snprintf(want, sizeof want, "%s%s", path, cases[i].message);
		if (strncmp(err, want, strlen(want)) != 0)
			fail_msg("got  %s\nwant %s", err, want);
		remove(path);
	}
	rmdir(sub);
	rmdir(dir);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_every_lesson_plays_to_the_end),
		cmocka_unit_test(test_answers_are_forgiving),
		cmocka_unit_test(test_session),
		cmocka_unit_test(test_errors),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
