/* test_answer.c - answers are read as students write them, and reading
 * more spellings never makes a wrong answer right (issue 29).
 *
 * The tables below go through what lessons and practice grade with
 * (lesson_answer_valid, lesson_check, practice_answer_valid,
 * practice_grade), so they say what a student gets: refused (asked
 * again), wrong or right.  Then the readers of answer.h on their own, the
 * line an answer is typed on, and the lesson session's rule that every
 * verdict is shown before the lesson moves on. */
#include <config.h>

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "teach/answer.h"
#include "teach/lesson.h"
#include "teach/lesson_session.h"
#include "teach/practice.h"
#include "words/text.h"
#include "testlib.h"

enum verdict_of { REFUSED, WRONG, RIGHT };

struct spelling {
	int stop;               /* the lesson's stop, from 0 */
	const char *typed;
	enum verdict_of want;
};

static const char *verdict_name(enum verdict_of v)
{
	return v == RIGHT ? "right" : v == WRONG ? "wrong" : "refused";
}

static void load_lesson(struct lesson *l, const char *text)
{
	char err[LOAD_ERROR_MAX];
	if (!lesson_load_text(text, strlen(text), "answers.lesson", l, err, sizeof err))
		fail_msg("%s", err);
}

/* Every row: what the lesson makes of it. */
static void check_spellings(const struct lesson *l, const struct spelling *rows, size_t n)
{
	int bad = 0;
	for (size_t i = 0; i < n; i++) {
		const struct stop *s = &l->stops[rows[i].stop];
		enum verdict_of got = !lesson_answer_valid(l, s, rows[i].typed) ? REFUSED :
				      lesson_check(l, s, rows[i].typed) ? RIGHT : WRONG;
		/* A refused answer is never graded right either. */
		if (got == REFUSED)
			assert_false(lesson_check(l, s, rows[i].typed));
		if (got != rows[i].want) {
			char answer[64];
			lesson_answer(l, s, answer, sizeof answer);
			print_message("# stop %d (answer %s): \"%s\" is %s, should be %s\n",
				      rows[i].stop, answer, rows[i].typed, verdict_name(got),
				      verdict_name(rows[i].want));
			bad++;
		}
	}
	assert_int_equal(bad, 0);
}

/* The GNU Chess sample, written inline: the lesson needs no data folder. */
static const char gnuchess_lesson[] =
	"title: answers\n"
	"tree: (((3 5) (6 2)) ((9 1) (4 3)))\n"
	"algorithm: alphabeta\n"
	"stop: return N3\nquestion: value\n  x\n"         /* 0: 5 */
	"stop: cutoff N4\nquestion: cut\n  x\n"           /* 1: N10 */
	"stop: return N4\nquestion: value\n  x\n"         /* 2: >=5 */
	"stop: return N1\nquestion: value\n  x\n"         /* 3: 5 */
	"stop: pv 2 3\nquestion: pv\n  x\n"               /* 4: 2 */
	"stop: return N2\nquestion: value\n  x\n"         /* 5: <=5 */
	"stop: end\n  x\n"                                /* 6 */
	"algorithm: pvs\n"
	"stop: research N8\nquestion: probe\n  x\n"       /* 7: high */
	"stop: return N2\nquestion: probe\n  x\n"         /* 8: low */
	"stop: end\n  x\n";

