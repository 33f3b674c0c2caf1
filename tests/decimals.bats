#!/usr/bin/env bats
# decimals.bats - values with up to two decimals (issue 31 item 5), as
# Berkeley's CS188 writes its evaluations (-3.01, 4.99), on
# trees/decimals.tree, whose counts below are worked out by hand in the
# comments.  (tests/test_search.c checks on thousands of random trees
# that a tree written in hundredths searches exactly as the same tree in
# whole numbers; tests/errors.bats has the loader's refusals.)
bats_require_minimum_version 1.5.0
load helpers

setup() {
	cd "$TOP_SRCDIR"
}

# The counts of one algorithm in --compare's TSV: value nodes visits
# leaves cutoffs researches pv.
row() {
	awk -F '\t' -v a="$1" '$1 == a { print $2, $3, $4, $5, $6, $7 "|" $8 }' <<<"$output"
}

@test "a tree with decimals compares with its values as written" {
	treestep --compare --format tsv trees/decimals.tree
	assert_success
	# A = min(max(4.99, 2.5), max(5, -3.01)) = 4.99, B = min(7.25 above
	# 4.98...) and C = min(5.02, 5.01) = 5.01: R is worth 5.01 by C C2 c3.
	assert_equal "$(row minimax)" "5.01 22 22 12 0 0|C C2 c3"
	# Alpha-beta: a3 = 5 >= 4.99 cuts a4; b1 = 4.98 <= 4.99, a hundredth
	# below A, cuts B2 (b3 and b4 unseen): 18 nodes, 9 leaves, 2 cutoffs.
	assert_equal "$(row alphabeta)" "5.01 18 18 9 2 0|C C2 c3"
	# The same under the strict convention: 5 > 4.99 and 4.98 < 4.99.
	treestep --compare --format tsv --strict trees/decimals.tree
	assert_equal "$(row alphabeta)" "5.01 18 18 9 2 0|C C2 c3"
	treestep --compare trees/decimals.tree
	assert_line "alphabeta       5.01    18     18      9       2          0  C C2 c3"
}

@test "JSON gives values with decimals as numbers" {
	need jq
	treestep --compare --format json trees/decimals.tree
	assert_success
	assert_equal "$("$JQ" -c '[.results[] | .value] | unique' <<<"$output")" '[5.01]'
	assert_equal "$("$JQ" -c '.results[0].value | type' <<<"$output")" '"number"'
	treestep --compare --format json --window 4.98,5 --algo alphabeta trees/decimals.tree
	assert_equal "$("$JQ" -c '[.window, .results[0].value, .results[0].bound]' <<<"$output")" '[[4.98,5],5,"lower"]'
	treestep --compare --format json --id --aspiration 0.25 --algo pvs trees/decimals.tree
	assert_equal "$("$JQ" -c '[.aspiration, [.results[0].iterations[] | .value]]' <<<"$output")" '[0.25,[5.5,5,5.01]]'
}

@test "one hundredth is the null window's width and the step of a probe" {
	treestep --trace --algo pvs trees/decimals.tree
	assert_success
	assert_line "   5        a1 leaf = 4.99"
	assert_line "   8      A1 probe a2 with null window (4.99, 5)"
	assert_line "  14    A probe A2 with null window (4.98, 4.99)"
	assert_line "  27        b1 leaf = 4.98"
	treestep --explain --algo alphabeta trees/decimals.tree
	assert_line "  24  Leaf b1 is worth 4.98."
	assert_line --partial "so it reports <=4.99 although no move scored more than 4.98"
	refute_output --partial "498"
	refute_output --partial "499"
}

@test "--window and --aspiration take decimals on a tree that has them, and no more" {
	treestep --compare --format tsv --window 4.98,5 trees/decimals.tree
	assert_success
	# C2's c3 = 5.01 is over the window's top: only ">=".
	assert_equal "$(row alphabeta)" ">=5 17 17 8 3 0|"
	assert_equal "$(row alphabeta-soft)" ">=5.01 17 17 8 3 0|"
	treestep --trace --algo alphabeta --window 4.98,5 trees/decimals.tree
	assert_line "# the root is searched with the window (4.98, 5) given for it"
	assert_line "   1  R enter MAX (4.98, 5)"
	# The whole numbers of a window are the tree's whole numbers: (4, 6)
	# is (4.00, 6.00) here, not four hundredths.
	treestep --trace --algo alphabeta --window 4,6 trees/decimals.tree
	assert_line "   1  R enter MAX (4, 6)"
	treestep --compare --format tsv --window 4,6 trees/decimals.tree
	assert_equal "$(row alphabeta)" "5.01 18 18 9 2 0|C C2 c3"
	# A tree of whole numbers has no 4.5, and one decimal is not two.
	treestep --compare --window 4.5,5 -e '(1 2)'
	assert_failure 1
	assert_equal "$stderr" "treestep: --window is written with decimals, and the tree's values are whole numbers: give it in whole numbers"
	treestep --compare --window 4.55,5 -e '(1 2.5)'
	assert_failure 1
	assert_equal "$stderr" "treestep: --window is written with 2 decimals, and the tree's values have at most 1: give it with 1"
	treestep --compare --id --aspiration 0.5 trees/win-draw-loss.tree
	assert_failure 1
	assert_equal "$stderr" "treestep: --aspiration is written with decimals, and the tree's values are whole numbers: give it in whole numbers"
	treestep --compare --window 4.555,5 trees/decimals.tree
	assert_failure 2
	assert_equal "${stderr%%$'\n'*}" "treestep: --window: the root's window must be LO,HI: two numbers from -1000000 to 1000000, with at most two decimals and LO < HI, not '4.555,5'"
}

