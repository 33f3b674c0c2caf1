#!/usr/bin/env bats
# explain.bats - --explain, the narrator's sentences, one step a line:
# each case here is a sentence that was once wrong, checked in the words a
# student reads.  (tests/test_narrate.c checks the same reasons on
# thousands of random trees against an independent walk over the windows.)
bats_require_minimum_version 1.5.0
load helpers

setup() {
	cd "$TOP_SRCDIR"
}

# step N of the last output (lines are "   N  sentence")
step() {
	awk -v n="$1" '$1 == n { $1 = ""; sub(/^ +/, ""); print }' <<<"$output"
}

@test "--explain numbers its steps as --trace does" {
	treestep --trace --algo pvs
	assert_success
	local trace_steps
	trace_steps=$(grep -c '^ *[0-9]' <<<"$output")
	assert_equal "$trace_steps" 43
	treestep --explain --algo pvs
	assert_success
	assert_equal "$(grep -c '^ *[0-9]' <<<"$output")" "$trace_steps"
	assert_equal "$(step 43)" "The search is over: N0 is worth 5. Principal variation: N1 N3 N8."
}

@test "a cutoff inside a probe names the probe, not the parent" {
	treestep --explain --algo pvs
	assert_output --partial "33  N11 scores 9 at N5: 9 >= beta 6. The bound is the null window of N0's probe of N2, which only asks whether N2 is better for MAX than 5."
	refute_output --partial "MIN at N2 will never let play reach N5"
}

@test "a cutoff names the ancestor whose move set the bound, however far up" {
	treestep --explain --algo alphabeta --random 3,4,42
	assert_success
	run step 107
	assert_output --partial "MAX at N0 can already get 0 with N1, so it has no reason to play a line through N25"
	refute_output --partial "at N8"
}

@test "a probe that fails high is a proof, with its strength; one that fails low is announced" {
	treestep --explain --algo pvs
	assert_equal "$(step 42)" "N2 returns <=5 to N0: only a bound, N2 is worth at most that. The probe fails low: it proves N2 is no better for MAX than 5, so N1 stays N0's best move and no re-search is needed."
	treestep --explain --algo negascout trees/gnuchess-pvs-research.tree
	refute_output --partial "may be"
	assert_equal "$(step 47)" "The probe of N2 failed high: N2 is better for MAX than 5 (fail-soft says how far: at least 9). So N0 searches N2 again with (9, +inf), starting from the 9 the probe proved."
}

@test "a fail-hard return that clamps a bound says so" {
	treestep --explain --algo pvs
	assert_output --partial "24  N4 returns >=5 to N1: only a bound, N4 is worth at least that. Fail-hard returns the window's edge, so it reports >=5 although N9 showed >=6"
	treestep --explain --algo alphabeta-soft
	refute_output --partial "Fail-hard"
}

@test "a window one wide by chance is not called a null window" {
	sed 's/^\( *N9\) = 6/\1 = 4/' trees/gnuchess-pvs.tree >"$BATS_TEST_TMPDIR/n9.tree"
	treestep --trace --algo alphabeta "$BATS_TEST_TMPDIR/n9.tree"
	refute_output --partial "null"
	treestep --explain --algo alphabeta "$BATS_TEST_TMPDIR/n9.tree"
	refute_output --partial "null"
}

@test "a cutoff at the last move prunes nothing and is not called a cutoff" {
	treestep --trace --algo pvs
	assert_line --regexp 'N2 last move N6 scores at most 5 <= alpha 5: nothing left to prune, no cutoff$'
	treestep --explain --algo pvs
	assert_equal "$(step 41)" "N6 scores at most 5 at N2: 5 <= alpha 5 would end N2's search, but N6 was its last move. Nothing is left to prune, so this is not a cutoff."
}

