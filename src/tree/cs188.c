/* cs188.c - Berkeley CS188's game-tree test files, loaded as they are.
 *
 * What the files are.  CS188's project 2 (multi-agent search, "Pacman,
 * now with ghosts") grades minimax (q2), alpha-beta (q3) and expectimax
 * (q4) on small trees written as test_cases/qN/NAME.test.  Read from the
 * public copies of the project (its testParser.py and the
 * GraphGameTreeTest class of multiagentTestClasses.py, e.g. in the
 * GitHub repositories rwwaskk/CS188-Berkeley and
 * josephedradan/ai_agent_testing, multiagent/test_cases/):
 *
 *  - Every line is KEY: "VALUE", or KEY: """ followed by lines up to one
 *    that is only """.  '#' starts a comment anywhere.  The keys that make
 *    the tree are num_agents, start_state, win_states and lose_states
 *    (names separated by spaces), successors (lines STATE ACTION
 *    NEXTSTATE, in the order the moves are tried) and evaluation (lines
 *    STATE VALUE); the test also has class, alg (MinimaxAgent,
 *    AlphaBetaAgent, ExpectimaxAgent), depth and a drawing, diagram.
 *  - Agent 0 is Pacman (MAX), agents 1 to num_agents - 1 are the ghosts
 *    (MIN; chance under ExpectimaxAgent), and they move in turn, one ply
 *    each: with two ghosts the levels are max, min, min, max, ...
 *  - depth counts rounds in which every agent moves once, so the search
 *    stops depth * num_agents plies below the start state.  It also
 *    stops at a win or lose state, however shallow.  Where it stops it
 *    calls getScore, which is the state's evaluation line.
 *  - The autograder checks the move chosen at the start state and the
 *    set of "expanded" states: every state the agent asked for its moves,
 *    a successor or a score, which is every state the search enters.
 *    q3 adds that alpha-beta must not prune on equality.
 *
 * So the tree loaded here is the one the autograder searches: a win or
 * lose state, and a state depth * num_agents plies down, is a leaf valued
 * by its evaluation line, and what lies below it is not loaded.  An inner
 * state with an evaluation line keeps it as its static value (NAME ~ V),
 * so that --depth can stop the search sooner.  A state reached again at
 * the same ply is a transposition (@NAME); treestep cannot draw a state
 * reached at two different plies, or a cycle, and says so at the line
 * that makes one. */
#include <config.h>

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "tree/cs188.h"
#include "tree/i18n.h"
#include "tree/load.h"
#include "tree/parse.h"

/* A word of the file: where it is, for names and messages. */
struct span {
	size_t at, len;
	int line, col;
};

/* ---- KEY: "VALUE" and KEY: """ ... """ --------------------------------- */

enum key { K_NUM_AGENTS, K_START, K_WIN, K_LOSE, K_SUCCESSORS, K_EVALUATION, K_DEPTH, K_ALG,
	   K_COUNT };

static const struct {
	const char *name;
	bool required;          /* the autograder's parseTreeProblem reads it */
} keys[K_COUNT] = {
	[K_NUM_AGENTS] = { "num_agents", true },
	[K_START] = { "start_state", true },
	[K_WIN] = { "win_states", true },
	[K_LOSE] = { "lose_states", true },
	[K_SUCCESSORS] = { "successors", true },
	[K_EVALUATION] = { "evaluation", true },
	[K_DEPTH] = { "depth", false },
	[K_ALG] = { "alg", false },
};

/* A key's value: the text from start to end, whose first character is at
 * line; base is where that line begins, for columns. */
struct value {
	bool found;
	int key_line, key_col;
	size_t start, end, base;
	int line;
};

static size_t line_end(const struct cursor *c, size_t p)
{
	const char *nl = memchr(c->s + p, '\n', c->len - p);
	return nl ? (size_t)(nl - c->s) : c->len;
}

/* Where a line's content ends: at its comment, or its end. */
static size_t content_end(const struct cursor *c, size_t from, size_t end)
{
	const char *hash = memchr(c->s + from, '#', end - from);
	return hash ? (size_t)(hash - c->s) : end;
}

static size_t skip_blank(const struct cursor *c, size_t p, size_t end)
{
	while (p < end && (c->s[p] == ' ' || c->s[p] == '\t'))
		p++;
	return p;
}

static bool only_blanks(const struct cursor *c, size_t p, size_t end)
{
	return skip_blank(c, p, end) == end;
}

static bool is_key_char(char ch)
{
	return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') ||
	       ch == '_';
}

/* The line at the beginning of a line that starts a key named name? */
static bool line_has_key(const struct cursor *c, size_t p, const char *name)
{
	size_t end = line_end(c, p), n = strlen(name);
	p = skip_blank(c, p, end);
	if (end - p < n || memcmp(c->s + p, name, n) != 0)
		return false;
	p = skip_blank(c, p + n, end);
	return p < end && c->s[p] == ':';
}

