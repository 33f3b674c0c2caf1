/* test_lesson.c - every lesson that ships is played to its end: each stop
 * is found, each question's answer is read off the trace and accepted,
 * and a wrong answer is refused.  Also the lesson loader's errors. */
#include <config.h>

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "teach/lesson.h"
#include "teach/lesson_session.h"
#include "words/narrate.h"
#include "replay/state.h"
#include "teach/lesson_internal.h"
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

/* The event at a stop is the one its selector names (treestep(5),
 * LESSONS), worked out here from the selector without the parser's
 * matching: its type, and its node, number or bound. */
static void check_stop_event(const struct state *st, const struct stop *s)
{
	static const enum event_type type[] = {
		[SEL_ENTER] = EV_ENTER, [SEL_LEAF] = EV_LEAF, [SEL_RETURN] = EV_RETURN,
		[SEL_RAISE] = EV_RAISE, [SEL_CUTOFF] = EV_CUTOFF, [SEL_PROBE] = EV_PROBE,
		[SEL_RESEARCH] = EV_RESEARCH, [SEL_PV] = EV_PV, [SEL_ITERATION] = EV_ITERATION,
		[SEL_ORDER] = EV_ORDER, [SEL_FAIL_HIGH] = EV_FAIL, [SEL_FAIL_LOW] = EV_FAIL,
		[SEL_LOOKUP] = EV_TT_PROBE, [SEL_HIT] = EV_TT_PROBE, [SEL_STORE] = EV_TT_STORE,
		[SEL_PASS] = EV_PASS, [SEL_PASS_END] = EV_PASS_END,
	};
	const struct selector *at = &s->at;
	const struct event *e = state_event(st);
	print_message("#   stop '%s' at step %d\n", s->where, st->step);
	switch (at->kind) {
	case SEL_START:
		assert_int_equal(st->step, 0);
		return;
	case SEL_END:
		assert_int_equal(st->step, st->trace->count);
		return;
	case SEL_STEP:
		assert_int_equal(st->step, at->number);
		return;
	default:
		break;
	}
	assert_non_null(e);
	/* A return names a leaf's evaluation too. */
	if (at->kind == SEL_RETURN && e->type == EV_LEAF)
		assert_int_equal(e->node, at->node);
	else
		assert_int_equal(e->type, type[at->kind]);
	switch (at->kind) {
	case SEL_PV:
		assert_int_equal(e->ply, at->number);
		break;
	case SEL_ITERATION:
		assert_int_equal(e->value, at->number);
		break;
	case SEL_FAIL_HIGH:
	case SEL_FAIL_LOW:
		assert_int_equal(e->bound, at->kind == SEL_FAIL_HIGH ? BOUND_LOWER : BOUND_UPPER);
		assert_int_equal(st->iteration, at->number);
		break;
	case SEL_PROBE:
	case SEL_RESEARCH:
		assert_int_equal(e->child, at->node);
		break;
	case SEL_HIT:
		assert_int_equal(e->how, TT_CUT);
		assert_int_equal(e->node, at->node);
		break;
	case SEL_PASS:
	case SEL_PASS_END:
		assert_int_equal(st->mtd.pass, at->number);
		break;
	default:
		assert_int_equal(e->node, at->node);
		break;
	}
}

static void play(const char *path, int *questions)
{
	int asked = *questions;
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
		assert_true(s->step >= 0 && s->step <= tr->count);
		for (int k = i - 1; k >= 0; k--)
			if (l.stops[k].algo == s->algo) {
				assert_true(l.stops[k].step <= s->step);
				break;
			}
		state_goto(&st, s->step);
		check_stop_event(&st, s);
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
	/* Every lesson asks the student to predict at least once: reading
	 * alone teaches less than being wrong first. */
	if (*questions == asked)
		fail_msg("%s asks no question", path);
	lesson_free(&l);
}

static int played, asked;

static void play_counted(const char *path)
{
	play(path, &asked);
	played++;
}

