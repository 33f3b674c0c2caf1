/* test_transpose.c - trees with transpositions (@NAME) and the
 * transposition table.
 *
 * The check that matters is independent of how treestep follows a
 * reference: a tree with transpositions searches exactly like the same
 * tree written out in full, each reference replaced by a copy of its
 * position's subtree.  So every algorithm must enter, in the same order
 * and with the same windows, the same positions in both; and the count
 * of nodes must be the number of distinct positions among those entries,
 * read off the copies' names. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testlib.h"
#include "search/ttable.h"
#include "replay/pvways.h"
#include "replay/state.h"

/* "P12.3" and "P12" and "@P12" all name position P12. */
static void position_of(const char *name, char *out, size_t len)
{
	snprintf(out, len, "%s", name + (name[0] == '@'));
	char *dot = strchr(out, '.');
	if (dot)
		*dot = '\0';
}

static bool same_position(const char *a, const char *b)
{
	char x[NODE_NAME_SIZE], y[NODE_NAME_SIZE];
	position_of(a, x, sizeof x);
	position_of(b, y, sizeof y);
	return strcmp(x, y) == 0;
}

static long distinct_positions(const struct tree *t, const struct trace *tr)
{
	char (*seen)[NODE_NAME_SIZE] = calloc((size_t)t->count, sizeof *seen);
	long n = 0;
	for (int i = 0; i < tr->count; i++) {
		if (tr->events[i].type != EV_ENTER)
			continue;
		char p[NODE_NAME_SIZE];
		position_of(tree_name(t, tr->events[i].node), p, sizeof p);
		bool found = false;
		for (long k = 0; k < n && !found; k++)
			found = strcmp(seen[k], p) == 0;
		if (!found)
			snprintf(seen[n++], sizeof seen[0], "%s", p);
	}
	free(seen);
	return n;
}

/* Event by event, the two searches do the same thing at the same
 * positions; the pruned moves name the same positions too. */
static void assert_same_search(const struct tree *a, const struct trace *x, const struct tree *b,
			       const struct trace *y, const char *algo, const char *text)
{
	if (x->count != y->count)
		fail_msg("%s: %d events with transpositions, %d unfolded, on\n%s", algo, x->count,
			 y->count, text);
	for (int i = 0; i < x->count; i++) {
		const struct event *e = &x->events[i], *f = &y->events[i];
		if (e->type != f->type || !same_position(tree_name(a, e->node), tree_name(b, f->node)) ||
		    e->alpha != f->alpha || e->beta != f->beta || e->value != f->value ||
		    trace_list(x, e).n != trace_list(y, f).n || e->ply != f->ply)
			fail_msg("%s: event %d differs (%s and %s) on\n%s", algo, i + 1,
				 tree_name(a, e->node), tree_name(b, f->node), text);
		for (int k = 0; k < trace_list(x, e).n; k++)
			if (!same_position(tree_name(a, event_list_at(trace_list(x, e), k)),
					   tree_name(b, event_list_at(trace_list(y, f), k))))
				fail_msg("%s: event %d lists %s against %s on\n%s", algo, i + 1,
					 tree_name(a, event_list_at(trace_list(x, e), k)),
					 tree_name(b, event_list_at(trace_list(y, f), k)), text);
	}
}

