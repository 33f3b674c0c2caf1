/* text.c - the shared formatting of scores, windows, bounds and names. */
#include <config.h>

#include <ctype.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdbool.h>
#include <string.h>

#include "tree/i18n.h"
#include "words/text.h"
#include "tree/game.h"

void text_trim_partial_utf8(char *buf)
{
	size_t end = strlen(buf), lead = end;
	/* Back over the continuation bytes (10xxxxxx) to the last lead byte. */
	while (lead > 0 && ((unsigned char)buf[lead - 1] & 0xc0) == 0x80)
		lead--;
	if (lead == 0)
		return;
	unsigned char c = (unsigned char)buf[lead - 1];
	size_t want = c >= 0xf0 ? 4 : c >= 0xe0 ? 3 : c >= 0xc0 ? 2 : 1;
	if (end - (lead - 1) < want)
		buf[lead - 1] = '\0';
}

void text_append(char *buf, size_t len, const char *fmt, ...)
{
	size_t used = strlen(buf);
	if (used >= len)
		return;
	va_list ap;
	va_start(ap, fmt);
	int n = vsnprintf(buf + used, len - used, fmt, ap);
	va_end(ap);
	/* Cut short: never in the middle of a UTF-8 character (an accented
	 * letter of a translation, a symbol), which would show as garbage. */
	if (n >= 0 && (size_t)n >= len - used)
		text_trim_partial_utf8(buf);
}

void text_score(char *buf, size_t len, const struct tree *t, int v)
{
	/* Window bounds are +-INF, and a fail-hard return of beta at a
	 * null-window node can sit a unit or two away from it: say so rather
	 * than print a billion. */
	char off[24];
	int d = t->decimals;
	if (v >= INF) {
		tree_format_value(off, sizeof off, d, (long)v - INF);
		snprintf(buf, len, v == INF ? "+inf" : "+inf+%s", off);
	} else if (v <= -INF) {
		tree_format_value(off, sizeof off, d, (long)-INF - v);
		snprintf(buf, len, v == -INF ? "-inf" : "-inf-%s", off);
	} else if (v >= INF - VALUE_LIMIT * 4) {
		tree_format_value(off, sizeof off, d, (long)INF - v);
		snprintf(buf, len, "+inf-%s", off);
	} else if (v <= -INF + VALUE_LIMIT * 4) {
		tree_format_value(off, sizeof off, d, (long)v + INF);
		snprintf(buf, len, "-inf+%s", off);
	} else {
		tree_format_value(buf, len, d, v);
	}
}

void text_hundredths(char *buf, size_t len, int v)
{
	/* A score of a tree written with two decimals, but with both of
	 * them where it is not whole (2.60, as an average is quoted), and
	 * none where it is (5). */
	static const struct tree two_decimals = { .decimals = 2 };
	if (v % 100 == 0 || v >= INF - VALUE_LIMIT * 4 || v <= -INF + VALUE_LIMIT * 4) {
		text_score(buf, len, &two_decimals, v);
		return;
	}
	int a = v < 0 ? -v : v;
	snprintf(buf, len, "%s%d.%02d", v < 0 ? "-" : "", a / 100, a % 100);
}

void text_window(char *buf, size_t len, const struct tree *t, int alpha, int beta)
{
	char a[24], b[24];
	text_score(a, sizeof a, t, alpha);
	text_score(b, sizeof b, t, beta);
	snprintf(buf, len, "(%s, %s)", a, b);
}

const char *text_bound_op(enum bound b)
{
	return b == BOUND_LOWER ? ">=" : b == BOUND_UPPER ? "<=" : "";
}

void text_bounded(char *buf, size_t len, const struct tree *t, enum bound b, int v)
{
	char s[24];
	text_score(s, sizeof s, t, v);
	snprintf(buf, len, "%s%s", text_bound_op(b), s);
}

