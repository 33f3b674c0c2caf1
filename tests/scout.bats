#!/usr/bin/env bats
# scout.bats - Pearl's Scout (--algo scout) from the command line, on the
# built-in sample (trees/gnuchess-pvs.tree), every number worked by hand:
#
#   N0 MAX: N1 MIN (N3 MAX: N7 3, N8 5; N4 MAX: N9 6, N10 2)
#           N2 MIN (N5 MAX: N11 9, N12 1; N6 MAX: N13 4, N14 3)
#
# EVAL(N3) evaluates N7 = 3, then asks TEST(N8, 3, >): 5 > 3, yes, so N8 is
# evaluated (the re-search) and N3 = 5.  N1 (MIN, v = 5) asks
# TEST(N4, 5, >=): N9 = 6 says yes, N10 is not tested, so N4 is not
# evaluated.  N0 (v = 5) asks TEST(N2, 5, >): N5 says yes on N11 = 9 (N12
# not tested), N6 says no (4 and 3), so MIN at N2 says no: N0 = 5.  That
# is 14 visits of 13 nodes, 7 leaves, 2 cutoffs, 1 re-search.
bats_require_minimum_version 1.5.0
load helpers

setup() {
	cd "$TOP_SRCDIR"
}

@test "scout: the sample's value, counts and line, by hand" {
	treestep --compare --algo scout
	assert_success
	assert_line --regexp '^scout +5 +13 +14 +7 +2 +1  N1 N3 N8$'
}

@test "scout's trace names TEST and EVAL, with the null window that asks the same" {
	treestep --trace --algo scout
	assert_success
	assert_line --regexp '^ +8 +N8 enter TEST\(N8, 3, >\) MIN, as the null window \(3, 4\)$'
	assert_line --regexp '^ +9 +N8 leaf = 5: TEST\(N8, 3, >\) true$'
	assert_line --regexp '^ +10 +N3 TEST\(N8, 3, >\): true: N8 is worth more than 3, so it is evaluated exactly$'
	assert_line --regexp '^ +11 +N8 enter EVAL\(N8\) MIN again: its TEST showed it better$'
	assert_line --regexp '^ +18 +N4 enter TEST\(N4, 5, >=\) MAX, as the null window \(4, 5\)$'
	assert_line --regexp '^ +21 +N4 cutoff: N9 says yes: TEST\(N4, 5, >=\) true, not tested: N10$'
	assert_line --regexp '^ +22 +N4 return TEST\(N4, 5, >=\) true: 5 or more$'
	assert_line --regexp '^ +39 +N2 return TEST\(N2, 5, >\) false: 5 or less$'
	# a TEST is never called a probe, nor its EVAL a re-search
	refute_output --partial "probe"
	refute_output --partial "re-search"
}

@test "scout's narration: the question, the leaf's answer, the EVAL that follows and why" {
	treestep --explain --algo scout
	assert_success
	assert_line --regexp '^ +8  N3 \(MAX\) asks TEST\(N8, 3, >\): is N8 worth more than 3\? '
	assert_line --regexp '^ +9  Leaf N8 is worth 5\. 5 > 3, so TEST\(N8, 3, >\) is true\. So N8 is better for MAX than N3.s best value so far, 3: Scout evaluates it exactly next\.$'
	assert_line --partial "--compare counts this second visit as a re-search"
	assert_line --regexp '^ +22  TEST\(N4, 5, >=\) is true: N4 is worth 5 or more, as N9.s answer showed\. So N4 is no better for MIN than N1.s best value so far, 5, and Scout moves on without evaluating it\.$'
	assert_line --regexp '^ +37  TEST\(N6, 5, >\) is false: N6 is worth 5 or less, for none of its moves said yes\.$'
	refute_output --partial "null-window probe"
}

