/* search.c - the search context and the recording calls. */
#include <config.h>

#include <stdlib.h>

#include "search.h"

static void record(struct search *s, struct event ev, const node_id *ids, int n)
{
	if (s->trace)
		trace_push(s->trace, &ev, ids, n);
}

/* Adds n to the set: 1 when it was not there yet, 0 when it was, -1 when
 * memory ran out. */
static int nodeset_add(struct nodeset *set, node_id n)
{
	if (set->used * 2 >= set->cap) {
		size_t cap = set->cap ? set->cap * 2 : 1024;
		uint64_t *slots = calloc(cap, sizeof *slots);
		if (!slots)
			return -1;
		for (size_t i = 0; i < set->cap; i++)
			if (set->slots[i]) {
				size_t j = (size_t)(set->slots[i] * 0x9e3779b97f4a7c15ULL) & (cap - 1);
				while (slots[j])
					j = (j + 1) & (cap - 1);
				slots[j] = set->slots[i];
			}
		free(set->slots);
		set->slots = slots;
		set->cap = cap;
	}
	uint64_t key = (uint64_t)n + 1;
	size_t j = (size_t)(key * 0x9e3779b97f4a7c15ULL) & (set->cap - 1);
	while (set->slots[j]) {
		if (set->slots[j] == key)
			return 0;
		j = (j + 1) & (set->cap - 1);
	}
	set->slots[j] = key;
	set->used++;
	return 1;
}

void search_free(struct search *s)
{
	free(s->seen_set.slots);
	free(s->seen);
	pvtable_free(&s->pv);
}

/* A wrong count is worse than none: running out of memory here fails the
 * whole run instead of counting a node as seen. */
static bool first_visit(struct search *s, node_id n)
{
	if (s->gen) {
		int added = nodeset_add(&s->seen_set, n);
		s->out_of_memory |= added < 0;
		return added > 0;
	}
	if (s->seen[n])
		return false;
	s->seen[n] = 1;
	return true;
}

static struct frame *top(struct search *s)
{
	return &s->stack[s->depth - 1];
}

void search_enter(struct search *s, node_id n, int alpha, int beta, int line)
{
	int ply = s->depth;
	s->stack[s->depth++] = (struct frame){ n, alpha, beta };
	pvtable_clear(&s->pv, ply);
	s->counts.visits++;
	s->counts.nodes += first_visit(s, n);
	record(s, (struct event){ .type = EV_ENTER, .node = n, .child = -1, .ply = ply,
		   .alpha = alpha, .beta = beta, .kind = s->next_visit, .line = line }, NULL, 0);
	s->next_visit = VISIT_SEARCH;
}

int search_leaf(struct search *s, int value, int line)
{
	struct frame *f = top(s);
	s->counts.leaves++;
	record(s, (struct event){ .type = EV_LEAF, .node = f->node, .child = -1,
		   .ply = s->depth - 1, .value = value, .line = line }, NULL, 0);
	s->depth--;
	return value;
}

int search_return(struct search *s, int value, int line)
{
	struct frame *f = top(s);
	enum bound b = value <= f->alpha ? BOUND_UPPER :
		       value >= f->beta ? BOUND_LOWER : BOUND_EXACT;
	record(s, (struct event){ .type = EV_RETURN, .node = f->node, .child = -1,
		   .ply = s->depth - 1, .value = value, .bound = b, .line = line }, NULL, 0);
	s->depth--;
	return value;
}

void search_raise(struct search *s, node_id child, int old, int now, int line)
{
	record(s, (struct event){ .type = EV_RAISE, .node = top(s)->node, .child = child,
		   .ply = s->depth - 1, .old = old, .value = now, .line = line }, NULL, 0);
}

void search_cutoff(struct search *s, int i, int score, int beta, int line)
{
	node_id n = top(s)->node;
	int count = children(s, n) - i - 1;
	node_id *pruned = NULL;

	s->counts.cutoffs += count > 0;
	if (!s->trace)
		return;
	if (count > 0 && !(pruned = malloc((size_t)count * sizeof *pruned))) {
		s->trace->out_of_memory = true;
		return;
	}
	for (int k = 0; k < count; k++)
		pruned[k] = child_of(s, n, i + 1 + k);
	record(s, (struct event){ .type = EV_CUTOFF, .node = n, .child = child_of(s, n, i),
		   .ply = s->depth - 1, .value = score, .beta = beta, .line = line }, pruned, count);
	free(pruned);
}

void search_probe(struct search *s, node_id child, int alpha, int line)
{
	s->next_visit = VISIT_PROBE;
	record(s, (struct event){ .type = EV_PROBE, .node = top(s)->node, .child = child,
		   .ply = s->depth - 1, .alpha = alpha, .beta = alpha + 1, .line = line }, NULL, 0);
}

void search_research(struct search *s, node_id child, int score, int old,
		     int alpha, int beta, int line)
{
	s->next_visit = VISIT_RESEARCH;
	s->counts.researches++;
	record(s, (struct event){ .type = EV_RESEARCH, .node = top(s)->node, .child = child,
		   .ply = s->depth - 1, .value = score, .old = old, .alpha = alpha, .beta = beta,
		   .line = line }, NULL, 0);
}

static void record_row(struct search *s, int ply, node_id child, int line)
{
	record(s, (struct event){ .type = EV_PV, .node = top(s)->node, .child = child,
		   .ply = ply, .line = line }, pvtable_row(&s->pv, ply), s->pv.length[ply]);
}

void search_pv_update(struct search *s, int ply, node_id child, int line)
{
	pvtable_update(&s->pv, ply, child);
	record_row(s, ply, child, line);
}

/* Keeps only the proven start of the row at ply, after a NegaScout
 * re-search of the node there failed low.  The node's true value is then
 * exactly the re-search's bound, so the move that refuted the re-search
 * scored exactly that and is a best move.  Below it the row was built from
 * bounds, and is kept only when all of that move's children are leaves,
 * whose scores are exact. */
void search_pv_trim(struct search *s, int ply, int line)
{
	const node_id *row = pvtable_row(&s->pv, ply);
	int len = s->pv.length[ply];
	if (len > 1 && !near_leaves(s, row[0]))
		s->pv.length[ply] = 1;
	record_row(s, ply, -1, line);
}
