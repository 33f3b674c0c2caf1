/* skeleton.c - a starting lesson (skeleton.h).
 *
 * The stops are read off the trace, so that they load as they are: each
 * names its event, and the nth time that event happens, the way the
 * lesson format counts (man treestep(5)).  The texts hold placeholders
 * only, never a number: a teacher keeps what is true by construction. */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "skeleton.h"

/* Which occurrence of (type, key) event i is: 1 for the first. */
static int nth(const struct trace *tr, int i, long (*key)(const struct event *))
{
	int n = 0;
	for (int k = 0; k <= i; k++)
		n += tr->events[k].type == tr->events[i].type && key(&tr->events[k]) == key(&tr->events[i]);
	return n;
}

static long node_key(const struct event *e)
{
	return (long)e->node;
}

static long child_key(const struct event *e)
{
	return (long)e->child;
}

static long ply_key(const struct event *e)
{
	return e->ply;
}

static void occurrence(FILE *out, int n)
{
	if (n > 1)
		fprintf(out, " %d", n);
	fputc('\n', out);
}

bool lesson_skeleton(FILE *out, const char *tree_spec, const struct tree *t,
		     const struct algorithm *a, const struct trace *tr)
{
	fprintf(out, "# A lesson to fill in: write each stop's text over the placeholders.\n"
		"# Every number comes from the search through {placeholders} (treestep(5)).\n"
		"title: %s on %s\n"
		"tree: %s\n"
		"algorithm: %s\n\n", a->name, t->title ? t->title : tree_spec, tree_spec, a->name);
	fprintf(out, "stop: start\n  The search of {tree.nodes} nodes begins at the root.\n\n");
	/* A probe question is asked when the probe starts, which must come
	 * after the stop before: a probe that started earlier gets none. */
	int last = -1;
	for (int i = 0; i < tr->count; i++) {
		const struct event *e = &tr->events[i];
		const char *name = tree_name(t, e->node);
		if (e->type == EV_CUTOFF && e->nlist > 0) {
			fprintf(out, "stop: cutoff %s", name);
			occurrence(out, nth(tr, i, node_key));
			fprintf(out, "question: cut\n  At %s a child scores {score}, reaching beta "
				"{bound}: the rest of %s's children are cut.\n\n", name, name);
		} else if (e->type == EV_RESEARCH) {
			int probe = -1;
			for (int k = i - 1; k >= 0 && probe < 0; k--)
				if (tr->events[k].type == EV_PROBE && tr->events[k].child == e->child)
					probe = k;
			fprintf(out, "stop: research %s", tree_name(t, e->child));
			occurrence(out, nth(tr, i, child_key));
			if (probe > last)
				fprintf(out, "question: probe\n");
			fprintf(out, "  The probe of %s came back with {score}, outside the null "
				"window: %s is searched again with {window}.\n\n",
				tree_name(t, e->child), tree_name(t, e->child));
		} else if (e->type == EV_PV && e->ply == 0) {
			fprintf(out, "stop: pv 0");
			occurrence(out, nth(tr, i, ply_key));
			fprintf(out, "  The root's principal variation is now {pv}.\n\n");
		} else {
			continue;
		}
		last = i;
	}
	fprintf(out, "stop: end\n  {nodes} of {tree.nodes} nodes visited; the root is worth "
		"{value}.\n");
	return !ferror(out);
}
