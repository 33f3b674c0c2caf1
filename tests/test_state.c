/* test_state.c - the state after step k, which is what the stepper shows.
 * No curses here: these are the numbers and words on the screen. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "words/narrate.h"
#include "replay/runs.h"
#include "replay/state.h"
#include "testlib.h"

struct fixture {
	struct tree tree;
	struct trace trace;
	struct result result;
	struct state st;
};

static void open_fixture(struct fixture *f, const char *file, const char *algo)
{
	load_path(&f->tree, file);
	run_traced(algo, &f->tree, &f->trace, &f->result);
	assert_true(state_init(&f->st, &f->tree, algorithm_find(algo), &f->trace));
}

static void close_fixture(struct fixture *f)
{
	state_free(&f->st);
	trace_free(&f->trace);
	tree_free(&f->tree);
}

static int step_of(const struct fixture *f, enum event_type type, const char *node)
{
	const struct event *e = find_event(&f->trace, &f->tree, type, node);
	assert_non_null(e);
	return (int)(e - f->trace.events) + 1;
}

/* The step of the alpha-beta cutoff at N4 on the sample tree. */
static void test_cutoff_at_n4(void **state)
{
	(void)state;
	struct fixture f;
	char text[1024], w[64];
	open_fixture(&f, "trees/gnuchess-pvs.tree", "alphabeta");
	state_goto(&f.st, step_of(&f, EV_CUTOFF, "N4"));

	assert_int_equal(state_node(&f.st, find_node(&f.tree, "N10")), DRAW_PRUNED);
	assert_true(f.st.nodes[find_node(&f.tree, "N10")].cut);
	node_id n3 = find_node(&f.tree, "N3");
	assert_int_equal(state_node(&f.st, n3), DRAW_DONE);
	narrate_node_value(text, sizeof text, &f.st, VIEW_MAXMIN, n3);
	assert_string_equal(text, "5");

	assert_int_equal(f.st.depth, 3);
	assert_string_equal(tree_name(&f.tree, f.st.stack[0].node), "N0");
	assert_string_equal(tree_name(&f.tree, f.st.stack[1].node), "N1");
	assert_string_equal(tree_name(&f.tree, f.st.stack[2].node), "N4");
	assert_int_equal(state_current(&f.st), find_node(&f.tree, "N4"));
	narrate_window(w, sizeof w, &f.st, VIEW_MAXMIN, f.st.stack[1].node,
		    f.st.stack[1].alpha, f.st.stack[1].beta);
	assert_string_equal(w, "(-inf, 5)");
	/* In the negamax view N1 sees the same window turned around. */
	narrate_window(w, sizeof w, &f.st, VIEW_NEGAMAX, f.st.stack[1].node,
		    f.st.stack[1].alpha, f.st.stack[1].beta);
	assert_string_equal(w, "(-5, +inf)");

	/* The stack as the stepper draws it, in columns, and as a picture
	 * shows it. */
	narrate_stack_line(text, sizeof text, &f.st, VIEW_MAXMIN, 1, true);
	assert_string_equal(text, " N1   MIN (-inf, 5)        ");
	narrate_stack_line(text, sizeof text, &f.st, VIEW_MAXMIN, 2, true);
	assert_string_equal(text, ">N4   MAX (-inf, 5)        ");
	narrate_stack_line(text, sizeof text, &f.st, VIEW_NEGAMAX, 1, false);
	assert_string_equal(text, "N1 MIN  (-5, +inf)  ");

	narrate_step(&f.st, VIEW_MAXMIN, text, sizeof text);
	assert_string_equal(text, "N9 scores 6 at N4: 6 >= beta 5. MIN at N1 can already hold MAX "
			    "to 5 with N3, so it has no reason to let play reach N4, worth at least 6 to "
			    "MAX: N10 is cut.");
	narrate_cut_condition(&f.st, VIEW_MAXMIN, text, sizeof text);
	assert_string_equal(text, "At N4 (MAX, window (-inf, 5)): cut if a child scores >= 5.");

	/* N4 is worth at least 6 so far, shown as a bound while it is open. */
	narrate_node_value(text, sizeof text, &f.st, VIEW_MAXMIN, find_node(&f.tree, "N4"));
	assert_string_equal(text, ">=6");
	assert_int_equal(f.st.counts.nodes, 7);
	assert_int_equal(f.st.counts.cutoffs, 1);
	close_fixture(&f);
}

