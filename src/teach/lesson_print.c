/* lesson_print.c - a lesson as text (--print, a handout) and the list of
 * the lessons that come with treestep (--lessons). */
#include <config.h>

#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>

#include "tree/data.h"
#include "tree/i18n.h"
#include "teach/lesson.h"
#include "teach/lesson_internal.h"
#include "tree/load.h"
#include "words/narrate.h"
#include "words/text.h"
#include "replay/state.h"

/* ---- The transcript ------------------------------------------------------ */

static void print_wrapped(FILE *out, const char *prefix, const char *text)
{
	int col = fprintf(out, "%s", prefix);
	int indent = (int)strlen(prefix);
	const char *p = text;
	while (*p) {
		const char *end = strchr(p, ' ');
		int n = end ? (int)(end - p) : (int)strlen(p);
		if (col > indent && col + 1 + n > 76)
			col = fprintf(out, "\n%*s", indent, "") - 1;
		else if (col > indent)
			col += fprintf(out, " ");
		col += fprintf(out, "%.*s", n, p);
		p += n;
		while (*p == ' ')
			p++;
	}
	fputc('\n', out);
}

/* The narration of the step st is at, in *buf, grown until it fits:
 * narrate_step cuts what does not fit, and the cutoff that prunes a
 * thousand children names them all. */
static bool narrate(const struct state *st, char **buf, size_t *cap)
{
	for (;;) {
		narrate_step(st, VIEW_MAXMIN, *buf, *cap);
		if (strlen(*buf) + 1 < *cap)
			return true;
		char *more = realloc(*buf, 2 * *cap);
		if (!more)
			return false;
		*buf = more;
		*cap *= 2;
	}
}

/* A stop's text with its placeholders filled, in *buf, grown the same
 * way.  False only when a placeholder names nothing (err says which);
 * lesson_load has checked that it never does. */
static bool expand(const struct lesson *l, const struct stop *s, char **buf, size_t *cap,
		   char *err, size_t errlen)
{
	for (;;) {
		if (!lesson_expand(l, s, *buf, *cap, err, errlen))
			return false;
		if (strlen(*buf) + 1 < *cap)
			return true;
		char *more = realloc(*buf, 2 * *cap);
		if (!more) {
			snprintf(err, errlen, "%s", _("out of memory"));
			return false;
		}
		*buf = more;
		*cap *= 2;
	}
}

bool lesson_print(FILE *out, const struct lesson *l)
{
	char prompt[512];
	size_t cap = 2048;
	char *text = malloc(cap);
	const char *file = strrchr(l->tree.source, '/');
	bool ok = text != NULL, have_state = false;
	struct state st;

	fprintf(out, _("Lesson: %s\n"), l->title);
	/* TRANSLATORS: the tree's title, then its file's name. */
	fprintf(out, _("Tree: %s (%s)\n"), l->tree.title ? l->tree.title : l->tree.source,
		file ? file + 1 : l->tree.source);
	narrate_plan_describe(&l->runs.plan, &l->tree, prompt, sizeof prompt);
	if (*prompt)
		/* TRANSLATORS: %s says how the lesson's searches run, e.g.
		 * "iterative deepening to depth 3". */
		fprintf(out, _("Searches: %s.\n"), prompt);
	for (int i = 0; ok && i < l->nstops; i++) {
		const struct stop *s = &l->stops[i];
		const struct trace *tr = lesson_trace(l, s->algo);
		putc('\n', out);
		/* TRANSLATORS: a lesson's stop: %1$d counts the stops, %2$s is
		 * the algorithm, %3$d the step of %4$d steps, and %5$s the stop
		 * as the lesson file writes it ("cutoff N4"). */
		fprintf(out, _("%1$d. %2$s, step %3$d of %4$d (%5$s)\n"), i + 1, s->algo->name, s->step,
			tr->count, s->where);
		/* One state walks forward through the stops of an algorithm (they
		 * come in the order of its search); it starts again only when the
		 * lesson changes algorithm, so a thousand stops on a big tree are
		 * not a thousand replays from step 0. */
		if (have_state && st.algo != s->algo) {
			state_free(&st);
			have_state = false;
		}
		if (!have_state && !(ok = have_state = state_init(&st, &l->tree, s->algo, tr)))
			break;
		if (s->question != Q_NONE) {
			size_t n = lesson_answer(l, s, NULL, 0) + 1;
			char *answer = malloc(n);
			if ((ok = answer != NULL)) {
				lesson_answer(l, s, answer, n);
				lesson_prompt(l, s, prompt, sizeof prompt);
				fputs("   ", out);
				fprintf(out, _("Asked at step %d:\n"), s->ask);
				/* TRANSLATORS: the marks before a lesson's question and
				 * its answer in --lesson --print, two letters at most
				 * (Spanish: "P:" and "R:"). */
				char q[16];
				snprintf(q, sizeof q, "   %s ", _("Q:"));
				print_wrapped(out, q, prompt);
				fprintf(out, "   %s %s\n", _("A:"), answer);
				free(answer);
			}
		}
		state_goto(&st, s->step);
		if (ok && (ok = narrate(&st, &text, &cap))) {
			print_wrapped(out, "   ", text);
			char err[256];
			if (!(ok = expand(l, s, &text, &cap, err, sizeof err)))
				fprintf(stderr, "treestep: %s: %s\n", l->source, err);
			else
				print_wrapped(out, "   > ", text);
		}
	}
	if (have_state)
		state_free(&st);
	free(text);
	return ok;
}

/* ---- The list of lessons ------------------------------------------------- */

int lesson_list(FILE *out)
{
	struct data_file *all;
	size_t n;
	int status = data_list("tutorials", ".lesson", &all, &n), shown = 0;
	char err[LOAD_ERROR_MAX];

	if (status < 0) {
		fprintf(stderr, "treestep: %s\n", _("out of memory"));
		return 1;
	}
	/* Only the lesson each name finds is read. */
	for (size_t i = 0; i < n; i++) {
		char *title;
		if (!lesson_read_title(all[i].path, &title, err, sizeof err)) {
			fprintf(stderr, "treestep: %s\n", err);
			status = 1;
			continue;
		}
		fprintf(out, "%-20s %s\n", all[i].name, title);
		free(title);
		shown++;
	}
	if (shown == 0 && status == 0) {
		fputs(_("treestep: no lessons found (set TREESTEP_DATA or --data-dir to "
			"the folder that holds tutorials/)\n"), stderr);
		status = 1;
	}
	data_list_free(all, n);
	return status;
}