static void test_lesson_spellings(void **state)
{
	(void)state;
	static const struct spelling rows[] = {
		/* An exact value, 5. */
		{ 0, "5", RIGHT }, { 0, "05", RIGHT }, { 0, "+5", RIGHT }, { 0, "005", RIGHT },
		{ 0, " 5 ", RIGHT }, { 0, "5.", RIGHT }, { 0, "=5", RIGHT }, { 0, "= 5", RIGHT },
		{ 0, "exactly 5", RIGHT }, { 0, "Exactly 5.", RIGHT }, { 0, "=05", RIGHT },
		{ 0, "6", WRONG }, { 0, "-5", WRONG }, { 0, "50", WRONG }, { 0, "0", WRONG },
		{ 0, ">=5", WRONG }, { 0, ">= +5", WRONG }, { 0, "at least 5", WRONG },
		{ 0, "at most 5", WRONG }, { 0, "\xe2\x89\xa4" "5", WRONG },
		{ 0, "99999999999999999999", WRONG }, { 0, "-1000001", WRONG },
		{ 0, "", REFUSED }, { 0, " ", REFUSED }, { 0, "five", REFUSED }, { 0, "> 5", REFUSED },
		{ 0, ">5", REFUSED }, { 0, "5x", REFUSED }, { 0, "5 5", REFUSED }, { 0, "5.5", REFUSED },
		{ 0, "..5", REFUSED }, { 0, "5..", REFUSED }, { 0, "at least", REFUSED },
		{ 0, "high", REFUSED }, { 0, "N3", REFUSED }, { 0, "==5", REFUSED },
		{ 0, "+-5", REFUSED }, { 0, "- 5", WRONG }, { 0, "+ 5", RIGHT }, { 0, "row 5", REFUSED },
		/* A lower bound, >=5. */
		{ 2, ">=5", RIGHT }, { 2, ">= 5", RIGHT }, { 2, ">= +5", RIGHT }, { 2, ">=05", RIGHT },
		{ 2, "\xe2\x89\xa5" "5", RIGHT }, { 2, "\xe2\x89\xa5 5", RIGHT },
		{ 2, "\xe2\xa9\xbe" "5", RIGHT }, { 2, "=>5", RIGHT }, { 2, "at least 5", RIGHT },
		{ 2, "At Least 5.", RIGHT }, { 2, "  at   least  +5  ", RIGHT }, { 2, "AT LEAST 5", RIGHT },
		{ 2, "5", WRONG }, { 2, "=5", WRONG }, { 2, "exactly 5", WRONG }, { 2, "<=5", WRONG },
		{ 2, "at most 5", WRONG }, { 2, ">=6", WRONG }, { 2, ">=4", WRONG },
		{ 2, "at least 6", WRONG }, { 2, ">=-5", WRONG },
		{ 2, "> 5", REFUSED }, { 2, "at least five", REFUSED }, { 2, "atleast 5", REFUSED },
		{ 2, "> = 5", RIGHT }, { 2, "= > 5", RIGHT }, { 2, ">=", REFUSED }, { 2, "least 5", REFUSED },
		{ 2, ">>5", REFUSED }, { 2, ">=>5", REFUSED }, { 2, "> =5 =", REFUSED },
		/* An upper bound, <=5. */
		{ 5, "<=5", RIGHT }, { 5, "<= +5", RIGHT }, { 5, "=<5", RIGHT }, { 5, "at most 5", RIGHT },
		{ 5, "\xe2\x89\xa4 5", RIGHT }, { 5, "\xe2\xa9\xbd" "5", RIGHT }, { 5, "At most 5.", RIGHT },
		{ 5, ">=5", WRONG }, { 5, "5", WRONG }, { 5, "at least 5", WRONG }, { 5, "<=4", WRONG },
		{ 5, "< 5", REFUSED }, { 5, "< = 5", RIGHT }, { 5, "<=>5", REFUSED },
		/* A cut: N10. */
		{ 1, "N10", RIGHT }, { 1, "n10", RIGHT }, { 1, "N10.", RIGHT }, { 1, " N10 ", RIGHT },
		{ 1, "n10.", RIGHT }, { 1, "N10 .", RIGHT }, { 1, "N10, N10", RIGHT },
		{ 1, "N1", WRONG }, { 1, "N10 and N1", WRONG }, { 1, "N1.", WRONG }, { 1, "N0", WRONG },
		{ 1, "N99", REFUSED }, { 1, "N10x", REFUSED }, { 1, "10", REFUSED }, { 1, "", REFUSED },
		{ 1, ".", REFUSED }, { 1, "and", REFUSED }, { 1, "N10 N99", REFUSED },
		/* A row of the PV table: 2. */
		{ 4, "2", RIGHT }, { 4, "02", RIGHT }, { 4, "+2", RIGHT }, { 4, "row 2", RIGHT },
		{ 4, "Row 2", RIGHT }, { 4, "ROW 2", RIGHT }, { 4, "ply 2", RIGHT }, { 4, "row 2.", RIGHT },
		{ 4, "row2", RIGHT }, { 4, " row  2 ", RIGHT }, { 4, "Ply 02.", RIGHT },
		{ 4, "1", WRONG }, { 4, "row 1", WRONG }, { 4, "ply 0", WRONG }, { 4, "-2", WRONG },
		{ 4, "row", REFUSED }, { 4, "rows 2", REFUSED }, { 4, "row two", REFUSED },
		{ 4, "2 rows", REFUSED }, { 4, "N2", REFUSED }, { 4, ">=2", REFUSED }, { 4, "row 1 2", REFUSED },
		/* A probe that fails high. */
		{ 7, "h", RIGHT }, { 7, "H", RIGHT }, { 7, "high", RIGHT }, { 7, "High.", RIGHT },
		{ 7, "fail high", RIGHT }, { 7, "fails high", RIGHT }, { 7, "failed high", RIGHT },
		{ 7, "failing high", RIGHT }, { 7, "fail-high", RIGHT }, { 7, "Fail-High", RIGHT },
		{ 7, "fails-high", RIGHT }, { 7, "failhigh", RIGHT }, { 7, "fail h", RIGHT },
		{ 7, "it fails high", RIGHT }, { 7, "It fails high.", RIGHT },
		{ 7, "it will fail high", RIGHT }, { 7, "  IT   FAILS   HIGH  ", RIGHT },
		{ 7, "l", WRONG }, { 7, "low", WRONG }, { 7, "fails low", WRONG }, { 7, "fail-low", WRONG },
		{ 7, "it fails low", WRONG }, { 7, "it will fail low", WRONG },
		{ 7, "yes", REFUSED }, { 7, "it high", REFUSED }, { 7, "fails", REFUSED },
		{ 7, "high low", REFUSED }, { 7, "5", REFUSED }, { 7, "hi", REFUSED },
		{ 7, "fails highly", REFUSED }, { 7, "", REFUSED },
		/* A probe that fails low. */
		{ 8, "l", RIGHT }, { 8, "L.", RIGHT }, { 8, "low", RIGHT }, { 8, "fail low", RIGHT },
		{ 8, "fails low", RIGHT }, { 8, "it fails low", RIGHT }, { 8, "fail-low", RIGHT },
		{ 8, "high", WRONG }, { 8, "it fails high", WRONG },
	};
	struct lesson l;
	load_lesson(&l, gnuchess_lesson);
	/* The table's stops are the questions it says. */
	char answer[64];
	static const char *const answers[] = { "5", "N10", ">=5", "5", "2", "<=5", "", "high", "low" };
	for (int i = 0; i < 9; i++) {
		lesson_answer(&l, &l.stops[i], answer, sizeof answer);
		assert_string_equal(answer, answers[i]);
	}
	check_spellings(&l, rows, sizeof rows / sizeof rows[0]);
	lesson_free(&l);
}

