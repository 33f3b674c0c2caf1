/* answer.c - what a student types, read the way students write it, and
 * the line it is typed on (answer.h). */
#include <config.h>

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "teach/answer.h"

/* Longer than any answer a question wants: a longer text is none. */
#define TIDY_MAX 256

/* The text as the readers take it: lower case, every run of white space
 * one space and none at either end, one full stop at the end dropped
 * (students end answers as sentences), and the symbols a keyboard or a
 * copy of the screen gives spelled in ASCII.  False when it is too long
 * to be an answer. */
static bool tidy(const char *in, char *out, size_t size)
{
	static const struct { const char *from, *to; } spell[] = {
		{ "\xe2\x89\xa5", ">=" }, { "\xe2\xa9\xbe", ">=" },     /* U+2265, U+2A7E */
		{ "\xe2\x89\xa4", "<=" }, { "\xe2\xa9\xbd", "<=" },     /* U+2264, U+2A7D */
		{ "\xe2\x88\x92", "-" },                                /* the minus sign */
		{ "\xe2\x88\x9e", "inf" },                              /* U+221E */
		{ "\xc2\xa0", " " },                                    /* no-break space */
	};
	size_t o = 0;
	bool space = false;
	while (*in) {
		char one[2] = { (char)tolower((unsigned char)*in), '\0' };
		const char *to = isspace((unsigned char)*in) ? " " : one;
		size_t n = 1;
		for (size_t k = 0; k < sizeof spell / sizeof spell[0]; k++)
			if (strncmp(in, spell[k].from, strlen(spell[k].from)) == 0) {
				to = spell[k].to;
				n = strlen(spell[k].from);
				break;
			}
		in += n;
		if (*to == ' ') {
			space = o > 0;  /* written only before what follows it */
			continue;
		}
		size_t len = strlen(to);
		if (o + space + len >= size)
			return false;
		if (space)
			out[o++] = ' ';
		memcpy(out + o, to, len);
		o += len;
		space = false;
	}
	if (o > 0 && out[o - 1] == '.')
		o--;
	if (o > 0 && out[o - 1] == ' ')
		o--;
	out[o] = '\0';
	return true;
}

/* s past the word w and one space after it, if s starts with w and w is
 * not the start of a longer word ("row" in "rows"); else NULL. */
static const char *after(const char *s, const char *w)
{
	size_t n = strlen(w);
	if (strncmp(s, w, n) != 0)
		return NULL;
	s += n;
	if (isalpha((unsigned char)s[-1]) && isalpha((unsigned char)*s))
		return NULL;
	return *s == ' ' ? s + 1 : s;
}

/* A number: a sign, then digits ("05" is 5, "+5" is 5; "- 5" is -5, as
 * it always was), then, with decimals above 0, a point and at most that
 * many decimals ("4.5" is 450 with two): the number in units of
 * 10^-decimals, as a tree with those decimals keeps it (tree.h).  Its
 * end, or NULL, also for more decimals than that.  Past VALUE_LIMIT it
 * stays at VALUE_LIMIT + 1 (in those units), which no tree holds, rather
 * than overflow. */
static const char *read_number(const char *s, int decimals, long *v)
{
	bool minus = *s == '-';
	if (*s == '-' || *s == '+')
		s += 1 + (s[1] == ' ');
	if (!isdigit((unsigned char)*s))
		return NULL;
	long x = 0, unit = tree_unit_scale(decimals), part = 0;
	for (; isdigit((unsigned char)*s); s++)
		if (x <= VALUE_LIMIT)
			x = x * 10 + (*s - '0');
	int k = 0;
	if (*s == '.' && isdigit((unsigned char)s[1]))
		for (s++; isdigit((unsigned char)*s); s++, k++)
			if (k < decimals)
				part = part * 10 + (*s - '0');
	if (k > decimals)
		return NULL;
	for (; k < decimals; k++)
		part *= 10;
	x = x > VALUE_LIMIT ? (VALUE_LIMIT + 1) * unit : x * unit + part;
	if (x > VALUE_LIMIT * unit)
		x = (VALUE_LIMIT + 1) * unit;
	*v = minus ? -x : x;
	return s;
}

/* The comparison at the start of s: ">=", "=>", "<=", "=<" or "=", with
 * or without spaces between its signs ("> = 5" has always been read as
 * ">= 5"), or the words.  s after it, and the bound it says; s itself
 * and BOUND_EXACT when there is none; NULL for signs that say no bound
 * (">", "<", "=="). */
