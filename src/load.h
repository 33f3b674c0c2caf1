/* load.h - reading a game tree from a file or a string.
 *
 * Two syntaxes share one loader: the outline form (one node per line,
 * children indented under their parent) and the bracket form
 * ((3 12 8) (2 4 6) (14 5 2)).  README.md documents both. */
#ifndef TREESTEP_LOAD_H
#define TREESTEP_LOAD_H

#include <stdbool.h>
#include <stddef.h>

#include "tree.h"

#define LOAD_ERROR_MAX 512
#define LOAD_MAX_FILE_BYTES (64L * 1024 * 1024)

/* On failure these return false, leave *t empty and write one line,
 * "SOURCE:LINE:COLUMN: message" (or "SOURCE: message" when the file
 * cannot be read at all), into err. */
bool tree_load_file(const char *path, struct tree *t, char *err, size_t errlen);
bool tree_load_string(const char *text, size_t len, const char *source,
		      struct tree *t, char *err, size_t errlen);

/* The built-in sample: trees/gnuchess-pvs.tree, compiled in. */
extern const char sample_tree_text[];
bool tree_load_sample(struct tree *t, char *err, size_t errlen);

#endif
