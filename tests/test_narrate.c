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
 * value, which testlib computes by plain max/min recursion.  Last, the
 * reasons the narrator gives for the rules the search decides (rules.h),
 * worked out again from the trace and the tree under every kind of
 * search: see test_rules_on_random_trees. */
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
				assert_true((strstr(text, "proved: ") != NULL) == (kind == K_RESEARCH));
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
		/* MT's windows come from its tests of the root, not from moves
		 * and probes: test_mtd.c checks what its cutoffs say. */
		for (int a = 0; a < algorithm_count; a++)
			if (!algorithms[a].no_window && !algorithms[a].needs_table)
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

/* ---- The rules the search decides, as the narrator states them ---------
 * Where a search stops, when NegaScout keeps a probe's score without a
 * re-search, and how deep a table entry must be are rules the search
 * decides (src/rules.h); the narrator names the reason each time.  Here
 * each reason is worked out again without rules.h: from the trace (did
 * the search stop at a node at once, which nodes it entered), from the
 * tree (leaves, depths, plies below a node, counted here), and from a
 * depth-limited minimax written here, for every kind of search: to the
 * leaves, --depth D for every D, --id, and with a table. */

/* A node's minimax value in max/min form, MAX's view, with the search
 * stopping at depth limit (limit < 0: at the leaves). */
static int minimax_to(const struct tree *t, node_id n, int limit)
{
	if (t->nodes[n].same >= 0)
		n = t->nodes[n].same;
	const struct node *nd = &t->nodes[n];
	if (nd->nchildren == 0)
		return nd->value;
	if (limit >= 0 && nd->depth >= limit)
		return nd->static_value;
	int v = nd->is_max ? -INF : INF;
	for (int i = 0; i < nd->nchildren; i++) {
		int c = minimax_to(t, nd->first_child + i, limit);
		v = nd->is_max ? (c > v ? c : v) : (c < v ? c : v);
	}
	return v;
}

/* Plies from n down to its deepest leaf, through references. */
static int plies_below(const struct tree *t, node_id n)
{
	if (t->nodes[n].same >= 0)
		n = t->nodes[n].same;
	int most = 0;
	for (int i = 0; i < t->nodes[n].nchildren; i++) {
		int d = 1 + plies_below(t, t->nodes[n].first_child + i);
		most = d > most ? d : most;
	}
	return most;
}

static node_id position(const struct tree *t, node_id n)
{
	return t->nodes[n].same >= 0 ? t->nodes[n].same : n;
}

struct rule_counts {
	int kept[4];            /* kept fail highs: at a leaf, at the horizon, above
	                           leaves, above the horizon */
	int searched_again, shallow, deep_enough, stores, stops, rows;
};

struct rule_frame {
	node_id node;
	int beta;
	node_id probing;        /* the child it is probing now, or -1 */
	int probe_alpha;
};

/* "1 ply" or "2 plies" */
static const char *plies(int n)
{
	return n == 1 ? "ply" : "plies";
}

/* The probe of c came back with e at step k and failed high: check what
 * the narration says of the re-search, or of its absence. */