static void test_random_transpositions(void **state)
{
	(void)state;
	uint64_t seed = 20261123;
	int trees = 0;
	long references = 0;
	for (int branching = 1; branching <= 4; branching++)
	for (int depth = 2; depth <= 6; depth++)
	for (int k = 0; k < 100; k++) {
		char *dag, *unfolded;
		random_transposed(&seed, branching, depth, k % 2 ? 3 : 100, k % 4 != 1, &dag,
				  &unfolded);
		struct tree t, u;
		load_text(&t, dag);
		load_text(&u, unfolded);
		references += t.references;
		int expect = reference_value(&u, 0);
		assert_int_equal(reference_value(&t, 0), expect);
		for (int a = 0; a < algorithm_count; a++) {
			struct trace x, y;
			struct result r, s;
			struct counts replay;
			run_traced(algorithms[a].name, &t, &x, &r);
			run_traced(algorithms[a].name, &u, &y, &s);
			if (r.value != expect)
				fail_msg("%s returns %d, minimax %d, on\n%s", algorithms[a].name, r.value,
					 expect, dag);
			if (algorithms[a].needs_table) {
				/* MT's table is keyed by position: on the unfolded
				 * tree a copy is a node of its own, and the searches
				 * differ (test_mtd.c checks MT on these trees). */
				trace_free(&x);
				trace_free(&y);
				continue;
			}
			assert_same_search(&t, &x, &u, &y, algorithms[a].name, dag);
			assert_int_equal(r.counts.visits, s.counts.visits);
			assert_int_equal(r.counts.leaves, s.counts.leaves);
			assert_int_equal(r.counts.cutoffs, s.counts.cutoffs);
			assert_int_equal(r.counts.researches, s.counts.researches);
			assert_int_equal(r.counts.nodes, distinct_positions(&u, &y));
			assert_true(trace_counts(&x, &t, x.count, &replay));
			assert_memory_equal(&replay, &r.counts, sizeof replay);
			assert_int_equal(r.pvlen, s.pvlen);
			for (int i = 0; i < r.pvlen; i++)
				assert_true(same_position(tree_name(&t, r.pv[i]), tree_name(&u, s.pv[i])));
			trace_free(&x);
			trace_free(&y);
		}
		tree_free(&t);
		tree_free(&u);
		free(dag);
		free(unfolded);
		trees++;
	}
	assert_true(references > trees);       /* the generator does make transpositions */
	print_message("# %d random trees with %ld transpositions\n", trees, references);
}

/* ---- The transposition table ------------------------------------------ */

/* Alpha-beta with a transposition table as textbooks write it: in max/min
 * form, values from MAX's point of view, entries probed before a node's
 * children and stored after them, the entry's move tried first.  Only the
 * slot function is shared with treestep: it is the table's definition. */
struct ref_tt {
	struct tt_entry *slots;
	int size;
	bool depth_preferred;
	long visits, leaves, hits;
};

static int ref_alphabeta_tt(const struct tree *t, struct ref_tt *r, node_id n, int ply, int alpha,
			    int beta)
{
	const struct node *nd = &t->nodes[n];
	r->visits++;
	if (nd->nchildren == 0) {
		r->leaves++;
		return nd->value;
	}
	struct ttable shape = { r->slots, r->size, false };
	struct tt_entry *e = &r->slots[ttable_slot(&shape, n)];
	node_id first = -1;
	if (e->node == n) {
		first = e->move;
		bool settles = e->bound == BOUND_EXACT || (e->bound == BOUND_LOWER && e->value >= beta) ||
			       (e->bound == BOUND_UPPER && e->value <= alpha);
		if (ply > 0 && e->depth >= nd->height && settles) {
			r->hits++;
			return e->value < alpha ? alpha : e->value > beta ? beta : e->value;
		}
	}
	node_id order[64];
	int k = 0;
	if (first >= 0)
		order[k++] = first;
	for (int i = 0; i < nd->nchildren; i++) {
		node_id c = tree_resolve(t, nd->first_child + i);
		if (c != first)
			order[k++] = c;
	}
	int a = alpha, b = beta, v = 0;
	node_id best = -1;
	bool cut = false;
	for (int i = 0; i < k && !cut; i++) {
		int score = ref_alphabeta_tt(t, r, order[i], ply + 1, a, b);
		if (nd->is_max ? score >= b : score <= a) {
			best = order[i];
			cut = true;
		} else if (nd->is_max ? score > a : score < b) {
			best = order[i];
			*(nd->is_max ? &a : &b) = score;
		}
	}
	v = nd->is_max ? (cut ? b : a) : (cut ? a : b);
	if (!(e->node >= 0 && e->node != n && r->depth_preferred && e->depth > nd->height))
		*e = (struct tt_entry){ .node = (int32_t)n, .move = (int32_t)best, .value = v,
					.depth = (short)nd->height,
					.bound = v <= alpha ? BOUND_UPPER : v >= beta ? BOUND_LOWER :
						 BOUND_EXACT };
	return v;
}

