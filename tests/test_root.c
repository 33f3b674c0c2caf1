/* test_root.c - Fishburn's last child and Belle's delayed re-search
 * (--root-last-null, --root-delay-research; rules.h), checked on
 * thousands of random trees against minimax and against a PVS with the
 * root tricks written here, in max/min form and with the root's moves
 * walked by a loop of its own, so that it repeats none of the product's
 * code.  What a class reads must hold: the move the root keeps is a best
 * move (its minimax value is the root's), the bound the root reports is
 * true of the minimax value, and the visits, leaves and re-searches are
 * the ones the pseudocode makes. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "replay/state.h"
#include "search/plan.h"
#include "search/rules.h"
#include "words/narrate.h"
#include "testlib.h"

struct tally {
	long visits, leaves, researches;
};

/* Fail-hard PVS in max/min form, as pvs.c's pseudocode reads: the full
 * window until a move improves the bound (footnote: for the first move
 * only), then null-window probes, each that fails on the good side for
 * the mover searched again with the full window. */
static int pvs_ref(const struct tree *t, node_id n, int a, int b, bool footnote, struct tally *c)
{
	const struct node *nd = &t->nodes[n];
	c->visits++;
	if (nd->nchildren == 0) {
		c->leaves++;
		return nd->value;
	}
	bool full = true;
	for (int i = 0; i < nd->nchildren; i++) {
		node_id ch = nd->first_child + i;
		int s;
		if (full) {
			s = pvs_ref(t, ch, a, b, footnote, c);
		} else if (nd->is_max) {
			s = pvs_ref(t, ch, a, a + 1, footnote, c);
			if (s > a) {
				c->researches++;
				s = pvs_ref(t, ch, a, b, footnote, c);
			}
		} else {
			s = pvs_ref(t, ch, b - 1, b, footnote, c);
			if (s < b) {
				c->researches++;
				s = pvs_ref(t, ch, a, b, footnote, c);
			}
		}
		if (nd->is_max ? s >= b : s <= a)
			return nd->is_max ? b : a;
		if (nd->is_max && s > a) {
			a = s;
			full = false;
		} else if (!nd->is_max && s < b) {
			b = s;
			full = false;
		}
		if (footnote)
			full = false;
	}
	return nd->is_max ? a : b;
}

/* The root with the tricks: the moves in a list walked by hand.  kept is
 * the move kept without a re-search (-1: none), with its probe's score;
 * a second fail high pushes the kept move back in front of the list. */
static int root_ref(const struct tree *t, bool last_null, bool delay, bool footnote,
		    struct tally *c, node_id *kept, int *best)
{
	const struct node *root = &t->nodes[0];
	bool mx = root->is_max;
	int a = -INF, b = INF, k = root->nchildren;
	c->visits++;
	int todo[64], ntodo = 0;       /* k moves, and a kept one pushed back */
	assert_true(k < 60);
	for (int i = k - 1; i >= 0; i--)
		todo[ntodo++] = i;              /* a stack: the next move on top */
	bool full = true, resolving = false;
	int keep = -1, keep_score = 0;
	*best = -1;
	while (ntodo > 0) {
		int i = todo[--ntodo];
		node_id ch = root->first_child + i;
		int s;
		if (full || (resolving && i == keep)) {
			if (resolving && i == keep) {
				c->researches++;
				resolving = false;
				keep = -1;
			}
			s = pvs_ref(t, ch, a, b, footnote, c);
		} else {
			s = mx ? pvs_ref(t, ch, a, a + 1, footnote, c) :
			    pvs_ref(t, ch, b - 1, b, footnote, c);
			if (mx ? s > a : s < b) {
				if (keep >= 0) {        /* Belle's second fail high */
					todo[ntodo++] = i;
					todo[ntodo++] = keep;
					resolving = true;
					continue;
				}
				if ((last_null && i == k - 1) || delay) {
					keep = i;
					keep_score = s;
					*best = i;
					continue;
				}
				c->researches++;
				s = pvs_ref(t, ch, a, b, footnote, c);
			}
		}
		if (mx && s > a) {
			a = s;
			*best = i;
			full = false;
		} else if (!mx && s < b) {
			b = s;
			*best = i;
			full = false;
		}
		if (footnote)
			full = false;
	}
	*kept = keep >= 0 ? root->first_child + keep : -1;
	if (keep >= 0)
		return keep_score;
	return mx ? a : b;
}

/* What the stepper shows of a run, replayed from its trace: after each
 * EV_ROOT that keeps a move, the root's frame holds that move; after a
 * second fail high's re-search of it, nothing; and the last step's words
 * say the root is only a bound exactly when the run kept a move, going
 * to the end straight away (the copy of the end) or step by step. */
