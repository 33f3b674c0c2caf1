/* data.h - finding the trees and lessons that come with treestep.
 *
 * "gnuchess-pvs" or "03-pvs" name a file in a data directory: trees/NAME.tree
 * or tutorials/NAME.lesson.  The directories searched, in order: the one
 * given with --data-dir, $TREESTEP_DATA, the installed one ($(pkgdatadir)),
 * and, for the program `make` built and nothing else, its source tree (so
 * that treestep works before it is installed). */
#ifndef TREESTEP_DATA_H
#define TREESTEP_DATA_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

void data_set_dir(const char *dir);
/* The i-th data directory to search (from 0), or NULL after the last. */
const char *data_dir(int i);
/* Writes a one-line warning to out for --data-dir or $TREESTEP_DATA when
 * it names something that is not a directory. */
void data_report_problems(FILE *out);
/* Finds sub/NAME.ext (sub is "trees" or "tutorials") in the data
 * directories.  A NAME that is an existing file, or contains a '/', is
 * taken as a path.  Returns false when nothing is found, or when the path
 * would not fit in len (it is never cut short). */
bool data_find(const char *sub, const char *name, const char *ext, char *out, size_t len);

/* A file found by name in the data directories. */
struct data_file {
	char *name;             /* NAME of sub/NAME.ext */
	char *path;             /* the file data_find finds for NAME */
};
/* Every sub/NAME.ext in the data directories, sorted by name, each name
 * once: the file in the first directory that has it, as data_find would
 * find it.  A name that is not safe text (a control character, bytes
 * that are not UTF-8) is left out and said on stderr, escaped.  Returns 0,
 * 1 when a name was left out, or -1 when memory runs out (*files NULL). */
int data_list(const char *sub, const char *ext, struct data_file **files, size_t *n);
void data_list_free(struct data_file *files, size_t n);

#endif