/* A line of best play as far as it goes: every move a move of the node
 * before it, to a position worth the root's minimax value.  (A search's
 * PV, and each way of collecting it.) */
static void assert_best_play(const struct tree *t, const node_id *moves, int len, int value,
			     const char *what, const char *text)
{
	node_id at = 0;
	for (int i = 0; i < len; i++) {
		bool move = false;
		for (int k = 0; k < t->nodes[at].nchildren; k++)
			move |= tree_resolve(t, t->nodes[at].first_child + k) == moves[i];
		if (!move || reference_value(t, moves[i]) != value)
			fail_msg("%s: move %d, %s, is not best play on\n%s", what, i + 1,
				 tree_name(t, moves[i]), text);
		at = moves[i];
	}
}

/* Thousands of random trees with transpositions, every algorithm with
 * tables of many sizes (one entry: every position fights for it), both
 * replacement schemes, both ways with exact entries at PV nodes and both
 * conventions of the cut rule (--strict): the
 * value is always minimax's, the PV plays best moves as far as it goes,
 * the trace replays to the search's counts, and alpha-beta enters exactly
 * as many nodes, with as many hits, as the textbook alpha-beta with a
 * table. */
static void test_random_tables(void **state)
{
	(void)state;
	uint64_t seed = 7;
	static const int sizes[] = { 1, 2, 3, 5, 16, 1024 };
	int trees = 0;
	long hits = 0, kept = 0;
	for (int k = 0; k < 600; k++) {
		char *dag, *unfolded;
		random_transposed(&seed, 2 + k % 3, 3 + k % 4, k % 2 ? 3 : 100, k % 4 != 1, &dag,
				  &unfolded);
		struct tree t;
		load_text(&t, dag);
		int expect = reference_value(&t, 0);
		for (int z = 0; z < 6; z++)
		for (int how = 0; how < 8; how++) {
			/* how & 4: the strict convention (rules.h), whose
			 * bounds the table must read its own way. */
			struct plan p = { .tt_size = sizes[z], .tt_depth_preferred = how & 1,
					  .tt_pv_ignore_exact = how & 2, .strict = how & 4 };
			for (int a = 0; a < algorithm_count; a++) {
				struct trace tr;
				struct result r;
				struct counts replay;
				if (p.strict && algorithms[a].needs_table)      /* refused: plan.c */
					continue;
				trace_init(&tr);
				assert_true(algorithm_run_plan(&algorithms[a], &t, &p, &tr, &r));
				if (r.value != expect)
					fail_msg("%s --tt %d (%d) returns %d, minimax %d, on\n%s",
						 algorithms[a].name, sizes[z], how, r.value, expect, dag);
				assert_best_play(&t, r.pv, r.pvlen, r.value, algorithms[a].name, dag);
				assert_true(trace_counts(&tr, &t, tr.count, &replay));
				assert_memory_equal(&replay, &r.counts, sizeof replay);
				hits += r.counts.tt_hits;
				for (int i = 0; i < tr.count; i++)
					kept += tr.events[i].type == EV_TT_STORE && tr.events[i].how == TT_KEPT;
				if (strcmp(algorithms[a].name, "alphabeta") == 0 && !(how & 6)) {
					struct ref_tt ref = { calloc((size_t)sizes[z], sizeof *ref.slots),
							      sizes[z], how & 1, 0, 0, 0 };
					for (int i = 0; i < sizes[z]; i++)
						ref.slots[i] = (struct tt_entry){ .node = -1, .move = -1 };
					assert_int_equal(ref_alphabeta_tt(&t, &ref, 0, 0, -INF, INF), expect);
					if (ref.visits != r.counts.visits || ref.leaves != r.counts.leaves ||
					    ref.hits != r.counts.tt_hits)
						fail_msg("alphabeta --tt %d%s: visits %ld, leaves %ld, hits %ld; "
							 "the textbook: %ld, %ld, %ld; on\n%s", sizes[z],
							 how & 1 ? " depth" : "", r.counts.visits,
							 r.counts.leaves, r.counts.tt_hits, ref.visits,
							 ref.leaves, ref.hits, dag);
					free(ref.slots);
				}
				trace_free(&tr);
			}
		}
		tree_free(&t);
		free(dag);
		free(unfolded);
		trees++;
	}
	assert_true(hits > 0 && kept > 0);
	print_message("# %d random trees, %ld table hits, %ld entries kept by depth\n", trees, hits,
		      kept);
}