/* PVS on the variant: after the re-search of N2 starts, the stack shows
 * N2 as a re-search with (5, +inf), N2 has been entered twice, and the
 * probe's findings below N2 are gone. */
static void test_research_of_n2(void **state)
{
	(void)state;
	struct fixture f;
	char text[1024], w[64];
	open_fixture(&f, "trees/gnuchess-pvs-research.tree", "pvs");
	int research = step_of(&f, EV_RESEARCH, "N0");
	state_goto(&f.st, research);
	narrate_step(&f.st, VIEW_MAXMIN, text, sizeof text);
	assert_string_equal(text, "The probe of N2 failed high: N2 is better for MAX than 5. So N0 "
			    "searches N2 again with (5, +inf) to learn its value.");
	assert_int_equal(f.st.counts.researches, 2);    /* N8's and N2's */

	state_goto(&f.st, research + 1);
	assert_int_equal(f.st.depth, 2);
	assert_int_equal(f.st.stack[1].kind, VISIT_RESEARCH);
	narrate_stack_line(text, sizeof text, &f.st, VIEW_MAXMIN, 1, true);
	assert_string_equal(text, ">N2   MIN (5, +inf)        re-search");
	narrate_stack_line(text, sizeof text, &f.st, VIEW_MAXMIN, 1, false);
	assert_string_equal(text, "N2 MIN  (5, +inf)  re-search");
	narrate_window(w, sizeof w, &f.st, VIEW_MAXMIN, f.st.stack[1].node,
		    f.st.stack[1].alpha, f.st.stack[1].beta);
	assert_string_equal(w, "(5, +inf)");
	assert_int_equal(f.st.nodes[find_node(&f.tree, "N2")].visits, 2);
	assert_int_equal(state_node(&f.st, find_node(&f.tree, "N12")), DRAW_UNREACHED);
	assert_int_equal(state_node(&f.st, find_node(&f.tree, "N5")), DRAW_UNREACHED);

	/* At the end: N12 visited twice, the root's PV in row 0. */
	state_goto(&f.st, f.trace.count);
	assert_int_equal(f.st.nodes[find_node(&f.tree, "N12")].visits, 2);
	assert_int_equal(f.st.pv.length[0], 3);
	assert_string_equal(tree_name(&f.tree, pvtable_row(&f.st.pv, 0)[2]), "N12");
	assert_int_equal(f.st.depth, 0);
	close_fixture(&f);
}

/* Every field of the state after a step, as text, so two states can be
 * compared, in the order state.h declares them: struct state, each
 * stack_frame, each node_state, the tables; and what a screen shows of
 * them.  Only the machinery for going back (the journal, the checkpoints,
 * the copy of the end, last_way, ...) is left out: it is how a state got
 * to a step, which is what the tests below vary. */
