/* narrate_scout.c - Pearl's Scout (scout.c) in words: its EVALs and its
 * TESTs, named as Pearl named them.
 *
 * The trace records a call of TEST as an entry of kind VISIT_TEST with
 * the null window that asks the same question, and its yes or no as the
 * fail-hard bound that says it (search.c).  Everything here reads the
 * question back from those: the TEST a frame belongs to is the outermost
 * run of TEST frames above it, asked by the EVAL frame just above that;
 * at a MAX asker it is TEST(c, v, >), at a MIN asker TEST(c, v, >=), and
 * v is the window's edge that says so.  Values are from MAX's point of
 * view, as Pearl wrote them; a move's score in a sentence that starts
 * "X scores" follows the view, as everywhere else. */
#include <config.h>

#include <stdio.h>

#include "words/narrate.h"
#include "words/text.h"
#include "search/rules.h"

static const char *name(const struct state *st, node_id n)
{
	return tree_name(st->tree, n);
}

static bool is_max(const struct state *st, node_id n)
{
	return st->tree->nodes[n].is_max;
}

/* A TEST call: TEST(node, v, >) or, or_equal, TEST(node, v, >=); asked
 * by the EVAL of asker about its move top (node itself, or an ancestor of
 * node inside that TEST). */
struct test_call {
	node_id node, top, asker;
	int v;                  /* MAX's point of view */
	bool or_equal;
};

/* The TEST that node n at stack index i is a call of, if any: entered as
 * kind with the negamax window (alpha, beta); the frames above it are on
 * the stack. */
static bool test_call(const struct state *st, int i, node_id n, enum visit_kind kind, int alpha,
		      int beta, struct test_call *q)
{
	if (kind != VISIT_TEST || i < 1)
		return false;
	int j = i;
	while (j > 1 && st->stack[j - 1].kind == VISIT_TEST)
		j--;
	q->node = n;
	q->top = j == i ? n : st->stack[j].node;
	q->asker = st->stack[j - 1].node;
	q->or_equal = !is_max(st, q->asker);
	int lo = is_max(st, n) ? alpha : -beta, hi = is_max(st, n) ? beta : -alpha;
	q->v = q->or_equal ? hi : lo;
	return true;
}

/* The TEST of the node just entered (the top frame). */
static bool entered_test(const struct state *st, const struct event *e, struct test_call *q)
{
	return test_call(st, st->depth - 1, e->node, (enum visit_kind)e->kind, e->alpha, e->beta, q);
}

/* The TEST of the node whose visit just ended (its frame just left). */
static bool ended_test(const struct state *st, const struct event *e, struct test_call *q)
{
	const struct node_state *ns = &st->nodes[e->node];
	return test_call(st, st->depth, e->node, (enum visit_kind)ns->kind, ns->alpha, ns->beta, q);
}

/* The TEST of the node being searched (the top frame). */
static bool current_test(const struct state *st, struct test_call *q)
{
	const struct stack_frame *f = &st->stack[st->depth - 1];
	return st->depth > 0 && test_call(st, st->depth - 1, f->node, f->kind, f->alpha, f->beta, q);
}

/* "TEST(N8, 3, >)" */
static void question(char *buf, size_t len, const struct state *st, const struct test_call *q,
		     node_id n)
{
	char v[24];
	text_score(v, sizeof v, st->tree, q->v);
	text_append(buf, len, "TEST(%s, %s, %s)", name(st, n), v, q->or_equal ? ">=" : ">");
}

/* "more than 3", "3 or less", "5 or more", "less than 5": what a yes (or
 * a no) says. */
static void relation(char *buf, size_t len, const struct state *st, const struct test_call *q,
		     bool yes)
{
	char v[24];
	text_score(v, sizeof v, st->tree, q->v);
	if (q->or_equal)
		text_append(buf, len, yes ? "%s or more" : "less than %s", v);
	else
		text_append(buf, len, yes ? "more than %s" : "%s or less", v);
}