/* Negative values: the signs, and the minus sign U+2212. */
static void test_negative_spellings(void **state)
{
	(void)state;
	static const char text[] =
		"title: negative\n"
		"tree: ((-3 -5) (-6 -4))\n"
		"algorithm: alphabeta\n"
		"stop: return N1\nquestion: value\n  x\n"         /* 0: -5 */
		"stop: return N2\nquestion: value\n  x\n"         /* 1: <=-5 (fail-hard) */
		"stop: end\n  x\n";
	static const struct spelling rows[] = {
		{ 0, "-5", RIGHT }, { 0, "-05", RIGHT }, { 0, "\xe2\x88\x92" "5", RIGHT },
		{ 0, "= -5", RIGHT }, { 0, "exactly -5", RIGHT }, { 0, "-5.", RIGHT }, { 0, "- 5", RIGHT },
		{ 0, "5", WRONG }, { 0, "+5", WRONG }, { 0, "<=-5", WRONG }, { 0, "at most -5", WRONG },
		{ 0, "--5", REFUSED },
		{ 1, "<=-5", RIGHT }, { 1, "<= -5", RIGHT }, { 1, "at most -5", RIGHT },
		{ 1, "\xe2\x89\xa4 \xe2\x88\x92" "5", RIGHT }, { 1, "=<-05", RIGHT },
		{ 1, "at least -5", WRONG }, { 1, "-5", WRONG }, { 1, "<=5", WRONG },
		{ 1, ">=-5", WRONG }, { 1, "<=-6", WRONG },
	};
	struct lesson l;
	char answer[64];
	load_lesson(&l, text);
	lesson_answer(&l, &l.stops[0], answer, sizeof answer);
	assert_string_equal(answer, "-5");
	lesson_answer(&l, &l.stops[1], answer, sizeof answer);
	assert_string_equal(answer, "<=-5");
	check_spellings(&l, rows, sizeof rows / sizeof rows[0]);
	lesson_free(&l);
}

/* A value question's answer, spelled as a student might, for practice:
 * right spellings of the truth, or of the other kinds of bound. */
static void spell(char *buf, size_t len, int how, enum bound b, int v)
{
	static const char *const lower[] = { "at least %d", ">= %d", "\xe2\x89\xa5 %d", "=>%d",
					      "At Least %d." };
	static const char *const upper[] = { "at most %d", "<= %d", "\xe2\x89\xa4%d", "=<%d",
					      "AT MOST %d." };
	static const char *const exact[] = { "exactly %d", "= %d", " %d ", "%d.", "Exactly %d" };
	const char *const *forms = b == BOUND_LOWER ? lower : b == BOUND_UPPER ? upper : exact;
	snprintf(buf, len, forms[how % 5], v);
}

static int value_mistakes(const struct practice *p)
{
	int n = 0;
	for (int i = 0; i < p->nmistakes; i++)
		n += practice_mistake(p, i)->kind == QUESTION_VALUE;
	return n;
}