static void check_fail_high(const struct tree *t, const struct trace *tr, const struct plan *p,
			    const struct rule_frame *prober, const struct event *e, int k,
			    const char *text, bool limited, int horizon, const int *entered,
			    const bool *stopped, struct rule_counts *n)
{
	node_id c = e->node;
	int score = -e->value;
	const char *kept = strstr(text, "kept without a re-search");
	bool again = k < tr->count && tr->events[k].type == EV_RESEARCH && tr->events[k].child == c;
	if (again || score >= prober->beta) {
		if (kept)
			fail_msg("step %d: %s is searched again or cut off, yet: %s", k, tree_name(t, c),
				 text);
		n->searched_again += again;
		return;
	}
	/* Kept: the score must be c's value for this search, */
	int value = t->nodes[c].is_max ? e->value : -e->value;
	if (value != minimax_to(t, c, limited ? horizon : -1))
		fail_msg("step %d: the kept score %d of %s is not its value %d: %s", k, value,
			 tree_name(t, c), minimax_to(t, c, limited ? horizon : -1), text);
	/* and the reason the one the trace shows. */
	char want[512];
	const char *name = tree_name(t, c);
	int kind;
	if (e->type == EV_LEAF && t->nodes[c].nchildren == 0) {
		kind = 0;
		snprintf(want, sizeof want, " %s is a leaf, so this score is exact and is kept "
			 "without a re-search.", name);
	} else if (e->type == EV_LEAF) {
		assert_true(limited);
		assert_int_equal(t->nodes[c].depth, horizon);
		kind = 1;
		snprintf(want, sizeof want, " %s is at the horizon, so this score, its static "
			 "evaluation, is exact for a search to depth %d and is kept without a "
			 "re-search.", name, horizon);
	} else {
		/* The search went on at c: it must have entered each of c's
		 * moves since it entered c, and stopped at each at once. */
		if (p->tt_size > 0)
			fail_msg("step %d: with a table, %s's score is kept though %s is searched: %s", k,
				 name, name, text);
		bool leaves = true;
		for (int i = 0; i < t->nodes[c].nchildren; i++) {
			node_id m = position(t, t->nodes[c].first_child + i);
			if (entered[m] <= entered[c] || !stopped[m])
				fail_msg("step %d: %s's score is kept, but the search did not stop at "
					 "each of its moves (%s): %s", k, name, tree_name(t, m), text);
			leaves = leaves && t->nodes[m].nchildren == 0;
		}
		const char *side = t->nodes[c].is_max ? "MAX" : "MIN";
		kind = leaves ? 2 : 3;
		if (leaves)
			snprintf(want, sizeof want, " Below %s there are only leaves and, no move being good enough "
				 "for %s to stop early, it searched them all, so this score is exact and is kept "
				 "without a re-search.", name, side);
		else
			snprintf(want, sizeof want, " %s is one ply above the horizon (depth %d): the "
				 "search stops at each of %s's moves and, no move being good enough for %s to stop early, %s "
				 "searched them all, so this score is exact for a search to depth %d "
				 "and is kept without a re-search.", name, horizon, name, side, name,
				 horizon);
	}
	if (!strstr(text, want))
		fail_msg("step %d: expected \"%s\": %s", k, want, text);
	if (strstr(kept + 1, "kept without a re-search"))
		fail_msg("step %d: two reasons: %s", k, text);
	n->kept[kind]++;
}

/* NegaScout's PV row l survived a failed re-search: the reason, in the
 * sentence (text) and in the --trace line, is where the search stops below
 * its first move m, read off the tree. */
static void check_kept_row(const struct tree *t, struct event_list l, int k, const char *text,
			   const char *line, const char *failed, bool limited, int horizon,
			   struct rule_counts *n)
{
	char want[512], short_want[256];
	node_id m = event_list_at(l, 0);
	if (l.n == 1) {
		/* Nothing below m to keep or drop. */
		assert_null(strstr(text, "the row stays"));
		snprintf(short_want, sizeof short_want, "(kept: the re-search failed %s, and the row "
			 "has no moves below %s to drop)", failed, tree_name(t, m));
		if (!strstr(line, short_want))
			fail_msg("step %d: expected \"%s\": %s", k, short_want, line);
		return;
	}
	bool leaves = true;
	for (int i = 0; i < t->nodes[m].nchildren; i++) {
		const struct node *c = &t->nodes[position(t, t->nodes[m].first_child + i)];
		if (c->nchildren > 0 && !(limited && c->depth >= horizon))
			fail_msg("step %d: the row from %s is kept, but the search does not stop "
				 "below it: %s", k, tree_name(t, m), text);
		leaves = leaves && c->nchildren == 0;
	}
	if (leaves) {
		snprintf(want, sizeof want, "the row stays, because below %s there are only leaves, "
			 "whose scores are exact.", tree_name(t, m));
		snprintf(short_want, sizeof short_want, "(kept: the re-search failed %s, but below %s "
			 "are only leaves)", failed, tree_name(t, m));
	} else {
		snprintf(want, sizeof want, "the row stays, because every move from %s reaches the "
			 "horizon (depth %d), where the search stops: their scores are exact for a "
			 "search to that depth.", tree_name(t, m), horizon);
		snprintf(short_want, sizeof short_want, "(kept: the re-search failed %s, but below %s "
			 "is the horizon)", failed, tree_name(t, m));
	}
	if (!strstr(text, want))
		fail_msg("step %d: expected \"%s\": %s", k, want, text);
	if (!strstr(line, short_want))
		fail_msg("step %d: expected \"%s\": %s", k, short_want, line);
	n->rows++;
}

