/* skeleton.h - a starting lesson for a teacher to fill in. */
#ifndef TREESTEP_SKELETON_H
#define TREESTEP_SKELETON_H

#include <stdbool.h>
#include <stdio.h>

#include "search/algo.h"
#include "search/trace.h"
#include "tree/tree.h"

/* What the skeleton's "tree:" line says, so that the lesson loads wherever
 * it is saved: t inline, in the bracket form, when that form says the same
 * tree (its names are N0, N1, ..., MAX is at the root, and the line is not
 * too long); else path, the file t was loaded from, made absolute.  A path
 * that a lesson's line cannot hold (a control character, a tab, bytes that
 * are not UTF-8, a space at the end) is refused with a one-line message in
 * err.  *spec is a new string. */
bool skeleton_tree_spec(const struct tree *t, const char *path, char **spec, char *err,
			size_t errlen);

/* Writes a lesson file for algorithm a on tree t (tree_spec on its tree:
 * line, from skeleton_tree_spec; the tree's title, or else typed, the name
 * as typed, in its title) with a stop at every cutoff that prunes, every
 * re-search and every change of the root's PV in the trace, each with a
 * question and a text of placeholders to be written over.  False when out
 * is closed or full. */
bool lesson_skeleton(FILE *out, const char *tree_spec, const char *typed, const struct tree *t,
		     const struct algorithm *a, const struct trace *tr);

#endif
