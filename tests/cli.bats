#!/usr/bin/env bats
# cli.bats - the command line as a user meets it: the modes, the formats,
# and the facts from the seed texts as they appear in the printed output.
bats_require_minimum_version 1.5.0
load helpers

setup() {
	cd "$TOP_SRCDIR"
}

# The value, nodes, visits, leaves, cutoffs, researches and PV of one
# algorithm, from the TSV output.
row() {
	awk -F '\t' -v a="$1" '$1 == a { print $2, $3, $4, $5, $6, $7, $8 }' <<<"$output"
}

@test "with no tree the built-in sample is compared: 15, 14 and 13 nodes, value 5" {
	treestep -f tsv
	assert_success
	assert_equal "$(row minimax)" "5 15 15 8 0 0 N1 N3 N8"
	assert_equal "$(row alphabeta)" "5 14 14 7 1 0 N1 N3 N8"
	assert_equal "$(row pvs)" "5 13 14 7 2 1 N1 N3 N8"
}

@test "the built-in sample gives the same table as trees/gnuchess-pvs.tree" {
	treestep -f tsv
	builtin=$output
	treestep -f tsv trees/gnuchess-pvs.tree
	assert_equal "$output" "$builtin"
}

@test "the re-search variant is worth 10 and PVS re-searches" {
	treestep -f tsv trees/gnuchess-pvs-research.tree
	assert_success
	for a in minimax alphabeta alphabeta-soft pvs pvs-soft negascout; do
		assert_equal "$(row "$a" | cut -d' ' -f1)" 10
	done
	assert_equal "$(row pvs)" "10 13 20 10 4 3 N2 N5 N12"
}

@test "Russell and Norvig: every algorithm returns 3, alpha-beta evaluates 7 leaves" {
	treestep -f tsv -e '((3 12 8) (2 4 6) (14 5 2))'
	assert_success
	for a in minimax alphabeta alphabeta-soft pvs pvs-soft negascout; do
		assert_equal "$(row "$a" | cut -d' ' -f1)" 3
	done
	assert_equal "$(row alphabeta | cut -d' ' -f4)" 7
}

@test "bad ordering: PVS makes more visits than alpha-beta but enters no more nodes" {
	treestep -f tsv trees/bad-ordering.tree
	assert_success
	read -r _ ab_nodes ab_visits _ <<<"$(row alphabeta)"
	read -r _ pvs_nodes pvs_visits _ <<<"$(row pvs)"
	(( pvs_visits > ab_visits ))
	(( pvs_nodes <= ab_nodes ))
}

@test "--compare text output has a header line and one row per algorithm" {
	treestep --compare
	assert_success
	assert_line --index 0 "GNU Chess PVS sample (built-in): 15 nodes, 8 leaves, MAX at the root"
	assert_line --index 1 --regexp '^algorithm +value +nodes +visits +leaves +cutoffs +researches +pv$'
	assert_line --index 5 --regexp '^pvs +5 +13 +14 +7 +2 +1  N1 N3 N8$'
	assert_equal "${#lines[@]}" 8
}

@test "--algo picks the rows and their order" {
	treestep -f tsv --algo pvs,minimax
	assert_success
	assert_equal "$(cut -f1 <<<"$output" | tr '\n' ' ')" "algorithm pvs minimax "
}

@test "JSON output is one object with exactly the documented keys" {
	need jq
	treestep --compare --format json trees/gnuchess-pvs.tree
	assert_success
	assert_equal "$("$JQ" -r '.tree' <<<"$output")" "trees/gnuchess-pvs.tree"
	assert_equal "$("$JQ" -c '[.results[].algorithm]' <<<"$output")" \
		'["minimax","alphabeta","alphabeta-soft","pvs","pvs-soft","negascout"]'
	assert_equal "$("$JQ" -c '[.results[] | keys_unsorted] | unique' <<<"$output")" \
		'[["algorithm","value","nodes","visits","leaves","cutoffs","researches","pv"]]'
	assert_equal "$("$JQ" -c '.results[3] | [.value, .nodes, .visits, .pv]' <<<"$output")" \
		'[5,13,14,["N1","N3","N8"]]'
	assert_equal "$("$JQ" -c 'keys' <<<"$output")" '["results","tree"]'
}