bool cs188_recognise(const struct cursor *c)
{
	for (size_t p = 0; p < c->len; p = line_end(c, p) + 1)
		if (line_has_key(c, p, keys[K_NUM_AGENTS].name) ||
		    line_has_key(c, p, keys[K_SUCCESSORS].name))
			return true;
	return false;
}

bool tree_text_is_cs188(const char *text, size_t len)
{
	struct cursor c = { .s = text, .len = len };
	return cs188_recognise(&c);
}

/* Reads every KEY: line, keeping where the values of the keys in keys[]
 * are; other keys (class, diagram, ...) are read and left.  As in the
 * autograder's parser, a comment is cut from every line before it is
 * read, and a line inside """ ... """ is kept whole. */
static bool read_keys(struct cursor *c, struct value *v)
{
	int line = c->line;     /* the file's first line (1, or where a lesson has it) */
	for (size_t p = 0; p < c->len; line++) {
		size_t end = line_end(c, p), stop = content_end(c, p, end);
		size_t q = skip_blank(c, p, stop), k = q;
		if (q == stop) {
			p = end + 1;
			continue;
		}
		while (k < stop && is_key_char(c->s[k]))
			k++;
		if (k == q)
			return fail_at(c, line, (int)(q - p) + 1,
				       _("expected KEY: \"VALUE\" (a CS188 test file), found '%c'"),
				       c->s[q]);
		size_t name = q, name_len = k - q;
		q = skip_blank(c, k, stop);
		if (q == stop || c->s[q] != ':')
			return fail_at(c, line, (int)(q - p) + 1,
				       _("expected ':' after the key '%.*s'"),
				       (int)name_len, c->s + name);
		q = skip_blank(c, q + 1, stop);
		if (q == stop || c->s[q] != '"')
			return fail_at(c, line, (int)(q - p) + 1,
				       /* TRANSLATORS: %2$.*1$s is the key, twice; VALUE is the
					* file's syntax. */
				       _("the value of '%2$.*1$s' must be in double quotes: "
					 "%2$.*1$s: \"VALUE\""),
				       (int)name_len, c->s + name);
		struct value got = { .found = true, .key_line = line, .key_col = (int)(name - p) + 1 };
		if (stop - q >= 3 && memcmp(c->s + q, "\"\"\"", 3) == 0) {
			if (!only_blanks(c, q + 3, stop))
				return fail_at(c, line, (int)(q - p) + 4,
					       _("nothing may follow \"\"\" on its line: the value "
						 "starts on the next line"));
			/* The value runs to the line that is only """. */
			got.start = got.base = end + 1 < c->len ? end + 1 : c->len;
			got.line = line + 1;
			size_t r = got.start;
			for (;;) {
				if (r >= c->len)
					return fail_at(c, got.key_line, (int)(q - p) + 1,
						       _("the \"\"\" of '%.*s' is never closed (a "
							 "line with only \"\"\" ends the value)"),
						       (int)name_len, c->s + name);
				size_t rend = line_end(c, r), rstop = content_end(c, r, rend);
				size_t t = skip_blank(c, r, rstop);
				line++;
				if (rstop - t >= 3 && memcmp(c->s + t, "\"\"\"", 3) == 0 &&
				    only_blanks(c, t + 3, rstop)) {
					got.end = r;
					p = rend + 1;
					break;
				}
				r = rend + 1;
			}
		} else {
			const char *close = memchr(c->s + q + 1, '"', stop - q - 1);
			if (!close)
				return fail_at(c, line, (int)(q - p) + 1,
					       _("the value of '%.*s' has no closing '\"'"),
					       (int)name_len, c->s + name);
			size_t after = (size_t)(close - c->s) + 1;
			if (!only_blanks(c, after, stop))
				return fail_at(c, line, (int)(after - p) + 1,
					       /* TRANSLATORS: %1$c is what was found, %3$.*2$s the
						* key. */
					       _("unexpected '%1$c' after the value of '%3$.*2$s'"),
					       c->s[skip_blank(c, after, stop)],
					       (int)name_len, c->s + name);
			got.start = q + 1;
			got.end = after - 1;
			got.base = p;
			got.line = line;
			p = end + 1;
		}
		for (int i = 0; i < K_COUNT; i++) {
			if (strlen(keys[i].name) != name_len ||
			    memcmp(keys[i].name, c->s + name, name_len) != 0)
				continue;
			if (v[i].found)
				return fail_at(c, got.key_line, got.key_col,
					       /* TRANSLATORS: %1$s is the key, %2$d a line. */
					       _("second '%1$s:' (the first is on line %2$d)"),
					       keys[i].name, v[i].key_line);
			v[i] = got;
		}
	}
	for (int i = 0; i < K_COUNT; i++)
		if (keys[i].required && !v[i].found)
			return fail_at(c, c->line, 1, _("missing key '%s:' (a CS188 game-tree test "
							"has num_agents, start_state, win_states, "
							"lose_states, successors and evaluation)"),
				       keys[i].name);
	return true;
}