static void run_plan(const char *algo, const struct tree *t, const struct plan *p,
		     struct trace *tr, struct result *r)
{
	trace_init(tr);
	assert_true(algorithm_run_plan(algorithm_find(algo), t, p, tr, r));
}

/* The first table event of a kind at a node, or NULL. */
static const struct event *tt_event(const struct trace *tr, const struct tree *t,
				    enum event_type type, int how, const char *node)
{
	for (int i = 0; i < tr->count; i++) {
		const struct event *e = &tr->events[i];
		if (e->type == type && e->how == how && strcmp(tree_name(t, e->node), node) == 0)
			return e;
	}
	return NULL;
}

static const char *pv_text(const struct tree *t, const struct result *r, char *buf, size_t len)
{
	buf[0] = '\0';
	for (int i = 0; i < r->pvlen; i++)
		snprintf(buf + strlen(buf), len - strlen(buf), "%s%s", i ? " " : "", tree_name(t, r->pv[i]));
	return buf;
}

/* The sample worked by hand: a then c and c then a reach ac.  With a
 * table, ac's second visit is a hit on its exact entry (5, searched one
 * ply deep), and the PV collected in the triangle stops at ac; ignoring
 * exact entries at PV nodes brings back the full line. */
static void test_short_pv(void **state)
{
	(void)state;
	struct tree t;
	struct trace tr;
	struct result r;
	char pv[128];
	load_path(&t, "trees/transposition.tree");
	struct plan p = { .tt_size = 8 };
	run_plan("alphabeta", &t, &p, &tr, &r);
	const struct event *hit = tt_event(&tr, &t, EV_TT_PROBE, TT_CUT, "ac");
	assert_non_null(hit);
	assert_int_equal(hit->value, 5);
	assert_int_equal(hit->bound, BOUND_EXACT);
	assert_int_equal(hit->old, 1);
	assert_string_equal(pv_text(&t, &r, pv, sizeof pv), "c ac");
	assert_int_equal(r.counts.tt_hits, 1);
	/* 14 visits without the table: the hit saves ac's two leaves. */
	assert_int_equal(r.counts.visits, 12);
	/* Slot 0 is R's and cd's: R's result overwrites cd's. */
	const struct event *over = tt_event(&tr, &t, EV_TT_STORE, TT_REPLACED, "R");
	assert_non_null(over);
	assert_string_equal(tree_name(&t, event_list_at(trace_list(&tr, over), 0)), "cd");
	trace_free(&tr);

	p.tt_pv_ignore_exact = true;
	run_plan("alphabeta", &t, &p, &tr, &r);
	assert_non_null(tt_event(&tr, &t, EV_TT_PROBE, TT_IGNORED, "ac"));
	assert_null(tt_event(&tr, &t, EV_TT_PROBE, TT_CUT, "ac"));
	assert_string_equal(pv_text(&t, &r, pv, sizeof pv), "c ac e");
	trace_free(&tr);
	tree_free(&t);
}

/* Three entries, depth-preferred, for PVS on the same tree: positions
 * share slots, a shallower result is refused, and a bound that does not
 * settle the window only gives its move. */