@test "the alpha-beta trace shows the cutoff at N4 (6 >= 5) pruning N10" {
	treestep --trace --algo alphabeta
	assert_success
	assert_line --regexp '^ +[0-9]+      N4 cutoff: N9 scores 6 >= beta 5, prunes N10$'
	refute_line --partial 'N10 enter'
	# N1 is MIN: its beta drops to 5 before N4 is entered with (-inf, 5).
	assert_line --regexp 'N1 beta \+inf -> 5 \(from N3\)$'
	assert_line --regexp 'N4 enter MAX \(-inf, 5\)$'
}

@test "the PVS trace shows the null-window probe at N5 failing high with 9 >= 6 and pruning N12" {
	treestep --trace --algo pvs
	assert_success
	assert_line --regexp 'N0 probe N2 with null window \(5, 6\)$'
	assert_line --regexp 'N5 enter MAX \(5, 6\) null window$'
	assert_line --regexp 'N5 cutoff: N11 scores 9 >= beta 6, prunes N12$'
	refute_line --partial 'N12 enter'
}

@test "the PVS trace of the variant re-searches N2 and searches N12 with (9, +inf)" {
	treestep --trace --algo pvs trees/gnuchess-pvs-research.tree
	assert_success
	assert_line --regexp 'N0 re-search N2 with \(5, \+inf\): the probe \(5, 6\) failed high with 6$'
	assert_line --regexp 'N2 enter MIN \(5, \+inf\) re-search$'
	assert_line --regexp 'N12 enter MIN \(9, \+inf\) re-search$'
	assert_line --regexp 'N0 return 10 \(exact\)$'
}

@test "--trace defaults to pvs and numbers every step" {
	treestep --trace
	assert_success
	assert_line --index 0 "# pvs on GNU Chess PVS sample (built-in, 15 nodes)"
	assert_line --index 2 "   1  N0 enter MAX (-inf, +inf)"
	last=$(( ${#lines[@]} - 1 ))
	assert_equal "${lines[$last]}" "  $(( last - 1 ))  N0 return 5 (exact)"
}

@test "--help and --version follow GNU conventions" {
	treestep --help
	assert_success
	assert_line --index 0 "Usage: treestep [OPTION]... [TREEFILE]"
	assert_output --partial "negascout"
	treestep --version
	assert_success
	assert_output --regexp '^treestep [0-9]+\.[0-9]+\.[0-9]+$'
}

@test "usage errors go to stderr with exit status 2" {
	treestep --algo quicksort
	assert_failure 2
	assert_equal "$output" ""
	assert_equal "$(head -1 <<<"$stderr")" "treestep: unknown algorithm 'quicksort' (see --help for the list)"
	treestep --format xml
	assert_failure 2
	treestep --trace --compare
	assert_failure 2
	treestep a.tree b.tree
	assert_failure 2
	treestep -e '(1 2)' trees/gnuchess-pvs.tree
	assert_failure 2
	treestep --no-such-option
	assert_failure 2
	assert_equal "$(tail -1 <<<"$stderr")" "Try 'treestep --help' for more information."
}

@test "root: min turns every node kind around" {
	printf 'root: min\n(3 (1 9))\n' >"$BATS_TEST_TMPDIR/min.tree"
	treestep -f tsv "$BATS_TEST_TMPDIR/min.tree"
	assert_success
	# MIN picks min(3, max(1, 9)) = 3.
	assert_equal "$(row negascout | cut -d' ' -f1)" 3
	treestep --trace --algo alphabeta "$BATS_TEST_TMPDIR/min.tree"
	assert_line --index 2 "   1  N0 enter MIN (-inf, +inf)"
}

@test "without a terminal the stepper says why and prints the comparison instead" {
	treestep </dev/null
	assert_success
	assert_regex "$stderr" '^treestep: standard (input|output) is not a terminal, so the interactive stepper cannot start; showing --compare \(see also --trace\)$'
	assert_line --index 0 "GNU Chess PVS sample (built-in): 15 nodes, 8 leaves, MAX at the root"
}
