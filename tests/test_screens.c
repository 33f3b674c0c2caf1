/* test_screens.c - no screen shows an answer before it is given.
 *
 * From a lesson with a question open, and from a practice not yet
 * graded, every key of every keymap in the bindings table is pressed,
 * followed by the keys that once leaked the answer (End, Esc, Tab, s, the
 * digits), on the real stepper and a virtual screen.  After every key:
 * in a lesson, the search of the algorithm on show is at or before the
 * step of its first question not yet asked, and so is every "Step K/" on
 * the screen's text; in a practice, neither the search nor the split
 * view's other half has moved, and the screen shows no step but 0 and no
 * end of the search.  And the split view's "only here", kept up to date
 * key by key, is what the halves' states say after every key. */
#include <config.h>

#include <dirent.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "ui/ui.h"
#include "testlib.h"

#define MAX_CODES 256

/* Every key the bindings table binds, in any keymap, each once. */
static int all_keys(int *codes)
{
	int n = 0, some[MAX_CODES];
	for (int m = 0; m < KEYMAP_COUNT; m++) {
		int k = keys_codes((enum keymap)m, some, MAX_CODES);
		for (int i = 0; i < k; i++) {
			bool seen = false;
			for (int j = 0; j < n; j++)
				seen |= codes[j] == some[i];
			if (!seen && n < MAX_CODES)
				codes[n++] = some[i];
		}
	}
	return n;
}

/* The screen's text, as script mode prints it. */
static char *screen_text(void)
{
	char *text = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&text, &len);
	assert_non_null(f);
	vscreen_dump(f);
	fclose(f);
	return text;
}

/* The largest K of every "Step K/" and "step K/" on the screen, or -1. */
static long largest_step_shown(const char *text)
{
	long most = -1;
	for (const char *p = text; (p = strstr(p, "tep ")); p += 4) {
		if (p == text || (p[-1] != 'S' && p[-1] != 's'))
			continue;
		char *end;
		long k = strtol(p + 4, &end, 10);
		if (end != p + 4 && *end == '/' && k > most)
			most = k;
	}
	return most;
}

/* The step of the first question of the algorithm on show not yet asked,
 * or INT_MAX. */
static int question_bound(const struct ui *ui)
{
	const struct lesson_session *ls = lesson_session_of(ui);
	const struct lesson *l = ls->lesson;
	int bound = INT_MAX;
	for (int i = 0; i < l->nstops; i++)
		if (l->stops[i].algo == ui->st.algo && l->stops[i].question != Q_NONE &&
		    ls->verdict[i] == VERDICT_UNASKED && l->stops[i].step < bound)
			bound = l->stops[i].step;
	return bound;
}

static void press(struct ui *ui, int key)
{
	ungetch(key);
	stepper_key(ui, getch());
	stepper_draw(ui);
}

static void check_lesson(struct ui *ui, const char *lesson, int key, int after)
{
	int bound = question_bound(ui);
	char *text = screen_text();
	long shown = largest_step_shown(text);
	if (ui->st.step > bound || (bound != INT_MAX && shown > bound))
		fail_msg("%s: key %d then key %d: %s is at step %d (%ld on screen), past the "
			 "question at step %d:\n%s", lesson, key, after, ui->st.algo->name,
			 ui->st.step, shown, bound, text);
	free(text);
}

/* The keys after the one under test: the ways a question's answer was
 * once seen without answering it. */
static const int probes[] = { KEY_END, 27, KEY_END, 27, KEY_END, '\t', KEY_END, 's', KEY_END,
			      ']', KEY_NPAGE, '\n', '1', '2', '3', '4', '5', '6', '7', '8', '9',
			      KEY_END };

static void lesson_keys(const char *path)
{
	char err[LOAD_ERROR_MAX];
	int codes[MAX_CODES], ncodes = all_keys(codes);
	for (int c = 0; c < ncodes; c++) {
		struct lesson l;
		if (!lesson_load(path, &l, err, sizeof err))
			fail_msg("%s", err);
		struct results r = { 0 };
		struct ui ui = { .tree = &l.tree, .runs = &l.runs };
		term_set_locale(&ui);
		SCREEN *screen = vscreen_open(100, 30);
		assert_non_null(screen);
		assert_true(stepper_start(&ui, lesson_screen_new(&l, &r),
					  (int)(l.stops[0].algo - algorithms), -1));
		term_start(&ui);
		/* Enter goes from stop to stop until one asks. */
		for (int i = 0; i < 2 * l.nstops && !open_question(&ui); i++)
			press(&ui, '\n');
		if (!open_question(&ui)) {      /* a lesson that asks nothing */
			vscreen_close(screen);
			stepper_free(&ui);
			lesson_free(&l);
			return;
		}
		press(&ui, codes[c]);
		check_lesson(&ui, path, codes[c], 0);
		for (size_t i = 0; i < sizeof probes / sizeof probes[0]; i++) {
			press(&ui, probes[i]);
			check_lesson(&ui, path, codes[c], probes[i]);
		}
		vscreen_close(screen);
		stepper_free(&ui);
		lesson_free(&l);
	}
}

