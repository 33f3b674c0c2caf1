/* test_narrate.c - every sentence the narrator says is checked against the
 * search, on thousands of random trees.
 *
 * The narrator (src/narrate.c) reads where a bound came from off state.c,
 * which propagates the origin of every bound down as windows are handed
 * to children.  This test works it out another way, from the trace alone:
 * it keeps its own stack of windows and, at a cutoff, walks up from the
 * node, matching each bound against the bounds of the frames above it,
 * until it reaches the move (or the probe) that made it.  It also checks
 * probe verdicts against the probe's window and the score that came back,
 * and every bound drawn under a node against that node's true minimax
 * value, which testlib computes by plain max/min recursion. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "words/narrate.h"
#include "replay/state.h"
#include "testlib.h"

struct wframe {
	node_id node;
	int alpha_in, beta_in;  /* the window it was entered with (negamax) */
	int alpha;              /* now: raised by its moves */
	node_id raised_by;      /* the move that last raised alpha, or -1 */
	node_id probing;        /* the child it is probing now, or -1 */
	int probe_alpha;
	node_id researching;    /* the child it is re-searching now, or -1 */
	int research_alpha;
};

struct walker {
	struct wframe stack[TREE_MAX_DEPTH + 2];
	int depth;
};

static void walk(struct walker *w, const struct algorithm *a, const struct event *e)
{
	struct wframe *top = w->depth ? &w->stack[w->depth - 1] : NULL;
	switch (e->type) {
	case EV_ENTER:
		if (top && top->probing != e->node)
			top->probing = -1;
		if (top && top->researching != e->node)
			top->researching = -1;
		w->stack[w->depth++] = (struct wframe){ e->node, e->alpha, e->beta, e->alpha, -1, -1, 0,
						       -1, 0 };
		break;
	case EV_LEAF:
	case EV_RETURN:
		w->depth--;
		break;
	case EV_RAISE:
		if (!a->no_window && e->value > top->alpha) {
			top->alpha = e->value;
			top->raised_by = e->child;
		}
		break;
	case EV_PROBE:
		top->probing = e->child;
		top->probe_alpha = e->alpha;
		break;
	case EV_RESEARCH:
		top->probing = -1;
		top->researching = e->child;
		top->research_alpha = e->alpha;
		break;
	case EV_CUTOFF:
	case EV_PV:
	case EV_ITERATION:      /* between searches: the stack is empty */
	case EV_ORDER:
	case EV_FAIL:
	case EV_TT_PROBE:       /* the table changes no window */
	case EV_TT_STORE:
		break;
	}
}

enum kind { K_MOVE, K_PROBE, K_RESEARCH, K_UNKNOWN };

/* Where the beta of frame i came from, found by walking up: a frame's
 * beta is minus its parent's alpha (or, in a NegaScout re-search, minus
 * the score the probe proved); the parent's alpha was raised by one of
 * its moves, or is the one it was given, which is minus its own parent's
 * beta, or one below a probe's null window. */
static enum kind origin_of_beta(const struct walker *w, int i, node_id *who, node_id *what)
{
	int bound = w->stack[i].beta_in;
	while (i > 0) {
		const struct wframe *p = &w->stack[i - 1];
		node_id child = w->stack[i].node;
		if (p->researching == child && bound == -p->research_alpha && bound != -p->alpha) {
			*who = p->node;
			*what = child;
			return K_RESEARCH;
		}
		if (bound != -p->alpha)
			return K_UNKNOWN;
		if (p->raised_by >= 0) {
			*who = p->node;
			*what = p->raised_by;
			return K_MOVE;
		}
		if (i == 1)
			return K_UNKNOWN;
		const struct wframe *g = &w->stack[i - 2];
		if (p->alpha_in == -g->beta_in) {
			bound = g->beta_in;
			i -= 2;
			continue;
		}
		if (g->probing == p->node && p->alpha_in == -g->probe_alpha - 1) {
			*who = g->node;
			*what = p->node;
			return K_PROBE;
		}
		return K_UNKNOWN;
	}
	return K_UNKNOWN;
}