static void test_every_lesson_plays_to_the_end(void **state)
{
	(void)state;
	played = asked = 0;
	each_lesson(play_counted);      /* the translations too */
	print_message("# %d lessons, %d questions\n", played, asked);
	assert_true(asked >= 16);
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

/* A lesson on a tree with decimals: its numbers in the text print as
 * the tree writes them, and an answer is read in the tree's units, so
 * ">=4.99" is right and "499" is not; a window given with two decimals
 * is refused on a tree with one. */
static void test_decimals(void **state)
{
	(void)state;
	char dir[] = "/tmp/treestep-decimals-XXXXXX", path[4200], err[LOAD_ERROR_MAX];
	assert_non_null(mkdtemp(dir));
	snprintf(path, sizeof path, "%s/d.lesson", dir);
	FILE *f = fopen(path, "w");
	assert_non_null(f);
	fprintf(f, "title: d\ntree: %s/trees/decimals.tree\nalgorithm: alphabeta\n\n"
		"stop: return B1\nquestion: value\n  B1 returns {bound}; b1 is {b1}, R is "
		"worth {R.value}.\n", TOP_SRCDIR);
	fclose(f);
	struct lesson l;
	if (!lesson_load(path, &l, err, sizeof err))
		fail_msg("%s", err);
	const struct stop *s = &l.stops[0];
	assert_int_equal(s->question, Q_VALUE);
	assert_true(lesson_check(&l, s, "<=4.99"));
	assert_true(lesson_check(&l, s, "at most 4.99"));
	assert_false(lesson_check(&l, s, "<=499"));
	assert_false(lesson_check(&l, s, "<=4.98"));
	assert_false(lesson_answer_valid(&l, s, "<=4.999"));
	char expected[256];
	lesson_answer(&l, s, expected, sizeof expected);
	assert_string_equal(expected, "<=4.99");
	lesson_free(&l);
	f = fopen(path, "w");
	assert_non_null(f);
	fprintf(f, "title: d\ntree: ((0.5 1) 2)\nwindow: 0.25,3\nalgorithm: alphabeta\n\n"
		"stop: start\n  Go.\n");
	fclose(f);
	assert_false(lesson_load(path, &l, err, sizeof err));
	char want[4600];
	snprintf(want, sizeof want, "%s:3:1: 'window:' is written with 2 decimals, and the tree's "
		 "values have at most 1: give it with 1", path);
	assert_string_equal(err, want);
	unlink(path);
	rmdir(dir);
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
	lesson_session_erase(&ls, LINE_ERASE_CHAR);
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
		  ":2:7: tree 'no-such-tree' not found (looked for no-such-tree.tree next to the lesson, "
		  "in ../trees, and in trees/ of the data directories)" },
		/* An inline tree's mistakes are placed in the lesson, once. */
		{ "title: t\ntree: (1 2\n",
		  ":2:7: unbalanced parenthesis: this '(' is never closed\n" },
		{ "title: t\n\ntree:   (1 (2 x))\n",
		  ":3:15: expected a number or '(', found 'x'\n" },
		{ "title: t\ntree: (1 2))\n",
		  ":2:12: unbalanced parenthesis: ')' has no matching '('\n" },
		/* Every line may reach the terminal: no control characters. */
		{ "title: a\x1b]0;owned\x07\n", ":1:9: control character U+001B\n" },
		{ "title: t\ntree: russell-norvig\nalgorithm: minimax\nstop: end\n  ding\x07\n",
		  ":5:7: control character U+0007\n" },
		{ "title: t\ntree: russell-norvig\nalgorithm: minimax\nstop: end\n  x \xc2\x9b" "2J\n",
		  ":5:5: control character U+009B\n" },
		{ "# \x1b[2J in a comment\n", ":1:3: control character U+001B\n" },
		{ "title: caf\xe9\n", ":1:11: byte 0xe9 that is not UTF-8\n" },
		{ "title: t\rx\n", ":1:9: carriage return in the middle of a line\n" },
		{ "title: t\x7f\n", ":1:9: control character U+007F\n" },
		/* Keys and stops. */
		{ "title: a\ntitle: b\n", ":2:1: second 'title:' (the first is on line 1)\n" },
		{ "title:\n", ":1:7: 'title:' needs a value\n" },
		{ "title: t\ntree: russell-norvig\ntree: russell-norvig\n",
		  ":3:1: a lesson has one tree (the first is on line 2)\n" },
		{ "title: t\ntree: russell-norvig\nalgorithm: minimax\nstop: cutoff N99\n",
		  ":4:14: no node named 'N99' in the lesson's tree\n" },
		/* A reference is a move, not a position: no event is at it. */
		{ "title: t\ntree: transposition\nalgorithm: minimax\nstop: enter @ac\n",
		  ":4:13: '@ac' is a move to ac, not a position of its own: the search's events are "
		  "at ac\n" },
		{ "title: t\ntree: transposition\nalgorithm: minimax\nstop: enter @ab\n",
		  ":4:13: no node named '@ab' in the lesson's tree\n" },
		{ "title: t\ntree: russell-norvig\nalgorithm: minimax\nstop: enter N1 1 x\n",
		  ":4:18: unexpected 'x' after the stop\n" },
		{ "title: t\ntree: russell-norvig\nalgorithm: minimax\nstop: enter N1 0\n",
		  ":4:16: unexpected '0' (a count of occurrences is 1 to 100000)\n" },
		{ "title: t\ntree: russell-norvig\nalgorithm: minimax\nstop: step 99999999999999999999\n",
		  ":4:12: 'step' needs a whole number from 0 to 100000000, not '99999999999999999999'\n" },
		{ "title: t\ntree: russell-norvig\nalgorithm: "
		  "aaaaaaaaaabbbbbbbbbbccccccccccddddddddddeeeeeeeeee\n",
		  ":3:12: unknown algorithm 'aaaaaaaaaabbbbbbbbbbccccccccccdddddddddd...'\n" },
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
		/* How the searches run: before they run, once each, and fitting
		 * the tree and the algorithm. */
		{ "title: t\ntree: russell-norvig\nalgorithm: alphabeta\ndepth: 2\n",
		  ":4:1: 'depth:' must come before the first 'algorithm:' (its search runs when it "
		  "is named)\n" },
		{ "title: t\ntree: russell-norvig\ndepth: 1\ndepth: 2\n",
		  ":4:1: second 'depth:' (the first is on line 3)\n" },
		{ "title: t\ntree: russell-norvig\nid: maybe\n", ":3:5: 'id:' is yes or no, not 'maybe'\n" },
		{ "title: t\ntree: russell-norvig\ndepth: 99\n",
		  ":3:8: the depth must be a whole number from 0 to 64, not '99'\n" },
		{ "title: t\ntree: aspiration\naspiration: 0\n",
		  ":3:13: the aspiration window's half-width must be a number from 0.01 to 2000000, "
		  "with at most two decimals, not '0'\n" },
		{ "title: t\ntree: aspiration\naspiration: 2\nalgorithm: alphabeta\n",
		  ":3:1: 'aspiration:' goes with 'id: yes'\n" },
		{ "title: t\ntree: aspiration\npv-first: no\nalgorithm: alphabeta\n",
		  ":3:1: 'pv-first:' goes with 'id: yes'\n" },
		{ "title: t\ntree: russell-norvig\ndepth: 1\nalgorithm: alphabeta\n",
		  ":4:1: the searches cannot stop where the lesson says: " },
		{ "title: t\ntree: aspiration\nid: yes\naspiration: 2\nalgorithm: minimax\n",
		  ":5:12: 'aspiration:' needs an algorithm with a window, and minimax has none\n" },
		{ "title: t\ntree: aspiration\nid: yes\nalgorithm: alphabeta\nstop: iteration 9\n",
		  ":5:7: 'iteration 9' never happens in alphabeta on this tree\n" },
		{ "title: t\ntree: aspiration\nid: yes\nalgorithm: alphabeta\nstop: fail-high\n",
		  ":5:7: 'fail-high' needs a number\n" },
		{ "title: t\ntree: aspiration\nid: yes\npv-first: no\nalgorithm: alphabeta\n"
		  "stop: order R\n", ":6:7: 'order R' never happens in alphabeta on this tree\n" },
		/* A reference to another lesson is to one that exists, placed at
		 * its own line and column. */
		{ "title: t\ntree: russell-norvig\nalgorithm: minimax\nstop: end\n  See\n"
		  "   the {lesson:no-such} lesson.\n",
		  ":6:16: no lesson 'no-such' to refer to (looked for no-such.lesson, or a numbered one "
		  "such as 01-no-such.lesson, next to the lesson and in tutorials/ of the data "
		  "directories)\n" },
		{ "title: t\ntree: russell-norvig\nalgorithm: minimax\nstop: end\n  See {lesson:pvs\n"
		  "  } too.\n", ":5:7: '{lesson:' needs its lesson's name and a '}' on the same line\n" },
		{ "title: t\ntree: russell-norvig\nalgorithm: minimax\nstop: end\n  {lesson:../03-pvs}\n",
		  ":5:11: {lesson:../03-pvs}: a lesson is named as treestep --lessons lists it, such as "
		  "{lesson:03-pvs} or {lesson:pvs}\n" },
		/* A count's noun: only a count takes one. */
		{ "title: t\ntree: russell-norvig\nalgorithm: alphabeta\nstop: return N2\n"
		  "  {bound point}\n",
		  ":4:1: in the text of stop 'return N2': {bound point}: only a count takes a noun, and "
		  "{bound} is <=3 here\n" },
		{ "title: t\ntree: russell-norvig\nalgorithm: alphabeta\nstop: end\n  {visits /visits}\n",
		  ":4:1: in the text of stop 'end': {visits /visits}: a count takes a noun after one "
		  "space, such as {visits visit} or {leaves leaf/leaves}\n" },
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
		/* A message ending in "\n" is the whole line; others, its start. */
		snprintf(want, sizeof want, "%s%s", path, cases[i].message);
		size_t n = strlen(want);
		bool whole = want[n - 1] == '\n';
		if (whole)
			want[--n] = '\0';
		if (whole ? strcmp(err, want) != 0 : strncmp(err, want, n) != 0)
			fail_msg("got  %s\nwant %s", err, want);
		remove(path);
	}
	rmdir(sub);
	rmdir(dir);
}

