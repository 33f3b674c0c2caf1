/* lesson.c - loading lessons and finding their stops in the traces
 * (lesson_grade.c asks and grades, lesson_print.c prints and lists).
 *
 * A lesson file is held to the same rules as a tree file: it is read
 * whole (a regular file, at most LESSON_MAX_FILE_BYTES), every line of it
 * may reach the terminal and so must be text without control characters,
 * and every mistake is one "FILE:LINE:COLUMN: message" line. */
#include <config.h>

#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>

#include "tree/data.h"
#include "tree/i18n.h"
#include "teach/lesson.h"
#include "teach/lesson_internal.h"
#include "tree/load.h"
#include "words/narrate.h"
#include "tree/parse.h"
#include "replay/pvways.h"
#include "words/text.h"
#include "replay/state.h"
#include "search/plan.h"

struct parser {
	const char *path;
	char *err;
	size_t errlen;
	int line;
	char *rest;             /* the text after the current line; NULL at the end */
	size_t text_len, text_cap;      /* the last stop's text, grown geometrically */
	struct tree_index names;        /* the tree's names, once a stop needs them */
	struct plan plan;       /* the keys of plan.h's plan_options[] */
	int plan_line[PLAN_OPTION_COUNT];       /* where each was given; 0: not given */
	bool planned;           /* the plan is checked and set: the searches have begun */
};

