#!/usr/bin/env bats
# games.bats - --game: the trees of tic-tac-toe, Nim and Connect Four from
# the command line, with the numbers a class can check in the literature.
# (tests/test_game.c checks the values against solvers of its own.)
bats_require_minimum_version 1.5.0
load helpers

# assert_stderr_has TEXT: treestep's standard error holds TEXT.
assert_stderr_has() {
	[[ $stderr == *"$1"* ]] || fail "stderr does not hold '$1': $stderr"
}

@test "tic-tac-toe from the empty board: 549,946 nodes, 255,168 games, a draw" {
	need jq
	treestep --game tictactoe --compare --algo minimax,alphabeta -f json
	assert_success
	assert_equal "$("$JQ" -c '.results[0] | [.value, .visits, .leaves]' <<<"$output")" '[0,549946,255168]'
	# Alpha-beta finds the same value with far fewer leaves.
	assert_equal "$("$JQ" -c '.results[1].value' <<<"$output")" 0
	[ "$("$JQ" '.results[1].leaves' <<<"$output")" -lt 20000 ]
}

@test "every algorithm on the whole tic-tac-toe tree finds the draw" {
	need jq
	treestep --game tictactoe --compare --algo all -f json
	assert_success
	assert_equal "$("$JQ" -c '[.results[].value] | unique' <<<"$output")" '[0]'
	[ "$("$JQ" '.results | length' <<<"$output")" -ge 12 ]
}

@test "the PV is written as the moves played, even through a transposition" {
	treestep --game tictactoe --compare --algo minimax
	assert_success
	# a1 b2 b1 c1 ...: the fourth node is named a1c1b1b2 (reached first by
	# another order), but the move played is c1.
	assert_line --partial 'a1 b2 b1 c1 a3 a2 c2 b3'
}

