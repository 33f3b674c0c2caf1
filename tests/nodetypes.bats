#!/usr/bin/env bats
# nodetypes.bats - PV, CUT and ALL nodes: --node-types, the key N and the
# narration, on the sample tree, checked by hand.  (tests/test_node_types.c
# checks the types on thousands of random trees.)
#
# PVS on the sample: N3 is N1's first move (PV), N4 its second (CUT);
# N8 is N3's second move, expected CUT: its probe (3, 4) finds N8 = 5, an
# ALL node's result for MIN (no better than 4 for MIN), so the probe fails
# high and N8 is searched again, exact: PV.  N2 is N0's second move (CUT),
# so N5 and N6 are expected ALL; N5 cuts off at N11 = 9 >= 6 (CUT), and N11,
# N5's first move, expected CUT, is an ALL node for MIN.
bats_require_minimum_version 1.5.0
load helpers

setup() {
	# trees/NAME below is read from the source tree, also when the build
	# is elsewhere (make distcheck).
	cd "$TOP_SRCDIR"
	KEYS="$BATS_TEST_TMPDIR/keys"
}

@test "--trace --node-types tags every return and leaf with its type, and the expected one where it differs" {
	treestep --algo pvs --trace --node-types
	assert_success
	assert_line "  10        N8 leaf = 5  [ALL, expected CUT]"
	assert_line "  13        N8 leaf = 5  [PV, expected CUT]"
	assert_line "  16      N3 return 5 (exact)  [PV]"
	assert_line "  24      N4 return >= 5 (lower bound)  [CUT]"
	assert_line "  32        N11 leaf = 9  [ALL, expected CUT]"
	assert_line "  34      N5 return >= 6 (lower bound)  [CUT, expected ALL]"
	assert_line "  40      N6 return <= 5 (upper bound)  [ALL]"
	assert_line "  42    N2 return <= 5 (upper bound)  [CUT]"
	assert_line "  43  N0 return 5 (exact)  [PV]"
	# Only returns and leaves are tagged: 7 leaf events (N8 twice) and
	# 7 returns (N0 to N6, every inner node).
	[ "$(grep -c '\]$' <<<"$output")" -eq 14 ]
	# Without the option, the trace is as it was.
	treestep --algo pvs --trace
	assert_line "  10        N8 leaf = 5"
	refute_output --partial "expected"
}

@test "minimax and expectimax have no node types: the trace says why" {
	treestep --algo minimax --trace --node-types
	assert_success
	assert_line "# node types: minimax searches every node completely, with no window"
	refute_output --regexp '\]$'

}

@test "--explain --node-types says why a mismatch matters to the parent" {
	treestep --algo pvs --explain --node-types
	assert_success
	assert_line --partial "N8 was expected to be a CUT node but is an ALL node: its value 5 is at or past the edge of its window (3, 4) that is bad for MIN, as an ALL node's result is. The move to it is better for MAX at N3 than the moves before it: the probe of N8 fails high, and pvs must search it again"
	assert_line --partial "N8 was expected to be a CUT node but is a PV node: its value 5 lies inside its window (3, +inf). Its visit before this one was an ALL node's. So it is N3's best move so far, better than N3's first move."
	assert_line --partial "N5 was expected to be an ALL node but is a CUT node: it cut off: N11 was good enough for MAX to stop. So N5, the first move N2 tried, does not refute N2: N2 must search on."
	assert_line --partial "N2 is a CUT node, as expected: its last move, N6, was good enough for MIN to stop, with nothing left to prune."
}

@test "the key N marks the tree, --node-types starts with the marks, and the help lists the key" {
	printf 'N\nEnd\ndump\nN\ndump\n' >"$KEYS"
	run "$TREESTEP" --algo pvs --script="$KEYS" --screen=80x24
	assert_success
	# The leaves' row of marks at the end: N8 expected CUT, found PV;
	# N10 and N12 pruned, expected only.
	assert_line "    P        C→P        A         a         C→A        c         C         C"
	assert_line --partial "         P                   C                   A→C                  A"
	assert_output --partial "N0 is a PV"
	# Pressed again: no marks in the second dump.
	[ "$(grep -c 'C→A' <<<"$output")" -eq 1 ]
	printf 'End\ndump\n' >"$KEYS"
	run "$TREESTEP" --algo pvs --node-types --script="$KEYS" --screen=80x24
	assert_line "    P        C→P        A         a         C→A        c         C         C"
	# Every value and name is still on the screen at 80x24.
	for n in N0 N1 N2 N3 N4 N5 N6 N7 N8 N9 N10 N11 N12 N13 N14; do
		assert_output --partial "$n"
	done
	printf '?\ndump\n' >"$KEYS"
	run "$TREESTEP" --script="$KEYS" --screen=80x40
	assert_line --partial "  N                    mark each node PV, CUT or ALL"
}

