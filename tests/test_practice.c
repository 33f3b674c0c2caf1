/* test_practice.c - practice mode's questions are answered by the search:
 * the true answers grade as all right, any one changed answer as exactly
 * one mistake at a step of the search, and the truth agrees with an
 * independent minimax and with the counters.  Only what is answered is
 * graded: nothing answered is nothing right and nothing wrong, a cut
 * marked at its root answers for everything below it, and a searched node
 * marked cut is one mistake, not one for each node below it.  The counts
 * are checked against a textbook alpha-beta written here, apart from the
 * product's negamax, and against the trace's own events. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "teach/practice.h"
#include "testlib.h"

/* The search's nodes, read here from the trace's entries (not from
 * practice.c's reading of them). */
static unsigned char *entered_of(const struct practice *p)
{
	unsigned char *in = calloc((size_t)p->tree.count, 1);
	assert_non_null(in);
	for (int i = 0; i < p->trace.count; i++)
		if (p->trace.events[i].type == EV_ENTER)
			in[p->trace.events[i].node] = 1;
	return in;
}

/* How many probes the search makes, each child counted once. */
static int probes_of(const struct practice *p)
{
	unsigned char *seen = calloc((size_t)p->tree.count, 1);
	int n = 0;
	assert_non_null(seen);
	for (int i = 0; i < p->trace.count; i++)
		if (p->trace.events[i].type == EV_PROBE && !seen[p->trace.events[i].child]) {
			seen[p->trace.events[i].child] = 1;
			n++;
		}
	free(seen);
	return n;
}

/* Knuth and Moore's alpha-beta in max/min form, fail-hard, as a textbook
 * writes it: marks each node it enters. */
static int textbook_alphabeta(const struct tree *t, node_id n, int alpha, int beta,
			      unsigned char *entered)
{
	const struct node *nd = &t->nodes[n];
	entered[n] = 1;
	if (!nd->nchildren)
		return nd->value;
	for (int i = 0; i < nd->nchildren && alpha < beta; i++) {
		int v = textbook_alphabeta(t, nd->first_child + i, alpha, beta, entered);
		if (nd->is_max && v > alpha)
			alpha = v;
		if (!nd->is_max && v < beta)
			beta = v;
	}
	return nd->is_max ? alpha : beta;
}

static bool is_below(const struct tree *t, node_id n, node_id top)
{
	for (n = t->nodes[n].parent; n >= 0; n = t->nodes[n].parent)
		if (n == top)
			return true;
	return false;
}

/* The questions of a tree no node of which is marked: "is it visited?"
 * for each child of a node the search enters, "what does it return?" for
 * each inner node it enters, and each probe. */
static int questions_of(const struct practice *p, const unsigned char *entered)
{
	int n = 0;
	for (node_id k = 0; k < p->tree.count; k++) {
		if (k > 0 && entered[p->tree.nodes[k].parent])
			n++;
		if (entered[k] && p->tree.nodes[k].nchildren)
			n++;
	}
	return n + probes_of(p);
}

/* An alphabeta practice of the deal's seed, whose nodes the textbook's
 * alpha-beta enters exactly as the trace says. */
static void start_alphabeta(struct practice *p, uint64_t seed, int depth,
			    unsigned char **entered)
{
	char err[256];
	struct practice_deal d = { .branch_min = 2, .branch_max = 3, .depth_min = depth, .depth_max = depth,
				   .lo = 0, .hi = 20, .seed = seed, .ask = 0 };
	assert_true(practice_start(p, &d, algorithm_find("alphabeta"), err, sizeof err));
	*entered = calloc((size_t)p->tree.count, 1);
	assert_non_null(*entered);
	textbook_alphabeta(&p->tree, 0, -INF, INF, *entered);
	unsigned char *traced = entered_of(p);
	assert_memory_equal(*entered, traced, (size_t)p->tree.count);
	free(traced);
}

static void answer_truly(struct practice *p)
{
	for (node_id n = 0; n < p->tree.count; n++) {
		p->never[n] = !p->visited[n];
		p->high[n] = p->failed_high[n];
		if (p->visited[n] && p->tree.nodes[n].nchildren)
			practice_truth(p, n, p->answer[n], PRACTICE_ANSWER_MAX);
	}
}