static void snapshot(const struct state *st, char *buf, size_t len)
{
	char part[1024];
	size_t o = 0;
#define ADD(...) (o += (size_t)snprintf(buf + o, o < len ? len - o : 0, __VA_ARGS__))
	ADD("tree %p trace %p algo %s step %d depth %d pv_changed %d\n", (const void *)st->tree,
	    (const void *)st->trace, st->algo->name, st->step, st->depth, st->pv_changed);
	ADD("counts %ld %ld %ld %ld %ld %ld\n", st->counts.nodes, st->counts.visits,
	    st->counts.leaves, st->counts.cutoffs, st->counts.researches, st->counts.tt_hits);
	ADD("limited %d horizon %d iteration %d root %d %d\ncarried:", st->limited, st->horizon,
	    st->iteration, (int)st->root_first, (int)st->root_before);
	for (int i = 0; i < st->carried.n; i++)
		ADD(" %d", (int)event_list_at(st->carried, i));
	ADD("\nsingle:");
	for (int p = 0; p <= TREE_MAX_DEPTH; p++)
		ADD(" %d", (int)st->single[p]);
	ADD("\n");
	for (int i = 0; i < st->depth; i++) {
		const struct stack_frame *f = &st->stack[i];
		ADD("frame %d: node %d move %d window %d %d kind %d alpha_from %d %d %d "
		    "beta_from %d %d %d research %d %d alpha_in %d best %d\n", i, (int)f->node,
		    (int)f->move, f->alpha, f->beta, (int)f->kind, (int)f->alpha_from.kind,
		    (int)f->alpha_from.node, (int)f->alpha_from.child, (int)f->beta_from.kind,
		    (int)f->beta_from.node, (int)f->beta_from.child, f->research_alpha,
		    (int)f->research_child, f->alpha_in, (int)f->best);
	}
	for (node_id n = 0; n < st->tree->count; n++) {
		const struct node_state *ns = &st->nodes[n];
		ADD("node %d: visits %d value %d lower %d best %d cut_at %d entered_at %d "
		    "forgot_at %d kind %d bound %d known %d has_lower %d has_best %d cut %d seen %d\n",
		    (int)n, ns->visits, ns->value, ns->lower, ns->best, ns->cut_at, ns->entered_at,
		    ns->forgot_at, ns->kind, ns->bound, ns->known, ns->has_lower, ns->has_best,
		    ns->cut, ns->seen);
		narrate_node_value(part, sizeof part, st, VIEW_MAXMIN, n);
		ADD("  drawn %d pruned %d %s\n", (int)state_node(st, n), state_pruned(st, n), part);
	}
	const struct ttable *tables[] = { &st->tt, &st->pvtt };
	for (int k = 0; k < 2; k++) {
		const struct ttable *tt = tables[k];
		ADD("%s size %d direct %d\n", k ? "pvtt" : "tt", tt->size, tt->direct);
		for (int i = 0; i < tt->size; i++)
			ADD("  %d: %d %d %d %d %d\n", i, tt->slots[i].node, tt->slots[i].move,
			    tt->slots[i].value, tt->slots[i].depth, tt->slots[i].bound);
	}
	ADD("pv n %d\n", st->pv.n);
	for (int p = 0; p <= st->pv.n; p++) {
		ADD("pv %d:", p);
		for (int k = 0; k < st->pv.length[p]; k++)
			ADD(" %d", (int)pvtable_row(&st->pv, p)[k]);
		ADD("\n");
	}
	narrate_step(st, VIEW_MAXMIN, part, sizeof part);
	ADD("%s\n", part);
	narrate_step(st, VIEW_NEGAMAX, part, sizeof part);
	ADD("%s\n", part);
	narrate_cut_condition(st, VIEW_MAXMIN, part, sizeof part);
	ADD("%s\n", part);
#undef ADD
	assert_true(o < len);
}

/* Going forward to k and back to j shows exactly what going to j shows,
 * for every pair of steps, every algorithm and both sample trees. */
static void test_back_equals_forward(void **state)
{
	(void)state;
	static const char *const files[] = { "trees/gnuchess-pvs.tree",
					     "trees/gnuchess-pvs-research.tree" };
	size_t size = 1 << 16;
	char *direct = malloc(size), *roundabout = malloc(size);
	for (int fi = 0; fi < 2; fi++)
	for (int a = 0; a < algorithm_count; a++) {
		struct fixture f;
		open_fixture(&f, files[fi], algorithms[a].name);
		struct state other;
		assert_true(state_init(&other, &f.tree, &algorithms[a], &f.trace));
		for (int j = 0; j <= f.trace.count; j++) {
			state_goto(&other, 0);
			state_goto(&other, j);
			snapshot(&other, direct, size);
			for (int k = 0; k <= f.trace.count; k++) {
				state_goto(&f.st, k);
				state_goto(&f.st, j);
				snapshot(&f.st, roundabout, size);
				if (strcmp(direct, roundabout) != 0)
					fail_msg("%s on %s: step %d via %d differs:\n%s\n----\n%s",
						 algorithms[a].name, files[fi], j, k, direct, roundabout);
			}
		}
		state_free(&other);
		close_fixture(&f);
	}
	free(direct);
	free(roundabout);
}

