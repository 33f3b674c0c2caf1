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
#include <stdlib.h>

#include "tree/i18n.h"
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

/* "TEST(N8, 3, >)": Pearl's notation, the same in every language. */
static void question(char *buf, size_t len, const struct state *st, const struct test_call *q,
		     node_id n)
{
	char v[24];
	text_score(v, sizeof v, st->tree, q->v);
	text_append(buf, len, "TEST(%s, %s, %s)", name(st, n), v, q->or_equal ? ">=" : ">");
}

/* "more than 3", "3 or less", "5 or more", "less than 5": what a yes (or
 * a no) says of the value, appended to buf: in the reader's words, a
 * phrase the sentences take whole (as they take "at least 5"), or, for
 * --trace's line, as it writes it (words false). */
static void relation(char *buf, size_t len, const struct state *st, const struct test_call *q,
		     bool yes, bool words)
{
	char v[24];
	text_score(v, sizeof v, st->tree, q->v);
	if (!words && q->or_equal)
		text_append(buf, len, yes ? "%s or more" : "less than %s", v);
	else if (!words)
		text_append(buf, len, yes ? "more than %s" : "%s or less", v);
	else if (q->or_equal)
		/* TRANSLATORS: what a TEST's answer says of a node's value; %s
		 * is a number. */
		text_append(buf, len, yes ? _("%s or more") : _("less than %s"), v);
	else
		/* TRANSLATORS: what a TEST's answer says of a node's value; %s
		 * is a number. */
		text_append(buf, len, yes ? _("more than %s") : _("%s or less"), v);
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
	text_append(buf, len, " ");
	if (better_for_asker(st, q, yes))
		/* TRANSLATORS: %1$s is the move TESTed, %2$s MAX or MIN, %3$s the
		 * node that asked, %4$s its best value so far. */
		text_append(buf, len, _("So %1$s is better for %2$s than %3$s's best value so far, "
					"%4$s: Scout evaluates it exactly next."), name(st, q->top),
			    side, name(st, q->asker), v);
	else
		/* TRANSLATORS: %1$s is the move TESTed, %2$s MAX or MIN, %3$s the
		 * node that asked, %4$s its best value so far. */
		text_append(buf, len, _("So %1$s is no better for %2$s than %3$s's best value so far, "
					"%4$s, and Scout moves on without evaluating it."),
			    name(st, q->top), side, name(st, q->asker), v);
}

/* Is the MAX-view value a TEST node returned a yes? */
static bool answer(const struct state *st, const struct test_call *q, int value)
{
	int mm = max_view(st->tree, q->node, value);
	return q->or_equal ? mm >= q->v : mm > q->v;
}