/* Every lesson in tutorials/. */
static void test_lessons_show_no_answer_before_it_is_given(void **state)
{
	(void)state;
	each_lesson(lesson_keys);
}

static void check_practice(struct ui *ui, int key, int after)
{
	const struct state *other = split_other(ui);
	char *text = screen_text();
	if (ui->st.step != 0 || (other && other->step != 0) || largest_step_shown(text) > 0 ||
	    strstr(text, "search is over"))
		fail_msg("practice: key %d then key %d: the search moved before grading "
			 "(step %d, other half %d):\n%s", key, after, ui->st.step,
			 other ? other->step : 0, text);
	free(text);
}

static void test_practice_shows_no_search_before_grading(void **state)
{
	(void)state;
	char err[LOAD_ERROR_MAX];
	int codes[MAX_CODES], ncodes = all_keys(codes);
	/* Enter grades: pressing it is no leak, so it ends the probes. */
	static const int practice_probes[] = { KEY_END, 's', KEY_END, '\t', KEY_END, 's', ']',
					       KEY_NPAGE, '1', '2', '3', KEY_END, 'm', KEY_RIGHT,
					       KEY_END, '/', 'N', '1', '\n', KEY_END };
	for (int c = 0; c < ncodes; c++) {
		if (codes[c] == '\n' || codes[c] == '\r' || codes[c] == KEY_ENTER)
			continue;
		struct practice p;
		struct practice_deal d = { .branch_min = 2, .branch_max = 3, .depth_min = 2, .depth_max = 3,
				   .lo = 0, .hi = 20, .seed = 7, .ask = 0 };
		if (!practice_start(&p, &d, algorithm_find("pvs"), err, sizeof err))
			fail_msg("%s", err);
		struct results r = { 0 };
		struct ui ui = { .tree = &p.tree };
		term_set_locale(&ui);
		SCREEN *screen = vscreen_open(100, 30);
		assert_non_null(screen);
		assert_true(stepper_start(&ui, practice_screen_new(&p, &r),
					  (int)(algorithm_find("pvs") - algorithms), -1));
		term_start(&ui);
		press(&ui, codes[c]);
		check_practice(&ui, codes[c], 0);
		for (size_t i = 0; i < sizeof practice_probes / sizeof practice_probes[0]; i++) {
			press(&ui, practice_probes[i]);
			check_practice(&ui, codes[c], practice_probes[i]);
		}
		vscreen_close(screen);
		stepper_free(&ui);
		practice_free(&p);
	}
}

/* The split view keeps "only here" up to date from the events each key
 * moves over: after every key of a random walk, on random trees and
 * pairs of algorithms, it is what the two halves' states say, node for
 * node. */
static void test_split_only_here_follows_every_key(void **state)
{
	(void)state;
	static const int walk[] = { KEY_RIGHT, KEY_RIGHT, KEY_LEFT, KEY_NPAGE, KEY_PPAGE, ']', '[',
				    KEY_END, KEY_HOME, '\t' };
	static const char *const pairs[][2] = { { "alphabeta", "pvs" }, { "minimax", "negascout" },
						{ "mtdf", "sss" }, { "pvs", "alphabeta" } };
	uint64_t rng = 34;
	for (int round = 0; round < 12; round++) {
		char *text = random_tree(&rng, 3, 3 + round % 3, false, 9, false);
		struct tree t;
		load_text(&t, text);
		free(text);
		const char *const *pair = pairs[round % 4];
		struct ui ui = { .tree = &t };
		term_set_locale(&ui);
		SCREEN *screen = vscreen_open(100, 30);
		assert_non_null(screen);
		assert_true(stepper_start(&ui, step_screen_new(),
					  (int)(algorithm_find(pair[0]) - algorithms),
					  (int)(algorithm_find(pair[1]) - algorithms)));
		term_start(&ui);
		unsigned char *marks = malloc((size_t)t.count);
		assert_non_null(marks);
		for (int i = 0; i < 300; i++) {
			press(&ui, walk[rng_range(&rng, 0, (int)(sizeof walk / sizeof walk[0]) - 1)]);
			const struct state *side[2] = { &ui.st, split_other(&ui) };
			assert_non_null(side[1]);
			for (int h = 0; h < 2; h++) {
				long n = split_only(&ui, h, marks), want = 0;
				for (node_id k = 0; k < t.count; k++) {
					bool only = side[h]->nodes[k].seen && !side[1 - h]->nodes[k].seen;
					want += only;
					if (marks[k] != only)
						fail_msg("round %d, key %d: %s is%s only here on the %s, "
							 "as drawn", round, i, tree_name(&t, k),
							 only ? "" : " not", h ? "right" : "left");
				}
				assert_int_equal(n, want);
			}
		}
		free(marks);
		vscreen_close(screen);
		stepper_free(&ui);
		tree_free(&t);
	}
}

