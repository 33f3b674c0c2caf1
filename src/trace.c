/* trace.c - storing and replaying search events. */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "trace.h"

void trace_init(struct trace *tr)
{
	memset(tr, 0, sizeof *tr);
}

void trace_free(struct trace *tr)
{
	free(tr->events);
	free(tr->ids);
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
	if (!grow((void **)&tr->events, &tr->cap, tr->count + 1, sizeof *tr->events) ||
	    !grow((void **)&tr->ids, &tr->capids, tr->nids + n, sizeof *tr->ids)) {
		tr->out_of_memory = true;
		return;
	}
	struct event *e = &tr->events[tr->count++];
	*e = *ev;
	e->list = tr->nids;
	e->nlist = n;
	if (n > 0)
		memcpy(tr->ids + tr->nids, ids, (size_t)n * sizeof *ids);
	tr->nids += n;
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
			c->cutoffs += e->nlist > 0;
			break;
		case EV_RESEARCH:
			c->researches++;
			break;
		default:
			break;
		}
	}
	free(seen);
	return true;
}
