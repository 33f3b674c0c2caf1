/* lesson_internal.h - what the lesson files share among themselves and
 * with no one else. */
#ifndef TREESTEP_LESSON_INTERNAL_H
#define TREESTEP_LESSON_INTERNAL_H

#include "teach/lesson.h"

/* The step a selector names in a trace, or -1. */
int lesson_find_step(const struct trace *tr, const struct selector *s);
/* The event a stop is at, or NULL for a stop at step 0. */
const struct event *lesson_stop_event(const struct lesson *l, const struct stop *s);
/* The last probe of child n at or before step k, and the step at which the
 * probe's result came back. */
bool lesson_find_probe(const struct trace *tr, node_id n, int k, int *probe, int *result);

/* The title of a lesson, for --lessons: its 'title:' line, read under the
 * rules lesson_load applies, without loading its tree. */
bool lesson_read_title(const char *path, char **title, char *err, size_t errlen);

#endif
