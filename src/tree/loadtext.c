/* loadtext.c - text that may reach the terminal: every tree and lesson
 * file is read through here, which ends lines at '\n' only and refuses
 * control characters and bytes that are not UTF-8, with their position. */
#include <config.h>

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tree/i18n.h"
#include "tree/load.h"
#include "tree/load_internal.h"

bool load_fail_at(struct cursor *c, int line, int col, const char *fmt, ...)
{
	char msg[LOAD_ERROR_MAX];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	snprintf(c->err, c->errlen, "%s:%d:%d: %s", c->source, line, col, msg);
	return false;
}

/* ---- Text that may be shown ------------------------------------------ */

/* The length of the well-formed UTF-8 sequence at s (n bytes available),
 * or 0.  Overlong forms, surrogates and code points past U+10FFFF are
 * not well-formed (Unicode, table 3-7). */
static size_t utf8_length(const unsigned char *s, size_t n)
{
	unsigned char lo = 0x80, hi = 0xBF;
	size_t len;

	if (s[0] < 0x80)
		return 1;
	if (s[0] < 0xC2)
		return 0;
	if (s[0] < 0xE0) {
		len = 2;
	} else if (s[0] < 0xF0) {
		len = 3;
		lo = s[0] == 0xE0 ? 0xA0 : lo;
		hi = s[0] == 0xED ? 0x9F : hi;
	} else if (s[0] < 0xF5) {
		len = 4;
		lo = s[0] == 0xF0 ? 0x90 : lo;
		hi = s[0] == 0xF4 ? 0x8F : hi;
	} else {
		return 0;
	}
	if (n < len || s[1] < lo || s[1] > hi)
		return 0;
	for (size_t i = 2; i < len; i++)
		if (s[i] < 0x80 || s[i] > 0xBF)
			return 0;
	return len;
}

/* The length of the character at s if it is safe to show on a terminal,
 * or 0 with what it is in what.  Control characters are what a terminal
 * obeys instead of showing: ESC starts the sequences that move the
 * cursor, clear the screen or set the window title, and in UTF-8 U+009B
 * is a CSI of its own.  Bytes that are not UTF-8 may be C1 controls to a
 * terminal in another encoding.  A tab is shown as space. */
static size_t shown_char(const char *text, size_t n, char *what, size_t whatlen)
{
	const unsigned char *s = (const unsigned char *)text;
	size_t len = utf8_length(s, n);

	if (s[0] == '\t')
		return 1;
	if (s[0] == '\0') {
		/* TRANSLATORS: what cannot be shown on a terminal, said as
		 * "%s in the title" or alone after "FILE:LINE:COLUMN: ". */
		snprintf(what, whatlen, "%s", _("NUL byte (is this a binary file?)"));
		return 0;
	}
	if (s[0] < ' ' || s[0] == 127) {
		/* TRANSLATORS: as in "found end of input"; U+%04X is the
		 * character's code point. */
		snprintf(what, whatlen, _("control character U+%04X"), s[0]);
		return 0;
	}
	if (len == 0) {
		/* TRANSLATORS: what cannot be shown on a terminal; 0x%02x is the
		 * byte in hexadecimal. */
		snprintf(what, whatlen, _("byte 0x%02x that is not UTF-8"), s[0]);
		return 0;
	}
	if (len == 2 && s[0] == 0xC2 && s[1] < 0xA0) {
		/* TRANSLATORS: as in "found end of input"; U+%04X is the
		 * character's code point. */
		snprintf(what, whatlen, _("control character U+%04X"), s[1]);
		return 0;
	}
	return len;
}

size_t text_unsafe_at(const char *s, size_t len, char *what, size_t whatlen)
{
	size_t i = 0, n;
	while (i < len && (n = shown_char(s + i, len - i, what, whatlen)) > 0)
		i += n;
	return i;
}

/* Copy the input, dropping a UTF-8 byte order mark and the carriage
 * returns of CRLF line ends, and refuse NUL bytes: a file with those is
 * almost certainly not a tree file, and C strings cannot hold them.  With
 * shown, every line is text that may reach the terminal, and must pass
 * shown_char.  Positions count from c->line and c->col. */
bool load_normalise(struct cursor *c, const char *text, size_t len, bool shown, char **out)
{
	/* A tree file is rarely anything but text with '\n' line ends, and
	 * copying it would add its size to the peak of loading it. */
	if (!shown && !(len >= 3 && memcmp(text, "\xEF\xBB\xBF", 3) == 0) &&
	    !memchr(text, '\r', len) && !memchr(text, '\0', len)) {
		*out = NULL;
		c->s = text;
		c->len = len;
		return true;
	}
	return load_normalise_copy(c, text, len, shown, out);
}

bool load_normalise_copy(struct cursor *c, const char *text, size_t len, bool shown, char **out)
{
	char *buf = malloc(len + 1), what[64];
	size_t n = 0;
	int line = c->line, col = c->col;

	if (!buf)
		return fail_at(c, line, col, "%s", _("out of memory"));
	size_t i = 0;
	if (len >= 3 && memcmp(text, "\xEF\xBB\xBF", 3) == 0)
		i = 3;
	while (i < len) {
		char ch = text[i];
		size_t k = 1;
		if (ch == '\0') {
			free(buf);
			return fail_at(c, line, col, "%s", _("NUL byte in input (is this a binary "
							     "file?)"));
		}
		if (ch == '\r') {
			if (i + 1 < len && text[i + 1] == '\n') {
				i++;
				continue;
			}
			free(buf);
			return fail_at(c, line, col, "%s", _("carriage return in the middle of a "
							     "line"));
		}
		if (shown && ch != '\n' && (k = shown_char(text + i, len - i, what, sizeof what)) == 0) {
			free(buf);
			return fail_at(c, line, col, "%s", what);
		}
		memcpy(buf + n, text + i, k);
		n += k;
		i += k;
		if (ch == '\n') {
			line++;
			col = 1;
		} else {
			col += (int)k;
		}
	}
	buf[n] = '\0';
	*out = buf;
	c->s = buf;
	c->len = n;
	return true;
}

bool text_normalise(const char *text, size_t len, const char *source, char **out,
		    size_t *outlen, char *err, size_t errlen)
{
	struct cursor c = { .line = 1, .col = 1, .source = source, .err = err, .errlen = errlen };
	if (!load_normalise(&c, text, len, true, out))
		return false;
	*outlen = c.len;
	return true;
}
