/* state.c - replaying a trace into the state after step k, and putting
 * that state into words. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "replay/state.h"

int state_checkpoint_steps = STATE_CHECKPOINT_STEPS;

static void reset(struct state *st);
static void reset_small(struct state *st);

/* ---- The journal (state.h: going back) */

enum journaled { J_NODE, J_TT, J_PVTT };

struct journal_entry {
	unsigned char what;     /* enum journaled */
	int32_t index;
	union {
		struct node_state node;
		struct tt_entry slot;
	} old;
};

/* The small part of the state at a checkpoint, or in the copy of the end. */
struct checkpoint {
	size_t journal;         /* where the stretch after it begins in the journal */
	int depth, pv_changed, horizon, iteration;
	node_id root_first, root_before;
	bool limited;
	struct event_list carried;
	struct mtd_progress mtd;
	struct counts counts;
	node_id single[TREE_MAX_DEPTH + 1];
	struct stack_frame *stack;      /* depth frames */
	node_id *pv;                    /* the PV table's moves and lengths */
	int *pvlen;
};

/* The whole state at the last step, copied the first time the state gets
 * there, so that End from anywhere is a copy, not a replay of the whole
 * trace.  A table slot, once filled, is never emptied (only overwritten),
 * so the slots filled at the end are the only ones that can differ from
 * the end's at any step: they are kept as lists. */
struct end_copy {
	struct checkpoint small;
	struct node_state *nodes;
	struct tt_entry *tt, *pvtt;     /* the filled slots ... */
	int32_t *tt_slot, *pvtt_slot;   /* ... and where they are */
	int ntt, npvtt;
};

static size_t pv_moves(const struct state *st)
{
	return (size_t)st->pv.n * (st->pv.n + 1) / 2 + 1;
}

static void free_small(struct checkpoint *c)
{
	free(c->stack);
	free(c->pv);
	free(c->pvlen);
	c->stack = NULL;
	c->pv = NULL;
	c->pvlen = NULL;
}

/* Copies the small part of the state into c; false when memory runs out. */
static bool save_small(const struct state *st, struct checkpoint *c)
{
	*c = (struct checkpoint){
		.journal = st->njournal, .depth = st->depth, .pv_changed = st->pv_changed,
		.horizon = st->horizon, .iteration = st->iteration,
		.limited = st->limited, .carried = st->carried, .counts = st->counts, .mtd = st->mtd,
		.root_first = st->root_first, .root_before = st->root_before,
		.stack = malloc(((size_t)st->depth + 1) * sizeof *c->stack),
		.pv = malloc(pv_moves(st) * sizeof *c->pv),
		.pvlen = malloc(((size_t)st->pv.n + 1) * sizeof *c->pvlen),
	};
	if (!c->stack || !c->pv || !c->pvlen) {
		free_small(c);
		return false;
	}
	memcpy(c->single, st->single, sizeof c->single);
	memcpy(c->stack, st->stack, (size_t)st->depth * sizeof *c->stack);
	memcpy(c->pv, st->pv.moves, pv_moves(st) * sizeof *c->pv);
	memcpy(c->pvlen, st->pv.length, ((size_t)st->pv.n + 1) * sizeof *c->pvlen);
	return true;
}

static void load_small(struct state *st, const struct checkpoint *c)
{
	st->depth = c->depth;
	st->pv_changed = c->pv_changed;
	st->horizon = c->horizon;
	st->iteration = c->iteration;
	st->root_first = c->root_first;
	st->root_before = c->root_before;
	st->limited = c->limited;
	st->carried = c->carried;
	st->mtd = c->mtd;
	st->counts = c->counts;
	memcpy(st->single, c->single, sizeof c->single);
	memcpy(st->stack, c->stack, (size_t)c->depth * sizeof *c->stack);
	memcpy(st->pv.moves, c->pv, pv_moves(st) * sizeof *c->pv);
	memcpy(st->pv.length, c->pvlen, ((size_t)st->pv.n + 1) * sizeof *c->pvlen);
}

static void free_end(struct state *st)
{
	if (!st->end)
		return;
	free_small(&st->end->small);
	free(st->end->nodes);
	free(st->end->tt);
	free(st->end->pvtt);
	free(st->end->tt_slot);
	free(st->end->pvtt_slot);
	free(st->end);
	st->end = NULL;
}

