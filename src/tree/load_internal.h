/* load_internal.h - what the loader's files share: the cursor over the
 * text and the one way to report a mistake at a place in it. */
#ifndef TREESTEP_LOAD_INTERNAL_H
#define TREESTEP_LOAD_INTERNAL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

struct cursor {
	const char *s;          /* normalised text: only '\n' ends lines */
	size_t len, pos;
	int line, col;          /* of s[pos], both from 1 */
	const char *source;
	char *err;
	size_t errlen;
};

/* A name is any run of printable ASCII other than white space and the
 * characters the two syntaxes reserve.  Chess moves (Nf3, O-O, exd5+)
 * and N0-style names all fit. */
static inline bool is_name_char(int ch)
{
	switch (ch) {           /* a switch, not strchr: this runs once a node */
	case '=': case '#': case '(': case ')': case ':': case ',': case '~':
		return false;
	}
	return ch > ' ' && ch < 127;
}

/* '0' to '9' (isdigit is the same in every locale glibc has, but a call
 * through its table, several times a node). */
static inline bool is_digit(int ch)
{
	return ch >= '0' && ch <= '9';
}

/* "SOURCE:LINE:COL: message" into c->err; returns false. */
bool load_fail_at(struct cursor *c, int line, int col, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));
#define fail_at load_fail_at

static inline int peek(const struct cursor *c)
{
	return c->pos < c->len ? (unsigned char)c->s[c->pos] : EOF;
}

static inline void next(struct cursor *c)
{
	if (c->pos >= c->len)
		return;
	if (c->s[c->pos++] == '\n') {
		c->line++;
		c->col = 1;
	} else {
		c->col++;
	}
}

/* Copies text into a new buffer that only '\n' ends lines in, dropping a
 * byte-order mark; with shown, refusing what may not reach a terminal.
 * Without shown, text that needs none of that is read where it is:
 * c->s is text itself (not ending in a '\0': the parser reads no
 * further than c->len) and *out is NULL.  load_normalise_copy always
 * copies. */
bool load_normalise(struct cursor *c, const char *text, size_t len, bool shown, char **out);
bool load_normalise_copy(struct cursor *c, const char *text, size_t len, bool shown, char **out);

#endif