static void check_replay(const struct tree *t, const struct algorithm *a,
			 const struct trace *tr, const struct result *r)
{
	struct state st;
	char words[4096];
	assert_true(state_init(&st, t, a, tr));
	state_goto(&st, tr->count);
	narrate_step(&st, VIEW_MAXMIN, words, sizeof words);
	bool says_kept = strstr(words, "with a move kept without a re-search") != NULL;
	if (says_kept != r->root_kept)
		fail_msg("%s: the end says \"%s\", kept %d", a->name, words, r->root_kept);
	state_goto(&st, 0);
	node_id kept = -1;
	for (int k = 0; k < tr->count; k++) {
		const struct event *e = &tr->events[k];
		state_goto(&st, k + 1);
		if (e->type == EV_ROOT && e->how != ROOT_SECOND)
			kept = e->child;
		else if (e->ply == 0 && (e->type == EV_CUTOFF ||
					 (e->type == EV_RESEARCH && e->child == kept)))
			kept = -1;
		if (st.depth > 0)
			assert_int_equal(st.stack[0].kept, kept);
	}
	narrate_step(&st, VIEW_MAXMIN, words, sizeof words);
	assert_int_equal(strstr(words, "with a move kept without a re-search") != NULL, r->root_kept);
	state_free(&st);
}

static const char *const tricky[] = { "pvs", "pvs-soft", "pvs-zws", "pvs-footnote" };

/* Thousands of random trees, every combination of the two tricks, each
 * algorithm that takes them: sound everywhere, and for the fail-hard
 * three the same numbers as the reference. */
static void test_random_trees(void **state)
{
	(void)state;
	uint64_t seed = 32;
	int trees = 0, kept_last = 0, kept_first = 0, seconds = 0;
	for (int k = 0; k < 3000; k++) {
		int range = k % 2 ? 4 : 30;
		char *body = random_tree(&seed, 2 + k % 4, 1 + k % 4, k % 3 == 0, range, false);
		char *text = malloc(strlen(body) + 32);
		sprintf(text, "root: %s\n%s\n", k % 4 == 1 ? "min" : "max", body);
		struct tree t;
		load_text(&t, text);
		int v = reference_value(&t, 0);
		for (int trick = 1; trick < 4; trick++) {
			struct plan p = { .root_last_null = trick & 1, .root_delay_research = trick & 2 };
			for (size_t a = 0; a < sizeof tricky / sizeof tricky[0]; a++) {
				const struct algorithm *al = algorithm_find(tricky[a]);
				assert_non_null(al);
				char why[200];
				assert_int_equal(plan_option_unfit(&p, al, PLAN_COMMAND_LINE, why, sizeof why),
						 PLAN_NONE);
				struct trace tr;
				struct result r;
				struct counts replay;
				trace_init(&tr);
				assert_true(algorithm_run_plan(al, &t, &p, &tr, &r));
				/* The root's move, kept or searched, is a best move. */
				bool sound = r.pvlen >= 1 && reference_value(&t, r.pv[0]) == v;
				if (r.root_kept)
					sound = sound && r.pvlen == 1 &&
						(r.bound == BOUND_LOWER ? v >= r.value : v <= r.value) &&
						r.bound == (t.root_is_max ? BOUND_LOWER : BOUND_UPPER);
				else
					sound = sound && r.bound == BOUND_EXACT && r.value == v;
				if (t.nodes[0].nchildren == 0)
					sound = r.value == v && !r.root_kept;
				if (!sound)
					fail_msg("%s with tricks %d: %d (bound %d, kept %d), minimax %d, on %s",
						 al->name, trick, r.value, r.bound, r.root_kept, v, text);
				assert_true(trace_counts(&tr, &t, tr.count, &replay));
				assert_memory_equal(&replay, &r.counts, sizeof replay);
				if (k % 8 == 0)
					check_replay(&t, al, &tr, &r);
				for (int e = 0; e < tr.count; e++) {
					kept_last += tr.events[e].type == EV_ROOT &&
						     tr.events[e].how == ROOT_KEEP_LAST;
					kept_first += tr.events[e].type == EV_ROOT &&
						      tr.events[e].how == ROOT_KEEP_FIRST;
					seconds += tr.events[e].type == EV_ROOT &&
						   tr.events[e].how == ROOT_SECOND;
				}
				trace_free(&tr);
				if (strcmp(al->name, "pvs-soft") == 0 || t.nodes[0].nchildren == 0)
					continue;
				/* The fail-hard three: the reference's numbers. */
				struct tally c = { 0 };
				node_id kept;
				int best;
				int want = root_ref(&t, p.root_last_null, p.root_delay_research,
						    strcmp(al->name, "pvs-footnote") == 0, &c, &kept, &best);
				if (r.value != want || r.counts.visits != c.visits ||
				    r.counts.leaves != c.leaves || r.counts.researches != c.researches ||
				    r.root_kept != (kept >= 0) || (kept >= 0 && r.pv[0] != kept))
					fail_msg("%s with tricks %d: value %d visits %ld leaves %ld "
						 "re-searches %ld kept %d; the reference: %d %ld %ld %ld %d, on %s",
						 al->name, trick, r.value, r.counts.visits, r.counts.leaves,
						 r.counts.researches, r.root_kept ? (int)r.pv[0] : -1, want,
						 c.visits, c.leaves, c.researches, (int)kept, text);
			}
		}
		tree_free(&t);
		free(text);
		free(body);
		trees++;
	}
	print_message("# %d random trees: kept on the last move %d times, on a first fail high %d, "
		      "second fail highs %d\n", trees, kept_last, kept_first, seconds);
	assert_true(kept_last > 100 && kept_first > 100 && seconds > 100);
}