/* Writes text to path, failing the test if it cannot. */
static void write_file(const char *path, const char *text, size_t len)
{
	FILE *f = fopen(path, "wb");
	assert_non_null(f);
	assert_int_equal(fwrite(text, 1, len, f), len);
	assert_int_equal(fclose(f), 0);
}

/* {lesson:NAME} reads as the lesson's number and title, found with or
 * without its number next to the lesson first, then among the shipped
 * lessons; two lessons that share a name, or one that does not load, are
 * errors where the reference is written. */
static void test_references_to_lessons(void **state)
{
	(void)state;
	static const struct {
		const char *file, *text;
	} files[] = {
		{ "07-other.lesson", "title: Other things\n" },
		{ "plain.lesson", "title: Plain\n" },
		{ "negascout.lesson", "title: Ours, not the shipped one\n" },
		{ "01-twin.lesson", "title: One\n" },
		{ "02-twin.lesson", "title: Two\n" },
		{ "03-broken.lesson", "# no title\n" },
	};
	char dir[] = "/tmp/treestep-lesson-XXXXXX", path[256], err[LOAD_ERROR_MAX], out[1024];
	assert_non_null(mkdtemp(dir));
	setenv("TREESTEP_DATA", TOP_SRCDIR, 1);
	for (size_t i = 0; i < sizeof files / sizeof files[0]; i++) {
		snprintf(path, sizeof path, "%s/%s", dir, files[i].file);
		write_file(path, files[i].text, strlen(files[i].text));
	}
	snprintf(path, sizeof path, "%s/main.lesson", dir);
	static const char text[] =
		"title: t\ntree: russell-norvig\nalgorithm: minimax\nstop: end\n"
		"  {lesson:other}; {lesson:07-other};\n  {lesson:plain}; {lesson:negascout};\n"
		"  {lesson:01-minimax}; {lesson:pv-table}.\n";
	struct lesson l;
	if (!lesson_load_text(text, sizeof text - 1, path, &l, err, sizeof err))
		fail_msg("%s", err);
	assert_true(lesson_expand(&l, &l.stops[0], out, sizeof out, err, sizeof err));
	char shipped[2][128], *title;
	assert_true(lesson_read_title(TOP_SRCDIR "/tutorials/01-minimax.lesson", &title, err,
				      sizeof err));
	snprintf(shipped[0], sizeof shipped[0], "%s", title);
	free(title);
	assert_true(lesson_read_title(TOP_SRCDIR "/tutorials/06-pv-table.lesson", &title, err,
				      sizeof err));
	snprintf(shipped[1], sizeof shipped[1], "%s", title);
	free(title);
	char want[1024];
	snprintf(want, sizeof want, "lesson 7, \"Other things\"; lesson 7, \"Other things\"; "
		 "lesson plain, \"Plain\"; lesson negascout, \"Ours, not the shipped one\"; "
		 "lesson 1, \"%s\"; lesson 6, \"%s\".", shipped[0], shipped[1]);
	assert_string_equal(out, want);
	lesson_free(&l);

	/* Two numbered lessons share a name (found in either order); a
	 * lesson that does not load. */
	static const char twins[] = "title: t\ntree: russell-norvig\nalgorithm: minimax\nstop: end\n"
				    "  Both {lesson:twin}.\n";
	char want_start[512];
	assert_false(lesson_load_text(twins, sizeof twins - 1, path, &l, err, sizeof err));
	snprintf(want_start, sizeof want_start, "%s:5:16: {lesson:twin} could be ", path);
	assert_memory_equal(err, want_start, strlen(want_start));
	assert_non_null(strstr(err, "01-twin.lesson"));
	assert_non_null(strstr(err, "02-twin.lesson"));
	assert_non_null(strstr(err, "; write the whole name"));
	static const char broken[] = "title: t\ntree: russell-norvig\nalgorithm: minimax\nstop: end\n"
				     "  {lesson:broken}\n";
	assert_false(lesson_load_text(broken, sizeof broken - 1, path, &l, err, sizeof err));
	snprintf(want_start, sizeof want_start, "%s:5:11: {lesson:broken} refers to a lesson that "
		 "cannot be read: %s/03-broken.lesson:2:1: the lesson has no 'title:'", path, dir);
	assert_string_equal(err, want_start);
	for (size_t i = 0; i < sizeof files / sizeof files[0]; i++) {
		snprintf(path, sizeof path, "%s/%s", dir, files[i].file);
		remove(path);
	}
	rmdir(dir);
}

