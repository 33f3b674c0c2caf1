/* tree.h - a game tree held in memory, and the builder that makes one.
 *
 * Nodes are stored in level order (the root, then its children left to
 * right, then the next level), so the children of a node are contiguous
 * and a node's index is also its number in the N0, N1, ... naming of the
 * bracket form.  Leaf values are always from MAX's point of view; the
 * search code turns them into negamax scores. */
#ifndef TREESTEP_TREE_H
#define TREESTEP_TREE_H

#include <stdbool.h>
#include <stdint.h>

/* Limits, documented in README.md and enforced by the loader. */
#define VALUE_LIMIT 1000000     /* leaf values lie in [-VALUE_LIMIT, VALUE_LIMIT] */
#define INF 1000000000          /* the infinite window bound, far outside VALUE_LIMIT */
#define TREE_MAX_DEPTH 64       /* plies below the root */
#define TREE_MAX_NODES 2000000
#define NAME_MAX_LEN 32

typedef int64_t node_id;   /* 64 bits: generated trees number their nodes by path */

struct node {
	char name[NAME_MAX_LEN + 1];
	int value;              /* leaf value, MAX's point of view; 0 on inner nodes */
	bool has_static;        /* an inner node's static evaluation (NAME ~ VALUE), */
	int static_value;       /* MAX's point of view: what a search that stops here uses */
	node_id parent;         /* -1 for the root */
	node_id first_child;    /* children are first_child .. first_child+nchildren-1 */
	int nchildren;
	int depth;              /* plies from the root */
	int height;             /* plies to the deepest leaf below; 0 for a leaf */
	bool is_max;
	int line, column;       /* where the node was written, for messages */
};

struct tree {
	char *title;            /* may be NULL */
	char *source;           /* file name, "-e" or "built-in" */
	struct node *nodes;
	int count;
	int height;             /* height of the root */
	bool root_is_max;
};

static inline bool tree_is_leaf(const struct tree *t, node_id n)
{
	return t->nodes[n].nchildren == 0;
}

static inline int tree_nchildren(const struct tree *t, node_id n)
{
	return t->nodes[n].nchildren;
}

static inline node_id tree_child(const struct tree *t, node_id n, int i)
{
	return t->nodes[n].first_child + i;
}

static inline const char *tree_name(const struct tree *t, node_id n)
{
	return t->nodes[n].name;
}

void tree_free(struct tree *t);

/* The builder collects nodes in the order a file mentions them, each with
 * its parent, and then lays them out in level order.  Both input syntaxes
 * go through it, so the two cannot disagree about the shape of a tree. */
struct builder_node {
	int parent;             /* index into the builder, -1 for the root */
	int value;
	bool is_leaf;
	char name[NAME_MAX_LEN + 1];   /* empty: named N<level-order index> */
	int line, column;
	bool has_static;
	int static_value;
};

struct builder {
	struct builder_node *nodes;
	int count, cap;
};

/* Returns the new node's builder index, or -1 when memory runs out. */
int builder_add(struct builder *b, int parent, const char *name,
		bool is_leaf, int value, int line, int column);
/* Lays the nodes out in level order and fills in the derived fields.
 * Frees the builder's storage in every case.  Returns false when memory
 * runs out. */
bool builder_finish(struct builder *b, struct tree *t, bool root_is_max);
void builder_free(struct builder *b);

#endif
