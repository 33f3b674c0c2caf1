/* fuzz_lesson.c - libFuzzer target for the lesson loader.  Trees named by
 * a lesson are looked up in $TREESTEP_DATA (the source tree), or given
 * inline in bracket form. */
#include <config.h>

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "lesson.h"
#include "load.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct lesson l;
	char err[LOAD_ERROR_MAX], answer[256];
	bool ok = lesson_load_text((const char *)data, size, "fuzz/tutorials/x.lesson", &l, err,
				   sizeof err);
	if (!ok) {
		if (strncmp(err, "fuzz/tutorials/x.lesson:", 24) != 0 || strchr(err, '\n'))
			__builtin_trap();
		return 0;
	}
	/* Every question of a lesson that loads has an answer it accepts. */
	for (int i = 0; i < l.nstops; i++)
		if (l.stops[i].question != Q_NONE) {
			lesson_answer(&l, &l.stops[i], answer, sizeof answer);
			answer[strcspn(answer, " ")] = '\0';
			if (!lesson_check(&l, &l.stops[i], answer))
				__builtin_trap();
		}
	lesson_free(&l);
	return 0;
}
