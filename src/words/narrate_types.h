/* narrate_types.h - PV, CUT and ALL nodes in words: what each node was
 * expected to be and what it turned out to be, with the reason read off
 * the trace (replay/nodetype.h computes both types). */
#ifndef TREESTEP_NARRATE_TYPES_H
#define TREESTEP_NARRATE_TYPES_H

#include <stddef.h>

#include "replay/nodetype.h"
#include "replay/state.h"

/* The short tag --trace adds to a return or a leaf: "PV", or
 * "ALL, expected CUT"; "" for a node with no found type. */
void narrate_type_tag(char *buf, size_t len, const struct node_types *nt, node_id n);

/* A sentence on node n's type, once it has returned: the type found,
 * whether Knuth and Moore expected it, and where not, why not and what
 * that meant to its parent (a re-search, a cutoff, a new best move).
 * "" while n has not returned. */
void narrate_node_type(char *buf, size_t len, const struct state *st, enum view v,
		       const struct node_types *nt, node_id n);

/* The legend line: "Node types: P PV, C CUT, A ALL; C>A expected CUT,
 * found ALL", or why there are none (a search without a window). */
void narrate_types_legend(char *buf, size_t len, const struct state *st, bool ascii);

#endif
