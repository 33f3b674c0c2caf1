/* state.c - replaying a trace into the state after step k, and putting
 * that state into words. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "report.h"
#include "state.h"

bool state_init(struct state *st, const struct tree *t, const struct algorithm *a,
		const struct trace *tr)
{
	memset(st, 0, sizeof *st);
	st->tree = t;
	st->trace = tr;
	st->algo = a;
	st->nodes = calloc((size_t)t->count, sizeof *st->nodes);
	st->seen = calloc((size_t)t->count, 1);
	if (!st->nodes || !st->seen || !pvtable_init(&st->pv, t->height)) {
		state_free(st);
		return false;
	}
	st->pv_changed = -1;
	return true;
}

void state_free(struct state *st)
{
	free(st->nodes);
	free(st->seen);
	pvtable_free(&st->pv);
	st->nodes = NULL;
	st->seen = NULL;
}

static void reset(struct state *st)
{
	memset(st->nodes, 0, (size_t)st->tree->count * sizeof *st->nodes);
	memset(st->seen, 0, (size_t)st->tree->count);
	memset(&st->counts, 0, sizeof st->counts);
	for (int p = 0; p <= st->pv.n; p++)
		pvtable_clear(&st->pv, p);
	st->depth = 0;
	st->step = 0;
	st->pv_changed = -1;
}

/* A node entered again starts a new search below it: what its subtree
 * showed belongs to the old search.  Only visit counts survive. */
static void forget_below(struct state *st, node_id n)
{
	const struct node *nd = &st->tree->nodes[n];
	for (int i = 0; i < nd->nchildren; i++) {
		node_id c = nd->first_child + i;
		struct node_state *cs = &st->nodes[c];
		*cs = (struct node_state){ .visits = cs->visits };
		forget_below(st, c);
	}
}

static void mark_pruned(struct state *st, node_id n)
{
	const struct node *nd = &st->tree->nodes[n];
	st->nodes[n].pruned = true;
	for (int i = 0; i < nd->nchildren; i++)
		mark_pruned(st, nd->first_child + i);
}

static void apply(struct state *st, const struct event *e)
{
	struct node_state *ns = &st->nodes[e->node];
	struct stack_frame *top = st->depth ? &st->stack[st->depth - 1] : NULL;

	st->pv_changed = -1;
	switch (e->type) {
	case EV_ENTER:
		if (ns->visits > 0)
			forget_below(st, e->node);
		*ns = (struct node_state){ .visits = ns->visits + 1 };
		st->stack[st->depth++] = (struct stack_frame){ e->node, e->alpha, e->beta, e->kind };
		pvtable_clear(&st->pv, e->ply);
		st->counts.visits++;
		if (!st->seen[e->node]) {
			st->seen[e->node] = 1;
			st->counts.nodes++;
		}
		break;
	case EV_LEAF:
	case EV_RETURN:
		ns->known = true;
		ns->value = e->value;
		ns->bound = e->type == EV_LEAF ? BOUND_EXACT : e->bound;
		ns->has_lower = false;
		st->depth--;
		st->counts.leaves += e->type == EV_LEAF;
		/* The parent's score for this move is -value.  Unless the child
		 * stopped at a cutoff (a lower bound for the child, so only an
		 * upper bound for the move), it proves the parent is worth at
		 * least that much. */
		if (st->depth > 0 && ns->bound != BOUND_LOWER) {
			struct node_state *p = &st->nodes[st->stack[st->depth - 1].node];
			if (!p->has_lower || -e->value > p->lower) {
				p->has_lower = true;
				p->lower = -e->value;
			}
		}
		break;
	case EV_RAISE:
		if (top && !st->algo->no_window && e->value > top->alpha)
			top->alpha = e->value;
		break;
	case EV_CUTOFF:
		for (int i = 0; i < e->nlist; i++) {
			node_id c = trace_list(st->trace, e)[i];
			mark_pruned(st, c);
			st->nodes[c].cut = true;
		}
		st->counts.cutoffs += e->nlist > 0;
		break;
	case EV_RESEARCH:
		st->counts.researches++;
		break;
	case EV_PV:
		pvtable_set(&st->pv, e->ply, trace_list(st->trace, e), e->nlist);
		st->pv_changed = e->ply;
		break;
	case EV_PROBE:
		break;
	}
	st->step++;
}

void state_goto(struct state *st, int k)
{
	if (k < 0)
		k = 0;
	if (k > st->trace->count)
		k = st->trace->count;
	if (k < st->step)
		reset(st);
	while (st->step < k)
		apply(st, &st->trace->events[st->step]);
}