/* The i-th of n names, after its separator. */
static void append_name(char *buf, size_t len, const struct tree *t, node_id id, int i, int n,
			const char *separator, const char *last_separator)
{
	text_append(buf, len, "%s%s", i == 0 ? "" : i == n - 1 ? last_separator : separator,
		    tree_name(t, id));
}

void text_append_names(char *buf, size_t len, const struct tree *t, const node_id *ids, int n,
		       const char *separator, const char *last_separator)
{
	for (int i = 0; i < n; i++)
		append_name(buf, len, t, ids[i], i, n, separator, last_separator);
}

void text_append_line(char *buf, size_t len, const struct tree *t, const node_id *pv, int n)
{
	node_id parent = 0;
	for (int i = 0; i < n; i++) {
		char move[16];
		if (t->game && game_tree_move(t, parent, pv[i], move, sizeof move))
			text_append(buf, len, "%s%s", i ? " " : "", move);
		else
			append_name(buf, len, t, pv[i], i, n, " ", " ");
		parent = pv[i];
	}
}

void text_append_list(char *buf, size_t len, const struct tree *t, struct event_list l,
		      const char *separator, const char *last_separator)
{
	for (int i = 0; i < l.n; i++)
		append_name(buf, len, t, event_list_at(l, i), i, l.n, separator, last_separator);
}

void text_count(char *buf, size_t len, uint64_t n)
{
	char digits[32], out[48];
	int nd = snprintf(digits, sizeof digits, "%llu", (unsigned long long)n), k = 0;
	for (int i = 0; i < nd; i++) {
		if (i > 0 && (nd - i) % 3 == 0)
			out[k++] = ',';
		out[k++] = digits[i];
	}
	out[k] = '\0';
	snprintf(buf, len, "%s", out);
}

void text_count_short(char *buf, size_t len, double n)
{
	/* TRANSLATORS: a large number; %s is its figures ("435", "1.27"). */
	static const char *const units[] = { N_("%s million"), N_("%s billion"), N_("%s trillion"),
					     N_("%s quadrillion"), N_("%s quintillion") };
	if (n < 999999.5) {
		text_count(buf, len, (uint64_t)llround(n < 0 ? 0 : n));
		return;
	}
	/* Three figures of the largest unit that leaves at least 1; a
	 * value that rounds up to 1000 takes the next unit. */
	int u = 0;
	double v = n / 1e6;
	while (u + 1 < (int)(sizeof units / sizeof units[0]) && v >= 999.5) {
		v /= 1000;
		u++;
	}
	char figures[32];
	snprintf(figures, sizeof figures, v < 9.995 ? "%.2f" : v < 99.95 ? "%.1f" : "%.0f", v);
	snprintf(buf, len, _(units[u]), figures);
}

void text_duration(char *buf, size_t len, double seconds)
{
	/* A whole number of a unit is singular or plural as ngettext says; a
	 * number with a decimal is "1.5 hours", for which gettext has no
	 * rule, and is plural in English. */
	const double minute = 60, hour = 3600, day = 86400, year = 365.25 * day;
	if (seconds < 90)
		snprintf(buf, len, ngettext("%.0f second", "%.0f seconds",
					    (unsigned long)llround(seconds)), seconds);
	else if (seconds < 90 * minute)
		snprintf(buf, len, ngettext("%.0f minute", "%.0f minutes",
					    (unsigned long)llround(seconds / minute)), seconds / minute);
	else if (seconds < 48 * hour)   /* near the day --stats allows: a tenth */
		/* TRANSLATORS: %.1f is a number of hours with one decimal. */
		snprintf(buf, len, _("%.1f hours"), seconds / hour);
	else if (seconds < 2 * year)
		snprintf(buf, len, ngettext("%.0f day", "%.0f days",
					    (unsigned long)llround(seconds / day)), seconds / day);
	else if (seconds < 9.95 * year)
		/* TRANSLATORS: %.1f is a number of years with one decimal. */
		snprintf(buf, len, _("%.1f years"), seconds / year);
	else if (seconds < 1e6 * year)
		snprintf(buf, len, ngettext("%.0f year", "%.0f years",
					    (unsigned long)llround(seconds / year)), seconds / year);
	else
		/* TRANSLATORS: %.2g is a number of years, such as 3.4e+12. */
		snprintf(buf, len, _("%.2g years"), seconds / year);
}