@test "NegaScout: a kept PV row is not called trimmed, and an incomplete PV is marked everywhere" {
	treestep --explain --algo negascout --random 3,4,1
	assert_output --partial "447  PV row 2 (the line from N11) is now N36 N109: the re-search of N11 failed high, so N11 is worth exactly what the probe proved; the row stays, because below N36 there are only leaves"
	treestep --trace --algo negascout --random 3,4,1
	assert_line --regexp 'N3 pv\[2\] = N36 N109 \(kept: .*\)$'
	# --random 3,4,3 is a tree whose NegaScout PV ends early.
	treestep --compare --format json --algo negascout,pvs --random 3,4,3
	assert_equal "$("$JQ" -c '[.results[].pv_complete]' <<<"$output")" '[false,true]'
	treestep --explain --algo negascout --random 3,4,3
	assert_line --regexp 'The search is over: .*, incomplete: no line below N[0-9]+ is proven\.$' 
}

@test "NegaScout: a fail high kept without a re-search under --depth and --id says why" {
	# To depth 2, B (depth 1) has grandchildren in the tree, but the
	# search stops at each of its moves, at the horizon: that is why its
	# probe's score is exact, not the tree's height.
	treestep --explain --algo negascout --depth 2 trees/id-pv-first.tree
	assert_equal "$(step 26)" "B returns >=1 to R, a bound as the probe returns it. The probe fails high: it proves B is better for MAX than 0. B is one ply above the horizon (depth 2): the search stops at each of B's moves and, no move being good enough for MIN to stop early, B searched them all, so this score is exact for a search to depth 2 and is kept without a re-search."
	# In the search to depth 1, B is at the horizon itself.
	treestep --explain --algo negascout --id trees/id-pv-first.tree
	assert_equal "$(step 9)" "B is at depth 1, the horizon of this search: it is not searched deeper, and its static evaluation, 2, is used as its value. The probe fails high: it proves B is better for MAX than 1 (in fact exactly 2). B is at the horizon, so this score, its static evaluation, is exact for a search to depth 1 and is kept without a re-search."
	# A leaf, to the leaves.
	treestep --explain --algo negascout trees/id-pv-first.tree
	assert_line --regexp '^ *[0-9]+  Leaf c2 is worth 9\. The probe fails high: .* c2 is a leaf, so this score is exact and is kept without a re-search\.$'
}

@test "NegaScout: a PV row kept under --depth says the horizon, not leaves, is below it" {
	# Ba has grandchildren in the tree; to depth 3 its moves are at the
	# horizon, and that is why the row Ba Baa survives the failed re-search.
	cat >"$BATS_TEST_TMPDIR/kept.tree" <<-'EOF'
	root: max
	R ~ -7
	  A = -2
	  B ~ -8
	    Ba ~ 1
	      Baa ~ 6
	        Baaa = -9
	        Baab = 8
	      Bab ~ 6
	        Baba = 0
	        Babb = -3
	    Bb ~ 1
	      Bba = 7
	      Bbb = -4
	EOF
	treestep --explain --algo negascout --depth 3 "$BATS_TEST_TMPDIR/kept.tree"
	assert_equal "$(step 41)" "PV row 1 (the line from B) is now Ba Baa: the re-search of B failed low, so B is worth exactly what the probe proved; the row stays, because every move from Ba reaches the horizon (depth 3), where the search stops: their scores are exact for a search to that depth."
	treestep --trace --algo negascout --depth 3 "$BATS_TEST_TMPDIR/kept.tree"
	assert_line --regexp '^ *41 +R pv\[1\] = Ba Baa \(kept: the re-search failed low, but below Ba is the horizon\)$'
	refute_output --partial "only leaves"
}

@test "minimax reaching a leaf, a PV of one move, and the end of the search read right" {
	treestep --explain --algo minimax
	assert_equal "$(step 4)" "minimax reaches the leaf N7 (MIN to move); it is evaluated next."
	assert_equal "$(step 7)" "PV row 2 (the line from N3) is now N7: N7 improved N3, so N3's line is now just N7."
	assert_equal "$(grep -c 'The search is over' <<<"$output")" 1
}

@test "--explain takes the options --trace takes, and refuses --format" {
	treestep --explain --algo alphabeta,pvs -e '((3 12 8) (2 4 6) (14 5 2))'
	assert_success
	assert_line --regexp '^alphabeta on '
	assert_line --regexp '^pvs on '
	treestep --explain --format json
	assert_failure 2
}