/* The words of the text from..to, all on the line that begins at base:
 * up to max of them into w, and how many there are.  A '#' ends them. */
static int line_words(const struct cursor *c, size_t base, size_t from, size_t to, int line,
		      struct span *w, int max)
{
	int n = 0;
	to = content_end(c, from, to);
	for (size_t p = skip_blank(c, from, to); p < to; p = skip_blank(c, p, to)) {
		size_t start = p;
		while (p < to && c->s[p] != ' ' && c->s[p] != '\t')
			p++;
		if (n < max)
			w[n] = (struct span){ start, p - start, line, (int)(start - base) + 1 };
		n++;
	}
	return n;
}

/* A cursor over a value, a line or a word at a time: p is where to read
 * on, in the line that begins at base. */
struct lines {
	const struct value *v;
	size_t p, base;
	int line;
};

static struct lines lines_of(const struct value *v)
{
	return (struct lines){ v, v->start, v->base, v->line };
}

/* The end of the value's line that it->p is on. */
static size_t value_line_end(const struct cursor *c, const struct lines *it)
{
	size_t end = line_end(c, it->p);
	return end > it->v->end ? it->v->end : end;
}

static void next_value_line(struct lines *it, size_t end)
{
	it->p = it->base = end + 1;
	it->line++;
}

/* The next line of a value that has words: its words (up to max) into w
 * and their count, or 0 at the end. */
static int next_line(const struct cursor *c, struct lines *it, struct span *w, int max)
{
	while (it->p < it->v->end) {
		size_t end = value_line_end(c, it);
		int n = line_words(c, it->base, it->p, end, it->line, w, max);
		next_value_line(it, end);
		if (n > 0)
			return n;
	}
	return 0;
}

/* The next word of a value, across its lines, into *w; false at the end. */
static bool next_word(const struct cursor *c, struct lines *it, struct span *w)
{
	while (it->p < it->v->end) {
		size_t end = value_line_end(c, it);
		if (line_words(c, it->base, it->p, end, it->line, w, 1) > 0) {
			it->p = w->at + w->len;
			return true;
		}
		next_value_line(it, end);
	}
	return false;
}

/* ---- States ------------------------------------------------------------ */

struct state {
	struct span name;       /* where it is first written */
	int first_edge, nedges; /* its moves, edges[first_edge ..], in file order */
	int ply;                /* plies below start_state; -1 until reached */
	int node;               /* its builder node, -1 until made */
	int via;                /* the move that first reaches it, -1 for start_state */
	int eval_line;          /* 0: no evaluation line */
	int value;
	bool win, lose;
	bool listed;            /* on a successors line or start_state */
	bool expanded;          /* the search asks it for its moves */
};

struct edge {
	int from, to;
	struct span action, next;
};

struct states {
	struct state *s;
	int count, cap;
	int *slot;              /* open addressing: state index + 1, 0 for empty */
	size_t slots;
	struct edge *edges;
	int nedges, edges_cap;
	int decimals;           /* the most any evaluation is written with (4.0: none) */
};

static uint64_t hash_name(const char *p, size_t n)
{
	uint64_t h = 1469598103934665603u;      /* FNV-1a */
	while (n--)
		h = (h ^ (unsigned char)*p++) * 1099511628211u;
	return h;
}

static int *find_slot(const struct cursor *c, const struct states *st, const struct span *w)
{
	size_t mask = st->slots - 1, i = hash_name(c->s + w->at, w->len) & mask;
	for (;; i = (i + 1) & mask) {
		int k = st->slot[i] - 1;
		if (k < 0)
			return &st->slot[i];
		const struct span *name = &st->s[k].name;
		if (name->len == w->len && memcmp(c->s + name->at, c->s + w->at, w->len) == 0)
			return &st->slot[i];
	}
}

/* The state named w, or -1. */
static int state_find(const struct cursor *c, const struct states *st, const struct span *w)
{
	return st->slots ? *find_slot(c, st, w) - 1 : -1;
}

static bool grow_slots(const struct cursor *c, struct states *st)
{
	size_t slots = st->slots ? st->slots * 2 : 64;
	int *slot = calloc(slots, sizeof *slot);
	if (!slot)
		return false;
	free(st->slot);
	st->slot = slot;
	st->slots = slots;
	for (int k = 0; k < st->count; k++)
		*find_slot(c, st, &st->s[k].name) = k + 1;
	return true;
}

/* A state's name becomes a node's name, so it must be one treestep can
 * write and find: the characters of the outline form's names. */