/* Going back through checkpoints and the journal, or to the end through
 * its copy (state.h), shows exactly what replaying from step 0 shows:
 * random walks of the stepper, forward, back, by jumps and to either end,
 * with checkpoints every few steps, on random trees and every plan
 * (iterative deepening and aspiration re-set the tree; a small
 * transposition table overwrites its slots), for every algorithm.  Every
 * way state_goto has is taken. */
static void test_rewind_equals_replay(void **unused)
{
	(void)unused;
	const struct plan plans[] = {
		{ 0 },
		{ .id = true },
		{ .id = true, .aspiration = 1 },
		{ .tt_size = 5 },
		{ .id = true, .tt_size = 7, .tt_depth_preferred = true },
		{ .limited = true, .depth = 2, .tt_size = 3 },
	};
	size_t size = 1 << 18;
	char *direct = malloc(size), *walked = malloc(size);
	uint64_t seed = 16;
	int walks = 0, ways[GOTO_END + 1] = { 0 };
	for (int k = 0; k < 40; k++) {
		char *text = random_static_tree(&seed, 2 + k % 4, 2 + k % 3, 9, false);
		struct tree t;
		load_text(&t, text);
		free(text);
		for (size_t p = 0; p < sizeof plans / sizeof plans[0]; p++)
		for (int a = 0; a < algorithm_count; a++) {
			struct trace tr;
			struct result r;
			struct state st, replay;
			char err[256];
			if (!plan_check(&plans[p], &t, &algorithms[a], err, sizeof err))
				continue;       /* aspiration needs a window */
			trace_init(&tr);
			assert_true(algorithm_run_plan(&algorithms[a], &t, &plans[p], &tr, &r));
			assert_true(state_init(&st, &t, &algorithms[a], &tr));
			assert_true(state_init(&replay, &t, &algorithms[a], &tr));
			st.checkpoint_steps = 1 + k % 5;
			replay.no_history = replay.no_end = true;       /* reset and replay from 0 */
			for (int i = 0; i < 60; i++) {
				int jump = rng_range(&seed, 0, 7);
				int to = jump == 0 ? 0 : jump == 1 ? tr.count :
					 jump == 2 ? rng_range(&seed, 0, tr.count) :
					 st.step + rng_range(&seed, -3, 2);
				state_goto(&st, to);
				ways[st.last_way]++;
				state_goto(&replay, 0);
				state_goto(&replay, st.step);
				snapshot(&replay, direct, size);
				snapshot(&st, walked, size);
				if (strcmp(direct, walked) != 0)
					fail_msg("%s, plan %zu, tree %d: step %d differs:\n%s\n----\n%s",
						 algorithms[a].name, p, k, st.step, direct, walked);
			}
			walks++;
			state_free(&st);
			state_free(&replay);
			trace_free(&tr);
		}
		tree_free(&t);
	}
	print_message("# %d random walks agree with replays from step 0 (steps forward %d, "
		      "back through the journal %d, from step 0 %d, from the end %d)\n", walks,
		      ways[GOTO_FORWARD], ways[GOTO_UNDO], ways[GOTO_RESET], ways[GOTO_END]);
	for (int w = 0; w <= GOTO_END; w++)
		assert_true(ways[w] > 0);
	free(direct);
	free(walked);
}

/* The old, eager way of marking what a cutoff prunes, as a reference for
 * state_pruned: a cutoff marks every node below the moves it prunes;
 * entering a node clears its mark, and entering it again clears its whole
 * subtree; a new iteration clears everything. */
static void eager_mark(const struct tree *t, node_id n, bool *pruned, bool value)
{
	pruned[n] = value;
	for (int i = 0; i < t->nodes[n].nchildren; i++)
		eager_mark(t, t->nodes[n].first_child + i, pruned, value);
}

