/* tree.c - building and freeing game trees. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tree.h"

void tree_free(struct tree *t)
{
	if (!t)
		return;
	free(t->title);
	free(t->source);
	free(t->nodes);
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
	bool ok = start && kids && order && fill && nodes && n > 0;

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

		for (int li = 0; li < n; li++) {
			const struct builder_node *src = &b->nodes[order[li]];
			struct node *dst = &nodes[li];
			if (src->name[0])
				snprintf(dst->name, sizeof dst->name, "%s", src->name);
			else
				snprintf(dst->name, sizeof dst->name, "N%d", li);
			dst->value = src->is_leaf ? src->value : 0;
			dst->has_static = src->has_static;
			dst->static_value = src->static_value;
			dst->parent = src->parent < 0 ? -1 : level_index[src->parent];
			dst->nchildren = start[order[li] + 1] - start[order[li]];
			dst->first_child = dst->nchildren ?
				level_index[kids[start[order[li]]]] : 0;
			dst->depth = dst->parent < 0 ? 0 : nodes[dst->parent].depth + 1;
			dst->is_max = (dst->depth % 2 == 0) == root_is_max;
			dst->line = src->line;
			dst->column = src->column;
		}
		/* Heights: children always come after their parent in level
		 * order, so one backward pass sees every child first. */
		for (int li = n - 1; li >= 0; li--) {
			nodes[li].height = 0;
			for (int k = 0; k < nodes[li].nchildren; k++) {
				int h = nodes[nodes[li].first_child + k].height + 1;
				if (h > nodes[li].height)
					nodes[li].height = h;
			}
		}
		t->nodes = nodes;
		t->count = n;
		t->height = nodes[0].height;
		t->root_is_max = root_is_max;
		nodes = NULL;
	}
	free(start);
	free(kids);
	free(order);
	free(fill);
	free(nodes);
	builder_free(b);
	return ok;
}