static const char *read_comparison(const char *s, enum bound *b)
{
	static const struct { const char *word; enum bound bound; } signs[] = {
		{ ">=", BOUND_LOWER }, { "=>", BOUND_LOWER }, { "<=", BOUND_UPPER },
		{ "=<", BOUND_UPPER }, { "=", BOUND_EXACT },
	}, words[] = {
		{ "at least", BOUND_LOWER }, { "at most", BOUND_UPPER }, { "exactly", BOUND_EXACT },
	};
	char typed[3];
	size_t n = 0;
	const char *p = s, *q;
	for (; *p == '<' || *p == '>' || *p == '=' || *p == ' '; p++) {
		if (*p != ' ' && n + 1 >= sizeof typed)
			return NULL;
		if (*p != ' ')
			typed[n++] = *p;
	}
	typed[n] = '\0';
	for (size_t k = 0; n && k < sizeof signs / sizeof signs[0]; k++)
		if (strcmp(typed, signs[k].word) == 0) {
			*b = signs[k].bound;
			return p;
		}
	if (n)
		return NULL;
	for (size_t k = 0; k < sizeof words / sizeof words[0]; k++)
		if ((q = after(s, words[k].word))) {
			*b = words[k].bound;
			return q;
		}
	*b = BOUND_EXACT;
	return s;
}

bool answer_read_bound(const char *typed, int decimals, enum bound *b, long *v)
{
	char s[TIDY_MAX];
	if (!tidy(typed, s, sizeof s))
		return false;
	const char *p = read_comparison(s, b);
	p = p ? read_number(p, decimals, v) : NULL;
	return p && !*p;
}

bool answer_read_row(const char *typed, long *row)
{
	char s[TIDY_MAX];
	if (!tidy(typed, s, sizeof s))
		return false;
	const char *p = s, *q;
	if ((q = after(p, "row")) || (q = after(p, "ply")))
		p = q;
	p = read_number(p, 0, row);
	return p && !*p;
}

char answer_read_probe(const char *typed)
{
	/* Longest first: "fails" is not "fail" and an "s". */
	static const char *const verbs[] = { "failed", "failing", "fails", "fail" };
	char s[TIDY_MAX];
	if (!tidy(typed, s, sizeof s))
		return 0;
	const char *p = s, *q;
	bool subject = false, verb = false;
	if ((q = after(p, "it")))
		p = q, subject = true;
	if ((q = after(p, "will")))
		p = q, subject = true;
	for (size_t k = 0; k < sizeof verbs / sizeof verbs[0] && !verb; k++) {
		size_t n = strlen(verbs[k]);
		if (strncmp(p, verbs[k], n) == 0) {
			/* "fail high", "fail-high", and "failhigh" as before. */
			p += n;
			p += *p == ' ' || *p == '-';
			verb = true;
		}
	}
	if (subject && !verb)           /* "it high" says nothing */
		return 0;
	if (strcmp(p, "h") == 0 || strcmp(p, "high") == 0)
		return 'h';
	if (strcmp(p, "l") == 0 || strcmp(p, "low") == 0)
		return 'l';
	return 0;
}

/* A window's bound: a whole number as read_number reads it, or infinity,
 * "inf", "+inf", "-inf", "infinity" or U+221E, which may carry a few
 * steps ("-inf+1", the top of a null window at -inf, as the screen
 * writes it).  Its end, or NULL. */
static const char *read_score(const char *s, int decimals, long *v)
{
	const char *p = s + (*s == '-' || *s == '+');
	size_t n = strncmp(p, "infinity", 8) == 0 ? 8 : strncmp(p, "inf", 3) == 0 ? 3 : 0;
	if (n == 0)
		return read_number(s, decimals, v);
	const char *q = p + n;
	if (isalpha((unsigned char)*q))
		return NULL;
	long steps = 0;
	if ((*q == '+' || *q == '-') && isdigit((unsigned char)q[1])) {
		const char *r = read_number(q, decimals, &steps);
		long most = (long)VALUE_LIMIT * tree_unit_scale(decimals);
		if (!r || steps > most || steps < -most)
			return NULL;
		q = r;
	}
	*v = (*s == '-' ? -(long)INF : (long)INF) + steps;
	return q;
}

/* s past one space, if there is one. */
static const char *skip_space(const char *s)
{
	return s + (*s == ' ');
}

/* One window at s: "(3, 4)", "[3,4]", "3,4" or "3 4"; its end, past one
 * space, or NULL. */
static const char *read_one_window(const char *s, int decimals, long *lo, long *hi)
{
	char close = *s == '(' ? ')' : *s == '[' ? ']' : 0;
	if (close)
		s = skip_space(s + 1);
	if (!(s = read_score(s, decimals, lo)))
		return NULL;
	const char *t = skip_space(s);
	if (*t == ',')
		t = skip_space(t + 1);
	else if (t == s)                /* "34" is one number, not two */
		return NULL;
	if (!(s = read_score(t, decimals, hi)))
		return NULL;
	s = skip_space(s);
	if (close) {
		if (*s != close)
			return NULL;
		s = skip_space(s + 1);
	}
	return s;
}

