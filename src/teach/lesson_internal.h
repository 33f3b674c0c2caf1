/* lesson_internal.h - what the lesson files share among themselves and
 * with no one else. */
#ifndef TREESTEP_LESSON_INTERNAL_H
#define TREESTEP_LESSON_INTERNAL_H

#include "teach/lesson.h"

/* The stops a lesson may name, as 'stop:' and 'ask:' spell them: each
 * with a node name after it ("cutoff N4"), a number ("pv 0"), or
 * nothing ("end").  The parser reads them, and its message for an
 * unknown one lists them, from this table. */
struct lesson_stop_word {
	const char *word;
	enum selector_kind kind;
	bool node, number;
};
extern const struct lesson_stop_word lesson_stops[];
extern const int lesson_stop_count;

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