static void test_pruned_as_marked(void **unused)
{
	(void)unused;
	uint64_t seed = 1616;
	const struct plan plans[] = { { 0 }, { .limited = true, .depth = 2 },
				      { .limited = true, .depth = 3 }, { .id = true } };
	long checked = 0;
	for (int k = 0; k < 300; k++) {
		struct tree t;
		char *text = NULL, *dag, *unfolded;
		if (k % 2) {
			text = random_static_tree(&seed, 2 + k % 4, 2 + k % 3, 9, false);
			load_text(&t, text);
			free(text);
		} else {
			random_transposed(&seed, 2 + k % 3, 3 + k % 2, 9, k % 4 == 0, &dag, &unfolded);
			/* Every inner node gets a static value, so that searches
			 * can stop above transpositions too. */
			size_t len = 0;
			FILE *f = open_memstream(&text, &len);
			for (char *line = strtok(dag, "\n"); line; line = strtok(NULL, "\n")) {
				bool inner = !strchr(line, '=') && !strchr(line, '@') && !strchr(line, ':');
				fprintf(f, "%s%s\n", line, inner ? " ~ 1" : "");
			}
			fclose(f);
			load_text(&t, text);
			free(text);
			free(dag);
			free(unfolded);
		}
		bool *pruned = calloc((size_t)t.count, sizeof *pruned);
		int *visits = calloc((size_t)t.count, sizeof *visits);
		for (size_t p = 0; p < sizeof plans / sizeof plans[0]; p++)
		for (int a = 0; a < algorithm_count; a++) {
			char err[256];
			struct trace tr;
			struct result r;
			struct state st;
			if (!plan_check(&plans[p], &t, &algorithms[a], err, sizeof err))
				continue;
			trace_init(&tr);
			assert_true(algorithm_run_plan(&algorithms[a], &t, &plans[p], &tr, &r));
			assert_true(state_init(&st, &t, &algorithms[a], &tr));
			memset(pruned, 0, (size_t)t.count * sizeof *pruned);
			memset(visits, 0, (size_t)t.count * sizeof *visits);
			node_id path[TREE_MAX_DEPTH + 1];
			for (int i = 0; i < tr.count; i++) {
				const struct event *e = &tr.events[i];
				if (e->type == EV_ENTER) {
					if (visits[e->node]++)
						eager_mark(&t, e->node, pruned, false);
					pruned[e->node] = false;
					/* entered through a transposition: the move (@P) is
					 * entered too (MT-SSS* enters a subtree cut earlier
					 * this way, through another path) */
					path[e->ply] = e->node;
					for (int c = 0; e->ply > 0 && c < t.nodes[path[e->ply - 1]].nchildren; c++) {
						node_id m = t.nodes[path[e->ply - 1]].first_child + c;
						if (t.nodes[m].same == e->node)
							pruned[m] = false;
					}
				} else if (e->type == EV_CUTOFF) {
					for (int j = 0; j < trace_list(&tr, e).n; j++)
						eager_mark(&t, event_list_at(trace_list(&tr, e), j), pruned, true);
				} else if (e->type == EV_ITERATION || e->type == EV_PASS) {
					/* a new search from the root (MTD(f)'s tests too) */
					memset(pruned, 0, (size_t)t.count * sizeof *pruned);
					memset(visits, 0, (size_t)t.count * sizeof *visits);
				}
				state_goto(&st, i + 1);
				for (node_id n = 0; n < t.count; n++, checked++)
					if (state_pruned(&st, n) != pruned[n])
						fail_msg("%s, plan %zu, tree %d, step %d: %s is%s pruned", algorithms[a].name,
							 p, k, i + 1, tree_name(&t, n), pruned[n] ? "" : " not");
			}
			state_free(&st);
			trace_free(&tr);
		}
		free(pruned);
		free(visits);
		tree_free(&t);
	}
	print_message("# %ld node-steps: state_pruned agrees with marking whole subtrees\n", checked);
}

/* The replayed counters at the last step are the search's own. */
static void test_final_counts(void **state)
{
	(void)state;
	for (int a = 0; a < algorithm_count; a++) {
		struct fixture f;
		open_fixture(&f, "trees/bad-ordering.tree", algorithms[a].name);
		state_goto(&f.st, f.trace.count);
		assert_memory_equal(&f.st.counts, &f.result.counts, sizeof f.st.counts);
		close_fixture(&f);
	}
}

/* ] and [ stop at cutoffs that prune and root PV changes (alpha-beta has
 * no probes and no re-searches). */