/* "N8 is worth more than 3" */
static void meaning(char *buf, size_t len, const struct state *st, const struct test_call *q,
		    node_id n, bool yes)
{
	text_append(buf, len, "%s is worth ", name(st, n));
	relation(buf, len, st, q, yes);
}

/* Does a yes from the TEST of the asker's move make that move better for
 * the asker?  At MAX, a yes (more than v); at MIN, a no (less than v). */
static bool better_for_asker(const struct state *st, const struct test_call *q, bool yes)
{
	return is_max(st, q->asker) == yes;
}

/* After the top TEST's answer: what the asker does with it. */
static void consequence(char *buf, size_t len, const struct state *st, const struct test_call *q,
			bool yes)
{
	char v[24];
	text_score(v, sizeof v, st->tree, q->v);
	const char *side = text_side(st->tree, q->asker);
	if (better_for_asker(st, q, yes))
		text_append(buf, len, " So %s is better for %s than %s's best value so far, %s: "
			    "Scout evaluates it exactly next.", name(st, q->top), side,
			    name(st, q->asker), v);
	else
		text_append(buf, len, " So %s is no better for %s than %s's best value so far, %s, "
			    "and Scout moves on without evaluating it.", name(st, q->top), side,
			    name(st, q->asker), v);
}

/* Is the MAX-view value a TEST node returned a yes? */
static bool answer(const struct state *st, const struct test_call *q, int value)
{
	int mm = max_view(st->tree, q->node, value);
	return q->or_equal ? mm >= q->v : mm > q->v;
}

static void narrate_enter(const struct state *st, enum view view, const struct event *e,
			  char *buf, size_t len)
{
	const struct tree *t = st->tree;
	const char *n = name(st, e->node);
	struct test_call q;
	bool stops = state_stops_at(st, e->node), horizon = state_at_horizon(st, e->node);
	if (entered_test(st, e, &q)) {
		char v[24], w[64];
		text_score(v, sizeof v, t, q.v);
		narrate_window(w, sizeof w, st, view, e->node, e->alpha, e->beta);
		if (q.top == e->node) {
			text_append(buf, len, "%s (%s) asks ", name(st, q.asker), text_side(t, q.asker));
			question(buf, len, st, &q, e->node);
			text_append(buf, len, ": is %s worth ", n);
			relation(buf, len, st, &q, true);
			text_append(buf, len, "? %s's best value so far is %s, and only a %s would make %s "
				    "a better move for %s. The answer is all this visit learns (the null "
				    "window %s%s%s asks the same).", name(st, q.asker), v,
				    is_max(st, q.asker) ? "yes" : "no", n, text_side(t, q.asker), w,
				    view == VIEW_NEGAMAX ? ", in negamax at " : "",
				    view == VIEW_NEGAMAX ? n : "");
		} else {
			node_id p = st->stack[st->depth - 2].node;
			question(buf, len, st, &q, e->node);
			text_append(buf, len, ", inside ");
			question(buf, len, st, &q, q.top);
			text_append(buf, len, ": the same question, asked of %s's move %s. ", name(st, p), n);
			if (is_max(st, p))
				text_append(buf, len, "MAX at %s says yes as soon as one move says yes.",
					    name(st, p));
			else
				text_append(buf, len, "MIN at %s says no as soon as one move says no.",
					    name(st, p));
		}
		if (horizon)
			text_append(buf, len, " %s is at the horizon: its static evaluation is compared "
				    "with %s next.", n, v);
		else if (stops)
			text_append(buf, len, " %s is a leaf: its value is compared with %s next.", n, v);
		return;
	}
	if (e->kind == VISIT_RESEARCH)
		text_append(buf, len, "EVAL(%s) (%s to move): %s's TEST showed it better than the "
			    "best value so far, so Scout enters it again to learn its exact value. "
			    "This is visit %d of %s.", n, text_side(t, e->node), n,
			    st->nodes[e->node].visits, n);
	else
		text_append(buf, len, "EVAL(%s) (%s to move): Scout wants %s's exact value.", n,
			    text_side(t, e->node), n);
	if (horizon)
		text_append(buf, len, " %s is at the horizon, depth %d; its static evaluation is used "
			    "next.", n, t->nodes[e->node].depth);
	else if (stops)
		text_append(buf, len, " %s is a leaf; its value is read next.", n);
	else if (e->kind != VISIT_RESEARCH)
		text_append(buf, len, " It evaluates the first move exactly, then only TESTs each "
			    "later move against the best value so far.");
}

