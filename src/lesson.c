/* lesson.c - loading lessons, finding their stops in the traces, and
 * checking answers. */
#include <config.h>

#include <ctype.h>
#include <errno.h>
#include <libgen.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "data.h"
#include "lesson.h"
#include "load.h"
#include "report.h"
#include "state.h"

struct parser {
	const char *path;
	char *err;
	size_t errlen;
	int line;
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

static const struct {
	const char *word;
	enum selector_kind kind;
	bool node, number;
} selectors[] = {
	{ "start", SEL_START, false, false }, { "end", SEL_END, false, false },
	{ "step", SEL_STEP, false, true }, { "enter", SEL_ENTER, true, false },
	{ "leaf", SEL_LEAF, true, false }, { "return", SEL_RETURN, true, false },
	{ "raise", SEL_RAISE, true, false }, { "cutoff", SEL_CUTOFF, true, false },
	{ "probe", SEL_PROBE, true, false }, { "research", SEL_RESEARCH, true, false },
	{ "pv", SEL_PV, false, true },
};

/* "cutoff N4", "enter N2 2" (the second entry), "pv 0", "step 18", "end". */
static bool parse_selector(struct parser *p, const char *text, int col, struct selector *s)
{
	char word[32] = "", arg[64] = "", extra[16] = "";
	int n = sscanf(text, "%31s %63s %15s", word, arg, extra);
	memset(s, 0, sizeof *s);
	s->nth = 1;
	for (size_t i = 0; i < sizeof selectors / sizeof selectors[0]; i++) {
		if (strcmp(word, selectors[i].word) != 0)
			continue;
		s->kind = selectors[i].kind;
		bool wants = selectors[i].node || selectors[i].number;
		if (wants && n < 2)
			return fail(p, col, "'%s' needs a %s", word, selectors[i].node ? "node name" : "number");
		if (!wants && n > 1)
			return fail(p, col, "'%s' takes nothing after it", word);
		if (selectors[i].node)
			snprintf(s->node, sizeof s->node, "%s", arg);
		if (selectors[i].number) {
			char *end;
			long v = strtol(arg, &end, 10);
			if (*end || v < 0 || v > 100000000)
				return fail(p, col, "'%s' needs a whole number, not '%s'", word, arg);
			s->number = (int)v;
		}
		if (n == 3) {
			char *end;
			long v = strtol(extra, &end, 10);
			if (!wants || *end || v < 1 || v > 100000)
				return fail(p, col, "unexpected '%s' (a count of occurrences is 1 or more)",
					    extra);
			s->nth = (int)v;
		}
		return true;
	}
	return fail(p, col, "unknown stop '%s' (expected start, end, step, enter, leaf, return, "
		    "raise, cutoff, probe, research or pv)", word);
}

/* The event each selector kind names.  "return" also matches a leaf's
 * evaluation, which is how a leaf returns; "probe" and "research" name the
 * node probed, which the event holds as its child.  start, end and step
 * name steps, not events: find_step answers them before matches(). */
static const enum event_type selector_event[] = {
	[SEL_ENTER] = EV_ENTER, [SEL_LEAF] = EV_LEAF, [SEL_RETURN] = EV_RETURN,
	[SEL_RAISE] = EV_RAISE, [SEL_CUTOFF] = EV_CUTOFF, [SEL_PROBE] = EV_PROBE,
	[SEL_RESEARCH] = EV_RESEARCH, [SEL_PV] = EV_PV,
};

static bool matches(const struct tree *t, const struct event *e, const struct selector *s)
{
	bool type = e->type == selector_event[s->kind] ||
		    (s->kind == SEL_RETURN && e->type == EV_LEAF);
	if (!type)
		return false;
	if (s->kind == SEL_PV)
		return e->ply == s->number;
	node_id at = s->kind == SEL_PROBE || s->kind == SEL_RESEARCH ? e->child : e->node;
	return strcmp(tree_name(t, at), s->node) == 0;
}

/* The step a selector names in a trace, or -1. */
static int find_step(const struct tree *t, const struct trace *tr, const struct selector *s)
{
	switch (s->kind) {
	case SEL_START:
		return 0;
	case SEL_END:
		return tr->count;
	case SEL_STEP:
		return s->number <= tr->count ? s->number : -1;
	default:
		break;
	}
	int seen = 0;
	for (int i = 0; i < tr->count; i++)
		if (matches(t, &tr->events[i], s) && ++seen == s->nth)
			return i + 1;
	return -1;
}

static bool find_node_named(const struct tree *t, const char *name, node_id *out)
{
	for (node_id i = 0; i < t->count; i++)
		if (strcmp(tree_name(t, i), name) == 0) {
			*out = i;
			return true;
		}
	return false;
}

/* The last probe of child n at or before step k, and the step at which the
 * probe's result came back. */
static bool find_probe(const struct trace *tr, node_id n, int k, int *probe, int *result)
{
	*probe = -1;
	for (int i = 0; i < k && i < tr->count; i++)
		if (tr->events[i].type == EV_PROBE && tr->events[i].child == n)
			*probe = i + 1;
	if (*probe < 0)
		return false;
	int depth = 0;
	for (int i = *probe; i < tr->count; i++) {
		const struct event *e = &tr->events[i];
		if (e->type == EV_ENTER)
			depth++;
		else if (e->type == EV_LEAF || e->type == EV_RETURN)
			if (--depth == 0) {
				*result = i + 1;
				return true;
			}
	}
	return false;
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
		if (!e || e->type != EV_CUTOFF || e->nlist == 0)
			return fail(p, 1, "a 'cut' question needs a stop at a cutoff that prunes");
		break;
	case Q_VALUE:
		if (!e || (e->type != EV_RETURN && e->type != EV_LEAF))
			return fail(p, 1, "a 'value' question needs a stop at a 'return'");
		s->node = e->node;
		break;
	case Q_PV:
		if (!e || e->type != EV_PV)
			return fail(p, 1, "a 'pv' question needs a stop at a 'pv' change");
		break;
	case Q_PROBE:
		if (!find_node_named(&l->tree, s->at.node, &s->node) ||
		    !find_probe(tr, s->node, s->step, &probe, &result))
			return fail(p, 1, "a 'probe' question needs a stop at or after the probe of "
				    "a node ('research N2' or 'return N2')");
		if (result > s->step)
			return fail(p, 1, "the probe of %s has not come back by this stop; stop at "
				    "'return %s' or later", s->at.node, s->at.node);
		s->ask = probe;
		break;
	}
	if (s->has_ask) {
		s->ask = find_step(&l->tree, tr, &s->ask_at);
		if (s->ask < 0)
			return fail(p, 1, "the 'ask:' point never happens in %s", s->algo->name);
	}
	if (s->ask < prev || s->ask >= s->step)
		return fail(p, 1, "the question must be asked after the previous stop and before "
			    "this one (ask at step %d, stop at step %d)", s->ask, s->step);
	return true;
}

