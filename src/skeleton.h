/* skeleton.h - a starting lesson for a teacher to fill in. */
#ifndef TREESTEP_SKELETON_H
#define TREESTEP_SKELETON_H

#include <stdbool.h>
#include <stdio.h>

#include "algo.h"
#include "trace.h"
#include "tree.h"

/* Writes a lesson file for algorithm a on tree t (named tree_spec on its
 * tree: line) with a stop at every cutoff that prunes, every re-search
 * and every change of the root's PV in the trace, each with a question
 * and a text of placeholders to be written over.  False when out is
 * closed or full. */
bool lesson_skeleton(FILE *out, const char *tree_spec, const struct tree *t,
		     const struct algorithm *a, const struct trace *tr);

#endif
