/* search.c - the search context and the recording calls. */
#include <config.h>

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "search/search.h"

/* Adds an event to the trace.  A macro, so that a search with no trace
 * (statistics mode) does not even build the event. */
#define record(s, ...) do { if ((s)->trace) record_event((s)->trace, __VA_ARGS__); } while (0)

static void record_event(struct trace *tr, struct event ev, const node_id *ids, int n)
{
	trace_push(tr, &ev, ids, n);
}

/* The blocks of the thread's last search, for its next: --stats searches
 * thousands of trees, and fresh blocks would be mapped and page-faulted
 * anew for each (search_cache_free frees them). */
static _Thread_local struct arena spare;

static void arena_free(struct arena *a)
{
	for (int i = 0; i < a->nblocks; i++)
		free(a->blocks[i]);
	free(a->blocks);
	*a = (struct arena){ 0 };
}

void search_cache_free(void)
{
	arena_free(&spare);
}

/* Takes size bytes (at most ARENA_BLOCK) from the arena, zeroed; returns
 * their position, or SIZE_MAX when memory runs out. */
static size_t arena_take(struct arena *a, size_t size)
{
	size = (size + 15) & ~(size_t)15;       /* positions stay multiples of 16 */
	if (!a->blocks && spare.blocks) {
		*a = spare;
		a->cur = 0;
		a->used = 0;
		spare = (struct arena){ 0 };
	}
	if (a->cur < a->nblocks && a->used + size > ARENA_BLOCK) {
		a->cur++;
		a->used = 0;
	}
	if (a->cur == a->nblocks) {
		if (a->nblocks == a->capacity) {
			int cap = a->capacity ? 2 * a->capacity : 16;
			char **b = realloc(a->blocks, (size_t)cap * sizeof *b);
			if (!b)
				return SIZE_MAX;
			a->blocks = b;
			a->capacity = cap;
		}
		if (!(a->blocks[a->nblocks] = malloc(ARENA_BLOCK)))
			return SIZE_MAX;
		a->nblocks++;
	}
	size_t pos = arena_position(a);
	/* 16 bytes at a time, inline: a set of records is a few dozen bytes,
	 * for which a call of memset costs more than the zeroing does. */
	for (char *p = a->blocks[a->cur] + a->used, *end = p + size; p < end; p += 16)
		memset(p, 0, 16);
	a->used += size;
	return pos;
}

void search_free(struct search *s)
{
	if (!spare.blocks)
		spare = s->arena;
	else
		arena_free(&s->arena);
	s->arena = (struct arena){ 0 };
	free(s->seen);
	pvtable_free(&s->pv);
}

/* Has n been entered before?  A flag per node. */
bool search_first_visit(struct search *s, node_id n)
{
	if (s->seen[n])
		return false;
	s->seen[n] = 1;
	return true;
}


/* The records of the children of v, the node at ply - 1.  A wrong count
 * is worse than none: running out of memory fails the run instead. */
bool search_make_kids(struct search *s, struct visited *v, int ply)
{
	size_t pos = arena_take(&s->arena, (size_t)s->gen->branching * sizeof *v);
	if (pos == SIZE_MAX || pos / 16 >= UINT32_MAX) {
		s->out_of_memory = true;
		return false;
	}
	v->kids = (uint32_t)(pos / 16) + 1;
	/* Moving on from a child must not give them back. */
	s->mark[ply] = arena_position(&s->arena);
	return true;
}

void search_record_enter(struct search *s, int line)
{
	struct frame *f = search_top(s);
	node_id n = f->node;
	int ply = s->depth - 1;
	record(s, (struct event){ .type = EV_ENTER, .node = n, .child = -1, .ply = ply,
		   .alpha = f->alpha, .beta = f->beta, .kind = s->next_visit, .line = line }, NULL, 0);
	/* On the carried PV, its move is searched first (child_of): say so
	 * where that changes the tree's order. */
	int m = s->tree_order ? -1 : carried_index(s, n);
	f->first = m;
	if (m > 0)
		record(s, (struct event){ .type = EV_ORDER, .node = n, .child = child_of(s, n, 0),
			   .ply = ply, .value = m, .line = line }, NULL, 0);
}