static bool check_name(struct cursor *c, const struct span *w)
{
	if (w->len > NAME_MAX_LEN)
		return fail_at(c, w->line, w->col,
			       /* TRANSLATORS: %2$.*1$s is the name's start, %1$d the most
				* characters. */
			       _("state name '%2$.*1$s...' longer than %1$d characters"),
			       NAME_MAX_LEN, c->s + w->at);
	if (c->s[w->at] == '@')
		return fail_at(c, w->line, w->col, _("a state name cannot start with '@' (treestep "
						     "writes transpositions that way)"));
	for (size_t i = 0; i < w->len; i++) {
		unsigned char ch = (unsigned char)c->s[w->at + i];
		if (!is_name_char(ch))
			return fail_at(c, w->line, w->col + (int)i, ch < 127 && ch > ' ' ?
				       /* TRANSLATORS: %1$c is a character, %3$.*2$s the
					* name. */
				       _("'%1$c' in the state name '%3$.*2$s' (names may not "
					 "contain = # ( ) : , ~)") :
				       /* TRANSLATORS: 0x%1$02x is a byte in hexadecimal,
					* %3$.*2$s the name. */
				       _("byte 0x%1$02x in the state name '%3$.*2$s' (names are "
					 "printable ASCII)"), ch, (int)w->len, c->s + w->at);
	}
	return true;
}

/* The state named w, made when it is new. */
static bool state_intern(struct cursor *c, struct states *st, const struct span *w, int *k)
{
	if ((*k = state_find(c, st, w)) >= 0)
		return true;
	if (!check_name(c, w))
		return false;
	if (st->count >= TREE_MAX_NODES)
		return fail_at(c, w->line, w->col, _("too many states (more than %d)"),
			       TREE_MAX_NODES);
	if ((size_t)st->count * 2 >= st->slots && !grow_slots(c, st))
		return fail_at(c, w->line, w->col, _("out of memory"));
	if (st->count == st->cap) {
		int cap = st->cap ? st->cap * 2 : 64;
		struct state *s = realloc(st->s, (size_t)cap * sizeof *s);
		if (!s)
			return fail_at(c, w->line, w->col, _("out of memory"));
		st->s = s;
		st->cap = cap;
	}
	*k = st->count++;
	st->s[*k] = (struct state){ .name = *w, .first_edge = 0, .ply = -1, .node = -1,
				    .via = -1 };
	*find_slot(c, st, w) = *k + 1;
	return true;
}

static void states_free(struct states *st)
{
	free(st->s);
	free(st->slot);
	free(st->edges);
}

/* ---- Values ------------------------------------------------------------- */

/* An evaluation as the file writes it: the autograder reads it with
 * Python's float(), and its files write 4, 4.0 and -3.01.  treestep keeps
 * values in fixed point with at most two decimals (tree.h), so 4.0 is the
 * whole number 4 and -3.01 has two decimals; a third that is not 0 is
 * refused rather than rounded. */
static bool read_value(struct cursor *c, const struct span *w, int *value, int *decimals)
{
	const char *s = c->s + w->at;
	size_t i = 0, n = w->len;
	bool negative = false;
	long v = 0;

	if (i < n && (s[i] == '+' || s[i] == '-'))
		negative = s[i++] == '-';
	size_t digits = i;
	while (i < n && s[i] >= '0' && s[i] <= '9') {
		if (v <= VALUE_LIMIT)
			v = v * 10 + (s[i] - '0');
		i++;
	}
	size_t whole = i - digits, fraction = 0;
	/* CS188's files write 4.0 for 4 and -3.01 for itself: the decimals
	 * that count are those up to the last that is not 0. */
	int hundredths = 0, places = 0;
	if (i < n && s[i] == '.') {
		for (i++; i < n && s[i] >= '0' && s[i] <= '9'; i++, fraction++) {
			if (s[i] == '0')
				continue;
			if (fraction >= TREE_MAX_DECIMALS)
				return fail_at(c, w->line, w->col,
					       /* TRANSLATORS: %2$.*1$s is the value, %3$d the most
						* decimals. */
					       _("evaluation %2$.*1$s has more than %3$d decimals"),
					       (int)n, s, TREE_MAX_DECIMALS);
			places = (int)fraction + 1;
		}
		for (size_t k = 0; k < TREE_MAX_DECIMALS; k++)
			hundredths = hundredths * 10 +
				     (k < fraction ? s[i - fraction + k] - '0' : 0);
	}
	if (i < n || whole + fraction == 0)
		return fail_at(c, w->line, w->col, _("evaluation '%.*s' is not a number"),
			       (int)n, s);
	if (v > VALUE_LIMIT || (v == VALUE_LIMIT && hundredths))
		return fail_at(c, w->line, w->col,
			       /* TRANSLATORS: %2$.*1$s is the value, %3$s "..." where it was cut,
				* %4$d and %5$d the range. */
			       _("evaluation %2$.*1$s%3$s out of range (-%4$d to %5$d)"),
			       n > 24 ? 24 : (int)n, s, n > 24 ? "..." : "", VALUE_LIMIT, VALUE_LIMIT);
	/* In hundredths, as the other forms are read: the loader scales every
	 * value down to the tree's units once all are read. */
	long h = v * 100 + hundredths;
	*value = negative ? (int)-h : (int)h;
	if (places > *decimals)
		*decimals = places;
	return true;
}

