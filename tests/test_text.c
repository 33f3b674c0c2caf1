/* test_text.c - the words every output shares (text.h): wrapping, and
 * lists written out from the tables. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testlib.h"
#include "words/text.h"

/* A value prints with the decimals it needs, up to its tree's: the same
 * number of units reads differently in trees of 0, 1 and 2 decimals,
 * and the window bounds stay +inf and -inf, a unit past them counted in
 * the tree's units. */
static void test_decimal_scores(void **state)
{
	(void)state;
	static const struct { int decimals, v; const char *want; } cases[] = {
		{ 0, 499, "499" }, { 1, 499, "49.9" }, { 2, 499, "4.99" },
		{ 2, -301, "-3.01" }, { 2, 250, "2.5" }, { 2, 300, "3" }, { 2, -50, "-0.5" },
		{ 2, -5, "-0.05" }, { 2, 0, "0" }, { 1, -10, "-1" }, { 1, 5, "0.5" },
		{ 2, 100000000, "1000000" }, { 2, -99999999, "-999999.99" },
		{ 0, INF, "+inf" }, { 2, INF, "+inf" }, { 2, -INF, "-inf" },
		{ 2, INF + 1, "+inf+0.01" }, { 2, -INF + 1, "-inf+0.01" },
		{ 0, -INF + 1, "-inf+1" }, { 1, INF - 20, "+inf-2" },
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		struct tree t = { .decimals = cases[i].decimals };
		char got[32];
		text_score(got, sizeof got, &t, cases[i].v);
		if (strcmp(got, cases[i].want) != 0)
			fail_msg("%d units, %d decimals: \"%s\", not \"%s\"", cases[i].v,
				 cases[i].decimals, got, cases[i].want);
		/* tree_format_value says how long it is, as snprintf does. */
		if (cases[i].v >= -100 * VALUE_LIMIT && cases[i].v <= 100 * VALUE_LIMIT)
			assert_int_equal(tree_format_value(NULL, 0, cases[i].decimals, cases[i].v),
					 (int)strlen(cases[i].want));
	}
	struct tree t = { .decimals = 2 };
	char w[48];
	text_window(w, sizeof w, &t, 499, 500);
	assert_string_equal(w, "(4.99, 5)");
	text_bounded(w, sizeof w, &t, BOUND_LOWER, 450);
	assert_string_equal(w, ">=4.5");
}

/* The textbook's symbols replace whole words only, in English and in
 * Spanish: the names of the algorithms and a node named "info" stay. */
static void test_symbols(void **state)
{
	(void)state;
	static const struct { const char *in, *want; } cases[] = {
		{ "window (alpha, beta): >=5, <=3, +inf", "window (\xce\xb1, \xce\xb2): \xe2\x89\xa5" "5, "
		  "\xe2\x89\xa4" "3, +\xe2\x88\x9e" },
		{ "ventana (alfa, beta): alfa es", "ventana (\xce\xb1, \xce\xb2): \xce\xb1 es" },
		{ "alpha-beta, alfa-beta, Alfa-beta, info, alfalfa", "alpha-beta, alfa-beta, Alfa-beta, info, alfalfa" },
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		char got[128];
		text_symbols(cases[i].in, got, sizeof got);
		assert_string_equal(got, cases[i].want);
	}
}

/* The lines text_wrap_line makes of text at width, joined with '|'. */
static void wrap(const char *text, int width, char *out, size_t len)
{
	out[0] = '\0';
	int lines = 0;
	for (const char *s = text, *next; *s || lines == 0; s = next) {
		size_t n = text_wrap_line(s, width, &next);
		text_append(out, len, "%s%.*s", lines ? "|" : "", (int)n, s);
		lines++;
		if (!*s)
			break;
	}
	assert_int_equal(text_wrap_count(text, width), lines);
}

/* text_append cut short keeps whole UTF-8 characters: "última" (ú is two
 * bytes) cut after its first byte loses the whole ú, and a cut inside "≥"
 * (three bytes) loses all three. */
