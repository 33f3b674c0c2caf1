/* test_lesson_text.c - a lesson cannot state a number the search does not
 * produce.  Every shipped lesson's text, the translations' too, writes
 * search numbers only as placeholders ({score}, {N4}, {pvs.visits}, ...),
 * with a count's noun inside the braces ({visits visit}), and every
 * placeholder expands at its stop.  The expansion itself is checked on
 * the sample. */
#include <config.h>

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "teach/lesson.h"
#include "teach/lesson_session.h"
#include "testlib.h"

/* The first bare number in text outside {...}: a run of letters and
 * digits that starts with a digit.  Names such as N8 or e4 start with a
 * letter and are not numbers. */
static const char *bare_number(const char *text)
{
	bool in_placeholder = false;
	for (const char *p = text; *p; p++) {
		if (*p == '{')
			in_placeholder = true;
		else if (*p == '}')
			in_placeholder = false;
		else if (!in_placeholder && isdigit((unsigned char)*p) &&
			 (p == text || !isalnum((unsigned char)p[-1])))
			return p;
		else if (!in_placeholder && isalnum((unsigned char)*p))
			while (isalnum((unsigned char)p[1]))
				p++;
	}
	return NULL;
}

/* The first count in text written before its noun outside the braces,
 * "{researches} re-searches", which reads "1 re-searches" when the count
 * is one: a lesson writes {researches re-search} (treestep(5)).  The
 * nouns are those a lesson counts; an adjective may stand between. */
static const char *count_before_noun(const char *text)
{
	static const char *const nouns[] = {
		"node", "nodes", "visit", "visits", "leaf", "leaves", "cutoff", "cutoffs", "re-search",
		"re-searches", "hit", "hits", "move", "moves", "time", "times", "ply", "plies", "step",
		"steps", "entry", "entries", "probe", "probes", "iteration", "iterations", "cell", "cells",
		/* the Spanish lessons' (tutorials/es/), those spelt in ASCII */
		"nodo", "nodos", "visita", "visitas", "hoja", "hojas", "corte", "cortes", "acierto",
		"aciertos", "jugada", "jugadas", "vez", "veces", "nivel", "niveles", "paso", "pasos",
		"entrada", "entradas", "sondeo", "sondeos", "celda", "celdas",
	};
	static const char *const adjectives[] = { "distinct", "different", "more", "fewer", "other",
						  "nueva", "nuevas", "otra", "otras", "otro", "otros" };
	for (const char *open = strchr(text, '{'); open; open = strchr(open + 1, '{')) {
		const char *close = strchr(open, '}');
		if (!close)
			break;
		if (memchr(open, ' ', (size_t)(close - open)) || strncmp(open, "{lesson:", 8) == 0)
			continue;       /* it has its noun already, or it is no count */
		const char *w = close + 1;
		for (int word = 0; word < 2; word++) {
			char buf[32];
			size_t n = 0;
			while (*w == ' ')
				w++;
			while ((isalpha((unsigned char)*w) || *w == '-') && n + 1 < sizeof buf)
				buf[n++] = (char)tolower((unsigned char)*w++);
			buf[n] = '\0';
			bool adjective = false;
			for (size_t i = 0; i < sizeof nouns / sizeof nouns[0]; i++)
				if (strcmp(buf, nouns[i]) == 0)
					return open;
			for (size_t i = 0; i < sizeof adjectives / sizeof adjectives[0]; i++)
				adjective |= strcmp(buf, adjectives[i]) == 0;
			if (!adjective)
				break;
		}
	}
	return NULL;
}

static void load_lesson(struct lesson *l, const char *relative)
{
	char path[4096], err[512];
	snprintf(path, sizeof path, "%s/%s", TOP_SRCDIR, relative);
	if (!lesson_load(path, l, err, sizeof err))
		fail_msg("%s", err);
}

static int shipped_lessons, shipped_stops;

