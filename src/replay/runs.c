/* runs.c - the searches run on one tree, each recorded once. */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "replay/runs.h"

void runs_init(struct runs *r, const struct tree *t)
{
	r->tree = t;
	r->traces = NULL;
	r->done = NULL;
	memset(&r->plan, 0, sizeof r->plan);
}

void runs_set_plan(struct runs *r, const struct plan *p)
{
	runs_free(r);
	r->plan = *p;
}

const struct trace *runs_get(struct runs *r, const struct algorithm *a)
{
	int i = (int)(a - algorithms);
	if (!r->traces) {
		r->traces = calloc((size_t)algorithm_count, sizeof *r->traces);
		r->done = calloc((size_t)algorithm_count, sizeof *r->done);
		if (!r->traces || !r->done) {
			runs_free(r);
			return NULL;
		}
	}
	if (!r->done[i]) {
		struct result res;
		trace_init(&r->traces[i]);
		if (!algorithm_run_plan(a, r->tree, &r->plan, &r->traces[i], &res)) {
			trace_free(&r->traces[i]);
			return NULL;
		}
		r->done[i] = true;
	}
	return &r->traces[i];
}

const struct trace *runs_have(const struct runs *r, const struct algorithm *a)
{
	int i = (int)(a - algorithms);
	return r->done && r->done[i] ? &r->traces[i] : NULL;
}

void runs_reset(struct runs *r, const struct tree *t)
{
	runs_free(r);
	r->tree = t;
}

void runs_free(struct runs *r)
{
	for (int i = 0; r->done && i < algorithm_count; i++)
		if (r->done[i])
			trace_free(&r->traces[i]);
	free(r->traces);
	free(r->done);
	r->traces = NULL;
	r->done = NULL;
}