const struct event *state_event(const struct state *st)
{
	return st->step > 0 ? &st->trace->events[st->step - 1] : NULL;
}

node_id state_current(const struct state *st)
{
	return st->depth ? st->stack[st->depth - 1].node : -1;
}

enum draw_state state_node(const struct state *st, node_id n)
{
	for (int i = 0; i < st->depth; i++)
		if (st->stack[i].node == n)
			return i == st->depth - 1 ? DRAW_CURRENT : DRAW_PATH;
	if (st->nodes[n].pruned)
		return DRAW_PRUNED;
	return st->nodes[n].known ? DRAW_DONE : DRAW_UNREACHED;
}

bool event_is_interesting(const struct event *e)
{
	return (e->type == EV_CUTOFF && e->nlist > 0) || e->type == EV_RESEARCH ||
	       (e->type == EV_PV && e->ply == 0);
}

int state_find_interesting(const struct state *st, int k, int dir)
{
	/* Step s shows event s-1. */
	for (int s = k + dir; s >= 1 && s <= st->trace->count; s += dir)
		if (event_is_interesting(&st->trace->events[s - 1]))
			return s;
	return k;
}

/* ---- Words ------------------------------------------------------------ */

void view_score(char *buf, size_t len, const struct state *st, enum view v, node_id n, int score)
{
	format_score(buf, len, v == VIEW_MAXMIN ? max_view(st->tree, n, score) : score);
}

void view_window(char *buf, size_t len, const struct state *st, enum view v, node_id n,
		 int alpha, int beta)
{
	char a[24], b[24];
	bool flip = v == VIEW_MAXMIN && !st->tree->nodes[n].is_max;
	format_score(a, sizeof a, flip ? -beta : alpha);
	format_score(b, sizeof b, flip ? -alpha : beta);
	snprintf(buf, len, "(%s, %s)", a, b);
}

static const char *bound_prefix(const struct state *st, enum view v, node_id n, enum bound b)
{
	if (v == VIEW_MAXMIN)
		b = bound_max_view(st->tree, n, b);
	return b == BOUND_LOWER ? ">=" : b == BOUND_UPPER ? "<=" : "";
}

void view_node_value(char *buf, size_t len, const struct state *st, enum view v, node_id n)
{
	const struct node_state *ns = &st->nodes[n];
	char s[24];
	buf[0] = '\0';
	if (ns->known) {
		view_score(s, sizeof s, st, v, n, ns->value);
		snprintf(buf, len, "%s%s", bound_prefix(st, v, n, ns->bound), s);
	} else if (ns->has_lower && state_node(st, n) >= DRAW_PATH) {
		view_score(s, sizeof s, st, v, n, ns->lower);
		snprintf(buf, len, "%s%s", bound_prefix(st, v, n, BOUND_LOWER), s);
	}
}

/* "N10", "N10 and N11", "N10, N11 and N12". */
static void add_list(char *buf, size_t len, const struct tree *t, const node_id *ids, int n)
{
	for (int i = 0; i < n; i++)
		text_append(buf, len, "%s%s", i == 0 ? "" : i == n - 1 ? " and " : ", ", tree_name(t, ids[i]));
}

static const char *side(const struct tree *t, node_id n)
{
	return t->nodes[n].is_max ? "MAX" : "MIN";
}

static void narrate_enter(const struct state *st, enum view v, const struct event *e,
			  char *buf, size_t len)
{
	const struct tree *t = st->tree;
	const char *name = tree_name(t, e->node);
	char w[64];
	view_window(w, sizeof w, st, v, e->node, e->alpha, e->beta);
	bool leaf = tree_is_leaf(t, e->node);

	if (st->algo->no_window) {
		text_append(buf, len, "minimax enters %s%s (%s to move); it will look at every %s.",
		    leaf ? "the leaf " : "", name, side(t, e->node), leaf ? "value" : "child");
		return;
	}
	switch (e->kind) {
	case VISIT_PROBE:
		text_append(buf, len, "%s (%s) is entered for a null-window probe %s: the only question is "
		    "which side of the bound it falls.", name, side(t, e->node), w);
		break;
	case VISIT_RESEARCH:
		text_append(buf, len, "%s (%s) is searched again, now with the window %s, to learn its "
		    "value. This is visit %d of %s.", name, side(t, e->node), w,
		    st->nodes[e->node].visits, name);
		break;
	case VISIT_SEARCH:
		if (e->beta - e->alpha == 1) {
			text_append(buf, len, "%s (%s) inherits the null window %s from the probe above: "
			    "it only has to show which side of the bound it is on.",
			    name, side(t, e->node), w);
		} else {
			text_append(buf, len, "%s (%s) is entered with the window %s: only scores inside it "
			    "can change the result above.", name, side(t, e->node), w);
		}
		break;
	}
}

