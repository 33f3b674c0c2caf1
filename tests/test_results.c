/* test_results.c - the --results file: rows of any length, appended
 * whole or not at all (results.c, files_append in files.c), and a
 * practice's rows: one for each question answered, none for the rest
 * (practice_record in practice.c). */
#include <config.h>

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "tree/files.h"
#include "tree/load.h"
#include "teach/practice.h"
#include "teach/results.h"
#include "testlib.h"

static char dir[] = "/tmp/treestep-results.XXXXXX";
static char path[128];

static int setup(void **state)
{
	(void)state;
	strcpy(dir, "/tmp/treestep-results.XXXXXX");
	if (!mkdtemp(dir))
		return -1;
	snprintf(path, sizeof path, "%s/r.csv", dir);
	return 0;
}

static int teardown(void **state)
{
	char cmd[160];
	(void)state;
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
	return system(cmd) == 0 ? 0 : -1;
}

/* The whole file, malloc'd. */
static char *slurp(const char *file)
{
	FILE *f = fopen(file, "r");
	assert_non_null(f);
	size_t cap = 1 << 16, n = 0;
	char *buf = malloc(cap);
	assert_non_null(buf);
	for (size_t k; (k = fread(buf + n, 1, cap - 1 - n, f)) > 0;) {
		n += k;
		if (n + 1 == cap)
			assert_non_null(buf = realloc(buf, cap *= 2));
	}
	buf[n] = '\0';
	fclose(f);
	return buf;
}

static void write_file(const char *file, const char *text)
{
	FILE *f = fopen(file, "w");
	assert_non_null(f);
	fputs(text, f);
	assert_int_equal(fclose(f), 0);
}

static char *repeat(char c, size_t n)
{
	char *s = malloc(n + 1);
	assert_non_null(s);
	memset(s, c, n);
	s[n] = '\0';
	return s;
}

static void test_rows(void **state)
{
	(void)state;
	struct results r = { .path = path };
	const char *a[RESULTS_FIELDS] = { "t", "ann", "practice 7", "pvs", "is N1 visited?",
					  "yes", "yes", "correct" };
	/* A double quote is doubled; a comma stays inside its quotes. */
	const char *b[RESULTS_FIELDS] = { "t", "Ann \"the\" Brave, Jr.", "L", "pvs", "q", "", "5",
					  "wrong" };
	assert_true(results_add(&r, a));
	assert_true(results_add(&r, b));
	assert_true(results_write(&r));
	char *text = slurp(path);
	assert_string_equal(text,
			    "\"t\",\"ann\",\"practice 7\",\"pvs\",\"is N1 visited?\",\"yes\",\"yes\",\"correct\"\n"
			    "\"t\",\"Ann \"\"the\"\" Brave, Jr.\",\"L\",\"pvs\",\"q\",\"\",\"5\",\"wrong\"\n");
	free(text);
	results_free(&r);
}

/* The row's cell for one field. */
static char *cell(const char *field)
{
	struct results r = { .path = path };
	const char *f[RESULTS_FIELDS] = { "t", "n", "s", "a", "q", "g", "w", field };
	assert_true(results_add(&r, f));
	assert_true(r.len >= 30);
	char *c = strndup(r.rows + 28, r.len - 28 - 1);       /* after "t",...,"w", */
	results_free(&r);
	return c;
}

/* A cell a spreadsheet would run as a formula starts with a single
 * quote, in every field; a plain integer stays a number. */
static void test_formulas(void **state)
{
	(void)state;
	static const struct { const char *field, *cell; } cases[] = {
		{ "=HYPERLINK(\"http://evil.example/\",\"x\")",
		  "\"'=HYPERLINK(\"\"http://evil.example/\"\",\"\"x\"\")\"" },
		{ "@SUM(1+1)*cmd|' /C calc'!A0", "\"'@SUM(1+1)*cmd|' /C calc'!A0\"" },
		{ "+1+1", "\"'+1+1\"" },
		{ "-1+1", "\"'-1+1\"" },
		{ "\t=1", "\"'\t=1\"" },
		{ "\r=1", "\"'\r=1\"" },
		{ "=5", "\"'=5\"" },
		{ "-", "\"'-\"" },
		{ "+3", "\"'+3\"" },
		{ "-3.5", "\"'-3.5\"" },
		{ "--3", "\"'--3\"" },
		/* Data: plain integers, and formulas' characters further in. */
		{ "-3", "\"-3\"" },
		{ "-0", "\"-0\"" },
		{ "17", "\"17\"" },
		{ ">=6", "\">=6\"" },
		{ "a=b", "\"a=b\"" },
		{ " =1", "\" =1\"" },
		{ "", "\"\"" },
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		char *c = cell(cases[i].field);
		assert_string_equal(c, cases[i].cell);
		free(c);
	}
	/* Every field, not only the name. */
	struct results r = { .path = path };
	const char *f[RESULTS_FIELDS] = { "=1", "=2", "=3", "=4", "=5", "=6", "-7", "=8" };
	assert_true(results_add(&r, f));
	assert_true(results_write(&r));
	char *text = slurp(path);
	assert_string_equal(text, "\"'=1\",\"'=2\",\"'=3\",\"'=4\",\"'=5\",\"'=6\",\"-7\",\"'=8\"\n");
	free(text);
	results_free(&r);
}