/* A table's step: the draft each entry was stored with and the draft the
 * search asks for, counted here. */
static void check_table_step(const struct tree *t, const struct event *e, int k,
			     const char *text, bool limited, int horizon, int *stored,
			     struct rule_counts *n)
{
	node_id x = e->node;
	int draft = limited ? horizon - t->nodes[x].depth : plies_below(t, x);
	char want[256];
	assert_int_equal(e->ply, t->nodes[x].depth);
	if (e->type == EV_TT_STORE) {
		if (e->how == TT_KEPT) {
			snprintf(want, sizeof want, "%d %s deep) is not stored", draft, plies(draft));
		} else {
			snprintf(want, sizeof want, "searched %d %s deep, ", draft, plies(draft));
			stored[x] = draft;
		}
		if (!strstr(text, want))
			fail_msg("step %d: expected \"%s\": %s", k, want, text);
		n->stores++;
		return;
	}
	switch ((enum tt_probe)e->how) {
	case TT_EMPTY:
	case TT_OTHER:
		return;
	case TT_SHALLOW:
		if (stored[x] >= draft)
			fail_msg("step %d: %s's entry (%d plies) is called too shallow for %d: %s", k,
				 tree_name(t, x), stored[x], draft, text);
		snprintf(want, sizeof want, "but from a search %d %s deep, and this one looks %d "
			 "ahead: too shallow", stored[x], plies(stored[x]), draft);
		if (!strstr(text, want))
			fail_msg("step %d: expected \"%s\": %s", k, want, text);
		n->shallow++;
		return;
	case TT_CUT:
		snprintf(want, sizeof want, "from a search %d %s deep", stored[x], plies(stored[x]));
		if (!strstr(text, want))
			fail_msg("step %d: expected \"%s\": %s", k, want, text);
		/* fall through */
	case TT_OPEN:
	case TT_ROOT:
	case TT_IGNORED:
		if (stored[x] < draft)
			fail_msg("step %d: %s's entry (%d plies) is used for %d: %s", k,
				 tree_name(t, x), stored[x], draft, text);
		n->deep_enough++;
		return;
	}
}

/* Where the search stopped, at step k (an EV_LEAF), or went on (the step
 * after an EV_ENTER is not its EV_LEAF): a leaf, or a node at the
 * horizon, as the narrator says, and as a search to that depth must. */
static void check_stop(const struct tree *t, const struct event *e, int k, const char *text,
		       const char *cut, bool limited, int horizon, struct rule_counts *n)
{
	const struct node *nd = &t->nodes[e->node];
	char want[128];
	bool leaf = nd->nchildren == 0, at_horizon = !leaf && limited && nd->depth >= horizon;
	if (!leaf && !at_horizon)
		fail_msg("step %d: the search stops at %s, above the horizon: %s", k,
			 tree_name(t, e->node), text);
	if (leaf)
		snprintf(want, sizeof want, "Leaf %s is worth ", tree_name(t, e->node));
	else
		snprintf(want, sizeof want, "%s is at depth %d, the horizon of this search",
			 tree_name(t, e->node), horizon);
	if (strncmp(text, want, strlen(want)) != 0)
		fail_msg("step %d: expected \"%s\": %s", k, want, text);
	if (cut && !strstr(cut, leaf ? "a leaf, it is simply evaluated" :
			   "at the horizon, its static evaluation is used"))
		fail_msg("step %d, before it: %s", k, cut);
	n->stops++;
}

/* ---- Every sentence under every option ----------------------------------
 * What the narrator claims of a step, checked against the trace and a
 * depth-limited minimax of the tree, under every plan: scores called
 * scores are exact values, bounds hold, a move called the best so far or
 * an improvement is at least as good as every move searched before it,
 * what a sentence says comes next comes next, a table entry's move is
 * called a best move only when the entry is exact, a re-search's verdict
 * is read off its window and result, and an aspiration fail names a
 * cutoff only when one happened. */

struct sentence_counts {
	int scores, bounds, best, next, stored, research, fails, orders;
};

