/* trace.c - storing and replaying search events. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "search/trace.h"

void trace_init(struct trace *tr)
{
	memset(tr, 0, sizeof *tr);
}

_Static_assert(sizeof(struct event) == 28, "an event is 28 bytes (trace.h)");

#define LIST_STRIDE 16  /* events per entry of list_at and visits_at: a quarter of a
                           byte an event each */

void trace_free(struct trace *tr)
{
	free(tr->events);
	free(tr->ids);
	free(tr->list_at);
	free(tr->visits_at);
	trace_init(tr);
}

static bool grow(void **p, int *cap, int need, size_t size)
{
	if (need <= *cap)
		return true;
	int n = *cap ? *cap : 256;
	while (n < need)
		n *= 2;
	void *q = realloc(*p, (size_t)n * size);
	if (!q)
		return false;
	*p = q;
	*cap = n;
	return true;
}

/* Running out of memory mid-search must not leave a trace that looks
 * complete, so the flag sticks and callers check it once at the end. */
void trace_push(struct trace *tr, const struct event *ev, const node_id *ids, int n)
{
	if (tr->out_of_memory)
		return;
	int old_cap = tr->cap;
	if (!grow((void **)&tr->events, &tr->cap, tr->count + 1, sizeof *tr->events) ||
	    !grow((void **)&tr->ids, &tr->capids, tr->nids + (n > 0 ? n + 1 : 0), sizeof *tr->ids)) {
		tr->out_of_memory = true;
		return;
	}
	if (tr->cap != old_cap) {       /* list_at and visits_at keep pace with events */
		size_t groups = (size_t)tr->cap / LIST_STRIDE + 1;
		int *at = realloc(tr->list_at, groups * sizeof *at);
		if (at)
			tr->list_at = at;
		int *v = at ? realloc(tr->visits_at, groups * sizeof *v) : NULL;
		if (!v) {
			tr->out_of_memory = true;
			return;
		}
		tr->visits_at = v;
	}
	if (tr->count % LIST_STRIDE == 0) {
		tr->list_at[tr->count / LIST_STRIDE] = tr->nids;
		tr->visits_at[tr->count / LIST_STRIDE] = (int)tr->visits;
	}
	struct event *e = &tr->events[tr->count++];
	*e = *ev;
	tr->visits += ev->type == EV_ENTER;
	e->has_list = n > 0;
	bool consecutive = n > 1;     /* (two words instead of n + 1) */
	for (int i = 1; i < n && consecutive; i++)
		consecutive = ids[i] == ids[0] + i;
	if (consecutive) {
		tr->ids[tr->nids++] = -n;
		tr->ids[tr->nids++] = (int32_t)ids[0];
	} else if (n > 0) {
		tr->ids[tr->nids++] = n;
		for (int i = 0; i < n; i++)     /* an explicit tree's nodes: 32 bits */
			tr->ids[tr->nids++] = (int32_t)ids[i];
	}
}

struct event_list trace_list(const struct trace *tr, const struct event *ev)
{
	if (!ev->has_list)
		return (struct event_list){ NULL, 0, 0 };
	/* The lists are stored in the order of the events: from the first
	 * list of ev's group of LIST_STRIDE, skip the lists before ev's. */
	int k = (int)(ev - tr->events), at = tr->list_at[k / LIST_STRIDE];
	for (int i = k - k % LIST_STRIDE; i < k; i++)
		if (tr->events[i].has_list)
			at += tr->ids[at] < 0 ? 2 : 1 + tr->ids[at];
	if (tr->ids[at] < 0)
		return (struct event_list){ NULL, tr->ids[at + 1], -tr->ids[at] };
	return (struct event_list){ tr->ids + at + 1, 0, tr->ids[at] };
}

void trace_shrink(struct trace *tr)
{
	if (tr->count > 0 && tr->count < tr->cap) {
		struct event *e = realloc(tr->events, (size_t)tr->count * sizeof *e);
		int *at = realloc(tr->list_at, ((size_t)tr->count / LIST_STRIDE + 1) * sizeof *at);
		if (at)         /* else the longer one it had stays */
			tr->list_at = at;
		int *v = realloc(tr->visits_at, ((size_t)tr->count / LIST_STRIDE + 1) * sizeof *v);
		if (v)
			tr->visits_at = v;
		if (e) {
			tr->events = e;
			tr->cap = tr->count;
		}
	}
	if (tr->nids > 0 && tr->nids < tr->capids) {
		int32_t *ids = realloc(tr->ids, (size_t)tr->nids * sizeof *ids);
		if (ids) {
			tr->ids = ids;
			tr->capids = tr->nids;
		}
	}
}

