/* display.h - the interactive stepper, on a terminal or, for scripts,
 * tests and the fuzzer, on a virtual screen. */
#ifndef TREESTEP_DISPLAY_H
#define TREESTEP_DISPLAY_H

#include <stdbool.h>
#include <stddef.h>

#include "search/algo.h"
#include "teach/lesson.h"
#include "tree/load.h"
#include "teach/practice.h"
#include "tree/tree.h"

struct display_args {
	const char *file;       /* for r (reload); NULL for -e and the built-in tree */
	const struct algorithm *algo;
	const struct algorithm *vs;     /* --vs: open the split view against this one */
	const char *script;     /* --script: keys from this file, on a virtual screen */
	int cols, rows;         /* --screen: its size */
	const char *text;       /* the text the tree was loaded from (for editing) */
	size_t text_len;
	struct file_stamp stamp;        /* file's, as it was read */
	const char *results;    /* --results: the CSV file answers are appended to */
	const char *student;    /* --student: the name in it */
	struct plan plan;       /* --depth, --id, --aspiration: how the searches run */
	int pv_way;             /* --pv: the PV panel's way (pvways.h) */
	bool windows;           /* --windows: each parent's window on the tree */
	bool node_types;        /* --node-types: PV, CUT and ALL marked on the tree */
};

/* Can the stepper run here?  False, with the reason in why, when standard
 * input or output is not a terminal or TERM is unusable. */
bool display_possible(char *why, size_t len);

/* Runs the stepper on t (which it may replace on reload; the caller frees
 * it).  Returns the exit status. */
int display_run(struct tree *t, const struct display_args *args);

/* Plays a lesson in the stepper (args: NULL, or a script).  Returns the
 * exit status. */
int display_lesson(struct lesson *l, const struct display_args *args);

/* Practice: trees dealt from d, questions about algorithm a. */
int display_practice(const struct practice_deal *d, const struct algorithm *a,
		     const struct display_args *args);

#endif
