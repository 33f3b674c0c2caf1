#!/usr/bin/env bats
# root.bats - Fishburn's last child (--root-last-null) and Belle's delayed
# re-search (--root-delay-research), the PVS family's root tricks
# (rules.h), on two small trees where each fires, counted by hand below.
# (tests/test_root.c checks them on thousands of random trees against an
# independent PVS with the tricks.)
bats_require_minimum_version 1.5.0
load helpers

# Root MAX; its moves N1..N4 are MIN nodes worth 1, 5, 0 and 7.  PVS
# searches N1 fully (alpha 1), probes N2 with (1, 2): it fails high and
# is searched again (alpha 5); N3's probe (5, 6) fails low at its first
# leaf; N4's probe fails high on the last move.
LAST='((1 4) (5 6) (0 9) (7 8))'
# The same with a fifth move N5, worth 2, after N4.
FIVE='((1 4) (5 6) (0 9) (7 8) (2 3))'

# The counts of one algorithm's row in --compare's TSV with a root trick:
# root value nodes visits leaves cutoffs researches pv.
rows() {
	awk -F '\t' -v a="$1" '$1 == a { print $2, $3, $4, $5, $6, $7, $8 "|" $9 }' <<<"$output"
}

@test "Fishburn: the last move's fail high is kept, one re-search and its visits saved, the value a bound" {
	treestep --compare --format tsv --root-last-null -e "$LAST"
	assert_success
	# Plain: 1 + 3 (N1 and its leaves) + 3 + 3 (N2's probe and re-search)
	# + 2 (N3 cut at N9) + 3 + 3 (N4's probe and re-search) = 18 visits.
	# Fishburn: without N4's re-search, 15 visits, 2 leaves fewer.
	assert_equal "$(rows pvs)" "plain 7 12 18 11 1 2|N4 N11
last-null >=6 12 15 9 1 1|N4"
	# Fail-soft's probe says how far: at least 7.
	assert_equal "$(rows pvs-soft)" "plain 7 12 18 11 1 2|N4 N11
last-null >=7 12 15 9 1 1|N4"
	# Only the algorithms that take the trick are listed.
	refute_line --partial minimax
	refute_line --partial negascout
	treestep --compare --root-last-null -e "$LAST"
	assert_line --partial "Root: each search plain, and with Fishburn's trick (--root-last-null): a fail"
	assert_line "pvs          last-null   >=6    12     15      9       1          1  N4 (fail"
	need jq
	treestep --compare --format json --algo pvs --root-last-null -e "$LAST"
	assert_equal "$("$JQ" -c '[.results[] | [.root, .value, .bound, .pv]]' <<<"$output")" \
		'[["plain",7,null,["N4","N11"]],["last-null",6,"lower",["N4"]]]'
}

@test "Fishburn: the trace and the narration give the reason, and the end says only a bound" {
	treestep --trace --root-last-null -e "$LAST"
	assert_success
	assert_line "  45  N0 keep N4 without re-search, at least 6 (Fishburn: last move)"
	assert_line "  47  N0 return >= 6 (lower bound)"
	refute_line --partial "re-search N4"
	treestep --explain --root-last-null -e "$LAST"
	assert_line "  45  The probe of N4 failed high: N4 is better for MAX than 5, the best so far. It is the root's last move, so it is not searched again (Fishburn, --root-last-null): no move is left that would need its exact value as a window, and beating 5 already proves it better than every move before it. N4 is the best move, worth at least 6: the root's value is only that bound."
	assert_line "  46  PV row 0 (the line from N0) is now N4: the root keeps N4 as its best move without a re-search, and a probe proves no line below it, so N0's line is just N4."
	assert_line "  47  The search is over with a move kept without a re-search: N4 is the best move, proven better than every other, but its exact value was never asked for. So N0 is worth at least 6, only a bound, and the PV is N4 alone: its probe proved no line below it."
	# The probe's own verdict does not borrow NegaScout's reason.
	refute_line --regexp '^  44 .*so this score is exact'
}

