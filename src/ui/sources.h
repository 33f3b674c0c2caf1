/* sources.h - the algorithms' own code, compiled in for the code panel
 * (src/sources.c is generated from the algorithm files by src/embed.c). */
#ifndef TREESTEP_SOURCES_H
#define TREESTEP_SOURCES_H

#include <stddef.h>

struct source {
	const char *file;       /* e.g. "pvs.c" */
	int first_line;         /* the file's line number of lines[0] */
	const char *const *lines;       /* NULL-terminated */
};

extern const struct source *const sources[];

static inline const struct source *source_find(const char *file)
{
	for (int i = 0; sources[i]; i++) {
		const char *a = sources[i]->file, *b = file;
		while (*a && *a == *b)
			a++, b++;
		if (*a == *b)
			return sources[i];
	}
	return NULL;
}

#endif