static void test_practice_spellings(void **state)
{
	(void)state;
	const struct tree whole = { .decimals = 0 };
	static const char *const valid[] = {
		"5", "05", "+5", "=5", "exactly 5", "5.", ">=6", ">= +6", "=>6", "\xe2\x89\xa5" "6",
		"at least 6", "At least 6.", "<= 4", "=<4", "\xe2\x89\xa4 4", "at most 4", " -3 ",
		">=-2", "at least -2", "<= -3", "\xe2\x88\x92" "3", "1000000", "-1000000",
	};
	static const char *const refused[] = {
		"", "five", ">=", "5x", "1000001", "-1000001", "> 5", "<4", "5 5", "high", "at least",
		"99999999999999999999",
	};
	for (size_t i = 0; i < sizeof valid / sizeof valid[0]; i++)
		if (!practice_answer_valid(&whole, valid[i]))
			fail_msg("practice refuses \"%s\"", valid[i]);
	for (size_t i = 0; i < sizeof refused / sizeof refused[0]; i++)
		if (practice_answer_valid(&whole, refused[i]))
			fail_msg("practice takes \"%s\"", refused[i]);

	/* Graded: every spelling of the truth is right, and a bound of
	 * another kind, however spelled, stays wrong. */
	char err[256];
	int graded = 0;
	for (uint64_t seed = 1; seed <= 40; seed++)
		for (int a = 0; a < algorithm_count; a++) {
			struct practice p;
			struct practice_deal d = { .branch_min = 2, .branch_max = 3, .depth_min = 2, .depth_max = 4,
				   .lo = -20, .hi = 20, .seed = seed, .ask = 0 };
			if (algorithms[a].needs_table)  /* practice refuses MTD(f), SSS* */
				continue;
			assert_true(practice_start(&p, &d, &algorithms[a], err, sizeof err));
			for (int how = 0; how < 5; how++) {
				int asked = 0;
				for (node_id n = 0; n < p.tree.count; n++)
					if (p.visited[n] && p.tree.nodes[n].nchildren) {
						spell(p.answer[n], PRACTICE_ANSWER_MAX, how, p.bound[n],
						      p.value[n]);
						asked++;
					}
				practice_grade(&p);
				assert_int_equal(value_mistakes(&p), 0);
				/* The same number, a bound of the next kind. */
				for (node_id n = 0; n < p.tree.count; n++)
					if (p.visited[n] && p.tree.nodes[n].nchildren)
						spell(p.answer[n], PRACTICE_ANSWER_MAX, how,
						      (enum bound)((p.bound[n] + 1 + how % 2) % 3), p.value[n]);
				practice_grade(&p);
				assert_int_equal(value_mistakes(&p), asked);
				graded++;
			}
			practice_free(&p);
		}
	assert_true(graded >= 1000);
}

/* answer.h's readers, on their own: what each spelling is read as. */
static void test_readers(void **state)
{
	(void)state;
	static const struct { const char *typed; bool ok; enum bound b; long v; } bounds[] = {
		{ "5", true, BOUND_EXACT, 5 }, { "05", true, BOUND_EXACT, 5 },
		{ "+5", true, BOUND_EXACT, 5 }, { "-0", true, BOUND_EXACT, 0 },
		{ "=5", true, BOUND_EXACT, 5 }, { "exactly 5.", true, BOUND_EXACT, 5 },
		{ ">= +5", true, BOUND_LOWER, 5 }, { ">=5", true, BOUND_LOWER, 5 },
		{ "\xe2\x89\xa5 5", true, BOUND_LOWER, 5 }, { "at least -2", true, BOUND_LOWER, -2 },
		{ "<= -3", true, BOUND_UPPER, -3 }, { "at most 4", true, BOUND_UPPER, 4 },
		{ "\xc2\xa0" "7\xc2\xa0", true, BOUND_EXACT, 7 },
		/* Beyond any tree: one past the limit, never more. */
		{ "1000000", true, BOUND_EXACT, VALUE_LIMIT },
		{ "1000001", true, BOUND_EXACT, VALUE_LIMIT + 1 },
		{ "-99999999999999999999999", true, BOUND_EXACT, -VALUE_LIMIT - 1 },
		{ "", false, BOUND_EXACT, 0 }, { ".", false, BOUND_EXACT, 0 },
		{ "> 5", false, BOUND_EXACT, 0 }, { "5 5", false, BOUND_EXACT, 0 },
		{ "> = -5", true, BOUND_LOWER, -5 }, { "=<- 5", true, BOUND_UPPER, -5 },
		{ "at least", false, BOUND_EXACT, 0 }, { "exactly", false, BOUND_EXACT, 0 },
	};
	for (size_t i = 0; i < sizeof bounds / sizeof bounds[0]; i++) {
		enum bound b;
		long v;
		bool ok = answer_read_bound(bounds[i].typed, 0, &b, &v);
		if (ok != bounds[i].ok || (ok && (b != bounds[i].b || v != bounds[i].v)))
			fail_msg("\"%s\": read %s %d %ld", bounds[i].typed, ok ? "as" : "not", b, v);
	}
	static const struct { const char *typed; bool ok; long row; } rows[] = {
		{ "2", true, 2 }, { "row 2", true, 2 }, { "Row 2", true, 2 }, { "ply 2", true, 2 },
		{ "row2.", true, 2 }, { "row 11", true, 11 }, { "rows 2", false, 0 },
		{ "row", false, 0 }, { "row 1 1", false, 0 },
	};
	for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
		long row;
		bool ok = answer_read_row(rows[i].typed, &row);
		if (ok != rows[i].ok || (ok && row != rows[i].row))
			fail_msg("\"%s\": row %s %ld", rows[i].typed, ok ? "read as" : "not read", row);
	}
	static const struct { const char *typed; char probe; } probes[] = {
		{ "h", 'h' }, { "fail-high", 'h' }, { "it fails high", 'h' }, { "fails high.", 'h' },
		{ "low", 'l' }, { "it fails low", 'l' }, { "fail low", 'l' }, { "it will fail low", 'l' },
		{ "it", 0 }, { "fail", 0 }, { "it low", 0 }, { "will high", 0 }, { "lower", 0 },
	};
	for (size_t i = 0; i < sizeof probes / sizeof probes[0]; i++)
		if (answer_read_probe(probes[i].typed) != probes[i].probe)
			fail_msg("\"%s\" read as '%c'", probes[i].typed,
				 answer_read_probe(probes[i].typed));
}