/* A whole number from min to max in a one-word value (num_agents, depth). */
static bool read_count(struct cursor *c, const struct value *v, const char *key, uint64_t min,
		       uint64_t max, int *out)
{
	struct lines it = lines_of(v);
	struct span w[2];
	char msg[LOAD_ERROR_MAX];
	uint64_t n;
	if (!next_word(c, &it, &w[0]) || next_word(c, &it, &w[1]))
		return fail_at(c, v->key_line, v->key_col, _("%s: must be one whole number"), key);
	if (!parse_number(key, c->s + w[0].at, w[0].len, min, max, &n, msg, sizeof msg))
		return fail_at(c, w[0].line, w[0].col,
			       "%s", msg);
	*out = (int)n;
	return true;
}

/* ---- The moves ------------------------------------------------------------ */

static int compare_actions(const void *a, const void *b, void *ctx)
{
	const struct cursor *c = ((void **)ctx)[0];
	const struct edge *e = ((void **)ctx)[1];
	const struct span *x = &e[*(const int *)a].action, *y = &e[*(const int *)b].action;
	int r = x->len == y->len ? memcmp(c->s + x->at, c->s + y->at, x->len) :
		(x->len > y->len) - (x->len < y->len);
	int ia = *(const int *)a, ib = *(const int *)b;
	return r ? r : (ia > ib) - (ia < ib);
}

/* Reads the successors lines, and groups each state's moves together,
 * in file order (the order the agent tries them).  Two moves of one
 * state with the same action would leave the autograder's map with one
 * of them: refused. */
static bool read_successors(struct cursor *c, struct states *st, const struct value *v)
{
	struct lines it = lines_of(v);
	struct span w[3];
	int n;
	while ((n = next_line(c, &it, w, 3)) > 0) {
		if (n != 3)
			return fail_at(c, w[0].line, w[0].col,
				       /* TRANSLATORS: STATE ACTION NEXTSTATE is the file's syntax;
					* %d counts the words. */
				       ngettext("a successors line is STATE ACTION NEXTSTATE: this "
						"one has %d word",
						"a successors line is STATE ACTION NEXTSTATE: this "
						"one has %d words", (unsigned long)n), n);
		struct edge e = { .action = w[1], .next = w[2] };
		if (!state_intern(c, st, &w[0], &e.from) || !state_intern(c, st, &w[2], &e.to))
			return false;
		if (st->nedges == st->edges_cap) {
			int cap = st->edges_cap ? st->edges_cap * 2 : 64;
			struct edge *p = realloc(st->edges, (size_t)cap * sizeof *p);
			if (!p)
				return fail_at(c, w[0].line, w[0].col, _("out of memory"));
			st->edges = p;
			st->edges_cap = cap;
		}
		st->edges[st->nedges++] = e;
		st->s[e.from].listed = st->s[e.to].listed = true;
		st->s[e.from].nedges++;
	}
	/* A stable counting sort by the state moved from. */
	int total = 0;
	for (int k = 0; k < st->count; k++) {
		st->s[k].first_edge = total;
		total += st->s[k].nedges;
	}
	struct edge *sorted = malloc((size_t)(total ? total : 1) * sizeof *sorted);
	int *fill = calloc((size_t)st->count + 1, sizeof *fill);
	int *order = malloc((size_t)(total ? total : 1) * sizeof *order);
	bool ok = sorted && fill && order;
	if (!ok)
		ok = fail_at(c, v->key_line, v->key_col, _("out of memory"));
	for (int i = 0; ok && i < total; i++) {
		const struct edge *e = &st->edges[i];
		sorted[st->s[e->from].first_edge + fill[e->from]++] = *e;
	}
	if (ok) {
		free(st->edges);
		st->edges = sorted;
		st->edges_cap = total;
		sorted = NULL;
	}
	for (int k = 0; ok && k < st->count; k++) {
		const struct state *s = &st->s[k];
		for (int i = 0; i < s->nedges; i++)
			order[i] = s->first_edge + i;
		void *ctx[2] = { c, st->edges };
		qsort_r(order, (size_t)s->nedges, sizeof *order, compare_actions, ctx);
		for (int i = 1; ok && i < s->nedges; i++) {
			const struct edge *a = &st->edges[order[i - 1]], *b = &st->edges[order[i]];
			if (a->action.len == b->action.len &&
			    memcmp(c->s + a->action.at, c->s + b->action.at, a->action.len) == 0)
				ok = fail_at(c, b->action.line, b->action.col,
					     /* TRANSLATORS: %2$.*1$s is a state, %4$.*3$s its
					      * move, %5$d a line. */
					     _("'%2$.*1$s' has a second move named %4$.*3$s (the "
					       "first is on line %5$d)"), (int)s->name.len,
					     c->s + s->name.at, (int)b->action.len, c->s + b->action.at,
					     a->action.line);
		}
	}
	free(sorted);
	free(fill);
	free(order);
	return ok;
}