/* A leaf or a node at the horizon, reached by a TEST: compared with v. */
static void narrate_test_leaf(const struct state *st, const struct event *e,
			      const struct test_call *q, char *buf, size_t len)
{
	char s[24], v[24];
	text_score(s, sizeof s, st->tree, max_view(st->tree, e->node, e->value));
	text_score(v, sizeof v, st->tree, q->v);
	bool yes = answer(st, q, e->value);
	if (state_at_horizon(st, e->node))
		narrate_horizon(st, VIEW_MAXMIN, e, buf, len);
	else
		text_append(buf, len, "Leaf %s is worth %s.", name(st, e->node), s);
	const char *op = q->or_equal ? (yes ? ">=" : "<") : (yes ? ">" : "<=");
	text_append(buf, len, " %s %s %s, so ", s, op, v);
	question(buf, len, st, q, e->node);
	text_append(buf, len, " is %s.", yes ? "true" : "false");
	if (q->top == e->node)
		consequence(buf, len, st, q, yes);
}

static void narrate_test_return(const struct state *st, const struct event *e,
				const struct test_call *q, char *buf, size_t len)
{
	bool yes = answer(st, q, e->value);
	const struct event *prev = st->step >= 2 ? &st->trace->events[st->step - 2] : NULL;
	question(buf, len, st, q, e->node);
	text_append(buf, len, " is %s: ", yes ? "true" : "false");
	meaning(buf, len, st, q, e->node, yes);
	if (prev && prev->type == EV_CUTOFF && prev->node == e->node)
		text_append(buf, len, ", as %s's answer showed.", name(st, prev->child));
	else if (is_max(st, e->node))
		text_append(buf, len, ", for none of its moves said yes.");
	else
		text_append(buf, len, ", for every one of its moves said yes.");
	if (q->top == e->node)
		consequence(buf, len, st, q, yes);
}

static void narrate_test_cutoff(const struct state *st, enum view v, const struct event *e,
				const struct test_call *q, char *buf, size_t len)
{
	const struct tree *t = st->tree;
	const char *n = name(st, e->node), *c = name(st, e->child);
	char got[40], what[40] = "";
	narrate_move_score(got, sizeof got, st, v, e->node, narrate_move_bound(st, e->child), e->value);
	bool yes = is_max(st, e->node);         /* MAX stops on a yes, MIN on a no */
	relation(what, sizeof what, st, q, yes);
	text_append(buf, len, "%s scores %s at %s, so its own TEST says %s: ", c, got, n,
		    yes ? "yes" : "no");
	if (yes)
		text_append(buf, len, "MAX at %s can already get %s with %s, and ", n, what, c);
	else
		text_append(buf, len, "MIN at %s can already hold MAX to %s with %s, and ", n, what, c);
	question(buf, len, st, q, e->node);
	text_append(buf, len, " is %s.", yes ? "true" : "false");
	struct event_list l = trace_list(st->trace, e);
	if (!e->has_list) {
		text_append(buf, len, " %s was %s's last move: nothing is left to skip.", c, n);
		return;
	}
	text_append(buf, len, " ");
	text_append_list(buf, len, t, l, ", ", " and ");
	text_append(buf, len, " %s not tested.", l.n > 1 ? "are" : "is");
}