static void test_interesting_steps(void **state)
{
	(void)state;
	struct fixture f;
	open_fixture(&f, "trees/gnuchess-pvs.tree", "alphabeta");
	int first = state_find_interesting(&f.st, 0, 1);
	assert_int_equal(first, step_of(&f, EV_CUTOFF, "N4"));
	int second = state_find_interesting(&f.st, first, 1);
	assert_int_equal(f.trace.events[second - 1].type, EV_PV);
	assert_int_equal(f.trace.events[second - 1].ply, 0);
	assert_int_equal(state_find_interesting(&f.st, second, -1), first);
	assert_int_equal(state_find_interesting(&f.st, first, -1), first);
	assert_int_equal(trace_first_enter(&f.trace, find_node(&f.tree, "N10")), -1);
	assert_int_equal(trace_first_enter(&f.trace, 0), 1);
	close_fixture(&f);
}

/* PVS on the sample: ] stops where each of the three probes answers
 * (N8's leaf, N4's and N2's returns), at the re-search of N8, the two
 * cutoffs and the root's PV, and nowhere else. */
static void test_interesting_probe_answers(void **state)
{
	(void)state;
	struct fixture f;
	open_fixture(&f, "trees/gnuchess-pvs.tree", "pvs");
	/* The return of N4 and N2 and the leaf N8, each the end of a visit
	 * entered as a probe (N8's second visit, the re-search, is not). */
	int want[] = { 10, 11, step_of(&f, EV_CUTOFF, "N4"), 24, 27, step_of(&f, EV_CUTOFF, "N5"),
		       42 };
	assert_int_equal(f.trace.events[want[0] - 1].type, EV_LEAF);
	assert_int_equal(f.trace.events[want[3] - 1].type, EV_RETURN);
	assert_int_equal(f.trace.events[want[6] - 1].type, EV_RETURN);
	assert_int_equal(state_interesting_steps(&f.st), (int)(sizeof want / sizeof want[0]));
	for (int i = 0, k = 0; i < state_interesting_steps(&f.st); i++) {
		k = state_find_interesting(&f.st, k, 1);
		assert_int_equal(k, want[i]);
	}
	close_fixture(&f);
}

/* The split view's lockstep: visit v is the step of the v-th entry. */
static void test_step_of_visit(void **state)
{
	(void)state;
	struct fixture f;
	open_fixture(&f, "trees/gnuchess-pvs.tree", "pvs");
	assert_int_equal(trace_step_of_visit(&f.trace, 0), 0);
	assert_int_equal(trace_step_of_visit(&f.trace, 1), 1);
	for (long v = 1; v <= f.result.counts.visits; v++) {
		int k = trace_step_of_visit(&f.trace, v);
		assert_int_equal(f.trace.events[k - 1].type, EV_ENTER);
		state_goto(&f.st, k);
		assert_int_equal(f.st.counts.visits, v);
	}
	assert_int_equal(trace_step_of_visit(&f.trace, 1000), f.trace.count);
	close_fixture(&f);
	/* The other way, at every step: both start from the count kept every
	 * 16 events, so every step of several groups is asked. */
	open_fixture(&f, "trees/best-ordering.tree", "minimax");
	assert_true(f.trace.count > 3 * 16);
	for (int k = 0; k <= f.trace.count; k++) {
		state_goto(&f.st, k);
		long v = trace_visits_before(&f.trace, k);
		assert_int_equal(v, f.st.counts.visits);
		assert_true(trace_step_of_visit(&f.trace, v) <= k);
		assert_true(v == trace_visits(&f.trace) || trace_step_of_visit(&f.trace, v + 1) > k);
	}
	close_fixture(&f);
}

