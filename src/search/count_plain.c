/* count_plain.c - count.c compiled once more, for the trees most runs of
 * --stats search: uniform, with no range of values.  count.h then knows
 * when compiled that every node above the last level has the branching's
 * children and that a worse move is worse by 1 to 99; algo.c runs these
 * (NAME_count_plain) on such trees and count.c's on the others. */
#define COUNT_PLAIN 1
#define COUNTED(name) name##_count_plain
#include "search/count.c"