static void test_truth_grades_right(void **state)
{
	char err[256];
	(void)state;
	int dealt = 0;
	for (uint64_t seed = 1; seed <= 300; seed++)
		for (int i = 0; i < algorithm_count; i++) {
			struct practice p;
			struct practice_deal d = { .branch_min = 2, .branch_max = 3, .depth_min = 2, .depth_max = 4,
				   .lo = 0, .hi = 20, .seed = seed, .ask = 0 };
			if (algorithms[i].needs_table) {        /* MTD(f), SSS*: refused */
				assert_false(practice_start(&p, &d, &algorithms[i], err, sizeof err));
				assert_non_null(strstr(err, "practise with another algorithm"));
				continue;
			}
			assert_true(practice_start(&p, &d, &algorithms[i], err, sizeof err));
			answer_truly(&p);
			practice_grade(&p);
			assert_int_equal(p.nmistakes, 0);
			assert_int_equal(p.right, p.total);
			/* Every node but the root is a question, and so is every
			 * visited inner node. */
			long visited = 0;
			for (node_id n = 0; n < p.tree.count; n++)
				visited += p.visited[n];
			struct result r;
			assert_true(algorithm_run(&algorithms[i], &p.tree, NULL, &r));
			assert_int_equal(visited, r.counts.nodes);
			/* The root returns the minimax value, exactly. */
			assert_int_equal(p.bound[0], BOUND_EXACT);
			assert_int_equal(p.value[0], reference_value(&p.tree, 0));
			/* Every question answered, and no other. */
			unsigned char *entered = entered_of(&p);
			assert_int_equal(p.total, questions_of(&p, entered));
			assert_int_equal(p.answered, p.total);
			/* One answer changed: one mistake, at a step of the search.
			 * n is a node the search decides about (its parent is
			 * visited): below a cut nothing is asked. */
			node_id n = (node_id)(seed % (uint64_t)(p.tree.count - 1)) + 1;
			while (!entered[p.tree.nodes[n].parent])
				n = p.tree.nodes[n].parent;
			p.never[n] = !p.never[n];
			practice_grade(&p);
			assert_int_equal(p.nmistakes, 1);
			assert_int_equal(practice_mistake(&p, 0)->node, n);
			assert_int_equal(practice_mistake(&p, 0)->kind, QUESTION_VISITED);
			assert_true(practice_mistake(&p, 0)->step >= 1 &&
				    practice_mistake(&p, 0)->step <= p.trace.count);
			free(entered);
			practice_free(&p);
			dealt++;
		}
	assert_true(dealt >= 1000);
}

/* ---- --ask: windows, evaluations and cutoff events ----------------------
 *
 * What a textbook alpha-beta (Knuth and Moore's, in max/min form, written
 * here apart from the product's negamax) enters each inner node with,
 * how many leaves it evaluates, and where it cuts, in order. */
struct textbook_run {
	node_id node[512];
	int lo[512], hi[512];
	int nentries;
	long leaves;
	node_id cut[512];
	int ncuts;
};

static int textbook_run(const struct tree *t, node_id n, int alpha, int beta,
			struct textbook_run *r)
{
	const struct node *nd = &t->nodes[n];
	if (!nd->nchildren) {
		r->leaves++;
		return nd->value;
	}
	assert_true(r->nentries < 512);
	r->node[r->nentries] = n;
	r->lo[r->nentries] = alpha;
	r->hi[r->nentries++] = beta;
	for (int i = 0; i < nd->nchildren; i++) {
		int v = textbook_run(t, nd->first_child + i, alpha, beta, r);
		if (nd->is_max && v > alpha)
			alpha = v;
		if (!nd->is_max && v < beta)
			beta = v;
		if (alpha >= beta) {
			/* A cutoff only when moves are left to prune. */
			if (i + 1 < nd->nchildren)
				r->cut[r->ncuts++] = n;
			break;
		}
	}
	return nd->is_max ? alpha : beta;
}

/* A bound as a student writes it. */
static void write_bound(char *buf, size_t len, int v)
{
	if (v >= INF)
		snprintf(buf, len, "+inf");
	else if (v <= -INF)
		snprintf(buf, len, "-inf");
	else
		snprintf(buf, len, "%d", v);
}

