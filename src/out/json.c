/* json.c - JSON strings, escaped as RFC 8259 asks, and a strict reader. */
#include <config.h>

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "tree/i18n.h"
#include "out/json.h"

void json_string(FILE *out, const char *s)
{
	fputc('"', out);
	for (; *s; s++) {
		unsigned char c = (unsigned char)*s;
		if (c == '"' || c == '\\')
			fprintf(out, "\\%c", c);
		else if (c < 0x20 || c == 0x7f)
			fprintf(out, "\\u%04x", c);
		else
			fputc(c, out);
	}
	fputc('"', out);
}

/* ---- Reading ------------------------------------------------------------------
 * A recursive descent over the text, one function per kind of value, with
 * the line and column of the next byte kept as it goes (columns count
 * bytes, as the tree loader's do). */

struct reader {
	const char *s;
	size_t len, pos;
	int line, col;
	int depth;
	const char *source;
	char *err;
	size_t errlen;
	bool failed;
};

static bool fail(struct reader *r, int line, int col, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));

/* "SOURCE:LINE:COLUMN: message"; only the first failure is kept. */
static bool fail(struct reader *r, int line, int col, const char *fmt, ...)
{
	if (r->failed)
		return false;
	r->failed = true;
	int n = snprintf(r->err, r->errlen, "%s:%d:%d: ", r->source, line, col);
	if (n >= 0 && (size_t)n < r->errlen) {
		va_list ap;
		va_start(ap, fmt);
		vsnprintf(r->err + n, r->errlen - (size_t)n, fmt, ap);
		va_end(ap);
	}
	return false;
}

static int peek(const struct reader *r)
{
	return r->pos < r->len ? (unsigned char)r->s[r->pos] : EOF;
}

static void advance(struct reader *r)
{
	if (r->s[r->pos++] == '\n') {
		r->line++;
		r->col = 1;
	} else {
		r->col++;
	}
}

static void skip_space(struct reader *r)
{
	for (int c = peek(r); c == ' ' || c == '\t' || c == '\n' || c == '\r'; c = peek(r))
		advance(r);
}

/* What was found where something else was expected, for a message. */
static const char *found(const struct reader *r, char *buf, size_t len)
{
	int c = peek(r);
	if (c == EOF)
		/* TRANSLATORS: what was found, in "expected a value, not %s". */
		snprintf(buf, len, "%s", _("the end of the file"));
	else if (c > ' ' && c < 127)
		snprintf(buf, len, "'%c'", c);
	else
		/* TRANSLATORS: what was found, in "expected a value, not %s";
		 * 0x%02x is the byte in hexadecimal. */
		snprintf(buf, len, _("byte 0x%02x"), (unsigned)c);
	return buf;
}

static bool expected(struct reader *r, const char *what)
{
	char buf[64];
	/* TRANSLATORS: %1$s is what a JSON file should hold there ("a
	 * value", "':' after the key"), %2$s what it holds ("'x'"). */
	return fail(r, r->line, r->col, _("expected %1$s, not %2$s"), what,
		    found(r, buf, sizeof buf));
}

/* The length of the UTF-8 sequence at s[0..n), or 0 when it is not one
 * (an overlong form, a surrogate, past U+10FFFF, or cut short). */
static size_t utf8_length(const unsigned char *s, size_t n)
{
	unsigned char c = s[0], lo = 0x80, hi = 0xbf;
	size_t len;
	if (c < 0x80)
		return 1;
	if (c >= 0xc2 && c <= 0xdf)
		len = 2;
	else if (c >= 0xe0 && c <= 0xef) {
		len = 3;
		lo = c == 0xe0 ? 0xa0 : 0x80;
		hi = c == 0xed ? 0x9f : 0xbf;
	} else if (c >= 0xf0 && c <= 0xf4) {
		len = 4;
		lo = c == 0xf0 ? 0x90 : 0x80;
		hi = c == 0xf4 ? 0x8f : 0xbf;
	} else
		return 0;
	if (n < len || s[1] < lo || s[1] > hi)
		return 0;
	for (size_t i = 2; i < len; i++)
		if (s[i] < 0x80 || s[i] > 0xbf)
			return 0;
	return len;
}

