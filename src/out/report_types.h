/* report_types.h - --compare --node-types: how many nodes of each search
 * turned out another type than Knuth and Moore expect (nodetype.h). */
#ifndef TREESTEP_REPORT_TYPES_H
#define TREESTEP_REPORT_TYPES_H

#include <stdbool.h>
#include <stdio.h>

#include "search/algo.h"
#include "search/trace.h"
#include "tree/tree.h"

/* A table after --compare's: for each of the n algorithms with a window,
 * run as plan p says, the nodes found CUT where ALL was expected, ALL
 * where CUT was, of another type otherwise, and as expected, at the end
 * of its search.  False when memory runs out. */
bool report_node_types(FILE *out, const struct tree *t, const struct plan *p,
		       const struct algorithm *const *algos, int n);

#endif