/* The text right after "<name> <verb>" at the very start of text, or NULL. */
static const char *after_lead(const char *text, const char *name, const char *verb)
{
	size_t n = strlen(name), v = strlen(verb);
	if (strncmp(text, name, n) != 0 || text[n] != ' ' || strncmp(text + n + 1, verb, v) != 0)
		return NULL;
	return text + n + 1 + v;
}

/* Is a better than b for the side to move at p (max/min values)? */
static bool better_for(const struct tree *t, node_id p, int a, int b)
{
	return t->nodes[position(t, p)].is_max ? a > b : a < b;
}

/* A claim "scores 5", "scores at least 5" or "scores at most 5" about
 * child c at step k, against truth, its value as the claim's view has it. */
static void check_claim_as(const struct tree *t, node_id c, int truth, const char *claim, int k,
			   const char *text, struct sentence_counts *n)
{
	char *end;
	if (strncmp(claim, "at least ", 9) == 0) {
		long x = strtol(claim + 9, &end, 10);
		if (truth < x)
			fail_msg("step %d: %s is worth %d, not at least %ld: %s", k, tree_name(t, c),
				 truth, x, text);
		n->bounds++;
	} else if (strncmp(claim, "at most ", 8) == 0) {
		long x = strtol(claim + 8, &end, 10);
		if (truth > x)
			fail_msg("step %d: %s is worth %d, not at most %ld: %s", k, tree_name(t, c),
				 truth, x, text);
		n->bounds++;
	} else {
		long x = strtol(claim, &end, 10);
		if (end == claim)
			fail_msg("step %d: no score after \"scores\": %s", k, text);
		if (truth != x)
			fail_msg("step %d: %s is said to score %ld, but is worth %d: %s", k,
				 tree_name(t, c), x, truth, text);
		n->scores++;
	}
}

/* A claim "scores 5", "scores at least 5" or "scores at most 5" about
 * child c at step k, against c's value for this search. */
static void check_score_claim(const struct tree *t, node_id c, const char *claim, int k,
			      const char *text, int limit, struct sentence_counts *n)
{
	check_claim_as(t, c, minimax_to(t, c, limit), claim, k, text, n);
}

/* The same in the negamax view: the claim is the score at parent p,
 * from the side to move there. */
static void check_negamax_claim(const struct tree *t, node_id p, node_id c, const char *claim,
				int k, const char *text, int limit, struct sentence_counts *n)
{
	int truth = minimax_to(t, c, limit);
	check_claim_as(t, c, t->nodes[position(t, p)].is_max ? truth : -truth, claim, k, text, n);
}

/* "the best so far", "improved": c must be at least as good for p's side
 * as every move p searched before it in this visit (steps from..k-1). */
static void check_best_claim(const struct tree *t, const struct trace *tr, node_id p, node_id c,
			     int from, int k, const char *text, int limit, struct sentence_counts *n)
{
	int ply = t->nodes[p].depth;
	int vc = minimax_to(t, c, limit);
	for (int i = from; i < k - 1; i++) {
		const struct event *x = &tr->events[i];
		if (x->type != EV_ENTER || x->ply != ply + 1 || position(t, x->node) == position(t, c))
			continue;
		int vs = minimax_to(t, x->node, limit);
		if (better_for(t, p, vs, vc))
			fail_msg("step %d: %s (%d) is called the best so far at %s, but %s, searched "
				 "before it, is worth %d: %s", k, tree_name(t, c), vc, tree_name(t, p),
				 tree_name(t, x->node), vs, text);
	}
	n->best++;
}

/* The index of the event of p's current visit's EV_ENTER, before step k. */
static int visit_start(const struct trace *tr, node_id p, int k)
{
	for (int i = k - 1; i >= 0; i--)
		if (tr->events[i].type == EV_ENTER && tr->events[i].node == p)
			return i;
	return 0;
}

/* The index of the event that ends the visit entered at index i. */
static int visit_end(const struct trace *tr, int i)
{
	int depth = 0;
	for (int j = i; j < tr->count; j++) {
		const struct event *x = &tr->events[j];
		depth += x->type == EV_ENTER;
		depth -= x->type == EV_LEAF || x->type == EV_RETURN;
		if (depth == 0)
			return j;
	}
	return tr->count;
}