/* Node names as the tree allows them: exact first, any case when only
 * one node answers to it, a full stop that is not part of a name. */
/* Windows as practice reads them (after w): the spellings a student
 * writes, read to the same bounds, and what is not a window refused. */
static void test_window_spellings(void **state)
{
	(void)state;
	static const struct {
		const char *typed;
		int n;                  /* windows read; 0: refused */
		long lo[2], hi[2];
	} rows[] = {
		{ "(3, 4)", 1, { 3 }, { 4 } },
		{ "(3,4)", 1, { 3 }, { 4 } },
		{ "[3, 4].", 1, { 3 }, { 4 } },
		{ " 3 , 4 ", 1, { 3 }, { 4 } },
		{ "3 4", 1, { 3 }, { 4 } },
		{ "( -3 , +4 )", 1, { -3 }, { 4 } },
		{ "(-inf, 5)", 1, { -INF }, { 5 } },
		{ "(-INF, +Inf)", 1, { -INF }, { INF } },
		{ "(-infinity, infinity)", 1, { -INF }, { INF } },
		{ "(\xe2\x88\x92\xe2\x88\x9e, \xe2\x88\x9e)", 1, { -INF }, { INF } },
		{ "(-inf, -inf+1)", 1, { -INF }, { -INF + 1 } },
		{ "(+inf-1, +inf)", 1, { INF - 1 }, { INF } },
		{ "(3, 4) (3, 20)", 2, { 3, 3 }, { 4, 20 } },
		{ "(3, 4)(3, 20)", 2, { 3, 3 }, { 4, 20 } },
		{ "(3, 4), (3, 20)", 2, { 3, 3 }, { 4, 20 } },
		{ "(3, 4); (3, 20)", 2, { 3, 3 }, { 4, 20 } },
		{ "(3, 4) then (3, 20)", 2, { 3, 3 }, { 4, 20 } },
		{ "3, 4; 3, 20", 2, { 3, 3 }, { 4, 20 } },
		{ "", 0, { 0 }, { 0 } },
		{ "(3)", 0, { 0 }, { 0 } },
		{ "34", 0, { 0 }, { 0 } },
		{ "(3, 4", 0, { 0 }, { 0 } },
		{ "(3, 4]x", 0, { 0 }, { 0 } },
		{ "(3, four)", 0, { 0 }, { 0 } },
		{ "(3, 4, 5)", 0, { 0 }, { 0 } },
		{ "(info, 5)", 0, { 0 }, { 0 } },
		{ "(inf+, 5)", 0, { 0 }, { 0 } },
		{ "alpha 3 beta 4", 0, { 0 }, { 0 } },
	};
	for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
		long lo[4], hi[4];
		int n;
		bool ok = answer_read_windows(rows[i].typed, 0, lo, hi, &n, 4);
		if (ok != (rows[i].n > 0))
			fail_msg("\"%s\" is %s", rows[i].typed, ok ? "read" : "refused");
		if (!ok)
			continue;
		assert_int_equal(n, rows[i].n);
		for (int k = 0; k < n; k++) {
			assert_int_equal(lo[k], rows[i].lo[k]);
			assert_int_equal(hi[k], rows[i].hi[k]);
		}
	}
	/* No more than the room given. */
	long lo[1], hi[1];
	int n;
	assert_false(answer_read_windows("(1, 2) (3, 4)", 0, lo, hi, &n, 1));
}