static void forget_history(struct state *st)
{
	for (int i = 0; i < st->ncheckpoints; i++)
		free_small(&st->checkpoints[i]);
	st->ncheckpoints = 0;
	st->njournal = 0;
	st->journaled_to = 0;
}

static void out_of_history(struct state *st)
{
	forget_history(st);
	st->no_history = true;
}

/* Keeps what is at index of the large part before the stretch being
 * journaled changes it. */
static void journal(struct state *st, enum journaled what, int32_t index)
{
	unsigned *saved = what == J_NODE ? st->saved_node : what == J_TT ? st->saved_tt :
			  what == J_PVTT ? st->saved_pvtt : NULL;
	if (!st->journaling || (saved && saved[index] == st->epoch))
		return;
	if (st->njournal == st->capjournal) {
		size_t cap = st->capjournal ? 2 * st->capjournal : 4096;
		struct journal_entry *j = realloc(st->journal, cap * sizeof *j);
		if (!j) {
			out_of_history(st);
			st->journaling = false;
			return;
		}
		st->journal = j;
		st->capjournal = cap;
	}
	struct journal_entry *e = &st->journal[st->njournal++];
	e->what = (unsigned char)what;
	e->index = index;
	if (what == J_NODE)
		e->old.node = st->nodes[index];
	else if (what == J_TT)
		e->old.slot = st->tt.slots[index];
	else if (what == J_PVTT)
		e->old.slot = st->pvtt.slots[index];
	if (saved)
		saved[index] = st->epoch;
}

/* Node n's state, to be changed. */
static struct node_state *node_w(struct state *st, node_id n)
{
	journal(st, J_NODE, (int32_t)n);
	return &st->nodes[n];
}

static void add_checkpoint(struct state *st)
{
	if (st->no_history)
		return;
	if (st->ncheckpoints == st->capcheckpoints) {
		int cap = st->capcheckpoints ? 2 * st->capcheckpoints : 64;
		struct checkpoint *c = realloc(st->checkpoints, (size_t)cap * sizeof *c);
		if (!c) {
			out_of_history(st);
			return;
		}
		st->checkpoints = c;
		st->capcheckpoints = cap;
	}
	if (!save_small(st, &st->checkpoints[st->ncheckpoints])) {
		out_of_history(st);
		return;
	}
	st->ncheckpoints++;
}

/* Where the journal of the stretch after checkpoint i ends. */
static size_t stretch_end(const struct state *st, int i)
{
	return i + 1 < st->ncheckpoints ? st->checkpoints[i + 1].journal : st->njournal;
}

/* The journal entries to undo to go back from the current step to
 * checkpoint i. */
static size_t undo_cost(const struct state *st, int i)
{
	return stretch_end(st, st->step / st->checkpoint_steps) - st->checkpoints[i].journal;
}

/* Back to checkpoint i, at or before the current step: undo the journal
 * of the stretches from the current one down to the one after i, newest
 * first, so that a slot changed in several stretches ends with its value
 * at i.  (Undoing all of the current stretch is right even part of the
 * way through it: a slot it has not changed yet already holds that value.)
 * The journal stays: it says what every stretch changes, wherever the
 * state is. */
static void undo_to(struct state *st, int i)
{
	size_t stop = st->checkpoints[i].journal;
	for (size_t j = stretch_end(st, st->step / st->checkpoint_steps); j > stop;) {
		const struct journal_entry *e = &st->journal[--j];
		switch (e->what) {
		case J_NODE: st->nodes[e->index] = e->old.node; break;
		case J_TT: st->tt.slots[e->index] = e->old.slot; break;
		case J_PVTT: st->pvtt.slots[e->index] = e->old.slot; break;
		}
	}
	load_small(st, &st->checkpoints[i]);
	st->step = i * st->checkpoint_steps;
}

/* The filled slots of table t into *slots and *entries. */
static bool save_filled(const struct ttable *t, int32_t **slots, struct tt_entry **entries, int *n)
{
	*n = 0;
	for (int i = 0; i < t->size; i++)
		*n += t->slots[i].node >= 0;
	*slots = malloc(((size_t)*n + 1) * sizeof **slots);
	*entries = malloc(((size_t)*n + 1) * sizeof **entries);
	if (!*slots || !*entries)
		return false;
	for (int i = 0, k = 0; i < t->size; i++)
		if (t->slots[i].node >= 0) {
			(*slots)[k] = i;
			(*entries)[k++] = t->slots[i];
		}
	return true;
}

