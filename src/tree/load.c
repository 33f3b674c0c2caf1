/* load.c - the tree loader.
 *
 * Everything a student types passes through here, so every way a file can
 * be wrong ends in one clear "SOURCE:LINE:COLUMN: message" line and a
 * tree that was never half-built: the loader fills a builder and only
 * turns it into a tree once the whole input has been checked. */
#include <config.h>

#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "tree/i18n.h"
#include "tree/load.h"
#include "tree/game.h"

#include "tree/cs188.h"
#include "tree/load_internal.h"

static const char *const kind_words[] = {
	[KIND_MAX] = "max", [KIND_MIN] = "min", [KIND_CHANCE] = "chance",
};
#define KIND_WORDS ((int)(sizeof kind_words / sizeof kind_words[0]))

const char *load_kind_word(enum node_kind kind)
{
	return (int)kind < KIND_WORDS && kind_words[kind] ? kind_words[kind] : "";
}

enum node_kind load_kind_of(const char *s, size_t n)
{
	for (int k = 1; k < KIND_WORDS; k++)
		if (kind_words[k] && strlen(kind_words[k]) == n && strncmp(s, kind_words[k], n) == 0)
			return (enum node_kind)k;
	return KIND_AUTO;
}

size_t load_bracket_kind(const char *s, size_t len, enum node_kind *kind)
{
	size_t n = 0;
	while (n < len && isalpha((unsigned char)s[n]))
		n++;
	if (n == 0)             /* most nodes: a number or a '(' (asked at every one) */
		return 0;
	enum node_kind k = load_kind_of(s, n);
	if (k == KIND_AUTO || n == len)
		return 0;
	size_t i = n;
	if (s[i] == '~') {      /* ~VALUE( : only a static evaluation may come between */
		i++;
		if (i < len && (s[i] == '-' || s[i] == '+'))
			i++;
		while (i < len && (is_digit((unsigned char)s[i]) || s[i] == '.'))
			i++;
	}
	if (i == len || (s[i] != '(' && !(i == n && s[i] == '@')))
		return 0;
	*kind = k;
	return n;
}

static void describe(int ch, char *buf, size_t len)
{
	if (ch == EOF)
		/* TRANSLATORS: what the loader found where it expected
		 * something else, in "found %s". */
		snprintf(buf, len, "%s", _("end of input"));
	else if (ch == '\n')
		/* TRANSLATORS: as in "found end of input". */
		snprintf(buf, len, "%s", _("end of line"));
	else if (ch < ' ' || ch == 127)
		/* TRANSLATORS: as in "found end of input"; U+%04X is the
		 * character's code point. */
		snprintf(buf, len, _("control character U+%04X"), (unsigned)ch);
	else if (ch < 127)
		snprintf(buf, len, "'%c'", ch);
	else
		/* TRANSLATORS: as in "found end of input"; 0x%02x is the byte
		 * in hexadecimal. */
		snprintf(buf, len, _("byte 0x%02x"), (unsigned)ch);
}

static void skip_blanks(struct cursor *c)
{
	while (peek(c) == ' ' || peek(c) == '\t')
		next(c);
}

static void skip_to_eol(struct cursor *c)
{
	while (peek(c) != EOF && peek(c) != '\n')
		next(c);
}

/* Reads a value at the cursor: a whole number or one with one or two
 * decimals (4, -3.01, 2.5), into *value in hundredths, whatever the
 * tree's decimals turn out to be: tree_load_string_at scales every value
 * down to the tree's units once all are read.  b->decimals keeps the
 * most decimals any value was written with.  VALUE_LIMIT bounds the
 * value as written. */
static bool parse_value(struct cursor *c, struct builder *b, int *value, char after)
{
	int line = c->line, col = c->col;
	size_t start = c->pos;
	bool negative = false;
	long v = 0, part = 0;
	int decimals = 0;
	char what[64];

	if (peek(c) == '+' || peek(c) == '-') {
		negative = peek(c) == '-';
		next(c);
	}
	if (!is_digit(peek(c))) {
		describe(peek(c), what, sizeof what);
		if (c->pos == start && (peek(c) == EOF || peek(c) == '\n' || peek(c) == '#'))
			return fail_at(c, line, col, _("missing value after '%c'"),
				       after ? after : '=');
		if (peek(c) == '.')
			return fail_at(c, line, col, _("value must be a number, found '.' (write a "
						       "digit before the point: 0.5, not .5)"));
		return fail_at(c, line, col, _("value must be a number, found %s"), what);
	}
	/* The digits straight from the text: no line ends among them, so the
	 * cursor moves once, by their number. */
	size_t i = c->pos;
	for (; i < c->len && is_digit(c->s[i]); i++)
		if (v <= VALUE_LIMIT)
			v = v * 10 + (c->s[i] - '0');
	c->col += (int)(i - c->pos);
	c->pos = i;
	if (peek(c) == '.' && c->pos + 1 < c->len && is_digit((unsigned char)c->s[c->pos + 1])) {
		next(c);
		while (is_digit(peek(c))) {
			if (decimals < TREE_MAX_DECIMALS)
				part = part * 10 + (peek(c) - '0');
			decimals++;
			next(c);
		}
		if (decimals > TREE_MAX_DECIMALS && !is_name_char(peek(c)))
			/* TRANSLATORS: %2$.*1$s is the value as written, %3$d its decimals,
			 * %4$d the most allowed. */
			return fail_at(c, line, col, _("value %2$.*1$s has %3$d decimals: at most "
						       "%4$d are allowed (values are exact to a "
						       "hundredth)"),
				       (int)(c->pos - start > 24 ? 24 : c->pos - start), c->s + start, decimals,
				       TREE_MAX_DECIMALS);
	}
	if (is_name_char(peek(c)))
		/* TRANSLATORS: %1$d is the most decimals, %3$.*2$s what was written. */
		return fail_at(c, line, col, _("value must be a number (at most %1$d decimals), "
					       "found '%3$.*2$s'"), TREE_MAX_DECIMALS,
			       (int)(c->pos - start + 1 > 24 ? 24 : c->pos - start + 1), c->s + start);
	/* A pasted number can be any length; the message shows its start. */
	int shown = c->pos - start > 24 ? 24 : (int)(c->pos - start);
	if (v > VALUE_LIMIT || (v == VALUE_LIMIT && part > 0))
		/* TRANSLATORS: %2$.*1$s is the value as written, %3$s "..." where it
		 * was cut, %4$d and %5$d the range. */
		return fail_at(c, line, col, _("value %2$.*1$s%3$s out of range (-%4$d to %5$d)"),
			       shown,
			       c->s + start, c->pos - start > 24 ? "..." : "", VALUE_LIMIT, VALUE_LIMIT);
	v = v * 100 + (decimals == 1 ? part * 10 : part);
	*value = negative ? (int)-v : (int)v;
	if (decimals > b->decimals)
		b->decimals = decimals;
	return true;
}

