/* test_options.c - a plan option means the same on the command line and
 * in a lesson file: the same values give the same plan, and the same
 * mistakes the same reason.  The cases are made from plan.h's table, so
 * an option added there is tested here without a line of this file
 * changing.  The command line is read by the program's own options.c. */
#include <config.h>

#include <getopt.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "teach/lesson.h"
#include "cli/options.h"
#include "search/plan.h"
#include "testlib.h"
#include "words/text.h"

/* Every inner node has a static value, so any depth fits it.  The
 * lesson reads it from a file (an inline tree starts with its root's
 * '(', with no room for the root's static value). */
#define TREE "~5(~4(3 12 8) ~1(2 4 6) ~2(14 5 2))"
static char tree_file[64];

/* One option as given: on the command line and as a lesson's key. */
struct given {
	enum plan_option k;
	char value[128];
};

static void add(struct given *g, int *n, enum plan_option k, const char *value)
{
	g[*n].k = k;
	snprintf(g[*n].value, sizeof g[*n].value, "%s", value);
	(*n)++;
}

/* The value that turns option k on, as the command line can give it. */
static const char *on_value(enum plan_option k, char *buf, size_t len)
{
	const struct plan_option_info *o = &plan_options[k];
	if (o->implies)
		return o->implies;
	if (o->words[0])
		return o->words[o->on];
	if (o->pair)
		return "-3,4";
	snprintf(buf, len, "%" PRIu64, o->min > 0 ? o->min + 1 : 2);
	return buf;
}

/* options_parse on "treestep --compare" and the options (and algorithm);
 * its status, and the first line it wrote on standard error. */
static int parse_command_line(const struct given *g, int n, const char *algo, struct options *o,
			      char *err, size_t errlen)
{
	static const struct algorithm *algos[64];
	char args[16][64], *argv[20];
	int argc = 0;
	argv[argc++] = "treestep";
	argv[argc++] = "--compare";
	for (int i = 0; i < n; i++) {
		const struct plan_option_info *p = &plan_options[g[i].k];
		if (p->implies)
			snprintf(args[i], sizeof args[i], "%s", p->option);
		else
			snprintf(args[i], sizeof args[i], "%s=%s", p->option, g[i].value);
		argv[argc++] = args[i];
	}
	char algo_arg[64];
	if (algo) {
		snprintf(algo_arg, sizeof algo_arg, "--algo=%s", algo);
		argv[argc++] = algo_arg;
	}
	argv[argc] = NULL;
	memset(o, 0, sizeof *o);
	o->mode = MODE_STEPPER;
	o->algos = algos;
	optind = 0;                     /* getopt starts afresh */
	/* Standard error into a file, to read the message back. */
	FILE *tmp = tmpfile();
	assert_non_null(tmp);
	fflush(stderr);
	int saved = dup(2);
	assert_true(saved >= 0);
	assert_true(dup2(fileno(tmp), 2) >= 0);
	int status = options_parse(argc, argv, o);
	fflush(stderr);
	assert_true(dup2(saved, 2) >= 0);
	close(saved);
	rewind(tmp);
	if (!fgets(err, (int)errlen, tmp))
		err[0] = '\0';
	err[strcspn(err, "\n")] = '\0';
	fclose(tmp);
	return status;
}

/* The same options as a lesson's keys: whether it loads, its plan, and
 * its message. */
static bool load_lesson(const struct given *g, int n, const char *algo, struct lesson *l,
			char *err, size_t errlen)
{
	char text[1024];
	snprintf(text, sizeof text, "title: t\ntree: %s\n", tree_file);
	for (int i = 0; i < n; i++)
		text_append(text, sizeof text, "%s: %s\n", plan_options[g[i].k].key, g[i].value);
	text_append(text, sizeof text, "algorithm: %s\nstop: end\n  x\n", algo ? algo : "pvs");
	return lesson_load_text(text, strlen(text), "t.lesson", l, err, errlen);
}