/* Switching algorithms keeps the place: the same node, the same entry. */
static void test_same_point(void **state)
{
	(void)state;
	struct tree t;
	struct trace ab, soft, pvs;
	struct result r, ab_result;
	load_path(&t, "trees/gnuchess-pvs.tree");
	run_traced("alphabeta", &t, &ab, &ab_result);
	run_traced("alphabeta-soft", &t, &soft, &r);
	run_traced("pvs", &t, &pvs, &r);
	/* The cutoff at N4: alpha-beta last entered N9, so the other search is
	 * shown entering N9. */
	int cut = (int)(find_event(&ab, &t, EV_CUTOFF, "N4") - ab.events) + 1;
	int k = trace_same_point(&ab, cut, &soft);
	assert_int_equal(soft.events[k - 1].type, EV_ENTER);
	assert_string_equal(tree_name(&t, soft.events[k - 1].node), "N9");
	/* The ends map to the ends. */
	assert_int_equal(trace_same_point(&ab, 0, &pvs), 0);
	assert_int_equal(trace_same_point(&ab, ab.count, &pvs), pvs.count);
	/* PVS never enters N12, which alpha-beta does: the same fraction of
	 * the way through. */
	int n12 = trace_first_enter(&ab, find_node(&t, "N12"));
	assert_true(n12 > 0);
	assert_int_equal(trace_first_enter(&pvs, find_node(&t, "N12")), -1);
	assert_int_equal(trace_same_point(&ab, n12, &pvs), (int)((long)n12 * pvs.count / ab.count));
	assert_int_equal(trace_visits(&ab), ab_result.counts.visits);
	trace_free(&ab);
	trace_free(&soft);
	trace_free(&pvs);
	tree_free(&t);
}

/* The second entry of N2 (its re-search) maps to the second entry in
 * another algorithm that re-searches it, and to the first in one that
 * does not. */
static void test_same_point_research(void **state)
{
	(void)state;
	struct tree t;
	struct trace pvs, soft, ab;
	struct result r;
	load_path(&t, "trees/gnuchess-pvs-research.tree");
	run_traced("pvs", &t, &pvs, &r);
	assert_int_equal(trace_visits(&pvs), r.counts.visits);
	run_traced("pvs-soft", &t, &soft, &r);
	run_traced("alphabeta", &t, &ab, &r);
	node_id n2 = find_node(&t, "N2");
	int second = -1, seen = 0;
	for (int i = 0; i < pvs.count && second < 0; i++)
		if (pvs.events[i].type == EV_ENTER && pvs.events[i].node == n2 && ++seen == 2)
			second = i + 1;
	assert_true(second > 0);
	int k = trace_same_point(&pvs, second, &soft);
	assert_int_equal(soft.events[k - 1].node, n2);
	assert_true(k > trace_first_enter(&soft, n2));
	assert_int_equal(trace_same_point(&pvs, second, &ab), trace_first_enter(&ab, n2));
	trace_free(&pvs);
	trace_free(&soft);
	trace_free(&ab);
	tree_free(&t);
}

/* A struct runs records each search once and forgets them on reset. */
static void test_runs(void **state)
{
	(void)state;
	struct tree t, small;
	struct runs runs;
	load_path(&t, "trees/gnuchess-pvs.tree");
	load_text(&small, "(1 2)");
	runs_init(&runs, &t);
	const struct algorithm *pvs = algorithm_find("pvs");
	assert_null(runs_have(&runs, pvs));
	const struct trace *tr = runs_get(&runs, pvs);
	assert_non_null(tr);
	assert_int_equal(tr->count, 43);
	assert_ptr_equal(runs_get(&runs, pvs), tr);
	assert_ptr_equal(runs_have(&runs, pvs), tr);
	assert_null(runs_have(&runs, algorithm_find("minimax")));
	runs_reset(&runs, &small);
	assert_null(runs_have(&runs, pvs));
	assert_int_equal(runs_get(&runs, pvs)->count, 14);
	runs_free(&runs);
	tree_free(&t);
	tree_free(&small);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_cutoff_at_n4),
		cmocka_unit_test(test_research_of_n2),
		cmocka_unit_test(test_back_equals_forward),
		cmocka_unit_test(test_rewind_equals_replay),
		cmocka_unit_test(test_pruned_as_marked),
		cmocka_unit_test(test_final_counts),
		cmocka_unit_test(test_interesting_steps),
		cmocka_unit_test(test_interesting_probe_answers),
		cmocka_unit_test(test_step_of_visit),
		cmocka_unit_test(test_same_point),
		cmocka_unit_test(test_same_point_research),
		cmocka_unit_test(test_runs),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
