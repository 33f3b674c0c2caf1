/* report.h - the non-interactive output: --trace, --explain and --compare. */
#ifndef TREESTEP_REPORT_H
#define TREESTEP_REPORT_H

#include <stdbool.h>
#include <stdio.h>

#include "search/algo.h"
#include "search/trace.h"
#include "tree/tree.h"

/* FORMAT_CSV: --results-summary only, for a spreadsheet. */
enum format { FORMAT_TEXT, FORMAT_TSV, FORMAT_JSON, FORMAT_CSV };
#define FORMAT_COUNT (FORMAT_CSV + 1)

/* Every step of a search, numbered: report_trace one terse line each,
 * report_explain the narrator's sentences; with types (--node-types),
 * each return and leaf adds its node's type (narrate_types.h).  False
 * when memory runs out. */
bool report_trace(FILE *out, const struct tree *t, const struct algorithm *a,
		 const struct trace *tr, bool types);
bool report_explain(FILE *out, const struct tree *t, const struct algorithm *a,
		   const struct trace *tr, bool types);
/* results[i] belongs to algos[i], run as plan p says (NULL: to the leaves);
 * ways, a mask of pvways.h's ways (0: none), adds each one's PV as
 * report_pv_ways prints it.  Text keeps to width columns (width.h): the
 * PV wraps, and so do the sentences above the table.  False when memory
 * runs out. */
bool report_compare(FILE *out, enum format f, int width, const struct tree *t,
		    const struct plan *p, const struct algorithm *const *algos,
		    const struct result *results, int n, unsigned ways);
/* With a root trick (--root-last-null, --root-delay-research): each of
 * algos twice, plain[i] run without the trick and tricked[i] with it, so
 * that a class sees what it saved. */
bool report_compare_root(FILE *out, enum format f, int width, const struct tree *t,
			 const struct plan *p, const struct algorithm *const *algos,
			 const struct result *plain, const struct result *tricked, int n);
/* Iterative deepening: a row for every depth and a total, for each
 * algorithm run with the last PV first (first[i]) and in the tree's order
 * (tree[i]); either list may be NULL.  In text, one table when its rows
 * fit width columns; else a small table for each algorithm and order,
 * titled with them. */
bool report_compare_id(FILE *out, enum format f, int width, const struct tree *t,
		       const struct plan *p, const struct algorithm *const *algos,
		       const struct result *first, const struct result *tree, int n,
		       unsigned ways);

/* The root's PV as each of the ways (pvways.h) in the mask collects it,
 * for each algorithm, run as plan p says; marks a line that stops above
 * the end of the search, one that is not a line of moves, and one that is
 * not best play.  False when memory runs out. */
bool report_pv_ways(FILE *out, enum format f, int width, const struct tree *t,
		    const struct plan *p, const struct algorithm *const *algos, int n,
		    unsigned ways);

#endif
