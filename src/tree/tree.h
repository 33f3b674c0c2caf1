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
#define TREE_MAX_DECIMALS 2     /* a value is written with at most two decimals */
#define NAME_MAX_LEN 32
#define NODE_NAME_SIZE (NAME_MAX_LEN + 2)   /* a reference's name is '@' and a name */

typedef int64_t node_id;   /* 64 bits: generated trees number their nodes by path */

/* A tree loaded from a file may have two million nodes, so a node is
 * kept to 40 bytes: 32-bit links, byte-sized depths, and its name in the
 * tree's pool of names (tree_name). */
struct node {
	int32_t parent;         /* -1 for the root */
	int32_t first_child;    /* children are first_child .. first_child+nchildren-1 */
	int32_t nchildren;
	/* A transposition: this child, written @NAME, is the position NAME
	 * reached by another move order.  It is a leaf of the tree as drawn,
	 * with no value of its own; a search that makes this move enters
	 * node same instead (search.h's child_of).  -1 on ordinary nodes. */
	int32_t same;
	int value;              /* leaf value, MAX's point of view, in the tree's units
	                           (struct tree's decimals); 0 on inner nodes */
	int static_value;       /* an inner node's static evaluation (NAME ~ VALUE), MAX's
	                           point of view: what a search that stops here uses */
	int line, column;       /* where the node was written, for messages */
	uint32_t name;          /* where its name starts in the tree's names */
	unsigned char depth;    /* plies from the root */
	unsigned char height;   /* plies to the deepest leaf below; 0 for a leaf */
	/* Who moves here.  Bit-fields keep the node at 40 bytes.  On a
	 * chance node is_max is the side that moved into it (its parent's
	 * side), so that an unmarked child is always the side opposite its
	 * parent's is_max (builder_finish). */
	bool is_max : 1;
	bool has_static : 1;    /* static_value holds one */
	bool is_chance : 1;     /* chance moves here (KIND_CHANCE) */
};

/* The probability of the move to a child of a chance node, exactly:
 * num/den in lowest terms, 0 < num <= den <= PROB_DEN_MAX. */
#define PROB_DEN_MAX 1000000
struct probability {
	int32_t num, den;
};

struct tree {
	char *title;            /* may be NULL */
	/* By node: the probability of the move to it, where its parent is a
	 * chance node ({0, 0} elsewhere).  NULL when the tree has no chance
	 * node, which most have. */
	struct probability *prob;
	int chance_nodes;       /* how many */
	char *source;           /* file name, "-e" or "built-in" */
	/* "KIND POSITION" from a "game:" header: the game and the position
	 * the tree starts from (game.h), for drawing a node's board; NULL
	 * for a tree that is not a game's. */
	char *game;
	struct node *nodes;
	char *names;            /* every node's name, each ending in '\0' */
	int count;              /* nodes as written, references included */
	int references;         /* children written @NAME */
	int height;             /* height of the root */
	bool root_is_max;
	/* The first node, in level order, on the side of its parent: the
	 * same side moves again there (MIN after MIN), or a chance node
	 * follows its mover; -1 where sides take turns at every move.  Found
	 * as the sides are set, so that asking whether an algorithm that
	 * needs turns can search the tree is not a pass over its nodes. */
	node_id same_side_at;
	/* Values are fixed point, so that every comparison a search makes
	 * stays exact integer arithmetic: decimals is the most decimals any
	 * value was written with (0, 1 or 2), and every value is stored as a
	 * whole number of units of 10^-decimals (4.99 in a tree with two
	 * decimals is 499, 2.5 is 250).  A tree without decimals has units
	 * of 1 and is what it always was.  One unit is also the smallest
	 * step a window takes (rules.h's null window and fail-hard clamps). */
	int decimals;
	/* For drawing, so that a view need not look at every node: */
	int widest_name;        /* the longest name, in bytes */
	int widest_value;       /* the most characters a leaf value takes as written ... */
	int widest_negated;     /* ... and negated where positive (-|value|) */
};