static void narrate_cutoff(const struct state *st, enum view v, const struct event *e,
			   char *buf, size_t len)
{
	const struct tree *t = st->tree;
	const char *name = tree_name(t, e->node);
	node_id parent = t->nodes[e->node].parent;
	char s[24], b[24];
	bool flip = v == VIEW_MAXMIN && !t->nodes[e->node].is_max;
	view_score(s, sizeof s, st, v, e->node, e->value);
	view_score(b, sizeof b, st, v, e->node, e->beta);

	text_append(buf, len, "%s: %s %s %s %s", name, s, flip ? "<=" : ">=",
	    flip ? "alpha" : "beta", b);
	if (parent >= 0)
		text_append(buf, len, " - %s at %s will never let play reach %s, so ",
		    side(t, parent), tree_name(t, parent), name);
	else
		text_append(buf, len, " - ");
	if (e->nlist > 0) {
		add_list(buf, len, t, trace_list(st->trace, e), e->nlist);
		text_append(buf, len, " %s cut.", e->nlist > 1 ? "are" : "is");
	} else {
		text_append(buf, len, "%s stops here (it had no moves left to prune).", name);
	}
}

static void narrate_raise(const struct state *st, enum view v, const struct event *e,
			  char *buf, size_t len)
{
	const struct tree *t = st->tree;
	const char *name = tree_name(t, e->node), *child = tree_name(t, e->child);
	char now[24], old[24];
	view_score(now, sizeof now, st, v, e->node, e->value);
	view_score(old, sizeof old, st, v, e->node, e->old);
	bool max_side = v == VIEW_NEGAMAX || t->nodes[e->node].is_max;

	if (st->algo->best_not_alpha) {
		text_append(buf, len, "%s scores %s, the best for %s at %s so far (it was %s).", child, now,
		    side(t, e->node), name, old);
		return;
	}
	if (max_side)
		text_append(buf, len, "%s scores %s > alpha %s: %s at %s is now sure of %s, so alpha rises "
		    "to %s.", child, now, old, side(t, e->node), name, now, now);
	else
		text_append(buf, len, "%s scores %s < beta %s: MIN at %s can now hold MAX to %s, so beta "
		    "falls to %s.", child, now, old, name, now, now);
}

static void narrate_research(const struct state *st, enum view v, const struct event *e,
			     char *buf, size_t len)
{
	const struct tree *t = st->tree;
	const char *name = tree_name(t, e->node), *child = tree_name(t, e->child);
	char s[24], old[24], w[64];
	bool flip = v == VIEW_MAXMIN && !t->nodes[e->node].is_max;
	view_score(s, sizeof s, st, v, e->node, e->value);
	view_score(old, sizeof old, st, v, e->node, e->old);
	view_window(w, sizeof w, st, v, e->node, e->alpha, e->beta);

	text_append(buf, len, "The probe of %s failed %s: %s %s %s, so %s may be better for %s than %s. "
	    "%s searches %s again with %s", child, flip ? "low" : "high", s, flip ? "<" : ">", old,
	    child, side(t, e->node), old, name, child, w);
	if (e->alpha != e->old)
		text_append(buf, len, ", starting from the %s the probe proved.", s);
	else
		text_append(buf, len, " to learn its value.");
}

static void narrate_return(const struct state *st, enum view v, const struct event *e,
			   char *buf, size_t len)
{
	const struct tree *t = st->tree;
	const char *name = tree_name(t, e->node);
	node_id parent = t->nodes[e->node].parent;
	char val[32];
	view_node_value(val, sizeof val, st, v, e->node);

	if (parent < 0) {
		text_append(buf, len, "The search is over: %s is worth %s. Principal variation:", name, val);
		for (int i = 0; i < st->pv.length[0]; i++)
			text_append(buf, len, " %s", tree_name(t, pvtable_row(&st->pv, 0)[i]));
		text_append(buf, len, "%s", st->pv.length[0] ? "." : " (none: the root is a leaf).");
		return;
	}
	enum bound b = v == VIEW_MAXMIN ? bound_max_view(t, e->node, e->bound) : e->bound;
	text_append(buf, len, "%s returns %s to %s", name, val, tree_name(t, parent));
	if (b == BOUND_EXACT)
		text_append(buf, len, ": its exact value.");
	else
		text_append(buf, len, ": only a bound, %s is worth %s that.", name,
		    b == BOUND_LOWER ? "at least" : "at most");
}

