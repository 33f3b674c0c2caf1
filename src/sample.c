/* sample.c - the built-in sample tree: a copy of trees/gnuchess-pvs.tree.
 * A unit test checks that the two are identical. */
#include <config.h>

#include "load.h"

const char sample_tree_text[] =
	"# The 15-node tree from the study of GNU Chess's principal variation\n"
	"# search.  Minimax visits all 15 nodes, alpha-beta 14 (N10 is cut at N4),\n"
	"# PVS 13 (N12 is also cut, at N5, inside the null-window probe of N2).  Value: 5.\n"
	"title: GNU Chess PVS sample\n"
	"root: max\n"
	"N0\n"
	"  N1\n"
	"    N3\n"
	"      N7 = 3\n"
	"      N8 = 5\n"
	"    N4\n"
	"      N9 = 6\n"
	"      N10 = 2\n"
	"  N2\n"
	"    N5\n"
	"      N11 = 9\n"
	"      N12 = 1\n"
	"    N6\n"
	"      N13 = 4\n"
	"      N14 = 3\n"
	;