/* Copies the state at the last step; without the memory, End replays. */
static void save_end(struct state *st)
{
	size_t count = (size_t)st->tree->count;
	struct end_copy *c = st->end = calloc(1, sizeof *c);
	if (!c || !save_small(st, &c->small) || !(c->nodes = malloc(count * sizeof *c->nodes)) ||
	    !save_filled(&st->tt, &c->tt_slot, &c->tt, &c->ntt) ||
	    !save_filled(&st->pvtt, &c->pvtt_slot, &c->pvtt, &c->npvtt)) {
		free_end(st);
		st->no_end = true;
		return;
	}
	memcpy(c->nodes, st->nodes, count * sizeof *c->nodes);
}

/* To the last step, from any step: every slot filled there is filled
 * (or will be) at the end, so writing the end's filled slots is enough. */
static void load_end(struct state *st)
{
	const struct end_copy *c = st->end;
	memcpy(st->nodes, c->nodes, (size_t)st->tree->count * sizeof *st->nodes);
	for (int i = 0; i < c->ntt; i++)
		st->tt.slots[c->tt_slot[i]] = c->tt[i];
	for (int i = 0; i < c->npvtt; i++)
		st->pvtt.slots[c->pvtt_slot[i]] = c->pvtt[i];
	load_small(st, &c->small);
	st->step = st->trace->count;
}

/* event_is_interesting (state.h), inline for state_list_interesting, which
 * asks it of every event of the trace (2.9 million for minimax on a
 * million nodes).  The types that always are make one mask. */
static inline bool interesting(const struct event *e, enum visit_kind entered)
{
	enum { ALWAYS = 1u << EV_RESEARCH | 1u << EV_ROOT | 1u << EV_ITERATION | 1u << EV_ORDER |
			1u << EV_FAIL | 1u << EV_PASS_END };
	unsigned type = e->type;
	return (ALWAYS >> type & 1) || (type == EV_CUTOFF && e->has_list) ||
	       (type == EV_PV && e->ply == 0) ||
	       ((type == EV_RETURN || type == EV_LEAF) &&
		(entered == VISIT_PROBE || entered == VISIT_TEST));
}

/* ---- The state */

bool state_init(struct state *st, const struct tree *t, const struct algorithm *a,
		const struct trace *tr)
{
	memset(st, 0, sizeof *st);
	st->tree = t;
	st->trace = tr;
	st->algo = a;
	st->nodes = calloc((size_t)t->count, sizeof *st->nodes);
	st->saved_node = calloc((size_t)t->count, sizeof *st->saved_node);
	st->saved_pvtt = calloc(tr->plan.tt_size > 0 ? (size_t)tr->plan.tt_size : (size_t)t->count,
				sizeof *st->saved_pvtt);
	st->saved_tt = calloc(tr->plan.tt_size > 0 ? (size_t)tr->plan.tt_size : 1,
			      sizeof *st->saved_tt);
	st->interesting = calloc(1, sizeof *st->interesting);
	st->checkpoint_steps = state_checkpoint_steps > 0 ? state_checkpoint_steps : 1;
	if (!st->nodes || !st->interesting || !st->saved_node || !st->saved_pvtt || !st->saved_tt || !pvtable_init(&st->pv, t->height) ||
	    (tr->plan.tt_size > 0 && !ttable_init(&st->tt, tr->plan.tt_size)) ||
	    !ttable_init(&st->pvtt, tr->plan.tt_size > 0 ? tr->plan.tt_size : t->count)) {
		state_free(st);
		return false;
	}
	/* The PV-node table is as big as the table, and can lose entries as
	 * it does; without one it has a slot for every node. */
	st->pvtt.direct = tr->plan.tt_size == 0 || tr->plan.tt_direct;
	st->tt.direct = tr->plan.tt_direct;     /* MTD(f)'s table of the whole tree */
	reset_small(st);        /* (the nodes were allocated zeroed, the tables empty) */
	return true;
}