@test "Belle: the first fail high waits; a second one has it searched again, and the second move probed anew" {
	treestep --trace --root-delay-research -e "$FIVE"
	assert_success
	assert_line "  20  N0 keep N2 without re-search, at least 2 (Belle: first fail high)"
	assert_line "  22  N0 probe N3 with null window (1, 2)"
	assert_line "  28  N0 probe N4 with null window (1, 2)"
	assert_line "  35  N0 second fail high (N4): re-search kept N2 first (Belle)"
	assert_line "  36  N0 re-search N2 with (1, +inf): the probe (1, 2) failed high with 2"
	assert_line "  46  N0 alpha 1 -> 5 (from N2)"
	assert_line "  48  N0 probe N4 with null window (5, 6)"
	assert_line "  55  N0 keep N4 without re-search, at least 6 (Belle: first fail high)"
	assert_line "  57  N0 probe N5 with null window (5, 6)"
	assert_line "  63  N0 return >= 6 (lower bound)"
	treestep --explain --root-delay-research -e "$FIVE"
	assert_line "  20  The probe of N2 failed high: N2 is better for MAX than 1. It is not searched again now (Belle, --root-delay-research): N2 is the best move so far, and the moves after it are probed against the same bound, 1. As long as none of them fails high too, N2 stays the best and no full search is needed. Kept: N2, worth at least 2."
	assert_line "  36  The probe of N2 failed high: N2 is better for MAX than 1. So N0 searches N2 again with (1, +inf) to learn its value. N2 was kept without a re-search since its probe (Belle); only the second fail high, of N4, asks for its value."
	assert_line "  35  The probe of N4 failed high too: a second move better for MAX than 1. Now the root must know which of the two is better (Belle, --root-delay-research): the kept move N2 is searched again with the full window to learn its value, and then N4 is probed again against that new bound."
	# A probe that fails low while a move is kept leaves the kept move
	# best, not the move that set alpha (N1, then N2).
	assert_line --partial "  27  N3 returns <=1 to N0"
	assert_line --regexp "^  27  .*, so N2, kept without a re-search, stays N0's best move and no re-search is needed\.$"
	assert_line --regexp "^  62  .*, so N4, kept without a re-search, stays N0's best move and no re-search is needed\.$"
	# One re-search saved (N4's), one probe more (N4's second): the
	# visits come out even on this tree.
	treestep --compare --format tsv --algo pvs --root-delay-research -e "$FIVE"
	assert_equal "$(rows pvs)" "plain 7 14 20 12 2 2|N4 N12
delay-research >=6 14 20 12 2 1|N4"
	# At a MIN root (minimax view) the same probe fails low, and so
	# would the move that makes the kept one searched again.
	printf 'root: min\n((-1 -4) (-5 -6) (0 -9) (-7 -8) (-2 -3))\n' >"$BATS_TEST_TMPDIR/min.tree"
	treestep --explain --root-delay-research "$BATS_TEST_TMPDIR/min.tree"
	assert_line "  20  The probe of N2 failed low: N2 is better for MIN than -1. It is not searched again now (Belle, --root-delay-research): N2 is the best move so far, and the moves after it are probed against the same bound, -1. As long as none of them fails low too, N2 stays the best and no full search is needed. Kept: N2, worth at most -2."
	assert_line --partial "  35  The probe of N4 failed low too: a second move better for MIN than -1."
}

@test "at a MIN root the kept move's probe fails low, and the bound is at most" {
	treestep --explain --root-last-null -e 'root: min
((3 0) (-1 -1 -3 0) (-4 -5) (-9 -9))'
	assert_success
	assert_line --partial "  73  The probe of N4 failed low: N4 is better for MIN than -4, the best so far."
	assert_line --partial "So N0 is worth at most -5, only a bound, and the PV is N4 alone"
}