/* The textbook's answers, typed as a student would type them. */
static void answer_from_textbook(struct practice *p, const struct textbook_run *r)
{
	char line[PRACTICE_CUTOFFS_MAX], lo[16], hi[16];
	for (node_id n = 0; n < p->tree.count; n++) {
		line[0] = '\0';
		for (int i = 0; i < r->nentries; i++) {
			if (r->node[i] != n)
				continue;
			write_bound(lo, sizeof lo, r->lo[i]);
			write_bound(hi, sizeof hi, r->hi[i]);
			snprintf(line + strlen(line), sizeof line - strlen(line), "%s(%s, %s)",
				 line[0] ? " " : "", lo, hi);
		}
		assert_true(practice_set_windows(p, n, line));
	}
	snprintf(line, sizeof line, "%ld", r->leaves);
	assert_true(practice_set_evaluations(p, line));
	line[0] = '\0';
	for (int i = 0; i < r->ncuts; i++)
		snprintf(line + strlen(line), sizeof line - strlen(line), "%s%s", i ? ", " : "",
			 tree_name(&p->tree, r->cut[i]));
	assert_true(practice_set_cutoffs(p, r->ncuts ? line : "none"));
}

#define ASK_NEW (ASK_BIT(ASK_WINDOWS) | ASK_BIT(ASK_EVALUATIONS) | ASK_BIT(ASK_EVENTS))

/* On hundreds of random trees, the answers the textbook gives are all
 * right, and they are every question: an entry of each inner node the
 * textbook enters, the count, the list.  Then one of them changed is
 * exactly one mistake, at the step that decides it. */
static void test_windows_evaluations_events_agree_with_textbook(void **state)
{
	char err[256];
	(void)state;
	int cuts = 0;
	for (uint64_t seed = 1; seed <= 600; seed++) {
		struct practice p;
		struct practice_deal d = { .branch_min = 2, .branch_max = 4, .depth_min = 2, .depth_max = 5,
				   .lo = -9, .hi = 9, .seed = seed, .ask = ASK_NEW };
		assert_true(practice_start(&p, &d, algorithm_find("alphabeta"), err, sizeof err));
		struct textbook_run *r = calloc(1, sizeof *r);
		assert_non_null(r);
		textbook_run(&p.tree, 0, -INF, INF, r);
		cuts += r->ncuts;
		answer_from_textbook(&p, r);
		practice_grade(&p);
		if (p.nmistakes) {
			char why[512];
			practice_explain(&p, 0, why, sizeof why);
			fail_msg("seed %llu: %s", (unsigned long long)seed, why);
		}
		assert_int_equal(p.total, r->nentries + 2);
		assert_int_equal(p.answered, p.total);
		assert_int_equal(p.right, p.total);

		/* One window off by one: one mistake, at the step that
		 * enters the node that time. */
		int e = (int)(seed % (uint64_t)r->nentries);
		node_id n = r->node[e];
		int k = 0;
		for (int i = 0; i < e; i++)
			k += r->node[i] == n;
		r->lo[e] = r->lo[e] <= -INF ? -9 : r->lo[e] - 1;
		answer_from_textbook(&p, r);
		practice_grade(&p);
		assert_int_equal(p.nmistakes, 1);
		const struct practice_question *q = practice_mistake(&p, 0);
		assert_int_equal(q->kind, QUESTION_WINDOW);
		assert_int_equal(q->node, n);
		assert_int_equal(q->entry, k);
		assert_int_equal(p.trace.events[q->step - 1].type, EV_ENTER);
		assert_int_equal(p.trace.events[q->step - 1].node, n);

		/* One leaf too many. */
		textbook_run(&p.tree, 0, -INF, INF, memset(r, 0, sizeof *r));
		r->leaves++;
		answer_from_textbook(&p, r);
		practice_grade(&p);
		assert_int_equal(p.nmistakes, 1);
		assert_int_equal(practice_mistake(&p, 0)->kind, QUESTION_EVALUATIONS);
		assert_int_equal(practice_mistake(&p, 0)->step, p.trace.count);
		char why[PRACTICE_CUTOFFS_MAX * 2], want[128];
		practice_explain(&p, 0, why, sizeof why);
		snprintf(want, sizeof want, "alphabeta evaluates %ld lea%s (the count at step %d, ",
			 r->leaves - 1, r->leaves == 2 ? "f" : "ves", p.trace.count);
		assert_true(strncmp(why, want, strlen(want)) == 0);

		/* The cutoffs with the last one left out: wrong, and shown at
		 * the cutoff that is missing. */
		r->leaves--;
		if (r->ncuts > 0) {
			r->ncuts--;
			answer_from_textbook(&p, r);
			practice_grade(&p);
			assert_int_equal(p.nmistakes, 1);
			q = practice_mistake(&p, 0);
			assert_int_equal(q->kind, QUESTION_CUTOFFS);
			assert_int_equal(p.trace.events[q->step - 1].type, EV_CUTOFF);
			assert_int_equal(p.trace.events[q->step - 1].node, r->cut[r->ncuts]);
			practice_explain(&p, 0, why, sizeof why);
			snprintf(want, sizeof want, " Cutoff %d is at %s (step %d).", r->ncuts + 1,
				 tree_name(&p.tree, r->cut[r->ncuts]), q->step);
			assert_non_null(strstr(why, want));
		}
		free(r);
		practice_free(&p);
	}
	assert_true(cuts > 600);        /* the trees cut, and often */
}

