/* test_pvtable.c - the triangular PV table's layout and row copies. */
#include <config.h>

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include "search/pvtable.h"

/* The closed form index(ply) = ply(2N+1-ply)/2 must agree with the
 * incremental one, index(ply+1) = index(ply) + N - ply, and the last row
 * must end exactly at N(N+1)/2. */
static void test_index_formula(void **state)
{
	(void)state;
	for (int n = 0; n <= TREE_MAX_DEPTH; n++) {
		int incremental = 0;
		for (int ply = 0; ply <= n; ply++) {
			assert_int_equal(pvtable_index(n, ply), incremental);
			incremental += n - ply;
		}
		assert_int_equal(pvtable_index(n, n), n * (n + 1) / 2);
	}
}

/* Row p becomes the move followed by row p+1, and rows do not overlap. */
static void test_update_copies_the_row_below(void **state)
{
	(void)state;
	struct pvtable pv;
	assert_true(pvtable_init(&pv, 4));
	for (int p = 0; p <= 4; p++)
		pvtable_clear(&pv, p);
	pvtable_update(&pv, 3, 40);
	pvtable_update(&pv, 2, 30);
	pvtable_update(&pv, 1, 20);
	pvtable_update(&pv, 0, 10);
	assert_int_equal(pv.length[0], 4);
	const node_id want0[] = { 10, 20, 30, 40 };
	assert_memory_equal(pvtable_row(&pv, 0), want0, sizeof want0);
	/* A new line at ply 2 replaces the row there without touching ply 0. */
	pvtable_clear(&pv, 3);
	pvtable_update(&pv, 2, 31);
	assert_int_equal(pv.length[2], 1);
	assert_int_equal(pvtable_row(&pv, 2)[0], 31);
	assert_memory_equal(pvtable_row(&pv, 0), want0, sizeof want0);
	pvtable_free(&pv);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_index_formula),
		cmocka_unit_test(test_update_copies_the_row_below),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