static void check_tree(const struct tree *t, const struct algorithm *a, int *cutoffs,
		       int *probes, int *bounds, bool check_bounds)
{
	struct trace tr;
	struct result r;
	struct state st;
	struct walker w = { .depth = 0 };
	char text[4096], expect[256], val[64];

	trace_init(&tr);
	assert_true(algorithm_run(a, t, &tr, &r));
	assert_true(state_init(&st, t, a, &tr));
	for (int k = 1; k <= tr.count; k++) {
		const struct event *e = &tr.events[k - 1];
		/* The walker sees the stack as it was before this step. */
		if (e->type == EV_CUTOFF && e->has_list) {
			node_id who = -1, what = -1;
			enum kind kind = origin_of_beta(&w, w.depth - 1, &who, &what);
			state_goto(&st, k);
			narrate_step(&st, VIEW_MAXMIN, text, sizeof text);
			switch (kind) {
			case K_MOVE:
				snprintf(expect, sizeof expect, " at %s can already ", tree_name(t, who));
				if (!strstr(text, expect))
					fail_msg("%s on %s step %d: expected the bound from %s's move %s: %s",
						 a->name, t->source, k, tree_name(t, who), tree_name(t, what), text);
				snprintf(expect, sizeof expect, " with %s, so ", tree_name(t, what));
				assert_non_null(strstr(text, expect));
				break;
			case K_PROBE:
			case K_RESEARCH:
				snprintf(expect, sizeof expect, "%s's probe of %s", tree_name(t, who),
					 tree_name(t, what));
				if (!strstr(text, expect))
					fail_msg("%s step %d: expected %s: %s", a->name, k, expect, text);
				assert_true((strstr(text, "proved; the re-search") != NULL) == (kind == K_RESEARCH));
				break;
			case K_UNKNOWN:
				fail_msg("%s step %d: the test found no origin for the cutoff", a->name, k);
			}
			++*cutoffs;
		}
		if ((e->type == EV_LEAF || e->type == EV_RETURN) && w.depth >= 2 &&
		    w.stack[w.depth - 2].probing == e->node) {
			/* A probe comes back: the verdict compares the score with
			 * the probe's window, from the prober's side, turned to
			 * the max/min words at a MIN prober. */
			const struct wframe *p = &w.stack[w.depth - 2];
			bool high = -e->value > p->probe_alpha;
			bool word_high = high == t->nodes[p->node].is_max;
			state_goto(&st, k);
			narrate_step(&st, VIEW_MAXMIN, text, sizeof text);
			const char *want = word_high ? "The probe fails high" : "The probe fails low";
			if (!strstr(text, want))
				fail_msg("%s step %d: expected \"%s\": %s", a->name, k, want, text);
			/* "in fact exactly X" must be the child's true value. */
			const char *ex = strstr(text, "in fact exactly ");
			if (ex) {
				int x = atoi(ex + strlen("in fact exactly "));
				assert_int_equal(x, reference_value(t, e->node));
			}
			++*probes;
		}
		walk(&w, a, e);
		if (check_bounds) {
			/* Every value or bound under every node, as drawn. */
			state_goto(&st, k);
			for (node_id n = 0; n < t->count; n++) {
				narrate_node_value(val, sizeof val, &st, VIEW_MAXMIN, n);
				if (!val[0])
					continue;
				int truth = reference_value(t, n);
				int x = atoi(val + (val[0] == '>' || val[0] == '<' ? 2 : 0));
				bool ok = val[0] == '>' ? truth >= x : val[0] == '<' ? truth <= x : truth == x;
				if (!ok)
					fail_msg("%s step %d: %s shows %s but is worth %d", a->name, k,
						 tree_name(t, n), val, truth);
				++*bounds;
			}
		}
	}
	state_free(&st);
	trace_free(&tr);
}

static void check_random_trees(int trees, bool check_bounds)
{
	uint64_t rng = 20261122;
	int cutoffs = 0, probes = 0, bounds = 0;
	for (int i = 0; i < trees; i++) {
		struct tree t;
		int branching = rng_range(&rng, 2, 4), depth = rng_range(&rng, 2, 5);
		char *text = random_tree(&rng, branching, depth, false, rng_range(&rng, 2, 30), false);
		load_text(&t, text);
		free(text);
		for (int a = 0; a < algorithm_count; a++)
			if (!algorithms[a].no_window)
				check_tree(&t, &algorithms[a], &cutoffs, &probes, &bounds, check_bounds);
		tree_free(&t);
	}
	/* The trees must have exercised what is checked. */
	assert_true(cutoffs > trees);
	assert_true(probes > trees);
	if (check_bounds)
		assert_true(bounds > trees * 10);
	printf("# %d trees: %d cutoff reasons, %d probe verdicts, %d bounds checked\n", trees,
	       cutoffs, probes, bounds);
}

static void test_reasons_on_random_trees(void **state)
{
	(void)state;
	check_random_trees(3000, false);
}

static void test_bounds_on_random_trees(void **state)
{
	(void)state;
	check_random_trees(300, true);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_reasons_on_random_trees),
		cmocka_unit_test(test_bounds_on_random_trees),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