/* For every algorithm with a window, its own truth read back grades all
 * right, each entry a question; a window given to a node never entered,
 * or one too many, is one mistake more. */
static void test_windows_every_algorithm(void **state)
{
	char err[256], line[PRACTICE_WINDOWS_MAX];
	(void)state;
	for (int a = 0; a < algorithm_count; a++) {
		if (algorithms[a].no_window || algorithms[a].needs_table)
			continue;
		for (uint64_t seed = 1; seed <= 100; seed++) {
			struct practice p;
			struct practice_deal d = { .branch_min = 2, .branch_max = 3, .depth_min = 2, .depth_max = 4,
				   .lo = 0, .hi = 20, .seed = seed, .ask = ASK_BIT(ASK_WINDOWS) };
			assert_true(practice_start(&p, &d, &algorithms[a], err, sizeof err));
			int entries = 0;
			for (int i = 0; i < p.trace.count; i++)
				entries += p.trace.events[i].type == EV_ENTER &&
					   p.tree.nodes[p.trace.events[i].node].nchildren;
			for (node_id n = 0; n < p.tree.count; n++) {
				practice_windows_truth(&p, n, line, sizeof line);
				assert_true(practice_set_windows(&p, n, line));
			}
			practice_grade(&p);
			assert_int_equal(p.nmistakes, 0);
			assert_int_equal(p.total, entries);
			assert_int_equal(p.answered, entries);
			/* The root once more: a window too many. */
			practice_windows_truth(&p, 0, line, sizeof line);
			strcat(line, " (1, 2)");
			assert_true(practice_set_windows(&p, 0, line));
			practice_grade(&p);
			assert_int_equal(p.nmistakes, 1);
			assert_int_equal(p.total, entries + 1);
			assert_int_equal(practice_mistake(&p, 0)->entry, p.nentered[0]);
			practice_free(&p);
		}
	}
}

/* --ask's words, and what cannot be asked of minimax. */
static void test_ask_list(void **state)
{
	char why[256];
	unsigned mask;
	(void)state;
	assert_true(practice_ask_parse("values,windows,pruned,evaluations,events", &mask, why,
				       sizeof why));
	assert_int_equal(mask, ASK_BIT(ASK_COUNT) - 1);
	assert_true(practice_ask_parse("events", &mask, why, sizeof why));
	assert_int_equal(mask, ASK_BIT(ASK_EVENTS));
	assert_false(practice_ask_parse("values,,events", &mask, why, sizeof why));
	assert_false(practice_ask_parse("", &mask, why, sizeof why));
	assert_false(practice_ask_parse("value", &mask, why, sizeof why));
	assert_string_equal(why, "--ask: 'value' is not a kind of question: values, windows, "
			    "pruned, evaluations or events");
	assert_false(practice_ask_parse("events,events", &mask, why, sizeof why));
	assert_false(practice_ask_possible(ASK_BIT(ASK_WINDOWS), algorithm_find("minimax"), why,
					   sizeof why));
	assert_non_null(strstr(why, "minimax searches without an (alpha, beta) window"));
	assert_true(practice_ask_possible(ASK_BIT(ASK_COUNT) - 1 - ASK_BIT(ASK_WINDOWS),
					  algorithm_find("minimax"), why, sizeof why));
	assert_true(practice_ask_possible(ASK_BIT(ASK_WINDOWS), algorithm_find("pvs"), why,
					  sizeof why));
}