void state_free(struct state *st)
{
	forget_history(st);
	free_end(st);
	free(st->checkpoints);
	free(st->journal);
	if (st->interesting)
		free(st->interesting->steps);
	free(st->interesting);
	st->interesting = NULL;
	free(st->saved_node);
	free(st->saved_tt);
	free(st->saved_pvtt);
	st->checkpoints = NULL;
	st->journal = NULL;
	st->saved_node = st->saved_tt = st->saved_pvtt = NULL;
	st->capcheckpoints = 0;
	st->capjournal = 0;
	free(st->nodes);
	pvtable_free(&st->pv);
	ttable_free(&st->tt);
	ttable_free(&st->pvtt);
	st->nodes = NULL;
}

/* Step 0, apart from the nodes and the tables (state_init makes them
 * empty, reset empties them). */
static void reset_small(struct state *st)
{
	memset(&st->counts, 0, sizeof st->counts);
	for (int p = 0; p <= st->pv.n; p++)
		pvtable_clear(&st->pv, p);
	st->depth = 0;
	st->step = 0;
	st->pv_changed = -1;
	st->limited = st->trace->plan.limited;
	st->horizon = st->trace->plan.depth;
	st->iteration = 0;
	st->carried = (struct event_list){ NULL, 0, 0 };
	st->mtd = (struct mtd_progress){ .lower = -INF, .upper = INF };
	st->root_first = st->root_before = -1;
	for (int p = 0; p <= TREE_MAX_DEPTH; p++)
		st->single[p] = -1;
}

static void reset(struct state *st)
{
	memset(st->nodes, 0, (size_t)st->tree->count * sizeof *st->nodes);
	ttable_clear(&st->tt);
	ttable_clear(&st->pvtt);
	reset_small(st);
}

/* A node entered again starts a new search below it: what its subtree
 * showed belongs to the old search.  Only visit counts survive (and
 * forgot_at at n says, for state_pruned, that older cutoffs below n no
 * longer count). */
static void forget_below(struct state *st, node_id n)
{
	const struct node *nd = &st->tree->nodes[n];
	for (int i = 0; i < nd->nchildren; i++) {
		node_id c = nd->first_child + i;
		const struct node_state *cs = &st->nodes[c];
		if (cs->value || cs->lower || cs->best || cs->kind || cs->bound || cs->known ||
		    cs->has_lower || cs->has_best || cs->cut || cs->cut_at || cs->entered_at ||
		    cs->forgot_at)
			*node_w(st, c) = (struct node_state){ .visits = cs->visits, .seen = cs->seen };
		forget_below(st, c);
	}
}

/* The window a child is entered with is (-beta, -alpha) of its parent,
 * or a null window just above the parent's alpha for a probe, or, for a
 * NegaScout re-search, (-beta, -t) with t the score the probe proved.
 * Where the same side moves again (MIN after MIN: rules.h) the parent's
 * (alpha, beta) is passed down as it is.  Which bound of the parent a
 * child's bound is, says where it came from. */
static struct origin alpha_origin(const struct state *st, const struct stack_frame *parent,
				  const struct event *e)
{
	const struct plan *p = &st->trace->plan;
	if (e->alpha <= -INF)
		return (struct origin){ ORIGIN_NONE, -1, -1 };
	if (!parent)    /* only an aspiration window or --window gives the root a finite bound */
		return (struct origin){ p->window ? ORIGIN_WINDOW : ORIGIN_ASPIRATION, e->node, -1 };
	if (!tree_turn_passes(st->tree, parent->node, e->node))
		return e->alpha == parent->alpha ? parent->alpha_from :
		       (struct origin){ ORIGIN_OTHER, -1, -1 };
	if (e->alpha == -parent->beta)
		return parent->beta_from;
	if (e->alpha == -rule_null_beta(parent->alpha, p->strict))
		return (struct origin){ ORIGIN_PROBE, parent->node, e->node };
	return (struct origin){ ORIGIN_OTHER, -1, -1 };
}

