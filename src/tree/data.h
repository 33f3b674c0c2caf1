/* data.h - finding the trees and lessons that come with treestep, and the
 * translations of its messages.
 *
 * "gnuchess-pvs" or "03-pvs" name a file in a data directory: trees/NAME.tree
 * or tutorials/NAME.lesson.  The directories searched, in order: the one
 * given with --data-dir, $TREESTEP_DATA, the installed one ($(pkgdatadir)),
 * and, for the program `make` built and nothing else, its source tree (so
 * that treestep works before it is installed).
 *
 * Lessons come in the language of the messages: when gettext speaks a
 * language whose catalog names a lessons folder (data_lesson_language,
 * "es"), each data directory's tutorials/es/ is searched just before its
 * tutorials/, so that a translated lesson hides the English one of the
 * same name and a lesson not yet translated is still found in English. */
#ifndef TREESTEP_DATA_H
#define TREESTEP_DATA_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

void data_set_dir(const char *dir);
/* The i-th data directory to search (from 0), or NULL after the last. */
const char *data_dir(int i);
/* The i-th folder (from 0) in which to look for the files of sub
 * ("trees", "tutorials"), written to out: sub/ of each data directory in
 * turn, for the lessons after that directory's tutorials/LANG/.  False
 * after the last.  A folder too long for out is written as "" (never cut
 * short), and the caller skips it. */
bool data_folder(const char *sub, int i, char *out, size_t len);
/* The folder of tutorials/ that holds the lessons in the language gettext
 * chose for the messages ("es"), or NULL for English: the lessons of
 * tutorials/ itself.  A catalog's translation of one marked message says
 * it (data.c), so the lessons always speak the messages' language, and
 * LANGUAGE, LC_ALL, LC_MESSAGES and LANG choose it as they choose the
 * messages.  Asked once, after main has set the locale. */
const char *data_lesson_language(void);
/* Where the catalogs of the messages are: the build's own for the program
 * make built, else the installed ones (LOCALEDIR).  For bindtextdomain. */
const char *data_locale_dir(void);
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