void state_narrate(const struct state *st, enum view v, char *buf, size_t len)
{
	const struct event *e = state_event(st);
	const struct tree *t = st->tree;
	char s[24], w[64];

	buf[0] = '\0';
	if (!e) {
		text_append(buf, len, "Step 0 of %d: nothing searched yet. Press Right or Space to step "
		    "forward, ? for help.", st->trace->count);
		return;
	}
	const char *name = tree_name(t, e->node);
	switch (e->type) {
	case EV_ENTER:
		narrate_enter(st, v, e, buf, len);
		break;
	case EV_LEAF:
		view_score(s, sizeof s, st, v, e->node, e->value);
		text_append(buf, len, "Leaf %s is worth %s", name, s);
		if (v == VIEW_NEGAMAX && !t->nodes[e->node].is_max)
			text_append(buf, len, " to MIN, who moves there (%d for MAX).", -e->value);
		else
			text_append(buf, len, ".");
		break;
	case EV_RETURN:
		narrate_return(st, v, e, buf, len);
		break;
	case EV_RAISE:
		narrate_raise(st, v, e, buf, len);
		break;
	case EV_CUTOFF:
		narrate_cutoff(st, v, e, buf, len);
		break;
	case EV_PROBE:
		/* The probe asks whether the child beats the bound: above alpha
		 * for MAX, below beta (which is -alpha in negamax) for MIN. */
		view_window(w, sizeof w, st, v, e->node, e->alpha, e->beta);
		view_score(s, sizeof s, st, v, e->node, e->alpha);
		if (v == VIEW_NEGAMAX || t->nodes[e->node].is_max)
			text_append(buf, len, "%s tests %s with the null window %s: is %s better than %s? "
			    "A fail high means yes, a fail low means no.", name,
			    tree_name(t, e->child), w, tree_name(t, e->child), s);
		else
			text_append(buf, len, "%s tests %s with the null window %s: can %s hold MAX below %s? "
			    "A fail low means yes, a fail high means no.", name,
			    tree_name(t, e->child), w, tree_name(t, e->child), s);
		break;
	case EV_RESEARCH:
		narrate_research(st, v, e, buf, len);
		break;
	case EV_PV:
		text_append(buf, len, "PV row %d (the line from %s) is now", e->ply,
		    e->ply == t->nodes[e->node].depth ? name : "the child");
		for (int i = 0; i < e->nlist; i++)
			text_append(buf, len, " %s", tree_name(t, trace_list(st->trace, e)[i]));
		if (e->child >= 0)
			text_append(buf, len, ": %s improved %s, so %s's line is %s followed by its own.",
			    tree_name(t, e->child), name, name, tree_name(t, e->child));
		else
			text_append(buf, len, ": the re-search failed low, so nothing below %s is proven.",
			    e->nlist ? tree_name(t, trace_list(st->trace, e)[0]) : "it");
		break;
	}
}

void state_cut_condition(const struct state *st, enum view v, char *buf, size_t len)
{
	node_id n = state_current(st);
	const struct tree *t = st->tree;
	char w[64], b[24];

	buf[0] = '\0';
	if (n < 0) {
		text_append(buf, len, "%s", st->step == 0 ? "The search starts at the root." :
		    "The search is over.");
		return;
	}
	if (st->algo->no_window) {
		text_append(buf, len, "At %s (%s): minimax never cuts off; every child is searched.",
		    tree_name(t, n), side(t, n));
		return;
	}
	const struct stack_frame *f = &st->stack[st->depth - 1];
	view_window(w, sizeof w, st, v, n, f->alpha, f->beta);
	if (tree_is_leaf(t, n)) {
		text_append(buf, len, "At %s (%s, window %s): a leaf, it is simply evaluated.",
		    tree_name(t, n), side(t, n), w);
		return;
	}
	bool flip = v == VIEW_MAXMIN && !t->nodes[n].is_max;
	if (f->beta >= INF) {
		text_append(buf, len, "At %s (%s, window %s): no cutoff is possible while %s is %s.",
		    tree_name(t, n), side(t, n), w, flip ? "alpha" : "beta", flip ? "-inf" : "+inf");
		return;
	}
	view_score(b, sizeof b, st, v, n, f->beta);
	text_append(buf, len, "At %s (%s, window %s): cut if a child scores %s %s.", tree_name(t, n),
	    side(t, n), w, flip ? "<=" : ">=", b);
}
