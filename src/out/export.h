/* export.h - a step of a search (or of two) as an SVG picture, for slides. */
#ifndef TREESTEP_EXPORT_H
#define TREESTEP_EXPORT_H

#include <stdbool.h>
#include <stdio.h>

#include "replay/state.h"

/* The tree at the step st is at, as the stepper shows it, with the stack,
 * the PV table and the step in words; types: with the node types marked
 * (--node-types, N).  False when out of memory or when writing fails. */
bool export_step(FILE *f, const struct state *st, enum view v, bool types);
/* Two searches of one tree side by side, as the split view shows them:
 * each with its algorithm, step, tree, stack, PV table and words. */
bool export_pair(FILE *f, const struct state *left, const struct state *right, enum view v,
		 bool types);

#endif