static void test_answers_are_read_as_typed(void **state)
{
	(void)state;
	const char *good[] = { "5", ">=6", "<= 4", "\xe2\x89\xa5" "6", "=5", " -3 ", ">=-2" };
	const char *bad[] = { "", "five", ">=", "5x", "1000001", "> 5" };
	const struct tree whole = { .decimals = 0 }, cents = { .decimals = 2 };
	for (size_t i = 0; i < sizeof good / sizeof good[0]; i++)
		assert_true(practice_answer_valid(&whole, good[i]));
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
		assert_false(practice_answer_valid(&whole, bad[i]));
	/* A tree's values say how many decimals an answer may have. */
	assert_false(practice_answer_valid(&whole, ">=4.5"));
	assert_true(practice_answer_valid(&cents, ">=4.5"));
	assert_true(practice_answer_valid(&cents, "-3.01"));
	assert_false(practice_answer_valid(&cents, "4.999"));
}

/* The same seed deals the same tree: a class shares it. */
static void test_seed_names_the_tree(void **state)
{
	char err[256];
	struct practice a, b, c;
	struct practice_deal d = { .branch_min = 2, .branch_max = 3, .depth_min = 3, .depth_max = 4,
				   .lo = 0, .hi = 20, .seed = 42, .ask = 0 };
	(void)state;
	assert_true(practice_start(&a, &d, &algorithms[0], err, sizeof err));
	assert_true(practice_start(&b, &d, &algorithms[1], err, sizeof err));
	d.seed = 43;
	assert_true(practice_start(&c, &d, &algorithms[0], err, sizeof err));
	assert_string_equal(a.text, b.text);
	assert_true(strcmp(a.text, c.text) != 0);
	for (node_id n = 0; n < a.tree.count; n++)
		if (!a.tree.nodes[n].nchildren)
			assert_true(a.tree.nodes[n].value >= 0 && a.tree.nodes[n].value <= 20);
	practice_free(&a);
	practice_free(&b);
	practice_free(&c);
}

/* Enter with nothing answered: every question is left unanswered, and
 * none is right or wrong (it was 31 of 50 right on --random 3,3,42). */
static void test_nothing_answered(void **state)
{
	char err[256];
	(void)state;
	for (uint64_t seed = 1; seed <= 200; seed++)
		for (int i = 0; i < algorithm_count; i++) {
			struct practice p;
			struct practice_deal d = { .branch_min = 2, .branch_max = 3, .depth_min = 2, .depth_max = 4,
				   .lo = 0, .hi = 20, .seed = seed, .ask = 0 };
			if (algorithms[i].needs_table) {        /* MTD(f), SSS*: refused */
				assert_false(practice_start(&p, &d, &algorithms[i], err, sizeof err));
				assert_non_null(strstr(err, "practise with another algorithm"));
				continue;
			}
			assert_true(practice_start(&p, &d, &algorithms[i], err, sizeof err));
			practice_grade(&p);
			unsigned char *entered = entered_of(&p);
			assert_int_equal(p.right, 0);
			assert_int_equal(p.nmistakes, 0);
			assert_int_equal(p.answered, 0);
			assert_int_equal(p.total, questions_of(&p, entered));
			free(entered);
			practice_free(&p);
		}
	struct practice p;
	struct practice_deal d = { .branch_min = 3, .branch_max = 3, .depth_min = 3, .depth_max = 3,
				   .lo = 0, .hi = 20, .seed = 42, .ask = 0 };
	assert_true(practice_start(&p, &d, algorithm_find("alphabeta"), err, sizeof err));
	practice_grade(&p);
	char score[128];
	practice_score(&p, score, sizeof score);
	/* Which of its children each node enters: the 39 nodes below the
	 * root, less the 6 leaves below the 2 nodes cut (the search has 2
	 * cutoffs and enters 32 nodes); what each inner node entered returns:
	 * the root, 3 and 9 - 2.  33 + 11. */
	assert_int_equal(p.trace.count > 0, 1);
	struct counts c;
	assert_true(trace_counts(&p.trace, &p.tree, p.trace.count, &c));
	assert_int_equal(c.nodes, 32);
	assert_int_equal(c.cutoffs, 2);
	assert_string_equal(score, "Nothing answered; 44 questions left unanswered");
	practice_free(&p);
}

