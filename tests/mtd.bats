#!/usr/bin/env bats
# mtd.bats - MTD(f) and SSS* (as MT-SSS*) on the command line, with the
# facts worked by hand from the sample's leaves (seed 004): N7 = 3, N8 = 5,
# N9 = 6, N10 = 2, N11 = 9, N12 = 1, N13 = 4, N14 = 3 under N3 .. N6, with
# MAX at N0 and at N3 .. N6.
bats_require_minimum_version 1.5.0
load helpers

setup() {
	cd "$TOP_SRCDIR"
}

# The tests of the root, as --trace ends them.
tests_of() {
	"$TREESTEP" --trace "$@" | sed -n 's/^ *[0-9]*  N0 \(search [0-9]*: window .*: fails .*\)$/\1/p'
}

@test "MTD(f) from 0 on the sample: three tests, and the bounds meet at 5" {
	# (-1, 0): N3 >= 3 through N7, N4 >= 6 through N9, so N1 >= 3: N2 is cut.
	# (3, 4): N8 = 5 lifts N3, N4's entry (>= 6) answers, N1 >= 5.
	# (5, 6): N3 <= 5 cuts N1, N5 >= 9 (N11), N6 <= 4, so N2 <= 4: N0 <= 5.
	run tests_of --algo mtdf
	assert_success
	assert_line --index 0 "search 1: window (-1, 0): fails high: the value is at least 3; value >= 3"
	assert_line --index 1 "search 2: window (3, 4): fails high: the value is at least 5; value >= 5"
	assert_line --index 2 "search 3: window (5, 6): fails low: the value is at most 5; value = 5"
	assert_equal "${#lines[@]}" 3
	# 6 + 6 + 11 visits; each leaf evaluated once (N7, N9; N8; N11, N13, N14)
	treestep --compare -f tsv --algo mtdf
	assert_success
	assert_line --index 1 "$(printf 'mtdf\t5\t13\t23\t6\t6\t0\t\t3')"
}

@test "SSS* on the sample: +inf, then 9, then 5, which fails high" {
	run tests_of --algo sss
	assert_success
	assert_line --index 0 "search 1: window (+inf-1, +inf): fails low: the value is at most 9; value <= 9"
	assert_line --index 1 "search 2: window (8, 9): fails low: the value is at most 5; value <= 5"
	assert_line --index 2 "search 3: window (4, 5): fails high: the value is at least 5; value = 5"
	assert_equal "${#lines[@]}" 3
	# Stockman: the leaves alpha-beta evaluates, no other (all but N10)
	treestep --trace --algo sss
	refute_line --partial "N10 leaf"
	local sss ab
	sss=$(sed -n 's/.* \(N[0-9]*\) leaf = .*/\1/p' <<<"$output" | sort -u | tr '\n' ' ')
	treestep --trace --algo alphabeta
	ab=$(sed -n 's/.* \(N[0-9]*\) leaf = .*/\1/p' <<<"$output" | sort -u | tr '\n' ' ')
	assert_equal "$sss" "$ab"
	assert_equal "$sss" "N11 N12 N13 N14 N7 N8 N9 "
}

@test "a first guess at the value takes two tests" {
	run tests_of --algo mtdf --guess 5
	assert_success
	assert_line --index 0 "search 1: window (4, 5): fails high: the value is at least 5; value >= 5"
	assert_line --index 1 "search 2: window (5, 6): fails low: the value is at most 5; value = 5"
	assert_equal "${#lines[@]}" 2
}

@test "the table: a slot for every node unless --tt gives one, and the trace says which" {
	treestep --trace --algo mtdf
	assert_line --index 2 "# MTD(f) needs a table: it uses one with a slot for each of the tree's 15 nodes"
	treestep --explain --algo sss --tt 3
	assert_line --index 1 "SSS* uses the table of 3 entries given with --tt: an entry lost to another node costs a search again, never a wrong value."
	treestep --compare -f json --algo mtdf,sss --tt 3
	assert_success
	assert_equal "$("$JQ" -c '[.results[].value]' <<<"$output")" '[5,5]'
}

@test "--compare counts every test, in text, TSV and JSON" {
	need jq
	treestep --compare -f json --algo alphabeta,mtdf,sss trees/gnuchess-pvs-research.tree
	assert_success
	assert_equal "$("$JQ" -c '[.results[] | [.algorithm, .value, .leaves, .passes]]' <<<"$output")" \
		'[["alphabeta",10,6,null],["mtdf",10,6,5],["sss",10,5,2]]'
	treestep --compare --algo mtdf,sss trees/gnuchess-pvs-research.tree
	assert_line "Null-window tests of the root (their visits are all the tests' together): mtdf"
	assert_line "5, sss 2."
}