/* Every field of struct plan. */
static void assert_same_plan(const struct plan *a, const struct plan *b)
{
	assert_int_equal(a->limited, b->limited);
	assert_int_equal(a->depth, b->depth);
	assert_int_equal(a->id, b->id);
	assert_int_equal(a->no_pv_first, b->no_pv_first);
	assert_int_equal(a->aspiration, b->aspiration);
	assert_int_equal(a->tt_size, b->tt_size);
	assert_int_equal(a->tt_depth_preferred, b->tt_depth_preferred);
	assert_int_equal(a->tt_pv_ignore_exact, b->tt_pv_ignore_exact);
	assert_int_equal(a->root_last_null, b->root_last_null);
	assert_int_equal(a->root_delay_research, b->root_delay_research);
}

static void replace(char *s, size_t at, size_t n, const char *with)
{
	size_t w = strlen(with);
	memmove(s + at + w, s + at + n, strlen(s + at + n) + 1);
	memcpy(s + at, with, w);
}

/* A message with every option's name as "<key>", however spelled
 * ("--no-pv-first", "'pv-first: no'", "'tt:'"), and without where it was
 * given: "treestep: " and "--depth: " before a command line's reason,
 * "t.lesson:LINE:COLUMN: " before a lesson's. */
static void reason(const char *message, bool lesson, char *out, size_t len)
{
	const char *r = message;
	if (lesson)
		for (int colons = 0; colons < 3 && (r = strchr(r, ':')); colons++)
			r++;
	else if (strncmp(r, "treestep:", 9) == 0)
		r += 9;
	assert_non_null(r);
	snprintf(out, len, "%s", r + (*r == ' '));
	/* Longest first: --tt is the start of --tt-replace. */
	for (size_t longest = 32; longest > 0; longest--)
		for (int k = 0; k < PLAN_OPTION_COUNT; k++) {
			char name[64], *at;
			if (lesson) {
				snprintf(name, sizeof name, "'%s:", plan_options[k].key);
				if (strlen(name) != longest)
					continue;
				while ((at = strstr(out, name))) {
					char *end = strchr(at + strlen(name), '\'');
					assert_non_null(end);
					snprintf(name, sizeof name, "<%s>", plan_options[k].key);
					replace(out, (size_t)(at - out), (size_t)(end + 1 - at), name);
					snprintf(name, sizeof name, "'%s:", plan_options[k].key);
				}
			} else {
				snprintf(name, sizeof name, "%s", plan_options[k].option);
				if (strlen(name) != longest)
					continue;
				char key[64];
				snprintf(key, sizeof key, "<%s>", plan_options[k].key);
				while ((at = strstr(out, name)))
					replace(out, (size_t)(at - out), strlen(name), key);
			}
		}
	/* "<depth>: the depth must be ...": the command line's prefix. */
	if (!lesson && out[0] == '<') {
		char *colon = strstr(out, ">: ");
		if (colon)
			memmove(out, colon + 3, strlen(colon + 3) + 1);
	}
}

/* Each option alone (with the option it goes with), then all of them:
 * the command line and the lesson make the same plan. */