static void check_sentence(const struct tree *t, const struct algorithm *a,
			   const struct trace *tr, int k, const char *text, bool limited,
			   int horizon, struct sentence_counts *n)
{
	const struct event *e = &tr->events[k - 1];
	const struct event *next = k < tr->count ? &tr->events[k] : NULL;
	int limit = limited ? horizon : -1;
	const char *claim;

	switch (e->type) {
	case EV_ENTER: {
		bool table_next = next && next->type == EV_TT_PROBE && next->node == e->node;
		bool stop_next = next && next->type == EV_LEAF && next->node == e->node;
		if ((strstr(text, "the table is asked next") || strstr(text, "asks the table first")) &&
		    !table_next)
			fail_msg("step %d: the table is not asked next: %s", k, text);
		if ((strstr(text, "evaluated next") || strstr(text, "evaluated again") ||
		     strstr(text, "evaluation is used next")) && !stop_next)
			fail_msg("step %d: %s is not evaluated next: %s", k, tree_name(t, e->node), text);
		if (strstr(text, "it will search every child")) {
			/* every move of the node is entered before it returns */
			int end = visit_end(tr, k - 1), entered = 0;
			for (int j = k; j < end; j++)
				entered += tr->events[j].type == EV_ENTER && tr->events[j].ply == e->ply + 1;
			if (entered != t->nodes[position(t, e->node)].nchildren)
				fail_msg("step %d: %d of %s's %d moves are searched: %s", k, entered,
					 tree_name(t, e->node), t->nodes[position(t, e->node)].nchildren,
					 text);
		}
		n->next++;
		break;
	}
	case EV_ORDER:
		/* "is searched first": the first move entered is that one */
		if (strstr(text, "is searched first")) {
			int end = visit_end(tr, visit_start(tr, e->node, k));
			node_id first = -1;
			for (int j = k; j < end && first < 0; j++)
				if (tr->events[j].type == EV_ENTER && tr->events[j].ply == e->ply + 1)
					first = tr->events[j].node;
			if (first != e->child)
				fail_msg("step %d: %s is said to be searched first, but %s is: %s", k,
					 tree_name(t, e->child), first < 0 ? "no move" :
					 tree_name(t, first), text);
		}
		n->orders++;
		break;
	case EV_RAISE:
	case EV_CUTOFF:
		if ((claim = after_lead(text, tree_name(t, e->child), "scores ")))
			check_score_claim(t, e->child, claim, k, text, limit, n);
		else
			fail_msg("step %d: expected \"%s scores\": %s", k, tree_name(t, e->child), text);
		if (e->type == EV_CUTOFF && e->has_list) {
			/* Every cutoff names where its bound came from; an edge
			 * of the root's aspiration window must be one. */
			bool move = strstr(text, " can already "), probe = strstr(text, "'s probe of ");
			bool asp = strstr(text, "aspiration window") || (a->needs_table &&
				   strstr(text, "of search "));     /* MT's test of the root */
			if (!move && !probe && !asp)
				fail_msg("step %d: a cutoff without a reason: %s", k, text);
			if (asp) {
				int r = visit_start(tr, 0, k);
				const struct event *root = &tr->events[r];
				bool same = t->nodes[position(t, e->node)].is_max == t->root_is_max;
				if (root->node != 0 || e->beta != (same ? root->beta : -root->alpha))
					fail_msg("step %d: the bound %d is no edge of the root's window "
						 "(%d, %d): %s", k, e->beta, root->alpha, root->beta, text);
				n->fails++;
			}
		}
		if (e->type == EV_RAISE && strstr(text, "so far (it was"))
			check_best_claim(t, tr, e->node, e->child, visit_start(tr, e->node, k), k, text,
					 limit, n);
		break;
	case EV_PV:
		if (e->child >= 0 && strstr(text, " improved "))
			check_best_claim(t, tr, e->node, e->child, visit_start(tr, e->node, k), k, text,
					 limit, n);
		if (e->ply == 0 && strstr(text, "which scores better than")) {
			/* "The root PV changed: W -> X, which scores better than W did." */
			const char *c = strstr(text, "The root PV changed: ");
			char was[64], now[64];
			assert_non_null(c);
			assert_int_equal(sscanf(c, "The root PV changed: %63s -> %63[^,]", was, now), 2);
			node_id w = find_node(t, was), x = find_node(t, now);
			if (!better_for(t, e->node, minimax_to(t, x, limit), minimax_to(t, w, limit)))
				fail_msg("step %d: %s (%d) is said to score better than %s (%d): %s", k, now,
					 minimax_to(t, x, limit), was, minimax_to(t, w, limit), text);
			n->best++;
		}
		if (e->child < 0 && strstr(text, "the re-search of ")) {
			/* A NegaScout re-search that did not beat its probe: the
			 * child's last return against the re-search's window, in
			 * max/min terms at the child. */
			const struct event *r = NULL, *ret = NULL;
			for (int j = k - 2; j >= 0 && !r; j--) {
				const struct event *x = &tr->events[j];
				if (!ret && (x->type == EV_RETURN || x->type == EV_LEAF))
					ret = x;
				else if (ret && x->type == EV_RESEARCH &&
					 position(t, x->child) == position(t, ret->node))
					r = x;
			}
			assert_non_null(r);
			assert_non_null(ret);
			/* the child's window in negamax is (-beta, -t) */
			bool cmax = t->nodes[position(t, r->child)].is_max;
			int lo = cmax ? -r->beta : r->alpha, hi = cmax ? -r->alpha : r->beta;
			int got = cmax ? ret->value : -ret->value;
			const char *want = got >= hi ? "failed high" : got <= lo ? "failed low" : NULL;
			if (!want || !strstr(text, want))
				fail_msg("step %d: the re-search of %s returned %d in (%d, %d): %s", k,
					 tree_name(t, r->child), got, lo, hi, text);
			n->research++;
		}
		break;
	case EV_TT_STORE:
	case EV_TT_PROBE:
		if (e->child >= 0 && e->bound != BOUND_EXACT && e->how != TT_KEPT &&
		    (strstr(text, "Its best move") || strstr(text, "best move P") ||
		     strstr(text, "best move N")))
			fail_msg("step %d: a bound's move is called a best move: %s", k, text);
		n->stored += e->bound != BOUND_EXACT;
		break;
	case EV_FAIL: {
		const struct event *cut = NULL;
		for (int j = k - 2; j >= 0 && tr->events[j].type != EV_ITERATION && !cut; j--)
			if (tr->events[j].type == EV_CUTOFF && tr->events[j].node == e->node)
				cut = &tr->events[j];
		if (strstr(text, "cut the search off") && !(cut && cut->has_list))
			fail_msg("step %d: no cutoff at the root: %s", k, text);
		if (strstr(text, "the root's last move") && !(cut && !cut->has_list))
			fail_msg("step %d: no last move reached the edge: %s", k, text);
		n->fails++;
		break;
	}
	default:
		break;
	}
	(void)a;
}