@test "with minimax the key marks nothing, and the narration says why" {
	printf 'N\nRight\ndump\n' >"$KEYS"
	run "$TREESTEP" --algo minimax --script="$KEYS" --screen=80x24
	assert_success
	assert_output --partial "Node types: minimax"
	# No mark on the tree (above the rule over the panels).
	run sed '/^─/,$d' <<<"$output"
	refute_output --regexp "(^| )[pcaPCA]( |$)"
}

@test "a 121-node tree keeps every leaf value with its mark at 160x45" {
	printf 'End\ndump\n' >"$KEYS"
	run "$TREESTEP" --random 3,4 --algo pvs --node-types --script="$KEYS" --screen=160x45
	assert_success
	local with="$output"
	run "$TREESTEP" --random 3,4 --algo pvs --script="$KEYS" --screen=160x45
	# The same numbers (names and values) on the tree, above the rule over
	# the panels, with the marks as without.
	numbers() { sed '/^─/,$d' <<<"$1" | grep -oE -- '-?[0-9]+' | sort | uniq -c; }
	assert_equal "$(numbers "$with")" "$(numbers "$output")"
	assert_equal "$(grep -c '' <<<"$with")" 45
}

@test "--export and --handout draw the types with --node-types, and the legend says how" {
	local svg="$BATS_TEST_TMPDIR/types.svg"
	treestep --algo pvs --node-types --export "$svg"
	assert_success
	# N8, N5 and N11 mismatched at the end, in red; the three legend rows.
	[ "$(grep -c '>C→P<' "$svg")" -eq 1 ]
	[ "$(grep -c '>A→C<' "$svg")" -eq 1 ]
	[ "$(grep -c '>C→A<' "$svg")" -eq 2 ]    # N11, and the legend's sample
	grep -q '>type expected: PV, CUT, ALL<' "$svg"
	grep -q '>expected CUT, found ALL<' "$svg"
	treestep --algo pvs --export "$svg"
	assert_success
	run grep -c 'type expected\|→' "$svg"
	assert_output 0
	if "$TREESTEP" --help | grep -q -- --handout; then
		local pdf="$BATS_TEST_TMPDIR/types.pdf"
		treestep --algo pvs --node-types --handout "$pdf"
		assert_success
		[ -s "$pdf" ]
	fi
}

@test "with the windows written too (W), each type goes right of its window, and the sample still shows its values at 80x24" {
	printf 'N\nW\nEnd\ndump\n' >"$KEYS"
	run "$TREESTEP" --algo pvs --script="$KEYS" --screen=80x24
	assert_success
	assert_line "       (5,+∞) P             (4,5) C            (5,6) A→C           (5,6) A"
	assert_line "    N7 3 N8 5           N9 6    2          N11 9    1          N13 4    3"
}

@test "--compare --node-types counts each search's mismatches; not with --format" {
	treestep --compare --node-types
	assert_success
	# PVS: N11 CUT>ALL, N5 ALL>CUT, N8 CUT>PV (other); 13 nodes returned.
	assert_line "pvs                     1        1        1           10"
	# Alpha-beta's full windows find N5, N8 and N11 exact (PV): other.
	assert_line "alphabeta               0        0        3           11"
	# NegaScout keeps N8's probe: its last visit is an ALL node's.
	assert_line "negascout               2        1        0           10"
	assert_line "minimax          no window: every node searched completely"
	treestep --compare --node-types best-ordering
	assert_success
	assert_line --regexp '^alphabeta +0 +0 +0 +[0-9]+$'
	assert_line --regexp '^pvs +0 +0 +0 +[0-9]+$'
	treestep --compare --node-types --format tsv
	assert_failure 2
	assert_equal "$stderr" "treestep: --node-types adds a text table to --compare: not with --format
Try 'treestep --help' for more information."
}

@test "under iterative deepening a move the carried PV puts first is the first move: its node is expected PV" {
	treestep --algo alphabeta --id --trace --node-types trees/id-pv-first.tree
	assert_success
	# Depth 3 searches C first at R, and C2 first at C: both PV nodes,
	# though C is R's third child in the tree and C2 is C's second.
	assert_line "  66    C return 7 (exact)  [PV]"
	assert_line "  54      C2 return 7 (exact)  [PV]"
	# A and B come after C: CUT nodes; C1 after C2: CUT.
	assert_line "  77    A return <= 7 (upper bound)  [CUT]"
	assert_line "  86    B return <= 7 (upper bound)  [CUT]"
	assert_line "  65      C1 return >= 7 (lower bound)  [CUT]"
	# C1's first move, expected ALL, is exact inside C1's (-inf, 7).
	assert_line "  59        c1 leaf = 5  [PV, expected ALL]"
}