/* Part of a tree answered: only that part is graded. */
static void test_partial_answers(void **state)
{
	(void)state;
	for (uint64_t seed = 1; seed <= 300; seed++) {
		struct practice p;
		unsigned char *entered;
		start_alphabeta(&p, seed, 3, &entered);
		int asked = questions_of(&p, entered);
		const struct node *root = &p.tree.nodes[0];
		/* The root's value, right: that question, and which of its
		 * children the search enters (all, with the window open). */
		snprintf(p.answer[0], PRACTICE_ANSWER_MAX, "%d", reference_value(&p.tree, 0));
		for (int k = 0; k < root->nchildren; k++)
			assert_true(entered[root->first_child + k]);
		practice_grade(&p);
		assert_int_equal(p.answered, 1 + root->nchildren);
		assert_int_equal(p.right, 1 + root->nchildren);
		assert_int_equal(p.nmistakes, 0);
		assert_int_equal(p.total, asked);
		char score[128], want[128];
		practice_score(&p, score, sizeof score);
		snprintf(want, sizeof want, "%d of %d answered right; %d left unanswered",
			 1 + root->nchildren, 1 + root->nchildren, asked - 1 - root->nchildren);
		assert_string_equal(score, want);
		/* The first child's value, wrong: one mistake more, that one. */
		node_id first = root->first_child;
		snprintf(p.answer[first], PRACTICE_ANSWER_MAX, "%d",
			 reference_value(&p.tree, first) + 21);
		practice_grade(&p);
		int below = p.tree.nodes[first].nchildren;
		assert_int_equal(p.answered, 2 + root->nchildren + below);
		assert_int_equal(p.nmistakes, 1);
		assert_int_equal(practice_mistake(&p, 0)->kind, QUESTION_VALUE);
		assert_int_equal(practice_mistake(&p, 0)->node, first);
		/* Which of its children the search enters is answered too (they
		 * are left unmarked): right, as it searches with the window
		 * open and cuts none of them. */
		for (int k = 0; k < below; k++)
			assert_true(entered[p.tree.nodes[first].first_child + k]);
		assert_int_equal(p.right, 1 + root->nchildren + below);
		free(entered);
		practice_free(&p);
	}
}

/* A cut marked at its root answers for everything below it: no mistake
 * for the leaves below, with or without marks of their own. */
