/* lesson_grade.c - a lesson's stops found in the traces, its questions:
 * what is asked, the answer read off the search, and whether what the
 * student typed is right. */
#include <config.h>

#include <dirent.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "tree/data.h"
#include "tree/i18n.h"
#include "teach/answer.h"
#include "teach/lesson.h"
#include "teach/lesson_internal.h"
#include "tree/load.h"
#include "words/narrate.h"
#include "words/text.h"
#include "replay/state.h"

/* ---- Finding stops in a trace -------------------------------------------- */

/* The event each selector kind names.  "return" also matches a leaf's
 * evaluation, which is how a leaf returns; "probe" and "research" name the
 * node probed, which the event holds as its child.  start, end and step
 * name steps, not events: lesson_find_step answers them before matches(). */
static const enum event_type selector_event[] = {
	[SEL_ENTER] = EV_ENTER, [SEL_LEAF] = EV_LEAF, [SEL_RETURN] = EV_RETURN,
	[SEL_RAISE] = EV_RAISE, [SEL_CUTOFF] = EV_CUTOFF, [SEL_PROBE] = EV_PROBE,
	[SEL_RESEARCH] = EV_RESEARCH, [SEL_PV] = EV_PV, [SEL_ITERATION] = EV_ITERATION,
	[SEL_ORDER] = EV_ORDER, [SEL_FAIL_HIGH] = EV_FAIL, [SEL_FAIL_LOW] = EV_FAIL,
	[SEL_LOOKUP] = EV_TT_PROBE, [SEL_HIT] = EV_TT_PROBE, [SEL_STORE] = EV_TT_STORE,
	[SEL_PASS] = EV_PASS, [SEL_PASS_END] = EV_PASS_END,
};

/* Does event e, in the search to depth depth and MT's test pass (the
 * last EV_PASS's number), match s? */
static bool matches(const struct event *e, int depth, int pass, const struct selector *s)
{
	bool type = e->type == selector_event[s->kind] ||
		    (s->kind == SEL_RETURN && e->type == EV_LEAF);
	if (!type)
		return false;
	switch (s->kind) {
	case SEL_PV:
		return e->ply == s->number;
	case SEL_ITERATION:
		return e->value == s->number;
	case SEL_FAIL_HIGH:
	case SEL_FAIL_LOW:
		return depth == s->number &&
		       (e->bound == BOUND_LOWER) == (s->kind == SEL_FAIL_HIGH);
	case SEL_HIT:
		return e->how == TT_CUT && e->node == s->node;
	case SEL_PASS:
	case SEL_PASS_END:
		return pass == s->number;
	default:
		break;
	}
	return (s->kind == SEL_PROBE || s->kind == SEL_RESEARCH ? e->child : e->node) == s->node;
}

/* The step a selector names in a trace, or -1. */
int lesson_find_step(const struct trace *tr, const struct selector *s)
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
	int seen = 0, depth = 0, pass = 0;
	for (int i = 0; i < tr->count; i++) {
		if (tr->events[i].type == EV_ITERATION)
			depth = tr->events[i].value;
		if (tr->events[i].type == EV_PASS)
			pass = tr->events[i].value;
		if (matches(&tr->events[i], depth, pass, s) && ++seen == s->nth)
			return i + 1;
	}
	return -1;
}

/* The last probe of child n at or before step k, and the step at which the
 * probe's result came back. */
bool lesson_find_probe(const struct trace *tr, node_id n, int k, int *probe, int *result)
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

/* ---- Questions ----------------------------------------------------------- */

const struct event *lesson_stop_event(const struct lesson *l, const struct stop *s)
{
	return s->step > 0 ? &lesson_trace(l, s->algo)->events[s->step - 1] : NULL;
}

/* The number of the MTD(f) or SSS* test of the root under way at the
 * stop (EV_PASS), or 0 for a search made in one go. */
