/* fuzz_lesson.c - libFuzzer target for the lesson loader.  Trees named by
 * a lesson are looked up next to it, in $TREESTEP_DATA (the source tree),
 * or given inline in bracket form.
 *
 * Any bytes must give a lesson or one error line naming the input; a
 * lesson that loads must have an accepted answer to every question, and
 * nothing it shows (title, text, the whole printed transcript) may hold a
 * control character that could drive a terminal. */
#include <config.h>

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "teach/lesson.h"
#include "tree/load.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Traps unless every line of s[0..len) is text that may be shown. */
static void check_shown(const char *s, size_t len)
{
	char what[64];
	while (len > 0) {
		const char *nl = memchr(s, '\n', len);
		size_t n = nl ? (size_t)(nl - s) : len;
		if (text_unsafe_at(s, n, what, sizeof what) < n)
			__builtin_trap();
		s += n + (nl != NULL);
		len -= n + (nl != NULL);
	}
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct lesson l;
	char err[LOAD_ERROR_MAX], answer[256];
	bool ok = lesson_load_text((const char *)data, size, "fuzz/tutorials/x.lesson", &l, err,
				   sizeof err);
	if (!ok) {
		if (strncmp(err, "fuzz/tutorials/x.lesson", 23) != 0 || strchr(err, '\n'))
			__builtin_trap();
		for (const char *c = err; *c; c++)
			if ((unsigned char)*c < ' ' || *c == 127)
				__builtin_trap();
		return 0;
	}
	check_shown(l.title, strlen(l.title));
	for (int i = 0; i < l.nstops; i++) {
		const struct stop *s = &l.stops[i];
		check_shown(s->text, strlen(s->text));
		if (s->question == Q_NONE)
			continue;
		/* Every question of a lesson that loads has an answer it
		 * accepts, and lesson_answer says how long the answer is. */
		size_t n = lesson_answer(&l, s, answer, sizeof answer);
		if (n < sizeof answer && strlen(answer) != n)
			__builtin_trap();
		answer[strcspn(answer, " ")] = '\0';
		if (!lesson_check(&l, s, answer))
			__builtin_trap();
	}
	/* The transcript is what --print writes to a terminal or a file. */
	char *out = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&out, &len);
	if (f) {
		if (!lesson_print(f, &l))
			__builtin_trap();
		fclose(f);
		check_shown(out, len);
		free(out);
	}
	lesson_free(&l);
	return 0;
}