static void put_utf8(char *out, size_t *n, unsigned long cp)
{
	if (cp < 0x80) {
		out[(*n)++] = (char)cp;
	} else if (cp < 0x800) {
		out[(*n)++] = (char)(0xc0 | cp >> 6);
		out[(*n)++] = (char)(0x80 | (cp & 0x3f));
	} else if (cp < 0x10000) {
		out[(*n)++] = (char)(0xe0 | cp >> 12);
		out[(*n)++] = (char)(0x80 | (cp >> 6 & 0x3f));
		out[(*n)++] = (char)(0x80 | (cp & 0x3f));
	} else {
		out[(*n)++] = (char)(0xf0 | cp >> 18);
		out[(*n)++] = (char)(0x80 | (cp >> 12 & 0x3f));
		out[(*n)++] = (char)(0x80 | (cp >> 6 & 0x3f));
		out[(*n)++] = (char)(0x80 | (cp & 0x3f));
	}
}

/* Four hex digits after "\u"; -1 when they are not. */
static long hex4(struct reader *r)
{
	long v = 0;
	for (int i = 0; i < 4; i++) {
		int c = peek(r), d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 :
				     c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
		if (d < 0)
			return -1;
		v = v * 16 + d;
		advance(r);
	}
	return v;
}

/* A string, at its opening quote, decoded into a new buffer: never longer
 * than the text it comes from.  A NUL (\u0000) is refused, as nothing
 * treestep reads may hold one. */
static char *read_string(struct reader *r)
{
	advance(r);                     /* the opening quote */
	size_t start = r->pos, n = 0;
	char *out = malloc(r->len - start + 1);
	if (!out) {
		fail(r, r->line, r->col, _("out of memory"));
		return NULL;
	}
	for (;;) {
		int line = r->line, col = r->col, c = peek(r);
		if (c == EOF) {
			fail(r, line, col, _("the file ends inside a string"));
			break;
		}
		if (c == '"') {
			advance(r);
			out[n] = '\0';
			return out;
		}
		if (c < 0x20) {
			/* TRANSLATORS: %1$02x is the byte, in hexadecimal, twice. */
			fail(r, line, col, _("a control character (byte 0x%1$02x) in a string: "
					     "write it as \\u%1$04x"), (unsigned)c);
			break;
		}
		if (c != '\\') {
			size_t k = utf8_length((const unsigned char *)r->s + r->pos, r->len - r->pos);
			if (k == 0) {
				fail(r, line, col, _("not UTF-8 (byte 0x%02x)"), (unsigned)c);
				break;
			}
			for (size_t i = 0; i < k; i++) {
				out[n++] = r->s[r->pos];
				advance(r);
			}
			continue;
		}
		advance(r);
		c = peek(r);
		const char *plain = c == EOF ? NULL : strchr("\"\\/bfnrt", c);
		if (plain && c) {
			out[n++] = "\"\\/\b\f\n\r\t"[plain - "\"\\/bfnrt"];
			advance(r);
			continue;
		}
		if (c != 'u') {
			char buf[64];
			/* TRANSLATORS: %s is what follows ("'x'"). */
			fail(r, line, col, _("an unknown escape: \\ followed by %s"),
			     found(r, buf, sizeof buf));
			break;
		}
		advance(r);
		long cp = hex4(r);
		if (cp < 0) {
			fail(r, line, col, _("\\u needs four hexadecimal digits"));
			break;
		}
		if (cp >= 0xd800 && cp <= 0xdbff) {     /* a pair: the high half, then the low */
			long low = -1;
			if (peek(r) == '\\') {
				advance(r);
				if (peek(r) == 'u') {
					advance(r);
					low = hex4(r);
				}
			}
			if (low < 0xdc00 || low > 0xdfff) {
				fail(r, line, col, _("\\u%04lX is half of a surrogate pair without "
						     "its other half"), (unsigned long)cp);
				break;
			}
			cp = 0x10000 + ((cp - 0xd800) << 10) + (low - 0xdc00);
		} else if (cp >= 0xdc00 && cp <= 0xdfff) {
			fail(r, line, col, _("\\u%04lX is half of a surrogate pair without its "
					     "other half"),
			     (unsigned long)cp);
			break;
		} else if (cp == 0) {
			fail(r, line, col, _("a NUL character (\\u0000) in a string"));
			break;
		}
		put_utf8(out, &n, (unsigned long)cp);
	}
	free(out);
	return NULL;
}