bool trace_counts(const struct trace *tr, const struct tree *t, int k, struct counts *c)
{
	unsigned char *seen = calloc((size_t)t->count, 1);
	if (!seen)
		return false;
	memset(c, 0, sizeof *c);
	for (int i = 0; i < k && i < tr->count; i++) {
		const struct event *e = &tr->events[i];
		switch (e->type) {
		case EV_ENTER:
			c->visits++;
			if (!seen[e->node]) {
				seen[e->node] = 1;
				c->nodes++;
			}
			break;
		case EV_LEAF:
			c->leaves++;
			break;
		case EV_CUTOFF:
			c->cutoffs += event_prunes(e);
			break;
		case EV_RESEARCH:
			c->researches++;
			break;
		case EV_TT_PROBE:
			c->tt_hits += e->how == TT_CUT;
			break;
		case EV_PASS:
			c->passes++;
			break;
		default:
			break;
		}
	}
	free(seen);
	return true;
}

int trace_first_move(const struct trace *tr, const struct tree *t, node_id move)
{
	node_id to = t->nodes[move].same, from = t->nodes[move].parent;
	if (to < 0)
		return trace_first_enter(tr, move);
	node_id stack[TREE_MAX_DEPTH + 1];
	for (int i = 0; i < tr->count; i++) {
		const struct event *e = &tr->events[i];
		if (e->type != EV_ENTER)
			continue;
		stack[e->ply] = e->node;
		if (e->node == to && e->ply > 0 && stack[e->ply - 1] == from)
			return i + 1;
	}
	return -1;
}

int trace_first_enter(const struct trace *tr, node_id n)
{
	for (int i = 0; i < tr->count; i++)
		if (tr->events[i].type == EV_ENTER && tr->events[i].node == n)
			return i + 1;
	return -1;
}

long trace_visits(const struct trace *tr)
{
	return tr->visits;
}

/* Both ways between steps and visits start from the count kept every
 * LIST_STRIDE events, so that a key of the split view looks at a few
 * events, not at the whole trace (2.9 million for minimax on a million
 * nodes). */
long trace_visits_before(const struct trace *tr, int k)
{
	if (k <= 0)
		return 0;
	if (k >= tr->count)
		return tr->visits;
	long v = tr->visits_at[k / LIST_STRIDE];
	for (int i = k - k % LIST_STRIDE; i < k; i++)
		v += tr->events[i].type == EV_ENTER;
	return v;
}

int trace_step_of_visit(const struct trace *tr, long v)
{
	if (v <= 0)
		return 0;
	if (v > tr->visits)
		return tr->count;
	/* The last group that starts with fewer than v entries holds the
	 * v-th. */
	int lo = 0, hi = (tr->count - 1) / LIST_STRIDE;
	while (lo < hi) {
		int mid = lo + (hi - lo + 1) / 2;
		if (tr->visits_at[mid] < v)
			lo = mid;
		else
			hi = mid - 1;
	}
	long seen = tr->visits_at[lo];
	for (int i = lo * LIST_STRIDE; i < tr->count; i++)
		if (tr->events[i].type == EV_ENTER && ++seen == v)
			return i + 1;
	return tr->count;
}

/* The node from last entered before step k, and which entry of it. */
static node_id last_entered(const struct trace *from, int k, int *visit)
{
	node_id n = -1;
	*visit = 0;
	for (int i = k - 1; i >= 0 && n < 0; i--)
		if (from->events[i].type == EV_ENTER)
			n = from->events[i].node;
	for (int i = 0; i < k && n >= 0; i++)
		*visit += from->events[i].type == EV_ENTER && from->events[i].node == n;
	return n;
}

/* The step of the visit-th entry of n in to; else its first entry; else
 * as far through as k is through count. */
static int entry_step(const struct trace *to, node_id n, int visit, int k, int count)
{
	int seen = 0;
	for (int i = 0; i < to->count && n >= 0; i++)
		if (to->events[i].type == EV_ENTER && to->events[i].node == n && ++seen == visit)
			return i + 1;
	if (seen > 0)
		return trace_first_enter(to, n);
	return (int)((long)k * to->count / (count ? count : 1));
}

void trace_point_at(const struct trace *tr, const struct tree *t, int k, struct trace_point *p)
{
	node_id n = last_entered(tr, k, &p->visit);
	snprintf(p->name, sizeof p->name, "%s", n >= 0 ? tree_name(t, n) : "");
	p->k = k;
	p->count = tr->count;
}

int trace_point_step(const struct trace *tr, const struct tree *t, const struct trace_point *p)
{
	if (p->k <= 0)
		return 0;
	if (p->k >= p->count)
		return tr->count;
	/* The node was entered, so it is a position (never a reference). */
	node_id n = *p->name ? tree_find(t, p->name, 0, NULL) : -1;
	return entry_step(tr, n, p->visit, p->k, p->count);
}

int trace_same_point(const struct trace *from, int k, const struct trace *to)
{
	if (k <= 0)
		return 0;
	if (k >= from->count)
		return to->count;
	int visit;
	node_id n = last_entered(from, k, &visit);
	return entry_step(to, n, visit, k, from->count);
}
