#!/usr/bin/env bats
# width.bats - the text of --compare and --stats fits 80 columns, unless a
# wider terminal or --width gives it more (README, "Text output in 80
# columns").
bats_require_minimum_version 1.5.0
load helpers

setup() {
	cd "$TOP_SRCDIR"
	SOCK="treestep-width-$$-$BATS_TEST_NUMBER"
}

teardown() {
	command tmux -L "$SOCK" kill-server 2>/dev/null || true
}

# The widest line of standard input, in characters: wc -L counts what a
# terminal shows in a UTF-8 locale (make check sets one), not bytes.
widest() {
	wc -L | tr -d ' '
}

# fits WIDTH ARGS...: treestep ARGS succeeds, and no line of its output is
# wider than WIDTH.
fits() {
	local width=$1
	shift
	treestep "$@"
	assert_success
	local w
	w=$(widest <<<"$output")
	(( w <= width )) || fail "treestep $* prints a line of $w characters:
$(awk -v w="$width" 'length($0) > w' <<<"$output")"
}

@test "the measure counts characters, not bytes" {
	assert_equal "$(printf 'a\xce\xb1\xe2\x88\x9e\n' | widest)" 3
}

@test "no line of --compare is wider than 80 columns, on any shipped tree with any table option" {
	local t opts runs=0
	local -a combos=(
		"" "--tt 8" "--tt 3 --tt-replace depth" "--tt 8 --tt-pv-exact ignore"
		"--depth 1" "--depth 2" "--pv all" "--pv all --tt 8" "--pv single --algo pvs"
		"--id" "--id --no-pv-first" "--id --aspiration 1" "--id --aspiration 2"
		"--id --aspiration 3" "--id --tt 8" "--id --depth 2 --aspiration 2"
		"--id --aspiration 2 --tt 8 --tt-replace depth --tt-pv-exact ignore --pv all"
	)
	for t in trees/*.tree; do
		for opts in "${combos[@]}"; do
			# Some trees cannot be searched so (no static values for
			# a depth limit): those are refused, and there is nothing
			# to measure.
			"$TREESTEP" --compare $opts "$t" >/dev/null 2>&1 || continue
			fits 80 --compare $opts "$t"
			runs=$((runs + 1))
		done
	done
	(( runs >= 100 ))
	# The stepper's stand-in without a terminal prints the same table.
	run --separate-stderr "$TREESTEP" --tt 8 transposition </dev/null
	assert_success
	(( $(widest <<<"$output") <= 80 ))
	assert_line --regexp '^pvs +5 +11 +20 +9 +2 +3 +2  c ac'
}

@test "no line of --stats is wider than 80 columns: big counts, long headers, many depths" {
	fits 80 --stats 20 --random 3,4
	# Counts of six digits: the table goes on below.
	fits 80 --stats 3 --random 6,7
	assert_equal "$(grep -c '^algorithm ' <<<"$output")" 2
	# A header longer than a line, and irregular trees.
	fits 80 --stats 4 --random 4,2..3,18446744073709551615 --random-shape --order 0.123456 --values -9..9
	assert_line --index 0 "4 generated irregular trees: branching 4, depth 2, order 0.123456, seed"
	# Eight depths of the chart: two charts, the second from depth 6.
	fits 80 --stats 5 --random 3,1..8
	assert_equal "$(grep -c '^ *depth ' <<<"$output")" 2
	assert_line --regexp '^ +depth +6 +7 +8 *$'
	# 31 depths, 13 to a chart, every one drawn: the last chart has its
	# five depths' marks.
	fits 80 --stats 1 --random 1,0..30 --algo minimax,pvs
	assert_equal "$(grep -c '^ *depth ' <<<"$output")" 3
	assert_line --regexp '^ +depth +26 +27 +28 +29 +30 *$'
	assert_equal "$(grep -Ec '^ +1 \|( mp\* ){5}$' <<<"$output")" 1
}

@test "every number of --stats is in its text, labelled" {
	need jq
	treestep --stats 3 --random 6,7 -f json
	assert_success
	local json=$output
	fits 80 --stats 3 --random 6,7
	# The first table has nodes and visits, the second leaves and
	# re-searches; each row starts with the algorithm.
	local want got
	want=$("$JQ" -r '.results[] | [.algorithm, (.nodes, .visits | .mean, .min, .max)] | @tsv' <<<"$json" |
		awk -F'\t' '{ printf "%s %.1f %d %d %.1f %d %d\n", $1, $2, $3, $4, $5, $6, $7 }')
	got=$(awk '/^algorithm /{ n++ } n == 1 && !/^algorithm / && NF == 7' <<<"$output" | tr -s ' ')
	assert_equal "$got" "$want"
	want=$("$JQ" -r '.results[] | [.algorithm, (.leaves | .mean, .min, .max), .researches.mean] | @tsv' <<<"$json" |
		awk -F'\t' '{ printf "%s %.1f %d %d %.2f\n", $1, $2, $3, $4, $5 }')
	got=$(awk '/^algorithm /{ n++ } n == 2 && !/^algorithm / && NF == 5' <<<"$output" | tr -s ' ')
	assert_equal "$got" "$want"
	assert_line --regexp '^ +-+ nodes -+  -+ visits -+$'
	assert_line --regexp '^algorithm +mean +min +max +mean +min +max$'
	assert_line --regexp '^ +-+ leaves -+  re-searches$'
	assert_line "mean: the average over the 3 trees; min, max: the fewest and the most."
}

@test "--compare --id: a table per algorithm and order in 80 columns, one table when it fits" {
	fits 80 --compare --id --aspiration 2 trees/aspiration.tree
	assert_line "pvs, pv first:"
	assert_line "pvs, tree order:"
	assert_line --regexp '^depth +value +nodes +visits +leaves +cutoffs +researches +fails +pv$'
	assert_line --regexp '^ +2 +8 +6 +10 +5 +2 +0 +high +A A1$'
	assert_line --regexp '^total +4 +11 +33 +16 +6 +0 +A A1 a1$'
	local narrow=$output
	fits 200 --compare --id --aspiration 2 trees/aspiration.tree --width 200
	refute_line "pvs, pv first:"
	assert_line --regexp '^algorithm +order +depth +value +nodes +visits +leaves +cutoffs +researches +fails +pv$'
	assert_line --regexp '^pvs +pv first +2 +8 +6 +10 +5 +2 +0 +high +A A1$'
	assert_line --regexp '^pvs +tree order +total +4 +11 +33 +16 +6 +0 +A A1 a1$'
	# The same rows: the wide table's, less the two columns the titles
	# give, are the narrow tables' in the same order.
	assert_equal "$(grep -E '^[a-z-]+ +(pv first|tree order) ' <<<"$output" | sed -E 's/^[a-z-]+ +(pv first|tree order) +//' | tr -s ' ')" \
		"$(grep -E '^ *([0-9]+|total)( +-?[0-9]+){6} ' <<<"$narrow" | sed 's/^ *//' | tr -s ' ')"
}