@test "a tree with decimals in either form and -e, as written" {
	treestep --compare --format tsv -e '((4.99 -3.01) (2.5 .5))'
	assert_failure 1
	assert_equal "$stderr" "-e:1:20: value must be a number, found '.' (write a digit before the point: 0.5, not .5)"
	treestep --compare --format tsv -e '((4.99 -3.01) (2.5 0.5))'
	assert_success
	assert_equal "$(row minimax)" "0.5 7 7 4 0 0|N2 N6"
	# One decimal: the tree's units are tenths, and 2.50 is 2.5.
	treestep --trace --algo alphabeta -e '((2.50 1) 3)'
	assert_line "   4      N3 leaf = 2.5"
	# The same tree in the outline form.
	printf 'R\n  A\n    a = 4.99\n    b = -3.01\n  B\n    c = 2.5\n    d = 0.5\n' >"$BATS_TEST_TMPDIR/o.tree"
	treestep --compare --format tsv "$BATS_TEST_TMPDIR/o.tree"
	assert_equal "$(row minimax)" "0.5 7 7 4 0 0|B d"
}

@test "a lesson's numbers in the text and its answers are written with the tree's decimals" {
	local l=$BATS_TEST_TMPDIR/d.lesson
	printf 'title: d\ntree: %s/trees/decimals.tree\nalgorithm: alphabeta\n\nstop: return B1\nquestion: value\n  B1 returns {bound}; b1 is {b1}, R is worth {R.value}.\n' "$PWD" >"$l"
	treestep --lesson "$l" --print
	assert_success
	assert_line "   A: <=4.99"
	assert_line "   > B1 returns <=4.99; b1 is 4.98, R is worth 5.01."
}

@test "the editor keeps a value's decimals, writes the tree back whole, and keeps a window the tree can say" {
	local keys=$BATS_TEST_TMPDIR/keys t=$BATS_TEST_TMPDIR/d.tree
	cp trees/decimals.tree "$t"
	# b1 from 4.98 to 4.97, then written back to the file.
	printf '/\ntype b1\nEnter\ne\ntype 4.97\nEnter\nw\ny\ndump\n' >"$keys"
	run "$TREESTEP" --script="$keys" --algo alphabeta "$t"
	assert_success
	assert_line --partial "4.97"
	grep -qx '      b1 = 4.97' "$t"
	assert_equal "$(diff trees/decimals.tree "$t" | grep -c '^[<>]')" 2
	treestep --compare --format tsv "$t"
	assert_equal "$(row minimax)" "5.01 22 22 12 0 0|C C2 c3"
	printf '/\ntype b1\nEnter\ne\ntype 4.975\nEnter\ndump\n' >"$keys"
	run "$TREESTEP" --script="$keys" --screen=160x40 "$t"
	assert_line --partial "Not changed: the value must be a number from -1000000 to 1000000 with at most two decimals, not '4.975'"
	# A tree of whole numbers takes no 4.5 in the editor.
	printf '(1 (2 3))\n' >"$t"
	printf '/\ntype N4\nEnter\ne\ntype 4.5\nEnter\ndump\n' >"$keys"
	run "$TREESTEP" --script="$keys" --screen=160x40 "$t"
	assert_line --partial "Not changed: this tree's values are whole numbers"
	# The only value with decimals changed to a whole number would take
	# the window's decimals away from the tree: taken back.
	printf '(1 (2 3.5))\n' >"$t"
	printf '/\ntype N4\nEnter\ne\ntype 4\nEnter\ndump\n' >"$keys"
	run "$TREESTEP" --script="$keys" --screen=160x40 --window 0.5,3 --algo alphabeta "$t"
	assert_line --partial "Not changed: $t: --window is written with decimals, and the tree's"
	assert_line --partial "3.5"
}