/* 10^decimals: how many units of a tree with decimals make 1. */
static inline int tree_unit_scale(int decimals)
{
	return decimals == 2 ? 100 : decimals == 1 ? 10 : 1;
}

/* The one way a value in units of 10^-decimals is written: with as many
 * decimals as it needs and no more ("4.99", "2.5", "-0.5", "3"), which
 * is also how a file writes it, so that a tree saved and loaded again is
 * the same tree.  Returns the characters it takes, as snprintf does. */
int tree_format_value(char *buf, size_t len, int decimals, long v);

/* The position node n stands for: its target when n is a reference. */
static inline node_id tree_resolve(const struct tree *t, node_id n)
{
	return t->nodes[n].same >= 0 ? t->nodes[n].same : n;
}

/* The move at parent that leads to its child position n: n itself, or a
 * reference to n (a node has at most one move to each position). */
static inline node_id tree_move_to(const struct tree *t, node_id parent, node_id n)
{
	if (parent < 0 || t->nodes[n].parent == parent)
		return n;
	for (int k = 0; k < t->nodes[parent].nchildren; k++)
		if (t->nodes[t->nodes[parent].first_child + k].same == n)
			return t->nodes[parent].first_child + k;
	return n;
}

/* "MAX" or "MIN": how every message, printout, screen and picture names
 * a side, so that none spells it differently.  (A bool, not a node: the
 * loader names sides before the tree is built.) */
static inline const char *tree_side_name(bool is_max)
{
	return is_max ? "MAX" : "MIN";
}

/* How many hundredths of a whole value one of t's stored units is: 100
 * for a tree of whole values, 10 with one decimal, 1 with two (values are
 * kept in units of 10^-decimals).  expectimax records a chance node's
 * average in hundredths, whatever the tree's units. */
static inline int tree_hundredths_per_unit(const struct tree *t)
{
	return t->decimals == 0 ? 100 : t->decimals == 1 ? 10 : 1;
}

/* Finding a node by the name a file, a lesson or a student gives: the one
 * function for it.
 *
 * A node written @NAME is a second way to the position NAME, not a
 * position of its own: it is drawn, as a leaf named "@NAME", but it has
 * no value, no children and no events (a search that makes the move
 * enters NAME: search.h's child_of), and with two references to NAME,
 * "@NAME" does not even name one node.  So tree_find answers with a
 * position: "N3" finds the node written N3, and "@N3" finds nothing.
 * That is what everything about the search wants: a lesson's stops, a
 * point of a trace, a reference's target, a name still free.
 *
 * TREE_FIND_REFERENCES also finds a reference by its name "@NAME" (the
 * first in level order, when there are several): for what is about the
 * picture, where a reference is a node one can select, keep selected
 * across an edit, or quote the label of.
 *
 * index: NULL, or a tree_index of this tree as it is now (tree_index_build),
 * for a caller that looks up many names in a big tree; it gives the same
 * answers, in logarithmic time. */
enum { TREE_FIND_REFERENCES = 1 };
struct tree_index {
	node_id *sorted;        /* every node, by name, then in level order */
};
node_id tree_find(const struct tree *t, const char *name, unsigned flags,
		  const struct tree_index *index);
/* False when memory runs out. */
bool tree_index_build(struct tree_index *index, const struct tree *t);
void tree_index_free(struct tree_index *index);
/* The leaves that are positions of their own (references are not). */
int tree_leaves(const struct tree *t);
/* n's minimax value searched to depth limit (a node there counts its
 * static evaluation), from MAX's point of view: a fact of the tree,
 * worked out without any of the algorithms.  INT_MAX: to the leaves. */
int tree_value(const struct tree *t, node_id n, int limit);

static inline bool tree_is_leaf(const struct tree *t, node_id n)
{
	return t->nodes[n].nchildren == 0;
}

