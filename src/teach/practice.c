/* practice.c - dealing, answering and grading an exercise (practice.h). */
#include <config.h>

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "teach/answer.h"
#include "tree/load.h"
#include "teach/practice.h"
#include "tree/splitmix.h"
#include "words/text.h"

/* ---- Dealing ------------------------------------------------------------- */

static int pick(uint64_t *rng, int lo, int hi)
{
	return lo + (int)(splitmix64_next(rng) % (uint64_t)(hi - lo + 1));
}

/* A subtree in bracket form: every inner node has branching children
 * drawn from the deal's range, every leaf a value from it. */
static bool deal_node(FILE *f, const struct practice_deal *d, uint64_t *rng, int depth)
{
	if (depth == 0)
		return fprintf(f, "%d", pick(rng, d->lo, d->hi)) > 0;
	int k = pick(rng, d->branch_min, d->branch_max);
	fputc('(', f);
	for (int i = 0; i < k; i++) {
		if (i)
			fputc(' ', f);
		if (!deal_node(f, d, rng, depth - 1))
			return false;
	}
	return fputc(')', f) != EOF;
}

static bool alloc_answers(struct practice *p)
{
	size_t n = (size_t)p->tree.count;
	p->never = calloc(n, 1);
	p->high = calloc(n, 1);
	p->answer = calloc(n, sizeof *p->answer);
	p->visited = calloc(n, 1);
	p->probed = calloc(n, 1);
	p->failed_high = calloc(n, 1);
	p->value = calloc(n, sizeof *p->value);
	p->bound = calloc(n, sizeof *p->bound);
	p->mistakes = calloc(n * 3 + 1, sizeof *p->mistakes);
	return p->never && p->high && p->answer && p->visited && p->probed && p->failed_high &&
	       p->value && p->bound && p->mistakes;
}

/* The step at which the probe starting at event `probe` (an EV_PROBE)
 * comes back: the child's own leaf or return. */
static int probe_result(const struct trace *tr, int probe)
{
	int depth = 0;
	for (int i = probe + 1; i < tr->count; i++) {
		const struct event *e = &tr->events[i];
		if (e->type == EV_ENTER)
			depth++;
		else if ((e->type == EV_LEAF || e->type == EV_RETURN) && --depth == 0)
			return i;
	}
	return -1;
}

/* The truth, read off the trace. */
static void read_truth(struct practice *p)
{
	const struct trace *tr = &p->trace;
	const struct tree *t = &p->tree;
	for (int i = 0; i < tr->count; i++) {
		const struct event *e = &tr->events[i];
		if (e->type == EV_ENTER)
			p->visited[e->node] = 1;
		if (e->type == EV_RETURN) {
			p->value[e->node] = max_view(t, e->node, e->value);
			p->bound[e->node] = bound_max_view(t, e->node, e->bound);
		}
		if (e->type == EV_PROBE) {
			/* As the stepper's max/min view says it: the child came back
			 * at or above the top of the probe's window, seen from MAX. */
			int r = probe_result(tr, i);
			if (r < 0)
				continue;
			int hi = t->nodes[e->node].is_max ? e->beta : -e->alpha;
			const struct event *back = &tr->events[r];
			p->probed[e->child] = 1;
			p->failed_high[e->child] = max_view(t, back->node, back->value) >= hi;
		}
	}
}

bool practice_start(struct practice *p, const struct practice_deal *d,
		    const struct algorithm *a, char *err, size_t errlen)
{
	char source[64];
	size_t len = 0;
	uint64_t rng = d->seed;
	memset(p, 0, sizeof *p);
	p->deal = *d;
	p->algo = a;
	FILE *f = open_memstream(&p->text, &len);
	if (!f) {
		snprintf(err, errlen, "out of memory");
		return false;
	}
	bool ok = deal_node(f, d, &rng, pick(&rng, d->depth_min, d->depth_max));
	ok &= fclose(f) == 0;
	snprintf(source, sizeof source, "practice %llu", (unsigned long long)d->seed);
	if (!ok || !tree_load_string(p->text, len, source, &p->tree, err, errlen)) {
		if (!ok)
			snprintf(err, errlen, "out of memory");
		free(p->text);
		p->text = NULL;
		return false;
	}
	struct result r;
	trace_init(&p->trace);
	if (!alloc_answers(p) || !algorithm_run(a, &p->tree, &p->trace, &r)) {
		snprintf(err, errlen, "out of memory");
		practice_free(p);
		return false;
	}
	read_truth(p);
	return true;
}

void practice_free(struct practice *p)
{
	free(p->never);
	free(p->high);
	free(p->answer);
	free(p->visited);
	free(p->probed);
	free(p->failed_high);
	free(p->value);
	free(p->bound);
	free(p->mistakes);
	free(p->text);
	if (p->tree.nodes)
		tree_free(&p->tree);
	trace_free(&p->trace);
	memset(p, 0, sizeof *p);
}