/* The man page's KEYS section, as troff source. */
static char *man_keys(void)
{
	char path[PATH_MAX], err[LOAD_ERROR_MAX], *text;
	size_t len;
	snprintf(path, sizeof path, "%s/man/treestep.1", TOP_SRCDIR);
	if (!load_read_file(path, 1 << 20, &text, &len, err, sizeof err))
		fail_msg("%s", err);
	char *start = strstr(text, "\n.SH KEYS\n"), *end = start ? strstr(start + 1, "\n.SH ") : NULL;
	assert_non_null(start);
	assert_non_null(end);
	*end = '\0';
	memmove(text, start, (size_t)(end - start) + 1);
	return text;
}

/* Is the key named name (as keys.c names it) on a bold line (.B, .BR)
 * of the section, as a word of its own?  troff spells '-' as "\-". */
static bool in_man(const char *keys, const char *name)
{
	char token[64];
	size_t o = 0;
	for (const char *p = name; *p && o + 3 < sizeof token; p++) {
		if (*p == '-')
			token[o++] = '\\';
		token[o++] = *p;
	}
	token[o] = '\0';
	for (const char *line = keys; line && *line; line = strchr(line + 1, '\n')) {
		const char *l = line + (*line == '\n');
		if (strncmp(l, ".B ", 3) != 0 && strncmp(l, ".BR ", 4) != 0)
			continue;
		const char *eol = strchr(l, '\n');
		for (const char *p = l; (p = strstr(p, token)) && (!eol || p < eol); p++) {
			char before = p[-1], after = p[o];
			if ((before == ' ' || before == '"') &&
			    (after == ' ' || after == '"' || after == '\n' || after == '\0' ||
			     after == ','))
				return true;
		}
	}
	return false;
}

/* Every key the bindings table binds is in the man page's KEYS section,
 * read from the table itself: a key added to keys.c and not to the man
 * page fails here. */
static void test_man_page_lists_every_key(void **state)
{
	(void)state;
	char *keys = man_keys(), name[32], missing[1024] = "";
	int codes[MAX_CODES], n = all_keys(codes);
	for (int i = 0; i < n; i++) {
		if (codes[i] >= '1' && codes[i] <= '9')
			continue;       /* as "1 \(en 9" */
		keys_label(codes[i], name, sizeof name);
		if (!in_man(keys, name) && strlen(missing) + strlen(name) + 2 < sizeof missing) {
			strcat(missing, " ");
			strcat(missing, name);
		}
	}
	char digits[32];
	/* nine digit keys: expectimax, the tenth algorithm, is Tab's only */
	snprintf(digits, sizeof digits, "1 \\(en %d", algorithm_count < 9 ? algorithm_count : 9);
	if (!strstr(keys, digits))
		strcat(missing, " 1-N");
	free(keys);
	if (*missing)
		fail_msg("the man page's KEYS section lacks:%s", missing);
	assert_true(n > 40);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_lessons_show_no_answer_before_it_is_given),
		cmocka_unit_test(test_practice_shows_no_search_before_grading),
		cmocka_unit_test(test_man_page_lists_every_key),
		cmocka_unit_test(test_split_only_here_follows_every_key),
	};
	/* Every key includes X, which writes a picture in the current
	 * directory: a directory of the test's own, emptied after. */
	char dir[] = "/tmp/treestep-screens-XXXXXX";
	if (!mkdtemp(dir) || chdir(dir) != 0)
		return 1;
	int failed = cmocka_run_group_tests(tests, NULL, NULL);
	DIR *d = opendir(".");
	for (struct dirent *e; d && (e = readdir(d));)
		if (strcmp(e->d_name, ".") != 0 && strcmp(e->d_name, "..") != 0)
			unlink(e->d_name);
	if (d)
		closedir(d);
	rmdir(dir);
	return failed;
}
