/* narrate_root.c - Fishburn's and Belle's root tricks in words (rules.h,
 * EV_ROOT): why the root keeps a probe's fail high without searching the
 * move again, what a second fail high costs, and the kept move on the
 * stack.  The reasons are the seed's (the PVS article's quotes of
 * Fishburn and of Belle's authors), and each sentence reads the event
 * the search recorded, never guesses at it. */
#include <config.h>

#include <stdio.h>

#include "tree/i18n.h"
#include "words/narrate.h"
#include "words/text.h"

static const char *name(const struct state *st, node_id n)
{
	return tree_name(st->tree, n);
}

/* "at least 6" for the root's side (negamax value x a lower bound), or,
 * at a MIN root in the max/min view, "at most -6": in the reader's words
 * (words), or as --trace writes it. */
static void at_least(char *buf, size_t len, const struct state *st, enum view v, node_id root,
		     int x, bool words)
{
	char s[24];
	narrate_score(s, sizeof s, st, v, root, x);
	bool flip = v == VIEW_MAXMIN && !st->tree->nodes[root].is_max;
	if (!words)
		snprintf(buf, len, "%s %s", flip ? "at most" : "at least", s);
	else
		/* TRANSLATORS: the value of the move the root keeps; %s is a
		 * number. */
		snprintf(buf, len, flip ? _("at most %s") : _("at least %s"), s);
}

void narrate_root(const struct state *st, enum view v, const struct event *e, char *buf,
		  size_t len)
{
	const char *side = text_side(st->tree, e->node);
	/* A fail high in negamax; at a MIN root, in the max/min view, the
	 * probe fails low (as narrate.c says a probe's verdict). */
	bool low = v == VIEW_MAXMIN && !st->tree->nodes[e->node].is_max;
	char a[24], kept[48];
	narrate_score(a, sizeof a, st, v, e->node, e->alpha);
	at_least(kept, sizeof kept, st, v, e->node, e->value, true);
	const char *c = name(st, e->child);
	switch ((enum root_trick)e->how) {
	case ROOT_KEEP_LAST:
		/* TRANSLATORS: %1$s is the root's move, %2$s MAX or MIN, %3$s the
		 * best score so far, %4$s the move's value ("at least 6"). */
		text_append(buf, len, low ?
			    /* TRANSLATORS: %1$s is the root's move, %2$s MAX or MIN, %3$s the
			     * best score so far, %4$s the move's value ("at least 6"). */
			    _("The probe of %1$s failed low: %1$s is better for %2$s than %3$s, the "
			      "best so far. It is the root's last move, so it is not searched again "
			      "(Fishburn, --root-last-null): no move is left that would need its exact "
			      "value as a window, and beating %3$s already proves it better than every "
			      "move before it. %1$s is the best move, worth %4$s: the root's value is "
			      "only that bound.") :
			    /* TRANSLATORS: %1$s is the root's move, %2$s MAX or MIN, %3$s the
			     * best score so far, %4$s the move's value ("at least 6"). */
			    _("The probe of %1$s failed high: %1$s is better for %2$s than %3$s, the "
			      "best so far. It is the root's last move, so it is not searched again "
			      "(Fishburn, --root-last-null): no move is left that would need its exact "
			      "value as a window, and beating %3$s already proves it better than every "
			      "move before it. %1$s is the best move, worth %4$s: the root's value is "
			      "only that bound."), c, side, a, kept);
		break;
	case ROOT_KEEP_FIRST:
		/* TRANSLATORS: %1$s is the root's move, %2$s MAX or MIN, %3$s the
		 * best score so far, %4$s the move's value ("at least 6"). */
		text_append(buf, len, low ?
			    /* TRANSLATORS: %1$s is the root's move, %2$s MAX or MIN, %3$s the
			     * best score so far, %4$s the move's value ("at least 6"). */
			    _("The probe of %1$s failed low: %1$s is better for %2$s than %3$s. It "
			      "is not searched again now (Belle, --root-delay-research): %1$s is the "
			      "best move so far, and the moves after it are probed against the same "
			      "bound, %3$s. As long as none of them fails low too, %1$s stays the "
			      "best and no full search is needed. Kept: %1$s, worth %4$s.") :
			    /* TRANSLATORS: %1$s is the root's move, %2$s MAX or MIN, %3$s the
			     * best score so far, %4$s the move's value ("at least 6"). */
			    _("The probe of %1$s failed high: %1$s is better for %2$s than %3$s. It "
			      "is not searched again now (Belle, --root-delay-research): %1$s is the "
			      "best move so far, and the moves after it are probed against the same "
			      "bound, %3$s. As long as none of them fails high too, %1$s stays the "
			      "best and no full search is needed. Kept: %1$s, worth %4$s."),
			    c, side, a, kept);
		break;
	case ROOT_SECOND:
		/* TRANSLATORS: %1$s is the second move whose probe failed, %2$s
		 * MAX or MIN, %3$s the bound, %4$s the move kept before. */
		text_append(buf, len, low ?
			    /* TRANSLATORS: %1$s is the second move whose probe failed, %2$s
			     * MAX or MIN, %3$s the bound, %4$s the move kept before. */
			    _("The probe of %1$s failed low too: a second move better for %2$s than "
			      "%3$s. Now the root must know which of the two is better (Belle, "
			      "--root-delay-research): the kept move %4$s is searched again with the "
			      "full window to learn its value, and then %1$s is probed again against "
			      "that new bound.") :
			    /* TRANSLATORS: %1$s is the second move whose probe failed, %2$s
			     * MAX or MIN, %3$s the bound, %4$s the move kept before. */
			    _("The probe of %1$s failed high too: a second move better for %2$s than "
			      "%3$s. Now the root must know which of the two is better (Belle, "
			      "--root-delay-research): the kept move %4$s is searched again with the "
			      "full window to learn its value, and then %1$s is probed again against "
			      "that new bound."), name(st, e->old), side, a, c);
		break;
	case ROOT_RESEARCH:
		break;
	}
}