static void test_same_plan(void **state)
{
	(void)state;
	struct given g[PLAN_OPTION_COUNT + 1];
	int cases = 0;
	for (int k = -1; k < PLAN_OPTION_COUNT; k++) {
		const struct plan_option_info *o = k >= 0 ? &plan_options[k] : NULL;
		/* The values to try: a number's ends and middle, each word (as
		 * far as the command line can say it), or for k = -1 every
		 * option at once. */
		char values[3][32];
		int nvalues = 0;
		if (!o) {
			snprintf(values[nvalues++], sizeof values[0], "all");
		} else if (o->pair) {
			snprintf(values[nvalues++], sizeof values[0], "-1,1");
			snprintf(values[nvalues++], sizeof values[0], "-1000000,1000000");
			snprintf(values[nvalues++], sizeof values[0], "0,7");
		} else if (o->implies) {
			snprintf(values[nvalues++], sizeof values[0], "%s", o->implies);
		} else if (o->words[0]) {
			for (int w = 0; w < 2; w++)
				snprintf(values[nvalues++], sizeof values[0], "%s", o->words[w]);
		} else {
			snprintf(values[nvalues++], sizeof values[0], "%" PRIu64, o->min);
			snprintf(values[nvalues++], sizeof values[0], "%" PRIu64, o->max);
			snprintf(values[nvalues++], sizeof values[0], "%" PRIu64, (o->min + o->max) / 2);
		}
		for (int v = 0; v < nvalues; v++) {
			int n = 0;
			char buf[32];
			if (!o) {
				for (int i = 0; i < PLAN_OPTION_COUNT; i++)
					/* window and the root tricks do not go with id,
					 * guess is mtdf's alone */
					if (i != PLAN_WINDOW && i != PLAN_GUESS && i != PLAN_ROOT_LAST_NULL &&
					    i != PLAN_ROOT_DELAY)
						add(g, &n, i, on_value(i, buf, sizeof buf));
			} else {
				if (o->needs != PLAN_NONE)
					add(g, &n, o->needs, on_value(o->needs, buf, sizeof buf));
				add(g, &n, k, values[v]);
			}
			struct options opts;
			struct lesson l;
			char err[LOAD_ERROR_MAX];
			print_message("# %s %s\n", o ? o->key : "every option", values[v]);
			const char *algo = k == PLAN_GUESS ? "mtdf" : NULL;
			if (parse_command_line(g, n, algo, &opts, err, sizeof err) != 0)
				fail_msg("the command line: %s", err);
			if (!load_lesson(g, n, algo, &l, err, sizeof err))
				fail_msg("the lesson: %s", err);
			assert_same_plan(&opts.plan, &l.runs.plan);
			/* And the plan says what was given: written back as a
			 * lesson's keys (as --lesson-skeleton does), each value
			 * is the one given, or nothing for a default. */
			for (int i = 0; i < n; i++) {
				const struct plan_option_info *p = &plan_options[g[i].k];
				bool is_default = p->words[0] && strcmp(g[i].value, p->words[!p->on]) == 0;
				char back[32];
				assert_int_equal(plan_option_write(&l.runs.plan, g[i].k, back, sizeof back),
						 !is_default);
				if (!is_default)
					assert_string_equal(back, g[i].value);
			}
			lesson_free(&l);
			cases++;
		}
	}
	print_message("# %d plans\n", cases);
	assert_true(cases > PLAN_OPTION_COUNT);
}

/* The same mistake, on the command line and in a lesson: the same
 * reason, but for how each names the option and says where it was. */
static void check_same_error(const struct given *g, int n, const char *algo)
{
	struct options opts;
	struct lesson l;
	char cli[LOAD_ERROR_MAX], les[LOAD_ERROR_MAX], a[LOAD_ERROR_MAX], b[LOAD_ERROR_MAX];
	int status = parse_command_line(g, n, algo, &opts, cli, sizeof cli);
	if (status == 0) {
		/* What main.c does next: the plan must fit the tree and the
		 * algorithm. */
		struct tree t;
		char checked[LOAD_ERROR_MAX];
		load_text(&t, TREE);
		assert_false(plan_check(&opts.plan, &t, opts.algos[0], checked, sizeof checked));
		/* "SOURCE: " where the command line says "treestep: ". */
		size_t at = strlen(t.source);
		assert_memory_equal(checked, t.source, at);
		snprintf(cli, sizeof cli, "treestep%s", checked + at);
		tree_free(&t);
	} else {
		assert_int_equal(status, 2);
	}
	assert_false(load_lesson(g, n, algo, &l, les, sizeof les));
	reason(cli, false, a, sizeof a);
	reason(les, true, b, sizeof b);
	print_message("# %s\n# %s\n", cli, les);
	assert_string_equal(a, b);
}