static struct origin beta_origin(const struct state *st, const struct stack_frame *parent,
				 const struct event *e)
{
	if (e->beta >= INF)
		return (struct origin){ ORIGIN_NONE, -1, -1 };
	if (!parent)
		return (struct origin){ st->trace->plan.window ? ORIGIN_WINDOW : ORIGIN_ASPIRATION,
					e->node, -1 };
	if (!tree_turn_passes(st->tree, parent->node, e->node))
		return e->beta == parent->beta ? parent->beta_from :
		       (struct origin){ ORIGIN_OTHER, -1, -1 };
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
		if (ns->visits > 0)     /* entered again */
			forget_below(st, e->node);
		ns = node_w(st, e->node);
		/* A cutoff that pruned this subtree still covers the nodes
		 * below that this search does not reach: cut_at stays. */
		st->counts.nodes += !ns->seen;
		*ns = (struct node_state){ .visits = ns->visits + 1, .kind = (unsigned char)e->kind,
					   .alpha = e->alpha, .beta = e->beta,
					   .cut_at = ns->cut_at, .entered_at = st->step + 1,
					   .forgot_at = ns->visits > 0 ? st->step + 1 : ns->forgot_at,
					   .seen = true };
		node_id move = tree_move_to(st->tree, top ? top->node : -1, e->node);
		if (move != e->node) {  /* the reference shows this search of its node */
			struct node_state *r = node_w(st, move);
			*r = (struct node_state){ .visits = r->visits + 1, .kind = (unsigned char)e->kind,
						  .cut_at = r->cut_at, .entered_at = st->step + 1,
						  .seen = r->seen };
		}
		st->stack[st->depth] = (struct stack_frame){
			.node = e->node, .move = move, .alpha_in = e->alpha, .best = -1, .kept = -1,
			.alpha = e->alpha, .beta = e->beta, .kind = e->kind,
			.alpha_from = alpha_origin(st, top, e), .beta_from = beta_origin(st, top, e),
		};
		st->depth++;
		pvtable_clear(&st->pv, e->ply);
		st->counts.visits++;
		break;
	case EV_LEAF:
	case EV_RETURN:
		ns = node_w(st, e->node);
		ns->known = true;
		ns->value = e->value;
		ns->bound = (unsigned char)(e->type == EV_LEAF ? BOUND_EXACT : e->bound);
		ns->has_lower = false;
		st->depth--;
		ns->alpha = st->stack[st->depth].alpha;
		ns->beta = st->stack[st->depth].beta;
		/* A PV node (a window wider than a null window) with an exact
		 * result and a best move writes the separate PV table. */
		const struct stack_frame *f = &st->stack[st->depth];
		if (ns->bound == BOUND_EXACT && f->best >= 0 &&
		    f->beta > rule_null_beta(f->alpha_in, st->trace->plan.strict)) {
			int slot = ttable_slot(&st->pvtt, e->node);
			journal(st, J_PVTT, slot);
			st->pvtt.slots[slot] = (struct tt_entry){
				.node = (int32_t)e->node, .move = (int32_t)f->best, .value = e->value,
				.bound = BOUND_EXACT };
		}
		if (st->stack[st->depth].move != e->node) {
			struct node_state *r = node_w(st, st->stack[st->depth].move);
			*r = (struct node_state){ .visits = r->visits, .kind = r->kind, .known = true,
						  .value = ns->value, .bound = ns->bound,
						  .cut_at = r->cut_at, .entered_at = r->entered_at,
						  .seen = r->seen };
		}
		st->counts.leaves += e->type == EV_LEAF;
		/* The parent's score for this move is -value (value itself where
		 * the same side moves again).  Unless the child stopped at a
		 * cutoff (a lower bound for the child, so only an upper bound
		 * for the move, when the turn passes), it proves the parent is
		 * worth at least that much. */
		/* (An average proves no bound: not at a chance node.) */
		if (st->depth > 0 && !st->tree->nodes[st->stack[st->depth - 1].node].is_chance) {
			node_id up = st->stack[st->depth - 1].node;
			struct node_state *p = node_w(st, up);
			int score = to_parent(st->tree, up, e->node, e->value);
			enum bound against = tree_turn_passes(st->tree, up, e->node) ? BOUND_LOWER :
					     BOUND_UPPER;
			if (ns->bound != against && (!p->has_lower || score > p->lower)) {
				p->has_lower = true;
				p->lower = score;
			}
			/* The best score any move has shown, proven or not: what a
			 * fail-hard return of alpha can hide. */
			if (!p->has_best || score > p->best) {
				p->has_best = true;
				p->best = score;
			}
		}
		break;
	case EV_RAISE:
		if (top)
			top->best = e->child;
		/* (MT's window is its test's, whatever the best score: mtdf.c) */
		if (top && !st->algo->no_window && !st->algo->needs_table && e->value > top->alpha) {
			top->alpha = e->value;
			top->alpha_from = (struct origin){ ORIGIN_MOVE, e->node, e->child };
		}
		break;
	case EV_CUTOFF:
		if (top) {
			top->best = e->child;
			top->kept = -1;         /* this move beats the kept one */
		}
		struct event_list cut = trace_list(st->trace, e);
		for (int i = 0; i < cut.n; i++) {
			struct node_state *cs = node_w(st, event_list_at(cut, i));
			cs->cut = true;
			cs->cut_at = st->step + 1;
		}
		st->counts.cutoffs += e->has_list;
		break;
	case EV_ROOT:
		/* Kept as the best move, without a re-search, until a second
		 * fail high has it searched again (EV_RESEARCH). */
		if (top && e->how != ROOT_SECOND) {
			top->kept = e->child;
			top->kept_score = e->value;
			top->best = e->child;
		}
		break;
	case EV_RESEARCH:
		st->counts.researches++;
		if (top && top->kept == e->child)
			top->kept = -1;
		if (top) {
			top->research_alpha = e->alpha;
			top->research_child = e->child;
		}
		break;
	case EV_PV: {
		struct event_list row = trace_list(st->trace, e);
		pvtable_set(&st->pv, e->ply, row);
		st->pv_changed = e->ply;
		if (e->child >= 0)      /* the single array only ever gets the new move */
			st->single[e->ply] = e->child;
		if (e->ply == 0) {
			st->root_before = st->root_first;
			if (row.n > 0)
				st->root_first = event_list_at(row, 0);
		}
		break;
	}
	case EV_ITERATION:
		/* A new search from the root: what the tree showed belongs to
		 * the last one; the counters go on adding up. */
		st->mtd = (struct mtd_progress){ .lower = -INF, .upper = INF };
		for (node_id n = 0; n < st->tree->count; n++)
			if (st->nodes[n].visits || st->nodes[n].cut_at)
				*node_w(st, n) = (struct node_state){ .seen = st->nodes[n].seen };
		for (int p = 0; p <= st->pv.n; p++)
			pvtable_clear(&st->pv, p);
		st->limited = true;
		st->horizon = st->iteration = e->value;
		st->carried = trace_list(st->trace, e);
		st->root_first = st->root_before = -1;
		break;
	case EV_PASS:
		/* A new test from the root: as a new iteration, the tree shows
		 * only this test's visits; the table and the bounds live on. */
		for (node_id n = 0; n < st->tree->count; n++)
			if (st->nodes[n].visits || st->nodes[n].cut_at)
				*node_w(st, n) = (struct node_state){ .seen = st->nodes[n].seen };
		for (int p = 0; p <= st->pv.n; p++)
			pvtable_clear(&st->pv, p);
		st->counts.passes++;
		st->mtd.pass = e->value;
		st->mtd.gamma = e->beta;
		st->mtd.ended = false;
		break;
	case EV_PASS_END:
		st->mtd.ended = true;
		st->mtd.g = e->value;
		st->mtd.bound = e->bound;
		st->mtd.lower = e->alpha;
		st->mtd.upper = e->beta;
		/* The bounds meet: the root's value is known exactly, though the
		 * last test alone proved only a bound on it. */
		if (e->alpha == e->beta) {
			struct node_state *root = node_w(st, 0);
			root->value = e->alpha;
			root->bound = BOUND_EXACT;
		}
		break;
	case EV_TT_PROBE:
		st->counts.tt_hits += e->how == TT_CUT;
		break;
	case EV_TT_STORE:
		/* The table lives on across iterations and re-searches. */
		if (e->how != TT_KEPT) {
			int slot = ttable_slot(&st->tt, e->node);
			journal(st, J_TT, slot);
			st->tt.slots[slot] = (struct tt_entry){
				.node = (int32_t)e->node, .move = (int32_t)e->child, .value = e->value,
				.depth = (short)e->old, .bound = (unsigned char)e->bound };
		}
		break;
	case EV_PROBE:
	case EV_ORDER:
	case EV_FAIL:
		break;
	}
	st->step++;
}

