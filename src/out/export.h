/* export.h - a step of a search as an SVG picture, for slides. */
#ifndef TREESTEP_EXPORT_H
#define TREESTEP_EXPORT_H

#include <stdbool.h>
#include <stdio.h>

#include "replay/state.h"

/* The tree at the step st is at, as the stepper shows it, with the stack,
 * the PV table and the step in words.  False when out of memory or when
 * writing fails. */
bool export_step(FILE *f, const struct state *st, enum view v);

#endif
