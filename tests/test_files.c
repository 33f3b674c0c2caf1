/* test_files.c - the command line's numbers are read strictly (parse.c),
 * and a file is written whole or not at all (files.c). */
#include <config.h>

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "tree/files.h"
#include "tree/parse.h"
#include "testlib.h"

static bool number(const char *text, uint64_t min, uint64_t max, uint64_t *out)
{
	char err[200];
	return parse_number("N", text, strlen(text), min, max, out, err, sizeof err);
}

static void test_numbers(void **state)
{
	uint64_t v = 0;
	char err[200];
	(void)state;
	assert_true(number("0", 0, 10, &v));
	assert_int_equal(v, 0);
	assert_true(number("007", 0, 10, &v));
	assert_int_equal(v, 7);
	assert_true(number("18446744073709551615", 0, UINT64_MAX, &v));
	assert_true(v == UINT64_MAX);
	/* Overflow, however it would wrap. */
	assert_false(number("18446744073709551616", 0, UINT64_MAX, &v));
	assert_false(number("4294967298", 1, 64, &v));
	assert_false(number("123456789012345678901234", 0, UINT64_MAX, &v));
	/* Anything but digits: sign, space, trailing garbage, nothing. */
	const char *bad[] = { "", "-1", "+1", " 1", "1 ", "1x", "0x10", "1e3", "1.0", "-0" };
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
		assert_false(number(bad[i], 0, 100, &v));
	/* The range, both ends. */
	assert_false(number("0", 1, 64, &v));
	assert_false(number("65", 1, 64, &v));
	assert_true(number("64", 1, 64, &v));
	/* Only len characters are read. */
	assert_true(parse_number("N", "12,5", 2, 0, 100, &v, err, sizeof err));
	assert_int_equal(v, 12);
	/* The message states the range and quotes what was typed. */
	assert_false(parse_number("the depth", "31", 2, 0, 30, &v, err, sizeof err));
	assert_string_equal(err, "the depth must be a whole number from 0 to 30, not '31'");
}

static void test_probabilities(void **state)
{
	double p = -1;
	(void)state;
	assert_true(parse_probability("0", &p));
	assert_true(p == 0);
	assert_true(parse_probability("1", &p));
	assert_true(p == 1);
	assert_true(parse_probability(".5", &p));
	assert_true(p == 0.5);
	assert_true(parse_probability("0.25", &p));
	assert_true(p == 0.25);
	const char *bad[] = { "", ".", "1.5", "2", "-0", "+0.5", " 0.5", "0.5 ", "nan", "inf",
			      "0x.8", "1e-1", "0.5.1", "0,5" };
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
		assert_false(parse_probability(bad[i], &p));
}

/* ---- files_write_atomic -------------------------------------------------- */

static bool write_text(FILE *out, void *ctx, char *err, size_t errlen)
{
	(void)err, (void)errlen;
	fputs(ctx, out);
	return true;
}

/* Writes half, then gives up, as a writer that finds a problem late does. */
static bool give_up(FILE *out, void *ctx, char *err, size_t errlen)
{
	(void)ctx;
	fputs("half a file", out);
	snprintf(err, errlen, "gave up");
	return false;
}

static char *slurp(const char *path)
{
	static char buf[256];
	FILE *f = fopen(path, "r");
	assert_non_null(f);
	size_t n = fread(buf, 1, sizeof buf - 1, f);
	buf[n] = '\0';
	fclose(f);
	return buf;
}

static int entries(const char *dir)
{
	int n = 0;
	DIR *d = opendir(dir);
	assert_non_null(d);
	for (struct dirent *e; (e = readdir(d));)
		n += strcmp(e->d_name, ".") != 0 && strcmp(e->d_name, "..") != 0;
	closedir(d);
	return n;
}

static void test_write_atomic(void **state)
{
	char dir[] = "/tmp/treestep-files.XXXXXX", path[64], err[512];
	(void)state;
	assert_non_null(mkdtemp(dir));
	snprintf(path, sizeof path, "%s/out.txt", dir);

	/* A new file, then one replaced whole, keeping its permissions. */
	assert_true(files_write_atomic(path, write_text, "first\n", err, sizeof err));
	assert_string_equal(slurp(path), "first\n");
	assert_int_equal(chmod(path, 0640), 0);
	assert_true(files_write_atomic(path, write_text, "second\n", err, sizeof err));
	assert_string_equal(slurp(path), "second\n");
	struct stat st;
	assert_int_equal(stat(path, &st), 0);
	assert_int_equal(st.st_mode & 0777, 0640);

	/* A writer that gives up leaves the old file and no temporary one. */
	assert_false(files_write_atomic(path, give_up, NULL, err, sizeof err));
	assert_string_equal(err, "gave up");
	assert_string_equal(slurp(path), "second\n");
	assert_int_equal(entries(dir), 1);

	/* What can be checked is checked before anything is made. */
	assert_false(files_check_writable(dir, err, sizeof err));
	assert_false(files_write_atomic(dir, write_text, "x", err, sizeof err));
	assert_true(strstr(err, ": cannot write: Is a directory") != NULL);
	assert_false(files_write_atomic("", write_text, "x", err, sizeof err));
	assert_false(files_write_atomic("/no/such/dir/x", write_text, "x", err, sizeof err));
	assert_string_equal(err, "/no/such/dir/x: cannot write: No such file or directory");
	assert_int_equal(entries(dir), 1);

	/* /dev/full: written directly, and the failure is caught. */
	assert_false(files_write_atomic("/dev/full", write_text, "x", err, sizeof err));
	assert_string_equal(err, "/dev/full: cannot write: No space left on device");

	unlink(path);
	rmdir(dir);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_numbers),
		cmocka_unit_test(test_probabilities),
		cmocka_unit_test(test_write_atomic),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