/* A name in evaluation, win_states or lose_states must be a state the
 * successors lines or start_state name: anything else is a typing
 * mistake the autograder would never notice. */
static bool known_state(struct cursor *c, const struct states *st, const struct span *w,
			const char *key, int *k)
{
	*k = state_find(c, st, w);
	if (*k >= 0 && st->s[*k].listed)
		return true;
	return fail_at(c, w->line, w->col,
		       /* TRANSLATORS: %1$s is the key, %3$.*2$s the name; start_state is the
			* file's key. */
		       _("%1$s: '%3$.*2$s' is not a state (no successors line and not start_state)"),
		       key, (int)w->len, c->s + w->at);
}

static bool read_evaluation(struct cursor *c, struct states *st, const struct value *v)
{
	struct lines it = lines_of(v);
	struct span w[2];
	int n, k;
	while ((n = next_line(c, &it, w, 2)) > 0) {
		if (n != 2)
			return fail_at(c, w[0].line, w[0].col,
				       /* TRANSLATORS: STATE VALUE is the file's syntax; %d counts
					* the words. */
				       ngettext("an evaluation line is STATE VALUE: this one has "
						"%d word",
						"an evaluation line is STATE VALUE: this one has "
						"%d words", (unsigned long)n), n);
		if (!known_state(c, st, &w[0], "evaluation", &k))
			return false;
		struct state *s = &st->s[k];
		if (s->eval_line)
			return fail_at(c, w[0].line, w[0].col,
				       /* TRANSLATORS: %2$.*1$s is a state, %3$d a line. */
				       _("second evaluation of '%2$.*1$s' (the first is on line "
					 "%3$d)"), (int)w[0].len, c->s + w[0].at, s->eval_line);
		if (!read_value(c, &w[1], &s->value, &st->decimals))
			return false;
		s->eval_line = w[0].line;
	}
	return true;
}

static bool read_outcomes(struct cursor *c, struct states *st, const struct value *v, bool win)
{
	struct lines it = lines_of(v);
	struct span w;
	int k;
	while (next_word(c, &it, &w)) {
		if (!known_state(c, st, &w, keys[win ? K_WIN : K_LOSE].name, &k))
			return false;
		*(win ? &st->s[k].win : &st->s[k].lose) = true;
	}
	return true;
}

/* ---- The tree the autograder searches ----------------------------------- */

/* Does state from lead to state to by moves the search makes?  Only
 * asked when a line is already known to be wrong, to say why. */
static bool leads_to(const struct states *st, int from, int to, int *stack, char *seen)
{
	int top = 0;
	memset(seen, 0, (size_t)st->count);
	stack[top++] = from;
	seen[from] = 1;
	while (top > 0) {
		const struct state *s = &st->s[stack[--top]];
		if (!s->expanded)
			continue;
		for (int i = 0; i < s->nedges; i++) {
			int t = st->edges[s->first_edge + i].to;
			if (t == to)
				return true;
			if (!seen[t]) {
				seen[t] = 1;
				stack[top++] = t;
			}
		}
	}
	return false;
}

/* Who moves at a ply: Pacman (MAX), then each ghost in turn (MIN, or
 * chance when the test is for expectimax). */
static unsigned char kind_at(int ply, int agents, bool ghosts_at_random)
{
	if (ply % agents == 0)
		return KIND_MAX;
	return ghosts_at_random ? KIND_CHANCE : KIND_MIN;
}

/* Lays the tree out breadth first from start_state, in the order of the
 * successors lines: the first time a state is reached it becomes a node,
 * and a later move to it at the same ply a transposition. */