static void check_placeholders(const char *path)
{
	char out[8192], err[512];
	const char *name = strstr(path, "tutorials/");
	struct lesson l;
	load_lesson(&l, name);
	const char *bad = bare_number(l.title);
	if (bad)
		fail_msg("%s: the title writes a number: \"%s\"", name, l.title);
	for (int i = 0; i < l.nstops; i++) {
		const struct stop *s = &l.stops[i];
		if ((bad = bare_number(s->text ? s->text : "")))
			fail_msg("%s:%d: a number the search should give, written by hand: "
				 "\"%.30s\"; use a placeholder (treestep(5))", name, s->line, bad);
		if ((bad = count_before_noun(s->text ? s->text : "")))
			fail_msg("%s:%d: a count before its noun, \"%.40s\", reads wrong for one; "
				 "write {COUNT NOUN} (treestep(5))", name, s->line, bad);
		if (!lesson_expand(&l, s, out, sizeof out, err, sizeof err))
			fail_msg("%s:%d: %s", name, s->line, err);
		/* The root has no parent to return to: a question about
		 * it must not be put that way. */
		char prompt[512];
		lesson_prompt(&l, s, prompt, sizeof prompt);
		if (s->node >= 0 && l.tree.nodes[s->node].parent < 0 && strstr(prompt, "parent"))
			fail_msg("%s:%d: the question asks what the root returns to its parent: "
				 "\"%s\"", name, s->line, prompt);
		/* Under MTD(f) and SSS* the root returns once per test:
		 * a question about one test's return must name that test,
		 * not the end of the whole search. */
		int test = 0;
		const struct trace *tr = lesson_trace(&l, s->algo);
		for (int k = 0; k < s->step; k++)
			if (tr->events[k].type == EV_PASS)
				test = tr->events[k].value;
		char want[32];
		snprintf(want, sizeof want, "test %d of the root", test);
		if (s->question == Q_VALUE && s->node == 0 && test > 0 &&
		    (strstr(prompt, "when the search ends") || !strstr(prompt, want)))
			fail_msg("%s:%d: the question on a return of the root in test %d "
				 "does not name the test: \"%s\"", name, s->line, test, prompt);
		shipped_stops++;
	}
	lesson_free(&l);
	shipped_lessons++;
}

/* Every lesson in tutorials/, and the translations in tutorials/LANG/. */
static void test_shipped_lessons_use_placeholders(void **state)
{
	(void)state;
	shipped_lessons = shipped_stops = 0;
	each_lesson(check_placeholders);
	assert_true(shipped_stops > shipped_lessons);
	/* The checks find what they are for. */
	assert_non_null(count_before_noun("{pvs-soft.researches} re-searches"));
	assert_non_null(count_before_noun("PVS entered {nodes} distinct nodes"));
	assert_null(count_before_noun("{researches re-search} and {N11} it probes"));
	assert_non_null(count_before_noun("PVS hizo {visits} visitas"));
	assert_non_null(count_before_noun("entró en {nodes} nodos distintos"));
	assert_null(count_before_noun("{nodes} de {tree.nodes nodo}"));
}

/* The placeholders on a lesson written here, checked against numbers
 * worked out by hand from the seed's sample (PVS: probe of N2 at N0 with
 * (5, 6); 13 nodes, 14 visits; alpha-beta 14 nodes). */
static void test_expansion(void **state)
{
	(void)state;
	const char *text =
		"title: t\ntree: gnuchess-pvs\nalgorithm: pvs\n"
		"stop: research N8\n  {score} {probe} {window} {N8.visits}\n"
		"stop: probe N2\n"
		"  {window} {N1} {N2.value} {N0.window} {pvs.nodes} {pvs.visits} {alphabeta.nodes}\n"
		"  {visits} {tree.nodes} {tree.leaves} {pv} {negascout.pv}\n"
		"stop: cutoff N5\n  {score} {bound} {N5}\n"
		"stop: end\n  {value} {steps} {step}\n";
	struct lesson l;
	char out[2048], err[512], path[4096];
	snprintf(path, sizeof path, "%s/tutorials/x.lesson", TOP_SRCDIR);
	if (!lesson_load_text(text, strlen(text), path, &l, err, sizeof err))
		fail_msg("%s", err);
	static const char *const want[] = {
		"5 (3, 4) (3, +inf) 1",
		"(5, 6) 5 4 (5, +inf) 13 14 14 8 15 8 N1 N3 N8 N1 N3 N8",
		"9 6 >=9",
		"5 43 43",
	};
	for (int i = 0; i < l.nstops; i++) {
		if (!lesson_expand(&l, &l.stops[i], out, sizeof out, err, sizeof err))
			fail_msg("stop %d: %s", i + 1, err);
		assert_string_equal(out, want[i]);
	}
	lesson_free(&l);
	/* A placeholder that names nothing known at its stop is a located
	 * error when the lesson loads: N12 is not searched by step 28. */
	const char *bad = "title: t\ntree: gnuchess-pvs\nalgorithm: pvs\nstop: probe N2\n  {N12}\n";
	assert_false(lesson_load_text(bad, strlen(bad), path, &l, err, sizeof err));
	assert_non_null(strstr(err, "x.lesson:4:1: in the text of stop 'probe N2': {N12} names "
				    "nothing known at this stop"));
}