void search_record(struct search *s, enum event_type type, node_id child, int value,
		   int old, int line)
{
	const struct frame *f = search_top(s);
	/* A leaf the table settled (only MT keeps leaves there) returns its
	 * exact value, whatever the window; a root that kept a move without
	 * a re-search (rules.h) knows only a lower bound. */
	enum bound b = type != EV_RETURN || is_leaf(s, f->node) ? BOUND_EXACT :
		       root_is_bound(s) ? BOUND_LOWER :
		       rule_bound(value, f->alpha, f->beta, s->strict);
	record(s, (struct event){ .type = type, .node = f->node, .child = child,
		   .ply = s->depth - 1, .value = value, .old = old, .bound = b, .line = line }, NULL, 0);
}

void search_record_cutoff(struct search *s, int i, int score, int beta, int line)
{
	node_id n = search_top(s)->node;
	int from = search_cut_from(s, i), count = children(s, n) - from;
	node_id *pruned = NULL;
	if (count > 0 && !(pruned = malloc((size_t)count * sizeof *pruned))) {
		s->trace->out_of_memory = true;
		return;
	}
	for (int k = 0; k < count; k++)     /* as moves: a reference is cut, not its node */
		pruned[k] = move_of(s, n, from + k);
	record(s, (struct event){ .type = EV_CUTOFF, .node = n, .child = child_of(s, n, i),
		   .ply = s->depth - 1, .value = score, .beta = beta, .line = line }, pruned, count);
	free(pruned);
}

void search_record_probe(struct search *s, node_id child, int alpha, int line)
{
	record(s, (struct event){ .type = EV_PROBE, .node = search_top(s)->node, .child = child,
		   .ply = s->depth - 1, .alpha = alpha, .beta = null_beta(s, alpha), .line = line }, NULL, 0);
}

void search_record_research(struct search *s, node_id child, int score, int old,
			    int alpha, int beta, int line)
{
	record(s, (struct event){ .type = EV_RESEARCH, .node = search_top(s)->node, .child = child,
		   .ply = s->depth - 1, .value = score, .old = old, .alpha = alpha, .beta = beta,
		   .line = line }, NULL, 0);
}

/* old: the row's length before this change, so a trim can say what it
 * removed. */
void search_record_row(struct search *s, int ply, node_id child, int old, int line)
{
	record(s, (struct event){ .type = EV_PV, .node = search_top(s)->node, .child = child,
		   .ply = ply, .old = old, .line = line }, pvtable_row(&s->pv, ply), s->pv.length[ply]);
}

/* Keeps only the proven start of the row at ply, after a NegaScout
 * re-search of the node there failed low.  The node's true value is then
 * exactly the re-search's bound, so the move that refuted the re-search
 * scored exactly that and is a best move.  Below it the row was built from
 * bounds, and is kept only when the search stops at all of that move's
 * children (leaves, or at the horizon), whose scores are exact. */
void search_pv_trim(struct search *s, int ply, int line)
{
	const node_id *row = pvtable_row(&s->pv, ply);
	int len = s->pv.length[ply];
	if (len > 1 && stop_below(s, row[0]) == STOP_NONE)
		s->pv.length[ply] = 1;
	search_record_row(s, ply, -1, len, line);
}

/* ---- The root's tricks (rules.h) ------------------------------------- */

bool search_root_defers(struct search *s, int i, node_id child, int score, int alpha,
			int line)
{
	struct frame *f = search_top(s);
	bool last = i + 1 == children(s, f->node);
	enum root_trick how = rule_root_probe(s->root_last_null, s->root_delay_research, last,
					      s->root_kept != 0);
	if (how == ROOT_RESEARCH)
		return false;
	node_id kept = how == ROOT_SECOND ? child_of(s, f->node, s->root_kept - 1) : child;
	record(s, (struct event){ .type = EV_ROOT, .node = f->node, .child = kept, .ply = 0,
	       .value = score, .old = child, .alpha = alpha, .beta = null_beta(s, alpha),
	       .how = how, .line = line }, NULL, 0);
	if (how == ROOT_SECOND) {
		/* Search the kept move again, then come back to this one. */
		s->root_goto = s->root_kept;
		s->root_back = i + 1;
		return true;
	}
	s->root_kept = i + 1;
	s->root_kept_score = score;
	f->best = child;
	/* The probe proved no line below the move: the PV is the move alone. */
	pvtable_clear(&s->pv, 1);
	search_pv_update(s, 0, child, line);
	return true;
}

bool search_root_resolves(struct search *s, int i, int alpha, int beta, int line)
{
	if (i + 1 != s->root_kept)
		return false;
	node_id child = child_of(s, search_top(s)->node, i);
	s->root_goto = s->root_back;    /* then back to the second fail high */
	s->root_back = 0;
	s->root_kept = 0;
	search_research(s, child, s->root_kept_score, alpha, alpha, beta, line);
	return true;
}