/* A TEST entered: the question, and what each answer would mean. */
static void enter_test(const struct state *st, enum view view, const struct event *e,
		       const struct test_call *q, char *buf, size_t len)
{
	const struct tree *t = st->tree;
	const char *n = name(st, e->node);
	char v[24], w[64], ask[96] = "", rel[48] = "";
	text_score(v, sizeof v, t, q->v);
	narrate_window(w, sizeof w, st, view, e->node, e->alpha, e->beta);
	question(ask, sizeof ask, st, q, e->node);
	if (q->top == e->node) {
		const char *asker = name(st, q->asker), *side = text_side(t, q->asker);
		relation(rel, sizeof rel, st, q, true, true);
		/* TRANSLATORS: %1$s is the node that asks, %2$s MAX or MIN, %3$s
		 * the question ("TEST(N8, 3, >)": Pearl's notation), %4$s the
		 * move asked about, %5$s what a yes says ("more than 3"). */
		text_append(buf, len, _("%1$s (%2$s) asks %3$s: is %4$s worth %5$s?"), asker, side,
			    ask, n, rel);
		text_append(buf, len, " ");
		if (is_max(st, q->asker))
			/* TRANSLATORS: %1$s is the node that asks, %2$s its best
			 * value so far, %3$s the move asked about, %4$s MAX or
			 * MIN. */
			text_append(buf, len, _("%1$s's best value so far is %2$s, and only a yes would "
						"make %3$s a better move for %4$s."), asker, v, n, side);
		else
			/* TRANSLATORS: %1$s is the node that asks, %2$s its best
			 * value so far, %3$s the move asked about, %4$s MAX or
			 * MIN. */
			text_append(buf, len, _("%1$s's best value so far is %2$s, and only a no would "
						"make %3$s a better move for %4$s."), asker, v, n, side);
		text_append(buf, len, " ");
		if (view == VIEW_NEGAMAX)
			/* TRANSLATORS: %1$s is a null window, %2$s the node. */
			text_append(buf, len, _("The answer is all this visit learns (the null window "
						"%1$s, in negamax at %2$s, asks the same)."), w, n);
		else
			/* TRANSLATORS: %s is a null window. */
			text_append(buf, len, _("The answer is all this visit learns (the null window %s "
						"asks the same)."), w);
	} else {
		node_id p = st->stack[st->depth - 2].node;
		char top[96] = "";
		question(top, sizeof top, st, q, q->top);
		/* TRANSLATORS: %1$s is the question asked of this node, %2$s the
		 * one it is part of ("TEST(N8, 3, >)": Pearl's notation), %3$s
		 * the node's parent, %4$s the node. */
		text_append(buf, len, _("%1$s, inside %2$s: the same question, asked of %3$s's move "
					"%4$s."), ask, top, name(st, p), n);
		text_append(buf, len, " ");
		if (is_max(st, p))
			/* TRANSLATORS: %s is a MAX node. */
			text_append(buf, len, _("MAX at %s says yes as soon as one move says yes."),
				    name(st, p));
		else
			/* TRANSLATORS: %s is a MIN node. */
			text_append(buf, len, _("MIN at %s says no as soon as one move says no."),
				    name(st, p));
	}
	if (state_at_horizon(st, e->node)) {
		text_append(buf, len, " ");
		/* TRANSLATORS: %1$s is the node, %2$s the value asked about. */
		text_append(buf, len, _("%1$s is at the horizon: its static evaluation is compared "
					"with %2$s next."), n, v);
	} else if (state_stops_at(st, e->node)) {
		text_append(buf, len, " ");
		/* TRANSLATORS: %1$s is the leaf, %2$s the value asked about. */
		text_append(buf, len, _("%1$s is a leaf: its value is compared with %2$s next."), n, v);
	}
}

static void narrate_enter(const struct state *st, enum view view, const struct event *e,
			  char *buf, size_t len)
{
	const struct tree *t = st->tree;
	const char *n = name(st, e->node), *side = text_side(t, e->node);
	struct test_call q;
	if (entered_test(st, e, &q)) {
		enter_test(st, view, e, &q, buf, len);
		return;
	}
	if (e->kind == VISIT_RESEARCH)
		/* TRANSLATORS: EVAL and TEST are the names of Pearl's two
		 * procedures; %1$s is the node, %2$s MAX or MIN, %3$d counts the
		 * node's visits. */
		text_append(buf, len, _("EVAL(%1$s) (%2$s to move): %1$s's TEST showed it better than "
					"the best value so far, so Scout enters it again to learn its "
					"exact value. This is visit %3$d of %1$s."), n, side,
			    st->nodes[e->node].visits);
	else
		/* TRANSLATORS: EVAL is the name of Pearl's procedure; %1$s is the
		 * node, %2$s MAX or MIN. */
		text_append(buf, len, _("EVAL(%1$s) (%2$s to move): Scout wants %1$s's exact value."), n,
			    side);
	if (state_at_horizon(st, e->node)) {
		text_append(buf, len, " ");
		/* TRANSLATORS: %1$s is the node, %2$d its depth. */
		text_append(buf, len, _("%1$s is at the horizon, depth %2$d; its static evaluation is "
					"used next."), n, t->nodes[e->node].depth);
	} else if (state_stops_at(st, e->node)) {
		text_append(buf, len, " ");
		/* TRANSLATORS: %s is the leaf. */
		text_append(buf, len, _("%s is a leaf; its value is read next."), n);
	} else if (e->kind != VISIT_RESEARCH) {
		text_append(buf, len, " %s", _("It evaluates the first move exactly, then only TESTs "
					       "each later move against the best value so far."));
	}
}

