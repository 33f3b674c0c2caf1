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
	treestep --compare -f tsv
	assert_success
	assert_equal "$(row minimax)" "5 15 15 8 0 0 N1 N3 N8"
	assert_equal "$(row alphabeta)" "5 14 14 7 1 0 N1 N3 N8"
	assert_equal "$(row pvs)" "5 13 14 7 2 1 N1 N3 N8"
}

@test "the built-in sample gives the same table as trees/gnuchess-pvs.tree" {
	treestep --compare -f tsv
	assert_success
	assert_equal "$(row pvs)" "5 13 14 7 2 1 N1 N3 N8"
	builtin=$output
	treestep --compare -f tsv trees/gnuchess-pvs.tree
	assert_success
	assert_equal "$output" "$builtin"
}

@test "the re-search variant is worth 10 and PVS re-searches" {
	treestep --compare -f tsv trees/gnuchess-pvs-research.tree
	assert_success
	for a in $(algorithms); do
		assert_equal "$(row "$a" | cut -d' ' -f1)" 10
	done
	assert_equal "$(row pvs)" "10 13 20 10 4 3 N2 N5 N12"
}

@test "Russell and Norvig: every algorithm returns 3, alpha-beta evaluates 7 leaves" {
	treestep --compare -f tsv -e '((3 12 8) (2 4 6) (14 5 2))'
	assert_success
	for a in $(algorithms); do
		assert_equal "$(row "$a" | cut -d' ' -f1)" 3
	done
	assert_equal "$(row alphabeta | cut -d' ' -f4)" 7
}

@test "bad ordering: PVS makes more visits than alpha-beta but enters no more nodes" {
	treestep --compare -f tsv trees/bad-ordering.tree
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
	assert_line --index 10 --regexp '^gnuchess +5 +13 +14 +7 +2 +1  N1 N3 N8$'
	assert_line --index 11 --regexp '^scout +5 +13 +14 +7 +2 +1  N1 N3 N8$'
	assert_line --index 12 --regexp '^mtdf +5 +13 +23 +6 +6 +0  \(incomplete\)$'
	# MTD(f) and SSS*: their tests of the root, under the table
	assert_line --index 14 "Null-window tests of the root (their visits are all the tests' together): mtdf"
	assert_line --index 15 "3, sss 3."
	assert_equal "${#lines[@]}" 16
}

@test "--algo all: every algorithm that can run the options given, in --compare and --stats only" {
	treestep --compare -f tsv --algo all
	assert_success
	assert_equal "$(cut -f1 <<<"$output" | tr '\n' ' ')" \
		"algorithm minimax alphabeta alphabeta-soft pvs pvs-soft negascout pvs-zws pvs-footnote gnuchess scout mtdf sss "
	# --strict: Scout, MTD(f) and SSS* refuse it (plan.c), so they are left out
	treestep --compare -f tsv --algo all --strict
	assert_success
	refute_line --regexp '^(scout|mtdf|sss)'
	assert_line --regexp '^gnuchess'
	# --stats runs MTD(f) and SSS* only when asked, and all asks
	treestep --stats 3 --random 2,3 -f tsv
	assert_success
	assert_line --regexp $'^3\tscout\t'
	refute_line --regexp $'^3\tmtdf\t'
	treestep --stats 3 --random 2,3 -f tsv --algo all
	assert_success
	assert_line --regexp $'^3\tmtdf\t'
	assert_line --regexp $'^3\tsss\t'
	treestep --algo all
	assert_failure 2
	assert_equal "$(head -n 1 <<<"$stderr")" "treestep: --algo all goes with --compare and --stats, not the stepper"
	treestep --compare --algo pvs --algo all
	assert_failure 2
	assert_equal "$(head -n 1 <<<"$stderr")" "treestep: --algo all names every algorithm; give it alone"
}

@test "--algo picks the rows and their order" {
	treestep --compare -f tsv --algo pvs,minimax
	assert_success
	assert_equal "$(cut -f1 <<<"$output" | tr '\n' ' ')" "algorithm pvs minimax "
}