int search_root_goto(struct search *s)
{
	int i = s->root_goto - 1;
	s->root_goto = 0;
	return i;
}

/* ---- The transposition table ---------------------------------------- */

/* How many plies a search of the current node looks ahead (rules.h). */
static int draft(const struct search *s)
{
	node_id n = s->stack[s->depth - 1].node;
	return rule_draft(s->depth - 1, s->tree->nodes[n].height, s->limited, s->horizon);
}

bool search_tt_cut(struct search *s, int *v, int line)
{
	if (!s->tt)
		return false;
	struct frame *f = search_top(s);
	const struct tt_entry *e = &s->tt->slots[ttable_slot(s->tt, f->node)];
	enum tt_probe how;
	node_id move = -1;
	if (e->node < 0) {
		how = TT_EMPTY;
	} else if (e->node != f->node) {
		how = TT_OTHER;
	} else {
		/* The entry's move goes first, unless the carried PV's does. */
		for (int k = 0; f->first < 0 && !s->tree_order && e->move >= 0 &&
				k < children(s, f->node); k++)
			if (tree_resolve(s->tree, tree_child(s->tree, f->node, k)) == e->move) {
				f->first = k;
				move = e->move;
			}
		bool settles = e->bound == BOUND_EXACT ||
			       (e->bound == BOUND_LOWER && fails_high(s, e->value, f->beta)) ||
			       (e->bound == BOUND_UPPER && fails_low(s, e->value, f->alpha));
		if (!rule_deep_enough(e->depth, draft(s)))
			how = TT_SHALLOW;
		else if (!settles)
			how = TT_OPEN;
		else if (s->depth == 1)
			how = TT_ROOT;
		else if (e->bound == BOUND_EXACT && s->tt_pv_ignore_exact &&
			 f->beta > null_beta(s, f->alpha))      /* wider than a null window */
			how = TT_IGNORED;
		else
			how = TT_CUT;
	}
	s->counts.tt_hits += how == TT_CUT;
	node_id other = e->node;
	record(s, (struct event){ .type = EV_TT_PROBE, .node = f->node,
		   .child = how == TT_CUT ? -1 : move,
		   .ply = s->depth - 1, .value = e->value, .bound = e->bound, .old = e->depth,
		   .alpha = f->alpha, .beta = f->beta, .how = how, .line = line },
	       &other, how == TT_OTHER);
	if (how == TT_CUT)      /* fail-soft MT keeps the bound as it is */
		*v = s->tt_soft ? e->value : rule_clamp(e->value, f->alpha, f->beta, s->strict);
	return how == TT_CUT;
}

int search_tt_store(struct search *s, int value, int line)
{
	if (!s->tt)
		return value;
	const struct frame *f = search_top(s);
	struct tt_entry *e = &s->tt->slots[ttable_slot(s->tt, f->node)];
	int d = draft(s);
	node_id other = e->node;
	enum tt_store how = other < 0 ? TT_NEW : other == f->node ? TT_UPDATED :
			    s->tt_depth_preferred && e->depth > d ? TT_KEPT : TT_REPLACED;
	/* A leaf's value is exact whatever the window (only MT stores one). */
	enum bound b = is_leaf(s, f->node) ? BOUND_EXACT : root_is_bound(s) ? BOUND_LOWER :
		       rule_bound(value, f->alpha, f->beta, s->strict);
	if (how != TT_KEPT)
		*e = (struct tt_entry){ .node = (int32_t)f->node, .move = (int32_t)f->best,
					.value = value, .depth = (short)d, .bound = b };
	record(s, (struct event){ .type = EV_TT_STORE, .node = f->node, .child = f->best,
		   .ply = s->depth - 1, .value = value, .bound = b, .old = d, .how = how,
		   .line = line }, &other, how == TT_REPLACED || how == TT_KEPT);
	return value;
}

/* ---- MT's searches of the root (mtdf.c) ---------------------------- */

void search_pass(struct search *s, int gamma, int line)
{
	s->counts.passes++;
	record(s, (struct event){ .type = EV_PASS, .node = 0, .child = -1,
		   .value = (int)s->counts.passes, .alpha = gamma - 1, .beta = gamma,
		   .line = line }, NULL, 0);
}

/* The bound g is: a lower one when the search failed high (g >= gamma),
 * else an upper one. */
void search_pass_end(struct search *s, int g, int gamma, int lower, int upper, int line)
{
	record(s, (struct event){ .type = EV_PASS_END, .node = 0, .child = -1, .value = g,
		   .old = gamma, .bound = g >= gamma ? BOUND_LOWER : BOUND_UPPER,
		   .alpha = lower, .beta = upper, .line = line }, NULL, 0);
}