/* A name of 5,000 characters and a title of 4,500 (where a buffer of
 * 4 KiB once cut rows short, with no closing quote and no newline) make
 * one long row, whole. */
static void test_long_row(void **state)
{
	(void)state;
	char *name = repeat('n', 5000), *title = repeat('t', 4500);
	struct results r = { .path = path };
	const char *f[RESULTS_FIELDS] = { "t", name, title, "pvs", "q", "a", "b", "correct" };
	assert_true(results_add(&r, f));
	assert_true(results_write(&r));
	char *text = slurp(path), *want = malloc(16000);
	assert_non_null(want);
	snprintf(want, 16000, "\"t\",\"%s\",\"%s\",\"pvs\",\"q\",\"a\",\"b\",\"correct\"\n", name,
		 title);
	assert_string_equal(text, want);
	free(want);
	free(text);
	free(name);
	free(title);
	results_free(&r);
}

/* The file size limit (ulimit -f) makes a real short write without a
 * full disk: the first write stops at the limit, the next fails.  What
 * was written is cut off again, and the file is as it was. */
static void test_short_write_undone(void **state)
{
	(void)state;
	char why[320];
	write_file(path, "\"earlier\",\"row\"\n");
	char *row = repeat('x', 5000);
	row[4999] = '\n';
	struct rlimit old, lim;
	assert_int_equal(getrlimit(RLIMIT_FSIZE, &old), 0);
	lim = old;
	lim.rlim_cur = 1000;
	assert_int_equal(setrlimit(RLIMIT_FSIZE, &lim), 0);
	/* Past the limit a write raises SIGXFSZ, whose default ends the
	 * process: files_append must ignore it, or this test dies here. */
	bool ok = files_append(path, row, 5000, why, sizeof why);
	assert_int_equal(setrlimit(RLIMIT_FSIZE, &old), 0);
	assert_false(ok);
	assert_string_equal(why, strerror(EFBIG));
	char *text = slurp(path);
	assert_string_equal(text, "\"earlier\",\"row\"\n");
	free(text);

	/* The same through results: every row of the batch is counted. */
	struct results r = { .path = path };
	const char *f[RESULTS_FIELDS] = { "t", row, "s", "pvs", "q", "a", "b", "correct" };
	assert_true(results_add(&r, f));
	assert_true(results_add(&r, f));
	assert_int_equal(setrlimit(RLIMIT_FSIZE, &lim), 0);
	ok = results_write(&r);
	assert_int_equal(setrlimit(RLIMIT_FSIZE, &old), 0);
	assert_false(ok);
	assert_int_equal(r.lost, 2);
	assert_string_equal(r.why, strerror(EFBIG));
	text = slurp(path);
	assert_string_equal(text, "\"earlier\",\"row\"\n");
	free(text);
	/* The next rows, once there is room, are whole and on their own line. */
	const char *g[RESULTS_FIELDS] = { "t", "bo", "s", "pvs", "q", "a", "b", "wrong" };
	assert_true(results_add(&r, g));
	assert_true(results_write(&r));
	assert_int_equal(r.lost, 2);
	text = slurp(path);
	assert_string_equal(text, "\"earlier\",\"row\"\n"
			    "\"t\",\"bo\",\"s\",\"pvs\",\"q\",\"a\",\"b\",\"wrong\"\n");
	free(text);
	results_free(&r);
	free(row);
}

/* Rows are only ever appended: the file is never truncated. */
static void test_appends(void **state)
{
	(void)state;
	char why[320];
	write_file(path, "first\n");
	assert_true(files_append(path, "second\n", 7, why, sizeof why));
	assert_true(files_append(path, "third\n", 6, why, sizeof why));
	char *text = slurp(path);
	assert_string_equal(text, "first\nsecond\nthird\n");
	free(text);
}

