/* gen.h - generated trees: computed from a seed, never stored.
 *
 * A generated node is a 64-bit number: its depth in the top 6 bits and its
 * index on that level below (child i of index x is x * branching + i).
 * Everything about a node (how many children, whether the best move comes
 * first, its value) is a hash of the seed and that number, so a search
 * needs memory for the nodes it visits, never for the tree.
 *
 * Values are made top-down, so that move ordering can be controlled: every
 * node has a minimax value v; one child, the best, also has value v, and
 * the others are worse for the side to move by 1 to 99 (with a range of
 * values, by 1 to as much as keeps every leaf inside it).  Where the best
 * child sits among its siblings is the ordering: first (best), last
 * (worst), anywhere (random), or first with probability P.  Leaves get the
 * value their path arrives at.  The hash is SplitMix64's finaliser, which
 * gives the same numbers on every platform. */
#ifndef TREESTEP_GEN_H
#define TREESTEP_GEN_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "tree/splitmix.h"
#include "tree/tree.h"

#define GEN_MAX_BRANCHING 64
#define GEN_MAX_DEPTH 30

enum gen_order { ORDER_RANDOM, ORDER_BEST, ORDER_WORST, ORDER_PROBABILITY };
/* The orders --order takes by name (any other is a probability), in
 * the order messages list them. */
#define GEN_ORDER_NAMES 3
extern const struct gen_order_name {
	const char *name;
	enum gen_order order;
} gen_order_names[GEN_ORDER_NAMES];

struct gen {
	int branching, depth;
	bool irregular;         /* 1..branching children, and some leaves early */
	uint64_t seed;
	enum gen_order order;
	double p;               /* ORDER_PROBABILITY: the chance the best comes first */
	/* --values LO..HI: every leaf inside [lo, hi], and a root value drawn
	 * from the seed; without it, the root is worth 0. */
	bool ranged;
	int lo, hi;
	/* The values along the path last evaluated, by depth, so that a
	 * depth-first search pays O(1) per node for values, not O(depth). */
	node_id path[GEN_MAX_DEPTH + 1];
	int value[GEN_MAX_DEPTH + 1];
	int known;              /* path[0..known-1] are valid */
};

/* Parses "best", "worst", "random" or a probability "0.9". */
bool gen_parse_order(const char *text, enum gen_order *order, double *p);
const char *gen_order_name(const struct gen *g, char *buf, size_t len);
/* Parses "LO..HI" (each from -VALUE_LIMIT to VALUE_LIMIT, LO below HI). */
bool gen_parse_values(const char *text, int *lo, int *hi, char *err, size_t errlen);
/* Checks the sizes (and that the range of values leaves room for every
 * level to be strictly worse); on failure writes a message into err. */
bool gen_check(const struct gen *g, char *err, size_t errlen);

static inline int gen_depth_of(node_id n)
{
	return (int)((uint64_t)n >> 58);
}

int gen_children_irregular(const struct gen *g, node_id n);
static inline int gen_children(const struct gen *g, node_id n)
{
	if (gen_depth_of(n) >= g->depth)
		return 0;
	return g->irregular ? gen_children_irregular(g, n) : g->branching;
}
static inline node_id gen_child(const struct gen *g, node_id n, int i)
{
	uint64_t index = ((uint64_t)n & ((1ULL << 58) - 1)) * (uint64_t)g->branching + (uint64_t)i;
	return (node_id)(((uint64_t)(gen_depth_of(n) + 1) << 58) | index);
}
/* The node's minimax value, from MAX's point of view (MAX at the root). */
int gen_value(struct gen *g, node_id n);
/* The root's value. */
int gen_root_value(const struct gen *g);

/* A hash of the seed, a node and a purpose (so that the different things
 * drawn for one node are independent). */
static inline uint64_t gen_draw(const struct gen *g, node_id n, uint64_t purpose)
{
	return splitmix64_mix(g->seed ^
			      splitmix64_mix((uint64_t)n + SPLITMIX64_GAMMA * (purpose + 1)));
}

/* x % m, the same number, without a division where m allows: a search
 * asks for millions of these. */
static inline uint64_t gen_modulo(uint64_t x, uint64_t m)
{
	if ((m & (m - 1)) == 0)
		return x & (m - 1);
	return m == 99 ? x % 99 : x % m;
}

/* With a range, each worse move is worse by up to step: the leaves are at
 * most (MAX's levels) steps below the root and (MIN's levels) above it,
 * and the root sits where both fit.  Without one, by up to 99. */
static inline int gen_step(const struct gen *g)
{
	if (!g->ranged)
		return 99;
	/* Two levels' worth of room is left over, for the root to move in. */
	int step = (g->hi - g->lo) / (g->depth + 2);
	return step < 1 ? 1 : step;
}