@test "--stats: every count side by side when the width allows" {
	fits 200 --stats 3 --random 6,7 --width 200
	assert_equal "$(grep -c '^algorithm ' <<<"$output")" 1
	assert_line --regexp '^ +-+ nodes -+  -+ visits -+  -+ leaves -+  re-searches$'
	fits 200 --stats 5 --random 3,1..8 --width 200
	assert_equal "$(grep -c '^ *depth ' <<<"$output")" 1
}

@test "a long PV and a long title wrap, counting characters" {
	local title="Fenêtres α–β : ∞ partout, à chaque nœud, jusqu'à la dernière feuille, très long"
	# A line of 16 moves down to the one leaf.
	printf 'title: %s\n%s\n' "$title" '((((((((((((((((5))))))))))))))))' >"$BATS_TEST_TMPDIR/deep.tree"
	fits 80 --compare --algo minimax,pvs "$BATS_TEST_TMPDIR/deep.tree"
	# More than 80 bytes on a line, but not more than 80 characters.
	(( $(LC_ALL=C awk '{ if (length($0) > m) m = length($0) } END { print m }' <<<"$output") > 80 ))
	assert_line --index 0 --regexp '^Fenêtres α–β'
	# The PV goes on under the pv column.
	assert_line --regexp '^minimax +5 +17 +17 +1 +0 +0  N1 N2 N3 N4 N5 N6 N7 N8$'
	assert_line --regexp '^ {56}N9 N10 N11 N12 N13 N14$'
	assert_line --regexp '^ {56}N15 N16$'
}

@test "--width: a number from 80 to 1000, for text" {
	local bad
	for bad in 79 0 1001 x 80x "" -100; do
		treestep --compare --width "$bad"
		assert_failure 2
		assert_equal "$output" ""
		assert_regex "$(head -1 <<<"$stderr")" "^treestep: --width: the width must be a whole number from 80 to 1000, not '"
	done
	treestep --compare --width 80 -f tsv
	assert_failure 2
	assert_equal "$(head -1 <<<"$stderr")" "treestep: --width does not apply to --format tsv; it goes with --format text"
	treestep --trace --width 100
	assert_failure 2
	assert_equal "$(head -1 <<<"$stderr")" "treestep: --width does not apply to --trace; it goes with --compare, --stats or --merge"
	treestep --compare --width 1000
	assert_success
}

@test "COLUMNS does not change the width of a pipe" {
	local plain
	plain=$("$TREESTEP" --compare --id --aspiration 2 trees/aspiration.tree)
	run --separate-stderr env COLUMNS=200 "$TREESTEP" --compare --id --aspiration 2 trees/aspiration.tree
	assert_success
	assert_equal "$output" "$plain"
}

# tmux_shell COLS: a plain shell in a terminal COLS wide.
tmux_shell() {
	tmux -L "$SOCK" -f /dev/null new-session -d -x "$1" -y 50 \
		env LC_ALL=C.UTF-8 PS1='$ ' bash --norc --noprofile
	wait_for '$'
}

@test "on a terminal, a width over 80 is used, and 80 or less gives 80" {
	tmux_shell 132
	# EXIT is spelled apart so that the command line itself never matches.
	keys "'$TREESTEP' --compare --id --aspiration 2 --algo pvs '$TOP_SRCDIR/trees/aspiration.tree'; echo \"E\"\"XIT=\$?\"" Enter
	wait_for "EXIT=0"
	run screen
	assert_line --regexp '^algorithm +order +depth +value +nodes +visits +leaves +cutoffs +researches +fails +pv$'
	assert_line --regexp '^pvs +pv first +2 +8 +6 +10 +5 +2 +0 +high +A A1$'
	refute_line "pvs, pv first:"
	command tmux -L "$SOCK" kill-server
	# A server of its own: a new session on the socket just killed can
	# reach the server while it is still exiting ("server exited
	# unexpectedly").  teardown kills this one.
	SOCK="$SOCK-narrow"
	tmux_shell 80
	keys "'$TREESTEP' --compare --id --aspiration 2 --algo pvs '$TOP_SRCDIR/trees/aspiration.tree'; echo \"E\"\"XIT=\$?\"" Enter
	wait_for "EXIT=0"
	run screen
	assert_line "pvs, pv first:"
	refute_line --regexp '^algorithm +order '
}