/* On a tree with decimals an answer is read in the tree's units (4.99 is
 * 499 with two decimals), and a number with more decimals than the tree
 * has is no answer at all: no value of that tree can be it. */
static void test_decimals(void **state)
{
	(void)state;
	static const struct {
		const char *typed;
		int decimals;
		bool ok;
		enum bound b;
		long v;
	} bounds[] = {
		{ "4.99", 2, true, BOUND_EXACT, 499 }, { ">=4.5", 2, true, BOUND_LOWER, 450 },
		{ "at most -3.01", 2, true, BOUND_UPPER, -301 }, { "5", 2, true, BOUND_EXACT, 500 },
		{ "4.5", 1, true, BOUND_EXACT, 45 }, { "4.5.", 1, true, BOUND_EXACT, 45 },
		{ "4.5", 0, false, BOUND_EXACT, 0 }, { "4.99", 1, false, BOUND_EXACT, 0 },
		{ "4.999", 2, false, BOUND_EXACT, 0 }, { "1.2.3", 2, false, BOUND_EXACT, 0 },
		{ "1000000.01", 2, true, BOUND_EXACT, 100000100 },
	};
	for (size_t i = 0; i < sizeof bounds / sizeof bounds[0]; i++) {
		enum bound b;
		long v;
		bool ok = answer_read_bound(bounds[i].typed, bounds[i].decimals, &b, &v);
		if (ok != bounds[i].ok || (ok && (b != bounds[i].b || v != bounds[i].v)))
			fail_msg("\"%s\" (%d decimals): read %s %d %ld", bounds[i].typed,
				 bounds[i].decimals, ok ? "as" : "not", b, v);
	}
	long lo[2], hi[2];
	int n;
	assert_true(answer_read_windows("(4.99, 5) (-inf, 4.5)", 2, lo, hi, &n, 2));
	assert_int_equal(n, 2);
	assert_int_equal(lo[0], 499);
	assert_int_equal(hi[0], 500);
	assert_int_equal(lo[1], -INF);
	assert_int_equal(hi[1], 450);
	assert_true(answer_read_windows("(4.99, +inf+0.01)", 2, lo, hi, &n, 2));
	assert_int_equal(hi[0], INF + 1);
	assert_false(answer_read_windows("(4.99, 5)", 1, lo, hi, &n, 2));
}

static void test_count_spellings(void **state)
{
	(void)state;
	long v;
	assert_true(answer_read_count("7", &v) && v == 7);
	assert_true(answer_read_count(" 07 leaves.", &v) && v == 7);
	assert_true(answer_read_count("1 leaf", &v) && v == 1);
	assert_true(answer_read_count("12 Evaluations", &v) && v == 12);
	assert_false(answer_read_count("-7", &v));
	assert_false(answer_read_count("+7", &v));
	assert_false(answer_read_count("seven", &v));
	assert_false(answer_read_count("7 nodes", &v));
	assert_false(answer_read_count("", &v));
}

static void test_node_names(void **state)
{
	(void)state;
	struct tree t;
	load_text(&t, "R\n  Ab = 1\n  aB = 2\n  c. = 3\n  d = 4\n  E = 5\n");
	static const struct { const char *typed; const char *names; } cases[] = {
		{ "Ab", "Ab" }, { "aB", "aB" }, { "ab", NULL }, { "AB", NULL },
		{ "c.", "c." }, { "C.", "c." }, { "c", NULL }, { "d", "d" }, { "D.", "d" },
		{ "d.", "d" }, { "e", "E" }, { "E.", "E" }, { "d, E.", "d E" },
		{ "d and e", "d E" }, { "D & E", "d E" }, { "d or E;", "d E" }, { "R", "R" },
		{ "x", NULL }, { "", NULL }, { ".", NULL }, { "d x", NULL }, { "and", NULL },
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		node_id ids[8];
		int n;
		char got[64] = "";
		bool ok = answer_read_nodes(&t, cases[i].typed, ids, &n, 8);
		for (int k = 0; ok && k < n; k++)
			text_append(got, sizeof got, "%s%s", k ? " " : "", tree_name(&t, ids[k]));
		if (ok != (cases[i].names != NULL) || (ok && strcmp(got, cases[i].names) != 0))
			fail_msg("\"%s\": %s %s", cases[i].typed, ok ? "read as" : "not read",
				 got);
	}
	tree_free(&t);
}

/* The line an answer is typed on: Backspace a character (a UTF-8 ≥
 * whole), Ctrl-W the word before the cursor, Ctrl-U the line. */