static void narrate_raise(const struct state *st, enum view v, const struct event *e,
			  char *buf, size_t len)
{
	const char *n = name(st, e->node), *c = name(st, e->child);
	char got[40], now[24], old[24];
	narrate_move_score(got, sizeof got, st, v, e->node, narrate_move_bound(st, e->child), e->value);
	narrate_score(now, sizeof now, st, v, e->node, e->value);
	narrate_score(old, sizeof old, st, v, e->node, e->old);
	if (e->old <= -INF)
		text_append(buf, len, "%s scores %s, exactly: as %s's first move, it is %s's best value "
			    "so far, v = %s, against which the later moves are TESTed.", c, got, n, n,
			    now);
	else
		text_append(buf, len, "%s scores %s, better for %s than %s's best value so far, %s, as "
			    "its TEST said: v becomes %s.", c, got, text_side(st->tree, e->node), n, old,
			    now);
}

static void narrate_eval_again(const struct state *st, const struct event *e, char *buf,
			       size_t len)
{
	/* The asker is the top frame; its TEST's window was (old, old + 1),
	 * negamax at the asker. */
	struct test_call q = { .node = e->child, .top = e->child, .asker = e->node,
			       .or_equal = !is_max(st, e->node) };
	q.v = is_max(st, e->node) ? e->old : -e->old;
	bool yes = !q.or_equal;
	question(buf, len, st, &q, e->child);
	text_append(buf, len, ": %s: ", yes ? "true" : "false");
	meaning(buf, len, st, &q, e->child, yes);
	text_append(buf, len, ", so it is evaluated exactly. The TEST learned only that; Scout "
		    "now enters %s again, with no window (--compare counts this second visit as a "
		    "re-search).", name(st, e->child));
}

bool narrate_scout_step(const struct state *st, enum view v, char *buf, size_t len)
{
	const struct event *e = state_event(st);
	struct test_call q;
	if (!st->algo->tests || !e)
		return false;
	switch (e->type) {
	case EV_ENTER:
		narrate_enter(st, v, e, buf, len);
		return true;
	case EV_LEAF:
		if (!ended_test(st, e, &q))
			return false;
		narrate_test_leaf(st, e, &q, buf, len);
		return true;
	case EV_RETURN:
		if (ended_test(st, e, &q)) {
			narrate_test_return(st, e, &q, buf, len);
			return true;
		}
		if (st->depth == 0)
			return false;   /* the end of the search */
		char s[24];
		narrate_node_value(s, sizeof s, st, v, e->node);
		text_append(buf, len, "EVAL(%s) = %s: %s returns its exact value to %s.",
			    name(st, e->node), s, name(st, e->node),
			    name(st, st->stack[st->depth - 1].node));
		return true;
	case EV_CUTOFF:
		if (!current_test(st, &q))
			return false;
		narrate_test_cutoff(st, v, e, &q, buf, len);
		return true;
	case EV_RAISE:
		narrate_raise(st, v, e, buf, len);
		return true;
	case EV_RESEARCH:
		narrate_eval_again(st, e, buf, len);
		return true;
	default:
		return false;
	}
}