static void test_cut_marked_at_its_root(void **state)
{
	(void)state;
	int cuts = 0;
	for (uint64_t seed = 1; seed <= 300; seed++)
		for (int below = 0; below < 2; below++) {
			struct practice p;
			unsigned char *entered;
			start_alphabeta(&p, seed, 3 + (int)(seed % 2), &entered);
			/* Every cut marked at its root (a node the search does not
			 * enter, below one it does), and with below, every node
			 * under it too; nothing else answered. */
			int roots = 0, asked_below = 0, decided = 0;
			for (node_id n = 1; n < p.tree.count; n++) {
				node_id up = p.tree.nodes[n].parent;
				if (!entered[n] && entered[up]) {
					p.never[n] = 1;
					roots++;
				} else if (!entered[n] && below) {
					p.never[n] = 1;
				}
				/* Nodes with a parent the search enters, under a root of a
				 * cut: none (the search enters nothing below it). */
				if (entered[up]) {
					for (node_id a = up; a > 0; a = p.tree.nodes[a].parent)
						asked_below += !entered[a];
				}
			}
			assert_int_equal(asked_below, 0);
			/* The children of each node with a cut child: the marks say
			 * which of them the search enters. */
			for (node_id q = 0; q < p.tree.count; q++) {
				const struct node *nd = &p.tree.nodes[q];
				bool has_cut = false;
				for (int k = 0; k < nd->nchildren; k++)
					has_cut |= entered[q] && !entered[nd->first_child + k];
				if (has_cut)
					decided += nd->nchildren;
			}
			practice_grade(&p);
			assert_int_equal(p.nmistakes, 0);
			assert_int_equal(p.answered, decided);
			assert_int_equal(p.right, decided);
			assert_int_equal(p.total, questions_of(&p, entered));
			for (int i = 0; i < p.answered; i++)
				for (node_id n = 0; n < p.tree.count; n++)
					if (p.never[n])
						assert_false(is_below(&p.tree, p.questions[i].node, n));
			/* Everything else answered truly too: all right, still. */
			answer_truly(&p);
			for (node_id n = 1; n < p.tree.count; n++)
				p.never[n] = !entered[n] && (below || entered[p.tree.nodes[n].parent]);
			practice_grade(&p);
			assert_int_equal(p.nmistakes, 0);
			assert_int_equal(p.answered, questions_of(&p, entered));
			assert_int_equal(p.right, p.answered);
			cuts += roots;
			free(entered);
			practice_free(&p);
		}
	assert_true(cuts >= 300);
}

/* A node the search enters, marked cut (and nothing typed below it, as a
 * student who thinks it cut would): one mistake, shown where the search
 * enters it; nothing below it is asked. */
static void test_searched_node_marked_cut(void **state)
{
	(void)state;
	int inner = 0;
	for (uint64_t seed = 1; seed <= 100; seed++) {
		struct practice p;
		unsigned char *entered;
		start_alphabeta(&p, seed, 3, &entered);
		int asked = questions_of(&p, entered);
		for (node_id v = 1; v < p.tree.count; v++) {
			if (!entered[v])
				continue;
			answer_truly(&p);
			/* The questions below v: "is it visited?" of each child of
			 * an entered node in v's subtree, and v's value and those
			 * of the entered inner nodes below it. */
			int gone = 0;
			for (node_id n = v; n < p.tree.count; n++) {
				if (n != v && !is_below(&p.tree, n, v))
					continue;
				if (n != v && entered[p.tree.nodes[n].parent])
					gone++;
				if (entered[n] && p.tree.nodes[n].nchildren)
					gone++;
				p.answer[n][0] = '\0';
				p.never[n] = n == v;
			}
			practice_grade(&p);
			assert_int_equal(p.nmistakes, 1);
			const struct practice_question *q = practice_mistake(&p, 0);
			assert_int_equal(q->kind, QUESTION_VISITED);
			assert_int_equal(q->node, v);
			int step = 0;
			while (p.trace.events[step].type != EV_ENTER || p.trace.events[step].node != v)
				step++;
			assert_int_equal(q->step, step + 1);
			assert_int_equal(p.total, asked - gone);
			assert_int_equal(p.answered, p.total);
			assert_int_equal(p.right, p.total - 1);
			inner += p.tree.nodes[v].nchildren > 0;
		}
		free(entered);
		practice_free(&p);
	}
	assert_true(inner >= 100);
}

/* One probe marked high answers how each probe of its siblings comes
 * back (left unmarked: low), and nothing else. */