static int test_of_root(const struct lesson *l, const struct stop *s)
{
	const struct trace *tr = lesson_trace(l, s->algo);
	int test = 0;
	for (int k = 0; k < s->step && k < tr->count; k++)
		if (tr->events[k].type == EV_PASS)
			test = tr->events[k].value;
	return test;
}

void lesson_prompt(const struct lesson *l, const struct stop *s, char *buf, size_t len)
{
	const char *name = s->node >= 0 ? tree_name(&l->tree, s->node) : "";
	switch (s->question) {
	case Q_NONE:
		buf[0] = '\0';
		break;
	case Q_CUT:
		snprintf(buf, len, "%s", _("Which node will be cut off next? Type its name (or click it) "
					   "and press Enter; if several are cut, any one of them will do, or name "
					   "them all."));
		break;
	case Q_VALUE:
		/* Under MTD(f) and SSS* the root returns once per test, and
		 * only the last return is the search's answer. */
		if (s->node == 0 && test_of_root(l, s) > 0) {
			/* TRANSLATORS: %1$d counts the root's tests (MTD(f), SSS*),
			 * %2$s is the root's name. */
			snprintf(buf, len, _("What will test %1$d of the root say %2$s is worth, from "
					     "MAX's point of view? Type a number, with >= or <= if it is only "
					     "a bound, and press Enter."), test_of_root(l, s), name);
			break;
		}
		/* The root has no parent: its return is the search's answer. */
		if (s->node == 0)
			/* TRANSLATORS: %s is the root's name. */
			snprintf(buf, len, _("What will %s be worth when the search ends, from MAX's "
					     "point of view? Type a number, with >= or <= if it is only a "
					     "bound, and press Enter."), name);
		else
			/* TRANSLATORS: %s is a node's name. */
			snprintf(buf, len, _("What will %s return to its parent, from MAX's point of "
					     "view? Type a number, with >= or <= if it is only a bound, "
					     "and press Enter."), name);
		break;
	case Q_PROBE:
		/* TRANSLATORS: %s is a node's name.  The student answers h or l
		 * (answer.c reads the English words too). */
		snprintf(buf, len, _("Will the null-window probe of %s fail high or fail low "
				     "(from MAX's point of view)? Type h (high) or l (low) and press "
				     "Enter."), name);
		break;
	case Q_PV:
		snprintf(buf, len, "%s", _("Which row of the PV table will change next? Type the row "
					   "number (the ply) and press Enter."));
		break;
	}
}

/* Did the probe of s->node fail high, seen from MAX: did the child come
 * back at or above the top of the probe's max/min window? */
static bool probe_failed_high(const struct lesson *l, const struct stop *s)
{
	const struct trace *tr = lesson_trace(l, s->algo);
	int probe, result;
	lesson_find_probe(tr, s->node, s->step, &probe, &result);
	const struct event *p = &tr->events[probe - 1], *r = &tr->events[result - 1];
	int hi = l->tree.nodes[p->node].is_max ? p->beta : -p->alpha;
	return max_view(&l->tree, r->node, r->value) >= hi;
}

/* Appends to buf as snprintf would, and counts in *used the length of
 * the whole text even past len, so that the caller learns what it needs. */
static void append(char *buf, size_t len, size_t *used, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));

static void append(char *buf, size_t len, size_t *used, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	int n = vsnprintf(*used < len ? buf + *used : NULL, *used < len ? len - *used : 0, fmt, ap);
	va_end(ap);
	*used += n > 0 ? (size_t)n : 0;
}