@test "the stepper's title, stack and end show the trick and the kept move" {
	{ for i in $(seq 20); do echo Right; done; printf '%s\n' dump End dump; } >"$BATS_TEST_TMPDIR/keys.txt"
	treestep --script="$BATS_TEST_TMPDIR/keys.txt" --screen=80x24 --root-delay-research --root-last-null -e "$FIVE"
	assert_success
	assert_line --partial "[last null] [delay re-search]"
	assert_line "Step 20/63  nodes 7  visits 7  leaves 4  cutoffs 0  re-searches 0"
	assert_line --regexp '^ >N0   MAX \(1, \+∞\) +kept N2 ≥2 '
	assert_line "The search is over with a move kept without a re-search: N4 is the best move,"
}

@test "the algorithms without the trick, --id, --stats and --compare --pv refuse it, saying why" {
	treestep --trace --algo negascout --root-delay-research -e "$LAST"
	assert_failure 1
	assert_equal "$stderr" "-e: --root-delay-research is a root trick of pvs, pvs-soft, pvs-zws and pvs-footnote, which probe every root move after the first; negascout does not take it"
	for a in minimax alphabeta alphabeta-soft gnuchess; do
		treestep --compare --algo "$a" --root-last-null -e "$LAST"
		assert_failure 1
		assert_equal "$stderr" "-e: --root-last-null is a root trick of pvs, pvs-soft, pvs-zws and pvs-footnote, which probe every root move after the first; $a does not take it"
	done
	treestep --trace --id --root-last-null -e "$LAST"
	assert_failure 2
	assert_equal "${stderr%%$'\n'*}" "treestep: --root-last-null does not go with --id: the trick may leave a depth's value only a lower bound, and iterative deepening needs each depth's exact value and line"
	treestep --stats=3 --random 2,3 --root-delay-research
	assert_failure 2
	assert_equal "${stderr%%$'\n'*}" "treestep: --root-delay-research does not apply to --stats; it goes with the stepper, --compare, --trace, --explain, --lesson-skeleton or --handout"
	treestep --compare --pv=all --root-last-null -e "$LAST"
	assert_failure 2
	assert_equal "${stderr%%$'\n'*}" "treestep: --pv does not go with --root-last-null in --compare, which shows each search without the trick and with it"
}

@test "a lesson says the same with root-last-null: and root-delay-research:" {
	printf 'title: t\ntree: %s\nroot-last-null: yes\nalgorithm: pvs\n\nstop: end\n  {value}, {researches re-search}.\n' \
		"$LAST" >"$BATS_TEST_TMPDIR/t.lesson"
	treestep --lesson "$BATS_TEST_TMPDIR/t.lesson" --print
	assert_success
	assert_line "   > >=6, 1 re-search."
	printf 'title: t\ntree: %s\nroot-delay-research: yes\nalgorithm: minimax\n\nstop: end\n  x\n' \
		"$LAST" >"$BATS_TEST_TMPDIR/u.lesson"
	treestep --lesson "$BATS_TEST_TMPDIR/u.lesson" --print
	assert_failure
	assert_equal "$stderr" "$BATS_TEST_TMPDIR/u.lesson:4:12: 'root-delay-research:' is a root trick of pvs, pvs-soft, pvs-zws and pvs-footnote, which probe every root move after the first; minimax does not take it"
}

@test "Belle: a probe that fails low while a move is kept leaves the kept move best, not the one that set alpha" {
	# FIVE: N2's probe (1, 2) fails high and N2 is kept (alpha still 1,
	# from N1); N3's probe fails low: N2 stays the best move, not N1.
	# After N4's second fail high, N2's re-search (alpha 5) and N4's new
	# probe (5, 6), N4 is kept; N5's probe fails low: N4 stays best, not
	# N2, whose re-search set alpha.
	treestep --algo pvs --root-delay-research --explain -e "$FIVE"
	assert_success
	assert_line --partial "The probe fails low: it proves N3 is no better for MAX than 1, so N2, kept without a re-search, stays N0's best move and no re-search is needed."
	assert_line --partial "The probe fails low: it proves N5 is no better for MAX than 5, so N4, kept without a re-search, stays N0's best move and no re-search is needed."
	refute_output --partial "so N1 stays N0's best move"
	refute_output --partial "so N2 stays N0's best move"
}