static void test_append_cut_utf8(void **state)
{
	(void)state;
	char buf[8] = "[";
	text_append(buf, 2 + 1, "%s", "\xc3\xbaltima");   /* room for "[" and one byte */
	assert_string_equal(buf, "[");
	char buf2[8] = "ab";
	text_append(buf2, 5, "%s", "\xe2\x89\xa5x");      /* room for two of its three bytes */
	assert_string_equal(buf2, "ab");
	char buf3[8] = "";
	text_append(buf3, sizeof buf3, "%s", "\xc3\xbaltima!");   /* 8 bytes: the "!" is cut */
	assert_string_equal(buf3, "\xc3\xbaltima");
	char buf4[16] = "";
	text_append(buf4, sizeof buf4, "%s", "\xc3\xba");   /* not cut: left as it is */
	assert_string_equal(buf4, "\xc3\xba");
}

static void test_wrap(void **state)
{
	(void)state;
	static const struct { const char *text; int width; const char *lines; } cases[] = {
		{ "", 10, "" },
		{ "short", 10, "short" },
		{ "aaa bbb ccc", 7, "aaa bbb|ccc" },
		/* A line exactly as wide as the width, and then a space. */
		{ "aaaa bbbb", 4, "aaaa|bbbb" },
		{ "aaa bbbb", 4, "aaa|bbbb" },
		/* A word longer than a line is cut at the width. */
		{ "abcdefghij", 4, "abcd|efgh|ij" },
		{ "ab abcdefghij", 4, "ab|abcd|efgh|ij" },
		/* Spaces inside a line stay; those a line ends at go. */
		{ "a  b cc", 4, "a  b|cc" },
		{ "a b    c", 3, "a b|c" },
		/* Characters, not bytes: each of these symbols is three bytes. */
		{ "\xe2\x89\xa5\xe2\x89\xa5\xe2\x89\xa5 \xe2\x89\xa5\xe2\x89\xa5", 3,
		  "\xe2\x89\xa5\xe2\x89\xa5\xe2\x89\xa5|\xe2\x89\xa5\xe2\x89\xa5" },
		{ "\xce\xb1\xce\xb1\xce\xb1\xce\xb1\xce\xb1", 2, "\xce\xb1\xce\xb1|\xce\xb1\xce\xb1|\xce\xb1" },
		/* Below one character a line, one character a line. */
		{ "ab", 0, "a|b" },
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		char got[256];
		wrap(cases[i].text, cases[i].width, got, sizeof got);
		print_message("# '%s' at %d\n", cases[i].text, cases[i].width);
		assert_string_equal(got, cases[i].lines);
	}
}

/* On random words: no line is wider than the width, no word is split
 * unless it is wider than a line, and nothing is lost but the spaces the
 * lines end at. */
static void test_wrap_random(void **state)
{
	(void)state;
	uint64_t seed = 28;
	for (int k = 0; k < 2000; k++) {
		char text[200];
		int len = rng_range(&seed, 0, (int)sizeof text - 1);
		for (int i = 0; i < len; i++)
			text[i] = rng_range(&seed, 0, 3) == 0 ? ' ' : (char)('a' + rng_range(&seed, 0, 25));
		text[len] = '\0';
		int width = rng_range(&seed, 1, 30);
		char kept[200] = "";
		size_t o = 0;
		for (const char *s = text, *next; *s; s = next) {
			size_t n = text_wrap_line(s, width, &next);
			assert_true(n <= (size_t)width);
			assert_true(n > 0 || *s == ' ');
			memcpy(kept + o, s, n);
			o += n;
			/* A cut inside a word: the line has no space to end at. */
			if (s[n] && s[n] != ' ' && n > 0 && s[n - 1] != ' ')
				assert_null(memchr(s + 1, ' ', n - 1));
			for (const char *p = s + n; p < next; p++)
				assert_int_equal(*p, ' ');
		}
		kept[o] = '\0';
		char squeezed[200];
		size_t q = 0;
		for (int i = 0; i < len; i++)
			if (text[i] != ' ')
				squeezed[q++] = text[i];
		squeezed[q] = '\0';
		/* Every letter is kept, in order. */
		char letters[200];
		size_t m = 0;
		for (size_t i = 0; i < o; i++)
			if (kept[i] != ' ')
				letters[m++] = kept[i];
		letters[m] = '\0';
		assert_string_equal(letters, squeezed);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_decimal_scores),
		cmocka_unit_test(test_symbols),
		cmocka_unit_test(test_append_cut_utf8),
		cmocka_unit_test(test_wrap),
		cmocka_unit_test(test_wrap_random),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