/* A run's constants, worked out once: statistics mode asks for a
 * child's value and a node's children tens of millions of times a second
 * (search/count.h), and a step, a test of the shape or a root value
 * worked out again at each would cost more than the rest of a visit. */
struct gen_fixed {
	uint64_t seed;
	int branching, depth;
	int step;               /* gen_step's */
	bool irregular;
	enum gen_order order;
	double p;
	int root_value;         /* gen_root_value's */
};

static inline struct gen_fixed gen_fix(const struct gen *g)
{
	return (struct gen_fixed){ .seed = g->seed, .branching = g->branching, .depth = g->depth,
				   .step = gen_step(g), .irregular = g->irregular, .order = g->order,
				   .p = g->p, .root_value = gen_root_value(g) };
}

/* For the run fixed in f: gen_draw and gen_children; which of node n's k
 * children is the best one; and child c's value from its parent's (best:
 * c is the parent's best child), which a search that goes down the tree
 * and keeps each node's value on its stack works out in O(1). */
static inline uint64_t gen_fixed_draw(const struct gen_fixed *f, node_id n, uint64_t purpose)
{
	return splitmix64_mix(f->seed ^
			      splitmix64_mix((uint64_t)n + SPLITMIX64_GAMMA * (purpose + 1)));
}

static inline node_id gen_fixed_child(const struct gen_fixed *f, node_id n, int i)
{
	uint64_t index = ((uint64_t)n & ((1ULL << 58) - 1)) * (uint64_t)f->branching + (uint64_t)i;
	return (node_id)(((uint64_t)(gen_depth_of(n) + 1) << 58) | index);
}

static inline int gen_fixed_children(const struct gen_fixed *f, node_id n)
{
	if (gen_depth_of(n) >= f->depth)
		return 0;
	if (!f->irregular)
		return f->branching;
	/* gen_children_irregular's draws */
	if (gen_depth_of(n) > 0 && gen_fixed_draw(f, n, 1) % 4 == 0)
		return 0;
	return 1 + (int)gen_modulo(gen_fixed_draw(f, n, 2), (uint64_t)f->branching);
}

static inline int gen_fixed_best(const struct gen_fixed *f, node_id n, int k)
{
	switch (f->order) {
	case ORDER_BEST:
		return 0;
	case ORDER_WORST:
		return k - 1;
	case ORDER_PROBABILITY:
		if ((double)(gen_fixed_draw(f, n, 3) >> 11) * 0x1.0p-53 < f->p)
			return 0;
		/* fall through: otherwise anywhere */
	case ORDER_RANDOM:
		break;
	}
	return (int)gen_modulo(gen_fixed_draw(f, n, 4), (uint64_t)k);
}

/* The best child's value is its parent's, the others' worse for the side
 * to move at the parent by 1 to step (f->step, or the constant it is
 * known to be where it is known). */
static inline int gen_fixed_child_value(const struct gen_fixed *f, node_id c, int parent_value,
					bool best, int step)
{
	if (best)
		return parent_value;
	/* Without a range the step is 99 (gen_step): a constant divisor is
	 * a multiplication, a variable one a division. */
	uint64_t draw = gen_fixed_draw(f, c, 5);
	int delta = 1 + (int)(step == 99 ? draw % 99 : gen_modulo(draw, (uint64_t)step));
	/* MAX moves at even depths: c's parent is MAX when c's depth is odd,
	 * and MAX's other moves are lower. */
	return gen_depth_of(c) % 2 != 0 ? parent_value - delta : parent_value + delta;
}

/* The tree in bracket form, with headers, for --save and for the stepper.
 * False when it has more nodes than a tree file may hold. */
bool gen_write(struct gen *g, FILE *out);
/* The number of nodes, or -1 when there are more than limit. */
long gen_count(const struct gen *g, long limit);

/* The size of a generated tree, worked out without walking it (a walk
 * of a tree too big to search would take as long as the search).  A
 * uniform tree's leaves, B^D, and nodes, 1 + B + ... + B^D, exactly; or
 * UINT64_MAX when they do not fit, which no tree gen_check passes makes.
 * An irregular tree has at most as many. */
uint64_t gen_leaves_full(int branching, int depth);
uint64_t gen_nodes_full(int branching, int depth);
/* The mean number of nodes over seeds: a uniform tree's exact count, and
 * for an irregular tree the expectation of gen_children_irregular's draws
 * (the root has 1 to B children, (B + 1) / 2 on average, and every node
 * below it three quarters of that), level by level.  One irregular tree
 * may be several times bigger or smaller; many trees average out. */
double gen_nodes_mean(const struct gen *g);

/* Knuth and Moore's minimal leaf count for a uniform tree:
 * b^ceil(d/2) + b^floor(d/2) - 1. */
double minimal_leaves(int branching, int depth);

#endif