static const char tiny_lesson[] = "title: Tiny\ntree: %s\nalgorithm: minimax\nstop: end\n  Done.\n";

/* A byte order mark and CRLF line ends are accepted, as in tree files; a
 * NUL byte is refused with its place. */
static void test_bom_crlf_and_nul(void **state)
{
	(void)state;
	struct lesson l;
	char err[LOAD_ERROR_MAX];
	static const char dos[] = "\xEF\xBB\xBFtitle: Caf\xC3\xA9 \xE2\x89\xA5 5\r\ntree: (1 (2 3))\r\n"
				  "algorithm: minimax\r\nstop: end\r\n  Done.\r\n";
	if (!lesson_load_text(dos, sizeof dos - 1, "dos.lesson", &l, err, sizeof err))
		fail_msg("%s", err);
	assert_string_equal(l.title, "Caf\xC3\xA9 \xE2\x89\xA5 5");
	assert_string_equal(l.stops[0].text, "Done.");
	lesson_free(&l);
	static const char nul[] = "title: t\ntree: (1 2)\nalg\0rithm: minimax\n";
	assert_false(lesson_load_text(nul, sizeof nul - 1, "nul.lesson", &l, err, sizeof err));
	assert_string_equal(err, "nul.lesson:3:4: NUL byte in input (is this a binary file?)");
}

