/* display.h - the interactive stepper. */
#ifndef TREESTEP_DISPLAY_H
#define TREESTEP_DISPLAY_H

#include <stdbool.h>

#include "algo.h"
#include "lesson.h"
#include "tree.h"

struct display_args {
	const char *file;       /* for r (reload); NULL for -e and the built-in tree */
	const struct algorithm *algo;
	const struct algorithm *vs;     /* --vs: open the split view against this one */
};

/* Can the stepper run here?  False, with the reason in why, when standard
 * input or output is not a terminal or TERM is unusable. */
bool display_possible(char *why, size_t len);

/* Runs the stepper on t (which it may replace on reload and frees at the
 * end).  Returns the exit status. */
int display_run(struct tree *t, const struct display_args *args);
#ifdef TREESTEP_BENCH
/* For make bench (built with TREESTEP_BENCH only): how long the stepper takes to show its first screen
 * (running the search and recording the trace included) and to answer
 * keys, drawing into an 80x24 terminal that writes to /dev/null. */
struct display_timing {
	double first_screen;    /* seconds */
	double key_mean, key_max;       /* keys that move through the steps */
	int keys;
	double other_max;       /* o and v: a new layout or view */
};
bool display_measure(struct tree *t, const struct algorithm *a, struct display_timing *out);
#endif

/* Plays a lesson in the stepper.  Returns the exit status. */
int display_lesson(struct lesson *l);

#endif
