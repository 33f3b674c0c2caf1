/* exam.h - --exam: printable exam variants and their answer key.
 *
 * Each variant is a generated tree (--random B,D,SEED: the stepper opens
 * the same tree from the same words) with the questions practice asks
 * about it, for one algorithm.  The seeds are drawn in order from the
 * first one given: SEED, SEED + 1, ...; a seed is taken when its tree
 * differs from the trees already taken and the search cuts off at least
 * min_cutoffs times there.  The sheet draws each tree with every name and
 * leaf value; the key holds every answer, read off the recorded search by
 * practice.c, the code that grades practice (nothing is worked out
 * again here).  No curses here. */
#ifndef TREESTEP_EXAM_H
#define TREESTEP_EXAM_H

#include <stdbool.h>
#include <stddef.h>

#include "search/algo.h"
#include "teach/practice.h"
#include "tree/gen.h"

/* Seeds tried for each variant before giving up. */
#define EXAM_TRIES 1000
/* A sheet draws every leaf on one line: at most this many. */
#define EXAM_MAX_LEAVES 32
/* Without --values, leaves from 0 to 20, as practice deals them: two
 * digits a leaf keep the picture narrow. */
#define EXAM_LO 0
#define EXAM_HI 20

struct exam {
	int variants;
	struct gen gen;                 /* the trees; gen.seed is the first seed tried */
	const struct algorithm *algo;
	unsigned ask;                   /* what is asked: ASK_BIT()s of practice's kinds
	                                   (practice.h, --ask); 0: ASK_DEFAULT, as practice */
	int min_cutoffs;
	const char *name;               /* writes NAME.txt and NAME-key.txt */
};

/* Draws the variants and writes both files, each whole or not at all,
 * and the sheet only if the key is written too; an existing file is never
 * replaced.  On success sheet and key hold the two paths.  Returns 0, or
 * 1 with one line in err (no seed qualifies, a file exists or cannot be
 * written). */
int exam_write(const struct exam *e, char *sheet, char *key, size_t pathlen, char *err,
	       size_t errlen);

#endif