/* Are all the children of n leaves as drawn (true for a leaf)?  A node
 * one ply above its deepest leaf has only leaves; a reference is a leaf
 * as drawn but as high as its target, so only a tree with references
 * needs to look at the children. */
static inline bool tree_children_are_leaves(const struct tree *t, node_id n)
{
	const struct node *nd = &t->nodes[n];
	if (nd->height <= 1 || !t->references)
		return nd->height <= 1;
	for (int i = 0; i < nd->nchildren; i++)
		if (!tree_is_leaf(t, nd->first_child + i))
			return false;
	return true;
}

/* start[d], for d from 0 to levels: the first node at depth d or deeper
 * (t->count where there is none).  Level order keeps each depth
 * together, so each is found by halving, without a pass over the nodes. */
void tree_level_starts(const struct tree *t, int levels, node_id *start);

static inline int tree_nchildren(const struct tree *t, node_id n)
{
	return t->nodes[n].nchildren;
}

static inline node_id tree_child(const struct tree *t, node_id n, int i)
{
	return t->nodes[n].first_child + i;
}

/* A node's name: as written, or N<number> when the file gave none; a
 * reference's is '@' and its target's name. */
static inline const char *tree_name(const struct tree *t, node_id n)
{
	return t->names + t->nodes[n].name;
}

void tree_free(struct tree *t);

/* Who moves at a node, as a file may say it.  KIND_AUTO, the default,
 * is "the other side from its parent": at the root the header's side,
 * and then MAX and MIN alternate as plies do.  An explicit KIND_MAX or
 * KIND_MIN lets MIN follow MIN (CS188's Pacman with two ghosts). */
enum node_kind { KIND_AUTO = 0, KIND_MAX, KIND_MIN, KIND_CHANCE };

/* "MAX", "MIN" or "chance": a node's kind as messages name it. */
static inline const char *tree_kind_name(const struct node *nd)
{
	return nd->is_chance ? "chance" : tree_side_name(nd->is_max);
}

/* The kind a file must write at n for the builder to make it what it is:
 * KIND_AUTO where n is the other side from its parent (at the root, the
 * side root_is_max says). */
static inline enum node_kind tree_written_kind(const struct tree *t, node_id n)
{
	const struct node *nd = &t->nodes[n];
	if (nd->is_chance)
		return KIND_CHANCE;
	bool before = nd->parent < 0 ? !t->root_is_max : t->nodes[nd->parent].is_max;
	if (nd->is_max == !before)
		return KIND_AUTO;
	return nd->is_max ? KIND_MAX : KIND_MIN;
}

/* The builder collects nodes in the order a file mentions them, each with
 * its parent, and then lays them out in level order.  Both input syntaxes
 * go through it, so the two cannot disagree about the shape of a tree.
 *
 * A tree file may have two million nodes, so the builder keeps each node
 * where the tree will keep it: in a struct node, 40 bytes, in the order
 * added, with parent and first_child naming builder indices (a parent is
 * always added before its children), and its name in a pool.  What only
 * the file says (the kind written, a value written with '=', a
 * probability) is kept beside it, a byte a node and a probability only
 * where one was written.
 *
 * A loader that can count the nodes at each depth in the text first
 * (builder_plan) has each node written straight to its place in level
 * order, which holds when the nodes of each level are added left to
 * right, as a depth-first parse adds them.  Otherwise builder_finish
 * moves the nodes into level order in place: a second copy of them would
 * double the peak. */
enum {
	BUILT_KIND = 3,         /* the enum node_kind the file wrote */
	BUILT_LEAF = 4,         /* written as a leaf: NAME = VALUE, a number, or @NAME */
};

/* A probability as written before a node, and where. */
struct builder_prob {
	struct probability p;   /* {0, 0}: none */
	int line, column;
};