static int64_t gcd64(int64_t a, int64_t b)
{
	while (b) {
		int64_t r = a % b;
		a = b;
		b = r;
	}
	return a;
}

/* Does a probability start at the cursor: digits, '.' and '/' up to a
 * ':'?  (A name may start with a digit, but never holds a ':'.) */
static bool at_probability(const struct cursor *c)
{
	size_t i = c->pos;
	while (i < c->len && (is_digit((unsigned char)c->s[i]) || c->s[i] == '.' || c->s[i] == '/'))
		i++;
	return i > c->pos && i < c->len && c->s[i] == ':';
}

/* Reads "P:" at the cursor, P a fraction (1/3), a decimal (0.25, .5) or
 * 1, into *p in lowest terms, and the blanks after the ':'.  Exact: a
 * decimal of up to six places is a fraction over a power of ten. */
static bool parse_probability(struct cursor *c, struct probability *p)
{
	int line = c->line, col = c->col;
	size_t start = c->pos;
	int64_t num = 0, den = 1;
	bool digits = false;
	while (is_digit(peek(c))) {
		if (num <= PROB_DEN_MAX)
			num = num * 10 + (peek(c) - '0');
		digits = true;
		next(c);
	}
	if (peek(c) == '.') {
		next(c);
		for (; is_digit(peek(c)); next(c)) {
			if (den >= PROB_DEN_MAX)
				return fail_at(c, line, col,
					       _("probability %.*s has more than 6 decimal places "
						 "(write a fraction)"), (int)(c->pos - start + 1),
					       c->s + start);
			num = num * 10 + (peek(c) - '0');
			den *= 10;
			digits = true;
		}
	} else if (peek(c) == '/' && digits) {
		next(c);
		den = 0;
		while (is_digit(peek(c))) {
			if (den <= PROB_DEN_MAX)
				den = den * 10 + (peek(c) - '0');
			next(c);
		}
	}
	int n = (int)(c->pos - start);
	if (peek(c) != ':' || !digits || den == 0)
		return fail_at(c, line, col, _("probability '%.*s' must be a fraction such as 1/3 "
					       "or a decimal such as 0.25"), n, c->s + start);
	if (num == 0 || num > den || den > PROB_DEN_MAX)
		/* TRANSLATORS: %2$.*1$s is the probability as written, %3$d the
		 * largest denominator. */
		return fail_at(c, line, col, _("probability %2$.*1$s must be more than 0 and at "
					       "most 1, with a denominator of at most %3$d"),
			       n, c->s + start,
			       PROB_DEN_MAX);
	next(c);        /* the ':' */
	skip_blanks(c);
	int64_t g = gcd64(num, den);
	*p = (struct probability){ (int32_t)(num / g), (int32_t)(den / g) };
	return true;
}

/* The children of each chance node: every one with its probability or
 * none (then each gets an equal share), and those given add up to
 * exactly 1, in rationals.  A probability anywhere else is an error.
 * (Bracket-form nodes have no names yet: the messages point, not name.) */
static bool check_chances(struct cursor *c, struct builder *b)
{
	int n = b->count;
	if (n > 0 && builder_prob(b, 0).den)    /* no move leads to the root */
		return fail_at(c, b->prob[0].line, b->prob[0].column,
			       _("a probability on the root: it is the position the search starts "
				 "from, no move's outcome"));
	if (n < 2)              /* the root alone: no move has a probability */
		return true;
	/* Most trees have neither, and then there is nothing to check (and
	 * no sums to keep, 48 bytes a node). */
	bool chance = false;
	for (int i = 0; i < n && !chance; i++)
		chance = builder_kind(b, i) == KIND_CHANCE;
	if (!chance && !b->prob)
		return true;
	/* The first mistake in the file is the one reported: the nodes in
	 * the order the file wrote them. */
	struct sum { __int128 num, den; int children, given, first_without; } *s =
		calloc((size_t)n, sizeof *s);
	int *order = malloc((size_t)n * sizeof *order);
	if (!s || !order) {
		free(s);
		free(order);
		return fail_at(c, 1, 1, _("out of memory"));
	}
	builder_added_order(b, order);
	bool ok = true;
	for (int k = 1; ok && k < n; k++) {
		int i = order[k], parent = b->nodes[i].parent;
		struct sum *ps = &s[parent];
		struct probability kp = builder_prob(b, i);
		if (builder_kind(b, parent) != KIND_CHANCE) {
			if (kp.den)
				ok = fail_at(c, b->prob[i].line, b->prob[i].column,
					     _("a probability on a move from a node that is not a "
					       "chance node (write 'chance' there to make it one)"));
			continue;
		}
		ps->children++;
		if (!kp.den) {
			ps->first_without = ps->first_without ? ps->first_without : i;
			continue;
		}
		/* The running sum in lowest terms: its denominator is the lcm
		 * of those so far, each at most 10^6; past 2^62 it is refused. */
		__int128 num = ps->given ? ps->num * kp.den + (__int128)kp.num * ps->den : kp.num;
		__int128 den = ps->given ? ps->den * kp.den : kp.den;
		__int128 x = num, y = den;
		while (y) {
			__int128 r = x % y;
			x = y;
			y = r;
		}
		ps->num = num / x;
		ps->den = den / x;
		ps->given++;
		if (ps->den > ((__int128)1 << 62))
			ok = fail_at(c, b->prob[i].line, b->prob[i].column,
				     _("the probabilities of this chance node's moves have too "
				       "many different denominators to add up exactly"));
	}
	for (int k = 0; ok && k < n; k++) {
		const struct sum *ps = &s[order[k]];
		const struct node *p = &b->nodes[order[k]];
		if (!ps->given)
			continue;
		if (ps->given < ps->children) {
			const struct node *w = &b->nodes[ps->first_without];
			ok = fail_at(c, w->line, w->column,
				     _("this move has no probability, but the other moves of its "
				       "chance node have: give each move one, or none for equal "
				       "shares"));
		} else if (ps->num != ps->den) {
			if (ps->num > ((__int128)1 << 62))
				ok = fail_at(c, p->line, p->column,
					     _("the probabilities of this chance node's moves add "
					       "up to more than 1"));
			else
				ok = fail_at(c, p->line, p->column,
					     /* TRANSLATORS: %1$lld/%2$lld is a fraction. */
					     _("the probabilities of this chance node's moves add "
					       "up to %1$lld/%2$lld, not 1"),
					     (long long)ps->num, (long long)ps->den);
		}
	}
	/* Equal shares where none were given. */
	for (int i = 1; ok && i < n; i++) {
		int parent = b->nodes[i].parent;
		const struct sum *ps = &s[parent];
		if (builder_kind(b, parent) == KIND_CHANCE && !ps->given &&
		    !builder_set_prob(b, i, (struct probability){ 1, ps->children }, 0, 0))
			ok = fail_at(c, 1, 1, _("out of memory"));
	}
	free(s);
	free(order);
	return ok;
}

