#!/usr/bin/env bats
# game-board.bats - a game's tree (--game) shows the position at the node
# a step is about beside the tree: the node, the move that led there on
# the search's path, the board, and at an evaluation how the value was
# reached or who won.  --export and --handout draw the same board.  What
# is asserted is what a student reads, in script mode at 80x24.
bats_require_minimum_version 1.5.0
load helpers

setup() {
	cd "$BATS_TEST_TMPDIR"
}

# at STEP ARGS...: the screen at step STEP of treestep ARGS (80x24, or
# SIZE), in LC_ALL (C.UTF-8 unless set).
at() {
	local step=$1 i
	shift
	: >keys
	for ((i = 0; i < step; i++)); do echo Right >>keys; done
	env LC_ALL="${LOCALE:-C.UTF-8}" "$TREESTEP" --script=keys --screen="${SIZE:-80x24}" "$@"
}

# panel: the board panel read off a screen on stdin: what stands right of
# the last rule (│ or |) on each row of the tree's area, which ends at the
# rule across the screen.
panel() {
	awk 'NR == 1 { next } /^(─|-)+$/ { exit } { print }' |
		sed -E 's/.*(│|\|) ?//'
}

# TTT: a tic-tac-toe position with X to move, four cells left.
TTT=(--algo alphabeta --game tictactoe --position 'xox/.o./...')

@test "the board is the position of the node the stack names, with the move that led there" {
	run at 3 "${TTT[@]}"
	assert_success
	# The node just entered is the stack's current frame ...
	assert_line --regexp '^ >a1b1 +MAX'
	# ... and the panel shows it: X on a1, then O on b1.
	run panel <<<"$output"
	assert_line --index 0 'a1b1'
	assert_line --index 1 'O on b1'
	assert_line --index 2 ' 3 X O X'
	assert_line --index 3 ' 2 . O .'
	assert_line --index 4 ' 1 X O .'
	assert_line --index 5 '   a b c'
}

@test "at the root: start, and who is to move" {
	run at 0 "${TTT[@]}"
	run panel <<<"$output"
	assert_line --index 0 'start'
	assert_line --index 1 'X to move'
	assert_line --index 4 ' 1 . . .'
}

@test "a finished game evaluated: who won, and the value the search reads" {
	run at 4 "${TTT[@]}"
	assert_line --partial 'Leaf a1b1 is worth -100.'
	run panel <<<"$output"
	assert_line --index 0 'a1b1'
	[ "$(sed -n '7,$p' <<<"$output" | paste -sd' ' | sed 's/ *$//')" = \
		'O has three in a row: -100' ] || fail "$output"
}

@test "a transposition: the move is the one along the search's path, not its name's last" {
	# alphabeta enters a1c1b1a2 at step 24 from a1a2b1, through the
	# reference @a1c1b1a2: on this path O's last move is c1, not a2.
	run --separate-stderr "$TREESTEP" --trace "${TTT[@]}"
	assert_line --regexp '^ +23 +a1a2b1 enter'
	assert_line --regexp '^ +24 +a1c1b1a2 enter'
	run at 24 "${TTT[@]}"
	assert_line --regexp '^ +a1a2b1 +MIN'
	run panel <<<"$output"
	assert_line --index 0 'a1c1b1a2'
	assert_line --index 1 'O on c1'
	assert_line --index 3 ' 2 O O .'
	assert_line --index 4 ' 1 X X O'
}

@test "a static evaluation at the depth limit says how it was reached, whole, at 80x24" {
	run at 13 --game connect4 --depth 3
	assert_success
	assert_line --partial 'Leaf aac is worth 0.'
	# The other panels and the narration are still there.
	assert_line --regexp '^ Search stack +PV table'
	assert_line --regexp '^Step 13/83 '
	run panel <<<"$output"
	assert_line --index 0 'aac'
	assert_line --index 1 'X in column c'
	assert_line --index 4 ' O . . .'
	assert_line --index 5 ' X . X .'
	assert_line --index 6 ' a b c d'
	[ "$(sed -n '8,$p' <<<"$output" | paste -sd' ' | sed 's/ *$//')" = \
		'threats (3 of 4, 4th empty): X 0, O 0; 0 - 0 = 0' ] || fail "$output"
}

@test "Nim: the heaps, with objects in UTF-8 and o in ASCII" {
	run at 4 --game nim --position 1,2,2
	run panel <<<"$output"
	assert_line --index 0 'A1B1B1'
	assert_line --index 1 'MAX takes 1 from heap B'
	assert_line --index 2 ' A 0'
	assert_line --index 3 ' B 0'
	assert_line --index 4 ' C 2 ● ●'
	LOCALE=C run at 4 --game nim --position 1,2,2
	refute_output --partial '●'
	refute_output --partial '│'
	run panel <<<"$output"
	assert_line --index 4 ' C 2 o o'
}

@test "a tree that is no game's has no board" {
	run at 3 --algo alphabeta
	assert_success
	refute_output --partial 'to move'
	# The tree takes the whole width: the sample's rightmost leaf is in
	# the last columns.
	assert_line --regexp 'N14 *$'
}

@test "--export draws the board: its squares, the pieces, the move shaded" {
	need xmllint
	treestep --step 3 --export t.svg "${TTT[@]}"
	assert_success
	run xmllint --xpath "count(//*[local-name()='g'][@id='board']//*[local-name()='polygon'])" t.svg
	assert_output 9
	run xmllint --xpath "count(//*[local-name()='g'][@id='board']//*[local-name()='polygon'][@fill='#f6d365'])" t.svg
	assert_output 1
	run xmllint --xpath "string(//*[local-name()='g'][@id='board'])" t.svg
	assert_output --partial 'Board at a1b1'
	assert_output --partial 'O on b1'
	# The position after a1 and b1: X O X, . O ., X O .: three X and three O.
	run xmllint --xpath "count(//*[local-name()='g'][@id='board']//*[local-name()='text'][.='X'])" t.svg
	assert_output 3
	run xmllint --xpath "count(//*[local-name()='g'][@id='board']//*[local-name()='text'][.='O'])" t.svg
	assert_output 3
	# A tree that is no game's has none.
	treestep --step 3 --export n.svg
	run grep -c 'id="board"' n.svg
	assert_output 0
}

@test "--handout has the board on every page" {
	grep -q '^#define HAVE_CAIRO 1' "$TOP_BUILDDIR/config.h" ||
		skip "treestep was built without cairo (Debian: apt-get install libcairo2-dev)"
	need pdfinfo
	need pdftotext
	treestep --handout h.pdf --game tictactoe --position 'xox/.o./x..' --algo alphabeta
	assert_success
	local pages
	pages=$(pdfinfo h.pdf | awk '/^Pages:/ { print $2 }')
	(( pages > 1 )) || fail "$pages pages"
	[ "$(pdftotext h.pdf - | grep -c '^Board at ')" -eq "$pages" ]
}