/* A name is one line of UTF-8 text with no control character. */
static void test_names(void **state)
{
	(void)state;
	char what[64];
	assert_int_equal(results_name_unsafe_at("Zoë Ωmega 李", what, sizeof what),
			 strlen("Zoë Ωmega 李"));
	assert_int_equal(results_name_unsafe_at("", what, sizeof what), 0);
	static const struct { const char *name; size_t at; const char *what; } bad[] = {
		{ "ab\033[31m", 2, "control character U+001B" },
		{ "ann\nbo", 3, "control character U+000A" },
		{ "a\rb", 1, "control character U+000D" },
		{ "a\tb", 1, "control character U+0009" },
		{ "x\177", 1, "control character U+007F" },
		{ "\302\2332J", 0, "control character U+009B" },
		{ "ab\377", 2, "byte 0xff that is not UTF-8" },
	};
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		assert_int_equal(results_name_unsafe_at(bad[i].name, what, sizeof what), bad[i].at);
		assert_string_equal(what, bad[i].what);
	}
}

/* The rows of the file, each without its first field (the time). */
static char *rows_after_time(const char *file)
{
	char *text = slurp(file), *out = malloc(strlen(text) + 1), *o = out;
	assert_non_null(out);
	for (char *line = text, *end; *line; line = end + 1) {
		end = strchr(line, '\n');
		assert_non_null(end);
		const char *rest = strstr(line, "\",\"");
		assert_true(rest && rest < end);
		memcpy(o, rest + 2, (size_t)(end - rest - 1));
		o += end - rest - 1;
	}
	*o = '\0';
	free(text);
	return out;
}

/* A practice writes a row for each question answered and for no other:
 * nothing answered, no row; a value and a mark, the rows they answer. */
static void test_practice_rows(void **state)
{
	(void)state;
	char err[256];
	struct practice p;
	/* --random 2,3,7: (((19 6) (0 20)) ((1 6) (18 12))), where alphabeta
	 * enters every node but N6 and the leaves N13 and N14 below it
	 * (N2's cutoff prunes N6), and N2 returns <=19 (treestep --trace). */
	struct practice_deal d = { .branch_min = 2, .branch_max = 2, .depth_min = 3, .depth_max = 3,
				   .lo = 0, .hi = 20, .seed = 7, .ask = 0 };
	assert_true(practice_start(&p, &d, algorithm_find("alphabeta"), err, sizeof err));
	struct results r = { .path = path, .student = "ann" };
	write_file(path, "");
	practice_grade(&p);
	assert_int_equal(practice_record(&p, &r), 0);
	assert_int_equal(r.pending, 0);
	assert_true(results_write(&r));
	char *text = slurp(path);
	assert_string_equal(text, "");
	free(text);
	/* N2's value, and N6 marked (N13 and N14 too, which changes
	 * nothing): that N2 is entered, which of its children are, and what
	 * it returns; nothing about N1, nor the leaves below N6. */
	p.graded = false;
	snprintf(p.answer[find_node(&p.tree, "N2")], PRACTICE_ANSWER_MAX, "19");
	p.never[find_node(&p.tree, "N6")] = 1;
	p.never[find_node(&p.tree, "N13")] = 1;
	p.never[find_node(&p.tree, "N14")] = 1;
	practice_grade(&p);
	assert_int_equal(practice_record(&p, &r), 4);
	assert_true(results_write(&r));
	text = rows_after_time(path);
	assert_string_equal(text,
			    "\"ann\",\"practice 7\",\"alphabeta\",\"is N2 visited?\",\"yes\",\"yes\",\"correct\"\n"
			    "\"ann\",\"practice 7\",\"alphabeta\",\"is N5 visited?\",\"yes\",\"yes\",\"correct\"\n"
			    "\"ann\",\"practice 7\",\"alphabeta\",\"is N6 visited?\",\"no\",\"no\",\"correct\"\n"
			    "\"ann\",\"practice 7\",\"alphabeta\",\"what does N2 return?\",\"19\",\"<=19\",\"wrong\"\n");
	free(text);
	results_free(&r);
	practice_free(&p);
}

/* What results_add writes, results_parse reads back as it was: quotes
 * doubled and undone, a formula's single quote put in and taken off, a
 * plain number and a name that itself begins with a single quote left
 * alone. */
