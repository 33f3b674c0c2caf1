/* json.h - the one JSON string writer: every string treestep puts in JSON
 * (tree sources, names, algorithm names, orders) goes through it, so
 * quotes, backslashes and control characters are always escaped. */
#ifndef TREESTEP_JSON_H
#define TREESTEP_JSON_H

#include <stdio.h>

void json_string(FILE *out, const char *s);

#endif
