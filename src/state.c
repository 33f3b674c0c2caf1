/* state.c - replaying a trace into the state after step k, and putting
 * that state into words. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "state.h"

static void reset(struct state *st);

bool state_init(struct state *st, const struct tree *t, const struct algorithm *a,
		const struct trace *tr)
{
	memset(st, 0, sizeof *st);
	st->tree = t;
	st->trace = tr;
	st->algo = a;
	st->nodes = calloc((size_t)t->count, sizeof *st->nodes);
	st->seen = calloc((size_t)t->count, 1);
	if (!st->nodes || !st->seen || !pvtable_init(&st->pv, t->height) ||
	    (tr->plan.tt_size > 0 && !ttable_init(&st->tt, tr->plan.tt_size)) ||
	    !ttable_init(&st->pvtt, tr->plan.tt_size > 0 ? tr->plan.tt_size : t->count)) {
		state_free(st);
		return false;
	}
	/* The PV-node table is as big as the table, and can lose entries as
	 * it does; without one it has a slot for every node. */
	st->pvtt.direct = tr->plan.tt_size == 0;
	reset(st);
	return true;
}

void state_free(struct state *st)
{
	free(st->nodes);
	free(st->seen);
	pvtable_free(&st->pv);
	ttable_free(&st->tt);
	ttable_free(&st->pvtt);
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
	st->limited = st->trace->plan.limited;
	st->horizon = st->trace->plan.depth;
	st->iteration = 0;
	st->carried = NULL;
	st->ncarried = 0;
	ttable_clear(&st->tt);
	ttable_clear(&st->pvtt);
	for (int p = 0; p <= TREE_MAX_DEPTH; p++)
		st->single[p] = -1;
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

/* The window a child is entered with is (-beta, -alpha) of its parent,
 * or a null window just above the parent's alpha for a probe, or, for a
 * NegaScout re-search, (-beta, -t) with t the score the probe proved.
 * Which bound of the parent a child's bound is, says where it came from. */
static struct origin alpha_origin(const struct stack_frame *parent, const struct event *e)
{
	if (e->alpha <= -INF)
		return (struct origin){ ORIGIN_NONE, -1, -1 };
	if (!parent)
		return (struct origin){ ORIGIN_OTHER, -1, -1 };
	if (e->alpha == -parent->beta)
		return parent->beta_from;
	if (e->alpha == -parent->alpha - 1)
		return (struct origin){ ORIGIN_PROBE, parent->node, e->node };
	return (struct origin){ ORIGIN_OTHER, -1, -1 };
}

static struct origin beta_origin(const struct stack_frame *parent, const struct event *e)
{
	if (e->beta >= INF)
		return (struct origin){ ORIGIN_NONE, -1, -1 };
	if (!parent)
		return (struct origin){ ORIGIN_OTHER, -1, -1 };
	if (e->beta == -parent->alpha)
		return parent->alpha_from;
	if (e->kind == VISIT_RESEARCH && e->beta == -parent->research_alpha)
		return (struct origin){ ORIGIN_RESEARCH, parent->node, e->node };
	return (struct origin){ ORIGIN_OTHER, -1, -1 };
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
		*ns = (struct node_state){ .visits = ns->visits + 1, .kind = e->kind };
		node_id move = tree_move_to(st->tree, top ? top->node : -1, e->node);
		if (move != e->node)    /* the reference shows this search of its node */
			st->nodes[move] = (struct node_state){ .visits = st->nodes[move].visits + 1,
							       .kind = e->kind };
		st->stack[st->depth] = (struct stack_frame){
			.node = e->node, .move = move, .alpha_in = e->alpha, .best = -1, .alpha = e->alpha, .beta = e->beta, .kind = e->kind,
			.alpha_from = alpha_origin(top, e), .beta_from = beta_origin(top, e),
		};
		st->depth++;
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
		/* A PV node (a window wider than a null window) with an exact
		 * result and a best move writes the separate PV table. */
		const struct stack_frame *f = &st->stack[st->depth];
		if (ns->bound == BOUND_EXACT && f->best >= 0 && f->beta - f->alpha_in > 1)
			st->pvtt.slots[ttable_slot(&st->pvtt, e->node)] = (struct tt_entry){
				.node = (int32_t)e->node, .move = (int32_t)f->best, .value = e->value,
				.bound = BOUND_EXACT };
		if (st->stack[st->depth].move != e->node) {
			struct node_state *r = &st->nodes[st->stack[st->depth].move];
			*r = (struct node_state){ .visits = r->visits, .kind = r->kind, .known = true,
						  .value = ns->value, .bound = ns->bound };
		}
		st->counts.leaves += e->type == EV_LEAF;
		/* The parent's score for this move is -value.  Unless the child
		 * stopped at a cutoff (a lower bound for the child, so only an
		 * upper bound for the move), it proves the parent is worth at
		 * least that much. */
		if (st->depth > 0) {
			struct node_state *p = &st->nodes[st->stack[st->depth - 1].node];
			if (ns->bound != BOUND_LOWER && (!p->has_lower || -e->value > p->lower)) {
				p->has_lower = true;
				p->lower = -e->value;
			}
			/* The best score any move has shown, proven or not: what a
			 * fail-hard return of alpha can hide. */
			if (!p->has_best || -e->value > p->best) {
				p->has_best = true;
				p->best = -e->value;
			}
		}
		break;
	case EV_RAISE:
		if (top)
			top->best = e->child;
		if (top && !st->algo->no_window && e->value > top->alpha) {
			top->alpha = e->value;
			top->alpha_from = (struct origin){ ORIGIN_MOVE, e->node, e->child };
		}
		break;
	case EV_CUTOFF:
		if (top)
			top->best = e->child;
		for (int i = 0; i < e->nlist; i++) {
			node_id c = trace_list(st->trace, e)[i];
			mark_pruned(st, c);
			st->nodes[c].cut = true;
		}
		st->counts.cutoffs += e->nlist > 0;
		break;
	case EV_RESEARCH:
		st->counts.researches++;
		if (top) {
			top->research_alpha = e->alpha;
			top->research_child = e->child;
		}
		break;
	case EV_PV:
		pvtable_set(&st->pv, e->ply, trace_list(st->trace, e), e->nlist);
		st->pv_changed = e->ply;
		if (e->child >= 0)      /* the single array only ever gets the new move */
			st->single[e->ply] = e->child;
		break;
	case EV_ITERATION:
		/* A new search from the root: what the tree showed belongs to
		 * the last one; the counters go on adding up. */
		memset(st->nodes, 0, (size_t)st->tree->count * sizeof *st->nodes);
		for (int p = 0; p <= st->pv.n; p++)
			pvtable_clear(&st->pv, p);
		st->limited = true;
		st->horizon = st->iteration = e->value;
		st->carried = trace_list(st->trace, e);
		st->ncarried = e->nlist;
		break;
	case EV_TT_PROBE:
		st->counts.tt_hits += e->how == TT_CUT;
		break;
	case EV_TT_STORE:
		/* The table lives on across iterations and re-searches. */
		if (e->how != TT_KEPT)
			st->tt.slots[ttable_slot(&st->tt, e->node)] = (struct tt_entry){
				.node = (int32_t)e->node, .move = (int32_t)e->child, .value = e->value,
				.depth = (short)e->old, .bound = e->bound };
		break;
	case EV_PROBE:
	case EV_ORDER:
	case EV_FAIL:
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
		if (st->stack[i].node == n || st->stack[i].move == n)
			return i == st->depth - 1 ? DRAW_CURRENT : DRAW_PATH;
	/* A position cut off on one path may have been searched on another. */
	if (st->nodes[n].pruned && !st->nodes[n].known)
		return DRAW_PRUNED;
	return st->nodes[n].known ? DRAW_DONE : DRAW_UNREACHED;
}

bool state_stops_at(const struct state *st, node_id n)
{
	if (st->tree->nodes[n].same >= 0)       /* a reference: the search goes on at its node */
		return false;
	return tree_is_leaf(st->tree, n) || (st->limited && st->tree->nodes[n].depth >= st->horizon);
}

bool state_at_horizon(const struct state *st, node_id n)
{
	return !tree_is_leaf(st->tree, n) && state_stops_at(st, n);
}

int state_probe_frame(const struct state *st, int i)
{
	for (; i >= 0; i--)
		if (st->stack[i].kind == VISIT_PROBE)
			return i;
	return -1;
}

bool event_is_interesting(const struct event *e)
{
	return (e->type == EV_CUTOFF && e->nlist > 0) || e->type == EV_RESEARCH ||
	       (e->type == EV_PV && e->ply == 0) || e->type == EV_ITERATION ||
	       e->type == EV_ORDER || e->type == EV_FAIL;
}

int state_find_interesting(const struct state *st, int k, int dir)
{
	/* Step s shows event s-1. */
	for (int s = k + dir; s >= 1 && s <= st->trace->count; s += dir)
		if (event_is_interesting(&st->trace->events[s - 1]))
			return s;
	return k;
}
