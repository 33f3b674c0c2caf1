/* tree.c - building and freeing game trees. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tree/tree.h"
#include "tree/exact.h"

_Static_assert(sizeof(struct node) == 40, "a node is 40 bytes (tree.h)");

_Static_assert(sizeof(struct node) == 40, "a node is 40 bytes (tree.h)");

static int max_int(int a, int b)
{
	return a > b ? a : b;
}

void tree_free(struct tree *t)
{
	if (!t)
		return;
	free(t->title);
	free(t->source);
	free(t->game);
	free(t->nodes);
	free(t->names);
	free(t->prob);
	memset(t, 0, sizeof *t);
}

int builder_add(struct builder *b, int parent, const char *name,
		bool is_leaf, int value, int line, int column)
{
	if (b->count == b->cap) {
		int cap = b->cap ? b->cap * 2 : 64;
		struct builder_node *p = realloc(b->nodes, (size_t)cap * sizeof *p);
		if (!p)
			return -1;
		b->nodes = p;
		b->cap = cap;
	}
	struct builder_node *n = &b->nodes[b->count];
	*n = (struct builder_node){ 0 };       /* no static evaluation unless the loader sets one */
	n->parent = parent;
	n->is_leaf = is_leaf;
	n->value = value;
	n->line = line;
	n->column = column;
	snprintf(n->name, sizeof n->name, "%s", name ? name : "");
	return b->count++;
}

void builder_free(struct builder *b)
{
	free(b->nodes);
	memset(b, 0, sizeof *b);
}

/* Writes "N<number>" and its '\0' at end; returns the place after them.
 * (Two million names: snprintf would take most of the loading time.) */
static char *put_number(char *end, int number)
{
	char digits[16];
	int k = 0;
	do
		digits[k++] = (char)('0' + number % 10);
	while ((number /= 10) > 0);
	*end++ = 'N';
	while (k > 0)
		*end++ = digits[--k];
	*end++ = '\0';
	return end;
}

/* Level order is a breadth-first walk.  The builder only knows parents, so
 * first gather each node's children (in the order they were added, which is
 * left to right) with a counting sort on the parent index. */
bool builder_finish(struct builder *b, struct tree *t, bool root_is_max)
{
	int n = b->count;
	int *start = calloc((size_t)n + 1, sizeof *start);
	int *kids = malloc((size_t)n * sizeof *kids);
	int *order = malloc((size_t)n * sizeof *order);  /* level order -> builder */
	int *fill = calloc((size_t)n + 1, sizeof *fill);
	struct node *nodes = calloc((size_t)n, sizeof *nodes);
	/* The names: the ones written, '@' before a reference's, and
	 * N<number> (at most 8 characters under TREE_MAX_NODES) for the rest. */
	size_t size = 0;
	for (int i = 0; i < n; i++)
		size += (b->nodes[i].name[0] ? strlen(b->nodes[i].name) : 8) + 2;
	char *names = malloc(size), *end = names;
	int chance = 0;
	for (int i = 0; i < n; i++)
		chance += b->nodes[i].kind == KIND_CHANCE;
	struct probability *prob = chance ? calloc((size_t)n, sizeof *prob) : NULL;
	bool ok = start && kids && order && fill && nodes && names && n > 0 && (prob || !chance);

	if (ok) {
		for (int i = 1; i < n; i++)
			start[b->nodes[i].parent + 1]++;
		for (int i = 0; i < n; i++)
			start[i + 1] += start[i];
		for (int i = 1; i < n; i++) {
			int p = b->nodes[i].parent;
			kids[start[p] + fill[p]++] = i;
		}

		/* Breadth-first: order[] doubles as the queue. */
		int head = 0, tail = 0;
		order[tail++] = 0;
		int *level_index = fill;         /* reuse: builder -> level order */
		while (head < tail) {
			int bi = order[head];
			level_index[bi] = head;
			head++;
			for (int k = start[bi]; k < start[bi + 1]; k++)
				order[tail++] = kids[k];
		}

		int number = 0;         /* N0, N1, ...: references take no number */
		for (int li = 0; li < n; li++) {
			const struct builder_node *src = &b->nodes[order[li]];
			struct node *dst = &nodes[li];
			dst->name = (uint32_t)(end - names);
			if (src->is_reference)
				*end++ = '@';
			if (src->name[0]) {
				size_t len = strlen(src->name);
				memcpy(end, src->name, len + 1);
				end += len + 1;
			} else {
				end = put_number(end, number);
			}
			number += !src->is_reference;
			dst->same = src->is_reference ? -2 : -1;
			dst->value = src->is_leaf ? src->value : 0;
			dst->has_static = src->has_static;
			dst->static_value = src->static_value;
			dst->parent = src->parent < 0 ? -1 : level_index[src->parent];
			dst->nchildren = start[order[li] + 1] - start[order[li]];
			dst->first_child = dst->nchildren ?
				level_index[kids[start[order[li]]]] : 0;
			dst->depth = dst->parent < 0 ? 0 : nodes[dst->parent].depth + 1;
			/* The side that moved last: the parent's, or at the
			 * root the one before the header's side. */
			bool before = dst->parent < 0 ? !root_is_max : nodes[dst->parent].is_max;
			dst->is_chance = src->kind == KIND_CHANCE;
			dst->is_max = src->kind == KIND_MAX ? true :
				      src->kind == KIND_MIN ? false :
				      src->kind == KIND_CHANCE ? before : !before;
			dst->line = src->line;
			dst->column = src->column;
			if (prob && dst->parent >= 0 && nodes[dst->parent].is_chance)
				prob[li] = src->prob;
		}
		char *fit = realloc(names, (size_t)(end - names));      /* give back the spare */
		t->nodes = nodes;
		t->names = fit ? fit : names;
		t->count = n;
		t->root_is_max = root_is_max;
		t->prob = prob;
		t->chance_nodes = chance;
		t->decimals = b->decimals;
		nodes = NULL;
		prob = NULL;
	}
	free(start);
	free(kids);
	free(order);
	free(fill);
	free(nodes);
	free(prob);
	if (!ok)
		free(names);
	builder_free(b);
	if (ok)
		tree_link(t, 0);
	return ok;
}