/* A probability written before a node: where, and what ({0, 0}: none). */
struct written_prob {
	struct probability p;
	int line, col;
};

static bool add_node(struct cursor *c, struct builder *b, int *index, int parent,
		     const char *name, bool leaf, int value, int line, int col)
{
	if (b->count >= TREE_MAX_NODES)
		return fail_at(c, line, col, _("tree too large (more than %d nodes)"),
			       TREE_MAX_NODES);
	*index = builder_add(b, parent, name, leaf, value, line, col);
	/* -2: the counts planned were wrong (builder_as_planned), and the
	 * loader reads the text again without them. */
	return *index >= 0 || (*index == -2 ? false : fail_at(c, line, col, _("out of memory")));
}

static bool give_prob(struct cursor *c, struct builder *b, int self, const struct written_prob *w)
{
	return !w->p.den || builder_set_prob(b, self, w->p, w->line, w->col) ||
	       fail_at(c, w->line, w->col, _("out of memory"));
}

/* ---- The bracket form ------------------------------------------------ */

static void skip_space_and_comments(struct cursor *c)
{
	for (;;) {
		int ch = peek(c);
		if (ch == ' ' || ch == '\t' || ch == '\n')
			next(c);
		else if (ch == '#')
			skip_to_eol(c);
		else
			return;
	}
}

/* The most common node of all, a leaf written as a whole number and
 * nothing else (26, -11), read and added without parse_bracket_node's
 * questions (a probability? a kind? a static value?): 1 when it was,
 * 0 when the text at the cursor is anything else (the cursor has not
 * moved: parse_bracket_node reads it, and says what is wrong with it),
 * -1 on an error. */
static int plain_leaf(struct cursor *c, struct builder *b, int parent)
{
	/* What may follow the number: then it is the whole node. */
	static const bool ends[256] = { [' '] = 1, ['\t'] = 1, ['\n'] = 1, [')'] = 1, ['#'] = 1 };
	const char *s = c->s;
	size_t i = c->pos + (c->pos < c->len && s[c->pos] == '-'), start = i;
	long v = 0;
	for (; i < c->len && is_digit(s[i]) && i - start < 9; i++)
		v = v * 10 + (s[i] - '0');
	if (i == start || (i < c->len && !ends[(unsigned char)s[i]]) || v > VALUE_LIMIT)
		return 0;
	int self, value = (int)(s[c->pos] == '-' ? -v * 100 : v * 100);     /* in hundredths */
	if (!add_node(c, b, &self, parent, NULL, true, value, c->line, c->col))
		return -1;
	c->col += (int)(i - c->pos);
	c->pos = i;
	return 1;
}

/* One node: a number (a leaf) or a parenthesised list of nodes.  The
 * recursion is bounded by TREE_MAX_DEPTH, so hostile input cannot
 * exhaust the stack. */