size_t lesson_answer(const struct lesson *l, const struct stop *s, char *buf, size_t len)
{
	const struct event *e = lesson_stop_event(l, s);
	const struct trace *tr = lesson_trace(l, s->algo);
	size_t used = 0;
	char v[24];

	if (len)
		buf[0] = '\0';
	switch (s->question) {
	case Q_NONE:
		break;
	case Q_CUT: {
		struct event_list cut = trace_list(tr, e);
		for (int i = 0; i < cut.n; i++)
			append(buf, len, &used, "%s%s", i ? " or " : "", tree_name(&l->tree, event_list_at(cut, i)));
		break;
	}
	case Q_VALUE: {
		enum bound b = e->type == EV_LEAF ? BOUND_EXACT : bound_max_view(&l->tree, e->node, e->bound);
		text_score(v, sizeof v, &l->tree, max_view(&l->tree, e->node, e->value));
		append(buf, len, &used, "%s%s", b == BOUND_LOWER ? ">=" : b == BOUND_UPPER ? "<=" : "", v);
		break;
	}
	case Q_PROBE:
		append(buf, len, &used, "%s", probe_failed_high(l, s) ? "high" : "low");
		break;
	case Q_PV:
		append(buf, len, &used, "%d", e->ply);
		break;
	}
	return used;
}

/* ---- Grading ------------------------------------------------------------
 *
 * What the student typed is read by answer.c, as practice reads it: any
 * case and spacing, a full stop at the end, the symbols the prompt shows
 * (≥ and ≤) as well as >= and <= or "at least" and "at most", "h",
 * "high", "fails high" or "it fails high", a row as "2" or "row 2", and
 * for a cut any one of the nodes cut, or several of them.  Reading more
 * spellings never changes what is right: the reading is compared with
 * the search, bound and number alike.  An answer that is not of the
 * question's kind at all (a word where a number is asked) is not graded:
 * the player asks again. */

/* An answer read as its question's kind. */
struct reading {
	enum bound bound;       /* Q_VALUE */
	long number;            /* Q_VALUE: the value; Q_PV: the row */
	char probe;             /* Q_PROBE: 'h' or 'l' */
	node_id nodes[64];      /* Q_CUT */
	int nnodes;
};

/* Reads answer as s's question asks; false if it is not of its kind. */
static bool read_as(const struct lesson *l, const struct stop *s, const char *answer,
		    struct reading *r)
{
	switch (s->question) {
	case Q_CUT:
		return answer_read_nodes(&l->tree, answer, r->nodes, &r->nnodes,
					 (int)(sizeof r->nodes / sizeof r->nodes[0]));
	case Q_VALUE:
		return answer_read_bound(answer, l->tree.decimals, &r->bound, &r->number);
	case Q_PV:
		return answer_read_row(answer, &r->number);
	case Q_PROBE:
		return (r->probe = answer_read_probe(answer)) != 0;
	case Q_NONE:
		break;
	}
	return false;
}

/* Is this a parseable answer to the question, right or wrong? */
bool lesson_answer_valid(const struct lesson *l, const struct stop *s, const char *answer)
{
	struct reading r;
	return read_as(l, s, answer, &r);
}

bool lesson_check(const struct lesson *l, const struct stop *s, const char *answer)
{
	struct reading r;
	if (!read_as(l, s, answer, &r))
		return false;
	const struct event *e = lesson_stop_event(l, s);
	switch (s->question) {
	case Q_CUT: {
		/* Every node named must be one that is cut. */
		struct event_list cut = trace_list(lesson_trace(l, s->algo), e);
		for (int i = 0; i < r.nnodes; i++) {
			bool found = false;
			for (int k = 0; k < cut.n && !found; k++)
				found = event_list_at(cut, k) == r.nodes[i];
			if (!found)
				return false;
		}
		return true;
	}
	case Q_VALUE: {
		/* The bound and the number, as lesson_answer says them: a bound
		 * where the value is exact, or the value where it is only a
		 * bound, is wrong. */
		enum bound b = e->type == EV_LEAF ? BOUND_EXACT :
			       bound_max_view(&l->tree, e->node, e->bound);
		return r.bound == b && r.number == max_view(&l->tree, e->node, e->value);
	}
	case Q_PV:
		return r.number == e->ply;
	case Q_PROBE:
		return r.probe == (probe_failed_high(l, s) ? 'h' : 'l');
	case Q_NONE:
		break;
	}
	return false;
}