static void test_line_editing(void **state)
{
	(void)state;
	static const struct { const char *line; enum line_erase what; const char *left; } cases[] = {
		{ "row 1", LINE_ERASE_CHAR, "row " }, { "row 1", LINE_ERASE_WORD, "row " },
		{ "row ", LINE_ERASE_WORD, "" }, { "row 1", LINE_ERASE_ALL, "" },
		{ ">= 5  ", LINE_ERASE_WORD, ">= " }, { "at least", LINE_ERASE_WORD, "at " },
		{ "\xe2\x89\xa5" "5", LINE_ERASE_CHAR, "\xe2\x89\xa5" },
		{ "\xe2\x89\xa5", LINE_ERASE_CHAR, "" }, { "a\xe9", LINE_ERASE_CHAR, "a" },
		{ "", LINE_ERASE_CHAR, "" }, { "", LINE_ERASE_WORD, "" }, { "", LINE_ERASE_ALL, "" },
		{ "   ", LINE_ERASE_WORD, "" }, { "N8 N9", LINE_ERASE_WORD, "N8 " },
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		char line[32];
		snprintf(line, sizeof line, "%s", cases[i].line);
		answer_line_erase(line, cases[i].what);
		assert_string_equal(line, cases[i].left);
	}
	char line[4] = "";
	assert_true(answer_line_type(line, sizeof line, 'a'));
	assert_true(answer_line_type(line, sizeof line, 'b'));
	assert_true(answer_line_type(line, sizeof line, 'c'));
	assert_false(answer_line_type(line, sizeof line, 'd'));    /* full: kept whole */
	assert_string_equal(line, "abc");
}

/* A refused answer leaves an empty line, and says what it refused:
 * "1" typed after "row one" is the answer 1, not "row one1". */
static void test_refusal_clears_the_line(void **state)
{
	(void)state;
	struct lesson l;
	struct lesson_session ls;
	load_lesson(&l, gnuchess_lesson);
	assert_true(lesson_session_init(&ls, &l));
	const struct algorithm *ab = l.stops[0].algo;
	int k = lesson_session_move(&ls, ab, 0, lesson_trace(&l, ab)->count);
	assert_int_equal(ls.asking, 0);
	/* The value question: a word is refused, and the line cleared. */
	lesson_session_set_input(&ls, "five");
	assert_int_equal(lesson_session_answer(&ls, false), -1);
	assert_true(ls.rejected);
	assert_string_equal(ls.refused, "five");
	assert_string_equal(ls.input, "");
	/* Enter on the empty line does nothing, and the refusal stays said. */
	assert_int_equal(lesson_session_answer(&ls, false), -1);
	assert_true(ls.rejected);
	lesson_session_type(&ls, '5');
	assert_string_equal(ls.input, "5");
	assert_int_equal(lesson_session_answer(&ls, false), l.stops[0].step);
	assert_int_equal(ls.verdict[0], VERDICT_RIGHT);
	assert_string_equal(ls.answer[0], "5");
	/* On to the PV question, typed and edited. */
	k = l.stops[0].step;
	for (int i = 1; i < 4; i++) {
		k = lesson_session_move(&ls, ab, k, lesson_trace(&l, ab)->count);
		assert_int_equal(ls.asking, i);
		assert_true(lesson_session_answer(&ls, true) >= 0);
		k = l.stops[i].step;
	}
	k = lesson_session_move(&ls, ab, k, lesson_trace(&l, ab)->count);
	assert_int_equal(ls.asking, 4);
	lesson_session_set_input(&ls, "row one");
	assert_int_equal(lesson_session_answer(&ls, false), -1);
	lesson_session_type(&ls, '1');
	assert_string_equal(ls.input, "1");
	lesson_session_erase(&ls, LINE_ERASE_ALL);
	for (const char *c = "ply 3"; *c; c++)
		lesson_session_type(&ls, *c);
	lesson_session_erase(&ls, LINE_ERASE_WORD);
	assert_string_equal(ls.input, "ply ");
	lesson_session_type(&ls, '2');
	assert_int_equal(lesson_session_answer(&ls, false), l.stops[4].step);
	assert_int_equal(ls.verdict[4], VERDICT_RIGHT);
	assert_false(ls.rejected);
	lesson_session_free(&ls);
	lesson_free(&l);
}

/* A question at the search's last step, which is also the end's (as
 * lesson 01 asks what the root returns): the verdict is on show after the
 * answer, and Enter then shows the end. */