/* A number as RFC 8259 writes it: -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)? */
static bool read_number(struct reader *r, struct json_value *v)
{
	size_t start = r->pos;
	int line = r->line, col = r->col;
	if (peek(r) == '-')
		advance(r);
	if (peek(r) == '0') {
		advance(r);
		if (peek(r) >= '0' && peek(r) <= '9')
			return fail(r, line, col, _("a number with a leading zero"));
	} else if (peek(r) >= '1' && peek(r) <= '9') {
		while (peek(r) >= '0' && peek(r) <= '9')
			advance(r);
	} else {
		return expected(r, _("a digit"));
	}
	if (peek(r) == '.') {
		advance(r);
		if (!(peek(r) >= '0' && peek(r) <= '9'))
			return expected(r, _("a digit after the decimal point"));
		while (peek(r) >= '0' && peek(r) <= '9')
			advance(r);
	}
	if (peek(r) == 'e' || peek(r) == 'E') {
		advance(r);
		if (peek(r) == '+' || peek(r) == '-')
			advance(r);
		if (!(peek(r) >= '0' && peek(r) <= '9'))
			return expected(r, _("a digit in the exponent"));
		while (peek(r) >= '0' && peek(r) <= '9')
			advance(r);
	}
	v->type = JSON_NUMBER;
	if (!(v->text = strndup(r->s + start, r->pos - start)))
		return fail(r, line, col, _("out of memory"));
	return true;
}

static bool read_value(struct reader *r, struct json_value *v);

/* An array or an object, at its opening bracket: items, or key: value
 * members, separated by commas. */
static bool read_container(struct reader *r, struct json_value *v, bool object)
{
	int close = object ? '}' : ']';
	size_t cap = 0;
	v->type = object ? JSON_OBJECT : JSON_ARRAY;
	if (++r->depth > JSON_MAX_DEPTH)
		return fail(r, r->line, r->col, _("nested more than %d deep"), JSON_MAX_DEPTH);
	advance(r);
	skip_space(r);
	if (peek(r) == close) {
		advance(r);
		r->depth--;
		return true;
	}
	for (;;) {
		if (v->count == cap) {
			cap = cap ? 2 * cap : 8;
			struct json_value *items = realloc(v->items, cap * sizeof *items);
			char **keys = object ? realloc(v->keys, cap * sizeof *keys) : NULL;
			if (items)
				v->items = items;
			if (keys)
				v->keys = keys;
			if (!items || (object && !keys))
				return fail(r, r->line, r->col, _("out of memory"));
		}
		if (object) {
			int line = r->line, col = r->col;
			if (peek(r) != '"')
				return expected(r, _("a key in double quotes"));
			char *key = read_string(r);
			if (!key)
				return false;
			for (size_t i = 0; i < v->count; i++)
				if (strcmp(v->keys[i], key) == 0) {
					fail(r, line, col, _("the key \"%s\" is given twice"), key);
					free(key);
					return false;
				}
			v->keys[v->count] = key;
			skip_space(r);
			if (peek(r) != ':') {
				v->items[v->count++] = (struct json_value){ .type = JSON_NULL };
				return expected(r, _("':' after the key"));
			}
			advance(r);
			skip_space(r);
		}
		struct json_value *item = &v->items[v->count++];
		*item = (struct json_value){ .type = JSON_NULL };
		if (!read_value(r, item))
			return false;
		skip_space(r);
		if (peek(r) == close) {
			advance(r);
			r->depth--;
			return true;
		}
		if (peek(r) != ',')
			/* TRANSLATORS: as in "expected ',' or '}', not 'x'". */
			return expected(r, object ? _("',' or '}'") : _("',' or ']'"));
		advance(r);
		skip_space(r);
	}
}

