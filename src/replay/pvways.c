/* pvways.c - reading the principal variation the six ways. */
#include <config.h>

#include <stdio.h>
#include <string.h>

#include "tree/i18n.h"
#include "replay/pvways.h"

const struct pv_way_info pv_ways[PV_WAY_COUNT] = {
	[PV_TRIANGULAR] = { "triangular", "PV table" },
	[PV_QUADRATIC] = { "quadratic", "PV table, square" },
	[PV_LINE] = { "line", "A LINE in every frame" },
	[PV_SINGLE] = { "single", "One PV array" },
	[PV_TT] = { "tt", "PV from the table" },
	[PV_PVTT] = { "pvtt", "PV-node table" },
};

int pv_way_find(const char *name)
{
	for (int w = 0; w < PV_WAY_COUNT; w++)
		if (strcmp(pv_ways[w].name, name) == 0)
			return w;
	return -1;
}

static bool is_move(const struct tree *t, node_id from, node_id to)
{
	for (int k = 0; k < t->nodes[from].nchildren; k++)
		if (tree_resolve(t, tree_child(t, from, k)) == to)
			return true;
	return false;
}

/* A reason a PV stops, marked N_(): in the reader's words, or in
 * English (pv_read). */
static const char *said(bool words, const char *msgid) __attribute__((format_arg(2)));

static const char *said(bool words, const char *msgid)
{
	return words ? _(msgid) : msgid;
}

/* Follows best moves from the root through a table's exact entries. */
static void follow_table(const struct state *st, const struct ttable *tt, bool words,
			 struct pv_read *r)
{
	const struct tree *t = st->tree;
	node_id at = 0;
	while (!state_stops_at(st, at) && r->len <= TREE_MAX_DEPTH) {
		const struct tt_entry *e = &tt->slots[ttable_slot(tt, at)];
		if (e->node != at) {
			r->end = PV_SHORT;
			if (e->node < 0)
				/* TRANSLATORS: why a PV read from the table stops; %s
				 * is a node. */
				snprintf(r->why, sizeof r->why, said(words, N_("no entry for %s")),
					 tree_name(t, at));
			else
				/* TRANSLATORS: why a PV read from the table stops; %1$s
				 * is a node, %2$s the other node its slot holds. */
				snprintf(r->why, sizeof r->why, said(words, N_("%1$s's slot holds %2$s")),
					 tree_name(t, at), tree_name(t, e->node));
			return;
		}
		if (e->bound != BOUND_EXACT || e->move < 0) {
			r->end = PV_SHORT;
			if (e->bound != BOUND_EXACT)
				/* TRANSLATORS: why a PV read from the table stops; %s
				 * is a node. */
				snprintf(r->why, sizeof r->why, said(words, N_("%s's entry is only a bound")),
					 tree_name(t, at));
			else
				/* TRANSLATORS: why a PV read from the table stops; %s
				 * is a node. */
				snprintf(r->why, sizeof r->why, said(words, N_("%s's entry is without a "
									      "move")),
					 tree_name(t, at));
			return;
		}
		r->moves[r->len++] = at = e->move;
	}
}

void pv_read(const struct state *st, enum pv_way w, bool words, struct pv_read *r)
{
	const struct tree *t = st->tree;
	memset(r, 0, sizeof *r);
	r->end = PV_FULL;
	switch (w) {
	case PV_TRIANGULAR:
	case PV_QUADRATIC:
	case PV_LINE:
		/* The same lines in three layouts: row 0 is the root's. */
		r->len = st->pv.length[0];
		memcpy(r->moves, pvtable_row(&st->pv, 0), (size_t)r->len * sizeof *r->moves);
		break;
	case PV_SINGLE: {
		/* Read until the search would stop, or the array runs out or
		 * stops making sense. */
		node_id at = 0;
		for (int p = 0; !state_stops_at(st, at) && p <= TREE_MAX_DEPTH; p++) {
			node_id m = st->single[p];
			if (m < 0)
				break;
			if (!is_move(t, at, m)) {
				r->end = PV_BROKEN;
				/* TRANSLATORS: why the PV array reads no PV; %1$s and
				 * %2$s are nodes. */
				snprintf(r->why, sizeof r->why, said(words, N_("%1$s, left by another line, "
									      "is not a move of %2$s")),
					 tree_name(t, m), tree_name(t, at));
				return;
			}
			r->moves[r->len++] = at = m;
		}
		break;
	}
	case PV_TT:
		if (st->tt.size == 0) {
			r->end = PV_UNAVAILABLE;
			snprintf(r->why, sizeof r->why, "%s",
				 /* TRANSLATORS: why no PV is read from the table. */
				 said(words, N_("no transposition table (--tt)")));
			return;
		}
		follow_table(st, &st->tt, words, r);
		return;
	case PV_PVTT:
		follow_table(st, &st->pvtt, words, r);
		return;
	case PV_WAY_COUNT:
		break;
	}
	node_id end = r->len ? r->moves[r->len - 1] : 0;
	if (r->end == PV_FULL && !state_stops_at(st, end)) {
		r->end = PV_SHORT;
		/* TRANSLATORS: why a PV stops short; %s is its last node. */
		snprintf(r->why, sizeof r->why, said(words, N_("nothing below %s")), tree_name(t, end));
	}
}

long pv_way_cells(const struct state *st, enum pv_way w, int depth)
{
	long n = st->pv.n;
	switch (w) {
	case PV_TRIANGULAR:
		return n * (n + 1) / 2;
	case PV_QUADRATIC:
		return n * n;
	case PV_LINE:
		return n * depth;
	case PV_SINGLE:
		return n;
	case PV_TT:
		return st->tt.size;
	case PV_PVTT:
		return st->pvtt.size;
	case PV_WAY_COUNT:
		break;
	}
	return 0;
}