/* A leaf or a node at the horizon, reached by a TEST: compared with v. */
static void narrate_test_leaf(const struct state *st, const struct event *e,
			      const struct test_call *q, char *buf, size_t len)
{
	char s[24], v[24], ask[96] = "";
	text_score(s, sizeof s, st->tree, max_view(st->tree, e->node, e->value));
	text_score(v, sizeof v, st->tree, q->v);
	bool yes = answer(st, q, e->value);
	if (state_at_horizon(st, e->node))
		narrate_horizon(st, VIEW_MAXMIN, e, buf, len);
	else
		/* TRANSLATORS: %1$s is a leaf, %2$s its value. */
		text_append(buf, len, _("Leaf %1$s is worth %2$s."), name(st, e->node), s);
	const char *op = q->or_equal ? (yes ? ">=" : "<") : (yes ? ">" : "<=");
	question(ask, sizeof ask, st, q, e->node);
	text_append(buf, len, " ");
	/* TRANSLATORS: %1$s is the node's value, %2$s a comparison (>=, <,
	 * >, <=), %3$s the value asked about, %4$s the question
	 * ("TEST(N8, 3, >)": Pearl's notation). */
	text_append(buf, len, yes ? _("%1$s %2$s %3$s, so %4$s is true.") :
		    /* TRANSLATORS: %1$s is the node's value, %2$s a comparison (>=,
		     * <, >, <=), %3$s the value asked about, %4$s the question
		     * ("TEST(N8, 3, >)": Pearl's notation). */
		    _("%1$s %2$s %3$s, so %4$s is false."), s, op, v, ask);
	if (q->top == e->node)
		consequence(buf, len, st, q, yes);
}

static void narrate_test_return(const struct state *st, const struct event *e,
				const struct test_call *q, char *buf, size_t len)
{
	bool yes = answer(st, q, e->value);
	const struct event *prev = st->step >= 2 ? &st->trace->events[st->step - 2] : NULL;
	char ask[96] = "", rel[48] = "";
	question(ask, sizeof ask, st, q, e->node);
	relation(rel, sizeof rel, st, q, yes, true);
	const char *n = name(st, e->node);
	if (prev && prev->type == EV_CUTOFF && prev->node == e->node)
		text_append(buf, len, yes ?
			    /* TRANSLATORS: %1$s is the question ("TEST(N8, 3, >)": Pearl's
			     * notation), %2$s the node, %3$s what the answer says of its value
			     * ("more than 3"), %4$s its move that answered. */
			    _("%1$s is true: %2$s is worth %3$s, as %4$s's answer showed.") :
			    /* TRANSLATORS: %1$s is the question ("TEST(N8, 3, >)": Pearl's
			     * notation), %2$s the node, %3$s what the answer says of its value
			     * ("more than 3"), %4$s its move that answered. */
			    _("%1$s is false: %2$s is worth %3$s, as %4$s's answer showed."),
			    ask, n, rel, name(st, prev->child));
	else if (is_max(st, e->node))
		/* A MAX node says yes as soon as one move does: none did. */
		/* TRANSLATORS: %1$s is the question ("TEST(N8, 3, >)": Pearl's notation),
		 * %2$s the node, %3$s what the answer says of its value ("more than 3"),
		 * %4$s its move that answered. */
		text_append(buf, len, _("%1$s is false: %2$s is worth %3$s, for none of its moves said "
					"yes."), ask, n, rel);
	else
		/* A MIN node says no as soon as one move does: none did. */
		/* TRANSLATORS: %1$s is the question ("TEST(N8, 3, >)": Pearl's notation),
		 * %2$s the node, %3$s what the answer says of its value ("more than 3"),
		 * %4$s its move that answered. */
		text_append(buf, len, _("%1$s is true: %2$s is worth %3$s, for every one of its moves "
					"said yes."), ask, n, rel);
	if (q->top == e->node)
		consequence(buf, len, st, q, yes);
}

