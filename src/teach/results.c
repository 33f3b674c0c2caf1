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
#include "tree/i18n.h"

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

/* Does s get the single quote?  A formula does; and so, that reading the
 * file back (results_parse) gives every field exactly as it was, does a
 * field that begins with a single quote and would get one without it:
 * '=x is written ''=x, which a spreadsheet shows as '=x. */
static bool needs_quote(const char *s)
{
	return looks_like_formula(s) || (*s == '\'' && needs_quote(s + 1));
}

size_t results_quote(char *out, const char *s)
{
	char *o = out;
	*o++ = '"';
	if (needs_quote(s))
		*o++ = '\'';
	for (; *s; s++) {
		*o++ = *s;
		if (*s == '"')
			*o++ = '"';
	}
	*o++ = '"';
	return (size_t)(o - out);
}

/* A field as results_quote writes it, and the comma or newline after it.
 * The room for it is reserved first. */
static bool put_field(struct results *r, const char *s, bool last)
{
	size_t n = strlen(s);
	if (n > SIZE_MAX / 2 - 5 || !reserve(r, RESULTS_QUOTED_ROOM(n) + 1))
		return false;
	r->len += results_quote(r->rows + r->len, s);
	put(r, last ? "\n" : ",", 1);
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
			snprintf(r->why, sizeof r->why, _("out of memory"));
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
		snprintf(what, whatlen, _("control character U+0009"));
		return (size_t)(tab - name);
	}
	return at;
}

/* ---- Reading the file back ------------------------------------------------ */

/* Reads one field at *at, in place: a quoted field loses its quotes and
 * the doubling of the quotes in it, and then the single quote put in
 * front of a formula; the field ends with a NUL where its comma or line
 * end was, and *at moves past that.  *end is what ended it: ',', '\n' or
 * '\0' (the text's end), at offset *col of the line.  Returns the field,
 * or NULL with the reason in why and the offset of the trouble in *col. */
static char *read_field(char **at, const char *line, char *end, size_t *col,
			const char **why)
{
	char *s = *at, *o = s, *field = s;
	if (*s == '"') {
		for (s++;; s++) {
			if (*s == '\0' || *s == '\n') {
				*col = (size_t)(s - line);
				*why = _("the line ends inside a quoted field (a row cut short?)");
				return NULL;
			}
			if (*s == '"') {
				if (s[1] != '"')
					break;
				s++;
			}
			*o++ = *s;
		}
		s++;
		if (*s != ',' && *s != '\n' && *s != '\0') {
			*col = (size_t)(s - line);
			*why = _("a quoted field goes on after its closing quote");
			return NULL;
		}
	} else {
		for (; *s != ',' && *s != '\n' && *s != '\0'; s++) {
			if (*s == '"') {
				*col = (size_t)(s - line);
				*why = _("a double quote inside a field that does not begin with one");
				return NULL;
			}
			*o++ = *s;
		}
	}
	*end = *s;
	*col = (size_t)(s - line);
	*at = *s == '\0' ? s : s + 1;
	*o = '\0';             /* over the comma itself when nothing was undone */
	/* The single quote results_quote put in front, and only that one:
	 * '=1+1 was =1+1, ''=1 was '=1, and 'ann stays 'ann. */
	if (field[0] == '\'' && needs_quote(field + 1))
		memmove(field, field + 1, strlen(field));
	return field;
}

/* Reads the fields of the row at line into row; NULL, or the reason it
 * cannot, with the offset of the trouble in *col. */
static const char *read_row(char **at, const char *line, struct results_row *row, size_t *col)
{
	for (int i = 0; i < RESULTS_FIELDS; i++) {
		const char *why = NULL, *start = *at;
		char end;
		if (!(row->field[i] = read_field(at, line, &end, col, &why)))
			return why;
		bool last = i == RESULTS_FIELDS - 1;
		if (!last && end != ',')
			return _("a row has 8 fields (time, student, lesson or practice, algorithm, "
				 "question, answer, right answer, verdict), and this line ends early");
		if (last && end == ',')
			return _("a row has 8 fields, and this line has more");
		if (last && strcmp(row->field[i], "correct") != 0 &&
		    strcmp(row->field[i], "wrong") != 0) {
			*col = (size_t)(start - line);
			return _("the last field is the verdict, correct or wrong");
		}
	}
	return NULL;
}

bool results_parse(char *text, const char *path, struct results_table *t, char *err,
		   size_t errlen)
{
	memset(t, 0, sizeof *t);
	int line_no = 1;
	size_t cap = 0;
	for (char *line = text; *line; line_no++) {
		if (*line == '\n') {            /* a blank line holds no row */
			line++;
			continue;
		}
		if ((size_t)t->n == cap) {
			cap = cap ? 2 * cap : 64;
			struct results_row *rows = cap < INT32_MAX / 2 ?
						   realloc(t->rows, cap * sizeof *rows) : NULL;
			if (!rows) {
				snprintf(err, errlen, _("%s: out of memory"), path);
				results_table_free(t);
				return false;
			}
			t->rows = rows;
		}
		struct results_row *row = &t->rows[t->n];
		size_t col = 0;
		char *at = line;
		row->line = line_no;
		const char *why = read_row(&at, line, row, &col);
		if (why) {
			snprintf(err, errlen, "%s:%d:%zu: %s", path, line_no, col + 1, why);
			results_table_free(t);
			return false;
		}
		t->n++;
		line = at;
	}
	return true;
}

void results_table_free(struct results_table *t)
{
	free(t->rows);
	memset(t, 0, sizeof *t);
}