int tree_format_value(char *buf, size_t len, int decimals, long v)
{
	long unit = tree_unit_scale(decimals), a = v < 0 ? -v : v;
	long whole = a / unit, part = a % unit;
	if (part == 0)
		return snprintf(buf, len, "%s%ld", v < 0 ? "-" : "", whole);
	int digits = decimals;
	for (; part % 10 == 0; part /= 10)      /* 2.50 is written 2.5 */
		digits--;
	return snprintf(buf, len, "%s%ld.%0*ld", v < 0 ? "-" : "", whole, digits, part);
}

/* The characters a value takes as tree_format_value writes it. */
static int value_width(const struct tree *t, long v)
{
	return tree_format_value(NULL, 0, t->decimals, v);
}

long tree_link(struct tree *t, long limit)
{
	/* A node's children are one level deeper, and so are their targets:
	 * level order puts all of them after every node of the level above,
	 * so one backward pass sees each child's target before its parent.
	 * (Until the loader resolves them, references count as leaves.) */
	long paths = 0;
	long *size = limit > 0 ? calloc((size_t)t->count, sizeof *size) : NULL;
	if (limit > 0 && !size)
		return -1;
	t->references = 0;
	t->widest_name = t->widest_value = t->widest_negated = 0;
	for (node_id n = t->count - 1; n >= 0; n--) {
		struct node *nd = &t->nodes[n];
		t->widest_name = max_int(t->widest_name, (int)strlen(tree_name(t, n)));
		t->widest_value = max_int(t->widest_value, value_width(t, nd->value));
		t->widest_negated = max_int(t->widest_negated,
					    value_width(t, nd->value > 0 ? -nd->value : nd->value));
		nd->height = 0;
		if (size)
			size[n] = 1;
		t->references += nd->same != -1;
		for (int k = 0; k < nd->nchildren; k++) {
			node_id c = nd->first_child + k;
			if (t->nodes[c].same >= 0)
				c = t->nodes[c].same;
			nd->height = max_int(nd->height, t->nodes[c].height + 1);
			if (size)
				size[n] = size[n] + size[c] > limit ? limit + 1 : size[n] + size[c];
		}
	}
	for (node_id n = 0; n < t->count; n++)
		if (t->nodes[n].same >= 0)
			t->nodes[n].height = t->nodes[t->nodes[n].same].height;
	t->height = t->nodes[0].height;
	if (size)
		paths = size[0];
	free(size);
	return paths;
}

/* A position is a node not written @NAME: its same is -1 (a reference's
 * is its target, or -2 while the loader resolves it). */
static bool wanted(const struct tree *t, node_id n, unsigned flags)
{
	return t->nodes[n].same == -1 || (flags & TREE_FIND_REFERENCES);
}