static void test_small_table(void **state)
{
	(void)state;
	struct tree t;
	struct trace tr;
	struct result r;
	load_path(&t, "trees/transposition.tree");
	struct plan p = { .tt_size = 3, .tt_depth_preferred = true };
	run_plan("pvs", &t, &p, &tr, &r);
	assert_int_equal(r.value, 5);
	assert_non_null(tt_event(&tr, &t, EV_TT_PROBE, TT_EMPTY, "R"));
	const struct event *e = tt_event(&tr, &t, EV_TT_PROBE, TT_OTHER, "c");
	assert_non_null(e);
	assert_string_equal(tree_name(&t, event_list_at(trace_list(&tr, e), 0)), "ad");
	e = tt_event(&tr, &t, EV_TT_STORE, TT_KEPT, "ac");
	assert_non_null(e);
	assert_string_equal(tree_name(&t, event_list_at(trace_list(&tr, e), 0)), "a");
	e = tt_event(&tr, &t, EV_TT_PROBE, TT_OPEN, "ad");
	assert_non_null(e);
	assert_int_equal(e->bound, BOUND_UPPER);        /* negamax at ad, MAX: at most 4 */
	assert_int_equal(e->value, 4);
	trace_free(&tr);
	tree_free(&t);
}

/* Iterative deepening with a table: the root's entry from depth 1 is too
 * shallow for depth 2, but its move goes first. */
static void test_deeper_iteration(void **state)
{
	(void)state;
	struct tree t;
	struct trace tr;
	struct result r;
	load_text(&t, "R\n  a ~ 1\n    x = 1\n    y = 4\n  b ~ 3\n    z = 2\n    w = 6\n");
	struct plan p = { .id = true, .no_pv_first = true, .tt_size = 4 };
	run_plan("alphabeta", &t, &p, &tr, &r);
	const struct event *e = tt_event(&tr, &t, EV_TT_PROBE, TT_SHALLOW, "R");
	assert_non_null(e);
	assert_int_equal(e->old, 1);
	assert_string_equal(tree_name(&t, e->child), "b");
	/* b goes first at depth 2: it is entered before a. */
	int b = -1, a = -1;
	for (int i = e - tr.events; i < tr.count; i++)
		if (tr.events[i].type == EV_ENTER) {
			if (b < 0 && strcmp(tree_name(&t, tr.events[i].node), "b") == 0)
				b = i;
			if (a < 0 && strcmp(tree_name(&t, tr.events[i].node), "a") == 0)
				a = i;
		}
	assert_true(b >= 0 && a > b);
	assert_int_equal(r.value, 2);
	trace_free(&tr);
	tree_free(&t);
}

/* ---- The PV, six ways -------------------------------------------------- */

static bool same_line(const struct pv_read *a, const struct pv_read *b)
{
	return a->len == b->len && memcmp(a->moves, b->moves, (size_t)a->len * sizeof *a->moves) == 0;
}

/* Thousands of random trees with transpositions.  Without a table every
 * way that can hold a PV holds the triangle's: the square and the LINEs
 * are the same lines laid out otherwise; the PV-node table, with a slot
 * for every node, loses nothing (NegaScout's PV may go on through nodes
 * only ever probed, near the leaves, which no PV node stores: there the
 * table's line is the start of the triangle's); and the single array
 * holds it under the four PVS, perfectly stable without a table, but not
 * in general.  With a table, every way but the single array plays best
 * moves as far as it goes. */