struct builder {
	struct node *nodes;     /* in the order added; links are builder indices */
	unsigned char *written; /* by node: its BUILT_ bits */
	struct builder_prob *prob;      /* by node; NULL until the first one is set */
	char *names;            /* the names as written, each ending in '\0', after a first "" */
	size_t names_len, names_cap;
	int count, cap;
	int unnamed, chance;    /* nodes without a name written, and chance nodes */
	int references;         /* nodes made references */
	int decimals;           /* the tree's (struct tree): values are in its units, */
	bool in_hundredths;     /* or in hundredths, for builder_finish to put in them */
	int at_depth[256];      /* how many nodes at each depth */
	/* Planned: where the next node of each depth goes, and where its
	 * level ends.  misplanned: a level got more nodes than planned. */
	bool planned, misplanned;
	int place[256], end[256];
};

/* Plans a tree of at_depth[d] nodes at each depth d < levels, with up
 * to name_bytes bytes of names: the arrays are made once, at their size
 * (growing them copies them, and for a moment holds both copies), and
 * each node goes to its place in level order as it is added.  False
 * when memory runs out. */
bool builder_plan(struct builder *b, const int *at_depth, int levels, size_t name_bytes);
/* Whether the nodes added filled the plan exactly (always true without
 * one).  When they did not, the counts were wrong, the tree is not in
 * level order, and only builder_free may follow: the loader builds the
 * tree again without a plan. */
bool builder_as_planned(const struct builder *b);
/* The builder indices in the order the nodes were added, into order[]
 * (b->count of them): for reporting the first mistake in a file. */
void builder_added_order(const struct builder *b, int *order);
/* Returns the new node's builder index, -1 when memory runs out, or -2
 * when it does not fit the plan (then builder_as_planned is false).
 * name: NULL or "" for a node named by its number. */
int builder_add(struct builder *b, int parent, const char *name,
		bool is_leaf, int value, int line, int column);
/* What a file may say about the node just added. */
void builder_set_kind(struct builder *b, int i, enum node_kind kind);
void builder_set_static(struct builder *b, int i, int static_value);
void builder_set_reference(struct builder *b, int i);   /* @NAME: its name is NAME */
/* False when memory runs out. */
bool builder_set_prob(struct builder *b, int i, struct probability p, int line, int column);

static inline const char *builder_name(const struct builder *b, int i)
{
	return b->names + b->nodes[i].name;
}

static inline enum node_kind builder_kind(const struct builder *b, int i)
{
	return (enum node_kind)(b->written[i] & BUILT_KIND);
}

static inline bool builder_is_leaf(const struct builder *b, int i)
{
	return b->written[i] & BUILT_LEAF;
}

static inline bool builder_is_reference(const struct builder *b, int i)
{
	return b->nodes[i].same == -2;
}

static inline struct probability builder_prob(const struct builder *b, int i)
{
	return b->prob ? b->prob[i].p : (struct probability){ 0, 0 };
}

/* Lays the nodes out in level order and fills in the derived fields.
 * A node's side is its kind when the file gave one, else the side
 * opposite its parent's is_max (root_is_max at the root); a chance node
 * keeps its parent's is_max (at the root, the side opposite the
 * header's, so that the header's side moves after the first roll).
 * A reference is not a position of its own, so unnamed nodes are numbered
 * N0, N1, ... in level order skipping references.  A reference comes out
 * with same = -2, counted as a leaf in the heights: the loader
 * resolves it (it reports what is wrong) and then calls tree_link.
 * (Its tree_name is "@NAME": tree_name + 1 is the name it refers to.)
 * Frees the builder's storage in every case.  Returns false when memory
 * runs out. */
bool builder_finish(struct builder *b, struct tree *t, bool root_is_max);
void builder_free(struct builder *b);
/* The fields that follow from the shape, once every reference points at
 * its target (at its own depth): heights, with a reference as high as
 * its target, the count of references and the widest name and value.  With limit > 0, returns the
 * number of nodes a search to the leaves could enter, counting a position
 * once per path to it (limit + 1 when that is more than limit), or -1
 * when memory runs out. */
long tree_link(struct tree *t, long limit);

#endif
