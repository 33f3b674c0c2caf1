/* cs188.h - Berkeley CS188's game-tree test files (its project 2
 * autograder's test_cases/q2, q3 and q4 *.test), read as they are
 * written.  tree_load_string_at (load.c) asks cs188_recognise first and
 * builds the tree through the same builder as the other two forms. */
#ifndef TREESTEP_CS188_H
#define TREESTEP_CS188_H

#include <stdbool.h>

#include "tree/load_internal.h"
#include "tree/tree.h"

/* True when the text has a num_agents: or a successors: key at the start
 * of a line: neither can begin a tree in the outline or bracket form
 * (':' is not a name character there, and their only headers are title:
 * and root:), so a file that has one is meant as a CS188 test. */
bool cs188_recognise(const struct cursor *c);

/* Fills b with the tree CS188's autograder searches and *title with a
 * title naming the test, or fails with "SOURCE:LINE:COLUMN: message". */
bool cs188_parse(struct cursor *c, struct builder *b, char **title);

#endif