static void test_last_question_verdict_is_shown(void **state)
{
	(void)state;
	static const char text[] =
		"title: last\n"
		"tree: ((3 12) (2 4))\n"
		"algorithm: minimax\n"
		"stop: enter N0\n  x\n"
		"stop: return N0\nquestion: value\n  x\n"
		"stop: end\n  x\n";
	struct lesson l;
	struct lesson_session ls;
	load_lesson(&l, text);
	assert_true(lesson_session_init(&ls, &l));
	const struct algorithm *mm = l.stops[0].algo;
	int end = lesson_trace(&l, mm)->count;
	assert_int_equal(l.stops[1].step, end);
	assert_int_equal(l.stops[2].step, end);
	int k = lesson_session_move(&ls, mm, 0, end);
	assert_int_equal(ls.asking, 1);
	lesson_session_set_input(&ls, "<=2");                  /* wrong */
	k = lesson_session_answer(&ls, false);
	assert_int_equal(k, end);
	assert_int_equal(ls.verdict[1], VERDICT_WRONG);
	/* Its verdict, not the end's text. */
	assert_int_equal(lesson_session_current_stop(&ls, mm, k), 1);
	assert_int_equal(lesson_session_shown_stop(&ls, mm, k), 1);
	/* Enter: the end, at the same step. */
	int next = lesson_session_next_stop(&ls, mm, k);
	assert_int_equal(next, 2);
	lesson_session_show(&ls, next);
	assert_int_equal(lesson_session_move(&ls, mm, k, l.stops[next].step), end);
	assert_int_equal(lesson_session_current_stop(&ls, mm, end), 2);
	assert_int_equal(lesson_session_next_stop(&ls, mm, end), -1);
	/* Stepped back and forth again, the end stays on show; stepped past
	 * from before, the last stop at the step. */
	assert_int_equal(lesson_session_current_stop(&ls, mm, end - 1), 0);
	assert_int_equal(lesson_session_current_stop(&ls, mm, end), 2);
	lesson_session_show(&ls, 0);
	assert_int_equal(lesson_session_current_stop(&ls, mm, end), 1);
	lesson_session_free(&ls);
	lesson_free(&l);
}

/* Every lesson that ships, played as the player plays it (Enter to the
 * next stop, each question answered wrongly or skipped): every stop is
 * put on show in turn, and every answered question is on show, with its
 * verdict, at the step the answer goes to. */
static void play_every_stop(const char *path)
{
	struct lesson l;
	struct lesson_session ls;
	char err[LOAD_ERROR_MAX];
	if (!lesson_load(path, &l, err, sizeof err))
		fail_msg("%s", err);
	assert_true(lesson_session_init(&ls, &l));
	bool *seen = calloc((size_t)l.nstops, sizeof *seen);
	assert_non_null(seen);
	const struct algorithm *a = l.stops[0].algo;
	int step = 0, moves = 0, next;
	if (lesson_session_current_stop(&ls, a, 0) >= 0)      /* "stop: start" */
		seen[lesson_session_current_stop(&ls, a, 0)] = true;
	while ((next = lesson_session_next_stop(&ls, a, step)) >= 0 && moves++ < 10 * l.nstops) {
		if (l.stops[next].algo != a) {
			a = l.stops[next].algo;
			step = 0;
		}
		lesson_session_show(&ls, next);
		step = lesson_session_move(&ls, a, step, l.stops[next].step);
		int shown = ls.asking;
		if (shown >= 0) {
			/* A wrong answer (the root is never a right one for a
			 * cut; 1000001 no value; row 99, no table has it), or a
			 * skip for the probes. */
			const struct stop *q = &l.stops[shown];
			lesson_session_set_input(&ls, q->question == Q_CUT ? tree_name(&l.tree, 0) :
						 q->question == Q_PV ? "row 99" : "1000001");
			step = lesson_session_answer(&ls, q->question == Q_PROBE);
			assert_true(step >= 0);
			assert_true(ls.verdict[shown] == (q->question == Q_PROBE ? VERDICT_SKIPPED :
							   VERDICT_WRONG));
		} else {
			shown = next;
		}
		if (lesson_session_current_stop(&ls, a, step) != shown)
			fail_msg("%s: stop %d is never shown (%d is, at step %d)", path, shown + 1,
				 lesson_session_current_stop(&ls, a, step) + 1, step);
		seen[shown] = true;
	}
	for (int i = 0; i < l.nstops; i++)
		if (!seen[i])
			fail_msg("%s: Enter never shows stop %d", path, i + 1);
	free(seen);
	lesson_session_free(&ls);
	lesson_free(&l);
}

static void test_every_lesson_shows_every_stop(void **state)
{
	(void)state;
	each_lesson(play_every_stop);
}

int main(void)
{
	setenv("TREESTEP_DATA", TOP_SRCDIR, 1);
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_lesson_spellings),
		cmocka_unit_test(test_negative_spellings),
		cmocka_unit_test(test_practice_spellings),
		cmocka_unit_test(test_readers),
		cmocka_unit_test(test_node_names),
		cmocka_unit_test(test_window_spellings),
		cmocka_unit_test(test_decimals),
		cmocka_unit_test(test_count_spellings),
		cmocka_unit_test(test_line_editing),
		cmocka_unit_test(test_refusal_clears_the_line),
		cmocka_unit_test(test_last_question_verdict_is_shown),
		cmocka_unit_test(test_every_lesson_shows_every_stop),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