/* {COUNT NOUN}: the noun agrees with the number the search gives, so a
 * lesson never reads "1 re-searches" (PVS makes one on the sample). */
static void test_counts_with_nouns(void **state)
{
	(void)state;
	const char *text =
		"title: t\ntree: gnuchess-pvs\nalgorithm: pvs\nstop: end\n"
		"  {researches re-search}, {researches re-search/re-searches}, {visits visit},\n"
		"  {leaves leaf/leaves}, {N8.visits time}, {N8.visits ply}, {N8.visits search},\n"
		"  {N8.visits box}, {N8.visits day}, {N8.visits distinct node}, {hits hit}.\n";
	struct lesson l;
	char out[1024], err[512], path[4096];
	snprintf(path, sizeof path, "%s/tutorials/x.lesson", TOP_SRCDIR);
	if (!lesson_load_text(text, strlen(text), path, &l, err, sizeof err))
		fail_msg("%s", err);
	assert_true(lesson_expand(&l, &l.stops[0], out, sizeof out, err, sizeof err));
	assert_string_equal(out, "1 re-search, 1 re-search, 14 visits, 7 leaves, 2 times, 2 plies, "
			    "2 searches, 2 boxes, 2 days, 2 distinct nodes, 0 hits.");
	lesson_free(&l);
}

/* Answers as a student types them. */
static void test_grading(void **state)
{
	(void)state;
	const char *text =
		"title: t\ntree: russell-norvig\nalgorithm: alphabeta\n"
		"stop: cutoff N2\nquestion: cut\n  x\n"
		"algorithm: pvs\n"
		"stop: return N2\nquestion: value\n  x\n"
		"stop: return N3\nquestion: probe\n  x\n";
	struct lesson l;
	char err[512], path[4096], want[64];
	snprintf(path, sizeof path, "%s/tutorials/x.lesson", TOP_SRCDIR);
	if (!lesson_load_text(text, strlen(text), path, &l, err, sizeof err))
		fail_msg("%s", err);
	const struct stop *cut = &l.stops[0], *value = &l.stops[1], *probe = &l.stops[2];

	/* The cut: read the pruned nodes off the trace, then name them. */
	const struct trace *tr = lesson_trace(&l, cut->algo);
	const struct event *e = NULL;
	for (int i = 0; i < cut->step; i++)
		if (tr->events[i].type == EV_CUTOFF)
			e = &tr->events[i];
	assert_non_null(e);
	assert_true(trace_list(tr, e).n >= 2);
	const char *a = tree_name(&l.tree, event_list_at(trace_list(tr, e), 0));
	const char *b = tree_name(&l.tree, event_list_at(trace_list(tr, e), 1));
	char both[160];
	assert_true(lesson_check(&l, cut, a));
	assert_true(lesson_check(&l, cut, b));
	snprintf(both, sizeof both, "%s, %s", a, b);
	assert_true(lesson_check(&l, cut, both));
	snprintf(both, sizeof both, "%s and %s", b, a);
	assert_true(lesson_check(&l, cut, both));
	snprintf(both, sizeof both, "%s N0", a);
	assert_false(lesson_check(&l, cut, both));      /* N0 is not cut */
	assert_true(lesson_answer_valid(&l, cut, "n0"));
	assert_false(lesson_answer_valid(&l, cut, "fail high"));   /* not a node: ask again */

	/* The value, with the bound written every way the prompt suggests. */
	lesson_answer(&l, value, want, sizeof want);
	assert_true(lesson_check(&l, value, want));
	assert_string_equal(want, "<=3");       /* R&N: N2 comes back from PVS's probe */
	{
		char typed[160];
		snprintf(typed, sizeof typed, "%s %s", want[0] == '>' ? "\xe2\x89\xa5" : "\xe2\x89\xa4",
			 want + 2);
		assert_true(lesson_check(&l, value, typed));
	}
	assert_false(lesson_answer_valid(&l, value, "high"));
	assert_true(lesson_answer_valid(&l, value, "\xe2\x89\xa5 5"));
	assert_true(lesson_answer_valid(&l, value, "<=-3"));

	/* The probe, in any of the words for it. */
	lesson_answer(&l, probe, want, sizeof want);
	static const char *const highs[] = { "h", "High", "fails high", "fail high", "failed high" };
	static const char *const lows[] = { "l", "LOW", "fails low", "fail low", "failed low" };
	for (int i = 0; i < 5; i++) {
		assert_true(lesson_check(&l, probe, want[0] == 'h' ? highs[i] : lows[i]));
		assert_false(lesson_check(&l, probe, want[0] == 'h' ? lows[i] : highs[i]));
	}
	assert_false(lesson_answer_valid(&l, probe, "fails"));
	assert_false(lesson_answer_valid(&l, probe, "N2"));
	lesson_free(&l);
}