static bool load_tree(struct parser *p, struct lesson *l, const char *spec, int col)
{
	char path[4096], err[LOAD_ERROR_MAX];
	bool ok;
	if (spec[0] == '(') {
		ok = tree_load_string(spec, strlen(spec), p->path, &l->tree, err, sizeof err);
	} else {
		/* Next to the lesson first: tutorials/../trees/NAME.tree. */
		char *copy = strdup(p->path);
		if (!copy)
			return fail(p, col, "out of memory");
		snprintf(path, sizeof path, "%s/../trees/%s.tree", dirname(copy), spec);
		free(copy);
		FILE *f = fopen(path, "r");
		if (f)
			fclose(f);
		else if (!data_find("trees", spec, ".tree", path, sizeof path))
			return fail(p, col, "tree '%s' not found (looked for trees/%s.tree in the "
				    "data directories)", spec, spec);
		ok = tree_load_file(path, &l->tree, err, sizeof err);
	}
	if (!ok)
		return fail(p, col, "the tree does not load: %s", err);
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
		return fail(p, 1, "out of memory");
	return true;
}

static char *append_text(char *text, const char *more)
{
	size_t a = text ? strlen(text) : 0, b = strlen(more);
	char *t = realloc(text, a + b + 2);
	if (!t)
		return NULL;
	if (a)
		t[a++] = ' ';
	memcpy(t + a, more, b + 1);
	return t;
}

