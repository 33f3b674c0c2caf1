/* testlib.c - helpers shared by the unit tests. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "splitmix.h"
#include "testlib.h"

void load_text(struct tree *t, const char *text)
{
	char err[LOAD_ERROR_MAX];
	if (!tree_load_string(text, strlen(text), "test", t, err, sizeof err))
		fail_msg("%s", err);
}

void load_path(struct tree *t, const char *relative)
{
	char path[4096], err[LOAD_ERROR_MAX];
	snprintf(path, sizeof path, "%s/%s", TOP_SRCDIR, relative);
	if (!tree_load_file(path, t, err, sizeof err))
		fail_msg("%s", err);
}

node_id find_node(const struct tree *t, const char *name)
{
	for (node_id i = 0; i < t->count; i++)
		if (strcmp(tree_name(t, i), name) == 0)
			return i;
	fail_msg("no node named %s", name);
	return -1;
}

int reference_value(const struct tree *t, node_id n)
{
	const struct node *nd = &t->nodes[n];
	if (nd->nchildren == 0)
		return nd->value;
	int v = reference_value(t, nd->first_child);
	for (int i = 1; i < nd->nchildren; i++) {
		int c = reference_value(t, nd->first_child + i);
		if (nd->is_max ? c > v : c < v)
			v = c;
	}
	return v;
}

void run_traced(const char *algo, const struct tree *t, struct trace *tr, struct result *r)
{
	const struct algorithm *a = algorithm_find(algo);
	assert_non_null(a);
	trace_init(tr);
	assert_true(algorithm_run(a, t, tr, r));
}

const struct event *find_event(const struct trace *tr, const struct tree *t,
			       enum event_type type, const char *node)
{
	for (int i = 0; i < tr->count; i++)
		if (tr->events[i].type == type && strcmp(tree_name(t, tr->events[i].node), node) == 0)
			return &tr->events[i];
	return NULL;
}

uint64_t rng_next(uint64_t *s)
{
	return splitmix64_next(s);
}

int rng_range(uint64_t *s, int lo, int hi)
{
	return lo + (int)(rng_next(s) % (uint64_t)(hi - lo + 1));
}

struct subtree {
	char *text;
	int value;      /* max/min value */
};

static int by_value_desc(const void *a, const void *b)
{
	const struct subtree *x = a, *y = b;
	return (y->value > x->value) - (y->value < x->value);
}

static struct subtree generate(uint64_t *s, int depth, int branching, int max_depth,
			       bool uniform, int range, bool perfect, bool is_max)
{
	struct subtree out;
	bool leaf = depth == max_depth || (!uniform && depth > 0 && rng_range(s, 0, 3) == 0);
	if (leaf) {
		out.value = rng_range(s, -range, range);
		out.text = malloc(16);
		snprintf(out.text, 16, "%d", out.value);
		return out;
	}
	int n = uniform ? branching : rng_range(s, 1, branching);
	struct subtree kids[8] = { { NULL, 0 } };
	size_t len = 3;
	for (int i = 0; i < n; i++) {
		kids[i] = generate(s, depth + 1, branching, max_depth, uniform, range, perfect, !is_max);
		len += strlen(kids[i].text) + 1;
	}
	if (perfect) {
		/* Best first: descending for MAX, ascending for MIN. */
		qsort(kids, (size_t)n, sizeof kids[0], by_value_desc);
		if (!is_max)
			for (int i = 0; i < n / 2; i++) {
				struct subtree tmp = kids[i];
				kids[i] = kids[n - 1 - i];
				kids[n - 1 - i] = tmp;
			}
	}
	out.text = malloc(len);
	strcpy(out.text, "(");
	out.value = kids[0].value;
	for (int i = 0; i < n; i++) {
		if (i)
			strcat(out.text, " ");
		strcat(out.text, kids[i].text);
		if (is_max ? kids[i].value > out.value : kids[i].value < out.value)
			out.value = kids[i].value;
		free(kids[i].text);
	}
	strcat(out.text, ")");
	return out;
}

char *random_tree(uint64_t *state, int branching, int max_depth, bool uniform,
		  int range, bool perfect)
{
	return generate(state, 0, branching, max_depth, uniform, range, perfect, true).text;
}