/* A one-line inline tree of any length loads whole: nothing cuts it. */
static void test_long_inline_tree(void **state)
{
	(void)state;
	struct lesson l;
	char err[LOAD_ERROR_MAX];
	for (int leaves = 400; leaves <= 40000; leaves *= 10) {
		size_t cap = (size_t)leaves * 8 + 256, n = 0;
		char *text = malloc(cap);
		assert_non_null(text);
		n += (size_t)sprintf(text + n, "title: wide\ntree: (");
		for (int i = 0; i < leaves; i++)
			n += (size_t)sprintf(text + n, "%d ", i % 1000);
		n += (size_t)sprintf(text + n, ")\nalgorithm: minimax\nstop: end\n  All %d leaves.\n", leaves);
		print_message("# %d leaves, a line of %zu characters\n", leaves, n);
		if (!lesson_load_text(text, n, "wide.lesson", &l, err, sizeof err))
			fail_msg("%s", err);
		assert_int_equal(l.tree.count, leaves + 1);
		lesson_free(&l);
		/* The same line with a mistake at its very end is placed there. */
		char *close = strstr(text, ")\nalgorithm");
		*close = 'x';
		assert_false(lesson_load_text(text, n, "wide.lesson", &l, err, sizeof err));
		char want[128];
		snprintf(want, sizeof want, "wide.lesson:2:%d: expected a number or '(', found 'x'",
			 (int)(close - strchr(text, '\n')));
		assert_string_equal(err, want);
		free(text);
	}
}

/* A stop's text, however many lines, is every line joined by one space. */
static void test_long_text_is_joined_whole(void **state)
{
	(void)state;
	struct lesson l;
	char err[LOAD_ERROR_MAX];
	int lines = 100000;
	size_t cap = (size_t)lines * 16 + 256, n = 0;
	char *text = malloc(cap);
	assert_non_null(text);
	n += (size_t)sprintf(text + n, "title: long\ntree: (1 2)\nalgorithm: minimax\nstop: end\n");
	for (int i = 0; i < lines; i++)
		n += (size_t)sprintf(text + n, "  w%d\n%s", i, i % 1000 == 0 ? "# a comment\n\n" : "");
	if (!lesson_load_text(text, n, "long.lesson", &l, err, sizeof err))
		fail_msg("%s", err);
	const char *t = l.stops[0].text;
	for (int i = 0; i < lines; i++) {
		char w[16];
		int k = sprintf(w, "w%d", i);
		assert_memory_equal(t, w, (size_t)k);
		t += k;
		assert_true(*t == (i + 1 < lines ? ' ' : '\0'));
		t++;
	}
	lesson_free(&l);
	free(text);
}

/* The limits: the file's size and the number of stops. */
static void test_limits(void **state)
{
	(void)state;
	struct lesson l;
	char err[LOAD_ERROR_MAX], dir[] = "/tmp/treestep-lesson-XXXXXX", path[64];
	assert_non_null(mkdtemp(dir));
	snprintf(path, sizeof path, "%s/big.lesson", dir);
	assert_int_equal(truncate(path, 0) == 0 || errno == ENOENT, 1);
	FILE *f = fopen(path, "w");
	assert_non_null(f);
	assert_int_equal(ftruncate(fileno(f), (off_t)LESSON_MAX_FILE_BYTES + 1), 0);
	fclose(f);
	assert_false(lesson_load(path, &l, err, sizeof err));
	char want[128];
	snprintf(want, sizeof want, "%s: file too large (more than 4 MiB)", path);
	assert_string_equal(err, want);
	remove(path);
	rmdir(dir);

	size_t cap = (LESSON_MAX_STOPS + 1) * 32 + 256, n = 0;
	char *text = malloc(cap);
	assert_non_null(text);
	n += (size_t)sprintf(text + n, "title: many\ntree: (1 2)\nalgorithm: minimax\n");
	for (int i = 0; i < LESSON_MAX_STOPS; i++)
		n += (size_t)sprintf(text + n, "stop: start\n  x\n");
	if (!lesson_load_text(text, n, "many.lesson", &l, err, sizeof err))
		fail_msg("%s", err);
	assert_int_equal(l.nstops, LESSON_MAX_STOPS);
	lesson_free(&l);
	n += (size_t)sprintf(text + n, "stop: start\n  x\n");
	assert_false(lesson_load_text(text, n, "many.lesson", &l, err, sizeof err));
	snprintf(want, sizeof want, "many.lesson:%d:1: too many stops (a lesson has at most %d)",
		 3 + 2 * LESSON_MAX_STOPS + 1, LESSON_MAX_STOPS);
	assert_string_equal(err, want);
	free(text);
}

/* A directory or a FIFO is refused as a lesson, and also as its tree,
 * without waiting for a writer. */
