/* nodetype.c - the expected and the found type of every node at a step
 * (nodetype.h says what each is). */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "replay/nodetype.h"

/* A type is what a visit returned against its window: alpha-beta's, or
 * the null window of Scout's TEST (its EVALs have none, and return exact
 * values, as a PV node does).  Minimax and expectimax have neither. */
bool node_types_apply(const struct algorithm *a)
{
	return !a->no_window || a->tests;
}

const char *node_type_name(enum node_type t)
{
	static const char *const names[] = { "", "PV", "CUT", "ALL" };
	return names[t];
}

char node_type_letter(enum node_type t)
{
	return " PCA"[t];
}

void node_types_free(struct node_types *nt)
{
	free(nt->expected);
	free(nt->found);
	free(nt->before);
	free(nt->returned);
	free(nt->first);
	free(nt->refuter);
	free(nt->pruned);
	free(nt->settled);
	free(nt->alpha);
	free(nt->beta);
	*nt = (struct node_types){ 0 };
}

/* The child of n in the tree that stands for the position c: c itself or
 * a reference to it; -1 when none does. */
static node_id child_for(const struct tree *t, node_id n, node_id c)
{
	for (int k = 0; k < tree_nchildren(t, n); k++)
		if (tree_resolve(t, tree_child(t, n, k)) == c)
			return tree_child(t, n, k);
	return -1;
}

/* A visit under way: where its window and its cutoff are kept until it
 * returns. */
struct visit {
	node_id node, move;
	int alpha, beta;
	node_id cut;
	bool pruned;
	bool settled;           /* a table entry ended it */
};

/* The first event of the search under way at step: after the last
 * EV_ITERATION before it, which starts a depth afresh. */
static int search_start(const struct trace *tr, int step)
{
	for (int i = step - 1; i >= 0; i--)
		if (tr->events[i].type == EV_ITERATION)
			return i + 1;
	return 0;
}

static void finish(struct node_types *nt, node_id n, enum node_type type, int at,
		   const struct visit *v)
{
	if (nt->found[n] != NODE_NONE)
		nt->before[n] = nt->found[n];
	nt->found[n] = (unsigned char)type;
	nt->returned[n] = at;
	nt->refuter[n] = v->cut;
	nt->pruned[n] = v->pruned;
	nt->settled[n] = v->settled;
	nt->alpha[n] = v->alpha;
	nt->beta[n] = v->beta;
}

bool node_types_at(const struct state *st, struct node_types *nt)
{
	const struct tree *t = st->tree;
	const struct trace *tr = st->trace;
	size_t n = (size_t)t->count;
	*nt = (struct node_types){ .count = t->count };
	nt->expected = calloc(n, 1);
	nt->found = calloc(n, 1);
	nt->before = calloc(n, 1);
	nt->returned = malloc(n * sizeof *nt->returned);
	nt->first = malloc(n * sizeof *nt->first);
	nt->refuter = malloc(n * sizeof *nt->refuter);
	nt->pruned = calloc(n, sizeof *nt->pruned);
	nt->settled = calloc(n, sizeof *nt->settled);
	nt->alpha = calloc(n, sizeof *nt->alpha);
	nt->beta = calloc(n, sizeof *nt->beta);
	if (!nt->expected || !nt->found || !nt->before || !nt->returned || !nt->first ||
	    !nt->refuter || !nt->pruned || !nt->settled || !nt->alpha || !nt->beta) {
		node_types_free(nt);
		return false;
	}
	for (node_id i = 0; i < t->count; i++) {
		nt->returned[i] = -1;
		nt->refuter[i] = -1;
		nt->first[i] = t->nodes[i].nchildren ? t->nodes[i].first_child : -1;
	}

	struct visit stack[TREE_MAX_DEPTH + 2];
	int depth = 0;
	bool strict = tr->plan.strict;
	for (int i = search_start(tr, st->step); i < st->step; i++) {
		const struct event *e = &tr->events[i];
		node_id c;
		switch (e->type) {
		case EV_ENTER:
			if (depth > TREE_MAX_DEPTH)
				break;
			stack[depth] = (struct visit){
				.node = e->node, .alpha = e->alpha, .beta = e->beta, .cut = -1,
				.move = tree_move_to(t, depth ? stack[depth - 1].node : -1, e->node) };
			depth++;
			break;
		case EV_LEAF:
		case EV_RETURN:
			if (depth == 0)
				break;
			depth--;
			const struct visit *v = &stack[depth];
			/* A visit's value is set against the window it was
			 * entered with, a leaf's as a node's, whatever bound
			 * the return carries: an exact value a table entry
			 * gives may lie outside the window (MTD(f)'s later
			 * tests), and a root that kept a move without a
			 * re-search (rules.h) returns a bound inside it,
			 * having reached no edge and cut nothing. */
			enum bound b = rule_bound(e->value, v->alpha, v->beta, strict);
			/* A position reached through a transposition is
			 * typed at the move that reached it, the reference:
			 * its place in the tree is another. */
			finish(nt, v->move, rule_found_type(b), i, v);
			break;
		case EV_CUTOFF:
			if (depth) {
				stack[depth - 1].cut = e->child;
				stack[depth - 1].pruned = event_prunes(e);
			}
			break;
		case EV_TT_PROBE:
			if (depth && stack[depth - 1].node == e->node && e->how == TT_CUT)
				stack[depth - 1].settled = true;
			/* fall through */
		case EV_ORDER:
			/* The move the search tries first, when the trace says it
			 * is not the tree's first. */
			if (e->child >= 0 && (c = child_for(t, e->node, e->child)) >= 0)
				nt->first[e->node] = c;
			break;
		default:
			break;
		}
	}

	/* Parents come before their children (level order). */
	nt->expected[0] = NODE_PV;
	for (node_id i = 1; i < t->count; i++) {
		node_id p = t->nodes[i].parent;
		nt->expected[i] = (unsigned char)rule_child_type(nt->expected[p], nt->first[p] == i,
								 tree_turn_passes(t, p, i));
	}
	return true;
}

node_id node_types_move(const struct state *st)
{
	const struct event *e = state_event(st);
	node_id up = st->depth > 0 ? st->stack[st->depth - 1].node : -1;
	return e ? tree_move_to(st->tree, up, e->node) : -1;
}

void node_types_mismatches(const struct node_types *nt, int mismatches[4][4])
{
	memset(mismatches, 0, 16 * sizeof mismatches[0][0]);
	for (int i = 0; i < nt->count; i++)
		if (nt->found[i] != NODE_NONE && nt->found[i] != nt->expected[i])
			mismatches[nt->expected[i]][nt->found[i]]++;
}