/* The ways state_goto can take to step k, and what each costs, in
 * units of clearing or copying one node's state: an entry of the journal
 * undone costs about one, a step replayed about four. */
static size_t way_cost(const struct state *st, enum goto_way w, int k)
{
	size_t nodes = (size_t)st->tree->count, none = SIZE_MAX;
	int i = k / st->checkpoint_steps, count = st->trace->count;
	size_t rest = 4 * (size_t)(k - i * st->checkpoint_steps);       /* after checkpoint i */
	bool history = !st->no_history && i < st->ncheckpoints;
	switch (w) {
	case GOTO_FORWARD:      /* replay from here */
		return k >= st->step ? 4 * (size_t)(k - st->step) : none;
	case GOTO_UNDO:         /* undo back to the checkpoint before k, then replay */
		return k < st->step && history ? undo_cost(st, i) + rest : none;
	case GOTO_RESET:        /* from step 0 */
		return nodes + 4 * (size_t)k;
	case GOTO_END:          /* copy the end, undo back to k's checkpoint, replay */
		if (!st->end)
			return none;
		if (k == count)
			return nodes;
		return history && st->journaled_to == count ?
		       nodes + (st->njournal - st->checkpoints[i].journal) + rest : none;
	}
	return none;
}

void state_goto(struct state *st, int k)
{
	if (k < 0)
		k = 0;
	if (k > st->trace->count)
		k = st->trace->count;
	enum goto_way best = GOTO_FORWARD;
	for (enum goto_way w = GOTO_FORWARD; w <= GOTO_END; w++)
		if (way_cost(st, w, k) < way_cost(st, best, k))
			best = w;
	st->last_way = best;
	switch (best) {
	case GOTO_FORWARD:
		break;
	case GOTO_UNDO:
		undo_to(st, k / st->checkpoint_steps);
		break;
	case GOTO_RESET:
		reset(st);
		break;
	case GOTO_END:
		load_end(st);
		if (k < st->step)
			undo_to(st, k / st->checkpoint_steps);
		break;
	}
	while (st->step < k) {
		/* Past the steps journaled before, each stretch is journaled
		 * as it is first replayed. */
		st->journaling = !st->no_history && st->step >= st->journaled_to;
		if (st->journaling && st->step % st->checkpoint_steps == 0 &&
		    st->step / st->checkpoint_steps == st->ncheckpoints)
			add_checkpoint(st);
		st->epoch = (unsigned)(st->step / st->checkpoint_steps) + 1;
		apply(st, &st->trace->events[st->step]);
		if (st->journaling)
			st->journaled_to = st->step;
	}
	st->journaling = false;
	/* A copy of the end is only ever cheaper than replaying (way_cost)
	 * when the trace has more steps than a quarter of the tree's nodes. */
	if (st->step == st->trace->count && !st->end && !st->no_end &&
	    (size_t)st->tree->count < 4 * (size_t)st->trace->count)
		save_end(st);
}