static void test_only_regular_files(void **state)
{
	(void)state;
	struct lesson l;
	char err[LOAD_ERROR_MAX], dir[] = "/tmp/treestep-lesson-XXXXXX", path[128], want[256];
	assert_non_null(mkdtemp(dir));
	alarm(10);              /* a blocked open fails the test instead of hanging */
	snprintf(path, sizeof path, "%s/fifo.lesson", dir);
	assert_int_equal(mkfifo(path, 0600), 0);
	assert_false(lesson_load(path, &l, err, sizeof err));
	snprintf(want, sizeof want, "%s: not a regular file (a FIFO)", path);
	assert_string_equal(err, want);
	assert_false(lesson_load(dir, &l, err, sizeof err));
	snprintf(want, sizeof want, "%s: not a regular file (a directory)", dir);
	assert_string_equal(err, want);
	remove(path);

	snprintf(path, sizeof path, "%s/fifo.tree", dir);
	assert_int_equal(mkfifo(path, 0600), 0);
	char text[256];
	snprintf(text, sizeof text, tiny_lesson, "fifo");
	snprintf(path, sizeof path, "%s/a.lesson", dir);
	write_file(path, text, strlen(text));
	assert_false(lesson_load(path, &l, err, sizeof err));
	snprintf(want, sizeof want, "%s:2:7: the tree does not load: %s/fifo.tree: not a regular "
		 "file (a FIFO)", path, dir);
	assert_string_equal(err, want);
	alarm(0);
	remove(path);
	snprintf(path, sizeof path, "%s/fifo.tree", dir);
	remove(path);
	rmdir(dir);
}

/* "tree:" is found from the lesson's own folder, wherever the program is
 * run from and wherever the folder is moved; a course's own tree comes
 * before a shipped one of the same name. */
static void test_tree_paths(void **state)
{
	(void)state;
	char top[] = "/tmp/treestep-course-XXXXXX", path[256], moved[256], text[512];
	char err[LOAD_ERROR_MAX], cwd[4096];
	struct lesson l;
	assert_non_null(mkdtemp(top));
	assert_non_null(getcwd(cwd, sizeof cwd));
	setenv("TREESTEP_DATA", TOP_SRCDIR, 1);
	snprintf(path, sizeof path, "%s/course", top);
	assert_int_equal(mkdir(path, 0700), 0);
	snprintf(path, sizeof path, "%s/course/lessons", top);
	assert_int_equal(mkdir(path, 0700), 0);
	snprintf(path, sizeof path, "%s/course/trees", top);
	assert_int_equal(mkdir(path, 0700), 0);
	snprintf(path, sizeof path, "%s/course/trees/shared.tree", top);
	write_file(path, "title: Shared\n(1 (2 3))\n", 24);
	snprintf(path, sizeof path, "%s/course/lessons/near.tree", top);
	write_file(path, "title: Near\n(4 5)\n", 18);
	/* Shadows the shipped tree of that name. */
	snprintf(path, sizeof path, "%s/course/lessons/gnuchess-pvs.tree", top);
	write_file(path, "title: Our own\n(6 7)\n", 21);
	static const struct { const char *spec, *title; } cases[] = {
		{ "../trees/shared.tree", "Shared" },   /* a path, from the lesson's folder */
		{ "shared", "Shared" },                 /* a name, in ../trees */
		{ "near", "Near" },                     /* a name, next to the lesson */
		{ "near.tree", "Near" },
		{ "./near.tree", "Near" },
		{ "gnuchess-pvs", "Our own" },          /* the nearest comes first */
		{ "russell-norvig", NULL },             /* shipped, from the data directories */
		{ "russell-norvig.tree", NULL },
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		snprintf(text, sizeof text, tiny_lesson, cases[i].spec);
		snprintf(path, sizeof path, "%s/course/lessons/x.lesson", top);
		write_file(path, text, strlen(text));
		print_message("# tree: %s\n", cases[i].spec);
		/* From elsewhere, by an absolute path, and by a relative one. */
		assert_int_equal(chdir("/"), 0);
		if (!lesson_load(path, &l, err, sizeof err))
			fail_msg("%s", err);
		if (cases[i].title)
			assert_string_equal(l.tree.title, cases[i].title);
		else
			assert_int_equal(l.tree.count, 13);
		lesson_free(&l);
		assert_int_equal(chdir(top), 0);
		if (!lesson_load("course/lessons/x.lesson", &l, err, sizeof err))
			fail_msg("%s", err);
		lesson_free(&l);
		/* The whole course, moved. */
		snprintf(path, sizeof path, "%s/course", top);
		snprintf(moved, sizeof moved, "%s/moved", top);
		assert_int_equal(rename(path, moved), 0);
		if (!lesson_load("moved/lessons/x.lesson", &l, err, sizeof err))
			fail_msg("%s", err);
		lesson_free(&l);
		assert_int_equal(rename(moved, path), 0);
	}
	/* An absolute path is taken as it is. */
	snprintf(moved, sizeof moved, "%s/course/trees/shared.tree", top);
	snprintf(text, sizeof text, tiny_lesson, moved);
	snprintf(path, sizeof path, "%s/course/lessons/x.lesson", top);
	write_file(path, text, strlen(text));
	if (!lesson_load(path, &l, err, sizeof err))
		fail_msg("%s", err);
	assert_string_equal(l.tree.title, "Shared");
	lesson_free(&l);
	assert_int_equal(chdir(cwd), 0);
	char cmd[300];
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", top);
	assert_int_equal(system(cmd), 0);
}

