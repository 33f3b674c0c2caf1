/* report.h - the non-interactive output: --trace and --compare. */
#ifndef TREESTEP_REPORT_H
#define TREESTEP_REPORT_H

#include <stdio.h>

#include "algo.h"
#include "trace.h"
#include "tree.h"

enum format { FORMAT_TEXT, FORMAT_TSV, FORMAT_JSON };

/* Appends printf-style text to the NUL-terminated buf of size len, never
 * past its end. */
void text_append(char *buf, size_t len, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

/* A score as a student reads it: +inf and -inf for the window bounds. */
void format_score(char *buf, size_t len, int v);
void print_trace(FILE *out, const struct tree *t, const struct algorithm *a,
		 const struct trace *tr);
/* results[i] belongs to algos[i]. */
void print_compare(FILE *out, enum format f, const struct tree *t,
		   const struct algorithm *const *algos, const struct result *results, int n);

#endif