bool practice_asks_probes(const struct practice *p)
{
	for (node_id n = 0; n < p->tree.count; n++)
		if (p->probed[n])
			return true;
	return false;
}

/* ---- Answers ------------------------------------------------------------------ */

/* A value or a bound as answer.c reads it for lessons too ("5", ">=6",
 * "at least 6", "≤ 4"): the bound and the number; false for anything
 * else, and for a number no tree holds, which the answer's room
 * (PRACTICE_ANSWER_MAX) could not keep whole anyway. */
static bool read_answer(const char *s, enum bound *b, int *v)
{
	long x;
	if (!answer_read_bound(s, b, &x) || x < -VALUE_LIMIT || x > VALUE_LIMIT)
		return false;
	*v = (int)x;
	return true;
}

bool practice_answer_valid(const char *answer)
{
	enum bound b;
	int v;
	return read_answer(answer, &b, &v);
}

void practice_truth(const struct practice *p, node_id n, char *buf, size_t len)
{
	text_bounded(buf, len, p->bound[n], p->value[n]);
}

/* The first cutoff that prunes n or a node above it. */
static int pruned_at(const struct practice *p, node_id n)
{
	const struct trace *tr = &p->trace;
	for (int i = 0; i < tr->count; i++) {
		const struct event *e = &tr->events[i];
		if (e->type != EV_CUTOFF)
			continue;
		struct event_list cut = trace_list(tr, e);
		for (int k = 0; k < cut.n; k++)
			for (node_id a = n; a >= 0; a = p->tree.nodes[a].parent)
				if (event_list_at(cut, k) == a)
					return i + 1;
	}
	return -1;
}

static int step_of(const struct practice *p, enum event_type type, node_id n, bool last)
{
	int step = -1;
	for (int i = 0; i < p->trace.count; i++) {
		const struct event *e = &p->trace.events[i];
		node_id who = type == EV_PROBE ? e->child : e->node;
		if (e->type == type && who == n) {
			step = i + 1;
			if (!last)
				break;
		}
	}
	return step;
}

static void add_mistake(struct practice *p, enum mistake_kind kind, node_id n, int step)
{
	p->mistakes[p->nmistakes++] = (struct mistake){ kind, n, step };
}

void practice_grade(struct practice *p)
{
	const struct tree *t = &p->tree;
	p->right = p->total = p->nmistakes = 0;
	for (node_id n = 1; n < t->count; n++) {
		p->total++;
		if (p->visited[n] && p->never[n])
			add_mistake(p, MISTAKE_NOT_VISITED, n, step_of(p, EV_ENTER, n, false));
		else if (!p->visited[n] && !p->never[n])
			add_mistake(p, MISTAKE_VISITED, n, pruned_at(p, n));
		else
			p->right++;
	}
	for (node_id n = 0; n < t->count; n++) {
		if (!p->visited[n] || !t->nodes[n].nchildren)
			continue;
		enum bound b;
		int v;
		p->total++;
		if (read_answer(p->answer[n], &b, &v) && b == p->bound[n] && v == p->value[n])
			p->right++;
		else
			add_mistake(p, MISTAKE_VALUE, n, step_of(p, EV_RETURN, n, true));
	}
	for (node_id n = 0; n < t->count; n++) {
		if (!p->probed[n])
			continue;
		p->total++;
		if (!p->high[n] == !p->failed_high[n]) {
			p->right++;
		} else {
			int probe = step_of(p, EV_PROBE, n, true);
			int back = probe > 0 ? probe_result(&p->trace, probe - 1) : -1;
			add_mistake(p, MISTAKE_PROBE, n, back >= 0 ? back + 1 : probe);
		}
	}
	p->graded = true;
}

void practice_explain(const struct practice *p, int i, char *buf, size_t len)
{
	const struct mistake *m = &p->mistakes[i];
	const char *name = tree_name(&p->tree, m->node);
	char want[32];
	switch (m->kind) {
	case MISTAKE_NOT_VISITED:
		snprintf(buf, len, "You marked %s never visited, but %s enters it at step %d.", name,
			 p->algo->name, m->step);
		break;
	case MISTAKE_VISITED:
		snprintf(buf, len, "%s is never visited: the cutoff at step %d prunes it.", name,
			 m->step);
		break;
	case MISTAKE_VALUE:
		practice_truth(p, m->node, want, sizeof want);
		snprintf(buf, len, "%s returns %s (step %d); you %s%s%s.", name, want, m->step,
			 *p->answer[m->node] ? "said " : "gave no answer",
			 *p->answer[m->node] ? p->answer[m->node] : "", "");
		break;
	case MISTAKE_PROBE:
		snprintf(buf, len, "The probe of %s fails %s (step %d).", name,
			 p->failed_high[m->node] ? "high" : "low", m->step);
		break;
	}
}