static void narrate_test_cutoff(const struct state *st, enum view v, const struct event *e,
				const struct test_call *q, char *buf, size_t len)
{
	const struct tree *t = st->tree;
	const char *n = name(st, e->node), *c = name(st, e->child);
	char got[40], what[48] = "", ask[96] = "";
	narrate_move_words(got, sizeof got, st, v, e->node, narrate_move_bound(st, e->child), e->value);
	bool yes = is_max(st, e->node);         /* MAX stops on a yes, MIN on a no */
	relation(what, sizeof what, st, q, yes, true);
	question(ask, sizeof ask, st, q, e->node);
	if (yes)
		/* TRANSLATORS: %1$s is the move, %2$s its score, %3$s the MAX
		 * node, %4$s what the move proves ("more than 3"), %5$s the
		 * question ("TEST(N8, 3, >)": Pearl's notation). */
		text_append(buf, len, _("%1$s scores %2$s at %3$s, so its own TEST says yes: MAX at "
					"%3$s can already get %4$s with %1$s, and %5$s is true."),
			    c, got, n, what, ask);
	else
		/* TRANSLATORS: %1$s is the move, %2$s its score, %3$s the MIN
		 * node, %4$s what the move proves ("3 or less"), %5$s the
		 * question ("TEST(N8, 3, >)": Pearl's notation). */
		text_append(buf, len, _("%1$s scores %2$s at %3$s, so its own TEST says no: MIN at "
					"%3$s can already hold MAX to %4$s with %1$s, and %5$s is "
					"false."), c, got, n, what, ask);
	text_append(buf, len, " ");
	if (!e->has_list) {
		/* TRANSLATORS: %1$s is the move, %2$s the node. */
		text_append(buf, len, _("%1$s was %2$s's last move: nothing is left to skip."), c, n);
		return;
	}
	struct event_list l = trace_list(st->trace, e);
	char *skipped = malloc(len);
	if (!skipped)
		return;
	skipped[0] = '\0';
	/* TRANSLATORS: joins the last two of a list of nodes: "N10, N11 and
	 * N12" (note the spaces). */
	text_append_list(skipped, len, t, l, ", ", _(" and "));
	/* TRANSLATORS: %s is the moves left out ("N10", or "N10 and N11"). */
	text_append(buf, len, ngettext("%s is not tested.", "%s are not tested.", (unsigned long)l.n),
		    skipped);
	free(skipped);
}