static bool parse_bracket_node(struct cursor *c, struct builder *b, int parent, int depth)
{
	int line = c->line, col = c->col, self, value;
	char what[64];

	if (depth > TREE_MAX_DEPTH)
		return fail_at(c, line, col, _("tree too deep (more than %d levels below the root)"),
			       TREE_MAX_DEPTH);
	/* 1/3: the probability of this move, at a chance node. */
	struct written_prob prob = { { 0, 0 }, line, col };
	if (at_probability(c)) {
		if (!parse_probability(c, &prob.p))
			return false;
		line = c->line;
		col = c->col;
	}
	/* min( : who moves here, when not the other side from the parent. */
	enum node_kind kind = KIND_AUTO;
	for (size_t n = load_bracket_kind(c->s + c->pos, c->len - c->pos, &kind); n > 0; n--)
		next(c);
	/* ~VALUE( : an inner node's static evaluation. */
	bool has_static = false;
	int static_value = 0;
	if (peek(c) == '~') {
		next(c);
		if (!parse_value(c, b, &static_value, '~'))
			return false;
		if (peek(c) != '(') {
			char v[24];
			tree_format_value(v, sizeof v, TREE_MAX_DECIMALS, static_value);
			describe(peek(c), what, sizeof what);
			return fail_at(c, c->line, c->col,
				       /* TRANSLATORS: %1$s is the value, %2$s what was found
					* instead ("end of line", "'x'"). */
				       _("expected '(' after the static evaluation ~%1$s, found "
					 "%2$s (only an inner node has one)"), v, what);
		}
		has_static = true;
	}
	if (peek(c) == '(') {
		next(c);
		if (!add_node(c, b, &self, parent, NULL, false, 0, line, col))
			return false;
		if (has_static)
			builder_set_static(b, self, static_value);
		builder_set_kind(b, self, kind);
		if (!give_prob(c, b, self, &prob))
			return false;
		int children = 0;
		for (;;) {
			skip_space_and_comments(c);
			if (peek(c) == ')') {
				if (children == 0)
					return fail_at(c, line, col,
						       _("empty parentheses: an inner node needs "
							 "at least one child"));
				next(c);
				return true;
			}
			if (peek(c) == EOF)
				return fail_at(c, line, col,
					       _("unbalanced parenthesis: this '(' is never closed"));
			int leaf = plain_leaf(c, b, self);
			if (leaf < 0 || (leaf == 0 && !parse_bracket_node(c, b, self, depth + 1)))
				return false;
			children++;
		}
	}
	if (peek(c) == '@') {
		/* @N5: the position numbered N5, reached by another move order. */
		if (parent < 0)
			return fail_at(c, line, col, _("the root cannot be a transposition"));
		next(c);
		size_t start = c->pos;
		while (is_name_char(peek(c)))
			next(c);
		if (c->pos == start) {
			describe(peek(c), what, sizeof what);
			return fail_at(c, c->line, c->col,
				       _("expected a node name after '@', found %s"), what);
		}
		if (c->pos - start > NAME_MAX_LEN)
			return fail_at(c, line, col, _("node name longer than %d characters"),
				       NAME_MAX_LEN);
		char name[NAME_MAX_LEN + 1];
		snprintf(name, sizeof name, "%.*s", (int)(c->pos - start), c->s + start);
		if (!add_node(c, b, &self, parent, name, true, 0, line, col))
			return false;
		builder_set_reference(b, self);
		builder_set_kind(b, self, kind);
		return give_prob(c, b, self, &prob);
	}
	/* (".5" too, for parse_value to say how a value is written.) */
	if (peek(c) == '-' || peek(c) == '+' || is_digit(peek(c)) ||
	    (peek(c) == '.' && c->pos + 1 < c->len && is_digit((unsigned char)c->s[c->pos + 1]))) {
		if (!parse_value(c, b, &value, 0))
			return false;
		if (!add_node(c, b, &self, parent, NULL, true, value, line, col))
			return false;
		return give_prob(c, b, self, &prob);
	}
	if (peek(c) == ')')
		return fail_at(c, line, col, _("unbalanced parenthesis: ')' has no matching '('"));
	describe(peek(c), what, sizeof what);
	size_t word = 0;
	while (c->pos + word < c->len && isalpha((unsigned char)c->s[c->pos + word]))
		word++;
	if (load_kind_of(c->s + c->pos, word) != KIND_AUTO)
		return fail_at(c, line, col, _("'%.*s' must come right before a node's '(' (a leaf "
					       "has no one to move, so no kind)"),
			       (int)word, c->s + c->pos);
	return fail_at(c, line, col, _("expected a number or '(', found %s"), what);
}

static bool parse_bracket(struct cursor *c, struct builder *b)
{
	char what[64];

	if (!parse_bracket_node(c, b, -1, 0))
		return false;
	skip_space_and_comments(c);
	if (peek(c) == EOF)
		return true;
	if (peek(c) == ')')
		return fail_at(c, c->line, c->col, _("unbalanced parenthesis: ')' has no matching "
						     "'('"));
	describe(peek(c), what, sizeof what);
	return fail_at(c, c->line, c->col,
		       _("unexpected %s after the tree (a tree has one root; wrap siblings in "
			 "parentheses)"),
		       what);
}

/* ---- The outline form ------------------------------------------------ */

struct level {
	int node;               /* builder index */
	int indent;             /* column of the node's name, from 0 */
	int child_indent;       /* indentation of its children, -1 before the first */
};

/* Reads "NAME" or "NAME = VALUE" (the cursor is on the name) and places
 * the node under the right parent, using the stack of open ancestors. */