static bool read_word(struct reader *r, const char *word, enum json_type type, struct json_value *v)
{
	size_t n = strlen(word);
	if (r->len - r->pos < n || memcmp(r->s + r->pos, word, n) != 0)
		return expected(r, _("a value"));
	for (size_t i = 0; i < n; i++)
		advance(r);
	v->type = type;
	return true;
}

static bool read_value(struct reader *r, struct json_value *v)
{
	v->line = r->line;
	v->col = r->col;
	switch (peek(r)) {
	case '{':
		return read_container(r, v, true);
	case '[':
		return read_container(r, v, false);
	case '"':
		v->type = JSON_STRING;
		return (v->text = read_string(r)) != NULL;
	case 't':
		return read_word(r, "true", JSON_TRUE, v);
	case 'f':
		return read_word(r, "false", JSON_FALSE, v);
	case 'n':
		return read_word(r, "null", JSON_NULL, v);
	default:
		if (peek(r) == '-' || (peek(r) >= '0' && peek(r) <= '9'))
			return read_number(r, v);
		return expected(r, _("a value"));
	}
}

struct json_value *json_parse(const char *text, size_t len, const char *source, char *err,
			      size_t errlen)
{
	struct reader r = { text, len, 0, 1, 1, 0, source, err, errlen, false };
	struct json_value *v = calloc(1, sizeof *v);
	if (!v) {
		snprintf(err, errlen, "%s: %s", source, _("out of memory"));
		return NULL;
	}
	skip_space(&r);
	if (read_value(&r, v)) {
		skip_space(&r);
		if (r.pos == r.len)
			return v;
		fail(&r, r.line, r.col, _("more after the JSON value"));
	}
	json_free(v);
	return NULL;
}

static void free_inside(struct json_value *v)
{
	for (size_t i = 0; i < v->count; i++) {
		free_inside(&v->items[i]);
		if (v->keys)
			free(v->keys[i]);
	}
	free(v->items);
	free(v->keys);
	free(v->text);
}

void json_free(struct json_value *v)
{
	if (v) {
		free_inside(v);
		free(v);
	}
}

const struct json_value *json_member(const struct json_value *object, const char *key)
{
	if (object->type != JSON_OBJECT)
		return NULL;
	for (size_t i = 0; i < object->count; i++)
		if (strcmp(object->keys[i], key) == 0)
			return &object->items[i];
	return NULL;
}

bool json_unsigned(const struct json_value *v, uint64_t max, uint64_t *out)
{
	if (v->type != JSON_NUMBER || v->text[0] == '-')
		return false;
	uint64_t x = 0;
	for (const char *p = v->text; *p; p++) {
		unsigned d = (unsigned char)*p - '0';
		if (d > 9 || x > (UINT64_MAX - d) / 10)
			return false;
		x = x * 10 + d;
	}
	if (x > max)
		return false;
	*out = x;
	return true;
}

bool json_signed(const struct json_value *v, int64_t min, int64_t max, int64_t *out)
{
	if (v->type != JSON_NUMBER)
		return false;
	bool minus = v->text[0] == '-';
	struct json_value magnitude = *v;
	magnitude.text = v->text + minus;
	uint64_t x;
	if (!json_unsigned(&magnitude, minus ? (uint64_t)INT64_MAX + 1 : (uint64_t)INT64_MAX, &x))
		return false;
	int64_t y = minus ? (x == (uint64_t)INT64_MAX + 1 ? INT64_MIN : -(int64_t)x) : (int64_t)x;
	if (y < min || y > max)
		return false;
	*out = y;
	return true;
}

bool json_double(const struct json_value *v, double *out)
{
	if (v->type != JSON_NUMBER)
		return false;
	/* strtod reads the C locale's point: --merge runs before any
	 * setlocale, as the command line is read. */
	*out = strtod(v->text, NULL);
	return true;
}