static void test_same_errors(void **state)
{
	(void)state;
	int cases = 0;
	for (int k = 0; k < PLAN_OPTION_COUNT; k++) {
		const struct plan_option_info *o = &plan_options[k];
		struct given g[2];
		char buf[32];
		/* Values it does not take. */
		char bad[4][32];
		int nbad = 0;
		if (o->implies)
			nbad = 0;               /* the command line gives no value */
		else if (o->pair) {
			snprintf(bad[nbad++], sizeof bad[0], "1,1");
			snprintf(bad[nbad++], sizeof bad[0], "2,-1");
			snprintf(bad[nbad++], sizeof bad[0], "x");
			snprintf(bad[nbad++], sizeof bad[0], "-1000001,0");
		} else if (o->words[0])
			snprintf(bad[nbad++], sizeof bad[0], "maybe");
		else if (k == PLAN_GUESS) {     /* a value, negative or not */
			snprintf(bad[nbad++], sizeof bad[0], "x");
			snprintf(bad[nbad++], sizeof bad[0], "1000001");
			snprintf(bad[nbad++], sizeof bad[0], "-1000001");
			snprintf(bad[nbad++], sizeof bad[0], "0.001");
		} else {
			snprintf(bad[nbad++], sizeof bad[0], "x");
			snprintf(bad[nbad++], sizeof bad[0], "-1");
			snprintf(bad[nbad++], sizeof bad[0], "%" PRIu64, o->max + 1);
			if (o->min > 0)
				snprintf(bad[nbad++], sizeof bad[0], "%" PRIu64, o->min - 1);
		}
		for (int v = 0; v < nbad; v++) {
			int n = 0;
			if (o->needs != PLAN_NONE)
				add(g, &n, o->needs, on_value(o->needs, buf, sizeof buf));
			add(g, &n, k, bad[v]);
			check_same_error(g, n, k == PLAN_GUESS ? "mtdf" : NULL);
			cases++;
		}
		/* Without the option it goes with. */
		if (o->needs != PLAN_NONE) {
			int n = 0;
			add(g, &n, k, on_value(k, buf, sizeof buf));
			check_same_error(g, n, NULL);
			cases++;
		}
	}
	/* An algorithm the plan does not fit: aspiration without a window. */
	struct given g[2];
	int n = 0;
	char buf[32];
	add(g, &n, PLAN_ID, "yes");
	add(g, &n, PLAN_ASPIRATION, on_value(PLAN_ASPIRATION, buf, sizeof buf));
	for (int a = 0; a < algorithm_count; a++)
		if (algorithms[a].no_window) {
			check_same_error(g, n, algorithms[a].name);
			cases++;
		}
	/* A window given for the root: not for minimax, not with --id. */
	n = 0;
	add(g, &n, PLAN_WINDOW, on_value(PLAN_WINDOW, buf, sizeof buf));
	check_same_error(g, n, "minimax");
	add(g, &n, PLAN_ID, "yes");
	check_same_error(g, n, NULL);
	cases += 2;
	/* MTD(f)'s guess: not for SSS* or alpha-beta; MTD(f) and SSS* keep
	 * their own null windows: no --strict, --window or --aspiration. */
	n = 0;
	add(g, &n, PLAN_GUESS, "3");
	check_same_error(g, n, "sss");
	check_same_error(g, n, "alphabeta");
	n = 0;
	add(g, &n, PLAN_STRICT, "yes");
	check_same_error(g, n, "mtdf");
	n = 0;
	add(g, &n, PLAN_WINDOW, on_value(PLAN_WINDOW, buf, sizeof buf));
	check_same_error(g, n, "sss");
	n = 0;
	add(g, &n, PLAN_ID, "yes");
	add(g, &n, PLAN_ASPIRATION, on_value(PLAN_ASPIRATION, buf, sizeof buf));
	check_same_error(g, n, "mtdf");
	cases += 5;
	print_message("# %d mistakes\n", cases);
	assert_true(cases > PLAN_OPTION_COUNT);
}

static int write_tree(void **state)
{
	(void)state;
	snprintf(tree_file, sizeof tree_file, "/tmp/treestep-options-XXXXXX");
	int fd = mkstemp(tree_file);
	if (fd < 0 || write(fd, TREE "\n", strlen(TREE) + 1) != (ssize_t)strlen(TREE) + 1)
		return -1;
	return close(fd);
}

static int remove_tree(void **state)
{
	(void)state;
	return unlink(tree_file);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_same_plan),
		cmocka_unit_test(test_same_errors),
	};
	return cmocka_run_group_tests(tests, write_tree, remove_tree);
}
