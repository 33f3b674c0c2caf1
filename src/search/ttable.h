/* ttable.h - the transposition table: what a search remembers about the
 * positions it has searched, so that a position reached again (by another
 * move order, by a re-search, or in the next iteration of iterative
 * deepening) need not be searched again.
 *
 * The table is small on purpose (--tt N, a handful of entries in class),
 * so that two positions share a slot and one overwrites the other where a
 * student can see it.  The search writes it (search.c); the stepper keeps
 * a copy that it rebuilds from the trace's store events (state.c). */
#ifndef TREESTEP_TTABLE_H
#define TREESTEP_TTABLE_H

#include <stdbool.h>
#include <stdint.h>

#include "search/trace.h"

#define TT_MAX_SIZE (1 << 20)  /* --tt's largest table */

/* 16 bytes: only trees held in memory (at most TREE_MAX_NODES nodes) have
 * a table, so a node's number fits in 32 bits. */
struct tt_entry {
	int32_t node;           /* the position; -1: an empty slot */
	int32_t move;           /* the best move found (a child position), or -1 */
	int value;              /* negamax, for the side to move at node */
	short depth;            /* the plies searched below it (its draft) */
	unsigned char bound;    /* enum bound: exact, a lower bound or an upper bound */
};

struct ttable {
	struct tt_entry *slots;
	int size;
	bool direct;            /* a slot for every node: slot n is node n's */
};

bool ttable_init(struct ttable *t, int size);
void ttable_clear(struct ttable *t);
void ttable_free(struct ttable *t);

/* The slot of position n: a multiplicative hash of its number (Knuth's
 * 2^64 / golden ratio), so neighbouring nodes scatter over the table. */
static inline int ttable_slot(const struct ttable *t, node_id n)
{
	if (t->direct)
		return (int)n;
	return (int)(((uint64_t)n * 0x9E3779B97F4A7C15ULL >> 32) % (uint64_t)t->size);
}

#endif