bool narrate_scout_line(const struct state *st, char *buf, size_t len)
{
	const struct event *e = state_event(st);
	const struct tree *t = st->tree;
	struct test_call q;
	char s[24], w[64];
	if (!st->algo->tests || !e)
		return false;
	/* The first word is --trace's own for the event (enter, leaf, return,
	 * cutoff:), so that a reader of the listing finds them as in the
	 * other algorithms'; the rest names Pearl's calls. */
	switch (e->type) {
	case EV_ENTER:
		text_append(buf, len, "enter ");
		if (entered_test(st, e, &q)) {
			question(buf, len, st, &q, e->node);
			narrate_window(w, sizeof w, st, VIEW_MAXMIN, e->node, e->alpha, e->beta);
			text_append(buf, len, " %s, as the null window %s", text_side(t, e->node), w);
		} else {
			text_append(buf, len, "EVAL(%s) %s%s", name(st, e->node), text_side(t, e->node),
				    e->kind == VISIT_RESEARCH ? " again: its TEST showed it better" : "");
		}
		return true;
	case EV_LEAF:
		if (!ended_test(st, e, &q))
			return false;
		text_score(s, sizeof s, t, max_view(t, e->node, e->value));
		text_append(buf, len, "%s = %s: ", state_at_horizon(st, e->node) ? "horizon: static" :
			    "leaf", s);
		question(buf, len, st, &q, e->node);
		text_append(buf, len, " %s", answer(st, &q, e->value) ? "true" : "false");
		return true;
	case EV_RETURN:
		if (!ended_test(st, e, &q)) {
			if (st->depth == 0)
				return false;
			narrate_node_value(s, sizeof s, st, VIEW_MAXMIN, e->node);
			text_append(buf, len, "return EVAL(%s) = %s", name(st, e->node), s);
			return true;
		}
		text_append(buf, len, "return ");
		question(buf, len, st, &q, e->node);
		text_append(buf, len, " %s: ", answer(st, &q, e->value) ? "true" : "false");
		relation(buf, len, st, &q, answer(st, &q, e->value));
		return true;
	case EV_CUTOFF:
		if (!current_test(st, &q))
			return false;
		if (e->has_list)
			text_append(buf, len, "cutoff: ");
		else
			text_append(buf, len, "last move ");
		text_append(buf, len, "%s says %s: ", name(st, e->child),
			    is_max(st, e->node) ? "yes" : "no");
		question(buf, len, st, &q, e->node);
		text_append(buf, len, " %s", is_max(st, e->node) ? "true" : "false");
		if (e->has_list) {
			text_append(buf, len, ", not tested: ");
			text_append_list(buf, len, t, trace_list(st->trace, e), " ", " ");
		}
		return true;
	case EV_RESEARCH: {
		struct test_call r = { .node = e->child, .top = e->child, .asker = e->node,
				       .or_equal = !is_max(st, e->node) };
		r.v = is_max(st, e->node) ? e->old : -e->old;
		question(buf, len, st, &r, e->child);
		text_append(buf, len, ": %s: ", r.or_equal ? "false" : "true");
		meaning(buf, len, st, &r, e->child, !r.or_equal);
		text_append(buf, len, ", so it is evaluated exactly");
		return true;
	}
	default:
		return false;
	}
}

bool narrate_scout_condition(const struct state *st, char *buf, size_t len)
{
	node_id n = state_current(st);
	const struct tree *t = st->tree;
	struct test_call q;
	if (!st->algo->tests || n < 0)
		return false;
	if (current_test(st, &q)) {
		char v[24];
		text_score(v, sizeof v, t, q.v);
		text_append(buf, len, "At %s (%s), ", name(st, n), text_side(t, n));
		question(buf, len, st, &q, n);
		if (state_at_horizon(st, n))
			text_append(buf, len, ": at the horizon, its static evaluation is compared "
				    "with %s.", v);
		else if (state_stops_at(st, n))
			text_append(buf, len, ": a leaf, its value is compared with %s.", v);
		else if (is_max(st, n))
			text_append(buf, len, ": true as soon as one move says yes; false if none does.");
		else
			text_append(buf, len, ": false as soon as one move says no; true if none does.");
		return true;
	}
	text_append(buf, len, "At %s (%s), EVAL(%s): ", name(st, n), text_side(t, n), name(st, n));
	if (state_at_horizon(st, n))
		text_append(buf, len, "at the horizon, its static evaluation is used.");
	else if (state_stops_at(st, n))
		text_append(buf, len, "a leaf, it is simply evaluated.");
	else
		text_append(buf, len, "the first move exactly, then each later move only TESTed "
			    "against the best value so far, and evaluated exactly if it could change it.");
	return true;
}