static bool parse_outline_line(struct cursor *c, struct builder *b, struct level *stack,
			       int *depth, int indent)
{
	int line = c->line, col = c->col, value = 0, self;
	char name[NAME_MAX_LEN + 1], what[64];
	bool leaf = false;

	/* 1/3: NAME: the probability of this move, at a chance node. */
	struct written_prob prob = { { 0, 0 }, line, col };
	if (at_probability(c)) {
		if (!parse_probability(c, &prob.p))
			return false;
		line = c->line;
		col = c->col;
	}
	size_t start = c->pos;

	/* @NAME: the position NAME, reached here by another move order. */
	bool reference = peek(c) == '@';
	if (reference) {
		next(c);
		start = c->pos;
	}
	while (is_name_char(peek(c)))
		next(c);
	size_t n = c->pos - start;
	if (peek(c) >= 0x80)
		return fail_at(c, c->line, c->col, _("non-ASCII character in a node name (names "
						     "are ASCII letters, digits and punctuation)"));
	if (n == 0 && reference) {
		describe(peek(c), what, sizeof what);
		return fail_at(c, c->line, c->col, _("expected a node name after '@', found %s"),
			       what);
	}
	if (n == 0) {
		describe(peek(c), what, sizeof what);
		return fail_at(c, line, col, _("expected a node name, found %s"), what);
	}
	if (n > NAME_MAX_LEN)
		return fail_at(c, line, col, _("node name longer than %d characters"),
			       NAME_MAX_LEN);
	memcpy(name, c->s + start, n);
	name[n] = '\0';

	skip_blanks(c);
	/* NAME min: who moves here, when not the other side from the parent. */
	enum node_kind kind = KIND_AUTO;
	int kind_line = c->line, kind_col = c->col;
	if (isalpha(peek(c))) {
		size_t word = c->pos;
		while (word < c->len && isalpha((unsigned char)c->s[word]))
			word++;
		kind = load_kind_of(c->s + c->pos, word - c->pos);
		while (kind != KIND_AUTO && c->pos < word)
			next(c);
		skip_blanks(c);
	}
	if (reference && (peek(c) == '=' || peek(c) == '~'))
		/* TRANSLATORS: %1$s is the node's name, twice. */
		return fail_at(c, c->line, c->col, _("'@%1$s' is a transposition: it has no value "
						     "of its own (%1$s's is used)"), name);
	bool has_static = false;
	int static_value = 0;
	if (peek(c) == '=' || peek(c) == '~') {
		/* NAME = VALUE: a leaf; NAME ~ VALUE: an inner node's static
		 * evaluation. */
		has_static = peek(c) == '~';
		next(c);
		skip_blanks(c);
		if (!parse_value(c, b, has_static ? &static_value : &value, has_static ? '~' : '='))
			return false;
		leaf = !has_static;
		skip_blanks(c);
	}
	if (leaf && kind != KIND_AUTO)
		return fail_at(c, kind_line, kind_col,
			       /* TRANSLATORS: %1$s is the leaf, %2$s the kind written after it
				* ("max", "min" or "chance", as typed). */
			       _("'%1$s' is a leaf: no one moves there, so it takes no '%2$s'"),
			       name, load_kind_word(kind));
	if (peek(c) != EOF && peek(c) != '\n' && peek(c) != '#') {
		describe(peek(c), what, sizeof what);
		return fail_at(c, c->line, c->col, leaf || has_static ?
			       /* TRANSLATORS: %s is what was found ("'x'"); NAME and VALUE are the
				* file's syntax. */
			       _("unexpected %s after the value") :
			       _("unexpected %s after the node name (write NAME, NAME = VALUE or "
				 "NAME ~ VALUE)"), what);
	}

	int parent = -1;
	if (*depth > 0) {
		while (*depth > 0 && stack[*depth - 1].indent >= indent)
			(*depth)--;
		if (*depth == 0)
			/* TRANSLATORS: %1$s is the node, %2$s the root. */
			return fail_at(c, line, col, _("second root '%1$s': a tree has one root, "
						       "indent this node under '%2$s'"),
				       name, builder_name(b, 0));
		struct level *up = &stack[*depth - 1];
		if (up->child_indent >= 0 && up->child_indent != indent)
			/* TRANSLATORS: %1$s is the node, %2$d a column. */
			return fail_at(c, line, col, _("bad indentation: '%1$s' must line up with "
						       "its sibling at column %2$d"),
				       name, up->child_indent + 1);
		const struct node *p = &b->nodes[up->node];
		const char *pname = builder_name(b, up->node);
		if (builder_is_reference(b, up->node))
			/* TRANSLATORS: %1$s is the node, %2$s the transposition above it,
			 * whose name is also its node's. */
			return fail_at(c, line, col, _("'%1$s' is indented under '@%2$s', a "
						       "transposition: its moves are %2$s's, "
						       "written there"), name, pname);
		if (builder_is_leaf(b, up->node))
			return fail_at(c, p->line, p->column,
				       /* TRANSLATORS: %1$s is the node, %2$d the line of its first
					* child. */
				       _("value on an inner node: '%1$s' has a value but also "
					 "children (line %2$d)"), pname, line);
		if (*depth > TREE_MAX_DEPTH)
			return fail_at(c, line, col, _("tree too deep (more than %d levels below "
						       "the root)"),
				       TREE_MAX_DEPTH);
		up->child_indent = indent;
		parent = up->node;
	}
	if (reference && parent < 0)
		return fail_at(c, line, col, _("the root cannot be a transposition ('@%s')"), name);
	if (!add_node(c, b, &self, parent, name, leaf || reference, value, line, col))
		return false;
	if (has_static)
		builder_set_static(b, self, static_value);
	if (reference)
		builder_set_reference(b, self);
	builder_set_kind(b, self, kind);
	if (!give_prob(c, b, self, &prob))
		return false;
	stack[*depth] = (struct level){ self, indent, -1 };
	(*depth)++;
	return true;
}

/* ---- Headers, format detection, and the checks after parsing ---------- */

struct header {
	char *title;
	char *game;             /* "KIND POSITION", checked (game.h) */
	bool root_is_max;
	int title_line, root_line, game_line;
};

/* "game: KIND POSITION": the tree was made from a game (game.h), and a
 * node's board can be drawn from its name.  Checked here, so that a
 * board is never drawn from a position no game could reach. */
static bool parse_game_header(struct cursor *c, struct header *h, int line, int col,
			      size_t vstart, size_t vend)
{
	char value[128], why[200];
	enum game_kind k;
	if (h->game_line)
		return fail_at(c, line, col, _("second game: line (the first is on line %d)"),
			       h->game_line);
	size_t n = vend - vstart;
	const char *space = memchr(c->s + vstart, ' ', n);
	if (!space || n >= sizeof value)
		return fail_at(c, line, col, _("game: must be a game and a position, like 'game: "
					       "tictactoe x.o/.x./...'"));
	memcpy(value, c->s + vstart, n);
	value[n] = '\0';
	value[space - (c->s + vstart)] = '\0';
	struct game g;
	if (!game_kind_parse(value, &k))
		return fail_at(c, line, col, _("game: unknown game '%.20s' (tictactoe, nim or "
					       "connect4)"),
			       value);
	if (!game_start(k, value + (space - (c->s + vstart)) + 1, &g, why, sizeof why))
		return fail_at(c, line, col, _("game: %s"), why);
	value[space - (c->s + vstart)] = ' ';
	h->game_line = line;
	h->game = strdup(value);
	return h->game != NULL || fail_at(c, line, col, _("out of memory"));
}

/* "title: ...", "root: max|min" or "game: ...".  The cursor is at the word. */
static bool parse_header(struct cursor *c, struct header *h)
{
	int line = c->line, col = c->col;
	size_t start = c->pos;

	while (isalpha(peek(c)))
		next(c);
	size_t n = c->pos - start;
	next(c);                /* the ':' */
	skip_blanks(c);
	size_t vstart = c->pos;
	skip_to_eol(c);
	size_t vend = c->pos;
	while (vend > vstart && (c->s[vend - 1] == ' ' || c->s[vend - 1] == '\t'))
		vend--;

	if (n == 5 && strncmp(c->s + start, "title", 5) == 0) {
		char what[64];
		if (h->title_line)
			return fail_at(c, line, col, _("second title: line (the first is on line "
						       "%d)"),
				       h->title_line);
		/* The title is shown on screen and printed: it must not be able
		 * to drive the terminal. */
		size_t bad = text_unsafe_at(c->s + vstart, vend - vstart, what, sizeof what);
		if (bad < vend - vstart)
			return fail_at(c, line, col + (int)(vstart + bad - start),
				       _("%s in the title"), what);
		free(h->title);
		h->title = strndup(c->s + vstart, vend - vstart);
		h->title_line = line;
		return h->title != NULL || fail_at(c, line, col, _("out of memory"));
	}
	if (n == 4 && strncmp(c->s + start, "root", 4) == 0) {
		if (h->root_line)
			return fail_at(c, line, col, _("second root: line (the first is on line %d)"),
				       h->root_line);
		h->root_line = line;
		/* Allow a comment after the value. */
		const char *hash = memchr(c->s + vstart, '#', vend - vstart);
		if (hash)
			for (vend = (size_t)(hash - c->s); vend > vstart && c->s[vend - 1] == ' '; vend--)
				;
		if (vend - vstart == 3 && strncmp(c->s + vstart, "max", 3) == 0)
			h->root_is_max = true;
		else if (vend - vstart == 3 && strncmp(c->s + vstart, "min", 3) == 0)
			h->root_is_max = false;
		else
			return fail_at(c, line, col + (int)(vstart - start),
				       _("root: must be 'max' or 'min'"));
		return true;
	}
	if (n == 4 && strncmp(c->s + start, "game", 4) == 0)
		return parse_game_header(c, h, line, col + (int)(vstart - start), vstart, vend);
	return fail_at(c, line, col, _("unknown header '%.*s:' (expected title:, root: or game:)"),
		       (int)n, c->s + start);
}