static const char *column_word(const char *const *first, size_t stride, int i)
{
	return *(const char *const *)((const char *)first + (size_t)i * stride);
}

void text_append_column(char *buf, size_t len, const char *const *first, size_t stride, int n,
			const char *last)
{
	int count = 0, k = 0;
	for (int i = 0; i < n; i++) {
		const char *w = column_word(first, stride, i);
		count += w && *w;
	}
	for (int i = 0; i < n; i++) {
		const char *w = column_word(first, stride, i);
		if (!w || !*w)
			continue;
		text_append(buf, len, "%s%s", k == 0 ? "" : k == count - 1 ? last : ", ", w);
		k++;
	}
}

const char *text_side(const struct tree *t, node_id n)
{
	return tree_kind_name(&t->nodes[n]);
}

/* The byte after the UTF-8 character at s (a stray continuation byte
 * counts as a character, so that any text moves on). */
static const char *next_char(const char *s)
{
	s++;
	while (((unsigned char)*s & 0xC0) == 0x80)
		s++;
	return s;
}

size_t text_wrap_line(const char *text, int width, const char **next)
{
	/* The first width characters; the line ends at the last space among
	 * characters 1 .. width (the one after them included), if any. */
	const char *p = text, *space = NULL;
	for (int k = 0; *p && k < width; k++) {
		if (k > 0 && *p == ' ')
			space = p;
		p = next_char(p);
	}
	const char *end = !*p || *p == ' ' || !space ? p : space;
	if (end == text && *end)        /* a width below 1: one character a line */
		end = next_char(text);
	*next = end;
	while (**next == ' ')
		(*next)++;
	return (size_t)(end - text);
}

int text_wrap_count(const char *text, int width)
{
	int lines = 0;
	do {
		text_wrap_line(text, width, &text);
		lines++;
	} while (*text);
	return lines;
}

int text_chars(const char *text)
{
	int n = 0;
	for (const char *p = text; *p; p = next_char(p))
		n++;
	return n;
}

static bool is_word_char(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}

void text_symbols(const char *in, char *out, size_t len)
{
	/* "alfa" is the Spanish spelling (the messages of po/es.po and the
	 * lessons of tutorials/es/ write it, and "beta" as English does):
	 * without it a Spanish screen would show "(alfa, β)". */
	static const struct { const char *ascii, *utf8; bool word; } subst[] = {
		{ "+inf", "+\xe2\x88\x9e", true }, { "-inf", "-\xe2\x88\x9e", true },
		{ "alpha", "\xce\xb1", true }, { "alfa", "\xce\xb1", true }, { "beta", "\xce\xb2", true },
		{ ">=", "\xe2\x89\xa5", false }, { "<=", "\xe2\x89\xa4", false },
	};
	size_t o = 0;
	for (size_t i = 0; in[i] && o + 8 < len;) {
		bool done = false;
		for (size_t k = 0; k < sizeof subst / sizeof subst[0]; k++) {
			size_t n = strlen(subst[k].ascii);
			if (strncmp(in + i, subst[k].ascii, n) != 0)
				continue;
			char before = i > 0 ? in[i - 1] : ' ', after = in[i + n];
			if (subst[k].word && (is_word_char(before) || is_word_char(after) ||
					      (isalpha((unsigned char)in[i]) && (before == '-' || after == '-'))))
				continue;
			o += (size_t)snprintf(out + o, len - o, "%s", subst[k].utf8);
			i += n;
			done = true;
			break;
		}
		if (!done)
			out[o++] = in[i++];
	}
	out[o] = '\0';
}