static void narrate_raise(const struct state *st, enum view v, const struct event *e,
			  char *buf, size_t len)
{
	const char *n = name(st, e->node), *c = name(st, e->child);
	char got[40], now[24], old[24];
	narrate_move_words(got, sizeof got, st, v, e->node, narrate_move_bound(st, e->child), e->value);
	narrate_score(now, sizeof now, st, v, e->node, e->value);
	narrate_score(old, sizeof old, st, v, e->node, e->old);
	if (e->old <= -INF)
		/* TRANSLATORS: %1$s is the move, %2$s its score, %3$s the node,
		 * %4$s its value so far; v is the name of Pearl's variable, and
		 * TESTed says that TEST is called on them. */
		text_append(buf, len, _("%1$s scores %2$s, exactly: as %3$s's first move, it is %3$s's "
					"best value so far, v = %4$s, against which the later moves "
					"are TESTed."), c, got, n, now);
	else
		/* TRANSLATORS: %1$s is the move, %2$s its score, %3$s MAX or MIN,
		 * %4$s the node, %5$s its value before, %6$s its value now; v is
		 * the name of Pearl's variable. */
		text_append(buf, len, _("%1$s scores %2$s, better for %3$s than %4$s's best value so "
					"far, %5$s, as its TEST said: v becomes %6$s."), c, got,
			    text_side(st->tree, e->node), n, old, now);
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
	char ask[96] = "", rel[48] = "";
	question(ask, sizeof ask, st, &q, e->child);
	relation(rel, sizeof rel, st, &q, yes, true);
	const char *c = name(st, e->child);
	/* TRANSLATORS: %1$s is the question ("TEST(N8, 3, >)": Pearl's
	 * notation), %2$s the move, %3$s what the answer says of its value
	 * ("more than 3"). */
	text_append(buf, len, yes ? _("%1$s: true: %2$s is worth %3$s, so it is evaluated "
				      "exactly.") :
		    /* TRANSLATORS: %1$s is the question ("TEST(N8, 3, >)": Pearl's
		     * notation), %2$s the move, %3$s what the answer says of its
		     * value ("less than 3"). */
		    _("%1$s: false: %2$s is worth %3$s, so it is evaluated exactly."), ask, c, rel);
	text_append(buf, len, " ");
	/* TRANSLATORS: %s is the move; --compare is the option. */
	text_append(buf, len, _("The TEST learned only that; Scout now enters %s again, with no "
				"window (--compare counts this second visit as a re-search)."), c);
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
		/* TRANSLATORS: EVAL is the name of Pearl's procedure; %1$s is
		 * the node, %2$s its value, %3$s the node it goes to. */
		text_append(buf, len, _("EVAL(%1$s) = %2$s: %1$s returns its exact value to %3$s."),
			    name(st, e->node), s, name(st, st->stack[st->depth - 1].node));
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
		relation(buf, len, st, &q, answer(st, &q, e->value), false);
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
		text_append(buf, len, "%s is worth ", name(st, e->child));
		relation(buf, len, st, &r, !r.or_equal, false);
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
	const char *nn = name(st, n), *side = text_side(t, n);
	if (current_test(st, &q)) {
		char v[24], ask[96] = "";
		text_score(v, sizeof v, t, q.v);
		question(ask, sizeof ask, st, &q, n);
		if (state_at_horizon(st, n))
			/* TRANSLATORS: %1$s is the node, %2$s MAX or MIN, %3$s the question
			 * ("TEST(N8, 3, >)": Pearl's notation), %4$s the value asked about. */
			text_append(buf, len, _("At %1$s (%2$s), %3$s: at the horizon, its static "
						"evaluation is compared with %4$s."), nn, side, ask, v);
		else if (state_stops_at(st, n))
			/* TRANSLATORS: %1$s is the node, %2$s MAX or MIN, %3$s the question
			 * ("TEST(N8, 3, >)": Pearl's notation), %4$s the value asked about. */
			text_append(buf, len, _("At %1$s (%2$s), %3$s: a leaf, its value is compared "
						"with %4$s."), nn, side, ask, v);
		else if (is_max(st, n))
			/* TRANSLATORS: %1$s is the node, %2$s MAX or MIN, %3$s the question
			 * ("TEST(N8, 3, >)": Pearl's notation), %4$s the value asked about. */
			text_append(buf, len, _("At %1$s (%2$s), %3$s: true as soon as one move says "
						"yes; false if none does."), nn, side, ask);
		else
			/* TRANSLATORS: %1$s is the node, %2$s MAX or MIN, %3$s the question
			 * ("TEST(N8, 3, >)": Pearl's notation), %4$s the value asked about. */
			text_append(buf, len, _("At %1$s (%2$s), %3$s: false as soon as one move says "
						"no; true if none does."), nn, side, ask);
		return true;
	}
	if (state_at_horizon(st, n))
		/* TRANSLATORS: %1$s is the node, %2$s MAX or MIN, %3$s the question
		 * ("TEST(N8, 3, >)": Pearl's notation), %4$s the value asked about. */
		text_append(buf, len, _("At %1$s (%2$s), EVAL(%1$s): at the horizon, its static "
					"evaluation is used."), nn, side);
	else if (state_stops_at(st, n))
		/* TRANSLATORS: %1$s is the node, %2$s MAX or MIN, %3$s the question
		 * ("TEST(N8, 3, >)": Pearl's notation), %4$s the value asked about. */
		text_append(buf, len, _("At %1$s (%2$s), EVAL(%1$s): a leaf, it is simply evaluated."),
			    nn, side);
	else
		/* TRANSLATORS: %1$s is the node, %2$s MAX or MIN, %3$s the question
		 * ("TEST(N8, 3, >)": Pearl's notation), %4$s the value asked about. */
		text_append(buf, len, _("At %1$s (%2$s), EVAL(%1$s): the first move exactly, then each "
					"later move only TESTed against the best value so far, and "
					"evaluated exactly if it could change it."), nn, side);
	return true;
}