static bool is_header(const struct cursor *c)
{
	size_t p = c->pos;
	while (p < c->len && isalpha((unsigned char)c->s[p]))
		p++;
	return p > c->pos && p < c->len && c->s[p] == ':';
}

/* False, for the loader to read the text again without a plan, when the
 * counts planned were wrong: the nodes are then not in level order. */
static bool as_planned(struct builder *b)
{
	if (builder_as_planned(b))
		return true;
	b->misplanned = true;
	return false;
}

/* FNV-1a: a name's place in check_duplicates' table. */
static uint32_t name_hash(const char *s)
{
	uint32_t h = 2166136261u;
	for (; *s; s++)
		h = (h ^ (unsigned char)*s) * 16777619u;
	return h;
}

/* The first repeated name among the nodes in order (all b->count of
 * them; NULL: as kept), in *worst, and the node that first had it in
 * *first; *worst is -1 when no name repeats.  A hash table of the names
 * met so far finds it in one pass (sorting a million names took a
 * quarter of a second).  False when memory runs out. */
static bool first_repeat(const struct builder *b, const int *order, int *worst, int *first)
{
	size_t size = 16;
	while (size < (size_t)b->count + (size_t)b->count / 2)
		size *= 2;
	int *slot = malloc(size * sizeof *slot);        /* a builder index, or -1 */
	if (!slot)
		return false;
	memset(slot, 0xff, size * sizeof *slot);
	*worst = *first = -1;
	for (int k = 0; k < b->count && *worst < 0; k++) {
		int i = order ? order[k] : k;
		if (builder_is_reference(b, i))         /* a reference repeats its target's name */
			continue;
		const char *name = builder_name(b, i);
		size_t at = name_hash(name) & (size - 1);
		while (slot[at] >= 0 && strcmp(builder_name(b, slot[at]), name) != 0)
			at = (at + 1) & (size - 1);
		if (slot[at] >= 0) {
			*worst = i;
			*first = slot[at];
		}
		slot[at] = i;
	}
	free(slot);
	return true;
}

/* The first repeated name in file order, so the message points at the
 * line a student would look at: the second place a name appears.  A
 * planned builder keeps the nodes in level order, so when a name
 * repeats, the file's order is worked out to find the first. */
static bool check_duplicates(struct cursor *c, const struct builder *b)
{
	int worst, first, *order = NULL;
	bool ok = first_repeat(b, NULL, &worst, &first);
	if (ok && worst >= 0 && b->planned) {
		ok = (order = malloc((size_t)b->count * sizeof *order)) != NULL;
		if (ok)
			builder_added_order(b, order);
		ok = ok && first_repeat(b, order, &worst, &first);
		free(order);
	}
	if (!ok)
		return fail_at(c, 1, 1, _("out of memory"));
	if (worst < 0)
		return true;
	const struct node *d = &b->nodes[worst];
	/* TRANSLATORS: %1$s is the name, %2$d a line. */
	return fail_at(c, d->line, d->column, _("duplicate node name '%1$s' (first used on line "
						"%2$d)"),
		       builder_name(b, worst), b->nodes[first].line);
}

/* Written as an inner node (NAME, or NAME ~ VALUE) but given no children. */
static bool no_value(const struct builder *b, int i)
{
	return !builder_is_leaf(b, i) && b->nodes[i].nchildren == 0;
}

/* An outline node with neither value nor children is a leaf whose value
 * was forgotten.  The first in the file is reported. */
static bool check_leaves(struct cursor *c, const struct builder *b)
{
	int i = 0;
	while (i < b->count && !no_value(b, i))
		i++;
	if (i == b->count)
		return true;
	if (b->planned) {
		int *order = malloc((size_t)b->count * sizeof *order), k = 0;
		if (!order)
			return fail_at(c, 1, 1, _("out of memory"));
		builder_added_order(b, order);
		while (!no_value(b, order[k]))
			k++;
		i = order[k];
		free(order);
	}
	const struct node *n = &b->nodes[i];
	const char *name = builder_name(b, i);
	if (n->has_static)
		/* TRANSLATORS: %1$s is the node, twice; VALUE is the file's syntax. */
		return fail_at(c, n->line, n->column, _("'%1$s' has a static evaluation (~) but no "
							"children: a leaf is written '%1$s = VALUE'"),
			       name);
	/* TRANSLATORS: %1$s is the leaf, twice; VALUE is the file's syntax. */
	return fail_at(c, n->line, n->column, _("missing value on leaf '%1$s' (write '%1$s = "
						"VALUE')"), name);
}

/* Whether the word [p, q), right before a '(', begins that node (a
 * probability P:, a kind, ~VALUE) rather than being a node of its own
 * (5(1 2) is a leaf 5 and a node (1 2); so is @N3(1 2)). */
static bool starts_node(const char *p, const char *q)
{
	const char *colon = p;
	for (const char *r = p; r < q; r++)
		if (*r == ':')
			colon = r + 1;
	enum node_kind kind;
	return colon == q || *colon == '~' ||
	       (!memchr(colon, '@', (size_t)(q - colon)) &&
		load_bracket_kind(colon, (size_t)(q - colon) + 1, &kind) > 0);
}

