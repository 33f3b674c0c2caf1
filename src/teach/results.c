/* results.c - the --results file (see results.h). */
#include <config.h>

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "tree/files.h"
#include "tree/load.h"
#include "teach/results.h"

/* Makes room for n more bytes of rows.  The buffer grows as far as
 * memory goes: a long name or lesson title makes a long row, never a
 * row cut short. */
static bool reserve(struct results *r, size_t n)
{
	if (n <= r->cap - r->len)
		return true;
	if (n > SIZE_MAX / 2 - r->len)
		return false;
	size_t cap = r->cap ? r->cap : 256;
	while (cap - r->len < n)
		cap *= 2;
	char *rows = realloc(r->rows, cap);
	if (!rows)
		return false;
	r->rows = rows;
	r->cap = cap;
	return true;
}

static void put(struct results *r, const char *s, size_t n)
{
	memcpy(r->rows + r->len, s, n);
	r->len += n;
}

/* A spreadsheet that opens the file reads a cell that starts with =, +,
 * - or @ as a formula, and runs it: a student named
 * =HYPERLINK("http://evil.example/","x") would put a link, or worse, in
 * the teacher's sheet.  A tab or a carriage return first can hide one.
 * Such a cell gets a single quote in front, as OWASP recommends ("CSV
 * injection"), which a spreadsheet shows as text.  A plain integer such
 * as -3 (digits, with or without a minus sign), what a node returns, is
 * data and no formula: it stays as it is, so that the class's numbers
 * stay numbers. */
static bool looks_like_formula(const char *s)
{
	if (*s == '\0' || !strchr("=+-@\t\r", *s))
		return false;
	const char *digits = s + (*s == '-');
	return *digits == '\0' || strspn(digits, "0123456789") != strlen(digits);
}

/* A field in double quotes, with each double quote in it doubled (RFC
 * 4180).  The room for it is reserved first: at most twice its length
 * and the quotes, the single quote and the comma around it. */
static bool put_field(struct results *r, const char *s, bool last)
{
	size_t n = strlen(s);
	if (n > SIZE_MAX / 2 - 5 || !reserve(r, 2 * n + 5))
		return false;
	put(r, "\"'", looks_like_formula(s) ? 2 : 1);
	for (const char *q; (q = strchr(s, '"')); s = q + 1) {
		put(r, s, (size_t)(q - s) + 1);
		put(r, "\"", 1);
	}
	put(r, s, strlen(s));
	put(r, last ? "\"\n" : "\",", 2);
	return true;
}

bool results_add(struct results *r, const char *const fields[RESULTS_FIELDS])
{
	size_t start = r->len;
	for (int i = 0; i < RESULTS_FIELDS; i++) {
		if (!put_field(r, fields[i], i == RESULTS_FIELDS - 1)) {
			/* Nothing of a row that cannot be made whole. */
			r->len = start;
			r->lost++;
			snprintf(r->why, sizeof r->why, "out of memory");
			return false;
		}
	}
	r->pending++;
	return true;
}

bool results_answer(struct results *r, const char *source, const char *algo,
		    const char *question, const char *given, const char *want, bool right)
{
	char when[64] = "";
	time_t now = time(NULL);
	struct tm tm;
	if (localtime_r(&now, &tm))
		strftime(when, sizeof when, "%Y-%m-%dT%H:%M:%S%z", &tm);
	const char *fields[RESULTS_FIELDS] = { when, r->student ? r->student : "", source, algo,
					       question, given, want, right ? "correct" : "wrong" };
	return results_add(r, fields);
}

bool results_write(struct results *r)
{
	/* The rows of one grading go in one append: all of them are in
	 * the file, or none, and none is mixed with another student's. */
	if (r->len > 0 && !files_append(r->path, r->rows, r->len, r->why, sizeof r->why))
		r->lost += r->pending;
	r->len = 0;
	r->pending = 0;
	bool all = r->lost == r->lost_before;
	r->lost_before = r->lost;
	return all;
}

void results_free(struct results *r)
{
	free(r->rows);
	r->rows = NULL;
	r->len = r->cap = 0;
	r->pending = 0;
}

size_t results_name_unsafe_at(const char *name, char *what, size_t whatlen)
{
	size_t len = strlen(name), at = text_unsafe_at(name, len, what, whatlen);
	/* text_unsafe_at lets a tab through, for lesson text; a name is no
	 * place for one. */
	const char *tab = memchr(name, '\t', at);
	if (tab) {
		snprintf(what, whatlen, "control character U+0009");
		return (size_t)(tab - name);
	}
	return at;
}