/* Playing a lesson as a student does: a typo is not graded, keys typed
 * after a question closes are not commands, and switching to an algorithm
 * the lesson does not stop in keeps the count of stops. */
static void test_session_as_typed(void **state)
{
	(void)state;
	struct lesson l;
	struct lesson_session ls;
	char err[512], path[4096];
	snprintf(path, sizeof path, "%s/tutorials/02-alphabeta.lesson", TOP_SRCDIR);
	if (!lesson_load(path, &l, err, sizeof err))
		fail_msg("%s", err);
	assert_true(lesson_session_init(&ls, &l));
	const struct algorithm *ab = algorithm_find("alphabeta"), *mm = algorithm_find("minimax");
	int end = lesson_trace(&l, ab)->count;
	int k = lesson_session_move(&ls, ab, 0, end);
	int q = ls.asking;
	assert_true(q >= 0 && l.stops[q].question == Q_CUT);
	/* "fail high" names no node: asked again, not graded. */
	lesson_session_set_input(&ls, "fail high");
	assert_int_equal(lesson_session_answer(&ls, false), -1);
	assert_true(ls.rejected);
	assert_int_equal(ls.asking, q);
	assert_int_equal(ls.verdict[q], VERDICT_UNASKED);
	lesson_session_set_input(&ls, "N10");
	k = lesson_session_answer(&ls, false);
	assert_int_equal(k, l.stops[q].step);
	assert_int_equal(ls.verdict[q], VERDICT_RIGHT);
	/* The rest of "fail high" arrives: no 'a' for autoplay, no 'g'. */
	assert_true(lesson_session_swallow(&ls, 'a'));
	assert_true(lesson_session_swallow(&ls, ' '));
	assert_true(lesson_session_swallow(&ls, 'g'));
	assert_false(lesson_session_swallow(&ls, '\n'));  /* Enter: commands again */
	assert_false(lesson_session_swallow(&ls, 'a'));
	/* Tab to minimax, which this lesson never stops in: still stop q. */
	assert_int_equal(lesson_session_shown_stop(&ls, mm, 0), q);
	assert_int_equal(lesson_session_next_stop(&ls, mm, 0), q + 1);
	/* Back in alpha-beta the count is its own again. */
	assert_int_equal(lesson_session_shown_stop(&ls, ab, k), q);
	assert_int_equal(lesson_session_shown_stop(&ls, ab, 0), -1);
	lesson_session_free(&ls);
	lesson_free(&l);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_expansion),
		cmocka_unit_test(test_counts_with_nouns),
		cmocka_unit_test(test_grading),
		cmocka_unit_test(test_session_as_typed),
		cmocka_unit_test(test_shipped_lessons_use_placeholders),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
