#!/usr/bin/env bats
# strict.bats - --strict, pruning only on strict inequality, and the
# tree trees/tied-root.tree where the two conventions part.
#
# Berkeley CS188's multi-agent search project (project 2) grades alpha-
# beta with "you must not prune on equality": its autograder test
# 6-tied-root has a root whose first moves tie, so that a search cutting
# on equality prunes what the graded one must visit.  tied-root.tree is
# a tree of our own in that spirit.  (tests/test_search.c checks the
# strict searches on thousands of random trees against CS188's
# max_value/min_value written independently.)
bats_require_minimum_version 1.5.0
load helpers

setup() {
	cd "$TOP_SRCDIR"
}

# The counts of one algorithm in --compare's TSV: value nodes visits
# leaves cutoffs researches.
counts() {
	awk -F '\t' -v a="$1" '$1 == a { print $2, $3, $4, $5, $6, $7 }' <<<"$output"
}

@test "tied root: by default B2 is cut on equality, in the strict convention it is searched" {
	treestep --compare --format tsv trees/tied-root.tree
	assert_success
	# Default: a1 a2 a3, b1 b2, c1 c2; B2 pruned whole.
	assert_equal "$(counts alphabeta)" "5 15 15 7 3 0"
	assert_equal "$(counts pvs)" "5 15 15 7 3 0"
	treestep --compare --format tsv --strict trees/tied-root.tree
	assert_success
	# Strict: B2 and its first leaf b3 as well, which cuts b4 (6 > 5).
	local a
	for a in alphabeta alphabeta-soft pvs pvs-soft negascout pvs-zws pvs-footnote gnuchess; do
		assert_equal "$a $(counts "$a")" "$a 5 17 17 8 3 0"
	done
	assert_equal "$(counts minimax)" "5 22 22 12 0 0"
	treestep --trace --strict --algo alphabeta trees/tied-root.tree
	assert_line --index 2 "# Strict convention: a cutoff only when a score is strictly outside the window (> beta), never on equality; a score equal to a bound is exact."
	assert_line "  31      B2 enter MAX (5, 5) (null by chance, not a probe)"
	assert_line "  34      B2 cutoff: b3 scores 6 > beta 5, prunes b4"
	# Fail-hard answers "more than 5" with the least value above it.
	assert_line "  35      B2 return >= 6 (lower bound)"
	refute_output --partial ">= beta"
}

@test "--compare says which convention is in force, as text and JSON" {
	treestep --compare trees/tied-root.tree
	refute_output --partial "Strict"
	treestep --compare --strict trees/tied-root.tree
	assert_line --index 2 "Strict convention: a cutoff only when a score is strictly outside the window (>"
	need jq
	treestep --compare --strict --format json trees/tied-root.tree
	assert_equal "$("$JQ" -r '.strict' <<<"$output")" true
	treestep --compare --format json trees/tied-root.tree
	assert_equal "$("$JQ" -r '.strict' <<<"$output")" null
}

@test "the narration, the cut condition and the title say strict" {
	treestep --explain --strict --algo alphabeta trees/tied-root.tree
	assert_success
	assert_line --index 1 --partial "Strict convention: a cutoff only when"
	assert_output --partial "A2 returns >=6 to A: only a bound, A2 is worth at least that. Fail-hard in the strict convention answers 'more than 5' with the least value above 5, so it reports >=6 although a3 showed >=7"
	# b1 ties B1's alpha: exact, so its line is B1's though nothing rose.
	assert_output --partial "  25  PV row 2 (the line from B1) is now b1: b1 scores exactly 5, the bound B1 already had; in the strict convention that score is exact, and b1 is the first move to reach it, so B1's line is now just b1."
	# b3 showed 6 itself: nothing to say about a clamp.
	assert_output --partial "B2 returns >=6 to B: only a bound, B2 is worth at least that."$'\n'"  36"
	assert_output --partial "C1 returns <=4 to C: only a bound, C1 is worth at most that. Fail-hard in the strict convention answers 'less than 5' with the greatest value below 5, so it reports <=4 although no move scored more than 3"
	printf 'Right\n%.0s' $(seq 34) >"$BATS_TEST_TMPDIR/keys.txt"
	echo dump >>"$BATS_TEST_TMPDIR/keys.txt"
	treestep --script="$BATS_TEST_TMPDIR/keys.txt" --screen=100x30 --strict --algo alphabeta trees/tied-root.tree
	assert_success
	assert_line --partial "alphabeta on Tied root moves: cut on equality, or not  [strict]"
	assert_line "At B2 (MAX, window (5, 5)): cut if a child scores > 5 (strict: never on equality)."
	assert_line --partial "b3 scores 6 at B2: 6 > β 5."
	# The default convention's screen is unchanged.
	printf 'Right\n%.0s' $(seq 4) >"$BATS_TEST_TMPDIR/keys.txt"
	echo dump >>"$BATS_TEST_TMPDIR/keys.txt"
	treestep --script="$BATS_TEST_TMPDIR/keys.txt" --screen=100x30 --algo alphabeta trees/tied-root.tree
	refute_output --partial "strict"
}

@test "a probe that lands exactly on its closed null window is exact, not a fail" {
	treestep --explain --strict --algo pvs -e '((5 8) (5 9) (4 7))'
	assert_success
	assert_output --partial "N0 tests N2 with the null window (5, 5): is N2 better for MAX than 5? A fail high means yes, a fail low means no. The window is closed (strict): a score equal to its bound is neither, but exact."
	assert_output --partial "N2 returns 5 to N0: its exact value. The probe lands on its window, exactly 5: in the strict convention that is an exact score, not a fail, so N2 is no better for MAX than 5 and no re-search is needed."
	refute_output --partial "re-search of"
}

@test "strict: yes in a lesson, and a wrong word refused" {
	local l="$BATS_TEST_TMPDIR/s.lesson"
	cat >"$l" <<-EOF
	title: Strict
	tree: $TOP_SRCDIR/trees/tied-root.tree
	strict: yes
	algorithm: alphabeta

	stop: cutoff B2
	  b3 scores {score}, more than {bound}: a cutoff in the strict convention.
	EOF
	treestep --lesson "$l" --print
	assert_success
	assert_line "Searches: Strict: cuts only when a score is strictly outside the window."
	assert_line "1. alphabeta, step 34 of 46 (cutoff B2)"
	assert_line "   > b3 scores 6, more than 5: a cutoff in the strict convention."
	sed -i 's/strict: yes/strict: maybe/' "$l"
	treestep --lesson "$l" --print
	assert_failure 1
	assert_equal "$stderr" "$l:3:9: 'strict:' is yes or no, not 'maybe'"
}