/* The nodes at each depth of the text from the cursor on, in the bracket
 * form, counted as parse_bracket_node will meet them: each '(' and each
 * word but those that begin a node (starts_node) or are a probability
 * ending in ':'.  With them the builder puts each node straight into its
 * place in level order.  Text that parses is meant to be counted
 * exactly; for other text the counts need not be right, for the parser
 * stops at its mistake.  Should any count be wrong, the builder finds
 * the plan broken and the tree is read again without one: slower, never
 * different.  Counts that make no tree (a ')' too many, too deep, too
 * large) plan nothing. */
static bool plan_bracket(const struct cursor *c, struct builder *b)
{
	int at_depth[TREE_MAX_DEPTH + 2] = { 0 }, depth = 0;
	long total = 0;
	const char *p = c->s + c->pos, *end = c->s + c->len;
	/* What ends a word: a table, for this loop reads every byte. */
	static const bool ends[256] = { [' '] = 1, ['\t'] = 1, ['\n'] = 1, ['('] = 1, [')'] = 1,
					['#'] = 1 };
	while (p < end) {
		char ch = *p;
		if (ch == ' ' || ch == '\t' || ch == '\n') {
			p++;
		} else if (ch == '#') {
			const char *eol = memchr(p, '\n', (size_t)(end - p));
			p = eol ? eol : end;
		} else if (ch == ')') {
			if (--depth < 0)
				return true;
			p++;
		} else if (depth > TREE_MAX_DEPTH + 1) {
			return true;
		} else if (ch == '(') {
			at_depth[depth++]++;
			total++;
			p++;
		} else {
			const char *q = p;
			while (q < end && !ends[(unsigned char)*q])
				q++;
			if (q < end && *q == '(' ? !starts_node(p, q) : q[-1] != ':') {
				at_depth[depth]++;
				total++;
			}
			p = q;
		}
	}
	return total > TREE_MAX_NODES || builder_plan(b, at_depth, TREE_MAX_DEPTH + 2, 0);
}

/* The same for the outline form, from the start of its first node's
 * line: a node's depth is the number of open nodes indented less than it,
 * as parse_outline_line works it out. */
static bool plan_outline(const struct cursor *c, size_t from, struct builder *b)
{
	int at_depth[TREE_MAX_DEPTH + 2] = { 0 }, indents[TREE_MAX_DEPTH + 2], open = 0;
	long total = 0;
	const char *s = c->s;
	for (size_t p = from; p < c->len;) {
		int indent = 0;
		while (p < c->len && (s[p] == ' ' || s[p] == '\t')) {
			p++;
			indent++;
		}
		if (p < c->len && s[p] != '\n' && s[p] != '#') {
			while (open > 0 && indents[open - 1] >= indent)
				open--;
			if ((open == 0 && total > 0) || open > TREE_MAX_DEPTH)
				return true;    /* a second root, or too deep */
			at_depth[open]++;
			indents[open++] = indent;
			total++;
		}
		const char *eol = memchr(s + p, '\n', c->len - p);
		p = eol ? (size_t)(eol - s) + 1 : c->len;
	}
	/* Names are at most the text, with an '@' and a '\0' each. */
	return total > TREE_MAX_NODES ||
	       builder_plan(b, at_depth, TREE_MAX_DEPTH + 2, c->len - from + 2 * (size_t)total);
}

/* plan: count the nodes in the text first (plan_bracket, plan_outline). */
static bool parse(struct cursor *c, struct builder *b, struct header *h, bool plan)
{
	struct level stack[TREE_MAX_DEPTH + 2];
	int depth = 0;
	bool outline = false;

	while (peek(c) != EOF) {
		int tab_line = 0, tab_col = 0, indent = 0;
		while (peek(c) == ' ' || peek(c) == '\t') {
			if (peek(c) == '\t' && !tab_line) {
				tab_line = c->line;
				tab_col = c->col;
			}
			indent++;
			next(c);
		}
		if (peek(c) == '\n' || peek(c) == '#' || peek(c) == EOF) {
			skip_to_eol(c);
			next(c);
			continue;
		}
		if (tab_line)
			return fail_at(c, tab_line, tab_col,
				       _("tab in indentation (indent with spaces)"));
		if (is_header(c)) {
			if (outline)
				return fail_at(c, c->line, c->col,
					       _("header after the first node (put title: and "
						 "root: at the top)"));
			if (!parse_header(c, h))
				return false;
			continue;
		}
		int ch = peek(c);
		enum node_kind kind;
		if (!outline && (ch == '(' || ch == ')' || ch == '-' || ch == '+' || ch == '~' ||
				 is_digit(ch) || load_bracket_kind(c->s + c->pos, c->len - c->pos, &kind))) {
			if (plan && !plan_bracket(c, b))
				return fail_at(c, 1, 1, _("out of memory"));
			return parse_bracket(c, b) && as_planned(b);
		}
		if (!outline && plan && !plan_outline(c, c->pos - (size_t)indent, b))
			return fail_at(c, 1, 1, _("out of memory"));
		outline = true;
		if (!parse_outline_line(c, b, stack, &depth, indent))
			return false;
		skip_to_eol(c); /* a comment may follow the node */
		next(c);
	}
	if (b->count == 0)
		return fail_at(c, c->line, c->col, _("empty tree: no nodes found"));
	return as_planned(b) && check_leaves(c, b) && check_duplicates(c, b);
}

/* Points every @NAME at the node NAME.  A transposition is the same
 * position reached by other moves, so it must be a position elsewhere in
 * the tree (not one the path to it passes through: that would be a
 * cycle), with the same side to move.  treestep also asks that it be as
 * many moves deep, so that every position has one depth: the horizon
 * and a table entry's depth then mean the same wherever it is reached. */