static void test_pv_ways(void **state)
{
	(void)state;
	uint64_t seed = 4242;
	long single_wrong[16] = { 0 }, short_tt = 0, trees = 0;
	for (int k = 0; k < 1500; k++) {
		char *dag, *unfolded;
		random_transposed(&seed, 2 + k % 3, 2 + k % 5, k % 2 ? 3 : 100, k % 4 != 1, &dag,
				  &unfolded);
		struct tree t;
		load_text(&t, dag);
		int value = reference_value(&t, 0);
		for (int table = 0; table <= 1; table++)
		for (int a = 0; a < algorithm_count; a++) {
			const char *name = algorithms[a].name;
			if (algorithms[a].needs_table)  /* always a table, and PV rows of proven moves */
				continue;
			struct plan p = { .tt_size = table ? 1 + k % 7 : 0 };
			struct trace tr;
			struct result r;
			struct state st;
			struct pv_read way[PV_WAY_COUNT];
			run_plan(name, &t, &p, &tr, &r);
			assert_true(state_init(&st, &t, &algorithms[a], &tr));
			state_goto(&st, tr.count);
			for (int w = 0; w < PV_WAY_COUNT; w++)
				pv_read(&st, w, false, &way[w]);
			assert_int_equal(way[PV_TRIANGULAR].len, r.pvlen);
			assert_memory_equal(way[PV_TRIANGULAR].moves, r.pv, (size_t)r.pvlen * sizeof *r.pv);
			assert_true(same_line(&way[PV_QUADRATIC], &way[PV_TRIANGULAR]));
			assert_true(same_line(&way[PV_LINE], &way[PV_TRIANGULAR]));
			bool stable_pvs = strncmp(name, "pvs", 3) == 0;
			if (!table) {
				assert_int_equal(way[PV_TT].end, PV_UNAVAILABLE);
				if (strcmp(name, "negascout") != 0)
					assert_true(same_line(&way[PV_PVTT], &way[PV_TRIANGULAR]));
				else
					assert_true(way[PV_PVTT].len <= way[PV_TRIANGULAR].len &&
						    memcmp(way[PV_PVTT].moves, way[PV_TRIANGULAR].moves,
							   (size_t)way[PV_PVTT].len * sizeof(node_id)) == 0);
				if (stable_pvs && !same_line(&way[PV_SINGLE], &way[PV_TRIANGULAR]))
					fail_msg("%s: the single array differs from the triangle on\n%s",
						 name, dag);
				single_wrong[a] += !same_line(&way[PV_SINGLE], &way[PV_TRIANGULAR]);
			} else {
				for (int w = 0; w < PV_WAY_COUNT; w++)
					if (w != PV_SINGLE)
						assert_best_play(&t, way[w].moves, way[w].len, value,
								 pv_ways[w].name, dag);
				short_tt += way[PV_TRIANGULAR].end == PV_SHORT;
			}
			state_free(&st);
			trace_free(&tr);
		}
		tree_free(&t);
		free(dag);
		free(unfolded);
		trees++;
	}
	/* The single array does go wrong outside PVS, and the table does
	 * cut the triangle short: the checks above were not vacuous. */
	assert_true(single_wrong[1] > 0 && short_tt > 0);
	print_message("# %ld random trees; the single array wrong for alphabeta on %ld, "
		      "the triangle cut short by a table %ld times\n", trees, single_wrong[1], short_tt);
}

/* What the loader refuses, each with its place. */
static void test_reference_errors(void **state)
{
	(void)state;
	static const struct {
		const char *text, *message;
	} cases[] = {
		{ "R\n  A\n    a = 1\n  B\n    @C\n", "test:5:5: '@C': no node is named C" },
		{ "R\n  A\n    B\n      @A\n", "test:4:7: '@A' would make a cycle: A is on the path "
		  "to this move" },
		{ "R\n  A\n    a = 1\n  B\n    @A\n", "test:5:5: '@A' stands where MAX is to move, "
		  "but A is a MIN node" },
		{ "R\n  A\n    a = 1\n  B\n    C\n      D\n        @a\n", "test:7:9: '@a' is 4 moves "
		  "deep and a is 2: a transposition must be as many moves deep as its node" },
		{ "R\n  A\n    a = 1\n    @a\n", "test:4:5: '@a': this node already has a move to a" },
		{ "R\n  A\n    a = 1\n  B\n    @a\n    @a\n", "test:6:5: '@a': this node already "
		  "has a move to a" },
		{ "R\n  A\n    a = 1\n  B\n    @a = 3\n", "test:5:8: '@a' is a transposition: it has "
		  "no value of its own (a's is used)" },
		{ "R\n  A\n    a = 1\n  B\n    @a\n      b = 2\n", "test:6:7: 'b' is indented under "
		  "'@a', a transposition: its moves are a's, written there" },
		{ "@R\n", "test:1:1: the root cannot be a transposition ('@R')" },
		{ "@", "test:1:2: expected a node name after '@', found end of input" },
		{ "((1 2) (@ 3))", "test:1:10: expected a node name after '@', found ' '" },
		{ "((1 2) (@N9 3))", "test:1:9: '@N9': no node is named N9" },
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		struct tree t;
		char err[LOAD_ERROR_MAX];
		if (tree_load_string(cases[i].text, strlen(cases[i].text), "test", &t, err, sizeof err))
			fail_msg("loaded: %s", cases[i].text);
		assert_string_equal(err, cases[i].message);
	}
}