static bool build(struct cursor *c, struct states *st, struct builder *b, int start, int agents,
		  int limit, bool ghosts_at_random)
{
	int *queue = malloc((size_t)st->count * sizeof *queue);
	char *seen = malloc((size_t)st->count);
	bool ok = queue && seen;
	int head = 0, tail = 0;
	char name[NAME_MAX_LEN + 1];

	if (!ok) {
		free(queue);
		free(seen);
		return fail_at(c, 1, 1, _("out of memory"));
	}
	struct state *root = &st->s[start];
	root->ply = 0;
	queue[tail++] = start;
	while (ok && head < tail) {
		struct state *s = &st->s[queue[head++]];
		/* The search stops here (and asks for the score) or asks for
		 * the moves, as the autograder's agents do. */
		s->expanded = !s->win && !s->lose && s->ply < limit && s->nedges > 0;
		bool leaf = !s->expanded;
		const struct edge *from = s->via >= 0 ? &st->edges[s->via] : NULL;
		int parent = from ? st->s[from->from].node : -1;
		const struct span *at = from ? &from->next : &s->name;
		if (leaf && !s->eval_line) {
			ok = fail_at(c, at->line, at->col,
				     /* TRANSLATORS: %2$.*1$s is a state; a win state
				      * is one of win_states. */
				     s->win ? _("'%2$.*1$s' has no evaluation line, and the search "
						"stops at it (a win state)") :
				     /* TRANSLATORS: %2$.*1$s is a state; a lose state
				      * is one of lose_states. */
				     s->lose ? _("'%2$.*1$s' has no evaluation line, and the "
						 "search stops at it (a lose state)") :
				     /* TRANSLATORS: %2$.*1$s is a state. */
				     s->nedges > 0 ? _("'%2$.*1$s' has no evaluation line, and the "
						       "search stops at it (the depth limit)") :
				     /* TRANSLATORS: %2$.*1$s is a state. */
				     _("'%2$.*1$s' has no evaluation line, and the search stops at "
				       "it (it has no successors)"),
				     (int)s->name.len, c->s + s->name.at);
			break;
		}
		if (s->ply > TREE_MAX_DEPTH) {
			ok = fail_at(c, at->line, at->col,
				     _("tree too deep (more than %d levels below the root)"),
				     TREE_MAX_DEPTH);
			break;
		}
		if (b->count >= TREE_MAX_NODES) {
			ok = fail_at(c, at->line, at->col, _("tree too large (more than %d nodes)"),
				     TREE_MAX_NODES);
			break;
		}
		snprintf(name, sizeof name, "%.*s", (int)s->name.len, c->s + s->name.at);
		int self = builder_add(b, parent, name, leaf, leaf ? s->value : 0, at->line, at->col);
		if (self < 0) {
			ok = fail_at(c, at->line, at->col, _("out of memory"));
			break;
		}
		builder_set_kind(b, self, kind_at(s->ply, agents, ghosts_at_random));
		if (!leaf && s->eval_line)
			builder_set_static(b, self, s->value);
		s->node = self;
		if (!s->expanded)
			continue;
		for (int i = 0; ok && i < s->nedges; i++) {
			int e = s->first_edge + i;
			const struct edge *m = &st->edges[e];
			struct state *t = &st->s[m->to];
			if (t->ply < 0) {
				t->ply = s->ply + 1;
				t->via = e;
				queue[tail++] = m->to;
				continue;
			}
			if (t->ply == s->ply + 1) {
				/* A transposition: the loader's resolve_references
				 * checks the rest (one move to a position per node). */
				if (b->count >= TREE_MAX_NODES) {
					ok = fail_at(c, m->next.line, m->next.col,
						     _("tree too large (more than %d nodes)"),
						     TREE_MAX_NODES);
					break;
				}
				char to[NAME_MAX_LEN + 1];
				snprintf(to, sizeof to, "%.*s", (int)t->name.len, c->s + t->name.at);
				int r = builder_add(b, s->node, to, true, 0, m->next.line, m->next.col);
				if (r < 0) {
					ok = fail_at(c, m->next.line, m->next.col,
						     _("out of memory"));
					break;
				}
				builder_set_reference(b, r);
				builder_set_kind(b, r, kind_at(t->ply, agents, ghosts_at_random));
				continue;
			}
			/* Reached at another ply: a cycle, or a transposition
			 * treestep cannot draw. */
			for (int k = 0; k < st->count; k++)    /* the search would go on there */
				st->s[k].expanded = !st->s[k].win && !st->s[k].lose;
			int *stack = malloc((size_t)(st->nedges + 1) * sizeof *stack);
			bool cycle = stack && (m->to == s - st->s ||
					      leads_to(st, m->to, (int)(s - st->s), stack, seen));
			free(stack);
			if (cycle)
				ok = fail_at(c, m->next.line, m->next.col,
					     /* TRANSLATORS: %2$.*1$s and %4$.*3$s are states. */
					     _("this move from '%2$.*1$s' back to '%4$.*3$s' makes "
					       "a cycle (a game tree has none)"),
					     (int)s->name.len, c->s + s->name.at, (int)t->name.len,
					     c->s + t->name.at);
			else
				ok = fail_at(c, m->next.line, m->next.col,
					     /* TRANSLATORS: %2$.*1$s is a state, %3$d and %4$d
					      * depths; start_state is the file's key. */
					     _("'%2$.*1$s' is %3$d plies below start_state here "
					       "and %4$d elsewhere: treestep needs a state reached "
					       "by two paths to be as many plies deep on both"),
					     (int)t->name.len, c->s + t->name.at, s->ply + 1, t->ply);
		}
	}
	free(queue);
	free(seen);
	return ok;
}

/* Every successors line must be one the search could use: a line from a
 * state that start_state never leads to is most likely a misspelt name. */