static void trim(char *s)
{
	size_t n = strlen(s);
	while (n && isspace((unsigned char)s[n - 1]))
		s[--n] = '\0';
}

/* Reads the file line by line: "key: value" lines at the margin, and the
 * indented lines after a stop as its text. */
static bool parse(struct parser *p, FILE *f, struct lesson *l)
{
	char buf[2048], tree_spec[1024] = "";
	const struct algorithm *algo = NULL;
	int tree_line = 0, cap = 0;

	while (fgets(buf, sizeof buf, f)) {
		p->line++;
		if (!strchr(buf, '\n') && !feof(f))
			return fail(p, 1, "line longer than %zu characters", sizeof buf - 2);
		trim(buf);
		char *s = buf;
		while (*s == ' ')
			s++;
		if (*s == '\0' || *s == '#')
			continue;
		if (*s == '\t' || strchr(buf, '\t'))
			return fail(p, (int)(strchr(buf, '\t') - buf) + 1, "tab in lesson (use spaces)");
		if (s != buf) {
			if (l->nstops == 0)
				return fail(p, (int)(s - buf) + 1, "text before the first 'stop:'");
			struct stop *st = &l->stops[l->nstops - 1];
			if (!(st->text = append_text(st->text, s)))
				return fail(p, 1, "out of memory");
			continue;
		}
		char *colon = strchr(buf, ':');
		if (!colon)
			return fail(p, 1, "expected 'key: value' or an indented line of text");
		*colon = '\0';
		char *value = colon + 1;
		while (*value == ' ')
			value++;
		int vcol = (int)(value - buf) + 1;
		if (strcmp(buf, "title") == 0) {
			free(l->title);
			if (!(l->title = strdup(value)))
				return fail(p, 1, "out of memory");
		} else if (strcmp(buf, "tree") == 0) {
			snprintf(tree_spec, sizeof tree_spec, "%s", value);
			tree_line = p->line;
			int line = p->line;
			if (l->tree.nodes)
				return fail(p, 1, "a lesson has one tree");
			if (!load_tree(p, l, tree_spec, vcol))
				return false;
			p->line = line;
		} else if (strcmp(buf, "algorithm") == 0) {
			if (!(algo = algorithm_find(value)))
				return fail(p, vcol, "unknown algorithm '%s'", value);
			if (!l->tree.nodes)
				return fail(p, 1, "'tree:' must come before 'algorithm:'");
			if (!use_algorithm(p, l, algo))
				return false;
		} else if (strcmp(buf, "stop") == 0) {
			if (!algo)
				return fail(p, 1, "'algorithm:' must come before the first 'stop:'");
			if (l->nstops == cap) {
				cap = cap ? 2 * cap : 16;
				struct stop *n = realloc(l->stops, (size_t)cap * sizeof *n);
				if (!n)
					return fail(p, 1, "out of memory");
				l->stops = n;
			}
			struct stop *st = &l->stops[l->nstops++];
			memset(st, 0, sizeof *st);
			st->algo = algo;
			st->line = p->line;
			snprintf(st->where, sizeof st->where, "%s", value);
			if (!parse_selector(p, value, vcol, &st->at))
				return false;
			st->step = find_step(&l->tree, lesson_trace(l, algo), &st->at);
			if (st->step < 0)
				return fail(p, vcol, "'%s' never happens in %s on this tree", value,
					    algo->name);
			/* Stops of one algorithm come in the order of the search. */
			for (int i = l->nstops - 2; i >= 0; i--)
				if (l->stops[i].algo == algo) {
					if (l->stops[i].step > st->step)
						return fail(p, vcol, "'%s' (step %d) comes before the "
							    "previous stop (step %d)", value, st->step,
							    l->stops[i].step);
					break;
				}
		} else if (strcmp(buf, "question") == 0 || strcmp(buf, "ask") == 0) {
			if (l->nstops == 0)
				return fail(p, 1, "'%s:' belongs after a 'stop:'", buf);
			struct stop *st = &l->stops[l->nstops - 1];
			if (buf[0] == 'a') {
				st->has_ask = true;
				if (!parse_selector(p, value, vcol, &st->ask_at))
					return false;
				continue;
			}
			static const char *const kinds[] = { "", "cut", "value", "probe", "pv" };
			st->question = Q_NONE;
			for (int k = 1; k < 5; k++)
				if (strcmp(value, kinds[k]) == 0)
					st->question = (enum question)k;
			if (st->question == Q_NONE)
				return fail(p, vcol, "unknown question '%s' (expected cut, value, probe "
					    "or pv)", value);
		} else {
			return fail(p, 1, "unknown key '%s:' (expected title, tree, algorithm, stop, "
				    "question or ask)", buf);
		}
	}
	p->line++;
	if (!l->title)
		return fail(p, 1, "the lesson has no 'title:'");
	if (!tree_line)
		return fail(p, 1, "the lesson has no 'tree:'");
	if (l->nstops == 0)
		return fail(p, 1, "the lesson has no 'stop:'");
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
			return fail(p, 1, "stop '%s' has no text", st->where);
		if (!check_question(p, l, st, prev))
			return false;
	}
	return true;
}