/* Both syntaxes; references take no number in the bracket form. */
static void test_reference_syntax(void **state)
{
	(void)state;
	struct tree t;
	load_text(&t, "((3 5) (@N3 4))");
	/* N0 root, N1 (3 5), N2 (@N3 4), N3 = 3, N4 = 5, the reference, N5 = 4 */
	assert_int_equal(t.count, 7);
	assert_int_equal(t.references, 1);
	node_id r = find_node(&t, "@N3");
	assert_int_equal(t.nodes[r].same, find_node(&t, "N3"));
	assert_int_equal(t.nodes[find_node(&t, "N5")].value, 4);
	assert_int_equal(reference_value(&t, 0), 3);
	tree_free(&t);
}

/* tree_find answers with positions; with TREE_FIND_REFERENCES, a
 * reference's "@NAME" finds the first reference in level order; an index
 * changes how fast, never what. */
static void test_find(void **state)
{
	(void)state;
	struct tree t;
	struct tree_index ix;
	load_text(&t, "root: max\nR\n  a\n    x = 1\n  b\n    @x\n  c\n    @x\n");
	assert_true(tree_index_build(&ix, &t));
	for (int indexed = 0; indexed < 2; indexed++) {
		const struct tree_index *i = indexed ? &ix : NULL;
		node_id x = tree_find(&t, "x", 0, i), first = tree_find(&t, "@x", TREE_FIND_REFERENCES, i);
		assert_true(x >= 0);
		assert_string_equal(tree_name(&t, x), "x");
		assert_int_equal(t.nodes[x].same, -1);
		assert_int_equal(tree_find(&t, "x", TREE_FIND_REFERENCES, i), x);
		assert_int_equal(tree_find(&t, "@x", 0, i), -1);
		/* The reference under b, not the one under c. */
		assert_true(first >= 0);
		assert_int_equal(t.nodes[first].same, x);
		assert_string_equal(tree_name(&t, t.nodes[first].parent), "b");
		assert_int_equal(tree_find(&t, "y", TREE_FIND_REFERENCES, i), -1);
		assert_int_equal(tree_find(&t, "", 0, i), -1);
	}
	tree_index_free(&ix);
	tree_free(&t);

	/* On random trees with transpositions, every node's name, both ways. */
	uint64_t seed = 28;
	for (int k = 0; k < 200; k++) {
		char *dag, *unfolded;
		random_transposed(&seed, 2 + k % 3, 2 + k % 4, 9, true, &dag, &unfolded);
		load_text(&t, dag);
		assert_true(tree_index_build(&ix, &t));
		for (node_id n = 0; n < t.count; n++) {
			const char *name = tree_name(&t, n);
			/* The first node of this name in level order. */
			node_id first = -1;
			for (node_id m = 0; m < t.count && first < 0; m++)
				if (strcmp(tree_name(&t, m), name) == 0)
					first = m;
			node_id position = t.nodes[n].same == -1 ? n : -1;
			assert_int_equal(tree_find(&t, name, 0, NULL), position);
			assert_int_equal(tree_find(&t, name, 0, &ix), position);
			assert_int_equal(tree_find(&t, name, TREE_FIND_REFERENCES, NULL), first);
			assert_int_equal(tree_find(&t, name, TREE_FIND_REFERENCES, &ix), first);
		}
		tree_index_free(&ix);
		tree_free(&t);
		free(dag);
		free(unfolded);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_reference_syntax),
		cmocka_unit_test(test_find),
		cmocka_unit_test(test_reference_errors),
		cmocka_unit_test(test_random_transpositions),
		cmocka_unit_test(test_random_tables),
		cmocka_unit_test(test_short_pv),
		cmocka_unit_test(test_small_table),
		cmocka_unit_test(test_deeper_iteration),
		cmocka_unit_test(test_pv_ways),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