/* ---- The max/min form: at a MIN node a score v is -v in negamax, and a
 * window (a, b) is (-b, -a). */

static bool top_is_max(const struct search *s)
{
	return is_max(s, s->stack[s->depth - 1].node);
}

void search_enter_mm(struct search *s, node_id n, int a, int b, int line)
{
	if (is_max(s, n))
		search_enter(s, n, a, b, line);
	else
		search_enter(s, n, -b, -a, line);
}

int search_leaf_mm(struct search *s, int value, int line)
{
	search_leaf(s, top_is_max(s) ? value : -value, line);
	return value;
}

int search_return_mm(struct search *s, int value, int line)
{
	search_return(s, top_is_max(s) ? value : -value, line);
	return value;
}

/* The event's old says whether the value was rounded (trace.h). */
int search_return_about_mm(struct search *s, int value, bool rounded, int line)
{
	if (s->trace)
		search_record(s, EV_RETURN, -1, top_is_max(s) ? value : -value, rounded, line);
	s->depth--;
	return value;
}

void search_raise_mm(struct search *s, node_id child, int old, int now, int line)
{
	if (top_is_max(s))
		search_raise(s, child, old, now, line);
	else
		search_raise(s, child, -old, -now, line);
}

void search_cutoff_mm(struct search *s, int i, int score, int bound, int line)
{
	if (top_is_max(s))
		search_cutoff(s, i, score, bound, line);
	else
		search_cutoff(s, i, -score, -bound, line);
}

void search_probe_mm(struct search *s, node_id child, int a, int line)
{
	search_probe(s, child, top_is_max(s) ? a : -null_beta(s, a), line);
}

void search_research_mm(struct search *s, node_id child, int score, int a,
			int lo, int hi, int line)
{
	if (top_is_max(s))
		search_research(s, child, score, a, lo, hi, line);
	else
		search_research(s, child, -score, -null_beta(s, a), -hi, -lo, line);
}

bool search_tt_cut_mm(struct search *s, int *v, int line)
{
	bool max_node = top_is_max(s);
	if (!search_tt_cut(s, v, line))
		return false;
	*v = max_node ? *v : -*v;
	return true;
}

int search_tt_store_mm(struct search *s, int value, int line)
{
	search_tt_store(s, top_is_max(s) ? value : -value, line);
	return value;
}

/* ---- Pearl's Scout (scout.c): TEST's yes or no as a null window.
 * TEST(n, v, >) asks "is n worth more than v?": the null window (v, v + 1)
 * asks the same, and its fail-hard answers say it, v + 1 ("v + 1 or
 * more": yes) and v ("v or less": no).  TEST(n, v, >=) asks "is n worth v
 * or more?", the window (v - 1, v).  In the strict convention a null
 * window has a third, exact answer, which a yes or no cannot give: Scout
 * refuses --strict (plan.c). */

void search_test_mm(struct search *s, node_id n, int v, bool or_equal, int line)
{
	s->next_visit = VISIT_TEST;
	if (or_equal)
		search_enter_mm(s, n, null_alpha(s, v), v, line);
	else
		search_enter_mm(s, n, v, null_beta(s, v), line);
}

bool search_answer_mm(struct search *s, bool yes, int line)
{
	/* Yes is a fail high for MAX: in negamax, for MIN, a fail low. */
	const struct frame *f = search_top(s);
	search_return(s, yes == top_is_max(s) ? f->beta : f->alpha, line);
	return yes;
}

void search_test_cut(struct search *s, int i, int line)
{
	/* The child's answer makes the node fail high for its mover: its
	 * score (a leaf's value, or a TEST's fail-hard answer) reaches beta. */
	node_id n = search_top(s)->node, c = child_of(s, n, i);
	int score = turn_passes(s, n, c) ? -s->returned : s->returned;
	search_cutoff(s, i, score, search_top(s)->beta, line);
}

void search_eval_again_mm(struct search *s, node_id child, int v, bool or_equal, int line)
{
	/* At MAX, TEST(child, v, >) said yes: v + 1 or more.  At MIN,
	 * TEST(child, v, >=) said no: v - 1 or less.  (MAX's point of view.) */
	if (or_equal)
		search_research_mm(s, child, null_alpha(s, v), null_alpha(s, v), -INF, INF, line);
	else
		search_research_mm(s, child, null_beta(s, v), v, -INF, INF, line);
}