static bool fail(struct parser *p, int col, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

static bool fail(struct parser *p, int col, const char *fmt, ...)
{
	char msg[LOAD_ERROR_MAX];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	snprintf(p->err, p->errlen, "%s:%d:%d: %s", p->path, p->line, col, msg);
	return false;
}

/* Words quoted back in a message are cut to QUOTE_MAX bytes, at a
 * character boundary, and marked "...": a line may be megabytes long,
 * and a message is one short line. */
#define QUOTE_MAX 40
struct quote {
	char s[QUOTE_MAX + 4];
};

static const char *quote(struct quote *q, const char *s)
{
	size_t n = strlen(s);
	if (n <= QUOTE_MAX)
		return s;
	for (n = QUOTE_MAX; n > 0 && ((unsigned char)s[n] & 0xC0) == 0x80; n--)
		;
	snprintf(q->s, sizeof q->s, "%.*s...", (int)n, s);
	return q->s;
}

/* The next line of the text, ended in place, with trailing spaces
 * removed; NULL after the last. */
static char *next_line(struct parser *p)
{
	char *line = p->rest;
	if (!line || !*line)
		return NULL;
	char *nl = strchr(line, '\n');
	if (nl) {
		*nl = '\0';
		p->rest = nl + 1;
	} else {
		p->rest = NULL;
	}
	size_t n = nl ? (size_t)(nl - line) : strlen(line);
	while (n && line[n - 1] == ' ')
		line[--n] = '\0';
	p->line++;
	return line;
}

/* "key: value", at the margin: ends the key in place at its colon.  False
 * when the line has no colon. */
static bool split_key(char *line, char **value, int *vcol)
{
	char *colon = strchr(line, ':');
	if (!colon)
		return false;
	*colon = '\0';
	char *v = colon + 1;
	while (*v == ' ')
		v++;
	*value = v;
	*vcol = (int)(v - line) + 1;
	return true;
}

const struct lesson_stop_word lesson_stops[] = {
	{ "start", SEL_START, false, false }, { "end", SEL_END, false, false },
	{ "step", SEL_STEP, false, true }, { "enter", SEL_ENTER, true, false },
	{ "leaf", SEL_LEAF, true, false }, { "return", SEL_RETURN, true, false },
	{ "raise", SEL_RAISE, true, false }, { "cutoff", SEL_CUTOFF, true, false },
	{ "probe", SEL_PROBE, true, false }, { "research", SEL_RESEARCH, true, false },
	{ "pv", SEL_PV, false, true }, { "iteration", SEL_ITERATION, false, true },
	{ "order", SEL_ORDER, true, false }, { "fail-high", SEL_FAIL_HIGH, false, true },
	{ "fail-low", SEL_FAIL_LOW, false, true }, { "lookup", SEL_LOOKUP, true, false },
	{ "hit", SEL_HIT, true, false }, { "store", SEL_STORE, true, false },
	{ "pass", SEL_PASS, false, true }, { "pass-end", SEL_PASS_END, false, true },
};
const int lesson_stop_count = sizeof lesson_stops / sizeof lesson_stops[0];

const char *const lesson_question_words[QUESTION_COUNT] = {
	[Q_CUT] = "cut", [Q_VALUE] = "value", [Q_PROBE] = "probe", [Q_PV] = "pv",
};

/* The position of a lesson's tree with this name: a stop is an event,
 * and events happen at positions, never at a reference (tree.h).  The
 * names are sorted once, so a lesson with many stops on a big tree is not
 * a search of every node per stop. */
static bool find_node_named(struct parser *p, const struct tree *t, const char *name, node_id *out)
{
	if (!p->names.sorted && !tree_index_build(&p->names, t))
		return fail(p, 1, _("out of memory"));
	*out = tree_find(t, name, 0, &p->names);
	return true;
}

/* "cutoff N4", "enter N2 2" (the second entry), "pv 0", "step 18", "end".
 * text is split into words in place; col is its column. */
static bool parse_selector(struct parser *p, const struct tree *t, char *text, int col,
			   struct selector *s)
{
	char *word[4];
	int wcol[4], n = 0;
	struct quote q, q2;

	for (char *c = text; *c && n < 4;) {
		while (*c == ' ')
			c++;
		if (!*c)
			break;
		word[n] = c;
		wcol[n++] = col + (int)(c - text);
		while (*c && *c != ' ')
			c++;
		if (*c)
			*c++ = '\0';
	}
	memset(s, 0, sizeof *s);
	s->node = -1;
	s->nth = 1;
	if (n == 0)
		return fail(p, col, _("expected a stop such as 'cutoff N4' or 'end'"));
	for (int i = 0; i < lesson_stop_count; i++) {
		const struct lesson_stop_word *w = &lesson_stops[i];
		if (strcmp(word[0], w->word) != 0)
			continue;
		s->kind = w->kind;
		bool wants = w->node || w->number;
		if (wants && n < 2)
			return fail(p, col, w->node ? _("'%s' needs a node name") : _("'%s' needs a number"),
				    word[0]);
		if (!wants && n > 1)
			return fail(p, wcol[1], _("'%s' takes nothing after it"), word[0]);
		if (w->node) {
			if (!find_node_named(p, t, word[1], &s->node))
				return false;
			if (s->node < 0 && word[1][0] == '@' &&
			    tree_find(t, word[1] + 1, 0, &p->names) >= 0)
				return fail(p, wcol[1], _("'%s' is a move to %s, not a position of its "
					    "own: the search's events are at %s"), quote(&q, word[1]),
					    quote(&q2, word[1] + 1), quote(&q2, word[1] + 1));
			if (s->node < 0)
				return fail(p, wcol[1], _("no node named '%s' in the lesson's tree"),
					    quote(&q, word[1]));
		}
		if (w->number) {
			char *end;
			errno = 0;
			long v = strtol(word[1], &end, 10);
			if (*end || end == word[1] || errno || v < 0 || v > 100000000)
				return fail(p, wcol[1], _("'%s' needs a whole number from 0 to 100000000, "
					    "not '%s'"), word[0], quote(&q, word[1]));
			s->number = (int)v;
		}
		if (n >= 3) {
			char *end;
			errno = 0;
			long v = strtol(word[2], &end, 10);
			if (*end || end == word[2] || errno || v < 1 || v > 100000)
				return fail(p, wcol[2], _("unexpected '%s' (a count of occurrences is 1 "
					    "to 100000)"), quote(&q, word[2]));
			s->nth = (int)v;
		}
		if (n == 4)
			return fail(p, wcol[3], _("unexpected '%s' after the stop"), quote(&q, word[3]));
		return true;
	}
	char list[512] = "";
	text_append_column(list, sizeof list, TEXT_COLUMN(lesson_stops, word, lesson_stop_count),
			   _(" or "));
	return fail(p, col, _("unknown stop '%s' (expected %s)"), quote(&q, word[0]), list);
}

/* Checks that a stop's question can be answered from its event, and works
 * out when to ask it: just before the stop, or when the probe starts. */
static bool check_question(struct parser *p, struct lesson *l, struct stop *s, int prev)
{
	const struct trace *tr = lesson_trace(l, s->algo);
	const struct event *e = s->step > 0 ? &tr->events[s->step - 1] : NULL;
	int probe, result;

	s->ask = s->step - 1;
	switch (s->question) {
	case Q_NONE:
		return true;
	case Q_CUT:
		if (!e || e->type != EV_CUTOFF || !e->has_list)
			return fail(p, 1, _("a 'cut' question needs a stop at a cutoff that prunes"));
		break;
	case Q_VALUE:
		if (!e || (e->type != EV_RETURN && e->type != EV_LEAF))
			return fail(p, 1, _("a 'value' question needs a stop at a 'return'"));
		s->node = e->node;
		break;
	case Q_PV:
		if (!e || e->type != EV_PV)
			return fail(p, 1, _("a 'pv' question needs a stop at a 'pv' change"));
		break;
	case Q_PROBE:
		s->node = s->at.node;
		if (s->node < 0 || !lesson_find_probe(tr, s->node, s->step, &probe, &result))
			return fail(p, 1, _("a 'probe' question needs a stop at or after the probe of "
				    "a node ('research N2' or 'return N2')"));
		if (result > s->step)
			return fail(p, 1, _("the probe of %s has not come back by this stop; stop at "
				    "'return %s' or later"), tree_name(&l->tree, s->node),
				    tree_name(&l->tree, s->node));
		s->ask = probe;
		break;
	}
	if (s->has_ask) {
		s->ask = lesson_find_step(tr, &s->ask_at);
		if (s->ask < 0)
			return fail(p, 1, _("the 'ask:' point never happens in %s"), s->algo->name);
	}
	if (s->ask < prev || s->ask >= s->step)
		return fail(p, 1, _("the question must be asked after the previous stop and before "
			    "this one (ask at step %d, stop at step %d)"), s->ask, s->step);
	return true;
}

/* The directory a path is in: "." for a bare file name. */
static char *directory_of(const char *path)
{
	const char *slash = strrchr(path, '/');
	if (!slash)
		return strdup(".");
	return strndup(path, slash == path ? 1 : (size_t)(slash - path));
}

static bool exists(const char *path)
{
	struct stat st;
	return stat(path, &st) == 0;
}

/* Where "tree: SPEC" finds its tree file (treestep(5), LESSONS):
 *  - SPEC with a '/' is a path, taken from the lesson's own directory
 *    unless it is absolute, so that a folder of lessons and trees can be
 *    moved or copied whole;
 *  - any other SPEC names a tree: SPEC.tree (or SPEC, if it ends in .tree)
 *    next to the lesson, then in trees/ beside the lesson's folder (the
 *    ../trees of tutorials/, as installed), then in trees/ of each data
 *    directory.  The nearest comes first, so a course's own tree hides a
 *    shipped tree of the same name, as --data-dir hides the installed one.
 * The first candidate that exists is the one loaded: if it is not a
 * regular file, the loader says so, rather than another being used. */
static bool find_tree(struct parser *p, const char *spec, int col, char **out)
{
	char *dir = directory_of(p->path);
	struct quote q;
	bool ok = true;

	*out = NULL;
	if (!dir)
		return fail(p, col, _("out of memory"));
	if (strchr(spec, '/')) {
		if (spec[0] == '/' ? !(*out = strdup(spec)) : asprintf(out, "%s/%s", dir, spec) < 0)
			*out = NULL;
		free(dir);
		return *out || fail(p, col, _("out of memory"));
	}
	size_t n = strlen(spec);
	const char *ext = n > 5 && strcmp(spec + n - 5, ".tree") == 0 ? "" : ".tree";
	for (int i = -2; ok && !*out && (i < 0 || data_dir(i)); i++) {
		char *path;
		int made = i == -2 ? asprintf(&path, "%s/%s%s", dir, spec, ext) :
			   i == -1 ? asprintf(&path, "%s/../trees/%s%s", dir, spec, ext) :
			   asprintf(&path, "%s/trees/%s%s", data_dir(i), spec, ext);
		if (made < 0)
			ok = fail(p, col, _("out of memory"));
		else if (exists(path))
			*out = path;
		else
			free(path);
	}
	free(dir);
	if (ok && !*out)
		ok = fail(p, col, _("tree '%s' not found (looked for %s%s next to the lesson, in "
			  "../trees, and in trees/ of the data directories)"), quote(&q, spec),
			  quote(&q, spec), ext);
	return ok;
}

static bool load_tree(struct parser *p, struct lesson *l, const char *spec, int col)
{
	char err[LOAD_ERROR_MAX], *path;

	/* An inline tree is part of the lesson: its errors point into the
	 * lesson file, at the line and column of the mistake. */
	if (spec[0] == '(')
		return tree_load_string_at(spec, strlen(spec), p->path, p->line, col, &l->tree,
					   p->err, p->errlen);
	if (!find_tree(p, spec, col, &path))
		return false;
	bool ok = tree_load_file(path, &l->tree, err, sizeof err);
	free(path);
	return ok || fail(p, col, _("the tree does not load: %s"), err);
}

/* ---- References to other lessons: {lesson:NAME} --------------------------- */

/* Does the file name file.lesson hold the lesson NAME with a number in
 * front, as "08-negascout.lesson" holds "negascout"?  A lesson is referred
 * to by its name as --lessons lists it, with or without the number that
 * orders it, so that renumbering the lessons changes no reference. */
static bool numbered_name(const char *file, const char *name)
{
	size_t n = strlen(file), k = strlen(name), d = strspn(file, "0123456789");
	return n > 7 && strcmp(file + n - 7, ".lesson") == 0 && d > 0 && file[d] == '-' &&
	       n - 7 - d - 1 == k && strncmp(file + d + 1, name, k) == 0;
}

/* The lesson file NAME.lesson, or the one numbered NN-NAME.lesson, in dir:
 * true with *out set when there is one; true with *out NULL when there is
 * none; false (with the message) when two numbered ones share the name. */
static bool find_lesson_in(struct parser *p, const char *dir, const char *name, int col,
			   char **out)
{
	struct quote q;
	char *found = NULL;

	*out = NULL;
	if (asprintf(out, "%s/%s.lesson", dir, name) < 0) {
		*out = NULL;
		return fail(p, col, _("out of memory"));
	}
	if (exists(*out))
		return true;
	free(*out);
	*out = NULL;
	DIR *d = opendir(dir);
	bool ok = true;
	for (struct dirent *e; d && ok && (e = readdir(d));) {
		if (!numbered_name(e->d_name, name))
			continue;
		if (found)
			ok = fail(p, col, _("{lesson:%s} could be %s or %s; write the whole name"),
				  quote(&q, name), found, e->d_name);
		else if (!(found = strdup(e->d_name)))
			ok = fail(p, col, _("out of memory"));
	}
	if (d)
		closedir(d);
	if (ok && found && asprintf(out, "%s/%s", dir, found) < 0) {
		*out = NULL;
		ok = fail(p, col, _("out of memory"));
	}
	free(found);
	return ok;
}

/* Finds the lesson {lesson:NAME} refers to and keeps what the reference
 * reads as: 'lesson 8, "NegaScout against PVS"' (the number the file name
 * starts with, or the whole name when it has none, and the title).  It is
 * looked for where a lesson's tree is: next to the lesson, then in
 * tutorials/ of each data directory, the nearest first. */
static bool add_lesson_ref(struct parser *p, struct lesson *l, const char *name, int col)
{
	struct quote q;
	char *path = NULL, *title = NULL, err[LOAD_ERROR_MAX];

	for (int i = 0; i < l->nrefs; i++)
		if (strcmp(l->refs[i].name, name) == 0)
			return true;
	if (!*name || strchr(name, '/') || strchr(name, ' '))
		return fail(p, col, _("{lesson:%s}: a lesson is named as treestep --lessons lists it, "
			    "such as {lesson:03-pvs} or {lesson:pvs}"), quote(&q, name));
	char *here = directory_of(p->path);
	if (!here)
		return fail(p, col, _("out of memory"));
	bool ok = find_lesson_in(p, here, name, col, &path);
	free(here);
	for (int i = 0; ok && !path && data_dir(i); i++) {
		char *dir;
		if (asprintf(&dir, "%s/tutorials", data_dir(i)) < 0)
			return fail(p, col, _("out of memory"));
		ok = find_lesson_in(p, dir, name, col, &path);
		free(dir);
	}
	if (ok && !path)
		ok = fail(p, col, _("no lesson '%s' to refer to (looked for %s.lesson, or a numbered "
			  "one such as 01-%s.lesson, next to the lesson and in tutorials/ of the data "
			  "directories)"), quote(&q, name), quote(&q, name), quote(&q, name));
	if (ok && !lesson_read_title(path, &title, err, sizeof err))
		ok = fail(p, col, _("{lesson:%s} refers to a lesson that cannot be read: %s"),
			  quote(&q, name), err);
	if (ok) {
		const char *file = strrchr(path, '/') + 1;
		size_t digits = strspn(file, "0123456789");
		char *text, *copy = strdup(name);
		int made = digits && file[digits] == '-' ?
			   /* TRANSLATORS: what {lesson:NAME} says in a lesson's text:
			    * %1$ld is the lesson's number, %2$s its title. */
			   asprintf(&text, _("lesson %1$ld, \"%2$s\""), strtol(file, NULL, 10), title) :
			   /* TRANSLATORS: what {lesson:NAME} says in a lesson's text:
			    * %2$.*1$s is the lesson's name, %3$s its title. */
			   asprintf(&text, _("lesson %2$.*1$s, \"%3$s\""), (int)(strlen(file) - 7), file,
				    title);
		struct lesson_ref *more = realloc(l->refs, (size_t)(l->nrefs + 1) * sizeof *more);
		if (more)
			l->refs = more;
		if (made < 0 || !more || !copy) {
			if (made >= 0)
				free(text);
			free(copy);
			ok = fail(p, col, _("out of memory"));
		} else {
			l->refs[l->nrefs++] = (struct lesson_ref){ copy, text };
		}
	}
	free(title);
	free(path);
	return ok;
}

/* Every {lesson:NAME} on a line of a stop's text, found and checked where
 * it is written (col is the column of text), so that a reference to a
 * lesson that does not exist is reported at its own line and column. */
static bool lesson_refs_on_line(struct parser *p, struct lesson *l, const char *text, int col)
{
	static const char open[] = "{lesson:";
	char name[256];
	struct quote q;

	for (const char *r = strstr(text, open); r; r = strstr(r + 1, open)) {
		const char *start = r + strlen(open), *close = strchr(start, '}');
		int at = col + (int)(start - text);
		if (!close)
			return fail(p, col + (int)(r - text), _("'%s' needs its lesson's name and a '}' "
				    "on the same line"), open);
		snprintf(name, sizeof name, "%.*s", (int)(close - start), start);
		if ((size_t)(close - start) >= sizeof name)     /* longer than any file name */
			return fail(p, at, _("no lesson '%s' to refer to"), quote(&q, name));
		if (!add_lesson_ref(p, l, name, at))
			return false;
	}
	return true;
}

/* Every algorithm a lesson names is run when it loads (use_algorithm), so
 * the trace of a stop's algorithm is always there. */
const struct trace *lesson_trace(const struct lesson *l, const struct algorithm *a)
{
	return runs_have(&l->runs, a);
}

static bool use_algorithm(struct parser *p, struct lesson *l, const struct algorithm *a)
{
	if (!runs_get(&l->runs, a))
		return fail(p, 1, _("out of memory"));
	return true;
}

/* Adds a line to the last stop's text, joined with a space.  The text
 * grows geometrically and its length is kept, so a stop of a million
 * lines costs a million appends, not a million times its length. */
static bool append_text(struct parser *p, struct stop *st, const char *more)
{
	size_t b = strlen(more), need = p->text_len + 1 + b + 1;
	if (need > p->text_cap) {
		size_t cap = p->text_cap ? p->text_cap : 128;
		while (cap < need)
			cap *= 2;
		char *t = realloc(st->text, cap);
		if (!t)
			return fail(p, 1, _("out of memory"));
		st->text = t;
		p->text_cap = cap;
	}
	if (p->text_len)
		st->text[p->text_len++] = ' ';
	memcpy(st->text + p->text_len, more, b + 1);
	p->text_len += b;
	return true;
}

static bool add_stop(struct parser *p, struct lesson *l, const struct algorithm *algo,
		     char *value, int vcol, int *cap)
{
	if (l->nstops == LESSON_MAX_STOPS)
		return fail(p, 1, _("too many stops (a lesson has at most %d)"), LESSON_MAX_STOPS);
	if (l->nstops == *cap) {
		*cap = *cap ? 2 * *cap : 16;
		struct stop *n = realloc(l->stops, (size_t)*cap * sizeof *n);
		if (!n)
			return fail(p, 1, _("out of memory"));
		l->stops = n;
	}
	struct stop *st = &l->stops[l->nstops++];
	memset(st, 0, sizeof *st);
	st->algo = algo;
	st->line = p->line;
	p->text_len = p->text_cap = 0;
	if (!(st->where = strdup(value)))
		return fail(p, 1, _("out of memory"));
	if (!parse_selector(p, &l->tree, value, vcol, &st->at))
		return false;
	st->step = lesson_find_step(lesson_trace(l, algo), &st->at);
	if (st->step < 0)
		return fail(p, vcol, _("'%s' never happens in %s on this tree"), st->where, algo->name);
	/* Stops of one algorithm come in the order of the search. */
	for (int i = l->nstops - 2; i >= 0; i--)
		if (l->stops[i].algo == algo) {
			if (l->stops[i].step > st->step)
				return fail(p, vcol, _("'%s' (step %d) comes before the previous stop "
					    "(step %d)"), st->where, st->step, l->stops[i].step);
			break;
		}
	return true;
}

/* The keys that say how the searches run, as --depth, --id, --no-pv-first
 * and the others do on the command line, and read by the same code
 * (plan.h).  They come before the first 'algorithm:', whose search runs
 * as soon as it is named. */
static bool plan_key(struct parser *p, enum plan_option k, const char *value, int vcol)
{
	char why[LOAD_ERROR_MAX];

	if (p->planned)
		return fail(p, 1, _("'%s:' must come before the first 'algorithm:' (its search "
			    "runs when it is named)"), plan_options[k].key);
	if (p->plan_line[k])
		return fail(p, 1, _("second '%s:' (the first is on line %d)"), plan_options[k].key,
			    p->plan_line[k]);
	p->plan_line[k] = p->line;
	if (!plan_option_set(&p->plan, k, value, PLAN_LESSON, why, sizeof why))
		return fail(p, vcol, "%s", why);
	return true;
}

/* At the first 'algorithm:': the plan must make sense and fit the tree
 * (every node where a search stops has a static value), and then it is
 * how every search of the lesson runs. */
static bool plan_start(struct parser *p, struct lesson *l)
{
	char err[LOAD_ERROR_MAX];

	p->planned = true;
	unsigned given = 0;
	for (int k = 0; k < PLAN_OPTION_COUNT; k++)
		given |= p->plan_line[k] ? 1u << k : 0;
	enum plan_option k = plan_option_unmet(&p->plan, given, PLAN_LESSON, err, sizeof err);
	if (k == PLAN_NONE)     /* what goes with no algorithm (--window with id: yes) */
		k = plan_option_unfit(&p->plan, NULL, PLAN_LESSON, err, sizeof err);
	if (k != PLAN_NONE) {
		p->line = p->plan_line[k];
		return fail(p, 1, "%s", err);
	}
	if (!plan_fits_tree(&p->plan, &l->tree, PLAN_LESSON, err, sizeof err)) {
		p->line = p->plan_line[plan_option_on(&p->plan, PLAN_WINDOW) ? PLAN_WINDOW :
				       PLAN_ASPIRATION];
		return fail(p, 1, "%s", err);
	}
	if (!plan_check(&p->plan, &l->tree, NULL, err, sizeof err))
		return fail(p, 1, _("the searches cannot stop where the lesson says: %s"), err);
	runs_set_plan(&l->runs, &p->plan);
	return true;
}

/* The keys of a lesson, in the order a lesson gives them and messages
 * list them; KEY_PLAN stands for the keys of plan.h's plan_options[]. */
enum lesson_key { KEY_TITLE, KEY_TREE, KEY_PLAN, KEY_PV, KEY_ALGORITHM, KEY_LEAVES, KEY_STOP,
		  KEY_QUESTION, KEY_ASK, KEY_COUNT };
static const char *const lesson_keys[KEY_COUNT] = {
	[KEY_TITLE] = "title", [KEY_TREE] = "tree", [KEY_PV] = "pv", [KEY_ALGORITHM] = "algorithm",
	[KEY_LEAVES] = "leaves", [KEY_STOP] = "stop", [KEY_QUESTION] = "question", [KEY_ASK] = "ask",
};

/* The key a word is, or KEY_COUNT; *planned: which of the plan's. */
static enum lesson_key key_of(const char *word, enum plan_option *planned)
{
	*planned = plan_option_by_key(word);
	if (*planned != PLAN_NONE)
		return KEY_PLAN;
	for (int k = 0; k < KEY_COUNT; k++)
		if (lesson_keys[k] && strcmp(word, lesson_keys[k]) == 0)
			return (enum lesson_key)k;
	return KEY_COUNT;
}

/* "title, tree, depth, ..., question or ask": every key, for messages. */
static const char *key_list(char *buf, size_t len)
{
	const char *all[KEY_COUNT + PLAN_OPTION_COUNT];
	int n = 0;
	for (int k = 0; k < KEY_COUNT; k++)
		if (k == KEY_PLAN)
			for (int i = 0; i < PLAN_OPTION_COUNT; i++)
				all[n++] = plan_options[i].key;
		else
			all[n++] = lesson_keys[k];
	buf[0] = '\0';
	text_append_column(buf, len, all, sizeof all[0], n, _(" or "));
	return buf;
}

/* The words of 'leaves:'. */
enum { LEAVES_HIDDEN, LEAVES_SHOWN, LEAVES_WORDS };
static const char *const leaves_words[LEAVES_WORDS] = { [LEAVES_HIDDEN] = "hidden",
							[LEAVES_SHOWN] = "shown" };

/* The index of word among n words (a NULL entry, as
 * lesson_question_words[Q_NONE], never matches), or -1. */
static int word_index_n(const char *const *words, int n, const char *word)
{
	for (int i = 0; i < n; i++)
		if (words[i] && strcmp(words[i], word) == 0)
			return i;
	return -1;
}
#define word_index(words, word) word_index_n(words, (int)(sizeof words / sizeof words[0]), word)

static const char *words_list_n(const char *const *words, int n, char *buf, size_t len)
{
	buf[0] = '\0';
	text_append_column(buf, len, words, sizeof words[0], n, _(" or "));
	return buf;
}
#define words_list(words, buf, len) \
	words_list_n(words, (int)(sizeof words / sizeof words[0]), buf, len)

/* "triangular, quadratic, ... or pvtt": the PV ways, for messages. */
static const char *pv_way_list(char *buf, size_t len)
{
	buf[0] = '\0';
	text_append_column(buf, len, TEXT_COLUMN(pv_ways, name, PV_WAY_COUNT), _(" or "));
	return buf;
}

/* Reads the text line by line: "key: value" lines at the margin, and the
 * indented lines after a stop as its text. */
static bool parse(struct parser *p, struct lesson *l)
{
	const struct algorithm *algo = NULL;
	int tree_line = 0, title_line = 0, cap = 0;
	char *buf, *value, list[512];
	struct quote q;

	while ((buf = next_line(p))) {
		char *s = buf;
		int vcol;
		while (*s == ' ')
			s++;
		if (*s == '\0' || *s == '#')
			continue;
		if (strchr(buf, '\t'))
			return fail(p, (int)(strchr(buf, '\t') - buf) + 1, _("tab in lesson (use spaces)"));
		if (s != buf) {
			if (l->nstops == 0)
				return fail(p, (int)(s - buf) + 1, _("text before the first 'stop:'"));
			if (!lesson_refs_on_line(p, l, s, (int)(s - buf) + 1) ||
			    !append_text(p, &l->stops[l->nstops - 1], s))
				return false;
			continue;
		}
		if (!split_key(buf, &value, &vcol))
			return fail(p, 1, _("expected 'key: value' or an indented line of text"));
		if (*value == '\0')
			return fail(p, vcol, _("'%s:' needs a value"), quote(&q, buf));
		enum plan_option planned;
		switch (key_of(buf, &planned)) {
		case KEY_TITLE:
			if (title_line)
				return fail(p, 1, _("second 'title:' (the first is on line %d)"), title_line);
			title_line = p->line;
			if (!(l->title = strdup(value)))
				return fail(p, 1, _("out of memory"));
			break;
		case KEY_TREE:
			if (tree_line)
				return fail(p, 1, _("a lesson has one tree (the first is on line %d)"), tree_line);
			tree_line = p->line;
			if (!load_tree(p, l, value, vcol))
				return false;
			break;
		case KEY_PLAN:
			if (!plan_key(p, planned, value, vcol))
				return false;
			break;
		case KEY_PV:
			/* The way the PV panel collects the PV: the stepper's P. */
			if ((l->pv_way = pv_way_find(value)) < 0)
				return fail(p, vcol, _("'pv:' is %s, not '%s'"),
					    pv_way_list(list, sizeof list), quote(&q, value));
			break;
		case KEY_ALGORITHM: {
			if (!(algo = algorithm_find(value)))
				return fail(p, vcol, _("unknown algorithm '%s'"), quote(&q, value));
			if (!tree_line)
				return fail(p, 1, _("'tree:' must come before 'algorithm:'"));
			if (!p->planned && !plan_start(p, l))
				return false;
			char why[LOAD_ERROR_MAX];
			if (plan_option_unfit(&p->plan, algo, PLAN_LESSON, why, sizeof why) != PLAN_NONE)
				return fail(p, vcol, "%s", why);
			if (!algorithm_fits(algo, &l->tree, why, sizeof why)) {
				/* at this line: the message without the tree's place */
				size_t n = strlen(l->tree.source);
				const char *at = strncmp(why, l->tree.source, n) == 0 ?
						 strstr(why + n, ": ") : NULL;
				return fail(p, vcol, "%s", at ? at + 2 : why);
			}
			/* Answers are whole numbers (answer.c): an average is not. */
			if (algorithm_in_hundredths(algo, &l->tree))
				return fail(p, vcol, _("%s on a tree with chance nodes gives averages, "
					    "not whole numbers, and a lesson's answers are whole "
					    "numbers: not yet in a lesson"), algo->name);
			if (!use_algorithm(p, l, algo))
				return false;
			break;
		}
		case KEY_LEAVES: {
			/* A prediction lesson hides the values the file gives the
			 * leaves until the search evaluates them. */
			int w = word_index(leaves_words, value);
			if (w < 0)
				return fail(p, vcol, _("'leaves:' is %s, not '%s'"),
					    words_list(leaves_words, list, sizeof list), quote(&q, value));
			l->hide_leaves = w == LEAVES_HIDDEN;
			break;
		}
		case KEY_STOP:
			if (!algo)
				return fail(p, 1, _("'algorithm:' must come before the first 'stop:'"));
			if (!add_stop(p, l, algo, value, vcol, &cap))
				return false;
			break;
		case KEY_QUESTION:
		case KEY_ASK: {
			if (l->nstops == 0)
				return fail(p, 1, _("'%s:' belongs after a 'stop:'"), buf);
			struct stop *st = &l->stops[l->nstops - 1];
			if (key_of(buf, &planned) == KEY_ASK) {
				st->has_ask = true;
				if (!parse_selector(p, &l->tree, value, vcol, &st->ask_at))
					return false;
				break;
			}
			int k = word_index(lesson_question_words, value);
			if (k <= Q_NONE)
				return fail(p, vcol, _("unknown question '%s' (expected %s)"), quote(&q, value),
					    words_list(lesson_question_words, list, sizeof list));
			st->question = (enum question)k;
			break;
		}
		case KEY_COUNT:
			return fail(p, 1, _("unknown key '%s:' (expected %s)"), quote(&q, buf),
				    key_list(list, sizeof list));
		}
	}
	p->line++;
	if (!l->title)
		return fail(p, 1, _("the lesson has no 'title:'"));
	if (!tree_line)
		return fail(p, 1, _("the lesson has no 'tree:'"));
	if (l->nstops == 0)
		return fail(p, 1, _("the lesson has no 'stop:'"));
	/* Questions are checked once every stop is known. */
	for (int i = 0; i < l->nstops; i++) {
		struct stop *st = &l->stops[i];
		int prev = 0;
		for (int k = i - 1; k >= 0; k--)
			if (l->stops[k].algo == st->algo) {
				prev = l->stops[k].step;
				break;
			}
		p->line = st->line;
		if (!st->text)
			return fail(p, 1, _("stop '%s' has no text"), st->where);
		if (!check_question(p, l, st, prev))
			return false;
		/* Every placeholder in the text must name something at the
		 * stop (the expansion itself is not kept: it is done again,
		 * grown to fit, where the text is shown). */
		char scratch[4096], why[LOAD_ERROR_MAX];
		if (!lesson_expand(l, st, scratch, sizeof scratch, why, sizeof why))
			return fail(p, 1, _("in the text of stop '%s': %s"), st->where, why);
	}
	return true;
}

bool lesson_load_text(const char *text, size_t len, const char *path, struct lesson *l,
		      char *err, size_t errlen)
{
	struct parser p = { .path = path, .err = err, .errlen = errlen };
	size_t n;

	memset(l, 0, sizeof *l);
	if (!text_normalise(text, len, path, &p.rest, &n, err, errlen))
		return false;
	runs_init(&l->runs, &l->tree);
	char *copy = p.rest;
	bool ok = (l->source = strdup(path)) != NULL;
	if (!ok)
		snprintf(err, errlen, _("%s: out of memory"), path);
	ok = ok && parse(&p, l);
	free(copy);
	tree_index_free(&p.names);
	if (!ok)
		lesson_free(l);
	return ok;
}

bool lesson_load(const char *path, struct lesson *l, char *err, size_t errlen)
{
	char *text;
	size_t len;

	memset(l, 0, sizeof *l);
	if (!load_read_file(path, LESSON_MAX_FILE_BYTES, &text, &len, err, errlen))
		return false;
	bool ok = lesson_load_text(text, len, path, l, err, errlen);
	free(text);
	return ok;
}

void lesson_free(struct lesson *l)
{
	for (int i = 0; i < l->nstops; i++) {
		free(l->stops[i].text);
		free(l->stops[i].where);
	}
	free(l->stops);
	for (int i = 0; i < l->nrefs; i++) {
		free(l->refs[i].name);
		free(l->refs[i].text);
	}
	free(l->refs);
	runs_free(&l->runs);
	tree_free(&l->tree);
	free(l->title);
	free(l->source);
	memset(l, 0, sizeof *l);
}

/* The title of a lesson, for --lessons: its 'title:' line, read under the
 * rules lesson_load applies (a regular file within the size limit, text
 * without control characters), but without loading its tree and running
 * its searches. */
bool lesson_read_title(const char *path, char **title, char *err, size_t errlen)
{
	char *raw, *text, *line, *value;
	size_t len;
	int vcol;

	*title = NULL;
	if (!load_read_file(path, LESSON_MAX_FILE_BYTES, &raw, &len, err, errlen))
		return false;
	bool ok = text_normalise(raw, len, path, &text, &len, err, errlen);
	free(raw);
	if (!ok)
		return false;
	struct parser p = { .path = path, .err = err, .errlen = errlen, .rest = text };
	while (!*title && (line = next_line(&p)))
		if (line[0] != ' ' && line[0] != '#' && split_key(line, &value, &vcol) &&
		    strcmp(line, lesson_keys[KEY_TITLE]) == 0 && *value)
			*title = value;
	if (*title)
		ok = (*title = strdup(*title)) != NULL || fail(&p, 1, _("out of memory"));
	else
		ok = (p.line++, fail(&p, 1, _("the lesson has no 'title:'")));
	free(text);
	return ok;
}