@test "a position reached through a transposition is typed at the reference, by the reference's place" {
	treestep --algo alphabeta --tt=8 --trace --node-types trees/transposition.tree
	assert_success
	# ac under a is a's first move (PV, found PV); reached again as @ac,
	# the first move of c (CUT), it is expected ALL and the table settles
	# it exact.
	assert_line "  14      ac return 5 (exact)  [PV]"
	assert_line "  39      ac return 5 (exact)  [PV, expected ALL]"
	printf 'N\nEnd\ndump\n' >"$KEYS"
	run "$TREESTEP" --algo alphabeta --tt=8 --script="$KEYS" --screen=80x24 trees/transposition.tree
	assert_line "           P                     C→P              A→P              A→C"
}

@test "Scout's TESTs have null windows, so its nodes have types: the same as PVS's on the sample" {
	treestep --algo scout --trace --node-types
	assert_success
	assert_line "   9        N8 leaf = 5: TEST(N8, 3, >) true  [ALL, expected CUT]"
	assert_line "  12        N8 leaf = 5  [PV, expected CUT]"
	assert_line "  31      N5 return TEST(N5, 5, >) true: more than 5  [CUT, expected ALL]"
	assert_line "  39    N2 return TEST(N2, 5, >) false: 5 or less  [CUT]"
	treestep --algo scout --explain --node-types
	assert_line --partial "TEST(N8) is true, and scout must evaluate it exactly"
	treestep --compare --node-types
	assert_line "scout                   1        1        1           10"
}

@test "while a lesson asks what a node returns, the node shows only its expected type" {
	local lesson="$BATS_TEST_TMPDIR/ask.lesson"
	printf 'title: ask\ntree: gnuchess-pvs\nalgorithm: pvs\n\nstop: leaf N8 2\nquestion: value\n  N8 is worth {N8.value}.\n' >"$lesson"
	printf 'N\nEnter\ndump\nEsc\ndump\n' >"$KEYS"
	run "$TREESTEP" --lesson "$lesson" --script="$KEYS" --screen=80x24
	assert_success
	# Asked at N8's re-search: its probe made it an ALL node (C→A), which
	# would tell the bound the probe found; the mark keeps to "c".
	assert_line "    P         c         a         a          c         c         c         c"
	refute_line "    P        C→A        a         a          c         c         c         c"
	# Once skipped, the answer is shown, and the mark with it.
	assert_line "    P        C→P        a         a          c         c         c         c"
}

@test "MTD(f): a value the table gives outside the test's window is no PV node, and the table settled it" {
	# Search 2 (3, 4) and search 3 (5, 6) on the sample find N7 = 3 and
	# N8 = 5 in the table: exact values, but 3 <= 3 and 5 <= 5 hold MAX
	# to the window's bottom, as a CUT node's result for MIN does.  N4's
	# entry (>= 6) settles search 2's window (3, 4) with no move searched.
	treestep --algo mtdf --trace --node-types
	assert_success
	assert_line "  46        N7 return 3 (exact)  [CUT, expected PV]"
	assert_line "  78        N7 return 3 (exact)  [CUT, expected PV]"
	assert_line "  82        N8 return 5 (exact)  [CUT]"
	treestep --algo mtdf --explain --node-types
	assert_line --partial "N7 was expected to be a PV node but is a CUT node: its value 3 reaches the edge of its window (5, 6) that is good for MIN"
	assert_line --partial "N4 is a CUT node, as expected: the table settled it with no move searched: its entry is at or past the edge of its window (3, 4) that is good for MAX."
	refute_output --partial "lies inside its window (5, 6)"
	refute_output --partial "lies inside its window (3, 4)"
}

@test "a root that kept a move without a re-search is a PV node with a bound inside its window, not a CUT node" {
	# Belle and Fishburn on the five-move tree: the root ends >= 6 after
	# searching every move, with no cutoff: inside (-inf, +inf).
	treestep --algo pvs --root-delay-research --root-last-null --trace --node-types trees/root-tricks.tree
	assert_success
	assert_line "  63  N0 return >= 6 (lower bound)  [PV]"
	treestep --algo pvs --root-delay-research --root-last-null --explain --node-types trees/root-tricks.tree
	assert_line --partial "N0 is a PV node, as expected: it searched every move, and its value lies inside its window (-inf, +inf), although only as a bound"
	refute_output --partial "at or past the edge of its window (-inf, +inf)"
}
