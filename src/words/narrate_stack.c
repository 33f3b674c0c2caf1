/* narrate_stack.c - a frame of the search stack as one line, the same in
 * the stepper and in a picture of a step. */
#include <config.h>

#include <stdio.h>

#include "tree/i18n.h"
#include "words/narrate.h"
#include "words/text.h"

void narrate_stack_line(char *buf, size_t len, const struct state *st, enum view v, int i,
			bool columns)
{
	const struct stack_frame *f = &st->stack[i];
	const char *name = tree_name(st->tree, f->node), *side = text_side(st->tree, f->node);
	char w[64];
	narrate_window(w, sizeof w, st, v, f->node, f->alpha, f->beta);
	/* Scout's TEST is the one window it has (narrate_scout.c) */
	const char *window = st->algo->no_window && f->kind != VISIT_TEST ? _("(no window)") : w;
	if (columns)
		snprintf(buf, len, "%s%-4s %s %-16s %s", i == st->depth - 1 ? ">" : " ", name, side,
			 window, narrate_frame_tag(st, i));
	else
		snprintf(buf, len, "%s %s  %s  %s", name, side, window, narrate_frame_tag(st, i));
	narrate_root_kept(st, v, i, buf, len);      /* Fishburn's or Belle's kept move */
}