bool answer_read_windows(const char *typed, int decimals, long *lo, long *hi, int *n, int cap)
{
	char s[TIDY_MAX];
	*n = 0;
	if (!tidy(typed, s, sizeof s))
		return false;
	const char *p = s, *q;
	while (*p) {
		if (*n >= cap || !(p = read_one_window(p, decimals, &lo[*n], &hi[*n])))
			return false;
		bool closed = p[-1] == ')' || p[-1] == ']' || p[-1] == ' ';
		++*n;
		/* Between windows: ';' always; ',', "then" or nothing after a
		 * bracket or a space. */
		if (*p == ';')
			p = skip_space(p + 1);
		else if (*p == ',' && closed)
			p = skip_space(p + 1);
		else if (*p && !closed)
			return false;
		if ((q = after(p, "then")))
			p = q;
	}
	return *n > 0;
}

bool answer_read_count(const char *typed, long *count)
{
	static const char *const units[] = { "leaves", "leaf", "evaluations", "evaluation" };
	char s[TIDY_MAX];
	if (!tidy(typed, s, sizeof s) || *s == '-' || *s == '+')
		return false;
	const char *p = read_number(s, 0, count);
	if (p && *p == ' ')
		for (size_t k = 0; k < sizeof units / sizeof units[0]; k++)
			if (strcmp(p + 1, units[k]) == 0)
				return true;
	return p && !*p;
}

/* The node named w: by its exact name, else by the one name that differs
 * from w only in case; -1 for none, or for two such names.  References
 * to one position share their name "@N3": the first is taken, as
 * tree_find takes it. */
static node_id find_name(const struct tree *t, const char *w)
{
	node_id id = tree_find(t, w, TREE_FIND_REFERENCES, NULL);
	if (id >= 0)
		return id;
	for (node_id k = 0; k < t->count; k++) {
		if (strcasecmp(w, tree_name(t, k)) != 0)
			continue;
		if (id >= 0 && strcmp(tree_name(t, id), tree_name(t, k)) != 0)
			return -1;
		if (id < 0)
			id = k;
	}
	return id;
}

/* A word of the answer: a name may itself end in a full stop, so the
 * stops at its end are dropped only when the word names nothing with
 * them. */
static node_id find_word(const struct tree *t, char *w)
{
	node_id id = find_name(t, w);
	for (size_t n = strlen(w); id < 0 && n > 1 && w[n - 1] == '.';) {
		w[--n] = '\0';
		id = find_name(t, w);
	}
	return id;
}

bool answer_read_nodes(const struct tree *t, const char *typed, node_id *ids, int *n, int cap)
{
	static const char separators[] = " \t\n\v\f\r,;";
	char *buf = strdup(typed);
	bool ok = buf != NULL;
	*n = 0;
	for (char *save = NULL, *w = ok ? strtok_r(buf, separators, &save) : NULL; w && ok;
	     w = strtok_r(NULL, separators, &save)) {
		if (strcasecmp(w, "and") == 0 || strcasecmp(w, "or") == 0 || strcmp(w, "&") == 0 ||
		    strspn(w, ".") == strlen(w))
			continue;
		node_id id = find_word(t, w);
		if ((ok = id >= 0 && *n < cap))
			ids[(*n)++] = id;
	}
	free(buf);
	return ok && *n > 0;
}

/* ---- The line an answer is typed on -------------------------------------- */

bool answer_line_type(char *line, size_t size, char c)
{
	size_t n = strlen(line);
	if (n + 1 >= size)
		return false;
	line[n] = c;
	line[n + 1] = '\0';
	return true;
}

void answer_line_erase(char *line, enum line_erase what)
{
	size_t n = strlen(line);
	switch (what) {
	case LINE_ERASE_CHAR:
		/* A UTF-8 character is its lead byte and the continuation
		 * bytes (10xxxxxx) after it: a typed >= goes whole. */
		while (n > 0 && ((unsigned char)line[n - 1] & 0xc0) == 0x80)
			n--;
		if (n > 0)
			n--;
		break;
	case LINE_ERASE_WORD:
		/* As a shell's Ctrl-W: the blanks before the cursor, then
		 * everything back to the previous blank. */
		while (n > 0 && isspace((unsigned char)line[n - 1]))
			n--;
		while (n > 0 && !isspace((unsigned char)line[n - 1]))
			n--;
		break;
	case LINE_ERASE_ALL:
		n = 0;
		break;
	}
	line[n] = '\0';
}