bool lesson_load_stream(FILE *f, const char *path, struct lesson *l, char *err, size_t errlen)
{
	struct parser p = { .path = path, .err = err, .errlen = errlen };
	memset(l, 0, sizeof *l);
	runs_init(&l->runs, &l->tree);
	bool ok = (l->source = strdup(path)) != NULL && parse(&p, f, l);
	if (!ok)
		lesson_free(l);
	return ok;
}

bool lesson_load(const char *path, struct lesson *l, char *err, size_t errlen)
{
	FILE *f = fopen(path, "r");
	if (!f) {
		memset(l, 0, sizeof *l);
		snprintf(err, errlen, "%s: cannot open: %s", path, strerror(errno));
		return false;
	}
	bool ok = lesson_load_stream(f, path, l, err, errlen);
	fclose(f);
	return ok;
}

void lesson_free(struct lesson *l)
{
	for (int i = 0; i < l->nstops; i++)
		free(l->stops[i].text);
	free(l->stops);
	runs_free(&l->runs);
	tree_free(&l->tree);
	free(l->title);
	free(l->source);
	memset(l, 0, sizeof *l);
}

/* ---- Questions ----------------------------------------------------------- */

static const struct event *stop_event(const struct lesson *l, const struct stop *s)
{
	return s->step > 0 ? &lesson_trace(l, s->algo)->events[s->step - 1] : NULL;
}

void lesson_prompt(const struct lesson *l, const struct stop *s, char *buf, size_t len)
{
	const char *name = s->node >= 0 ? tree_name(&l->tree, s->node) : "";
	switch (s->question) {
	case Q_NONE:
		buf[0] = '\0';
		break;
	case Q_CUT:
		snprintf(buf, len, "Which node will be cut off next? Type its name (or click it) "
			 "and press Enter.");
		break;
	case Q_VALUE:
		snprintf(buf, len, "What will %s return to its parent, from MAX's point of view? "
			 "Type a number, with >= or <= if it is only a bound, and press Enter.", name);
		break;
	case Q_PROBE:
		snprintf(buf, len, "Will the null-window probe of %s fail high or fail low "
			 "(from MAX's point of view)? Type h or l and press Enter.", name);
		break;
	case Q_PV:
		snprintf(buf, len, "Which row of the PV table will change next? Type the row "
			 "number (the ply) and press Enter.");
		break;
	}
}

/* Did the probe of s->node fail high, seen from MAX: did the child come
 * back at or above the top of the probe's max/min window? */
static bool probe_failed_high(const struct lesson *l, const struct stop *s)
{
	const struct trace *tr = lesson_trace(l, s->algo);
	int probe, result;
	find_probe(tr, s->node, s->step, &probe, &result);
	const struct event *p = &tr->events[probe - 1], *r = &tr->events[result - 1];
	int hi = l->tree.nodes[p->node].is_max ? p->beta : -p->alpha;
	return max_view(&l->tree, r->node, r->value) >= hi;
}