@test "what MTD(f) and SSS* refuse, each in one line" {
	treestep --compare --algo sss --guess 3
	assert_failure 1
	assert_equal "$stderr" "built-in: --guess is MTD(f)'s first guess (--algo mtdf), and sss makes none: SSS* is MTD from a first guess of +infinity"
	treestep --trace --algo alphabeta --guess 3
	assert_failure 1
	assert_equal "$stderr" "built-in: --guess is MTD(f)'s first guess (--algo mtdf), and alphabeta makes none"
	treestep --trace --algo mtdf --strict
	assert_failure 1
	assert_equal "$stderr" "built-in: --strict does not go with mtdf: its tests' null window (gamma - 1, gamma) must be open: closed, no score would fail either way"
	treestep --trace --algo sss --window 2,8
	assert_failure 1
	assert_equal "$stderr" "built-in: --window does not go with sss: its null-window tests set the root's window"
	treestep --trace --algo mtdf --id --aspiration 2
	assert_failure 1
	assert_equal "$stderr" "built-in: --aspiration does not go with mtdf: a sequence of null windows is its own window scheme"
	treestep --trace --algo mtdf --guess x
	assert_failure 2
	assert_equal "$(head -1 <<<"$stderr")" "treestep: --guess: MTD(f)'s first guess must be a number from -1000000 to 1000000, with at most two decimals, not 'x'"
	treestep --practice --algo mtdf --script=/dev/null
	assert_failure 2
	assert_equal "$(head -1 <<<"$stderr")" "treestep: practice asks what one search returns at each node, and mtdf searches the tree again in each of its tests of the root: practise with another algorithm"
	treestep --trace --algo mtdf --guess 0.5
	assert_failure 1
	assert_equal "$stderr" "treestep: --guess is written with decimals, and the tree's values are whole numbers: give it in whole numbers"
}

@test "under --id each depth after the first starts from the last depth's value" {
	# minimax's value at each depth, and MTD(f)'s first test at the next:
	# the window (v - 1, v) tests v itself (MAX at the root)
	local want got
	want=$("$TREESTEP" --compare --id --algo minimax -f tsv trees/id-pv-first.tree |
		awk -F '\t' '$2 == "tree order" && $3 ~ /^[0-9]+$/ { print $3 + 1, $4 - 1 ", " $4 }' |
		head -n -1)
	got=$("$TREESTEP" --trace --algo mtdf --id trees/id-pv-first.tree |
		awk '/ iteration: depth / { d = $5 + 0 }
		     / search 1: window \([^)]*\)$/ && d > 1 { sub(/.*window \(/, ""); sub(/\)$/, ""); print d, $0 }')
	assert_equal "$got" "$want"
	assert_equal "$(wc -l <<<"$got")" 2
	# and the iteration's line names no window of its own
	treestep --trace --algo sss --id trees/id-pv-first.tree
	assert_line --regexp '^ +[0-9]+  R iteration: depth 2, MTD from the last depth.s value$'
}

@test "SSS* at a MIN root: from below every value, in MAX's view, up to 6" {
	# MIN over MAX nodes worth 12, 6 and 14.  MIN's own view starts above
	# every value; MAX's sees lower bounds climb: each test's first move
	# (N4 = 3, N7 = 2, N10 = 14), then N5 = 12 for N1, N9 = 6 for N2.
	printf 'root: min\n((3 12 8) (2 4 6) (14 5 2))\n' >"$BATS_TEST_TMPDIR/min.tree"
	run tests_of --algo sss "$BATS_TEST_TMPDIR/min.tree"
	assert_success
	assert_line --index 0 "search 1: window (-inf, -inf+1): fails high: the value is at least 2; value >= 2"
	assert_line --index 1 "search 2: window (2, 3): fails high: the value is at least 3; value >= 3"
	assert_line --index 2 "search 3: window (3, 4): fails high: the value is at least 4; value >= 4"
	assert_line --index 3 "search 4: window (4, 5): fails high: the value is at least 6; value >= 6"
	assert_line --index 4 "search 5: window (6, 7): fails low: the value is at most 6; value = 6"
	treestep --explain --algo sss "$BATS_TEST_TMPDIR/min.tree"
	assert_line --partial "Search 1: a null-window test of the root with the window (-inf, -inf+1), below every value: every node fails high."
}

@test "when the bounds meet, the tree shows the root's value exact, not the last test's bound" {
	# MTD(f)'s last test of the sample, (5, 6), fails low: alone it says
	# only "at most 5"; with the lower bound 5 from the test before, N0 is 5.
	local keys="$BATS_TEST_TMPDIR/keys"
	printf 'End\ndump\nLeft\ndump\n' >"$keys"
	treestep --algo mtdf --script="$keys" --screen=80x24
	assert_success
	assert_equal "$(sed -n 3p <<<"$output")" "                                       5"
	# one step back, before the test's end, the root holds the test's bound
	assert_line --regexp '^ +≤5$'
}

@test "a best so far that was only a bound is named as one when a later move replaces it" {
	# Search 3 (5, 6): N5 fails high at N11 = 9, so N2's first score is
	# >= 9, only a bound; N6 then scores <= 4 and replaces it.  The same
	# in NegaScout's probe of N2 (5, 6).
	treestep --algo mtdf --explain
	assert_success
	assert_line --partial "N6 scores at most 4, the best for MIN at N2 so far (it was at least 9)."
	refute_output --partial "(it was 9)"
	treestep --algo negascout --explain
	assert_line --partial "N6 scores at most 4, the best for MIN at N2 so far (it was at least 9)."
	# SSS*'s first test: N1's <= 5 was N0's best, N2's <= 9 replaces it.
	treestep --algo sss --explain
	assert_line --partial "Fail-soft keeps its best score so far all the same, bound or not: 9 (it was at most 5)."
}