@test "the stepper shows a TEST on the stack, its window, and the rule at the node" {
	local keys="$BATS_TEST_TMPDIR/keys"
	printf 'Right\nRight\nRight\nRight\nRight\nRight\nRight\nRight\ndump\n' >"$keys"
	treestep --script="$keys" --screen=80x24 --algo scout
	assert_success
	# (the PV table stands to the right of the stack)
	assert_line --regexp '^ >N8 +MIN \(3, 4\) +TEST +2 +N7$'
	assert_line --regexp '^  N3 +MAX \(no window\) +1 '
	assert_line "At N8 (MIN), TEST(N8, 3, >): a leaf, its value is compared with 3."
	assert_line --regexp '^Step 8/40 +nodes 5 +visits 5 +leaves 1 +cutoffs 0 +re-searches 0$'
}

@test "] stops at a TEST's answer to an EVAL, the EVAL after it, cutoffs and the root's PV" {
	local keys="$BATS_TEST_TMPDIR/keys" k
	for k in 1 2 3 4 5 6 7 8; do printf ']\ndump\n'; done >"$keys"
	treestep --script="$keys" --screen=80x24 --algo scout
	assert_success
	# leaf N8's answer, its EVAL, N4's cutoff and answer, the root's PV,
	# N5's cutoff, N2's answer; not the TESTs inside TESTs (N5's and N6's
	# answers to N2's TEST), nor N2's last move, which cuts nothing; the
	# last ] finds nothing more and stays
	run grep -o '^Step [0-9]*/40' <<<"$output"
	assert_equal "$(tr '\n' ' ' <<<"$output")" \
		"Step 9/40 Step 10/40 Step 21/40 Step 22/40 Step 25/40 Step 30/40 Step 39/40 Step 39/40 "
}

@test "scout searches MIN after MIN, and finds minimax's value there" {
	treestep --compare --algo minimax,scout -f tsv trees/two-ghosts.tree
	assert_success
	assert_equal "$(cut -f2 <<<"$output" | sed 1d | sort -u | wc -l)" 1
}

@test "scout refuses what it cannot do, with the reason" {
	treestep --algo scout --strict --trace
	assert_failure
	assert_equal "$stderr" "built-in: --strict does not go with scout: its TEST answers only yes or no, and in the strict convention a null window has a third answer, exactly its bound, that a no would hide"
	treestep --algo scout --tt 8 --trace
	assert_failure
	assert_equal "$stderr" "built-in: --tt needs an algorithm that uses a transposition table, and scout keeps none"
	treestep --algo scout --window 1,9 --trace
	assert_failure
	assert_equal "$stderr" "built-in: --window needs an algorithm with a window, and scout has none"
	# --compare without --algo leaves it out instead
	treestep --compare --strict
	assert_success
	assert_line --regexp '^negascout '
	refute_line --regexp '^scout '
	treestep --compare --tt 8
	assert_success
	assert_line --regexp '^negascout '
	refute_line --regexp '^scout '
}

@test "the code panel shows scout.c's TEST and EVAL" {
	local keys="$BATS_TEST_TMPDIR/keys"
	printf 'c\nRight\nRight\nRight\nRight\nRight\nRight\nRight\nRight\ndump\n' >"$keys"
	treestep --script="$keys" --screen=160x45 --algo scout
	assert_success
	assert_output --partial "src/search/scout.c"
	assert_output --regexp "static bool test\(struct search \*s, node_id n, int v, enum relation r\)|rec_test_mm\(s, n, v, r == GE\);"
}

@test "a lesson skeleton for scout speaks of TESTs, and loads" {
	"$TREESTEP" --lesson-skeleton gnuchess-pvs --algo scout >"$BATS_TEST_TMPDIR/s.lesson"
	run cat "$BATS_TEST_TMPDIR/s.lesson"
	assert_line "  N8's TEST showed it better than the best value so far: N8 is evaluated exactly."
	assert_line "  At N4 a move's answer settles N4's TEST: the rest of N4's moves are not tested."
	refute_output --partial "probe"
	treestep --lesson "$BATS_TEST_TMPDIR/s.lesson" --print
	assert_success
	assert_line "   A: N10"
}