void narrate_root_line(const struct state *st, const struct event *e, char *buf, size_t len)
{
	char kept[48];
	at_least(kept, sizeof kept, st, VIEW_MAXMIN, e->node, e->value, false);
	if (e->how == ROOT_SECOND)
		text_append(buf, len, "second fail high (%s): re-search kept %s first (Belle)",
			    name(st, e->old), name(st, e->child));
	else
		text_append(buf, len, "keep %s without re-search, %s (%s)", name(st, e->child), kept,
			    e->how == ROOT_KEEP_LAST ? "Fishburn: last move" : "Belle: first fail high");
}

void narrate_root_kept(const struct state *st, enum view v, int i, char *buf, size_t len)
{
	const struct stack_frame *f = &st->stack[i];
	if (f->kept < 0)
		return;
	/* Short, to fit the stack panel: "kept N2 >=2". */
	char kept[48];
	bool flip = v == VIEW_MAXMIN && !st->tree->nodes[f->node].is_max;
	text_bounded(kept, sizeof kept, st->tree, flip ? BOUND_UPPER : BOUND_LOWER,
		     flip ? -f->kept_score : f->kept_score);
	if (narrate_frame_tag(st, i)[0])
		text_append(buf, len, " ");
	/* TRANSLATORS: in the stack panel, short: "kept N2 >=2", the move
	 * the root keeps without a re-search, and its bound. */
	text_append(buf, len, _("kept %1$s %2$s"), name(st, f->kept), kept);
}

bool narrate_root_end(const struct state *st, enum view v, const struct event *e, char *buf,
		      size_t len)
{
	/* The root's frame is gone (and a copy of the end keeps no frame):
	 * the trace says what it kept, and whether a re-search of that move
	 * or a cutoff undid it since the root was entered. */
	const struct plan *plan = &st->trace->plan;
	if (st->depth != 0 || !(plan->root_last_null || plan->root_delay_research))
		return false;   /* no trick, no move kept: no need to read the trace */
	node_id move = -1;
	int score = 0;
	for (int i = 0; i + 1 < st->step; i++) {
		const struct event *r = &st->trace->events[i];
		if (r->ply != 0)
			continue;
		if (r->type == EV_ROOT && r->how != ROOT_SECOND) {
			move = r->child;
			score = r->value;
		} else if (r->type == EV_ENTER || r->type == EV_CUTOFF ||
			   (r->type == EV_RESEARCH && r->child == move)) {
			move = -1;
		}
	}
	if (move < 0)
		return false;
	char kept[48];
	at_least(kept, sizeof kept, st, v, e->node, score, true);
	/* The root's tricks do not go with --id (plan_option_unfit): this
	 * is the end of the whole search. */
	/* TRANSLATORS: %1$s is the move kept, %2$s the root, %3$s its value
	 * ("at least 6"). */
	text_append(buf, len, _("The search is over with a move kept without a re-search: %1$s is "
				"the best move, proven better than every other, but its exact value "
				"was never asked for. So %2$s is worth %3$s, only a bound, and the PV "
				"is %1$s alone: its probe proved no line below it."),
		    name(st, move), name(st, e->node), kept);
	return true;
}

void narrate_root_research_note(const struct state *st, const struct event *e, char *buf,
				size_t len)
{
	const struct event *r = st->step >= 2 ? &st->trace->events[st->step - 2] : NULL;
	if (!r || r->type != EV_ROOT || r->how != ROOT_SECOND || r->child != e->child)
		return;
	text_append(buf, len, " ");
	/* TRANSLATORS: follows a sentence about a re-search: %1$s is the
	 * move re-searched, %2$s the move whose probe failed high second. */
	text_append(buf, len, _("%1$s was kept without a re-search since its probe (Belle); only "
				"the second fail high, of %2$s, asks for its value."),
		    name(st, e->child), name(st, r->old));
}

const char *narrate_root_header(const struct plan *p)
{
	static const char *const headers[] = {
		N_("The root's tricks: no re-search at the root until a second fail high "
		   "(Belle, --root-delay-research), nor of a fail high on its last move "
		   "(Fishburn, --root-last-null)."),
		N_("The root's trick: no re-search of a fail high on the root's last move "
		   "(Fishburn, --root-last-null)."),
		N_("The root's trick: no re-search at the root until a second fail high "
		   "(Belle, --root-delay-research)."),
	};
	int k = p->root_last_null && p->root_delay_research ? 0 : p->root_last_null ? 1 :
		p->root_delay_research ? 2 : -1;
	if (k < 0)
		return NULL;
	return _(headers[k]);
}

void narrate_root_tag(const struct plan *p, char *buf, size_t len)
{
	if (p->root_last_null)
		/* TRANSLATORS: short tags after the algorithm's name, for --root-last-null
		 * and --root-delay-research. */
		text_append(buf, len, "%s%s", *buf ? " " : "", _("[last null]"));
	if (p->root_delay_research)
		text_append(buf, len, "%s%s", *buf ? " " : "", _("[delay re-search]"));
}
