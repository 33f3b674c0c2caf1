/* merge.h - --merge: the parts of one --stats run, searched apart (on
 * many machines, as --stats A..B), put together into what the whole run
 * prints. */
#ifndef TREESTEP_MERGE_H
#define TREESTEP_MERGE_H

#include <stdio.h>

#include "out/report.h"

/* Reads files[0..nfiles) (--stats -f json output), checks that they are
 * parts of one run that hold every tree of a range once, and prints the
 * whole in format, width columns, with the chart in export_svg (NULL:
 * none), as stats_run prints it.  Returns the exit status: 1 when a file
 * cannot be read or the parts do not fit together, said on stderr in one
 * line. */
int merge_run(char *const *files, int nfiles, enum format format, int width,
	      const char *export_svg, FILE *out);

#endif
