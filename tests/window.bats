#!/usr/bin/env bats
# window.bats - --window LO,HI: the root searched with a window given for
# it: the exercise some courses set, "assume the initial bounds at the root
# are [-1, +1]" (the known values of a win/draw/loss game), on
# trees/win-draw-loss.tree, whose values are -1, 0 and 1.
# (tests/test_search.c checks every algorithm with random windows on
# thousands of random trees against the minimax value.)
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

@test "known bounds (-1, 1) add cutoffs on a win/draw/loss tree, and the value is a bound" {
	treestep --compare --format tsv trees/win-draw-loss.tree
	assert_success
	assert_equal "$(row alphabeta)" "1 12 12 6 2 0|B B1 b1"
	treestep --compare --format tsv --window=-1,1 trees/win-draw-loss.tree
	assert_success
	# A win reaches the window's top: B1 stops after b1, B2 after b3,
	# and the root after B, so C is never entered.
	assert_equal "$(row alphabeta)" ">=1 9 9 4 3 0|"
	assert_equal "$(row alphabeta-soft)" ">=1 9 9 4 3 0|"
	# Minimax has no window: it is left out.
	refute_line --partial minimax
	treestep --compare --window=-1,1 trees/win-draw-loss.tree
	assert_line "The root is searched with the window (-1, 1) given for it (--window): a value"
	assert_line "alphabeta        >=1     9      9      4       3          0  (fail high)"
	need jq
	treestep --compare --format json --window=-1,1 --algo alphabeta trees/win-draw-loss.tree
	assert_equal "$("$JQ" -c '[.window, .results[0].value, .results[0].bound, .results[0].pv]' <<<"$output")" '[[-1,1],1,"lower",[]]'
}

@test "the narration says where the root's window came from, and what a fail high means" {
	treestep --explain --algo alphabeta --window=-1,1 trees/win-draw-loss.tree
	assert_success
	assert_line "   1  R (MAX) is searched with the window (-1, 1) given for it (--window, or 'window:' in a lesson): the values are known to lie in it, so a line that reaches its edge need not be told apart from a better one, and a value outside it comes back as only a bound."
	assert_line "  24  B scores at least 1 at R: 1 >= beta 1. The bound is an edge of the root's window (-1, 1), given for the search: the value is known to lie in it, so nothing beyond it needs to be told apart: C is cut."
	assert_line "  25  The search is over, and it failed high over the window given for the root: R is worth >=1, only a bound, and no line is proven. If the values truly lie in the window, that makes R exactly 1."
	treestep --trace --algo alphabeta --window=-1,1 trees/win-draw-loss.tree
	assert_line --index 2 "# the root is searched with the window (-1, 1) given for it"
	assert_line "  25  R return >= 1 (lower bound)"
	printf 'End\ndump\n' >"$BATS_TEST_TMPDIR/keys.txt"
	treestep --script="$BATS_TEST_TMPDIR/keys.txt" --screen=100x30 --algo alphabeta --window=-1,1 trees/win-draw-loss.tree
	assert_success
	assert_line --partial "alphabeta on Win, draw or loss: known bounds at the root  [window (-1, 1)]"
	# The root shows its bound.
	assert_line --regexp '^ +≥1$'
}

@test "a fail low at a MIN root is a bound too, with the value fail-soft shows" {
	treestep --compare --format tsv --window=5,9 -e 'root: min
((3 4) (5 6))'
	assert_success
	assert_equal "$(row alphabeta)" "<=5 4 4 2 1 0|"
	assert_equal "$(row alphabeta-soft)" "<=4 4 4 2 1 0|"
}

@test "--window needs LO < HI, a window in the algorithm, and no --id; the lesson says where" {
	local w
	for w in 1,1 2,-1 x 1, -1000001,0 1.005,2 .5,1; do
		treestep --compare --window="$w" trees/win-draw-loss.tree
		assert_failure 2
		assert_equal "${stderr%%$'\n'*}" "treestep: --window: the root's window must be LO,HI: two numbers from -1000000 to 1000000, with at most two decimals and LO < HI, not '$w'"
	done
	treestep --compare --window=-1,1 --id trees/win-draw-loss.tree
	assert_failure 2
	assert_equal "${stderr%%$'\n'*}" "treestep: --window does not go with --id, for the window bounds the tree's value and the shallower searches of iterative deepening have values of their own"
	treestep --algo minimax --window=-1,1 trees/win-draw-loss.tree
	assert_failure 1
	assert_equal "$stderr" "trees/win-draw-loss.tree: --window needs an algorithm with a window, and minimax has none"
	local l="$BATS_TEST_TMPDIR/w.lesson"
	cat >"$l" <<-EOF
	title: Known bounds
	tree: $TOP_SRCDIR/trees/win-draw-loss.tree
	window: -1,1
	algorithm: alphabeta

	stop: cutoff R
	  B reaches the window's top, {bound}: C is cut.
	EOF
	treestep --lesson "$l" --print
	assert_success
	assert_line "Searches: One search to the leaves, with the root searched with the window (-1, 1)."
	assert_line "1. alphabeta, step 24 of 25 (cutoff R)"
	assert_line "   > B reaches the window's top, 1: C is cut."
	sed -i 's/window: -1,1/window: 1,-1/' "$l"
	treestep --lesson "$l" --print
	assert_failure 1
	assert_equal "$stderr" "$l:3:9: the root's window must be LO,HI: two numbers from -1000000 to 1000000, with at most two decimals and LO < HI, not '1,-1'"
	sed -i 's/window: 1,-1/window: -1,1\nid: yes/' "$l"
	treestep --lesson "$l" --print
	assert_failure 1
	assert_equal "$stderr" "$l:3:1: 'window:' does not go with 'id: yes', for the window bounds the tree's value and the shallower searches of iterative deepening have values of their own"
}