/* Without the tricks the reference is plain PVS: the same numbers as the
 * product's, which shows the reference itself reads the pseudocode. */
static void test_reference_plain(void **state)
{
	(void)state;
	uint64_t seed = 320;
	for (int k = 0; k < 1000; k++) {
		char *body = random_tree(&seed, 2 + k % 3, 1 + k % 4, k % 3 == 0, 20, false);
		char *text = malloc(strlen(body) + 32);
		sprintf(text, "root: %s\n%s\n", k % 2 ? "min" : "max", body);
		struct tree t;
		load_text(&t, text);
		for (int footnote = 0; footnote < 2 && t.nodes[0].nchildren; footnote++) {
			struct result r;
			assert_true(algorithm_run(algorithm_find(footnote ? "pvs-footnote" : "pvs"), &t,
						  NULL, &r));
			struct tally c = { 0 };
			node_id kept;
			int best;
			int want = root_ref(&t, false, false, footnote, &c, &kept, &best);
			assert_int_equal(r.value, want);
			assert_int_equal(r.counts.visits, c.visits);
			assert_int_equal(r.counts.researches, c.researches);
			assert_int_equal(kept, -1);
		}
		tree_free(&t);
		free(text);
		free(body);
	}
}

/* In the strict convention, and with a window given for the root, the
 * tricks stay sound: a kept move is a best move, and the bound is true. */
static void test_strict_and_window(void **state)
{
	(void)state;
	uint64_t seed = 3232;
	int kept = 0;
	for (int k = 0; k < 2000; k++) {
		int range = k % 2 ? 3 : 12;
		char *body = random_tree(&seed, 2 + k % 3, 1 + k % 4, k % 3 == 0, range, false);
		char *text = malloc(strlen(body) + 32);
		sprintf(text, "root: %s\n%s\n", k % 4 == 1 ? "min" : "max", body);
		struct tree t;
		load_text(&t, text);
		int v = reference_value(&t, 0);
		int lo = v - range + (int)(rng_next(&seed) % (uint64_t)(2 * range + 1));
		struct plan p = { .strict = k % 2 == 0, .window = k % 3 != 0, .window_lo = lo,
				  .window_hi = lo + 1 + (int)(rng_next(&seed) % 6),
				  .root_last_null = k % 5 != 1, .root_delay_research = k % 5 != 0 };
		for (size_t a = 0; a < sizeof tricky / sizeof tricky[0]; a++) {
			struct result r;
			assert_true(algorithm_run_plan(algorithm_find(tricky[a]), &t, &p, NULL, &r));
			bool sound = r.bound == BOUND_EXACT ? r.value == v :
				     r.bound == BOUND_LOWER ? v >= r.value : v <= r.value;
			if (r.root_kept)
				sound = sound && r.pvlen == 1 && reference_value(&t, r.pv[0]) == v;
			if (!sound)
				fail_msg("%s%s --window %d,%d tricks %d%d: %d (bound %d, kept %d), "
					 "minimax %d, on %s", tricky[a], p.strict ? " --strict" : "",
					 p.window_lo, p.window_hi, p.root_last_null, p.root_delay_research,
					 r.value, r.bound, r.root_kept, v, text);
			kept += r.root_kept;
		}
		tree_free(&t);
		free(text);
		free(body);
	}
	print_message("# kept a move %d times\n", kept);
	assert_true(kept > 100);
}

/* The algorithms that do not probe at the root refuse the tricks, naming
 * those that take them; and the tricks do not go with --id. */
static void test_refusals(void **state)
{
	(void)state;
	char why[200];
	struct plan p = { .root_delay_research = true };
	for (int a = 0; a < algorithm_count; a++) {
		enum plan_option k = plan_option_unfit(&p, &algorithms[a], PLAN_COMMAND_LINE, why,
						       sizeof why);
		assert_int_equal(k == PLAN_NONE, algorithms[a].root_tricks);
		if (k != PLAN_NONE)
			assert_non_null(strstr(why, "pvs, pvs-soft, pvs-zws and pvs-footnote"));
	}
	p.id = true;
	assert_int_equal(plan_option_unfit(&p, algorithm_find("pvs"), PLAN_COMMAND_LINE, why,
					   sizeof why), PLAN_ROOT_DELAY);
	assert_non_null(strstr(why, "--id"));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_random_trees),
		cmocka_unit_test(test_reference_plain),
		cmocka_unit_test(test_strict_and_window),
		cmocka_unit_test(test_refusals),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
