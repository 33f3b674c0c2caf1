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
	/* At most one question of each kind a node. */
	p->questions = calloc(n * 3, sizeof *p->questions);
	p->mistakes = calloc(n * 3, sizeof *p->mistakes);
	return p->never && p->high && p->answer && p->visited && p->probed && p->failed_high &&
	       p->value && p->bound && p->questions && p->mistakes;
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
	char source[64], *text = NULL;
	size_t len = 0;
	uint64_t rng = d->seed;
	FILE *f = open_memstream(&text, &len);
	if (!f) {
		snprintf(err, errlen, "out of memory");
		return false;
	}
	bool ok = deal_node(f, d, &rng, pick(&rng, d->depth_min, d->depth_max));
	ok &= fclose(f) == 0;
	if (!ok) {
		free(text);
		snprintf(err, errlen, "out of memory");
		return false;
	}
	snprintf(source, sizeof source, "practice %llu", (unsigned long long)d->seed);
	if (!practice_start_text(p, text, len, source, a, err, errlen))
		return false;
	p->deal = *d;
	return true;
}

bool practice_start_text(struct practice *p, char *text, size_t len, const char *source,
			 const struct algorithm *a, char *err, size_t errlen)
{
	memset(p, 0, sizeof *p);
	p->algo = a;
	p->text = text;
	if (!tree_load_string(p->text, len, source, &p->tree, err, errlen)) {
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
	free(p->questions);
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

/* ---- What is asked, and what is answered ----------------------------------- *
 *
 * practice.h says what counts as an answer; these read it off the marks. */

/* Is n, or a node above it, marked never visited?  The mark on the top
 * one answers for everything below it. */
static bool marked_from_above(const struct practice *p, node_id n)
{
	for (node_id a = n; a >= 0; a = p->tree.nodes[a].parent)
		if (p->never[a])
			return true;
	return false;
}

/* Has the student said which of q's children the search enters: by
 * typing what q returns, or by marking one of them never visited? */
static bool children_decided(const struct practice *p, node_id q)
{
	const struct node *nd = &p->tree.nodes[q];
	if (p->answer[q][0])
		return true;
	for (int i = 0; i < nd->nchildren; i++)
		if (p->never[nd->first_child + i])
			return true;
	return false;
}

/* ... and how the probes of q's children come back: by typing what q
 * returns, or by marking one of them high? */
static bool probes_decided(const struct practice *p, node_id q)
{
	const struct node *nd = &p->tree.nodes[q];
	if (p->answer[q][0])
		return true;
	for (int i = 0; i < nd->nchildren; i++)
		if (p->high[nd->first_child + i])
			return true;
	return false;
}

/* "Is n visited?" is asked of every node whose parent the search visits
 * (below a node it never visits, the cut at that node is the answer),
 * unless the student marked a node above n: that mark answers for n. */
static bool asks_visited(const struct practice *p, node_id n)
{
	node_id parent = p->tree.nodes[n].parent;
	return parent >= 0 && p->visited[parent] && !marked_from_above(p, parent);
}

/* What the student said about n: 1 visited, 0 never visited, -1 nothing. */
static int said_visited(const struct practice *p, node_id n)
{
	if (p->never[n])
		return 0;
	if (p->answer[n][0] || children_decided(p, p->tree.nodes[n].parent))
		return 1;
	return -1;
}

static void add_question(struct practice *p, enum question_kind kind, node_id n, bool right,
			 int step)
{
	if (!right)
		p->mistakes[p->nmistakes++] = p->answered;
	p->questions[p->answered++] = (struct practice_question){ kind, n, right, step };
	p->right += right;
}

void practice_grade(struct practice *p)
{
	const struct tree *t = &p->tree;
	p->right = p->total = p->answered = p->nmistakes = 0;
	for (node_id n = 1; n < t->count; n++) {
		if (!asks_visited(p, n))
			continue;
		p->total++;
		int said = said_visited(p, n);
		if (said < 0)
			continue;
		add_question(p, QUESTION_VISITED, n, said == p->visited[n],
			     p->visited[n] ? step_of(p, EV_ENTER, n, false) : pruned_at(p, n));
	}
	/* A node marked never visited is not asked what it returns: the mark
	 * is the answer, and one mistake at most. */
	for (node_id n = 0; n < t->count; n++) {
		if (!p->visited[n] || !t->nodes[n].nchildren || marked_from_above(p, n))
			continue;
		p->total++;
		if (!p->answer[n][0])
			continue;
		enum bound b;
		int v;
		add_question(p, QUESTION_VALUE, n,
			     read_answer(p->answer[n], &b, &v) && b == p->bound[n] && v == p->value[n],
			     step_of(p, EV_RETURN, n, true));
	}
	for (node_id n = 0; n < t->count; n++) {
		if (!p->probed[n] || marked_from_above(p, n))
			continue;
		p->total++;
		if (!p->high[n] && !probes_decided(p, t->nodes[n].parent))
			continue;
		/* Shown where the probe comes back, which decides it. */
		int probe = step_of(p, EV_PROBE, n, true);
		int back = probe > 0 ? probe_result(&p->trace, probe - 1) : -1;
		add_question(p, QUESTION_PROBE, n, !p->high[n] == !p->failed_high[n],
			     back >= 0 ? back + 1 : probe);
	}
	p->graded = true;
}

const struct practice_question *practice_mistake(const struct practice *p, int i)
{
	return &p->questions[p->mistakes[i]];
}

void practice_explain(const struct practice *p, int i, char *buf, size_t len)
{
	const struct practice_question *q = practice_mistake(p, i);
	const struct tree *t = &p->tree;
	const char *name = tree_name(t, q->node);
	char want[32];
	switch (q->kind) {
	case QUESTION_VISITED:
		if (p->never[q->node])
			snprintf(buf, len, "You marked %s never visited%s, but %s enters it at step %d.",
				 name, t->nodes[q->node].nchildren ? " (and all below it)" : "",
				 p->algo->name, q->step);
		else if (p->answer[q->node][0])
			snprintf(buf, len, "You gave %s a value, but it is never visited: the cutoff "
				 "at step %d prunes it.", name, q->step);
		else
			snprintf(buf, len, "You left %s unmarked under %s, but it is never visited: "
				 "the cutoff at step %d prunes it.", name,
				 tree_name(t, t->nodes[q->node].parent), q->step);
		break;
	case QUESTION_VALUE:
		practice_truth(p, q->node, want, sizeof want);
		snprintf(buf, len, "%s returns %s (step %d); you said %s.", name, want, q->step,
			 p->answer[q->node]);
		break;
	case QUESTION_PROBE:
		snprintf(buf, len, "The probe of %s fails %s (step %d); you %s.", name,
			 p->failed_high[q->node] ? "high" : "low", q->step,
			 p->high[q->node] ? "marked it high" : "left it unmarked");
		break;
	}
}

void practice_score(const struct practice *p, char *buf, size_t len)
{
	int left = p->total - p->answered;
	if (p->answered == 0)
		snprintf(buf, len, "Nothing answered; %d question%s left unanswered", left,
			 left == 1 ? "" : "s");
	else if (left == 0)
		snprintf(buf, len, "%d of %d answered right; none left unanswered", p->right,
			 p->answered);
	else
		snprintf(buf, len, "%d of %d answered right; %d left unanswered", p->right,
			 p->answered, left);
}

int practice_record(const struct practice *p, struct results *r)
{
	const struct tree *t = &p->tree;
	char source[32], question[96], want[32];
	snprintf(source, sizeof source, "practice %llu", (unsigned long long)p->deal.seed);
	for (int i = 0; i < p->answered; i++) {
		const struct practice_question *q = &p->questions[i];
		const char *name = tree_name(t, q->node), *given = "";
		switch (q->kind) {
		case QUESTION_VISITED:
			snprintf(question, sizeof question, "is %s visited?", name);
			given = p->never[q->node] ? "no" : "yes";
			snprintf(want, sizeof want, "%s", p->visited[q->node] ? "yes" : "no");
			break;
		case QUESTION_VALUE:
			snprintf(question, sizeof question, "what does %s return?", name);
			given = p->answer[q->node];
			practice_truth(p, q->node, want, sizeof want);
			break;
		case QUESTION_PROBE:
			snprintf(question, sizeof question, "does the probe of %s fail high?", name);
			given = p->high[q->node] ? "yes" : "no";
			snprintf(want, sizeof want, "%s", p->failed_high[q->node] ? "yes" : "no");
			break;
		}
		results_answer(r, source, p->algo->name, question, given, want, q->right);
	}
	return p->answered;
}