@test "Nim: won for the side to move exactly when the nim-sum is not 0" {
	need jq
	local pos sum want
	for pos in 1,2,3 1,2,2 3,4,5 2,2 1,1,1 4,1 0,3; do
		sum=0
		for h in ${pos//,/ }; do sum=$(( sum ^ h )); done
		want=$(( sum ? 1 : -1 ))
		treestep --game nim --position "$pos" --compare --algo alphabeta -f json
		assert_success
		assert_equal "$pos: $("$JQ" '.results[0].value' <<<"$output")" "$pos: $want"
		# The static evaluation (the nim-sum rule) is exact, so a search
		# cut at any depth finds the same value.
		treestep --game nim --position "$pos" --depth 2 --compare --algo pvs -f json
		assert_equal "$pos: $("$JQ" '.results[0].value' <<<"$output")" "$pos: $want"
	done
}

@test "a transposition table on a game finds the hits move orders make" {
	treestep --game tictactoe --position 'x.o/.x./...' --trace --algo alphabeta --tt 1000
	assert_success
	assert_output --partial 'hit'
	treestep --game tictactoe --position 'x.o/.x./...' --compare --algo alphabeta
	local plain=$output
	treestep --game tictactoe --position 'x.o/.x./...' --compare --algo alphabeta --tt 1000
	[ "$plain" != "$output" ]
}

@test "centre first: alpha-beta evaluates fewer leaves on tic-tac-toe" {
	need jq
	treestep --game tictactoe --compare --algo alphabeta -f json
	local board=$("$JQ" '.results[0].leaves' <<<"$output")
	treestep --game tictactoe --order centre --compare --algo alphabeta -f json
	local centre=$("$JQ" '.results[0].leaves' <<<"$output")
	[ "$centre" -lt "$board" ]
	assert_equal "$("$JQ" '.results[0].value' <<<"$output")" 0
}

@test "--depth cuts the tree: leaves there hold the static evaluation, --id and --aspiration run" {
	treestep --game connect4 --position 5x4 --depth 4 --trace --algo pvs --id --aspiration 2
	assert_success
	assert_output --partial 'depth 4'
	treestep --game connect4 --position 5x4 --depth 4 --compare
	assert_success
	assert_output --partial 'Searched to depth 4'
}

@test "--save writes the game's tree as a tree file that loads to the same search" {
	cd "$BATS_TEST_TMPDIR"
	treestep --save ttt.tree --game tictactoe --position 'x.o/.x./...'
	assert_success
	assert_stderr_has 'wrote ttt.tree'
	run grep -c '^game: tictactoe x.o/.x./...$' ttt.tree
	assert_output 1
	treestep --compare ttt.tree
	local saved=${output#*:}
	treestep --game tictactoe --position 'x.o/.x./...' --compare
	assert_equal "${output#*:}" "$saved"
}

@test "a tree too big is refused before anything is written, and a file in the way kept" {
	cd "$BATS_TEST_TMPDIR"
	echo precious >c4.tree
	treestep --save c4.tree --game connect4 --position 6x5 --depth 12
	assert_failure 1
	assert_stderr_has 'more than 2000000 nodes'
	assert_equal "$(cat c4.tree)" precious
	treestep --game connect4 --position 7x6 --compare
	assert_failure 1
	assert_stderr_has 'use --depth 32 or less'
	# Without --depth, the message names a depth that fits.
	treestep --game connect4 --compare
	assert_failure 1
	assert_stderr_has 'more than 2000000 nodes to search: give --depth 10 or less'
	treestep --game connect4 --depth 10 --compare --algo alphabeta
	assert_success
}

@test "positions no game reaches are refused in one line" {
	local bad
	for bad in 'tictactoe xx./.../...' 'tictactoe xxx/oo./o..' 'tictactoe x.q/.../...' \
		   'connect4 x.../..../..../....' 'connect4 9x9' 'nim 1,,2' 'nim 12'; do
		treestep --game ${bad% *} --position "${bad#* }" --compare
		assert_failure 1
		assert_equal "$(wc -l <<<"$stderr")" 1
		assert_stderr_has "treestep: --position '${bad#* }'"
	done
	treestep --game go --compare
	assert_failure 2
	treestep --position 1,2 --compare
	assert_failure 2
	treestep --game nim --order centre --compare
	assert_failure 2
}

@test "a game: header that names no game or no position a game reaches is refused at its line" {
	cd "$BATS_TEST_TMPDIR"
	printf 'game: chess e4\nroot: max\nR\n  a = 1\n' >bad.tree
	treestep --compare bad.tree
	assert_failure 1
	assert_stderr_has 'bad.tree:1:7: game: unknown game'
	printf 'game: tictactoe xxx/xxx/xxx\nroot: max\nR\n  a = 1\n' >bad.tree
	treestep --compare bad.tree
	assert_failure 1
	assert_stderr_has 'bad.tree:1:7: game:'
}

@test "practice deals positions of a game, each a tree small enough to answer" {
	printf 'dump\nn\ndump\n' >"$BATS_TEST_TMPDIR/keys"
	treestep --practice --game tictactoe --seed 5 --script "$BATS_TEST_TMPDIR/keys"
	assert_success
	assert_output --partial 'Tic-tac-toe from .ox/x../oox, X to move'
	assert_output --partial 'Practice, seed 5'
	assert_output --partial 'Practice, seed 6'
	# The same seed deals the same position.
	local first=$output
	treestep --practice --game tictactoe --seed 5 --script "$BATS_TEST_TMPDIR/keys"
	assert_equal "$output" "$first"
	treestep --practice --game nim --position 3,4,5 --seed 1 --script "$BATS_TEST_TMPDIR/keys"
	assert_success
	assert_output --partial 'Nim from'
	treestep --practice --seed 3 --script "$BATS_TEST_TMPDIR/keys"
	assert_failure 2
}

@test "--stats --game: random positions of the game, the same for a seed, in parts as in one run" {
	need jq
	treestep --stats 12 --game tictactoe --seed 3 --algo minimax,alphabeta -f json
	assert_success
	local whole=$output
	assert_equal "$("$JQ" -r '[.game, .trees, .seed] | @tsv' <<<"$whole")" "tictactoe	12	3"
	# Alpha-beta never evaluates more leaves than minimax, on any position.
	[ "$("$JQ" '.results[1].leaves.max <= .results[0].leaves.max' <<<"$whole")" = true ]
	treestep --stats 12 --game tictactoe --seed 3 --algo minimax,alphabeta -f json
	assert_equal "$output" "$whole"
	treestep --stats 6..11 --game tictactoe --seed 3 --algo minimax,alphabeta -f json
	assert_success
	local sum
	treestep --stats 0..5 --game tictactoe --seed 3 --algo minimax,alphabeta -f json
	sum=$("$JQ" '.results[0].leaves.sum' <<<"$output")
	treestep --stats 6..11 --game tictactoe --seed 3 --algo minimax,alphabeta -f json
	assert_equal $(( sum + $("$JQ" '.results[0].leaves.sum' <<<"$output") )) "$("$JQ" '.results[0].leaves.sum' <<<"$whole")"
	treestep --stats 20 --game connect4 --position 5x4 --depth 4 --algo alphabeta,pvs
	assert_success
	assert_output --partial '20 random positions of connect4 from ...../...../...../....., each'
	treestep --stats 3 --game nim --export "$BATS_TEST_TMPDIR/c.svg"
	assert_failure 2
	treestep --stats 3 --random 2,3 --depth 3
	assert_failure 2
}

@test "the game trees that come with treestep are what --save writes today" {
	cd "$BATS_TEST_TMPDIR"
	local f line n=0
	for f in "$TOP_SRCDIR"/trees/*.tree; do
		line=$(head -n 1 "$f")
		[[ $line == "# Made by treestep --game "* ]] || continue
		# The first line is the command that made the file.
		read -r -a args <<<"${line#\# Made by treestep }"
		treestep --save made.tree "${args[@]}"
		assert_success
		diff -u "$f" made.tree || fail "$f is not what treestep ${args[*]} writes"
		n=$((n + 1))
	done
	[ "$n" -ge 4 ]
}

@test "--merge puts the parts of a game's --stats run together, byte for byte" {
	cd "$BATS_TEST_TMPDIR"
	local f
	for f in json text; do
		"$TREESTEP" --stats 12 --game connect4 --position 5x4 --depth 3 --seed 7 -f "$f" >"whole.$f"
	done
	"$TREESTEP" --stats 0..4 --game connect4 --position 5x4 --depth 3 --seed 7 -f json >a.json
	"$TREESTEP" --stats 5..11 --game connect4 --position 5x4 --depth 3 --seed 7 -f json >b.json
	treestep --merge b.json a.json -f json
	assert_success
	assert_equal "$output" "$(cat whole.json)"
	treestep --merge a.json b.json
	assert_equal "$output" "$(cat whole.text)"
	"$TREESTEP" --stats 5..11 --game connect4 --position 5x4 --depth 4 --seed 7 -f json >c.json
	treestep --merge a.json c.json
	assert_failure 1
	assert_stderr_has 'the game connect4 from ...../...../...../..... to depth 3 in one and connect4 from ...../...../...../..... to depth 4 in the other'
}
