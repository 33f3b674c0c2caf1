/* test_practice.c - practice mode's questions are answered by the search:
 * the true answers grade as all right, any one changed answer as exactly
 * one mistake at a step of the search, and the truth agrees with an
 * independent minimax and with the counters. */
#include <config.h>

#include <stdio.h>
#include <string.h>

#include "teach/practice.h"
#include "testlib.h"

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
			struct practice_deal d = { 2, 3, 2, 4, 0, 20, seed };
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
			/* One answer changed: one mistake, at a step of the search. */
			node_id n = (node_id)(seed % (uint64_t)(p.tree.count - 1)) + 1;
			p.never[n] = !p.never[n];
			practice_grade(&p);
			assert_int_equal(p.nmistakes, 1);
			assert_int_equal(p.mistakes[0].node, n);
			assert_true(p.mistakes[0].step >= 1 && p.mistakes[0].step <= p.trace.count);
			practice_free(&p);
			dealt++;
		}
	assert_true(dealt >= 1000);
}

static void test_answers_are_read_as_typed(void **state)
{
	(void)state;
	const char *good[] = { "5", ">=6", "<= 4", "\xe2\x89\xa5" "6", "=5", " -3 ", ">=-2" };
	const char *bad[] = { "", "five", ">=", "5x", "1000001", "> 5" };
	for (size_t i = 0; i < sizeof good / sizeof good[0]; i++)
		assert_true(practice_answer_valid(good[i]));
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
		assert_false(practice_answer_valid(bad[i]));
}

/* The same seed deals the same tree: a class shares it. */
static void test_seed_names_the_tree(void **state)
{
	char err[256];
	struct practice a, b, c;
	struct practice_deal d = { 2, 3, 3, 4, 0, 20, 42 };
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

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_truth_grades_right),
		cmocka_unit_test(test_answers_are_read_as_typed),
		cmocka_unit_test(test_seed_names_the_tree),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