/* A cut question's answer names every pruned child, and the transcript
 * prints them all, however many; so does the narration. */
static void test_long_answers_are_whole(void **state)
{
	(void)state;
	struct lesson l;
	char err[LOAD_ERROR_MAX];
	int children = 500;
	size_t cap = (size_t)children * 8 + 256, n = 0;
	char *text = malloc(cap);
	assert_non_null(text);
	/* The root's first child scores 9; the second child's first leaf
	 * scores 0 and cuts the rest of it off. */
	n += (size_t)sprintf(text + n, "title: wide\ntree: (9 (0");
	for (int i = 1; i < children; i++)
		n += (size_t)sprintf(text + n, " 1");
	n += (size_t)sprintf(text + n, "))\nalgorithm: alphabeta\nstop: cutoff N2\nquestion: cut\n  x\n"
			     "stop: end\n  y\n");
	if (!lesson_load_text(text, n, "wide.lesson", &l, err, sizeof err))
		fail_msg("%s", err);
	size_t need = lesson_answer(&l, &l.stops[0], NULL, 0);
	char *answer = malloc(need + 1);
	assert_int_equal(lesson_answer(&l, &l.stops[0], answer, need + 1), need);
	assert_int_equal(strncmp(answer, "N4 or N5 or ", 12), 0);
	char last[32];
	snprintf(last, sizeof last, " or N%d", children + 2);
	assert_string_equal(answer + need - strlen(last), last);
	char *out = NULL;
	size_t outlen = 0;
	FILE *f = open_memstream(&out, &outlen);
	assert_true(lesson_print(f, &l));
	fclose(f);
	/* The answer line, and the narration's list of cut nodes, end with
	 * the last child. */
	char *a = strstr(out, "   A: N4 or N5 or ");
	assert_non_null(a);
	assert_memory_equal(a + 6, answer, need);
	snprintf(last, sizeof last, "N%d are cut.", children + 2);
	assert_non_null(strstr(out, last));
	free(out);
	free(answer);
	lesson_free(&l);
	free(text);
}

/* The keys that plan the searches reach every search of the lesson, and
 * the stops around the searches are found where the traces put them.
 * The steps were counted by hand on --trace's listing: on the aspiration
 * tree, pvs with windows of +-2 starts depth 2 at step 11 with (1, 5),
 * fails high at step 21 (A's static 8 is above 5), searches depth 2 again
 * from step 22, starts depth 3 at step 42 with (6, 10) and fails low at
 * step 63 (the root is worth 4). */
static void test_plan_keys_and_stops(void **state)
{
	(void)state;
	static const char aspiration[] =
		"title: a\ntree: (~3(~8(4 2) ~9(5 1)) ~1(~6(3 2) ~0(7 1)))\n"
		"id: yes\naspiration: 2\nalgorithm: pvs\n"
		"stop: iteration 2\n  {window}\nstop: fail-high 2\n  {window} {score}\n"
		"stop: iteration 2 2\n  {window}\nstop: iteration 3\n  {window}\n"
		"stop: fail-low 3\n  {score}\n"
		"stop: end\n  {value} {visits} {pvs.visits} {pvs.full-window.visits}\n";
	static const int steps[] = { 11, 21, 22, 42, 63, 97 };
	static const char *const texts[] = { "(1, 5)", "(1, 5) 5", "(1, +inf)", "(6, 10)", "6",
					     "4 33 33 20" };
	struct lesson l;
	char err[LOAD_ERROR_MAX], out[256];
	if (!lesson_load_text(aspiration, strlen(aspiration), "a.lesson", &l, err, sizeof err))
		fail_msg("%s", err);
	assert_true(l.runs.plan.id);
	assert_int_equal(l.runs.plan.aspiration, 2);
	assert_int_equal(l.nstops, 6);
	for (int i = 0; i < 6; i++) {
		assert_int_equal(l.stops[i].step, steps[i]);
		assert_true(lesson_expand(&l, &l.stops[i], out, sizeof out, err, sizeof err));
		assert_string_equal(out, texts[i]);
	}
	char *printed = NULL;
	size_t plen = 0;
	FILE *f = open_memstream(&printed, &plen);
	assert_true(lesson_print(f, &l));
	fclose(f);
	assert_non_null(strstr(printed, "\nSearches: Iterative deepening to depth 3, each depth "
			       "searching the last one's PV first, with aspiration windows of +-2 "
			       "from depth 2.\n"));
	free(printed);
	lesson_free(&l);

	/* The best move is last in the tree: depth 2 puts N3 first at the
	 * root (step 18), depth 3 at the root again (step 44) and N9 first
	 * at N3 (step 46).  Alpha-beta makes 28 visits so, and 35 in the
	 * tree's order. */
	static const char ordered[] =
		"title: o\ntree: (~1(~2(2 1) ~0(3 0)) ~2(~3(3 1) ~1(2 4)) ~8(~9(5 9) ~7(7 6)))\n"
		"id: yes\nalgorithm: alphabeta\n"
		"stop: order N0\n  x\nstop: order N0 2\n  y\nstop: order N3\n  z\n"
		"stop: end\n  {visits} {alphabeta.tree-order.visits} {alphabeta.visits}\n";
	if (!lesson_load_text(ordered, strlen(ordered), "o.lesson", &l, err, sizeof err))
		fail_msg("%s", err);
	assert_int_equal(l.stops[0].step, 18);
	assert_int_equal(l.stops[1].step, 44);
	assert_int_equal(l.stops[2].step, 46);
	assert_true(lesson_expand(&l, &l.stops[3], out, sizeof out, err, sizeof err));
	assert_string_equal(out, "28 35 28");
	lesson_free(&l);

	/* A plain search to depth 1: the horizon is where the lesson says. */
	static const char limited[] =
		"title: d\ntree: (~3(4 2) ~1(3 2))\ndepth: 1\nalgorithm: minimax\n"
		"stop: end\n  {value}\n";
	if (!lesson_load_text(limited, strlen(limited), "d.lesson", &l, err, sizeof err))
		fail_msg("%s", err);
	assert_true(lesson_expand(&l, &l.stops[0], out, sizeof out, err, sizeof err));
	assert_string_equal(out, "3");
	lesson_free(&l);
}