static void check_rules(const struct tree *t, const struct algorithm *a, const struct plan *p,
			struct rule_counts *n, struct sentence_counts *sentences)
{
	struct trace tr;
	struct result r;
	struct state st;
	struct rule_frame stack[TREE_MAX_DEPTH + 2];
	int depth = 0, horizon = p->depth;
	bool limited = p->limited;
	int *entered = calloc((size_t)t->count, sizeof *entered);
	int *stored = calloc((size_t)t->count, sizeof *stored);
	bool *stopped = calloc((size_t)t->count, sizeof *stopped);
	char text[4096], cut[1024];
	char err[256];
	assert_true(entered && stored && stopped);

	trace_init(&tr);
	if (!plan_check(p, t, a, err, sizeof err))
		fail_msg("%s", err);
	assert_true(algorithm_run_plan(a, t, p, &tr, &r));
	assert_true(state_init(&st, t, a, &tr));
	for (int k = 1; k <= tr.count; k++) {
		const struct event *e = &tr.events[k - 1];
		struct rule_frame *top = depth ? &stack[depth - 1] : NULL;
		switch (e->type) {
		case EV_ITERATION:
			limited = true;
			horizon = e->value;
			break;
		case EV_ENTER:
			if (top && top->probing != e->node)
				top->probing = -1;
			stack[depth++] = (struct rule_frame){ e->node, e->beta, -1, 0 };
			entered[e->node] = k;
			/* (MT looks a leaf up in its table before it evaluates it) */
			int next = k;
			while (next < tr.count && (tr.events[next].type == EV_TT_PROBE ||
						   tr.events[next].type == EV_TT_STORE))
				next++;
			stopped[e->node] = next < tr.count && tr.events[next].type == EV_LEAF &&
					   tr.events[next].node == e->node;
			/* or the table settled it: it neither stops nor goes on */
			bool settled = next > k && tr.events[next - 1].type == EV_TT_PROBE &&
				       tr.events[next - 1].how == TT_CUT;
			if (!stopped[e->node] && !settled && !a->no_window) {
				/* It went on: the narrator must not call it a stop. */
				state_goto(&st, k);
				narrate_step(&st, VIEW_MAXMIN, text, sizeof text);
				narrate_cut_condition(&st, VIEW_MAXMIN, cut, sizeof cut);
				assert_null(strstr(text, "horizon"));
				assert_null(strstr(text, "is a leaf"));
				assert_null(strstr(cut, "simply evaluated"));
				assert_null(strstr(cut, "at the horizon"));
				if (limited && t->nodes[e->node].depth >= horizon)
					fail_msg("step %d: the search goes on below the horizon at %s", k,
						 tree_name(t, e->node));
			}
			break;
		case EV_LEAF:
		case EV_RETURN:
			depth--;
			if (e->type == EV_LEAF) {
				state_goto(&st, k - 1);
				narrate_cut_condition(&st, VIEW_MAXMIN, cut, sizeof cut);
				state_goto(&st, k);
				narrate_step(&st, VIEW_MAXMIN, text, sizeof text);
				check_stop(t, e, k, text, a->no_window ? NULL : cut, limited, horizon, n);
			}
			if (depth > 0 && stack[depth - 1].probing == e->node &&
			    -e->value > stack[depth - 1].probe_alpha) {
				state_goto(&st, k);
				narrate_step(&st, VIEW_MAXMIN, text, sizeof text);
				check_fail_high(t, &tr, p, &stack[depth - 1], e, k, text, limited, horizon,
						entered, stopped, n);
			}
			break;
		case EV_PROBE:
			top->probing = e->child;
			top->probe_alpha = e->alpha;
			break;
		case EV_RESEARCH:
			top->probing = -1;
			break;
		case EV_PV:
			if (e->child < 0 && trace_list(&tr, e).n == e->old && e->old > 0) {
				state_goto(&st, k);
				narrate_step(&st, VIEW_MAXMIN, text, sizeof text);
				narrate_trace_line(&st, cut, sizeof cut);
				/* In max/min words, a MIN prober's failed-low re-search is
				 * a fail high (the verdict itself is checked against the
				 * numbers by check_sentence). */
				const char *failed = t->nodes[stack[depth - 1].node].is_max ? "low" : "high";
				check_kept_row(t, trace_list(&tr, e), k, text, cut, failed, limited, horizon,
					       n);
			}
			break;
		case EV_TT_PROBE:
		case EV_TT_STORE:
			state_goto(&st, k);
			narrate_step(&st, VIEW_MAXMIN, text, sizeof text);
			check_table_step(t, e, k, text, limited, horizon, stored, n);
			break;
		case EV_RAISE:
		case EV_CUTOFF:
		case EV_ORDER:
		case EV_FAIL:
			break;
		}
		state_goto(&st, k);
		narrate_step(&st, VIEW_MAXMIN, text, sizeof text);
		check_sentence(t, a, &tr, k, text, limited, horizon, sentences);
		if (e->type == EV_RAISE || e->type == EV_CUTOFF) {
			const char *claim;
			narrate_step(&st, VIEW_NEGAMAX, text, sizeof text);
			if ((claim = after_lead(text, tree_name(t, e->child), "scores ")))
				check_negamax_claim(t, e->node, e->child, claim, k, text,
						    limited ? horizon : -1, sentences);
			else
				fail_msg("step %d: expected \"%s scores\": %s", k,
					 tree_name(t, e->child), text);
		}
	}
	state_free(&st);
	trace_free(&tr);
	free(entered);
	free(stored);
	free(stopped);
}