static bool check_reached(struct cursor *c, struct states *st, int start)
{
	int *stack = malloc((size_t)st->count * sizeof *stack);
	char *seen = calloc((size_t)st->count, 1);
	bool ok = stack && seen;
	if (!ok) {
		free(stack);
		free(seen);
		return fail_at(c, 1, 1, _("out of memory"));
	}
	int top = 0;
	stack[top++] = start;
	seen[start] = 1;
	while (top > 0) {
		const struct state *s = &st->s[stack[--top]];
		for (int i = 0; i < s->nedges; i++) {
			int t = st->edges[s->first_edge + i].to;
			if (!seen[t]) {
				seen[t] = 1;
				stack[top++] = t;
			}
		}
	}
	const struct edge *worst = NULL;
	for (int i = 0; i < st->nedges; i++) {
		const struct edge *e = &st->edges[i];
		if (!seen[e->from] && (!worst || st->s[e->from].name.line < st->s[worst->from].name.line))
			worst = e;
	}
	free(stack);
	free(seen);
	if (!worst)
		return true;
	const struct span *w = &st->s[worst->from].name;
	return fail_at(c, w->line, w->col, _("no path from start_state leads to '%.*s' (is a name "
					     "misspelt?)"), (int)w->len, c->s + w->at);
}

/* "CS188 AlphaBetaAgent, depth 3": what the test is, when it says. */
static bool make_title(struct cursor *c, const struct value *alg, int depth, char **title)
{
	char buf[96], what[64];
	*title = NULL;
	if (!alg->found)
		return true;
	struct lines it = lines_of(alg);
	struct span w[1];
	if (!next_word(c, &it, w))
		return true;
	size_t n = w[0].len > 40 ? 40 : w[0].len;
	size_t bad = text_unsafe_at(c->s + w[0].at, n, what, sizeof what);
	if (bad < n)
		return fail_at(c, w[0].line, w[0].col + (int)bad, _("%s in alg:"), what);
	if (depth > 0)
		snprintf(buf, sizeof buf, "CS188 %.*s, depth %d", (int)n, c->s + w[0].at, depth);
	else
		snprintf(buf, sizeof buf, "CS188 %.*s", (int)n, c->s + w[0].at);
	*title = strdup(buf);
	return *title != NULL || fail_at(c, 1, 1, _("out of memory"));
}

/* Does the test search the ghosts' moves as chance (q4)? */
static bool is_expectimax(const struct cursor *c, const struct value *alg)
{
	if (!alg->found)
		return false;
	for (size_t p = alg->start; p + 10 <= alg->end; p++)
		if (strncasecmp(c->s + p, "expectimax", 10) == 0)
			return true;
	return false;
}

bool cs188_parse(struct cursor *c, struct builder *b, char **title)
{
	struct value v[K_COUNT] = { 0 };
	struct states st = { 0 };
	int agents, depth = 0, start = -1;

	*title = NULL;
	if (!read_keys(c, v) || !read_count(c, &v[K_NUM_AGENTS], "num_agents", 1, TREE_MAX_DEPTH,
					       &agents))
		return false;
	if (v[K_DEPTH].found && !read_count(c, &v[K_DEPTH], "depth", 1, TREE_MAX_DEPTH, &depth))
		return false;
	/* q4's expectimax agent takes each ghost to move uniformly at random
	 * over its legal moves: a chance node, each move an equal share. */
	bool chance = is_expectimax(c, &v[K_ALG]);

	struct lines it = lines_of(&v[K_START]);
	struct span w[2];
	if (!next_word(c, &it, &w[0]) || next_word(c, &it, &w[1]))
		return fail_at(c, v[K_START].key_line, v[K_START].key_col,
			       _("start_state: must be one state's name"));
	bool ok = read_successors(c, &st, &v[K_SUCCESSORS]);
	if (ok) {
		int k = state_find(c, &st, &w[0]);
		if (k < 0 || st.s[k].nedges == 0)
			ok = fail_at(c, w[0].line, w[0].col,
				     _("start_state '%.*s' has no successors line: there is no "
				       "move to search"), (int)w[0].len, c->s + w[0].at);
		start = k;
	}
	ok = ok && read_evaluation(c, &st, &v[K_EVALUATION]) &&
	     read_outcomes(c, &st, &v[K_WIN], true) && read_outcomes(c, &st, &v[K_LOSE], false) &&
	     check_reached(c, &st, start);
	if (ok && (st.s[start].win || st.s[start].lose))
		ok = fail_at(c, w[0].line, w[0].col, st.s[start].win ?
			     /* TRANSLATORS: %2$.*1$s is the state; start_state and
			      * win_states are the file's keys. */
			     _("start_state '%2$.*1$s' is a win state: the search would stop "
			       "before any move") :
			     /* TRANSLATORS: %2$.*1$s is the state; start_state and
			      * lose_states are the file's keys. */
			     _("start_state '%2$.*1$s' is a lose state: the search would stop "
			       "before any move"), (int)w[0].len, c->s + w[0].at);
	int limit = depth > 0 ? depth * agents : INT32_MAX;
	ok = ok && build(c, &st, b, start, agents, limit, chance) &&
	     make_title(c, &v[K_ALG], depth, title);
	b->decimals = st.decimals;      /* the values are in hundredths until scaled */
	states_free(&st);
	return ok;
}
