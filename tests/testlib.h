/* testlib.h - helpers shared by the unit tests (cmocka). */
#ifndef TREESTEP_TESTLIB_H
#define TREESTEP_TESTLIB_H

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "search/algo.h"
#include "tree/load.h"
#include "search/trace.h"
#include "tree/tree.h"

/* Loads a tree from text; fails the test with the loader's message. */
void load_text(struct tree *t, const char *text);
void load_path(struct tree *t, const char *relative_to_srcdir);
node_id find_node(const struct tree *t, const char *name);

/* Plain minimax in max/min form, written without negamax so that it
 * checks the product's algorithms instead of repeating them. */
int reference_value(const struct tree *t, node_id n);

/* Runs an algorithm by name with a trace. */
void run_traced(const char *algo, const struct tree *t, struct trace *tr, struct result *r);

/* The first event of a type at a node (by name), or NULL. */
const struct event *find_event(const struct trace *tr, const struct tree *t,
			       enum event_type type, const char *node);

/* splitmix64: a small, well-known generator, the same on every platform. */
uint64_t rng_next(uint64_t *state);
int rng_range(uint64_t *state, int lo, int hi);   /* inclusive */

/* A random tree in bracket form (malloc'd).  Each inner node has 1..branching
 * children (exactly branching when uniform); a node above max_depth becomes
 * a leaf early with probability 1/4 unless uniform.  Leaf values are drawn
 * from [-range, range].  With perfect set, children are sorted best first
 * for the side to move (the Knuth-Moore best case). */
char *random_tree(uint64_t *state, int branching, int max_depth, bool uniform,
		  int range, bool perfect);

/* A random tree with transpositions in the outline form, nodes named P<i>
 * and references @P<i> (a node at depth 2 or deeper becomes one with
 * probability 1/3), and the same tree unfolded, with each reference
 * written as a copy of its position's subtree; the copies of P<i> are
 * named P<i>.0, P<i>.1, ...  Both malloc'd. */
void random_transposed(uint64_t *state, int branching, int max_depth, int range,
		       bool root_is_max, char **dag, char **unfolded);

/* A random tree in bracket form (malloc'd) with a static value ~V before
 * every inner node, so that a search may stop anywhere: inner nodes have
 * 1..branching children, a node becomes a leaf early with probability
 * 1/6, values lie in [-range, range]. */
char *random_static_tree(uint64_t *seed, int depth, int branching, int range, bool min_root);

/* Calls fn with the path of every lesson in tutorials/ (TOP_SRCDIR), and
 * fails unless there are at least 15 of them; then of every lesson in
 * its language folders, the translations (tutorials/es/). */
void each_lesson(void (*fn)(const char *path));

#endif