static bool resolve_references(struct cursor *c, struct tree *t)
{
	if (t->references == 0)
		return true;
	struct tree_index byname;
	if (!tree_index_build(&byname, t))
		return fail_at(c, 1, 1, _("out of memory"));
	node_id *from = malloc((size_t)t->count * sizeof *from);  /* a move from here leads to n */
	if (!from) {
		tree_index_free(&byname);
		return fail_at(c, 1, 1, _("out of memory"));
	}
	for (node_id n = 0; n < t->count; n++)
		from[n] = -1;
	bool ok = true;
	node_id first = -1;
	for (node_id n = 0; ok && n < t->count; n++) {
		struct node *r = &t->nodes[n];
		if (r->same != -2)
			continue;
		const char *name = tree_name(t, n) + 1;     /* after the '@' */
		node_id to = tree_find(t, name, 0, &byname);
		node_id up = r->parent;
		while (to >= 0 && up >= 0 && up != to)
			up = t->nodes[up].parent;
		const struct node *d = to >= 0 ? &t->nodes[to] : NULL;
		if (!d)
			ok = fail_at(c, r->line, r->column,
				     /* TRANSLATORS: %1$s is a name, twice. */
				     _("'@%1$s': no node is named %1$s"), name);
		else if (up == to)
			ok = fail_at(c, r->line, r->column,
				     /* TRANSLATORS: %1$s is a name, twice. */
				     _("'@%1$s' would make a cycle: %1$s is on the path to this "
				       "move"), name);
		else if (d->is_max != r->is_max || d->is_chance != r->is_chance)
			ok = fail_at(c, r->line, r->column,
				     /* TRANSLATORS: %1$s is a name, %2$s and %3$s MAX, MIN or
				      * CHANCE. */
				     _("'@%1$s' stands where %2$s is to move, but %1$s is a %3$s "
				       "node"), name, tree_kind_name(r),
				     tree_kind_name(d));
		else if (d->depth != r->depth)
			ok = fail_at(c, r->line, r->column,
				     /* TRANSLATORS: %1$s is a name, %2$d and %3$d depths. */
				     _("'@%1$s' is %2$d moves deep and %1$s is %3$d: a "
				       "transposition must be as many moves deep as its node"),
				     name, r->depth, d->depth);
		else if (d->parent == r->parent || from[to] == r->parent)  /* a node's references
									     * come one after another */
			ok = fail_at(c, r->line, r->column,
				     /* TRANSLATORS: %1$s is a name, twice. */
				     _("'@%1$s': this node already has a move to %1$s"), name);
		else {
			from[to] = r->parent;
			r->same = to;
			first = first < 0 ? n : first;
		}
	}
	tree_index_free(&byname);
	free(from);
	if (!ok || first < 0)
		return ok;
	long paths = tree_link(t, TREE_MAX_NODES);
	if (paths < 0)
		return fail_at(c, 1, 1, _("out of memory"));
	if (paths > TREE_MAX_NODES)
		return fail_at(c, t->nodes[first].line, t->nodes[first].column,
			       _("with its transpositions followed, the tree has more than %d "
				 "nodes to search"), TREE_MAX_NODES);
	return true;
}

/* A root written max or min says what root: says; both may say it, but
 * not differently. */
static bool check_root_kind(struct cursor *c, const struct builder *b, struct header *h)
{
	const struct node *r = &b->nodes[0];
	enum node_kind kind = builder_kind(b, 0);
	if (kind != KIND_MAX && kind != KIND_MIN)
		return true;
	bool is_max = kind == KIND_MAX;
	if (h->root_line && is_max != h->root_is_max)
		/* TRANSLATORS: %1$s and %3$s are kinds as written ("max", "min",
		 * "chance"), %2$d a line; root: is the header, as written. */
		return fail_at(c, r->line, r->column, _("the root is written %1$s, but line %2$d "
							"says root: %3$s"),
			       load_kind_word(kind), h->root_line,
			       h->root_is_max ? "max" : "min");
	h->root_is_max = is_max;
	return true;
}

bool tree_load_string(const char *text, size_t len, const char *source,
		      struct tree *t, char *err, size_t errlen)
{
	return tree_load_string_at(text, len, source, 1, 1, t, err, errlen);
}

bool tree_load_string_at(const char *text, size_t len, const char *source, int line, int col,
			 struct tree *t, char *err, size_t errlen)
{
	struct cursor c = { .line = line, .col = col, .source = source, .err = err, .errlen = errlen };
	struct builder b = { 0 };
	struct header h = { .root_is_max = true };
	char *buf = NULL;

	memset(t, 0, sizeof *t);
	bool ok = load_normalise(&c, text, len, false, &buf);
	/* A CS188 test file is told by its keys (cs188.h), not its name.
	 * Its reader wants text that ends in a '\0': a copy of its own. */
	if (ok && cs188_recognise(&c)) {
		if (!buf)
			ok = load_normalise_copy(&c, text, len, false, &buf);
		ok = ok && cs188_parse(&c, &b, &h.title);
	}
	else if (ok) {
		struct cursor start = c;
		ok = parse(&c, &b, &h, true);
		if (!ok && b.misplanned) {
			/* The counts were wrong, as only a parse can tell of
			 * some text: read it again, growing as it goes. */
			builder_free(&b);
			free(h.title);
			free(h.game);
			h = (struct header){ .root_is_max = true };
			c = start;
			ok = parse(&c, &b, &h, false);
		}
		ok = ok && check_root_kind(&c, &b, &h);
	}
	b.in_hundredths = true; /* both read values in hundredths */
	ok = ok && check_chances(&c, &b);
	if (ok && !builder_finish(&b, t, h.root_is_max))
		ok = fail_at(&c, 1, 1, _("out of memory"));
	else if (ok)
		ok = resolve_references(&c, t);
	builder_free(&b);
	free(buf);
	if (ok) {
		t->title = h.title;
		t->game = h.game;
		t->source = strdup(source);
		if (!t->source) {
			tree_free(t);
			snprintf(err, errlen, "%s: %s", source, _("out of memory"));
			return false;
		}
		return true;
	}
	free(h.title);
	free(h.game);
	tree_free(t);
	return false;
}

bool tree_load_file(const char *path, struct tree *t, char *err, size_t errlen)
{
	char *text;
	size_t len;

	memset(t, 0, sizeof *t);
	if (!load_read_file(path, LOAD_MAX_FILE_BYTES, &text, &len, err, errlen))
		return false;
	bool ok = tree_load_string(text, len, path, t, err, errlen);
	free(text);
	return ok;
}

bool tree_load_sample(struct tree *t, char *err, size_t errlen)
{
	return tree_load_string(sample_tree_text, strlen(sample_tree_text), "built-in", t, err, errlen);
}