/* The words of a message's "(expected a, b, c or d)", in order. */
static int expected_words(const char *message, char words[][32], int max)
{
	const char *p = strstr(message, "(expected ");
	assert_non_null(p);
	p += strlen("(expected ");
	int n = 0;
	while (*p && *p != ')') {
		size_t len = strcspn(p, ",) ");
		assert_true(n < max && len > 0 && len < 32);
		memcpy(words[n], p, len);
		words[n++][len] = '\0';
		p += len;
		if (strncmp(p, ", ", 2) == 0)
			p += 2;
		else if (strncmp(p, " or ", 4) == 0)
			p += 4;
	}
	assert_int_equal(*p, ')');
	return n;
}

static bool loads(const char *text, char *err, size_t errlen)
{
	struct lesson l;
	bool ok = lesson_load_text(text, strlen(text), "w.lesson", &l, err, errlen);
	if (ok)
		lesson_free(&l);
	return ok;
}

/* The message for an unknown stop lists every stop the parser takes
 * (lesson_stops[], the parser's own table), in its order, and nothing
 * else; and every word it lists is one the parser takes.  The same for
 * the keys. */
static void test_word_lists(void **state)
{
	(void)state;
	char err[LOAD_ERROR_MAX], text[4096], words[64][32];
	static const char head[] = "title: t\ntree: ((3 12 8) (2 4 6) (14 5 2))\nalgorithm: minimax\n";
	snprintf(text, sizeof text, "%sstop: fly\n", head);
	assert_false(loads(text, err, sizeof err));
	print_message("# %s\n", err);
	assert_non_null(strstr(err, "unknown stop 'fly'"));
	int n = expected_words(err, words, 64);
	assert_int_equal(n, lesson_stop_count);
	for (int i = 0; i < lesson_stop_count; i++) {
		assert_string_equal(words[i], lesson_stops[i].word);
		snprintf(text, sizeof text, "%sstop: %s\n", head, words[i]);
		if (!loads(text, err, sizeof err))
			assert_null(strstr(err, "unknown stop"));
	}
	/* Keys: title, tree, the plan's, ... */
	snprintf(text, sizeof text, "title: t\ncolour: red\n");
	assert_false(loads(text, err, sizeof err));
	print_message("# %s\n", err);
	n = expected_words(err, words, 64);
	assert_true(n >= 15);
	for (int i = 0; i < n; i++) {
		snprintf(text, sizeof text, "%s: x\n", words[i]);
		if (!loads(text, err, sizeof err))
			assert_null(strstr(err, "unknown key"));
	}
	/* Questions. */
	snprintf(text, sizeof text, "%sstop: end\nquestion: why\n", head);
	assert_false(loads(text, err, sizeof err));
	n = expected_words(err, words, 64);
	assert_int_equal(n, QUESTION_COUNT - 1);
	for (int i = 0; i < n; i++)
		assert_string_equal(words[i], lesson_question_words[i + 1]);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_every_lesson_plays_to_the_end),
		cmocka_unit_test(test_answers_are_forgiving),
		cmocka_unit_test(test_decimals),
		cmocka_unit_test(test_session),
		cmocka_unit_test(test_errors),
		cmocka_unit_test(test_references_to_lessons),
		cmocka_unit_test(test_bom_crlf_and_nul),
		cmocka_unit_test(test_long_inline_tree),
		cmocka_unit_test(test_long_text_is_joined_whole),
		cmocka_unit_test(test_limits),
		cmocka_unit_test(test_only_regular_files),
		cmocka_unit_test(test_tree_paths),
		cmocka_unit_test(test_long_answers_are_whole),
		cmocka_unit_test(test_plan_keys_and_stops),
		cmocka_unit_test(test_word_lists),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