node_id tree_find(const struct tree *t, const char *name, unsigned flags,
		  const struct tree_index *index)
{
	if (!index || !index->sorted) {
		for (node_id n = 0; n < t->count; n++)
			if (strcmp(tree_name(t, n), name) == 0 && wanted(t, n, flags))
				return n;
		return -1;
	}
	/* The first node named name: positions' names are unique, and never
	 * a reference's, which begins with '@'; references to one position
	 * share a name and come in level order. */
	size_t lo = 0, hi = (size_t)t->count;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (strcmp(tree_name(t, index->sorted[mid]), name) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo == (size_t)t->count || strcmp(tree_name(t, index->sorted[lo]), name) != 0)
		return -1;
	return wanted(t, index->sorted[lo], flags) ? index->sorted[lo] : -1;
}

static int compare_names(const void *a, const void *b, void *tree)
{
	const struct tree *t = tree;
	node_id x = *(const node_id *)a, y = *(const node_id *)b;
	int c = strcmp(tree_name(t, x), tree_name(t, y));
	return c ? c : (x > y) - (x < y);
}

bool tree_index_build(struct tree_index *index, const struct tree *t)
{
	index->sorted = malloc((size_t)(t->count > 0 ? t->count : 1) * sizeof *index->sorted);
	if (!index->sorted)
		return false;
	for (node_id n = 0; n < t->count; n++)
		index->sorted[n] = n;
	qsort_r(index->sorted, (size_t)t->count, sizeof *index->sorted, compare_names, (void *)t);
	return true;
}

void tree_index_free(struct tree_index *index)
{
	free(index->sorted);
	index->sorted = NULL;
}

int tree_leaves(const struct tree *t)
{
	int leaves = 0;
	for (node_id n = 0; n < t->count; n++)
		leaves += tree_is_leaf(t, n) && t->nodes[n].same < 0;
	return leaves;
}

int tree_value(const struct tree *t, node_id n, int limit)
{
	const struct node *nd = &t->nodes[tree_resolve(t, n)];
	if (nd->nchildren == 0)
		return nd->value;
	if (nd->depth >= limit)
		return nd->static_value;
	int best = tree_value(t, nd->first_child, limit);
	for (int i = 1; i < nd->nchildren; i++) {
		int v = tree_value(t, nd->first_child + i, limit);
		if (nd->is_max ? v > best : v < best)
			best = v;
	}
	return best;
}

static __int128 lcm128(__int128 a, __int128 b)
{
	__int128 x = a, y = b;
	while (y) {
		__int128 r = x % y;
		x = y;
		y = r;
	}
	return a / x * b;
}

/* A bound on the denominator of any value a search can give each node,
 * whatever its depth limit: every such denominator divides it.  1 at a
 * leaf (and for a static evaluation), the lcm of its moves' bounds at a
 * MAX or MIN node (its value is one of theirs), and at a chance node the
 * lcm of each move's probability denominator times the move's bound (the
 * denominator of a sum divides the lcm of its terms').  Level order puts
 * every child, and every reference's target, after the node above it,
 * so one backward pass sees them first. */
bool tree_exact_fits(const struct tree *t, node_id *where)
{
	__int128 *bound = malloc((size_t)t->count * sizeof *bound);
	*where = 0;
	if (!bound)
		return false;
	bool ok = true;
	for (node_id n = t->count - 1; ok && n >= 0; n--) {
		const struct node *nd = &t->nodes[n];
		bound[n] = 1;
		for (int k = 0; ok && k < nd->nchildren; k++) {
			node_id c = nd->first_child + k;
			__int128 b = bound[tree_resolve(t, c)];
			bound[n] = lcm128(bound[n], nd->is_chance ? b * t->prob[c].den : b);
			if (bound[n] >= EXACT_DEN_MAX) {
				ok = false;
				*where = n;
			}
		}
	}
	free(bound);
	return ok;
}

struct exact tree_exact_value(const struct tree *t, node_id n, int limit)
{
	const struct node *nd = &t->nodes[tree_resolve(t, n)];
	if (nd->nchildren == 0)
		return exact_int(nd->value);
	if (nd->depth >= limit)
		return exact_int(nd->static_value);
	struct exact v = exact_int(0);
	for (int i = 0; i < nd->nchildren; i++) {
		node_id c = nd->first_child + i;
		struct exact w = tree_exact_value(t, c, limit);
		if (nd->is_chance)
			v = exact_add_share(v, t->prob[c], w);
		else if (i == 0 || (nd->is_max ? exact_cmp(w, v) > 0 : exact_cmp(w, v) < 0))
			v = w;
	}
	return v;
}
