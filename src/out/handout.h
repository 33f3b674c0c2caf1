/* handout.h - a whole search as a PDF handout (--handout), drawn with
 * cairo: a page for each interesting step.
 *
 * Which steps are interesting is the stepper's own answer, the steps ]
 * stops at (event_is_interesting, state.h): a cutoff that prunes, a
 * probe's answer, a re-search, a change of the root's PV, and around the
 * searches a new depth, a move put first and an aspiration window's fail.
 * Each page is the picture an SVG export of that step shows (scene.h):
 * the tree, the stack with its windows, the PV table, the step in the
 * narrator's words and the legend.  A search without an interesting step
 * gets one page, its end.  handout.c is built only when configure finds
 * cairo (HAVE_CAIRO). */
#ifndef TREESTEP_HANDOUT_H
#define TREESTEP_HANDOUT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "replay/state.h"

/* The most pages a handout has: a class reads a few dozen, and a search of
 * a big tree would take minutes and gigabytes to write thousands, which
 * nobody prints.  --handout refuses a search with more interesting steps,
 * saying how many. */
#define HANDOUT_MAX_PAGES 500

#ifdef HAVE_CAIRO
/* Writes the handout of the search st replays to out, as PDF (st is
 * moved through its steps), with the node types marked when types is set
 * (--node-types); *pages is set to the number of pages.  False
 * with a message in err when out of memory, cairo fails, or a write to
 * out fails ("cannot write: REASON"). */
bool handout_write(FILE *out, struct state *st, enum view v, bool types, int *pages, char *err,
		   size_t errlen);
/* Plain text (text[0..len)) as PDF pages of A4 turned sideways, in
 * DejaVu Sans Mono so that a drawing in characters stays drawn: every
 * line at the one size that fits the widest, at most 11 points; a form
 * feed starts a page.  --exam prints its sheet and key with it.  False
 * with a message in err as handout_write. */
bool handout_print_text(FILE *out, const char *text, size_t len, char *err, size_t errlen);
#endif

#endif