static void test_probes_answered(void **state)
{
	char err[256], why[256];
	(void)state;
	int tried = 0, low = 0;
	for (uint64_t seed = 1; seed <= 200; seed++) {
		struct practice p;
		struct practice_deal d = { .branch_min = 2, .branch_max = 3, .depth_min = 3, .depth_max = 4,
				   .lo = 0, .hi = 20, .seed = seed, .ask = 0 };
		assert_true(practice_start(&p, &d, algorithm_find("pvs"), err, sizeof err));
		/* The first probe of the search, and its node's children probed
		 * (the trace's EV_PROBE events, each child once). */
		const struct event *first = NULL;
		int siblings = 0;
		unsigned char *seen = calloc((size_t)p.tree.count, 1);
		assert_non_null(seen);
		for (int i = 0; i < p.trace.count; i++) {
			const struct event *e = &p.trace.events[i];
			if (e->type != EV_PROBE)
				continue;
			if (!first)
				first = e;
			if (e->node == first->node && !seen[e->child]) {
				seen[e->child] = 1;
				siblings++;
			}
		}
		free(seen);
		if (!first) {
			practice_free(&p);
			continue;
		}
		node_id c = first->child;
		p.high[c] = 1;
		practice_grade(&p);
		assert_int_equal(p.answered, siblings);
		for (int i = 0; i < p.answered; i++) {
			assert_int_equal(p.questions[i].kind, QUESTION_PROBE);
			assert_int_equal(p.tree.nodes[p.questions[i].node].parent, first->node);
		}
		if (!p.failed_high[c]) {
			int m = 0;
			while (practice_mistake(&p, m)->node != c)
				m++;
			practice_explain(&p, m, why, sizeof why);
			char want[128];
			snprintf(want, sizeof want, "The probe of %s fails low (step %d); you marked it "
				 "high.", tree_name(&p.tree, c), practice_mistake(&p, m)->step);
			assert_string_equal(why, want);
			low++;
		}
		tried++;
		practice_free(&p);
	}
	assert_true(tried >= 100 && low >= 10);
}

/* The explanations say how the student answered, as grading read it. */
static void test_explanations(void **state)
{
	char err[256], why[256];
	(void)state;
	struct practice p;
	/* --random 2,3,7, the tree (((19 6) (0 20)) ((1 6) (18 12))): treestep
	 * --trace shows N1 entered at step 2 and returning 19 at step 22, and
	 * N2's cutoff at step 32 pruning N6. */
	struct practice_deal d = { .branch_min = 2, .branch_max = 2, .depth_min = 3, .depth_max = 3,
				   .lo = 0, .hi = 20, .seed = 7, .ask = 0 };
	assert_true(practice_start(&p, &d, algorithm_find("alphabeta"), err, sizeof err));
	node_id n1 = find_node(&p.tree, "N1"), n2 = find_node(&p.tree, "N2");
	node_id n6 = find_node(&p.tree, "N6");
	snprintf(p.answer[n2], PRACTICE_ANSWER_MAX, "<=19");
	p.never[n1] = 1;
	snprintf(p.answer[n1], PRACTICE_ANSWER_MAX, "3");     /* hidden under the mark */
	practice_grade(&p);
	/* N1 marked, N2's value: N1, N2 (the root's children, one marked),
	 * N5, N6 (N2's children, by its value), N2's value. */
	assert_int_equal(p.answered, 5);
	assert_int_equal(p.nmistakes, 2);
	practice_explain(&p, 0, why, sizeof why);
	assert_string_equal(why, "You marked N1 never visited (and all below it), but alphabeta "
			    "enters it at step 2.");
	practice_explain(&p, 1, why, sizeof why);
	assert_string_equal(why, "You left N6 unmarked under N2, but it is never visited: the "
			    "cutoff at step 32 prunes it.");
	snprintf(p.answer[n6], PRACTICE_ANSWER_MAX, "12");
	p.never[n1] = 0;
	practice_grade(&p);
	/* The visits first: N6 given a value; then the values: N1's. */
	assert_int_equal(p.nmistakes, 2);
	practice_explain(&p, 0, why, sizeof why);
	assert_string_equal(why, "You gave N6 a value, but it is never visited: the cutoff at "
			    "step 32 prunes it.");
	practice_explain(&p, 1, why, sizeof why);
	assert_string_equal(why, "N1 returns 19 (step 22); you said 3.");
	practice_free(&p);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_truth_grades_right),
		cmocka_unit_test(test_nothing_answered),
		cmocka_unit_test(test_partial_answers),
		cmocka_unit_test(test_cut_marked_at_its_root),
		cmocka_unit_test(test_searched_node_marked_cut),
		cmocka_unit_test(test_probes_answered),
		cmocka_unit_test(test_explanations),
		cmocka_unit_test(test_answers_are_read_as_typed),
		cmocka_unit_test(test_seed_names_the_tree),
		cmocka_unit_test(test_windows_evaluations_events_agree_with_textbook),
		cmocka_unit_test(test_windows_every_algorithm),
		cmocka_unit_test(test_ask_list),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