static void test_read_back(void **state)
{
	(void)state;
	struct results r = { .path = path };
	const char *rows[2][RESULTS_FIELDS] = {
		{ "t1", "=HYPERLINK(\"x\")", "Lesson \"one\", part 2", "pvs", "N10?", "-3", "'-x",
		  "correct" },
		{ "t2", "'ann", "practice 7", "alphabeta", "+N1", "@a", "\t=1", "wrong" },
	};
	assert_true(results_add(&r, rows[0]));
	assert_true(results_add(&r, rows[1]));
	assert_true(results_write(&r));
	results_free(&r);
	char *text = slurp(path);
	/* The formulas are quoted; the number is not. */
	assert_non_null(strstr(text, "\"'=HYPERLINK(\"\"x\"\")\""));
	assert_non_null(strstr(text, ",\"-3\","));
	struct results_table t;
	char err[256];
	assert_true(results_parse(text, path, &t, err, sizeof err));
	assert_int_equal(t.n, 2);
	for (int i = 0; i < 2; i++) {
		assert_int_equal(t.rows[i].line, i + 1);
		for (int k = 0; k < RESULTS_FIELDS; k++)
			assert_string_equal(t.rows[i].field[k], rows[i][k]);
	}
	results_table_free(&t);
	free(text);
}

/* A line that is not a row is refused whole, at its line and column; a
 * blank line is no row, and unquoted fields are read too (a spreadsheet
 * saves them so). */
static void test_read_errors(void **state)
{
	(void)state;
	static const struct {
		const char *text, *message;
	} cases[] = {
		{ "a,b,c,d,e,f,g,correct\n\n\"a\",\"b\",\"c\",\"d\",\"e\",\"f\",\"g\",\"wrong\"", NULL },
		{ "a,b,c,d,e,f,g,correct\n\"a\",\"b\",\"c", "r.csv:2:11: the line ends inside" },
		{ "a,b,c,d,e,f,g\n", "r.csv:1:14: a row has 8 fields (time," },
		{ "a,b,c,d,e,f,g,correct,x\n", "r.csv:1:22: a row has 8 fields, and this line has more" },
		{ "a,b,c,d,e,f,g,maybe\n", "r.csv:1:15: the last field is the verdict" },
		{ "a,b\"c,d\n", "r.csv:1:4: a double quote inside a field" },
		{ "\"a\"b,c\n", "r.csv:1:4: a quoted field goes on after" },
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		struct results_table t;
		char err[256] = "", *text = strdup(cases[i].text);
		bool ok = results_parse(text, "r.csv", &t, err, sizeof err);
		if (!cases[i].message) {
			if (!ok)
				fail_msg("case %zu: %s", i, err);
			assert_int_equal(t.n, 2);
			assert_int_equal(t.rows[1].line, 3);
			assert_string_equal(t.rows[1].field[7], "wrong");
			results_table_free(&t);
		} else {
			assert_false(ok);
			if (strncmp(err, cases[i].message, strlen(cases[i].message)) != 0)
				fail_msg("case %zu: '%s', not '%s...'", i, err, cases[i].message);
		}
		free(text);
	}
}

/* --results-summary reads under a shared lock: a reader that comes while
 * a row is half appended (under files_append's exclusive lock) waits, and
 * reads the row whole.  Without the lock the reader, in another process,
 * would read the half row during the pause. */
static void test_read_waits_for_append(void **state)
{
	(void)state;
	const char *row = "\"t\",\"ann\",\"practice 7\",\"pvs\",\"q?\",\"a\",\"a\",\"correct\"\n";
	size_t len = strlen(row), half = len / 2;
	int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
	assert_true(fd >= 0);
	struct flock lock = { .l_type = F_WRLCK, .l_whence = SEEK_SET, .l_start = 0, .l_len = 0 };
	assert_int_equal(fcntl(fd, F_SETLKW, &lock), 0);
	assert_int_equal(write(fd, row, half), (ssize_t)half);
	pid_t child = fork();
	assert_true(child >= 0);
	if (child == 0) {
		char *text, err[256];
		size_t got;
		bool ok = load_read_file_shared(path, 1 << 20, &text, &got, err, sizeof err);
		_exit(ok && got == len && memcmp(text, row, len) == 0 ? 0 : 1);
	}
	usleep(300 * 1000);
	assert_int_equal(write(fd, row + half, len - half), (ssize_t)(len - half));
	close(fd);              /* and with it the lock */
	int status;
	assert_int_equal(waitpid(child, &status, 0), child);
	assert_true(WIFEXITED(status));
	assert_int_equal(WEXITSTATUS(status), 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_rows, setup, teardown),
		cmocka_unit_test_setup_teardown(test_formulas, setup, teardown),
		cmocka_unit_test_setup_teardown(test_long_row, setup, teardown),
		cmocka_unit_test_setup_teardown(test_short_write_undone, setup, teardown),
		cmocka_unit_test_setup_teardown(test_appends, setup, teardown),
		cmocka_unit_test(test_names),
		cmocka_unit_test_setup_teardown(test_practice_rows, setup, teardown),
		cmocka_unit_test_setup_teardown(test_read_back, setup, teardown),
		cmocka_unit_test(test_read_errors),
		cmocka_unit_test_setup_teardown(test_read_waits_for_append, setup, teardown),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
