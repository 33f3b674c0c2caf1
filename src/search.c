/* search.c - the search context and the recording calls. */
#include <config.h>

#include <stdlib.h>

#include "search.h"

static void record(struct search *s, struct event ev, const node_id *ids, int n)
{
	if (s->trace)
		trace_push(s->trace, &ev, ids, n);
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
	if (!s->seen[n]) {
		s->seen[n] = 1;
		s->counts.nodes++;
	}
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
	const struct node *n = &s->tree->nodes[top(s)->node];
	int count = n->nchildren - i - 1;
	node_id *pruned = NULL;

	s->counts.cutoffs += count > 0;
	/* The pruned children are the ones after the i-th, contiguous in
	 * level order. */
	if (s->trace && count > 0 && !(pruned = malloc((size_t)count * sizeof *pruned))) {
		s->trace->out_of_memory = true;
		return;
	}
	for (int k = 0; k < count && pruned; k++)
		pruned[k] = n->first_child + i + 1 + k;
	record(s, (struct event){ .type = EV_CUTOFF, .node = top(s)->node,
		   .child = n->first_child + i, .ply = s->depth - 1, .value = score,
		   .beta = beta, .line = line }, pruned, pruned ? count : 0);
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
	if (len > 1 && s->tree->nodes[row[0]].height > 1)
		s->pv.length[ply] = 1;
	record_row(s, ply, -1, line);
}