void state_record(struct state *st)
{
	state_goto(st, st->trace->count);
	state_goto(st, 0);
}

size_t state_history_bytes(const struct state *st)
{
	size_t bytes = st->capjournal * sizeof *st->journal +
		       (size_t)st->capcheckpoints * sizeof *st->checkpoints;
	for (int i = 0; i < st->ncheckpoints; i++)
		bytes += (size_t)st->checkpoints[i].depth * sizeof *st->stack +
			 pv_moves(st) * sizeof *st->pv.moves + ((size_t)st->pv.n + 1) * sizeof (int);
	if (st->end)
		bytes += (size_t)st->tree->count * sizeof *st->nodes +
			 (size_t)(st->end->ntt + st->end->npvtt) * (sizeof (struct tt_entry) + 4);
	return bytes;
}

const struct event *state_event(const struct state *st)
{
	return st->step > 0 ? &st->trace->events[st->step - 1] : NULL;
}

node_id state_current(const struct state *st)
{
	return st->depth ? st->stack[st->depth - 1].node : -1;
}

node_id state_step_node(const struct state *st, node_id *parent)
{
	const struct event *e = state_event(st);
	node_id n = e && e->node >= 0 ? e->node : 0;
	*parent = -1;
	for (int i = st->depth - 1; i >= 0; i--)
		if (st->stack[i].node == n) {
			*parent = i > 0 ? st->stack[i - 1].node : -1;
			return n;
		}
	/* Not on the stack: a leaf or a node that has just returned, to the
	 * node now on top; or the root, its search over. */
	if (n != 0 && st->depth > 0)
		*parent = st->stack[st->depth - 1].node;
	return n;
}