/* Every algorithm on the tree, with each of the plans. */
static void check_rules_plans(const struct tree *t, const struct plan *plans, int nplans,
			      struct rule_counts *n, struct sentence_counts *sentences)
{
	char err[256];
	for (int i = 0; i < nplans; i++)
		for (int a = 0; a < algorithm_count; a++)
			if (plan_check(&plans[i], t, &algorithms[a], err, sizeof err))
				check_rules(t, &algorithms[a], &plans[i], n, sentences);
}

static void test_rules_on_random_trees(void **state)
{
	(void)state;
	uint64_t seed = 20260428;
	struct rule_counts n;
	struct sentence_counts s;
	memset(&n, 0, sizeof n);
	memset(&s, 0, sizeof s);
	const int trees = 1500;
	for (int i = 0; i < trees; i++) {
		/* Static values everywhere: to the leaves, --depth D for each D
		 * below the height, --id, and a table with both. */
		char *text = random_static_tree(&seed, rng_range(&seed, 2, 5), rng_range(&seed, 2, 3),
						rng_range(&seed, 2, 9), i % 4 == 3);
		struct tree t;
		load_text(&t, text);
		free(text);
		struct plan plans[TREE_MAX_DEPTH + 4] = { { 0 } };
		int np = 1;
		for (int d = 1; d < t.height; d++)
			plans[np++] = (struct plan){ .limited = true, .depth = d };
		plans[np++] = (struct plan){ .id = true };
		plans[np++] = (struct plan){ .id = true, .tt_size = 1 + i % 8,
					     .tt_depth_preferred = i % 2 };
		plans[np++] = (struct plan){ .limited = true, .depth = 1 + i % 3, .tt_size = 4 };
		plans[np++] = (struct plan){ .id = true, .no_pv_first = true };
		plans[np++] = (struct plan){ .id = true, .aspiration = 1 + i % 3 };
		plans[np++] = (struct plan){ .id = true, .aspiration = 1 + i % 2, .tt_size = 8,
					     .tt_depth_preferred = i % 3 == 0,
					     .tt_pv_ignore_exact = i % 5 == 0 };
		plans[np++] = (struct plan){ .id = true, .limited = true, .depth = t.height > 1 ?
					     t.height - 1 : 1, .aspiration = 2, .no_pv_first = i % 2 };
		check_rules_plans(&t, plans, np, &n, &s);
		tree_free(&t);

		/* Transpositions, with a table, to the leaves. */
		char *dag, *unfolded;
		random_transposed(&seed, 3, 4, 9, i % 2, &dag, &unfolded);
		load_text(&t, dag);
		free(dag);
		free(unfolded);
		const struct plan tables[] = {
			{ .tt_size = 8 }, { .tt_size = 3, .tt_depth_preferred = true },
			{ .tt_size = 8, .tt_pv_ignore_exact = true },
		};
		check_rules_plans(&t, tables, 3, &n, &s);
		const struct plan id_tables[] = {
			{ .id = true, .tt_size = 8 }, { .id = true, .aspiration = 1, .tt_size = 4 },
		};
		check_rules_plans(&t, id_tables, 2, &n, &s);
		tree_free(&t);
	}
	printf("# %d trees: kept fail highs %d at a leaf, %d at the horizon, %d above leaves, "
	       "%d above the horizon; %d searched again; %d kept PV rows; %d stops; table: "
	       "%d stores, %d too shallow, %d deep enough\n", trees, n.kept[0], n.kept[1],
	       n.kept[2], n.kept[3], n.searched_again, n.rows, n.stops, n.stores, n.shallow,
	       n.deep_enough);
	printf("# sentences: %d scores, %d bounds, %d best so far, %d next steps, %d orders, "
	       "%d bound entries, %d re-search verdicts, %d aspiration fails and edges\n",
	       s.scores, s.bounds, s.best, s.next, s.orders, s.stored, s.research, s.fails);
	assert_true(s.scores > 1000 && s.bounds > 1000 && s.best > 1000 && s.orders > 100);
	assert_true(s.stored > 100 && s.research > 20 && s.fails > 100);
	/* Every reason must have been met, and often. */
	for (int k = 0; k < 4; k++)
		assert_true(n.kept[k] > 100);
	assert_true(n.searched_again > 100);
	assert_true(n.rows > 20);
	assert_true(n.shallow > 100);
	assert_true(n.deep_enough > 100);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_reasons_on_random_trees),
		cmocka_unit_test(test_bounds_on_random_trees),
		cmocka_unit_test(test_rules_on_random_trees),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