@test "JSON output is one object with exactly the documented keys" {
	need jq
	treestep --compare --format json trees/gnuchess-pvs.tree
	assert_success
	assert_equal "$("$JQ" -r '.tree' <<<"$output")" "trees/gnuchess-pvs.tree"
	assert_equal "$("$JQ" -c '[.results[].algorithm]' <<<"$output")" \
		'["minimax","alphabeta","alphabeta-soft","pvs","pvs-soft","negascout","pvs-zws","pvs-footnote","gnuchess","scout","mtdf","sss"]'
	assert_equal "$("$JQ" -c '[.results[:10][] | keys_unsorted] | unique' <<<"$output")" \
		'[["algorithm","value","nodes","visits","leaves","cutoffs","researches","pv","pv_complete"]]'
	# MTD(f) and SSS* say how many tests of the root they made
	assert_equal "$("$JQ" -c '[.results[10:][] | keys_unsorted] | unique' <<<"$output")" \
		'[["algorithm","value","nodes","visits","leaves","cutoffs","researches","passes","pv","pv_complete"]]'
	assert_equal "$("$JQ" -c '[.results[10:][] | .passes]' <<<"$output")" '[3,3]'
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
	assert_line --regexp 'N5 enter MAX \(5, 6\) null window \(in the probe of N2\)$'
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
	treestep --compare -f tsv "$BATS_TEST_TMPDIR/min.tree"
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

# usage_error ARGS... -- MESSAGE: treestep ARGS is a usage error, with this
# first line on stderr and nothing on stdout.
usage_error() {
	local args=()
	while [ "$1" != -- ]; do
		args+=("$1")
		shift
	done
	treestep "${args[@]}"
	[ "$status" -eq 2 ] || fail "treestep ${args[*]}: exit status $status, not 2"
	assert_equal "$output" ""
	assert_equal "$(head -1 <<<"$stderr")" "treestep: $2"
}

@test "an option the mode does not use is a usage error, never ignored" {
	cd "$BATS_TEST_TMPDIR"
	usage_error --stats 5 --random 3,3 --save s.tree -- "--stats and --save are two modes; choose one"
	[ ! -e s.tree ]
	usage_error --random 3,3 --save s.tree --algo pvs -- "--algo does not apply to --save; it goes with the stepper, --compare, --trace, --explain, --stats, --practice, --lesson-skeleton, --handout or --exam"
	[ ! -e s.tree ]
	usage_error --random 3,3 --save s.tree --format json -- "--format does not apply to --save; it goes with --compare, --stats or --results-summary"
	usage_error -f tsv -- "--format does not apply to the stepper; it goes with --compare, --stats or --results-summary"
	usage_error --trace -f json -- "--format does not apply to --trace; it goes with --compare, --stats or --results-summary"
	usage_error --compare --print -- "--print does not apply to --compare; it goes with --lesson"
	usage_error --compare --vs pvs -- "--vs does not apply to --compare; it goes with the stepper"
	usage_error --trace --vs pvs -- "--vs does not apply to --trace; it goes with the stepper"
	usage_error --lessons --algo pvs -- "--algo does not apply to --lessons; it goes with the stepper, --compare, --trace, --explain, --stats, --practice, --lesson-skeleton, --handout or --exam"
	usage_error --lesson 03-pvs --random 2,2 -- "--random does not apply to --lesson; it goes with the stepper, --compare, --trace, --explain, --stats, --save, --practice, --handout or --exam"
	usage_error --lesson 03-pvs -e '(1 2)' -- "-e does not apply to --lesson; it goes with the stepper, --compare, --trace, --explain or --handout"
	usage_error --stats 2 --random 2,2 --data-dir . -- "--data-dir does not apply to --stats; it goes with the stepper, --compare, --trace, --explain, --lesson, --lessons, --lesson-skeleton or --handout"
	usage_error --stats 2 --random 2,2 gnuchess-pvs -- "a TREEFILE does not apply to --stats; it goes with the stepper, --compare, --trace, --explain or --handout"
	usage_error --compare --export c.svg -- "--export does not apply to --compare; it goes with the stepper, --stats or --results-summary"
	[ ! -e c.svg ]
	usage_error --compare --random 2,1..3 -- "a range of depths does not apply to --compare; it goes with --stats"
	usage_error --compare --order best -- "--order goes with --random or --game"
	usage_error --trace --random-shape -- "--random-shape goes with --random"
	usage_error --stats 5 -- "--stats needs --random"
	usage_error --save s.tree -- "--save needs --random or --game"
	usage_error --algo pvs,minimax -- "the stepper shows one algorithm at a time: give --algo one NAME"
	usage_error --compare --random 2,2 -e '(1 2)' -- "give one tree: a TREEFILE, -e EXPR, --random B,D or --game GAME"
	usage_error --lesson 03-pvs --lessons -- "--lesson and --lessons are two modes; choose one"
	# What each mode does use still works.
	treestep --compare --random 2,2,3 --order best --random-shape --algo pvs -f json
	assert_success
	treestep --trace --random 2,2 --algo pvs,minimax
	assert_success
	treestep --stats 2 --random 2,1..3 --order 0.5 --random-shape --algo pvs -f tsv --export c.svg
	assert_success
	treestep --random 2,2 --order worst --random-shape --save s.tree
	assert_success
	treestep --algo minimax --vs pvs --data-dir "$TOP_SRCDIR" gnuchess-pvs </dev/null
	assert_success
}

@test "numbers on the command line are read strictly, with the range in the message" {
	usage_error --compare --random 4294967298,3 -- "--random: the branching must be a whole number from 1 to 64, not '4294967298'"
	usage_error --compare --random 0,3 -- "--random: the branching must be a whole number from 1 to 64, not '0'"
	usage_error --compare --random -1,3 -- "--random: the branching must be a whole number from 1 to 64, not '-1'"
	usage_error --compare --random +3,3 -- "--random: the branching must be a whole number from 1 to 64, not '+3'"
	usage_error --compare --random ' 3,3' -- "--random: the branching must be a whole number from 1 to 64, not ' 3'"
	usage_error --compare --random 3,31 -- "--random: the depth must be a whole number from 0 to 30, not '31'"
	usage_error --compare --random 3,3x -- "--random: the depth must be a whole number from 0 to 30, not '3x'"
	usage_error --compare --random 3, -- "--random: the depth must be a whole number from 0 to 30, not ''"
	usage_error --compare --random 3,4294967299 -- "--random: the depth must be a whole number from 0 to 30, not '4294967299'"
	usage_error --stats 1 --random 3,1.. -- "--random: the depth must be a whole number from 0 to 30, not ''"
	usage_error --stats 1 --random 3,..8 -- "--random: the depth must be a whole number from 0 to 30, not ''"
	usage_error --stats 1 --random 3,1...8 -- "--random: the depth must be a whole number from 0 to 30, not '.8'"
	usage_error --stats 1 --random 3,1.8 -- "--random: the depths must be D or D1..D2, not '1.8'"
	usage_error --stats 1 --random 3,5..2 -- "--random: the depths 5..2 go down"
	usage_error --compare --random 3,3,123456789012345678901234 -- "--random: the seed must be a whole number from 0 to 18446744073709551615, not '123456789012345678901234'"
	usage_error --compare --random 3,3,18446744073709551616 -- "--random: the seed must be a whole number from 0 to 18446744073709551615, not '18446744073709551616'"
	usage_error --compare --random 3,3,-1 -- "--random: the seed must be a whole number from 0 to 18446744073709551615, not '-1'"
	usage_error --compare --random 3,3, -- "--random: the seed must be a whole number from 0 to 18446744073709551615, not ''"
	usage_error --compare --random 3,3,1,2 -- "--random needs B,D[,SEED], not '3,3,1,2'"
	usage_error --stats 1000000000000 --random 3,3 -- "--stats: the number of trees must be a whole number from 1 to 100000000, not '1000000000000'"
	usage_error --stats 0 --random 3,3 -- "--stats: the number of trees must be a whole number from 1 to 100000000, not '0'"
	usage_error --stats 5x --random 3,3 -- "--stats: the number of trees must be a whole number from 1 to 100000000, not '5x'"
	usage_error --stats -5 --random 3,3 -- "--stats: the number of trees must be a whole number from 1 to 100000000, not '-5'"
	local order
	for order in 1.5 -0 ' 0.5' 0.5x nan inf 0x.8 1e-1 .; do
		usage_error --compare --random 3,3 --order "$order" -- "unknown order '$order' (use best, worst, random or a probability from 0 to 1)"
	done
	# The largest of each is fine.
	treestep --stats 1 --random 3,3,18446744073709551615 --order .5 -f json
	assert_success
	# (jq reads numbers as doubles, so the seed is read from the text.)
	assert_output --partial '"seed": 18446744073709551615,'
	assert_equal "$("$JQ" -c '.order' <<<"$output")" 0.5
	treestep --compare --random 64,1,007 -f tsv --algo minimax
	assert_success
	assert_line --index 1 --regexp '^minimax	-?[0-9]+	65	'
}

@test "--algo: every name once, no list cut short, no table overrun" {
	usage_error --stats 1 --random 2,2 --algo pvs,pvs,pvs,pvs,pvs,pvs,pvs,pvs,pvs -- "--algo names pvs twice"
	usage_error --compare --algo pvs --algo pvs -- "--algo names pvs twice"
	usage_error --compare --algo pvs,,minimax -- "--algo needs algorithm names separated by commas, not 'pvs,,minimax'"
	usage_error --compare --algo , -- "--algo needs algorithm names separated by commas, not ','"
	# A list longer than any buffer: the name at its end is still read.
	usage_error --compare --algo "pvs$(printf ',%.0s' {1..300})bogus" -- "--algo needs algorithm names separated by commas, not 'pvs,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,'"
	usage_error --compare --algo "minimax,$(printf 'x%.0s' {1..300})" -- "unknown algorithm 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx' (see --help for the list)"
	# All six, in any order, in every mode that takes a list.
	local all=negascout,pvs-soft,pvs,alphabeta-soft,alphabeta,minimax
	treestep --stats 2 --random 2,3 --algo "$all" -f json
	assert_success
	assert_equal "$("$JQ" -r '[.results[].algorithm] | join(",")' <<<"$output")" "$all"
	treestep --compare --algo "$all" -f tsv
	assert_success
	assert_equal "$(cut -f1 <<<"$output" | tail -n +2 | paste -sd,)" "$all"
}

@test "--data-dir or TREESTEP_DATA that is not a directory: a warning, and on" {
	treestep --compare -f tsv --algo minimax --data-dir /etc/passwd trees/gnuchess-pvs.tree
	assert_success
	assert_equal "$stderr" "treestep: warning: --data-dir '/etc/passwd' is not a directory"
	assert_line --index 1 --regexp '^minimax	5	15	'
	TREESTEP_DATA=/no/such/dir run --separate-stderr "$TREESTEP" --compare --algo minimax trees/gnuchess-pvs.tree
	assert_success
	assert_equal "$stderr" "treestep: warning: TREESTEP_DATA '/no/such/dir': No such file or directory"
	TREESTEP_DATA=/etc/passwd run --separate-stderr "$TREESTEP" --lesson 03-pvs --print
	assert_success
	assert_equal "$stderr" "treestep: warning: TREESTEP_DATA '/etc/passwd' is not a directory"
	treestep --compare --data-dir "$TOP_SRCDIR" gnuchess-pvs
	assert_success
	assert_equal "$stderr" ""
}