enum draw_state state_node(const struct state *st, node_id n)
{
	for (int i = 0; i < st->depth; i++)
		if (st->stack[i].node == n || st->stack[i].move == n)
			return i == st->depth - 1 ? DRAW_CURRENT : DRAW_PATH;
	/* A position cut off on one path may have been searched on another. */
	if (!st->nodes[n].known && state_pruned(st, n))
		return DRAW_PRUNED;
	return st->nodes[n].known ? DRAW_DONE : DRAW_UNREACHED;
}

bool state_pruned(const struct state *st, node_id n)
{
	/* The last cutoff over n against the last time n's state was made
	 * fresh: entered itself, or forgotten by an ancestor entered again. */
	int cut = 0, fresh = st->nodes[n].entered_at;
	for (node_id a = n; a >= 0; a = st->tree->nodes[a].parent) {
		const struct node_state *as = &st->nodes[a];
		if (as->cut_at > cut)
			cut = as->cut_at;
		if (a != n && as->forgot_at > fresh)
			fresh = as->forgot_at;
	}
	return cut > fresh;
}

enum stop_reason state_stop(const struct state *st, node_id n)
{
	const struct node *nd = &st->tree->nodes[n];
	if (nd->same >= 0)      /* a reference: the search goes on at its node */
		return STOP_NONE;
	return rule_stop(nd->nchildren, nd->depth, st->limited, st->horizon);
}

enum stop_reason state_stop_below(const struct state *st, node_id n)
{
	const struct node *nd = &st->tree->nodes[tree_resolve(st->tree, n)];
	return rule_stop_below(nd->height <= 1, nd->depth, st->limited, st->horizon);
}

bool state_stops_at(const struct state *st, node_id n)
{
	return state_stop(st, n) != STOP_NONE;
}

bool state_at_horizon(const struct state *st, node_id n)
{
	return state_stop(st, n) == STOP_HORIZON;
}

int state_probe_frame(const struct state *st, int i)
{
	for (; i >= 0; i--)
		if (st->stack[i].kind == VISIT_PROBE)
			return i;
	return -1;
}

bool event_is_interesting(const struct event *e, enum visit_kind entered)
{
	return interesting(e, entered);
}

bool state_list_interesting(const struct state *st)
{
	struct interesting_steps *list = st->interesting;
	if (list->listed)
		return true;
	const struct trace *tr = st->trace;
	/* How each ply was last entered: the end of a visit entered as a
	 * probe is where the probe's answer is known.  One pass, the list
	 * growing as it goes: a second pass to count first read every event
	 * again (2.9 million of them for minimax on a million nodes). */
	enum visit_kind entered[TREE_MAX_DEPTH + 1] = { VISIT_SEARCH };
	size_t cap = 64;
	int *steps = malloc(cap * sizeof *steps), n = 0;
	for (int i = 0; steps && i < tr->count; i++) {
		const struct event *e = &tr->events[i];
		int ply = e->ply <= TREE_MAX_DEPTH ? e->ply : TREE_MAX_DEPTH;
		if (e->type == EV_ENTER)
			entered[ply] = e->kind;
		/* Scout: a TEST inside a TEST is one step of its question */
		enum visit_kind k = entered[ply];
		if (k == VISIT_TEST && ply > 0 && entered[ply - 1] == VISIT_TEST)
			k = VISIT_SEARCH;
		if (!interesting(e, k))
			continue;
		if ((size_t)n + 1 == cap) {     /* room for one more */
			int *grown = realloc(steps, 2 * cap * sizeof *grown);
			if (!grown) {
				free(steps);
				steps = NULL;
				break;
			}
			steps = grown;
			cap *= 2;
		}
		steps[n++] = i + 1;     /* step s shows event s-1 */
	}
	if (!steps)
		return false;
	*list = (struct interesting_steps){ steps, n, true };
	return true;
}

int state_interesting_steps(const struct state *st)
{
	return state_list_interesting(st) ? st->interesting->n : -1;
}

int state_find_interesting(const struct state *st, int k, int dir)
{
	if (!state_list_interesting(st))
		return k;
	const int *steps = st->interesting->steps;
	int n = st->interesting->n;
	/* The first interesting step after k, by binary search ... */
	int lo = 0, hi = n;
	while (lo < hi) {
		int mid = lo + (hi - lo) / 2;
		if (steps[mid] <= k)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (dir > 0)
		return lo < n ? steps[lo] : k;
	/* ... and the last one before it. */
	while (lo > 0 && steps[lo - 1] >= k)
		lo--;
	return lo > 0 ? steps[lo - 1] : k;
}
