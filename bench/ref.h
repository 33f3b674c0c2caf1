/* ref.h - make bench's reference searches: a fail-hard alpha-beta and a
 * PVS written as tightly as they can be, over treestep's generated trees
 * (branching REF_BRANCHING, random order, no range of values).
 *
 * They are independent of the code measured: ref.c includes no header of
 * treestep's and calls nothing of its libraries (tests/layers.bats checks
 * the includes), and has its own copy of the generator's definition
 * (src/tree/gen.h: SplitMix64 draws of the seed and a node's number).
 * bench.c checks that they count exactly what treestep counts before it
 * prints a ratio. */
#ifndef TREESTEP_BENCH_REF_H
#define TREESTEP_BENCH_REF_H

#include <stdbool.h>
#include <stdint.h>

#define REF_BRANCHING 8

/* Searches the tree of seed at depth from the root with (-inf, +inf):
 * the root's value (MAX's point of view), and its visits in *visits. */
int ref_search(bool pvs, uint64_t seed, int depth, long *visits);
/* The same PVS counting the distinct nodes it enters in *nodes, as
 * statistics mode does (-1: more records than it keeps, 2^26). */
int ref_search_nodes(uint64_t seed, int depth, long *visits, long *nodes);
/* Frees the records ref_search_nodes keeps for its next search. */
void ref_release(void);
/* The same alpha-beta with no generator (ref.c says what it searches
 * instead): a floor for the cost of a visit. */
int ref_search_free(uint64_t seed, int depth, long *visits);

#endif