void lesson_answer(const struct lesson *l, const struct stop *s, char *buf, size_t len)
{
	const struct event *e = stop_event(l, s);
	char v[24];
	buf[0] = '\0';
	switch (s->question) {
	case Q_NONE:
		break;
	case Q_CUT:
		snprintf(buf, len, "%s", tree_name(&l->tree, trace_list(lesson_trace(l, s->algo), e)[0]));
		for (int i = 1; i < e->nlist; i++)
			snprintf(buf + strlen(buf), len - strlen(buf), " or %s",
				 tree_name(&l->tree, trace_list(lesson_trace(l, s->algo), e)[i]));
		break;
	case Q_VALUE: {
		enum bound b = e->type == EV_LEAF ? BOUND_EXACT : bound_max_view(&l->tree, e->node, e->bound);
		format_score(v, sizeof v, max_view(&l->tree, e->node, e->value));
		snprintf(buf, len, "%s%s", b == BOUND_LOWER ? ">=" : b == BOUND_UPPER ? "<=" : "", v);
		break;
	}
	case Q_PROBE:
		snprintf(buf, len, "%s", probe_failed_high(l, s) ? "high" : "low");
		break;
	case Q_PV:
		snprintf(buf, len, "%d", e->ply);
		break;
	}
}

/* Answers are forgiving about case and spaces: "n10", ">= 5", "High". */
static void normalise(const char *in, char *out, size_t len)
{
	size_t o = 0;
	for (; *in && o + 1 < len; in++)
		if (!isspace((unsigned char)*in))
			out[o++] = (char)tolower((unsigned char)*in);
	out[o] = '\0';
}

bool lesson_check(const struct lesson *l, const struct stop *s, const char *answer)
{
	char want[256], got[128];
	normalise(answer, got, sizeof got);
	if (s->question == Q_CUT) {
		const struct event *e = stop_event(l, s);
		for (int i = 0; i < e->nlist; i++)
			if (strcasecmp(got, tree_name(&l->tree, trace_list(lesson_trace(l, s->algo), e)[i])) == 0)
				return true;
		return false;
	}
	lesson_answer(l, s, want, sizeof want);
	if (s->question == Q_PROBE)
		return got[0] == want[0] && (got[1] == '\0' || strcmp(got, want) == 0);
	if (s->question == Q_VALUE && got[0] == '=')
		memmove(got, got + 1, strlen(got));
	return strcmp(got, want) == 0;
}

/* ---- The transcript ------------------------------------------------------ */

static void print_wrapped(FILE *out, const char *prefix, const char *text)
{
	int col = fprintf(out, "%s", prefix);
	int indent = (int)strlen(prefix);
	const char *p = text;
	while (*p) {
		const char *end = strchr(p, ' ');
		int n = end ? (int)(end - p) : (int)strlen(p);
		if (col > indent && col + 1 + n > 76)
			col = fprintf(out, "\n%*s", indent, "") - 1;
		else if (col > indent)
			col += fprintf(out, " ");
		col += fprintf(out, "%.*s", n, p);
		p += n;
		while (*p == ' ')
			p++;
	}
	fputc('\n', out);
}

void lesson_print(FILE *out, const struct lesson *l)
{
	char text[2048], answer[256];
	const char *file = strrchr(l->tree.source, '/');
	fprintf(out, "Lesson: %s\nTree: %s (%s)\n", l->title,
		l->tree.title ? l->tree.title : l->tree.source, file ? file + 1 : l->tree.source);
	for (int i = 0; i < l->nstops; i++) {
		const struct stop *s = &l->stops[i];
		const struct trace *tr = lesson_trace(l, s->algo);
		struct state st;
		fprintf(out, "\n%d. %s, step %d of %d (%s)\n", i + 1, s->algo->name, s->step,
			tr->count, s->where);
		if (!state_init(&st, &l->tree, s->algo, tr))
			return;
		if (s->question != Q_NONE) {
			lesson_prompt(l, s, text, sizeof text);
			fprintf(out, "   Asked at step %d:\n", s->ask);
			print_wrapped(out, "   Q: ", text);
			lesson_answer(l, s, answer, sizeof answer);
			fprintf(out, "   A: %s\n", answer);
		}
		state_goto(&st, s->step);
		state_narrate(&st, VIEW_MAXMIN, text, sizeof text);
		print_wrapped(out, "   ", text);
		print_wrapped(out, "   > ", s->text);
		state_free(&st);
	}
}
